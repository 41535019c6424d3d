import QtQuick

// The least a lesson list can cost in Qt Quick: a window of the app's size
// with a list of rows made of plain Qt Quick items, and no Qt Quick Controls
// (docs/performance.md, "The floor of a lesson list").
Window {
    width: 1280
    height: 760
    visible: true
    color: "#0b5a3a"

    ListView {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 10
        model: 100
        delegate: YardstickRow {
            Rectangle {
                anchors.fill: parent
                radius: 8
                color: "#2a4a3e"
                border.color: "#5f8a78"
                Text {
                    anchors.centerIn: parent
                    text: "Start"
                    color: "#f2efe6"
                    font.pixelSize: 14
                }
            }
        }
    }
}

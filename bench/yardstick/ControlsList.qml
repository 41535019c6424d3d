import QtQuick
import QtQuick.Controls.Basic

// PlainList's list in what the app's pages are made of: a Qt Quick Controls
// window (the Basic style, as the app) with a Button in each row
// (docs/performance.md, "The floor of a lesson list").
ApplicationWindow {
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
            Button {
                anchors.fill: parent
                text: "Start"
            }
        }
    }
}

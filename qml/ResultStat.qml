import QtQuick

// One figure of the results: label and value.
Rectangle {
    id: stat

    property string label: ""
    property string value: ""
    property color tone: Theme.text

    implicitHeight: Theme.px(62)
    radius: Theme.px(10)
    color: Theme.surface
    border.color: Theme.border
    border.width: Theme.lineWidth

    Accessible.role: Accessible.StaticText
    Accessible.name: stat.label + ": " + stat.value

    Column {
        anchors.left: parent.left
        anchors.leftMargin: Theme.px(14)
        anchors.verticalCenter: parent.verticalCenter
        spacing: Theme.px(2)
        Text {
            text: stat.value
            color: stat.tone
            font.bold: true
            font.pixelSize: Theme.fontPx(22)
        }
        Text {
            text: stat.label
            color: Theme.textMuted
            font.pixelSize: Theme.fontPx(11.5)
        }
    }
}

import QtQuick

// A small label/value pair in the table header.
Rectangle {
    id: chip

    property string label: ""
    property string value: ""
    property color tone: Theme.text

    implicitWidth: row.implicitWidth + Theme.px(18)
    implicitHeight: Theme.px(30)
    radius: Theme.px(6)
    color: Theme.surfaceRaised
    border.color: Theme.border

    Accessible.role: Accessible.StaticText
    Accessible.name: chip.label + ": " + chip.value

    Row {
        id: row
        anchors.centerIn: parent
        spacing: Theme.px(6)
        Text {
            anchors.baseline: valueText.baseline
            text: chip.label
            color: Theme.textDim
            font.pixelSize: Theme.fontPx(11)
        }
        Text {
            id: valueText
            text: chip.value
            color: chip.tone
            font.bold: true
            font.pixelSize: Theme.fontPx(15)
        }
    }
}

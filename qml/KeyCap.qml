import QtQuick

// A keyboard key drawn next to a control: shows its shortcut.
Rectangle {
    id: cap

    property string text: ""
    property bool dark: false

    implicitWidth: Math.max(Theme.px(18), keyLabel.implicitWidth + Theme.px(8))
    implicitHeight: Theme.px(18)
    radius: Theme.px(4)
    color: cap.dark ? Theme.keyCapDarkFill : Theme.keyCapFill
    border.width: 1
    border.color: cap.dark ? Theme.keyCapDarkBorder : Theme.keyCapBorder

    Text {
        id: keyLabel
        anchors.centerIn: parent
        text: cap.text
        font.family: Theme.monoFamily
        font.pixelSize: Theme.fontPx(10.5)
        font.bold: true
        color: cap.dark ? Theme.accentText : Theme.textMuted
    }
}

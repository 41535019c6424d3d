import QtQuick

// A keyboard key drawn next to a control: shows its shortcut.
Rectangle {
    id: cap

    property string text: ""
    property bool dark: false

    implicitWidth: Math.max(Theme.px(18), keyLabel.implicitWidth + Theme.px(8))
    implicitHeight: Theme.px(18)
    radius: Theme.px(4)
    color: cap.dark ? Qt.rgba(0, 0, 0, 0.18) : Qt.rgba(1, 1, 1, 0.08)
    border.width: 1
    border.color: cap.dark ? Qt.rgba(0, 0, 0, 0.35) : Qt.rgba(1, 1, 1, 0.22)

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

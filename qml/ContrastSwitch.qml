import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic

// "High contrast": the user's display choice (AppController.highContrast,
// kept across restarts). Click, Space when focused, or Ctrl+Shift+H anywhere
// (the shortcut is Main's, so that it works on every page).
AbstractButton {
    id: control
    objectName: "highContrastSwitch"

    required property AppController app
    readonly property bool isOn: control.app.highContrast
    property string shortcutText: "Ctrl+Shift+H"

    function toggle(): void {
        control.app.highContrast = !control.app.highContrast
    }

    text: qsTr("High contrast")
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontPx(13)
    padding: Theme.px(6)
    leftPadding: Theme.px(10)
    rightPadding: Theme.px(10)
    implicitWidth: implicitContentWidth + leftPadding + rightPadding
    implicitHeight: Math.max(Theme.px(40), implicitContentHeight + topPadding + bottomPadding)
    focusPolicy: Qt.StrongFocus
    hoverEnabled: true

    Accessible.role: Accessible.CheckBox
    Accessible.name: control.text
    Accessible.description: qsTr("Shortcut %1").arg(control.shortcutText)
    Accessible.checkable: true
    Accessible.checked: control.isOn
    Accessible.onToggleAction: control.toggle()

    onClicked: control.toggle()

    contentItem: Row {
        spacing: Theme.px(10)
        // The track and knob: on at the right and filled; "On"/"Off" says it in words.
        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            width: Theme.px(40)
            height: Theme.px(22)
            radius: height / 2
            color: control.isOn ? Theme.accent : Theme.surfaceRaised
            border.width: Theme.lineWidth
            border.color: control.isOn ? Theme.accent : Theme.borderStrong
            Rectangle {
                width: parent.height - Theme.px(6)
                height: width
                radius: width / 2
                anchors.verticalCenter: parent.verticalCenter
                x: control.isOn ? parent.width - width - Theme.px(3) : Theme.px(3)
                color: control.isOn ? Theme.accentText : Theme.text
                Behavior on x {
                    NumberAnimation { duration: Theme.fast }
                }
            }
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: control.text
            font: control.font
            color: Theme.text
        }
        Text {
            objectName: "highContrastState"
            anchors.verticalCenter: parent.verticalCenter
            text: control.isOn ? qsTr("On") : qsTr("Off")
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontPx(12)
            font.bold: true
            color: control.isOn ? Theme.accent : Theme.textDim
        }
        KeyCap {
            anchors.verticalCenter: parent.verticalCenter
            visible: control.shortcutText.length > 0
            text: control.shortcutText
        }
    }

    background: Rectangle {
        radius: Theme.px(8)
        color: control.hovered ? Theme.surfaceHover : "transparent"
        border.width: control.visualFocus ? Theme.focusWidth : 0
        border.color: Theme.focus
    }
}

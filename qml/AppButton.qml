import QtQuick
import QtQuick.Controls.Basic

// The app's button: "primary" (brass), "secondary" (outlined), "danger", "ghost".
Button {
    id: control

    property string variant: "secondary"
    property string shortcutText: ""
    property real fontSize: 14

    readonly property color fillColour: {
        if (!control.enabled)
            return Theme.surfaceRaised
        if (control.variant === "primary")
            return control.down ? Qt.darker(Theme.accent, 1.15)
                                : control.hovered ? Theme.accentHover : Theme.accent
        if (control.variant === "danger")
            return control.down ? Qt.darker(Theme.error, 1.2)
                                : control.hovered ? Qt.lighter(Theme.error, 1.1) : Theme.error
        if (control.variant === "ghost")
            return control.down ? Theme.surfaceRaised
                                : control.hovered ? Theme.surfaceHover : "transparent"
        return control.down ? Theme.surface : control.hovered ? Theme.surfaceHover : Theme.surfaceRaised
    }
    readonly property color labelColour: {
        if (!control.enabled)
            return Theme.disabledText
        if (control.variant === "primary")
            return Theme.accentText
        if (control.variant === "danger")
            return Theme.onError
        return Theme.text
    }

    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontPx(control.fontSize)
    font.bold: control.variant === "primary"
    padding: Theme.px(10)
    leftPadding: Theme.px(18)
    rightPadding: Theme.px(18)
    implicitHeight: Theme.px(40)
    focusPolicy: Qt.StrongFocus
    hoverEnabled: true

    // A button reached with the keyboard is pressed with Return or Enter as
    // well as Space, as a keyboard user expects (Qt's buttons take Space
    // only). After a click, or with a modifier, the key is left to the page
    // (Enter pays in the payout builder; Shift+Enter starts an exam).
    Keys.onPressed: event => {
        if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                && event.modifiers === Qt.NoModifier && control.enabled && control.visualFocus) {
            event.accepted = true
            control.clicked()
        }
    }

    // Read by screen readers: what it does (an instance may say more), and its key.
    Accessible.role: Accessible.Button
    Accessible.name: control.text
    Accessible.description: control.shortcutText.length > 0 ? qsTr("Key %1").arg(control.shortcutText) : ""

    contentItem: Item {
        implicitWidth: children.length > 0 ? children[0].implicitWidth : 0
        implicitHeight: children.length > 0 ? children[0].implicitHeight : 0
        Row {
            anchors.centerIn: parent
            spacing: Theme.px(8)
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: control.text
                font: control.font
                color: control.labelColour
            }
            KeyCap {
                anchors.verticalCenter: parent.verticalCenter
                visible: control.shortcutText.length > 0
                text: control.shortcutText
                dark: control.variant === "primary"
            }
        }
    }

    background: Rectangle {
        implicitWidth: Theme.px(96)
        radius: Theme.px(8)
        color: control.fillColour
        border.width: control.visualFocus ? Theme.focusWidth : Theme.lineWidth
        border.color: control.visualFocus ? Theme.focus
                                          : !control.enabled ? Theme.disabledBorder
                                          : control.variant === "secondary" ? Theme.borderStrong : "transparent"
        Behavior on color {
            ColorAnimation {
                duration: Theme.fast
            }
        }
    }
}

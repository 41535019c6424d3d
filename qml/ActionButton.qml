import QtQuick
import QtQuick.Controls.Basic

// A dealer's action in the control bar: label, key cap, tooltip, and the
// keyboard shortcut that triggers the same action.
AbstractButton {
    id: control

    property string keyLabel: ""
    property string sequence: ""
    property string tip: ""
    property bool shortcutEnabled: true
    property bool hinted: false

    signal triggered()

    function flash(): void {
        flashAnimation.restart()
    }

    implicitHeight: Theme.px(30)
    implicitWidth: Theme.px(128)
    hoverEnabled: true
    focusPolicy: Qt.NoFocus
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontPx(12)

    Accessible.role: Accessible.Button
    Accessible.name: control.text
    Accessible.description: control.keyLabel.length === 0 ? control.tip
                            : control.tip.length === 0 ? qsTr("Key %1").arg(control.keyLabel)
                            : qsTr("%1. Key %2").arg(control.tip).arg(control.keyLabel)

    onClicked: {
        control.flash()
        control.triggered()
    }

    Shortcut {
        sequence: control.sequence
        enabled: control.shortcutEnabled && control.sequence.length > 0
        autoRepeat: false
        onActivated: {
            control.flash()
            control.triggered()
        }
    }

    background: Rectangle {
        radius: Theme.px(6)
        color: control.down ? Theme.surface : control.hovered ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: Theme.lineWidth
        border.color: control.hinted ? Theme.accent : Theme.border

        // Pulses when "What should I do?" points at this action.
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(3)
            radius: parent.radius + Theme.px(3)
            visible: control.hinted
            color: "transparent"
            border.width: Theme.px(2)
            border.color: "#ffffff"
            SequentialAnimation on opacity {
                running: control.hinted
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.15; duration: 450 }
                NumberAnimation { from: 0.15; to: 1; duration: 450 }
            }
        }
    }

    // A flash when the action is triggered, by click or by key.
    Rectangle {
        id: flashOverlay
        anchors.fill: parent
        radius: Theme.px(6)
        color: Theme.accent
        opacity: 0
    }
    SequentialAnimation {
        id: flashAnimation
        NumberAnimation { target: flashOverlay; property: "opacity"; to: 0.55; duration: 60 }
        NumberAnimation { target: flashOverlay; property: "opacity"; to: 0; duration: 260 }
    }

    contentItem: Row {
        id: content
        leftPadding: Theme.px(6)
        spacing: Theme.px(7)
        KeyCap {
            id: keyCap
            anchors.verticalCenter: parent.verticalCenter
            text: control.keyLabel
            visible: control.keyLabel.length > 0
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            // What the key cap leaves, measured rather than guessed from its
            // text, so "⇧Enter Face down" keeps its label at 1920 wide.
            width: Math.max(0, control.availableWidth - content.leftPadding
                                - (keyCap.visible ? keyCap.width + content.spacing : 0))
            text: control.text
            color: Theme.text
            elide: Text.ElideRight
            font: control.font
        }
    }

    ToolTip {
        visible: control.hovered && control.tip.length > 0
        delay: 500
        text: control.tip
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontPx(12)
        contentItem: Text {
            text: control.tip
            color: Theme.text
            font.pixelSize: Theme.fontPx(12)
            wrapMode: Text.Wrap
        }
        background: Rectangle {
            color: Theme.shade("#0b110f")
            border.color: Theme.borderStrong
            radius: Theme.px(5)
        }
    }
}

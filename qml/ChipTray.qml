pragma ComponentBehavior: Bound

import QtQuick

// The dealer's chip tray: rows of chips lying in their slots, seen from above.
Rectangle {
    id: tray

    readonly property var colours: ["#e9e4d8", "#c0282d", "#1f7a45", "#1c1c20", "#6a3fa0", "#e0a526",
        "#1c1c20", "#1f7a45", "#c0282d", "#e9e4d8"]

    implicitWidth: Theme.px(300)
    implicitHeight: Theme.px(54)
    radius: Theme.px(6)
    gradient: Gradient {
        GradientStop { position: 0.0; color: "#0e0b09" }
        GradientStop { position: 1.0; color: "#2a211b" }
    }
    border.color: "#4b3a2e"
    border.width: Math.max(1, Theme.px(1.5))

    Row {
        anchors.fill: parent
        anchors.margins: Theme.px(5)
        spacing: Theme.px(3)
        Repeater {
            model: tray.colours.length
            delegate: Rectangle {
                id: slot
                required property int index
                readonly property color chipColour: tray.colours[index]
                width: (tray.width - Theme.px(10) - Theme.px(3) * (tray.colours.length - 1)) / tray.colours.length
                height: parent.height
                radius: width / 2
                color: chipColour
                border.color: Qt.darker(chipColour, 1.7)
                border.width: 1
                // Chip edges: thin lines across the slot.
                Column {
                    anchors.fill: parent
                    anchors.topMargin: Theme.px(3)
                    spacing: Theme.px(3.5)
                    Repeater {
                        model: Math.max(0, Math.floor(slot.height / Theme.px(5.5)) - 1)
                        delegate: Rectangle {
                            width: slot.width
                            height: 1
                            color: Qt.rgba(0, 0, 0, 0.28)
                        }
                    }
                }
                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: Theme.px(2)
                    width: parent.width * 0.3
                    height: parent.height - Theme.px(4)
                    radius: width / 2
                    color: Qt.rgba(1, 1, 1, 0.18)
                }
            }
        }
    }
}

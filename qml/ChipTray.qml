pragma ComponentBehavior: Bound

import QtQuick

// The dealer's chip tray: rows of chips lying in their slots, seen from above,
// one slot per denomination of the table (the largest in the middle, as
// racks are laid out), each with its value below.
Rectangle {
    id: tray

    // The table's chips in cents (TableController.chips).
    property var denominations: [100000, 50000, 10000, 2500, 500, 100]
    // Slots from the left: the small chips at both ends, the largest in the middle.
    readonly property var slots: {
        const sorted = (tray.denominations || []).slice().sort((a, b) => a - b)
        const left = []
        const right = []
        for (let i = 0; i < sorted.length; ++i)
            (i % 2 === 0 ? left : right).push(sorted[i])
        return left.concat(right.reverse())
    }
    readonly property var colours: tray.slots.map(cents => Theme.chipColour(cents))

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
                readonly property int cents: tray.slots[index]
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%1 chips").arg(Theme.money(slot.cents))
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
                // The value, so that colour is never the only cue.
                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: Theme.px(2)
                    width: valueText.implicitWidth + Theme.px(6)
                    height: valueText.implicitHeight + Theme.px(1)
                    radius: height / 2
                    color: Qt.rgba(0, 0, 0, 0.62)
                    Text {
                        id: valueText
                        anchors.centerIn: parent
                        text: Theme.chipLabel(slot.cents)
                        color: "#ffffff"
                        font.bold: true
                        font.pixelSize: Theme.fontPx(9)
                    }
                }
            }
        }
    }
}

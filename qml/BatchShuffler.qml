pragma ComponentBehavior: Bound

import QtQuick

// A shoe table's automated card shuffling device and its two batches
// (Blackjack §2(b), the second (b): "One batch of cards shall be shuffled and
// stored in the automated card shuffling device while the other batch is
// being dealt"; 002 (b)(4)(iv)): the device, with the batch stored in it
// shown by its number and back colour, and a line for each batch, in the
// device, on the table or in play. The state is C++'s (TableController.batches).
Item {
    id: shuffler

    // TableController.batches: one map per batch.
    property var batches: []

    function backColour(back: string): color {
        return back === "blue" ? Theme.cardBackBlue : Theme.cardBack
    }
    function whereWords(place: string): string {
        if (place === "shuffler")
            return qsTr("in the shuffler")
        if (place === "in_play")
            return qsTr("in play")
        return qsTr("on the table")
    }
    readonly property string summary: {
        const parts = []
        for (let i = 0; i < shuffler.batches.length; ++i)
            parts.push(shuffler.batches[i].label + " " + shuffler.whereWords(shuffler.batches[i].place))
        return parts.join(", ")
    }

    implicitWidth: Theme.px(172)
    implicitHeight: Theme.px(66)

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Automated shuffler: %1").arg(shuffler.summary)

    // The device: a dark housing, its tray holding the stored batch, and in
    // words where each batch is (the colour is never the only cue).
    Rectangle {
        id: device
        objectName: "shufflerDevice"
        anchors.fill: parent
        radius: Theme.px(8)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3a4048" }
            GradientStop { position: 1.0; color: "#1c2026" }
        }
        border.color: "#8fa3b8"
        border.width: Math.max(1, Theme.px(1.5))

        Column {
            x: Theme.px(8)
            y: Theme.px(5)
            spacing: Theme.px(2)
            Text {
                text: qsTr("SHUFFLER")
                color: "#dfe9f3"
                font.pixelSize: Theme.fontPx(9)
                font.bold: true
                font.letterSpacing: 1.5
            }
            Repeater {
                model: shuffler.batches
                delegate: Row {
                    id: line
                    required property var modelData
                    spacing: Theme.px(5)
                    Rectangle {
                        anchors.verticalCenter: parent.verticalCenter
                        width: Theme.px(8)
                        height: Theme.px(12)
                        radius: Theme.px(2)
                        color: shuffler.backColour(line.modelData.back)
                        border.color: "#f3e9dc"
                        border.width: 1
                    }
                    Text {
                        objectName: "batchWhere" + line.modelData.batch
                        text: qsTr("%1 · %2").arg(line.modelData.label).arg(shuffler.whereWords(line.modelData.place))
                        color: line.modelData.place === "in_play" ? "#ffffff" : "#c9d6e3"
                        font.pixelSize: Theme.fontPx(9.5)
                        font.bold: line.modelData.place === "in_play"
                    }
                }
            }
        }

        // The tray: one card back per batch stored, with its number.
        Row {
            anchors.right: parent.right
            anchors.rightMargin: Theme.px(7)
            anchors.verticalCenter: parent.verticalCenter
            spacing: -Theme.px(10)
            Repeater {
                model: shuffler.batches
                delegate: Rectangle {
                    id: stored
                    required property var modelData
                    visible: stored.modelData.place === "shuffler"
                    objectName: "shufflerHolds" + stored.modelData.batch
                    width: Theme.px(26)
                    height: Theme.px(38)
                    radius: Theme.px(3)
                    color: shuffler.backColour(stored.modelData.back)
                    border.color: "#f3e9dc"
                    border.width: Math.max(1, Theme.px(1.5))
                    Text {
                        anchors.centerIn: parent
                        text: stored.modelData.batch
                        color: "#ffffff"
                        font.pixelSize: Theme.fontPx(13)
                        font.bold: true
                    }
                }
            }
        }
    }
}

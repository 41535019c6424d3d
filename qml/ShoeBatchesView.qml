pragma ComponentBehavior: Bound

import QtQuick

// A shoe table's two shuffler batches on the layout at its opening, each
// apart from the other (Blackjack §4(d); 002 (b)(4)(ii), (d)(2)-(3)): batch 1
// on the dealer's left, batch 2 on the right, each with its label, its back
// colour and what has been done with it. The state is C++'s
// (TableController.batches, shoebatchesview.h); this only draws it.
Item {
    id: view

    // TableController.batches: one map per batch.
    property var batches: []

    readonly property real gap: Theme.px(18)
    readonly property real panelWidth: (view.width - view.gap) / 2

    function backColour(back: string): color {
        return back === "blue" ? Theme.cardBackBlue : Theme.cardBack
    }

    Repeater {
        model: view.batches
        delegate: Item {
            id: panel
            required property var modelData
            required property int index
            readonly property string place: panel.modelData.place
            readonly property color back: view.backColour(panel.modelData.back)
            readonly property string backWords: panel.modelData.back === "blue" ? qsTr("blue backs") : qsTr("red backs")

            objectName: "batchPanel" + panel.modelData.batch
            x: panel.index * (view.panelWidth + view.gap)
            width: view.panelWidth
            height: view.height

            Accessible.role: Accessible.Grouping
            Accessible.name: qsTr("%1, %2: %3, %4 cards").arg(panel.modelData.label).arg(panel.backWords)
                             .arg(panel.modelData.status).arg(panel.modelData.count)

            // The batch's own patch of felt, outlined in its back colour.
            Rectangle {
                anchors.fill: parent
                radius: Theme.px(10)
                color: Qt.rgba(0, 0, 0, 0.12)
                border.color: panel.back
                border.width: Math.max(2, Theme.px(2.5))
            }

            // The label: the batch's number on a back-coloured tab, then its words.
            Row {
                id: header
                x: Theme.px(10)
                y: Theme.px(8)
                spacing: Theme.px(8)
                Rectangle {
                    width: Theme.px(22)
                    height: Theme.px(30)
                    radius: Theme.px(3)
                    color: panel.back
                    border.color: Theme.feltLine
                    border.width: Math.max(1, Theme.px(1.5))
                    Text {
                        anchors.centerIn: parent
                        text: panel.modelData.batch
                        color: "#ffffff"
                        font.pixelSize: Theme.fontPx(14)
                        font.bold: true
                    }
                }
                Column {
                    anchors.verticalCenter: parent.verticalCenter
                    Text {
                        objectName: "batchLabel" + panel.modelData.batch
                        text: panel.modelData.label.toUpperCase() + " · " + panel.backWords.toUpperCase()
                        color: Theme.feltInk(0.95)
                        font.pixelSize: Theme.fontPx(11.5)
                        font.bold: true
                        font.letterSpacing: 1
                    }
                    Text {
                        objectName: "batchStatus" + panel.modelData.batch
                        text: qsTr("%1 · %2 cards").arg(panel.modelData.status).arg(panel.modelData.count)
                        color: Theme.feltInk(0.75)
                        font.pixelSize: Theme.fontPx(10.5)
                    }
                }
            }

            Item {
                id: body
                x: Theme.px(8)
                y: header.y + header.height + Theme.px(6)
                width: parent.width - Theme.px(16)
                height: parent.height - y - Theme.px(8)

                CardSpread {
                    anchors.fill: parent
                    visible: panel.place === "spread"
                    cards: panel.modelData.cards
                    count: panel.modelData.count
                    faceUp: panel.modelData.faceUp
                    backColour: panel.back
                }

                WashPile {
                    anchors.fill: parent
                    visible: panel.place === "washed"
                    cardCount: 40
                    cardWidth: Math.min(Theme.px(30), body.height * 0.3)
                    backColour: panel.back
                }

                // The decks as received, or the batch stacked face down:
                // one brick per deck, its back showing.
                Row {
                    anchors.centerIn: parent
                    visible: panel.place === "received" || panel.place === "stacked"
                    spacing: panel.place === "stacked" ? -Theme.px(26) : Theme.px(8)
                    Repeater {
                        model: panel.place === "received" || panel.place === "stacked"
                               ? Math.max(1, Math.ceil(panel.modelData.count / 52)) : 0
                        delegate: PlayingCard {
                            width: Math.min(Theme.px(40), body.height * 0.55)
                            faceUp: false
                            back: panel.modelData.back
                        }
                    }
                }

                // Into the device: an empty, dashed place.
                Rectangle {
                    anchors.centerIn: parent
                    visible: panel.place === "shuffler"
                    width: Math.min(parent.width, Theme.px(220))
                    height: Math.min(parent.height, Theme.px(56))
                    radius: Theme.px(8)
                    color: "transparent"
                    border.color: Theme.feltInk(0.5)
                    border.width: Math.max(1, Theme.px(1.5))
                    Text {
                        anchors.centerIn: parent
                        text: qsTr("IN THE SHUFFLER")
                        color: Theme.feltInk(0.8)
                        font.pixelSize: Theme.fontPx(11)
                        font.bold: true
                        font.letterSpacing: 1
                    }
                }
            }
        }
    }
}

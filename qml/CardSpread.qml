pragma ComponentBehavior: Bound

import QtQuick

// The cards spread on the layout for inspection: one block per deck, one
// fanned row per suit, in sequence — in the layout order given by C++
// (table.spreadCards). Face down, the same fans show the backs.
Item {
    id: spread

    property var cards: []          // card codes in layout order
    property int count: spread.cards.length
    property bool faceUp: true
    // The backs' colour: a shuffler's two batches differ (Blackjack §2(b), the second (b)).
    property color backColour: Theme.cardBack

    readonly property int perDeck: 52
    readonly property int perRow: 13
    readonly property int deckCount: Math.max(1, Math.ceil(spread.count / spread.perDeck))
    readonly property int columns: spread.deckCount <= 3 ? spread.deckCount : Math.ceil(spread.deckCount / 2)
    readonly property int rows: Math.ceil(spread.deckCount / spread.columns)
    readonly property real stepFactor: 0.43
    readonly property real rowFactor: 0.64
    readonly property real gapFactor: 0.5
    readonly property real cardWidth: Math.floor(Math.min(
        spread.width / (spread.columns * (1 + 12 * spread.stepFactor) + (spread.columns - 1) * spread.gapFactor),
        spread.height / (spread.rows * (1.4 + 3 * spread.rowFactor) + (spread.rows - 1) * spread.gapFactor)))
    readonly property real cardHeight: Math.round(spread.cardWidth * 1.4)
    readonly property real deckWidth: spread.cardWidth * (1 + 12 * spread.stepFactor)
    readonly property real deckHeight: spread.cardHeight + 3 * spread.cardWidth * spread.rowFactor
    readonly property real gridWidth: spread.columns * spread.deckWidth + (spread.columns - 1) * spread.cardWidth * spread.gapFactor
    readonly property real gridHeight: spread.rows * spread.deckHeight + (spread.rows - 1) * spread.cardWidth * spread.gapFactor
    readonly property real originX: (spread.width - spread.gridWidth) / 2
    readonly property real originY: (spread.height - spread.gridHeight) / 2

    Repeater {
        objectName: "spreadCards"
        // No cards while the spread is not shown: most tables never spread
        // the cards, and a six-deck spread is thousands of objects
        // (docs/performance.md).
        model: spread.visible ? spread.count : 0
        delegate: Item {
            id: slot
            required property int index
            readonly property int deck: Math.floor(index / spread.perDeck)
            readonly property int inDeck: index % spread.perDeck
            readonly property int suitRow: Math.floor(inDeck / spread.perRow)
            readonly property int column: inDeck % spread.perRow
            readonly property string code: index < spread.cards.length ? spread.cards[index] : ""
            readonly property bool red: code.endsWith("H") || code.endsWith("D")
            readonly property real fan: column - (spread.perRow - 1) / 2

            width: spread.cardWidth
            height: spread.cardHeight
            x: spread.originX + (deck % spread.columns) * (spread.deckWidth + spread.cardWidth * spread.gapFactor)
               + column * spread.cardWidth * spread.stepFactor
            y: spread.originY + Math.floor(deck / spread.columns) * (spread.deckHeight + spread.cardWidth * spread.gapFactor)
               + suitRow * spread.cardWidth * spread.rowFactor + fan * fan * spread.cardWidth * 0.012
            rotation: fan * 1.1
            transformOrigin: Item.Bottom
            z: index

            // Turning the spread over: each card flips, left to right.
            transform: Scale {
                id: flip
                origin.x: slot.width / 2
                xScale: 1
            }
            SequentialAnimation {
                id: flipAnimation
                PauseAnimation { duration: slot.column * 12 }
                NumberAnimation { target: flip; property: "xScale"; from: 1; to: 0; duration: 90 }
                PropertyAction { target: slot; property: "shownFaceUp"; value: spread.faceUp }
                NumberAnimation { target: flip; property: "xScale"; from: 0; to: 1; duration: 90 }
            }
            property bool shownFaceUp: spread.faceUp
            Connections {
                target: spread
                function onFaceUpChanged() {
                    flipAnimation.restart()
                }
            }

            Rectangle {
                anchors.fill: parent
                radius: Math.max(2, width * 0.08)
                color: slot.shownFaceUp ? Theme.cardFace : spread.backColour
                border.width: 1
                border.color: slot.shownFaceUp ? Theme.cardEdge : "#f3e9dc"

                Text {
                    visible: slot.shownFaceUp
                    x: Math.max(1, spread.cardWidth * 0.06)
                    y: Math.max(0, spread.cardWidth * 0.02)
                    width: spread.cardWidth * spread.stepFactor - x
                    horizontalAlignment: Text.AlignHCenter
                    text: slot.code.slice(0, slot.code.length - 1)
                    color: slot.red ? Theme.cardRed : Theme.cardBlack
                    font.family: Theme.fontFamily
                    font.bold: true
                    font.letterSpacing: slot.code.length > 2 ? -spread.cardWidth * 0.04 : 0
                    font.pixelSize: Math.max(6, Math.round(spread.cardWidth * 0.33))
                }
                Text {
                    visible: slot.shownFaceUp
                    x: Math.max(1, spread.cardWidth * 0.06)
                    y: spread.cardWidth * 0.33
                    width: spread.cardWidth * spread.stepFactor - x
                    horizontalAlignment: Text.AlignHCenter
                    text: slot.code.endsWith("S") ? "\u2660" : slot.code.endsWith("H") ? "\u2665"
                        : slot.code.endsWith("D") ? "\u2666" : slot.code.endsWith("C") ? "\u2663" : ""
                    color: slot.red ? Theme.cardRed : Theme.cardBlack
                    font.family: Theme.fontFamily
                    font.pixelSize: Math.max(6, Math.round(spread.cardWidth * 0.32))
                }
                // The back's inner frame.
                Rectangle {
                    visible: !slot.shownFaceUp
                    anchors.fill: parent
                    anchors.margins: Math.max(1.5, spread.cardWidth * 0.1)
                    radius: 2
                    color: "transparent"
                    border.width: 1
                    border.color: Qt.rgba(1, 0.86, 0.6, 0.5)
                }
            }
        }
    }
}

import QtQuick

// One playing card, drawn: face (corner indices, pips, a court's figure) or back.
// `code` is the short form used everywhere: "AS", "10H", "QD".
Item {
    id: card

    property string code: ""
    property bool faceUp: true
    // The back's colour: "red", or "blue" for the other side of a double shoe.
    property string back: "red"
    // A small card shows its index and one large pip (or the court's
    // figure); a card big enough to read them shows every pip, as printed.
    property bool showCentre: card.width >= Theme.px(30)
    property bool fullFace: card.width >= Theme.px(72)

    readonly property string rank: card.code.length > 1 ? card.code.slice(0, card.code.length - 1) : ""
    readonly property string suitLetter: card.code.length > 1 ? card.code.slice(card.code.length - 1) : ""
    readonly property string suitSymbol: card.suitLetter === "S" ? "\u2660"
                                       : card.suitLetter === "H" ? "\u2665"
                                       : card.suitLetter === "D" ? "\u2666"
                                       : card.suitLetter === "C" ? "\u2663" : ""
    readonly property bool red: card.suitLetter === "H" || card.suitLetter === "D"
    readonly property color inkColour: card.red ? Theme.cardRed : Theme.cardBlack
    readonly property bool court: card.rank === "J" || card.rank === "Q" || card.rank === "K"
    readonly property string courtFigure: card.rank === "K" ? "\u265A" : card.rank === "Q" ? "\u265B"
                                        : card.rank === "J" ? "\u265E" : ""
    // Where a printed card has its pips, in its pip field (0..1 across,
    // 0..1 down): two columns and a centre line.
    readonly property var pipPositions: {
        const l = 0, m = 0.5, r = 1
        switch (card.rank) {
        case "A": return [[m, 0.5]]
        case "2": return [[m, 0], [m, 1]]
        case "3": return [[m, 0], [m, 0.5], [m, 1]]
        case "4": return [[l, 0], [r, 0], [l, 1], [r, 1]]
        case "5": return [[l, 0], [r, 0], [m, 0.5], [l, 1], [r, 1]]
        case "6": return [[l, 0], [r, 0], [l, 0.5], [r, 0.5], [l, 1], [r, 1]]
        case "7": return [[l, 0], [r, 0], [m, 0.25], [l, 0.5], [r, 0.5], [l, 1], [r, 1]]
        case "8": return [[l, 0], [r, 0], [m, 0.25], [l, 0.5], [r, 0.5], [m, 0.75], [l, 1], [r, 1]]
        case "9": return [[l, 0], [r, 0], [l, 1 / 3], [r, 1 / 3], [m, 0.5], [l, 2 / 3], [r, 2 / 3], [l, 1], [r, 1]]
        case "10": return [[l, 0], [r, 0], [m, 1 / 6], [l, 1 / 3], [r, 1 / 3], [l, 2 / 3], [r, 2 / 3], [m, 5 / 6], [l, 1], [r, 1]]
        }
        return []
    }

    implicitWidth: Theme.px(40)
    implicitHeight: Math.round(card.width * 1.4)

    // A screen reader hears the card ("Ace of spades", "Card face down").
    Accessible.role: Accessible.Graphic
    Accessible.name: !card.faceUp ? qsTr("Card face down")
                   : card.code.length === 0 ? qsTr("Card")
                   : qsTr("%1 of %2").arg(card.rankName).arg(card.suitName)
    readonly property string rankName: card.rank === "A" ? qsTr("Ace") : card.rank === "K" ? qsTr("King")
                                     : card.rank === "Q" ? qsTr("Queen") : card.rank === "J" ? qsTr("Jack")
                                     : card.rank
    readonly property string suitName: card.suitLetter === "S" ? qsTr("spades") : card.suitLetter === "H" ? qsTr("hearts")
                                     : card.suitLetter === "D" ? qsTr("diamonds") : card.suitLetter === "C" ? qsTr("clubs")
                                     : card.suitLetter

    Rectangle {
        id: face
        anchors.fill: parent
        visible: card.faceUp
        radius: Math.max(2, card.width * 0.08)
        color: Theme.cardFace
        border.color: Theme.cardEdge
        border.width: Theme.cardOutline(card.width)

        // The corner index; a full-size card repeats it, turned, in the
        // opposite corner, as a printed card does.
        component CornerIndex: Column {
            spacing: -card.width * (card.fullFace ? 0.04 : 0.06)
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.rank
                color: card.inkColour
                font.family: Theme.fontFamily
                font.bold: true
                font.letterSpacing: card.rank === "10" ? -card.width * 0.03 : 0
                font.pixelSize: Math.max(6, Math.round(card.width * (card.fullFace ? 0.18 : 0.32) * Theme.cardIndexScale))
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.suitSymbol
                color: card.inkColour
                font.family: Theme.fontFamily
                font.pixelSize: Math.max(6, Math.round(card.width * (card.fullFace ? 0.16 : 0.3) * Theme.cardIndexScale))
            }
        }

        CornerIndex {
            x: Math.max(1, card.width * (card.fullFace ? 0.05 : 0.07))
            y: Math.max(1, card.width * 0.05)
        }
        CornerIndex {
            visible: card.fullFace
            rotation: 180
            x: card.width - width - Math.max(1, card.width * 0.05)
            y: card.height - height - Math.max(1, card.width * 0.05)
        }

        // A small card: one large pip (a number card or an ace) or the
        // court's framed figure, beside the index.
        Text {
            objectName: "centrePip"
            visible: card.showCentre && !card.fullFace && !card.court
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: card.width * 0.08
            anchors.verticalCenterOffset: card.width * 0.08
            text: card.suitSymbol
            color: card.inkColour
            font.family: Theme.fontFamily
            font.pixelSize: Math.round(card.width * 0.58)
        }

        // A full-size number card: its pips where a printed card has them.
        Item {
            id: pipField
            objectName: "pipField"
            visible: card.fullFace && !card.court
            x: card.width * 0.32
            y: card.height * 0.21
            width: card.width * 0.36
            height: card.height * 0.58

            Repeater {
                model: pipField.visible ? card.pipPositions : []
                Text {
                    required property var modelData
                    readonly property bool ace: card.rank === "A"
                    x: modelData[0] * pipField.width - width / 2
                    y: modelData[1] * pipField.height - height / 2
                    // The lower pips are printed upside down.
                    rotation: modelData[1] > 0.5 ? 180 : 0
                    text: card.suitSymbol
                    color: card.inkColour
                    font.family: Theme.fontFamily
                    font.pixelSize: Math.round(card.width * (ace ? 0.55 : 0.19))
                }
            }
        }

        // A court card: a framed, double-headed figure (a chess king, queen
        // or knight for the jack), with the suit, so a picture card reads at
        // a glance as a picture card.
        Rectangle {
            id: courtPanel
            objectName: "courtFigure"
            visible: card.court && (card.fullFace || card.showCentre)
            x: card.fullFace ? card.width * 0.22 : card.width * 0.4
            y: card.fullFace ? card.height * 0.13 : card.height * 0.36
            width: card.fullFace ? card.width * 0.56 : card.width * 0.52
            height: card.fullFace ? card.height * 0.74 : card.height * 0.56
            radius: Math.max(1, card.width * 0.03)
            color: Qt.rgba(card.inkColour.r, card.inkColour.g, card.inkColour.b, 0.07)
            border.color: card.inkColour
            border.width: Math.max(1, card.width * 0.018)

            // Made only while shown, as the pips are: not for a number card
            // or a card face down.
            Repeater {
                model: !courtPanel.visible ? [] : card.fullFace ? [0, 180] : [0]
                Item {
                    required property int modelData
                    width: courtPanel.width
                    height: card.fullFace ? courtPanel.height / 2 : courtPanel.height
                    y: modelData === 0 ? 0 : courtPanel.height / 2
                    rotation: modelData
                    Text {
                        anchors.centerIn: parent
                        anchors.verticalCenterOffset: card.fullFace ? parent.height * 0.06 : 0
                        text: card.courtFigure
                        color: card.inkColour
                        font.family: Theme.fontFamily
                        font.pixelSize: Math.round(card.width * (card.fullFace ? 0.36 : 0.4))
                    }
                    Text {
                        visible: card.fullFace
                        x: parent.width * 0.08
                        y: parent.height * 0.04
                        text: card.suitSymbol
                        color: card.inkColour
                        font.family: Theme.fontFamily
                        font.pixelSize: Math.round(card.width * 0.13)
                    }
                }
            }
        }
    }

    // Back: white border, burgundy field, a thin inner frame and a lozenge.
    Rectangle {
        anchors.fill: parent
        visible: !card.faceUp
        radius: Math.max(2, card.width * 0.08)
        color: Theme.cardFace
        border.color: Theme.cardEdge
        border.width: Theme.cardOutline(card.width)

        Rectangle {
            anchors.fill: parent
            anchors.margins: Math.max(1.5, card.width * 0.07)
            radius: Math.max(1, card.width * 0.04)
            gradient: Gradient {
                GradientStop { position: 0.0; color: card.back === "blue" ? Theme.cardBackBlue : Theme.cardBack }
                GradientStop { position: 1.0; color: card.back === "blue" ? Theme.cardBackBlueDark : Theme.cardBackDark }
            }

            Rectangle {
                anchors.fill: parent
                anchors.margins: Math.max(1.5, card.width * 0.06)
                color: "transparent"
                radius: Math.max(1, card.width * 0.03)
                border.width: Math.max(1, card.width * 0.025)
                border.color: Qt.rgba(1, 0.86, 0.6, 0.55)
                visible: card.width >= 14
            }
            Rectangle {
                anchors.centerIn: parent
                width: card.width * 0.26
                height: width
                rotation: 45
                color: "transparent"
                border.width: Math.max(1, card.width * 0.03)
                border.color: Qt.rgba(1, 0.86, 0.6, 0.6)
                visible: card.width >= 14
            }
        }
    }
}

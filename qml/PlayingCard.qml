import QtQuick

// One playing card, drawn: face (corner index, suit pip) or back.
// `code` is the short form used everywhere: "AS", "10H", "QD".
Item {
    id: card

    property string code: ""
    property bool faceUp: true
    // The back's colour: "red", or "blue" for the other side of a double shoe.
    property string back: "red"
    // The large centre pip, for cards big enough to show it.
    property bool showCentre: card.width >= Theme.px(44)

    readonly property string rank: card.code.length > 1 ? card.code.slice(0, card.code.length - 1) : ""
    readonly property string suitLetter: card.code.length > 1 ? card.code.slice(card.code.length - 1) : ""
    readonly property string suitSymbol: card.suitLetter === "S" ? "\u2660"
                                       : card.suitLetter === "H" ? "\u2665"
                                       : card.suitLetter === "D" ? "\u2666"
                                       : card.suitLetter === "C" ? "\u2663" : ""
    readonly property bool red: card.suitLetter === "H" || card.suitLetter === "D"

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

        Column {
            x: Math.max(1, card.width * 0.07)
            y: Math.max(1, card.width * 0.05)
            spacing: -card.width * 0.06
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.rank === "10" ? "10" : card.rank
                color: card.red ? Theme.cardRed : Theme.cardBlack
                font.family: Theme.fontFamily
                font.bold: true
                font.letterSpacing: card.rank === "10" ? -card.width * 0.03 : 0
                font.pixelSize: Math.max(6, Math.round(card.width * 0.32 * Theme.cardIndexScale))
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.suitSymbol
                color: card.red ? Theme.cardRed : Theme.cardBlack
                font.family: Theme.fontFamily
                font.pixelSize: Math.max(6, Math.round(card.width * 0.3 * Theme.cardIndexScale))
            }
        }

        Text {
            visible: card.showCentre
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: card.width * 0.08
            anchors.verticalCenterOffset: card.width * 0.08
            text: card.suitSymbol
            color: card.red ? Theme.cardRed : Theme.cardBlack
            font.family: Theme.fontFamily
            font.pixelSize: Math.round(card.width * 0.58)
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

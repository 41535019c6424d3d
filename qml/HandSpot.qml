pragma ComponentBehavior: Bound

import QtQuick

// One spot cards are dealt to: a box's hand or the dealer's. Its cards lie
// overlapping as a dealer places them, a double down's card sideways. A
// click, or a card dropped from the shoe, asks for a card (Shift: face down,
// Ctrl or Alt: sideways); a right click or a long press opens its menu.
Item {
    id: spot

    property int seat: 0
    property int hand: 1
    property var cards: []
    property bool dealer: false
    property int wager: 0
    property int paid: 0
    property bool showWager: false
    // Where a dragged wager's chips are drawn (RoundLayer's carried stack).
    property Item carrier: null
    property bool settled: false
    property bool surrendered: false
    property bool dead: false
    property real cardWidth: Theme.px(40)
    property real cardRotation: 0
    property point centre: Qt.point(0, 0)
    property bool cursor: false
    property bool hinted: false
    property string label: ""
    property string readerMark: ""
    // Where a dealt card flies in from (the shoe), in the parent's coordinates,
    // and which cards are new: isNew(index) -> bool.
    property point flyFrom: Qt.point(0, 0)
    property var isNew: index => false

    signal dealRequested(int seat, int hand, int modifiers)
    signal menuRequested(int seat, int hand, point where)
    signal wagerChosen(int seat, int hand, point where)

    readonly property real cardHeight: Math.round(spot.cardWidth * 1.4)
    readonly property real step: spot.dealer ? spot.cardWidth * 0.62 : spot.cardWidth * 0.30
    readonly property real fanWidth: spot.cardHeight + Math.max(0, spot.cards.length - 1) * spot.step
    readonly property string spokenCards: {
        const names = []
        for (let i = 0; i < spot.cards.length; ++i)
            names.push(spot.cards[i].faceUp ? spot.cards[i].code : qsTr("face down"))
        return names.length > 0 ? names.join(", ") : qsTr("no cards")
    }

    width: Math.max(spot.fanWidth, spot.cardHeight) + Theme.px(12)
    height: spot.cardHeight + (spot.dealer ? 0 : Math.max(0, spot.cards.length - 1) * spot.cardWidth * 0.22) + Theme.px(12)
    x: spot.centre.x - width / 2
    y: spot.centre.y - height / 2

    objectName: spot.dealer ? "dealerHand" : "hand_" + spot.seat + "_" + spot.hand
    Accessible.role: Accessible.Button
    Accessible.name: (spot.dealer ? qsTr("Dealer's hand") : qsTr("Seat %1 hand %2").arg(spot.seat).arg(spot.hand))
                     + ": " + spot.spokenCards
    Accessible.description: qsTr("Click to deal a card; Shift for face down; Ctrl for sideways; right click for more")

    // The place on the felt: faint until something lies there.
    Rectangle {
        anchors.fill: parent
        radius: Theme.px(8)
        color: mouse.containsMouse || drop.containsDrag ? Qt.rgba(1, 1, 1, 0.10) : "transparent"
        border.width: spot.cursor || spot.hinted ? Math.max(Theme.focusWidth, Theme.px(2.5)) : (spot.cards.length === 0 ? 1 : 0)
        border.color: spot.hinted ? "#ffffff" : spot.cursor ? Theme.focus : Theme.feltInk(0.35)
        SequentialAnimation on opacity {
            running: spot.hinted
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.3; duration: 500 }
            NumberAnimation { from: 0.3; to: 1; duration: 500 }
        }
    }

    // The cards, first at the left (the dealer's left), each a little further in.
    // Counted, not the array: the cards already there stay (RoundLayer).
    Repeater {
        model: spot.cards.length
        delegate: PlayingCard {
            id: card
            required property int index
            readonly property var modelData: spot.cards[card.index] || ({})
            // A card being picked up may be gone from `cards` an instant before its item.
            code: card.modelData.code || ""
            faceUp: card.modelData.faceUp === true
            back: card.modelData.back || "red"
            width: spot.cardWidth
            x: Theme.px(6) + (spot.cardHeight - spot.cardWidth) / 2 + card.index * spot.step
            y: Theme.px(6) + (spot.dealer ? 0 : card.index * spot.cardWidth * 0.22)
            rotation: card.modelData.sideways ? 90 : spot.cardRotation
            z: card.index
            // Just dealt: it flies in from the shoe (drawn only; input is never held up).
            transform: Translate {
                id: flight
            }
            Component.onCompleted: {
                if (!spot.isNew(card.index))
                    return
                flyX.from = spot.flyFrom.x - spot.x - card.x - card.width / 2
                flyY.from = spot.flyFrom.y - spot.y - card.y - card.height / 2
                arrive.start()
            }
            ParallelAnimation {
                id: arrive
                NumberAnimation { id: flyX; target: flight; property: "x"; to: 0; duration: 240; easing.type: Easing.OutCubic }
                NumberAnimation { id: flyY; target: flight; property: "y"; to: 0; duration: 240; easing.type: Easing.OutCubic }
            }
        }
    }

    // A split hand's wager, beside its cards.
    ChipStack {
        visible: spot.showWager && spot.wager > 0 && !spot.settled
        amount: spot.wager
        chipSize: Theme.px(26)
        showAmount: true
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.top
        anchors.bottomMargin: Theme.px(2)
        z: 10
        WagerGrip {
            carrier: spot.carrier
            seat: spot.seat
            hand: spot.hand
            amount: spot.wager
            onChosen: where => spot.wagerChosen(spot.seat, spot.hand, spot.mapToItem(spot.parent, where.x, where.y))
        }
    }

    ChipStack {
        visible: spot.showWager && spot.paid > 0
        amount: spot.paid
        chipSize: Theme.px(22)
        showAmount: true
        highlighted: true
        anchors.left: parent.right
        anchors.bottom: parent.top
        z: 10
    }

    Text {
        visible: spot.label.length > 0
        anchors.top: parent.bottom
        anchors.topMargin: Theme.px(1)
        anchors.horizontalCenter: parent.horizontalCenter
        text: spot.readerMark.length > 0 ? spot.label + " · " + spot.readerMark : spot.label
        color: Theme.feltInk(0.75)
        font.pixelSize: Theme.fontPx(9)
        font.bold: true
        font.letterSpacing: 1
    }

    Rectangle {
        visible: spot.surrendered || spot.dead
        anchors.centerIn: parent
        width: stateText.implicitWidth + Theme.px(10)
        height: Theme.px(16)
        radius: Theme.px(3)
        rotation: -10
        color: Theme.warningDeep
        border.color: Theme.warning
        z: 20
        Text {
            id: stateText
            anchors.centerIn: parent
            text: spot.dead ? qsTr("DEAD") : qsTr("SURRENDERED")
            color: Theme.warning
            font.pixelSize: Theme.fontPx(8.5)
            font.bold: true
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: Qt.PointingHandCursor
        pressAndHoldInterval: 550
        onClicked: mouseEvent => {
            if (mouseEvent.button === Qt.RightButton)
                spot.menuRequested(spot.seat, spot.hand, spot.mapToItem(spot.parent, mouseEvent.x, mouseEvent.y))
            else
                spot.dealRequested(spot.seat, spot.hand, mouseEvent.modifiers)
        }
        onPressAndHold: mouseEvent => spot.menuRequested(spot.seat, spot.hand, spot.mapToItem(spot.parent, mouseEvent.x, mouseEvent.y))
    }

    // A card dragged from the shoe and dropped here.
    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["dealer-trainer/card"]
        onDropped: dropEvent => {
            spot.dealRequested(spot.seat, spot.hand, dropEvent.source ? dropEvent.source.heldModifiers : 0)
            dropEvent.accept()
        }
    }
}

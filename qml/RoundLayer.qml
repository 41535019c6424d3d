pragma ComponentBehavior: Bound

import QtQuick

// A blackjack round on the layout: each box's wager, hands, insurance and
// side wagers, and the dealer's hand, drawn from TableController.round
// (roundsnapshot.h). It turns what the hand does into requests — deal to a
// spot, choose a wager, open a spot's menu — and decides nothing: every
// request becomes an action that C++ grades.
Item {
    id: roundView

    // TableController.round.
    property var round: ({})
    // The BlackjackTable, for its geometry (boxCentre, seatAngle, cx, edgeY, ry).
    required property Item geometry
    // The keyboard cursor: the spot the keys act on (seat 0 = the dealer).
    property int cursorSeat: -1
    property int cursorHand: 1
    property var hintAction: ({})

    // A click (or a drop from the shoe) on a spot: deal it a card. `modifiers`
    // are the keyboard modifiers held: Shift = face down, Ctrl/Alt = sideways.
    signal dealRequested(int seat, int hand, int modifiers)
    // A click on a wager: settle it (wager "main", "insurance" or "side").
    signal wagerChosen(int seat, int hand, string wager, string side, int behind, point where)
    // A right click or a long press on a spot: its menu.
    signal menuRequested(int seat, int hand, point where)
    // A click on a card out of place ("in_error"): its remedies.
    signal cardMenuRequested(string card, point where)

    readonly property bool active: !!roundView.round && roundView.round.active === true
    readonly property var boxes: roundView.active ? roundView.round.boxes : []
    readonly property var dealer: roundView.active ? roundView.round.dealer : ({})
    readonly property var dealerCards: roundView.dealer && roundView.dealer.cards ? roundView.dealer.cards : []

    // Where a dealt card comes from (the shoe's mouth), in this item's coordinates.
    property point shoeMouth: Qt.point(0, height)

    // How many cards each spot held at the last change, so that only the
    // cards just dealt fly in from the shoe (a hand whose count changes makes
    // its cards again).
    property var seenCards: ({})
    function cardIsNew(seat: int, hand: int, index: int): bool {
        const seen = roundView.seenCards[seat + "/" + hand]
        return seen === undefined || index >= seen
    }
    function rememberCards(): void {
        const seen = {}
        for (const box of roundView.boxes) {
            for (const hand of box.hands)
                seen[box.seat + "/" + hand.hand] = hand.cards.length
        }
        seen["0/1"] = roundView.dealerCards.length
        roundView.seenCards = seen
    }
    onRoundChanged: Qt.callLater(roundView.rememberCards)

    readonly property real cardWidth: Theme.px(40)
    readonly property real cardHeight: Math.round(roundView.cardWidth * 1.4)

    // The dealer's hand: in front of the chip tray.
    readonly property point dealerSpot: Qt.point(roundView.geometry.cx, roundView.geometry.edgeY - roundView.geometry.ry * 0.30)

    // Where a box's hand `hand` of `count` lies: in front of the box, towards the dealer.
    function handPoint(seat: int, hand: int, count: int): point {
        const box = roundView.geometry.boxCentre(seat)
        const a = roundView.geometry.seatAngle(seat)
        const inward = Qt.point(-Math.cos(a), Math.sin(a)) // from the box towards the dealer
        const across = Qt.point(Math.sin(a), Math.cos(a))  // along the arc, the dealer's left to right
        const depth = Theme.px(62)
        const spacing = roundView.cardWidth * 2.15
        const offset = (hand - 1 - (count - 1) / 2) * spacing
        return Qt.point(box.x + inward.x * depth + across.x * offset,
                        box.y + inward.y * depth + across.y * offset)
    }
    function insurancePoint(seat: int): point {
        const a = roundView.geometry.seatAngle(seat)
        return Qt.point(roundView.geometry.cx + roundView.geometry.rx * 0.625 * Math.cos(a),
                        roundView.geometry.edgeY - roundView.geometry.ry * 0.625 * Math.sin(a))
    }
    // A settled wager the player keeps (won or pushed): its chips stay on the layout.
    function keptByPlayer(outcome: var): bool {
        return !!outcome && (outcome.returned || outcome.paid > 0)
    }
    function sameSpot(action: var, seat: int, hand: int): bool {
        return !!action && action.seat === seat && (action.hand === undefined || action.hand === hand)
    }

    // --- The boxes ---
    // The Repeaters count their items rather than take the snapshot's arrays:
    // a new array at every action would make them build every box, hand and
    // card again (tens of milliseconds a card). With a count, the items stay
    // and read their entry; only an item that appears is made.
    Repeater {
        model: roundView.boxes.length
        delegate: Item {
            id: boxItem
            required property int index
            readonly property var modelData: roundView.boxes[boxItem.index] || ({})
            readonly property int seat: boxItem.modelData.seat || 0
            readonly property point centre: roundView.geometry.boxCentre(boxItem.seat)
            readonly property var hands: boxItem.modelData.hands || []
            readonly property var spotWagers: boxItem.modelData.spotWagers || []
            readonly property var sideWagers: boxItem.modelData.sideWagers || []
            anchors.fill: parent

            // Multiple action (§18(b)): a wager on each betting spot of the box,
            // the spot of the dealer's hand in play marked.
            Row {
                objectName: "spotWagers_" + boxItem.seat
                visible: boxItem.spotWagers.length > 0 && !boxItem.modelData.pickedUp
                spacing: Theme.px(2)
                x: boxItem.centre.x - width / 2
                y: boxItem.centre.y - height / 2
                z: 2
                Repeater {
                    model: boxItem.spotWagers.length
                    delegate: Column {
                        id: spotColumn
                        required property int index
                        readonly property int modelData: boxItem.spotWagers[spotColumn.index] || 0
                        readonly property bool inPlay: roundView.dealer && roundView.dealer.dealerHand === spotColumn.index + 1
                        spacing: 0
                        ChipStack {
                            amount: spotColumn.modelData
                            chipSize: Theme.px(20)
                            highlighted: spotColumn.inPlay
                            Accessible.name: qsTr("Seat %1 spot %2 wager %3").arg(boxItem.seat).arg(spotColumn.index + 1).arg(Theme.money(spotColumn.modelData))
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: String(spotColumn.index + 1)
                            color: spotColumn.inPlay ? Theme.accent : Theme.feltInk(0.7)
                            font.pixelSize: Theme.fontPx(9)
                            font.bold: true
                        }
                    }
                }
            }

            // The box's wager, in the betting box (the first hand's; a split's
            // second wager goes beside its hand).
            ChipStack {
                objectName: "wager_" + boxItem.seat
                readonly property var hand: boxItem.hands.length > 0 ? boxItem.hands[0] : ({})
                amount: hand.wager !== undefined ? hand.wager : boxItem.modelData.initialWager
                // A wager won or pushed stays with the player until the cards are picked up.
                // With multiple action the spots' wagers are drawn instead (below).
                visible: amount > 0 && !boxItem.modelData.pickedUp && boxItem.spotWagers.length === 0
                         && (!hand.settled || roundView.keptByPlayer(hand.outcome))
                chipSize: Theme.px(30)
                showAmount: true
                x: boxItem.centre.x - width / 2
                y: boxItem.centre.y - height / 2
                z: 2
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Seat %1 wager %2").arg(boxItem.seat).arg(Theme.money(amount))
                WagerGrip {
                    carrier: carriedWager
                    seat: boxItem.seat
                    amount: parent.amount
                    onChosen: where => roundView.wagerChosen(boxItem.seat, 1, "main", "", 0, where)
                }
            }

            // The payout, beside the wager.
            ChipStack {
                objectName: "paid_" + boxItem.seat
                readonly property var outcome: boxItem.hands.length > 0 ? boxItem.hands[0].outcome : ({})
                readonly property real angle: roundView.geometry.seatAngle(boxItem.seat)
                amount: outcome && outcome.paid ? outcome.paid : 0
                visible: amount > 0 && !boxItem.modelData.pickedUp
                chipSize: Theme.px(26)
                showAmount: true
                highlighted: true
                x: boxItem.centre.x + Math.sin(angle) * Theme.px(38) - width / 2
                y: boxItem.centre.y + Math.cos(angle) * Theme.px(38) - height / 2
                z: 2
                Accessible.name: qsTr("Seat %1 paid %2").arg(boxItem.seat).arg(Theme.money(amount))
            }

            // Insurance, on the insurance line in front of the box.
            ChipStack {
                objectName: "insurance_" + boxItem.seat
                readonly property point spot: roundView.insurancePoint(boxItem.seat)
                amount: Math.max(0, boxItem.modelData.insurance)
                visible: boxItem.modelData.insurance > 0 && !boxItem.modelData.pickedUp
                         && (!boxItem.modelData.insuranceSettled || roundView.keptByPlayer(boxItem.modelData.insuranceOutcome))
                chipSize: Theme.px(24)
                showAmount: true
                x: spot.x - width / 2
                y: spot.y - height / 2
                z: 2
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Seat %1 insurance %2").arg(boxItem.seat).arg(Theme.money(amount))
                WagerGrip {
                    carrier: carriedWager
                    seat: boxItem.seat
                    wager: "insurance"
                    amount: parent.amount
                    onChosen: where => roundView.wagerChosen(boxItem.seat, 1, "insurance", "", 0, where)
                }
            }

            // Side wagers: small stacks on the box's far side, each named.
            Repeater {
                model: boxItem.sideWagers.length
                delegate: Item {
                    id: sideItem
                    required property int index
                    readonly property var modelData: boxItem.sideWagers[sideItem.index] || ({})
                    readonly property real angle: roundView.geometry.seatAngle(boxItem.seat)
                    readonly property point spot: Qt.point(
                        boxItem.centre.x + Math.cos(sideItem.angle) * Theme.px(48) + Math.sin(sideItem.angle) * (sideItem.index - 0.5) * Theme.px(34),
                        boxItem.centre.y - Math.sin(sideItem.angle) * Theme.px(48) + Math.cos(sideItem.angle) * (sideItem.index - 0.5) * Theme.px(34))
                    visible: (!boxItem.modelData.pickedUp || sideItem.modelData.pending)
                             && (!sideItem.modelData.settled || roundView.keptByPlayer(sideItem.modelData.outcome))
                    x: sideItem.spot.x - width / 2
                    y: sideItem.spot.y - height / 2
                    width: sideChips.width
                    height: sideChips.height + sideLabel.height
                    z: 2
                    ChipStack {
                        id: sideChips
                        objectName: "side_" + boxItem.seat + "_" + sideItem.modelData.key
                        amount: sideItem.modelData.amount
                        chipSize: Theme.px(20)
                        Accessible.role: Accessible.Button
                        Accessible.name: qsTr("Seat %1 %2 %3").arg(boxItem.seat).arg(sideItem.modelData.name).arg(Theme.money(amount))
                    }
                    Text {
                        id: sideLabel
                        anchors.top: sideChips.bottom
                        anchors.horizontalCenter: sideChips.horizontalCenter
                        text: sideItem.modelData.key === "overUnder13"
                              ? (sideItem.modelData.over ? qsTr("OVER") : qsTr("UNDER"))
                              : sideItem.modelData.key === "streak"
                                ? qsTr("STREAK \"%1\"").arg(sideItem.modelData.area)
                                : sideItem.modelData.name.replace(/^the /, "").replace(/ wager$/, "").toUpperCase()
                        color: Theme.feltLine
                        font.pixelSize: Theme.fontPx(8)
                        font.bold: true
                    }
                    WagerGrip {
                        carrier: carriedWager
                        seat: boxItem.seat
                        wager: "side"
                        side: sideItem.modelData.key
                        amount: sideItem.modelData.amount
                        onChosen: where => roundView.wagerChosen(boxItem.seat, 1, "side", sideItem.modelData.key, 0, where)
                    }
                }
            }

            // §22(d): the streak lammer button, on the area it marks.
            Rectangle {
                objectName: "lammer_" + boxItem.seat
                readonly property int area: boxItem.modelData.lammer || 0
                readonly property real angle: roundView.geometry.seatAngle(boxItem.seat)
                visible: area > 0
                width: Theme.px(22)
                height: width
                radius: width / 2
                color: Theme.accent
                border.color: Theme.feltLine
                border.width: Theme.px(2)
                // Beside the box's side wagers, clear of the player's name.
                readonly property real beside: (boxItem.sideWagers.length - 0.5) * Theme.px(34)
                x: boxItem.centre.x + Math.cos(angle) * Theme.px(48) + Math.sin(angle) * beside - width / 2
                y: boxItem.centre.y - Math.sin(angle) * Theme.px(48) + Math.cos(angle) * beside - height / 2
                z: 3
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Seat %1 streak lammer on %2").arg(boxItem.seat).arg(area)
                Text {
                    anchors.centerIn: parent
                    text: parent.area
                    color: Theme.accentText
                    font.pixelSize: Theme.fontPx(10)
                    font.bold: true
                }
            }

            // The box's hands.
            Repeater {
                model: boxItem.modelData.pickedUp ? 0 : boxItem.hands.length
                delegate: HandSpot {
                    id: handItem
                    required property int index
                    readonly property var modelData: boxItem.hands[handItem.index] || ({})
                    seat: boxItem.seat
                    hand: modelData.hand || 1
                    cards: modelData.cards || []
                    wager: modelData.wager || 0
                    paid: modelData.outcome ? modelData.outcome.paid : 0
                    settled: modelData.settled === true && !roundView.keptByPlayer(modelData.outcome)
                    surrendered: modelData.surrendered === true
                    dead: modelData.dead === true
                    // The first hand's wager stands in the box; a split hand's beside its cards.
                    showWager: modelData.hand > 1
                    cardWidth: roundView.cardWidth
                    flyFrom: roundView.shoeMouth
                    isNew: index => roundView.cardIsNew(boxItem.seat, modelData.hand, index)
                    cardRotation: (90 - roundView.geometry.seatAngle(boxItem.seat) * 180 / Math.PI) * 0.35
                    centre: roundView.handPoint(boxItem.seat, modelData.hand, boxItem.hands.length)
                    cursor: roundView.cursorSeat === boxItem.seat && roundView.cursorHand === modelData.hand
                    hinted: roundView.sameSpot(roundView.hintAction, boxItem.seat, modelData.hand)
                    z: 3
                    onDealRequested: (s, h, modifiers) => roundView.dealRequested(s, h, modifiers)
                    onMenuRequested: (s, h, where) => roundView.menuRequested(s, h, where)
                    onWagerChosen: (s, h, where) => roundView.wagerChosen(s, h, "main", "", 0, where)
                    carrier: carriedWager
                }
            }
        }
    }

    // --- The dealer's hand ---
    HandSpot {
        objectName: "dealerHand"
        visible: roundView.active
        seat: 0
        hand: 1
        cards: roundView.dealer && !roundView.dealer.pickedUp ? roundView.dealerCards : []
        dealer: true
        cardWidth: roundView.cardWidth * 1.1
        flyFrom: roundView.shoeMouth
        isNew: index => roundView.cardIsNew(0, 1, index)
        centre: roundView.dealerSpot
        cursor: roundView.cursorSeat === 0
        hinted: roundView.sameSpot(roundView.hintAction, 0, 1)
        label: roundView.dealer && roundView.dealer.dealerHands > 1
               ? qsTr("DEALER — HAND %1 OF %2").arg(roundView.dealer.dealerHand).arg(roundView.dealer.dealerHands)
               : qsTr("DEALER")
        readerMark: roundView.dealer && roundView.dealer.holeCardChecked ? qsTr("READ") : ""
        z: 3
        onDealRequested: (s, h, modifiers) => roundView.dealRequested(s, h, modifiers)
        onMenuRequested: (s, h, where) => roundView.menuRequested(s, h, where)
    }

    // A card out of the shoe that is not where it belongs (§15(a)-(e)).
    PlayingCard {
        objectName: "cardInError"
        readonly property var entry: roundView.active && roundView.round.cardInError ? roundView.round.cardInError : null
        visible: entry !== null
        code: entry ? entry.card.code : ""
        faceUp: entry ? entry.card.faceUp : false
        width: roundView.cardWidth
        x: roundView.dealerSpot.x - roundView.geometry.rx * 0.34 - width / 2
        y: roundView.dealerSpot.y - height / 2
        rotation: -12
        z: 4
        Text {
            anchors.top: parent.bottom
            anchors.topMargin: Theme.px(2)
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("IN ERROR")
            color: Theme.warning
            font.pixelSize: Theme.fontPx(8)
            font.bold: true
        }
        MouseArea {
            anchors.fill: parent
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            cursorShape: Qt.PointingHandCursor
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("The card drawn in error: its remedies")
            onClicked: roundView.cardMenuRequested("in_error", parent.mapToItem(roundView, parent.width / 2, 0))
        }
    }

    // A wager lifted off the layout by a drag (WagerGrip), drawn under the
    // pointer; dropped on the chip tray (its DropArea) the wager is collected.
    ChipStack {
        id: carriedWager
        objectName: "carriedWager"
        // {seat, hand, wager, side, behind, amount} of the wager carried.
        property var wager: ({})
        property bool carried: false
        visible: carriedWager.carried
        amount: carriedWager.wager.amount || 0
        chipSize: Theme.px(28)
        z: 60
        Drag.active: carriedWager.carried
        Drag.keys: ["dealer-trainer/wager"]
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer

// The blackjack table as the dealer sees it: the dealer stands at the straight
// edge at the bottom, facing the players around the arc. Seat 1, the first box
// on the dealer's LEFT, is at the left end of the arc; the last seat, farthest
// to the dealer's right, is at the right end. The shoe is on the dealer's left
// (cards are drawn from it with the left hand, Blackjack §6(b)) and the
// discard rack on the dealer's right.
//
// This item only draws the table from TableController's properties and turns
// what the trainee does with the mouse into actions (actionRequested); it
// decides nothing.
Item {
    id: root

    required property TableController table
    // The action "What should I do?" pointed at (table.hint().action), to highlight its place.
    property var hintAction: ({})
    // Printed on the felt at the dealer's edge: who deals here. The trainee
    // at a practice or exam table; a screen where someone else deals (the
    // simulated dealer of spot the error) says so.
    property string dealerLabel: qsTr("DEALER — YOU")

    // Keyboard placement of the cut card ("dealer_cut" or "insert"); see TableScreen.
    property bool placing: false
    property string placingIntent: "insert"
    property int placingBehind: 0

    // The keyboard cursor of a round (see TableScreen): the spot keys act on.
    property int cursorSeat: -1
    property int cursorHand: 1

    // A dealer action performed on the table; `place` tells where it happened
    // ("seat", "stack", "shoe", "rack", "dealer") for the verdict's position.
    signal actionRequested(var action, string place, int seat)
    // In a round (RoundLayer): a card asked for at a spot (seat 0 = the
    // dealer), a wager chosen, a spot's menu.
    signal dealRequested(int seat, int hand, int modifiers)
    signal wagerChosen(int seat, int hand, string wager, string side, int behind, point where)
    signal spotMenuRequested(int seat, int hand, point where)
    // A wager dragged to the chip tray: {seat, hand, wager, side, behind, amount}.
    signal wagerCollected(var wager)
    // A card out of place clicked ("in_error", "face_up_in_shoe"): its menu.
    signal cardMenuRequested(string card, point where)

    // --- Table state (null-safe: the controller may go away before this page) ---
    readonly property string stage: root.table ? root.table.stage : ""
    readonly property int stackCount: root.table ? root.table.stackCount : 0
    readonly property int shoeCount: root.table ? root.table.shoeCount : 0
    readonly property int discardCount: root.table ? root.table.discardCount : 0
    readonly property int boxes: root.table ? Math.max(1, root.table.boxes) : 7
    // Every card of the game, for drawing the shoe and the rack to scale.
    readonly property int capacity: root.table ? Math.max(1, root.table.cardCount) : 1
    readonly property string spread: root.table ? root.table.spread : "none"
    readonly property var spreadCards: root.table ? root.table.spreadCards : []
    // A batch shuffler's two batches (TableController.batches): drawn apart
    // while both are on the layout at the opening (§4(d)); the one out gives
    // the stack and the spread their back colour.
    readonly property var batches: root.table ? root.table.batches : []
    readonly property bool batchesApart: {
        for (let i = 0; i < root.batches.length; ++i) {
            const place = root.batches[i].place
            if (place === "received" || place === "spread" || place === "washed" || place === "stacked")
                return true
        }
        return false
    }
    readonly property color backInPlay: {
        for (let i = 0; i < root.batches.length; ++i) {
            if (root.batches[i].place === "in_play")
                return root.batches[i].back === "blue" ? Theme.cardBackBlue : Theme.cardBack
        }
        return Theme.cardBack
    }
    readonly property var lastEvents: root.table ? root.table.lastEvents : []
    readonly property string hintName: root.hintAction && root.hintAction.action ? root.hintAction.action : ""
    // The round on the layout (TableController.round), and what the layout has printed on it.
    // The round on the layout (TableScreen passes an inactive one while
    // another game's table draws the round).
    property var round: root.table ? root.table.round : ({})
    readonly property bool roundActive: !!root.round && root.round.active === true
    readonly property var inscriptions: root.roundActive ? root.round.inscriptions : ({})

    // --- Geometry ---
    readonly property real railWidth: Theme.px(22)
    readonly property real cx: width / 2
    readonly property real edgeY: height - Theme.px(14)
    readonly property real ry: Math.max(Theme.px(200), root.edgeY - Theme.px(66))
    readonly property real rx: Math.min(width / 2 - Theme.px(66), root.ry * 2.7)
    readonly property real boxRx: root.rx * 0.83
    readonly property real boxRy: root.ry * 0.80
    readonly property real playerRx: root.rx + Theme.px(24)
    readonly property real playerRy: root.ry + Theme.px(28)

    function seatAngle(seat: int): real {
        if (root.boxes <= 1)
            return Math.PI / 2
        const first = 158 * Math.PI / 180
        const last = 22 * Math.PI / 180
        return first - (seat - 1) * (first - last) / (root.boxes - 1)
    }
    function boxCentre(seat: int): point {
        const a = root.seatAngle(seat)
        return Qt.point(root.cx + root.boxRx * Math.cos(a), root.edgeY - root.boxRy * Math.sin(a))
    }
    function playerCentre(seat: int): point {
        const a = root.seatAngle(seat)
        return Qt.point(root.cx + root.playerRx * Math.cos(a), root.edgeY - root.playerRy * Math.sin(a))
    }

    // Where a verdict about something at `place` should appear (this item's coordinates).
    function anchorFor(place: string, seat: int): point {
        if (place === "seat" && seat >= 1 && seat <= root.boxes) {
            const box = root.boxCentre(seat)
            return Qt.point(box.x, box.y + Theme.px(30))
        }
        if (place === "dealer" || (place === "seat" && seat === 0 && root.roundActive))
            return Qt.point(roundLayer.dealerSpot.x, roundLayer.dealerSpot.y - Theme.px(40))
        if (place === "shoe")
            return Qt.point(shoe.x + shoe.width / 2, shoe.y)
        if (place === "rack")
            return Qt.point(rack.x + rack.width / 2, rack.y)
        if (spreadView.visible)
            return Qt.point(root.cx, spreadView.y + spreadView.originY)
        if (stack.visible)
            return Qt.point(stack.x + stack.width / 2, stack.y + stack.height / 2 - Theme.px(30))
        return Qt.point(root.cx, root.edgeY - root.ry * 0.5)
    }

    // The seat that holds the stack, if any (from the seat model), for moving the stack there.
    property int stackHolder: 0

    // --- The cut card: drag or keyboard -> an action named by what the hand did ---
    // What dropping the cut card into the stack means is C++'s to say
    // (table.cutCardIntent): "dealer_cut" (the dealer cuts the cards) or
    // "insert" (for the end of the shoe). When it says neither, the card
    // dropped in the stack is still an insertion, which C++ grades.
    readonly property string cutCardIntent: root.table ? root.table.cutCardIntent : ""
    readonly property string dragIntent: root.cutCardIntent === "dealer_cut" ? "dealer_cut" : "insert"
    function previewText(intent: string, behind: int): string {
        const front = root.stackCount - behind
        if (intent === "dealer_cut")
            return qsTr("<b>Cut here</b> — %1 in front · %2 behind").arg(front).arg(behind)
        return qsTr("<b>Insert here</b> — %1 cards behind · %2 in front").arg(behind).arg(front)
    }
    function placeCutCard(intent: string, behind: int): void {
        if (intent === "dealer_cut")
            root.actionRequested({"action": "cut_cards", "position": root.stackCount - behind}, "stack", 0)
        else
            root.actionRequested({"action": "insert_cut_card", "from_back": behind}, "stack", 0)
    }

    // --- Flying cards: what moved where (purely visual, never blocks input) ---
    property int previousStack: -1
    property int previousShoe: -1
    property int previousDiscard: -1
    onStackCountChanged: moveTimer.restart()
    onShoeCountChanged: moveTimer.restart()
    onDiscardCountChanged: moveTimer.restart()
    Timer {
        id: moveTimer
        interval: 0
        onTriggered: root.animateMoves()
    }
    Component.onCompleted: {
        root.previousStack = root.stackCount
        root.previousShoe = root.shoeCount
        root.previousDiscard = root.discardCount
    }
    function animateMoves(): void {
        const dStack = root.stackCount - root.previousStack
        const dShoe = root.shoeCount - root.previousShoe
        const dDiscard = root.discardCount - root.previousDiscard
        root.previousStack = root.stackCount
        root.previousShoe = root.shoeCount
        root.previousDiscard = root.discardCount
        const stackPoint = Qt.point(stack.x + stack.width / 2, stack.y + stack.height / 2)
        const shoePoint = Qt.point(shoe.x + shoe.width / 2, shoe.y + shoe.height / 2)
        const mouthPoint = Qt.point(shoe.x + shoe.width - Theme.px(20), shoe.y + shoe.height / 2)
        const rackPoint = Qt.point(rack.x + rack.width / 2, rack.y + rack.height / 3)
        if (dShoe > 0 && dStack < 0)
            flyingBlock.fly(stackPoint, shoePoint, Math.min(-dStack * stack.pxPerCard, Theme.px(300)))
        else if (dDiscard === 1 && dShoe === -1)
            flyingCard.fly(mouthPoint, rackPoint)
        else if (dDiscard > 0 && dShoe < 0)
            flyingBlock.fly(shoePoint, rackPoint, Theme.px(80))
        else if (dStack > 0 && (dDiscard < 0 || dShoe < 0))
            flyingBlock.fly(dDiscard < 0 ? rackPoint : shoePoint, stackPoint, Theme.px(160))
    }

    // --- Drawing ---
    FeltLayout {
        anchors.fill: parent
        cx: root.cx
        edgeY: root.edgeY
        rx: root.rx
        ry: root.ry
        railWidth: root.railWidth
        bandText: root.roundActive ? root.inscriptions.insurance
                  : root.table ? (root.table.regulationTitle + " · " + qsTr("Dealer Trainer")).toUpperCase() : ""
    }

    // The layout's printed rules, between the insurance line and the dealer.
    Column {
        visible: root.roundActive
        anchors.horizontalCenter: parent.horizontalCenter
        y: root.edgeY - root.ry * 0.53
        spacing: Theme.px(3)
        Text {
            objectName: "blackjackPays"
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.inscriptions.blackjackPays || ""
            color: Theme.feltInk(0.8)
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontPx(15)
            font.bold: true
            font.letterSpacing: 1.5
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.inscriptions.dealerRule || ""
            color: Theme.feltInk(0.6)
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontPx(10)
            font.letterSpacing: 1
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: text.length > 0
            text: root.inscriptions.sideWagers && root.inscriptions.sideWagers.length > 0
                  ? qsTr("ALSO OFFERED: %1").arg(root.inscriptions.sideWagers.join(" · ").toUpperCase()) : ""
            color: Theme.feltInk(0.5)
            font.pixelSize: Theme.fontPx(10)
        }
    }

    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        y: root.edgeY + (root.height - root.edgeY - height) / 2
        objectName: "dealerLabel"
        text: root.dealerLabel
        color: Theme.feltInk(0.55)
        font.pixelSize: Theme.fontPx(10)
        font.bold: true
        font.letterSpacing: 2
    }

    ChipTray {
        id: chipTray
        objectName: "chipTray"
        denominations: root.table ? root.table.chips : []
        width: Math.min(Theme.px(300), root.rx * 0.62)
        height: Theme.px(48)
        x: root.cx - width / 2
        y: root.edgeY - height - Theme.px(6)

        // A wager dragged off the layout and dropped here is collected.
        DropArea {
            id: trayDrop
            anchors.fill: parent
            anchors.margins: -Theme.px(10)
            keys: ["dealer-trainer/wager"]
            onDropped: dropEvent => {
                root.wagerCollected(dropEvent.source.wager)
                dropEvent.accept()
            }
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(4)
            visible: trayDrop.containsDrag
            radius: Theme.px(8)
            color: "transparent"
            border.color: Theme.accent
            border.width: Theme.focusWidth
        }
    }

    // The seats and their players.
    Repeater {
        id: seatRepeater
        model: root.table ? root.table.seats : null
        delegate: SeatSpot {
            id: seatSpot
            boxCentre: root.boxCentre(seat)
            playerCentre: root.playerCentre(seat)
            boxRotation: 90 - root.seatAngle(seat) * 180 / Math.PI
            hinted: root.hintName === "offer_cut" && root.hintAction.seat === seat
            z: 5
            onClicked: seatNumber => root.actionRequested({"action": "offer_cut", "seat": seatNumber}, "seat", seatNumber)
            onHasStackChanged: root.refreshStackHolder()
            Component.onCompleted: root.refreshStackHolder()
        }
    }
    function refreshStackHolder(): void {
        let holder = 0
        for (let i = 0; i < seatRepeater.count; ++i) {
            const spot = seatRepeater.itemAt(i) as SeatSpot
            if (spot && spot.hasStack)
                holder = spot.seat
        }
        root.stackHolder = holder
    }

    // The round: wagers, hands, insurance, the dealer's hand.
    RoundLayer {
        id: roundLayer
        objectName: "roundLayer"
        anchors.fill: parent
        visible: root.roundActive
        round: root.round
        geometry: root
        cursorSeat: root.cursorSeat
        cursorHand: root.cursorHand
        hintAction: root.hintAction
        shoeMouth: Qt.point(shoe.x + shoe.width - Theme.px(16), shoe.y + shoe.height / 2)
        z: 7
        onDealRequested: (seat, hand, modifiers) => root.dealRequested(seat, hand, modifiers)
        onWagerChosen: (seat, hand, wager, side, behind, where) => root.wagerChosen(seat, hand, wager, side, behind, where)
        onMenuRequested: (seat, hand, where) => root.spotMenuRequested(seat, hand, where)
        onCardMenuRequested: (card, where) => root.cardMenuRequested(card, where)
    }

    // The floorperson, who answers calls and verifies.
    Item {
        id: floor
        x: Theme.px(14)
        y: Theme.px(10)
        width: Theme.px(110)
        height: Theme.px(40)
        Rectangle {
            id: floorToken
            width: Theme.px(34)
            height: width
            radius: width / 2
            color: "#2b3440"
            border.color: "#8fa3b8"
            border.width: Theme.px(2)
            anchors.left: parent.left
            anchors.verticalCenter: parent.verticalCenter
            Text {
                anchors.centerIn: parent
                text: qsTr("FS")
                color: "#dfe9f3"
                font.bold: true
                font.pixelSize: Theme.fontPx(12)
            }
        }
        Text {
            anchors.left: floorToken.right
            anchors.leftMargin: Theme.px(6)
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Floor supervisor")
            color: Theme.textMuted
            font.pixelSize: Theme.fontPx(10.5)
        }
    }

    DealingShoe {
        id: shoe
        objectName: "shoe"
        width: Math.min(Theme.px(214), root.rx * 0.42)
        height: Theme.px(56)
        x: root.cx - root.rx * 0.62 - width / 2
        y: root.edgeY - height - Theme.px(20)
        count: root.shoeCount
        capacity: root.capacity
        cutFromBack: root.table && root.shoeCount > 0 ? root.table.cutCardFromBack : -1
        hinted: root.hintName === "load_shoe" || root.hintName === "burn_card" || root.hintName === "clear_shoe"
        doubleShoe: root.roundActive && root.round.doubleShoe ? root.round.doubleShoe : null
        dealingSide: root.roundActive ? (root.round.doubleShoeSide || "") : ""
        inHand: !!root.table && root.table.dealtFromTheHand
        backColour: root.backInPlay
        z: 3
    }

    // Dealing by hand: drag a card out of the shoe's mouth onto a spot
    // (Shift held at the drop: face down; Ctrl or Alt: sideways).
    PlayingCard {
        id: dragCard
        objectName: "dragCard"
        property int heldModifiers: 0
        visible: shoeDrag.drag.active
        faceUp: false
        width: Theme.px(40)
        z: 40
        Drag.active: shoeDrag.drag.active
        Drag.keys: ["dealer-trainer/card"]
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
    }
    MouseArea {
        id: shoeDrag
        objectName: "shoeDragArea"
        enabled: root.roundActive
        x: shoe.x + shoe.width - Theme.px(60)
        y: shoe.y - Theme.px(6)
        width: Theme.px(66)
        height: shoe.height + Theme.px(12)
        z: 8
        cursorShape: root.roundActive ? Qt.OpenHandCursor : Qt.ArrowCursor
        drag.target: dragCard
        drag.threshold: Theme.px(4)
        Accessible.role: Accessible.Button
        Accessible.name: shoe.inHand ? qsTr("The cards in hand: drag a card to a spot")
                                     : qsTr("The shoe: drag a card to a spot")
        onPressed: mouseEvent => {
            const p = shoeDrag.mapToItem(root, mouseEvent.x, mouseEvent.y)
            dragCard.x = p.x - dragCard.width / 2
            dragCard.y = p.y - dragCard.height / 2
            dragCard.heldModifiers = mouseEvent.modifiers
        }
        onPositionChanged: mouseEvent => dragCard.heldModifiers = mouseEvent.modifiers
        onReleased: {
            if (shoeDrag.drag.active)
                dragCard.Drag.drop()
        }
    }

    // Blackjack §6(d): at a double shoe, the side the round is dealt from.
    Text {
        objectName: "doubleShoeSide"
        visible: root.roundActive && (root.round.doubleShoeSide || "").length > 0
        anchors.horizontalCenter: shoe.horizontalCenter
        anchors.bottom: shoe.top
        anchors.bottomMargin: Theme.px(4)
        text: root.round.doubleShoeSide === "right" ? qsTr("DOUBLE SHOE · DEALING FROM THE RIGHT")
                                                    : qsTr("DOUBLE SHOE · DEALING FROM THE LEFT")
        color: Theme.feltInk(0.8)
        font.pixelSize: Theme.fontPx(9)
        font.bold: true
    }

    // Blackjack §15(b): a card found face up in the shoe shows at its mouth.
    PlayingCard {
        objectName: "faceUpInShoe"
        visible: root.roundActive && (root.round.faceUpInShoe || "").length > 0
        code: root.round.faceUpInShoe || ""
        width: Theme.px(36)
        x: shoe.x + shoe.width - width * 0.7
        y: shoe.y - height * 0.55
        rotation: 14
        z: 9
        Text {
            anchors.bottom: parent.top
            anchors.bottomMargin: Theme.px(2)
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("FACE UP IN THE SHOE")
            rotation: -14
            color: Theme.warning
            font.pixelSize: Theme.fontPx(8.5)
            font.bold: true
        }
        MouseArea {
            anchors.fill: parent
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            cursorShape: Qt.PointingHandCursor
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("The card face up in the shoe: its remedies")
            onClicked: root.cardMenuRequested("face_up_in_shoe", parent.mapToItem(root, parent.width / 2, 0))
        }
    }

    // The side wagers' pay tables, on a placard standing at the table's far
    // right corner, on the rail beyond the last seats: clear of the boxes,
    // the cards, the chip tray and the players (between the last two seats'
    // places).
    PayTablePlacard {
        id: placard
        objectName: "payTablePlacard"
        readonly property point besideSeat: root.playerCentre(Math.max(1, root.boxes - 1))
        placards: root.roundActive && root.inscriptions.placards ? root.inscriptions.placards : []
        width: Math.max(Theme.px(150), Math.min(Theme.px(236), root.width - placard.besideSeat.x - Theme.px(38)))
        x: root.width - width - Theme.px(8)
        y: Theme.px(8)
        z: 3
    }

    DiscardRack {
        id: rack
        objectName: "discardRack"
        width: Theme.px(70)
        height: Math.min(Theme.px(104), root.ry * 0.26)
        x: root.cx + root.rx * 0.60 - width / 2
        y: root.edgeY - height - Theme.px(20)
        count: root.discardCount
        capacity: root.capacity
        burnCard: root.table ? root.table.burnCard : ""
        burnFaceUp: root.table ? root.table.burnCardFaceUp : false
        hinted: root.hintName === "show_burn_card"
        z: 3
    }

    // Washed cards.
    WashPile {
        objectName: "washPile"
        visible: root.spread === "down" && root.table && root.table.washed && !root.batchesApart
        backColour: root.backInPlay
        width: root.rx * 1.0
        height: root.ry * 0.5
        x: root.cx - width / 2
        y: root.edgeY - root.ry * 0.75
        cardWidth: Theme.px(34)
        z: 6
    }

    // The spread for inspection.
    CardSpread {
        id: spreadView
        objectName: "cardSpread"
        visible: root.spread !== "none" && !(root.spread === "down" && root.table && root.table.washed)
                 && !root.batchesApart
        backColour: root.backInPlay
        width: root.rx * 1.36
        height: root.ry * 0.64
        x: root.cx - width / 2
        y: root.edgeY - root.ry * 0.90
        cards: root.spreadCards
        count: root.spreadCards.length > 0 ? root.spreadCards.length : root.stackCount
        faceUp: root.spread === "up"
        z: 6
    }

    // The stack (or the decks as received).
    CardStack {
        id: stack
        objectName: "cardStack"
        readonly property point home: Qt.point(root.cx, root.edgeY - root.ry * 0.43)
        readonly property point towards: root.stackHolder > 0 ? root.boxCentre(root.stackHolder) : home
        visible: root.spread === "none" && root.stackCount > 0 && !root.batchesApart
        backColour: root.backInPlay
        width: Math.max(stack.barWidth, Theme.px(320)) + Theme.px(60)
        height: Theme.px(110)
        x: home.x + (towards.x - home.x) * 0.2 - width / 2
        y: home.y + (towards.y - home.y) * 0.25 - height / 2
        count: root.stackCount
        pxPerCard: Math.min(Theme.px(2.2), root.rx * 1.2 / Math.max(1, root.capacity))
        asDecks: root.stage === "opening_table"
        cutFromFront: root.table ? root.table.cutPosition : -1
        cutFromBack: root.table && root.stackCount > 0 ? root.table.cutCardFromBack : -1
        showShuffle: root.stage === "shuffling" || root.stage === "ready_to_shuffle"
        riffles: root.table ? root.table.shuffleRiffles : 0
        turned: root.table ? root.table.shuffleTurned : false
        stripped: root.table ? root.table.shuffleStripped : false
        previewing: cutCard.dragging ? cutCard.overStack : root.placing
        previewBehind: cutCard.dragging ? cutCard.behind : root.placingBehind
        previewLabel: root.previewText(cutCard.dragging ? root.dragIntent : root.placingIntent, stack.previewBehind)
        z: 4
        Behavior on x {
            NumberAnimation { duration: 380; easing.type: Easing.OutCubic }
        }
        Behavior on y {
            NumberAnimation { duration: 380; easing.type: Easing.OutCubic }
        }
    }

    // A batch shuffler's two batches apart at the opening (§4(d); 002 (d)(2)-(3)).
    ShoeBatchesView {
        id: batchesView
        objectName: "shoeBatchesView"
        visible: root.batchesApart
        batches: root.batches
        width: root.rx * 1.4
        height: root.ry * 0.66
        x: root.cx - width / 2
        y: root.edgeY - root.ry * 0.92
        z: 6
    }

    // The automated shuffler, beside the discard rack on the dealer's right:
    // the batch stored in it and the one in play (the second §2(b)(3); 002
    // (b)(4)(iv)).
    BatchShuffler {
        objectName: "batchShuffler"
        visible: root.batches.length > 0
        batches: root.batches
        x: rack.x + rack.width + Theme.px(10)
        y: rack.y + rack.height - height
        z: 3
    }

    // The cut card's resting place, by the chip tray.
    Rectangle {
        id: cutCardSlot
        width: cutCard.width + Theme.px(10)
        height: cutCard.height + Theme.px(10)
        x: root.cx + Math.min(Theme.px(300), root.rx * 0.62) / 2 + Theme.px(26)
        y: root.edgeY - height - Theme.px(8)
        radius: Theme.px(6)
        color: Qt.rgba(0, 0, 0, 0.18)
        border.color: Theme.feltInk(0.35)
        z: 2
    }
    Text {
        objectName: "cutCardLabel"
        visible: cutCard.visible && !root.placing
        anchors.bottom: cutCardSlot.top
        anchors.bottomMargin: Theme.px(4)
        anchors.horizontalCenter: cutCardSlot.horizontalCenter
        horizontalAlignment: Text.AlignHCenter
        text: root.cutCardIntent === "dealer_cut" ? qsTr("DRAG IN:\nDEALER'S CUT")
              : root.cutCardIntent === "insert" ? qsTr("DRAG IN:\nINSERT")
              : qsTr("CUT CARD")
        color: Theme.feltInk(0.8)
        font.pixelSize: Theme.fontPx(9)
        font.bold: true
        font.letterSpacing: 0.5
        z: 2
    }

    CutCard {
        id: cutCard
        objectName: "cutCard"
        area: root
        // Hidden while the cut card stands in the stack or the shoe (unless placed by keyboard).
        visible: root.placing || !root.table
                 || (root.table.cutPosition < 0 && root.table.cutCardFromBack < 0)
        property bool overStack: false
        property int behind: 0
        rest: root.placing
              ? Qt.point(stack.x + stack.xForBehind(root.placingBehind) - cutCard.width / 2,
                         stack.y + stack.height / 2 - Theme.px(23) - cutCard.height * 0.6)
              : Qt.point(cutCardSlot.x + Theme.px(5), cutCardSlot.y + Theme.px(5))
        hinted: root.hintName === "insert_cut_card" || root.hintName === "cut_cards"
        z: 20
        onMoved: (areaX, areaY) => {
            const p = stack.mapFromItem(root, areaX, areaY)
            cutCard.overStack = stack.visible && stack.accepts(p.x, p.y)
            cutCard.behind = stack.behindAt(p.x)
        }
        onReleased: (areaX, areaY) => {
            const p = stack.mapFromItem(root, areaX, areaY)
            const over = stack.visible && stack.accepts(p.x, p.y)
            cutCard.overStack = false
            if (over)
                root.placeCutCard(root.dragIntent, stack.behindAt(p.x))
        }
    }

    // Speech bubbles for what happened after the last action.
    Repeater {
        model: root.lastEvents
        delegate: SpeechBubble {
            required property string modelData
            required property int index
            readonly property int seatNumber: {
                const m = /^seat\s+(\d+)/i.exec(modelData)
                return m ? parseInt(m[1]) : 0
            }
            readonly property point anchorPoint: seatNumber > 0 && seatNumber <= root.boxes
                                                 ? root.playerCentre(seatNumber)
                                                 : Qt.point(floor.x + Theme.px(17), floor.y + floor.height)
            text: modelData
            gesture: root.table && index < root.table.lastSignals.length ? root.table.lastSignals[index] : ""
            below: seatNumber === 0 || anchorPoint.y < root.height * 0.25
            target: below ? Qt.point(anchorPoint.x, anchorPoint.y + (seatNumber > 0 ? Theme.px(34) : Theme.px(2)) + index * Theme.px(36))
                          : Qt.point(anchorPoint.x, anchorPoint.y - Theme.px(26) - index * Theme.px(36))
            z: 30
        }
    }

    // Ghosts of cards in flight.
    Rectangle {
        id: flyingBlock
        visible: false
        height: Theme.px(40)
        radius: Theme.px(3)
        color: "#efe9dc"
        border.color: Theme.cardBack
        border.width: Math.max(2, Theme.px(3))
        z: 25
        function fly(from: point, to: point, length: real): void {
            flyingBlock.width = length
            flyAnim.from = from
            flyAnim.to = to
            flyingBlock.visible = true
            flyAnim.restart()
        }
        ParallelAnimation {
            id: flyAnim
            property point from
            property point to
            NumberAnimation { target: flyingBlock; property: "x"; from: flyAnim.from.x - flyingBlock.width / 2; to: flyAnim.to.x - flyingBlock.width / 2; duration: 420; easing.type: Easing.InOutCubic }
            NumberAnimation { target: flyingBlock; property: "y"; from: flyAnim.from.y - flyingBlock.height / 2; to: flyAnim.to.y - flyingBlock.height / 2; duration: 420; easing.type: Easing.InOutCubic }
            NumberAnimation { target: flyingBlock; property: "opacity"; from: 1; to: 0.15; duration: 420; easing.type: Easing.InQuad }
            onFinished: flyingBlock.visible = false
        }
    }
    PlayingCard {
        id: flyingCard
        visible: false
        faceUp: false
        width: Theme.px(38)
        height: Theme.px(53)
        z: 25
        function fly(from: point, to: point): void {
            cardAnim.from = from
            cardAnim.to = to
            flyingCard.visible = true
            cardAnim.restart()
        }
        ParallelAnimation {
            id: cardAnim
            property point from
            property point to
            NumberAnimation { target: flyingCard; property: "x"; from: cardAnim.from.x - flyingCard.width / 2; to: cardAnim.to.x - flyingCard.width / 2; duration: 380; easing.type: Easing.InOutCubic }
            NumberAnimation { target: flyingCard; property: "y"; from: cardAnim.from.y - flyingCard.height / 2; to: cardAnim.to.y - flyingCard.height / 2; duration: 380; easing.type: Easing.InOutCubic }
            NumberAnimation { target: flyingCard; property: "rotation"; from: 0; to: 200; duration: 380 }
            onFinished: flyingCard.visible = false
        }
    }
}

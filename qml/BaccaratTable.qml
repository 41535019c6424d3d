pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer

// A Baccarat or Midi Baccarat table seen from the dealer's place, drawn from
// the coup on the layout (TableController.round, coupsnapshot.h). The big
// table (Baccarat §2(a): 10 to 14 numbered positions) is an oval with the
// dealer calling the game at the bottom; the midi table (Midi §2(a): no more
// than nine seats on one side, the dealer on the other) a half-ellipse like
// blackjack's. Seats are numbered from the dealer's right counterclockwise
// (docs/actions.md, "A coup of Baccarat"). Each seat has its Player, Banker
// and Tie spots and, only where the table offers them, the Dragon Bonus,
// Dragon 7, Panda 8 and House Money spots (§2(b)(1)-(3)); the numbered
// commission boxes are on the layout where the vigorish is marked
// (§2(b)(4)). Everything the trainee does is sent as an action; nothing here
// decides whether it is right.
Item {
    id: root

    required property TableController table
    property var hintAction: ({})

    // An action at a place ("player", "banker", "seat", "dealer", "shoe", "rack").
    signal actionRequested(var action, string place, int seat)
    // A menu of ActionMenu entries (CoupActions) at `where` (this item's coordinates).
    signal menuRequested(string title, var entries, point where)

    // Only a coup's snapshot: a blackjack round's has other keys.
    readonly property var round: root.table && root.table.layout !== "blackjack" ? root.table.round : ({})
    readonly property bool roundActive: !!root.round && root.round.active === true
    readonly property bool midi: root.table ? root.table.layout === "midi-baccarat" : false
    readonly property int seats: root.roundActive ? root.round.seats : (root.table ? Math.max(1, root.table.boxes) : 14)
    readonly property var inscriptions: root.roundActive ? root.round.inscriptions : ({})
    readonly property var spots: root.roundActive ? root.round.spots : []
    readonly property var mainSpots: root.spots.filter(s => s.key === "player" || s.key === "banker" || s.key === "tie")
    readonly property var extraSpots: root.spots.filter(s => s.key !== "player" && s.key !== "banker" && s.key !== "tie")
    readonly property var hands: root.roundActive ? root.round.hands : ({})
    readonly property var chips: root.roundActive ? root.round.chips : []

    readonly property CoupActions actions: CoupActions {
        round: root.round
    }

    // --- Geometry ---
    readonly property real railWidth: Theme.px(22)
    readonly property real cx: width / 2
    // The oval's centre (big table) or the straight edge's centre (midi).
    readonly property real centreY: root.midi ? height - Theme.px(14) : height * 0.48
    readonly property real ry: root.midi ? Math.max(Theme.px(200), root.centreY - Theme.px(66))
                                         : Math.max(Theme.px(150), height * 0.48 - Theme.px(20))
    readonly property real rx: Math.min(width / 2 - Theme.px(root.midi ? 66 : 44), root.ry * (root.midi ? 2.7 : 2.75))
    // The seats' arc, counterclockwise from the dealer's right (screen right,
    // seen from the dealer's place): the midi table's far side, or the big
    // table all round but for the dealer's place at the bottom.
    readonly property real firstAngle: root.midi ? 10 : -40
    readonly property real arc: root.midi ? 160 : 260
    // The printed bands: Banker outside, Player, then Tie (and the extra spots on the rim).
    readonly property var ring: root.midi ? ({"extra": 0.96, "banker": 0.86, "player": 0.76, "tie": 0.66})
                                          : ({"extra": 0.96, "banker": 0.80, "player": 0.69, "tie": 0.58})
    // The side spots in two rows on the rim: the outer one, then this one.
    readonly property real innerExtraRing: root.midi ? 0.96 : 0.885
    readonly property real spotHeight: Math.min(Theme.px(30), root.ry * (root.midi ? 0.1 : 0.105))
    readonly property real spotWidth: Math.min(root.spotHeight * 2.6, root.rx * 2.4 / Math.max(6, root.seats))
    readonly property real cardWidth: Math.min(Theme.px(44), root.ry * (root.midi ? 0.13 : 0.17))
    readonly property real handWidth: root.cardWidth * 3.6 + Theme.px(16)
    readonly property real handHeight: root.cardWidth * 1.4 + Theme.px(30)
    // How far from the centre line the shoe and the bucket stand, clear of
    // the dealer's place and the commission boxes.
    readonly property real besideDealer: root.midi ? Math.max(Theme.px(90), commission.width / 2 + Theme.px(12))
                                                   : commission.width / 2 + Theme.px(14)
    function handX(hand: string): real {
        return hand === "player" ? root.cx - root.handWidth - Theme.px(10) : root.cx + Theme.px(10)
    }

    function seatAngle(seat: int): real {
        return (root.firstAngle + root.arc * (seat - 0.5) / Math.max(1, root.seats)) * Math.PI / 180
    }
    function at(angle: real, fraction: real): point {
        return Qt.point(root.cx + root.rx * fraction * Math.cos(angle), root.centreY - root.ry * fraction * Math.sin(angle))
    }
    function spotCentre(seat: int, key: string): point {
        if (root.ring[key] !== undefined)
            return root.at(root.seatAngle(seat), root.ring[key])
        // The big table's rim is narrow: its side spots in two rows (the midi's in one).
        const count = root.extraSpots.length
        const outer = root.midi ? count : Math.ceil(count / 2)
        const index = root.extraSpots.findIndex(s => s.key === key)
        const inRow = index < outer ? index : index - outer
        const rowCount = index < outer ? outer : count - outer
        const step = root.arc / Math.max(1, root.seats) * Math.PI / 180
        const offset = (inRow - (rowCount - 1) / 2) * step / Math.max(2, rowCount)
        return root.at(root.seatAngle(seat) + offset, index < outer ? root.ring.extra : root.innerExtraRing)
    }
    function seatCentre(seat: int): point {
        return root.at(root.seatAngle(seat), 1 + (root.railWidth / 2) / Math.max(1, root.ry))
    }
    // The centre of the layout's middle: hands, inscriptions, commission boxes.
    readonly property real middleY: root.midi ? root.centreY - root.ry * 0.27 : root.centreY
    function anchorFor(place: string, seat: int): point {
        if (place === "seat" && seat > 0)
            return root.seatCentre(seat)
        if (place === "player" || place === "banker")
            return Qt.point(root.handX(place) + root.handWidth / 2, root.middleY - root.handHeight / 2)
        if (place === "shoe")
            return Qt.point(shoe.x + shoe.width / 2, shoe.y)
        if (place === "rack")
            return Qt.point(bucket.x + bucket.width / 2, bucket.y)
        return Qt.point(root.cx, dealerPlace.y)
    }
    function wagerAt(seat: int, key: string): var {
        const wagers = root.roundActive ? root.round.wagers : []
        return wagers.find(w => w.seat === seat && w.key === key) || null
    }
    function markerAt(seat: int): int {
        const markers = root.roundActive ? root.round.markers : []
        const marker = markers.find(m => m.seat === seat)
        return marker ? marker.amount : 0
    }
    function collectedVigorishAt(seat: int): int {
        const collected = root.roundActive ? root.round.vigorishCollected : []
        const entry = collected.find(m => m.seat === seat)
        return entry ? entry.amount : 0
    }
    function hinted(kind: string, hand: string, seat: int): bool {
        const a = root.hintAction
        if (!a || !a.action || a.action !== kind)
            return false
        return (hand.length === 0 || a.hand === hand || a.side === hand) && (seat < 0 || a.seat === seat)
    }
    function menuAt(item: Item, title: string, entries: var): void {
        root.menuRequested(title, entries, item.mapToItem(root, item.width / 2, item.height / 2))
    }

    // --- The felt ---
    FeltLayout {
        anchors.fill: parent
        cx: root.cx
        edgeY: root.centreY
        rx: root.rx
        ry: root.ry
        railWidth: root.railWidth
        fullOval: !root.midi
        // The lines between the printed bands of the seats' spots.
        bandRadii: root.midi ? [0.61, 0.71, 0.81, 0.91] : [0.525, 0.635, 0.745, 0.845, 0.925]
    }

    // The dealer's place: at the big table a cut-out of the oval at the
    // bottom, at the midi table the straight edge.
    Rectangle {
        id: dealerPlace
        objectName: "dealerPlace"
        width: Theme.px(150)
        height: Theme.px(20)
        x: root.cx - width / 2
        y: root.midi ? root.centreY - height : root.centreY + root.ry - height / 2
        radius: Theme.px(6)
        color: Theme.woodLight
        border.color: Theme.railDark
        Text {
            anchors.centerIn: parent
            text: root.roundActive && root.round.curator ? qsTr("DEALER \u00b7 CALLING THE GAME") : qsTr("DEALER")
            color: Theme.feltInk(0.8)
            font.pixelSize: Theme.fontPx(9)
            font.bold: true
            font.letterSpacing: 1
        }
    }

    // --- What the layout has printed on it (§2(b), §13) ---
    Column {
        id: printing
        objectName: "inscriptions"
        anchors.horizontalCenter: parent.horizontalCenter
        y: root.middleY - root.ry * (root.midi ? 0.33 : 0.5) + Theme.px(4)
        spacing: Theme.px(1)
        Text {
            objectName: "tableTitle"
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.inscriptions.title || (root.midi ? qsTr("MIDI BACCARAT") : qsTr("BACCARAT"))
            color: Theme.feltInk(0.85)
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontPx(root.midi ? 20 : 17)
            font.bold: true
            font.letterSpacing: 3
        }
        Repeater {
            model: ["banker", "tie", "dragon7Push"].map(key => root.inscriptions[key] || "").filter(t => t.length > 0)
            delegate: Text {
                required property string modelData
                objectName: "inscription"
                anchors.horizontalCenter: parent ? parent.horizontalCenter : undefined
                text: modelData
                color: Theme.feltInk(0.7)
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontPx(10)
                font.bold: true
                font.letterSpacing: 1
            }
        }
    }
    // The side wagers' inscriptions: under the title at the midi table, under
    // the hands at the big one (its title sits close to the Tie band).
    Text {
        objectName: "sideInscriptions"
        visible: text.length > 0
        width: root.handWidth * 2 + Theme.px(180)
        x: root.cx - width / 2
        y: root.midi ? printing.y + printing.height + Theme.px(2) : root.middleY + root.handHeight / 2 + Theme.px(30)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: ["dragonBonus", "dragon7", "panda8", "houseMoney"].map(key => root.inscriptions[key] || "").filter(t => t.length > 0).join("  \u00b7  ")
        color: Theme.feltInk(0.6)
        font.pixelSize: Theme.fontPx(8.5)
        font.bold: true
    }

    // --- The seats and their spots ---
    Repeater {
        model: root.seats
        delegate: Item {
            id: seatItem
            required property int index
            readonly property int seat: index + 1
            readonly property point home: root.seatCentre(seat)
            // A player who left the table empties the seat, wagers or not.
            readonly property bool seated: root.roundActive && root.round.occupiedSeats.indexOf(seatItem.seat) >= 0
            readonly property bool playing: seatItem.seated && root.round.wagers.some(w => w.seat === seatItem.seat)
            readonly property int collectedVigorish: root.collectedVigorishAt(seatItem.seat)
            anchors.fill: parent

            // The numbered seat on the rail; at a table with a curator its
            // menu offers the dealing shoe (§7(b), §14(b)).
            Rectangle {
                id: seatDisc
                objectName: "seat_" + seatItem.seat
                readonly property real size: Theme.px(24)
                readonly property bool offers: root.roundActive && !!root.round.curator
                readonly property bool holdsShoe: seatDisc.offers && root.round.curatorSeat === seatItem.seat
                function openMenu(): void {
                    if (seatDisc.offers)
                        root.menuAt(seatDisc, "", root.actions.seatEntries(seatItem.seat))
                }
                activeFocusOnTab: seatDisc.offers
                Accessible.onPressAction: seatDisc.openMenu()
                Keys.onReturnPressed: seatDisc.openMenu()
                Keys.onEnterPressed: seatDisc.openMenu()
                Keys.onSpacePressed: seatDisc.openMenu()
                MouseArea {
                    anchors.fill: parent
                    enabled: seatDisc.offers
                    cursorShape: Qt.PointingHandCursor
                    onClicked: seatDisc.openMenu()
                }
                // §7(c): the curator holds the dealing shoe.
                Rectangle {
                    objectName: "curatorBadge_" + seatItem.seat
                    visible: seatDisc.holdsShoe
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.top
                    anchors.bottomMargin: Theme.px(2)
                    width: curatorText.implicitWidth + Theme.px(8)
                    height: Theme.px(14)
                    radius: Theme.px(3)
                    color: Theme.accent
                    Text {
                        id: curatorText
                        anchors.centerIn: parent
                        text: qsTr("SHOE")
                        color: "#1b1500"
                        font.pixelSize: Theme.fontPx(7.5)
                        font.bold: true
                    }
                }
                width: size
                height: size
                radius: size / 2
                x: seatItem.home.x - size / 2
                y: seatItem.home.y - size / 2
                color: seatItem.playing ? Theme.seatColour(seatItem.seat) : Theme.railDark
                border.color: root.hinted("offer_shoe", "", seatItem.seat) || root.hinted("order_shoe_passed", "", seatItem.seat) ? Theme.accent
                              : activeFocus ? Theme.focus : Theme.feltInk(0.6)
                border.width: activeFocus ? Theme.focusWidth : Math.max(1, Theme.px(1.5))
                Accessible.role: seatDisc.offers ? Accessible.Button : Accessible.StaticText
                Accessible.name: (seatItem.playing ? qsTr("Seat %1, playing").arg(seatItem.seat) : qsTr("Seat %1, empty").arg(seatItem.seat))
                                 + (seatDisc.holdsShoe ? qsTr(", curator") : "")
                Text {
                    anchors.centerIn: parent
                    text: seatItem.seat
                    color: "white"
                    font.pixelSize: Theme.fontPx(11)
                    font.bold: true
                }
                // The vigorish collected with the payout (§13(d)(1)), beside the seat
                // on the side of the table's centre, so a seat at the rail's end
                // keeps its badge inside the window.
                Rectangle {
                    objectName: "vigorishCollected_" + seatItem.seat
                    readonly property bool towardsLeft: seatItem.home.x > root.cx
                    visible: seatItem.collectedVigorish > 0
                    x: towardsLeft ? -width - Theme.px(2) : parent.width + Theme.px(2)
                    anchors.verticalCenter: parent.verticalCenter
                    width: vigText.implicitWidth + Theme.px(8)
                    height: Theme.px(16)
                    radius: height / 2
                    color: Theme.shade("#141a17")
                    border.color: Theme.accent
                    Text {
                        id: vigText
                        anchors.centerIn: parent
                        text: qsTr("vig %1").arg(Theme.money(seatItem.collectedVigorish))
                        color: Theme.accent
                        font.pixelSize: Theme.fontPx(8.5)
                    }
                }
            }

            Repeater {
                model: root.spots
                delegate: Rectangle {
                    id: spot
                    required property var modelData
                    readonly property string key: modelData.key
                    readonly property bool extra: root.ring[key] === undefined
                    readonly property point centre: root.spotCentre(seatItem.seat, key)
                    readonly property var wager: root.wagerAt(seatItem.seat, key)
                    readonly property var outcome: spot.wager ? spot.wager.outcome : null
                    readonly property bool taken: !!spot.outcome && spot.outcome.collected > 0
                    objectName: "spot_" + seatItem.seat + "_" + key
                    width: extra ? root.spotHeight * 1.05 : root.spotWidth
                    height: extra ? width : root.spotHeight
                    radius: extra ? width / 2 : Theme.px(6)
                    x: centre.x - width / 2
                    y: centre.y - height / 2
                    color: activeFocus ? Qt.rgba(1, 1, 1, 0.18)
                                       : key === "banker" ? Qt.rgba(0.75, 0.1, 0.1, 0.22)
                                       : key === "player" ? Qt.rgba(0.1, 0.3, 0.75, 0.22)
                                       : Qt.rgba(0, 0, 0, 0.12)
                    border.color: root.hinted(spot.wager ? "pay" : "", key, seatItem.seat) || root.hinted("collect", key, seatItem.seat)
                                  || (key === "houseMoney" && root.hinted("ride_house_money", "", seatItem.seat))
                                  ? Theme.accent : activeFocus ? Theme.focus : Theme.feltInk(0.5)
                    border.width: activeFocus ? Theme.focusWidth : Math.max(1, Theme.px(1.2))
                    activeFocusOnTab: !!spot.wager
                    Accessible.role: Accessible.Button
                    Accessible.name: spot.wager
                                     ? qsTr("Seat %1, %2 %3%4").arg(seatItem.seat).arg(spot.modelData.name).arg(Theme.money(spot.wager.amount))
                                       .arg(spot.taken ? qsTr(", collected") : spot.outcome && spot.outcome.paid > 0 ? qsTr(", paid %1").arg(Theme.money(spot.outcome.paid)) : "")
                                       .concat(spot.wager.ridesOn && !spot.wager.rode ? qsTr(", the player lets it ride") : "")
                                     : qsTr("Seat %1, %2 spot, no wager").arg(seatItem.seat).arg(spot.modelData.name)
                    Accessible.onPressAction: spot.openMenu()
                    function openMenu(): void {
                        if (spot.wager)
                            root.menuAt(spot, "", root.actions.wagerEntries(spot.wager))
                    }
                    Keys.onReturnPressed: spot.openMenu()
                    Keys.onEnterPressed: spot.openMenu()
                    Keys.onSpacePressed: spot.openMenu()

                    Text {
                        anchors.centerIn: parent
                        visible: !spot.wager || spot.taken
                        width: parent.width - Theme.px(2)
                        horizontalAlignment: Text.AlignHCenter
                        text: spot.extra ? spot.modelData.label.replace(" ", "\n") : spot.modelData.label
                        color: Theme.feltInk(spot.extra ? 0.55 : 0.7)
                        font.pixelSize: Theme.fontPx(spot.extra ? 6.5 : 8.5)
                        font.bold: true
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 5
                        lineHeight: 0.85
                    }
                    ChipStack {
                        objectName: "wagerChips"
                        visible: !!spot.wager && !spot.taken
                        anchors.centerIn: parent
                        amount: spot.wager ? spot.wager.amount : 0
                        denominations: root.chips
                        chipSize: Math.min(Theme.px(22), spot.height * 0.85)
                        maxPerColumn: 4
                    }
                    // Winnings paid beside the wager (§12(b)).
                    ChipStack {
                        objectName: "paidChips"
                        visible: !!spot.outcome && spot.outcome.paid > 0
                        anchors.left: parent.right
                        anchors.leftMargin: -Theme.px(4)
                        anchors.verticalCenter: parent.verticalCenter
                        amount: spot.outcome ? spot.outcome.paid : 0
                        denominations: root.chips
                        chipSize: Math.min(Theme.px(18), spot.height * 0.7)
                        maxPerColumn: 4
                    }
                    // §9(e)(1): the player has said to let a House Money win ride.
                    Rectangle {
                        objectName: "rideTag_" + seatItem.seat + "_" + spot.key
                        visible: !!spot.wager && !!spot.wager.ridesOn && !spot.wager.rode
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: parent.bottom
                        anchors.topMargin: -Theme.px(3)
                        width: rideText.implicitWidth + Theme.px(8)
                        height: Theme.px(14)
                        radius: height / 2
                        color: Theme.shade("#141a17")
                        border.color: Theme.accent
                        Text {
                            id: rideText
                            anchors.centerIn: parent
                            text: spot.wager && spot.wager.ridesOn === "player" ? qsTr("ride \u2192 player") : qsTr("ride \u2192 banker")
                            color: Theme.accent
                            font.pixelSize: Theme.fontPx(7.5)
                        }
                    }
                    MouseArea {
                        anchors.fill: parent
                        enabled: !!spot.wager
                        cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                        onClicked: spot.openMenu()
                    }
                }
            }
        }
    }

    // --- The Player's and the Banker's hands (§9(c)) ---
    Repeater {
        model: ["player", "banker"]
        delegate: Rectangle {
            id: handArea
            required property string modelData
            readonly property string hand: modelData
            readonly property var coupHand: root.hands[handArea.hand] || ({"cards": [], "turnedBy": -1, "pointAnnounced": false})
            readonly property var cards: handArea.coupHand.cards || []
            objectName: "hand_" + hand
            width: root.handWidth
            height: root.handHeight
            x: root.handX(handArea.hand)
            y: root.middleY - height / 2
            radius: Theme.px(10)
            color: activeFocus ? Qt.rgba(1, 1, 1, 0.12) : Qt.rgba(0, 0, 0, 0.12)
            border.color: root.hinted("deal_to_hand", hand, -1) || root.hinted("turn_hand", hand, -1) || root.hinted("announce_point", hand, -1)
                          ? Theme.accent : activeFocus ? Theme.focus : Theme.feltInk(0.6)
            border.width: activeFocus ? Theme.focusWidth : Math.max(1, Theme.px(1.5))
            activeFocusOnTab: true
            Accessible.role: Accessible.Button
            Accessible.name: {
                const down = handArea.cards.filter(c => !c.faceUp).length
                const up = handArea.cards.filter(c => c.faceUp).map(c => c.code).join(" ")
                return qsTr("%1: %2 card(s), %3 face down%4. Enter deals a card face down, Shift+Enter face up, M the hand's actions")
                    .arg(root.actions.handName(handArea.hand)).arg(handArea.cards.length).arg(down)
                    .arg(up.length > 0 ? qsTr(", face up %1").arg(up) : "")
            }
            Accessible.onPressAction: handArea.deal(false)
            function deal(faceUp: bool): void {
                root.actionRequested(root.actions.deal(handArea.hand, faceUp), handArea.hand, 0)
            }
            Keys.onPressed: event => {
                if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                    handArea.deal((event.modifiers & Qt.ShiftModifier) !== 0)
                    event.accepted = true
                } else if (event.key === Qt.Key_M || event.key === Qt.Key_Menu) {
                    root.menuAt(handArea, "", root.actions.handEntries(handArea.hand))
                    event.accepted = true
                }
            }

            Text {
                anchors.top: parent.top
                anchors.topMargin: Theme.px(3)
                anchors.horizontalCenter: parent.horizontalCenter
                text: handArea.hand === "banker" ? qsTr("BANKER") : qsTr("PLAYER")
                color: Theme.feltInk(0.8)
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontPx(11)
                font.bold: true
                font.letterSpacing: 2
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: Theme.px(6)
                spacing: Theme.px(4)
                Repeater {
                    model: handArea.cards
                    delegate: PlayingCard {
                        required property var modelData
                        required property int index
                        objectName: "card_" + handArea.hand + "_" + index
                        width: root.cardWidth
                        height: Math.round(width * 1.4)
                        code: modelData.code
                        faceUp: modelData.faceUp
                        back: modelData.back
                    }
                }
            }
            // Who turned the hand (§9(d): the seat handed it) and its point announced.
            Column {
                anchors.top: parent.bottom
                anchors.topMargin: Theme.px(1)
                anchors.horizontalCenter: parent.horizontalCenter
                Text {
                    objectName: "turnedBy_" + handArea.hand
                    visible: handArea.coupHand.turnedBy >= 0
                    text: handArea.coupHand.turnedBy > 0 ? qsTr("turned by seat %1").arg(handArea.coupHand.turnedBy) : qsTr("turned by the dealer")
                    color: Theme.feltInk(0.75)
                    font.pixelSize: Theme.fontPx(9)
                }
                Text {
                    objectName: "pointAnnounced_" + handArea.hand
                    visible: handArea.coupHand.pointAnnounced
                    text: qsTr("\u2713 point announced")
                    color: Theme.feltInk(0.75)
                    font.pixelSize: Theme.fontPx(9)
                }
            }
            MouseArea {
                anchors.fill: parent
                acceptedButtons: Qt.LeftButton | Qt.RightButton
                cursorShape: Qt.PointingHandCursor
                onClicked: mouse => {
                    handArea.forceActiveFocus()
                    if (mouse.button === Qt.RightButton)
                        root.menuAt(handArea, "", root.actions.handEntries(handArea.hand))
                    else
                        handArea.deal((mouse.modifiers & Qt.ShiftModifier) !== 0)
                }
            }
        }
    }

    // The calls made so far this coup, where the dealer stands.
    Row {
        objectName: "calls"
        anchors.horizontalCenter: parent.horizontalCenter
        y: dealerPlace.y - height - Theme.px(4)
        spacing: Theme.px(6)
        visible: !root.midi || !root.round.commissionBoxes
        Repeater {
            model: root.roundActive ? [
                {"done": root.round.noMoreBets, "label": qsTr("NO MORE BETS")},
                {"done": root.round.cardsCalled, "label": qsTr("CARDS"), "shown": !root.midi},
                {"done": root.round.resultAnnounced, "label": qsTr("RESULT")},
                {"done": root.round.discarded, "label": qsTr("DISCARDED")},
                // §10(d): shown once the cover card came out.
                {"done": root.round.coverCard === "last_hand", "label": qsTr("LAST HAND"),
                 "shown": root.round.coverCard !== "in_shoe"}
            ].filter(c => c.shown !== false) : []
            delegate: Text {
                required property var modelData
                text: (modelData.done ? "\u2713 " : "\u25cb ") + modelData.label
                color: modelData.done ? Theme.feltInk(0.85) : Theme.feltInk(0.4)
                font.pixelSize: Theme.fontPx(8.5)
                font.bold: true
            }
        }
    }

    // --- The commission boxes (§2(b)(4), §13(d)(2)(ii)) ---
    Row {
        id: commission
        objectName: "commissionBoxes"
        visible: root.roundActive && root.round.commissionBoxes
        anchors.horizontalCenter: parent.horizontalCenter
        y: root.midi ? root.centreY - height - Theme.px(26) : root.centreY + root.ry * 0.5
        spacing: Theme.px(3)
        readonly property real box: Math.min(Theme.px(30), (root.rx * (root.midi ? 1.1 : 1.2)) / Math.max(1, root.seats) - Theme.px(3))
        Repeater {
            model: root.seats
            delegate: Rectangle {
                id: commissionBox
                required property int index
                readonly property int seat: index + 1
                readonly property int marked: root.markerAt(commissionBox.seat)
                objectName: "commissionBox_" + seat
                width: commission.box
                height: commission.box * 1.15
                radius: Theme.px(3)
                color: activeFocus ? Qt.rgba(1, 1, 1, 0.16) : "transparent"
                border.color: root.hinted("mark_vigorish", "", seat) || root.hinted("collect_vigorish", "", seat)
                              ? Theme.accent : activeFocus ? Theme.focus : Theme.feltInk(0.55)
                border.width: activeFocus ? Theme.focusWidth : Math.max(1, Theme.px(1.2))
                activeFocusOnTab: true
                Accessible.role: Accessible.Button
                Accessible.name: commissionBox.marked > 0
                                 ? qsTr("Commission box %1: marker %2").arg(seat).arg(Theme.money(commissionBox.marked))
                                 : qsTr("Commission box %1: empty").arg(seat)
                Accessible.onPressAction: commissionBox.openMenu()
                function openMenu(): void {
                    const banker = root.wagerAt(commissionBox.seat, "banker")
                    root.menuAt(commissionBox, qsTr("Commission box %1").arg(commissionBox.seat),
                                root.actions.vigorishEntries(commissionBox.seat, banker ? banker.amount : 0))
                }
                Keys.onReturnPressed: commissionBox.openMenu()
                Keys.onEnterPressed: commissionBox.openMenu()
                Keys.onSpacePressed: commissionBox.openMenu()
                Text {
                    anchors.top: parent.top
                    anchors.topMargin: Theme.px(1)
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: commissionBox.seat
                    color: Theme.feltInk(0.7)
                    font.pixelSize: Theme.fontPx(8)
                    font.bold: true
                }
                // The marker button with the amount owed (§13(d)(2)(ii)).
                Rectangle {
                    objectName: "vigMarker_" + commissionBox.seat
                    visible: commissionBox.marked > 0
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: Theme.px(1)
                    width: parent.width * 0.92
                    height: width
                    radius: width / 2
                    color: "#f4efe3"
                    border.color: Theme.accent
                    border.width: Math.max(1, Theme.px(1.5))
                    Text {
                        anchors.centerIn: parent
                        width: parent.width - Theme.px(2)
                        horizontalAlignment: Text.AlignHCenter
                        text: Theme.money(commissionBox.marked)
                        color: "#1b1b1f"
                        font.pixelSize: Theme.fontPx(7.5)
                        font.bold: true
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 5
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    onClicked: commissionBox.openMenu()
                }
            }
        }
    }

    // --- The shoe and the discard bucket (§2(c)) ---
    DealingShoe {
        id: shoe
        objectName: "shoe"
        width: Math.min(Theme.px(150), root.rx * 0.32)
        height: width * 0.28
        // Near the dealer, left of the dealer's place and the commission boxes.
        x: root.cx - root.besideDealer - width
        y: root.midi ? root.centreY - height - Theme.px(30) : root.centreY + root.ry * 0.72 - height / 2
        count: root.table ? root.table.shoeCount : 0
        capacity: root.table ? Math.max(1, root.table.cardCount) : 416
        cutFromBack: root.table ? root.table.cutCardFromBack : -1
        // §10(d): the cover card came out and lies to the side of the shoe.
        Rectangle {
            objectName: "coverCardAside"
            visible: root.roundActive && root.round.coverCard !== "in_shoe"
            anchors.right: parent.left
            anchors.rightMargin: Theme.px(6)
            anchors.verticalCenter: parent.verticalCenter
            width: Theme.px(14)
            height: parent.height
            radius: Theme.px(2)
            color: Theme.cutCard
            border.color: Theme.cutCardEdge
            Text {
                anchors.centerIn: parent
                rotation: -90
                text: qsTr("COVER")
                color: "#3a3000"
                font.pixelSize: Theme.fontPx(6.5)
                font.bold: true
            }
        }
        Text {
            objectName: "curatorLabel"
            anchors.bottom: parent.top
            anchors.bottomMargin: Theme.px(2)
            anchors.horizontalCenter: parent.horizontalCenter
            text: !root.roundActive || !root.round.curator || root.round.dealerDeals ? qsTr("the dealer deals")
                  : root.round.curatorSeat > 0 && root.round.curatorDelays ? qsTr("seat %1, curator, delays the game").arg(root.round.curatorSeat)
                  : root.round.curatorSeat > 0 ? qsTr("seat %1 deals as curator").arg(root.round.curatorSeat)
                  : qsTr("the shoe is to be offered")
            // Who deals is part of the procedure (§7, §14): readable at a glance.
            color: root.roundActive && root.round.curatorDelays ? Theme.accent : Theme.feltInk(0.85)
            font.pixelSize: Theme.fontPx(10)
            font.bold: root.roundActive && root.round.curatorDelays
        }
        // Baccarat §15 (Midi §13): a card drawn in error waiting for its
        // remedy, and the simulated round in which no wagers are accepted.
        Text {
            objectName: "irregularityLabel"
            anchors.top: parent.bottom
            anchors.topMargin: Theme.px(2)
            anchors.horizontalCenter: parent.horizontalCenter
            readonly property string inError: root.roundActive && root.round.cardInError ? root.round.cardInError : ""
            visible: text !== ""
            text: inError === "back" ? qsTr("a card drawn in error, not disclosed")
                : inError !== "" ? qsTr("a card drawn in error: %1, disclosed").arg(inError)
                : root.roundActive && root.round.simulated ? qsTr("simulated round: no wagers")
                : ""
            color: Theme.feltInk(0.85)
            font.pixelSize: Theme.fontPx(8.5)
            font.bold: true
        }
    }
    DiscardRack {
        id: bucket
        objectName: "discardBucket"
        width: Theme.px(40)
        height: Theme.px(58)
        x: root.cx + root.besideDealer
        y: root.midi ? root.centreY - height - Theme.px(30) : root.centreY + root.ry * 0.72 - height / 2
        count: root.table ? root.table.discardCount : 0
        capacity: root.table ? Math.max(1, root.table.cardCount) : 416
        hinted: root.hinted("place_cards", "", -1)
        activeFocusOnTab: true
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Discard bucket: %n card(s). Enter places the coup's cards in it", "", count)
        Accessible.onPressAction: bucket.discard()
        function discard(): void {
            root.actionRequested({"action": "place_cards", "to": "discard_rack"}, "rack", 0)
        }
        Keys.onReturnPressed: bucket.discard()
        Keys.onEnterPressed: bucket.discard()
        Keys.onSpacePressed: bucket.discard()
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(3)
            visible: bucket.activeFocus
            color: "transparent"
            radius: Theme.px(6)
            border.color: Theme.focus
            border.width: Theme.focusWidth
        }
        MouseArea {
            anchors.fill: parent
            cursorShape: Qt.PointingHandCursor
            onClicked: bucket.discard()
        }
    }
}

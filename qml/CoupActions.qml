import QtQuick

// What the trainee can do at each place of a baccarat coup (coupsnapshot.h),
// as the entries of ActionMenu ({label, key, action | pay (an action whose
// amount the payout builder completes), payTitle, wager, heading}). Nothing
// here is filtered by the rules: every entry is an action the trainee may
// take, right or wrong, and the referee grades it.
QtObject {
    id: actions

    property var round: ({})

    readonly property var wagers: actions.round && actions.round.wagers ? actions.round.wagers : []
    readonly property var seatsWithWagers: {
        const seats = []
        for (const wager of actions.wagers) {
            if (seats.indexOf(wager.seat) < 0)
                seats.push(wager.seat)
        }
        return seats.sort((a, b) => b - a) // the payout order of §12(b): highest first
    }

    function amountText(cents: int): string {
        return (cents / 100).toFixed(2)
    }
    function handName(hand: string): string {
        return hand === "banker" ? qsTr("Banker's Hand") : qsTr("Player's Hand")
    }
    function wagersAt(seat: int): var {
        return actions.wagers.filter(w => w.seat === seat)
    }
    function settlement(kind: string, wager: var): var {
        return {"action": kind, "seat": wager.seat, "hand": 1, "wager": "side", "side": wager.key}
    }

    // A card to a hand (§9(c): the four cards face down; a third card face
    // up or down as the table turns them).
    function deal(hand: string, faceUp: bool): var {
        return {"action": "deal_to_hand", "hand": hand, "face": faceUp ? "up" : "down"}
    }

    // One wager: collect it whole, or pay it from the chip rack.
    function wagerEntries(wager: var): var {
        const entries = [{"heading": true, "label": qsTr("SEAT %1 \u00b7 %2 %3").arg(wager.seat).arg(wager.name.toUpperCase()).arg(Theme.money(wager.amount))}]
        const collect = actions.settlement("collect", wager)
        collect.amount = actions.amountText(wager.amount)
        entries.push({"label": qsTr("Collect %1").arg(Theme.money(wager.amount)), "key": "C", "action": collect})
        entries.push({"label": qsTr("Pay…"), "key": "P", "pay": actions.settlement("pay", wager), "wager": wager.amount,
                      "payTitle": qsTr("Pay seat %1, %2").arg(wager.seat).arg(wager.name)})
        if (wager.key === "banker")
            entries.push.apply(entries, actions.vigorishEntries(wager.seat, wager.amount))
        if (wager.key === "houseMoney")
            entries.push.apply(entries, actions.rideEntries(wager))
        return entries
    }

    // §9(e)(1)(i)-(ii): part or all of a House Money payout placed on the
    // seat's Player or Banker wager, the amount built from the chip rack.
    function rideEntries(houseMoney: var): var {
        const entries = []
        if (houseMoney.ridesOn)
            entries.push({"heading": true, "label": qsTr("THE PLAYER LETS IT RIDE ON %1").arg(actions.handName(houseMoney.ridesOn).toUpperCase())})
        for (const onto of actions.wagersAt(houseMoney.seat).filter(w => w.key === "player" || w.key === "banker")) {
            entries.push({"label": qsTr("Place on the %1 wager…").arg(onto.name), "key": onto.key === "banker" ? "B" : "L",
                          "pay": {"action": "ride_house_money", "seat": houseMoney.seat, "hand": onto.key},
                          "wager": houseMoney.amount,
                          "payTitle": qsTr("Seat %1's House Money onto its %2 wager").arg(houseMoney.seat).arg(onto.name)})
        }
        return entries
    }

    // §7(b), §14(b): the dealing shoe offered to the player at a seat; at the
    // curator's seat, §14(a)(2): the curator ordered to pass it.
    function seatEntries(seat: int): var {
        const entries = [{"heading": true, "label": qsTr("SEAT %1").arg(seat)},
                         {"label": qsTr("Offer the dealing shoe"), "key": "O", "action": {"action": "offer_shoe", "seat": seat}}]
        if (actions.round && actions.round.curatorSeat === seat)
            entries.push({"label": qsTr("Order the curator to pass the shoe"), "key": "P",
                          "action": {"action": "order_shoe_passed", "seat": seat}})
        return entries
    }

    // §13(d): the vigorish of a seat's Banker win, collected or marked.
    function vigorishEntries(seat: int, wager: int): var {
        return [
            {"label": qsTr("Collect the vigorish…"), "key": "V",
             "pay": {"action": "collect_vigorish", "seat": seat}, "wager": wager,
             "payTitle": qsTr("Collect seat %1's vigorish").arg(seat)},
            {"label": qsTr("Mark the vigorish…"), "key": "K",
             "pay": {"action": "mark_vigorish", "seat": seat}, "wager": wager,
             "payTitle": qsTr("Mark seat %1's vigorish in box %1").arg(seat)}
        ]
    }

    // Every wager on the layout, seat by seat from the highest number.
    function settleEntries(): var {
        let entries = []
        for (const seat of actions.seatsWithWagers) {
            for (const wager of actions.wagersAt(seat)) {
                if (!wager.settled)
                    entries = entries.concat(actions.wagerEntries(wager))
            }
        }
        if (entries.length === 0)
            entries.push({"heading": true, "label": qsTr("NO WAGER LEFT TO SETTLE")})
        return entries
    }

    // The vigorish of every seat with a Banker wager.
    function commissionEntries(): var {
        let entries = []
        for (const seat of actions.seatsWithWagers) {
            const banker = actions.wagersAt(seat).find(w => w.key === "banker")
            if (!banker)
                continue
            entries.push({"heading": true, "label": qsTr("SEAT %1 \u00b7 BANKER %2").arg(seat).arg(Theme.money(banker.amount))})
            entries = entries.concat(actions.vigorishEntries(seat, banker.amount))
        }
        if (entries.length === 0)
            entries.push({"heading": true, "label": qsTr("NO BANKER WAGER ON THE LAYOUT")})
        return entries
    }

    // A hand: a card to it, turning it (the dealer, or the seats wagering on
    // it under §9(d)), its point.
    function handEntries(hand: string): var {
        const entries = [{"heading": true, "label": actions.handName(hand).toUpperCase()},
                         {"label": qsTr("Deal a card face down"), "key": "Enter", "action": actions.deal(hand, false)},
                         {"label": qsTr("Deal a card face up"), "key": "\u21e7Enter", "action": actions.deal(hand, true)}]
        return entries.concat(actions.turnEntries(hand)).concat(actions.pointEntries(hand))
    }
    function turnEntries(hand: string): var {
        const entries = [{"heading": true, "label": qsTr("TURN THE %1").arg(actions.handName(hand).toUpperCase())},
                         {"label": qsTr("Turn it yourself"), "action": {"action": "turn_hand", "hand": hand, "seat": 0}}]
        for (const seat of actions.seatsWithWagers.slice().reverse()) {
            const on = actions.wagersAt(seat).find(w => w.key === hand)
            if (on)
                entries.push({"label": qsTr("Hand it to seat %1 (%2)").arg(seat).arg(Theme.money(on.amount)),
                              "action": {"action": "turn_hand", "hand": hand, "seat": seat}})
        }
        return entries
    }
    function pointEntries(hand: string): var {
        const entries = [{"heading": true, "label": qsTr("ANNOUNCE THE %1'S POINT").arg(hand === "banker" ? qsTr("BANKER") : qsTr("PLAYER"))}]
        for (let point = 0; point <= 9; ++point)
            entries.push({"label": qsTr("\"%1 %2\"").arg(hand === "banker" ? qsTr("Banker") : qsTr("Player")).arg(point),
                          "key": String(point),
                          "action": {"action": "announce_point", "hand": hand, "point": point}})
        return entries
    }
    function allTurnEntries(): var {
        return actions.turnEntries("player").concat(actions.turnEntries("banker"))
    }
    function allPointEntries(): var {
        return actions.pointEntries("player").concat(actions.pointEntries("banker"))
    }
}

pragma ComponentBehavior: Bound

import QtQuick

// What the trainee can do at each place of a round's table, as the entries
// of ActionMenu ({label, key, action | pay (an action whose amount the
// payout builder asks) | command | heading}), and the round's spots read
// from TableController.round. Every action is offered at every place: which
// one is right is the referee's to say, so nothing here reads a rule.
QtObject {
    id: actions

    // TableController.round.
    property var round: ({})
    readonly property bool active: !!actions.round && actions.round.active === true

    // Every spot of the round, from the dealer's left, the dealer last.
    function spots(): var {
        const list = []
        if (!actions.active)
            return list
        for (const box of actions.round.boxes) {
            for (const hand of box.hands)
                list.push({"seat": box.seat, "hand": hand.hand})
        }
        list.push({"seat": 0, "hand": 1})
        return list
    }
    function boxOf(seat: int): var {
        if (!actions.active)
            return null
        for (const box of actions.round.boxes) {
            if (box.seat === seat)
                return box
        }
        return null
    }
    function handOf(seat: int, hand: int): var {
        const box = actions.boxOf(seat)
        return box && hand >= 1 && hand <= box.hands.length ? box.hands[hand - 1] : null
    }
    function amountText(cents: int): string {
        return (cents / 100).toFixed(2)
    }
    // Settling: the action without its amount, completed by the payout builder.
    function settlementAction(kind: string, seat: int, hand: int, wager: string, side: string, behind: int): var {
        const action = {"action": kind, "seat": seat, "hand": hand}
        if (kind !== "settle_surrender") {
            action.wager = wager
            if (wager === "side")
                action.side = side
        }
        if (behind > 0)
            action.behind = behind
        // Multiple action (§18): the betting spot of the dealer's hand in play.
        const box = actions.boxOf(seat)
        const dealerHand = actions.round.dealer ? actions.round.dealer.dealerHand : 1
        if (box && box.spotWagers.length > 0 && dealerHand > 1 && kind !== "settle_surrender")
            action.spot = dealerHand
        return action
    }
    function wagerLabel(wager: string, side: string): string {
        if (wager === "insurance")
            return qsTr("insurance")
        if (wager === "side")
            return side
        return qsTr("main wager")
    }
    // The entries for one wager: collect, pay, push (and surrender for a main wager).
    function wagerEntries(seat: int, hand: int, wager: string, side: string, behind: int, amount: int, title: string): var {
        const where = behind > 0 ? qsTr("seat %1, player behind %2").arg(seat).arg(behind) : qsTr("seat %1, hand %2").arg(seat).arg(hand)
        const entries = [{"heading": true, "label": title.toUpperCase()}]
        const collect = actions.settlementAction("collect", seat, hand, wager, side, behind)
        collect.amount = actions.amountText(amount)
        entries.push({"label": qsTr("Collect %1").arg(Theme.money(amount)), "action": collect})
        entries.push({"label": qsTr("Collect part of it…"), "pay": actions.settlementAction("collect", seat, hand, wager, side, behind), "wager": amount,
                      "payTitle": qsTr("Collect from %1 (%2)").arg(where).arg(actions.wagerLabel(wager, side))})
        entries.push({"label": qsTr("Pay…"), "pay": actions.settlementAction("pay", seat, hand, wager, side, behind), "wager": amount,
                      "payTitle": qsTr("Pay %1 (%2 of %3)").arg(where).arg(actions.wagerLabel(wager, side)).arg(Theme.money(amount))})
        entries.push({"label": qsTr("Push: leave it with the player"), "action": actions.settlementAction("return_wager", seat, hand, wager, side, behind)})
        if (wager === "main")
            entries.push({"label": qsTr("Settle the surrender…"), "pay": actions.settlementAction("settle_surrender", seat, hand, wager, side, behind), "wager": amount,
                          "payTitle": qsTr("Surrender at %1: the half returned to the player").arg(where)})
        return entries
    }
    function dealEntries(seat: int, hand: int): var {
        const card = (face, sideways) => ({"action": "deal_card", "seat": seat, "hand": hand, "face": face, "sideways": sideways})
        const entries = [
            {"label": qsTr("Deal a card face up"), "key": "Enter", "action": card("up", false)},
            {"label": qsTr("Deal a card face down"), "key": "⇧Enter", "action": card("down", false)}
        ]
        if (seat > 0) {
            entries.push({"label": qsTr("Deal the double's card sideways"), "key": "^Enter", "action": card("up", true)})
            entries.push({"label": qsTr("Deal it sideways, face down"), "action": card("down", true)})
        }
        entries.push({"label": qsTr("Announce the total…"), "key": "T", "command": "total"})
        return entries
    }
    // The menu of a card out of place (its context menu on the table): the
    // card drawn in error ("in_error", §15(a)-(e)) or a card found face up in
    // the shoe ("face_up_in_shoe", §15(b)). Every remedy is offered; C++ grades.
    function cardEntries(card: string): var {
        const supervisor = {"label": qsTr("Call the supervisor: irregularity"), "key": "V",
                            "action": {"action": "call_supervisor", "reason": "irregularity"}}
        if (card === "face_up_in_shoe")
            return [
                {"heading": true, "label": qsTr("A CARD FACE UP IN THE SHOE")},
                {"label": qsTr("Place it in the discard rack, unused"), "key": "⇧B", "action": {"action": "burn_card", "face": "up"}},
                {"label": qsTr("Burn it face down"), "key": "B", "action": {"action": "burn_card", "face": "down"}},
                supervisor
            ]
        return [
            {"heading": true, "label": qsTr("THE CARD DRAWN IN ERROR")},
            {"label": qsTr("Give it to the dealer's hand"), "action": {"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false}},
            {"label": qsTr("Burn it face down"), "key": "B", "action": {"action": "burn_card", "face": "down"}},
            {"label": qsTr("Burn it face up"), "key": "⇧B", "action": {"action": "burn_card", "face": "up"}},
            supervisor,
            {"heading": true, "label": qsTr("OR DEAL IT TO A BOX")}
        ]
    }
    function spotEntries(seat: int, hand: int): var {
        let entries = []
        if (seat === 0) {
            entries.push({"heading": true, "label": qsTr("THE DEALER'S HAND")})
            entries = entries.concat(actions.dealEntries(0, 1))
            entries.push({"label": qsTr("Announce \"Dealer's Card\""), "key": "D", "action": {"action": "announce", "call": "dealers_card"}})
            entries.push({"label": qsTr("Read the hole card (card reader)"), "key": "K", "action": {"action": "check_hole_card"}})
            entries.push({"label": qsTr("Reveal the hole card"), "key": "R", "action": {"action": "reveal_hole_card"}})
            entries.push({"label": qsTr("Pick up the dealer's cards"), "key": "G", "action": {"action": "pick_up", "seat": 0}})
            entries.push({"heading": true, "label": qsTr("MULTIPLE ACTION")})
            entries.push({"label": qsTr("Discard the cards but the up card"), "action": {"action": "discard_dealer_cards"}})
            entries.push({"label": qsTr("Move the up card to hand 2"), "action": {"action": "move_up_card", "hand": 2}})
            entries.push({"label": qsTr("Move the up card to hand 3"), "action": {"action": "move_up_card", "hand": 3}})
            return entries
        }
        const box = actions.boxOf(seat)
        const h = actions.handOf(seat, hand)
        entries.push({"heading": true, "label": qsTr("SEAT %1 · HAND %2").arg(seat).arg(hand)})
        entries = entries.concat(actions.dealEntries(seat, hand))
        entries.push({"label": qsTr("Turn up the double's card"), "action": {"action": "turn_double_card", "seat": seat, "hand": hand}})
        entries.push({"label": qsTr("Turn over the player's cards (6 to 5)"), "action": {"action": "turn_over_player_cards", "seat": seat}})
        entries.push({"label": qsTr("Offer insurance to this box"), "action": {"action": "offer_insurance", "seat": seat}})
        entries.push({"label": qsTr("Offer the sevens card"), "action": {"action": "offer_sevens_card", "seat": seat}})
        entries.push({"label": qsTr("Pick up the box's cards"), "key": "G", "action": {"action": "pick_up", "seat": seat}})
        if (!box)
            return entries
        if (h && h.wager > 0 && !h.settled)
            entries = entries.concat(actions.wagerEntries(seat, hand, "main", "", 0, h.wager, qsTr("Main wager %1").arg(Theme.money(h.wager))))
        if (box.insurance > 0 && !box.insuranceSettled)
            entries = entries.concat(actions.wagerEntries(seat, 1, "insurance", "", 0, box.insurance, qsTr("Insurance %1").arg(Theme.money(box.insurance))))
        for (const side of box.sideWagers) {
            if (!side.settled)
                entries = entries.concat(actions.wagerEntries(seat, 1, "side", side.key, 0, side.amount, side.name + " " + Theme.money(side.amount)))
        }
        // §22(d): the streak lammer, placed or moved onto an area of the box's streak.
        if (box.sideWagers.some(w => w.key === "streak" && !w.settled)) {
            entries.push({"heading": true, "label": qsTr("STREAK LAMMER")})
            for (let area = 2; area <= 5; ++area)
                entries.push({"label": qsTr("Place the streak lammer on \"%1\"").arg(area),
                              "action": {"action": "place_lammer", "seat": seat, "area": area}})
        }
        for (const player of box.behind) {
            entries = entries.concat(actions.wagerEntries(seat, hand, "main", "", player.behind, player.wager,
                                                         qsTr("Player behind %1: %2").arg(player.behind).arg(Theme.money(player.wager))))
            if (player.insurance > 0)
                entries = entries.concat(actions.wagerEntries(seat, 1, "insurance", "", player.behind, player.insurance,
                                                             qsTr("Player behind %1 insurance").arg(player.behind)))
        }
        entries.push({"heading": true, "label": box.asksOut ? qsTr("THE PLAYER — ASKS OUT OF THE HAND") : qsTr("THE PLAYER")})
        if (h && h.wager > 0 && !h.settled)
            entries.push({"label": qsTr("Let the player out of the hand: return the wager"),
                          "action": actions.settlementAction("return_wager", seat, hand, "main", "", 0)})
        entries.push({"label": qsTr("Stop the player touching the wager"), "action": {"action": "stop_wager_change", "seat": seat}})
        entries.push({"label": qsTr("Confirm the verbal wager"), "action": {"action": "confirm_verbal_wager", "seat": seat}})
        entries.push({"label": qsTr("Convert the cash into chips"), "action": {"action": "convert_cash", "seat": seat}})
        return entries
    }
    // Double shoe (§6(d)) after a side's cut card: empty that side, or its
    // segregated area, into the discard rack (002 (f)(10)(ii)(B)).
    readonly property var doubleShoeClearEntries: [
        {"heading": true, "label": qsTr("EMPTY INTO THE DISCARD RACK")},
        {"label": qsTr("The left side's cards"), "action": {"action": "clear_shoe", "side": "left"}},
        {"label": qsTr("The left side's segregated area"), "action": {"action": "clear_shoe", "side": "left", "segregated_area": true}},
        {"label": qsTr("The right side's cards"), "action": {"action": "clear_shoe", "side": "right"}},
        {"label": qsTr("The right side's segregated area"), "action": {"action": "clear_shoe", "side": "right", "segregated_area": true}},
        {"label": qsTr("The whole shoe"), "action": {"action": "clear_shoe"}}
    ]
    // A shoe table's automated shuffler with two batches (§2(b), the second
    // (b)): each batch spread, turned and stacked on its own at the opening
    // (§4(d)); the cards into the shuffler and the other batch out. At the
    // 6 to 5 variation a batch is a deck or a set of two decks (§2(c)):
    // `batches` is TableController.batches, each with its noun.
    function shoeBatchEntries(batches: var): var {
        const noun = batches.length > 0 ? batches[0].noun : "batch"
        const name = n => noun + " " + n
        const entries = [{"heading": true, "label": qsTr("EACH %1 ON ITS OWN").arg(noun.toUpperCase())}]
        const steps = [
            [qsTr("Spread %1 face up"), {"action": "spread_cards", "face": "up"}],
            [qsTr("Turn %1 face down"), {"action": "turn_cards", "face": "down"}],
            // 002 (d)(3): "Regardless of shuffling method" each batch is washed.
            [qsTr("Wash %1"), {"action": "wash_cards"}],
            [qsTr("Stack %1"), {"action": "stack_cards"}]
        ]
        for (const step of steps) {
            for (let batch = 1; batch <= 2; ++batch)
                entries.push({"label": step[0].arg(name(batch)),
                              "action": Object.assign({"batch": batch}, step[1])})
        }
        entries.push({"heading": true, "label": qsTr("THE SHUFFLER")},
                     {"label": qsTr("Place the cards in the shuffler"), "action": {"action": "place_cards", "to": "shuffler"}},
                     {"label": qsTr("Take the other %1 out").arg(noun), "action": {"action": "take_from_shuffler"}})
        return entries
    }
    readonly property var tableEntries: [
        {"heading": true, "label": qsTr("CALLS")},
        {"label": qsTr("Announce \"Dealer's Card\""), "key": "D", "action": {"action": "announce", "call": "dealers_card"}},
        {"label": qsTr("Offer insurance to every box"), "key": "I", "action": {"action": "offer_insurance"}},
        {"label": qsTr("Announce \"No more bets\""), "key": "N", "action": {"action": "announce", "call": "no_more_bets"}},
        {"heading": true, "label": qsTr("IRREGULARITIES")},
        {"label": qsTr("Burn the first card face down"), "key": "B", "action": {"action": "burn_card", "face": "down"}},
        {"label": qsTr("Place the face-up card in the rack"), "key": "⇧B", "action": {"action": "burn_card", "face": "up"}},
        {"label": qsTr("Call the supervisor: irregularity"), "key": "V", "action": {"action": "call_supervisor", "reason": "irregularity"}},
        {"label": qsTr("Call the supervisor: verbal wager"), "action": {"action": "call_supervisor", "reason": "verbal_wager"}},
        {"label": qsTr("Call every hand dead"), "action": {"action": "call_hands_dead"}},
        {"label": qsTr("Declare a misdeal"), "action": {"action": "declare_misdeal"}},
        {"label": qsTr("Shuffle the discards (shoe ran out)"), "action": {"action": "shuffle"}},
        {"heading": true, "label": qsTr("DOUBLE SHOE")},
        {"label": qsTr("Draw the determinant card from the left"), "action": {"action": "draw_determinant_card", "side": "left"}},
        {"label": qsTr("Draw the determinant card from the right"), "action": {"action": "draw_determinant_card", "side": "right"}},
        {"heading": true, "label": qsTr("MULTIPLE ACTION")},
        {"label": qsTr("Discard the dealer's cards but the up card"), "action": {"action": "discard_dealer_cards"}},
        {"label": qsTr("Move the up card to hand 2"), "action": {"action": "move_up_card", "hand": 2}},
        {"label": qsTr("Move the up card to hand 3"), "action": {"action": "move_up_card", "hand": 3}},
        {"heading": true, "label": qsTr("PROGRESSIVE")},
        {"label": qsTr("Verify the progressive wagers"), "action": {"action": "verify_progressive_wagers"}},
        {"label": qsTr("Register the progressive wagers"), "action": {"action": "register_progressive_wagers"}},
        {"heading": true, "label": qsTr("AFTER THE PICK-UP")},
        {"label": qsTr("Place the cards in the shuffler"), "action": {"action": "place_cards", "to": "shuffler"}},
        {"label": qsTr("Place the cards in the discard rack"), "action": {"action": "place_cards", "to": "discard_rack"}}
    ]

    // The entries for the wager chosen on the layout, with its amount.
    function chosenWagerEntries(seat: int, hand: int, wager: string, side: string, behind: int): var {
        const box = actions.boxOf(seat)
        if (!box)
            return []
        if (wager === "insurance")
            return actions.wagerEntries(seat, hand, wager, side, behind, box.insurance,
                                        qsTr("Insurance %1").arg(Theme.money(box.insurance)))
        if (wager === "side") {
            const entry = box.sideWagers.find(w => w.key === side)
            const amount = entry ? entry.amount : 0
            return actions.wagerEntries(seat, hand, wager, side, behind, amount,
                                        (entry ? entry.name : side) + " " + Theme.money(amount))
        }
        const h = actions.handOf(seat, hand)
        const amount = h ? h.wager : box.initialWager
        return actions.wagerEntries(seat, hand, wager, side, behind, amount,
                                    qsTr("Seat %1 hand %2: %3").arg(seat).arg(hand).arg(Theme.money(amount)))
    }
}

import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The baccarat tables (BaccaratTable.qml): a coup dealt by hand, every way of
// doing an action sends that action and C++ grades it. The fixtures are
// tests/qml/fixtures/baccarat/*.json and the CLI's midi coup.
TestCase {
    id: testCase
    name: "BaccaratTable"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    readonly property string bigTable: "baccarat/big-table-marked"
    readonly property string midiTable: "baccarat/midi-coup-turned-by-players"
    readonly property string ezTable: "baccarat/ez-side-wagers"

    Component {
        id: tableScreenComponent
        TableScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    function lastAction(table: TableController): var {
        for (let row = table.timeline.count - 1; row >= 0; --row) {
            const entry = table.timeline.get(row)
            if (entry.kind === "action")
                return entry.action
        }
        return ({})
    }

    function openFixture(id: string): var {
        const table = TestSupport.startGameFixture(id, "practice")
        verify(table !== null, "fixture " + id)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        verify(screen !== null, "TableScreen failed to load")
        waitForRendering(screen)
        screen.forceActiveFocus()
        return {"table": table, "screen": screen}
    }

    // The referee's next expected action, performed as QML would send it.
    function performExpected(table: TableController): var {
        const action = TestSupport.expected(table).action
        const verdict = table.perform(action)
        verify(verdict.correct, verdict.message)
        return action
    }

    function test_theControllerPicksTheBaccaratTable() {
        const t = testCase.openFixture(testCase.bigTable)
        compare(t.table.layout, "baccarat")
        verify(findChild(t.screen, "baccaratTable").visible)
        compare(findChild(t.screen, "blackjackTable").visible, false)
        // Baccarat §2(a): 14 numbered positions.
        verify(findChild(t.screen, "seat_14") !== null)
        compare(findChild(t.screen, "seat_15"), null)
        // Banker pays as §13(c) states it.
        compare(findChild(t.screen, "tableTitle").text, "BACCARAT")
    }

    // BA-DEAL-03: the cards in order Player, Banker; the Banker's Hand clicked sends its card.
    function test_clickingTheBankerHandDealsToIt() {
        const t = testCase.openFixture(testCase.bigTable)
        verify(TestSupport.playUntil(t.table, "deal_to_hand"))
        mouseClick(findChild(t.screen, "hand_player"))
        let action = testCase.lastAction(t.table)
        compare(action.action, "deal_to_hand")
        compare(action.hand, "player")
        compare(action.face, "down")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        mouseClick(findChild(t.screen, "hand_banker"))
        action = testCase.lastAction(t.table)
        compare(action.action, "deal_to_hand")
        compare(action.hand, "banker")
        compare(action.face, "down")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        // Dealt face down: the card shows its back until the hand is turned.
        const card = findChild(t.screen, "card_banker_0")
        verify(card !== null)
        compare(card.faceUp, false)
        compare(card.code, "")
    }

    // The keyboard alone: the bar's keys deal, Tab reaches a hand and Enter deals to it.
    function test_keyboardDealsToBothHands() {
        const t = testCase.openFixture(testCase.bigTable)
        verify(TestSupport.playUntil(t.table, "deal_to_hand"))
        keyClick(Qt.Key_P)
        compare(testCase.lastAction(t.table).hand, "player")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        const banker = findChild(t.screen, "hand_banker")
        banker.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(testCase.lastAction(t.table).hand, "banker")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        verify(banker.Accessible.name.indexOf("Banker's Hand") === 0, banker.Accessible.name)
    }

    // BA-SETTLE-10: a vigorish marked shows its marker in the seat's numbered box.
    function test_markedCommissionShowsInTheSeatsBox() {
        const t = testCase.openFixture(testCase.bigTable)
        verify(findChild(t.screen, "commissionBoxes").visible)
        verify(TestSupport.playUntil(t.table, "mark_vigorish"), "the fixture's coup marks a vigorish")
        const expected = TestSupport.expected(t.table).action
        const marker = findChild(t.screen, "vigMarker_" + expected.seat)
        verify(marker !== null)
        compare(marker.visible, false)
        // Through the box: its menu marks the vigorish, the payout builder gives the amount.
        const box = findChild(t.screen, "commissionBox_" + expected.seat)
        mouseClick(box)
        const menu = findChild(t.screen, "spotMenu")
        verify(menu.opened)
        const entry = menu.entries.find(e => e.pay && e.pay.action === "mark_vigorish")
        verify(entry !== undefined)
        menu.close()
        t.screen.entryChosen(entry)
        const payout = findChild(t.screen, "payoutBuilder")
        tryCompare(payout, "opened", true)
        // The amount built from the rack's chips, largest first.
        let owed = Math.round(parseFloat(expected.amount) * 100)
        for (const chip of payout.rack.slice().reverse()) {
            for (; owed >= chip; owed -= chip)
                payout.addChip(chip)
        }
        compare(owed, 0)
        payout.pay()
        tryCompare(payout, "opened", false)
        compare(testCase.lastAction(t.table).action, "mark_vigorish")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        tryCompare(marker, "visible", true)
        verify(box.Accessible.name.indexOf("marker") > 0, box.Accessible.name)
        // Every other box stays empty.
        for (let seat = 1; seat <= 14; ++seat) {
            if (seat !== expected.seat && !t.table.round.markers.some(m => m.seat === seat))
                compare(findChild(t.screen, "vigMarker_" + seat).visible, false)
        }
    }

    // Midi §2(a): no more than nine seats; MB-DEAL-01: the highest bettor turns the hand.
    function test_midiTableShowsNineSeats() {
        const t = testCase.openFixture(testCase.midiTable)
        compare(t.table.layout, "midi-baccarat")
        verify(findChild(t.screen, "baccaratTable").visible)
        for (let seat = 1; seat <= 9; ++seat)
            verify(findChild(t.screen, "seat_" + seat) !== null, "seat " + seat)
        compare(findChild(t.screen, "seat_10"), null)
        compare(findChild(t.screen, "tableTitle").text, "MIDI BACCARAT")
        // The vigorish is collected at the payout: no commission boxes on the layout (§2(b)(4)).
        compare(findChild(t.screen, "commissionBoxes").visible, false)
        // The Player's Hand handed to a seat from its menu.
        verify(TestSupport.playUntil(t.table, "turn_hand"))
        const expected = TestSupport.expected(t.table).action
        mouseClick(findChild(t.screen, "hand_" + expected.hand), 5, 5, Qt.RightButton)
        const menu = findChild(t.screen, "spotMenu")
        verify(menu.opened)
        const entry = menu.entries.find(e => e.action && e.action.action === "turn_hand" && e.action.seat === expected.seat)
        verify(entry !== undefined, "a seat wagering on the hand")
        menu.close()
        t.screen.entryChosen(entry)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        tryCompare(findChild(t.screen, "turnedBy_" + expected.hand), "visible", true)
        verify(findChild(t.screen, "card_" + expected.hand + "_0").faceUp)
    }

    // §2(b)(1)-(3): the side spots only where the table offers them.
    function test_sideSpotsOnlyWhereOffered() {
        let t = testCase.openFixture(testCase.bigTable)
        verify(findChild(t.screen, "spot_3_banker") !== null)
        compare(findChild(t.screen, "spot_3_dragon7"), null)
        compare(findChild(t.screen, "spot_3_houseMoney"), null)
        t.screen.destroy() // before the next fixture replaces its table
        t = testCase.openFixture(testCase.ezTable)
        for (const key of ["player", "banker", "tie", "dragonBonusPlayer", "dragonBonusBanker", "dragon7", "panda8", "houseMoney"])
            verify(findChild(t.screen, "spot_1_" + key) !== null, key)
        compare(findChild(t.screen, "tableTitle").text, "EZ BACCARAT")
        compare(findChild(t.screen, "commissionBoxes").visible, false)
    }

    // A wager's spot: its menu collects it whole, or pays it from the rack.
    function test_wagerSpotMenuCollects() {
        const t = testCase.openFixture(testCase.bigTable)
        verify(TestSupport.playUntil(t.table, "collect"))
        const expected = TestSupport.expected(t.table).action
        const spot = findChild(t.screen, "spot_" + expected.seat + "_" + expected.side)
        verify(spot !== null)
        spot.forceActiveFocus()
        keyClick(Qt.Key_Return)
        const menu = findChild(t.screen, "spotMenu")
        verify(menu.opened)
        keyClick(Qt.Key_Return) // the first entry: collect it whole
        const action = testCase.lastAction(t.table)
        compare(action.action, "collect")
        compare(action.seat, expected.seat)
        compare(action.side, expected.side)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        tryCompare(findChild(spot, "wagerChips"), "visible", false)
    }

    // §12(a): the result's entry sends both counts and the winner typed.
    function test_resultEntrySendsTheAnnouncement() {
        const t = testCase.openFixture(testCase.bigTable)
        verify(TestSupport.playUntil(t.table, "announce_result"))
        const expected = TestSupport.expected(t.table).action
        keyClick(Qt.Key_R)
        const entry = findChild(t.screen, "resultEntry")
        verify(entry.opened)
        const letters = {"player_wins": "p", "banker_wins": "b", "tie_hand": "t"}
        for (const typed of [String(expected.player), String(expected.banker), letters[expected.result]]) {
            keyClick(typed)
            keyClick(Qt.Key_Space)
        }
        keyClick(Qt.Key_Return)
        const action = testCase.lastAction(t.table)
        compare(action.action, "announce_result")
        compare(action.result, expected.result)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
    }

    // BA-ANN-04, BA-SHUF-06 (§10(d)): the cover card comes out in the second
    // coup (the card order of lesson baccarat/20); the table shows it set aside, the calls show
    // "last hand" due, and the bar's L key announces it.
    function test_coverCardShownAndLastHandAnnouncedByKey() {
        const t = testCase.openFixture("baccarat/cover-card-in-the-second-coup")
        const table = t.table
        const screen = t.screen
        const aside = findChild(screen, "coverCardAside")
        verify(aside !== null)
        compare(aside.visible, false)
        for (let i = 0; i < 200 && TestSupport.expected(table).action.call !== "last_hand"; ++i) {
            testCase.performExpected(table)
            if (table.round.coverCard === "in_shoe")
                compare(aside.visible, false)
        }
        compare(TestSupport.expected(table).action.call, "last_hand")
        compare(table.round.coverCard, "set_aside")
        tryCompare(aside, "visible", true)
        keyClick(Qt.Key_L)
        const action = testCase.lastAction(table)
        compare(action.action, "announce")
        compare(action.call, "last_hand")
        verify(table.lastVerdict.correct, table.lastVerdict.message)
        compare(table.round.coverCard, "last_hand")
        verify(aside.visible)
    }

    // BA-SETTLE-10 (§13(d)(1)): the vigorish collected with a payout shows
    // beside its seat, inside the table even for the seats at the rail's ends.
    function test_collectedVigorishBadgesStayOnTheTable() {
        TestSupport.restartApp() // the shipped lessons, not an earlier test's fixture
        const table = TestSupport.startLesson("baccarat/11-commission-collected-at-payout")
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        const felt = findChild(screen, "baccaratTable")
        const collected = []
        for (let i = 0; i < 200 && TestSupport.expected(table).action.action !== "place_cards"; ++i) {
            const action = testCase.performExpected(table)
            if (action.action === "collect_vigorish")
                collected.push(action.seat)
        }
        verify(collected.length >= 2, "the lesson collects several vigorish: " + collected)
        for (const seat of collected) {
            const badge = findChild(screen, "vigorishCollected_" + seat)
            tryCompare(badge, "visible", true)
            const box = badge.mapToItem(felt, 0, 0, badge.width, badge.height)
            verify(box.x >= 0 && box.x + box.width <= felt.width,
                   "seat " + seat + "'s badge " + box.x + ".." + (box.x + box.width) + " outside 0.." + felt.width)
        }
    }

    // BA-DEAL-10 (§14(a)(1)-(b)): after the Banker's Hand loses, the seat's
    // menu on the rail offers the dealing shoe; the curator's seat shows it.
    function test_seatMenuOffersTheDealingShoe() {
        TestSupport.restartApp() // the shipped lessons, not an earlier test's fixture
        const table = TestSupport.startLesson("baccarat/25-the-curator-and-the-dealing-shoe")
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        tryCompare(findChild(screen, "curatorBadge_3"), "visible", true)
        verify(TestSupport.playUntil(table, "offer_shoe"), "the Banker's Hand loses in coup 1")
        compare(findChild(screen, "curatorBadge_3").visible, false)
        compare(findChild(screen, "curatorLabel").text, "the shoe is to be offered")
        const seat = findChild(screen, "seat_6")
        mouseClick(seat)
        const menu = findChild(screen, "spotMenu")
        verify(menu.opened)
        const entry = menu.entries.find(e => e.action && e.action.action === "offer_shoe")
        verify(entry !== undefined)
        menu.close()
        screen.entryChosen(entry)
        let action = testCase.lastAction(table)
        compare(action.action, "offer_shoe")
        compare(action.seat, 6)
        verify(table.lastVerdict.correct, table.lastVerdict.message)
        // Seat 6 refuses; the keyboard offers it to seat 8.
        const next = findChild(screen, "seat_8")
        next.forceActiveFocus()
        keyClick(Qt.Key_Return)
        verify(menu.opened)
        menu.close()
        screen.entryChosen(menu.entries.find(e => e.action && e.action.action === "offer_shoe"))
        compare(testCase.lastAction(table).seat, 8)
        verify(table.lastVerdict.correct, table.lastVerdict.message)
        tryCompare(findChild(screen, "curatorBadge_8"), "visible", true)
        verify(next.Accessible.name.indexOf("curator") > 0, next.Accessible.name)
        compare(findChild(screen, "curatorLabel").text, "seat 8 deals as curator")
    }

    // BA-SETTLE-07, BA-CONF-11 (§9(e)(1)(i)-(ii)): seat 3 lets its House Money
    // win ride; right after the payout its spot shows it, and the spot's menu
    // places the table's portion on the Banker wager from the chip rack.
    function test_houseMoneyRidesFromTheSpotsMenu() {
        TestSupport.restartApp() // the shipped lessons, not an earlier test's fixture
        const table = TestSupport.startLesson("baccarat/26-house-money-ride")
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        verify(TestSupport.playUntil(table, "ride_house_money"), "seat 3's House Money wins and rides")
        const expected = TestSupport.expected(table).action
        compare(expected.seat, 3)
        const tag = findChild(screen, "rideTag_3_houseMoney")
        tryCompare(tag, "visible", true)
        compare(findChild(screen, "rideTag_8_houseMoney").visible, false) // seat 8 takes its payout
        const spot = findChild(screen, "spot_3_houseMoney")
        verify(spot.Accessible.name.indexOf("lets it ride") > 0, spot.Accessible.name)
        mouseClick(spot)
        const menu = findChild(screen, "spotMenu")
        verify(menu.opened)
        const entry = menu.entries.find(e => e.pay && e.pay.action === "ride_house_money" && e.pay.hand === "banker")
        verify(entry !== undefined)
        menu.close()
        screen.entryChosen(entry)
        const payout = findChild(screen, "payoutBuilder")
        tryCompare(payout, "opened", true)
        let owed = Math.round(parseFloat(expected.amount) * 100)
        compare(owed, 1500) // 50% of the $30 payout
        for (const chip of payout.rack.slice().reverse()) {
            for (; owed >= chip; owed -= chip)
                payout.addChip(chip)
        }
        compare(owed, 0)
        payout.pay()
        tryCompare(payout, "opened", false)
        const action = testCase.lastAction(table)
        compare(action.action, "ride_house_money")
        compare(action.hand, "banker")
        compare(action.amount, "15.00")
        verify(table.lastVerdict.correct, table.lastVerdict.message)
        tryCompare(tag, "visible", false)
        // The $25 Banker wager now carries the $15 that rode on it.
        const banker = findChild(screen, "spot_3_banker")
        tryVerify(() => banker.wager.amount === 4000, 5000, "the Banker wager: " + banker.wager.amount)
    }

    // BA-SETTLE-10 (§13(d)(2)(i)): seat 5 leaves owing vigorish: its seat shows
    // empty and its marker stays until collected; BA-DEAL-10 (§14(a)(2)): the
    // curator who delays the game is ordered to pass the shoe from the menu
    // of the curator's seat on the rail.
    function test_seatMenuOrdersTheShoePassed() {
        TestSupport.restartApp()
        const table = TestSupport.startLesson("baccarat/27-player-leaves")
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        verify(TestSupport.playUntil(table, "collect_vigorish"), "seat 5 leaves after coup 1")
        const leaver = findChild(screen, "seat_5")
        tryVerify(() => leaver.Accessible.name.indexOf("empty") > 0, 5000, leaver.Accessible.name)
        compare(findChild(screen, "vigMarker_5").visible, true)
        verify(TestSupport.playUntil(table, "order_shoe_passed"), "seat 2 delays after coup 2")
        compare(findChild(screen, "vigMarker_5").visible, false)
        compare(findChild(screen, "vigMarker_2").visible, true)
        compare(findChild(screen, "curatorLabel").text, "seat 2, curator, delays the game")
        // Only the curator's seat offers the order.
        mouseClick(findChild(screen, "seat_9"))
        const menu = findChild(screen, "spotMenu")
        verify(menu.opened)
        verify(menu.entries.find(e => e.action && e.action.action === "order_shoe_passed") === undefined)
        menu.close()
        const curator = findChild(screen, "seat_2")
        curator.forceActiveFocus()
        keyClick(Qt.Key_Return)
        verify(menu.opened)
        const entry = menu.entries.find(e => e.action && e.action.action === "order_shoe_passed")
        verify(entry !== undefined)
        menu.close()
        screen.entryChosen(entry)
        const action = testCase.lastAction(table)
        compare(action.action, "order_shoe_passed")
        compare(action.seat, 2)
        verify(table.lastVerdict.correct, table.lastVerdict.message)
        tryCompare(findChild(screen, "curatorLabel"), "text", "the shoe is to be offered")
        compare(findChild(screen, "curatorBadge_2").visible, false)
    }
}

import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Dealing a round by hand: every way of doing an action on the table sends
// that action, and C++ grades it. Lesson 09 deals boxes 1, 3 and 5.
TestCase {
    id: testCase
    name: "Round"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    readonly property string roundLesson: "blackjack/09-basic-deal-and-settlement"

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

    function openLesson(lessonId: string, mode: string): var {
        const table = TestSupport.startLesson(lessonId, mode)
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        verify(screen !== null, "TableScreen failed to load")
        waitForRendering(screen)
        screen.forceActiveFocus()
        return {"table": table, "screen": screen}
    }

    // A control of the payout builder's dialog (its body or its footer).
    function inBuilder(builder: var, objectName: string): var {
        return findChild(builder.popup, objectName) || findChild(builder.popup.contentItem, objectName)
    }

    function centreOf(item: Item): point {
        return item.mapToItem(testCase, item.width / 2, item.height / 2)
    }

    function test_clickingASpotDealsToIt() {
        const t = testCase.openLesson(testCase.roundLesson, "practice")
        verify(t.table.round.active)
        // The trainee deals this table (spot the error's says "DEALER": tst_spot.qml).
        compare(findChild(t.screen, "dealerLabel").text, "DEALER — YOU")
        const spot = findChild(t.screen, "hand_1_1")
        verify(spot !== null, "box 1's spot")
        mouseClick(spot)
        let action = testCase.lastAction(t.table)
        compare(action.action, "deal_card")
        compare(action.seat, 1)
        compare(action.hand, 1)
        compare(action.face, "up")
        compare(action.sideways, false)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        // Shift: face down (BJ-DEAL-03: every card of the deal is face up, so graded wrong).
        mouseClick(findChild(t.screen, "hand_3_1"), undefined, undefined, Qt.LeftButton, Qt.ShiftModifier)
        action = testCase.lastAction(t.table)
        compare(action.seat, 3)
        compare(action.face, "down")
        compare(t.table.lastVerdict.correct, false)
        compare(t.table.lastVerdict.citation.indexOf("Blackjack §6("), 0)
    }

    function test_cardDraggedFromTheShoeToBox3() {
        const t = testCase.openLesson(testCase.roundLesson, "practice")
        mouseClick(findChild(t.screen, "hand_1_1"))
        const shoe = findChild(t.screen, "shoeDragArea")
        verify(shoe !== null)
        const from = testCase.centreOf(shoe)
        const to = testCase.centreOf(findChild(t.screen, "hand_3_1"))
        mousePress(testCase, from.x, from.y)
        for (let step = 1; step <= 12; ++step)
            mouseMove(testCase, from.x + (to.x - from.x) * step / 12, from.y + (to.y - from.y) * step / 12)
        mouseRelease(testCase, to.x, to.y)
        const action = testCase.lastAction(t.table)
        compare(action.action, "deal_card")
        compare(action.seat, 3)
        compare(action.hand, 1)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        compare(t.table.round.boxes[1].hands[0].cards.length, 1)
    }

    // A losing wager dragged onto the chip tray is collected, all of it.
    function test_wagerDraggedToTheTrayIsCollected() {
        const t = testCase.openLesson(testCase.roundLesson, "practice")
        verify(TestSupport.playUntil(t.table, "collect"))
        const expected = TestSupport.expected(t.table).action
        compare(expected.action, "collect")
        waitForRendering(t.screen)
        const wager = findChild(t.screen, "wager_" + expected.seat)
        verify(wager !== null && wager.visible, "the losing wager")
        const from = testCase.centreOf(wager)
        const to = testCase.centreOf(findChild(t.screen, "chipTray"))
        mousePress(testCase, from.x, from.y)
        for (let step = 1; step <= 12; ++step)
            mouseMove(testCase, from.x + (to.x - from.x) * step / 12, from.y + (to.y - from.y) * step / 12)
        verify(findChild(t.screen, "carriedWager").visible, "the chips follow the hand")
        mouseRelease(testCase, to.x, to.y)
        const action = testCase.lastAction(t.table)
        compare(action.action, "collect")
        compare(action.seat, expected.seat)
        compare(action.wager, "main")
        compare(action.amount, expected.amount)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        verify(!findChild(t.screen, "carriedWager").visible)
        // The layout is drawn again from the round: the wager is gone from it.
        tryVerify(() => { const now = findChild(t.screen, "wager_" + expected.seat); return now === null || !now.visible })
    }

    // The entry of the open spot menu labelled `label`.
    function menuEntry(screen: var, label: string): var {
        tryCompare(findChild(screen, "spotMenu"), "opened", true)
        const list = findChild(screen, "actionMenuList")
        waitForRendering(list)
        // A long menu: the entry is scrolled into view first.
        for (let i = 0; i < list.model.length; ++i) {
            if (list.model[i].label === label) {
                list.positionViewAtIndex(i, ListView.Contain)
                waitForRendering(list)
                return list.itemAtIndex(i)
            }
        }
        fail("no menu entry " + label)
    }

    // §15(b), BJ-IRR-02: the card found face up in the shoe has its remedies
    // on the card itself.
    function test_faceUpCardInTheShoeHasItsMenu() {
        const t = testCase.openLesson("blackjack/21-irregularities-face-up-card-and-passed-box", "practice")
        verify(TestSupport.playUntil(t.table, "burn_card"))
        compare(TestSupport.expected(t.table).action.face, "up")
        waitForRendering(t.screen)
        const card = findChild(t.screen, "faceUpInShoe")
        verify(card.visible)
        mouseClick(card, card.width / 2, card.height / 2, Qt.RightButton)
        mouseClick(testCase.menuEntry(t.screen, "Place it in the discard rack, unused"))
        const action = testCase.lastAction(t.table)
        compare(action.action, "burn_card")
        compare(action.face, "up")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
    }

    // §15(a), (c)-(d): a card dealt where none is due is drawn in error; its
    // remedies are on the card, and C++ grades the one chosen.
    function test_cardDrawnInErrorHasItsMenu() {
        const t = testCase.openLesson(testCase.roundLesson, "practice")
        keyClick(Qt.Key_2) // box 2 has no wager
        compare(t.table.lastVerdict.correct, false)
        waitForRendering(t.screen)
        const card = findChild(t.screen, "cardInError")
        tryVerify(() => card.visible, 2000, "the card drawn in error")
        mouseClick(card)
        mouseClick(testCase.menuEntry(t.screen, "Burn it face down"))
        const action = testCase.lastAction(t.table)
        compare(action.action, "burn_card")
        compare(action.face, "down")
    }

    // §15(a), BJ-IRR-01 (lesson 72): after a card delivered to the wrong
    // box, Ben's request to be let out is his caption, and the box's menu
    // lets him out; C++ grades it.
    function test_playerAskingOutIsLetOutFromTheBoxMenu() {
        const t = testCase.openLesson("blackjack/72-let-out", "practice")
        for (const key of [Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_0, Qt.Key_1, Qt.Key_2, Qt.Key_3])
            keyClick(key)
        t.table.perform({"action": "announce_total", "seat": 1, "hand": 1, "total": "14"})
        compare(t.table.summary.errors, 0)
        keyClick(Qt.Key_3) // Ana asked for a card: delivered to Cleo's box instead
        compare(t.table.lastVerdict.correct, false)
        verify(t.table.lastEvents.some(line => line.indexOf("Seat 2 asks to be let out of the hand") === 0),
               t.table.lastEvents.join(" | "))
        verify(t.table.round.boxes[1].asksOut)
        waitForRendering(t.screen)
        const spot = findChild(t.screen, "hand_2_1")
        mouseClick(spot, spot.width / 2, spot.height / 2, Qt.RightButton)
        mouseClick(testCase.menuEntry(t.screen, "Let the player out of the hand: return the wager"))
        const action = testCase.lastAction(t.table)
        compare(action.action, "return_wager")
        compare(action.seat, 2)
        compare(action.wager, "main")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        compare(t.table.lastVerdict.citation, "Blackjack §15(a)")
        verify(t.table.round.boxes[1].hands[0].dead)
    }

    // §22(c)-(d), BJ-SETTLE-30: the streak wager is drawn on its area; once
    // round 1's wagers are settled the lammer is placed from the seat's menu
    // (seat 5's first: from the dealer's right), C++ grades it, and the
    // layout shows it on "2". §22(f): seat 5's player then leaves with the
    // streak pending: the wager stays on the layout after the pick-up and is
    // collected from its own menu.
    function test_streakLammerPlacedFromTheSeatMenu() {
        const t = testCase.openLesson("blackjack/73-streak-wager", "practice")
        const streak = findChild(t.screen, "side_5_streak")
        verify(streak !== null && streak.visible, "seat 5's streak wager on the layout")
        verify(TestSupport.playUntil(t.table, "place_lammer"))
        const expected = TestSupport.expected(t.table).action
        compare(expected.seat, 5)
        compare(expected.area, 2)
        waitForRendering(t.screen)
        const lammer = findChild(t.screen, "lammer_5")
        verify(lammer !== null && !lammer.visible, "no lammer before the first win is marked")
        const spot = findChild(t.screen, "hand_5_1")
        mouseClick(spot, spot.width / 2, spot.height / 2, Qt.RightButton)
        mouseClick(testCase.menuEntry(t.screen, "Place the streak lammer on \"2\""))
        const action = testCase.lastAction(t.table)
        compare(action.action, "place_lammer")
        compare(action.seat, 5)
        compare(action.area, 2)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        tryVerify(() => findChild(t.screen, "lammer_5").visible, 2000, "the lammer on the layout")
        compare(findChild(t.screen, "lammer_5").area, 2)

        verify(TestSupport.playUntil(t.table, "collect"))
        compare(TestSupport.expected(t.table).action.seat, 5)
        verify(t.table.lastEvents.some(line => line.indexOf("Seat 5 leaves the table") === 0),
               t.table.lastEvents.join(" | "))
        waitForRendering(t.screen)
        const left = findChild(t.screen, "side_5_streak")
        tryVerify(() => left.visible, 2000, "the abandoned streak still on the layout")
        mouseClick(left)
        mouseClick(testCase.menuEntry(t.screen, "Collect $5"))
        const collected = testCase.lastAction(t.table)
        compare(collected.action, "collect")
        compare(collected.side, "streak")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        compare(t.table.lastVerdict.citation, "Blackjack §22(f)")
        tryVerify(() => !findChild(t.screen, "lammer_5") || !findChild(t.screen, "lammer_5").visible,
                  2000, "the lammer off with the wager")
    }

    function test_keysDealAnnounceAndOpenTheMenu() {
        const t = testCase.openLesson(testCase.roundLesson, "practice")
        for (const key of [Qt.Key_1, Qt.Key_3, Qt.Key_5, Qt.Key_0, Qt.Key_1, Qt.Key_3, Qt.Key_5])
            keyClick(key)
        compare(t.table.summary.errors, 0)
        compare(t.table.round.dealer.cards.length, 1)
        // The cursor is on box 5; two steps right is box 1 (past the dealer).
        keyClick(Qt.Key_Right)
        keyClick(Qt.Key_Right)
        keyClick(Qt.Key_T)
        const entry = findChild(t.screen, "totalEntry")
        tryCompare(entry, "opened", true)
        keyClick(Qt.Key_1)
        keyClick(Qt.Key_6)
        keyClick(Qt.Key_Return)
        tryCompare(entry, "opened", false)
        const action = testCase.lastAction(t.table)
        compare(action.action, "announce_total")
        compare(action.seat, 1)
        compare(action.total, "16")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        // The spot's menu, by keyboard: its first entry deals a card.
        keyClick(Qt.Key_M)
        const menu = findChild(t.screen, "spotMenu")
        tryCompare(menu, "opened", true)
        keyClick(Qt.Key_Return)
        tryCompare(menu, "opened", false)
        compare(testCase.lastAction(t.table).action, "deal_card")
        compare(testCase.lastAction(t.table).seat, 1)
    }

    // A payout built from the chip rack sends that amount.
    function test_payoutBuiltFromChipsSendsThatAmount() {
        const t = testCase.openLesson(testCase.roundLesson, "practice")
        verify(TestSupport.playUntil(t.table, "pay"))
        const expected = TestSupport.expected(t.table).action
        compare(expected.action, "pay")
        waitForRendering(t.screen)
        const wager = findChild(t.screen, "wager_" + expected.seat)
        verify(wager !== null && wager.visible, "the wager to pay")
        mouseClick(wager)
        const menu = findChild(t.screen, "spotMenu")
        tryCompare(menu, "opened", true)
        const list = findChild(t.screen, "actionMenuList")
        waitForRendering(list)
        let payEntry = null
        for (let i = 0; i < list.count; ++i) {
            const row = list.itemAtIndex(i)
            if (row && row.objectName === "menuEntry_pay_amount")
                payEntry = row
        }
        verify(payEntry !== null, "Pay… in the wager's menu")
        mouseClick(payEntry)
        const builder = findChild(t.screen, "payoutBuilder")
        tryCompare(builder, "opened", true)
        // $10.00 from a $5 chip and five $1 chips, clicked on the rack.
        const five = testCase.inBuilder(builder, "rackChip500")
        const one = testCase.inBuilder(builder, "rackChip100")
        verify(five !== null && one !== null)
        mouseClick(five)
        for (let i = 0; i < 5; ++i)
            mouseClick(one)
        compare(builder.total, 1000)
        mouseClick(testCase.inBuilder(builder, "payButton"))
        tryCompare(builder, "opened", false)
        const action = testCase.lastAction(t.table)
        compare(action.action, "pay")
        compare(action.seat, expected.seat)
        compare(action.amount, "10.00")
        compare(action.amount, expected.amount)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        // Paid beside the wager, which stays with the player.
        compare(t.table.round.boxes[0].hands[0].outcome.paid, 1000)
        verify(findChild(t.screen, "paid_" + expected.seat).visible)
    }

    function test_examShowsNoVerdictOrHint() {
        const t = testCase.openLesson(testCase.roundLesson, "exam")
        verify(t.table.exam)
        mouseClick(findChild(t.screen, "hand_5_1")) // box 1 is first: a mistake
        compare(testCase.lastAction(t.table).seat, 5)
        compare(t.table.lastVerdict.correct, undefined)
        const toast = findChild(t.screen, "verdictToast")
        wait(100)
        compare(toast.shown, false)
        compare(findChild(t.screen, "hintButton").visible, false)
        compare(findChild(t.screen, "errorsChip").visible, false)
        verify(findChild(t.screen, "examChip").visible)
        keyClick(Qt.Key_H)
        compare(findChild(t.screen, "hintCard").shown, false)
    }

    // F2 turns the spoken calls on: the speech module loads and says the
    // calls in the dealer's words.
    function test_callsSpokenAloud() {
        const t = testCase.openLesson(testCase.roundLesson, "practice")
        compare(t.screen.speakCalls, false)
        keyClick(Qt.Key_F2)
        compare(t.screen.speakCalls, true)
        const loader = findChild(t.screen, "speakerLoader")
        tryCompare(loader, "status", Loader.Ready, 5000)
        const speaker = loader.item
        compare(speaker.wordsFor({"action": "announce_total", "total": "soft 17"}), "7 or 17")
        compare(speaker.wordsFor({"action": "announce_total", "total": "16"}), "16")
        compare(speaker.wordsFor({"action": "announce_total", "total": "blackjack"}), "Blackjack")
        compare(speaker.wordsFor({"action": "announce", "call": "dealers_card"}), "Dealer's card")
        compare(speaker.wordsFor({"action": "deal_card", "seat": 1}), "")
        keyClick(Qt.Key_F2)
        compare(t.screen.speakCalls, false)
        compare(loader.status, Loader.Null)
    }
}

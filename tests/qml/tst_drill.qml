import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The payout drill screen: a payout built from chips in the rack is graded by
// C++ and the verdict shown at once; a wrong one is named; a push is paid
// with nothing; the results name each error. Keyboard only.
TestCase {
    id: testCase
    name: "Drill"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    Component {
        id: drillComponent
        DrillScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    // The rack's keys (1 = $1, 2 = $2.50, 3 = $5, 4 = $25, 5 = $100) for an amount, largest chips first.
    function keysFor(cents: int): list<int> {
        const pressed = []
        let rest = cents
        // An odd 50 cents: one $2.50 chip, then the rest in whole dollars.
        if (rest % 100 === 50) {
            pressed.push(Qt.Key_2)
            rest -= 250
        }
        for (const chip of [[10000, Qt.Key_5], [2500, Qt.Key_4], [500, Qt.Key_3], [100, Qt.Key_1]]) {
            while (rest >= chip[0]) {
                pressed.push(chip[1])
                rest -= chip[0]
            }
        }
        verify(rest === 0, "the rack pays " + cents)
        return pressed
    }

    // The baccarat rack's keys (1 = $0.25, 2 = $1, 3 = $5, 4 = $25, 5 = $100), largest chips first.
    function baccaratKeysFor(cents: int): list<int> {
        const pressed = []
        let rest = cents
        for (const chip of [[10000, Qt.Key_5], [2500, Qt.Key_4], [500, Qt.Key_3], [100, Qt.Key_2], [25, Qt.Key_1]]) {
            while (rest >= chip[0]) {
                pressed.push(chip[1])
                rest -= chip[0]
            }
        }
        verify(rest === 0, "the baccarat rack pays " + cents)
        return pressed
    }

    function payWithKeys(screen: Item, cents: int, keys: var): void {
        keyClick(Qt.Key_Return)
        const builder = findChild(screen, "drillPayoutBuilder")
        tryVerify(() => builder.opened)
        for (const key of (keys ? keys(cents) : testCase.keysFor(cents)))
            keyClick(key)
        compare(builder.total, cents)
        keyClick(Qt.Key_Return)
        tryVerify(() => !builder.opened)
    }

    // Issue 7: the baccarat commission drill. The hands are named as
    // baccarat names them; a Banker win collected at the payout is paid
    // 1 to 1 first (Baccarat §12(b)), then its commission collected: 5% of
    // the amount won rounded up to 25 cents (§13(c)), both built by chips
    // from the baccarat rack.
    function test_bankerCommissionPaidAndCollectedByChips() {
        const drill = TestSupport.app.startDrill("baccarat/23-commission-drill", "practice")
        verify(drill !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(drillComponent, testCase, {drill: drill})
        verify(screen !== null, "DrillScreen failed to load")
        screen.forceActiveFocus()
        waitForRendering(screen)
        compare(drill.denominations[0], 25)
        // On to the first Banker win collected at the payout (U pays nothing, Enter goes on).
        for (let guard = 0; drill.situation !== "banker-commission-collected" && guard < 20; ++guard) {
            while (!drill.answered)
                keyClick(Qt.Key_U)
            keyClick(Qt.Key_Return)
        }
        compare(drill.situation, "banker-commission-collected")
        const banker = findChild(screen, "drillDealerHandLabel").text
        compare(banker.indexOf("BANKER'S HAND"), 0)
        verify(banker.indexOf("WINS") > 0, banker)
        compare(findChild(screen, "drillPlayerHandLabel").text.indexOf("PLAYER'S HAND"), 0)
        compare(drill.wagerCount, 2)
        compare(drill.wagerAction, "pay")
        const wager = drill.wagerCents
        payWithKeys(screen, wager, testCase.baccaratKeysFor)
        verify(!drill.answered)
        compare(drill.wagerAction, "collect")
        compare(findChild(screen, "drillPay").text, "Collect…")
        // Out of order is refused: the payout is done, the commission is next.
        drill.selectWager(0)
        compare(drill.wagerIndex, 1)
        payWithKeys(screen, Math.ceil(wager * 5 / 100 / 25) * 25, testCase.baccaratKeysFor)
        verify(drill.answered)
        compare(findChild(screen, "drillVerdictHeadline").text.indexOf("Correct"), 0)
        const answers = drill.questionAnswers
        compare(answers.length, 2)
        compare(answers[1].citation, "Baccarat §13(d)(1)")
        compare(answers[1].requirement, "BA-SETTLE-09")
    }

    // The commission not taken is named.
    function test_commissionNotCollectedIsNamed() {
        const drill = TestSupport.app.startDrill("baccarat/23-commission-drill", "practice")
        verify(drill !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(drillComponent, testCase, {drill: drill})
        screen.forceActiveFocus()
        waitForRendering(screen)
        for (let guard = 0; drill.situation !== "banker-commission-collected" && guard < 20; ++guard) {
            while (!drill.answered)
                keyClick(Qt.Key_U)
            keyClick(Qt.Key_Return)
        }
        payWithKeys(screen, drill.wagerCents, testCase.baccaratKeysFor)
        keyClick(Qt.Key_U) // no commission
        verify(drill.answered)
        compare(findChild(screen, "drillVerdictHeadline").text,
                "Wrong: Commission to collect: paid the Banker 1 to 1 without the commission")
    }

    function test_chipsPaidAreGradedAndWrongOnesNamed() {
        const drill = TestSupport.app.startDrill("blackjack/drills/26-drill-naturals-3-to-2-one-chip", "practice")
        verify(drill !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(drillComponent, testCase, {drill: drill})
        verify(screen !== null, "DrillScreen failed to load")
        screen.forceActiveFocus()
        waitForRendering(screen)
        compare(findChild(screen, "drillProgress").text.indexOf("Payout 1 of 20"), 0)

        // §3(e): 3 to 2 on the chip, built in the rack.
        payWithKeys(screen, drill.wagerCents * 3 / 2)
        verify(drill.answered)
        compare(findChild(screen, "drillVerdictHeadline").text.indexOf("Correct"), 0)
        verify(findChild(screen, "drillVerdict").correct)
        compare(findChild(screen, "drillCitation").citation, "Blackjack §3(e)")

        keyClick(Qt.Key_Return)
        compare(drill.index, 1)
        // Even money on a blackjack: wrong, and named.
        payWithKeys(screen, drill.wagerCents)
        compare(findChild(screen, "drillVerdictHeadline").text, "Wrong: paid even money on a blackjack")
        verify(!findChild(screen, "drillVerdict").correct)

        // The rest exact, by typed amounts.
        keyClick(Qt.Key_Return)
        while (!drill.finished) {
            drill.answer(drill.wagerCents * 3 / 2)
            keyClick(Qt.Key_Return)
        }
        const results = findChild(screen, "drillResults")
        tryVerify(() => results.visible)
        compare(findChild(screen, "drillAnswers").count, 20)
        verify(findChild(screen, "drillResultHeadline").text.length > 0)
    }

    // Difficulty 6: the box's wagers stand side by side, the one marked is
    // paid next (Tab marks another), each graded on its own; a wrong one is
    // named with its wager. Amounts from the text: §10(a)/§11 split hands 1 to
    // 1 (a hand of 17 against 17 pushes, §3(b)); §9(c) insurance 2 to 1 and the
    // blackjack against the dealer's blackjack a standoff (§7(b)).
    function test_severalWagersPaidWagerByWager() {
        const drill = TestSupport.app.startDrill("blackjack/drills/61-drill-full-box-several-wagers", "practice")
        verify(drill !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(drillComponent, testCase, {drill: drill})
        screen.forceActiveFocus()
        waitForRendering(screen)
        verify(findChild(screen, "drillBox").visible)
        let paidABox = false
        let namedAWrongOne = false
        let guard = 0
        while (!(paidABox && namedAWrongOne) && guard++ < 12) {
            compare(drill.wagerCount, 2)
            const known = ["winning-double", "split-21", "insurance"].indexOf(drill.situation) >= 0
            if (!known) {
                // A side wager and the main wager paid with nothing: named wrong.
                compare(findChild(screen, "drillBoxWagerState0").text, "Pay now")
                keyClick(Qt.Key_U)
                verify(!drill.answered)
                compare(findChild(screen, "drillBoxWagerState0").text, "Paid $0")
                keyClick(Qt.Key_U)
                verify(drill.answered)
                verify(!findChild(screen, "drillVerdict").correct)
                const headline = findChild(screen, "drillVerdictHeadline").text
                verify(headline.indexOf("Wrong: ") === 0, headline)
                verify(headline.indexOf(drill.questionAnswers.find(answer => !answer.correct).wagerLabel) > 0, headline)
                namedAWrongOne = true
                keyClick(Qt.Key_Return)
                continue
            }
            const wagers = drill.wagers
            const correct = wagers.map(wager => {
                if (drill.situation === "insurance")
                    return wager.label === "Insurance" ? wager.cents * 2 : 0
                return wager.caption.indexOf("17 against 17") >= 0 ? 0 : wager.cents
            })
            // Tab marks the second wager; it is paid first.
            keyClick(Qt.Key_Tab)
            compare(drill.wagerIndex, 1)
            compare(findChild(screen, "drillBoxWagerState1").text, "Pay now")
            if (correct[1] === 0)
                keyClick(Qt.Key_U)
            else
                payWithKeys(screen, correct[1])
            verify(!drill.answered)
            compare(drill.wagerIndex, 0)
            if (correct[0] === 0)
                keyClick(Qt.Key_U)
            else
                payWithKeys(screen, correct[0])
            verify(drill.answered)
            verify(findChild(screen, "drillVerdict").correct)
            compare(findChild(screen, "drillVerdictHeadline").text.indexOf("Correct: all 2 wagers"), 0)
            compare(findChild(screen, "drillBoxWagerState0").text.indexOf("Exact: "), 0)
            paidABox = true
            keyClick(Qt.Key_Return)
        }
        verify(paidABox)
        verify(namedAWrongOne)
    }

    function test_aPushIsPaidWithNothing() {
        const drill = TestSupport.app.startDrill("blackjack/drills/30-drill-mixed-pays-stacked-wagers", "practice")
        verify(drill !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(drillComponent, testCase, {drill: drill})
        screen.forceActiveFocus()
        waitForRendering(screen)
        let guard = 0
        while (drill.situation !== "push" && guard++ < 40) {
            drill.answer(0)
            drill.next()
        }
        compare(drill.situation, "push")
        keyClick(Qt.Key_U)
        verify(drill.answered)
        verify(findChild(screen, "drillVerdict").correct)
    }

    // A drill opens from the lesson list like any lesson, on its own page;
    // Esc leaves it (abandoned) and the list comes back.
    function test_openedFromTheLessonList() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        tryCompare(window, "visible", true)
        window.openLessons()
        window.startLesson("blackjack/drills/27-drill-naturals-3-to-2-and-6-to-5", "practice")
        verify(TestSupport.app.drill !== null, TestSupport.app.lastError)
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, "drillScreen")
            return page !== null && page.StackView.status === StackView.Active
        }, 3000, "the drill page")
        compare(page.drill, TestSupport.app.drill)
        keyClick(Qt.Key_Escape)
        compare(TestSupport.app.drill, null)
        tryVerify(() => {
            const list = findChild(window.contentItem, "lessonListScreen")
            return list !== null && list.StackView.status === StackView.Active
        }, 3000, "the lesson list")
    }
}

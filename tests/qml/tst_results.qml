import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The results screen shows what C++ summarised, and every graded action.
TestCase {
    id: testCase
    name: "Results"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    Component {
        id: resultsComponent
        ResultsScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    function test_resultsOfACompletedLesson() {
        const lessonId = "blackjack/06-new-dealer-burn"
        const table = TestSupport.startLesson(lessonId)
        verify(table !== null, TestSupport.app.lastError)
        // One mistake first, then the reference performance.
        const wrong = table.perform({"action": "wash_cards"})
        compare(wrong.correct, false)
        for (const action of TestSupport.autoplay(lessonId))
            table.perform(action)
        verify(table.complete)

        const screen = createTemporaryObject(resultsComponent, testCase, {table: table})
        verify(screen !== null, "ResultsScreen failed to load")
        waitForRendering(screen)
        compare(findChild(screen, "resultHeadline").text, table.summary.passed ? "Passed" : "Not passed yet")
        compare(findChild(screen, "errorsStat").value, "1")
        compare(findChild(screen, "payoutStat").value, String(table.summary.payoutErrors))
        const view = findChild(screen, "timelineView")
        compare(view.count, table.timeline.count)
        // The first action's row carries its number and the mistake's message.
        let firstAction = -1
        for (let row = 0; row < table.timeline.count && firstAction < 0; ++row) {
            if (table.timeline.get(row).kind === "action")
                firstAction = row
        }
        verify(firstAction >= 0)
        view.positionViewAtIndex(firstAction, ListView.Beginning)
        const item = view.itemAtIndex(firstAction)
        verify(item !== null)
        compare(item.actionNumber, 1)
        compare(item.correct, false)
        compare(item.message, wrong.message)
        // Hints for next time only when it did not pass.
        compare(findChild(screen, "hintsForNextTime").visible, !table.summary.passed)
    }

    // Issue 6: a lesson with a speed target shows the pace against it.
    function test_speedAgainstTheTarget() {
        const lessonId = "blackjack/54-full-table-at-speed"
        const table = TestSupport.startLesson(lessonId)
        verify(table !== null, TestSupport.app.lastError)
        for (const action of TestSupport.autoplay(lessonId))
            table.perform(action)
        verify(table.complete)
        const screen = createTemporaryObject(resultsComponent, testCase, {table: table})
        waitForRendering(screen)
        const speed = findChild(screen, "speedStat")
        verify(speed.visible)
        compare(table.summary.hands, 7)
        compare(speed.value, String(Math.round(table.summary.handsPerHour)))
        compare(speed.label, "Hands an hour, target 180")
        compare(speed.tone, Theme.correct)
    }

    function test_noSpeedWithoutATarget() {
        const lessonId = "blackjack/06-new-dealer-burn"
        const table = TestSupport.startLesson(lessonId)
        verify(table !== null, TestSupport.app.lastError)
        for (const action of TestSupport.autoplay(lessonId))
            table.perform(action)
        const screen = createTemporaryObject(resultsComponent, testCase, {table: table})
        waitForRendering(screen)
        verify(!findChild(screen, "speedStat").visible)
    }

    function test_noHintsAfterAPass() {
        const lessonId = "blackjack/06-new-dealer-burn"
        const table = TestSupport.startLesson(lessonId)
        verify(table !== null, TestSupport.app.lastError)
        for (const action of TestSupport.autoplay(lessonId))
            table.perform(action)
        verify(table.summary.passed)
        const screen = createTemporaryObject(resultsComponent, testCase, {table: table})
        waitForRendering(screen)
        compare(findChild(screen, "resultHeadline").text, "Passed")
        verify(!findChild(screen, "hintsForNextTime").visible)
        compare(findChild(screen, "resultHint0"), null)
    }

    function test_hintsForNextTimeWhenNotPassed() {
        const lessonId = "blackjack/01-opening-new-table"
        const table = TestSupport.startLesson(lessonId)
        verify(table !== null, TestSupport.app.lastError)
        verify(table.hints.length > 0, "the lesson has hints")
        table.perform({"action": "wash_cards"})
        table.abandon()
        verify(!table.summary.passed)

        const screen = createTemporaryObject(resultsComponent, testCase, {table: table})
        verify(screen !== null, "ResultsScreen failed to load")
        waitForRendering(screen)
        compare(findChild(screen, "resultHeadline").text, "Not passed yet")
        verify(findChild(screen, "hintsForNextTime").visible)
        for (let i = 0; i < table.hints.length; ++i) {
            const hint = findChild(screen, "resultHint" + i)
            verify(hint !== null, "hint " + i)
            verify(hint.text.indexOf(table.hints[i]) >= 0, hint.text)
        }
    }
}

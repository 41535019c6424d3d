import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// A lesson of several rounds (lesson 62, "rounds": 10): the header shows the
// round in play, and once a round is picked up the table goes on to the next
// round without leaving the table or showing the results.
TestCase {
    id: testCase
    name: "Shift"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    readonly property string shiftLesson: "blackjack/62-full-speed-shift"

    Component {
        id: tableScreenComponent
        TableScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    SignalSpy {
        id: finishedSpy
        signalName: "finished"
    }

    function openLesson(lessonId: string): var {
        const table = TestSupport.startLesson(lessonId, "practice")
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        verify(screen !== null, "TableScreen failed to load")
        finishedSpy.clear()
        finishedSpy.target = screen
        waitForRendering(screen)
        return {"table": table, "screen": screen}
    }

    // The referee's first expected action, performed until `round` is in play.
    function playToRound(table: TableController, round: int): void {
        for (let guard = 0; guard < 2000 && table.roundNumber < round; ++guard) {
            const next = TestSupport.expected(table)
            verify(next.action !== undefined, "an action is expected")
            const verdict = table.perform(next.action)
            verify(verdict.correct, verdict.message)
        }
        compare(table.roundNumber, round)
    }

    function test_headerShowsTheRound() {
        const t = testCase.openLesson(testCase.shiftLesson)
        compare(t.table.rounds, 10)
        compare(t.table.roundNumber, 1)
        const chip = findChild(t.screen, "roundChip")
        verify(chip !== null)
        verify(chip.visible)
        compare(chip.label, "Round")
        compare(chip.value, "1 of 10")
        compare(chip.Accessible.name, "Round: 1 of 10")
    }

    function test_tableGoesOnToRound2() {
        const t = testCase.openLesson(testCase.shiftLesson)
        testCase.playToRound(t.table, 2)
        // Still at the table: not complete, no results, the new round on the layout.
        verify(!t.table.complete)
        verify(!t.screen.complete)
        compare(finishedSpy.count, 0)
        verify(t.table.round.active)
        compare(t.table.stage, "ready_to_deal")
        compare(findChild(t.screen, "roundChip").value, "2 of 10")
        // The first card of round 2 goes to box 1, as in every round (§6(e)).
        const next = TestSupport.expected(t.table)
        compare(next.action.action, "deal_card")
        compare(next.action.seat, 1)
        // The results so far count the first round's seven hands.
        compare(t.table.summary.hands, 7)
    }

    function test_oneRoundLessonShowsNoRound() {
        const t = testCase.openLesson("blackjack/54-full-table-at-speed")
        compare(t.table.rounds, 1)
        verify(!findChild(t.screen, "roundChip").visible)
    }
}

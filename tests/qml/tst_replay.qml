import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// An attempt replayed on the table from its results: the table after each
// step, the step's grade, and the keys that move through it.
TestCase {
    id: testCase
    name: "Replay"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    readonly property string lessonId: "blackjack/09-basic-deal-and-settlement"

    Component {
        id: mainComponent
        Main {}
    }

    function currentPage(window: var, objectName: string): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, objectName)
            return page !== null && page.StackView.status === StackView.Active
        }, 3000, "page " + objectName)
        return page
    }

    function test_resultsReplayTheAttempt() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null)
        window.openLessons()
        window.startLesson(testCase.lessonId, "practice")
        const table = TestSupport.app.table
        verify(table !== null, TestSupport.app.lastError)
        // One mistake first (box 7 has no wager, §6(e)), then the lesson played through.
        table.perform({"action": "deal_card", "seat": 7, "hand": 1, "face": "up", "sideways": false})
        verify(!table.lastVerdict.correct)
        let guard = 0
        while (!table.complete && guard++ < 400)
            table.perform(TestSupport.expected(table).action)
        verify(table.complete)
        const results = testCase.currentPage(window, "resultsScreen")
        mouseClick(findChild(results, "replayButton"))

        const replayScreen = testCase.currentPage(window, "replayScreen")
        const replay = TestSupport.app.replay
        verify(replay !== null)
        compare(replay.length, table.summary.actions)
        compare(replay.step, 0)
        compare(findChild(replayScreen, "replayPosition").text, "Step 0 of " + replay.length)

        // → : the mistake, with its grade and section.
        keyClick(Qt.Key_Right)
        compare(replay.step, 1)
        compare(replay.current.correct, false)
        verify(findChild(replayScreen, "replayGrade").text.indexOf("Wrong") === 0)
        verify(findChild(replayScreen, "replayCitation").visible)
        compare(findChild(replayScreen, "replayTable").table, replay.table)

        keyClick(Qt.Key_End)
        compare(replay.step, replay.length)
        verify(replay.table.complete)
        compare(findChild(replayScreen, "replayTable").table, replay.table)
        keyClick(Qt.Key_Left)
        compare(replay.step, replay.length - 1)
        compare(findChild(replayScreen, "replayTable").table, replay.table)
        mouseClick(findChild(replayScreen, "replayFirst"))
        compare(replay.step, 0)

        keyClick(Qt.Key_Escape)
        testCase.currentPage(window, "resultsScreen")
        tryCompare(TestSupport.app, "replay", null)
    }
}

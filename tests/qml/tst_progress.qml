import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The progress screen (issue 6): reached from the lesson list, it lists the
// trainee's attempts newest first, charts one point per graded attempt,
// replays an attempt, and exports and imports the progress file.
TestCase {
    id: testCase
    name: "Progress"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    readonly property string lessonId: "blackjack/01-opening-new-table"

    Component {
        id: mainComponent
        Main {}
    }

    function currentPage(window: var, objectName: string): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, objectName)
            return page !== null && page.StackView.status === StackView.Active
        }, 10000, "page " + objectName)
        return page
    }

    // Plays the lesson to its end, `mistakes` refused actions first.
    function playLesson(window: var, mistakes: int): void {
        window.startLesson(testCase.lessonId, "practice")
        const table = TestSupport.app.table
        verify(table !== null, TestSupport.app.lastError)
        for (let i = 0; i < mistakes; ++i)
            table.perform({"action": "pick_up", "seat": 0})
        let guard = 0
        while (!table.complete && guard++ < 400)
            table.perform(TestSupport.expected(table).action)
        verify(table.complete)
        window.backToLessons()
    }

    function test_1_emptyState() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null)
        window.openLessons()
        const list = testCase.currentPage(window, "lessonListScreen")
        mouseClick(findChild(list, "progressButton"))
        const page = testCase.currentPage(window, "progressScreen")
        verify(findChild(page, "progressEmptyState").visible)
        compare(findChild(page, "attemptList").count, 0)
        compare(findChild(page, "accuracyChart").count, 0)
        compare(findChild(page, "attemptsStat").value, "0")
        verify(!findChild(page, "exportButton").enabled)
        verify(findChild(page, "importButton").enabled)
        // Mastery per skill: every skill listed, none practised yet, and no
        // mistakes to practise.
        const skills = findChild(page, "skillsSection")
        verify(skills !== null)
        compare(findChild(skills, "skillList").count, TestSupport.app.mastery.count)
        verify(findChild(skills, "skillList").count > 0)
        verify(!findChild(skills, "practiseMistakesButton").enabled)
        keyClick(Qt.Key_Escape)
        testCase.currentPage(window, "lessonListScreen")
    }

    function test_2_attemptsChartsAndReplay() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null)
        window.openLessons()
        testCase.playLesson(window, 1)
        testCase.playLesson(window, 0)
        // A third attempt left after one action: abandoned, still charted.
        window.startLesson(testCase.lessonId, "practice")
        TestSupport.app.table.perform(TestSupport.expected(TestSupport.app.table).action)
        window.backToLessons()

        window.openProgress()
        const page = testCase.currentPage(window, "progressScreen")
        const list = findChild(page, "attemptList")
        compare(list.count, 3)
        verify(!findChild(page, "progressEmptyState").visible)
        // One point per attempt on each chart.
        compare(findChild(page, "accuracyChart").count, 3)
        compare(findChild(page, "speedChart").count, 3)
        compare(findChild(page, "attemptsStat").value, "3")
        compare(findChild(page, "passedLessonsStat").value.indexOf("1 of "), 0)

        tryVerify(() => list.itemAtIndex(2) !== null, 3000, "the rows are made")
        // Newest first: the abandoned one, then the clean pass, then the one with a mistake.
        compare(list.itemAtIndex(0).status, "abandoned")
        compare(list.itemAtIndex(1).errors, 0)
        compare(list.itemAtIndex(1).passed, true)
        compare(list.itemAtIndex(2).errors, 1)

        // The mouse: the Replay button of the newest.
        const button = findChild(list.itemAtIndex(0), "replayAttempt0")
        mouseClick(button)
        testCase.currentPage(window, "replayScreen")
        compare(TestSupport.app.replay.attempt.id, list.itemAtIndex(0).attemptId)
        keyClick(Qt.Key_Escape)
        testCase.currentPage(window, "progressScreen")
        tryCompare(TestSupport.app, "replay", null)

        // The keyboard: ↓ twice to the oldest, Enter replays it.
        tryVerify(() => list.itemAtIndex(2) !== null, 3000, "the rows are made again")
        list.forceActiveFocus()
        list.currentIndex = 0
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Down)
        compare(list.currentIndex, 2)
        const oldest = list.itemAtIndex(2).attemptId
        keyClick(Qt.Key_Return)
        testCase.currentPage(window, "replayScreen")
        compare(TestSupport.app.replay.attempt.id, oldest)
        keyClick(Qt.Key_Escape)
        testCase.currentPage(window, "progressScreen")
        tryCompare(TestSupport.app, "replay", null)
    }


    function test_3_exportThenImportAddsNothing() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null)
        window.openLessons()
        window.openProgress()
        const page = testCase.currentPage(window, "progressScreen")
        const path = TestSupport.databasePath + ".progress.json"
        verify(page.exportTo("file://" + path), TestSupport.app.lastError)
        const message = findChild(page, "transferMessage")
        verify(message.visible)
        compare(page.transferFailed, false)
        verify(page.importFrom(path))
        compare(page.transferMessage, "0 attempts imported, 3 already present, into QML Tester's progress.")
        compare(findChild(page, "attemptList").count, 3)

        // A file that is not a progress file: the message says where and what.
        verify(!page.importFrom(TestSupport.databasePath))
        verify(page.transferFailed)
        verify(page.transferMessage.indexOf(TestSupport.databasePath + ": $: is not JSON") === 0,
               page.transferMessage)
        compare(findChild(page, "attemptList").count, 3)
    }

    function test_4_theFileDialogsOpen() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null)
        window.openLessons()
        window.openProgress()
        const page = testCase.currentPage(window, "progressScreen")
        const dialog = findChild(page, "importDialog")
        verify(dialog !== null)
        mouseClick(findChild(page, "importButton"))
        tryCompare(dialog, "visible", true)
        dialog.reject()
        tryCompare(dialog, "visible", false)
    }
}

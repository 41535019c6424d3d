import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The lesson list's course progress ("N of M passed"), counted by
// LessonListModel.passedCount, and a passed row's tick, made only for a
// passed lesson (docs/performance.md, "What was done").
TestCase {
    id: testCase
    name: "LessonList"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    readonly property string lessonId: "blackjack/01-opening-new-table"

    Component {
        id: mainComponent
        Main {}
    }

    function lessonList(window: var): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, "lessonListScreen")
            return page !== null && page.StackView.status === StackView.Active
        }, 10000, "the lesson list")
        return page
    }

    function test_courseProgressCountsAPass() {
        const window = createTemporaryObject(mainComponent, testCase,
                                             {app: TestSupport.app, lessonListFirst: true})
        verify(window !== null)
        let page = testCase.lessonList(window)
        const total = TestSupport.lessonIds.length
        const progress = findChild(page, "courseProgressText")
        compare(progress.text, "0 of " + total + " passed")
        const list = findChild(page, "lessonList")
        const row = list.itemAtIndex(0)
        verify(row !== null)
        verify(!row.passed)
        compare(findChild(row, "passedTick"), null, "no tick before a pass")

        // Lesson 1 played as its reference performance: a pass.
        window.startLesson(testCase.lessonId, "practice")
        const table = TestSupport.app.table
        verify(table !== null, TestSupport.app.lastError)
        let guard = 0
        while (!table.complete && guard++ < 400)
            table.perform(TestSupport.expected(table).action)
        verify(table.summary.passed)
        window.backToLessons()
        page = testCase.lessonList(window)

        compare(TestSupport.app.lessons.passedCount, 1)
        compare(findChild(page, "courseProgressText").text, "1 of " + total + " passed")
        const passedRow = findChild(page, "lessonList").itemAtIndex(0)
        verify(passedRow.passed)
        const tick = findChild(passedRow, "passedTick")
        verify(tick !== null, "the tick of a passed lesson")
        verify(tick.visible)
        verify(tick.correct)
    }
}

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

    // Each course numbers its own lessons, and its button in the course bar
    // (or Ctrl+N) jumps to its first lesson, passed counts beside it.
    function test_courseBarJumpsToACourse() {
        const window = createTemporaryObject(mainComponent, testCase,
                                             {app: TestSupport.app, lessonListFirst: true})
        verify(window !== null)
        const page = testCase.lessonList(window)
        const courses = TestSupport.app.lessons.courses
        verify(courses.length > 1, "the shipped lessons have several courses")
        const bar = findChild(page, "courseBar")
        verify(bar.visible)
        const list = findChild(page, "lessonList")
        const second = courses[1]
        const button = findChild(bar, "courseButton1")
        verify(button !== null)
        verify(button.text.indexOf(second.title) === 0, button.text)
        verify(button.text.indexOf("/" + second.count) > 0, button.text)
        verify(button.variant !== "primary", "the first course holds the selection")
        mouseClick(button)
        compare(list.currentIndex, second.firstRow)
        tryVerify(() => list.activeFocus, 2000, "the list keeps the keyboard")
        compare(button.variant, "primary")
        const row = list.currentItem
        compare(row.course, second.title)
        compare(row.order, 1)
        verify(String(row.Accessible.name).indexOf(second.title + " lesson 1:") === 0, row.Accessible.name)

        // The last course's first lesson, near the end of the list, is
        // brought into view although the rows before it were never made.
        const last = courses.length - 1
        mouseClick(findChild(bar, "courseButton" + last))
        compare(list.currentIndex, courses[last].firstRow)
        tryVerify(() => list.currentItem !== null && list.currentItem.y >= list.contentY
                        && list.currentItem.y + Theme.px(40) < list.contentY + list.height,
                  2000, "the last course's first lesson in view")

        keyClick(Qt.Key_1, Qt.ControlModifier)
        compare(list.currentIndex, courses[0].firstRow)
        compare(list.currentItem.order, 1)
    }
}

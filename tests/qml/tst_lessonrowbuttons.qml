import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// A light lesson list (docs/performance.md): a row's Start and Take as exam
// buttons are made only for the current row, the row under the mouse, or
// while one of them has the keyboard focus; other rows draw their faces.
TestCase {
    id: testCase
    name: "LessonRowButtons"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    function openList(): var {
        const window = createTemporaryObject(mainComponent, testCase,
                                             {app: TestSupport.app, lessonListFirst: true})
        verify(window !== null, "Main.qml failed to load")
        const list = findChild(window.contentItem, "lessonList")
        verify(list !== null)
        tryVerify(() => list.cacheBuffer > 0 && list.itemAtIndex(2) !== null, 5000, "three rows made")
        list.forceActiveFocus()
        return {window: window, list: list}
    }

    // No lesson left open for the next test (a new list selects the lesson in play).
    function cleanup() {
        TestSupport.app.closeLesson()
    }

    // The buttons (anything checkable and clickable: Qt Quick Controls'
    // AbstractButton) under `item`, whatever their names.
    function buttonsIn(item: var): int {
        let count = ("checkable" in item && "clicked" in item) ? 1 : 0
        for (let i = 0; i < item.children.length; ++i)
            count += testCase.buttonsIn(item.children[i])
        return count
    }

    // The rows the list has made, by index.
    function madeRows(list: var): var {
        const rows = []
        for (let i = 0; i < list.count; ++i) {
            const row = list.itemAtIndex(i)
            if (row !== null)
                rows.push({index: i, row: row})
        }
        return rows
    }

    function test_onlyTheCurrentRowHasButtons() {
        const t = testCase.openList()
        const rows = testCase.madeRows(t.list)
        verify(rows.length >= 3, "rows made: " + rows.length)
        compare(t.list.currentIndex, 0)
        for (const made of rows) {
            const expected = made.index === 0 ? 2 : 0
            compare(testCase.buttonsIn(made.row), expected, "buttons in row " + made.index)
        }
        // The whole list: the current row's Start and Take as exam, no more.
        compare(testCase.buttonsIn(t.list.contentItem), 2)
        const start = findChild(t.list.itemAtIndex(0), "startLessonButton")
        verify(start !== null)
        compare(start.variant, "primary")
        verify(findChild(t.list.itemAtIndex(0), "examLessonButton") !== null)
        compare(findChild(t.list.itemAtIndex(1), "startLessonButton"), null)
    }

    function test_theButtonsFollowTheKeyboard() {
        const t = testCase.openList()
        keyClick(Qt.Key_Down)
        compare(t.list.currentIndex, 1)
        compare(testCase.buttonsIn(t.list.itemAtIndex(0)), 0, "row 1 is no longer current")
        compare(testCase.buttonsIn(t.list.itemAtIndex(1)), 2, "row 2 is current")
        compare(testCase.buttonsIn(t.list.contentItem), 2)
        const start = findChild(t.list.itemAtIndex(1), "startLessonButton")
        // It names its row's lesson.
        const title = t.list.itemAtIndex(1).title
        verify(start.Accessible.name.endsWith(": " + title), start.Accessible.name)
    }

    function test_theCurrentRowsButtonsAreReachedWithTab() {
        const t = testCase.openList()
        const row = t.list.itemAtIndex(0)
        const start = findChild(row, "startLessonButton")
        // Tab from the list reaches the current row's Start...
        keyClick(Qt.Key_Tab)
        tryVerify(() => start.activeFocus, 2000, "Tab reaches Start")
        verify(row.actionsEngaged)
        // ...then Take as exam, and Return presses it: the lesson as an exam.
        keyClick(Qt.Key_Tab)
        const exam = findChild(row, "examLessonButton")
        tryVerify(() => exam.activeFocus, 2000, "Tab reaches Take as exam")
        keyClick(Qt.Key_Return)
        tryVerify(() => TestSupport.app.table !== null && TestSupport.app.table.lessonId === row.lessonId,
                  5000, "the current row's lesson started")
        compare(TestSupport.app.table.mode, "exam")
        t.window.backToLessons()
    }

    function test_anotherRowChosenTakesTheFocusAndTheButtons() {
        const t = testCase.openList()
        const row = t.list.itemAtIndex(0)
        keyClick(Qt.Key_Tab)
        tryVerify(() => findChild(row, "startLessonButton").activeFocus, 2000, "Tab reaches Start")
        // A press on another row makes it current (LessonRow.selected); the
        // list gives that row the focus, and the buttons go with it.
        t.list.currentIndex = 1
        verify(t.list.activeFocus, "the keyboard stays in the list")
        tryVerify(() => testCase.buttonsIn(row) === 0, 2000, "row 1's buttons go")
        compare(testCase.buttonsIn(t.list.itemAtIndex(1)), 2)
        compare(testCase.buttonsIn(t.list.contentItem), 2)
    }

    function test_theRowUnderTheMouseHasButtons() {
        const t = testCase.openList()
        const row = t.list.itemAtIndex(1)
        verify(row.y + row.height / 2 < t.list.height, "row 2 is in view")
        compare(testCase.buttonsIn(row), 0)
        // Over row 2's Start face: the real button is made there, and a
        // click on it starts that lesson.
        const faceX = row.width - Theme.px(18) - Theme.px(85)
        const faceY = row.height / 2 - Theme.px(18)
        mouseMove(row, faceX, faceY)
        tryVerify(() => testCase.buttonsIn(row) === 2, 2000, "the hovered row's buttons")
        const start = findChild(row, "startLessonButton")
        compare(start.variant, "secondary")
        // Moving over the button keeps it (its hover may hide the row's).
        mouseMove(start, start.width / 2, start.height / 2)
        wait(50)
        compare(findChild(row, "startLessonButton"), start)
        // Away from the row: the faces again.
        mouseMove(t.window.contentItem, 2, 2)
        tryVerify(() => testCase.buttonsIn(row) === 0, 2000, "the buttons go with the mouse")
        // A click on a face is a click on the button made under the mouse.
        const startedId = row.lessonId
        mouseMove(row, faceX, faceY)
        tryVerify(() => findChild(row, "startLessonButton") !== null, 2000)
        mouseClick(row, faceX, faceY)
        tryVerify(() => TestSupport.app.table !== null && TestSupport.app.table.lessonId === startedId,
                  5000, "the hovered row's lesson started")
        t.window.backToLessons()
    }

    // A touch screen has no hover: a tap on a face is the button's all the same.
    function test_aTapOnTheExamFaceStartsAnExam() {
        const t = testCase.openList()
        const row = t.list.itemAtIndex(1)
        compare(testCase.buttonsIn(row), 0)
        const x = row.width - Theme.px(18) - Theme.px(85)
        const y = row.height / 2 + Theme.px(38) - Theme.px(15)
        const tap = touchEvent(row)
        tap.press(0, row, x, y).commit()
        tap.release(0, row, x, y).commit()
        tryVerify(() => TestSupport.app.table !== null && TestSupport.app.table.lessonId === row.lessonId,
                  5000, "the tapped row's lesson started")
        compare(TestSupport.app.table.mode, "exam")
        t.window.backToLessons()
    }
}

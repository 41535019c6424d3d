import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Leaving the table (or its results) closes the lesson: app.table becomes
// null and its TableController is deleted; no page keeps it.
TestCase {
    id: testCase
    name: "Navigation"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    readonly property string lessonId: "blackjack/06-new-dealer-burn"
    // Object properties are guarded: null once the object is deleted.
    property TableController held: null

    Component {
        id: mainComponent
        Main {}
    }

    function openTable(): var {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        tryCompare(window, "visible", true)
        window.openLessons()
        window.startLesson(testCase.lessonId, "practice")
        verify(TestSupport.app.table !== null, TestSupport.app.lastError)
        testCase.held = TestSupport.app.table
        const screen = testCase.currentPage(window, "tableScreen")
        compare(screen.table, TestSupport.app.table)
        return {"window": window, "screen": screen}
    }

    // The page on top of the window's StackView, once it is `objectName`.
    function currentPage(window: var, objectName: string): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, objectName)
            return page !== null && page.StackView.status === StackView.Active
        }, 3000, "page " + objectName)
        return page
    }

    function test_leavingTheTableClosesTheLesson() {
        const t = testCase.openTable()
        const table = testCase.held
        table.perform({"action": "wash_cards"})
        mouseClick(findChild(t.screen, "leaveButton"))
        const dialog = findChild(t.screen, "leaveDialog")
        tryCompare(dialog, "opened", true)
        mouseClick(findChild(dialog, "confirmLeaveButton"))
        compare(TestSupport.app.table, null)
        // Deleted once control returns to the event loop.
        tryCompare(testCase, "held", null)
        testCase.currentPage(t.window, "lessonListScreen")
        // The attempt counts, as not completed.
        const row = TestSupport.app.lessons.indexOf(testCase.lessonId)
        verify(row >= 0)
    }

    function test_leavingTheResultsClosesTheLesson() {
        const t = testCase.openTable()
        for (const action of TestSupport.autoplay(testCase.lessonId))
            testCase.held.perform(action)
        verify(testCase.held.complete)
        const results = testCase.currentPage(t.window, "resultsScreen")
        compare(results.table, testCase.held)
        mouseClick(findChild(results, "backToLessonsButton"))
        compare(TestSupport.app.table, null)
        tryCompare(testCase, "held", null)
        testCase.currentPage(t.window, "lessonListScreen")
    }

    function test_tryAgainReplacesTheLesson() {
        const t = testCase.openTable()
        for (const action of TestSupport.autoplay(testCase.lessonId))
            testCase.held.perform(action)
        const results = testCase.currentPage(t.window, "resultsScreen")
        mouseClick(findChild(results, "tryAgainButton"))
        tryCompare(testCase, "held", null)
        verify(TestSupport.app.table !== null)
        compare(TestSupport.app.table.lessonId, testCase.lessonId)
        const screen = testCase.currentPage(t.window, "tableScreen")
        compare(screen.table, TestSupport.app.table)
        compare(screen.table.summary.actions, 0)
    }

    // Keyboard only: Escape asks, Return on the focused safe choice stays;
    // Tab to "Leave lesson" and Return leaves.
    function test_leavingByKeyboard() {
        const t = testCase.openTable()
        const dialog = findChild(t.screen, "leaveDialog")
        keyClick(Qt.Key_Escape)
        tryCompare(dialog, "opened", true)
        tryVerify(() => findChild(dialog, "stayButton").activeFocus)
        keyClick(Qt.Key_Return)
        tryCompare(dialog, "visible", false)
        verify(TestSupport.app.table !== null)

        keyClick(Qt.Key_Escape)
        tryCompare(dialog, "opened", true)
        tryVerify(() => findChild(dialog, "stayButton").activeFocus)
        keyClick(Qt.Key_Tab)
        verify(findChild(dialog, "confirmLeaveButton").activeFocus)
        keyClick(Qt.Key_Return)
        compare(TestSupport.app.table, null)
        testCase.currentPage(t.window, "lessonListScreen")
    }
}

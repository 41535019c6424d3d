import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The lighter start of docs/performance.md: a window that opens on the lesson
// list (lessonListFirst, as dealer-trainer --measure does) makes the start
// screen only when the trainee goes back to it, and the list makes the rows
// below the fold once its first frame is shown.
TestCase {
    id: testCase
    name: "Startup"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    // Main.qml's StackView, found from the lesson list it shows.
    function stackOf(window: var): var {
        const list = findChild(window.contentItem, "lessonListScreen")
        verify(list !== null, "no lesson list")
        return list.StackView.view
    }

    function test_opensOnTheListWithoutTheStartScreen() {
        const window = createTemporaryObject(mainComponent, testCase,
                                             {app: TestSupport.app, lessonListFirst: true})
        verify(window !== null, "Main.qml failed to load")
        const stack = testCase.stackOf(window)
        compare(stack.depth, 2)
        compare(stack.currentItem.objectName, "lessonListScreen")
        // StackView.DontLoad: the page below the list was never made.
        compare(stack.get(0, StackView.DontLoad), null)
        compare(findChild(window.contentItem, "traineeList"), null)

        // Back to the start screen (the list's Escape): made now, and shown.
        window.backToStart()
        compare(stack.depth, 1)
        verify(stack.get(0, StackView.DontLoad) !== null)
        tryVerify(() => findChild(window.contentItem, "traineeList") !== null, 3000)
        tryCompare(stack, "busy", false)

        // And forward again, as choosing a trainee does.
        window.openLessons()
        compare(stack.depth, 2)
        compare(stack.currentItem.objectName, "lessonListScreen")
    }

    function test_startsOnTheStartScreenByDefault() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        tryVerify(() => findChild(window.contentItem, "traineeList") !== null, 3000)
        compare(findChild(window.contentItem, "lessonListScreen"), null)
    }

    function test_rowsBelowTheFoldComeAfterTheFirstFrame() {
        const window = createTemporaryObject(mainComponent, testCase,
                                             {app: TestSupport.app, lessonListFirst: true})
        verify(window !== null, "Main.qml failed to load")
        const list = findChild(window.contentItem, "lessonList")
        verify(list !== null)
        // Made after a frame of the window: the rows of a full cache buffer.
        tryVerify(() => list.cacheBuffer > 0, 3000, "the cache buffer after the first frame")
        verify(list.count > 0)
        // Every row can still be reached with the keyboard.
        list.forceActiveFocus()
        list.currentIndex = list.count - 1
        tryVerify(() => list.currentItem !== null)
        const ids = TestSupport.lessonIds
        compare(list.count, ids.length)
        compare(list.currentItem.lessonId, ids[ids.length - 1])
    }

    // The notice of why a lesson cannot start is made the first time one
    // cannot, not with the window; it says what AppController said.
    function test_noticeIsMadeOnFirstUse() {
        const window = createTemporaryObject(mainComponent, testCase,
                                             {app: TestSupport.app, lessonListFirst: true})
        verify(window !== null, "Main.qml failed to load")
        window.requestActivate()
        tryCompare(window, "active", true)
        compare(window.notice, null)
        window.startLesson("blackjack/no-such-lesson", "practice")
        verify(window.notice !== null, "no notice")
        tryCompare(window.notice, "opened", true)
        compare(window.notice.title, "Cannot start the lesson")
        const message = TestSupport.app.lastError
        verify(message.indexOf("blackjack/no-such-lesson") >= 0, message)
        compare(findChild(window.notice.contentItem, "noticeText").text, message)
        // OK has the focus and closes it; the same notice says the next one.
        const shown = window.notice
        tryVerify(() => shown.footer.confirmButton.activeFocus, 3000, "OK has the focus")
        mouseClick(shown.footer.confirmButton)
        tryCompare(shown, "visible", false)
        window.showNotice("Cannot replay the attempt", "Attempt 7 is not one of yours.")
        compare(window.notice, shown)
        tryCompare(shown, "opened", true)
        compare(findChild(shown.contentItem, "noticeText").text, "Attempt 7 is not one of yours.")
    }
}

import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Smoke test of the harness and the module: the screens load with a real
// AppController / TableController (TestSupport: a temporary database, the
// shipped lessons, one trainee) and show what C++ says.
TestCase {
    id: testCase
    name: "Smoke"
    width: 1280
    height: 760
    // QtTest's TestCase is invisible by default: items created in it would be
    // invisible too and get no mouse events.
    visible: true
    when: windowShown

    Component {
        id: tableScreenComponent
        TableScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    Component {
        id: startScreenComponent
        StartScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    Component {
        id: mainComponent
        Main {}
    }

    function test_1_supportGivesAnApp() {
        const app = TestSupport.app
        verify(app !== null)
        verify(app.databaseReady, app.databaseError)
        compare(app.lessonProblems, "")
        verify(app.lessons.count >= 1)
        verify(TestSupport.lessonIds.length >= 1)
        compare(app.currentTraineeName, "QML Tester")
    }

    function test_tableScreenLoadsAndGrades() {
        const table = TestSupport.startLesson(TestSupport.lessonIds[0])
        verify(table !== null, TestSupport.app.lastError)
        compare(table.lessonId, TestSupport.lessonIds[0])
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        verify(screen !== null, "TableScreen failed to load")
        waitForRendering(screen)
        verify(findChild(screen, "cardStack") !== null)

        // What the table expects, performed the way QML does it.
        const next = TestSupport.expected(table)
        const verdict = table.perform(next.action)
        verify(verdict.correct, verdict.message)
        compare(table.lastVerdict.correct, true)
        compare(table.timeline.get(table.timeline.count - 1).action.action, next.action.action)

        // A wrong action is graded, cited and leaves the table as it was.
        const stage = table.stage
        const wrong = table.perform({action: "burn_card", face: "down"})
        compare(wrong.correct, false)
        compare(wrong.graded, true)
        verify(wrong.citation.length > 0)
        verify(wrong.message.length > 0)
        compare(table.stage, stage)
    }

    function test_startScreenShowsDatabaseError() {
        const broken = TestSupport.createAppWithCorruptDatabase()
        verify(!broken.databaseReady)
        verify(broken.databaseError.indexOf("corrupt.sqlite") >= 0, broken.databaseError)
        const screen = createTemporaryObject(startScreenComponent, testCase, {app: broken})
        verify(screen !== null, "StartScreen failed to load")
        waitForRendering(screen)
        const banner = findChild(screen, "databaseErrorBanner")
        verify(banner !== null)
        verify(banner.visible)
        verify(findChild(screen, "databaseErrorText").text.indexOf("corrupt.sqlite") >= 0)
        // Trying again opens the same file again; a damaged one stays refused.
        const retry = findChild(screen, "retryDatabaseButton")
        verify(retry !== null)
        verify(retry.visible)
        mouseClick(retry)
        verify(!broken.databaseReady)
        verify(banner.visible)
        verify(broken.databaseError.indexOf("corrupt.sqlite") >= 0, broken.databaseError)
    }

    function test_mainWindowLoads() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        tryCompare(window, "visible", true)
    }
}

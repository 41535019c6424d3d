pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The mastery panel (MasteryPanel.qml, docs/mastery.md): every skill with its
// state in words; "Practise my mistakes" disabled with its reason until the
// trainee has an error, then starting the session's first lesson from the
// lesson list; over the finished lesson's results, "Next in session".
TestCase {
    id: testCase
    name: "Mastery"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    readonly property string burnLesson: "blackjack/06-new-dealer-burn"

    Component {
        id: panelComponent
        MasteryPanel {
            width: 380
            height: 640
        }
    }
    Component {
        id: mainComponent
        Main {}
    }

    function badgeText(panel: Item, skillId: string): string {
        let row = null
        tryVerify(() => {
            row = findChild(panel, "skill_" + skillId)
            return row !== null
        }, 3000, "row of " + skillId)
        return row.Accessible.name
    }

    function currentPage(window: var, objectName: string): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, objectName)
            return page !== null && page.StackView.status === StackView.Active
        }, 5000, "page " + objectName)
        return page
    }

    function test_1_noHistory() {
        const mastery = TestSupport.app.mastery
        const panel = createTemporaryObject(panelComponent, testCase, {mastery: mastery})
        verify(panel !== null, "MasteryPanel failed to load")
        verify(mastery.loaded)
        const list = findChild(panel, "skillList")
        compare(list.count, mastery.count)
        verify(list.count >= 12)
        compare(testCase.badgeText(panel, "open-table"), "Open the table: Not started")
        const button = findChild(panel, "practiseMistakesButton")
        verify(!button.enabled)
        const reason = findChild(panel, "mistakesReason")
        verify(reason.visible)
        verify(reason.text.indexOf("Play a lesson first") === 0, reason.text)
        // With nothing played, the course's first lesson.
        compare(mastery.recommendedLessonId, TestSupport.lessonIds[0])
        verify(findChild(panel, "recommendationReason").text.length > 0)
    }

    function test_2_mistakesStartTheSession() {
        // An exposed burn (Blackjack §6(c): face down), then the lesson left.
        const table = TestSupport.startLesson(testCase.burnLesson)
        verify(table !== null, TestSupport.app.lastError)
        table.perform({"action": "burn_card", "face": "up"})
        TestSupport.app.closeLesson()
        TestSupport.app.refreshProgress()

        const mastery = TestSupport.app.mastery
        const panel = createTemporaryObject(panelComponent, testCase, {mastery: mastery})
        compare(testCase.badgeText(panel, "burn-face-down"), "Burn face down: Learning")
        verify(findChild(panel, "practiseMistakesButton").enabled)
        verify(!findChild(panel, "mistakesReason").visible)
        compare(mastery.recommendedLessonId, testCase.burnLesson)

        // From the lesson list: the panel loads after the list, then the button starts lesson 06.
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        window.openLessons()
        const list = testCase.currentPage(window, "lessonListScreen")
        const loader = findChild(list, "masteryLoader")
        tryVerify(() => loader.item !== null, 5000, "the mastery panel loads")
        const button = findChild(loader.item, "practiseMistakesButton")
        tryVerify(() => button.enabled)
        mouseClick(button)
        const session = mastery.session
        verify(session.active)
        compare(session.position, 1)
        compare(session.progressText, "1 of " + session.count)
        verify(TestSupport.app.table !== null, TestSupport.app.lastError)
        compare(TestSupport.app.table.lessonId, session.currentLessonId)
        compare(session.currentLessonId, testCase.burnLesson)
        testCase.currentPage(window, "tableScreen")

        // Played through: the results show the session's next step.
        for (const action of TestSupport.autoplay(testCase.burnLesson))
            TestSupport.app.table.perform(action)
        verify(TestSupport.app.table.complete)
        const barLoader = findChild(window.contentItem, "sessionBarLoader")
        tryVerify(() => barLoader.item !== null, 5000, "the session bar shows")
        const next = findChild(barLoader.item, "nextInSessionButton")
        compare(findChild(barLoader.item, "sessionProgress").text, "Practise my mistakes · 1 of " + session.count)
        const count = session.count
        mouseClick(next)
        if (count > 1) {
            tryCompare(session, "position", 2)
            // The next lesson of the session is in play (a table or a drill).
            const inPlay = () => TestSupport.app.table !== null ? TestSupport.app.table.lessonId
                                 : TestSupport.app.drill !== null ? TestSupport.app.drill.lessonId : ""
            tryVerify(() => inPlay() === session.currentLessonId, 5000, "the next lesson starts")
            verify(session.currentLessonId !== testCase.burnLesson)
            session.leave()
        } else {
            tryVerify(() => !session.active)
            testCase.currentPage(window, "lessonListScreen")
        }
        verify(!session.active)
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The spot-the-error screen, keyboard only: → shows the dealer's actions one
// at a time on the table, S stops the game, a stop where the dealer was right
// is graded at once (practice), a stop after an error asks the rule and the
// remedy (typed, 1-9, Enter), and the results list every answer.
TestCase {
    id: testCase
    name: "SpotTheError"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    function spotLesson(): string {
        for (const id of TestSupport.lessonIds) {
            if (TestSupport.app.isSpotTheError(id))
                return id
        }
        return ""
    }

    function test_stopNameAndSeeTheResults() {
        const lessonId = testCase.spotLesson()
        verify(lessonId.length > 0, "a shipped spot-the-error lesson")
        const window = createTemporaryObject(mainComponent, testCase,
                                             {app: TestSupport.app, lessonListFirst: true})
        verify(window !== null)
        window.startLesson(lessonId, "practice")
        let screen = null
        tryVerify(() => {
            screen = findChild(window.contentItem, "spotScreen")
            return screen !== null && screen.StackView.status === StackView.Active
        }, 5000, "the spot-the-error screen")
        const spot = TestSupport.app.spot
        verify(spot !== null)
        verify(findChild(screen, "spotTable").visible, "the table the dealer deals at")
        // The simulated dealer deals, not the examinee watching it.
        const dealerLabel = findChild(findChild(screen, "spotTable"), "dealerLabel")
        verify(dealerLabel !== null && dealerLabel.visible)
        compare(dealerLabel.text, "DEALER")
        compare(spot.shown, 0)

        keyClick(Qt.Key_Right)
        compare(spot.shown, 1)
        verify(findChild(screen, "spotLastAction").text.indexOf(spot.lastAction) >= 0)

        // Step on, stopping after each action, until a stop catches an error:
        // the stops before it are graded wrong at once, with a reason.
        let falseStops = 0
        while (!spot.awaitsAnswer && !spot.playedOut) {
            keyClick(Qt.Key_S)
            if (spot.awaitsAnswer)
                break
            falseStops++
            const shown = spot.lastEntries
            compare(shown.length, 1)
            verify(!shown[0].correct)
            verify(shown[0].explanation.length > 0)
            keyClick(Qt.Key_Right)
        }
        verify(spot.awaitsAnswer, "an error was reached")
        const question = findChild(screen, "spotQuestion")
        verify(question.visible)
        verify(!findChild(screen, "spotAnswer").enabled, "nothing chosen yet")

        // A rule that is not broken, and the first remedy offered.
        const rule = findChild(screen, "spotRule")
        tryVerify(() => rule.activeFocus, 2000, "the rule field has the keyboard")
        rule.text = "§1"
        keyClick(Qt.Key_Tab)
        keyClick(Qt.Key_1)
        verify(findChild(screen, "spotRemedy0").checked)
        verify(findChild(screen, "spotAnswer").enabled)
        keyClick(Qt.Key_Return)
        verify(!spot.awaitsAnswer)
        verify(!question.visible)
        const answered = spot.lastEntries
        compare(answered.length, 3) // the stop, the rule, the remedy
        verify(answered[0].correct, "the stop came right after the error")
        verify(!answered[1].correct, "§1 is not the rule broken")

        // The dealer deals the rest by itself; then the results.
        spot.interval = 250
        keyClick(Qt.Key_Space)
        verify(spot.playing)
        tryVerify(() => spot.playedOut, 60000, "the dealer finished")
        verify(findChild(screen, "spotFinish").visible)
        keyClick(Qt.Key_Return)
        verify(spot.finished)
        const results = findChild(screen, "spotResults")
        verify(results.visible)
        compare(findChild(screen, "spotResultHeadline").text, "Not passed yet")
        compare(spot.summary.falseStops, falseStops)
        verify(findChild(screen, "spotEntries").count >= 3 + falseStops)
    }
}

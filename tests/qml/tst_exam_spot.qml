import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Issue 8, spot-the-error "usable in exams", in the window: the supervisor
// test's table scenario, then its spot-the-error exercise seated in exam
// mode (the table, Stop, the question and the clock; no feedback, no play
// or pace controls), an error stopped and answered by mouse, the exercise
// handed in; then the examiner's review listing the exercise's answers
// instead of a replay, and a table scenario's replay whose dealer reads
// "DEALER", not "DEALER — YOU".
TestCase {
    id: testCase
    name: "ExamSpotTheError"
    width: 1280
    height: 720
    visible: true
    when: windowShown

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

    function click(page: var, name: string): void {
        const item = findChild(page, name)
        verify(item !== null, name)
        verify(item.visible && item.enabled, name + " visible and enabled")
        mouseClick(item)
    }

    function signIn(page: var, user: string, password: string): void {
        const accounts = TestSupport.app.accounts
        if (accounts.signedIn)
            testCase.click(page, "signOutButton")
        findChild(page, "signInUserName").text = user
        findChild(page, "signInPassword").text = password
        testCase.click(page, "signInButton")
        compare(accounts.lastError, "")
    }

    // The exercise in play handed in once its dealer has dealt everything.
    function handIn(screen: var, spot: var): void {
        spot.interval = 250
        spot.playing = true
        tryVerify(() => spot.playedOut, 60000, "the dealer finished")
        const handInButton = findChild(screen, "spotFinish")
        compare(handInButton.text, "Hand in this scenario")
        mouseClick(handInButton)
    }

    property string spotRemedyChoice: ""

    function test_aSpotTheErrorScenarioSatByMouseAndReviewed() {
        const desk = TestSupport.app.exams
        const accounts = TestSupport.app.accounts
        verify(accounts.createAdministrator("admin", "Ada Admin", "admin-secret"), accounts.lastError)
        verify(accounts.createAccount("eve", "Eve Examiner", "examiner", "eve-password"), accounts.lastError)
        verify(accounts.createAccount("tina", "Tina Trainee", "trainee", "tina-pass"), accounts.lastError)
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        window.openExams()
        let page = testCase.currentPage(window, "examScreen")

        testCase.signIn(page, "eve", "eve-password")
        const exams = findChild(page, "examChoice")
        exams.currentIndex = exams.indexOfValue("blackjack/supervisor-test")
        verify(exams.currentIndex >= 0, "the supervisor test is installed")
        testCase.click(page, "unlockButton")
        compare(desk.lastError, "")

        testCase.signIn(page, "tina", "tina-pass")
        testCase.click(findChild(page, "sittingsList"), "sittingAction")
        // Scenario 1: the table, dealt to its end.
        const tableScreen = testCase.currentPage(window, "tableScreen")
        const table = tableScreen.table
        for (let step = 0; step < 5000 && !table.complete; ++step)
            table.perform(TestSupport.expected(table).action)
        verify(table.complete)

        // Scenario 2: the exercise, in exam mode, the dealer dealing on by itself.
        let screen = testCase.currentPage(window, "examSpotScreen")
        compare(desk.scenario, 1)
        compare(desk.scenarioKind, "spot")
        let spot = TestSupport.app.spot
        compare(screen.spot, spot)
        verify(spot.exam)
        verify(spot.playing, "an exam's dealer does not wait")
        compare(findChild(screen, "examChip").label, "Time left")
        verify(findChild(screen, "spotTable").visible)
        compare(findChild(findChild(screen, "spotTable"), "dealerLabel").text, "DEALER")
        for (const hidden of ["spotPlay", "spotNext", "spotPace", "spotFeedback"])
            verify(!findChild(screen, hidden).visible, hidden + " is not in an exam")
        keyClick(Qt.Key_Escape) // no way out
        compare(screen.StackView.status, StackView.Active)

        // Held, to stop right after the dealer's error: lesson 71's new
        // dealer burns the first card face up, its first action (the
        // examinee is told nothing; the review says it was caught).
        spot.playing = false
        verify(spot.shown <= 1, "held before the dealer's second action")
        if (spot.shown === 0)
            spot.next()
        testCase.click(screen, "spotStop")
        verify(spot.awaitsAnswer)
        verify(findChild(screen, "spotQuestion").visible)
        waitForRendering(findChild(screen, "spotQuestion")) // laid out before a click
        const rule = findChild(screen, "spotRule")
        mouseClick(rule)
        rule.text = "§6"
        mouseClick(findChild(screen, "spotRemedy0"))
        verify(findChild(screen, "spotRemedy0").checked)
        compare(findChild(screen, "examSpotExercise").remedyChoice, 0)
        spotRemedyChoice = spot.remedyChoices[0]
        testCase.click(screen, "spotAnswer")
        verify(!spot.awaitsAnswer)
        compare(spot.lastEntries.length, 0) // no verdict in an exam
        verify(spot.playing, "the dealer deals on after the answer")
        testCase.handIn(screen, spot)

        // Scenario 3: the next exercise replaces it; handed in untouched.
        tryVerify(() => desk.scenario === 2, 10000)
        screen = testCase.currentPage(window, "examSpotScreen")
        spot = TestSupport.app.spot
        compare(screen.spot, spot)
        testCase.handIn(screen, spot)
        page = testCase.currentPage(window, "examScreen")
        tryVerify(() => findChild(page, "examNotice").text.indexOf("over") >= 0, 5000)

        // Eve reviews it: the exercises' answers listed, no replay for them.
        testCase.signIn(page, "eve", "eve-password")
        testCase.click(findChild(page, "unlockForm"), "sittingAction")
        const review = testCase.currentPage(window, "sittingReview")
        const rows = findChild(review, "scenarioRows")
        compare(rows.count, 3)
        verify(findChild(rows.itemAt(0), "replayScenarioButton").visible)
        verify(!findChild(rows.itemAt(0), "spotAnswerList").visible)
        verify(!findChild(rows.itemAt(1), "replayScenarioButton").visible)
        const answers = findChild(rows.itemAt(1), "spotAnswerList")
        verify(answers.visible)
        compare(answers.answers.length, desk.review.scenarios[1].answers.length)
        verify(answers.answers.length >= 1)
        compare(answers.answers.length, 1)
        const stopped = answers.answers[0]
        compare(stopped.kind, "caught")
        compare(stopped.step, 1)
        compare(stopped.ruleNamed, "§6")
        verify(stopped.ruleBroken.length > 0)
        compare(stopped.remedyChosen, spotRemedyChoice)
        verify(findChild(answers, "spotAnswerRule").visible)
        const exerciseCriteria = desk.review.criteria.filter(c => c.text.indexOf("errors missed at most") >= 0)
        compare(exerciseCriteria.length, 2)

        // The table scenario replayed: the trainee dealt it, not the examiner.
        mouseClick(findChild(rows.itemAt(0), "replayScenarioButton"))
        const replay = testCase.currentPage(window, "replayScreen")
        compare(findChild(findChild(replay, "replayTable"), "dealerLabel").text, "DEALER")
        testCase.click(replay, "replayBackButton")
        testCase.currentPage(window, "sittingReview")
    }
}

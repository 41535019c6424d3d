import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Issue 8 in the window: the first administrator and the accounts, an
// examiner unlocking the table test, the trainee sitting it on the table
// (a clock counting down, no leaving), and the examiner reviewing the result
// (a scenario replayed on the table), signing it on the review page, saving
// its transcript and exporting the results.
TestCase {
    id: testCase
    name: "Exams"
    width: 1280
    height: 760
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
        }, 5000, "page " + objectName)
        return page
    }

    function fill(page: var, fieldName: string, text: string): void {
        const field = findChild(page, fieldName)
        verify(field !== null, fieldName)
        field.text = text
    }

    function click(page: var, name: string): void {
        const item = findChild(page, name)
        verify(item !== null, name)
        verify(item.visible && item.enabled, name + " visible and enabled")
        mouseClick(item)
    }

    function signIn(page: var, user: string, password: string): void {
        if (TestSupport.app.accounts.signedIn)
            testCase.click(page, "signOutButton")
        testCase.fill(page, "signInUserName", user)
        testCase.fill(page, "signInPassword", password)
        testCase.click(page, "signInButton")
        compare(TestSupport.app.accounts.lastError, "")
        verify(TestSupport.app.accounts.signedIn)
    }

    function test_fromTheFirstAdministratorToASignedResult() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        window.openExams()
        let page = testCase.currentPage(window, "examScreen")
        const desk = TestSupport.app.exams
        const accounts = TestSupport.app.accounts
        verify(accounts.needsAdministrator)
        verify(findChild(page, "firstAdministratorForm").visible)

        testCase.fill(page, "adminUserName", "admin")
        testCase.fill(page, "adminDisplayName", "Ada Admin")
        testCase.fill(page, "adminPassword", "admin-secret")
        testCase.fill(page, "adminPasswordRepeat", "admin-secrex")
        verify(!findChild(page, "createAdministratorButton").enabled) // the passwords differ
        testCase.fill(page, "adminPasswordRepeat", "admin-secret")
        testCase.click(page, "createAdministratorButton")
        compare(accounts.role, "administrator")
        verify(findChild(page, "accountsForm").visible)

        for (const account of [["eve", "Eve Examiner", 2, "eve-password"], ["tina", "Tina Trainee", 0, "tina-pass"]]) {
            testCase.fill(page, "newAccountUserName", account[0])
            testCase.fill(page, "newAccountDisplayName", account[1])
            findChild(page, "newAccountRole").currentIndex = account[2]
            testCase.fill(page, "newAccountPassword", account[3])
            testCase.click(page, "createAccountButton")
            compare(accounts.lastError, "")
        }

        // The examiner unlocks the table test for Tina.
        testCase.signIn(page, "eve", "eve-password")
        verify(findChild(page, "unlockForm").visible)
        const exams = findChild(page, "examChoice")
        exams.currentIndex = exams.indexOfValue("blackjack/table-test")
        verify(exams.currentIndex >= 0)
        compare(findChild(page, "traineeChoice").currentText, "Tina Trainee")
        testCase.click(page, "unlockButton")
        compare(desk.lastError, "")
        verify(findChild(page, "examNotice").text.indexOf("Tina Trainee") >= 0)

        // Tina sits it: the table, a clock counting down, no way out.
        testCase.signIn(page, "tina", "tina-pass")
        compare(desk.openSittings.length, 1)
        testCase.click(findChild(page, "sittingsList"), "sittingAction")
        for (let scenario = 0; scenario < 4; ++scenario) {
            const screen = testCase.currentPage(window, "tableScreen")
            tryCompare(desk, "scenario", scenario)
            compare(screen.table, TestSupport.app.table)
            verify(screen.table.exam)
            verify(screen.sitting === desk)
            verify(!findChild(screen, "leaveButton").visible)
            verify(findChild(screen, "examChip").visible)
            compare(findChild(screen, "examChip").label, "Time left")
            keyClick(Qt.Key_Escape) // leaves nothing, asks nothing
            verify(!findChild(screen, "leaveDialog").visible)
            compare(screen.StackView.status, StackView.Active)
            const table = screen.table
            for (let step = 0; step < 5000 && !table.complete; ++step)
                table.perform(TestSupport.expected(table).action)
            verify(table.complete)
            if (scenario < 3)
                tryVerify(() => desk.scenario === scenario + 1, 5000)
        }
        page = testCase.currentPage(window, "examScreen")
        tryVerify(() => findChild(page, "examNotice").text.indexOf("over") >= 0, 5000)
        compare(desk.openSittings.length, 0)

        // Eve reviews it: the sitting, a row per scenario, the criteria.
        testCase.signIn(page, "eve", "eve-password")
        compare(desk.sittingsToSign.length, 1)
        testCase.click(findChild(page, "unlockForm"), "sittingAction")
        let review = testCase.currentPage(window, "sittingReview")
        compare(review.review, desk.review)
        compare(findChild(review, "scenarioRows").count, 4)
        compare(findChild(review, "totalRow").score.actions, desk.review.total.actions)
        verify(findChild(review, "criteriaVerdict").visible)
        verify(desk.review.criteriaMet)
        verify(!findChild(review, "signatureBlock").visible)

        // Scenario 1 replayed on the table, step by step, then back.
        const replayButton = findChild(findChild(review, "scenarioRows").itemAt(0), "replayScenarioButton")
        mouseClick(replayButton)
        const replay = testCase.currentPage(window, "replayScreen")
        compare(replay.replay, TestSupport.app.replay)
        compare(TestSupport.app.replay.length, desk.review.scenarios[0].actions)
        keyClick(Qt.Key_Right)
        keyClick(Qt.Key_Right)
        compare(TestSupport.app.replay.step, 2)
        verify(TestSupport.app.replay.current.correct)
        keyClick(Qt.Key_End)
        verify(!TestSupport.app.replay.diverged)
        testCase.click(replay, "replayBackButton")
        review = testCase.currentPage(window, "sittingReview")
        tryCompare(TestSupport.app, "replay", null)

        // Eve signs it on the review page; it stays open, signed, read-only.
        const form = findChild(review, "signForm")
        verify(form.visible)
        verify(!findChild(form, "confirmSignButton").enabled)
        mouseClick(findChild(form, "passDecision"))
        findChild(form, "signComment").text = "Steady, every payout exact."
        findChild(form, "signPassword").text = "eve-password"
        mouseClick(findChild(form, "confirmSignButton"))
        compare(desk.lastError, "")
        tryVerify(() => desk.review !== null && desk.review.isSigned)
        verify(findChild(review, "signatureBlock").visible)
        verify(!findChild(review, "signForm").visible)
        compare(findChild(review, "signedDecision").text, "PASS")
        verify(findChild(review, "reviewNotice").text.indexOf("Signed") >= 0)
        compare(desk.sittingsToSign.length, 0)
        // The transcript, as the file dialog would give it.
        review.saveTranscript("file://" + TestSupport.databasePath + ".transcript.pdf")
        compare(desk.lastError, "")
        verify(findChild(review, "reviewNotice").text.indexOf("Transcript saved") >= 0)

        // Back on the exam page: the signed result, opened again read-only.
        testCase.click(review, "reviewBackButton")
        page = testCase.currentPage(window, "examScreen")
        compare(desk.review, null)
        const signedList = findChild(page, "signedResultsList")
        verify(signedList.visible)
        compare(desk.signedResults.length, 1)
        signedList.exportTo("file://" + TestSupport.databasePath + ".results.csv")
        compare(desk.lastError, "")
        verify(findChild(page, "examNotice").text.indexOf("exported") >= 0)
        testCase.click(signedList, "sittingAction")
        review = testCase.currentPage(window, "sittingReview")
        verify(desk.review.isSigned)
        verify(!findChild(review, "signForm").visible)
        keyClick(Qt.Key_Escape)
        testCase.currentPage(window, "examScreen")
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Issue 8 in the window: the first administrator and the accounts, an
// examiner unlocking the table test, the trainee sitting it on the table
// (a clock counting down, no leaving), and the examiner signing the result.
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
        if (TestSupport.app.exams.signedIn)
            testCase.click(page, "signOutButton")
        testCase.fill(page, "signInUserName", user)
        testCase.fill(page, "signInPassword", password)
        testCase.click(page, "signInButton")
        compare(TestSupport.app.exams.lastError, "")
        verify(TestSupport.app.exams.signedIn)
    }

    function test_fromTheFirstAdministratorToASignedResult() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        window.openExams()
        let page = testCase.currentPage(window, "examScreen")
        const desk = TestSupport.app.exams
        verify(desk.needsAdministrator)
        verify(findChild(page, "firstAdministratorForm").visible)

        testCase.fill(page, "adminUserName", "admin")
        testCase.fill(page, "adminDisplayName", "Ada Admin")
        testCase.fill(page, "adminPassword", "admin-secret")
        testCase.fill(page, "adminPasswordRepeat", "admin-secrex")
        verify(!findChild(page, "createAdministratorButton").enabled) // the passwords differ
        testCase.fill(page, "adminPasswordRepeat", "admin-secret")
        testCase.click(page, "createAdministratorButton")
        compare(desk.role, "administrator")
        verify(findChild(page, "accountsForm").visible)

        for (const account of [["eve", "Eve Examiner", 2, "eve-password"], ["tina", "Tina Trainee", 0, "tina-pass"]]) {
            testCase.fill(page, "newAccountUserName", account[0])
            testCase.fill(page, "newAccountDisplayName", account[1])
            findChild(page, "newAccountRole").currentIndex = account[2]
            testCase.fill(page, "newAccountPassword", account[3])
            testCase.click(page, "createAccountButton")
            compare(desk.lastError, "")
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

        // Eve signs it.
        testCase.signIn(page, "eve", "eve-password")
        compare(desk.sittingsToSign.length, 1)
        testCase.click(findChild(page, "unlockForm"), "sittingAction")
        const dialog = findChild(page, "signDialog")
        tryCompare(dialog, "opened", true)
        verify(!findChild(dialog, "confirmSignButton").enabled)
        mouseClick(findChild(dialog, "passDecision"))
        findChild(dialog, "signComment").text = "Steady, every payout exact."
        findChild(dialog, "signPassword").text = "eve-password"
        mouseClick(findChild(dialog, "confirmSignButton"))
        compare(desk.lastError, "")
        tryCompare(dialog, "opened", false)
        compare(desk.sittingsToSign.length, 0)
        verify(findChild(page, "examNotice").text.indexOf("Signed") >= 0)
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Issue 8, the forms around the exams: an administrator's accounts (unlock,
// reset a password, disable and enable), changing one's own password, and
// an examiner writing an exam in the app, unlocking it at once and editing it.
TestCase {
    id: testCase
    name: "ExamAdministration"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    // The exam screen in play, for scrolling to what is clicked.
    property var page: null

    function examPage(window: var): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, "examScreen")
            return page !== null && page.StackView.status === StackView.Active
        }, 5000, "the exam screen")
        testCase.page = page
        return page
    }

    function fill(parent: var, fieldName: string, text: string): void {
        const field = findChild(parent, fieldName)
        verify(field !== null, fieldName)
        field.text = text
    }

    function click(parent: var, name: string): void {
        const item = findChild(parent, name)
        verify(item !== null, name)
        verify(item.visible && item.enabled, name + " visible and enabled")
        // Laid out where it is now shown (the forms change with who is
        // signed in), and scrolled to as a user would.
        waitForItemPolished(item.parent)
        const scroller = testCase.page ? findChild(testCase.page, "examScroller") : null
        let inside = false
        for (let up = item.parent; scroller && up !== null && !inside; up = up.parent)
            inside = up === scroller
        if (inside) {
            const flickable = scroller.contentItem
            const top = item.mapToItem(flickable.contentItem, 0, 0).y
            if (top < flickable.contentY || top + item.height > flickable.contentY + flickable.height)
                flickable.contentY = Math.max(0, Math.min(top - 40, flickable.contentHeight - flickable.height))
        }
        mouseClick(item)
    }

    function signIn(page: var, user: string, password: string): void {
        if (TestSupport.app.accounts.signedIn)
            testCase.click(page, "signOutButton")
        testCase.fill(page, "signInUserName", user)
        testCase.fill(page, "signInPassword", password)
        testCase.click(page, "signInButton")
        compare(TestSupport.app.accounts.lastError, "")
    }

    function accountRow(page: var, userName: string): var {
        const row = findChild(page, "account_" + userName)
        verify(row !== null, "the row of " + userName)
        return row
    }

    function openMain(): var {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        window.openExams()
        return window
    }

    // Runs first (test functions run in name order): the accounts the
    // other tests sign in with.
    function test_1_administratorManagesAccounts() {
        const page = testCase.examPage(testCase.openMain())
        const accounts = TestSupport.app.accounts
        testCase.fill(page, "adminUserName", "admin")
        testCase.fill(page, "adminDisplayName", "Ada Admin")
        testCase.fill(page, "adminPassword", "admin-secret")
        testCase.fill(page, "adminPasswordRepeat", "admin-secret")
        testCase.click(page, "createAdministratorButton")
        verify(findChild(page, "accountAdmin").visible)
        for (const account of [["eve", "Eve Examiner", 2, "eve-password"], ["tina", "Tina Trainee", 0, "tina-pass"]]) {
            testCase.fill(page, "newAccountUserName", account[0])
            testCase.fill(page, "newAccountDisplayName", account[1])
            findChild(page, "newAccountRole").currentIndex = account[2]
            testCase.fill(page, "newAccountPassword", account[3])
            testCase.click(page, "createAccountButton")
            compare(accounts.lastError, "")
        }
        compare(accounts.accounts.length, 3)
        // Made and signed in at once, the administrator's sign-in is kept;
        // the others have not signed in yet.
        verify(findChild(testCase.accountRow(page, "admin"), "accountLastSignIn").text.startsWith("Last sign-in 20"))
        compare(findChild(testCase.accountRow(page, "tina"), "accountLastSignIn").text, "No sign-in recorded")
        // Nobody resets or disables their own account here.
        verify(!findChild(testCase.accountRow(page, "admin"), "disableAccountButton").visible)

        // Tina types a wrong password five times: locked.
        for (let i = 0; i < 5; ++i)
            verify(!accounts.signIn("tina", "not-her-password"))
        let tina = testCase.accountRow(page, "tina")
        verify(findChild(tina, "accountStatus").text.startsWith("Locked until"))
        // A refused sign-in is no sign-in.
        compare(findChild(tina, "accountLastSignIn").text, "No sign-in recorded")
        testCase.click(tina, "unlockAccountButton")
        compare(accounts.lastError, "")
        tina = testCase.accountRow(page, "tina")
        compare(findChild(tina, "accountStatus").text, "Active")
        verify(!findChild(tina, "unlockAccountButton").visible)

        // A new password for her, typed twice.
        testCase.click(tina, "resetPasswordButton")
        const dialog = findChild(page, "resetPasswordDialog")
        tryCompare(dialog, "opened", true)
        testCase.fill(dialog, "resetPasswordField", "tina-second")
        testCase.fill(dialog, "resetPasswordRepeat", "tina-secont")
        verify(!findChild(dialog, "confirmResetPassword").enabled)
        testCase.fill(dialog, "resetPasswordRepeat", "tina-second")
        testCase.click(dialog, "confirmResetPassword")
        tryCompare(dialog, "opened", false)
        verify(findChild(page, "examNotice").text.indexOf("Tina Trainee's password is reset") >= 0)

        // Disabled, then enabled again.
        testCase.click(testCase.accountRow(page, "tina"), "disableAccountButton")
        tina = testCase.accountRow(page, "tina")
        compare(findChild(tina, "accountStatus").text, "Disabled")
        compare(findChild(tina, "disableAccountButton").text, "Enable")
        verify(!accounts.signIn("tina", "tina-second"))
        verify(accounts.lastError.indexOf("disabled") >= 0, accounts.lastError)
        testCase.click(tina, "disableAccountButton")
        compare(findChild(testCase.accountRow(page, "tina"), "accountStatus").text, "Active")

        // Once she has signed in, the administrator's list says when.
        verify(accounts.signIn("tina", "tina-second"))
        testCase.signIn(page, "admin", "admin-secret")
        verify(findChild(testCase.accountRow(page, "tina"), "accountLastSignIn").text.startsWith("Last sign-in 20"))

        // Tina changes her own password.
        testCase.signIn(page, "tina", "tina-second")
        verify(!findChild(page, "accountAdmin").visible)
        verify(!findChild(page, "examAuthoring").visible)
        testCase.click(page, "changePasswordButton")
        const change = findChild(page, "changePasswordDialog")
        tryCompare(change, "opened", true)
        testCase.fill(change, "currentPassword", "tina-wrong")
        testCase.fill(change, "newPassword", "tina-pass")
        testCase.fill(change, "newPasswordRepeat", "tina-pass")
        testCase.click(change, "confirmChangePassword")
        verify(accounts.lastError.indexOf("the current password is wrong") >= 0)
        verify(change.opened)
        testCase.fill(change, "currentPassword", "tina-second")
        testCase.click(change, "confirmChangePassword")
        tryCompare(change, "opened", false)
        testCase.signIn(page, "tina", "tina-pass")
    }

    function test_2_examinerWritesAnExam() {
        const window = testCase.openMain()
        const page = testCase.examPage(window)
        const desk = TestSupport.app.exams
        testCase.signIn(page, "eve", "eve-password")
        const authoring = findChild(page, "examAuthoring")
        verify(authoring.visible)
        testCase.click(page, "newExamButton")
        verify(authoring.editing)
        verify(!findChild(page, "unlockForm").visible)

        testCase.fill(authoring, "examTitleField", "Night shift")
        testCase.fill(authoring, "examIdField", "school/night-shift")
        testCase.fill(authoring, "examMinutesField", "40")
        testCase.fill(authoring, "examAccuracyField", "92.5")
        const lessons = findChild(authoring, "lessonChoice")
        const wanted = ["blackjack/15-insurance-and-even-money", "blackjack/09-basic-deal-and-settlement"]
        for (const id of wanted) {
            lessons.currentIndex = lessons.indexOfValue(id)
            verify(lessons.currentIndex >= 0, id)
            testCase.click(authoring, "addScenarioButton")
        }
        // The same lesson twice needs another seed: the desk says so.
        testCase.click(authoring, "addScenarioButton")
        testCase.click(authoring, "saveExamButton")
        verify(findChild(authoring, "examEditorError").text.indexOf("deals the same cards") >= 0)
        verify(authoring.editing)
        // The extra one removed, the order swapped, a seed for the first.
        testCase.click(findChild(authoring, "scenario_2"), "removeScenarioButton")
        testCase.click(findChild(authoring, "scenario_0"), "moveDownButton")
        verify(!findChild(findChild(authoring, "scenario_0"), "moveUpButton").enabled)
        testCase.fill(findChild(authoring, "scenario_0"), "seedField", "5150")
        testCase.click(authoring, "saveExamButton")
        compare(desk.lastError, "")
        verify(!authoring.editing)
        verify(findChild(page, "examNotice").text.indexOf("can be unlocked now") >= 0)

        // Listed, and to be unlocked at once.
        verify(findChild(authoring, "authoredExam_school/night-shift") !== null)
        const examChoice = findChild(page, "examChoice")
        examChoice.currentIndex = examChoice.indexOfValue("school/night-shift")
        verify(examChoice.currentIndex >= 0)
        compare(findChild(page, "traineeChoice").currentText, "Tina Trainee")
        testCase.click(page, "unlockButton")
        compare(desk.lastError, "")

        // Opened again: as saved, the file name fixed.
        testCase.click(findChild(authoring, "authoredExam_school/night-shift"), "sittingAction")
        verify(authoring.editing)
        compare(findChild(authoring, "examTitleField").text, "Night shift")
        compare(findChild(authoring, "examAccuracyField").text, "92.5")
        verify(!findChild(authoring, "examIdField").enabled)
        compare(findChild(findChild(authoring, "scenario_0"), "seedField").text, "5150")
        compare(findChild(findChild(authoring, "scenario_1"), "seedField").text, "")
        testCase.fill(authoring, "examMinutesField", "25")
        testCase.click(authoring, "saveExamButton")
        compare(desk.lastError, "")
        verify(!authoring.editing)
        const listed = desk.exams.find(exam => exam.id === "school/night-shift")
        compare(listed.timeLimitMinutes, 25)
        compare(listed.scenarios, 2)

        // Tina has it to sit.
        testCase.signIn(page, "tina", "tina-pass")
        compare(desk.openSittings.length, 1)
        compare(desk.openSittings[0].examTitle, "Night shift")
    }
}

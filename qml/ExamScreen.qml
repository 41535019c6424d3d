pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// Certification exams (docs/exams.md): the first administrator, signing in,
// accounts (administrator) on the AccountDesk, unlocking and signing
// (examiner), sitting an exam (trainee) on the ExamDesk. What each person may
// do is checked by the desks' stores; this page only shows the forms of the
// signed-in role.
Item {
    id: screen
    objectName: "examScreen"

    required property AppController app
    readonly property AccountDesk accounts: screen.app.accounts
    readonly property ExamDesk desk: screen.app.exams
    // Said once after a sitting ends ("Your exam is over ...").
    property string notice: ""

    signal backRequested()
    // desk.sit() put a scenario's table in play (app.table).
    signal sittingStarted()
    // desk.openReview() opened a sitting for review (desk.review).
    signal reviewOpened()

    readonly property string view: {
        if (!screen.app.databaseReady)
            return "noDatabase"
        if (screen.accounts.needsAdministrator)
            return "firstAdministrator"
        if (!screen.accounts.signedIn)
            return "signIn"
        return screen.accounts.role
    }

    function sit(sittingId: int): void {
        screen.notice = ""
        if (screen.desk.sit(sittingId))
            screen.sittingStarted()
    }

    function review(sittingId: int): void {
        screen.notice = ""
        if (screen.desk.openReview(sittingId))
            screen.reviewOpened()
    }

    Backdrop {
        anchors.fill: parent
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(32)
        spacing: Theme.px(18)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(12)
            AppButton {
                objectName: "examsBackButton"
                variant: "ghost"
                text: qsTr("Back")
                shortcutText: "Esc"
                onClicked: screen.backRequested()
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("Certification exams")
                color: Theme.text
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontPx(28)
                font.bold: true
                elide: Text.ElideRight
            }
            Text {
                objectName: "signedInAs"
                visible: screen.accounts.signedIn
                text: qsTr("%1 · %2").arg(screen.accounts.displayName).arg(screen.accounts.roleName)
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(14)
            }
            AppButton {
                objectName: "changePasswordButton"
                visible: screen.accounts.signedIn
                variant: "ghost"
                text: qsTr("Change password…")
                onClicked: changePasswordDialog.openForm()
            }
            AppButton {
                objectName: "signOutButton"
                visible: screen.accounts.signedIn
                variant: "secondary"
                text: qsTr("Sign out")
                onClicked: screen.accounts.signOut()
            }
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.px(16)
            color: Theme.surface
            border.color: Theme.border

            ScrollView {
                id: scroller
                objectName: "examScroller"
                anchors.fill: parent
                anchors.margins: Theme.px(28)
                contentWidth: availableWidth
                clip: true

                ColumnLayout {
                    width: scroller.availableWidth
                    spacing: Theme.px(16)

                    Text {
                        objectName: "examNotice"
                        Layout.fillWidth: true
                        visible: screen.notice.length > 0
                        text: screen.notice
                        color: Theme.correct
                        font.pixelSize: Theme.fontPx(15)
                        wrapMode: Text.Wrap
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }

                    Text {
                        Layout.fillWidth: true
                        visible: screen.view === "noDatabase"
                        text: qsTr("The progress database is not open, so exams cannot be unlocked, sat or signed.")
                        color: Theme.error
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontPx(15)
                    }

                    // --- The first run: the administrator ---
                    ColumnLayout {
                        objectName: "firstAdministratorForm"
                        visible: screen.view === "firstAdministrator"
                        Layout.maximumWidth: Theme.px(520)
                        spacing: Theme.px(12)
                        Text {
                            Layout.fillWidth: true
                            text: qsTr("Create the administrator")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(20)
                            font.bold: true
                        }
                        Text {
                            Layout.fillWidth: true
                            text: qsTr("Nobody can sign in yet. The administrator creates the accounts of trainees, "
                                       + "instructors and examiners; an administrator does not examine.")
                            color: Theme.textMuted
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontPx(14)
                        }
                        FormField { id: adminUser; objectName: "adminUserName"; Layout.fillWidth: true; label: qsTr("User name") }
                        FormField { id: adminName; objectName: "adminDisplayName"; Layout.fillWidth: true; label: qsTr("Full name") }
                        FormField { id: adminPassword; objectName: "adminPassword"; Layout.fillWidth: true; label: qsTr("Password (at least 8 characters)"); password: true }
                        FormField {
                            id: adminRepeat
                            objectName: "adminPasswordRepeat"
                            Layout.fillWidth: true
                            label: qsTr("Password again")
                            password: true
                            onAccepted: createAdminButton.clicked()
                        }
                        Text {
                            visible: adminRepeat.text.length > 0 && adminRepeat.text !== adminPassword.text
                            text: qsTr("The two passwords differ.")
                            color: Theme.error
                            font.pixelSize: Theme.fontPx(13)
                        }
                        AppButton {
                            id: createAdminButton
                            objectName: "createAdministratorButton"
                            variant: "primary"
                            text: qsTr("Create and sign in")
                            enabled: adminUser.text.trim().length > 0 && adminPassword.text.length > 0
                                     && adminRepeat.text === adminPassword.text
                            onClicked: {
                                if (screen.accounts.createAdministrator(adminUser.text.trim(), adminName.text.trim(),
                                                                        adminPassword.text)) {
                                    adminPassword.text = ""
                                    adminRepeat.text = ""
                                }
                            }
                        }
                    }

                    // --- Signing in ---
                    ColumnLayout {
                        objectName: "signInForm"
                        visible: screen.view === "signIn"
                        Layout.maximumWidth: Theme.px(440)
                        spacing: Theme.px(12)
                        Text {
                            text: qsTr("Sign in")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(20)
                            font.bold: true
                        }
                        FormField {
                            id: userField
                            objectName: "signInUserName"
                            Layout.fillWidth: true
                            label: qsTr("User name")
                            onAccepted: passwordField.input.forceActiveFocus()
                        }
                        FormField {
                            id: passwordField
                            objectName: "signInPassword"
                            Layout.fillWidth: true
                            label: qsTr("Password")
                            password: true
                            onAccepted: signInButton.clicked()
                        }
                        AppButton {
                            id: signInButton
                            objectName: "signInButton"
                            variant: "primary"
                            text: qsTr("Sign in")
                            enabled: userField.text.trim().length > 0 && passwordField.text.length > 0
                            onClicked: {
                                if (screen.accounts.signIn(userField.text.trim(), passwordField.text))
                                    screen.notice = ""
                                passwordField.text = ""
                            }
                        }
                    }

                    // --- Administrator: accounts ---
                    AccountAdmin {
                        Layout.fillWidth: true
                        visible: screen.view === "administrator"
                        accounts: screen.accounts
                        onDone: message => screen.notice = message
                    }
                    ColumnLayout {
                        objectName: "accountsForm"
                        visible: screen.view === "administrator"
                        Layout.maximumWidth: Theme.px(520)
                        spacing: Theme.px(12)
                        Text {
                            text: qsTr("New account")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(20)
                            font.bold: true
                        }
                        FormField { id: newUser; objectName: "newAccountUserName"; Layout.fillWidth: true; label: qsTr("User name") }
                        FormField { id: newName; objectName: "newAccountDisplayName"; Layout.fillWidth: true; label: qsTr("Full name") }
                        Text {
                            text: qsTr("Role")
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontPx(13)
                            font.bold: true
                        }
                        AppComboBox {
                            id: newRole
                            objectName: "newAccountRole"
                            Layout.preferredWidth: Theme.px(260)
                            textRole: "text"
                            valueRole: "value"
                            model: [
                                {"value": "trainee", "text": qsTr("Trainee")},
                                {"value": "instructor", "text": qsTr("Instructor")},
                                {"value": "examiner", "text": qsTr("Examiner")},
                                {"value": "administrator", "text": qsTr("Administrator")}
                            ]
                            Accessible.name: qsTr("Role of the new account")
                        }
                        FormField { id: newPassword; objectName: "newAccountPassword"; Layout.fillWidth: true; label: qsTr("First password (at least 8 characters)"); password: true }
                        AppButton {
                            objectName: "createAccountButton"
                            variant: "primary"
                            text: qsTr("Create account")
                            enabled: newUser.text.trim().length > 0 && newPassword.text.length > 0
                            onClicked: {
                                const name = newName.text.trim().length > 0 ? newName.text.trim() : newUser.text.trim()
                                if (screen.accounts.createAccount(newUser.text.trim(), name, newRole.currentValue,
                                                                  newPassword.text)) {
                                    screen.notice = qsTr("%1's account is ready.").arg(name)
                                    newUser.text = ""
                                    newName.text = ""
                                    newPassword.text = ""
                                }
                            }
                        }
                    }

                    // --- Examiner: unlock ---
                    ColumnLayout {
                        objectName: "unlockForm"
                        visible: screen.view === "examiner" && !authoring.editing
                        Layout.fillWidth: true
                        spacing: Theme.px(12)
                        Text {
                            text: qsTr("Unlock an exam")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(20)
                            font.bold: true
                        }
                        RowLayout {
                            spacing: Theme.px(12)
                            AppComboBox {
                                id: examChoice
                                objectName: "examChoice"
                                Layout.preferredWidth: Theme.px(380)
                                model: screen.desk.exams
                                textRole: "title"
                                valueRole: "id"
                                Accessible.name: qsTr("Exam")
                            }
                            AppComboBox {
                                id: traineeChoice
                                objectName: "traineeChoice"
                                Layout.preferredWidth: Theme.px(260)
                                model: screen.desk.trainees
                                textRole: "name"
                                valueRole: "accountId"
                                Accessible.name: qsTr("Trainee")
                            }
                            AppButton {
                                objectName: "unlockButton"
                                variant: "primary"
                                text: qsTr("Unlock")
                                enabled: examChoice.currentIndex >= 0 && traineeChoice.currentIndex >= 0
                                onClicked: {
                                    if (screen.desk.unlock(traineeChoice.currentValue, examChoice.currentValue) > 0)
                                        screen.notice = qsTr("\"%1\" is unlocked for %2.").arg(examChoice.currentText)
                                                                                          .arg(traineeChoice.currentText)
                                }
                            }
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: examChoice.currentIndex >= 0
                            text: {
                                const exam = screen.desk.exams[examChoice.currentIndex]
                                return exam ? qsTr("%1 scenarios, %2 minutes. %3").arg(exam.scenarios)
                                                  .arg(exam.timeLimitMinutes).arg(exam.description) : ""
                            }
                            color: Theme.textMuted
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontPx(13)
                        }
                        Text {
                            visible: traineeChoice.count === 0
                            text: qsTr("No trainee account yet: an administrator creates them.")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontPx(13)
                        }

                        Text {
                            Layout.topMargin: Theme.px(12)
                            text: qsTr("Results to sign")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(20)
                            font.bold: true
                        }
                        Text {
                            visible: signList.count === 0
                            text: qsTr("No exam is waiting for your signature.")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontPx(14)
                        }
                        Repeater {
                            id: signList
                            model: screen.desk.sittingsToSign
                            delegate: SittingRow {
                                required property var modelData
                                Layout.fillWidth: true
                                sitting: modelData
                                subtitle: qsTr("%1 · %2 of %3 scenarios · %4").arg(modelData.traineeName)
                                              .arg(modelData.begun).arg(modelData.scenarios)
                                              .arg(modelData.status === "interrupted" ? qsTr("interrupted: the time ran out")
                                                                                      : qsTr("completed"))
                                actionText: qsTr("Review…")
                                onActionClicked: screen.review(modelData.id)
                            }
                        }

                        SignedResultsList {
                            Layout.fillWidth: true
                            desk: screen.desk
                            onOpenRequested: sittingId => screen.review(sittingId)
                            onExported: message => screen.notice = message
                        }
                    }

                    // --- Examiner: exams written in the app ---
                    ExamAuthoring {
                        id: authoring
                        Layout.fillWidth: true
                        visible: screen.view === "examiner"
                        desk: screen.desk
                        onDone: message => screen.notice = message
                    }

                    // --- Trainee: the exams unlocked for them ---
                    ColumnLayout {
                        objectName: "sittingsList"
                        visible: screen.view === "trainee"
                        Layout.fillWidth: true
                        spacing: Theme.px(12)
                        Text {
                            text: qsTr("Your exams")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(20)
                            font.bold: true
                        }
                        Text {
                            Layout.fillWidth: true
                            text: qsTr("Once started, the clock runs and there are no hints and no verdicts until the end. "
                                       + "If the app stops, the exam resumes where it stopped while its time lasts.")
                            color: Theme.textMuted
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontPx(14)
                        }
                        Text {
                            visible: openList.count === 0
                            text: qsTr("No exam is unlocked for you. Your examiner unlocks it when you are ready.")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontPx(14)
                        }
                        Repeater {
                            id: openList
                            model: screen.desk.openSittings
                            delegate: SittingRow {
                                required property var modelData
                                Layout.fillWidth: true
                                sitting: modelData
                                subtitle: modelData.status === "in_progress"
                                          ? qsTr("In progress · scenario %1 of %2 · time is up at %3")
                                                .arg(Math.max(1, modelData.begun)).arg(modelData.scenarios)
                                                .arg(Qt.formatTime(modelData.deadline, "hh:mm"))
                                          : qsTr("%1 scenarios · %2 minutes").arg(modelData.scenarios)
                                                .arg(modelData.timeLimitMinutes)
                                actionText: modelData.status === "in_progress" ? qsTr("Resume") : qsTr("Start")
                                onActionClicked: screen.sit(modelData.id)
                            }
                        }
                    }

                    Text {
                        Layout.fillWidth: true
                        visible: screen.view === "instructor"
                        text: qsTr("Instructors follow their trainees' progress; exams are unlocked and signed by an examiner.")
                        color: Theme.textMuted
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontPx(15)
                    }

                    Text {
                        objectName: "accountError"
                        Layout.fillWidth: true
                        visible: screen.accounts.lastError.length > 0
                        text: screen.accounts.lastError
                        color: Theme.error
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontPx(14)
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                    Text {
                        objectName: "examError"
                        Layout.fillWidth: true
                        // The exam form says it beside its Save button.
                        visible: screen.desk.lastError.length > 0 && !(authoring.visible && authoring.editing)
                        text: screen.desk.lastError
                        color: Theme.error
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontPx(14)
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                    Text {
                        Layout.fillWidth: true
                        visible: screen.desk.examProblems.length > 0 && screen.view === "examiner"
                        text: qsTr("Exam files that did not load:\n%1").arg(screen.desk.examProblems)
                        color: Theme.warning
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontPx(12)
                    }
                }
            }
        }
    }

    ChangePasswordDialog {
        id: changePasswordDialog
        parent: screen
        accounts: screen.accounts
        onDone: message => screen.notice = message
    }

    Keys.onEscapePressed: screen.backRequested()
}

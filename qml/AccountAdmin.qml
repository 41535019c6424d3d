pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DealerTrainer

// An administrator's accounts (docs/accounts.md): everyone who can sign in,
// whether they are locked out or disabled, and what may be done about it.
// Whether it may be done is AccountStore's to say (AccountDesk.lastError).
ColumnLayout {
    id: admin
    objectName: "accountAdmin"

    required property AccountDesk accounts
    // Said after an action succeeds ("Tina's password is reset.").
    signal done(string message)

    spacing: Theme.px(10)

    function statusOf(account: var): string {
        if (account.disabled)
            return qsTr("Disabled")
        if (!isNaN(account.lockedUntil.getTime()))
            return qsTr("Locked until %1").arg(Qt.formatDateTime(account.lockedUntil, "d MMM hh:mm"))
        return qsTr("Active")
    }

    function lastSignInOf(account: var): string {
        if (isNaN(account.lastSignInAt.getTime()))
            return qsTr("No sign-in recorded")
        return qsTr("Last sign-in %1").arg(Qt.formatDateTime(account.lastSignInAt, "yyyy-MM-dd hh:mm"))
    }

    Text {
        text: qsTr("Accounts")
        color: Theme.text
        font.pixelSize: Theme.fontPx(20)
        font.bold: true
    }
    Text {
        Layout.fillWidth: true
        text: qsTr("Five wrong passwords in a row lock an account for 15 minutes. Resetting a password also unlocks it.")
        color: Theme.textMuted
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontPx(14)
    }

    Repeater {
        id: accountList
        objectName: "accountList"
        model: admin.accounts.accounts
        delegate: Rectangle {
            id: row
            required property var modelData
            readonly property bool locked: !isNaN(row.modelData.lockedUntil.getTime())
            objectName: "account_" + row.modelData.userName
            Layout.fillWidth: true
            implicitHeight: Theme.px(64)
            radius: Theme.px(10)
            color: Theme.surfaceRaised
            border.color: row.locked || row.modelData.disabled ? Theme.warning : Theme.border
            Accessible.role: Accessible.ListItem
            Accessible.name: qsTr("%1 (%2), %3, %4, %5").arg(row.modelData.displayName).arg(row.modelData.userName)
                                .arg(row.modelData.roleName).arg(admin.statusOf(row.modelData))
                                .arg(admin.lastSignInOf(row.modelData))

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.px(18)
                anchors.rightMargin: Theme.px(12)
                spacing: Theme.px(12)
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: Theme.px(2)
                    Text {
                        Layout.fillWidth: true
                        text: row.modelData.self ? qsTr("%1 (you)").arg(row.modelData.displayName)
                                                 : row.modelData.displayName
                        color: Theme.text
                        font.pixelSize: Theme.fontPx(15)
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Text {
                        Layout.fillWidth: true
                        text: qsTr("%1 · created %2").arg(row.modelData.userName)
                                  .arg(Qt.formatDate(row.modelData.createdAt, "yyyy-MM-dd"))
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(13)
                        elide: Text.ElideRight
                    }
                }
                Text {
                    Layout.preferredWidth: Theme.px(120)
                    text: row.modelData.roleName
                    color: Theme.text
                    font.pixelSize: Theme.fontPx(14)
                }
                ColumnLayout {
                    Layout.preferredWidth: Theme.px(230)
                    spacing: Theme.px(2)
                    Text {
                        objectName: "accountStatus"
                        Layout.fillWidth: true
                        text: admin.statusOf(row.modelData)
                        color: row.locked || row.modelData.disabled ? Theme.warning : Theme.textMuted
                        font.pixelSize: Theme.fontPx(14)
                        elide: Text.ElideRight
                    }
                    Text {
                        objectName: "accountLastSignIn"
                        Layout.fillWidth: true
                        text: admin.lastSignInOf(row.modelData)
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(13)
                        elide: Text.ElideRight
                    }
                }
                // The actions in a column of their own, so the columns
                // before line up whichever actions a row offers.
                RowLayout {
                    Layout.preferredWidth: Theme.px(380)
                    Layout.fillWidth: false
                    spacing: Theme.px(10)
                    Item {
                        Layout.fillWidth: true
                    }
                    AppButton {
                        objectName: "unlockAccountButton"
                        visible: row.locked
                        text: qsTr("Unlock")
                        onClicked: {
                            if (admin.accounts.unlockAccount(row.modelData.id))
                                admin.done(qsTr("%1's account is unlocked.").arg(row.modelData.displayName))
                        }
                    }
                    AppButton {
                        objectName: "resetPasswordButton"
                        visible: !row.modelData.self
                        text: qsTr("Reset password…")
                        onClicked: resetDialog.openFor(row.modelData)
                    }
                    AppButton {
                        objectName: "disableAccountButton"
                        visible: !row.modelData.self
                        variant: row.modelData.disabled ? "secondary" : "danger"
                        text: row.modelData.disabled ? qsTr("Enable") : qsTr("Disable")
                        onClicked: {
                            const disable = !row.modelData.disabled
                            const name = row.modelData.displayName
                            if (admin.accounts.setAccountDisabled(row.modelData.id, disable))
                                admin.done(disable ? qsTr("%1's account is disabled.").arg(name)
                                                   : qsTr("%1's account is enabled.").arg(name))
                        }
                    }
                }
            }
        }
    }

    // A new password for someone who forgot theirs.
    AppDialog {
        id: resetDialog
        objectName: "resetPasswordDialog"
        property var account: ({})
        title: qsTr("New password for %1").arg(resetDialog.account.displayName || "")
        width: Math.min(Theme.px(480), admin.Window.width - Theme.px(40))
        parent: admin.Window.contentItem

        function openFor(account: var): void {
            resetDialog.account = account
            resetPassword.text = ""
            resetRepeat.text = ""
            resetDialog.open()
            resetPassword.input.forceActiveFocus()
        }

        ColumnLayout {
            width: parent ? parent.width : Theme.px(440)
            spacing: Theme.px(12)
            Text {
                Layout.fillWidth: true
                text: qsTr("Give it to them in person. The account is unlocked too.")
                color: Theme.textMuted
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(13)
            }
            FormField {
                id: resetPassword
                objectName: "resetPasswordField"
                Layout.fillWidth: true
                label: qsTr("New password (at least 8 characters)")
                password: true
            }
            PasswordRepeat {
                id: resetRepeat
                objectName: "resetPasswordRepeat"
                Layout.fillWidth: true
                first: resetPassword.text
                onAccepted: resetConfirm.confirm()
            }
            Text {
                Layout.fillWidth: true
                visible: resetDialog.opened && admin.accounts.lastError.length > 0
                text: admin.accounts.lastError
                color: Theme.error
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(13)
            }
        }
        footer: DialogButtons {
            id: resetConfirm
            confirmName: "confirmResetPassword"
            confirmText: qsTr("Set password")
            confirmEnabled: resetPassword.text.length > 0 && resetRepeat.matches
            onCancelled: resetDialog.close()
            onConfirmed: {
                const name = resetDialog.account.displayName
                if (admin.accounts.resetPassword(resetDialog.account.id, resetPassword.text)) {
                    resetDialog.close()
                    admin.done(qsTr("%1's password is reset.").arg(name))
                }
            }
        }
    }
}

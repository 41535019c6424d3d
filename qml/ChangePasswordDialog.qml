import QtQuick
import QtQuick.Layouts
import DealerTrainer

// Anyone signed in changes their own password: the current one first (an
// examiner's signing keys are sealed again with the new one).
AppDialog {
    id: dialog
    objectName: "changePasswordDialog"

    required property AccountDesk accounts
    signal done(string message)

    title: qsTr("Change your password")
    width: Math.min(Theme.px(480), dialog.parent ? dialog.parent.width - Theme.px(40) : Theme.px(480))

    function openForm(): void {
        currentPassword.text = ""
        newPassword.text = ""
        newRepeat.text = ""
        dialog.open()
        currentPassword.input.forceActiveFocus()
    }

    ColumnLayout {
        width: parent ? parent.width : Theme.px(440)
        spacing: Theme.px(12)
        FormField {
            id: currentPassword
            objectName: "currentPassword"
            Layout.fillWidth: true
            label: qsTr("Current password")
            password: true
            onAccepted: newPassword.input.forceActiveFocus()
        }
        FormField {
            id: newPassword
            objectName: "newPassword"
            Layout.fillWidth: true
            label: qsTr("New password (at least 8 characters)")
            password: true
            onAccepted: newRepeat.forceActiveFocus()
        }
        PasswordRepeat {
            id: newRepeat
            objectName: "newPasswordRepeat"
            Layout.fillWidth: true
            first: newPassword.text
            onAccepted: buttons.confirm()
        }
        Text {
            Layout.fillWidth: true
            visible: dialog.opened && dialog.accounts.lastError.length > 0
            text: dialog.accounts.lastError
            color: Theme.error
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(13)
        }
    }
    footer: DialogButtons {
        id: buttons
        confirmName: "confirmChangePassword"
        confirmText: qsTr("Change password")
        confirmEnabled: currentPassword.text.length > 0 && newPassword.text.length > 0 && newRepeat.matches
        onCancelled: dialog.close()
        onConfirmed: {
            if (dialog.accounts.changePassword(currentPassword.text, newPassword.text)) {
                dialog.close()
                dialog.done(qsTr("Your password is changed."))
            }
            currentPassword.text = ""
        }
    }
}

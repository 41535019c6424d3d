import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DealerTrainer

// The examiner signs a sitting off (ExamDesk.sign): the decision, chosen on
// purpose (none at first), a comment, and their password again. The
// signature is final; the store checks who may sign.
ColumnLayout {
    id: form
    objectName: "signForm"

    required property ExamDesk desk
    // The sitting as the review shows it (id, examTitle, traineeName, begun, scenarios).
    required property var sitting
    property string decision: "" // "pass" or "fail"

    // Signed: the decision taken.
    signal signed(bool passed)

    spacing: Theme.px(8)

    Text {
        text: qsTr("Sign the result")
        color: Theme.text
        font.pixelSize: Theme.fontPx(18)
        font.bold: true
    }
    Text {
        Layout.fillWidth: true
        text: qsTr("Final: the result joins the chain of signed results, sealed with your key. "
                   + "%1 of %2 scenarios were dealt.")
              .arg(form.sitting.begun || 0).arg(form.sitting.scenarios || 0)
        color: Theme.textMuted
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontPx(13)
    }
    RowLayout {
        spacing: Theme.px(10)
        Text {
            text: qsTr("Decision")
            color: Theme.textMuted
            font.pixelSize: Theme.fontPx(13)
            font.bold: true
        }
        AppButton {
            objectName: "passDecision"
            text: qsTr("Pass")
            variant: form.decision === "pass" ? "primary" : "secondary"
            Accessible.checkable: true
            Accessible.checked: form.decision === "pass"
            onClicked: form.decision = "pass"
        }
        AppButton {
            objectName: "failDecision"
            text: qsTr("Fail")
            variant: form.decision === "fail" ? "danger" : "secondary"
            Accessible.checkable: true
            Accessible.checked: form.decision === "fail"
            onClicked: form.decision = "fail"
        }
    }
    Text {
        text: qsTr("Comment")
        color: Theme.textMuted
        font.pixelSize: Theme.fontPx(13)
        font.bold: true
    }
    TextArea {
        id: commentField
        objectName: "signComment"
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.px(64)
        wrapMode: TextEdit.Wrap
        color: Theme.text
        font.pixelSize: Theme.fontPx(14)
        Accessible.name: qsTr("Comment")
        background: Rectangle {
            radius: Theme.px(8)
            color: Theme.window
            border.width: commentField.activeFocus ? Theme.focusWidth : Theme.lineWidth
            border.color: commentField.activeFocus ? Theme.focus : Theme.borderStrong
        }
    }
    FormField {
        id: signPassword
        objectName: "signPassword"
        Layout.fillWidth: true
        label: qsTr("Your password")
        password: true
        onAccepted: if (confirmButton.enabled) confirmButton.clicked()
    }
    AppButton {
        id: confirmButton
        objectName: "confirmSignButton"
        variant: "primary"
        text: qsTr("Sign")
        enabled: form.decision.length > 0 && signPassword.text.length > 0
        onClicked: {
            const passed = form.decision === "pass"
            const signedOff = form.desk.sign(form.sitting.id, passed, commentField.text, signPassword.text)
            signPassword.text = ""
            if (signedOff)
                form.signed(passed)
        }
    }
}

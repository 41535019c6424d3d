import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// A labelled text field of the app's forms; `password` hides what is typed.
ColumnLayout {
    id: field

    property string label: ""
    property bool password: false
    property alias text: input.text
    property alias input: input
    signal accepted()

    spacing: Theme.px(6)

    Text {
        visible: field.label.length > 0 // a field labelled beside it, in a row
        text: field.label
        color: Theme.textMuted
        font.pixelSize: Theme.fontPx(13)
        font.bold: true
    }
    TextField {
        id: input
        Layout.fillWidth: true
        echoMode: field.password ? TextInput.Password : TextInput.Normal
        placeholderTextColor: Theme.textDim
        color: Theme.text
        font.pixelSize: Theme.fontPx(15)
        selectByMouse: true
        maximumLength: 120
        leftPadding: Theme.px(14)
        implicitHeight: Theme.px(42)
        Accessible.role: Accessible.EditableText
        Accessible.name: field.label
        Accessible.passwordEdit: field.password
        background: Rectangle {
            radius: Theme.px(8)
            color: Theme.window
            border.width: input.activeFocus ? Theme.focusWidth : Theme.lineWidth
            border.color: input.activeFocus ? Theme.focus : Theme.borderStrong
        }
        Keys.onReturnPressed: field.accepted()
        Keys.onEnterPressed: field.accepted()
    }
}

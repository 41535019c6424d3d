import QtQuick
import QtQuick.Layouts

// A new password typed again, and a word when the two differ.
ColumnLayout {
    id: repeat

    property string first: ""
    property alias text: field.text
    readonly property bool matches: field.text === repeat.first
    signal accepted()

    spacing: Theme.px(6)

    FormField {
        id: field
        Layout.fillWidth: true
        label: qsTr("Password again")
        password: true
        onAccepted: repeat.accepted()
    }
    Text {
        visible: field.text.length > 0 && !repeat.matches
        text: qsTr("The two passwords differ.")
        color: Theme.error
        font.pixelSize: Theme.fontPx(13)
    }
}

import QtQuick
import QtQuick.Layouts

// A lesson row's two buttons, Start and Take as exam. Made by LessonRow only
// for the current row, the row under the mouse, or while one of them has the
// focus; every other row draws their faces with plain items
// (docs/performance.md, "What was done").
ColumnLayout {
    id: actions

    required property LessonRow row
    // Keeps the buttons while the mouse is over one (its hover may hide the
    // row's own) or the keyboard focus is on one.
    readonly property bool engaged: startButton.hovered || examButton.hovered
                                    || startButton.activeFocus || examButton.activeFocus

    spacing: Theme.px(6)

    // Released (false again) when the buttons go.
    Binding {
        target: actions.row
        property: "actionsEngaged"
        value: actions.engaged
    }

    AppButton {
        id: startButton
        Layout.preferredWidth: Theme.px(170)
        objectName: "startLessonButton"
        variant: actions.row.current ? "primary" : "secondary"
        text: actions.row.attempts > 0 ? qsTr("Practise again") : qsTr("Start")
        shortcutText: actions.row.current ? "Enter" : ""
        Accessible.name: qsTr("%1: %2").arg(text).arg(actions.row.title)
        onClicked: actions.row.startClicked()
    }
    AppButton {
        id: examButton
        Layout.preferredWidth: Theme.px(170)
        objectName: "examLessonButton"
        variant: "ghost"
        text: qsTr("Take as exam")
        shortcutText: actions.row.current ? "\u21e7Enter" : ""
        fontSize: 12
        implicitHeight: Theme.px(30)
        Accessible.name: qsTr("Take %1 as an exam, with no feedback until the end").arg(actions.row.title)
        onClicked: actions.row.examClicked()
    }
}

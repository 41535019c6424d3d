import QtQuick
import QtQuick.Layouts

// One attempt in the progress screen's list: date, lesson, mode, status,
// accuracy, errors, passed, and its replay. Enter or R on the list replays
// the current row, as the Replay button does.
Rectangle {
    id: row

    required property int index
    required property int attemptId
    required property date startedAt
    required property string lessonTitle
    required property string mode
    required property string status
    required property real accuracy
    required property int actions
    required property int errors
    required property bool passed
    required property bool replayable

    property bool current: false
    property bool keyboardCursor: false

    signal selected()
    signal replayClicked()

    readonly property string modeText: row.mode === "exam" ? qsTr("Exam")
                                       : row.mode === "drill" ? qsTr("Drill") : qsTr("Practice")
    readonly property string statusText: row.status === "completed" ? qsTr("Completed")
                                         : row.status === "abandoned" ? qsTr("Abandoned") : qsTr("In progress")
    readonly property string accuracyText: row.actions > 0 ? Math.round(row.accuracy * 100) + "%" : "\u2014"

    implicitHeight: Theme.px(40)
    radius: Theme.px(8)
    color: mouse.containsMouse ? Theme.surfaceHover : Theme.surface
    border.width: row.keyboardCursor ? Theme.focusWidth : row.current ? Theme.px(2) : Theme.lineWidth
    border.color: row.keyboardCursor ? Theme.listCursor : row.current ? Theme.accent : Theme.border

    Accessible.role: Accessible.ListItem
    Accessible.name: qsTr("%1, %2, %3").arg(Qt.formatDateTime(row.startedAt, "d MMM yyyy hh:mm"))
                                        .arg(row.lessonTitle).arg(row.modeText)
    Accessible.description: qsTr("%1. Accuracy %2, %n error(s). ", "", row.errors).arg(row.statusText).arg(row.accuracyText)
                            + (row.passed ? qsTr("Passed.") : qsTr("Not passed."))
    Accessible.selected: row.current
    Accessible.onPressAction: row.replayClicked()

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        onPressed: row.selected()
        onDoubleClicked: if (row.replayable) row.replayClicked()
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(12)
        anchors.rightMargin: Theme.px(8)
        spacing: Theme.px(10)

        Text {
            Layout.preferredWidth: Theme.px(148)
            text: Qt.formatDateTime(row.startedAt, "d MMM yyyy hh:mm")
            color: Theme.textMuted
            font.family: Theme.monoFamily
            font.pixelSize: Theme.fontPx(11)
            elide: Text.ElideRight
        }
        Text {
            Layout.fillWidth: true
            text: row.lessonTitle
            color: Theme.text
            font.pixelSize: Theme.fontPx(13)
            elide: Text.ElideRight
        }
        Text {
            Layout.preferredWidth: Theme.px(74)
            text: row.modeText
            color: row.mode === "exam" ? Theme.accent : Theme.textMuted
            font.pixelSize: Theme.fontPx(12)
        }
        Text {
            Layout.preferredWidth: Theme.px(90)
            text: row.statusText
            color: row.status === "abandoned" ? Theme.warning : Theme.textMuted
            font.pixelSize: Theme.fontPx(12)
        }
        Text {
            Layout.preferredWidth: Theme.px(70)
            text: row.accuracyText
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontPx(13)
        }
        Text {
            Layout.preferredWidth: Theme.px(56)
            text: String(row.errors)
            color: row.errors > 0 ? Theme.error : Theme.correct
            font.bold: true
            font.pixelSize: Theme.fontPx(13)
        }
        Text {
            Layout.preferredWidth: Theme.px(62)
            text: row.passed ? qsTr("\u2714 Yes") : qsTr("No")
            color: row.passed ? Theme.correct : Theme.textDim
            font.bold: row.passed
            font.pixelSize: Theme.fontPx(12)
        }
        AppButton {
            objectName: "replayAttempt" + row.index
            Layout.preferredWidth: Theme.px(86)
            implicitHeight: Theme.px(30)
            leftPadding: Theme.px(8)
            rightPadding: Theme.px(8)
            fontSize: 12
            text: qsTr("Replay")
            enabled: row.replayable
            // The list's Enter or R replays the current row: the button
            // takes no Tab stop per row.
            focusPolicy: Qt.NoFocus
            Accessible.name: qsTr("Replay the attempt of %1").arg(Qt.formatDateTime(row.startedAt, "d MMM yyyy hh:mm"))
            onClicked: {
                row.selected()
                row.replayClicked()
            }
        }
    }
}

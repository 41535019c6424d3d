import QtQuick
import QtQuick.Layouts
import DealerTrainer

// One row of a sitting's score under review (SittingReview): a scenario
// with its replay button (a table's), the heading, or the total.
Rectangle {
    id: row

    // ExamReview's scenario map (number, lessonTitle, actions, errors, accuracy,
    // payoutErrors, integrityErrors), or the total in the same keys.
    property var score: ({})
    property string statusText: ""
    property string duration: ""
    property bool heading: false
    property bool total: false
    signal replayClicked()

    readonly property color ink: row.heading ? Theme.textDim : Theme.text
    readonly property int figurePx: row.heading ? Theme.fontPx(12) : Theme.fontPx(14)

    function figure(value: var): string {
        return value === undefined || value === null ? "—" : String(value)
    }

    implicitHeight: row.heading ? Theme.px(28)
                                : Math.max(Theme.px(row.total ? 44 : 54), titleColumn.implicitHeight + Theme.px(14))
    radius: Theme.px(8)
    color: row.heading ? "transparent" : row.total ? Theme.surfaceRaised : Theme.window
    border.color: row.heading ? "transparent" : row.total ? Theme.borderStrong : Theme.border
    Accessible.role: row.heading ? Accessible.ColumnHeader : Accessible.Row
    Accessible.name: row.heading ? "" : qsTr("%1: %2 actions, %3 errors, %4 accurate")
                                        .arg(row.score.lessonTitle || "").arg(row.figure(row.score.actions))
                                        .arg(row.figure(row.score.errors))
                                        .arg(((row.score.accuracy || 0) * 100).toFixed(1) + "%")

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(12)
        anchors.rightMargin: Theme.px(8)
        spacing: Theme.px(8)

        Text {
            Layout.preferredWidth: Theme.px(24)
            text: row.heading ? "#" : row.total ? "" : row.figure(row.score.number)
            color: row.heading ? Theme.textDim : Theme.textMuted
            font.pixelSize: row.figurePx
            font.bold: !row.heading
        }
        ColumnLayout {
            id: titleColumn
            Layout.fillWidth: true
            spacing: Theme.px(1)
            Text {
                Layout.fillWidth: true
                text: row.heading ? qsTr("Lesson") : row.score.lessonTitle || ""
                color: row.ink
                font.pixelSize: row.figurePx
                font.bold: row.total
                // An examiner tells lessons apart by their titles: two lines
                // before the rest is elided.
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Text {
                Layout.fillWidth: true
                visible: !row.heading && !row.total
                text: qsTr("%1 · seed %2").arg(row.statusText).arg(row.score.seed || "")
                color: row.score.status === "completed" ? Theme.textDim : Theme.warning
                font.pixelSize: Theme.fontPx(12)
                elide: Text.ElideRight
            }
        }
        Repeater {
            model: [
                [qsTr("Actions"), row.figure(row.score.actions), 62, Theme.text],
                [qsTr("Errors"), row.figure(row.score.errors), 56, (row.score.errors || 0) > 0 ? Theme.error : Theme.text],
                [qsTr("Accuracy"), row.score.accuracy === undefined ? "—" : ((row.score.accuracy) * 100).toFixed(1) + "%", 74, Theme.text],
                [qsTr("Payout"), row.figure(row.score.payoutErrors), 58, (row.score.payoutErrors || 0) > 0 ? Theme.error : Theme.text],
                [qsTr("Integrity"), row.figure(row.score.integrityErrors), 66, (row.score.integrityErrors || 0) > 0 ? Theme.integrity : Theme.text],
                [qsTr("Time"), row.duration, 52, Theme.text]
            ]
            delegate: Text {
                required property var modelData
                Layout.preferredWidth: Theme.px(modelData[2])
                horizontalAlignment: Text.AlignRight
                text: row.heading ? modelData[0] : modelData[1]
                color: row.heading ? Theme.textDim : modelData[3]
                font.pixelSize: row.figurePx
                font.bold: row.total
            }
        }
        Item {
            Layout.preferredWidth: Theme.px(96)
            Layout.fillHeight: true
            AppButton {
                objectName: "replayScenarioButton"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                // A spot-the-error exercise's answers are listed under its row.
                visible: !row.heading && !row.total && row.score.kind !== "spot"
                variant: "secondary"
                text: qsTr("Replay")
                Accessible.name: qsTr("Replay scenario %1").arg(row.score.number || 0)
                onClicked: row.replayClicked()
            }
        }
    }
}

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// A spot-the-error scenario of an exam sitting (ExamDesk.scenarioKind
// "spot"): the simulated dealer deals on by itself, the examinee stops it,
// names the rule and the remedy, with the exam's clock counting down. No
// feedback, verdicts or hints: the answers are graded for the examiner's
// review. It is handed in once the dealer has finished, or ends with the
// sitting when the time is up; it cannot be left.
Item {
    id: screen
    objectName: "examSpotScreen"

    required property SpotTheErrorController spot
    required property ExamDesk sitting

    // The exercise was handed in: the next scenario, or the end.
    signal finished()
    // The clock reached zero.
    signal sittingTimeUp()

    readonly property bool active: screen.StackView.view === null || screen.StackView.status === StackView.Active

    Component.onCompleted: exercise.forceActiveFocus()
    StackView.onActivated: exercise.forceActiveFocus()

    Connections {
        target: screen.spot
        function onAttemptEnded(): void {
            if (screen.spot.finished)
                screen.finished()
        }
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.window
    }

    Rectangle {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        height: Theme.px(62)
        color: Theme.surface
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(16)
            anchors.rightMargin: Theme.px(12)
            spacing: Theme.px(14)
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.px(2)
                Text {
                    Layout.fillWidth: true
                    text: screen.spot ? screen.spot.lessonTitle : ""
                    color: Theme.text
                    elide: Text.ElideRight
                    font.family: Theme.displayFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(18)
                }
                Text {
                    Layout.fillWidth: true
                    text: screen.sitting ? qsTr("%1 · scenario %2 of %3 · spot the error")
                                               .arg(screen.sitting.sittingTitle)
                                               .arg(screen.sitting.scenario + 1).arg(screen.sitting.scenarios)
                                         : ""
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(12)
                }
            }
            Text {
                objectName: "spotProgress"
                text: screen.spot ? qsTr("Dealer action %1 of %2").arg(screen.spot.shown).arg(screen.spot.length) : ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(13)
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                text: qsTr("Exam: no feedback until the end")
                color: Theme.warning
                font.pixelSize: Theme.fontPx(12.5)
                font.bold: true
            }
            ExamClockChip {
                objectName: "examChip"
                sitting: screen.sitting
                running: !!screen.spot && !screen.spot.finished
                onTimeUp: screen.sittingTimeUp()
            }
        }
    }

    SpotExerciseView {
        id: exercise
        objectName: "examSpotExercise"
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        spot: screen.spot
        exam: true
        finishText: qsTr("Hand in this scenario")
    }
}

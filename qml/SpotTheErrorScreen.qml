pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// A spot-the-error exercise (SpotTheErrorController): a simulated dealer
// deals the table, action by action, and makes mistakes. The examinee stops
// the game right after one, names the rule broken and chooses the remedy.
// In practice each answer is graded at once, with its section; in an exam
// nothing is shown until the results. It grades nothing: the core does.
//
// Keys: Space plays or pauses the dealer, → shows one action, S (or Enter)
// stops the game, 1-9 choose a remedy and Enter answers, Esc leaves.
Item {
    id: screen
    objectName: "spotScreen"

    required property SpotTheErrorController spot

    signal leaveConfirmed()
    signal tryAgainRequested()
    signal regulationRequested(string citation)

    readonly property bool active: screen.StackView.view === null || screen.StackView.status === StackView.Active
    readonly property bool finished: !!screen.spot && screen.spot.finished
    readonly property var summary: screen.spot ? screen.spot.summary : ({})

    Component.onCompleted: exercise.forceActiveFocus()
    StackView.onActivated: exercise.forceActiveFocus()

    Shortcut {
        sequence: "Esc"
        enabled: screen.active
        onActivated: screen.leaveConfirmed()
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.window
    }

    // --- Header: the exercise, the dealer's progress, leave ---
    Rectangle {
        id: header
        visible: !screen.finished
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
                    text: screen.spot ? screen.spot.objective : ""
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
                visible: !!screen.spot && screen.spot.exam
                text: qsTr("Exam: no feedback until the end")
                color: Theme.warning
                font.pixelSize: Theme.fontPx(12.5)
                font.bold: true
            }
            AppButton {
                objectName: "spotLeave"
                variant: "ghost"
                text: qsTr("Leave")
                shortcutText: "Esc"
                fontSize: 13
                implicitHeight: Theme.px(36)
                focusPolicy: Qt.NoFocus
                Accessible.name: qsTr("Leave the exercise")
                onClicked: screen.leaveConfirmed()
            }
        }
    }

    // --- The table, the dealer's controls and the question ---
    SpotExerciseView {
        id: exercise
        visible: !screen.finished
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        spot: screen.spot
        onRegulationRequested: citation => screen.regulationRequested(citation)
    }

    // --- The results ---
    RowLayout {
        id: results
        objectName: "spotResults"
        visible: screen.finished
        anchors.fill: parent
        anchors.margins: Theme.px(36)
        spacing: Theme.px(32)

        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: screen.active && screen.finished
            onActivated: screen.tryAgainRequested()
        }

        ColumnLayout {
            Layout.preferredWidth: Theme.px(360)
            Layout.maximumWidth: Theme.px(420)
            Layout.fillHeight: true
            spacing: Theme.px(12)

            Text {
                Layout.fillWidth: true
                text: screen.spot ? screen.spot.lessonTitle : ""
                color: Theme.textMuted
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(15)
            }
            RowLayout {
                spacing: Theme.px(16)
                VerdictIcon {
                    Layout.preferredWidth: Theme.px(64)
                    Layout.preferredHeight: Theme.px(64)
                    correct: !!screen.summary.passed
                }
                Text {
                    objectName: "spotResultHeadline"
                    text: screen.summary.passed ? qsTr("Passed") : qsTr("Not passed yet")
                    color: screen.summary.passed ? Theme.correct : Theme.text
                    font.family: Theme.displayFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(34)
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
            }
            ResultStat {
                objectName: "spotCaught"
                Layout.fillWidth: true
                label: qsTr("Errors stopped in time")
                value: qsTr("%1 of %2").arg(screen.summary.caught || 0).arg(screen.summary.injectedErrors || 0)
                tone: (screen.summary.caught || 0) === (screen.summary.injectedErrors || 0) ? Theme.correct : Theme.error
            }
            ResultStat {
                Layout.fillWidth: true
                label: qsTr("Rules and remedies named right")
                value: qsTr("%1 rules · %2 remedies").arg(screen.summary.rulesRight || 0).arg(screen.summary.remediesRight || 0)
                tone: Theme.text
            }
            ResultStat {
                Layout.fillWidth: true
                label: qsTr("Missed, late, stopped for nothing")
                value: qsTr("%1 · %2 · %3").arg(screen.summary.missed || 0).arg(screen.summary.late || 0).arg(screen.summary.falseStops || 0)
                tone: (screen.summary.missed || 0) + (screen.summary.late || 0) + (screen.summary.falseStops || 0) === 0 ? Theme.correct : Theme.warning
            }
            ResultStat {
                Layout.fillWidth: true
                label: qsTr("Answers right")
                value: qsTr("%1 of %2 (%3%)").arg(screen.summary.correct || 0).arg(screen.summary.graded || 0)
                                             .arg(Math.round((screen.summary.accuracy || 0) * 100))
                tone: Theme.text
            }
            Item { Layout.fillHeight: true }
            AppButton {
                objectName: "spotTryAgain"
                Layout.fillWidth: true
                variant: "primary"
                text: qsTr("Try again")
                shortcutText: "Enter"
                onClicked: screen.tryAgainRequested()
            }
            AppButton {
                objectName: "spotBack"
                Layout.fillWidth: true
                text: qsTr("Back to lessons")
                shortcutText: "Esc"
                onClicked: screen.leaveConfirmed()
            }
        }

        // Every answer, graded, with the dealer's action it was about.
        ListView {
            id: entryList
            objectName: "spotEntries"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.px(8)
            activeFocusOnTab: true
            model: screen.finished && screen.spot ? screen.spot.entries : []
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Every answer")
            delegate: Rectangle {
                id: entryCard
                required property var modelData
                width: entryList.width
                implicitHeight: entryContent.implicitHeight + Theme.px(20)
                radius: Theme.px(10)
                color: entryCard.modelData.correct ? Theme.surface : Theme.errorTint
                border.width: Theme.lineWidth
                border.color: entryCard.modelData.correct ? Theme.border : Theme.errorTintBorder
                SpotEntryRow {
                    id: entryContent
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: Theme.px(12)
                    modelData: entryCard.modelData
                    onCitationActivated: citation => screen.regulationRequested(citation)
                }
            }
        }
    }
}

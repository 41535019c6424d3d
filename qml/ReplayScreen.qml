import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DealerTrainer

// A past attempt played back on the table (AttemptReplay): the table after
// each action, and that action with the grade it was given. Nothing here can
// act on the table; ← → step, Home and End go to the start and the end.
Item {
    id: screen
    objectName: "replayScreen"

    required property AttemptReplay replay
    // Who dealt, printed at the dealer's edge: the trainee's own attempt
    // ("DEALER — YOU"), or "DEALER" when an examiner replays a trainee's table.
    property alias dealerLabel: tableView.dealerLabel

    signal backRequested()
    signal regulationRequested(string citation)

    readonly property var attempt: screen.replay ? screen.replay.attempt : ({})
    readonly property var current: screen.replay ? screen.replay.current : ({})
    readonly property bool atStart: !screen.replay || screen.replay.step === 0
    readonly property bool active: screen.StackView.view === null || screen.StackView.status === StackView.Active

    focus: true
    Keys.onPressed: event => {
        if (!screen.replay)
            return
        if (event.key === Qt.Key_Right || event.key === Qt.Key_Space)
            screen.replay.next()
        else if (event.key === Qt.Key_Left || event.key === Qt.Key_Backspace)
            screen.replay.previous()
        else if (event.key === Qt.Key_Home)
            screen.replay.first()
        else if (event.key === Qt.Key_End)
            screen.replay.last()
        else if (event.key === Qt.Key_Escape)
            screen.backRequested()
        else
            return
        event.accepted = true
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Replay of %1").arg(screen.attempt.lessonTitle || "")

    Rectangle {
        anchors.fill: parent
        color: Theme.window
    }

    // --- Header: the attempt ---
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
                    objectName: "replayTitle"
                    Layout.fillWidth: true
                    text: qsTr("Replay: %1").arg(screen.attempt.lessonTitle || "")
                    color: Theme.text
                    elide: Text.ElideRight
                    font.family: Theme.displayFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(18)
                }
                Text {
                    Layout.fillWidth: true
                    text: screen.attempt.startedAt
                          ? qsTr("%1 · %2 · %3 actions, %4 errors · %5% accurate")
                                .arg(Qt.formatDateTime(screen.attempt.startedAt, "d MMM yyyy, hh:mm"))
                                .arg(screen.attempt.mode === "exam" ? qsTr("exam") : qsTr("practice"))
                                .arg(screen.attempt.actions).arg(screen.attempt.errors)
                                .arg(Math.round((screen.attempt.accuracy || 0) * 100))
                          : ""
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(12)
                }
            }
            AppButton {
                objectName: "replayBackButton"
                variant: "ghost"
                text: qsTr("Back")
                shortcutText: "Esc"
                fontSize: 13
                implicitHeight: Theme.px(36)
                focusPolicy: Qt.NoFocus
                onClicked: screen.backRequested()
            }
        }
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
    }

    // The lesson grades a step otherwise today: say what is shown.
    Rectangle {
        id: divergedBanner
        objectName: "replayDiverged"
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        visible: !!screen.replay && screen.replay.diverged
        height: visible ? divergedText.implicitHeight + Theme.px(14) : 0
        color: Theme.warningDeep
        Text {
            id: divergedText
            anchors.centerIn: parent
            width: parent.width - Theme.px(32)
            wrapMode: Text.Wrap
            text: qsTr("This lesson has changed since the attempt: the table may not show what happened then. Each action keeps the grade it was given.")
            color: Theme.text
            font.pixelSize: Theme.fontPx(12.5)
        }
    }

    // --- The table, as it was after the step ---
    BlackjackTable {
        id: tableView
        objectName: "replayTable"
        anchors.top: divergedBanner.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: stepPanel.top
        anchors.topMargin: Theme.px(4)
        table: screen.replay ? screen.replay.table : null
    }

    // --- The step: the action and its grade, and the controls ---
    Rectangle {
        id: stepPanel
        objectName: "replayStepPanel"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: Theme.px(150)
        color: Theme.surface
        Rectangle {
            width: parent.width
            height: 1
            color: Theme.border
        }

        RowLayout {
            anchors.fill: parent
            anchors.margins: Theme.px(14)
            spacing: Theme.px(18)

            // The grade of the step.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(4)
                RowLayout {
                    spacing: Theme.px(8)
                    VerdictIcon {
                        visible: !screen.atStart
                        correct: screen.current.correct === true
                    }
                    Text {
                        objectName: "replayAction"
                        Layout.fillWidth: true
                        text: screen.atStart ? qsTr("The lesson's start: nothing done yet. Press → to replay the first action.")
                                             : qsTr("%1. %2").arg(screen.replay.step).arg(screen.current.description || "")
                        color: Theme.text
                        elide: Text.ElideRight
                        font.bold: !screen.atStart
                        font.pixelSize: Theme.fontPx(15)
                    }
                    Text {
                        visible: !screen.atStart
                        text: qsTr("at %1 s").arg((screen.current.seconds || 0).toFixed(1))
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(12)
                    }
                }
                Text {
                    objectName: "replayGrade"
                    visible: !screen.atStart
                    Layout.fillWidth: true
                    text: screen.current.correct === true ? qsTr("Correct")
                        : qsTr("Wrong (%1): %2").arg(screen.current.severity || "").arg(screen.current.message || "")
                    color: screen.current.correct === true ? Theme.correct : Theme.error
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(13)
                }
                Text {
                    visible: !screen.atStart && screen.current.correct !== true && (screen.current.expected || "").length > 0
                    Layout.fillWidth: true
                    text: qsTr("Expected: %1").arg(screen.current.expected || "")
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(12.5)
                }
                CitationLink {
                    objectName: "replayCitation"
                    visible: !screen.atStart && (screen.current.citation || "").length > 0
                    citation: screen.current.citation || ""
                    onActivated: screen.regulationRequested(screen.current.citation)
                }
                Item { Layout.fillHeight: true }
            }

            // Stepping.
            ColumnLayout {
                Layout.alignment: Qt.AlignVCenter
                spacing: Theme.px(8)
                Text {
                    objectName: "replayPosition"
                    Layout.alignment: Qt.AlignHCenter
                    text: screen.replay ? qsTr("Step %1 of %2").arg(screen.replay.step).arg(screen.replay.length) : ""
                    color: Theme.text
                    font.bold: true
                    font.pixelSize: Theme.fontPx(14)
                }
                Slider {
                    objectName: "replaySlider"
                    Layout.preferredWidth: Theme.px(320)
                    from: 0
                    to: screen.replay ? screen.replay.length : 0
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: screen.replay ? screen.replay.step : 0
                    focusPolicy: Qt.NoFocus
                    Accessible.name: qsTr("Step of the replay")
                    onMoved: screen.replay.seek(Math.round(value))
                }
                Row {
                    Layout.alignment: Qt.AlignHCenter
                    spacing: Theme.px(6)
                    AppButton {
                        objectName: "replayFirst"
                        text: "|\u25C0"
                        shortcutText: "Home"
                        focusPolicy: Qt.NoFocus
                        enabled: !screen.atStart
                        Accessible.name: qsTr("To the start")
                        onClicked: screen.replay.first()
                    }
                    AppButton {
                        objectName: "replayPrevious"
                        text: "\u25C0"
                        shortcutText: "\u2190"
                        focusPolicy: Qt.NoFocus
                        enabled: !screen.atStart
                        Accessible.name: qsTr("Previous action")
                        onClicked: screen.replay.previous()
                    }
                    AppButton {
                        objectName: "replayNext"
                        variant: "primary"
                        text: "\u25B6"
                        shortcutText: "\u2192"
                        focusPolicy: Qt.NoFocus
                        enabled: !!screen.replay && screen.replay.step < screen.replay.length
                        Accessible.name: qsTr("Next action")
                        onClicked: screen.replay.next()
                    }
                    AppButton {
                        objectName: "replayLast"
                        text: "\u25B6|"
                        shortcutText: "End"
                        focusPolicy: Qt.NoFocus
                        enabled: !!screen.replay && screen.replay.step < screen.replay.length
                        Accessible.name: qsTr("To the end")
                        onClicked: screen.replay.last()
                    }
                }
            }
        }
    }
}

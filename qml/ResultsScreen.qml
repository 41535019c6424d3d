pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The attempt's result: passed or not, accuracy, errors, and every action
// with its grade, citation and message (events shown muted between them).
Item {
    id: screen
    objectName: "resultsScreen"

    required property TableController table

    signal tryAgainRequested()
    signal backRequested()
    // Play this attempt back on the table, step by step.
    signal replayRequested(int attemptId)

    readonly property var summary: screen.table ? screen.table.summary : ({})
    readonly property bool passed: !!screen.summary.passed
    readonly property real accuracy: screen.summary.accuracy !== undefined ? screen.summary.accuracy : 0
    readonly property bool active: screen.StackView.view === null || screen.StackView.status === StackView.Active
    // The lesson's hints, for an attempt that did not pass.
    readonly property list<string> hintsForNextTime: screen.table && !screen.passed ? screen.table.hints : []
    readonly property bool hasExplanation: !!screen.table && screen.table.explanation.length > 0

    focus: true
    Component.onCompleted: screen.forceActiveFocus()
    StackView.onActivated: screen.forceActiveFocus()

    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: screen.active
        onActivated: screen.tryAgainRequested()
    }
    Shortcut {
        sequence: "Esc"
        enabled: screen.active
        onActivated: screen.backRequested()
    }
    Shortcut {
        sequence: "R"
        enabled: screen.active && !!screen.table && screen.table.attemptId > 0
        onActivated: screen.replayRequested(screen.table.attemptId)
    }

    Backdrop {
        anchors.fill: parent
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(36)
        spacing: Theme.px(32)

        // Summary
        ColumnLayout {
            Layout.preferredWidth: Theme.px(360)
            Layout.maximumWidth: Theme.px(420)
            Layout.fillHeight: true
            spacing: Theme.px(14)

            Text {
                Layout.fillWidth: true
                text: screen.table ? screen.table.lessonTitle : ""
                color: Theme.textMuted
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(15)
            }
            RowLayout {
                spacing: Theme.px(16)
                VerdictIcon {
                    Layout.preferredWidth: Theme.px(64)
                    Layout.preferredHeight: Theme.px(64)
                    correct: screen.passed
                }
                ColumnLayout {
                    spacing: Theme.px(2)
                    Text {
                        objectName: "resultHeadline"
                        text: screen.passed ? qsTr("Passed") : qsTr("Not passed yet")
                        color: screen.passed ? Theme.correct : Theme.text
                        font.family: Theme.displayFamily
                        font.bold: true
                        font.pixelSize: Theme.fontPx(34)
                    }
                    Text {
                        text: screen.passed ? qsTr("The table was dealt by the regulation.")
                                            : qsTr("Review the errors below, then try again.")
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(13)
                    }
                }
            }

            // Accuracy ring
            Item {
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.px(150)
                AccuracyRing {
                    anchors.centerIn: parent
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Accuracy %1%").arg(Math.round(screen.accuracy * 100))
                    width: Theme.px(150)
                    height: Theme.px(150)
                    value: screen.accuracy
                    colour: screen.passed ? Theme.correct : Theme.warning
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: 2
                rowSpacing: Theme.px(8)
                columnSpacing: Theme.px(8)
                ResultStat {
                    Layout.fillWidth: true
                    label: qsTr("Actions")
                    value: String(screen.summary.actions || 0)
                }
                ResultStat {
                    objectName: "errorsStat"
                    Layout.fillWidth: true
                    label: qsTr("Errors")
                    value: String(screen.summary.errors || 0)
                    tone: (screen.summary.errors || 0) > 0 ? Theme.error : Theme.correct
                }
                ResultStat {
                    objectName: "integrityStat"
                    Layout.fillWidth: true
                    label: qsTr("Integrity errors")
                    value: String(screen.summary.integrityErrors || 0)
                    tone: (screen.summary.integrityErrors || 0) > 0 ? Theme.integrity : Theme.correct
                }
                ResultStat {
                    objectName: "payoutStat"
                    Layout.fillWidth: true
                    label: qsTr("Payout errors")
                    value: String(screen.summary.payoutErrors || 0)
                    tone: (screen.summary.payoutErrors || 0) > 0 ? Theme.error : Theme.correct
                }
                ResultStat {
                    Layout.fillWidth: true
                    visible: screen.summary.hintsUsed !== undefined
                    label: qsTr("Hints used")
                    value: String(screen.summary.hintsUsed || 0)
                }
                // A lesson with a speed target (pass.minimumHandsPerHour):
                // "212" over "Hands an hour, target 180".
                ResultStat {
                    objectName: "speedStat"
                    readonly property bool measured: screen.summary.handsPerHour !== undefined
                    Layout.fillWidth: true
                    visible: screen.summary.minimumHandsPerHour !== undefined
                    label: qsTr("Hands an hour, target %1").arg(Math.round(screen.summary.minimumHandsPerHour || 0))
                    value: measured ? screen.summary.handsPerHourShown : qsTr("not measured")
                    // The core decides (summary.fastEnough); not measured is not met here.
                    tone: measured && !!screen.summary.fastEnough ? Theme.correct : Theme.error
                }
            }

            // What the lesson teaches, to read again before the next attempt,
            // with its hints when the attempt did not pass.
            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.px(60)
                visible: screen.hasExplanation || screen.hintsForNextTime.length > 0
                radius: Theme.px(10)
                color: Theme.shade(Qt.rgba(1, 1, 1, 0.03))
                border.color: Theme.border
                clip: true
                Flickable {
                    id: explanationFlick
                    anchors.fill: parent
                    anchors.margins: Theme.px(14)
                    contentHeight: explanationColumn.implicitHeight
                    boundsBehavior: Flickable.StopAtBounds
                    clip: true
                    ScrollBar.vertical: ScrollBar {}
                    Column {
                        id: explanationColumn
                        width: explanationFlick.width - Theme.px(8)
                        spacing: Theme.px(6)
                        Column {
                            objectName: "hintsForNextTime"
                            width: parent.width
                            visible: screen.hintsForNextTime.length > 0
                            spacing: Theme.px(6)
                            bottomPadding: Theme.px(8)
                            Text {
                                text: qsTr("HINTS FOR NEXT TIME")
                                color: Theme.accent
                                font.bold: true
                                font.letterSpacing: 1.2
                                font.pixelSize: Theme.fontPx(10.5)
                            }
                            Repeater {
                                model: screen.hintsForNextTime
                                delegate: Text {
                                    required property string modelData
                                    required property int index
                                    objectName: "resultHint" + index
                                    width: parent ? parent.width : 0
                                    text: "\u2022  " + modelData
                                    textFormat: Text.PlainText
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                    lineHeight: 1.15
                                    font.pixelSize: Theme.fontPx(12.5)
                                }
                            }
                        }
                        Text {
                            visible: screen.hasExplanation
                            text: qsTr("ABOUT THIS LESSON")
                            color: Theme.accent
                            font.bold: true
                            font.letterSpacing: 1.2
                            font.pixelSize: Theme.fontPx(10.5)
                        }
                        Text {
                            width: parent.width
                            text: screen.table ? screen.table.explanation : ""
                            color: Theme.textMuted
                            wrapMode: Text.Wrap
                            lineHeight: 1.15
                            font.pixelSize: Theme.fontPx(12.5)
                        }
                    }
                }
            }
            Item {
                Layout.fillHeight: true
                visible: !(screen.hasExplanation || screen.hintsForNextTime.length > 0)
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.px(10)
                AppButton {
                    objectName: "tryAgainButton"
                    Layout.fillWidth: true
                    variant: "primary"
                    text: qsTr("Try again")
                    shortcutText: "Enter"
                    onClicked: screen.tryAgainRequested()
                }
                AppButton {
                    objectName: "replayButton"
                    Layout.fillWidth: true
                    visible: !!screen.table && screen.table.attemptId > 0
                    text: qsTr("Replay")
                    shortcutText: "R"
                    onClicked: screen.replayRequested(screen.table.attemptId)
                }
                AppButton {
                    objectName: "backToLessonsButton"
                    Layout.fillWidth: true
                    text: qsTr("Back to lessons")
                    shortcutText: "Esc"
                    onClicked: screen.backRequested()
                }
            }
        }

        // Timeline
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.px(14)
            color: Theme.surface
            border.color: Theme.border

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.px(18)
                spacing: Theme.px(10)

                Text {
                    text: qsTr("Every action, graded")
                    color: Theme.text
                    font.family: Theme.displayFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(20)
                }
                ListView {
                    id: timelineView
                    objectName: "timelineView"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.px(4)
                    model: screen.table ? screen.table.timeline : null
                    boundsBehavior: Flickable.StopAtBounds
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Every action, graded")
                    ScrollBar.vertical: ScrollBar {}
                    delegate: TimelineRow {
                        width: timelineView.width - Theme.px(12)
                    }
                }
            }
        }
    }
}

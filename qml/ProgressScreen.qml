pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts
import DealerTrainer

// The current trainee's progress: summary figures, accuracy and seconds per
// action over time (Qt Charts, loaded only with this page), every attempt
// with its replay, and the progress file's export and import. The figures
// and points come from ProgressModel; this page only draws them.
Item {
    id: screen
    objectName: "progressScreen"

    required property AppController app

    signal backRequested()
    signal replayRequested(int attemptId)
    // A lesson to practise, chosen on the skills panel.
    signal startRequested(string lessonId)

    // What the last export or import did, or why it failed.
    property string transferMessage: ""
    property bool transferFailed: false

    readonly property bool empty: progress.totalAttempts === 0

    function replayCurrent(): void {
        const id = progress.attemptIdAt(attempts.currentIndex)
        const row = attempts.currentItem as ProgressAttemptRow
        if (id > 0 && row && row.replayable)
            screen.replayRequested(id)
    }

    function exportTo(fileOrUrl: string): bool {
        const done = screen.app.exportProgress(fileOrUrl)
        screen.transferFailed = !done
        screen.transferMessage = done ? qsTr("Progress exported to %1.").arg(screen.displayPath(fileOrUrl))
                                      : screen.app.lastError
        return done
    }

    function importFrom(fileOrUrl: string): bool {
        const message = screen.app.importProgress(fileOrUrl)
        screen.transferFailed = message.length === 0
        screen.transferMessage = message.length > 0 ? message : screen.app.lastError
        return !screen.transferFailed
    }

    function displayPath(fileOrUrl: string): string {
        return fileOrUrl.startsWith("file://") ? decodeURIComponent(fileOrUrl.substring(7)) : fileOrUrl
    }

    focus: true
    Keys.onEscapePressed: screen.backRequested()
    Component.onCompleted: attempts.forceActiveFocus()
    StackView.onActivated: {
        progress.reload()
        attempts.forceActiveFocus()
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Progress of %1").arg(screen.app.currentTraineeName)

    ProgressModel {
        id: progress
        app: screen.app
    }

    Backdrop {
        anchors.fill: parent
    }

    FileDialog {
        id: exportDialog
        objectName: "exportDialog"
        title: qsTr("Export the progress of %1").arg(screen.app.currentTraineeName)
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("Progress files (*.json)")]
        defaultSuffix: "json"
        onAccepted: screen.exportTo(exportDialog.selectedFile.toString())
    }
    FileDialog {
        id: importDialog
        objectName: "importDialog"
        title: qsTr("Import progress")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Progress files (*.json)"), qsTr("All files (*)")]
        onAccepted: screen.importFrom(importDialog.selectedFile.toString())
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(36)
        anchors.rightMargin: Theme.px(36)
        anchors.topMargin: Theme.px(20)
        anchors.bottomMargin: Theme.px(14)
        spacing: Theme.px(12)

        // --- Header ---
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(12)

            AppButton {
                objectName: "progressBackButton"
                text: qsTr("\u2190 Lessons")
                variant: "ghost"
                Accessible.name: qsTr("Back to the lessons")
                onClicked: screen.backRequested()
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.px(2)
                Text {
                    text: qsTr("Progress")
                    color: Theme.text
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontPx(26)
                    font.bold: true
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTr("%1 · every attempt, its accuracy and its speed").arg(screen.app.currentTraineeName)
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(13)
                }
            }
            AppComboBox {
                id: lessonChooser
                objectName: "lessonFilter"
                Layout.preferredWidth: Theme.px(300)
                enabled: !screen.empty
                textRole: "title"
                valueRole: "lessonId"
                model: [{lessonId: "", title: qsTr("All lessons")}].concat(progress.lessons)
                choiceLabel: lesson => lesson.title + (lesson.attempts ? "  (" + lesson.attempts + ")" : "")
                Accessible.name: qsTr("Lesson shown: %1").arg(lessonChooser.displayText)
                onActivated: progress.lessonId = lessonChooser.currentValue
                // A reload rebuilds the choices: keep the lesson shown chosen.
                onModelChanged: Qt.callLater(() => {
                    lessonChooser.currentIndex = Math.max(0, lessonChooser.indexOfValue(progress.lessonId))
                })
            }
            AppButton {
                objectName: "exportButton"
                text: qsTr("Export\u2026")
                enabled: !screen.empty
                Accessible.name: qsTr("Export this progress to a file")
                onClicked: exportDialog.open()
            }
            AppButton {
                objectName: "importButton"
                text: qsTr("Import\u2026")
                Accessible.name: qsTr("Import progress from a file")
                onClicked: importDialog.open()
            }
        }

        // What the export or import did.
        Rectangle {
            objectName: "transferMessage"
            Layout.fillWidth: true
            visible: screen.transferMessage.length > 0
            implicitHeight: transferText.implicitHeight + Theme.px(16)
            radius: Theme.px(8)
            color: screen.transferFailed ? Theme.errorDeep : Theme.correctDeep
            border.color: screen.transferFailed ? Theme.error : Theme.correct
            border.width: Theme.lineWidth
            Accessible.role: Accessible.AlertMessage
            Accessible.name: screen.transferMessage
            Text {
                id: transferText
                anchors.left: parent.left
                anchors.right: closeMessage.left
                anchors.verticalCenter: parent.verticalCenter
                anchors.leftMargin: Theme.px(12)
                text: screen.transferMessage
                color: screen.transferFailed ? Theme.errorInk : Theme.correctInk
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(13)
            }
            AppButton {
                id: closeMessage
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.rightMargin: Theme.px(4)
                implicitHeight: Theme.px(30)
                variant: "ghost"
                text: "\u2715"
                Accessible.name: qsTr("Dismiss the message")
                onClicked: screen.transferMessage = ""
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(16)

            // --- Charts and attempts ---
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(10)

                RowLayout {
                    Layout.fillWidth: true
                    // Its charts fill it; it does not take the list's height.
                    Layout.fillHeight: false
                    Layout.preferredHeight: Theme.px(230)
                    spacing: Theme.px(12)

                    ProgressChart {
                        id: accuracyChart
                        objectName: "accuracyChart"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        title: qsTr("Accuracy, %")
                        points: progress.points
                        valueKey: "accuracy"
                        maximum: 100
                        valueFormat: "%d%"
                        firstDay: progress.firstDay
                        lastDay: progress.lastDay
                        colour: Theme.correct
                    }
                    ProgressChart {
                        id: speedChart
                        objectName: "speedChart"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        title: qsTr("Seconds per action")
                        points: progress.points
                        valueKey: "secondsPerAction"
                        maximum: progress.secondsPerActionCeiling
                        valueFormat: "%.0f s"
                        firstDay: progress.firstDay
                        lastDay: progress.lastDay
                        colour: Theme.accent
                    }
                }

                // Column headings of the attempts.
                RowLayout {
                    Layout.fillWidth: true
                    Layout.leftMargin: Theme.px(14)
                    Layout.rightMargin: Theme.px(28)
                    spacing: Theme.px(10)
                    visible: !screen.empty
                    Repeater {
                        model: [
                            {text: qsTr("DATE"), width: 148},
                            {text: qsTr("LESSON"), width: -1},
                            {text: qsTr("MODE"), width: 74},
                            {text: qsTr("STATUS"), width: 90},
                            {text: qsTr("ACCURACY"), width: 70},
                            {text: qsTr("ERRORS"), width: 56},
                            {text: qsTr("PASSED"), width: 62},
                            {text: "", width: 86}
                        ]
                        delegate: Text {
                            required property var modelData
                            Layout.fillWidth: modelData.width < 0
                            Layout.preferredWidth: modelData.width < 0 ? -1 : Theme.px(modelData.width)
                            text: modelData.text
                            color: Theme.textDim
                            font.bold: true
                            font.letterSpacing: 1.0
                            font.pixelSize: Theme.fontPx(10)
                        }
                    }
                }

                ListView {
                    id: attempts
                    objectName: "attemptList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.px(4)
                    model: progress
                    focus: true
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Attempts, newest first")
                    Keys.onReturnPressed: screen.replayCurrent()
                    Keys.onEnterPressed: screen.replayCurrent()
                    Keys.onPressed: event => {
                        if (event.key === Qt.Key_R && event.modifiers === Qt.NoModifier) {
                            screen.replayCurrent()
                            event.accepted = true
                        }
                    }
                    delegate: ProgressAttemptRow {
                        width: attempts.width - Theme.px(14)
                        keyboardCursor: ListView.isCurrentItem && attempts.activeFocus
                        current: ListView.isCurrentItem
                        onSelected: attempts.currentIndex = index
                        onReplayClicked: screen.replayRequested(attemptId)
                    }

                    // The empty state: nothing played yet.
                    Column {
                        objectName: "progressEmptyState"
                        anchors.centerIn: parent
                        width: Math.min(parent.width, Theme.px(460))
                        visible: screen.empty
                        spacing: Theme.px(8)
                        Text {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("No attempts yet")
                            color: Theme.text
                            font.family: Theme.displayFamily
                            font.bold: true
                            font.pixelSize: Theme.fontPx(20)
                        }
                        Text {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.Wrap
                            text: qsTr("Every lesson you play is kept here with its accuracy, its speed and a replay. "
                                       + "Progress from another station comes in with Import\u2026")
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontPx(13)
                        }
                    }
                }
            }

            // --- Summary and skills ---
            ColumnLayout {
                // A fixed column: the charts and the list take the rest.
                Layout.fillWidth: false
                Layout.preferredWidth: Theme.px(280)
                Layout.fillHeight: true
                spacing: Theme.px(8)

                GridLayout {
                    Layout.fillWidth: true
                    columns: 2
                    rowSpacing: Theme.px(8)
                    columnSpacing: Theme.px(8)
                    ResultStat {
                        objectName: "attemptsStat"
                        Layout.fillWidth: true
                        label: qsTr("Attempts")
                        value: String(progress.totalAttempts)
                    }
                    ResultStat {
                        objectName: "passedLessonsStat"
                        Layout.fillWidth: true
                        label: qsTr("Lessons passed")
                        value: qsTr("%1 of %2").arg(progress.passedLessons).arg(screen.app.lessons.count)
                        tone: progress.passedLessons > 0 ? Theme.correct : Theme.text
                    }
                    ResultStat {
                        objectName: "hoursStat"
                        Layout.fillWidth: true
                        Layout.columnSpan: 2
                        label: qsTr("Time practised")
                        value: progress.hoursPractised >= 1
                               ? qsTr("%1 h %2 min").arg(Math.floor(progress.hoursPractised))
                                     .arg(Math.round((progress.hoursPractised % 1) * 60))
                               : qsTr("%1 min").arg(Math.round(progress.hoursPractised * 60))
                    }
                }

                // Mastery per skill and what to practise next (docs/mastery.md).
                MasteryPanel {
                    objectName: "skillsSection"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    mastery: screen.app.mastery
                    onStartRequested: lessonId => screen.startRequested(lessonId)
                }
            }
        }

        Text {
            Layout.fillWidth: true
            text: qsTr("\u2191 \u2193 choose an attempt · Enter or R replay it · Tab lesson, Export, Import · Esc back")
            color: Theme.textDim
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            font.pixelSize: Theme.fontPx(12)
        }
    }
}

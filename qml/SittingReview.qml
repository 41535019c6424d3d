pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts
import DealerTrainer

// An examiner's review of one exam sitting (ExamReview, docs/exams.md):
// who sat what and when, one row per scenario with its score and a replay of
// it on the table, the total against the exam's pass criteria, and the sign
// form; once signed, the signature and the PDF transcript, read-only.
Item {
    id: screen
    objectName: "sittingReview"

    required property ExamDesk desk
    // desk.review, bound: a new one once the result is signed.
    required property ExamReview review

    signal backRequested()
    // Scenario `index` (0-based) to replay on the table.
    signal replayRequested(int index)

    readonly property var sitting: screen.review ? screen.review.sitting : ({})
    readonly property var total: screen.review ? screen.review.total : ({})
    // Said once after signing or saving.
    property string notice: ""

    function when(time: var): string {
        return time && !isNaN(time) ? Qt.formatDateTime(time, "d MMM yyyy, hh:mm") : "—"
    }
    function duration(seconds: real): string {
        if (seconds < 0)
            return "—"
        const whole = Math.round(seconds)
        return "%1:%2".arg(Math.floor(whole / 60)).arg(String(whole % 60).padStart(2, "0"))
    }
    function percent(fraction: real): string {
        return (fraction * 100).toFixed(1) + "%"
    }
    function statusText(status: string): string {
        switch (status) {
        case "completed": return qsTr("completed")
        case "interrupted": return qsTr("interrupted: the time ran out")
        case "abandoned": return qsTr("cut short")
        case "in_progress": return qsTr("in progress")
        }
        return status
    }

    focus: true
    Keys.onEscapePressed: screen.backRequested()

    Backdrop {
        anchors.fill: parent
    }

    FileDialog {
        id: pdfDialog
        objectName: "transcriptDialog"
        title: qsTr("Save the transcript of %1").arg(screen.sitting.traineeName || "")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("PDF files (*.pdf)")]
        defaultSuffix: "pdf"
        onAccepted: screen.saveTranscript(pdfDialog.selectedFile.toString())
    }

    function saveTranscript(fileOrUrl: string): void {
        screen.notice = screen.desk.saveTranscript(screen.sitting.id, fileOrUrl)
                ? qsTr("Transcript saved: %1").arg(decodeURIComponent(fileOrUrl.replace(/^file:\/\//, "")))
                : ""
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(28)
        spacing: Theme.px(14)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(12)
            AppButton {
                objectName: "reviewBackButton"
                variant: "ghost"
                text: qsTr("Back")
                shortcutText: "Esc"
                onClicked: screen.backRequested()
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.px(2)
                Text {
                    objectName: "reviewTitle"
                    Layout.fillWidth: true
                    text: screen.review && screen.review.isSigned
                          ? qsTr("Signed result: %1").arg(screen.sitting.examTitle || "")
                          : qsTr("Review: %1").arg(screen.sitting.examTitle || "")
                    color: Theme.text
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontPx(26)
                    font.bold: true
                    elide: Text.ElideRight
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTr("%1 · sitting %2 · %3").arg(screen.sitting.traineeName || "")
                          .arg(screen.sitting.id || 0).arg(screen.statusText(screen.sitting.status || ""))
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(14)
                    elide: Text.ElideRight
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(18)

            // --- The sitting, its scenarios and the criteria ---
            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: Theme.px(14)
                color: Theme.surface
                border.color: Theme.border

                ScrollView {
                    id: scroller
                    anchors.fill: parent
                    anchors.margins: Theme.px(20)
                    contentWidth: availableWidth
                    clip: true

                    ColumnLayout {
                        width: scroller.availableWidth
                        spacing: Theme.px(14)

                        GridLayout {
                            objectName: "sittingFacts"
                            Layout.fillWidth: true
                            columns: 4
                            columnSpacing: Theme.px(14)
                            rowSpacing: Theme.px(6)
                            Repeater {
                                model: [
                                    [qsTr("Trainee"), screen.sitting.traineeName || ""],
                                    [qsTr("Exam"), screen.sitting.examId || ""],
                                    [qsTr("Unlocked"), screen.when(screen.sitting.unlockedAt)],
                                    [qsTr("Time limit"), qsTr("%1 minutes").arg(screen.sitting.timeLimitMinutes || 0)],
                                    [qsTr("Started"), screen.when(screen.sitting.startedAt)],
                                    [qsTr("Finished"), screen.when(screen.sitting.finishedAt)]
                                ]
                                delegate: RowLayout {
                                    required property var modelData
                                    Layout.columnSpan: 2
                                    Layout.fillWidth: true
                                    spacing: Theme.px(8)
                                    Text {
                                        Layout.preferredWidth: Theme.px(90)
                                        text: parent.modelData[0]
                                        color: Theme.textDim
                                        font.pixelSize: Theme.fontPx(13)
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        text: parent.modelData[1]
                                        color: Theme.text
                                        font.pixelSize: Theme.fontPx(14)
                                        elide: Text.ElideRight
                                    }
                                }
                            }
                        }

                        Text {
                            text: qsTr("Scenarios")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(18)
                            font.bold: true
                        }
                        ReviewScoreRow {
                            Layout.fillWidth: true
                            heading: true
                        }
                        Repeater {
                            id: scenarioRows
                            objectName: "scenarioRows"
                            model: screen.review ? screen.review.scenarios : []
                            delegate: ColumnLayout {
                                id: scenarioRow
                                required property var modelData
                                required property int index
                                Layout.fillWidth: true
                                spacing: Theme.px(4)
                                ReviewScoreRow {
                                    Layout.fillWidth: true
                                    score: scenarioRow.modelData
                                    statusText: screen.statusText(scenarioRow.modelData.status)
                                    duration: screen.duration(scenarioRow.modelData.seconds)
                                    onReplayClicked: screen.replayRequested(scenarioRow.index)
                                }
                                // A spot-the-error exercise: each answer in place of a replay.
                                SpotAnswerList {
                                    Layout.fillWidth: true
                                    Layout.leftMargin: Theme.px(36)
                                    visible: scenarioRow.modelData.kind === "spot"
                                    answers: scenarioRow.modelData.answers || []
                                }
                            }
                        }
                        ReviewScoreRow {
                            objectName: "totalRow"
                            Layout.fillWidth: true
                            score: ({number: 0, lessonTitle: qsTr("Total"), actions: screen.total.actions,
                                     errors: screen.total.errors, accuracy: screen.total.accuracy,
                                     payoutErrors: screen.total.payoutErrors,
                                     integrityErrors: screen.total.integrityErrors, hands: screen.total.hands})
                            duration: screen.duration(screen.total.seconds === undefined ? -1 : screen.total.seconds)
                            total: true
                        }

                    }
                }
            }

            // --- The decision: the sign form, or the signature ---
            Rectangle {
                Layout.preferredWidth: Theme.px(400)
                Layout.fillHeight: true
                radius: Theme.px(14)
                color: Theme.surface
                border.color: Theme.border

                ScrollView {
                    id: sideScroller
                    anchors.fill: parent
                    anchors.margins: Theme.px(20)
                    contentWidth: availableWidth
                    clip: true

                    ColumnLayout {
                        width: sideScroller.availableWidth
                        spacing: Theme.px(8)

                        Text {
                            text: qsTr("Pass criteria")
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(18)
                            font.bold: true
                        }
                        Text {
                            objectName: "criteriaVerdict"
                            Layout.fillWidth: true
                            visible: screen.review !== null && screen.review.criteriaProblem.length === 0
                            text: screen.review && screen.review.criteriaMet
                                  ? qsTr("The exam's pass criteria are met.")
                                  : qsTr("The exam's pass criteria are not met.")
                            color: screen.review && screen.review.criteriaMet ? Theme.correct : Theme.error
                            font.pixelSize: Theme.fontPx(15)
                            font.bold: true
                            wrapMode: Text.Wrap
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: screen.review !== null && screen.review.criteriaProblem.length > 0
                            text: screen.review ? screen.review.criteriaProblem : ""
                            color: Theme.warning
                            font.pixelSize: Theme.fontPx(13)
                            wrapMode: Text.Wrap
                        }
                        Repeater {
                            model: screen.review ? screen.review.criteria : []
                            delegate: RowLayout {
                                id: criterionRow
                                required property var modelData
                                Layout.fillWidth: true
                                spacing: Theme.px(10)
                                Text {
                                    Layout.alignment: Qt.AlignTop
                                    text: !criterionRow.modelData.judged ? "–" : criterionRow.modelData.met ? "✓" : "✗"
                                    color: !criterionRow.modelData.judged ? Theme.textDim
                                         : criterionRow.modelData.met ? Theme.correct : Theme.error
                                    font.pixelSize: Theme.fontPx(13)
                                    font.bold: true
                                }
                                Text {
                                    Layout.fillWidth: true
                                    Layout.alignment: Qt.AlignTop
                                    text: criterionRow.modelData.text
                                    color: Theme.text
                                    font.pixelSize: Theme.fontPx(13)
                                    wrapMode: Text.Wrap
                                }
                            }
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            Layout.topMargin: Theme.px(2)
                            Layout.bottomMargin: Theme.px(2)
                            implicitHeight: Theme.lineWidth
                            color: Theme.border
                        }

                        SignResultForm {
                            Layout.fillWidth: true
                            visible: screen.review !== null && !screen.review.isSigned
                            desk: screen.desk
                            sitting: screen.sitting
                            onSigned: passed => screen.notice = qsTr("Signed: %1, %2.").arg(screen.sitting.traineeName)
                                                                   .arg(passed ? qsTr("pass") : qsTr("fail"))
                        }

                        ColumnLayout {
                            id: signatureBlock
                            objectName: "signatureBlock"
                            Layout.fillWidth: true
                            visible: screen.review !== null && screen.review.isSigned
                            spacing: Theme.px(10)
                            readonly property var signature: screen.review ? screen.review.signature : ({})
                            Text {
                                text: qsTr("Signed")
                                color: Theme.text
                                font.pixelSize: Theme.fontPx(18)
                                font.bold: true
                            }
                            Text {
                                objectName: "signedDecision"
                                text: signatureBlock.signature.passed ? qsTr("PASS") : qsTr("FAIL")
                                color: signatureBlock.signature.passed ? Theme.correct : Theme.error
                                font.family: Theme.displayFamily
                                font.pixelSize: Theme.fontPx(30)
                                font.bold: true
                            }
                            Text {
                                Layout.fillWidth: true
                                text: qsTr("By %1 on %2, result %3 in the chain.").arg(signatureBlock.signature.examiner || "")
                                      .arg(screen.when(signatureBlock.signature.signedAt)).arg(signatureBlock.signature.seq || 0)
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontPx(13)
                                wrapMode: Text.Wrap
                            }
                            Text {
                                Layout.fillWidth: true
                                visible: (signatureBlock.signature.comment || "").length > 0
                                text: "“" + (signatureBlock.signature.comment || "") + "”"
                                color: Theme.text
                                font.pixelSize: Theme.fontPx(14)
                                font.italic: true
                                wrapMode: Text.Wrap
                            }
                            Text {
                                Layout.fillWidth: true
                                text: qsTr("Key %1").arg(signatureBlock.signature.keyFingerprint || "")
                                color: Theme.textDim
                                font.pixelSize: Theme.fontPx(12)
                                wrapMode: Text.WrapAnywhere
                            }
                            AppButton {
                                objectName: "saveTranscriptButton"
                                Layout.topMargin: Theme.px(6)
                                variant: "primary"
                                text: qsTr("Save transcript (PDF)…")
                                onClicked: pdfDialog.open()
                            }
                        }

                        Text {
                            objectName: "reviewNotice"
                            Layout.fillWidth: true
                            visible: screen.notice.length > 0
                            text: screen.notice
                            color: Theme.correct
                            font.pixelSize: Theme.fontPx(14)
                            wrapMode: Text.Wrap
                            Accessible.role: Accessible.AlertMessage
                            Accessible.name: text
                        }
                        Text {
                            objectName: "reviewError"
                            Layout.fillWidth: true
                            visible: screen.desk.lastError.length > 0
                            text: screen.desk.lastError
                            color: Theme.error
                            font.pixelSize: Theme.fontPx(14)
                            wrapMode: Text.Wrap
                            Accessible.role: Accessible.AlertMessage
                            Accessible.name: text
                        }
                    }
                }
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DealerTrainer

// An examiner writes an exam in the app (docs/exams.md): title, time
// limit, pass criteria and the table lessons and spot-the-error exercises
// dealt, in order, each with a seed or its own shoe. ExamDesk checks the permission, what was typed and
// the file (ExamParser) before anything is saved, and says what is wrong.
ColumnLayout {
    id: authoring
    objectName: "examAuthoring"

    required property ExamDesk desk
    // The form is open (the rest of the examiner's page steps aside).
    property bool editing: false
    // The exam written on this machine being edited; "" for a new one.
    property string editedId: ""
    signal done(string message)

    spacing: Theme.px(12)

    function openDraft(examId: string): void {
        const draft = authoring.desk.examDraft(examId)
        if (Object.keys(draft).length === 0)
            return // refused: the desk's lastError says why
        authoring.editedId = examId
        idField.text = draft.id
        titleField.text = draft.title
        descriptionField.text = draft.description
        minutesField.text = draft.timeLimitMinutes
        accuracyField.text = draft.minimumAccuracyPercent
        integrityField.text = draft.maximumIntegrityErrors
        payoutField.text = draft.maximumPayoutErrors
        handsField.text = draft.minimumHandsPerHour
        scenarioModel.clear()
        for (const scenario of draft.scenarios)
            scenarioModel.append({lesson: scenario.lesson, title: scenario.title,
                                  course: scenario.course, seed: scenario.seed})
        authoring.editing = true
        titleField.input.forceActiveFocus()
    }

    function addScenario(lesson: var): void {
        scenarioModel.append({lesson: lesson.id, title: lesson.title, course: lesson.course, seed: ""})
    }

    function save(): void {
        const scenarios = []
        for (let i = 0; i < scenarioModel.count; ++i) {
            const scenario = scenarioModel.get(i)
            scenarios.push({lesson: scenario.lesson, title: scenario.title, seed: scenario.seed})
        }
        const draft = {
            id: idField.text, title: titleField.text, description: descriptionField.text,
            timeLimitMinutes: minutesField.text, minimumAccuracyPercent: accuracyField.text,
            maximumIntegrityErrors: integrityField.text, maximumPayoutErrors: payoutField.text,
            minimumHandsPerHour: handsField.text, scenarios: scenarios
        }
        if (authoring.desk.saveExam(draft, authoring.editedId)) {
            authoring.editing = false
            authoring.done(qsTr("\"%1\" is saved as %2 and can be unlocked now.")
                           .arg(titleField.text.trim()).arg(authoring.editedId || idField.text.trim()))
        }
    }

    ListModel {
        id: scenarioModel
    }

    // --- The exams written here ---
    ColumnLayout {
        objectName: "authoredExams"
        visible: !authoring.editing
        Layout.fillWidth: true
        spacing: Theme.px(10)
        RowLayout {
            Layout.topMargin: Theme.px(12)
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Exams written here")
                color: Theme.text
                font.pixelSize: Theme.fontPx(20)
                font.bold: true
            }
            AppButton {
                objectName: "newExamButton"
                variant: "primary"
                text: qsTr("New exam…")
                onClicked: authoring.openDraft("")
            }
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Saved on this machine in %1, ready to unlock at once. The exams installed with the app are read-only.")
                  .arg(authoring.desk.authoredExamsDirectory)
            color: Theme.textMuted
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(13)
        }
        Repeater {
            id: authoredList
            model: authoring.desk.exams.filter(exam => exam.authored)
            delegate: SittingRow {
                required property var modelData
                objectName: "authoredExam_" + modelData.id
                Layout.fillWidth: true
                sitting: ({examTitle: modelData.title})
                subtitle: qsTr("%1 · %2 scenarios · %3 minutes").arg(modelData.id).arg(modelData.scenarios)
                              .arg(modelData.timeLimitMinutes)
                actionText: qsTr("Edit…")
                onActionClicked: authoring.openDraft(modelData.id)
            }
        }
        Text {
            visible: authoredList.count === 0
            text: qsTr("None yet.")
            color: Theme.textDim
            font.pixelSize: Theme.fontPx(14)
        }
    }

    // --- The form ---
    ColumnLayout {
        objectName: "examEditor"
        visible: authoring.editing
        Layout.fillWidth: true
        spacing: Theme.px(12)

        // Save and Cancel at the top: they stay in sight however many scenarios there are.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(10)
            Text {
                Layout.fillWidth: true
                text: authoring.editedId.length > 0 ? qsTr("Edit %1").arg(authoring.editedId) : qsTr("New exam")
                color: Theme.text
                font.pixelSize: Theme.fontPx(20)
                font.bold: true
                elide: Text.ElideRight
            }
            AppButton {
                objectName: "cancelExamButton"
                text: qsTr("Cancel")
                onClicked: authoring.editing = false
            }
            AppButton {
                objectName: "saveExamButton"
                variant: "primary"
                text: qsTr("Save exam")
                enabled: titleField.text.trim().length > 0 && scenarioModel.count > 0
                onClicked: authoring.save()
            }
        }
        Text {
            objectName: "examEditorError"
            Layout.fillWidth: true
            visible: authoring.desk.lastError.length > 0
            text: authoring.desk.lastError
            color: Theme.error
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(14)
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(16)
            FormField {
                id: titleField
                objectName: "examTitleField"
                Layout.fillWidth: true
                label: qsTr("Title")
            }
            FormField {
                id: idField
                objectName: "examIdField"
                Layout.fillWidth: false
                Layout.preferredWidth: Theme.px(420)
                enabled: authoring.editedId.length === 0
                label: qsTr("File name (school/night-shift-test)")
            }
        }
        FormField {
            id: descriptionField
            objectName: "examDescriptionField"
            Layout.fillWidth: true
            label: qsTr("What it covers (optional)")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(16)
            FormField {
                id: minutesField
                objectName: "examMinutesField"
                Layout.fillWidth: true
                label: qsTr("Time limit (minutes)")
            }
            FormField {
                id: accuracyField
                objectName: "examAccuracyField"
                Layout.fillWidth: true
                label: qsTr("Minimum accuracy (%)")
            }
            FormField {
                id: integrityField
                objectName: "examIntegrityField"
                Layout.fillWidth: true
                label: qsTr("Integrity errors allowed")
            }
            FormField {
                id: payoutField
                objectName: "examPayoutField"
                Layout.fillWidth: true
                label: qsTr("Payout errors allowed")
            }
            FormField {
                id: handsField
                objectName: "examHandsField"
                Layout.fillWidth: true
                label: qsTr("Hands an hour (blank: any)")
            }
        }

        Text {
            Layout.topMargin: Theme.px(6)
            text: qsTr("Scenarios, in the order they are dealt")
            color: Theme.text
            font.pixelSize: Theme.fontPx(16)
            font.bold: true
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("A seed orders the shoe and the players' choices; leave it blank to deal the lesson as it is written. "
                       + "The same lesson may come twice with different seeds.")
            color: Theme.textMuted
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(13)
        }
        Repeater {
            id: scenarioList
            objectName: "scenarioList"
            model: scenarioModel
            delegate: Rectangle {
                id: scenarioRow
                required property int index
                required property string title
                required property string course
                required property string seed
                objectName: "scenario_" + scenarioRow.index
                Layout.fillWidth: true
                implicitHeight: Theme.px(60)
                radius: Theme.px(10)
                color: Theme.surfaceRaised
                border.color: Theme.border
                Accessible.role: Accessible.ListItem
                Accessible.name: qsTr("Scenario %1: %2").arg(scenarioRow.index + 1).arg(scenarioRow.title)

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: Theme.px(16)
                    anchors.rightMargin: Theme.px(10)
                    spacing: Theme.px(10)
                    Text {
                        text: (scenarioRow.index + 1) + "."
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(15)
                        font.bold: true
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: Theme.px(2)
                        Text {
                            Layout.fillWidth: true
                            text: scenarioRow.title
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(14)
                            font.bold: true
                            elide: Text.ElideRight
                        }
                        Text {
                            Layout.fillWidth: true
                            text: scenarioRow.course
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontPx(12)
                            elide: Text.ElideRight
                        }
                    }
                    Text {
                        text: qsTr("Seed")
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(13)
                        font.bold: true
                    }
                    FormField {
                        objectName: "seedField"
                        Layout.fillWidth: false
                        Layout.preferredWidth: Theme.px(170)
                        text: scenarioRow.seed
                        input.placeholderText: qsTr("the lesson's own")
                        input.Accessible.name: qsTr("Seed of scenario %1").arg(scenarioRow.index + 1)
                        onTextChanged: scenarioModel.setProperty(scenarioRow.index, "seed", text)
                    }
                    AppButton {
                        objectName: "moveUpButton"
                        Layout.preferredWidth: Theme.px(48)
                        text: "↑"
                        enabled: scenarioRow.index > 0
                        Accessible.name: qsTr("Move up")
                        onClicked: scenarioModel.move(scenarioRow.index, scenarioRow.index - 1, 1)
                    }
                    AppButton {
                        objectName: "moveDownButton"
                        Layout.preferredWidth: Theme.px(48)
                        text: "↓"
                        enabled: scenarioRow.index < scenarioModel.count - 1
                        Accessible.name: qsTr("Move down")
                        onClicked: scenarioModel.move(scenarioRow.index, scenarioRow.index + 1, 1)
                    }
                    AppButton {
                        objectName: "removeScenarioButton"
                        variant: "ghost"
                        text: qsTr("Remove")
                        onClicked: scenarioModel.remove(scenarioRow.index)
                    }
                }
            }
        }
        Text {
            visible: scenarioModel.count === 0
            text: qsTr("No scenario yet: add the lessons the trainee deals.")
            color: Theme.textDim
            font.pixelSize: Theme.fontPx(14)
        }
        RowLayout {
            spacing: Theme.px(12)
            AppComboBox {
                id: lessonChoice
                objectName: "lessonChoice"
                Layout.preferredWidth: Theme.px(520)
                model: authoring.desk.tableLessons
                textRole: "title"
                valueRole: "id"
                displayText: currentIndex >= 0 ? qsTr("%1 — %2").arg(authoring.desk.tableLessons[currentIndex].course)
                                                                 .arg(currentText)
                                               : ""
                choiceLabel: lesson => qsTr("%1 — %2").arg(lesson.course).arg(lesson.title)
                Accessible.name: qsTr("Lesson to add")
            }
            AppButton {
                objectName: "addScenarioButton"
                text: qsTr("Add scenario")
                enabled: lessonChoice.currentIndex >= 0
                onClicked: authoring.addScenario(authoring.desk.tableLessons[lessonChoice.currentIndex])
            }
        }
    }
}

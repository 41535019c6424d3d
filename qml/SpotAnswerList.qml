pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DealerTrainer

// A spot-the-error exercise's answers as an examiner reviews them
// (ExamReview's scenario `answers`): for each stop or miss, the dealer's
// action, caught / missed / false / late, and for a caught error the rule
// named against the rule broken and the remedy chosen against the right one.
ColumnLayout {
    id: list
    objectName: "spotAnswerList"

    property var answers: []

    spacing: Theme.px(4)

    function kindText(kind: string): string {
        switch (kind) {
        case "caught": return qsTr("Caught")
        case "missed": return qsTr("Missed")
        case "false_stop": return qsTr("False stop")
        case "late": return qsTr("Late stop")
        }
        return qsTr("Not an answer")
    }

    Text {
        visible: list.answers.length === 0
        text: qsTr("No answer was given: nothing stopped, nothing missed yet.")
        color: Theme.textDim
        font.pixelSize: Theme.fontPx(12.5)
    }
    Repeater {
        objectName: "spotAnswerRows"
        model: list.answers
        delegate: Rectangle {
            id: answerRow
            required property var modelData
            Layout.fillWidth: true
            implicitHeight: answerColumn.implicitHeight + Theme.px(12)
            radius: Theme.px(6)
            color: answerRow.modelData.correct ? Theme.window : Theme.errorTint
            border.color: answerRow.modelData.correct ? Theme.border : Theme.errorTintBorder
            Accessible.role: Accessible.Row
            Accessible.name: answerText.text

            ColumnLayout {
                id: answerColumn
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.leftMargin: Theme.px(10)
                anchors.rightMargin: Theme.px(10)
                spacing: Theme.px(2)
                Text {
                    id: answerText
                    objectName: "spotAnswerText"
                    Layout.fillWidth: true
                    text: qsTr("Action %1 · %2").arg(answerRow.modelData.step).arg(list.kindText(answerRow.modelData.kind))
                    color: answerRow.modelData.correct ? Theme.correct : Theme.errorInk
                    font.pixelSize: Theme.fontPx(13)
                    font.bold: true
                }
                Text {
                    Layout.fillWidth: true
                    text: answerRow.modelData.explanation
                    color: Theme.text
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(12.5)
                }
                Text {
                    objectName: "spotAnswerRule"
                    Layout.fillWidth: true
                    visible: !!answerRow.modelData.answered
                    text: qsTr("Rule named: %1 · broken: %2 · %3")
                              .arg(answerRow.modelData.ruleNamed || qsTr("none"))
                              .arg(answerRow.modelData.ruleBroken || "")
                              .arg(answerRow.modelData.ruleRight ? qsTr("right") : qsTr("wrong"))
                    color: answerRow.modelData.ruleRight ? Theme.text : Theme.errorInk
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(12.5)
                }
                Text {
                    objectName: "spotAnswerRemedy"
                    Layout.fillWidth: true
                    visible: !!answerRow.modelData.answered
                    text: qsTr("Remedy chosen: %1 · right: %2 · %3")
                              .arg(answerRow.modelData.remedyChosen || qsTr("none"))
                              .arg(answerRow.modelData.remedyExpected || "")
                              .arg(answerRow.modelData.remedyRight ? qsTr("right") : qsTr("wrong"))
                    color: answerRow.modelData.remedyRight ? Theme.text : Theme.errorInk
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(12.5)
                }
            }
        }
    }
}

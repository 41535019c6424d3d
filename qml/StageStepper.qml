pragma ComponentBehavior: Bound

import QtQuick

// Where the shoe preparation stands: the table's stage shown as steps.
Row {
    id: stepper

    property string stage: ""

    readonly property var steps: [qsTr("Open"), qsTr("Shuffle"), qsTr("Cut"), qsTr("Cut card"), qsTr("Load"),
        qsTr("Burn"), qsTr("Deal")]
    readonly property int current: {
        switch (stepper.stage) {
        case "opening_table": return 0
        case "shoe_finished":
        case "ready_to_shuffle":
        case "shuffling": return 1
        case "cutting": return 2
        case "cut_completed": return 3
        case "cut_card_placed": return 4
        case "loaded": return 5
        case "ready_to_deal":
        case "in_play": return 6
        }
        return -1
    }

    spacing: Theme.px(4)

    Accessible.role: Accessible.StaticText
    Accessible.name: stepper.current >= 0
                     ? qsTr("Step %1 of %2: %3").arg(stepper.current + 1).arg(stepper.steps.length)
                           .arg(stepper.steps[stepper.current])
                     : qsTr("Shoe preparation")

    Repeater {
        model: stepper.steps
        delegate: Row {
            id: step
            required property string modelData
            required property int index
            readonly property bool done: step.index < stepper.current
            readonly property bool now: step.index === stepper.current
            spacing: Theme.px(4)

            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: stepLabel.implicitWidth + Theme.px(16)
                height: Theme.px(22)
                radius: height / 2
                color: step.now ? Theme.accent : step.done ? Theme.correctTint : "transparent"
                border.color: step.now ? Theme.accent : step.done ? Theme.correctTintBorder : Theme.border
                border.width: Theme.lineWidth
                Text {
                    id: stepLabel
                    anchors.centerIn: parent
                    text: step.modelData
                    color: step.now ? Theme.accentText : step.done ? Theme.ink("#9fe3bd") : Theme.textDim
                    font.bold: step.now
                    font.pixelSize: Theme.fontPx(11)
                }
            }
            Rectangle {
                visible: step.index < stepper.steps.length - 1
                anchors.verticalCenter: parent.verticalCenter
                width: Theme.px(8)
                height: 1
                color: Theme.borderStrong
            }
        }
    }
}

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
    readonly property bool asking: !!screen.spot && screen.spot.awaitsAnswer
    readonly property var summary: screen.spot ? screen.spot.summary : ({})
    // The remedy chosen in the open question (-1: none yet).
    property int remedyChoice: -1

    focus: true
    Component.onCompleted: screen.forceActiveFocus()
    StackView.onActivated: screen.forceActiveFocus()

    function stopGame(): void {
        if (!screen.spot || screen.asking || screen.finished || screen.spot.shown === 0)
            return
        screen.spot.stop()
        if (screen.spot.awaitsAnswer) {
            screen.remedyChoice = -1
            ruleField.text = ""
            ruleField.forceActiveFocus()
        }
    }
    function submitAnswer(): void {
        if (!screen.asking || screen.remedyChoice < 0 || ruleField.text.trim().length === 0)
            return
        screen.spot.answer(ruleField.text, screen.remedyChoice)
        screen.forceActiveFocus()
    }

    Keys.onPressed: event => {
        if (!screen.spot || screen.finished)
            return
        if (screen.asking) {
            if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9
                    && event.key - Qt.Key_1 < screen.spot.remedyChoices.length) {
                screen.remedyChoice = event.key - Qt.Key_1
                event.accepted = true
            } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
                screen.submitAnswer()
                event.accepted = true
            }
            return
        }
        if (event.key === Qt.Key_Space) {
            screen.spot.playing = !screen.spot.playing
            event.accepted = true
        } else if (event.key === Qt.Key_Right) {
            screen.spot.playing = false
            screen.spot.next()
            event.accepted = true
        } else if (event.key === Qt.Key_S || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (screen.spot.playedOut && event.key !== Qt.Key_S)
                screen.spot.finish()
            else
                screen.stopGame()
            event.accepted = true
        }
    }

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

    // --- The table the dealer deals at ---
    BlackjackTable {
        id: tableView
        objectName: "spotTable"
        // The examinee watches a simulated dealer; they are not dealing.
        dealerLabel: qsTr("DEALER")
        visible: !screen.finished
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: controls.top
        anchors.topMargin: Theme.px(4)
        table: screen.spot ? screen.spot.table : null
    }

    // --- The dealer's last action, the controls, and the feedback ---
    Rectangle {
        id: controls
        objectName: "spotControls"
        visible: !screen.finished
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: Theme.px(168)
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

            ColumnLayout {
                // Its text wraps: the rest of the row is the feedback's.
                Layout.preferredWidth: Theme.px(540)
                Layout.maximumWidth: Theme.px(540)
                Layout.fillHeight: true
                spacing: Theme.px(8)
                Text {
                    objectName: "spotLastAction"
                    Layout.fillWidth: true
                    text: !screen.spot || screen.spot.shown === 0
                          ? qsTr("The dealer is ready. Press Play (Space), or → for one action at a time.")
                          : screen.spot.playedOut
                            ? qsTr("The dealer has finished. Stop the game if the last action was wrong, or see the results.")
                            : qsTr("Dealer: %1").arg(screen.spot.lastAction)
                    color: Theme.text
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    font.bold: true
                    font.pixelSize: Theme.fontPx(15)
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                RowLayout {
                    spacing: Theme.px(8)
                    AppButton {
                        objectName: "spotPlay"
                        text: screen.spot && screen.spot.playing ? qsTr("Pause") : qsTr("Play")
                        shortcutText: "Space"
                        focusPolicy: Qt.NoFocus
                        enabled: !!screen.spot && !screen.asking && !screen.spot.playedOut
                        Accessible.name: screen.spot && screen.spot.playing ? qsTr("Pause the dealer") : qsTr("Let the dealer deal")
                        onClicked: screen.spot.playing = !screen.spot.playing
                    }
                    AppButton {
                        objectName: "spotNext"
                        text: "\u25B6|"
                        shortcutText: "\u2192"
                        focusPolicy: Qt.NoFocus
                        enabled: !!screen.spot && !screen.asking && !screen.spot.playedOut
                        Accessible.name: qsTr("One dealer action")
                        onClicked: {
                            screen.spot.playing = false
                            screen.spot.next()
                        }
                    }
                    AppButton {
                        objectName: "spotStop"
                        variant: "danger"
                        text: qsTr("Stop the game")
                        shortcutText: "S"
                        focusPolicy: Qt.NoFocus
                        enabled: !!screen.spot && !screen.asking && screen.spot.shown > 0
                        Accessible.name: qsTr("Stop the game: the dealer's last action was wrong")
                        onClicked: screen.stopGame()
                    }
                    AppButton {
                        objectName: "spotFinish"
                        visible: !!screen.spot && screen.spot.playedOut
                        variant: "primary"
                        text: qsTr("See the results")
                        shortcutText: "Enter"
                        focusPolicy: Qt.NoFocus
                        onClicked: screen.spot.finish()
                    }
                }
                RowLayout {
                    spacing: Theme.px(10)
                    Text {
                        text: qsTr("Dealer's pace")
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(12)
                    }
                    // Slow on the left, fast on the right: the interval shrinks.
                    Slider {
                        objectName: "spotPace"
                        Layout.preferredWidth: Theme.px(220)
                        from: -4000
                        to: -300
                        stepSize: 100
                        value: screen.spot ? -screen.spot.interval : -1200
                        focusPolicy: Qt.NoFocus
                        Accessible.name: qsTr("The dealer's pace")
                        onMoved: screen.spot.interval = -value
                    }
                    Text {
                        text: screen.spot ? qsTr("%1 s an action").arg((screen.spot.interval / 1000).toFixed(1)) : ""
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(12)
                    }
                }
                Item { Layout.fillHeight: true }
            }

            // Practice: the last answers, graded, with their sections.
            ListView {
                id: feedback
                objectName: "spotFeedback"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.px(4)
                interactive: false
                model: screen.spot ? screen.spot.lastEntries : []
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Your last answers")
                delegate: EntryRow {
                    width: feedback.width
                    compact: true
                }
            }
        }
    }

    // One graded answer: what was said, right or wrong, why, the section.
    component EntryRow: RowLayout {
        id: entryRow
        required property var modelData
        property bool compact: false
        spacing: Theme.px(8)
        Accessible.role: Accessible.ListItem
        Accessible.name: (entryRow.modelData.correct ? qsTr("Right: ") : qsTr("Wrong: ")) + entryRow.modelData.explanation
        VerdictIcon {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: Theme.px(22)
            Layout.preferredHeight: Theme.px(22)
            correct: entryRow.modelData.correct
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.px(1)
            Text {
                Layout.fillWidth: true
                text: entryRow.modelData.explanation
                color: entryRow.modelData.correct ? Theme.text : Theme.errorInk
                wrapMode: Text.Wrap
                maximumLineCount: entryRow.compact ? 2 : 6
                elide: Text.ElideRight
                font.pixelSize: Theme.fontPx(entryRow.compact ? 12.5 : 13.5)
            }
            CitationLink {
                visible: entryRow.modelData.citation.length > 0
                citation: entryRow.modelData.citation
                onActivated: screen.regulationRequested(entryRow.modelData.citation)
            }
        }
    }

    // --- The question once a stop caught an error ---
    Rectangle {
        anchors.fill: parent
        visible: screen.asking
        color: Qt.rgba(0, 0, 0, 0.45)
        MouseArea {
            anchors.fill: parent
        }
    }
    Rectangle {
        id: question
        objectName: "spotQuestion"
        visible: screen.asking
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.px(64), Theme.px(760))
        height: questionColumn.implicitHeight + Theme.px(40)
        radius: Theme.px(14)
        color: Theme.surface
        border.color: Theme.borderStrong
        border.width: Theme.lineWidth
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("The game is stopped: name the rule and the remedy")

        ColumnLayout {
            id: questionColumn
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.px(20)
            spacing: Theme.px(12)

            Text {
                Layout.fillWidth: true
                text: qsTr("The game is stopped")
                color: Theme.text
                font.family: Theme.displayFamily
                font.bold: true
                font.pixelSize: Theme.fontPx(22)
            }
            Text {
                Layout.fillWidth: true
                text: screen.spot ? qsTr("After: %1").arg(screen.spot.lastAction) : ""
                color: Theme.textMuted
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(13.5)
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("Which section did the dealer break?")
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontPx(14)
            }
            RowLayout {
                spacing: Theme.px(8)
                Text {
                    text: screen.spot ? screen.spot.regulationTitle : ""
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(14)
                }
                TextField {
                    id: ruleField
                    objectName: "spotRule"
                    Layout.preferredWidth: Theme.px(220)
                    placeholderText: qsTr("e.g. §6(e)")
                    font.pixelSize: Theme.fontPx(15)
                    color: Theme.text
                    placeholderTextColor: Theme.textDim
                    background: Rectangle {
                        radius: Theme.px(6)
                        color: Theme.readingSurface
                        border.color: ruleField.activeFocus ? Theme.focus : Theme.border
                        border.width: ruleField.activeFocus ? Theme.focusWidth : Theme.lineWidth
                    }
                    Accessible.name: qsTr("The section broken")
                    Keys.onReturnPressed: screen.submitAnswer()
                    Keys.onEnterPressed: screen.submitAnswer()
                    Keys.onTabPressed: screen.forceActiveFocus()
                }
                Text {
                    text: qsTr("A whole section (§15) or a part of it (§15(a)) is right if it holds the rule.")
                    color: Theme.textDim
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(11.5)
                }
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("What is the remedy? (1-%1)").arg(screen.spot ? screen.spot.remedyChoices.length : 0)
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontPx(14)
            }
            Repeater {
                model: screen.spot ? screen.spot.remedyChoices : []
                delegate: RadioButton {
                    id: choice
                    required property string modelData
                    required property int index
                    objectName: "spotRemedy" + index
                    Layout.fillWidth: true
                    checked: screen.remedyChoice === choice.index
                    text: qsTr("%1. %2").arg(choice.index + 1).arg(choice.modelData)
                    font.pixelSize: Theme.fontPx(13.5)
                    contentItem: Text {
                        leftPadding: choice.indicator.width + choice.spacing
                        text: choice.text
                        color: Theme.text
                        wrapMode: Text.Wrap
                        font: choice.font
                        verticalAlignment: Text.AlignVCenter
                    }
                    onClicked: screen.remedyChoice = choice.index
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Item { Layout.fillWidth: true }
                AppButton {
                    objectName: "spotAnswer"
                    variant: "primary"
                    text: qsTr("Answer")
                    shortcutText: "Enter"
                    enabled: screen.remedyChoice >= 0 && ruleField.text.trim().length > 0
                    Accessible.name: qsTr("Give the answer")
                    onClicked: screen.submitAnswer()
                }
            }
        }
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
                EntryRow {
                    id: entryContent
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: Theme.px(12)
                    modelData: entryCard.modelData
                }
            }
        }
    }
}

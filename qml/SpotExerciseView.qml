pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The part of a spot-the-error exercise (SpotTheErrorController) the
// examinee works in, shared by the lesson's screen (SpotTheErrorScreen) and
// an exam sitting's (ExamSpotScreen): the table the simulated dealer deals
// at, the dealer's last action, the Stop control and, once a stop caught an
// error, the question (the rule broken, typed; the remedy, chosen).
//
// `exam`: the dealer deals on by itself at its pace, with no Play, step or
// pace controls and no feedback; only Stop, the question, and handing the
// scenario in once the dealer has finished. Otherwise the examinee plays,
// pauses and steps the dealer, and the last answers are shown graded.
//
// Keys: S (or Enter) stops the game, 1-9 choose a remedy and Enter answers;
// outside an exam Space plays or pauses the dealer and → shows one action.
Item {
    id: view

    required property SpotTheErrorController spot
    property bool exam: false
    // What the button that ends the exercise once the dealer has finished says.
    property string finishText: qsTr("See the results")

    signal regulationRequested(string citation)

    readonly property bool finished: !!view.spot && view.spot.finished
    readonly property bool asking: !!view.spot && view.spot.awaitsAnswer
    // The remedy chosen in the open question (-1: none yet).
    property int remedyChoice: -1

    focus: true

    // An exam's dealer does not wait for the examinee: it deals on until a
    // stop catches an error, and again once the question is answered.
    function dealOn(): void {
        if (view.exam && view.spot && !view.asking && !view.spot.playedOut && !view.finished)
            view.spot.playing = true
    }
    onSpotChanged: view.dealOn()
    Component.onCompleted: view.dealOn()

    function stopGame(): void {
        if (!view.spot || view.asking || view.finished || view.spot.shown === 0)
            return
        view.spot.stop()
        if (view.spot.awaitsAnswer) {
            view.remedyChoice = -1
            ruleField.text = ""
            ruleField.forceActiveFocus()
        } else {
            view.dealOn()
        }
    }
    function submitAnswer(): void {
        if (!view.asking || view.remedyChoice < 0 || ruleField.text.trim().length === 0)
            return
        view.spot.answer(ruleField.text, view.remedyChoice)
        view.forceActiveFocus()
        view.dealOn()
    }

    Keys.onPressed: event => {
        if (!view.spot || view.finished)
            return
        if (view.asking) {
            if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9
                    && event.key - Qt.Key_1 < view.spot.remedyChoices.length) {
                view.remedyChoice = event.key - Qt.Key_1
                event.accepted = true
            } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
                view.submitAnswer()
                event.accepted = true
            }
            return
        }
        if (event.key === Qt.Key_Space && !view.exam) {
            view.spot.playing = !view.spot.playing
            event.accepted = true
        } else if (event.key === Qt.Key_Right && !view.exam) {
            view.spot.playing = false
            view.spot.next()
            event.accepted = true
        } else if (event.key === Qt.Key_S || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (view.spot.playedOut && event.key !== Qt.Key_S)
                view.spot.finish()
            else
                view.stopGame()
            event.accepted = true
        }
    }

    // --- The table the dealer deals at: a baccarat coup on its own layout ---
    readonly property TableController table: view.spot ? view.spot.table : null
    readonly property bool coupShown: !!view.table && view.table.layout !== "blackjack"
                                      && !!view.table.round && view.table.round.active === true
    BlackjackTable {
        id: tableView
        objectName: "spotTable"
        // The examinee watches a simulated dealer; they are not dealing.
        dealerLabel: qsTr("DEALER")
        visible: !view.coupShown
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: controls.top
        anchors.topMargin: Theme.px(4)
        table: view.table
        round: view.table && view.table.layout === "blackjack" ? view.table.round : ({"active": false})
    }
    BaccaratTable {
        objectName: "spotCoupTable"
        visible: view.coupShown
        anchors.fill: tableView
        table: view.table
    }

    // --- The dealer's last action, the controls, and the feedback ---
    Rectangle {
        id: controls
        objectName: "spotControls"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: Theme.px(view.exam ? 120 : 168)
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
                Layout.maximumWidth: Theme.px(view.exam ? 900 : 540)
                Layout.fillWidth: view.exam
                Layout.fillHeight: true
                spacing: Theme.px(8)
                Text {
                    objectName: "spotLastAction"
                    Layout.fillWidth: true
                    text: !view.spot || view.spot.shown === 0
                          ? (view.exam ? qsTr("The dealer is about to deal. Stop the game (S) right after an action that breaks a rule.")
                                       : qsTr("The dealer is ready. Press Play (Space), or → for one action at a time."))
                          : view.spot.playedOut
                            ? qsTr("The dealer has finished. Stop the game if the last action was wrong, or %1.")
                                  .arg(view.finishText.toLowerCase())
                            : qsTr("Dealer: %1").arg(view.spot.lastAction)
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
                        visible: !view.exam
                        text: view.spot && view.spot.playing ? qsTr("Pause") : qsTr("Play")
                        shortcutText: "Space"
                        focusPolicy: Qt.NoFocus
                        enabled: !!view.spot && !view.asking && !view.spot.playedOut
                        Accessible.name: view.spot && view.spot.playing ? qsTr("Pause the dealer") : qsTr("Let the dealer deal")
                        onClicked: view.spot.playing = !view.spot.playing
                    }
                    AppButton {
                        objectName: "spotNext"
                        visible: !view.exam
                        text: "\u25B6|"
                        shortcutText: "\u2192"
                        focusPolicy: Qt.NoFocus
                        enabled: !!view.spot && !view.asking && !view.spot.playedOut
                        Accessible.name: qsTr("One dealer action")
                        onClicked: {
                            view.spot.playing = false
                            view.spot.next()
                        }
                    }
                    AppButton {
                        objectName: "spotStop"
                        variant: "danger"
                        text: qsTr("Stop the game")
                        shortcutText: "S"
                        focusPolicy: Qt.NoFocus
                        enabled: !!view.spot && !view.asking && view.spot.shown > 0
                        Accessible.name: qsTr("Stop the game: the dealer's last action was wrong")
                        onClicked: view.stopGame()
                    }
                    AppButton {
                        objectName: "spotFinish"
                        visible: !!view.spot && view.spot.playedOut
                        variant: "primary"
                        text: view.finishText
                        shortcutText: "Enter"
                        focusPolicy: Qt.NoFocus
                        onClicked: view.spot.finish()
                    }
                }
                RowLayout {
                    visible: !view.exam
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
                        value: view.spot ? -view.spot.interval : -1200
                        focusPolicy: Qt.NoFocus
                        Accessible.name: qsTr("The dealer's pace")
                        onMoved: view.spot.interval = -value
                    }
                    Text {
                        text: view.spot ? qsTr("%1 s an action").arg((view.spot.interval / 1000).toFixed(1)) : ""
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(12)
                    }
                }
                Item { Layout.fillHeight: true }
            }

            // Practice: the last answers, graded, with their sections (an
            // exam's are empty until its review).
            ListView {
                id: feedback
                objectName: "spotFeedback"
                visible: !view.exam
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.px(4)
                interactive: false
                model: view.spot && !view.exam ? view.spot.lastEntries : []
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Your last answers")
                delegate: SpotEntryRow {
                    width: feedback.width
                    compact: true
                    onCitationActivated: citation => view.regulationRequested(citation)
                }
            }
        }
    }

    // --- The question once a stop caught an error ---
    Rectangle {
        anchors.fill: parent
        visible: view.asking
        color: Qt.rgba(0, 0, 0, 0.45)
        MouseArea {
            anchors.fill: parent
        }
    }
    Rectangle {
        id: question
        objectName: "spotQuestion"
        visible: view.asking
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
                text: view.spot ? qsTr("After: %1").arg(view.spot.lastAction) : ""
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
                    text: view.spot ? view.spot.regulationTitle : ""
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
                    Keys.onReturnPressed: view.submitAnswer()
                    Keys.onEnterPressed: view.submitAnswer()
                    Keys.onTabPressed: view.forceActiveFocus()
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
                text: qsTr("What is the remedy? (1-%1)").arg(view.spot ? view.spot.remedyChoices.length : 0)
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontPx(14)
            }
            Repeater {
                model: view.spot ? view.spot.remedyChoices : []
                delegate: RadioButton {
                    id: choice
                    required property string modelData
                    required property int index
                    objectName: "spotRemedy" + index
                    Layout.fillWidth: true
                    checked: view.remedyChoice === choice.index
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
                    onClicked: view.remedyChoice = choice.index
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
                    enabled: view.remedyChoice >= 0 && ruleField.text.trim().length > 0
                    Accessible.name: qsTr("Give the answer")
                    onClicked: view.submitAnswer()
                }
            }
        }
    }
}

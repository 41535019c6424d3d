pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// A timed payout drill: the wager on the felt with the cards that decided it
// and a caption, the payout built in the chip rack (PayoutBuilder), the clock
// against the target, the verdict at once in practice (named, with its
// section), and at the end the results. It grades nothing: DrillController
// (C++) does.
//
// Several wagers of one box (difficulty 6) stand side by side, each paid on
// its own: the one marked is paid next; Tab (or a click) marks another.
//
// Keys: Enter (or P) opens the rack, 1-7 open it with that chip, U pays
// nothing (a push), Tab marks the next unpaid wager, Enter after a verdict
// goes on, Esc leaves.
Item {
    id: screen
    objectName: "drillScreen"

    required property DrillController drill

    signal leaveConfirmed()
    signal tryAgainRequested()
    signal regulationRequested(string citation)

    readonly property bool active: screen.StackView.view === null || screen.StackView.status === StackView.Active
    readonly property bool finished: !!screen.drill && screen.drill.finished
    readonly property var verdict: screen.drill ? screen.drill.lastAnswer : ({})
    readonly property bool showVerdict: !!screen.drill && screen.drill.answered && !screen.drill.exam
    readonly property real elapsed: screen.drill ? screen.drill.elapsedSeconds : 0
    readonly property real target: screen.drill ? screen.drill.targetSeconds : 1
    readonly property bool canPay: !!screen.drill && !screen.drill.answered && !screen.finished
    readonly property bool several: !!screen.drill && screen.drill.wagerCount > 1
    // The question's answers, one per wager paid (several wagers).
    readonly property var boxAnswers: screen.drill ? Array.from(screen.drill.questionAnswers) : []
    readonly property var firstWrong: screen.boxAnswers.find(answer => !answer.correct)
    // What the answer in hand does with its amount (a baccarat commission is
    // collected or marked, not paid), as a verb.
    readonly property string verb: !screen.drill ? qsTr("Pay")
                                   : screen.drill.wagerAction === "collect" ? qsTr("Collect")
                                   : screen.drill.wagerAction === "mark" ? qsTr("Mark") : qsTr("Pay")
    // A question with a commission part (baccarat): parts answered in order.
    readonly property bool commission: screen.several && Array.from(screen.drill.wagers).some(part => part.action !== "pay")

    focus: true
    Component.onCompleted: screen.forceActiveFocus()
    StackView.onActivated: screen.forceActiveFocus()

    function money(cents: int): string {
        const dollars = Math.floor(cents / 100)
        const rest = cents % 100
        return "$" + dollars.toLocaleString(Qt.locale("en_US"), "f", 0)
                + (rest === 0 ? "" : "." + (rest < 10 ? "0" : "") + rest)
    }
    function seconds(value: real): string {
        return qsTr("%1 s").arg(value.toFixed(1))
    }

    // Opens the rack for the payout in hand, with a first chip when a chip key was pressed.
    function openPayout(firstChip: int): void {
        if (!screen.canPay || payout.opened)
            return
        if (screen.several)
            payout.open(qsTr("%1: %2 (payout %3 of %4)").arg(screen.verb).arg(screen.drill.wagerLabel)
                        .arg(screen.drill.index + 1).arg(screen.drill.count),
                        screen.drill.wagerCaption)
        else
            payout.open(qsTr("%1: payout %2 of %3").arg(screen.verb).arg(screen.drill.index + 1).arg(screen.drill.count),
                        screen.drill.caption)
        if (firstChip > 0)
            payout.addChip(firstChip)
    }
    function payNothing(): void {
        if (screen.canPay && !payout.opened)
            screen.drill.answer(0)
    }
    function goOn(): void {
        if (screen.drill && screen.drill.answered && !screen.finished)
            screen.drill.next()
    }

    Keys.onPressed: event => {
        if (!screen.drill || payout.opened || screen.finished)
            return
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (screen.drill.answered)
                screen.goOn()
            else
                screen.openPayout(0)
            event.accepted = true
        } else if (event.key === Qt.Key_P) {
            screen.openPayout(0)
            event.accepted = true
        } else if (event.key === Qt.Key_U) {
            screen.payNothing()
            event.accepted = true
        } else if (event.key === Qt.Key_Tab && screen.several) {
            screen.drill.selectNextWager()
            event.accepted = true
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9 && event.modifiers === Qt.NoModifier) {
            const rack = payout.rack
            const index = event.key - Qt.Key_1
            if (index < rack.length)
                screen.openPayout(rack[index])
            event.accepted = true
        }
    }

    Shortcut {
        sequence: "Esc"
        enabled: screen.active && !payout.opened
        onActivated: screen.leaveConfirmed()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: screen.active && screen.finished
        onActivated: screen.tryAgainRequested()
    }

    Backdrop {
        anchors.fill: parent
    }

    // The drill in play.
    ColumnLayout {
        id: playing
        objectName: "drillPlaying"
        visible: !screen.finished
        anchors.fill: parent
        anchors.margins: Theme.px(28)
        spacing: Theme.px(16)

        // Title, progress, clock, leave.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(18)
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.px(2)
                Text {
                    Layout.fillWidth: true
                    text: screen.drill ? screen.drill.lessonTitle : ""
                    color: Theme.text
                    elide: Text.ElideRight
                    font.family: Theme.displayFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(24)
                }
                Text {
                    objectName: "drillProgress"
                    text: screen.drill ? qsTr("Payout %1 of %2 · %3 correct").arg(screen.drill.index + 1)
                                                 .arg(screen.drill.count).arg(screen.drill.correctCount)
                                       : ""
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(14)
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
            // The clock of this payout against the target.
            ColumnLayout {
                spacing: Theme.px(4)
                Text {
                    objectName: "drillClock"
                    Layout.alignment: Qt.AlignRight
                    text: qsTr("%1 / target %2").arg(screen.seconds(screen.elapsed)).arg(screen.seconds(screen.target))
                    color: screen.elapsed > screen.target ? Theme.warning : Theme.text
                    font.pixelSize: Theme.fontPx(18)
                    font.bold: true
                    font.family: Theme.monoFamily
                    Accessible.role: Accessible.Clock
                    Accessible.name: qsTr("Time on this payout: %1 of a %2 target")
                                     .arg(screen.seconds(screen.elapsed)).arg(screen.seconds(screen.target))
                }
                Rectangle {
                    Layout.preferredWidth: Theme.px(220)
                    Layout.preferredHeight: Theme.px(6)
                    radius: height / 2
                    color: Theme.surfaceRaised
                    Rectangle {
                        width: parent.width * Math.min(1, screen.elapsed / Math.max(0.1, screen.target))
                        height: parent.height
                        radius: height / 2
                        color: screen.elapsed > screen.target ? Theme.warning : Theme.correct
                    }
                }
            }
            AppButton {
                objectName: "leaveDrill"
                text: qsTr("Leave")
                shortcutText: "Esc"
                variant: "ghost"
                Accessible.name: qsTr("Leave the drill")
                onClicked: screen.leaveConfirmed()
            }
        }

        // The felt: dealer's cards, player's cards, the wager.
        Rectangle {
            id: felt
            objectName: "drillFelt"
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.px(18)
            gradient: Gradient {
                GradientStop {
                    position: 0.0
                    color: Theme.feltCentre
                }
                GradientStop {
                    position: 1.0
                    color: Theme.feltEdge
                }
            }
            border.color: Theme.railLight
            border.width: Theme.px(6)
            Accessible.role: Accessible.Graphic
            Accessible.name: screen.drill ? qsTr("%1. Wager %2. %3: %4. %5: %6.")
                                            .arg(screen.drill.caption).arg(screen.money(screen.drill.wagerCents))
                                            .arg(screen.drill.playerHandLabel).arg(Array.from(screen.drill.playerCards).join(" "))
                                            .arg(screen.drill.dealerHandLabel).arg(Array.from(screen.drill.dealerCards).join(" "))
                                          : ""

            Column {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                anchors.topMargin: Theme.px(20)
                spacing: Theme.px(6)
                Text {
                    objectName: "drillDealerHandLabel"
                    anchors.horizontalCenter: parent.horizontalCenter
                    visible: text !== ""
                    // "DEALER" at blackjack, "BANKER'S HAND 7 — WINS" at baccarat.
                    text: screen.drill ? screen.drill.dealerHandLabel.toUpperCase() : ""
                    color: Theme.feltLine
                    font.letterSpacing: 2
                    font.bold: true
                    font.pixelSize: Theme.fontPx(12)
                }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: Theme.px(8)
                    Repeater {
                        model: screen.drill ? screen.drill.dealerCards : []
                        PlayingCard {
                            required property string modelData
                            code: modelData
                            width: Theme.px(76)
                            height: Theme.px(106)
                        }
                    }
                }
            }

            RowLayout {
                // Between the dealer's cards and the caption.
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.verticalCenter: parent.verticalCenter
                anchors.verticalCenterOffset: Theme.px(36)
                spacing: Theme.px(64)

                Column {
                    Layout.alignment: Qt.AlignBottom
                    spacing: Theme.px(6)
                    // One hand, or a split box's hands side by side.
                    Row {
                        objectName: "drillPlayerHands"
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: Theme.px(26)
                        Repeater {
                            model: screen.drill ? screen.drill.playerHands : []
                            Row {
                                id: hand
                                required property var modelData
                                spacing: -Theme.px(22)
                                Repeater {
                                    model: hand.modelData
                                    PlayingCard {
                                        required property string modelData
                                        code: modelData
                                        width: Theme.px(86)
                                        height: Theme.px(120)
                                    }
                                }
                            }
                        }
                    }
                    Text {
                        objectName: "drillPlayerHandLabel"
                        anchors.horizontalCenter: parent.horizontalCenter
                        visible: text !== ""
                        text: screen.drill ? screen.drill.playerHandLabel.toUpperCase() : ""
                        color: Theme.feltLine
                        font.letterSpacing: 2
                        font.bold: true
                        font.pixelSize: Theme.fontPx(12)
                    }
                }

                // The wager in its betting circle.
                Item {
                    visible: !screen.several
                    Layout.alignment: Qt.AlignBottom
                    implicitWidth: Theme.px(170)
                    implicitHeight: Theme.px(200)
                    Rectangle {
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: Theme.px(22)
                        width: Theme.px(140)
                        height: Theme.px(70)
                        radius: height / 2
                        color: "transparent"
                        border.color: Theme.feltLine
                        border.width: Theme.px(2)
                        opacity: 0.6
                    }
                    ChipStack {
                        objectName: "drillWager"
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: Theme.px(40)
                        chips: screen.drill ? screen.drill.wagerChips : []
                        amount: screen.drill ? screen.drill.wagerCents : 0
                        chipSize: Theme.px(58)
                        maxPerColumn: 8
                    }
                    Text {
                        objectName: "drillWagerAmount"
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        text: screen.drill ? qsTr("Wager %1").arg(screen.money(screen.drill.wagerCents)) : ""
                        color: Theme.feltLine
                        font.bold: true
                        font.pixelSize: Theme.fontPx(14)
                    }
                }

                // Several wagers of one box, paid one by one: the marked one next.
                Row {
                    objectName: "drillBox"
                    visible: screen.several
                    Layout.alignment: Qt.AlignBottom
                    spacing: Theme.px(14)
                    Repeater {
                        model: screen.several ? screen.drill.wagers : []
                        Rectangle {
                            id: spot
                            required property int index
                            required property var modelData
                            readonly property bool marked: !spot.modelData.paid && spot.index === screen.drill.wagerIndex
                                                           && !screen.drill.answered
                            readonly property bool judged: spot.modelData.correct !== undefined
                            objectName: "drillBoxWager" + spot.index
                            width: Theme.px(176)
                            height: Theme.px(236)
                            radius: Theme.px(12)
                            color: spot.marked ? Qt.rgba(0, 0, 0, 0.28) : Qt.rgba(0, 0, 0, 0.14)
                            border.width: spot.marked ? Theme.px(3) : Theme.lineWidth
                            border.color: spot.marked ? Theme.accent
                                          : spot.judged ? (spot.modelData.correct ? Theme.correct : Theme.error)
                                          : Theme.feltLine
                            Accessible.role: Accessible.Button
                            Accessible.name: qsTr("%1, wager %2%3").arg(spot.modelData.label)
                                             .arg(screen.money(spot.modelData.cents))
                                             .arg(spot.modelData.paid ? qsTr(", paid %1").arg(screen.money(spot.modelData.paidCents))
                                                                      : spot.marked ? qsTr(", to pay now") : "")
                            Accessible.onPressAction: screen.drill.selectWager(spot.index)
                            TapHandler {
                                onTapped: {
                                    screen.drill.selectWager(spot.index)
                                    screen.forceActiveFocus()
                                }
                            }
                            Text {
                                id: spotLabel
                                anchors.top: parent.top
                                anchors.topMargin: Theme.px(8)
                                anchors.horizontalCenter: parent.horizontalCenter
                                width: parent.width - Theme.px(12)
                                text: spot.modelData.label
                                color: spot.marked ? Theme.accent : Theme.feltLine
                                horizontalAlignment: Text.AlignHCenter
                                elide: Text.ElideRight
                                font.bold: true
                                font.pixelSize: Theme.fontPx(13)
                            }
                            ChipStack {
                                anchors.horizontalCenter: parent.horizontalCenter
                                anchors.bottom: spotAmount.top
                                anchors.bottomMargin: Theme.px(8)
                                chips: spot.modelData.chips
                                amount: spot.modelData.cents
                                chipSize: Theme.px(42)
                                maxPerColumn: 10
                            }
                            Text {
                                id: spotAmount
                                anchors.bottom: spotState.top
                                anchors.bottomMargin: Theme.px(2)
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: qsTr("Wager %1").arg(screen.money(spot.modelData.cents))
                                color: Theme.feltLine
                                font.bold: true
                                font.pixelSize: Theme.fontPx(13)
                            }
                            Text {
                                id: spotState
                                objectName: "drillBoxWagerState" + spot.index
                                anchors.bottom: parent.bottom
                                anchors.bottomMargin: Theme.px(8)
                                anchors.horizontalCenter: parent.horizontalCenter
                                width: parent.width - Theme.px(12)
                                horizontalAlignment: Text.AlignHCenter
                                elide: Text.ElideRight
                                text: spot.judged ? (spot.modelData.correct ? qsTr("Exact: %1").arg(screen.money(spot.modelData.paidCents))
                                                                            : qsTr("Wrong: %1").arg(screen.money(spot.modelData.paidCents)))
                                      : spot.modelData.paid ? qsTr("Paid %1").arg(screen.money(spot.modelData.paidCents))
                                      : spot.marked ? qsTr("%1 now").arg(screen.verb)
                                      : screen.commission ? qsTr("Next") : qsTr("Tab to pay")
                                color: spot.judged ? (spot.modelData.correct ? Theme.correct : Theme.error)
                                       : spot.marked ? Theme.accent : Theme.feltLine
                                font.bold: true
                                font.pixelSize: Theme.fontPx(12.5)
                            }
                        }
                    }
                }
            }

            Rectangle {
                id: captionBox
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: Theme.px(20)
                width: Math.min(parent.width - Theme.px(40), captionText.implicitWidth + Theme.px(36))
                height: captionText.implicitHeight + Theme.px(18)
                radius: Theme.px(10)
                color: Qt.rgba(0, 0, 0, 0.35)
                Text {
                    id: captionText
                    objectName: "drillCaption"
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, parent.parent.width - Theme.px(76))
                    text: screen.drill ? screen.drill.caption : ""
                    color: Theme.text
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: Theme.fontPx(17)
                    font.bold: true
                }
            }
        }

        // The verdict (practice) or the ways to pay.
        Rectangle {
            id: verdictPanel
            objectName: "drillVerdict"
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(96)
            radius: Theme.px(12)
            readonly property bool correct: screen.several ? screen.boxAnswers.length > 0 && !screen.firstWrong
                                                           : !!screen.verdict.correct
            color: !screen.showVerdict ? Theme.surface : verdictPanel.correct ? Theme.correctTint : Theme.errorTint
            border.width: Theme.px(1.5)
            border.color: !screen.showVerdict ? Theme.border
                                              : verdictPanel.correct ? Theme.correctTintBorder : Theme.errorTintBorder
            Accessible.role: Accessible.AlertMessage
            Accessible.name: screen.showVerdict ? (verdictPanel.correct ? qsTr("Correct") : qsTr("Wrong: %1").arg(screen.verdict.error))
                                                : qsTr("Pay the wager")
            Accessible.description: screen.showVerdict ? (screen.verdict.message || "") : ""

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.px(18)
                anchors.rightMargin: Theme.px(18)
                spacing: Theme.px(16)

                VerdictIcon {
                    visible: screen.showVerdict
                    Layout.preferredWidth: Theme.px(44)
                    Layout.preferredHeight: Theme.px(44)
                    correct: verdictPanel.correct
                }
                ColumnLayout {
                    visible: screen.showVerdict
                    Layout.fillWidth: true
                    spacing: Theme.px(3)
                    Text {
                        objectName: "drillVerdictHeadline"
                        Layout.fillWidth: true
                        text: screen.several
                              ? (verdictPanel.correct
                                 ? qsTr("Correct: all %1 wagers in %2").arg(screen.boxAnswers.length).arg(screen.seconds(screen.verdict.seconds || 0))
                                 : qsTr("Wrong: %1: %2").arg(screen.firstWrong ? screen.firstWrong.wagerLabel : "").arg(screen.firstWrong ? screen.firstWrong.error : ""))
                              : verdictPanel.correct
                              ? qsTr("Correct: %1 in %2").arg(screen.verdict.correctAmount || "").arg(screen.seconds(screen.verdict.seconds || 0))
                              : qsTr("Wrong: %1").arg(screen.verdict.error || "")
                        color: verdictPanel.correct ? Theme.correct : Theme.error
                        font.bold: true
                        font.pixelSize: Theme.fontPx(18)
                        elide: Text.ElideRight
                    }
                    Text {
                        objectName: "drillVerdictMessage"
                        Layout.fillWidth: true
                        text: screen.several
                              ? screen.boxAnswers.map(answer => answer.correct
                                                      ? qsTr("%1: %2 correct").arg(answer.wagerLabel).arg(answer.paid)
                                                      : qsTr("%1: paid %2, correct %3").arg(answer.wagerLabel).arg(answer.paid).arg(answer.correctAmount)).join(" · ")
                              : screen.verdict.message || ""
                        color: verdictPanel.correct ? Theme.correctInk : Theme.errorInk
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                        font.pixelSize: Theme.fontPx(13.5)
                    }
                    CitationLink {
                        objectName: "drillCitation"
                        readonly property var cited: screen.several && screen.firstWrong ? screen.firstWrong : screen.verdict
                        citation: cited.citation || ""
                        onActivated: screen.regulationRequested(cited.citation)
                    }
                }
                Text {
                    visible: !screen.showVerdict
                    Layout.fillWidth: true
                    text: screen.commission
                          ? qsTr("Each part in its order; now: %1. Nothing to take or pay: U.")
                            .arg(screen.drill.wagerLabel)
                          : screen.several
                          ? qsTr("Pay each wager of the box on its own. Marked now: %1. Tab marks the next; a wager that pays nothing: U.")
                            .arg(screen.drill.wagerLabel)
                          : screen.drill && screen.drill.exam
                          ? qsTr("Exam: no verdicts until the end. Build the payout and pay.")
                          : qsTr("Build the payout from the chips and pay it. A push pays nothing.")
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(15)
                }
                AppButton {
                    objectName: "drillNext"
                    visible: screen.showVerdict
                    variant: "primary"
                    text: screen.drill && screen.drill.index + 1 >= screen.drill.count ? qsTr("See the results") : qsTr("Next payout")
                    shortcutText: "Enter"
                    Accessible.name: text
                    onClicked: {
                        screen.goOn()
                        screen.forceActiveFocus()
                    }
                }
                AppButton {
                    objectName: "drillPush"
                    visible: !screen.showVerdict
                    enabled: screen.canPay
                    text: screen.verb === qsTr("Pay") ? qsTr("Push: pay nothing") : qsTr("%1 nothing").arg(screen.verb)
                    shortcutText: "U"
                    Accessible.name: text
                    onClicked: {
                        screen.payNothing()
                        screen.forceActiveFocus()
                    }
                }
                AppButton {
                    objectName: "drillPay"
                    visible: !screen.showVerdict
                    enabled: screen.canPay
                    variant: "primary"
                    text: qsTr("%1…").arg(screen.verb)
                    shortcutText: "Enter"
                    Accessible.name: qsTr("%1: open the chip rack").arg(screen.verb)
                    onClicked: screen.openPayout(0)
                }
            }
        }
    }

    // The results.
    RowLayout {
        id: results
        objectName: "drillResults"
        visible: screen.finished
        anchors.fill: parent
        anchors.margins: Theme.px(36)
        spacing: Theme.px(32)

        ColumnLayout {
            Layout.preferredWidth: Theme.px(360)
            Layout.maximumWidth: Theme.px(420)
            Layout.fillHeight: true
            spacing: Theme.px(14)

            Text {
                Layout.fillWidth: true
                text: screen.drill ? screen.drill.lessonTitle : ""
                color: Theme.textMuted
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(15)
            }
            RowLayout {
                spacing: Theme.px(16)
                VerdictIcon {
                    Layout.preferredWidth: Theme.px(64)
                    Layout.preferredHeight: Theme.px(64)
                    correct: !!screen.drill && screen.drill.passed
                }
                Text {
                    objectName: "drillResultHeadline"
                    text: screen.drill && screen.drill.passed ? qsTr("Passed") : qsTr("Not passed yet")
                    color: screen.drill && screen.drill.passed ? Theme.correct : Theme.text
                    font.family: Theme.displayFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(34)
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
            }
            ResultStat {
                Layout.fillWidth: true
                label: qsTr("Payouts exact")
                value: screen.drill ? qsTr("%1 of %2 (%3%, pass %4%)").arg(screen.drill.correctCount).arg(screen.drill.wagerTotal)
                                      .arg(Math.round(screen.drill.accuracy * 100)).arg(Math.round(screen.drill.passAccuracy * 100))
                                    : ""
                tone: screen.drill && screen.drill.accuracyMet ? Theme.correct : Theme.error
            }
            ResultStat {
                Layout.fillWidth: true
                label: qsTr("Median time")
                value: screen.drill ? qsTr("%1 (target %2)").arg(screen.seconds(screen.drill.medianSeconds))
                                      .arg(screen.seconds(screen.drill.passMedianSeconds))
                                    : ""
                tone: screen.drill && screen.drill.timeMet ? Theme.correct : Theme.warning
            }
            Item {
                Layout.fillHeight: true
            }
            AppButton {
                objectName: "drillTryAgain"
                Layout.fillWidth: true
                variant: "primary"
                text: qsTr("Try again")
                shortcutText: "Enter"
                Accessible.name: qsTr("Try the drill again")
                onClicked: screen.tryAgainRequested()
            }
            AppButton {
                objectName: "drillBack"
                Layout.fillWidth: true
                text: qsTr("Back to lessons")
                shortcutText: "Esc"
                Accessible.name: qsTr("Back to the lessons")
                onClicked: screen.leaveConfirmed()
            }
        }

        // Every payout, named when wrong.
        ListView {
            id: answerList
            objectName: "drillAnswers"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.px(8)
            activeFocusOnTab: true
            model: screen.drill && screen.finished ? screen.drill.answers : []
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Every payout")
            delegate: Rectangle {
                id: answerRow
                required property var modelData
                width: answerList.width
                implicitHeight: answerColumn.implicitHeight + Theme.px(20)
                radius: Theme.px(10)
                color: answerRow.modelData.correct ? Theme.surface : Theme.errorTint
                border.width: Theme.lineWidth
                border.color: answerRow.modelData.correct ? Theme.border : Theme.errorTintBorder
                Accessible.role: Accessible.ListItem
                Accessible.name: answerRow.modelData.correct
                                 ? qsTr("Payout %1 correct").arg(answerRow.modelData.number)
                                 : qsTr("Payout %1 wrong: %2").arg(answerRow.modelData.number).arg(answerRow.modelData.error)
                ColumnLayout {
                    id: answerColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: Theme.px(14)
                    anchors.rightMargin: Theme.px(14)
                    spacing: Theme.px(2)
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.px(10)
                        Text {
                            Layout.fillWidth: true
                            text: answerRow.modelData.wagerLabel && screen.drill.wagerTotal > screen.drill.count
                                  ? qsTr("%1. %2 — %3").arg(answerRow.modelData.number).arg(answerRow.modelData.wagerLabel).arg(answerRow.modelData.caption)
                                  : qsTr("%1. %2").arg(answerRow.modelData.number).arg(answerRow.modelData.caption)
                            color: Theme.text
                            elide: Text.ElideRight
                            font.bold: true
                            font.pixelSize: Theme.fontPx(14)
                        }
                        Text {
                            text: screen.seconds(answerRow.modelData.seconds)
                            color: answerRow.modelData.overTarget ? Theme.warning : Theme.textMuted
                            font.family: Theme.monoFamily
                            font.pixelSize: Theme.fontPx(13)
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        text: answerRow.modelData.correct
                              ? qsTr("Wager %1, paid %2").arg(answerRow.modelData.wager).arg(answerRow.modelData.paid)
                              : qsTr("Wager %1, paid %2, correct %3: %4").arg(answerRow.modelData.wager)
                                .arg(answerRow.modelData.paid).arg(answerRow.modelData.correctAmount).arg(answerRow.modelData.error)
                        color: answerRow.modelData.correct ? Theme.textMuted : Theme.errorInk
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontPx(13)
                    }
                    CitationLink {
                        visible: !answerRow.modelData.correct
                        citation: answerRow.modelData.citation
                        onActivated: screen.regulationRequested(answerRow.modelData.citation)
                    }
                }
            }
        }
    }

    PayoutBuilder {
        id: payout
        objectName: "drillPayoutBuilder"
        parent: screen
        denominations: screen.drill ? screen.drill.denominations : []
        wager: screen.drill ? screen.drill.wagerCents : 0
        onConfirmed: cents => {
            screen.forceActiveFocus()
            if (screen.drill)
                screen.drill.answer(cents)
        }
        onCancelled: screen.forceActiveFocus()
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The table screen: the lesson's header, the table, the dealer's controls,
// the verdicts, hints and the regulation text. Every action the trainee
// performs is sent to C++ (table.perform) as the action the hand did; the
// verdict shown is the one C++ returns.
Item {
    id: screen
    objectName: "tableScreen"

    required property TableController table

    signal leaveConfirmed()
    signal finished()
    // The regulation viewer, at the citation the section panel shows.
    signal regulationRequested(string citation)
    // A scenario of an exam sitting (`sitting` set): the clock reached zero.
    signal sittingTimeUp()

    // The exam desk when this table is a scenario of a certification exam:
    // the clock counts down to its deadline and the table cannot be left.
    property ExamDesk sitting: null

    // Active when this page is on top (or shown outside a StackView, e.g. in tests).
    readonly property bool active: (screen.StackView.view === null || screen.StackView.status === StackView.Active)
                                   && !leaveDialog.visible
    readonly property var summary: screen.table ? screen.table.summary : ({})
    readonly property bool complete: screen.table ? screen.table.complete : false
    readonly property int boxes: screen.table ? Math.max(1, screen.table.boxes) : 7
    // The dealer's calls said aloud (Speaker.qml), when the trainee turns it on.
    property bool speakCalls: false
    // An exam: no verdicts, hints or rule panels until the results.
    readonly property bool exam: screen.table ? screen.table.exam : false

    // The hint's action, to point at its control.
    property var hintAction: ({})

    // --- A round on the layout ---
    readonly property var round: screen.table ? screen.table.round : ({})
    readonly property bool roundActive: !!screen.round && screen.round.active === true
    // A baccarat table (TableController.layout): its coup is drawn by
    // BaccaratTable; the blackjack view keeps the shoe's preparation.
    readonly property bool baccarat: !!screen.table && screen.table.layout !== "blackjack"
    readonly property var blackjackRound: screen.baccarat ? ({"active": false}) : screen.round
    // Dealing a round, as opposed to preparing the shoe between rounds (after
    // the cut card the round stays on record while the shoe is prepared):
    // which controls the bar and the keys offer.
    readonly property bool dealing: screen.roundActive && !!screen.table
                                    && (screen.table.stage === "ready_to_deal" || screen.table.stage === "in_play")
    // The keyboard cursor: the spot the keys act on (seat 0 = the dealer).
    property int cursorSeat: -1
    property int cursorHand: 1
    // The settlement waiting for its amount from the payout builder.
    property var pendingPayment: null
    // What can be done where (the menus' entries).
    readonly property RoundActions actions: RoundActions {
        round: screen.blackjackRound
    }
    // The coup is dealt on the baccarat table; the shoe is prepared on the other view.
    readonly property bool coupShown: screen.baccarat && screen.dealing
    readonly property Item view: screen.coupShown ? coupLoader.item : tableView
    readonly property bool popupOpen: spotMenu.opened || totalEntry.opened || payout.opened || resultEntry.opened

    function moveCursor(delta: int): void {
        const list = actions.spots()
        if (list.length === 0)
            return
        let index = list.findIndex(s => s.seat === screen.cursorSeat && s.hand === screen.cursorHand)
        index = index < 0 ? (delta > 0 ? 0 : list.length - 1) : (index + delta + list.length) % list.length
        screen.cursorSeat = list[index].seat
        screen.cursorHand = list[index].hand
    }
    function placeOf(seat: int): string {
        return seat === 0 ? "dealer" : "seat"
    }

    function deal(seat: int, hand: int, faceDown: bool, sideways: bool): void {
        screen.cursorSeat = seat
        screen.cursorHand = hand
        screen.act({"action": "deal_card", "seat": seat, "hand": hand, "face": faceDown ? "down" : "up",
                    "sideways": sideways}, screen.placeOf(seat), seat)
    }
    function dealWithModifiers(seat: int, hand: int, modifiers: int): void {
        screen.deal(seat, hand, (modifiers & Qt.ShiftModifier) !== 0,
                    (modifiers & (Qt.ControlModifier | Qt.AltModifier)) !== 0)
    }
    // A digit: deal to that box (the hand under the cursor when it is there).
    function dealToSeat(seat: int): void {
        const box = seat === 0 ? {"seat": 0} : actions.boxOf(seat)
        if (!box) {
            screen.deal(seat, 1, false, false) // an empty box: graded as such
            return
        }
        screen.deal(seat, screen.cursorSeat === seat ? screen.cursorHand : 1, false, false)
    }

    function askAmount(action: var, title: string, subtitle: string, wager: int): void {
        screen.pendingPayment = action
        payout.wager = wager
        payout.open(title, subtitle)
    }
    function paymentConfirmed(cents: int): void {
        const action = screen.pendingPayment
        screen.pendingPayment = null
        if (!action)
            return
        action.amount = actions.amountText(cents)
        screen.act(action, screen.placeOf(action.seat), action.seat)
    }
    function wagerMenu(seat: int, hand: int, wager: string, side: string, behind: int, where: point): void {
        const entries = actions.chosenWagerEntries(seat, hand, wager, side, behind)
        if (entries.length > 0)
            spotMenu.openAt(tableView.mapToItem(overlay, where), "", entries)
    }
    // A wager dragged to the chip tray: all of it collected.
    function collectWager(wager: var): void {
        const action = actions.settlementAction("collect", wager.seat, wager.hand, wager.wager, wager.side, wager.behind)
        action.amount = actions.amountText(wager.amount)
        screen.act(action, screen.placeOf(wager.seat), wager.seat)
    }
    function openSpotMenu(seat: int, hand: int, where: point): void {
        screen.cursorSeat = seat
        screen.cursorHand = hand
        const title = seat === 0 ? qsTr("Dealer") : qsTr("Seat %1").arg(seat)
        spotMenu.openAt(tableView.mapToItem(overlay, where), title, actions.spotEntries(seat, hand))
    }
    function cursorPoint(): point {
        const p = screen.view.anchorFor(screen.placeOf(screen.cursorSeat), screen.cursorSeat)
        return screen.view.mapToItem(overlay, p)
    }
    function entryChosen(entry: var): void {
        if (entry.action)
            screen.act(entry.action, screen.placeOf(entry.action.seat || 0), entry.action.seat || 0)
        else if (entry.pay)
            screen.askAmount(entry.pay, entry.payTitle, "", entry.wager || 0)
        else if (entry.command)
            screen.runCommand(entry.command)
    }
    // A control of the round's bar, at the spot under the cursor.
    function runCommand(command: string): void {
        if (command === "table_menu") {
            spotMenu.openAt(Qt.point(overlay.width / 2, overlay.height * 0.25), qsTr("The table"), actions.tableEntries)
            return
        }
        if (command === "shoe_batches") {
            spotMenu.openAt(Qt.point(overlay.width / 2, overlay.height * 0.25), qsTr("The batches"), actions.shoeBatchEntries(screen.table.batches))
            return
        }
        if (command.startsWith("coup_")) {
            screen.runCoupCommand(command)
            return
        }
        if (command === "double_shoe_clear") {
            spotMenu.openAt(Qt.point(overlay.width / 2, overlay.height * 0.25), qsTr("The double shoe"), actions.doubleShoeClearEntries)
            return
        }
        if (screen.cursorSeat < 0)
            screen.moveCursor(1)
        const seat = screen.cursorSeat
        const hand = screen.cursorHand
        if (command === "deal" || command === "deal_down" || command === "deal_sideways")
            screen.deal(seat, hand, command === "deal_down", command === "deal_sideways")
        else if (command === "total")
            totalEntry.openFor(seat, hand)
        else if (command === "pick_up")
            screen.act({"action": "pick_up", "seat": seat}, screen.placeOf(seat), seat)
        else if (command === "menu")
            spotMenu.openAt(screen.cursorPoint(), seat === 0 ? qsTr("Dealer") : qsTr("Seat %1").arg(seat), actions.spotEntries(seat, hand))
        else if (seat > 0) {
            const h = actions.handOf(seat, hand)
            const amount = h ? h.wager : 0
            if (command === "collect") {
                const collect = actions.settlementAction("collect", seat, hand, "main", "", 0)
                collect.amount = actions.amountText(amount)
                screen.act(collect, "seat", seat)
            } else if (command === "pay") {
                screen.askAmount(actions.settlementAction("pay", seat, hand, "main", "", 0),
                                 qsTr("Pay seat %1, hand %2").arg(seat).arg(hand), qsTr("Main wager %1").arg(Theme.money(amount)), amount)
            } else if (command === "push") {
                screen.act(actions.settlementAction("return_wager", seat, hand, "main", "", 0), "seat", seat)
            }
        }
    }

    // A control of a baccarat coup's bar: its menu, or the result's entry.
    function runCoupCommand(command: string): void {
        const where = Qt.point(overlay.width / 2, overlay.height * 0.25)
        const coupActions = coupLoader.item.actions
        if (command === "coup_result")
            resultEntry.openEntry()
        else if (command === "coup_point")
            spotMenu.openAt(where, qsTr("Point Count"), coupActions.allPointEntries())
        else if (command === "coup_turn")
            spotMenu.openAt(where, qsTr("Turn a hand"), coupActions.allTurnEntries())
        else if (command === "coup_settle")
            spotMenu.openAt(where, qsTr("Settle"), coupActions.settleEntries())
        else if (command === "coup_vigorish")
            spotMenu.openAt(where, qsTr("Vigorish"), coupActions.commissionEntries())
    }

    // Keyboard placement of the cut card.
    property bool placing: false
    property string placingIntent: "insert"
    property int placingBehind: 0

    function act(action: var, place: string, seat: int): void {
        if (!screen.table)
            return
        screen.placing = false
        screen.hintAction = ({})
        hintCard.shown = false
        const verdict = screen.table.perform(action)
        if (screen.speakCalls && speakerLoader.status === Loader.Ready)
            speakerLoader.item.speak(action)
        if (screen.exam)
            return
        const where = verdict && verdict.seat > 0 ? "seat" : place
        const whereSeat = verdict && verdict.seat > 0 ? verdict.seat : seat
        const p = screen.view.mapToItem(overlay, screen.view.anchorFor(where, whereSeat))
        toast.show(verdict, p, where === "seat")
    }

    function showHint(): void {
        if (!screen.table || screen.exam)
            return
        const hint = screen.table.hint()
        hintCard.description = hint && hint.description ? hint.description
                                                        : qsTr("Nothing more is expected: the table is ready.")
        hintCard.citation = hint && hint.citation ? hint.citation : ""
        hintCard.shown = true
        screen.hintAction = hint && hint.action ? hint.action : ({})
        hintTimer.restart()
    }

    function showSection(citation: string, requirement: string): void {
        if (!screen.table || citation.length === 0)
            return
        sectionPanel.heading = qsTr("THE REGULATION")
        sectionPanel.citation = citation
        sectionPanel.requirement = requirement
        sectionPanel.sectionText = screen.table.sectionText(citation)
        sectionPanel.hints = []
        sectionPanel.quotesRegulation = true
        sectionPanel.open = true
    }

    // The rule behind what is on screen: the verdict's citation, else the hint's.
    function showCurrentRule(): void {
        if (screen.exam)
            return
        if (toast.shown && toast.citation.length > 0)
            screen.showSection(toast.citation, toast.verdict.requirement || "")
        else if (hintCard.shown && hintCard.citation.length > 0)
            screen.showSection(hintCard.citation, "")
        else if (screen.table && screen.table.lastVerdict.citation)
            screen.showSection(screen.table.lastVerdict.citation, screen.table.lastVerdict.requirement || "")
    }

    function showLessonBrief(): void {
        if (!screen.table)
            return
        sectionPanel.heading = qsTr("THIS LESSON")
        sectionPanel.citation = screen.table.lessonTitle
        sectionPanel.requirement = ""
        let text = screen.table.objective
        if (screen.table.explanation.length > 0)
            text += "\n\n" + screen.table.explanation
        sectionPanel.sectionText = text
        sectionPanel.hints = screen.table.hints
        sectionPanel.quotesRegulation = false
        sectionPanel.open = true
    }

    function startPlacement(intent: string): void {
        if (toast.correct)
            toast.dismiss()
        hintCard.shown = false
        screen.placingIntent = intent
        screen.placingBehind = Math.round((screen.table ? screen.table.stackCount : 0) / 2)
        screen.placing = true
    }
    function movePlacement(delta: int): void {
        const count = screen.table ? screen.table.stackCount : 0
        screen.placingBehind = Math.max(0, Math.min(count, screen.placingBehind + delta))
    }
    function commitPlacement(): void {
        const intent = screen.placingIntent
        const behind = screen.placingBehind
        screen.placing = false
        tableView.placeCutCard(intent, behind)
    }

    function handleEscape(): void {
        if (screen.placing)
            screen.placing = false
        else if (sectionPanel.open)
            sectionPanel.open = false
        else if (toast.shown)
            toast.dismiss()
        else if (hintCard.shown)
            hintCard.shown = false
        else if (!screen.sitting)
            leaveDialog.open()
    }

    // Nothing on this page takes typing: keep the keyboard here for the shortcuts.
    focus: true
    Component.onCompleted: screen.forceActiveFocus()
    StackView.onActivated: screen.forceActiveFocus()

    onCompleteChanged: {
        if (screen.complete)
            finishTimer.start()
    }
    Timer {
        id: finishTimer
        interval: 1400
        onTriggered: screen.finished()
    }
    Timer {
        id: hintTimer
        interval: 8000
        onTriggered: screen.hintAction = ({})
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.window
    }

    // --- Header ---
    Rectangle {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: Theme.px(62)
        color: Theme.surface
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(16)
            anchors.rightMargin: Theme.px(12)
            spacing: Theme.px(14)

            ColumnLayout {
                Layout.fillWidth: true
                Layout.minimumWidth: Theme.px(200)
                spacing: Theme.px(2)
                Text {
                    objectName: "lessonTitle"
                    Layout.fillWidth: true
                    text: screen.table ? screen.table.lessonTitle : ""
                    color: Theme.text
                    elide: Text.ElideRight
                    font.family: Theme.displayFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(18)
                }
                Text {
                    Layout.fillWidth: true
                    text: screen.table ? screen.table.objective : ""
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(12)
                }
            }

            // The shoe's stages; in a round, only where there is room.
            StageStepper {
                visible: !screen.dealing || screen.width >= Theme.px(1480)
                Layout.alignment: Qt.AlignVCenter
                stage: screen.table ? screen.table.stage : ""
            }

            // Progress: actions and errors so far.
            Row {
                Layout.alignment: Qt.AlignVCenter
                spacing: Theme.px(6)
                // A lesson of several rounds: the round in play ("3 of 10").
                StatChip {
                    objectName: "roundChip"
                    visible: !!screen.table && screen.table.rounds > 1
                    label: qsTr("Round")
                    value: screen.table ? qsTr("%1 of %2").arg(screen.table.roundNumber).arg(screen.table.rounds) : ""
                    tone: Theme.accent
                }
                StatChip {
                    objectName: "actionsChip"
                    label: qsTr("Actions")
                    value: String(screen.summary.actions !== undefined ? screen.summary.actions : 0)
                }
                ExamClockChip {
                    objectName: "examChip"
                    visible: screen.exam
                    sitting: screen.sitting
                    running: screen.exam && (!screen.complete || !!screen.sitting)
                    onTimeUp: screen.sittingTimeUp()
                }
                StatChip {
                    objectName: "errorsChip"
                    visible: !screen.exam
                    label: qsTr("Errors")
                    value: String(screen.summary.errors !== undefined ? screen.summary.errors : 0)
                    tone: (screen.summary.errors || 0) > 0 ? Theme.error : Theme.textMuted
                }
            }

            AppButton {
                objectName: "speakButton"
                visible: screen.dealing
                variant: screen.speakCalls ? "primary" : "ghost"
                text: screen.speakCalls ? qsTr("Speaking") : qsTr("Speak")
                shortcutText: "F2"
                fontSize: 13
                implicitHeight: Theme.px(36)
                leftPadding: Theme.px(10)
                rightPadding: Theme.px(10)
                focusPolicy: Qt.NoFocus
                Accessible.name: screen.speakCalls ? qsTr("Stop saying the calls aloud") : qsTr("Say the calls aloud")
                onClicked: screen.speakCalls = !screen.speakCalls
            }
            AppButton {
                objectName: "lessonBriefButton"
                variant: "ghost"
                text: qsTr("Lesson")
                shortcutText: "A"
                fontSize: 13
                implicitHeight: Theme.px(36)
                leftPadding: Theme.px(10)
                rightPadding: Theme.px(10)
                focusPolicy: Qt.NoFocus
                onClicked: screen.showLessonBrief()
            }
            AppButton {
                objectName: "hintButton"
                visible: !screen.exam
                text: qsTr("What should I do?")
                shortcutText: "H"
                fontSize: 13
                implicitHeight: Theme.px(36)
                focusPolicy: Qt.NoFocus
                onClicked: screen.showHint()
            }
            AppButton {
                objectName: "leaveButton"
                // An exam sitting is not left: it ends when handed in or when the time is up.
                visible: !screen.sitting
                variant: "ghost"
                text: qsTr("Leave")
                fontSize: 13
                implicitHeight: Theme.px(36)
                focusPolicy: Qt.NoFocus
                onClicked: leaveDialog.open()
            }
        }
    }

    // Recording failed: say so. Graded actions the database refused are kept
    // and written, in order, as soon as it takes them again (C++ retries).
    Rectangle {
        id: storageBanner
        objectName: "storageErrorBanner"
        Accessible.role: Accessible.AlertMessage
        Accessible.name: storageText.text
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: header.bottom
        readonly property string message: screen.table ? screen.table.storageError : ""
        readonly property int unsaved: screen.table ? screen.table.unsavedActions : 0
        visible: message.length > 0
        height: visible ? Math.max(storageText.implicitHeight, retryButton.implicitHeight) + Theme.px(14) : 0
        color: Theme.errorDeep
        z: 60
        Text {
            id: storageText
            objectName: "storageErrorText"
            anchors.left: parent.left
            anchors.right: retryButton.left
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: Theme.px(16)
            anchors.rightMargin: Theme.px(12)
            text: storageBanner.unsaved > 0
                  ? qsTr("<b>%n graded action(s) not saved yet</b> — kept, and saved as soon as the database allows. %1", "", storageBanner.unsaved).arg(storageBanner.message)
                  : qsTr("<b>This attempt is not being saved.</b> %1").arg(storageBanner.message)
            textFormat: Text.StyledText
            color: Theme.errorInk
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(13)
        }
        AppButton {
            id: retryButton
            objectName: "retrySavingButton"
            anchors.right: parent.right
            anchors.rightMargin: Theme.px(12)
            anchors.verticalCenter: parent.verticalCenter
            visible: storageBanner.unsaved > 0
            width: visible ? implicitWidth : 0
            variant: "ghost"
            text: qsTr("Save now")
            fontSize: 12
            implicitHeight: Theme.px(30)
            focusPolicy: Qt.NoFocus
            onClicked: {
                if (screen.table)
                    screen.table.retrySaving()
            }
        }
    }

    // --- The table ---
    Item {
        id: tableArea
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: storageBanner.bottom
        anchors.bottom: controls.top
        clip: true

        Backdrop {
            anchors.fill: parent
        }

        BlackjackTable {
            id: tableView
            objectName: "blackjackTable"
            anchors.fill: parent
            anchors.topMargin: Theme.px(4)
            visible: !screen.coupShown
            table: screen.table
            round: screen.blackjackRound
            hintAction: screen.hintAction
            placing: screen.placing
            placingIntent: screen.placingIntent
            placingBehind: screen.placingBehind
            cursorSeat: screen.cursorSeat
            cursorHand: screen.cursorHand
            onActionRequested: (action, place, seat) => screen.act(action, place, seat)
            onDealRequested: (seat, hand, modifiers) => screen.dealWithModifiers(seat, hand, modifiers)
            onWagerChosen: (seat, hand, wager, side, behind, where) => screen.wagerMenu(seat, hand, wager, side, behind, where)
            onSpotMenuRequested: (seat, hand, where) => screen.openSpotMenu(seat, hand, where)
            onWagerCollected: wager => screen.collectWager(wager)
            onCardMenuRequested: (card, where) => spotMenu.openAt(tableView.mapToItem(overlay, where), "", actions.cardEntries(card))
        }

        // The coup's layout, made only at a baccarat table (BaccaratTable.qml
        // is hundreds of objects a blackjack table never shows).
        Loader {
            id: coupLoader
            objectName: "coupLoader"
            anchors.fill: parent
            anchors.topMargin: Theme.px(4)
            visible: screen.coupShown
            readonly property bool wanted: screen.baccarat
            function follow(): void {
                if (coupLoader.wanted && coupLoader.status === Loader.Null)
                    coupLoader.setSource("BaccaratTable.qml", {"objectName": "baccaratTable", "table": screen.table})
                else if (!coupLoader.wanted)
                    coupLoader.source = ""
            }
            onWantedChanged: coupLoader.follow()
            Component.onCompleted: coupLoader.follow()
            Binding {
                target: coupLoader.item
                when: coupLoader.item !== null
                property: "table"
                value: screen.table
            }
            Binding {
                target: coupLoader.item
                when: coupLoader.item !== null
                property: "hintAction"
                value: screen.hintAction
            }
            Connections {
                target: coupLoader.item
                ignoreUnknownSignals: true
                function onActionRequested(action: var, place: string, seat: int): void {
                    screen.act(action, place, seat)
                }
                function onMenuRequested(title: string, entries: var, where: point): void {
                    spotMenu.openAt(coupLoader.item.mapToItem(overlay, where), title, entries)
                }
            }
        }

        // Keyboard placement instructions.
        Rectangle {
            visible: screen.placing
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: Theme.px(74)
            width: placingRow.implicitWidth + Theme.px(24)
            height: Theme.px(32)
            radius: height / 2
            color: Theme.shade("#141a17")
            border.color: Theme.cutCard
            z: 40
            Row {
                id: placingRow
                anchors.centerIn: parent
                spacing: Theme.px(6)
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: screen.placingIntent === "dealer_cut" ? qsTr("Dealer's cut:") : qsTr("Insert the cut card:")
                    color: Theme.cutCard
                    font.bold: true
                    font.pixelSize: Theme.fontPx(12)
                }
                KeyCap { anchors.verticalCenter: parent.verticalCenter; text: "\u2190 \u2192" }
                KeyCap { anchors.verticalCenter: parent.verticalCenter; text: "\u2191 \u2193" }
                Text { anchors.verticalCenter: parent.verticalCenter; text: qsTr("1 card"); color: Theme.textMuted; font.pixelSize: Theme.fontPx(11.5) }
                KeyCap { anchors.verticalCenter: parent.verticalCenter; text: "PgUp PgDn" }
                Text { anchors.verticalCenter: parent.verticalCenter; text: qsTr("10 cards"); color: Theme.textMuted; font.pixelSize: Theme.fontPx(11.5) }
                KeyCap { anchors.verticalCenter: parent.verticalCenter; text: "Enter" }
                Text { anchors.verticalCenter: parent.verticalCenter; text: qsTr("place"); color: Theme.textMuted; font.pixelSize: Theme.fontPx(11.5) }
                KeyCap { anchors.verticalCenter: parent.verticalCenter; text: "Esc" }
                Text { anchors.verticalCenter: parent.verticalCenter; text: qsTr("cancel"); color: Theme.textMuted; font.pixelSize: Theme.fontPx(11.5) }
            }
        }

        // Verdicts, the hint and the regulation text float over the table.
        Item {
            id: overlay
            anchors.fill: parent
            z: 50

            VerdictToast {
                id: toast
                objectName: "verdictToast"
                anchors.fill: parent
                onCitationActivated: citation => screen.showSection(citation, toast.verdict.requirement || "")
            }

            HintCard {
                id: hintCard
                objectName: "hintCard"
                x: parent.width - width - Theme.px(14)
                y: Theme.px(10)
                onCitationActivated: citation => screen.showSection(citation, "")
                onCloseRequested: {
                    hintCard.shown = false
                    screen.hintAction = ({})
                }
            }

            ActionMenu {
                id: spotMenu
                objectName: "spotMenu"
                onChosen: entry => screen.entryChosen(entry)
                onClosed: screen.forceActiveFocus()
            }

            SectionPanel {
                id: sectionPanel
                objectName: "sectionPanel"
                width: Math.min(Theme.px(400), parent.width * 0.4)
                height: parent.height
                onCloseRequested: sectionPanel.open = false
                onReadInFullRequested: screen.regulationRequested(sectionPanel.citation)
            }
        }
    }

    // --- The dealer's controls ---
    ControlBar {
        id: controls
        objectName: "controlBar"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        shortcutsEnabled: screen.active && !screen.placing && !screen.popupOpen
        hintAction: screen.hintAction
        boxes: screen.boxes
        round: screen.dealing
        doubleShoe: !!screen.table && screen.table.doubleShoe
        decksFromShuffler: !!screen.table && screen.table.decksFromShuffler
        shoeBatches: !!screen.table && screen.table.shoeBatches
        baccarat: screen.baccarat
        onActionRequested: (action, place, seat) => screen.act(action, place, seat)
        onCommandRequested: command => screen.runCommand(command)
        onPlacementRequested: intent => screen.startPlacement(intent)
    }

    Loader {
        id: speakerLoader
        objectName: "speakerLoader"
        active: screen.speakCalls
        source: "Speaker.qml"
    }

    // --- Keyboard ---
    Shortcut {
        sequence: "F2"
        enabled: screen.active
        onActivated: screen.speakCalls = !screen.speakCalls
    }
    Shortcut {
        sequence: "H"
        enabled: screen.active && !screen.placing
        onActivated: screen.showHint()
    }
    Shortcut {
        sequence: "Esc"
        enabled: screen.active
        onActivated: screen.handleEscape()
    }
    Shortcut {
        sequence: "E"
        enabled: screen.active && !screen.placing
        onActivated: screen.showCurrentRule()
    }
    Shortcut {
        sequence: "A"
        enabled: screen.active && !screen.placing
        onActivated: screen.showLessonBrief()
    }
    // A seat's key: offer it the cut; in a round, deal it a card (0: the dealer).
    Repeater {
        model: screen.boxes + 1
        delegate: Item {
            id: seatKey
            required property int index
            Shortcut {
                sequence: String(seatKey.index)
                enabled: screen.active && !screen.placing && (screen.dealing || seatKey.index > 0)
                         && !screen.coupShown && !screen.popupOpen
                onActivated: {
                    if (screen.dealing)
                        screen.dealToSeat(seatKey.index)
                    else
                        screen.act({"action": "offer_cut", "seat": seatKey.index}, "seat", seatKey.index)
                }
            }
        }
    }
    // The round's cursor.
    Shortcut {
        sequence: "Right"
        enabled: screen.active && screen.dealing && !screen.baccarat && !screen.placing && !spotMenu.opened
        onActivated: screen.moveCursor(1)
    }
    Shortcut {
        sequence: "Left"
        enabled: screen.active && screen.dealing && !screen.baccarat && !screen.placing && !spotMenu.opened
        onActivated: screen.moveCursor(-1)
    }
    Shortcut {
        sequence: "Ctrl+Shift+Return"
        enabled: screen.active && screen.dealing && !screen.baccarat && !screen.placing && !screen.popupOpen
        onActivated: screen.deal(screen.cursorSeat < 0 ? 1 : screen.cursorSeat, screen.cursorHand, true, true)
    }
    Shortcut {
        sequences: ["Space", "Enter"]
        enabled: screen.active && screen.dealing && !screen.baccarat && !screen.placing && !screen.popupOpen
        onActivated: screen.runCommand("deal")
    }

    TotalEntry {
        id: totalEntry
        objectName: "totalEntry"
        parent: screen
        onAnnounced: (seat, hand, total) => screen.act({"action": "announce_total", "seat": seat, "hand": hand, "total": total},
                                                        screen.placeOf(seat), seat)
        onClosed: screen.forceActiveFocus()
    }
    CoupResultEntry {
        id: resultEntry
        objectName: "resultEntry"
        parent: screen
        ezBaccarat: screen.coupShown && screen.round.ezBaccarat === true
        onAnnounced: (player, banker, result) => screen.act({"action": "announce_result", "player": player, "banker": banker,
                                                             "result": result}, "dealer", 0)
        onClosed: screen.forceActiveFocus()
    }
    PayoutBuilder {
        id: payout
        objectName: "payoutBuilder"
        parent: screen
        denominations: screen.table ? screen.table.chips : []
        onConfirmed: cents => {
            screen.forceActiveFocus()
            screen.paymentConfirmed(cents)
        }
        onCancelled: {
            screen.pendingPayment = null
            screen.forceActiveFocus()
        }
    }
    // Placing the cut card.
    Shortcut {
        sequences: ["Up", "Right"]
        enabled: screen.active && screen.placing
        onActivated: screen.movePlacement(1)
    }
    Shortcut {
        sequences: ["Down", "Left"]
        enabled: screen.active && screen.placing
        onActivated: screen.movePlacement(-1)
    }
    Shortcut {
        sequence: "PgUp"
        enabled: screen.active && screen.placing
        onActivated: screen.movePlacement(10)
    }
    Shortcut {
        sequence: "PgDown"
        enabled: screen.active && screen.placing
        onActivated: screen.movePlacement(-10)
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: screen.active && screen.placing
        onActivated: screen.commitPlacement()
    }

    // --- Leaving ---
    AppDialog {
        id: leaveDialog
        objectName: "leaveDialog"
        title: qsTr("Leave this lesson?")
        width: Math.min(Theme.px(480), screen.width - Theme.px(40))
        parent: screen
        // The safe choice has the keyboard: Return keeps practising.
        onOpened: leaveButtons.cancelButton.forceActiveFocus(Qt.TabFocusReason)
        Text {
            width: parent ? parent.width : Theme.px(420)
            text: qsTr("The actions graded so far are kept, and this attempt is recorded as abandoned.")
            color: Theme.textMuted
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(14)
        }
        footer: DialogButtons {
            id: leaveButtons
            cancelName: "stayButton"
            cancelText: qsTr("Keep practising")
            confirmName: "confirmLeaveButton"
            confirmVariant: "danger"
            confirmText: qsTr("Leave lesson")
            onCancelled: leaveDialog.close()
            onConfirmed: {
                leaveDialog.close()
                if (screen.table && !screen.table.complete)
                    screen.table.abandon()
                screen.leaveConfirmed()
            }
        }
    }
}

import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The cut card is DRAGGED into the stack with the mouse (or placed with the
// keyboard); the action sent names what the hand did, with the number of
// cards computed from the drop point. C++ grades it.
TestCase {
    id: testCase
    name: "CutCard"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    readonly property string openingLesson: "blackjack/01-opening-new-table"
    readonly property string refusalLesson: "blackjack/07-everyone-refuses-the-cut"

    Component {
        id: tableScreenComponent
        TableScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    // Brings the table to `stage` by performing what "What should I do?" says.
    function playToStage(table: TableController, stage: string) {
        for (let guard = 0; guard < 100 && table.stage !== stage; ++guard) {
            const hint = table.hint()
            verify(hint.action !== undefined, "no hint before stage " + stage + " (at " + table.stage + ")")
            const verdict = table.perform(hint.action)
            verify(verdict.correct, "hint action was not correct: " + verdict.message)
        }
        compare(table.stage, stage)
    }

    function lastAction(table: TableController): var {
        for (let row = table.timeline.count - 1; row >= 0; --row) {
            const entry = table.timeline.get(row)
            if (entry.kind === "action")
                return entry.action
        }
        return ({})
    }

    function openScreen(table: TableController): Item {
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        verify(screen !== null, "TableScreen failed to load")
        waitForRendering(screen)
        return screen
    }

    // Drags the cut card to `fraction` of the stack's length (from its back,
    // the left end) and returns the number of cards behind that point,
    // computed from the geometry the trainee sees.
    function dragCutCardTo(screen: Item, fraction: real, previewCheck: var): int {
        const cutCard = findChild(screen, "cutCard")
        const bar = findChild(screen, "stackBar")
        const stack = findChild(screen, "cardStack")
        verify(cutCard !== null && bar !== null && stack !== null)
        verify(cutCard.visible, "the cut card is in its place, ready to drag")
        verify(bar.visible, "the stack is on the layout")
        // Let the stack settle (it slides back from the player who cut).
        wait(500)

        const start = cutCard.mapToItem(screen, cutCard.width / 2, cutCard.height / 2)
        const dropInBar = Qt.point(bar.width * fraction, bar.height / 2)
        const drop = bar.mapToItem(screen, dropInBar.x, dropInBar.y)
        const behind = Math.round(dropInBar.x / stack.pxPerCard)

        mousePress(screen, start.x, start.y)
        const steps = 12
        for (let i = 1; i <= steps; ++i)
            mouseMove(screen, start.x + (drop.x - start.x) * i / steps, start.y + (drop.y - start.y) * i / steps)
        // While over the stack the card shows where it would go.
        verify(stack.previewing, "the drop point is shown while dragging over the stack")
        compare(stack.previewBehind, behind)
        const label = findChild(screen, "dropPreviewLabel")
        verify(label !== null && label.visible)
        if (previewCheck)
            previewCheck(stack)
        mouseRelease(screen, drop.x, drop.y)
        return behind
    }

    // What a drop means, and the scale of the shoe, come from C++.
    function test_intentAndScaleComeFromCpp() {
        const table = TestSupport.startLesson(testCase.refusalLesson)
        verify(table !== null, TestSupport.app.lastError)
        const screen = testCase.openScreen(table)
        const tableView = findChild(screen, "blackjackTable")
        const label = findChild(screen, "cutCardLabel")
        compare(findChild(screen, "shoe").capacity, table.cardCount)
        compare(findChild(screen, "discardRack").capacity, table.cardCount)
        compare(table.cutCardIntent, "")
        compare(tableView.dragIntent, "insert")
        compare(label.text, "CUT CARD")
        verify(TestSupport.playUntil(table, "cut_cards"))
        compare(table.cutCardIntent, "dealer_cut")
        compare(tableView.dragIntent, "dealer_cut")
        verify(label.text.indexOf("DEALER'S CUT") >= 0, label.text)
        verify(TestSupport.playUntil(table, "insert_cut_card"))
        compare(table.cutCardIntent, "insert")
        compare(tableView.dragIntent, "insert")
        verify(label.text.indexOf("INSERT") >= 0, label.text)
    }

    function test_dragInsertsTheCutCardAfterTheCut() {
        const table = TestSupport.startLesson(testCase.openingLesson)
        verify(table !== null, TestSupport.app.lastError)
        testCase.playToStage(table, "cut_completed")
        const screen = testCase.openScreen(table)
        const count = table.stackCount
        verify(count > 0)
        const actionsBefore = table.summary.actions

        const behind = testCase.dragCutCardTo(screen, 0.25, stack => {
            verify(stack.previewLabel.indexOf(String(stack.previewBehind) + " cards behind") >= 0, stack.previewLabel)
        })

        compare(table.summary.actions, actionsBefore + 1)
        const action = testCase.lastAction(table)
        compare(action.action, "insert_cut_card")
        compare(action.from_back, behind)
        // About a quarter from the back: correct, and the cut card is in the stack there.
        verify(table.lastVerdict.correct, table.lastVerdict.message)
        compare(table.cutCardFromBack, behind)
        compare(table.stage, "cut_card_placed")
        const toast = findChild(screen, "verdictToast")
        tryCompare(toast, "shown", true)
        compare(toast.correct, true)
        const marker = findChild(screen, "stackCutCard")
        verify(marker.visible)
    }

    function test_dragTooCloseToTheBackIsGradedWrong() {
        const table = TestSupport.startLesson(testCase.openingLesson)
        testCase.playToStage(table, "cut_completed")
        const screen = testCase.openScreen(table)

        const behind = testCase.dragCutCardTo(screen, 0.05, null)

        const action = testCase.lastAction(table)
        compare(action.action, "insert_cut_card")
        compare(action.from_back, behind)
        compare(table.lastVerdict.correct, false)
        verify(table.lastVerdict.citation.length > 0)
        const toast = findChild(screen, "verdictToast")
        tryCompare(toast, "shown", true)
        compare(toast.correct, false)
        compare(findChild(screen, "verdictMessage").text, table.lastVerdict.message)
        // The table is as it was: the cut card is still to be inserted.
        compare(table.stage, "cut_completed")
    }

    function test_dragDuringTheCutIsTheDealersCut() {
        // Every player refuses: the dealer cuts, by dragging the cut card in.
        const table = TestSupport.startLesson(testCase.refusalLesson)
        verify(table !== null, TestSupport.app.lastError)
        verify(TestSupport.playUntil(table, "cut_cards"))
        compare(table.stage, "cutting")
        const screen = testCase.openScreen(table)
        const count = table.stackCount

        const behind = testCase.dragCutCardTo(screen, 0.5, stack => {
            verify(stack.previewLabel.indexOf("Cut here") >= 0, stack.previewLabel)
        })

        const action = testCase.lastAction(table)
        compare(action.action, "cut_cards")
        compare(action.position, count - behind)
        verify(table.lastVerdict.correct, table.lastVerdict.message)
        compare(table.cutPosition, count - behind)
    }

    function test_keyboardPlacesTheCutCard() {
        const table = TestSupport.startLesson(testCase.openingLesson)
        testCase.playToStage(table, "cut_completed")
        const screen = testCase.openScreen(table)
        screen.forceActiveFocus()
        const count = table.stackCount
        const stack = findChild(screen, "cardStack")

        keyClick(Qt.Key_N)                  // insert the cut card: keyboard placement
        verify(screen.placing)
        verify(stack.previewing)
        const start = screen.placingBehind
        compare(start, Math.round(count / 2))
        keyClick(Qt.Key_PageDown)           // 10 cards toward the back
        keyClick(Qt.Key_PageDown)
        keyClick(Qt.Key_PageDown)
        keyClick(Qt.Key_PageDown)
        keyClick(Qt.Key_PageDown)
        keyClick(Qt.Key_PageDown)
        keyClick(Qt.Key_PageDown)
        keyClick(Qt.Key_Down)               // one card
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Up)
        const expected = start - 70 - 1
        compare(screen.placingBehind, expected)
        compare(stack.previewBehind, expected)
        keyClick(Qt.Key_Return)             // drop it there

        verify(!screen.placing)
        const action = testCase.lastAction(table)
        compare(action.action, "insert_cut_card")
        compare(action.from_back, expected)
    }

    function test_escapeCancelsThePlacement() {
        const table = TestSupport.startLesson(testCase.openingLesson)
        testCase.playToStage(table, "cut_completed")
        const screen = testCase.openScreen(table)
        screen.forceActiveFocus()
        const actions = table.summary.actions
        keyClick(Qt.Key_N)
        verify(screen.placing)
        keyClick(Qt.Key_Escape)
        verify(!screen.placing)
        compare(table.summary.actions, actions)
    }
}

import QtQuick
import QtTest
import DealerTrainer

// The payout builder: a payout is built from the chip rack (mouse or keys
// 1..9, a drag onto the felt), corrected (Backspace, Clear) and paid (Enter)
// or typed as an amount; it emits the amount, C++ grades it. ChipStack draws
// an amount as a dealer stacks it.
TestCase {
    id: testCase
    name: "PayoutBuilder"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    // The table's chips: $1, $2.50, $5, $25, $100 (the rack shows them in this order, keys 1..5).
    readonly property var tableChips: [10000, 2500, 500, 250, 100]

    Component {
        id: builderComponent
        PayoutBuilder {
            denominations: testCase.tableChips
        }
    }
    Component {
        id: stackComponent
        ChipStack {}
    }
    // The table screen has window shortcuts on the same keys (1..boxes offer
    // the cut, Esc): the modal builder keeps them from firing.
    property int tableShortcuts: 0
    Shortcut {
        sequences: ["1", "4", "Esc", "Return"]
        onActivated: ++testCase.tableShortcuts
    }
    SignalSpy {
        id: confirmedSpy
        signalName: "confirmed"
    }
    SignalSpy {
        id: cancelledSpy
        signalName: "cancelled"
    }

    function openBuilder(properties: var): Item {
        const builder = createTemporaryObject(builderComponent, testCase, properties || {})
        verify(builder !== null, "PayoutBuilder failed to load")
        confirmedSpy.clear()
        cancelledSpy.clear()
        confirmedSpy.target = builder
        cancelledSpy.target = builder
        builder.open("Pay seat 3", "Blackjack, 3 to 2 on $24")
        tryCompare(builder.popup, "opened", true)
        waitForRendering(builder.popup.contentItem)
        return builder
    }

    function child(builder: Item, objectName: string): var {
        // Repeater delegates are found through the popup's items.
        const found = findChild(builder.popup, objectName) || findChild(builder.popup.contentItem, objectName)
        verify(found !== null, "no " + objectName)
        return found
    }

    function test_rackShowsTheTableChipsWithKeysAndNames() {
        const builder = testCase.openBuilder()
        compare(builder.rack, [100, 250, 500, 2500, 10000])
        const chip = testCase.child(builder, "rackChip2500")
        compare(chip.Accessible.name, "Add a $25 chip")
        compare(chip.key, "4")
        compare(testCase.child(builder, "rackChip250").Accessible.name, "Add a $2.50 chip")
        compare(testCase.child(builder, "payoutSubtitle").text, "Blackjack, 3 to 2 on $24")
        verify(!testCase.child(builder, "payButton").enabled, "nothing to pay yet")
    }

    function test_clickingChipsAndPayEmitsTheAmount() {
        const builder = testCase.openBuilder()
        mouseClick(testCase.child(builder, "rackChip2500"))
        mouseClick(testCase.child(builder, "rackChip500"))
        mouseClick(testCase.child(builder, "rackChip500"))
        mouseClick(testCase.child(builder, "rackChip100"))
        compare(builder.chips, [2500, 500, 500, 100])
        compare(builder.total, 3600)
        compare(testCase.child(builder, "payoutTotal").text, "$36")
        // The stack beside the wager shows the chips as placed.
        compare(testCase.child(builder, "payoutStack").shownChips, [2500, 500, 500, 100])
        const pay = testCase.child(builder, "payButton")
        compare(pay.text, "Pay $36")
        mouseClick(pay)
        compare(confirmedSpy.count, 1)
        compare(confirmedSpy.signalArguments[0][0], 3600)
        compare(cancelledSpy.count, 0)
        tryCompare(builder.popup, "visible", false)
    }

    function test_keysBuildAndPay() {
        const builder = testCase.openBuilder()
        keyClick(Qt.Key_4)      // $25
        keyClick(Qt.Key_3)      // $5
        keyClick(Qt.Key_3)
        keyClick(Qt.Key_1)      // $1
        keyClick(Qt.Key_9)      // no ninth chip at this table: nothing
        compare(builder.chips, [2500, 500, 500, 100])
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 1)
        compare(confirmedSpy.signalArguments[0][0], 3600)
    }

    function test_backspaceTakesBackTheLastChip() {
        const builder = testCase.openBuilder()
        keyClick(Qt.Key_4)
        keyClick(Qt.Key_5)      // $100 by mistake
        compare(builder.total, 12500)
        keyClick(Qt.Key_Backspace)
        compare(builder.chips, [2500])
        keyClick(Qt.Key_2)      // $2.50
        keyClick(Qt.Key_3)      // $5
        compare(testCase.child(builder, "payoutTotal").text, "$32.50")
        mouseClick(testCase.child(builder, "undoChipButton"))
        compare(builder.chips, [2500, 250])
        keyClick(Qt.Key_Enter)
        compare(confirmedSpy.signalArguments[0][0], 2750)
    }

    function test_clearRemovesEveryChip() {
        const builder = testCase.openBuilder()
        keyClick(Qt.Key_4)
        keyClick(Qt.Key_4)
        keyClick(Qt.Key_1)
        mouseClick(testCase.child(builder, "clearChipsButton"))
        compare(builder.chips, [])
        compare(builder.total, 0)
        keyClick(Qt.Key_Return)  // nothing to pay: stays open
        compare(confirmedSpy.count, 0)
        verify(builder.opened)
        keyClick(Qt.Key_3)
        keyClick(Qt.Key_Delete)  // Delete clears too
        compare(builder.chips, [])
    }

    function test_escapeCancels() {
        const builder = testCase.openBuilder()
        keyClick(Qt.Key_4)
        keyClick(Qt.Key_Escape)
        tryCompare(builder.popup, "visible", false)
        compare(cancelledSpy.count, 1)
        compare(confirmedSpy.count, 0)
    }

    function test_cancelButtonCancels() {
        const builder = testCase.openBuilder()
        mouseClick(testCase.child(builder, "cancelPayoutButton"))
        compare(cancelledSpy.count, 1)
        compare(confirmedSpy.count, 0)
    }

    function test_reopeningStartsAfresh() {
        const builder = testCase.openBuilder()
        keyClick(Qt.Key_4)
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 1)
        builder.open("Pay seat 4", "")
        tryCompare(builder.popup, "opened", true)
        compare(builder.chips, [])
        compare(builder.title, "Pay seat 4")
        keyClick(Qt.Key_1)
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 2)
        compare(confirmedSpy.signalArguments[1][0], 100)
        compare(cancelledSpy.count, 0)
    }

    function test_numericEntry() {
        const builder = testCase.openBuilder()
        keyClick(Qt.Key_T)
        verify(builder.numeric)
        const field = testCase.child(builder, "payoutAmountField")
        verify(field.activeFocus)
        keyClick(Qt.Key_3)
        keyClick(Qt.Key_7)
        keyClick(Qt.Key_Period)
        keyClick(Qt.Key_5)
        keyClick(Qt.Key_0)
        compare(field.text, "37.50")
        compare(testCase.child(builder, "payoutTotal").text, "$37.50")
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 1)
        compare(confirmedSpy.signalArguments[0][0], 3750)
    }

    function test_numericEntryRefusesJunk() {
        const builder = testCase.openBuilder()
        mouseClick(testCase.child(builder, "payoutModeButton"))
        verify(builder.numeric)
        const field = testCase.child(builder, "payoutAmountField")
        const error = testCase.child(builder, "payoutAmountError")
        field.text = "12 bucks"
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 0)
        verify(builder.opened)
        verify(error.visible)
        verify(error.text.indexOf("not an amount") >= 0, error.text)
        field.text = "3.755"
        mouseClick(testCase.child(builder, "payButton"))
        compare(confirmedSpy.count, 0)
        verify(error.text.indexOf("two digits") >= 0, error.text)
        field.text = "0"
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 0)
        verify(error.visible)
        // Typing clears the message; "$37.50" is an amount.
        field.text = "$37.50"
        verify(!error.visible)
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 1)
        compare(confirmedSpy.signalArguments[0][0], 3750)
    }

    // Keyboard only: Tab walks the rack, Space adds the focused chip; the
    // digit keys add chips again after going back from the numeric field.
    function test_keyboardOnlyPath() {
        const builder = testCase.openBuilder()
        const window = testCase.Window.window
        compare(window.activeFocusItem.objectName, "rackChip100")
        keyClick(Qt.Key_Space)              // $1
        keyClick(Qt.Key_Tab)
        keyClick(Qt.Key_Tab)
        compare(window.activeFocusItem.objectName, "rackChip500")
        keyClick(Qt.Key_Space)              // $5
        compare(builder.chips, [100, 500])
        keyClick(Qt.Key_T)                  // type instead...
        verify(builder.numeric)
        keyClick(Qt.Key_9)
        compare(testCase.child(builder, "payoutAmountField").text, "9")
        compare(builder.chips, [100, 500])
        mouseClick(testCase.child(builder, "payoutModeButton"))  // ...and back to the chips
        verify(!builder.numeric)
        keyClick(Qt.Key_4)                  // a chip again, not a digit in the hidden field
        compare(builder.chips, [100, 500, 2500])
        compare(testCase.child(builder, "payoutAmountField").text, "9")
        keyClick(Qt.Key_T)
        keyClick(Qt.Key_Escape)             // Esc from the field cancels too
        tryCompare(builder.popup, "visible", false)
        compare(cancelledSpy.count, 1)
        compare(confirmedSpy.count, 0)
    }

    function test_tableShortcutsDoNotFireWhileOpen() {
        const builder = testCase.openBuilder()
        testCase.tableShortcuts = 0
        keyClick(Qt.Key_1)
        keyClick(Qt.Key_4)
        compare(builder.chips, [100, 2500])
        keyClick(Qt.Key_Return)
        compare(confirmedSpy.count, 1)
        builder.open("Pay seat 2", "")
        tryCompare(builder.popup, "opened", true)
        keyClick(Qt.Key_Escape)
        compare(cancelledSpy.count, 1)
        compare(testCase.tableShortcuts, 0)
    }

    function test_parseAmount() {
        const builder = createTemporaryObject(builderComponent, testCase)
        compare(builder.parseAmount("37.5"), 3750)
        compare(builder.parseAmount("37.50"), 3750)
        compare(builder.parseAmount("$37.50"), 3750)
        compare(builder.parseAmount(" 37 "), 3700)
        compare(builder.parseAmount("$1,000"), 100000)
        compare(builder.parseAmount("1000.05"), 100005)
        compare(builder.parseAmount(".50"), 50)
        compare(builder.parseAmount(""), -1)
        compare(builder.parseAmount("abc"), -1)
        compare(builder.parseAmount("37.505"), -1)
        compare(builder.parseAmount("-5"), -1)
        compare(builder.parseAmount("1,00"), -1)
        compare(builder.parseAmount("37."), -1)
        compare(builder.parseAmount("5e3"), -1)
    }

    function test_noNumericEntryWhenTheLessonGradesChips() {
        const builder = testCase.openBuilder({allowNumeric: false})
        verify(!testCase.child(builder, "payoutModeButton").visible)
        keyClick(Qt.Key_T)
        verify(!builder.numeric)
    }

    function test_dragAChipOntoTheFelt() {
        const builder = testCase.openBuilder()
        const chip = testCase.child(builder, "rackChip2500")
        const zone = testCase.child(builder, "payoutZone")
        const start = chip.mapToItem(testCase, chip.width / 2, chip.height / 3)
        const end = zone.mapToItem(testCase, zone.width / 3, zone.height / 2)
        mousePress(testCase, start.x, start.y)
        const steps = 10
        for (let i = 1; i <= steps; ++i)
            mouseMove(testCase, start.x + (end.x - start.x) * i / steps, start.y + (end.y - start.y) * i / steps)
        verify(testCase.child(builder, "draggedChip").visible)
        verify(testCase.child(builder, "payoutStack").highlighted)
        mouseRelease(testCase, end.x, end.y)
        compare(builder.chips, [2500])
        // A chip let go away from the felt is not placed.
        mousePress(testCase, start.x, start.y)
        for (let i = 1; i <= steps; ++i)
            mouseMove(testCase, start.x + 200 * i / steps, start.y + 40 * i / steps)
        mouseRelease(testCase, start.x + 200, start.y + 40)
        compare(builder.chips, [2500])
    }

    function test_chipStackDecomposesLikeADealer() {
        const stack = createTemporaryObject(stackComponent, testCase, {amount: 3750})
        // $37.50 with the default chips: a $25, two $5, a $2.50, largest at the bottom.
        compare(stack.shownChips, [2500, 500, 500, 250])
        compare(stack.total, 3750)
        compare(stack.remainder, 0)
        compare(stack.columns.length, 1)
        verify(stack.description.indexOf("$37.50") === 0, stack.description)
        // $1,787.75: $1,000, $500, two $100, three $25, two $5, $2.50, $0.25 (with $0.50: none).
        stack.amount = 178775
        compare(stack.shownChips, [100000, 50000, 10000, 10000, 2500, 2500, 2500, 500, 500, 250, 25])
        // Eleven chips: a second column.
        compare(stack.columns.length, 2)
        compare(stack.columns[1], [25])
        // $3 where the table has $2.50 and $1 chips but no $0.50: three $1 chips.
        stack.denominations = [500, 250, 100]
        stack.amount = 300
        compare(stack.shownChips, [100, 100, 100])
        // $0.10 cannot be made: left over.
        stack.amount = 510
        compare(stack.shownChips, [500])
        compare(stack.remainder, 10)
        // Explicit chips are drawn as placed.
        stack.chips = [100, 2500, 500]
        compare(stack.shownChips, [100, 2500, 500])
        compare(stack.total, 3100)
        compare(collectChildren(stack, "stackChip").length, 3)
    }

    function collectChildren(parent: Item, objectName: string): var {
        const found = []
        const visit = item => {
            for (let i = 0; i < item.children.length; ++i) {
                if (item.children[i].objectName === objectName)
                    found.push(item.children[i])
                visit(item.children[i])
            }
        }
        visit(parent)
        return found
    }

    function test_themeMoneyAndChips() {
        compare(Theme.money(1250), "$12.50")
        compare(Theme.money(100000), "$1,000")
        compare(Theme.money(700), "$7")
        compare(Theme.money(5), "$0.05")
        compare(Theme.money(123456789), "$1,234,567.89")
        compare(Theme.chipLabel(2500), "25")
        compare(Theme.chipLabel(250), "2½")
        compare(Theme.chipLabel(50), "½")
        compare(Theme.chipLabel(25), "25¢")
        compare(Theme.chipLabel(100000), "1000")
        verify(Theme.chipColour(500) !== Theme.chipColour(2500))
    }
}

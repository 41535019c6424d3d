import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The shoe's preparation at the tables that need their own controls: a
// double shoe's side emptied after its cut card (§6(d), 002 (f)(10)(ii)(B))
// and the 6 to 5 variation's other deck taken from the shuffler (§2(c)).
// QML offers every choice; C++ grades the one made.
TestCase {
    id: testCase
    name: "PreparationControls"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    Component {
        id: tableScreenComponent
        TableScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    function lastAction(table: TableController): var {
        for (let row = table.timeline.count - 1; row >= 0; --row) {
            const entry = table.timeline.get(row)
            if (entry.kind === "action")
                return entry.action
        }
        return ({})
    }

    function open(fixture: string): var {
        const table = TestSupport.startFixture(fixture)
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        screen.forceActiveFocus()
        return {"table": table, "screen": screen}
    }

    function test_aDoubleShoeSideIsClearedFromItsMenu() {
        const t = testCase.open("double-shoe-cut-card-reached")
        verify(t.table.doubleShoe)
        verify(TestSupport.playUntil(t.table, "clear_shoe"))
        const expected = TestSupport.expected(t.table).action
        verify(expected.side === "left" || expected.side === "right", JSON.stringify(expected))
        waitForRendering(t.screen)
        // The single shoe's "Plug / clear" would empty both sides: the side is chosen.
        keyClick(Qt.Key_P, Qt.ShiftModifier)
        const menu = findChild(t.screen, "spotMenu")
        tryCompare(menu, "opened", true)
        const list = findChild(t.screen, "actionMenuList")
        waitForRendering(list)
        const wanted = expected.segregated_area ? "The %1 side's segregated area" : "The %1 side's cards"
        let entry = null
        for (let i = 0; i < list.count; ++i) {
            const row = list.itemAtIndex(i)
            if (row && row.modelData.label === wanted.arg(expected.side))
                entry = row
        }
        verify(entry !== null)
        mouseClick(entry)
        const action = testCase.lastAction(t.table)
        compare(action.action, "clear_shoe")
        compare(action.side, expected.side)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
    }

    function test_theOtherDeckComesFromTheShuffler() {
        const t = testCase.open("six-to-five-hand-dealt-next-deck")
        verify(t.table.decksFromShuffler)
        verify(!t.table.doubleShoe)
        verify(TestSupport.playUntil(t.table, "take_from_shuffler"))
        waitForRendering(t.screen)
        const button = findChild(t.screen, "action_Shift+F")
        verify(button !== null && button.visible, "From shuffler on the bar")
        mouseClick(button)
        compare(testCase.lastAction(t.table).action, "take_from_shuffler")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
    }

    // §4(d): at a batch shuffler table each batch is spread on its own, from
    // the bar's "Batches…" menu (Shift+K); the shuffler's steps are there too.
    function test_eachBatchIsSpreadFromItsMenu() {
        const t = testCase.open("batch-shuffler-opening")
        verify(t.table.shoeBatches)
        verify(!t.table.decksFromShuffler)
        verify(TestSupport.playUntil(t.table, "spread_cards"))
        compare(TestSupport.expected(t.table).action.batch, 1)
        waitForRendering(t.screen)
        const button = findChild(t.screen, "action_Shift+K")
        verify(button !== null && button.visible, "Batches… on the bar")
        keyClick(Qt.Key_K, Qt.ShiftModifier)
        const menu = findChild(t.screen, "spotMenu")
        tryCompare(menu, "opened", true)
        const list = findChild(t.screen, "actionMenuList")
        waitForRendering(list)
        let entry = null
        for (let i = 0; i < list.count; ++i) {
            const row = list.itemAtIndex(i)
            if (row && row.modelData.label === "Spread batch 1 face up")
                entry = row
        }
        verify(entry !== null)
        mouseClick(entry)
        const action = testCase.lastAction(t.table)
        compare(action.action, "spread_cards")
        compare(action.batch, 1)
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
    }

    // §4(d), §2(c): a new 6 to 5 table opens its two sets of decks from the
    // same "Batches…" menu, each set spread on its own, and takes the first
    // out of the shuffler from it; the lesson then goes on to the cut.
    function test_aNewSixToFiveTableOpensItsDecksAsBatches() {
        TestSupport.restartApp() // the shipped lessons, not an earlier test's fixture
        const table = TestSupport.startLesson("blackjack/66-six-to-five-opening")
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        screen.forceActiveFocus()
        verify(table.shoeBatches && table.decksFromShuffler)
        verify(TestSupport.playUntil(table, "spread_cards"))
        compare(TestSupport.expected(table).action.batch, 1)
        waitForRendering(screen)
        const button = findChild(screen, "action_Shift+K")
        verify(button !== null && button.visible, "Batches… on the bar")
        const pick = function(label) {
            keyClick(Qt.Key_K, Qt.ShiftModifier)
            const menu = findChild(screen, "spotMenu")
            tryCompare(menu, "opened", true)
            const list = findChild(screen, "actionMenuList")
            waitForRendering(list)
            let entry = null
            for (let i = 0; i < list.count; ++i) {
                const row = list.itemAtIndex(i)
                if (row && row.modelData.label === label)
                    entry = row
            }
            verify(entry !== null, label)
            mouseClick(entry)
            verify(table.lastVerdict.correct, table.lastVerdict.message)
        }
        pick("Spread set 1 face up") // §2(c): a set of two decks
        compare(lastAction(table).batch, 1)
        verify(TestSupport.playUntil(table, "take_from_shuffler"))
        waitForRendering(screen)
        pick("Take the other set out")
        compare(lastAction(table).action, "take_from_shuffler")
        compare(TestSupport.expected(table).action.action, "offer_cut")
    }

    // A single shoe's bar has neither.
    function test_aSingleShoeHasNeither() {
        const t = testCase.open("cut-card-mid-round")
        verify(!t.table.doubleShoe && !t.table.decksFromShuffler && !t.table.shoeBatches)
        compare(findChild(t.screen, "action_Shift+F"), null)
        compare(findChild(t.screen, "action_Shift+K"), null)
        compare(findChild(t.screen, "action_Shift+P"), null)
    }
}

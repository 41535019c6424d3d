import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// A shoe table's two shuffler batches on the layout (issue 5: "backs of two
// colours for shuffler batches"): at the opening each batch is drawn apart,
// labelled "Batch 1" / "Batch 2" with its own back colour (Blackjack §4(d);
// 002 (b)(4)(ii)-(iii), (d)(2)-(3)); once they went into the shuffler, the
// device shows the one stored and the legend the one in play (the second
// §2(b)(3)-(4)). The state comes from TableController.batches.
TestCase {
    id: testCase
    name: "ShoeBatches"
    width: 1280
    height: 720
    visible: true
    when: windowShown

    Component {
        id: tableScreenComponent
        TableScreen {
            width: testCase.width
            height: testCase.height
        }
    }

    function open(fixture: string): var {
        const table = TestSupport.startFixture(fixture)
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        return {"table": table, "screen": screen}
    }

    // Whether two items, mapped to the screen, overlap.
    function overlap(a: Item, b: Item, screen: Item): bool {
        const ra = a.mapToItem(screen, 0, 0, a.width, a.height)
        const rb = b.mapToItem(screen, 0, 0, b.width, b.height)
        return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width
               && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height
    }

    function checkApart(t: var, status1: string, status2: string): void {
        const view = findChild(t.screen, "shoeBatchesView")
        verify(view !== null)
        tryCompare(view, "visible", true)
        // The single spread and stack give way to the two batches.
        compare(findChild(t.screen, "cardSpread").visible, false)
        compare(findChild(t.screen, "cardStack").visible, false)
        const one = findChild(view, "batchPanel1")
        const two = findChild(view, "batchPanel2")
        verify(one !== null && two !== null)
        verify(one.visible && two.visible)
        verify(one.width > 0 && one.height > 0)
        verify(!testCase.overlap(one, two, t.screen), "the batches are drawn apart")
        // Labelled for sight and for screen readers; the colour is not the only cue.
        compare(findChild(view, "batchLabel1").text, "BATCH 1 · RED BACKS")
        compare(findChild(view, "batchLabel2").text, "BATCH 2 · BLUE BACKS")
        verify(one.Accessible.name.startsWith("Batch 1"), one.Accessible.name)
        verify(two.Accessible.name.startsWith("Batch 2"), two.Accessible.name)
        verify(findChild(view, "batchStatus1").text.startsWith(status1), findChild(view, "batchStatus1").text)
        verify(findChild(view, "batchStatus2").text.startsWith(status2), findChild(view, "batchStatus2").text)
        verify(!Qt.colorEqual(one.back, two.back), "two back colours")
    }

    // §4(d): both batches spread face up, each apart, before they are turned.
    function test_theBatchesAreSpreadApart() {
        const t = testCase.open("batch-shuffler-opening")
        verify(TestSupport.playUntil(t.table, "turn_cards"))
        waitForRendering(t.screen)
        testCase.checkApart(t, "Spread face up", "Spread face up")
        const batches = t.table.batches
        compare(batches.length, 2)
        // Two decks a batch, every card of each face up in its own spread.
        compare(batches[0].cards.length, 104)
        compare(batches[1].cards.length, 104)
    }

    // 002 (d)(3): batch 1 turned down and washed while batch 2 is still spread;
    // both colours hold in high contrast.
    function test_tribalBatchesAreWashedApart() {
        const t = testCase.open("batch-shuffler-tribal-opening")
        verify(TestSupport.playUntil(t.table, "stack_cards"))
        waitForRendering(t.screen)
        testCase.checkApart(t, "Washed", "Spread face up")
        Theme.highContrast = true
        waitForRendering(t.screen)
        testCase.checkApart(t, "Washed", "Spread face up")
        Theme.highContrast = false
    }

    // The second §2(b)(3)-(4): batch 1 out, batch 2 stored in the shuffler.
    function test_theShufflerHoldsTheOtherBatch() {
        const t = testCase.open("batch-shuffler-opening")
        verify(TestSupport.playUntil(t.table, "offer_cut"))
        waitForRendering(t.screen)
        tryCompare(findChild(t.screen, "shoeBatchesView"), "visible", false)
        verify(findChild(t.screen, "cardStack").visible)
        const shuffler = findChild(t.screen, "batchShuffler")
        verify(shuffler !== null && shuffler.visible)
        verify(findChild(shuffler, "shufflerHolds2").visible)
        verify(!findChild(shuffler, "shufflerHolds1").visible)
        compare(findChild(shuffler, "batchWhere1").text, "Batch 1 · in play")
        compare(findChild(shuffler, "batchWhere2").text, "Batch 2 · in the shuffler")
        compare(shuffler.Accessible.name, "Automated shuffler: Batch 1 in play, Batch 2 in the shuffler")
    }

    // A table without the batch shuffler has neither, and deals from its shoe.
    function test_aSingleShoeHasNoBatches() {
        const t = testCase.open("cut-card-mid-round")
        compare(t.table.batches.length, 0)
        compare(findChild(t.screen, "shoeBatchesView").visible, false)
        compare(findChild(t.screen, "batchShuffler").visible, false)
        const shoe = findChild(t.screen, "shoe")
        verify(!t.table.dealtFromTheHand)
        verify(!shoe.inHand)
        verify(findChild(shoe, "shoeBody").visible)
        compare(findChild(shoe, "shoeLabel").text, "SHOE · " + t.table.shoeCount)
    }

    function openLesson(lessonId: string, until: string): var {
        TestSupport.restartApp() // the shipped lessons, not an earlier test's fixture
        const table = TestSupport.startLesson(lessonId)
        verify(table !== null, TestSupport.app.lastError)
        if (until.length > 0)
            verify(TestSupport.playUntil(table, until))
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        waitForRendering(screen)
        return {"table": table, "screen": screen}
    }

    // Blackjack §6a(a)-(b), (j): the 6 to 5 variation is dealt from the
    // dealer's hand: no shoe is drawn, only the cards held, their count and
    // the cut card among them.
    function test_sixToFiveIsDealtFromTheHand() {
        const t = testCase.openLesson("blackjack/23-six-to-five-dealt-from-the-hand", "deal_card")
        verify(t.table.dealtFromTheHand)
        const shoe = findChild(t.screen, "shoe")
        verify(shoe.inHand)
        compare(findChild(shoe, "shoeBody").visible, false)
        verify(findChild(shoe, "shoeCards").visible)
        verify(t.table.shoeCount > 0)
        compare(findChild(shoe, "shoeLabel").text, "IN HAND · " + t.table.shoeCount)
        verify(findChild(shoe, "shoeCutCard").visible)
        compare(findChild(t.screen, "shoeDragArea").Accessible.name, "The cards in hand: drag a card to a spot")
    }

    // §2(c), §4(d): at the opening both sets are on the layout; the hand is
    // empty and nothing is labelled a shoe.
    function test_sixToFiveOpeningHoldsNothing() {
        const t = testCase.openLesson("blackjack/66-six-to-five-opening", "")
        const shoe = findChild(t.screen, "shoe")
        verify(shoe.inHand)
        compare(shoe.count, 0)
        compare(findChild(shoe, "shoeBody").visible, false)
        compare(findChild(shoe, "shoeLabel").visible, false)
    }

    // What a table does not show is not made (docs/performance.md): a
    // blackjack table has no baccarat layout; the spread's cards come with
    // the spread (Blackjack §4(b)) and the washed pile's with the wash.
    function test_hiddenPartsAreMadeWhenShown() {
        const t = testCase.openLesson("blackjack/01-opening-new-table", "")
        compare(findChild(t.screen, "baccaratTable"), null)
        compare(findChild(t.screen, "coupLoader").status, Loader.Null)
        const spread = findChild(t.screen, "cardSpread")
        const wash = findChild(t.screen, "washPile")
        compare(spread.visible, false)
        compare(findChild(spread, "spreadCards").count, 0)
        compare(findChild(wash, "washCards").count, 0)

        verify(TestSupport.playUntil(t.table, "turn_cards"))
        tryCompare(spread, "visible", true)
        verify(spread.count > 0)
        compare(findChild(spread, "spreadCards").count, spread.count)

        verify(TestSupport.playUntil(t.table, "stack_cards"))
        tryCompare(wash, "visible", true)
        compare(findChild(wash, "washCards").count, wash.cardCount)
        compare(spread.visible, false)
        compare(findChild(spread, "spreadCards").count, 0)
    }
}

import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The table's placard (the offered side wagers' pay tables, as C++ lists
// them from the tables the settlement pays from) and the double shoe drawn
// as two compartments (Blackjack §6(d)).
TestCase {
    id: testCase
    name: "Placard"
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

    Component {
        id: placardComponent
        PayTablePlacard {
            width: Theme.px(236)
        }
    }

    // startFixture() leaves an app with the fixture as its only lesson: back
    // to the shipped lessons for the next test.
    function cleanup() {
        TestSupport.restartApp()
    }

    function openTable(table: TableController): var {
        verify(table !== null, TestSupport.app ? TestSupport.app.lastError : "no app")
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        verify(screen !== null, "TableScreen failed to load")
        waitForRendering(screen)
        return screen
    }

    // Performs the referee's first expected action `count` times.
    function play(table: TableController, count: int): void {
        for (let i = 0; i < count; ++i) {
            const next = TestSupport.expected(table)
            verify(next.action !== undefined, "no expected action")
            table.perform(next.action)
        }
    }

    // Lesson 24 offers the sevens wager (§17(a)(3)): its placard shows the
    // §17(e)(3) rows in the printed order, and reads as them.
    function test_placardShowsTheOfferedWagersRows() {
        const table = TestSupport.startLesson("blackjack/24-sevens-side-wager-settled", "practice")
        const screen = testCase.openTable(table)
        verify(table.round.active)
        const placard = findChild(screen, "payTablePlacard")
        verify(placard !== null)
        verify(placard.visible, "the table offers a side wager")
        compare(placard.pages, 1)
        compare(findChild(placard, "placardTitle").text, "SEVENS WAGER")
        verify(findChild(placard, "placardTable").text.indexOf("§17(e)(3)") >= 0)
        compare(findChild(placard, "placardHand_0").text, "Three sevens of the same suit")
        compare(findChild(placard, "placardPays_0").text, "5000 to 1")
        compare(findChild(placard, "placardHand_4").text, "One seven (initial card)")
        compare(findChild(placard, "placardPays_4").text, "3 to 1")
        verify(placard.Accessible.name.indexOf("Three sevens of any suit pays 500 to 1") >= 0,
               placard.Accessible.name)
        // The pays column is aligned: every pays text ends at the same x.
        const first = findChild(placard, "placardPays_0")
        const last = findChild(placard, "placardPays_4")
        fuzzyCompare(first.mapToItem(placard, first.width, 0).x, last.mapToItem(placard, last.width, 0).x, 1)
    }

    // A table without side wagers has no placard.
    function test_noPlacardWithoutSideWagers() {
        const table = TestSupport.startLesson("blackjack/09-basic-deal-and-settlement", "practice")
        const screen = testCase.openTable(table)
        const placard = findChild(screen, "payTablePlacard")
        verify(placard !== null)
        verify(!placard.visible)
    }

    // Several wagers: the placard pages through them, by click and by key.
    function test_placardPagesThroughSeveralWagers() {
        const placard = createTemporaryObject(placardComponent, testCase, {
            placards: [
                {key: "sevens", title: "Sevens wager", table: "", citation: "Blackjack §17(e)(3)",
                 rows: [{hand: "Three sevens of the same suit", pays: "5000 to 1"}], notes: []},
                {key: "twentyOnePlusThree", title: "21+3 wager", table: "Table B", citation: "Blackjack §28(f)",
                 rows: [{hand: "Straight flush", pays: "30 to 1"}, {hand: "Flush", pays: "5 to 1"}],
                 notes: ["Only the highest ranking hand"]}
            ]
        })
        verify(placard !== null)
        waitForRendering(placard)
        compare(placard.pages, 2)
        compare(findChild(placard, "placardTitle").text, "SEVENS WAGER")
        verify(findChild(placard, "placardPage").visible)
        mouseClick(placard)
        compare(placard.page, 1)
        compare(findChild(placard, "placardTitle").text, "21+3 WAGER")
        compare(findChild(placard, "placardPays_1").text, "5 to 1")
        verify(placard.Accessible.name.indexOf("Flush pays 5 to 1") >= 0, placard.Accessible.name)
        placard.forceActiveFocus()
        keyClick(Qt.Key_Right)
        compare(placard.page, 0)
        keyClick(Qt.Key_Left)
        compare(placard.page, 1)
    }

    // §6(d): a double shoe is two compartments, the right side's cards with
    // the blue backs; once the determinant card (7S from the left, naming
    // the right) is burned in the segregated area, the right side is marked
    // as the side dealt from.
    function test_doubleShoeShowsTwoCompartments() {
        const table = TestSupport.startFixture("double-shoe-determinant-burned", "practice")
        const screen = testCase.openTable(table)
        const compartments = findChild(screen, "doubleShoeCompartments")
        verify(compartments !== null)
        verify(compartments.visible, "two compartments at a double shoe")
        const left = findChild(screen, "compartment_left")
        const right = findChild(screen, "compartment_right")
        verify(left !== null && right !== null)
        compare(left.back, "red")
        compare(right.back, "blue")
        verify(left.count > 0 && right.count > 0)
        verify(left.x < right.x, "left beside right")
        verify(findChild(right, "compartmentCutCard").visible, "the right side's cut card")
        testCase.play(table, 2) // the determinant card and its burn
        waitForRendering(screen)
        compare(table.round.doubleShoeSide, "right")
        verify(right.dealing)
        verify(!left.dealing)
        verify(findChild(right, "compartmentDealing").visible)
        compare(findChild(screen, "segregatedArea").cards.length, 1)
    }

    // A single shoe stays one shoe.
    function test_singleShoeHasNoCompartments() {
        const table = TestSupport.startLesson("blackjack/09-basic-deal-and-settlement", "practice")
        const screen = testCase.openTable(table)
        verify(!findChild(screen, "doubleShoeCompartments").visible)
        verify(findChild(screen, "shoeCards").visible)
    }
}

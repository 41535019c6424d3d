import QtQuick
import QtTest
import DealerTrainer

// A card is drawn by the app: the corner index always; a card big enough
// shows the pips where a printed card has them (one per point of a number
// card, the ace's one large pip), a court card its framed figure; a small one
// its index with one large pip or the figure.
TestCase {
    id: testCase
    name: "PlayingCard"
    width: 400
    height: 400
    visible: true
    when: windowShown

    Component {
        id: cardComponent
        PlayingCard {}
    }

    function card(code: string, width: real): var {
        const made = createTemporaryObject(cardComponent, testCase, {code: code, width: width})
        verify(made !== null)
        waitForRendering(made)
        return made
    }

    function pipsOf(made: var): var {
        const field = findChild(made, "pipField")
        verify(field !== null)
        const pips = []
        for (let i = 0; i < field.children.length; ++i) {
            const child = field.children[i]
            if (child.text !== undefined && child.visible)
                pips.push(child)
        }
        return field.visible ? pips : []
    }

    // The court figures drawn (one, or two head to head on a full-size card).
    function figuresOf(made: var): int {
        const panel = findChild(made, "courtFigure")
        verify(panel !== null)
        let figures = 0
        for (let i = 0; i < panel.children.length; ++i) {
            const half = panel.children[i]
            for (let j = 0; j < half.children.length; ++j)
                figures += half.children[j].text === made.courtFigure ? 1 : 0
        }
        return figures
    }

    function test_numberCardShowsItsPips_data() {
        const rows = []
        for (const rank of ["2", "3", "4", "5", "6", "7", "8", "9", "10"])
            rows.push({tag: rank + " of clubs", code: rank + "C", pips: Number(rank)})
        rows.push({tag: "ace of hearts", code: "AH", pips: 1})
        return rows
    }
    function test_numberCardShowsItsPips(data) {
        const made = card(data.code, Theme.px(120))
        const pips = pipsOf(made)
        compare(pips.length, data.pips)
        for (const pip of pips)
            compare(pip.text, data.code.endsWith("C") ? "\u2663" : "\u2665")
        verify(!findChild(made, "courtFigure").visible)
    }

    // The lower half of a printed card is upside down.
    function test_lowerPipsAreTurned() {
        const pips = pipsOf(card("8S", Theme.px(120)))
        compare(pips.length, 8)
        let turned = 0
        for (const pip of pips) {
            const lower = pip.y + pip.height / 2 > pip.parent.height / 2
            compare(pip.rotation, lower ? 180 : 0)
            turned += lower ? 1 : 0
        }
        compare(turned, 3) // the bottom two and the lower centre pip; the middle row stands
    }

    function test_courtCardShowsItsFigure_data() {
        return [
            {tag: "king, full size", code: "KS", width: 120, figure: "\u265A", figures: 2},
            {tag: "queen, full size", code: "QH", width: 120, figure: "\u265B", figures: 2},
            {tag: "jack, full size", code: "JD", width: 120, figure: "\u265E", figures: 2},
            {tag: "king, on the layout", code: "KC", width: 40, figure: "\u265A", figures: 1},
        ]
    }
    function test_courtCardShowsItsFigure(data) {
        const made = card(data.code, Theme.px(data.width))
        const figure = findChild(made, "courtFigure")
        verify(figure.visible)
        compare(made.courtFigure, data.figure)
        compare(figuresOf(made), data.figures)
        compare(pipsOf(made).length, 0)
    }

    // A card face down, or a number card, makes no court figure (a table
    // holds dozens of cards); turned up, a court card has its figures.
    function test_figuresAreMadeOnlyWhenShown() {
        compare(figuresOf(card("9S", Theme.px(120))), 0)
        const made = createTemporaryObject(cardComponent, testCase,
                                           {code: "QS", width: Theme.px(120), faceUp: false})
        verify(made !== null)
        compare(figuresOf(made), 0)
        made.faceUp = true
        compare(figuresOf(made), 2)
        made.width = Theme.px(40)
        compare(figuresOf(made), 1)
    }

    function test_layoutCardShowsOneLargePip() {
        const made = card("7D", Theme.px(40))
        verify(findChild(made, "centrePip").visible)
        compare(pipsOf(made).length, 0)
    }

    // In the shoe's mouth or the discard rack: the index only.
    function test_tinyCardShowsItsIndexOnly() {
        const made = card("KH", Theme.px(20))
        verify(!findChild(made, "centrePip").visible)
        verify(!findChild(made, "courtFigure").visible)
        compare(pipsOf(made).length, 0)
    }

    function test_screenReaderNamesTheCard() {
        compare(card("QD", Theme.px(60)).Accessible.name, "Queen of diamonds")
        const down = card("QD", Theme.px(60))
        down.faceUp = false
        compare(down.Accessible.name, "Card face down")
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// The regulation viewer: deep links by citation, the contents, the search,
// and the way in from the lesson list and from a verdict's section.
TestCase {
    id: testCase
    name: "Regulations"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    Component {
        id: viewerComponent
        RegulationScreen {
            width: testCase.width
            height: testCase.height
            texts: TestSupport.app.regulations
        }
    }
    Component {
        id: mainComponent
        Main {}
    }

    function init() {
        // One model is shared by every viewer: start each test from 000, unfiltered.
        TestSupport.app.regulations.open("Blackjack \u00a71")
    }

    function currentPage(window: var, objectName: string): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, objectName)
            return page !== null && page.StackView.status === StackView.Active
        }, 10000, "page " + objectName) // generous: the machines running the tests are shared
        return page
    }

    function test_opensAtTheCitedParagraph() {
        const viewer = createTemporaryObject(viewerComponent, testCase,
                                             {citation: "Blackjack \u00a76(e)(2)"})
        verify(viewer !== null)
        waitForRendering(viewer)
        const view = findChild(viewer, "regulationParagraphs")
        verify(viewer.currentRow >= 0)
        compare(view.currentIndex, viewer.currentRow)
        const item = view.itemAtIndex(viewer.currentRow)
        verify(item !== null, "the cited paragraph is on screen")
        compare(item.section, "6(e)(2)")
        verify(item.marked)
        verify(item.text.startsWith("One card face upwards to himself"))
        compare(findChild(viewer, "regulationTitle").text, viewer.texts.title)
    }

    // 004 is read part by part: a Baccarat citation opens Baccarat's §9, not
    // Craps' or Midi Baccarat's, and the contents head it with its part.
    function test_opensACompendiumPart() {
        const viewer = createTemporaryObject(viewerComponent, testCase,
                                             {citation: "Baccarat \u00a79(d)(6)"})
        waitForRendering(viewer)
        compare(viewer.texts.regulation, "compendium")
        const view = findChild(viewer, "regulationParagraphs")
        const item = view.itemAtIndex(viewer.currentRow)
        verify(item !== null, "the cited paragraph is on screen")
        compare(item.section, "Baccarat 9(d)(6)")
        verify(item.text.startsWith("If two or more players wager an equally high amount"))
        // At the top of the text, not merely somewhere on screen.
        tryVerify(() => Math.abs(item.y - view.contentY) < 2, 5000,
                  "the cited paragraph heads the view (it is " + (item.y - view.contentY) + " px down)")
        const contents = findChild(viewer, "regulationContents")
        tryVerify(() => contents.currentIndex >= 0
                  && viewer.texts.contents[contents.currentIndex].section === "Baccarat 9")
        // ... and the contents show that entry.
        tryVerify(() => contents.currentItem !== null
                  && contents.currentItem.y >= contents.contentY - 1
                  && contents.currentItem.y + contents.currentItem.height <= contents.contentY + contents.height + 1,
                  5000, "the contents scrolled to Baccarat 9")
        const part = viewer.texts.contents[contents.currentIndex - 9]
        compare(part.label, "Part 3")
        verify(part.part)
    }

    function test_contentsOpenASection() {
        const viewer = createTemporaryObject(viewerComponent, testCase, {})
        waitForRendering(viewer)
        viewer.openSection("15")
        const view = findChild(viewer, "regulationParagraphs")
        const item = view.itemAtIndex(viewer.currentRow)
        verify(item !== null)
        compare(item.section, "15")
        verify(item.heading)
        // The contents mark the section at the top of the text.
        const contents = findChild(viewer, "regulationContents")
        tryVerify(() => contents.currentIndex >= 0
                  && viewer.texts.contents[contents.currentIndex].section === "15")
    }

    function test_searchKeepsMatchingParagraphs() {
        const viewer = createTemporaryObject(viewerComponent, testCase, {})
        waitForRendering(viewer)
        const view = findChild(viewer, "regulationParagraphs")
        const whole = view.count
        const search = findChild(viewer, "regulationSearch")
        mouseClick(search)
        keySequence("c")
        for (const key of "ard reader")
            keyClick(key)
        compare(search.text, "card reader")
        tryVerify(() => view.count > 0 && view.count < whole)
        for (let row = 0; row < Math.min(view.count, 5); ++row) {
            view.positionViewAtIndex(row, ListView.Beginning)
            const item = view.itemAtIndex(row)
            verify(item.text.toLowerCase().indexOf("card reader") >= 0, item.text)
        }
        verify(findChild(viewer, "regulationMatches").visible)
        // Esc in the search clears it first.
        keyClick(Qt.Key_Escape)
        compare(search.text, "")
        tryCompare(view, "count", whole)
        search.text = "no paragraph says this"
        tryCompare(view, "count", 0)
        verify(findChild(viewer, "regulationNoMatch").visible)
        search.text = ""
    }

    function test_eachTextOpens() {
        const viewer = createTemporaryObject(viewerComponent, testCase, {})
        waitForRendering(viewer)
        const tribal = findChild(viewer, "regulationText_blackjack-tribal")
        verify(tribal !== null)
        mouseClick(tribal)
        compare(viewer.texts.regulation, "blackjack-tribal")
        compare(viewer.texts.contents[0].label, "(a)")
        compare(findChild(viewer, "regulationTitle").text, viewer.texts.title)
        verify(findChild(viewer, "regulationParagraphs").count > 20)
    }

    function test_fromTheLessonListAndTheTable() {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null)
        tryCompare(window, "visible", true)
        waitForRendering(window.contentItem)
        window.openLessons()
        const list = testCase.currentPage(window, "lessonListScreen")
        waitForRendering(list)
        const button = findChild(list, "regulationsButton")
        verify(button !== null && button.visible && button.width > 0, "the Regulations button is shown")
        button.clicked() // the wiring; the click itself is Qt's
        const viewer = testCase.currentPage(window, "regulationScreen")
        findChild(viewer, "regulationBack").clicked()
        testCase.currentPage(window, "lessonListScreen")

        // From a verdict's section on the table, and back to the table.
        window.startLesson("blackjack/06-new-dealer-burn", "practice")
        const table = testCase.currentPage(window, "tableScreen")
        table.showSection("Blackjack \u00a76(c)", "BJ-SHUF-10")
        const link = findChild(table, "sectionReadInFull")
        tryCompare(link, "visible", true)
        link.activated()
        const atSection = testCase.currentPage(window, "regulationScreen")
        compare(atSection.citation, "Blackjack \u00a76(c)")
        compare(findChild(atSection, "regulationParagraphs").itemAtIndex(atSection.currentRow).section, "6(c)")
        keyClick(Qt.Key_Escape)
        testCase.currentPage(window, "tableScreen")
        window.backToLessons()
    }
}

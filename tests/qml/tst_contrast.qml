import QtQuick
import QtQuick.Controls.Basic
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// High contrast: the switch on the start screen and the lesson list (and
// Ctrl+Shift+H) sets AppController.highContrast, which Main binds to Theme,
// whose colours follow it; the choice is kept across restarts. Every control
// that takes the keyboard has a name for screen readers.
TestCase {
    id: testCase
    name: "Contrast"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }
    Component {
        id: cardComponent
        PlayingCard {
            width: 60
            code: "10H"
        }
    }

    function init() {
        TestSupport.app.highContrast = false
    }
    function cleanup() {
        // The settings are the test run's, but later files expect the normal look.
        TestSupport.app.highContrast = false
    }

    function openMain(): var {
        const window = createTemporaryObject(mainComponent, testCase, {app: TestSupport.app})
        verify(window !== null, "Main.qml failed to load")
        tryCompare(window, "visible", true)
        // Keys go to the active window.
        window.requestActivate()
        tryCompare(window, "active", true)
        return window
    }

    // The page on top of the window's StackView, once it is `objectName`.
    function currentPage(window: var, objectName: string): var {
        let page = null
        tryVerify(() => {
            page = findChild(window.contentItem, objectName)
            return page !== null && page.StackView.status === StackView.Active
        }, 3000, "page " + objectName)
        return page
    }

    // The switch on the page on top (the start screen is under the lesson list).
    function visibleSwitch(page: Item): var {
        const found = findChild(page, "highContrastSwitch")
        verify(found !== null, "no high contrast switch")
        return found
    }

    // WCAG relative luminance of a colour.
    function luminance(c: color): real {
        const channel = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    function contrast(a: color, b: color): real {
        const la = testCase.luminance(a)
        const lb = testCase.luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }

    // The visible items below `root` that Tab reaches: {checked, missing}, the
    // ones without a screen-reader name in `missing`.
    function tabStops(root: Item): var {
        const result = {checked: [], missing: []}
        const visit = item => {
            if (!item || !item.visible)
                return
            if (item.activeFocusOnTab) {
                const label = String(item.Accessible.name)
                result.checked.push(item.objectName + "=" + label)
                if (label.length === 0)
                    result.missing.push(String(item) + " " + item.objectName)
            }
            for (let i = 0; i < item.children.length; ++i)
                visit(item.children[i])
            if (item.contentItem && item.contentItem !== item && item.contentItem.parent !== item)
                visit(item.contentItem)
        }
        visit(root)
        return result
    }

    function test_switchOnTheStartScreenChangesTheTheme() {
        const window = testCase.openMain()
        const start = findChild(window.contentItem, "traineeList")
        verify(start !== null)
        const toggle = testCase.visibleSwitch(window.contentItem)
        compare(toggle.Accessible.name, "High contrast")
        compare(toggle.Accessible.role, Accessible.CheckBox)
        compare(toggle.Accessible.checked, false)
        compare(findChild(toggle, "highContrastState").text, "Off")
        verify(!Theme.highContrast)

        const before = {
            window: String(Theme.window), text: String(Theme.text), border: String(Theme.border),
            focus: String(Theme.focus), felt: String(Theme.feltCentre), feltLine: String(Theme.feltLine),
            cardEdge: String(Theme.cardEdge), correct: String(Theme.correct), error: String(Theme.error)
        }
        const focusWidth = Theme.focusWidth

        mouseClick(toggle)
        verify(TestSupport.app.highContrast)
        verify(Theme.highContrast)
        compare(toggle.Accessible.checked, true)
        compare(findChild(toggle, "highContrastState").text, "On")

        // Every colour named in the brief changed: chrome, focus, felt, cards, verdicts.
        verify(String(Theme.window) !== before.window)
        verify(String(Theme.text) !== before.text)
        verify(String(Theme.border) !== before.border)
        verify(String(Theme.focus) !== before.focus)
        verify(String(Theme.feltCentre) !== before.felt)
        verify(String(Theme.feltLine) !== before.feltLine)
        verify(String(Theme.cardEdge) !== before.cardEdge)
        verify(String(Theme.correct) !== before.correct)
        verify(String(Theme.error) !== before.error)
        compare(String(Theme.window), "#000000")
        compare(String(Theme.text), "#ffffff")
        compare(String(Theme.focus), "#ffff00")
        verify(Theme.focusWidth > focusWidth)
        // Text on the page is at least 7:1 (WCAG AAA), even the dimmest.
        verify(testCase.contrast(Theme.text, Theme.window) >= 7)
        verify(testCase.contrast(Theme.textDim, Theme.surfaceRaised) >= 7)
        verify(testCase.contrast(Theme.accentText, Theme.accent) >= 7)
        // Correct and error differ in lightness, not only in hue.
        verify(testCase.contrast(Theme.correct, Theme.error) >= 2,
               "correct/error lightness ratio " + testCase.contrast(Theme.correct, Theme.error))
        // Felt lines stand out on the felt.
        verify(testCase.contrast(Theme.feltLine, Theme.feltCentre) >= 7)

        // The key, from anywhere: back to normal.
        keySequence("Ctrl+Shift+H")
        verify(!TestSupport.app.highContrast)
        verify(!Theme.highContrast)
        compare(String(Theme.window), before.window)
        compare(String(Theme.focus), before.focus)
        compare(toggle.Accessible.checked, false)
    }

    function test_switchOnTheLessonList() {
        const window = testCase.openMain()
        window.openLessons()
        const list = testCase.currentPage(window, "lessonListScreen")
        const toggle = testCase.visibleSwitch(list)
        compare(toggle.Accessible.name, "High contrast")
        verify(String(toggle.Accessible.description).indexOf("Ctrl+Shift+H") >= 0)
        // Keyboard only: Space on the focused switch.
        toggle.forceActiveFocus()
        keyClick(Qt.Key_Space)
        verify(TestSupport.app.highContrast)
        verify(Theme.highContrast)
        keyClick(Qt.Key_Space)
        verify(!TestSupport.app.highContrast)
    }

    function test_keptAcrossRestarts() {
        TestSupport.app.highContrast = true
        const app = TestSupport.restartApp()
        verify(app.highContrast)
        app.highContrast = false
        verify(!TestSupport.restartApp().highContrast)
    }

    function test_cardsHaveThickerOutlinesAndLargerIndices() {
        const card = createTemporaryObject(cardComponent, testCase)
        verify(card !== null)
        compare(card.Accessible.name, "10 of hearts")
        const outline = Theme.cardOutline(card.width)
        // Theme follows the app only through Main: set here as Main does.
        Theme.highContrast = true
        verify(Theme.cardOutline(card.width) >= 2 && Theme.cardOutline(card.width) > outline)
        verify(Theme.cardIndexScale > 1)
        compare(String(Theme.cardEdge), "#000000")
        Theme.highContrast = false
    }

    function test_everyControlHasAName() {
        const window = testCase.openMain()
        const start = testCase.tabStops(window.contentItem)
        compare(start.missing.length, 0, "start screen: " + start.missing.join(", "))
        // The profiles, the name, the switch (Create profile is disabled until a name is typed).
        verify(start.checked.length >= 3, start.checked.join(", "))
        verify(start.checked.indexOf("highContrastSwitch=High contrast") >= 0, start.checked.join(", "))
        verify(start.checked.indexOf("newTraineeName=New trainee's name") >= 0, start.checked.join(", "))

        window.openLessons()
        const list = testCase.currentPage(window, "lessonListScreen")
        const listStops = testCase.tabStops(list)
        compare(listStops.missing.length, 0, "lesson list: " + listStops.missing.join(", "))
        verify(listStops.checked.indexOf("lessonList=Lessons") >= 0, listStops.checked.join(", "))
        verify(listStops.checked.indexOf("switchProfileButton=Switch profile") >= 0, listStops.checked.join(", "))
        // A lesson row says which lesson it is, and its button which lesson it starts.
        const row = findChild(list, "lessonList").currentItem
        verify(row !== null)
        verify(String(row.Accessible.name).indexOf("Blackjack lesson 1:") === 0, row.Accessible.name)
        const start1 = findChild(row, "startLessonButton")
        verify(String(start1.Accessible.name).indexOf("Start: ") === 0, start1.Accessible.name)

        window.openRegulations("")
        const regulations = testCase.currentPage(window, "regulationScreen")
        const regulationStops = testCase.tabStops(regulations)
        compare(regulationStops.missing.length, 0, "regulations: " + regulationStops.missing.join(", "))
        verify(regulationStops.checked.indexOf("regulationSearch=Search the regulation") >= 0,
               regulationStops.checked.join(", "))
        verify(regulationStops.checked.indexOf("regulationContents=Contents") >= 0, regulationStops.checked.join(", "))
        verify(regulationStops.checked.indexOf("regulationBack=Back") >= 0, regulationStops.checked.join(", "))
    }
}

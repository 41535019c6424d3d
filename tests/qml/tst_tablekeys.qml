import QtQuick
import QtTest
import DealerTrainer
import DealerTrainer.Testing

// Every action has a keyboard path: the shortcuts send the same actions as the
// buttons and the seats, and C++ grades them.
TestCase {
    id: testCase
    name: "TableKeys"
    width: 1280
    height: 760
    visible: true
    when: windowShown

    readonly property string openingLesson: "blackjack/01-opening-new-table"

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

    function openLesson(lessonId: string): var {
        const table = TestSupport.startLesson(lessonId)
        verify(table !== null, TestSupport.app.lastError)
        const screen = createTemporaryObject(tableScreenComponent, testCase, {table: table})
        verify(screen !== null, "TableScreen failed to load")
        waitForRendering(screen)
        screen.forceActiveFocus()
        return {"table": table, "screen": screen}
    }

    function test_inspectShortcut() {
        const t = testCase.openLesson(testCase.openingLesson)
        compare(t.table.timeline.count >= 0, true)
        keyClick(Qt.Key_I)
        compare(testCase.lastAction(t.table).action, "inspect_cards")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        verify(t.table.inspected)
        const toast = findChild(t.screen, "verdictToast")
        tryCompare(toast, "shown", true)
    }

    function test_shiftedShortcutsAndFaces() {
        const t = testCase.openLesson(testCase.openingLesson)
        keyClick(Qt.Key_I)
        keyClick(Qt.Key_S, Qt.ShiftModifier)        // spread face down: wrong at an opening, but graded
        let action = testCase.lastAction(t.table)
        compare(action.action, "spread_cards")
        compare(action.face, "down")
        compare(t.table.lastVerdict.correct, false)
        keyClick(Qt.Key_S)                          // spread face up
        action = testCase.lastAction(t.table)
        compare(action.action, "spread_cards")
        compare(action.face, "up")
        verify(t.table.lastVerdict.correct, t.table.lastVerdict.message)
        compare(t.table.spread, "up")
        keyClick(Qt.Key_D)                          // turn face down
        action = testCase.lastAction(t.table)
        compare(action.action, "turn_cards")
        compare(action.face, "down")
    }

    function test_seatKeysAndClicksOfferTheCut() {
        const t = testCase.openLesson(testCase.openingLesson)
        keyClick(Qt.Key_3)
        let action = testCase.lastAction(t.table)
        compare(action.action, "offer_cut")
        compare(action.seat, 3)
        compare(t.table.lastVerdict.correct, false)      // nothing is shuffled yet
        const box = findChild(t.screen, "seatBox5")
        verify(box !== null)
        mouseClick(box)
        action = testCase.lastAction(t.table)
        compare(action.action, "offer_cut")
        compare(action.seat, 5)
    }

    function test_hintShortcutShowsWhatCppExpects() {
        const t = testCase.openLesson(testCase.openingLesson)
        const expected = TestSupport.expected(t.table)
        keyClick(Qt.Key_H)
        const card = findChild(t.screen, "hintCard")
        tryCompare(card, "shown", true)
        verify(findChild(t.screen, "hintText").text.length > 0)
        compare(t.screen.hintAction.action, expected.action.action)
        compare(t.table.hintsUsed, 1)
    }

    function test_lessonBriefShowsTheHints() {
        const t = testCase.openLesson(testCase.openingLesson)
        verify(t.table.hints.length > 0, "the lesson has hints")
        const panel = findChild(t.screen, "sectionPanel")
        keyClick(Qt.Key_A)
        tryCompare(panel, "open", true)
        // Shown once it starts sliding in (its first animation frame).
        tryCompare(panel, "visible", true)
        compare(findChild(t.screen, "sectionCitation").text, t.table.lessonTitle)
        verify(findChild(t.screen, "sectionBody").text.indexOf(t.table.explanation) >= 0)
        verify(findChild(t.screen, "hintsHeading").visible)
        for (let i = 0; i < t.table.hints.length; ++i) {
            const hint = findChild(t.screen, "lessonHint" + i)
            verify(hint !== null, "hint " + i)
            verify(hint.visible)
            verify(hint.text.indexOf(t.table.hints[i]) >= 0, hint.text)
        }
        // A regulation section has no lesson hints.
        keyClick(Qt.Key_Escape)
        keyClick(Qt.Key_I)
        keyClick(Qt.Key_E)
        tryCompare(panel, "open", true)
        compare(panel.hints.length, 0)
        verify(!findChild(t.screen, "hintsHeading").visible)
    }

    function test_buttonsSendTheSameActions() {
        const t = testCase.openLesson(testCase.openingLesson)
        const inspect = findChild(t.screen, "action_I")
        verify(inspect !== null)
        mouseClick(inspect)
        compare(testCase.lastAction(t.table).action, "inspect_cards")
        const burnUp = findChild(t.screen, "action_Shift+B")
        verify(burnUp !== null)
        mouseClick(burnUp)
        const action = testCase.lastAction(t.table)
        compare(action.action, "burn_card")
        compare(action.face, "up")
    }

    function test_aWholeLessonByKeyboard() {
        // The reference performance, typed: every kind of action of the lesson has a key.
        const keys = {
            "inspect_cards": [Qt.Key_I, Qt.NoModifier],
            "spread_cards/up": [Qt.Key_S, Qt.NoModifier],
            "turn_cards/down": [Qt.Key_D, Qt.NoModifier],
            "wash_cards": [Qt.Key_W, Qt.NoModifier],
            "stack_cards": [Qt.Key_K, Qt.NoModifier],
            "shuffle_step/riffle": [Qt.Key_R, Qt.NoModifier],
            "shuffle_step/turn": [Qt.Key_T, Qt.NoModifier],
            "shuffle_step/strip": [Qt.Key_X, Qt.NoModifier],
            "shuffle_step/cut": [Qt.Key_C, Qt.NoModifier],
            "complete_cut": [Qt.Key_M, Qt.NoModifier],
            "load_shoe": [Qt.Key_L, Qt.NoModifier],
            "burn_card/down": [Qt.Key_B, Qt.NoModifier],
            "show_burn_card": [Qt.Key_O, Qt.NoModifier]
        }
        const t = testCase.openLesson(testCase.openingLesson)
        const plan = TestSupport.autoplay(testCase.openingLesson)
        verify(plan.length > 0)
        for (const step of plan) {
            const name = step.action + (step.face ? "/" + step.face : step.step ? "/" + step.step : "")
            if (step.action === "offer_cut") {
                keyClick(Qt.Key_0 + step.seat)
            } else if (step.action === "insert_cut_card") {
                keyClick(Qt.Key_N)
                while (t.screen.placingBehind > step.from_back + 5)
                    keyClick(Qt.Key_PageDown)
                while (t.screen.placingBehind > step.from_back)
                    keyClick(Qt.Key_Down)
                keyClick(Qt.Key_Return)
            } else {
                verify(keys[name] !== undefined, "no key for " + name)
                keyClick(keys[name][0], keys[name][1])
            }
            verify(t.table.lastVerdict.correct, name + ": " + t.table.lastVerdict.message)
        }
        verify(t.table.complete)
        verify(t.table.summary.passed)
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic

// Announcing a coup's result (§12(a)): the trainee types both final Point
// Counts and says who won; the program never fills them in. Typed as
// "5 9 b": the Player's count, the Banker's, then p (player wins),
// b (banker wins), t (tie hand), d (Dragon 7) or a (Panda 8) where the
// table offers them; or the counts typed and a result button pressed.
Popup {
    id: entry

    // The results the table's dealer may call: every table "player_wins",
    // "banker_wins", "tie_hand"; an EZ table also "dragon_7", "panda_8".
    property bool ezBaccarat: false
    property string message: ""

    signal announced(int player, int banker, string result)

    readonly property var results: [
        {"result": "player_wins", "letter": "p", "label": qsTr("Player wins")},
        {"result": "banker_wins", "letter": "b", "label": qsTr("Banker wins")},
        {"result": "tie_hand", "letter": "t", "label": qsTr("Tie hand")}
    ].concat(entry.ezBaccarat ? [
        {"result": "dragon_7", "letter": "d", "label": qsTr("Dragon 7")},
        {"result": "panda_8", "letter": "a", "label": qsTr("Panda 8")}
    ] : [])

    // The typed words as {player, banker, result}; result "" when no letter was typed; null if unreadable.
    function parsed(typed: string): var {
        const match = /^\s*(\d)\s*[ ,/-]?\s*(\d)\s*([a-z]?)\s*$/.exec(typed.trim().toLowerCase())
        if (!match)
            return null
        const chosen = entry.results.find(r => r.letter === match[3])
        if (match[3].length > 0 && !chosen)
            return null
        return {"player": parseInt(match[1]), "banker": parseInt(match[2]), "result": chosen ? chosen.result : ""}
    }
    function openEntry(): void {
        entry.message = ""
        field.text = ""
        entry.open()
        field.forceActiveFocus()
    }
    function submit(result: string): void {
        const words = entry.parsed(field.text)
        const chosen = words && words.result.length > 0 ? words.result : result
        if (!words || chosen.length === 0) {
            entry.message = qsTr("Type both counts and the winner: \"5 9 b\" (Player 5, Banker 9, Banker wins).")
            return
        }
        entry.close()
        entry.announced(words.player, words.banker, chosen)
    }

    anchors.centerIn: parent
    width: Theme.px(420)
    modal: true
    focus: true
    padding: Theme.px(16)
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        radius: Theme.px(10)
        color: Theme.surfaceRaised
        border.color: Theme.accent
    }

    contentItem: Column {
        spacing: Theme.px(8)
        Text {
            width: parent.width
            text: qsTr("Announce the result")
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontPx(14)
        }
        TextField {
            id: field
            objectName: "resultField"
            width: parent.width
            placeholderText: qsTr("Player, Banker, winner: 5 9 b")
            font.pixelSize: Theme.fontPx(16)
            Accessible.name: qsTr("The Player's and the Banker's final counts and the winner")
            onAccepted: entry.submit("")
        }
        Flow {
            width: parent.width
            spacing: Theme.px(6)
            Repeater {
                model: entry.results
                delegate: AppButton {
                    required property var modelData
                    objectName: "result_" + modelData.result
                    text: modelData.label
                    shortcutText: modelData.letter.toUpperCase()
                    fontSize: 12
                    Accessible.name: qsTr("Announce: %1").arg(modelData.label)
                    onClicked: entry.submit(modelData.result)
                }
            }
        }
        Text {
            width: parent.width
            visible: entry.message.length > 0
            text: entry.message
            color: Theme.error
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(12)
        }
        Text {
            width: parent.width
            text: qsTr("Enter to announce · Tab to a button · Esc to cancel")
            color: Theme.textDim
            font.pixelSize: Theme.fontPx(11)
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic

// Announcing a spot's total: the trainee says it (types it); the program
// never fills it in. "17", "s17" or "soft 17", "bj" or "blackjack".
Popup {
    id: entry

    property int seat: 0
    property int hand: 1
    property string message: ""

    signal announced(int seat, int hand, string total)

    // The typed words in the action's form ("soft 17", "blackjack", "16"), or "" if they are not a total.
    function spoken(typed: string): string {
        const text = typed.trim().toLowerCase()
        if (text === "bj" || text === "blackjack")
            return "blackjack"
        const soft = /^(s|soft)\s*(\d{1,2})$/.exec(text)
        if (soft)
            return "soft " + parseInt(soft[2])
        const hard = /^(\d{1,2})$/.exec(text)
        if (hard)
            return String(parseInt(hard[1]))
        return ""
    }
    function openFor(newSeat: int, newHand: int): void {
        entry.seat = newSeat
        entry.hand = newHand
        entry.message = ""
        field.text = ""
        entry.open()
        field.forceActiveFocus()
    }
    function submit(): void {
        const total = entry.spoken(field.text)
        if (total.length === 0) {
            entry.message = qsTr("Say a total: 16, soft 17 (s17) or blackjack (bj).")
            return
        }
        entry.close()
        entry.announced(entry.seat, entry.hand, total)
    }

    anchors.centerIn: parent
    width: Theme.px(340)
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
            text: entry.seat === 0 ? qsTr("Announce the dealer's total") : qsTr("Announce the total of seat %1, hand %2").arg(entry.seat).arg(entry.hand)
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontPx(14)
            wrapMode: Text.Wrap
        }
        TextField {
            id: field
            objectName: "totalField"
            width: parent.width
            placeholderText: qsTr("16, s17, bj")
            font.pixelSize: Theme.fontPx(16)
            Accessible.name: qsTr("Total to announce")
            onAccepted: entry.submit()
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
            text: qsTr("Enter to announce · Esc to cancel")
            color: Theme.textDim
            font.pixelSize: Theme.fontPx(11)
        }
    }
}

import QtQuick

// The dealer's hand on a wager on the layout (fills the wager's chip stack).
// A click chooses the wager: its menu (collect, pay, push …). A drag lifts
// its chips onto the round's carrier; dropped on the chip tray, the wager is
// collected (the carrier's drop). Which wager it is travels with the drag.
MouseArea {
    id: grip

    // The round's carried stack (RoundLayer's `carriedWager`); without one
    // the wager is only chosen, never dragged.
    required property Item carrier
    required property int seat
    property int hand: 1
    property string wager: "main"
    property string side: ""
    property int behind: 0
    property int amount: 0

    signal chosen(point where)

    readonly property bool carrying: grip.drag.active

    anchors.fill: parent
    cursorShape: grip.carrying ? Qt.ClosedHandCursor : Qt.PointingHandCursor
    drag.target: grip.carrier
    drag.threshold: Theme.px(6)

    onPressed: mouseEvent => {
        if (!grip.carrier)
            return
        const at = grip.mapToItem(grip.carrier.parent, mouseEvent.x, mouseEvent.y)
        grip.carrier.x = at.x - grip.carrier.width / 2
        grip.carrier.y = at.y - grip.carrier.height / 2
        grip.carrier.wager = {"seat": grip.seat, "hand": grip.hand, "wager": grip.wager,
                              "side": grip.side, "behind": grip.behind, "amount": grip.amount}
    }
    onCarryingChanged: {
        if (!grip.carrier)
            return
        grip.carrier.carried = grip.carrying
        // The chips are in the dealer's hand: the spot shows where they came from.
        grip.parent.opacity = grip.carrying ? 0.3 : 1
    }
    onReleased: {
        if (grip.carrying)
            grip.carrier.Drag.drop()
    }
    // Where the wager's menu opens: above the wager, in its parent's coordinates.
    onClicked: grip.chosen(grip.parent.mapToItem(grip.parent.parent, grip.parent.width / 2, 0))
}

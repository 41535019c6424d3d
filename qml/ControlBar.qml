pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

// The dealer's controls, grouped by phase. Every control is always available:
// the trainee may press a wrong one and be graded for it. Each button names a
// dealer action in its JSON form; the bar decides nothing.
Rectangle {
    id: bar

    property bool shortcutsEnabled: true
    property var hintAction: ({})
    property int boxes: 7
    // A round is on the layout: the round's controls replace the shoe's.
    property bool round: false
    // The table's equipment (TableController): the controls it needs.
    property bool doubleShoe: false
    property bool decksFromShuffler: false
    property bool shoeBatches: false
    // A baccarat table (TableController.layout): the coup's controls in a
    // round, the lace in the shoe's.
    property bool baccarat: false

    signal actionRequested(var action, string place, int seat)
    signal placementRequested(string intent)
    // A control that acts on the spot under the keyboard cursor (TableScreen): "deal", "total", "pay" ...
    signal commandRequested(string command)

    function sameAction(a: var, b: var): bool {
        if (!a || !b || !a.action || !b.action)
            return false
        if (a.action === "cut_cards" || a.action === "insert_cut_card")
            return a.action === b.action
        return a.action === b.action && a.face === b.face && a.step === b.step && a.reason === b.reason
               && a.call === b.call && a.batch === b.batch && (a.hand === undefined || a.hand === b.hand)
    }

    readonly property var groups: bar.round ? (bar.baccarat ? bar.coupGroups : bar.roundGroups) : bar.shoeGroups

    // A coup of baccarat: the calls, the cards to the two hands, the settlement.
    // The menus (Point…, Turn…, Settle…, Vigorish…) list every choice at the table.
    readonly property var coupGroups: [
        {
            "title": qsTr("Calls"), "columns": 2, "items": [
                {"label": qsTr("No more bets"), "key": "N", "seq": "N", "tip": qsTr("Announce \"no more bets\" before any card"),
                 "action": {"action": "announce", "call": "no_more_bets"}, "place": "dealer"},
                {"label": qsTr("Cards"), "key": "C", "seq": "C", "tip": qsTr("Call \"cards\": the curator deals"),
                 "action": {"action": "announce", "call": "cards"}, "place": "dealer"},
                {"label": qsTr("Point…"), "key": "T", "seq": "T", "tip": qsTr("Announce a hand's Point Count"),
                 "command": "coup_point"},
                {"label": qsTr("Result…"), "key": "R", "seq": "R", "tip": qsTr("Announce both final counts and the result"),
                 "command": "coup_result"},
                {"label": qsTr("Last hand"), "key": "L", "seq": "L", "tip": qsTr("Announce \"last hand\" once the coup in which the cover card came out is complete"),
                 "action": {"action": "announce", "call": "last_hand"}, "place": "dealer"}
            ]
        },
        {
            "title": qsTr("Cards"), "columns": 3, "items": [
                {"label": qsTr("Player ↓"), "key": "P", "seq": "P", "tip": qsTr("Deal a card face down to the Player's Hand (or click the hand)"),
                 "action": {"action": "deal_to_hand", "hand": "player", "face": "down"}, "place": "player"},
                {"label": qsTr("Banker ↓"), "key": "B", "seq": "B", "tip": qsTr("Deal a card face down to the Banker's Hand (or click the hand)"),
                 "action": {"action": "deal_to_hand", "hand": "banker", "face": "down"}, "place": "banker"},
                {"label": qsTr("Turn…"), "key": "U", "seq": "U", "tip": qsTr("Turn a hand yourself, or hand it to a seat to turn"),
                 "command": "coup_turn"},
                {"label": qsTr("Player ↑"), "key": "⇧P", "seq": "Shift+P", "tip": qsTr("Deal a card face up to the Player's Hand (Shift+click)"),
                 "action": {"action": "deal_to_hand", "hand": "player", "face": "up"}, "place": "player"},
                {"label": qsTr("Banker ↑"), "key": "⇧B", "seq": "Shift+B", "tip": qsTr("Deal a card face up to the Banker's Hand (Shift+click)"),
                 "action": {"action": "deal_to_hand", "hand": "banker", "face": "up"}, "place": "banker"},
                {"label": qsTr("Discard"), "key": "G", "seq": "G", "tip": qsTr("Every card of the coup to the discard bucket"),
                 "action": {"action": "place_cards", "to": "discard_rack"}, "place": "rack"}
            ]
        },
        {
            "title": qsTr("Wagers"), "columns": 2, "items": [
                {"label": qsTr("Settle…"), "key": "S", "seq": "S", "tip": qsTr("Collect or pay a wager (or click its spot)"),
                 "command": "coup_settle"},
                {"label": qsTr("Vigorish…"), "key": "V", "seq": "V", "tip": qsTr("Collect or mark a seat's vigorish (or click its commission box)"),
                 "command": "coup_vigorish"}
            ]
        },
        {
            // Baccarat §15, Midi §13: the remedies of a card drawn in error.
            "title": qsTr("Irregularities"), "columns": 3, "items": [
                {"label": qsTr("Set aside"), "key": "I", "seq": "I", "tip": qsTr("Set the card drawn in error aside: the next hand's first card, or a disclosed one the first of a simulated round"),
                 "action": {"action": "set_card_aside"}, "place": "shoe"},
                {"label": qsTr("Burn ↑"), "key": "X", "seq": "X", "tip": qsTr("Place the disclosed card in the discard bucket"),
                 "action": {"action": "burn_card", "face": "up"}, "place": "shoe"},
                {"label": qsTr("Burn ↓"), "key": "⇧X", "seq": "Shift+X", "tip": qsTr("Draw one more card face down into the discard bucket, undisclosed"),
                 "action": {"action": "burn_card", "face": "down"}, "place": "shoe"}
            ]
        }
    ]

    // The round: the keys act on the spot under the cursor (← →, or a seat's number).
    readonly property var roundGroups: [
        {
            "title": qsTr("Calls"), "columns": 2, "items": [
                {"label": qsTr("Dealer's Card"), "key": "D", "seq": "D", "tip": qsTr("Announce \"Dealer's Card\" before the dealer's second card"),
                 "action": {"action": "announce", "call": "dealers_card"}, "place": "dealer"},
                {"label": qsTr("Insurance?"), "key": "I", "seq": "I", "tip": qsTr("Offer insurance to every box (under an ace)"),
                 "action": {"action": "offer_insurance"}, "place": "dealer"},
                {"label": qsTr("Total…"), "key": "T", "seq": "T", "tip": qsTr("Announce the total of the spot under the cursor"),
                 "command": "total"},
                {"label": qsTr("No more bets"), "key": "N", "seq": "N", "tip": qsTr("Announce \"no more bets\" (progressive table)"),
                 "action": {"action": "announce", "call": "no_more_bets"}, "place": "dealer"}
            ]
        },
        {
            "title": qsTr("Cards"), "columns": 3, "items": [
                {"label": qsTr("Deal"), "key": "Enter", "seq": "Return", "tip": qsTr("Deal a card face up to the spot under the cursor (or click the spot, or drag from the shoe)"),
                 "command": "deal"},
                {"label": qsTr("Face down"), "key": "⇧Enter", "seq": "Shift+Return", "tip": qsTr("Deal a card face down (Shift+click)"),
                 "command": "deal_down"},
                {"label": qsTr("Sideways"), "key": "^Enter", "seq": "Ctrl+Return", "tip": qsTr("Deal the double down's card sideways (Ctrl+click)"),
                 "command": "deal_sideways"},
                {"label": qsTr("Read hole"), "key": "K", "seq": "K", "tip": qsTr("Slide the hole card into the card reader"),
                 "action": {"action": "check_hole_card"}, "place": "dealer"},
                {"label": qsTr("Reveal hole"), "key": "R", "seq": "R", "tip": qsTr("Turn the dealer's hole card face up"),
                 "action": {"action": "reveal_hole_card"}, "place": "dealer"},
                {"label": qsTr("Pick up"), "key": "G", "seq": "G", "tip": qsTr("Pick up the cards of the spot under the cursor"),
                 "command": "pick_up"}
            ]
        },
        {
            "title": qsTr("Wagers"), "columns": 2, "items": [
                {"label": qsTr("Collect"), "key": "C", "seq": "C", "tip": qsTr("Collect the main wager of the spot under the cursor (click a wager for the others)"),
                 "command": "collect"},
                {"label": qsTr("Pay…"), "key": "P", "seq": "P", "tip": qsTr("Pay the main wager: build the payout from the chip rack"),
                 "command": "pay"},
                {"label": qsTr("Push"), "key": "U", "seq": "U", "tip": qsTr("A standoff: the wager stays with the player"),
                 "command": "push"},
                {"label": qsTr("Spot menu"), "key": "M", "seq": "M", "tip": qsTr("Every action at the spot under the cursor: surrender, insurance, side wagers, turn a card ..."),
                 "command": "menu"}
            ]
        },
        {
            "title": qsTr("Irregularities"), "columns": 2, "items": [
                {"label": qsTr("Burn down"), "key": "B", "seq": "B", "tip": qsTr("Burn the first card face down (a card drawn in error, a reshuffle)"),
                 "action": {"action": "burn_card", "face": "down"}, "place": "shoe"},
                {"label": qsTr("Burn up"), "key": "⇧B", "seq": "Shift+B", "tip": qsTr("Place a card found face up in the shoe in the rack"),
                 "action": {"action": "burn_card", "face": "up"}, "place": "shoe"},
                {"label": qsTr("Supervisor"), "key": "V", "seq": "V", "tip": qsTr("Notify the casino supervisor of an irregularity"),
                 "action": {"action": "call_supervisor", "reason": "irregularity"}, "place": "dealer"},
                {"label": qsTr("More…"), "key": "⇧M", "seq": "Shift+M", "tip": qsTr("Every other table action: hands dead, misdeal, shuffle, multiple action, progressive, 6 to 5"),
                 "command": "table_menu"}
            ]
        }
    ]

    readonly property var shoeGroups: [
        {
            "title": qsTr("Opening"), "columns": 3, "items": [
                {"label": qsTr("Inspect"), "key": "I", "seq": "I", "tip": qsTr("Sort and inspect the cards"),
                 "action": {"action": "inspect_cards"}},
                {"label": qsTr("Spread up"), "key": "S", "seq": "S", "tip": qsTr("Spread the cards face up by deck, suit and sequence"),
                 "action": {"action": "spread_cards", "face": "up"}},
                {"label": qsTr("Spread down"), "key": "\u21e7S", "seq": "Shift+S", "tip": qsTr("Spread the cards face down"),
                 "action": {"action": "spread_cards", "face": "down"}},
                {"label": qsTr("Turn down"), "key": "D", "seq": "D", "tip": qsTr("Turn the spread face down"),
                 "action": {"action": "turn_cards", "face": "down"}},
                {"label": qsTr("Turn up"), "key": "\u21e7D", "seq": "Shift+D", "tip": qsTr("Turn the spread face up"),
                 "action": {"action": "turn_cards", "face": "up"}},
                {"label": qsTr("Wash"), "key": "W", "seq": "W", "tip": qsTr("Wash (chemmy shuffle) the face-down cards"),
                 "action": {"action": "wash_cards"}},
                {"label": qsTr("Stack"), "key": "K", "seq": "K", "tip": qsTr("Gather the cards into a stack"),
                 "action": {"action": "stack_cards"}},
                {"label": qsTr("Call floor"), "key": "\u21e7V", "seq": "Shift+V", "tip": qsTr("Call the floorperson to verify the inspection"),
                 "action": {"action": "call_supervisor", "reason": "verify_inspection"}}
            ]
        },
        {
            "title": qsTr("Shuffle"), "columns": 2, "items": [
                {"label": qsTr("Plug / clear"), "key": "P", "seq": "P", "tip": qsTr("Plug: remove the cards left in the shoe to the discard rack"),
                 "action": {"action": "clear_shoe"}, "place": "shoe"},
                {"label": qsTr("Shuffle"), "key": "F", "seq": "F", "tip": qsTr("Shuffle the cards (one action)"),
                 "action": {"action": "shuffle"}},
                {"label": qsTr("Riffle"), "key": "R", "seq": "R", "tip": qsTr("Riffle the two halves together"),
                 "action": {"action": "shuffle_step", "step": "riffle"}},
                {"label": qsTr("Turn"), "key": "T", "seq": "T", "tip": qsTr("Turn one half of the stack"),
                 "action": {"action": "shuffle_step", "step": "turn"}},
                {"label": qsTr("Strip"), "key": "X", "seq": "X", "tip": qsTr("Strip (running cuts)"),
                 "action": {"action": "shuffle_step", "step": "strip"}},
                {"label": qsTr("Cut"), "key": "C", "seq": "C", "tip": qsTr("Cut the stack to finish the shuffle"),
                 "action": {"action": "shuffle_step", "step": "cut"}}
            ].concat(bar.baccarat ? [
                {"label": qsTr("Lace"), "key": "\u21e7L", "seq": "Shift+L", "tip": qsTr("Lace about one deck evenly into the stack (baccarat)"),
                 "action": {"action": "lace_cards"}}
            ] : []).concat(bar.doubleShoe ? [
                {"label": qsTr("Clear a side…"), "key": "\u21e7P", "seq": "Shift+P", "tip": qsTr("Double shoe: empty one side, or its segregated area, into the discard rack"),
                 "command": "double_shoe_clear"}
            ] : []).concat(bar.decksFromShuffler ? [
                {"label": qsTr("From shuffler"), "key": "\u21e7F", "seq": "Shift+F", "tip": qsTr("Take the other deck, shuffled, out of the shuffler (6 to 5 variation)"),
                 "action": {"action": "take_from_shuffler"}}
            ] : []).concat(bar.shoeBatches ? [
                {"label": qsTr("Batches…"), "key": "\u21e7K", "seq": "Shift+K", "tip": qsTr("The shuffler's two batches: spread, turn and stack each on its own; into and out of the shuffler"),
                 "command": "shoe_batches"}
            ] : [])
        },
        {
            "title": qsTr("Cut"), "columns": 2, "items": [
                {"label": qsTr("Proper cut"), "key": "Q", "seq": "Q", "tip": qsTr("Decline the cut and ask the player for a proper one"),
                 "action": {"action": "request_proper_cut"}},
                {"label": qsTr("Supervisor"), "key": "V", "seq": "V", "tip": qsTr("Call the supervisor about the cut (recut)"),
                 "action": {"action": "call_supervisor", "reason": "recut"}},
                {"label": qsTr("Complete cut"), "key": "M", "seq": "M", "tip": qsTr("Move the cards in front of the cut card to the back"),
                 "action": {"action": "complete_cut"}},
                {"label": qsTr("Cut myself"), "key": "U", "seq": "U", "tip": qsTr("Cut the cards yourself: place the cut card with \u2190 \u2192 / \u2191 \u2193, PgUp/PgDn, Enter"),
                 "action": {"action": "cut_cards"}, "placement": "dealer_cut"}
            ]
        },
        {
            "title": qsTr("Shoe"), "columns": 2, "items": [
                {"label": qsTr("Cut card"), "key": "N", "seq": "N", "tip": qsTr("Insert the cut card: drag it into the stack, or place it with \u2190 \u2192 / \u2191 \u2193, PgUp/PgDn, Enter"),
                 "action": {"action": "insert_cut_card"}, "placement": "insert"},
                {"label": qsTr("Load shoe"), "key": "L", "seq": "L", "tip": qsTr("Load the stack into the shoe"),
                 "action": {"action": "load_shoe"}, "place": "shoe"},
                {"label": qsTr("Burn down"), "key": "B", "seq": "B", "tip": qsTr("Burn the first card face down"),
                 "action": {"action": "burn_card", "face": "down"}, "place": "shoe"},
                {"label": qsTr("Burn up"), "key": "\u21e7B", "seq": "Shift+B", "tip": qsTr("Burn the first card face up"),
                 "action": {"action": "burn_card", "face": "up"}, "place": "shoe"},
                {"label": qsTr("Show burn"), "key": "O", "seq": "O", "tip": qsTr("Show the burn card to the player who asked"),
                 "action": {"action": "show_burn_card"}, "place": "rack"}
            ]
        }
    ]

    implicitHeight: Theme.px(146)
    color: Theme.surface
    Rectangle {
        width: parent.width
        height: 1
        color: Theme.border
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(12)
        anchors.rightMargin: Theme.px(12)
        anchors.topMargin: Theme.px(8)
        anchors.bottomMargin: Theme.px(8)
        spacing: Theme.px(10)

        Repeater {
            model: bar.groups
            delegate: Rectangle {
                id: group
                required property var modelData
                required property int index
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: group.modelData.columns * Theme.px(120)
                radius: Theme.px(8)
                color: Qt.rgba(1, 1, 1, 0.025)
                border.color: Theme.border

                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.px(7)
                    spacing: Theme.px(5)

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.px(8)
                        Text {
                            text: group.modelData.title.toUpperCase()
                            color: Theme.accent
                            font.pixelSize: Theme.fontPx(10.5)
                            font.bold: true
                            font.letterSpacing: 1.2
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            Layout.preferredHeight: 1
                            color: Theme.border
                        }
                        // Offering the cut is done at the seats.
                        Row {
                            visible: group.modelData.title === qsTr("Cut") || group.modelData.title === qsTr("Cards")
                            spacing: Theme.px(5)
                            Text {
                                anchors.verticalCenter: parent.verticalCenter
                                text: bar.round ? (bar.baccarat ? qsTr("Deal: click a hand") : qsTr("Deal: click a spot")) : qsTr("Offer: click a seat")
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontPx(10.5)
                            }
                            KeyCap {
                                anchors.verticalCenter: parent.verticalCenter
                                visible: !(bar.round && bar.baccarat)
                                text: "1\u2013" + bar.boxes
                            }
                        }
                    }

                    GridLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        columns: group.modelData.columns
                        columnSpacing: Theme.px(5)
                        rowSpacing: Theme.px(5)

                        Repeater {
                            model: group.modelData.items
                            delegate: ActionButton {
                                id: button
                                required property var modelData
                                objectName: "action_" + modelData.seq
                                Layout.fillWidth: true
                                Layout.fillHeight: true
                                Layout.preferredWidth: Theme.px(110)
                                Layout.preferredHeight: Theme.px(30)
                                Layout.maximumHeight: Theme.px(34)
                                text: modelData.label
                                keyLabel: modelData.key
                                sequence: modelData.seq
                                tip: modelData.tip
                                shortcutEnabled: bar.shortcutsEnabled
                                hinted: bar.sameAction(modelData.action, bar.hintAction)
                                onTriggered: {
                                    if (button.modelData.command)
                                        bar.commandRequested(button.modelData.command)
                                    else if (button.modelData.placement)
                                        bar.placementRequested(button.modelData.placement)
                                    else
                                        bar.actionRequested(button.modelData.action, button.modelData.place || "stack", 0)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

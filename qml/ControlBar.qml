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

    signal actionRequested(var action, string place, int seat)
    signal placementRequested(string intent)

    function sameAction(a: var, b: var): bool {
        if (!a || !b || !a.action || !b.action)
            return false
        if (a.action === "cut_cards" || a.action === "insert_cut_card")
            return a.action === b.action
        return a.action === b.action && a.face === b.face && a.step === b.step && a.reason === b.reason
    }

    readonly property var groups: [
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
            ]
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
                            visible: group.modelData.title === qsTr("Cut")
                            spacing: Theme.px(5)
                            Text {
                                anchors.verticalCenter: parent.verticalCenter
                                text: qsTr("Offer: click a seat")
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontPx(10.5)
                            }
                            KeyCap {
                                anchors.verticalCenter: parent.verticalCenter
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
                                    if (button.modelData.placement)
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

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtQuick.Templates as T

// Paying a wager by building the payout from the chip rack: each chip clicked
// (or dragged onto the felt, or added with its key 1..9) goes on a stack
// beside the wager, the total shown as it grows; Backspace takes the last chip
// back, Delete clears, Enter pays, Esc cancels. "Type an amount" (T) is the
// numeric entry for lessons that grade the amount only. It grades nothing:
// `confirmed(cents)` hands the amount to whoever asked, C++ grades it.
//
//   PayoutBuilder { id: payout; denominations: [100, 500, 2500]; onConfirmed: cents => ... }
//   payout.open(qsTr("Pay seat 3"), qsTr("Blackjack, 3 to 2 on $25"))
Item {
    id: builder

    // The table's chips, in cents (any order; the rack shows them smallest first).
    property var denominations: [100, 250, 500, 2500, 10000, 50000, 100000]
    // Whether "Type an amount" is offered.
    property bool allowNumeric: true
    // The wager being paid, in cents, drawn beside the payout; 0 draws none.
    property int wager: 0
    property string title: ""
    property string subtitle: ""

    // The chips placed so far, in cents, in the order placed (bottom first).
    property var chips: []
    readonly property int total: builder.chips.reduce((sum, value) => sum + value, 0)
    // Typing an amount instead of building it.
    property bool numeric: false
    // The typed amount in cents, -1 while it is not an amount.
    readonly property int typedCents: builder.parseAmount(amountField.text)
    property string numericError: ""
    readonly property bool opened: dialog.opened
    // The chips of the rack, smallest first: key 1 is the first.
    readonly property var rack: (builder.denominations || []).filter(value => value > 0).slice().sort((a, b) => a - b)
    property alias popup: dialog

    // The value of the chip being dragged from the rack (0: none) and where it is.
    property int dragValue: 0
    property point dragScenePosition: Qt.point(0, 0)
    property bool settled: false

    signal confirmed(int cents)
    signal cancelled

    function open(title: string, subtitle: string) {
        builder.title = title
        builder.subtitle = subtitle
        builder.chips = []
        builder.numeric = false
        builder.numericError = ""
        builder.settled = false
        builder.dragValue = 0
        amountField.text = ""
        dialog.open()
    }

    // Closes without paying: `cancelled()`.
    function cancel() {
        dialog.close()
    }

    function addChip(cents: int) {
        if (cents > 0)
            builder.chips = builder.chips.concat([cents])
    }
    function undo() {
        if (builder.chips.length > 0)
            builder.chips = builder.chips.slice(0, builder.chips.length - 1)
    }
    function clear() {
        builder.chips = []
    }
    function setNumeric(on: bool) {
        builder.numeric = on && builder.allowNumeric
        builder.numericError = ""
        if (builder.numeric)
            amountField.forceActiveFocus()
        else
            builder.focusRack()
    }
    // Keyboard focus on the rack's first chip: Tab goes on through the rack,
    // then the buttons; the keys of the builder work from any of them.
    function focusRack() {
        const first = rackRepeater.count > 0 ? rackRepeater.itemAt(0) : null
        if (first)
            first.forceActiveFocus()
        else
            content.forceActiveFocus()
    }

    // Pays what is on the felt (or typed): closes, then `confirmed(cents)`.
    function pay() {
        if (!dialog.opened || builder.settled)
            return
        let cents = builder.total
        if (builder.numeric) {
            builder.numericError = builder.amountProblem(amountField.text)
            if (builder.numericError.length > 0) {
                amountField.forceActiveFocus()
                return
            }
            cents = builder.parseAmount(amountField.text)
        }
        if (cents <= 0)
            return
        builder.settled = true
        dialog.close()
        builder.confirmed(cents)
    }

    // "37.5", "37.50", "$37.50", "$1,000", "1000", ".50" -> cents; -1 if it is not an amount.
    function parseAmount(text: string): int {
        const trimmed = text.trim().replace(/^\$\s*/, "")
        const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2}))?$/.exec(trimmed)
        if (!match || (match[1].length === 0 && match[2] === undefined))
            return -1
        const digits = match[1].replace(/,/g, "")
        if (digits.length > 7)
            return -1
        const dollars = digits.length > 0 ? parseInt(digits, 10) : 0
        const cents = match[2] === undefined ? 0 : parseInt(match[2].length === 1 ? match[2] + "0" : match[2], 10)
        return dollars * 100 + cents
    }

    // Why `text` is not a payout ("" when it is one).
    function amountProblem(text: string): string {
        const trimmed = text.trim()
        if (trimmed.length === 0)
            return qsTr("Type the amount to pay, for example 37.50.")
        const cents = builder.parseAmount(trimmed)
        if (cents < 0) {
            if (/^\$?\s*[\d,]*\.\d{3,}$/.test(trimmed))
                return qsTr("“%1” has more than two digits of cents.").arg(trimmed)
            if (/^\$?\s*[\d,]{8,}/.test(trimmed) && /^\$?\s*[\d,.]+$/.test(trimmed))
                return qsTr("“%1” is more than a table pays.").arg(trimmed)
            return qsTr("“%1” is not an amount: type dollars and cents, for example 37.50 or $37.50.").arg(trimmed)
        }
        if (cents === 0)
            return qsTr("A payout is more than $0.")
        return ""
    }

    function handleKey(event: KeyEvent) {
        if (builder.numeric) {
            // The field pays on Enter itself; from the buttons, Enter pays too.
            if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && !amountField.activeFocus) {
                builder.pay()
                event.accepted = true
            }
            return
        }
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9 && event.modifiers === Qt.NoModifier) {
            const index = event.key - Qt.Key_1
            if (index < builder.rack.length)
                builder.addChip(builder.rack[index])
            event.accepted = true
        } else if (event.key === Qt.Key_Backspace) {
            builder.undo()
            event.accepted = true
        } else if (event.key === Qt.Key_Delete) {
            builder.clear()
            event.accepted = true
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            builder.pay()
            event.accepted = true
        } else if (event.key === Qt.Key_T && builder.allowNumeric) {
            builder.setNumeric(true)
            event.accepted = true
        }
    }

    // A chip dragged from the rack and let go over the felt is placed.
    function dropChip(cents: int, scenePosition: point) {
        if (builder.overPayout(scenePosition))
            builder.addChip(cents)
    }
    function overPayout(scenePosition: point): bool {
        const local = payZone.mapFromItem(null, scenePosition.x, scenePosition.y)
        return local.x >= 0 && local.y >= 0 && local.x <= payZone.width && local.y <= payZone.height
    }

    AppDialog {
        id: dialog
        objectName: "payoutDialog"
        parent: T.Overlay.overlay
        title: builder.title
        width: Math.min(Theme.px(660), (dialog.parent ? dialog.parent.width : Theme.px(700)) - Theme.px(40))
        closePolicy: Popup.CloseOnEscape
        focus: true

        onOpened: builder.focusRack()
        onClosed: {
            builder.dragValue = 0
            if (!builder.settled) {
                builder.settled = true
                builder.cancelled()
            }
        }

        FocusScope {
            id: content
            objectName: "payoutContent"
            implicitWidth: Theme.px(600)
            implicitHeight: layout.implicitHeight
            width: dialog.availableWidth
            focus: true
            Accessible.role: Accessible.Dialog
            Accessible.name: builder.title
            Accessible.description: qsTr("Build the payout from the chip rack: keys 1 to 9 add chips, Backspace takes the last back, Enter pays, Escape cancels.")
            Keys.onPressed: event => builder.handleKey(event)

            ColumnLayout {
                id: layout
                width: parent.width
                spacing: Theme.px(14)

                Text {
                    objectName: "payoutSubtitle"
                    Layout.fillWidth: true
                    visible: builder.subtitle.length > 0
                    text: builder.subtitle
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontPx(14)
                }

                // The felt: the wager, the payout growing beside it, the total.
                Rectangle {
                    id: felt
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.px(210)
                    radius: Theme.px(10)
                    clip: true
                    gradient: Gradient {
                        GradientStop {
                            position: 0.0
                            color: Theme.feltCentre
                        }
                        GradientStop {
                            position: 1.0
                            color: Theme.feltEdge
                        }
                    }
                    border.color: Qt.rgba(0, 0, 0, 0.4)
                    border.width: 1

                    Column {
                        id: wagerColumn
                        visible: builder.wager > 0
                        anchors.left: parent.left
                        anchors.leftMargin: Theme.px(22)
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: Theme.px(14)
                        spacing: Theme.px(4)
                        ChipStack {
                            objectName: "wagerStack"
                            anchors.horizontalCenter: parent.horizontalCenter
                            amount: builder.wager
                            denominations: builder.denominations
                            chipSize: Theme.px(50)
                            showAmount: true
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("Wager")
                            color: Theme.feltLine
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontPx(12)
                        }
                    }

                    // Where the payout goes: chips dropped here are placed.
                    Item {
                        id: payZone
                        objectName: "payoutZone"
                        anchors.left: builder.wager > 0 ? wagerColumn.right : parent.left
                        anchors.leftMargin: Theme.px(22)
                        anchors.right: totalPanel.left
                        anchors.rightMargin: Theme.px(12)
                        anchors.top: parent.top
                        anchors.bottom: parent.bottom

                        Column {
                            anchors.left: parent.left
                            anchors.bottom: parent.bottom
                            anchors.bottomMargin: Theme.px(14)
                            spacing: Theme.px(4)
                            ChipStack {
                                id: payStack
                                objectName: "payoutStack"
                                anchors.horizontalCenter: parent.horizontalCenter
                                chips: builder.numeric ? (builder.typedCents > 0 ? null : []) : builder.chips
                                amount: Math.max(0, builder.typedCents)
                                denominations: builder.denominations
                                chipSize: Theme.px(56)
                                showPlaceholder: true
                                showAmount: payStack.shownChips.length > 0
                                highlighted: builder.dragValue > 0 && builder.overPayout(builder.dragScenePosition)
                            }
                            Text {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: builder.numeric ? qsTr("Payout (as typed)") : qsTr("Payout")
                                color: Theme.feltLine
                                font.family: Theme.fontFamily
                                font.pixelSize: Theme.fontPx(12)
                            }
                        }
                    }

                    ColumnLayout {
                        id: totalPanel
                        anchors.right: parent.right
                        anchors.rightMargin: Theme.px(18)
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: Theme.px(4)

                        Text {
                            Layout.alignment: Qt.AlignRight
                            text: qsTr("To pay")
                            color: Theme.feltLine
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontPx(12)
                        }
                        Text {
                            objectName: "payoutTotal"
                            Layout.alignment: Qt.AlignRight
                            text: Theme.money(builder.numeric ? Math.max(0, builder.typedCents) : builder.total)
                            color: Theme.text
                            font.family: Theme.displayFamily
                            font.bold: true
                            font.pixelSize: Theme.fontPx(32)
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("Payout total %1").arg(text)
                        }
                        Text {
                            Layout.alignment: Qt.AlignRight
                            visible: !builder.numeric
                            text: builder.chips.length === 1 ? qsTr("1 chip") : qsTr("%1 chips").arg(builder.chips.length)
                            color: Theme.feltLine
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontPx(12)
                        }
                        RowLayout {
                            Layout.alignment: Qt.AlignRight
                            Layout.topMargin: Theme.px(6)
                            visible: !builder.numeric
                            spacing: Theme.px(6)
                            AppButton {
                                objectName: "undoChipButton"
                                text: qsTr("Undo")
                                shortcutText: "Bksp"
                                fontSize: 13
                                implicitHeight: Theme.px(34)
                                leftPadding: Theme.px(12)
                                rightPadding: Theme.px(12)
                                enabled: builder.chips.length > 0
                                Accessible.name: qsTr("Take back the last chip")
                                onClicked: builder.undo()
                            }
                            AppButton {
                                objectName: "clearChipsButton"
                                text: qsTr("Clear")
                                shortcutText: "Del"
                                fontSize: 13
                                implicitHeight: Theme.px(34)
                                leftPadding: Theme.px(12)
                                rightPadding: Theme.px(12)
                                enabled: builder.chips.length > 0
                                Accessible.name: qsTr("Take back all the chips")
                                onClicked: builder.clear()
                            }
                        }
                    }
                }

                // The rack: one chip per denomination.
                Item {
                    Layout.fillWidth: true
                    Layout.preferredHeight: rackRow.implicitHeight
                    visible: !builder.numeric

                    Row {
                        id: rackRow
                        objectName: "chipRack"
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: Theme.px(6)

                        Repeater {
                            id: rackRepeater
                            model: builder.rack
                            delegate: AbstractButton {
                                id: rackChip
                                required property int index
                                required property var modelData
                                readonly property int value: Number(rackChip.modelData)
                                readonly property string key: rackChip.index < 9 ? String(rackChip.index + 1) : ""

                                objectName: "rackChip" + rackChip.value
                                implicitWidth: Theme.px(64)
                                implicitHeight: rackChip.implicitContentHeight + rackChip.topPadding + rackChip.bottomPadding
                                padding: Theme.px(5)
                                focusPolicy: Qt.StrongFocus
                                hoverEnabled: true
                                Accessible.role: Accessible.Button
                                Accessible.name: qsTr("Add a %1 chip").arg(Theme.money(rackChip.value))
                                Accessible.description: rackChip.key.length > 0 ? qsTr("Key %1").arg(rackChip.key) : ""
                                onClicked: builder.addChip(rackChip.value)

                                background: Rectangle {
                                    radius: Theme.px(8)
                                    color: rackChip.hovered ? Theme.surfaceHover : "transparent"
                                    border.width: rackChip.visualFocus ? Theme.px(2) : 0
                                    border.color: Theme.focus
                                }
                                contentItem: Column {
                                    spacing: Theme.px(4)
                                    CasinoChip {
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        width: Theme.px(50)
                                        colour: Theme.chipColour(rackChip.value)
                                        insert: Theme.chipInsert(rackChip.value)
                                        scale: rackChip.down ? 0.92 : 1.0
                                        Text {
                                            anchors.centerIn: parent
                                            width: parent.width * 0.56
                                            horizontalAlignment: Text.AlignHCenter
                                            fontSizeMode: Text.HorizontalFit
                                            minimumPixelSize: 7
                                            text: Theme.chipLabel(rackChip.value)
                                            color: Theme.chipInk(rackChip.value)
                                            font.family: Theme.fontFamily
                                            font.bold: true
                                            font.pixelSize: Theme.fontPx(14)
                                        }
                                    }
                                    Text {
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: Theme.money(rackChip.value)
                                        color: Theme.textMuted
                                        font.family: Theme.fontFamily
                                        font.pixelSize: Theme.fontPx(11)
                                    }
                                    KeyCap {
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        visible: rackChip.key.length > 0
                                        text: rackChip.key
                                    }
                                }

                                // Dragging a chip onto the felt places it too.
                                DragHandler {
                                    id: dragger
                                    target: null
                                    onActiveChanged: {
                                        if (dragger.active) {
                                            builder.dragScenePosition = dragger.centroid.scenePosition
                                            builder.dragValue = rackChip.value
                                        } else if (builder.dragValue > 0) {
                                            builder.dragValue = 0
                                            builder.dropChip(rackChip.value, builder.dragScenePosition)
                                        }
                                    }
                                    onCentroidChanged: {
                                        if (dragger.active)
                                            builder.dragScenePosition = dragger.centroid.scenePosition
                                    }
                                }
                            }
                        }
                    }
                }

                // Typing the amount instead.
                ColumnLayout {
                    Layout.fillWidth: true
                    visible: builder.numeric
                    spacing: Theme.px(6)

                    Text {
                        text: qsTr("Amount to pay")
                        color: Theme.text
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontPx(13)
                    }
                    TextField {
                        id: amountField
                        objectName: "payoutAmountField"
                        Layout.fillWidth: true
                        placeholderText: qsTr("For example 37.50")
                        placeholderTextColor: Theme.textDim
                        color: Theme.text
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontPx(16)
                        selectByMouse: true
                        maximumLength: 20
                        inputMethodHints: Qt.ImhFormattedNumbersOnly
                        leftPadding: Theme.px(14)
                        implicitHeight: Theme.px(42)
                        Accessible.name: qsTr("Amount to pay, in dollars and cents")
                        background: Rectangle {
                            radius: Theme.px(8)
                            color: Theme.window
                            border.width: amountField.activeFocus ? Theme.px(2) : 1
                            border.color: builder.numericError.length > 0
                                          ? Theme.error : amountField.activeFocus ? Theme.accent : Theme.borderStrong
                        }
                        onTextChanged: builder.numericError = ""
                        onAccepted: builder.pay()
                    }
                    Text {
                        objectName: "payoutAmountError"
                        Layout.fillWidth: true
                        visible: builder.numericError.length > 0
                        text: builder.numericError
                        color: Theme.error
                        wrapMode: Text.Wrap
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontPx(13)
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                }
            }

            // The chip following the pointer while dragged from the rack.
            CasinoChip {
                objectName: "draggedChip"
                visible: builder.dragValue > 0
                readonly property point local: content.mapFromItem(null, builder.dragScenePosition.x,
                                                                   builder.dragScenePosition.y)
                width: Theme.px(50)
                x: local.x - width / 2
                y: local.y - height / 2
                z: 10
                opacity: 0.9
                colour: Theme.chipColour(builder.dragValue)
                insert: Theme.chipInsert(builder.dragValue)
                Text {
                    anchors.centerIn: parent
                    text: Theme.chipLabel(builder.dragValue)
                    color: Theme.chipInk(builder.dragValue)
                    font.family: Theme.fontFamily
                    font.bold: true
                    font.pixelSize: Theme.fontPx(14)
                }
            }
        }

        footer: Item {
            implicitHeight: Theme.px(68)
            AppButton {
                objectName: "payoutModeButton"
                anchors.left: parent.left
                anchors.leftMargin: Theme.px(22)
                anchors.verticalCenter: parent.verticalCenter
                visible: builder.allowNumeric
                variant: "ghost"
                text: builder.numeric ? qsTr("Use chips") : qsTr("Type an amount")
                shortcutText: builder.numeric ? "" : "T"
                Accessible.name: builder.numeric ? qsTr("Build the payout from chips")
                                                 : qsTr("Type the amount instead of building it from chips")
                onClicked: builder.setNumeric(!builder.numeric)
            }
            Row {
                anchors.right: parent.right
                anchors.rightMargin: Theme.px(22)
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.px(10)
                AppButton {
                    objectName: "cancelPayoutButton"
                    text: qsTr("Cancel")
                    shortcutText: "Esc"
                    Accessible.name: qsTr("Cancel the payout")
                    onClicked: builder.cancel()
                }
                AppButton {
                    objectName: "payButton"
                    variant: "primary"
                    text: builder.numeric ? qsTr("Pay") : qsTr("Pay %1").arg(Theme.money(builder.total))
                    shortcutText: "Enter"
                    enabled: builder.numeric ? amountField.text.trim().length > 0 : builder.total > 0
                    Accessible.name: builder.numeric ? qsTr("Pay the amount typed")
                                                     : qsTr("Pay %1").arg(Theme.money(builder.total))
                    onClicked: builder.pay()
                }
            }
        }
    }
}

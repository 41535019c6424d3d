pragma ComponentBehavior: Bound

import QtQuick

// An amount (cents) drawn as the chips a dealer would stack for it, seen at a
// slight angle: the largest denominations at the bottom, each chip's edge with
// its spots and its value, the top chip's face with its value. More than
// `maxPerColumn` chips continue in a second column to the right.
// With `chips` set (a list of cents, in the order placed) it draws exactly
// those chips instead, bottom first: the payout builder's growing stack.
Item {
    id: stack

    // The amount to draw, in cents (ignored when `chips` is set).
    property int amount: 0
    // The table's chips, in cents (any order).
    property var denominations: [100000, 50000, 10000, 2500, 500, 250, 100, 50, 25]
    // Explicit chips, bottom first; null to draw `amount`.
    property var chips: null
    property real chipSize: Theme.px(40)
    property int maxPerColumn: 10
    property bool showAmount: false
    property bool highlighted: false
    // An empty stack shows a faint ring where the chips will go.
    property bool showPlaceholder: false

    // The chips drawn, bottom first (of the first column, then the next).
    readonly property bool explicitChips: stack.chips !== null && stack.chips !== undefined
    readonly property var shownChips: stack.explicitChips ? Array.from(stack.chips)
                                                          : stack.decompose(stack.amount, stack.denominations)
    // Their total, in cents.
    readonly property int total: stack.sum(stack.shownChips)
    // What could not be made from the denominations (cents); 0 normally.
    readonly property int remainder: stack.explicitChips ? 0 : stack.amount - stack.total
    readonly property var columns: stack.splitColumns(stack.shownChips, stack.maxPerColumn)
    readonly property int tallest: stack.columns.reduce((most, column) => Math.max(most, column.length), 0)

    readonly property real faceHeight: stack.chipSize * 0.42
    readonly property real edge: Math.max(2, stack.chipSize * 0.17)
    readonly property real columnGap: stack.chipSize * 0.14
    readonly property real chipsHeight: stack.faceHeight + stack.edge * Math.max(stack.tallest, 1)
    readonly property string description: stack.describe(stack.shownChips)

    implicitWidth: Math.max(1, stack.columns.length) * stack.chipSize
                   + Math.max(0, stack.columns.length - 1) * stack.columnGap
    implicitHeight: stack.chipsHeight + (stack.showAmount ? amountPill.height + Theme.px(6) : 0)

    Accessible.role: Accessible.Graphic
    Accessible.name: stack.description

    function sum(list: var): int {
        let total = 0
        for (let i = 0; i < list.length; ++i)
            total += list[i]
        return total
    }

    // The chips for `cents`, largest first: greedy, but giving back a large
    // chip when the rest cannot be made otherwise ($3 with $2.50 and $1 chips
    // is three $1 chips). What cannot be made at all is left out.
    function decompose(cents: int, denominations: var): var {
        const values = (denominations || []).filter(value => value > 0).slice().sort((a, b) => b - a)
        const make = (rest, index) => {
            if (rest === 0)
                return []
            if (index >= values.length)
                return null
            const most = Math.floor(rest / values[index])
            for (let count = most; count >= Math.max(0, most - 4); --count) {
                const tail = make(rest - count * values[index], index + 1)
                if (tail !== null)
                    return new Array(count).fill(values[index]).concat(tail)
            }
            return null
        }
        const exact = cents > 0 ? make(cents, 0) : []
        if (exact !== null)
            return exact
        let rest = cents
        const greedy = []
        for (const value of values) {
            while (rest >= value) {
                greedy.push(value)
                rest -= value
            }
        }
        return greedy
    }

    function splitColumns(list: var, perColumn: int): var {
        const result = []
        const size = Math.max(1, perColumn)
        for (let i = 0; i < list.length; i += size)
            result.push(list.slice(i, i + size))
        return result
    }

    // "$37.50 in chips: one $25, two $5, one $2.50" (largest first).
    function describe(list: var): string {
        if (list.length === 0)
            return qsTr("No chips")
        const counts = {}
        for (const value of list)
            counts[value] = (counts[value] || 0) + 1
        const values = Object.keys(counts).map(Number).sort((a, b) => b - a)
        const parts = values.map(value => String(counts[value]) + " × " + Theme.money(value))
        return qsTr("%1 in chips: %2").arg(Theme.money(stack.sum(list))).arg(parts.join(", "))
    }

    // The highlight: a soft brass outline around the chips.
    Rectangle {
        visible: stack.highlighted
        x: -Theme.px(6)
        y: -Theme.px(6)
        width: stack.implicitWidth + Theme.px(12)
        height: stack.chipsHeight + Theme.px(12)
        radius: Theme.px(10)
        color: Qt.rgba(0.85, 0.71, 0.36, 0.16)
        border.width: Math.max(1, Theme.px(2))
        border.color: Theme.accent
    }

    // Where the chips will go.
    Rectangle {
        visible: stack.showPlaceholder && stack.shownChips.length === 0
        x: 0
        y: stack.chipsHeight - stack.faceHeight - stack.edge
        width: stack.chipSize
        height: stack.chipSize
        radius: stack.chipSize / 2
        color: Qt.rgba(1, 1, 1, 0.05)
        border.width: Math.max(1, Theme.px(1.5))
        border.color: Qt.rgba(1, 1, 1, 0.35)
        transform: Scale {
            yScale: 0.42
        }
    }

    Repeater {
        model: stack.columns.length
        delegate: Item {
            id: column
            required property int index
            readonly property var columnChips: stack.columns[column.index]

            x: column.index * (stack.chipSize + stack.columnGap)
            y: 0
            width: stack.chipSize
            height: stack.chipsHeight

            // The shadow on the felt.
            Rectangle {
                x: stack.chipSize * 0.06
                y: column.height - stack.faceHeight - stack.edge * 0.2
                width: stack.chipSize
                height: stack.chipSize
                radius: width / 2
                color: Qt.rgba(0, 0, 0, 0.32)
                transform: Scale {
                    yScale: 0.42
                }
            }

            Repeater {
                model: column.columnChips.length
                delegate: Item {
                    id: chip
                    required property int index
                    readonly property int value: column.columnChips[chip.index]
                    readonly property color colour: Theme.chipColour(chip.value)
                    readonly property color sideColour: Qt.darker(chip.colour, 1.1)
                    readonly property bool isTop: chip.index === column.columnChips.length - 1
                    readonly property bool labelOnEdge: stack.edge >= Theme.px(6)

                    objectName: "stackChip"
                    width: stack.chipSize
                    height: stack.faceHeight + stack.edge
                    y: column.height - stack.faceHeight - (chip.index + 1) * stack.edge

                    // The bottom rim, then the side band between the faces.
                    Rectangle {
                        y: stack.edge
                        width: stack.chipSize
                        height: stack.chipSize
                        radius: stack.chipSize / 2
                        color: chip.sideColour
                        // About one pixel at the front once squashed: the line between two chips.
                        border.width: Math.max(1, Theme.px(1)) / 0.42
                        border.color: Qt.darker(chip.colour, 1.9)
                        transform: Scale {
                            yScale: 0.42
                        }
                    }
                    Rectangle {
                        y: stack.faceHeight / 2
                        width: stack.chipSize
                        height: stack.edge
                        color: chip.sideColour
                        // The outline of the side's ends.
                        Rectangle {
                            width: 1
                            height: parent.height
                            color: Qt.darker(chip.colour, 1.9)
                        }
                        Rectangle {
                            x: parent.width - 1
                            width: 1
                            height: parent.height
                            color: Qt.darker(chip.colour, 1.9)
                        }
                    }
                    // The spots on the edge, foreshortened around the curve.
                    Repeater {
                        model: chip.labelOnEdge ? (chip.index % 2 ? [-74, 74] : [-52, 52])
                                                : [-60 + (chip.index % 2) * 30, (chip.index % 2) * 30, 60 + (chip.index % 2) * 30]
                        delegate: Rectangle {
                            id: spot
                            required property var modelData
                            readonly property real angle: Number(spot.modelData) * Math.PI / 180
                            readonly property real spotWidth: stack.chipSize * 0.11 * Math.cos(spot.angle)
                            visible: Math.abs(Number(spot.modelData)) < 85
                            x: stack.chipSize / 2 + Math.sin(spot.angle) * stack.chipSize / 2 - spot.width / 2
                            y: stack.faceHeight / 2 + Math.cos(spot.angle) * stack.faceHeight / 2 + stack.edge * 0.12
                            width: Math.max(1, spot.spotWidth)
                            height: stack.edge * 0.76
                            color: Theme.chipInsert(chip.value)
                        }
                    }
                    // The value on the edge, so every chip in the stack is readable.
                    Text {
                        visible: chip.labelOnEdge
                        anchors.horizontalCenter: parent.horizontalCenter
                        y: stack.faceHeight
                        height: stack.edge
                        verticalAlignment: Text.AlignVCenter
                        text: Theme.chipLabel(chip.value)
                        color: Theme.chipInk(chip.value)
                        font.family: Theme.fontFamily
                        font.bold: true
                        font.pixelSize: Math.max(6, Math.round(stack.edge * 0.92))
                    }
                    // The top face of the top chip.
                    CasinoChip {
                        visible: chip.isTop
                        width: stack.chipSize
                        colour: chip.colour
                        insert: Theme.chipInsert(chip.value)
                        transform: Scale {
                            yScale: 0.42
                        }
                    }
                    Text {
                        visible: chip.isTop
                        x: (stack.chipSize - width) / 2
                        y: (stack.faceHeight - height) / 2
                        width: stack.chipSize * 0.56
                        height: stack.faceHeight * 0.7
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        fontSizeMode: Text.Fit
                        minimumPixelSize: 6
                        text: Theme.chipLabel(chip.value)
                        color: Theme.chipInk(chip.value)
                        font.family: Theme.fontFamily
                        font.bold: true
                        font.pixelSize: Math.max(6, Math.round(stack.chipSize * 0.26))
                    }
                }
            }
        }
    }

    Rectangle {
        id: amountPill
        objectName: "chipStackAmount"
        visible: stack.showAmount
        anchors.horizontalCenter: parent.horizontalCenter
        y: stack.chipsHeight + Theme.px(6)
        width: amountText.implicitWidth + Theme.px(12)
        height: amountText.implicitHeight + Theme.px(4)
        radius: height / 2
        color: Qt.rgba(0, 0, 0, 0.45)
        Text {
            id: amountText
            anchors.centerIn: parent
            text: Theme.money(stack.explicitChips ? stack.total : stack.amount)
            color: Theme.text
            font.family: Theme.fontFamily
            font.bold: true
            font.pixelSize: Theme.fontPx(12)
        }
    }
}

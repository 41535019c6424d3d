pragma ComponentBehavior: Bound

import QtQuick

// The stack on the layout, cards on edge, seen from above: its length is
// proportional to the number of cards. The BACK of the stack is at the left
// end, the FRONT (the first card to be dealt once loaded) at the right end,
// as it will sit in the shoe on the dealer's left.
Item {
    id: stack

    property int count: 0
    property real pxPerCard: Theme.px(2.2)
    property bool asDecks: false            // decks as received, before they are spread
    property int cutFromFront: -1           // a cut card placed for the cut (player's or dealer's)
    property int cutFromBack: -1            // the cut card inserted for the end of the shoe
    property bool showShuffle: false
    property int riffles: 0
    property bool turned: false
    property bool stripped: false
    // The backs' colour: a shuffler's two batches differ (Blackjack §2(b), the second (b)).
    property color backColour: Theme.cardBack

    // The cut card held over the stack (drag or keyboard): where it would go.
    property bool previewing: false
    property int previewBehind: 0
    property string previewLabel: ""

    readonly property real barHeight: Theme.px(46)
    readonly property real barWidth: Math.max(Theme.px(4), stack.count * stack.pxPerCard)
    // What the shuffle has done so far (state, not advice).
    readonly property list<string> shuffleNotes: {
        const notes = []
        if (stack.riffles > 0)
            notes.push(qsTr("Riffles: %1").arg(stack.riffles))
        if (stack.turned)
            notes.push(qsTr("Turned"))
        if (stack.stripped)
            notes.push(qsTr("Stripped"))
        return notes
    }
    readonly property int deckBricks: Math.max(1, Math.ceil(stack.count / 52))

    // Cards behind a point of the stack (in this item's coordinates).
    function behindAt(localX: real): int {
        return Math.max(0, Math.min(stack.count, Math.round((localX - bar.x) / stack.pxPerCard)))
    }
    function xForBehind(behind: int): real {
        return bar.x + behind * stack.pxPerCard
    }
    // Whether a point (this item's coordinates) is over the stack, with some slack.
    function accepts(localX: real, localY: real): bool {
        const slack = Theme.px(28)
        return stack.count > 0 && !stack.asDecks && localX >= bar.x - slack && localX <= bar.x + bar.width + slack
                && localY >= bar.y - Theme.px(56) && localY <= bar.y + bar.height + Theme.px(40)
    }

    implicitWidth: stack.barWidth
    implicitHeight: stack.barHeight

    // Decks as they come to the table: one brick per deck.
    Row {
        anchors.centerIn: parent
        visible: stack.asDecks && stack.count > 0
        spacing: Theme.px(14)
        Repeater {
            model: stack.asDecks ? stack.deckBricks : 0
            delegate: Item {
                width: Theme.px(44)
                height: Theme.px(62)
                Rectangle {
                    x: Theme.px(4); y: Theme.px(5)
                    width: parent.width - Theme.px(4); height: parent.height - Theme.px(5)
                    radius: Theme.px(4)
                    color: "#d8d2c3"
                    border.color: "#a49d8c"
                }
                Rectangle {
                    x: Theme.px(2); y: Theme.px(2.5)
                    width: parent.width - Theme.px(4); height: parent.height - Theme.px(5)
                    radius: Theme.px(4)
                    color: "#ebe6da"
                    border.color: "#b5ae9d"
                }
                PlayingCard {
                    width: parent.width - Theme.px(4)
                    height: parent.height - Theme.px(5)
                    faceUp: false
                }
            }
        }
    }

    // The stack itself.
    Item {
        id: bar
        objectName: "stackBar"
        visible: !stack.asDecks && stack.count > 0
        width: stack.barWidth
        height: stack.barHeight
        x: (stack.width - width) / 2
        y: (stack.height - height) / 2

        Behavior on width {
            NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic }
        }

        // Shadow on the felt.
        Rectangle {
            x: Theme.px(3); y: Theme.px(5)
            width: parent.width; height: parent.height
            radius: Theme.px(4)
            color: Qt.rgba(0, 0, 0, 0.35)
        }

        // Back half and front half: they part for a riffle.
        Repeater {
            model: 2
            delegate: Rectangle {
                id: half
                required property int index
                property real part: 0
                x: index === 0 ? -half.part : bar.width / 2 + half.part
                width: index === 0 ? bar.width / 2 + 1 : bar.width / 2
                height: bar.height
                radius: Theme.px(3)
                gradient: Gradient {
                    GradientStop { position: 0.0; color: "#cfc8b6" }
                    GradientStop { position: 0.18; color: "#f6f2e8" }
                    GradientStop { position: 0.82; color: "#ece6d8" }
                    GradientStop { position: 1.0; color: "#b9b19d" }
                }
                // Fine lines between the cards.
                Row {
                    anchors.fill: parent
                    anchors.topMargin: Theme.px(3)
                    anchors.bottomMargin: Theme.px(3)
                    spacing: Math.max(2, stack.pxPerCard * 4) - 1
                    clip: true
                    Repeater {
                        model: Math.floor(half.width / Math.max(2, stack.pxPerCard * 4))
                        delegate: Rectangle {
                            width: 1
                            height: parent ? parent.height : 0
                            color: Qt.rgba(0.45, 0.4, 0.32, 0.22)
                        }
                    }
                }
                Connections {
                    target: stack
                    function onRifflesChanged() {
                        if (stack.riffles > 0)
                            riffleAnimation.restart()
                    }
                }
                SequentialAnimation {
                    id: riffleAnimation
                    NumberAnimation { target: half; property: "part"; to: Theme.px(18); duration: 120; easing.type: Easing.OutQuad }
                    NumberAnimation { target: half; property: "part"; to: 0; duration: 200; easing.type: Easing.InOutQuad }
                }
            }
        }

        // The outside cards show their backs at both ends.
        Rectangle {
            width: Math.max(2, Theme.px(3))
            height: parent.height
            radius: 1
            color: stack.backColour
        }
        Rectangle {
            x: parent.width - width
            width: Math.max(2, Theme.px(3))
            height: parent.height
            radius: 1
            color: stack.backColour
        }

        // The cut card standing in the stack.
        Rectangle {
            id: cutMarker
            objectName: "stackCutCard"
            readonly property int behind: stack.cutFromBack >= 0 ? stack.cutFromBack
                                        : stack.cutFromFront >= 0 ? stack.count - stack.cutFromFront : -1
            visible: behind >= 0
            width: Math.max(3, Theme.px(5))
            height: bar.height + Theme.px(22)
            x: behind * stack.pxPerCard - width / 2
            y: visible ? -Theme.px(14) : -Theme.px(60)
            radius: 1
            color: Theme.cutCard
            border.color: Theme.cutCardEdge
            Behavior on y {
                NumberAnimation { duration: Theme.medium; easing.type: Easing.OutBack }
            }
            Behavior on x {
                NumberAnimation { duration: Theme.fast }
            }
        }
    }

    // End labels.
    Text {
        visible: bar.visible
        x: bar.x
        y: bar.y + bar.height + Theme.px(4)
        text: qsTr("BACK")
        color: Theme.feltInk(0.75)
        font.pixelSize: Theme.fontPx(10)
        font.bold: true
        font.letterSpacing: 1
    }
    Text {
        visible: bar.visible
        x: bar.x + bar.width - width
        y: bar.y + bar.height + Theme.px(4)
        text: qsTr("FRONT")
        color: Theme.feltInk(0.75)
        font.pixelSize: Theme.fontPx(10)
        font.bold: true
        font.letterSpacing: 1
    }
    Text {
        visible: bar.visible || (stack.asDecks && stack.count > 0)
        anchors.horizontalCenter: parent.horizontalCenter
        y: stack.asDecks ? stack.height / 2 + Theme.px(38) : bar.y + bar.height + Theme.px(4)
        text: stack.asDecks ? qsTr("%1 decks · %2 cards").arg(stack.deckBricks).arg(stack.count)
                            : qsTr("%1 cards").arg(stack.count)
        color: Theme.feltInk(0.9)
        font.pixelSize: Theme.fontPx(11)
        font.bold: true
    }

    // The drop preview: where the cut card would go, and how many cards lie each side.
    Item {
        visible: stack.previewing && bar.visible
        x: stack.xForBehind(stack.previewBehind)
        y: bar.y
        Rectangle {
            x: -width / 2
            y: -Theme.px(10)
            width: Math.max(2, Theme.px(3))
            height: bar.height + Theme.px(20)
            color: Theme.cutCard
            opacity: 0.9
        }
        Rectangle {
            objectName: "dropPreviewLabel"
            readonly property real halfWidth: width / 2
            x: Math.max(-stack.xForBehind(stack.previewBehind), Math.min(stack.width - stack.xForBehind(stack.previewBehind) - width, -halfWidth))
            y: bar.height + Theme.px(24)
            width: previewText.implicitWidth + Theme.px(18)
            height: Theme.px(34)
            radius: Theme.px(6)
            color: "#141a17"
            border.color: Theme.cutCard
            border.width: Math.max(1, Theme.px(1.5))
            Text {
                id: previewText
                anchors.centerIn: parent
                text: stack.previewLabel
                color: "#ffffff"
                textFormat: Text.StyledText
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.fontPx(12)
            }
        }
    }

    // Shuffle progress chips (what has been done so far: state, not advice).
    Row {
        visible: bar.visible && stack.showShuffle && stack.shuffleNotes.length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        y: bar.y - Theme.px(26)
        spacing: Theme.px(6)
        Repeater {
            model: stack.shuffleNotes
            delegate: Rectangle {
                required property string modelData
                width: chipText.implicitWidth + Theme.px(12)
                height: Theme.px(18)
                radius: height / 2
                color: Qt.rgba(0, 0, 0, 0.35)
                Text {
                    id: chipText
                    anchors.centerIn: parent
                    text: parent.modelData
                    color: Theme.feltLine
                    font.pixelSize: Theme.fontPx(10.5)
                }
            }
        }
    }
}

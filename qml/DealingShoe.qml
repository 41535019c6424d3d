pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes

// The dealing shoe on the dealer's left, seen from above: the mouth (front)
// faces the middle of the table; the cards sit against it, pushed by the
// weight; the cut card shows as a yellow slab at its place in the cards.
// At a double shoe (Blackjack §6(d), `doubleShoe` from the round snapshot)
// it is two compartments side by side, left and right, each with its cards'
// back colour, its count and its cut card; the side the round is dealt from
// is marked, and the segregated area beside the shoe holds the burned
// determinant cards (§6(d)(2)).
Item {
    id: shoe

    property int count: 0
    property int capacity: 312
    property int cutFromBack: -1
    property bool hinted: false
    // The first card's back: a shuffler's two batches differ (Blackjack §2(b), the second (b)).
    property color backColour: Theme.cardBack
    // null, or {left, right: {side, back, count, cutFromBack}, segregated: [card]}.
    property var doubleShoe: null
    // "left" / "right": the side the round is dealt from ("" before the
    // determinant card).
    property string dealingSide: ""
    readonly property bool isDouble: !!shoe.doubleShoe && !!shoe.doubleShoe.left
    // Blackjack §6a(a)-(b): the 6 to 5 variation is dealt from the dealer's
    // hand, not from a shoe: only the deck held is drawn, seen edge on, the
    // cut card in it (§6a(j)); nothing while the hand is empty.
    property bool inHand: false
    readonly property bool body: !shoe.isDouble && !shoe.inHand

    readonly property real wall: Theme.px(7)
    readonly property real mouth: Theme.px(24)
    readonly property real inner: shoe.width - 2 * shoe.wall - shoe.mouth
    readonly property real pxPerCard: shoe.inner / Math.max(1, shoe.capacity)
    readonly property real cardsWidth: Math.min(shoe.inner, shoe.count * shoe.pxPerCard)
    readonly property real cardsRight: shoe.wall + shoe.inner

    implicitWidth: Theme.px(210)
    implicitHeight: Theme.px(58)

    // Shadow
    Rectangle {
        visible: shoe.body
        x: Theme.px(4); y: Theme.px(6)
        width: shoe.width; height: shoe.height
        radius: Theme.px(8)
        color: Qt.rgba(0, 0, 0, 0.4)
    }

    // Body: smoked acrylic with a slanted mouth.
    Shape {
        objectName: "shoeBody"
        visible: shoe.body
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            strokeColor: "#050505"
            strokeWidth: Math.max(1, Theme.px(1.5))
            fillGradient: LinearGradient {
                x1: 0; y1: 0; x2: 0; y2: shoe.height
                GradientStop { position: 0.0; color: "#3b3f44" }
                GradientStop { position: 0.5; color: "#1b1d20" }
                GradientStop { position: 1.0; color: "#0c0d0e" }
            }
            startX: Theme.px(6); startY: 0
            PathLine { x: shoe.width - shoe.mouth; y: 0 }
            PathLine { x: shoe.width; y: shoe.height * 0.28 }
            PathLine { x: shoe.width; y: shoe.height * 0.72 }
            PathLine { x: shoe.width - shoe.mouth; y: shoe.height }
            PathLine { x: Theme.px(6); y: shoe.height }
            PathArc { x: 0; y: shoe.height - Theme.px(6); radiusX: Theme.px(6); radiusY: Theme.px(6) }
            PathLine { x: 0; y: Theme.px(6) }
            PathArc { x: Theme.px(6); y: 0; radiusX: Theme.px(6); radiusY: Theme.px(6) }
        }
    }

    // The well inside.
    Rectangle {
        visible: shoe.body
        x: shoe.wall
        y: shoe.wall
        width: shoe.inner + shoe.mouth * 0.4
        height: shoe.height - 2 * shoe.wall
        radius: Theme.px(3)
        color: "#08090a"
    }

    // Cards in the shoe, against the mouth.
    Rectangle {
        id: cards
        objectName: "shoeCards"
        visible: shoe.count > 0 && !shoe.isDouble
        x: shoe.cardsRight - width
        y: shoe.wall + Theme.px(2)
        width: shoe.cardsWidth
        height: shoe.height - 2 * shoe.wall - Theme.px(4)
        radius: Theme.px(2)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#cfc8b6" }
            GradientStop { position: 0.2; color: "#f6f2e8" }
            GradientStop { position: 0.8; color: "#ece6d8" }
            GradientStop { position: 1.0; color: "#b9b19d" }
        }
        Behavior on width {
            NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic }
        }
        // The first card shows its back at the mouth.
        Rectangle {
            x: parent.width - width
            width: Math.max(2, Theme.px(3))
            height: parent.height
            color: shoe.backColour
        }
        // The cut card, counted from the back of the cards.
        Rectangle {
            objectName: "shoeCutCard"
            visible: shoe.cutFromBack >= 0 && shoe.cutFromBack <= shoe.count
            x: Math.min(parent.width, shoe.cutFromBack * shoe.pxPerCard) - width / 2
            y: -Theme.px(5)
            width: Math.max(3, Theme.px(4))
            height: parent.height + Theme.px(10)
            color: Theme.cutCard
            border.color: Theme.cutCardEdge
        }
    }

    // The weight behind the cards.
    Rectangle {
        visible: shoe.count > 0 && shoe.body
        x: cards.x - width
        y: shoe.wall + Theme.px(4)
        width: Theme.px(10)
        height: shoe.height - 2 * shoe.wall - Theme.px(8)
        radius: Theme.px(2)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#9aa0a6" }
            GradientStop { position: 1.0; color: "#4d5257" }
        }
    }

    // Blackjack §6(d): the two compartments, left and right, side by side.
    Row {
        objectName: "doubleShoeCompartments"
        visible: shoe.isDouble
        anchors.fill: parent
        spacing: Theme.px(4)
        ShoeCompartmentView {
            id: leftCompartment
            readonly property var sideState: shoe.isDouble ? shoe.doubleShoe.left : null
            objectName: "compartment_left"
            width: (shoe.width - Theme.px(4)) / 2
            height: shoe.height
            side: "left"
            back: leftCompartment.sideState ? leftCompartment.sideState.back : "red"
            count: leftCompartment.sideState ? leftCompartment.sideState.count : 0
            cutFromBack: leftCompartment.sideState ? leftCompartment.sideState.cutFromBack : -1
            // Each side holds half of the decks (double_shoe.h).
            capacity: Math.max(1, Math.ceil(shoe.capacity / 2))
            dealing: shoe.dealingSide === "left"
        }
        ShoeCompartmentView {
            id: rightCompartment
            readonly property var sideState: shoe.isDouble ? shoe.doubleShoe.right : null
            objectName: "compartment_right"
            width: (shoe.width - Theme.px(4)) / 2
            height: shoe.height
            side: "right"
            back: rightCompartment.sideState ? rightCompartment.sideState.back : "blue"
            count: rightCompartment.sideState ? rightCompartment.sideState.count : 0
            cutFromBack: rightCompartment.sideState ? rightCompartment.sideState.cutFromBack : -1
            capacity: Math.max(1, Math.ceil(shoe.capacity / 2))
            dealing: shoe.dealingSide === "right"
        }
    }

    // §6(d)(2): the segregated area of the shoe, beside it, with the burned
    // determinant cards (each with its side's back).
    Item {
        id: segregated
        objectName: "segregatedArea"
        readonly property var cards: shoe.isDouble && shoe.doubleShoe.segregated ? shoe.doubleShoe.segregated : []
        visible: shoe.isDouble
        width: Theme.px(34)
        height: shoe.height
        x: -width - Theme.px(8)
        y: 0
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Segregated area: %n burned determinant card(s)", "", segregated.cards.length)
        Rectangle {
            anchors.fill: parent
            radius: Theme.px(4)
            color: Qt.rgba(0, 0, 0, 0.25)
            border.color: Theme.feltInk(0.45)
            border.width: Theme.lineWidth
        }
        Repeater {
            model: segregated.cards
            delegate: Rectangle {
                required property var modelData
                required property int index
                x: (segregated.width - width) / 2 + Math.min(index, 4) * Theme.px(1.5)
                y: Theme.px(5) + Math.min(index, 4) * Theme.px(2)
                width: Theme.px(22)
                height: Theme.px(31)
                radius: Theme.px(2)
                color: modelData.back === "blue" ? Theme.cardBackBlue : Theme.cardBack
                border.color: Theme.cardEdge
                border.width: Math.max(1, Theme.px(1))
            }
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: Theme.px(2)
            text: segregated.cards.length.toString()
            color: Theme.feltInk(0.9)
            font.pixelSize: Theme.fontPx(9)
            font.bold: true
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.bottom
            anchors.topMargin: Theme.px(4)
            text: qsTr("BURNED")
            color: Theme.feltInk(0.7)
            font.pixelSize: Theme.fontPx(8)
            font.bold: true
        }
    }

    // Highlight for "What should I do?".
    Rectangle {
        anchors.fill: parent
        anchors.margins: -Theme.px(6)
        radius: Theme.px(10)
        visible: shoe.hinted
        color: "transparent"
        border.width: Theme.px(3)
        border.color: "#ffffff"
        SequentialAnimation on opacity {
            running: shoe.hinted
            loops: Animation.Infinite
            NumberAnimation { from: 0.9; to: 0.1; duration: 500 }
            NumberAnimation { from: 0.1; to: 0.9; duration: 500 }
        }
    }

    Text {
        objectName: "shoeLabel"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: Theme.px(4)
        visible: !shoe.inHand || shoe.count > 0
        text: shoe.isDouble ? qsTr("DOUBLE SHOE · %1 | %2").arg(shoe.doubleShoe.left.count).arg(shoe.doubleShoe.right.count)
              : shoe.inHand ? qsTr("IN HAND · %1").arg(shoe.count)
              : shoe.count > 0 ? qsTr("SHOE · %1").arg(shoe.count) : qsTr("SHOE · EMPTY")
        color: Theme.feltInk(0.85)
        font.pixelSize: Theme.fontPx(10.5)
        font.bold: true
        font.letterSpacing: 1
    }
}

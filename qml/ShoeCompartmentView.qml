import QtQuick
import QtQuick.Shapes

// One compartment of a double shoe (Blackjack §6(d)), seen from above like
// DealingShoe: the mouth faces the middle of the table, the cards sit against
// it, their backs in the side's colour, the side's cut card a yellow slab at
// its place. The compartment the round is dealt from is outlined and marked.
Item {
    id: compartment

    property string side: ""     // "left" / "right"
    property string back: "red"  // the side's back colour: "red" / "blue"
    property int count: 0
    property int capacity: 156
    property int cutFromBack: -1
    property bool dealing: false

    readonly property real wall: Theme.px(6)
    readonly property real mouth: Theme.px(16)
    readonly property real inner: compartment.width - 2 * compartment.wall - compartment.mouth
    readonly property real pxPerCard: compartment.inner / Math.max(1, compartment.capacity)
    readonly property real cardsWidth: Math.min(compartment.inner, compartment.count * compartment.pxPerCard)
    readonly property real cardsRight: compartment.wall + compartment.inner
    readonly property color backColour: compartment.back === "blue" ? Theme.cardBackBlue : Theme.cardBack

    Accessible.role: Accessible.StaticText
    Accessible.name: (compartment.side === "right" ? qsTr("Right side of the double shoe")
                                                   : qsTr("Left side of the double shoe"))
                     + ": " + qsTr("%n card(s)", "", compartment.count)
                     + (compartment.dealing ? ", " + qsTr("dealing from this side") : "")

    // Shadow
    Rectangle {
        x: Theme.px(3); y: Theme.px(5)
        width: compartment.width; height: compartment.height
        radius: Theme.px(6)
        color: Qt.rgba(0, 0, 0, 0.4)
    }

    // Body: smoked acrylic with a slanted mouth.
    Shape {
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            strokeColor: compartment.dealing ? Theme.accent : "#050505"
            strokeWidth: compartment.dealing ? Math.max(2, Theme.px(2.5)) : Math.max(1, Theme.px(1.5))
            fillGradient: LinearGradient {
                x1: 0; y1: 0; x2: 0; y2: compartment.height
                GradientStop { position: 0.0; color: "#3b3f44" }
                GradientStop { position: 0.5; color: "#1b1d20" }
                GradientStop { position: 1.0; color: "#0c0d0e" }
            }
            startX: Theme.px(5); startY: 0
            PathLine { x: compartment.width - compartment.mouth; y: 0 }
            PathLine { x: compartment.width; y: compartment.height * 0.28 }
            PathLine { x: compartment.width; y: compartment.height * 0.72 }
            PathLine { x: compartment.width - compartment.mouth; y: compartment.height }
            PathLine { x: Theme.px(5); y: compartment.height }
            PathArc { x: 0; y: compartment.height - Theme.px(5); radiusX: Theme.px(5); radiusY: Theme.px(5) }
            PathLine { x: 0; y: Theme.px(5) }
            PathArc { x: Theme.px(5); y: 0; radiusX: Theme.px(5); radiusY: Theme.px(5) }
        }
    }

    // The well inside.
    Rectangle {
        x: compartment.wall
        y: compartment.wall
        width: compartment.inner + compartment.mouth * 0.4
        height: compartment.height - 2 * compartment.wall
        radius: Theme.px(3)
        color: "#08090a"
    }

    // The side's cards, seen from the edge, against the mouth; the front
    // card's back shows the side's colour.
    Rectangle {
        id: cards
        objectName: "compartmentCards"
        visible: compartment.count > 0
        x: compartment.cardsRight - width
        y: compartment.wall + Theme.px(2)
        width: compartment.cardsWidth
        height: compartment.height - 2 * compartment.wall - Theme.px(4)
        radius: Theme.px(2)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#cfc8b6" }
            GradientStop { position: 0.2; color: "#f6f2e8" }
            GradientStop { position: 0.8; color: "#ece6d8" }
            GradientStop { position: 1.0; color: "#b9b19d" }
        }
        border.color: compartment.backColour
        border.width: Math.max(1, Theme.px(1.5))
        Rectangle {
            objectName: "compartmentBack"
            x: parent.width - width
            width: Math.max(3, Theme.px(5))
            height: parent.height
            color: compartment.backColour
        }
        // The side's cut card, counted from the back of its cards.
        Rectangle {
            objectName: "compartmentCutCard"
            visible: compartment.cutFromBack >= 0 && compartment.cutFromBack <= compartment.count
            x: Math.min(parent.width, compartment.cutFromBack * compartment.pxPerCard) - width / 2
            y: -Theme.px(4)
            width: Math.max(3, Theme.px(4))
            height: parent.height + Theme.px(8)
            color: Theme.cutCard
            border.color: Theme.cutCardEdge
        }
    }

    // The side's name and back colour at the back end.
    Rectangle {
        x: Theme.px(3)
        anchors.verticalCenter: parent.verticalCenter
        width: sideLabel.implicitWidth + Theme.px(6)
        height: sideLabel.implicitHeight + Theme.px(2)
        radius: Theme.px(2)
        color: compartment.backColour
        border.color: Theme.cardFace
        border.width: Math.max(1, Theme.px(1))
        Text {
            id: sideLabel
            anchors.centerIn: parent
            text: compartment.side === "right" ? qsTr("R") : qsTr("L")
            color: "#ffffff"
            font.pixelSize: Theme.fontPx(9)
            font.bold: true
        }
    }

    // The side dealt from: an arrow in its mouth.
    Text {
        objectName: "compartmentDealing"
        visible: compartment.dealing
        anchors.right: parent.right
        anchors.rightMargin: Theme.px(2)
        anchors.verticalCenter: parent.verticalCenter
        text: "▸"
        color: Theme.accent
        font.pixelSize: Theme.fontPx(16)
        font.bold: true
    }
}

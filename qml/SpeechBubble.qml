import QtQuick
import QtQuick.Shapes

// A caption for what a player or the floor said or did. The tail points at
// `target` (in the parent's coordinates); the bubble sits above or below it.
Item {
    id: bubble

    property string text: ""
    // The player's hand signal with it (TableController.lastSignals): "hit",
    // "stand", "double", "split", "surrender", "insurance", "even_money",
    // "no_insurance" or "". Drawn as a sign beside the caption.
    property string gesture: ""
    readonly property string gestureGlyph: ({"hit": "\u261d", "stand": "\u2194", "double": "2\u00d7",
                                             "split": "\u270c", "surrender": "\u00bd", "insurance": "INS",
                                             "even_money": "1:1", "no_insurance": "\u2715"})[bubble.gesture] || ""
    readonly property real gestureRoom: bubble.gestureGlyph.length > 0 ? Theme.px(30) : 0
    property point target: Qt.point(0, 0)
    property bool below: false
    property real maxWidth: Theme.px(240)
    property real boundsWidth: parent ? parent.width : 0

    readonly property real tail: Theme.px(10)

    width: Math.min(bubble.maxWidth, label.implicitWidth + Theme.px(24) + bubble.gestureRoom)
    height: label.height + Theme.px(16)
    x: Math.max(Theme.px(4), Math.min(bubble.boundsWidth - width - Theme.px(4), bubble.target.x - width / 2))
    y: bubble.below ? bubble.target.y + bubble.tail : bubble.target.y - height - bubble.tail

    // Pops in.
    scale: 0.6
    opacity: 0
    Component.onCompleted: appear.start()
    // Pops in, stays long enough to read, then fades (the timeline keeps it).
    SequentialAnimation {
        id: appear
        ParallelAnimation {
            NumberAnimation { target: bubble; property: "scale"; to: 1; duration: 220; easing.type: Easing.OutBack }
            NumberAnimation { target: bubble; property: "opacity"; to: 1; duration: 160 }
        }
        PauseAnimation { duration: 9000 }
        NumberAnimation { target: bubble; property: "opacity"; to: 0; duration: 600 }
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.px(10)
        color: "#fbf8ef"
        border.color: "#d9d0b9"
    }
    Shape {
        id: tailShape
        readonly property real tipX: bubble.target.x - bubble.x
        x: 0
        y: 0
        width: bubble.width
        height: bubble.height
        ShapePath {
            strokeWidth: -1
            fillColor: "#fbf8ef"
            startX: Math.max(Theme.px(12), Math.min(bubble.width - Theme.px(22), tailShape.tipX - Theme.px(6)))
            startY: bubble.below ? 1 : bubble.height - 1
            PathLine {
                x: tailShape.tipX
                y: bubble.below ? -bubble.tail : bubble.height + bubble.tail
            }
            PathLine {
                x: Math.max(Theme.px(22), Math.min(bubble.width - Theme.px(12), tailShape.tipX + Theme.px(6)))
                y: bubble.below ? 1 : bubble.height - 1
            }
        }
    }
    // The hand signal.
    Rectangle {
        visible: bubble.gestureGlyph.length > 0
        anchors.left: parent.left
        anchors.leftMargin: Theme.px(6)
        anchors.verticalCenter: parent.verticalCenter
        width: Theme.px(24)
        height: width
        radius: width / 2
        color: "#1d2421"
        Text {
            anchors.centerIn: parent
            text: bubble.gestureGlyph
            color: "#fbf8ef"
            font.family: Theme.monoFamily
            font.bold: true
            font.pixelSize: bubble.gestureGlyph.length > 2 ? Theme.fontPx(8) : Theme.fontPx(13)
        }
    }
    Text {
        id: label
        anchors.centerIn: parent
        anchors.horizontalCenterOffset: bubble.gestureRoom / 2
        width: Math.min(implicitWidth, bubble.maxWidth - Theme.px(24) - bubble.gestureRoom)
        text: bubble.text
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: "#1d2421"
        font.pixelSize: Theme.fontPx(12.5)
        font.bold: true
    }
}

pragma ComponentBehavior: Bound

import QtQuick

// The discard rack on the dealer's right: an upright clear tray that fills
// with the discards; the burn card lies on top, face up once it is shown.
Item {
    id: rack

    property int count: 0
    property int capacity: 312
    property string burnCard: ""
    property bool burnFaceUp: false
    property bool hinted: false

    readonly property real wall: Theme.px(5)
    readonly property real inner: rack.height - 2 * rack.wall
    readonly property real fill: Math.min(rack.inner, rack.inner * rack.count / Math.max(1, rack.capacity))

    implicitWidth: Theme.px(70)
    implicitHeight: Theme.px(104)

    Rectangle {
        x: Theme.px(4); y: Theme.px(6)
        width: rack.width; height: rack.height
        radius: Theme.px(6)
        color: Qt.rgba(0, 0, 0, 0.4)
    }
    // Clear acrylic tray.
    Rectangle {
        anchors.fill: parent
        radius: Theme.px(6)
        color: Qt.rgba(0.75, 0.85, 0.9, 0.14)
        border.width: Math.max(1, Theme.px(2))
        border.color: Qt.rgba(0.85, 0.93, 1.0, 0.45)
    }

    // The discards: card backs seen from the side, filling from the bottom.
    Rectangle {
        id: pile
        objectName: "rackCards"
        visible: rack.count > 0
        x: rack.wall
        width: rack.width - 2 * rack.wall
        height: Math.max(Theme.px(3), rack.fill)
        y: rack.height - rack.wall - height
        radius: Theme.px(2)
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "#b9b19d" }
            GradientStop { position: 0.2; color: "#f3eee3" }
            GradientStop { position: 0.8; color: "#e9e3d5" }
            GradientStop { position: 1.0; color: "#b2aa95" }
        }
        Behavior on height {
            NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic }
        }
        Column {
            anchors.fill: parent
            clip: true
            spacing: Theme.px(3)
            Repeater {
                model: Math.floor(pile.height / Theme.px(4))
                delegate: Rectangle {
                    width: pile.width
                    height: 1
                    color: Qt.rgba(0.45, 0.4, 0.32, 0.25)
                }
            }
        }
    }

    // The burn card on top of the discards.
    PlayingCard {
        objectName: "burnCard"
        visible: rack.burnCard.length > 0
        code: rack.burnCard
        faceUp: rack.burnFaceUp
        width: Theme.px(46)
        height: Theme.px(64)
        x: (rack.width - width) / 2
        y: Math.max(-Theme.px(20), Math.min(rack.height - rack.wall - height - Theme.px(14),
                                            rack.height - rack.wall - pile.height - height * 0.6))
        rotation: rack.burnFaceUp ? -8 : 6
        Behavior on rotation {
            NumberAnimation { duration: Theme.medium }
        }
    }

    Rectangle {
        anchors.fill: parent
        anchors.margins: -Theme.px(6)
        radius: Theme.px(10)
        visible: rack.hinted
        color: "transparent"
        border.width: Theme.px(3)
        border.color: "#ffffff"
        SequentialAnimation on opacity {
            running: rack.hinted
            loops: Animation.Infinite
            NumberAnimation { from: 0.9; to: 0.1; duration: 500 }
            NumberAnimation { from: 0.1; to: 0.9; duration: 500 }
        }
    }

    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: Theme.px(4)
        text: qsTr("DISCARDS · %1").arg(rack.count)
        color: Theme.feltInk(0.85)
        font.pixelSize: Theme.fontPx(10.5)
        font.bold: true
        font.letterSpacing: 1
    }
}

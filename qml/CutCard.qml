import QtQuick

// The solid yellow cut card. The trainee drags it into the stack; it reports
// where the pointer is (in `area`'s coordinates) and where it was released,
// then slides back to its resting place.
Item {
    id: cutCard

    // The item whose coordinates the drag is reported in (the table).
    required property Item area
    property point rest: Qt.point(0, 0)
    property bool dragging: mouse.pressed
    property bool hinted: false

    signal moved(real areaX, real areaY)
    signal released(real areaX, real areaY)

    width: Theme.px(42)
    height: Theme.px(60)

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("The cut card")
    Accessible.description: qsTr("Drag it into the stack, or press N and place it with the arrow keys and Enter")
    x: cutCard.rest.x
    y: cutCard.rest.y
    z: cutCard.dragging ? 100 : 0

    Behavior on x {
        enabled: !cutCard.dragging
        NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic }
    }
    Behavior on y {
        enabled: !cutCard.dragging
        NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic }
    }

    // Lifted while held.
    Rectangle {
        x: cutCard.dragging ? Theme.px(8) : Theme.px(3)
        y: cutCard.dragging ? Theme.px(10) : Theme.px(4)
        width: parent.width
        height: parent.height
        radius: Theme.px(4)
        color: Qt.rgba(0, 0, 0, cutCard.dragging ? 0.3 : 0.4)
    }
    Rectangle {
        id: face
        anchors.fill: parent
        radius: Theme.px(4)
        scale: cutCard.dragging ? 1.06 : 1
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#ffe14d" }
            GradientStop { position: 1.0; color: Theme.cutCard }
        }
        border.width: Math.max(1, Theme.px(1.5))
        border.color: Theme.cutCardEdge
        Behavior on scale {
            NumberAnimation { duration: 120 }
        }
        Text {
            anchors.centerIn: parent
            width: cutCard.height - Theme.px(10)
            height: cutCard.width - Theme.px(10)
            rotation: -90
            text: qsTr("CUT CARD")
            color: "#6b5200"
            font.bold: true
            font.letterSpacing: 0.5
            font.pixelSize: Theme.fontPx(9.5)
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 6
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
    }

    Rectangle {
        anchors.fill: parent
        anchors.margins: -Theme.px(6)
        radius: Theme.px(8)
        visible: cutCard.hinted && !cutCard.dragging
        color: "transparent"
        border.width: Theme.px(3)
        border.color: "#ffffff"
        SequentialAnimation on opacity {
            running: cutCard.hinted
            loops: Animation.Infinite
            NumberAnimation { from: 0.9; to: 0.1; duration: 500 }
            NumberAnimation { from: 0.1; to: 0.9; duration: 500 }
        }
    }

    MouseArea {
        id: mouse
        objectName: "cutCardMouse"
        anchors.fill: parent
        anchors.margins: -Theme.px(4)
        cursorShape: pressed ? Qt.ClosedHandCursor : Qt.OpenHandCursor
        preventStealing: true
        property point grab: Qt.point(0, 0)

        onPressed: mouseEvent => {
            mouse.grab = Qt.point(mouseEvent.x, mouseEvent.y)
        }
        onPositionChanged: mouseEvent => {
            const p = mouse.mapToItem(cutCard.area, mouseEvent.x, mouseEvent.y)
            // The card's centre line follows the pointer: that is where it goes in.
            cutCard.x = p.x - cutCard.width / 2
            cutCard.y = p.y - cutCard.height / 2
            cutCard.moved(p.x, p.y)
        }
        onReleased: mouseEvent => {
            const p = mouse.mapToItem(cutCard.area, mouseEvent.x, mouseEvent.y)
            cutCard.released(p.x, p.y)
            cutCard.x = Qt.binding(() => cutCard.rest.x)
            cutCard.y = Qt.binding(() => cutCard.rest.y)
        }
        onCanceled: {
            cutCard.released(-1e6, -1e6)
            cutCard.x = Qt.binding(() => cutCard.rest.x)
            cutCard.y = Qt.binding(() => cutCard.rest.y)
        }
    }
}

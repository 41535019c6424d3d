import QtQuick

// One box on the layout with its player: the betting box on the felt and the
// player's token on the rail. Clicking offers the cut to this seat.
Item {
    id: spot

    required property int seat
    required property string playerName
    required property bool occupied
    required property bool hasStack
    required property bool refused
    required property int cutPosition

    // Where the box and the player sit, in the table's coordinates, and the
    // rotation of the box (its top faces the player).
    property point boxCentre: Qt.point(0, 0)
    property point playerCentre: Qt.point(0, 0)
    property real boxRotation: 0
    property bool hinted: false

    signal clicked(int seat)

    readonly property string initials: {
        const parts = spot.playerName.trim().split(/\s+/).filter(p => p.length > 0)
        if (parts.length === 0)
            return String(spot.seat)
        if (parts.length === 1)
            return parts[0].slice(0, 2).toUpperCase()
        return (parts[0][0] + parts[parts.length - 1][0]).toUpperCase()
    }

    // The betting box printed on the felt.
    Rectangle {
        id: box
        objectName: "seatBox" + spot.seat
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Seat %1 box").arg(spot.seat)
        width: Theme.px(62)
        height: Theme.px(74)
        x: spot.boxCentre.x - width / 2
        y: spot.boxCentre.y - height / 2
        rotation: spot.boxRotation
        radius: Theme.px(10)
        color: spot.hasStack ? Qt.rgba(1, 0.84, 0.3, 0.16) : boxMouse.containsMouse ? Qt.rgba(1, 1, 1, 0.08) : "transparent"
        border.width: spot.hasStack || spot.hinted ? Theme.px(3) : Math.max(1.5, Theme.px(2))
        border.color: spot.hasStack || spot.hinted ? Theme.accent : Theme.feltInk(0.7)
        antialiasing: true

        Text {
            anchors.centerIn: parent
            text: spot.seat
            color: Theme.feltInk(spot.occupied ? 0.9 : 0.45)
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontPx(22)
            font.bold: true
        }

        // Pulses when "What should I do?" points at this seat.
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Theme.px(6)
            radius: Theme.px(14)
            visible: spot.hinted
            color: "transparent"
            border.width: Theme.px(3)
            border.color: "#ffffff"
            SequentialAnimation on opacity {
                running: spot.hinted
                loops: Animation.Infinite
                NumberAnimation { from: 0.9; to: 0.1; duration: 500 }
                NumberAnimation { from: 0.1; to: 0.9; duration: 500 }
            }
        }

        MouseArea {
            id: boxMouse
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: spot.clicked(spot.seat)
        }
    }

    // The player on the rail.
    Item {
        id: player
        objectName: "seatPlayer" + spot.seat
        Accessible.role: Accessible.Button
        Accessible.name: spot.occupied ? qsTr("Seat %1: %2").arg(spot.seat).arg(spot.playerName)
                                       : qsTr("Seat %1, empty").arg(spot.seat)
        width: Theme.px(46)
        height: Theme.px(46)
        x: spot.playerCentre.x - width / 2
        y: spot.playerCentre.y - height / 2

        // Glow ring around the player who holds the stack to cut.
        Rectangle {
            anchors.centerIn: parent
            width: parent.width + Theme.px(14)
            height: width
            radius: width / 2
            visible: spot.hasStack
            color: "transparent"
            border.width: Theme.px(3)
            border.color: Theme.accent
            SequentialAnimation on opacity {
                running: spot.hasStack
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.35; duration: 650; easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.35; to: 1; duration: 650; easing.type: Easing.InOutSine }
            }
        }

        Rectangle {
            anchors.fill: parent
            radius: width / 2
            visible: spot.occupied
            color: Theme.seatColour(spot.seat)
            border.width: Theme.px(2)
            border.color: Qt.lighter(Theme.seatColour(spot.seat), 1.5)
            Text {
                anchors.centerIn: parent
                text: spot.initials
                color: "#ffffff"
                font.bold: true
                font.pixelSize: Theme.fontPx(15)
            }
        }
        // An empty seat: a faint stool on the rail.
        Rectangle {
            anchors.fill: parent
            anchors.margins: Theme.px(10)
            radius: width / 2
            visible: !spot.occupied
            color: Qt.rgba(0, 0, 0, 0.18)
            border.width: 1
            border.color: Qt.rgba(1, 1, 1, 0.12)
        }

        MouseArea {
            anchors.fill: parent
            cursorShape: Qt.PointingHandCursor
            onClicked: spot.clicked(spot.seat)
        }
    }

    // Name plate under the token.
    Rectangle {
        objectName: "seatName" + spot.seat
        visible: spot.occupied
        anchors.horizontalCenter: player.horizontalCenter
        y: player.y + player.height - Theme.px(6)
        width: nameText.implicitWidth + Theme.px(14)
        height: Theme.px(20)
        radius: height / 2
        color: spot.hasStack ? Theme.accent : Theme.shade("#101814")
        border.color: spot.hasStack ? Theme.accentHover : Qt.rgba(1, 1, 1, 0.18)
        Text {
            id: nameText
            anchors.centerIn: parent
            text: spot.playerName
            color: spot.hasStack ? Theme.accentText : Theme.text
            font.pixelSize: Theme.fontPx(11.5)
            font.bold: true
        }
    }

    // "Refused" marker.
    Rectangle {
        objectName: "seatRefused" + spot.seat
        visible: spot.refused
        anchors.horizontalCenter: player.horizontalCenter
        y: player.y + player.height + Theme.px(16)
        width: refusedText.implicitWidth + Theme.px(12)
        height: Theme.px(18)
        radius: Theme.px(4)
        rotation: -6
        color: Theme.errorDeep
        border.color: Theme.error
        Text {
            id: refusedText
            anchors.centerIn: parent
            text: qsTr("REFUSED CUT")
            color: Theme.errorInk
            font.bold: true
            font.letterSpacing: 0.6
            font.pixelSize: Theme.fontPx(9.5)
        }
    }
}

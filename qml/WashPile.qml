pragma ComponentBehavior: Bound

import QtQuick

// Washed cards: face down, mixed across the layout in a loose pile.
Item {
    id: pile

    property int cardCount: 72
    property real cardWidth: Theme.px(34)
    property color backColour: Theme.cardBack

    // A deterministic scatter so the pile looks the same from frame to frame.
    function hash(n: int, salt: real): real {
        const v = Math.sin(n * 12.9898 + salt * 78.233) * 43758.5453
        return v - Math.floor(v)
    }

    Repeater {
        objectName: "washCards"
        // Made when the pile is shown (the swirl below plays then), not with the table.
        model: pile.visible ? pile.cardCount : 0
        delegate: Rectangle {
            id: washCard
            required property int index
            readonly property real angle: pile.hash(index, 1.7) * Math.PI * 2
            readonly property real reach: Math.sqrt(pile.hash(index, 4.1))
            width: pile.cardWidth
            height: Math.round(pile.cardWidth * 1.4)
            x: pile.width / 2 + Math.cos(angle) * reach * (pile.width / 2 - width) - width / 2
            y: pile.height / 2 + Math.sin(angle) * reach * (pile.height / 2 - height * 0.6) - height / 2
            readonly property real restRotation: pile.hash(index, 9.3) * 360
            rotation: restRotation
            radius: Math.max(2, width * 0.08)
            color: pile.backColour
            border.width: 1
            border.color: "#f3e9dc"
            antialiasing: true
            Rectangle {
                anchors.fill: parent
                anchors.margins: Math.max(1.5, pile.cardWidth * 0.1)
                radius: 2
                color: "transparent"
                border.width: 1
                border.color: Qt.rgba(1, 0.86, 0.6, 0.5)
                antialiasing: true
            }
            // The wash: the cards swirl into place when the pile appears.
            NumberAnimation on rotation {
                from: washCard.restRotation - 90
                to: washCard.restRotation
                duration: 500
                easing.type: Easing.OutCubic
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick

// A casino chip seen from above: coloured disc, edge inserts, inner ring.
Item {
    id: chip

    property color colour: "#b3262d"
    property color insert: "#f4efe3"
    property string label: ""

    implicitWidth: Theme.px(32)
    implicitHeight: chip.width

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: chip.colour
        border.width: Math.max(1, chip.width * 0.03)
        border.color: Qt.darker(chip.colour, 1.6)
    }
    Repeater {
        model: 6
        delegate: Item {
            required property int index
            anchors.fill: parent
            rotation: index * 60
            Rectangle {
                anchors.horizontalCenter: parent.horizontalCenter
                y: chip.width * 0.02
                width: chip.width * 0.14
                height: chip.width * 0.16
                radius: width * 0.2
                color: chip.insert
            }
        }
    }
    Rectangle {
        anchors.centerIn: parent
        width: chip.width * 0.62
        height: width
        radius: width / 2
        color: Qt.lighter(chip.colour, 1.12)
        border.width: Math.max(1, chip.width * 0.035)
        border.color: Qt.rgba(1, 1, 1, 0.55)
        Text {
            anchors.centerIn: parent
            text: chip.label
            visible: chip.label.length > 0
            color: "#ffffff"
            font.family: Theme.fontFamily
            font.bold: true
            font.pixelSize: Math.max(6, Math.round(chip.width * 0.24))
        }
    }
}

import QtQuick
import QtQuick.Shapes

// Accuracy as a ring filled to its fraction, with the percentage inside.
Item {
    id: ring

    property real value: 0          // 0..1
    property color colour: Theme.correct
    property real shownValue: 0

    Component.onCompleted: ring.shownValue = ring.value
    onValueChanged: ring.shownValue = ring.value
    Behavior on shownValue {
        NumberAnimation { duration: 700; easing.type: Easing.OutCubic }
    }

    readonly property real thickness: ring.width * 0.09
    readonly property real radius: (Math.min(ring.width, ring.height) - ring.thickness) / 2

    Shape {
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            fillColor: "transparent"
            strokeColor: Theme.surfaceRaised
            strokeWidth: ring.thickness
            PathAngleArc {
                centerX: ring.width / 2; centerY: ring.height / 2
                radiusX: ring.radius; radiusY: ring.radius
                startAngle: 0; sweepAngle: 360
            }
        }
        ShapePath {
            fillColor: "transparent"
            strokeColor: ring.colour
            strokeWidth: ring.thickness
            capStyle: ShapePath.RoundCap
            PathAngleArc {
                centerX: ring.width / 2; centerY: ring.height / 2
                radiusX: ring.radius; radiusY: ring.radius
                startAngle: -90
                sweepAngle: Math.max(0.01, 360 * Math.max(0, Math.min(1, ring.shownValue)))
            }
        }
    }
    Column {
        anchors.centerIn: parent
        Text {
            objectName: "accuracyText"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("%1%").arg(Math.round(ring.value * 100))
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontPx(32)
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("accuracy")
            color: Theme.textMuted
            font.pixelSize: Theme.fontPx(12)
        }
    }
}

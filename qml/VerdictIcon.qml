import QtQuick
import QtQuick.Shapes

// A round badge with a tick (correct) or a cross (wrong), drawn as paths.
Item {
    id: icon

    property bool correct: true
    property color colour: icon.correct ? Theme.correct : Theme.error
    property color markColour: Theme.verdictMark

    implicitWidth: Theme.px(22)
    implicitHeight: icon.width

    // A verdict, for screen readers (the tick or cross is not text).
    Accessible.role: Accessible.Graphic
    Accessible.name: icon.correct ? qsTr("Correct") : qsTr("Wrong")

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: icon.colour
    }
    Shape {
        anchors.fill: parent
        visible: icon.correct
        ShapePath {
            strokeColor: icon.markColour
            strokeWidth: Math.max(1.5, icon.width * Theme.markWeight)
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            startX: icon.width * 0.28; startY: icon.height * 0.52
            PathLine { x: icon.width * 0.44; y: icon.height * 0.68 }
            PathLine { x: icon.width * 0.73; y: icon.height * 0.35 }
        }
    }
    Shape {
        anchors.fill: parent
        visible: !icon.correct
        ShapePath {
            strokeColor: icon.markColour
            strokeWidth: Math.max(1.5, icon.width * Theme.markWeight)
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: icon.width * 0.33; startY: icon.height * 0.33
            PathLine { x: icon.width * 0.67; y: icon.height * 0.67 }
            PathMove { x: icon.width * 0.67; y: icon.height * 0.33 }
            PathLine { x: icon.width * 0.33; y: icon.height * 0.67 }
        }
    }
}

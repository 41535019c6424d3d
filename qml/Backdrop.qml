import QtQuick
import QtQuick.Shapes

// The page background: a dark green room with a soft light from above.
Item {
    id: backdrop

    Rectangle {
        anchors.fill: parent
        color: Theme.window
    }
    Shape {
        anchors.fill: parent
        ShapePath {
            strokeWidth: -1
            fillGradient: RadialGradient {
                centerX: backdrop.width * 0.3
                centerY: -backdrop.height * 0.1
                centerRadius: Math.max(backdrop.width, backdrop.height) * 0.9
                focalX: centerX
                focalY: centerY
                GradientStop { position: 0.0; color: Theme.backdropGlow }
                GradientStop { position: 0.55; color: Theme.backdropMid }
                GradientStop { position: 1.0; color: Theme.window }
            }
            startX: 0; startY: 0
            PathLine { x: backdrop.width; y: 0 }
            PathLine { x: backdrop.width; y: backdrop.height }
            PathLine { x: 0; y: backdrop.height }
            PathLine { x: 0; y: 0 }
        }
    }
}

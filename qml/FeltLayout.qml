pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes

// The blackjack table seen from the dealer's place: a half-ellipse of green
// felt with a padded rail, the dealer's straight edge at the bottom, a printed
// band of text across the layout and the chip tray.
Item {
    id: felt

    // Geometry from BlackjackTable: centre of the straight edge and radii.
    property real cx: width / 2
    property real edgeY: height
    property real rx: width / 2
    property real ry: height
    property real railWidth: Theme.px(24)
    property string bandText: ""

    // Antialiased paths (Qt 6.4 renders Shapes with geometry: multisample them).
    layer.enabled: true
    layer.samples: 4

    Shape {
        anchors.fill: parent

        // Felt
        ShapePath {
            strokeWidth: -1
            fillGradient: RadialGradient {
                centerX: felt.cx
                centerY: felt.edgeY - felt.ry * 0.35
                centerRadius: felt.rx * 1.05
                focalX: felt.cx
                focalY: felt.edgeY - felt.ry * 0.45
                GradientStop { position: 0.0; color: Theme.feltCentre }
                GradientStop { position: 0.7; color: Theme.feltMid }
                GradientStop { position: 1.0; color: Theme.feltEdge }
            }
            startX: felt.cx - felt.rx; startY: felt.edgeY
            PathArc {
                x: felt.cx + felt.rx; y: felt.edgeY
                radiusX: felt.rx; radiusY: felt.ry
                direction: PathArc.Clockwise
            }
            PathLine { x: felt.cx - felt.rx; y: felt.edgeY }
        }

        // Rail: a dark outer band, a lighter padded top and a highlight.
        ShapePath {
            fillColor: "transparent"
            strokeColor: Theme.railDark
            strokeWidth: felt.railWidth
            capStyle: ShapePath.FlatCap
            startX: felt.cx - felt.rx - felt.railWidth / 2; startY: felt.edgeY
            PathArc {
                x: felt.cx + felt.rx + felt.railWidth / 2; y: felt.edgeY
                radiusX: felt.rx + felt.railWidth / 2; radiusY: felt.ry + felt.railWidth / 2
                direction: PathArc.Clockwise
            }
        }
        ShapePath {
            fillColor: "transparent"
            strokeColor: Theme.railLight
            strokeWidth: felt.railWidth * 0.5
            capStyle: ShapePath.FlatCap
            startX: felt.cx - felt.rx - felt.railWidth * 0.55; startY: felt.edgeY
            PathArc {
                x: felt.cx + felt.rx + felt.railWidth * 0.55; y: felt.edgeY
                radiusX: felt.rx + felt.railWidth * 0.55; radiusY: felt.ry + felt.railWidth * 0.55
                direction: PathArc.Clockwise
            }
        }
        ShapePath {
            fillColor: "transparent"
            strokeColor: Qt.rgba(1, 0.85, 0.65, 0.25)
            strokeWidth: Math.max(1, felt.railWidth * 0.08)
            capStyle: ShapePath.FlatCap
            startX: felt.cx - felt.rx - felt.railWidth * 0.7; startY: felt.edgeY
            PathArc {
                x: felt.cx + felt.rx + felt.railWidth * 0.7; y: felt.edgeY
                radiusX: felt.rx + felt.railWidth * 0.7; radiusY: felt.ry + felt.railWidth * 0.7
                direction: PathArc.Clockwise
            }
        }
        // The felt's stitched edge along the rail.
        ShapePath {
            fillColor: "transparent"
            strokeColor: Qt.rgba(0, 0, 0, 0.35)
            strokeWidth: Math.max(1, Theme.px(2))
            startX: felt.cx - felt.rx + Theme.px(1); startY: felt.edgeY
            PathArc {
                x: felt.cx + felt.rx - Theme.px(1); y: felt.edgeY
                radiusX: felt.rx - Theme.px(1); radiusY: felt.ry - Theme.px(1)
                direction: PathArc.Clockwise
            }
        }

        // The printed band across the layout.
        ShapePath {
            fillColor: "transparent"
            strokeColor: Theme.feltInk(0.55)
            strokeWidth: Math.max(Theme.lineWidth, Theme.px(1.5))
            startX: felt.cx - felt.rx * 0.585; startY: felt.edgeY
            PathArc {
                x: felt.cx + felt.rx * 0.585; y: felt.edgeY
                radiusX: felt.rx * 0.585; radiusY: felt.ry * 0.585
                direction: PathArc.Clockwise
            }
        }
        ShapePath {
            fillColor: "transparent"
            strokeColor: Theme.feltInk(0.55)
            strokeWidth: Math.max(Theme.lineWidth, Theme.px(1.5))
            startX: felt.cx - felt.rx * 0.665; startY: felt.edgeY
            PathArc {
                x: felt.cx + felt.rx * 0.665; y: felt.edgeY
                radiusX: felt.rx * 0.665; radiusY: felt.ry * 0.665
                direction: PathArc.Clockwise
            }
        }
    }

    // Lettering along the band, letter by letter on the ellipse.
    Item {
        id: band
        anchors.fill: parent
        readonly property real a: felt.rx * 0.625
        readonly property real b: felt.ry * 0.625
        readonly property real letterAngle: Theme.px(10.5) / Math.max(1, band.a)
        readonly property int count: felt.bandText.length

        Repeater {
            model: band.count
            delegate: Text {
                required property int index
                readonly property real t: Math.PI / 2 + ((band.count - 1) / 2 - index) * band.letterAngle
                x: felt.cx + band.a * Math.cos(t) - width / 2
                y: felt.edgeY - band.b * Math.sin(t) - height / 2
                rotation: Math.atan2(band.b * Math.cos(t), band.a * Math.sin(t)) * 180 / Math.PI
                text: felt.bandText.charAt(index)
                color: Theme.feltInk(0.72)
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontPx(12)
                font.bold: true
            }
        }
    }

    // The dealer's straight edge.
    Rectangle {
        x: felt.cx - felt.rx - felt.railWidth
        width: 2 * (felt.rx + felt.railWidth)
        y: felt.edgeY
        height: felt.height - felt.edgeY
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.woodLight }
            GradientStop { position: 1.0; color: Theme.woodDark }
        }
    }
}

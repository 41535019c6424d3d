pragma ComponentBehavior: Bound

import QtQuick

// A table seen from the dealer's place: a half-ellipse of green felt with a
// padded rail, the dealer's straight edge at the bottom, a printed band of
// text across the layout (blackjack, midi baccarat); or a whole oval of felt
// around (cx, edgeY) (the big baccarat table, fullOval).
Item {
    id: felt

    // Geometry from BlackjackTable: centre of the straight edge and radii.
    property real cx: width / 2
    property real edgeY: height
    property real rx: width / 2
    property real ry: height
    property real railWidth: Theme.px(24)
    property string bandText: ""
    // The whole ellipse instead of its upper half, and no straight edge.
    property bool fullOval: false
    // The printed lines across the layout, as fractions of the radii.
    property var bandRadii: [0.585, 0.665]

    // The felt, its rail and the printed band, painted once with QPainter's
    // antialiasing into an image (Canvas's Image target), and again only when
    // the size, the geometry or the colours change. In Qt 6.4 a Shape is
    // antialiased only by multisampling: a multisampled layer of the whole
    // table took about 36 bytes a pixel under OpenGL (35 MiB at 1280x760,
    // docs/performance.md); this image takes 4, plus its texture.
    Canvas {
        id: painting
        anchors.fill: parent
        renderTarget: Canvas.Image
        renderStrategy: Canvas.Immediate

        // Everything the picture depends on: any change paints it again.
        readonly property var look: [felt.width, felt.height, felt.cx, felt.edgeY, felt.rx, felt.ry,
            felt.railWidth, felt.fullOval, felt.bandRadii, Theme.unit, Theme.lineWidth, Theme.feltCentre, Theme.feltMid,
            Theme.feltEdge, Theme.railDark, Theme.railLight, Theme.feltInk(0.55)]
        onLookChanged: painting.requestPaint()

        // The upper half of the ellipse of radii a, b around the straight
        // edge's centre, from its left end to its right end (a new path);
        // the whole ellipse at a full oval.
        function halfEllipse(ctx: var, a: real, b: real): void {
            ctx.beginPath()
            ctx.save()
            ctx.translate(felt.cx, felt.edgeY)
            ctx.scale(Math.max(0.01, a), Math.max(0.01, b))
            ctx.arc(0, 0, 1, felt.fullOval ? 0 : Math.PI, 2 * Math.PI, false)
            ctx.restore()
        }

        function strokeHalfEllipse(ctx: var, a: real, b: real, colour: var, width: real): void {
            painting.halfEllipse(ctx, a, b)
            ctx.strokeStyle = colour
            ctx.lineWidth = width
            ctx.stroke()
        }

        onPaint: {
            const ctx = painting.getContext("2d")
            ctx.reset()
            if (felt.rx <= 0 || felt.ry <= 0)
                return
            ctx.lineCap = "butt"

            // Felt
            painting.halfEllipse(ctx, felt.rx, felt.ry)
            ctx.closePath()
            const glowY = felt.fullOval ? felt.edgeY : felt.edgeY - felt.ry * 0.45
            const gradient = ctx.createRadialGradient(felt.cx, glowY, 0,
                                                      felt.cx, glowY + felt.ry * 0.1, felt.rx * 1.05)
            gradient.addColorStop(0.0, Theme.feltCentre)
            gradient.addColorStop(0.7, Theme.feltMid)
            gradient.addColorStop(1.0, Theme.feltEdge)
            ctx.fillStyle = gradient
            ctx.fill()

            // Rail: a dark outer band, a lighter padded top and a highlight.
            const rail = felt.railWidth
            painting.strokeHalfEllipse(ctx, felt.rx + rail / 2, felt.ry + rail / 2, Theme.railDark, rail)
            painting.strokeHalfEllipse(ctx, felt.rx + rail * 0.55, felt.ry + rail * 0.55, Theme.railLight, rail * 0.5)
            painting.strokeHalfEllipse(ctx, felt.rx + rail * 0.7, felt.ry + rail * 0.7, Qt.rgba(1, 0.85, 0.65, 0.25),
                                       Math.max(1, rail * 0.08))
            // The felt's stitched edge along the rail.
            painting.strokeHalfEllipse(ctx, felt.rx - Theme.px(1), felt.ry - Theme.px(1), Qt.rgba(0, 0, 0, 0.35),
                                       Math.max(1, Theme.px(2)))

            // The printed band across the layout.
            const ink = Theme.feltInk(0.55)
            const line = Math.max(Theme.lineWidth, Theme.px(1.5))
            for (const radius of felt.bandRadii)
                painting.strokeHalfEllipse(ctx, felt.rx * radius, felt.ry * radius, ink, line)
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
        visible: !felt.fullOval
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

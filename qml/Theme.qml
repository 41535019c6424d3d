pragma Singleton

import QtQuick

// The look of Dealer Trainer: colours, type and the size unit. Everything is
// drawn by the app (no bitmaps), so sizes are given in units of a 1280x720
// window and scale with the window (and with the device pixel ratio on 4K).
QtObject {
    id: theme

    // Set by Main from the window size: 1.0 at 1280x720.
    property real unit: 1.0

    function px(value: real): real {
        return Math.round(value * theme.unit)
    }
    function fontPx(value: real): int {
        return Math.max(9, Math.round(value * theme.unit))
    }

    // Type
    readonly property string fontFamily: "DejaVu Sans"
    readonly property string displayFamily: "DejaVu Serif"
    readonly property string monoFamily: "DejaVu Sans Mono"

    // Application chrome
    readonly property color window: "#0d1513"
    readonly property color windowTop: "#13201c"
    readonly property color surface: "#17231f"
    readonly property color surfaceRaised: "#1e2d28"
    readonly property color surfaceHover: "#263a33"
    readonly property color border: "#2e433c"
    readonly property color borderStrong: "#3f5a51"
    readonly property color text: "#eef3ef"
    readonly property color textMuted: "#a3b6ae"
    readonly property color textDim: "#6f837b"
    readonly property color accent: "#d9b45b"
    readonly property color accentHover: "#ebc977"
    readonly property color accentText: "#1c1508"
    readonly property color focus: "#7cc4ff"

    // Verdicts
    readonly property color correct: "#36c275"
    readonly property color correctDeep: "#15402a"
    readonly property color error: "#ef5350"
    readonly property color errorDeep: "#47191a"
    readonly property color warning: "#f2a93b"
    readonly property color warningDeep: "#46300f"
    readonly property color integrity: "#ff4f8b"

    // The table
    readonly property color feltCentre: "#1f8050"
    readonly property color feltEdge: "#0d4a2b"
    readonly property color feltLine: "#efe0b0"
    readonly property color railDark: "#2a170d"
    readonly property color railLight: "#6b4127"
    readonly property color woodDark: "#1d120b"
    readonly property color woodLight: "#3b2518"
    readonly property color cardFace: "#fbfaf5"
    readonly property color cardEdge: "#c9c4b4"
    readonly property color cardRed: "#c41e3a"
    readonly property color cardBlack: "#1b1b1f"
    readonly property color cardBack: "#7b1426"
    readonly property color cardBackDark: "#4a0b17"
    readonly property color cutCard: "#ffd31a"
    readonly property color cutCardEdge: "#b58f00"

    // A colour for each seat's player token.
    readonly property var seatColours: ["#3d7fd9", "#d96a3d", "#8e5bd9", "#2fa889", "#d9a93d",
        "#d94d7a", "#5b8fa8"]
    function seatColour(seat: int): color {
        return theme.seatColours[(Math.max(1, seat) - 1) % theme.seatColours.length]
    }

    readonly property int fast: 160
    readonly property int medium: 260
}

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

    // Chips: the usual casino colours by value (cents). The value is always
    // printed on a chip as well (chipLabel), so colour is never the only cue.
    function chipColour(cents: int): color {
        if (cents >= 500000)
            return "#7a4b2a"    // $5,000 brown
        if (cents >= 100000)
            return "#f0a818"    // $1,000 orange-yellow
        if (cents >= 50000)
            return "#6a3fa0"    // $500 purple
        if (cents >= 10000)
            return "#1c1c20"    // $100 black
        if (cents >= 2500)
            return "#1f7a45"    // $25 green
        if (cents >= 500)
            return "#c0282d"    // $5 red
        if (cents >= 250)
            return "#e7759f"    // $2.50 pink
        if (cents >= 100)
            return "#ece7db"    // $1 white
        if (cents >= 50)
            return "#8fa3b8"    // $0.50 blue-grey
        return "#c9b9d9"        // $0.25 lilac
    }
    // The edge inserts (spots) of a chip.
    function chipInsert(cents: int): color {
        if (cents >= 500000)
            return "#f2dcb3"
        if (cents >= 100000)
            return "#1c1c20"
        if (cents >= 500)
            return "#f4efe3"
        if (cents >= 250)
            return "#ffffff"
        if (cents >= 100)
            return "#3d6fb3"
        if (cents >= 50)
            return "#ffffff"
        return "#5b3f86"
    }
    // The colour of the value printed on a chip: dark on light chips.
    function chipInk(cents: int): color {
        if (cents >= 500000)
            return "#ffffff"
        if (cents >= 100000)
            return "#1c1508"
        if (cents >= 500)
            return "#ffffff"
        if (cents >= 250)
            return "#3a0f22"    // on pink
        return "#1b1b1f"        // on white, blue-grey, lilac
    }
    // The value printed on a chip: "5", "25", "1000", "2½", "½", "25¢".
    function chipLabel(cents: int): string {
        if (cents % 100 === 0)
            return String(cents / 100)
        if (cents === 50)
            return "½"
        if (cents % 100 === 50)
            return String(Math.floor(cents / 100)) + "½"
        if (cents < 100)
            return String(cents) + "¢"
        return theme.money(cents).substring(1)
    }
    // Money shown to the trainee: "$7", "$12.50", "$1,000", "-$5".
    function money(cents: int): string {
        const sign = cents < 0 ? "-" : ""
        const abs = Math.abs(cents)
        let dollars = String(Math.floor(abs / 100))
        for (let at = dollars.length - 3; at > 0; at -= 3)
            dollars = dollars.substring(0, at) + "," + dollars.substring(at)
        const rest = abs % 100
        return sign + "$" + dollars + (rest === 0 ? "" : "." + (rest < 10 ? "0" : "") + String(rest))
    }

    readonly property int fast: 160
    readonly property int medium: 260
}

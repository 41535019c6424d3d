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

    // High contrast (the user's choice, AppController.highContrast, bound by
    // Main): white text on black, strong borders, yellow focus rings, a dark
    // plain felt with white lines, cards with black outlines and larger
    // indices, verdict colours that differ in lightness as well as hue. Every
    // colour below follows it, so no other file needs to ask for colours.
    property bool highContrast: false

    // Application chrome
    readonly property color window: theme.highContrast ? "#000000" : "#0d1513"
    readonly property color windowTop: theme.highContrast ? "#000000" : "#13201c"
    readonly property color surface: theme.highContrast ? "#000000" : "#17231f"
    readonly property color surfaceRaised: theme.highContrast ? "#1a1a1a" : "#1e2d28"
    readonly property color surfaceHover: theme.highContrast ? "#383838" : "#263a33"
    readonly property color border: theme.highContrast ? "#b3b3b3" : "#2e433c"
    readonly property color borderStrong: theme.highContrast ? "#ffffff" : "#3f5a51"
    readonly property color text: theme.highContrast ? "#ffffff" : "#eef3ef"
    readonly property color textMuted: theme.highContrast ? "#ffffff" : "#a3b6ae"
    readonly property color textDim: theme.highContrast ? "#d6d6d6" : "#6f837b"
    readonly property color accent: theme.highContrast ? "#40e0ff" : "#d9b45b"
    readonly property color accentHover: theme.highContrast ? "#b3f3ff" : "#ebc977"
    readonly property color accentText: theme.highContrast ? "#000000" : "#1c1508"
    readonly property color focus: theme.highContrast ? "#ffff00" : "#7cc4ff"
    // A control that cannot be used now: dimmer than any text, still legible.
    readonly property color disabledText: theme.highContrast ? "#8c8c8c" : "#6f837b"
    readonly property color disabledBorder: theme.highContrast ? "#5c5c5c" : "#3f5a51"
    // The page's light from above (Backdrop), and the dark of a page of text.
    readonly property color backdropGlow: theme.highContrast ? "#000000" : "#1d3a2f"
    readonly property color backdropMid: theme.highContrast ? "#000000" : "#101c18"
    readonly property color readingSurface: theme.highContrast ? "#000000" : "#101916"
    readonly property color readingText: theme.highContrast ? "#ffffff" : "#e6ece8"
    // The accent as a tint behind a marked row or label, and its outline.
    readonly property color accentTint: theme.highContrast ? "#003b47" : Qt.rgba(0.85, 0.71, 0.36, 0.16)
    readonly property color accentTintBorder: theme.highContrast ? "#40e0ff" : Qt.rgba(0.85, 0.7, 0.35, 0.35)
    // The keyboard cursor of a list (the row Enter acts on).
    readonly property color listCursor: theme.highContrast ? "#ffff00" : "#d9b45b"
    // A key cap next to a control, on the chrome or on a primary (accent) button.
    readonly property color keyCapFill: theme.highContrast ? "#000000" : Qt.rgba(1, 1, 1, 0.08)
    readonly property color keyCapBorder: theme.highContrast ? "#ffffff" : Qt.rgba(1, 1, 1, 0.22)
    readonly property color keyCapDarkFill: theme.highContrast ? "#ffffff" : Qt.rgba(0, 0, 0, 0.18)
    readonly property color keyCapDarkBorder: theme.highContrast ? "#000000" : Qt.rgba(0, 0, 0, 0.35)
    // A light text colour of its own (on a dark panel): pure white in high contrast.
    function ink(normal: color): color {
        return theme.highContrast ? Qt.rgba(1, 1, 1, 1) : normal
    }
    // A dark panel colour of its own: pure black in high contrast.
    function shade(normal: color): color {
        return theme.highContrast ? Qt.rgba(0, 0, 0, 1) : normal
    }
    // Widths of lines, in device-independent pixels (already scaled).
    readonly property real lineWidth: theme.highContrast ? Math.max(2, theme.px(2)) : 1
    // The stroke of a tick or cross, as a fraction of its badge.
    readonly property real markWeight: theme.highContrast ? 0.16 : 0.12
    readonly property real focusWidth: theme.highContrast ? Math.max(3, theme.px(4)) : Math.max(2, theme.px(2))

    // Verdicts. In high contrast "correct" is light and an error mid-dark, so
    // they differ without colour vision too (the tick and cross differ always).
    readonly property color correct: theme.highContrast ? "#8dffb5" : "#36c275"
    readonly property color correctDeep: theme.highContrast ? "#00260f" : "#15402a"
    readonly property color correctInk: theme.highContrast ? "#ffffff" : "#d9f7e6"
    readonly property color correctTint: theme.highContrast ? "#00260f" : Qt.rgba(0.21, 0.76, 0.46, 0.16)
    readonly property color correctTintBorder: theme.highContrast ? "#8dffb5" : Qt.rgba(0.21, 0.76, 0.46, 0.5)
    readonly property color error: theme.highContrast ? "#ff4d4d" : "#ef5350"
    readonly property color errorDeep: theme.highContrast ? "#330000" : "#47191a"
    readonly property color errorInk: theme.highContrast ? "#ffffff" : "#ffd9d8"
    readonly property color errorTint: theme.highContrast ? "#240000" : Qt.rgba(0.94, 0.33, 0.31, 0.08)
    readonly property color errorTintBorder: theme.highContrast ? "#ff4d4d" : Qt.rgba(0.94, 0.33, 0.31, 0.45)
    readonly property color warning: theme.highContrast ? "#ffc21a" : "#f2a93b"
    readonly property color warningDeep: theme.highContrast ? "#332400" : "#46300f"
    readonly property color warningInk: theme.highContrast ? "#ffffff" : "#ffe2b5"
    readonly property color integrity: theme.highContrast ? "#ff66f0" : "#ff4f8b"
    // The tick or cross on a verdict badge, and text on a filled verdict colour.
    readonly property color verdictMark: theme.highContrast ? "#000000" : "#ffffff"
    readonly property color onCorrect: theme.highContrast ? "#000000" : "#08210f"
    readonly property color onError: theme.highContrast ? "#000000" : "#ffffff"

    // The table
    readonly property color feltCentre: theme.highContrast ? "#1f3a2c" : "#1f8050"
    readonly property color feltMid: theme.highContrast ? "#1a3226" : "#166a40"
    readonly property color feltEdge: theme.highContrast ? "#0f2119" : "#0d4a2b"
    readonly property color feltLine: theme.highContrast ? "#ffffff" : "#efe0b0"
    readonly property color railDark: theme.highContrast ? "#140b05" : "#2a170d"
    readonly property color railLight: theme.highContrast ? "#4a2d1b" : "#6b4127"
    readonly property color woodDark: theme.highContrast ? "#120b06" : "#1d120b"
    readonly property color woodLight: theme.highContrast ? "#2b1b11" : "#3b2518"
    readonly property color cardFace: theme.highContrast ? "#ffffff" : "#fbfaf5"
    readonly property color cardEdge: theme.highContrast ? "#000000" : "#c9c4b4"
    readonly property color cardRed: theme.highContrast ? "#c00018" : "#c41e3a"
    readonly property color cardBlack: theme.highContrast ? "#000000" : "#1b1b1f"
    readonly property color cardBack: theme.highContrast ? "#8a1029" : "#7b1426"
    readonly property color cardBackDark: theme.highContrast ? "#4a0b17" : "#4a0b17"
    // The other back colour: a double shoe's second side (Blackjack §6(d)).
    readonly property color cardBackBlue: theme.highContrast ? "#1040a0" : "#1d4f91"
    readonly property color cardBackBlueDark: "#0f2c57"
    readonly property color cutCard: "#ffd31a"
    readonly property color cutCardEdge: theme.highContrast ? "#000000" : "#b58f00"
    // A card's outline and the size of its corner index, for a card `width` wide.
    function cardOutline(width: real): real {
        return theme.highContrast ? Math.max(2, width * 0.045) : 1
    }
    readonly property real cardIndexScale: theme.highContrast ? 1.22 : 1.0

    // The printing on the felt (lines, lettering, spot outlines) at the
    // strength `alpha` it has normally: solid white in high contrast.
    function feltInk(alpha: real): color {
        return theme.highContrast ? Qt.rgba(1, 1, 1, Math.min(1, 0.45 + alpha))
                                  : Qt.rgba(0.94, 0.88, 0.69, alpha)
    }

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

import QtQuick

// The Dealer Trainer mark: a fanned ace and card back over a chip.
Item {
    id: mark

    implicitWidth: Theme.px(120)
    implicitHeight: Theme.px(110)

    PlayingCard {
        x: mark.width * 0.16
        y: mark.height * 0.06
        width: mark.width * 0.42
        height: width * 1.4
        rotation: -14
        faceUp: false
    }
    PlayingCard {
        x: mark.width * 0.38
        y: mark.height * 0.02
        width: mark.width * 0.42
        height: width * 1.4
        rotation: 10
        code: "AS"
    }
    CasinoChip {
        x: mark.width * 0.02
        y: mark.height * 0.52
        width: mark.width * 0.44
        colour: "#1c7a4a"
        label: "21"
    }
}

import QtQuick
import QtQuick.Controls.Basic

// The app's drop-down list. `choiceLabel(modelData)`, when set, says how a
// choice reads in the open list (by default its textRole).
ComboBox {
    id: control

    property var choiceLabel: null

    implicitHeight: Theme.px(40)
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontPx(13)

    background: Rectangle {
        radius: Theme.px(8)
        color: control.hovered ? Theme.surfaceHover : Theme.surfaceRaised
        border.color: control.visualFocus ? Theme.focus : Theme.border
        border.width: control.visualFocus ? Theme.focusWidth : Theme.lineWidth
    }
    contentItem: Text {
        leftPadding: Theme.px(12)
        rightPadding: control.indicator.width + Theme.px(8)
        text: control.displayText
        color: control.enabled ? Theme.text : Theme.disabledText
        font: control.font
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    delegate: ItemDelegate {
        id: choice
        required property var modelData
        required property int index
        width: control.width
        highlighted: control.highlightedIndex === choice.index
        contentItem: Text {
            text: control.choiceLabel ? control.choiceLabel(choice.modelData) : control.textAt(choice.index)
            color: Theme.text
            font: control.font
            elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            color: choice.highlighted ? Theme.accentTint : Theme.surfaceRaised
            border.color: choice.highlighted ? Theme.accentTintBorder : "transparent"
        }
    }
    popup.background: Rectangle {
        color: Theme.surfaceRaised
        border.color: Theme.borderStrong
        border.width: Theme.lineWidth
        radius: Theme.px(6)
    }
}

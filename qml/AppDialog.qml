import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T

// A modal dialog in the app's style.
Dialog {
    id: dialog

    anchors.centerIn: parent
    modal: true
    padding: Theme.px(22)
    topPadding: Theme.px(8)
    font.family: Theme.fontFamily

    T.Overlay.modal: Rectangle {
        color: Qt.rgba(0.02, 0.05, 0.04, 0.72)
    }

    background: Rectangle {
        radius: Theme.px(12)
        color: Theme.surfaceRaised
        border.color: Theme.borderStrong
        border.width: Theme.lineWidth
    }

    // The title wraps to the dialog's width. Wrapped in an Item without an
    // implicit width, so that the dialog's width never depends on the wrapped
    // text's (a binding loop on every resize).
    header: Item {
        visible: dialog.title.length > 0
        implicitHeight: titleText.implicitHeight
        Text {
            id: titleText
            width: parent.width
            text: dialog.title
            padding: Theme.px(22)
            bottomPadding: Theme.px(6)
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontPx(20)
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
        }
    }
}

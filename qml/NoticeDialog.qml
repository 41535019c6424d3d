import QtQuick

// A title, a message and OK: why something the trainee asked for could not
// be done. Main.qml makes it on first use (docs/performance.md): no window
// opens with it.
AppDialog {
    id: notice

    property alias text: noticeText.text

    onOpened: noticeButtons.confirmButton.forceActiveFocus(Qt.TabFocusReason)
    footer: DialogButtons {
        id: noticeButtons
        cancelVisible: false
        confirmText: qsTr("OK")
        onConfirmed: notice.close()
    }
    Text {
        id: noticeText
        objectName: "noticeText"
        width: Theme.px(420)
        wrapMode: Text.Wrap
        color: Theme.text
        font.pixelSize: Theme.fontPx(14)
    }
}

import QtQuick

// A dialog's footer: Cancel (or what staying is called), and the one thing
// the dialog does. A notice hides Cancel and keeps the one button.
Item {
    id: buttons

    property string confirmText: ""
    property string confirmName: ""
    property string confirmVariant: "primary"
    property bool confirmEnabled: true
    property string cancelText: qsTr("Cancel")
    property string cancelName: ""
    property bool cancelVisible: true
    readonly property alias cancelButton: cancelButton
    readonly property alias confirmButton: confirmButton
    signal confirmed()
    signal cancelled()

    // Return in the dialog's last field does what the button does.
    function confirm(): void {
        if (buttons.confirmEnabled)
            buttons.confirmed()
    }

    implicitHeight: Theme.px(68)

    Row {
        anchors.right: parent.right
        anchors.rightMargin: Theme.px(22)
        anchors.verticalCenter: parent.verticalCenter
        spacing: Theme.px(10)
        AppButton {
            id: cancelButton
            objectName: buttons.cancelName
            visible: buttons.cancelVisible
            text: buttons.cancelText
            onClicked: buttons.cancelled()
        }
        AppButton {
            id: confirmButton
            objectName: buttons.confirmName
            variant: buttons.confirmVariant
            text: buttons.confirmText
            enabled: buttons.confirmEnabled
            onClicked: buttons.confirmed()
        }
    }
}

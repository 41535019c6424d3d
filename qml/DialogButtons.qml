import QtQuick

// A dialog's footer: Cancel, and the one thing the dialog does.
Item {
    id: buttons

    property string confirmText: ""
    property string confirmName: ""
    property bool confirmEnabled: true
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
            text: qsTr("Cancel")
            onClicked: buttons.cancelled()
        }
        AppButton {
            objectName: buttons.confirmName
            variant: "primary"
            text: buttons.confirmText
            enabled: buttons.confirmEnabled
            onClicked: buttons.confirmed()
        }
    }
}

import QtQuick
import QtQuick.Layouts

// One exam sitting in a list: its exam, a line about it, and one action.
Rectangle {
    id: row

    property var sitting: ({})
    property string subtitle: ""
    property string actionText: ""
    signal actionClicked()

    implicitHeight: Theme.px(76)
    radius: Theme.px(10)
    color: Theme.surfaceRaised
    border.color: Theme.border
    Accessible.role: Accessible.ListItem
    Accessible.name: (row.sitting.examTitle || "") + ". " + row.subtitle

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(18)
        anchors.rightMargin: Theme.px(14)
        spacing: Theme.px(12)
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.px(4)
            Text {
                Layout.fillWidth: true
                text: row.sitting.examTitle || ""
                color: Theme.text
                font.pixelSize: Theme.fontPx(16)
                font.bold: true
                elide: Text.ElideRight
            }
            Text {
                Layout.fillWidth: true
                text: row.subtitle
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(13)
                elide: Text.ElideRight
            }
        }
        AppButton {
            objectName: "sittingAction"
            variant: "primary"
            text: row.actionText
            onClicked: row.actionClicked()
        }
    }
}

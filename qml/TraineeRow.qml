import QtQuick
import QtQuick.Layouts

// One trainee profile in the start screen's list.
Rectangle {
    id: row

    required property int index
    required property int traineeId
    required property string name
    property bool current: false

    signal chosen()

    readonly property string initials: {
        const parts = row.name.trim().split(/\s+/).filter(p => p.length > 0)
        if (parts.length === 0)
            return "?"
        if (parts.length === 1)
            return parts[0].slice(0, 2).toUpperCase()
        return (parts[0][0] + parts[parts.length - 1][0]).toUpperCase()
    }

    implicitHeight: Theme.px(60)
    radius: Theme.px(10)
    color: mouse.containsMouse || row.current ? Theme.surfaceHover : Theme.surfaceRaised
    border.width: row.current ? Theme.focusWidth : Theme.lineWidth
    border.color: row.current ? Theme.listCursor : Theme.border

    Accessible.role: Accessible.ListItem
    Accessible.name: row.name
    Accessible.description: qsTr("Continue as %1: Enter or click").arg(row.name)
    Accessible.selected: row.current
    Accessible.onPressAction: row.chosen()

    Behavior on color {
        ColorAnimation {
            duration: Theme.fast
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(14)
        anchors.rightMargin: Theme.px(16)
        spacing: Theme.px(14)

        Rectangle {
            Layout.preferredWidth: Theme.px(38)
            Layout.preferredHeight: Theme.px(38)
            radius: width / 2
            color: Theme.seatColour(row.index + 1)
            Text {
                anchors.centerIn: parent
                text: row.initials
                color: "#ffffff"
                font.bold: true
                font.pixelSize: Theme.fontPx(14)
            }
        }
        Text {
            Layout.fillWidth: true
            text: row.name
            color: Theme.text
            elide: Text.ElideRight
            font.pixelSize: Theme.fontPx(17)
        }
        Text {
            text: qsTr("Continue  \u203a")
            color: mouse.containsMouse || row.current ? Theme.listCursor : Theme.textDim
            font.pixelSize: Theme.fontPx(14)
            font.bold: true
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: row.chosen()
    }
}

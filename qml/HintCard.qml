import QtQuick
import QtQuick.Layouts

// "What should I do?": the next expected action, as C++ describes it.
Rectangle {
    id: card

    property string description: ""
    property string citation: ""
    property bool shown: false

    signal citationActivated(string citation)
    signal closeRequested()

    width: Theme.px(380)
    height: column.implicitHeight + Theme.px(24)
    radius: Theme.px(10)
    color: Theme.shade("#13212b")
    border.color: Theme.focus
    border.width: Math.max(Theme.lineWidth, Theme.px(1.5))

    Accessible.role: Accessible.AlertMessage
    Accessible.name: qsTr("What to do next")
    Accessible.description: card.description
    visible: opacity > 0.01
    opacity: card.shown ? 1 : 0
    Behavior on opacity {
        NumberAnimation { duration: Theme.fast }
    }

    MouseArea {
        anchors.fill: parent
    }

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.px(12)
        spacing: Theme.px(6)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Rectangle {
                Layout.preferredWidth: Theme.px(22)
                Layout.preferredHeight: Theme.px(22)
                radius: width / 2
                color: Theme.focus
                Text {
                    anchors.centerIn: parent
                    text: "?"
                    color: "#0b1a26"
                    font.bold: true
                    font.pixelSize: Theme.fontPx(14)
                }
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("What to do next")
                color: Theme.focus
                font.bold: true
                font.pixelSize: Theme.fontPx(13.5)
            }
            Text {
                objectName: "hintClose"
                text: "\u00d7"
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(18)
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Close the hint")
                Accessible.onPressAction: card.closeRequested()
                MouseArea {
                    anchors.fill: parent
                    anchors.margins: -Theme.px(6)
                    cursorShape: Qt.PointingHandCursor
                    onClicked: card.closeRequested()
                }
            }
        }
        Text {
            objectName: "hintText"
            Layout.fillWidth: true
            text: card.description
            color: Theme.text
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(14)
        }
        CitationLink {
            visible: card.citation.length > 0
            citation: card.citation
            colour: Theme.ink("#9ccff5")
            onActivated: card.citationActivated(card.citation)
        }
    }
}

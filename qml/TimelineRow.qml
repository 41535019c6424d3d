import QtQuick
import QtQuick.Layouts

// One line of the timeline: a graded action, or an event (muted).
Item {
    id: row

    required property int actionNumber // 1-based among actions, 0 for events
    required property string kind
    required property string description
    required property bool correct
    required property string severity
    required property string citation
    required property string requirement
    required property string message
    required property string expected

    readonly property bool isAction: row.kind === "action"
    readonly property color tone: row.correct ? Theme.correct
                                : row.severity === "integrity" ? Theme.integrity
                                : row.severity === "minor" ? Theme.warning : Theme.error

    implicitHeight: row.isAction ? actionBox.implicitHeight : eventRow.implicitHeight + Theme.px(6)

    // Read as one line: the action, its grade and rule, and for a mistake why.
    Accessible.role: Accessible.ListItem
    Accessible.name: !row.isAction ? row.description
                     : qsTr("Action %1: %2. %3").arg(row.actionNumber).arg(row.description)
                           .arg(row.correct ? qsTr("Correct") : qsTr("Wrong"))
    Accessible.description: row.citation
                            + (!row.correct && row.message.length > 0 ? ". " + row.message : "")
                            + (!row.correct && row.expected.length > 0 ? ". " + qsTr("Expected: %1").arg(row.expected) : "")

    // Event: muted, indented.
    RowLayout {
        id: eventRow
        visible: !row.isAction
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: Theme.px(46)
        anchors.verticalCenter: parent.verticalCenter
        spacing: Theme.px(8)
        Rectangle {
            Layout.preferredWidth: Theme.px(6)
            Layout.preferredHeight: Theme.px(6)
            radius: width / 2
            color: Theme.textDim
        }
        Text {
            Layout.fillWidth: true
            text: row.description
            color: Theme.textDim
            font.italic: true
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontPx(12.5)
        }
    }

    // Action: number, grade, description, citation; and for a mistake, why.
    Rectangle {
        id: actionBox
        visible: row.isAction
        width: parent.width
        implicitHeight: actionColumn.implicitHeight + Theme.px(16)
        radius: Theme.px(8)
        color: row.correct ? Theme.surfaceRaised : Theme.errorTint
        border.color: row.correct ? Theme.border : Theme.errorTintBorder
        border.width: Theme.lineWidth

        RowLayout {
            id: actionColumn
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.px(8)
            spacing: Theme.px(10)

            Text {
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: Theme.px(26)
                horizontalAlignment: Text.AlignRight
                text: row.actionNumber > 0 ? row.actionNumber : ""
                color: Theme.textDim
                font.family: Theme.monoFamily
                font.pixelSize: Theme.fontPx(12)
                topPadding: Theme.px(2)
            }
            VerdictIcon {
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: Theme.px(18)
                Layout.preferredHeight: Theme.px(18)
                correct: row.correct
                colour: row.tone
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.px(3)
                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        Layout.fillWidth: true
                        text: row.description
                        color: Theme.text
                        wrapMode: Text.Wrap
                        font.bold: true
                        font.pixelSize: Theme.fontPx(13)
                    }
                    Text {
                        text: row.citation
                        color: Theme.accent
                        font.pixelSize: Theme.fontPx(11.5)
                    }
                }
                Text {
                    Layout.fillWidth: true
                    visible: !row.correct && row.message.length > 0
                    text: row.message
                    color: Theme.ink("#f3d2d1")
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(12)
                }
                Text {
                    Layout.fillWidth: true
                    visible: !row.correct && row.expected.length > 0
                    text: qsTr("Expected: %1").arg(row.expected)
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(12)
                }
                Text {
                    Layout.fillWidth: true
                    visible: !row.correct && row.severity.length > 0
                    text: row.severity === "integrity" ? qsTr("Integrity error")
                        : row.severity === "payout" ? qsTr("Payout error")
                        : row.severity === "minor" ? qsTr("Minor error") : qsTr("Error")
                    color: row.tone
                    font.bold: true
                    font.pixelSize: Theme.fontPx(10.5)
                }
            }
        }
    }
}

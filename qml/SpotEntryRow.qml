import QtQuick
import QtQuick.Layouts
import DealerTrainer

// One graded answer of a spot-the-error exercise (SpotTheErrorController's
// entries): what was said, right or wrong, why, the section.
RowLayout {
    id: entryRow
    required property var modelData
    property bool compact: false

    // The section's link was followed.
    signal citationActivated(string citation)

    spacing: Theme.px(8)
    Accessible.role: Accessible.ListItem
    Accessible.name: (entryRow.modelData.correct ? qsTr("Right: ") : qsTr("Wrong: ")) + entryRow.modelData.explanation
    VerdictIcon {
        Layout.alignment: Qt.AlignTop
        Layout.preferredWidth: Theme.px(22)
        Layout.preferredHeight: Theme.px(22)
        correct: entryRow.modelData.correct
    }
    ColumnLayout {
        Layout.fillWidth: true
        spacing: Theme.px(1)
        Text {
            Layout.fillWidth: true
            text: entryRow.modelData.explanation
            color: entryRow.modelData.correct ? Theme.text : Theme.errorInk
            wrapMode: Text.Wrap
            maximumLineCount: entryRow.compact ? 2 : 6
            elide: Text.ElideRight
            font.pixelSize: Theme.fontPx(entryRow.compact ? 12.5 : 13.5)
        }
        CitationLink {
            visible: entryRow.modelData.citation.length > 0
            citation: entryRow.modelData.citation
            onActivated: entryRow.citationActivated(entryRow.modelData.citation)
        }
    }
}

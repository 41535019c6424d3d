import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// A side panel quoting the regulation section a verdict or hint cites, or
// the lesson's brief with its hints.
Rectangle {
    id: panel

    property string heading: qsTr("THE REGULATION")
    property string citation: ""
    property string sectionText: ""
    property string requirement: ""
    // The lesson's hints (table.hints), listed under the text; none for a regulation section.
    property list<string> hints: []
    property bool open: false
    // The panel quotes a regulation section (not the lesson's brief).
    property bool quotesRegulation: false

    signal closeRequested()
    // The whole text, opened at this section (the regulation viewer).
    signal readInFullRequested()

    color: Theme.readingSurface
    border.color: Theme.borderStrong
    border.width: Theme.lineWidth

    Accessible.role: Accessible.Pane
    Accessible.name: panel.citation.length > 0 ? qsTr("%1: %2").arg(panel.heading).arg(panel.citation) : panel.heading
    visible: panel.slide > 0

    // Slides in from the right edge of the parent. The slide is animated,
    // not x, so that resizing the window never sends a closed panel across it.
    property real slide: panel.open ? 1 : 0
    Behavior on slide {
        NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic }
    }
    x: parent.width - width * panel.slide

    // A soft shadow on the table along the panel's edge.
    Rectangle {
        x: -width
        width: Theme.px(18)
        height: parent.height
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "transparent" }
            GradientStop { position: 1.0; color: Qt.rgba(0, 0, 0, 0.35) }
        }
    }

    // Keep clicks on the panel from reaching the table underneath.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = false
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(20)
        spacing: Theme.px(12)

        RowLayout {
            Layout.fillWidth: true
            Text {
                text: panel.heading
                color: Theme.accent
                font.bold: true
                font.letterSpacing: 1.4
                font.pixelSize: Theme.fontPx(11)
            }
            Item { Layout.fillWidth: true }
            AppButton {
                objectName: "sectionPanelClose"
                variant: "ghost"
                text: qsTr("Close")
                shortcutText: "Esc"
                fontSize: 12
                implicitHeight: Theme.px(30)
                leftPadding: Theme.px(10)
                rightPadding: Theme.px(10)
                onClicked: panel.closeRequested()
            }
        }
        Text {
            objectName: "sectionCitation"
            Layout.fillWidth: true
            text: panel.citation
            color: Theme.text
            wrapMode: Text.Wrap
            font.family: Theme.displayFamily
            font.bold: true
            font.pixelSize: Theme.fontPx(22)
        }
        Text {
            Layout.fillWidth: true
            visible: panel.requirement.length > 0
            text: qsTr("Requirement %1").arg(panel.requirement)
            color: Theme.textDim
            wrapMode: Text.Wrap
            font.italic: true
            font.pixelSize: Theme.fontPx(13)
        }
        CitationLink {
            objectName: "sectionReadInFull"
            visible: panel.quotesRegulation && panel.citation.length > 0
            citation: qsTr("Read it in the regulation")
            onActivated: panel.readInFullRequested()
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: Theme.border
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth
            Column {
                width: parent ? parent.width : 0
                spacing: Theme.px(10)
                Text {
                    objectName: "sectionBody"
                    width: parent.width
                    text: panel.sectionText.length > 0 ? panel.sectionText
                                                       : qsTr("The text of this section is not available in this installation.")
                    textFormat: Text.PlainText
                    color: panel.sectionText.length > 0 ? Theme.readingText : Theme.textDim
                    wrapMode: Text.Wrap
                    lineHeight: 1.25
                    font.pixelSize: Theme.fontPx(14)
                }
                Text {
                    objectName: "hintsHeading"
                    visible: panel.hints.length > 0
                    topPadding: Theme.px(8)
                    text: qsTr("HINTS")
                    color: Theme.accent
                    font.bold: true
                    font.letterSpacing: 1.2
                    font.pixelSize: Theme.fontPx(11)
                }
                Repeater {
                    model: panel.hints
                    delegate: Text {
                        required property string modelData
                        required property int index
                        objectName: "lessonHint" + index
                        width: parent ? parent.width : 0
                        text: "\u2022  " + modelData
                        textFormat: Text.PlainText
                        color: Theme.readingText
                        wrapMode: Text.Wrap
                        lineHeight: 1.2
                        leftPadding: Theme.px(4)
                        font.pixelSize: Theme.fontPx(13.5)
                    }
                }
            }
        }
    }
}

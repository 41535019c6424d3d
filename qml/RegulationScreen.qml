pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The regulation viewer: the five texts the product teaches, each with its
// table of contents and a search, opened at the paragraph a citation names.
Item {
    id: screen
    objectName: "regulationScreen"

    required property RegulationTextModel texts
    // Opened at this citation ("Blackjack §6(e)"), when given.
    property string citation: ""
    // The paragraph the citation or the contents opened, marked in the text.
    property int currentRow: -1

    signal backRequested()

    function openCitation(text: string): void {
        screen.showRow(screen.texts.open(text))
    }
    function openSection(section: string): void {
        search.text = ""
        screen.showRow(screen.texts.rowOfSection(section))
    }
    function showRow(row: int): void {
        screen.currentRow = row
        if (row >= 0) {
            paragraphs.positionViewAtIndex(row, ListView.Beginning)
            paragraphs.currentIndex = row
        }
    }

    Component.onCompleted: {
        if (screen.citation.length > 0)
            screen.openCitation(screen.citation)
        paragraphs.forceActiveFocus()
    }

    Backdrop {
        anchors.fill: parent
    }

    Shortcut {
        sequence: StandardKey.Find
        onActivated: search.forceActiveFocus()
    }
    Shortcut {
        sequence: "Esc"
        enabled: !search.activeFocus
        onActivated: screen.backRequested()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(40)
        anchors.rightMargin: Theme.px(40)
        anchors.topMargin: Theme.px(24)
        anchors.bottomMargin: Theme.px(20)
        spacing: Theme.px(14)

        // Header: back, the text's title, the search.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(16)
            AppButton {
                objectName: "regulationBack"
                text: qsTr("\u2039 Back")
                Accessible.name: qsTr("Back")
                shortcutText: "Esc"
                onClicked: screen.backRequested()
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.px(2)
                Text {
                    text: qsTr("The regulations")
                    color: Theme.text
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontPx(26)
                    font.bold: true
                }
                Text {
                    objectName: "regulationTitle"
                    Layout.fillWidth: true
                    text: screen.texts.title
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(14)
                }
            }
            TextField {
                id: search
                objectName: "regulationSearch"
                Layout.preferredWidth: Theme.px(320)
                placeholderText: qsTr("Search this text (Ctrl+F)")
                placeholderTextColor: Theme.textDim
                color: Theme.text
                font.pixelSize: Theme.fontPx(14)
                selectByMouse: true
                Accessible.role: Accessible.EditableText
                Accessible.name: qsTr("Search the regulation")
                Accessible.searchEdit: true
                background: Rectangle {
                    radius: Theme.px(8)
                    color: Theme.surfaceRaised
                    border.width: search.activeFocus ? Theme.focusWidth : Theme.lineWidth
                    border.color: search.activeFocus ? Theme.focus : Theme.border
                }
                onTextChanged: {
                    screen.texts.query = search.text
                    screen.currentRow = -1
                }
                Keys.onDownPressed: paragraphs.forceActiveFocus()
                // Esc clears the search first, then leaves.
                Keys.onEscapePressed: {
                    if (search.text.length > 0)
                        search.text = ""
                    else
                        screen.backRequested()
                }
            }
        }

        // The five texts.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Repeater {
                model: screen.texts.texts
                delegate: AppButton {
                    required property var modelData
                    required property int index
                    objectName: "regulationText_" + modelData.key
                    text: modelData.title
                    enabled: modelData.available
                    variant: screen.texts.regulation === modelData.key ? "primary" : "secondary"
                    fontSize: 13
                    Accessible.name: qsTr("Open %1").arg(modelData.title)
                    onClicked: {
                        search.text = ""
                        screen.texts.regulation = modelData.key
                        screen.showRow(0)
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(16)

            // Table of contents.
            Rectangle {
                Layout.preferredWidth: Math.min(Theme.px(320), screen.width * 0.3)
                Layout.fillHeight: true
                radius: Theme.px(10)
                color: Theme.surface
                border.color: Theme.border

                ListView {
                    id: contents
                    objectName: "regulationContents"
                    anchors.fill: parent
                    anchors.margins: Theme.px(8)
                    clip: true
                    model: screen.texts.contents
                    currentIndex: -1
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    highlightFollowsCurrentItem: false
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Contents")
                    // Shows entry `entry` as the section being read.
                    function mark(entry: int): void {
                        contents.positionViewAtIndex(entry, ListView.Contain)
                        contents.currentIndex = entry
                        settling.restart()
                    }
                    // The entries' heights follow the width (titles wrap) and are
                    // known only once laid out, which can move the marked entry out
                    // of view after it was shown: while they settle (not later, when
                    // the trainee may be scrolling the contents), it is brought back.
                    function keepMarkedInView(): void {
                        if (settling.running && contents.currentIndex >= 0)
                            contents.positionViewAtIndex(contents.currentIndex, ListView.Contain)
                    }
                    Timer {
                        id: settling
                        interval: 500
                    }
                    onContentHeightChanged: Qt.callLater(contents.keepMarkedInView)
                    onHeightChanged: Qt.callLater(contents.keepMarkedInView)
                    delegate: ItemDelegate {
                        id: entry
                        required property var modelData
                        required property int index
                        width: ListView.view.width
                        padding: Theme.px(6)
                        leftPadding: Theme.px(8)
                        // The list takes the keyboard (arrows, Enter), not each entry.
                        focusPolicy: Qt.NoFocus
                        Accessible.role: Accessible.ListItem
                        Accessible.name: modelData.label + " " + modelData.title
                        Accessible.selected: entry.ListView.isCurrentItem
                        background: Rectangle {
                            radius: Theme.px(6)
                            color: entry.ListView.isCurrentItem ? Theme.accentTint
                                 : entry.hovered ? Theme.surfaceHover : "transparent"
                            border.width: entry.ListView.isCurrentItem && contents.activeFocus ? Theme.focusWidth : 0
                            border.color: Theme.focus
                        }
                        contentItem: RowLayout {
                            spacing: Theme.px(8)
                            Text {
                                Layout.preferredWidth: Theme.px(44)
                                Layout.alignment: Qt.AlignTop
                                text: entry.modelData.label
                                color: Theme.accent
                                font.bold: true
                                font.pixelSize: Theme.fontPx(13)
                            }
                            Text {
                                Layout.fillWidth: true
                                text: entry.modelData.title
                                color: Theme.text
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                // 004: a game's part heads its sections.
                                font.bold: entry.modelData.part
                                font.pixelSize: Theme.fontPx(entry.modelData.part ? 15 : 13)
                            }
                        }
                        onClicked: screen.openSection(modelData.section)
                    }
                    Keys.onReturnPressed: {
                        if (contents.currentItem)
                            (contents.currentItem as ItemDelegate).clicked()
                    }
                    Keys.onEnterPressed: {
                        if (contents.currentItem)
                            (contents.currentItem as ItemDelegate).clicked()
                    }
                }
            }

            // The text.
            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: Theme.px(10)
                color: Theme.readingSurface
                border.color: Theme.border
                border.width: Theme.lineWidth

                Text {
                    objectName: "regulationNoMatch"
                    anchors.centerIn: parent
                    visible: paragraphs.count === 0
                    text: screen.texts.query.length > 0
                          ? qsTr("No paragraph of this text contains \u201c%1\u201d.").arg(screen.texts.query)
                          : qsTr("This text is not available in this installation.")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontPx(15)
                }
                Text {
                    objectName: "regulationMatches"
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: Theme.px(10)
                    visible: screen.texts.query.length > 0 && paragraphs.count > 0
                    text: qsTr("%n paragraph(s)", "", paragraphs.count)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(12)
                    z: 1
                }

                ListView {
                    id: paragraphs
                    objectName: "regulationParagraphs"
                    anchors.fill: parent
                    anchors.margins: Theme.px(14)
                    clip: true
                    model: screen.texts
                    focus: true
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    highlightMoveDuration: 0
                    boundsBehavior: Flickable.StopAtBounds
                    reuseItems: true
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: screen.texts.title
                    Keys.onPressed: event => {
                        if (event.key === Qt.Key_PageDown) {
                            paragraphs.flick(0, -paragraphs.height * 4)
                            event.accepted = true
                        } else if (event.key === Qt.Key_PageUp) {
                            paragraphs.flick(0, paragraphs.height * 4)
                            event.accepted = true
                        }
                    }
                    // The contents follow the text: the section of the paragraph at
                    // the top is marked there and kept in view.
                    function followInContents(): void {
                        const top = paragraphs.indexAt(0, paragraphs.contentY + Theme.px(4))
                        if (top < 0)
                            return
                        const entry = screen.texts.contentsIndexOf(top)
                        if (entry >= 0 && entry !== contents.currentIndex)
                            contents.mark(entry)
                    }
                    onContentYChanged: paragraphs.followInContents()
                    onCountChanged: paragraphs.followInContents()

                    delegate: Rectangle {
                        id: paragraph
                        required property int index
                        required property string section
                        required property string citation
                        required property string label
                        required property string text
                        required property bool heading
                        required property int depth
                        readonly property bool marked: paragraph.index === screen.currentRow

                        width: ListView.view.width
                        implicitHeight: body.implicitHeight + Theme.px(paragraph.heading ? 18 : 8)
                        radius: Theme.px(6)
                        color: paragraph.marked ? Theme.accentTint : "transparent"
                        border.color: paragraph.marked ? Theme.accent : "transparent"
                        Accessible.role: Accessible.StaticText
                        Accessible.name: paragraph.citation + ": " + paragraph.text

                        // A heading's first line is its title; any lines after it
                        // (§1's definitions) are text.
                        readonly property int titleEnd: paragraph.heading ? paragraph.text.indexOf("\n") : -1
                        readonly property string title: !paragraph.heading ? ""
                                                        : paragraph.titleEnd < 0 ? paragraph.text
                                                        : paragraph.text.slice(0, paragraph.titleEnd)
                        readonly property string bodyText: !paragraph.heading ? paragraph.text
                                                           : paragraph.titleEnd < 0 ? ""
                                                           : paragraph.text.slice(paragraph.titleEnd + 1)

                        RowLayout {
                            id: body
                            anchors.left: parent.left
                            anchors.right: parent.right
                            anchors.bottom: parent.bottom
                            anchors.bottomMargin: Theme.px(4)
                            anchors.leftMargin: Theme.px(8) + Theme.px(24) * Math.max(0, paragraph.depth)
                            anchors.rightMargin: Theme.px(8)
                            spacing: Theme.px(8)
                            Text {
                                Layout.alignment: Qt.AlignTop
                                Layout.preferredWidth: paragraph.heading ? implicitWidth : Math.max(Theme.px(40), implicitWidth)
                                text: paragraph.label
                                color: Theme.accent
                                font.bold: true
                                font.family: paragraph.heading ? Theme.displayFamily : Theme.fontFamily
                                font.pixelSize: Theme.fontPx(paragraph.heading ? 19 : 14)
                            }
                            ColumnLayout {
                                Layout.fillWidth: true
                                spacing: Theme.px(4)
                                Text {
                                    Layout.fillWidth: true
                                    visible: paragraph.heading
                                    text: paragraph.title
                                    textFormat: Text.PlainText
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                    font.bold: true
                                    font.family: Theme.displayFamily
                                    font.pixelSize: Theme.fontPx(19)
                                }
                                Text {
                                    Layout.fillWidth: true
                                    visible: paragraph.bodyText.length > 0
                                    text: paragraph.bodyText
                                    textFormat: Text.PlainText
                                    color: Theme.readingText
                                    wrapMode: Text.Wrap
                                    lineHeight: 1.2
                                    font.pixelSize: Theme.fontPx(14)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

// The pay-table placard standing on the felt: a framed sign with the side
// wager's name, the pay table the licensee chose and the section that prints
// it, then two aligned columns "hand — pays", as the regulation has it
// "posted at the table" (e.g. Blackjack §24(f), §28(f), §29(h)). The rows
// come from C++ (TableController.round.inscriptions.placards, built from the
// tables the settlement pays from); this item only draws them. With several
// wagers the placard pages through them: click it, or Left / Right / Space
// when it has the focus.
Item {
    id: placard

    // [{key, title, table, citation, rows: [{hand, pays}], notes}]
    property var placards: []
    property int page: 0

    readonly property int pages: placard.placards ? placard.placards.length : 0
    readonly property var current: placard.pages > 0
                                   ? placard.placards[Math.min(placard.page, placard.pages - 1)] : null
    readonly property var rows: placard.current ? placard.current.rows : []
    readonly property var notes: placard.current ? placard.current.notes : []
    // The text a screen reader reads: the placard as its rows.
    readonly property string spokenText: {
        if (!placard.current)
            return ""
        let parts = [placard.current.title]
        if (placard.current.table)
            parts.push(placard.current.table)
        parts.push(placard.current.citation)
        let text = parts.join(", ") + ". "
        text += placard.rows.map(row => qsTr("%1 pays %2").arg(row.hand).arg(row.pays)).join("; ")
        if (placard.notes.length > 0)
            text += ". " + placard.notes.join(". ")
        if (placard.pages > 1)
            text += ". " + qsTr("Placard %1 of %2").arg(placard.page + 1).arg(placard.pages)
        return text
    }

    function flip(step: int): void {
        if (placard.pages > 1)
            placard.page = (placard.page + step + placard.pages) % placard.pages
    }

    onPagesChanged: {
        if (placard.page >= placard.pages)
            placard.page = 0
    }

    visible: placard.pages > 0
    implicitWidth: Theme.px(236)
    implicitHeight: frame.implicitHeight + Theme.px(6)

    activeFocusOnTab: placard.visible
    Accessible.role: placard.pages > 1 ? Accessible.Button : Accessible.StaticText
    Accessible.name: placard.spokenText
    Accessible.description: placard.pages > 1 ? qsTr("Press to show the next side wager's pay table") : ""
    Accessible.onPressAction: placard.flip(1)
    Keys.onRightPressed: placard.flip(1)
    Keys.onLeftPressed: placard.flip(-1)
    Keys.onSpacePressed: placard.flip(1)

    // The foot's shadow on the felt.
    Rectangle {
        x: Theme.px(3)
        y: Theme.px(5)
        width: frame.width
        height: frame.height
        radius: frame.radius
        color: Qt.rgba(0, 0, 0, 0.45)
    }

    // The frame: a dark wooden edge with a gold line, the sign inside.
    Rectangle {
        id: frame
        objectName: "placardFrame"
        width: placard.width
        implicitHeight: sign.implicitHeight + 2 * Theme.px(4)
        height: implicitHeight
        radius: Theme.px(6)
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.woodLight }
            GradientStop { position: 1.0; color: Theme.woodDark }
        }
        border.color: placard.activeFocus ? Theme.focus : Theme.accent
        border.width: placard.activeFocus ? Theme.focusWidth : Math.max(1, Theme.px(1.5))

        Rectangle {
            id: sign
            anchors.fill: parent
            anchors.margins: Theme.px(4)
            implicitHeight: content.implicitHeight + 2 * Theme.px(6)
            radius: Theme.px(3)
            color: Theme.surface
            border.color: Theme.accentTintBorder
            border.width: Theme.lineWidth

            ColumnLayout {
                id: content
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: Theme.px(6)
                spacing: Theme.px(2)

                Text {
                    objectName: "placardTitle"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    text: placard.current ? placard.current.title.toUpperCase() : ""
                    color: Theme.accent
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontPx(10.5)
                    font.bold: true
                    font.letterSpacing: 0.3
                    lineHeight: 0.9
                }
                Text {
                    objectName: "placardTable"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    text: placard.current ? [placard.current.table, placard.current.citation]
                                            .filter(part => part.length > 0).join(" · ") : ""
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(9)
                }
                Rectangle {
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.px(1)
                    Layout.bottomMargin: Theme.px(1)
                    implicitHeight: Math.max(1, Theme.px(1))
                    color: Theme.accentTintBorder
                }

                // Two aligned columns: what wins, what it pays.
                GridLayout {
                    objectName: "placardRows"
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: Theme.px(6)
                    rowSpacing: Theme.px(2)
                    Repeater {
                        model: placard.rows.length * 2
                        delegate: Text {
                            required property int index
                            readonly property var row: placard.rows[Math.floor(index / 2)]
                            readonly property bool isPays: index % 2 === 1
                            objectName: (isPays ? "placardPays_" : "placardHand_") + Math.floor(index / 2)
                            Layout.fillWidth: !isPays
                            // A long pay ("100% Spade Progressive") wraps
                            // rather than squeezing the hands column.
                            Layout.maximumWidth: isPays ? content.width * 0.46 : content.width
                            Layout.alignment: Qt.AlignTop | (isPays ? Qt.AlignRight : Qt.AlignLeft)
                            horizontalAlignment: isPays ? Text.AlignRight : Text.AlignLeft
                            wrapMode: Text.Wrap
                            text: row ? (isPays ? row.pays : row.hand) : ""
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(9)
                            lineHeight: 0.92
                            font.bold: isPays
                        }
                    }
                }

                Text {
                    objectName: "placardNotes"
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.px(2)
                    visible: placard.notes.length > 0
                    wrapMode: Text.Wrap
                    text: placard.notes.join(" · ")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(8.5)
                    font.italic: true
                }

                // Which placard of how many, when they page.
                Text {
                    objectName: "placardPage"
                    Layout.alignment: Qt.AlignHCenter
                    visible: placard.pages > 1
                    text: qsTr("◂ %1 / %2 ▸").arg(placard.page + 1).arg(placard.pages)
                    color: Theme.accent
                    font.pixelSize: Theme.fontPx(9)
                    font.bold: true
                }
            }
        }
    }

    MouseArea {
        anchors.fill: frame
        enabled: placard.pages > 1
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: placard.pages > 1 ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: mouseEvent => placard.flip(mouseEvent.button === Qt.RightButton ? -1 : 1)
    }
}

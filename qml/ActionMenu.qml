pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic

// The actions that can be done at one place of the table (a spot, a wager,
// the table), as a short list at that place: clicked, or chosen with the
// arrows and Enter. Every entry names an action or a command; which is
// right is for the referee to say, so nothing here is filtered by the rules.
Popup {
    id: menu

    // [{label, key, action (JSON form) | command, heading}]; a heading entry is a title.
    property var entries: []
    property string title: ""

    signal chosen(var entry)

    function openAt(where: point, newTitle: string, newEntries: var): void {
        menu.title = newTitle
        menu.entries = newEntries
        const area = menu.parent
        let rows = 0
        for (const entry of newEntries)
            rows += entry.heading ? Theme.px(22) : Theme.px(30)
        const tall = Math.min(rows, menu.maximumListHeight) + Theme.px(24) + 2 * menu.padding
        menu.x = Math.max(Theme.px(4), Math.min(area.width - menu.width - Theme.px(4), where.x - menu.width / 2))
        menu.y = Math.max(Theme.px(4), Math.min(area.height - tall - Theme.px(4), where.y - Theme.px(10)))
        menu.open()
        list.currentIndex = menu.firstChoice()
        list.forceActiveFocus()
    }
    function firstChoice(): int {
        for (let i = 0; i < menu.entries.length; ++i) {
            if (!menu.entries[i].heading)
                return i
        }
        return -1
    }
    function choose(index: int): void {
        if (index < 0 || index >= menu.entries.length || menu.entries[index].heading)
            return
        const entry = menu.entries[index]
        menu.close()
        menu.chosen(entry)
    }

    // Longer lists scroll (the arrows keep the current entry in view).
    readonly property real maximumListHeight: Math.min(Theme.px(420), (menu.parent ? menu.parent.height : Theme.px(480)) - Theme.px(60))

    width: Theme.px(280)
    padding: Theme.px(6)
    modal: false
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        radius: Theme.px(10)
        color: Theme.surfaceRaised
        border.color: Theme.borderStrong
    }

    contentItem: Column {
        spacing: Theme.px(4)
        Text {
            width: parent.width
            text: menu.title
            visible: menu.title.length > 0
            color: Theme.accent
            font.bold: true
            font.pixelSize: Theme.fontPx(12)
            elide: Text.ElideRight
            leftPadding: Theme.px(6)
        }
        ListView {
            id: list
            objectName: "actionMenuList"
            width: parent.width
            height: Math.min(contentHeight, menu.maximumListHeight)
            clip: true
            model: menu.entries
            keyNavigationEnabled: true
            boundsBehavior: Flickable.StopAtBounds
            Keys.onReturnPressed: menu.choose(list.currentIndex)
            Keys.onEnterPressed: menu.choose(list.currentIndex)
            Keys.onSpacePressed: menu.choose(list.currentIndex)
            Keys.onUpPressed: {
                let i = list.currentIndex - 1
                while (i >= 0 && menu.entries[i].heading)
                    --i
                if (i >= 0)
                    list.currentIndex = i
            }
            Keys.onDownPressed: {
                let i = list.currentIndex + 1
                while (i < menu.entries.length && menu.entries[i].heading)
                    ++i
                if (i < menu.entries.length)
                    list.currentIndex = i
            }
            delegate: Rectangle {
                id: row
                required property var modelData
                required property int index
                readonly property bool heading: !!row.modelData.heading
                width: ListView.view.width
                height: row.heading ? Theme.px(22) : Theme.px(30)
                radius: Theme.px(6)
                color: !row.heading && (ListView.isCurrentItem || rowMouse.containsMouse) ? Theme.surfaceHover : "transparent"
                // menuEntry_deal_card, menuEntry_total (a command), menuEntry_pay_amount (asks the amount).
                objectName: "menuEntry_" + (row.modelData.command
                                            || (row.modelData.action ? row.modelData.action.action : "")
                                            || (row.modelData.pay ? row.modelData.pay.action + "_amount" : ""))
                Accessible.role: row.heading ? Accessible.StaticText : Accessible.MenuItem
                Accessible.name: row.modelData.label
                Text {
                    anchors.left: parent.left
                    anchors.leftMargin: Theme.px(8)
                    anchors.right: keyText.left
                    anchors.verticalCenter: parent.verticalCenter
                    text: row.modelData.label
                    elide: Text.ElideRight
                    color: row.heading ? Theme.textDim : Theme.text
                    font.pixelSize: row.heading ? Theme.fontPx(10) : Theme.fontPx(13)
                    font.bold: row.heading
                    font.letterSpacing: row.heading ? 1 : 0
                }
                Text {
                    id: keyText
                    anchors.right: parent.right
                    anchors.rightMargin: Theme.px(8)
                    anchors.verticalCenter: parent.verticalCenter
                    text: row.modelData.key || ""
                    color: Theme.textDim
                    font.pixelSize: Theme.fontPx(11)
                }
                MouseArea {
                    id: rowMouse
                    anchors.fill: parent
                    enabled: !row.heading
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: menu.choose(row.index)
                }
            }
        }
    }
}

import QtQuick

// A regulation citation ("Blackjack §5(e)(2)") that opens the section's text.
Text {
    id: link

    property string citation: ""
    property color colour: Theme.accent

    signal activated()

    text: link.citation + "  \u203a"
    color: linkMouse.containsMouse ? Qt.lighter(link.colour, 1.2) : link.colour
    font.pixelSize: Theme.fontPx(12.5)
    font.bold: true
    font.underline: linkMouse.containsMouse

    Accessible.role: Accessible.Link
    Accessible.name: link.citation
    Accessible.description: qsTr("Opens the text of the section")
    Accessible.onPressAction: link.activated()

    MouseArea {
        id: linkMouse
        anchors.fill: parent
        anchors.margins: -Theme.px(4)
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: link.activated()
    }
}

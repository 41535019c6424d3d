import QtQuick

// One row of a yardstick list: what a lesson row shows at the least (an order,
// a title, an objective line) and, on the right, the page's Start (the items
// declared inside). Plain Qt Quick items only: the pages that use it decide
// whether Qt Quick Controls are loaded.
Rectangle {
    id: row

    required property int index
    default property alias actions: actionSlot.data

    width: ListView.view ? ListView.view.width : 0
    height: 76
    radius: 10
    color: "#1d3b30"
    border.color: "#3f6b5a"

    Text {
        x: 20
        anchors.verticalCenter: parent.verticalCenter
        text: row.index + 1
        color: "#f2efe6"
        font.bold: true
        font.pixelSize: 17
    }
    Column {
        x: 64
        anchors.verticalCenter: parent.verticalCenter
        spacing: 5
        Text {
            text: "Lesson " + (row.index + 1) + ": opening a new table"
            color: "#f2efe6"
            font.bold: true
            font.pixelSize: 17
        }
        Text {
            text: "Shuffle, cut, burn and deal the first round as the regulation says."
            color: "#c9c3b3"
            font.pixelSize: 14
        }
    }
    Item {
        id: actionSlot
        anchors.right: parent.right
        anchors.rightMargin: 20
        anchors.verticalCenter: parent.verticalCenter
        width: 150
        height: 40
    }
}

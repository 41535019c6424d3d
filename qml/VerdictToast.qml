import QtQuick
import QtQuick.Layouts

// The verdict on the last action, shown next to where it happened. A correct
// action gets a brief green tick with its citation; a mistake stays, in red,
// with the message, the citation and what was expected, until dismissed or
// until the next action.
Item {
    id: toast

    property var verdict: ({})
    property point anchorPoint: Qt.point(0, 0)
    // Below the anchor (a seat: the player sits above it) rather than above it.
    property bool preferBelow: false
    property bool shown: false

    readonly property bool correct: !!toast.verdict.correct
    // Not graded: unreadable, or the attempt has ended.
    readonly property bool graded: toast.verdict.graded !== false
    readonly property string severity: toast.verdict.severity ? toast.verdict.severity : ""
    readonly property string citation: toast.verdict.citation ? toast.verdict.citation : ""
    readonly property color tone: toast.correct ? Theme.correct
                                : !toast.graded ? Theme.textMuted
                                : toast.severity === "integrity" ? Theme.integrity
                                : toast.severity === "minor" ? Theme.warning : Theme.error

    signal citationActivated(string citation)

    function show(newVerdict: var, where: point, below: bool): void {
        toast.verdict = newVerdict
        toast.anchorPoint = where
        toast.preferBelow = below
        toast.shown = true
        pop.restart()
        if (toast.correct)
            hideTimer.restart()
        else
            hideTimer.stop()
    }
    function dismiss(): void {
        toast.shown = false
        hideTimer.stop()
    }

    readonly property real cardWidth: toast.correct ? Math.min(Theme.px(420), okRow.implicitWidth + Theme.px(24))
                                                    : Theme.px(380)
    readonly property real cardHeight: toast.correct ? Theme.px(38) : errorColumn.implicitHeight + Theme.px(26)
    readonly property bool roomAbove: toast.anchorPoint.y - toast.cardHeight - Theme.px(22) > Theme.px(4)
    readonly property bool roomBelow: toast.anchorPoint.y + toast.cardHeight + Theme.px(22) < toast.height - Theme.px(4)
    readonly property bool above: toast.preferBelow ? !toast.roomBelow : toast.roomAbove

    visible: opacity > 0.01
    opacity: toast.shown ? 1 : 0
    Behavior on opacity {
        NumberAnimation { duration: Theme.fast }
    }

    Timer {
        id: hideTimer
        interval: 2400
        onTriggered: toast.shown = false
    }

    Rectangle {
        id: card
        objectName: "verdictCard"
        width: toast.cardWidth
        height: toast.cardHeight
        x: Math.max(Theme.px(8), Math.min(toast.width - width - Theme.px(8), toast.anchorPoint.x - width / 2))
        y: toast.above ? toast.anchorPoint.y - height - Theme.px(22)
                       : Math.min(toast.height - height - Theme.px(8), toast.anchorPoint.y + Theme.px(22))
        radius: Theme.px(10)
        color: Theme.shade(toast.correct ? "#0f2c1d" : "#241213")
        border.width: Math.max(Theme.lineWidth, Theme.px(1.5))
        // Announced when it appears: the verdict, and for a mistake why and the rule.
        Accessible.role: Accessible.AlertMessage
        Accessible.name: toast.correct ? qsTr("Correct") : verdictHeadline.text
        Accessible.description: [toast.verdict.message ? toast.verdict.message : "",
                                 toast.verdict.expected ? qsTr("Expected: %1").arg(toast.verdict.expected) : "",
                                 toast.citation].filter(part => part.length > 0).join(". ")
        border.color: toast.tone
        transformOrigin: toast.above ? Item.Bottom : Item.Top

        NumberAnimation {
            id: pop
            target: card
            property: "scale"
            from: 0.85
            to: 1
            duration: 200
            easing.type: Easing.OutBack
        }

        // A correct action: tick and citation.
        RowLayout {
            id: okRow
            visible: toast.correct
            anchors.centerIn: parent
            spacing: Theme.px(8)
            VerdictIcon {
                Layout.preferredWidth: Theme.px(20)
                Layout.preferredHeight: Theme.px(20)
                correct: true
            }
            Text {
                objectName: "verdictText"
                text: qsTr("Correct")
                color: Theme.correctInk
                font.bold: true
                font.pixelSize: Theme.fontPx(13.5)
            }
            Text {
                visible: toast.citation.length > 0
                text: "—"
                color: Theme.ink("#9fd9b9")
                font.pixelSize: Theme.fontPx(13)
            }
            CitationLink {
                visible: toast.citation.length > 0
                citation: toast.citation
                colour: Theme.ink("#9ff0c4")
                onActivated: toast.citationActivated(toast.citation)
            }
        }

        // A mistake: what was wrong, the rule, what was expected.
        ColumnLayout {
            id: errorColumn
            visible: !toast.correct
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.px(13)
            spacing: Theme.px(6)

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.px(8)
                VerdictIcon {
                    Layout.preferredWidth: Theme.px(22)
                    Layout.preferredHeight: Theme.px(22)
                    correct: false
                    colour: toast.tone
                }
                Text {
                    id: verdictHeadline
                    Layout.fillWidth: true
                    text: !toast.graded ? qsTr("Not graded")
                        : toast.severity === "integrity" ? qsTr("Integrity error")
                        : toast.severity === "payout" ? qsTr("Payout error")
                        : toast.severity === "minor" ? qsTr("Minor error") : qsTr("Mistake")
                    color: toast.tone
                    font.bold: true
                    font.pixelSize: Theme.fontPx(14)
                }
                // Close
                Rectangle {
                    objectName: "verdictClose"
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Dismiss")
                    Accessible.description: qsTr("Key Esc")
                    Accessible.onPressAction: toast.dismiss()
                    Layout.preferredWidth: Theme.px(24)
                    Layout.preferredHeight: Theme.px(24)
                    radius: width / 2
                    color: closeMouse.containsMouse ? Qt.rgba(1, 1, 1, 0.12) : "transparent"
                    Text {
                        anchors.centerIn: parent
                        text: "\u00d7"
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontPx(18)
                    }
                    MouseArea {
                        id: closeMouse
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: toast.dismiss()
                    }
                }
            }
            Text {
                Layout.fillWidth: true
                visible: !!toast.verdict.action
                text: qsTr("You: %1").arg(toast.verdict.action ? toast.verdict.action : "")
                color: Theme.textMuted
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(12)
            }
            Text {
                objectName: "verdictMessage"
                Layout.fillWidth: true
                text: toast.verdict.message ? toast.verdict.message : ""
                color: Theme.text
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(13.5)
                lineHeight: 1.1
            }
            Text {
                Layout.fillWidth: true
                visible: !!toast.verdict.expected
                text: qsTr("<b>Expected:</b> %1").arg(toast.verdict.expected ? toast.verdict.expected : "")
                textFormat: Text.StyledText
                color: Theme.ink("#f2d6d6")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(12.5)
            }
            RowLayout {
                Layout.fillWidth: true
                visible: toast.citation.length > 0
                CitationLink {
                    citation: toast.citation
                    colour: Theme.accentHover
                    onActivated: toast.citationActivated(toast.citation)
                }
                KeyCap {
                    text: "E"
                }
                Item { Layout.fillWidth: true }
                Text {
                    text: qsTr("Esc to dismiss")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontPx(10.5)
                }
            }
        }
    }
}

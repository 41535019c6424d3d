import QtQuick
import DealerTrainer
import QtQuick.Layouts

// The "practise my mistakes" session over a finished lesson's results: where
// the trainee is ("2 of 4"), the next lesson, and a way out. Main.qml loads
// it only while a session is in progress and the lesson in play is over.
Rectangle {
    id: bar
    objectName: "sessionBar"

    property AppController app: null
    readonly property PracticeSession session: bar.app ? bar.app.mastery.session : null

    signal nextRequested(string lessonId)
    // The last lesson is done (or the trainee left): back to the lesson list.
    signal sessionEnded()

    function next(): void {
        if (!bar.session)
            return
        const lessonId = bar.session.advance()
        if (lessonId.length > 0)
            bar.nextRequested(lessonId)
        else
            bar.sessionEnded()
    }

    implicitWidth: row.implicitWidth + Theme.px(28)
    implicitHeight: row.implicitHeight + Theme.px(16)
    radius: Theme.px(12)
    color: Theme.surfaceRaised
    border.width: Math.max(Theme.lineWidth, Theme.px(2))
    border.color: Theme.accent
    Accessible.role: Accessible.Grouping
    Accessible.name: bar.session ? qsTr("%1, lesson %2").arg(bar.session.title).arg(bar.session.progressText) : ""

    Shortcut {
        sequence: "Ctrl+Right"
        enabled: bar.visible && bar.session !== null && bar.session.active
        onActivated: bar.next()
    }

    RowLayout {
        id: row
        anchors.centerIn: parent
        spacing: Theme.px(12)
        ColumnLayout {
            spacing: Theme.px(2)
            Text {
                objectName: "sessionProgress"
                text: bar.session ? qsTr("%1 · %2").arg(bar.session.title).arg(bar.session.progressText) : ""
                color: Theme.text
                font.pixelSize: Theme.fontPx(14)
                font.bold: true
            }
            Text {
                Layout.maximumWidth: Theme.px(300)
                text: bar.session && bar.session.hasNext ? qsTr("Next: %1").arg(bar.session.nextTitle)
                                                         : qsTr("The last lesson of the session")
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(12)
                elide: Text.ElideRight
            }
        }
        AppButton {
            objectName: "nextInSessionButton"
            variant: "primary"
            fontSize: 13
            text: bar.session && bar.session.hasNext ? qsTr("Next in session  (Ctrl+\u2192)")
                                                     : qsTr("Finish the session  (Ctrl+\u2192)")
            Accessible.name: bar.session && bar.session.hasNext
                             ? qsTr("Next in session: %1").arg(bar.session.nextTitle)
                             : qsTr("Finish the session")
            onClicked: bar.next()
        }
        AppButton {
            objectName: "leaveSessionBarButton"
            variant: "ghost"
            fontSize: 13
            text: qsTr("Leave the session")
            Accessible.name: text
            onClicked: bar.session.leave()
        }
    }
}

import QtQuick
import DealerTrainer

// The exam's clock in a header: counting down to the deadline of the
// sitting in play (`sitting` set, kept by the store), or up from zero at a
// lesson taken in exam mode. Says when a sitting's time is up.
StatChip {
    id: chip

    // The exam desk when this is a scenario of a certification exam.
    property ExamDesk sitting: null
    property bool running: true
    readonly property int seconds: clock.seconds

    // A sitting's clock reached zero.
    signal timeUp()

    label: chip.sitting ? qsTr("Time left") : qsTr("Exam")
    value: clock.text
    tone: chip.sitting && clock.seconds < 300 ? Theme.warning : Theme.accent
    Accessible.name: chip.sitting
                     ? qsTr("Exam: no feedback until the end. Time left %1").arg(clock.text)
                     : qsTr("Exam: no feedback until the end. Time %1").arg(clock.text)
    Timer {
        running: chip.running
        interval: 1000
        repeat: true
        triggeredOnStart: true
        onTriggered: {
            if (!chip.sitting) {
                clock.seconds += 1
                return
            }
            clock.seconds = Math.max(0, Math.ceil((chip.sitting.deadline - new Date()) / 1000))
            if (clock.seconds === 0)
                chip.timeUp()
        }
    }
    QtObject {
        id: clock
        property int seconds: 0
        readonly property string text: Math.floor(seconds / 60) + ":" + String(seconds % 60).padStart(2, "0")
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The current trainee's lessons in course order, with progress.
Item {
    id: screen
    objectName: "lessonListScreen"

    required property AppController app
    // The lesson started last (kept by Main.qml), selected again once its table is closed.
    property string recentLessonId: ""

    // mode: "practice" (feedback at every action) or "exam" (none until the end).
    signal startRequested(string lessonId, string mode)
    signal switchProfileRequested()
    signal regulationsRequested()
    signal progressRequested()

    // Back from a lesson: keep it selected.
    function selectLessonInPlay(): void {
        const inPlay = screen.app.table ? screen.app.table.lessonId : screen.recentLessonId
        const row = inPlay.length > 0 ? screen.app.lessons.indexOf(inPlay) : -1
        if (row >= 0)
            lessons.currentIndex = row
        lessons.forceActiveFocus()
    }
    Component.onCompleted: screen.selectLessonInPlay()

    // The course's first lesson selected, at the top of the list.
    function showCourse(course: int): void {
        const first = screen.app.lessons.courses[course].firstRow
        lessons.currentIndex = first
        lessons.positionViewAtIndex(first, ListView.Beginning)
        lessons.forceActiveFocus()
        placeAgain.restart()
    }
    // Rows far down the list are placed by an estimate of the rows' heights
    // until they are made: the course's first row is placed again once the
    // rows around it are laid out.
    Timer {
        id: placeAgain
        interval: 50
        onTriggered: lessons.positionViewAtIndex(lessons.currentIndex, ListView.Beginning)
    }
    StackView.onActivated: screen.selectLessonInPlay()

    Backdrop {
        anchors.fill: parent
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(48)
        anchors.rightMargin: Theme.px(48)
        anchors.topMargin: Theme.px(28)
        anchors.bottomMargin: Theme.px(20)
        spacing: Theme.px(16)

        // Header
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(16)

            BrandMark {
                Layout.preferredWidth: Theme.px(54)
                Layout.preferredHeight: Theme.px(50)
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.px(2)
                Text {
                    text: qsTr("Lessons")
                    color: Theme.text
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontPx(28)
                    font.bold: true
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Training as %1").arg(screen.app.currentTraineeName)
                    color: Theme.textMuted
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontPx(14)
                }
            }
            // Course progress (LessonListModel counts the passed lessons)
            ColumnLayout {
                id: courseProgress
                spacing: Theme.px(4)
                readonly property int passedCount: screen.app.lessons.passedCount
                Text {
                    objectName: "courseProgressText"
                    Layout.alignment: Qt.AlignRight
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Course progress: %1").arg(text)
                    text: qsTr("%1 of %2 passed").arg(courseProgress.passedCount).arg(lessons.count)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(13)
                }
                Rectangle {
                    Layout.preferredWidth: Theme.px(180)
                    Layout.preferredHeight: Theme.px(6)
                    radius: height / 2
                    color: Theme.surfaceRaised
                    Rectangle {
                        width: lessons.count > 0 ? parent.width * courseProgress.passedCount / lessons.count : 0
                        height: parent.height
                        radius: height / 2
                        color: Theme.correct
                    }
                }
            }
            ContrastSwitch {
                app: screen.app
            }
            AppButton {
                objectName: "progressButton"
                text: qsTr("Progress")
                Accessible.name: qsTr("Your progress: charts, attempts and replays")
                onClicked: screen.progressRequested()
            }
            AppButton {
                objectName: "regulationsButton"
                text: qsTr("Regulations")
                Accessible.name: qsTr("Read the regulations")
                onClicked: screen.regulationsRequested()
            }
            AppButton {
                objectName: "switchProfileButton"
                text: qsTr("Switch profile")
                onClicked: screen.switchProfileRequested()
            }
        }

        // Catalog problems are shown, never silently dropped.
        Rectangle {
            Layout.fillWidth: true
            visible: screen.app.lessonProblems.length > 0
            implicitHeight: problemsText.implicitHeight + Theme.px(24)
            radius: Theme.px(8)
            color: Theme.warningDeep
            border.color: Theme.warning
            Text {
                id: problemsText
                anchors.fill: parent
                anchors.margins: Theme.px(12)
                text: qsTr("Some lessons could not be loaded:\n%1").arg(screen.app.lessonProblems)
                color: Theme.warningInk
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontPx(12)
                maximumLineCount: 6
                elide: Text.ElideRight
            }
        }

        // The courses, each a button that jumps to its first lesson (Ctrl+1,
        // Ctrl+2, ...), with how many of its lessons are passed.
        Flow {
            id: courseBar
            objectName: "courseBar"
            Layout.fillWidth: true
            Layout.rightMargin: lessons.Layout.rightMargin
            visible: screen.app.lessons.courses.length > 1
            spacing: Theme.px(8)

            Repeater {
                model: screen.app.lessons.courses
                delegate: AppButton {
                    id: courseButton
                    required property var modelData
                    required property int index
                    readonly property bool holdsCurrent: lessons.currentIndex >= courseButton.modelData.firstRow
                                                         && lessons.currentIndex < courseButton.modelData.firstRow + courseButton.modelData.count
                    objectName: "courseButton" + index
                    variant: courseButton.holdsCurrent ? "primary" : "secondary"
                    implicitHeight: Theme.px(34)
                    fontSize: 13
                    text: qsTr("%1  %2/%3").arg(courseButton.modelData.title)
                                           .arg(courseButton.modelData.passed).arg(courseButton.modelData.count)
                    Accessible.name: qsTr("%1 course: %2 of %3 lessons passed. Go to its first lesson (Ctrl+%4)")
                                         .arg(courseButton.modelData.title).arg(courseButton.modelData.passed)
                                         .arg(courseButton.modelData.count).arg(courseButton.index + 1)
                    onClicked: screen.showCourse(courseButton.index)
                    Shortcut {
                        sequence: "Ctrl+" + (courseButton.index + 1)
                        enabled: courseButton.index < 9 && screen.StackView.status === StackView.Active
                        onActivated: screen.showCourse(courseButton.index)
                    }
                }
            }
        }

        ListView {
            id: lessons
            objectName: "lessonList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Room for the mastery panel on the right (below).
            Layout.rightMargin: masteryLoader.item ? masteryLoader.width + Theme.px(16) : 0
            clip: true
            spacing: Theme.px(10)
            model: screen.app.lessons
            focus: true
            keyNavigationEnabled: true
            activeFocusOnTab: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            // The first frame makes only the rows in view; those just below
            // are made once it is shown (docs/performance.md).
            cacheBuffer: 0
            Connections {
                target: lessons.Window.window
                enabled: lessons.cacheBuffer === 0
                function onFrameSwapped(): void { lessons.cacheBuffer = Theme.px(320) }
            }
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Lessons")

            function startCurrent(mode: string): void {
                const row = lessons.currentItem as LessonRow
                if (row)
                    screen.startRequested(row.lessonId, mode)
            }
            // Enter: practice; Shift+Enter: the same lesson as an exam.
            Keys.onReturnPressed: event => lessons.startCurrent((event.modifiers & Qt.ShiftModifier) ? "exam" : "practice")
            Keys.onEnterPressed: event => lessons.startCurrent((event.modifiers & Qt.ShiftModifier) ? "exam" : "practice")
            Keys.onEscapePressed: screen.switchProfileRequested()

            delegate: LessonRow {
                width: lessons.width - Theme.px(14)
                current: ListView.isCurrentItem
                keyboardCursor: ListView.isCurrentItem && lessons.activeFocus
                onStartClicked: screen.startRequested(lessonId, "practice")
                onExamClicked: screen.startRequested(lessonId, "exam")
                onSelected: lessons.currentIndex = index
            }

            Text {
                anchors.centerIn: parent
                visible: lessons.count === 0
                text: qsTr("No lessons are installed.")
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(16)
            }
        }

        Text {
            Layout.fillWidth: true
            text: qsTr("\u2191 \u2193 choose a lesson · Enter start · Shift+Enter exam · Ctrl+1… course · Ctrl+N practise next · Ctrl+M my mistakes · Esc switch profile · Ctrl+Shift+H high contrast")
            color: Theme.textDim
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.fontPx(12)
        }
    }

    // "Practise next" and "Your skills" (MasteryPanel), beside the list. Loaded
    // by URL once the list has been shown, so it never delays the first frame.
    Timer {
        interval: 150
        running: screen.app.currentTraineeId > 0 && masteryLoader.source.toString().length === 0
        onTriggered: masteryLoader.setSource(Qt.resolvedUrl("MasteryPanel.qml"), {mastery: screen.app.mastery})
    }
    Loader {
        id: masteryLoader
        objectName: "masteryLoader"
        asynchronous: true
        x: screen.width - Theme.px(48) - width
        // Beside the course bar and the list.
        readonly property real topY: courseBar.visible ? courseBar.y : lessons.y
        y: Theme.px(28) + masteryLoader.topY
        width: Theme.px(380)
        height: lessons.y + lessons.height - masteryLoader.topY
        onLoaded: masteryLoader.item.startRequested.connect(lessonId => screen.startRequested(lessonId, "practice"))
        Binding {
            target: masteryLoader.item
            when: masteryLoader.item !== null
            property: "shortcutsEnabled"
            value: screen.StackView.status === StackView.Active
        }
    }
}

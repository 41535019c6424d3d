pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic

// The application window: start screen -> lesson list -> table -> results.
ApplicationWindow {
    id: window

    required property AppController app

    // 1280x760, or the screen's free area when that is smaller but holds the
    // minimum size (a 1280x720 screen).
    width: Screen.desktopAvailableWidth >= window.minimumWidth
           ? Math.min(1280, Screen.desktopAvailableWidth) : 1280
    height: Screen.desktopAvailableHeight >= window.minimumHeight
            ? Math.min(760, Screen.desktopAvailableHeight) : 760
    minimumWidth: 1024
    minimumHeight: 620
    visible: true
    title: window.app.currentTraineeName.length > 0
           ? qsTr("Dealer Trainer — %1").arg(window.app.currentTraineeName)
           : qsTr("Dealer Trainer")
    color: Theme.window
    font.family: Theme.fontFamily

    Binding {
        target: Theme
        property: "unit"
        value: Math.max(0.8, Math.min(window.width / 1280, window.height / 720))
    }
    // The user's display choice (kept by AppController across restarts).
    Binding {
        target: Theme
        property: "highContrast"
        value: window.app.highContrast
    }
    // High contrast on or off from any page (the switch on the start screen
    // and the lesson list shows this key).
    Shortcut {
        objectName: "highContrastShortcut"
        sequence: "Ctrl+Shift+H"
        context: Qt.ApplicationShortcut
        onActivated: window.app.highContrast = !window.app.highContrast
    }

    // The window opens on the lesson list (dealer-trainer --measure): the
    // start screen under it is made only if the trainee goes back to it
    // (StackView makes only the top of the pages pushed together).
    property bool lessonListFirst: false
    Component.onCompleted: {
        if (window.lessonListFirst)
            window.openLessons()
    }

    function openLessons(): void {
        window.app.refreshProgress()
        if (stack.depth === 0) {
            stack.push([startComponent, lessonListComponent], StackView.Immediate)
            return
        }
        if (stack.depth > 1)
            stack.pop(null)
        // Before the first frame (the start screen never seen) the list is
        // shown at once: no transition from a page that was never drawn.
        if (window.drawn)
            stack.push(lessonListComponent, {})
        else
            stack.push(lessonListComponent, {}, StackView.Immediate)
    }

    // A frame has been shown (the start screen, or the list pushed before it).
    property bool drawn: false
    Connections {
        target: window
        enabled: !window.drawn
        function onFrameSwapped(): void { window.drawn = true }
    }

    // The pages not shown at start (table, results, regulations) are loaded
    // by URL when first opened: an inline Component naming their types would
    // load them, with all their parts, together with this file.
    function connectTable(page: var): void {
        page.leaveConfirmed.connect(window.backToLessons)
        page.finished.connect(window.showResults)
        page.regulationRequested.connect(window.openRegulations)
    }

    // The lesson started last, to keep it selected in the list once its table is gone.
    property string lastLessonId: ""

    function backToLessons(): void {
        // The lesson list is always the second page.
        stack.pop(stack.get(1))
        // Leaving the table or its results closes the lesson: its controller is
        // deleted (abandoned first if unfinished). The pages that showed it are
        // bound to app.table, which becomes null, so none keeps it.
        window.app.closeLesson()
        window.app.refreshProgress()
    }

    function backToStart(): void {
        stack.pop(null)
    }

    function startLesson(lessonId: string, mode: string): void {
        // Leave any table or results page first: starting a lesson replaces
        // the previous TableController.
        if (stack.depth > 2)
            stack.pop(stack.get(1), StackView.Immediate)
        // A payout drill opens its own page (DrillScreen).
        if (window.app.isDrill(lessonId)) {
            window.app.closeDrill()
            if (!window.app.startDrill(lessonId, mode)) {
                window.showNotice(qsTr("Cannot start the lesson"), window.app.lastError)
                return
            }
            window.lastLessonId = lessonId
            const drillPage = stack.push(Qt.resolvedUrl("DrillScreen.qml"),
                                         {drill: Qt.binding(() => window.app.drill)})
            drillPage.leaveConfirmed.connect(() => {
                window.app.closeDrill()
                window.backToLessons()
            })
            drillPage.tryAgainRequested.connect(() => window.startLesson(window.lastLessonId,
                                                                         drillPage.drill ? drillPage.drill.mode : "practice"))
            drillPage.regulationRequested.connect(window.openRegulations)
            return
        }
        // A spot-the-error exercise too (SpotTheErrorScreen).
        if (window.app.isSpotTheError(lessonId)) {
            window.app.closeSpotTheError()
            if (!window.app.startSpotTheError(lessonId, mode)) {
                window.showNotice(qsTr("Cannot start the lesson"), window.app.lastError)
                return
            }
            window.lastLessonId = lessonId
            const spotPage = stack.push(Qt.resolvedUrl("SpotTheErrorScreen.qml"),
                                        {spot: Qt.binding(() => window.app.spot)})
            spotPage.leaveConfirmed.connect(() => {
                window.app.closeSpotTheError()
                window.backToLessons()
            })
            spotPage.tryAgainRequested.connect(() => window.startLesson(window.lastLessonId,
                                                                        spotPage.spot ? spotPage.spot.mode : "practice"))
            spotPage.regulationRequested.connect(window.openRegulations)
            return
        }
        const table = window.app.startLesson(lessonId, mode)
        if (!table) {
            window.showNotice(qsTr("Cannot start the lesson"),
                              window.app.lastError.length > 0
                              ? window.app.lastError : qsTr("The lesson could not be started."))
            return
        }
        window.lastLessonId = lessonId
        // The lesson in play, never a copy of it: null once it is closed.
        window.connectTable(stack.push(Qt.resolvedUrl("TableScreen.qml"),
                                       {table: Qt.binding(() => window.app.table)}))
    }

    // The regulation viewer over whatever page is showing, at a citation or
    // at the start of the text last read.
    function openRegulations(citation: string): void {
        const page = stack.push(Qt.resolvedUrl("RegulationScreen.qml"),
                                {texts: window.app.regulations, citation: citation})
        page.backRequested.connect(() => stack.pop())
    }

    function showResults(): void {
        const page = stack.replace(Qt.resolvedUrl("ResultsScreen.qml"),
                                   {table: Qt.binding(() => window.app.table)})
        page.tryAgainRequested.connect(() => window.startLesson(page.table ? page.table.lessonId : window.lastLessonId,
                                                                page.table ? page.table.mode : "practice"))
        page.backRequested.connect(window.backToLessons)
        page.replayRequested.connect(window.openReplay)
    }

    // A past attempt played back on the table, over the page that asked.
    function openReplay(attemptId: int): void {
        if (window.app.openReplay(attemptId))
            window.showReplay("")
        else
            window.replayFailed()
    }

    function replayFailed(): void {
        window.showNotice(qsTr("Cannot replay the attempt"), window.app.lastError)
    }

    // The replay already opened (app.replay) over the page that asked. An
    // examiner replays a trainee's table: its dealer is not "you".
    function showReplay(dealerLabel: string): void {
        const properties = {replay: Qt.binding(() => window.app.replay)}
        if (dealerLabel)
            properties.dealerLabel = dealerLabel
        const page = stack.push(Qt.resolvedUrl("ReplayScreen.qml"), properties)
        page.regulationRequested.connect(window.openRegulations)
        page.backRequested.connect(() => {
            stack.pop()
            window.app.closeReplay()
        })
    }

    // Certification exams: sign in, unlock and sign (examiner), sit (trainee).
    function openExams(): void {
        const page = stack.push(Qt.resolvedUrl("ExamScreen.qml"), {app: window.app})
        page.backRequested.connect(() => {
            window.app.accounts.signOut()
            stack.pop()
        })
        page.sittingStarted.connect(() => window.showExamScenario(page))
        page.reviewOpened.connect(window.showSittingReview)
    }

    // An examiner's review of the sitting opened (app.exams.review): its
    // scenarios replayed on the table, the sign form, the transcript.
    function showSittingReview(): void {
        const desk = window.app.exams
        const page = stack.push(Qt.resolvedUrl("SittingReview.qml"),
                                {desk: desk, review: Qt.binding(() => desk.review)})
        page.replayRequested.connect(index => {
            if (desk.review && desk.review.replay(index))
                window.showReplay(qsTr("DEALER"))
            else
                window.replayFailed()
        })
        page.backRequested.connect(() => {
            stack.pop()
            desk.closeReview()
        })
    }

    // The scenario of the sitting in play, in place of the one before: a
    // table on its table screen, a spot-the-error exercise on its own
    // (ExamSpotScreen); no leaving it, a clock to its deadline, the next
    // scenario once it is complete, back to the exam page once the sitting
    // is over.
    function showExamScenario(examPage: var): void {
        const desk = window.app.exams
        const spot = desk.scenarioKind === "spot"
        const url = Qt.resolvedUrl(spot ? "ExamSpotScreen.qml" : "TableScreen.qml")
        const properties = spot ? {spot: Qt.binding(() => window.app.spot), sitting: desk}
                                : {table: Qt.binding(() => window.app.table), sitting: desk}
        const page = stack.depth > 0 && stack.currentItem !== examPage
                ? stack.replace(url, properties, StackView.Immediate)
                : stack.push(url, properties)
        const over = () => {
            stack.pop(examPage)
            examPage.notice = desk.lastError.length > 0
                    ? "" : qsTr("Your exam is over and recorded. Your examiner reviews and signs it.")
        }
        if (!spot)
            page.regulationRequested.connect(window.openRegulations)
        page.finished.connect(() => {
            if (desk.nextScenario())
                window.showExamScenario(examPage)
            else
                over()
        })
        page.sittingTimeUp.connect(() => {
            desk.endSitting()
            over()
        })
    }

    // The current trainee's progress (charts, attempts, export and import),
    // over the lesson list. Loaded by URL: Qt Charts only comes with it.
    function openProgress(): void {
        const page = stack.push(Qt.resolvedUrl("ProgressScreen.qml"), {app: window.app})
        page.backRequested.connect(() => {
            stack.pop()
            window.app.refreshProgress()
        })
        page.replayRequested.connect(window.openReplay)
    }

    StackView {
        id: stack
        anchors.fill: parent
        focus: true
        initialItem: window.lessonListFirst ? null : startComponent

        pushEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 220; easing.type: Easing.OutCubic }
                NumberAnimation { property: "x"; from: Theme.px(40); to: 0; duration: 220; easing.type: Easing.OutCubic }
            }
        }
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: 160 }
        }
        popEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 220; easing.type: Easing.OutCubic }
                NumberAnimation { property: "x"; from: -Theme.px(40); to: 0; duration: 220; easing.type: Easing.OutCubic }
            }
        }
        popExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: 160 }
        }
        replaceEnter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 260; easing.type: Easing.OutCubic }
        }
        replaceExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: 160 }
        }
    }

    // "Practise my mistakes": over a finished lesson's results, the next
    // lesson of the session (MasteryModel.session). Loaded by URL when needed.
    Loader {
        id: sessionBar
        objectName: "sessionBarLoader"
        // Bottom right: over the results' list of actions, clear of their buttons.
        anchors.right: parent.right
        anchors.rightMargin: Theme.px(52)
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.px(52)
        z: 2
        source: window.app.mastery.session.active && stack.depth === 3
                && ((window.app.table !== null && window.app.table.complete)
                    || (window.app.drill !== null && window.app.drill.finished))
                ? Qt.resolvedUrl("SessionBar.qml") : ""
        onLoaded: {
            sessionBar.item.app = window.app
            // After the bar's own handler: starting a lesson unloads the bar.
            sessionBar.item.nextRequested.connect(lessonId => Qt.callLater(window.startLesson, lessonId, "practice"))
            sessionBar.item.sessionEnded.connect(() => Qt.callLater(window.backToLessons))
        }
    }

    Component {
        id: startComponent
        StartScreen {
            app: window.app
            onTraineeChosen: window.openLessons()
            onExamsRequested: window.openExams()
        }
    }

    Component {
        id: lessonListComponent
        LessonListScreen {
            app: window.app
            recentLessonId: window.lastLessonId
            onStartRequested: (lessonId, mode) => window.startLesson(lessonId, mode)
            onSwitchProfileRequested: window.backToStart()
            onRegulationsRequested: window.openRegulations("")
            onProgressRequested: window.openProgress()
        }
    }

    // Why a lesson or a replay cannot start (a NoticeDialog, made the first
    // time it is needed: docs/performance.md).
    property QtObject notice: null
    function showNotice(title: string, text: string): void {
        if (!window.notice)
            window.notice = Qt.createComponent("NoticeDialog.qml").createObject(window.contentItem)
        window.notice.title = title
        window.notice.text = text
        window.notice.open()
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

// One lesson in the lesson list: order, title, objective, sections and progress.
Rectangle {
    id: row

    required property int index
    required property string lessonId
    required property string title
    required property string objective
    required property string sections
    required property int attempts
    required property int completed
    required property bool passed
    required property real bestAccuracy
    required property string lastAttempt
    required property int order
    // "table", "drill" (a timed payout drill) or "spot" (a spot-the-error exercise).
    required property string kind
    // The course listing the lesson ("Blackjack", "Baccarat"), named on the row.
    required property string course

    property bool current: false
    // The fill of the citation chips, one binding for the row.
    readonly property color chipFill: Theme.shade(Qt.rgba(0.85, 0.7, 0.35, 0.12))
    // The list has the keyboard and this is its current row.
    property bool keyboardCursor: false
    // Set by the row's buttons while the mouse is over one or one has the
    // focus: they are kept (LessonRowActions).
    property bool actionsEngaged: false

    signal startClicked()
    // The lesson as an exam: no feedback until the end.
    signal examClicked()
    signal selected()

    implicitHeight: Math.max(Theme.px(96), content.implicitHeight + Theme.px(28))
    radius: Theme.px(12)
    color: mouse.containsMouse ? Theme.surfaceHover : Theme.surface
    border.width: row.keyboardCursor ? Theme.focusWidth : row.current ? Theme.px(2) : Theme.lineWidth
    border.color: row.keyboardCursor ? Theme.listCursor : row.current ? Theme.accent : Theme.border

    // What a screen reader says of the row: order, title, progress; Enter starts it.
    Accessible.role: Accessible.ListItem
    // "Baccarat lesson 3: ..."; each course numbers its own lessons.
    readonly property string numbered: row.course.length > 0 ? qsTr("%1 lesson %2").arg(row.course).arg(row.order)
                                                              : qsTr("Lesson %1").arg(row.order)
    Accessible.name: row.kind === "drill" ? qsTr("%1, payout drill: %2").arg(row.numbered).arg(row.title)
                   : row.kind === "spot" ? qsTr("%1, spot the error: %2").arg(row.numbered).arg(row.title)
                   : qsTr("%1: %2").arg(row.numbered).arg(row.title)
    Accessible.description: (row.passed ? qsTr("Passed. ") : "")
                            + (row.bestAccuracy >= 0 ? qsTr("Best %1%. ").arg(Math.round(row.bestAccuracy * 100)) : "")
                            + qsTr("%n attempt(s). ", "", row.attempts) + row.objective
    Accessible.selected: row.current
    Accessible.onPressAction: row.startClicked()

    Behavior on color {
        ColorAnimation {
            duration: Theme.fast
        }
    }

    MouseArea {
        id: mouse
        // A press here on the Take as exam face (a touch, with no hover
        // first to make the button under it): the click is that button's.
        property bool pressedOnExamFace: false
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onPressed: event => {
            const inActions = actionsArea.mapFromItem(mouse, event.x, event.y)
            mouse.pressedOnExamFace = inActions.x >= 0
                    && inActions.x <= actionsArea.width && inActions.y >= Theme.px(46)
                    && inActions.y <= actionsArea.height
            row.selected()
        }
        onClicked: mouse.pressedOnExamFace ? row.examClicked() : row.startClicked()
    }

    RowLayout {
        id: content
        anchors.fill: parent
        anchors.leftMargin: Theme.px(18)
        anchors.rightMargin: Theme.px(18)
        spacing: Theme.px(18)

        // Course order
        Rectangle {
            Layout.alignment: Qt.AlignVCenter
            Layout.preferredWidth: Theme.px(44)
            Layout.preferredHeight: Theme.px(44)
            radius: width / 2
            color: row.passed ? Theme.correctDeep : Theme.surfaceRaised
            border.width: Theme.px(2)
            border.color: row.passed ? Theme.correct : Theme.borderStrong
            Text {
                anchors.centerIn: parent
                visible: !row.passed
                text: row.order
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontPx(17)
            }
            // Made only for a passed lesson: most rows never need the tick's
            // shapes. By URL: a bound inline component cannot be made in a
            // delegate's Loader in Qt 6.4.
            Loader {
                anchors.centerIn: parent
                width: Theme.px(26)
                height: Theme.px(26)
                active: row.passed
                source: "PassedTick.qml"
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.px(12)
            Layout.bottomMargin: Theme.px(12)
            spacing: Theme.px(5)

            Text {
                objectName: "courseLabel"
                visible: row.course.length > 0
                text: row.course.toUpperCase()
                color: Theme.accent
                font.bold: true
                font.letterSpacing: 0.8
                font.pixelSize: Theme.fontPx(10.5)
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.px(10)
                Text {
                    Layout.fillWidth: true
                    text: row.title
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.fontPx(17)
                    font.bold: true
                }
                Rectangle {
                    objectName: "drillBadge"
                    visible: row.kind !== "table"
                    implicitWidth: drillText.implicitWidth + Theme.px(14)
                    implicitHeight: Theme.px(20)
                    radius: height / 2
                    color: "transparent"
                    border.width: Theme.px(1.5)
                    border.color: Theme.accent
                    Text {
                        id: drillText
                        anchors.centerIn: parent
                        text: row.kind === "spot" ? qsTr("SPOT THE ERROR") : qsTr("PAYOUT DRILL")
                        color: Theme.accent
                        font.bold: true
                        font.letterSpacing: 0.8
                        font.pixelSize: Theme.fontPx(10.5)
                    }
                }
                Rectangle {
                    objectName: "passedBadge"
                    visible: row.passed
                    implicitWidth: passedText.implicitWidth + Theme.px(14)
                    implicitHeight: Theme.px(20)
                    radius: height / 2
                    color: Theme.correct
                    Text {
                        id: passedText
                        anchors.centerIn: parent
                        text: qsTr("PASSED")
                        color: Theme.onCorrect
                        font.bold: true
                        font.letterSpacing: 0.8
                        font.pixelSize: Theme.fontPx(10.5)
                    }
                }
            }
            Text {
                Layout.fillWidth: true
                text: row.objective
                color: Theme.textMuted
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                font.pixelSize: Theme.fontPx(13.5)
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.px(6)
                visible: row.sections.length > 0
                Repeater {
                    model: row.sections.split(/\s*[,;]\s*/).filter(s => s.length > 0)
                    // Two items a chip, their colours read from the row (no call per chip).
                    delegate: Rectangle {
                        id: chip
                        required property string modelData
                        implicitWidth: sectionText.implicitWidth + Theme.px(12)
                        implicitHeight: Theme.px(20)
                        radius: Theme.px(4)
                        color: row.chipFill
                        border.color: Theme.accentTintBorder
                        Text {
                            id: sectionText
                            anchors.centerIn: parent
                            text: chip.modelData
                            color: Theme.accent
                            font.pixelSize: Theme.fontPx(11)
                        }
                    }
                }
            }
        }

        // Progress
        GridLayout {
            Layout.alignment: Qt.AlignVCenter
            Layout.preferredWidth: Theme.px(230)
            Layout.minimumWidth: Theme.px(230)
            Layout.maximumWidth: Theme.px(230)
            columns: 2
            columnSpacing: Theme.px(10)
            rowSpacing: Theme.px(3)

            Text {
                text: qsTr("Best")
                color: Theme.textDim
                font.pixelSize: Theme.fontPx(12)
            }
            Text {
                objectName: "bestAccuracy"
                text: row.bestAccuracy >= 0 ? qsTr("%1%").arg(Math.round(row.bestAccuracy * 100)) : "—"
                color: row.bestAccuracy < 0 ? Theme.textDim : row.passed ? Theme.correct : Theme.text
                font.pixelSize: Theme.fontPx(15)
                font.bold: true
            }
            Text {
                text: qsTr("Attempts")
                color: Theme.textDim
                font.pixelSize: Theme.fontPx(12)
            }
            Text {
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: row.attempts === row.completed ? String(row.attempts)
                                                     : qsTr("%1 · %2 finished").arg(row.attempts).arg(row.completed)
                color: Theme.text
                font.pixelSize: Theme.fontPx(13)
            }
            Text {
                text: qsTr("Last")
                color: Theme.textDim
                font.pixelSize: Theme.fontPx(12)
            }
            Text {
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: row.lastAttempt.length > 0 ? row.lastAttempt : qsTr("never")
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(12)
            }
        }

        // Start and Take as exam. The buttons themselves (LessonRowActions,
        // two controls of seven items each) are made only for the current row,
        // the row under the mouse, or while one of them has the focus; every
        // other row draws their faces: a secondary button's frame and label and
        // a ghost button's label, as the buttons look there (docs/performance.md).
        Item {
            id: actionsArea
            Layout.alignment: Qt.AlignVCenter
            Layout.preferredWidth: Theme.px(170)
            implicitHeight: Theme.px(40) + Theme.px(6) + Theme.px(30)

            Rectangle {
                visible: actionsLoader.item === null
                width: parent.width
                height: Theme.px(40)
                radius: Theme.px(8)
                color: Theme.surfaceRaised
                border.width: Theme.lineWidth
                border.color: Theme.borderStrong
                Text {
                    anchors.centerIn: parent
                    text: row.attempts > 0 ? qsTr("Practise again") : qsTr("Start")
                    color: Theme.text
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontPx(14)
                }
            }
            Text {
                visible: actionsLoader.item === null
                y: Theme.px(46) + (Theme.px(30) - height) / 2
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Take as exam")
                color: Theme.text
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontPx(12)
            }
            // By URL with the row as a required property (see the tick above);
            // the source is set and cleared here, so each load gets the row.
            Loader {
                id: actionsLoader
                anchors.fill: parent
                readonly property bool wanted: row.current || mouse.containsMouse || row.actionsEngaged
                function follow(): void {
                    if (actionsLoader.wanted && actionsLoader.item === null)
                        actionsLoader.setSource(Qt.resolvedUrl("LessonRowActions.qml"), {row: row})
                    else if (!actionsLoader.wanted && actionsLoader.item !== null)
                        actionsLoader.source = ""
                }
                onWantedChanged: actionsLoader.follow()
                Component.onCompleted: actionsLoader.follow()
            }
        }
    }
}

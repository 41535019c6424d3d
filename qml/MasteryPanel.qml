pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The trainee's skills and what to practise next (docs/mastery.md): the
// recommendation with its reason and a Start button, "Practise my mistakes"
// (or the session in progress), and every skill with its state. Everything
// shown is decided in C++ (MasteryModel); this draws it and sends the choice.
Rectangle {
    id: panel
    objectName: "masteryPanel"

    required property MasteryModel mastery
    // Ctrl+N (practise next) and Ctrl+M (practise my mistakes) while true.
    property bool shortcutsEnabled: true

    // A lesson to start as practice (the recommendation, or the session's).
    signal startRequested(string lessonId)

    function startRecommended(): void {
        if (panel.mastery.recommendedLessonId.length > 0)
            panel.startRequested(panel.mastery.recommendedLessonId)
    }
    function startMistakes(): void {
        if (panel.mastery.session.active) {
            panel.startRequested(panel.mastery.session.currentLessonId)
            return
        }
        const first = panel.mastery.startMistakesSession()
        if (first.length > 0)
            panel.startRequested(first)
    }

    // Read when first shown, not before (the lesson list's first frame).
    Component.onCompleted: if (!panel.mastery.loaded) panel.mastery.refresh()

    radius: Theme.px(12)
    color: Theme.surface
    border.width: Theme.lineWidth
    border.color: Theme.border
    implicitWidth: Theme.px(380)

    Shortcut {
        sequence: "Ctrl+N"
        enabled: panel.shortcutsEnabled && panel.visible && panel.mastery.recommendedLessonId.length > 0
        onActivated: panel.startRecommended()
    }
    Shortcut {
        sequence: "Ctrl+M"
        enabled: panel.shortcutsEnabled && panel.visible
                 && (panel.mastery.mistakesAvailable || panel.mastery.session.active)
        onActivated: panel.startMistakes()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(16)
        spacing: Theme.px(10)

        Text {
            text: qsTr("Practise next")
            color: Theme.text
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontPx(18)
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        // The recommendation and why.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: recommendation.implicitHeight + Theme.px(20)
            radius: Theme.px(8)
            color: Theme.accentTint
            border.width: Theme.lineWidth
            border.color: Theme.accentTintBorder
            visible: panel.mastery.recommendedLessonId.length > 0

            ColumnLayout {
                id: recommendation
                anchors.fill: parent
                anchors.margins: Theme.px(10)
                spacing: Theme.px(6)
                Text {
                    objectName: "recommendedTitle"
                    Layout.fillWidth: true
                    text: panel.mastery.recommendedTitle
                    color: Theme.text
                    font.pixelSize: Theme.fontPx(14)
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                Text {
                    objectName: "recommendationReason"
                    Layout.fillWidth: true
                    text: panel.mastery.recommendationReason
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(12)
                    wrapMode: Text.Wrap
                }
                AppButton {
                    objectName: "startRecommendedButton"
                    variant: "primary"
                    text: qsTr("Start  (Ctrl+N)")
                    fontSize: 13
                    Accessible.name: qsTr("Start the recommended lesson: %1").arg(panel.mastery.recommendedTitle)
                    onClicked: panel.startRecommended()
                }
            }
        }
        Text {
            Layout.fillWidth: true
            visible: panel.mastery.loaded && panel.mastery.recommendedLessonId.length === 0
            text: qsTr("Every skill is mastered and every lesson passed.")
            color: Theme.textMuted
            font.pixelSize: Theme.fontPx(12)
            wrapMode: Text.Wrap
        }

        // Practise my mistakes, or the session in progress.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            AppButton {
                objectName: "practiseMistakesButton"
                text: panel.mastery.session.active
                      ? qsTr("Continue session %1  (Ctrl+M)").arg(panel.mastery.session.progressText)
                      : qsTr("Practise my mistakes  (Ctrl+M)")
                fontSize: 13
                enabled: panel.mastery.mistakesAvailable || panel.mastery.session.active
                Accessible.name: panel.mastery.session.active
                                 ? qsTr("Continue the session, lesson %1").arg(panel.mastery.session.progressText)
                                 : qsTr("Practise my mistakes")
                Accessible.description: enabled ? "" : panel.mastery.mistakesUnavailableReason
                onClicked: panel.startMistakes()
            }
            AppButton {
                objectName: "leaveSessionButton"
                visible: panel.mastery.session.active
                variant: "ghost"
                text: qsTr("Leave")
                fontSize: 13
                Accessible.name: qsTr("Leave the session")
                onClicked: panel.mastery.session.leave()
            }
        }
        Text {
            objectName: "mistakesReason"
            Layout.fillWidth: true
            visible: !panel.mastery.mistakesAvailable && !panel.mastery.session.active
                     && panel.mastery.mistakesUnavailableReason.length > 0
            text: panel.mastery.mistakesUnavailableReason
            color: Theme.textDim
            font.pixelSize: Theme.fontPx(12)
            wrapMode: Text.Wrap
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.lineWidth
            color: Theme.border
        }

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Your skills")
                color: Theme.text
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontPx(16)
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                objectName: "masteredCount"
                text: qsTr("%1 of %2 mastered").arg(panel.mastery.masteredCount).arg(skills.count)
                color: Theme.textMuted
                font.pixelSize: Theme.fontPx(12)
            }
        }

        ListView {
            id: skills
            objectName: "skillList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Theme.px(80)
            clip: true
            spacing: Theme.px(4)
            model: panel.mastery
            activeFocusOnTab: true
            keyNavigationEnabled: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Your skills")

            delegate: Rectangle {
                id: skillRow
                required property int index
                required property string skillId
                required property string name
                required property string description
                required property string masteryState
                required property string stateLabel
                required property string summary

                objectName: "skill_" + skillRow.skillId
                width: skills.width - Theme.px(10)
                implicitHeight: skillText.implicitHeight + Theme.px(12)
                radius: Theme.px(6)
                color: ListView.isCurrentItem && skills.activeFocus ? Theme.surfaceHover : Theme.surfaceRaised
                border.width: ListView.isCurrentItem && skills.activeFocus ? Theme.focusWidth : 0
                border.color: Theme.listCursor
                Accessible.role: Accessible.ListItem
                Accessible.name: qsTr("%1: %2").arg(skillRow.name).arg(skillRow.stateLabel)
                Accessible.description: skillRow.summary + ". " + skillRow.description

                readonly property color stateColour: skillRow.masteryState === "mastered" ? Theme.correct
                                                   : skillRow.masteryState === "slipping" ? Theme.error
                                                   : skillRow.masteryState === "learning" ? Theme.warning
                                                   : Theme.textDim

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: Theme.px(8)
                    anchors.rightMargin: Theme.px(8)
                    spacing: Theme.px(8)

                    ColumnLayout {
                        id: skillText
                        Layout.fillWidth: true
                        spacing: 0
                        Text {
                            Layout.fillWidth: true
                            text: skillRow.name
                            color: Theme.text
                            font.pixelSize: Theme.fontPx(13)
                            font.bold: true
                            elide: Text.ElideRight
                        }
                        Text {
                            Layout.fillWidth: true
                            text: skillRow.summary
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontPx(11)
                            elide: Text.ElideRight
                        }
                    }
                    // The state in words and a mark, never in colour alone.
                    Rectangle {
                        objectName: "stateBadge"
                        Layout.alignment: Qt.AlignVCenter
                        implicitWidth: badgeRow.implicitWidth + Theme.px(14)
                        implicitHeight: badgeRow.implicitHeight + Theme.px(6)
                        radius: height / 2
                        color: "transparent"
                        border.width: Math.max(1, Theme.px(1.5))
                        border.color: skillRow.stateColour
                        Row {
                            id: badgeRow
                            anchors.centerIn: parent
                            spacing: Theme.px(4)
                            Text {
                                text: skillRow.masteryState === "mastered" ? "\u2713"
                                    : skillRow.masteryState === "slipping" ? "\u2193"
                                    : skillRow.masteryState === "learning" ? "\u2026" : "\u2013"
                                color: skillRow.stateColour
                                font.pixelSize: Theme.fontPx(11)
                                font.bold: true
                            }
                            Text {
                                text: skillRow.stateLabel
                                color: skillRow.stateColour
                                font.pixelSize: Theme.fontPx(11)
                                font.bold: true
                            }
                        }
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: skills.currentIndex = skillRow.index
                }
                ToolTip.visible: hover.hovered
                ToolTip.text: skillRow.description
                ToolTip.delay: 600
                HoverHandler {
                    id: hover
                }
            }
        }
    }
}

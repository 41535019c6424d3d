pragma ComponentBehavior: Bound

import QtQuick
import DealerTrainer
import QtQuick.Controls.Basic
import QtQuick.Layouts

// Start screen: product, trainee profiles, a new profile, database problems.
Item {
    id: screen

    required property AppController app

    signal traineeChosen()
    // Certification exams: accounts, unlocking, sitting, signing.
    signal examsRequested()

    readonly property bool databaseBroken: !screen.app.databaseReady || screen.app.databaseError.length > 0

    function choose(traineeId: int): void {
        screen.app.currentTraineeId = traineeId
        screen.traineeChosen()
    }

    function createProfile(): void {
        const name = nameField.text.trim()
        if (screen.app.createTrainee(name)) {
            nameField.text = ""
            screen.traineeChosen()
        }
    }

    // Opens the same database again (C++ checks it as at start-up; nothing is overwritten).
    function retryDatabase(): void {
        if (screen.app.reopenDatabase())
            screen.focusFirst()
    }

    function focusFirst(): void {
        if (profiles.count > 0) {
            const row = screen.app.trainees.indexOf(screen.app.currentTraineeId)
            if (row >= 0)
                profiles.currentIndex = row
            profiles.forceActiveFocus()
        }
        else
            nameField.forceActiveFocus()
    }
    Component.onCompleted: screen.focusFirst()
    StackView.onActivated: screen.focusFirst()

    Backdrop {
        anchors.fill: parent
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(48)
        spacing: Theme.px(56)

        // Brand (in an Item: a layout nested in the row kept its old layout when
        // the window was resized, Qt 6.4)
        Item {
            Layout.preferredWidth: screen.width * 0.38
            Layout.maximumWidth: screen.width * 0.38
            Layout.fillHeight: true

            ColumnLayout {
                anchors.fill: parent
                spacing: Theme.px(18)

                Item { Layout.fillHeight: true }
                BrandMark {
                    Layout.preferredWidth: Theme.px(150)
                    Layout.preferredHeight: Theme.px(138)
                }
                Text {
                    text: qsTr("Dealer Trainer")
                    color: Theme.text
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontPx(46)
                    font.bold: true
                }
                Rectangle {
                    Layout.preferredWidth: Theme.px(72)
                    Layout.preferredHeight: Theme.px(3)
                    radius: height / 2
                    color: Theme.accent
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Deal blackjack and baccarat by hand at a real layout: prepare the shoe, deal, settle and pick up. Every action is "
                               + "graded against the regulation, with the section cited.")
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(16)
                    lineHeight: 1.2
                }
                Item { Layout.fillHeight: true }
                AppButton {
                    objectName: "examsButton"
                    visible: !screen.databaseBroken
                    variant: "secondary"
                    text: qsTr("Certification exams")
                    Accessible.description: qsTr("Sign in to unlock, sit or sign a certification exam")
                    onClicked: screen.examsRequested()
                }
                ContrastSwitch {
                    Layout.leftMargin: -Theme.px(10)
                    app: screen.app
                }
                Text {
                    Layout.fillWidth: true
                    visible: !screen.databaseBroken && screen.app.databasePath.length > 0
                    text: qsTr("Progress is saved in %1").arg(screen.app.databasePath)
                    color: Theme.textDim
                    elide: Text.ElideMiddle
                    font.pixelSize: Theme.fontPx(11)
                }
            }
        }

        // Profiles
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.px(16)
            color: Theme.surface
            border.color: Theme.border

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.px(28)
                spacing: Theme.px(16)

                // The database cannot be used: say so, with the path, and offer nothing that
                // writes over it: only opening the same file again, e.g. once another program
                // lets go of it.
                Rectangle {
                    objectName: "databaseErrorBanner"
                    Layout.fillWidth: true
                    visible: screen.databaseBroken
                    implicitHeight: dbColumn.implicitHeight + Theme.px(32)
                    radius: Theme.px(10)
                    color: Theme.errorDeep
                    border.color: Theme.error
                    border.width: Theme.px(2)
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: qsTr("Your progress database cannot be opened")
                    Accessible.description: dbErrorText.text

                    RowLayout {
                        anchors.fill: parent
                        anchors.margins: Theme.px(16)
                        spacing: Theme.px(14)
                        VerdictIcon {
                            Layout.alignment: Qt.AlignTop
                            Layout.preferredWidth: Theme.px(30)
                            Layout.preferredHeight: Theme.px(30)
                            correct: false
                        }
                        ColumnLayout {
                            id: dbColumn
                            Layout.fillWidth: true
                            spacing: Theme.px(6)
                            Text {
                                Layout.fillWidth: true
                                text: qsTr("Your progress database cannot be opened")
                                color: Theme.text
                                font.bold: true
                                font.pixelSize: Theme.fontPx(18)
                                wrapMode: Text.Wrap
                            }
                            Text {
                                id: dbErrorText
                                objectName: "databaseErrorText"
                                Layout.fillWidth: true
                                text: screen.app.databaseError.length > 0
                                      ? screen.app.databaseError
                                      : qsTr("The database is not ready.")
                                color: Theme.errorInk
                                font.pixelSize: Theme.fontPx(14)
                                wrapMode: Text.Wrap
                            }
                            Text {
                                Layout.fillWidth: true
                                text: qsTr("Dealer Trainer has not changed the file. If another program is "
                                           + "using it, close that program and try again. Otherwise close "
                                           + "the app, then repair or move the file, or start with --db to "
                                           + "use another file.")
                                color: Theme.ink("#f1b8b6")
                                font.pixelSize: Theme.fontPx(13)
                                wrapMode: Text.Wrap
                            }
                            AppButton {
                                objectName: "retryDatabaseButton"
                                Layout.topMargin: Theme.px(4)
                                visible: screen.app.databasePath.length > 0
                                variant: "primary"
                                text: qsTr("Try again")
                                fontSize: 13
                                implicitHeight: Theme.px(36)
                                onClicked: screen.retryDatabase()
                            }
                        }
                    }
                }

                Text {
                    visible: !screen.databaseBroken
                    text: qsTr("Who is training?")
                    color: Theme.text
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontPx(24)
                    font.bold: true
                }
                Text {
                    visible: !screen.databaseBroken
                    text: profiles.count > 0 ? qsTr("Pick your profile to see your lessons and progress.")
                                             : qsTr("No profiles yet. Create yours below to begin.")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontPx(14)
                }

                ListView {
                    id: profiles
                    objectName: "traineeList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    visible: !screen.databaseBroken
                    clip: true
                    spacing: Theme.px(8)
                    model: screen.app.trainees
                    keyNavigationEnabled: true
                    activeFocusOnTab: true
                    highlightFollowsCurrentItem: false
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Trainee profiles")

                    Keys.onReturnPressed: {
                        if (profiles.currentItem)
                            screen.choose((profiles.currentItem as TraineeRow).traineeId)
                    }
                    Keys.onEnterPressed: {
                        if (profiles.currentItem)
                            screen.choose((profiles.currentItem as TraineeRow).traineeId)
                    }

                    // Empty state.
                    Rectangle {
                        anchors.fill: parent
                        anchors.margins: Theme.px(4)
                        visible: profiles.count === 0
                        radius: Theme.px(12)
                        color: "transparent"
                        border.color: Theme.border
                        border.width: Math.max(1, Theme.px(1.5))
                        Column {
                            anchors.centerIn: parent
                            spacing: Theme.px(10)
                            CasinoChip {
                                anchors.horizontalCenter: parent.horizontalCenter
                                width: Theme.px(54)
                                colour: Theme.surfaceHover
                                insert: Theme.border
                                label: "?"
                            }
                            Text {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: qsTr("Your profile will appear here")
                                color: Theme.textDim
                                font.pixelSize: Theme.fontPx(14)
                            }
                        }
                    }

                    delegate: TraineeRow {
                        width: profiles.width - Theme.px(12)
                        current: ListView.isCurrentItem && profiles.activeFocus
                        onChosen: screen.choose(traineeId)
                    }
                }

                // New profile
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 1
                    color: Theme.border
                    visible: !screen.databaseBroken
                }
                Text {
                    visible: !screen.databaseBroken
                    text: qsTr("New trainee")
                    color: Theme.text
                    font.pixelSize: Theme.fontPx(15)
                    font.bold: true
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: !screen.databaseBroken
                    spacing: Theme.px(12)

                    TextField {
                        id: nameField
                        objectName: "newTraineeName"
                        Layout.fillWidth: true
                        enabled: !screen.databaseBroken
                        placeholderText: qsTr("Your name, as your instructor knows you")
                        placeholderTextColor: Theme.textDim
                        color: Theme.text
                        font.pixelSize: Theme.fontPx(15)
                        selectByMouse: true
                        maximumLength: 80
                        leftPadding: Theme.px(14)
                        implicitHeight: Theme.px(42)
                        Accessible.role: Accessible.EditableText
                        Accessible.name: qsTr("New trainee's name")
                        Accessible.description: qsTr("Type your name, then Enter to create your profile")
                        background: Rectangle {
                            radius: Theme.px(8)
                            color: Theme.window
                            border.width: nameField.activeFocus ? Theme.focusWidth : Theme.lineWidth
                            border.color: nameField.activeFocus ? Theme.focus : Theme.borderStrong
                        }
                        Keys.onReturnPressed: screen.createProfile()
                        Keys.onEnterPressed: screen.createProfile()
                    }
                    AppButton {
                        objectName: "createTraineeButton"
                        variant: "primary"
                        text: qsTr("Create profile")
                        enabled: !screen.databaseBroken && nameField.text.trim().length > 0
                        implicitHeight: Theme.px(42)
                        onClicked: screen.createProfile()
                    }
                }
                Text {
                    objectName: "lastErrorText"
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                    Layout.fillWidth: true
                    visible: screen.app.lastError.length > 0 && !screen.databaseBroken
                    text: screen.app.lastError
                    color: Theme.error
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontPx(13)
                }
                Item {
                    Layout.fillHeight: true
                    visible: screen.databaseBroken
                }
            }
        }
    }
}

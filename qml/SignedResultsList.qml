pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Dialogs
import QtQuick.Layouts
import DealerTrainer

// For an examiner: the results signed into the chain, each opened read-only,
// and all of them exported as CSV for the school's records (ExamDesk, the
// same file as `dealer-trainer-cli export-results`).
ColumnLayout {
    id: list
    objectName: "signedResultsList"

    required property ExamDesk desk
    // Export written: what to tell the examiner.
    signal exported(string message)
    // Open the signed sitting `sittingId` read-only.
    signal openRequested(int sittingId)

    spacing: Theme.px(12)

    FileDialog {
        id: csvDialog
        objectName: "resultsCsvDialog"
        title: qsTr("Export the signed results")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("CSV files (*.csv)")]
        defaultSuffix: "csv"
        onAccepted: list.exportTo(csvDialog.selectedFile.toString())
    }

    function exportTo(fileOrUrl: string): void {
        if (list.desk.exportResults(fileOrUrl))
            list.exported((resultsRepeater.count === 1 ? qsTr("1 signed result exported to %1.")
                                                       : qsTr("%1 signed results exported to %2.").arg(resultsRepeater.count))
                          .arg(decodeURIComponent(fileOrUrl.replace(/^file:\/\//, ""))))
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.topMargin: Theme.px(12)
        spacing: Theme.px(12)
        Text {
            Layout.fillWidth: true
            text: qsTr("Signed results")
            color: Theme.text
            font.pixelSize: Theme.fontPx(20)
            font.bold: true
        }
        AppButton {
            objectName: "exportResultsButton"
            variant: "secondary"
            text: qsTr("Export results (CSV)…")
            enabled: resultsRepeater.count > 0
            onClicked: csvDialog.open()
        }
    }
    Text {
        visible: resultsRepeater.count === 0
        text: qsTr("No result is signed yet.")
        color: Theme.textDim
        font.pixelSize: Theme.fontPx(14)
    }
    Repeater {
        id: resultsRepeater
        model: list.desk.signedResults
        delegate: SittingRow {
            required property var modelData
            Layout.fillWidth: true
            sitting: modelData
            subtitle: qsTr("%1 · %2 · signed by %3, %4").arg(modelData.traineeName)
                          .arg(modelData.passed ? qsTr("PASS") : qsTr("FAIL")).arg(modelData.examiner)
                          .arg(Qt.formatDateTime(modelData.signedAt, "d MMM yyyy, hh:mm"))
            actionText: qsTr("Open")
            onActionClicked: list.openRequested(modelData.id)
        }
    }
}

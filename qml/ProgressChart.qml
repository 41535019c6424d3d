import QtQuick
import QtCharts

// One chart of the progress screen: a value of each attempt (accuracy, or
// seconds per action) over time, one point per attempt, dates along the
// bottom. Loaded with ProgressScreen only: Qt Charts stays off the start path.
Rectangle {
    id: chart

    property string title: ""
    // The points of ProgressModel: [{time, accuracy, secondsPerAction}].
    property var points: []
    // The member of each point drawn ("accuracy" or "secondsPerAction").
    property string valueKey: "accuracy"
    property real maximum: 100
    property string valueFormat: "%d"
    property date firstDay
    property date lastDay
    property color colour: Theme.accent
    // How many points the series holds (one per attempt drawn).
    readonly property int count: series.count

    function refill(): void {
        series.clear()
        for (let i = 0; i < chart.points.length; ++i)
            series.append(chart.points[i].time, chart.points[i][chart.valueKey])
    }
    onPointsChanged: chart.refill()
    Component.onCompleted: chart.refill()

    radius: Theme.px(10)
    color: Theme.surface
    border.color: Theme.border
    border.width: Theme.lineWidth
    clip: true

    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("%1 over time, %n attempt(s)", "", series.count).arg(chart.title)

    Text {
        id: heading
        x: Theme.px(12)
        y: Theme.px(8)
        text: chart.title.toUpperCase()
        color: Theme.accent
        font.bold: true
        font.letterSpacing: 1.1
        font.pixelSize: Theme.fontPx(10.5)
    }

    ChartView {
        id: view
        anchors.fill: parent
        anchors.topMargin: heading.y + heading.height - Theme.px(4)
        anchors.leftMargin: -Theme.px(6)
        anchors.rightMargin: -Theme.px(2)
        anchors.bottomMargin: -Theme.px(6)
        antialiasing: !Theme.highContrast
        backgroundColor: "transparent"
        plotAreaColor: "transparent"
        legend.visible: false
        margins.top: 0
        margins.bottom: 0
        margins.left: 0
        margins.right: 0

        DateTimeAxis {
            id: timeAxis
            min: chart.firstDay
            max: chart.lastDay
            // One tick a day while the days fit, so no date is written twice.
            tickCount: Math.max(2, Math.min(8, Math.round((chart.lastDay - chart.firstDay) / 86400000) + 1))
            format: "d MMM"
            labelsColor: Theme.textMuted
            labelsFont.pixelSize: Theme.fontPx(10)
            labelsFont.family: Theme.fontFamily
            gridLineColor: Theme.border
            color: Theme.borderStrong
        }
        ValueAxis {
            id: valueAxis
            min: 0
            max: chart.maximum
            // Five steps: whole numbers for 100 % and for the 10, 20, 40 ... s ceilings.
            tickCount: 6
            labelFormat: chart.valueFormat
            labelsColor: Theme.textMuted
            labelsFont.pixelSize: Theme.fontPx(10)
            labelsFont.family: Theme.fontFamily
            gridLineColor: Theme.border
            color: Theme.borderStrong
        }
        LineSeries {
            id: series
            axisX: timeAxis
            axisY: valueAxis
            color: chart.colour
            width: Theme.highContrast ? 3 : 2
            pointsVisible: true
        }
    }

    Text {
        anchors.centerIn: parent
        visible: chart.points.length === 0
        text: qsTr("No graded attempt yet")
        color: Theme.textDim
        font.pixelSize: Theme.fontPx(13)
    }
}

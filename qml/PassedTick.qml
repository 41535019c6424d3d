import QtQuick

// The tick in a passed lesson's order badge (LessonRow), loaded only for a
// passed lesson.
VerdictIcon {
    objectName: "passedTick"
    colour: "transparent"
    markColour: Theme.correct
}

import QtQuick

// An invisible delegate that reads one lesson's "passed" role (for counting).
Item {
    required property bool passed
    visible: false
    width: 0
    height: 0
}

#pragma once

#include <QList>
#include <QVariantList>
#include <storage/records.h>

namespace dt::ui {

// A spot-the-error exercise's stored answers (docs/lesson-format.md,
// "Recording": one graded action per answer) as an examiner reads them, one
// row per stop or miss in the order graded: step (the dealer's action),
// kind ("caught", "missed", "false_stop", "late"), correct, explanation,
// citation, requirement; and for a caught error the answer to its question:
// answered, ruleNamed, ruleBroken, ruleRight, remedyChosen, remedyExpected,
// remedyRight. An action that is not such an answer is a row of kind
// "unreadable" with its text as the explanation.
QVariantList spotAnswerRows(const QList<dt::storage::GradedActionRecord> &actions);

// The injected errors the examinee let pass (answers of kind "missed").
int missedErrors(const QList<dt::storage::GradedActionRecord> &actions);

} // namespace dt::ui

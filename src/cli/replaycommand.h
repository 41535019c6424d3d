#pragma once

#include "clicommon.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <core/dealer_action.h>
#include <core/session.h>
#include <core/speed_targets.h>
#include <core/table_event.h>
#include <core/verdict.h>
#include <cstdint>
#include <optional>
#include <vector>

namespace dt::cli {

struct ActionLine {
    int line = 0; // 1-based line number in the actions file
    DealerAction action;
};

struct ActionLinesResult {
    std::vector<ActionLine> actions;
    QStringList errors; // "ACTIONS.jsonl:LINE: message", one per bad line
};

// Reads a transcript: one JSON action per line (docs/actions.md); blank lines
// and lines starting with '#' are ignored. Every bad line is reported.
ActionLinesResult parseActionLines(const QByteArray &text, const QString &fileName);

struct GradedAction {
    DealerAction action;
    Verdict verdict;
    std::vector<TableEvent> events; // what happened at the table right after the action
};

struct ReplayResult {
    QString lessonId;
    std::vector<GradedAction> actions;
    SessionSummary summary;
    PassCriteria pass;
    // The lesson's speed criterion against the time given (--seconds);
    // not judged without one (a transcript has no clock).
    HandsPerHourCheck speed;
};

// Grades the actions in order on a fresh session of the lesson. `elapsedMs`:
// the time from the first to the last action, when known.
ReplayResult replayActions(const lessons::Lesson &lesson, const std::vector<DealerAction> &actions,
                           std::optional<std::int64_t> elapsedMs = std::nullopt);

// {"lesson": ..., "actions": [...], "summary": {...}} as in docs/cli.md.
QJsonObject replayToJson(const ReplayResult &result);
// One line per action, then a summary line.
QString replayToText(const ReplayResult &result);

// `dealer-trainer-cli replay LESSON ACTIONS.jsonl [--json] [--seconds S]`.
// ACTIONS "-" reads stdin.
int runReplay(const QString &lessonArgument, const QString &actionsPath, bool json,
              const QString &lessonsDirectory, Console console,
              std::optional<std::int64_t> elapsedMs = std::nullopt);

} // namespace dt::cli

#pragma once

#include "clicommon.h"

#include <QJsonObject>
#include <QString>
#include <core/games/blackjack/analyzer.h>
#include <cstdint>

namespace dt::cli {

struct AnalyzeOptions {
    std::int64_t rounds = 1'000'000;
    std::uint64_t seed = 1;
    bool json = false;
};

// The report as one JSON object (docs/cli.md, "analyze").
QJsonObject analysisToJson(const blackjack::AnalysisReport &report);

// The readable table of the report.
QString analysisText(const blackjack::AnalysisReport &report);

// `dealer-trainer-cli analyze CONFIG.json [--rounds N] [--seed S] [--json]`:
// reads the table configuration (lessons/tableofferreader.h), refuses an
// invalid one (its problems on stderr, exit 1), analyzes it and prints the
// report on stdout. An unreadable file or one that is not a JSON object
// exits with 2.
int runAnalyze(const QString &configPath, const AnalyzeOptions &options, Console console);

} // namespace dt::cli

#pragma once

#include "analyzecommand.h"

#include <QJsonObject>
#include <QString>
#include <core/games/baccarat/analyzer.h>

namespace dt::cli {

// The baccarat form of `analyze` (docs/cli.md): the exact figures of every
// wager the table offers.
QJsonObject baccaratAnalysisToJson(const baccarat::AnalysisReport &report);
QString baccaratAnalysisText(const baccarat::AnalysisReport &report);

// Reads the baccarat table configuration `object` (lessons/baccaratrulesreader.h),
// refuses an invalid one (exit 1) and prints the report. --rounds and --seed
// do not apply: nothing is simulated.
int runBaccaratAnalyze(const QJsonObject &object, const QString &configPath,
                       const AnalyzeOptions &options, Console console);

} // namespace dt::cli

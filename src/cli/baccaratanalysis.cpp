#include "baccaratanalysis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>
#include <lessons/baccaratrulesreader.h>

namespace dt::cli {

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString percent(double fraction) {
    return QString::number(fraction * 100.0, 'f', 4) + QLatin1Char('%');
}

double probability(std::int64_t weight, std::int64_t total) {
    return total > 0 ? static_cast<double>(weight) / static_cast<double>(total) : 0.0;
}

// "wins 45.8597% at 1 to 1 less 5% vigorish (Dragon 7)".
QString outcomeText(const baccarat::OutcomeLine &line) {
    QString text = qs(baccarat::name(line.decision)) + QLatin1Char(' ') + percent(line.probability);
    if (line.decision == baccarat::Decision::Win) {
        text += QStringLiteral(" at ") + qs(line.odds.text());
        if (line.vigorish) {
            text += QStringLiteral(" less 5% vigorish");
        }
    }
    if (!line.reason.empty()) {
        text += QStringLiteral(" (") + qs(line.reason) + QLatin1Char(')');
    }
    return text;
}

} // namespace

QJsonObject baccaratAnalysisToJson(const baccarat::AnalysisReport &report) {
    QJsonArray wagers;
    for (const baccarat::WagerAnalysis &analysis : report.wagers) {
        QJsonArray outcomes;
        for (const baccarat::OutcomeLine &line : analysis.outcomes) {
            QJsonObject outcome;
            outcome.insert(QStringLiteral("decision"), qs(baccarat::name(line.decision)));
            if (line.decision == baccarat::Decision::Win) {
                outcome.insert(QStringLiteral("odds"), qs(line.odds.text()));
                outcome.insert(QStringLiteral("vigorish"), line.vigorish);
            }
            if (!line.reason.empty()) {
                outcome.insert(QStringLiteral("reason"), qs(line.reason));
            }
            outcome.insert(QStringLiteral("probability"), line.probability);
            outcome.insert(QStringLiteral("weight"), QString::number(line.weight));
            outcomes.append(outcome);
        }
        QJsonObject wager;
        wager.insert(QStringLiteral("wager"), qs(baccarat::name(analysis.wager)));
        wager.insert(QStringLiteral("key"), qs(baccarat::key(analysis.wager)));
        wager.insert(QStringLiteral("section"), qs(analysis.section.text()));
        wager.insert(QStringLiteral("houseEdgePercent"), analysis.houseEdgePercent);
        wager.insert(QStringLiteral("winPercent"), analysis.winPercent);
        wager.insert(QStringLiteral("pushPercent"),
                     probability(analysis.pushWeight, report.total) * 100.0);
        wager.insert(QStringLiteral("losePercent"),
                     probability(analysis.loseWeight, report.total) * 100.0);
        wager.insert(QStringLiteral("outcomes"), outcomes);
        if (!analysis.note.empty()) {
            wager.insert(QStringLiteral("note"), qs(analysis.note));
        }
        wagers.append(wager);
    }
    QJsonObject object;
    object.insert(QStringLiteral("game"), qs(tableGameKey(report.game)));
    object.insert(QStringLiteral("decks"), report.decks);
    object.insert(QStringLiteral("method"), QStringLiteral("exact"));
    object.insert(QStringLiteral("denominator"), QString::number(report.total));
    object.insert(QStringLiteral("wagers"), wagers);
    object.insert(QStringLiteral("seconds"), report.seconds);
    return object;
}

QString baccaratAnalysisText(const baccarat::AnalysisReport &report) {
    QString text;
    QTextStream out(&text);
    out << qs(tableGameTitle(report.game)) << ", " << report.decks
        << " decks: exact, by enumeration of every round the full shoe can deal ("
        << report.distinctCoups << " distinct results, " << QString::number(report.seconds, 'f', 2)
        << " s)\n";
    for (const baccarat::WagerAnalysis &analysis : report.wagers) {
        out << "  " << qs(baccarat::name(analysis.wager)) << " (" << qs(analysis.section.text())
            << "): house edge " << QString::number(analysis.houseEdgePercent, 'f', 4) << "%\n";
        for (const baccarat::OutcomeLine &line : analysis.outcomes) {
            out << "      " << outcomeText(line) << '\n';
        }
        if (!analysis.note.empty()) {
            out << "      (" << qs(analysis.note) << ")\n";
        }
    }
    return text;
}

int runBaccaratAnalyze(const QJsonObject &object, const QString &configPath,
                       const AnalyzeOptions &options, Console console) {
    const lessons::BaccaratRulesReadResult read =
        lessons::readBaccaratRules(object, QStringLiteral("$"));
    if (!read.problems.isEmpty()) {
        for (const QString &problem : read.problems) {
            console.err << configPath << ": " << problem << Qt::endl;
        }
        return ExitFailure;
    }
    const baccarat::AnalysisReport report = baccarat::analyze(read.rules);
    if (!report.ok()) {
        for (const baccarat::RulesProblem &problem : report.problems) {
            console.err << configPath << ": " << qs(problem.citation.text()) << ": "
                        << qs(problem.message) << Qt::endl;
        }
        if (!report.refusal.empty()) {
            console.err << configPath << ": " << qs(report.refusal) << Qt::endl;
        }
        return ExitFailure;
    }
    if (options.json) {
        console.out << QString::fromUtf8(
            QJsonDocument(baccaratAnalysisToJson(report)).toJson(QJsonDocument::Indented));
    } else {
        console.out << baccaratAnalysisText(report);
    }
    console.out.flush();
    return ExitSuccess;
}

} // namespace dt::cli

#include "analyzecommand.h"

#include "baccaratanalysis.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringList>
#include <lessons/baccaratrulesreader.h>
#include <lessons/tableofferreader.h>

namespace dt::cli {

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString percent(double value, int decimals = 3) {
    return QString::number(value, 'f', decimals) + QLatin1Char('%');
}

} // namespace

QJsonObject analysisToJson(const blackjack::AnalysisReport &report) {
    QJsonObject main;
    main.insert(QStringLiteral("method"), QStringLiteral("simulated"));
    main.insert(QStringLiteral("houseEdgePercent"), report.houseEdgePercent);
    main.insert(QStringLiteral("standardErrorPercent"), report.standardErrorPercent);
    main.insert(QStringLiteral("confidence95Percent"),
                QJsonArray{report.confidenceLowPercent, report.confidenceHighPercent});
    main.insert(QStringLiteral("hitFrequencyPercent"), report.hitFrequencyPercent);
    main.insert(QStringLiteral("wager"), qs(report.wager.text()));

    QJsonArray sideWagers;
    for (const blackjack::SideWagerAnalysis &row : report.sideWagers) {
        QJsonObject side;
        side.insert(QStringLiteral("wager"), qs(row.label));
        side.insert(QStringLiteral("section"),
                    QStringLiteral("Blackjack §") + qs(blackjack::section(row.wager)));
        side.insert(QStringLiteral("method"), qs(blackjack::name(row.method)));
        if (row.method != blackjack::AnalysisMethod::NotYet) {
            side.insert(QStringLiteral("houseEdgePercent"), row.houseEdgePercent);
            side.insert(QStringLiteral("hitFrequencyPercent"), row.hitFrequencyPercent);
        }
        if (row.method == blackjack::AnalysisMethod::Simulated) {
            side.insert(QStringLiteral("standardErrorPercent"), row.standardErrorPercent);
            side.insert(QStringLiteral("confidence95Percent"),
                        QJsonArray{row.confidenceLowPercent, row.confidenceHighPercent});
            side.insert(QStringLiteral("wagers"), static_cast<qint64>(row.wagers));
        }
        side.insert(QStringLiteral("note"), qs(row.note));
        sideWagers.append(side);
    }

    QJsonObject object;
    object.insert(QStringLiteral("decks"), report.decks);
    object.insert(QStringLiteral("rounds"), static_cast<qint64>(report.rounds));
    object.insert(QStringLiteral("seed"), QString::number(report.seed));
    object.insert(QStringLiteral("mainWager"), main);
    object.insert(QStringLiteral("sideWagers"), sideWagers);
    object.insert(QStringLiteral("seconds"), report.seconds);
    object.insert(QStringLiteral("roundsPerSecond"), report.roundsPerSecond);
    return object;
}

QString analysisText(const blackjack::AnalysisReport &report) {
    QString text;
    QTextStream out(&text);
    out << "Main wager (basic strategy, one box, " << report.decks << " decks, " << report.rounds
        << " rounds, seed " << report.seed << ", " << qs(report.wager.text()) << " a round):\n";
    out << "  house edge     " << percent(report.houseEdgePercent) << "  (95% CI "
        << percent(report.confidenceLowPercent) << " to " << percent(report.confidenceHighPercent)
        << ", standard error " << percent(report.standardErrorPercent) << ")\n";
    out << "  hit frequency  " << percent(report.hitFrequencyPercent, 2) << " of rounds won\n";
    out << "  speed          " << QString::number(report.roundsPerSecond / 1e6, 'f', 2)
        << " million rounds per second (" << QString::number(report.seconds, 'f', 2) << " s)\n";
    if (report.sideWagers.empty()) {
        out << "Side wagers: none offered\n";
        return text;
    }
    out << "Side wagers:\n";
    for (const blackjack::SideWagerAnalysis &row : report.sideWagers) {
        out << "  " << qs(row.label) << " (Blackjack §" << qs(blackjack::section(row.wager))
            << "): ";
        if (row.method == blackjack::AnalysisMethod::NotYet) {
            out << "not analyzed: " << qs(row.note) << '\n';
            continue;
        }
        out << qs(blackjack::name(row.method)) << ", house edge "
            << percent(row.houseEdgePercent, 4);
        if (row.method == blackjack::AnalysisMethod::Simulated) {
            out << " (95% CI " << percent(row.confidenceLowPercent, 4) << " to "
                << percent(row.confidenceHighPercent, 4) << ", " << row.wagers << " wagers)";
        }
        out << ", hit frequency " << percent(row.hitFrequencyPercent, 4) << "\n      ("
            << qs(row.note) << ")\n";
    }
    return text;
}

int runAnalyze(const QString &configPath, const AnalyzeOptions &options, Console console) {
    QFile file(configPath);
    if (!file.open(QIODevice::ReadOnly)) {
        console.err << configPath << ": cannot read the file: " << file.errorString() << Qt::endl;
        return ExitUsage;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        console.err << configPath << ": not valid JSON at offset " << parseError.offset << ": "
                    << parseError.errorString() << Qt::endl;
        return ExitUsage;
    }
    if (!document.isObject()) {
        console.err << configPath << ": a table configuration is a JSON object" << Qt::endl;
        return ExitUsage;
    }
    // "game" says which game the table plays; without it, blackjack.
    QJsonObject object = document.object();
    const QJsonValue game = object.value(QStringLiteral("game"));
    if (lessons::baccaratGameKeys().contains(game.toString())) {
        return runBaccaratAnalyze(object, configPath, options, console);
    }
    if (game.toString() == QLatin1String("blackjack")) {
        object.remove(QStringLiteral("game"));
    } else if (!game.isUndefined()) {
        console.err << configPath << ": $.game: must be \"blackjack\", \"baccarat\" or "
                    << "\"midi-baccarat\"" << Qt::endl;
        return ExitFailure;
    }
    const lessons::TableOfferReadResult read = lessons::readTableOffer(object, QStringLiteral("$"));
    if (!read.problems.isEmpty()) {
        for (const QString &problem : read.problems) {
            console.err << configPath << ": " << problem << Qt::endl;
        }
        return ExitFailure;
    }
    const blackjack::AnalysisReport report =
        blackjack::analyze(read.offer, options.rounds, options.seed);
    for (const blackjack::OfferProblem &problem : report.problems) {
        console.err << configPath << ": " << qs(problem.citation.text()) << ": "
                    << qs(problem.message) << Qt::endl;
    }
    if (!report.problems.empty()) {
        return ExitFailure;
    }
    if (!report.refusal.empty()) {
        console.err << configPath << ": " << qs(report.refusal) << Qt::endl;
        return ExitFailure;
    }
    if (options.json) {
        console.out << QString::fromUtf8(
            QJsonDocument(analysisToJson(report)).toJson(QJsonDocument::Indented));
    } else {
        console.out << analysisText(report);
    }
    console.out.flush();
    return ExitSuccess;
}

} // namespace dt::cli

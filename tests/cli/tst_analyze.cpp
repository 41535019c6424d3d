// dealer-trainer-cli analyze as users run it (docs/cli.md, "analyze"): the
// real executable on table configurations, its exit codes, the text report
// and the --json object.
#include "clitestsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

namespace {

QString analyzeFixture(const QString &name) {
    return clitest::fixture(QStringLiteral("analyze/") + name);
}

const QString kValid = QStringLiteral("six-deck-21plus3.json");

} // namespace

class TestAnalyze : public QObject {
    Q_OBJECT

private slots:
    void helpListsAnalyze() {
        const clitest::Run help = clitest::runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("analyze CONFIG.json"));
        const clitest::Run analyzeHelp =
            clitest::runCli({QStringLiteral("analyze"), QStringLiteral("--help")});
        QCOMPARE(analyzeHelp.exitCode, 0);
        for (const char *option : {"--rounds", "--seed", "--json"}) {
            QVERIFY2(analyzeHelp.out.contains(option), option);
        }
    }

    void textReportShowsTheEdgeWithItsInterval() {
        const clitest::Run run =
            clitest::runCli({QStringLiteral("analyze"), analyzeFixture(kValid),
                             QStringLiteral("--rounds"), QStringLiteral("200000")});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        const QString out = QString::fromUtf8(run.out);
        const QRegularExpression edge(
            QStringLiteral("house edge +(-?\\d+\\.\\d+)%  \\(95% CI (-?\\d+\\.\\d+)% to "
                           "(-?\\d+\\.\\d+)%"));
        const QRegularExpressionMatch match = edge.match(out);
        QVERIFY2(match.hasMatch(), run.out.constData());
        QVERIFY(match.captured(2).toDouble() < match.captured(1).toDouble());
        QVERIFY(match.captured(1).toDouble() < match.captured(3).toDouble());
        QVERIFY(out.contains(QStringLiteral("rounds per second")));
        // §28 offered: exact; §27 decided by the dealer's final hand:
        // simulated, with its interval.
        QVERIFY(out.contains(QStringLiteral("the 21+3 wager (Blackjack §28): exact")));
        QVERIFY2(out.contains(QStringLiteral("the Buster Blackjack wager (paytable A) (Blackjack "
                                             "§27): simulated, house edge ")),
                 run.out.constData());
        QVERIFY(out.contains(QStringLiteral("200000 wagers)")));
    }

    void jsonReportParses() {
        const QStringList arguments{QStringLiteral("analyze"),  analyzeFixture(kValid),
                                    QStringLiteral("--rounds"), QStringLiteral("100000"),
                                    QStringLiteral("--seed"),   QStringLiteral("42"),
                                    QStringLiteral("--json")};
        const clitest::Run run = clitest::runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject report = document.object();
        QCOMPARE(report.value(QStringLiteral("rounds")).toInteger(), 100000);
        QCOMPARE(report.value(QStringLiteral("seed")).toString(), QStringLiteral("42"));
        QCOMPARE(report.value(QStringLiteral("decks")).toInt(), 6);
        const QJsonObject main = report.value(QStringLiteral("mainWager")).toObject();
        const double edge = main.value(QStringLiteral("houseEdgePercent")).toDouble(-99);
        const QJsonArray interval = main.value(QStringLiteral("confidence95Percent")).toArray();
        QCOMPARE(interval.size(), 2);
        QVERIFY(interval[0].toDouble() < edge && edge < interval[1].toDouble());
        QCOMPARE(main.value(QStringLiteral("wager")).toString(), QStringLiteral("$10"));
        QVERIFY(report.value(QStringLiteral("roundsPerSecond")).toDouble() > 0);
        const QJsonArray sides = report.value(QStringLiteral("sideWagers")).toArray();
        QCOMPARE(sides.size(), 2);
        bool exact21plus3 = false;
        bool simulatedBuster = false;
        for (const QJsonValue &value : sides) {
            const QJsonObject side = value.toObject();
            if (side.value(QStringLiteral("section")).toString() ==
                QStringLiteral("Blackjack §27")) {
                const double busterEdge = side.value(QStringLiteral("houseEdgePercent")).toDouble();
                const QJsonArray busterInterval =
                    side.value(QStringLiteral("confidence95Percent")).toArray();
                simulatedBuster = side.value(QStringLiteral("method")).toString() ==
                                      QStringLiteral("simulated") &&
                                  busterInterval.size() == 2 &&
                                  busterInterval[0].toDouble() < busterEdge &&
                                  busterEdge < busterInterval[1].toDouble() &&
                                  side.value(QStringLiteral("wagers")).toInteger() == 100000;
            }
            if (side.value(QStringLiteral("section")).toString() ==
                QStringLiteral("Blackjack §28")) {
                exact21plus3 =
                    side.value(QStringLiteral("method")).toString() == QStringLiteral("exact") &&
                    side.value(QStringLiteral("houseEdgePercent")).isDouble();
            }
        }
        QVERIFY(exact21plus3);
        QVERIFY(simulatedBuster);
        // The same seed gives the same figures.
        const clitest::Run again = clitest::runCli(arguments);
        QCOMPARE(QJsonDocument::fromJson(again.out)
                     .object()
                     .value(QStringLiteral("mainWager"))
                     .toObject()
                     .value(QStringLiteral("houseEdgePercent"))
                     .toDouble(),
                 edge);
    }

    void baccaratTextReport() {
        // Exact: no --rounds needed. The figures are the published EZ
        // Baccarat ones, eight decks (tests/core/tst_baccarat_analyzer.cpp).
        const clitest::Run run =
            clitest::runCli({QStringLiteral("analyze"),
                             analyzeFixture(QStringLiteral("baccarat-ez-eight-decks.json"))});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.startsWith(QStringLiteral("Baccarat, 8 decks: exact")), run.out.constData());
        QVERIFY2(out.contains(QStringLiteral("Banker (Baccarat §8(a)(1)): house edge 1.0183%")),
                 run.out.constData());
        QVERIFY(out.contains(QStringLiteral("pushes 2.2534% (Dragon 7)")));
        QVERIFY(out.contains(QStringLiteral("wins 2.2534% at 40 to 1 (Dragon 7)")));
        QVERIFY(out.contains(QStringLiteral("wins 3.4543% at 25 to 1 (Panda 8)")));
        QVERIFY(out.contains(QStringLiteral("Dragon Bonus on the Banker's Hand")));
        QVERIFY(out.contains(QStringLiteral("House Money (Baccarat §8(a)(7))")));
    }

    void baccaratJsonReport() {
        const clitest::Run run =
            clitest::runCli({QStringLiteral("analyze"),
                             analyzeFixture(QStringLiteral("midi-baccarat-six-decks.json")),
                             QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(QStringLiteral("game")).toString(), QStringLiteral("midi-baccarat"));
        QCOMPARE(report.value(QStringLiteral("method")).toString(), QStringLiteral("exact"));
        const qint64 denominator =
            report.value(QStringLiteral("denominator")).toString().toLongLong();
        // 312 cards: 312 * 311 * 310 * 309 * 308 * 307 ordered draws of six.
        QCOMPARE(denominator, qint64{312} * 311 * 310 * 309 * 308 * 307);
        const QJsonArray wagers = report.value(QStringLiteral("wagers")).toArray();
        QCOMPARE(wagers.size(), 3); // Player, Banker, Tie: nothing else offered
        for (const QJsonValue &value : wagers) {
            const QJsonObject wager = value.toObject();
            QVERIFY(wager.value(QStringLiteral("section"))
                        .toString()
                        .startsWith(QStringLiteral("Midi Baccarat §7(a)(")));
            qint64 sum = 0;
            for (const QJsonValue &outcome : wager.value(QStringLiteral("outcomes")).toArray()) {
                sum += outcome.toObject().value(QStringLiteral("weight")).toString().toLongLong();
            }
            QCOMPARE(sum, denominator);
        }
        // Six decks, published: Banker 1.06%, Tie at 8 to 1 14.44%.
        QCOMPARE(
            qRound(wagers.at(1).toObject().value(QStringLiteral("houseEdgePercent")).toDouble() *
                   100),
            106);
        QCOMPARE(
            qRound(wagers.at(2).toObject().value(QStringLiteral("houseEdgePercent")).toDouble() *
                   100),
            1444);
    }

    void blackjackMayNameItsGame() {
        const clitest::Run run = clitest::runCli(
            {QStringLiteral("analyze"), analyzeFixture(QStringLiteral("blackjack-game-key.json")),
             QStringLiteral("--rounds"), QStringLiteral("1000")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("Main wager (basic strategy, one box, 6 decks"));
    }

    void invalidConfigurationExitsOne_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("problem");
        QTest::newRow("§2(a)(1) 6 to 5 variation on six decks")
            << QStringLiteral("six-to-five-on-six-decks.json") << QStringLiteral("§2(a)(1)");
        QTest::newRow("§6(k) face-up hole card is not simulated")
            << QStringLiteral("face-up-hole-card.json") << QStringLiteral("§6(k)");
        QTest::newRow("BA-CONF-04 Baccarat §3(a) five decks")
            << QStringLiteral("baccarat-five-decks.json")
            << QStringLiteral("$.decks: Baccarat §3(a)");
        QTest::newRow("a game that is not analyzed")
            << QStringLiteral("unknown-game.json") << QStringLiteral("$.game");
    }

    void invalidConfigurationExitsOne() {
        QFETCH(QString, file);
        QFETCH(QString, problem);
        const clitest::Run run =
            clitest::runCli({QStringLiteral("analyze"), analyzeFixture(file),
                             QStringLiteral("--rounds"), QStringLiteral("1000")});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(QString::fromUtf8(run.err).contains(problem), run.err.constData());
    }

    void usageErrorsExitTwo_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no configuration") << QStringList{QStringLiteral("analyze")};
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("analyze"), analyzeFixture(QStringLiteral("none.json"))};
        QTest::newRow("not an object") << QStringList{
            QStringLiteral("analyze"), analyzeFixture(QStringLiteral("not-an-object.json"))};
        QTest::newRow("rounds not a number")
            << QStringList{QStringLiteral("analyze"), analyzeFixture(kValid),
                           QStringLiteral("--rounds"), QStringLiteral("many")};
        QTest::newRow("zero rounds")
            << QStringList{QStringLiteral("analyze"), analyzeFixture(kValid),
                           QStringLiteral("--rounds"), QStringLiteral("0")};
    }

    void usageErrorsExitTwo() {
        QFETCH(QStringList, arguments);
        const clitest::Run run = clitest::runCli(arguments);
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAnalyze)
#include "tst_analyze.moc"

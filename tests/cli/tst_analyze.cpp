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

    void invalidConfigurationExitsOne_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("problem");
        QTest::newRow("§2(a)(1) 6 to 5 variation on six decks")
            << QStringLiteral("six-to-five-on-six-decks.json") << QStringLiteral("§2(a)(1)");
        QTest::newRow("§6(k) face-up hole card is not simulated")
            << QStringLiteral("face-up-hole-card.json") << QStringLiteral("§6(k)");
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

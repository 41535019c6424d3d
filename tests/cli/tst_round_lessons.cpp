// Lessons that deal a blackjack round (docs/lesson-format.md, "rules" and
// "round_ready"), kept as fixtures in tests/cli/fixtures/rounds/: the app's
// table screen cannot play a round yet, so none is shipped. For each:
// - its reference performance (`autoplay FILE`) matches the golden transcript
//   tests/golden/rounds/<id with / as _>.autoplay.jsonl byte for byte
//   (regenerate as tests/golden/rounds/README.md says, and review the diff);
// - every settlement in it is the one computed here by hand from the text;
// - `replay` of it grades every action correct and passes;
// - each hand-written transcript with mistakes (<base>.mistakes.jsonl) gets
//   the verdicts its `# expect:` lines state (as in tst_replay_mistakes).
#include "clitestsupport.h"

#include <QDir>
#include <QSet>
#include <QTest>
#include <cli/autoplaycommand.h>
#include <lessons/lessonparser.h>

namespace {

QString roundFixturesDir() {
    return QDir(clitest::fixturesDir()).filePath(QStringLiteral("rounds"));
}
QString roundGoldenDir() {
    return QDir(clitest::goldenDir()).filePath(QStringLiteral("rounds"));
}
QString roundFixture(const QString &name) {
    return QDir(roundFixturesDir()).filePath(name + QStringLiteral(".json"));
}
QString roundGolden(const QString &lessonId, const QString &suffix) {
    return QDir(roundGoldenDir()).filePath(clitest::goldenBaseName(lessonId) + suffix);
}

std::optional<dt::lessons::Lesson> load(const QString &path, QString *problems) {
    auto result = dt::lessons::loadLessonFile(path);
    QStringList lines;
    for (const auto &problem : result.problems) {
        lines << problem.text();
    }
    *problems = lines.join(QLatin1Char('\n'));
    return std::move(result.lesson);
}

// The settlement lines of a transcript ("collect", "pay", "return_wager"), in order.
QStringList settlements(const QByteArray &transcript) {
    QStringList lines;
    for (const QByteArray &line : transcript.split('\n')) {
        if (line.contains("\"action\": \"pay\"") || line.contains("\"action\": \"collect\"") ||
            line.contains("\"action\": \"return_wager\"")) {
            lines << QString::fromUtf8(line);
        }
    }
    return lines;
}

QString pay(int seat, int hand, const char *wager, const char *amount) {
    return QStringLiteral(
               R"({"action": "pay", "seat": %1, "hand": %2, "wager": "%3", "amount": "%4"})")
        .arg(seat)
        .arg(hand)
        .arg(QLatin1String(wager), QLatin1String(amount));
}
QString collect(int seat, int hand, const char *wager, const char *amount) {
    return QStringLiteral(
               R"({"action": "collect", "seat": %1, "hand": %2, "wager": "%3", "amount": "%4"})")
        .arg(seat)
        .arg(hand)
        .arg(QLatin1String(wager), QLatin1String(amount));
}
QString push(int seat, int hand) {
    return QStringLiteral(R"({"action": "return_wager", "seat": %1, "hand": %2, "wager": "main"})")
        .arg(seat)
        .arg(hand);
}

} // namespace

class TestRoundLessons : public QObject {
    Q_OBJECT

private slots:
    void matchesGolden_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("§7(a) §12(b) BJ-SETTLE-03 a blackjack under a 6 and a dealer bust")
            << "blackjack-and-dealer-bust";
        QTest::newRow("§9 §10 BJ-OPT-05 BJ-DEAL-13 insurance and a double down")
            << "insurance-and-double";
        QTest::newRow("§11 BJ-DEAL-03 a pair split twice, a double after the split") << "split";
    }

    void matchesGolden() {
        QFETCH(QString, name);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        QVERIFY(lesson->scenario.start == dt::StartSituation::RoundReady);
        const dt::cli::AutoplayResult result = dt::cli::autoplayLesson(*lesson);
        QVERIFY2(result.complete, "the reference actions do not finish the round");
        const QString path = roundGolden(lesson->id, QStringLiteral(".autoplay.jsonl"));
        bool ok = false;
        const QByteArray golden = clitest::readAll(path, &ok);
        QVERIFY2(ok, qPrintable(QStringLiteral("no golden file %1: see "
                                               "tests/golden/rounds/README.md")
                                    .arg(path)));
        const QByteArray actual = dt::cli::autoplayTranscript(result.actions);
        QCOMPARE(QString::fromUtf8(actual), QString::fromUtf8(golden));

        // The same bytes come out of the executable given the file.
        const clitest::Run run = clitest::runCli({QStringLiteral("autoplay"), roundFixture(name)});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.out, golden);
    }

    // Every wager settled as the text says, computed here from the cards the
    // fixture deals (the shoe's front, in the §6(e) order).
    void settlementsFollowTheText_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("expected");
        // Seat 1 $10: 10-6, hits a 5 (21); seat 3 $20: A-K; dealer 6, then
        // 10 (16) draws 7: 23, busts (§12(b)). §7(a): the blackjack under a 6
        // is paid at once, 3 to 2: $30 on $20; seat 1's 21 wins 1 to 1 (§3(e)).
        QTest::newRow("§7(a) BJ-SETTLE-03 blackjack paid at once, the dealer busts")
            << "blackjack-and-dealer-bust"
            << QStringList{pay(3, 1, "main", "30.00"), pay(1, 1, "main", "10.00")};
        // Seat 2 $10: 9-2, insures $5 and doubles $10, gets a 9 (20); seat 5
        // $10: A-Q; dealer ace, then 7: soft 18. §9(d): the losing insurance
        // collected at once; §7(b): the blackjack paid 3 to 2 ($15) after the
        // second card; 20 beats 18: the doubled $20 paid 1 to 1. Right to
        // left (checklist, §3(e)/§6(i)): seat 5 before seat 2.
        QTest::newRow("§9(d) §7(b) BJ-SETTLE-06 BJ-SETTLE-05 insurance lost, blackjack and "
                      "double paid")
            << "insurance-and-double"
            << QStringList{collect(2, 1, "insurance", "5.00"), pay(5, 1, "main", "15.00"),
                           pay(2, 1, "main", "20.00")};
        // Seat 2 $10: 8-8 split, the first hand's 8 splits again (three hands,
        // §11(e) at maxSplitHands 3); hand 1: 8-3 doubles, gets a 10 (21,
        // $20); hand 2: 8-10 (18); hand 3: 8-9 (17); dealer 7-10: 17 stands.
        // Hand 3 pushes, hand 2 wins $10, hand 1 wins $20 — the box's hands
        // from the dealer's right.
        QTest::newRow("§11(e) §10(a) BJ-SETTLE-03 three split hands settled one by one")
            << "split"
            << QStringList{push(2, 3), pay(2, 2, "main", "10.00"), pay(2, 1, "main", "20.00")};
    }

    void settlementsFollowTheText() {
        QFETCH(QString, name);
        QFETCH(QStringList, expected);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        const auto result = dt::cli::autoplayLesson(*lesson);
        QCOMPARE(settlements(dt::cli::autoplayTranscript(result.actions)), expected);
    }

    // `replay` grades the reference performance correct throughout, and the
    // round's actions print as one line each, with the section.
    void replayOfTheGoldenPasses_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("§7(a) BJ-SETTLE-04 a blackjack paid at once under a 6")
            << "blackjack-and-dealer-bust"
            << QStringList{
                   QStringLiteral("correct  Blackjack §7(a)  {\"action\": \"pay\", \"seat\": 3, "
                                  "\"hand\": 1, \"wager\": \"main\", \"amount\": "
                                  "\"30.00\"}")};
        QTest::newRow("§9(a) BJ-OPT-05 insurance offered")
            << "insurance-and-double"
            << QStringList{QStringLiteral("correct  Blackjack §9(a)  {\"action\": "
                                          "\"offer_insurance\"}  \u2014 Offer insurance."),
                           QStringLiteral("correct  Blackjack §9(d)  {\"action\": \"collect\", "
                                          "\"seat\": 2, \"hand\": 1, \"wager\": \"insurance\", "
                                          "\"amount\": \"5.00\"}")};
        QTest::newRow("§11 BJ-SETTLE-03 split hands pushed and paid")
            << "split"
            << QStringList{QStringLiteral("{\"action\": \"return_wager\", \"seat\": 2, \"hand\": "
                                          "3, \"wager\": \"main\"}")};
    }

    void replayOfTheGoldenPasses() {
        QFETCH(QString, name);
        QFETCH(QStringList, lines);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        const QString golden = roundGolden(lesson->id, QStringLiteral(".autoplay.jsonl"));
        const clitest::Run run =
            clitest::runCli({QStringLiteral("replay"), roundFixture(name), golden});
        QVERIFY(run.finished);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.exitCode, 0);
        const QStringList out = run.outLines();
        QCOMPARE(out.size(), clitest::readAll(golden).count('\n') + 1);
        for (qsizetype i = 0; i + 1 < out.size(); ++i) {
            QVERIFY2(out[i].contains(QStringLiteral("  correct  Blackjack §")), qPrintable(out[i]));
        }
        QVERIFY2(out.last().contains(QStringLiteral("0 errors")) &&
                     out.last().contains(QStringLiteral("complete \u2014 passed")),
                 qPrintable(out.last()));
        for (const QString &line : lines) {
            bool found = false;
            for (const QString &printed : out) {
                found = found || printed.contains(line);
            }
            QVERIFY2(found, qPrintable(QStringLiteral("no line contains: ") + line));
        }
    }

    void mistakes_data() {
        QTest::addColumn<QString>("name");
        const QStringList transcripts =
            QDir(roundGoldenDir()).entryList({QStringLiteral("*.mistakes.jsonl")}, QDir::Files);
        QVERIFY(!transcripts.isEmpty());
        const QString prefix = QStringLiteral("blackjack_round-");
        for (const QString &transcript : transcripts) {
            QVERIFY2(transcript.startsWith(prefix), qPrintable(transcript));
            const QString name = transcript.mid(prefix.size())
                                     .chopped(static_cast<qsizetype>(qstrlen(".mistakes.jsonl")));
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void mistakes() {
        QFETCH(QString, name);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        clitest::verifyMistakesReplay(
            lesson->id, {roundFixture(name)},
            roundGolden(lesson->id, QStringLiteral(".mistakes.jsonl")),
            roundGolden(lesson->id, QStringLiteral(".mistakes.replay.json")));
    }

    // Every fixture has its golden transcript and every golden file a fixture.
    void everyGoldenHasAFixture() {
        QSet<QString> fixtureIds;
        const QStringList fixtures =
            QDir(roundFixturesDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(fixtures.size() >= 3);
        for (const QString &file : fixtures) {
            QString problems;
            const auto lesson = load(QDir(roundFixturesDir()).filePath(file), &problems);
            QVERIFY2(lesson, qPrintable(problems));
            // The id names the file, as a shipped lesson's does.
            QCOMPARE(lesson->id, QStringLiteral("blackjack/round-") + file.chopped(5));
            fixtureIds.insert(clitest::goldenBaseName(lesson->id));
            QVERIFY2(QFile::exists(roundGolden(lesson->id, QStringLiteral(".autoplay.jsonl"))),
                     qPrintable(file));
        }
        for (const QString &golden : QDir(roundGoldenDir()).entryList(QDir::Files)) {
            if (golden == QStringLiteral("README.md")) {
                continue;
            }
            QVERIFY2(fixtureIds.contains(golden.section(QLatin1Char('.'), 0, 0)),
                     qPrintable(golden + QStringLiteral(" belongs to no round fixture")));
        }
    }
};

QTEST_GUILESS_MAIN(TestRoundLessons)
#include "tst_round_lessons.moc"

// Lessons that prepare a baccarat shoe and deal a coup (004 Parts 3 and 4),
// kept as fixtures in tests/cli/fixtures/baccarat/ beside the shipped
// courses (whose goldens cli.autoplay_golden checks). For each:
// - its reference performance (`autoplay FILE`) matches the golden transcript
//   tests/golden/baccarat/baccarat_<name>.autoplay.jsonl byte for byte
//   (regenerate with scripts/update-golden and review the diff);
// - `replay` of it grades every action correct and passes;
// - the order of its actions is the order the text prescribes, checked here
//   from the transcript: the calls before the cards, the four cards in turn,
//   losers collected before winners are paid, winners paid from the highest
//   numbered position down, each seat's vigorish beside its payment, the
//   cards to the discard last.
#include "clitestsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <cli/autoplaycommand.h>
#include <lessons/lessonparser.h>

namespace {

QString baccaratFixturesDir() {
    return QDir(clitest::fixturesDir()).filePath(QStringLiteral("baccarat"));
}
QString baccaratFixture(const QString &name) {
    return QDir(baccaratFixturesDir()).filePath(name + QStringLiteral(".json"));
}
// Named by the fixture's file, as scripts/update-golden writes it.
QString baccaratGolden(const QString &name) {
    return QDir(QDir(clitest::goldenDir()).filePath(QStringLiteral("baccarat")))
        .filePath(QStringLiteral("baccarat_") + name + QStringLiteral(".autoplay.jsonl"));
}

std::optional<dt::lessons::Lesson> load(const QString &path, QString *problems) {
    auto result = dt::lessons::loadLessonFile(path);
    QStringList lines;
    for (const auto &problem : result.problems) {
        lines << problem.text();
    }
    *problems = lines.join(QLatin1Char('\n'));
    return result.lesson;
}

QList<QJsonObject> actionsOf(const QByteArray &transcript) {
    QList<QJsonObject> actions;
    for (const QByteArray &line : transcript.split('\n')) {
        if (!line.trimmed().isEmpty() && !line.startsWith('#')) {
            actions << QJsonDocument::fromJson(line).object();
        }
    }
    return actions;
}

qsizetype firstIndex(const QList<QJsonObject> &actions, const QString &name, qsizetype from = 0) {
    for (qsizetype i = from; i < actions.size(); ++i) {
        if (actions[i].value(QStringLiteral("action")).toString() == name) {
            return i;
        }
    }
    return -1;
}

QString actionOf(const QJsonObject &action) {
    return action.value(QStringLiteral("action")).toString();
}

} // namespace

class TestBaccaratLessons : public QObject {
    Q_OBJECT

private slots:
    void fixtures_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("midi");
        QTest::addColumn<bool>("preparesTheShoe");
        QTest::newRow("Baccarat §5, §9-§12: a new shoe and its first coup")
            << "new-shoe-and-coup" << false << true;
        QTest::newRow("Midi Baccarat §8-§11: a coup turned by the highest bettors")
            << "midi-coup-turned-by-players" << true << false;
    }

    void fixtures() {
        QFETCH(QString, name);
        QFETCH(bool, midi);
        QFETCH(bool, preparesTheShoe);
        QString problems;
        const auto lesson = load(baccaratFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));

        // The reference performance completes the lesson and is the golden one,
        // from the library and from the executable alike.
        const dt::cli::AutoplayResult result = dt::cli::autoplayLesson(*lesson);
        QVERIFY2(result.complete, "the reference actions do not finish the coup");
        const QString golden = baccaratGolden(name);
        bool ok = false;
        const QByteArray expected = clitest::readAll(golden, &ok);
        QVERIFY2(
            ok,
            qPrintable(QStringLiteral("no golden file %1: run scripts/update-golden").arg(golden)));
        QCOMPARE(QString::fromUtf8(dt::cli::autoplayTranscript(result.actions)),
                 QString::fromUtf8(expected));
        const clitest::Run autoplay =
            clitest::runCli({QStringLiteral("autoplay"), baccaratFixture(name)});
        QVERIFY(autoplay.finished);
        QCOMPARE(autoplay.err, QByteArray());
        QCOMPARE(autoplay.out, expected);

        // Replayed, every action is correct and the lesson passes.
        const clitest::Run replay =
            clitest::runCli({QStringLiteral("replay"), baccaratFixture(name), golden});
        QVERIFY(replay.finished);
        QCOMPARE(replay.err, QByteArray());
        QCOMPARE(replay.exitCode, 0);
        const QStringList out = replay.outLines();
        const QString cited = midi ? QStringLiteral("  correct  Midi Baccarat §")
                                   : QStringLiteral("  correct  Baccarat §");
        QVERIFY(out.size() > 1);
        for (qsizetype i = 0; i + 1 < out.size(); ++i) {
            QVERIFY2(out[i].contains(QStringLiteral("  correct  ")), qPrintable(out[i]));
        }
        QVERIFY2(std::any_of(out.cbegin(), out.cend(),
                             [&](const QString &line) { return line.contains(cited); }),
                 qPrintable(out.join(QLatin1Char('\n'))));
        QVERIFY2(out.last().contains(QStringLiteral("0 errors")) &&
                     out.last().contains(QStringLiteral("complete \u2014 passed")),
                 qPrintable(out.last()));

        const QList<QJsonObject> actions = actionsOf(expected);
        // Baccarat §5(a)(1): the cards are laced after the shuffle; §5(c): the
        // cut is offered first to the highest-numbered seat (12 of 12, 7, 3).
        if (preparesTheShoe) {
            const qsizetype shuffle = firstIndex(actions, QStringLiteral("shuffle"));
            const qsizetype lace = firstIndex(actions, QStringLiteral("lace_cards"));
            QVERIFY(shuffle >= 0 && lace > shuffle);
            const qsizetype offer = firstIndex(actions, QStringLiteral("offer_cut"));
            QVERIFY(offer > lace);
            QCOMPARE(actions[offer].value(QStringLiteral("seat")).toInt(), 12);
        }

        // §9(b)-(c) (Midi §8(b)-(c)): "no more bets", at Baccarat "cards", then
        // four cards, Player, Banker, Player, Banker.
        const qsizetype firstCard = firstIndex(actions, QStringLiteral("deal_to_hand"));
        QVERIFY(firstCard > 0);
        QStringList calls;
        for (qsizetype i = 0; i < firstCard; ++i) {
            if (actionOf(actions[i]) == QStringLiteral("announce")) {
                calls << actions[i].value(QStringLiteral("call")).toString();
            }
        }
        const QStringList expectedCalls =
            midi ? QStringList{QStringLiteral("no_more_bets")}
                 : QStringList{QStringLiteral("no_more_bets"), QStringLiteral("cards")};
        QCOMPARE(calls, expectedCalls);
        QStringList hands;
        for (qsizetype i = firstCard; i < actions.size() && hands.size() < 4; ++i) {
            if (actionOf(actions[i]) == QStringLiteral("deal_to_hand")) {
                hands << actions[i].value(QStringLiteral("hand")).toString();
            }
        }
        QCOMPARE(hands, (QStringList{QStringLiteral("player"), QStringLiteral("banker"),
                                     QStringLiteral("player"), QStringLiteral("banker")}));

        // §12(b) (Midi §11(b)): after the result, the losers collected first;
        // then from the highest-numbered position down, each winner paid with
        // the seat's vigorish right after (Midi: right before) its payment.
        const qsizetype resultAt = firstIndex(actions, QStringLiteral("announce_result"));
        QVERIFY(resultAt > firstCard);
        bool paying = false;
        int lastSeat = 1000;
        for (qsizetype i = resultAt + 1; i < actions.size(); ++i) {
            const QString kind = actionOf(actions[i]);
            const int seat = actions[i].value(QStringLiteral("seat")).toInt();
            if (kind == QStringLiteral("collect")) {
                QVERIFY2(!paying, "a losing wager collected after a payment");
            } else if (kind == QStringLiteral("pay") ||
                       kind.endsWith(QStringLiteral("_vigorish"))) {
                paying = true;
                QVERIFY2(seat <= lastSeat, "winners paid out of descending seat order");
                lastSeat = seat;
            }
            if (kind.endsWith(QStringLiteral("_vigorish"))) {
                const QJsonObject &beside = midi ? actions.value(i + 1) : actions.value(i - 1);
                QCOMPARE(actionOf(beside), QStringLiteral("pay"));
                QCOMPARE(beside.value(QStringLiteral("seat")).toInt(), seat);
                QCOMPARE(beside.value(QStringLiteral("side")).toString(), QStringLiteral("banker"));
            }
        }
        QVERIFY2(paying, "the fixture pays a winner");
        // §12(c) (Midi §11(c)): the cards to the discard, last.
        QCOMPARE(actionOf(actions.last()), QStringLiteral("place_cards"));
    }

    // Every fixture in the folder is a row above, with its golden file.
    void everyFixtureIsChecked() {
        const QStringList files =
            QDir(baccaratFixturesDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(files.size(), 2);
        for (const QString &file : files) {
            QString problems;
            const auto lesson = load(QDir(baccaratFixturesDir()).filePath(file), &problems);
            QVERIFY2(lesson, qPrintable(problems));
            QVERIFY2(QFile::exists(baccaratGolden(file.chopped(5))), qPrintable(file));
        }
    }
};

QTEST_GUILESS_MAIN(TestBaccaratLessons)
#include "tst_baccarat_lessons.moc"

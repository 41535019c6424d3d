// A baccarat lesson's coup (issue 7): "rules" with "game": "baccarat" or
// "midi-baccarat" are read as the baccarat table (baccaratrulesreader.h),
// each player's "wagers" as the wagers on the layout before "no more bets".
// The table is the compendium's (004) and deals the coup's game.
#include <QtTest>
#include <core/games/baccarat/table_rules.h>
#include <lessons/lessonparser.h>

using namespace dt;
using namespace dt::lessons;

namespace {

QByteArray baccaratLesson(const QByteArray &rules, const QByteArray &players) {
    return R"j({"format": 1, "id": "baccarat/coup", "game": "baccarat", "title": "T",
              "objective": "O", "explanation": "E", "sections": ["Baccarat §9(c)"],
              "table": {"rules": "compendium", "game": "baccarat", "decks": 8, "boxes": 14},
              "start": {"situation": "round_ready"}, "shoe": {"seed": 3},
              "rules": )j" +
           rules + R"j(, "players": )j" + players + "}";
}

QStringList coupProblems(const LessonLoadResult &result) {
    QStringList problems;
    for (const auto &problem : result.problems) {
        problems << problem.text();
    }
    return problems;
}

bool hasProblem(const LessonLoadResult &result, const QString &path, const QString &fragment) {
    for (const auto &problem : result.problems) {
        if (problem.path == path && problem.message.contains(fragment)) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestBaccaratLesson : public QObject {
    Q_OBJECT

private slots:
    void soundCoupIsRead() {
        const auto result = parseLesson(
            baccaratLesson(R"j({"game": "baccarat", "ezBaccarat": true, "houseMoney": true})j",
                           R"j([{"seat": 3, "name": "Ann", "wagers": {"banker": "25.00",
                                  "dragon7": "5.00", "houseMoney": "10.00"}},
                                {"seat": 9, "name": "Bo", "wagers": {"player": "10"}}])j"),
            QStringLiteral("coup.json"), QStringLiteral(DT_TEST_REGULATIONS_DIR));
        const QStringList problems = coupProblems(result);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(result.lesson);
        {
            const auto &scenario = result.lesson->scenario;
            const auto *rules = std::get_if<baccarat::TableRules>(&scenario.rules);
            QVERIFY(rules != nullptr);
            QVERIFY(rules->ezBaccarat && rules->houseMoney);
            QCOMPARE(rules->seats, 14); // from the table's boxes
            QCOMPARE(scenario.players.front().baccaratWagers.size(), std::size_t{3});
        }
    }

    void midiCoupIsRead() {
        const auto result = parseLesson(
            baccaratLesson(R"j({"game": "midi-baccarat"})j",
                           R"j([{"seat": 2, "name": "Cy", "wagers": {"tie": "5.00"}}])j")
                .replace(R"("boxes": 14)", R"("boxes": 9)")
                .replace(R"("game": "baccarat", "decks")", R"("game": "midi-baccarat", "decks")"),
            QStringLiteral("midi.json"), QStringLiteral(DT_TEST_REGULATIONS_DIR));
        const QStringList problems = coupProblems(result);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void wagerProblems_data() {
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<QByteArray>("players");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("§8(a)(5): no Dragon 7 at a table that is not EZ")
            << QByteArray(R"j({"game": "baccarat"})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"dragon7": "5.00"}}])j")
            << "$.players[0].wagers.dragon7"
            << "does not offer the Dragon 7 Insurance wager";
        QTest::newRow("an unknown wager")
            << QByteArray(R"j({"game": "baccarat"})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"panda9": "5.00"}}])j")
            << "$.players[0].wagers.panda9"
            << "unknown";
        QTest::newRow("a wager of nothing")
            << QByteArray(R"j({"game": "baccarat"})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"banker": "0.00"}}])j")
            << "$.players[0].wagers.banker"
            << "more than 0.00";
        QTest::newRow("a blackjack wager at baccarat")
            << QByteArray(R"j({"game": "baccarat"})j")
            << QByteArray(R"j([{"seat": 1, "wager": "5.00", "wagers": {"banker": "5.00"}}])j")
            << "$.players[0].wager"
            << "places \"wagers\"";
        QTest::newRow("no wager at all") << QByteArray(R"j({"game": "baccarat"})j")
                                         << QByteArray(R"j([{"seat": 1}])j") << "$.players"
                                         << "needs at least one player";
        QTest::newRow("rules disagreeing with the table")
            << QByteArray(R"j({"game": "baccarat", "decks": 6})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"banker": "5.00"}}])j") << "$.rules.decks"
            << "must be 8";
        // One table: the shuffle and the recut are the table's options
        // (shuffleOption, recutBy), written again in "rules" only alike.
        QTest::newRow("BA-SHUF-01 a shuffle other than the table's")
            << QByteArray(R"j({"game": "baccarat", "shuffle": "wash_and_three_dealers"})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"banker": "5.00"}}])j") << "$.rules.shuffle"
            << "must be \"shuffle_and_lace\", as $.table.shuffleOption says";
        QTest::newRow("BA-SHUF-05 a recut other than the table's")
            << QByteArray(R"j({"game": "baccarat", "recut": "last_cutter"})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"banker": "5.00"}}])j") << "$.rules.recut"
            << "must be \"next_entitled\", as $.table.recutBy says";
        QTest::newRow("a table dealing another game than its coup")
            << QByteArray(R"j({"game": "midi-baccarat", "seats": 14})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"banker": "5.00"}}])j") << "$.table.game"
            << "must be \"midi-baccarat\", the game of $.rules.game";
        QTest::newRow("§2(b)(2)(i): an EZ layout without the Dragon 7 area")
            << QByteArray(R"j({"game": "baccarat", "ezBaccarat": true, "dragon7": false})j")
            << QByteArray(R"j([{"seat": 1, "wagers": {"banker": "5.00"}}])j") << "$.rules.dragon7"
            << "Dragon 7 Insurance Wager area";
        // BA-SETTLE-07, BA-CONF-11: a House Money payout rides on "the
        // player's original wager on the Player's or Banker's Hand".
        const QByteArray houseMoney = R"j({"game": "baccarat", "houseMoney": true})j";
        // Seat 5 with House Money and a Banker wager, and `choice`'s keys.
        const auto bankerBettor = [](const char *choice) {
            return QByteArray(
                       R"j([{"seat": 5, "wagers": {"houseMoney": "5.00", "banker": "5.00"}, )j") +
                   choice + "}]";
        };
        QTest::newRow("§9(e)(1)(i): a ride with no Player or Banker wager")
            << houseMoney << QByteArray(R"j([{"seat": 5, "wagers": {"houseMoney": "5.00"},
                                 "houseMoney": "ride"}])j")
            << "$.players[0].houseMoney"
            << "seat 5's player has no wager on the Player's or Banker's Hand";
        QTest::newRow("§9(e)(1)(i): a ride with no House Money wager")
            << houseMoney
            << QByteArray(R"j([{"seat": 5, "wagers": {"banker": "5.00"}, "houseMoney": "ride"}])j")
            << "$.players[0].houseMoney"
            << "has no House Money wager";
        QTest::newRow("§9(e)(1)(i): a ride on both hands' wagers unnamed")
            << houseMoney
            << QByteArray(R"j([{"seat": 5, "wagers": {"houseMoney": "5.00", "banker": "5.00",
                                 "player": "5.00"}, "houseMoney": "ride"}])j")
            << "$.players[0].houseMoneyRidesOn"
            << "wagers on both hands";
        QTest::newRow("§9(e)(1)(i): a ride on a wager the player lacks")
            << houseMoney
            << bankerBettor(R"j("houseMoney": "ride", "houseMoneyRidesOn": "player")j")
            << "$.players[0].houseMoneyRidesOn"
            << "has no Player wager";
        QTest::newRow("a wager to ride on for a player who takes the payout")
            << houseMoney << bankerBettor(R"j("houseMoneyRidesOn": "banker")j")
            << "$.players[0].houseMoneyRidesOn"
            << "takes the House Money payout";
        QTest::newRow("an unknown House Money choice")
            << houseMoney << bankerBettor(R"j("houseMoney": "keep")j") << "$.players[0].houseMoney"
            << "take";
    }

    void houseMoneyRideIsRead() {
        const auto result = parseLesson(
            baccaratLesson(
                R"j({"game": "baccarat", "houseMoney": true,
                                "houseMoneyRidePercent": 50})j",
                R"j([{"seat": 3, "name": "Ann", "wagers": {"banker": "25.00", "player": "5.00",
                                  "houseMoney": "10.00"}, "houseMoney": "ride",
                                  "houseMoneyRidesOn": "banker"},
                                {"seat": 9, "name": "Bo", "wagers": {"player": "10", "houseMoney": "5.00"},
                                 "houseMoney": "take"}])j"),
            QStringLiteral("ride.json"), QStringLiteral(DT_TEST_REGULATIONS_DIR));
        const QStringList problems = coupProblems(result);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        const auto &players = result.lesson->scenario.players;
        QVERIFY(players[0].ridesHouseMoney);
        QCOMPARE(houseMoneyRideTarget(players[0]), std::optional(baccarat::Wager::Banker));
        QVERIFY(!players[1].ridesHouseMoney);
        QVERIFY(!houseMoneyRideTarget(players[1]));
    }

    void wagerProblems() {
        QFETCH(QByteArray, rules);
        QFETCH(QByteArray, players);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        const auto result = parseLesson(baccaratLesson(rules, players), QStringLiteral("bad.json"),
                                        QStringLiteral(DT_TEST_REGULATIONS_DIR));
        QVERIFY(!result.lesson);
        QVERIFY2(hasProblem(result, path, fragment),
                 qPrintable(coupProblems(result).join(QLatin1Char('\n'))));
    }

    // A 004 section is looked for in its own game's part.
    void sectionsAreFoundInTheirPart_data() {
        QTest::addColumn<QByteArray>("section");
        QTest::addColumn<QString>("message");
        QTest::newRow("Midi Baccarat has 13 sections")
            << QByteArray("Midi Baccarat §15(a)")
            << "\"Midi Baccarat §15(a)\" is not a section of Midi Baccarat "
               "(004_21471357d0bc41a5.txt)";
        QTest::newRow("§9(d) lists seven items")
            << QByteArray("Baccarat §9(d)(9)")
            << "\"Baccarat §9(d)(9)\" is not a section of Baccarat (004_21471357d0bc41a5.txt); "
               "the nearest section there is \"Baccarat §9(d)\"";
        QTest::newRow("no section after the part")
            << QByteArray("Baccarat §(d)") << "\"Baccarat §(d)\" is not a section citation";
    }

    void sectionsAreFoundInTheirPart() {
        QFETCH(QByteArray, section);
        QFETCH(QString, message);
        QByteArray lesson = baccaratLesson(R"j({"game": "baccarat"})j",
                                           R"j([{"seat": 1, "wagers": {"banker": "5.00"}}])j");
        lesson.replace("\"Baccarat §9(c)\"", "\"" + section + "\"");
        const auto result = parseLesson(lesson, QStringLiteral("sections.json"),
                                        QStringLiteral(DT_TEST_REGULATIONS_DIR));
        QVERIFY(!result.lesson);
        QVERIFY2(hasProblem(result, QStringLiteral("$.sections[0]"), message),
                 qPrintable(coupProblems(result).join(QLatin1Char('\n'))));
    }

    void wagersOnlyAtBaccarat() {
        const QByteArray blackjack =
            R"j({"format": 1, "id": "blackjack/coup", "game": "blackjack", "title": "T",
                "objective": "O", "explanation": "E", "sections": ["Blackjack §6(e)"],
                "table": {"rules": "blackjack"}, "start": {"situation": "round_ready"},
                "shoe": {"seed": 3}, "rules": {"game": "blackjack"},
                "players": [{"seat": 1, "wager": "5.00", "wagers": {"banker": "5.00"}}]})j";
        const auto result = parseLesson(blackjack, QStringLiteral("bj.json"),
                                        QStringLiteral(DT_TEST_REGULATIONS_DIR));
        QVERIFY(hasProblem(result, QStringLiteral("$.players[0].wagers"),
                           QStringLiteral("only a baccarat lesson")));
    }
};

QTEST_APPLESS_MAIN(TestBaccaratLesson)
#include "tst_baccaratlesson.moc"

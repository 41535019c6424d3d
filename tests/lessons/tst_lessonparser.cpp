// The lesson parser: every broken fixture is reported at the exact JSON path
// with a message an author can act on; a sound lesson maps onto the core.
#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>
#include <core/games/blackjack/table_rules.h>
#include <lessons/lessonparser.h>

using namespace dt;
using namespace dt::lessons;

namespace {

QString fixture(const QString &name) {
    return QDir(QStringLiteral(DT_TEST_FIXTURES_DIR)).filePath(name);
}

QString joined(const QList<LessonProblem> &problems) {
    QStringList lines;
    for (const auto &problem : problems) {
        lines.append(problem.text());
    }
    return lines.join(QLatin1Char('\n'));
}

// A small sound lesson, to break in memory.
QByteArray minimalLesson(const QByteArray &table = R"j({"rules": "blackjack"})j",
                         const QByteArray &extra = {}) {
    return R"j({"format": 1, "id": "blackjack/minimal", "game": "blackjack", "title": "T",
              "objective": "O", "explanation": "E", "sections": ["Blackjack §6(c)"],
              "table": )j" +
           table + R"j(, "start": {"situation": "new_dealer", "cardsDealt": 10},
              "shoe": {"seed": 1})j" +
           extra + "}";
}

bool hasProblem(const QList<LessonProblem> &problems, const QString &path,
                const QString &fragment) {
    for (const auto &problem : problems) {
        if (problem.path == path && problem.message.contains(fragment)) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestLessonParser : public QObject {
    Q_OBJECT

private slots:
    // A payout drill (docs/lesson-format.md, "drill"): read without a table;
    // each problem named at its path.
    void drillIsRead() {
        const QByteArray drill = R"j({"format": 1, "id": "blackjack/drill", "game": "blackjack",
            "title": "T", "objective": "O", "explanation": "E", "sections": ["Blackjack §3(e)"],
            "drill": {"situations": ["natural-3-to-2", "split-21"], "difficulty": 2,
                      "payouts": 12, "targetSeconds": 5.5, "seed": 9,
                      "pass": {"accuracy": 0.8}}})j";
        const auto result = parseLesson(drill, QStringLiteral("d.json"));
        QVERIFY2(result.problems.isEmpty(), qPrintable(joined(result.problems)));
        QVERIFY(result.lesson->isDrill());
        const auto &spec = *result.lesson->drill;
        QCOMPARE(spec.situations, (std::vector{dt::drills::PayoutSituation::Natural3to2,
                                               dt::drills::PayoutSituation::Split21}));
        QCOMPARE(spec.difficulty, 2);
        QCOMPARE(spec.payouts, 12);
        QCOMPARE(spec.targetSeconds, 5.5);
        QCOMPARE(spec.passMedianSeconds, 5.5); // the target by default
        QCOMPARE(spec.passAccuracy, 0.8);
        QCOMPARE(spec.seed, std::optional<quint64>(9));
    }
    void drillProblemsNameThePath() {
        const QByteArray drill = R"j({"format": 1, "id": "blackjack/drill", "game": "blackjack",
            "title": "T", "objective": "O", "explanation": "E", "sections": ["Blackjack §3(e)"],
            "table": {"rules": "blackjack"},
            "drill": {"situations": ["natural-3-to-2", "natural"], "difficulty": 9,
                      "payouts": 0, "targetSeconds": 6, "pass": {"acuracy": 1}}})j";
        const auto result = parseLesson(drill, QStringLiteral("d.json"));
        QVERIFY(!result.lesson.has_value());
        const QString all = joined(result.problems);
        QVERIFY2(hasProblem(result.problems, QStringLiteral("$.drill.situations[1]"),
                            QStringLiteral("natural-6-to-5")),
                 qPrintable(all));
        QVERIFY2(hasProblem(result.problems, QStringLiteral("$.drill.difficulty"),
                            QStringLiteral("from 1")),
                 qPrintable(all));
        QVERIFY2(
            hasProblem(result.problems, QStringLiteral("$.drill.payouts"), QStringLiteral("1")),
            qPrintable(all));
        QVERIFY2(result.problems.size() >= 5, qPrintable(all)); // and $.table, $.drill.pass.acuracy
    }

    // A commission drill (issue 7): its situations and its baccarat table,
    // defaults of the game when the lesson names none.
    void commissionDrillIsRead() {
        const QByteArray drill = R"j({"format": 1, "id": "midi-baccarat/drill",
            "game": "midi-baccarat", "title": "T", "objective": "O", "explanation": "E",
            "sections": ["Midi Baccarat §12(c)"],
            "drill": {"situations": ["banker-commission-marked", "tie-win"], "difficulty": 3,
                      "payouts": 10, "targetSeconds": 9,
                      "table": {"game": "midi-baccarat", "vigorishRoundedUpTo25Cents": false,
                                "tieOdds": "9 to 1"}}})j";
        const auto result = parseLesson(drill, QStringLiteral("d.json"));
        QVERIFY2(result.problems.isEmpty(), qPrintable(joined(result.problems)));
        const auto &spec = *result.lesson->drill;
        QCOMPARE(spec.situations, (std::vector{dt::drills::PayoutSituation::BankerCommissionMarked,
                                               dt::drills::PayoutSituation::TieWin}));
        QVERIFY(spec.baccaratTable.has_value());
        QCOMPARE(spec.baccaratTable->game, dt::TableGame::MidiBaccarat);
        QVERIFY(!spec.baccaratTable->vigorishRoundedUpTo25Cents);
        QCOMPARE(spec.baccaratTable->tieOdds, (dt::Odds{9, 1}));
        QVERIFY(!spec.table.has_value());
        // Without "table": the game's defaults (a midi table's nine seats).
        const QByteArray plain = R"j({"format": 1, "id": "baccarat/drill", "game": "baccarat",
            "title": "T", "objective": "O", "explanation": "E", "sections": ["Baccarat §13(c)"],
            "drill": {"situations": ["banker-commission-collected"], "difficulty": 1,
                      "payouts": 4, "targetSeconds": 9}})j";
        const auto defaults = parseLesson(plain, QStringLiteral("d.json"));
        QVERIFY2(defaults.problems.isEmpty(), qPrintable(joined(defaults.problems)));
        QCOMPARE(*defaults.lesson->drill->baccaratTable, dt::baccarat::TableRules{});
    }

    // "drill.table": the side wagers' pay tables chosen with a table's keys
    // (docs/table-config.md), checked as a table is, at their paths.
    // Issue 8: a spot-the-error exercise ("spotTheError") on a table lesson.
    void spotTheErrorIsRead() {
        const auto result = parseLesson(
            minimalLesson(R"j({"rules": "blackjack"})j",
                          R"j(, "players": [{"seat": 1, "name": "Ines", "asksToSeeBurnCard": true}],
                "spotTheError": {"injectedErrors": [
                  {"step": 1, "action": {"action": "burn_card", "face": "up"}}],
                  "stopWindow": 1, "maximumMissedErrors": 2})j"),
            QStringLiteral("s.json"));
        QVERIFY2(result.problems.isEmpty(), qPrintable(joined(result.problems)));
        QVERIFY(result.lesson->isSpotTheError());
        const auto &spec = *result.lesson->spotTheError;
        QCOMPARE(spec.errors.size(), std::size_t(1));
        QCOMPARE(spec.errors[0].step, 1);
        QVERIFY(spec.errors[0].action ==
                dt::DealerAction(dt::action::BurnCard{dt::action::Face::Up}));
        QCOMPARE(spec.stopWindow, 1);
        QCOMPARE(spec.maximumMissedErrors, 2);
    }

    // Each problem of the injected errors at its path: an action the referee
    // grades correct (BJ-SHUF-10: the burn face down is right), one that is no
    // action, a step past the end, and the numbers out of range.
    void spotTheErrorProblems_data() {
        QTest::addColumn<QByteArray>("spot");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("BJ-SHUF-10 not an error")
            << QByteArray(R"j({"injectedErrors": [
                   {"step": 1, "action": {"action": "burn_card", "face": "down"}}]})j")
            << QStringLiteral("$.spotTheError.injectedErrors[0].action")
            << QStringLiteral("is judged correct by the referee: not an error (it follows "
                              "Blackjack §6(c))");
        QTest::newRow("not an action")
            << QByteArray(R"j({"injectedErrors": [{"step": 1, "action": {"action": "juggle"}}]})j")
            << QStringLiteral("$.spotTheError.injectedErrors[0].action")
            << QStringLiteral("is not a dealer action");
        QTest::newRow("past the end")
            << QByteArray(R"j({"injectedErrors": [
                   {"step": 1, "action": {"action": "burn_card", "face": "up"}},
                   {"step": 9, "action": {"action": "burn_card", "face": "up"}}]})j")
            << QStringLiteral("$.spotTheError.injectedErrors[1].step")
            << QStringLiteral("is past the end of the exercise: the dealer performs 1 actions");
        QTest::newRow("out of order")
            << QByteArray(R"j({"injectedErrors": [
                   {"step": 1, "action": {"action": "burn_card", "face": "up"}},
                   {"step": 1, "action": {"action": "burn_card", "face": "up"}}]})j")
            << QStringLiteral("$.spotTheError.injectedErrors[1].step")
            << QStringLiteral("must come after the step of injectedErrors[0] (1)");
        QTest::newRow("no errors") << QByteArray(R"j({"injectedErrors": []})j")
                                   << QStringLiteral("$.spotTheError.injectedErrors")
                                   << QStringLiteral("must list at least one error");
        QTest::newRow("window") << QByteArray(R"j({"injectedErrors": [
                   {"step": 1, "action": {"action": "burn_card", "face": "up"}}],
                   "stopWindow": -1})j")
                                << QStringLiteral("$.spotTheError.stopWindow")
                                << QStringLiteral("must be 0 or more");
        QTest::newRow("unknown key") << QByteArray(R"j({"injectedErrors": [
                   {"stepp": 1, "action": {"action": "burn_card", "face": "up"}}]})j")
                                     << QStringLiteral("$.spotTheError.injectedErrors[0].step")
                                     << QStringLiteral("is required");
    }
    void spotTheErrorProblems() {
        QFETCH(QByteArray, spot);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const auto result =
            parseLesson(minimalLesson(R"j({"rules": "blackjack"})j", ", \"spotTheError\": " + spot),
                        QStringLiteral("s.json"));
        QVERIFY(!result.lesson);
        QVERIFY2(hasProblem(result.problems, path, message), qPrintable(joined(result.problems)));
        for (const auto &problem : result.problems) {
            QVERIFY2(problem.text().startsWith(QStringLiteral("s.json: $.spotTheError")),
                     qPrintable(problem.text()));
        }
    }

    void drillTableChoosesPayTables() {
        const QByteArray drill = R"j({"format": 1, "id": "blackjack/drill", "game": "blackjack",
            "title": "T", "objective": "O", "explanation": "E", "sections": ["Blackjack §28(f)"],
            "drill": {"situations": ["21-plus-3", "in-between", "same-suit"], "difficulty": 3,
                      "payouts": 6, "targetSeconds": 8,
                      "table": {"decks": 8, "sideWagers": {"twentyOnePlusThree": {"payTable": "A"},
                                "inBetween": {"payTable": "D"}, "sameSuit": {"option": 3}}}}})j";
        const auto result = parseLesson(drill, QStringLiteral("d.json"));
        QVERIFY2(result.problems.isEmpty(), qPrintable(joined(result.problems)));
        const auto &table = result.lesson->drill->table;
        QVERIFY(table.has_value());
        QCOMPARE(table->decks, 8);
        QCOMPARE(table->sideWagerOptions.twentyOnePlusThree.payTable, 'A');
        QCOMPARE(table->sideWagerOptions.inBetween.payTable, 'D');
        QCOMPARE(table->sideWagerOptions.additional.sameSuitOption, 3);
    }
    void drillTableProblemsNameThePath() {
        // §26(f) Table E does not exist; §17(e)(2)(v) eight decks print Options 1-3;
        // King's Bounty is listed without its wager under the table.
        const QByteArray drill = R"j({"format": 1, "id": "blackjack/drill", "game": "blackjack",
            "title": "T", "objective": "O", "explanation": "E", "sections": ["Blackjack §26(f)"],
            "drill": {"situations": ["in-between", "same-suit", "kings-bounty"], "difficulty": 3,
                      "payouts": 6, "targetSeconds": 8,
                      "table": {"decks": 8, "sideWagers": {"inBetween": {"payTable": "E"},
                                "sameSuit": {"option": 4}}}}})j";
        const auto result = parseLesson(drill, QStringLiteral("d.json"));
        QVERIFY(!result.lesson.has_value());
        const QString all = joined(result.problems);
        QVERIFY2(hasProblem(result.problems,
                            QStringLiteral("$.drill.table.sideWagers.inBetween.payTable"),
                            QStringLiteral("26(f)")),
                 qPrintable(all));
        QVERIFY2(hasProblem(result.problems,
                            QStringLiteral("$.drill.table.sideWagers.sameSuit.option"),
                            QStringLiteral("17(e)(2)")),
                 qPrintable(all));
        QVERIFY2(hasProblem(result.problems, QStringLiteral("$.drill.situations[2]"),
                            QStringLiteral("$.drill.table.sideWagers.kingsBounty")),
                 qPrintable(all));
    }

    void validFixtureLoads() {
        const auto result = loadLessonFile(fixture(QStringLiteral("valid.json")));
        QVERIFY2(result.problems.isEmpty(), qPrintable(joined(result.problems)));
        QVERIFY(result.lesson.has_value());
        QCOMPARE(result.lesson->filePath, fixture(QStringLiteral("valid.json")));
    }

    void brokenFixture_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");

        QTest::newRow("syntax error") << "syntax-error.json"
                                      << "$"
                                      << "invalid JSON at line 4, column 3";
        QTest::newRow("unknown key") << "unknown-key.json"
                                     << "$.table.deck"
                                     << "unknown key (did you mean \"decks\"?)";
        QTest::newRow("wrong type") << "wrong-type.json"
                                    << "$.table.decks"
                                    << "must be a whole number";
        QTest::newRow("missing shoe") << "missing-shoe.json"
                                      << "$.shoe"
                                      << "is required";
        QTest::newRow("seed and order") << "seed-and-order.json"
                                        << "$.shoe"
                                        << "either \"seed\" or \"order\", not both";
        QTest::newRow("order card count") << "order-wrong-count.json"
                                          << "$.shoe.order"
                                          << "has 52 cards; a 6-deck stack has 312";
        QTest::newRow("duplicate seat") << "duplicate-seat.json"
                                        << "$.players[2].seat"
                                        << "seat 3 already has a player";
        QTest::newRow("cut position out of range") << "cut-position-out-of-range.json"
                                                   << "$.players[1].cut[0].position"
                                                   << "must be between 1 and 311";
        QTest::newRow("cut card on an empty box") << "cut-card-on-empty-box.json"
                                                  << "$.start.cutCardCameOut.seat"
                                                  << "came out on box 6, but no player sits there";
        QTest::newRow("tribal manual shuffle")
            << "tribal-manual-shuffle.json"
            << "$.table.manualShuffle"
            << "Blackjack (tribal) (e)(1) prescribes no manual shuffle";
        QTest::newRow("BA-CONF-04 Baccarat §3(a) five decks")
            << "baccarat-five-decks.json"
            << "$.table.decks"
            << "Baccarat is played with six to eight decks";
        QTest::newRow("a blackjack regulation names the game baccarat")
            << "blackjack-table-deals-baccarat.json"
            << "$.table.game"
            << "is a game of the compendium";
        QTest::newRow("one-deck Massachusetts table")
            << "one-deck-massachusetts.json"
            << "$.table.decks"
            << "cannot be cut at least 52 cards from either end (Blackjack §5(c))";
        // The commission drill (issue 7): situations of the lesson's game, a
        // table of that game that deals them.
        QTest::newRow("commission drill lists a blackjack situation")
            << "commission-drill-blackjack-situation.json"
            << "$.drill.situations[1]"
            << "\"natural-3-to-2\" is no situation of a baccarat drill";
        QTest::newRow("blackjack drill lists a baccarat commission")
            << "drill-blackjack-lists-a-commission.json"
            << "$.drill.situations[0]"
            << "\"banker-commission-collected\" is no situation of a blackjack drill";
        QTest::newRow("BA-CONF-08 a commission at an EZ table")
            << "commission-drill-at-an-ez-table.json"
            << "$.drill.situations[1]"
            << "needs a table that extracts the vigorish: \"ezBaccarat\" must be false "
               "(Baccarat §13(c): none at EZ Baccarat) at $.drill.table";
        QTest::newRow("BA-CONF-09 Dragon Bonus without its pay table")
            << "commission-drill-dragon-bonus-not-offered.json"
            << "$.drill.situations[0]"
            << "needs \"dragonBonus\" offered: its pay table (A, B or C) is chosen there";
        QTest::newRow("a midi drill at a baccarat table")
            << "commission-drill-table-of-another-game.json"
            << "$.drill.table.game"
            << "must be \"midi-baccarat\", the lesson's game";
        QTest::newRow("BA-SETTLE-09 Tie below 8 to 1") << "commission-drill-tie-odds-below-8.json"
                                                       << "$.drill.table.tieOdds"
                                                       << "at least 8 to 1";
        QTest::newRow("unknown section") << "unknown-section.json"
                                         << "$.sections[1]"
                                         << "\"Blackjak §5(e)(2)\" is not a section citation";
        QTest::newRow("section not in the text")
            << "section-not-in-text.json"
            << "$.sections[1]"
            << "\"Blackjack §99(z)\" is not a section of Blackjack (000_bcc70e8bd3ceebe5.txt)";
        QTest::newRow("tribal section not in the text")
            << "tribal-section-not-in-text.json"
            << "$.sections[1]"
            << "\"Blackjack (tribal) (e)(5)(v)\" is not a section of Blackjack (tribal) "
               "(002_63082fe8703cb28c.txt); the nearest section there is \"Blackjack (tribal) "
               "(e)(5)\"";
        // Lessons that deal a round ("rules", "round_ready"), each broken in one way.
        QTest::newRow("round: rules missing at round_ready")
            << "round-rules-missing.json"
            << "$.rules"
            << "is required when \"situation\" is \"round_ready\"";
        QTest::newRow("round: unknown key in rules")
            << "round-rules-unknown-key.json"
            << "$.rules.settlementOrdre"
            << "unknown key (did you mean \"settlementOrder\"?)";
        QTest::newRow("round: unknown game") << "round-game-unknown.json"
                                             << "$.rules.game"
                                             << "(not \"poker\")"; // baccarat is a game now
        QTest::newRow("round: unknown settlement order")
            << "round-settlement-order-unknown.json"
            << "$.rules.settlementOrder"
            << "must be \"right_to_left\" or \"collect_then_pay_right_to_left\"";
        QTest::newRow("round: offer value of the wrong type") << "round-offer-value-wrong-type.json"
                                                              << "$.rules.table.surrender"
                                                              << "must be true or false";
        QTest::newRow("round: the offer's decks disagree with the table's")
            << "round-decks-mismatch.json"
            << "$.rules.table.decks"
            << "must be 6, as $.table.decks says";
        QTest::newRow("round: the offer's regulation disagrees with the table's")
            << "round-regulation-mismatch.json"
            << "$.rules.table.regulation"
            << "must be \"blackjack\", as $.table.rules says";
        QTest::newRow("§11(e) BJ-OPT-13 round: four split hands at seven boxes")
            << "round-offer-breaks-regulation.json"
            << "$.rules.table.maxSplitHands"
            << "Blackjack §11(e): at a table with seven player boxes";
        QTest::newRow("§15(b) BJ-IRR-02 round: a face-up card beyond the shoe")
            << "round-face-up-card-outside-shoe.json"
            << "$.irregularities.faceUpCards[0]"
            << "must be a card of the shoe, from 1 to 291";
        QTest::newRow("Baccarat §15(a) BA-IRR-01: a card in error at place 0")
            << "baccarat-card-in-error-not-a-place.json"
            << "$.irregularities.cardsDrawnInError[0].card"
            << "must be a card's place in the shoe: 1 for the round's first card";
        QTest::newRow("Baccarat §15(b) BA-IRR-02: a misspelt key of a card in error")
            << "baccarat-card-in-error-unknown-key.json"
            << "$.irregularities.cardsDrawnInError[0].playerThirdCard"
            << "unknown key (did you mean \"playersThirdCard\"?)";
        QTest::newRow("Baccarat §13(d)(2)(i) BA-SETTLE-10: a player leaves after a coup "
                      "not dealt")
            << "baccarat-leaves-after-a-coup-not-dealt.json"
            << "$.players[1].leavesAfterRound"
            << "seat 5: must be a round from 1 to 3 (the lesson's \"rounds\")";
        QTest::newRow("Baccarat §13(d)(2)(i) BA-SETTLE-10: the round a player leaves after "
                      "in words")
            << "baccarat-leaves-after-not-a-number.json"
            << "$.players[1].leavesAfterRound"
            << "must be a whole number";
        QTest::newRow("Baccarat §14(a)(2) BA-DEAL-10: a curator's delay where the dealer deals")
            << "baccarat-delays-game-where-the-dealer-deals.json"
            << "$.players[0].delaysGameAfterRound"
            << "seat 2: a curator who delays the game (§14(a)(2)) is only at a Baccarat table "
               "whose players deal";
        QTest::newRow("§15(o) BJ-IRR-16 round: a progressive light out at box 0")
            << "round-progressive-light-not-a-box.json"
            << "$.irregularities.progressiveLightsOut[0]"
            << "must be a box number, 1 for the first box on the dealer's left";
        QTest::newRow("§6(d) BJ-SHUF-11 round: a double shoe's right side lists no card")
            << "round-double-shoe-right-order-not-a-card.json"
            << "$.shoe.rightOrder[1]"
            << "\"1X\" is not a card";
        QTest::newRow("§6(d) BJ-CONF-15 round: a right side without a double shoe")
            << "round-right-order-without-double-shoe.json"
            << "$.shoe.rightOrder"
            << "only a double shoe has a right side";
        QTest::newRow("round: a wager not a string of dollars")
            << "round-wager-wrong-type.json"
            << "$.players[0].wager"
            << "must be an amount of dollars as a string, like \"12.50\"";
        QTest::newRow("round: a zero wager") << "round-wager-zero.json"
                                             << "$.players[1].wager"
                                             << "must be more than 0.00";
        QTest::newRow("§15(a) BJ-IRR-01 BJ2-IRR-04 round: letting players out at a 002 table")
            << "round-let-out-at-a-tribal-table.json"
            << "$.rules.table.playersOutOnMisdelivery"
            << "002 has no option to let players out of the hand";
        QTest::newRow("§15(a) BJ2-IRR-04 round: a player asks out at a 002 table")
            << "round-out-on-dealer-error-at-a-tribal-table.json"
            << "$.players[0].outOnDealerError"
            << "a 002 table never lets a player out of the hand";
        QTest::newRow("§15(a) BJ-IRR-01 round: a player asks out without the licensee's option")
            << "round-out-on-dealer-error-without-the-option.json"
            << "$.players[1].outOnDealerError"
            << "the table does not let players out of the hand";
        QTest::newRow("§15(a) BJ-IRR-01 round: a player without a wager asks out")
            << "round-out-on-dealer-error-without-a-wager.json"
            << "$.players[1].outOnDealerError"
            << "a player without a \"wager\" does not play the round";
        QTest::newRow("§15(a) BJ-IRR-01 round: a player behind the caller asks out")
            << "round-out-on-dealer-error-on-a-shared-box.json"
            << "$.players[1].outOnDealerError"
            << "only a player alone on a box with one wager is let out";
        QTest::newRow("§15(a) round: outOnDealerError not true or false")
            << "round-out-on-dealer-error-not-a-boolean.json"
            << "$.players[0].outOnDealerError"
            << "must be true or false";
        QTest::newRow("§3(a) BJ-WAGER-01 round: nobody wagers")
            << "round-no-wager.json"
            << "$.players"
            << "needs at least one player with a \"wager\" (Blackjack §3(a))";
        QTest::newRow("§18(b) BJ-WAGER-10 round: fewer multiple action wagers than required")
            << "round-multiple-action-too-few.json"
            << "$.players[1].multipleAction"
            << "must hold 3 wagers, one per spot";
        QTest::newRow("§18(b) BJ-WAGER-10 round: a multiple action wager over the limit")
            << "round-multiple-action-over-limit.json"
            << "$.players[1].multipleAction[1]"
            << "must be within the table's limits for each wager, $5 to $500 (Blackjack §18(b))";
        QTest::newRow("§18(a) BJ-WAGER-10 round: multiple action wagers at a table without it")
            << "round-multiple-action-not-offered.json"
            << "$.players[0].multipleAction"
            << "the table does not offer multiple action blackjack (Blackjack §18(a))";
        QTest::newRow("(q)(2) BJ-WAGER-10 round: one multiple action wager at a tribal table")
            << "round-multiple-action-tribal-too-few.json"
            << "$.players[0].multipleAction"
            << "must hold 2 to 3 wagers, one per spot: the table's dealer hands and the posted "
               "minimum (Blackjack (tribal) (q)(2))";
        QTest::newRow("(q)(2) BJ-WAGER-10 round: four multiple action wagers at a tribal table")
            << "round-multiple-action-tribal-too-many.json"
            << "$.players[1].multipleAction"
            << "must list one amount per betting spot, two or three (Blackjack (tribal) (q)(2))";
        QTest::newRow("§18(b) round: a multiple action wager not a string of dollars")
            << "round-multiple-action-not-amounts.json"
            << "$.players[0].multipleAction[1]"
            << "must be an amount of dollars as a string";
        QTest::newRow("§22(d) BJ-WAGER-13 round: a streak wager without its area")
            << "round-streak-without-area.json"
            << "$.players[0].sideWagers[0].area"
            << "is required for a streak wager: the betting area it is placed on, 2, 3, 4 or 5 "
               "(Blackjack §22(d))";
        QTest::newRow("§22(d) round: an area on a wager other than the streak")
            << "round-area-on-another-wager.json"
            << "$.players[0].sideWagers[0].area"
            << "is only for a streak wager (Blackjack §22(d)): remove it from this side wager";
        QTest::newRow("§22(a) BJ-WAGER-13 round: a streak wager on area 6")
            << "round-streak-area-out-of-range.json"
            << "$.players[1].sideWagers[0].area"
            << "Blackjack §22(a): a streak wager is placed on area 2, 3, 4 or 5";
        QTest::newRow("round: a script for a player without a wager")
            << "round-script-without-wager.json"
            << "$.players[2].decisions"
            << "a player without a \"wager\" does not play the round";
        QTest::newRow("round: a wager in a lesson without a round")
            << "round-wager-without-rules.json"
            << "$.players[0].wager"
            << "only a lesson that plays a round (\"rules\")";
        QTest::newRow("round: an unknown decision")
            << "round-decision-unknown.json"
            << "$.players[0].decisions[1]"
            << "must be \"hit\", \"stand\", \"double\", \"split\" or \"surrender\" (not "
               "\"dubble\")";
        QTest::newRow("round: insurance has its own key, not a decision")
            << "round-decision-insurance.json"
            << "$.players[0].decisions[0]"
            << "the player's \"insurance\" and \"evenMoney\" keys";
        QTest::newRow("§11(a) BJ-OPT-12 round: a split takes no amount")
            << "round-split-amount.json"
            << "$.players[0].decisions[0].amount"
            << "a split wager equals the original wager, Blackjack §11(a)";
        QTest::newRow("round: an unknown key in a decision")
            << "round-decision-unknown-key.json"
            << "$.players[0].decisions[0].amout"
            << "unknown key (did you mean \"amount\"?)";
        QTest::newRow("round: decisions not an array") << "round-decisions-not-array.json"
                                                       << "$.players[0].decisions"
                                                       << "must be an array";
        QTest::newRow("round: unusual choices out of range")
            << "round-unusual-choices-out-of-range.json"
            << "$.players[1].unusualChoices"
            << "must be a number from 0 to 1";
        QTest::newRow("round: even money not a boolean") << "round-even-money-wrong-type.json"
                                                         << "$.players[1].evenMoney"
                                                         << "must be true or false";
        QTest::newRow("§6(c) BJ-SHUF-10 round: no burn card to ask for after the burn")
            << "round-burn-card.json"
            << "$.players[2].asksToSeeBurnCard"
            << "begins after the burn";
        QTest::newRow("round: the shoe's front holds a card too often (core)")
            << "round-order-too-many.json"
            << "$.shoe.order"
            << "AS appears more than 6 times";
        QTest::newRow("round: a section the text does not have")
            << "round-section-not-in-text.json"
            << "$.sections[3]"
            << "\"Blackjack §9(z)\" is not a section of Blackjack";
    }

    // Each fixture is broken in one way and gets exactly that one problem.
    void brokenFixture() {
        QFETCH(QString, file);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        const QString filePath = fixture(file);
        const auto result = loadLessonFile(filePath);
        QVERIFY(!result.lesson.has_value());
        QVERIFY2(result.problems.size() == 1, qPrintable(joined(result.problems)));
        const LessonProblem &problem = result.problems.front();
        QCOMPARE(problem.file, filePath);
        QCOMPARE(problem.path, path);
        QVERIFY2(problem.message.contains(fragment), qPrintable(problem.message));
        QVERIFY(problem.text().startsWith(filePath + QStringLiteral(": ") + path +
                                          QStringLiteral(": ")));
    }

    // The sections are looked up in the regulation texts of the directory given,
    // by default the program's.
    void sectionsAreLookedUpInTheRegulationTexts() {
        const QByteArray lesson = minimalLesson().replace(
            R"j(["Blackjack §6(c)"])j", R"j(["Blackjack §6(c)", "Blackjack §5(e)(9)"])j");
        auto result = parseLesson(lesson, QStringLiteral("m.json"));
        QCOMPARE(joined(result.problems),
                 QStringLiteral("m.json: $.sections[1]: \"Blackjack §5(e)(9)\" is not a section "
                                "of Blackjack (000_bcc70e8bd3ceebe5.txt); the nearest section "
                                "there is \"Blackjack §5(e)\""));
        result =
            parseLesson(lesson, QStringLiteral("m.json"), QStringLiteral(DT_TEST_REGULATIONS_DIR));
        QCOMPARE(result.problems.size(), 1);

        // Another directory's texts.
        QTemporaryDir directory;
        QVERIFY(directory.isValid());
        QFile text(directory.filePath(QStringLiteral("000_bcc70e8bd3ceebe5.txt")));
        QVERIFY(text.open(QIODevice::WriteOnly));
        // Sections are numbered from 1; this 5(e) has a (9), and there is no 6.
        text.write("1. One\n2. Two\n3. Three\n4. Four\n5. Shuffle\n\n- (e) Who cuts:\n"
                   " - (9) A ninth rule.\n");
        text.close();
        result = parseLesson(lesson, QStringLiteral("m.json"), directory.path());
        QCOMPARE(joined(result.problems),
                 QStringLiteral("m.json: $.sections[0]: \"Blackjack §6(c)\" is not a section of "
                                "Blackjack (000_bcc70e8bd3ceebe5.txt)"));

        // A text that is not there cannot tell: the sections are not checked.
        result = parseLesson(lesson, QStringLiteral("m.json"),
                             QStringLiteral("/nonexistent/regulations"));
        QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
        const QString fixturePath = fixture(QStringLiteral("section-not-in-text.json"));
        QVERIFY(!loadLessonFile(fixturePath, directory.path()).lesson);
        QVERIFY(loadLessonFile(fixturePath, QStringLiteral("/nonexistent/regulations")).lesson);
    }

    void textJoinsFilePathAndMessage() {
        const LessonProblem problem{QStringLiteral("a.json"), QStringLiteral("$.table.decks"),
                                    QStringLiteral("must be a whole number")};
        QCOMPARE(problem.text(), QStringLiteral("a.json: $.table.decks: must be a whole number"));
    }

    void unreadableFile() {
        const QString missing = fixture(QStringLiteral("no-such-lesson.json"));
        const auto result = loadLessonFile(missing);
        QVERIFY(!result.lesson);
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.front().file, missing);
        QCOMPARE(result.problems.front().path, QStringLiteral("$"));
        QVERIFY(result.problems.front().message.startsWith(
            QStringLiteral("cannot read the lesson file")));

        const auto directory = loadLessonFile(QStringLiteral(DT_TEST_FIXTURES_DIR));
        QVERIFY(directory.problems.front().message.contains(QStringLiteral("directory")));
    }

    // Columns count characters, not UTF-8 bytes.
    void syntaxErrorColumnCountsCharacters() {
        const auto result =
            parseLesson("{\n  \"title\": \"§§§\" \"x\"\n}", QStringLiteral("m.json"));
        QCOMPARE(result.problems.size(), 1);
        QVERIFY2(result.problems.front().message.contains(QStringLiteral("line 2, column 18")),
                 qPrintable(result.problems.front().message));
    }

    // Every round key of tests/lessons/fixtures/round-valid.json lands in the
    // core's Scenario as the file writes it.
    void roundFixtureMapsOntoTheCore() {
        const auto result = loadLessonFile(fixture(QStringLiteral("round-valid.json")));
        QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
        const Scenario &scenario = result.lesson->scenario;
        QVERIFY(scenario.start == StartSituation::RoundReady);
        QCOMPARE(scenario.cardsDealt, 20);
        // "order" is the front of the shoe; "seed" orders the rest.
        QCOMPARE(scenario.seed, std::uint64_t{42});
        QCOMPARE(scenario.cardOrder.size(), std::size_t{6});
        QCOMPARE(toString(scenario.cardOrder.front()), std::string("10H"));
        const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
        QVERIFY(rules != nullptr);
        QVERIFY(rules->settlementOrder == blackjack::SettlementOrder::CollectThenPayRightToLeft);
        QVERIFY(rules->offer.regulation == Regulation::Blackjack);
        QCOMPARE(rules->offer.decks, 6);
        QCOMPARE(rules->offer.boxes, 7);
        QVERIFY(rules->offer.surrender);
        QVERIFY(rules->offer.evenMoney);
        QCOMPARE(rules->offer.minimumWager, Money::dollars(5));
        QCOMPARE(scenario.players.size(), std::size_t{3});
        const PlayerScript &ana = scenario.players[0];
        QCOMPARE(ana.wager, Money::dollars(10));
        QCOMPARE(ana.insurance, std::optional<Money>(Money::dollars(5)));
        QVERIFY(!ana.evenMoney);
        QVERIFY(!ana.basicStrategy);
        const std::vector<ScriptedDecision> decisions = {
            {event::Decision::Hit, Money()},
            {event::Decision::Double, Money::parse("7.50").value()},
            {event::Decision::Stand, Money()}};
        QVERIFY(ana.decisions == decisions);
        // Blackjack §17(a)(1), §23: the side wagers placed with the wager.
        const std::vector<SideWagerStake> stakes = {
            {blackjack::SideWager::OverUnder13, Money::dollars(1), false, false},
            {blackjack::SideWager::MatchTheDealer, Money::dollars(5), true, false}};
        QVERIFY(ana.sideWagers == stakes);
        // Blackjack §15(h)/(j), §3(f)-(h), §15(d), §15(b).
        QVERIFY(!ana.takesLateCard);
        QCOMPARE(ana.reachesForWagerAfterCards, 3);
        QVERIFY(ana.refusesCardInError);
        // Blackjack §15(a), BJ-IRR-01: the licensee's option and the player's request.
        QVERIFY(rules->offer.playersOutOnMisdelivery);
        QVERIFY(ana.outOnDealerError);
        QVERIFY(scenario.faceUpCards == std::vector<int>{4});
        QVERIFY(!scenario.cardReaderOutOfOrder);
        const PlayerScript &ben = scenario.players[1];
        QVERIFY(ben.takesLateCard);
        QCOMPARE(ben.reachesForWagerAfterCards, 0);
        QVERIFY(!ben.refusesCardInError); // the default
        QVERIFY(!ben.outOnDealerError);   // the default
        QCOMPARE(ben.wager, Money::parse("25.50").value());
        QVERIFY(!ben.insurance.has_value());
        QVERIFY(ben.evenMoney);
        QVERIFY(ben.basicStrategy);
        QCOMPARE(ben.unusualChoices, 0.25);
        QCOMPARE(ana.unusualChoices, 0.0);
        QVERIFY(ben.decisions.empty());
        // Cleo sits at the table without playing the round.
        QCOMPARE(scenario.players[2].wager, Money());
    }

    // Left out, the offer is the regulation's default table (Blackjack §6(h))
    // with the lesson table's regulation, decks and boxes; wagers settle
    // right to left (checklist "Source typos", §3(e)/§6(i)).
    // A compendium (004) table names its game; a midi baccarat table takes
    // nine positions and no manual shuffle steps by default (Midi §2(a), §5(a)).
    void compendiumTableNamesItsGame() {
        const auto result = loadLessonFile(fixture(QStringLiteral("baccarat-midi-table.json")));
        QVERIFY2(result.problems.isEmpty(), qPrintable(joined(result.problems)));
        const TableConfig &table = result.lesson->scenario.table;
        QVERIFY(table.regulation == Regulation::Compendium);
        QVERIFY(table.game == TableGame::MidiBaccarat);
        QCOMPARE(table.decks, 6);
        QCOMPARE(table.boxes, 9);
        QVERIFY(!table.manualShuffleSteps);
        QVERIFY(table.shuffleOption == ShuffleOption::ShuffleLaceAndReshuffle);
        QVERIFY(table.recutBy == RecutBy::LastCutter);
    }

    void roundDefaultsComeFromTheTable() {
        const QByteArray lesson =
            minimalLesson(R"j({"rules": "blackjack", "decks": 8, "boxes": 6})j",
                          R"j(, "rules": {"game": "blackjack"},
              "players": [{"seat": 2, "name": "A", "wager": "5"}])j")
                .replace(R"j("situation": "new_dealer")j", R"j("situation": "round_ready")j");
        const auto result = parseLesson(lesson, QStringLiteral("m.json"));
        QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
        const auto *rules = std::get_if<blackjack::TableRules>(&result.lesson->scenario.rules);
        QVERIFY(rules != nullptr);
        QVERIFY(rules->settlementOrder == blackjack::SettlementOrder::RightToLeft);
        blackjack::TableOffer expected = blackjack::defaultTableOffer(Regulation::Blackjack);
        expected.decks = 8;
        expected.boxes = 6;
        QCOMPARE(rules->offer.decks, expected.decks);
        QCOMPARE(rules->offer.boxes, expected.boxes);
        QVERIFY(rules->offer.holeCard == expected.holeCard);
        QCOMPARE(rules->offer.maxSplitHands, expected.maxSplitHands);
        const PlayerScript &player = result.lesson->scenario.players.front();
        QCOMPARE(player.wager, Money::dollars(5));
        QVERIFY(!player.insurance && !player.evenMoney && !player.basicStrategy);
        QVERIFY(player.decisions.empty());
        // Without "round_ready" the lesson has no round and the seed and the
        // order stay exclusive.
        QVERIFY(
            !parseLesson(minimalLesson(), QStringLiteral("m.json")).lesson->scenario.rules.index());
    }

    // A round may follow the shoe's preparation: "rules" with another start.
    void roundAfterAnotherStart() {
        const auto result = parseLesson(minimalLesson(R"j({"rules": "blackjack"})j",
                                                      R"j(, "rules": {"game": "blackjack"},
              "players": [{"seat": 4, "name": "A", "wager": "10.00", "decisions": ["stand"]}])j"),
                                        QStringLiteral("m.json"));
        QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
        QVERIFY(result.lesson->scenario.start == StartSituation::NewDealer);
        QVERIFY(std::holds_alternative<blackjack::TableRules>(result.lesson->scenario.rules));
    }

    // Every problem of a round lesson at once, each at its path; the core's
    // validate() problems (the offer's "rules.<setting>") at the lesson's
    // "rules.table.<setting>", or at "table" for a setting taken from there.
    void roundProblemsAllAtOnce() {
        const QByteArray lesson =
            minimalLesson(R"j({"rules": "blackjack"})j",
                          R"j(, "rules": {"game": "blackjack", "tabel": {},
                "table": {"boxes": 6, "sixToFive": true, "surrender": true}},
              "players": [{"seat": 2, "name": "A", "wager": "ten",
                           "decisions": ["hit", {"decision": "double", "amount": "0"}, 3]}])j")
                .replace(R"j("situation": "new_dealer")j", R"j("situation": "round_ready")j");
        const auto result = parseLesson(lesson, QStringLiteral("m.json"));
        QVERIFY(!result.lesson);
        const QStringList expected = {
            // Read in the file's order: the offer, then the players.
            QStringLiteral(
                "m.json: $.rules.table.boxes: must be 7, as $.table.boxes says: the shoe "
                "and the round are one table (or leave it out: it is taken from "
                "$.table.boxes)"),
            // §2(a)(1): the 6 to 5 variation is one or two decks; 6 come from "table".
            QStringLiteral("m.json: $.table.decks: Blackjack §2(a)(1): the 6 to 5 blackjack "
                           "variation is played with one or two decks; this table has 6 decks."),
            QStringLiteral("m.json: $.rules.table.shuffler: Blackjack §2(c): the 6 to 5 blackjack "
                           "variation uses an automated card shuffling device that shuffles one "
                           "deck (or set of two decks) while the other is dealt, the decks "
                           "alternating each shuffle."),
        };
        const QStringList actual = joined(result.problems).split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(actual.value(i), expected[i]);
        }
        QVERIFY(hasProblem(result.problems, QStringLiteral("$.rules.table.surrender"),
                           QStringLiteral("§8(c)")));
        QVERIFY(hasProblem(result.problems, QStringLiteral("$.rules.tabel"),
                           QStringLiteral("unknown key (did you mean \"table\"?)")));
        QVERIFY(hasProblem(result.problems, QStringLiteral("$.players[0].wager"),
                           QStringLiteral("must be an amount of dollars")));
        QVERIFY(hasProblem(result.problems, QStringLiteral("$.players[0].decisions[1].amount"),
                           QStringLiteral("must be more than 0.00")));
        QVERIFY(hasProblem(result.problems, QStringLiteral("$.players[0].decisions[2]"),
                           QStringLiteral("must be a decision")));
        // Each problem once.
        QCOMPARE(QSet<QString>(actual.begin(), actual.end()).size(), actual.size());
    }

    void notAnObject() {
        const auto result = parseLesson("[1, 2]", QStringLiteral("a.json"));
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.front().path, QStringLiteral("$"));
        QVERIFY(result.problems.front().message.contains(QStringLiteral("JSON object")));
    }

    // All problems are reported, not only the first.
    void everyProblemIsReported() {
        const QByteArray json = R"j({"format": 2, "id": "Blackjack 1", "game": "poker",
            "title": "", "sections": "Blackjack §5(c)", "colour": "red",
            "table": {"rules": "blackjack", "decks": 6.5, "boxes": "7", "manualShuffle": "yes"},
            "start": {"situation": "new_table", "cardsDealt": 3},
            "shoe": {"seed": -1},
            "players": [{"seat": 2, "name": "A", "arrives": "later", "cut": ["nope", {"position": 9, "x": 1}]}, 4],
            "hints": ["", 3],
            "pass": {"minimumAccuracy": 1.5, "maximumIntegrityErrors": -1,
                     "maximumPayoutErrors": -2, "minimumHandsPerHour": 0}})j";
        const auto result = parseLesson(json, QStringLiteral("many.json"));
        const auto &problems = result.problems;
        QVERIFY(!result.lesson);
        const QString all = joined(problems);
        QVERIFY2(hasProblem(problems, "$.format", "must be 1"), qPrintable(all));
        QVERIFY(hasProblem(problems, "$.id", "is not a lesson id"));
        QVERIFY(
            hasProblem(problems, "$.game",
                       "must be \"blackjack\", \"baccarat\" or \"midi-baccarat\" (not \"poker\")"));
        QVERIFY(hasProblem(problems, "$.title", "must not be empty"));
        QVERIFY(hasProblem(problems, "$.objective", "is required"));
        QVERIFY(hasProblem(problems, "$.explanation", "is required"));
        QVERIFY(hasProblem(problems, "$.sections", "must be an array"));
        QVERIFY(hasProblem(problems, "$.colour", "unknown key"));
        QVERIFY(hasProblem(problems, "$.table.decks", "must be a whole number"));
        QVERIFY(hasProblem(problems, "$.table.boxes", "must be a whole number"));
        QVERIFY(hasProblem(problems, "$.table.manualShuffle", "must be true or false"));
        QVERIFY(hasProblem(problems, "$.shoe.seed", "must be 0 or more"));
        QVERIFY(hasProblem(problems, "$.players[0].arrives",
                           "must be \"at_start\" or \"after_spread\""));
        QVERIFY(
            hasProblem(problems, "$.players[0].cut[0]", "must be \"refuse\" or {\"position\": N}"));
        QVERIFY(hasProblem(problems, "$.players[0].cut[1].x", "unknown key"));
        QVERIFY(hasProblem(problems, "$.players[1]", "must be an object"));
        QVERIFY(hasProblem(problems, "$.hints[0]", "must not be empty"));
        QVERIFY(hasProblem(problems, "$.hints[1]", "must be a string"));
        QVERIFY(hasProblem(problems, "$.pass.minimumAccuracy", "from 0 to 1"));
        QVERIFY(hasProblem(problems, "$.pass.maximumIntegrityErrors", "must be 0 or more"));
        QVERIFY(hasProblem(problems, "$.pass.maximumPayoutErrors", "must be 0 or more"));
        QVERIFY(hasProblem(problems, "$.pass.minimumHandsPerHour", "must be a number above 0"));
        // The table could not be read, so the core's checks (which all depend
        // on it) are not run: nothing about start.cardsDealt.
        QVERIFY(!hasProblem(problems, "$.start.cardsDealt", ""));
        QCOMPARE(problems.size(), 22);
        for (const auto &problem : problems) {
            QCOMPARE(problem.file, QStringLiteral("many.json"));
        }
    }

    // The core's problems come after the file's own, each prefixed with "$.".
    void coreProblemsArePrefixed() {
        const auto result = parseLesson(
            minimalLesson(R"j({"rules": "blackjack", "boxes": 9, "cutCardTolerance": 100})j"),
            QStringLiteral("m.json"));
        const QString all = joined(result.problems);
        QVERIFY2(hasProblem(result.problems, "$.table.boxes", "1 to 7 boxes"), qPrintable(all));
        QVERIFY(hasProblem(result.problems, "$.table.cutCardTolerance", "less than a quarter"));
    }

    void cutCardCameOutRules() {
        auto result = parseLesson(
            minimalLesson(R"j({"rules": "blackjack"})j")
                .replace(
                    R"j("situation": "new_dealer")j",
                    R"j("situation": "cut_card_reached", "cutCardCameOut": {"on": "dealer_hand", "seat": 2})j"),
            QStringLiteral("m.json"));
        QVERIFY2(
            hasProblem(result.problems, "$.start.cutCardCameOut.seat", "only with \"on\": \"box\""),
            qPrintable(joined(result.problems)));

        result = parseLesson(minimalLesson().replace(R"j("situation": "new_dealer")j",
                                                     R"j("situation": "cut_card_reached")j"),
                             QStringLiteral("m.json"));
        QVERIFY(hasProblem(result.problems, "$.start.cutCardCameOut", "is required when"));

        result = parseLesson(minimalLesson().replace(R"j("situation": "new_dealer")j",
                                                     R"j("situation": "cut_card_reached",
                                                        "cutCardCameOut": {"on": "box"})j"),
                             QStringLiteral("m.json"));
        QVERIFY(hasProblem(result.problems, "$.start.cutCardCameOut.seat", "is required"));

        result = parseLesson(minimalLesson().replace(R"j("situation": "new_dealer")j",
                                                     R"j("situation": "new_dealer",
                                                        "cutCardCameOut": {"on": "box", "seat": 1})j"),
                             QStringLiteral("m.json"));
        QVERIFY(hasProblem(result.problems, "$.start.cutCardCameOut", "only a lesson with"));
    }

    void badCardInOrder() {
        const auto result = parseLesson(
            minimalLesson(R"j({"rules": "blackjack"})j")
                .replace(R"j("shoe": {"seed": 1})j", R"j("shoe": {"order": ["AS", "1X", 5]})j"),
            QStringLiteral("m.json"));
        QVERIFY(hasProblem(result.problems, "$.shoe.order[1]", "\"1X\" is not a card"));
        QVERIFY(hasProblem(result.problems, "$.shoe.order[2]", "must be a string"));
        // The count is not reported as well: it is wrong because of the cards above.
        QCOMPARE(result.problems.size(), 2);
    }

    void defaults() {
        const auto result = parseLesson(minimalLesson(), QStringLiteral("m.json"));
        QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
        const Scenario &scenario = result.lesson->scenario;
        QCOMPARE(scenario.table.regulation, Regulation::Blackjack);
        QCOMPARE(scenario.table.decks, 6);
        QCOMPARE(scenario.table.boxes, 7);
        QCOMPARE(scenario.table.recutBy, RecutBy::NextEntitled);
        QCOMPARE(scenario.table.manualShuffleSteps, true);
        QCOMPARE(scenario.table.cutCardTolerance, -1);
        QVERIFY(scenario.players.empty());
        QVERIFY(result.lesson->hints.isEmpty());
        QCOMPARE(result.lesson->pass.minimumAccuracy, 0.9);
        QCOMPARE(result.lesson->pass.maximumIntegrityErrors, 0);
        QVERIFY(!result.lesson->pass.maximumPayoutErrors); // not a criterion unless set
        QVERIFY(!result.lesson->pass.minimumHandsPerHour); // likewise

        const auto tribal = parseLesson(minimalLesson(R"j({"rules": "blackjack-tribal"})j"),
                                        QStringLiteral("m.json"));
        QVERIFY(tribal.lesson);
        QCOMPARE(tribal.lesson->scenario.table.regulation, Regulation::BlackjackTribal);
        QCOMPARE(tribal.lesson->scenario.table.manualShuffleSteps, false);
    }

    void everyKeyMapsOntoTheCore() {
        QStringList order;
        for (int deck = 0; deck < 2; ++deck) {
            for (const char *suit : {"C", "D", "H", "S"}) {
                for (const char *rank :
                     {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}) {
                    order.append(
                        QStringLiteral("\"%1%2\"").arg(QLatin1String(rank), QLatin1String(suit)));
                }
            }
        }
        const QByteArray json = R"j({"format": 1, "id": "blackjack/full", "game": "blackjack",
            "title": "Full", "objective": "O", "explanation": "E",
            "sections": ["Blackjack §5(e)(2)", "Blackjack (tribal) (e)(3)"],
            "table": {"rules": "blackjack-tribal", "decks": 2, "boxes": 5, "recutBy": "last_cutter",
                      "manualShuffle": false, "cutCardTolerance": 3},
            "start": {"situation": "cut_card_reached", "cutCardCameOut": {"on": "box", "seat": 4},
                      "cardsDealt": 80},
            "shoe": {"order": [)j" +
                                order.join(QStringLiteral(", ")).toUtf8() +
                                R"j(]},
            "players": [{"seat": 4, "name": "Maria", "arrives": "at_start",
                         "cut": ["refuse", {"position": 40}], "asksToSeeBurnCard": true},
                        {"seat": 2, "name": "Tom"}],
            "hints": ["one", "two"],
            "pass": {"minimumAccuracy": 0.75, "maximumIntegrityErrors": 1,
                     "maximumPayoutErrors": 0, "minimumHandsPerHour": 180}})j";
        const auto result = parseLesson(json, QStringLiteral("full.json"));
        QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
        const Lesson &lesson = *result.lesson;
        QCOMPARE(lesson.id, QStringLiteral("blackjack/full"));
        QCOMPARE(lesson.game, QStringLiteral("blackjack"));
        QCOMPARE(lesson.title, QStringLiteral("Full"));
        QCOMPARE(lesson.sections.size(), 2);
        QCOMPARE(lesson.hints, (QStringList{QStringLiteral("one"), QStringLiteral("two")}));
        QCOMPARE(lesson.pass.minimumAccuracy, 0.75);
        QCOMPARE(lesson.pass.maximumIntegrityErrors, 1);
        QCOMPARE(lesson.pass.maximumPayoutErrors, std::optional<int>(0));
        QCOMPARE(lesson.pass.minimumHandsPerHour, std::optional<double>(180.0));
        QCOMPARE(lesson.filePath, QStringLiteral("full.json"));
        const Scenario &s = lesson.scenario;
        QCOMPARE(s.table.regulation, Regulation::BlackjackTribal);
        QCOMPARE(s.table.decks, 2);
        QCOMPARE(s.table.boxes, 5);
        QCOMPARE(s.table.recutBy, RecutBy::LastCutter);
        QCOMPARE(s.table.manualShuffleSteps, false);
        QCOMPARE(s.table.cutCardTolerance, 3);
        QCOMPARE(s.start, StartSituation::CutCardReached);
        QCOMPARE(s.cutCardCameOut, CutCardCameOut::OnBox);
        QCOMPARE(s.cutCardSeat, 4);
        QCOMPARE(s.cardsDealt, 80);
        QCOMPARE(s.cardOrder.size(), std::size_t{104});
        QCOMPARE(toString(s.cardOrder.front()), std::string("AC"));
        QCOMPARE(s.players.size(), std::size_t{2});
        QCOMPARE(s.players[0].seat, 4);
        QCOMPARE(s.players[0].name, std::string("Maria"));
        QCOMPARE(s.players[0].arrival, Arrival::AtStart);
        QCOMPARE(s.players[0].cutResponses,
                 (std::vector<CutResponse>{CutResponse{false, 0}, CutResponse{true, 40}}));
        QCOMPARE(s.players[0].asksToSeeBurnCard, true);
        QCOMPARE(s.players[1].asksToSeeBurnCard, false);
    }

    void largeSeed() {
        const auto result = parseLesson(
            minimalLesson().replace(R"j({"seed": 1})j", R"j({"seed": 9007199254740993})j"),
            QStringLiteral("m.json"));
        QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
        QCOMPARE(result.lesson->scenario.seed, std::uint64_t{9007199254740993ULL});
    }

    void idMustStartWithTheGame() {
        const auto result = parseLesson(
            minimalLesson().replace(R"j("id": "blackjack/minimal")j", R"j("id": "craps/minimal")j"),
            QStringLiteral("m.json"));
        QVERIFY(hasProblem(result.problems, "$.id", "must start with \"blackjack/\""));
    }

    // "rounds": several rounds from one shoe (docs/lesson-format.md,
    // "Several rounds"), each problem at "$.rounds".
    void roundsKey_data() {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<int>("rounds");      // the scenario's, when read
        QTest::addColumn<QString>("problem"); // empty: none
        const QByteArray round = R"j(, "rules": {"game": "blackjack"},
              "players": [{"seat": 4, "name": "A", "wager": "10.00", "basicStrategy": true}])j";
        QTest::newRow("left out: one round") << round << 1 << QString();
        QTest::newRow("ten rounds") << QByteArray(round + R"j(, "rounds": 10)j") << 10 << QString();
        QTest::newRow("the most: 200")
            << QByteArray(round + R"j(, "rounds": 200)j") << 200 << QString();
        QTest::newRow("no round: zero") << QByteArray(round + R"j(, "rounds": 0)j") << 0
                                        << QStringLiteral("must be from 1 to 200 rounds");
        QTest::newRow("past the most: 201") << QByteArray(round + R"j(, "rounds": 201)j") << 0
                                            << QStringLiteral("must be from 1 to 200 rounds");
        QTest::newRow("not a whole number") << QByteArray(round + R"j(, "rounds": 2.5)j") << 0
                                            << QStringLiteral("must be a whole number");
        QTest::newRow("several rounds without a round (\"rules\")")
            << QByteArray(R"j(, "rounds": 3)j") << 0
            << QStringLiteral("only a lesson that plays a round (\"rules\")");
    }

    void roundsKey() {
        QFETCH(QByteArray, extra);
        QFETCH(int, rounds);
        QFETCH(QString, problem);
        const auto result = parseLesson(minimalLesson(R"j({"rules": "blackjack"})j", extra),
                                        QStringLiteral("m.json"));
        if (problem.isEmpty()) {
            QVERIFY2(result.lesson, qPrintable(joined(result.problems)));
            QCOMPARE(result.lesson->scenario.rounds, rounds);
        } else {
            QVERIFY(!result.lesson);
            QVERIFY2(hasProblem(result.problems, "$.rounds", problem),
                     qPrintable(joined(result.problems)));
        }
    }
};

QTEST_GUILESS_MAIN(TestLessonParser)
#include "tst_lessonparser.moc"

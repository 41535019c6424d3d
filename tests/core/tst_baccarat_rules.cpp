// Baccarat and Midi Baccarat (004 Parts 3 and 4): card values and point
// counts (§6), the third-card rules with Table 1 cell by cell (§11 / Midi
// §10), the deal of a round (§9(c), §15(e)) and the table configuration (§2,
// §3, §8, §13 / Midi §2, §3, §7, §8, §12). Each row names the checklist id.

#include "core_test_support.h"

#include <QString>
#include <QTest>
#include <core/card.h>
#include <core/games/baccarat/coup.h>
#include <core/games/baccarat/drawing_rules.h>
#include <core/games/baccarat/point_count.h>
#include <core/games/baccarat/table_rules.h>
#include <optional>
#include <vector>

using namespace dt;
using namespace dt::baccarat;

using dttest::cardsOf;
using dttest::qs;

namespace {

Game gameOf(const QString &text) {
    return text == QStringLiteral("midi") ? Game::MidiBaccarat : Game::Baccarat;
}

bool hasProblemAt(const std::vector<RulesProblem> &problems, const QString &field,
                  const QString &citation) {
    for (const RulesProblem &problem : problems) {
        if (qs(problem.field) == field && qs(problem.citation.text()) == citation) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestBaccaratRules : public QObject {
    Q_OBJECT

private slots:
    void pointCount_data();
    void pointCount();
    void naturals();
    void tableOne_data();
    void tableOne();
    void playerDraw_data();
    void playerDraw();
    void bankerAfterPlayerStands_data();
    void bankerAfterPlayerStands();
    void naturalStopsBothHands_data();
    void naturalStopsBothHands();
    void midiCitesItsOwnSections();
    void dealsInOrder_data();
    void dealsInOrder();
    void shortShoeVoidsTheRound();
    void summaryPairsByRank();
    void validConfigurations_data();
    void validConfigurations();
    void refusedConfigurations_data();
    void refusedConfigurations();
    void citationsNameThePart();
};

void TestBaccaratRules::pointCount_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("expected");
    // §6(b) examples, BA-CONF-01 / MB-CONF-01.
    QTest::newRow("BA-CONF-01 §6(b)(1) ace, 2, 4 is 7") << "AS 2H 4D" << 7;
    QTest::newRow("BA-CONF-01 §6(b)(2) ace, 2, 9 is 2 not 12") << "AC 2S 9H" << 2;
    // §6(a)(2): tens and faces count zero.
    QTest::newRow("§6(a)(2) king and ten are 0") << "KS 10H" << 0;
    QTest::newRow("§6(a)(2) queen, jack, 5 is 5") << "QD JC 5S" << 5;
    QTest::newRow("§6(a)(1) 9 and 9 is 8") << "9S 9D" << 8;
    QTest::newRow("§6(a)(3) ace is 1") << "AH KD" << 1;
    QTest::newRow("§6(b) 7, 8, 9 total 24 is 4") << "7S 8H 9C" << 4;
}

void TestBaccaratRules::pointCount() {
    QFETCH(QString, cards);
    QFETCH(int, expected);
    QCOMPARE(baccarat::pointCount(cardsOf(cards)), expected);
}

void TestBaccaratRules::naturals() {
    // §1: a natural is 8 or 9 on the first two cards dealt.
    QVERIFY(isNatural(cardsOf(QStringLiteral("4S 4H"))));
    QVERIFY(isNatural(cardsOf(QStringLiteral("KS 9H"))));
    QVERIFY(!isNatural(cardsOf(QStringLiteral("KS 7H"))));
    QVERIFY(!isNatural(cardsOf(QStringLiteral("2S 3H 4D")))); // 9 on three cards
}

void TestBaccaratRules::tableOne_data() {
    QTest::addColumn<int>("bankerPoint");
    QTest::addColumn<int>("thirdCard");
    QTest::addColumn<bool>("draws");
    // Table 1 of §11(c)(2), typed from the text: for each Banker's total the
    // values of the Player's third card on which the Banker's Hand draws.
    //   0,1,2  always draws;  3  unless the third card is 8;  4  2-7;
    //   5  4-7;  6  6-7;  7  stands.
    const bool table[8][10] = {
        //         0      1      2      3      4      5      6      7      8      9
        /* 0 */ {true, true, true, true, true, true, true, true, true, true},
        /* 1 */ {true, true, true, true, true, true, true, true, true, true},
        /* 2 */ {true, true, true, true, true, true, true, true, true, true},
        /* 3 */ {true, true, true, true, true, true, true, true, false, true},
        /* 4 */ {false, false, true, true, true, true, true, true, false, false},
        /* 5 */ {false, false, false, false, true, true, true, true, false, false},
        /* 6 */ {false, false, false, false, false, false, true, true, false, false},
        /* 7 */ {false, false, false, false, false, false, false, false, false, false},
    };
    for (int banker = 0; banker <= 7; ++banker) {
        const char *id = banker <= 2   ? "BA-DRAW-04 §11(c)(2)(i)"
                         : banker == 7 ? "BA-DRAW-04 §11(c)(2)(ii)"
                                       : "BA-DRAW-04 Table 1";
        for (int third = 0; third <= 9; ++third) {
            QTest::addRow("%s banker %d, player's third card %d", id, banker, third)
                << banker << third << table[banker][third];
        }
    }
}

void TestBaccaratRules::tableOne() {
    QFETCH(int, bankerPoint);
    QFETCH(int, thirdCard);
    QFETCH(bool, draws);
    // The Player's Hand drew, so its first two cards were 0 to 5 (§11(b)(1)):
    // every such count gives the same answer.
    for (int player = 0; player <= 5; ++player) {
        const DrawDecision decision = bankerDraws(Game::Baccarat, player, bankerPoint, thirdCard);
        QCOMPARE(decision.draws, draws);
        const QString citation = qs(decision.citation.text());
        QVERIFY2(citation.startsWith(QStringLiteral("Baccarat §11(c)(2)")), qPrintable(citation));
        // The same cell in Midi Baccarat (MB-DRAW-04).
        QCOMPARE(bankerDraws(Game::MidiBaccarat, player, bankerPoint, thirdCard).draws, draws);
    }
}

void TestBaccaratRules::playerDraw_data() {
    QTest::addColumn<int>("playerPoint");
    QTest::addColumn<bool>("draws");
    // BA-DRAW-02 §11(b): draws on less than 6, stays on 6 or more.
    for (int point = 0; point <= 7; ++point) {
        QTest::addRow("BA-DRAW-02 player %d", point) << point << (point < 6);
    }
}

void TestBaccaratRules::playerDraw() {
    QFETCH(int, playerPoint);
    QFETCH(bool, draws);
    for (int banker = 0; banker <= 7; ++banker) {
        const DrawDecision decision = playerDraws(Game::Baccarat, playerPoint, banker);
        QCOMPARE(decision.draws, draws);
        QCOMPARE(qs(decision.citation.text()), draws ? QStringLiteral("Baccarat §11(b)(1)")
                                                     : QStringLiteral("Baccarat §11(b)(2)"));
    }
}

void TestBaccaratRules::bankerAfterPlayerStands_data() {
    QTest::addColumn<int>("bankerPoint");
    QTest::addColumn<bool>("draws");
    // BA-DRAW-03 §11(c)(1): the Player's Hand stood; the Banker draws on 5 or less.
    for (int point = 0; point <= 7; ++point) {
        QTest::addRow("BA-DRAW-03 banker %d", point) << point << (point <= 5);
    }
}

void TestBaccaratRules::bankerAfterPlayerStands() {
    QFETCH(int, bankerPoint);
    QFETCH(bool, draws);
    for (int player : {6, 7}) {
        const DrawDecision decision =
            bankerDraws(Game::Baccarat, player, bankerPoint, std::nullopt);
        QCOMPARE(decision.draws, draws);
        QCOMPARE(qs(decision.citation.text()), QStringLiteral("Baccarat §11(c)(1)"));
    }
}

void TestBaccaratRules::naturalStopsBothHands_data() {
    QTest::addColumn<int>("playerPoint");
    QTest::addColumn<int>("bankerPoint");
    QTest::newRow("BA-DRAW-01 player 8, banker 2") << 8 << 2;
    QTest::newRow("BA-DRAW-01 player 9, banker 0") << 9 << 0;
    QTest::newRow("BA-DRAW-01 player 0, banker 8") << 0 << 8;
    QTest::newRow("BA-DRAW-01 player 5, banker 9") << 5 << 9;
    QTest::newRow("BA-DRAW-01 both 8") << 8 << 8;
}

void TestBaccaratRules::naturalStopsBothHands() {
    QFETCH(int, playerPoint);
    QFETCH(int, bankerPoint);
    const DrawDecision player = playerDraws(Game::Baccarat, playerPoint, bankerPoint);
    const DrawDecision banker = bankerDraws(Game::Baccarat, playerPoint, bankerPoint, std::nullopt);
    QVERIFY(!player.draws);
    QVERIFY(!banker.draws);
    QCOMPARE(qs(player.citation.text()), QStringLiteral("Baccarat §11(a)"));
    QCOMPARE(qs(banker.citation.text()), QStringLiteral("Baccarat §11(a)"));
}

void TestBaccaratRules::midiCitesItsOwnSections() {
    // MB-DRAW-01..04: Midi's rules are its §10.
    QCOMPARE(qs(playerDraws(Game::MidiBaccarat, 8, 2).citation.text()),
             QStringLiteral("Midi Baccarat §10(a)"));
    QCOMPARE(qs(playerDraws(Game::MidiBaccarat, 5, 6).citation.text()),
             QStringLiteral("Midi Baccarat §10(b)(1)"));
    QCOMPARE(qs(bankerDraws(Game::MidiBaccarat, 6, 5, std::nullopt).citation.text()),
             QStringLiteral("Midi Baccarat §10(c)(1)"));
    QCOMPARE(qs(bankerDraws(Game::MidiBaccarat, 2, 4, 1).citation.text()),
             QStringLiteral("Midi Baccarat §10(c)(2)(iii) Table 1"));
    QVERIFY(!bankerDraws(Game::MidiBaccarat, 2, 4, 1).draws); // MB-DRAW-04: 4 draws on 2-7
}

void TestBaccaratRules::dealsInOrder_data() {
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("banker");
    QTest::addColumn<int>("used");
    // BA-DEAL-03 §9(c): cards 1 and 3 to the Player, 2 and 4 to the Banker;
    // third cards Player first.
    QTest::newRow("BA-DEAL-03 naturals: four cards") << "8S 2H KD 3C 9H 9D"
                                                     << "8S KD"
                                                     << "2H 3C" << 4;
    QTest::newRow("BA-DRAW-02 player 5 draws, banker 6 draws on a 6") << "2S 3H 3D 3C 6H 9D"
                                                                      << "2S 3D 6H"
                                                                      << "3H 3C 9D" << 6;
    QTest::newRow("BA-DRAW-04 banker 4 stands on the player's ace") << "2S 4H 3D KC AH 9D"
                                                                    << "2S 3D AH"
                                                                    << "4H KC" << 5;
    QTest::newRow("BA-DRAW-03 player 6 stands, banker 5 draws") << "3S 2H 3D 3C 9H 9D"
                                                                << "3S 3D"
                                                                << "2H 3C 9H" << 5;
    QTest::newRow("BA-DRAW-03 player 7 stands, banker 6 stands") << "3S 2H 4D 4C 9H 9D"
                                                                 << "3S 4D"
                                                                 << "2H 4C" << 4;
}

void TestBaccaratRules::dealsInOrder() {
    QFETCH(QString, shoe);
    QFETCH(QString, player);
    QFETCH(QString, banker);
    QFETCH(int, used);
    const std::vector<Card> cards = cardsOf(shoe);
    const auto dealt = dealCoup(Game::Baccarat, cards);
    QVERIFY(dealt.has_value());
    QVERIFY(dealt->coup.player == cardsOf(player));
    QVERIFY(dealt->coup.banker == cardsOf(banker));
    QCOMPARE(static_cast<int>(dealt->cardsUsed), used);
}

void TestBaccaratRules::shortShoeVoidsTheRound() {
    // §15(e): too few cards to complete the round: void.
    QVERIFY(!dealCoup(Game::Baccarat, cardsOf(QStringLiteral("2S 3H 3D"))).has_value());
    // Player 5 draws, and there is no fifth card.
    QVERIFY(!dealCoup(Game::Baccarat, cardsOf(QStringLiteral("2S 3H 3D 3C"))).has_value());
    // Player 5 draws a 6, banker 6 must draw, and there is no sixth card.
    QVERIFY(!dealCoup(Game::Baccarat, cardsOf(QStringLiteral("2S 3H 3D 3C 6H"))).has_value());
    QVERIFY(dealCoup(Game::Baccarat, cardsOf(QStringLiteral("2S 3H 3D 3C 6H 9D"))).has_value());
}

void TestBaccaratRules::summaryPairsByRank() {
    // BA-SETTLE-06 §8(a)(7)(i): a pair is two of the same rank, whatever the suits;
    // a ten and a king both count zero but are not a pair.
    Coup coup;
    coup.player = cardsOf(QStringLiteral("QS QD"));
    coup.banker = cardsOf(QStringLiteral("10H KH"));
    const CoupSummary summary = summarize(coup);
    QVERIFY(summary.playerPair);
    QVERIFY(!summary.bankerPair);
    QCOMPARE(summary.playerPoint, 0);
    QCOMPARE(summary.bankerPoint, 0);
}

void TestBaccaratRules::validConfigurations_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("seats");
    QTest::addColumn<bool>("ez");
    QTest::newRow("BA-CONF-04 §3(a) six decks") << "baccarat" << 6 << 14 << false;
    QTest::newRow("BA-CONF-04 §3(a) seven decks (six to eight)") << "baccarat" << 7 << 12 << false;
    QTest::newRow("BA-CONF-04 §3(a) eight decks, EZ") << "baccarat" << 8 << 10 << true;
    QTest::newRow("MB-CONF-04 §3(a) six decks") << "midi" << 6 << 9 << false;
    QTest::newRow("MB-CONF-04 §3(a) at least six: ten decks") << "midi" << 10 << 7 << true;
}

void TestBaccaratRules::validConfigurations() {
    QFETCH(QString, game);
    QFETCH(int, decks);
    QFETCH(int, seats);
    QFETCH(bool, ez);
    TableRules rules = gameOf(game) == Game::MidiBaccarat ? midiBaccaratRules() : TableRules{};
    rules.decks = decks;
    rules.seats = seats;
    rules.dragonBonus = DragonBonusTable::C;
    rules.houseMoney = true;
    rules.houseMoneyRidePercent = 50;
    if (ez) {
        rules = withEzBaccarat(rules);
    }
    const auto problems = validate(rules);
    for (const RulesProblem &problem : problems) {
        qWarning("%s: %s", problem.citation.text().c_str(), problem.message.c_str());
    }
    QVERIFY(problems.empty());
}

void TestBaccaratRules::refusedConfigurations_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("citation");
    QTest::newRow("BA-CONF-04 five decks") << "baccarat"
                                           << "decks=5"
                                           << "decks"
                                           << "Baccarat §3(a)";
    QTest::newRow("BA-CONF-04 nine decks") << "baccarat"
                                           << "decks=9"
                                           << "decks"
                                           << "Baccarat §3(a)";
    QTest::newRow("MB-CONF-04 five decks") << "midi"
                                           << "decks=5"
                                           << "decks"
                                           << "Midi Baccarat §3(a)";
    QTest::newRow("BA-CONF-02 nine seats") << "baccarat"
                                           << "seats=9"
                                           << "seats"
                                           << "Baccarat §2(a)";
    QTest::newRow("BA-CONF-02 fifteen seats") << "baccarat"
                                              << "seats=15"
                                              << "seats"
                                              << "Baccarat §2(a)";
    QTest::newRow("MB-CONF-02 twelve seats") << "midi"
                                             << "seats=12"
                                             << "seats"
                                             << "Midi Baccarat §2(a)";
    QTest::newRow("BA-WAGER-03 Panda 8 without EZ") << "baccarat"
                                                    << "panda8"
                                                    << "panda8"
                                                    << "Baccarat §8(a)(6)";
    QTest::newRow("BA-WAGER-03 Dragon 7 without EZ") << "baccarat"
                                                     << "dragon7"
                                                     << "dragon7"
                                                     << "Baccarat §8(a)(5)";
    QTest::newRow("MB-WAGER-03 Dragon 7 without EZ") << "midi"
                                                     << "dragon7"
                                                     << "dragon7"
                                                     << "Midi Baccarat §7(a)(5)";
    QTest::newRow("BA-CONF-03 EZ without the Dragon 7 area") << "baccarat"
                                                             << "ez-no-dragon7"
                                                             << "dragon7"
                                                             << "Baccarat §2(b)(2)(i)";
    QTest::newRow("BA-CONF-03 EZ without the Panda 8 area") << "baccarat"
                                                            << "ez-no-panda8"
                                                            << "panda8"
                                                            << "Baccarat §2(b)(2)(iii)";
    QTest::newRow("BA-SETTLE-09 tie at 7 to 1") << "baccarat"
                                                << "tie=7:1"
                                                << "tieOdds"
                                                << "Baccarat §13(b)";
    QTest::newRow("MB-SETTLE-09 tie at 15 to 2") << "midi"
                                                 << "tie=15:2"
                                                 << "tieOdds"
                                                 << "Midi Baccarat §12(b)";
    QTest::newRow("BA-CONF-11 ride 0%") << "baccarat"
                                        << "ride=0"
                                        << "houseMoneyRidePercent"
                                        << "Baccarat §9(e)(1)(i)";
    QTest::newRow("MB-CONF-11 ride 101%") << "midi"
                                          << "ride=101"
                                          << "houseMoneyRidePercent"
                                          << "Midi Baccarat §8(c)(3)(i)(A)";
    QTest::newRow("MB-CONF-12 midi turned by the dealer") << "midi"
                                                          << "dealer-turns"
                                                          << "cardTurning"
                                                          << "Midi Baccarat §8(c)";
    QTest::newRow("MB-DEAL-01 midi with a curator") << "midi"
                                                    << "curator"
                                                    << "shoeDealer"
                                                    << "Midi Baccarat §8(c)";
    QTest::newRow("MB-CONF-06 midi three-dealer shuffle") << "midi"
                                                          << "three-dealers"
                                                          << "shuffle"
                                                          << "Midi Baccarat §5(a)";
}

void TestBaccaratRules::refusedConfigurations() {
    QFETCH(QString, game);
    QFETCH(QString, change);
    QFETCH(QString, field);
    QFETCH(QString, citation);
    TableRules rules = gameOf(game) == Game::MidiBaccarat ? midiBaccaratRules() : TableRules{};
    const QString value = change.section(QLatin1Char('='), 1);
    if (change.startsWith(QStringLiteral("decks="))) {
        rules.decks = value.toInt();
    } else if (change.startsWith(QStringLiteral("seats="))) {
        rules.seats = value.toInt();
    } else if (change == QStringLiteral("panda8")) {
        rules.panda8 = true;
    } else if (change == QStringLiteral("dragon7")) {
        rules.dragon7 = true;
    } else if (change == QStringLiteral("ez-no-dragon7")) {
        rules = withEzBaccarat(rules);
        rules.dragon7 = false;
    } else if (change == QStringLiteral("ez-no-panda8")) {
        rules = withEzBaccarat(rules);
        rules.panda8 = false;
    } else if (change.startsWith(QStringLiteral("tie="))) {
        rules.tieOdds = Odds{value.section(QLatin1Char(':'), 0, 0).toLongLong(),
                             value.section(QLatin1Char(':'), 1, 1).toLongLong()};
    } else if (change.startsWith(QStringLiteral("ride="))) {
        rules.houseMoney = true;
        rules.houseMoneyRidePercent = value.toInt();
    } else if (change == QStringLiteral("dealer-turns")) {
        rules.cardTurning = CardTurning::DealerCallingGame;
    } else if (change == QStringLiteral("curator")) {
        rules.shoeDealer = ShoeDealer::Curator;
    } else if (change == QStringLiteral("three-dealers")) {
        rules.shuffle = ShuffleOption::WashAndThreeDealers;
    } else {
        QFAIL(qPrintable(QStringLiteral("bad change ") + change));
    }
    const auto problems = validate(rules);
    QCOMPARE(problems.size(), std::size_t{1});
    QVERIFY2(hasProblemAt(problems, field, citation), problems.front().citation.text().c_str());
}

void TestBaccaratRules::citationsNameThePart() {
    // Sections restart in each part of 004: the part is in the citation and
    // the citation reads back.
    const Citation citation = baccaratSection("13(c)");
    QCOMPARE(qs(citation.text()), QStringLiteral("Baccarat §13(c)"));
    QVERIFY(parseCitation(citation.text()) == citation);
    QCOMPARE(qs(sectionFor(Game::MidiBaccarat, "13(c)", "12(c)").text()),
             QStringLiteral("Midi Baccarat §12(c)"));
    // The order at each winner (checklist "Source typos": per game).
    QVERIFY(!vigorishBeforePayment(Game::Baccarat));    // §12(b): pay, then the vigorish
    QVERIFY(vigorishBeforePayment(Game::MidiBaccarat)); // Midi §11(b): the vigorish, then pay
}

QTEST_APPLESS_MAIN(TestBaccaratRules)
#include "tst_baccarat_rules.moc"

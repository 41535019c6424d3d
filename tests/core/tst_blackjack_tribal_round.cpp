// A round of blackjack at a table of the second jurisdiction (002, Section
// 3): the hole card dealt face down with the players' cards ((f)(5)), every
// blackjack held until the dealer's second card is known ((g)(1)), the
// consolidated net payout ((g)(2)), late surrender ((h), checklist default),
// insurance ((i)), doubling ((j)), splitting ((k)), the dealer standing on
// every 17 ((l)(2)) and the pick-up ((f)(9)). The reference performances
// (autoplay) are compared with transcripts written by hand from 002's text;
// every verdict cites 002, never 000.

#include "round_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/round_referee.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using dttest::cardsOf;
using dttest::qs;
using namespace roundtest;

namespace {

// A 002 table as it opens by default: the hole card face down (f)(5)(iv).
blackjack::TableRules tribalRules(void (*change)(blackjack::TableOffer &) = nullptr) {
    return withOffer(change, Regulation::BlackjackTribal);
}

// A six-deck 002 table ready to deal, the shoe starting with `cards`.
Scenario tribalScenario(const QString &cards, const std::vector<Player> &players,
                        blackjack::TableRules rules) {
    return roundScenario(cards, players, std::move(rules), Regulation::BlackjackTribal);
}

// The cases: a shoe (front first: box by box from the dealer's left, the
// dealer's up card, the second round, the hole card, then the draws), the
// players, the table.
struct Case {
    QString cards;
    std::vector<Player> players;
    blackjack::TableRules rules = tribalRules();
};

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: a plain round. Seat 1 10-9 stands; seat 3 10-6 hits a 5; dealer 7, hole 10.
    all.push_back({"10H 10S 7D 9C 6D 10C 5H", {{1, 10, {stand()}}, {3, 10, {hit()}}}});
    // 1: a blackjack under a 6, held; seat 1 16 hits a 5; dealer 6-10 draws a 7.
    all.push_back({"10H AS 6D 6C KH 10D 5S 7C", {{1, 10, {hit()}}, {3, 20}}});
    // 2: insurance lost, a double, a blackjack under an ace; dealer A-7.
    all.push_back(
        {"9H AD AS 2C QH 7D 9C",
         {{.seat = 2, .decisions = {doubleDown()}, .insurance = Money::dollars(5)}, {5, 10}}});
    // 3: the consolidated net payout and insurance won against a dealer blackjack.
    all.push_back(
        {"AH 10C AS KD 6H KS",
         {{.seat = 1, .evenMoney = true},
          {.seat = 4, .dollars = 20, .decisions = {stand()}, .insurance = Money::dollars(10)}},
         tribalRules([](blackjack::TableOffer &o) { o.evenMoney = true; })});
    // 4: eights split, a double on the first hand; dealer 10-8.
    all.push_back(
        {"8H 10D 8S 8C 3C 10H 9S", {{1, 10, {split(), doubleDown(), stand()}}}, tribalRules()});
    // 5: the dealer's draw: 3-3 draws an ace, soft 17, and stands.
    all.push_back({"10S 3H 8D 3C AD", {{2, 10, {stand()}}}});
    // 6: surrender under a 9, settled when the hole card is turned up; a push.
    all.push_back({"10H 10D 9C 6S 8H 9S",
                   {{2, 20, {surrender()}}, {6, 10, {stand()}}},
                   tribalRules([](blackjack::TableOffer &o) { o.surrender = true; })});
    // 7: surrender under a king against the dealer's blackjack.
    all.push_back({"10H KD 6C AS",
                   {{3, 20, {surrender()}}},
                   tribalRules([](blackjack::TableOffer &o) { o.surrender = true; })});
    // 8: a split against a dealer blackjack found after the players.
    all.push_back({"8D KD 8S AH 9C 10S", {{3, 10, {split(), stand(), stand()}}}});
    // 9: card reader under an ace finds a blackjack: insurance won, a blackjack standoff.
    all.push_back({"10H AS AD 6S KC KH",
                   {{.seat = 1, .insurance = Money::dollars(5)}, {2, 10}},
                   tribalRules([](blackjack::TableOffer &o) {
                       o.holeCard = blackjack::HoleCard::FaceDownWithCardReader;
                   })});
    // 10: five cards totaling 21 (the (o) option) against a dealer 18.
    all.push_back({"2H 10D 3C 8S 4D 5C 7H",
                   {{1, 10, {hit(), hit(), hit()}}},
                   tribalRules([](blackjack::TableOffer &o) { o.fiveCard21Pays2to1 = true; })});
    // 11: the fixture lesson tests/cli/fixtures/rounds/tribal-round.json: a
    // late surrender, a blackjack under a 6 held, a double; the dealer busts.
    all.push_back({"10H AS 5D 6D 6C KH 6S 10D 9C 7C",
                   {{1, 10, {surrender()}}, {3, 20}, {5, 10, {doubleDown()}}},
                   tribalRules([](blackjack::TableOffer &o) { o.surrender = true; })});
    return all;
}

const QString kHoleCard = QStringLiteral("deal_card 0 1 down false");

} // namespace

class TestBlackjackTribalRound : public QObject {
    Q_OBJECT

private slots:
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void stepsCiteTheirSubsection_data();
    void stepsCiteTheirSubsection();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void settlementsAreCitedBy002_data();
    void settlementsAreCitedBy002();
    void everyRoundRuleCites002();
    void basicStrategyPlayersPlayTheRound_data();
    void basicStrategyPlayersPlayTheRound();
    void cutCardOutMidRoundLeadsToTheReshuffle();
    void scenarioValidation();
};

void TestBlackjackTribalRound::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");

    // Seat 1 $10 10-9 (19) stands; seat 3 $10 10-6 (16) hits a 5 (21); the
    // dealer 7 up, 10 down: 17, stands ((l)(2)). Both win 1 to 1 ((c)(5)),
    // settled and picked up from the dealer's right ((f)(9)).
    QTest::newRow("(f)(5)-(9) BJ2-DEAL-01 BJ2-ANN-01 BJ2-DEAL-02 BJ2-PICK-01 a plain round")
        << 0
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       kHoleCard,
                       "announce_total 1 1 19",
                       "> player_decides 1 1 stand",
                       "announce_total 3 1 16",
                       "> player_decides 3 1 hit",
                       deal(3),
                       "announce_total 3 1 21",
                       "reveal_hole_card",
                       "announce_total 0 1 17",
                       "pay 3 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    // (g)(1): seat 3's A-K under a 6 is announced, neither paid nor removed
    // until the dealer's second card is known; then 3 to 2 ($30 on $20). The
    // dealer 6-10 (16) draws a 7: 23. Seat 1's 21 wins $10.
    QTest::newRow("(g)(1) BJ2-SETTLE-01 a blackjack under a 6 held until the hole card")
        << 1
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       kHoleCard,
                       "announce_total 1 1 16",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 21",
                       "announce_total 3 1 blackjack",
                       "reveal_hole_card",
                       deal(0),
                       "announce_total 0 1 23",
                       "pay 3 1 main 30.00",
                       "pay 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    // (i)(1): insurance under the ace; seat 2 $10 9-2 insures $5 and doubles
    // $10, the one card face up and sideways ((j)(1)): 9, 20. Seat 5's A-Q is
    // held ((g)(1)). Hole card 7: no blackjack, the insurance collected at
    // once ((i)(4)); soft 18 stands; the blackjack paid $15, the double $20.
    QTest::newRow("(i)(1) (i)(4) (j)(1) BJ2-OPT-03 BJ2-DEAL-03 insurance lost, a double, a "
                  "blackjack under an ace")
        << 2
        << QStringList{deal(2),
                       deal(5),
                       deal(0),
                       deal(2),
                       deal(5),
                       kHoleCard,
                       "offer_insurance",
                       "> player_decides 2 1 insurance 5.00",
                       "> player_decides 5 1 no_insurance",
                       "announce_total 2 1 11",
                       "> player_decides 2 1 double 10.00",
                       "deal_card 2 1 up true",
                       "announce_total 2 1 20",
                       "announce_total 5 1 blackjack",
                       "reveal_hole_card",
                       "collect 2 1 insurance 5.00",
                       "announce_total 0 1 18",
                       "pay 5 1 main 15.00",
                       "pay 2 1 main 20.00",
                       "pick_up 5",
                       "pick_up 2",
                       "pick_up 0"};
    // (g)(2): seat 1's blackjack insured for half is paid 1 to 1 on its $10,
    // whatever the hole card. Seat 4 $20 insures $10; the hole card K: the
    // insurance wins 2 to 1 ($20, (i)(3)), the 16 loses to the blackjack.
    QTest::newRow("(g)(2) (i)(3) BJ2-OPT-01 consolidated net payout, insurance won")
        << 3
        << QStringList{deal(1),
                       deal(4),
                       deal(0),
                       deal(1),
                       deal(4),
                       kHoleCard,
                       "offer_insurance",
                       "> player_decides 1 1 even_money",
                       "> player_decides 4 1 insurance 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "announce_total 4 1 16",
                       "> player_decides 4 1 stand",
                       "reveal_hole_card",
                       "pay 4 1 insurance 20.00",
                       "announce_total 0 1 blackjack",
                       "collect 4 1 main 20.00",
                       "pick_up 4",
                       "pick_up 0"};
    // (k)(1)-(3): 8-8 split; the hand on the dealer's left completed first:
    // 8-3 doubles ((j)(1): on a split pair too), a 10: 21. Then 8-9 (17)
    // stands. Dealer 10-8 (18): the 17 loses $10, the double wins $20.
    QTest::newRow("(k)(2)-(3) (j)(1) BJ-DEAL-12 BJ2-ANN-01 a split, a double after it")
        << 4
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       kHoleCard,
                       "announce_total 1 1 16",
                       "> player_decides 1 1 split 10.00",
                       deal(1),
                       "announce_total 1 1 11",
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 up true",
                       "announce_total 1 1 21",
                       "deal_card 1 2 up false",
                       "announce_total 1 2 17",
                       "> player_decides 1 2 stand",
                       "reveal_hole_card",
                       "announce_total 0 1 18",
                       "collect 1 2 main 10.00",
                       "pay 1 1 main 20.00",
                       "pick_up 1",
                       "pick_up 0"};
    // (l)(2): 3-3 (6) draws an ace: soft 17, "a hard or soft total of 17":
    // the dealer stands (no soft 17 hit in 002). 18 beats 17.
    QTest::newRow("(l)(2) BJ2-DRAW-01 the dealer draws to a soft 17 and stands")
        << 5
        << QStringList{deal(2),
                       deal(0),
                       deal(2),
                       kHoleCard,
                       "announce_total 2 1 18",
                       "> player_decides 2 1 stand",
                       "reveal_hole_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 2 1 main 10.00",
                       "pick_up 2",
                       "pick_up 0"};
    // (h)(1): seat 2 $20 surrenders 16 under a 9; 002 sets no time, the
    // checklist's default is late: half returned once the hole card is up and
    // gives no blackjack. Seat 6's 18 ties the dealer's 18: void ((c)(2)).
    QTest::newRow("(h)(1) (c)(2) BJ2-OPT-02 late surrender under a 9, a push")
        << 6
        << QStringList{deal(2),
                       deal(6),
                       deal(0),
                       deal(2),
                       deal(6),
                       kHoleCard,
                       "announce_total 2 1 16",
                       "> player_decides 2 1 surrender",
                       "announce_total 6 1 18",
                       "> player_decides 6 1 stand",
                       "reveal_hole_card",
                       "settle_surrender 2 1 10.00",
                       "announce_total 0 1 18",
                       "return_wager 6 1 main",
                       "pick_up 6",
                       "pick_up 2",
                       "pick_up 0"};
    // Late surrender (checklist default) against the dealer's K-A: the whole
    // $20 is collected.
    QTest::newRow("(h)(1) BJ2-OPT-02 late surrender against the dealer's blackjack")
        << 7
        << QStringList{deal(3),
                       deal(0),
                       deal(3),
                       kHoleCard,
                       "announce_total 3 1 16",
                       "> player_decides 3 1 surrender",
                       "reveal_hole_card",
                       "collect 3 1 main 20.00",
                       "announce_total 0 1 blackjack",
                       "pick_up 3",
                       "pick_up 0"};
    // (k)(4): 8-8 split, 17 and 18 stand; the hole card gives the dealer K-A:
    // only the original $10 is collected, the split wager returned.
    QTest::newRow("(k)(4) BJ-SETTLE-07 a split against the dealer's blackjack: the original "
                  "wager only")
        << 8
        << QStringList{deal(3),
                       deal(0),
                       deal(3),
                       kHoleCard,
                       "announce_total 3 1 16",
                       "> player_decides 3 1 split 10.00",
                       deal(3),
                       "announce_total 3 1 17",
                       "> player_decides 3 1 stand",
                       "deal_card 3 2 up false",
                       "announce_total 3 2 18",
                       "> player_decides 3 2 stand",
                       "reveal_hole_card",
                       "announce_total 0 1 blackjack",
                       "return_wager 3 2 main",
                       "collect 3 1 main 10.00",
                       "pick_up 3",
                       "pick_up 0"};
    // (i)(2): every insurance wager before the reader determines the
    // blackjack; (n)(8): the reader under an ace. Seat 1's $5 insurance pays
    // $10; seat 2's blackjack against the dealer's: a standoff ((g)(1)).
    QTest::newRow("(i)(2) (n)(8) (g)(1) BJ2-OPT-03 BJ2-CONF-03 card reader finds a blackjack")
        << 9
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       kHoleCard,
                       "offer_insurance",
                       "> player_decides 1 1 insurance 5.00",
                       "> player_decides 2 1 no_insurance",
                       "check_hole_card",
                       "announce_total 2 1 blackjack",
                       "reveal_hole_card",
                       "pay 1 1 insurance 10.00",
                       "announce_total 0 1 blackjack",
                       "return_wager 2 1 main",
                       "collect 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    // (o)(1): 2-3-4-5-7, 21 in five cards, against the dealer's 18: 2 to 1.
    QTest::newRow("(o)(1) BJ2-SETTLE-02 five cards totaling 21 paid 2 to 1")
        << 10
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       kHoleCard,
                       "announce_total 1 1 5",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 9",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 14",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 21",
                       "reveal_hole_card",
                       "announce_total 0 1 18",
                       "pay 1 1 main 20.00",
                       "pick_up 1",
                       "pick_up 0"};
    // The fixture lesson: seat 1 $10 10-6 surrenders (late: $5 returned once
    // the hole card is up); seat 3 $20 A-K under a 6 held ((g)(1)), paid $30;
    // seat 5 $10 5-6 doubles, a 9: 20, paid $20. The dealer 6-10 draws a 7: 23.
    QTest::newRow("(g)(1) (h)(1) (j)(1) (l)(2) BJ2-SETTLE-01 BJ2-OPT-02 BJ2-DEAL-03 the fixture "
                  "lesson's round")
        << 11
        << QStringList{deal(1),
                       deal(3),
                       deal(5),
                       deal(0),
                       deal(1),
                       deal(3),
                       deal(5),
                       kHoleCard,
                       "announce_total 1 1 16",
                       "> player_decides 1 1 surrender",
                       "announce_total 3 1 blackjack",
                       "announce_total 5 1 11",
                       "> player_decides 5 1 double 10.00",
                       "deal_card 5 1 up true",
                       "announce_total 5 1 20",
                       "reveal_hole_card",
                       "settle_surrender 1 1 5.00",
                       deal(0),
                       "announce_total 0 1 23",
                       "pay 5 1 main 20.00",
                       "pay 3 1 main 30.00",
                       "pick_up 5",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackTribalRound::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    const Case c = cases()[static_cast<std::size_t>(which)];
    std::unique_ptr<Session> session;
    checkAutoplay(tribalScenario(c.cards, c.players, c.rules), transcript, &session);
    if (QTest::currentTestFailed()) {
        return;
    }
    QVERIFY(session->summary(PassCriteria{}).passed);
    // Every verdict cites 002, never 000.
    for (const auto &entry : session->timeline()) {
        if (entry.verdict) {
            QVERIFY2(entry.verdict->rule.citation.regulation == Regulation::BlackjackTribal,
                     entry.verdict->rule.citation.text().c_str());
            QVERIFY(!entry.verdict->rule.requirement.empty());
        }
    }
}

void TestBlackjackTribalRound::stepsCiteTheirSubsection_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("step");  // the first line of the transcript that is this step
    QTest::addColumn<QString>("after"); // ... after this line (empty: from the start)
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    // Every step cites a subsection of 002.
    const auto row = [](const char *name, int which, const QString &step, const char *subsection,
                        const char *requirement, const QString &after = QString()) {
        QTest::newRow(name) << which << step << after
                            << QStringLiteral("Blackjack (tribal) ") + QString::fromUtf8(subsection)
                            << QString::fromUtf8(requirement);
    };
    row("(f)(5) BJ2-DEAL-01 the first card of the deal", 0, deal(1), "(f)(5)", "BJ2-DEAL-01");
    row("(f)(5)(iv) BJ2-DEAL-01 the hole card face down", 0, kHoleCard, "(f)(5)(iv)",
        "BJ2-DEAL-01");
    row("(f)(6) BJ2-ANN-01 each box's total", 0, "announce_total 1 1 19", "(f)(6)", "BJ2-ANN-01");
    row("(f)(7) BJ2-ANN-01 the new total after a card", 0, "announce_total 3 1 21", "(f)(7)",
        "BJ2-ANN-01");
    row("(f)(8) BJ2-DEAL-02 the hole card turned up after the players", 0, "reveal_hole_card",
        "(f)(8)", "BJ2-DEAL-02");
    row("(f)(8) BJ2-DEAL-02 the dealer's total", 0, "announce_total 0 1 17", "(f)(8)",
        "BJ2-DEAL-02");
    row("(c)(5) BJ-SETTLE-03 a winner paid 1 to 1", 0, "pay 3 1 main 10.00", "(c)(5)",
        "BJ-SETTLE-03");
    row("(f)(9) BJ2-PICK-01 the pick-up", 0, "pick_up 3", "(f)(9)", "BJ2-PICK-01");
    row("(g)(1) BJ2-SETTLE-01 a blackjack announced and held", 1, "announce_total 3 1 blackjack",
        "(g)(1)", "BJ2-SETTLE-01");
    row("(c)(5) BJ-SETTLE-03 a blackjack paid 3 to 2", 1, "pay 3 1 main 30.00", "(c)(5)",
        "BJ-SETTLE-03");
    row("(l)(2) BJ2-DRAW-01 the dealer draws to 16", 1, deal(0), "(l)(2)", "BJ2-DRAW-01",
        "reveal_hole_card");
    row("(i)(1) BJ2-OPT-03 insurance offered under an ace", 2, "offer_insurance", "(i)(1)",
        "BJ2-OPT-03");
    row("(j)(1) BJ2-DEAL-03 the double card face up, sideways", 2, "deal_card 2 1 up true",
        "(j)(1)", "BJ2-DEAL-03");
    row("(i)(4) BJ2-OPT-03 losing insurance collected before the dealer draws", 2,
        "collect 2 1 insurance 5.00", "(i)(4)", "BJ2-OPT-03");
    row("(g)(2) BJ2-OPT-01 the consolidated net payout", 3, "pay 1 1 main 10.00", "(g)(2)",
        "BJ2-OPT-01");
    row("(i)(3) BJ-SETTLE-06 winning insurance paid 2 to 1", 3, "pay 4 1 insurance 20.00", "(i)(3)",
        "BJ-SETTLE-06");
    row("(c)(1) BJ-SETTLE-01 a loser collected", 3, "collect 4 1 main 20.00", "(c)(1)",
        "BJ-SETTLE-01");
    row("(k)(2) BJ-DEAL-12 the split hand on the dealer's left first", 4, deal(1), "(k)(2)",
        "BJ-DEAL-12", "> player_decides 1 1 split 10.00");
    row("(k)(3) BJ2-ANN-01 a split hand's total", 4, "announce_total 1 1 11", "(k)(3)",
        "BJ2-ANN-01");
    row("(h)(1) BJ2-OPT-02 the late surrender settled", 6, "settle_surrender 2 1 10.00", "(h)(1)",
        "BJ2-OPT-02");
    row("(c)(2) BJ-SETTLE-02 equal scores: void", 6, "return_wager 6 1 main", "(c)(2)",
        "BJ-SETTLE-02");
    row("(h)(1) BJ2-OPT-02 late surrender against a blackjack: the whole wager", 7,
        "collect 3 1 main 20.00", "(h)(1)", "BJ2-OPT-02");
    row("(k)(4) BJ-SETTLE-07 only the original wager against a blackjack", 8,
        "collect 3 1 main 10.00", "(k)(4)", "BJ-SETTLE-07");
    row("(k)(4) BJ-SETTLE-07 the split wager returned", 8, "return_wager 3 2 main", "(k)(4)",
        "BJ-SETTLE-07");
    row("(n)(8) BJ2-CONF-03 the card reader under an ace (no 002 reader procedure)", 9,
        "check_hole_card", "(n)(8)", "BJ2-CONF-03");
    row("(o)(1) BJ2-SETTLE-02 five cards totaling 21 paid 2 to 1", 10, "pay 1 1 main 20.00",
        "(o)(1)", "BJ2-SETTLE-02");
}

void TestBlackjackTribalRound::stepsCiteTheirSubsection() {
    QFETCH(int, which);
    QFETCH(QString, step);
    QFETCH(QString, after);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    const Case c = cases()[static_cast<std::size_t>(which)];
    const auto session = autoplay(tribalScenario(c.cards, c.players, c.rules));
    QVERIFY(session);
    bool passed = after.isEmpty();
    for (const auto &entry : session->timeline()) {
        const QString text = line(entry);
        if (!passed) {
            passed = text == after;
            continue;
        }
        if (text == step) {
            QVERIFY(entry.verdict);
            QVERIFY2(entry.verdict->correct, entry.verdict->message.c_str());
            QCOMPARE(qs(entry.verdict->rule.citation.text()), citation);
            QCOMPARE(qs(entry.verdict->rule.requirement), requirement);
            return;
        }
    }
    QFAIL(qPrintable("no step " + step));
}

void TestBlackjackTribalRound::mistakesAreGraded_data() {
    addMistakeColumns();
    // Every mistake is graded under a subsection of 002.
    const auto row = [](const char *name, int which, int after, const char *json,
                        const char *subsection, const char *requirement, const char *severity,
                        bool applied) {
        const std::string citation = std::string("Blackjack (tribal) ") + subsection;
        mistakeRow(name, which, after, json, citation.c_str(), requirement, severity, applied);
    };
    row("(f)(5)(iv) BJ2-DEAL-01 no hole card: a total announced after the players' cards", 0, 5,
        R"({"action": "announce_total", "seat": 1, "hand": 1, "total": "19"})", "(f)(5)(iv)",
        "BJ2-DEAL-01", "major", false);
    row("(f)(5)(iv) BJ2-DEAL-01 the hole card dealt face up", 0, 5,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "(f)(5)(iv)", "BJ2-DEAL-01", "integrity", true);
    row("(f)(5)(iv) BJ2-DEAL-01 the hole card turned up before the players act", 0, 6,
        R"({"action": "reveal_hole_card"})", "(f)(5)(iv)", "BJ2-DEAL-01", "integrity", true);
    row("(g)(1) BJ2-SETTLE-01 a blackjack under a 6 paid before the hole card", 1, 10,
        R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "30.00"})", "(g)(1)",
        "BJ2-SETTLE-01", "major", false);
    row("(l)(2) BJ2-DRAW-01 the dealer stands on 16", 1, 11,
        R"({"action": "announce_total", "seat": 0, "hand": 1, "total": "16"})", "(l)(2)",
        "BJ2-DRAW-01", "major", false);
    row("(l)(2) BJ2-DRAW-01 the dealer hits a soft 17", 5, 7,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "(l)(2)", "BJ2-DRAW-01", "major", true);
    row("(i)(4) BJ2-OPT-03 the dealer draws before collecting insurance", 2, 12,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "(i)(4)", "BJ2-OPT-03", "major", true);
    row("(j)(1) BJ2-DEAL-03 the double card face down", 2, 8,
        R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "down", "sideways": true})",
        "(j)(1)", "BJ2-DEAL-03", "minor", true);
    row("(h)(1) BJ2-OPT-02 a surrender under a 9 settled before the hole card", 6, 7,
        R"({"action": "settle_surrender", "seat": 2, "hand": 1, "amount": "10.00"})", "(h)(1)",
        "BJ2-OPT-02", "major", false);
    row("(k)(4) BJ-SETTLE-07 the split wager collected against a dealer blackjack", 8, 11,
        R"({"action": "collect", "seat": 3, "hand": 2, "wager": "main", "amount": "20.00"})",
        "(k)(4)", "BJ-SETTLE-07", "payout", false);
    row("(c)(5) BJ-SETTLE-03 a winner paid the wrong amount", 0, 12,
        R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "15.00"})", "(c)(5)",
        "BJ-SETTLE-03", "payout", false);
    row("(c)(5) BJ-SETTLE-08 settled from the dealer's left", 0, 12,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "main", "amount": "10.00"})", "(c)(5)",
        "BJ-SETTLE-08", "minor", true);
    row("(f)(9) BJ2-PICK-01 the dealer's cards picked up first", 0, 14,
        R"({"action": "pick_up", "seat": 0})", "(f)(9)", "BJ2-PICK-01", "major", true);
    row("(i)(2) BJ2-OPT-03 the hole card read before insurance is offered", 9, 6,
        R"({"action": "check_hole_card"})", "(i)(2)", "BJ2-OPT-03", "major", false);
    row("(f)(5)(iv) BJ2-DEAL-01 the hole card looked at without a card reader", 0, 6,
        R"({"action": "check_hole_card"})", "(f)(5)(iv)", "BJ2-DEAL-01", "major", false);
}

void TestBlackjackTribalRound::mistakesAreGraded() {
    QFETCH(int, which);
    const Case c = cases()[static_cast<std::size_t>(which)];
    Verdict verdict;
    checkMistake(tribalScenario(c.cards, c.players, c.rules), &verdict);
    if (QTest::currentTestFailed()) {
        return;
    }
    // The message names no 000 section.
    QVERIFY2(verdict.message.find("§") == std::string::npos, verdict.message.c_str());
}

void TestBlackjackTribalRound::settlementsAreCitedBy002_data() {
    // settlement.h cites 000 for the rules 002 words alike; at a 002 table
    // each is cited by the 002 subsection that states it (read from 002).
    QTest::addColumn<QString>("blackjack"); // the 000 section settlement.h gives
    QTest::addColumn<QString>("tribal");
    QTest::addColumn<QString>("requirement");
    QTest::newRow("(c)(1) BJ-SETTLE-01 a wager wins or loses") << "3(a)"
                                                               << "(c)(1)"
                                                               << "BJ-SETTLE-01";
    QTest::newRow("(c)(2) BJ-SETTLE-02 void on equal scores") << "3(b)"
                                                              << "(c)(2)"
                                                              << "BJ-SETTLE-02";
    QTest::newRow("(c)(5) BJ-SETTLE-03 1 to 1, blackjack 3 to 2") << "3(e)"
                                                                  << "(c)(5)"
                                                                  << "BJ-SETTLE-03";
    QTest::newRow("(j)(2) BJ-SETTLE-07 a double against a blackjack") << "10(b)"
                                                                      << "(j)(2)"
                                                                      << "BJ-SETTLE-07";
    QTest::newRow("(k)(4) BJ-SETTLE-07 a split against a blackjack") << "11(d)"
                                                                     << "(k)(4)"
                                                                     << "BJ-SETTLE-07";
    QTest::newRow("(i)(2) BJ2-OPT-03 insurance up to half the wager") << "9(b)"
                                                                      << "(i)(2)"
                                                                      << "BJ2-OPT-03";
    QTest::newRow("(i)(3) BJ-SETTLE-06 insurance paid 2 to 1") << "9(c)"
                                                               << "(i)(3)"
                                                               << "BJ-SETTLE-06";
    QTest::newRow("(i)(4) BJ2-OPT-03 losing insurance collected") << "9(d)"
                                                                  << "(i)(4)"
                                                                  << "BJ2-OPT-03";
}

void TestBlackjackTribalRound::settlementsAreCitedBy002() {
    QFETCH(QString, blackjack);
    QFETCH(QString, tribal);
    QFETCH(QString, requirement);
    const auto reference = blackjack::settlementReference(blackjackSection(blackjack.toStdString()),
                                                          Regulation::BlackjackTribal);
    QCOMPARE(qs(reference.citation.text()), "Blackjack (tribal) " + tribal);
    QCOMPARE(qs(reference.requirement), requirement);
    // At a 000 table the citation is kept.
    const auto massachusetts = blackjack::settlementReference(
        blackjackSection(blackjack.toStdString()), Regulation::Blackjack);
    QCOMPARE(qs(massachusetts.citation.text()), "Blackjack §" + blackjack);
}

void TestBlackjackTribalRound::everyRoundRuleCites002() {
    // Every step of the round has a 002 citation and a checklist id.
    const auto rules = blackjack::tribalRoundRules();
    for (std::size_t i = 0; i < static_cast<std::size_t>(blackjack::RoundRule::Count); ++i) {
        const auto &reference = rules.references[i];
        QVERIFY(reference.citation.regulation == Regulation::BlackjackTribal);
        QVERIFY2(reference.citation.section.starts_with("("), reference.citation.section.c_str());
        QVERIFY2(reference.requirement.starts_with("BJ"), reference.requirement.c_str());
    }
    QVERIFY(blackjack::roundRulesFor(blackjack::defaultTableOffer(Regulation::BlackjackTribal))
                .references == rules.references);
}

void TestBlackjackTribalRound::basicStrategyPlayersPlayTheRound_data() {
    QTest::addColumn<int>("holeCard");
    QTest::newRow("(f)(5)(iv) BJ2-DEAL-01 hole card face down")
        << static_cast<int>(blackjack::HoleCard::FaceDown);
    QTest::newRow("(n)(8) BJ2-CONF-03 hole card with a card reader")
        << static_cast<int>(blackjack::HoleCard::FaceDownWithCardReader);
}

void TestBlackjackTribalRound::basicStrategyPlayersPlayTheRound() {
    // Basic-strategy players over seeded shoes: the reference performance
    // completes every round without an error, every verdict cites 002 and
    // every card reaches the discard rack.
    QFETCH(int, holeCard);
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        blackjack::TableRules rules = tribalRules();
        rules.offer.holeCard = static_cast<blackjack::HoleCard>(holeCard);
        rules.offer.surrender = true;
        rules.offer.evenMoney = true;
        rules.offer.fiveCard21Pays2to1 = true;
        rules.offer.maxSplitHands = 3;
        std::unique_ptr<Session> session;
        checkPlaysThrough(
            basicStrategyRound(rules, seed, Regulation::BlackjackTribal, Money::dollars(5)),
            &session);
        if (QTest::currentTestFailed()) {
            return;
        }
        for (const auto &entry : session->timeline()) {
            if (entry.verdict) {
                QVERIFY2(entry.verdict->rule.citation.regulation == Regulation::BlackjackTribal,
                         entry.verdict->rule.citation.text().c_str());
            }
        }
    }
}

void TestBlackjackTribalRound::cutCardOutMidRoundLeadsToTheReshuffle() {
    // (f)(10): the cut card comes out with the fifth card of the round (seat
    // 3's second card): the round is completed and picked up ((f)(10)(i)),
    // the shoe emptied ((f)(10)(ii)(A)) and reshuffled; (e)(5)(ii): the cut
    // is offered to seat 3, on whose box the cut card appeared.
    const Case c = cases()[0];
    Scenario scenario = tribalScenario(c.cards, c.players, c.rules);
    // 6 decks less the burn card and 229 dealt: 82 cards, 78 behind the cut card.
    scenario.cardsDealt = 6 * 52 - 1 - 82;
    const auto session = autoplay(scenario);
    QVERIFY(session);
    const QStringList lines = transcriptOf(*session);
    QCOMPARE(lines.value(18), QStringLiteral("pick_up 0"));
    QCOMPARE(lines.value(19), QStringLiteral("clear_shoe"));
    QVERIFY2(lines.contains(QStringLiteral("offer_cut 3")), qPrintable(lines.join('\n')));
    QVERIFY(session->isComplete());
    QCOMPARE(session->summary(PassCriteria{}).errors, 0);
    std::vector<std::string> messages;
    for (const auto &entry : session->timeline()) {
        if (entry.action && entry.verdict) {
            QVERIFY2(entry.verdict->rule.citation.regulation == Regulation::BlackjackTribal,
                     entry.verdict->rule.citation.text().c_str());
            messages.push_back(entry.verdict->message);
        }
    }
    // The deal that brought the cut card out says so, citing 002.
    QVERIFY(messages.size() > 5);
    QVERIFY2(messages[4].find("Blackjack (tribal) (f)(10)") != std::string::npos,
             messages[4].c_str());
    QVERIFY(messages[3].find("(f)(10)") == std::string::npos);
}

void TestBlackjackTribalRound::scenarioValidation() {
    // A round at a 002 table is no longer refused, and its referee deals.
    const Case c = cases()[0];
    const Scenario scenario = tribalScenario(c.cards, c.players, c.rules);
    QVERIFY(validate(scenario).empty());
    Session session(scenario, refereeFor(scenario));
    QVERIFY(!session.expected().empty());
    QVERIFY(session.expected().front().action == DealerAction(DealCard{1, 1, Face::Up, false}));
    // 002's offer is checked with the scenario: no soft 17 hit ((l)(2)).
    Scenario invalid = tribalScenario(c.cards, c.players, tribalRules([](blackjack::TableOffer &o) {
                                          o.soft17 = blackjack::DealerSoft17::Hits;
                                      }));
    const auto problems = validate(invalid);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(qs(problems[0].path), QStringLiteral("rules.soft17"));
    QVERIFY(qs(problems[0].message).startsWith(QStringLiteral("Blackjack (tribal) (l)(2)")));
}

QTEST_APPLESS_MAIN(TestBlackjackTribalRound)
#include "tst_blackjack_tribal_round.moc"

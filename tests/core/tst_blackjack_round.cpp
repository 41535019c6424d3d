// A round of blackjack under the default procedure of Blackjack §6(h): the
// deal, the announcements, the players' options, the dealer's hand, the
// settlement and the pick-up, from scripted shoes. The reference
// performances (autoplay) are compared with transcripts written by hand from
// the regulation's text; the mistakes are graded with their section and
// severity.

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

// The cases: a shoe, the players, the table.
struct Case {
    QString cards;
    std::vector<Player> players;
    blackjack::TableRules rules = {};
};

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: blackjack under a 6 paid at once; dealer busts.
    all.push_back({"10H AS 6D 6C KH 5S 10D 7C", {{1, 10, {hit()}}, {3, 20}}});
    // 1: insurance taken and lost; a blackjack held under an ace; a double.
    all.push_back(
        {"9H AD AS 2C QH 9C 7D",
         {{.seat = 2, .decisions = {doubleDown()}, .insurance = Money::dollars(5)}, {5, 10}}});
    // 2: even money; insurance won against a dealer blackjack.
    all.push_back(
        {"AH 10C AS KD 6H KS",
         {{.seat = 1, .evenMoney = true},
          {.seat = 4, .dollars = 20, .decisions = {stand()}, .insurance = Money::dollars(10)}},
         withOffer([](blackjack::TableOffer &o) { o.evenMoney = true; })});
    // 3: surrender under a 9 (at once); a push.
    all.push_back({"10H 10D 9C 6S 8H 9S",
                   {{2, 20, {surrender()}}, {6, 10, {stand()}}},
                   withOffer([](blackjack::TableOffer &o) { o.surrender = true; })});
    // 4: surrender under a king (held until the dealer's second card).
    all.push_back({"10H 10S KD 6C 9H 7S",
                   {{3, 20, {surrender()}}, {5, 10, {stand()}}},
                   withOffer([](blackjack::TableOffer &o) { o.surrender = true; })});
    // 5: split aces, one card each; the dealer draws and busts.
    all.push_back({"AH 6D AC KS 5D 10C QH", {{1, 10, {split()}}}});
    // 6: resplit eights to three hands, a double after the split.
    all.push_back({"8H 7C 8D 8S 3C 10D 10H 9S 10S",
                   {{2, 10, {split(), split(), doubleDown(), stand(), stand()}}},
                   withOffer([](blackjack::TableOffer &o) { o.maxSplitHands = 3; })});
    // 7: the dealer draws to 18; a push.
    all.push_back({"10C 5H 8D 3S 4C 6H", {{1, 10, {stand()}}}});
    // 8: every hand busts: no dealer's card (§12(c)).
    all.push_back({"10S 6H 6C 9D", {{3, 10, {hit()}}}});
    // 9: a winner and a loser, for the settlement rotation.
    all.push_back({"10H 10S 7D 9C 6D 10C", {{1, 10, {stand()}}, {3, 10, {stand()}}}});
    // 10: a double and a split against a dealer blackjack (no hole card).
    all.push_back({"6H 8C AS 5D 8D 9C 2H 10S KH",
                   {{1, 10, {doubleDown()}}, {3, 10, {split(), stand(), stand()}}}});
    // 11: a loser on the dealer's left, a winner on the right.
    all.push_back({"10H 10S 7D 6C 9D 10C", {{1, 10, {stand()}}, {3, 10, {stand()}}}});
    // 12: the same, at a table that collects every losing wager first.
    all.push_back(
        {"10H 10S 7D 6C 9D 10C",
         {{1, 10, {stand()}}, {3, 10, {stand()}}},
         blackjack::TableRules{{}, blackjack::SettlementOrder::CollectThenPayRightToLeft}});
    const auto reader = [](blackjack::TableOffer &o) {
        o.holeCard = blackjack::HoleCard::FaceDownWithCardReader;
    };
    const auto faceDown = [](blackjack::TableOffer &o) {
        o.holeCard = blackjack::HoleCard::FaceDown;
    };
    const auto faceUp = [](blackjack::TableOffer &o) { o.holeCard = blackjack::HoleCard::FaceUp; };
    // 13: card reader under a king, no dealer blackjack: play goes on.
    all.push_back(
        {"10H 9C KD 6S 9D 7C 5H", {{1, 10, {hit()}}, {3, 10, {stand()}}}, withOffer(reader)});
    // 14: card reader under an ace finds a blackjack: insurance won, a blackjack standoff.
    all.push_back({"10H AS AD 6S KC KH",
                   {{.seat = 1, .insurance = Money::dollars(5)}, {2, 10}},
                   withOffer(reader)});
    // 15: hole card face down, no reader: turned up after the players; the dealer draws.
    all.push_back({"10H 10D 8C 6S 4H", {{1, 10, {stand()}}}, withOffer(faceDown)});
    // 16: no reader: the dealer's blackjack found after a double (§10(b)).
    all.push_back({"5H AS 6D KC 9H", {{1, 10, {doubleDown()}}}, withOffer(faceDown)});
    // 17: hole card face up: a blackjack under a 9 paid 1 to 1, a tie lost.
    all.push_back({"AH 10S 9D KH 9C 10C", {{1, 10}, {3, 10, {stand()}}}, withOffer(faceUp)});
    // 18: hole card face up, dealer blackjack: a blackjack wins 1 to 1, the rest lose.
    all.push_back({"AH 10S AD KD 7C QH", {{1, 10}, {2, 10, {stand()}}}, withOffer(faceUp)});
    // 19: insurance at each player's turn (§9(b) option), even money taken at the turn.
    all.push_back({"10H AS AD 6C KS 9H",
                   {{.seat = 1, .decisions = {stand()}, .insurance = Money::dollars(5)},
                    {.seat = 3, .evenMoney = true}},
                   withOffer([](blackjack::TableOffer &o) {
                       o.insuranceAtPlayersTurn = true;
                       o.evenMoney = true;
                   })});
    // 20: the double down card face down at a designated table, turned up at settlement.
    all.push_back({"5H 10S 10D 6D 8C 9H 7S",
                   {{1, 10, {doubleDown()}}, {3, 10, {stand()}}},
                   withOffer([](blackjack::TableOffer &o) {
                       o.doubleCardFace = blackjack::DoubleCardFace::FaceDown;
                   })});
    // 21: the same where the player asks for it (face down on request).
    all.push_back(
        {"5H 10S 10D 6D 8C 9H 7S",
         {{.seat = 1, .decisions = {doubleDown()}, .doubleCardFaceDown = true}, {3, 10, {stand()}}},
         withOffer([](blackjack::TableOffer &o) {
             o.doubleCardFace = blackjack::DoubleCardFace::FaceDownOnRequest;
         })});
    // 22: card reader table, up card 9 (no check).
    all.push_back({"10H 9D 8C 7S 5H", {{1, 10, {stand()}}}, withOffer(reader)});
    return all;
}

} // namespace

class TestBlackjackRound : public QObject {
    Q_OBJECT

private slots:
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void everyCardEndsInTheDiscardRack();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void aCardDealtToTheWrongSpotIsDealt();
    void bustedHandMayBeCollectedAtOnce();
    void aWrongTotalIsCorrectedNext();
    void basicStrategyPlayersPlayTheRound();
    void everyHoleCardProcedurePlaysTheRound_data();
    void everyHoleCardProcedurePlaysTheRound();
    void cutCardOutMidRoundLeadsToTheReshuffle();
    void newTableRunsThePreparationThenTheRound();
    void lessonsWithoutRulesEndWhenTheShoeIsReady();
    void scenarioValidation();
};

void TestBlackjackRound::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");

    QTest::newRow("§6(e) §7(a) BJ-DEAL-03 BJ-SETTLE-04 blackjack under a 6 paid at once, "
                  "dealer busts")
        << 0
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "announce_total 3 1 blackjack",
                       "pay 3 1 main 30.00",
                       "pick_up 3",
                       "announce_total 1 1 16",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 21",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 23",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§9 §7(b) §10 BJ-OPT-05 BJ-SETTLE-05 BJ-SETTLE-06 insurance lost, blackjack "
                  "held under an ace, double")
        << 1
        << QStringList{deal(2),
                       deal(5),
                       deal(0),
                       deal(2),
                       deal(5),
                       "offer_insurance",
                       "> player_decides 2 1 insurance 5.00",
                       "> player_decides 5 1 no_insurance",
                       "announce_total 2 1 11",
                       "> player_decides 2 1 double 10.00",
                       "deal_card 2 1 up true",
                       "announce_total 2 1 20",
                       "announce_total 5 1 blackjack",
                       "announce dealers_card",
                       deal(0),
                       "collect 2 1 insurance 5.00",
                       "announce_total 0 1 18",
                       "pay 5 1 main 15.00",
                       "pay 2 1 main 20.00",
                       "pick_up 5",
                       "pick_up 2",
                       "pick_up 0"};
    QTest::newRow("§7(c) §9(c) BJ-OPT-09 BJ-SETTLE-06 even money, insurance won against a "
                  "dealer blackjack")
        << 2
        << QStringList{deal(1),
                       deal(4),
                       deal(0),
                       deal(1),
                       deal(4),
                       "offer_insurance",
                       "> player_decides 1 1 even_money",
                       "> player_decides 4 1 insurance 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "announce_total 4 1 16",
                       "> player_decides 4 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "pay 4 1 insurance 20.00",
                       "announce_total 0 1 blackjack",
                       "collect 4 1 main 20.00",
                       "pick_up 4",
                       "pick_up 0"};
    QTest::newRow("§8(a)(1) §3(b) BJ-OPT-02 BJ-SETTLE-02 surrender under a 9 settled at once, "
                  "push")
        << 3
        << QStringList{deal(2),
                       deal(6),
                       deal(0),
                       deal(2),
                       deal(6),
                       "announce_total 2 1 16",
                       "> player_decides 2 1 surrender",
                       "settle_surrender 2 1 10.00",
                       "announce_total 6 1 18",
                       "> player_decides 6 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 18",
                       "return_wager 6 1 main",
                       "pick_up 6",
                       "pick_up 2",
                       "pick_up 0"};
    QTest::newRow("§8(a)(2) BJ-OPT-03 surrender under a king held until the dealer's second "
                  "card")
        << 4
        << QStringList{deal(3),
                       deal(5),
                       deal(0),
                       deal(3),
                       deal(5),
                       "announce_total 3 1 16",
                       "> player_decides 3 1 surrender",
                       "announce_total 5 1 19",
                       "> player_decides 5 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "settle_surrender 3 1 10.00",
                       "announce_total 0 1 17",
                       "pay 5 1 main 10.00",
                       "pick_up 5",
                       "pick_up 3",
                       "pick_up 0"};
    QTest::newRow("§11(b) §11(c)(2) §1 BJ-DEAL-12 BJ-OPT-14 BJ-OPT-15 split aces one card each, "
                  "paid 1 to 1")
        << 5
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 soft 12",
                       "> player_decides 1 1 split 10.00",
                       deal(1),
                       "announce_total 1 1 21",
                       "deal_card 1 2 up false",
                       "announce_total 1 2 soft 16",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 26",
                       "pay 1 2 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§11(e) §10(a) BJ-OPT-13 BJ-OPT-10 resplit to three hands, double after split")
        << 6
        << QStringList{deal(2),
                       deal(0),
                       deal(2),
                       "announce_total 2 1 16",
                       "> player_decides 2 1 split 10.00",
                       deal(2),
                       "announce_total 2 1 16",
                       "> player_decides 2 1 split 10.00",
                       deal(2),
                       "announce_total 2 1 11",
                       "> player_decides 2 1 double 10.00",
                       "deal_card 2 1 up true",
                       "announce_total 2 1 21",
                       "deal_card 2 2 up false",
                       "announce_total 2 2 18",
                       "> player_decides 2 2 stand",
                       "deal_card 2 3 up false",
                       "announce_total 2 3 17",
                       "> player_decides 2 3 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "return_wager 2 3 main",
                       "pay 2 2 main 10.00",
                       "pay 2 1 main 20.00",
                       "pick_up 2",
                       "pick_up 0"};
    QTest::newRow("§12(b)(1) BJ-DRAW-01 the dealer draws to 18, push")
        << 7
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 18",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       deal(0),
                       "announce_total 0 1 18",
                       "return_wager 1 1 main",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§12(c) BJ-DRAW-04 every hand busted: no dealer's card")
        << 8
        << QStringList{deal(3),
                       deal(0),
                       deal(3),
                       "announce_total 3 1 16",
                       "> player_decides 3 1 hit",
                       deal(3),
                       "announce_total 3 1 25",
                       "collect 3 1 main 10.00",
                       "pick_up 3",
                       "pick_up 0"};
    QTest::newRow("§3(e) §6(i) BJ-SETTLE-08 BJ-PICK-01 settled and picked up from the dealer's "
                  "right")
        << 9
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "announce_total 1 1 19",
                       "> player_decides 1 1 stand",
                       "announce_total 3 1 16",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "collect 3 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§10(b) §11(d) BJ-SETTLE-07 a dealer blackjack takes only the original "
                  "wagers of a double and a split")
        << 10
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "> player_decides 3 1 no_insurance",
                       "announce_total 1 1 11",
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 up true",
                       "announce_total 1 1 20",
                       "announce_total 3 1 16",
                       "> player_decides 3 1 split 10.00",
                       deal(3),
                       "announce_total 3 1 10",
                       "> player_decides 3 1 stand",
                       "deal_card 3 2 up false",
                       "announce_total 3 2 18",
                       "> player_decides 3 2 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 blackjack",
                       "return_wager 3 2 main",
                       "collect 3 1 main 10.00",
                       "collect 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    const QString holeDown = QStringLiteral("deal_card 0 1 down false");
    const QString holeUp = QStringLiteral("deal_card 0 1 up false");
    QTest::newRow("§6(j) BJ-DEAL-08 card reader under a king: no blackjack, play goes on")
        << 13
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       holeDown,
                       "check_hole_card",
                       "announce_total 1 1 16",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 21",
                       "announce_total 3 1 18",
                       "> player_decides 3 1 stand",
                       "reveal_hole_card",
                       "announce_total 0 1 17",
                       "pay 3 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§6(j)(1) §9(b) BJ-DEAL-09 BJ-OPT-07 insurance before the reader, which finds "
                  "a blackjack: no card dealt, a blackjack standoff")
        << 14
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       holeDown,
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
    QTest::newRow("§6(j) BJ-DEAL-07 hole card face down without a reader, turned up after the "
                  "players")
        << 15
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       holeDown,
                       "announce_total 1 1 18",
                       "> player_decides 1 1 stand",
                       "reveal_hole_card",
                       deal(0),
                       "announce_total 0 1 20",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§6(j) §10(b) BJ-SETTLE-07 without a reader the blackjack is found after a "
                  "double: only the original wager collected")
        << 16
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       holeDown,
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "announce_total 1 1 11",
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 up true",
                       "announce_total 1 1 20",
                       "reveal_hole_card",
                       "announce_total 0 1 blackjack",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§6(k) §6(k)(1)-(2) §7(a) BJ-DEAL-11 BJ-SETTLE-11 hole card face up: blackjack "
                  "under a 9 paid 1 to 1, a tie lost")
        << 17
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       holeUp,
                       "announce_total 1 1 blackjack",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "announce_total 3 1 19",
                       "> player_decides 3 1 stand",
                       "announce_total 0 1 19",
                       "collect 3 1 main 10.00",
                       "pick_up 3",
                       "pick_up 0"};
    QTest::newRow("§6(k)(6) §6(k)(1) BJ-DRAW-05 BJ-SETTLE-11 dealer blackjack face up: no card "
                  "dealt, a blackjack wins 1 to 1")
        << 18
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       holeUp,
                       "announce_total 1 1 blackjack",
                       "announce_total 0 1 blackjack",
                       "collect 2 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§9(b) §7(c) BJ-OPT-07 BJ-OPT-09 insurance at each player's turn, even money "
                  "at the turn")
        << 19
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "announce_total 1 1 16",
                       "offer_insurance 1",
                       "> player_decides 1 1 insurance 5.00",
                       "> player_decides 1 1 stand",
                       "announce_total 3 1 blackjack",
                       "offer_insurance 3",
                       "> player_decides 3 1 even_money",
                       "pay 3 1 main 10.00",
                       "pick_up 3",
                       "announce dealers_card",
                       deal(0),
                       "collect 1 1 insurance 5.00",
                       "announce_total 0 1 20",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    const QStringList faceDownDouble{deal(1),
                                     deal(3),
                                     deal(0),
                                     deal(1),
                                     deal(3),
                                     "announce_total 1 1 11",
                                     "> player_decides 1 1 double 10.00",
                                     "deal_card 1 1 down true",
                                     "announce_total 3 1 18",
                                     "> player_decides 3 1 stand",
                                     "announce dealers_card",
                                     deal(0),
                                     "announce_total 0 1 17",
                                     "pay 3 1 main 10.00",
                                     "turn_double_card 1 1",
                                     "pay 1 1 main 20.00",
                                     "pick_up 3",
                                     "pick_up 1",
                                     "pick_up 0"};
    QTest::newRow("§10(c) BJ-DEAL-13 double card face down (designated table), turned up at "
                  "settlement in rotation")
        << 20 << faceDownDouble;
    QTest::newRow("§10(c) BJ-DEAL-13 double card face down at the player's request")
        << 21 << faceDownDouble;
    const QStringList rotationStart{deal(1),
                                    deal(3),
                                    deal(0),
                                    deal(1),
                                    deal(3),
                                    "announce_total 1 1 16",
                                    "> player_decides 1 1 stand",
                                    "announce_total 3 1 19",
                                    "> player_decides 3 1 stand",
                                    "announce dealers_card",
                                    deal(0),
                                    "announce_total 0 1 17"};
    QTest::newRow("§3(e) BJ-SETTLE-08 settled box by box from the dealer's right (default)")
        << 11
        << rotationStart + QStringList{"pay 3 1 main 10.00", "collect 1 1 main 10.00", "pick_up 3",
                                       "pick_up 1", "pick_up 0"};
    QTest::newRow("§3(e) BJ-SETTLE-08 every losing wager collected first (configured)")
        << 12
        << rotationStart + QStringList{"collect 1 1 main 10.00", "pay 3 1 main 10.00", "pick_up 3",
                                       "pick_up 1", "pick_up 0"};
}

void TestBlackjackRound::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    const Case c = cases()[static_cast<std::size_t>(which)];
    std::unique_ptr<Session> session;
    checkAutoplay(roundScenario(c.cards, c.players, c.rules), transcript, &session);
    if (QTest::currentTestFailed()) {
        return;
    }
    QVERIFY(session->summary(PassCriteria{}).passed);
}

void TestBlackjackRound::everyCardEndsInTheDiscardRack() {
    // §6(i): the players' cards from the dealer's right, the dealer's last.
    const Case c = cases()[9];
    const auto session = autoplay(roundScenario(c.cards, c.players, c.rules));
    QVERIFY(session);
    const auto &rack = session->state().discardRack;
    QCOMPARE(static_cast<int>(rack.size() + session->state().shoe.size()), 6 * 52);
    const std::vector<Card> tail(rack.end() - 6, rack.end());
    // Seat 3 (10S 6D), seat 1 (10H 9C), then the dealer (7D 10C).
    const auto expected = cardsOf("10S 6D 10H 9C 7D 10C");
    QCOMPARE(tail.size(), expected.size());
    for (std::size_t i = 0; i < tail.size(); ++i) {
        QCOMPARE(toString(tail[i]), toString(expected[i]));
    }
}

void TestBlackjackRound::mistakesAreGraded_data() {
    addMistakeColumns();
    const auto row = mistakeRow;
    row("§6(e) BJ-DEAL-03 dealing from the dealer's right first", 9, 0,
        R"({"action": "deal_card", "seat": 3, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(e)", "BJ-DEAL-03", "major", true);
    row("§6(e) BJ-DEAL-03 dealing to a box with no wager", 9, 1,
        R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(e)", "BJ-DEAL-03", "major", true);
    row("§6(e) BJ-DEAL-03 the dealer's second card in the initial deal", 9, 3,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(e)", "BJ-DEAL-03", "major", true);
    row("§6(e) BJ-DEAL-03 a player card face down", 9, 0,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "down", "sideways": false})",
        "Blackjack §6(e)", "BJ-DEAL-03", "minor", true);
    row("§6(f) BJ-DEAL-04 skipping a box", 9, 5,
        R"({"action": "announce_total", "seat": 3, "hand": 1, "total": "16"})", "Blackjack §6(f)",
        "BJ-DEAL-04", "major", false);
    row("§6(f) BJ-DEAL-04 wrong total announced", 9, 5,
        R"({"action": "announce_total", "seat": 1, "hand": 1, "total": "18"})", "Blackjack §6(f)",
        "BJ-DEAL-04", "minor", true);
    row("§6(f) BJ-DEAL-04 a card before the total and the decision", 9, 5,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(f)", "BJ-DEAL-04", "major", true);
    row("§7(a) BJ-SETTLE-04 a third card before the blackjack is paid", 0, 5,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §7(a)", "BJ-SETTLE-04", "major", true);
    row("§7(a) BJ-SETTLE-04 blackjack paid 1 to 1", 0, 6,
        R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "20.00"})",
        "Blackjack §7(a)", "BJ-SETTLE-04", "payout", false);
    row("§7(b) BJ-SETTLE-05 blackjack under an ace paid before the dealer's card", 1, 10,
        R"({"action": "pay", "seat": 5, "hand": 1, "wager": "main", "amount": "15.00"})",
        "Blackjack §7(b)", "BJ-SETTLE-05", "major", false);
    row("§9(a) BJ-OPT-05 insurance offered under a ten", 4, 5, R"({"action": "offer_insurance"})",
        "Blackjack §9(a)", "BJ-OPT-05", "major", false);
    row("§9(d) BJ-SETTLE-06 the dealer draws before collecting insurance", 1, 12,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §9(d)", "BJ-SETTLE-06", "major", true);
    row("§8(a)(2) BJ-OPT-03 surrender under a king settled at once", 4, 6,
        R"({"action": "settle_surrender", "seat": 3, "hand": 1, "amount": "10.00"})",
        "Blackjack §8(a)(2)", "BJ-OPT-03", "major", false);
    row("§10(c) BJ-DEAL-13 the double down card upright", 1, 7,
        R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §10(c)", "BJ-DEAL-13", "minor", true);
    row("§11(b) BJ-DEAL-12 a card to the second split hand first", 5, 4,
        R"({"action": "deal_card", "seat": 1, "hand": 2, "face": "up", "sideways": false})",
        "Blackjack §11(b)", "BJ-DEAL-12", "major", true);
    row("§11(c)(2) BJ-OPT-14 a second card to a split ace", 5, 6,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §11(c)(2)", "BJ-OPT-14", "major", true);
    row("§12(a)(1) BJ-OPT-16 a card to a 21", 0, 11,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §12(a)(1)", "BJ-OPT-16", "major", true);
    row("§6(h) BJ-ANN-01 the dealer's card without \"Dealer's Card\"", 9, 7,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(h)", "BJ-ANN-01", "major", true);
    row("§12(b)(1) BJ-DRAW-01 the dealer draws on 17", 9, 9,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §12(b)(1)", "BJ-DRAW-01", "major", true);
    row("§12(b)(1) BJ-DRAW-01 the dealer stands on 16", 0, 13,
        R"({"action": "announce_total", "seat": 0, "hand": 1, "total": "16"})",
        "Blackjack §12(b)(1)", "BJ-DRAW-01", "major", false);
    row("§12(c) BJ-DRAW-04 a dealer's card when every hand busted", 8, 6,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §12(c)", "BJ-DRAW-04", "major", true);
    row("§3(e) BJ-SETTLE-03 a winner paid the wrong amount", 9, 11,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "main", "amount": "15.00"})",
        "Blackjack §3(e)", "BJ-SETTLE-03", "payout", false);
    row("§3(a) BJ-SETTLE-01 a loser paid", 9, 10,
        R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "10.00"})",
        "Blackjack §3(a)", "BJ-SETTLE-01", "payout", false);
    row("§3(e) BJ-SETTLE-08 settled left to right", 9, 10,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "main", "amount": "10.00"})",
        "Blackjack §3(e)", "BJ-SETTLE-08", "minor", true);
    row("§3(e) BJ-SETTLE-08 paying before collecting where the table collects first", 12, 10,
        R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "10.00"})",
        "Blackjack §3(e)", "BJ-SETTLE-08", "minor", true);
    row("§11(d) BJ-SETTLE-07 the split wager collected against a dealer blackjack", 10, 17,
        R"({"action": "collect", "seat": 3, "hand": 2, "wager": "main", "amount": "20.00"})",
        "Blackjack §11(d)", "BJ-SETTLE-07", "payout", false);
    row("§3(e) BJ-SETTLE-08 picking up before the wagers are settled", 9, 10,
        R"({"action": "pick_up", "seat": 3})", "Blackjack §3(e)", "BJ-SETTLE-08", "major", false);
    row("§6(i) BJ-PICK-01 picking up from the dealer's left", 9, 12,
        R"({"action": "pick_up", "seat": 1})", "Blackjack §6(i)", "BJ-PICK-01", "major", true);
    row("§6(i) BJ-PICK-01 the dealer's cards first", 9, 12, R"({"action": "pick_up", "seat": 0})",
        "Blackjack §6(i)", "BJ-PICK-01", "major", true);
    // The hole-card procedures (§6(j)-(k)), insurance at the turn (§9(b)), the
    // face-down double card (§10(c)).
    // The hole card read: §15(k) follows (tst_blackjack_round_irregularities).
    row("§6(j) BJ-DEAL-08 the card reader used under a 9", 22, 4,
        R"({"action": "check_hole_card"})", "Blackjack §6(j)", "BJ-DEAL-08", "integrity", true);
    row("§6(j) BJ-DEAL-07 the hole card looked at without a card reader", 15, 4,
        R"({"action": "check_hole_card"})", "Blackjack §6(j)", "BJ-DEAL-07", "major", false);
    row("§6(b) BJ-DEAL-02 the hole card exposed before the players act", 15, 4,
        R"({"action": "reveal_hole_card"})", "Blackjack §6(b)", "BJ-DEAL-02", "integrity", true);
    row("§6(b) BJ-DEAL-02 the hole card dealt face up", 15, 3,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(b)", "BJ-DEAL-02", "integrity", true);
    row("§9(b) BJ-OPT-07 the hole card read before insurance is offered", 14, 6,
        R"({"action": "check_hole_card"})", "Blackjack §9(b)", "BJ-OPT-07", "major", false);
    row("§9(b) BJ-OPT-07 insurance offered after the card reader", 14, 8,
        R"({"action": "offer_insurance"})", "Blackjack §9(b)", "BJ-OPT-07", "major", false);
    row("§6(j) BJ-DEAL-08 a player's card before the card reader check", 13, 6,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(j)", "BJ-DEAL-08", "major", true);
    row("§6(j)(1) BJ-DEAL-09 a card dealt after the reader found a blackjack", 14, 8,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(j)(1)", "BJ-DEAL-09", "major", true);
    row("§6(k) BJ-DEAL-11 the hole card dealt face down", 17, 5,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "down", "sideways": false})",
        "Blackjack §6(k)", "BJ-DEAL-11", "minor", true);
    row("§6(k)(3) BJ-OPT-17 insurance offered with the hole card face up", 18, 6,
        R"({"action": "offer_insurance"})", "Blackjack §6(k)(3)", "BJ-OPT-17", "major", false);
    row("§6(k)(3) BJ-OPT-17 a surrender taken with the hole card face up", 17, 10,
        R"({"action": "settle_surrender", "seat": 3, "hand": 1, "amount": "5.00"})",
        "Blackjack §6(k)(3)", "BJ-OPT-17", "major", false);
    row("§6(k)(6) BJ-DRAW-05 a card dealt after the dealer's face-up blackjack", 18, 6,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(k)(6)", "BJ-DRAW-05", "major", true);
    row("§6(k)(1) BJ-SETTLE-11 a tie returned with the hole card face up", 17, 11,
        R"({"action": "return_wager", "seat": 3, "hand": 1, "wager": "main"})",
        "Blackjack §6(k)(1)", "BJ-SETTLE-11", "payout", false);
    row("§6(k)(2) BJ-SETTLE-11 a blackjack paid 3 to 2 with the hole card face up", 17, 7,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "main", "amount": "15.00"})",
        "Blackjack §6(k)(2)", "BJ-SETTLE-11", "payout", false);
    row("§9(b) BJ-OPT-07 insurance offered to every box where it is offered at each turn", 19, 6,
        R"({"action": "offer_insurance"})", "Blackjack §9(b)", "BJ-OPT-07", "major", false);
    row("§10(c) BJ-DEAL-13 the double card dealt face up where it is dealt face down", 20, 6,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": true})",
        "Blackjack §10(c)", "BJ-DEAL-13", "minor", true);
    row("§10(c) BJ-DEAL-13 the double card turned up before the dealer's hand", 20, 8,
        R"({"action": "turn_double_card", "seat": 1, "hand": 1})", "Blackjack §10(c)", "BJ-DEAL-13",
        "major", true);
    row("§10(c) BJ-DEAL-13 a face-down double settled without turning its card", 20, 12,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "main", "amount": "20.00"})",
        "Blackjack §10(c)", "BJ-DEAL-13", "major", false);
}

void TestBlackjackRound::mistakesAreGraded() {
    QFETCH(int, which);
    const Case c = cases()[static_cast<std::size_t>(which)];
    checkMistake(roundScenario(c.cards, c.players, c.rules));
}

void TestBlackjackRound::aCardDealtToTheWrongSpotIsDealt() {
    // §15(h): the deal goes on from seat 3; seat 1, passed over, gets its
    // first card in the second pass and its second after the others'.
    const Case c = cases()[9];
    const Scenario scenario = roundScenario(c.cards, c.players, c.rules);
    Session session(scenario, refereeFor(scenario));
    session.perform(DealCard{3, 1, Face::Up, false});
    const auto &round = std::get<blackjack::Round>(session.state().round);
    QCOMPARE(round.hand(3, 1)->cards.size(), std::size_t{1});
    QCOMPARE(toString(round.hand(3, 1)->cards[0]), std::string("10H"));
    for (const int seat : {0, 1, 3, 1}) {
        QVERIFY(session.expected().front().action ==
                DealerAction(DealCard{seat, 1, Face::Up, false}));
        QVERIFY(session.perform(DealCard{seat, 1, Face::Up, false}).correct);
    }
    const auto &dealt = std::get<blackjack::Round>(session.state().round);
    QCOMPARE(dealt.hand(1, 1)->cards.size(), std::size_t{2});
    QCOMPARE(dealt.dealer.cards.size(), std::size_t{1});
}

void TestBlackjackRound::aWrongTotalIsCorrectedNext() {
    // §6(f) BJ-DEAL-04, §6(h) BJ-ANN-02: a total announced wrong is a minor
    // error; the correction comes next, graded correct, and play goes on.
    const Scenario scenario = roundScenario("10S 9H 6D 7C 2S", {{1, 10, {stand()}}});
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < 3; ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const Verdict wrong = session.perform(AnnounceTotal{1, 1, "15"}); // 10S 6D is 16
    QVERIFY(!wrong.correct);
    QCOMPARE(wrong.severity, Severity::Minor);
    QVERIFY(session.expected().front().action == DealerAction(AnnounceTotal{1, 1, "16"}));
    QVERIFY(!session.perform(Announce{Call::DealersCard}).applied); // correct it first
    QVERIFY(session.perform(AnnounceTotal{1, 1, "16"}).correct);
    // 9H 7C: the dealer's 16; announced as 17, corrected to 16, then the draw.
    QVERIFY(session.perform(Announce{Call::DealersCard}).correct);
    QVERIFY(session.perform(DealCard{0, 1, Face::Up, false}).correct);
    QVERIFY(session.expected().front().action == DealerAction(DealCard{0, 1, Face::Up, false}));
    QVERIFY(session.perform(DealCard{0, 1, Face::Up, false}).correct); // 2S: 18
    QVERIFY(!session.perform(AnnounceTotal{0, 1, "17"}).correct);
    QVERIFY(session.expected().front().action == DealerAction(AnnounceTotal{0, 1, "18"}));
    QCOMPARE(qs(session.expected().front().rule.citation.text()),
             QStringLiteral("Blackjack §6(h)"));
    QVERIFY(session.perform(AnnounceTotal{0, 1, "18"}).correct);
    QVERIFY(session.expected().front().action ==
            DealerAction(Collect{1, 1, Wager::Main, Money::dollars(10)}));
}

void TestBlackjackRound::bustedHandMayBeCollectedAtOnce() {
    // Checklist "Source typos" (§6a(e)(3) vs the shoe game): collecting a
    // busted hand at once, before the other boxes play, is accepted.
    const Scenario scenario =
        roundScenario("10S 10H 6H 6C 8D 9D 10C 5S", {{1, 10, {hit()}}, {3, 10, {stand()}}});
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < 8; ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QVERIFY(session.timeline().back().action == DealerAction(AnnounceTotal{1, 1, "25"}));
    const Verdict verdict = session.perform(Collect{1, 1, Wager::Main, Money::dollars(10)});
    QVERIFY2(verdict.correct, verdict.message.c_str());
    QVERIFY(session.expected().front().action == DealerAction(AnnounceTotal{3, 1, "18"}));
    // At settlement the collected hand is not settled again; the pick-up
    // takes seat 1's cards in their turn.
    while (!session.isComplete() && !session.expected().empty()) {
        const auto next = session.expected().front().action;
        QVERIFY2(session.perform(next).correct, describe(next).c_str());
    }
    QStringList tail;
    for (std::size_t i = session.timeline().size() - 8; i < session.timeline().size(); ++i) {
        tail << line(session.timeline()[i]);
    }
    QCOMPARE(tail, (QStringList{"announce dealers_card", deal(0), deal(0), "announce_total 0 1 21",
                                "collect 3 1 main 10.00", "pick_up 3", "pick_up 1", "pick_up 0"}));
}

void TestBlackjackRound::basicStrategyPlayersPlayTheRound() {
    // Players deciding by basic_strategy.h over a seeded shoe: every round is
    // completed by the reference performance without an error.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        checkPlaysThrough(basicStrategyRound(withOffer([](blackjack::TableOffer &o) {
                                                 o.surrender = true;
                                                 o.maxSplitHands = 3;
                                             }),
                                             seed));
        if (QTest::currentTestFailed()) {
            return;
        }
    }
}

void TestBlackjackRound::everyHoleCardProcedurePlaysTheRound_data() {
    QTest::addColumn<int>("holeCard");
    QTest::addColumn<bool>("atTurn");
    QTest::newRow("§6(h) BJ-DEAL-06 no hole card, insurance at each turn (§9(b) BJ-OPT-07)")
        << static_cast<int>(blackjack::HoleCard::SecondCardAfterPlayers) << true;
    QTest::newRow("§6(j) BJ-DEAL-07 hole card face down")
        << static_cast<int>(blackjack::HoleCard::FaceDown) << false;
    QTest::newRow("§6(j) BJ-DEAL-08 hole card with a card reader")
        << static_cast<int>(blackjack::HoleCard::FaceDownWithCardReader) << false;
    QTest::newRow("§6(k) BJ-DEAL-11 hole card face up")
        << static_cast<int>(blackjack::HoleCard::FaceUp) << false;
}

void TestBlackjackRound::everyHoleCardProcedurePlaysTheRound() {
    // Basic-strategy players over seeded shoes: the reference performance
    // completes every round without an error and every card reaches the rack.
    QFETCH(int, holeCard);
    QFETCH(bool, atTurn);
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        blackjack::TableRules rules;
        rules.offer.holeCard = static_cast<blackjack::HoleCard>(holeCard);
        rules.offer.insuranceAtPlayersTurn = atTurn;
        rules.offer.evenMoney = true;
        rules.offer.doubleCardFace = blackjack::DoubleCardFace::FaceDown;
        rules.offer.surrender = holeCard != static_cast<int>(blackjack::HoleCard::FaceUp);
        checkPlaysThrough(
            basicStrategyRound(rules, seed, Regulation::Blackjack, Money::dollars(5)));
        if (QTest::currentTestFailed()) {
            return;
        }
    }
}

void TestBlackjackRound::cutCardOutMidRoundLeadsToTheReshuffle() {
    // §6(l), BJ-SHUF-09: the cut card comes out with the fifth card of the
    // round (seat 3's second card): the round is completed and picked up,
    // then the shoe is emptied and reshuffled; §5(e)(2): the cut is offered
    // to seat 3, on whose box the cut card came out.
    const Case c = cases()[9];
    Scenario scenario = roundScenario(c.cards, c.players, c.rules);
    // 6 decks less the burn card and 229 dealt: 82 cards, 78 behind the cut card.
    scenario.cardsDealt = 6 * 52 - 1 - 82;
    const auto session = autoplay(scenario);
    QVERIFY(session);
    const QStringList lines = transcriptOf(*session);
    const QStringList round{deal(1),
                            deal(3),
                            deal(0),
                            deal(1),
                            deal(3),
                            "announce_total 1 1 19",
                            "> player_decides 1 1 stand",
                            "announce_total 3 1 16",
                            "> player_decides 3 1 stand",
                            "announce dealers_card",
                            deal(0),
                            "announce_total 0 1 17",
                            "collect 3 1 main 10.00",
                            "pay 1 1 main 10.00",
                            "pick_up 3",
                            "pick_up 1",
                            "pick_up 0"};
    QCOMPARE(lines.mid(0, round.size()), round);
    QCOMPARE(lines.value(round.size()), QStringLiteral("clear_shoe"));
    QVERIFY2(lines.contains(QStringLiteral("offer_cut 3")), qPrintable(lines.join('\n')));
    QVERIFY(!lines.contains(QStringLiteral("offer_cut 1")));
    QCOMPARE(lines.last(), QStringLiteral("burn_card down"));
    QVERIFY(session->isComplete());
    QCOMPARE(session->summary(PassCriteria{}).errors, 0);
    QCOMPARE(session->state().stage, Stage::ReadyToDeal);
    QCOMPARE(static_cast<int>(session->state().discardRack.size() + session->state().shoe.size()),
             6 * 52);
    // The deal that brought the cut card out says so.
    std::vector<std::string> messages;
    for (const auto &entry : session->timeline()) {
        if (entry.action && entry.verdict) {
            messages.push_back(entry.verdict->message);
        }
    }
    QVERIFY(messages.size() > 5);
    QVERIFY2(messages[4].find("6(l)") != std::string::npos, messages[4].c_str());
    QVERIFY(messages[3].find("6(l)") == std::string::npos);
}

void TestBlackjackRound::newTableRunsThePreparationThenTheRound() {
    Scenario scenario = dttest::scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {2});
    scenario.players[0].wager = Money::dollars(10);
    scenario.rules = blackjack::TableRules{};
    const auto session = autoplay(scenario);
    QVERIFY(session);
    const QStringList lines = transcriptOf(*session);
    QVERIFY(session->isComplete());
    QCOMPARE(session->summary(PassCriteria{}).errors, 0);
    // The shoe is prepared first (§4-§6(c)), the round follows: the first
    // round action comes after the burn, and the last is the dealer's pick-up.
    const auto burn = lines.indexOf(QStringLiteral("burn_card down"));
    QVERIFY(burn > 0);
    QCOMPARE(lines.value(burn + 1), deal(2));
    QCOMPARE(lines.last(), QStringLiteral("pick_up 0"));
}

void TestBlackjackRound::lessonsWithoutRulesEndWhenTheShoeIsReady() {
    // Without a game's rules the lesson is the shoe's preparation alone.
    Scenario scenario = dttest::scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {2});
    scenario.players[0].wager = Money::dollars(10);
    const auto session = autoplay(scenario);
    QVERIFY(session);
    const QStringList lines = transcriptOf(*session);
    QVERIFY(session->isComplete());
    QCOMPARE(lines.last(), QStringLiteral("burn_card down"));
    QVERIFY(std::holds_alternative<std::monostate>(session->state().round));
}

void TestBlackjackRound::scenarioValidation() {
    // A round ready to deal may script only the first cards of the shoe.
    Scenario scenario = roundScenario("AS KH 6D", {{1, 10}});
    QVERIFY(validate(scenario).empty());
    scenario.cardOrder = cardsOf("AS AS AS AS AS AS AS");
    const auto problems = validate(scenario);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(qs(problems[0].path), QStringLiteral("shoe.order"));
    // The table offer is validated with the scenario.
    Scenario invalid = roundScenario("AS", {{1, 10}}, withOffer([](blackjack::TableOffer &o) {
                                         o.surrender = true;
                                         o.sixToFive = true;
                                     }));
    QVERIFY(!validate(invalid).empty());
    QVERIFY(qs(validate(invalid)[0].path).startsWith(QStringLiteral("rules.")));
}

QTEST_APPLESS_MAIN(TestBlackjackRound)
#include "tst_blackjack_round.moc"

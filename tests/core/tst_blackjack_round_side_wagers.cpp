// Side wagers in a blackjack round (Blackjack §17-§31): each settled when and
// in the order its section says, from scripted shoes. The reference
// performances (autoplay) are compared with transcripts written by hand from
// the regulation's text; the amounts are worked out in the comments from the
// printed pay tables; wrong amounts and wrong timing are graded with their
// section.

#include "round_test_support.h"

#include <QStringList>
#include <QTest>
#include <array>
#include <core/action_codec.h>
#include <core/games/blackjack/round_side_wagers.h>
#include <core/games/blackjack/table_offer.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using blackjack::SideWager;
using dttest::cardsOf;
using dttest::qs;
using namespace roundtest;

namespace {

SideWagerStake stake(SideWager wager, int dollars) {
    return {wager, Money::dollars(dollars), true};
}

// A Massachusetts table offering `wagers`, changed by `change`.
blackjack::TableRules offering(std::set<SideWager> wagers,
                               void (*change)(blackjack::TableOffer &) = nullptr) {
    blackjack::TableRules rules = withOffer(change);
    rules.offer.sideWagers = std::move(wagers);
    return rules;
}

void reader(blackjack::TableOffer &o) {
    o.holeCard = blackjack::HoleCard::FaceDownWithCardReader;
}

struct Case {
    QString cards;
    std::vector<Player> players;
    blackjack::TableRules rules;
};

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: §28 21+3, Table A: seat 1 9H JH with the dealer's 10H, a straight
    // flush, 9 to 1 on $5 = $45; seat 3 5C 2D with 10H, nothing.
    all.push_back({"9H 5C 10H JH 2D 10S 7C",
                   {{1, 10, {stand()}, {stake(SideWager::TwentyOnePlusThree, 5)}},
                    {3, 10, {hit(), stand()}, {stake(SideWager::TwentyOnePlusThree, 5)}}},
                   offering({SideWager::TwentyOnePlusThree})});
    // 1: §17 sevens, $1 each, dealer 6C: seat 1 7D 7D (two sevens of the
    // same suit, 100 to 1, after the stand); seat 2 7C 9S (one seven as the
    // first card, 3 to 1); seat 3 5H 9H (no seven, lost).
    all.push_back({"7D 7C 5H 6C 7D 9S 9H 10S 8H",
                   {{1, 10, {stand()}, {stake(SideWager::Sevens, 1)}},
                    {2, 10, {stand()}, {stake(SideWager::Sevens, 1)}},
                    {3, 10, {stand()}, {stake(SideWager::Sevens, 1)}}},
                   offering({SideWager::Sevens})});
    // 2: §17(e) seat 1 7H 7S draws 7C: three sevens of any suit, 500 to 1;
    // §11(f) seat 2 7D 7C splits: two sevens of any suit, 50 to 1, before
    // any card to the split hands.
    all.push_back({"7H 7D 10D 7S 7C 7C 10H 10C 8S",
                   {{1, 10, {hit()}, {stake(SideWager::Sevens, 1)}},
                    {2, 10, {split(), stand(), stand()}, {stake(SideWager::Sevens, 1)}}},
                   offering({SideWager::Sevens})});
    // 3: §23 match the dealer, six decks, $5, dealer KH: seat 1 KH KC (one
    // suited 11 + one unsuited 4 = 15 to 1, $75), seat 2 5S 9D (no match),
    // seat 3 KD 2C (one unsuited, 4 to 1, $20).
    all.push_back({"KH 5S KD KH KC 9D 2C 7S",
                   {{1, 10, {stand()}, {stake(SideWager::MatchTheDealer, 5)}},
                    {2, 10, {stand()}, {stake(SideWager::MatchTheDealer, 5)}},
                    {3, 10, {stand()}, {stake(SideWager::MatchTheDealer, 5)}}},
                   offering({SideWager::MatchTheDealer})});
    // 4: §24 twenty point, Paytable A, $5, dealer AS (no card reader): seat 2
    // KD 10D suited 20, 9 to 1 = $45, in rotation; seat 1 QH QH waits
    // (§24(e)(2)); the dealer's 9C: no blackjack, queen of hearts pair 125
    // to 1 = $625 when the blackjack wager is settled.
    all.push_back({"QH KD AS QH 10D 9C",
                   {{1, 10, {stand()}, {stake(SideWager::TwentyPointBonus, 5)}},
                    {2, 10, {stand()}, {stake(SideWager::TwentyPointBonus, 5)}}},
                   offering({SideWager::TwentyPointBonus})});
    // 5: §24(e)(1)(i), §24(h): card reader, dealer AS KC (blackjack), two
    // queen of hearts pairs, $25 and $75, cap $25,000: uncapped $25,000 and
    // $75,000; shares 25,000 * 25/100 = $6,250 and 25,000 * 75/100 = $18,750.
    all.push_back({"QH QH AS QH QH KC",
                   {{1, 10, {}, {stake(SideWager::TwentyPointBonus, 25)}},
                    {2, 10, {}, {stake(SideWager::TwentyPointBonus, 75)}}},
                   offering({SideWager::TwentyPointBonus}, [](blackjack::TableOffer &o) {
                       reader(o);
                       o.sideWagerOptions.twentyPoint.aggregateCap = Money::dollars(25000);
                   })});
    // 6: §25(d)-(e): seat 1 blackjack and a $5 optional bonus; dealer 10H 6C
    // = 16: no hand depends on it (§12(c)) but §25(d) draws the third card,
    // 9D: bust by a nine, 5 to 1 = $25, before the blackjack is paid.
    all.push_back({"AS 10H KS 6C 9D",
                   {{1, 10, {}, {stake(SideWager::OptionalBonus, 5)}}},
                   offering({SideWager::OptionalBonus})});
    // 7: §27(f)(3): seat 1 busts with a $5 Buster wager; the dealer's 10D 4S
    // is completed anyway: 9H, 23, three cards, Paytable A 2 to 1 = $10.
    all.push_back({"10C 10D 6D KH 4S 9H",
                   {{1, 10, {hit()}, {stake(SideWager::BusterBlackjack, 5)}}},
                   offering({SideWager::BusterBlackjack})});
    // 8: §20 blackjack bonus, $1 (payout $15 configured): seat 2's lost bonus
    // collected after the deal; seat 1's blackjack paid (§7(a)) and its bonus
    // paid after every other wager (§20(f)).
    all.push_back({"AS 9C 5H KH 7D 10S 10C",
                   {{1, 10, {}, {stake(SideWager::BlackjackBonus, 1)}},
                    {2, 10, {stand()}, {stake(SideWager::BlackjackBonus, 1)}}},
                   offering({SideWager::BlackjackBonus})});
    // 9: §29 King's Bounty, Table 1, $5, dealer 10D: seat 2 QC QC two suited
    // queens 20 to 1 = $100 after the deal; seat 1 KS KS under a possible
    // blackjack waits to the end of the round (§29(g)): 10C, no blackjack,
    // pair kings (spades) 100 to 1 = $500.
    all.push_back({"KS QC 10D KS QC 10C",
                   {{1, 10, {stand()}, {stake(SideWager::KingsBounty, 5)}},
                    {2, 10, {stand()}, {stake(SideWager::KingsBounty, 5)}}},
                   offering({SideWager::KingsBounty})});
    // 10: §26 in-between, Table A, $5, card reader, dealer JD: seat 1 4S AC,
    // jack between, four or more ranks ("all other spreads") 1 to 1 = $5;
    // seat 2 JH KH, the dealer's rank equals one card: lost. Settled before
    // the card reader is used (§26(e)).
    all.push_back({"4S JH JD AC KH 7D",
                   {{1, 10, {stand()}, {stake(SideWager::InBetween, 5)}},
                    {2, 10, {stand()}, {stake(SideWager::InBetween, 5)}}},
                   offering({SideWager::InBetween}, reader)});
    // 11: §17(b)(1)-(2), §17(c), §2(b)(3)(ii) over/under 13, $1, dealer 9C:
    // seat 1 under with AS KS (the ace counts one: 11, under wins 1 to 1);
    // seat 2 over with 6H 7H (13 loses both ways); seat 3 over with AD 3C (4).
    all.push_back({"AS 6H AD 9C KS 7H 3C 8D",
                   {{1, 10, {}, {{SideWager::OverUnder13, Money::dollars(1), false}}},
                    {2, 10, {stand()}, {stake(SideWager::OverUnder13, 1)}},
                    {3, 10, {stand()}, {stake(SideWager::OverUnder13, 1)}}},
                   offering({SideWager::OverUnder13})});
    // 12: §17(e)(2)(iv) same suit, six decks, Option 2, $1: seat 3 KH QH
    // "King and queen" 25 to 1 = $25; seat 4 4C 9C "Any two cards" 2.5 to 1 =
    // $2.50.
    all.push_back({"KH 4C 5D QH 9C 10S 10C",
                   {{3, 10, {stand()}, {stake(SideWager::SameSuit, 1)}},
                    {4, 10, {stand()}, {stake(SideWager::SameSuit, 1)}}},
                   offering({SideWager::SameSuit}, [](blackjack::TableOffer &o) {
                       o.sideWagerOptions.additional.sameSuitOption = 2;
                   })});
    // 13: §24(e)(1)(ii) card reader, dealer KD with 7C (no blackjack): seat 1
    // QH QH waits for the reader, then 125 to 1 = $625 before any other card;
    // seat 2 9S 9D (18) loses after the deal.
    all.push_back({"QH 9S KD QH 9D 7C",
                   {{1, 10, {stand()}, {stake(SideWager::TwentyPointBonus, 5)}},
                    {2, 10, {stand()}, {stake(SideWager::TwentyPointBonus, 5)}}},
                   offering({SideWager::TwentyPointBonus}, reader)});
    // 14: §27(f)(3) on a table standing on soft 17 (§12(b)(1)): seat 1 busts;
    // the dealer's AS 6H, soft 17, is completed anyway: 9D (hard 16), 10S
    // (26), four cards, Paytable A 2 to 1 = $10.
    all.push_back({"10C AS 6D KH 6H 9D 10S",
                   {{1, 10, {hit()}, {stake(SideWager::BusterBlackjack, 5)}}},
                   offering({SideWager::BusterBlackjack})});
    // 15: the same table with a blackjack wager still standing: the table's
    // rule stands on AS 6H (checklist, §12(b) vs §27(f)(3)); 17 is not a
    // bust: the Buster wager loses (§27(d)(2)), the 18 wins.
    all.push_back({"10C AS 8D 6H",
                   {{1, 10, {stand()}, {stake(SideWager::BusterBlackjack, 5)}}},
                   offering({SideWager::BusterBlackjack})});
    // 16: §30(c) TriLux Bonus, Paytable 2, $5, the hole card face down
    // (§6(j)): 9C 10C with the dealer's JC, a straight flush, 25 to 1 = $125.
    all.push_back({"9C JC 10C 2D 8S",
                   {{1, 10, {stand()}, {stake(SideWager::TriLuxBonus, 5)}}},
                   offering({SideWager::TriLuxBonus}, [](blackjack::TableOffer &o) {
                       o.holeCard = blackjack::HoleCard::FaceDown;
                       o.sideWagerOptions.triLux.payTable = 2;
                   })});
    // 17: §31(c), (h) Blazing 7's, pay table 1, $5, dealer 9S: seat 1 7D 7C
    // "First two Cards - 7's" 25 for 1 = 24 to 1 = $120; seat 2 8H 9H no 7.
    all.push_back({"7D 8H 9S 7C 9H 10D",
                   {{1, 10, {stand()}, {stake(SideWager::Blazing7s, 5)}},
                    {2, 10, {stand()}, {stake(SideWager::Blazing7s, 5)}}},
                   offering({SideWager::Blazing7s})});
    // 18: §17(e) the other elections, dealer 9S: seat 1 7H 7H doubles and
    // draws 7H, three sevens of the same suit, 5000 to 1 = $5,000, paid after
    // the double's card; seat 2 7C 7D surrenders: two sevens of any suit, 50
    // to 1 = $50, paid right after the election, then the surrender (§8(a)(1)).
    all.push_back(
        {"7H 7C 9S 7H 7D 7H 10C",
         {{1, 10, {doubleDown()}, {stake(SideWager::Sevens, 1)}},
          {2, 10, {surrender()}, {stake(SideWager::Sevens, 1)}}},
         offering({SideWager::Sevens}, [](blackjack::TableOffer &o) { o.surrender = true; })});
    // 19: §29(d) a $5 King's Bounty sidebet for the dealer: 10D 10C, unsuited
    // 20, 4 to 1 = $20, settled once the second card is exposed (checklist).
    all.push_back({"9S 10D 8S 10C",
                   {{1, 10, {stand()}, {{SideWager::KingsBounty, Money::dollars(5), true, true}}}},
                   offering({SideWager::KingsBounty})});
    // 20: §30 the Lucky George version, Paytable 2, and Super 3 (SUP-01),
    // the dealer's up card 7H: seat 1 5H 6H, a straight flush: $5 at 25 to 1
    // and the "LkyGrg" $10 = $135 (BJ-SETTLE-54), Super 3 $5 at 180 to 1 =
    // $900; seat 2 7C 7D, three of a kind: $5 at 15 to 1 and $5 = $80,
    // Super 3 $1 at 90 to 1 = $90.
    all.push_back(
        {"5H 7C 7H 6H 7D 10S",
         {{1, 10, {stand()}, {stake(SideWager::LuckyGeorge, 5), stake(SideWager::TriLuxSuper3, 5)}},
          {2,
           10,
           {stand()},
           {stake(SideWager::LuckyGeorge, 5), stake(SideWager::TriLuxSuper3, 1)}}},
         offering({SideWager::LuckyGeorge, SideWager::TriLuxSuper3}, [](blackjack::TableOffer &o) {
             o.holeCard = blackjack::HoleCard::FaceDown;
             o.sideWagerOptions.triLux.payTable = 2;
         })});
    return all;
}

} // namespace

class TestBlackjackRoundSideWagers : public QObject {
    Q_OBJECT

private slots:
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void everyWagerIsSettledInShuffledRounds_data();
    void everyWagerIsSettledInShuffledRounds();
    void sideWagerActionsInJson_data();
    void sideWagerActionsInJson();
    void stakesAreValidated_data();
    void stakesAreValidated();
    void noMoreBetsBeforeTheFirstCard_data();
    void noMoreBetsBeforeTheFirstCard();
    void noMoreBetsOnlyWhereASectionRequiresIt_data();
    void noMoreBetsOnlyWhereASectionRequiresIt();
    void noMoreBetsOnceWithTheProgressive();
};

void TestBlackjackRoundSideWagers::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");

    QTest::newRow("§28(e)-(f) BJ-SETTLE-50 BJ-SETTLE-51 21+3 after the deal, from the right")
        << 0
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "collect 3 1 side twentyOnePlusThree 5.00",
                       "pay 1 1 side twentyOnePlusThree 45.00",
                       "announce_total 1 1 19",
                       "> player_decides 1 1 stand",
                       "announce_total 3 1 7",
                       "> player_decides 3 1 hit",
                       deal(3),
                       "announce_total 3 1 17",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "return_wager 3 1 main",
                       "pay 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§17(d)-(e) BJ-SETTLE-14 BJ-SETTLE-17 sevens: one seven and none after the "
                  "deal, two sevens after the stand")
        << 1
        << QStringList{deal(1),
                       deal(2),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(2),
                       deal(3),
                       "collect 3 1 side sevens 1.00",
                       "pay 2 1 side sevens 3.00",
                       "announce_total 1 1 14",
                       "> player_decides 1 1 stand",
                       "pay 1 1 side sevens 100.00",
                       "announce_total 2 1 16",
                       "> player_decides 2 1 stand",
                       "announce_total 3 1 14",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 24",
                       "pay 3 1 main 10.00",
                       "pay 2 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§17(e) §11(f) BJ-SETTLE-17 BJ-SETTLE-18 three sevens on the draw, split "
                  "sevens paid before the split hands' cards")
        << 2
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "announce_total 1 1 14",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "pay 1 1 side sevens 500.00",
                       "announce_total 1 1 21",
                       "announce_total 2 1 14",
                       "> player_decides 2 1 split 10.00",
                       "pay 2 1 side sevens 50.00",
                       deal(2),
                       "announce_total 2 1 17",
                       "> player_decides 2 1 stand",
                       "deal_card 2 2 up false",
                       "announce_total 2 2 17",
                       "> player_decides 2 2 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 18",
                       "collect 2 2 main 10.00",
                       "collect 2 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§23(a)(2) §23(e)-(f) BJ-SETTLE-33 BJ-SETTLE-34 BJ-SETTLE-35 match the dealer: "
                  "losers collected, then winners paid")
        << 3
        << QStringList{deal(1),
                       deal(2),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(2),
                       deal(3),
                       "collect 2 1 side matchTheDealer 5.00",
                       "pay 3 1 side matchTheDealer 20.00",
                       "pay 1 1 side matchTheDealer 75.00",
                       "announce_total 1 1 20",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 14",
                       "> player_decides 2 1 stand",
                       "announce_total 3 1 12",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "collect 3 1 main 10.00",
                       "collect 2 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§24(d)-(e)(2) BJ-SETTLE-36 BJ-SETTLE-37 twenty point before insurance, the "
                  "queen of hearts pair with the blackjack wager")
        << 4
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "pay 2 1 side twentyPointBonus 45.00",
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "> player_decides 2 1 no_insurance",
                       "announce_total 1 1 20",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 20",
                       "> player_decides 2 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 20",
                       "return_wager 2 1 main",
                       "return_wager 1 1 main",
                       "pay 1 1 side twentyPointBonus 625.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§24(e)(1)(i) §24(h) BJ-SETTLE-37 BJ-SETTLE-39 queen of hearts pairs and a "
                  "dealer blackjack share the cap")
        << 5
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "deal_card 0 1 down false",
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "> player_decides 2 1 no_insurance",
                       "check_hole_card",
                       "reveal_hole_card",
                       "announce_total 0 1 blackjack",
                       "collect 2 1 main 10.00",
                       "pay 2 1 side twentyPointBonus 18750.00",
                       "collect 1 1 main 10.00",
                       "pay 1 1 side twentyPointBonus 6250.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§25(d)-(e) §12(c) BJ-DRAW-06 BJ-SETTLE-40 BJ-SETTLE-41 the forced third card, "
                  "the optional bonus before the blackjack")
        << 6
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 blackjack",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "pay 1 1 side optionalBonus 25.00",
                       "announce_total 0 1 25",
                       "pay 1 1 main 15.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§27(f)(3) §27(e) §27(g) BJ-DRAW-07 BJ-SETTLE-46 BJ-SETTLE-47 the dealer "
                  "completes the hand for a Buster wager")
        << 7
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 16",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 26",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 23",
                       "collect 1 1 main 10.00",
                       "pay 1 1 side busterBlackjack 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§20(e)-(f) BJ-SETTLE-26 BJ-SETTLE-27 blackjack bonus: losers after the deal, "
                  "winners after every other wager")
        << 8
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "collect 2 1 side blackjackBonus 1.00",
                       "announce_total 1 1 blackjack",
                       "pay 1 1 main 15.00",
                       "pick_up 1",
                       "announce_total 2 1 16",
                       "> player_decides 2 1 stand",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 25",
                       "pay 2 1 main 10.00",
                       "pay 1 1 side blackjackBonus 15.00",
                       "pick_up 2",
                       "pick_up 0"};
    QTest::newRow("§29(f)-(h) BJ-SETTLE-52 BJ-SETTLE-53 King's Bounty: kings of spades under a "
                  "ten settled at the end of the round")
        << 9
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "pay 2 1 side kingsBounty 100.00",
                       "announce_total 1 1 20",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 20",
                       "> player_decides 2 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 20",
                       "return_wager 2 1 main",
                       "return_wager 1 1 main",
                       "pay 1 1 side kingsBounty 500.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§26(e)-(g) BJ-SETTLE-43 BJ-SETTLE-44 BJ-SETTLE-45 in-between before the card "
                  "reader")
        << 10
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "deal_card 0 1 down false",
                       "collect 2 1 side inBetween 5.00",
                       "pay 1 1 side inBetween 5.00",
                       "check_hole_card",
                       "announce_total 1 1 soft 15",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 20",
                       "> player_decides 2 1 stand",
                       "reveal_hole_card",
                       "announce_total 0 1 17",
                       "pay 2 1 main 10.00",
                       "collect 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§17(b)(1)-(2) §17(c) §17(e)(1) BJ-SETTLE-13 BJ-SETTLE-15 over/under 13 before "
                  "the blackjack is paid")
        << 11
        << QStringList{deal(1),
                       deal(2),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(2),
                       deal(3),
                       "collect 3 1 side overUnder13 1.00",
                       "collect 2 1 side overUnder13 1.00",
                       "pay 1 1 side overUnder13 1.00",
                       "announce_total 1 1 blackjack",
                       "pay 1 1 main 15.00",
                       "pick_up 1",
                       "announce_total 2 1 13",
                       "> player_decides 2 1 stand",
                       "announce_total 3 1 soft 14",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "collect 3 1 main 10.00",
                       "collect 2 1 main 10.00",
                       "pick_up 3",
                       "pick_up 2",
                       "pick_up 0"};
    QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 same suit, six decks, Option 2")
        << 12
        << QStringList{deal(3),
                       deal(4),
                       deal(0),
                       deal(3),
                       deal(4),
                       "pay 4 1 side sameSuit 2.50",
                       "pay 3 1 side sameSuit 25.00",
                       "announce_total 3 1 20",
                       "> player_decides 3 1 stand",
                       "announce_total 4 1 13",
                       "> player_decides 4 1 stand",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 25",
                       "pay 4 1 main 10.00",
                       "pay 3 1 main 10.00",
                       "pick_up 4",
                       "pick_up 3",
                       "pick_up 0"};
    QTest::newRow("§24(e)(1)(ii) BJ-SETTLE-37 the queen of hearts pair after the card reader "
                  "finds no blackjack")
        << 13
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "deal_card 0 1 down false",
                       "collect 2 1 side twentyPointBonus 5.00",
                       "check_hole_card",
                       "pay 1 1 side twentyPointBonus 625.00",
                       "announce_total 1 1 20",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 18",
                       "> player_decides 2 1 stand",
                       "reveal_hole_card",
                       "announce_total 0 1 17",
                       "pay 2 1 main 10.00",
                       "pay 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§27(f)(3) BJ-DRAW-07 BJ-SETTLE-47 a soft 17 completed for a Buster wager")
        << 14
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "announce_total 1 1 16",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 26",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       deal(0),
                       "announce_total 0 1 26",
                       "collect 1 1 main 10.00",
                       "pay 1 1 side busterBlackjack 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§12(b)(1) §27(d)(2) BJ-DRAW-01 BJ-SETTLE-46 the table's rule while a "
                  "blackjack wager stands")
        << 15
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "announce_total 1 1 18",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "collect 1 1 side busterBlackjack 5.00",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§30(c) BJ-SETTLE-54 TriLux Bonus after the deal")
        << 16
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "deal_card 0 1 down false",
                       "pay 1 1 side triLuxBonus 125.00",
                       "announce_total 1 1 19",
                       "> player_decides 1 1 stand",
                       "reveal_hole_card",
                       deal(0),
                       "announce_total 0 1 20",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§31(c) §31(h) §31(j) BJ-SETTLE-55 Blazing 7's after the deal")
        << 17
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "collect 2 1 side blazing7s 5.00",
                       "pay 1 1 side blazing7s 120.00",
                       "announce_total 1 1 14",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 17",
                       "> player_decides 2 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 19",
                       "collect 2 1 main 10.00",
                       "collect 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§17(e) §17(e)(3) BJ-SETTLE-14 BJ-SETTLE-17 two sevens after a double down and "
                  "a surrender")
        << 18
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "announce_total 1 1 14",
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 up true",
                       "pay 1 1 side sevens 5000.00",
                       "announce_total 1 1 21",
                       "announce_total 2 1 14",
                       "> player_decides 2 1 surrender",
                       "pay 2 1 side sevens 50.00",
                       "settle_surrender 2 1 5.00",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 19",
                       "pay 1 1 main 20.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§30 BJ-SETTLE-54 the Lucky George version and Super 3 after the deal")
        << 20
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "deal_card 0 1 down false",
                       "pay 2 1 side luckyGeorge 80.00",
                       "pay 1 1 side luckyGeorge 135.00",
                       "pay 2 1 side triLuxSuper3 90.00",
                       "pay 1 1 side triLuxSuper3 900.00",
                       "announce_total 1 1 11",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 14",
                       "> player_decides 2 1 stand",
                       "reveal_hole_card",
                       "announce_total 0 1 17",
                       "collect 2 1 main 10.00",
                       "collect 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§29(d) BJ-SETTLE-52 BJ-SETTLE-53 King's Bounty for the dealer when the "
                  "second card is exposed")
        << 19
        << QStringList{"announce no_more_bets",
                       deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 17",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "pay 1 1 side kingsBountyDealer 20.00",
                       "announce_total 0 1 20",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackRoundSideWagers::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    const Case c = cases()[static_cast<std::size_t>(which)];
    checkAutoplay(roundScenario(c.cards, c.players, c.rules), transcript);
    if (QTest::currentTestFailed()) {
        return;
    }
    // The cases are lawful tables and stakes.
    const auto offerProblems = blackjack::validate(c.rules.offer);
    QVERIFY2(offerProblems.empty(),
             offerProblems.empty() ? "" : offerProblems.front().text().c_str());
    const auto stakeProblems =
        blackjack::validateSideWagerStakes(roundScenario(c.cards, c.players, c.rules), c.rules);
    QVERIFY2(stakeProblems.empty(),
             stakeProblems.empty() ? "" : stakeProblems.front().message.c_str());
}

void TestBlackjackRoundSideWagers::mistakesAreGraded_data() {
    addMistakeColumns();
    const auto row = mistakeRow;
    row("§28(e) BJ-SETTLE-50 a third card dealt before the 21+3 wagers are settled", 0, 6,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §28(e)", "BJ-SETTLE-50", "major", true);
    row("§28(e) BJ-SETTLE-50 21+3 settled from the dealer's left", 0, 6,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "twentyOnePlusThree", "amount": "45.00"})",
        "Blackjack §28(e)", "BJ-SETTLE-50", "minor", true);
    row("§28(f) BJ-SETTLE-51 a straight flush paid at Table B's 30 to 1", 0, 7,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "twentyOnePlusThree", "amount": "150.00"})",
        "Blackjack §28(f)", "BJ-SETTLE-51", "payout", false);
    row("§17(e) BJ-SETTLE-14 two sevens paid before the player elects", 1, 9,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "sevens", "amount": "100.00"})",
        "Blackjack §17(e)", "BJ-SETTLE-14", "major", false);
    row("§17(e)(3) BJ-SETTLE-17 two suited sevens paid as any suit", 1, 10,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "sevens", "amount": "50.00"})",
        "Blackjack §17(e)(3)", "BJ-SETTLE-17", "payout", false);
    row("§17(e) BJ-SETTLE-14 the next box played before the two sevens are paid", 1, 10,
        R"({"action": "announce_total", "seat": 2, "hand": 1, "total": "16"})", "Blackjack §17(e)",
        "BJ-SETTLE-14", "major", false);
    row("§11(f) BJ-SETTLE-18 a card to a split seven before the sevens wager is paid", 2, 10,
        R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §11(f)", "BJ-SETTLE-18", "major", true);
    row("§23(e) BJ-SETTLE-34 a winner paid before the losers are collected", 3, 7,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "matchTheDealer", "amount": "75.00"})",
        "Blackjack §23(e)", "BJ-SETTLE-34", "minor", true);
    row("§23(a)(2) §23(f) BJ-SETTLE-35 two matching cards paid once", 3, 9,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "matchTheDealer", "amount": "55.00"})",
        "Blackjack §23(f)", "BJ-SETTLE-35", "payout", false);
    row("§24(d) BJ-SETTLE-36 insurance offered before the twenty point wagers", 4, 6,
        R"({"action": "offer_insurance"})", "Blackjack §24(d)", "BJ-SETTLE-36", "major", false);
    row("§24(e) BJ-SETTLE-37 the queen of hearts pair paid under an ace at once", 4, 7,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "twentyPointBonus", "amount": "625.00"})",
        "Blackjack §24(e)", "BJ-SETTLE-37", "major", false);
    row("§24(h) BJ-SETTLE-39 a capped winner paid 1000 to 1", 5, 12,
        R"({"action": "pay", "seat": 2, "hand": 1, "wager": "side", "side": "twentyPointBonus", "amount": "75000.00"})",
        "Blackjack §24(h)", "BJ-SETTLE-39", "payout", false);
    row("§25(d) BJ-DRAW-06 the dealer stops on 16 with an optional bonus in play", 6, 6,
        R"({"action": "announce_total", "seat": 0, "hand": 1, "total": "16"})", "Blackjack §25(d)",
        "BJ-DRAW-06", "major", false);
    row("§25(e) BJ-SETTLE-41 the blackjack paid before the optional bonus", 6, 7,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "main", "amount": "15.00"})",
        "Blackjack §25(e)", "BJ-SETTLE-41", "major", false);
    row("§27(f)(3) BJ-DRAW-07 the dealer stops on 14 with a Buster wager in play", 7, 8,
        R"({"action": "announce_total", "seat": 0, "hand": 1, "total": "14"})",
        "Blackjack §27(f)(3)", "BJ-DRAW-07", "major", false);
    row("§27(d)-(e) BJ-SETTLE-46 the Buster wager settled before the dealer's hand", 7, 7,
        R"({"action": "collect", "seat": 1, "hand": 1, "wager": "side", "side": "busterBlackjack", "amount": "5.00"})",
        "Blackjack §27(d)-(e)", "BJ-SETTLE-46", "major", false);
    row("§20(f) BJ-SETTLE-27 the blackjack bonus paid with the blackjack", 8, 8,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "blackjackBonus", "amount": "15.00"})",
        "Blackjack §20(f)", "BJ-SETTLE-27", "major", false);
    row("§29(g) BJ-SETTLE-52 kings of spades paid under a ten at once", 9, 6,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "kingsBounty", "amount": "500.00"})",
        "Blackjack §29(g)", "BJ-SETTLE-52", "major", false);
    row("§26(e) BJ-SETTLE-44 the card reader used before the in-between wagers", 10, 7,
        R"({"action": "check_hole_card"})", "Blackjack §26(e)", "BJ-SETTLE-44", "major", false);
    row("§26(e) BJ-SETTLE-44 a side wager the box does not have", 10, 7,
        R"({"action": "collect", "seat": 1, "hand": 1, "wager": "side", "side": "twentyOnePlusThree", "amount": "5.00"})",
        "Blackjack §26(e)", "BJ-SETTLE-44", "major", false);
}

void TestBlackjackRoundSideWagers::mistakesAreGraded() {
    QFETCH(int, which);
    const Case c = cases()[static_cast<std::size_t>(which)];
    checkMistake(roundScenario(c.cards, c.players, c.rules));
}

void TestBlackjackRoundSideWagers::everyWagerIsSettledInShuffledRounds_data() {
    QTest::addColumn<int>("wager");
    QTest::addColumn<int>("holeCard");
    const std::array<SideWager, 15> wagers = {
        SideWager::OverUnder13,        SideWager::SameSuit,       SideWager::Sevens,
        SideWager::BlackjackBonus,     SideWager::MatchTheDealer, SideWager::TwentyPointBonus,
        SideWager::OptionalBonus,      SideWager::InBetween,      SideWager::BusterBlackjack,
        SideWager::TwentyOnePlusThree, SideWager::KingsBounty,    SideWager::TriLuxBonus,
        SideWager::TriLuxSuper3,       SideWager::Blazing7s,      SideWager::LuckyGeorge,
    };
    const std::array<blackjack::HoleCard, 4> holeCards = {
        blackjack::HoleCard::SecondCardAfterPlayers, blackjack::HoleCard::FaceDown,
        blackjack::HoleCard::FaceDownWithCardReader, blackjack::HoleCard::FaceUp};
    for (const SideWager wager : wagers) {
        for (const auto holeCard : holeCards) {
            const std::string name = "§" + std::string(blackjack::section(wager)) + " " +
                                     std::string(blackjack::fieldName(wager)) + " §" +
                                     std::string(blackjack::section(holeCard));
            QTest::newRow(name.c_str()) << static_cast<int>(wager) << static_cast<int>(holeCard);
        }
    }
}

void TestBlackjackRoundSideWagers::everyWagerIsSettledInShuffledRounds() {
    // Whatever the cards, the reference performance settles every side wager
    // exactly once and completes the round with no error.
    QFETCH(int, wager);
    QFETCH(int, holeCard);
    const auto side = static_cast<SideWager>(wager);
    blackjack::TableRules rules = offering({side});
    rules.offer.holeCard = static_cast<blackjack::HoleCard>(holeCard);
    if (side == SideWager::TriLuxSuper3) {
        rules.offer.sideWagers.insert(SideWager::TriLuxBonus);
    }
    if (!blackjack::validate(rules.offer).empty()) {
        QSKIP("the text does not allow this wager with this hole-card procedure");
    }
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        std::vector<Player> players;
        for (const int seat : {1, 3, 5}) {
            Player player{seat, 10, {}, {stake(side, 1)}};
            if (side == SideWager::TriLuxSuper3) {
                player.sideWagers.insert(player.sideWagers.begin(),
                                         stake(SideWager::TriLuxBonus, 1));
            }
            if (side == SideWager::KingsBounty) { // §29(d): and for the dealer
                player.sideWagers.push_back({side, Money::dollars(1), true, true});
            }
            players.push_back(player);
        }
        Scenario scenario = roundScenario("", players, rules);
        scenario.seed = seed;
        for (auto &script : scenario.players) {
            script.basicStrategy = true;
        }
        Session session(scenario, refereeFor(scenario));
        for (int i = 0; i < 300 && !session.isComplete(); ++i) {
            const auto options = session.expected();
            QVERIFY2(!options.empty(), "the round stopped before its end");
            const Verdict verdict = session.perform(options.front().action);
            QVERIFY2(verdict.correct, verdict.message.c_str());
        }
        QVERIFY(session.isComplete());
        const auto &round = std::get<blackjack::Round>(session.state().round);
        for (const auto &box : round.boxes) {
            for (const auto &placed : box.sideWagers) {
                QVERIFY2(placed.settled,
                         qPrintable(QStringLiteral("seed %1 seat %2").arg(seed).arg(box.seat)));
            }
        }
    }
}

void TestBlackjackRoundSideWagers::sideWagerActionsInJson_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); // empty: parses and writes back identically

    QTest::newRow("§28(f) BJ-SETTLE-51 a 21+3 payment")
        << R"({"action": "pay", "seat": 3, "hand": 1, "wager": "side", "side": "twentyOnePlusThree", "amount": "45.00"})"
        << "";
    QTest::newRow("§17(d) BJ-SETTLE-14 a sevens wager collected")
        << R"({"action": "collect", "seat": 2, "hand": 1, "wager": "side", "side": "sevens", "amount": "1.00"})"
        << "";
    QTest::newRow("§3(b) BJ-SETTLE-02 a side wager returned")
        << R"({"action": "return_wager", "seat": 2, "hand": 1, "wager": "side", "side": "streak"})"
        << "";
    QTest::newRow("§3(e) BJ-SETTLE-03 a main wager keeps its form")
        << R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "15.00"})"
        << "";
    QTest::newRow("§28(e) BJ-SETTLE-50 a side wager without its name")
        << R"({"action": "pay", "seat": 3, "hand": 1, "wager": "side", "amount": "45.00"})"
        << "pay: a side wager needs \"side\", the name of the side wager, e.g. "
           "\"twentyOnePlusThree\"";
    QTest::newRow("§28(e) BJ-SETTLE-50 a side wager named with a space")
        << R"({"action": "pay", "seat": 3, "hand": 1, "wager": "side", "side": "21 plus 3", "amount": "45.00"})"
        << "pay: a side wager needs \"side\", the name of the side wager, e.g. "
           "\"twentyOnePlusThree\"";
    QTest::newRow("§3(e) BJ-SETTLE-03 a main wager with a side name")
        << R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "side": "sevens", "amount": "45.00"})"
        << "pay: unknown key \"side\"";
}

void TestBlackjackRoundSideWagers::sideWagerActionsInJson() {
    QFETCH(QString, json);
    QFETCH(QString, error);
    const auto parsed = parseAction(json.toStdString());
    if (!error.isEmpty()) {
        QVERIFY(!parsed.action);
        QCOMPARE(qs(parsed.error), error);
        return;
    }
    QVERIFY2(parsed.action, parsed.error.c_str());
    QCOMPARE(qs(toJson(*parsed.action)), json);
}

void TestBlackjackRoundSideWagers::stakesAreValidated_data() {
    QTest::addColumn<int>("wager");
    QTest::addColumn<int>("cents");
    QTest::addColumn<int>("mainDollars");
    QTest::addColumn<QString>("path"); // empty: allowed

    const auto row = [](const char *name, SideWager wager, int cents, int mainDollars,
                        const char *path) {
        QTest::newRow(name) << static_cast<int>(wager) << cents << mainDollars
                            << QString::fromUtf8(path);
    };
    row("§17(a)(i) the additional wager of $1.00", SideWager::Sevens, 100, 10, "");
    row("§17(a)(i) an additional wager of $2.00", SideWager::Sevens, 200, 10,
        "players[0].sideWagers[0].amount");
    row("§17(b) an additional wager without a blackjack wager", SideWager::OverUnder13, 100, 0,
        "players[0].sideWagers[0].wager");
    row("§20(a) a blackjack bonus of $2.00", SideWager::BlackjackBonus, 200, 10,
        "players[0].sideWagers[0].amount");
    row("§25(c) an optional bonus over the blackjack wager", SideWager::OptionalBonus, 1500, 10,
        "players[0].sideWagers[0].amount");
    row("§27(c) a Buster wager under $1.00", SideWager::BusterBlackjack, 50, 10,
        "players[0].sideWagers[0].amount");
    row("§27(c) a Buster wager of $5.00", SideWager::BusterBlackjack, 500, 10, "");
    row("§19 a wager the table does not offer", SideWager::Progressive, 100, 10,
        "players[0].sideWagers[0].wager");
    row("§30 the Lucky George version's bet", SideWager::LuckyGeorge, 500, 10, "");
    row("§30 the Lucky George version's bet without a blackjack wager", SideWager::LuckyGeorge, 500,
        0, "players[0].sideWagers[0].wager");
}

void TestBlackjackRoundSideWagers::stakesAreValidated() {
    QFETCH(int, wager);
    QFETCH(int, cents);
    QFETCH(int, mainDollars);
    QFETCH(QString, path);
    const auto side = static_cast<SideWager>(wager);
    // Offered unless the row is about a wager the table does not offer.
    blackjack::TableRules rules =
        offering(side == SideWager::Progressive ? std::set<SideWager>{} : std::set{side});
    Scenario scenario = roundScenario("", {{1, mainDollars, {}, {}}}, rules);
    scenario.players[0].sideWagers = {{side, Money::cents(cents), true}};
    const auto problems = blackjack::validateSideWagerStakes(scenario, rules);
    if (path.isEmpty()) {
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message.c_str());
        return;
    }
    QVERIFY(!problems.empty());
    QCOMPARE(qs(problems.front().path), path);
    QVERIFY(!problems.front().message.empty());
}

namespace {

// Two boxes that stand: box 1 10S 4S, box 2 9H 4H; the dealer 7D 3C 8D.
const QString kStandingRound = QStringLiteral("10S 9H 7D 4S 4H 3C 8D 2D");

// The rest of the round by the referee's first expected action, all correct,
// "No more bets" never asked again.
void finishWithoutAnotherAnnouncement(Session &session) {
    for (int i = 0; i < 100 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        QVERIFY(options.front().action != DealerAction(Announce{Call::NoMoreBets}));
        const Verdict verdict = session.perform(options.front().action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
    }
    QVERIFY(session.isComplete());
}

} // namespace

void TestBlackjackRoundSideWagers::noMoreBetsBeforeTheFirstCard_data() {
    QTest::addColumn<QList<int>>("offered");
    QTest::addColumn<int>("staked"); // the wager box 1 places, -1: none
    QTest::addColumn<bool>("tribal");
    QTest::addColumn<QString>("citation");
    const auto row = [](const char *name, QList<SideWager> offered, int staked, bool tribal,
                        const char *citation) {
        QList<int> wagers;
        for (const SideWager wager : offered) {
            wagers << static_cast<int>(wager);
        }
        QTest::newRow(name) << wagers << staked << tribal << QString::fromUtf8(citation);
    };
    // Each section: 'The dealer shall then announce "No more bets" and deal'.
    row("§20(b) BJ-ANN-06 blackjack bonus", {SideWager::BlackjackBonus},
        static_cast<int>(SideWager::BlackjackBonus), false, "Blackjack §20(b)");
    row("§24(d) BJ-ANN-06 twenty point bonus", {SideWager::TwentyPointBonus},
        static_cast<int>(SideWager::TwentyPointBonus), false, "Blackjack §24(d)");
    row("§26(e) BJ-ANN-06 in-between", {SideWager::InBetween},
        static_cast<int>(SideWager::InBetween), false, "Blackjack §26(e)");
    row("§28(e) BJ-ANN-06 21+3", {SideWager::TwentyOnePlusThree},
        static_cast<int>(SideWager::TwentyOnePlusThree), false, "Blackjack §28(e)");
    row("§29(b) BJ-ANN-06 King's Bounty", {SideWager::KingsBounty},
        static_cast<int>(SideWager::KingsBounty), false, "Blackjack §29(b)");
    // The requirement is the table's: announced with no such wager placed.
    row("§28(e) BJ-ANN-06 21+3 offered, none placed", {SideWager::TwentyOnePlusThree}, -1, false,
        "Blackjack §28(e)");
    // 002 (s)(2) prints the same words for its blackjack bonus.
    row("(s)(2) BJ-ANN-06 tribal blackjack bonus", {SideWager::BlackjackBonus},
        static_cast<int>(SideWager::BlackjackBonus), true, "Blackjack (tribal) (s)(2)");
}

void TestBlackjackRoundSideWagers::noMoreBetsBeforeTheFirstCard() {
    QFETCH(QList<int>, offered);
    QFETCH(int, staked);
    QFETCH(bool, tribal);
    QFETCH(QString, citation);
    const Regulation regulation = tribal ? Regulation::BlackjackTribal : Regulation::Blackjack;
    blackjack::TableRules rules = withOffer(nullptr, regulation);
    for (const int wager : offered) {
        rules.offer.sideWagers.insert(static_cast<SideWager>(wager));
    }
    const auto problems = blackjack::validate(rules.offer);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().text().c_str());
    std::vector<SideWagerStake> stakes;
    if (staked >= 0) {
        const auto wager = static_cast<SideWager>(staked);
        stakes.push_back(stake(wager, wager == SideWager::BlackjackBonus ? 1 : 5));
    }
    const Scenario scenario = roundScenario(
        kStandingRound, {{1, 10, {stand()}, stakes}, {2, 10, {stand()}}}, rules, regulation);
    Session session(scenario, refereeFor(scenario));
    const auto first = session.expected();
    QCOMPARE(first.size(), std::size_t{1});
    QVERIFY(first.front().action == DealerAction(Announce{Call::NoMoreBets}));
    QCOMPARE(qs(first.front().rule.citation.text()), citation);
    QCOMPARE(qs(first.front().rule.requirement), QStringLiteral("BJ-ANN-06"));
    // Dealing without the announcement: an error citing the section; the
    // card stays in the shoe until "No more bets" is said.
    const std::size_t shoe = session.state().shoe.size();
    const Verdict silent = session.perform(DealCard{1, 1, Face::Up, false});
    QVERIFY(!silent.correct);
    QVERIFY(!silent.applied);
    QCOMPARE(silent.severity, Severity::Major);
    QCOMPARE(qs(silent.rule.citation.text()), citation);
    QCOMPARE(qs(silent.rule.requirement), QStringLiteral("BJ-ANN-06"));
    QVERIFY(qs(silent.expected).contains(QStringLiteral("No more bets")));
    QCOMPARE(session.state().shoe.size(), shoe);
    const Verdict announced = session.perform(Announce{Call::NoMoreBets});
    QVERIFY2(announced.correct, announced.message.c_str());
    QCOMPARE(qs(announced.rule.citation.text()), citation);
    // Once is enough: again, a minor error.
    const Verdict again = session.perform(Announce{Call::NoMoreBets});
    QVERIFY(!again.correct);
    QCOMPARE(again.severity, Severity::Minor);
    QCOMPARE(qs(again.rule.citation.text()), citation);
    QCOMPARE(qs(again.rule.requirement), QStringLiteral("BJ-ANN-06"));
    finishWithoutAnotherAnnouncement(session);
}

void TestBlackjackRoundSideWagers::noMoreBetsOnlyWhereASectionRequiresIt_data() {
    QTest::addColumn<int>("offered"); // -1: no side wager
    // §17 (the sevens wager) and a table without side wagers print no
    // announcement (BJ-ANN-06 lists §20(b), §24(d), §26(e), §28(e), §29(b)).
    QTest::newRow("BJ-ANN-06 no side wager") << -1;
    QTest::newRow("BJ-ANN-06 §17 sevens") << static_cast<int>(SideWager::Sevens);
    QTest::newRow("BJ-ANN-06 §23 match the dealer") << static_cast<int>(SideWager::MatchTheDealer);
}

void TestBlackjackRoundSideWagers::noMoreBetsOnlyWhereASectionRequiresIt() {
    QFETCH(int, offered);
    blackjack::TableRules rules;
    std::vector<SideWagerStake> stakes;
    if (offered >= 0) {
        rules.offer.sideWagers.insert(static_cast<SideWager>(offered));
        stakes.push_back(stake(static_cast<SideWager>(offered), 1));
    }
    const Scenario scenario =
        roundScenario(kStandingRound, {{1, 10, {stand()}, stakes}, {2, 10, {stand()}}}, rules);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(session.expected().front().action == DealerAction(DealCard{1, 1, Face::Up, false}));
    const Verdict unasked = session.perform(Announce{Call::NoMoreBets});
    QVERIFY(!unasked.correct);
    QVERIFY(!unasked.applied);
    QCOMPARE(unasked.severity, Severity::Minor);
    finishWithoutAnotherAnnouncement(session);
}

void TestBlackjackRoundSideWagers::noMoreBetsOnceWithTheProgressive() {
    // BJ-ANN-05 §19(b), BJ-ANN-06 §29(b): at a table offering both (no
    // section excludes the one with the other), §19(b) places the one
    // announcement between verifying the progressive wagers and registering
    // them; it is not asked again before the deal.
    blackjack::TableRules rules;
    rules.offer.sideWagers = {SideWager::Progressive, SideWager::KingsBounty};
    const auto problems = blackjack::validate(rules.offer);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().text().c_str());
    const Scenario scenario =
        roundScenario(kStandingRound,
                      {{1, 10, {stand()}, {stake(SideWager::Progressive, 1)}},
                       {2, 10, {stand()}, {stake(SideWager::KingsBounty, 5)}}},
                      rules);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(session.expected().front().action == DealerAction(VerifyProgressiveWagers{}));
    session.perform(VerifyProgressiveWagers{});
    const Expectation call = session.expected().front();
    QVERIFY(call.action == DealerAction(Announce{Call::NoMoreBets}));
    QCOMPARE(qs(call.rule.citation.text()), QStringLiteral("Blackjack §19(b)"));
    QCOMPARE(qs(call.rule.requirement), QStringLiteral("BJ-ANN-05"));
    QVERIFY(session.perform(Announce{Call::NoMoreBets}).correct);
    QVERIFY(session.expected().front().action == DealerAction(RegisterProgressiveWagers{}));
    QVERIFY(session.perform(RegisterProgressiveWagers{}).correct);
    QVERIFY(session.expected().front().action == DealerAction(DealCard{1, 1, Face::Up, false}));
    finishWithoutAnotherAnnouncement(session);
}

QTEST_APPLESS_MAIN(TestBlackjackRoundSideWagers)
#include "tst_blackjack_round_side_wagers.moc"

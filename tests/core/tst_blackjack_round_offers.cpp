// Offers the dealer makes in a blackjack round besides the §6(f) decisions:
// §6(j)(3), §6(k)(6) the additional card for two sevens with a sevens wager
// under a dealer blackjack known before the players act; §19(b), §3(k) the
// progressive wagers verified, announced and registered before the first
// card, §15(o) a chip refused where the light does not work, §19(c)-(h) the
// winners paid with the regular wager; §19(k)-(l) Super 4 Stax settled on the
// dealer's two cards. The reference
// performances (autoplay) are compared with transcripts written by hand from
// the regulation's text; the amounts are worked out in the comments from the
// §17(e)(3) pay table; the dealer's likely mistakes are graded with their
// section and checklist requirement.

#include "round_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/games/blackjack/round_progressive.h>
#include <core/games/blackjack/round_sevens_offer.h>

using namespace dt;
using blackjack::HoleCard;
using blackjack::SideWager;
using namespace roundtest;

namespace {

SideWagerStake sevensStake() {
    return {SideWager::Sevens, Money::dollars(1), true};
}

// A six-deck Massachusetts table offering the §17(a)(3) sevens wager, its
// dealer's second card dealt under `holeCard`.
blackjack::TableRules sevensTable(HoleCard holeCard) {
    blackjack::TableRules rules = withOffer();
    rules.offer.sideWagers = {SideWager::Sevens};
    rules.offer.holeCard = holeCard;
    return rules;
}

SideWagerStake progressiveStake() {
    return {SideWager::Progressive, Money::dollars(1), true};
}

// A six-deck Massachusetts table offering the §19 progressive wager (§6(h):
// no hole card, no surrender, §6(j)(2), §6(k), §8(c)).
blackjack::TableRules progressiveTable() {
    blackjack::TableRules rules = withOffer();
    rules.offer.sideWagers = {SideWager::Progressive};
    return rules;
}

// A six-deck table offering Super 4 Stax (§19(j)): Paytable 1, spades the
// chosen suit, Star option 1 ($50,000 reseed).
blackjack::TableRules super4Table() {
    blackjack::TableRules rules = withOffer();
    rules.offer.sideWagers = {SideWager::Super4Stax};
    return rules;
}

SideWagerStake super4Stake() {
    return {SideWager::Super4Stax, Money::dollars(5), true};
}

struct Case {
    QString cards;
    std::vector<Player> players;
    blackjack::TableRules rules;
    std::vector<int> lightsOut = {}; // §15(o)
};

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: §6(j)(3) card reader, dealer AS KS (blackjack). Seat 1 7H 7H takes
    // the card, 7H: three sevens of the same suit, 5000 to 1 on $1 = $5,000.
    // Seat 2 7C 7D declines: two sevens of any suit, 50 to 1 = $50. Seat 3
    // 9C 8D: no seven, collected after the second card (§17(d)).
    Player taker{.seat = 1, .sideWagers = {sevensStake()}};
    Player decliner{.seat = 2, .sideWagers = {sevensStake()}};
    decliner.takesSevensCard = false;
    Player noSevens{.seat = 3, .sideWagers = {sevensStake()}};
    all.push_back({"7H 7C 9C AS 7H 7D 8D KS 7H",
                   {taker, decliner, noSevens},
                   sevensTable(HoleCard::FaceDownWithCardReader)});
    // 1: §6(k)(6) hole card face up, dealer 10S AS (blackjack). Seat 1 7S 7S
    // takes the card, 5D: two sevens of the same suit, 100 to 1 = $100. Seat
    // 2 7D 8D: one seven as the first card, 3 to 1 = $3 after the deal.
    all.push_back(
        {"7S 7D 10S 7S 8D AS 5D",
         {{.seat = 1, .sideWagers = {sevensStake()}}, {.seat = 2, .sideWagers = {sevensStake()}}},
         sevensTable(HoleCard::FaceUp)});
    // 2: §6(j) card reader, dealer 10S 8H: no blackjack, no offer; seat 1
    // 7D 7C stands: two sevens of any suit paid after the stand (§17(e)), $50.
    all.push_back({"7D 10S 7C 8H",
                   {{.seat = 1, .decisions = {stand()}, .sideWagers = {sevensStake()}}},
                   sevensTable(HoleCard::FaceDownWithCardReader)});
    // 3: §6(j) hole card face down without a card reader, dealer AS KH: the
    // blackjack is not known before the players act, no offer; seat 1 7C 7C
    // stands: two sevens of the same suit, $100, then the main wager lost.
    all.push_back({"7C AS 7C KH",
                   {{.seat = 1, .decisions = {stand()}, .sideWagers = {sevensStake()}}},
                   sevensTable(HoleCard::FaceDown)});
    // 4: §19 progressive, meter $5,000. Seat 1 AS AS stands: two aces of
    // the same suit in the first two cards, $100. Seat 2 AH 5C hits 2D: no
    // pair of aces, the chip stays in the acceptor. Seat 3 AD AC hits AH:
    // any three aces in the first three cards, $250 (§19(e): only that).
    // Dealer 10C 8S: 18; seat 1 soft 12 and seat 3 soft 13 lose, seat 2's
    // soft 18 stands off. §19(d): paid whatever the dealer's hand.
    all.push_back({"AS AH AD 10C AS 5C AC 2D AH 8S",
                   {{.seat = 1, .decisions = {stand()}, .sideWagers = {progressiveStake()}},
                    {.seat = 2, .decisions = {hit(), stand()}, .sideWagers = {progressiveStake()}},
                    {.seat = 3, .decisions = {hit(), stand()}, .sideWagers = {progressiveStake()}}},
                   progressiveTable()});
    // 5: §19(h) two players with four red aces in the first four cards share
    // the meter: $5,000 and 70% (§19(i)) of the two $1.00 registered, $5,001.40,
    // $2,500.70 each. Dealer 9C 8C: 17; both soft 14 lose $10.
    all.push_back(
        {"AH AD 9C AD AH AH AD AD AH 8C",
         {{.seat = 1, .decisions = {hit(), hit(), stand()}, .sideWagers = {progressiveStake()}},
          {.seat = 2, .decisions = {hit(), hit(), stand()}, .sideWagers = {progressiveStake()}}},
         progressiveTable()});
    // 6: §15(o) the light at seat 2 is out: its chip is returned before the
    // §19(b) steps; seat 1's wager loses (10S 8D). Dealer 7C 10H: 17; both
    // 18s win $10.
    all.push_back({"10S 9H 7C 8D 9D 10H",
                   {{.seat = 1, .decisions = {stand()}, .sideWagers = {progressiveStake()}},
                    {.seat = 2, .decisions = {stand()}, .sideWagers = {progressiveStake()}}},
                   progressiveTable(),
                   {2}});
    // 7: §19(k) Super 4 Stax, dealer AS JS (blackjack). Seat 1 KS QS: with
    // the dealer's AS JS a royal flush in the chosen suit, 100% of the Star
    // meter, $50,000 at Option 1's reseed. Seat 2 9D 9C: a pair, $50.
    all.push_back({"KS 9D AS QS 9C JS",
                   {{.seat = 1, .decisions = {stand()}, .sideWagers = {super4Stake()}},
                    {.seat = 2, .decisions = {stand()}, .sideWagers = {super4Stake()}}},
                   super4Table()});
    // 8: §19(l) the dealer shows a 9, no blackjack: the wager loses; the
    // main wager (17 against 17) stands off.
    all.push_back({"10H 9S 7C 8D",
                   {{.seat = 1, .decisions = {stand()}, .sideWagers = {super4Stake()}}},
                   super4Table()});
    return all;
}

dt::Scenario scenarioOf(const Case &c) {
    dt::Scenario scenario = roundScenario(c.cards, c.players, c.rules);
    scenario.progressiveLightsOut = c.lightsOut;
    return scenario;
}

} // namespace

class TestBlackjackRoundOffers : public QObject {
    Q_OBJECT

private slots:
    void sevensOfferTranscripts_data();
    void sevensOfferTranscripts();
    void sevensOfferMistakesAreGraded_data();
    void sevensOfferMistakesAreGraded();
    void sevensOfferOnlyWhereTheTextGivesIt_data();
    void sevensOfferOnlyWhereTheTextGivesIt();
    void progressiveTranscripts_data();
    void progressiveTranscripts();
    void progressiveMistakesAreGraded_data();
    void progressiveMistakesAreGraded();
    void progressiveScenarioChecks_data();
    void progressiveScenarioChecks();
    void tribalProgressiveIsDealtInARound();
    void super4StaxTranscripts_data();
    void super4StaxTranscripts();
    void super4StaxMistakesAreGraded_data();
    void super4StaxMistakesAreGraded();
};

void TestBlackjackRoundOffers::sevensOfferTranscripts_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("§6(j)(3) BJ-DEAL-10 BJ-SETTLE-18 card reader: seat 1 takes the card, three "
                  "suited sevens; seat 2 declines, two sevens")
        << 0
        << QStringList{deal(1),
                       deal(2),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(2),
                       deal(3),
                       "deal_card 0 1 down false",
                       "collect 3 1 side sevens 1.00",
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "> player_decides 2 1 no_insurance",
                       "> player_decides 3 1 no_insurance",
                       "check_hole_card",
                       "reveal_hole_card",
                       "announce_total 0 1 blackjack",
                       "offer_sevens_card 1",
                       "> player_answers_sevens_offer 1 true",
                       deal(1),
                       "pay 1 1 side sevens 5000.00",
                       "offer_sevens_card 2",
                       "> player_answers_sevens_offer 2 false",
                       "pay 2 1 side sevens 50.00",
                       "collect 3 1 main 10.00",
                       "collect 2 1 main 10.00",
                       "collect 1 1 main 10.00",
                       "pick_up 3",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§6(k)(6) BJ-DEAL-10 BJ-SETTLE-18 hole card face up: two suited sevens and a "
                  "five, 100 to 1")
        << 1
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       deal(0),
                       "pay 2 1 side sevens 3.00",
                       "announce_total 0 1 blackjack",
                       "offer_sevens_card 1",
                       "> player_answers_sevens_offer 1 true",
                       deal(1),
                       "pay 1 1 side sevens 100.00",
                       "collect 2 1 main 10.00",
                       "collect 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§6(j)(3) §17(e) BJ-DEAL-10 BJ-SETTLE-14 card reader, no dealer blackjack: no "
                  "offer, two sevens paid after the stand")
        << 2
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "deal_card 0 1 down false",
                       "check_hole_card",
                       "announce_total 1 1 14",
                       "> player_decides 1 1 stand",
                       "pay 1 1 side sevens 50.00",
                       "reveal_hole_card",
                       "announce_total 0 1 18",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§6(j) §17(e) BJ-DEAL-10 BJ-SETTLE-14 no card reader: the blackjack is not "
                  "known, no offer, two sevens paid after the stand")
        << 3
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "deal_card 0 1 down false",
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "announce_total 1 1 14",
                       "> player_decides 1 1 stand",
                       "pay 1 1 side sevens 100.00",
                       "reveal_hole_card",
                       "announce_total 0 1 blackjack",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackRoundOffers::sevensOfferTranscripts() {
    QFETCH(int, which);
    QFETCH(QStringList, expected);
    checkAutoplay(scenarioOf(cases()[static_cast<std::size_t>(which)]), expected);
}

void TestBlackjackRoundOffers::sevensOfferMistakesAreGraded_data() {
    addMistakeColumns();
    const auto row = mistakeRow;
    // Case 0 reaches the offer to seat 1 after 13 actions (8 cards, the
    // sevens collection, insurance, the reader, the hole card, the total).
    row("§6(j)(3) BJ-DEAL-10 the main wagers collected without the offer", 0, 13,
        R"({"action": "collect", "seat": 3, "hand": 1, "wager": "main", "amount": "10.00"})",
        "Blackjack §6(j)(3)", "BJ-DEAL-10", "major", false);
    row("§6(j)(3) BJ-DEAL-10 two sevens paid without offering the card", 0, 13,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "sevens", "amount": "100.00"})",
        "Blackjack §6(j)(3)", "BJ-DEAL-10", "major", false);
    row("§6(j)(3) BJ-DEAL-10 the offer made to seat 2 before seat 1 (from the left)", 0, 13,
        R"({"action": "offer_sevens_card", "seat": 2})", "Blackjack §6(j)(3)", "BJ-DEAL-10",
        "major", false);
    row("§6(j)(3) BJ-DEAL-10 the offer made to a box without two sevens", 0, 13,
        R"({"action": "offer_sevens_card", "seat": 3})", "Blackjack §6(j)(3)", "BJ-DEAL-10",
        "major", false);
    row("§6(j)(3) BJ-DEAL-10 the card dealt before the player is asked", 0, 13,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6(j)(3)", "BJ-DEAL-10", "major", false);
    row("§6(j)(3) BJ-DEAL-10 the cards picked up while the taken card is due", 0, 14,
        R"({"action": "pick_up", "seat": 3})", "Blackjack §6(j)(3)", "BJ-DEAL-10", "major", false);
    row("§17(e)(3) BJ-SETTLE-17 three suited sevens paid as two", 0, 15,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "sevens", "amount": "100.00"})",
        "Blackjack §17(e)(3)", "BJ-SETTLE-17", "payout", false);
    row("§6(j)(3) BJ-DEAL-10 the offer made twice", 0, 14,
        R"({"action": "offer_sevens_card", "seat": 1})", "Blackjack §6(j)(3)", "BJ-DEAL-10",
        "minor", false);
    // Case 1 reaches the offer after 8 actions (6 cards, the one-seven
    // payment, the dealer's total).
    row("§6(k)(6) BJ-DEAL-10 the cards picked up without the offer", 1, 8,
        R"({"action": "pick_up", "seat": 2})", "Blackjack §6(k)(6)", "BJ-DEAL-10", "major", false);
    row("§6(k)(6) BJ-DEAL-10 the offer made to the one-seven box", 1, 8,
        R"({"action": "offer_sevens_card", "seat": 2})", "Blackjack §6(k)(6)", "BJ-DEAL-10",
        "major", false);
    // Case 2: no dealer blackjack, no offer.
    row("§6(j)(3) BJ-DEAL-10 an offer without a dealer blackjack", 2, 5,
        R"({"action": "offer_sevens_card", "seat": 1})", "Blackjack §6(j)(3)", "BJ-DEAL-10",
        "major", false);
}

void TestBlackjackRoundOffers::sevensOfferMistakesAreGraded() {
    QFETCH(int, which);
    checkMistake(scenarioOf(cases()[static_cast<std::size_t>(which)]));
}

void TestBlackjackRoundOffers::sevensOfferOnlyWhereTheTextGivesIt_data() {
    QTest::addColumn<int>("holeCard");
    QTest::addColumn<bool>("sevensOffered");
    QTest::addColumn<int>("regulation");
    QTest::addColumn<QString>("section");
    QTest::newRow("§6(j)(3) BJ-DEAL-10 a card reader and the sevens wager")
        << static_cast<int>(HoleCard::FaceDownWithCardReader) << true
        << static_cast<int>(Regulation::Blackjack) << "6(j)(3)";
    QTest::newRow("§6(k)(6) BJ-DEAL-10 the hole card face up and the sevens wager")
        << static_cast<int>(HoleCard::FaceUp) << true << static_cast<int>(Regulation::Blackjack)
        << "6(k)(6)";
    QTest::newRow("§6(h) BJ-DEAL-10 no hole card: no offer")
        << static_cast<int>(HoleCard::SecondCardAfterPlayers) << true
        << static_cast<int>(Regulation::Blackjack) << "";
    QTest::newRow("§6(j) BJ-DEAL-10 face down without a reader: no offer")
        << static_cast<int>(HoleCard::FaceDown) << true << static_cast<int>(Regulation::Blackjack)
        << "";
    QTest::newRow("§6(j)(3) BJ-DEAL-10 a card reader without the sevens wager: no offer")
        << static_cast<int>(HoleCard::FaceDownWithCardReader) << false
        << static_cast<int>(Regulation::Blackjack) << "";
    QTest::newRow("002 prints no offer") << static_cast<int>(HoleCard::FaceUp) << true
                                         << static_cast<int>(Regulation::BlackjackTribal) << "";
}

void TestBlackjackRoundOffers::sevensOfferOnlyWhereTheTextGivesIt() {
    QFETCH(int, holeCard);
    QFETCH(bool, sevensOffered);
    QFETCH(int, regulation);
    QFETCH(QString, section);
    blackjack::TableRules rules = sevensTable(static_cast<HoleCard>(holeCard));
    rules.offer.regulation = static_cast<Regulation>(regulation);
    if (!sevensOffered) {
        rules.offer.sideWagers.clear();
    }
    const auto rule = blackjack::sevensOfferRule(rules);
    QCOMPARE(rule.has_value(), !section.isEmpty());
    if (rule) {
        QCOMPARE(dttest::qs(rule->citation.section), section);
        QCOMPARE(dttest::qs(rule->requirement), QStringLiteral("BJ-DEAL-10"));
    }
}

void TestBlackjackRoundOffers::progressiveTranscripts_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("expected");
    const QStringList before = {"verify_progressive_wagers", "announce no_more_bets",
                                "register_progressive_wagers"};
    QTest::newRow("§19(b) §19(c) §19(e) §19(h) BJ-WAGER-11 BJ-ANN-05 BJ-SETTLE-22 BJ-SETTLE-23 "
                  "two suited aces $100, three aces $250, a loser")
        << 4
        << before + QStringList{deal(1),
                                deal(2),
                                deal(3),
                                deal(0),
                                deal(1),
                                deal(2),
                                deal(3),
                                "announce_total 1 1 soft 12",
                                "> player_decides 1 1 stand",
                                "announce_total 2 1 soft 16",
                                "> player_decides 2 1 hit",
                                deal(2),
                                "announce_total 2 1 soft 18",
                                "> player_decides 2 1 stand",
                                "announce_total 3 1 soft 12",
                                "> player_decides 3 1 hit",
                                deal(3),
                                "announce_total 3 1 soft 13",
                                "> player_decides 3 1 stand",
                                "announce dealers_card",
                                deal(0),
                                "announce_total 0 1 18",
                                "collect 3 1 main 10.00",
                                "pay 3 1 side progressive 250.00",
                                "return_wager 2 1 main",
                                "collect 1 1 main 10.00",
                                "pay 1 1 side progressive 100.00",
                                "pick_up 3",
                                "pick_up 2",
                                "pick_up 1",
                                "pick_up 0"};
    QTest::newRow("§19(h) §19(i) BJ-SETTLE-23 two four-red-ace winners share the meter")
        << 5
        << before + QStringList{deal(1),
                                deal(2),
                                deal(0),
                                deal(1),
                                deal(2),
                                "announce_total 1 1 soft 12",
                                "> player_decides 1 1 hit",
                                deal(1),
                                "announce_total 1 1 soft 13",
                                "> player_decides 1 1 hit",
                                deal(1),
                                "announce_total 1 1 soft 14",
                                "> player_decides 1 1 stand",
                                "announce_total 2 1 soft 12",
                                "> player_decides 2 1 hit",
                                deal(2),
                                "announce_total 2 1 soft 13",
                                "> player_decides 2 1 hit",
                                deal(2),
                                "announce_total 2 1 soft 14",
                                "> player_decides 2 1 stand",
                                "announce dealers_card",
                                deal(0),
                                "announce_total 0 1 17",
                                "collect 2 1 main 10.00",
                                "pay 2 1 side progressive 2500.70",
                                "collect 1 1 main 10.00",
                                "pay 1 1 side progressive 2500.70",
                                "pick_up 2",
                                "pick_up 1",
                                "pick_up 0"};
    QTest::newRow("§15(o) BJ-IRR-16 the chip at a light out of order returned first")
        << 6
        << QStringList{"return_wager 2 1 side progressive"} + before +
               QStringList{deal(1),
                           deal(2),
                           deal(0),
                           deal(1),
                           deal(2),
                           "announce_total 1 1 18",
                           "> player_decides 1 1 stand",
                           "announce_total 2 1 18",
                           "> player_decides 2 1 stand",
                           "announce dealers_card",
                           deal(0),
                           "announce_total 0 1 17",
                           "pay 2 1 main 10.00",
                           "pay 1 1 main 10.00",
                           "pick_up 2",
                           "pick_up 1",
                           "pick_up 0"};
}

void TestBlackjackRoundOffers::progressiveTranscripts() {
    QFETCH(int, which);
    QFETCH(QStringList, expected);
    checkAutoplay(scenarioOf(cases()[static_cast<std::size_t>(which)]), expected);
}

void TestBlackjackRoundOffers::progressiveMistakesAreGraded_data() {
    addMistakeColumns();
    const auto row = mistakeRow;
    const char *firstCard =
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})";
    row("§19(b) BJ-WAGER-11 the first card dealt before the lights are verified", 4, 0, firstCard,
        "Blackjack §19(b)", "BJ-WAGER-11", "major", false);
    row("§19(b) BJ-WAGER-11 \"no more bets\" before the lights are verified", 4, 0,
        R"({"action": "announce", "call": "no_more_bets"})", "Blackjack §19(b)", "BJ-WAGER-11",
        "major", false);
    row("§19(b) BJ-ANN-05 the first card dealt without \"no more bets\"", 4, 1, firstCard,
        "Blackjack §19(b)", "BJ-ANN-05", "major", false);
    row("§19(b) BJ-ANN-05 registered before \"no more bets\"", 4, 1,
        R"({"action": "register_progressive_wagers"})", "Blackjack §19(b)", "BJ-ANN-05", "major",
        false);
    row("§19(b) BJ-WAGER-11 the first card dealt before the wagers are registered", 4, 2, firstCard,
        "Blackjack §19(b)", "BJ-WAGER-11", "major", false);
    row("§19(b) BJ-WAGER-11 the wagers verified twice", 4, 3,
        R"({"action": "verify_progressive_wagers"})", "Blackjack §19(b)", "BJ-WAGER-11", "minor",
        false);
    // Case 4 pays seat 1's progressive after 24 actions (3 before the deal,
    // 7 cards, 10 for the players and the dealer, 4 settlements).
    row("§19(c) §19(e) BJ-SETTLE-22 two suited aces paid as any two aces", 4, 24,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "progressive", "amount": "25.00"})",
        "Blackjack §19(c)", "BJ-SETTLE-22", "payout", false);
    row("§19(h) BJ-SETTLE-23 the progressive paid before the regular wager's settlement", 4, 12,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "progressive", "amount": "100.00"})",
        "Blackjack §19(g)-(h)", "BJ-SETTLE-23", "major", false);
    row("§15(o) BJ-IRR-16 the chip at a light out of order accepted", 6, 0,
        R"({"action": "verify_progressive_wagers"})", "Blackjack §15(o)", "BJ-IRR-16", "major",
        false);
    row("§15(o) BJ-IRR-16 the round dealt with the chip at a light out of order", 6, 0, firstCard,
        "Blackjack §15(o)", "BJ-IRR-16", "major", false);
}

void TestBlackjackRoundOffers::progressiveMistakesAreGraded() {
    QFETCH(int, which);
    checkMistake(scenarioOf(cases()[static_cast<std::size_t>(which)]));
}

void TestBlackjackRoundOffers::progressiveScenarioChecks_data() {
    QTest::addColumn<int>("amountCents");
    QTest::addColumn<int>("lightOut");
    QTest::addColumn<QString>("path");
    QTest::newRow("§19(a) §3(k) BJ-WAGER-11 the $1.00 chip") << 100 << 0 << QString();
    QTest::newRow("§19(a) BJ-WAGER-11 a $5.00 progressive wager")
        << 500 << 0 << "players[0].sideWagers[0].amount";
    QTest::newRow("§15(o) BJ-IRR-16 a light out at box 2") << 100 << 2 << QString();
    QTest::newRow("§15(o) BJ-IRR-16 a light out at a box the table lacks")
        << 100 << 9 << "irregularities.progressiveLightsOut[0]";
}

void TestBlackjackRoundOffers::progressiveScenarioChecks() {
    QFETCH(int, amountCents);
    QFETCH(int, lightOut);
    QFETCH(QString, path);
    dt::Scenario scenario = roundScenario(
        "",
        {{.seat = 1, .sideWagers = {{SideWager::Progressive, Money::cents(amountCents), true}}}},
        progressiveTable());
    if (lightOut > 0) {
        scenario.progressiveLightsOut = {lightOut};
    }
    const auto problems = dt::validate(scenario);
    if (path.isEmpty()) {
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message.c_str());
    } else {
        QVERIFY(!problems.empty());
        QCOMPARE(dttest::qs(problems.front().path), path);
    }
}

// 002 (r)(2), (r)(3), (r)(5), (r)(7)-(8) (BJ-WAGER-11, BJ-ANN-05,
// BJ-SETTLE-22, BJ-SETTLE-23 as 002 states them): the same steps as §19, cited
// from the tribal text, paid from its pay table. Case 4's cards at a 002 table:
// the hole card (2D) is dealt before the players act ((f)(5)), so seat 3's hit
// is 8S: AD AC, any two aces $25 (not three, (r)(5)); seat 1 AS AS, two aces
// of the same suit $100; seat 2 AH 5C wins nothing.
void TestBlackjackRoundOffers::tribalProgressiveIsDealtInARound() {
    Case c = cases()[4];
    c.rules = withOffer(nullptr, Regulation::BlackjackTribal);
    c.rules.offer.holeCard = HoleCard::FaceDown;
    c.rules.offer.sideWagers = {SideWager::Progressive};
    const auto offerProblems = blackjack::validate(c.rules.offer);
    QVERIFY2(offerProblems.empty(),
             offerProblems.empty() ? "" : offerProblems.front().text().c_str());
    dt::Scenario scenario = roundScenario(c.cards, c.players, c.rules, Regulation::BlackjackTribal);
    const auto problems = dt::validate(scenario);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message.c_str());

    dt::Session session(scenario, dt::refereeFor(scenario));
    const Expectation verify = session.expected().front();
    QVERIFY(verify.action == DealerAction(action::VerifyProgressiveWagers{}));
    QCOMPARE(dttest::qs(verify.rule.citation.text()), QStringLiteral("Blackjack (tribal) (r)(2)"));
    const auto played = autoplay(scenario);
    QVERIFY(played);
    QVERIFY(played->isComplete());
    QStringList paid;
    for (const auto &entry : played->timeline()) {
        const auto *pay = entry.action ? std::get_if<action::Pay>(&*entry.action) : nullptr;
        if (pay != nullptr && pay->side == "progressive") {
            paid << QStringLiteral("%1 %2").arg(pay->seat).arg(dttest::qs(pay->amount.text()));
            QCOMPARE(dttest::qs(entry.verdict->rule.citation.text()),
                     QStringLiteral("Blackjack (tribal) (r)(7)-(8)"));
        }
    }
    QCOMPARE(paid, (QStringList{"3 $25", "1 $100"}));

    // No light remedy in 002: a lesson's light out is refused there.
    scenario.progressiveLightsOut = {2};
    const auto refused = dt::validate(scenario);
    QVERIFY(!refused.empty());
    QCOMPARE(dttest::qs(refused.front().path),
             QStringLiteral("irregularities.progressiveLightsOut[0]"));
}

void TestBlackjackRoundOffers::super4StaxTranscripts_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("§19(k) BJ-SETTLE-24 a royal flush in the chosen suit and a pair with the "
                  "dealer's blackjack")
        << 7
        << QStringList{deal(1),
                       deal(2),
                       deal(0),
                       deal(1),
                       deal(2),
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "> player_decides 2 1 no_insurance",
                       "announce_total 1 1 20",
                       "> player_decides 1 1 stand",
                       "announce_total 2 1 18",
                       "> player_decides 2 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 blackjack",
                       "collect 2 1 main 10.00",
                       "pay 2 1 side super4Stax 50.00",
                       "collect 1 1 main 10.00",
                       "pay 1 1 side super4Stax 50000.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§19(l) BJ-SETTLE-24 no ace up, no blackjack: the wager loses")
        << 8
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 17",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "collect 1 1 side super4Stax 5.00",
                       "return_wager 1 1 main",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackRoundOffers::super4StaxTranscripts() {
    QFETCH(int, which);
    QFETCH(QStringList, expected);
    checkAutoplay(scenarioOf(cases()[static_cast<std::size_t>(which)]), expected);
}

void TestBlackjackRoundOffers::super4StaxMistakesAreGraded_data() {
    addMistakeColumns();
    const auto row = mistakeRow;
    // Case 7 pays seat 1's Super 4 Stax after 14 actions (5 cards, the
    // insurance offer, 5 for the players and the dealer, 3 settlements).
    row("§19(k) BJ-SETTLE-24 the royal flush paid as \"Any Hand\"", 7, 14,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "side", "side": "super4Stax", "amount": "25.00"})",
        "Blackjack §19(k)-(n)", "BJ-SETTLE-24", "payout", false);
    row("§19(k) BJ-SETTLE-24 the winning wager collected", 7, 14,
        R"({"action": "collect", "seat": 1, "hand": 1, "wager": "side", "side": "super4Stax", "amount": "5.00"})",
        "Blackjack §19(k)-(n)", "BJ-SETTLE-24", "payout", false);
}

void TestBlackjackRoundOffers::super4StaxMistakesAreGraded() {
    QFETCH(int, which);
    checkMistake(scenarioOf(cases()[static_cast<std::size_t>(which)]));
}

QTEST_APPLESS_MAIN(TestBlackjackRoundOffers)
#include "tst_blackjack_round_offers.moc"

// A round of the 6 to 5 blackjack variation dealt from the hand (Blackjack
// §6A): the optional burn, the players' cards face down, no player totals,
// a bust discarded and collected at once, the split cards turned over, the
// dealer's card and draws (§12(d)), the cards turned over to settle, the
// pick-up into the automated shuffling device, the card reader of §6A(h).
// The reference performances (autoplay) are compared with transcripts written
// by hand from the text; the trainee's likely mistakes are graded with their
// §6A citation and checklist requirement.

#include "round_test_support.h"

#include <QRegularExpression>
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

struct Case {
    QString cards;
    std::vector<Player> players;
    void (*change)(blackjack::TableOffer &) = nullptr;
};

// A two-deck 6 to 5 table as §6A needs it: the automated shuffler (§2(c)),
// soft 17 hit (§12(d)).
blackjack::TableRules sixToFive(void (*change)(blackjack::TableOffer &)) {
    blackjack::TableRules rules;
    rules.offer.decks = 2;
    rules.offer.shuffler = blackjack::Shuffler::AutomatedBatches;
    rules.offer.sixToFive = true;
    rules.offer.soft17 = blackjack::DealerSoft17::Hits;
    if (change != nullptr) {
        change(rules.offer);
    }
    return rules;
}

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: burn; a bust discarded and collected at once; a blackjack found when
    // turned over, paid 6 to 5; a double dealt face up; the dealer draws to 18.
    all.push_back({"2C 10H AS 6D 9C 6C KD 5H 9S 9D 7H 2D",
                   {{1, 10, {hit()}}, {2, 25}, {3, 10, {doubleDown()}}},
                   [](blackjack::TableOffer &o) { o.sixToFiveBurnEachRound = true; }});
    // 1: a split: turned over first, the left hand completed first, a double
    // after the split (§10(d): allowed at this table).
    all.push_back({"8H 10C 6S 8D 9C 3C KH 10D 10S 9D",
                   {{1, 10, {split(), doubleDown(), stand()}}, {2, 10, {stand()}}}});
    // 2: §6A(h) with a card reader under an ace: insurance, a blackjack found.
    all.push_back({"10H AD AS 7C KC KH",
                   {{.seat = 1, .insurance = Money::dollars(5)}, {2, 10}},
                   [](blackjack::TableOffer &o) {
                       o.holeCard = blackjack::HoleCard::FaceDownWithCardReader;
                   }});
    // 3: §6A(h) under a ten, no blackjack: play goes on, the hole card turned up.
    all.push_back({"9H 10S 5C 7D 6H", {{1, 10, {hit(), stand()}}}, [](blackjack::TableOffer &o) {
                       o.holeCard = blackjack::HoleCard::FaceDownWithCardReader;
                   }});
    // 4: the only hand busts: no dealer's card (§12(c)).
    all.push_back({"10H 6S 6C KD", {{1, 10, {hit()}}}});
    // 5: the dealer's soft 17 is hit (§12(d)).
    all.push_back({"10H 6S 9D AH 3C", {{1, 10, {stand()}}}});
    // 6: even money under an ace: the blackjack turned over to be paid (§7(c)).
    all.push_back({"AS AD KH 9C", {{.seat = 1, .evenMoney = true}}, [](blackjack::TableOffer &o) {
                       o.evenMoney = true;
                   }});
    return all;
}

Scenario scenarioOf(const Case &c) {
    Scenario scenario = roundScenario(c.cards, c.players, sixToFive(c.change));
    scenario.table = dttest::tableFor(Regulation::Blackjack, 2);
    return scenario;
}

QString down(int seat) {
    return QStringLiteral("deal_card %1 1 down false").arg(seat);
}

QString up(int seat) {
    return QStringLiteral("deal_card %1 1 up false").arg(seat);
}

// Every card of the two decks in the shoe, the discard rack or the shuffler.
int cardsAccountedFor(const TableState &state) {
    return static_cast<int>(state.shoe.size() + state.discardRack.size() +
                            state.shufflerCards.size());
}

} // namespace

class TestBlackjackRoundHandDealt : public QObject {
    Q_OBJECT

private slots:
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void cardsEndInTheShufflerAndTheDiscardRack();
    void faceDownCardsAreNotNamed();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void cutCardHandsTheTableToThePreparation();
    void burnElectionBelongsToTheVariation();
    void basicStrategyPlayersPlayTheRound();
};

void TestBlackjackRoundHandDealt::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");

    QTest::newRow("§6a(c) §6a(e)(2)-(3) §6a(g) BJ-SHUF-13 BJ-DEAL-15 BJ-DEAL-17 BJ-DEAL-18 "
                  "burn, bust collected at once, blackjack paid 6 to 5 when turned over")
        << 0
        << QStringList{"burn_card down", down(1), down(2), down(3), up(0), down(1), down(2),
                       down(3),
                       // §6A(d): no total announced; seat 1 has 16.
                       "> player_decides 1 1 hit", up(1),
                       // §6A(e)(2)-(3): 25, discarded, collected, into the rack.
                       "> player_discards_bust 1 1", "collect 1 1 main 10.00", "pick_up 1",
                       // Seat 2 holds a blackjack: no decision to ask.
                       "> player_decides 3 1 double 10.00", "deal_card 3 1 up true",
                       // §6A(f): 9 7 = 16, §12(d): draw; 18.
                       "announce dealers_card", up(0), up(0), "announce_total 0 1 18",
                       // §6A(g): turned over from the dealer's right, then settled.
                       "turn_over_player_cards 3", "turn_over_player_cards 2", "pay 3 1 main 20.00",
                       "pay 2 1 main 30.00", // §3(e): 6 to 5 on $25
                       "pick_up 3", "pick_up 2", "pick_up 0", "place_cards shuffler"};
    QTest::newRow("§6a(e)(1) §11(b)-(c) §10(d) BJ-DEAL-16 BJ-DEAL-12 BJ-OPT-11 split turned "
                  "over first, double after the split")
        << 1
        << QStringList{down(1),
                       down(2),
                       up(0),
                       down(1),
                       down(2),
                       "> player_decides 1 1 split 10.00",
                       "turn_over_player_cards 1",
                       "deal_card 1 1 up false",
                       "announce_total 1 1 11", // §11(c): a split hand's total
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 up true",
                       "deal_card 1 2 up false",
                       "announce_total 1 2 18",
                       "> player_decides 1 2 stand",
                       "> player_decides 2 1 stand",
                       "announce dealers_card",
                       up(0),
                       up(0), // 6 10 = 16: draw; 9 makes 25
                       "announce_total 0 1 25",
                       "turn_over_player_cards 2",
                       "pay 2 1 main 10.00",
                       "pay 1 2 main 10.00",
                       "pay 1 1 main 20.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0",
                       "place_cards shuffler"};
    QTest::newRow("§6a(h) §6(j)(1) §9 BJ-DEAL-19 BJ-DEAL-09 card reader finds a blackjack under "
                  "an ace")
        << 2
        << QStringList{down(1),
                       down(2),
                       up(0),
                       down(1),
                       down(2),
                       "deal_card 0 1 down false",
                       "offer_insurance",
                       "> player_decides 1 1 insurance 5.00",
                       "> player_decides 2 1 no_insurance",
                       "check_hole_card",
                       "reveal_hole_card",
                       "pay 1 1 insurance 10.00", // §9(c): 2 to 1
                       "announce_total 0 1 blackjack",
                       "turn_over_player_cards 2",
                       "turn_over_player_cards 1",
                       "return_wager 2 1 main", // §7(b): a standoff
                       "collect 1 1 main 10.00",
                       "pick_up 2",
                       "pick_up 1",
                       "pick_up 0",
                       "place_cards shuffler"};
    QTest::newRow("§6a(h) §6(j) BJ-DEAL-19 BJ-DEAL-07 card reader under a ten, no blackjack")
        << 3
        << QStringList{down(1),
                       up(0),
                       down(1),
                       "deal_card 0 1 down false",
                       "check_hole_card",
                       "> player_decides 1 1 hit",
                       up(1),
                       "> player_decides 1 1 stand",
                       "reveal_hole_card",
                       "announce_total 0 1 17", // §12(d): a hard 17 stands
                       "turn_over_player_cards 1",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0",
                       "place_cards shuffler"};
    QTest::newRow("§6a(e)(3) §12(c) BJ-DEAL-17 BJ-DRAW-04 the only hand busts: no dealer's card")
        << 4
        << QStringList{down(1),
                       up(0),
                       down(1),
                       "> player_decides 1 1 hit",
                       up(1),
                       "> player_discards_bust 1 1",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0",
                       "place_cards shuffler"};
    QTest::newRow("§6a(f) §12(d) BJ-ANN-01 BJ-DRAW-03 the dealer hits a soft 17")
        << 5
        << QStringList{down(1),
                       up(0),
                       down(1),
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       up(0), // A: soft 17
                       up(0), // 3: 20
                       "announce_total 0 1 20",
                       "turn_over_player_cards 1",
                       "collect 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0",
                       "place_cards shuffler"};
    QTest::newRow("§7(c) §6a(g) BJ-OPT-09 even money: the blackjack turned over to be paid")
        << 6
        << QStringList{down(1),
                       up(0),
                       down(1),
                       "offer_insurance",
                       "> player_decides 1 1 even_money",
                       "turn_over_player_cards 1",
                       "pay 1 1 main 10.00",
                       "pick_up 1",
                       "pick_up 0", // §12(c): no wager left on the dealer's hand
                       "place_cards shuffler"};
}

void TestBlackjackRoundHandDealt::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    const Case c = cases()[static_cast<std::size_t>(which)];
    std::unique_ptr<Session> played;
    checkAutoplay(scenarioOf(c), transcript, &played);
    QCOMPARE(cardsAccountedFor(played->state()), 104);
}

void TestBlackjackRoundHandDealt::cardsEndInTheShufflerAndTheDiscardRack() {
    // §6A(c): the burn card, §6A(e)(3): the busted cards into the discard
    // rack; §6A(i): the rest picked up from the far right, the dealer's
    // against the bottom, into the automated shuffling device.
    const auto played = autoplay(scenarioOf(cases()[0]));
    QVERIFY(played && played->isComplete());
    const TableState &state = played->state();
    const std::vector<Card> rack(state.discardRack.end() - 4, state.discardRack.end());
    QCOMPARE(rack, cardsOf("2C 10H 6C 9S"));
    QCOMPARE(state.shufflerCards, cardsOf("6D 5H 9D AS KD 9C 7H 2D"));
}

void TestBlackjackRoundHandDealt::faceDownCardsAreNotNamed() {
    // §6A(c)-(d): the players hold their cards face down; until §6A(g) turns
    // them over, no expected action announces a player's total or a blackjack.
    for (const int which : {0, 2, 6}) {
        const Scenario scenario = scenarioOf(cases()[static_cast<std::size_t>(which)]);
        Session session(scenario, refereeFor(scenario));
        int checked = 0;
        while (!session.isComplete()) {
            const auto options = session.expected();
            QVERIFY(!options.empty());
            if (std::holds_alternative<TurnOverPlayerCards>(options.front().action)) {
                break;
            }
            for (const auto &option : options) {
                // The dealer's own cards are face up, or turned up (§6(j)(1)).
                const auto *total = std::get_if<AnnounceTotal>(&option.action);
                const bool dealersCards = std::holds_alternative<RevealHoleCard>(option.action) ||
                                          (total != nullptr && total->seat == 0);
                // "Announce blackjack for seat 2", "Pay the blackjack of seat 2".
                static const QRegularExpression named(QStringLiteral("blackjack (for|of) seat"));
                QVERIFY2(dealersCards || !named.match(qs(option.description)).hasMatch(),
                         option.description.c_str());
                QVERIFY(total == nullptr || total->seat == 0);
                ++checked;
            }
            QVERIFY(session.perform(options.front().action).correct);
        }
        QVERIFY(checked >= 4);
    }
}

void TestBlackjackRoundHandDealt::mistakesAreGraded_data() {
    addMistakeColumns();
    const auto row = mistakeRow;
    row("§6a(c) BJ-SHUF-13 the burn card face up", 0, 0, R"({"action": "burn_card", "face": "up"})",
        "Blackjack §6a(c)", "BJ-SHUF-13", "integrity", true);
    row("§6a(c) BJ-SHUF-13 dealing without the elected burn", 0, 0,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "down", "sideways": false})",
        "Blackjack §6a(c)", "BJ-SHUF-13", "major", false);
    row("§6a(c)(1) BJ-DEAL-15 a player's first card face up", 0, 1,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6a(c)(1)", "BJ-DEAL-15", "integrity", true);
    row("§6a(c)(3) BJ-DEAL-15 a player's second card face up", 0, 5,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6a(c)(3)", "BJ-DEAL-15", "integrity", true);
    row("§6a(d) BJ-DEAL-16 a player's total announced", 0, 8,
        R"({"action": "announce_total", "seat": 1, "hand": 1, "total": "16"})", "Blackjack §6a(d)",
        "BJ-DEAL-16", "major", false);
    row("§6a(e) BJ-DEAL-16 the card asked for dealt face down", 0, 8,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "down", "sideways": false})",
        "Blackjack §6a(e)", "BJ-DEAL-16", "minor", true);
    row("§6a(e)(3) BJ-DEAL-17 the next player served before the bust is collected", 0, 9,
        R"({"action": "deal_card", "seat": 3, "hand": 1, "face": "up", "sideways": true})",
        "Blackjack §6a(e)(3)", "BJ-DEAL-17", "major", false);
    row("§6a(e)(3) BJ-DEAL-17 the busted cards left on the layout", 0, 10,
        R"({"action": "deal_card", "seat": 3, "hand": 1, "face": "up", "sideways": true})",
        "Blackjack §6a(e)(3)", "BJ-DEAL-17", "major", false);
    row("§6a(g) BJ-DEAL-18 a player's cards turned over before the dealer's hand", 0, 11,
        R"({"action": "turn_over_player_cards", "seat": 2})", "Blackjack §6a(g)", "BJ-DEAL-18",
        "major", true);
    row("§6a(f) BJ-ANN-01 the dealer's card without \"Dealer's Card\"", 0, 12,
        R"({"action": "deal_card", "seat": 0, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6a(f)", "BJ-ANN-01", "major", true);
    row("§6a(g) BJ-DEAL-18 settling before turning the cards over", 0, 16,
        R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "20.00"})",
        "Blackjack §6a(g)", "BJ-DEAL-18", "major", false);
    row("§6a(i) BJ-PICK-02 picking up from the dealer's left", 0, 20,
        R"({"action": "pick_up", "seat": 2})", "Blackjack §6a(i)", "BJ-PICK-02", "major", true);
    row("§6a(i) BJ-PICK-02 into the shuffler before the dealer's cards are picked up", 0, 22,
        R"({"action": "place_cards", "to": "shuffler"})", "Blackjack §6a(i)", "BJ-PICK-02", "major",
        false);
    row("§6a(i) BJ-PICK-02 the cards put in the discard rack", 0, 23,
        R"({"action": "place_cards", "to": "discard_rack"})", "Blackjack §6a(i)", "BJ-PICK-02",
        "major", false);
    row("§6a(e)(1) BJ-DEAL-16 a card to a split pair left face down", 1, 5,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6a(e)(1)", "BJ-DEAL-16", "major", true);
    row("§6a(h) BJ-DEAL-19 a card to a player before the card reader check", 3, 4,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §6a(h)", "BJ-DEAL-19", "major", true);
    row("§12(d) BJ-DRAW-03 the dealer stands on a soft 17", 5, 5,
        R"({"action": "announce_total", "seat": 0, "hand": 1, "total": "17"})", "Blackjack §12(d)",
        "BJ-DRAW-03", "major", false);
}

void TestBlackjackRoundHandDealt::mistakesAreGraded() {
    QFETCH(int, which);
    checkMistake(scenarioOf(cases()[static_cast<std::size_t>(which)]));
}

void TestBlackjackRoundHandDealt::cutCardHandsTheTableToThePreparation() {
    // §6A(j): the round in which the cut card came out is completed and its
    // cards collected (§6A(i)), then the deck is shuffled: the table goes to
    // the preparation of the cards, every card of the two decks with it.
    Case c{"10H 9C 10S 7D 9D 9S", {{1, 10, {stand()}}, {2, 10, {stand()}}}};
    Scenario scenario = scenarioOf(c);
    // 37 cards left, no burn (§6A(c)), 35 behind the second cut card (a
    // third of 104, §5(i)): the third card is behind.
    scenario.cardsDealt = 67;
    Session session(scenario, refereeFor(scenario));
    Verdict cutCardVerdict;
    for (int i = 0; i < 20 && session.state().stage != Stage::ShoeFinished; ++i) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        const Verdict verdict = session.perform(options.front().action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
        if (verdict.message.find("cut card") != std::string::npos) {
            cutCardVerdict = verdict;
        }
    }
    QCOMPARE(session.state().stage, Stage::ShoeFinished);
    QVERIFY2(cutCardVerdict.message.find("§6a(j)") != std::string::npos,
             cutCardVerdict.message.c_str());
    const auto &timeline = session.timeline();
    QVERIFY(timeline.back().action ==
            std::optional<DealerAction>(PlaceCards{action::Pile::Shuffler}));
    QCOMPARE(cardsAccountedFor(session.state()), 104);
    // §2(c): the other set of two decks waits in the shuffler, alternated in
    // by the preparation (tst_shoe_preparation_variants.cpp).
    QCOMPARE(session.state().shufflerBatch.size(), std::size_t{104});
}

void TestBlackjackRoundHandDealt::burnElectionBelongsToTheVariation() {
    // §6A(c): the burn at each round is an election of the 6 to 5 variation.
    blackjack::TableOffer offer;
    offer.sixToFiveBurnEachRound = true;
    const auto problems = blackjack::validate(offer);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(qs(problems.front().field), QStringLiteral("sixToFiveBurnEachRound"));
    QCOMPARE(qs(problems.front().citation.text()), QStringLiteral("Blackjack §6a(c)"));
    QVERIFY(blackjack::validate(
                sixToFive([](blackjack::TableOffer &o) { o.sixToFiveBurnEachRound = true; }).offer)
                .empty());
}

void TestBlackjackRoundHandDealt::basicStrategyPlayersPlayTheRound() {
    // Players who decide by basic strategy play the hand-dealt round through:
    // no error, every card of the two decks accounted for.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Scenario scenario =
            basicStrategyRound(sixToFive(nullptr), seed, Regulation::Blackjack,
                               seed % 3 == 0 ? std::optional(Money::dollars(5)) : std::nullopt);
        scenario.table = dttest::tableFor(Regulation::Blackjack, 2);
        for (auto &player : scenario.players) {
            player.wager = Money::dollars(player.wager.inCents() % 1000 == 0 ? 10 : 25);
        }
        const QByteArray text = QByteArray::number(static_cast<qulonglong>(seed));
        auto session = autoplay(scenario);
        QVERIFY2(session, text.constData());
        QVERIFY2(session->isComplete(), text.constData());
        QCOMPARE(session->summary(PassCriteria{}).errors, 0);
        QCOMPARE(cardsAccountedFor(session->state()), 104);
    }
}

QTEST_APPLESS_MAIN(TestBlackjackRoundHandDealt)
#include "tst_blackjack_round_hand_dealt.moc"

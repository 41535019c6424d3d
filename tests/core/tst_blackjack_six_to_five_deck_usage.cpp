// The deck usage of the 6 to 5 variation dealt from the hand (Blackjack
// §5(i), checklist BJ-CONF-14 and BJ-SHUF-12): "If a gaming licensee elects to
// deal multiple rounds of play from a single deck or two decks, the dealer
// shall insert a second cut card at a position at least one-third of the way
// in from the back of the deck or decks. If a gaming licensee elects to deal
// only one round of play from a single deck, the gaming licensee shall rotate
// decks of cards with each round of play in accordance with the requirements
// of Section 2(d)" (the shuffler paragraph, lettered (c) in this text). The
// election is the table's `sixToFiveRoundsPerDeck`. Expected values come from
// the text and the cards: a set of two decks holds 104 cards; the cut goes to the player
// farthest to the dealer's right when the licensee starts the reshuffle
// (§5(e)(4)); only one cut card, under the bottom card, with one round per deck.

#include "round_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/action_codec.h>
#include <core/games/blackjack/table_offer.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using dttest::qs;

namespace {

using blackjack::SixToFiveRoundsPerDeck;

constexpr int kSet = 2 * 52; // the deck in use: a set of two decks (§2(a)(1))

// A 6 to 5 table of two sets of two decks (§2(a)(1), §2(c), §12(d)) with the
// licensee's election of rounds per deck (a single deck is
// tst_blackjack_six_to_five_single_deck.cpp's).
blackjack::TableRules sixToFiveTable(SixToFiveRoundsPerDeck roundsPerDeck) {
    blackjack::TableRules rules;
    rules.offer.decks = 2;
    rules.offer.shuffler = blackjack::Shuffler::AutomatedBatches;
    rules.offer.sixToFive = true;
    rules.offer.soft17 = blackjack::DealerSoft17::Hits;
    rules.offer.sixToFiveBurnEachRound = true;
    rules.offer.sixToFiveRoundsPerDeck = roundsPerDeck;
    return rules;
}

// A round at seats 1 and 3 from a fresh deck: the burn 4C; box 1 10H 7C
// (17, stands), box 3 9D 2S (11) hits the 9C; the dealer 6H 10S draws the 8D
// and busts (§12(d)).
Scenario oneRound(SixToFiveRoundsPerDeck roundsPerDeck) {
    Scenario scenario = roundtest::roundScenario(
        QStringLiteral("4C 10H 9D 6H 7C 2S 9C 10S 8D"),
        {{1, 10, {roundtest::stand()}}, {3, 15, {roundtest::hit(), roundtest::stand()}}},
        sixToFiveTable(roundsPerDeck));
    scenario.table = dttest::tableFor(Regulation::Blackjack, 2);
    return scenario;
}

// The referee's first expectation until the round's cards are in the
// shuffler (§6A(i)), every one graded correct.
std::unique_ptr<Session> playedRound(SixToFiveRoundsPerDeck roundsPerDeck) {
    const Scenario scenario = oneRound(roundsPerDeck);
    auto session = std::make_unique<Session>(scenario, refereeFor(scenario));
    for (int i = 0; i < 80; ++i) {
        const auto options = session->expected();
        if (options.empty()) {
            break;
        }
        const DealerAction action = options.front().action;
        const Verdict verdict = session->perform(action);
        if (!verdict.correct) {
            QTest::qFail(qPrintable(qs("expected action graded wrong: " + verdict.message)),
                         __FILE__, __LINE__);
            break;
        }
        if (action == DealerAction(PlaceCards{Pile::Shuffler})) {
            break; // §6A(i): the round's last step
        }
    }
    return session;
}

DealerAction parsed(const char *json) {
    const auto result = parseAction(json);
    return *result.action;
}

// The set a card belongs to: decks 0-1 dealt first, decks 2-3 stored in the shuffler.
int cardsOfSet(const std::vector<Card> &cards, int set) {
    return static_cast<int>(std::count_if(cards.begin(), cards.end(),
                                          [&](const Card &card) { return card.deck / 2 == set; }));
}

} // namespace

class TestSixToFiveDeckUsage : public QObject {
    Q_OBJECT

private slots:
    void election_data();
    void election();
    void oneRoundRotatesTheDecks();
    void rotationCitesItsSections_data();
    void rotationCitesItsSections();
    void secondRoundFromTheSameDeck_data();
    void secondRoundFromTheSameDeck();
    void severalRoundsKeepTheDeck();
    void oneRoundStartsAFreshDeck_data();
    void oneRoundStartsAFreshDeck();
};

void TestSixToFiveDeckUsage::election_data() {
    QTest::addColumn<bool>("sixToFive");
    QTest::addColumn<bool>("single");
    QTest::addColumn<bool>("tribal");
    QTest::addColumn<QString>("citation"); // empty: allowed
    QTest::newRow("§5(i) BJ-CONF-14 one round per deck in the 6 to 5 variation")
        << true << true << false << QString();
    QTest::newRow("§5(i) BJ-CONF-14 several rounds per deck in the 6 to 5 variation")
        << true << false << false << QString();
    QTest::newRow("§5(i) BJ-CONF-14 a shoe table deals several rounds (the default)")
        << false << false << false << QString();
    QTest::newRow("§5(i) BJ-CONF-14 one round per deck at a shoe table is refused")
        << false << true << false << QStringLiteral("Blackjack §5(i)");
    QTest::newRow("(c)(5) BJ-CONF-14 one round per deck at a tribal table is refused")
        << false << true << true << QStringLiteral("Blackjack (tribal) (c)(5)");
}

void TestSixToFiveDeckUsage::election() {
    QFETCH(bool, sixToFive);
    QFETCH(bool, single);
    QFETCH(bool, tribal);
    QFETCH(QString, citation);
    blackjack::TableOffer offer =
        blackjack::defaultTableOffer(tribal ? Regulation::BlackjackTribal : Regulation::Blackjack);
    if (sixToFive) {
        offer = sixToFiveTable(SixToFiveRoundsPerDeck::Multiple).offer;
    }
    offer.sixToFiveRoundsPerDeck =
        single ? SixToFiveRoundsPerDeck::Single : SixToFiveRoundsPerDeck::Multiple;
    const auto problems = blackjack::validate(offer);
    if (citation.isEmpty()) {
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().text().c_str());
        return;
    }
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(qs(problems.front().field), QStringLiteral("sixToFiveRoundsPerDeck"));
    QCOMPARE(qs(problems.front().citation.text()), citation);
}

void TestSixToFiveDeckUsage::oneRoundRotatesTheDecks() {
    auto session = playedRound(SixToFiveRoundsPerDeck::Single);
    // The round is over: the deck goes back, not on to a second round.
    QCOMPARE(session->state().stage, Stage::ShoeFinished);
    QVERIFY(!session->isComplete());
    QStringList actions;
    for (int i = 0; i < 20 && !session->isComplete(); ++i) {
        const auto options = session->expected();
        QVERIFY(!options.empty());
        const Verdict verdict = session->perform(options.front().action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
        actions << qs(toJson(options.front().action));
    }
    // The rest of the deck into the shuffler, the other deck out (§5(i),
    // §2(c)), its cut offered to seat 3, the farthest to the dealer's right
    // (§5(e)(4)), one cut card under the bottom card and none a third in
    // (§5(i)), the deck into the hand (§6A(b)); no burn until the next round.
    const QStringList expected{QStringLiteral(R"({"action": "clear_shoe"})"),
                               QStringLiteral(R"({"action": "take_from_shuffler"})"),
                               QStringLiteral(R"({"action": "offer_cut", "seat": 3})"),
                               QStringLiteral(R"({"action": "complete_cut"})"),
                               QStringLiteral(R"({"action": "insert_cut_card", "from_back": 0})"),
                               QStringLiteral(R"({"action": "load_shoe"})")};
    QCOMPARE(actions, expected);
    const TableState &state = session->state();
    QVERIFY(session->isComplete());
    QCOMPARE(state.stage, Stage::ReadyToDeal);
    // The hand holds the whole other deck, fresh; the used one is stored.
    QCOMPARE(static_cast<int>(state.shoe.size()), kSet);
    QCOMPARE(cardsOfSet(state.shoe, 1), kSet);
    QCOMPARE(cardsOfSet(state.shufflerBatch, 0), kSet);
    QVERIFY(state.bottomCardCovered);
    QCOMPARE(state.shoeCardsBehindCutCard, 0); // no second cut card to reach
    QVERIFY(state.discardRack.empty());
}

void TestSixToFiveDeckUsage::rotationCitesItsSections_data() {
    QTest::addColumn<int>("step"); // the rotation's step, from 0
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::newRow("§5(i) BJ-SHUF-12 the deck used into the shuffler after one round")
        << 0 << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§2(c) BJ-SHUF-14 the other deck out, the decks rotated")
        << 1 << QStringLiteral("Blackjack §2(c)") << QStringLiteral("BJ-SHUF-14");
    QTest::newRow("§5(e)(4) BJ-SHUF-04 the cut farthest right: the licensee's rotation")
        << 2 << QStringLiteral("Blackjack §5(e)(4)") << QStringLiteral("BJ-SHUF-04");
    QTest::newRow("§5(i) BJ-SHUF-12 one cut card covers the bottom card")
        << 4 << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§6a(b) BJ-DEAL-14 the deck held in one hand")
        << 5 << QStringLiteral("Blackjack §6a(b)") << QStringLiteral("BJ-DEAL-14");
}

void TestSixToFiveDeckUsage::rotationCitesItsSections() {
    QFETCH(int, step);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    auto session = playedRound(SixToFiveRoundsPerDeck::Single);
    for (int i = 0; i < step; ++i) {
        QVERIFY(session->perform(session->expected().front().action).correct);
    }
    const auto options = session->expected();
    QVERIFY(!options.empty());
    QCOMPARE(qs(options.front().rule.citation.text()), citation);
    QCOMPARE(qs(options.front().rule.requirement), requirement);
    const Verdict verdict = session->perform(options.front().action);
    QVERIFY(verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
}

void TestSixToFiveDeckUsage::secondRoundFromTheSameDeck_data() {
    QTest::addColumn<int>("step"); // correct steps of the rotation first
    QTest::addColumn<QString>("mistake");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::newRow("§5(i) BJ-SHUF-12 a second round dealt from the deck just used")
        << 0
        << QStringLiteral(
               R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "down", "sideways": false})")
        << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§5(i) BJ-SHUF-12 a second round's burn from the deck just used")
        << 0 << QStringLiteral(R"({"action": "burn_card", "face": "down"})")
        << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§2(c) BJ-SHUF-14 the deck just used cut again instead of rotated")
        << 1 << QStringLiteral(R"({"action": "offer_cut", "seat": 3})")
        << QStringLiteral("Blackjack §2(c)") << QStringLiteral("BJ-SHUF-14");
    QTest::newRow("§5(i) BJ-SHUF-12 a second cut card with one round per deck")
        << 5 << QStringLiteral(R"({"action": "insert_cut_card", "from_back": 35})")
        << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
}

void TestSixToFiveDeckUsage::secondRoundFromTheSameDeck() {
    QFETCH(int, step);
    QFETCH(QString, mistake);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    auto session = playedRound(SixToFiveRoundsPerDeck::Single);
    for (int i = 0; i < step; ++i) {
        QVERIFY(session->perform(session->expected().front().action).correct);
    }
    const TableState before = session->state();
    const Verdict verdict = session->perform(parsed(mistake.toUtf8().constData()));
    QVERIFY(!verdict.correct);
    QCOMPARE(verdict.severity, Severity::Major);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
    QVERIFY(!verdict.applied);
    QCOMPARE(session->state(), before);
}

void TestSixToFiveDeckUsage::severalRoundsKeepTheDeck() {
    // §5(i): several rounds from a deck, down to the second cut card: the
    // round over, the rest of the deck stays in the hand for the next.
    auto session = playedRound(SixToFiveRoundsPerDeck::Multiple);
    const TableState &state = session->state();
    QVERIFY(session->isComplete());
    QVERIFY(state.stage != Stage::ShoeFinished);
    // A round_ready lesson's deck is in the hand with no §6(c) burn
    // (§6A(b)-(c), docs/lesson-format.md); the round burns one (§6A(c)) and
    // deals eight.
    QCOMPARE(static_cast<int>(state.shoe.size()), kSet - 1 - 8);
    QVERIFY(state.shoeCardsBehindCutCard > 0);
}

void TestSixToFiveDeckUsage::oneRoundStartsAFreshDeck_data() {
    QTest::addColumn<bool>("single");
    QTest::addColumn<int>("cardsDealt");
    QTest::addColumn<bool>("refused");
    QTest::newRow("§5(i) BJ-SHUF-12 one round per deck: the round's deck is fresh")
        << true << 0 << false;
    QTest::newRow("§5(i) BJ-SHUF-12 one round per deck: no earlier round from the deck")
        << true << 10 << true;
    QTest::newRow("§5(i) BJ-SHUF-12 several rounds per deck: earlier rounds allowed")
        << false << 10 << false;
}

void TestSixToFiveDeckUsage::oneRoundStartsAFreshDeck() {
    QFETCH(bool, single);
    QFETCH(int, cardsDealt);
    QFETCH(bool, refused);
    Scenario scenario =
        oneRound(single ? SixToFiveRoundsPerDeck::Single : SixToFiveRoundsPerDeck::Multiple);
    scenario.cardsDealt = cardsDealt;
    const auto problems = validate(scenario);
    const auto found = std::find_if(problems.begin(), problems.end(), [](const auto &problem) {
        return problem.path == "start.cardsDealt";
    });
    QCOMPARE(found != problems.end(), refused);
    if (refused) {
        QVERIFY(qs(found->message).contains(QStringLiteral("Blackjack §5(i)")));
    }
}

QTEST_GUILESS_MAIN(TestSixToFiveDeckUsage)
#include "tst_blackjack_six_to_five_deck_usage.moc"

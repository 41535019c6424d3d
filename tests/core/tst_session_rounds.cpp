// A lesson of several rounds from one shoe (Scenario::rounds, issue 6: "a
// full-speed shift"): the next round after each pick-up, the cut card's
// §6(l) path inside the shift, results and hands over every round, and
// the same grades from the same lesson, seed and actions.

#include "core_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using dttest::qs;
using dttest::scenarioFor;

namespace {

constexpr int kDeckCards = 52;

// Basic-strategy players at a six-deck Massachusetts table, `rounds` rounds
// dealt from a shoe with `cardsDealt` cards out before the burn card.
Scenario shift(std::initializer_list<int> seats, int rounds, int cardsDealt = 0) {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::RoundReady, seats);
    scenario.cardsDealt = cardsDealt;
    scenario.rounds = rounds;
    scenario.rules = blackjack::TableRules{};
    for (auto &script : scenario.players) {
        script.wager = Money::dollars(10);
        script.basicStrategy = true;
    }
    return scenario;
}

QString line(const TimelineEntry &entry) {
    if (entry.event) {
        return qs(toFlat(*entry.event).toJson());
    }
    return qs(toJson(*entry.action)) + (entry.verdict->correct ? " ok" : " wrong") +
           (entry.verdict->applied ? "" : " refused");
}

QStringList lines(const Session &session) {
    QStringList out;
    for (const auto &entry : session.timeline()) {
        out << line(entry);
    }
    return out;
}

// Plays the referee's first expectation until the lesson is complete.
void playThrough(Session &session) {
    for (int guard = 0; guard < 20000 && !session.isComplete(); ++guard) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        QVERIFY(session.perform(options.front().action).correct);
    }
    QVERIFY(session.isComplete());
}

template <typename A> bool is(const TimelineEntry &entry) {
    return entry.action && std::holds_alternative<A>(*entry.action);
}

} // namespace

class TestSessionRounds : public QObject {
    Q_OBJECT

private slots:
    void oneRoundLessonIsUnchanged();
    void nextRoundStartsAfterThePickUp();
    void everyRoundIsPlayedToThePickUp();
    void cutCardInsideTheShift_BJ_SHUF_6l_data();
    void cutCardInsideTheShift_BJ_SHUF_6l();
    void resultsCountEveryRound();
    void sameLessonSeedAndActionsGiveTheSameGrades();
    void roundsAreValidated_data();
    void roundsAreValidated();
};

void TestSessionRounds::oneRoundLessonIsUnchanged() {
    // Without "rounds" a lesson is one round: complete at its pick-up.
    const auto scenario = shift({2, 5}, 1);
    Session session(scenario, refereeFor(scenario));
    QCOMPARE(session.rounds(), 1);
    playThrough(session);
    QCOMPARE(session.roundNumber(), 1);
    QCOMPARE(session.handsDealt(), 2);
}

void TestSessionRounds::nextRoundStartsAfterThePickUp() {
    const auto scenario = shift({1, 3, 6}, 3);
    Session session(scenario, refereeFor(scenario));
    QCOMPARE(session.roundNumber(), 1);
    QCOMPARE(session.rounds(), 3);
    // Play until the first round's last pick-up: the second round is then
    // on the layout, no card of it out, every box wagering its $10 again.
    while (session.roundNumber() == 1) {
        QVERIFY(!session.isComplete());
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QCOMPARE(session.roundNumber(), 2);
    QVERIFY(!session.isComplete());
    const auto &round = std::get<blackjack::Round>(session.state().round);
    QCOMPARE(round.boxes.size(), std::size_t{3});
    for (const auto &box : round.boxes) {
        QCOMPARE(box.initialWager, Money::dollars(10));
        QVERIFY(box.hands.front().cards.empty());
        QVERIFY(!box.pickedUp);
    }
    QVERIFY(round.dealer.cards.empty());
    // The last action was a pick-up (§6(i)); the next is the first card to
    // the first box on the dealer's left (§6(e)), with no burn between rounds.
    QVERIFY(is<PickUp>(session.timeline().back()));
    QVERIFY(session.expected().front().action == DealerAction(DealCard{1, 1, Face::Up, false}));
}

void TestSessionRounds::everyRoundIsPlayedToThePickUp() {
    constexpr int kRounds = 5;
    const auto scenario = shift({1, 2, 3, 4, 5, 6, 7}, kRounds);
    Session session(scenario, refereeFor(scenario));
    playThrough(session);
    QCOMPARE(session.roundNumber(), kRounds);
    // Each round picks up every box and the dealer's hand once (§6(i)).
    int pickUps = 0;
    for (const auto &entry : session.timeline()) {
        pickUps += is<PickUp>(entry) ? 1 : 0;
    }
    QCOMPARE(pickUps, kRounds * (7 + 1));
    // No card is lost: the shoe, the discard rack and nothing on the layout
    // hold the six decks.
    const TableState &state = session.state();
    QCOMPARE(static_cast<int>(state.shoe.size() + state.discardRack.size()), 6 * kDeckCards);
}

// §6(l): the cut card out, the round is finished, then the shoe is prepared
// (§6(l)(2), §5(l) shuffle, §5(e) cut, §6(c) burn) and the next round dealt.
void TestSessionRounds::cutCardInsideTheShift_BJ_SHUF_6l_data() {
    QTest::addColumn<int>("cardsDealt");
    // 311 - cardsDealt cards in the shoe, the cut card 78 from the back
    // (§5(d), a quarter of six decks): it comes out after 233 - cardsDealt.
    QTest::newRow("in the first round") << 225;
    QTest::newRow("a few rounds in") << 160;
}

void TestSessionRounds::cutCardInsideTheShift_BJ_SHUF_6l() {
    QFETCH(int, cardsDealt);
    constexpr int kRounds = 6;
    const std::initializer_list<int> seats = {1, 2, 3, 4, 5, 6, 7};
    const auto scenario = shift(seats, kRounds, cardsDealt);
    Session session(scenario, refereeFor(scenario));
    playThrough(session);
    QCOMPARE(session.roundNumber(), kRounds);
    const auto &timeline = session.timeline();

    // The cut card comes out with the card dealt after 233 - cardsDealt.
    const int beforeCutCard = (6 * kDeckCards - 1 - cardsDealt) - 6 * kDeckCards / 4;
    int dealt = 0;
    std::optional<int> cutCardSpot; // the seat dealt the first card behind it
    std::size_t cutCardEntry = 0;
    for (std::size_t i = 0; i < timeline.size() && !cutCardSpot; ++i) {
        if (const auto *deal =
                timeline[i].action ? std::get_if<DealCard>(&*timeline[i].action) : nullptr) {
            if (++dealt == beforeCutCard + 1) {
                cutCardSpot = deal->seat;
                cutCardEntry = i;
            }
        }
    }
    QVERIFY(cutCardSpot.has_value());
    // The first step of the shoe's preparation comes after the round is
    // completed: every box and the dealer picked up since the cut card.
    std::size_t preparation = 0;
    for (std::size_t i = cutCardEntry; i < timeline.size() && preparation == 0; ++i) {
        if (timeline[i].action && (is<ClearShoe>(timeline[i]) || is<ShuffleStep>(timeline[i]) ||
                                   is<Shuffle>(timeline[i]) || is<OfferCut>(timeline[i]))) {
            preparation = i;
        }
    }
    QVERIFY(preparation > cutCardEntry);
    int pickUps = 0;
    int dealsAfter = 0;
    for (std::size_t i = cutCardEntry; i < preparation; ++i) {
        pickUps += is<PickUp>(timeline[i]) ? 1 : 0;
    }
    QCOMPARE(pickUps, 8); // seven boxes and the dealer's hand (§6(l)(1), §6(i))
    // §5(e)(2)-(3): the cut offered first to the box the cut card came out
    // on, or the player farthest to the dealer's right (seat 7) after the
    // dealer's hand.
    std::optional<int> offeredTo;
    std::size_t burn = 0;
    for (std::size_t i = preparation; i < timeline.size(); ++i) {
        if (const auto *offer =
                timeline[i].action ? std::get_if<OfferCut>(&*timeline[i].action) : nullptr;
            offer != nullptr && !offeredTo) {
            offeredTo = offer->seat;
        }
        if (burn == 0 && is<BurnCard>(timeline[i])) {
            burn = i;
        }
        dealsAfter += is<DealCard>(timeline[i]) ? 1 : 0;
    }
    QCOMPARE(offeredTo, std::optional<int>(*cutCardSpot == 0 ? 7 : *cutCardSpot));
    // §6(c): the new shoe's first card burned, then the next round dealt.
    QVERIFY(burn > preparation);
    QVERIFY(burn + 1 < timeline.size());
    QVERIFY(timeline[burn + 1].action &&
            *timeline[burn + 1].action == DealerAction(DealCard{1, 1, Face::Up, false}));
    QVERIFY(dealsAfter > 0);
    const TableState &state = session.state();
    QCOMPARE(static_cast<int>(state.shoe.size() + state.discardRack.size()), 6 * kDeckCards);
}

void TestSessionRounds::resultsCountEveryRound() {
    constexpr int kRounds = 4;
    const auto scenario = shift({2, 4, 6}, kRounds);
    Session session(scenario, refereeFor(scenario));
    playThrough(session);
    int graded = 0;
    for (const auto &entry : session.timeline()) {
        graded += entry.verdict ? 1 : 0;
    }
    // Three boxes a round, four rounds: twelve hands; in four minutes,
    // 12 x 15 = 180 hands an hour.
    PassCriteria criteria;
    criteria.minimumHandsPerHour = 180.0;
    const auto summary = session.summary(criteria, std::int64_t{4 * 60000});
    QCOMPARE(summary.actions, graded);
    QCOMPARE(summary.errors, 0);
    QCOMPARE(summary.hands, 3 * kRounds);
    QCOMPARE(*summary.handsPerHour, 180.0);
    QVERIFY(summary.complete);
    QVERIFY(summary.passed);
    criteria.minimumHandsPerHour = 181.0;
    QVERIFY(!session.summary(criteria, std::int64_t{4 * 60000}).passed);
    // The same lesson stopped after its first round is not complete.
    Session partial(scenario, refereeFor(scenario));
    while (partial.roundNumber() == 1) {
        partial.perform(partial.expected().front().action);
    }
    QVERIFY(!partial.summary(PassCriteria{}).complete);
    QVERIFY(!partial.summary(PassCriteria{}).passed);
    QCOMPARE(partial.handsDealt(), 3);
}

void TestSessionRounds::sameLessonSeedAndActionsGiveTheSameGrades() {
    // The cut card inside the shift, and a wrong action in round 2.
    const auto scenario = shift({1, 4, 7}, 5, 200);
    const auto referee = refereeFor(scenario);
    Session reference(scenario, referee);
    std::vector<DealerAction> actions;
    bool mistakeMade = false;
    while (!reference.isComplete() && actions.size() < 20000) {
        if (!mistakeMade && reference.roundNumber() == 2) {
            actions.push_back(Announce{Call::DealersCard}); // before any card: wrong
            reference.perform(actions.back());
            mistakeMade = true;
            continue;
        }
        actions.push_back(reference.expected().front().action);
        reference.perform(actions.back());
    }
    QVERIFY(reference.isComplete());
    Session again(scenario, referee);
    for (const auto &a : actions) {
        again.perform(a);
    }
    QCOMPARE(lines(again), lines(reference));
    QVERIFY(again.state() == reference.state());
    QCOMPARE(again.summary(PassCriteria{}).errors, 1);
    QCOMPARE(again.summary(PassCriteria{}).hands, reference.summary(PassCriteria{}).hands);
}

void TestSessionRounds::roundsAreValidated_data() {
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("playsARound");
    QTest::addColumn<QString>("problem"); // empty: none
    QTest::newRow("one round") << 1 << true << QString();
    QTest::newRow("200 rounds") << 200 << true << QString();
    QTest::newRow("zero") << 0 << true << QStringLiteral("must be from 1 to 200 rounds");
    QTest::newRow("201") << 201 << true << QStringLiteral("must be from 1 to 200 rounds");
    QTest::newRow("one, no round") << 1 << false << QString();
    QTest::newRow("several, no round")
        << 2 << false << QStringLiteral("only a lesson that plays a round");
}

void TestSessionRounds::roundsAreValidated() {
    QFETCH(int, rounds);
    QFETCH(bool, playsARound);
    QFETCH(QString, problem);
    auto scenario = shift({3}, rounds);
    if (!playsARound) {
        scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewDealer, {3});
        scenario.rounds = rounds;
    }
    QStringList found;
    for (const auto &p : validate(scenario)) {
        found << qs(p.path) + ": " + qs(p.message);
    }
    if (problem.isEmpty()) {
        QVERIFY2(found.isEmpty(), qPrintable(found.join('\n')));
    } else {
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.front().startsWith("rounds: " + problem), qPrintable(found.front()));
    }
}

QTEST_GUILESS_MAIN(TestSessionRounds)
#include "tst_session_rounds.moc"

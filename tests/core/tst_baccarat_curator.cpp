// Baccarat §7 and §14, the curator: the dealing shoe offered from seat 1
// counterclockwise (up the seat numbers) until a player accepts, the dealer
// dealing when the curator designates them or nobody accepts, and the shoe
// passed to the right of the curator when the Banker's Hand loses or the
// curator gives it up. Played through the Session, whose scripted players
// answer the offers.

#include "coup_test_support.h"

#include <QTest>
#include <core/games/baccarat/curator.h>
#include <core/session.h>

using namespace dt;
using namespace dt::baccarat;
using couptest::coupScenario;

namespace {

// Coup 1: P 9S KH (9) beats B 2C 3D (5), the Banker's Hand loses; coup 2:
// P 2S 3H (5) against B 4C 5D (9), the Banker's Hand wins.
const QString kPlayerThenBanker = QStringLiteral("9S 2C KH 3D 2S 4C 3H 5D");
// Coup 1: the Banker's Hand wins (as coup 2 above), then the Player's.
const QString kBankerThenPlayer = QStringLiteral("2S 4C 3H 5D 9S 2C KH 3D");

// Seat 1 empty; players at 2, 5 and 9, each with a Player wager.
Scenario table(const QString &cards, int rounds = 2, const TableRules &rules = {}) {
    Scenario scenario = coupScenario(
        cards, {{2, Wager::Player, 1000}, {5, Wager::Player, 500}, {9, Wager::Player, 2500}},
        rules);
    scenario.rounds = rounds;
    return scenario;
}

// The lesson's table under its referee, the players answering by script.
Session sessionOf(const Scenario &scenario) {
    return Session(scenario, refereeFor(scenario));
}

bool isOffer(const DealerAction &dealerAction, int seat) {
    const auto *offer = std::get_if<action::OfferShoe>(&dealerAction);
    return offer != nullptr && offer->seat == seat;
}

QString citation(const RuleReference &rule) {
    return dttest::qs(rule.citation.section);
}

// Plays the expected actions to the end of the current coup's discard.
bool playCoup(Session &session) {
    for (int i = 0; i < 200; ++i) {
        const auto options = session.expected();
        if (options.empty()) {
            return false;
        }
        const bool last = std::holds_alternative<action::PlaceCards>(options.front().action);
        if (!session.perform(options.front().action).correct) {
            return false;
        }
        if (last) {
            return true;
        }
    }
    return false;
}

std::vector<TableEvent> eventsOf(const Session &session) {
    std::vector<TableEvent> events;
    for (const auto &entry : session.timeline()) {
        if (entry.event) {
            events.push_back(*entry.event);
        }
    }
    return events;
}

} // namespace

class BaccaratCuratorTest : public QObject {
    Q_OBJECT

private slots:
    void readyCoupHasItsCurator();
    void offeredFromSeatOneCounterclockwise();
    void refusalsMoveOnAndNobodyAccepting();
    void curatorDesignatesTheDealer();
    void bankerLosesShoePassesRight();
    void bankerWinsCuratorKeepsTheShoe();
    void curatorPassesByChoice();
    void offersWrapRoundTheTable();
    void midiHasNoCurator();
    void curatorValidated();
    void offerRoundTrip();
    void curatorOrderedToPassForDelay();
    void orderToPassWithoutCause();
    void curatorLeavesShoePassesOn();
    void departureAndDelayValidated();
    void orderRoundTrip();
};

void BaccaratCuratorTest::readyCoupHasItsCurator() {
    // A coup ready to deal (round_ready) begins with the shoe offered and
    // accepted: the first player from seat 1, or the lesson's curator.
    Scenario scenario = table(kBankerThenPlayer, 1);
    QCOMPARE(initialCuratorship(scenario).curator, std::optional<int>(2));
    scenario.curator = 9;
    QCOMPARE(initialCuratorship(scenario).curator, std::optional<int>(9));
    scenario.curator = 0;
    const Curatorship dealer = initialCuratorship(scenario);
    QCOMPARE(dealer.curator, std::optional<int>(0));
    QVERIFY(dealer.dealerDeals);
    Session session = sessionOf(table(kBankerThenPlayer, 1));
    QCOMPARE(session.expected().front().action,
             DealerAction(action::Announce{action::Call::NoMoreBets}));
}

void BaccaratCuratorTest::offeredFromSeatOneCounterclockwise() {
    // BA-DEAL-01 (§7(b)-(c)): seat 1 is empty, so the shoe goes to seat 2
    // first; offering it to seat 5, or calling the coup first, is refused.
    Scenario scenario = table(kBankerThenPlayer, 1);
    Session session = sessionOf(scenario);
    TableState fresh = session.state();
    QVERIFY(fresh.curatorship.curator.has_value()); // round_ready: already taken
    // A new shoe at this table: the shoe is to be offered (curator.h newShoe()).
    newShoe(fresh.curatorship, std::get<TableRules>(scenario.rules));
    QVERIFY(!fresh.curatorship.curator);
    const auto referee = refereeFor(scenario);
    const auto due = referee->expected(fresh);
    QCOMPARE(due.size(), std::size_t{1});
    QVERIFY(isOffer(due.front().action, 2));
    QCOMPARE(citation(due.front().rule), QStringLiteral("Baccarat 7(b)"));
    QCOMPARE(dttest::qs(due.front().rule.requirement), QStringLiteral("BA-DEAL-01"));
    for (const DealerAction &wrong : {DealerAction(action::OfferShoe{5}),
                                      DealerAction(action::Announce{action::Call::NoMoreBets})}) {
        const Verdict verdict = referee->judge(fresh, wrong);
        QVERIFY(!verdict.correct && !verdict.applied);
        QCOMPARE(verdict.severity, Severity::Major);
        QVERIFY2(dttest::qs(verdict.message).contains(QStringLiteral("first to seat 1")),
                 verdict.message.c_str());
        QVERIFY2(dttest::qs(verdict.message).contains(QStringLiteral("offer it to seat 2")),
                 verdict.message.c_str());
    }
    QVERIFY(referee->judge(fresh, action::OfferShoe{2}).correct);
    TableState offered = referee->apply(fresh, action::OfferShoe{2});
    QCOMPARE(offered.curatorship.offeredTo, std::optional<int>(2));
    // §7(c): the player who accepts is the curator.
    offered = referee->applyEvent(offered, event::PlayerAnswersShoeOffer{2});
    QCOMPARE(offered.curatorship.curator, std::optional<int>(2));
    QVERIFY(!offered.curatorship.dealerDeals);
    QCOMPARE(referee->expected(offered).front().action,
             DealerAction(action::Announce{action::Call::NoMoreBets}));
}

void BaccaratCuratorTest::refusalsMoveOnAndNobodyAccepting() {
    // BA-DEAL-01, BA-DEAL-02 (§7(b), §7(d)(2)): each refusal moves the offer
    // up the seats; when nobody accepts, the dealer calling the game deals.
    Scenario scenario = table(kPlayerThenBanker, 2);
    for (const int seat : {2, 5, 9}) {
        dttest::playerAt(scenario, seat).shoeAnswer = event::ShoeAnswer::Refuses;
    }
    dttest::playerAt(scenario, 2).shoeAnswer = event::ShoeAnswer::Accepts; // the first curator
    Session session = sessionOf(scenario);
    QVERIFY(playCoup(session)); // the Banker's Hand loses: seat 2 passes it
    QVERIFY(isOffer(session.expected().front().action, 5));
    QVERIFY(session.perform(action::OfferShoe{5}).correct);
    QVERIFY(!session.state().curatorship.curator); // seat 5 refused
    QVERIFY(isOffer(session.expected().front().action, 9));
    QVERIFY(session.perform(action::OfferShoe{9}).correct);
    // Seat 2 passed it and is not offered it again: nobody is left.
    const Curatorship &held = session.state().curatorship;
    QCOMPARE(held.curator, std::optional<int>(0));
    QVERIFY(held.dealerDeals);
    QCOMPARE(session.expected().front().action,
             DealerAction(action::Announce{action::Call::NoMoreBets}));
    const Verdict more = session.perform(action::OfferShoe{2});
    QVERIFY(!more.correct);
    QVERIFY2(dttest::qs(more.message).contains(QStringLiteral("dealer calling the game deals")),
             more.message.c_str());
    const auto events = eventsOf(session);
    QVERIFY(std::find(events.begin(), events.end(),
                      TableEvent(event::PlayerAnswersShoeOffer{9, event::ShoeAnswer::Refuses})) !=
            events.end());
}

void BaccaratCuratorTest::curatorDesignatesTheDealer() {
    // BA-DEAL-02 (§7(d)(1)): the player accepts and designates the dealer
    // calling the game: still the curator, for the passing of §14.
    Scenario scenario = table(kPlayerThenBanker, 2);
    dttest::playerAt(scenario, 5).shoeAnswer = event::ShoeAnswer::DesignatesDealer;
    Session session = sessionOf(scenario);
    QVERIFY(playCoup(session));
    QVERIFY(session.perform(action::OfferShoe{5}).correct);
    QCOMPARE(session.state().curatorship.curator, std::optional<int>(5));
    QVERIFY(session.state().curatorship.dealerDeals);
}

void BaccaratCuratorTest::bankerLosesShoePassesRight() {
    // BA-DEAL-10 (§14(a)(1), §14(b)): the Banker's Hand lost, so the curator
    // (seat 2) passes the shoe; it goes first to the player immediately to
    // the right, seat 5, not back to seat 2 nor skipping to seat 9.
    Session session = sessionOf(table(kPlayerThenBanker, 2));
    QCOMPARE(session.state().curatorship.curator, std::optional<int>(2));
    QVERIFY(playCoup(session));
    QCOMPARE(session.roundNumber(), 2);
    const auto due = session.expected();
    QVERIFY(isOffer(due.front().action, 5));
    QCOMPARE(citation(due.front().rule), QStringLiteral("Baccarat 14(b)"));
    QCOMPARE(dttest::qs(due.front().rule.requirement), QStringLiteral("BA-DEAL-10"));
    for (const int wrong : {2, 9}) {
        const Verdict verdict = session.perform(action::OfferShoe{wrong});
        QVERIFY(!verdict.correct && !verdict.applied);
        QVERIFY2(dttest::qs(verdict.message).contains(QStringLiteral("previous curator (seat 2)")),
                 verdict.message.c_str());
    }
    QVERIFY(session.perform(action::OfferShoe{5}).correct);
    QCOMPARE(session.state().curatorship.curator, std::optional<int>(5));
    QVERIFY(playCoup(session));
    QVERIFY(session.isComplete());
}

void BaccaratCuratorTest::bankerWinsCuratorKeepsTheShoe() {
    // BA-DEAL-10 (§14(a)): the Banker's Hand won; the curator keeps the shoe
    // and offering it is an error.
    Session session = sessionOf(table(kBankerThenPlayer, 2));
    QVERIFY(playCoup(session));
    QCOMPARE(session.state().curatorship.curator, std::optional<int>(2));
    QCOMPARE(session.expected().front().action,
             DealerAction(action::Announce{action::Call::NoMoreBets}));
    const Verdict offered = session.perform(action::OfferShoe{5});
    QVERIFY(!offered.correct && !offered.applied);
    QCOMPARE(citation(offered.rule), QStringLiteral("Baccarat 14(a)"));
    QVERIFY2(dttest::qs(offered.message).contains(QStringLiteral("Seat 2 is the curator")),
             offered.message.c_str());
}

void BaccaratCuratorTest::curatorPassesByChoice() {
    // §14(a): "The curator, after any round of play, may either pass the
    // dealing shoe or remain as curator": seat 2's script passes it though
    // the Banker's Hand won.
    Scenario scenario = table(kBankerThenPlayer, 2);
    dttest::playerAt(scenario, 2).passesShoe = true;
    Session session = sessionOf(scenario);
    QVERIFY(playCoup(session));
    const auto events = eventsOf(session);
    QVERIFY(std::find(events.begin(), events.end(), TableEvent(event::CuratorPassesShoe{2})) !=
            events.end());
    QVERIFY(isOffer(session.expected().front().action, 5));
}

void BaccaratCuratorTest::offersWrapRoundTheTable() {
    // §14(b): "to each of the other players in turn, moving counterclockwise
    // around the table": from the highest seat round to seat 1 and up.
    std::vector<Seat> seats(14);
    for (const int seat : {2, 5, 9}) {
        seats[static_cast<std::size_t>(seat - 1)].occupied = true;
    }
    Curatorship curatorship;
    curatorship.passedBy = 9;
    QCOMPARE(nextShoeOffer(curatorship, seats), std::optional<int>(2));
    curatorship.refused = {2};
    QCOMPARE(nextShoeOffer(curatorship, seats), std::optional<int>(5));
    curatorship.refused = {2, 5};
    QCOMPARE(nextShoeOffer(curatorship, seats), std::nullopt);
}

void BaccaratCuratorTest::midiHasNoCurator() {
    // Midi §8(c): the dealer deals; and a Baccarat table whose option has the
    // dealer calling the game deal offers no shoe either.
    TableRules dealerDeals;
    dealerDeals.shoeDealer = ShoeDealer::DealerCallingGame;
    for (const TableRules &rules : {midiBaccaratRules(), dealerDeals}) {
        Session session = sessionOf(table(kPlayerThenBanker, 2, rules));
        QVERIFY(session.state().curatorship.dealerDeals);
        QVERIFY(playCoup(session));
        QCOMPARE(session.expected().front().action,
                 DealerAction(action::Announce{action::Call::NoMoreBets}));
        const Verdict offered = session.perform(action::OfferShoe{5});
        QVERIFY(!offered.correct);
        QCOMPARE(citation(offered.rule), rules.game == Game::MidiBaccarat
                                             ? QStringLiteral("Midi Baccarat 8(c)")
                                             : QStringLiteral("Baccarat 14(a)"));
    }
}

void BaccaratCuratorTest::curatorValidated() {
    // A curator only at a Baccarat table whose players deal, at a seat with a
    // player; the players' answers likewise.
    Scenario scenario = table(kPlayerThenBanker, 2);
    scenario.curator = 4;
    auto problems = validate(scenario);
    QVERIFY(std::any_of(problems.begin(), problems.end(), [](const ScenarioProblem &p) {
        return p.path == "start.curator" && p.message.find("seat 4 has no player") == 0;
    }));
    scenario = table(kPlayerThenBanker, 2, midiBaccaratRules());
    scenario.curator = 2;
    dttest::playerAt(scenario, 5).shoeAnswer = event::ShoeAnswer::Refuses;
    problems = validate(scenario);
    QVERIFY(std::any_of(problems.begin(), problems.end(),
                        [](const ScenarioProblem &p) { return p.path == "start.curator"; }));
    QVERIFY(std::any_of(problems.begin(), problems.end(),
                        [](const ScenarioProblem &p) { return p.path == "players[1].shoe"; }));
}

void BaccaratCuratorTest::offerRoundTrip() {
    const DealerAction offer = action::OfferShoe{5};
    QCOMPARE(dttest::qs(toJson(offer)), QStringLiteral(R"({"action": "offer_shoe", "seat": 5})"));
    const auto parsed = parseAction(toJson(offer));
    QVERIFY2(parsed.action, parsed.error.c_str());
    QCOMPARE(*parsed.action, offer);
    QCOMPARE(dttest::qs(describe(offer)), QStringLiteral("Offer the dealing shoe to seat 5"));
    const TableEvent answer = event::PlayerAnswersShoeOffer{5, event::ShoeAnswer::DesignatesDealer};
    QCOMPARE(dttest::qs(toFlat(answer).string("answer").value_or("")),
             QStringLiteral("designates_dealer"));
    QCOMPARE(dttest::qs(describe(answer)),
             QStringLiteral("Seat 5 accepts the dealing shoe and designates the dealer to deal"));
}

void BaccaratCuratorTest::curatorOrderedToPassForDelay() {
    // BA-DEAL-10 (§14(a)(2)): the curator at seat 2 unreasonably delays the
    // game after coup 1 (the Banker's Hand won, so they would keep it): the
    // dealer orders the shoe passed before the next coup, then offers it as
    // after a Banker loss (§14(b)): seat 5, right of seat 2.
    Scenario scenario = table(kBankerThenPlayer, 2);
    dttest::playerAt(scenario, 2).delaysGameAfterRound = 1;
    Session session = sessionOf(scenario);
    QVERIFY(playCoup(session));
    const auto events = eventsOf(session);
    QVERIFY(std::find(events.begin(), events.end(), TableEvent(event::CuratorDelaysGame{2})) !=
            events.end());
    QVERIFY(!session.isComplete());
    const auto due = session.expected();
    QCOMPARE(due.front().action, DealerAction(action::OrderShoePassed{2}));
    QCOMPARE(citation(due.front().rule), QStringLiteral("Baccarat 14(a)(2)"));
    QCOMPARE(dttest::qs(due.front().rule.requirement), QStringLiteral("BA-DEAL-10"));
    const Verdict goesOn = session.perform(action::Announce{action::Call::NoMoreBets});
    QVERIFY(!goesOn.correct && !goesOn.applied);
    QVERIFY2(dttest::qs(goesOn.message).contains(QStringLiteral("unreasonably delays")),
             goesOn.message.c_str());
    const Verdict wrongSeat = session.perform(action::OrderShoePassed{5});
    QVERIFY(!wrongSeat.correct && !wrongSeat.applied);
    QVERIFY(session.perform(action::OrderShoePassed{2}).correct);
    QCOMPARE(session.state().curatorship.curator, std::nullopt);
    QCOMPARE(session.roundNumber(), 2);
    const auto offer = session.expected();
    QVERIFY(isOffer(offer.front().action, 5));
    QCOMPARE(citation(offer.front().rule), QStringLiteral("Baccarat 14(b)"));
    QVERIFY(session.perform(action::OfferShoe{5}).correct);
    QCOMPARE(session.state().curatorship.curator, std::optional<int>(5));
    QVERIFY(playCoup(session));
    QVERIFY(session.isComplete());
}

void BaccaratCuratorTest::orderToPassWithoutCause() {
    // BA-DEAL-10 (§14(a)): "The curator, after any round of play, may either
    // pass the dealing shoe or remain as curator": no delay, no order; nor
    // to a seat that is not the curator, nor with nobody holding the shoe.
    Session session = sessionOf(table(kBankerThenPlayer, 2));
    QVERIFY(playCoup(session));
    for (const int seat : {2, 5}) {
        const Verdict ordered = session.perform(action::OrderShoePassed{seat});
        QVERIFY(!ordered.correct && !ordered.applied);
        QCOMPARE(ordered.severity, Severity::Major);
        QCOMPARE(citation(ordered.rule), QStringLiteral("Baccarat 14(a)"));
        QCOMPARE(dttest::qs(ordered.rule.requirement), QStringLiteral("BA-DEAL-10"));
        QVERIFY2(dttest::qs(ordered.message)
                     .contains(seat == 2 ? QStringLiteral("may remain as curator")
                                         : QStringLiteral("Seat 5 is not the curator")),
                 ordered.message.c_str());
    }
    QCOMPARE(session.state().curatorship.curator, std::optional<int>(2));
    // Midi: no curator to order (Midi §8(c)).
    Session midi = sessionOf(table(kBankerThenPlayer, 2, midiBaccaratRules()));
    QVERIFY(playCoup(midi));
    const Verdict noCurator = midi.perform(action::OrderShoePassed{2});
    QVERIFY(!noCurator.correct);
    QVERIFY2(dttest::qs(noCurator.message).contains(QStringLiteral("no curator")),
             noCurator.message.c_str());
    // MB-DEAL-01: Midi's own part is cited, not Baccarat's.
    QCOMPARE(citation(noCurator.rule), QStringLiteral("Midi Baccarat 8(c)"));
    QCOMPARE(dttest::qs(noCurator.rule.requirement), QStringLiteral("MB-DEAL-01"));
    QVERIFY2(dttest::qs(noCurator.message).contains(QStringLiteral("Midi Baccarat §8(c)")),
             noCurator.message.c_str());
}

void BaccaratCuratorTest::curatorLeavesShoePassesOn() {
    // BA-DEAL-10 (§14(b)): the curator at seat 5 leaves after coup 1: the
    // shoe is offered from the player immediately to their right; seats 6
    // to 8 are empty, so seat 9. Seat 5 wagers no more.
    Scenario scenario = table(kBankerThenPlayer, 2);
    scenario.curator = 5;
    dttest::playerAt(scenario, 5).leavesAfterRound = 1;
    Session session = sessionOf(scenario);
    QVERIFY(playCoup(session));
    QVERIFY(session.timeline().back().event == TableEvent(event::PlayerLeaves{5}));
    QVERIFY(!session.state().seats[4].occupied);
    QCOMPARE(session.roundNumber(), 2);
    QCOMPARE(session.state().curatorship.passedBy, 5);
    const auto offer = session.expected();
    QVERIFY(isOffer(offer.front().action, 9));
    QCOMPARE(citation(offer.front().rule), QStringLiteral("Baccarat 14(b)"));
    const Verdict leaver = session.perform(action::OfferShoe{5});
    QVERIFY(!leaver.correct && !leaver.applied);
    QVERIFY(session.perform(action::OfferShoe{9}).correct);
    const auto &coup = std::get<CoupRound>(session.state().round);
    QCOMPARE(coup.wagers.size(), std::size_t{2});
    QVERIFY(coup.wager(5, Wager::Player) == nullptr);
    QVERIFY(playCoup(session));
    QVERIFY(session.isComplete());
}

void BaccaratCuratorTest::departureAndDelayValidated() {
    // The round a player leaves or delays after is one of the lesson's;
    // a curator's delay only where players deal.
    Scenario scenario = table(kBankerThenPlayer, 2);
    dttest::playerAt(scenario, 5).leavesAfterRound = 3;
    dttest::playerAt(scenario, 9).delaysGameAfterRound = 0;
    auto problems = validate(scenario);
    const auto has = [&](const std::string &path, const std::string &text) {
        return std::any_of(problems.begin(), problems.end(), [&](const ScenarioProblem &p) {
            return p.path == path && p.message.find(text) != std::string::npos;
        });
    };
    QVERIFY(has("players[1].leavesAfterRound", "seat 5: must be a round from 1 to 2"));
    QVERIFY(has("players[2].delaysGameAfterRound", "seat 9: must be a round from 1 to 2"));
    scenario = table(kBankerThenPlayer, 2, midiBaccaratRules());
    dttest::playerAt(scenario, 2).delaysGameAfterRound = 1;
    dttest::playerAt(scenario, 5).leavesAfterRound = 2; // leaving is for any table
    problems = validate(scenario);
    QVERIFY(has("players[0].delaysGameAfterRound", "seat 2: a curator who delays"));
    QVERIFY(!has("players[1].leavesAfterRound", ""));
}

void BaccaratCuratorTest::orderRoundTrip() {
    const DealerAction order = action::OrderShoePassed{2};
    QCOMPARE(dttest::qs(toJson(order)),
             QStringLiteral(R"({"action": "order_shoe_passed", "seat": 2})"));
    const auto parsed = parseAction(toJson(order));
    QVERIFY2(parsed.action, parsed.error.c_str());
    QCOMPARE(*parsed.action, order);
    QCOMPARE(dttest::qs(describe(order)),
             QStringLiteral("Order the curator at seat 2 to pass the dealing shoe"));
    QCOMPARE(dttest::qs(describe(TableEvent(event::PlayerLeaves{6}))),
             QStringLiteral("Seat 6 leaves the table"));
    QCOMPARE(dttest::qs(eventName(TableEvent(event::CuratorDelaysGame{2}))),
             QStringLiteral("curator_delays_game"));
}

QTEST_APPLESS_MAIN(BaccaratCuratorTest)
#include "tst_baccarat_curator.moc"

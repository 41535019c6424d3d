// The cover card of Baccarat §10(d) and Midi Baccarat §9(d): set aside when
// it comes out (as a coup's first card or during play), the coup completed,
// "last hand" announced, one more coup, then new decks (§3(b)). Played
// through the Session, as a lesson of several coups runs.

#include "coup_test_support.h"

#include <QTest>
#include <core/session.h>

using namespace dt;
using namespace dt::baccarat;
using couptest::coupScenario;

namespace {

constexpr int kBehindCoverCard = 14; // §5(e): "at least 14 cards in from the back"

// Two coups of naturals, four cards each, no third card: P 2S 3H (5) against
// B 4C 5D (9); then P 9S KH (9) against B 2C 3D (5); then the same again.
const QString kNaturals = QStringLiteral("2S 4C 3H 5D 9S 2C KH 3D 2H 4D 3S 5C");

// `rounds` coups from a shoe holding `cardsLeft` cards (the scenario's first
// cards in front), whatever the seed burned at loading (§5(e)).
Scenario shoeOf(int cardsLeft, int rounds, const TableRules &rules = {},
                const std::vector<couptest::Bet> &bets = {{1, Wager::Banker, 1000},
                                                          {3, Wager::Player, 500}}) {
    Scenario scenario = coupScenario(kNaturals, bets, rules);
    scenario.rounds = rounds;
    const int full = static_cast<int>(initialState(scenario).shoe.size());
    scenario.cardsDealt = full - cardsLeft;
    return scenario;
}

bool isCall(const DealerAction &dealerAction, action::Call call) {
    const auto *announce = std::get_if<action::Announce>(&dealerAction);
    return announce != nullptr && announce->call == call;
}

using dttest::playUntil;

bool playUntilCall(Session &session, action::Call call) {
    return playUntil(session, [call](const DealerAction &a) { return isCall(a, call); });
}

bool playUntilDiscard(Session &session) {
    return playUntil(session, [](const DealerAction &a) {
        return std::holds_alternative<action::PlaceCards>(a);
    });
}

QString citation(const RuleReference &rule) {
    return dttest::qs(rule.citation.section);
}

const action::DealToHand kFirstCard{action::CoupHand::Player, action::Face::Down};

// Each action is refused, not applied, as a major error citing Baccarat
// §10(d) for `requirement`, its message saying `why`.
bool refusedUnder(Session &session, const std::vector<DealerAction> &actions,
                  const QString &requirement, const QString &why) {
    for (const DealerAction &wrong : actions) {
        const Verdict verdict = session.perform(wrong);
        if (verdict.correct || verdict.applied || verdict.severity != Severity::Major ||
            citation(verdict.rule) != QStringLiteral("Baccarat 10(d)") ||
            dttest::qs(verdict.rule.requirement) != requirement ||
            !dttest::qs(verdict.message).contains(why)) {
            qWarning("%s: %s", toJson(wrong).c_str(), verdict.message.c_str());
            return false;
        }
    }
    return true;
}

} // namespace

class BaccaratCoverCardTest : public QObject {
    Q_OBJECT

private slots:
    void coverCardDuringCoup();
    void coverCardFirstCardOfCoup();
    void lastHandMissed();
    void lastHandTooEarly();
    void furtherCoupAfterLastHand();
    void newDecksOpenedAndNextShoeDealt();
    void reshuffleCutOfferedToLastCurator();
    void playerLeavingAsShoeEndsIsNotOfferedTheCut();
    void midiCitesItsOwnSection();
    void lastHandRoundTrip();
    void markersCollectedBeforeNewDecks();
    void markerCollectionMistakes();
    void markerCollectedWhenPlayerLeaves();
};

void BaccaratCoverCardTest::coverCardDuringCoup() {
    // BA-SHUF-06, BA-ANN-04: 16 cards left; the third card of the first coup
    // is dealt with 14 in the shoe: the cover card comes out with it.
    const Scenario scenario = shoeOf(kBehindCoverCard + 2, 3);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntilCall(session, action::Call::Cards));
    QVERIFY(session.perform(action::Announce{action::Call::Cards}).correct);
    QVERIFY(session.perform(kFirstCard).correct);
    QVERIFY(
        session.perform(action::DealToHand{action::CoupHand::Banker, action::Face::Down}).correct);
    QCOMPARE(session.state().lastHand, LastHand::NotDue);
    const Verdict third = session.perform(kFirstCard);
    QVERIFY(third.correct);
    QVERIFY(dttest::qs(third.message).contains(QStringLiteral("cover card comes out")));
    QVERIFY(dttest::qs(third.message).contains(QStringLiteral("Baccarat §10(d)")));
    QCOMPARE(session.state().lastHand, LastHand::CoverCardOut);
    // The coup is completed as any other.
    QVERIFY(playUntilDiscard(session));
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    // Upon its completion: "last hand", and nothing else.
    const auto due = session.expected();
    QCOMPARE(due.size(), std::size_t{1});
    QCOMPARE(due.front().action, DealerAction(action::Announce{action::Call::LastHand}));
    QCOMPARE(citation(due.front().rule), QStringLiteral("Baccarat 10(d)"));
    QCOMPARE(dttest::qs(due.front().rule.requirement), QStringLiteral("BA-ANN-04"));
    QCOMPARE(session.roundNumber(), 1); // the next coup waits for it
    QVERIFY(session.perform(action::Announce{action::Call::LastHand}).correct);
    QCOMPARE(session.state().lastHand, LastHand::Announced);
    QCOMPARE(session.roundNumber(), 2);
    // One more coup: the cards left behind the cover card suffice for it.
    QVERIFY(playUntilDiscard(session));
    QCOMPARE(session.state().lastHand, LastHand::Announced);
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    QCOMPARE(session.state().stage, Stage::ShoeFinished);
    QCOMPARE(session.state().lastHand, LastHand::NotDue);
    QCOMPARE(session.summary(PassCriteria{}).errors, 0);
}

void BaccaratCoverCardTest::coverCardFirstCardOfCoup() {
    // BA-SHUF-06: 18 cards left; the first coup takes four and leaves 14: the
    // cover card is the first card at the beginning of the second coup, and
    // the rule is the same (§10(d): "as the first card ... or during play").
    const Scenario scenario = shoeOf(kBehindCoverCard + 4, 3);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntilDiscard(session));
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    QCOMPARE(session.state().lastHand, LastHand::NotDue);
    QCOMPARE(session.roundNumber(), 2);
    QCOMPARE(static_cast<int>(session.state().shoe.size()), kBehindCoverCard);
    QVERIFY(playUntilCall(session, action::Call::Cards));
    QVERIFY(session.perform(action::Announce{action::Call::Cards}).correct);
    const Verdict first = session.perform(kFirstCard);
    QVERIFY(first.correct);
    QVERIFY(dttest::qs(first.message).contains(QStringLiteral("cover card comes out")));
    QCOMPARE(session.state().lastHand, LastHand::CoverCardOut);
    QVERIFY(playUntilDiscard(session));
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    QCOMPARE(session.expected().front().action,
             DealerAction(action::Announce{action::Call::LastHand}));
}

void BaccaratCoverCardTest::lastHandMissed() {
    // BA-ANN-04: the coup in which the cover card came out is complete; the
    // dealer goes on to the next coup's "no more bets" without "last hand".
    const Scenario scenario = shoeOf(kBehindCoverCard + 2, 3);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntilDiscard(session));
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    QVERIFY(refusedUnder(
        session,
        {DealerAction(action::Announce{action::Call::NoMoreBets}), DealerAction(kFirstCard)},
        QStringLiteral("BA-ANN-04"), QStringLiteral("announce \"last hand\"")));
    QCOMPARE(session.roundNumber(), 1);
    QVERIFY(session.perform(action::Announce{action::Call::LastHand}).correct);
}

void BaccaratCoverCardTest::lastHandTooEarly() {
    // BA-ANN-04: "last hand" before the cover card came out, and in the coup
    // in which it came out before that coup is completed.
    const Scenario scenario = shoeOf(kBehindCoverCard + 2, 3);
    Session session(scenario, refereeFor(scenario));
    const Verdict beforeCover = session.perform(action::Announce{action::Call::LastHand});
    QVERIFY(!beforeCover.correct);
    QVERIFY(!beforeCover.applied);
    QCOMPARE(citation(beforeCover.rule), QStringLiteral("Baccarat 10(d)"));
    QVERIFY(dttest::qs(beforeCover.message).contains(QStringLiteral("has not come out")));
    QCOMPARE(session.state().lastHand, LastHand::NotDue);

    QVERIFY(playUntil(session, [&](const DealerAction &) {
        return session.state().lastHand == LastHand::CoverCardOut;
    }));
    const Verdict midCoup = session.perform(action::Announce{action::Call::LastHand});
    QVERIFY(!midCoup.correct);
    QCOMPARE(citation(midCoup.rule), QStringLiteral("Baccarat 10(d)"));
    QVERIFY(dttest::qs(midCoup.message).contains(QStringLiteral("complete it first")));
    QCOMPARE(session.state().lastHand, LastHand::CoverCardOut);

    // Said twice: the second is refused.
    QVERIFY(playUntilCall(session, action::Call::LastHand));
    QVERIFY(session.perform(action::Announce{action::Call::LastHand}).correct);
    QVERIFY(playUntilCall(session, action::Call::Cards));
    const Verdict again = session.perform(action::Announce{action::Call::LastHand});
    QVERIFY(!again.correct);
    QVERIFY(dttest::qs(again.message).contains(QStringLiteral("has been announced")));
}

void BaccaratCoverCardTest::furtherCoupAfterLastHand() {
    // BA-SHUF-06, BA-CONF-05: after the one more coup, a further coup from
    // the same cards, or the same decks reshuffled, is refused citing §10(d);
    // the cards are taken off the table instead.
    const Scenario scenario = shoeOf(kBehindCoverCard + 2, 3);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntilCall(session, action::Call::LastHand));
    QVERIFY(session.perform(action::Announce{action::Call::LastHand}).correct);
    QVERIFY(playUntilDiscard(session));
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    QCOMPARE(session.roundNumber(), 2);
    QVERIFY(refusedUnder(session,
                         {DealerAction(action::Announce{action::Call::NoMoreBets}),
                          DealerAction(kFirstCard), DealerAction(action::Shuffle{})},
                         QStringLiteral("BA-SHUF-06"),
                         QStringLiteral("last hand has been played")));
    QCOMPARE(session.roundNumber(), 2);
    const auto due = session.expected();
    QCOMPARE(due.size(), std::size_t{1});
    QCOMPARE(due.front().action, DealerAction(action::ClearShoe{}));
}

void BaccaratCoverCardTest::newDecksOpenedAndNextShoeDealt() {
    // BA-CONF-05 (§3(b)): the used cards leave the table, new decks come in
    // and are opened as at the start (§4), shuffled and cut (§5); the third
    // coup is dealt from them, its cover card again 14 cards from the back.
    const Scenario scenario = shoeOf(kBehindCoverCard + 2, 3);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntil(session, [](const DealerAction &a) {
        return std::holds_alternative<action::ClearShoe>(a);
    }));
    QVERIFY(session.perform(action::ClearShoe{}).correct);
    const TableState &opened = session.state();
    QCOMPARE(opened.stage, Stage::OpeningTable);
    QVERIFY(opened.shoe.empty());
    QVERIFY(opened.discardRack.empty());
    QCOMPARE(opened.stack, newDecks(8));
    QCOMPARE(session.expected().front().action, DealerAction(action::InspectCards{}));
    QCOMPARE(citation(session.expected().front().rule), QStringLiteral("Baccarat 4(a)-(b)"));
    // Through the opening and the shoe's preparation to the third coup.
    QVERIFY(playUntilCall(session, action::Call::NoMoreBets));
    QCOMPARE(session.roundNumber(), 3);
    QCOMPARE(session.state().lastHand, LastHand::NotDue);
    QCOMPARE(session.state().shoeCardsBehindCutCard, kBehindCoverCard);
    QVERIFY(static_cast<int>(session.state().shoe.size()) > 8 * 52 - 52);
    QVERIFY(playUntil(session, [&](const DealerAction &) { return session.isComplete(); }) ||
            session.isComplete());
    QCOMPARE(session.summary(PassCriteria{}).errors, 0);
}

void BaccaratCoverCardTest::reshuffleCutOfferedToLastCurator() {
    // BA-SHUF-02 (§5(c)): the dealer "shall begin with the participant seated
    // in the highest number position at the table or, in the case of
    // reshuffle the last curator and working clockwise". Seat 3 holds the
    // shoe; the Banker's Hand loses the second coup (the last hand), so seat
    // 3 passes it (§14(a)(1)) as the shoe ends: the new decks' cut goes to
    // seat 3, and on its refusal clockwise to seat 1, not to seat 5.
    const std::vector<couptest::Bet> bets = {
        {1, Wager::Banker, 1000}, {3, Wager::Player, 500}, {5, Wager::Banker, 200}};
    const auto firstOffers = [&](const TableRules &rules, bool refuse) {
        Scenario scenario = shoeOf(kBehindCoverCard + 2, 3, rules, bets);
        scenario.curator =
            rules.shoeDealer == ShoeDealer::Curator ? std::optional<int>(3) : std::optional<int>();
        for (auto &player : scenario.players) {
            if (refuse) {
                player.cutResponses = {CutResponse{false, 0}};
            }
        }
        Session session(scenario, refereeFor(scenario));
        std::vector<int> offers;
        std::vector<QString> citations;
        while (offers.size() < 2 && playUntil(session, [](const DealerAction &a) {
                   return std::holds_alternative<action::OfferCut>(a);
               })) {
            const Expectation offer = session.expected().front();
            offers.push_back(std::get<action::OfferCut>(offer.action).seat);
            citations.push_back(citation(offer.rule));
            if (!session.perform(offer.action).correct) {
                break;
            }
        }
        return std::pair{offers, citations};
    };
    const auto [offers, citations] = firstOffers(TableRules{}, true);
    QCOMPARE(offers, (std::vector<int>{3, 1}));
    QCOMPARE(citations.front(), QStringLiteral("Baccarat 5(c)"));
    // Offering it to the highest-numbered seat instead is wrong.
    {
        Scenario scenario = shoeOf(kBehindCoverCard + 2, 3, TableRules{}, bets);
        scenario.curator = 3;
        Session session(scenario, refereeFor(scenario));
        QVERIFY(playUntil(session, [](const DealerAction &a) {
            return std::holds_alternative<action::OfferCut>(a);
        }));
        QCOMPARE(session.state().reshuffleCutSeat, 3);
        const Verdict highest = session.perform(action::OfferCut{5});
        QVERIFY(!highest.correct);
        QCOMPARE(citation(highest.rule), QStringLiteral("Baccarat 5(c)"));
        QCOMPARE(dttest::qs(highest.rule.requirement), QStringLiteral("BA-SHUF-02"));
    }
    // The dealer always dealt: no curator, the opening's order from seat 5.
    TableRules dealerDeals;
    dealerDeals.shoeDealer = ShoeDealer::DealerCallingGame;
    QCOMPARE(firstOffers(dealerDeals, true).first, (std::vector<int>{5, 3}));
}

void BaccaratCoverCardTest::playerLeavingAsShoeEndsIsNotOfferedTheCut() {
    // BA-SHUF-02 (§5(c)): the cut is offered to "the participants". Seat 5
    // leaves after the second coup, the shoe's last hand: the seat is empty
    // before the new decks are prepared, so the cut goes to seat 3 first.
    TableRules dealerDeals;
    dealerDeals.shoeDealer = ShoeDealer::DealerCallingGame;
    Scenario scenario =
        shoeOf(kBehindCoverCard + 2, 3, dealerDeals,
               {{1, Wager::Banker, 1000}, {3, Wager::Player, 500}, {5, Wager::Banker, 200}});
    dttest::playerAt(scenario, 5).leavesAfterRound = 2;
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntil(session, [](const DealerAction &a) {
        return std::holds_alternative<action::ClearShoe>(a);
    }));
    QVERIFY(!session.state().seats[4].occupied);
    QVERIFY(playUntil(session, [](const DealerAction &a) {
        return std::holds_alternative<action::OfferCut>(a);
    }));
    QCOMPARE(session.expected().front().action, DealerAction(action::OfferCut{3}));
    QVERIFY(!session.perform(action::OfferCut{5}).correct);
    // The third coup has no wager at seat 5.
    QVERIFY(playUntilCall(session, action::Call::NoMoreBets));
    QCOMPARE(session.roundNumber(), 3);
    const auto &coup = std::get<CoupRound>(session.state().round);
    QVERIFY(std::none_of(coup.wagers.begin(), coup.wagers.end(),
                         [](const CoupWager &wager) { return wager.seat == 5; }));
}

void BaccaratCoverCardTest::midiCitesItsOwnSection() {
    // MB-ANN-04, MB-SHUF-06: the same procedure at Midi Baccarat, §9(d).
    const Scenario scenario = shoeOf(kBehindCoverCard + 2, 3, midiBaccaratRules());
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntilDiscard(session));
    QCOMPARE(session.state().lastHand, LastHand::CoverCardOut);
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    const Verdict missed = session.perform(action::Announce{action::Call::NoMoreBets});
    QVERIFY(!missed.correct);
    QCOMPARE(citation(missed.rule), QStringLiteral("Midi Baccarat 9(d)"));
    QCOMPARE(dttest::qs(missed.rule.requirement), QStringLiteral("MB-ANN-04"));
    QVERIFY(session.perform(action::Announce{action::Call::LastHand}).correct);
    QVERIFY(playUntilDiscard(session));
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    const Verdict further = session.perform(action::Announce{action::Call::NoMoreBets});
    QVERIFY(!further.correct);
    QCOMPARE(citation(further.rule), QStringLiteral("Midi Baccarat 9(d)"));
    QCOMPARE(dttest::qs(further.rule.requirement), QStringLiteral("MB-SHUF-06"));
}

void BaccaratCoverCardTest::lastHandRoundTrip() {
    const DealerAction lastHand = action::Announce{action::Call::LastHand};
    QVERIFY(dttest::qs(toJson(lastHand)).contains(QStringLiteral("\"last_hand\"")));
    const auto parsed = parseAction(toJson(lastHand));
    QVERIFY2(parsed.action, parsed.error.c_str());
    QCOMPARE(*parsed.action, lastHand);
    QCOMPARE(dttest::qs(describe(lastHand)), QStringLiteral("Announce \"last hand\""));
}

TableRules markingRules(TableRules rules = {}) {
    rules.vigorish = VigorishCollection::Marked;
    return rules;
}

// Coup 1 (the cover card comes out in it): Banker 9 wins, seats 1 and 6 owe
// $0.50 and $1.00 marked; coup 2, the last hand: Player 9 wins.
const std::vector<couptest::Bet> kMarkedBets = {
    {1, Wager::Banker, 1000}, {3, Wager::Player, 500}, {6, Wager::Banker, 2000}};

void BaccaratCoverCardTest::markersCollectedBeforeNewDecks() {
    // BA-SETTLE-10 (§13(d)(2)(i)-(iii)): the markers stay on the layout across
    // coups; after the last hand every one is collected, its whole amount, in
    // any order, before the cards leave the table for new decks.
    const Scenario scenario = shoeOf(kBehindCoverCard + 2, 3, markingRules(), kMarkedBets);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(playUntilCall(session, action::Call::LastHand));
    QCOMPARE(session.state().vigorish.owed(1), Money::cents(50));
    QCOMPARE(session.state().vigorish.owed(6), Money::cents(100));
    QVERIFY(session.perform(action::Announce{action::Call::LastHand}).correct);
    QVERIFY(playUntilDiscard(session));
    QCOMPARE(session.state().vigorish.owed(1), Money::cents(50)); // coup 2: still there
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    QVERIFY(!session.isComplete());
    auto due = session.expected();
    QCOMPARE(due.size(), std::size_t{2});
    QCOMPARE(due.front().action, DealerAction(action::CollectVigorish{6, Money::cents(100)}));
    QCOMPARE(due.back().action, DealerAction(action::CollectVigorish{1, Money::cents(50)}));
    QCOMPARE(citation(due.front().rule), QStringLiteral("Baccarat 13(d)(2)(i)"));
    QCOMPARE(dttest::qs(due.front().rule.requirement), QStringLiteral("BA-SETTLE-10"));
    // The lower seat first is as good: the text orders none.
    QVERIFY(session.perform(action::CollectVigorish{1, Money::cents(50)}).correct);
    QCOMPARE(session.state().vigorish.owed(1), Money());
    QCOMPARE(session.state().vigorish.collected(1), Money::cents(50));
    due = session.expected();
    QCOMPARE(due.size(), std::size_t{1});
    QVERIFY(session.perform(action::CollectVigorish{6, Money::cents(100)}).correct);
    QVERIFY(session.state().vigorish.markers().empty());
    QCOMPARE(session.expected().front().action, DealerAction(action::ClearShoe{}));
    QCOMPARE(session.summary(PassCriteria{}).errors, 0);
}

void BaccaratCoverCardTest::markerCollectionMistakes() {
    // BA-SETTLE-10: the decks replaced with a marker on the layout, a marker
    // collected short, and a box without one are refused; MB-SETTLE-10 cites
    // Midi §12(d)(2)(i).
    for (const bool midi : {false, true}) {
        const Scenario scenario =
            shoeOf(kBehindCoverCard + 2, 3, markingRules(midi ? midiBaccaratRules() : TableRules{}),
                   kMarkedBets);
        Session session(scenario, refereeFor(scenario));
        QVERIFY(playUntilCall(session, action::Call::LastHand));
        QVERIFY(session.perform(action::Announce{action::Call::LastHand}).correct);
        QVERIFY(playUntilDiscard(session));
        QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
        const QString rule = midi ? QStringLiteral("Midi Baccarat 12(d)(2)(i)")
                                  : QStringLiteral("Baccarat 13(d)(2)(i)");
        const Verdict cleared = session.perform(action::ClearShoe{});
        QVERIFY(!cleared.correct && !cleared.applied);
        QCOMPARE(cleared.severity, Severity::Major);
        QCOMPARE(citation(cleared.rule), rule);
        QVERIFY2(dttest::qs(cleared.message).contains(QStringLiteral("markers are collected")),
                 cleared.message.c_str());
        const Verdict shortOf = session.perform(action::CollectVigorish{6, Money::cents(75)});
        QVERIFY(!shortOf.correct && !shortOf.applied);
        QCOMPARE(shortOf.severity, Severity::Payout);
        QVERIFY2(dttest::qs(shortOf.message).contains(QStringLiteral("shows $1:")),
                 shortOf.message.c_str());
        const Verdict noMarker = session.perform(action::CollectVigorish{3, Money::cents(50)});
        QVERIFY(!noMarker.correct);
        QVERIFY2(dttest::qs(noMarker.message).contains(QStringLiteral("no vigorish marker")),
                 noMarker.message.c_str());
        QCOMPARE(session.state().vigorish.owed(6), Money::cents(100));
        QCOMPARE(dttest::qs(session.expected().front().rule.requirement),
                 midi ? QStringLiteral("MB-SETTLE-10") : QStringLiteral("BA-SETTLE-10"));
    }
}

void BaccaratCoverCardTest::markerCollectedWhenPlayerLeaves() {
    // BA-SETTLE-10, MB-SETTLE-10 (§13(d)(2)(i), Midi §12(d)(2)(i)): "collected
    // ... when the player leaves the gaming table, whichever occurs first":
    // seat 6 leaves after coup 1 owing $1.00 mid-shoe; its whole marker is
    // collected before the next coup begins, seat 1's stays; the seat is
    // then empty and wagers no more.
    for (const bool midi : {false, true}) {
        Scenario scenario = coupScenario(kNaturals, kMarkedBets,
                                         markingRules(midi ? midiBaccaratRules() : TableRules{}));
        scenario.rounds = 2;
        dttest::playerAt(scenario, 6).leavesAfterRound = 1;
        Session session(scenario, refereeFor(scenario));
        QVERIFY(playUntilDiscard(session));
        QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
        QVERIFY(session.timeline().back().event == TableEvent(event::PlayerLeaves{6}));
        QVERIFY(!session.state().seats[5].occupied);
        QVERIFY(!session.isComplete());
        QCOMPARE(session.roundNumber(), 1);
        const auto due = session.expected();
        QCOMPARE(due.size(), std::size_t{1});
        QCOMPARE(due.front().action, DealerAction(action::CollectVigorish{6, Money::cents(100)}));
        const QString rule = midi ? QStringLiteral("Midi Baccarat 12(d)(2)(i)")
                                  : QStringLiteral("Baccarat 13(d)(2)(i)");
        QCOMPARE(citation(due.front().rule), rule);
        QCOMPARE(dttest::qs(due.front().rule.requirement),
                 midi ? QStringLiteral("MB-SETTLE-10") : QStringLiteral("BA-SETTLE-10"));
        // The next coup first, a short collection, the wrong box: refused.
        const Verdict nextCoup = session.perform(action::Announce{action::Call::NoMoreBets});
        QVERIFY(!nextCoup.correct && !nextCoup.applied);
        QCOMPARE(nextCoup.severity, Severity::Major);
        QCOMPARE(citation(nextCoup.rule), rule);
        QVERIFY2(dttest::qs(nextCoup.message).contains(QStringLiteral("leaves the gaming table")),
                 nextCoup.message.c_str());
        const Verdict shortOf = session.perform(action::CollectVigorish{6, Money::cents(75)});
        QVERIFY(!shortOf.correct && !shortOf.applied);
        QCOMPARE(shortOf.severity, Severity::Payout);
        const Verdict stays = session.perform(action::CollectVigorish{1, Money::cents(50)});
        QVERIFY(!stays.correct && !stays.applied);
        QVERIFY2(dttest::qs(stays.message).contains(QStringLiteral("still at the table")),
                 stays.message.c_str());
        QVERIFY(session.perform(action::CollectVigorish{6, Money::cents(100)}).correct);
        QCOMPARE(session.state().vigorish.owed(6), Money());
        QCOMPARE(session.state().vigorish.collected(6), Money::cents(100));
        QCOMPARE(session.state().vigorish.owed(1), Money::cents(50));
        // Coup 2 begins without seat 6's wager.
        QCOMPARE(session.roundNumber(), 2);
        const auto &coup = std::get<CoupRound>(session.state().round);
        QVERIFY(std::none_of(coup.wagers.begin(), coup.wagers.end(),
                             [](const CoupWager &w) { return w.seat == 6; }));
        QVERIFY(!coup.wagers.empty());
        QVERIFY(playUntilDiscard(session));
        QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
        QVERIFY(session.isComplete());
        QCOMPARE(session.summary(PassCriteria{}).errors, 3);
    }
}

QTEST_APPLESS_MAIN(BaccaratCoverCardTest)
#include "tst_baccarat_cover_card.moc"

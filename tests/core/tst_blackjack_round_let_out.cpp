// Blackjack §15(a), BJ-IRR-01: "The licensee will have the option to allow
// one or more players out of the hand when the dealer is found to make this
// error" (a card delivered incorrectly). The table's option, the player's
// request right after the misdelivery, the dealer letting the player out (the
// hand dead, its wager returned) and the mistakes around it; 002 has no
// equivalent (BJ2-IRR-04).

#include "round_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/games/blackjack/round_referee.h>
#include <core/games/blackjack/table_offer.h>
#include <core/referee_for.h>
#include <core/session.h>
#include <memory>

using namespace dt;
using namespace dt::action;
using dttest::qs;
using namespace roundtest;

namespace {

// Box 1 10S 4S (14) hits then stands, box 2 9H 4H (13) stands, box 3 7D 3C
// (10) hits then stands; the dealer's up card 6C. Box 1 asks for a card and
// the next card, the 2D, is dealt face up to box 3 instead: a card delivered
// incorrectly (§15(a)). `asking`: the boxes whose player asks out after it.
Scenario misdeliveryRound(std::vector<int> asking, bool optionOn,
                          Regulation regulation = Regulation::Blackjack) {
    std::vector<Player> players = {
        {1, 10, {hit(), stand()}}, {2, 10, {stand()}}, {3, 10, {hit(), stand()}}};
    for (Player &player : players) {
        player.outOnDealerError =
            std::find(asking.begin(), asking.end(), player.seat) != asking.end();
    }
    blackjack::TableRules rules;
    rules.offer = blackjack::defaultTableOffer(regulation);
    rules.offer.playersOutOnMisdelivery = optionOn;
    const bool tribal = regulation == Regulation::BlackjackTribal;
    // 002 (f)(5)(iv): the hole card, the 8D, face down after the players' first two cards.
    Scenario scenario = roundScenario(tribal ? QStringLiteral("10S 9H 7D 6C 4S 4H 3C 8D 2D 3S")
                                             : QStringLiteral("10S 9H 7D 6C 4S 4H 3C 2D 3S"),
                                      players, rules, regulation);
    scenario.seed = 11;
    return scenario;
}

const blackjack::Round &roundOf(const Session &session) {
    return std::get<blackjack::Round>(session.state().round);
}

DealCard up(int seat) {
    return DealCard{seat, 1, Face::Up, false};
}

void perform(Session &session, const DealerAction &action) {
    const Verdict verdict = session.perform(action);
    QVERIFY2(verdict.correct, (describe(action) + ": " + verdict.message).c_str());
}

Expectation next(const Session &session) {
    const auto options = session.expected();
    return options.empty() ? Expectation{} : options.front();
}

// The initial deal, box 1's total (it asks for a card), then the 2D dealt
// face up to box 3: out of the shoe, in error.
void misdeliver(Session &session) {
    const bool tribal = session.scenario().table.regulation == Regulation::BlackjackTribal;
    for (const int seat : {1, 2, 3, 0, 1, 2, 3}) {
        perform(session, up(seat));
    }
    if (tribal) {
        perform(session, DealCard{0, 1, Face::Down, false});
    }
    perform(session, AnnounceTotal{1, 1, "14"});
    const Verdict wrong = session.perform(up(3));
    QVERIFY(!wrong.correct);
    QVERIFY(wrong.applied);
    QVERIFY(roundOf(session).cardInError.has_value());
}

// A session of misdeliveryRound() just after the misdelivery.
std::unique_ptr<Session> afterMisdelivery(std::vector<int> asking, bool optionOn,
                                          Regulation regulation = Regulation::Blackjack) {
    const Scenario scenario = misdeliveryRound(std::move(asking), optionOn, regulation);
    auto session = std::make_unique<Session>(scenario, refereeFor(scenario));
    misdeliver(*session);
    return session;
}

// The seats whose player asked out, from the session's timeline.
std::vector<int> requests(const Session &session) {
    std::vector<int> seats;
    for (const TimelineEntry &entry : session.timeline()) {
        if (entry.event) {
            if (const auto *out = std::get_if<event::PlayerAsksOut>(&*entry.event)) {
                seats.push_back(out->seat);
            }
        }
    }
    return seats;
}

// The perfect dealer to the end (finishWithTheReference()), each box's main
// wager settled exactly once.
void finishRound(Session &session) {
    finishWithTheReference(session);
    for (const int seat : {1, 2, 3}) {
        int settlements = 0;
        for (const TimelineEntry &entry : session.timeline()) {
            if (!entry.action || !entry.verdict || !entry.verdict->applied) {
                continue;
            }
            std::visit(
                [&](const auto &a) {
                    using A = std::decay_t<decltype(a)>;
                    if constexpr (std::is_same_v<A, Collect> || std::is_same_v<A, Pay> ||
                                  std::is_same_v<A, ReturnWager>) {
                        settlements += a.seat == seat && a.wager == Wager::Main ? 1 : 0;
                    }
                },
                *entry.action);
        }
        QCOMPARE(settlements, 1);
    }
}

// The wager of `seat` returned while its hand is in play, not let out:
// refused citing §15(a), the message saying why (`why`).
void letOutRefused(Session &session, int seat, const char *why) {
    const Verdict wrong = session.perform(ReturnWager{seat, 1, Wager::Main});
    QVERIFY(!wrong.correct);
    QVERIFY(!wrong.applied);
    QCOMPARE(qs(wrong.rule.citation.text()), QStringLiteral("Blackjack §15(a)"));
    QCOMPARE(qs(wrong.rule.requirement), QStringLiteral("BJ-IRR-01"));
    QVERIFY2(wrong.message.find(why) != std::string::npos, wrong.message.c_str());
    QVERIFY(!roundOf(session).box(seat)->hands[0].dead);
}

} // namespace

class TestBlackjackRoundLetOut : public QObject {
    Q_OBJECT
private slots:
    void optionReadByTheOffer();
    void playerAsksOutAndIsLetOut();
    void severalPlayersAskOut();
    void completedHandMayNotAskOut();
    void dealingOnToTheHandIgnoresTheRequest();
    void letOutHandTakesNoCard();
    void letOutWithoutTheRequest();
    void letOutWithTheOptionOff();
    void tribalTableNeverLetsOut();
};

void TestBlackjackRoundLetOut::optionReadByTheOffer() {
    // BJ-IRR-01, BJ2-IRR-04: the licensee's option at 000, refused at 002.
    blackjack::TableOffer offer = blackjack::defaultTableOffer(Regulation::Blackjack);
    QVERIFY(!offer.playersOutOnMisdelivery); // off unless the licensee elects it
    offer.playersOutOnMisdelivery = true;
    QVERIFY(blackjack::validate(offer).empty());
    blackjack::TableOffer tribal = blackjack::defaultTableOffer(Regulation::BlackjackTribal);
    tribal.playersOutOnMisdelivery = true;
    const auto problems = blackjack::validate(tribal);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(qs(problems.front().field), QStringLiteral("playersOutOnMisdelivery"));
    QCOMPARE(qs(problems.front().citation.text()), QStringLiteral("Blackjack (tribal) (n)"));
    QVERIFY(problems.front().message.find("§15(a)") != std::string::npos);
}

void TestBlackjackRoundLetOut::playerAsksOutAndIsLetOut() {
    // BJ-IRR-01 §15(a): right after the misdelivery box 2 asks out; the
    // dealer returns its wager, the hand dead; the 2D still moves forward
    // (box 1's hit comes from the shoe, box 3 takes the 2D with its hit).
    auto owned = afterMisdelivery({2}, true);
    Session &session = *owned;
    QCOMPARE(requests(session), std::vector<int>{2});
    QVERIFY(roundOf(session).box(2)->asksOut);
    const Expectation letOut = next(session);
    QVERIFY(letOut.action == DealerAction(ReturnWager{2, 1, Wager::Main}));
    QCOMPARE(qs(letOut.rule.citation.text()), QStringLiteral("Blackjack §15(a)"));
    QCOMPARE(qs(letOut.rule.requirement), QStringLiteral("BJ-IRR-01"));
    perform(session, letOut.action);
    const blackjack::RoundHand &hand = roundOf(session).box(2)->hands[0];
    QVERIFY(hand.dead);
    QVERIFY(hand.settled);
    QVERIFY(roundOf(session).cardInError.has_value()); // still to move forward
    perform(session, up(1));                           // box 1's hit, from the shoe
    QCOMPARE(roundOf(session).box(1)->hands[0].cards.size(), std::size_t{3});
    finishRound(session);
    QCOMPARE(roundOf(session).box(2)->hands[0].cards.size(), std::size_t{2}); // no more cards
    QCOMPARE(toString(roundOf(session).box(3)->hands[0].cards.back()), std::string("2D"));
    QCOMPARE(requests(session), std::vector<int>{2}); // asked once
}

void TestBlackjackRoundLetOut::severalPlayersAskOut() {
    // BJ-IRR-01: "one or more players": boxes 1 and 2 both ask; each is let
    // out, in any order, before the round goes on.
    auto owned = afterMisdelivery({1, 2}, true);
    Session &session = *owned;
    QCOMPARE(requests(session), (std::vector<int>{1, 2}));
    const auto options = session.expected();
    QCOMPARE(options.size(), std::size_t{2});
    perform(session, ReturnWager{2, 1, Wager::Main}); // either first
    QVERIFY(next(session).action == DealerAction(ReturnWager{1, 1, Wager::Main}));
    perform(session, ReturnWager{1, 1, Wager::Main});
    finishRound(session);
    QCOMPARE(roundOf(session).box(1)->hands[0].cards.size(), std::size_t{2}); // its hit not dealt
}

void TestBlackjackRoundLetOut::completedHandMayNotAskOut() {
    // BJ-IRR-01 (the handling chosen): a player whose hand is complete has
    // nothing left for the error to change: box 1 stood before the card was
    // misdelivered and does not ask out.
    std::vector<Player> players = {{.seat = 1, .decisions = {stand()}, .outOnDealerError = true},
                                   {.seat = 2, .decisions = {hit(), stand()}},
                                   {.seat = 3, .decisions = {stand()}}};
    blackjack::TableRules rules;
    rules.offer.playersOutOnMisdelivery = true;
    Scenario scenario =
        roundScenario(QStringLiteral("10S 9H 7D 6C 4S 4H 3C 2D 3S"), players, rules);
    scenario.seed = 11;
    Session session(scenario, refereeFor(scenario));
    for (const int seat : {1, 2, 3, 0, 1, 2, 3}) {
        perform(session, up(seat));
    }
    perform(session, AnnounceTotal{1, 1, "14"}); // box 1 stands
    perform(session, AnnounceTotal{2, 1, "13"}); // box 2 asks for a card
    QVERIFY(!session.perform(up(3)).correct);    // delivered to box 3 instead
    QVERIFY(requests(session).empty());
    QVERIFY(!roundOf(session).box(1)->asksOut);
    finishRound(session);
}

void TestBlackjackRoundLetOut::dealingOnToTheHandIgnoresTheRequest() {
    // BJ-IRR-01: box 1 asked out and the dealer deals it the card it asked
    // for instead: an error citing §15(a); the let-out is still expected.
    auto owned = afterMisdelivery({1}, true);
    Session &session = *owned;
    const Verdict ignored = session.perform(up(1));
    QVERIFY(!ignored.correct);
    QCOMPARE(qs(ignored.rule.citation.text()), QStringLiteral("Blackjack §15(a)"));
    QCOMPARE(qs(ignored.rule.requirement), QStringLiteral("BJ-IRR-01"));
    QCOMPARE(roundOf(session).box(1)->hands[0].cards.size(), std::size_t{2});
    const Verdict total = session.perform(AnnounceTotal{1, 1, "14"});
    QVERIFY(!total.correct);
    QCOMPARE(qs(total.rule.citation.text()), QStringLiteral("Blackjack §15(a)"));
    QVERIFY(next(session).action == DealerAction(ReturnWager{1, 1, Wager::Main}));
    perform(session, ReturnWager{1, 1, Wager::Main});
    finishRound(session);
}

void TestBlackjackRoundLetOut::letOutHandTakesNoCard() {
    // BJ-IRR-01: once let out, the hand is dead: a card to it is an error
    // citing §15(a), and the wager is not settled again.
    auto owned = afterMisdelivery({2}, true);
    Session &session = *owned;
    perform(session, ReturnWager{2, 1, Wager::Main});
    perform(session, up(1));
    perform(session, AnnounceTotal{1, 1, "17"});
    const Verdict dealt = session.perform(up(2));
    QVERIFY(!dealt.correct);
    QCOMPARE(qs(dealt.rule.citation.text()), QStringLiteral("Blackjack §15(a)"));
    QVERIFY(dealt.message.find("let out") != std::string::npos);
    QCOMPARE(roundOf(session).box(2)->hands[0].cards.size(), std::size_t{2});
    finishRound(session);
}

void TestBlackjackRoundLetOut::letOutWithoutTheRequest() {
    // BJ-IRR-01: the option is on but box 3 did not ask: returning its wager
    // is a procedure error citing §15(a), not applied.
    auto owned = afterMisdelivery({2}, true);
    Session &session = *owned;
    letOutRefused(session, 3, "did not ask");
    perform(session, ReturnWager{2, 1, Wager::Main});
    finishRound(session);
}

void TestBlackjackRoundLetOut::letOutWithTheOptionOff() {
    // BJ-IRR-01: without the licensee's option no one asks out (the script's
    // request is not raised) and a wager returned mid-hand is an error citing
    // §15(a); the card moves forward as usual.
    auto owned = afterMisdelivery({2}, false);
    Session &session = *owned;
    QVERIFY(requests(session).empty());
    letOutRefused(session, 2, "does not let players out");
    QVERIFY(!std::holds_alternative<ReturnWager>(next(session).action));
    finishRound(session);
}

void TestBlackjackRoundLetOut::tribalTableNeverLetsOut() {
    // BJ2-IRR-04: 002 has no equivalent of §15(a): a lesson asking for it is
    // refused, and a 002 round raises no request.
    Scenario scenario = misdeliveryRound({2}, false, Regulation::BlackjackTribal);
    const auto problems = validate(scenario);
    QVERIFY(std::any_of(problems.begin(), problems.end(), [](const ScenarioProblem &problem) {
        return problem.path == "players[1].outOnDealerError" &&
               problem.message.find("002") != std::string::npos;
    }));
    Session session(scenario, refereeFor(scenario));
    misdeliver(session);
    QVERIFY(requests(session).empty());
    finishRound(session);
}

QTEST_GUILESS_MAIN(TestBlackjackRoundLetOut)
#include "tst_blackjack_round_let_out.moc"

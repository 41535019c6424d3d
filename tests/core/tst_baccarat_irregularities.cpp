// The irregularities of a baccarat coup and their remedies: Baccarat §15,
// Midi Baccarat §13 (004 Parts 3 and 4). Each case names its checklist
// requirement (BA-IRR-01..04, MB-IRR-01..04) and the section cited; the
// remedy expected comes from the text, written out here.

#include "coup_test_support.h"

#include <QTest>
#include <core/session.h>

using namespace dt;
using namespace dt::baccarat;
using couptest::Bet;
using couptest::coupScenario;

namespace {

using action::CoupHand;
using action::CoupResult;
using action::Face;

const std::vector<Bet> kBets = {{2, Wager::Player, 2000}, {5, Wager::Banker, 3000}};

QString sectionOf(const Expectation &expectation) {
    return dttest::qs(expectation.rule.citation.section);
}

QString sectionOf(const Verdict &verdict) {
    return dttest::qs(verdict.rule.citation.section);
}

const CoupRound &coupOf(const Session &session) {
    return std::get<CoupRound>(session.state().round);
}

// A lesson's coup with cards drawn in error and cards found face up.
Scenario withIrregularities(Scenario scenario, std::vector<CardDrawnInError> inError,
                            std::vector<int> faceUp = {}) {
    scenario.cardsDrawnInError = std::move(inError);
    scenario.faceUpCards = std::move(faceUp);
    return scenario;
}

// Plays every expected action until a remedy of §15 (Midi §13) is expected:
// that expectation; none when the lesson ends first or an action is wrong.
std::optional<Expectation> playToRemedy(Session &session) {
    for (int i = 0; i < 200 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        if (options.empty()) {
            return std::nullopt;
        }
        if (options.front().rule.requirement.find("-IRR-") != std::string::npos) {
            return options.front();
        }
        if (!session.perform(options.front().action).correct) {
            return std::nullopt;
        }
    }
    return std::nullopt;
}

// Plays the expected actions to the end; false on any error.
bool playThrough(Session &session) {
    for (int i = 0; i < 400 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        if (options.empty() || !session.perform(options.front().action).correct) {
            return false;
        }
    }
    return session.isComplete();
}

// How many of `kind` the session performed correctly.
template <class Kind> int performed(const Session &session) {
    int count = 0;
    for (const auto &entry : session.timeline()) {
        if (entry.action && std::holds_alternative<Kind>(*entry.action) && entry.verdict->correct) {
            ++count;
        }
    }
    return count;
}

bool sameCard(const Card &a, const Card &b) {
    return a.rank == b.rank && a.suit == b.suit;
}

// The rows of a case played at both tables: the section and the
// requirement each cites (Baccarat §15 is Midi Baccarat §13).
void bothGames(const char *baccaratSection, const char *midiSection, const char *baccaratId,
               const char *midiId, const char *baccaratRow, const char *midiRow) {
    QTest::addColumn<bool>("midi");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("requirement");
    QTest::newRow(baccaratRow) << false << QString::fromLatin1(baccaratSection)
                               << QString::fromLatin1(baccaratId);
    QTest::newRow(midiRow) << true << QString::fromLatin1(midiSection)
                           << QString::fromLatin1(midiId);
}

// Plays to the remedy expected and checks it: the action, the section and
// the requirement.
bool remedyIs(Session &session, const DealerAction &action, const QString &section,
              const QString &requirement) {
    const auto remedy = playToRemedy(session);
    if (!remedy) {
        qWarning("no remedy expected");
        return false;
    }
    if (!(remedy->action == action) || sectionOf(*remedy) != section ||
        dttest::qs(remedy->rule.requirement) != requirement) {
        qWarning("expected %s citing %s (%s)", dt::toJson(remedy->action).c_str(),
                 qPrintable(sectionOf(*remedy)), remedy->rule.requirement.c_str());
        return false;
    }
    return true;
}

} // namespace

class BaccaratIrregularitiesTest : public QObject {
    Q_OBJECT

private slots:
    void undisclosedCardIsNextHandsFirst_data();
    void undisclosedCardIsNextHandsFirst();
    void twoUndisclosedCardsOpenTwoHands();
    void undisclosedThirdCardToBanker_data();
    void undisclosedThirdCardToBanker();
    void undisclosedThirdCardBankerStays();
    void disclosedThirdCardBankerDraws();
    void disclosedThirdCardBurnPlusOne_data();
    void disclosedThirdCardBurnPlusOne();
    void disclosedThirdCardSimulatedRound_data();
    void disclosedThirdCardSimulatedRound();
    void faceUpCardOpensSimulatedRound_data();
    void faceUpCardOpensSimulatedRound();
    void faceUpCardMidCoupAfterIt();
    void lessonValidation();
};

void BaccaratIrregularitiesTest::undisclosedCardIsNextHandsFirst_data() {
    bothGames("Baccarat 15(a)", "Midi Baccarat 13(a)", "BA-IRR-01", "MB-IRR-01", "BA-IRR-01",
              "MB-IRR-01");
}

void BaccaratIrregularitiesTest::undisclosedCardIsNextHandsFirst() {
    QFETCH(bool, midi);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    // Player 2+3 = 5 draws, Banker 4+3 = 7: as the Player's third card is
    // drawn, the QH comes out in error, unseen; the Player's Hand takes the
    // 7S. Two coups.
    Scenario scenario = withIrregularities(coupScenario("2S 4C 3H 3D QH 7S 8C 9H 9D", kBets,
                                                        midi ? midiBaccaratRules() : TableRules{}),
                                           {{5, false, false}});
    scenario.rounds = 2;
    QCOMPARE(validate(scenario).size(), std::size_t{0});
    Session session(scenario, refereeFor(scenario));
    QVERIFY(remedyIs(session, DealerAction(action::SetCardAside{}), section, requirement));
    // "shall be used as the first card of the next hand": burning it is wrong.
    const Verdict burned = session.perform(action::BurnCard{Face::Up});
    QVERIFY(!burned.correct);
    QVERIFY(!burned.applied);
    QCOMPARE(sectionOf(burned), section);
    QVERIFY(session.perform(action::SetCardAside{}).correct);
    QCOMPARE(session.state().firstCardsOfNextHands.size(), std::size_t{1});
    // This coup goes on from the shoe; the next one starts with the card
    // set aside, then the shoe's next card.
    while (!(session.roundNumber() == 2 && coupOf(session).hands.player.size() == 1)) {
        QVERIFY(!session.isComplete());
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QVERIFY(sameCard(coupOf(session).hands.player.front(), dttest::cardsOf("QH").front()));
    QVERIFY(session.state().firstCardsOfNextHands.empty());
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::AnnounceResult>(session), 2);
}

void BaccaratIrregularitiesTest::twoUndisclosedCardsOpenTwoHands() {
    // BA-IRR-01 (§15(a)): each card drawn in error unseen is "the first card
    // of the next hand of play": the QH and then the 7S come out in error as
    // the Player's third card is drawn (Player 2+3 = 5); the 8C is that
    // card. The next coup opens with the QH, the one after with the 7S; the
    // second is never lost, nor put in the same hand.
    Scenario scenario = withIrregularities(coupScenario("2S 4C 3H 3D QH 7S 8C 9H 9D 2C", kBets),
                                           {{5, false, false}, {6, false, false}});
    scenario.rounds = 3;
    QCOMPARE(validate(scenario).size(), std::size_t{0});
    Session session(scenario, refereeFor(scenario));
    for (int setAside = 1; setAside <= 2; ++setAside) {
        QVERIFY(remedyIs(session, DealerAction(action::SetCardAside{}),
                         QStringLiteral("Baccarat 15(a)"), QStringLiteral("BA-IRR-01")));
        QVERIFY(session.perform(action::SetCardAside{}).correct);
        QCOMPARE(session.state().firstCardsOfNextHands.size(), static_cast<std::size_t>(setAside));
    }
    const auto firstCardOf = [&](int round) {
        while (!(session.roundNumber() == round && coupOf(session).hands.player.size() == 1)) {
            if (session.isComplete() ||
                !session.perform(session.expected().front().action).correct) {
                return Card{};
            }
        }
        return coupOf(session).hands.player.front();
    };
    QVERIFY(sameCard(firstCardOf(2), dttest::cardsOf("QH").front()));
    QCOMPARE(session.state().firstCardsOfNextHands.size(), std::size_t{1});
    QVERIFY(sameCard(firstCardOf(3), dttest::cardsOf("7S").front()));
    QVERIFY(session.state().firstCardsOfNextHands.empty());
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::AnnounceResult>(session), 3);
}

void BaccaratIrregularitiesTest::undisclosedThirdCardToBanker_data() {
    bothGames("Baccarat 15(b)", "Midi Baccarat 13(b)", "BA-IRR-02", "MB-IRR-02", "BA-IRR-02",
              "MB-IRR-02");
}

void BaccaratIrregularitiesTest::undisclosedThirdCardToBanker() {
    QFETCH(bool, midi);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    // Player 3+3 = 6 stays (§11(b)(2)); Banker 2+2 = 4 draws when the Player
    // stood (§11(c)). The fifth card goes to the Player's Hand, unseen.
    const Scenario scenario = withIrregularities(
        coupScenario("3S 2C 3H 2D 5S 9C", kBets, midi ? midiBaccaratRules() : TableRules{}),
        {{5, false, true}});
    Session session(scenario, refereeFor(scenario));
    const auto remedy = playToRemedy(session);
    QVERIFY(remedy);
    QVERIFY(coupOf(session).cardInError);
    QCOMPARE(sectionOf(*remedy), section);
    QCOMPARE(dttest::qs(remedy->rule.requirement), requirement);
    const auto *deal = std::get_if<action::DealToHand>(&remedy->action);
    QVERIFY(deal != nullptr);
    QCOMPARE(deal->hand, CoupHand::Banker);
    // Giving it to the Player's Hand is wrong.
    const Verdict toPlayer = session.perform(action::DealToHand{CoupHand::Player, deal->face});
    QVERIFY(!toPlayer.correct);
    QCOMPARE(sectionOf(toPlayer), section);
    QVERIFY(session.perform(remedy->action).correct);
    // The 5S is the Banker's third card: Banker 4 + 5 = 9 beats Player 6.
    QCOMPARE(coupOf(session).hands.banker.size(), std::size_t{3});
    QVERIFY(sameCard(coupOf(session).hands.banker.back(), dttest::cardsOf("5S").front()));
    QCOMPARE(coupOf(session).hands.player.size(), std::size_t{2});
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::AnnounceResult>(session), 1);
}

void BaccaratIrregularitiesTest::undisclosedThirdCardBankerStays() {
    // BA-IRR-02: Player 3+4 = 7 stays, Banker 3+4 = 7 stays: the unseen
    // card is the first card of the next hand (§15(b)).
    const Scenario scenario =
        withIrregularities(coupScenario("3S 3C 4H 4D 9S", kBets), {{5, false, true}});
    Session session(scenario, refereeFor(scenario));
    QVERIFY(remedyIs(session, DealerAction(action::SetCardAside{}),
                     QStringLiteral("Baccarat 15(b)"), QStringLiteral("BA-IRR-02")));
    const Verdict toBanker = session.perform(action::DealToHand{CoupHand::Banker, Face::Up});
    QVERIFY(!toBanker.correct);
    QVERIFY(session.perform(action::SetCardAside{}).correct);
    QCOMPARE(session.state().firstCardsOfNextHands.size(), std::size_t{1});
    QVERIFY(sameCard(session.state().firstCardsOfNextHands.front(), dttest::cardsOf("9S").front()));
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::AnnounceResult>(session), 1); // "tie hand", 7 to 7
}

void BaccaratIrregularitiesTest::disclosedThirdCardBankerDraws() {
    // BA-IRR-03: disclosed, and the Banker's Hand (4) draws: it takes the card.
    const Scenario scenario =
        withIrregularities(coupScenario("3S 2C 3H 2D 5S", kBets), {{5, true, true}});
    Session session(scenario, refereeFor(scenario));
    QVERIFY(remedyIs(session, DealerAction(action::DealToHand{CoupHand::Banker, Face::Up}),
                     QStringLiteral("Baccarat 15(c)"), QStringLiteral("BA-IRR-03")));
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::BurnCard>(session), 0);
}

void BaccaratIrregularitiesTest::disclosedThirdCardBurnPlusOne_data() {
    bothGames("Baccarat 15(c)", "Midi Baccarat 13(c)", "BA-IRR-03", "MB-IRR-03", "BA-IRR-03",
              "MB-IRR-03");
}

void BaccaratIrregularitiesTest::disclosedThirdCardBurnPlusOne() {
    QFETCH(bool, midi);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    // Player 3+4 = 7, Banker 3+3 = 6: both stay. The disclosed card and one
    // more, unseen, go to the discard bucket (option (c)(1)).
    TableRules rules = midi ? midiBaccaratRules() : TableRules{};
    rules.unauthorizedThirdCardRemedy = UnauthorizedThirdCardRemedy::BurnPlusOne;
    const Scenario scenario =
        withIrregularities(coupScenario("3S 3C 4H 3D 9S KD", kBets, rules), {{5, true, true}});
    Session session(scenario, refereeFor(scenario));
    QVERIFY(
        remedyIs(session, DealerAction(action::BurnCard{Face::Up}), section + "(1)", requirement));
    // Not a simulated round at this table; not the Player's Hand.
    const Verdict simulated = session.perform(action::SetCardAside{});
    QVERIFY(!simulated.correct);
    QCOMPARE(sectionOf(simulated), section + "(1)");
    QVERIFY(!session.perform(action::DealToHand{CoupHand::Player, Face::Up}).correct);
    const std::size_t rackBefore = session.state().discardRack.size();
    QVERIFY(session.perform(action::BurnCard{Face::Up}).correct);
    // Burning the one card only: the coup may not go on before the second.
    const auto next = session.expected();
    QCOMPARE(next.front().action, DealerAction(action::BurnCard{Face::Down}));
    const Verdict goesOn = session.perform(action::AnnounceResult{7, 6, CoupResult::PlayerWins});
    QVERIFY(!goesOn.correct);
    QCOMPARE(sectionOf(goesOn), section + "(1)");
    QVERIFY(session.perform(action::BurnCard{Face::Down}).correct);
    QCOMPARE(session.state().discardRack.size(), rackBefore + 2);
    QVERIFY(sameCard(session.state().discardRack[rackBefore], dttest::cardsOf("9S").front()));
    QVERIFY(sameCard(session.state().discardRack[rackBefore + 1], dttest::cardsOf("KD").front()));
    QVERIFY(playThrough(session));
    QVERIFY(!coupOf(session).simulated);
}

void BaccaratIrregularitiesTest::disclosedThirdCardSimulatedRound_data() {
    bothGames("Baccarat 15(c)(2)", "Midi Baccarat 13(c)(2)", "BA-IRR-03", "MB-IRR-03",
              "BA-IRR-03, BA-CONF-13", "MB-IRR-03, MB-CONF-13");
}

void BaccaratIrregularitiesTest::disclosedThirdCardSimulatedRound() {
    QFETCH(bool, midi);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    TableRules rules = midi ? midiBaccaratRules() : TableRules{};
    rules.unauthorizedThirdCardRemedy = UnauthorizedThirdCardRemedy::SimulatedRound;
    const Scenario scenario =
        withIrregularities(coupScenario("3S 3C 4H 3D 9S", kBets, rules), {{5, true, true}});
    Session session(scenario, refereeFor(scenario));
    QVERIFY(remedyIs(session, DealerAction(action::SetCardAside{}), section, requirement));
    // Option 1 where option 2 is configured is wrong (BA-CONF-13).
    const Verdict burned = session.perform(action::BurnCard{Face::Up});
    QVERIFY(!burned.correct);
    QCOMPARE(sectionOf(burned), section);
    QVERIFY(session.perform(action::SetCardAside{}).correct);
    // The coup is settled as dealt, Player 7 over Banker 6; then the
    // simulated round starts with the 9S.
    while (!coupOf(session).simulated && !session.isComplete()) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QVERIFY(coupOf(session).simulated);
    QVERIFY(coupOf(session).wagers.empty());
    QVERIFY(sameCard(coupOf(session).hands.player.front(), dttest::cardsOf("9S").front()));
    QVERIFY(!session.isComplete());
    // No wager is settled in it.
    const Verdict paid = session.perform(action::Pay{2, 1, action::Wager::Side, Money::dollars(20),
                                                     std::string(key(Wager::Player))});
    QVERIFY(!paid.correct);
    QCOMPARE(sectionOf(paid), section);
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::AnnounceResult>(session), 1); // the real coup's only
    QCOMPARE(performed<action::PlaceCards>(session), 2);
    QCOMPARE(static_cast<int>(session.state().shoe.size() + session.state().discardRack.size()),
             rules.decks * 52);
}

void BaccaratIrregularitiesTest::faceUpCardOpensSimulatedRound_data() {
    bothGames("Baccarat 15(d)", "Midi Baccarat 13(d)", "BA-IRR-04", "MB-IRR-04", "BA-IRR-04",
              "MB-IRR-04");
}

void BaccaratIrregularitiesTest::faceUpCardOpensSimulatedRound() {
    QFETCH(bool, midi);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    // The round's first card is found face up in the shoe: it is the first
    // card of a simulated round (KH 2S | 3C 4D: Player 3, Banker 6, the
    // Player draws the 5H; Banker 6 stays on a 5); then the coup itself.
    const Scenario scenario =
        withIrregularities(coupScenario("KH 3C 2S 4D 5H 9S 8C 9H 9D", kBets,
                                        midi ? midiBaccaratRules() : TableRules{}),
                           {}, {1});
    QCOMPARE(validate(scenario).size(), std::size_t{0});
    Session session(scenario, refereeFor(scenario));
    QVERIFY(remedyIs(session, DealerAction(action::DealToHand{CoupHand::Player, Face::Up}), section,
                     requirement));
    // Discarding it alone is wrong.
    const Verdict alone = session.perform(action::BurnCard{Face::Up});
    QVERIFY(!alone.correct);
    QCOMPARE(sectionOf(alone), section);
    QVERIFY(session.perform(action::DealToHand{CoupHand::Player, Face::Up}).correct);
    QVERIFY(coupOf(session).simulated);
    QCOMPARE(coupOf(session).waitingWagers.size(), kBets.size());
    // Deal the simulated round; announcing a result or settling is wrong.
    while (!std::holds_alternative<action::PlaceCards>(session.expected().front().action)) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QCOMPARE(coupOf(session).hands.player.size(), std::size_t{3}); // dealt by the rules
    QCOMPARE(coupOf(session).hands.banker.size(), std::size_t{2});
    const Verdict result = session.perform(action::AnnounceResult{8, 6, CoupResult::PlayerWins});
    QVERIFY(!result.correct);
    QCOMPARE(sectionOf(result), section);
    QVERIFY(!session
                 .perform(action::Collect{5, 1, action::Wager::Side, Money::dollars(30),
                                          std::string(key(Wager::Banker))})
                 .correct);
    QCOMPARE(sectionOf(session.expected().front()), section);
    QVERIFY(session.perform(action::PlaceCards{action::Pile::DiscardRack}).correct);
    // The coup the wagers wait for: dealt from the next cards (9S 8C 9H 9D).
    QVERIFY(!coupOf(session).simulated);
    QCOMPARE(coupOf(session).wagers.size(), kBets.size());
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::AnnounceResult>(session), 1);
    QVERIFY(sameCard(session.state().discardRack.back(), dttest::cardsOf("9D").front()));
}

void BaccaratIrregularitiesTest::faceUpCardMidCoupAfterIt() {
    // BA-IRR-04: found face up as the Player's third card is due (Player
    // 2+3 = 5 draws): the card is set aside, the Player draws the next one,
    // and the simulated round follows the coup.
    const Scenario scenario = withIrregularities(coupScenario("2S 7C 3H KD QS 4S", kBets), {}, {5});
    Session session(scenario, refereeFor(scenario));
    QVERIFY(remedyIs(session, DealerAction(action::SetCardAside{}),
                     QStringLiteral("Baccarat 15(d)"), QStringLiteral("BA-IRR-04")));
    QVERIFY(!session.perform(action::DealToHand{CoupHand::Player, Face::Up}).correct);
    QVERIFY(session.perform(action::SetCardAside{}).correct);
    QCOMPARE(session.expected().front().action,
             DealerAction(action::DealToHand{CoupHand::Player, Face::Up}));
    QVERIFY(session.perform(session.expected().front().action).correct);
    QVERIFY(sameCard(coupOf(session).hands.player.back(), dttest::cardsOf("4S").front()));
    QVERIFY(playThrough(session));
    QCOMPARE(performed<action::PlaceCards>(session), 2);
}

void BaccaratIrregularitiesTest::lessonValidation() {
    // A card drawn in error belongs to a baccarat round, in the shoe.
    Scenario outside = withIrregularities(coupScenario("3S 3C 4H 3D", kBets), {{0, true, true}});
    const auto problems = validate(outside);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(dttest::qs(problems.front().path),
             QStringLiteral("irregularities.cardsDrawnInError[0].card"));
    Scenario twice =
        withIrregularities(coupScenario("3S 3C 4H 3D", kBets), {{3, true, false}}, {3});
    QCOMPARE(validate(twice).size(), std::size_t{1});
}

QTEST_GUILESS_MAIN(BaccaratIrregularitiesTest)
#include "tst_baccarat_irregularities.moc"

// The baccarat coup refereed (004 Part 3 Baccarat, Part 4 Midi Baccarat):
// the calls, the deal, the hands turned and counted, House Money, the third
// cards by §11 and Table 1, the result, the settlement order and the
// vigorish. Expected values come from the text, written out here.

#include "coup_test_support.h"

#include <QTest>
#include <core/games/baccarat/drawing_rules.h>
#include <core/session.h>
#include <map>
#include <set>

using namespace dt;
using namespace dt::baccarat;
using couptest::Bet;
using couptest::collect;
using couptest::coupScenario;
using couptest::dollars;
using couptest::pay;
using couptest::Table;

namespace {

// A card of `value` (§6(a): 10 and the faces count zero) in `suit`.
QString cardOfValue(int value, QChar suit) {
    static const QStringList ranks = {"K", "A", "2", "3", "4", "5", "6", "7", "8", "9"};
    return ranks[value] + suit;
}

QString sectionOf(const Verdict &verdict) {
    return dttest::qs(verdict.rule.citation.section);
}

// Table 1 as the text prints it: the Player's third card values on which the
// Banker's Hand draws, by the Banker's first two cards' total (3 to 6).
const std::map<int, std::set<int>> kTableOne = {
    {3, {0, 1, 2, 3, 4, 5, 6, 7, 9}}, // "draws unless Player's third card is 8"
    {4, {2, 3, 4, 5, 6, 7}},          // "2-7"
    {5, {4, 5, 6, 7}},                // "4 - 7"
    {6, {6, 7}},                      // "6 - 7"
};

// The Session's perfect dealer: every first expected action.
std::unique_ptr<Session> autoplay(const Scenario &scenario) {
    auto session = std::make_unique<Session>(scenario, refereeFor(scenario));
    for (int i = 0; i < 100 && !session->isComplete(); ++i) {
        const auto options = session->expected();
        if (options.empty() || !session->perform(options.front().action).correct) {
            return nullptr;
        }
    }
    return session;
}

} // namespace

class BaccaratCoupTest : public QObject {
    Q_OBJECT

private slots:
    void callsAndDealOrder();
    void midiHasNoCardsCall();
    void playerThirdCard_data();
    void playerThirdCard();
    void bankerThirdCard_data();
    void bankerThirdCard();
    void fourthCardRefused();
    void pointCountAnnounced();
    void settlementOrder();
    void settlementMistakes_data();
    void settlementMistakes();
    void midiVigorishBeforePayment();
    void vigorishOption_data();
    void vigorishOption();
    void ezDragonSeven();
    void ezPandaEight();
    void houseMoneyBeforeThirdCard();
    void squeezeHandsToHighestBettors();
    void sessionPlaysCoup();
    void midiDealerTurnsAnUnbetHand();
    void newActionsRoundTrip();
};

void BaccaratCoupTest::callsAndDealOrder() {
    Table table(coupScenario("2S 4C 3H 5D", {{1, Wager::Banker, 1000}}));
    // §9(b): a card before "no more bets" and "cards" is refused.
    Verdict early = table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Down});
    QVERIFY(!early.correct);
    QVERIFY(!early.applied);
    QCOMPARE(sectionOf(early), QStringLiteral("Baccarat 9(b)"));
    QCOMPARE(dttest::qs(early.rule.requirement), QStringLiteral("BA-ANN-01"));
    QVERIFY(table.perform(action::Announce{action::Call::NoMoreBets}).correct);
    QVERIFY(
        !table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Down}).correct);
    QVERIFY(table.perform(action::Announce{action::Call::Cards}).correct);
    // §9(c): first and third cards to the Player's Hand, second and fourth to the Banker's.
    QVERIFY(
        table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Down}).correct);
    const Verdict twice =
        table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Down});
    QVERIFY(!twice.correct);
    QCOMPARE(sectionOf(twice), QStringLiteral("Baccarat 9(c)"));
    QCOMPARE(dttest::qs(twice.rule.requirement), QStringLiteral("BA-DEAL-03"));
    QVERIFY(
        table.perform(action::DealToHand{action::CoupHand::Banker, action::Face::Down}).correct);
    QVERIFY(
        table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Down}).correct);
    QVERIFY(
        table.perform(action::DealToHand{action::CoupHand::Banker, action::Face::Down}).correct);
    QCOMPARE(table.coup().hands.player, dttest::cardsOf("2S 3H"));
    QCOMPARE(table.coup().hands.banker, dttest::cardsOf("4C 5D"));
    // §9(c): the dealer calling the game places them face up, either hand first.
    const auto turns = table.expected();
    QCOMPARE(turns.size(), std::size_t{2});
    QVERIFY(table.perform(action::TurnHand{action::CoupHand::Banker, 0}).correct);
    QVERIFY(table.perform(action::TurnHand{action::CoupHand::Player, 0}).correct);
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::midiHasNoCardsCall() {
    TableRules rules = midiBaccaratRules();
    Table table(coupScenario("2S 4C 3H 5D", {{1, Wager::Banker, 1000}}, rules));
    const auto first = table.expected();
    QCOMPARE(first.size(), std::size_t{1});
    QCOMPARE(dttest::qs(first.front().rule.citation.section), QStringLiteral("Midi Baccarat 8(b)"));
    QVERIFY(table.perform(action::Announce{action::Call::NoMoreBets}).correct);
    // Midi §8(c): the dealer deals; there is no curator to tell "cards".
    QVERIFY(!table.perform(action::Announce{action::Call::Cards}).correct);
    QVERIFY(
        table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Down}).correct);
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::playerThirdCard_data() {
    QTest::addColumn<QString>("cards"); // Player, Banker, Player, Banker, then the rest
    QTest::addColumn<bool>("draws");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("requirement");
    // §11(b): 0 to 7 on both hands; the Banker at 7 so neither natural.
    for (int point = 0; point <= 7; ++point) {
        const bool draws = point < 6;
        const QString cards =
            QStringLiteral("KS 7C %1 KD 4S 9D").arg(cardOfValue(point, QLatin1Char('H')));
        QTest::addRow("§11(b)(%s) Player %d %s", draws ? "1" : "2", point,
                      draws ? "draws" : "stays")
            << cards << draws
            << (draws ? QStringLiteral("Baccarat 11(b)(1)") : QStringLiteral("Baccarat 11(b)(2)"))
            << QStringLiteral("BA-DRAW-02");
    }
    // §11(a): a natural on either hand: no card to either.
    QTest::newRow("§11(a) Player natural 9") << "4S KC 5H 2D 4H 9D" << false << "Baccarat 11(a)"
                                             << "BA-DRAW-01";
    QTest::newRow("§11(a) Player natural 8") << "8S KC KH 2D 4H 9D" << false << "Baccarat 11(a)"
                                             << "BA-DRAW-01";
    QTest::newRow("§11(a) Banker natural 8, Player 2")
        << "AS 3C AH 5D 4H 9D" << false << "Baccarat 11(a)"
        << "BA-DRAW-01";
    QTest::newRow("§11(a) Banker natural 9, Player 0")
        << "KS 4C QH 5D 4H 9D" << false << "Baccarat 11(a)"
        << "BA-DRAW-01";
}

void BaccaratCoupTest::playerThirdCard() {
    QFETCH(QString, cards);
    QFETCH(bool, draws);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    const Scenario scenario = coupScenario(cards, {{2, Wager::Player, 1000}});
    Table table(scenario);
    QVERIFY(table.playToThirdCards());
    const auto options = table.expected();
    const bool dealExpected =
        options.front().action ==
        DealerAction(action::DealToHand{action::CoupHand::Player, action::Face::Up});
    QCOMPARE(dealExpected, draws);
    // The wrong decision: the card not drawn, or drawn.
    const Verdict wrong =
        draws ? table.perform(action::AnnounceResult{0, 0, action::CoupResult::TieHand})
              : table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Up});
    QVERIFY(!wrong.correct);
    QVERIFY(!wrong.applied);
    QCOMPARE(wrong.severity, Severity::Major);
    QCOMPARE(sectionOf(wrong), section);
    QCOMPARE(dttest::qs(wrong.rule.requirement), requirement);
    QVERIFY(!wrong.expected.empty());
    // The Player's Hand as dealt: the first and third cards (§9(c)), then the fifth.
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    const auto dealt = dttest::cardsOf(cards);
    std::vector<Card> player = {dealt[0], dealt[2]};
    if (draws) {
        player.push_back(dealt[4]);
    }
    QCOMPARE(table.coup().hands.player, player);
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::bankerThirdCard_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("draws");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("requirement");
    // §11(c)(1): the Player's Hand stays (6): the Banker draws on 5 or less.
    for (int banker = 0; banker <= 7; ++banker) {
        const bool draws = banker <= 5;
        QTest::addRow("§11(c)(1) Player stays, Banker %d %s", banker, draws ? "draws" : "stays")
            << QStringLiteral("6S KC KH %1 9D").arg(cardOfValue(banker, QLatin1Char('D'))) << draws
            << "Baccarat 11(c)(1)"
            << "BA-DRAW-03";
    }
    // §11(c)(2): the Player's Hand (A-2: 3) drew a card of each value.
    for (int banker = 0; banker <= 7; ++banker) {
        for (int third = 0; third <= 9; ++third) {
            bool draws = false;
            QString section;
            if (banker < 3) {
                draws = true;
                section = QStringLiteral("Baccarat 11(c)(2)(i)");
            } else if (banker == 7) {
                section = QStringLiteral("Baccarat 11(c)(2)(ii)");
            } else {
                draws = kTableOne.at(banker).contains(third);
                section = QStringLiteral("Baccarat 11(c)(2)(iii) Table 1");
            }
            QTest::addRow("§11(c)(2) Table 1: Banker %d, Player's third card %d: %s", banker, third,
                          draws ? "draws" : "stays")
                << QStringLiteral("AH KC 2S %1 %2 9D")
                       .arg(cardOfValue(banker, QLatin1Char('D')),
                            cardOfValue(third, QLatin1Char('S')))
                << draws << section << "BA-DRAW-04";
        }
    }
}

void BaccaratCoupTest::bankerThirdCard() {
    QFETCH(QString, cards);
    QFETCH(bool, draws);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    Table table(coupScenario(cards, {{4, Wager::Banker, 2500}}));
    QVERIFY(table.playToThirdCards());
    if (table.expected().front().action ==
        DealerAction(action::DealToHand{action::CoupHand::Player, action::Face::Up})) {
        QVERIFY(table.performExpected());
    }
    const bool dealExpected =
        table.expected().front().action ==
        DealerAction(action::DealToHand{action::CoupHand::Banker, action::Face::Up});
    QCOMPARE(dealExpected, draws);
    const Verdict wrong =
        draws ? table.perform(action::AnnounceResult{0, 0, action::CoupResult::TieHand})
              : table.perform(action::DealToHand{action::CoupHand::Banker, action::Face::Up});
    QVERIFY(!wrong.correct);
    QVERIFY(!wrong.applied);
    QCOMPARE(sectionOf(wrong), section);
    QCOMPARE(dttest::qs(wrong.rule.requirement), requirement);
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    QCOMPARE(static_cast<int>(table.coup().hands.banker.size()), draws ? 3 : 2);
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::fourthCardRefused() {
    // Player 3 draws a 4 (7); Banker 2 draws (§11(c)(2)(i)): then no more cards.
    Table table(coupScenario("AH KC 2S 2D 4S 9D 5C", {{1, Wager::Player, 1000}}));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    const Verdict fourth =
        table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Up});
    QVERIFY(!fourth.correct);
    QCOMPARE(sectionOf(fourth), QStringLiteral("Baccarat 10(c)"));
    QCOMPARE(dttest::qs(fourth.rule.requirement), QStringLiteral("BA-DEAL-09"));
}

void BaccaratCoupTest::pointCountAnnounced() {
    // §6(b): 7 + 8 = 15 counts 5; §10(a) the Player's count first.
    Table table(coupScenario("7S KC 8H 3D", {{1, Wager::Player, 1000}}));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnouncePoint>(a); }));
    const Verdict wrong = table.perform(action::AnnouncePoint{action::CoupHand::Player, 15});
    QVERIFY(!wrong.correct);
    QCOMPARE(sectionOf(wrong), QStringLiteral("Baccarat 10(a)"));
    QCOMPARE(dttest::qs(wrong.rule.requirement), QStringLiteral("BA-ANN-02"));
    QVERIFY(!table.perform(action::AnnouncePoint{action::CoupHand::Banker, 3}).correct);
    QVERIFY(table.perform(action::AnnouncePoint{action::CoupHand::Player, 5}).correct);
    QVERIFY(table.perform(action::AnnouncePoint{action::CoupHand::Banker, 3}).correct);
}

// Player 5 (2, 3), Banker a natural 9 (4, 5): the Banker wins, no third card.
const QString kBankerNatural = QStringLiteral("2S 4C 3H 5D");
const std::vector<Bet> kOrderBets = {{3, Wager::Banker, 3000},
                                     {9, Wager::Banker, 700},
                                     {5, Wager::Player, 2000},
                                     {12, Wager::Tie, 1000}};

void BaccaratCoupTest::settlementOrder() {
    Table table(coupScenario(kBankerNatural, kOrderBets));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    QCOMPARE(table.expected().front().action,
             DealerAction(action::AnnounceResult{5, 9, action::CoupResult::BankerWins}));
    const int before = static_cast<int>(table.transcript.size());
    QVERIFY(table.playThrough());
    // §12(b): the losers first; then from the highest-numbered seat down,
    // each payment followed by its vigorish: 5% of $7 is $0.35, rounded up
    // to $0.50 (§13(c)); 5% of $30 is $1.50.
    const std::vector<DealerAction> settlement = {
        action::AnnounceResult{5, 9, action::CoupResult::BankerWins},
        collect(12, Wager::Tie, 10),
        collect(5, Wager::Player, 20),
        pay(9, Wager::Banker, 7),
        action::CollectVigorish{9, dollars(0.50)},
        pay(3, Wager::Banker, 30),
        action::CollectVigorish{3, dollars(1.50)},
        action::PlaceCards{action::Pile::DiscardRack},
    };
    QStringList expected;
    for (const auto &a : settlement) {
        expected << dttest::qs(toJson(a));
    }
    QCOMPARE(table.transcript.mid(before), expected);
    QCOMPARE(table.coup().collected, dollars(30));
    QCOMPARE(table.coup().paid, dollars(37));
    QVERIFY(table.coup().hands.player.empty());
}

void BaccaratCoupTest::settlementMistakes_data() {
    QTest::addColumn<int>("correctFirst"); // correct actions after the result announced
    QTest::addColumn<QString>("wrong");    // the wrong action's JSON
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<int>("severity");
    QTest::newRow("§12(b) a winner paid before the losers are collected")
        << 0
        << R"({"action":"pay","seat":9,"hand":1,"wager":"side","side":"banker","amount":"7.00"})"
        << "Baccarat 12(b)"
        << "BA-SETTLE-08" << int(Severity::Major);
    QTest::newRow("§12(b) seat 3 paid before seat 9")
        << 2
        << R"({"action":"pay","seat":3,"hand":1,"wager":"side","side":"banker","amount":"30.00"})"
        << "Baccarat 12(b)"
        << "BA-SETTLE-08" << int(Severity::Major);
    QTest::newRow("§12(b) the next seat paid before the vigorish")
        << 3
        << R"({"action":"pay","seat":3,"hand":1,"wager":"side","side":"banker","amount":"30.00"})"
        << "Baccarat 12(b)"
        << "BA-SETTLE-08" << int(Severity::Major);
    QTest::newRow("§13(c) the vigorish not rounded up to 25 cents")
        << 3 << R"({"action":"collect_vigorish","seat":9,"amount":"0.35"})"
        << "Baccarat 13(c)"
        << "BA-SETTLE-09" << int(Severity::Payout);
    QTest::newRow("§13(d) the vigorish marked at a table collecting it at payout")
        << 3 << R"({"action":"mark_vigorish","seat":9,"amount":"0.50"})"
        << "Baccarat 13(d)"
        << "BA-SETTLE-10" << int(Severity::Major);
    QTest::newRow("§13(c) the Banker win paid net of the vigorish")
        << 2
        << R"({"action":"pay","seat":9,"hand":1,"wager":"side","side":"banker","amount":"6.65"})"
        << "Baccarat 13(c)"
        << "BA-SETTLE-08" << int(Severity::Payout);
    QTest::newRow("§8(a)(2)(ii) a losing Player wager paid")
        << 0
        << R"({"action":"pay","seat":5,"hand":1,"wager":"side","side":"player","amount":"20.00"})"
        << "Baccarat 8(a)(2)(ii)"
        << "BA-SETTLE-08" << int(Severity::Payout);
    QTest::newRow("§8(a)(1)(i) a winning Banker wager collected")
        << 0
        << R"({"action":"collect","seat":3,"hand":1,"wager":"side","side":"banker","amount":"30.00"})"
        << "Baccarat 8(a)(1)(i)"
        << "BA-SETTLE-08" << int(Severity::Payout);
}

void BaccaratCoupTest::settlementMistakes() {
    QFETCH(int, correctFirst);
    QFETCH(QString, wrong);
    QFETCH(QString, section);
    QFETCH(QString, requirement);
    QFETCH(int, severity);
    Table table(coupScenario(kBankerNatural, kOrderBets));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    for (int i = 0; i <= correctFirst; ++i) { // the result, then `correctFirst` more
        QVERIFY(table.performExpected());
    }
    const auto parsed = parseAction(wrong.toStdString());
    QVERIFY2(parsed.action, parsed.error.c_str());
    const TableState before = table.state;
    const Verdict verdict = table.perform(*parsed.action);
    QVERIFY(!verdict.correct);
    QVERIFY(!verdict.applied);
    QVERIFY(table.state == before);
    QCOMPARE(sectionOf(verdict), section);
    QCOMPARE(dttest::qs(verdict.rule.requirement), requirement);
    QCOMPARE(int(verdict.severity), severity);
    QVERIFY(!verdict.expected.empty());
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::midiVigorishBeforePayment() {
    // Midi §11(b): at each seat the vigorish is marked or collected, then the win paid.
    TableRules rules = midiBaccaratRules();
    Table table(
        coupScenario(kBankerNatural, {{2, Wager::Banker, 3000}, {8, Wager::Banker, 700}}, rules));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    const int before = static_cast<int>(table.transcript.size());
    QVERIFY(table.playThrough());
    const std::vector<DealerAction> settlement = {
        action::AnnounceResult{5, 9, action::CoupResult::BankerWins},
        action::CollectVigorish{8, dollars(0.50)},
        pay(8, Wager::Banker, 7),
        action::CollectVigorish{2, dollars(1.50)},
        pay(2, Wager::Banker, 30),
        action::PlaceCards{action::Pile::DiscardRack},
    };
    QStringList expected;
    for (const auto &a : settlement) {
        expected << dttest::qs(toJson(a));
    }
    QCOMPARE(table.transcript.mid(before), expected);
}

void BaccaratCoupTest::vigorishOption_data() {
    QTest::addColumn<int>("collection"); // VigorishCollection
    QTest::addColumn<bool>("rounded");
    QTest::addColumn<bool>("ez");
    QTest::addColumn<QString>("vigorish"); // the action after the $7 payment, or nothing
    QTest::newRow("§13(d)(1) collected at payout, rounded up to 25 cents")
        << int(VigorishCollection::AtPayout) << true << false
        << R"({"action":"collect_vigorish","seat":9,"amount":"0.50"})";
    QTest::newRow("§13(d)(2)(ii) marked in the seat's box")
        << int(VigorishCollection::Marked) << true << false
        << R"({"action":"mark_vigorish","seat":9,"amount":"0.50"})";
    QTest::newRow("§13(c) not rounded: 5% of $7 is $0.35")
        << int(VigorishCollection::AtPayout) << false << false
        << R"({"action":"collect_vigorish","seat":9,"amount":"0.35"})";
    QTest::newRow("§13(c) EZ Baccarat: no vigorish")
        << int(VigorishCollection::AtPayout) << true << true
        << R"({"action":"place_cards","to":"discard_rack"})";
}

void BaccaratCoupTest::vigorishOption() {
    QFETCH(int, collection);
    QFETCH(bool, rounded);
    QFETCH(bool, ez);
    QFETCH(QString, vigorish);
    TableRules rules;
    rules.vigorish = static_cast<VigorishCollection>(collection);
    rules.vigorishRoundedUpTo25Cents = rounded;
    if (ez) {
        rules = withEzBaccarat(rules);
    }
    Table table(coupScenario(kBankerNatural, {{9, Wager::Banker, 700}}, rules));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::Pay>(a); }));
    QVERIFY(table.performExpected());
    const auto next = parseAction(vigorish.toStdString());
    QVERIFY2(next.action, next.error.c_str());
    QCOMPARE(table.expected().front().action, *next.action);
    QVERIFY(table.playThrough());
    const Money owed = Money::cents(rounded ? 50 : 35);
    if (ez) {
        QVERIFY(table.coup().vigorishCollected.empty());
        QVERIFY(table.coup().vigorishMarked.empty());
    } else if (rules.vigorish == VigorishCollection::Marked) {
        QCOMPARE(table.coup().vigorishMarked.at(9), owed);
    } else {
        QCOMPARE(table.coup().vigorishCollected.at(9), owed);
    }
}

void BaccaratCoupTest::ezDragonSeven() {
    // Player K-6 (6) stays; Banker K-3 (3) draws (§11(c)(1)) a 4: a three-card 7.
    const TableRules rules = withEzBaccarat(TableRules{});
    const std::vector<Bet> bets = {{1, Wager::Banker, 1000},
                                   {2, Wager::Player, 1000},
                                   {3, Wager::Dragon7, 500},
                                   {4, Wager::Panda8, 500}};
    Table table(coupScenario("KS KC 6H 3D 4S", bets, rules));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    // §12(a): at an EZ table the dealer announces "Dragon 7", not the Banker's win.
    const Verdict plain =
        table.perform(action::AnnounceResult{6, 7, action::CoupResult::BankerWins});
    QVERIFY(!plain.correct);
    QCOMPARE(sectionOf(plain), QStringLiteral("Baccarat 12(a)"));
    QCOMPARE(dttest::qs(plain.rule.requirement), QStringLiteral("BA-ANN-03"));
    const int before = static_cast<int>(table.transcript.size());
    QVERIFY(table.perform(action::AnnounceResult{6, 7, action::CoupResult::Dragon7}).correct);
    // §8(a)(1)(iii): the Banker wager pushes; paying it is a payout error.
    const Verdict paidPush = table.perform(pay(1, Wager::Banker, 10));
    QVERIFY(!paidPush.correct);
    QCOMPARE(paidPush.severity, Severity::Payout);
    QCOMPARE(sectionOf(paidPush), QStringLiteral("Baccarat 8(a)(1)(iii)"));
    QVERIFY(table.playThrough());
    // §8(a)(2)(ii), §8(a)(6)(ii) lose; §13(f): Dragon 7 pays 40 to 1; no vigorish.
    const std::vector<DealerAction> rest = {
        action::AnnounceResult{6, 7, action::CoupResult::Dragon7},
        pay(1, Wager::Banker, 10),
        collect(4, Wager::Panda8, 5),
        collect(2, Wager::Player, 10),
        pay(3, Wager::Dragon7, 200),
        action::PlaceCards{action::Pile::DiscardRack},
    };
    QStringList expected;
    for (const auto &a : rest) {
        expected << dttest::qs(toJson(a));
    }
    QCOMPARE(table.transcript.mid(before), expected);
    QCOMPARE(table.coup().paid, dollars(200));
    QVERIFY(!table.coup().wager(1, Wager::Banker)->settled); // returned with the player
}

void BaccaratCoupTest::ezPandaEight() {
    // Player K-5 (5) draws a 3: a three-card 8; Banker K-6 (6) stays on a 3 (Table 1).
    const TableRules rules = withEzBaccarat(TableRules{});
    Table table(
        coupScenario("KS KC 5H 6D 3S", {{2, Wager::Player, 1000}, {4, Wager::Panda8, 500}}, rules));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::AnnounceResult>(a); }));
    QCOMPARE(table.expected().front().action,
             DealerAction(action::AnnounceResult{8, 6, action::CoupResult::Panda8}));
    QVERIFY(table.performExpected());
    // §13(a) 1 to 1, §13(g) 25 to 1, from seat 4 down.
    QCOMPARE(table.expected().front().action, DealerAction(pay(4, Wager::Panda8, 125)));
    QVERIFY(table.performExpected());
    QCOMPARE(table.expected().front().action, DealerAction(pay(2, Wager::Player, 10)));
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::houseMoneyBeforeThirdCard() {
    // Player 5-5 (0, a pair) draws; Banker K-2 (2). §13(h): one pair pays 3 to 1.
    TableRules rules;
    rules.houseMoney = true;
    Table table(coupScenario(
        "5S KC 5H 2D 4S 9D",
        {{4, Wager::HouseMoney, 500}, {2, Wager::HouseMoney, 1000}, {2, Wager::Banker, 1000}},
        rules));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::Pay>(a); }));
    // §9(e)(2): no third card before the House Money wagers are settled.
    const Verdict early =
        table.perform(action::DealToHand{action::CoupHand::Player, action::Face::Up});
    QVERIFY(!early.correct);
    QCOMPARE(sectionOf(early), QStringLiteral("Baccarat 9(e)(1)"));
    QCOMPARE(dttest::qs(early.rule.requirement), QStringLiteral("BA-SETTLE-07"));
    // §9(e)(1): from the dealer's right, counterclockwise: seat 2 before seat 4.
    QVERIFY(!table.perform(pay(4, Wager::HouseMoney, 15)).correct);
    QVERIFY(table.perform(pay(2, Wager::HouseMoney, 30)).correct);
    QVERIFY(table.perform(pay(4, Wager::HouseMoney, 15)).correct);
    QCOMPARE(table.expected().front().action,
             DealerAction(action::DealToHand{action::CoupHand::Player, action::Face::Up}));
    QVERIFY(table.playThrough());
    // Player 0 draws a 4, Banker 2 draws a 9 (1): the Player wins; the Banker wager loses.
    QCOMPARE(table.coup().paid, dollars(45));
    QCOMPARE(table.coup().collected, dollars(10));
}

void BaccaratCoupTest::squeezeHandsToHighestBettors() {
    TableRules rules;
    rules.cardTurning = CardTurning::HighestBettors; // §9(d)
    // Player 3 (A-2) draws a 4; Banker K-5 (5) draws on 4 (Table 1).
    Table table(coupScenario(
        "AH KC 2S 5D 4S 9D",
        {{9, Wager::Player, 20000}, {3, Wager::Player, 20000}, {5, Wager::Player, 10000}}, rules));
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::TurnHand>(a); }));
    // §9(d)(6): seats 3 and 9 wager $200 each: the one closest to the dealer
    // moving counterclockwise, seat 3.
    const Verdict wrongSeat = table.perform(action::TurnHand{action::CoupHand::Player, 9});
    QVERIFY(!wrongSeat.correct);
    QCOMPARE(sectionOf(wrongSeat), QStringLiteral("Baccarat 9(d)(6)"));
    QCOMPARE(dttest::qs(wrongSeat.rule.requirement), QStringLiteral("BA-DEAL-06"));
    QVERIFY(table.perform(action::TurnHand{action::CoupHand::Player, 3}).correct);
    QVERIFY(table.perform(action::AnnouncePoint{action::CoupHand::Player, 3}).correct);
    // §9(d)(7): nobody wagers on the Banker's Hand: the dealer turns it.
    const auto bankerTurn = table.expected();
    QCOMPARE(bankerTurn.front().action,
             DealerAction(action::TurnHand{action::CoupHand::Banker, 0}));
    QCOMPARE(dttest::qs(bankerTurn.front().rule.requirement), QStringLiteral("BA-DEAL-07"));
    QVERIFY(table.performExpected());
    QVERIFY(table.performExpected()); // Banker 5 announced
    // §9(d)(4): the third card face down, handed to the same player.
    QCOMPARE(table.expected().front().action,
             DealerAction(action::DealToHand{action::CoupHand::Player, action::Face::Down}));
    QVERIFY(table.performExpected());
    QCOMPARE(table.expected().front().action,
             DealerAction(action::TurnHand{action::CoupHand::Player, 3}));
    QVERIFY(table.performExpected());
    QCOMPARE(table.expected().front().action,
             DealerAction(action::DealToHand{action::CoupHand::Banker, action::Face::Down}));
    QVERIFY(table.performExpected());
    QCOMPARE(table.expected().front().action,
             DealerAction(action::TurnHand{action::CoupHand::Banker, 0}));
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::sessionPlaysCoup() {
    // Through the Session, as a lesson runs: the shoe's preparation (Baccarat
    // §5, complete at round_ready: a valid lesson) and then the coup, every
    // wager settled, the cards discarded.
    const Scenario scenario = coupScenario(kBankerNatural, kOrderBets);
    QCOMPARE(validate(scenario).size(), std::size_t{0});
    const auto session = autoplay(scenario);
    QVERIFY(session);
    QVERIFY(session->isComplete());
    QCOMPARE(session->summary(PassCriteria{}).errors, 0);
    const auto &state = session->state();
    QCOMPARE(static_cast<int>(state.shoe.size() + state.discardRack.size()), 8 * 52);
    QVERIFY(state.seats[2].occupied); // seat 3 sat down
}

void BaccaratCoupTest::midiDealerTurnsAnUnbetHand() {
    // MB-DEAL-05: nobody wagers on the Banker's Hand, so nobody can be handed
    // it: Midi §8(d), "If no player accepts the cards, the dealer shall turn
    // the cards over" (§8(c) has no rule for it; checklist "Source typos").
    Table table(coupScenario("AH KC 2S 5D 4S 9D", {{4, Wager::Player, 2000}}, midiBaccaratRules()));
    QVERIFY(table.playUntil([](const DealerAction &a) {
        const auto *turn = std::get_if<action::TurnHand>(&a);
        return turn != nullptr && turn->hand == action::CoupHand::Banker;
    }));
    const auto bankerTurn = table.expected();
    QCOMPARE(bankerTurn.front().action,
             DealerAction(action::TurnHand{action::CoupHand::Banker, 0}));
    QCOMPARE(dttest::qs(bankerTurn.front().rule.citation.section),
             QStringLiteral("Midi Baccarat 8(d)"));
    QCOMPARE(dttest::qs(bankerTurn.front().rule.requirement), QStringLiteral("MB-DEAL-05"));
    // Handing it to a seat without a wager on it is refused, citing the same.
    const Verdict wrong = table.perform(action::TurnHand{action::CoupHand::Banker, 4});
    QVERIFY(!wrong.correct);
    QCOMPARE(sectionOf(wrong), QStringLiteral("Midi Baccarat 8(d)"));
    QVERIFY(table.playThrough());
}

void BaccaratCoupTest::newActionsRoundTrip() {
    const std::vector<DealerAction> actions = {
        action::Announce{action::Call::Cards},
        action::DealToHand{action::CoupHand::Banker, action::Face::Up},
        action::TurnHand{action::CoupHand::Player, 7},
        action::AnnouncePoint{action::CoupHand::Banker, 6},
        action::AnnounceResult{8, 6, action::CoupResult::Panda8},
        action::CollectVigorish{9, Money::cents(150)},
        action::MarkVigorish{14, Money::cents(75)},
    };
    for (const auto &a : actions) {
        const auto parsed = parseAction(toJson(a));
        QVERIFY2(parsed.action, parsed.error.c_str());
        QCOMPARE(*parsed.action, a);
    }
    QVERIFY(!parseAction(R"({"action":"announce_point","hand":"dealer","point":3})").action);
    QVERIFY(!parseAction(R"({"action":"announce_point","hand":"player","point":10})").action);
    QVERIFY(!parseAction(R"({"action":"announce_result","player":1,"banker":2,"result":"win"})")
                 .action);
}

QTEST_APPLESS_MAIN(BaccaratCoupTest)
#include "tst_baccarat_coup.moc"

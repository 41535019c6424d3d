// A winning House Money payout let ride on the player's Player or Banker
// wager (004 Part 3 Baccarat §9(e)(1)(i)-(ii), Part 4 Midi Baccarat
// §8(c)(3)(i)(A)-(B)): the dealer places all of it, or the licensee's
// portion, on the wager right after paying it, and the wager is then
// settled with it by the hand's outcome. Expected values come from the
// text, written out here.
#include "coup_test_support.h"

#include <QTest>

using namespace dt;
using namespace dt::baccarat;
using namespace couptest; // the table, its scenario, the wagers' settlements

namespace {

action::RideHouseMoney ride(int seat, action::CoupHand hand, double amount) {
    return {seat, hand, dollars(amount)};
}

QString sectionOf(const Verdict &verdict) {
    return dttest::qs(verdict.rule.citation.section);
}

QString requirementOf(const Verdict &verdict) {
    return dttest::qs(verdict.rule.requirement);
}

// Player 5-5 (0, a pair: §13(h) pays 3 to 1) draws a 4 (Player 4); Banker
// K-7 (7) stands (§11(c)): the Banker's Hand wins.
const QString kBankerWins = QStringLiteral("5S KC 5H 7D 4S");
// The same Player pair and its 4; Banker K-2 (2) draws a 9 (1): the Player's Hand wins.
const QString kPlayerWins = QStringLiteral("5S KC 5H 2D 4S 9D");

// Seat 2 lets its House Money win ride on its Banker wager, seat 4 takes its
// own and wagers on the Player's Hand; `percent` of a payout may ride.
Scenario twoWinners(const QString &cards, int percent, Game game = Game::Baccarat) {
    TableRules rules;
    rules.game = game;
    rules.houseMoney = true;
    rules.houseMoneyRidePercent = percent;
    Scenario scenario = coupScenario(cards,
                                     {{2, Wager::HouseMoney, 1000},
                                      {2, Wager::Banker, 1000},
                                      {4, Wager::HouseMoney, 500},
                                      {4, Wager::Player, 1000}},
                                     rules);
    scenario.players.front().ridesHouseMoney = true;
    return scenario;
}

// What is wrong with `verdict` as the refusal expected: refused and not
// applied, of `severity`, citing `section` and `requirement`, its message
// holding `fragment`; empty when it is that refusal.
QString refusalProblem(const Verdict &verdict, Severity severity, const QString &section,
                       const QString &requirement, const std::string &fragment) {
    if (verdict.correct || verdict.applied) {
        return QStringLiteral("accepted: ") + dttest::qs(verdict.message);
    }
    if (verdict.severity != severity || sectionOf(verdict) != section ||
        requirementOf(verdict) != requirement ||
        verdict.message.find(fragment) == std::string::npos) {
        return sectionOf(verdict) + QLatin1Char(' ') + requirementOf(verdict) + QLatin1Char(' ') +
               QString::number(static_cast<int>(verdict.severity)) + QLatin1Char(' ') +
               dttest::qs(verdict.message);
    }
    return {};
}

bool isHouseMoneyPay(const DealerAction &action) {
    const auto *paid = std::get_if<action::Pay>(&action);
    return paid != nullptr && paid->side == key(Wager::HouseMoney);
}

} // namespace

class BaccaratHouseMoneyTest : public QObject {
    Q_OBJECT

private slots:
    void portionRidesRightAfterItsPayout();
    void allOfItRidesAtAFullTable();
    void ridingWagerSettledWithTheHand();
    void wrongAmountIsAPayoutError();
    void skippingTheRideIsAProcedureError();
    void rideForATakerIsAProcedureError();
    void rideOnTheWrongWagerOrTooEarly();
    void losingHouseMoneyHasNothingToRide();
    void midiCitesItsOwnSection();
    void scenarioRefusesARideWithoutAWager();
};

void BaccaratHouseMoneyTest::portionRidesRightAfterItsPayout() {
    // BA-SETTLE-07, BA-CONF-11: at 50% seat 2's $30 win puts $15 on its Banker
    // wager, $15 handed over; then seat 4 is paid (counterclockwise).
    Table table(twoWinners(kBankerWins, 50));
    QVERIFY(table.playUntil(isHouseMoneyPay));
    QVERIFY(table.perform(pay(2, Wager::HouseMoney, 30)).correct);
    const auto due = table.expected();
    QCOMPARE(due.size(), std::size_t{1});
    QCOMPARE(due.front().action, DealerAction(ride(2, action::CoupHand::Banker, 15)));
    QCOMPARE(dttest::qs(due.front().rule.citation.section), QStringLiteral("Baccarat 9(e)(1)(i)"));
    QCOMPARE(dttest::qs(due.front().rule.requirement), QStringLiteral("BA-SETTLE-07"));
    const Verdict placed = table.perform(ride(2, action::CoupHand::Banker, 15));
    QVERIFY2(placed.correct, placed.message.c_str());
    QCOMPARE(table.coup().wager(2, Wager::Banker)->amount, dollars(25));
    QCOMPARE(table.coup().wager(2, Wager::Banker)->houseMoneyAdded, dollars(15));
    QCOMPARE(table.expected().front().action, DealerAction(pay(4, Wager::HouseMoney, 15)));
    QVERIFY(table.performExpected());
    // §9(e)(2): then the third cards.
    QVERIFY(std::holds_alternative<action::DealToHand>(table.expected().front().action));
}

void BaccaratHouseMoneyTest::allOfItRidesAtAFullTable() {
    // BA-CONF-11: with no portion specified, all of the payout rides.
    Table table(twoWinners(kBankerWins, 100));
    QVERIFY(table.playUntil(isHouseMoneyPay));
    QVERIFY(table.performExpected());
    QCOMPARE(table.expected().front().action, DealerAction(ride(2, action::CoupHand::Banker, 30)));
    // A portion that rounds down to the cent: 33% of $30.00 is $9.90.
    Table third(twoWinners(kBankerWins, 33));
    QVERIFY(third.playUntil(isHouseMoneyPay));
    QVERIFY(third.performExpected());
    QCOMPARE(third.expected().front().action,
             DealerAction(ride(2, action::CoupHand::Banker, 9.90)));
}

void BaccaratHouseMoneyTest::ridingWagerSettledWithTheHand() {
    // §9(e)(1)(i): "the player's original wager and the House Money payout
    // which was added ... settled based on the outcome": the Banker wins, the
    // $25 wager is paid 1 to 1 and §13(c) takes 5% of the whole $25 won.
    Table winning(twoWinners(kBankerWins, 50));
    QVERIFY(winning.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::Pay>(a); }));
    QVERIFY(winning.playUntil([](const DealerAction &a) {
        const auto *p = std::get_if<action::Pay>(&a);
        return p != nullptr && p->side == key(Wager::Banker);
    }));
    QCOMPARE(winning.expected().front().action, DealerAction(pay(2, Wager::Banker, 25)));
    QVERIFY(!winning.perform(pay(2, Wager::Banker, 10)).correct); // the original wager alone
    QVERIFY(winning.performExpected());
    QCOMPARE(winning.expected().front().action,
             DealerAction(action::CollectVigorish{2, dollars(1.25)}));
    QVERIFY(winning.playThrough());
    // Money: House Money $30 + $15, Banker $25 paid; seat 4's Player $10 collected.
    QCOMPARE(winning.coup().paid, dollars(70));
    QCOMPARE(winning.coup().collected, dollars(10));

    // The Player's Hand wins: the Banker wager, ride and all, is collected.
    Table losing(twoWinners(kPlayerWins, 50));
    QVERIFY(losing.playUntil([](const DealerAction &a) {
        const auto *c = std::get_if<action::Collect>(&a);
        return c != nullptr && c->side == key(Wager::Banker);
    }));
    QCOMPARE(losing.expected().front().action, DealerAction(collect(2, Wager::Banker, 25)));
    QVERIFY(!losing.perform(collect(2, Wager::Banker, 10)).correct);
    QVERIFY(losing.playThrough());
    QCOMPARE(losing.coup().collected, dollars(25));
    QCOMPARE(losing.coup().paid, dollars(55)); // $30 + $15 House Money, $10 Player
}

void BaccaratHouseMoneyTest::wrongAmountIsAPayoutError() {
    // BA-CONF-11: "adds the full $30 to the Banker wager" at 50% -> error.
    for (const double amount : {30.0, 10.0}) {
        Table table(twoWinners(kBankerWins, 50));
        QVERIFY(table.playUntil(isHouseMoneyPay));
        QVERIFY(table.performExpected());
        const QString problem = refusalProblem(
            table.perform(ride(2, action::CoupHand::Banker, amount)), Severity::Payout,
            QStringLiteral("Baccarat 9(e)(1)(i)"), QStringLiteral("BA-CONF-11"),
            "$15 on the wager, $15 handed to the player");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(table.coup().wager(2, Wager::Banker)->amount, dollars(10));
    }
}

void BaccaratHouseMoneyTest::skippingTheRideIsAProcedureError() {
    // BA-SETTLE-07: the dealer places the authorized amount; going on to the
    // next seat or a third card leaves it undone.
    Table table(twoWinners(kBankerWins, 50));
    QVERIFY(table.playUntil(isHouseMoneyPay));
    QVERIFY(table.performExpected());
    for (const DealerAction &skip :
         {DealerAction(pay(4, Wager::HouseMoney, 15)),
          DealerAction(action::DealToHand{action::CoupHand::Player, action::Face::Up})}) {
        const QString problem = refusalProblem(
            table.perform(skip), Severity::Major, QStringLiteral("Baccarat 9(e)(1)(i)"),
            QStringLiteral("BA-SETTLE-07"), "place $15 on its wager on the Banker's Hand");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void BaccaratHouseMoneyTest::rideForATakerIsAProcedureError() {
    // §9(e)(1)(ii): seat 4 takes its payout: the dealer hands all of it over.
    Table table(twoWinners(kBankerWins, 50));
    QVERIFY(table.playUntil(isHouseMoneyPay));
    QVERIFY(table.performExpected());
    QVERIFY(table.performExpected()); // seat 2's ride
    QVERIFY(table.performExpected()); // seat 4 paid $15
    const QString problem =
        refusalProblem(table.perform(ride(4, action::CoupHand::Player, 7.50)), Severity::Major,
                       QStringLiteral("Baccarat 9(e)(1)(ii)"), QStringLiteral("BA-SETTLE-07"),
                       "takes the House Money payout");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(table.coup().wager(4, Wager::Player)->amount, dollars(10));
}

void BaccaratHouseMoneyTest::rideOnTheWrongWagerOrTooEarly() {
    Table table(twoWinners(kBankerWins, 50));
    QVERIFY(table.playUntil(isHouseMoneyPay));
    // Before the payout is made there is nothing to place.
    const Verdict early = table.perform(ride(2, action::CoupHand::Banker, 15));
    QVERIFY(!early.correct);
    QVERIFY(early.message.find("no House Money payout") != std::string::npos);
    QVERIFY(table.performExpected());
    // §9(e)(1)(i): the player's original wager is on the Banker's Hand.
    const Verdict wrongHand = table.perform(ride(2, action::CoupHand::Player, 15));
    QVERIFY(!wrongHand.correct);
    QCOMPARE(sectionOf(wrongHand), QStringLiteral("Baccarat 9(e)(1)(i)"));
    QVERIFY(wrongHand.message.find("the Banker's Hand") != std::string::npos);
    QVERIFY(table.perform(ride(2, action::CoupHand::Banker, 15)).correct);
    const Verdict twice = table.perform(ride(2, action::CoupHand::Banker, 15));
    QVERIFY(!twice.correct);
    QVERIFY(twice.message.find("already") != std::string::npos);
}

void BaccaratHouseMoneyTest::losingHouseMoneyHasNothingToRide() {
    // BA-SETTLE-06: no pair, the House Money wager loses; nothing rides.
    Scenario scenario = twoWinners(QStringLiteral("5S KC 6H 7D 4S"), 50);
    Table table(scenario);
    QVERIFY(table.playUntil(
        [](const DealerAction &a) { return std::holds_alternative<action::Collect>(a); }));
    QCOMPARE(table.expected().front().action, DealerAction(collect(2, Wager::HouseMoney, 10)));
    QVERIFY(table.performExpected());
    QCOMPARE(table.expected().front().action, DealerAction(collect(4, Wager::HouseMoney, 5)));
    QVERIFY(table.playThrough());
    QCOMPARE(table.coup().wager(2, Wager::Banker)->houseMoneyAdded, Money());
}

void BaccaratHouseMoneyTest::midiCitesItsOwnSection() {
    // MB-SETTLE-07, MB-CONF-11: Midi §8(c)(3)(i)(A).
    Table table(twoWinners(kBankerWins, 50, Game::MidiBaccarat));
    QVERIFY(table.playUntil(isHouseMoneyPay));
    QVERIFY(table.performExpected());
    QCOMPARE(dttest::qs(table.expected().front().rule.citation.section),
             QStringLiteral("Midi Baccarat 8(c)(3)(i)(A)"));
    const Verdict wrong = table.perform(ride(2, action::CoupHand::Banker, 30));
    QCOMPARE(sectionOf(wrong), QStringLiteral("Midi Baccarat 8(c)(3)(i)(A)"));
    QCOMPARE(requirementOf(wrong), QStringLiteral("MB-CONF-11"));
    QVERIFY(table.perform(ride(2, action::CoupHand::Banker, 15)).correct);
    QVERIFY(table.playThrough());
}

void BaccaratHouseMoneyTest::scenarioRefusesARideWithoutAWager() {
    const auto problemAt = [](const Scenario &scenario, const std::string &path) {
        for (const auto &problem : validate(scenario)) {
            if (problem.path == path) {
                return QString::fromStdString(problem.message);
            }
        }
        return QString();
    };
    TableRules rules;
    rules.houseMoney = true;
    // A rider with House Money but no Player or Banker wager.
    Scenario none = coupScenario(kBankerWins, {{3, Wager::HouseMoney, 500}}, rules);
    none.players.front().ridesHouseMoney = true;
    QVERIFY(problemAt(none, "players[0].houseMoney")
                .contains("seat 3's player has no wager on "
                          "the Player's or Banker's Hand"));
    QVERIFY(problemAt(none, "players[0].houseMoney").contains("Baccarat §9(e)(1)(i)"));
    // On both hands: which one must be named.
    Scenario both = coupScenario(
        kBankerWins,
        {{3, Wager::HouseMoney, 500}, {3, Wager::Player, 500}, {3, Wager::Banker, 500}}, rules);
    both.players.front().ridesHouseMoney = true;
    QVERIFY(problemAt(both, "players[0].houseMoneyRidesOn").contains("both hands"));
    QVERIFY(!houseMoneyRideTarget(both.players.front()));
    both.players.front().houseMoneyRidesOn = Wager::Player;
    QVERIFY(validate(both).empty());
    QCOMPARE(houseMoneyRideTarget(both.players.front()), std::optional<Wager>(Wager::Player));
    // A named wager the player does not have.
    Scenario missing =
        coupScenario(kBankerWins, {{3, Wager::HouseMoney, 500}, {3, Wager::Banker, 500}}, rules);
    missing.players.front().ridesHouseMoney = true;
    missing.players.front().houseMoneyRidesOn = Wager::Player;
    QVERIFY(problemAt(missing, "players[0].houseMoneyRidesOn").contains("has no Player wager"));
    // No House Money wager at all.
    Scenario noHouseMoney = coupScenario(kBankerWins, {{3, Wager::Banker, 500}}, rules);
    noHouseMoney.players.front().ridesHouseMoney = true;
    QVERIFY(problemAt(noHouseMoney, "players[0].houseMoney").contains("no House Money wager"));
}

QTEST_APPLESS_MAIN(BaccaratHouseMoneyTest)
#include "tst_baccarat_house_money.moc"

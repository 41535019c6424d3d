// The baccarat coup under random tables, shoes and wagers: a perfect dealer,
// who always takes one of the referee's expected actions (any of them, chosen
// at random), is never graded wrong and always finishes the coup; the hands
// are those the text deals from the shoe (§9(c), §11, Table 1, computed by an
// oracle written here); every card stays on the table; the money that
// changes hands is what the text's odds and vigorish give (§8(a), §9(e),
// §13).
//
// DT_RANDOM_COUPS sets the number of coups (default 20000). A failure prints
// the seed and the transcript so far, to be turned into a scripted test.

#include "coup_test_support.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <core/seeded_random.h>
#include <map>
#include <set>

using namespace dt;
using namespace dt::baccarat;

namespace {

using dttest::Dice;

// §6(a): 2 to 9 their face value, 10 and the faces zero, the ace one.
int valueOf(const Card &card) {
    const int rank = static_cast<int>(card.rank); // Rank: Ace = 1 ... King = 13
    return rank >= 10 ? 0 : rank;
}

// §6(b): the right digit of the total.
int countOf(const std::vector<Card> &cards) {
    int total = 0;
    for (const auto &card : cards) {
        total += valueOf(card);
    }
    return total % 10;
}

// §9(c) and §11 with Table 1, from the text.
struct OracleCoup {
    std::vector<Card> player;
    std::vector<Card> banker;
};

OracleCoup dealFrom(const std::vector<Card> &shoe) {
    OracleCoup coup{{shoe[0], shoe[2]}, {shoe[1], shoe[3]}};
    std::size_t next = 4;
    const int p = countOf(coup.player);
    const int b = countOf(coup.banker);
    if (p >= 8 || b >= 8) {
        return coup; // §11(a)
    }
    bool playerDrew = false;
    if (p <= 5) { // §11(b)(1)
        coup.player.push_back(shoe[next++]);
        playerDrew = true;
    }
    bool bankerDraws = false;
    if (!playerDrew) {
        bankerDraws = b <= 5; // §11(c)(1)
    } else {
        const int third = valueOf(coup.player[2]);
        static const std::map<int, std::set<int>> tableOne = {{3, {0, 1, 2, 3, 4, 5, 6, 7, 9}},
                                                              {4, {2, 3, 4, 5, 6, 7}},
                                                              {5, {4, 5, 6, 7}},
                                                              {6, {6, 7}}};
        bankerDraws = b <= 2 || (b <= 6 && tableOne.at(b).contains(third));
    }
    if (bankerDraws) {
        coup.banker.push_back(shoe[next++]);
    }
    return coup;
}

// What one wager does to the house: + collected, - paid, and the vigorish.
struct Effect {
    std::int64_t net = 0; // cents to the house, vigorish apart
    std::int64_t vigorish = 0;
    bool settled = true; // false: a push, left with the player
};

bool naturalHand(const std::vector<Card> &hand) {
    return hand.size() == 2 && countOf(hand) >= 8;
}

Effect effectOf(const TableRules &rules, Wager wager, std::int64_t cents, const OracleCoup &coup) {
    const int p = countOf(coup.player);
    const int b = countOf(coup.banker);
    const bool dragon7 = coup.banker.size() == 3 && b == 7 && p < 7;
    const bool panda8 = coup.player.size() == 3 && p == 8 && b < 8;
    const auto win = [&](std::int64_t to, std::int64_t stake = 1) {
        return Effect{-(cents * to / stake), 0, true};
    };
    const Effect lose{cents, 0, true};
    const Effect push{0, 0, false};
    switch (wager) {
    case Wager::Player: // §8(a)(2), §13(a)
        return p > b ? win(1) : p < b ? lose : push;
    case Wager::Banker: { // §8(a)(1), §13(c)
        if (rules.ezBaccarat && dragon7) {
            return push;
        }
        if (b > p) {
            Effect effect = win(1);
            if (!rules.ezBaccarat) {
                // 5% of the amount won; up to 25 cents where the table rounds.
                std::int64_t vig = (cents * 5 + 99) / 100;
                if (rules.vigorishRoundedUpTo25Cents) {
                    vig = (vig + 24) / 25 * 25;
                }
                effect.vigorish = vig;
            }
            return effect;
        }
        return b < p ? lose : push;
    }
    case Wager::Tie: // §8(a)(3), §13(b)
        return p == b ? win(rules.tieOdds.win, rules.tieOdds.stake) : lose;
    case Wager::DragonBonusPlayer:
    case Wager::DragonBonusBanker: { // §8(a)(4), §13(e)
        const bool onPlayer = wager == Wager::DragonBonusPlayer;
        const auto &mine = onPlayer ? coup.player : coup.banker;
        const auto &other = onPlayer ? coup.banker : coup.player;
        const int m = countOf(mine);
        const int o = countOf(other);
        if (naturalHand(mine)) {
            if (!naturalHand(other) || m > o) {
                return win(1);
            }
            return m == o ? push : lose;
        }
        if (m - o < 4) {
            return lose;
        }
        // Win by 4 to 9 points: pay tables A, B, C.
        static const std::map<DragonBonusTable, std::vector<int>> tables = {
            {DragonBonusTable::A, {1, 2, 4, 6, 10, 30}},
            {DragonBonusTable::B, {1, 3, 4, 7, 8, 20}},
            {DragonBonusTable::C, {2, 2, 4, 4, 10, 30}}};
        return win(tables.at(rules.dragonBonus)[static_cast<std::size_t>(m - o - 4)]);
    }
    case Wager::Dragon7: // §8(a)(5), §13(f)
        return dragon7 ? win(40) : lose;
    case Wager::Panda8: // §8(a)(6), §13(g)
        return panda8 ? win(25) : lose;
    case Wager::HouseMoney:
        break;
    }
    // §8(a)(7), §13(h): on the first two cards of each hand.
    const bool playerPair = coup.player[0].rank == coup.player[1].rank;
    const bool bankerPair = coup.banker[0].rank == coup.banker[1].rank;
    return playerPair && bankerPair ? win(15) : (playerPair || bankerPair) ? win(3) : lose;
}

TableRules randomRules(Dice &dice) {
    TableRules rules;
    if (dice.coin()) {
        rules = midiBaccaratRules();
        rules.seats = 1 + dice.below(9);
    } else {
        rules.seats = 10 + dice.below(5);
        rules.cardTurning =
            dice.coin() ? CardTurning::HighestBettors : CardTurning::DealerCallingGame;
    }
    rules.decks = 6 + dice.below(3);
    if (dice.below(3) == 0) {
        rules = withEzBaccarat(rules);
    }
    rules.dragonBonus = static_cast<DragonBonusTable>(dice.below(4));
    rules.houseMoney = dice.coin();
    rules.vigorish = dice.coin() ? VigorishCollection::AtPayout : VigorishCollection::Marked;
    rules.vigorishRoundedUpTo25Cents = dice.coin();
    rules.tieOdds = dice.coin() ? Odds{8, 1} : Odds{9, 1};
    return rules;
}

QString readText(const QString &relative) {
    QFile file(QFINDTESTDATA(relative));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The text of one numbered section of a part of 004 ("Baccarat", "Midi
// Baccarat"): from its heading "N. " to the next heading.
QString sectionText(const QString &text, const QString &part, int number) {
    const qsizetype partStart = text.indexOf(
        part == QStringLiteral("Baccarat") ? QStringLiteral("\n3: BACCARAT\n")
                                           : QStringLiteral("\n4: BACCARAT – MIDI BACCARAT\n"));
    const qsizetype partEnd =
        text.indexOf(part == QStringLiteral("Baccarat") ? QStringLiteral("\n4: BACCARAT")
                                                        : QStringLiteral("\n5: "),
                     partStart + 1);
    const QString partText = text.mid(partStart, partEnd - partStart);
    const QRegularExpression heading(QStringLiteral("\n%1\\. ").arg(number));
    const auto start = heading.match(partText);
    if (partStart < 0 || !start.hasMatch()) {
        return {};
    }
    const QRegularExpression next(QStringLiteral("\n%1\\. ").arg(number + 1));
    const auto end = next.match(partText, start.capturedEnd());
    return partText.mid(start.capturedStart(),
                        end.hasMatch() ? end.capturedStart() - start.capturedStart() : -1);
}

} // namespace

class BaccaratCoupRandomTest : public QObject {
    Q_OBJECT

private slots:
    void perfectDealerNeverErrs();
};

void BaccaratCoupRandomTest::perfectDealerNeverErrs() {
    const int coups = qEnvironmentVariableIsSet("DT_RANDOM_COUPS")
                          ? qEnvironmentVariableIntValue("DT_RANDOM_COUPS")
                          : 20000;
    Dice dice{SeededRandom(20261126)};
    // §9(e)(1)(i): who lets a House Money win ride, and the licensee's
    // portion, from their own dice so the coups dealt stay those above.
    Dice riders{SeededRandom(20261127)};
    int rides = 0;
    int naturals = 0;
    int bankerThirdCards = 0;
    int vigorishTaken = 0;
    std::set<std::pair<std::string, std::string>> rulesCited; // section, requirement
    for (int n = 0; n < coups; ++n) {
        const TableRules rules = randomRules(dice);
        QVERIFY(validate(rules).empty());
        std::vector<couptest::Bet> bets;
        for (int seat = 1; seat <= rules.seats; ++seat) {
            if (dice.coin()) {
                continue;
            }
            for (int i = 1 + dice.below(3); i > 0; --i) {
                const Wager wager = allWagers()[static_cast<std::size_t>(dice.below(8))];
                if (offered(rules, wager)) {
                    bets.push_back({seat, wager, 500 * (1 + dice.below(100))});
                }
            }
        }
        TableRules withRides = rules;
        withRides.houseMoneyRidePercent = riders.coin() ? 100 : 1 + riders.below(100);
        Scenario scenario = couptest::coupScenario(QString(), bets, withRides);
        for (auto &player : scenario.players) {
            const auto has = [&](Wager wager) {
                return std::any_of(
                    player.baccaratWagers.begin(), player.baccaratWagers.end(),
                    [&](const BaccaratStake &stake) { return stake.wager == wager; });
            };
            const Wager onto = riders.coin() ? Wager::Player : Wager::Banker;
            if (riders.coin() && has(Wager::HouseMoney) && has(onto)) {
                player.ridesHouseMoney = true;
                player.houseMoneyRidesOn = onto;
            }
        }
        for (const auto &problem : validate(scenario)) {
            QVERIFY2(problem.path.find("houseMoney") == std::string::npos, problem.message.c_str());
        }
        scenario.seed = dice.random.next();
        couptest::Table table(scenario);
        const std::vector<Card> shoe = table.state.shoe;
        const OracleCoup oracle = dealFrom(shoe);
        const int total = rules.decks * 52;
        const QByteArray where = "coup " + QByteArray::number(n) + " seed " +
                                 QByteArray::number(static_cast<qulonglong>(scenario.seed));
        bool resultChecked = false;
        for (int step = 0; step < 200 && !table.referee->isComplete(table.state); ++step) {
            const auto options = table.expected();
            QVERIFY2(!options.empty(), where.constData());
            const auto &choice =
                options[static_cast<std::size_t>(dice.below(static_cast<int>(options.size())))];
            if (std::holds_alternative<action::AnnounceResult>(choice.action)) {
                // The hands the text deals from this shoe.
                QVERIFY2(table.coup().hands.player == oracle.player, where.constData());
                QVERIFY2(table.coup().hands.banker == oracle.banker, where.constData());
                resultChecked = true;
            }
            rides += std::holds_alternative<action::RideHouseMoney>(choice.action) ? 1 : 0;
            const Verdict verdict = table.perform(choice.action);
            if (!verdict.correct) {
                qWarning("%s\n%s", where.constData(),
                         qPrintable(table.transcript.join(QLatin1Char('\n'))));
            }
            QVERIFY2(verdict.correct, verdict.message.c_str());
            rulesCited.insert({verdict.rule.citation.section, verdict.rule.requirement});
            const auto &coup = table.coup();
            QCOMPARE(static_cast<int>(table.state.shoe.size() + table.state.discardRack.size() +
                                      coup.hands.player.size() + coup.hands.banker.size()),
                     total);
        }
        QVERIFY2(table.referee->isComplete(table.state), where.constData());
        QVERIFY2(resultChecked, where.constData());
        // Every card of the decks in the shoe or the discard bucket.
        QCOMPARE(static_cast<int>(table.state.shoe.size() + table.state.discardRack.size()), total);
        // The money: each wager settled once, for what the text gives.
        std::int64_t net = 0;
        std::int64_t vigorish = 0;
        const auto &coup = table.coup();
        for (const auto &wager : coup.wagers) {
            const Effect effect = effectOf(rules, wager.wager, wager.amount.inCents(), oracle);
            net += effect.net;
            vigorish += effect.vigorish;
            QVERIFY2(wager.settled == effect.settled, where.constData());
        }
        QCOMPARE(coup.collected.inCents() - coup.paid.inCents(), net);
        std::int64_t taken = 0;
        for (const auto &[seat, amount] : coup.vigorishCollected) {
            taken += amount.inCents();
            QVERIFY(rules.vigorish == VigorishCollection::AtPayout);
        }
        for (const auto &[seat, amount] : coup.vigorishMarked) {
            taken += amount.inCents();
            QVERIFY(rules.vigorish == VigorishCollection::Marked);
        }
        QCOMPARE(taken, vigorish);
        naturals += naturalHand(oracle.player) || naturalHand(oracle.banker) ? 1 : 0;
        bankerThirdCards += oracle.banker.size() == 3 ? 1 : 0;
        vigorishTaken += vigorish > 0 ? 1 : 0;
    }
    // Traceability: every rule cited is a section of its part of 004 whose
    // first subsection is there, and a requirement of the checklist.
    const QString regulation =
        readText(QStringLiteral("../../regulations/004_21471357d0bc41a5.txt"));
    const QString checklist =
        readText(QStringLiteral("../../regulations/checklist/requirements.md"));
    QVERIFY(!regulation.isEmpty() && !checklist.isEmpty());
    const QRegularExpression cited(
        QStringLiteral("^(Baccarat|Midi Baccarat) (\\d+)(\\([a-z]\\))?"));
    for (const auto &[section, requirement] : rulesCited) {
        const QString where = QString::fromStdString(section + " " + requirement);
        QVERIFY2(
            checklist.contains(QStringLiteral("**%1**").arg(QString::fromStdString(requirement))),
            qPrintable(where));
        const auto match = cited.match(QString::fromStdString(section));
        QVERIFY2(match.hasMatch(), qPrintable(where));
        const QString text = sectionText(regulation, match.captured(1), match.captured(2).toInt());
        QVERIFY2(!text.isEmpty(), qPrintable(where));
        QVERIFY2(match.captured(3).isEmpty() || text.contains(match.captured(3)),
                 qPrintable(where));
    }
    QVERIFY(rulesCited.size() > 20);
    // The random coups reached every branch that matters.
    if (coups >= 1000) {
        QVERIFY(naturals > 0);
        QVERIFY(bankerThirdCards > 0);
        QVERIFY(vigorishTaken > 0);
        QVERIFY(rides > 0);
    }
}

QTEST_APPLESS_MAIN(BaccaratCoupRandomTest)
#include "tst_baccarat_coup_random.moc"

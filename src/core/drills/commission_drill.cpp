#include "commission_drill.h"

#include "../games/baccarat/drawing_rules.h"
#include "../games/baccarat/outcome.h"
#include "../games/baccarat/point_count.h"
#include "../games/baccarat/settlement.h"
#include "../games/baccarat/vigorish_ledger.h"
#include "../seeded_random.h"

#include <algorithm>
#include <optional>

namespace dt::drills {

namespace {

using baccarat::CoupSummary;
using baccarat::Game;
using baccarat::TableRules;
using baccarat::Wager;

// A payout above this is not built at the table (payout_drill.cpp's limit).
constexpr Money kLargestPayout = Money::dollars(10000);
constexpr Money kQuarter = Money::cents(25);

// One coup as the drawing rules deal it: the Player's Hand the first and
// third cards, the Banker's Hand the second and fourth (§9(c)), then the
// third cards of §11 / Midi §10.
struct DealtCoup {
    std::vector<Card> player;
    std::vector<Card> banker;
    CoupSummary summary;
};

Card randomCard(SeededRandom &random) {
    return Card{static_cast<Rank>(1 + random.below(13)), static_cast<Suit>(random.below(4)), 0};
}

DealtCoup dealCoup(Game game, SeededRandom &random) {
    DealtCoup coup;
    for (int i = 0; i < 4; ++i) {
        (i % 2 == 0 ? coup.player : coup.banker).push_back(randomCard(random));
    }
    const int player = baccarat::pointCount(coup.player);
    const int banker = baccarat::pointCount(coup.banker);
    std::optional<int> playerThird;
    if (baccarat::playerDraws(game, player, banker).draws) {
        coup.player.push_back(randomCard(random));
        playerThird = baccarat::cardValue(coup.player.back().rank);
    }
    if (baccarat::bankerDraws(game, player, banker, playerThird).draws) {
        coup.banker.push_back(randomCard(random));
    }
    coup.summary.playerPoint = baccarat::pointCount(coup.player);
    coup.summary.bankerPoint = baccarat::pointCount(coup.banker);
    coup.summary.playerCards = static_cast<int>(coup.player.size());
    coup.summary.bankerCards = static_cast<int>(coup.banker.size());
    coup.summary.playerPair = coup.player[0].rank == coup.player[1].rank;
    coup.summary.bankerPair = coup.banker[0].rank == coup.banker[1].rank;
    return coup;
}

// The wager a situation pays, on a coup dealt for it.
Wager wagerOf(PayoutSituation situation, bool dragonBonusOnPlayer) {
    switch (situation) {
    case PayoutSituation::PlayerWin:
        return Wager::Player;
    case PayoutSituation::TieWin:
        return Wager::Tie;
    case PayoutSituation::Dragon7Insurance:
        return Wager::Dragon7;
    case PayoutSituation::Panda8Insurance:
        return Wager::Panda8;
    case PayoutSituation::DragonBonus:
        return dragonBonusOnPlayer ? Wager::DragonBonusPlayer : Wager::DragonBonusBanker;
    default:
        return Wager::Banker;
    }
}

// Whether the coup decides the situation: its wager wins, or (the EZ
// Dragon 7) the Banker wager pushes on a Dragon 7.
bool decides(PayoutSituation situation, const TableRules &rules, Wager wager,
             const CoupSummary &coup) {
    const auto decision = baccarat::decide(rules, wager, coup).decision;
    if (situation == PayoutSituation::EzBankerDragon7) {
        return baccarat::isDragon7(coup) && decision == baccarat::Decision::Push;
    }
    return decision == baccarat::Decision::Win;
}

std::string requirementId(Game game, std::string_view rest) {
    return std::string(game == Game::MidiBaccarat ? "MB-" : "BA-") + std::string(rest);
}

std::string handLabel(std::string_view hand, int point, std::string_view result) {
    std::string label = std::string(hand) + " " + std::to_string(point);
    if (!result.empty()) {
        label += " — " + std::string(result);
    }
    return label;
}

bool isCommission(PayoutSituation situation) {
    return situation == PayoutSituation::BankerCommissionCollected ||
           situation == PayoutSituation::BankerCommissionMarked;
}

bool isEz(PayoutSituation situation) {
    return situation == PayoutSituation::EzBankerWin ||
           situation == PayoutSituation::EzBankerDragon7 ||
           situation == PayoutSituation::Dragon7Insurance ||
           situation == PayoutSituation::Panda8Insurance;
}

Money sum(const std::vector<Money> &chips) {
    Money total;
    for (const Money chip : chips) {
        total += chip;
    }
    return total;
}

bool buildable(Money amount) {
    return amount.inCents() >= 0 && amount.inCents() % kQuarter.inCents() == 0 &&
           amount <= kLargestPayout;
}

// 5% of `winnings` before any rounding to 25 cents (§13(c)): what a table
// that does not round would take.
Money fivePercent(const TableRules &rules, Money winnings) {
    TableRules exact = rules;
    exact.vigorishRoundedUpTo25Cents = false;
    return baccarat::vigorishOn(exact, winnings);
}

Money roundedDownToQuarter(Money amount) {
    return Money::cents(amount.inCents() / kQuarter.inCents() * kQuarter.inCents());
}

// The rounding mistakes of a commission `correct` on `exact` (5% before
// rounding): both only when the table rounds and the two differ.
void addRoundingMistakes(PayoutQuestion &question, const TableRules &rules, Money exact) {
    if (!rules.vigorishRoundedUpTo25Cents) {
        return;
    }
    addTableMistake(question, roundedDownToQuarter(exact), "commission rounded down");
    addTableMistake(question, exact, "commission not rounded up to 25 cents (the table rounds)");
}

std::string vigorishText(const TableRules &rules) {
    return rules.vigorishRoundedUpTo25Cents ? "5% of the amount won, rounded up to 25 cents"
                                            : "5% of the amount won";
}

std::string commissionExplanation(const TableRules &rules, Money winnings, Money vigorish) {
    const Money exact = fivePercent(rules, winnings);
    std::string text = "5% of " + winnings.text() + " won is " + exact.text();
    if (exact != vigorish) {
        text += ", rounded up to " + vigorish.text();
    }
    return text;
}

// The question's cards, hand labels and the winner in a sentence.
void showCoup(PayoutQuestion &question, const DealtCoup &coup, const TableRules &rules) {
    question.playerCards = coup.player;
    question.dealerCards = coup.banker;
    const auto winner = baccarat::winnerOf(coup.summary);
    const bool dragon7 = rules.ezBaccarat && baccarat::isDragon7(coup.summary);
    const bool panda8 = rules.ezBaccarat && baccarat::isPanda8(coup.summary);
    const std::string_view playerResult = winner == baccarat::Winner::Player
                                              ? (panda8 ? "wins, Panda 8" : "wins")
                                          : winner == baccarat::Winner::Tie ? "tie"
                                                                            : "";
    const std::string_view bankerResult = winner == baccarat::Winner::Banker
                                              ? (dragon7 ? "wins, Dragon 7" : "wins")
                                          : winner == baccarat::Winner::Tie ? "tie"
                                                                            : "";
    question.playerHandLabel = handLabel("Player's Hand", coup.summary.playerPoint, playerResult);
    question.dealerHandLabel = handLabel("Banker's Hand", coup.summary.bankerPoint, bankerResult);
}

std::string resultSentence(const CoupSummary &coup, const TableRules &rules) {
    const auto winner = baccarat::winnerOf(coup);
    const std::string score = std::to_string(std::max(coup.playerPoint, coup.bankerPoint)) +
                              " over " +
                              std::to_string(std::min(coup.playerPoint, coup.bankerPoint));
    if (winner == baccarat::Winner::Tie) {
        return "Tie hand at " + std::to_string(coup.playerPoint);
    }
    if (winner == baccarat::Winner::Player) {
        return rules.ezBaccarat && baccarat::isPanda8(coup) ? "Panda 8: the Player wins " + score
                                                            : "The Player wins " + score;
    }
    return rules.ezBaccarat && baccarat::isDragon7(coup) ? "Dragon 7: the Banker wins " + score
                                                         : "The Banker wins " + score;
}

std::string tableName(const TableRules &rules) {
    return std::string(rules.ezBaccarat ? "EZ Baccarat" : tableGameTitle(rules.game)) + " table";
}

// A winning Banker wager at a table that extracts the vigorish: the payout
// and the commission, two parts in the game's order.
void fillBankerCommission(PayoutQuestion &question, const TableRules &rules,
                          const baccarat::WagerSettlement &settled, int seat) {
    const Game game = rules.game;
    const bool marks = question.situation == PayoutSituation::BankerCommissionMarked;
    PayoutQuestion pay = question;
    pay.odds = settled.decision.odds;
    pay.oddsText = pay.odds.text();
    pay.correct = settled.winnings;
    pay.citation = settled.decision.payCitation; // §13(c)
    pay.requirement = requirementId(game, "SETTLE-09");
    pay.wagerLabel = "Banker wager";
    pay.explanation = question.wager.text() + " at 1 to 1 is " + settled.winnings.text() +
                      "; the commission is " + (marks ? "marked" : "collected") + " on its own";
    addTableMistake(pay, settled.winnings - settled.vigorish,
                    "paid the net of the commission (pay 1 to 1, then " +
                        std::string(marks ? "mark" : "collect") + " the commission)");

    PayoutQuestion commission = question;
    commission.action = marks ? DrillAction::Mark : DrillAction::Collect;
    commission.odds = settled.decision.odds;
    commission.oddsText = vigorishText(rules);
    commission.correct = settled.vigorish;
    commission.citation = marks ? baccarat::sectionFor(game, "13(d)(2)(ii)", "12(d)(2)(ii)")
                                : baccarat::sectionFor(game, "13(d)(1)", "12(d)(1)");
    commission.requirement = requirementId(game, marks ? "CONF-10" : "SETTLE-09");
    commission.wagerLabel =
        marks ? "Commission marker, box " + std::to_string(seat) : "Commission to collect";
    commission.explanation = commissionExplanation(rules, settled.winnings, settled.vigorish);
    addTableMistake(commission, Money(),
                    marks ? "no marker placed: the commission neither marked nor collected"
                          : "paid the Banker 1 to 1 without the commission");
    addRoundingMistakes(commission, rules, fivePercent(rules, settled.winnings));
    addTableMistake(commission, baccarat::vigorishOn(rules, settled.winnings + question.wager),
                    "commission on the wager and the winnings, not on the amount won");

    // Baccarat §12(b) pays, then marks or collects; Midi §11(b) the reverse.
    question.partsInOrder = true;
    question.wagers = baccarat::vigorishBeforePayment(game)
                          ? std::vector<PayoutQuestion>{commission, pay}
                          : std::vector<PayoutQuestion>{pay, commission};
    question.correct = settled.winnings;
    question.citation = baccarat::sectionFor(game, "12(b)", "11(b)");
    question.requirement = requirementId(game, "SETTLE-08");
    question.odds = pay.odds;
    question.oddsText = pay.oddsText;
    question.explanation = pay.explanation + "; " + commission.explanation;
    question.wagerLabel = "Banker wager";
}

// A wager paid at odds from the settlement code, with its likely mistakes.
void fillPayout(PayoutQuestion &question, const TableRules &rules,
                const baccarat::WagerSettlement &settled, Wager wager, const CoupSummary &coup) {
    const Game game = rules.game;
    question.odds = settled.decision.odds;
    question.oddsText = question.odds.text();
    question.correct = settled.winnings;
    question.citation = settled.decision.payCitation;
    question.wagerLabel = std::string(baccarat::name(wager)) + " wager";
    question.explanation =
        question.wager.text() + " at " + question.oddsText + " is " + settled.winnings.text();
    const Money w = question.wager;
    const auto at = [&](Odds odds, std::string name) {
        if (const auto amount = payout(w, odds)) {
            addTableMistake(question, *amount, std::move(name));
        }
    };
    switch (question.situation) {
    case PayoutSituation::PlayerWin:
        question.requirement = requirementId(game, "SETTLE-09");
        addTableMistake(question, settled.winnings - baccarat::vigorishOn(rules, settled.winnings),
                        "took a commission on a Player win (it pays 1 to 1)");
        break;
    case PayoutSituation::TieWin:
        question.requirement = requirementId(game, "SETTLE-09");
        at({1, 1}, "paid the Tie 1 to 1");
        at({9, 1}, "paid the Tie 9 to 1, not " + question.oddsText);
        at({8, 1}, "paid the Tie 8 to 1, not " + question.oddsText);
        break;
    case PayoutSituation::EzBankerWin: {
        TableRules standard = rules;
        standard.ezBaccarat = false;
        question.requirement = requirementId(game, "CONF-08");
        addTableMistake(question,
                        settled.winnings - baccarat::vigorishOn(standard, settled.winnings),
                        "took a commission at an EZ Baccarat table");
        break;
    }
    case PayoutSituation::EzBankerDragon7:
        question.citation = settled.decision.citation; // §8(a)(1)(iii)
        question.requirement = requirementId(game, "CONF-08");
        question.oddsText = "nothing: a push";
        question.explanation = "A Banker's Hand Dragon 7 at EZ Baccarat pushes the Banker "
                               "wager: it is returned, nothing is paid";
        addTableMistake(question, w, "paid the Dragon 7 push");
        break;
    case PayoutSituation::Dragon7Insurance:
        question.requirement = requirementId(game, "SETTLE-12");
        at({25, 1}, "paid the Panda 8 odds (25 to 1) on a Dragon 7");
        at({1, 1}, "paid the Dragon 7 Insurance 1 to 1");
        break;
    case PayoutSituation::Panda8Insurance:
        question.requirement = requirementId(game, "SETTLE-12");
        at({40, 1}, "paid the Dragon 7 odds (40 to 1) on a Panda 8");
        at({1, 1}, "paid the Panda 8 Insurance 1 to 1");
        break;
    case PayoutSituation::DragonBonus: {
        question.requirement = requirementId(game, "SETTLE-11");
        question.wagerLabel = wager == Wager::DragonBonusPlayer
                                  ? "Dragon Bonus wager on the Player's Hand"
                                  : "Dragon Bonus wager on the Banker's Hand";
        // The same row of the tables the licensee did not choose.
        for (const auto &[other, name] : {std::pair{baccarat::DragonBonusTable::A, "A"},
                                          std::pair{baccarat::DragonBonusTable::B, "B"},
                                          std::pair{baccarat::DragonBonusTable::C, "C"}}) {
            TableRules otherTable = rules;
            otherTable.dragonBonus = other;
            const auto odds = baccarat::decide(otherTable, wager, coup).odds;
            at(odds, "paid pay table " + std::string(name) + " (" + odds.text() + "), not " +
                         question.oddsText);
        }
        TableRules standard = rules;
        standard.ezBaccarat = false;
        addTableMistake(question,
                        settled.winnings - baccarat::vigorishOn(standard, settled.winnings),
                        "took a commission on the Dragon Bonus");
        break;
    }
    default:
        question.requirement = requirementId(game, "SETTLE-09");
        break;
    }
}

// A seat's marker over the shoe, collected before the new shoe
// (§13(d)(2)(i)): the vigorish of each Banker win marked as the ledger marks
// it, rounded as the table rounds, the marker their sum.
} // namespace

PayoutQuestion makeNewShoeQuestion(const TableRules &rules,
                                   const std::vector<std::vector<Money>> &wins, int seat) {
    const Game game = rules.game;
    TableRules marking = rules;
    marking.vigorish = baccarat::VigorishCollection::Marked;
    PayoutQuestion question;
    question.situation = PayoutSituation::CommissionOwedAtNewShoe;
    question.action = DrillAction::Collect;
    baccarat::VigorishLedger ledger;
    Money lastMark;
    Money totalWon;
    Money exactTotal;
    Money roundedDownTotal;
    std::string winsText;
    const auto count = wins.size();
    for (std::size_t i = 0; i < count; ++i) {
        const auto &chips = wins[i];
        const Money wager = sum(chips);
        // Every Banker win pays 1 to 1 (§13(c)): its vigorish is 5% of the wager.
        const Money vigorish = baccarat::vigorishOn(marking, wager);
        ledger.record(marking, seat, vigorish);
        lastMark = vigorish;
        totalWon += wager;
        exactTotal += fivePercent(rules, wager);
        roundedDownTotal += roundedDownToQuarter(fivePercent(rules, wager));
        winsText += (i == 0 ? "" : i + 1 == count ? " and " : ", ") + wager.text();
        question.wagerChips = chips; // the last win's wager stands in the box
    }
    question.wager = sum(question.wagerChips);
    question.correct = ledger.owed(seat);
    question.odds = {1, 1};
    question.oddsText = "the sum of the marks";
    question.citation = baccarat::VigorishLedger::collectionRule(game);
    question.requirement = requirementId(game, "SETTLE-10");
    question.playerHandLabel.clear();
    question.dealerHandLabel.clear();
    question.wagerLabel = "Commission marker, box " + std::to_string(seat);
    question.caption = "Before the new shoe: box " + std::to_string(seat) +
                       " was marked for Banker wins of " + winsText + " — collect its marker";
    question.explanation = "each win's mark is " + vigorishText(rules) + "; the marks come to " +
                           question.correct.text();
    addTableMistake(question, Money(), "let the seat begin the new shoe owing the commission");
    addTableMistake(question, lastMark, "collected the last mark only");
    addTableMistake(question, baccarat::vigorishOn(rules, totalWon),
                    "took 5% of the shoe's wins at once, not the sum of the marks");
    if (rules.vigorishRoundedUpTo25Cents) {
        addTableMistake(question, roundedDownTotal, "commission rounded down");
        addTableMistake(question, exactTotal,
                        "marks not rounded up to 25 cents (the table rounds)");
    }
    return question;
}

PayoutQuestion makeCoupQuestion(PayoutSituation situation, const std::vector<Money> &chips,
                                SeededRandom &random, const TableRules &table) {
    const TableRules rules = commissionSituationTable(situation, table);
    const bool onPlayer = random.below(2) == 0;
    const Wager wager = wagerOf(situation, onPlayer);
    // Dealt until a coup decides the situation; a Dragon 7 comes about once
    // in 44 coups, so this many leaves nothing to chance in practice.
    DealtCoup coup = dealCoup(rules.game, random);
    for (int tries = 0; tries < 4000 && !decides(situation, rules, wager, coup.summary); ++tries) {
        coup = dealCoup(rules.game, random);
    }
    PayoutQuestion question;
    question.situation = situation;
    question.wagerChips = chips;
    question.wager = sum(question.wagerChips);
    showCoup(question, coup, rules);
    const auto settled = baccarat::settle(rules, wager, question.wager, coup.summary);
    const int seat = 1 + static_cast<int>(random.below(static_cast<std::uint64_t>(rules.seats)));
    question.caption = resultSentence(coup.summary, rules) + " at the " + tableName(rules);
    if (isCommission(situation)) {
        question.caption += situation == PayoutSituation::BankerCommissionMarked
                                ? ": box " + std::to_string(seat) + "'s commission is marked"
                                : ": the commission is collected at the payout";
        fillBankerCommission(question, rules, settled, seat);
    } else {
        fillPayout(question, rules, settled, wager, coup.summary);
        if (situation == PayoutSituation::DragonBonus) {
            question.caption += " — " + settled.decision.reason;
        }
    }
    return question;
}

namespace {

PayoutQuestion makeOne(PayoutSituation situation, int difficulty, SeededRandom &random,
                       const TableRules &rules) {
    // A table that takes 5% exactly deals multiples of $5: their 5% is a
    // multiple of 25 cents, which the rack builds.
    const bool multiplesOfFive =
        !rules.vigorishRoundedUpTo25Cents &&
        (isCommission(situation) || situation == PayoutSituation::CommissionOwedAtNewShoe);
    if (situation == PayoutSituation::CommissionOwedAtNewShoe) {
        const int seat =
            1 + static_cast<int>(random.below(static_cast<std::uint64_t>(rules.seats)));
        std::vector<std::vector<Money>> wins(3 + random.below(3));
        for (auto &win : wins) {
            win = drillWagerChips(difficulty, multiplesOfFive, random);
        }
        return makeNewShoeQuestion(rules, wins, seat);
    }
    const auto chips = drillWagerChips(difficulty, multiplesOfFive, random);
    return makeCoupQuestion(situation, chips, random, rules);
}

bool acceptable(const PayoutQuestion &question) {
    for (int i = 0; i < wagerCount(question); ++i) {
        if (!buildable(wagerAt(question, i).correct)) {
            return false;
        }
    }
    return true;
}

} // namespace

bool isCommissionDrillSituation(PayoutSituation situation) {
    return situationBelongsTo(situation, TableGame::Baccarat);
}

const std::vector<Money> &commissionDrillChips() {
    static const std::vector<Money> chips = {
        Money::cents(25),    Money::dollars(1),   Money::dollars(5),   Money::dollars(25),
        Money::dollars(100), Money::dollars(500), Money::dollars(1000)};
    return chips;
}

TableRules commissionSituationTable(PayoutSituation situation, const TableRules &table) {
    if (isEz(situation)) {
        return baccarat::withEzBaccarat(table); // §1: EZ Baccarat, no vigorish
    }
    TableRules rules = table;
    if (situation == PayoutSituation::BankerCommissionCollected) {
        rules.vigorish = baccarat::VigorishCollection::AtPayout; // §13(d)(1)
    } else if (situation == PayoutSituation::BankerCommissionMarked ||
               situation == PayoutSituation::CommissionOwedAtNewShoe) {
        rules.vigorish = baccarat::VigorishCollection::Marked; // §13(d)(2)
    }
    return rules;
}

std::string commissionTableProblem(PayoutSituation situation, const TableRules &table) {
    const bool takesCommission =
        isCommission(situation) || situation == PayoutSituation::CommissionOwedAtNewShoe;
    if (takesCommission && table.ezBaccarat) {
        return "needs a table that extracts the vigorish: \"ezBaccarat\" must be false (" +
               baccarat::sectionFor(table.game, "13(c)", "12(c)").text() + ": none at EZ Baccarat)";
    }
    if (situation == PayoutSituation::DragonBonus &&
        table.dragonBonus == baccarat::DragonBonusTable::Off) {
        return "needs \"dragonBonus\" offered: its pay table (A, B or C) is chosen there (" +
               baccarat::sectionFor(table.game, "13(e)", "12(e)").text() + ")";
    }
    return {};
}

PayoutQuestion makeCommissionQuestion(PayoutSituation situation, int difficulty,
                                      SeededRandom &random, const TableRules &table) {
    const TableRules rules = commissionSituationTable(situation, table);
    PayoutQuestion question;
    // A wager whose amounts the rack cannot build is dealt again, then a
    // single $5 chip.
    for (int tries = 0; tries < 64; ++tries) {
        question = makeOne(situation, difficulty, random, rules);
        if (acceptable(question)) {
            return question;
        }
    }
    return makeOne(situation, 1, random, rules);
}

} // namespace dt::drills

#include "analyzer.h"

#include "additional_wagers.h"
#include "basic_strategy.h"
#include "blackjack_bonus.h"
#include "blazing_sevens.h"
#include "hand.h"
#include "in_between.h"
#include "kings_bounty.h"
#include "match_the_dealer.h"
#include "progressive_wagers.h"
#include "trilux.h"
#include "twenty_one_plus_three.h"
#include "twenty_point_bonus.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <variant>

namespace dt::blackjack {

namespace {

using Role = CardRole;

// Why a side wager without an exact row is not analyzed yet: the wagers
// decided later in the round need the round simulation (not yet), the others
// wait for their settlement function to be plugged in as a row.
std::string notYetReason(SideWager) {
    return "settlement function not plugged into the analyzer yet";
}

// The cards in role order as a vector for the settlement functions.
std::vector<Card> cardsAt(std::span<const Card> cards, std::initializer_list<std::size_t> at) {
    std::vector<Card> chosen;
    for (const std::size_t index : at) {
        chosen.push_back(cards[index]);
    }
    return chosen;
}

WagerReturn lost() {
    return {0.0L, false};
}

// A wager Pending on the dealer's blackjack, decided by the dealer's second
// card (the fourth role) under the §6(h) procedure.
std::optional<bool> dealerBlackjackIfDealt(std::span<const Card> cards) {
    if (cards.size() < 4) {
        return std::nullopt;
    }
    return evaluate({cards[1], cards[3]}, false).blackjack;
}

constexpr Role kPlayerTwo[] = {Role::PlayerFirst, Role::PlayerSecond};
constexpr Role kDeal[] = {Role::PlayerFirst, Role::DealerUp, Role::PlayerSecond};
constexpr Role kDealAndDealerSecond[] = {Role::PlayerFirst, Role::DealerUp, Role::PlayerSecond,
                                         Role::DealerSecond};
constexpr Role kDealAndPlayerThird[] = {Role::PlayerFirst, Role::DealerUp, Role::PlayerSecond,
                                        Role::PlayerThird};

std::vector<Role> roles(std::span<const Role> list) {
    return {list.begin(), list.end()};
}

// §17(e)(3) two sevens: what basic strategy does with 7,7 against the up card
// decides whether a third card can make three sevens (§11(f): a split
// forfeits it).
SevensDecision sevensDecision(const TableOffer &offer, Card up) {
    const BasicStrategy strategy(StrategyRules::of(offer));
    HandOptions options;
    options.canSplit = offer.maxSplitHands >= 2;
    options.canSurrender = offer.surrender && !offer.sixToFive;
    const Card seven{Rank::Seven, Suit::Spades, 0};
    switch (strategy.decide({seven, seven}, up, options)) {
    case PlayerDecision::Hit:
        return SevensDecision::Draw;
    case PlayerDecision::Double:
        return SevensDecision::DoubleDown;
    case PlayerDecision::Split:
        return SevensDecision::SplitPairs;
    case PlayerDecision::Surrender:
        return SevensDecision::Surrender;
    case PlayerDecision::Stand:
        break;
    }
    return SevensDecision::Stand;
}

// §19(j)-(n) print dollar pays and no wager amount; Super 4 is a $5 wager
// (Wizard of Odds, "Super 4": "The wager costs a flat $5 to make").
const Money kSuper4StaxWager = Money::dollars(5);

// The meter a winning Super 4 Stax award pays a share of: the row's printed
// reseed, the Star meter's option reseed (§19(k) "*Options"), and for the
// §19(n) single meter, which prints none, `initialMeter` (§19(i)).
Money super4StaxMeter(const SideWagerAward &award, const Super4StaxOptions &options,
                      Money initialMeter) {
    if (!std::holds_alternative<PaysMeterShare>(award.payment)) {
        return {};
    }
    for (const Super4StaxRow &row : super4StaxPayTable(options.payTable)) {
        if (row.printed != award.hand) {
            continue;
        }
        if (row.reseed) {
            return *row.reseed;
        }
        if (row.meter == Super4StaxMeter::Star) {
            for (const StarProgressiveOption &option : starProgressiveOptions()) {
                if (option.option == options.starOption) {
                    return option.reseed;
                }
            }
        }
    }
    return initialMeter;
}

std::vector<ExactSideWagerRow> makeRows() {
    std::vector<ExactSideWagerRow> rows;
    // One row per wager: {wager, label, the cards it sees, how many always
    // decide it, evaluator calling its settlement function}.
    for (const OverUnder side : {OverUnder::Over, OverUnder::Under}) {
        rows.push_back({SideWager::OverUnder13,
                        side == OverUnder::Over ? "the over/under 13 wager (over 13)"
                                                : "the over/under 13 wager (under 13)",
                        roles(kPlayerTwo),
                        0,
                        [side](const TableOffer &offer) -> SideWagerEvaluator {
                            const Money wager = offer.sideWagerOptions.additional.amount;
                            const Regulation regulation = offer.regulation;
                            return [side, wager, regulation](std::span<const Card> cards) {
                                return wagerReturnOf(
                                    settleOverUnder13(cardsAt(cards, {0, 1}), side, regulation),
                                    wager);
                            };
                        },
                        {},
                        {}});
    }
    rows.push_back({SideWager::SameSuit,
                    std::string(name(SideWager::SameSuit)),
                    roles(kPlayerTwo),
                    0,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const Money wager = offer.sideWagerOptions.additional.amount;
                        const int decks = offer.decks;
                        const int option = offer.sideWagerOptions.additional.sameSuitOption;
                        const Regulation regulation = offer.regulation;
                        return [wager, decks, option, regulation](std::span<const Card> cards) {
                            const auto award =
                                settleSameSuit(cardsAt(cards, {0, 1}), decks, option, regulation);
                            return award ? wagerReturnOf(*award, wager) : lost();
                        };
                    },
                    {},
                    {}});
    rows.push_back(
        {SideWager::Sevens,
         std::string(name(SideWager::Sevens)),
         roles(kDealAndPlayerThird),
         3,
         [](const TableOffer &offer) -> SideWagerEvaluator {
             const Money wager = offer.sideWagerOptions.additional.amount;
             const SevensOneSeven oneSeven = offer.sideWagerOptions.additional.sevensOneSeven;
             return [wager, offer, oneSeven](std::span<const Card> cards) {
                 const std::vector<Card> two = cardsAt(cards, {0, 2});
                 if (cards.size() < 4) {
                     return wagerReturnOf(
                         settleSevensAfterTwoCards(two, oneSeven, offer.regulation), wager);
                 }
                 const SevensDecision decision = sevensDecision(offer, cards[1]);
                 const bool third =
                     decision == SevensDecision::Draw || decision == SevensDecision::DoubleDown;
                 return wagerReturnOf(
                     settleSevensAfterDecision(two, decision,
                                               third ? std::optional<Card>(cards[3]) : std::nullopt,
                                               oneSeven, offer.regulation),
                     wager);
             };
         },
         {},
         "two sevens: basic strategy's decision against the up card (§11(f), §17(e))"});
    for (const bool fiveDollar : {false, true}) {
        rows.push_back(
            {SideWager::BlackjackBonus,
             fiveDollar ? "the blackjack bonus wager ($5)" : "the blackjack bonus wager ($1)",
             roles(kPlayerTwo),
             0,
             [fiveDollar](const TableOffer &offer) -> SideWagerEvaluator {
                 const Money wager = Money::dollars(fiveDollar ? 5 : 1);
                 const BlackjackBonusOptions options = offer.sideWagerOptions.blackjackBonus;
                 const Regulation regulation = offer.regulation;
                 return [wager, options, regulation](std::span<const Card> cards) {
                     const auto award =
                         settleBlackjackBonus(cardsAt(cards, {0, 1}), wager, options, regulation);
                     return award ? wagerReturnOf(*award, wager) : lost();
                 };
             },
             [fiveDollar](const TableOffer &offer) {
                 const BlackjackBonusOptions &options = offer.sideWagerOptions.blackjackBonus;
                 return fiveDollar ? options.fiveDollar : options.oneDollar;
             },
             {}});
    }
    rows.push_back(
        {SideWager::MatchTheDealer,
         std::string(name(SideWager::MatchTheDealer)),
         roles(kDeal),
         0,
         [](const TableOffer &offer) -> SideWagerEvaluator {
             const int decks = offer.decks;
             return [decks](std::span<const Card> cards) {
                 const auto award = settleMatchTheDealer(cardsAt(cards, {0, 2}), cards[1], decks);
                 return award ? wagerReturnOf(*award, Money::dollars(1)) : lost();
             };
         },
         {},
         {}});
    rows.push_back({SideWager::TwentyPointBonus,
                    std::string(name(SideWager::TwentyPointBonus)),
                    roles(kDealAndDealerSecond),
                    3,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const char table = offer.sideWagerOptions.twentyPoint.payTable;
                        return [table](std::span<const Card> cards) {
                            return wagerReturnOf(
                                settleTwentyPointBonus(cardsAt(cards, {0, 2}), cards[1],
                                                       dealerBlackjackIfDealt(cards), table),
                                Money::dollars(1));
                        };
                    },
                    {},
                    "§24(h) aggregate cap not applied"});
    rows.push_back({SideWager::InBetween,
                    std::string(name(SideWager::InBetween)),
                    roles(kDeal),
                    0,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const char table = offer.sideWagerOptions.inBetween.payTable;
                        return [table](std::span<const Card> cards) {
                            return wagerReturnOf(
                                settleInBetween(cardsAt(cards, {0, 2}), cards[1], table),
                                Money::dollars(1));
                        };
                    },
                    {},
                    {}});
    rows.push_back({SideWager::TwentyOnePlusThree,
                    std::string(name(SideWager::TwentyOnePlusThree)),
                    roles(kDeal),
                    0,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const char table = offer.sideWagerOptions.twentyOnePlusThree.payTable;
                        return [table](std::span<const Card> cards) {
                            return wagerReturnOf(
                                settleTwentyOnePlusThree(cardsAt(cards, {0, 2}), cards[1], table),
                                Money::dollars(1));
                        };
                    },
                    {},
                    {}});
    rows.push_back({SideWager::KingsBounty,
                    "the king's bounty sidebet (player's hand)",
                    roles(kDealAndDealerSecond),
                    3,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const int table = offer.sideWagerOptions.kingsBounty.payTable;
                        return [table](std::span<const Card> cards) {
                            return wagerReturnOf(
                                settleKingsBountyPlayer(cardsAt(cards, {0, 2}), cards[1],
                                                        dealerBlackjackIfDealt(cards), table),
                                Money::dollars(1));
                        };
                    },
                    {},
                    {}});
    rows.push_back({SideWager::TriLuxBonus,
                    std::string(name(SideWager::TriLuxBonus)),
                    roles(kDeal),
                    0,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const int table = offer.sideWagerOptions.triLux.payTable;
                        return [table](std::span<const Card> cards) {
                            return wagerReturnOf(
                                settleTriLuxBonus(cardsAt(cards, {0, 2}), cards[1], table),
                                Money::dollars(1));
                        };
                    },
                    {},
                    {}});
    // §30 "LkyGrg": the TriLux Bonus odds plus the column's fixed dollars, as
    // a round pays the Lucky George version bet (trilux.h; checklist
    // BJ-SETTLE-54). Fixed dollars weigh less on a larger wager: figured at
    // the table's minimum.
    rows.push_back({SideWager::LuckyGeorge,
                    std::string(name(SideWager::LuckyGeorge)),
                    roles(kDeal),
                    0,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const int table = offer.sideWagerOptions.triLux.payTable;
                        const Money wager = offer.minimumWager;
                        return [table, wager](std::span<const Card> cards) {
                            const std::vector<Card> two = cardsAt(cards, {0, 2});
                            WagerReturn odds =
                                wagerReturnOf(settleTriLuxBonus(two, cards[1], table), wager);
                            const SideWagerAward fixed = settleLuckyGeorge(two, cards[1], table);
                            const auto *dollars = std::get_if<PaysAmount>(&fixed.payment);
                            if (odds.wins && fixed.wins() && dollars != nullptr) {
                                odds.returned +=
                                    static_cast<long double>(dollars->amount.inCents()) /
                                    static_cast<long double>(wager.inCents());
                            }
                            return odds;
                        };
                    },
                    {},
                    "at the table's minimum wager, the fixed dollars added to the odds"});
    rows.push_back({SideWager::TriLuxSuper3,
                    std::string(name(SideWager::TriLuxSuper3)),
                    roles(kDeal),
                    0,
                    [](const TableOffer &) -> SideWagerEvaluator {
                        return [](std::span<const Card> cards) {
                            return wagerReturnOf(
                                settleTriLuxSuper3(cardsAt(cards, {0, 2}), cards[1]),
                                Money::dollars(1));
                        };
                    },
                    {},
                    "the garbled third SUP-01 row is not paid (trilux.h)"});
    rows.push_back({SideWager::Blazing7s,
                    std::string(name(SideWager::Blazing7s)),
                    roles(kDeal),
                    0,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const int table = offer.sideWagerOptions.blazing7s.payTable;
                        const Money meter = offer.sideWagerOptions.progressive.initialMeter;
                        return [table, meter](std::span<const Card> cards) {
                            return wagerReturnOf(
                                settleBlazing7s(cardsAt(cards, {0, 2}), cards[1], table),
                                Money::dollars(1), meter);
                        };
                    },
                    {},
                    "$1 wager; percentage pays of a meter at the §19(i) initial amount, "
                    "without the reseed cost"});
    rows.push_back({SideWager::Super4Stax,
                    std::string(name(SideWager::Super4Stax)),
                    roles(kDealAndDealerSecond),
                    3,
                    [](const TableOffer &offer) -> SideWagerEvaluator {
                        const Super4StaxOptions options = offer.sideWagerOptions.super4Stax;
                        const Money initialMeter = offer.sideWagerOptions.progressive.initialMeter;
                        return [options, initialMeter](std::span<const Card> cards) {
                            const Card up = cards[1];
                            const bool blackjackPossible =
                                up.rank == Rank::Ace || static_cast<int>(up.rank) >= 10;
                            std::vector<Card> dealer = {up};
                            if (cards.size() >= 4) {
                                dealer.push_back(cards[3]);
                            } else if (!blackjackPossible) {
                                // §1: no second card makes a blackjack with a
                                // 2-9 up: any stands for all of them.
                                dealer.push_back(Card{Rank::Two, Suit::Clubs, 0});
                            } else {
                                return WagerReturn{1.0L, false, false};
                            }
                            const SideWagerAward award =
                                settleSuper4Stax(cardsAt(cards, {0, 2}), dealer, options);
                            return wagerReturnOf(award, kSuper4StaxWager,
                                                 super4StaxMeter(award, options, initialMeter));
                        };
                    },
                    {},
                    "$5 wager (the text states no amount; the $5 of Wizard of Odds' Super 4 "
                    "page); dollar pays returned with the wager (winnings()); each meter row "
                    "at its printed reseed (the Star at its option's reseed, the §19(n) "
                    "meter at the §19(i) initial amount), without the reseed cost"});
    return rows;
}

// §18-§27 wagers decided after the players' decisions, settled in the round
// simulation (RoundSimulator, SimulatedWager) on the analyzed box.
struct SimulatedRow {
    SimulatedWager tally;
    SideWager wager;
    const char *label;
    const char *note;
};

constexpr SimulatedRow kSimulatedRows[] = {
    {SimulatedWager::MultipleAction2, SideWager::MultipleAction,
     "multiple action blackjack (wager against the dealer's second hand)",
     "per initial wager; the same player hand against a second dealer hand formed with the "
     "up card (§18(g)); basic strategy unchanged (decisions precede the dealer hands); the "
     "first hand's wager is the main wager above"},
    {SimulatedWager::MultipleAction3, SideWager::MultipleAction,
     "multiple action blackjack (wager against the dealer's third hand)",
     "per initial wager; the third dealer hand (§18(h))"},
    {SimulatedWager::Progressive, SideWager::Progressive, "the progressive blackjack wager",
     "$1; the box's first four cards in deal order, split hands included "
     "(progressive_wagers.h); the four-ace row paid from a meter at the §19(i) initial "
     "amount, without the contributions to it; one winner at the table"},
    {SimulatedWager::Streak2, SideWager::Streak, "the streak wager (area \"2\")",
     "$1 on one area, placed again once determined (§22(k)(2)); split hands by majority "
     "(§22(h)); a surrender is a lost hand"},
    {SimulatedWager::Streak3, SideWager::Streak, "the streak wager (area \"3\")", "as area \"2\""},
    {SimulatedWager::Streak4, SideWager::Streak, "the streak wager (area \"4\")", "as area \"2\""},
    {SimulatedWager::Streak5, SideWager::Streak, "the streak wager (area \"5\")", "as area \"2\""},
    {SimulatedWager::OptionalBonus, SideWager::OptionalBonus,
     nullptr, // name(SideWager::OptionalBonus)
     "$1; the dealer's first three cards; with the wager placed the dealer always draws a "
     "third card to two cards below 17 (§25(d)), also in the main wager above"},
    {SimulatedWager::Buster, SideWager::BusterBlackjack, nullptr,
     "the dealer's first hand, completed per §27(f)(3) as dealerDrawsWithBusterInPlay() "
     "reads it (the table's §12(b) rule while a blackjack wager waits, soft 17 drawn after)"},
};

// A simulated side wager's figures from its tally: the house edge is the
// player's loss per unit wagered, its standard error that of the mean of the
// per-wager results.
SideWagerAnalysis simulatedAnalysis(const WagerTally &tally) {
    SideWagerAnalysis analysis;
    analysis.method = AnalysisMethod::Simulated;
    analysis.wagers = tally.wagers;
    const double n = static_cast<double>(tally.wagers);
    const double amount = static_cast<double>(tally.wagered) / n; // per wager
    const double mean = static_cast<double>(tally.net) / n;
    const double variance = std::max(0.0, tally.sumOfSquares / n - mean * mean);
    analysis.houseEdgePercent = -100.0 * mean / amount;
    analysis.standardErrorPercent = 100.0 * std::sqrt(variance / n) / amount;
    analysis.confidenceLowPercent =
        analysis.houseEdgePercent - 1.96 * analysis.standardErrorPercent;
    analysis.confidenceHighPercent =
        analysis.houseEdgePercent + 1.96 * analysis.standardErrorPercent;
    analysis.hitFrequencyPercent = 100.0 * static_cast<double>(tally.hits) / n;
    return analysis;
}

} // namespace

std::string_view name(AnalysisMethod method) {
    switch (method) {
    case AnalysisMethod::Exact:
        return "exact";
    case AnalysisMethod::Simulated:
        return "simulated";
    case AnalysisMethod::NotYet:
        return "not analyzed";
    }
    return "not analyzed";
}

std::span<const ExactSideWagerRow> exactSideWagerRows() {
    static const std::vector<ExactSideWagerRow> rows = makeRows();
    return rows;
}

AnalysisReport analyze(const TableOffer &offer, std::int64_t rounds, std::uint64_t seed) {
    AnalysisReport report;
    report.rounds = rounds;
    report.seed = seed;
    report.decks = offer.decks;
    report.problems = validate(offer);
    if (!report.problems.empty()) {
        return report;
    }
    SimulationSetup setup;
    setup.offer = offer;
    setup.seed = seed;
    std::optional<SimulationTotals> simulated;
    if (const auto refusal = simulationRefusal(setup)) {
        report.refusal = *refusal;
    } else if (rounds > 0) {
        setup.sideWagers = true;
        RoundSimulator simulator(setup);
        const auto start = std::chrono::steady_clock::now();
        const SimulationTotals totals = simulator.run(rounds);
        simulated = totals;
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        report.cutCard = simulator.cutCard();
        const double n = static_cast<double>(totals.rounds);
        const double initial = static_cast<double>(totals.initialWagered) / n; // per round
        report.wager = Money::cents(totals.initialWagered / totals.boxRounds);
        const double mean = static_cast<double>(totals.net) / n;
        const double variance = std::max(0.0, totals.sumOfSquares / n - mean * mean);
        report.houseEdgePercent = -100.0 * mean / initial;
        report.standardErrorPercent = 100.0 * std::sqrt(variance / n) / initial;
        report.confidenceLowPercent = report.houseEdgePercent - 1.96 * report.standardErrorPercent;
        report.confidenceHighPercent = report.houseEdgePercent + 1.96 * report.standardErrorPercent;
        report.hitFrequencyPercent = 100.0 * static_cast<double>(totals.winningBoxRounds) /
                                     static_cast<double>(totals.boxRounds);
        report.seconds = elapsed.count();
        report.roundsPerSecond = elapsed.count() > 0 ? n / elapsed.count() : 0;
    }

    for (const SideWager wager : kAllSideWagers) {
        if (!offer.sideWagers.contains(wager)) {
            continue;
        }
        bool found = false;
        for (const ExactSideWagerRow &row : exactSideWagerRows()) {
            if (row.wager != wager || (row.offered && !row.offered(offer))) {
                continue;
            }
            found = true;
            const EnumerationResult exact = enumerateSideWager(
                offer.decks, row.roles, row.evaluator(offer), row.firstEvaluation);
            SideWagerAnalysis analysis{wager,
                                       row.label,
                                       AnalysisMethod::Exact,
                                       static_cast<double>(100.0L * exact.houseEdge),
                                       static_cast<double>(100.0L * exact.hitFrequency),
                                       std::string()};
            for (const CardRole role : row.roles) {
                analysis.note += (analysis.note.empty() ? "" : ", ") + std::string(name(role));
            }
            if (!row.note.empty()) {
                analysis.note += "; " + row.note;
            }
            report.sideWagers.push_back(std::move(analysis));
        }
        for (const SimulatedRow &row : kSimulatedRows) {
            if (row.wager != wager || !simulated || simulated->tally(row.tally).wagers == 0) {
                continue;
            }
            found = true;
            SideWagerAnalysis analysis = simulatedAnalysis(simulated->tally(row.tally));
            analysis.wager = wager;
            analysis.label = row.label ? std::string(row.label) : std::string(name(wager));
            analysis.note = row.note;
            if (row.tally == SimulatedWager::Buster) {
                const BusterOptions &buster = offer.sideWagerOptions.buster;
                analysis.label += std::string(" (paytable ") + buster.payTable;
                if (buster.freeBonusTable != 0) {
                    analysis.label += ", Free Bonus B" + std::to_string(buster.freeBonusTable);
                }
                analysis.label += ")";
                const WagerTally &tally = simulated->tally(row.tally);
                analysis.note =
                    Money::cents(tally.wagered / tally.wagers).text() + " wager; " + analysis.note;
            }
            report.sideWagers.push_back(std::move(analysis));
        }
        if (!found) {
            report.sideWagers.push_back({wager, std::string(name(wager)), AnalysisMethod::NotYet, 0,
                                         0, notYetReason(wager)});
        }
    }
    return report;
}

} // namespace dt::blackjack

#include "side_wager_payouts.h"

#include "../games/blackjack/additional_wagers.h"
#include "../games/blackjack/blazing_sevens.h"
#include "../games/blackjack/buster_blackjack.h"
#include "../games/blackjack/in_between.h"
#include "../games/blackjack/kings_bounty.h"
#include "../games/blackjack/match_the_dealer.h"
#include "../games/blackjack/pay_table_listing.h"
#include "../games/blackjack/trilux.h"
#include "../games/blackjack/twenty_one_plus_three.h"
#include "../games/blackjack/twenty_point_bonus.h"

#include <functional>

namespace dt::drills {

namespace {

using blackjack::PayTableRow;
using blackjack::SideWager;
using blackjack::SideWagerAward;
using blackjack::TableOffer;

Card card(Rank rank, Suit suit) {
    return Card{rank, suit, 0};
}

// One deal that wins a row: the cards shown and how the settlement decides
// them under a table (so another table's pay for the same cards is known).
struct Deal {
    std::vector<Card> player;
    std::vector<Card> dealer;
    std::string detail; // the caption after the table's name; empty: the row's name
    std::function<SideWagerAward(const TableOffer &)> settle;
};

SideWagerAward orLoses(std::optional<SideWagerAward> award) {
    return award ? *award : SideWagerAward::loses("No pay table", "2(a)");
}

std::vector<Deal> dealsOf(PayoutSituation situation) {
    using namespace blackjack;
    std::vector<Deal> deals;
    const auto onTwo = [&deals](std::vector<Card> player, Card up, auto settle,
                                std::string detail = {}) {
        deals.push_back(
            {player, {up}, std::move(detail), [player, up, settle](const TableOffer &table) {
                 return settle(player, up, table);
             }});
    };
    switch (situation) {
    case PayoutSituation::OverUnder13: {
        // §17(b)(1)-(2); §2(b)(3)(ii): each ace counts one.
        const auto overUnder = [&deals](std::vector<Card> player, OverUnder side,
                                        std::string detail) {
            deals.push_back({player,
                             {card(Rank::Six, Suit::Clubs)},
                             std::move(detail),
                             [player, side](const TableOffer &table) {
                                 return settleOverUnder13(player, side, table.regulation);
                             }});
        };
        overUnder({card(Rank::Nine, Suit::Hearts), card(Rank::Six, Suit::Spades)}, OverUnder::Over,
                  "wagered over, the cards count 15");
        overUnder({card(Rank::Four, Suit::Clubs), card(Rank::Five, Suit::Diamonds)},
                  OverUnder::Under, "wagered under, the cards count 9");
        overUnder({card(Rank::Ace, Suit::Spades), card(Rank::King, Suit::Hearts)}, OverUnder::Under,
                  "wagered under, an ace and a king (the ace counts one)");
        overUnder({card(Rank::Queen, Suit::Diamonds), card(Rank::Eight, Suit::Clubs)},
                  OverUnder::Over, "wagered over, the cards count 18");
        break;
    }
    case PayoutSituation::SameSuit: {
        const auto sameSuit = [](const std::vector<Card> &player, Card, const TableOffer &table) {
            return orLoses(settleSameSuit(player, table.decks,
                                          table.sideWagerOptions.additional.sameSuitOption,
                                          table.regulation));
        };
        const Card up = card(Rank::Nine, Suit::Clubs);
        onTwo({card(Rank::King, Suit::Hearts), card(Rank::Queen, Suit::Hearts)}, up, sameSuit);
        onTwo({card(Rank::Five, Suit::Spades), card(Rank::Nine, Suit::Spades)}, up, sameSuit);
        onTwo({card(Rank::Queen, Suit::Diamonds), card(Rank::King, Suit::Diamonds)}, up, sameSuit);
        onTwo({card(Rank::Jack, Suit::Clubs), card(Rank::Three, Suit::Clubs)}, up, sameSuit);
        break;
    }
    case PayoutSituation::Sevens: {
        const Card up = card(Rank::Ten, Suit::Clubs);
        // §17(e)(3) "One seven (initial card)": the first card (the default reading).
        deals.push_back({{card(Rank::Seven, Suit::Hearts), card(Rank::Nine, Suit::Clubs)},
                         {up},
                         "one seven, the player's first card",
                         [](const TableOffer &table) {
                             return settleSevensAfterTwoCards(
                                 {card(Rank::Seven, Suit::Hearts), card(Rank::Nine, Suit::Clubs)},
                                 table.sideWagerOptions.additional.sevensOneSeven,
                                 table.regulation);
                         }});
        const auto sevens = [&deals, up](Suit first, Suit second, std::optional<Card> third,
                                         std::string detail) {
            std::vector<Card> shown = {card(Rank::Seven, first), card(Rank::Seven, second)};
            if (third) {
                shown.push_back(*third);
            }
            deals.push_back(
                {shown, {up}, std::move(detail), [first, second, third](const TableOffer &table) {
                     return settleSevensAfterDecision(
                         {card(Rank::Seven, first), card(Rank::Seven, second)},
                         third ? SevensDecision::Draw : SevensDecision::Stand, third,
                         table.sideWagerOptions.additional.sevensOneSeven, table.regulation);
                 }});
        };
        sevens(Suit::Spades, Suit::Hearts, std::nullopt, "two sevens, the player stands");
        sevens(Suit::Diamonds, Suit::Diamonds, std::nullopt,
               "two sevens of diamonds, the player stands");
        sevens(Suit::Clubs, Suit::Hearts, card(Rank::Seven, Suit::Spades),
               "the player draws a third seven");
        sevens(Suit::Hearts, Suit::Hearts, card(Rank::Seven, Suit::Hearts),
               "the player draws a third seven of hearts");
        break;
    }
    case PayoutSituation::MatchTheDealer: {
        const auto match = [](const std::vector<Card> &player, Card up, const TableOffer &table) {
            return orLoses(settleMatchTheDealer(player, up, table.decks));
        };
        for (const Rank rank : {Rank::Four, Rank::Eight, Rank::Six}) {
            const Card up = card(rank, Suit::Hearts);
            onTwo({card(rank, Suit::Spades), card(Rank::King, Suit::Clubs)}, up, match);
            onTwo({card(rank, Suit::Hearts), card(Rank::King, Suit::Clubs)}, up, match);
            onTwo({card(rank, Suit::Hearts), card(rank, Suit::Diamonds)}, up, match);
        }
        break;
    }
    case PayoutSituation::TwentyPointBonus: {
        const auto twenty = [](const std::vector<Card> &player, Card up, const TableOffer &table) {
            return settleTwentyPointBonus(player, up, false,
                                          table.sideWagerOptions.twentyPoint.payTable);
        };
        const Card up = card(Rank::Six, Suit::Clubs);
        onTwo({card(Rank::Queen, Suit::Hearts), card(Rank::Queen, Suit::Hearts)}, up, twenty);
        onTwo({card(Rank::King, Suit::Spades), card(Rank::King, Suit::Spades)}, up, twenty);
        onTwo({card(Rank::King, Suit::Clubs), card(Rank::Queen, Suit::Clubs)}, up, twenty);
        onTwo({card(Rank::Ace, Suit::Diamonds), card(Rank::Nine, Suit::Diamonds)}, up, twenty);
        onTwo({card(Rank::King, Suit::Spades), card(Rank::Queen, Suit::Hearts)}, up, twenty);
        onTwo({card(Rank::Ace, Suit::Clubs), card(Rank::Nine, Suit::Hearts)}, up, twenty);
        break;
    }
    case PayoutSituation::InBetween: {
        const auto between = [](const std::vector<Card> &player, Card up, const TableOffer &table) {
            return settleInBetween(player, up, table.sideWagerOptions.inBetween.payTable);
        };
        onTwo({card(Rank::Eight, Suit::Spades), card(Rank::Eight, Suit::Hearts)},
              card(Rank::Eight, Suit::Diamonds), between);
        onTwo({card(Rank::Five, Suit::Clubs), card(Rank::Seven, Suit::Hearts)},
              card(Rank::Six, Suit::Spades), between);
        onTwo({card(Rank::Four, Suit::Diamonds), card(Rank::Seven, Suit::Clubs)},
              card(Rank::Five, Suit::Hearts), between);
        onTwo({card(Rank::Jack, Suit::Spades), card(Rank::Seven, Suit::Diamonds)},
              card(Rank::Nine, Suit::Clubs), between);
        onTwo({card(Rank::Two, Suit::Hearts), card(Rank::King, Suit::Spades)},
              card(Rank::Nine, Suit::Diamonds), between);
        break;
    }
    case PayoutSituation::BusterBlackjack: {
        // Busted dealer hands of 3 to 8 cards, each drawn below 17 (no ace).
        const std::vector<std::vector<int>> hands = {
            {10, 6, 10},         {5, 4, 6, 10},          {2, 3, 4, 6, 10},
            {2, 2, 3, 4, 5, 10}, {2, 2, 2, 3, 3, 4, 10}, {2, 2, 2, 2, 3, 3, 2, 10}};
        for (const auto &values : hands) {
            std::vector<Card> dealer;
            for (std::size_t i = 0; i < values.size(); ++i) {
                dealer.push_back(card(values[i] == 10 ? Rank::King : static_cast<Rank>(values[i]),
                                      static_cast<Suit>(i % 4)));
            }
            deals.push_back({{card(Rank::Ten, Suit::Hearts), card(Rank::Eight, Suit::Spades)},
                             dealer,
                             "the dealer busts with " + std::to_string(dealer.size()) + " cards",
                             [dealer](const TableOffer &table) {
                                 return settleBusterBlackjack(
                                     dealer, table.sideWagerOptions.buster.payTable);
                             }});
        }
        break;
    }
    case PayoutSituation::TwentyOnePlusThree: {
        const auto threeCard = [](const std::vector<Card> &player, Card up,
                                  const TableOffer &table) {
            return settleTwentyOnePlusThree(player, up,
                                            table.sideWagerOptions.twentyOnePlusThree.payTable);
        };
        const Card up = card(Rank::Seven, Suit::Clubs);
        onTwo({card(Rank::Eight, Suit::Clubs), card(Rank::Nine, Suit::Clubs)}, up, threeCard);
        onTwo({card(Rank::Seven, Suit::Hearts), card(Rank::Seven, Suit::Spades)}, up, threeCard);
        onTwo({card(Rank::Eight, Suit::Hearts), card(Rank::Six, Suit::Spades)}, up, threeCard);
        onTwo({card(Rank::Two, Suit::Clubs), card(Rank::King, Suit::Clubs)}, up, threeCard);
        break;
    }
    case PayoutSituation::KingsBounty: {
        const auto bounty = [](const std::vector<Card> &player, Card up, const TableOffer &table) {
            return settleKingsBountyPlayer(player, up, false,
                                           table.sideWagerOptions.kingsBounty.payTable);
        };
        const Card up = card(Rank::Seven, Suit::Diamonds);
        onTwo({card(Rank::King, Suit::Hearts), card(Rank::King, Suit::Hearts)}, up, bounty);
        onTwo({card(Rank::Queen, Suit::Clubs), card(Rank::Queen, Suit::Clubs)}, up, bounty);
        onTwo({card(Rank::King, Suit::Diamonds), card(Rank::Jack, Suit::Diamonds)}, up, bounty);
        onTwo({card(Rank::King, Suit::Clubs), card(Rank::King, Suit::Hearts)}, up, bounty);
        onTwo({card(Rank::Queen, Suit::Spades), card(Rank::Ten, Suit::Hearts)}, up, bounty);
        break;
    }
    case PayoutSituation::TriLuxBonus: {
        const auto triLux = [](const std::vector<Card> &player, Card up, const TableOffer &table) {
            return settleTriLuxBonus(player, up, table.sideWagerOptions.triLux.payTable);
        };
        onTwo({card(Rank::Five, Suit::Hearts), card(Rank::Six, Suit::Hearts)},
              card(Rank::Seven, Suit::Hearts), triLux);
        onTwo({card(Rank::Nine, Suit::Clubs), card(Rank::Nine, Suit::Diamonds)},
              card(Rank::Nine, Suit::Spades), triLux);
        onTwo({card(Rank::Five, Suit::Clubs), card(Rank::Six, Suit::Diamonds)},
              card(Rank::Seven, Suit::Spades), triLux);
        onTwo({card(Rank::Two, Suit::Spades), card(Rank::Nine, Suit::Spades)},
              card(Rank::King, Suit::Spades), triLux);
        break;
    }
    case PayoutSituation::Blazing7s: {
        const auto blazing = [](const std::vector<Card> &player, Card up, const TableOffer &table) {
            return settleBlazing7s(player, up, table.sideWagerOptions.blazing7s.payTable);
        };
        // Three 7's of mixed colours, three red 7's of two suits, two 7's,
        // one 7; a suited three (a meter share) is never dealt.
        onTwo({card(Rank::Seven, Suit::Spades), card(Rank::Seven, Suit::Hearts)},
              card(Rank::Seven, Suit::Clubs), blazing);
        onTwo({card(Rank::Seven, Suit::Hearts), card(Rank::Seven, Suit::Diamonds)},
              card(Rank::Seven, Suit::Diamonds), blazing);
        onTwo({card(Rank::Seven, Suit::Spades), card(Rank::Seven, Suit::Hearts)},
              card(Rank::Nine, Suit::Clubs), blazing);
        onTwo({card(Rank::Seven, Suit::Diamonds), card(Rank::King, Suit::Clubs)},
              card(Rank::Five, Suit::Spades), blazing);
        break;
    }
    default:
        break;
    }
    return deals;
}

std::string_view title(SideWager wager) {
    switch (wager) {
    case SideWager::OverUnder13:
        return "Over/under 13";
    case SideWager::SameSuit:
        return "Same suit";
    case SideWager::Sevens:
        return "Sevens";
    case SideWager::MatchTheDealer:
        return "Match the Dealer";
    case SideWager::TwentyPointBonus:
        return "Twenty point bonus";
    case SideWager::InBetween:
        return "In-between";
    case SideWager::BusterBlackjack:
        return "Buster Blackjack";
    case SideWager::TwentyOnePlusThree:
        return "21+3";
    case SideWager::KingsBounty:
        return "King's Bounty";
    case SideWager::TriLuxBonus:
        return "TriLux Bonus";
    case SideWager::Blazing7s:
        return "Blazing 7's";
    default:
        return "Side wager";
    }
}

// The checklist id the question's payout checks. 002's same-suit table is
// 000's but for one row, which has its own id.
std::string requirementOf(SideWager wager, const TableOffer &table, const SideWagerAward &award) {
    // 002 (p)(6)(ii)(D): six decks, Option 1, any two cards pays 2 to 1.
    if (wager == SideWager::SameSuit && table.regulation == Regulation::BlackjackTribal &&
        table.decks == 6 && table.sideWagerOptions.additional.sameSuitOption == 1 &&
        award.hand == "Any two cards") {
        return "BJ2-SETTLE-04";
    }
    switch (wager) {
    case SideWager::OverUnder13:
        return "BJ-SETTLE-15";
    case SideWager::SameSuit:
        return "BJ-SETTLE-16";
    case SideWager::Sevens:
        return "BJ-SETTLE-17";
    case SideWager::MatchTheDealer:
        return "BJ-SETTLE-35";
    case SideWager::TwentyPointBonus:
        return "BJ-SETTLE-38";
    case SideWager::InBetween:
        return "BJ-SETTLE-45";
    case SideWager::BusterBlackjack:
        return "BJ-SETTLE-47";
    case SideWager::TwentyOnePlusThree:
        return "BJ-SETTLE-51";
    case SideWager::KingsBounty:
        return "BJ-SETTLE-53";
    case SideWager::TriLuxBonus:
        return "BJ-SETTLE-54";
    case SideWager::Blazing7s:
        return "BJ-SETTLE-55";
    default:
        return {};
    }
}

// The rows of the pay table `table` chose, as the settlement pays them.
std::vector<PayTableRow> rowsOf(SideWager wager, const TableOffer &table) {
    using namespace blackjack;
    const auto &options = table.sideWagerOptions;
    switch (wager) {
    case SideWager::OverUnder13:
        return overUnder13PayTable();
    case SideWager::SameSuit:
        return sameSuitPayTable(table.decks, options.additional.sameSuitOption, table.regulation);
    case SideWager::Sevens:
        return sevensPayTable();
    case SideWager::MatchTheDealer:
        return matchTheDealerPayTable(table.decks);
    case SideWager::TwentyPointBonus:
        return twentyPointPayTable(options.twentyPoint.payTable);
    case SideWager::InBetween:
        return inBetweenPayTable(options.inBetween.payTable);
    case SideWager::BusterBlackjack:
        return busterPayTable(options.buster.payTable);
    case SideWager::TwentyOnePlusThree:
        return twentyOnePlusThreePayTable(options.twentyOnePlusThree.payTable);
    case SideWager::KingsBounty:
        return kingsBountyPayTable(options.kingsBounty.payTable);
    case SideWager::TriLuxBonus:
        return triLuxBonusPayTable(options.triLux.payTable);
    case SideWager::Blazing7s:
        return blazing7sPayTable(options.blazing7s.payTable);
    default:
        return {};
    }
}

// The other pay tables the text prints for `wager` at this table.
std::vector<TableOffer> otherTables(SideWager wager, const TableOffer &table) {
    std::vector<TableOffer> others;
    const auto with = [&others, &table](auto change) {
        TableOffer other = table;
        change(other.sideWagerOptions);
        others.push_back(other);
    };
    const auto &options = table.sideWagerOptions;
    const auto eachLetter = [&with](char current, char last, auto member) {
        for (char letter = 'A'; letter <= last; ++letter) {
            if (letter != current) {
                with([member, letter](blackjack::SideWagerOptions &o) { member(o) = letter; });
            }
        }
    };
    const auto eachNumber = [&with](int current, int last, auto member) {
        for (int number = 1; number <= last; ++number) {
            if (number != current) {
                with([member, number](blackjack::SideWagerOptions &o) { member(o) = number; });
            }
        }
    };
    switch (wager) {
    case SideWager::SameSuit:
        eachNumber(
            options.additional.sameSuitOption,
            blackjack::sameSuitOptionCount(table.decks, table.regulation),
            [](blackjack::SideWagerOptions &o) -> int & { return o.additional.sameSuitOption; });
        break;
    case SideWager::MatchTheDealer: {
        // §23(f) prints six and eight decks.
        TableOffer other = table;
        other.decks = table.decks == 8 ? 6 : 8;
        others.push_back(other);
        break;
    }
    case SideWager::TwentyPointBonus:
        eachLetter(options.twentyPoint.payTable, 'B',
                   [](blackjack::SideWagerOptions &o) -> char & { return o.twentyPoint.payTable; });
        break;
    case SideWager::InBetween:
        eachLetter(options.inBetween.payTable, 'D',
                   [](blackjack::SideWagerOptions &o) -> char & { return o.inBetween.payTable; });
        break;
    case SideWager::BusterBlackjack:
        eachLetter(options.buster.payTable, 'F',
                   [](blackjack::SideWagerOptions &o) -> char & { return o.buster.payTable; });
        break;
    case SideWager::TwentyOnePlusThree:
        eachLetter(
            options.twentyOnePlusThree.payTable, 'B',
            [](blackjack::SideWagerOptions &o) -> char & { return o.twentyOnePlusThree.payTable; });
        break;
    case SideWager::KingsBounty:
        eachNumber(options.kingsBounty.payTable, 2,
                   [](blackjack::SideWagerOptions &o) -> int & { return o.kingsBounty.payTable; });
        break;
    case SideWager::TriLuxBonus:
        eachNumber(options.triLux.payTable, 4,
                   [](blackjack::SideWagerOptions &o) -> int & { return o.triLux.payTable; });
        break;
    case SideWager::Blazing7s:
        eachNumber(options.blazing7s.payTable, 2,
                   [](blackjack::SideWagerOptions &o) -> int & { return o.blazing7s.payTable; });
        break;
    default:
        break;
    }
    return others;
}

std::optional<Odds> oddsOf(const SideWagerAward &award) {
    if (!award.wins()) {
        return std::nullopt;
    }
    if (const auto *odds = std::get_if<blackjack::PaysOdds>(&award.payment)) {
        return odds->odds;
    }
    return std::nullopt;
}

std::string rowName(SideWager wager, const std::string &hand) {
    return wager == SideWager::BusterBlackjack ? hand + " cards" : hand;
}

} // namespace

blackjack::TableOffer defaultDrillTable() {
    TableOffer table;
    table.decks = 6;
    table.sideWagerOptions.twentyOnePlusThree.payTable = 'B';
    return table;
}

std::optional<SideWager> sideWagerOf(PayoutSituation situation) {
    switch (situation) {
    case PayoutSituation::MatchTheDealer:
        return SideWager::MatchTheDealer;
    case PayoutSituation::TwentyOnePlusThree:
        return SideWager::TwentyOnePlusThree;
    case PayoutSituation::KingsBounty:
        return SideWager::KingsBounty;
    case PayoutSituation::OverUnder13:
        return SideWager::OverUnder13;
    case PayoutSituation::SameSuit:
        return SideWager::SameSuit;
    case PayoutSituation::Sevens:
        return SideWager::Sevens;
    case PayoutSituation::TwentyPointBonus:
        return SideWager::TwentyPointBonus;
    case PayoutSituation::InBetween:
        return SideWager::InBetween;
    case PayoutSituation::BusterBlackjack:
        return SideWager::BusterBlackjack;
    case PayoutSituation::TriLuxBonus:
        return SideWager::TriLuxBonus;
    case PayoutSituation::Blazing7s:
        return SideWager::Blazing7s;
    default:
        return std::nullopt;
    }
}

bool isSideWagerSituation(PayoutSituation situation) {
    return sideWagerOf(situation).has_value();
}

std::string payTableName(SideWager wager, const TableOffer &table) {
    const auto &options = table.sideWagerOptions;
    switch (wager) {
    case SideWager::SameSuit:
        return "Option " + std::to_string(options.additional.sameSuitOption) + " (" +
               blackjack::deckWords(table.decks) + ")";
    case SideWager::MatchTheDealer:
        return blackjack::deckWords(table.decks);
    case SideWager::TwentyPointBonus:
        return std::string("Paytable ") + options.twentyPoint.payTable;
    case SideWager::InBetween:
        return std::string("Table ") + options.inBetween.payTable;
    case SideWager::BusterBlackjack:
        return std::string("Paytable ") + options.buster.payTable;
    case SideWager::TwentyOnePlusThree:
        return std::string("Table ") + options.twentyOnePlusThree.payTable;
    case SideWager::KingsBounty:
        return "Table " + std::to_string(options.kingsBounty.payTable);
    case SideWager::TriLuxBonus:
        return "Paytable " + std::to_string(options.triLux.payTable);
    case SideWager::Blazing7s:
        return "pay table " + std::to_string(options.blazing7s.payTable);
    default:
        return {};
    }
}

std::optional<Money> fixedSideWagerAmount(PayoutSituation situation, const TableOffer &table) {
    switch (situation) {
    case PayoutSituation::OverUnder13:
    case PayoutSituation::SameSuit:
    case PayoutSituation::Sevens:
        // §17(a)(3)(i): "The additional wager shall be $1.00" (all three, checklist).
        return table.sideWagerOptions.additional.amount;
    default:
        return std::nullopt;
    }
}

void makeSideWagerQuestion(PayoutQuestion &question, const TableOffer &table,
                           std::uint64_t variant) {
    const auto wager = sideWagerOf(question.situation);
    if (!wager) {
        return;
    }
    const std::vector<Deal> deals = dealsOf(question.situation);
    if (deals.empty()) {
        return;
    }
    // The deal `variant` picks, or the next one that wins at odds here (a
    // meter share or a row this table does not pay is skipped).
    for (std::size_t tried = 0; tried < deals.size(); ++tried) {
        const Deal &deal = deals[(variant + tried) % deals.size()];
        const SideWagerAward award = deal.settle(table);
        const auto odds = oddsOf(award);
        if (!odds) {
            continue;
        }
        question.playerCards = deal.player;
        question.dealerCards = deal.dealer;
        question.odds = *odds;
        question.correct = blackjack::winnings(award, question.wager);
        question.citation = award.rule;
        question.requirement = requirementOf(*wager, table, award);
        // A wager with one pay table (over/under 13, sevens) names none.
        const std::string tableName = payTableName(*wager, table);
        question.caption = std::string(title(*wager)) +
                           (tableName.empty() ? std::string() : ", " + tableName) + ": " +
                           (deal.detail.empty() ? award.hand : deal.detail);
        question.tableMistakes.clear();
        // The neighbouring rows of the table (the row above, the row below).
        const auto rows = rowsOf(*wager, table);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i].hand != award.hand) {
                continue;
            }
            for (const std::size_t neighbour : {i - 1, i + 1}) {
                if (neighbour >= rows.size()) {
                    continue; // i - 1 wraps past the first row
                }
                if (const auto *at = std::get_if<blackjack::PaysOdds>(&rows[neighbour].payment)) {
                    if (const auto amount = payout(question.wager, at->odds)) {
                        addTableMistake(question, *amount,
                                        "paid the " + rowName(*wager, rows[neighbour].hand) +
                                            " row (" + at->odds.text() + "), not " +
                                            rowName(*wager, award.hand));
                    }
                }
            }
        }
        // The same cards paid from another table the text prints.
        for (const TableOffer &other : otherTables(*wager, table)) {
            const SideWagerAward there = deal.settle(other);
            if (const auto otherOdds = oddsOf(there)) {
                addTableMistake(question, blackjack::winnings(there, question.wager),
                                "paid " + otherOdds->text() + " from " +
                                    payTableName(*wager, other) + ": this table pays " +
                                    payTableName(*wager, table));
            }
        }
        return;
    }
}

} // namespace dt::drills

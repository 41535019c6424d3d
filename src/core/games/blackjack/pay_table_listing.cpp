#include "pay_table_listing.h"

#include "additional_wagers.h"
#include "blackjack_bonus.h"
#include "blazing_sevens.h"
#include "buster_blackjack.h"
#include "in_between.h"
#include "kings_bounty.h"
#include "match_the_dealer.h"
#include "optional_bonus.h"
#include "progressive_wagers.h"
#include "settlement.h"
#include "streak.h"
#include "trilux.h"
#include "twenty_one_plus_three.h"
#include "twenty_point_bonus.h"

#include <array>
#include <cctype>
#include <string_view>
#include <utility>

namespace dt::blackjack {

namespace {

// "the sevens wager" -> "Sevens wager"; "multiple action blackjack" ->
// "Multiple action blackjack"; "the Buster Blackjack wager" unchanged but
// for the article.
std::string titleOf(SideWager wager) {
    std::string title(name(wager));
    constexpr std::string_view article = "the ";
    if (title.starts_with(article)) {
        title.erase(0, article.size());
    }
    if (!title.empty()) {
        title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    }
    return title;
}

std::vector<PlacardRow> placardRows(const std::vector<PayTableRow> &rows) {
    std::vector<PlacardRow> out;
    out.reserve(rows.size());
    for (const PayTableRow &row : rows) {
        out.push_back(PlacardRow{row.hand, payText(row.payment), row.payment});
    }
    return out;
}

// §17(e)(2) prints "2.5 to 1" where the settlement keeps 5 to 2.
std::string decimalToOne(const Odds &odds) {
    if (odds.stake == 2 && odds.win % 2 == 1) {
        return std::to_string(odds.win / 2) + ".5 to 1";
    }
    return odds.text();
}

// §17(e)(2)(i)-(v) / 002 (p)(6)(ii)(A)-(E): the table of each deck count.
std::string sameSuitSection(int decks, Regulation regulation) {
    // Whole sections, so each can be checked against the text.
    constexpr std::array<std::pair<int, std::string_view>, 5> blackjack = {{{1, "17(e)(2)(i)"},
                                                                            {2, "17(e)(2)(ii)"},
                                                                            {4, "17(e)(2)(iii)"},
                                                                            {6, "17(e)(2)(iv)"},
                                                                            {8, "17(e)(2)(v)"}}};
    constexpr std::array<std::pair<int, std::string_view>, 5> tribal = {{{1, "(p)(6)(ii)(A)"},
                                                                         {2, "(p)(6)(ii)(B)"},
                                                                         {4, "(p)(6)(ii)(C)"},
                                                                         {6, "(p)(6)(ii)(D)"},
                                                                         {8, "(p)(6)(ii)(E)"}}};
    const bool isTribal = regulation == Regulation::BlackjackTribal;
    for (const auto &[count, section] : isTribal ? tribal : blackjack) {
        if (count == decks) {
            return std::string(section);
        }
    }
    return isTribal ? "(p)(6)(ii)" : "17(e)(2)";
}

std::string_view super4StaxTableName(Super4StaxPayTable table) {
    switch (table) {
    case Super4StaxPayTable::ThreeLevel:
        return "Paytable 1 - 3 Level Progressive";
    case Super4StaxPayTable::FourLevel:
        return "Paytable 2 - 4 Level Progressive";
    case Super4StaxPayTable::FiveLevel:
        return "Paytable 3 - 5 Level Progressive";
    case Super4StaxPayTable::UpdatedEightDeck:
        return "Standard Pay (eight decks)";
    case Super4StaxPayTable::UpdatedEightDeckEnvy:
        return "Envy Pay (eight decks)";
    }
    return "";
}

std::string_view meterName(Super4StaxMeter meter) {
    switch (meter) {
    case Super4StaxMeter::Star:
        return "Star Progressive";
    case Super4StaxMeter::Spade:
        return "Spade Progressive";
    case Super4StaxMeter::Heart:
        return "Heart Progressive";
    case Super4StaxMeter::Diamond:
        return "Diamond Progressive";
    case Super4StaxMeter::Club:
        return "Club Progressive";
    case Super4StaxMeter::Progressive:
        return "Progressive";
    case Super4StaxMeter::None:
        break;
    }
    return "";
}

// "100% Spade Progressive" for a meter row, the amount for a dollar row.
std::string super4StaxPays(const Super4StaxRow &row) {
    const auto *share = std::get_if<PaysMeterShare>(&row.payment);
    if (!share || row.meter == Super4StaxMeter::None) {
        return payText(row.payment);
    }
    std::string text = payText(row.payment);
    const std::string_view suffix = " of meter";
    if (text.ends_with(suffix)) {
        text.erase(text.size() - suffix.size());
    }
    return text + " " + std::string(meterName(row.meter));
}

void fill(PayTablePlacard &placard, const TableOffer &offer) {
    const SideWagerOptions &options = offer.sideWagerOptions;
    const Regulation regulation = offer.regulation;
    const auto cite = [&](std::string_view blackjack, std::string_view tribal = {}) {
        placard.citation = tribal.empty() ? blackjackSection(std::string(blackjack))
                                          : offerCitation(regulation, blackjack, tribal);
    };
    const auto letter = [](std::string_view word, char table) {
        return std::string(word) + " " + std::string(1, table);
    };
    const auto number = [](std::string_view word, int table) {
        return std::string(word) + " " + std::to_string(table);
    };
    switch (placard.wager) {
    case SideWager::OverUnder13:
        cite("17(e)(1)", "(p)(6)(i)");
        placard.rows = placardRows(overUnder13PayTable());
        placard.notes = {"A total of exactly 13 loses", "Aces count one"};
        return;
    case SideWager::SameSuit: {
        const int option = options.additional.sameSuitOption;
        placard.citation = Citation{regulation, sameSuitSection(offer.decks, regulation)};
        placard.table = "Option " + std::to_string(option) + " (" + deckWords(offer.decks) + ")";
        for (const PayTableRow &row : sameSuitPayTable(offer.decks, option, regulation)) {
            const auto &odds = std::get<PaysOdds>(row.payment).odds;
            placard.rows.push_back(PlacardRow{row.hand, decimalToOne(odds), row.payment});
        }
        placard.notes = {"Initial two cards of the same suit"};
        return;
    }
    case SideWager::Sevens:
        cite("17(e)(3)", "(p)(6)(iii)");
        placard.rows = placardRows(sevensPayTable());
        placard.notes = {"Only the highest winning payout",
                         options.additional.sevensOneSeven == SevensOneSeven::FirstCard
                             ? "One seven: the first card dealt to the player"
                             : "One seven: either of the initial two cards"};
        return;
    case SideWager::MultipleAction: {
        cite("18(f)", "(q)(6)");
        const PayoutRules rules = payoutRules(offer);
        placard.rows = {
            PlacardRow{"Blackjack", payText(PaysOdds{rules.blackjack}), PaysOdds{rules.blackjack}},
            PlacardRow{"Winning hand", payText(PaysOdds{Odds{1, 1}}), PaysOdds{Odds{1, 1}}}};
        placard.notes = {"One wager against each of the dealer's " +
                         std::to_string(offer.multipleActionWagers) + " hands"};
        return;
    }
    case SideWager::Progressive:
        cite("19(c)", "(r)(3)");
        placard.rows = placardRows(progressivePayTable(regulation));
        placard.notes = {"Only the highest hand", "Four-ace winners share the meter equally"};
        return;
    case SideWager::Super4Stax: {
        const Super4StaxPayTable table = options.super4Stax.payTable;
        const bool updated = table == Super4StaxPayTable::UpdatedEightDeck ||
                             table == Super4StaxPayTable::UpdatedEightDeckEnvy;
        cite(updated ? "19(n)" : "19(k)");
        placard.table = std::string(super4StaxTableName(table));
        for (const Super4StaxRow &row : super4StaxPayTable(table)) {
            placard.rows.push_back(
                PlacardRow{std::string(row.printed), super4StaxPays(row), row.payment});
        }
        if (table == Super4StaxPayTable::UpdatedEightDeckEnvy) {
            // §19(n) "Envy Pay" column, beside the Standard Pay rows.
            for (const Super4StaxRow &row : super4StaxPayTable(table)) {
                if (const std::optional<Money> envy = super4StaxEnvyPay(row.hand)) {
                    placard.rows.push_back(PlacardRow{"Envy, " + std::string(row.printed),
                                                      payText(PaysAmount{*envy}),
                                                      PaysAmount{*envy}});
                }
            }
        }
        placard.notes = {"Chosen suit: " + std::string(suitName(options.super4Stax.chosenSuit))};
        return;
    }
    case SideWager::BlackjackBonus:
        cite("20(j)", "(s)(10)");
        placard.rows = placardRows(blackjackBonusPayTable(options.blackjackBonus));
        placard.notes = {"Paid whatever the dealer holds"};
        return;
    case SideWager::Streak:
        cite("22(j)", "(t)(10)");
        placard.rows = placardRows(streakPayTable(regulation));
        return;
    case SideWager::MatchTheDealer:
        cite("23(f)");
        placard.table = offer.decks == 8 ? "Eight-deck blackjack" : "Six-deck blackjack";
        placard.rows = placardRows(matchTheDealerPayTable(offer.decks));
        placard.notes = {"Paid for each card matching the dealer's initial card"};
        return;
    case SideWager::TwentyPointBonus:
        cite("24(f)");
        placard.table = letter("Paytable", options.twentyPoint.payTable);
        placard.rows = placardRows(twentyPointPayTable(options.twentyPoint.payTable));
        placard.notes = {"Paid once, for the highest qualifying hand"};
        if (options.twentyPoint.aggregateCap > Money()) {
            // §24(h): the limit and its proportionate sharing are posted.
            placard.notes.push_back("Queen of hearts pair and dealer blackjack: at most " +
                                    payText(PaysAmount{options.twentyPoint.aggregateCap}) +
                                    " in all per round, shared in proportion to the wagers");
        }
        return;
    case SideWager::OptionalBonus:
        cite("25(e)");
        placard.table = "Dealer's third card value";
        placard.rows = placardRows(optionalBonusPayTable());
        placard.notes = {"The dealer's third card busts the hand"};
        return;
    case SideWager::InBetween:
        cite("26(f)");
        placard.table = letter("Table", options.inBetween.payTable);
        placard.rows = placardRows(inBetweenPayTable(options.inBetween.payTable));
        return;
    case SideWager::BusterBlackjack: {
        cite("27(g)");
        placard.table = letter("Paytable", options.buster.payTable);
        for (PlacardRow row : placardRows(busterPayTable(options.buster.payTable))) {
            row.hand += " cards";
            placard.rows.push_back(std::move(row));
        }
        const int bonus = options.buster.freeBonusTable;
        for (PlacardRow row : placardRows(busterFreeBonusPayTable(bonus))) {
            row.hand = "Free Bonus, " + row.hand + " cards";
            placard.rows.push_back(std::move(row));
        }
        placard.notes = {"Cards in the dealer's busted hand"};
        if (bonus != 0) {
            placard.notes.push_back("Free Bonus (Paytable B" + std::to_string(bonus) +
                                    "): player blackjack, Buster wager $5.00 or more");
        }
        return;
    }
    case SideWager::TwentyOnePlusThree:
        cite("28(f)");
        placard.table = letter("Table", options.twentyOnePlusThree.payTable);
        placard.rows = placardRows(twentyOnePlusThreePayTable(options.twentyOnePlusThree.payTable));
        placard.notes = {"Only the highest ranking hand"};
        return;
    case SideWager::KingsBounty:
        cite("29(h)");
        placard.table = number("Table", options.kingsBounty.payTable);
        placard.rows = placardRows(kingsBountyPayTable(options.kingsBounty.payTable));
        return;
    case SideWager::TriLuxBonus:
        cite("30(c)");
        placard.table = number("Paytable", options.triLux.payTable);
        placard.rows = placardRows(triLuxBonusPayTable(options.triLux.payTable));
        return;
    case SideWager::TriLuxSuper3:
        cite("30(b)");
        placard.table = "SUP-01";
        placard.rows = placardRows(triLuxSuper3PayTable());
        placard.notes = {"One printed row is illegible and is not paid"};
        return;
    case SideWager::LuckyGeorge:
        cite("30(c)");
        placard.table = number("Paytable", options.triLux.payTable);
        placard.rows = placardRows(luckyGeorgePayTable(options.triLux.payTable));
        placard.notes = {"Fixed dollar pays"};
        return;
    case SideWager::Blazing7s:
        cite("31(d)");
        placard.table = number("Pay table", options.blazing7s.payTable);
        // §31(d) prints "X for 1": the return with the wager.
        for (const PayTableRow &row : blazing7sPayTable(options.blazing7s.payTable)) {
            std::string pays = payText(row.payment);
            if (const auto *odds = std::get_if<PaysOdds>(&row.payment)) {
                pays = std::to_string(odds->odds.win + odds->odds.stake) + " for " +
                       std::to_string(odds->odds.stake);
            }
            placard.rows.push_back(PlacardRow{row.hand, pays, row.payment});
        }
        placard.notes = {"Percentages of the progressive meter"};
        return;
    }
}

} // namespace

std::string deckWords(int decks) {
    switch (decks) {
    case 1:
        return "single deck"; // §17(e)(2)(i): "Single Deck Blackjack Tables"
    case 2:
        return "two decks";
    case 4:
        return "four decks";
    case 6:
        return "six decks";
    case 8:
        return "eight decks";
    default:
        return std::to_string(decks) + " decks";
    }
}

std::string payText(const Payment &payment) {
    if (const auto *odds = std::get_if<PaysOdds>(&payment)) {
        return odds->odds.text();
    }
    if (const auto *amount = std::get_if<PaysAmount>(&payment)) {
        // "$1,000.00", as the text prints the fixed pays.
        const std::int64_t cents = amount->amount.inCents();
        std::string whole = std::to_string(cents / 100);
        for (int at = static_cast<int>(whole.size()) - 3; at > 0; at -= 3) {
            whole.insert(static_cast<std::size_t>(at), ",");
        }
        const std::int64_t rest = cents % 100;
        return "$" + whole + "." + (rest < 10 ? "0" : "") + std::to_string(rest);
    }
    const auto &share = std::get<PaysMeterShare>(payment);
    if (share.denominator > 0 && (share.numerator * 100) % share.denominator == 0) {
        return std::to_string(share.numerator * 100 / share.denominator) + "% of meter";
    }
    return std::to_string(share.numerator) + "/" + std::to_string(share.denominator) + " of meter";
}

PayTablePlacard payTablePlacard(const TableOffer &offer, SideWager wager) {
    PayTablePlacard placard;
    placard.wager = wager;
    placard.title = titleOf(wager);
    fill(placard, offer);
    return placard;
}

std::vector<PayTablePlacard> payTablePlacards(const TableOffer &offer) {
    std::vector<PayTablePlacard> placards;
    for (const SideWager wager : kAllSideWagers) {
        if (offer.sideWagers.contains(wager)) {
            placards.push_back(payTablePlacard(offer, wager));
        }
    }
    return placards;
}

} // namespace dt::blackjack

#pragma once

#include "pay_table_row.h"
#include "side_wager.h"
#include "table_offer.h"

#include <core/citation.h>
#include <string>
#include <vector>

namespace dt::blackjack {

// The placards of a blackjack table: one per side wager the table offers,
// showing the pay table the licensee chose (TableOffer::sideWagerOptions and
// the deck count), as the regulation requires it posted at the table
// ("posted at the table pursuant to 205 CMR 147.03", §24(f), §28(f), §29(h)).
// The rows come from the functions the settlement pays from (the
// *PayTable() functions of each wager's header), so a placard cannot
// disagree with a payout.

// One line of a placard: what wins and what it pays.
struct PlacardRow {
    std::string hand; // as the text prints it: "Three sevens of the same suit"
    std::string pays; // as a placard shows it: "5000 to 1", "$2,500.00", "100% of meter"
    Payment payment;  // the settlement's payment
    friend bool operator==(const PlacardRow &, const PlacardRow &) = default;
};

struct PayTablePlacard {
    SideWager wager = SideWager::OverUnder13;
    // The wager as the text names it, capitalised for a sign: "Sevens wager",
    // "King's bounty sidebet", "21+3 wager".
    std::string title;
    // The pay table chosen among those the text prints: "Option 2 (six
    // decks)", "Paytable B", "Table 1"; empty when the text prints one.
    std::string table;
    // The section that prints the pay table, under the table's regulation:
    // "Blackjack §17(e)(3)", "Blackjack (tribal) (p)(6)(iii)".
    Citation citation;
    // Rows in the order the text prints them (highest first where it ranks).
    std::vector<PlacardRow> rows;
    // Short lines under the rows ("Highest winning payout only", the §24(h)
    // aggregate limit, ...).
    std::vector<std::string> notes;
};

// The deck count as a pay table's name reads it: "single deck", "six decks"
// (the placards and the payout drills' captions).
std::string deckWords(int decks);

// How a placard shows a payment: odds "500 to 1"; a fixed amount
// "$1,000.00"; a meter share "100% of meter" (1/N as a percentage, or
// "1/3 of meter" when it is not a whole one).
std::string payText(const Payment &payment);

// The placard of `wager` at `offer` (whether or not the offer lists it);
// rows empty when the chosen option has no printed table (an offer that
// validate() refuses).
PayTablePlacard payTablePlacard(const TableOffer &offer, SideWager wager);

// One placard per wager of offer.sideWagers, in the order of kAllSideWagers
// (the order of the sections).
std::vector<PayTablePlacard> payTablePlacards(const TableOffer &offer);

} // namespace dt::blackjack

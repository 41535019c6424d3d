#pragma once

#include "../games/blackjack/side_wager.h"
#include "../games/blackjack/table_offer.h"
#include "payout_drill.h"

#include <cstdint>
#include <optional>
#include <string>

namespace dt::drills {

// The side-wager situations of a payout drill: a winning side wager paid
// from the pay table the table chose (TableOffer::sideWagerOptions and its
// deck count, as docs/table-config.md names them), every amount and citation
// from that wager's settlement code, never retyped here. Each question names
// its likely mistakes: the neighbouring rows of the pay table and the same
// hand paid from another table the text prints.

// The table a drill pays from when its lesson names none
// (docs/lesson-format.md "drill.table"): six decks, 21+3 Table B, every
// other wager its first printed table.
blackjack::TableOffer defaultDrillTable();

// The side wager a situation pays; nothing for a main-wager situation.
std::optional<blackjack::SideWager> sideWagerOf(PayoutSituation situation);
bool isSideWagerSituation(PayoutSituation situation);

// "Table B", "Option 2 (six decks)", "Paytable 3", "six decks": the pay
// table of `wager` that `table` chose, as a caption names it.
std::string payTableName(blackjack::SideWager wager, const blackjack::TableOffer &table);

// §17(a)(3)(i): the over/under 13, same suit and sevens wagers are one fixed
// amount (the table's sideWagers.<wager>.amount, $1.00); nothing for a
// wager of any size.
std::optional<Money> fixedSideWagerAmount(PayoutSituation situation,
                                          const blackjack::TableOffer &table);

// Fills `question` (situation, wagerChips and wager already set) for a
// side-wager situation: cards of one winning pay-table row chosen by
// `variant`, the odds, the correct winnings, citation, requirement, caption
// and tableMistakes. Only rows paid at odds are dealt (a progressive meter
// share or a fixed amount is not a chip-level payout).
void makeSideWagerQuestion(PayoutQuestion &question, const blackjack::TableOffer &table,
                           std::uint64_t variant);

} // namespace dt::drills

#pragma once

#include <optional>
#include <vector>

namespace dt::baccarat {

// Baccarat §7 and §14: who holds the dealing shoe, part of the table's state
// across coups (TableState::curatorship); the procedure is curator.h.
struct Curatorship {
    // The curator's seat; 0 when no player holds the shoe and the dealer
    // calling the game deals (§7(d)(2), or a table whose dealer always deals);
    // none while the shoe is to be offered.
    std::optional<int> curator;
    // §7(d)(1): the curator designated the dealer calling the game to deal.
    bool dealerDeals = false;
    // The seats that refused the shoe in this round of offers.
    std::vector<int> refused;
    // §14(b): the curator who passed the shoe (0: none, the offers start at
    // seat 1, §7(b)).
    int passedBy = 0;
    // The shoe has been offered to this seat and the answer is awaited.
    std::optional<int> offeredTo;
    // §14(a)(2): the curator unreasonably delays the game; the dealer
    // calling the game orders the shoe passed before the next coup.
    bool delaysGame = false;

    friend bool operator==(const Curatorship &, const Curatorship &) = default;
};

} // namespace dt::baccarat

#pragma once

#include "../../money.h"
#include "outcome.h"
#include "table_rules.h"

#include <span>
#include <string>
#include <string_view>

namespace dt::baccarat {

// The wagers of §8(a) / Midi §7(a). The Dragon Bonus is placed on the
// Player's Hand or the Banker's Hand, or both (§8(a)(4)): two wagers.
enum class Wager {
    Player,            // §8(a)(2)
    Banker,            // §8(a)(1)
    Tie,               // §8(a)(3)
    DragonBonusPlayer, // §8(a)(4) on the Player's Hand
    DragonBonusBanker, // §8(a)(4) on the Banker's Hand
    Dragon7,           // §8(a)(5), EZ tables
    Panda8,            // §8(a)(6), EZ tables
    HouseMoney,        // §8(a)(7)
};

std::span<const Wager> allWagers();
std::string_view name(Wager wager); // "Banker", "Dragon Bonus on the Player's Hand"
std::string_view key(Wager wager);  // "banker", "dragonBonusPlayer" (JSON)
// The section defining the wager in the table's game: Baccarat §8(a)(1).
Citation wagerSection(Game game, Wager wager);
// Whether the table takes the wager (§8(a)(4)-(7): only if offered; the
// insurance wagers only at EZ tables).
bool offered(const TableRules &rules, Wager wager);

enum class Decision { Win, Lose, Push };
std::string_view name(Decision decision); // "wins", "loses", "pushes"

// How a wager is decided by a round, and at what odds a win is paid.
struct WagerDecision {
    Decision decision = Decision::Lose;
    Odds odds;               // a win's odds (§13); 1 to 1 otherwise, unused
    bool vigorish = false;   // a Banker win at a table that extracts vigorish (§13(c))
    Citation citation;       // the rule deciding it (§8(a)...)
    Citation payCitation;    // a win's pay rule (§13...); the decision's citation otherwise
    std::string reason = {}; // "win by 7 points", "natural winner", "Dragon 7", "both pairs"
};

// §8(a) and §13 / Midi §7(a) and §12, with the table's options: EZ Baccarat
// (a Banker Dragon 7 pushes, no vigorish), the Dragon Bonus pay table, the
// Tie odds.
WagerDecision decide(const TableRules &rules, Wager wager, const CoupSummary &coup);

// §13(c): 5% of the amount won, rounded up to 25 cents or the next higher
// multiple of 25 cents when the table does so; otherwise exact, a fraction
// of a cent rounded up. Zero at an EZ table.
Money vigorishOn(const TableRules &rules, Money winnings);

// A wager of `amount` settled: what is paid and the vigorish owed on it.
struct WagerSettlement {
    WagerDecision decision;
    Money winnings; // paid on top of the wager returned; zero unless it wins
    Money vigorish; // owed on a Banker win (collected or marked, §13(d))
};
// Winnings at odds that do not come to whole cents (a Tie paid at 17 to 2 on
// $0.25) are rounded down to the cent.
WagerSettlement settle(const TableRules &rules, Wager wager, Money amount, const CoupSummary &coup);

// §9(e)(1)(i) / Midi §8(c)(3)(i)(A): the part of a winning House Money
// payout that rides on the player's Player or Banker wager when the player
// elects it: all of it, or the table's portion rounded down to the cent (the
// rest is handed to the player, §9(e)(1)(ii)).
Money houseMoneyRide(const TableRules &rules, Money payout);

} // namespace dt::baccarat

#pragma once

#include "citation.h"
#include "shuffle_option.h"
#include "table_game.h"

#include <optional>
#include <string>
#include <vector>

namespace dt {

// Who performs a recut the supervisor requires (a licensee option:
// Blackjack §5(g), Blackjack (tribal) (e)(7)).
enum class RecutBy { LastCutter, NextEntitled };

// The table as the licensee configured it, for the phase built so far.
struct TableConfig {
    // Which regulation governs the table: Regulation::Blackjack (000) or
    // Regulation::BlackjackTribal (002).
    Regulation regulation = Regulation::Blackjack;
    // The game the table deals: blackjack under 000 and 002; the compendium
    // (004) names one of its games (validate() says which are built).
    TableGame game = TableGame::Blackjack;
    int decks = 6;
    int boxes = 7;
    RecutBy recutBy = RecutBy::NextEntitled;
    // Blackjack §5(l): a licensee using a manual shuffle incorporates plug,
    // riffle, turn, strip and cut; when set, each step is graded.
    bool manualShuffleSteps = true;
    // §5(d) places the cut card "at least approximately one-quarter" from the
    // back. The text does not say how approximate; this is how many cards
    // short of an exact quarter are still accepted. -1 means one twentieth of
    // the stack (15 cards in a six-deck shoe).
    int cutCardTolerance = -1;
    // The licensee's shuffle where the text offers several (Baccarat
    // §5(a)-(b)); empty where it prescribes one, or takes its first option.
    std::optional<ShuffleOption> shuffleOption;

    int cardCount() const { return decks * 52; }
    friend bool operator==(const TableConfig &, const TableConfig &) = default;
};

struct ConfigProblem {
    std::string field; // lesson-file key under "table", e.g. "decks"
    std::string message;
};

// What the regulation forbids in this configuration, each with the section:
// the checks of the game the table deals (validateTable(), referee_for.h).
std::vector<ConfigProblem> validate(const TableConfig &config);

// Smallest number of cards that must lie behind the inserted cut card, "at
// least approximately one-quarter" from the back (Blackjack §5(d)).
int minimumCardsBehindCutCard(const TableConfig &config);

} // namespace dt

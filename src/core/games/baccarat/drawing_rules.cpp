#include "drawing_rules.h"

namespace dt::baccarat {

namespace {

bool natural(int point) {
    return point >= 8; // §1: a first-two-card count of 8 or 9
}

// Table 1, banker totals 3 to 6: whether the Banker's Hand draws after the
// Player's third card of `value`.
bool tableOneDraws(int bankerPoint, int value) {
    switch (bankerPoint) {
    case 3:
        return value != 8; // "draws unless Player's third card is 8"
    case 4:
        return value >= 2 && value <= 7; // "2-7"
    case 5:
        return value >= 4 && value <= 7; // "4 – 7"
    case 6:
        return value >= 6 && value <= 7; // "6 – 7"
    default:
        return false;
    }
}

} // namespace

DrawDecision playerDraws(Game game, int playerPoint, int bankerPoint) {
    if (natural(playerPoint) || natural(bankerPoint)) {
        return {false, sectionFor(game, "11(a)", "10(a)")};
    }
    if (playerPoint < 6) {
        return {true, sectionFor(game, "11(b)(1)", "10(b)(1)")};
    }
    return {false, sectionFor(game, "11(b)(2)", "10(b)(2)")};
}

DrawDecision bankerDraws(Game game, int playerPoint, int bankerPoint,
                         std::optional<int> playerThirdCardValue) {
    if (natural(playerPoint) || natural(bankerPoint)) {
        return {false, sectionFor(game, "11(a)", "10(a)")};
    }
    if (!playerThirdCardValue) {
        // §11(c)(1): the Player's Hand stood; the Banker draws on 5 or less.
        return {bankerPoint <= 5, sectionFor(game, "11(c)(1)", "10(c)(1)")};
    }
    if (bankerPoint < 3) {
        return {true, sectionFor(game, "11(c)(2)(i)", "10(c)(2)(i)")};
    }
    if (bankerPoint == 7) {
        return {false, sectionFor(game, "11(c)(2)(ii)", "10(c)(2)(ii)")};
    }
    return {tableOneDraws(bankerPoint, *playerThirdCardValue),
            sectionFor(game, "11(c)(2)(iii) Table 1", "10(c)(2)(iii) Table 1")};
}

} // namespace dt::baccarat

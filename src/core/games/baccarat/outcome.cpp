#include "outcome.h"

namespace dt::baccarat {

std::string_view name(Winner winner) {
    switch (winner) {
    case Winner::Player:
        return "Player";
    case Winner::Banker:
        return "Banker";
    case Winner::Tie:
        break;
    }
    return "Tie";
}

Winner winnerOf(const CoupSummary &coup) {
    if (coup.playerPoint > coup.bankerPoint) {
        return Winner::Player;
    }
    if (coup.bankerPoint > coup.playerPoint) {
        return Winner::Banker;
    }
    return Winner::Tie;
}

bool playerNatural(const CoupSummary &coup) {
    return coup.playerCards == 2 && coup.playerPoint >= 8;
}

bool bankerNatural(const CoupSummary &coup) {
    return coup.bankerCards == 2 && coup.bankerPoint >= 8;
}

bool isDragon7(const CoupSummary &coup) {
    return coup.bankerCards == 3 && coup.bankerPoint == 7 && coup.playerPoint < 7;
}

bool isPanda8(const CoupSummary &coup) {
    return coup.playerCards == 3 && coup.playerPoint == 8 && coup.bankerPoint < 8;
}

} // namespace dt::baccarat

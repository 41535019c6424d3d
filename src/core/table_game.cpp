#include "table_game.h"

#include <array>
#include <utility>

namespace dt {

namespace {
struct Names {
    TableGame game;
    std::string_view key;
    std::string_view title;
};
constexpr std::array<Names, 3> kGames = {{
    {TableGame::Blackjack, "blackjack", "Blackjack"},
    {TableGame::Baccarat, "baccarat", "Baccarat"},
    {TableGame::MidiBaccarat, "midi-baccarat", "Midi Baccarat"},
}};
} // namespace

std::string_view tableGameKey(TableGame game) {
    for (const Names &names : kGames) {
        if (names.game == game) {
            return names.key;
        }
    }
    return "blackjack";
}

std::optional<TableGame> tableGameFromKey(std::string_view key) {
    for (const Names &names : kGames) {
        if (names.key == key) {
            return names.game;
        }
    }
    return std::nullopt;
}

std::string_view tableGameTitle(TableGame game) {
    for (const Names &names : kGames) {
        if (names.game == game) {
            return names.title;
        }
    }
    return "Blackjack";
}

} // namespace dt

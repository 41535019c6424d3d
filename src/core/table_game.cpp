#include "table_game.h"

#include <array>
#include <utility>

namespace dt {

namespace {
constexpr std::array<std::pair<TableGame, std::string_view>, 3> kGames = {{
    {TableGame::Blackjack, "blackjack"},
    {TableGame::Baccarat, "baccarat"},
    {TableGame::MidiBaccarat, "midi-baccarat"},
}};
} // namespace

std::string_view tableGameKey(TableGame game) {
    for (const auto &[value, key] : kGames) {
        if (value == game) {
            return key;
        }
    }
    return "blackjack";
}

std::optional<TableGame> tableGameFromKey(std::string_view key) {
    for (const auto &[value, name] : kGames) {
        if (name == key) {
            return value;
        }
    }
    return std::nullopt;
}

} // namespace dt

#pragma once

#include <optional>
#include <string_view>

namespace dt {

// Which game a table deals. A regulation of one game (000, 002) deals
// blackjack; the compendium (004) holds several games, so its table names one.
enum class TableGame { Blackjack, Baccarat, MidiBaccarat };

// The lesson file's key: "blackjack", "baccarat", "midi-baccarat".
std::string_view tableGameKey(TableGame game);
std::optional<TableGame> tableGameFromKey(std::string_view key);
// The game's name in sentences and citations: "Blackjack", "Midi Baccarat".
std::string_view tableGameTitle(TableGame game);

} // namespace dt

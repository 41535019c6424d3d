#include "referee_for.h"

#include "games/baccarat/baccarat_shoe_rules.h"
#include "games/baccarat/coup_referee.h"
#include "games/blackjack/blackjack_shoe_rules.h"
#include "games/blackjack/round_referee.h"
#include "phased_referee.h"
#include "shoe_preparation_referee.h"

#include <set>

namespace dt {

namespace {
ShoeRules blackjackShoeRules(const TableConfig &config) {
    return blackjack::shoeRules(config.regulation);
}

constexpr ShoeGame kShoeGames[] = {
    {Regulation::Blackjack, TableGame::Blackjack, &blackjackShoeRules, &blackjack::validateTable},
    {Regulation::BlackjackTribal, TableGame::Blackjack, &blackjackShoeRules,
     &blackjack::validateTable},
    {Regulation::Compendium, TableGame::Baccarat, &baccarat::shoeRules,
     &baccarat::validateShoeTable},
    {Regulation::Compendium, TableGame::MidiBaccarat, &baccarat::shoeRules,
     &baccarat::validateShoeTable},
};

const ShoeGame *shoeGameFor(const TableConfig &config) {
    for (const ShoeGame &row : kShoeGames) {
        if (row.regulation == config.regulation && row.game == config.game) {
            return &row;
        }
    }
    return nullptr;
}

// "\"baccarat\" or \"midi-baccarat\"": the games built for `regulation`.
std::string gamesOf(Regulation regulation) {
    std::string games;
    for (const ShoeGame &row : kShoeGames) {
        if (row.regulation == regulation) {
            games += (games.empty() ? "\"" : " or \"") + std::string(tableGameKey(row.game)) + "\"";
        }
    }
    return games;
}
} // namespace

std::optional<ShoeRules> shoeRulesFor(const TableConfig &config) {
    const ShoeGame *game = shoeGameFor(config);
    return game == nullptr ? std::nullopt : std::optional(game->shoeRules(config));
}

std::vector<ConfigProblem> validateTable(const TableConfig &config, const Scenario *scenario) {
    if (const ShoeGame *game = shoeGameFor(config)) {
        return game->validate(config, game->shoeRules(config), scenario);
    }
    const std::string dealt = gamesOf(config.regulation);
    if (dealt.empty()) {
        std::string regulations;
        for (const ShoeGame &row : kShoeGames) {
            const std::string key = "\"" + std::string(regulationKey(row.regulation)) + "\"";
            if (regulations.find(key) == std::string::npos) {
                regulations += (regulations.empty() ? "" : ", ") + key;
            }
        }
        return {{"rules", "only " + regulations + " tables can be configured so far"}};
    }
    std::string message = "a \"" + std::string(regulationKey(config.regulation)) +
                          "\" table deals " + dealt + ": \"" +
                          std::string(tableGameKey(config.game)) + "\"";
    std::string regulations;
    std::string_view first;
    for (const ShoeGame &row : kShoeGames) {
        if (row.game == config.game) {
            first = first.empty() ? regulationKey(row.regulation) : first;
            regulations +=
                (regulations.empty() ? "" : " or ") + std::string(regulationKey(row.regulation));
        }
    }
    message += regulations.empty() ? " is not built yet"
                                   : " is a game of the " + regulations + " rules (\"rules\": \"" +
                                         std::string(first) + "\")";
    return {{"game", message}};
}

std::shared_ptr<const Referee> refereeFor(const TableConfig &config) {
    if (const ShoeGame *game = shoeGameFor(config)) {
        return std::make_shared<ShoePreparationReferee>(game->shoeRules(config));
    }
    return nullptr;
}

} // namespace dt

namespace dt {

std::shared_ptr<const Referee> refereeFor(const Scenario &scenario) {
    auto preparation = refereeFor(scenario.table);
    if (const auto *baccarat = std::get_if<baccarat::TableRules>(&scenario.rules)) {
        // The shoe's preparation (Baccarat §5), then the coup; the coup alone
        // where no preparation is built for the table's regulation.
        auto coup = std::make_shared<baccarat::CoupReferee>(*baccarat);
        if (preparation == nullptr) {
            return coup;
        }
        return std::make_shared<PhasedReferee>(
            std::vector<std::shared_ptr<const Referee>>{preparation, coup});
    }
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    // The round follows the table's regulation: 000 (§6(h), the hole card of
    // §6(j) with or without a card reader, §6(k)) or 002 (its (f)(5)(iv)).
    if (preparation == nullptr || rules == nullptr) {
        return preparation;
    }
    std::set<int> faceDownDoubles; // §10(c): the players who ask for it
    for (const auto &player : scenario.players) {
        if (player.doubleCardFaceDown) {
            faceDownDoubles.insert(player.seat);
        }
    }
    // When the cut card comes out in the round, its last pick-up hands the
    // table back to the shoe's preparation (the first phase not complete).
    return std::make_shared<PhasedReferee>(std::vector<std::shared_ptr<const Referee>>{
        preparation, std::make_shared<blackjack::RoundReferee>(*rules, faceDownDoubles)});
}

} // namespace dt

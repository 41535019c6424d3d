#pragma once

#include "referee.h"
#include "scenario.h"
#include "shoe_rules.h"
#include "table_config.h"

#include <memory>
#include <optional>
#include <vector>

namespace dt {

// A shoe game a table can deal, one row per game built (referee_for.cpp):
// the regulation and game the table names, the rules of preparing its shoe,
// and what its text forbids in such a table (with the lesson's scenario when
// there is one, whose round may allow what a bare table may not). Adding a
// game adds a row here, not special cases in the shared code.
struct ShoeGame {
    Regulation regulation;
    TableGame game;
    ShoeRules (*shoeRules)(const TableConfig &config);
    std::vector<ConfigProblem> (*validate)(const TableConfig &config, const ShoeRules &rules,
                                           const Scenario *scenario);
};

// The shoe-preparation rules of the game the table deals; empty for a
// regulation or game no shoe is built for (validateTable() reports it).
std::optional<ShoeRules> shoeRulesFor(const TableConfig &config);

// What the regulation forbids in the table: the game it names must be one the
// regulation deals and is built, then the game's own checks.
std::vector<ConfigProblem> validateTable(const TableConfig &config, const Scenario *scenario);

// The referee for preparing the shoe of the game the table deals (its
// ShoeGame row): the one place that knows which games exist. Empty for a
// regulation or game none is built for (validate(TableConfig) reports it).
std::shared_ptr<const Referee> refereeFor(const TableConfig &config);

// The referee for a lesson: the shoe's preparation, then the round of play
// when the scenario's rules name a game whose round is built (000 blackjack
// under §6(h)); otherwise refereeFor(scenario.table). Baccarat rules (004
// Parts 3-4) give the coup (baccarat::CoupReferee) after the preparation, or
// alone where refereeFor(scenario.table) has none.
std::shared_ptr<const Referee> refereeFor(const Scenario &scenario);

} // namespace dt

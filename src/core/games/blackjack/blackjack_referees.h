#pragma once

#include "../../referee.h"
#include "../../table_config.h"

#include <memory>

namespace dt::blackjack {

// The referee for preparing a blackjack shoe under the table's regulation.
std::shared_ptr<const Referee> shoePreparationReferee(const TableConfig &config);

} // namespace dt::blackjack

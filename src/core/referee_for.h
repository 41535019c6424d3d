#pragma once

#include "referee.h"
#include "table_config.h"

#include <memory>

namespace dt {

// The referee for the procedure a table calls for, chosen by its regulation:
// the one place that knows which games exist. Empty for a regulation no game
// is built for yet (validate(TableConfig) reports such a table).
std::shared_ptr<const Referee> refereeFor(const TableConfig &config);

} // namespace dt

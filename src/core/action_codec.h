#pragma once

#include "dealer_action.h"
#include "flat_json.h"

#include <optional>
#include <string>
#include <string_view>

namespace dt {

// The stable JSON form of a dealer action, one object per action:
// {"action": "offer_cut", "seat": 3}. Documented in docs/actions.md.
FlatObject toFlat(const DealerAction &action);
std::string toJson(const DealerAction &action);

struct ActionParseResult {
    std::optional<DealerAction> action;
    std::string error; // what is wrong, when action is empty
};

ActionParseResult actionFromFlat(const FlatObject &object);
ActionParseResult parseAction(std::string_view json);

} // namespace dt

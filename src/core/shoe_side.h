#pragma once

#include <optional>
#include <string_view>

namespace dt {

// The two compartments of a double shoe (Blackjack §6(d)), as the dealer
// faces them. The cards of each side have backs of their own colour.
enum class ShoeSide { Left, Right };

// "left", "right": the JSON form's names.
std::string_view shoeSideName(ShoeSide side);
std::optional<ShoeSide> shoeSideFromName(std::string_view name);
ShoeSide otherSide(ShoeSide side);

} // namespace dt

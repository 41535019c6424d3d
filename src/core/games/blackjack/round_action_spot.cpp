#include "round_action_spot.h"

#include "round_shared_box.h"
#include "round_side_wagers.h"

namespace dt::blackjack {

namespace {

std::optional<action::Wager> wagerOf(const DealerAction &dealerAction) {
    if (const auto *c = std::get_if<action::Collect>(&dealerAction)) {
        return c->wager;
    }
    if (const auto *p = std::get_if<action::Pay>(&dealerAction)) {
        return p->wager;
    }
    if (const auto *r = std::get_if<action::ReturnWager>(&dealerAction)) {
        return r->wager;
    }
    if (std::holds_alternative<action::SettleSurrender>(dealerAction)) {
        return action::Wager::Main;
    }
    return std::nullopt;
}

} // namespace

bool matches(const Expectation &expectation, const DealerAction &action) {
    return expectation.action == action;
}

std::optional<Spot> spotOf(const DealerAction &dealerAction) {
    return std::visit(
        [](const auto &a) -> std::optional<Spot> {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::DealCard> ||
                          std::is_same_v<A, action::AnnounceTotal> ||
                          std::is_same_v<A, action::Collect> || std::is_same_v<A, action::Pay> ||
                          std::is_same_v<A, action::ReturnWager> ||
                          std::is_same_v<A, action::SettleSurrender> ||
                          std::is_same_v<A, action::TurnDoubleCard>) {
                return Spot{a.seat, a.hand};
            } else if constexpr (std::is_same_v<A, action::PickUp> ||
                                 std::is_same_v<A, action::PlaceLammer>) {
                return Spot{a.seat, 1};
            } else {
                return std::nullopt;
            }
        },
        dealerAction);
}

bool isSettlement(const DealerAction &dealerAction) {
    return std::holds_alternative<action::Collect>(dealerAction) ||
           std::holds_alternative<action::Pay>(dealerAction) ||
           std::holds_alternative<action::ReturnWager>(dealerAction) ||
           std::holds_alternative<action::SettleSurrender>(dealerAction);
}

bool sameWager(const DealerAction &a, const DealerAction &b) {
    const auto spotA = spotOf(a);
    const auto spotB = spotOf(b);
    return isSettlement(a) && isSettlement(b) && spotA && spotB && spotA->seat == spotB->seat &&
           spotA->hand == spotB->hand && wagerOf(a) == wagerOf(b) &&
           sideWagerName(a) == sideWagerName(b) && behindOf(a) == behindOf(b);
}

bool sameSpot(const DealerAction &a, const DealerAction &b) {
    const auto spotA = spotOf(a);
    const auto spotB = spotOf(b);
    return spotA && spotB && spotA->seat == spotB->seat && spotA->hand == spotB->hand;
}

} // namespace dt::blackjack

#include "vigorish_ledger.h"

namespace dt::baccarat {

VigorishAction VigorishLedger::record(const TableRules &rules, int seat, Money vigorish) {
    if (rules.ezBaccarat || vigorish.inCents() <= 0) {
        return VigorishAction::None; // §13(c): no vigorish at EZ Baccarat
    }
    if (rules.vigorish == VigorishCollection::AtPayout) {
        collected_[seat] += vigorish; // §13(d)(1)
        return VigorishAction::Collected;
    }
    owed_[seat] += vigorish; // §13(d)(2)(ii): the marker shows the amount owed
    return VigorishAction::Marked;
}

Money VigorishLedger::owed(int seat) const {
    const auto found = owed_.find(seat);
    return found == owed_.end() ? Money{} : found->second;
}

Money VigorishLedger::collected(int seat) const {
    const auto found = collected_.find(seat);
    return found == collected_.end() ? Money{} : found->second;
}

std::vector<int> VigorishLedger::seatsOwing() const {
    std::vector<int> seats;
    for (auto it = owed_.rbegin(); it != owed_.rend(); ++it) {
        seats.push_back(it->first);
    }
    return seats;
}

Money VigorishLedger::collect(int seat) {
    const auto found = owed_.find(seat);
    if (found == owed_.end()) {
        return Money{};
    }
    const Money amount = found->second;
    collected_[seat] += amount;
    owed_.erase(found); // §13(d)(2)(iii): removed once collected
    left_.erase(seat);
    return amount;
}

void VigorishLedger::playerLeaves(int seat) {
    if (owed_.contains(seat)) {
        left_.insert(seat);
    }
}

std::vector<int> VigorishLedger::seatsLeftOwing() const {
    return {left_.rbegin(), left_.rend()};
}

Money VigorishLedger::collectAllBeforeNewShoe() {
    Money total;
    for (const int seat : seatsOwing()) {
        total += collect(seat);
    }
    return total;
}

Citation VigorishLedger::collectionRule(Game game) {
    return sectionFor(game, "13(d)(2)(i)", "12(d)(2)(i)");
}

} // namespace dt::baccarat

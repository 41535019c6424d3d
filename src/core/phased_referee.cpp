#include "phased_referee.h"

namespace dt {

PhasedReferee::PhasedReferee(std::vector<std::shared_ptr<const Referee>> phases)
    : phases_(std::move(phases)) {}

const Referee &PhasedReferee::current(const TableState &state) const {
    for (const auto &phase : phases_) {
        if (!phase->isComplete(state)) {
            return *phase;
        }
    }
    return *phases_.back();
}

std::vector<Expectation> PhasedReferee::expected(const TableState &state) const {
    return current(state).expected(state);
}

Verdict PhasedReferee::judge(const TableState &state, const DealerAction &action) const {
    return current(state).judge(state, action);
}

TableState PhasedReferee::apply(const TableState &state, const DealerAction &action) const {
    return current(state).apply(state, action);
}

TableState PhasedReferee::applyEvent(const TableState &state, const TableEvent &event) const {
    TableState next = state;
    for (const auto &phase : phases_) {
        next = phase->applyEvent(next, event);
    }
    return next;
}

std::vector<TableEvent> PhasedReferee::houseResponses(const TableState &state) const {
    return current(state).houseResponses(state);
}

bool PhasedReferee::isComplete(const TableState &state) const {
    for (const auto &phase : phases_) {
        if (!phase->isComplete(state)) {
            return false;
        }
    }
    return true;
}

bool PhasedReferee::roundOver(const TableState &state) const {
    return phases_.back()->roundOver(state);
}

} // namespace dt

#pragma once

#include "dealer_action.h"
#include "table_event.h"
#include "table_state.h"
#include "verdict.h"

#include <vector>

namespace dt {

// Answers, for one phase of one game, the three questions the product asks of
// the regulation. Mistakes are data: judge() never throws.
class Referee {
public:
    virtual ~Referee() = default;

    // Every action the regulation accepts next, the usual one first.
    virtual std::vector<Expectation> expected(const TableState &state) const = 0;
    virtual Verdict judge(const TableState &state, const DealerAction &action) const = 0;
    // The table after the action; the same table when the verdict refuses it.
    virtual TableState apply(const TableState &state, const DealerAction &action) const = 0;
    virtual TableState applyEvent(const TableState &state, const TableEvent &event) const = 0;
    // What the house (floorperson, supervisor) does in answer to the table as
    // it stands: their rulings follow the regulation, unlike a player's choices.
    virtual std::vector<TableEvent> houseResponses(const TableState &state) const = 0;
    // Nothing more is expected of the dealer in this phase.
    virtual bool isComplete(const TableState &state) const = 0;
    // The round of play is over, whatever a phase that follows it still asks
    // (a new shoe prepared once the cut card or cover card came out): the
    // moment players leave or delay the game between rounds.
    virtual bool roundOver(const TableState &state) const { return isComplete(state); }
};

} // namespace dt

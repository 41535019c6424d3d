#pragma once

#include "referee.h"

#include <memory>
#include <vector>

namespace dt {

// A lesson that runs several phases one after the other (preparing the shoe,
// then a round of play): each phase's referee answers while the phases
// before it are complete. Events reach every phase, each applying those it
// knows, so a player who sits down or decides is recorded wherever it matters.
class PhasedReferee final : public Referee {
public:
    explicit PhasedReferee(std::vector<std::shared_ptr<const Referee>> phases);

    std::vector<Expectation> expected(const TableState &state) const override;
    Verdict judge(const TableState &state, const DealerAction &action) const override;
    TableState apply(const TableState &state, const DealerAction &action) const override;
    TableState applyEvent(const TableState &state, const TableEvent &event) const override;
    std::vector<TableEvent> houseResponses(const TableState &state) const override;
    bool isComplete(const TableState &state) const override;
    // The round is the last phase: over once it is, while the shoe's
    // preparation (the first) may start again for the next round.
    bool roundOver(const TableState &state) const override;

private:
    // The first phase not complete; the last one once all are.
    const Referee &current(const TableState &state) const;

    std::vector<std::shared_ptr<const Referee>> phases_;
};

} // namespace dt

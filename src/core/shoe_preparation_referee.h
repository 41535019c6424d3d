#pragma once

#include "referee.h"
#include "shoe_rules.h"

#include <optional>

namespace dt {

// Opening a table, shuffling, cutting, loading the shoe and burning: the
// procedure shared by the shoe games, graded against the game's ShoeRules.
class ShoePreparationReferee final : public Referee {
public:
    explicit ShoePreparationReferee(ShoeRules rules);

    std::vector<Expectation> expected(const TableState &state) const override;
    Verdict judge(const TableState &state, const DealerAction &action) const override;
    TableState apply(const TableState &state, const DealerAction &action) const override;
    TableState applyEvent(const TableState &state, const TableEvent &event) const override;
    std::vector<TableEvent> houseResponses(const TableState &state) const override;
    bool isComplete(const TableState &state) const override;

    // Who is to be offered the cut next, and under which rule; empty when
    // every player refused and the dealer cuts.
    struct Cutter {
        int seat = 0;
        ShoeRule rule = ShoeRule::CutToFirstPlayer;
    };
    std::optional<Cutter> nextCutter(const TableState &state) const;
    // Whether a cut `position` cards from the front is deep enough.
    static bool isProperCut(const TableState &state, int position);

private:
    Expectation expect(DealerAction action, ShoeRule rule, std::string description, int minimum = 0,
                       int maximum = 0) const;
    std::vector<Expectation> openingExpectations(const TableState &state) const;
    std::vector<Expectation> shuffleExpectations(const TableState &state) const;
    std::vector<Expectation> cutExpectations(const TableState &state) const;
    Verdict mistake(const TableState &state, const DealerAction &action,
                    const std::vector<Expectation> &options) const;
    int recutSeat(const TableState &state) const;

    ShoeRules rules_;
};

} // namespace dt

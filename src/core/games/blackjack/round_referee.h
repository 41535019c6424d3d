#pragma once

#include "../../referee.h"
#include "round.h"
#include "round_rules.h"
#include "table_rules.h"

#include <optional>

namespace dt::blackjack {

// A spot of the round: seat (0 = the dealer) and hand (1 = leftmost).
struct Spot {
    int seat = 0;
    int hand = 1;
};

// A round of blackjack dealt from a shoe under the default procedure of
// §6(h) (no hole card: the dealer's second card after the players), from the
// first card to the pick-up, graded against the Massachusetts text (000).
// The state's round is TableState::round; without one there is nothing to do.
class RoundReferee final : public Referee {
public:
    explicit RoundReferee(TableRules rules);

    std::vector<Expectation> expected(const TableState &state) const override;
    Verdict judge(const TableState &state, const DealerAction &action) const override;
    TableState apply(const TableState &state, const DealerAction &action) const override;
    TableState applyEvent(const TableState &state, const TableEvent &event) const override;
    std::vector<TableEvent> houseResponses(const TableState &state) const override;
    bool isComplete(const TableState &state) const override;

    const TableRules &rules() const { return rules_; }

    // What the players are asked now: insurance (every box that has not
    // answered, from the dealer's left), or the decision on one hand.
    std::vector<int> awaitingInsurance(const Round &round) const;
    std::optional<Spot> awaitingDecision(const Round &round) const;
    // The decisions the table allows on a hand now (§8(a), §10(a), §11).
    struct Allowed {
        bool hit = false;
        bool doubleDown = false;
        bool split = false;
        bool surrender = false;
    };
    Allowed allowed(const Round &round, Spot spot) const;
    // Whether even money may be offered to a blackjack (§7(c), void under §7(d)).
    bool evenMoneyOffered() const;

private:
    std::vector<Expectation> steps(const Round &round) const;
    std::vector<Expectation> settlementSteps(const Round &round) const;
    std::vector<Expectation> turnSteps(const Round &round, Spot spot) const;
    Expectation expect(DealerAction action, RoundRule rule, std::string description) const;
    Expectation expect(DealerAction action, RuleReference rule, std::string description) const;
    bool handFinished(const Round &round, const RoundBox &box, const RoundHand &hand) const;
    std::optional<Spot> currentTurn(const Round &round) const;
    bool playersDone(const Round &round) const;
    // The dealer's hand is complete (or not needed): settlement and pick-up follow.
    bool dealerHandDone(const Round &round) const;
    Verdict mistake(const Round &round, const DealerAction &action,
                    const std::vector<Expectation> &options) const;

    TableRules rules_;
    RoundRules references_;
};

// The words of a total for announce_total: "16", "soft 17", "blackjack".
std::string totalText(const HandValue &value);

} // namespace dt::blackjack

#pragma once

#include "../../referee.h"
#include "coup_round.h"
#include "table_rules.h"

#include <optional>

namespace dt::baccarat {

// One round of Baccarat or Midi Baccarat (a coup) once the shoe is ready,
// graded against 004 Part 3 or Part 4 with the table's options: "no more
// bets" (§8(c)) and "cards" (§9(b)); the four cards dealt Player, Banker,
// Player, Banker (§9(c)); the hands turned by the dealer calling the game
// (§9(c)) or handed to the highest bettors (§9(d), Midi §8(c)) and their
// Point Counts announced (§10(a)); House Money settled before any third card
// (§9(e)); the third cards by §11 and Table 1; the result (§12(a)); losing
// wagers collected, then each winner paid from the highest-numbered seat,
// its vigorish collected or marked (§12(b), §13); the cards to the discard
// bucket (§12(c)); after the coup in which the cover card came out, "last
// hand", one more coup and new decks (§10(d), cover_card.h). The
// irregularities of §15 (Midi §13) and their remedies
// (coup_referee_irregularities.cpp): a card drawn in error, disclosed or not,
// on no hand or as an unauthorized third card of the Player's Hand, and a
// card found face up in the shoe; the simulated round of §15(c)(2) and (d).
// The state's round is TableState::round (a CoupRound).
class CoupReferee final : public Referee {
public:
    explicit CoupReferee(TableRules rules);

    std::vector<Expectation> expected(const TableState &state) const override;
    Verdict judge(const TableState &state, const DealerAction &action) const override;
    TableState apply(const TableState &state, const DealerAction &action) const override;
    TableState applyEvent(const TableState &state, const TableEvent &event) const override;
    std::vector<TableEvent> houseResponses(const TableState &state) const override;
    bool isComplete(const TableState &state) const override;

    const TableRules &rules() const { return rules_; }

private:
    // Everything due now: a remedy of §15 first, else the coup's next step.
    std::vector<Expectation> steps(const TableState &state, const CoupRound &coup) const;
    std::vector<Expectation> steps(const CoupRound &coup) const;
    // §15: the remedy due for a card drawn in error, a card to burn after a
    // disclosed one, or a card found face up in the shoe; none when the coup
    // is regular.
    std::optional<Expectation> remedyStep(const TableState &state, const CoupRound &coup) const;
    Verdict remedyMistake(const CoupRound &coup, const DealerAction &action,
                          const Expectation &remedy) const;
    // §15(c)(2), (d): in a simulated round a wager is neither accepted nor settled.
    std::optional<Verdict> simulatedRoundMistake(const CoupRound &coup, const DealerAction &action,
                                                 const std::vector<Expectation> &options) const;
    // The card a deal takes: the card in error, the card set aside for the
    // next hand, or the shoe's front card; whether it was found face up.
    Card takeCardToDeal(TableState &state, CoupRound &coup, bool &foundFaceUp) const;
    void applyRemedy(TableState &state, CoupRound &coup, const DealerAction &action) const;
    // §15(c)(2), (d): the coup after the last card went to the bucket: a
    // simulated round, the coup it came before, or none (the coup is over).
    void finishCoup(CoupRound &coup) const;
    // The lesson's card drawn in error (TableState::cardsDrawnInErrorInShoe)
    // when it is the next card and the coup is where it comes out.
    std::optional<TableEvent> cardDrawnInErrorDue(const TableState &state) const;
    TableState drawCardInError(const TableState &state, const event::CardDrawnInError &drawn) const;
    RuleReference lastHandRule() const;
    std::vector<Expectation> dealSteps(const CoupRound &coup) const;
    std::vector<Expectation> turnSteps(const CoupRound &coup) const;
    std::optional<Expectation> houseMoneyStep(const CoupRound &coup) const;
    // §9(e)(1)(i): the part of a paid House Money win the dealer places on the
    // player's wager, when the player lets it ride and it is not placed yet.
    std::optional<action::RideHouseMoney> houseMoneyRideDue(const CoupRound &coup,
                                                            const CoupWager &houseMoney) const;
    // §9(e)(1)(i)-(ii): a ride for a player who did not elect one, of the
    // wrong amount or onto the wrong wager; or another action while one is due.
    std::optional<Verdict> houseMoneyRideMistake(const CoupRound &coup, const DealerAction &action,
                                                 const std::vector<Expectation> &options) const;
    std::vector<Expectation> thirdCardSteps(const CoupRound &coup) const;
    std::vector<Expectation> settlementSteps(const CoupRound &coup) const;
    Verdict mistake(const TableState &state, const CoupRound &coup, const DealerAction &action,
                    const std::vector<Expectation> &options) const;
    std::optional<Verdict> drawMistake(const CoupRound &coup, const DealerAction &action,
                                       const std::vector<Expectation> &options) const;
    std::optional<Verdict> settlementMistake(const CoupRound &coup, const DealerAction &action,
                                             const std::vector<Expectation> &options) const;
    // The rule in the table's part: rule("9(b)", "8(b)", "ANN-01", "ANN-01").
    RuleReference rule(std::string baccarat, std::string midi, std::string baccaratRequirement,
                       std::string midiRequirement) const;
    bool squeeze() const { return rules_.cardTurning == CardTurning::HighestBettors; }

    TableRules rules_;
};

// The result a dealer announces for a coup (§12(a)): "tie hand" on equal
// counts, at EZ Baccarat "Dragon 7" or "Panda 8", else the winning hand.
action::CoupResult resultOf(const TableRules &rules, const CoupSummary &coup);

} // namespace dt::baccarat

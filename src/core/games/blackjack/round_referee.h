#pragma once

#include "../../referee.h"
#include "round.h"
#include "round_irregularities.h"
#include "round_rules.h"
#include "table_rules.h"

#include <optional>
#include <set>

namespace dt::blackjack {

// A spot of the round: seat (0 = the dealer) and hand (1 = leftmost).
struct Spot {
    int seat = 0;
    int hand = 1;
};

// A round of blackjack dealt from a shoe, from the first card to the
// pick-up, graded against the Massachusetts text (000), or the tribal text
// (002) at a table configured for it, under the table's procedure for the
// dealer's second card (TableOffer::holeCard): §6(h) (no hole card: the
// second card after the players), §6(j) (a hole card face down, with or
// without a card reader) or §6(k) (the hole card face up). The side wagers
// are settled by round_side_wagers.h. The referee's parts are in files of
// their own: round_referee.cpp (the interface and the procedure's order),
// round_referee_deal.cpp, round_referee_decisions.cpp,
// round_referee_dealer_hand.cpp, round_referee_settlement.cpp,
// round_referee_mistakes.cpp, round_referee_apply.cpp and, for the
// irregularities' remedies (§15), round_referee_remedies.cpp and, for the
// players let out of the hand after a misdelivery (§15(a)),
// round_referee_let_out.cpp.
// The state's round is TableState::round; without one there is nothing to do.
// When the cut card came out during the round (§6(l)), the last pick-up
// hands the table to the shoe's preparation: Stage::ShoeFinished.
class RoundReferee final : public Referee {
public:
    // `faceDownDoubleRequests`: the seats whose players ask for the card of a
    // double down face down, where the table allows the request (§10(c)).
    explicit RoundReferee(TableRules rules, std::set<int> faceDownDoubleRequests = {});

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
        // Whether the decision is one of these (insurance is no decision on a hand).
        bool permits(event::Decision decision) const;
    };
    Allowed allowed(const Round &round, Spot spot) const;
    // Whether even money may be offered to a blackjack (§7(c), void under
    // §7(d); §6(k)(3): no insurance, so no even money in its stead).
    bool evenMoneyOffered() const;
    // The dealer's blackjack is known before the players' additional cards:
    // found by the card reader (§6(j)(1)) or dealt face up (§6(k)(6)).
    bool dealerBlackjackKnown(const Round &round) const;
    // §15(h), §15(j): the hands whose missed card awaits the player's answer.
    std::vector<Spot> awaitingMissedCardAnswer(const Round &round) const;
    // §15(d), 002 (n)(3): the exposed card drawn in error after the initial
    // two cards would be the next card of the hand at `spot`, whose turn it
    // is: its player may refuse it (event::PlayerRefusesCardInError). Offered
    // once every hand of the box has its two cards (a refusal leaves no hand
    // short of one).
    bool cardInErrorOffered(const Round &round, Spot spot) const;
    // §15(a), the licensee's option (TableOffer::playersOutOnMisdelivery):
    // right after a card delivered incorrectly, the boxes whose player may
    // ask to be let out of the hand (event::PlayerAsksOut); none without
    // the option (round_referee_let_out.cpp).
    std::vector<int> mayAskOut(const Round &round) const;

private:
    // The expected actions: the procedure's (procedureSteps), with the
    // remedies of the irregularities on the table (§15) before them.
    std::vector<Expectation> steps(const TableState &state, const Round &round) const;
    std::vector<Expectation> procedureSteps(const Round &round) const;
    // The procedure's parts, in the round's order; each nothing once its part
    // is done, an empty list while a player answers.
    // §6(e), §6(j)-(k): the initial deal, with its missed cards (§15(f), (h)).
    std::optional<std::vector<Expectation>> initialDealSteps(const Round &round) const;
    // §9(a)-(b): the insurance offer; §7(c): even money paid.
    std::optional<std::vector<Expectation>> insuranceSteps(const Round &round) const;
    // §7(a): under a 2-9, a blackjack announced, paid and removed at once.
    std::optional<std::vector<Expectation>> blackjackPaymentSteps(const Round &round) const;
    // §6(h), §6(j), §12: the dealer's hand, from the hole card to the total.
    std::optional<std::vector<Expectation>> dealerHandSteps(const Round &round) const;
    // §9(d), §8(a)(2): insurance and held surrenders settled at the dealer's
    // second card, before any other dealer card.
    std::vector<Expectation> immediateSettlementSteps(const Round &round) const;
    // A total announced wrong, to correct before anything else (§6(f)-(h)).
    std::optional<Expectation> totalCorrection(const Round &round) const;
    // §15: the remedy due now, if any, given what the procedure expects.
    std::optional<std::vector<Expectation>>
    remedySteps(const TableState &state, const Round &round,
                const std::vector<Expectation> &procedure) const;
    RuleReference irregularity(Irregularity irregularity) const;
    // §15(a): the table lets players out of the hand after a misdelivery;
    // the wager returned to each hand of a player who asked to be let out;
    // a main wager returned to a hand in play while a misdelivered card is out.
    bool playersMayBeLetOut() const;
    std::optional<std::vector<Expectation>> letOutSteps(const Round &round) const;
    std::optional<Verdict> letOutMistake(const Round &round, const DealerAction &action,
                                         const std::vector<Expectation> &options) const;
    // §15(g), 002 (n)(6): the remedy due first is the short shoe's; a hand's
    // requested card cannot be dealt (skipping it is no §15(j), (n)(7)).
    bool shortOfCards(const std::vector<Expectation> &options) const;
    // §15(h), §15(j): a card dealt or a total announced to a dead hand;
    // §15(d): a card dealt to a player who refused the exposed card in error.
    struct DeadHandMistake {
        RuleReference rule;
        std::string message;
    };
    std::optional<DeadHandMistake> deadHandMistake(const Round &round,
                                                   const DealerAction &action) const;
    // §15(a)-(h): where the card of a deal goes, and what the deal tells of
    // cards missed; applied to `next` (the state after the card is drawn).
    void placeDealtCard(TableState &next, Round &round, const action::DealCard &deal,
                        const std::vector<Expectation> &options) const;
    std::optional<Verdict> irregularityMistake(const Round &round, const DealerAction &action,
                                               const std::vector<Expectation> &options) const;
    std::vector<Expectation> settlementSteps(const Round &round) const;
    std::vector<Expectation> turnSteps(const Round &round, Spot spot) const;
    Expectation expect(DealerAction action, RoundRule rule, std::string description) const;
    Expectation expect(DealerAction action, RuleReference rule, std::string description) const;
    bool handFinished(const Round &round, const RoundBox &box, const RoundHand &hand) const;
    std::optional<Spot> currentTurn(const Round &round) const;
    bool playersDone(const Round &round) const;
    // The dealer's hand is complete (or not needed): settlement and pick-up follow.
    bool dealerHandDone(const Round &round) const;
    bool holeCardInDeal() const;               // §6(j), §6(k)
    bool cardReader() const;                   // configured at the table
    bool cardReader(const Round &round) const; // and in order (§15(l))
    bool faceUpHoleCard() const;
    bool insuranceAvailable() const; // §6(k)(3)
    bool insuranceAtTurn() const;    // §9(b), the licensee's option without a reader
    bool dealDone(const Round &round) const;
    // The insurance offer to every box at once is still to be made (§9(b)).
    bool insuranceOfferPending(const Round &round) const;
    // §9(b) at the box's turn: the box has not answered the offer yet.
    bool insuranceAtTurnPending(const Round &round, const RoundBox &box) const;
    // §6(j): the card reader check is due and not yet made.
    bool peekPending(const Round &round) const;
    // The dealer's second card is face up (§8(a)(2) "revealed", §7(b)).
    bool secondCardShown(const Round &round) const;
    // The mistakes of §6(b), §6(j)-(k), §9(b) and §10(c); nothing when the
    // action is none of theirs.
    std::optional<Verdict> holeCardMistake(const Round &round, const DealerAction &action,
                                           const std::vector<Expectation> &options) const;
    Verdict mistake(const Round &round, const DealerAction &action,
                    const std::vector<Expectation> &options) const;

    // The 6 to 5 hand-dealt variation (§6A), in round_hand_dealt.cpp.
    bool handDealt() const;
    // §6A(d): no player's total is announced, but a split hand's (§11(c)).
    bool noTotalAnnounced(const RoundHand &hand) const;
    // §6A(e)(2)-(3): a hand over 21 still to be discarded, collected or picked up.
    bool bustPending(const Round &round) const;
    // Where a pick-up puts the cards: the discard rack (§6(i), §6A(e)(3)) or
    // the dealer's hand, for the automated shuffling device (§6A(i)).
    std::vector<Card> &pickUpPile(TableState &next, Round &round, int seat) const;
    // The variation's own steps due now (burn, bust, turn-over, shuffler).
    std::optional<std::vector<Expectation>> handDealtSteps(const Round &round) const;
    // The players' first cards face down, and cards turned over before a settlement.
    void adjustForHandDealt(const Round &round, std::vector<Expectation> &steps) const;
    std::optional<Verdict> handDealtMistake(const Round &round, const DealerAction &action,
                                            const std::vector<Expectation> &options) const;
    void applyHandDealt(const TableState &state, TableState &next, Round &round,
                        const DealerAction &action, const std::vector<Expectation> &options) const;

    // 002 (g)(1): every blackjack is announced and held until the dealer's
    // second card is known, whatever the up card (§7(a) pays one under a 2-9
    // at once).
    bool blackjacksHeld() const { return rules_.offer.regulation == Regulation::BlackjackTribal; }
    // 002 (h)(1) gives no time for settling a surrender; the checklist's
    // default is late surrender, settled once the hole card is turned up
    // (§8(a)(1) settles one under a 2-9 at once).
    bool surrendersHeld() const { return rules_.offer.regulation == Regulation::BlackjackTribal; }

    // The double shoe (§6(d), §15(i)), in round_double_shoe.cpp: the
    // determinant card in place of the procedure's first card, then its use
    // as the first player's first card or its burn; a deal_card naming the
    // other side than the determinant card's (§15(i)).
    void adjustForDoubleShoe(const TableState &state, const Round &round,
                             std::vector<Expectation> &steps) const;
    std::optional<Verdict> sideDealJudgement(const TableState &state, const Round &round,
                                             const DealerAction &action) const;
    std::optional<Verdict> doubleShoeMistake(const Round &round, const DealerAction &action,
                                             const std::vector<Expectation> &options) const;
    std::optional<TableState> applySideDeal(const TableState &state,
                                            const DealerAction &action) const;
    // Whether the action was wholly the double shoe's (apply() does no more).
    bool applyDoubleShoe(TableState &next, Round &round, const DealerAction &action,
                         const std::vector<Expectation> &options) const;

    TableRules rules_;
    std::set<int> faceDownDoubleRequests_;
    RoundRules references_;
};

// The words of a total for announce_total: "16", "soft 17", "blackjack";
// the dealer's final count has no "soft" (no card follows).
std::string totalText(const HandValue &value);
std::string dealerTotalText(const HandValue &value);

} // namespace dt::blackjack

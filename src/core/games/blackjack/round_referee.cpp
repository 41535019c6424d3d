// The round referee's interface (expected, judge, isComplete) and the order
// of the round's procedure; each part of the procedure is in its own file:
// the deal (round_referee_deal.cpp), the players' turns
// (round_referee_decisions.cpp), the dealer's hand
// (round_referee_dealer_hand.cpp), the settlement
// (round_referee_settlement.cpp), the mistakes (round_referee_mistakes.cpp),
// the state update (round_referee_apply.cpp) and the irregularities'
// remedies (round_referee_remedies.cpp).
#include "round_referee.h"

#include "../../table_state.h"
#include "round_action_spot.h"
#include "round_double_card.h"
#include "round_hand_dealt.h"
#include "round_layout.h"
#include "round_multiple_action.h"
#include "round_no_more_bets.h"
#include "round_progressive.h"
#include "round_sevens_offer.h"
#include "round_shared_box.h"
#include "round_side_wagers.h"
#include "round_streak.h"

#include <algorithm>

namespace dt::blackjack {

std::string totalText(const HandValue &value) {
    if (value.blackjack) {
        return "blackjack";
    }
    if (value.soft && value.total < 21) {
        return "soft " + std::to_string(value.total);
    }
    return std::to_string(value.total);
}

std::string dealerTotalText(const HandValue &value) {
    return value.blackjack ? std::string("blackjack") : std::to_string(value.total);
}

RoundReferee::RoundReferee(TableRules rules, std::set<int> faceDownDoubleRequests)
    : rules_(std::move(rules))
    , faceDownDoubleRequests_(std::move(faceDownDoubleRequests))
    , references_(roundRulesFor(rules_.offer)) {} // 000, or 002 where the table follows it

bool RoundReferee::holeCardInDeal() const {
    return rules_.offer.holeCard != HoleCard::SecondCardAfterPlayers;
}

bool RoundReferee::cardReader() const {
    return rules_.offer.holeCard == HoleCard::FaceDownWithCardReader;
}

bool RoundReferee::cardReader(const Round &round) const {
    // §15(l): out of order, the procedure without a card reader applies.
    return cardReader() && !round.cardReaderOutOfOrder;
}

bool RoundReferee::faceUpHoleCard() const {
    return rules_.offer.holeCard == HoleCard::FaceUp;
}

bool RoundReferee::insuranceAvailable() const {
    return !faceUpHoleCard(); // §6(k)(3)
}

bool RoundReferee::insuranceAtTurn() const {
    // §9(b): the option is given "if a card reader device is not in use".
    return rules_.offer.insuranceAtPlayersTurn && insuranceAvailable() && !cardReader();
}

bool RoundReferee::dealDone(const Round &round) const {
    return initialDealDone(round, holeCardInDeal());
}

bool RoundReferee::insuranceOfferPending(const Round &round) const {
    return upCardAce(round) && insuranceAvailable() && !insuranceAtTurn() &&
           !round.insuranceOffered;
}

bool RoundReferee::insuranceAtTurnPending(const Round &round, const RoundBox &box) const {
    return insuranceAtTurn() && upCardAce(round) && !box.insuranceAnswered && !box.pickedUp &&
           box.playDecisions == 0;
}

bool RoundReferee::peekPending(const Round &round) const {
    const DealerHand &dealer = round.dealer;
    return cardReader(round) && upCardAceOrTen(round) && dealer.cards.size() == 2 &&
           dealer.holeCardFaceDown && !dealer.holeCardChecked;
}

bool RoundReferee::secondCardShown(const Round &round) const {
    return round.dealer.cards.size() >= 2 && !round.dealer.holeCardFaceDown;
}

bool RoundReferee::dealerBlackjackKnown(const Round &round) const {
    const DealerHand &dealer = round.dealer;
    if (!holeCardInDeal() || !dealDone(round) || !dealerHasBlackjack(round)) {
        return false;
    }
    // §6(k): face up; §6(j): read by the card reader (or turned up).
    return !dealer.holeCardFaceDown || dealer.holeCardChecked;
}

Expectation RoundReferee::expect(DealerAction action, RoundRule rule,
                                 std::string description) const {
    return Expectation{std::move(action), 0, 0, references_.reference(rule),
                       std::move(description)};
}

Expectation RoundReferee::expect(DealerAction action, RuleReference rule,
                                 std::string description) const {
    return Expectation{std::move(action), 0, 0, std::move(rule), std::move(description)};
}

bool RoundReferee::evenMoneyOffered() const {
    // §7(d): paying 6 to 5 without the variation voids §7(c); §7(c) is
    // offered "instead of making an insurance wager", which §6(k)(3) removes.
    return rules_.offer.evenMoney && insuranceAvailable() &&
           !(rules_.offer.sixToFiveOnShoe && !rules_.offer.sixToFive);
}

std::vector<Expectation> RoundReferee::procedureSteps(const Round &round) const {
    if (round.boxes.empty()) {
        return {};
    }
    // §3(d): a verbal wager confirmed and its cash converted before the first card.
    if (auto verbal = verbalWagerSteps(round); !verbal.empty()) {
        return verbal;
    }
    // §19(b), §15(o): the progressive wagers before the first card.
    if (auto progressive = progressiveStepsBeforeDeal(round, rules_)) {
        return *progressive;
    }
    // §20(b), §24(d), §26(e), §28(e), §29(b): "No more bets", then the deal.
    if (auto call = noMoreBetsBeforeDeal(round, rules_)) {
        return {*call};
    }
    if (auto handDealtOwn = handDealtSteps(round)) {
        return *handDealtOwn; // §6A: burn, busts, cards turned over, the shuffler
    }
    if (auto deal = initialDealSteps(round)) {
        return *deal; // §6(e), §6(j)-(k), §15(f), §15(h)
    }
    // §17(d)-(e), §23(e), §26(e), §28(e), §29(f): side wagers before insurance and the reader.
    if (auto side = sideWagersAfterDeal(round, rules_); !side.empty()) {
        return side;
    }
    if (auto insurance = insuranceSteps(round)) {
        return *insurance; // §9(a)-(b), §7(c)
    }
    // §6(j): with a card reader and an ace or ten-value up card, whether the
    // hole card gives a blackjack is determined before any additional card.
    if (peekPending(round)) {
        return {expect(action::CheckHoleCard{}, RoundRule::CardReaderCheck,
                       "Slide the hole card face down into the card reader")};
    }
    if (auto side = sideWagersAfterCardReader(round, rules_); !side.empty()) {
        return side; // §24(e)(1)(ii)
    }
    if (auto blackjacks = blackjackPaymentSteps(round)) {
        return *blackjacks; // §7(a)
    }
    if (auto side = sideWagersAtDecision(round, rules_); !side.empty()) {
        return side; // §17(e), §11(f): two sevens after the election
    }
    // §18(f): multiple action, a busted hand's wagers and cards collected at once.
    if (auto busted = bustedHandCollection(round); !busted.empty()) {
        return busted;
    }
    // §6(f)-(g), §11(b): each box from the dealer's left, each hand in turn.
    if (const auto turn = currentTurn(round)) {
        return turnSteps(round, *turn);
    }
    if (auto dealerHand = dealerHandSteps(round)) {
        return *dealerHand; // §6(h), §6(j), §9(d), §12
    }
    // §6(j)(3), §6(k)(6): under a known dealer blackjack, two sevens with a
    // sevens wager are offered a card, from the left, before the settlement.
    if (auto offer = sevensOfferSteps(round, rules_)) {
        return *offer; // empty while the player answers
    }
    // §3(e): losing wagers collected, winners paid, in rotation.
    if (auto settlement = settlementSteps(round); !settlement.empty()) {
        return settlement;
    }
    if (auto bonus = blackjackBonusPayments(round, rules_); !bonus.empty()) {
        return bonus; // §20(f)-(g): after every other wager
    }
    // §18(f)-(h): multiple action, on to the dealer's next hand.
    if (auto between = multipleActionTransition(round); !between.empty()) {
        return between;
    }
    // §6(i): from the dealer's far right counterclockwise, the dealer's cards last.
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        if (!box->pickedUp && boxCards(*box) > 0) {
            return {expect(action::PickUp{box->seat}, RoundRule::PickUp,
                           "Pick up the cards of " + spotText(box->seat, 1))};
        }
    }
    if (!round.dealer.pickedUp) {
        return {expect(action::PickUp{0}, RoundRule::PickUp,
                       "Pick up the dealer's cards, under the players' cards")};
    }
    return {};
}

std::optional<Expectation> RoundReferee::totalCorrection(const Round &round) const {
    // §6(f)-(h): a total announced wrong is corrected before play goes on.
    if (round.dealer.totalMisannounced) {
        const std::string total = dealerTotalText(round.dealer.value());
        return expect(action::AnnounceTotal{0, 1, total}, RoundRule::DealerTotal,
                      "Correct the dealer's total: " + total);
    }
    for (const auto &box : round.boxes) {
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            if (box.hands[i].totalMisannounced) {
                const int hand = static_cast<int>(i) + 1;
                const std::string total = totalText(box.hands[i].value());
                return expect(action::AnnounceTotal{box.seat, hand, total},
                              RoundRule::AnnounceTotal,
                              "Correct the total of " + spotText(box.seat, hand) + ": " + total);
            }
        }
    }
    return std::nullopt;
}

std::vector<Expectation> RoundReferee::steps(const TableState &state, const Round &round) const {
    if (auto correction = totalCorrection(round)) {
        return {*correction};
    }
    if (auto upCardRemedy = multipleActionRemedy(round)) {
        return *upCardRemedy; // §15(n)
    }
    auto procedure = procedureSteps(round);
    if (procedure.empty()) {
        // §22(f): after the round, the streak wagers of a player who left.
        procedure = abandonedStreakCollections(state, rules_.offer.regulation);
    }
    tagSpots(round, rules_.offer, procedure); // §18(b): the spot of the dealer's hand in play
    // §6(d): the determinant card first.
    adjustForDoubleShoe(state, round, procedure);
    if (auto remedy = remedySteps(state, round, procedure)) {
        adjustForHandDealt(round, *remedy);
        return *remedy;
    }
    adjustForHandDealt(round, procedure); // §6A: face down, turned over to settle
    return procedure;
}

std::vector<Expectation> RoundReferee::expected(const TableState &state) const {
    const Round *round = std::get_if<Round>(&state.round);
    if (round == nullptr) {
        return {};
    }
    // Rotation: only the canonical next settlement is expected; the others are
    // accepted by judge() as out of rotation.
    auto options = steps(state, *round);
    if (!options.empty() &&
        (isSettlement(options.front().action) ||
         std::holds_alternative<action::TurnDoubleCard>(options.front().action) ||
         std::holds_alternative<action::PlaceLammer>(options.front().action)) &&
        (dealerHandDone(*round) || isSideWagerSettlement(options.front().action))) {
        options.resize(1);
    }
    return options;
}

Verdict RoundReferee::judge(const TableState &state, const DealerAction &dealerAction) const {
    const Round *round = std::get_if<Round>(&state.round);
    if (round == nullptr) {
        Verdict verdict;
        verdict.correct = false;
        verdict.applied = false;
        verdict.message = "No round is in play.";
        return verdict;
    }
    if (auto side = sideDealJudgement(state, *round, dealerAction)) {
        return *side; // §6(d), §15(i): a deal_card naming a side of a double shoe
    }
    const auto options = steps(state, *round);
    const auto canonical = expected(state);
    for (const auto &option : canonical) {
        if (matches(option, dealerAction)) {
            Verdict verdict;
            verdict.rule = option.rule;
            verdict.expected = option.description;
            verdict.message = option.description + ".";
            if (std::holds_alternative<action::DealCard>(dealerAction) && !round->cutCardSeat &&
                state.shoeCardsBehindCutCard > 0 &&
                static_cast<int>(state.shoe.size()) <= state.shoeCardsBehindCutCard) {
                // §6(l): the cut card comes out with this card.
                // 002 (f)(10) at a 002 table.
                const Citation &cutCard = references_.reference(RoundRule::CutCardReached).citation;
                verdict.message +=
                    " The cut card is reached: complete the round, then collect "
                    "the cards and reshuffle (" +
                    (cutCard.regulation == Regulation::Blackjack ? "§" + cutCard.section
                                                                 : cutCard.text()) +
                    ").";
            }
            return verdict;
        }
    }
    if (auto turnedUp = turnedUpDoubleTotal(*round, dealerAction,
                                            references_.reference(RoundRule::DoubleCardTurnUp));
        turnedUp && !handDealt()) {
        return *turnedUp; // §10(c), §6(g): accepted, not expected (§6A(d): none announced)
    }
    if (auto call = noMoreBetsMistake(*round, rules_, dealerAction, options)) {
        return *call; // §20(b), §24(d), §26(e), §28(e), §29(b)
    }
    if (auto doubleShoe = doubleShoeMistake(*round, dealerAction, options)) {
        return *doubleShoe; // §6(d), §15(i)
    }
    if (auto multiple = multipleActionMistake(*round, dealerAction, options)) {
        return *multiple; // §18, §15(m)-(n)
    }
    if (auto handDealtError = handDealtMistake(*round, dealerAction, options)) {
        handDealtError->expected = joinDescriptions(options); // §6A's own mistakes
        return *handDealtError;
    }
    if (auto irregular = irregularityMistake(*round, dealerAction, options)) {
        return *irregular;
    }
    return mistake(*round, dealerAction, options);
}

std::vector<TableEvent> RoundReferee::houseResponses(const TableState &state) const {
    const Round *round = std::get_if<Round>(&state.round);
    return round != nullptr ? multipleActionHouseResponses(*round) : std::vector<TableEvent>{};
}

bool RoundReferee::isComplete(const TableState &state) const {
    const Round *round = std::get_if<Round>(&state.round);
    if (round == nullptr || round->boxes.empty()) {
        return true;
    }
    // A box dealt no card (§15(h)) has nothing to pick up.
    return std::all_of(round->boxes.begin(), round->boxes.end(),
                       [](const RoundBox &box) { return box.pickedUp || boxCards(box) == 0; }) &&
           !round->cardInError && round->dealer.pickedUp &&
           round->cardsPickedUp.empty() && // §6A(i): placed in the shuffler
           abandonedStreakCollections(state, rules_.offer.regulation).empty(); // §22(f)
}

} // namespace dt::blackjack

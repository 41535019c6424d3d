#include "round_referee.h"

#include "../../table_state.h"
#include "dealer_draw.h"
#include "round_double_card.h"
#include "round_hand_dealt.h"
#include "round_layout.h"
#include "round_multiple_action.h"
#include "round_progressive.h"
#include "round_sevens_offer.h"
#include "round_shared_box.h"
#include "round_side_wagers.h"
#include "settlement.h"

#include <algorithm>

namespace dt::blackjack {

namespace {

using action::Face;
using event::Decision;

bool matches(const Expectation &expectation, const DealerAction &action) {
    return expectation.action == action;
}

// The seat and hand an action concerns, when it concerns one.
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
            } else if constexpr (std::is_same_v<A, action::PickUp>) {
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

// Two settlements of the same wager of the same spot (whatever the amount).
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

} // namespace

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

bool RoundReferee::handFinished(const Round &round, const RoundBox &box,
                                const RoundHand &hand) const {
    if (box.pickedUp || hand.dead) {
        return true; // §15(h), §15(j): a dead hand takes no action
    }
    if (dealerBlackjackKnown(round)) {
        // §6(j)(1), §6(k)(6): no additional cards are dealt; the wagers are
        // settled under §7, whose §7(b) has a blackjack announced first.
        return !hand.isBlackjack() || hand.announcedCards == 2 || box.hands.size() > 1 ||
               handDealt(); // §6A(g): held face down, turned over to settle
    }
    if (hand.cards.size() < 2 || hand.pending) {
        return false;
    }
    if (insuranceAtTurnPending(round, box)) {
        return false; // §9(b): insured just before the decision, even a blackjack
    }
    if (hand.surrendered) {
        // §8(a)(1) settles at once; §8(a)(2) waits for the dealer's second
        // card; 002 (h)(1): late, when the hole card is turned up.
        return (hand.settled && behindSettled(hand)) || !upCardLow(round) || surrendersHeld();
    }
    const bool announced = hand.announcedCards == static_cast<int>(hand.cards.size()) ||
                           hand.doubleCardFaceDown || noTotalAnnounced(hand);
    if (!announced) {
        return false;
    }
    const HandValue value = hand.value();
    if (value.blackjack || value.total >= 21) {
        return true; // §12(a)(1): no card to a blackjack or 21
    }
    if (hand.doubleDown > Money() && hand.cards.size() >= 3) {
        return true; // §10(a): one and only one card
    }
    if (hand.splitAces) {
        return true; // §11(c)(2): one card to each ace
    }
    return hand.stood;
}

std::optional<Spot> RoundReferee::currentTurn(const Round &round) const {
    // §15(j): a hand whose requested card was missed waits until every other
    // player has had their cards, then takes it if its player so chooses.
    const auto deferred = [](const RoundHand &hand) {
        return hand.missedCard && hand.cards.size() >= 2;
    };
    for (const bool late : {false, true}) {
        for (const auto &box : round.boxes) {
            for (std::size_t i = 0; i < box.hands.size(); ++i) {
                const RoundHand &hand = box.hands[i];
                if (deferred(hand) != late || (late && !hand.takesLateCard.value_or(false))) {
                    continue;
                }
                if (!handFinished(round, box, hand)) {
                    return Spot{box.seat, static_cast<int>(i) + 1};
                }
            }
        }
    }
    return std::nullopt;
}

std::vector<Spot> RoundReferee::awaitingMissedCardAnswer(const Round &round) const {
    std::vector<Spot> spots;
    for (const auto &box : round.boxes) {
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            const RoundHand &hand = box.hands[i];
            // §15(h): a box missed in the deal answers once the others have two.
            const bool duringDeal = hand.cards.size() < 2;
            if (!box.pickedUp && missedCardUnanswered(hand) &&
                (!duringDeal || nextInitialSpot(round, holeCardInDeal()) == kAwaitingPlayer)) {
                spots.push_back(Spot{box.seat, static_cast<int>(i) + 1});
            }
        }
    }
    return spots;
}

std::vector<int> RoundReferee::awaitingInsurance(const Round &round) const {
    std::vector<int> seats;
    for (const auto &box : round.boxes) {
        const bool offered =
            insuranceAtTurn() ? box.insuranceOfferedAtTurn : round.insuranceOffered;
        // §13(f): each player on the box answers for themselves.
        if (offered && (!box.insuranceAnswered || behindInsuranceUnanswered(box)) &&
            !box.pickedUp) {
            seats.push_back(box.seat);
        }
    }
    return seats;
}

std::optional<Spot> RoundReferee::awaitingDecision(const Round &round) const {
    if (!dealDone(round) || !awaitingInsurance(round).empty()) {
        return std::nullopt;
    }
    if (insuranceOfferPending(round) || peekPending(round) || bustPending(round)) {
        return std::nullopt; // §6A(e)(3): a bust is collected before the next decision
    }
    const auto turn = currentTurn(round);
    if (!turn) {
        return std::nullopt;
    }
    const RoundHand &hand = *round.hand(turn->seat, turn->hand);
    // The dealer's part comes first: a card to deal, a total to announce.
    // §13(d)-(e): the players behind answer the caller's double or split first.
    if (turnSteps(round, *turn).empty() && !hand.surrendered &&
        !behindAnswerDue(*round.box(turn->seat))) {
        return turn;
    }
    return std::nullopt;
}

bool RoundReferee::Allowed::permits(event::Decision decision) const {
    switch (decision) {
    case Decision::Hit:
        return hit;
    case Decision::Stand:
        return true;
    case Decision::Double:
        return doubleDown;
    case Decision::Split:
        return split;
    case Decision::Surrender:
        return surrender;
    case Decision::Insurance:
    case Decision::EvenMoney:
    case Decision::NoInsurance:
        return false;
    }
    return false;
}

RoundReferee::Allowed RoundReferee::allowed(const Round &round, Spot spot) const {
    Allowed result;
    const RoundBox *box = round.box(spot.seat);
    const RoundHand *hand = round.hand(spot.seat, spot.hand);
    if (box == nullptr || hand == nullptr) {
        return result;
    }
    const HandValue value = hand->value();
    const bool twoCards = hand->cards.size() == 2;
    const bool firstDecision = twoCards && box->playDecisions == 0 && box->hands.size() == 1;
    result.hit = value.total < 21 && !hand->splitAces; // §12(a)
    // §10(a): the first two cards (of a split hand too), not on 21; §10(d).
    result.doubleDown = twoCards && value.total < 21 && !hand->splitAces &&
                        (!hand->fromSplit || rules_.offer.doubleAfterSplit);
    if (faceUpHoleCard()) {
        // §6(k)(4): only on a point count of 9, 10 or 11 (two cards with an
        // ace count 12 or more, so these are hard totals).
        result.doubleDown = result.doubleDown && value.total >= 9 && value.total <= 11;
    }
    // §11(a): identical value; §11(c)(1), (e): resplits only as the table
    // allows; §6(k)(5): never with the hole card face up.
    const int maxHands = faceUpHoleCard() ? 2 : std::max(2, rules_.offer.maxSplitHands);
    const bool pair = twoCards && cardValue(hand->cards[0]) == cardValue(hand->cards[1]);
    const bool aces = pair && hand->cards[0].rank == Rank::Ace;
    const bool resplitAllowed =
        !hand->fromSplit || (maxHands > 2 && !(aces && rules_.offer.splitAcesOnce));
    result.split = pair && static_cast<int>(box->hands.size()) < maxHands && resplitAllowed &&
                   !(aces && hand->fromSplit && maxHands <= 2);
    // §8(a): the first decision on the first two cards; §8(c) where offered;
    // §6(k)(3): not with the hole card face up.
    result.surrender = rules_.offer.surrender && firstDecision && !faceUpHoleCard();
    return result;
}

std::vector<Expectation> RoundReferee::turnSteps(const Round &round, Spot spot) const {
    const RoundHand &hand = *round.hand(spot.seat, spot.hand);
    const std::string where = spotText(spot.seat, spot.hand);
    if (behindAnswerDue(*round.box(spot.seat))) {
        return {}; // §13(d)-(e): the players behind answer the double or split
    }
    if (hand.cards.size() < 2) {
        // §11(b): complete the first incomplete hand on the dealer's left.
        return {expect(action::DealCard{spot.seat, spot.hand, Face::Up, false},
                       RoundRule::SplitOrder, "Deal the second card to " + where)};
    }
    if (hand.pending == Decision::Hit && hand.missedCard) {
        return {
            expect(action::DealCard{spot.seat, spot.hand, Face::Up, false},
                   irregularity(Irregularity::RequestedCardNotDealt),
                   "Deal " + where + " the card it asked for, now that the others have theirs")};
    }
    if (hand.pending == Decision::Hit) {
        return {expect(action::DealCard{spot.seat, spot.hand, Face::Up, false},
                       RoundRule::DealDecision, "Deal a card face up to " + where)};
    }
    if (hand.pending == Decision::Double) {
        // §10(c): face up unless the licensee requires face down; always sideways.
        const bool requested = rules_.offer.doubleCardFace == DoubleCardFace::FaceDownOnRequest &&
                               faceDownDoubleRequests_.count(spot.seat) > 0;
        const Face face = rules_.offer.doubleCardFace == DoubleCardFace::FaceDown || requested
                              ? Face::Down
                              : Face::Up;
        return {expect(action::DealCard{spot.seat, spot.hand, face, true}, RoundRule::DoubleCard,
                       "Deal the one double down card " +
                           std::string(face == Face::Up ? "face up" : "face down") +
                           ", sideways, to " + where)};
    }
    if (hand.surrendered && !hand.settled && upCardLow(round) && !surrendersHeld()) {
        const Money refund = surrenderRefund(hand.wager);
        return {expect(action::SettleSurrender{spot.seat, spot.hand, refund},
                       RoundRule::SurrenderAtOnce,
                       "Collect half the wager of " + where + " and return " + refund.text())};
    }
    if (hand.surrendered && upCardLow(round) && !surrendersHeld()) {
        if (auto behind = behindSurrendersAtOnce(*round.box(spot.seat), spot.hand);
            !behind.empty()) {
            return behind; // §13(b): the caller's surrender, each wager behind too
        }
    }
    if (hand.announcedCards != static_cast<int>(hand.cards.size()) && !hand.doubleCardFaceDown &&
        !noTotalAnnounced(hand)) {
        const HandValue value = hand.value();
        RoundRule rule = RoundRule::DealDecision;
        if (value.blackjack) {
            rule = RoundRule::BlackjackHeld;
        } else if (hand.fromSplit && hand.cards.size() == 2) {
            rule = RoundRule::SplitHandTotal;
        } else if (hand.cards.size() == 2) {
            rule = RoundRule::AnnounceTotal;
        }
        const std::string total = totalText(value);
        return {expect(action::AnnounceTotal{spot.seat, spot.hand, total}, rule,
                       "Announce " + total + " for " + where)};
    }
    const RoundBox &box = *round.box(spot.seat);
    if (insuranceAtTurnPending(round, box) && !box.insuranceOfferedAtTurn) {
        // §9(b): "immediately prior to such player indicating" a decision.
        return {expect(action::OfferInsurance{spot.seat}, RoundRule::InsuranceAtTurn,
                       // §6A(d): a hand held face down is not known to the dealer.
                       evenMoneyOffered() && (hand.isBlackjack() || handDealt())
                           ? "Offer insurance or even money to " + where
                           : "Offer insurance to " + where)};
    }
    return {};
}

bool RoundReferee::playersDone(const Round &round) const {
    return dealDone(round) && awaitingInsurance(round).empty() && !insuranceOfferPending(round) &&
           !peekPending(round) && !currentTurn(round) && awaitingMissedCardAnswer(round).empty();
}

bool RoundReferee::dealerHandDone(const Round &round) const {
    if (!playersDone(round)) {
        return false;
    }
    return round.dealer.cards.size() >= 2
               ? round.dealer.totalAnnounced
               : !(dependsOnDealer(round) || sideWagersWaitOnDealer(round)); // §25, §27
}

std::vector<Expectation> RoundReferee::settlementSteps(const Round &round) const {
    const PayoutRules payout = payoutRules(rules_.offer);
    const bool dealerBlackjack = dealerHasBlackjack(round);
    std::vector<Expectation> losing;
    std::vector<Expectation> others;
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        if (box->pickedUp) {
            continue;
        }
        const bool split = box->hands.size() > 1;
        // §6(i) picks up from the dealer's right: each box's hands right to left too.
        for (int i = static_cast<int>(box->hands.size()); i >= 1; --i) {
            const RoundHand &hand = box->hands[static_cast<std::size_t>(i - 1)];
            if (hand.settled) {
                // §13(c): the wagers behind the caller's, each on its own.
                addBehindSettlements(round, *box, i, rules_.offer, losing, others);
                continue;
            }
            const std::string where = spotText(box->seat, i);
            if (hand.dead) {
                // §15(h): the player is in the next deal; §15(j): the original
                // wager returned. Either way the wager stays with the player.
                const bool noCards = hand.cards.empty();
                others.push_back(expect(
                    action::ReturnWager{box->seat, i, action::Wager::Main},
                    irregularity(hand.cards.size() < 2 ? Irregularity::BoxMissedInDeal
                                                       : Irregularity::RequestedCardNotDealt),
                    noCards ? "Leave the wager of " + where + " (a dead hand, in the next deal)"
                            : "Return the wager of " + where + " (a dead hand)"));
                addBehindSettlements(round, *box, i, rules_.offer, losing, others); // §13(c)
                continue;
            }
            WagerResult result;
            if (doubleCardHidden(hand)) {
                // §10(c): turned face up when the hand's wagers are settled in rotation.
                auto &list = hand.value().bust ? losing : others;
                list.push_back(expect(action::TurnDoubleCard{box->seat, i},
                                      RoundRule::DoubleCardTurnUp,
                                      "Turn up the double down card of " + where));
                continue;
            }
            if (split && dealerBlackjack) {
                // §11(d): the box loses the original wager once, busted or
                // doubled hands included, taken from the original (first)
                // hand unless a busted hand was already collected.
                if (i == 1 && box->collected == Money()) {
                    result = settleSplitAgainstDealerBlackjack(box->initialWager);
                } else {
                    result = {Money(), blackjackSection("11(d)"),
                              "The additional split wager is not collected."};
                }
            } else {
                result = settleMainWager(hand.cards, hand.fromSplit, hand.doubleDown, hand.wager,
                                         round.dealer.cards, payout);
            }
            // Cited by the table's regulation (002 (c)(5) for §3(e), ...).
            const RuleReference rule = settlementReference(result.rule, rules_.offer.regulation);
            if (result.net < Money()) {
                losing.push_back(
                    expect(action::Collect{box->seat, i, action::Wager::Main, -result.net}, rule,
                           "Collect " + (-result.net).text() + " from " + where));
            } else if (result.net > Money()) {
                others.push_back(expect(action::Pay{box->seat, i, action::Wager::Main, result.net},
                                        rule, "Pay " + result.net.text() + " to " + where));
            } else {
                others.push_back(expect(action::ReturnWager{box->seat, i, action::Wager::Main},
                                        rule,
                                        "Return the wager of " + where +
                                            (split && dealerBlackjack
                                                 ? " (after a split only the original is collected)"
                                                 : " (standoff)")));
            }
            addBehindSettlements(round, *box, i, rules_.offer, losing, others); // §13(c)
        }
    }
    addSideWagerSettlements(round, rules_, losing, others); // §24(e), §27, §29(g)
    // The rotation: box by box, or every losing wager first (SettlementOrder).
    std::vector<Expectation> ordered;
    if (rules_.settlementOrder == SettlementOrder::CollectThenPayRightToLeft) {
        ordered = losing;
        ordered.insert(ordered.end(), others.begin(), others.end());
        return ordered;
    }
    // Right to left box by box: merge by seat descending, hands right to left.
    ordered = losing;
    ordered.insert(ordered.end(), others.begin(), others.end());
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const Expectation &a, const Expectation &b) {
                         const auto spotA = spotOf(a.action);
                         const auto spotB = spotOf(b.action);
                         if (spotA->seat == spotB->seat && spotA->hand == spotB->hand) {
                             return behindOf(a.action) < behindOf(b.action); // §13(c): in line
                         }
                         return spotA->seat != spotB->seat ? spotA->seat > spotB->seat
                                                           : spotA->hand > spotB->hand;
                     });
    return ordered;
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
    if (auto handDealtOwn = handDealtSteps(round)) {
        return *handDealtOwn; // §6A: burn, busts, cards turned over, the shuffler
    }
    // §6(e): from the dealer's left, one card face up to each box with a
    // wager, one face up to the dealer, a second face up to each box.
    if (const auto spot = nextInitialSpot(round, holeCardInDeal())) {
        if (*spot == kAwaitingPlayer) {
            return {}; // §15(h): the player answers
        }
        if (*spot == 0 && round.dealer.missedCards > 0) {
            return {expect(action::DealCard{0, 1, Face::Up, false},
                           irregularity(Irregularity::DealerMissedOwnCard),
                           "Every player has two cards: deal the dealer's missed card face up")};
        }
        if (const RoundBox *box = round.box(*spot);
            box != nullptr && box->hands[0].missedCard && boxCards(*box) == 1) {
            return {expect(action::DealCard{*spot, 1, Face::Up, false},
                           irregularity(Irregularity::BoxMissedInDeal),
                           "Deal the missed second card to " + spotText(*spot, 1) +
                               ", now that the others have two")};
        }
        if (*spot == 0 && !round.dealer.cards.empty()) {
            // §6(j): the hole card face down "in a manner as to not disclose
            // the value"; §6(k): face up; both before any additional card.
            const Face face = faceUpHoleCard() ? Face::Up : Face::Down;
            return {expect(action::DealCard{0, 1, face, false}, RoundRule::HoleCardDeal,
                           std::string("Deal the hole card ") +
                               (face == Face::Up ? "face up" : "face down"))};
        }
        return {expect(action::DealCard{*spot, 1, Face::Up, false}, RoundRule::InitialDeal,
                       "Deal a card face up to " + spotText(*spot, 1))};
    }
    if (faceUpHoleCard() && round.dealer.holeCardFaceDown) {
        // §6(k): dealt face down by mistake, it is turned up before the players act.
        return {expect(action::RevealHoleCard{}, RoundRule::HoleCardDeal,
                       "Turn the hole card face up before the players act")};
    }
    // §17(d)-(e), §23(e), §26(e), §28(e), §29(f): side wagers before insurance and the reader.
    if (auto side = sideWagersAfterDeal(round, rules_); !side.empty()) {
        return side;
    }
    const bool low = upCardLow(round);
    // §9(a)-(b): insurance under an ace, right after the second card to each
    // player and before any additional card (with a card reader, before the
    // hole card goes in it); §7(c) even money with it. §6(k)(3): none with
    // the hole card face up; §9(b): at each box's turn where the table says so.
    if (upCardAce(round) && insuranceAvailable()) {
        if (insuranceOfferPending(round)) {
            return {expect(action::OfferInsurance{}, RoundRule::InsuranceOffer,
                           evenMoneyOffered() ? "Offer insurance, and even money to a blackjack"
                                              : "Offer insurance")};
        }
        if (!awaitingInsurance(round).empty()) {
            return {}; // the players answer
        }
        for (const auto &box : round.boxes) {
            if (!box.evenMoney && !box.pickedUp) {
                if (auto behind = behindEvenMoney(box); !behind.empty()) {
                    return behind; // §13(f): a player behind took even money
                }
            }
            if (!box.evenMoney || box.pickedUp) {
                continue;
            }
            if (!box.hands[0].settled) {
                const Money amount = evenMoney(box.initialWager);
                return {expect(
                    action::Pay{box.seat, 1, action::Wager::Main, amount}, RoundRule::EvenMoney,
                    "Pay even money, " + amount.text() + ", to " + spotText(box.seat, 1))};
            }
            if (auto behind = behindEvenMoney(box); !behind.empty()) {
                return behind; // §13(f)
            }
            if (!behindSettled(box.hands[0])) {
                continue; // §13(c): the wagers behind stay on the cards
            }
            return {expect(action::PickUp{box.seat}, RoundRule::EvenMoney,
                           "Remove the cards of " + spotText(box.seat, 1))};
        }
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
    // §7(a): under a 2-9 a blackjack is announced, paid at 3 to 2 and its
    // cards removed before any player receives a third card.
    // §6A(g): in the hand-dealt variation the dealer sees a blackjack only
    // when the cards are turned over to settle. 002 (g)(1): held.
    if (low && !blackjacksHeld() && !round.additionalCardDealt && !handDealt()) {
        for (const auto &box : round.boxes) {
            const RoundHand &hand = box.hands[0];
            if (box.pickedUp || box.hands.size() != 1 || !hand.isBlackjack()) {
                continue;
            }
            std::vector<Expectation> options;
            const std::string where = spotText(box.seat, 1);
            if (hand.announcedCards < 2) {
                options.push_back(expect(action::AnnounceTotal{box.seat, 1, "blackjack"},
                                         RoundRule::BlackjackPaid,
                                         "Announce blackjack for " + where));
            } else if (!hand.settled) {
                const WagerResult result =
                    settleMainWager(hand.cards, false, Money(), hand.wager, round.dealer.cards,
                                    payoutRules(rules_.offer));
                // §6(k)(2): at 1 to 1 with the hole card face up; §7(d): 6 to
                // 5 on a shoe game; each cited so. Otherwise §7(a)'s 3 to 2.
                const RuleReference rule =
                    faceUpHoleCard() || rules_.offer.sixToFiveOnShoe
                        ? RuleReference{result.rule, settlementRequirement(result.rule)}
                        : references_.reference(RoundRule::BlackjackPaid);
                options.push_back(
                    expect(action::Pay{box.seat, 1, action::Wager::Main, result.net}, rule,
                           "Pay the blackjack of " + where + " " + result.net.text()));
            } else if (auto behind = behindBlackjackPayment(round, box, rules_.offer)) {
                options.push_back(*behind); // §13(c): each wager on the blackjack paid
            } else {
                options.push_back(expect(action::PickUp{box.seat}, RoundRule::BlackjackPaid,
                                         "Remove the cards of " + where));
            }
            // The boxes on its left may be announced meanwhile, no card dealt.
            if (const auto turn = currentTurn(round); turn && turn->seat < box.seat) {
                for (const auto &step : turnSteps(round, *turn)) {
                    if (std::holds_alternative<action::AnnounceTotal>(step.action)) {
                        options.push_back(step);
                    }
                }
            }
            return options;
        }
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

    const DealerHand &dealer = round.dealer;
    if (dealer.holeCardFaceDown) {
        // §6(j): turned up once every card the players requested is dealt;
        // §6(j)(1): at once when the card reader found a blackjack.
        const bool found = dealerBlackjackKnown(round);
        return {expect(action::RevealHoleCard{},
                       found ? RoundRule::DealerBlackjackKnown : RoundRule::HoleCardReveal,
                       found ? "The dealer has blackjack: turn the hole card face up"
                             : "Turn the hole card face up")};
    }
    int standingHands = 0; // hands the dealer's final total decides
    for (const auto &box : round.boxes) {
        for (const auto &hand : box.hands) {
            if (!box.pickedUp && mainWagerStanding(hand) && !hand.isBlackjack()) {
                ++standingHands;
            }
        }
    }
    // §6(h): "Dealer's Card", then the second card face up; §12(c): not when
    // no wager depends on it (every hand busted, paid or surrendered).
    if ((dependsOnDealer(round) || sideWagersWaitOnDealer(round)) && dealer.cards.size() < 2) {
        // 002 (q)(5), (f)(8): no "Dealer's Card" at a tribal table.
        if (!dealer.dealersCardAnnounced &&
            rules_.offer.regulation != Regulation::BlackjackTribal) {
            return {expect(action::Announce{action::Call::DealersCard}, RoundRule::DealersCardCall,
                           "Announce \"Dealer's Card\"")};
        }
        return {expect(action::DealCard{0, 1, Face::Up, false},
                       isMultipleAction(round) && round.multipleAction->dealerHand > 1
                           ? multipleActionSecondCardRule(round)
                           : references_.reference(RoundRule::DealerSecondCard),
                       "Deal the dealer's second card face up")};
    }
    if (dealer.cards.size() >= 2) {
        if (auto side = sideWagersOnDealersHand(round, rules_); !side.empty()) {
            return side; // §25(e): before any other wager
        }
        // §9(d): insurance settled right after the second card, before any
        // other dealer card; §8(a)(2): a held surrender likewise ("immediately").
        const bool dealerBlackjack = dealerHasBlackjack(round);
        std::vector<Expectation> immediate;
        for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
            if (box->pickedUp) {
                continue;
            }
            const std::string where = spotText(box->seat, 1);
            if (box->insurance && !box->insuranceSettled) {
                const WagerResult result = settleInsurance(
                    *box->insurance, box->initialWager, dealerBlackjack, rules_.offer.smallestChip);
                const RuleReference rule =
                    settlementReference(result.rule, rules_.offer.regulation);
                if (result.net > Money()) {
                    immediate.push_back(
                        expect(action::Pay{box->seat, 1, action::Wager::Insurance, result.net},
                               rule, "Pay the insurance of " + where + " " + result.net.text()));
                } else if (result.net < Money()) {
                    immediate.push_back(
                        expect(action::Collect{box->seat, 1, action::Wager::Insurance, -result.net},
                               references_.reference(RoundRule::InsuranceSettlement),
                               "Collect the insurance of " + where));
                } else {
                    immediate.push_back(
                        expect(action::ReturnWager{box->seat, 1, action::Wager::Insurance}, rule,
                               "Return the insurance of " + where));
                }
            }
            for (int i = static_cast<int>(box->hands.size()); i >= 1; --i) {
                const RoundHand &hand = box->hands[static_cast<std::size_t>(i - 1)];
                if (!hand.surrendered || hand.settled) {
                    continue;
                }
                const std::string handWhere = spotText(box->seat, i);
                if (dealerBlackjack) {
                    immediate.push_back(
                        expect(action::Collect{box->seat, i, action::Wager::Main, hand.wager},
                               RoundRule::SurrenderDeferred,
                               "The dealer has blackjack: collect the whole surrendered wager of " +
                                   handWhere));
                } else {
                    const Money refund = surrenderRefund(hand.wager);
                    immediate.push_back(expect(
                        action::SettleSurrender{box->seat, i, refund}, RoundRule::SurrenderDeferred,
                        "Collect half the wager of " + handWhere + " and return " + refund.text()));
                }
            }
        }
        for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
            if (!box->pickedUp) { // §13(f), §13(b): the players behind the caller
                for (auto &step : behindImmediateSettlements(*box, dealerBlackjack, rules_.offer)) {
                    immediate.push_back(std::move(step));
                }
            }
        }
        if (!immediate.empty()) {
            return immediate;
        }
        if (auto forced = forcedDealerDraw(round, dealerDrawCanChangeAnOutcome(standingHands))) {
            return {*forced}; // §25(d), §27(f)(3)
        }
        // §12(b), §12(d); §12(c): no draw when no outcome can change.
        const HandValue value = dealer.value();
        if (!dealerBlackjack && dealerDrawCanChangeAnOutcome(standingHands) &&
            dealerMustDraw(value, dealerSoft17Rule(rules_.offer))) {
            return {expect(action::DealCard{0, 1, Face::Up, false}, RoundRule::DealerDraws,
                           "The dealer has " + totalText(value) + ": draw a card face up")};
        }
        if (!dealer.totalAnnounced) {
            // The dealer's final count: no "soft" (no card follows).
            const std::string total = dealerTotalText(value);
            return {expect(action::AnnounceTotal{0, 1, total}, RoundRule::DealerTotal,
                           "Announce the dealer's total, " + total)};
        }
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
    if (!dealer.pickedUp) {
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
         std::holds_alternative<action::TurnDoubleCard>(options.front().action)) &&
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

Verdict RoundReferee::mistake(const Round &round, const DealerAction &dealerAction,
                              const std::vector<Expectation> &options) const {
    Verdict verdict = refused(options);
    const std::string expectedText = verdict.expected;
    const auto where = spotOf(dealerAction);
    const RoundHand *hand = where ? round.hand(where->seat, where->hand) : nullptr;
    const RoundBox *box = where ? round.box(where->seat) : nullptr;
    const bool settling = dealerHandDone(round);
    if (auto shared = sharedBoxMistake(round, dealerAction, options)) { // §13, §3(d)
        shared->expected = expectedText;
        return *shared;
    }
    if (auto offer = sevensOfferMistake(round, rules_, dealerAction, options)) {
        offer->expected = expectedText;
        return *offer; // §6(j)(3), §6(k)(6)
    }
    if (auto progressive = progressiveMistake(round, rules_, dealerAction, options)) {
        progressive->expected = expectedText;
        return *progressive; // §19(b), §15(o)
    }
    if (auto side = sideWagerMistake(round, dealerAction, options, settling)) {
        side->expected = expectedText;
        return *side;
    }
    if (auto holeCard = holeCardMistake(round, dealerAction, options)) {
        holeCard->expected = expectedText;
        return *holeCard;
    }

    // Accepted although not expected.
    if (const auto *collect = std::get_if<action::Collect>(&dealerAction);
        collect && hand && collect->wager == action::Wager::Main && !hand->settled &&
        hand->value().bust && !doubleCardHidden(*hand) && collect->amount == hand->wager &&
        !settling) {
        // Checklist "Source typos" (§6a(e)(3) vs the shoe game): collecting a
        // busted hand at once is accepted as house procedure.
        verdict.correct = true;
        verdict.applied = true;
        verdict.rule = references_.reference(RoundRule::SettlementOrder);
        verdict.message = "The busted hand's wager is collected at once (accepted).";
        return verdict;
    }
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction);
        pickUp && box && !box->pickedUp && !settling && dealDone(round) &&
        std::all_of(box->hands.begin(), box->hands.end(),
                    [](const RoundHand &h) { return h.settled; }) &&
        (!box->insurance || box->insuranceSettled)) {
        verdict.correct = true;
        verdict.applied = true;
        verdict.rule = references_.reference(RoundRule::PickUp);
        verdict.message = "Every wager of the box is settled: its cards may leave the layout.";
        return verdict;
    }
    // Settled out of the rotation: the right amount to the right wager.
    if (isSettlement(dealerAction)) {
        for (const auto &option : options) {
            if (matches(option, dealerAction)) {
                verdict.severity = Severity::Minor;
                verdict.applied = true;
                verdict.rule = references_.reference(RoundRule::SettlementOrder);
                verdict.message =
                    rules_.settlementOrder == SettlementOrder::CollectThenPayRightToLeft
                        ? "Out of rotation: collect every losing wager, from the dealer's right, "
                          "before paying. Next: " +
                              lowercaseFirst(options.front().description) + "."
                        : "Out of rotation: settle from the dealer's far right. Next: " +
                              lowercaseFirst(options.front().description) + ".";
                return verdict;
            }
        }
        for (const auto &option : options) {
            if (sameWager(option.action, dealerAction)) {
                verdict.rule = option.rule;
                verdict.message = "Wrong settlement: " + lowercaseFirst(option.description) + ".";
                verdict.severity = Severity::Payout; // the wrong amount, or the wrong way
                return verdict;
            }
        }
        if (hand && hand->surrendered && !hand->settled &&
            (!upCardLow(round) || surrendersHeld()) && !secondCardShown(round)) {
            verdict.rule = references_.reference(RoundRule::SurrenderDeferred);
            verdict.message = surrendersHeld()
                                  ? "The surrendered wager waits on the cards until the hole "
                                    "card is turned up (late surrender)."
                                  : "Under an ace or a ten-value card the surrendered wager waits "
                                    "on the cards until the dealer's second card.";
            return verdict;
        }
        if (hand && hand->isBlackjack() && !hand->settled &&
            (!upCardLow(round) || blackjacksHeld()) && !secondCardShown(round)) {
            verdict.rule = references_.reference(RoundRule::BlackjackHeld);
            verdict.message = blackjacksHeld()
                                  ? "A blackjack is announced but not paid, nor its cards "
                                    "removed, until the dealer's second card is known."
                                  : "Under an ace or a ten-value card a blackjack is announced "
                                    "but not paid until the dealer's second card.";
            return verdict;
        }
        verdict.message = "This wager is not to be settled now.";
        if (!options.empty()) {
            verdict.message += " " + options.front().description + ".";
        }
        return verdict;
    }

    if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        // A card that leaves the shoe is dealt: §15(a)-(d) (002 (n)(2)-(3)).
        verdict.applied = true;
        if (!options.empty() && sameSpot(options.front().action, dealerAction) &&
            std::holds_alternative<action::DealCard>(options.front().action)) {
            verdict.severity = Severity::Minor;
            verdict.message = options.front().description + ".";
            return verdict;
        }
        const HandValue dealerValue = round.dealer.value();
        if (deal->seat == 0 && round.dealer.cards.size() >= 2 && !options.empty() &&
            isSettlement(options.front().action) && !dealerHandDone(round)) {
            verdict.message = "Settle insurance and held surrenders before drawing: " +
                              lowercaseFirst(options.front().description) + ".";
            return verdict;
        }
        if (deal->seat == 0 && round.dealer.cards.size() >= 2) {
            const bool mustDraw = dealerMustDraw(dealerValue, dealerSoft17Rule(rules_.offer));
            verdict.rule =
                references_.reference(mustDraw ? RoundRule::DealerNoDraw : RoundRule::DealerDraws);
            verdict.message = mustDraw
                                  ? "No hand's outcome can change: the dealer draws no card."
                                  : "The dealer has " + totalText(dealerValue) + " and stands.";
            return verdict;
        }
        if (deal->seat == 0 && round.dealer.cards.size() == 1 && playersDone(round) &&
            !dependsOnDealer(round)) {
            verdict.rule = references_.reference(RoundRule::DealerNoDraw);
            verdict.message = "No wager depends on the dealer's hand: the dealer draws no card.";
            return verdict;
        }
        if (deal->seat == 0 && round.dealer.cards.size() == 1 && playersDone(round) &&
            !round.dealer.dealersCardAnnounced) {
            verdict.rule = references_.reference(RoundRule::DealersCardCall);
            verdict.message = "Announce \"Dealer's Card\" before the card leaves the shoe.";
            return verdict;
        }
        if (deal->seat == 0 && !playersDone(round) && dealDone(round)) {
            verdict.rule = references_.reference(RoundRule::DealerSecondCard);
            verdict.message = "The dealer's second card comes after every player's decisions.";
            return verdict;
        }
        if (hand && hand->cards.size() >= 2 && dealDone(round)) {
            const HandValue value = hand->value();
            if (hand->splitAces) {
                verdict.rule = references_.reference(RoundRule::SplitAces);
                verdict.message = "A split ace receives one card only.";
                return verdict;
            }
            if (value.total >= 21) {
                verdict.rule = references_.reference(RoundRule::NoDrawOn21);
                verdict.message = "A hand of " + totalText(value) + " draws no card.";
                return verdict;
            }
            if (hand->doubleDown > Money() && !hand->pending) {
                verdict.rule = references_.reference(RoundRule::DoubleCard);
                verdict.message = "A doubled hand receives one and only one card.";
                return verdict;
            }
        }
        if (where && where->seat != 0 && box == nullptr) {
            verdict.rule = references_.reference(RoundRule::InitialDeal);
            verdict.message =
                "Box " + std::to_string(where->seat) + " has no wager: it gets no card.";
            return verdict;
        }
        verdict.message = options.empty() ? "No card is to be dealt now."
                                          : "Out of order. " + options.front().description + ".";
        return verdict;
    }

    if (const auto *total = std::get_if<action::AnnounceTotal>(&dealerAction)) {
        for (const auto &option : options) {
            if (std::holds_alternative<action::AnnounceTotal>(option.action) &&
                sameSpot(option.action, dealerAction)) {
                // §6(n): the players remain responsible for their count; the
                // announcement is made, with the wrong total.
                verdict.severity = Severity::Minor;
                verdict.applied = true;
                verdict.rule = option.rule;
                verdict.message = "Wrong total: " + lowercaseFirst(option.description) + ".";
                return verdict;
            }
        }
        if (total->seat == 0 && !options.empty() &&
            std::holds_alternative<action::DealCard>(options.front().action) &&
            sameSpot(options.front().action, dealerAction)) {
            verdict.message = options.front().description + " before announcing the total.";
            return verdict;
        }
    }
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction)) {
        const bool pickUpPhase = !options.empty() &&
                                 std::holds_alternative<action::PickUp>(options.front().action) &&
                                 settling;
        const bool hasCards =
            pickUp->seat == 0 ? !round.dealer.pickedUp : (box != nullptr && !box->pickedUp);
        const bool unsettled = box != nullptr && !box->pickedUp &&
                               (std::any_of(box->hands.begin(), box->hands.end(),
                                            [](const RoundHand &h) { return !h.settled; }) ||
                                (box->insurance && !box->insuranceSettled));
        if (unsettled) {
            verdict.rule = references_.reference(RoundRule::SettlementOrder);
            verdict.message = "Settle every wager of the box before its cards leave the layout.";
            return verdict;
        }
        if (pickUpPhase && hasCards) {
            verdict.applied = true;
            verdict.rule = references_.reference(RoundRule::PickUp);
            verdict.message = "Pick up from the dealer's far right, counterclockwise, the "
                              "dealer's cards last. " +
                              options.front().description + " first.";
            return verdict;
        }
    }
    if (std::holds_alternative<action::OfferInsurance>(dealerAction) && !upCardAce(round)) {
        verdict.rule = references_.reference(RoundRule::InsuranceOffer);
        verdict.message = "Insurance is offered only when the dealer's first card is an ace.";
        return verdict;
    }
    if (options.empty()) {
        verdict.severity = Severity::Minor;
        verdict.message = awaitingDecision(round) || !awaitingInsurance(round).empty()
                              ? "Wait for the player's decision."
                              : "Nothing more is to be done in this round.";
        return verdict;
    }
    verdict.message = "Out of order. " + options.front().description + ".";
    return verdict;
}

std::optional<Verdict>
RoundReferee::holeCardMistake(const Round &round, const DealerAction &dealerAction,
                              const std::vector<Expectation> &options) const {
    Verdict verdict = refused(options);
    verdict.expected.clear(); // mistake() fills it in
    const auto reference = [&](RoundRule rule) { return references_.reference(rule); };
    const DealerHand &dealer = round.dealer;
    const auto where = spotOf(dealerAction);
    const RoundHand *hand = where ? round.hand(where->seat, where->hand) : nullptr;

    if (std::holds_alternative<action::CheckHoleCard>(dealerAction)) {
        if (!holeCardInDeal() || faceUpHoleCard() || dealer.cards.size() < 2) {
            verdict.message = "There is no face-down hole card to check.";
        } else if (!cardReader(round)) {
            verdict.rule = reference(RoundRule::HoleCardDeal);
            verdict.message = "Without a card reader the dealer does not look at the hole card "
                              "until every card the players requested is dealt.";
        } else if (!upCardAceOrTen(round)) {
            verdict.rule = reference(RoundRule::CardReaderCheck);
            verdict.message = "The card reader is used only under an ace or a ten-value card. A "
                              "hole card read under another card is an irregularity: notify a "
                              "casino supervisor (" +
                              std::string(verdict.rule.citation.regulation == Regulation::Blackjack
                                              ? "§15(k)"
                                              : "Blackjack (tribal) (n)(8)") +
                              ").";
        } else if (insuranceOfferPending(round) || !awaitingInsurance(round).empty()) {
            verdict.rule = reference(RoundRule::InsuranceBeforeReader);
            verdict.message = "Every insurance wager is placed before the hole card goes into the "
                              "card reader.";
        } else if (dealer.holeCardChecked || !dealer.holeCardFaceDown) {
            verdict.severity = Severity::Minor;
            verdict.message = "The hole card has already been checked.";
        } else {
            return std::nullopt;
        }
        return verdict;
    }
    if (std::holds_alternative<action::RevealHoleCard>(dealerAction)) {
        if (!dealer.holeCardFaceDown) {
            verdict.severity = Severity::Minor;
            verdict.message = "There is no face-down hole card to turn up.";
            return verdict;
        }
        // §6(b), §6(j): the hole card is not exposed before the players' cards.
        verdict.severity = Severity::Integrity;
        verdict.applied = true;
        verdict.rule = reference(RoundRule::HoleCardNotExposed);
        verdict.message = "The hole card is exposed before every card the players requested is "
                          "dealt.";
        return verdict;
    }
    if (std::holds_alternative<action::TurnDoubleCard>(dealerAction)) {
        if (hand == nullptr || !doubleCardHidden(*hand)) {
            verdict.severity = Severity::Minor;
            verdict.message = "There is no face-down double down card there.";
        } else if (!dealerHandDone(round)) {
            verdict.applied = true; // the card is face up, whatever the rule
            verdict.rule = reference(RoundRule::DoubleCardTurnUp);
            verdict.message = "The face-down double down card is turned up only after the dealer "
                              "has drawn, when the hand is settled in rotation.";
        } else {
            verdict.severity = Severity::Minor;
            verdict.applied = true;
            verdict.rule = reference(RoundRule::SettlementOrder);
            verdict.message = "Out of rotation: settle from the dealer's far right.";
        }
        return verdict;
    }
    if (isSettlement(dealerAction) && hand != nullptr && doubleCardHidden(*hand)) {
        verdict.rule = reference(RoundRule::DoubleCardTurnUp);
        verdict.message = "Turn up the double down card before settling the hand.";
        return verdict;
    }
    if (faceUpHoleCard() && (std::holds_alternative<action::OfferInsurance>(dealerAction) ||
                             std::holds_alternative<action::SettleSurrender>(dealerAction))) {
        verdict.rule = reference(RoundRule::FaceUpHoleCardRules);
        verdict.message = "With the hole card dealt face up, surrender and insurance are not "
                          "available.";
        return verdict;
    }
    if (std::holds_alternative<action::OfferInsurance>(dealerAction) && upCardAce(round) &&
        cardReader(round) && dealer.holeCardChecked) {
        verdict.rule = reference(RoundRule::InsuranceBeforeReader);
        verdict.message = "Insurance closed when the hole card went into the card reader.";
        return verdict;
    }
    if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        if (deal->seat != 0 && dealerBlackjackKnown(round) && round.box(deal->seat) != nullptr) {
            verdict.applied = true; // a card out of the shoe is dealt (§15)
            verdict.rule = reference(RoundRule::DealerBlackjackKnown);
            verdict.message = "The dealer has blackjack: no additional cards are dealt.";
            return verdict;
        }
        if (deal->seat == 0 && !options.empty() &&
            options.front().action == DealerAction(action::DealCard{0, 1, Face::Down, false}) &&
            deal->face == Face::Up) {
            verdict.severity = Severity::Integrity;
            verdict.applied = true;
            verdict.rule = reference(RoundRule::HoleCardNotExposed);
            verdict.message = "The hole card is dealt face down, its value not disclosed.";
            return verdict;
        }
        if (deal->seat == 0 && holeCardInDeal() && dealDone(round) && !playersDone(round)) {
            verdict.applied = true;
            verdict.message = "Out of order: the dealer draws after every player's cards. " +
                              (options.empty() ? std::string() : options.front().description + ".");
            return verdict;
        }
    }
    return std::nullopt;
}

TableState RoundReferee::apply(const TableState &state, const DealerAction &dealerAction) const {
    if (!std::holds_alternative<Round>(state.round) || !judge(state, dealerAction).applied) {
        return state;
    }
    if (auto fromSide = applySideDeal(state, dealerAction)) {
        return *fromSide; // §6(d), §15(i): a deal_card naming a side of a double shoe
    }
    // §15(m): the up card not moved, the round goes on as if it had been.
    if (auto moved =
            impliedUpCardMove(state, dealerAction, steps(state, std::get<Round>(state.round)))) {
        return apply(*moved, dealerAction);
    }
    const auto options = steps(state, std::get<Round>(state.round));
    TableState next = state;
    Round &round = std::get<Round>(next.round);
    // §15(j): the dealer moved on past a hand whose requested card is not
    // dealt: a later hand's total announced. A card dealt to a later box is
    // a card delivered incorrectly (§15(a)): it moves forward and the hand's
    // card is still the next one. With no card left to deal, the round is
    // short of cards (§15(g), 002 (n)(6)), not a card the dealer failed to deal.
    if (const auto turn = currentTurn(round); turn && dealDone(round)) {
        RoundHand &turnHand = *round.hand(turn->seat, turn->hand);
        const auto target = spotOf(dealerAction);
        const bool movesOn = target && forwardRank(target->seat) > forwardRank(turn->seat) &&
                             std::holds_alternative<action::AnnounceTotal>(dealerAction);
        if (turnHand.pending && turnHand.cards.size() >= 2 && movesOn && !shortOfCards(options)) {
            turnHand.missedCard = true;
        }
    }
    const bool sharedBox = applySharedBox(round, dealerAction); // §13, §3(d)
    // §6(d): the determinant card drawn, burned or placed back for its deal.
    const bool doubleShoe = applyDoubleShoe(next, round, dealerAction, options);
    std::visit(
        [&](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            if (sharedBox || doubleShoe) {
                return;
            }
            if constexpr (std::is_same_v<A, action::DealCard>) {
                placeDealtCard(next, round, a, options);
            } else if constexpr (std::is_same_v<A, action::BurnCard>) {
                // §15(b)-(e): the card in error, or the card face up in the shoe.
                if (round.cardInError) {
                    next.discardRack.push_back(round.cardInError->card);
                    round.cardInError.reset();
                } else if (!next.shoe.empty()) {
                    round.reshuffleBurnDue = false;
                    std::erase(next.faceUpCardsInShoe, static_cast<int>(next.shoe.size()));
                    next.discardRack.push_back(next.shoe.front());
                    next.shoe.erase(next.shoe.begin());
                }
            } else if constexpr (std::is_same_v<A, action::Shuffle>) {
                // §15(g): the discards become the shoe; after the round the
                // shoe is finished and prepared again (§6(l)).
                next.random.shuffle(next.discardRack);
                next.shoe = std::move(next.discardRack);
                next.discardRack.clear();
                next.shoeCardsBehindCutCard = 0;
                round.reshuffleBurnDue = true;
                round.cutCardSeat = round.cutCardSeat.value_or(0);
            } else if constexpr (std::is_same_v<A, action::CallSupervisor>) {
                round.supervisorNotified = true;
            } else if constexpr (std::is_same_v<A, action::StopWagerChange>) {
                if (RoundBox *box = round.box(a.seat)) {
                    box->reachingForWager = false;
                    box->wagerChangeStopped = true;
                }
            } else if constexpr (std::is_same_v<A, action::CallHandsDead>) {
                // §15(k)(1): the cards collected, every wager returned.
                for (auto &box : round.boxes) {
                    for (auto &hand : box.hands) {
                        next.discardRack.insert(next.discardRack.end(), hand.cards.begin(),
                                                hand.cards.end());
                        hand.settled = true;
                    }
                    box.pickedUp = true;
                }
                next.discardRack.insert(next.discardRack.end(), round.dealer.cards.begin(),
                                        round.dealer.cards.end());
                round.dealer.pickedUp = true;
                if (round.cardInError) {
                    next.discardRack.push_back(round.cardInError->card);
                    round.cardInError.reset();
                }
                round.voided = true;
            } else if constexpr (std::is_same_v<A, action::DeclareMisdeal>) {
                // 002 (n)(5), (n)(7): every card discarded, the round dealt again.
                std::vector<BoxWager> wagers;
                for (const auto &box : round.boxes) {
                    for (const auto &hand : box.hands) {
                        next.discardRack.insert(next.discardRack.end(), hand.cards.begin(),
                                                hand.cards.end());
                    }
                    wagers.push_back({box.seat, box.initialWager});
                }
                next.discardRack.insert(next.discardRack.end(), round.dealer.cards.begin(),
                                        round.dealer.cards.end());
                if (round.cardInError) {
                    next.discardRack.push_back(round.cardInError->card);
                }
                Round again = newRound(std::move(wagers));
                again.cutCardSeat = round.cutCardSeat;
                again.cardReaderOutOfOrder = round.cardReaderOutOfOrder;
                again.bonusSystemFailed = round.bonusSystemFailed;
                // The side wagers stand for the new deal, none settled yet.
                for (auto &box : again.boxes) {
                    for (const auto &placed : round.box(box.seat)->sideWagers) {
                        box.sideWagers.push_back(RoundSideWager{placed.wager,
                                                                placed.amount,
                                                                placed.over,
                                                                false,
                                                                {},
                                                                placed.onDealersHand});
                    }
                }
                redealMultipleAction(round, again); // 002 (q): the spots still to decide
                round = std::move(again);
            } else if constexpr (std::is_same_v<A, action::Announce>) {
                // §19(b)'s "no more bets" is applyProgressive()'s.
                round.dealer.dealersCardAnnounced =
                    round.dealer.dealersCardAnnounced || a.call == action::Call::DealersCard;
            } else if constexpr (std::is_same_v<A, action::AnnounceTotal>) {
                if (a.seat == 0) {
                    round.dealer.totalAnnounced = true;
                    round.dealer.totalMisannounced =
                        a.total != dealerTotalText(round.dealer.value());
                } else if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->announcedCards = static_cast<int>(hand->cards.size());
                    hand->totalMisannounced = a.total != totalText(hand->value());
                }
            } else if constexpr (std::is_same_v<A, action::OfferInsurance>) {
                if (a.seat == 0) {
                    round.insuranceOffered = true;
                } else if (RoundBox *box = round.box(a.seat)) {
                    box->insuranceOfferedAtTurn = true;
                }
            } else if constexpr (std::is_same_v<A, action::CheckHoleCard>) {
                round.dealer.holeCardChecked = true;
                // §15(k): read under a card other than an ace or a ten.
                round.cardReaderMisused = !upCardAceOrTen(round);
            } else if constexpr (std::is_same_v<A, action::RevealHoleCard>) {
                round.dealer.holeCardFaceDown = false;
            } else if constexpr (std::is_same_v<A, action::TurnDoubleCard>) {
                if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->doubleCardTurnedUp = true;
                }
            } else if constexpr (std::is_same_v<A, action::Collect> ||
                                 std::is_same_v<A, action::Pay> ||
                                 std::is_same_v<A, action::ReturnWager>) {
                if (a.wager == action::Wager::Side) {
                    // applySideWagers() below
                } else if (a.wager == action::Wager::Insurance) {
                    if (RoundBox *box = round.box(a.seat)) {
                        box->insuranceSettled = true;
                    }
                } else if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->settled = true;
                    if constexpr (std::is_same_v<A, action::Collect>) {
                        round.box(a.seat)->collected += a.amount;
                    }
                }
            } else if constexpr (std::is_same_v<A, action::SettleSurrender>) {
                if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->settled = true;
                }
            } else if constexpr (std::is_same_v<A, action::PickUp>) {
                // §6(i): in order, so each hand can be rebuilt; the dealer's
                // cards go under the players' into the discard rack (§6A(i):
                // held for the automated shuffling device).
                std::vector<Card> &pile = pickUpPile(next, round, a.seat);
                if (a.seat == 0) {
                    pile.insert(pile.end(), round.dealer.cards.begin(), round.dealer.cards.end());
                    round.dealer.pickedUp = true;
                    return;
                }
                if (RoundBox *box = round.box(a.seat)) {
                    for (const auto &hand : box->hands) {
                        pile.insert(pile.end(), hand.cards.begin(), hand.cards.end());
                    }
                    box->pickedUp = true;
                }
            }
        },
        dealerAction);
    applySideWagers(round, dealerAction); // §17-§31: settled, initial cards kept
    // §18, §15(n): multiple action's spots, the dealer's cards and the up card.
    applyMultipleAction(next, round, dealerAction);
    applyHandDealt(state, next, round, dealerAction, options); // §6A
    // §6(j)(3), §6(k)(6): the sevens offer; §19(b)-(c): the progressive steps.
    applySevensOffer(round, dealerAction);
    applyProgressive(std::get<Round>(state.round), round, dealerAction);
    if (round.cutCardSeat && isComplete(next) && next.stage != Stage::ShoeFinished) {
        // §6(l): the round completed and its cards collected, the shoe is
        // finished: the shoe's preparation takes the table (§6(l)(2), §5(e)).
        finishShoe(next,
                   *round.cutCardSeat == 0 ? CutCardCameOut::OnDealerHand : CutCardCameOut::OnBox,
                   *round.cutCardSeat);
    }
    return next;
}

TableState RoundReferee::applyEvent(const TableState &state, const TableEvent &tableEvent) const {
    if (!std::holds_alternative<Round>(state.round)) {
        return state;
    }
    if (const auto *reach = std::get_if<event::PlayerReachesForWager>(&tableEvent)) {
        TableState next = state;
        if (RoundBox *box = std::get<Round>(next.round).box(reach->seat)) {
            box->reachingForWager = true;
        }
        return next;
    }
    if (const auto *discard = std::get_if<event::PlayerDiscardsBust>(&tableEvent)) {
        TableState next = state;
        if (RoundBox *box = std::get<Round>(next.round).box(discard->seat)) {
            box->bustDiscarded = true; // §6A(e)(2): the first two cards, face down
        }
        return next;
    }
    if (const auto *answer = std::get_if<event::PlayerAnswersMissedCard>(&tableEvent)) {
        TableState next = state;
        if (RoundHand *hand = std::get<Round>(next.round).hand(answer->seat, answer->hand)) {
            // §15(h), §15(j): the card late, or a dead hand.
            hand->takesLateCard = answer->takesCard;
            hand->dead = !answer->takesCard;
        }
        return next;
    }
    if (TableState next = state; applySharedBoxEvent(std::get<Round>(next.round), tableEvent)) {
        return next; // §13(b)-(f): a player behind the caller
    }
    if (std::holds_alternative<event::SupervisorRestoresUpCard>(tableEvent)) {
        TableState next = state;
        applyMultipleActionEvent(next, tableEvent); // §15(n)
        return next;
    }
    if (const auto *answer = std::get_if<event::PlayerAnswersSevensOffer>(&tableEvent)) {
        TableState next = state;
        answerSevensOffer(std::get<Round>(next.round), *answer); // §6(j)(3), §6(k)(6)
        return next;
    }
    const auto *decides = std::get_if<event::PlayerDecides>(&tableEvent);
    if (decides == nullptr) {
        return state;
    }
    TableState next = state;
    Round &round = std::get<Round>(next.round);
    if (applyMultipleActionAnswer(round, *decides)) {
        return next; // §18(d): insurance per spot
    }
    RoundBox *box = round.box(decides->seat);
    RoundHand *hand = round.hand(decides->seat, decides->hand);
    if (box == nullptr || hand == nullptr) {
        return next;
    }
    switch (decides->decision) {
    case Decision::Insurance:
        box->insurance = decides->amount;
        box->insuranceAnswered = true;
        return next;
    case Decision::EvenMoney:
        box->evenMoney = evenMoneyOffered() && hand->isBlackjack();
        box->insuranceAnswered = true;
        return next;
    case Decision::NoInsurance:
        box->insuranceAnswered = true;
        return next;
    case Decision::Hit:
        hand->pending = Decision::Hit;
        break;
    case Decision::Stand:
        hand->stood = true;
        break;
    case Decision::Double:
        askPlayersBehind(*hand); // §13(d)
        hand->doubleDown = decides->amount;
        hand->wager += decides->amount;
        hand->pending = Decision::Double;
        break;
    case Decision::Split: {
        // §11(a): two hands, the second with a wager equal to the original;
        // the new hand sits to the right of the one split.
        askPlayersBehind(*hand); // §13(e)
        RoundHand second;
        second.cards.push_back(hand->cards.back());
        hand->cards.pop_back();
        second.wager = decides->amount;
        second.fromSplit = true;
        hand->fromSplit = true;
        hand->announcedCards = 0;
        second.splitAces = hand->splitAces = hand->cards.front().rank == Rank::Ace;
        box->hands.insert(box->hands.begin() + decides->hand, second);
        break;
    }
    case Decision::Surrender:
        hand->surrendered = true;
        break;
    }
    applyMultipleActionDecision(round, *box, *decides); // §18(c)
    ++box->playDecisions;
    return next;
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
           round->cardsPickedUp.empty(); // §6A(i): placed in the shuffler
}

} // namespace dt::blackjack

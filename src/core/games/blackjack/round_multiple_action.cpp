#include "round_multiple_action.h"

#include "round_layout.h"
#include "settlement.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

namespace dt::blackjack {

namespace {

RuleReference rule(const Round &round, const char *section, const char *requirement) {
    return multipleActionRule(round, section, requirement);
}

// 002 (q) words §18 paragraph by paragraph; (n)(10) words §15(n).
const char *tribalParagraph(std::string_view section) {
    static constexpr std::pair<std::string_view, const char *> kParagraphs[] = {
        {"18(a)", "(q)(1)"},       {"18(b)", "(q)(2)"},        {"18(c)", "(q)(3)"},
        {"18(d)", "(q)(4)"},       {"18(e)", "(q)(5)"},        {"18(f)", "(q)(6)"},
        {"18(f)(1)", "(q)(6)(i)"}, {"18(f)(2)", "(q)(6)(ii)"}, {"18(g)", "(q)(7)"},
        {"18(h)", "(q)(8)"},       {"18(i)", "(q)(9)"},        {"18(j)", "(q)(10)"},
        {"15(n)", "(n)(10)"},
    };
    for (const auto &[from, to] : kParagraphs) {
        if (from == section) {
            return to;
        }
    }
    return nullptr;
}

Expectation expect(DealerAction action, RuleReference reference, std::string description) {
    return Expectation{std::move(action), 0, 0, std::move(reference), std::move(description)};
}

std::string ordinal(int hand) {
    return hand == 1 ? "first" : hand == 2 ? "second" : "third";
}

// §18(f), §18(h), §18(i): the section that settles the spot of `hand`.
const char *settlementSection(int hand) {
    return hand == 1 ? "18(f)" : hand == 2 ? "18(h)" : "18(i)";
}

bool allSpotsSettled(const RoundHand &hand) {
    return std::all_of(hand.spots.begin(), hand.spots.end(),
                       [](const SpotWager &spot) { return spot.settled || spot.wager == Money(); });
}

Money unsettledTotal(const RoundHand &hand) {
    Money total;
    for (const auto &spot : hand.spots) {
        total += spot.settled ? Money() : spot.wager;
    }
    return total;
}

// §18(f): "exceeds a hard total of 21": every hand of the box busted.
bool boxBusted(const RoundBox &box) {
    return !box.hands.empty() &&
           std::all_of(box.hands.begin(), box.hands.end(), [](const RoundHand &hand) {
               return hand.value().bust && allSpotsSettled(hand);
           });
}

// §18(d): insurance on a later spot, decided by a dealer hand still to come.
bool laterInsurance(const Round &round, const RoundBox &box) {
    const auto after = static_cast<std::size_t>(round.multipleAction->dealerHand);
    for (std::size_t j = after; j < box.spotInsurance.size(); ++j) {
        if (box.spotInsurance[j] && *box.spotInsurance[j] > Money()) {
            return true;
        }
    }
    return false;
}

// A busted box whose cards may go (§18(f)): no insurance still to decide.
bool bustedBoxDone(const Round &round, const RoundBox &box) {
    return boxBusted(box) && (!box.insurance || box.insuranceSettled) &&
           !laterInsurance(round, box);
}

// The spot a settlement names, or nothing when the action is none.
struct SettlementTarget {
    int seat = 0;
    int hand = 1;
    action::Wager wager = action::Wager::Main;
    int spot = 1;
};

std::optional<SettlementTarget> settlementOf(const DealerAction &dealerAction) {
    return std::visit(
        [](const auto &a) -> std::optional<SettlementTarget> {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::Collect> || std::is_same_v<A, action::Pay> ||
                          std::is_same_v<A, action::ReturnWager>) {
                return SettlementTarget{a.seat, a.hand, a.wager, a.spot};
            } else {
                return std::nullopt;
            }
        },
        dealerAction);
}

// Every wager of the spot in play is settled.
bool handInPlaySettled(const Round &round) {
    for (const auto &box : round.boxes) {
        for (const auto &hand : box.hands) {
            if (!box.pickedUp && !hand.settled) {
                return false;
            }
        }
    }
    return true;
}

// §15(n): the original up card is still needed on the layout: a later hand
// is to come, or the hand in play (second or third) is not complete.
bool upCardNeeded(const Round &round) {
    const auto &ma = *round.multipleAction;
    if (ma.dealerHand < ma.dealerHands && laterWagersRemain(round)) {
        return true;
    }
    return ma.dealerHand > 1 && round.dealer.cards.size() == 1 && !handInPlaySettled(round);
}

} // namespace

bool isMultipleAction(const Round &round) {
    return round.multipleAction.has_value();
}

void startMultipleAction(Round &round, int dealerHands, bool tribal) {
    round.multipleAction = MultipleActionRound{};
    round.multipleAction->dealerHands = std::clamp(dealerHands, 2, 3);
    round.multipleAction->tribal = tribal;
}

RuleReference multipleActionRule(const Round &round, const char *section, const char *requirement) {
    if (round.multipleAction && round.multipleAction->tribal) {
        if (const char *paragraph = tribalParagraph(section)) {
            return RuleReference{Citation{Regulation::BlackjackTribal, paragraph}, requirement};
        }
    }
    return RuleReference{Citation{Regulation::Blackjack, section}, requirement};
}

RuleReference multipleActionSecondCardRule(const Round &round) {
    return round.multipleAction->dealerHand == 2 ? rule(round, "18(g)", "BJ-DEAL-21")
                                                 : rule(round, "18(h)", "BJ-DEAL-21");
}

std::string multipleActionCite(const Round &round, const char *section) {
    const Citation citation = multipleActionRule(round, section, "").citation;
    return citation.regulation == Regulation::Blackjack ? "§" + citation.section : citation.text();
}

bool upCardMoveImplied(const Round &round) {
    return round.multipleAction && !round.multipleAction->tribal; // §15(m)
}

void redealMultipleAction(const Round &old, Round &again) {
    if (!old.multipleAction) {
        return;
    }
    const MultipleActionRound &was = *old.multipleAction;
    startMultipleAction(again, was.dealerHands, was.tribal);
    again.multipleAction->dealerHand = was.dealerHand;
    again.multipleAction->finishedHands = was.finishedHands;
    for (auto &box : again.boxes) {
        const RoundBox *before = old.box(box.seat);
        if (before == nullptr) {
            continue;
        }
        placeSpotWagers(again, box, before->spotWagers);
        // A spot decided against an earlier dealer hand (or every spot of a
        // hand collected over 21, §18(f)) stays decided.
        for (std::size_t j = 0; j < box.hands[0].spots.size(); ++j) {
            box.hands[0].spots[j].settled =
                std::all_of(before->hands.begin(), before->hands.end(), [&](const RoundHand &h) {
                    return j < h.spots.size() && h.spots[j].settled;
                });
        }
    }
    // A box every spot of which is decided is not in the new deal.
    std::erase_if(again.boxes, [](const RoundBox &box) {
        return std::all_of(box.hands[0].spots.begin(), box.hands[0].spots.end(),
                           [](const SpotWager &spot) { return spot.settled; });
    });
    loadDealerHand(again);
}

void placeSpotWagers(Round &round, RoundBox &box, const std::vector<Money> &wagers) {
    box.spotWagers = wagers;
    box.spotInsurance.assign(wagers.size(), std::nullopt);
    if (box.hands.empty()) {
        box.hands.emplace_back();
    }
    box.hands[0].spots.clear();
    for (const Money wager : wagers) {
        box.hands[0].spots.push_back(SpotWager{wager, Money(), false});
    }
    loadDealerHand(round);
}

void loadDealerHand(Round &round) {
    if (!round.multipleAction) {
        return;
    }
    const auto k = static_cast<std::size_t>(round.multipleAction->dealerHand - 1);
    for (auto &box : round.boxes) {
        if (box.spotWagers.empty()) {
            continue;
        }
        box.initialWager = k < box.spotWagers.size() ? box.spotWagers[k] : Money();
        box.insurance = k < box.spotInsurance.size() ? box.spotInsurance[k] : std::nullopt;
        box.insuranceSettled = false;
        box.collected = Money();
        for (auto &hand : box.hands) {
            const SpotWager spot = k < hand.spots.size() ? hand.spots[k] : SpotWager{};
            hand.wager = spot.wager;
            // A spot without a wager keeps the hand's double down: the hand
            // was doubled (§10(a): one card only) whatever this spot holds.
            hand.doubleDown = spot.wager > Money() || hand.spots.empty() ? spot.doubleDown
                                                                         : hand.spots[0].doubleDown;
            hand.settled = spot.settled || spot.wager == Money();
            // §11(d): a busted hand's wager was collected with the first hand (§18(f)).
            if (spot.settled && hand.value().bust) {
                box.collected += spot.wager;
            }
        }
    }
}

bool laterWagersRemain(const Round &round) {
    if (!round.multipleAction) {
        return false;
    }
    const auto after = static_cast<std::size_t>(round.multipleAction->dealerHand);
    for (const auto &box : round.boxes) {
        if (box.pickedUp) {
            continue;
        }
        if (laterInsurance(round, box)) {
            return true; // §18(f)(2): "a wager remains on the second or third spot"
        }
        for (const auto &hand : box.hands) {
            for (std::size_t j = after; j < hand.spots.size(); ++j) {
                if (!hand.dead && !hand.spots[j].settled && hand.spots[j].wager > Money()) {
                    return true;
                }
            }
        }
    }
    return false;
}

void tagSpots(const Round &round, const TableOffer &offer, std::vector<Expectation> &options) {
    if (!round.multipleAction) {
        return;
    }
    const int inPlay = round.multipleAction->dealerHand;
    for (auto &option : options) {
        std::visit(
            [&](auto &a) {
                using A = std::decay_t<decltype(a)>;
                if constexpr (std::is_same_v<A, action::Collect> ||
                              std::is_same_v<A, action::Pay> ||
                              std::is_same_v<A, action::ReturnWager>) {
                    if (a.wager == action::Wager::Side) {
                        return;
                    }
                    a.spot = inPlay;
                    const RoundHand *hand = round.hand(a.seat, a.hand);
                    if (hand == nullptr || hand->spots.empty() || a.wager != action::Wager::Main) {
                        return;
                    }
                    if constexpr (std::is_same_v<A, action::Collect>) {
                        // §10(c): a bust under a double card dealt face down is
                        // seen at the first hand's settlement; against a dealer
                        // blackjack that spot is settled as §10(b), §11(d) say
                        // (the rest follows at once, bustedHandCollection()).
                        const bool hiddenUntilNow = hand->doubleCardFaceDown && inPlay == 1 &&
                                                    round.dealer.value().blackjack;
                        if (hand->value().bust && !hand->dead && !hiddenUntilNow) {
                            // §18(f): all of a busted player's wagers, with the cards.
                            a.amount = unsettledTotal(*hand);
                            option.rule = rule(round, "18(f)", "BJ-SETTLE-20");
                            option.description = "Collect all the wagers of " +
                                                 spotText(a.seat, a.hand) + ", " + a.amount.text() +
                                                 ": the hand exceeds 21";
                        }
                    }
                    if constexpr (std::is_same_v<A, action::Pay>) {
                        if (round.dealer.cards.size() == 1 && inPlay == 1 && hand->isBlackjack()) {
                            // §7(a): under a 2-9 no dealer hand can be a blackjack:
                            // each spot is paid at once.
                            Money total;
                            for (const auto &spot : hand->spots) {
                                total += settleMainWager(hand->cards, false, Money(), spot.wager,
                                                         round.dealer.cards, payoutRules(offer))
                                             .net;
                            }
                            a.amount = total;
                            option.description = "Pay the blackjack of " +
                                                 spotText(a.seat, a.hand) + " on every spot, " +
                                                 total.text();
                        }
                    }
                }
            },
            option.action);
    }
}

std::vector<Expectation> bustedHandCollection(const Round &round) {
    if (!round.multipleAction) {
        return {};
    }
    const int inPlay = round.multipleAction->dealerHand;
    for (const auto &box : round.boxes) {
        if (box.pickedUp) {
            continue;
        }
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            const RoundHand &hand = box.hands[i];
            // §10(c): a double card dealt face down shows the bust once turned
            // up, after the spot in play is settled (§10(b), §11(d)).
            const bool announced = hand.announcedCards == static_cast<int>(hand.cards.size()) ||
                                   (hand.doubleCardTurnedUp && hand.settled);
            if (hand.spots.empty() || hand.dead || !hand.value().bust || doubleCardHidden(hand) ||
                !announced || allSpotsSettled(hand) || (hand.doubleCardTurnedUp && !hand.settled)) {
                continue;
            }
            const int number = static_cast<int>(i) + 1;
            const Money total = unsettledTotal(hand);
            return {
                expect(action::Collect{box.seat, number, action::Wager::Main, total, {}, 0, inPlay},
                       rule(round, "18(f)", "BJ-SETTLE-20"),
                       "Collect all the wagers of " + spotText(box.seat, number) + ", " +
                           total.text() + ": the hand exceeds 21")};
        }
        if (bustedBoxDone(round, box)) {
            return {expect(action::PickUp{box.seat}, rule(round, "18(f)", "BJ-SETTLE-20"),
                           "Collect the cards of " + spotText(box.seat, 1) +
                               " with its wagers: the hand exceeds 21")};
        }
    }
    return {};
}

std::vector<Expectation> multipleActionTransition(const Round &round) {
    if (!round.multipleAction) {
        return {};
    }
    const auto &ma = *round.multipleAction;
    if (ma.dealerHand >= ma.dealerHands || !laterWagersRemain(round)) {
        return {}; // §18(f)(1), §18(h): the round concludes per §18(j)
    }
    {
        // §18(f): a busted player's cards, kept for an insurance, go once it is decided.
        for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
            if (!box->pickedUp && bustedBoxDone(round, *box)) {
                return {expect(action::PickUp{box->seat}, rule(round, "18(f)", "BJ-SETTLE-20"),
                               "Collect the cards of " + spotText(box->seat, 1) +
                                   " with its wagers: the hand exceeds 21")};
            }
        }
    }
    const int next = ma.dealerHand + 1;
    if (!ma.cardsDiscarded) {
        return {expect(action::DiscardDealerCards{},
                       ma.dealerHand == 1 ? rule(round, "18(f)(2)", "BJ-PICK-03")
                                          : rule(round, "18(h)", "BJ-PICK-03"),
                       "Collect the dealer's cards except the original up card into the "
                       "discard rack")};
    }
    return {
        expect(action::MoveUpCard{next},
               next == 2 ? rule(round, "18(g)", "BJ-DEAL-21") : rule(round, "18(h)", "BJ-DEAL-21"),
               "Move the original up card to the area of the dealer's " + ordinal(next) + " hand")};
}

std::optional<std::vector<Expectation>> multipleActionRemedy(const Round &round) {
    if (!round.multipleAction || !round.multipleAction->upCardInRack) {
        return std::nullopt;
    }
    if (round.supervisorNotified) {
        return std::vector<Expectation>{}; // the supervisor reconstructs the hand
    }
    return std::vector<Expectation>{
        expect(action::CallSupervisor{action::SupervisorReason::Irregularity},
               rule(round, "15(n)", "BJ-IRR-15"),
               "Notify the casino supervisor at once: the original up card is in the discard "
               "rack")};
}

std::vector<TableEvent> multipleActionHouseResponses(const Round &round) {
    if (round.multipleAction && round.multipleAction->upCardInRack && round.supervisorNotified) {
        return {event::SupervisorRestoresUpCard{}};
    }
    return {};
}

std::optional<Verdict> multipleActionMistake(const Round &round, const DealerAction &dealerAction,
                                             const std::vector<Expectation> &options) {
    if (!round.multipleAction) {
        return std::nullopt;
    }
    const auto &ma = *round.multipleAction;
    Verdict verdict = refused(options);
    const bool transition =
        !options.empty() && std::holds_alternative<action::MoveUpCard>(options.front().action);
    const std::string next =
        options.empty() ? std::string() : " " + options.front().description + ".";

    // 002 (q)(5), (f)(8): the tribal text asks no "Dealer's Card" before a
    // dealer hand's second card; the call, made anyway, misleads no one.
    if (ma.tribal && !options.empty() && !transition &&
        std::holds_alternative<action::DealCard>(options.front().action) &&
        std::get<action::DealCard>(options.front().action).seat == 0 &&
        round.dealer.cards.size() == 1 && std::holds_alternative<action::Announce>(dealerAction) &&
        std::get<action::Announce>(dealerAction).call == action::Call::DealersCard) {
        Verdict accepted;
        accepted.rule = options.front().rule;
        accepted.message = "002 asks no \"Dealer's Card\" ((f)(8)); the call is accepted. " +
                           options.front().description + ".";
        return accepted;
    }
    // §15(m): the next hand's call or second card without the move.
    if (transition && (std::holds_alternative<action::Announce>(dealerAction) ||
                       (std::holds_alternative<action::DealCard>(dealerAction) &&
                        std::get<action::DealCard>(dealerAction).seat == 0))) {
        const int hand = std::get<action::MoveUpCard>(options.front().action).hand;
        if (!upCardMoveImplied(round)) {
            // 002 has no §15(m): the move comes first ((q)(7), (q)(8)).
            verdict.rule = options.front().rule;
            verdict.message = "The original up card is first moved to the area of the dealer's " +
                              ordinal(hand) +
                              " hand; 002 has no remedy that continues as if it "
                              "had been moved.";
            return verdict;
        }
        verdict.applied = true;
        verdict.rule = options.front().rule;
        verdict.message = "The original up card is first moved to the area of the dealer's " +
                          ordinal(hand) +
                          " hand. The round continues as if it had been moved (§15(m)).";
        return verdict;
    }
    // §15(n): the original up card picked up while a hand still needs it.
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction);
        pickUp && pickUp->seat == 0 && !round.dealer.pickedUp && !round.dealer.cards.empty() &&
        upCardNeeded(round) &&
        (options.empty() || !std::holds_alternative<action::Collect>(options.front().action))) {
        verdict.applied = true;
        verdict.rule = ma.dealerHand == 1 && !ma.cardsDiscarded
                           ? rule(round, "18(f)(2)", "BJ-PICK-03")
                           : rule(round, "18(h)", "BJ-PICK-03");
        verdict.message = "The original up card stays on the layout for the dealer's next hand. "
                          "It is in the discard rack now: notify the casino supervisor at once "
                          "(" +
                          multipleActionCite(round, "15(n)") + ").";
        return verdict;
    }
    // The cards of a box still wagering on a later spot stay on the layout.
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction);
        pickUp && pickUp->seat != 0) {
        const RoundBox *box = round.box(pickUp->seat);
        const auto k = static_cast<std::size_t>(ma.dealerHand);
        const bool wagering =
            box != nullptr && !box->pickedUp &&
            (laterInsurance(round, *box) ||
             std::any_of(box->hands.begin(), box->hands.end(), [&](const auto &h) {
                 for (std::size_t j = k; j < h.spots.size(); ++j) {
                     if (!h.spots[j].settled && h.spots[j].wager > Money()) {
                         return true;
                     }
                 }
                 return false;
             }));
        if (wagering) {
            verdict.rule = rule(round, "18(j)", "BJ-PICK-03");
            verdict.message = "The box still has a wager against a later dealer hand: its cards "
                              "are picked up at the conclusion of the last hand." +
                              next;
            return verdict;
        }
    }
    // §18(f): a busted hand loses every spot at once, not the first alone.
    if (const auto *collect = std::get_if<action::Collect>(&dealerAction);
        collect && collect->wager == action::Wager::Main && collect->spot == ma.dealerHand) {
        const RoundHand *hand = round.hand(collect->seat, collect->hand);
        if (hand != nullptr && !hand->spots.empty() && hand->value().bust &&
            !allSpotsSettled(*hand) && collect->amount != unsettledTotal(*hand)) {
            verdict.rule = rule(round, "18(f)", "BJ-SETTLE-20");
            verdict.message = "The hand exceeds 21: all of the player's wagers on it, " +
                              unsettledTotal(*hand).text() + ", are collected with the cards." +
                              next;
            return verdict;
        }
    }
    // §18(f), §18(h), §18(i): each dealer hand settles only its own spot.
    if (const auto target = settlementOf(dealerAction);
        target && target->wager != action::Wager::Side && target->spot != ma.dealerHand) {
        const RoundBox *box = round.box(target->seat);
        const bool placed = box != nullptr &&
                            target->spot <= static_cast<int>(box->spotWagers.size()) &&
                            box->spotWagers[static_cast<std::size_t>(target->spot - 1)] > Money();
        verdict.rule = rule(round, settlementSection(ma.dealerHand), "BJ-SETTLE-21");
        if (!placed && target->spot > ma.dealerHand) {
            verdict.rule = rule(round, "18(h)", "BJ-SETTLE-21");
            verdict.message = "There is no wager on spot " + std::to_string(target->spot) + " of " +
                              spotText(target->seat, 1) + ": it is not settled." + next;
        } else {
            verdict.message =
                "The dealer's " + ordinal(ma.dealerHand) + " hand settles the wagers of spot " +
                std::to_string(ma.dealerHand) + " only; spot " + std::to_string(target->spot) +
                " is settled against the dealer's " + ordinal(target->spot) + " hand." + next;
        }
        return verdict;
    }
    if (std::holds_alternative<action::MoveUpCard>(dealerAction) ||
        std::holds_alternative<action::DiscardDealerCards>(dealerAction)) {
        const bool laterHand = ma.dealerHand < ma.dealerHands && laterWagersRemain(round);
        if (!laterHand) {
            verdict.rule = ma.dealerHand == 1 ? rule(round, "18(f)(1)", "BJ-PICK-03")
                                              : rule(round, "18(h)", "BJ-PICK-03");
            verdict.message = ma.dealerHand == 1
                                  ? "No wager remains on a later spot: the dealer's cards, the "
                                    "up card included, are picked up." +
                                        next
                                  : "No player made a third wager: the round is concluded and "
                                    "every card picked up (" +
                                        multipleActionCite(round, "18(j)") + ")." + next;
            return verdict;
        }
        verdict.rule = rule(round, settlementSection(ma.dealerHand), "BJ-SETTLE-21");
        verdict.message = "Every wager of the spot of the dealer's " + ordinal(ma.dealerHand) +
                          " hand is settled first, and its cards collected." + next;
        return verdict;
    }
    return std::nullopt;
}

std::optional<TableState> impliedUpCardMove(const TableState &state, const DealerAction &action,
                                            const std::vector<Expectation> &options) {
    const Round *round = std::get_if<Round>(&state.round);
    if (round == nullptr || !upCardMoveImplied(*round) || options.empty() ||
        !std::holds_alternative<action::MoveUpCard>(options.front().action)) {
        return std::nullopt;
    }
    const auto *deal = std::get_if<action::DealCard>(&action);
    if (!std::holds_alternative<action::Announce>(action) && (deal == nullptr || deal->seat != 0)) {
        return std::nullopt;
    }
    TableState moved = state;
    Round &next = std::get<Round>(moved.round);
    applyMultipleAction(moved, next, options.front().action);
    if (deal != nullptr) {
        // One error graded (§18(g)); the card is out of the shoe and dealt.
        next.dealer.dealersCardAnnounced = true;
    }
    return moved;
}

void applyMultipleAction(TableState &next, Round &round, const DealerAction &dealerAction) {
    if (!round.multipleAction) {
        return;
    }
    auto &ma = *round.multipleAction;
    if (std::holds_alternative<action::DiscardDealerCards>(dealerAction)) {
        // §18(f)(2), §18(h): all but the original up card, face down to the rack.
        DealerHand &dealer = round.dealer;
        if (!dealer.cards.empty()) {
            ma.finishedHands.push_back(dealer.cards);
            next.discardRack.insert(next.discardRack.end(), dealer.cards.begin() + 1,
                                    dealer.cards.end());
            dealer.cards.resize(1);
        }
        ma.cardsDiscarded = true;
        return;
    }
    if (const auto *move = std::get_if<action::MoveUpCard>(&dealerAction)) {
        // §18(g)-(h): the up card begins the next hand, played per §6(h), §12(b).
        ma.dealerHand = move->hand;
        ma.cardsDiscarded = false;
        DealerHand fresh;
        fresh.cards = round.dealer.cards;
        round.dealer = fresh;
        loadDealerHand(round);
        return;
    }
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction);
        pickUp && pickUp->seat == 0 && round.dealer.pickedUp && !round.dealer.cards.empty() &&
        upCardNeeded(round)) {
        // §15(n): the up card went into the rack with the others (the round
        // referee put them there); the layout waits for the supervisor.
        ma.upCard = round.dealer.cards.front();
        if (round.dealer.cards.size() > 1 || !ma.cardsDiscarded) {
            ma.finishedHands.push_back(round.dealer.cards);
        }
        // Restored to the next hand's area when the hand in play was complete.
        ma.cardsDiscarded =
            handInPlaySettled(round) && ma.dealerHand < ma.dealerHands && laterWagersRemain(round);
        round.dealer.cards.clear();
        round.dealer.pickedUp = false;
        ma.upCardInRack = true;
        round.supervisorNotified = false;
        return;
    }
    const auto target = settlementOf(dealerAction);
    if (!target || target->wager != action::Wager::Main) {
        return;
    }
    RoundBox *box = round.box(target->seat);
    RoundHand *hand = round.hand(target->seat, target->hand);
    if (box == nullptr || hand == nullptr || hand->spots.empty()) {
        return;
    }
    const auto k = static_cast<std::size_t>(ma.dealerHand - 1);
    const auto *collect = std::get_if<action::Collect>(&dealerAction);
    if (collect != nullptr && k < hand->spots.size() && hand->spots[k].settled) {
        // §10(c), §18(f): the later spots of a bust seen at the turn-up,
        // after its spot in play: not this spot's §11(d) original wager.
        box->collected -= collect->amount;
    }
    const bool everySpot =
        (collect != nullptr && hand->value().bust && collect->amount == unsettledTotal(*hand)) ||
        (std::holds_alternative<action::Pay>(dealerAction) && round.dealer.cards.size() == 1 &&
         ma.dealerHand == 1 && hand->isBlackjack());
    for (std::size_t j = 0; j < hand->spots.size(); ++j) {
        if (j == k || everySpot) {
            hand->spots[j].settled = true;
        }
    }
}

bool applyMultipleActionAnswer(Round &round, const event::PlayerDecides &decides) {
    RoundBox *box = round.box(decides.seat);
    if (!round.multipleAction || box == nullptr || box->spotWagers.empty()) {
        return false;
    }
    switch (decides.decision) {
    case event::Decision::Insurance:
        // §18(d): on any or all of the wagers, each decided by its dealer hand.
        if (decides.hand >= 1 && decides.hand <= static_cast<int>(box->spotInsurance.size())) {
            box->spotInsurance[static_cast<std::size_t>(decides.hand - 1)] = decides.amount;
        }
        box->insuranceAnswered = true;
        loadDealerHand(round);
        return true;
    case event::Decision::EvenMoney: // §18(d) names insurance only
    case event::Decision::NoInsurance:
        box->insuranceAnswered = true;
        return true;
    default:
        return false;
    }
}

void applyMultipleActionDecision(Round &round, RoundBox &box, const event::PlayerDecides &decides) {
    if (!round.multipleAction || box.spotWagers.empty()) {
        return;
    }
    const auto index = static_cast<std::size_t>(decides.hand - 1);
    if (decides.decision == event::Decision::Double && index < box.hands.size()) {
        // §18(c), §10(a): an additional wager on each spot, none over its wager.
        for (auto &spot : box.hands[index].spots) {
            spot.doubleDown = std::min(decides.amount, spot.wager);
            spot.wager += spot.doubleDown;
        }
    } else if (decides.decision == event::Decision::Split && index + 1 < box.hands.size()) {
        // §18(c), §11(a): the new hand wagers as much as the original on each spot.
        box.hands[index + 1].spots = box.hands[index].spots;
    }
    loadDealerHand(round);
}

bool applyMultipleActionEvent(TableState &next, const TableEvent &tableEvent) {
    Round *round = std::get_if<Round>(&next.round);
    if (!std::holds_alternative<event::SupervisorRestoresUpCard>(tableEvent) || round == nullptr ||
        !round->multipleAction || !round->multipleAction->upCardInRack) {
        return false;
    }
    auto &ma = *round->multipleAction;
    // §15(n): the up card back on the layout, the other cards in the rack.
    auto &rack = next.discardRack;
    const auto found = std::find(rack.rbegin(), rack.rend(), ma.upCard);
    if (found != rack.rend()) {
        rack.erase(std::next(found).base());
    }
    ma.upCardInRack = false;
    round->supervisorNotified = false;
    DealerHand restored;
    restored.cards = {ma.upCard};
    round->dealer = restored;
    if (ma.cardsDiscarded) {
        // Placed in the area of the next hand: play resumes with it.
        ma.cardsDiscarded = false;
        ma.dealerHand += 1;
        loadDealerHand(*round);
    }
    return true;
}

} // namespace dt::blackjack

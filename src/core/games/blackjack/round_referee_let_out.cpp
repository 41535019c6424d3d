// Blackjack §15(a): "The licensee will have the option to allow one or more
// players out of the hand when the dealer is found to make this error" (a
// card delivered incorrectly). The part of RoundReferee that says who may ask
// to be let out, expects the dealer to let them out and grades the rest.
// 002 has no equivalent (checklist BJ2-IRR-04): validate() refuses the
// option there, and nothing here is reached at a 002 table.
#include "round_referee.h"

#include <algorithm>

namespace dt::blackjack {

namespace {

// A hand let out, or still to be let out: every hand of a box that asked.
bool letOutPending(const RoundBox &box) {
    return box.asksOut && std::any_of(box.hands.begin(), box.hands.end(),
                                      [](const RoundHand &hand) { return !hand.dead; });
}

} // namespace

bool RoundReferee::playersMayBeLetOut() const {
    return rules_.offer.playersOutOnMisdelivery &&
           rules_.offer.regulation != Regulation::BlackjackTribal;
}

std::vector<int> RoundReferee::mayAskOut(const Round &round) const {
    std::vector<int> seats;
    // §15(a) "when the dealer is found to make this error": a card delivered
    // incorrectly is out (§15(e)'s card drawn to the dealer's own seventeen
    // is the dealer's hand's, burned, and lets no one out).
    if (!playersMayBeLetOut() || round.voided || !round.cardInError ||
        round.cardInError->drawnOnSeventeen) {
        return seats;
    }
    for (const RoundBox &box : round.boxes) {
        // §15(a) lets "one or more players out of the hand" without saying
        // which; the checklist (BJ-IRR-01) recommends no handling. Taken
        // here: a player whose hand is still in play, none of its wagers on
        // the hand settled nor its hand complete (a player who has already
        // stood, busted or surrendered has nothing left for the error to
        // change). A box shared with players behind (§13) or wagering on
        // several spots (§18) is not let out by its caller alone.
        const bool inPlay =
            std::none_of(box.hands.begin(), box.hands.end(),
                         [](const RoundHand &hand) {
                             return hand.settled || hand.surrendered || hand.dead;
                         }) &&
            std::any_of(box.hands.begin(), box.hands.end(),
                        [&](const RoundHand &hand) { return !handFinished(round, box, hand); });
        if (inPlay && !box.pickedUp && !box.asksOut && box.behind.empty() &&
            box.spotWagers.empty()) {
            seats.push_back(box.seat);
        }
    }
    return seats;
}

std::optional<std::vector<Expectation>> RoundReferee::letOutSteps(const Round &round) const {
    std::vector<Expectation> steps;
    for (const RoundBox &box : round.boxes) {
        if (!letOutPending(box)) {
            continue;
        }
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            if (box.hands[i].dead) {
                continue;
            }
            const int hand = static_cast<int>(i) + 1;
            // §15(a): the player out of the hand: the hand dead, the wager
            // returned now (as §15(j) returns a dead hand's original wager).
            steps.push_back(expect(action::ReturnWager{box.seat, hand, action::Wager::Main},
                                   irregularity(Irregularity::MisdeliveredCard),
                                   "Let the player at " + spotText(box.seat, hand) +
                                       " out of the hand: return its wager, the hand dead"));
        }
    }
    if (steps.empty()) {
        return std::nullopt;
    }
    return steps;
}

std::optional<Verdict> RoundReferee::letOutMistake(const Round &round,
                                                   const DealerAction &dealerAction,
                                                   const std::vector<Expectation> &options) const {
    // Only while a card delivered incorrectly is out (§15(a)'s "this
    // error"): otherwise the remedy expected (a box passed over, §15(h); a
    // requested card not dealt, §15(j)) or the procedure says what is wrong.
    const auto *returned = std::get_if<action::ReturnWager>(&dealerAction);
    if (returned == nullptr || returned->wager != action::Wager::Main || !round.cardInError ||
        rules_.offer.regulation == Regulation::BlackjackTribal || playersDone(round)) {
        return std::nullopt;
    }
    const RoundBox *box = round.box(returned->seat);
    const RoundHand *hand = round.hand(returned->seat, returned->hand);
    if (box == nullptr || hand == nullptr || hand->dead || hand->settled || box->asksOut) {
        return std::nullopt;
    }
    // A main wager returned while its hand is in play: only §15(a) lets a
    // player out of the hand, and only at the player's request where the
    // licensee allows it.
    Verdict verdict = refused(options);
    verdict.rule = irregularity(Irregularity::MisdeliveredCard);
    verdict.severity = Severity::Major;
    verdict.applied = false;
    const std::string where = spotText(returned->seat, returned->hand);
    if (!playersMayBeLetOut()) {
        verdict.message = "This table does not let players out of the hand (the licensee's "
                          "option after a card delivered incorrectly): the wager of " +
                          where + " stays in play.";
    } else {
        verdict.message = "The player at " + where +
                          " did not ask to be let out of the hand: the wager stays in play.";
    }
    if (!options.empty()) {
        verdict.message += " Next: " + lowercaseFirst(options.front().description) + ".";
    }
    return verdict;
}

} // namespace dt::blackjack

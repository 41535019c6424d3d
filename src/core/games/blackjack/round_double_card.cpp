#include "round_double_card.h"

#include "round_layout.h"
#include "round_referee.h"

namespace dt::blackjack {

std::optional<Verdict> turnedUpDoubleTotal(const Round &round, const DealerAction &action,
                                           const RuleReference &rule) {
    const auto *total = std::get_if<action::AnnounceTotal>(&action);
    if (total == nullptr || total->seat == 0) {
        return std::nullopt;
    }
    const RoundBox *box = round.box(total->seat);
    const RoundHand *hand = round.hand(total->seat, total->hand);
    if (box == nullptr || hand == nullptr || box->pickedUp || !hand->doubleCardFaceDown ||
        !hand->doubleCardTurnedUp || hand->announcedCards == static_cast<int>(hand->cards.size()) ||
        total->total != totalText(hand->value())) {
        return std::nullopt;
    }
    Verdict verdict;
    verdict.rule = rule;
    verdict.message = "The total of " + spotText(total->seat, total->hand) +
                      ", its double down card turned up, is " + total->total +
                      " (accepted: the turn-up asks no announcement).";
    return verdict;
}

} // namespace dt::blackjack

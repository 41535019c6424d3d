#include "round.h"

#include <algorithm>

namespace dt::blackjack {

RoundBox *Round::box(int seat) {
    const auto found =
        std::find_if(boxes.begin(), boxes.end(), [&](const RoundBox &b) { return b.seat == seat; });
    return found == boxes.end() ? nullptr : &*found;
}

const RoundBox *Round::box(int seat) const {
    return const_cast<Round *>(this)->box(seat);
}

RoundHand *Round::hand(int seat, int hand) {
    RoundBox *found = box(seat);
    if (found == nullptr || hand < 1 || hand > static_cast<int>(found->hands.size())) {
        return nullptr;
    }
    return &found->hands[static_cast<std::size_t>(hand - 1)];
}

const RoundHand *Round::hand(int seat, int hand) const {
    return const_cast<Round *>(this)->hand(seat, hand);
}

std::optional<Card> Round::upCard() const {
    if (dealer.cards.empty()) {
        return std::nullopt;
    }
    return dealer.cards.front();
}

Round newRound(std::vector<BoxWager> wagers) {
    std::sort(wagers.begin(), wagers.end(),
              [](const BoxWager &a, const BoxWager &b) { return a.seat < b.seat; });
    Round round;
    for (const auto &wager : wagers) {
        RoundBox box;
        box.seat = wager.seat;
        box.initialWager = wager.wager;
        RoundHand hand;
        hand.wager = wager.wager;
        box.hands.push_back(hand);
        round.boxes.push_back(box);
    }
    return round;
}

} // namespace dt::blackjack

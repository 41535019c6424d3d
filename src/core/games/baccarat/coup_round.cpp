#include "coup_round.h"

#include <algorithm>

namespace dt::baccarat {

const std::vector<Card> &CoupRound::cards(action::CoupHand hand) const {
    return hand == action::CoupHand::Player ? hands.player : hands.banker;
}

int CoupRound::faceUp(action::CoupHand hand) const {
    return hand == action::CoupHand::Player ? playerFaceUp : bankerFaceUp;
}

CoupWager *CoupRound::wager(int seat, Wager kind) {
    const auto found = std::find_if(wagers.begin(), wagers.end(), [&](const CoupWager &w) {
        return w.seat == seat && w.wager == kind;
    });
    return found == wagers.end() ? nullptr : &*found;
}

const CoupWager *CoupRound::wager(int seat, Wager kind) const {
    return const_cast<CoupRound *>(this)->wager(seat, kind);
}

CoupRound newCoup(const TableRules &rules, const std::vector<PlacedWager> &wagers) {
    CoupRound coup;
    for (const auto &placed : wagers) {
        // §8(a)(4)-(7): a wager the table does not offer is not on its layout.
        if (!offered(rules, placed.wager) || placed.amount <= Money() || placed.seat < 1) {
            continue;
        }
        if (CoupWager *same = coup.wager(placed.seat, placed.wager)) {
            same->amount += placed.amount;
        } else {
            coup.wagers.push_back({placed.seat, placed.wager, placed.amount});
        }
    }
    const auto order = [](Wager wager) {
        const auto all = allWagers();
        return std::find(all.begin(), all.end(), wager) - all.begin();
    };
    std::sort(coup.wagers.begin(), coup.wagers.end(), [&](const CoupWager &a, const CoupWager &b) {
        return a.seat != b.seat ? a.seat < b.seat : order(a.wager) < order(b.wager);
    });
    return coup;
}

void electHouseMoneyRide(CoupRound &coup, int seat, Wager onto) {
    if (CoupWager *houseMoney = coup.wager(seat, Wager::HouseMoney)) {
        houseMoney->ridesOn = onto;
    }
}

Wager wagerOn(action::CoupHand hand) {
    return hand == action::CoupHand::Player ? Wager::Player : Wager::Banker;
}

action::CoupHand handOf(Wager onHand) {
    return onHand == Wager::Player ? action::CoupHand::Player : action::CoupHand::Banker;
}

int handTurner(const CoupRound &coup, action::CoupHand hand) {
    const Wager onHand = wagerOn(hand);
    int seat = 0;
    Money highest;
    for (const auto &wager : coup.wagers) { // ascending seats: the first of equals stays
        if (wager.wager == onHand && wager.amount > highest) {
            highest = wager.amount;
            seat = wager.seat;
        }
    }
    return seat;
}

CoupSummary initialSummary(const CoupRound &coup) {
    Coup firstTwo;
    firstTwo.player.assign(
        coup.hands.player.begin(),
        coup.hands.player.begin() +
            static_cast<std::ptrdiff_t>(std::min<std::size_t>(2, coup.hands.player.size())));
    firstTwo.banker.assign(
        coup.hands.banker.begin(),
        coup.hands.banker.begin() +
            static_cast<std::ptrdiff_t>(std::min<std::size_t>(2, coup.hands.banker.size())));
    return summarize(firstTwo);
}

} // namespace dt::baccarat

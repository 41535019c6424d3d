#include "coup.h"

#include "drawing_rules.h"
#include "point_count.h"

namespace dt::baccarat {

namespace {

bool pairOf(const std::vector<Card> &hand) {
    // §8(a)(7)(i): a pair is two cards of the same rank, regardless of suit.
    return hand.size() >= 2 && hand[0].rank == hand[1].rank;
}

} // namespace

std::optional<DealtCoup> dealCoup(Game game, std::span<const Card> shoe) {
    if (shoe.size() < 4) {
        return std::nullopt;
    }
    DealtCoup dealt;
    Coup &coup = dealt.coup;
    // §9(c): cards 1 and 3 to the Player's Hand, 2 and 4 to the Banker's Hand.
    coup.player = {shoe[0], shoe[2]};
    coup.banker = {shoe[1], shoe[3]};
    std::size_t next = 4;
    const int playerPoint = pointCount(coup.player);
    const int bankerPoint = pointCount(coup.banker);
    std::optional<int> playerThirdValue;
    if (playerDraws(game, playerPoint, bankerPoint).draws) {
        if (next >= shoe.size()) {
            return std::nullopt;
        }
        coup.player.push_back(shoe[next++]);
        playerThirdValue = cardValue(coup.player.back().rank);
    }
    if (bankerDraws(game, playerPoint, bankerPoint, playerThirdValue).draws) {
        if (next >= shoe.size()) {
            return std::nullopt;
        }
        coup.banker.push_back(shoe[next++]);
    }
    dealt.cardsUsed = next;
    return dealt;
}

CoupSummary summarize(const Coup &coup) {
    CoupSummary summary;
    summary.playerPoint = pointCount(coup.player);
    summary.bankerPoint = pointCount(coup.banker);
    summary.playerCards = static_cast<int>(coup.player.size());
    summary.bankerCards = static_cast<int>(coup.banker.size());
    summary.playerPair = pairOf(coup.player);
    summary.bankerPair = pairOf(coup.banker);
    return summary;
}

} // namespace dt::baccarat

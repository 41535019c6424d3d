#include "double_shoe.h"

#include "scenario.h"
#include "table_state.h"

#include <algorithm>
#include <utility>

namespace dt {

std::string_view shoeSideName(ShoeSide side) {
    return side == ShoeSide::Left ? "left" : "right";
}

std::optional<ShoeSide> shoeSideFromName(std::string_view name) {
    if (name == "left") {
        return ShoeSide::Left;
    }
    if (name == "right") {
        return ShoeSide::Right;
    }
    return std::nullopt;
}

ShoeSide otherSide(ShoeSide side) {
    return side == ShoeSide::Left ? ShoeSide::Right : ShoeSide::Left;
}

ShoeSide backSide(const Card &card, int decks) {
    return card.deck < (decks + 1) / 2 ? ShoeSide::Left : ShoeSide::Right; // decks 0-based
}

ShoeSide suitSide(Suit suit, ShoeSide heartsAndDiamonds) {
    const bool red = suit == Suit::Hearts || suit == Suit::Diamonds;
    return red ? heartsAndDiamonds : otherSide(heartsAndDiamonds);
}

const std::vector<Card> &sideCards(const TableState &state, ShoeSide side) {
    static const std::vector<Card> none;
    if (side == state.shoeSide) {
        return state.shoe;
    }
    return state.otherCompartment ? state.otherCompartment->cards : none;
}

void swapShoeSides(TableState &state) {
    if (!state.otherCompartment) {
        return;
    }
    ShoeCompartment &other = *state.otherCompartment;
    std::swap(state.shoe, other.cards);
    std::swap(state.shoeCardsBehindCutCard, other.cardsBehindCutCard);
    std::swap(state.faceUpCardsInShoe, other.faceUpCards);
    state.shoeSide = dt::otherSide(state.shoeSide);
}

void dealFromSide(TableState &state, ShoeSide side) {
    if (state.shoeSide != side) {
        swapShoeSides(state);
    }
}

namespace {

// One side's cards: the lesson's order first (deck numbers ignored: the
// first such card of the side's batch), then the rest of the batch shuffled.
std::vector<Card> sideStack(std::vector<Card> batch, const std::vector<Card> &order,
                            SeededRandom &random, int gone, std::vector<Card> &discards) {
    std::vector<Card> ordered;
    for (const auto &wanted : order) {
        const auto found = std::find_if(batch.begin(), batch.end(), [&](const Card &c) {
            return c.rank == wanted.rank && c.suit == wanted.suit;
        });
        if (found != batch.end()) {
            ordered.push_back(*found);
            batch.erase(found);
        }
    }
    random.shuffle(batch);
    const auto out =
        static_cast<std::ptrdiff_t>(std::clamp(gone, 0, static_cast<int>(batch.size())));
    discards.insert(discards.end(), batch.begin(), batch.begin() + out);
    ordered.insert(ordered.end(), batch.begin() + out, batch.end());
    return ordered;
}

} // namespace

void loadDoubleShoe(TableState &state, const Scenario &scenario) {
    const int decks = scenario.table.decks;
    std::vector<Card> left;
    std::vector<Card> right;
    for (const auto &card : newDecks(decks)) {
        (backSide(card, decks) == ShoeSide::Left ? left : right).push_back(card);
    }
    const int dealt = std::max(0, scenario.cardsDealt);
    state.discardRack.clear();
    state.shoe = sideStack(std::move(left), scenario.cardOrder, state.random, (dealt + 1) / 2,
                           state.discardRack);
    ShoeCompartment other;
    other.cards = sideStack(std::move(right), scenario.rightCardOrder, state.random, dealt / 2,
                            state.discardRack);
    // §5(d): the cut card about a quarter of the way in from the back, in each side.
    state.shoeCardsBehindCutCard = static_cast<int>(state.shoe.size()) / 4;
    other.cardsBehindCutCard = static_cast<int>(other.cards.size()) / 4;
    state.shoeSide = ShoeSide::Left;
    state.otherCompartment = std::move(other);
    state.burnCard.reset(); // §6(d): the determinant card instead of a burn
    state.stage = Stage::ReadyToDeal;
}

void loadFinishedDoubleShoe(TableState &state, const Scenario &scenario) {
    const int decks = scenario.table.decks;
    const ShoeSide finished = scenario.cutCardSide.value_or(ShoeSide::Left);
    std::vector<Card> batches[2];
    for (const auto &card : newDecks(decks)) {
        batches[backSide(card, decks) == ShoeSide::Left ? 0 : 1].push_back(card);
    }
    state.discardRack.clear();
    state.segregatedArea.clear();
    // The previous shuffle of one side, `dealt` of its cards gone.
    const auto side = [&](ShoeSide which, bool cutCardReached) {
        std::vector<Card> batch = std::move(batches[which == ShoeSide::Left ? 0 : 1]);
        state.random.shuffle(batch);
        const int size = static_cast<int>(batch.size());
        ShoeCompartment compartment;
        compartment.cardsBehindCutCard = size / 4; // §5(d)
        // The cut card came out with the last card of the round just collected.
        const int dealt = std::clamp(cutCardReached ? size - compartment.cardsBehindCutCard + 1
                                                    : scenario.cardsDealt,
                                     0, size);
        const int segregated = std::clamp(scenario.segregatedCards, 0, dealt);
        const auto begin = batch.begin();
        state.segregatedArea.insert(state.segregatedArea.end(), begin, begin + segregated);
        state.discardRack.insert(state.discardRack.end(), begin + segregated, begin + dealt);
        compartment.cards.assign(begin + dealt, batch.end());
        return compartment;
    };
    ShoeCompartment used = side(finished, true);
    state.otherCompartment = side(otherSide(finished), false);
    state.shoe = std::move(used.cards);
    state.shoeCardsBehindCutCard = used.cardsBehindCutCard;
    state.shoeSide = finished;
    state.burnCard.reset(); // §6(d): no burn card at a double shoe
    state.stage = Stage::ShoeFinished;
}

} // namespace dt

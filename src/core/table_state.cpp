#include "table_state.h"

#include "double_shoe_preparation.h"
#include "games/baccarat/curator.h"
#include "referee_for.h"
#include "shoe_batch_preparation.h"
#include "shuffler_batch_preparation.h"

#include <algorithm>

namespace dt {

int cardsBurnedAtLoading(const ShoeRules &rules, const std::vector<Card> &shoe) {
    if (shoe.empty()) {
        return 0;
    }
    // Blackjack §6(c): one card; Baccarat §5(e): the first card and as many
    // more as its value.
    const int more = rules.burnsAfterFirstCard
                         ? (*rules.burnsAfterFirstCard)[static_cast<std::size_t>(
                               static_cast<int>(shoe.front().rank) - 1)]
                         : 0;
    return std::min(1 + more, static_cast<int>(shoe.size()));
}

TableState initialState(const Scenario &scenario) {
    TableState state;
    state.config = scenario.table;
    state.startedAs = scenario.start;
    state.cutCardCameOut = scenario.cutCardCameOut;
    state.cutCardSeat = scenario.cutCardSeat;
    state.random = SeededRandom(scenario.seed);
    state.presetOrder = scenario.cardOrder;
    for (int seat = 1; seat <= scenario.table.boxes; ++seat) {
        state.seats.push_back(Seat{seat, {}, false, 0});
    }
    // Players take their seats through PlayerArrives events, so their names
    // are known before they arrive.
    for (const auto &player : scenario.players) {
        if (player.seat >= 1 && player.seat <= scenario.table.boxes) {
            state.seats[static_cast<std::size_t>(player.seat - 1)].name = player.name;
        }
    }

    state.round = initialRound(scenario);
    state.curatorship = baccarat::initialCuratorship(scenario);

    std::vector<Card> cards = newDecks(scenario.table.decks);
    // §2(b) (the second (b)): the other batch in the shuffler, or at the
    // opening both batches on the table (shoe_batch_preparation.h); the 6 to
    // 5 variation's two decks or sets of two decks alike (§2(c), §4(d)).
    state.shoeBatches = hasShoeBatches(scenario);
    if ((state.shoeBatches || dealtFromTheHand(scenario)) &&
        scenario.start == StartSituation::NewTable) {
        state.stack = newDecks(2 * scenario.table.decks); // as they come from the boxes
        if (dealtFromTheHand(scenario)) {
            prepareHandDealtDecks(state, scenario);
        }
        return state;
    }
    if (const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
        rules && rules->offer.doubleShoe && scenario.start == StartSituation::RoundReady) {
        loadDoubleShoe(state, scenario); // Blackjack §6(d): two compartments
        return state;
    }
    if (const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
        rules && rules->offer.doubleShoe && scenario.start == StartSituation::CutCardReached) {
        loadFinishedDoubleShoe(state, scenario); // §6(d): one side's cut card reached
        return state;
    }
    if (scenario.start == StartSituation::RoundReady) {
        // The lesson's cards first, then the rest of the decks from the seed;
        // the burn card and any earlier rounds already in the discard rack.
        std::vector<Card> rest = cards;
        std::vector<Card> ordered;
        for (const auto &wanted : scenario.cardOrder) {
            // Deck numbers are ignored: the first such card of the decks.
            const auto found = std::find_if(rest.begin(), rest.end(), [&](const Card &c) {
                return c.rank == wanted.rank && c.suit == wanted.suit;
            });
            if (found != rest.end()) {
                ordered.push_back(*found);
                rest.erase(found);
            }
        }
        state.random.shuffle(rest);
        // The shoe prepared as the game's rules say (ShoeRules): the burn
        // after loading it, the cut cards. A 6 to 5 deck placed in the
        // dealer's hand burns none (§6A(b)-(c); prepareHandDealtDecks()).
        const ShoeRules rules = shoeRulesFor(scenario.table).value_or(ShoeRules{});
        const int burned = dealtFromTheHand(scenario) ? 0 : cardsBurnedAtLoading(rules, rest);
        const auto gone = static_cast<std::ptrdiff_t>(
            std::clamp(scenario.cardsDealt + burned, burned, static_cast<int>(rest.size())));
        state.discardRack.assign(rest.begin(), rest.begin() + gone);
        state.shoe = std::move(ordered);
        state.shoe.insert(state.shoe.end(), rest.begin() + gone, rest.end());
        // Blackjack §5(d): about a quarter from the back; Baccarat §5(e): at
        // least so many cards, and the second cutting card at the end.
        const int behindCutCard = rules.minimumCardsBehindCutCard > 0
                                      ? rules.minimumCardsBehindCutCard
                                      : scenario.table.cardCount() / 4;
        state.shoeCardsBehindCutCard = std::min(behindCutCard, static_cast<int>(state.shoe.size()));
        state.cutCardAtEnd = rules.secondCutCardAtEnd;
        if (burned > 0 && rules.burnsAfterFirstCard) {
            // Baccarat §5(e): as the burn leaves it, the first card shown and
            // the last of the others burned face down, none still due.
            state.burnCard = rest[static_cast<std::size_t>(burned - 1)];
            state.additionalBurnsDue = 0;
        } else if (burned > 0) {
            state.burnCard = state.discardRack.back();
        }
        const int shoeSize = static_cast<int>(state.shoe.size());
        for (const int position : scenario.faceUpCards) {
            state.faceUpCardsInShoe.push_back(shoeSize - (position - 1));
        }
        for (CardDrawnInError card : scenario.cardsDrawnInError) {
            card.position = shoeSize - (card.position - 1);
            state.cardsDrawnInErrorInShoe.push_back(card);
        }
        state.stage = Stage::ReadyToDeal;
        if (dealtFromTheHand(scenario)) {
            // §2(c), §5(i): the other deck in the automated shuffler, after
            // this one; its cut cards; one round per deck: no second.
            prepareHandDealtDecks(state, scenario);
        }
        if (state.shoeBatches) {
            storeOtherBatch(state, scenario.table.decks); // §2(b)(3) (the second (b))
        }
        return state;
    }
    if (scenario.start == StartSituation::NewTable) {
        state.stack = std::move(cards); // as they come from the box
        state.stage = Stage::OpeningTable;
        return state;
    }

    // A shoe in play: the previous shuffle, with the cards dealt so far in the
    // discard rack. It comes from the same seed, before the lesson's shuffle.
    state.random.shuffle(cards);
    const auto dealt =
        static_cast<std::ptrdiff_t>(std::clamp(scenario.cardsDealt, 0, scenario.table.cardCount()));
    state.discardRack.assign(cards.begin(), cards.begin() + dealt);
    state.shoe.assign(cards.begin() + dealt, cards.end());
    state.shoeCardsBehindCutCard =
        std::min(scenario.table.cardCount() / 4, static_cast<int>(state.shoe.size()));
    if (state.shoeBatches) {
        storeOtherBatch(state, scenario.table.decks); // §2(b)(3) (the second (b))
    }
    switch (scenario.start) {
    case StartSituation::CutCardReached:
        state.stage = Stage::ShoeFinished;
        break;
    case StartSituation::IdleTable:
        state.stage = Stage::OpeningTable;
        state.idleTable = true;
        break;
    case StartSituation::NewDealer:
        state.stage = Stage::InPlay;
        state.newDealerMustBurn = true;
        break;
    case StartSituation::NewTable:
    case StartSituation::RoundReady:
        break;
    }
    if (dealtFromTheHand(scenario)) {
        // The 6 to 5 decks whatever the start: no §6(c) burn by a new dealer
        // (§6A(c)), the next deck through the shuffler after the cut card.
        prepareHandDealtDecks(state, scenario);
    }
    return state;
}

void finishShoe(TableState &state, CutCardCameOut cameOut, int seat) {
    state.stage = Stage::ShoeFinished;
    state.startedAs = StartSituation::CutCardReached;
    state.cutCardCameOut = cameOut;
    state.cutCardSeat = seat;
    // The lesson's card order was this shoe's; the seed shuffles the next.
    state.presetOrder.clear();
    // This shoe's burn and cut are history; the next shoe has its own.
    state.burnCard.reset();
    state.burnExposed = false;
    state.burnCardRequestedBy.reset();
    state.additionalBurnsDue.reset();
    state.cutCardAtEnd = false;
    state.cutBy = 0;
    state.lastCutter.reset();
    // Blackjack §6(d): the preparation empties and loads the side whose cut
    // card was reached (double_shoe_preparation.h).
    turnToCutCardSide(state);
}

void replaceWithNewDecks(TableState &state) {
    state.shoe.clear();
    state.discardRack.clear();
    state.firstCardsOfNextHands.clear();        // Baccarat §15(a): set aside from the old decks
    state.stack = newDecks(state.config.decks); // as they come from the box
    state.shoeCardsBehindCutCard = 0;
    state.faceUpCardsInShoe.clear();
    state.stage = Stage::OpeningTable;
    // New decks open the table afresh: the cut is offered as at the start
    // (Baccarat §5(c)), not at a box where a cut card came out.
    state.startedAs = StartSituation::NewTable;
    state.inspected = false;
    state.inspectionVerified = false;
    state.spread.reset();
    state.inspectedByPlayer = false;
    state.turnedDown = false;
    state.washed = false;
    state.shuffleStepsDone = 0;
    state.refusedCut.clear();
    state.cutPosition.reset();
    state.recutSeat.reset();
    state.improperCutAccepted = false;
    state.lastHand = LastHand::NotDue;
}

std::vector<int> occupiedSeats(const TableState &state) {
    std::vector<int> seats;
    for (const auto &seat : state.seats) {
        if (seat.occupied) {
            seats.push_back(seat.number);
        }
    }
    return seats;
}

void emptySeat(TableState &state, int seat) {
    if (seat >= 1 && seat <= static_cast<int>(state.seats.size())) {
        Seat &left = state.seats[static_cast<std::size_t>(seat - 1)];
        left.occupied = false;
        left.arrivalOrder = 0;
    }
}

} // namespace dt

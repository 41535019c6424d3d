#include "table_state.h"

#include <algorithm>

namespace dt {

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

    std::vector<Card> cards = newDecks(scenario.table.decks);
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
        break;
    }
    return state;
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

} // namespace dt

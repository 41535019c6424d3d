#pragma once

#include "card.h"
#include "table_config.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dt {

// The situation a lesson starts from.
enum class StartSituation {
    NewTable,       // decks just received at a table opening for the day
    CutCardReached, // the round in which the cut card came out is over and collected
    IdleTable,      // an open table with no gaming activity; a player arrives
    NewDealer,      // the trainee relieves the dealer of a shoe in play
};

// Where the cut card came out, which decides who is offered the cut
// (Blackjack §5(e)(2)-(4)).
enum class CutCardCameOut { OnBox, OnDealerHand, HouseReshuffle };

enum class Arrival { AtStart, AfterSpread };

// A player's answer each time the cut is offered to them, in order.
struct CutResponse {
    bool accepts = true;
    int position = 0; // cards in front of the cut card, when accepted
    friend bool operator==(const CutResponse &, const CutResponse &) = default;
};

struct PlayerScript {
    int seat = 1; // 1 = the first box on the dealer's left
    std::string name;
    Arrival arrival = Arrival::AtStart;
    std::vector<CutResponse> cutResponses;
    bool asksToSeeBurnCard = false;
    friend bool operator==(const PlayerScript &, const PlayerScript &) = default;
};

// Everything the core needs to run a lesson's table: a lesson selects and
// parameterises the rules, it never encodes them.
struct Scenario {
    TableConfig table;
    StartSituation start = StartSituation::NewTable;
    CutCardCameOut cutCardCameOut = CutCardCameOut::OnBox;
    int cutCardSeat = 0; // with CutCardCameOut::OnBox
    int cardsDealt = 0;  // cards already out of the shoe when the lesson starts
    std::uint64_t seed = 0;
    // The order of the stack after the shuffle, front first; the seed is used
    // when this is empty. Deck numbers are ignored.
    std::vector<Card> cardOrder;
    // In order of arrival: the first is the first player to the table.
    std::vector<PlayerScript> players;
};

struct ScenarioProblem {
    std::string path; // lesson-file path, e.g. "players[1].cut[0].position"
    std::string message;
};

std::vector<ScenarioProblem> validate(const Scenario &scenario);

} // namespace dt

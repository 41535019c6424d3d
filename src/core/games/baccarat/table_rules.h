#pragma once

#include "../../citation.h"
#include "../../odds.h"
#include "../../shuffle_option.h"
#include "../../table_config.h"
#include "../../table_game.h"

#include <string>
#include <string_view>
#include <vector>

namespace dt::baccarat {

// The two games of 004: Part 3 Baccarat and Part 4 Midi Baccarat, the
// table's game (TableGame::Baccarat, TableGame::MidiBaccarat). Their rules are
// alike; their sections are numbered differently (Baccarat §13 is Midi §12),
// so every citation names its part. The rules are read for these two only
// (baccaratGameKeys()).
using Game = TableGame;

// A section of Part 3 (Baccarat) or Part 4 (Midi Baccarat) of 004, printed
// "Baccarat §13(c)". 004 holds several games whose sections restart at 1, so
// the part is part of the section (citation.h's compendiumParts).
Citation baccaratSection(std::string section);
Citation midiSection(std::string section);
// The same rule in the game's own part: sectionFor(game, "13(c)", "12(c)").
Citation sectionFor(Game game, std::string baccarat, std::string midi);

// §13(e) / Midi §12(e): the Dragon Bonus pay table of the Rules Submission.
enum class DragonBonusTable { Off, A, B, C };

// §13(d) / Midi §12(d): when the vigorish is collected.
enum class VigorishCollection {
    AtPayout, // (d)(1) at the time the winning payout is made
    Marked,   // (d)(2) marked in the seat's box, collected before a new shoe or when the player
              // leaves
};

// Who turns the cards: §9(c) the dealer calling the game, or the §9(d)
// alternative in which the highest bettors on each hand view and return them
// (the only procedure of Midi §8(c)).
enum class CardTurning { DealerCallingGame, HighestBettors };

// Who draws the cards from the shoe: a player as curator (§7(b)-(c)) or the
// dealer calling the game (§7(d): designated by the curator, or nobody
// accepts; Midi §8(c): always the dealer).
enum class ShoeDealer { Curator, DealerCallingGame };

// §4: the decks inspected and washed at the table, or pre-inspected and
// pre-shuffled cards (§4(d)), or a batch shuffler (§4(e)), each per the
// licensee's Rules Submission.
enum class CardPreparation { InspectedAtTable, PreShuffled, BatchShuffler };

// §15(c) / Midi §13(c): a disclosed third card dealt to the Player's Hand
// without authority, when the Banker's Hand must stay: the procedure of the
// licensee's Rules Submission (checklist option
// `unauthorized_third_card_remedy`, BA-CONF-13 / MB-CONF-13). The checklist
// recommends no default; burn + 1 is its first value and the one that
// keeps the game moving, so it is the default.
enum class UnauthorizedThirdCardRemedy {
    BurnPlusOne,    // (c)(1) the disclosed card and one more, unseen, to the discard bucket
    SimulatedRound, // (c)(2) the first card of a simulated round without wagers
};

// A baccarat or midi baccarat table: every choice the text leaves to the
// licensee (checklist, "Configuration options", BA and MB rows).
struct TableRules {
    Game game = Game::Baccarat;
    int decks = 8;  // §3(a): six to eight; Midi §3(a): at least six
    int seats = 14; // §2(a): 10 to 14; Midi §2(a): no more than nine
    // §1, §8(a)(1), §13(c): no vigorish; a Banker's Hand Dragon 7 pushes the
    // Banker wager. §2(b)(2) gives every EZ table the Dragon 7 and Panda 8
    // insurance areas, so both are offered exactly when this is.
    bool ezBaccarat = false;
    bool dragon7 = false;                                 // §8(a)(5), §13(f): 40 to 1
    bool panda8 = false;                                  // §8(a)(6), §13(g): 25 to 1
    DragonBonusTable dragonBonus = DragonBonusTable::Off; // §8(a)(4), §13(e)
    bool houseMoney = false;                              // §8(a)(7), §13(h)
    // §9(e)(1)(i): the share of a winning House Money payout a player may let
    // ride on his Player or Banker wager: 100 is all of it, less is the
    // "specified portion" of the Rules Submission.
    int houseMoneyRidePercent = 100;
    VigorishCollection vigorish = VigorishCollection::AtPayout;
    // §13(c): "the licensee may round off the vigorish to 25¢ or the next
    // highest multiple of 25¢"; without it the vigorish is 5% exactly, any
    // fraction of a cent rounded up.
    bool vigorishRoundedUpTo25Cents = true;
    Odds tieOdds{8, 1}; // §13(b): at least 8 to 1
    CardTurning cardTurning = CardTurning::DealerCallingGame;
    ShoeDealer shoeDealer = ShoeDealer::Curator;
    // §5(a)-(b) / Midi §5(a): the shuffle, one option for every table of a
    // pit; §5(f): who recuts when a supervisor requires it. The table's own
    // options (TableConfig::shuffleOption, recutBy): a lesson gives them once.
    ShuffleOption shuffle = ShuffleOption::ShuffleAndLace;
    CardPreparation preparation = CardPreparation::InspectedAtTable;
    RecutBy recut = RecutBy::NextEntitled;
    UnauthorizedThirdCardRemedy unauthorizedThirdCardRemedy =
        UnauthorizedThirdCardRemedy::BurnPlusOne;

    friend bool operator==(const TableRules &, const TableRules &) = default;
};

// The defaults of a midi table: nine seats, the dealer draws every card and
// the highest bettors turn them (Midi §2(a), §8(c)); six decks.
TableRules midiBaccaratRules();
// An EZ table: ezBaccarat with its Dragon 7 and Panda 8 wagers.
TableRules withEzBaccarat(TableRules rules);

// A setting the regulation does not allow, with the section saying so.
struct RulesProblem {
    std::string message;
    Citation citation;
    std::string field = {}; // the JSON key it concerns ("decks", "dragon7")
};

std::vector<RulesProblem> validate(const TableRules &rules);

// The order at each winning seat: Midi §11(b) marks or collects the vigorish
// and then pays; Baccarat §12(b) pays and then marks or collects it
// (checklist "Source typos": per game).
bool vigorishBeforePayment(Game game);

} // namespace dt::baccarat

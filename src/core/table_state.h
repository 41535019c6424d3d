#pragma once

#include "card.h"
#include "dealer_action.h"
#include "double_shoe.h"
#include "game_round.h"
#include "games/baccarat/curatorship.h"
#include "games/baccarat/vigorish_ledger.h"
#include "games/blackjack/streak.h"
#include "scenario.h"
#include "seeded_random.h"
#include "shoe_rules.h"
#include "table_config.h"

#include <array>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace dt {

// Where the preparation of the cards stands.
enum class Stage {
    OpeningTable,   // cards at the table to inspect, spread, turn, wash and stack
    ShoeFinished,   // cut card reached and the round collected; cards left in the shoe
    ReadyToShuffle, // every card together, ready to shuffle
    Shuffling,      // a manual shuffle under way
    Cutting,        // shuffled: offering the cut, or a cut card placed in the stack
    CutCompleted,   // the cards in front of the cut card moved to the back
    CutCardPlaced,  // the cut card inserted for the end of the shoe
    Loaded,         // the stack in the shoe; the first card to burn
    ReadyToDeal,
    InPlay, // a shoe in play (the lesson starts with a new dealer)
};

// Baccarat §10(d), Midi §9(d): where the end of a dealing shoe stands.
enum class LastHand {
    NotDue,       // the cover card is still in the shoe
    CoverCardOut, // it came out in the coup in play, set aside: that coup is completed
    Announced,    // "last hand" said: one more coup, then new decks (§3(b))
    Played,       // that coup is over; its vigorish markers are collected before
                  // the new decks (§13(d)(2)(i))
};

// Blackjack §4(d): where one of an automated shuffler's two batches stands
// at a table's opening.
struct BatchOpening {
    bool spread = false;
    bool turnedDown = false;
    bool washed = false; // 002 (d)(3): "Regardless of shuffling method"
    bool stacked = false;
    bool inShuffler = false;
    friend bool operator==(const BatchOpening &, const BatchOpening &) = default;
};

struct Seat {
    int number = 0; // 1 = first box on the dealer's left
    std::string name;
    bool occupied = false;
    int arrivalOrder = 0; // 1 = first player to the table
    friend bool operator==(const Seat &, const Seat &) = default;
};

// The whole table as a copyable value: the referee's input and output.
struct TableState {
    TableConfig config;
    Stage stage = Stage::OpeningTable;
    std::vector<Seat> seats; // index = seat number - 1

    // Cards. Front of every pile is index 0.
    std::vector<Card> stack; // cards on the layout or in the dealer's hands
    std::vector<Card> shoe;
    int shoeCardsBehindCutCard = 0; // where the cut card sits in the shoe
    // Baccarat §10(d): the cover card (the cutting card placed at least 14
    // cards from the back, §5(e)) and the "last hand" after it. It spans
    // coups: the coup's own state is new each round.
    LastHand lastHand = LastHand::NotDue;
    // Baccarat §13(d)(2): the vigorish markers in the numbered boxes and what
    // each seat has paid. Markers stay until collected, across coups, and are
    // collected before play with a new dealing shoe (§13(d)(2)(i)).
    baccarat::VigorishLedger vigorish;
    // Blackjack §22(d)-(k): each seat's streak wagers and consecutive wins,
    // across rounds like the vigorish markers: a round starts from them
    // (initialRound()) and its settlement updates them (round_streak.h).
    // The lammer on the layout is StreakState::lammerArea(). Seats without
    // a streak pending are absent.
    blackjack::StreakLedger streaks;
    // Baccarat §7, §14: who holds the dealing shoe (curator.h).
    baccarat::Curatorship curatorship;
    std::vector<Card> discardRack;
    // Blackjack §6A(i): the cards a round of the 6 to 5 hand-dealt variation
    // ends with, placed in the automated shuffling device.
    std::vector<Card> shufflerCards;
    // Blackjack §2(c): the variation's other deck (or set of two decks),
    // shuffled and stored in the device while the one in use is dealt; and
    // §5(i): the first cut card, covering the bottom card of the deck taken.
    std::vector<Card> shufflerBatch;
    bool bottomCardCovered = false;
    // Blackjack §5(i): the licensee deals one round per deck, the decks
    // rotated each round: no second cut card; after every round the deck
    // goes into the shuffler and the other comes out (shuffler_batch_preparation.h).
    bool oneRoundPerDeck = false;
    // Blackjack §6A: the 6 to 5 variation, dealt from the hand, its deck or
    // set of two decks and the other alternated through the device (§2(c));
    // its opening and idle table take the batches' steps (§4(d), §5(j)(2)).
    bool handDealt = false;
    // Blackjack §2(b) (the second (b)): a shoe table whose automated shuffler
    // keeps the other batch (shufflerBatch), the batches alternating each
    // shoe (shoe_batch_preparation.h); §4(d): each batch at the opening, the
    // first batch decks 0 to decks - 1; §5(j)(2): the player who asked to see
    // the batch taken from the shuffler at an idle table.
    bool shoeBatches = false;
    std::array<BatchOpening, 2> batchOpening{};
    std::optional<int> inspectionRequestedBy;
    // §5(j)(2): the stack is the batch just taken out of the device at an
    // idle table, which a player may still ask to see.
    bool stackFromShuffler = false;
    // Blackjack §15(b): cards found face up in the shoe, each by the shoe's
    // size when it is the front card (the shoe only loses its front card).
    std::vector<int> faceUpCardsInShoe;
    // Baccarat §15(a)-(c): the lesson's cards drawn in error, each `position`
    // the shoe's size when the card is the front card (as faceUpCardsInShoe).
    std::vector<CardDrawnInError> cardsDrawnInErrorInShoe;
    // Baccarat §15(a)-(b): the cards drawn in error and not disclosed, set
    // aside, in the order drawn; each is "the first card of the next hand of
    // play" in turn: the front one opens the next coup, a second the coup
    // after (each keeps the text's place, first card of a hand).
    std::deque<Card> firstCardsOfNextHands;
    // Blackjack §6(d): with a double shoe, `shoe` is the compartment dealt
    // from (`shoeSide`) and this the other; the segregated area holds the
    // determinant cards burned (§6(d)(2)). Without one: no other compartment.
    std::optional<ShoeCompartment> otherCompartment;
    ShoeSide shoeSide = ShoeSide::Left;
    std::vector<Card> segregatedArea;

    // Opening (Blackjack §4, §5(j)).
    bool idleTable = false;
    bool inspected = false;
    bool inspectionVerified = false;
    std::optional<action::Face> spread; // the spread on the layout and how it faces
    bool inspectedByPlayer = false;     // a player has had the face-up spread before them
    bool turnedDown = false;
    bool washed = false;

    // Manual shuffle (Blackjack §5(l)).
    int riffles = 0;
    bool turnAwaitingRiffle = false;
    bool turned = false;
    bool stripped = false;
    // A shuffle prescribed as a fixed sequence (ShoeRules::shuffleSequence,
    // Baccarat §5(a)): how many of its steps are done.
    int shuffleStepsDone = 0;

    // The cut (Blackjack §5(b)-(g)).
    StartSituation startedAs = StartSituation::NewTable;
    CutCardCameOut cutCardCameOut = CutCardCameOut::OnBox;
    int cutCardSeat = 0;
    std::optional<int> cutOfferedTo;
    std::vector<int> refusedCut;
    std::optional<int> cutPosition; // cut card placed this many cards from the front
    int cutBy = 0;                  // seat of the player who placed it, 0 = the dealer
    std::optional<int> lastCutter;
    std::optional<int> recutSeat; // the supervisor required a recut by this seat
    // Baccarat §5(c): "in the case of reshuffle the last curator": the seat
    // a game's rule offers the cut first when the cards of a completed shoe
    // are shuffled again; 0: the game's opening order (ShoeRules::firstCutOffer).
    int reshuffleCutSeat = 0;
    bool improperCutAccepted = false;
    // Baccarat §5(e): the second cutting card placed at the end of the stack.
    bool cutCardAtEnd = false;
    // The dealer called the floorperson or supervisor, who has not answered yet.
    std::optional<action::SupervisorReason> supervisorCalled;

    // Burn (Blackjack §6(c)).
    std::optional<Card> burnCard;
    bool burnExposed = false;
    std::optional<int> burnCardRequestedBy;
    bool newDealerMustBurn = false;
    // Baccarat §5(e): once the first card is burned, how many more are still
    // to burn (its value); empty before it.
    std::optional<int> additionalBurnsDue;

    SeededRandom random;
    std::vector<Card> presetOrder; // the lesson's card order after the shuffle, if any

    // The round of play, once the shoe is ready, when the lesson plays one.
    GameRound round;

    friend bool operator==(const TableState &, const TableState &) = default;
};

TableState initialState(const Scenario &scenario);

// How many cards the game burns once the shoe is loaded, the first card of
// `shoe` first (ShoeRules::burnsAfterFirstCard).
int cardsBurnedAtLoading(const ShoeRules &rules, const std::vector<Card> &shoe);

// The round in which the cut card came out is over and collected (§6(l)):
// the table goes back to the shoe's preparation as a lesson starting at
// StartSituation::CutCardReached does, with where the cut card came out.
void finishShoe(TableState &state, CutCardCameOut cameOut, int seat);

// Baccarat §3(b), §10(d): the finished shoe's cards (the shoe and the
// discards) leave the table and new decks come in, to be inspected, spread,
// washed and stacked as at the opening (§4), then shuffled and cut (§5).
void replaceWithNewDecks(TableState &state);

// Seats with a player, clockwise (increasing seat number).
std::vector<int> occupiedSeats(const TableState &state);

// The player at `seat` leaves the table (event::PlayerLeaves): the seat is
// empty. A seat off the layout is ignored.
void emptySeat(TableState &state, int seat);

} // namespace dt

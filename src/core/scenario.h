#pragma once

#include "card.h"
#include "game_rules.h"
#include "games/baccarat/settlement.h"
#include "games/blackjack/side_wager.h"
#include "money.h"
#include "shoe_side.h"
#include "table_config.h"
#include "table_event.h"

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
    // The shoe loaded and its first card burned: the round's first card is
    // next. The lesson's card order, when given, is the shoe from that card on.
    RoundReady,
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

// One decision of a player's script, in the order the player is asked;
// `amount` is the chips of a double down or split (zero: the whole original
// wager).
struct ScriptedDecision {
    event::Decision decision = event::Decision::Stand;
    Money amount = {};
    friend bool operator==(const ScriptedDecision &, const ScriptedDecision &) = default;
};

// A side wager a player places with the main wager (Blackjack §17-§31).
struct SideWagerStake {
    blackjack::SideWager wager = blackjack::SideWager::OverUnder13;
    Money amount = {};
    bool over = true;           // §17(b)(1)-(2): an over/under 13 wager on over
    bool onDealersHand = false; // §29(d): a King's Bounty sidebet for the dealer
    // §22(a), (d): the streak betting area the wager is on, 2 to 5 (the
    // number of consecutive wins it needs); 0 for every other wager.
    int area = 0;
    friend bool operator==(const SideWagerStake &, const SideWagerStake &) = default;
};

// A baccarat wager a player places before "no more bets" (Baccarat §8(a)-(c)).
struct BaccaratStake {
    baccarat::Wager wager = baccarat::Wager::Player;
    Money amount = {};
    friend bool operator==(const BaccaratStake &, const BaccaratStake &) = default;
};

struct PlayerScript {
    int seat = 1; // 1 = the first box on the dealer's left
    std::string name;
    Arrival arrival = Arrival::AtStart;
    std::vector<CutResponse> cutResponses;
    bool asksToSeeBurnCard = false;
    // Blackjack §5(j)(2): at an idle table with an automated shuffler, the
    // player asks to see the batch taken from the shuffler spread and
    // reshuffled before it is dealt.
    bool requestsInspection = false;
    // Blackjack §15(h), §15(j): when the dealer missed a card due to the
    // player's hand, the player takes it late (true) or lets the hand be dead.
    bool takesLateCard = true;
    // Blackjack §15(d), 002 (n)(3): offered an exposed card drawn in error as
    // the next card at the hand's turn, the player refuses it (and is dealt no
    // more cards this round) instead of deciding.
    bool refusesCardInError = false;
    // Blackjack §15(a): at a table that lets players out of the hand after
    // a card delivered incorrectly, the player asks to be let out right after
    // such a card, while the hand is still in play.
    bool outOnDealerError = false;
    // Blackjack §3(f)-(h): the player reaches for the wager once this many
    // cards of the round are out (zero: never).
    int reachesForWagerAfterCards = 0;
    // A round of play (Scenario::rules): the wager on the box (zero: the
    // player does not play the round), the insurance taken under a dealer's
    // ace, whether a blackjack takes even money where offered, and the
    // decisions in order. Past the script's end, or where it asks for what
    // the table does not allow, the player follows basic strategy when
    // `basicStrategy` is set and stands otherwise.
    // (Initialized, so a brace list of the fields above needs none of these.)
    Money wager = {};
    std::optional<Money> insurance = {};
    bool evenMoney = false;
    bool basicStrategy = false;
    std::vector<ScriptedDecision> decisions = {};
    // With `basicStrategy`: how often (0 = never, 1 = at every chance) the
    // player makes an unusual choice instead (insurance, even money, a
    // surrender, a soft double, split tens ...), reproducible from the seed.
    double unusualChoices = 0.0;
    // Blackjack §10(c): the player asks for the card of a double down face
    // down, where the table deals it so on request (DoubleCardFace::FaceDownOnRequest).
    bool doubleCardFaceDown = false;
    // Side wagers placed on the box before the first card (Blackjack §17-§31).
    std::vector<SideWagerStake> sideWagers = {};
    // Blackjack §13: players with the same `seat` wager on one box. The one
    // seated there (false: standing behind it) calls the decisions, or with
    // no one seated the highest wager (§13(b)); the first to wager on the box
    // consents to the others (§13(a)).
    bool seated = true;
    bool sharesBox = false;
    // §13(d): as a player behind, doubles when the caller doubles (unset:
    // as basic strategy says with `basicStrategy`, else not).
    std::optional<bool> doublesWithCaller = {};
    // §13(e): as a player behind, when the caller splits: 0 covers each split
    // hand with an additional wager; 1 or 2 puts the initial wager on that
    // split hand (1: the hand split, 2: the new hand to its right). Unset:
    // covers with `basicStrategy` when basic strategy splits, else 1.
    std::optional<int> splitWagerHand = {};
    // Blackjack §3(d): the wager is made verbally, with cash.
    bool verbalWager = false;
    // Blackjack §18(b): at a multiple action table, the wager on each betting
    // spot (two or three; empty: `wager` on each of the table's spots), and
    // §18(d) the insurance on each spot (empty or zero: none on that spot).
    std::vector<Money> multipleAction = {};
    std::vector<Money> multipleActionInsurance = {};
    // Blackjack §6(j)(3), §6(k)(6): dealt two sevens with a sevens wager under
    // a known dealer blackjack, the player takes the additional card offered.
    bool takesSevensCard = true;
    // Baccarat and Midi Baccarat (Scenario::rules): the player's wagers on
    // the layout, the same each round.
    std::vector<BaccaratStake> baccaratWagers = {};
    // Baccarat §7(b)-(d), §14: offered the dealing shoe, the player accepts
    // it, refuses it, or accepts and designates the dealer calling the game
    // to deal; as curator, passes it after every coup even when the Banker's
    // Hand did not lose.
    event::ShoeAnswer shoeAnswer = event::ShoeAnswer::Accepts;
    bool passesShoe = false;
    // Baccarat §9(e)(1)(i), Midi §8(c)(3)(i)(A): the player lets a winning
    // House Money payout ride on the original wager `houseMoneyRidesOn`
    // (Player or Banker; unset: the one of the two the player has) rather
    // than take it.
    bool ridesHouseMoney = false;
    std::optional<baccarat::Wager> houseMoneyRidesOn = {};
    // The player leaves the table once round (coup) N of the lesson's
    // `rounds` is over: the seat empties and its wagers are no longer placed
    // (event::PlayerLeaves; Baccarat §13(d)(2)(i): the marker collected first).
    std::optional<int> leavesAfterRound = {};
    // Baccarat §14(a)(2): as curator once round N is over, the player
    // unreasonably delays the game (event::CuratorDelaysGame).
    std::optional<int> delaysGameAfterRound = {};
    friend bool operator==(const PlayerScript &, const PlayerScript &) = default;
};

// A card drawn from the shoe in error that a lesson puts in a baccarat coup
// (Baccarat §15(a)-(c), Midi §13(a)-(c)): the card at `position` of the
// shoe (1 = the first round's first card, as Scenario::faceUpCards) comes out
// when it is next to be dealt, seen by the players (`disclosed`) or not.
// `asPlayersThirdCard`: it goes to the Player's Hand as a third card when
// §11 (Midi §10) authorizes none, once both Point Counts are announced;
// otherwise it lands on no hand.
struct CardDrawnInError {
    int position = 1;
    bool disclosed = false;
    bool asPlayersThirdCard = false;
    friend bool operator==(const CardDrawnInError &, const CardDrawnInError &) = default;
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
    // Blackjack §6(d): at a double-shoe table, `cardOrder` is the left
    // compartment's order and this the right one's (round lessons only).
    std::vector<Card> rightCardOrder = {};
    // Blackjack §6(d): a double-shoe lesson starting at CutCardReached names
    // the side whose cut card was reached (`cardsDealt` then counts the cards
    // dealt from the other side), and how many cards of each side lie in its
    // segregated area (determinant cards burned, §6(d)(2)).
    std::optional<ShoeSide> cutCardSide = {};
    int segregatedCards = 0;
    // In order of arrival: the first is the first player to the table.
    std::vector<PlayerScript> players;
    // The game played once the shoe is ready, when the lesson plays a round.
    GameRules rules = {};
    // Irregularities the lesson puts on the table (Blackjack §15): cards of
    // the shoe found face up, by position (1 = the round's first card), and a
    // card reader out of order.
    std::vector<int> faceUpCards = {};
    // Baccarat §15(a)-(c): cards drawn in error (baccarat rounds only).
    std::vector<CardDrawnInError> cardsDrawnInError = {};
    bool cardReaderOutOfOrder = false;
    // §15(p): the bonus blackjack system fails and the supervisor cannot
    // ascertain the payout.
    bool bonusSystemFails = false;
    // §15(o): the seats whose progressive light is not operating properly.
    std::vector<int> progressiveLightsOut = {};
    // Baccarat §7(c)-(d): at a coup ready to deal, the curator's seat (0:
    // the dealer calling the game deals); none: the first player up from
    // seat 1 (curator.h).
    std::optional<int> curator = {};
    // The rounds dealt from the same shoe (the lesson's "rounds"; Session):
    // after a round's pick-up the next one starts, every player wagering
    // again by the same script; when the cut card came out, the shoe is
    // prepared first (Blackjack §6(l), §5(e)).
    int rounds = 1;
};

// The most rounds a lesson deals (Scenario::rounds): a long shift.
inline constexpr int kMaximumRounds = 200;

struct ScenarioProblem {
    std::string path; // lesson-file path, e.g. "players[1].cut[0].position"
    std::string message;
};

std::vector<ScenarioProblem> validate(const Scenario &scenario);

// The wager a player's House Money payout rides on (PlayerScript::
// ridesHouseMoney): the one named, else the player's only Player or Banker
// wager; none when the player takes the payout or it is ambiguous.
std::optional<baccarat::Wager> houseMoneyRideTarget(const PlayerScript &player);

} // namespace dt

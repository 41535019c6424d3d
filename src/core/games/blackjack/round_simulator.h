#pragma once

#include "../../card.h"
#include "../../money.h"
#include "../../seeded_random.h"
#include "basic_strategy.h"
#include "table_offer.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace dt::blackjack {

// What a simulation plays: a table, how many boxes, the wager on each.
struct SimulationSetup {
    TableOffer offer;
    // Player boxes playing each round, 1 to 7 (§11(e): six or seven on the
    // layout); every box plays basic strategy with the same wager.
    int boxes = 1;
    // The initial wager on each box; not positive: the table minimum (or $10
    // when the table has none). Amounts are exact cents (§3(e)).
    Money wager;
    std::uint64_t seed = 1;
    // The first box also places, every round, each side wager of the table
    // that is settled in the simulation (SimulatedWager); false plays the
    // main wager alone at full speed.
    bool sideWagers = false;
};

// The side wagers settled inside the round simulation, on the first box:
// - Progressive: §19(a)-(h), $1, the box's first four cards in deal order
//   (split hands included, progressive_wagers.h), a single winner per table
//   (one box), the meter at the §19(i) initial amount;
// - OptionalBonus: §25 at $1; with it placed a dealer's first two cards
//   below 17 always draw a third (§25(d)), also for the main wager;
// - Buster: §27 on the dealer's first hand, completed per
//   dealerDrawsWithBusterInPlay() (buster_blackjack.h), with the §27(h)-(i)
//   Free Bonus when the table offers it;
// - Streak2-5: §22, one wager of $1 on each area "2"-"5", each area a
//   separate wager placed again as soon as the last one is determined
//   (§22(k)(2)); a surrender counts as a lost hand;
// - MultipleAction1-3: §18, the box's wager against each of the dealer's
//   hands formed with the same up card (the first is the main wager).
enum class SimulatedWager : std::uint8_t {
    Progressive,
    OptionalBonus,
    Buster,
    Streak2,
    Streak3,
    Streak4,
    Streak5,
    MultipleAction1,
    MultipleAction2,
    MultipleAction3,
};
inline constexpr std::size_t kSimulatedWagers = 10;

// The sums of one simulated side wager, in exact cents.
struct WagerTally {
    std::int64_t wagers = 0;  // wagers decided
    std::int64_t wagered = 0; // cents
    std::int64_t net = 0;     // cents the player won (+) or lost (-)
    double sumOfSquares = 0;  // of each wager's net, cents^2
    std::int64_t hits = 0;    // wagers with a positive net
    // §22: the rounds that advanced (Streak2 only: counted once per round).
    std::int64_t advances = 0; // §22(d) a win (or a majority of split hands)
    std::int64_t losses = 0;   // §22(e)

    void add(std::int64_t amount, std::int64_t result) {
        ++wagers;
        wagered += amount;
        net += result;
        sumOfSquares += static_cast<double>(result) * static_cast<double>(result);
        hits += result > 0;
    }
    WagerTally &operator+=(const WagerTally &other);
};

// Why a table cannot be simulated here, or nothing. §6(k) (hole card dealt
// face up before the players act) needs a different strategy than the
// charts of basic_strategy.h; such tables are refused rather than simulated
// with a wrong strategy. Boxes outside 1-7 are refused too.
std::optional<std::string> simulationRefusal(const SimulationSetup &setup);

// The sums of a simulation, exact where money is concerned.
struct SimulationTotals {
    std::int64_t rounds = 0;
    std::int64_t boxRounds = 0;        // rounds x boxes
    std::int64_t initialWagered = 0;   // cents: the initial wagers only
    std::int64_t net = 0;              // cents the players won (+) or lost (-)
    double sumOfSquares = 0;           // of each round's net (all boxes), cents^2
    std::int64_t winningBoxRounds = 0; // box rounds with a positive net
    std::int64_t shuffles = 0;
    // SimulationSetup::sideWagers: by SimulatedWager; empty tallies for the
    // wagers the table does not offer.
    std::array<WagerTally, kSimulatedWagers> sideWagers{};

    const WagerTally &tally(SimulatedWager wager) const {
        return sideWagers[static_cast<std::size_t>(wager)];
    }
    SimulationTotals &operator+=(const SimulationTotals &other);
};

// A fast simulator of the main wager (§3) with basic strategy, following
// the dealing procedure of the table:
// - §6(e) deal: one card to each box, one to the dealer, a second to each box;
// - §6(h) (default): the dealer's second card after the players' decisions;
//   §6(j): the hole card right after the deal, and with a card reader and an
//   ace or ten up a dealer blackjack ends the round before any decision
//   (§6(j)(1));
// - players in order from the dealer's left: surrender (§8), split (§11: one
//   card to split aces §11(c)(2), resplits up to maxSplitHands, aces once
//   when splitAcesOnce §11(e); a hand formed by a resplit is completed after
//   the hands already formed, §11(b)), double down (§10(a): any two cards,
//   not on 21; after a split only with doubleAfterSplit, §10(d)), draw while
//   the strategy says so and the total is under 21 (§12(a));
// - the dealer draws per §12(b)/(d) (dealer_draw.h), and not at all when no
//   hand can be changed by it (§12(c));
// - settlement in cents: 1 to 1, blackjack 3 to 2 or 6 to 5 (§3(e), §7(d)),
//   rounded down to the cent like settleMainWager(); the §3(e)(1), (2), (4)
//   odds when configured (not in the 6 to 5 variation, payoutRules()); a dealer blackjack takes
//   only the original wager of a doubled hand (§10(b)) and of all the split hands together
//   (§11(d)), the whole wager of a surrender (§8(a)(2)); a surrender otherwise loses the wager less
//   the half returned, rounded down (§8(a)(1), surrenderRefund()). Insurance and even money (§7(c),
//   §9) are never taken by basic strategy.
// The shoe: `decks` decks shuffled with SeededRandom (drawn one card at a
// time by Fisher-Yates, which deals the same uniformly shuffled order as a
// full shuffle), reshuffled at the cut card when a round ends (§6(l)): the
// cut card at 75% of the cards (§5(d): "at least approximately one-quarter of
// the way in from the back"), at two thirds in the 6 to 5 variation (§5(i):
// "at least one-third of the way in from the back"), and every round with a
// continuous shuffler (§21). Should a round use up the shoe (possible only
// with few decks and many boxes), the remaining cards of that round come from
// a reshuffled shoe. No allocation per round.
class RoundSimulator {
public:
    explicit RoundSimulator(const SimulationSetup &setup);

    // Plays `rounds` rounds from the seeded shoe, continuing the same shoe on
    // a later call.
    SimulationTotals run(std::int64_t rounds);

    // Whether the first box places `wager` (SimulationSetup::sideWagers and
    // the table offers it).
    bool places(SimulatedWager wager) const;

    // Plays one round with `cards` in deal order (for cross-checks): the net
    // of all boxes in cents; `used` is set to the number of cards dealt.
    // Returns nothing when `cards` runs out during the round.
    std::optional<std::int64_t> playRound(std::span<const Card> cards, std::size_t &used) const;

    // The cut card position (cards dealt before the reshuffle).
    std::size_t cutCard() const { return cut_; }

    // The card codes used inside: rank (1-13) in the low four bits, suit
    // above.
    static std::uint8_t codeOf(Card card) {
        return static_cast<std::uint8_t>(static_cast<int>(card.rank) |
                                         (static_cast<int>(card.suit) << 4));
    }

    struct Payouts {
        std::int64_t wager = 0;
        std::int64_t blackjackWin = 0; // §3(e) / §7(d)
        std::int64_t surrenderLoss = 0;
        bool bonuses = false; // §3(e): "except in the 6 to 5 blackjack variation"
        bool suited678 = false;
        bool threeSevens = false;
        bool fiveCard21 = false;
        bool splitTwoCard21Wins = false;
    };

    struct Rules {
        int boxes = 1;
        int maxSplitHands = 2;
        bool splitAcesOnce = false;
        bool doubleAfterSplit = true;
        bool surrender = false;
        bool holeCardBeforePlayers = false; // §6(j)
        bool cardReader = false;            // §6(j) card reader
        DealerSoft17 soft17 = DealerSoft17::Stands;
    };

    // What the first box places (SimulationSetup::sideWagers).
    struct SidePlay {
        bool any = false;
        bool progressive = false;
        bool optionalBonus = false;
        bool buster = false;
        bool streak = false;
        int dealerHands = 1;               // §18: two or three with multiple action
        std::int64_t progressiveMeter = 0; // cents, §19(i)
        std::int64_t busterWager = 0;      // cents
        char busterPayTable = 'A';
        int freeBonusTable = 0;
        Regulation regulation = Regulation::Blackjack; // whose pay tables and sections
    };

    // The cards of one round the side wagers look at (first box).
    struct SideRound {
        std::array<std::uint8_t, 4> boxCards{}; // the first four, deal order
        int boxCardCount = 0;
        std::vector<Card> dealer; // the dealer's first hand, reused
        bool dealerBlackjack = false;
        bool boxNatural = false;
        int wins = 0, losses = 0, pushes = 0;            // the box's hands, §22
        std::array<std::int64_t, 3> againstDealerHand{}; // §18 net per hand
        bool multipleActionDealt = false;
    };

private:
    template <bool kSide, typename Source>
    std::int64_t round(Source &source, std::int64_t *perBox, SideRound *side) const;
    template <bool kSide> SimulationTotals runRounds(std::int64_t rounds);
    void settleSideWagers(const SideRound &side, SimulationTotals &totals);
    std::uint8_t draw();

    SidePlay side_;
    SideRound sideRound_;
    // Lazily filled returns (cents per $1) by the dealer's first three card
    // codes (§25) and by Buster's (blackjack, bust, cards) (§27); -1 unknown.
    std::vector<std::int32_t> optionalBonusMemo_;
    std::array<std::int64_t, 2 * 2 * 32> busterMemo_{};
    std::array<bool, 2 * 2 * 32> busterKnown_{};
    // §22: per area "2"-"5", the consecutive wins of the pending wager; memo
    // of applyStreakRound() by (area, wins so far, round's hands).
    std::array<int, 4> streakWins_{};
    std::vector<std::int16_t> streakMemo_;

    BasicStrategy strategy_;
    Rules rules_;
    Payouts payouts_;
    std::vector<std::uint8_t> shoe_;
    std::size_t position_ = 0;
    std::size_t cut_ = 0;
    bool continuous_ = false;
    SeededRandom random_;
    std::int64_t shuffles_ = 0;

    friend struct ShoeSource;
};

} // namespace dt::blackjack

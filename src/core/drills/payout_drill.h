#pragma once

#include "../card.h"
#include "../citation.h"
#include "../games/blackjack/table_offer.h"
#include "../money.h"
#include "../odds.h"
#include "../table_game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dt {
class SeededRandom;
}

namespace dt::baccarat {
struct TableRules;
}

namespace dt::drills {

// Timed payout drills (DESIGN.md: "payout drills built from real chips"): the
// trainee sees a winning (or pushed, or surrendered) wager as a stack of chips
// and the cards that decided it, and pays it. Each situation is one rule of
// regulations/000; the amount comes from the settlement code where it has one.
enum class PayoutSituation {
    Natural3to2,        // §3(e), §7(a): a blackjack paid at 3 to 2
    Natural6to5,        // §3(e), §6A: a blackjack in the 6 to 5 variation, 6 to 5
    WinningWager,       // §3(a), §3(e): a winning hand paid 1 to 1
    WinningDouble,      // §10(a), §3(e): a won double down, 1 to 1 on the whole wager
    Split21,            // §1, §11, §3(e): 21 in two cards after a split is no blackjack: 1 to 1
    Push,               // §3(b): equal totals, the wager is void, nothing paid
    Insurance,          // §9(c): winning insurance 2 to 1
    EvenMoney,          // §7(c): a blackjack under an ace paid 1 to 1 on request
    FiveCard21,         // §16(a), §3(e)(4): five cards totaling 21, 2 to 1
    Surrender,          // §8(a)(1): one-half of the wager returned
    MatchTheDealer,     // §23(f): each matching card (six decks)
    TwentyOnePlusThree, // §28(f) Table A
    KingsBounty,        // §29(h) Table 1
    // The pay tables a dealer pays from a chart (side_wager_payouts.h), each
    // from the table the drill names (docs/lesson-format.md "drill.table").
    OverUnder13,      // §17(e)(1)
    SameSuit,         // §17(e)(2)
    Sevens,           // §17(e)(3)
    TwentyPointBonus, // §24(f)
    InBetween,        // §26(f)-(g)
    BusterBlackjack,  // §27(g)
    TriLuxBonus,      // §30
    Blazing7s,        // §31(d), the rows paid at odds
    // Baccarat and Midi Baccarat (regulations/004 Part 3 and Part 4), the
    // commission drill (commission_drill.h); sections as Baccarat / Midi.
    BankerCommissionCollected, // §12(b), §13(c), §13(d)(1): pay 1 to 1, then collect 5%
    BankerCommissionMarked,    // §12(b), §13(c), §13(d)(2)(ii): pay 1 to 1, then mark 5%
    CommissionOwedAtNewShoe,   // §13(d)(2)(i): the seat's marks collected before a new shoe
    PlayerWin,                 // §13(a): the Player's Hand wins, 1 to 1, no commission
    TieWin,                    // §13(b): the Tie at the table's odds (at least 8 to 1)
    EzBankerWin,               // §1, §13(c): EZ Baccarat, the Banker 1 to 1 without vigorish
    EzBankerDragon7,           // §8(a)(1)(iii): EZ Baccarat, a Banker Dragon 7 pushes
    Dragon7Insurance,          // §13(f): 40 to 1
    Panda8Insurance,           // §13(g): 25 to 1
    DragonBonus,               // §13(e): the table's pay table A, B or C
};

// Every situation, in the order above.
const std::vector<PayoutSituation> &allPayoutSituations();
// The key lesson files use: "natural-3-to-2", "split-21", "kings-bounty".
std::string_view situationKey(PayoutSituation situation);
std::optional<PayoutSituation> situationFromKey(std::string_view key);
// "A blackjack at 3 to 2", for lists and the lesson row.
std::string_view situationTitle(PayoutSituation situation);
// Whether a drill of `game`'s lessons may deal `situation`: the blackjack
// situations at blackjack, the commission drill's at both baccarat games.
bool situationBelongsTo(PayoutSituation situation, TableGame game);
// The situations of `game`, in the order of the enum.
std::vector<PayoutSituation> payoutSituationsOf(TableGame game);

// The chips of the drill table, in cents, smallest first: $1, $2.50, $5,
// $25, $100, $500, $1,000 (the app's chip rack).
const std::vector<Money> &drillChips();
// The rack of `game`'s drill: the blackjack rack above, or at baccarat $0.25
// (the vigorish is rounded to 25 cents, §13(c)), $1, $5, $25, $100, $500,
// $1,000.
const std::vector<Money> &drillChips(TableGame game);

// What the dealer does with the amount of one answer: pays it to the
// player, collects it from the player (a commission at the time of the
// payout), or puts a marker of it in the seat's numbered box.
enum class DrillAction { Pay, Collect, Mark };
std::string_view drillActionKey(DrillAction action); // "pay", "collect", "mark"

// A wrong amount a dealer is likely to pay, by name ("paid the Suited 20
// row (9 to 1), not Matched 20").
struct PayoutMistake {
    Money amount;
    std::string name;
};

// One payout to make: one wager, or (difficulty 6) the several wagers of one
// box in `wagers`.
struct PayoutQuestion {
    PayoutSituation situation = PayoutSituation::Natural3to2;
    // The wager as it stands on the layout, bottom chip first.
    std::vector<Money> wagerChips;
    Money wager;     // the sum of wagerChips
    Money mainWager; // for insurance: the box's initial wager (twice the insurance)
    Money doubledBy; // for a double: the double's part of `wager`
    std::vector<Card> playerCards;
    std::vector<Card> dealerCards;
    // How the table names the two hands above, with what the trainee may
    // read of them: "Player", "Dealer" at blackjack; "Player's Hand 5",
    // "Banker's Hand 7 wins" at baccarat.
    std::string playerHandLabel = "Player";
    std::string dealerHandLabel = "Dealer";
    // Pay, collect or mark the amount: a commission is collected or marked.
    DrillAction action = DrillAction::Pay;
    // What the trainee reads: "Blackjack, the dealer shows a 9" (never the odds
    // a dealer must know).
    std::string caption;
    // The odds that apply (1 to 2 for a surrender: half returned; 0 to 1 for a push).
    Odds odds;
    std::string oddsText; // "3 to 2", "one-half returned", "nothing: a push"
    // What the dealer pays beside the wager (the half returned for a
    // surrender, nothing for a push).
    Money correct;
    Citation citation;
    std::string requirement; // regulations/checklist id, e.g. "BJ-SETTLE-03"
    std::string explanation; // "$25 at 3 to 2 is $37.50"
    // The wager's name on its box: "Main wager", "21+3 wager", "Insurance".
    std::string wagerLabel;
    // The pay table's likely mistakes (side wagers: the neighbouring rows and
    // the other tables the text prints), tried before the generic ones.
    std::vector<PayoutMistake> tableMistakes;
    // Several wagers to pay at once (difficulty 6), in the order a dealer
    // meets them, each a whole single-wager question; `caption` and the cards
    // above then describe the box. Empty in the single-wager form, whose one
    // wager is the question itself.
    std::vector<PayoutQuestion> wagers;
    // The parts of `wagers` must be answered in their order (a Banker win:
    // the payout and its commission in the order of Baccarat §12(b) / Midi
    // §11(b)); otherwise in any order.
    bool partsInOrder = false;
};

// The kind of a drill answer as it is stored and as mastery reads it
// (docs/mastery.md): "payout_drill" for an amount paid, "commission_drill"
// for a commission collected or marked.
std::string_view drillAnswerKind(const PayoutQuestion &question);

// Names paying `amount` on `question` as the likely mistake `name`, tried
// before the generic ones; nothing when it is the correct amount or an
// amount already named.
void addTableMistake(PayoutQuestion &question, Money amount, std::string name);

// How many wagers `question` asks to pay (1 in the single-wager form), and
// the i-th of them (the question itself in the single-wager form).
int wagerCount(const PayoutQuestion &question);
const PayoutQuestion &wagerAt(const PayoutQuestion &question, int index);

// How hard the wagers are (docs/lesson-format.md, "drill"):
// 1 one chip ($5 or $25); 2 a stack of one colour; 3 two colours ($25 and
// $5); 4 three colours with $1 chips (odd dollars: a 3 to 2 payout with
// cents); 5 tall stacks of four colours up to $100 chips; 6 several wagers
// of one box at once (box_payouts.h), each a stack as at 5.
inline constexpr int kMaxDrillDifficulty = 6;
inline constexpr int kSeveralWagersDifficulty = 6;

// The drill's questions: `count` payouts of the situations listed, in turn
// in a shuffled order, wagers at `difficulty`. The same seed gives the same
// questions everywhere (SeededRandom). Empty for no situations or a
// difficulty out of 1..kMaxDrillDifficulty. Every correct amount is
// payable with drillChips() (a 3 to 2 payout in cents needs the $2.50 chip:
// the drill deals no wager below $2 at 3 to 2), and every 6 to 5 wager is a
// multiple of $5 (§3(d)).
// The side wagers are paid from defaultDrillTable() (side_wager_payouts.h).
std::vector<PayoutQuestion> generatePayoutDrill(const std::vector<PayoutSituation> &situations,
                                                int difficulty, int count, std::uint64_t seed);
// The same with the side wagers paid from the pay tables `table` chose.
std::vector<PayoutQuestion> generatePayoutDrill(const std::vector<PayoutSituation> &situations,
                                                int difficulty, int count, std::uint64_t seed,
                                                const blackjack::TableOffer &table);
// The same with the baccarat situations dealt at `baccaratTable`'s game and
// options (commission_drill.h).
std::vector<PayoutQuestion> generatePayoutDrill(const std::vector<PayoutSituation> &situations,
                                                int difficulty, int count, std::uint64_t seed,
                                                const blackjack::TableOffer &table,
                                                const baccarat::TableRules &baccaratTable);
// One question (exposed for tests): the situation with a wager `wager`
// built from `chips`; side wagers from defaultDrillTable() or `table`.
PayoutQuestion makeQuestion(PayoutSituation situation, const std::vector<Money> &chips,
                            std::uint64_t variant);
PayoutQuestion makeQuestion(PayoutSituation situation, const std::vector<Money> &chips,
                            std::uint64_t variant, const blackjack::TableOffer &table);

// The chips of one wager at `difficulty` (1 to 5), bottom (largest) first:
// the steps above; `multiplesOfFive` leaves out the $1 chips.
std::vector<Money> drillWagerChips(int difficulty, bool multiplesOfFive, SeededRandom &random);

// One wager of `situation` at `difficulty` (1 to 5) dealt from `random`:
// the generator's single-wager form (box_payouts.cpp builds boxes from it).
// A §17 wager is its fixed amount; a payout the rack cannot build, or above
// $10,000, is dealt again.
PayoutQuestion makeWagerQuestion(PayoutSituation situation, int difficulty, SeededRandom &random,
                                 const blackjack::TableOffer &table);

// The grade of one answer.
struct PayoutGrade {
    bool correct = false;
    // The mistake by name when it is a known one ("paid 3 to 2 on a split
    // 21", "paid the push", "short by $2.50"); empty when correct.
    std::string error;
    std::string message; // "Paid $30, correct $37.50: paid 6 to 5 at a 3 to 2 table. $25 at ..."
    Citation citation;
    std::string requirement;
};

// Exact or wrong; a wrong amount is matched against the likely mistakes of
// the situation first, then named as short or over by the difference.
PayoutGrade gradePayout(const PayoutQuestion &question, Money paid);

// The median of a list of times (seconds); 0 for none.
double medianSeconds(std::vector<double> seconds);

// A drill's result against its pass mark (the lesson's "drill.pass"): every
// payout asked answered, the share exact at least `passAccuracy` and the
// median time per payout at most `passMedianSeconds`.
struct DrillScore {
    int correct = 0;
    int paid = 0;          // wagers paid (the answers in the single-wager form)
    double accuracy = 0.0; // correct / paid; 0 for none
    double medianSeconds = 0.0;
    // Each mark on its own (the results show them), and the pass: every
    // payout answered and both marks met.
    bool accuracyMet = false;
    bool timeMet = false; // medianTimeMet() (speed_targets.h)
    bool passed = false;
};
// `correct[i]` and `seconds[i]` describe the i-th payout answered.
DrillScore scoreDrill(int asked, const std::vector<bool> &correct,
                      const std::vector<double> &seconds, double passAccuracy,
                      double passMedianSeconds);
// Several wagers per question: `wagersCorrect[i]` holds the grade of each
// wager of the i-th question answered and `seconds[i]` the time of the whole
// question. The accuracy is exact wagers / wagers paid; the median is of the
// questions' times; `asked` counts questions.
DrillScore scoreDrill(int asked, const std::vector<std::vector<bool>> &wagersCorrect,
                      const std::vector<double> &seconds, double passAccuracy,
                      double passMedianSeconds);

} // namespace dt::drills

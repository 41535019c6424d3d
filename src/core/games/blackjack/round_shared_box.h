#pragma once

#include "../../referee.h"
#include "../../scenario.h"
#include "round.h"
#include "table_rules.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// Several players wagering on one box (Blackjack §13) and verbal wagers made
// with cash (§3(d)), as the round referee expects and grades them.
//
// The box's own wager (RoundBox::initialWager, each hand's `wager`) is the
// calling player's, nearest the dealer (§13(c)); the players behind it, in
// line, are RoundBox::behind, their wagers on each hand RoundHand::behind.
// Settlements of a wager behind name it with the action's `behind` (1, 2).

// §13(c): the place in line of the wager a settlement names (0: the caller's).
int behindOf(const DealerAction &action);

// §13(b)-(c): the scripts of the players wagering on box `seat`, in line: the
// caller first (the player seated at the box, or with none seated the
// highest wager), then the others in the order they came to the box.
std::vector<const PlayerScript *> boxLine(const std::vector<PlayerScript> &players, int seat);

// The script of the player at place `behind` of the box's line (0: the caller).
const PlayerScript *lineScript(const std::vector<PlayerScript> &players, int seat, int behind);

// §13(a): the box gets a player behind for each script after the caller.
void seatPlayersBehind(Round &round, const std::vector<PlayerScript> &players);

// §13(a)-(c), §14, §3(d): what a lesson's players may not be (paths of the lesson).
std::vector<ScenarioProblem> validateSharedBoxes(const Scenario &scenario, const TableRules &rules);

// Every wager behind the caller's on `hand` is settled.
bool behindSettled(const RoundHand &hand);

// §13(d)-(e): a player behind has still to answer the caller's double or split.
bool behindAnswerDue(const RoundBox &box);

// §13(f): a player behind has not answered the insurance offer yet.
bool behindInsuranceUnanswered(const RoundBox &box);

// The questions the players behind are asked now: the hand and whether it
// is about a split (else a double down).
struct BehindQuestion {
    int seat = 0;
    int hand = 1;
    int behind = 1;
    bool split = false;
};
std::vector<BehindQuestion> behindQuestions(const Round &round);

// §3(d): the steps of a verbal wager still to be taken before the first card.
std::vector<Expectation> verbalWagerSteps(const Round &round);

// The settlement of each wager behind the caller's on hand `hand` (1 = the
// leftmost) of `box`, as round_referee_settlement.cpp's settlementSteps() builds the
// caller's: losing wagers to `losing`, the others to `others`.
void addBehindSettlements(const Round &round, const RoundBox &box, int hand,
                          const TableOffer &offer, std::vector<Expectation> &losing,
                          std::vector<Expectation> &others);

// §13(f), §9(c)-(d): the insurance of each player behind, settled right after
// the dealer's second card; §8(a)(2): a held surrender of the box likewise.
std::vector<Expectation> behindImmediateSettlements(const RoundBox &box, bool dealerBlackjack,
                                                    const TableOffer &offer);

// §8(a)(1): the box's surrender settled at once, each wager behind too.
std::vector<Expectation> behindSurrendersAtOnce(const RoundBox &box, int hand);

// §7(c), §13(f): even money to each player behind who took it.
std::vector<Expectation> behindEvenMoney(const RoundBox &box);

// §7(a): a blackjack under a 2-9 paid at once, each wager behind too.
std::optional<Expectation> behindBlackjackPayment(const Round &round, const RoundBox &box,
                                                  const TableOffer &offer);

// The round after one of this file's actions (a settlement behind the
// caller, a verbal wager's step); false when the action is none of them.
bool applySharedBox(Round &round, const DealerAction &action);

// The round after a player behind answers or decides; false when the event
// is none of theirs.
bool applySharedBoxEvent(Round &round, const TableEvent &event);

// §13(d)-(e): the caller doubled or split `hand`: each player behind on it answers.
void askPlayersBehind(RoundHand &hand);

// The mistakes of §13 and §3(d); nothing when the action is none of theirs.
std::optional<Verdict> sharedBoxMistake(const Round &round, const DealerAction &action,
                                        const std::vector<Expectation> &options);

} // namespace dt::blackjack

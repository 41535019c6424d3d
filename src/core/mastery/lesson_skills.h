#pragma once

#include "../dealer_action.h"
#include "../drills/payout_drill.h"
#include "../games/baccarat/table_rules.h"
#include "../games/blackjack/table_offer.h"
#include "../scenario.h"
#include "../verdict.h"
#include "skill_catalogue.h"

#include <string>
#include <vector>

namespace dt::mastery {

// Which skills a lesson exercises is read from what the lesson makes the
// dealer do, never written by hand: the referee's own reference performance
// (autoplay(), as `dealer-trainer-cli autoplay`), each action graded, mapped
// like a trainee's actions (docs/mastery.md, "Lessons and skills").

// A graded dealer action as mastery reads it.
GradedActionInput gradedInput(const DealerAction &action, const Verdict &verdict);
// The reference performance of a lesson's table, every action graded.
std::vector<GradedActionInput> referenceActions(const Scenario &scenario);
// A drill's: one exact answer to each wager of a question of each situation,
// at the lesson's difficulty and from its table ("drill.difficulty",
// "drill.table"; dt::drills::defaultDrillTable() when it names none), the
// baccarat situations at `baccaratTable`.
std::vector<GradedActionInput>
referenceDrillAnswers(const std::vector<drills::PayoutSituation> &situations, int difficulty,
                      const blackjack::TableOffer &table, double targetSeconds,
                      const baccarat::TableRules &baccaratTable = baccarat::TableRules{});
// The ids of the skills the actions exercise, in catalogue order.
std::vector<std::string> skillsExercised(const std::vector<GradedActionInput> &actions);

} // namespace dt::mastery

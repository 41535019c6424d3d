#include "lesson_skills.h"

#include "../action_codec.h"
#include "../referee_for.h"
#include "../session.h"

namespace dt::mastery {

GradedActionInput gradedInput(const DealerAction &action, const Verdict &verdict) {
    GradedActionInput input;
    input.correct = verdict.correct;
    input.severity = verdict.correct ? std::string() : std::string(severityName(verdict.severity));
    input.requirement = verdict.rule.requirement;
    input.citation = verdict.rule.citation.text();
    input.actionKind = std::string(actionName(action));
    input.wager = toFlat(action).string("wager").value_or(std::string());
    return input;
}

std::vector<GradedActionInput> referenceActions(const Scenario &scenario) {
    std::vector<GradedActionInput> inputs;
    const auto referee = refereeFor(scenario);
    if (!referee) {
        return inputs;
    }
    Session session(scenario, referee);
    for (const DealerAction &action : autoplay(scenario, referee)) {
        inputs.push_back(gradedInput(action, session.perform(action)));
    }
    return inputs;
}

std::vector<GradedActionInput>
referenceDrillAnswers(const std::vector<drills::PayoutSituation> &situations, int difficulty,
                      const blackjack::TableOffer &table, double targetSeconds,
                      const baccarat::TableRules &baccaratTable) {
    std::vector<GradedActionInput> inputs;
    // One question per situation at the lesson's own difficulty and table
    // (any seed: the rule a situation cites is the same whatever the
    // wager), each wager of a box answered, as the drill stores them.
    const auto questions = drills::generatePayoutDrill(
        situations, difficulty, static_cast<int>(situations.size()), 1, table, baccaratTable);
    for (const drills::PayoutQuestion &question : questions) {
        for (int wager = 0; wager < drills::wagerCount(question); ++wager) {
            const drills::PayoutQuestion &paid = drills::wagerAt(question, wager);
            GradedActionInput input;
            input.requirement = paid.requirement;
            input.citation = paid.citation.text();
            input.actionKind = std::string(drills::drillAnswerKind(paid));
            input.targetSeconds = targetSeconds;
            inputs.push_back(std::move(input));
        }
    }
    return inputs;
}

std::vector<std::string> skillsExercised(const std::vector<GradedActionInput> &actions) {
    const auto &catalogue = skillCatalogue();
    std::vector<bool> used(catalogue.size(), false);
    for (const GradedActionInput &action : actions) {
        for (std::size_t index : skillsOf(action)) {
            used[index] = true;
        }
    }
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        if (used[i]) {
            ids.push_back(catalogue[i].id);
        }
    }
    return ids;
}

} // namespace dt::mastery

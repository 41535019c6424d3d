#include "spot_the_error.h"

#include "pass_criteria.h"

#include <charconv>
#include <limits>

namespace dt {

namespace {

// "Blackjack §6(e) (BJ-DEAL-01)": the rule as an explanation cites it.
std::string ruleText(const RuleReference &rule) {
    std::string text = rule.citation.text();
    if (!rule.requirement.empty()) {
        text += " (" + rule.requirement + ")";
    }
    return text;
}

std::string actionNumber(int step) {
    return "action " + std::to_string(step);
}

constexpr std::string_view kStopAfter = "stop after action ";

std::string stopAfter(int step) {
    return std::string(kStopAfter) + std::to_string(step);
}

// "action 8 broke Blackjack §6(f) (BJ-DEAL-04)"
std::string broke(const DealerStep &step) {
    return actionNumber(step.number) + " broke " + ruleText(step.verdict.rule);
}

} // namespace

std::string_view spotEntryKindName(SpotEntryKind kind) {
    switch (kind) {
    case SpotEntryKind::Caught:
        return "caught";
    case SpotEntryKind::Late:
        return "late";
    case SpotEntryKind::Missed:
        return "missed";
    case SpotEntryKind::FalseStop:
        return "false_stop";
    case SpotEntryKind::Rule:
        return "rule";
    case SpotEntryKind::Remedy:
        return "remedy";
    }
    return "caught";
}

FlatObject toFlat(const SpotEntry &entry) {
    FlatObject object;
    object.set("answer", std::string(spotEntryKindName(entry.kind)));
    object.set("step", static_cast<std::int64_t>(entry.dealerStep));
    if (!entry.answer.empty()) {
        object.set("given", entry.answer);
    }
    return object;
}

std::optional<int> stoppedAfter(std::string_view answer) {
    if (answer.substr(0, kStopAfter.size()) != kStopAfter) {
        return std::nullopt;
    }
    const std::string_view digits = answer.substr(kStopAfter.size());
    int step = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), step);
    if (error != std::errc{} || end != digits.data() + digits.size() || step < 1) {
        return std::nullopt;
    }
    return step;
}

bool citesRule(const Citation &named, const Citation &broken) {
    if (named.regulation != broken.regulation || named.section.empty()) {
        return false;
    }
    if (named.section == broken.section) {
        return true;
    }
    // A more general section: the broken one's leading part, ending where a
    // paragraph starts ("15(a)" of "15(a)(2)"; not "1" of "15(a)").
    return broken.section.size() > named.section.size() &&
           broken.section.compare(0, named.section.size(), named.section) == 0 &&
           broken.section[named.section.size()] == '(';
}

std::optional<Citation> namedCitation(const std::string &text, const Citation &broken) {
    if (auto citation = parseCitation(text)) {
        return citation;
    }
    const std::string brokenText = broken.text();
    const auto mark = brokenText.find("§");
    if (text.rfind("§", 0) != 0 || mark == std::string::npos) {
        return std::nullopt;
    }
    // "§15(a)": the title before the broken rule's "§" ("Blackjack ").
    return parseCitation(brokenText.substr(0, mark) + text);
}

SpotTheErrorExercise::SpotTheErrorExercise(Scenario scenario,
                                           std::shared_ptr<const Referee> referee,
                                           SpotTheErrorSpec spec)
    : spec_(std::move(spec))
    , plan_(scenario, referee, spec_)
    , session_(std::move(scenario), std::move(referee))
    , settled_(spec_.errors.size(), false) {}

const std::vector<std::string> &SpotTheErrorExercise::remedyChoices() const {
    static const std::vector<std::string> none;
    return question_ ? question_->choices : none;
}

bool SpotTheErrorExercise::playedOut() const {
    return shown_ >= plan_.steps().size() && !question_;
}

void SpotTheErrorExercise::closeWindows(std::size_t shownAfter) {
    for (std::size_t k = 0; k < shown_; ++k) {
        const DealerStep &step = plan_.steps()[k];
        if (!step.injectedError || settled_[*step.injectedError] ||
            shownAfter - static_cast<std::size_t>(step.number) <=
                static_cast<std::size_t>(spec_.stopWindow)) {
            continue;
        }
        settled_[*step.injectedError] = true;
        // Missing an error weighs what the error weighs.
        entries_.push_back(SpotEntry{
            .kind = SpotEntryKind::Missed,
            .correct = false,
            .severity = step.verdict.severity,
            .dealerStep = step.number,
            .rule = step.verdict.rule,
            .answer = "",
            .expected = stopAfter(step.number),
            .explanation = "Missed: " + broke(step) + ": " + step.verdict.message,
        });
    }
}

std::optional<DealerStep> SpotTheErrorExercise::step() {
    if (question_ || finished_ || shown_ >= plan_.steps().size()) {
        return std::nullopt;
    }
    closeWindows(shown_ + 1);
    const DealerStep &next = plan_.steps()[shown_];
    session_.perform(next.action);
    ++shown_;
    return next;
}

std::optional<StopResult> SpotTheErrorExercise::stop() {
    if (question_ || finished_ || shown_ == 0) {
        return std::nullopt;
    }
    const int stoppedAfter = static_cast<int>(shown_);
    // The earliest error still within its stop window.
    for (std::size_t k = 0; k < shown_; ++k) {
        const DealerStep &step = plan_.steps()[k];
        if (!step.injectedError || settled_[*step.injectedError] ||
            stoppedAfter - step.number > spec_.stopWindow) {
            continue;
        }
        const std::size_t error = *step.injectedError;
        settled_[error] = true;
        lastStop_ = stoppedAfter;
        const SpotEntry entry{
            .kind = SpotEntryKind::Caught,
            .correct = true,
            .severity = Severity::Minor,
            .dealerStep = step.number,
            .rule = step.verdict.rule,
            .answer = stopAfter(stoppedAfter),
            .expected = stopAfter(step.number),
            .explanation = "Caught: " + broke(step) + ": " + step.verdict.message,
        };
        entries_.push_back(entry);
        question_ =
            Question{error, step.number, dt::remedyChoices(plan_, error, session_.scenario().seed)};
        return StopResult{entry, true, question_->choices};
    }
    if (auto late = lateStop()) {
        return late;
    }
    const DealerStep &last = plan_.steps()[shown_ - 1];
    lastStop_ = stoppedAfter;
    const SpotEntry entry{
        .kind = SpotEntryKind::FalseStop,
        .correct = false,
        .severity = Severity::Minor,
        .dealerStep = last.number,
        .rule = last.verdict.rule,
        .answer = stopAfter(stoppedAfter),
        .expected = "no stop",
        .explanation =
            last.injectedError
                ? "Stopped again: the error of " + actionNumber(last.number) + " was already graded"
                : "Stopped a correct action: " + actionNumber(last.number) + " followed " +
                      ruleText(last.verdict.rule),
    };
    entries_.push_back(entry);
    return StopResult{entry, false, {}};
}

std::optional<StopResult> SpotTheErrorExercise::lateStop() {
    // The latest error shown was missed and no stop came since it: this
    // stop is for it, too late. The missed entry stays (entries are only
    // appended); the stop is graded apart, as late rather than false.
    for (std::size_t k = shown_; k-- > 0;) {
        const DealerStep &step = plan_.steps()[k];
        if (!step.injectedError) {
            continue;
        }
        if (lastStop_ >= step.number || !settled_[*step.injectedError]) {
            return std::nullopt;
        }
        lastStop_ = static_cast<int>(shown_);
        const SpotEntry entry{
            .kind = SpotEntryKind::Late,
            .correct = false,
            .severity = Severity::Minor,
            .dealerStep = step.number,
            .rule = step.verdict.rule,
            .answer = stopAfter(lastStop_),
            .expected = stopAfter(step.number),
            .explanation = "Late: " + broke(step) + "; the stop must come within " +
                           std::to_string(spec_.stopWindow) +
                           " dealer action(s) of the error, not after " + actionNumber(lastStop_),
        };
        entries_.push_back(entry);
        return StopResult{entry, false, {}};
    }
    return std::nullopt;
}

std::vector<SpotEntry> SpotTheErrorExercise::answer(const std::string &citation,
                                                    std::size_t remedyChoice) {
    if (!question_) {
        return {};
    }
    const Question question = *question_;
    question_.reset();
    const DealerStep &step = plan_.steps()[static_cast<std::size_t>(question.dealerStep - 1)];
    const Citation &broken = step.verdict.rule.citation;

    SpotEntry rule;
    rule.kind = SpotEntryKind::Rule;
    rule.severity = Severity::Major;
    rule.dealerStep = step.number;
    rule.rule = step.verdict.rule;
    rule.answer = citation;
    rule.expected = broken.text();
    const auto named = namedCitation(citation, broken);
    rule.correct = named && citesRule(*named, broken);
    const std::string why = broke(step);
    if (rule.correct) {
        rule.explanation = "Right: " + why;
    } else if (!named) {
        rule.explanation = "\"" + citation + "\" is not a citation: " + why;
    } else {
        rule.explanation = "Wrong rule: " + why + ", not " + named->text();
    }

    const Remedy &remedy = *plan_.remedies()[question.error];
    SpotEntry chosen;
    chosen.kind = SpotEntryKind::Remedy;
    chosen.severity = Severity::Major;
    chosen.dealerStep = step.number;
    chosen.rule = remedy.rule;
    chosen.answer = remedyChoice < question.choices.size() ? question.choices[remedyChoice] : "";
    chosen.expected = remedy.description;
    chosen.correct = chosen.answer == remedy.description;
    const std::string expects =
        "after it " + ruleText(remedy.rule) + " expects: " + lowercaseFirst(remedy.description);
    chosen.explanation = chosen.correct          ? "Right: " + expects
                         : chosen.answer.empty() ? "No remedy chosen: " + expects
                                                 : "Wrong remedy: " + expects;

    entries_.push_back(rule);
    entries_.push_back(chosen);
    return {rule, chosen};
}

void SpotTheErrorExercise::finish() {
    if (finished_) {
        return;
    }
    if (question_) {
        answer("", std::numeric_limits<std::size_t>::max());
    }
    closeWindows(std::numeric_limits<std::size_t>::max());
    finished_ = true;
}

SpotSummary SpotTheErrorExercise::summary(const SpotPassCriteria &criteria) const {
    SpotSummary summary;
    for (const DealerStep &step : plan_.steps()) {
        summary.injectedErrors += step.injectedError ? 1 : 0;
    }
    for (const SpotEntry &entry : entries_) {
        ++summary.graded;
        summary.correct += entry.correct ? 1 : 0;
        if (!entry.correct) {
            summary.integrityErrors += entry.severity == Severity::Integrity ? 1 : 0;
            summary.payoutErrors += entry.severity == Severity::Payout ? 1 : 0;
        }
        switch (entry.kind) {
        case SpotEntryKind::Caught:
            ++summary.caught;
            break;
        case SpotEntryKind::Late:
            ++summary.late;
            break;
        case SpotEntryKind::Missed:
            ++summary.missed;
            break;
        case SpotEntryKind::FalseStop:
            ++summary.falseStops;
            break;
        case SpotEntryKind::Rule:
            summary.rulesRight += entry.correct ? 1 : 0;
            break;
        case SpotEntryKind::Remedy:
            summary.remediesRight += entry.correct ? 1 : 0;
            break;
        }
    }
    summary.accuracy =
        summary.graded == 0 ? 0.0 : static_cast<double>(summary.correct) / summary.graded;
    summary.complete = finished_ && shown_ >= plan_.steps().size();
    summary.passed = summary.complete &&
                     meetsMinimumAccuracy(summary.accuracy, criteria.minimumAccuracy) &&
                     summary.missed <= criteria.maximumMissedErrors;
    return summary;
}

} // namespace dt

#include "verdict.h"

namespace dt {

std::string_view severityName(Severity severity) {
    switch (severity) {
    case Severity::Minor:
        return "minor";
    case Severity::Major:
        return "major";
    case Severity::Integrity:
        return "integrity";
    case Severity::Payout:
        return "payout";
    }
    return "major";
}

Verdict refused(const std::vector<Expectation> &options) {
    Verdict verdict;
    verdict.correct = false;
    verdict.severity = Severity::Major;
    verdict.applied = false;
    verdict.expected = joinDescriptions(options);
    if (!options.empty()) {
        verdict.rule = options.front().rule;
    }
    return verdict;
}

std::string joinDescriptions(const std::vector<Expectation> &options) {
    std::string text;
    for (const auto &option : options) {
        if (!text.empty()) {
            text += " or ";
        }
        text += option.description;
    }
    return text;
}

std::string lowercaseFirst(std::string text) {
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') {
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    }
    return text;
}

std::string uppercaseFirst(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    }
    return text;
}

} // namespace dt

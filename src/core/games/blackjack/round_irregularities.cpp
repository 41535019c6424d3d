#include "round_irregularities.h"

#include <array>

namespace dt::blackjack {

namespace {

struct Source {
    const char *section;     // 000
    const char *requirement; // 000's checklist id
    const char *tribal;      // 002's subsection of (n), or null where 002 has none
    const char *tribalRequirement;
};

constexpr std::array<Source, static_cast<std::size_t>(Irregularity::Count)> kSources = {{
    // 002 has no §15(a): a card dealt to the wrong place is a card drawn in
    // error, exposed (n)(3) or not (n)(2) (checklist "Source typos", 002 (n)).
    {"15(a)", "BJ-IRR-01", "(n)(3)", "BJ2-IRR-04"},
    {"15(b)", "BJ-IRR-02", "(n)(1)", "BJ2-IRR-04"},
    {"15(c)", "BJ-IRR-03", "(n)(2)", "BJ2-IRR-04"},
    {"15(d)", "BJ-IRR-04", "(n)(3)", "BJ2-IRR-04"},
    {"15(e)", "BJ-IRR-05", "(n)(4)", "BJ2-IRR-04"},
    {"15(f)", "BJ-IRR-06", "(n)(5)", "BJ2-IRR-01"},
    {"15(g)", "BJ-IRR-07", "(n)(6)", "BJ2-IRR-02"},
    {"15(h)", "BJ-IRR-08", "(n)(5)", "BJ2-IRR-01"},
    {"15(j)", "BJ-IRR-10", "(n)(7)", "BJ2-IRR-03"},
    {"15(k)", "BJ-IRR-11", "(n)(8)", "BJ2-IRR-04"},
    {"15(l)", "BJ-IRR-12", "(n)(9)", "BJ2-IRR-04"},
    {"15(q)", "BJ-IRR-13", nullptr, nullptr},
    {"15(k)(1)", "BJ-IRR-11", "(n)(8)(i)", "BJ2-IRR-04"},
    {"15(k)(2)", "BJ-IRR-11", "(n)(8)(ii)", "BJ2-IRR-04"},
}};

} // namespace

RuleReference irregularityReference(Irregularity irregularity, Regulation regulation) {
    const Source &source = kSources[static_cast<std::size_t>(irregularity)];
    if (regulation == Regulation::BlackjackTribal && source.tribal != nullptr) {
        return RuleReference{Citation{Regulation::BlackjackTribal, source.tribal},
                             source.tribalRequirement};
    }
    return RuleReference{blackjackSection(source.section), source.requirement};
}

bool isMisdeal(Irregularity irregularity, Regulation regulation) {
    if (regulation != Regulation::BlackjackTribal) {
        return false;
    }
    return irregularity == Irregularity::DealerMissedOwnCard ||
           irregularity == Irregularity::BoxMissedInDeal ||
           irregularity == Irregularity::InsufficientCards ||
           irregularity == Irregularity::RequestedCardNotDealt;
}

} // namespace dt::blackjack

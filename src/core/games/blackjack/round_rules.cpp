#include "round_rules.h"

#include <map>

namespace dt::blackjack {

RoundRules massachusettsRoundRules(bool dealerHitsSoft17, bool faceUpHoleCard) {
    RoundRules rules;
    const auto set = [&](RoundRule rule, const char *section, const char *requirement) {
        rules.references[static_cast<std::size_t>(rule)] =
            RuleReference{blackjackSection(section), requirement};
    };
    set(RoundRule::InitialDeal, "6(e)", "BJ-DEAL-03");
    set(RoundRule::AnnounceTotal, "6(f)", "BJ-DEAL-04");
    set(RoundRule::DealDecision, "6(g)", "BJ-DEAL-05");
    set(RoundRule::BlackjackPaid, "7(a)", "BJ-SETTLE-04");
    set(RoundRule::BlackjackHeld, "7(b)", "BJ-SETTLE-05");
    set(RoundRule::EvenMoney, "7(c)", "BJ-OPT-09");
    set(RoundRule::SurrenderAtOnce, "8(a)(1)", "BJ-OPT-02");
    set(RoundRule::SurrenderDeferred, "8(a)(2)", "BJ-OPT-03");
    set(RoundRule::InsuranceOffer, "9(a)", "BJ-OPT-05");
    set(RoundRule::InsuranceSettlement, "9(d)", "BJ-SETTLE-06");
    set(RoundRule::DoubleCard, "10(c)", "BJ-DEAL-13");
    set(RoundRule::SplitOrder, "11(b)", "BJ-DEAL-12");
    set(RoundRule::SplitHandTotal, "11(c)", "BJ-ANN-02");
    set(RoundRule::SplitAces, "11(c)(2)", "BJ-OPT-14");
    set(RoundRule::NoDrawOn21, "12(a)(1)", "BJ-OPT-16");
    set(RoundRule::DealersCardCall, "6(h)", "BJ-ANN-01");
    set(RoundRule::DealerSecondCard, "6(h)", "BJ-DEAL-06");
    if (dealerHitsSoft17) {
        set(RoundRule::DealerDraws, "12(b)(2)", "BJ-DRAW-02");
    } else {
        set(RoundRule::DealerDraws, "12(b)(1)", "BJ-DRAW-01");
    }
    set(RoundRule::DealerNoDraw, "12(c)", "BJ-DRAW-04");
    set(RoundRule::DealerTotal, "6(h)", "BJ-ANN-02");
    set(RoundRule::SettlementOrder, "3(e)", "BJ-SETTLE-08");
    set(RoundRule::PickUp, "6(i)", "BJ-PICK-01");
    if (faceUpHoleCard) {
        set(RoundRule::HoleCardDeal, "6(k)", "BJ-DEAL-11");
        set(RoundRule::DealerBlackjackKnown, "6(k)(6)", "BJ-DRAW-05");
    } else {
        set(RoundRule::HoleCardDeal, "6(j)", "BJ-DEAL-07");
        set(RoundRule::DealerBlackjackKnown, "6(j)(1)", "BJ-DEAL-09");
    }
    set(RoundRule::HoleCardNotExposed, "6(b)", "BJ-DEAL-02");
    set(RoundRule::CardReaderCheck, "6(j)", "BJ-DEAL-08");
    set(RoundRule::HoleCardReveal, "6(j)", "BJ-DEAL-07");
    set(RoundRule::FaceUpHoleCardRules, "6(k)(3)", "BJ-OPT-17");
    set(RoundRule::InsuranceAtTurn, "9(b)", "BJ-OPT-07");
    set(RoundRule::InsuranceBeforeReader, "9(b)", "BJ-OPT-07");
    set(RoundRule::DoubleCardTurnUp, "10(c)", "BJ-DEAL-13");
    set(RoundRule::CutCardReached, "6(l)", "BJ-SHUF-09");
    return rules;
}

std::string settlementRequirement(const Citation &citation) {
    static const std::map<std::string, std::string> bySection = {
        {"3(a)", "BJ-SETTLE-01"},    {"3(b)", "BJ-SETTLE-02"},    {"3(e)", "BJ-SETTLE-03"},
        {"3(e)(1)", "BJ-SETTLE-09"}, {"3(e)(2)", "BJ-SETTLE-09"}, {"16(a)", "BJ-SETTLE-09"},
        {"16(b)", "BJ-SETTLE-10"},   {"6(k)(1)", "BJ-SETTLE-11"}, {"6(k)(2)", "BJ-SETTLE-11"},
        {"10(b)", "BJ-SETTLE-07"},   {"11(d)", "BJ-SETTLE-07"},   {"9(b)", "BJ-OPT-06"},
        {"9(c)", "BJ-SETTLE-06"},    {"9(d)", "BJ-SETTLE-06"},
    };
    const auto found = bySection.find(citation.section);
    return found == bySection.end() ? "BJ-SETTLE-03" : found->second;
}

} // namespace dt::blackjack

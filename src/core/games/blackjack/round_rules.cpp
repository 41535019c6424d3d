#include "round_rules.h"

#include "dealer_draw.h"
#include "round_hand_dealt.h"

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
    set(RoundRule::WagersUntouched, "3(h)", "BJ-WAGER-04");
    return rules;
}

RoundRules tribalRoundRules() {
    RoundRules rules;
    const auto set = [&](RoundRule rule, const char *section, const char *requirement) {
        rules.references[static_cast<std::size_t>(rule)] =
            RuleReference{Citation{Regulation::BlackjackTribal, section}, requirement};
    };
    // (f)(5): from the dealer's left, each box face up, the dealer face up,
    // each box again, then the dealer's second card face down.
    set(RoundRule::InitialDeal, "(f)(5)", "BJ2-DEAL-01");
    set(RoundRule::HoleCardDeal, "(f)(5)(iv)", "BJ2-DEAL-01");
    // 002 has no §6(b): the nearest text is the face-down deal of (f)(5)(iv).
    set(RoundRule::HoleCardNotExposed, "(f)(5)(iv)", "BJ2-DEAL-01");
    // The hole card is the dealer's second card (f)(5)(iv); multiple action's
    // second card after the players ((q)(5)) is not dealt by this round.
    set(RoundRule::DealerSecondCard, "(f)(5)(iv)", "BJ2-DEAL-01");
    // (f)(6)-(7): each total from the dealer's left, each new total.
    set(RoundRule::AnnounceTotal, "(f)(6)", "BJ2-ANN-01");
    set(RoundRule::DealDecision, "(f)(7)", "BJ2-ANN-01");
    // (g)(1): every blackjack announced and held, whatever the up card; 002
    // has no immediate payment (§7(a)).
    set(RoundRule::BlackjackPaid, "(g)(1)", "BJ2-SETTLE-01");
    set(RoundRule::BlackjackHeld, "(g)(1)", "BJ2-SETTLE-01");
    // (g)(2): the consolidated net payout stands where 000 has even money.
    set(RoundRule::EvenMoney, "(g)(2)", "BJ2-OPT-01");
    // (h)(1): 002 gives no time for settling a surrender (checklist: late).
    set(RoundRule::SurrenderAtOnce, "(h)(1)", "BJ2-OPT-02");
    set(RoundRule::SurrenderDeferred, "(h)(1)", "BJ2-OPT-02");
    set(RoundRule::InsuranceOffer, "(i)(1)", "BJ2-OPT-03");
    set(RoundRule::InsuranceSettlement, "(i)(4)", "BJ2-OPT-03");
    set(RoundRule::InsuranceBeforeReader, "(i)(2)", "BJ2-OPT-03");
    // 002 has no insurance at each player's turn (§9(b) option).
    set(RoundRule::InsuranceAtTurn, "(i)(2)", "BJ2-CONF-03");
    // (j)(1): face up and sideways; no face-down double card to turn up.
    set(RoundRule::DoubleCard, "(j)(1)", "BJ2-DEAL-03");
    set(RoundRule::DoubleCardTurnUp, "(j)(1)", "BJ2-DEAL-03");
    set(RoundRule::SplitOrder, "(k)(2)", "BJ-DEAL-12");
    set(RoundRule::SplitHandTotal, "(k)(3)", "BJ2-ANN-01");
    set(RoundRule::SplitAces, "(k)(3)(ii)", "BJ-OPT-14");
    set(RoundRule::NoDrawOn21, "(l)(1)(i)", "BJ-OPT-16");
    // (f)(8): the dealer's cards face up and the total; no "Dealer's Card".
    set(RoundRule::DealersCardCall, "(f)(8)", "BJ2-DEAL-02");
    set(RoundRule::HoleCardReveal, "(f)(8)", "BJ2-DEAL-02");
    set(RoundRule::DealerTotal, "(f)(8)", "BJ2-DEAL-02");
    // (l)(2): to a hard or soft 17, never hitting soft 17. Its "Except as
    // provided in (k)(3)" means (l)(3) (checklist, cross-reference errors).
    set(RoundRule::DealerDraws, "(l)(2)", "BJ2-DRAW-01");
    set(RoundRule::DealerNoDraw, "(l)(3)", "BJ-DRAW-04");
    set(RoundRule::SettlementOrder, "(c)(5)", "BJ-SETTLE-08");
    set(RoundRule::PickUp, "(f)(9)", "BJ2-PICK-01");
    set(RoundRule::CutCardReached, "(f)(10)", "BJ-SHUF-09");
    // (c)(6)-(8) word §3(f)-(h) as 000 does ((c)(8) cites them "(b)(6) or
    // (b)(7)", meaning its own (6) and (7)).
    set(RoundRule::WagersUntouched, "(c)(8)", "BJ-WAGER-04");
    // 002 describes no card reader procedure; (n)(8) implies the reader is
    // used only under an ace or a ten-value card.
    set(RoundRule::CardReaderCheck, "(n)(8)", "BJ2-CONF-03");
    set(RoundRule::DealerBlackjackKnown, "(n)(8)", "BJ2-CONF-03");
    // 002 has no face-up hole card (§6(k)): its hole card is face down.
    set(RoundRule::FaceUpHoleCardRules, "(f)(5)(iv)", "BJ2-CONF-03");
    return rules;
}

RoundRules roundRulesFor(const TableOffer &offer) {
    if (offer.regulation == Regulation::BlackjackTribal) {
        RoundRules rules = tribalRoundRules();
        if (offer.sideWagers.contains(SideWager::MultipleAction)) {
            // (q)(5): the first dealer hand's second card after the players (the
            // others', (q)(7)-(8), are multipleActionSecondCardRule()).
            rules.references[static_cast<std::size_t>(RoundRule::DealerSecondCard)] =
                RuleReference{Citation{Regulation::BlackjackTribal, "(q)(5)"}, "BJ-DEAL-21"};
        }
        return rules;
    }
    if (handDealt(offer)) {
        return handDealtRoundRules(massachusettsRoundRules(true)); // §6A, §12(d)
    }
    return massachusettsRoundRules(dealerSoft17Rule(offer) == DealerSoft17::Hits,
                                   offer.holeCard == HoleCard::FaceUp);
}

std::string settlementRequirement(const Citation &citation) {
    static const std::map<std::string, std::string> bySection = {
        {"3(a)", "BJ-SETTLE-01"},    {"3(b)", "BJ-SETTLE-02"},    {"3(e)", "BJ-SETTLE-03"},
        {"7(d)", "BJ-OPT-09"},       {"3(e)(1)", "BJ-SETTLE-09"}, {"3(e)(2)", "BJ-SETTLE-09"},
        {"16(a)", "BJ-SETTLE-09"},   {"16(b)", "BJ-SETTLE-10"},   {"6(k)(1)", "BJ-SETTLE-11"},
        {"6(k)(2)", "BJ-SETTLE-11"}, {"10(b)", "BJ-SETTLE-07"},   {"11(d)", "BJ-SETTLE-07"},
        {"9(b)", "BJ-OPT-06"},       {"9(c)", "BJ-SETTLE-06"},    {"9(d)", "BJ-SETTLE-06"},
    };
    const auto found = bySection.find(citation.section);
    return found == bySection.end() ? "BJ-SETTLE-03" : found->second;
}

RuleReference settlementReference(const Citation &citation, Regulation regulation) {
    if (regulation != Regulation::BlackjackTribal) {
        return {citation, settlementRequirement(citation)};
    }
    // The 002 subsection that states each rule settlement.h cites from 000.
    struct Tribal {
        const char *section;
        const char *requirement;
    };
    static const std::map<std::string, Tribal> bySection = {
        {"3(a)", {"(c)(1)", "BJ-SETTLE-01"}},     // the wager wins or loses
        {"3(b)", {"(c)(2)", "BJ-SETTLE-02"}},     // void on equal scores; 21 loses to blackjack
        {"3(e)", {"(c)(5)", "BJ-SETTLE-03"}},     // 1 to 1, blackjack 3 to 2
        {"10(b)", {"(j)(2)", "BJ-SETTLE-07"}},    // a double loses only the original
        {"11(d)", {"(k)(4)", "BJ-SETTLE-07"}},    // a split loses only the original
        {"9(b)", {"(i)(2)", "BJ2-OPT-03"}},       // not more than half the wager
        {"9(c)", {"(i)(3)", "BJ-SETTLE-06"}},     // insurance paid 2 to 1
        {"9(d)", {"(i)(4)", "BJ2-OPT-03"}},       // losing insurance collected
        {"16(a)", {"(o)(1)", "BJ2-SETTLE-02"}},   // five cards totaling 21
        {"3(e)(4)", {"(o)(1)", "BJ2-SETTLE-02"}}, // the same, as §3(e) lists it
        {"16(b)", {"(o)(2)", "BJ2-SETTLE-02"}},
    };
    if (citation.regulation == Regulation::BlackjackTribal) {
        // (o)(1)-(2) are already 002's own.
        return {citation, citation.section.starts_with("(o)") ? "BJ2-SETTLE-02" : "BJ-SETTLE-03"};
    }
    const auto found = bySection.find(citation.section);
    if (found == bySection.end()) {
        // (c)(5): "collect all losing wagers and pay off all winning wagers".
        return {Citation{Regulation::BlackjackTribal, "(c)(5)"}, "BJ-SETTLE-03"};
    }
    return {Citation{Regulation::BlackjackTribal, found->second.section},
            found->second.requirement};
}

} // namespace dt::blackjack

#include "round_no_more_bets.h"

#include "round_layout.h"
#include "round_progressive.h"
#include "tribal_side_wagers.h"

#include <array>

namespace dt::blackjack {

namespace {

// A wager whose section has the dealer announce "No more bets" once the
// wagers are placed and before dealing: its section in 000 and in 002
// (empty where 002 does not print the wager).
struct AnnouncingWager {
    SideWager wager;
    SideWagerRule section;
};

// In section order. A table offers at most one of them (they exclude one
// another, validate()); the first found is cited.
constexpr std::array<AnnouncingWager, 5> kAnnouncingWagers = {{
    // §20(b), 002 (s)(2): "The dealer shall then announce "No more bets" and
    // deal the hand to all players".
    {SideWager::BlackjackBonus, {"20(b)", "(s)(2)"}},
    // §24(d), §26(e), §28(e): "announce "No more bets" and deal the initial
    // two cards".
    {SideWager::TwentyPointBonus, {"24(d)", ""}},
    {SideWager::InBetween, {"26(e)", ""}},
    {SideWager::TwentyOnePlusThree, {"28(e)", ""}},
    // §29(b): "The dealer shall then announce "No more bets" and deal the hand".
    {SideWager::KingsBounty, {"29(b)", ""}},
}};

constexpr std::string_view kRequirement = "BJ-ANN-06";

// The section requiring the announcement at this table, if any.
std::optional<Citation> requiringSection(const TableRules &rules) {
    const Regulation regulation = rules.offer.regulation;
    for (const AnnouncingWager &entry : kAnnouncingWagers) {
        const Citation section = citationOf(entry.section, regulation);
        if (!section.section.empty() && rules.offer.sideWagers.count(entry.wager) > 0) {
            return section;
        }
    }
    return std::nullopt;
}

// Before the round's first card: none on the layout, none in error, no
// determinant card drawn (§3(j): it is the round's first card).
bool beforeFirstCard(const Round &round) {
    return noCardOut(round) && !(round.doubleShoe && round.doubleShoe->drawnFrom);
}

bool startsTheDeal(const DealerAction &dealerAction) {
    return std::holds_alternative<action::DealCard>(dealerAction) ||
           std::holds_alternative<action::DrawDeterminantCard>(dealerAction) ||
           std::holds_alternative<action::BurnCard>(dealerAction);
}

bool isNoMoreBets(const DealerAction &dealerAction) {
    const auto *call = std::get_if<action::Announce>(&dealerAction);
    return call != nullptr && call->call == action::Call::NoMoreBets;
}

} // namespace

std::optional<Expectation> noMoreBetsBeforeDeal(const Round &round, const TableRules &rules) {
    const auto section = requiringSection(rules);
    if (!section || round.boxes.empty() || round.noMoreBetsAnnounced || !beforeFirstCard(round)) {
        return std::nullopt;
    }
    return Expectation{action::Announce{action::Call::NoMoreBets}, 0, 0,
                       RuleReference{*section, std::string(kRequirement)},
                       "The wagers are placed: announce \"No more bets\" before the first card"};
}

std::optional<Verdict> noMoreBetsMistake(const Round &round, const TableRules &rules,
                                         const DealerAction &dealerAction,
                                         const std::vector<Expectation> &options) {
    if (const auto progressive = progressiveStepsBeforeDeal(round, rules);
        progressive && !progressive->empty()) {
        return std::nullopt; // §19(b) grades its own steps, the announcement among them
    }
    const auto due = noMoreBetsBeforeDeal(round, rules);
    if (due && startsTheDeal(dealerAction)) {
        Verdict verdict = refused(options);
        verdict.rule = due->rule;
        verdict.message = due->rule.citation.text() +
                          ": once the wagers are placed the dealer announces \"No more bets\", "
                          "then deals. Announce it before the first card.";
        return verdict;
    }
    if (!due && isNoMoreBets(dealerAction)) {
        Verdict verdict = refused(options);
        verdict.severity = Severity::Minor;
        const auto section = requiringSection(rules);
        if (section) {
            verdict.rule = RuleReference{*section, std::string(kRequirement)};
        }
        // At a progressive table §19(b) made the announcement (round_progressive.h).
        verdict.message = round.noMoreBetsAnnounced
                              ? "\"No more bets\" was already announced for this round."
                          : section ? "The first card is out: \"No more bets\" comes before it."
                                    : "No wager at this table calls for \"No more bets\".";
        return verdict;
    }
    return std::nullopt;
}

} // namespace dt::blackjack

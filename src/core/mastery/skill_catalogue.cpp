#include "skill_catalogue.h"

#include <algorithm>

namespace dt::mastery {

namespace {

bool contains(const std::vector<std::string> &list, std::string_view value) {
    return !value.empty() && std::find(list.begin(), list.end(), value) != list.end();
}

bool startsWithAny(const std::vector<std::string> &prefixes, std::string_view value) {
    return std::any_of(prefixes.begin(), prefixes.end(), [value](const std::string &prefix) {
        return value.substr(0, prefix.size()) == prefix;
    });
}

bool claims(const Skill &skill, std::string_view requirement) {
    if (requirement.empty() || contains(skill.excludedRequirementIds, requirement)) {
        return false;
    }
    return startsWithAny(skill.requirementPrefixes, requirement) ||
           contains(skill.requirementIds, requirement);
}

std::vector<Skill> makeCatalogue() {
    std::vector<Skill> skills;
    // The checklist's phases (regulations/checklist/requirements.md, "Phases")
    // give the families, the same for every game (BJ, BJ2, BA, MB); the single
    // ids pick out the steps a dealer names apart.
    skills.push_back({"open-table",
                      "Open the table",
                      "Inspect, spread, turn and wash a new or idle table's cards (Blackjack §4, "
                      "§5(a)-(b); 002 (d)).",
                      {"BJ-OPEN-", "BJ2-OPEN-", "BA-OPEN-", "MB-OPEN-"},
                      {},
                      {},
                      {"inspect_cards", "spread_cards", "turn_cards", "wash_cards", "stack_cards"},
                      {},
                      {},
                      false});
    skills.push_back(
        {"shuffle-and-cut",
         "Shuffle and cut the shoe",
         "Shuffle, offer the cut to the right player, refuse an improper cut, place "
         "the cut card and load the shoe (Blackjack §5; 002 (e)).",
         {"BJ-SHUF-", "BJ2-SHUF-", "BA-SHUF-", "MB-SHUF-"},
         // The batches of an automated shuffler: 000 §2(b)[2nd] (BJ-CONF-03), 002 (b)(4);
         // the licensee's baccarat shuffle option, 004 Baccarat §5(a)-(b) (BA-CONF-06).
         {"BJ-CONF-03", "BJ2-CONF-02", "BA-CONF-06", "MB-CONF-06"},
         // The burn and the double shoe's determinant card: "Burn face down".
         {"BJ-SHUF-10", "BJ-SHUF-11", "BJ-SHUF-13"},
         {"clear_shoe", "take_from_shuffler", "shuffle", "shuffle_step", "offer_cut",
          "request_proper_cut", "cut_cards", "complete_cut", "insert_cut_card", "load_shoe"},
         {},
         {},
         false});
    skills.push_back({"burn-face-down",
                      "Burn face down",
                      "Burn the first card face down after the shoe is loaded and for each new "
                      "dealer, draw a double shoe's determinant card, and burn each round in the "
                      "6 to 5 variation (Blackjack §6(c), §6(d), §6A(c); 002 (f)(3)).",
                      {},
                      // §6(c) the burn; §6(d) the determinant card; §6A(c) the 6 to 5 burn.
                      {"BJ-SHUF-10", "BJ-SHUF-11", "BJ-SHUF-13", "BJ-DEAL-15"},
                      {},
                      {"burn_card", "show_burn_card", "draw_determinant_card"},
                      {},
                      {},
                      false});
    skills.push_back({"deal-in-order",
                      "Deal in order, box by box",
                      "Deal from the dealer's left, one card to each box in turn, face up or "
                      "down as the procedure says, and no box passed over (Blackjack §6).",
                      {"BJ-DEAL-", "BJ2-DEAL-", "BA-DEAL-", "MB-DEAL-"},
                      {},
                      {},
                      {"deal_card", "turn_double_card", "move_up_card"},
                      {},
                      {},
                      false});
    skills.push_back(
        {"protect-hole-card",
         "Protect the hole card",
         "Deal, check and reveal the dealer's second card as the table's hole-card "
         "procedure says, never exposing it early (Blackjack §6(h), (j), (k); 002 "
         "(f)(5), (n)(8)).",
         {},
         // §6(h)/(j)/(k) and the card reader; 002's hole card; (k)'s cascades.
         {"BJ-DEAL-03", "BJ-DEAL-06", "BJ-DEAL-07", "BJ-DEAL-08", "BJ-DEAL-09", "BJ-DEAL-11",
          "BJ-DEAL-19", "BJ2-DEAL-01", "BJ2-DEAL-02", "BJ-OPT-17", "BJ-SETTLE-11", "BJ2-CONF-03"},
         {},
         {"check_hole_card", "reveal_hole_card"},
         {},
         {},
         false});
    skills.push_back({"announce-totals",
                      "Announce totals and calls",
                      "Say every total (\"seven or seventeen\"), \"Dealer's Card\" and \"No more "
                      "bets\" when the rules call for them (Blackjack §6(h), §6(i), §19(b)).",
                      {"BJ-ANN-", "BJ2-ANN-", "BA-ANN-", "MB-ANN-"},
                      {},
                      {},
                      {"announce", "announce_total"},
                      {},
                      {},
                      false});
    skills.push_back({"player-options",
                      "Doubles, splits and surrender",
                      "Allow a double, a split or a surrender only as the rules permit and deal "
                      "and settle it right (Blackjack §8, §10, §11).",
                      {},
                      {"BJ-OPT-01", "BJ-OPT-02", "BJ-OPT-03", "BJ-OPT-04", "BJ-OPT-10", "BJ-OPT-11",
                       "BJ-OPT-12", "BJ-OPT-13", "BJ-OPT-14", "BJ-OPT-15", "BJ-OPT-16", "BJ-OPT-18",
                       "BJ-OPT-19", "BJ2-OPT-02"},
                      {},
                      {"settle_surrender"},
                      {},
                      {},
                      false});
    skills.push_back({"insurance-even-money",
                      "Insurance and even money",
                      "Offer insurance only under an ace and at the right moment, even money to "
                      "a blackjack, and settle insurance at once (Blackjack §7(c), §9).",
                      {},
                      {"BJ-OPT-05", "BJ-OPT-06", "BJ-OPT-07", "BJ-OPT-08", "BJ-OPT-09",
                       "BJ2-OPT-01", "BJ2-OPT-03", "BJ-SETTLE-06", "BJ2-CONF-03"},
                      {},
                      {"offer_insurance"},
                      {"insurance"},
                      {},
                      false});
    skills.push_back({"dealer-hand",
                      "Play the dealer's hand by the rules",
                      "Draw to 16 and stand on 17 (or hit soft 17 where the table says), and "
                      "draw no card when nothing can change (Blackjack §12); at Baccarat the "
                      "third cards by §11 and Table 1 (Midi §10).",
                      {"BJ-DRAW-", "BJ2-DRAW-", "BA-DRAW-", "MB-DRAW-"},
                      {},
                      {},
                      {"discard_dealer_cards"},
                      {},
                      {},
                      false});
    skills.push_back({"collect-then-pay",
                      "Collect before paying, in order",
                      "Settle from the dealer's right: collect the losing wagers, pay the "
                      "winners, leave a standoff where it is (Blackjack §14; 002 (l)).",
                      {"BJ-SETTLE-", "BJ2-SETTLE-", "BA-SETTLE-", "MB-SETTLE-"},
                      {},
                      {},
                      {"collect", "pay", "return_wager"},
                      {},
                      {},
                      false});
    skills.push_back({"pay-right-odds",
                      "Pay the right odds",
                      "Pay every winning wager its odds: 1 to 1, 3 to 2 or 6 to 5 for a "
                      "blackjack, 2 to 1 for insurance, the pay tables of the side wagers "
                      "(Blackjack §3(e), §9(c), §17-§31).",
                      {},
                      {"BJ-SETTLE-03", "BJ-OPT-02", "BJ2-SETTLE-04"},
                      {},
                      {"pay", "settle_surrender", "payout_drill"},
                      {},
                      // A winning wager collected or a push paid is a payout error too.
                      {"payout"},
                      false});
    skills.push_back(
        {"commission-on-banker-win",
         "Take the commission on a Banker win",
         "Pay a winning Banker wager 1 to 1 and collect or mark its 5% commission, "
         "rounded as the table rounds; collect every marker before a new shoe "
         "(Baccarat §12(b), §13(c)-(d); Midi §11(b), §12(c)-(d)).",
         {},
         // The marker procedure (§13(d)(2)) and the licensee's choice of it;
         // EZ Baccarat, where none is taken (§1, §13(c)).
         {"BA-SETTLE-10", "MB-SETTLE-10", "BA-CONF-10", "MB-CONF-10", "BA-CONF-08", "MB-CONF-08"},
         {},
         {"collect_vigorish", "mark_vigorish", "commission_drill"},
         {},
         {},
         false});
    skills.push_back(
        {"side-wagers",
         "Settle the side wagers",
         "Announce, deal and settle the additional wagers the table offers, each on "
         "its own (Blackjack §17-§31).",
         {},
         // §17-§31: sevens, progressive, Super 4 Stax, the bonus wagers.
         {"BJ-DEAL-10",   "BJ-DEAL-22",   "BJ-ANN-04",     "BJ-ANN-05",    "BJ-ANN-06",
          "BJ-ANN-07",    "BJ-SETTLE-13", "BJ-SETTLE-14",  "BJ-SETTLE-15", "BJ-SETTLE-16",
          "BJ-SETTLE-17", "BJ-SETTLE-18", "BJ-SETTLE-19",  "BJ-SETTLE-22", "BJ-SETTLE-23",
          "BJ-SETTLE-24", "BJ-SETTLE-25", "BJ-SETTLE-26",  "BJ-SETTLE-27", "BJ-SETTLE-28",
          "BJ-SETTLE-29", "BJ-SETTLE-30", "BJ-SETTLE-31",  "BJ-SETTLE-32", "BJ-SETTLE-33",
          "BJ-SETTLE-34", "BJ-SETTLE-35", "BJ-SETTLE-36",  "BJ-SETTLE-37", "BJ-SETTLE-38",
          "BJ-SETTLE-39", "BJ-SETTLE-40", "BJ-SETTLE-41",  "BJ-SETTLE-42", "BJ-SETTLE-43",
          "BJ-SETTLE-44", "BJ-SETTLE-45", "BJ-SETTLE-46",  "BJ-SETTLE-47", "BJ-SETTLE-48",
          "BJ-SETTLE-49", "BJ-SETTLE-50", "BJ-SETTLE-51",  "BJ-SETTLE-52", "BJ-SETTLE-53",
          "BJ-SETTLE-54", "BJ-SETTLE-55", "BJ2-SETTLE-03", "BJ2-SETTLE-04"},
         {},
         {"offer_sevens_card", "verify_progressive_wagers", "register_progressive_wagers"},
         {"side"},
         {},
         false});
    skills.push_back({"guard-wagers",
                      "Guard the wagers",
                      "Take wagers only in chips or as the rules permit, and stop anyone touching "
                      "a wager once the first card is out (Blackjack §3).",
                      {"BJ-WAGER-", "BJ2-WAGER-", "BA-WAGER-", "MB-WAGER-"},
                      {},
                      {},
                      {"stop_wager_change", "confirm_verbal_wager", "convert_cash"},
                      {},
                      {},
                      false});
    skills.push_back({"pick-up-in-order",
                      "Pick up in order",
                      "Pick up the players' cards from the dealer's right, then the dealer's, "
                      "into the discard rack in order (Blackjack §14(c); 002 (m)).",
                      {"BJ-PICK-", "BJ2-PICK-", "BA-PICK-", "MB-PICK-"},
                      {},
                      {},
                      {"pick_up"},
                      {},
                      {},
                      false});
    skills.push_back({"handle-irregularities",
                      "Handle irregularities",
                      "Apply the remedy the rules give: a card drawn in error, a card face up "
                      "in the shoe, a passed box, a misdeal, and call the supervisor (Blackjack "
                      "§15; 002 (o)).",
                      {"BJ-IRR-", "BJ2-IRR-", "BA-IRR-", "MB-IRR-"},
                      {},
                      {},
                      {"call_supervisor", "call_hands_dead", "declare_misdeal",
                       "turn_over_player_cards", "place_cards"},
                      {},
                      {},
                      false});
    skills.push_back({"pay-quickly",
                      "Pay quickly",
                      "Make each drill payout and commission exactly and within the drill's "
                      "target time.",
                      {},
                      {},
                      {},
                      {"payout_drill", "commission_drill"},
                      {},
                      {},
                      true});
    return skills;
}

} // namespace

const std::vector<Skill> &skillCatalogue() {
    static const std::vector<Skill> catalogue = makeCatalogue();
    return catalogue;
}

const Skill *findSkill(std::string_view id) {
    const auto &catalogue = skillCatalogue();
    const auto found = std::find_if(catalogue.begin(), catalogue.end(),
                                    [id](const Skill &skill) { return skill.id == id; });
    return found == catalogue.end() ? nullptr : &*found;
}

bool exercises(const Skill &skill, const GradedActionInput &action) {
    // A payout drill grades the amount, never the order of settlement: its
    // answers cite the odds' paragraphs (BJ-SETTLE-) but exercise no ordering.
    if ((action.actionKind == "payout_drill" || action.actionKind == "commission_drill") &&
        skill.id == "collect-then-pay") {
        return false;
    }
    if (claims(skill, action.requirement)) {
        return true;
    }
    if (contains(skill.actionKinds, action.actionKind) || contains(skill.wagers, action.wager)) {
        return true;
    }
    return !action.correct && contains(skill.errorSeverities, action.severity);
}

std::vector<std::size_t> skillsOf(const GradedActionInput &action) {
    std::vector<std::size_t> indexes;
    const auto &catalogue = skillCatalogue();
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        if (exercises(catalogue[i], action)) {
            indexes.push_back(i);
        }
    }
    return indexes;
}

bool requirementHasSkill(std::string_view requirement) {
    const auto &catalogue = skillCatalogue();
    return std::any_of(catalogue.begin(), catalogue.end(),
                       [requirement](const Skill &skill) { return claims(skill, requirement); });
}

} // namespace dt::mastery

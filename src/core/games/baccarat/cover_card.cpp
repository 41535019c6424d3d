#include "cover_card.h"

#include "curator.h"

namespace dt::baccarat {

namespace {
bool announcesLastHand(const DealerAction &dealerAction) {
    const auto *call = std::get_if<action::Announce>(&dealerAction);
    return call != nullptr && call->call == action::Call::LastHand;
}
} // namespace

bool coverCardComesOut(const TableState &state) {
    return state.lastHand == LastHand::NotDue && state.shoeCardsBehindCutCard > 0 &&
           static_cast<int>(state.shoe.size()) <= state.shoeCardsBehindCutCard;
}

bool lastHandDue(const TableState &state, const CoupRound &coup) {
    return coup.discarded && state.lastHand == LastHand::CoverCardOut;
}

void afterDiscard(TableState &next, const TableRules &rules) {
    if (next.lastHand == LastHand::Announced) {
        next.lastHand = LastHand::Played; // §10(d): "At the completion of one more hand"
    }
    // §13(d)(2)(i): the vigorish markers are collected first (vigorish_markers.h).
    if (next.lastHand != LastHand::Played || !next.vigorish.seatsOwing().empty()) {
        return;
    }
    // §10(d): "At the completion of one more hand, the cards shall be
    // replaced": the preparation of the shoe takes the table, which offers
    // the cards' removal first (ShoeRules::newDecksAfterEachShoe). No box
    // holds the cover card at baccarat.
    finishShoe(next, CutCardCameOut::OnDealerHand, 0);
    next.lastHand = LastHand::NotDue;
    // §5(c): the cards of a completed shoe are shuffled again ("in the case
    // of reshuffle"): the cut goes first to the last curator, the player
    // holding the shoe or the one who passed it last; none, the opening's
    // order (the dealer always dealt, or Midi, which has no curator).
    const Curatorship &ending = next.curatorship;
    next.reshuffleCutSeat = ending.curator.value_or(0) > 0 ? *ending.curator : ending.passedBy;
    newShoe(next.curatorship, rules); // §7(b): the new shoe is offered from seat 1
}

std::optional<Verdict> lastHandMistake(const TableState &state, const CoupRound &coup,
                                       const DealerAction &dealerAction,
                                       const std::vector<Expectation> &options,
                                       const RuleReference &reference) {
    const std::string cited = " (" + reference.citation.text() + ").";
    std::string message;
    if (lastHandDue(state, coup)) {
        message = "The cover card came out in the coup just completed: announce \"last "
                  "hand\" before anything else" +
                  cited;
    } else if (!announcesLastHand(dealerAction)) {
        return std::nullopt;
    } else if (state.lastHand == LastHand::NotDue) {
        message = "The cover card has not come out: there is no last hand to announce" + cited;
    } else if (state.lastHand == LastHand::CoverCardOut) {
        message = "The cover card came out in this coup: complete it first; \"last hand\" is "
                  "announced upon its completion" +
                  cited;
    } else {
        message = "\"Last hand\" has been announced: this coup is the shoe's last" + cited;
    }
    Verdict verdict = refused(options);
    verdict.rule = reference;
    verdict.message = std::move(message);
    return verdict;
}

} // namespace dt::baccarat

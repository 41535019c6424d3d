// The irregularities of a coup and their remedies: Baccarat §15, Midi
// Baccarat §13 (the same text, numbered §13 in Part 4).
#include "../../table_state.h"
#include "coup_referee.h"
#include "coup_referee_support.h"
#include "drawing_rules.h"

#include <algorithm>

namespace dt::baccarat {

namespace {

using namespace detail;
using action::CoupHand;
using action::Face;

bool frontCardFaceUp(const TableState &state) {
    const int size = static_cast<int>(state.shoe.size());
    return size > 0 && std::find(state.faceUpCardsInShoe.begin(), state.faceUpCardsInShoe.end(),
                                 size) != state.faceUpCardsInShoe.end();
}

// The shoe's front card out of the shoe, with what the lesson put on it.
Card takeFrontCard(TableState &state, bool &foundFaceUp) {
    foundFaceUp = frontCardFaceUp(state);
    const int size = static_cast<int>(state.shoe.size());
    std::erase(state.faceUpCardsInShoe, size);
    std::erase_if(state.cardsDrawnInErrorInShoe,
                  [&](const CardDrawnInError &card) { return card.position == size; });
    if (state.shoe.empty()) {
        return Card{};
    }
    const Card card = state.shoe.front();
    state.shoe.erase(state.shoe.begin());
    return card;
}

// The deal's next card comes from the shoe (not the card set aside for it).
bool dealsFromShoe(const TableState &state, const CoupRound &coup,
                   const std::vector<Expectation> &next) {
    return !next.empty() && std::holds_alternative<action::DealToHand>(next.front().action) &&
           !(cardsDealt(coup) == 0 && !coup.simulated && !state.firstCardsOfNextHands.empty());
}

} // namespace

std::optional<Expectation> CoupReferee::remedyStep(const TableState &state,
                                                   const CoupRound &coup) const {
    if (coup.discarded) {
        return std::nullopt;
    }
    const auto expectation = [](DealerAction action, RuleReference reference,
                                std::string description) {
        return Expectation{std::move(action), 0, 0, std::move(reference), std::move(description)};
    };
    if (const auto &inError = coup.cardInError) {
        if (inError->asPlayersThirdCard) {
            const CoupSummary counts = initialSummary(coup);
            const RuleReference reference = inError->disclosed
                                                ? rule("15(c)", "13(c)", "IRR-03", "IRR-03")
                                                : rule("15(b)", "13(b)", "IRR-02", "IRR-02");
            // §15(b)-(c): "the third card of the Banker's Hand if the
            // Banker's Hand is required to draw under Section 11(c)": the
            // Player's Hand stood.
            if (bankerDraws(rules_.game, counts.playerPoint, counts.bankerPoint, std::nullopt)
                    .draws) {
                const Face face = inError->disclosed || !squeeze() ? Face::Up : Face::Down;
                return expectation(action::DealToHand{CoupHand::Banker, face}, reference,
                                   "Deal the card dealt in error to the Banker's Hand as its "
                                   "third card");
            }
            if (!inError->disclosed) {
                return expectation(action::SetCardAside{}, reference,
                                   "Set the card dealt in error aside: it is the first card of "
                                   "the next hand");
            }
            if (rules_.unauthorizedThirdCardRemedy == UnauthorizedThirdCardRemedy::BurnPlusOne) {
                return expectation(action::BurnCard{Face::Up},
                                   rule("15(c)(1)", "13(c)(1)", "IRR-03", "IRR-03"),
                                   "Place the disclosed card in the discard bucket; one more card "
                                   "follows it face down");
            }
            return expectation(action::SetCardAside{},
                               rule("15(c)(2)", "13(c)(2)", "IRR-03", "IRR-03"),
                               "Set the disclosed card aside: it is the first card of a "
                               "simulated round");
        }
        if (!inError->disclosed) {
            return expectation(action::SetCardAside{}, rule("15(a)", "13(a)", "IRR-01", "IRR-01"),
                               "Set the card drawn in error aside: it is the first card of the "
                               "next hand");
        }
    }
    const bool disclosedCard = coup.cardInError && coup.cardInError->disclosed;
    if (coup.burnOneMoreDue) {
        return expectation(action::BurnCard{Face::Down},
                           rule("15(c)(1)", "13(c)(1)", "IRR-03", "IRR-03"),
                           "Draw one more card face down into the discard bucket, undisclosed");
    }
    if (!disclosedCard && !(frontCardFaceUp(state) && dealsFromShoe(state, coup, steps(coup)))) {
        return std::nullopt;
    }
    // §15(d): a card disclosed when dealt, or found face up in the shoe, is
    // the first card of a simulated round: at once before the coup's first
    // card, else once this coup's cards are in the bucket.
    const RuleReference reference = rule("15(d)", "13(d)", "IRR-04", "IRR-04");
    if (cardsDealt(coup) == 0 && !coup.simulated) {
        return expectation(action::DealToHand{CoupHand::Player, Face::Up}, reference,
                           "Deal the disclosed card to the Player's Hand: the first card of a "
                           "simulated round without wagers");
    }
    return expectation(action::SetCardAside{}, reference,
                       "Set the disclosed card aside: it is the first card of a simulated round "
                       "after this one");
}

Verdict CoupReferee::remedyMistake(const CoupRound &coup, const DealerAction &dealerAction,
                                   const Expectation &remedy) const {
    const bool burns = std::holds_alternative<action::BurnCard>(dealerAction);
    std::string why;
    if (const auto &inError = coup.cardInError; inError && inError->asPlayersThirdCard) {
        const CoupSummary counts = initialSummary(coup);
        const DrawDecision banker =
            bankerDraws(rules_.game, counts.playerPoint, counts.bankerPoint, std::nullopt);
        why = "No third card is authorized for the Player's Hand (" + countsText(counts) + ")";
        if (banker.draws) {
            why += ": the card dealt in error becomes the Banker's Hand's third card, as the "
                   "Banker's Hand draws (" +
                   banker.citation.text() + ")";
        } else if (!inError->disclosed) {
            why += " and the Banker's Hand stays: the card, not disclosed, becomes the first card "
                   "of the next hand";
        } else if (rules_.unauthorizedThirdCardRemedy == UnauthorizedThirdCardRemedy::BurnPlusOne) {
            why += " and the Banker's Hand stays: this table's Rules Submission places the "
                   "disclosed card and one more card, drawn face down and not disclosed, in the "
                   "discard bucket";
            if (std::holds_alternative<action::SetCardAside>(dealerAction)) {
                why += ", not a simulated round";
            }
        } else {
            why += " and the Banker's Hand stays: this table's Rules Submission makes the "
                   "disclosed card the first card of a simulated round without wagers";
            if (burns) {
                why += "; it is not burned";
            }
        }
    } else if (inError && !inError->disclosed) {
        why = "A card drawn in error and not disclosed is the first card of the next hand";
        if (burns) {
            why += ": it is not burned";
        }
    } else if (coup.burnOneMoreDue) {
        why = "One more card, drawn face down from the shoe and not disclosed, follows the "
              "disclosed card into the discard bucket";
    } else {
        why = std::string(inError ? "A card disclosed when dealt"
                                  : "A card found face up in the shoe") +
              " is the first card of a simulated round in which no wagers are accepted";
        if (burns) {
            why += ": it does not go to the discard bucket alone";
        }
    }
    Verdict verdict = error({remedy}, why + " (" + remedy.rule.citation.text() + ").",
                            burns || std::holds_alternative<action::DealToHand>(dealerAction)
                                ? Severity::Integrity
                                : Severity::Major);
    verdict.rule = remedy.rule;
    return verdict;
}

std::optional<Verdict>
CoupReferee::simulatedRoundMistake(const CoupRound &coup, const DealerAction &dealerAction,
                                   const std::vector<Expectation> &options) const {
    const bool aboutWagers = isSettlement(dealerAction) ||
                             std::holds_alternative<action::Announce>(dealerAction) ||
                             std::holds_alternative<action::AnnounceResult>(dealerAction);
    if (!coup.simulated || !aboutWagers) {
        return std::nullopt;
    }
    const RuleReference reference = coup.simulatedForThirdCard
                                        ? rule("15(c)(2)", "13(c)(2)", "IRR-03", "IRR-03")
                                        : rule("15(d)", "13(d)", "IRR-04", "IRR-04");
    Verdict verdict = error(options, "A simulated round accepts no wagers and settles none: deal "
                                     "it by the rules, then place its cards in the discard "
                                     "bucket (" +
                                         reference.citation.text() + ").");
    verdict.rule = reference;
    return verdict;
}

Card CoupReferee::takeCardToDeal(TableState &state, CoupRound &coup, bool &foundFaceUp) const {
    if (coup.cardInError) {
        const CardInError inError = *coup.cardInError;
        coup.cardInError.reset();
        foundFaceUp = inError.disclosed;
        return inError.card;
    }
    if (cardsDealt(coup) == 0 && !coup.simulated && !state.firstCardsOfNextHands.empty()) {
        // §15(a)-(b): the card set aside is this hand's first card.
        const Card card = state.firstCardsOfNextHands.front();
        state.firstCardsOfNextHands.pop_front();
        foundFaceUp = false;
        return card;
    }
    return takeFrontCard(state, foundFaceUp);
}

void CoupReferee::applyRemedy(TableState &state, CoupRound &coup,
                              const DealerAction &dealerAction) const {
    if (std::holds_alternative<action::SetCardAside>(dealerAction)) {
        if (coup.cardInError && !coup.cardInError->disclosed) {
            state.firstCardsOfNextHands.push_back(coup.cardInError->card); // §15(a)-(b)
        } else if (coup.cardInError) {
            coup.simulatedRoundCard = coup.cardInError->card; // §15(c)(2), (d)
            coup.simulatedForThirdCard = coup.cardInError->asPlayersThirdCard;
        } else {
            bool foundFaceUp = false; // §15(d): the card found face up in the shoe
            coup.simulatedRoundCard = takeFrontCard(state, foundFaceUp);
            coup.simulatedForThirdCard = false;
        }
        coup.cardInError.reset();
    } else if (std::holds_alternative<action::BurnCard>(dealerAction)) {
        if (coup.cardInError) {
            // §15(c)(1): the disclosed card, then one more.
            state.discardRack.push_back(coup.cardInError->card);
            coup.cardInError.reset();
            coup.burnOneMoreDue = true;
        } else if (coup.burnOneMoreDue) {
            bool foundFaceUp = false;
            state.discardRack.push_back(takeFrontCard(state, foundFaceUp));
            coup.burnOneMoreDue = false;
        }
    }
}

void CoupReferee::finishCoup(CoupRound &coup) const {
    if (coup.simulatedRoundCard) {
        // §15(c)(2), (d): the card set aside opens a simulated round.
        CoupRound simulated;
        simulated.simulated = true;
        simulated.simulatedForThirdCard = coup.simulatedForThirdCard;
        simulated.noMoreBets = coup.noMoreBets;
        simulated.cardsCalled = coup.cardsCalled;
        simulated.coupWaiting = coup.simulated && coup.coupWaiting;
        if (simulated.coupWaiting) {
            simulated.waitingWagers = std::move(coup.waitingWagers);
        }
        simulated.collected = coup.collected;
        simulated.paid = coup.paid;
        simulated.hands.player = {*coup.simulatedRoundCard};
        simulated.playerFaceUp = 1;
        coup = std::move(simulated);
        return;
    }
    if (coup.simulated && coup.coupWaiting) {
        // The coup the simulated round came before is dealt now, its
        // wagers as they were and "no more bets" called.
        CoupRound resumed;
        resumed.wagers = std::move(coup.waitingWagers);
        resumed.noMoreBets = true;
        resumed.cardsCalled = coup.cardsCalled;
        coup = std::move(resumed);
        return;
    }
    coup.discarded = true;
}

std::optional<TableEvent> CoupReferee::cardDrawnInErrorDue(const TableState &state) const {
    const CoupRound *coup = std::get_if<CoupRound>(&state.round);
    if (coup == nullptr || coup->discarded || state.shoe.empty() ||
        remedyStep(state, *coup).has_value()) {
        return std::nullopt;
    }
    const int size = static_cast<int>(state.shoe.size());
    const auto scheduled =
        std::find_if(state.cardsDrawnInErrorInShoe.begin(), state.cardsDrawnInErrorInShoe.end(),
                     [&](const CardDrawnInError &card) { return card.position == size; });
    if (scheduled == state.cardsDrawnInErrorInShoe.end()) {
        return std::nullopt;
    }
    if (scheduled->asPlayersThirdCard) {
        // Once both Point Counts are announced and House Money settled,
        // when §11 authorizes no third card for the Player's Hand.
        const CoupSummary counts = initialSummary(*coup);
        const bool thirdCardPoint =
            !coup->simulated && cardsDealt(*coup) == 4 && coup->playerPointAnnounced &&
            coup->bankerPointAnnounced && !houseMoneyStep(*coup) && !coup->resultAnnounced &&
            !playerDraws(rules_.game, counts.playerPoint, counts.bankerPoint).draws;
        if (!thirdCardPoint) {
            return std::nullopt;
        }
    } else if (!dealsFromShoe(state, *coup, steps(*coup))) {
        return std::nullopt;
    }
    return event::CardDrawnInError{scheduled->disclosed, scheduled->asPlayersThirdCard};
}

TableState CoupReferee::drawCardInError(const TableState &state,
                                        const event::CardDrawnInError &drawn) const {
    if (!std::holds_alternative<CoupRound>(state.round) || state.shoe.empty()) {
        return state;
    }
    TableState next = state;
    CoupRound &coup = std::get<CoupRound>(next.round);
    bool foundFaceUp = false;
    const Card card = takeFrontCard(next, foundFaceUp);
    coup.cardInError = CardInError{card, drawn.disclosed || foundFaceUp, drawn.asPlayersThirdCard};
    return next;
}

} // namespace dt::baccarat

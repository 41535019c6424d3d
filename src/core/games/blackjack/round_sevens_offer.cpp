#include "round_sevens_offer.h"

#include "round_layout.h"
#include "round_side_wagers.h"

#include <algorithm>

namespace dt::blackjack {

namespace {

using action::Face;

bool offeredTheCard(const RoundBox &box, const TableRules &rules) {
    if (box.pickedUp || box.hands.size() != 1) {
        return false;
    }
    return std::any_of(box.sideWagers.begin(), box.sideWagers.end(), [&](const auto &wager) {
        return wager.wager == SideWager::Sevens && (!wager.settled || box.sevensCardOffered) &&
               twoSevens(initialTwo(box, wager)) &&
               rules.offer.sideWagers.count(SideWager::Sevens) > 0;
    });
}

std::string where(int seat) {
    return spotText(seat, 1);
}

std::optional<int> seatOf(const DealerAction &dealerAction) {
    if (const auto *offer = std::get_if<action::OfferSevensCard>(&dealerAction)) {
        return offer->seat;
    }
    return std::nullopt;
}

} // namespace

std::optional<RuleReference> sevensOfferRule(const TableRules &rules) {
    const TableOffer &offer = rules.offer;
    if (offer.regulation != Regulation::Blackjack ||
        offer.sideWagers.count(SideWager::Sevens) == 0) {
        return std::nullopt;
    }
    if (offer.holeCard == HoleCard::FaceDownWithCardReader) {
        return RuleReference{blackjackSection("6(j)(3)"), "BJ-DEAL-10"};
    }
    if (offer.holeCard == HoleCard::FaceUp) {
        return RuleReference{blackjackSection("6(k)(6)"), "BJ-DEAL-10"};
    }
    return std::nullopt;
}

bool sevensOfferOpen(const Round &round, const TableRules &rules) {
    if (!sevensOfferRule(rules) || !dealerHasBlackjack(round) || round.voided) {
        return false;
    }
    // §6(k): face up from the deal; §6(j): found by the card reader in order (§15(l)).
    return rules.offer.holeCard == HoleCard::FaceUp ||
           (!round.cardReaderOutOfOrder && round.dealer.holeCardChecked);
}

std::vector<int> sevensOfferSeats(const Round &round, const TableRules &rules) {
    std::vector<int> seats;
    if (!sevensOfferOpen(round, rules)) {
        return seats;
    }
    for (const auto &box : round.boxes) {
        if (offeredTheCard(box, rules)) {
            seats.push_back(box.seat);
        }
    }
    return seats;
}

std::optional<std::vector<Expectation>> sevensOfferSteps(const Round &round,
                                                         const TableRules &rules) {
    const auto rule = sevensOfferRule(rules);
    for (const int seat : sevensOfferSeats(round, rules)) {
        const RoundBox &box = *round.box(seat);
        const RoundHand &hand = box.hands[0];
        if (!box.sevensCardOffered) {
            // "starting from his or her left": the leftmost box not yet asked.
            return std::vector{Expectation{action::OfferSevensCard{seat}, 0, 0, *rule,
                                           "The dealer has blackjack: offer " + where(seat) +
                                               ", dealt two sevens, an additional card to "
                                               "complete the sevens wager"}};
        }
        if (!box.takesSevensCard) {
            return std::vector<Expectation>{}; // the player answers
        }
        if (*box.takesSevensCard && hand.cards.size() == 2) {
            return std::vector{Expectation{action::DealCard{seat, 1, Face::Up, false}, 0, 0, *rule,
                                           "Deal " + where(seat) +
                                               " the additional card face up for the sevens "
                                               "wager"}};
        }
    }
    return std::nullopt;
}

std::vector<int> awaitingSevensAnswer(const Round &round) {
    std::vector<int> seats;
    for (const auto &box : round.boxes) {
        if (box.sevensCardOffered && !box.takesSevensCard && !box.pickedUp) {
            seats.push_back(box.seat);
        }
    }
    return seats;
}

std::optional<Verdict> sevensOfferMistake(const Round &round, const TableRules &rules,
                                          const DealerAction &dealerAction,
                                          const std::vector<Expectation> &options) {
    const bool offerDue =
        !options.empty() && options.front().rule.requirement == "BJ-DEAL-10" &&
        (std::holds_alternative<action::OfferSevensCard>(options.front().action) ||
         std::holds_alternative<action::DealCard>(options.front().action));
    const auto seat = seatOf(dealerAction);
    if (!offerDue && !seat) {
        return std::nullopt;
    }
    Verdict verdict = refused(options);
    const auto rule = sevensOfferRule(rules);
    verdict.rule = rule.value_or(RuleReference{blackjackSection("6(j)(3)"), "BJ-DEAL-10"});
    if (seat) {
        const std::vector<int> seats = sevensOfferSeats(round, rules);
        const RoundBox *box = round.box(*seat);
        if (!rule) {
            verdict.message = "The additional card for the sevens wager is offered only at a "
                              "table offering the sevens wager where the dealer's blackjack is "
                              "known before the players act: a card reader (§6(j)(3)) or the "
                              "hole card face up (§6(k)(6)).";
        } else if (!sevensOfferOpen(round, rules)) {
            verdict.message = "No additional card is offered: the dealer's blackjack is not known "
                              "(no blackjack, or not yet read).";
        } else if (box != nullptr && box->sevensCardOffered) {
            verdict.severity = Severity::Minor;
            verdict.message = "The additional card was already offered to " + where(*seat) + ".";
        } else if (std::find(seats.begin(), seats.end(), *seat) == seats.end()) {
            verdict.message = where(*seat) +
                              " was not dealt two sevens with a sevens wager: no additional "
                              "card is offered there.";
        } else if (options.empty()) {
            verdict.message = "Wait for the answer of the player offered the card first.";
        } else {
            verdict.message = "The offers go from the dealer's left, one box at a time.";
        }
        if (!options.empty()) {
            verdict.message += " Next: " + lowercaseFirst(options.front().description) + ".";
        }
        return verdict;
    }
    // Something else while the offer or its card is due.
    if (std::holds_alternative<action::OfferSevensCard>(options.front().action)) {
        verdict.message = "Before settling or collecting the cards, " +
                          lowercaseFirst(options.front().description) + ".";
    } else {
        verdict.message = options.front().description + ": the player took it.";
    }
    return verdict;
}

std::optional<RuleReference> sevensOfferSettlementRule(const RoundBox &box,
                                                       const TableRules &rules) {
    const auto rule = sevensOfferRule(rules);
    if (!box.sevensCardOffered || !rule) {
        return std::nullopt;
    }
    return RuleReference{rule->citation, "BJ-SETTLE-18"};
}

void applySevensOffer(Round &round, const DealerAction &dealerAction) {
    if (const auto seat = seatOf(dealerAction)) {
        if (RoundBox *box = round.box(*seat)) {
            box->sevensCardOffered = true;
        }
    }
}

void answerSevensOffer(Round &round, const event::PlayerAnswersSevensOffer &answer) {
    RoundBox *box = round.box(answer.seat);
    if (box == nullptr || !box->sevensCardOffered || box->hands.empty()) {
        return;
    }
    box->takesSevensCard = answer.takesCard;
    if (!answer.takesCard) {
        box->hands[0].stood = true; // §17(e): settled on the two sevens
    }
}

} // namespace dt::blackjack

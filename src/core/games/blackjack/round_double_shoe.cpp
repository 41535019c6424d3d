// The double shoe in a blackjack round (Blackjack §6(d), §3(j), §15(i)): the
// part of RoundReferee that draws the determinant card, uses or burns it, and
// grades a card dealt from the other side. round_double_shoe.h has the readings.
#include "round_double_shoe.h"

#include "../../double_shoe_preparation.h"
#include "../../table_state.h"
#include "round_hand_dealt.h"
#include "round_layout.h"
#include "round_referee.h"

#include <algorithm>
#include <map>

namespace dt::blackjack {

namespace {

using action::Face;

// The determinant card drawn and still in the dealer's hand.
bool determinantHeld(const DoubleShoeRound &doubleShoe) {
    return doubleShoe.determinant && !doubleShoe.determinantPlaced;
}

std::string sideText(ShoeSide side) {
    return "the " + std::string(shoeSideName(side)) + " side";
}

std::string cardText(const Card &card) {
    return toString(card);
}

} // namespace

namespace {

// A lesson starting once a side's cut card was reached (loadFinishedDoubleShoe):
// both sides from the seed, the other side short of its own cut card.
void validateFinishedDoubleShoe(const Scenario &scenario, std::vector<ScenarioProblem> &problems) {
    if (!scenario.cutCardSide) {
        problems.push_back({"start.cutCardSide",
                            "is required at a double shoe when \"situation\" is "
                            "\"cut_card_reached\": \"left\" or \"right\", the side whose cut "
                            "card was reached (§6(d))"});
        return;
    }
    if (!scenario.cardOrder.empty() || !scenario.rightCardOrder.empty()) {
        problems.push_back({scenario.cardOrder.empty() ? "shoe.rightOrder" : "shoe.order",
                            "a double shoe whose cut card was reached is shuffled from the seed: "
                            "leave out the order"});
    }
    const ShoeSide other = otherSide(*scenario.cutCardSide);
    const int otherCards = sideDecks(other, scenario.table.decks) * 52;
    const int mostDealt = otherCards - otherCards / 4 - 1; // short of its cut card (§5(d))
    if (scenario.cardsDealt > mostDealt) {
        problems.push_back({"start.cardsDealt",
                            "counts the cards dealt from the " + std::string(shoeSideName(other)) +
                                " side, which stays mid-shoe: at most " +
                                std::to_string(mostDealt) + ", before its cut card"});
    }
    const int finishedCards = sideDecks(*scenario.cutCardSide, scenario.table.decks) * 52;
    const int fewestDealt = std::min(scenario.cardsDealt, finishedCards - finishedCards / 4 + 1);
    if (scenario.segregatedCards < 0 || scenario.segregatedCards > fewestDealt) {
        problems.push_back({"start.segregatedCards",
                            "must be between 0 and " + std::to_string(fewestDealt) +
                                ": each side's segregated area holds some of its dealt cards"});
    }
}

} // namespace

RuleReference doubleShoeReference(DoubleShoeRule rule) {
    switch (rule) {
    case DoubleShoeRule::DrawDeterminant:
    case DoubleShoeRule::WrongSide:
        return RuleReference{blackjackSection("6(d)(1)"), "BJ-SHUF-11"};
    case DoubleShoeRule::FirstCard:
    case DoubleShoeRule::Burn:
        return RuleReference{blackjackSection("6(d)(2)"), "BJ-SHUF-11"};
    case DoubleShoeRule::RoundConcluded:
        return RuleReference{blackjackSection("15(i)"), "BJ-IRR-09"};
    case DoubleShoeRule::NoBurn:
        return RuleReference{blackjackSection("6(d)"), "BJ-SHUF-11"};
    }
    return RuleReference{blackjackSection("6(d)"), "BJ-SHUF-11"};
}

std::vector<ScenarioProblem> validateDoubleShoe(const Scenario &scenario, const TableRules &rules) {
    std::vector<ScenarioProblem> problems;
    if (!rules.offer.doubleShoe) {
        if (!scenario.rightCardOrder.empty()) {
            problems.push_back({"shoe.rightOrder", "only a double shoe has a right side "
                                                   "(rules.table.doubleShoe, §6(d))"});
        }
        if (scenario.cutCardSide) {
            problems.push_back({"start.cutCardSide", "only a double shoe has sides "
                                                     "(rules.table.doubleShoe, §6(d))"});
        }
        if (scenario.segregatedCards != 0) {
            problems.push_back({"start.segregatedCards", "only a double shoe has a segregated area "
                                                         "(rules.table.doubleShoe, §6(d)(2))"});
        }
        return problems;
    }
    if (scenario.start == StartSituation::CutCardReached) {
        validateFinishedDoubleShoe(scenario, problems); // double_shoe_preparation.h
    }
    if (rules.offer.regulation != Regulation::Blackjack) {
        problems.push_back({"rules.table.doubleShoe",
                            "a round from a double shoe is played at a Blackjack (000) table "
                            "only in this version"});
    }
    if (scenario.start != StartSituation::RoundReady &&
        scenario.start != StartSituation::CutCardReached) {
        problems.push_back({"start.situation",
                            "a double shoe's lesson starts at \"round_ready\" or at "
                            "\"cut_card_reached\" (one side's cut card reached, §6(d)): its "
                            "opening is not played in this version"});
    }
    if (scenario.start == StartSituation::RoundReady &&
        (scenario.cutCardSide || scenario.segregatedCards != 0)) {
        problems.push_back({scenario.cutCardSide ? "start.cutCardSide" : "start.segregatedCards",
                            "only a lesson starting at \"cut_card_reached\" says where a side's "
                            "cut card was reached"});
    }
    // §5(c): each side is cut at least a deck in from either end, so each
    // side holds two decks or more.
    if (rules.offer.regulation == Regulation::Blackjack && scenario.table.decks < 4) {
        problems.push_back({"rules.table.decks",
                            "each side of a double shoe is cut at least a deck in from either end "
                            "when its cut card is reached (§5(c)): a double shoe needs 4 decks or "
                            "more, 2 a side; " +
                                std::to_string(scenario.table.decks) + " given"});
    }
    if (!scenario.faceUpCards.empty()) {
        problems.push_back({"irregularities.faceUpCards",
                            "cards found face up in the shoe are not played with a double shoe "
                            "in this version"});
    }
    // Each side holds its batch: half the decks, the left the larger half.
    const int decks = scenario.table.decks;
    const auto checkSide = [&](const std::vector<Card> &order, int sideDecks, const char *path) {
        std::map<std::string, int> counts;
        for (const auto &card : order) {
            if (++counts[toString(card)] > sideDecks) {
                problems.push_back(
                    {path, toString(card) + " appears more than " + std::to_string(sideDecks) +
                               " times: the side holds " + std::to_string(sideDecks) + " decks"});
                return;
            }
        }
    };
    checkSide(scenario.cardOrder, (decks + 1) / 2, "shoe.order");
    checkSide(scenario.rightCardOrder, decks / 2, "shoe.rightOrder");
    return problems;
}

bool determinantCorresponds(const DoubleShoeRound &doubleShoe, const TableOffer &offer) {
    // §6(d)(1)-(2): the suit's side, as designated, against the side drawn from.
    return doubleShoe.determinant && doubleShoe.drawnFrom &&
           suitSide(doubleShoe.determinant->suit, offer.heartsAndDiamondsSide) ==
               *doubleShoe.drawnFrom;
}

bool determinantInHand(const Round &round) {
    return round.doubleShoe && determinantHeld(*round.doubleShoe);
}

std::size_t determinantCardsOut(const Round &round) {
    if (!round.doubleShoe || !round.doubleShoe->determinant) {
        return 0;
    }
    // Dealt as the first card, it is on the layout already.
    const DoubleShoeRound &doubleShoe = *round.doubleShoe;
    return determinantHeld(doubleShoe) || !round.doubleShoe->side ||
                   doubleShoe.side != doubleShoe.drawnFrom
               ? 1
               : 0;
}

void RoundReferee::adjustForDoubleShoe(const TableState &state, const Round &round,
                                       std::vector<Expectation> &steps) const {
    if (!round.doubleShoe || steps.empty()) {
        return;
    }
    const DoubleShoeRound &doubleShoe = *round.doubleShoe;
    const auto *deal = std::get_if<action::DealCard>(&steps.front().action);
    if (!doubleShoe.drawnFrom) {
        // §6(d)(1): "Prior to commencement of each round of play, the dealer
        // shall draw a card from either side"; the wagers' steps come first
        // (§3(j): the determinant card is the round's first card).
        if (deal == nullptr || !noCardOut(round)) {
            return;
        }
        std::vector<Expectation> draws;
        for (const ShoeSide side : {ShoeSide::Left, ShoeSide::Right}) {
            if (!sideCards(state, side).empty()) {
                draws.push_back(expect(action::DrawDeterminantCard{side},
                                       doubleShoeReference(DoubleShoeRule::DrawDeterminant),
                                       "Draw the determinant card from " + sideText(side)));
            }
        }
        if (!draws.empty()) {
            steps = std::move(draws);
        }
        return;
    }
    if (!determinantHeld(doubleShoe)) {
        return;
    }
    const Card card = *doubleShoe.determinant;
    if (determinantCorresponds(doubleShoe, rules_.offer)) {
        // §6(d)(2): "shall become the player's first card".
        if (deal != nullptr) {
            steps.resize(1);
            steps.front().rule = doubleShoeReference(DoubleShoeRule::FirstCard);
            steps.front().description = "The determinant card " + cardText(card) +
                                        " corresponds to " + sideText(*doubleShoe.drawnFrom) +
                                        ": deal it face up to " + spotText(deal->seat, deal->hand) +
                                        " as the first card";
        }
        return;
    }
    // §6(d)(2): "shall be burned by placing it in a segregated area".
    const std::string burn = "The determinant card " + cardText(card) + " does not correspond to " +
                             sideText(*doubleShoe.drawnFrom) +
                             ": burn it in the segregated area; the round is dealt from " +
                             sideText(doubleShoe.side.value_or(ShoeSide::Left));
    steps = {expect(action::BurnCard{Face::Up}, doubleShoeReference(DoubleShoeRule::Burn), burn),
             expect(action::BurnCard{Face::Down}, doubleShoeReference(DoubleShoeRule::Burn), burn)};
}

std::optional<Verdict> RoundReferee::sideDealJudgement(const TableState &state, const Round &round,
                                                       const DealerAction &dealerAction) const {
    if (std::holds_alternative<action::BurnCard>(dealerAction) && !state.shufflerBatch.empty() &&
        handDealt() && isComplete(state) && state.stage == Stage::ReadyToDeal) {
        // The 6 to 5 variation's next deck taken (shuffler_batch_preparation.h).
        Verdict verdict = refused({});
        verdict.rule = handDealtReference(HandDealtRule::Burn);
        verdict.message = "No card is burned when the deck is taken: the 6 to 5 variation burns "
                          "only at the commencement of a round, where the licensee elects it "
                          "(§6a(c)).";
        return verdict;
    }
    if (std::holds_alternative<action::BurnCard>(dealerAction) && state.otherCompartment &&
        isComplete(state)) {
        // The round over and a side loaded again after its cut card
        // (double_shoe_preparation.h): the next round's determinant card.
        Verdict verdict = refused({});
        verdict.rule = doubleShoeReference(DoubleShoeRule::NoBurn);
        verdict.message = "A double shoe burns no card when a side is loaded: §6(d) is in lieu "
                          "of §6(c), and the next round begins with the determinant card.";
        return verdict;
    }
    const auto *deal = std::get_if<action::DealCard>(&dealerAction);
    if (deal == nullptr || !deal->side) {
        return std::nullopt;
    }
    action::DealCard plain = *deal;
    plain.side.reset();
    if (!round.doubleShoe) {
        Verdict verdict = refused(steps(state, round));
        verdict.severity = Severity::Minor;
        verdict.message = "This table deals from a single shoe: a card comes from no side.";
        return verdict;
    }
    const DoubleShoeRound &doubleShoe = *round.doubleShoe;
    if (!doubleShoe.side || determinantHeld(doubleShoe) || *deal->side == *doubleShoe.side) {
        return judge(state, plain); // the side the round is dealt from, or none yet
    }
    Verdict asIfRight = judge(state, plain);
    if (!asIfRight.correct) {
        asIfRight.applied = false; // wrong in any case: not dealt
        return asIfRight;
    }
    Verdict verdict = refused(steps(state, round));
    verdict.rule = doubleShoeReference(DoubleShoeRule::WrongSide);
    if (sideCards(state, *deal->side).empty()) {
        verdict.message = "There is no card on " + sideText(*deal->side) + ".";
        return verdict;
    }
    // §15(i): "treated as if it were drawn from the appropriate side of the
    // shoe and concluded": the card stays, the round goes on.
    verdict.applied = true;
    verdict.expected = asIfRight.expected + " from " + sideText(*doubleShoe.side);
    verdict.message = "The determinant card says this round is dealt from " +
                      sideText(*doubleShoe.side) + "; the card came from " + sideText(*deal->side) +
                      ". The round is treated as if dealt from " + sideText(*doubleShoe.side) +
                      " and concluded: the card stays, the next card comes from " +
                      sideText(*doubleShoe.side) + " (" +
                      doubleShoeReference(DoubleShoeRule::RoundConcluded).citation.text() + ").";
    return verdict;
}

std::optional<TableState> RoundReferee::applySideDeal(const TableState &state,
                                                      const DealerAction &dealerAction) const {
    const auto *deal = std::get_if<action::DealCard>(&dealerAction);
    if (deal == nullptr || !deal->side) {
        return std::nullopt;
    }
    action::DealCard plain = *deal;
    plain.side.reset();
    const Round &round = std::get<Round>(state.round);
    const DoubleShoeRound *doubleShoe = round.doubleShoe ? &*round.doubleShoe : nullptr;
    if (doubleShoe == nullptr || !doubleShoe->side || determinantHeld(*doubleShoe) ||
        *deal->side == *doubleShoe->side) {
        return apply(state, plain);
    }
    // §15(i): the card from the other compartment, placed as the right side's would be.
    TableState swapped = state;
    swapShoeSides(swapped);
    TableState next = apply(swapped, plain);
    swapShoeSides(next);
    if (auto *played = std::get_if<Round>(&next.round); played && played->doubleShoe) {
        ++played->doubleShoe->wrongSideCards;
    }
    return next;
}

std::optional<Verdict>
RoundReferee::doubleShoeMistake(const Round &round, const DealerAction &dealerAction,
                                const std::vector<Expectation> &options) const {
    Verdict verdict = refused(options);
    const std::string next = options.empty()
                                 ? std::string()
                                 : " Next: " + lowercaseFirst(options.front().description) + ".";
    const auto refuse = [&](DoubleShoeRule rule, std::string message) {
        verdict.rule = doubleShoeReference(rule);
        verdict.message = std::move(message);
        return std::optional<Verdict>(verdict);
    };
    const auto *draw = std::get_if<action::DrawDeterminantCard>(&dealerAction);
    if (!round.doubleShoe) {
        if (draw == nullptr) {
            return std::nullopt;
        }
        verdict.severity = Severity::Minor;
        verdict.message =
            "This table deals from a single shoe: there is no determinant card." + next;
        return verdict;
    }
    const DoubleShoeRound &doubleShoe = *round.doubleShoe;
    const bool drawDue = !options.empty() && std::holds_alternative<action::DrawDeterminantCard>(
                                                 options.front().action);
    if (draw != nullptr) {
        if (doubleShoe.drawnFrom) {
            return refuse(DoubleShoeRule::DrawDeterminant,
                          "One determinant card a round, before its first card: it was drawn "
                          "from " +
                              sideText(*doubleShoe.drawnFrom) + "; the round is dealt from " +
                              sideText(doubleShoe.side.value_or(ShoeSide::Left)) + "." + next);
        }
        if (drawDue) {
            verdict.severity = Severity::Minor;
            return refuse(DoubleShoeRule::DrawDeterminant,
                          "There is no card on " + sideText(draw->side) + "." + next);
        }
        return std::nullopt; // the wagers' steps first: the procedure's own message
    }
    if (drawDue && std::holds_alternative<action::DealCard>(dealerAction)) {
        return refuse(DoubleShoeRule::DrawDeterminant,
                      "With a double shoe the round's first card is the determinant card, drawn "
                      "from either side: its suit says which side the round is dealt from." +
                          next);
    }
    if (drawDue && std::holds_alternative<action::BurnCard>(dealerAction)) {
        return refuse(DoubleShoeRule::DrawDeterminant,
                      "With a double shoe the determinant card takes the place of the burn card "
                      "(§6(d) is in lieu of §6(c)): no card is burned before it." +
                          next);
    }
    if (determinantHeld(doubleShoe)) {
        const std::string card = cardText(*doubleShoe.determinant);
        const std::string drawnFrom = sideText(*doubleShoe.drawnFrom);
        if (determinantCorresponds(doubleShoe, rules_.offer)) {
            if (std::holds_alternative<action::BurnCard>(dealerAction) ||
                std::holds_alternative<action::DealCard>(dealerAction)) {
                return refuse(DoubleShoeRule::FirstCard,
                              "The determinant card " + card + " corresponds to " + drawnFrom +
                                  ", the side it was drawn from: it becomes the first player's "
                                  "first card, not burned." +
                                  next);
            }
        } else if (std::holds_alternative<action::DealCard>(dealerAction)) {
            return refuse(DoubleShoeRule::Burn,
                          "The determinant card " + card + " does not correspond to " + drawnFrom +
                              ", the side it was drawn from: it is burned in the segregated area, "
                              "not dealt, and the round is dealt from the other side." +
                              next);
        }
    }
    if (doubleShoe.wrongSideCards > 0 &&
        (std::holds_alternative<action::CallHandsDead>(dealerAction) ||
         std::holds_alternative<action::DeclareMisdeal>(dealerAction))) {
        return refuse(DoubleShoeRule::RoundConcluded,
                      "A round drawn from the wrong side of a double shoe is treated as if drawn "
                      "from the appropriate side and concluded: it is not voided." +
                          next);
    }
    return std::nullopt;
}

bool RoundReferee::applyDoubleShoe(TableState &next, Round &round, const DealerAction &dealerAction,
                                   const std::vector<Expectation> &options) const {
    if (!round.doubleShoe) {
        return false;
    }
    DoubleShoeRound &doubleShoe = *round.doubleShoe;
    if (const auto *draw = std::get_if<action::DrawDeterminantCard>(&dealerAction)) {
        // §6(d)(1): the card out of the side drawn from; its suit says the
        // round's side, which becomes the compartment dealt from.
        dealFromSide(next, draw->side);
        if (next.shoe.empty() || doubleShoe.drawnFrom) {
            return true;
        }
        // §6(l): drawn from behind the side's cut card; reached on the first box.
        if (!round.cutCardSeat && next.shoeCardsBehindCutCard > 0 &&
            static_cast<int>(next.shoe.size()) <= next.shoeCardsBehindCutCard &&
            !round.boxes.empty()) {
            round.cutCardSeat = round.boxes.front().seat;
        }
        doubleShoe.determinant = next.shoe.front();
        next.shoe.erase(next.shoe.begin());
        doubleShoe.drawnFrom = draw->side;
        doubleShoe.side =
            suitSide(doubleShoe.determinant->suit, rules_.offer.heartsAndDiamondsSide);
        if (*doubleShoe.side != draw->side) {
            // The shoe's state before the draw on the drawn side, the round's side in use.
            swapShoeSides(next);
        }
        return true;
    }
    if (determinantHeld(doubleShoe) && !options.empty() &&
        options.front().rule == doubleShoeReference(DoubleShoeRule::Burn) &&
        std::holds_alternative<action::BurnCard>(dealerAction)) {
        // §6(d)(2): burned "by placing it in a segregated area of the dealing shoe".
        next.segregatedArea.push_back(*doubleShoe.determinant);
        doubleShoe.determinantPlaced = true;
        return true;
    }
    if (determinantHeld(doubleShoe) && std::holds_alternative<action::DealCard>(dealerAction)) {
        // §6(d)(2): the player's first card. Back at the front of its side
        // (where it was drawn), the deal places it as the first card.
        next.shoe.insert(next.shoe.begin(), *doubleShoe.determinant);
        doubleShoe.determinantPlaced = true;
        return false;
    }
    if (std::holds_alternative<action::Shuffle>(dealerAction)) {
        // §15(g): "all of the cards in the discard rack or in a segregated
        // area of the double shoe shall be shuffled".
        next.discardRack.insert(next.discardRack.end(), next.segregatedArea.begin(),
                                next.segregatedArea.end());
        next.segregatedArea.clear();
    }
    return false;
}

} // namespace dt::blackjack

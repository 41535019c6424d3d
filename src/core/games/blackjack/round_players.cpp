#include "round_players.h"

#include "basic_strategy.h"
#include "player_policy.h"
#include "round_referee.h"
#include "round_sevens_offer.h"

namespace dt::blackjack {

namespace {

using event::Decision;

const PlayerScript *scriptFor(const std::vector<PlayerScript> &players, int seat) {
    for (const auto &player : players) {
        if (player.seat == seat) {
            return &player;
        }
    }
    return nullptr;
}

// A basic-strategy player who makes unusual choices (PlayerPolicy).
bool followsPolicy(const PlayerScript *script) {
    return script != nullptr && script->basicStrategy && script->unusualChoices > 0.0;
}

} // namespace

std::vector<TableEvent> scriptedDecisions(const Round &round, const TableRules &rules,
                                          const std::vector<PlayerScript> &players,
                                          std::uint64_t seed) {
    const RoundReferee referee(rules);
    const auto policyFor = [&](const PlayerScript &script) {
        return PlayerPolicy(rules, seed, script.unusualChoices);
    };
    std::vector<TableEvent> answers;
    // §3(f)-(g): a player reaches for the wager once the cards are coming out.
    std::size_t cardsOut = round.dealer.cards.size();
    for (const auto &box : round.boxes) {
        for (const auto &hand : box.hands) {
            cardsOut += hand.cards.size();
        }
    }
    for (const auto &box : round.boxes) {
        const PlayerScript *script = scriptFor(players, box.seat);
        if (script != nullptr && script->reachesForWagerAfterCards > 0 &&
            cardsOut >= static_cast<std::size_t>(script->reachesForWagerAfterCards) &&
            !box.reachingForWager && !box.wagerChangeStopped && !box.pickedUp) {
            answers.push_back(event::PlayerReachesForWager{box.seat});
        }
    }
    if (!answers.empty()) {
        return answers;
    }
    // §15(h), §15(j): a card missed by the dealer, taken late or not.
    for (const Spot &spot : referee.awaitingMissedCardAnswer(round)) {
        const PlayerScript *script = scriptFor(players, spot.seat);
        answers.push_back(event::PlayerAnswersMissedCard{
            spot.seat, spot.hand, script == nullptr || script->takesLateCard});
    }
    if (!answers.empty()) {
        return answers;
    }
    // §6(j)(3), §6(k)(6): the additional card for two sevens, taken or not.
    for (const int seat : awaitingSevensAnswer(round)) {
        const PlayerScript *script = scriptFor(players, seat);
        answers.push_back(
            event::PlayerAnswersSevensOffer{seat, script == nullptr || script->takesSevensCard});
    }
    if (!answers.empty()) {
        return answers;
    }
    for (const int seat : referee.awaitingInsurance(round)) {
        const PlayerScript *script = scriptFor(players, seat);
        const RoundBox &box = *round.box(seat);
        if (script != nullptr && script->evenMoney && referee.evenMoneyOffered() &&
            box.hands[0].isBlackjack()) {
            answers.push_back(event::PlayerDecides{seat, 1, Decision::EvenMoney, Money()});
        } else if (script != nullptr && script->insurance && *script->insurance > Money()) {
            answers.push_back(
                event::PlayerDecides{seat, 1, Decision::Insurance, *script->insurance});
        } else if (followsPolicy(script) && !script->insurance && !script->evenMoney) {
            answers.push_back(policyFor(*script).insuranceAnswer(round, seat));
        } else {
            answers.push_back(event::PlayerDecides{seat, 1, Decision::NoInsurance, Money()});
        }
    }
    if (!answers.empty()) {
        return answers;
    }
    const auto spot = referee.awaitingDecision(round);
    if (!spot) {
        return answers;
    }
    const RoundBox &box = *round.box(spot->seat);
    const RoundHand &hand = *round.hand(spot->seat, spot->hand);
    const PlayerScript *script = scriptFor(players, spot->seat);
    const auto allowed = referee.allowed(round, *spot);
    std::optional<ScriptedDecision> choice;
    if (script != nullptr && box.playDecisions < static_cast<int>(script->decisions.size())) {
        const ScriptedDecision &scripted =
            script->decisions[static_cast<std::size_t>(box.playDecisions)];
        if (allowed.permits(scripted.decision)) {
            choice = scripted;
        }
    }
    if (!choice && followsPolicy(script)) {
        answers.push_back(policyFor(*script).decision(round, *spot));
        return answers;
    }
    if (!choice && script != nullptr && script->basicStrategy && round.upCard()) {
        const BasicStrategy strategy(StrategyRules::of(rules.offer));
        choice = ScriptedDecision{
            toDecision(
                strategy.decide(hand.cards, *round.upCard(),
                                HandOptions{allowed.doubleDown, allowed.split, allowed.surrender})),
            Money()};
        if (!allowed.permits(choice->decision)) {
            choice = ScriptedDecision{Decision::Stand, Money()};
        }
    }
    if (!choice) {
        choice = ScriptedDecision{Decision::Stand, Money()};
    }
    Money amount;
    if (choice->decision == Decision::Double) {
        // §10(a): not in excess of the original wager.
        const Money original = hand.wager;
        amount = choice->amount > Money() && choice->amount <= original ? choice->amount : original;
    } else if (choice->decision == Decision::Split) {
        amount = hand.wager; // §11(a): equal to the original wager
    }
    answers.push_back(event::PlayerDecides{spot->seat, spot->hand, choice->decision, amount});
    return answers;
}

} // namespace dt::blackjack

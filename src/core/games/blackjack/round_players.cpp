#include "round_players.h"

#include "basic_strategy.h"
#include "player_policy.h"
#include "round_double_shoe.h"
#include "round_hand_dealt.h"
#include "round_referee.h"
#include "round_sevens_offer.h"
#include "round_shared_box.h"

namespace dt::blackjack {

namespace {

using event::Decision;

// The player calling the box's decisions (§13(b)).
const PlayerScript *scriptFor(const std::vector<PlayerScript> &players, int seat) {
    return lineScript(players, seat, 0);
}

// §13(d)-(e): a player behind answers the caller's double down or split.
event::PlayerBehindAnswers behindAnswer(const Round &round, const TableRules &rules,
                                        const PlayerScript *script,
                                        const BehindQuestion &question) {
    const RoundHand &hand = *round.hand(question.seat, question.hand);
    Money own;
    for (const auto &stake : hand.behind) {
        if (stake.behind == question.behind) {
            own = stake.wager;
        }
    }
    event::PlayerBehindAnswers answer{question.seat,   question.hand,
                                      question.behind, event::BehindAnswer::DoesNotDouble,
                                      Money(),         0};
    const bool strategy = script != nullptr && script->basicStrategy && round.upCard();
    if (!question.split) {
        bool doubles = script != nullptr && script->doublesWithCaller.value_or(false);
        if (script != nullptr && !script->doublesWithCaller && strategy) {
            const BasicStrategy basic(StrategyRules::of(rules.offer));
            doubles = toDecision(basic.decide(hand.cards, *round.upCard(),
                                              HandOptions{true, false, false})) == Decision::Double;
        }
        if (doubles) {
            answer.answer = event::BehindAnswer::Doubles;
            answer.amount = own; // §10(a): up to the player's own wager
        }
        return answer;
    }
    // §13(e): cover each split hand, or say which one the wager goes with.
    const int choice =
        script != nullptr && script->splitWagerHand ? *script->splitWagerHand : (strategy ? 0 : 1);
    if (choice == 0) {
        answer.answer = event::BehindAnswer::CoversSplit;
        answer.amount = own;
    } else {
        answer.answer = event::BehindAnswer::StaysWithHand;
        answer.toHand = question.hand + choice - 1;
    }
    return answer;
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
    cardsOut += determinantCardsOut(round); // §3(j): the determinant card is the first
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
    // §15(a): right after the dealer's misdelivery, a player asks out of the hand.
    for (const int seat : referee.mayAskOut(round)) {
        const PlayerScript *script = scriptFor(players, seat);
        if (script != nullptr && script->outOnDealerError) {
            answers.push_back(event::PlayerAsksOut{seat});
        }
    }
    if (!answers.empty()) {
        return answers;
    }
    // §6A(e)(2): over 21, the first two cards discarded face down at once.
    answers = playersDiscardBusts(round, rules);
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
        if (!box.spotWagers.empty()) {
            // §18(d): insurance on any or all of the spots, each its own wager.
            bool insured = false;
            for (std::size_t spot = 0; script != nullptr && spot < box.spotWagers.size(); ++spot) {
                const Money amount = spot < script->multipleActionInsurance.size()
                                         ? script->multipleActionInsurance[spot]
                                     : script->multipleActionInsurance.empty()
                                         ? script->insurance.value_or(Money())
                                         : Money();
                if (amount > Money()) {
                    answers.push_back(event::PlayerDecides{seat, static_cast<int>(spot) + 1,
                                                           Decision::Insurance, amount});
                    insured = true;
                }
            }
            if (!insured) {
                answers.push_back(event::PlayerDecides{seat, 1, Decision::NoInsurance, Money()});
            }
            continue;
        }
        if (box.insuranceAnswered) {
            // answered: only the players behind are still to answer
        } else if (script != nullptr && script->evenMoney && referee.evenMoneyOffered() &&
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
        // §13(f): each player behind the caller answers for themselves.
        for (std::size_t k = 0; k < box.behind.size(); ++k) {
            const int behind = static_cast<int>(k) + 1;
            const PlayerScript *own = lineScript(players, seat, behind);
            event::PlayerDecides answer{seat, 1, Decision::NoInsurance, Money(), behind};
            if (box.behind[k].insuranceAnswered || own == nullptr) {
                continue;
            }
            if (own->evenMoney && referee.evenMoneyOffered() && box.hands[0].isBlackjack()) {
                answer.decision = Decision::EvenMoney;
            } else if (own->insurance && *own->insurance > Money()) {
                answer.decision = Decision::Insurance;
                answer.amount = *own->insurance;
            }
            answers.push_back(answer);
        }
    }
    if (!answers.empty()) {
        return answers;
    }
    for (const BehindQuestion &question : behindQuestions(round)) {
        answers.push_back(behindAnswer(
            round, rules, lineScript(players, question.seat, question.behind), question));
    }
    if (!answers.empty()) {
        return answers;
    }
    const auto spot = referee.awaitingDecision(round);
    if (!spot) {
        return answers;
    }
    // §15(d): offered the exposed card drawn in error, the player refuses it.
    if (const PlayerScript *caller = scriptFor(players, spot->seat);
        caller != nullptr && caller->refusesCardInError &&
        referee.cardInErrorOffered(round, *spot)) {
        answers.push_back(event::PlayerRefusesCardInError{spot->seat, spot->hand});
        return answers;
    }
    // §13(b): a player behind who calls a decision, once; the dealer takes it from no one.
    if (const RoundBox &shared = *round.box(spot->seat);
        shared.playDecisions == 0 && !shared.callFromBehind) {
        for (std::size_t k = 0; k < shared.behind.size(); ++k) {
            const PlayerScript *own = lineScript(players, spot->seat, static_cast<int>(k) + 1);
            if (own != nullptr && !own->decisions.empty()) {
                answers.push_back(event::PlayerDecides{spot->seat, spot->hand,
                                                       own->decisions.front().decision, Money(),
                                                       static_cast<int>(k) + 1});
                break;
            }
        }
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

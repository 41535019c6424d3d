#pragma once

#include "../../referee.h"
#include "../../scenario.h"
#include "round.h"
#include "side_wager_award.h"
#include "table_rules.h"

#include <optional>
#include <string>
#include <vector>

namespace dt::blackjack {

// The side wagers of a blackjack round (Blackjack §17-§31): when each is
// settled, in which order, and the dealer's draws they force. The round
// referee asks at each moment of the round; each answer is the list of
// settlements due now, canonical order first, each citing the section that
// times it and its checklist requirement. Amounts come from the wagers' own
// settle functions (additional_wagers.h ... optional_bonus.h).
//
// Order at one moment (the text times each wager, not one against another):
// wager by wager in section order (§17, §20, §23, §24, §26, §28, §29, §30,
// §31), each from the dealer's far right counterclockwise (§24(d), §26(e),
// §28(e); checklist: side bets use the farthest-right rotation), except
// §23(e): every losing match-the-dealer wager first, then every winner.
//
// The side wagers settled right after the initial deal come before the
// insurance offer: §17(d)-(e) settle "immediately after the second card is
// dealt to each player", §23(e), §26(e), §28(e), §29(f) "before any card
// reader device is utilized", while §9(b) only requires insurance to be
// placed before any additional card (and before the card reader).

// The box's initial two cards: kept once dealt (RoundSideWager::initialCards),
// or still on its one hand; empty before the second card.
std::vector<Card> initialTwo(const RoundBox &box, const RoundSideWager &wager);
// Two sevens as the initial two cards (§17(e), §6(j)(3), §6(k)(6)).
bool twoSevens(const std::vector<Card> &two);

// The side wager an action settles, as its key ("twentyOnePlusThree"), or
// empty when the action settles no side wager.
std::string sideWagerName(const DealerAction &action);
bool isSideWagerSettlement(const DealerAction &action);

// Right after the initial deal (and a §6(k) hole card turned up), before the
// insurance offer, the card reader and any additional card: §17(d)-(e),
// §20(e)(1), §23(e), §24(d), §26(e), §28(e), §29(f), §30(c), §31(j).
std::vector<Expectation> sideWagersAfterDeal(const Round &round, const TableRules &rules);
// §24(e)(1)(ii): a deferred queen of hearts pair when the card reader shows
// no dealer blackjack, "before any other cards are dealt".
std::vector<Expectation> sideWagersAfterCardReader(const Round &round, const TableRules &rules);
// §17(e), §11(f): a sevens wager won with two sevens, right after the
// player's election (after the third card for a draw or double down, which
// decides between two and three sevens; before any card to split hands).
std::vector<Expectation> sideWagersAtDecision(const Round &round, const TableRules &rules);
// §25(e): optional bonus wagers, as soon as the dealer's first two cards
// total 17 or more or the third card is dealt, before any other wager.
std::vector<Expectation> sideWagersOnDealersHand(const Round &round, const TableRules &rules);
// The dealer's draws a side wager forces where §12 would stop: §25(d) the
// third card under 17; §27(f)(3) completing the hand once every blackjack
// wager is decided (`blackjackWagersInPlay` false; the checklist's handling
// of §12(b) vs §27(f)(3), dealerDrawsWithBusterInPlay()).
std::optional<Expectation> forcedDealerDraw(const Round &round, bool blackjackWagersInPlay);
// A side wager still needs the dealer's hand (§25, §27, §24(e), §29(g)):
// the dealer's second card is dealt for it even when §12(c) says no card.
bool sideWagersWaitOnDealer(const Round &round);
// With the main wagers, in the rotation, hand 1 of each box: Buster §27(d)-
// (e), a deferred queen of hearts pair §24(e) (with the §24(h) cap), a
// deferred pair of kings of spades §29(g), a two-sevens wager whose player
// made no decision (a known dealer blackjack). Collections go to `losing`,
// payments to `others`.
void addSideWagerSettlements(const Round &round, const TableRules &rules,
                             std::vector<Expectation> &losing, std::vector<Expectation> &others);
// §20(f)-(g): after every other wager is settled, starting on the dealer's
// left, the winning blackjack bonus wagers.
std::vector<Expectation> blackjackBonusPayments(const Round &round, const TableRules &rules);

// The mistakes about side wagers: a side wager settled when it is not due,
// wrongly, or out of order; another action while side wagers are due.
// Nothing when the action concerns no side wager and none is due; while
// `settling` (the dealer's hand is done) other actions are left to the
// referee's settlement rotation.
std::optional<Verdict> sideWagerMistake(const Round &round, const DealerAction &action,
                                        const std::vector<Expectation> &options, bool settling);

// Called after every applied action: marks a settled side wager and keeps
// each box's initial two cards once dealt.
void applySideWagers(Round &round, const DealerAction &action);

// The side wagers of the players' scripts against the table (§17(a)(i),
// §17(g), §20(a)/(c), §25(c), §27(c), §29(d), §30(b) and the "has placed a
// blackjack wager" of each section), paths "players[i].sideWagers[j]...".
std::vector<ScenarioProblem> validateSideWagerStakes(const Scenario &scenario,
                                                     const TableRules &rules);

} // namespace dt::blackjack

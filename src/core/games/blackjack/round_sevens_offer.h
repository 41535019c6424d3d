#pragma once

#include "../../referee.h"
#include "../../table_event.h"
#include "round.h"
#include "table_rules.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// Blackjack §6(j)(3) (a card reader) and §6(k)(6) (the hole card face up):
// at a table offering the §17(a)(3) sevens wager, when the dealer has
// blackjack the dealer, "starting from his or her left", offers each player
// dealt two sevens as the initial two cards an additional card "to complete
// the hand on which the additional wager has been made". The player answers
// (event::PlayerAnswersSevensOffer); a card taken is dealt face up, then the
// sevens wager is settled on the three cards (§17(e)(3), through
// sideWagersAtDecision()); a card declined settles it on the two sevens.
//
// Readings of the text:
// - "offer any player that has been dealt two sevens ... to complete the hand
//   on which the additional wager has been made": only boxes with a sevens
//   wager (still unsettled: two sevens wait for the player's election,
//   §17(e)) are offered the card; the main wager lost to the blackjack
//   whatever the third card.
// - The offer follows the dealer's blackjack being shown (the hole card
//   turned up, the dealer's total announced) and comes before the
//   settlement of the main wagers; each box is offered, dealt and its sevens
//   wager settled before the next box on the left is offered.
// - Only a card reader in order counts (§15(l): out of order the procedure
//   without one applies, and the blackjack is not known before the players
//   act). 002 prints no such offer: only tables under 000 offer the card.

// The section of the offer at this table (§6(j)(3) or §6(k)(6), with
// BJ-DEAL-10), or nothing when the table cannot make it.
std::optional<RuleReference> sevensOfferRule(const TableRules &rules);

// The offer is due in this round: the table makes it and the dealer's
// blackjack was known before the players acted.
bool sevensOfferOpen(const Round &round, const TableRules &rules);

// The boxes offered the card in this round, from the dealer's left: a sevens
// wager not settled and two sevens as the initial two cards.
std::vector<int> sevensOfferSeats(const Round &round, const TableRules &rules);

// The next step of the offers: nothing when none is due; an empty list while
// a player is to answer; else the offer to the leftmost box not yet asked, or
// the card a box took.
std::optional<std::vector<Expectation>> sevensOfferSteps(const Round &round,
                                                         const TableRules &rules);

// The boxes offered the card that have not answered yet.
std::vector<int> awaitingSevensAnswer(const Round &round);

// The mistakes about the offer: an offer made where none is due or to the
// wrong box, anything else done while an offer (or its card) is due.
std::optional<Verdict> sevensOfferMistake(const Round &round, const TableRules &rules,
                                          const DealerAction &action,
                                          const std::vector<Expectation> &options);

// §17(e)(3) paid on the cards after the offer: the rule cited (BJ-SETTLE-18).
std::optional<RuleReference> sevensOfferSettlementRule(const RoundBox &box,
                                                       const TableRules &rules);

void applySevensOffer(Round &round, const DealerAction &action);
// A card declined leaves the hand at two sevens: it stands (§17(e) "stand").
void answerSevensOffer(Round &round, const event::PlayerAnswersSevensOffer &answer);

} // namespace dt::blackjack

#pragma once

#include "../../card.h"
#include "pay_table_row.h"
#include "side_wager_award.h"
#include "table_offer.h"

#include <vector>

namespace dt::blackjack {

// TriLux Bonus, Super 3 and Lucky George, Blackjack §30. The three face-up
// cards - the player's two and the dealer's up card (§30(c)) - form the best
// three-card poker hand (three_card_poker.h, the same evaluator as §28).
//
// "TriLux BJ with Lucky George Paytables" (the text's table, read by column):
//   Paytable          1          2          3          4
//   Decks             1D-8D      1D-8D      1D-8D      1D,2D,6D,8D
//   Straight Flush    8 / $1     25 / $10   25 / $10   25 / $10
//   Three of a Kind   8 / $1     15 / $5    15 / $5    15 / $5
//   Straight          8 / $1      8 / $2    10 / $2    10 / $2
//   Flush             8 / $1      5 / $1     5 / NA     5 / $1
// ("N to 1" odds on the TriLux Bonus wager / the fixed-dollar Lucky George
// pay). The footnotes say the odds column "is used with the Lucky George
// version only" and the Lucky George pays "are Fixed Dollar"; the text names
// no other TriLux table, so the odds are the TriLux Bonus pays and the Lucky
// George column a separate fixed award of that version (checklist
// BJ-SETTLE-54: "+$10 Lucky George if that version"). The text does not say
// who receives the fixed pay; settleLuckyGeorge() only decides it. A round
// pays it, with the odds, to a box's "luckyGeorge" bet: the TriLux Bonus bet
// at the Lucky George version (round_side_wagers.cpp, as the checklist's
// example adds it to the odds).
// Any hand below a flush loses: no printed table pays §30(c)'s "Pair".

// §30(a) allows two, four, five, six or eight decks; a paytable's "Deck
// Availability" row narrows that: 1-3 all of them, 4 only 2, 6 or 8 decks.
bool triLuxBonusAllowsDecks(int payTable, int decks);
// §30(b): Super 3 with four, five, six or eight decks (SUP-01 "4D - 8D").
bool triLuxSuper3AllowsDecks(int decks);
// §30(b): Super 3 only for a player who placed the TriLux Bonus bet, and only
// with the decks above.
bool triLuxSuper3WagerAllowed(bool placedTriLuxBonus, int decks);
// §30(c) deals the dealer "one face-up and one face-down" card: the hole-card
// procedure of §6(j) (checklist: "require hole_card_procedure j for TriLux").
// For the configuration validator: true for HoleCard::FaceDown and
// FaceDownWithCardReader only.
bool triLuxAllowsHoleCard(HoleCard holeCard);

// The TriLux wagers the offer holds, checked with the rules above: §30(a)
// decks and §30(c) pay table (4: "1D,2D,6D,8D") for the TriLux Bonus and
// Lucky George; §30(b) Super 3 with the TriLux Bonus and its decks; §30(c)
// the hole card face down, and not in the 6 to 5 variation, whose players'
// cards are dealt face down (§6a(c)) while §30(c) evaluates them face up.
// Empty when allowed or when no TriLux wager is offered.
std::vector<OfferProblem> validateTriLux(const TableOffer &offer);

// The TriLux Bonus wager at odds. `payTable` 1-4; any other leaves it Pending,
// as does a player with fewer than two cards.
SideWagerAward settleTriLuxBonus(const std::vector<Card> &playerCards, Card dealerUpCard,
                                 int payTable);

// The Lucky George fixed-dollar pay (PaysAmount). Paytable 3's "NA" flush and
// every hand below a flush pay nothing (result Loses: nothing is paid; the
// TriLux Bonus wager itself is settled by settleTriLuxBonus()).
SideWagerAward settleLuckyGeorge(const std::vector<Card> &playerCards, Card dealerUpCard,
                                 int payTable);

// Super 3, "TriLux Super 3 Paytables", SUP-01 (4D - 8D BJ), highest row paid:
//   Three of a Kind (Suited)  270 to 1
//   Straight Flush            180 to 1
//   (garbled row, see below)
//   Three of a Kind            90 to 1
// Everything else loses. The third printed row is the fragment "00 / 1": no
// hand name and a pay that lost its leading digits. It cannot be
// reconstructed from the text (a hand ranking between a straight flush and a
// three of a kind, paying something ending in "00", fits no standard
// three-card hand), so it is not paid here; the checklist says to load the
// table from the approved SUP-01 submission and treat the text as reference.
// Readable rows settle as printed. Pending with fewer than two player cards.
SideWagerAward settleTriLuxSuper3(const std::vector<Card> &playerCards, Card dealerUpCard);

// The pay tables as rows in the order printed, from the data settlement pays
// from; empty for a paytable other than 1-4:
// the TriLux Bonus "Pays" column of Paytable `payTable` ("to 1");
std::vector<PayTableRow> triLuxBonusPayTable(int payTable);
// the Lucky George "LkyGrg" column (fixed dollars; Paytable 3's "NA" flush
// is left out, it pays nothing);
std::vector<PayTableRow> luckyGeorgePayTable(int payTable);
// SUP-01's readable rows ("Three of a Kind (Suited)" 270, "Straight Flush"
// 180, "Three of a Kind" 90 to 1; the garbled third row is not paid).
std::vector<PayTableRow> triLuxSuper3PayTable();

} // namespace dt::blackjack

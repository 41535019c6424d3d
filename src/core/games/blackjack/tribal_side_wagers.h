#pragma once

// The side wagers of the second (tribal) jurisdiction, regulations/002
// Section 3 (p)-(t), against Blackjack §17-§22 of regulations/000.
//
// 002 prints the same wagers as 000 with one different pay: the settlement
// functions (additional_wagers.h, progressive_wagers.h, blackjack_bonus.h,
// streak.h) take the table's Regulation, keep one pay table per jurisdiction
// and cite the section of the table's own text. Read line by line:
//
// (p) additional wagers vs §17
// - (p)(6)(ii)(D) Six Deck, Option 1, "Any two cards" pays 2 to 1; §17(e)(2)
//   (iv) pays 3 to 1 (BJ2-SETTLE-04; checklist: jurisdiction's own table).
//   Every other cell of (A)-(E) equals §17(e)(2)(i)-(v).
// - (p)(6)(ii) omits §17(e)(2)'s provisos: the licensee's notice of the
//   option and "the same payout option ... at all blackjack tables which use
//   the same number of decks" (a rule across tables; not checked per table).
// - (p)(2): $1.00 for every additional wager; 000 nests it under §17(a)(3)
//   (checklist: $1 for all three under both; validateAdditionalWagerAmount).
// - (p)(4): "(3)(i) and (ii)" lose at exactly 13, as §17(c).
// - (b)(2)(iii)(B): the ace counts one among the initial two cards, without
//   000's "for the additional wager" qualifier (checklist, high: apply it to
//   the over/under 13 wager only, as §2(b)(3)(ii)).
// - (p)(5): losing wagers collected before a further card "to any player at
//   any table" (000: "at the table"); same timing for one table.
// - (p)(6)(iii): the sevens table is 000's ("5,000 to 1" printed with a
//   comma). 002 has no §11(f): nothing forfeits three sevens on a split.
//   Reading: (p)(6) pays two sevens "immediately after the player elects to
//   ... split pairs", before any card to the split hands, so a split is paid
//   the two-sevens row, as under §11(f), cited (p)(6). 002 has no §6(j)(3) /
//   §6(k)(6) third card against a dealer blackjack (no peek; the hole card is
//   turned after the players, checklist (g)(1)), so the decision is the
//   player's own.
// - (p)(7): chips only (no plaques, coupons or verbal cash; BJ2-WAGER-01);
//   (p)(8)-(10) as §17(g)-(i). Wager handling, not settlement.
//
// (q) multiple action vs §18: the same deal and settlement spot by spot
// ((q)(6)-(9) = §18(f)-(i)); (q)(1) excludes only the progressive, blackjack
// bonus and streak wagers (validate(), tribalWagerExclusions()).
//
// (r) progressive vs §19(a)-(i)
// - (r)(3): the same five rows and amounts, printed "$2,500", "$250",
//   "$100", "$25" and "Two aces in the same suit in the first two cards";
//   the award names the row as 002 prints it.
// - (r)(5) = §19(e) highest hand only; (r)(8) = §19(h) meter shared equally
//   between four-ace winners ("ahs" typo).
// - (r)(9): no $5,000 minimum for the initial or reset amount (BJ2-CONF-10,
//   validateProgressiveMeter). 002 has no Super 4 Stax (§19(j)-(n)).
//
// (s) blackjack bonus vs §20: the same $1/$5 wagers, the same $5-$1,000 and
// $50-$5,000 payouts ((s)(10)(i)-(ii)) and 0-30% house advantage ((s)(11));
// no verbal cash wager ((s)(2)); (s)(12) excludes multiple action,
// progressive and streak only.
//
// (t) streak vs §22: the same odds 3, 7, 17, 37 to 1, printed "2 consecutive
// winning hands shall pay 3 to 1" ((t)(10)(i)-(iv)); the same lammer, push,
// split-majority and multiple-streak rules ((t)(4)-(8), (11)); the lammer is a
// "lammer button" only (000 adds "or other marker device"); (t)(12) excludes
// multiple action and blackjack bonus only (not progressive, BJ2-CONF-09).
//
// (o) five cards totaling 21 is a main-wager rule (settlement.h), not here.

#include "side_wager_award.h"
#include "table_offer.h"

#include <string>
#include <string_view>
#include <utility>

namespace dt::blackjack {

// A side-wager rule both texts print: its section in 000 ("17(c)") and in
// 002 ("(p)(4)").
struct SideWagerRule {
    std::string_view blackjack;
    std::string_view tribal;
};

// The rule's citation under the table's regulation.
inline Citation citationOf(SideWagerRule rule, Regulation regulation) {
    return offerCitation(regulation, rule.blackjack, rule.tribal);
}

// SideWagerAward::loses / wins / winsAt / pending, citing `rule` under
// `regulation`.
inline SideWagerAward losesBy(SideWagerRule rule, Regulation regulation, std::string why) {
    return {SideWagerAward::Result::Loses, std::move(why), PaysOdds{},
            citationOf(rule, regulation)};
}
inline SideWagerAward winsBy(SideWagerRule rule, Regulation regulation, std::string hand,
                             Payment payment) {
    return {SideWagerAward::Result::Wins, std::move(hand), payment, citationOf(rule, regulation)};
}
inline SideWagerAward winsAtBy(SideWagerRule rule, Regulation regulation, std::string hand,
                               Odds odds) {
    return winsBy(rule, regulation, std::move(hand), PaysOdds{odds});
}
inline SideWagerAward pendingBy(SideWagerRule rule, Regulation regulation, std::string why) {
    return {SideWagerAward::Result::Pending, std::move(why), PaysOdds{},
            citationOf(rule, regulation)};
}

} // namespace dt::blackjack

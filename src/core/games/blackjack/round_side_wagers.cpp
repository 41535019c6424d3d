#include "round_side_wagers.h"

#include "additional_wagers.h"
#include "blackjack_bonus.h"
#include "blazing_sevens.h"
#include "buster_blackjack.h"
#include "in_between.h"
#include "kings_bounty.h"
#include "match_the_dealer.h"
#include "optional_bonus.h"
#include "round_progressive.h"
#include "round_sevens_offer.h"
#include "round_super4_stax.h"
#include "table_offer.h"
#include "trilux.h"
#include "twenty_one_plus_three.h"
#include "twenty_point_bonus.h"

#include <algorithm>
#include <array>
#include <set>
#include <utility>

namespace dt::blackjack {

namespace {

using action::Face;

// The wagers settled right after the initial deal, in section order.
constexpr std::array<SideWager, 13> kAfterDealOrder = {
    SideWager::OverUnder13,    SideWager::SameSuit,           SideWager::Sevens,
    SideWager::BlackjackBonus, SideWager::MatchTheDealer,     SideWager::TwentyPointBonus,
    SideWager::InBetween,      SideWager::TwentyOnePlusThree, SideWager::KingsBounty,
    SideWager::TriLuxBonus,    SideWager::LuckyGeorge,        SideWager::TriLuxSuper3,
    SideWager::Blazing7s,
};

RuleReference reference(std::string_view section, std::string_view requirement) {
    return {blackjackSection(std::string(section)), std::string(requirement)};
}

// The section that times a wager's settlement after the deal, and the
// requirement of its pay table.
struct WagerRules {
    std::string_view timing;
    std::string_view timingRequirement;
    std::string_view pay; // the pay table's section
    std::string_view payRequirement;
};

WagerRules wagerRules(SideWager wager) {
    switch (wager) {
    case SideWager::OverUnder13:
        return {"17(d)-(e)", "BJ-SETTLE-14", "17(e)(1)", "BJ-SETTLE-15"};
    case SideWager::SameSuit:
        return {"17(d)-(e)", "BJ-SETTLE-14", "17(e)(2)", "BJ-SETTLE-16"};
    case SideWager::Sevens:
        return {"17(d)-(e)", "BJ-SETTLE-14", "17(e)(3)", "BJ-SETTLE-17"};
    case SideWager::BlackjackBonus:
        return {"20(e)", "BJ-SETTLE-26", "20(j)", "BJ-SETTLE-28"};
    case SideWager::MatchTheDealer:
        return {"23(e)", "BJ-SETTLE-34", "23(f)", "BJ-SETTLE-35"};
    case SideWager::TwentyPointBonus:
        return {"24(d)", "BJ-SETTLE-36", "24(f)", "BJ-SETTLE-38"};
    case SideWager::OptionalBonus:
        return {"25(e)", "BJ-SETTLE-41", "25(e)-(f)", "BJ-SETTLE-42"};
    case SideWager::InBetween:
        return {"26(e)", "BJ-SETTLE-44", "26(f)-(g)", "BJ-SETTLE-45"};
    case SideWager::BusterBlackjack:
        return {"27(d)-(e)", "BJ-SETTLE-46", "27(g)", "BJ-SETTLE-47"};
    case SideWager::TwentyOnePlusThree:
        return {"28(e)", "BJ-SETTLE-50", "28(f)", "BJ-SETTLE-51"};
    case SideWager::KingsBounty:
        return {"29(f)", "BJ-SETTLE-52", "29(h)", "BJ-SETTLE-53"};
    case SideWager::TriLuxBonus:
    case SideWager::TriLuxSuper3:
    case SideWager::LuckyGeorge:
        // §30(c) evaluates the three face-up cards once dealt; no other time is given.
        return {"30(c)", "BJ-SETTLE-54", "30(c)", "BJ-SETTLE-54"};
    case SideWager::Blazing7s:
        // §31(j): "may resolve the progressive wager immediately".
        return {"31(j)", "BJ-SETTLE-55", "31(d)", "BJ-SETTLE-55"};
    case SideWager::Progressive:
        // §19(h): paid when the regular wager is settled; §19(c) the pay table.
        return {"19(g)-(h)", "BJ-SETTLE-23", "19(c)", "BJ-SETTLE-22"};
    case SideWager::Super4Stax:
        // §19(k)-(l): no time given: settled with the main wager.
        return {"19(k)-(l)", "BJ-SETTLE-24", "19(k)-(n)", "BJ-SETTLE-24"};
    case SideWager::Streak:
        // §22(c): in the settlement rotation; §22(j) the odds.
        return {"22(c)", "BJ-SETTLE-29", "22(j)", "BJ-SETTLE-32"};
    case SideWager::MultipleAction:
        break;
    }
    return {"3(e)", "", "3(e)", ""};
}

bool dealerBlackjack(const Round &round) {
    return round.dealer.cards.size() == 2 && round.dealer.value().blackjack;
}

// The dealer's second card is known: face up, or read by the card reader.
std::optional<bool> knownDealerBlackjack(const Round &round) {
    if (round.dealer.cards.size() < 2 ||
        (round.dealer.holeCardFaceDown && !round.dealer.holeCardChecked)) {
        return std::nullopt;
    }
    return dealerBlackjack(round);
}

// The side wager's name in actions: its table key, "kingsBountyDealer" for
// a King's Bounty sidebet on the dealer's hand (§29(d)).
std::string sideName(const RoundSideWager &wager) {
    if (wager.wager == SideWager::KingsBounty && wager.onDealersHand) {
        return "kingsBountyDealer";
    }
    return std::string(fieldName(wager.wager));
}

std::string wagerText(const RoundSideWager &wager) {
    if (wager.wager == SideWager::KingsBounty && wager.onDealersHand) {
        return "the king's bounty sidebet for the dealer";
    }
    return std::string(name(wager.wager));
}

// A settlement due now.
struct Due {
    int seat = 0;
    const RoundSideWager *wager = nullptr;
    SideWagerAward award;
    Money payment; // for a win
    RuleReference rule;
    std::string note = {}; // said after the description
};

Expectation expectationOf(const Due &due) {
    const std::string name = sideName(*due.wager);
    const std::string which = wagerText(*due.wager) + " of " + spotText(due.seat, 1);
    const std::string why = " (" + due.award.hand + ", " + due.award.rule.text() + ")";
    Expectation expectation{
        action::Collect{due.seat, 1, action::Wager::Side, due.wager->amount, name}, 0, 0, due.rule,
        "Collect " + which + why};
    if (due.award.result == SideWagerAward::Result::Wins) {
        expectation.action = action::Pay{due.seat, 1, action::Wager::Side, due.payment, name};
        expectation.description = "Pay " + due.payment.text() + " on " + which + why;
    } else if (due.award.result == SideWagerAward::Result::Push) {
        expectation.action = action::ReturnWager{due.seat, 1, action::Wager::Side, name};
        expectation.description = "Return " + which + why;
    }
    expectation.description += due.note;
    return expectation;
}

std::vector<Expectation> expectationsOf(const std::vector<Due> &dues) {
    std::vector<Expectation> result;
    for (const auto &due : dues) {
        result.push_back(expectationOf(due));
    }
    return result;
}

Money paymentOf(const SideWagerAward &award, const RoundSideWager &wager, const TableRules &rules) {
    // The round keeps no progressive meter: a meter share (§31 percentages)
    // is taken of the table's configured initial meter.
    return winnings(award, wager.amount, rules.offer.sideWagerOptions.progressive.initialMeter);
}

// The decision on a wager right after the initial deal; nothing when the
// wager is not settled then (deferred, or decided later).
std::optional<SideWagerAward> afterDealAward(const Round &round, const RoundBox &box,
                                             const RoundSideWager &wager, const TableRules &rules) {
    const std::vector<Card> two = initialTwo(box, wager);
    const auto up = round.upCard();
    if (two.size() < 2 || !up) {
        return std::nullopt;
    }
    const SideWagerOptions &options = rules.offer.sideWagerOptions;
    const Regulation regulation = rules.offer.regulation;
    std::optional<SideWagerAward> award;
    switch (wager.wager) {
    case SideWager::OverUnder13:
        award = settleOverUnder13(two, wager.over ? OverUnder::Over : OverUnder::Under, regulation);
        break;
    case SideWager::SameSuit:
        award =
            settleSameSuit(two, rules.offer.decks, options.additional.sameSuitOption, regulation);
        break;
    case SideWager::Sevens:
        // §17(e): two sevens wait for the player's election.
        award = settleSevensAfterTwoCards(two, options.additional.sevensOneSeven, regulation);
        break;
    case SideWager::BlackjackBonus:
        // §20(e)(1): losers now; §20(e)(2), (f): a winner's cards go under
        // the wager, paid after every other wager.
        award = settleBlackjackBonus(two, wager.amount, options.blackjackBonus, regulation);
        if (award && award->wins()) {
            return std::nullopt;
        }
        break;
    case SideWager::MatchTheDealer:
        award = settleMatchTheDealer(two, *up, rules.offer.decks);
        break;
    case SideWager::TwentyPointBonus:
        if (queenOfHeartsPairDeferred(two, *up)) {
            return std::nullopt; // §24(e)
        }
        award = settleTwentyPointBonus(two, *up, std::nullopt, options.twentyPoint.payTable);
        break;
    case SideWager::InBetween:
        award = settleInBetween(two, *up, options.inBetween.payTable);
        break;
    case SideWager::TwentyOnePlusThree:
        award = settleTwentyOnePlusThree(two, *up, options.twentyOnePlusThree.payTable);
        break;
    case SideWager::KingsBounty:
        if (wager.onDealersHand) {
            // Checklist (§29(f)-(g) give no time): once the dealer's second
            // card is exposed.
            if (round.dealer.cards.size() < 2 || round.dealer.holeCardFaceDown) {
                return std::nullopt;
            }
            award = settleKingsBountyDealer(round.dealer.cards, options.kingsBounty.payTable);
            break;
        }
        if (kingsBountySettledAtEndOfRound(two, *up)) {
            return std::nullopt; // §29(g)
        }
        award = settleKingsBountyPlayer(two, *up, std::nullopt, options.kingsBounty.payTable);
        break;
    case SideWager::TriLuxBonus:
        award = settleTriLuxBonus(two, *up, options.triLux.payTable);
        break;
    case SideWager::TriLuxSuper3:
        award = settleTriLuxSuper3(two, *up);
        break;
    case SideWager::LuckyGeorge:
        // §30: the TriLux Bonus bet of the Lucky George version, at the pay
        // table's odds; its fixed dollars are added in afterDealDue().
        award = settleTriLuxBonus(two, *up, options.triLux.payTable);
        break;
    case SideWager::Blazing7s:
        award = settleBlazing7s(two, *up, options.blazing7s.payTable);
        break;
    default:
        return std::nullopt;
    }
    if (!award || award->result == SideWagerAward::Result::Pending) {
        return std::nullopt;
    }
    return award;
}

std::optional<Due> afterDealDue(const Round &round, const RoundBox &box,
                                const RoundSideWager &wager, const TableRules &rules) {
    const auto award = afterDealAward(round, box, wager, rules);
    if (!award) {
        return std::nullopt;
    }
    if (wager.onDealersHand) {
        return Due{box.seat,
                   &wager,
                   *award,
                   paymentOf(*award, wager, rules),
                   reference("29(d)", "BJ-SETTLE-52"),
                   ", the dealer's second card exposed"};
    }
    const WagerRules timing = wagerRules(wager.wager);
    Due due{box.seat, &wager, *award, paymentOf(*award, wager, rules),
            reference(timing.timing, timing.timingRequirement)};
    // §30 "LkyGrg", "Payouts are Fixed Dollar": a winning Lucky George
    // version bet gets the column's fixed dollars on top of the odds
    // (checklist BJ-SETTLE-54: "$125 (+$10 Lucky George if that version)").
    if (wager.wager == SideWager::LuckyGeorge && award->wins()) {
        const SideWagerAward fixed = settleLuckyGeorge(
            initialTwo(box, wager), *round.upCard(), rules.offer.sideWagerOptions.triLux.payTable);
        if (const auto *dollars = std::get_if<PaysAmount>(&fixed.payment);
            fixed.wins() && dollars != nullptr) {
            due.payment += dollars->amount;
            due.award.hand += " and " + dollars->amount.text() + " Lucky George";
        }
    }
    return due;
}

// §17(e), §11(f): the player's election on a two-sevens hand, once made (and
// the card of a draw or double down dealt and face up).
struct SevensElection {
    SevensDecision decision = SevensDecision::Stand;
    std::optional<Card> thirdCard;
};

std::optional<SevensElection> sevensElection(const RoundBox &box) {
    if (box.hands.size() > 1) {
        return SevensElection{SevensDecision::SplitPairs, std::nullopt};
    }
    if (box.hands.empty()) {
        return std::nullopt;
    }
    const RoundHand &hand = box.hands[0];
    if (hand.surrendered) {
        return SevensElection{SevensDecision::Surrender, std::nullopt};
    }
    if (hand.cards.size() >= 3) {
        if (hand.doubleCardFaceDown && !hand.doubleCardTurnedUp) {
            return std::nullopt; // §10(c): the card is seen at settlement
        }
        return SevensElection{hand.doubleDown > Money() ? SevensDecision::DoubleDown
                                                        : SevensDecision::Draw,
                              hand.cards[2]};
    }
    if (hand.stood) {
        return SevensElection{SevensDecision::Stand, std::nullopt};
    }
    return std::nullopt;
}

// The unsettled side wagers of a kind, box by box from the dealer's far right.
template <class F> void forEachFromRight(const Round &round, SideWager kind, F &&f) {
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        for (const auto &wager : box->sideWagers) {
            if (wager.wager == kind && !wager.settled) {
                f(*box, wager);
            }
        }
    }
}

bool anyUnsettled(const Round &round, SideWager kind) {
    bool found = false;
    forEachFromRight(round, kind, [&](const RoundBox &, const RoundSideWager &) { found = true; });
    return found;
}

// §24(e): the deferred queen of hearts pairs.
bool deferredQueens(const RoundBox &box, const RoundSideWager &wager, const Round &round) {
    const auto up = round.upCard();
    const auto two = initialTwo(box, wager);
    return up && two.size() == 2 && queenOfHeartsPairDeferred(two, *up);
}

// §29(g): the deferred pairs of kings of spades.
bool deferredKings(const RoundBox &box, const RoundSideWager &wager, const Round &round) {
    if (wager.onDealersHand) {
        return false;
    }
    const auto up = round.upCard();
    const auto two = initialTwo(box, wager);
    return up && two.size() == 2 && kingsBountySettledAtEndOfRound(two, *up);
}

const RoundSideWager *findWager(const RoundBox &box, const std::string &side, bool settled) {
    for (const auto &wager : box.sideWagers) {
        if (sideName(wager) == side && wager.settled == settled) {
            return &wager;
        }
    }
    return nullptr;
}

// Why a placed side wager is not settled at this moment.
std::pair<RuleReference, std::string> notDueReason(const Round &round, const RoundBox &box,
                                                   const RoundSideWager &wager) {
    const std::string what = std::string(name(wager.wager));
    switch (wager.wager) {
    case SideWager::Streak:
        return {reference("22(c)-(d)", "BJ-SETTLE-30"),
                "A streak wager is settled in the settlement rotation, and only once decided: "
                "won with the consecutive win its area needs, lost with a losing hand; a push "
                "or a win short of its area leaves it on the layout."};
    case SideWager::Sevens:
        if (twoSevens(initialTwo(box, wager))) {
            return {reference("17(e)", "BJ-SETTLE-14"),
                    "A sevens wager won with two sevens is paid immediately after the player "
                    "elects to draw, surrender, stand, double down or split pairs (after the card "
                    "of a draw or double down, which may make three sevens)."};
        }
        break;
    case SideWager::Progressive:
        return {reference("19(g)-(h)", "BJ-SETTLE-23"),
                "A winning progressive wager is paid when the player's regular blackjack wager "
                "is settled, after the dealer verifies the cards and the light and a casino "
                "supervisor validates the payout; a losing one stays in the acceptor."};
    case SideWager::BlackjackBonus:
        return {reference("20(f)", "BJ-SETTLE-27"),
                "A winning blackjack bonus wager is paid after every other wager is settled, "
                "starting on the dealer's left; its cards stay under the wager until then."};
    case SideWager::OptionalBonus:
        return {reference("25(e)", "BJ-SETTLE-41"),
                "Optional bonus wagers are settled once the dealer's first two cards total 17 or "
                "more or the dealer's third card is dealt."};
    case SideWager::BusterBlackjack:
        return {reference("27(d)-(e)", "BJ-SETTLE-46"),
                "The Buster Blackjack wager is decided by the dealer's completed hand."};
    case SideWager::TwentyPointBonus:
        if (deferredQueens(box, wager, round)) {
            return {reference("24(e)", "BJ-SETTLE-37"),
                    "A queen of hearts pair under a ten-value card or an ace is settled after "
                    "every other twenty point bonus wager, once the dealer's blackjack is known, "
                    "in the presence of a floorperson."};
        }
        break;
    case SideWager::KingsBounty:
        if (wager.onDealersHand) {
            return {reference("29(d)", "BJ-SETTLE-52"),
                    "The king's bounty sidebet for the dealer is settled once the dealer's second "
                    "card is exposed (checklist: §29(f)-(g) give no time)."};
        }
        if (deferredKings(box, wager, round)) {
            return {reference("29(g)", "BJ-SETTLE-52"),
                    "A pair of kings of spades under a possible dealer blackjack is settled at "
                    "the end of the round."};
        }
        break;
    default:
        break;
    }
    const WagerRules timing = wagerRules(wager.wager);
    return {reference(timing.timing, timing.timingRequirement),
            uppercaseFirst(what) + " is settled after the second card is dealt to each player, "
                                   "before any additional card."};
}

} // namespace

std::vector<Card> initialTwo(const RoundBox &box, const RoundSideWager &wager) {
    if (wager.initialCards.size() == 2) {
        return wager.initialCards;
    }
    if (box.hands.size() == 1 && box.hands[0].cards.size() >= 2) {
        return {box.hands[0].cards[0], box.hands[0].cards[1]};
    }
    return {};
}

bool twoSevens(const std::vector<Card> &two) {
    return two.size() == 2 && two[0].rank == Rank::Seven && two[1].rank == Rank::Seven;
}

std::string sideWagerName(const DealerAction &dealerAction) {
    return std::visit(
        [](const auto &a) -> std::string {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::Collect> || std::is_same_v<A, action::Pay> ||
                          std::is_same_v<A, action::ReturnWager>) {
                return a.wager == action::Wager::Side ? a.side : std::string();
            } else {
                return std::string();
            }
        },
        dealerAction);
}

bool isSideWagerSettlement(const DealerAction &dealerAction) {
    return std::visit(
        [](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::Collect> || std::is_same_v<A, action::Pay> ||
                          std::is_same_v<A, action::ReturnWager>) {
                return a.wager == action::Wager::Side;
            } else {
                return false;
            }
        },
        dealerAction);
}

std::vector<Expectation> sideWagersAfterDeal(const Round &round, const TableRules &rules) {
    std::vector<Due> dues;
    for (const SideWager kind : kAfterDealOrder) {
        std::vector<Due> losing;
        std::vector<Due> others;
        forEachFromRight(round, kind, [&](const RoundBox &box, const RoundSideWager &wager) {
            if (auto due = afterDealDue(round, box, wager, rules)) {
                (due->award.wins() ? others : losing).push_back(*due);
            }
        });
        if (kind == SideWager::MatchTheDealer) {
            // §23(e): "all losing ... collected ..., and then all winning ... paid".
            dues.insert(dues.end(), losing.begin(), losing.end());
            dues.insert(dues.end(), others.begin(), others.end());
            continue;
        }
        // Each wager from the dealer's far right (§24(d), §26(e), §28(e)).
        std::vector<Due> inRotation = losing;
        inRotation.insert(inRotation.end(), others.begin(), others.end());
        std::stable_sort(inRotation.begin(), inRotation.end(),
                         [](const Due &a, const Due &b) { return a.seat > b.seat; });
        dues.insert(dues.end(), inRotation.begin(), inRotation.end());
    }
    return expectationsOf(dues);
}

std::vector<Expectation> sideWagersAfterCardReader(const Round &round, const TableRules &rules) {
    std::vector<Due> dues;
    const bool reader = rules.offer.holeCard == HoleCard::FaceDownWithCardReader;
    const auto up = round.upCard();
    if (!reader || !up || !round.dealer.holeCardChecked || round.dealer.cards.size() < 2) {
        return {};
    }
    const bool blackjack = dealerBlackjack(round);
    forEachFromRight(
        round, SideWager::TwentyPointBonus, [&](const RoundBox &box, const RoundSideWager &wager) {
            const auto two = initialTwo(box, wager);
            if (!deferredQueens(box, wager, round) ||
                twentyPointSettlementTime(two, *up, true, blackjack).timing !=
                    TwentyPointTiming::AfterOtherTwentyPointWagers) {
                return;
            }
            const SideWagerAward award = settleTwentyPointBonus(
                two, *up, blackjack, rules.offer.sideWagerOptions.twentyPoint.payTable);
            if (award.result != SideWagerAward::Result::Pending) {
                dues.push_back(Due{box.seat, &wager, award, paymentOf(award, wager, rules),
                                   reference("24(e)(1)(ii)", "BJ-SETTLE-37"),
                                   ", in the presence of a floorperson"});
            }
        });
    return expectationsOf(dues);
}

std::vector<Expectation> sideWagersAtDecision(const Round &round, const TableRules &rules) {
    const SideWagerOptions &options = rules.offer.sideWagerOptions;
    // In the order the players decide: from the dealer's left.
    for (const auto &box : round.boxes) {
        for (const auto &wager : box.sideWagers) {
            const auto two = initialTwo(box, wager);
            if (wager.wager != SideWager::Sevens || wager.settled || !twoSevens(two)) {
                continue;
            }
            const auto election = sevensElection(box);
            if (!election) {
                continue;
            }
            const SideWagerAward award = settleSevensAfterDecision(
                two, election->decision, election->thirdCard, options.additional.sevensOneSeven,
                rules.offer.regulation);
            if (award.result == SideWagerAward::Result::Pending) {
                continue;
            }
            const bool split = election->decision == SevensDecision::SplitPairs;
            Due due{box.seat, &wager, award, paymentOf(award, wager, rules),
                    split ? reference("11(f)", "BJ-SETTLE-18")
                          : reference("17(e)", "BJ-SETTLE-14")};
            if (const auto offered = sevensOfferSettlementRule(box, rules)) {
                due.rule = *offered; // §6(j)(3), §6(k)(6): on the offered card
            }
            if (split) {
                due.note = ": the player splits sevens and forfeits any payout for three sevens; "
                           "paid before any card is dealt to the split hands";
            }
            return {expectationOf(due)};
        }
    }
    return {};
}

std::vector<Expectation> sideWagersOnDealersHand(const Round &round, const TableRules &rules) {
    std::vector<Due> dues;
    if (round.dealer.cards.size() < 2 || round.dealer.holeCardFaceDown) {
        return {};
    }
    forEachFromRight(
        round, SideWager::OptionalBonus, [&](const RoundBox &box, const RoundSideWager &wager) {
            const SideWagerAward award = settleOptionalBonus(round.dealer.cards);
            if (award.result != SideWagerAward::Result::Pending) {
                dues.push_back(Due{box.seat, &wager, award, paymentOf(award, wager, rules),
                                   reference("25(e)", "BJ-SETTLE-41")});
            }
        });
    return expectationsOf(dues);
}

std::optional<Expectation> forcedDealerDraw(const Round &round, bool blackjackWagersInPlay) {
    const std::vector<Card> &cards = round.dealer.cards;
    if (cards.size() < 2 || dealerBlackjack(round) || blackjackWagersInPlay) {
        return std::nullopt;
    }
    const std::string total = std::to_string(round.dealer.value().total);
    // §25(d): "regardless of whether all players have been dealt blackjack".
    if (dealerMustDrawThirdCard(cards, anyUnsettled(round, SideWager::OptionalBonus))) {
        return Expectation{action::DealCard{0, 1, Face::Up, false}, 0, 0,
                           reference("25(d)", "BJ-DRAW-06"),
                           "An optional bonus wager is in play and the dealer's first two cards "
                           "total " +
                               total + ": draw the third card face up"};
    }
    // §27(f)(3): a hard 17-21, a soft 18-21, or a bust.
    if (anyUnsettled(round, SideWager::BusterBlackjack) && busterDealerMustDraw(cards)) {
        return Expectation{action::DealCard{0, 1, Face::Up, false}, 0, 0,
                           reference("27(f)(3)", "BJ-DRAW-07"),
                           "A Buster Blackjack wager remains in play: complete the dealer's hand "
                           "(" +
                               total + "), draw a card face up"};
    }
    return std::nullopt;
}

bool sideWagersWaitOnDealer(const Round &round) {
    for (const auto &box : round.boxes) {
        for (const auto &wager : box.sideWagers) {
            if (wager.settled) {
                continue;
            }
            if (wager.wager == SideWager::OptionalBonus ||
                wager.wager == SideWager::BusterBlackjack ||
                wager.wager == SideWager::Super4Stax || // §19(k)-(l)
                (wager.wager == SideWager::TwentyPointBonus && deferredQueens(box, wager, round)) ||
                (wager.wager == SideWager::KingsBounty &&
                 (wager.onDealersHand || deferredKings(box, wager, round)))) {
                return true;
            }
        }
    }
    return false;
}

void addSideWagerSettlements(const Round &round, const TableRules &rules,
                             std::vector<Expectation> &losing, std::vector<Expectation> &others) {
    const SideWagerOptions &options = rules.offer.sideWagerOptions;
    const auto up = round.upCard();
    const auto blackjack = knownDealerBlackjack(round);
    if (!up) {
        return;
    }
    // §24(h): the capped "queen of hearts pair and dealer blackjack" winners of
    // the round, in settlement order (from the dealer's right).
    std::vector<const RoundSideWager *> queenWinners;
    std::vector<Money> queenWagers;
    if (blackjack == true) {
        for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
            for (const auto &wager : box->sideWagers) {
                if (wager.wager == SideWager::TwentyPointBonus &&
                    deferredQueens(*box, wager, round)) {
                    queenWinners.push_back(&wager);
                    queenWagers.push_back(wager.amount);
                }
            }
        }
    }
    const auto queenPayments =
        queenOfHeartsDealerBlackjackPayments(queenWagers, options.twentyPoint.aggregateCap);
    std::vector<Due> dues;
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        for (const auto &wager : box->sideWagers) {
            if (wager.settled) {
                continue;
            }
            const auto two = initialTwo(*box, wager);
            std::optional<Due> due;
            if (wager.wager == SideWager::BusterBlackjack && round.dealer.cards.size() >= 2 &&
                blackjack) {
                // §27(d)-(e), on the dealer's completed hand; §27(h)-(i) the
                // Free Bonus paid with it.
                const SideWagerAward award =
                    settleBusterBlackjack(round.dealer.cards, options.buster.payTable);
                if (award.result != SideWagerAward::Result::Pending) {
                    due = Due{box->seat, &wager, award, paymentOf(award, wager, rules),
                              reference("27(d)-(e)", "BJ-SETTLE-46")};
                    const SideWagerAward bonus =
                        settleBusterFreeBonus(two, box->hands.size() > 1, wager.amount,
                                              round.dealer.cards, options.buster.freeBonusTable);
                    if (award.wins() && bonus.wins()) {
                        due->payment += winnings(bonus, wager.amount);
                        due->note =
                            " and the Free Bonus (" + bonus.hand + ", " + bonus.rule.text() + ")";
                    }
                }
            } else if (wager.wager == SideWager::TwentyPointBonus && blackjack &&
                       deferredQueens(*box, wager, round)) {
                // §24(e)(1)(i), (2): when the blackjack wager is settled.
                const SideWagerAward award =
                    settleTwentyPointBonus(two, *up, *blackjack, options.twentyPoint.payTable);
                due = Due{box->seat,
                          &wager,
                          award,
                          paymentOf(award, wager, rules),
                          reference("24(e)", "BJ-SETTLE-37"),
                          ", in the presence of a floorperson"};
                const auto at = std::find(queenWinners.begin(), queenWinners.end(), &wager);
                if (at != queenWinners.end() && options.twentyPoint.aggregateCap > Money()) {
                    const Money capped = queenPayments[static_cast<std::size_t>(
                        std::distance(queenWinners.begin(), at))];
                    if (capped < due->payment) {
                        due->payment = capped;
                        due->rule = reference("24(h)", "BJ-SETTLE-39");
                        due->note += "; the round's aggregate cap of " +
                                     options.twentyPoint.aggregateCap.text() +
                                     " shared in proportion to the wagers";
                    }
                }
            } else if (wager.wager == SideWager::KingsBounty && blackjack &&
                       deferredKings(*box, wager, round)) {
                // §29(g)(2): at the end of the round.
                const SideWagerAward award =
                    settleKingsBountyPlayer(two, *up, *blackjack, options.kingsBounty.payTable);
                due = Due{box->seat, &wager, award, paymentOf(award, wager, rules),
                          reference("29(g)", "BJ-SETTLE-52")};
            } else if (wager.wager == SideWager::Sevens && twoSevens(two) &&
                       box->hands.size() == 1 && box->hands[0].cards.size() == 2 &&
                       !box->hands[0].pending && !sevensElection(*box)) {
                // No election was made (a known dealer blackjack ends the
                // hand): the two sevens are paid with the hand as it stands.
                const SideWagerAward award = settleSevensAfterDecision(
                    two, SevensDecision::Stand, std::nullopt, options.additional.sevensOneSeven,
                    rules.offer.regulation);
                due = Due{box->seat, &wager, award, paymentOf(award, wager, rules),
                          reference("17(e)", "BJ-SETTLE-14")};
            }
            if (due && due->award.result != SideWagerAward::Result::Pending) {
                (due->award.result == SideWagerAward::Result::Loses ? losing : others)
                    .push_back(expectationOf(*due));
            }
            // §19(k)-(l): Super 4 Stax on the dealer's two cards.
            if (auto stax = super4StaxSettlement(round, *box, wager, rules)) {
                (std::holds_alternative<action::Collect>(stax->action) ? losing : others)
                    .push_back(*stax);
            }
        }
    }
    addProgressiveSettlements(round, rules, others); // §19(g)-(h)
}

std::vector<Expectation> blackjackBonusPayments(const Round &round, const TableRules &rules) {
    std::vector<Due> dues;
    // §20(f): "starting on his or her left and continuing around the table".
    for (const auto &box : round.boxes) {
        for (const auto &wager : box.sideWagers) {
            if (wager.wager != SideWager::BlackjackBonus || wager.settled) {
                continue;
            }
            const auto award = settleBlackjackBonus(initialTwo(box, wager), wager.amount,
                                                    rules.offer.sideWagerOptions.blackjackBonus,
                                                    rules.offer.regulation);
            if (award && award->wins() && round.bonusSystemFailed) {
                // §15(p): no amount selected or displayed, none ascertained by
                // the supervisor: the wager is paid at 21 to 1.
                dues.push_back(Due{box.seat, &wager, *award,
                                   Money::cents(wager.amount.inCents() * 21),
                                   reference("15(p)", "BJ-IRR-17"),
                                   ": the bonus system shows no amount and none can be "
                                   "ascertained, so 21 to 1"});
            } else if (award && award->wins()) {
                const Money payment = paymentOf(*award, wager, rules);
                dues.push_back(Due{box.seat, &wager, *award, payment,
                                   reference("20(f)-(g)", "BJ-SETTLE-27"),
                                   payment >= Money::dollars(100)
                                       ? ": the bonus button pressed, a casino supervisor "
                                         "verifies the amount"
                                       : ": the bonus button pressed, the amount announced"});
            }
        }
    }
    return expectationsOf(dues);
}

std::optional<Verdict> sideWagerMistake(const Round &round, const DealerAction &dealerAction,
                                        const std::vector<Expectation> &options, bool settling) {
    Verdict verdict = refused(options);
    const bool sideDue = !options.empty() && isSideWagerSettlement(options.front().action);
    if (!isSideWagerSettlement(dealerAction)) {
        // The round's own steps taken before the side wagers due; other
        // mistakes (an exposed hole card, an irregularity) keep their grading.
        const bool roundStep = std::holds_alternative<action::DealCard>(dealerAction) ||
                               std::holds_alternative<action::CheckHoleCard>(dealerAction) ||
                               std::holds_alternative<action::OfferInsurance>(dealerAction) ||
                               std::holds_alternative<action::AnnounceTotal>(dealerAction) ||
                               std::holds_alternative<action::Collect>(dealerAction) ||
                               std::holds_alternative<action::Pay>(dealerAction) ||
                               std::holds_alternative<action::ReturnWager>(dealerAction) ||
                               std::holds_alternative<action::SettleSurrender>(dealerAction) ||
                               std::holds_alternative<action::PickUp>(dealerAction);
        if (!sideDue || settling || !roundStep) {
            return std::nullopt;
        }
        // A card out of the shoe is dealt, whatever the rule (§15).
        verdict.applied = std::holds_alternative<action::DealCard>(dealerAction);
        verdict.message =
            "Settle the side wagers first: " + lowercaseFirst(options.front().description) + ".";
        return verdict;
    }
    const std::string side = sideWagerName(dealerAction);
    int seat = 0;
    std::visit(
        [&](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::Collect> || std::is_same_v<A, action::Pay> ||
                          std::is_same_v<A, action::ReturnWager>) {
                seat = a.seat;
            }
        },
        dealerAction);
    const RoundBox *box = round.box(seat);
    const RoundSideWager *open = box ? findWager(*box, side, false) : nullptr;
    if (open == nullptr) {
        if (box != nullptr && findWager(*box, side, true) != nullptr) {
            verdict.severity = Severity::Minor;
            verdict.message = "That side wager of " + spotText(seat, 1) + " is already settled.";
        } else {
            verdict.message = spotText(seat, 1) + " has no " + side + " wager.";
        }
        return verdict;
    }
    for (const auto &option : options) {
        if (option.action == dealerAction) {
            verdict.severity = Severity::Minor;
            verdict.applied = true;
            verdict.rule = option.rule;
            const bool matchTheDealer =
                sideWagerName(options.front().action) == fieldName(SideWager::MatchTheDealer);
            verdict.message =
                std::string(matchTheDealer
                                ? "Out of order: every losing match-the-dealer wager is "
                                  "collected before any winner is paid"
                                : "Out of rotation: settle each side wager from the dealer's far "
                                  "right, one wager after another") +
                ". Next: " + lowercaseFirst(options.front().description) + ".";
            return verdict;
        }
    }
    for (const auto &option : options) {
        const auto *pay = std::get_if<action::Pay>(&option.action);
        const auto *collect = std::get_if<action::Collect>(&option.action);
        const auto *push = std::get_if<action::ReturnWager>(&option.action);
        const int optionSeat = pay ? pay->seat : collect ? collect->seat : push ? push->seat : -1;
        if (optionSeat == seat && sideWagerName(option.action) == side) {
            // The same wager settled wrongly: the pay table's rule is broken.
            const WagerRules rulesOf = wagerRules(open->wager);
            verdict.rule = reference(rulesOf.pay, rulesOf.payRequirement);
            if (option.rule.requirement == "BJ-SETTLE-39") {
                verdict.rule = option.rule; // §24(h): the cap decided the amount
            }
            verdict.message = "Wrong settlement: " + lowercaseFirst(option.description) + ".";
            verdict.severity = Severity::Payout; // the wrong amount, or the wrong way
            return verdict;
        }
    }
    const auto [rule, why] = notDueReason(round, *box, *open);
    verdict.rule = rule;
    verdict.message = "Not now: " + why;
    if (!options.empty()) {
        verdict.message += " " + options.front().description + ".";
    }
    return verdict;
}

void applySideWagers(Round &round, const DealerAction &dealerAction) {
    if (isSideWagerSettlement(dealerAction)) {
        const std::string side = sideWagerName(dealerAction);
        int seat = 0;
        std::visit(
            [&](const auto &a) {
                using A = std::decay_t<decltype(a)>;
                if constexpr (std::is_same_v<A, action::Collect> ||
                              std::is_same_v<A, action::Pay> ||
                              std::is_same_v<A, action::ReturnWager>) {
                    seat = a.seat;
                }
            },
            dealerAction);
        if (RoundBox *box = round.box(seat)) {
            for (auto &wager : box->sideWagers) {
                // §22: the streak wagers are round_streak.h's (applyStreak()).
                if (!wager.settled && sideName(wager) == side && wager.wager != SideWager::Streak) {
                    wager.settled = true;
                    break;
                }
            }
        }
    }
    for (auto &box : round.boxes) {
        if (box.hands.size() != 1 || box.hands[0].cards.size() < 2) {
            continue;
        }
        for (auto &wager : box.sideWagers) {
            if (wager.initialCards.empty()) {
                wager.initialCards = {box.hands[0].cards[0], box.hands[0].cards[1]};
            }
        }
    }
}

std::vector<ScenarioProblem> validateSideWagerStakes(const Scenario &scenario,
                                                     const TableRules &rules) {
    std::vector<ScenarioProblem> problems;
    const TableOffer &offer = rules.offer;
    const SideWagerOptions &options = offer.sideWagerOptions;
    for (std::size_t p = 0; p < scenario.players.size(); ++p) {
        const PlayerScript &player = scenario.players[p];
        const std::string base = "players[" + std::to_string(p) + "].sideWagers";
        std::set<SideWager> placed;
        for (const auto &stake : player.sideWagers) {
            placed.insert(stake.wager);
        }
        std::set<std::pair<SideWager, bool>> seen;
        Money kingsBountyPlayer;
        Money kingsBountyDealer;
        std::set<int> streakAreas;
        for (std::size_t i = 0; i < player.sideWagers.size(); ++i) {
            const SideWagerStake &stake = player.sideWagers[i];
            const std::string path = base + "[" + std::to_string(i) + "]";
            const std::string what = std::string(name(stake.wager));
            const auto problem = [&](std::string field, std::string message) {
                problems.push_back({path + field, std::move(message)});
            };
            if (offer.sideWagers.count(stake.wager) == 0) {
                problem(".wager", uppercaseFirst(what) + " is not offered at this table.");
                continue;
            }
            if (stake.wager == SideWager::MultipleAction) {
                // §18(b): the box's wagers on the betting spots, not a side wager.
                problem(".wager", "Multiple action is not placed as a side wager: give the box's "
                                  "wager on each betting spot in players[" +
                                      std::to_string(p) + "].multipleAction (Blackjack §18(b)).");
                continue;
            }
            if (stake.wager == SideWager::Streak) {
                // §22(a), (k)(1): one wager a betting area, several at once.
                if (stake.area < 2 || stake.area > 5) {
                    problem(".area", "Blackjack §22(a): a streak wager is placed on area 2, 3, 4 "
                                     "or 5 (the consecutive wins it needs).");
                } else if (!streakAreas.insert(stake.area).second) {
                    problem(".area", "Blackjack §22(k)(1): two streak wagers on area \"" +
                                         std::to_string(stake.area) + "\"; one wager an area.");
                }
            } else if (stake.area != 0) {
                problem(".area", "Only a streak wager is placed on an area (Blackjack §22(d)).");
            } else if (!seen.insert({stake.wager, stake.onDealersHand}).second) {
                problem(".wager", uppercaseFirst(what) + " is placed twice on one box.");
            }
            if (player.wager <= Money()) {
                // §17(b), §20(c), §23(c), §24(c), §25(b), §26(d), §27(b), §28(d), §31(b).
                problem(".wager", "Blackjack §" + std::string(section(stake.wager)) + ": " + what +
                                      " needs a blackjack wager on the box (§3(a)).");
            }
            if (stake.amount <= Money()) {
                problem(".amount", "A side wager needs an amount.");
                continue;
            }
            switch (stake.wager) {
            case SideWager::OverUnder13:
            case SideWager::SameSuit:
            case SideWager::Sevens:
                if (stake.amount != options.additional.amount) {
                    problem(".amount", "Blackjack §17(a)(i): the additional wager is " +
                                           options.additional.amount.text() + ".");
                } else if (stake.amount > player.wager || stake.amount > offer.maximumWager) {
                    problem(".amount", "Blackjack §17(g): no more than the blackjack wager and "
                                       "the posted maximum.");
                }
                break;
            case SideWager::Progressive:
                if (stake.amount != Money::dollars(1)) {
                    problem(".amount", "Blackjack §19(a): the progressive blackjack wager is "
                                       "$1.00 (§3(k): a $1.00 chip in the acceptor).");
                }
                break;
            case SideWager::BlackjackBonus:
                if (!settleBlackjackBonus({}, stake.amount, options.blackjackBonus,
                                          offer.regulation)) {
                    problem(".amount", "Blackjack §20(a): a blackjack bonus wager is one of the "
                                       "$1.00 or $5.00 wagers the table offers.");
                }
                break;
            case SideWager::OptionalBonus:
                if (!optionalBonusWagerAllowed(stake.amount, player.wager, offer.maximumWager)) {
                    problem(".amount", "Blackjack §25(c): at least $1.00 and no more than the "
                                       "blackjack wager or the posted maximum.");
                }
                break;
            case SideWager::BusterBlackjack:
                if (!busterWagerAllowed(stake.amount, player.wager, offer.maximumWager)) {
                    problem(".amount", "Blackjack §27(c): at least $1.00 and no more than the "
                                       "blackjack wager or the posted maximum.");
                }
                break;
            case SideWager::KingsBounty:
                (stake.onDealersHand ? kingsBountyDealer : kingsBountyPlayer) += stake.amount;
                if (!kingsBountyWagersAllowed(kingsBountyPlayer, kingsBountyDealer,
                                              offer.maximumWager)) {
                    problem(".amount", "Blackjack §29(d): the player's and the dealer's King's "
                                       "Bounty sidebets together no more than the table maximum "
                                       "(10% of it for the dealer beside a maximum bet).");
                }
                break;
            case SideWager::LuckyGeorge:
                // §30: one TriLux bet a box, of either version.
                if (placed.count(SideWager::TriLuxBonus) > 0) {
                    problem(".wager", "Blackjack §30: the Lucky George version is the player's "
                                      "TriLux Bonus bet; place one or the other.");
                }
                break;
            case SideWager::TriLuxSuper3:
                if (!triLuxSuper3WagerAllowed(placed.count(SideWager::TriLuxBonus) > 0 ||
                                                  placed.count(SideWager::LuckyGeorge) > 0,
                                              offer.decks)) {
                    problem(".wager", "Blackjack §30(b): the Super 3 wager only with a TriLux "
                                      "Bonus bet, with four, five, six or eight decks.");
                }
                break;
            default:
                break;
            }
            if (stake.onDealersHand && stake.wager != SideWager::KingsBounty) {
                problem(".onDealersHand", "Only the King's Bounty sidebet is made for the dealer "
                                          "(§29(d)).");
            }
            if (stake.wager != SideWager::OverUnder13 && !stake.over) {
                problem(".over", "Only the over/under 13 wager takes a side of 13.");
            }
        }
    }
    return problems;
}

} // namespace dt::blackjack

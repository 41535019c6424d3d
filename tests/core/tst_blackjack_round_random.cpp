// The blackjack round under random tables, shoes and players (issue 4): a
// perfect dealer, who always takes one of the referee's expected actions,
// must never be graded wrong and must always finish the round; every card
// stays on the table; every wager placed is settled exactly once, for the
// amount an oracle written here from the text computes (Blackjack §3(a)-(b),
// §3(e), §6(k)(1)-(2), §7, §8(a), §9, §10(b), §11(d), §16), and the
// §17(a)(3) sevens wager with its §6(j)(3), §6(k)(6) offer of a third card
// (§17(b)(4), §17(d)-(e)(3)), and the §19 progressive wager (§19(b)-(i),
// §15(o)), and Super 4 Stax (§19(k)-(l)), and the §22 streak wager in its
// first round (collected on a loss, §22(e), (h); a lammer on "2" after a
// win, §22(c)-(d); untouched by a push, §22(g)); "No more bets" before the first
// card at tables offering a §20, §24, §26, §28 or §29 wager.
//
// DT_RANDOM_ROUNDS sets the number of rounds (default 100000), spread over
// the rows. A failure prints the table, the seed and the transcript so far
// (action_codec's JSON), to be turned into a scripted test.

#include "core_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/action_codec.h>
#include <core/games/blackjack/hand.h>
#include <core/games/blackjack/player_policy.h>
#include <core/games/blackjack/round_referee.h>
#include <core/games/blackjack/settlement.h>
#include <core/referee_for.h>
#include <core/seeded_random.h>
#include <core/session.h>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

using namespace dt;
using namespace dt::blackjack;
using event::Decision;

namespace {

using dttest::Dice;

// A 000 table with every choice of the round drawn at random; the caller
// keeps only those blackjack::validate() accepts.
// A tribal table (002) with none of the options 002 does not authorize
// (checkTribalOnly).
void makeTribal(TableOffer &offer) {
    offer.regulation = Regulation::BlackjackTribal;
    offer.sixToFiveOnShoe = offer.sixSevenEightSuited2to1 = offer.threeSevens3to2 = false;
    offer.insuranceAtPlayersTurn = false;                                 // (i)(2)
    offer.doubleCardFace = DoubleCardFace::FaceUp;                        // (j)(1)
    offer.soft17 = DealerSoft17::Stands;                                  // (l)(2)
    offer.splitAcesOnce = offer.splitAcesOnce && offer.maxSplitHands > 2; // (k)(5)
}

TableRules randomRules(Dice &dice, HoleCard holeCard) {
    TableRules rules;
    TableOffer &offer = rules.offer;
    offer.holeCard = holeCard;
    offer.decks = dice.pick({1, 2, 4, 6, 8});
    offer.boxes = dice.pick({6, 7});
    offer.shuffler =
        dice.pick({Shuffler::Manual, Shuffler::AutomatedBatches, Shuffler::Continuous});
    offer.sixToFive = dice.chance(10);
    offer.sixToFiveOnShoe = dice.chance(10);
    offer.sixToFiveRulesOnLayout = dice.coin();
    offer.soft17 = dice.coin() ? DealerSoft17::Stands : DealerSoft17::Hits;
    offer.surrender = dice.coin();
    offer.evenMoney = dice.coin();
    offer.insuranceAtPlayersTurn = dice.chance(30);
    offer.doubleCardFace = dice.pick(
        {DoubleCardFace::FaceUp, DoubleCardFace::FaceDown, DoubleCardFace::FaceDownOnRequest});
    offer.doubleAfterSplit = !dice.chance(20);
    offer.maxSplitHands = dice.pick({2, 3, 4});
    offer.splitAcesOnce = dice.coin();
    offer.sixSevenEightSuited2to1 = dice.chance(30);
    offer.threeSevens3to2 = dice.chance(30);
    offer.fiveCard21Pays2to1 = dice.chance(30);
    offer.splitTwoCard21BeatsDealer21 = dice.chance(30);
    offer.smallestChip = Money::dollars(dice.pick({1, 5}));
    offer.minimumWager = Money::dollars(dice.pick({5, 10, 25}));
    offer.maximumWager = Money::dollars(dice.pick({100, 500}));
    rules.settlementOrder =
        dice.coin() ? SettlementOrder::RightToLeft : SettlementOrder::CollectThenPayRightToLeft;
    // Mostly combinations the text allows (the rest are skipped): §6(k)(3),
    // §6(k)(5), §10(d), §11(e).
    if (holeCard == HoleCard::FaceUp) {
        offer.surrender = offer.evenMoney = offer.insuranceAtPlayersTurn = false;
        offer.maxSplitHands = 2;
    }
    if (offer.sixToFive) {
        offer.surrender = offer.sixSevenEightSuited2to1 = offer.threeSevens3to2 = false;
        offer.fiveCard21Pays2to1 = false;
        offer.decks = dice.pick({1, 2});
        // §2(c), §7(d), §12(d): the variation's shuffler and draw rule, so
        // that most hand-dealt tables drawn are valid; §6A(c): the burn.
        offer.shuffler = Shuffler::AutomatedBatches;
        offer.sixToFiveOnShoe = false;
        offer.soft17 = DealerSoft17::Hits;
        offer.sixToFiveBurnEachRound = dice.coin();
    } else {
        offer.doubleAfterSplit = true;
    }
    if (offer.maxSplitHands == 4 && offer.boxes == 7) {
        offer.maxSplitHands = 3;
    }
    offer.splitAcesOnce = offer.splitAcesOnce && offer.maxSplitHands > 2;
    // §18: multiple action now and then, with the §6(h) procedure it needs
    // (§18(e)); no surrender (§8(c)) nor resplits (§11(e)) with it. Now and
    // then at a tribal table (002 (q)), which allows resplits ((k)(5)) and
    // has none of the options 002 does not authorize (checkTribalOnly).
    if (holeCard == HoleCard::SecondCardAfterPlayers && !offer.sixToFive && dice.chance(25)) {
        offer.sideWagers.insert(SideWager::MultipleAction);
        offer.multipleActionWagers = dice.pick({2, 3});
        offer.multipleActionRequiresAll = dice.coin();
        offer.surrender = false;
        if (dice.chance(40)) {
            makeTribal(offer);
        } else {
            offer.maxSplitHands = 2;
            offer.splitAcesOnce = false;
        }
    } else if (offer.decks >= 4 && dice.chance(30)) {
        // §17(a)(3): the sevens wager (four decks or more, §2(a)(3)), which
        // brings the §6(j)(3), §6(k)(6) offer of a card to two sevens.
        offer.sideWagers.insert(SideWager::Sevens);
    } else if (offer.decks >= 4 && holeCard == HoleCard::SecondCardAfterPlayers &&
               dice.chance(40)) {
        // §19: not with §6(j)-(k) (§6(j)(2), §6(k)), surrender (§8(c)) or §17;
        // now and then at a tribal table (002 (r)).
        offer.sideWagers.insert(SideWager::Progressive);
        offer.surrender = false;
        if (dice.chance(30)) {
            makeTribal(offer);
        }
    } else if (dice.chance(30)) {
        offer.sideWagers.insert(SideWager::Super4Stax); // §19(j)
    } else if (dice.chance(30)) {
        offer.sideWagers.insert(SideWager::Streak); // §22(a)
    }
    // Oracle restriction: with the hole card face up, §6(k)(1) ("ties lose,
    // notwithstanding any other provision of this section") and §16(b) (a
    // five-card 21 against a dealer 21 is void) disagree; the oracle does not
    // choose between them, so the five-card option is not drawn with §6(k).
    if (holeCard == HoleCard::FaceUp) {
        offer.fiveCard21Pays2to1 = false;
    }
    // §13(a): one to three people on a box (no progressive wager is drawn).
    offer.maxPlayersPerBox = dice.chance(40) ? dice.pick({2, 3}) : 1;
    // §6(d): a double shoe now and then (two decks or more, not hand dealt),
    // hearts and diamonds designated for either side.
    // Four decks or more: each side is cut a deck in from either end (§5(c)).
    offer.doubleShoe = !offer.sixToFive && offer.decks >= 4 && dice.chance(20);
    offer.heartsAndDiamondsSide = dice.coin() ? ShoeSide::Left : ShoeSide::Right;
    if (offer.regulation == Regulation::BlackjackTribal) {
        offer.maxPlayersPerBox = 1; // (m)(1): one person on a box
        offer.doubleShoe = false;   // 002's double shoe is not this round's (§6(d))
    }
    // §20(b), §24(d), §26(e), §28(e), §29(b) (002 (s)(2)): now and then a
    // table offering a wager whose section has "No more bets" announced
    // before the first card. The announcement is the table's: no player
    // stakes the wager here (the oracle settles none of them). An offer the
    // text forbids (with multiple action or the progressive) is skipped.
    if (dice.chance(15)) {
        offer.sideWagers.insert(
            dice.pick({SideWager::BlackjackBonus, SideWager::TwentyPointBonus, SideWager::InBetween,
                       SideWager::TwentyOnePlusThree, SideWager::KingsBounty}));
    }
    return rules;
}

// A legal wager in chips between the table's limits (§3(d): multiples of
// $5.00 in the 6 to 5 variation).
Money randomWager(Dice &dice, const TableOffer &offer) {
    const std::int64_t unit = offer.sixToFive
                                  ? std::max<std::int64_t>(500, offer.smallestChip.inCents())
                                  : offer.smallestChip.inCents();
    const std::int64_t low = (offer.minimumWager.inCents() + unit - 1) / unit;
    const std::int64_t high = offer.maximumWager.inCents() / unit;
    // Mostly small wagers, now and then up to the maximum.
    const std::int64_t top = dice.chance(80) ? std::min(high, low + 20) : high;
    return Money::cents((low + dice.below(static_cast<int>(top - low + 1))) * unit);
}

std::vector<ScriptedDecision> randomDecisions(Dice &dice, Money wager, Money chip) {
    std::vector<ScriptedDecision> decisions;
    const int count = dice.below(6);
    for (int i = 0; i < count; ++i) {
        const Decision decision = dice.pick({Decision::Hit, Decision::Stand, Decision::Double,
                                             Decision::Split, Decision::Surrender});
        Money amount;
        // A double for less, now and then (§10(a)); zero means the whole original.
        if (decision == Decision::Double && dice.chance(30) && wager > chip) {
            amount = Money::cents(
                chip.inCents() *
                (1 + dice.below(static_cast<int>(wager.inCents() / chip.inCents()) - 1)));
        }
        decisions.push_back({decision, amount});
    }
    return decisions;
}

enum class PolicyKind { BasicStrategy, Unusual, Scripted };

Scenario randomScenario(Dice &dice, const TableRules &rules, std::uint64_t seed) {
    const TableOffer &offer = rules.offer;
    Scenario scenario;
    scenario.table = dttest::tableFor(offer.regulation, offer.decks);
    scenario.table.boxes = offer.boxes;
    scenario.start = StartSituation::RoundReady;
    scenario.seed = seed;
    // Cards already dealt from the shoe, keeping 80 or more for the round:
    // the cut card (a quarter from the back) may come out in the round.
    const int cards = scenario.table.cardCount();
    scenario.cardsDealt = cards > 81 ? dice.below(cards - 81) : 0;
    // Blackjack §15(g): now and then a shoe too short for the round. (Not at
    // a tribal multiple action table: there (n)(6) makes it a misdeal, which
    // may come after a spot was settled against an earlier dealer hand, and
    // the oracle reads the final layout; a scripted test plays it.)
    const bool tribalMultipleAction = offer.regulation == Regulation::BlackjackTribal &&
                                      offer.sideWagers.contains(SideWager::MultipleAction);
    if (dice.chance(5) && !tribalMultipleAction) {
        scenario.cardsDealt = cards - 1 - (4 + dice.below(20));
    }
    // The irregularities a lesson puts on the table: cards found face up in
    // the shoe (§15(b)), a card reader out of order (§15(l)).
    const int shoeCards = cards - 1 - scenario.cardsDealt;
    for (int i = 0; i < 2 && dice.chance(10); ++i) {
        scenario.faceUpCards.push_back(1 + dice.below(std::min(30, shoeCards)));
    }
    scenario.cardReaderOutOfOrder =
        offer.holeCard == HoleCard::FaceDownWithCardReader && dice.chance(15);
    if (offer.doubleShoe) {
        scenario.faceUpCards.clear(); // not played with a double shoe (validateDoubleShoe)
    }
    scenario.rules = rules;
    const int players = 1 + dice.below(offer.boxes);
    std::vector<int> seats;
    for (int seat = 1; seat <= offer.boxes; ++seat) {
        seats.push_back(seat);
    }
    dice.random.shuffle(seats);
    seats.resize(static_cast<std::size_t>(players));
    for (const int seat : seats) {
        PlayerScript script;
        script.seat = seat;
        script.name = "P" + std::to_string(seat);
        script.wager = randomWager(dice, offer);
        script.doubleCardFaceDown = dice.coin();
        // §3(f)-(h): a player who reaches for the wager once the cards come out.
        script.reachesForWagerAfterCards = dice.chance(10) ? 1 + dice.below(8) : 0;
        // §17(a)(3): the $1.00 sevens wager where offered; §6(j)(3), §6(k)(6):
        // the card offered to two sevens taken or not.
        if (offer.sideWagers.count(SideWager::Sevens) > 0 && dice.chance(70)) {
            script.sideWagers.push_back({SideWager::Sevens, Money::dollars(1), true});
        }
        script.takesSevensCard = dice.coin();
        // §19(j): a Super 4 Stax wager where offered.
        if (offer.sideWagers.count(SideWager::Super4Stax) > 0 && dice.chance(70)) {
            script.sideWagers.push_back({SideWager::Super4Stax, Money::dollars(5), true});
        }
        // §22(b): a streak wager on one of the areas "2" to "5" where offered.
        if (offer.sideWagers.count(SideWager::Streak) > 0 && dice.chance(70)) {
            SideWagerStake stake{SideWager::Streak, Money::dollars(5), true};
            stake.area = dice.pick({2, 3, 4, 5});
            script.sideWagers.push_back(stake);
        }
        // §19(b), §3(k): the $1.00 chip in the acceptor where offered.
        if (offer.sideWagers.count(SideWager::Progressive) > 0 && dice.chance(70)) {
            script.sideWagers.push_back({SideWager::Progressive, Money::dollars(1), true});
        }
        switch (dice.pick({PolicyKind::BasicStrategy, PolicyKind::Unusual, PolicyKind::Scripted})) {
        case PolicyKind::BasicStrategy:
            script.basicStrategy = true;
            break;
        case PolicyKind::Unusual:
            script.basicStrategy = true;
            script.unusualChoices = dice.pick({0.05, 0.3, 1.0});
            break;
        case PolicyKind::Scripted:
            script.basicStrategy = dice.coin();
            script.decisions = randomDecisions(dice, script.wager, offer.smallestChip);
            if (dice.chance(30)) {
                // §9(b): one chip up to the limit.
                const Money limit = blackjack::insuranceLimit(script.wager, offer.smallestChip);
                script.insurance =
                    Money::cents(offer.smallestChip.inCents() *
                                 (1 + dice.below(static_cast<int>(std::max<std::int64_t>(
                                          1, limit.inCents() / offer.smallestChip.inCents())))));
            }
            script.evenMoney = dice.chance(30);
            break;
        }
        if (offer.sideWagers.contains(SideWager::MultipleAction)) {
            // §18(b): two or three spots (all of them where required), each
            // its own wager; §18(d): insurance on any of them.
            const int hands = offer.multipleActionWagers;
            const int spots = offer.multipleActionRequiresAll ? hands : 2 + dice.below(hands - 1);
            script.multipleAction = {script.wager};
            for (int i = 1; i < spots; ++i) {
                script.multipleAction.push_back(randomWager(dice, offer));
            }
            script.evenMoney = false;
            if (script.insurance) {
                script.insurance.reset();
                for (const Money wager : script.multipleAction) {
                    const Money limit = blackjack::insuranceLimit(wager, offer.smallestChip);
                    script.multipleActionInsurance.push_back(dice.coin() ? limit : Money());
                }
            }
        }
        scenario.players.push_back(script);
    }
    // §13: players behind some of the boxes' callers, each with their own
    // wager, insurance and answers to the caller's double or split (not at a
    // multiple action table nor in the 6 to 5 variation, where validate()
    // refuses them).
    if (offer.maxPlayersPerBox > 1 && !offer.sideWagers.contains(SideWager::MultipleAction) &&
        !offer.sixToFive) {
        const std::size_t callers = scenario.players.size();
        for (std::size_t i = 0; i < callers; ++i) {
            if (!dice.coin()) {
                continue;
            }
            scenario.players[i].sharesBox = true;
            const int behind = 1 + dice.below(offer.maxPlayersPerBox - 1);
            for (int k = 0; k < behind; ++k) {
                PlayerScript script;
                script.seat = scenario.players[i].seat;
                script.name = "B" + std::to_string(script.seat) + "-" + std::to_string(k + 1);
                script.seated = false;
                script.wager = randomWager(dice, offer);
                script.basicStrategy = dice.coin();
                if (dice.coin()) {
                    script.doublesWithCaller = dice.coin();
                }
                if (dice.coin()) {
                    script.splitWagerHand = dice.below(3);
                }
                if (dice.chance(30)) {
                    script.insurance = blackjack::insuranceLimit(script.wager, offer.smallestChip);
                }
                script.evenMoney = dice.chance(30);
                scenario.players.push_back(script);
            }
            // §13(b): now and then no one is seated: the highest wager calls
            // (only without a tie, which validation refuses, and where the
            // player seated there placed no side wager: those go with the
            // wager of the player calling the decisions).
            if (scenario.players[i].sideWagers.empty() && dice.chance(20)) {
                std::map<std::int64_t, int> wagers;
                for (const auto &player : scenario.players) {
                    if (player.seat == scenario.players[i].seat) {
                        ++wagers[player.wager.inCents()];
                    }
                }
                if (wagers.rbegin()->second == 1) {
                    scenario.players[i].seated = false;
                    // The highest wager calls: it answers no other's double or split.
                    for (auto &player : scenario.players) {
                        if (player.seat == scenario.players[i].seat &&
                            player.wager.inCents() == wagers.rbegin()->first) {
                            player.doublesWithCaller.reset();
                            player.splitWagerHand.reset();
                        }
                    }
                }
            }
        }
    }
    // §15(o): now and then a progressive light out of order.
    if (offer.sideWagers.count(SideWager::Progressive) > 0 && dice.chance(15)) {
        scenario.progressiveLightsOut.push_back(1 + dice.below(offer.boxes));
    }
    // Now and then every box dealt two sevens and the dealer an ace and a
    // king (the hole card where §6(j)-(k) deal one): the §6(j)(3), §6(k)(6)
    // offer, rare in shuffled shoes. At most 16 sevens: four of each suit.
    // (Not with a double shoe, whose sides hold half the decks each.)
    if (offer.sideWagers.count(SideWager::Sevens) > 0 && !offer.doubleShoe && dice.chance(15)) {
        scenario.cardsDealt = std::min(scenario.cardsDealt, cards - 81); // a full round's cards
        const int suit = dice.below(4);
        int sevens = 0;
        const auto seven = [&]() {
            return Card{Rank::Seven, static_cast<Suit>((suit + sevens++) % 4), 1};
        };
        std::set<int> boxes; // players behind a box share its cards (§13)
        for (const auto &player : scenario.players) {
            boxes.insert(player.seat);
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (std::size_t i = 0; i < boxes.size(); ++i) {
                scenario.cardOrder.push_back(seven());
            }
            scenario.cardOrder.push_back(pass == 0 ? Card{Rank::Ace, Suit::Spades, 1}
                                                   : Card{Rank::King, Suit::Hearts, 1});
        }
        scenario.cardOrder.push_back(seven());
        scenario.cardOrder.push_back(seven());
    }
    return scenario;
}

// ---- The oracle, from the text alone --------------------------------------

int cardValue(const Card &card) {
    return card.rank >= Rank::Ten ? 10 : static_cast<int>(card.rank);
}

// §2(b): aces count eleven unless that would exceed 21.
int score(const std::vector<Card> &cards) {
    int total = 0;
    int aces = 0;
    for (const Card &card : cards) {
        total += card.rank == Rank::Ace ? 11 : cardValue(card);
        aces += card.rank == Rank::Ace ? 1 : 0;
    }
    while (total > 21 && aces > 0) {
        total -= 10;
        --aces;
    }
    return total;
}

// §1: an ace and a ten-value card as the first two cards, never after a split.
bool naturalBlackjack(const std::vector<Card> &cards, bool afterSplit) {
    return !afterSplit && cards.size() == 2 && score(cards) == 21;
}

// `wager` won at win:stake, in exact cents (every wager here is whole dollars).
Money won(Money wager, std::int64_t win, std::int64_t stake) {
    return Money::cents(wager.inCents() * win / stake);
}

struct Table {
    bool tribal = false;             // 002: (o)(2)
    bool faceUpHoleCard = false;     // §6(k)
    bool sixToFiveVariation = false; // §6A, §3(e): no bonus payouts
    bool sixToFivePaid = false;      // §3(e), §7(d)
    bool suited678 = false;          // §3(e)(1)
    bool threeSevens = false;        // §3(e)(2)
    bool fiveCard21 = false;         // §3(e)(4), §16
    bool splitTwoCard21Wins = false; // §3(a)(3) read literally for split hands
};

// The net of one hand's main wager against the dealer's final cards, when
// §10(b)/§11(d) do not apply (they are handled per box).
Money oracleHand(const RoundHand &hand, const std::vector<Card> &dealer, const Table &table) {
    const Money wager = hand.wager;
    const bool dealerBlackjack = naturalBlackjack(dealer, false);
    const int player = score(hand.cards);
    const int dealerScore = score(dealer);
    if (hand.surrendered) {
        // §8(a)(1)-(2): half collected, half returned; all of it against a blackjack.
        return dealerBlackjack ? -wager : -Money::cents(wager.inCents() / 2);
    }
    if (naturalBlackjack(hand.cards, hand.fromSplit)) {
        if (table.faceUpHoleCard) {
            return wager; // §6(k)(1): wins even against a blackjack; §6(k)(2): 1 to 1
        }
        if (dealerBlackjack) {
            return Money(); // §7(b): a standoff
        }
        return table.sixToFivePaid ? won(wager, 6, 5) : won(wager, 3, 2); // §3(e), §7(a)-(b)
    }
    if (player > 21) {
        return -wager; // §3(a): the player's score exceeds 21
    }
    const bool fiveCard21 = table.fiveCard21 && hand.cards.size() == 5 && player == 21;
    if (dealerBlackjack) {
        // 002 (o)(2): a five-card 21 against a dealer blackjack is void.
        if (table.tribal && fiveCard21) {
            return Money();
        }
        return -wager; // §3(b): a simple 21 (or less) loses to a blackjack
    }
    const auto winnings = [&]() {
        if (!table.sixToFiveVariation) {
            std::vector<int> ranks;
            bool suited = true;
            for (const Card &card : hand.cards) {
                ranks.push_back(static_cast<int>(card.rank));
                suited = suited && card.suit == hand.cards.front().suit;
            }
            std::sort(ranks.begin(), ranks.end());
            if (table.suited678 && suited && ranks == std::vector<int>{6, 7, 8}) {
                return won(wager, 2, 1); // §3(e)(1)
            }
            if (table.threeSevens && ranks == std::vector<int>{7, 7, 7}) {
                return won(wager, 3, 2); // §3(e)(2)
            }
            if (fiveCard21) {
                return won(wager, 2, 1); // §3(e)(4), §16(a)
            }
        }
        return wager; // §3(e): 1 to 1
    };
    if (dealerScore > 21) {
        return winnings(); // §3(a)(1)
    }
    if (player == 21 && dealerScore == 21) {
        if (fiveCard21) {
            return Money(); // §16(b): void against a dealer 21 in three or more cards
        }
        if (hand.cards.size() == 2 && dealer.size() > 2 && table.splitTwoCard21Wins) {
            return winnings(); // §3(a)(3)
        }
    }
    if (player > dealerScore) {
        return winnings(); // §3(a)(2)
    }
    if (player == dealerScore) {
        return table.faceUpHoleCard ? -wager : Money(); // §6(k)(1); §3(b)
    }
    return -wager;
}

// §6A(e)(3): in the 6 to 5 variation "The dealer shall immediately collect a
// player's losing wager" over 21, before the dealer's second card: the whole
// wager, which a later dealer blackjack (§10(b), §11(d)) does not give back.
// A double card dealt face down (§10(c)) is not seen over 21 until settled.
bool collectedAtOnceOver21(const RoundHand &hand, const Table &table) {
    return table.sixToFiveVariation && score(hand.cards) > 21 && !hand.doubleCardFaceDown;
}

// ---- One round ------------------------------------------------------------

using CardKey = std::tuple<int, int, int>;
std::map<CardKey, int> countCards(const TableState &state) {
    std::map<CardKey, int> counts;
    const auto add = [&](const Card &card) {
        ++counts[{static_cast<int>(card.rank), static_cast<int>(card.suit), card.deck}];
    };
    for (const Card &card : state.shoe) {
        add(card);
    }
    // §6(d): a double shoe's other side and its segregated area.
    if (state.otherCompartment) {
        for (const Card &card : state.otherCompartment->cards) {
            add(card);
        }
    }
    for (const Card &card : state.segregatedArea) {
        add(card);
    }
    for (const Card &card : state.discardRack) {
        add(card);
    }
    // §6A(i): the 6 to 5 variation's cards go into the automated shuffler.
    for (const Card &card : state.shufflerCards) {
        add(card);
    }
    // §2(c): the variation's other deck, stored in the shuffler.
    for (const Card &card : state.shufflerBatch) {
        add(card);
    }
    if (const auto *round = std::get_if<Round>(&state.round)) {
        for (const Card &card : round->cardsPickedUp) {
            add(card); // picked up, not yet in the shuffler
        }
        for (const auto &box : round->boxes) {
            if (!box.pickedUp) {
                for (const auto &hand : box.hands) {
                    for (const Card &card : hand.cards) {
                        add(card);
                    }
                }
            }
        }
        if (!round->dealer.pickedUp) {
            for (const Card &card : round->dealer.cards) {
                add(card);
            }
        }
        // Blackjack §15: a card drawn in error, out of the shoe, not yet placed.
        if (round->cardInError) {
            add(round->cardInError->card);
        }
        // §6(d)(2): the determinant card drawn, not yet dealt or burned.
        if (round->doubleShoe && round->doubleShoe->determinant &&
            !round->doubleShoe->determinantPlaced) {
            add(*round->doubleShoe->determinant);
        }
    }
    return counts;
}

std::string describeRules(const TableRules &rules, const Scenario &scenario) {
    const TableOffer &o = rules.offer;
    std::ostringstream out;
    out << "regulation=" << (o.regulation == Regulation::BlackjackTribal ? "002" : "000")
        << " holeCard=" << name(o.holeCard) << " decks=" << o.decks << " boxes=" << o.boxes
        << " sixToFive=" << o.sixToFive << " sixToFiveOnShoe=" << o.sixToFiveOnShoe
        << " doubleShoe=" << o.doubleShoe
        << " heartsAndDiamonds=" << shoeSideName(o.heartsAndDiamondsSide)
        << " soft17Hits=" << (o.soft17 == DealerSoft17::Hits) << " surrender=" << o.surrender
        << " evenMoney=" << o.evenMoney << " insuranceAtPlayersTurn=" << o.insuranceAtPlayersTurn
        << " doubleCardFace=" << static_cast<int>(o.doubleCardFace)
        << " doubleAfterSplit=" << o.doubleAfterSplit << " maxSplitHands=" << o.maxSplitHands
        << " splitAcesOnce=" << o.splitAcesOnce << " 678=" << o.sixSevenEightSuited2to1
        << " 777=" << o.threeSevens3to2 << " fiveCard21=" << o.fiveCard21Pays2to1
        << " split21Beats21=" << o.splitTwoCard21BeatsDealer21 << " chip=" << o.smallestChip.text()
        << " settlementOrder=" << static_cast<int>(rules.settlementOrder)
        << " seed=" << scenario.seed << " cardsDealt=" << scenario.cardsDealt << "\nplayers:";
    for (const auto &p : scenario.players) {
        out << " [seat " << p.seat << " wager " << p.wager.text() << " basic=" << p.basicStrategy
            << " unusual=" << p.unusualChoices << " faceDownDouble=" << p.doubleCardFaceDown
            << " evenMoney=" << p.evenMoney
            << " insurance=" << (p.insurance ? p.insurance->text() : std::string("-"))
            << " sevens=" << p.sideWagers.size() << " takesSevensCard=" << p.takesSevensCard
            << " decisions=";
        for (const auto &d : p.decisions) {
            out << decisionName(d.decision) << (d.amount > Money() ? ":" + d.amount.text() : "")
                << ",";
        }
        out << "]";
    }
    return out.str();
}

std::string transcript(const Session &session) {
    std::string text;
    if (const auto *round = std::get_if<Round>(&session.state().round)) {
        text += "layout: dealer";
        for (const Card &card : round->dealer.cards) {
            text += " " + toString(card);
        }
        for (const auto &box : round->boxes) {
            text += "; seat " + std::to_string(box.seat) + ":";
            for (const auto &hand : box.hands) {
                text += " [";
                for (const Card &card : hand.cards) {
                    text += " " + toString(card);
                }
                text += " wager " + hand.wager.text() + "]";
            }
        }
        text += "\n";
    }
    for (const auto &entry : session.timeline()) {
        if (entry.action) {
            text += toJson(*entry.action) + "\n";
        } else if (entry.event && std::holds_alternative<event::PlayerDecides>(*entry.event)) {
            text += "> " + describe(*entry.event) + "\n";
        }
    }
    return text;
}

// Counts of what the rounds covered, printed at the end.
struct Coverage {
    int rounds = 0;
    int skippedOffers = 0;
    int actions = 0;
    int dealerBlackjacks = 0;
    int splits = 0;
    int doubles = 0;
    int surrenders = 0;
    int insurances = 0;
    int evenMoney = 0;
    int cutCardRounds = 0;
    int remedies = 0;               // actions citing §3(h) or §15: the lesson's irregularities
    int wagersBehind = 0;           // §13(c): wagers behind a box's caller
    int behindAnswers = 0;          // §13(d)-(e): answers to the caller's double or split
    int multipleAction = 0;         // rounds at a §18 table
    int tribalMultipleAction = 0;   // of them at a 002 (q) table
    int multipleActionFaceDown = 0; // of them with a double card dealt face down (§10(c))
    int handDealtRounds = 0;        // the 6 to 5 variation dealt from the hand (§6A)
    int doubleShoeRounds = 0;       // dealt from a double shoe (§6(d))
    int preparations = 0;           // actions preparing the shoe after the cut card (§6(l))
    int sevensWagers = 0;
    int sevensOffers = 0; // §6(j)(3), §6(k)(6)
    int progressiveWagers = 0;
    int progressiveWins = 0;
    int super4Wagers = 0;
    int streakWagers = 0;  // §22, in their first round
    int streakLosses = 0;  // collected (§22(e), (h))
    int streakLammers = 0; // a lammer on "2" (§22(d))

    // The cut card reached at a shoe table's batch shuffler (§2(b), the second (b)).
    int shoeBatchRounds = 0;
};

// §18: every spot of every hand settled against its own dealer hand (the
// dealer's hands in order, the last one still in round.dealer), the sums per
// hand and the insurance per box checked against the text's oracle.
std::string checkMultipleAction(const Round &round,
                                std::map<std::tuple<int, int, int>, int> &mainSettlements,
                                std::map<std::tuple<int, int, int>, Money> &mainNet,
                                std::map<std::pair<int, int>, int> &insuranceSettlements,
                                std::map<std::pair<int, int>, Money> &insuranceNet,
                                const Table &table) {
    // Multiple action boxes have no players behind (§13 is refused there): the
    // caller's wagers only, place 0 in the ledgers' keys.
    std::vector<std::vector<Card>> dealerHands = round.multipleAction->finishedHands;
    dealerHands.push_back(round.dealer.cards);
    // The up card is the same in every hand (§18(a): "formed with the
    // dealer's original face up card").
    for (const auto &hand : dealerHands) {
        if (hand.empty() || !(hand.front() == dealerHands.front().front())) {
            return "a dealer hand does not start with the original up card";
        }
    }
    for (const auto &box : round.boxes) {
        const std::string where = "seat " + std::to_string(box.seat);
        Money insuranceExpected;
        int insured = 0;
        for (std::size_t j = 0; j < box.spotInsurance.size(); ++j) {
            if (!box.spotInsurance[j] || *box.spotInsurance[j] <= Money()) {
                continue;
            }
            // §18(d), §9(a), §9(c): decided by the second card of the spot's dealer hand.
            ++insured;
            const auto &dealer = dealerHands[std::min(j, dealerHands.size() - 1)];
            insuranceExpected += naturalBlackjack(dealer, false) ? won(*box.spotInsurance[j], 2, 1)
                                                                 : -*box.spotInsurance[j];
        }
        if (insuranceSettlements[{box.seat, 0}] != insured ||
            insuranceNet[{box.seat, 0}] != insuranceExpected) {
            return where + ": insurance settled " +
                   std::to_string(insuranceSettlements[{box.seat, 0}]) + " times for " +
                   insuranceNet[{box.seat, 0}].text() + ", expected " + std::to_string(insured) +
                   " for " + insuranceExpected.text();
        }
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            const RoundHand &hand = box.hands[i];
            const int number = static_cast<int>(i) + 1;
            if (hand.spots.size() != box.spotWagers.size() ||
                mainSettlements[{box.seat, number, 0}] < 1) {
                return where + " hand " + std::to_string(number) + ": spots not settled";
            }
            Money expected;
            for (std::size_t j = 0; j < hand.spots.size(); ++j) {
                const SpotWager &spot = hand.spots[j];
                // §18(c): the additional wager of a double is the spot's own, at most its wager.
                if (!spot.settled || spot.wager != box.spotWagers[j] + spot.doubleDown ||
                    spot.doubleDown > box.spotWagers[j]) {
                    return where + " hand " + std::to_string(number) + " spot " +
                           std::to_string(j + 1) + ": wager " + spot.wager.text() +
                           " unsettled or not as placed";
                }
                const auto &dealer = dealerHands[std::min(j, dealerHands.size() - 1)];
                RoundHand one = hand;
                one.wager = spot.wager;
                one.doubleDown = spot.doubleDown;
                Money net = oracleHand(one, dealer, table);
                // §18(f): a hand over 21 loses every spot at once, with its
                // cards. §10(c): a double card dealt face down hides the bust
                // until the first dealer hand's settlement: against that
                // hand's blackjack the bust was not collected before it, and
                // §10(b), §11(d) settle spot 1 as any hand's; later spots
                // were collected at once after the turn-up.
                const auto collectedAtOnce = [&](const RoundHand &h) {
                    return score(h.cards) > 21 && !(h.doubleCardFaceDown && j == 0);
                };
                if (naturalBlackjack(dealer, false) && !collectedAtOnce(hand)) {
                    if (box.hands.size() > 1) {
                        // §11(d): the spot's original wager once, from the first hand.
                        net = i == 0 ? -box.spotWagers[j] : Money();
                        bool busted = false;
                        for (const auto &other : box.hands) {
                            busted = busted || collectedAtOnce(other);
                        }
                        net = busted ? Money() : net;
                    } else if (spot.doubleDown > Money()) {
                        net = -(spot.wager - spot.doubleDown); // §10(b)
                    }
                }
                expected += net;
            }
            if (mainNet[{box.seat, number, 0}] != expected) {
                return where + " hand " + std::to_string(number) + ": net " +
                       mainNet[{box.seat, number, 0}].text() + " over the spots, expected " +
                       expected.text();
            }
        }
    }
    return {};
}

// §19(c), (e): the progressive payout of the box's cards in the order dealt,
// zero for no winning hand; `fourAces` says whether it is the meter's row.
Money progressiveOracle(const std::vector<Card> &dealt, bool *fourAces) {
    const auto ace = [&](std::size_t i) { return i < dealt.size() && dealt[i].rank == Rank::Ace; };
    const auto black = [](const Card &card) {
        return card.suit == Suit::Spades || card.suit == Suit::Clubs;
    };
    *fourAces = ace(0) && ace(1) && ace(2) && ace(3) &&
                (std::all_of(dealt.begin(), dealt.begin() + 4, black) ||
                 std::none_of(dealt.begin(), dealt.begin() + 4, black));
    if (*fourAces) {
        return Money();
    }
    if (ace(0) && ace(1) && ace(2)) {
        const bool suited = dealt[0].suit == dealt[1].suit && dealt[1].suit == dealt[2].suit;
        return Money::dollars(suited ? 2500 : 250);
    }
    if (ace(0) && ace(1)) {
        return Money::dollars(dealt[0].suit == dealt[1].suit ? 100 : 25);
    }
    return Money();
}

// The net of a $`wager` sevens wager (§17(b)(4), §17(d)-(e)(3)) from the
// box's initial two cards and the cards it ended with: no seven loses; one
// seven as the first card pays 3 to 1 (the default reading of "One seven
// (initial card)"), as the second card loses; two sevens pay 50 to 1 (100 to
// 1 suited) unless a third card on the unsplit hand is a seven: 500 to 1
// (5000 to 1 all of one suit).
Money sevensOracle(const std::vector<Card> &initialTwo, const RoundBox &box, Money wager) {
    const auto seven = [](const Card &card) { return card.rank == Rank::Seven; };
    if (!seven(initialTwo[0]) && !seven(initialTwo[1])) {
        return -wager;
    }
    if (!seven(initialTwo[0]) || !seven(initialTwo[1])) {
        return seven(initialTwo[0]) ? won(wager, 3, 1) : -wager;
    }
    const bool suited = initialTwo[0].suit == initialTwo[1].suit;
    const std::vector<Card> &cards = box.hands[0].cards;
    if (box.hands.size() == 1 && cards.size() >= 3 && seven(cards[2])) {
        return suited && cards[2].suit == initialTwo[0].suit ? won(wager, 5000, 1)
                                                             : won(wager, 500, 1);
    }
    return suited ? won(wager, 100, 1) : won(wager, 50, 1);
}

// Plays one round with a perfect dealer; returns what went wrong, or nothing.
std::string playRound(Dice &dice, const Scenario &scenario, const TableRules &rules,
                      Coverage &coverage) {
    Session session(scenario, refereeFor(scenario));
    const RoundReferee roundReferee(rules);
    const auto before = countCards(session.state());
    int actions = 0;
    std::map<int, std::vector<Card>> initialTwo;   // per seat, seen once dealt
    std::map<int, std::vector<Card>> dealtInOrder; // per seat
    const auto noteInitialCards = [&]() {
        for (const auto &box : std::get<Round>(session.state().round).boxes) {
            if (!initialTwo.count(box.seat) && box.hands.size() == 1 &&
                box.hands[0].cards.size() >= 2) {
                initialTwo[box.seat] = {box.hands[0].cards[0], box.hands[0].cards[1]};
            }
        }
    };
    while (!roundReferee.isComplete(session.state())) {
        noteInitialCards();
        if (++actions > 600) {
            return "the round did not complete within 600 actions";
        }
        const auto options = session.expected();
        if (options.empty()) {
            return "no expected action, and the round is not complete";
        }
        const auto &chosen =
            options[static_cast<std::size_t>(dice.below(static_cast<int>(options.size())))];
        const auto *doubleShoe = std::get<Round>(session.state().round).doubleShoe
                                     ? &*std::get<Round>(session.state().round).doubleShoe
                                     : nullptr;
        const bool determinantInHand = doubleShoe != nullptr && doubleShoe->determinant &&
                                       !doubleShoe->determinantPlaced; // §6(d)(2)
        if (std::holds_alternative<action::DealCard>(chosen.action) &&
            session.state().shoe.empty() && !determinantInHand) {
            return "the shoe ran out (the test keeps 80 cards: raise it)";
        }
        const Round roundBefore = std::get<Round>(session.state().round);
        const Verdict verdict = session.perform(chosen.action);
        // §19(c): the cards each box receives, in the order dealt.
        if (const auto *deal = std::get_if<action::DealCard>(&chosen.action)) {
            const RoundHand *was = roundBefore.hand(deal->seat, deal->hand);
            const RoundHand *now =
                std::get<Round>(session.state().round).hand(deal->seat, deal->hand);
            if (was != nullptr && now != nullptr && now->cards.size() > was->cards.size()) {
                dealtInOrder[deal->seat].push_back(now->cards.back());
            }
        }
        if (!verdict.correct || !verdict.applied) {
            return "expected action " + toJson(chosen.action) + " graded wrong: " + verdict.message;
        }
    }
    // §6(l): a round that reached the cut card hands the table to the shoe's
    // preparation (§6(d): one side of a double shoe), which a perfect dealer
    // completes without an error.
    for (int guard = 0; !session.isComplete(); ++guard) {
        const auto options = session.expected();
        if (guard > 120 || options.empty()) {
            return "the preparation after the cut card did not complete";
        }
        const Verdict verdict = session.perform(options.front().action);
        if (!verdict.correct || !verdict.applied) {
            return "expected preparation action " + toJson(options.front().action) +
                   " graded wrong: " + verdict.message;
        }
        ++coverage.preparations;
    }
    coverage.actions += actions;
    if (countCards(session.state()) != before) {
        return "cards not conserved: shoe + layout + discard rack differ from the start";
    }
    const Round &round = std::get<Round>(session.state().round);
    coverage.cutCardRounds += round.cutCardSeat ? 1 : 0;
    coverage.handDealtRounds += rules.offer.sixToFive ? 1 : 0;
    coverage.doubleShoeRounds += round.doubleShoe ? 1 : 0;
    // §2(b)(4)-(5) (the second (b)), 002 (b)(4)(v)-(vi): after the cut card at
    // a shoe table with the batch shuffler, the other batch (decks from
    // `decks` on) is in play and alone in the discard rack, the one dealt
    // stored in the shuffler.
    if (const TableState &prepared = session.state(); prepared.shoeBatches && round.cutCardSeat) {
        const auto firstBatch = [&](const Card &card) { return card.deck < scenario.table.decks; };
        if (std::any_of(prepared.shoe.begin(), prepared.shoe.end(), firstBatch) ||
            std::any_of(prepared.discardRack.begin(), prepared.discardRack.end(), firstBatch) ||
            !std::all_of(prepared.shufflerBatch.begin(), prepared.shufflerBatch.end(),
                         firstBatch) ||
            static_cast<int>(prepared.shufflerBatch.size()) != scenario.table.cardCount()) {
            return "the batches did not alternate after the cut card (§2(b)(4)-(5))";
        }
        ++coverage.shoeBatchRounds;
    }

    // The ledger, from the timeline alone.
    // Keyed by seat, hand and place in line (§13(c): 0 = the caller).
    using Spot = std::tuple<int, int, int>;
    std::map<Spot, int> mainSettlements;
    std::map<Spot, Money> mainNet;
    std::map<std::pair<int, int>, int> insuranceSettlements;
    std::map<std::pair<int, int>, Money> insuranceNet;
    // Per seat and place in line: the initial wager, doubles, splits.
    std::map<std::pair<int, int>, Money> placed;
    std::map<int, int> sevensSettlements;
    std::map<int, Money> sevensNet;
    // Side wagers settled with the main wagers, by key and seat: Super 4
    // Stax (§19(k)-(l)) and the streak (§22(c)).
    std::map<std::string, std::map<int, int>> sideSettlements;
    std::map<std::string, std::map<int, Money>> sideNet;
    std::map<int, int> progressiveSettlements;
    std::map<int, Money> progressiveNet;
    std::map<int, std::vector<int>> lammers; // the areas each seat's lammer was placed on
    for (const auto &box : round.boxes) {
        placed[{box.seat, 0}] = box.initialWager;
        for (std::size_t k = 0; k < box.behind.size(); ++k) {
            ++coverage.wagersBehind;
            placed[{box.seat, static_cast<int>(k) + 1}] = box.behind[k].initialWager;
        }
    }
    for (const auto &entry : session.timeline()) {
        if (entry.verdict && (entry.verdict->rule.citation.section.starts_with("15(") ||
                              entry.verdict->rule.citation.section == "3(h)")) {
            ++coverage.remedies;
        }
        if (entry.event) {
            if (const auto *answer = std::get_if<event::PlayerBehindAnswers>(&*entry.event)) {
                ++coverage.behindAnswers;
                if (answer->answer == event::BehindAnswer::Doubles ||
                    answer->answer == event::BehindAnswer::CoversSplit) {
                    placed[{answer->seat, answer->behind}] += answer->amount;
                }
            }
            if (const auto *decides = std::get_if<event::PlayerDecides>(&*entry.event)) {
                if ((decides->decision == Decision::Double ||
                     decides->decision == Decision::Split) &&
                    decides->behind == 0) {
                    placed[{decides->seat, 0}] += decides->amount;
                    coverage.doubles += decides->decision == Decision::Double ? 1 : 0;
                    coverage.splits += decides->decision == Decision::Split ? 1 : 0;
                }
                coverage.surrenders += decides->decision == Decision::Surrender ? 1 : 0;
                coverage.insurances += decides->decision == Decision::Insurance ? 1 : 0;
                coverage.evenMoney += decides->decision == Decision::EvenMoney ? 1 : 0;
            }
            continue;
        }
        if (!entry.action) {
            continue;
        }
        if (std::holds_alternative<action::OfferSevensCard>(*entry.action)) {
            ++coverage.sevensOffers;
        }
        const auto record = [&](int seat, int hand, int behind, action::Wager wager, Money net) {
            if (wager == action::Wager::Side) {
                ++sevensSettlements[seat]; // the only side wager drawn
                sevensNet[seat] += net;
            } else if (wager == action::Wager::Insurance) {
                ++insuranceSettlements[{seat, behind}];
                insuranceNet[{seat, behind}] += net;
            } else {
                ++mainSettlements[{seat, hand, behind}];
                mainNet[{seat, hand, behind}] += net;
            }
        };
        const auto *progressivePay = std::get_if<action::Pay>(&*entry.action);
        const auto *progressiveBack = std::get_if<action::ReturnWager>(&*entry.action);
        const auto *super4Collect = std::get_if<action::Collect>(&*entry.action);
        if (const auto *lammer = std::get_if<action::PlaceLammer>(&*entry.action)) {
            lammers[lammer->seat].push_back(lammer->area);
        } else if (progressivePay != nullptr &&
                   (progressivePay->side == "super4Stax" || progressivePay->side == "streak")) {
            ++sideSettlements[progressivePay->side][progressivePay->seat];
            sideNet[progressivePay->side][progressivePay->seat] += progressivePay->amount;
        } else if (super4Collect != nullptr &&
                   (super4Collect->side == "super4Stax" || super4Collect->side == "streak")) {
            ++sideSettlements[super4Collect->side][super4Collect->seat];
            sideNet[super4Collect->side][super4Collect->seat] -= super4Collect->amount;
        } else if (progressivePay != nullptr && progressivePay->side == "progressive") {
            ++progressiveSettlements[progressivePay->seat];
            progressiveNet[progressivePay->seat] += progressivePay->amount;
        } else if (progressiveBack != nullptr && progressiveBack->side == "progressive") {
            ++progressiveSettlements[progressiveBack->seat];
        } else if (const auto *pay = std::get_if<action::Pay>(&*entry.action)) {
            record(pay->seat, pay->hand, pay->behind, pay->wager, pay->amount);
        } else if (const auto *collect = std::get_if<action::Collect>(&*entry.action)) {
            record(collect->seat, collect->hand, collect->behind, collect->wager, -collect->amount);
        } else if (const auto *back = std::get_if<action::ReturnWager>(&*entry.action)) {
            record(back->seat, back->hand, back->behind, back->wager, Money());
        } else if (const auto *surrender = std::get_if<action::SettleSurrender>(&*entry.action)) {
            const RoundHand *hand = round.hand(surrender->seat, surrender->hand);
            Money wager = hand != nullptr ? hand->wager : Money();
            for (const auto &stake : hand != nullptr ? hand->behind : std::vector<BehindStake>{}) {
                if (stake.behind == surrender->behind) {
                    wager = stake.wager;
                }
            }
            record(surrender->seat, surrender->hand, surrender->behind, action::Wager::Main,
                   surrender->amount - wager);
        }
    }

    Table table;
    table.tribal = rules.offer.regulation == Regulation::BlackjackTribal;
    table.faceUpHoleCard = rules.offer.holeCard == HoleCard::FaceUp;
    table.sixToFiveVariation = rules.offer.sixToFive;
    table.sixToFivePaid = rules.offer.sixToFive || rules.offer.sixToFiveOnShoe;
    table.suited678 = rules.offer.sixSevenEightSuited2to1;
    table.threeSevens = rules.offer.threeSevens3to2;
    table.fiveCard21 = rules.offer.fiveCard21Pays2to1;
    table.splitTwoCard21Wins = rules.offer.splitTwoCard21BeatsDealer21;
    const std::vector<Card> &dealer = round.dealer.cards;
    const bool dealerBlackjack = naturalBlackjack(dealer, false);
    coverage.dealerBlackjacks += dealerBlackjack ? 1 : 0;

    if (round.multipleAction) {
        coverage.multipleAction += 1;
        coverage.tribalMultipleAction += table.tribal ? 1 : 0;
        for (const auto &box : round.boxes) {
            for (const auto &hand : box.hands) {
                coverage.multipleActionFaceDown += hand.doubleCardFaceDown ? 1 : 0;
            }
        }
        return checkMultipleAction(round, mainSettlements, mainNet, insuranceSettlements,
                                   insuranceNet, table);
    }
    // §19(h), (i): four-ace winners share the meter, raised by 70% (the
    // default rate) of each $1.00 registered.
    int fourAceWinners = 0;
    int registered = 0;
    for (const auto &box : round.boxes) {
        const bool out =
            std::find(scenario.progressiveLightsOut.begin(), scenario.progressiveLightsOut.end(),
                      box.seat) != scenario.progressiveLightsOut.end();
        for (const auto &wager : box.sideWagers) {
            bool fourAces = false;
            progressiveOracle(dealtInOrder[box.seat], &fourAces);
            if (wager.wager == SideWager::Progressive && !out) {
                ++registered;
                fourAceWinners += fourAces ? 1 : 0;
            }
        }
    }
    const Money meter =
        rules.offer.sideWagerOptions.progressive.initialMeter + Money::cents(registered * 70);
    std::size_t settledHands = 0;
    for (const auto &box : round.boxes) {
        // §13(c)-(f): each player on the box (0 = the caller) checked on their own.
        for (int place = 0; place <= static_cast<int>(box.behind.size()); ++place) {
            const std::string where =
                "seat " + std::to_string(box.seat) +
                (place > 0 ? " behind " + std::to_string(place) : std::string());
            // The player's wagers, as hands of their own on the box's cards.
            std::vector<std::pair<int, RoundHand>> hands;
            for (std::size_t i = 0; i < box.hands.size(); ++i) {
                RoundHand own = box.hands[i];
                if (place > 0) {
                    const auto stake =
                        std::find_if(own.behind.begin(), own.behind.end(),
                                     [&](const BehindStake &s) { return s.behind == place; });
                    if (stake == own.behind.end()) {
                        continue;
                    }
                    own.wager = stake->wager;
                    own.doubleDown = stake->doubleDown;
                }
                hands.emplace_back(static_cast<int>(i) + 1, own);
            }
            const Money initial =
                place == 0 ? box.initialWager
                           : box.behind[static_cast<std::size_t>(place - 1)].initialWager;
            const std::optional<Money> insurance =
                place == 0 ? box.insurance
                           : box.behind[static_cast<std::size_t>(place - 1)].insurance;
            const bool evenMoney = place == 0
                                       ? box.evenMoney
                                       : box.behind[static_cast<std::size_t>(place - 1)].evenMoney;
            Money onHands;
            for (const auto &[number, hand] : hands) {
                onHands += hand.wager;
            }
            if (onHands != placed[{box.seat, place}]) {
                return where + ": the hands hold " + onHands.text() + " but " +
                       placed[{box.seat, place}].text() + " was placed";
            }
            // Each wager placed is settled exactly once.
            for (const auto &[number, hand] : hands) {
                if (mainSettlements[{box.seat, number, place}] != 1) {
                    return where + " hand " + std::to_string(number) + ": main wager settled " +
                           std::to_string(mainSettlements[{box.seat, number, place}]) + " times";
                }
                ++settledHands;
            }
            // The side wagers are the caller's (players behind place none).
            if (place == 0) {
                const bool progressive = !box.sideWagers.empty() &&
                                         box.sideWagers.front().wager == SideWager::Progressive;
                if (progressive) {
                    ++coverage.progressiveWagers;
                    const bool out = std::find(scenario.progressiveLightsOut.begin(),
                                               scenario.progressiveLightsOut.end(),
                                               box.seat) != scenario.progressiveLightsOut.end();
                    bool fourAces = false;
                    Money expected = progressiveOracle(dealtInOrder[box.seat], &fourAces);
                    if (fourAces) {
                        expected = Money::cents(meter.inCents() / fourAceWinners);
                    }
                    expected = out ? Money() : expected;
                    coverage.progressiveWins += expected > Money() ? 1 : 0;
                    const int settlements = out || expected > Money() ? 1 : 0; // §15(o), §19(h)
                    if (progressiveSettlements[box.seat] != settlements ||
                        progressiveNet[box.seat] != expected) {
                        return where + ": progressive settled " +
                               std::to_string(progressiveSettlements[box.seat]) + " times for " +
                               progressiveNet[box.seat].text() + ", expected " + expected.text();
                    }
                }
                const bool super4 = !box.sideWagers.empty() &&
                                    box.sideWagers.front().wager == SideWager::Super4Stax;
                if (super4) {
                    // §19(k)-(l): a dealer blackjack pays a row of the table (the
                    // least, "Any Hand", $25); an ace up without one $10; else lost.
                    ++coverage.super4Wagers;
                    const bool ace = dealer.front().rank == Rank::Ace;
                    const Money net = sideNet["super4Stax"][box.seat];
                    const bool right = dealerBlackjack ? net >= Money::dollars(25)
                                       : ace           ? net == Money::dollars(10)
                                                       : net == -box.sideWagers.front().amount;
                    if (sideSettlements["super4Stax"][box.seat] != 1 || !right) {
                        return where + ": Super 4 Stax settled " +
                               std::to_string(sideSettlements["super4Stax"][box.seat]) +
                               " times for " + net.text();
                    }
                }
                const bool streak =
                    !box.sideWagers.empty() && box.sideWagers.front().wager == SideWager::Streak;
                if (streak) {
                    // §22(d)-(h) in the streak's first round: the hands' results
                    // (pushes set aside, §22(g)-(h)) lose it, mark one win with
                    // the lammer on "2", or leave it. No area is won in one round.
                    ++coverage.streakWagers;
                    int wins = 0;
                    int losses = 0;
                    for (const auto &[number, hand] : hands) {
                        const Money net = mainNet[{box.seat, number, 0}];
                        wins += net > Money() ? 1 : 0;
                        losses += net < Money() ? 1 : 0;
                    }
                    const Money amount = box.sideWagers.front().amount;
                    const bool lost = losses > wins;
                    const std::vector<int> lammer =
                        wins > losses ? std::vector<int>{2} : std::vector<int>{};
                    const auto kept = session.state().streaks.find(box.seat);
                    const bool keptRight =
                        lost ? kept == session.state().streaks.end()
                             : kept != session.state().streaks.end() &&
                                   kept->second.consecutiveWins == (wins > losses ? 1 : 0);
                    if (sideSettlements["streak"][box.seat] != (lost ? 1 : 0) ||
                        sideNet["streak"][box.seat] != (lost ? -amount : Money()) ||
                        lammers[box.seat] != lammer || !keptRight) {
                        return where + ": streak settled " +
                               std::to_string(sideSettlements["streak"][box.seat]) + " times for " +
                               sideNet["streak"][box.seat].text() + " with " +
                               std::to_string(lammers[box.seat].size()) + " lammers, " +
                               std::to_string(wins) + " hands won, " + std::to_string(losses) +
                               " lost";
                    }
                    coverage.streakLosses += lost ? 1 : 0;
                    coverage.streakLammers += static_cast<int>(lammer.size());
                }
                const bool sevens = !box.sideWagers.empty() && !progressive && !super4 && !streak;
                coverage.sevensWagers += sevens ? 1 : 0;
                if (sevensSettlements[box.seat] != (sevens ? 1 : 0)) {
                    return where + ": sevens wager settled " +
                           std::to_string(sevensSettlements[box.seat]) + " times";
                }
                if (sevens && initialTwo.count(box.seat) &&
                    sevensNet[box.seat] !=
                        sevensOracle(initialTwo[box.seat], box, box.sideWagers.front().amount)) {
                    return where + ": sevens wager net " + sevensNet[box.seat].text() +
                           ", expected " +
                           sevensOracle(initialTwo[box.seat], box, box.sideWagers.front().amount)
                               .text();
                }
            }
            const bool insured = insurance && *insurance > Money();
            if (insuranceSettlements[{box.seat, place}] != (insured ? 1 : 0)) {
                return where + ": insurance settled " +
                       std::to_string(insuranceSettlements[{box.seat, place}]) + " times";
            }
            if (insured) {
                // §9(a), §9(c): 2 to 1 when the dealer has blackjack; lost otherwise (§9(d)).
                const Money expected = dealerBlackjack ? won(*insurance, 2, 1) : -*insurance;
                if (insuranceNet[{box.seat, place}] != expected) {
                    return where + ": insurance net " + insuranceNet[{box.seat, place}].text() +
                           ", expected " + expected.text();
                }
            }
            if (evenMoney) {
                // §7(c): the blackjack paid at 1 to 1 instead.
                if (mainNet[{box.seat, 1, place}] != initial) {
                    return where + ": even money net " + mainNet[{box.seat, 1, place}].text();
                }
                continue;
            }
            if (dealerBlackjack && box.hands.size() > 1) {
                // §11(d): only the original wager is collected, not the split
                // amounts (nor doubles on the split hands, §10(b)). In the 6 to 5
                // variation a hand over 21 was collected at once (§6A(e)(3)),
                // before the dealer obtained blackjack: those wagers are lost, and
                // §11(d) then leaves the box's other wagers alone.
                Money total;
                Money collectedAtOnce;
                for (const auto &[number, hand] : hands) {
                    total += mainNet[{box.seat, number, place}];
                    if (collectedAtOnceOver21(hand, table)) {
                        collectedAtOnce -= hand.wager;
                    }
                }
                const Money expected = collectedAtOnce < Money() ? collectedAtOnce : -initial;
                if (total != expected) {
                    return where + ": split against a dealer blackjack nets " + total.text() +
                           ", expected " + expected.text() + " (§11(d))";
                }
                continue;
            }
            for (const auto &[number, hand] : hands) {
                Money expected = oracleHand(hand, dealer, table);
                if (dealerBlackjack && hand.doubleDown > Money() && !table.faceUpHoleCard &&
                    !collectedAtOnceOver21(hand, table)) {
                    expected = -(hand.wager - hand.doubleDown); // §10(b): only the original
                }
                const Money net = mainNet[{box.seat, number, place}];
                if (net != expected) {
                    return where + " hand " + std::to_string(number) + ": net " + net.text() +
                           ", expected " + expected.text();
                }
            }
        }
    }
    // Nothing settled on a hand that does not exist.
    std::size_t recorded = 0;
    for (const auto &[spot, count] : mainSettlements) {
        recorded += count > 0 ? 1 : 0;
    }
    if (recorded != settledHands) {
        return "a settlement names a hand that is not on the layout";
    }
    return {};
}

} // namespace

class TestBlackjackRoundRandom : public QObject {
    Q_OBJECT

private slots:
    void unusualChoiceIsAllowedAndReplays_data();
    void unusualChoiceIsAllowedAndReplays();
    void insuranceLimit_data();
    void insuranceLimit();
    void unusualInsuranceAnswer();
    void wagerChecks_data();
    void wagerChecks();
    void perfectDealerCompletesEveryRound_data();
    void perfectDealerCompletesEveryRound();
};

// A box at seat 1 with `cards`, the dealer showing `up`.
namespace {
Round roundWith(const QString &cards, const QString &up, Money wager = Money::dollars(10)) {
    Round round = newRound({{1, wager}});
    round.boxes[0].hands[0].cards = dttest::cardsOf(cards);
    round.dealer.cards = dttest::cardsOf(up);
    return round;
}

TableRules rulesWith(bool surrender) {
    TableRules rules;
    rules.offer.surrender = surrender;
    rules.offer.evenMoney = true;
    return rules;
}

} // namespace

void TestBlackjackRoundRandom::unusualChoiceIsAllowedAndReplays_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("up");
    QTest::addColumn<bool>("surrender");
    QTest::addColumn<double>("rate");
    QTest::addColumn<int>("expected"); // event::Decision
    // The choice basic strategy makes (rate 0) comes from the chart in
    // basic_strategy.h's sources; the unusual one (rate 1) is the only
    // unusual choice the hand offers.
    QTest::newRow("§6(f) BJ-OPT-12 rate 0: basic strategy stands on 19 v 5")
        << "10H 9D"
        << "5S" << true << 0.0 << static_cast<int>(Decision::Stand);
    QTest::newRow("§8(a) BJ-OPT-01 surrender a 19 basic strategy stands on")
        << "10H 9D"
        << "5S" << true << 1.0 << static_cast<int>(Decision::Surrender);
    QTest::newRow("§11(a) BJ-OPT-12 split tens")
        << "10H KD"
        << "6S" << false << 1.0 << static_cast<int>(Decision::Split);
    QTest::newRow("§12(a) hit a stiff 17")
        << "10H 7D"
        << "10S" << false << 1.0 << static_cast<int>(Decision::Hit);
    QTest::newRow("§6(f) stand on a 12 basic strategy hits")
        << "10H 2D"
        << "2S" << false << 1.0 << static_cast<int>(Decision::Stand);
    QTest::newRow("§10(a) BJ-OPT-10 double a soft 18 basic strategy hits")
        << "AH 7D"
        << "9S" << false << 1.0 << static_cast<int>(Decision::Double);
}

void TestBlackjackRoundRandom::unusualChoiceIsAllowedAndReplays() {
    QFETCH(QString, cards);
    QFETCH(QString, up);
    QFETCH(bool, surrender);
    QFETCH(double, rate);
    QFETCH(int, expected);
    const TableRules rules = rulesWith(surrender);
    const Round round = roundWith(cards, up);
    const Money wager = Money::dollars(10);
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const PlayerPolicy policy(rules, seed, rate);
        const auto answer = policy.decision(round, Spot{1, 1});
        QCOMPARE(static_cast<int>(answer.decision), expected);
        // The same seed and the same round give the same answer.
        QCOMPARE(PlayerPolicy(rules, seed, rate).decision(round, Spot{1, 1}), answer);
        if (answer.decision == Decision::Double) {
            // §10(a): not in excess of the original wager, in $1 chips.
            QVERIFY(answer.amount > Money() && answer.amount <= wager);
            QCOMPARE(answer.amount.inCents() % 100, std::int64_t{0});
        } else if (answer.decision == Decision::Split) {
            QCOMPARE(answer.amount, wager); // §11(a): equal to the original
        } else {
            QCOMPARE(answer.amount, Money());
        }
    }
}

void TestBlackjackRoundRandom::insuranceLimit_data() {
    QTest::addColumn<int>("wagerCents");
    QTest::addColumn<int>("chipCents");
    QTest::addColumn<int>("limitCents");
    // §9(b): half the initial wager; when half cannot be bet in chips, the
    // next unit that can.
    QTest::newRow("§9(b) BJ-OPT-06 $10 wager, $1 chips: $5") << 1000 << 100 << 500;
    QTest::newRow("§9(b) BJ-OPT-06 $5 wager, $1 chips: next unit $3") << 500 << 100 << 300;
    QTest::newRow("§9(b) BJ-OPT-06 $7 wager, $1 chips: next unit $4") << 700 << 100 << 400;
    QTest::newRow("§9(b) BJ-OPT-06 $25 wager, $5 chips: next unit $15") << 2500 << 500 << 1500;
    QTest::newRow("§9(b) BJ-OPT-06 $20 wager, $5 chips: $10") << 2000 << 500 << 1000;
    QTest::newRow("§9(b) BJ-OPT-06 $15 wager, $5 chips: next unit $10") << 1500 << 500 << 1000;
}

void TestBlackjackRoundRandom::insuranceLimit() {
    QFETCH(int, wagerCents);
    QFETCH(int, chipCents);
    QFETCH(int, limitCents);
    QCOMPARE(blackjack::insuranceLimit(Money::cents(wagerCents), Money::cents(chipCents)),
             Money::cents(limitCents));
}

void TestBlackjackRoundRandom::unusualInsuranceAnswer() {
    // §9(a)-(b), §7(c): at rate 1 every box insures up to the limit, a
    // blackjack takes even money or insurance; at rate 0 nobody insures.
    const TableRules rules = rulesWith(false);
    const Round hard = roundWith("10H 7D", "AS", Money::dollars(25));
    const Round natural = roundWith("AH KD", "AS", Money::dollars(25));
    int evenMoney = 0;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        QCOMPARE(PlayerPolicy(rules, seed, 0.0).insuranceAnswer(hard, 1).decision,
                 Decision::NoInsurance);
        const auto insured = PlayerPolicy(rules, seed, 1.0).insuranceAnswer(hard, 1);
        QCOMPARE(insured.decision, Decision::Insurance);
        QVERIFY(insured.amount >= Money::dollars(1) && insured.amount <= Money::dollars(13));
        const auto blackjack = PlayerPolicy(rules, seed, 1.0).insuranceAnswer(natural, 1);
        QVERIFY(blackjack.decision == Decision::EvenMoney ||
                blackjack.decision == Decision::Insurance);
        evenMoney += blackjack.decision == Decision::EvenMoney ? 1 : 0;
    }
    QVERIFY(evenMoney > 0 && evenMoney < 50);
}

void TestBlackjackRoundRandom::wagerChecks_data() {
    QTest::addColumn<int>("wagerCents");
    QTest::addColumn<int>("insuranceCents"); // 0: none
    QTest::addColumn<int>("doubleCents");    // a scripted double's amount, 0: none
    QTest::addColumn<int>("splitCents");     // a scripted split's amount, 0: none
    QTest::addColumn<bool>("sixToFive");
    QTest::addColumn<QString>("path"); // empty: no problem
    QTest::addColumn<QString>("section");
    QTest::newRow("§3(a) a $10 wager at a $5-$500 table") << 1000 << 0 << 0 << 0 << false << ""
                                                          << "";
    QTest::newRow("§3(a) BJ-WAGER-01 below the table minimum")
        << 300 << 0 << 0 << 0 << false << "players[0].wager"
        << "";
    QTest::newRow("§3(a) BJ-WAGER-01 above the table maximum")
        << 60000 << 0 << 0 << 0 << false << "players[0].wager"
        << "";
    QTest::newRow("§3(d) BJ-WAGER-01 not in $1 chips")
        << 1050 << 0 << 0 << 0 << false << "players[0].wager"
        << "§3(d)";
    QTest::newRow("§3(d) BJ-WAGER-02 6 to 5 variation, $12 is not a multiple of $5")
        << 1200 << 0 << 0 << 0 << true << "players[0].wager"
        << "§3(d)";
    QTest::newRow("§3(d) BJ-WAGER-02 6 to 5 variation, $15") << 1500 << 0 << 0 << 0 << true << ""
                                                             << "";
    QTest::newRow("§9(b) BJ-OPT-06 insurance of half the wager")
        << 1000 << 500 << 0 << 0 << false << ""
        << "";
    QTest::newRow("§9(b) BJ-OPT-06 insurance to the next chip unit, $3 on $5")
        << 500 << 300 << 0 << 0 << false << ""
        << "";
    QTest::newRow("§9(b) BJ-OPT-06 insurance above half the wager")
        << 1000 << 600 << 0 << 0 << false << "players[0].insurance"
        << "§9(b)";
    QTest::newRow("§10(a) BJ-OPT-10 double for less") << 1000 << 0 << 500 << 0 << false << ""
                                                      << "";
    QTest::newRow("§10(a) BJ-OPT-10 double above the original wager")
        << 1000 << 0 << 1500 << 0 << false << "players[0].decisions[0].amount"
        << "§10(a)";
    QTest::newRow("§11(a) BJ-OPT-12 split for another amount")
        << 1000 << 0 << 0 << 500 << false << "players[0].decisions[0].amount"
        << "§11(a)";
}

void TestBlackjackRoundRandom::wagerChecks() {
    QFETCH(int, wagerCents);
    QFETCH(int, insuranceCents);
    QFETCH(int, doubleCents);
    QFETCH(int, splitCents);
    QFETCH(bool, sixToFive);
    QFETCH(QString, path);
    QFETCH(QString, section);
    Scenario scenario;
    scenario.table = dttest::tableFor(Regulation::Blackjack, sixToFive ? 2 : 6);
    scenario.start = StartSituation::RoundReady;
    TableRules rules;
    if (sixToFive) {
        rules.offer.decks = 2;
        rules.offer.sixToFive = true;
        rules.offer.shuffler = Shuffler::AutomatedBatches;
        rules.offer.soft17 = DealerSoft17::Hits;
    }
    scenario.rules = rules;
    PlayerScript player;
    player.wager = Money::cents(wagerCents);
    if (insuranceCents > 0) {
        player.insurance = Money::cents(insuranceCents);
    }
    if (doubleCents > 0) {
        player.decisions.push_back({Decision::Double, Money::cents(doubleCents)});
    }
    if (splitCents > 0) {
        player.decisions.push_back({Decision::Split, Money::cents(splitCents)});
    }
    scenario.players.push_back(player);
    QStringList found;
    for (const auto &problem : validate(scenario)) {
        if (dttest::qs(problem.path).startsWith(QStringLiteral("players"))) {
            found << dttest::qs(problem.path + ": " + problem.message);
        } else if (dttest::qs(problem.path).startsWith(QStringLiteral("rules"))) {
            QFAIL(qPrintable(dttest::qs(problem.path + ": " + problem.message)));
        }
    }
    if (path.isEmpty()) {
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        return;
    }
    QCOMPARE(found.size(), 1);
    QVERIFY2(found[0].startsWith(path + ": "), qPrintable(found[0]));
    QVERIFY2(found[0].contains(section), qPrintable(found[0]));
}

void TestBlackjackRoundRandom::perfectDealerCompletesEveryRound_data() {
    QTest::addColumn<int>("holeCardIndex");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("§6(h) BJ-DEAL-06 BJ-SETTLE-01 BJ-SETTLE-07 no hole card, random rounds")
        << static_cast<int>(HoleCard::SecondCardAfterPlayers) << quint64{1};
    QTest::newRow("§6(j) BJ-DEAL-07 BJ-SETTLE-07 hole card face down, random rounds")
        << static_cast<int>(HoleCard::FaceDown) << quint64{2};
    QTest::newRow("§6(j)(1) BJ-DEAL-08 BJ-DEAL-09 card reader, random rounds")
        << static_cast<int>(HoleCard::FaceDownWithCardReader) << quint64{3};
    QTest::newRow("§6(k) BJ-DEAL-11 BJ-SETTLE-11 hole card face up, random rounds")
        << static_cast<int>(HoleCard::FaceUp) << quint64{4};
}

void TestBlackjackRoundRandom::perfectDealerCompletesEveryRound() {
    QFETCH(int, holeCardIndex);
    const auto holeCard = static_cast<HoleCard>(holeCardIndex);
    QFETCH(quint64, seed);
    bool ok = false;
    const int total = qEnvironmentVariableIntValue("DT_RANDOM_ROUNDS", &ok);
    const int rounds = (ok && total > 0 ? total : 100000) / 4;
    Dice dice{SeededRandom(seed)};
    Coverage coverage;
    for (int attempt = 0; coverage.rounds < rounds; ++attempt) {
        const TableRules rules = randomRules(dice, holeCard);
        if (!validate(rules.offer).empty()) {
            ++coverage.skippedOffers;
            QVERIFY2(coverage.skippedOffers < 20 * (coverage.rounds + 50),
                     "almost every random offer is invalid");
            continue;
        }
        const std::uint64_t roundSeed = dice.random.next();
        const Scenario scenario = randomScenario(dice, rules, roundSeed);
        auto problems = validate(scenario);
        // A table the shoe's preparation refuses (a single deck cannot be
        // cut as §5(c) asks) is skipped like an invalid offer.
        if (!problems.empty() && problems.front().path.rfind("table.", 0) == 0) {
            ++coverage.skippedOffers;
            continue;
        }
        if (!problems.empty()) {
            QFAIL(qPrintable(QStringLiteral("a random scenario is invalid: ") +
                             dttest::qs(problems.front().path + ": " + problems.front().message) +
                             "\n" + dttest::qs(describeRules(rules, scenario))));
        }
        Dice dealerDice{SeededRandom(roundSeed ^ 0x5eedULL)};
        const std::string failure = playRound(dealerDice, scenario, rules, coverage);
        if (!failure.empty()) {
            // Replay to print the transcript up to the failure.
            Dice replayDice{SeededRandom(roundSeed ^ 0x5eedULL)};
            Session session(scenario, refereeFor(scenario));
            const RoundReferee roundReferee(rules);
            for (int i = 0; i < 600 && !roundReferee.isComplete(session.state()); ++i) {
                const auto options = session.expected();
                if (options.empty() ||
                    (std::holds_alternative<action::DealCard>(options.front().action) &&
                     session.state().shoe.empty())) {
                    break;
                }
                const auto &chosen = options[static_cast<std::size_t>(
                    replayDice.below(static_cast<int>(options.size())))];
                if (!session.perform(chosen.action).correct) {
                    break;
                }
            }
            QFAIL(qPrintable(dttest::qs("round " + std::to_string(coverage.rounds) + ": " +
                                        failure + "\n" + describeRules(rules, scenario) +
                                        "\ntranscript:\n" + transcript(session))));
        }
        ++coverage.rounds;
    }
    qInfo("%d rounds (%d offers skipped as invalid), %d actions; dealer blackjacks %d, splits %d, "
          "doubles %d, surrenders %d, insurance %d, even money %d, cut card %d, remedies %d, "
          "wagers behind a caller %d, their answers to a double or split %d, multiple action %d, "
          "(tribal %d, face-down double cards %d), "
          "hand-dealt 6 to 5 %d, sevens wagers %d, sevens offers %d, progressive wagers %d (%d "
          "won), Super 4 %d, streak %d (%d lost, %d lammers), double shoe %d, batch shuffler after "
          "the cut card %d",
          coverage.rounds, coverage.skippedOffers, coverage.actions, coverage.dealerBlackjacks,
          coverage.splits, coverage.doubles, coverage.surrenders, coverage.insurances,
          coverage.evenMoney, coverage.cutCardRounds, coverage.remedies, coverage.wagersBehind,
          coverage.behindAnswers, coverage.multipleAction, coverage.tribalMultipleAction,
          coverage.multipleActionFaceDown, coverage.handDealtRounds, coverage.sevensWagers,
          coverage.sevensOffers, coverage.progressiveWagers, coverage.progressiveWins,
          coverage.super4Wagers, coverage.streakWagers, coverage.streakLosses,
          coverage.streakLammers, coverage.doubleShoeRounds, coverage.shoeBatchRounds);
    QVERIFY(coverage.wagersBehind > 0 || rounds < 100); // §13
    // §22: streak wagers lost and marked with a lammer.
    QVERIFY((coverage.streakLosses > 0 && coverage.streakLammers > 0) || rounds < 1000);
    QVERIFY(coverage.multipleAction > 0 || holeCard != HoleCard::SecondCardAfterPlayers ||
            rounds < 100);
    // 002 (q); §10(c) with §18 (face-down double cards at 000 multiple action tables).
    QVERIFY(coverage.tribalMultipleAction > 0 || holeCard != HoleCard::SecondCardAfterPlayers ||
            rounds < 1000);
    QVERIFY(coverage.multipleActionFaceDown > 0 || holeCard != HoleCard::SecondCardAfterPlayers ||
            rounds < 1000);
    QVERIFY(coverage.splits > 0 || rounds < 100);
    // §6A(h): the variation is dealt with no hole card or with a card reader.
    const bool handDealtAllowed = holeCard == HoleCard::SecondCardAfterPlayers ||
                                  holeCard == HoleCard::FaceDownWithCardReader;
    QVERIFY(coverage.handDealtRounds > 0 || !handDealtAllowed || rounds < 100);
    QVERIFY(coverage.surrenders > 0 || holeCard == HoleCard::FaceUp || rounds < 100);
    QVERIFY(coverage.doubleShoeRounds > 0 || rounds < 100); // §6(d)
    QVERIFY(coverage.shoeBatchRounds > 0 || rounds < 1000); // §2(b) (the second (b))
    QVERIFY(coverage.preparations > 0 || rounds < 100);     // §6(l) after the cut card
}

QTEST_APPLESS_MAIN(TestBlackjackRoundRandom)
#include "tst_blackjack_round_random.moc"

#include "round_simulator.h"

#include "../../odds.h"
#include "buster_blackjack.h"
#include "dealer_draw.h"
#include "optional_bonus.h"
#include "progressive_wagers.h"
#include "settlement.h"
#include "streak.h"

#include <algorithm>
#include <utility>

namespace dt::blackjack {

namespace {

// §2(b)(1)-(2): the value of a card code (rank in the low four bits), the
// ace as one.
constexpr std::array<int, 16> kValue = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 0, 0};

int valueOf(std::uint8_t code) {
    return kValue[code & 15u];
}

int rankOf(std::uint8_t code) {
    return code & 15;
}

int suitOf(std::uint8_t code) {
    return code >> 4;
}

// Uniform in [0, range) from the top 32 bits of one draw (Lemire's
// multiply-and-reject: no division in the common case).
std::uint32_t bounded(SeededRandom &random, std::uint32_t range) {
    std::uint64_t product = (random.next() >> 32) * range;
    auto low = static_cast<std::uint32_t>(product);
    if (low < range) {
        const std::uint32_t threshold = (0u - range) % range;
        while (low < threshold) {
            product = (random.next() >> 32) * range;
            low = static_cast<std::uint32_t>(product);
        }
    }
    return static_cast<std::uint32_t>(product >> 32);
}

struct Hand {
    int hard = 0; // aces as one
    int count = 0;
    bool ace = false;
    bool doubled = false;
    bool fromSplit = false;
    bool splitAces = false;
    bool surrendered = false;
    std::array<std::uint8_t, 3> first{}; // the first three cards

    void add(std::uint8_t code) {
        hard += valueOf(code);
        ace = ace || rankOf(code) == 1;
        if (count < 3) {
            first[static_cast<std::size_t>(count)] = code;
        }
        ++count;
    }
    // §2(b)(3)(i): one ace counts eleven when that is 21 or less.
    bool soft() const { return ace && hard + 10 <= 21; }
    int total() const { return soft() ? hard + 10 : hard; }
    // §1: an ace and a ten-value card as the initial two cards, not after a
    // split.
    bool natural() const { return count == 2 && !fromSplit && total() == 21; }
};

constexpr int kMaxHands = 4;
constexpr int kMaxBoxes = 7;

struct Box {
    std::array<Hand, kMaxHands> hands;
    int count = 1;
};

// §3(e)(1): the 6, 7 and 8 of the same suit.
bool suited678(const std::array<std::uint8_t, 3> &cards) {
    if (suitOf(cards[0]) != suitOf(cards[1]) || suitOf(cards[0]) != suitOf(cards[2])) {
        return false;
    }
    std::array<int, 3> ranks = {rankOf(cards[0]), rankOf(cards[1]), rankOf(cards[2])};
    std::sort(ranks.begin(), ranks.end());
    return ranks[0] == 6 && ranks[1] == 7 && ranks[2] == 8;
}

// §3(e)(2): three 7's of any suit.
bool threeSevens(const std::array<std::uint8_t, 3> &cards) {
    return rankOf(cards[0]) == 7 && rankOf(cards[1]) == 7 && rankOf(cards[2]) == 7;
}

// The card of a code, deck 0.
Card cardOf(std::uint8_t code) {
    return Card{static_cast<Rank>(rankOf(code)), static_cast<Suit>(suitOf(code)), 0};
}

// The hands of a box whose outcome waits on the dealer's final total (§12(c)).
int standingHands(const Box &box) {
    int standing = 0;
    for (int i = 0; i < box.count; ++i) {
        const Hand &hand = box.hands[static_cast<std::size_t>(i)];
        standing += !hand.surrendered && hand.total() <= 21 && !(box.count == 1 && hand.natural());
    }
    return standing;
}

// The net in cents of one hand of a box (`boxHands` hands) against a dealer
// hand that is not a blackjack.
std::int64_t netOfHand(const Hand &hand, int boxHands, const Hand &dealer,
                       const RoundSimulator::Payouts &pay) {
    const std::int64_t stake = hand.doubled ? 2 * pay.wager : pay.wager;
    const int total = hand.total();
    if (hand.surrendered) {
        return -pay.surrenderLoss; // §8(a)(1)-(2)
    }
    if (total > 21) {
        return -stake; // §3(a): over 21 loses, even if the dealer busts
    }
    if (boxHands == 1 && hand.natural()) {
        return pay.blackjackWin; // §3(e)
    }
    const int dealerTotal = dealer.total();
    bool wins = dealerTotal > 21 || total > dealerTotal; // §3(a)(1)-(2)
    if (total == dealerTotal) {
        // §3(a)(3) for a split hand's two-card 21 is a table reading
        // (checklist): by default it pushes (§3(b)).
        wins = total == 21 && hand.count == 2 && dealer.count > 2 && pay.splitTwoCard21Wins;
        if (!wins) {
            return 0; // §3(b), §16(b): void
        }
    }
    if (!wins) {
        return -stake;
    }
    if (pay.bonuses && hand.count == 3 && pay.suited678 && suited678(hand.first)) {
        return 2 * stake; // §3(e)(1)
    }
    if (pay.bonuses && hand.count == 3 && pay.threeSevens && threeSevens(hand.first)) {
        return stake * 3 / 2; // §3(e)(2), rounded down to the cent
    }
    if (pay.bonuses && pay.fiveCard21 && hand.count == 5 && total == 21) {
        return 2 * stake; // §3(e)(4), §16(a)
    }
    return stake; // §3(e): 1 to 1
}

// The net in cents of a box against the dealer's hand.
std::int64_t netAgainst(const Box &box, const Hand &dealer, bool dealerBlackjack,
                        const RoundSimulator::Payouts &pay) {
    if (dealerBlackjack) {
        const Hand &hand = box.hands[0];
        if (box.count > 1) {
            return -pay.wager; // §11(d): the original wager only, once
        }
        if (hand.natural() && !hand.surrendered) {
            return 0; // §3(b), §7(b): a standoff
        }
        return -pay.wager; // §10(b) doubled: the original only; §8(a)(2) surrender
    }
    std::int64_t net = 0;
    for (int i = 0; i < box.count; ++i) {
        net += netOfHand(box.hands[static_cast<std::size_t>(i)], box.count, dealer, pay);
    }
    return net;
}

// streakMemo_: not computed yet.
constexpr std::int16_t kUnknownStreak = -1;
// streakMemo_: a decided wager, kDecided + its net in dollars (-1 or the odds).
constexpr std::int16_t kDecided = 1000;

// Cards given in deal order (cross-checks).
struct SpanSource {
    std::span<const Card> cards;
    std::size_t position = 0;
    bool exhausted = false;

    std::uint8_t next() {
        if (position >= cards.size()) {
            exhausted = true;
            return RoundSimulator::codeOf(Card{Rank::Ten, Suit::Spades, 0});
        }
        return RoundSimulator::codeOf(cards[position++]);
    }
};

} // namespace

// The seeded shoe of a simulator.
struct ShoeSource {
    RoundSimulator *simulator;
    std::uint8_t next() { return simulator->draw(); }
};

SimulationTotals &SimulationTotals::operator+=(const SimulationTotals &other) {
    rounds += other.rounds;
    boxRounds += other.boxRounds;
    initialWagered += other.initialWagered;
    net += other.net;
    sumOfSquares += other.sumOfSquares;
    winningBoxRounds += other.winningBoxRounds;
    shuffles += other.shuffles;
    for (std::size_t i = 0; i < sideWagers.size(); ++i) {
        sideWagers[i] += other.sideWagers[i];
    }
    return *this;
}

WagerTally &WagerTally::operator+=(const WagerTally &other) {
    wagers += other.wagers;
    wagered += other.wagered;
    net += other.net;
    sumOfSquares += other.sumOfSquares;
    hits += other.hits;
    advances += other.advances;
    losses += other.losses;
    return *this;
}

std::optional<std::string> simulationRefusal(const SimulationSetup &setup) {
    if (setup.offer.holeCard == HoleCard::FaceUp) {
        return std::string("§6(k): with the hole card dealt face up before the players act, ties "
                           "lose and the player sees both dealer cards; the basic strategy charts "
                           "used here are for an unseen dealer card, so this table is not "
                           "simulated.");
    }
    if (setup.boxes < 1 || setup.boxes > kMaxBoxes) {
        return std::string("§11(e): a table has at most seven player boxes; simulate 1 to 7.");
    }
    if (setup.offer.decks < 1) {
        return std::string("§2(a): blackjack is played with at least one deck.");
    }
    return std::nullopt;
}

RoundSimulator::RoundSimulator(const SimulationSetup &setup)
    : strategy_(StrategyRules::of(setup.offer))
    , random_(setup.seed) {
    const TableOffer &offer = setup.offer;
    rules_.boxes = std::clamp(setup.boxes, 1, kMaxBoxes);
    rules_.maxSplitHands = std::clamp(offer.maxSplitHands, 1, kMaxHands);
    rules_.splitAcesOnce = offer.splitAcesOnce;
    rules_.doubleAfterSplit = offer.doubleAfterSplit;
    rules_.surrender = offer.surrender && !offer.sixToFive; // §8(c)
    rules_.holeCardBeforePlayers =
        offer.holeCard == HoleCard::FaceDown || offer.holeCard == HoleCard::FaceDownWithCardReader;
    rules_.cardReader = offer.holeCard == HoleCard::FaceDownWithCardReader;
    rules_.soft17 = dealerSoft17Rule(offer);

    Money wager = setup.wager;
    if (wager <= Money()) {
        wager = offer.minimumWager > Money() ? offer.minimumWager : Money::dollars(10);
    }
    payouts_.wager = wager.inCents();
    // The table's main-wager payouts as settleMainWager() reads them
    // (payoutRules()): §3(e) 3 to 2, 6 to 5 in the variation and under §7(d).
    const PayoutRules pays = payoutRules(offer);
    const Odds blackjack = pays.blackjack;
    payouts_.blackjackWin = payout(wager, blackjack)
                                .value_or(payoutRoundedDown(wager, blackjack, Money::cents(1)))
                                .inCents();
    payouts_.surrenderLoss = (wager - surrenderRefund(wager)).inCents();
    // §3(e): the (1), (2), (4) odds "except in the 6 to 5 blackjack variation".
    payouts_.bonuses = !pays.sixToFiveVariation;
    payouts_.suited678 = pays.sixSevenEightSuited2to1;
    payouts_.threeSevens = pays.threeSevens3to2;
    payouts_.fiveCard21 = pays.fiveCard21Pays2to1;
    payouts_.splitTwoCard21Wins = pays.splitTwoCard21BeatsDealer21;

    const int decks = std::max(offer.decks, 1);
    shoe_.reserve(static_cast<std::size_t>(decks) * kCardsPerDeck);
    for (const Card &card : newDecks(decks)) {
        shoe_.push_back(codeOf(card));
    }
    continuous_ = offer.shuffler == Shuffler::Continuous;
    const std::size_t size = shoe_.size();
    cut_ = offer.sixToFive ? size * 2 / 3 : size * 3 / 4;

    if (setup.sideWagers) {
        const SideWagerOptions &options = offer.sideWagerOptions;
        side_.regulation = offer.regulation;
        side_.progressive = offer.sideWagers.contains(SideWager::Progressive);
        side_.progressiveMeter = options.progressive.initialMeter.inCents(); // §19(i)
        side_.optionalBonus = offer.sideWagers.contains(SideWager::OptionalBonus);
        side_.buster = offer.sideWagers.contains(SideWager::BusterBlackjack);
        side_.busterPayTable = options.buster.payTable;
        side_.freeBonusTable = options.buster.freeBonusTable;
        // §27(c): at least $1 and no more than the main wager; $5 when the
        // Free Bonus is offered, its §27(h)(ii) minimum, if the main wager
        // allows it.
        const std::int64_t busterWager = side_.freeBonusTable != 0 ? 500 : 100;
        side_.busterWager = std::max<std::int64_t>(100, std::min(busterWager, payouts_.wager));
        side_.streak = offer.sideWagers.contains(SideWager::Streak);
        // §18(a): two or three wagers against as many dealer hands.
        side_.dealerHands = offer.sideWagers.contains(SideWager::MultipleAction)
                                ? std::clamp(offer.multipleActionWagers, 2, 3)
                                : 1;
        side_.any = side_.progressive || side_.optionalBonus || side_.buster || side_.streak ||
                    side_.dealerHands > 1;
        if (side_.optionalBonus) {
            optionalBonusMemo_.assign(std::size_t{1} << 18, -1);
        }
        if (side_.streak) {
            streakMemo_.assign(4 * 5 * 125, kUnknownStreak);
        }
        sideRound_.dealer.reserve(32);
    }
}

std::uint8_t RoundSimulator::draw() {
    const std::size_t size = shoe_.size();
    if (position_ == size) {
        // The round used up the shoe: the rest comes from a reshuffled shoe.
        position_ = 0;
        ++shuffles_;
    }
    const std::size_t pick =
        position_ + bounded(random_, static_cast<std::uint32_t>(size - position_));
    std::swap(shoe_[position_], shoe_[pick]);
    return shoe_[position_++];
}

template <bool kSide, typename Source>
std::int64_t RoundSimulator::round(Source &source, std::int64_t *perBox, SideRound *side) const {
    const Rules &rules = rules_;
    const int boxCount = rules.boxes;
    std::array<Box, kMaxBoxes> boxes;
    // A card for box `b`; the side wagers note the first box's first four
    // (§19(c): in the order the box receives them).
    auto dealTo = [&](int b) {
        const std::uint8_t code = source.next();
        if constexpr (kSide) {
            if (b == 0 && side->boxCardCount < 4) {
                side->boxCards[static_cast<std::size_t>(side->boxCardCount++)] = code;
            }
        }
        return code;
    };
    auto dealToDealer = [&](Hand &hand) {
        const std::uint8_t code = source.next();
        hand.add(code);
        if constexpr (kSide) {
            side->dealer.push_back(cardOf(code));
        }
    };
    if constexpr (kSide) {
        side->boxCardCount = 0;
        side->dealer.clear();
    }
    // §6(e)(1)-(3): a card to each box, one to the dealer, a second to each box.
    for (int b = 0; b < boxCount; ++b) {
        boxes[static_cast<std::size_t>(b)].hands[0].add(dealTo(b));
    }
    Hand dealer;
    dealToDealer(dealer);
    const std::uint8_t upCode = dealer.first[0];
    const int up = valueOf(upCode);
    for (int b = 0; b < boxCount; ++b) {
        boxes[static_cast<std::size_t>(b)].hands[0].add(dealTo(b));
    }
    bool holeDealt = false;
    if (rules.holeCardBeforePlayers) {
        dealToDealer(dealer); // §6(j): the hole card before additional cards
        holeDealt = true;
    }
    // §6(j)(1): with a card reader and an ace or ten up, a dealer blackjack is
    // known now and no additional cards are dealt.
    const bool blackjackKnown =
        holeDealt && rules.cardReader && (up == 1 || up == 10) && dealer.total() == 21;

    if (!blackjackKnown) {
        for (int b = 0; b < boxCount; ++b) {
            Box &box = boxes[static_cast<std::size_t>(b)];
            if (box.hands[0].natural()) {
                continue; // §12(a)(1): no draw to a blackjack
            }
            for (int i = 0; i < box.count; ++i) {
                Hand &hand = box.hands[static_cast<std::size_t>(i)];
                if (hand.count == 1) {
                    hand.add(dealTo(b)); // §11(b): complete the next split hand
                }
                for (;;) {
                    if (hand.total() >= 21) {
                        break; // §12(a)(1); a total over 21 has lost (§3(a))
                    }
                    const bool twoCards = hand.count == 2;
                    const int pairValue =
                        twoCards && valueOf(hand.first[0]) == valueOf(hand.first[1])
                            ? valueOf(hand.first[0])
                            : 0;
                    HandOptions options;
                    // §10(a): any two cards, also of a split pair (§10(d)).
                    options.canDouble =
                        twoCards && !hand.splitAces && (!hand.fromSplit || rules.doubleAfterSplit);
                    // §11(c)(1), (e): hands left to form; aces once if so chosen.
                    options.canSplit = pairValue != 0 && box.count < rules.maxSplitHands &&
                                       !(pairValue == 1 && hand.fromSplit && rules.splitAcesOnce);
                    // §8(a): the first decision on the first two cards.
                    options.canSurrender = rules.surrender && twoCards && !hand.fromSplit;
                    const PlayerDecision decision =
                        strategy_.decide(hand.hard, hand.ace, pairValue, up, options);
                    if (decision == PlayerDecision::Split) {
                        Hand &formed = box.hands[static_cast<std::size_t>(box.count++)];
                        formed = Hand{};
                        formed.add(hand.first[1]);
                        const std::uint8_t kept = hand.first[0];
                        hand = Hand{};
                        hand.add(kept);
                        hand.fromSplit = formed.fromSplit = true;
                        hand.splitAces = formed.splitAces = pairValue == 1;
                        hand.add(dealTo(b));
                        continue;
                    }
                    if (hand.splitAces) {
                        break; // §11(c)(2): one card to each split ace
                    }
                    if (decision == PlayerDecision::Hit) {
                        hand.add(dealTo(b));
                        continue;
                    }
                    if (decision == PlayerDecision::Double) {
                        hand.doubled = true; // §10(a): one and only one card
                        hand.add(dealTo(b));
                    } else if (decision == PlayerDecision::Surrender) {
                        hand.surrendered = true;
                    }
                    break;
                }
            }
        }
    }
    if (!holeDealt) {
        dealToDealer(dealer); // §6(h): the dealer's second card
    }
    const bool dealerBlackjack = dealer.natural();
    int standing = 0;
    if (!dealerBlackjack) {
        for (int b = 0; b < boxCount; ++b) {
            standing += standingHands(boxes[static_cast<std::size_t>(b)]);
        }
        if constexpr (kSide) {
            // §12(b) while a main wager waits on the dealer; §27(f)(3) for a
            // Buster wager still in play after that; §25(d) a third card to
            // two cards below 17 with an optional bonus wager placed.
            const bool mainWagersInPlay = dealerDrawCanChangeAnOutcome(standing);
            for (;;) {
                bool draws =
                    mainWagersInPlay && dealerMustDraw(dealer.total(), dealer.soft(), rules.soft17);
                if (side_.buster) {
                    draws =
                        dealerDrawsWithBusterInPlay(side->dealer, rules.soft17, mainWagersInPlay);
                }
                if (side_.optionalBonus && dealerMustDrawThirdCard(side->dealer, true)) {
                    draws = true;
                }
                if (!draws) {
                    break;
                }
                dealToDealer(dealer);
            }
        } else if (dealerDrawCanChangeAnOutcome(standing)) { // §12(c)
            while (dealerMustDraw(dealer.total(), dealer.soft(), rules.soft17)) {
                dealer.add(source.next());
            }
        }
    }

    std::int64_t net = 0;
    for (int b = 0; b < boxCount; ++b) {
        const std::int64_t boxNet =
            netAgainst(boxes[static_cast<std::size_t>(b)], dealer, dealerBlackjack, payouts_);
        perBox[b] = boxNet;
        net += boxNet;
    }

    if constexpr (kSide) {
        const Box &box = boxes[0];
        side->dealerBlackjack = dealerBlackjack;
        side->boxNatural = box.count == 1 && box.hands[0].natural();
        side->againstDealerHand[0] = perBox[0];
        // §22(d), (e), (g), (h): each of the box's hands won, lost or pushed
        // against the dealer's (first) hand.
        side->wins = side->losses = side->pushes = 0;
        if (dealerBlackjack) {
            if (side->boxNatural && !box.hands[0].surrendered) {
                side->pushes = 1; // §3(b), §7(b)
            } else {
                side->losses = box.count;
            }
        } else {
            for (int i = 0; i < box.count; ++i) {
                const std::int64_t handNet =
                    netOfHand(box.hands[static_cast<std::size_t>(i)], box.count, dealer, payouts_);
                side->wins += handNet > 0;
                side->losses += handNet < 0;
                side->pushes += handNet == 0;
            }
        }
        // §18(f)-(i): the dealer's second and third hands, each formed with
        // the original up card, a new second card and §12(b) draws; none when
        // every player's hand has busted (§18(f)(1)).
        side->multipleActionDealt = false;
        if (side_.dealerHands > 1) {
            bool wagerRemains = false;
            for (int b = 0; b < boxCount; ++b) {
                const Box &other = boxes[static_cast<std::size_t>(b)];
                for (int i = 0; i < other.count; ++i) {
                    const Hand &hand = other.hands[static_cast<std::size_t>(i)];
                    wagerRemains = wagerRemains || (!hand.surrendered && hand.total() <= 21);
                }
            }
            side->multipleActionDealt = wagerRemains;
            for (int k = 1; k < side_.dealerHands; ++k) {
                if (!wagerRemains) {
                    // Every hand busted (or surrendered): lost against every
                    // dealer hand alike.
                    side->againstDealerHand[static_cast<std::size_t>(k)] = perBox[0];
                    continue;
                }
                Hand next;
                next.add(upCode);
                next.add(source.next());
                const bool nextBlackjack = next.natural();
                int stillStanding = 0;
                for (int b = 0; b < boxCount && !nextBlackjack; ++b) {
                    stillStanding += standingHands(boxes[static_cast<std::size_t>(b)]);
                }
                if (dealerDrawCanChangeAnOutcome(stillStanding)) { // §12(c)
                    while (dealerMustDraw(next.total(), next.soft(), rules.soft17)) {
                        next.add(source.next());
                    }
                }
                side->againstDealerHand[static_cast<std::size_t>(k)] =
                    netAgainst(box, next, nextBlackjack, payouts_);
            }
        }
    }
    return net;
}

void RoundSimulator::settleSideWagers(const SideRound &side, SimulationTotals &totals) {
    auto tally = [&totals](SimulatedWager wager) -> WagerTally & {
        return totals.sideWagers[static_cast<std::size_t>(wager)];
    };
    if (side_.progressive) {
        // §19(c): every winning combination starts with two aces as the first
        // two cards; settleProgressive() sees the hands that can win.
        std::int64_t won = -100;
        if (rankOf(side.boxCards[0]) == 1 && rankOf(side.boxCards[1]) == 1) {
            std::vector<Card> cards;
            for (int i = 0; i < side.boxCardCount; ++i) {
                cards.push_back(cardOf(side.boxCards[static_cast<std::size_t>(i)]));
            }
            const SideWagerAward award = settleProgressive(cards, 1, side_.regulation);
            won = award.wins()
                      ? winnings(award, Money::dollars(1), Money::cents(side_.progressiveMeter))
                            .inCents()
                      : -100;
        }
        tally(SimulatedWager::Progressive).add(100, won);
    }
    if (side_.optionalBonus) {
        const auto codeAt = [&side](std::size_t i) {
            return i < side.dealer.size() ? codeOf(side.dealer[i]) : std::uint8_t{0};
        };
        const std::size_t key =
            (std::size_t{codeAt(0)} << 12) | (std::size_t{codeAt(1)} << 6) | std::size_t{codeAt(2)};
        std::int32_t &memo = optionalBonusMemo_[key];
        if (memo < 0) {
            const std::vector<Card> firstThree(
                side.dealer.begin(),
                side.dealer.begin() +
                    static_cast<std::ptrdiff_t>(std::min<std::size_t>(3, side.dealer.size())));
            const SideWagerAward award = settleOptionalBonus(firstThree);
            // A wager still Pending (no third card) cannot happen: §25(d)
            // forces it; it would be returned.
            memo =
                award.wins()
                    ? static_cast<std::int32_t>(100 + winnings(award, Money::dollars(1)).inCents())
                : award.result == SideWagerAward::Result::Loses ? 0
                                                                : 100;
        }
        tally(SimulatedWager::OptionalBonus).add(100, memo - 100);
    }
    if (side_.buster) {
        const std::size_t count = std::min<std::size_t>(side.dealer.size(), 31);
        Hand dealer;
        for (const Card &card : side.dealer) {
            dealer.add(codeOf(card));
        }
        const bool bust = dealer.total() > 21;
        const std::size_t key = (side.dealerBlackjack ? 64u : 0u) + (bust ? 32u : 0u) + count;
        if (!busterKnown_[key]) {
            const SideWagerAward award = settleBusterBlackjack(side.dealer, side_.busterPayTable);
            busterMemo_[key] = award.wins()
                                   ? winnings(award, Money::cents(side_.busterWager)).inCents()
                               : award.result == SideWagerAward::Result::Loses ? -side_.busterWager
                                                                               : 0;
            busterKnown_[key] = true;
        }
        std::int64_t won = busterMemo_[key];
        // §27(h)-(i): the Free Bonus on top, only with a player's blackjack
        // and a dealer bust of seven or more cards.
        if (side_.freeBonusTable != 0 && side.boxNatural && bust && count >= 7) {
            const std::vector<Card> player = {cardOf(side.boxCards[0]), cardOf(side.boxCards[1])};
            const SideWagerAward bonus = settleBusterFreeBonus(
                player, false, Money::cents(side_.busterWager), side.dealer, side_.freeBonusTable);
            won += winnings(bonus, Money::cents(side_.busterWager)).inCents();
        }
        tally(SimulatedWager::Buster).add(side_.busterWager, won);
    }
    if (side_.streak) {
        const int roundKey = (side.wins * 5 + side.losses) * 5 + side.pushes;
        for (int area = 2; area <= 5; ++area) {
            int &wins = streakWins_[static_cast<std::size_t>(area - 2)];
            const std::size_t key =
                static_cast<std::size_t>(((area - 2) * 5 + wins) * 125 + roundKey);
            std::int16_t &memo = streakMemo_[key];
            if (memo == kUnknownStreak) {
                StreakState state;
                state.pending.push_back(StreakWager{area, Money::dollars(1)});
                state.consecutiveWins = wins;
                StreakRound round;
                round.hands.insert(round.hands.end(), static_cast<std::size_t>(side.wins),
                                   Outcome::PlayerWins);
                round.hands.insert(round.hands.end(), static_cast<std::size_t>(side.losses),
                                   Outcome::DealerWins);
                round.hands.insert(round.hands.end(), static_cast<std::size_t>(side.pushes),
                                   Outcome::Push);
                const StreakRoundResult result = applyStreakRound(state, round, side_.regulation);
                // Encoded: 0-4 the wins of a still pending wager; kDecided +
                // the net in dollars of a decided one.
                if (result.decided.empty()) {
                    memo = static_cast<std::int16_t>(result.next.consecutiveWins);
                } else {
                    const SideWagerAward &award = result.decided.front().award;
                    const std::int64_t net =
                        award.wins() ? winnings(award, Money::dollars(1)).inCents() / 100 : -1;
                    memo = static_cast<std::int16_t>(kDecided + net);
                }
            }
            if (memo < kDecided / 2) {
                wins = std::clamp<int>(memo, 0, 4); // the pending wager's wins
            } else {
                tally(static_cast<SimulatedWager>(static_cast<int>(SimulatedWager::Streak2) + area -
                                                  2))
                    .add(100, (memo - kDecided) * 100);
                wins = 0; // §22(k)(2): a new wager once this one is determined
            }
        }
        WagerTally &rounds = tally(SimulatedWager::Streak2);
        rounds.advances += side.wins > side.losses; // §22(d), (h)
        rounds.losses += side.wins < side.losses;   // §22(e), (h)
    }
    if (side_.dealerHands > 1) {
        for (int k = 0; k < side_.dealerHands; ++k) {
            tally(
                static_cast<SimulatedWager>(static_cast<int>(SimulatedWager::MultipleAction1) + k))
                .add(payouts_.wager, side.againstDealerHand[static_cast<std::size_t>(k)]);
        }
    }
}

template <bool kSide> SimulationTotals RoundSimulator::runRounds(std::int64_t rounds) {
    SimulationTotals totals;
    ShoeSource source{this};
    std::array<std::int64_t, kMaxBoxes> perBox{};
    const std::int64_t boxCount = rules_.boxes;
    const std::int64_t initial = payouts_.wager * boxCount;
    for (std::int64_t r = 0; r < rounds; ++r) {
        if (continuous_ || position_ >= cut_) {
            position_ = 0; // §6(l) reshuffle at the cut card; §21 every round
            ++shuffles_;
        }
        const std::int64_t net = round<kSide>(source, perBox.data(), &sideRound_);
        totals.net += net;
        totals.sumOfSquares += static_cast<double>(net) * static_cast<double>(net);
        for (std::int64_t b = 0; b < boxCount; ++b) {
            totals.winningBoxRounds += perBox[static_cast<std::size_t>(b)] > 0;
        }
        if constexpr (kSide) {
            settleSideWagers(sideRound_, totals);
        }
    }
    totals.rounds = rounds;
    totals.boxRounds = rounds * boxCount;
    totals.initialWagered = initial * rounds;
    totals.shuffles = shuffles_;
    shuffles_ = 0;
    return totals;
}

SimulationTotals RoundSimulator::run(std::int64_t rounds) {
    return side_.any ? runRounds<true>(rounds) : runRounds<false>(rounds);
}

bool RoundSimulator::places(SimulatedWager wager) const {
    switch (wager) {
    case SimulatedWager::Progressive:
        return side_.progressive;
    case SimulatedWager::OptionalBonus:
        return side_.optionalBonus;
    case SimulatedWager::Buster:
        return side_.buster;
    case SimulatedWager::Streak2:
    case SimulatedWager::Streak3:
    case SimulatedWager::Streak4:
    case SimulatedWager::Streak5:
        return side_.streak;
    case SimulatedWager::MultipleAction1:
    case SimulatedWager::MultipleAction2:
        return side_.dealerHands >= 2;
    case SimulatedWager::MultipleAction3:
        return side_.dealerHands >= 3;
    }
    return false;
}

std::optional<std::int64_t> RoundSimulator::playRound(std::span<const Card> cards,
                                                      std::size_t &used) const {
    SpanSource source{cards};
    std::array<std::int64_t, kMaxBoxes> perBox{};
    const std::int64_t net = round<false>(source, perBox.data(), nullptr);
    used = source.position;
    if (source.exhausted) {
        return std::nullopt;
    }
    return net;
}

} // namespace dt::blackjack

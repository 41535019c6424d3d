#include "blackjack_bonus.h"

#include "tribal_side_wagers.h"

#include <string>
#include <string_view>
#include <utility>

namespace dt::blackjack {

namespace {

// 128-bit intermediates: the products of deck sizes and cent amounts stay
// exact for any deck count and payout the configuration can hold.
__extension__ using Wide = __int128;

bool isTenValue(Rank rank) {
    return rank >= Rank::Ten;
}

Wide gcdWide(Wide a, Wide b) {
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b != 0) {
        const Wide rest = a % b;
        a = b;
        b = rest;
    }
    return a;
}

// Reduces numerator/denominator (denominator > 0); the reduced parts fit in 64
// bits for every realistic deck count and amount.
Fraction reduced(Wide numerator, Wide denominator) {
    const Wide divisor = gcdWide(numerator, denominator);
    if (divisor > 1) {
        numerator /= divisor;
        denominator /= divisor;
    }
    return Fraction{static_cast<std::int64_t>(numerator), static_cast<std::int64_t>(denominator)};
}

// numerator/denominator compared with limit.numerator/limit.denominator.
int compare(const Fraction &value, const Fraction &limit) {
    const Wide left = Wide{value.numerator} * limit.denominator;
    const Wide right = Wide{limit.numerator} * value.denominator;
    return left < right ? -1 : (left > right ? 1 : 0);
}

std::string percentText(const Fraction &fraction) {
    // Two decimals, rounded toward zero; for the message only.
    const Wide hundredths = Wide{fraction.numerator} * 10000 / fraction.denominator;
    const bool negative = hundredths < 0;
    const auto magnitude = static_cast<std::int64_t>(negative ? -hundredths : hundredths);
    const std::int64_t fractionPart = magnitude % 100;
    return (negative ? "-" : "") + std::to_string(magnitude / 100) + "." +
           (fractionPart < 10 ? "0" : "") + std::to_string(fractionPart) + "%";
}

// The sections both texts print (tribal_side_wagers.h).
constexpr SideWagerRule kWinsOnBlackjack{"20(d)", "(s)(4)"};
constexpr SideWagerRule kDecidedAfterSecondCard{"20(e)", "(s)(5)"};

// One denomination's payout: §20(j) (002 (s)(10)(i) for $1, (ii) for $5) and
// §20(k) (002 (s)(11)).
struct Denomination {
    Money wager;
    Money payout;
    Money minimum;
    Money maximum;
    std::string_view option;   // the key of the payout in sideWagers.blackjackBonus
    std::string_view tribal10; // "(s)(10)(i)" or "(s)(10)(ii)"
};

void checkDenomination(std::vector<OfferProblem> &problems, const Denomination &denomination,
                       int decks, Regulation regulation) {
    const std::string field = sideWagerField(SideWager::BlackjackBonus, denomination.option);
    const Money payout = denomination.payout;
    // §20(j): "no less than the amounts listed": minimum to maximum.
    if (payout < denomination.minimum || payout > denomination.maximum) {
        problems.push_back(OfferProblem{
            "a winning " + denomination.wager.text() + " blackjack bonus wager is paid " +
                denomination.minimum.text() + " minimum to " + denomination.maximum.text() +
                " maximum; this table pays " + payout.text() + ".",
            offerCitation(regulation, "20(j)", denomination.tribal10), field});
    }
    // §20(k): house advantage not above 30 percent nor below zero.
    const Fraction advantage = blackjackBonusHouseAdvantage(decks, denomination.wager, payout);
    if (compare(advantage, Fraction{0, 1}) < 0 || compare(advantage, Fraction{3, 10}) > 0) {
        problems.push_back(OfferProblem{
            "the house advantage of a blackjack bonus wager is between zero and 30 percent; the " +
                denomination.wager.text() + " wager paying " + payout.text() + " has " +
                percentText(advantage) + " with " + std::to_string(decks) +
                (decks == 1 ? " deck." : " decks."),
            offerCitation(regulation, "20(k)", "(s)(11)"), field});
    }
}

} // namespace

namespace {
// The one winning hand (§20(d), 002 (s)(4)).
constexpr std::string_view kBlackjackHand = "Blackjack in the first two cards";
} // namespace

std::optional<SideWagerAward> settleBlackjackBonus(const std::vector<Card> &firstTwo, Money wager,
                                                   const BlackjackBonusOptions &options,
                                                   Regulation regulation) {
    std::optional<Money> payout;
    // §20(a) (002 (s)(1)): a wager of $1.00 or $5.00, as the table offers.
    if (wager == Money::dollars(1) && options.oneDollar) {
        payout = options.oneDollarPayout;
    } else if (wager == Money::dollars(5) && options.fiveDollar) {
        payout = options.fiveDollarPayout;
    }
    if (!payout) {
        return std::nullopt;
    }
    if (firstTwo.size() < 2) {
        return pendingBy(kDecidedAfterSecondCard, regulation,
                         "The first two cards are not dealt yet");
    }
    // §20(d) (002 (s)(4)): a blackjack in the first two cards (§1: an ace and
    // a ten-value card); the dealer's hand does not matter (§20(i), (s)(9)).
    const Rank first = firstTwo[0].rank;
    const Rank second = firstTwo[1].rank;
    const bool blackjack =
        (first == Rank::Ace && isTenValue(second)) || (second == Rank::Ace && isTenValue(first));
    if (!blackjack) {
        return losesBy(kWinsOnBlackjack, regulation, "No blackjack in the first two cards");
    }
    return winsBy(kWinsOnBlackjack, regulation, std::string(kBlackjackHand), PaysAmount{*payout});
}

Fraction blackjackProbability(int decks) {
    if (decks < 1) {
        return Fraction{0, 1};
    }
    const Wide cards = Wide{52} * decks;
    const Wide aces = Wide{4} * decks;
    const Wide tens = Wide{16} * decks;
    return reduced(2 * aces * tens, cards * (cards - 1));
}

Fraction blackjackBonusHouseAdvantage(int decks, Money wager, Money payout) {
    if (decks < 1 || wager.inCents() <= 0) {
        return Fraction{0, 1};
    }
    const Fraction probability = blackjackProbability(decks);
    // 1 - p * (payout + wager) / wager, p = a / b:
    // (b * wager - a * (payout + wager)) / (b * wager).
    const Wide denominator = Wide{probability.denominator} * wager.inCents();
    const Wide returned = Wide{probability.numerator} * (payout.inCents() + wager.inCents());
    return reduced(denominator - returned, denominator);
}

std::vector<OfferProblem> validateBlackjackBonus(const BlackjackBonusOptions &options, int decks,
                                                 Regulation regulation) {
    std::vector<OfferProblem> problems;
    if (!options.oneDollar && !options.fiveDollar) {
        problems.push_back(
            OfferProblem{"the blackjack bonus wager is $1.00 or $5.00; this table offers neither.",
                         offerCitation(regulation, "20(a)", "(s)(1)"),
                         sideWagerField(SideWager::BlackjackBonus)});
    }
    if (options.oneDollar) {
        checkDenomination(problems,
                          {Money::dollars(1), options.oneDollarPayout, Money::dollars(5),
                           Money::dollars(1000), "oneDollarPayout", "(s)(10)(i)"},
                          decks, regulation);
    }
    if (options.fiveDollar) {
        checkDenomination(problems,
                          {Money::dollars(5), options.fiveDollarPayout, Money::dollars(50),
                           Money::dollars(5000), "fiveDollarPayout", "(s)(10)(ii)"},
                          decks, regulation);
    }
    return problems;
}

std::vector<PayTableRow> blackjackBonusPayTable(const BlackjackBonusOptions &options) {
    std::vector<PayTableRow> rows;
    if (options.oneDollar) {
        rows.push_back(PayTableRow{std::string(kBlackjackHand) + " ($1.00 wager)",
                                   PaysAmount{options.oneDollarPayout}});
    }
    if (options.fiveDollar) {
        rows.push_back(PayTableRow{std::string(kBlackjackHand) + " ($5.00 wager)",
                                   PaysAmount{options.fiveDollarPayout}});
    }
    return rows;
}

} // namespace dt::blackjack

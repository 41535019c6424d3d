#pragma once

#include "../../card.h"
#include "../../money.h"

namespace dt::blackjack {

// The pay-table and amount choices the licensee makes for each side wager of
// Blackjack §17-§31, one struct per wager. A wager's settlement function takes
// its own options; TableOffer::sideWagerOptions keeps the table's choices.
// Only the tables the text prints are offered ("no less than" lets a licensee
// pay more; a table paying more is a different submission).

// §17(e)(3) pays "One seven (initial card)" 3 to 1, beside rows for the
// "(initial two cards)" and three cards; §17(b)(4) speaks of "one or more of
// the player's initial three cards". Which single seven the row pays is
// ambiguous: the text's "(initial card)", singular against "(initial two
// cards)", reads as the first card dealt to the player (the default); a
// licensee whose approved table pays a seven as either of the first two cards
// chooses EitherInitialCard. The two readings differ by far: from six decks
// the first gives the house about 22% and the second gives the players about
// 6% (dealer-trainer-cli analyze).
enum class SevensOneSeven { FirstCard, EitherInitialCard };

// §17(a)(i): "The additional wager shall be $1.00" (checklist: applied to all
// three §17 wagers, configurable).
struct AdditionalWagerOptions {
    Money amount = Money::dollars(1);
    // §17(e)(2): Option 1-4 (eight decks: Option 1-3); the same option at all
    // tables with the same number of decks.
    int sameSuitOption = 1;
    SevensOneSeven sevensOneSeven = SevensOneSeven::FirstCard;
};

// §19(a)-(i).
struct ProgressiveOptions {
    // §19(i): never less than $5,000.
    Money initialMeter = Money::dollars(5000);
    Money resetAmount = Money::dollars(5000);
    // §19(i): the rate of progression, in percent, no less than 70.
    int progressionPercent = 70;
};

// §19(j)-(n).
enum class Super4StaxPayTable {
    ThreeLevel,          // Paytable 1 - 3 Level Progressive
    FourLevel,           // Paytable 2 - 4 Level Progressive
    FiveLevel,           // Paytable 3 - 5 Level Progressive
    UpdatedEightDeck,    // §19(n) Standard Pay (eight decks)
    UpdatedEightDeckEnvy // §19(n) Envy Pay (eight decks)
};
struct Super4StaxOptions {
    Super4StaxPayTable payTable = Super4StaxPayTable::ThreeLevel;
    // "Royal Flush in Chosen Suit": the operator selected suit.
    Suit chosenSuit = Suit::Spades;
    // Star Progressive Option 1-3.
    int starOption = 1;
    // §19(m) Table 1: Must Hit Progressive configuration 1-3, 0 = none.
    int mustHitConfiguration = 0;
};

// §20(a), (j)-(k): $1.00 and/or $5.00 wagers and the fixed bonus paid on a
// blackjack, within the printed minimum and maximum.
struct BlackjackBonusOptions {
    bool oneDollar = true;
    bool fiveDollar = false;
    // §20(j): $5.00 to $1,000 for $1 and $50.00 to $5,000 for $5; §20(k)
    // keeps the house advantage between 0 and 30 percent, which from a
    // six-deck shoe (a blackjack about once in 21 hands) needs about $14 to
    // $20 on $1 and $69 to $100 on $5. The defaults sit inside both limits.
    Money oneDollarPayout = Money::dollars(15);
    Money fiveDollarPayout = Money::dollars(75);
};

// §24(f), (h).
struct TwentyPointOptions {
    char payTable = 'A'; // 'A' or 'B'
    // §24(h): an aggregate cap per round on "queen of hearts pair and dealer
    // blackjack"; zero means no cap. At least $25,000 when set.
    Money aggregateCap;
};

// §26(f): Table A-D.
struct InBetweenOptions {
    char payTable = 'A';
};

// §27(g), (h)-(i).
struct BusterOptions {
    char payTable = 'A'; // 'A'-'F'
    // §27(h)-(i): the Free Bonus, 0 = not offered, 1 = Paytable B1, 3 = B3.
    int freeBonusTable = 0;
};

// §28(f): Table A or B.
struct TwentyOnePlusThreeOptions {
    char payTable = 'A';
};

// §29(h): Table 1 or 2.
struct KingsBountyOptions {
    int payTable = 1;
};

// §30: TriLux BJ with Lucky George Paytables 1-4 (Paytable 4: 1, 2, 6 or 8
// decks only); Super 3 is SUP-01.
struct TriLuxOptions {
    int payTable = 1;
};

// §31(d): the two sample pay tables, 1 (left) and 2 (right).
struct Blazing7sOptions {
    int payTable = 1;
};

struct SideWagerOptions {
    AdditionalWagerOptions additional;
    ProgressiveOptions progressive;
    Super4StaxOptions super4Stax;
    BlackjackBonusOptions blackjackBonus;
    TwentyPointOptions twentyPoint;
    InBetweenOptions inBetween;
    BusterOptions buster;
    TwentyOnePlusThreeOptions twentyOnePlusThree;
    KingsBountyOptions kingsBounty;
    TriLuxOptions triLux;
    Blazing7sOptions blazing7s;
};

} // namespace dt::blackjack

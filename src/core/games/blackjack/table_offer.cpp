#include "table_offer.h"

#include "additional_wagers.h"
#include "blackjack_bonus.h"
#include "progressive_wagers.h"
#include "trilux.h"
#include "twenty_point_bonus.h"

#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

namespace dt::blackjack {

namespace {

using W = SideWager;

// From the exclusion sentences of regulations/000 ("may not be offered at a
// blackjack table which/that offers ..."). §26(h) and §26(i) are two differing
// lists for the in-between wager; this is their union. §24(i) and §25(h) name
// multiple action blackjack "pursuant to the gaming equipment regulations":
// read as §18. §17(a) lets a table offer "one of the following" three wagers
// and only at a table without the progressive wager.
constexpr std::array<WagerExclusion, 45> kExclusions = {{
    {W::OverUnder13, W::Progressive, {"17(a)"}},
    {W::SameSuit, W::Progressive, {"17(a)"}},
    {W::Sevens, W::Progressive, {"17(a)"}},
    {W::OverUnder13, W::SameSuit, {"17(a)"}},
    {W::OverUnder13, W::Sevens, {"17(a)"}},
    {W::SameSuit, W::Sevens, {"17(a)"}},
    {W::MultipleAction, W::Progressive, {"18(a)"}},
    {W::MultipleAction, W::BlackjackBonus, {"18(a)", "20(l)"}},
    {W::MultipleAction, W::Streak, {"18(a)", "22(l)"}},
    {W::MultipleAction, W::MatchTheDealer, {"18(a)"}},
    {W::MultipleAction, W::TwentyPointBonus, {"18(a)", "24(i)"}},
    {W::MultipleAction, W::OptionalBonus, {"18(a)", "25(h)"}},
    {W::MultipleAction, W::InBetween, {"18(a)", "26(h)", "26(i)"}},
    {W::MultipleAction, W::TwentyOnePlusThree, {"18(a)", "28(g)"}},
    {W::MultipleAction, W::KingsBounty, {"18(a)", "29(j)"}},
    {W::Super4Stax, W::Progressive, {"19(j)"}},
    {W::Progressive, W::BlackjackBonus, {"20(l)"}},
    {W::Progressive, W::Streak, {"22(l)"}},
    {W::Progressive, W::TwentyPointBonus, {"24(i)"}},
    {W::Progressive, W::OptionalBonus, {"25(h)"}},
    {W::Progressive, W::InBetween, {"26(h)", "26(i)"}},
    {W::Progressive, W::TwentyOnePlusThree, {"28(g)"}},
    {W::BlackjackBonus, W::Streak, {"20(l)", "22(l)"}},
    {W::BlackjackBonus, W::TwentyPointBonus, {"20(l)", "24(i)"}},
    {W::BlackjackBonus, W::OptionalBonus, {"20(l)", "25(h)"}},
    {W::BlackjackBonus, W::InBetween, {"20(l)", "26(h)", "26(i)"}},
    {W::BlackjackBonus, W::TwentyOnePlusThree, {"20(l)", "28(g)"}},
    {W::BlackjackBonus, W::KingsBounty, {"29(j)"}},
    {W::Streak, W::TwentyPointBonus, {"22(l)", "24(i)"}},
    {W::Streak, W::OptionalBonus, {"22(l)", "25(h)"}},
    {W::Streak, W::InBetween, {"22(l)", "26(h)", "26(i)"}},
    {W::Streak, W::TwentyOnePlusThree, {"22(l)", "28(g)"}},
    {W::Streak, W::KingsBounty, {"22(l)", "29(j)"}},
    {W::MatchTheDealer, W::OptionalBonus, {"23(g)", "25(h)"}},
    {W::MatchTheDealer, W::InBetween, {"26(h)", "26(i)"}},
    {W::TwentyPointBonus, W::OptionalBonus, {"24(i)", "25(h)"}},
    {W::TwentyPointBonus, W::InBetween, {"24(i)", "26(h)", "26(i)"}},
    {W::TwentyPointBonus, W::TwentyOnePlusThree, {"24(i)"}},
    {W::TwentyPointBonus, W::KingsBounty, {"24(i)", "29(j)"}},
    {W::OptionalBonus, W::InBetween, {"25(h)", "26(h)"}},
    {W::OptionalBonus, W::TwentyOnePlusThree, {"25(h)", "28(g)"}},
    {W::OptionalBonus, W::KingsBounty, {"25(h)", "29(j)"}},
    {W::InBetween, W::TwentyOnePlusThree, {"26(i)", "28(g)"}},
    {W::InBetween, W::KingsBounty, {"26(i)", "29(j)"}},
    {W::TwentyOnePlusThree, W::KingsBounty, {"28(g)"}},
}};

// From 002's exclusion sentences: (p)(1) offers "one of" the three additional
// wagers and only at a table without progressive wagers; (q)(1), (s)(12) and
// (t)(12) name multiple action, the progressive, the bonus and the streak
// wagers. The streak wager is not excluded with the progressive in 002.
constexpr std::array<WagerExclusion, 11> kTribalExclusions = {{
    {W::OverUnder13, W::Progressive, {"(p)(1)"}},
    {W::SameSuit, W::Progressive, {"(p)(1)"}},
    {W::Sevens, W::Progressive, {"(p)(1)"}},
    {W::OverUnder13, W::SameSuit, {"(p)(1)"}},
    {W::OverUnder13, W::Sevens, {"(p)(1)"}},
    {W::SameSuit, W::Sevens, {"(p)(1)"}},
    {W::MultipleAction, W::Progressive, {"(q)(1)"}},
    {W::MultipleAction, W::BlackjackBonus, {"(q)(1)", "(s)(12)"}},
    {W::MultipleAction, W::Streak, {"(q)(1)", "(t)(12)"}},
    {W::Progressive, W::BlackjackBonus, {"(s)(12)"}},
    {W::BlackjackBonus, W::Streak, {"(s)(12)", "(t)(12)"}},
}};

// The wagers 002 authorizes, with the paragraph that does.
constexpr std::array<std::pair<SideWager, std::string_view>, 7> kTribalWagers = {{
    {W::OverUnder13, "(p)(1)(i)"},
    {W::SameSuit, "(p)(1)(ii)"},
    {W::Sevens, "(p)(1)(iii)"},
    {W::MultipleAction, "(q)"},
    {W::Progressive, "(r)"},
    {W::BlackjackBonus, "(s)"},
    {W::Streak, "(t)"},
}};

bool isTribal(const TableOffer &offer) {
    return offer.regulation == Regulation::BlackjackTribal;
}

// A section as the regulation prints it in a sentence: "§17(a)" in 000,
// "(p)(1)" in 002's single Section 3.
std::string sectionText(Regulation regulation, std::string_view section) {
    std::string text = regulation == Regulation::BlackjackTribal ? "" : "§";
    text += section;
    return text;
}

std::optional<std::string_view> tribalSection(SideWager wager) {
    for (const auto &[authorized, section] : kTribalWagers) {
        if (authorized == wager) {
            return section;
        }
    }
    return std::nullopt;
}

// "the streak wager (§22)", or "(t)" under 002.
std::string described(SideWager wager, Regulation regulation = Regulation::Blackjack) {
    std::string text(name(wager));
    const auto tribal = tribalSection(wager);
    text += " (" +
            (regulation == Regulation::BlackjackTribal && tribal
                 ? std::string(*tribal)
                 : sectionText(Regulation::Blackjack, section(wager))) +
            ")";
    return text;
}

OfferProblem exclusionProblem(const WagerExclusion &row, Regulation regulation) {
    std::string stated;
    int count = 0;
    for (const std::string_view section : row.sections) {
        if (!section.empty()) {
            stated += (count++ == 0 ? "" : " and ") + sectionText(regulation, section);
        }
    }
    std::string message = described(row.a, regulation) +
                          " may not be offered at a blackjack table that offers " +
                          described(row.b, regulation) + " (stated in " + stated + ").";
    return OfferProblem{std::move(message), Citation{regulation, std::string(row.sections[0])},
                        sideWagerField(row.a)};
}

std::string decksText(int decks) {
    return "this table has " + std::to_string(decks) + (decks == 1 ? " deck." : " decks.");
}

std::string boxesText(int boxes) {
    return "this table has " + std::to_string(boxes) + (boxes == 1 ? " box." : " boxes.");
}

bool offers(const TableOffer &offer, SideWager wager) {
    return offer.sideWagers.contains(wager);
}

// The first offered wager of `wagers`, or nothing.
std::optional<SideWager> firstOffered(const TableOffer &offer,
                                      std::initializer_list<SideWager> wagers) {
    for (const SideWager wager : wagers) {
        if (offers(offer, wager)) {
            return wager;
        }
    }
    return std::nullopt;
}

bool isOneOf(int value, std::initializer_list<int> allowed) {
    return std::find(allowed.begin(), allowed.end(), value) != allowed.end();
}

bool isMultipleOf(Money amount, Money unit) {
    return unit > Money() && amount.inCents() % unit.inCents() == 0;
}

// "$5000", "$2.50".
std::string amountText(Money amount) {
    return amount.text();
}

// Collects the problems of one offer, citing the offer's regulation.
class Checker {
public:
    explicit Checker(const TableOffer &offer)
        : offer_(offer) {}

    void fail(std::string_view section, std::string field, std::string message) {
        problems_.push_back(OfferProblem{std::move(message),
                                         Citation{offer_.regulation, std::string(section)},
                                         std::move(field)});
    }
    // Under 000 or 002, whichever the offer follows.
    void fail(std::string_view blackjackSection, std::string_view tribalSection, std::string field,
              std::string message) {
        fail(isTribal(offer_) ? tribalSection : blackjackSection, std::move(field),
             std::move(message));
    }
    // The problems a wager's own validator found.
    void add(std::vector<OfferProblem> problems) {
        std::move(problems.begin(), problems.end(), std::back_inserter(problems_));
    }
    std::vector<OfferProblem> take() { return std::move(problems_); }

private:
    const TableOffer &offer_;
    std::vector<OfferProblem> problems_;
};

// §2(a)(1)-(4) (000 only; 002 (b)(1) sets no minimum beyond one deck).
void checkDecks(const TableOffer &offer, Checker &check) {
    const int decks = offer.decks;
    if (decks < 1) {
        // §2(a), 002 (b)(1): at least one deck.
        check.fail("2(a)", "(b)(1)", "decks",
                   "blackjack shall be played with at least one deck; " + decksText(decks));
    }
    if (isTribal(offer)) {
        if (offer.doubleShoe && decks < 2) {
            check.fail("(b)(3)", "doubleShoe",
                       "with a double shoe blackjack is played with at least two decks, dealt "
                       "from separate sides of the shoe; " +
                           decksText(decks));
        }
        return;
    }
    if (offer.sixToFive && decks != 1 && decks != 2) {
        check.fail("2(a)(1)", "decks",
                   "the 6 to 5 blackjack variation is played with one or two decks; " +
                       decksText(decks));
    }
    if (offers(offer, W::TwentyPointBonus) && decks < 2) {
        check.fail("2(a)(2)", "decks",
                   described(W::TwentyPointBonus) + " needs at least two decks; " +
                       decksText(decks));
    }
    if (const auto wager = firstOffered(offer, {W::Sevens, W::Progressive}); wager && decks < 4) {
        check.fail("2(a)(3)", "decks",
                   described(*wager) + " needs at least four decks; " + decksText(decks));
    }
    if (const auto wager = firstOffered(offer, {W::MatchTheDealer, W::OptionalBonus});
        wager && decks != 6 && decks != 8) {
        check.fail("2(a)(4)", "decks",
                   described(*wager) + " needs six or eight decks; " + decksText(decks));
    }
}

void checkShuffler(const TableOffer &offer, Checker &check) {
    // The second §2(b) asks an automated shuffler for at least two decks in
    // two equal batches; `decks` counts the decks in play (one batch), so any
    // count of one or more makes two equal batches.
    if (isTribal(offer)) {
        // 002 has no continuous shuffler (Blackjack §21): (e)(1) has the
        // dealer shuffle after each shoe.
        if (offer.shuffler == Shuffler::Continuous) {
            check.fail("(e)(1)", "shuffler",
                       "002 provides no continuous shuffling device (Blackjack §21 has no "
                       "counterpart); the cards are shuffled after each shoe is dealt.");
        }
        return;
    }
    // §2(c) ("Notwithstanding (c) above", after the second §2(b)).
    if (offer.sixToFive && offer.shuffler != Shuffler::AutomatedBatches) {
        check.fail("2(c)", "shuffler",
                   "the 6 to 5 blackjack variation uses an automated card shuffling device that "
                   "shuffles one deck (or set of two decks) while the other is dealt, the decks "
                   "alternating each shuffle.");
    }
}

void checkBoxes(const TableOffer &offer, Checker &check) {
    // §11(e) and 002 (k)(5) know tables of up to six and of seven player boxes.
    if (offer.boxes < 1 || offer.boxes > 7) {
        check.fail("11(e)", "(k)(5)", "boxes",
                   "a blackjack table has one to seven player boxes; " + boxesText(offer.boxes));
    }
}

void checkWagerLimits(const TableOffer &offer, Checker &check) {
    if (offer.minimumWager <= Money()) {
        // §3(a), 002 (c)(1): each player makes a wager against the dealer.
        check.fail("3(a)", "(c)(1)", "minimumWager",
                   "the minimum wager must be more than zero; it is " +
                       amountText(offer.minimumWager) + ".");
    }
    if (offer.maximumWager < offer.minimumWager) {
        check.fail("3(a)", "(c)(1)", "maximumWager",
                   "the maximum wager " + amountText(offer.maximumWager) +
                       " is below the minimum wager " + amountText(offer.minimumWager) +
                       ": no wager could be made.");
    }
    if (offer.smallestChip <= Money()) {
        // §3(d), 002 (c)(4): wagers are made with gaming chips or plaques.
        check.fail("3(d)", "(c)(4)", "smallestChip",
                   "the smallest chip must be worth more than zero; it is " +
                       amountText(offer.smallestChip) + ".");
        return;
    }
    for (const auto &[field, amount] :
         {std::pair{"minimumWager", offer.minimumWager}, {"maximumWager", offer.maximumWager}}) {
        if (amount > Money() && !isMultipleOf(amount, offer.smallestChip)) {
            check.fail(
                "3(d)", "(c)(4)", field,
                "wagers are made with chips, so the " +
                    std::string(std::string_view(field) == "minimumWager" ? "minimum" : "maximum") +
                    " wager " + amountText(amount) +
                    " must be a whole number of the smallest chip " +
                    amountText(offer.smallestChip) + ".");
        }
    }
}

// §3(d)-(e) (000).
void checkPayouts(const TableOffer &offer, Checker &check) {
    if (offer.sixToFive) {
        // §3(d): "All wagers at the 6 to 5 blackjack variation shall be made
        // in multiples of $5.00."
        for (const auto &[field, amount] : {std::pair{"minimumWager", offer.minimumWager},
                                            {"maximumWager", offer.maximumWager}}) {
            if (amount > Money() && !isMultipleOf(amount, Money::dollars(5))) {
                check.fail("3(d)", field,
                           "wagers at the 6 to 5 blackjack variation are made in multiples of "
                           "$5; " +
                               amountText(amount) + " is not one.");
            }
        }
        // §3(e): the optional payouts are offered "except in the 6 to 5
        // blackjack variation"; the checklist (BJ-CONF-12) counts the §16
        // five-card 21 among them.
        for (const auto &[field, on, what] :
             {std::tuple{"sixSevenEightSuited2to1", offer.sixSevenEightSuited2to1,
                         "6, 7 and 8 of the same suit paid 2 to 1 (§3(e)(1))"},
              {"threeSevens3to2", offer.threeSevens3to2, "three 7's paid 3 to 2 (§3(e)(2))"},
              {"fiveCard21Pays2to1", offer.fiveCard21Pays2to1,
               "five cards totaling 21 paid 2 to 1 (§3(e)(4), §16)"}}) {
            if (on) {
                check.fail("3(e)", field,
                           std::string("the optional payout ") + what +
                               " is not offered in the 6 to 5 blackjack variation.");
            }
        }
    }
}

// §5(i) (000): the rounds dealt from a deck are the variation's election.
void checkSixToFiveDeckUsage(const TableOffer &offer, Checker &check) {
    if (offer.sixToFiveRoundsPerDeck == SixToFiveRoundsPerDeck::Single && !offer.sixToFive) {
        check.fail("5(i)", "sixToFiveRoundsPerDeck",
                   "one round of play per deck, the decks rotated each round, is an election of "
                   "the 6 to 5 blackjack variation only; a shoe is dealt to its cut card (§6(l)).");
    }
}

// §6 dealing procedures (000).
void checkDealing(const TableOffer &offer, Checker &check) {
    if (offer.doubleShoe && offer.decks < 2) {
        // §6(d)(1): each side of the double shoe has its own back color.
        check.fail("6(d)(1)", "doubleShoe",
                   "a double shoe deals from two sides whose cards have different backs, so it "
                   "needs at least two decks; " +
                       decksText(offer.decks));
    }
    if (offer.sixToFive && offer.doubleShoe) {
        check.fail("6(a)", "doubleShoe",
                   "the 6 to 5 blackjack variation is dealt from the dealer's hand (§6A), not "
                   "from a shoe.");
    }
    if (offer.sixToFive &&
        (offer.holeCard == HoleCard::FaceDown || offer.holeCard == HoleCard::FaceUp)) {
        check.fail("6a(h)", "holeCard",
                   "in the 6 to 5 blackjack variation the dealer's second card is dealt after the "
                   "players (§6a(f)) or face down and read by a card reader (§6a(h)); not " +
                       std::string(name(offer.holeCard)) + ".");
    }
    if (offer.sixToFiveBurnEachRound && !offer.sixToFive) {
        // §6A(c): the election belongs to the variation; a shoe burns by §6(c).
        check.fail("6a(c)", "sixToFiveBurnEachRound",
                   "the burn of the top card at the start of each round is an election of the 6 "
                   "to 5 blackjack variation only.");
    }
    if (offers(offer, W::Progressive) && offer.holeCard != HoleCard::SecondCardAfterPlayers) {
        const std::string_view cited = offer.holeCard == HoleCard::FaceUp ? "6(k)" : "6(j)(2)";
        check.fail(cited, "holeCard",
                   "the hole-card procedure of " +
                       sectionText(Regulation::Blackjack, section(offer.holeCard)) + " (" +
                       std::string(name(offer.holeCard)) +
                       ") shall not be used at a table that offers " + described(W::Progressive) +
                       ".");
    }
    if (offer.regulation == Regulation::Blackjack && offers(offer, W::MultipleAction) &&
        offer.holeCard != HoleCard::SecondCardAfterPlayers) {
        // §18(e), §18(g): each dealer hand takes its second card "in accordance with Section 6(h)".
        check.fail("18(e)", "holeCard",
                   "multiple action blackjack deals the dealer's second card to the original up "
                   "card after the players, in accordance with " +
                       sectionText(Regulation::Blackjack, "6(h)") + "; not " +
                       std::string(name(offer.holeCard)) + ".");
    }
    if (offer.holeCard == HoleCard::FaceUp) {
        // §6(k)(3): surrender and insurance are not available.
        if (offer.surrender) {
            check.fail("6(k)(3)", "surrender",
                       "with the hole card dealt face up surrender is not available.");
        }
        if (offer.evenMoney) {
            check.fail("6(k)(3)", "evenMoney",
                       "with the hole card dealt face up insurance is not available, and even "
                       "money is offered instead of insurance (§7(c)); §6(k)(2) pays blackjack 1 "
                       "to 1 anyway.");
        }
        if (offer.insuranceAtPlayersTurn) {
            check.fail("6(k)(3)", "insuranceAtPlayersTurn",
                       "with the hole card dealt face up insurance is not available, so it has no "
                       "timing to choose.");
        }
        // §6(k)(5): no splitting again.
        if (offer.maxSplitHands > 2) {
            check.fail("6(k)(5)", "maxSplitHands",
                       "with the hole card dealt face up a player may not split pairs again; "
                       "this table allows " +
                           std::to_string(offer.maxSplitHands) + " hands.");
        }
    }
}

// §7(d) (000).
void checkSixToFiveOnShoe(const TableOffer &offer, Checker &check) {
    if (!offer.sixToFiveOnShoe) {
        return;
    }
    if (offer.sixToFive) {
        check.fail("7(d)", "sixToFiveOnShoe",
                   "paying blackjack 6 to 5 without the variation cannot be chosen together with "
                   "the 6 to 5 blackjack variation.");
    }
    if (offer.evenMoney) {
        check.fail("7(d)", "evenMoney",
                   "when blackjack is paid 6 to 5 without the 6 to 5 variation, even money "
                   "(§7(c)) is void.");
    }
    if ((offer.decks == 6 || offer.decks == 8) && !offer.sixToFiveRulesOnLayout) {
        check.fail("7(d)", "sixToFiveRulesOnLayout",
                   "a 6 or 8 deck game paying blackjack 6 to 5 displays the variation's rules on "
                   "the layout in plain sight; " +
                       decksText(offer.decks));
    }
}

// §8(c) (000; 002 (h)(2) states no exclusion).
void checkSurrender(const TableOffer &offer, Checker &check) {
    if (!offer.surrender) {
        return;
    }
    if (offers(offer, W::MultipleAction)) {
        check.fail("8(c)", "surrender",
                   "surrender is not available when the table offers " +
                       described(W::MultipleAction) + ".");
    }
    if (offer.sixToFive) {
        check.fail("8(c)", "surrender",
                   "surrender is not available at a table that offers the 6 to 5 blackjack "
                   "variation.");
    }
    if (offers(offer, W::Progressive)) {
        check.fail("8(c)", "surrender",
                   "surrender is not available at a table that offers " +
                       described(W::Progressive) + ".");
    }
}

void checkCardReader(const TableOffer &offer, Checker &check) {
    if (offer.cardReaderShowsPlayers && offer.holeCard != HoleCard::FaceDownWithCardReader) {
        // §15(k): a property of the card reader in use.
        check.fail(isTribal(offer) ? "(n)(8)" : "15(k)", "cardReaderShowsPlayers",
                   "describes the card reader, and this table has none (holeCard is not "
                   "face_down_with_card_reader).");
    }
}

void checkPlayersOut(const TableOffer &offer, Checker &check) {
    if (offer.playersOutOnMisdelivery && isTribal(offer)) {
        // Checklist BJ2-IRR-04: 002 has no equivalent of §15(a).
        check.fail("(n)", "playersOutOnMisdelivery",
                   "002 has no option to let players out of the hand when the dealer delivers a "
                   "card incorrectly: that is Massachusetts Blackjack §15(a), and 002's "
                   "irregularities (n) have no equivalent.");
    }
}

void checkInsurance(const TableOffer &offer, Checker &check) {
    if (!offer.insuranceAtPlayersTurn) {
        return;
    }
    if (isTribal(offer)) {
        check.fail("(i)(2)", "insuranceAtPlayersTurn",
                   "002 has no option to take insurance at each player's turn: all insurance "
                   "wagers are placed before it is determined whether the dealer has blackjack.");
    } else if (offer.holeCard == HoleCard::FaceDownWithCardReader) {
        // §9(b): the option exists "if a card reader device is not in use".
        check.fail("9(b)", "insuranceAtPlayersTurn",
                   "with a card reader all insurance wagers are placed before the hole card is "
                   "inserted into the reader; insurance at each player's turn is allowed only "
                   "without a card reader.");
    }
}

void checkDoubling(const TableOffer &offer, Checker &check) {
    if (isTribal(offer)) {
        // 002 (j)(1): the one card is dealt face upwards, also on split pairs.
        if (offer.doubleCardFace != DoubleCardFace::FaceUp) {
            check.fail("(j)(1)", "doubleCardFace",
                       "the one additional card of a double down is dealt face upwards; 002 has "
                       "no face-down option.");
        }
        if (!offer.doubleAfterSplit) {
            check.fail("(j)(1)", "doubleAfterSplit",
                       "a player may double down on the first two cards of any split pair; 002 "
                       "lets no table prohibit it.");
        }
        return;
    }
    if (!offer.doubleAfterSplit && !offer.sixToFive) {
        check.fail("10(d)", "doubleAfterSplit",
                   "only the 6 to 5 blackjack variation may prohibit doubling down after "
                   "splitting pairs.");
    }
}

void checkSplitting(const TableOffer &offer, Checker &check) {
    const int hands = offer.maxSplitHands;
    const std::string handsText = "this table allows " + std::to_string(hands) + " hands.";
    if (hands < 2) {
        // §11(a), 002 (k)(1): a pair may be split into two hands.
        check.fail("11(a)", "(k)(1)", "maxSplitHands",
                   "a player may split a pair into two hands; " + handsText);
    } else if (hands > 4) {
        check.fail("11(e)", "(k)(5)", "maxSplitHands",
                   "no more than four hands may be formed by splitting; " + handsText);
    } else if (hands == 4 && offer.boxes >= 7) {
        check.fail("11(e)", "(k)(5)", "maxSplitHands",
                   "at a table with seven player boxes pairs may be split twice (three hands); "
                   "four hands only at tables of up to six boxes; " +
                       handsText);
    }
    if (hands > 2 && !isTribal(offer) && offers(offer, W::MultipleAction)) {
        check.fail("11(e)", "maxSplitHands",
                   "splitting pairs more than once is not available in games that offer " +
                       described(W::MultipleAction) + ".");
    }
    if (offer.splitAcesOnce && hands <= 2) {
        check.fail("11(e)", "(k)(5)", "splitAcesOnce",
                   "aces split only once is a restriction of splitting pairs more than once, "
                   "which this table does not allow.");
    }
}

void checkDrawing(const TableOffer &offer, Checker &check) {
    if (isTribal(offer)) {
        if (offer.soft17 == DealerSoft17::Hits) {
            check.fail("(l)(2)", "soft17",
                       "the dealer draws until a hard or soft total of 17 to 21: 002 has no "
                       "option to hit a soft 17.");
        }
        return;
    }
    if (offer.sixToFive && offer.soft17 == DealerSoft17::Stands) {
        check.fail("12(d)", "soft17",
                   "in the 6 to 5 blackjack variation the dealer hits a soft 17.");
    }
}

void checkPlayersPerBox(const TableOffer &offer, Checker &check) {
    const int players = offer.maxPlayersPerBox;
    if (isTribal(offer)) {
        if (players != 1) {
            check.fail("(m)(1)", "maxPlayersPerBox",
                       "002 has no counterpart of Blackjack §13: one person wagers on a box; "
                       "this table allows " +
                           std::to_string(players) + ".");
        }
        return;
    }
    if (players < 1 || players > 3) {
        check.fail("13(a)", "maxPlayersPerBox",
                   "from one to three people may wager on one box; this table allows " +
                       std::to_string(players) + ".");
    } else if (players > 1 && offers(offer, W::Progressive)) {
        check.fail(
            "13(a)", "maxPlayersPerBox",
            "more than one person wagering on a box may not be used at a table that offers " +
                described(W::Progressive) + ".");
    }
}

// §17 (002 (p)): the amount once, at the first additional wager offered;
// the same suit pay table.
void checkAdditionalWagers(const TableOffer &offer, Checker &check) {
    const auto wager = firstOffered(offer, {W::OverUnder13, W::SameSuit, W::Sevens});
    if (!wager) {
        return;
    }
    const auto &options = offer.sideWagerOptions.additional;
    check.add(validateAdditionalWagerAmount(*wager, options.amount, offer.regulation));
    if (offers(offer, W::SameSuit)) {
        check.add(validateSameSuitOption(offer.decks, options.sameSuitOption, offer.regulation));
    }
}

void checkMultipleAction(const TableOffer &offer, Checker &check) {
    if (!offers(offer, W::MultipleAction)) {
        return;
    }
    if (offer.multipleActionWagers != 2 && offer.multipleActionWagers != 3) {
        check.fail("18(a)", "(q)(1)", sideWagerField(W::MultipleAction, "wagers"),
                   "multiple action offers two or three wagers against the dealer's hands; this "
                   "table has " +
                       std::to_string(offer.multipleActionWagers) + ".");
    } else if (offer.multipleActionRequiresAll && offer.multipleActionWagers != 3) {
        check.fail("18(b)", "(q)(2)", sideWagerField(W::MultipleAction, "requireAll"),
                   "requiring a wager against all three of the dealer's hands needs a table that "
                   "offers three wagers.");
    }
}

void checkProgressive(const TableOffer &offer, Checker &check) {
    if (offers(offer, W::Progressive)) {
        check.add(validateProgressiveMeter(offer.sideWagerOptions.progressive, offer.regulation));
    }
}

void checkSuper4Stax(const TableOffer &offer, Checker &check) {
    if (offers(offer, W::Super4Stax)) {
        check.add(validateSuper4Stax(offer.sideWagerOptions.super4Stax, offer.decks, offer.boxes));
    }
}

void checkBlackjackBonus(const TableOffer &offer, Checker &check) {
    if (offers(offer, W::BlackjackBonus)) {
        check.add(validateBlackjackBonus(offer.sideWagerOptions.blackjackBonus, offer.decks,
                                         offer.regulation));
    }
}

std::string payTableText(char table) {
    return std::string("Table ") + table;
}

void checkLetterTable(const TableOffer &offer, Checker &check, SideWager wager, char table,
                      char last, std::string_view section, std::string_view what) {
    if (offers(offer, wager) && (table < 'A' || table > last)) {
        check.fail(section, sideWagerField(wager, "payTable"),
                   std::string(what) + " pay tables are A to " + std::string(1, last) +
                       "; this table has " +
                       (table >= ' ' && table <= '~' ? payTableText(table) : "none") + ".");
    }
}

void checkNumberTable(const TableOffer &offer, Checker &check, SideWager wager, int table, int last,
                      std::string_view section, std::string_view what) {
    if (offers(offer, wager) && (table < 1 || table > last)) {
        check.fail(section, sideWagerField(wager, "payTable"),
                   std::string(what) + " pay tables are 1 to " + std::to_string(last) +
                       "; this table has " + std::to_string(table) + ".");
    }
}

void checkTwentyPoint(const TableOffer &offer, Checker &check) {
    if (offers(offer, W::TwentyPointBonus)) {
        check.add(validateTwentyPointBonus(offer.sideWagerOptions.twentyPoint, offer.minimumWager));
    }
}

void checkBuster(const TableOffer &offer, Checker &check) {
    if (!offers(offer, W::BusterBlackjack)) {
        return;
    }
    const auto &options = offer.sideWagerOptions.buster;
    checkLetterTable(offer, check, W::BusterBlackjack, options.payTable, 'F', "27(g)",
                     "The Buster Blackjack");
    if (!isOneOf(options.freeBonusTable, {0, 1, 3})) {
        check.fail("27(i)", sideWagerField(W::BusterBlackjack, "freeBonusTable"),
                   "the Free Bonus pay tables are B1 and B3 (0: not offered); this table has " +
                       std::to_string(options.freeBonusTable) + ".");
    }
}

void checkSideWagerOptions(const TableOffer &offer, Checker &check) {
    checkAdditionalWagers(offer, check);
    checkMultipleAction(offer, check);
    checkProgressive(offer, check);
    if (isTribal(offer)) {
        checkBlackjackBonus(offer, check);
        return;
    }
    checkSuper4Stax(offer, check);
    checkBlackjackBonus(offer, check);
    checkTwentyPoint(offer, check);
    checkLetterTable(offer, check, W::InBetween, offer.sideWagerOptions.inBetween.payTable, 'D',
                     "26(f)", "The in-between");
    checkBuster(offer, check);
    checkLetterTable(offer, check, W::TwentyOnePlusThree,
                     offer.sideWagerOptions.twentyOnePlusThree.payTable, 'B', "28(f)", "The 21+3");
    checkNumberTable(offer, check, W::KingsBounty, offer.sideWagerOptions.kingsBounty.payTable, 2,
                     "29(h)", "The king's bounty");
    check.add(validateTriLux(offer));
    checkNumberTable(offer, check, W::Blazing7s, offer.sideWagerOptions.blazing7s.payTable, 2,
                     "31(d)", "The Blazing 7's sample");
}

// 002 authorizes fewer options: no 6 to 5 payment, no §3(e) bonus payouts, the
// hole card face down with the players' cards, and only the wagers of (p)-(t).
void checkTribalOnly(const TableOffer &offer, Checker &check) {
    if (offer.sixToFive) {
        check.fail("(c)(5)", "sixToFive",
                   "standard blackjack is paid 3 to 2; 002 has no 6 to 5 blackjack variation.");
    }
    if (offer.sixToFiveOnShoe) {
        check.fail("(c)(5)", "sixToFiveOnShoe",
                   "standard blackjack is paid 3 to 2; 002 has no 6 to 5 payment.");
    }
    if (offer.sixToFiveRoundsPerDeck == SixToFiveRoundsPerDeck::Single) {
        // Blackjack §5(i) elects it for the 6 to 5 variation, which 002 lacks.
        check.fail("(c)(5)", "sixToFiveRoundsPerDeck",
                   "one round per deck is an election of the 6 to 5 blackjack variation "
                   "(Blackjack §5(i)); 002 has no such variation.");
    }
    if (offer.sixToFiveBurnEachRound) {
        // Blackjack §6A(c) elects it for the 6 to 5 variation, which 002
        // lacks; (f)(3) burns only after a full set is placed in the shoe and
        // for each new dealer.
        check.fail("(f)(3)", "sixToFiveBurnEachRound",
                   "the burn of the top card at the start of each round is an election of the 6 "
                   "to 5 blackjack variation (Blackjack §6A(c)); 002 has no such variation: its "
                   "dealer burns the first card after each full set of cards is placed in the "
                   "shoe, and a new dealer one card.");
    }
    for (const auto &[field, on, what] :
         {std::tuple{"sixSevenEightSuited2to1", offer.sixSevenEightSuited2to1,
                     "6, 7 and 8 of the same suit paid 2 to 1"},
          {"threeSevens3to2", offer.threeSevens3to2, "three 7's paid 3 to 2"}}) {
        if (on) {
            check.fail("(c)(5)", field,
                       std::string("winning wagers are paid 1 to 1 and blackjack 3 to 2; 002 has "
                                   "no optional payout of ") +
                           what + " (Blackjack §3(e)).");
        }
    }
    if (offers(offer, W::MultipleAction)) {
        // (q)(3): the player doubles down, splits pairs, stands or draws; the
        // list has no surrender ((h)(2) states no exclusion; 000 §8(c) does).
        if (offer.surrender) {
            check.fail("(q)(3)", "surrender",
                       "at a multiple action table the player doubles down, splits pairs, stands "
                       "or draws; surrender is not among the decisions.");
        }
        // Checklist (002 (f)(5)(iv) vs (q)(3),(5)): multiple action deals the
        // dealer's second card after the players, as in Blackjack §18.
        if (offer.holeCard != HoleCard::SecondCardAfterPlayers) {
            check.fail("(q)(5)", "holeCard",
                       "multiple action deals the dealer's second card to the original face up "
                       "card after the players' decisions; this table has the " +
                           std::string(name(offer.holeCard)) + ".");
        }
    } else if (offer.holeCard != HoleCard::FaceDown &&
               offer.holeCard != HoleCard::FaceDownWithCardReader) {
        check.fail("(f)(5)(iv)", "holeCard",
                   "the dealer's second card is dealt face down after the players' second cards; "
                   "this table has the " +
                       std::string(name(offer.holeCard)) + ".");
    }
    for (const SideWager wager : offer.sideWagers) {
        if (!tribalSection(wager)) {
            check.fail("(p)(1)", sideWagerField(wager),
                       "002 authorizes only the additional wagers of (p), multiple action (q), "
                       "the progressive (r), the blackjack bonus (s) and the streak (t) wagers; "
                       "not " +
                           described(wager) + ".");
        }
    }
}

} // namespace

std::string OfferProblem::text() const {
    return citation.text() + ": " + message;
}

std::string_view fieldName(SideWager wager) {
    switch (wager) {
    case W::OverUnder13:
        return "overUnder13";
    case W::SameSuit:
        return "sameSuit";
    case W::Sevens:
        return "sevens";
    case W::MultipleAction:
        return "multipleAction";
    case W::Progressive:
        return "progressive";
    case W::Super4Stax:
        return "super4Stax";
    case W::BlackjackBonus:
        return "blackjackBonus";
    case W::Streak:
        return "streak";
    case W::MatchTheDealer:
        return "matchTheDealer";
    case W::TwentyPointBonus:
        return "twentyPointBonus";
    case W::OptionalBonus:
        return "optionalBonus";
    case W::InBetween:
        return "inBetween";
    case W::BusterBlackjack:
        return "busterBlackjack";
    case W::TwentyOnePlusThree:
        return "twentyOnePlusThree";
    case W::KingsBounty:
        return "kingsBounty";
    case W::TriLuxBonus:
        return "triLuxBonus";
    case W::TriLuxSuper3:
        return "triLuxSuper3";
    case W::LuckyGeorge:
        return "luckyGeorge";
    case W::Blazing7s:
        return "blazing7s";
    }
    return "";
}

std::string sideWagerField(SideWager wager, std::string_view option) {
    std::string field = "sideWagers.";
    field += fieldName(wager);
    if (!option.empty()) {
        field += ".";
        field += option;
    }
    return field;
}

Citation offerCitation(Regulation regulation, std::string_view blackjack, std::string_view tribal) {
    return Citation{regulation,
                    std::string(regulation == Regulation::BlackjackTribal ? tribal : blackjack)};
}

TableOffer defaultTableOffer(Regulation regulation) {
    TableOffer offer;
    offer.regulation = regulation;
    if (regulation == Regulation::BlackjackTribal) {
        offer.holeCard = HoleCard::FaceDown; // 002 (f)(5)(iv)
    }
    return offer;
}

std::string_view name(HoleCard holeCard) {
    switch (holeCard) {
    case HoleCard::SecondCardAfterPlayers:
        return "second card dealt face up after the players";
    case HoleCard::FaceDown:
        return "hole card dealt face down";
    case HoleCard::FaceDownWithCardReader:
        return "hole card dealt face down and read by a card reader";
    case HoleCard::FaceUp:
        return "hole card dealt face up";
    }
    return "unknown hole-card procedure";
}

std::string_view section(HoleCard holeCard) {
    switch (holeCard) {
    case HoleCard::SecondCardAfterPlayers:
        return "6(h)";
    case HoleCard::FaceDown:
    case HoleCard::FaceDownWithCardReader:
        return "6(j)";
    case HoleCard::FaceUp:
        return "6(k)";
    }
    return "";
}

std::span<const WagerExclusion> wagerExclusions() {
    return kExclusions;
}

std::span<const WagerExclusion> tribalWagerExclusions() {
    return kTribalExclusions;
}

std::vector<OfferProblem> validate(const TableOffer &offer) {
    if (offer.regulation != Regulation::Blackjack &&
        offer.regulation != Regulation::BlackjackTribal) {
        return {OfferProblem{"a blackjack table follows Blackjack (000) or Blackjack (tribal) "
                             "(002); " +
                                 std::string(regulationTitle(offer.regulation)) + " is neither.",
                             blackjackSection("1"), "regulation"}};
    }
    Checker check(offer);
    checkDecks(offer, check);
    checkShuffler(offer, check);
    checkWagerLimits(offer, check);
    if (isTribal(offer)) {
        checkTribalOnly(offer, check);
    } else {
        checkPayouts(offer, check);
        checkSixToFiveDeckUsage(offer, check);
        checkDealing(offer, check);
        checkSixToFiveOnShoe(offer, check);
        checkSurrender(offer, check);
    }
    checkInsurance(offer, check);
    checkCardReader(offer, check);
    checkPlayersOut(offer, check);
    checkDoubling(offer, check);
    checkBoxes(offer, check);
    checkSplitting(offer, check);
    checkDrawing(offer, check);
    checkPlayersPerBox(offer, check);
    checkSideWagerOptions(offer, check);
    std::vector<OfferProblem> problems = check.take();
    const auto exclusions = isTribal(offer) ? tribalWagerExclusions() : wagerExclusions();
    for (const WagerExclusion &row : exclusions) {
        if (offers(offer, row.a) && offers(offer, row.b)) {
            problems.push_back(exclusionProblem(row, offer.regulation));
        }
    }
    return problems;
}

} // namespace dt::blackjack

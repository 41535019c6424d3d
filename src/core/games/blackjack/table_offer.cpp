#include "table_offer.h"

#include <initializer_list>
#include <optional>
#include <string>
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

std::string sectionSign(std::string_view section) {
    std::string text = "§";
    text += section;
    return text;
}

std::string described(SideWager wager) {
    std::string text(name(wager));
    text += " (" + sectionSign(section(wager)) + ")";
    return text;
}

OfferProblem problem(std::string message, std::string_view section) {
    return OfferProblem{std::move(message), Citation{Regulation::Blackjack, std::string(section)}};
}

OfferProblem exclusionProblem(const WagerExclusion &row) {
    std::string stated;
    for (const std::string_view section : row.sections) {
        if (section.empty()) {
            continue;
        }
        if (!stated.empty()) {
            stated += ", ";
        }
        stated += sectionSign(section);
    }
    std::string message = stated + ": " + described(row.a) +
                          " may not be offered at a blackjack table that offers " +
                          described(row.b) + ".";
    return problem(std::move(message), row.sections[0]);
}

std::string decksText(int decks) {
    return "this table has " + std::to_string(decks) + (decks == 1 ? " deck." : " decks.");
}

bool offers(const TableOffer &offer, SideWager wager) {
    return offer.sideWagers.contains(wager);
}

// The name of the first offered wager of `wagers`, or nothing.
std::optional<SideWager> firstOffered(const TableOffer &offer,
                                      std::initializer_list<SideWager> wagers) {
    for (const SideWager wager : wagers) {
        if (offers(offer, wager)) {
            return wager;
        }
    }
    return std::nullopt;
}

void checkDecks(const TableOffer &offer, std::vector<OfferProblem> &problems) {
    const int decks = offer.decks;
    if (decks < 1) {
        problems.push_back(
            problem("§2(a): blackjack shall be played with at least one deck; " + decksText(decks),
                    "2(a)"));
    }
    if (offer.sixToFive && decks != 1 && decks != 2) {
        problems.push_back(problem("§2(a)(1): the 6 to 5 blackjack variation is played with one "
                                   "or two decks; " +
                                       decksText(decks),
                                   "2(a)(1)"));
    }
    if (offers(offer, W::TwentyPointBonus) && decks < 2) {
        problems.push_back(problem("§2(a)(2): " + described(W::TwentyPointBonus) +
                                       " needs at least two decks; " + decksText(decks),
                                   "2(a)(2)"));
    }
    if (const auto wager = firstOffered(offer, {W::Sevens, W::Progressive}); wager && decks < 4) {
        problems.push_back(problem("§2(a)(3): " + described(*wager) +
                                       " needs at least four decks; " + decksText(decks),
                                   "2(a)(3)"));
    }
    if (const auto wager = firstOffered(offer, {W::MatchTheDealer, W::OptionalBonus});
        wager && decks != 6 && decks != 8) {
        problems.push_back(problem("§2(a)(4): " + described(*wager) +
                                       " needs six or eight decks; " + decksText(decks),
                                   "2(a)(4)"));
    }
}

void checkHoleCard(const TableOffer &offer, std::vector<OfferProblem> &problems) {
    if (!offers(offer, W::Progressive)) {
        return;
    }
    const std::string_view cited = offer.holeCard == HoleCard::FaceUp                   ? "6(k)"
                                   : offer.holeCard == HoleCard::SecondCardAfterPlayers ? ""
                                                                                        : "6(j)(2)";
    if (cited.empty()) {
        return;
    }
    problems.push_back(problem(
        sectionSign(cited) + ": the hole-card procedure of " +
            sectionSign(section(offer.holeCard)) + " (" + std::string(name(offer.holeCard)) +
            ") shall not be used at a table that offers " + described(W::Progressive) + ".",
        cited));
}

} // namespace

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

std::vector<OfferProblem> validate(const TableOffer &offer) {
    std::vector<OfferProblem> problems;
    checkDecks(offer, problems);
    checkHoleCard(offer, problems);
    for (const WagerExclusion &row : kExclusions) {
        if (offers(offer, row.a) && offers(offer, row.b)) {
            problems.push_back(exclusionProblem(row));
        }
    }
    return problems;
}

} // namespace dt::blackjack

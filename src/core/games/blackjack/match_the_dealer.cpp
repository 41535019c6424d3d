#include "match_the_dealer.h"

#include <string>

namespace dt::blackjack {

namespace {
// §23(f)'s two rows, as printed.
constexpr const char *kNonMatching = "Non-matching suit";
constexpr const char *kMatching = "Matching suit";
} // namespace

std::optional<MatchTheDealerPayouts> matchTheDealerPayouts(int decks) {
    // §23(f), "no less than the following odds for each card".
    if (decks == 6) {
        return MatchTheDealerPayouts{Odds{4, 1}, Odds{11, 1}};
    }
    if (decks == 8) {
        return MatchTheDealerPayouts{Odds{3, 1}, Odds{14, 1}};
    }
    return std::nullopt;
}

std::optional<SideWagerAward> settleMatchTheDealer(const std::vector<Card> &playerInitialTwo,
                                                   const Card &dealerInitialCard, int decks) {
    const std::optional<MatchTheDealerPayouts> payouts = matchTheDealerPayouts(decks);
    if (!payouts) {
        return std::nullopt;
    }
    if (playerInitialTwo.size() < 2) {
        return SideWagerAward::pending("The player's initial two cards are not dealt yet", "23(e)");
    }
    std::int64_t odds = 0;
    std::string rows;
    for (std::size_t i = 0; i < 2; ++i) {
        const Card &card = playerInitialTwo[i];
        // §23(a): the same rank; ten-value cards only with identical
        // ascription, which the rank already is (10, J, Q and K differ).
        if (card.rank != dealerInitialCard.rank) {
            continue;
        }
        const bool suited = card.suit == dealerInitialCard.suit;
        odds += suited ? payouts->matchingSuit.win : payouts->nonMatchingSuit.win;
        rows += rows.empty() ? "" : " + ";
        rows += suited ? kMatching : kNonMatching;
    }
    if (odds == 0) {
        return SideWagerAward::loses("Neither initial card matches the dealer's initial card",
                                     "23(a)");
    }
    // §23(a)(2), (f): paid for each matching card; the rows are all "to 1",
    // so the odds add up.
    return SideWagerAward::winsAt(rows, Odds{odds, 1}, "23(f)");
}

std::vector<PayTableRow> matchTheDealerPayTable(int decks) {
    const std::optional<MatchTheDealerPayouts> payouts = matchTheDealerPayouts(decks);
    if (!payouts) {
        return {};
    }
    return {PayTableRow{kNonMatching, PaysOdds{payouts->nonMatchingSuit}},
            PayTableRow{kMatching, PaysOdds{payouts->matchingSuit}}};
}

} // namespace dt::blackjack

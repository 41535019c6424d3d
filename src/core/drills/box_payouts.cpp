#include "box_payouts.h"

#include "../games/blackjack/settlement.h"
#include "../seeded_random.h"
#include "side_wager_payouts.h"

namespace dt::drills {

namespace {

Card card(Rank rank, Suit suit) {
    return Card{rank, suit, 0};
}

// The wager `question` is on, settled on the box's cards: the amount comes
// from the settlement (§3(a)-(b), §3(e)), the situation's explanation stays.
void settleOn(PayoutQuestion &question, std::vector<Card> player, std::vector<Card> dealer,
              bool afterSplit) {
    question.playerCards = std::move(player);
    question.dealerCards = std::move(dealer);
    const blackjack::WagerResult result =
        blackjack::settleMainWager(question.playerCards, afterSplit, question.doubledBy,
                                   question.wager, question.dealerCards, blackjack::PayoutRules{});
    question.correct = result.net.inCents() > 0 ? result.net : Money();
}

// A dealer's hand from `up` that busts, each card drawn below 17 (§12(a)-(b)):
// a hole card that makes 12 to 16 (hard or soft 16 under an ace, never a
// blackjack), then tens.
std::vector<Card> bustingDealerHand(Card up) {
    std::vector<Card> hand = {up};
    int total = 0;
    if (up.rank == Rank::Ace) {
        hand.push_back(card(Rank::Five, Suit::Clubs)); // soft 16, then hard 16
        total = 6;
    } else {
        const int value = up.rank >= Rank::Ten ? 10 : static_cast<int>(up.rank);
        const Card hole = value >= 7 ? card(Rank::Six, Suit::Clubs) : card(Rank::King, Suit::Clubs);
        hand.push_back(hole);
        total = value + (value >= 7 ? 6 : 10);
    }
    while (total <= 21) {
        hand.push_back(card(Rank::King, static_cast<Suit>(hand.size() % 4)));
        total += 10;
    }
    return hand;
}

// §1: an ace and a ten-value card in the first two cards.
bool isAceAndTen(const Card &first, const Card &second) {
    const auto ten = [](Rank rank) { return rank >= Rank::Ten && rank <= Rank::King; };
    return (first.rank == Rank::Ace && ten(second.rank)) ||
           (second.rank == Rank::Ace && ten(first.rank));
}

std::vector<Money> twice(const std::vector<Money> &chips) {
    std::vector<Money> both = chips;
    both.insert(both.end(), chips.begin(), chips.end());
    return both;
}

PayoutQuestion box(PayoutSituation lead, std::string caption, std::vector<Card> player,
                   std::vector<Card> dealer, std::vector<PayoutQuestion> wagers) {
    PayoutQuestion question;
    question.situation = lead;
    question.caption = std::move(caption);
    question.playerCards = std::move(player);
    question.dealerCards = std::move(dealer);
    for (const PayoutQuestion &wager : wagers) {
        question.wager += wager.wager;
        question.correct += wager.correct;
        if (!question.explanation.empty()) {
            question.explanation += "; ";
        }
        question.explanation += wager.wagerLabel + ": " + wager.explanation;
    }
    question.citation = wagers.front().citation;
    question.requirement = wagers.front().requirement;
    question.wagers = std::move(wagers);
    return question;
}

constexpr int kMainStacks = 5; // the main wagers: tall stacks of four colours
constexpr int kSideStacks = 4; // side wagers and insurance: three colours

// §11, §10(a): a pair of eights split, the first hand doubled to 21, the
// second standing on 18 (wins) or 17 (pushes) against the dealer's 17.
PayoutQuestion splitDouble(SeededRandom &random, const blackjack::TableOffer &table) {
    PayoutQuestion first =
        makeWagerQuestion(PayoutSituation::WinningDouble, kMainStacks, random, table);
    // §11: the second hand's wager equals the original wager.
    const std::vector<Money> original(first.wagerChips.begin(),
                                      first.wagerChips.begin() +
                                          static_cast<std::ptrdiff_t>(first.wagerChips.size() / 2));
    const bool push = random.below(3) == 0;
    PayoutQuestion second =
        makeQuestion(push ? PayoutSituation::Push : PayoutSituation::WinningWager, original,
                     random.next(), table);
    const std::vector<Card> dealer = {card(Rank::Ten, Suit::Spades),
                                      card(Rank::Seven, Suit::Diamonds)};
    const std::vector<Card> hand1 = {card(Rank::Eight, Suit::Spades),
                                     card(Rank::Three, Suit::Hearts),
                                     card(Rank::King, Suit::Diamonds)};
    const std::vector<Card> hand2 = {card(Rank::Eight, Suit::Hearts),
                                     push ? card(Rank::Nine, Suit::Clubs)
                                          : card(Rank::Ten, Suit::Clubs)};
    settleOn(first, hand1, dealer, true);
    settleOn(second, hand2, dealer, true);
    first.wagerLabel = "Hand 1, doubled";
    first.caption = "Split hand 1: 8, 3 and the double's king, 21 against 17";
    second.wagerLabel = "Hand 2";
    second.caption =
        std::string("Split hand 2: 8 and ") + (push ? "9, 17" : "10, 18") + " against 17";
    std::vector<Card> shown = hand1;
    shown.insert(shown.end(), hand2.begin(), hand2.end());
    return box(PayoutSituation::WinningDouble,
               std::string("Split eights against the dealer's 17: hand 1 doubled to 21, hand 2 ") +
                   (push ? "stands on 17" : "stands on 18"),
               shown, dealer, {first, second});
}

// §1, §11: split aces, 21 (no blackjack) and 20 against the dealer's 19.
PayoutQuestion splitAces(SeededRandom &random, const blackjack::TableOffer &table) {
    PayoutQuestion first = makeWagerQuestion(PayoutSituation::Split21, kMainStacks, random, table);
    PayoutQuestion second =
        makeQuestion(PayoutSituation::WinningWager, first.wagerChips, random.next(), table);
    const std::vector<Card> dealer = {card(Rank::Ten, Suit::Spades),
                                      card(Rank::Nine, Suit::Hearts)};
    const std::vector<Card> hand1 = {card(Rank::Ace, Suit::Spades), card(Rank::King, Suit::Hearts)};
    const std::vector<Card> hand2 = {card(Rank::Ace, Suit::Diamonds),
                                     card(Rank::Nine, Suit::Clubs)};
    settleOn(first, hand1, dealer, true);
    settleOn(second, hand2, dealer, true);
    first.wagerLabel = "Hand 1";
    first.caption = "Split hand 1: ace and king, 21 after a split";
    second.wagerLabel = "Hand 2";
    second.caption = "Split hand 2: ace and nine, 20";
    std::vector<Card> shown = hand1;
    shown.insert(shown.end(), hand2.begin(), hand2.end());
    return box(PayoutSituation::Split21, "Split aces against the dealer's 19: 21 and 20", shown,
               dealer, {first, second});
}

// §9(c), §7(b): an insured blackjack when the dealer has blackjack (a standoff).
PayoutQuestion insuredBlackjack(SeededRandom &random, const blackjack::TableOffer &table) {
    PayoutQuestion insurance =
        makeWagerQuestion(PayoutSituation::Insurance, kSideStacks, random, table);
    // §9(b): the insurance is half the box's wager.
    PayoutQuestion main =
        makeQuestion(PayoutSituation::Push, twice(insurance.wagerChips), random.next(), table);
    const std::vector<Card> player = {card(Rank::Ace, Suit::Spades),
                                      card(Rank::King, Suit::Hearts)};
    const std::vector<Card> dealer = {card(Rank::Ace, Suit::Diamonds),
                                      card(Rank::Queen, Suit::Clubs)};
    insurance.playerCards = player;
    insurance.dealerCards = dealer;
    insurance.caption = "The insurance: the dealer has blackjack";
    settleOn(main, player, dealer, false);
    main.caption = "The main wager: blackjack against the dealer's blackjack";
    if (const auto blackjackPay = payout(main.wager, Odds{3, 2})) {
        main.tableMistakes.push_back(
            {*blackjackPay, "paid the blackjack: it ties the dealer's blackjack"});
    }
    return box(PayoutSituation::Insurance,
               "Blackjack, insured under the dealer's ace: the dealer has blackjack", player,
               dealer, {insurance, main});
}

// A side wager and the main wager of the same box: the side wager on the
// cards that decided it, the main wager against the dealer's bust.
PayoutQuestion sideAndMain(PayoutSituation lead, SeededRandom &random,
                           const blackjack::TableOffer &table) {
    PayoutQuestion side = makeWagerQuestion(lead, kSideStacks, random, table);
    std::vector<Card> dealer = side.dealerCards;
    if (lead != PayoutSituation::BusterBlackjack && !dealer.empty()) {
        dealer = bustingDealerHand(dealer.front());
    }
    const bool blackjack =
        side.playerCards.size() == 2 && isAceAndTen(side.playerCards[0], side.playerCards[1]);
    PayoutQuestion main =
        makeWagerQuestion(blackjack ? PayoutSituation::Natural3to2 : PayoutSituation::WinningWager,
                          kMainStacks, random, table);
    settleOn(main, side.playerCards, dealer, false);
    main.caption = "The main wager: the dealer busts";
    side.dealerCards = dealer;
    const std::string caption = side.caption + "; the dealer busts";
    // The side wagers decided on the initial cards are settled first
    // (§17(d), §23(e), §24(d), §26(e), §28(e); the drill pays the others
    // likewise); Buster waits for the dealer's completed hand (§27(e)-(f))
    // and follows the main wager.
    if (lead == PayoutSituation::BusterBlackjack) {
        return box(lead, caption, side.playerCards, dealer, {main, side});
    }
    return box(lead, caption, side.playerCards, dealer, {side, main});
}

} // namespace

bool hasBoxForm(PayoutSituation lead) {
    return lead == PayoutSituation::WinningDouble || lead == PayoutSituation::Split21 ||
           lead == PayoutSituation::Insurance || isSideWagerSituation(lead);
}

PayoutQuestion makeBoxQuestion(PayoutSituation lead, SeededRandom &random,
                               const blackjack::TableOffer &table) {
    switch (lead) {
    case PayoutSituation::WinningDouble:
        return splitDouble(random, table);
    case PayoutSituation::Split21:
        return splitAces(random, table);
    case PayoutSituation::Insurance:
        return insuredBlackjack(random, table);
    default:
        if (isSideWagerSituation(lead)) {
            return sideAndMain(lead, random, table);
        }
        return makeWagerQuestion(lead, kMainStacks, random, table);
    }
}

} // namespace dt::drills

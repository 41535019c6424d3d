// The blackjack analyzer: the dealer's draw rule (Blackjack §12), the basic
// strategy player (checked against the published chart it is written from),
// the fast round simulator (checked round by round against a slow reference
// built on evaluate() and settleMainWager(), and on hand-worked rounds), the
// simulated house edge against published figures, and the exact side-wager
// enumeration against independent formulas and §31(d)'s printed hit
// frequency.

#include "core_test_support.h"

#include <QString>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <core/card.h>
#include <core/games/blackjack/analyzer.h>
#include <core/games/blackjack/basic_strategy.h>
#include <core/games/blackjack/dealer_draw.h>
#include <core/games/blackjack/hand.h>
#include <core/games/blackjack/progressive_wagers.h>
#include <core/games/blackjack/round_simulator.h>
#include <core/games/blackjack/settlement.h>
#include <core/games/blackjack/side_wager_enumeration.h>
#include <core/seeded_random.h>
#include <map>
#include <optional>
#include <span>
#include <vector>

using namespace dt;
using namespace dt::blackjack;

using dttest::cardsOf;
using dttest::qs;

namespace {

// Simulated rounds for the house-edge rows: seconds in Release, fewer in a
// Debug or sanitizer build (the tolerance is statistical, so it widens).
#if defined(__SANITIZE_ADDRESS__)
constexpr std::int64_t kEdgeRounds = 600'000;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr std::int64_t kEdgeRounds = 600'000;
#elif defined(NDEBUG)
constexpr std::int64_t kEdgeRounds = 5'000'000;
#else
constexpr std::int64_t kEdgeRounds = 2'000'000;
#endif
#elif defined(NDEBUG)
constexpr std::int64_t kEdgeRounds = 5'000'000;
#else
constexpr std::int64_t kEdgeRounds = 2'000'000;
#endif

// Table rules named in the rows: "S17", "H17", "noDAS", "LS" (surrender),
// "2D" (two decks), "6:5", combined with '+'.
TableOffer offerOf(const QString &text) {
    TableOffer offer;
    for (const QString &option : text.split(QLatin1Char('+'), Qt::SkipEmptyParts)) {
        if (option == QStringLiteral("H17")) {
            offer.soft17 = DealerSoft17::Hits;
        } else if (option == QStringLiteral("noDAS")) {
            offer.doubleAfterSplit = false;
        } else if (option == QStringLiteral("LS")) {
            offer.surrender = true;
        } else if (option == QStringLiteral("2D")) {
            offer.decks = 2;
        } else if (option == QStringLiteral("6:5")) {
            offer.sixToFive = true;
            offer.decks = 2;
        } else if (option != QStringLiteral("S17")) {
            QTest::qFail(qPrintable(QStringLiteral("bad option ") + option), __FILE__, __LINE__);
        }
    }
    return offer;
}

QString decisionName(PlayerDecision decision) {
    return qs(name(decision));
}

// ---- The slow reference: the same procedure, written plainly on the
// public rules functions (evaluate, BasicStrategy::decide on cards,
// dealerMustDraw, settleMainWager, settleSplitAgainstDealerBlackjack,
// surrenderRefund).

struct ReferenceHand {
    std::vector<Card> cards;
    bool afterSplit = false;
    bool doubled = false;
    bool surrendered = false;
    bool splitAces = false;
};

int valueOf(const Card &card) {
    return card.rank >= Rank::Ten ? 10 : static_cast<int>(card.rank);
}

struct CardFeed {
    std::span<const Card> cards;
    std::size_t used = 0;
    bool exhausted = false;
    Card next() {
        if (used >= cards.size()) {
            exhausted = true;
            return Card{Rank::Ten, Suit::Spades, 0};
        }
        return cards[used++];
    }
};

bool isNatural(const std::vector<Card> &cards, bool afterSplit) {
    return evaluate(cards, afterSplit).blackjack;
}

// What a reference round left on the layout, for the conservation checks:
// every card of every hand and the dealer's, and per box what was staked
// (initial wagers, splits, doubles) and the box's net.
struct RoundRecord {
    std::vector<Card> cardsOnLayout;
    std::vector<qint64> staked;
    std::vector<qint64> net;
};

std::optional<qint64> referenceRound(const TableOffer &offer, int boxes, Money wager,
                                     std::span<const Card> cards, std::size_t &used,
                                     RoundRecord *record = nullptr) {
    const BasicStrategy strategy(StrategyRules::of(offer));
    const bool surrenderOffered = offer.surrender && !offer.sixToFive;
    const int maxHands = std::clamp(offer.maxSplitHands, 1, 4);
    CardFeed feed{cards};
    std::vector<std::vector<ReferenceHand>> table(static_cast<std::size_t>(boxes),
                                                  std::vector<ReferenceHand>(1));
    for (auto &box : table) {
        box[0].cards.push_back(feed.next());
    }
    std::vector<Card> dealer{feed.next()};
    for (auto &box : table) {
        box[0].cards.push_back(feed.next());
    }
    const bool holeFirst =
        offer.holeCard == HoleCard::FaceDown || offer.holeCard == HoleCard::FaceDownWithCardReader;
    if (holeFirst) {
        dealer.push_back(feed.next());
    }
    const int up = valueOf(dealer[0]);
    const bool peeked = offer.holeCard == HoleCard::FaceDownWithCardReader &&
                        (up == 1 || up == 10) && isNatural(dealer, false);
    if (!peeked) {
        for (auto &box : table) {
            if (isNatural(box[0].cards, false)) {
                continue;
            }
            for (std::size_t i = 0; i < box.size(); ++i) {
                if (box[i].cards.size() == 1) {
                    box[i].cards.push_back(feed.next());
                }
                while (true) {
                    ReferenceHand &hand = box[i];
                    const HandValue value = evaluate(hand.cards, hand.afterSplit);
                    if (value.total >= 21) {
                        break;
                    }
                    const bool two = hand.cards.size() == 2;
                    const bool pair = two && valueOf(hand.cards[0]) == valueOf(hand.cards[1]);
                    HandOptions options;
                    options.canDouble =
                        two && !hand.splitAces && (!hand.afterSplit || offer.doubleAfterSplit);
                    options.canSplit =
                        pair && static_cast<int>(box.size()) < maxHands &&
                        !(valueOf(hand.cards[0]) == 1 && hand.afterSplit && offer.splitAcesOnce);
                    options.canSurrender = surrenderOffered && two && !hand.afterSplit;
                    const PlayerDecision decision = strategy.decide(hand.cards, dealer[0], options);
                    if (decision == PlayerDecision::Split) {
                        const bool aces = hand.cards[0].rank == Rank::Ace;
                        ReferenceHand formed{{hand.cards[1]}, true, false, false, aces};
                        hand.cards.pop_back();
                        hand.afterSplit = true;
                        hand.splitAces = aces;
                        hand.cards.push_back(feed.next());
                        box.push_back(formed); // completed after the hands already formed
                        continue;
                    }
                    if (hand.splitAces) {
                        break;
                    }
                    if (decision == PlayerDecision::Hit) {
                        hand.cards.push_back(feed.next());
                        continue;
                    }
                    if (decision == PlayerDecision::Double) {
                        hand.doubled = true;
                        hand.cards.push_back(feed.next());
                    } else if (decision == PlayerDecision::Surrender) {
                        hand.surrendered = true;
                    }
                    break;
                }
            }
        }
    }
    if (!holeFirst) {
        dealer.push_back(feed.next());
    }
    const bool dealerBlackjack = isNatural(dealer, false);
    if (!dealerBlackjack) {
        bool anyStanding = false;
        for (const auto &box : table) {
            for (const auto &hand : box) {
                const HandValue value = evaluate(hand.cards, hand.afterSplit);
                anyStanding = anyStanding || (!hand.surrendered && !value.bust && !value.blackjack);
            }
        }
        const DealerSoft17 rule = dealerSoft17Rule(offer);
        while (anyStanding && dealerMustDraw(evaluate(dealer, false), rule)) {
            dealer.push_back(feed.next());
        }
    }
    used = feed.used;
    if (feed.exhausted) {
        return std::nullopt;
    }

    const PayoutRules rules = payoutRules(offer); // the table's pays, as settlement reads them
    const HandValue dealerValue = evaluate(dealer, false);
    qint64 net = 0;
    for (const auto &box : table) {
        const qint64 netBefore = net;
        if (record) {
            qint64 staked = 0;
            for (const auto &hand : box) {
                staked += (hand.doubled ? 2 : 1) * wager.inCents();
                record->cardsOnLayout.insert(record->cardsOnLayout.end(), hand.cards.begin(),
                                             hand.cards.end());
            }
            record->staked.push_back(staked);
        }
        if (dealerBlackjack && box.size() > 1) {
            net += settleSplitAgainstDealerBlackjack(wager).net.inCents(); // §11(d)
        }
        const auto recordBox = [&] {
            if (record) {
                record->net.push_back(net - netBefore);
            }
        };
        for (const auto &hand : box) {
            if (hand.surrendered) {
                // §8(a)(2): all of it against a blackjack; §8(a)(1) half.
                net -=
                    dealerBlackjack ? wager.inCents() : (wager - surrenderRefund(wager)).inCents();
                continue;
            }
            const HandValue value = evaluate(hand.cards, hand.afterSplit);
            // settleMainWager() applies §3(a)(3) to every two-card 21; the
            // checklist's default reading (TableOffer) pushes a split hand's.
            if (hand.afterSplit && hand.cards.size() == 2 && value.total == 21 &&
                dealerValue.total == 21 && dealer.size() > 2 &&
                !offer.splitTwoCard21BeatsDealer21) {
                continue;
            }
            const Money stake = hand.doubled ? wager + wager : wager;
            net += settleMainWager(hand.cards, hand.afterSplit, hand.doubled ? wager : Money(),
                                   stake, dealer, rules)
                       .net.inCents();
        }
        recordBox();
    }
    if (record) {
        record->cardsOnLayout.insert(record->cardsOnLayout.end(), dealer.begin(), dealer.end());
    }
    return net;
}

} // namespace

class TestBlackjackAnalyzer : public QObject {
    Q_OBJECT

private slots:
    void dealerDraw_data();
    void dealerDraw();
    void dealerDrawNotNeeded();
    void basicStrategy_data();
    void basicStrategy();
    void handWorkedRounds_data();
    void handWorkedRounds();
    void fastMatchesReference();
    void cardsAndMoneyAreConserved();
    void houseEdgeMatchesPublishedFigures_data();
    void houseEdgeMatchesPublishedFigures();
    void simulationIsSeeded();
    void faceUpHoleCardIsRefused();
    void invalidOfferIsRefused();
    void enumerationBlackjackProbability();
    void enumerationOverUnder13_data();
    void enumerationOverUnder13();
    void enumerationBlazing7sHitFrequency_data();
    void enumerationBlazing7sHitFrequency();
    void enumerationDealsLaterCardsOnlyWhenPending();
    void wagerReturnOfAwards();
    void offeredSideWagersAreListed();
    void analyzedSideWagers_data();
    void analyzedSideWagers();
    void super4StaxExact();
    void optionalBonusMatchesDealerEnumeration();
    void busterMatchesDealerEnumeration();
    void streakMatchesRoundFrequencies();
    void progressiveHitFrequency();
    void multipleActionHandsMatchMainWager();
};

// ---- §12 dealer draw

void TestBlackjackAnalyzer::dealerDraw_data() {
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("draws");

    QTest::newRow("§12(b)(1) BJ-DRAW-01 S17 16 draws") << "10H 6D"
                                                       << "S17" << true;
    QTest::newRow("§12(b)(1) BJ-DRAW-01 S17 stands on soft 17") << "AS 6D"
                                                                << "S17" << false;
    QTest::newRow("§12(b)(1) BJ-DRAW-01 S17 stands on hard 17") << "10S 7D"
                                                                << "S17" << false;
    QTest::newRow("§12(b)(1) BJ-DRAW-01 S17 soft 16 draws") << "AS 5D"
                                                            << "S17" << true;
    QTest::newRow("§12(b)(1) BJ-DRAW-01 S17 A-A-5 soft 17 stands") << "AS AD 5C"
                                                                   << "S17" << false;
    QTest::newRow("§12(b)(2) BJ-DRAW-02 H17 hits soft 17") << "AS 6D"
                                                           << "H17" << true;
    QTest::newRow("§12(b)(2) BJ-DRAW-02 H17 A-2-4 soft 17 hits") << "AS 2D 4C"
                                                                 << "H17" << true;
    QTest::newRow("§12(b)(2) BJ-DRAW-02 H17 stands on soft 18") << "AS 7D"
                                                                << "H17" << false;
    QTest::newRow("§12(b)(2) BJ-DRAW-02 H17 stands on hard 17") << "10S 7D"
                                                                << "H17" << false;
    QTest::newRow("§12(b)(2) BJ-DRAW-02 H17 10-6-A hard 17 stands") << "10S 6D AC"
                                                                    << "H17" << false;
    QTest::newRow("§12(d) BJ-DRAW-03 6 to 5 hits soft 17 at an S17 table") << "AS 6D"
                                                                           << "6:5" << true;
    QTest::newRow("§12(d) BJ-DRAW-03 6 to 5 stands on hard 17") << "9S 8D"
                                                                << "6:5" << false;
    QTest::newRow("§12(d) BJ-DRAW-03 6 to 5 stands on soft 18") << "AS 7D"
                                                                << "6:5" << false;
    QTest::newRow("§3(a) a dealer over 21 draws no more") << "10S 6D 9C"
                                                          << "H17" << false;
}

void TestBlackjackAnalyzer::dealerDraw() {
    QFETCH(QString, dealer);
    QFETCH(QString, rules);
    QFETCH(bool, draws);
    const TableOffer offer = offerOf(rules);
    QCOMPARE(dealerMustDraw(evaluate(cardsOf(dealer), false), dealerSoft17Rule(offer)), draws);
}

void TestBlackjackAnalyzer::dealerDrawNotNeeded() {
    // §12(c) BJ-DRAW-04: no draw when no hand's outcome can change.
    QVERIFY(!dealerDrawCanChangeAnOutcome(0));
    QVERIFY(dealerDrawCanChangeAnOutcome(1));
}

// ---- Basic strategy, against the published chart (Wikipedia "Blackjack",
// basic strategy table for 3+ decks, S17, DAS, surrender, and its H17 note;
// blackjack-chart.com "No Double After Split" multiple-deck charts).

void TestBlackjackAnalyzer::basicStrategy_data() {
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("up");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("expected");

    // Hard totals.
    QTest::newRow("chart hard 8 v 6 hit") << "5H 3D"
                                          << "6C"
                                          << "S17"
                                          << "hit";
    QTest::newRow("chart hard 9 v 2 hit") << "5H 4D"
                                          << "2C"
                                          << "S17"
                                          << "hit";
    QTest::newRow("chart hard 9 v 3 double") << "5H 4D"
                                             << "3C"
                                             << "S17"
                                             << "double down";
    QTest::newRow("chart hard 9 v 7 hit") << "5H 4D"
                                          << "7C"
                                          << "S17"
                                          << "hit";
    QTest::newRow("chart hard 10 v 9 double") << "6H 4D"
                                              << "9C"
                                              << "S17"
                                              << "double down";
    QTest::newRow("chart hard 10 v 10 hit") << "6H 4D"
                                            << "KC"
                                            << "S17"
                                            << "hit";
    QTest::newRow("chart hard 11 v 10 double") << "6H 5D"
                                               << "QC"
                                               << "S17"
                                               << "double down";
    QTest::newRow("chart hard 11 v A hit (S17)") << "6H 5D"
                                                 << "AC"
                                                 << "S17"
                                                 << "hit";
    QTest::newRow("chart H17 note hard 11 v A double") << "6H 5D"
                                                       << "AC"
                                                       << "H17"
                                                       << "double down";
    QTest::newRow("chart hard 12 v 2 hit") << "10H 2D"
                                           << "2C"
                                           << "S17"
                                           << "hit";
    QTest::newRow("chart hard 12 v 4 stand") << "10H 2D"
                                             << "4C"
                                             << "S17"
                                             << "stand";
    QTest::newRow("chart hard 12 v 7 hit") << "10H 2D"
                                           << "7C"
                                           << "S17"
                                           << "hit";
    QTest::newRow("chart hard 13 v 2 stand") << "10H 3D"
                                             << "2C"
                                             << "S17"
                                             << "stand";
    QTest::newRow("chart hard 16 v 6 stand") << "10H 6D"
                                             << "6C"
                                             << "S17"
                                             << "stand";
    QTest::newRow("chart hard 16 v 7 hit") << "10H 6D"
                                           << "7C"
                                           << "S17"
                                           << "hit";
    QTest::newRow("chart hard 16 v 10 surrender") << "10H 6D"
                                                  << "JC"
                                                  << "S17+LS"
                                                  << "surrender";
    QTest::newRow("chart hard 16 v 9 surrender") << "10H 6D"
                                                 << "9C"
                                                 << "S17+LS"
                                                 << "surrender";
    QTest::newRow("chart hard 16 v 10 without surrender hit") << "10H 6D"
                                                              << "JC"
                                                              << "S17"
                                                              << "hit";
    QTest::newRow("chart hard 15 v 10 surrender") << "10H 5D"
                                                  << "KC"
                                                  << "S17+LS"
                                                  << "surrender";
    QTest::newRow("chart hard 15 v A hit (S17)") << "10H 5D"
                                                 << "AC"
                                                 << "S17+LS"
                                                 << "hit";
    QTest::newRow("chart H17 note hard 15 v A surrender") << "10H 5D"
                                                          << "AC"
                                                          << "H17+LS"
                                                          << "surrender";
    QTest::newRow("chart hard 17 v A stand (S17)") << "10H 7D"
                                                   << "AC"
                                                   << "S17+LS"
                                                   << "stand";
    QTest::newRow("chart H17 note hard 17 v A surrender") << "10H 7D"
                                                          << "AC"
                                                          << "H17+LS"
                                                          << "surrender";
    QTest::newRow("chart three-card hard 16 v 10 hit (no surrender after a draw)") << "5H 6D 5C"
                                                                                   << "10C"
                                                                                   << "S17"
                                                                                   << "hit";
    QTest::newRow("chart three-card 11 v 6 hit (no double after a draw)") << "2H 4D 5C"
                                                                          << "6C"
                                                                          << "S17"
                                                                          << "hit";
    // Soft totals.
    QTest::newRow("chart A,2 v 4 hit") << "AH 2D"
                                       << "4C"
                                       << "S17"
                                       << "hit";
    QTest::newRow("chart A,2 v 5 double") << "AH 2D"
                                          << "5C"
                                          << "S17"
                                          << "double down";
    QTest::newRow("chart A,4 v 4 double") << "AH 4D"
                                          << "4C"
                                          << "S17"
                                          << "double down";
    QTest::newRow("chart A,6 v 2 hit") << "AH 6D"
                                       << "2C"
                                       << "S17"
                                       << "hit";
    QTest::newRow("chart A,6 v 3 double") << "AH 6D"
                                          << "3C"
                                          << "S17"
                                          << "double down";
    QTest::newRow("chart A,7 v 2 stand (S17)") << "AH 7D"
                                               << "2C"
                                               << "S17"
                                               << "stand";
    QTest::newRow("chart H17 note A,7 v 2 double") << "AH 7D"
                                                   << "2C"
                                                   << "H17"
                                                   << "double down";
    QTest::newRow("chart A,7 v 6 double") << "AH 7D"
                                          << "6C"
                                          << "S17"
                                          << "double down";
    QTest::newRow("chart A,7 v 8 stand") << "AH 7D"
                                         << "8C"
                                         << "S17"
                                         << "stand";
    QTest::newRow("chart A,7 v 9 hit") << "AH 7D"
                                       << "9C"
                                       << "S17"
                                       << "hit";
    QTest::newRow("chart three-card soft 18 v 4 stand (Ds, no double)") << "AH 3D 4C"
                                                                        << "4C"
                                                                        << "S17"
                                                                        << "stand";
    QTest::newRow("chart A,8 v 6 stand (S17)") << "AH 8D"
                                               << "6C"
                                               << "S17"
                                               << "stand";
    QTest::newRow("chart H17 note A,8 v 6 double") << "AH 8D"
                                                   << "6C"
                                                   << "H17"
                                                   << "double down";
    // Pairs.
    QTest::newRow("chart A,A v A split") << "AH AD"
                                         << "AC"
                                         << "S17"
                                         << "split";
    QTest::newRow("chart 10,10 v 6 stand") << "10H KD"
                                           << "6C"
                                           << "S17"
                                           << "stand";
    QTest::newRow("chart 9,9 v 7 stand") << "9H 9D"
                                         << "7C"
                                         << "S17"
                                         << "stand";
    QTest::newRow("chart 9,9 v 8 split") << "9H 9D"
                                         << "8C"
                                         << "S17"
                                         << "split";
    QTest::newRow("chart 8,8 v 10 split") << "8H 8D"
                                          << "10C"
                                          << "S17+LS"
                                          << "split";
    QTest::newRow("chart no-DAS H17 8,8 v A surrender") << "8H 8D"
                                                        << "AC"
                                                        << "H17+LS"
                                                        << "surrender";
    QTest::newRow("chart 7,7 v 7 split") << "7H 7D"
                                         << "7C"
                                         << "S17"
                                         << "split";
    QTest::newRow("chart 7,7 v 8 hit") << "7H 7D"
                                       << "8C"
                                       << "S17"
                                       << "hit";
    QTest::newRow("chart 6,6 v 2 split (DAS)") << "6H 6D"
                                               << "2C"
                                               << "S17"
                                               << "split";
    QTest::newRow("chart no-DAS 6,6 v 2 hit") << "6H 6D"
                                              << "2C"
                                              << "S17+noDAS"
                                              << "hit";
    QTest::newRow("chart 5,5 v 9 double (never split)") << "5H 5D"
                                                        << "9C"
                                                        << "S17"
                                                        << "double down";
    QTest::newRow("chart 4,4 v 5 split (DAS)") << "4H 4D"
                                               << "5C"
                                               << "S17"
                                               << "split";
    QTest::newRow("chart no-DAS 4,4 v 5 hit") << "4H 4D"
                                              << "5C"
                                              << "S17+noDAS"
                                              << "hit";
    QTest::newRow("chart 2,2 v 2 split (DAS)") << "2H 2D"
                                               << "2C"
                                               << "S17"
                                               << "split";
    QTest::newRow("chart no-DAS 2,2 v 3 hit") << "2H 2D"
                                              << "3C"
                                              << "S17+noDAS"
                                              << "hit";
    QTest::newRow("chart no-DAS 3,3 v 4 split") << "3H 3D"
                                                << "4C"
                                                << "S17+noDAS"
                                                << "split";
    QTest::newRow("chart 3,3 v 8 hit") << "3H 3D"
                                       << "8C"
                                       << "S17"
                                       << "hit";
    QTest::newRow("§11(a) K,J is a pair of identical value: stand v 6") << "KH JD"
                                                                        << "6C"
                                                                        << "S17"
                                                                        << "stand";
}

void TestBlackjackAnalyzer::basicStrategy() {
    QFETCH(QString, hand);
    QFETCH(QString, up);
    QFETCH(QString, rules);
    QFETCH(QString, expected);
    const TableOffer offer = offerOf(rules);
    const BasicStrategy strategy(StrategyRules::of(offer));
    const std::vector<Card> cards = cardsOf(hand);
    HandOptions options;
    options.canDouble = cards.size() == 2;
    options.canSplit = cards.size() == 2;
    options.canSurrender = offer.surrender && cards.size() == 2;
    QCOMPARE(decisionName(strategy.decide(cards, cardsOf(up).front(), options)), expected);
}

// ---- Hand-worked rounds: one box, $10 (wager of the table minimum), cards
// in deal order: player, dealer up, player, then the draws.

void TestBlackjackAnalyzer::handWorkedRounds_data() {
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<qint64>("netCents");
    QTest::addColumn<int>("cardsUsed");

    QTest::newRow("§3(e) BJ-SETTLE-03 blackjack pays 3 to 2, §12(c) the dealer draws no more")
        << "S17"
        << "AH 9D KC 7S" << qint64(1500) << 4;
    QTest::newRow("§3(e) BJ-SETTLE-03 6 to 5 variation blackjack pays 6 to 5")
        << "6:5"
        << "AH 9D KC 7S" << qint64(1200) << 4;
    QTest::newRow("§7(b) BJ-SETTLE-02 blackjack against a dealer blackjack is a standoff")
        << "S17"
        << "AH KD QC AS" << qint64(0) << 4;
    QTest::newRow("§10(b) BJ-SETTLE-07 a doubled 11 loses only the original to a blackjack")
        << "S17"
        << "6H KD 5C 9S AS" << qint64(-1000) << 5;
    QTest::newRow("§10(a) double 11 v 10: 20 beats 19 for twice the wager")
        << "S17"
        << "6H KD 5C 9S 9C" << qint64(2000) << 5;
    QTest::newRow("§11(d) BJ-SETTLE-07 split 8s (one doubled) lose only the original to a "
                  "blackjack")
        << "S17"
        << "8H KD 8C 10S 3D 9H AS" << qint64(-1000) << 7;
    QTest::newRow("§11(c)(2) split aces get one card each; a split ace and ten is 21 at 1 to 1")
        << "S17"
        << "AH 9D AC KS 5H 8S" << qint64(0) << 6;
    QTest::newRow("§8(a)(2) BJ-OPT-03 surrender v A loses it all to the dealer's blackjack")
        << "S17+LS"
        << "10H AD 6C KS" << qint64(-1000) << 4;
    QTest::newRow("§8(a)(2) BJ-OPT-03 surrender v A without blackjack loses half")
        << "S17+LS"
        << "10H AD 6C 7S" << qint64(-500) << 4;
    QTest::newRow("§3(a) §12(c) BJ-DRAW-04 a busted player loses; the dealer draws no more")
        << "S17"
        << "10H KD 6C 9S 5D" << qint64(-1000) << 5;
    QTest::newRow("§12(b)(1) BJ-DRAW-01 S17: soft 17 stands, 19 wins")
        << "S17"
        << "10H AD 9C 6S 4C" << qint64(1000) << 4;
    QTest::newRow("§12(b)(2) BJ-DRAW-02 H17: soft 17 draws to 21, 19 loses")
        << "H17"
        << "10H AD 9C 6S 4C" << qint64(-1000) << 5;
    QTest::newRow("§3(a)(3) checklist default: a split 21 in two v a dealer 21 in three pushes")
        << "S17"
        << "AH 6D AC KS QH 5S QC" << qint64(0) << 7;
}

void TestBlackjackAnalyzer::handWorkedRounds() {
    QFETCH(QString, rules);
    QFETCH(QString, cards);
    QFETCH(qint64, netCents);
    QFETCH(int, cardsUsed);
    SimulationSetup setup;
    setup.offer = offerOf(rules);
    setup.wager = Money::dollars(10);
    const RoundSimulator simulator(setup);
    const std::vector<Card> dealt = cardsOf(cards);
    std::size_t used = 0;
    const std::optional<std::int64_t> net = simulator.playRound(dealt, used);
    QVERIFY(net.has_value());
    QCOMPARE(qint64(*net), netCents);
    QCOMPARE(int(used), cardsUsed);
    // The slow reference agrees with the worked figure too.
    std::size_t referenceUsed = 0;
    QCOMPARE(referenceRound(setup.offer, 1, setup.wager, dealt, referenceUsed),
             std::optional<qint64>(netCents));
    QCOMPARE(int(referenceUsed), cardsUsed);
}

// ---- Fast path against the reference, round by round, on random tables.

void TestBlackjackAnalyzer::fastMatchesReference() {
    SeededRandom random(20240611);
    int rounds = 0;
    for (int table = 0; table < 400; ++table) {
        TableOffer offer;
        const int deckChoices[] = {1, 2, 6, 8};
        offer.decks = deckChoices[random.below(4)];
        offer.soft17 = random.below(2) != 0 ? DealerSoft17::Hits : DealerSoft17::Stands;
        offer.doubleAfterSplit = random.below(3) != 0;
        offer.surrender = random.below(2) != 0;
        offer.maxSplitHands = 2 + static_cast<int>(random.below(3));
        offer.splitAcesOnce = random.below(2) != 0;
        const HoleCard holeCards[] = {HoleCard::SecondCardAfterPlayers, HoleCard::FaceDown,
                                      HoleCard::FaceDownWithCardReader};
        offer.holeCard = holeCards[random.below(3)];
        offer.sixToFiveOnShoe = random.below(4) == 0;
        offer.sixSevenEightSuited2to1 = random.below(2) != 0;
        offer.threeSevens3to2 = random.below(2) != 0;
        offer.fiveCard21Pays2to1 = random.below(2) != 0;
        offer.splitTwoCard21BeatsDealer21 = random.below(2) != 0;
        const int boxes = 1 + static_cast<int>(random.below(7));
        const Money wagers[] = {Money::dollars(10), Money::cents(505), Money::cents(2501)};
        const Money wager = wagers[random.below(3)];

        // Half the tables deal a real shoe; the others a shoe of aces, 6s, 7s,
        // 8s and tens only, so that splits, resplits and the §3(e) hands come
        // often.
        std::vector<Card> shoe = newDecks(offer.decks);
        if (table % 2 == 1) {
            std::vector<Card> rich;
            for (const Card &card : newDecks(8)) {
                if (card.rank == Rank::Ace || card.rank == Rank::Six || card.rank == Rank::Seven ||
                    card.rank == Rank::Eight || card.rank == Rank::King) {
                    rich.push_back(card);
                }
            }
            shoe = rich;
        }
        random.shuffle(shoe);

        SimulationSetup setup;
        setup.offer = offer;
        setup.boxes = boxes;
        setup.wager = wager;
        const RoundSimulator simulator(setup);
        std::size_t position = 0;
        while (position < shoe.size()) {
            const std::span<const Card> rest(shoe.data() + position, shoe.size() - position);
            std::size_t fastUsed = 0;
            std::size_t referenceUsed = 0;
            const std::optional<std::int64_t> fast = simulator.playRound(rest, fastUsed);
            const std::optional<qint64> reference =
                referenceRound(offer, boxes, wager, rest, referenceUsed);
            QCOMPARE(fast.has_value(), reference.has_value());
            QCOMPARE(fastUsed, referenceUsed);
            if (!fast) {
                break;
            }
            QCOMPARE(qint64(*fast), *reference);
            ++rounds;
            position += fastUsed;
        }
    }
    QVERIFY2(rounds > 5000, qPrintable(QString::number(rounds)));
}

// Random tables and shoes over many seeds, each shoe dealt to the end: every
// card dealt lies on the layout exactly once and no card is dealt twice or
// lost (the dealt cards and the rest of the shoe are the decks as they came
// from the box); no box loses more than it staked or wins more than the
// largest odds of §3(e) (3 to 2, or 2 to 1 under §3(e)(1), (4)) on it; and the
// fast simulator's net over the shoe is the sum of the rounds.
void TestBlackjackAnalyzer::cardsAndMoneyAreConserved() {
    const auto key = [](const Card &card) {
        return (card.deck * 4 + static_cast<int>(card.suit)) * 16 + static_cast<int>(card.rank);
    };
    const auto sorted = [&](std::vector<Card> cards) {
        std::sort(cards.begin(), cards.end(),
                  [&](const Card &a, const Card &b) { return key(a) < key(b); });
        return cards;
    };
    int rounds = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        SeededRandom random(seed);
        TableOffer offer;
        const int deckChoices[] = {1, 2, 4, 6, 8};
        offer.decks = deckChoices[random.below(5)];
        offer.soft17 = random.below(2) != 0 ? DealerSoft17::Hits : DealerSoft17::Stands;
        offer.surrender = random.below(2) != 0;
        offer.maxSplitHands = 2 + static_cast<int>(random.below(3));
        offer.sixSevenEightSuited2to1 = random.below(2) != 0;
        offer.fiveCard21Pays2to1 = random.below(2) != 0;
        const int boxes = 1 + static_cast<int>(random.below(7));
        const Money wager = Money::cents(100 + static_cast<qint64>(random.below(5000)));

        std::vector<Card> shoe = newDecks(offer.decks);
        random.shuffle(shoe);
        SimulationSetup setup;
        setup.offer = offer;
        setup.boxes = boxes;
        setup.wager = wager;
        const RoundSimulator simulator(setup);
        std::vector<Card> dealt;
        std::size_t position = 0;
        while (position < shoe.size()) {
            const std::span<const Card> rest(shoe.data() + position, shoe.size() - position);
            std::size_t used = 0;
            std::size_t fastUsed = 0;
            RoundRecord record;
            const std::optional<qint64> net =
                referenceRound(offer, boxes, wager, rest, used, &record);
            const std::optional<std::int64_t> fast = simulator.playRound(rest, fastUsed);
            if (!net) {
                QVERIFY(!fast);
                break;
            }
            QCOMPARE(fastUsed, used);
            QCOMPARE(qint64(*fast), *net);
            const std::vector<Card> consumed(rest.begin(), rest.begin() + used);
            QVERIFY(sorted(record.cardsOnLayout) == sorted(consumed));
            dealt.insert(dealt.end(), consumed.begin(), consumed.end());
            qint64 boxesNet = 0;
            for (std::size_t box = 0; box < record.net.size(); ++box) {
                QVERIFY(record.net[box] >= -record.staked[box]);
                QVERIFY(record.net[box] <= 2 * record.staked[box]);
                boxesNet += record.net[box];
            }
            QCOMPARE(boxesNet, *net);
            position += used;
            ++rounds;
        }
        std::vector<Card> whole = dealt;
        whole.insert(whole.end(), shoe.begin() + static_cast<std::ptrdiff_t>(position), shoe.end());
        QVERIFY(sorted(whole) == sorted(newDecks(offer.decks)));
    }
    QVERIFY2(rounds > 5000, qPrintable(QString::number(rounds)));
}

// ---- House edge against published figures. Source: "The Color of
// Blackjack", house edge by rules (http://www.thecolorofblackjack.com/
// solution_one.html): baseline single deck, double on any two cards, one
// card to split aces, S17, no surrender -0.02%; six decks -0.53%; double
// after split +0.13%; dealer hits soft 17 -0.20%; 6 to 5 -1.39%. So six
// decks, S17, DAS, resplits to four hands, no resplit of aces, 3 to 2: 0.42%;
// H17 0.62%; paying 6 to 5: 1.81%. With §10(b)/§11(d) (a dealer blackjack
// takes only the original wager) the no-hole-card game has the edge of the
// peek game these figures are for.

void TestBlackjackAnalyzer::houseEdgeMatchesPublishedFigures_data() {
    QTest::addColumn<bool>("hitsSoft17");
    QTest::addColumn<bool>("sixToFive");
    QTest::addColumn<double>("publishedPercent");
    QTest::addColumn<quint64>("seed");

    QTest::newRow("§12(b)(1) §3(e) 6 decks S17 DAS RSP4 3:2 published 0.42%")
        << false << false << 0.42 << quint64(1);
    QTest::newRow("§12(b)(2) 6 decks H17 published 0.62%") << true << false << 0.62 << quint64(2);
    QTest::newRow("§7(d) 6 decks S17 paying 6 to 5 published 1.81%")
        << false << true << 1.81 << quint64(3);
}

void TestBlackjackAnalyzer::houseEdgeMatchesPublishedFigures() {
    QFETCH(bool, hitsSoft17);
    QFETCH(bool, sixToFive);
    QFETCH(double, publishedPercent);
    QFETCH(quint64, seed);
    TableOffer offer;
    offer.decks = 6;
    offer.boxes = 6; // §11(e): four hands with up to six boxes
    offer.maxSplitHands = 4;
    offer.splitAcesOnce = true;
    offer.soft17 = hitsSoft17 ? DealerSoft17::Hits : DealerSoft17::Stands;
    offer.sixToFiveOnShoe = sixToFive;
    offer.sixToFiveRulesOnLayout = sixToFive; // §7(d)
    const AnalysisReport report = analyze(offer, kEdgeRounds, seed);
    QVERIFY2(report.ok(), report.problems.empty() ? report.refusal.c_str()
                                                  : report.problems.front().message.c_str());
    QVERIFY(report.standardErrorPercent > 0);
    // The published figure lies within the 99.9% interval (3.29 standard
    // errors) of the simulated edge.
    const double z =
        std::abs(report.houseEdgePercent - publishedPercent) / report.standardErrorPercent;
    QVERIFY2(z < 3.29, qPrintable(QStringLiteral("simulated %1% +/- %2%, published %3%")
                                      .arg(report.houseEdgePercent)
                                      .arg(report.standardErrorPercent)
                                      .arg(publishedPercent)));
    // The 95% interval is +/- 1.96 standard errors.
    QVERIFY(std::abs(report.confidenceHighPercent - report.houseEdgePercent -
                     1.96 * report.standardErrorPercent) < 1e-9);
    // Independent bounds on the hit frequency: a player wins less than half
    // of the rounds, and more than the §7 blackjacks alone (about 4.7%).
    QVERIFY(report.hitFrequencyPercent > 40 && report.hitFrequencyPercent < 46);
}

void TestBlackjackAnalyzer::simulationIsSeeded() {
    SimulationSetup setup;
    setup.seed = 77;
    RoundSimulator first(setup);
    RoundSimulator second(setup);
    const SimulationTotals a = first.run(20'000);
    const SimulationTotals b = second.run(20'000);
    QCOMPARE(a.net, b.net);
    QCOMPARE(a.winningBoxRounds, b.winningBoxRounds);
    QCOMPARE(a.rounds, std::int64_t{20'000});
    // §5(d): the cut card at 75% of six decks; about one shuffle per 40-odd
    // rounds of one box.
    QCOMPARE(first.cutCard(), std::size_t{234});
    QVERIFY(a.shuffles > 20'000 / 60 && a.shuffles < 20'000 / 30);
}

void TestBlackjackAnalyzer::faceUpHoleCardIsRefused() {
    // §6(k): refused with a message rather than played with a wrong strategy.
    TableOffer offer;
    offer.holeCard = HoleCard::FaceUp;
    const AnalysisReport report = analyze(offer, 1000, 1);
    QVERIFY(report.problems.empty());
    QVERIFY(!report.ok());
    QVERIFY(report.refusal.find("§6(k)") != std::string::npos);
}

void TestBlackjackAnalyzer::invalidOfferIsRefused() {
    // §2(a): at least one deck.
    TableOffer offer;
    offer.decks = 0;
    const AnalysisReport report = analyze(offer, 1000, 1);
    QVERIFY(!report.problems.empty());
    QCOMPARE(report.rounds, std::int64_t{1000});
    QCOMPARE(report.houseEdgePercent, 0.0);
}

// ---- Exact enumeration.

void TestBlackjackAnalyzer::enumerationBlackjackProbability() {
    // §1 "Blackjack": an ace and a ten-value card. Six decks: 24 aces and
    // 96 ten-value cards of 312, either order: 2 * 24/312 * 96/311.
    const auto blackjack = [](std::span<const Card> cards) {
        const std::vector<Card> hand{cards[0], cards[cards.size() - 1]};
        return WagerReturn{0, evaluate(hand, false).blackjack};
    };
    const double expected = 2.0 * 24.0 / 312.0 * 96.0 / 311.0;
    const CardRole two[] = {CardRole::PlayerFirst, CardRole::PlayerSecond};
    const EnumerationResult direct = enumerateSideWager(6, two, blackjack);
    QVERIFY(std::abs(static_cast<double>(direct.hitFrequency) - expected) < 1e-12);
    QCOMPARE(direct.draws, std::uint64_t{312} * 311);
    // §6(e): with the dealer's up card dealt between the player's two
    // cards, the probability is the same.
    const CardRole dealt[] = {CardRole::PlayerFirst, CardRole::DealerUp, CardRole::PlayerSecond};
    const EnumerationResult inOrder = enumerateSideWager(6, dealt, blackjack);
    QVERIFY(std::abs(static_cast<double>(inOrder.hitFrequency) - expected) < 1e-12);
    QCOMPARE(inOrder.draws, std::uint64_t{312} * 311 * 310);
}

void TestBlackjackAnalyzer::enumerationOverUnder13_data() {
    QTest::addColumn<int>("decks");
    QTest::newRow("§17(a)(1) §2(b)(3)(ii) BJ-SETTLE-13 one deck") << 1;
    QTest::newRow("§17(a)(1) §2(b)(3)(ii) BJ-SETTLE-13 six decks") << 6;
    QTest::newRow("§17(a)(1) §2(b)(3)(ii) BJ-SETTLE-13 eight decks") << 8;
}

void TestBlackjackAnalyzer::enumerationOverUnder13() {
    QFETCH(int, decks);
    // Direct formula: count the pairs of values (ace one, §2(b)(3)(ii)) over
    // the value counts of the shoe: 4d cards of each value 1-9, 16d tens.
    const double n = 52.0 * decks;
    double over = 0;
    double under = 0;
    for (int a = 1; a <= 10; ++a) {
        for (int b = 1; b <= 10; ++b) {
            const double countA = a == 10 ? 16.0 * decks : 4.0 * decks;
            double countB = b == 10 ? 16.0 * decks : 4.0 * decks;
            countB -= a == b ? 1 : 0;
            const double p = countA / n * countB / (n - 1);
            over += a + b > 13 ? p : 0;
            under += a + b < 13 ? p : 0;
        }
    }
    // §17(b)(1)-(2), §17(c), §17(e)(1): wins at 1 to 1 over (under) 13,
    // loses at exactly 13.
    const auto overUnder = [](bool isOver) {
        return [isOver](std::span<const Card> cards) {
            const int total = valueOf(cards[0]) + valueOf(cards[1]);
            const bool wins = isOver ? total > 13 : total < 13;
            return WagerReturn{wins ? 2.0L : 0.0L, wins};
        };
    };
    const CardRole roles[] = {CardRole::PlayerFirst, CardRole::PlayerSecond};
    const EnumerationResult overResult = enumerateSideWager(decks, roles, overUnder(true));
    const EnumerationResult underResult = enumerateSideWager(decks, roles, overUnder(false));
    QVERIFY(std::abs(static_cast<double>(overResult.hitFrequency) - over) < 1e-12);
    QVERIFY(std::abs(static_cast<double>(underResult.hitFrequency) - under) < 1e-12);
    QVERIFY(std::abs(static_cast<double>(overResult.houseEdge) - (1.0 - 2.0 * over)) < 1e-12);
    QVERIFY(std::abs(static_cast<double>(underResult.houseEdge) - (1.0 - 2.0 * under)) < 1e-12);
}

void TestBlackjackAnalyzer::enumerationBlazing7sHitFrequency_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<QString>("printedHitFrequency");
    // §31(d): "Hit Frequency 14.82%" for both sample pay tables (any 7 in
    // the first two cards wins, §31(c), (h)). Six decks round to the printed
    // figure; eight decks give 14.81%.
    QTest::newRow("§31(d) BJ-SETTLE-55 six decks print 14.82%") << 6 << "14.82";
    QTest::newRow("§31(d) BJ-SETTLE-55 eight decks give 14.81%") << 8 << "14.81";
}

void TestBlackjackAnalyzer::enumerationBlazing7sHitFrequency() {
    QFETCH(int, decks);
    QFETCH(QString, printedHitFrequency);
    const auto anySeven = [](std::span<const Card> cards) {
        // roles: player first, dealer up, player second.
        const bool wins = cards[0].rank == Rank::Seven || cards[2].rank == Rank::Seven;
        return WagerReturn{wins ? 2.0L : 0.0L, wins};
    };
    const CardRole roles[] = {CardRole::PlayerFirst, CardRole::DealerUp, CardRole::PlayerSecond};
    const EnumerationResult result = enumerateSideWager(decks, roles, anySeven);
    // Independent: 1 - P(no 7 in two cards) = 1 - (N-4d)(N-4d-1) / (N(N-1)).
    const double n = 52.0 * decks;
    const double sevens = 4.0 * decks;
    const double formula = 1.0 - (n - sevens) * (n - sevens - 1) / (n * (n - 1));
    QVERIFY(std::abs(static_cast<double>(result.hitFrequency) - formula) < 1e-12);
    QCOMPARE(QString::number(100.0 * formula, 'f', 2), printedHitFrequency);
}

void TestBlackjackAnalyzer::enumerationDealsLaterCardsOnlyWhenPending() {
    // A wager decided by two cards, with a third role dealt only after a
    // pair: the probabilities are those of the full three-card deal. Pays 1
    // to 1 on a pair whose third card is of the same rank (three of a kind),
    // one deck: P = sum over ranks of 4/52 * 3/51 * 2/50 = 13 * 24 / 132600.
    const auto tripsAfterPair = [](std::span<const Card> cards) {
        if (cards[0].rank != cards[1].rank) {
            return WagerReturn{0.0L, false};
        }
        if (cards.size() < 3) {
            return WagerReturn{1.0L, false, false};
        }
        const bool wins = cards[2].rank == cards[0].rank;
        return WagerReturn{wins ? 2.0L : 0.0L, wins};
    };
    const CardRole roles[] = {CardRole::PlayerFirst, CardRole::PlayerSecond, CardRole::PlayerThird};
    const EnumerationResult result = enumerateSideWager(1, roles, tripsAfterPair, 2);
    QCOMPARE(result.draws, std::uint64_t{52} * 51 * 50);
    const double trips = 13.0 * 4 * 3 * 2 / (52.0 * 51 * 50);
    QVERIFY(std::abs(static_cast<double>(result.hitFrequency) - trips) < 1e-12);
    QVERIFY(std::abs(static_cast<double>(result.houseEdge) - (1.0 - 2.0 * trips)) < 1e-12);
}

void TestBlackjackAnalyzer::wagerReturnOfAwards() {
    SideWagerAward award;
    QCOMPARE(static_cast<double>(wagerReturnOf(award, Money::dollars(1)).returned), 0.0);
    award.result = SideWagerAward::Result::Push;
    QCOMPARE(static_cast<double>(wagerReturnOf(award, Money::dollars(1)).returned), 1.0);
    // §17(e)(2)(iv) Option 2: any two cards of the same suit 2.5 to 1 ($1 pays
    // $2.50, so $3.50 comes back).
    award.result = SideWagerAward::Result::Wins;
    award.payment = PaysOdds{Odds{5, 2}};
    const WagerReturn won = wagerReturnOf(award, Money::dollars(1));
    QVERIFY(won.wins);
    QCOMPARE(static_cast<double>(won.returned), 3.5);
}

void TestBlackjackAnalyzer::offeredSideWagersAreListed() {
    // Every offered side wager has a row: §30's Lucky George version too,
    // the TriLux odds plus the fixed dollars (BJ-SETTLE-54), which weigh
    // less the larger the wager.
    TableOffer offer;
    offer.sideWagers = {SideWager::TriLuxBonus, SideWager::LuckyGeorge};
    offer.holeCard = HoleCard::FaceDown; // §30 deals the hole card face down (§6(j))
    const auto edges = [&offer](Money minimum) {
        offer.minimumWager = minimum;
        const AnalysisReport report = analyze(offer, 1000, 1);
        std::map<SideWager, SideWagerAnalysis> byWager;
        for (const SideWagerAnalysis &row : report.sideWagers) {
            byWager.emplace(row.wager, row);
        }
        return byWager;
    };
    const auto atFive = edges(Money::dollars(5));
    const auto atHundred = edges(Money::dollars(100));
    QCOMPARE(atFive.size(), std::size_t{2});
    const SideWagerAnalysis &george = atFive.at(SideWager::LuckyGeorge);
    const SideWagerAnalysis &bonus = atFive.at(SideWager::TriLuxBonus);
    QCOMPARE(george.method, AnalysisMethod::Exact);
    QVERIFY(!george.note.empty());
    // The same hands win: the fixed pay only adds to what they return.
    QCOMPARE(george.hitFrequencyPercent, bonus.hitFrequencyPercent);
    QVERIFY(george.houseEdgePercent < bonus.houseEdgePercent);
    QVERIFY(atHundred.at(SideWager::LuckyGeorge).houseEdgePercent > george.houseEdgePercent);
    QVERIFY(atHundred.at(SideWager::LuckyGeorge).houseEdgePercent < bonus.houseEdgePercent);
    // The TriLux odds alone do not depend on the wager.
    QCOMPARE(atHundred.at(SideWager::TriLuxBonus).houseEdgePercent, bonus.houseEdgePercent);
}

// The side wagers the analyzer enumerates, through analyze() and the
// settlement functions, against figures computed or published elsewhere.
void TestBlackjackAnalyzer::analyzedSideWagers_data() {
    QTest::addColumn<int>("wager");
    QTest::addColumn<int>("decks");
    QTest::addColumn<QString>("label");
    QTest::addColumn<double>("houseEdgePercent");    // < -100: not checked
    QTest::addColumn<double>("hitFrequencyPercent"); // < 0: not checked
    QTest::addColumn<double>("tolerance");

    // §28(f) Table A pays every hand 9 to 1: the "Version 1" of 21+3 in
    // Wizard of Odds, "21 + 3" (wizardofodds.com/games/blackjack/side-bets/
    // 21plus3/): house edge 4.24% (4 decks), 3.24% (6), 2.74% (8); six decks
    // win 485,096 of 5,013,320 three-card combinations.
    const int twentyOne = static_cast<int>(SideWager::TwentyOnePlusThree);
    QTest::newRow("§28(f) BJ-SETTLE-51 21+3 Table A four decks 4.24%")
        << twentyOne << 4 << "the 21+3 wager" << 4.24 << -1.0 << 0.005;
    QTest::newRow("§28(f) BJ-SETTLE-51 21+3 Table A six decks 3.24%")
        << twentyOne << 6 << "the 21+3 wager" << 3.24 << 100.0 * 485096 / 5013320 << 0.005;
    QTest::newRow("§28(f) BJ-SETTLE-51 21+3 Table A eight decks 2.74%")
        << twentyOne << 8 << "the 21+3 wager" << 2.74 << -1.0 << 0.005;
    // §31(d): "Hit Frequency 14.82%" (any 7 in the first two cards).
    QTest::newRow("§31(d) BJ-SETTLE-55 Blazing 7's six decks hit frequency 14.82%")
        << static_cast<int>(SideWager::Blazing7s) << 6 << "the Blazing 7's progressive wager"
        << -1000.0 << 14.82 << 0.005;
    // §20(d), (k): $1 paying the default $15 on a blackjack: 1 - 16 P(BJ),
    // P(BJ) = 2 * 24 * 96 / (312 * 311) at six decks.
    const double blackjack = 2.0 * 24 * 96 / (312.0 * 311);
    QTest::newRow("§20(k) BJ-SETTLE-28 blackjack bonus $1 paying $15, six decks")
        << static_cast<int>(SideWager::BlackjackBonus) << 6 << "the blackjack bonus wager ($1)"
        << 100.0 * (1.0 - 16.0 * blackjack) << 100.0 * blackjack << 1e-9;
}

void TestBlackjackAnalyzer::analyzedSideWagers() {
    QFETCH(int, wager);
    QFETCH(int, decks);
    QFETCH(QString, label);
    QFETCH(double, houseEdgePercent);
    QFETCH(double, hitFrequencyPercent);
    QFETCH(double, tolerance);
    TableOffer offer;
    offer.decks = decks;
    offer.sideWagers = {static_cast<SideWager>(wager)};
    const AnalysisReport report = analyze(offer, 0, 1);
    QVERIFY2(report.problems.empty(),
             report.problems.empty() ? "" : report.problems.front().message.c_str());
    bool found = false;
    for (const SideWagerAnalysis &row : report.sideWagers) {
        if (qs(row.label) != label) {
            continue;
        }
        found = true;
        QCOMPARE(row.method, AnalysisMethod::Exact);
        if (houseEdgePercent > -100) {
            QVERIFY2(std::abs(row.houseEdgePercent - houseEdgePercent) < tolerance,
                     qPrintable(QString::number(row.houseEdgePercent, 'f', 6)));
        }
        if (hitFrequencyPercent >= 0) {
            QVERIFY2(std::abs(row.hitFrequencyPercent - hitFrequencyPercent) < tolerance,
                     qPrintable(QString::number(row.hitFrequencyPercent, 'f', 6)));
        }
    }
    QVERIFY2(found, qPrintable(label));
}

// ---- Simulated side wagers (RoundSimulator, SimulationSetup::sideWagers)
// against computations made here. Rounds: seconds in Release, fewer under
// Debug or sanitizers (each check uses the row's own confidence interval).
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__)
constexpr std::int64_t kSideRounds = 2'000'000;
#else
constexpr std::int64_t kSideRounds = 200'000;
#endif

namespace {

const SideWagerAnalysis *rowLabelled(const AnalysisReport &report, const char *label) {
    for (const SideWagerAnalysis &row : report.sideWagers) {
        if (row.label == label) {
            return &row;
        }
    }
    return nullptr;
}

// Counts by blackjack value 1 (ace) to 10 in `decks` decks.
std::array<int, 11> valueCounts(int decks) {
    std::array<int, 11> counts{};
    for (int value = 1; value <= 9; ++value) {
        counts[static_cast<std::size_t>(value)] = 4 * decks;
    }
    counts[10] = 16 * decks;
    return counts;
}

// The dealer's total with `hard` (aces as one) and an ace: §2(b)(3)(i).
int softTotal(int hard, bool ace) {
    return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

// The probability of each completed dealer hand (bust and card count) from a
// full shoe, drawing to hard 17 / soft 18 (hits soft 17): P(bust with n
// cards) for n up to 11 ([0]: no bust), blackjacks excluded ([12]).
void dealerBusts(std::array<int, 11> &counts, int left, int hard, bool ace, int cards,
                 double probability, std::array<double, 13> &result) {
    const int total = softTotal(hard, ace);
    if (cards == 2 && total == 21) {
        result[12] += probability; // §1: a blackjack
        return;
    }
    if (hard > 21) {
        result[static_cast<std::size_t>(std::min(cards, 11))] += probability;
        return;
    }
    const bool soft = ace && hard + 10 <= 21;
    if (cards >= 2 && (total > 17 || (total == 17 && !soft))) {
        result[0] += probability;
        return;
    }
    for (int value = 1; value <= 10; ++value) {
        const int count = counts[static_cast<std::size_t>(value)];
        if (count == 0) {
            continue;
        }
        --counts[static_cast<std::size_t>(value)];
        dealerBusts(counts, left - 1, hard + value, ace || value == 1, cards + 1,
                    probability * count / left, result);
        ++counts[static_cast<std::size_t>(value)];
    }
}

} // namespace

void TestBlackjackAnalyzer::super4StaxExact() {
    // §19(k)-(l) BJ-CONF-21: every hand with an ace up wins (a row for the
    // four cards with a blackjack, "Dealer Ace Up (No Blackjack)" without);
    // with a ten up only a dealer blackjack wins. From six decks the up card
    // is an ace 24/312 and a ten then an ace 96/312 * 24/311.
    TableOffer offer;
    offer.sideWagers = {SideWager::Super4Stax};
    const AnalysisReport report = analyze(offer, 0, 1);
    QVERIFY(report.ok());
    const SideWagerAnalysis *row =
        rowLabelled(report, "the Super 4 Progressive Blackjack Wager Stax");
    QVERIFY(row);
    QCOMPARE(row->method, AnalysisMethod::Exact);
    const double hits = 24.0 / 312 + 96.0 / 312 * 24.0 / 311;
    QVERIFY2(std::abs(row->hitFrequencyPercent - 100.0 * hits) < 1e-9,
             qPrintable(QString::number(row->hitFrequencyPercent, 'f', 9)));

    // The house edge against a small simulation of random four-card deals
    // through settleSuper4Stax(), the $5 wager returned with the pay (Heart
    // meter at its printed $500 reseed). The royal flushes are too rare to
    // simulate: their share is computed here. A royal flush is A, K, Q, J of
    // one suit with the dealer's blackjack, the ace and one of K, Q, J (3
    // choices, 2 orders), the player the other two (2 orders): 12 orders of
    // faces, 6^4 physical cards each; paid 100% of the Star meter (Option 1,
    // $50,000) in the chosen suit and of the Spade meter ($5,000) otherwise.
    const double royal = 12.0 * 6 * 6 * 6 * 6 / (312.0 * 311 * 310 * 309);
    const double royalReturn = royal * (1 + 50000.0 / 5) + 3 * royal * (1 + 5000.0 / 5);
    SeededRandom random(23);
    std::vector<Card> shoe = newDecks(6);
    const int deals = static_cast<int>(kSideRounds);
    double sum = 0;
    double squares = 0;
    for (int deal = 0; deal < deals; ++deal) {
        std::array<Card, 4> cards;
        for (std::size_t i = 0; i < 4; ++i) {
            const std::size_t pick = i + random.below(static_cast<std::uint32_t>(shoe.size() - i));
            std::swap(shoe[i], shoe[pick]);
            cards[i] = shoe[i];
        }
        const SideWagerAward award = settleSuper4Stax({cards[0], cards[2]}, {cards[1], cards[3]},
                                                      offer.sideWagerOptions.super4Stax);
        double returned = 0;
        if (award.hand.starts_with("Royal Flush")) {
            returned = 0; // counted exactly above
        } else if (award.wins()) {
            returned =
                1.0 + static_cast<double>(
                          winnings(award, Money::dollars(5), Money::dollars(500)).inCents()) /
                          500.0;
        }
        sum += returned;
        squares += returned * returned;
    }
    const double mean = sum / deals;
    const double error = std::sqrt((squares / deals - mean * mean) / deals);
    const double edge = 1.0 - mean - royalReturn;
    QVERIFY2(std::abs(row->houseEdgePercent / 100.0 - edge) < 4 * error,
             qPrintable(QString("exact %1%, simulated %2% +/- %3%")
                            .arg(row->houseEdgePercent)
                            .arg(100 * edge)
                            .arg(100 * error)));
}

void TestBlackjackAnalyzer::optionalBonusMatchesDealerEnumeration() {
    // §25(d)-(f) BJ-SETTLE-40: the dealer's first two cards below 17 and a
    // busting third, paid by the third card, three eights 50 / 200 to 1;
    // enumerated here over the dealer's first three cards of a six-deck shoe
    // (any three positions of a shuffled shoe are alike).
    const int decks = 6;
    const int total = 52 * decks;
    double expected = 0;
    double hits = 0;
    for (int a = 0; a < 52; ++a) {
        for (int b = 0; b < 52; ++b) {
            for (int c = 0; c < 52; ++c) {
                const int ways = decks * (decks - (b == a)) * (decks - (c == a) - (c == b));
                if (ways <= 0) {
                    continue;
                }
                const auto value = [](int face) { return std::min(face % 13 + 1, 10); };
                const int hard2 = value(a) + value(b);
                const bool ace2 = value(a) == 1 || value(b) == 1;
                if (softTotal(hard2, ace2) >= 17) {
                    continue;
                }
                const int hard3 = hard2 + value(c);
                if (softTotal(hard3, ace2 || value(c) == 1) <= 21) {
                    continue;
                }
                const double p = static_cast<double>(ways) / (total * (total - 1.0) * (total - 2));
                int odds = 0;
                const bool eights = value(a) == 8 && value(b) == 8 && value(c) == 8;
                // Suits in Suit order: clubs, diamonds, hearts, spades; red
                // are diamonds and hearts.
                const auto colour = [](int face) { return face / 13 == 1 || face / 13 == 2; };
                if (eights && a / 13 == b / 13 && b / 13 == c / 13) {
                    odds = 200;
                } else if (eights && colour(a) == colour(b) && colour(b) == colour(c)) {
                    odds = 50;
                } else {
                    const int oddsByValue[] = {0, 0, 0, 0, 0, 0, 15, 9, 7, 5, 3};
                    odds = oddsByValue[value(c)];
                }
                expected += p * (1 + odds);
                hits += p;
            }
        }
    }
    TableOffer offer;
    offer.sideWagers = {SideWager::OptionalBonus};
    const AnalysisReport report = analyze(offer, kSideRounds, 5);
    QVERIFY(report.ok());
    const SideWagerAnalysis *row = rowLabelled(report, "the optional bonus wager");
    QVERIFY(row);
    QCOMPARE(row->method, AnalysisMethod::Simulated);
    const double edge = 100.0 * (1.0 - expected);
    QVERIFY2(
        edge >= row->confidenceLowPercent && edge <= row->confidenceHighPercent,
        qPrintable(QString("enumerated %1%, simulated %2%").arg(edge).arg(row->houseEdgePercent)));
    const double hitError = 100.0 * std::sqrt(hits * (1 - hits) / kSideRounds);
    QVERIFY(std::abs(row->hitFrequencyPercent - 100.0 * hits) < 3 * hitError);
}

void TestBlackjackAnalyzer::busterMatchesDealerEnumeration() {
    // §27(d)-(g) BJ-SETTLE-47: paytable A by the busted hand's cards. At a
    // table hitting soft 17 (§12(b)(2)) the §27(f)(3) completion is the same
    // rule, so every dealer hand is completed alike; enumerated here from a
    // full six-deck shoe, ignoring the player's cards (a small difference,
    // allowed for by 0.15 points beyond the interval).
    std::array<int, 11> counts = valueCounts(6);
    std::array<double, 13> busts{};
    dealerBusts(counts, 312, 0, false, 0, 1.0, busts);
    const double toOne[] = {0, 0, 0, 2, 2, 4, 15, 50, 250, 250, 250, 250};
    double expected = 0;
    double hits = 0;
    for (std::size_t cards = 3; cards <= 11; ++cards) {
        expected += busts[cards] * (1 + toOne[cards]);
        hits += busts[cards];
    }
    TableOffer offer;
    offer.soft17 = DealerSoft17::Hits;
    offer.sideWagers = {SideWager::BusterBlackjack};
    const AnalysisReport report = analyze(offer, kSideRounds, 6);
    QVERIFY(report.ok());
    const SideWagerAnalysis *row = rowLabelled(report, "the Buster Blackjack wager (paytable A)");
    QVERIFY(row);
    QCOMPARE(row->method, AnalysisMethod::Simulated);
    const double edge = 100.0 * (1.0 - expected);
    QVERIFY2(
        edge >= row->confidenceLowPercent - 0.15 && edge <= row->confidenceHighPercent + 0.15,
        qPrintable(QString("enumerated %1%, simulated %2%").arg(edge).arg(row->houseEdgePercent)));
    QVERIFY2(std::abs(row->hitFrequencyPercent - 100.0 * hits) < 0.3,
             qPrintable(QString("enumerated %1%, simulated %2%")
                            .arg(100 * hits)
                            .arg(row->hitFrequencyPercent)));
}

void TestBlackjackAnalyzer::streakMatchesRoundFrequencies() {
    // §22(d)-(h), (j) BJ-SETTLE-29: a wager on "2" wins 3 to 1 when two
    // rounds advance before one loses; rounds that do neither (§22(g)) are
    // skipped. With q = P(advance) / (P(advance) + P(lose)) from the same
    // rounds, the edge is 1 - 4 q^2 (area "3": 1 - 8 q^3).
    TableOffer offer;
    offer.sideWagers = {SideWager::Streak};
    SimulationSetup setup;
    setup.offer = offer;
    setup.seed = 8;
    setup.sideWagers = true;
    RoundSimulator simulator(setup);
    const SimulationTotals totals = simulator.run(kSideRounds);
    const WagerTally &two = totals.tally(SimulatedWager::Streak2);
    const WagerTally &three = totals.tally(SimulatedWager::Streak3);
    QVERIFY(two.wagers > 0 && three.wagers > 0);
    const double q =
        static_cast<double>(two.advances) / static_cast<double>(two.advances + two.losses);
    const auto check = [](const WagerTally &tally, double expectedEdge) {
        const double n = static_cast<double>(tally.wagers);
        const double mean = static_cast<double>(tally.net) / 100.0 / n;
        const double sd = std::sqrt(tally.sumOfSquares / 1e4 / n - mean * mean);
        return std::abs(-mean - expectedEdge) < 1.96 * sd / std::sqrt(n);
    };
    QVERIFY2(check(two, 1 - 4 * q * q), qPrintable(QString::number(q)));
    QVERIFY(check(three, 1 - 8 * q * q * q));

    const AnalysisReport report = analyze(offer, kSideRounds / 10, 8);
    for (const char *label : {"the streak wager (area \"2\")", "the streak wager (area \"3\")",
                              "the streak wager (area \"4\")", "the streak wager (area \"5\")"}) {
        const SideWagerAnalysis *row = rowLabelled(report, label);
        QVERIFY2(row && row->method == AnalysisMethod::Simulated && row->wagers > 0, label);
    }
}

void TestBlackjackAnalyzer::progressiveHitFrequency() {
    // §19(c) BJ-SETTLE-22: every winning combination starts with two aces
    // as the first two cards, and two aces always win ($25 at least): the
    // hit frequency is 24 * 23 / (312 * 311) at six decks.
    TableOffer offer;
    offer.sideWagers = {SideWager::Progressive};
    const AnalysisReport report = analyze(offer, kSideRounds, 9);
    QVERIFY(report.ok());
    const SideWagerAnalysis *row = rowLabelled(report, "the progressive blackjack wager");
    QVERIFY(row);
    const double hits = 24.0 * 23 / (312.0 * 311);
    const double error = 100.0 * std::sqrt(hits * (1 - hits) / kSideRounds);
    QVERIFY2(std::abs(row->hitFrequencyPercent - 100.0 * hits) < 3 * error,
             qPrintable(QString::number(row->hitFrequencyPercent, 'f', 4)));
    QVERIFY(row->confidenceLowPercent < row->houseEdgePercent);
}

void TestBlackjackAnalyzer::multipleActionHandsMatchMainWager() {
    // §18(e)-(i) BJ-DEAL-21: each dealer hand is the up card and cards from
    // the same shuffled shoe, drawn by §12(b); the player's hand is the same.
    // The wager against the second and third hands has the main wager's
    // edge, within both intervals.
    TableOffer offer;
    offer.sideWagers = {SideWager::MultipleAction};
    offer.multipleActionWagers = 3;
    const AnalysisReport report = analyze(offer, kSideRounds, 10);
    QVERIFY2(report.ok(), report.problems.empty() ? report.refusal.c_str()
                                                  : report.problems.front().message.c_str());
    for (const char *label :
         {"multiple action blackjack (wager against the dealer's second hand)",
          "multiple action blackjack (wager against the dealer's third hand)"}) {
        const SideWagerAnalysis *row = rowLabelled(report, label);
        QVERIFY2(row, label);
        const double spread =
            1.96 * std::hypot(row->standardErrorPercent, report.standardErrorPercent);
        QVERIFY2(std::abs(row->houseEdgePercent - report.houseEdgePercent) < spread,
                 qPrintable(
                     QString("%1 vs %2").arg(row->houseEdgePercent).arg(report.houseEdgePercent)));
    }
}

QTEST_GUILESS_MAIN(TestBlackjackAnalyzer)
#include "tst_blackjack_analyzer.moc"

// The round as the table screen draws it (TableController::round(),
// roundsnapshot.h), checked against the round fixture lessons of
// tests/cli/fixtures/rounds/: the cards a person at the table can see, the
// wagers, what the layout prints, and the chips left beside a settled wager.
// Expected cards come from each fixture's scripted shoe, in deal order.
#include "uitestsupport.h"

#include <QDir>
#include <QTest>
#include <core/referee_for.h>
#include <lessons/lessonparser.h>
#include <memory>
#include <ui/tablecontroller.h>

using dt::ui::TableController;

namespace {

QString fixture(const QString &name) {
    return QDir(QStringLiteral(DT_TEST_ROUND_FIXTURES_DIR))
        .filePath(name + QStringLiteral(".json"));
}

// A card as the snapshot shows it: "10C" face up, "" face down.
QString shown(const QVariant &card) {
    const QVariantMap map = card.toMap();
    return map.value(QStringLiteral("faceUp")).toBool()
               ? map.value(QStringLiteral("code")).toString()
               : QStringLiteral("down");
}

QStringList shownCards(const QVariantList &cards) {
    QStringList list;
    for (const auto &card : cards) {
        list.append(shown(card));
    }
    return list;
}

QVariantMap boxAt(const QVariantMap &round, int seat) {
    for (const auto &box : round.value(QStringLiteral("boxes")).toList()) {
        if (box.toMap().value(QStringLiteral("seat")).toInt() == seat) {
            return box.toMap();
        }
    }
    return {};
}

QVariantMap handAt(const QVariantMap &round, int seat, int hand) {
    const auto hands = boxAt(round, seat).value(QStringLiteral("hands")).toList();
    return hand >= 1 && hand <= hands.size() ? hands[hand - 1].toMap() : QVariantMap{};
}

QStringList handCards(const QVariantMap &round, int seat, int hand) {
    return shownCards(handAt(round, seat, hand).value(QStringLiteral("cards")).toList());
}

QStringList dealerCards(const QVariantMap &round) {
    return shownCards(
        round.value(QStringLiteral("dealer")).toMap().value(QStringLiteral("cards")).toList());
}

QVariantMap outcomeAt(const QVariantMap &round, int seat, int hand) {
    return handAt(round, seat, hand).value(QStringLiteral("outcome")).toMap();
}

QString inscription(const QVariantMap &round, const char *key) {
    return round.value(QStringLiteral("inscriptions")).toMap().value(QLatin1String(key)).toString();
}

} // namespace

class RoundSnapshotTest : public QObject {
    Q_OBJECT

private slots:
    void shoeLessonHasNoRound();
    void wagersAndLayoutBeforeTheDeal();
    void holeCardHiddenUntilRevealed();
    void doubleCardSidewaysAndHidden();
    void handDealtCardsHiddenWithThePlayer();
    void settledWagersLeaveTheirChips();
    void verdictSitsAtTheSpotDealt();
    void cardFaceUpInTheShoeShows();
    void doubleShoeCardsShowTheirSidesBack();
    void placardsListTheOfferedWagers();
    void doubleShoeCompartmentsAndSegregatedArea();
    void layoutFollowsTheTable_data();
    void layoutFollowsTheTable();

private:
    std::unique_ptr<TableController> open(const QString &name);
    // Performs the lesson's reference actions up to the `until`th (all when
    // -1), from where the last call stopped.
    void play(TableController &table, int until = -1);

    dt::lessons::RegulationLibrary m_regulations{dt::uitest::regulationsDirectory()};
    std::optional<dt::lessons::Lesson> m_lesson;
    int m_played = 0;
};

std::unique_ptr<TableController> RoundSnapshotTest::open(const QString &name) {
    auto loaded = dt::lessons::loadLessonFile(fixture(name), m_regulations);
    if (!loaded.lesson) {
        qWarning("%s",
                 qPrintable(loaded.problems.isEmpty() ? name : loaded.problems.first().text()));
        return {};
    }
    m_lesson = loaded.lesson;
    m_played = 0;
    return std::make_unique<TableController>(*m_lesson, nullptr, 0, 0, &m_regulations);
}

void RoundSnapshotTest::play(TableController &table, int until) {
    const auto actions = dt::uitest::autoplayActions(*m_lesson);
    const int last = until < 0 ? static_cast<int>(actions.size()) : until;
    for (int &i = m_played; i < last; ++i) {
        const QVariantMap verdict = table.perform(actions[i]);
        QVERIFY2(verdict.value(QStringLiteral("correct")).toBool(),
                 qPrintable(verdict.value(QStringLiteral("message")).toString()));
    }
}

void RoundSnapshotTest::shoeLessonHasNoRound() {
    dt::lessons::LessonCatalog catalog;
    QVERIFY(catalog.load(dt::uitest::lessonsDirectory()));
    const auto *lesson = catalog.find(QStringLiteral("blackjack/01-opening-new-table"));
    QVERIFY(lesson);
    TableController table(*lesson, nullptr, 0, 0, &m_regulations);
    QCOMPARE(table.round().value(QStringLiteral("active")).toBool(), false);
}

void RoundSnapshotTest::wagersAndLayoutBeforeTheDeal() {
    auto table = open(QStringLiteral("settlement-right-to-left"));
    QVERIFY(table);
    const QVariantMap round = table->round();
    QVERIFY(round.value(QStringLiteral("active")).toBool());
    QList<int> seats;
    for (const auto &box : round.value(QStringLiteral("boxes")).toList()) {
        seats.append(box.toMap().value(QStringLiteral("seat")).toInt());
        QCOMPARE(box.toMap().value(QStringLiteral("initialWager")).toLongLong(), 1000); // "10.00"
        QCOMPARE(box.toMap().value(QStringLiteral("insurance")).toLongLong(), -1);
    }
    QCOMPARE(seats, (QList<int>{1, 2, 3, 5}));
    QVERIFY(dealerCards(round).isEmpty());
    QCOMPARE(inscription(round, "blackjackPays"), QStringLiteral("BLACKJACK PAYS 3 TO 2"));
    QCOMPARE(inscription(round, "dealerRule"), QStringLiteral("DEALER MUST STAND ON ALL 17s"));
    QCOMPARE(inscription(round, "insurance"), QStringLiteral("INSURANCE PAYS 2 TO 1"));
    // The table's smallest chip is $1: the rack holds $1 to $1,000.
    QCOMPARE(table->chips(), (QVariantList{100000, 50000, 10000, 2500, 500, 250, 100}));
}

// Blackjack §6(j): the hole card is dealt face down and stays so until the
// players' cards are dealt; the screen does not know it either.
void RoundSnapshotTest::holeCardHiddenUntilRevealed() {
    auto table = open(QStringLiteral("hole-card-face-down"));
    QVERIFY(table);
    play(*table, 6); // 9S, 10D, 10C (up), 7H, 8S, the hole card
    QCOMPARE(dealerCards(table->round()),
             (QStringList{QStringLiteral("10C"), QStringLiteral("down")}));
    const auto hole = table->round()
                          .value(QStringLiteral("dealer"))
                          .toMap()
                          .value(QStringLiteral("cards"))
                          .toList()[1];
    QCOMPARE(hole.toMap().value(QStringLiteral("code")).toString(), QString());
    QCOMPARE(handCards(table->round(), 1, 1),
             (QStringList{QStringLiteral("9S"), QStringLiteral("7H")}));
    QCOMPARE(handCards(table->round(), 3, 1),
             (QStringList{QStringLiteral("10D"), QStringLiteral("8S")}));
    // Seat 1's 16 announced, the player asks for a card: the caption and its hand signal.
    play(*table, 7);
    QCOMPARE(table->lastSignals(), QStringList{QStringLiteral("hit")});
    QCOMPARE(table->lastEvents().size(), 1);
    QVERIFY(table->lastEvents().first().startsWith(QStringLiteral("Seat 1")));
    play(*table);
    QVERIFY(table->complete());
    // Picked up at the end: nothing left on the layout.
    QVERIFY(boxAt(table->round(), 1).value(QStringLiteral("pickedUp")).toBool());
}

// Blackjack §10(a), (c): the double down's one card lies sideways, face down
// where the table deals it so, until turned up at settlement.
void RoundSnapshotTest::doubleCardSidewaysAndHidden() {
    auto table = open(QStringLiteral("double-card-face-down"));
    QVERIFY(table);
    play(*table, 9); // both doubles dealt
    const QVariantMap round = table->round();
    QCOMPARE(handCards(round, 1, 1),
             (QStringList{QStringLiteral("10H"), QStringLiteral("2C"), QStringLiteral("down")}));
    QCOMPARE(handCards(round, 2, 1),
             (QStringList{QStringLiteral("6D"), QStringLiteral("5S"), QStringLiteral("down")}));
    const auto doubleCard = handAt(round, 1, 1).value(QStringLiteral("cards")).toList()[2].toMap();
    QVERIFY(doubleCard.value(QStringLiteral("sideways")).toBool());
    QCOMPARE(handAt(round, 1, 1).value(QStringLiteral("wager")).toLongLong(), 2000);
    QCOMPARE(handAt(round, 1, 1).value(QStringLiteral("doubleDown")).toLongLong(), 1000);
    play(*table, 13); // the dealer's 17, then seat 2's double card turned up
    QCOMPARE(handCards(table->round(), 2, 1),
             (QStringList{QStringLiteral("6D"), QStringLiteral("5S"), QStringLiteral("9H")}));
}

// Blackjack §6A(c): the players' first two cards are dealt face down and held.
void RoundSnapshotTest::handDealtCardsHiddenWithThePlayer() {
    auto table = open(QStringLiteral("six-to-five-hand-dealt-round"));
    QVERIFY(table);
    play(*table, 8); // the burn, then two face-down cards to each box and the up card
    const QVariantMap round = table->round();
    QCOMPARE(handCards(round, 2, 1), (QStringList{QStringLiteral("down"), QStringLiteral("down")}));
    QCOMPARE(dealerCards(round), QStringList{QStringLiteral("9C")});
    QCOMPARE(inscription(round, "blackjackPays"), QStringLiteral("BLACKJACK PAYS 6 TO 5"));
}

// §3(e): a loser is taken, a winner paid beside the wager, a standoff left;
// the chips stay on the layout until the box's cards are picked up.
void RoundSnapshotTest::settledWagersLeaveTheirChips() {
    auto table = open(QStringLiteral("settlement-right-to-left"));
    QVERIFY(table);
    play(*table, 20); // the deal, the totals, the dealer's 18 and the four settlements
    const QVariantMap round = table->round();
    QCOMPARE(dealerCards(round), (QStringList{QStringLiteral("9D"), QStringLiteral("9H")}));
    QVERIFY(outcomeAt(round, 5, 1).value(QStringLiteral("returned")).toBool()); // 18 against 18
    QCOMPARE(outcomeAt(round, 3, 1).value(QStringLiteral("collected")).toLongLong(), 1000); // 16
    QCOMPARE(outcomeAt(round, 2, 1).value(QStringLiteral("paid")).toLongLong(), 1000);      // 20
    QCOMPARE(outcomeAt(round, 1, 1).value(QStringLiteral("collected")).toLongLong(), 1000); // 16
    QCOMPARE(outcomeAt(round, 1, 1).value(QStringLiteral("paid")).toLongLong(), 0);
    for (const int seat : {1, 2, 3, 5}) {
        QVERIFY(handAt(round, seat, 1).value(QStringLiteral("settled")).toBool());
        QVERIFY(!boxAt(round, seat).value(QStringLiteral("pickedUp")).toBool());
    }
}

// A verdict about a spot is drawn at that spot: the action's seat.
void RoundSnapshotTest::verdictSitsAtTheSpotDealt() {
    auto table = open(QStringLiteral("settlement-right-to-left"));
    QVERIFY(table);
    play(*table, 2);
    QCOMPARE(table->lastVerdict().value(QStringLiteral("seat")).toInt(), 2);
    // Dealing to seat 5 before seat 3 (§6(e)): graded, and still placed at seat 5.
    const QVariantMap verdict =
        table->perform({{QStringLiteral("action"), QStringLiteral("deal_card")},
                        {QStringLiteral("seat"), 5},
                        {QStringLiteral("hand"), 1},
                        {QStringLiteral("face"), QStringLiteral("up")},
                        {QStringLiteral("sideways"), false}});
    QVERIFY(!verdict.value(QStringLiteral("correct")).toBool());
    QCOMPARE(verdict.value(QStringLiteral("citation")).toString(),
             QStringLiteral("Blackjack §6(e)"));
    QCOMPARE(verdict.value(QStringLiteral("seat")).toInt(), 5);
}

// Blackjack §15(b) (BJ-IRR-02): the lesson turns the shoe's third card face up; the
// dealer sees it at the mouth once it is the front card, and not before.
void RoundSnapshotTest::cardFaceUpInTheShoeShows() {
    auto table = open(QStringLiteral("irregularity-face-up-card-in-shoe"));
    QVERIFY(table);
    const QString before = table->round().value(QStringLiteral("faceUpInShoe")).toString();
    const auto actions = dt::uitest::autoplayActions(*m_lesson);
    int burn = 0;
    while (burn < actions.size() &&
           actions[burn].value(QStringLiteral("action")).toString() != u"burn_card") {
        ++burn;
    }
    QVERIFY(burn < actions.size());
    play(*table, burn);
    // The shoe's order is 10S, 9H, then 5D, the card turned ("faceUpCards": [3]).
    QCOMPARE(before, QString());
    QCOMPARE(table->round().value(QStringLiteral("faceUpInShoe")).toString(), QStringLiteral("5D"));
    play(*table, burn + 1); // burned face up into the rack, unused
    QCOMPARE(table->round().value(QStringLiteral("faceUpInShoe")).toString(), QString());
}

// Blackjack §6(d) (BJ-SHUF-11): the two sides' cards have backs of different
// colours. Here the determinant card (AH, from the left) names the left, where
// hearts are designated the right side: it is burned and the round is dealt
// from the right, whose cards show the other back.
void RoundSnapshotTest::doubleShoeCardsShowTheirSidesBack() {
    auto table = open(QStringLiteral("double-shoe-right-side-designated"));
    QVERIFY(table);
    QCOMPARE(table->round().value(QStringLiteral("doubleShoeSide")).toString(), QString());
    play(*table, 3); // the determinant card, its burn, box 3's first card
    const QVariantMap round = table->round();
    QCOMPARE(round.value(QStringLiteral("doubleShoeSide")).toString(), QStringLiteral("right"));
    const auto card = handAt(round, 3, 1).value(QStringLiteral("cards")).toList().first().toMap();
    QCOMPARE(card.value(QStringLiteral("code")).toString(), QStringLiteral("AS"));
    QCOMPARE(card.value(QStringLiteral("back")).toString(), QStringLiteral("blue"));

    // A single shoe: one back colour.
    auto single = open(QStringLiteral("settlement-right-to-left"));
    play(*single, 1);
    const auto first =
        handAt(single->round(), 1, 1).value(QStringLiteral("cards")).toList().first();
    QCOMPARE(first.toMap().value(QStringLiteral("back")).toString(), QStringLiteral("red"));
}

// The pay tables posted at the table (BJ-SETTLE-22, §19(c)): one placard per
// offered side wager, its rows as the regulation prints them.
void RoundSnapshotTest::placardsListTheOfferedWagers() {
    auto table = open(QStringLiteral("progressive"));
    QVERIFY(table);
    const QVariantMap layout = table->round().value(QStringLiteral("inscriptions")).toMap();
    const QVariantList placards = layout.value(QStringLiteral("placards")).toList();
    QCOMPARE(placards.size(), 1);
    const QVariantMap placard = placards.first().toMap();
    QCOMPARE(placard.value(QStringLiteral("key")).toString(), QStringLiteral("progressive"));
    QCOMPARE(placard.value(QStringLiteral("title")).toString(),
             QStringLiteral("Progressive blackjack wager"));
    QCOMPARE(placard.value(QStringLiteral("citation")).toString(),
             QStringLiteral("Blackjack §19(c)"));
    const QVariantList rows = placard.value(QStringLiteral("rows")).toList();
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows[0].toMap().value(QStringLiteral("hand")).toString(),
             QStringLiteral("Four black or four red aces in the first four cards"));
    QCOMPARE(rows[0].toMap().value(QStringLiteral("pays")).toString(),
             QStringLiteral("100% of meter"));
    QCOMPARE(rows[1].toMap().value(QStringLiteral("pays")).toString(), QStringLiteral("$2,500.00"));
    QCOMPARE(rows[4].toMap().value(QStringLiteral("hand")).toString(),
             QStringLiteral("Any two aces in the first two cards"));

    // No side wager, no placard.
    auto plain = open(QStringLiteral("settlement-right-to-left"));
    QVERIFY(plain);
    QVERIFY(plain->round()
                .value(QStringLiteral("inscriptions"))
                .toMap()
                .value(QStringLiteral("placards"))
                .toList()
                .isEmpty());
}

// Blackjack §6(d) (BJ-SHUF-11): both compartments, each with its back colour,
// count and cut card; §6(d)(2): the burned determinant card (7S, drawn from
// the left but naming the right) lies in the segregated area.
void RoundSnapshotTest::doubleShoeCompartmentsAndSegregatedArea() {
    auto table = open(QStringLiteral("double-shoe-determinant-burned"));
    QVERIFY(table);
    QVariantMap shoe = table->round().value(QStringLiteral("doubleShoe")).toMap();
    QVariantMap left = shoe.value(QStringLiteral("left")).toMap();
    QVariantMap right = shoe.value(QStringLiteral("right")).toMap();
    QCOMPARE(left.value(QStringLiteral("side")).toString(), QStringLiteral("left"));
    QCOMPARE(left.value(QStringLiteral("back")).toString(), QStringLiteral("red"));
    QCOMPARE(right.value(QStringLiteral("back")).toString(), QStringLiteral("blue"));
    // Six decks, three a side, none dealt yet (the lesson's cardsDealt aside).
    const int leftBefore = left.value(QStringLiteral("count")).toInt();
    const int rightBefore = right.value(QStringLiteral("count")).toInt();
    QVERIFY(leftBefore > 0 && leftBefore <= 156);
    QVERIFY(rightBefore > 0 && rightBefore <= 156);
    // The cut card a quarter of each side from its back (loadDoubleShoe).
    QVERIFY(left.value(QStringLiteral("cutFromBack")).toInt() > 0);
    QVERIFY(right.value(QStringLiteral("cutFromBack")).toInt() > 0);
    QVERIFY(shoe.value(QStringLiteral("segregated")).toList().isEmpty());

    play(*table, 2); // the determinant card, drawn from the left, and its burn
    const QVariantMap round = table->round();
    QCOMPARE(round.value(QStringLiteral("doubleShoeSide")).toString(), QStringLiteral("right"));
    shoe = round.value(QStringLiteral("doubleShoe")).toMap();
    left = shoe.value(QStringLiteral("left")).toMap();
    right = shoe.value(QStringLiteral("right")).toMap();
    QCOMPARE(left.value(QStringLiteral("count")).toInt(), leftBefore - 1);
    QCOMPARE(right.value(QStringLiteral("count")).toInt(), rightBefore);
    const QVariantList segregated = shoe.value(QStringLiteral("segregated")).toList();
    QCOMPARE(segregated.size(), 1);
    QCOMPARE(segregated.first().toMap().value(QStringLiteral("code")).toString(),
             QStringLiteral("7S"));
    QCOMPARE(segregated.first().toMap().value(QStringLiteral("back")).toString(),
             QStringLiteral("red"));

    // A single shoe has no compartments.
    auto single = open(QStringLiteral("settlement-right-to-left"));
    QVERIFY(!single->round().value(QStringLiteral("doubleShoe")).isValid());
}

void RoundSnapshotTest::layoutFollowsTheTable_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("blackjackPays");
    QTest::addColumn<QString>("dealerRule");
    QTest::newRow("§12(b)(2) hits soft 17")
        << QStringLiteral("dealer-hits-soft-17") << QStringLiteral("BLACKJACK PAYS 3 TO 2")
        << QStringLiteral("DEALER MUST HIT SOFT 17");
    QTest::newRow("§7(d) 6 to 5 on a shoe game")
        << QStringLiteral("six-to-five-on-shoe") << QStringLiteral("BLACKJACK PAYS 6 TO 5")
        << QString();
}

void RoundSnapshotTest::layoutFollowsTheTable() {
    QFETCH(QString, name);
    QFETCH(QString, blackjackPays);
    QFETCH(QString, dealerRule);
    auto table = open(name);
    QVERIFY(table);
    QCOMPARE(inscription(table->round(), "blackjackPays"), blackjackPays);
    if (!dealerRule.isEmpty()) {
        QCOMPARE(inscription(table->round(), "dealerRule"), dealerRule);
    }
}

QTEST_GUILESS_MAIN(RoundSnapshotTest)
#include "tst_roundsnapshot.moc"

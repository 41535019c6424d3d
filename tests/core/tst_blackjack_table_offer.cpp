// Which side wagers a Massachusetts blackjack table may offer together, and the
// deck minimums: regulations/000 §2(a)(1)-(4), §6(j)(2), §6(k) and the
// exclusion sentences of §17(a), §18(a), §19(j), §20(l), §22(l), §23(g),
// §24(i), §25(h), §26(h)-(i), §28(g), §29(j).
//
// The expected rows below are written from the text, independently of the
// table in table_offer.cpp. Checklist "mutual_exclusions" entries (game BJ)
// not covered here, and why:
// - multiple action / progressive / 6 to 5 with surrender (§8(c)), multiple
//   action with resplitting (§11(e)), progressive with more than one player on
//   a box (§13(a)), 6 to 5 with the §3(e) bonus payouts, 6:5 payout with even
//   money (§7(d)), hole card face up with surrender and insurance (§6(k)(3)):
//   TableOffer has no surrender, resplit, box-sharing or payout options, so
//   these are rules of other parts of the table configuration.
// - The checklist's single "§17 additional wagers / §19 progressive" and
//   "§17(a)(1) / (a)(2)/(a)(3)" entries are split here into one row per wager.
// Pairs the text excludes nowhere are allowed (checklist source issue on the
// asymmetric lists): 21+3 with match-the-dealer, king's bounty with
// progressive, match-the-dealer with progressive, blackjack bonus, streak,
// twenty point bonus, 21+3 or king's bounty.

#include "core_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/games/blackjack/side_wager.h>
#include <core/games/blackjack/table_offer.h>
#include <string>
#include <utility>
#include <vector>

using namespace dt;
using namespace dt::blackjack;
using dttest::qs;

namespace {

using W = SideWager;

struct ExpectedExclusion {
    W a;
    W b;
    std::vector<std::string> sections; // every section stating it, first cited
};

const std::vector<ExpectedExclusion> &expectedExclusions() {
    static const std::vector<ExpectedExclusion> rows = {
        // §17(a): only at a table without the progressive wager, and "one of"
        // the three additional wagers.
        {W::OverUnder13, W::Progressive, {"17(a)"}},
        {W::SameSuit, W::Progressive, {"17(a)"}},
        {W::Sevens, W::Progressive, {"17(a)"}},
        {W::OverUnder13, W::SameSuit, {"17(a)"}},
        {W::OverUnder13, W::Sevens, {"17(a)"}},
        {W::SameSuit, W::Sevens, {"17(a)"}},
        // §18(a)
        {W::MultipleAction, W::Progressive, {"18(a)"}},
        {W::MultipleAction, W::BlackjackBonus, {"18(a)", "20(l)"}},
        {W::MultipleAction, W::Streak, {"18(a)", "22(l)"}},
        {W::MultipleAction, W::MatchTheDealer, {"18(a)"}},
        {W::MultipleAction, W::TwentyPointBonus, {"18(a)", "24(i)"}},
        {W::MultipleAction, W::OptionalBonus, {"18(a)", "25(h)"}},
        {W::MultipleAction, W::InBetween, {"18(a)", "26(h)", "26(i)"}},
        {W::MultipleAction, W::TwentyOnePlusThree, {"18(a)", "28(g)"}},
        {W::MultipleAction, W::KingsBounty, {"18(a)", "29(j)"}},
        // §19(j)
        {W::Super4Stax, W::Progressive, {"19(j)"}},
        // §20(l) and later
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
    };
    return rows;
}

bool expectedExcluded(W a, W b) {
    return std::ranges::any_of(expectedExclusions(), [&](const ExpectedExclusion &row) {
        return (row.a == a && row.b == b) || (row.a == b && row.b == a);
    });
}

// Six decks meet every §2(a) minimum that a side wager sets.
TableOffer offerOf(std::initializer_list<W> wagers, int decks = 6) {
    TableOffer offer;
    offer.decks = decks;
    offer.sideWagers = wagers;
    return offer;
}

QStringList sectionsOf(const std::vector<OfferProblem> &problems) {
    QStringList sections;
    for (const OfferProblem &p : problems) {
        const QString section = qs(p.citation.section);
        sections << (p.citation.regulation == Regulation::Blackjack
                         ? section
                         : QStringLiteral("wrong regulation ") + section);
    }
    return sections;
}

QString describe(const std::vector<OfferProblem> &problems) {
    QStringList lines;
    for (const OfferProblem &p : problems) {
        lines << qs(p.message);
    }
    return lines.join(QStringLiteral(" | "));
}

} // namespace

Q_DECLARE_METATYPE(dt::blackjack::SideWager)
Q_DECLARE_METATYPE(dt::blackjack::HoleCard)

class TestBlackjackTableOffer : public QObject {
    Q_OBJECT

private slots:
    void wagersHaveNamesAndSections();
    void exclusionTableMatchesTheText();
    void exclusionAppliesBothWays_data();
    void exclusionAppliesBothWays();
    void pairsNotExcludedAreAllowed();
    void deckMinimums_data();
    void deckMinimums();
    void progressiveAndHoleCard_data();
    void progressiveAndHoleCard();
    void richTablesAreValid();
    void everyBrokenRuleIsReported();
};

void TestBlackjackTableOffer::wagersHaveNamesAndSections() {
    QSet<QString> names;
    for (const W wager : kAllSideWagers) {
        QVERIFY(!name(wager).empty());
        QVERIFY(!section(wager).empty());
        QVERIFY(section(wager).starts_with('1') || section(wager).starts_with('2') ||
                section(wager).starts_with('3'));
        names.insert(qs(name(wager)));
    }
    QCOMPARE(names.size(), qsizetype(kAllSideWagers.size()));
    QCOMPARE(qs(section(W::Sevens)), qs("17(a)(3)"));
    QCOMPARE(qs(section(W::TwentyOnePlusThree)), qs("28"));
    QCOMPARE(qs(section(HoleCard::SecondCardAfterPlayers)), qs("6(h)"));
    QCOMPARE(qs(section(HoleCard::FaceDownWithCardReader)), qs("6(j)"));
    QCOMPARE(qs(section(HoleCard::FaceUp)), qs("6(k)"));
}

void TestBlackjackTableOffer::exclusionTableMatchesTheText() {
    const auto table = wagerExclusions();
    QCOMPARE(table.size(), expectedExclusions().size());
    for (const WagerExclusion &row : table) {
        QVERIFY(row.a != row.b);
        QVERIFY2(expectedExcluded(row.a, row.b), name(row.a).data());
        // One row per unordered pair.
        QCOMPARE(std::ranges::count_if(table,
                                       [&](const WagerExclusion &other) {
                                           return (other.a == row.a && other.b == row.b) ||
                                                  (other.a == row.b && other.b == row.a);
                                       }),
                 1);
    }
}

void TestBlackjackTableOffer::exclusionAppliesBothWays_data() {
    QTest::addColumn<W>("first");
    QTest::addColumn<W>("second");
    QTest::addColumn<QStringList>("sections");
    for (const ExpectedExclusion &row : expectedExclusions()) {
        QStringList sections;
        for (const std::string &s : row.sections) {
            sections << qs(s);
        }
        const QString stated = QStringLiteral("§") + sections.join(QStringLiteral(" §"));
        const QString a = qs(name(row.a));
        const QString b = qs(name(row.b));
        QTest::addRow("%s: %s + %s", qUtf8Printable(stated), qUtf8Printable(a), qUtf8Printable(b))
            << row.a << row.b << sections;
        QTest::addRow("%s: %s + %s", qUtf8Printable(stated), qUtf8Printable(b), qUtf8Printable(a))
            << row.b << row.a << sections;
    }
}

void TestBlackjackTableOffer::exclusionAppliesBothWays() {
    QFETCH(W, first);
    QFETCH(W, second);
    QFETCH(QStringList, sections);

    TableOffer offer;
    offer.decks = 6;
    offer.sideWagers.insert(first);
    offer.sideWagers.insert(second);
    const auto problems = validate(offer);
    QVERIFY2(problems.size() == 1, qUtf8Printable(describe(problems)));
    QCOMPARE(qs(problems[0].citation.section), sections.first());
    const QString message = qs(problems[0].message);
    for (const QString &s : sections) {
        QVERIFY2(message.contains(QStringLiteral("§") + s), qUtf8Printable(message));
    }
    QVERIFY2(message.contains(qs(name(first))), qUtf8Printable(message));
    QVERIFY2(message.contains(qs(name(second))), qUtf8Printable(message));

    // Each wager alone is fine.
    QVERIFY(validate(offerOf({first})).empty());
    QVERIFY(validate(offerOf({second})).empty());
}

void TestBlackjackTableOffer::pairsNotExcludedAreAllowed() {
    int allowed = 0;
    for (const W a : kAllSideWagers) {
        for (const W b : kAllSideWagers) {
            if (a == b || expectedExcluded(a, b)) {
                continue;
            }
            const auto problems = validate(offerOf({a, b}));
            QVERIFY2(problems.empty(), qUtf8Printable(describe(problems)));
            ++allowed;
        }
    }
    // 19 wagers: 171 unordered pairs, 45 excluded, each allowed pair seen twice.
    QCOMPARE(allowed, 2 * (171 - 45));
    QVERIFY(validate(offerOf({W::TwentyOnePlusThree, W::MatchTheDealer})).empty());
    QVERIFY(validate(offerOf({W::KingsBounty, W::Progressive})).empty());
}

void TestBlackjackTableOffer::deckMinimums_data() {
    QTest::addColumn<bool>("sixToFive");
    QTest::addColumn<QList<W>>("wagers");
    QTest::addColumn<int>("decks");
    QTest::addColumn<QStringList>("expected");

    const QStringList none;
    const QStringList decks2a{QStringLiteral("2(a)")};
    const QStringList s1{QStringLiteral("2(a)(1)")};
    const QStringList s2{QStringLiteral("2(a)(2)")};
    const QStringList s3{QStringLiteral("2(a)(3)")};
    const QStringList s4{QStringLiteral("2(a)(4)")};

    QTest::newRow("§2(a) no decks") << false << QList<W>{} << 0 << decks2a;
    QTest::newRow("§2(a) one deck") << false << QList<W>{} << 1 << none;
    QTest::newRow("§2(a)(1) 6 to 5, 0 decks") << true << QList<W>{} << 0 << (decks2a + s1);
    QTest::newRow("§2(a)(1) 6 to 5, 1 deck") << true << QList<W>{} << 1 << none;
    QTest::newRow("§2(a)(1) 6 to 5, 2 decks") << true << QList<W>{} << 2 << none;
    QTest::newRow("§2(a)(1) 6 to 5, 3 decks") << true << QList<W>{} << 3 << s1;
    QTest::newRow("§2(a)(1) 6 to 5, 6 decks") << true << QList<W>{} << 6 << s1;
    QTest::newRow("§2(a)(2) twenty point, 1 deck")
        << false << QList<W>{W::TwentyPointBonus} << 1 << s2;
    QTest::newRow("§2(a)(2) twenty point, 2 decks")
        << false << QList<W>{W::TwentyPointBonus} << 2 << none;
    QTest::newRow("§2(a)(3) sevens, 3 decks") << false << QList<W>{W::Sevens} << 3 << s3;
    QTest::newRow("§2(a)(3) sevens, 4 decks") << false << QList<W>{W::Sevens} << 4 << none;
    QTest::newRow("§2(a)(3) progressive, 3 decks") << false << QList<W>{W::Progressive} << 3 << s3;
    QTest::newRow("§2(a)(3) progressive, 4 decks")
        << false << QList<W>{W::Progressive} << 4 << none;
    QTest::newRow("§2(a)(3) over/under 13 sets no minimum")
        << false << QList<W>{W::OverUnder13} << 1 << none;
    for (const W wager : {W::MatchTheDealer, W::OptionalBonus}) {
        const QString w = qs(name(wager));
        for (int decks = 5; decks <= 9; ++decks) {
            const bool ok = decks == 6 || decks == 8;
            QTest::addRow("§2(a)(4) %s, %d decks", qUtf8Printable(w), decks)
                << false << QList<W>{wager} << decks << (ok ? none : s4);
        }
    }
    QTest::newRow("§2(a)(1)+(2) 6 to 5 with twenty point, 2 decks")
        << true << QList<W>{W::TwentyPointBonus} << 2 << none;
    QTest::newRow("§2(a)(1)+(3) 6 to 5 with progressive, 2 decks")
        << true << QList<W>{W::Progressive} << 2 << s3;
    QTest::newRow("§2(a)(1)+(4) 6 to 5 with match-the-dealer, 6 decks")
        << true << QList<W>{W::MatchTheDealer} << 6 << s1;
}

void TestBlackjackTableOffer::deckMinimums() {
    QFETCH(bool, sixToFive);
    QFETCH(QList<W>, wagers);
    QFETCH(int, decks);
    QFETCH(QStringList, expected);

    TableOffer offer;
    offer.decks = decks;
    offer.sixToFive = sixToFive;
    offer.sideWagers.insert(wagers.begin(), wagers.end());
    const auto problems = validate(offer);
    QCOMPARE(sectionsOf(problems), expected);
    for (const OfferProblem &p : problems) {
        QVERIFY2(qs(p.message).contains(QString::number(decks)), p.message.c_str());
    }
}

void TestBlackjackTableOffer::progressiveAndHoleCard_data() {
    QTest::addColumn<HoleCard>("holeCard");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("§6(h) second card after the players")
        << HoleCard::SecondCardAfterPlayers << QStringList{};
    QTest::newRow("§6(j)(2) face down") << HoleCard::FaceDown << QStringList{"6(j)(2)"};
    QTest::newRow("§6(j)(2) face down with card reader")
        << HoleCard::FaceDownWithCardReader << QStringList{"6(j)(2)"};
    QTest::newRow("§6(k) face up") << HoleCard::FaceUp << QStringList{"6(k)"};
}

void TestBlackjackTableOffer::progressiveAndHoleCard() {
    QFETCH(HoleCard, holeCard);
    QFETCH(QStringList, expected);

    TableOffer offer = offerOf({W::Progressive});
    offer.holeCard = holeCard;
    QCOMPARE(sectionsOf(validate(offer)), expected);

    // Without the progressive wager every procedure is allowed.
    TableOffer other = offerOf({W::BlackjackBonus, W::Sevens});
    other.holeCard = holeCard;
    QVERIFY(validate(other).empty());
}

void TestBlackjackTableOffer::richTablesAreValid() {
    // No exclusion sentence names any pair of these.
    TableOffer six = offerOf({W::OverUnder13, W::MatchTheDealer, W::TwentyOnePlusThree,
                              W::BusterBlackjack, W::Blazing7s});
    QVERIFY2(validate(six).empty(), qUtf8Printable(describe(validate(six))));
    six.holeCard = HoleCard::FaceDownWithCardReader;
    QVERIFY(validate(six).empty());

    const TableOffer eight =
        offerOf({W::Progressive, W::MatchTheDealer, W::KingsBounty, W::BusterBlackjack}, 8);
    QVERIFY2(validate(eight).empty(), qUtf8Printable(describe(validate(eight))));

    TableOffer sixToFive = offerOf({W::TwentyPointBonus, W::MatchTheDealer}, 2);
    sixToFive.sixToFive = true;
    // Match-the-dealer needs six or eight decks, 6 to 5 one or two.
    QCOMPARE(sectionsOf(validate(sixToFive)), QStringList{"2(a)(4)"});
    sixToFive.sideWagers = {W::TwentyPointBonus, W::SameSuit};
    QVERIFY(validate(sixToFive).empty());
}

void TestBlackjackTableOffer::everyBrokenRuleIsReported() {
    TableOffer offer =
        offerOf({W::MultipleAction, W::Progressive, W::BlackjackBonus, W::Sevens}, 3);
    offer.holeCard = HoleCard::FaceUp;
    const auto problems = validate(offer);
    QCOMPARE(sectionsOf(problems),
             (QStringList{"2(a)(3)", "6(k)", "17(a)", "18(a)", "18(a)", "20(l)"}));
    QVERIFY(qs(problems[4].message).contains(QStringLiteral("§20(l)")));
}

QTEST_APPLESS_MAIN(TestBlackjackTableOffer)
#include "tst_blackjack_table_offer.moc"

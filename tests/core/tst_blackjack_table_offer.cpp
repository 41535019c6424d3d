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
//   rows of the conflicts() table below, with the rest of the configuration.
// - The checklist's single "§17 additional wagers / §19 progressive" and
//   "§17(a)(1) / (a)(2)/(a)(3)" entries are split here into one row per wager.
// Pairs the text excludes nowhere are allowed (checklist source issue on the
// asymmetric lists): 21+3 with match-the-dealer, king's bounty with
// progressive, match-the-dealer with progressive, blackjack bonus, streak,
// twenty point bonus, 21+3 or king's bounty.

#include "core_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/games/blackjack/settlement.h>
#include <core/games/blackjack/side_wager.h>
#include <core/games/blackjack/table_offer.h>
#include <functional>
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

bool isTriLux(W wager) {
    return wager == W::TriLuxBonus || wager == W::TriLuxSuper3 || wager == W::LuckyGeorge;
}

// Six decks meet every §2(a) minimum that a side wager sets. The TriLux
// wagers are dealt with the hole card face down (§30(c)), and Super 3 is open
// only with the TriLux Bonus bet (§30(b)): neither is an exclusion, so a table
// offering them meets both.
TableOffer offerOf(std::initializer_list<W> wagers, int decks = 6) {
    TableOffer offer;
    offer.decks = decks;
    offer.sideWagers = wagers;
    if (std::ranges::any_of(wagers, isTriLux)) {
        offer.holeCard = HoleCard::FaceDown;
    }
    if (offer.sideWagers.contains(W::TriLuxSuper3)) {
        offer.sideWagers.insert(W::TriLuxBonus);
    }
    return offer;
}

// What the 6 to 5 variation needs besides its deck count: an automated
// shuffler (§2(c)) and a dealer who hits soft 17 (§12(d)).
void makeSixToFive(TableOffer &offer) {
    offer.sixToFive = true;
    offer.shuffler = Shuffler::AutomatedBatches;
    offer.soft17 = DealerSoft17::Hits;
}

// Pairs no exclusion sentence names that still cannot share a table: the
// TriLux wagers need the hole card face down (§30(c)), which §6(j)(2) forbids
// with the progressive wager.
bool derivedConflict(W a, W b) {
    // Tri Lux's hole card against §6(j)(2) (progressive) and §18(e) (multiple
    // action: the second card per §6(h)).
    const auto secondCardAfterPlayers = [](W w) {
        return w == W::Progressive || w == W::MultipleAction;
    };
    return (secondCardAfterPlayers(a) && isTriLux(b)) || (secondCardAfterPlayers(b) && isTriLux(a));
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

// The legal table a row starts from: the defaults, under 002 with the hole
// card dealt face down with the players' cards (002 (f)(5)(iv)).
TableOffer baseOffer(Regulation regulation) {
    TableOffer offer;
    offer.regulation = regulation;
    if (regulation == Regulation::BlackjackTribal) {
        offer.holeCard = HoleCard::FaceDown;
    }
    return offer;
}

// "Blackjack §8(c) @surrender", "Blackjack (tribal) (q)(1) @sideWagers.streak":
// the citation as the app prints it, and the setting it concerns.
QString bj(const char *section, const char *field) {
    return QStringLiteral("Blackjack §") + qs(section) + QStringLiteral(" @") + qs(field);
}
QString tribalAt(const char *section, const char *field) {
    return QStringLiteral("Blackjack (tribal) ") + qs(section) + QStringLiteral(" @") + qs(field);
}

QStringList citedFields(const std::vector<OfferProblem> &problems) {
    QStringList lines;
    for (const OfferProblem &p : problems) {
        lines << qs(p.citation.text()) + QStringLiteral(" @") + qs(p.field);
    }
    return lines;
}

} // namespace

using OfferBuild = std::function<void(dt::blackjack::TableOffer &)>;

Q_DECLARE_METATYPE(dt::blackjack::SideWager)
Q_DECLARE_METATYPE(dt::blackjack::HoleCard)
Q_DECLARE_METATYPE(dt::Regulation)
Q_DECLARE_METATYPE(OfferBuild)

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
    void conflicts_data();
    void conflicts();
    void legalTables_data();
    void legalTables();
    void tribalExclusionTable();
    void defaultOffersAreLegal();
    void payoutRulesFollowTheOffer_data();
    void payoutRulesFollowTheOffer();
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
            if (a == b || expectedExcluded(a, b) || derivedConflict(a, b)) {
                continue;
            }
            const auto problems = validate(offerOf({a, b}));
            QVERIFY2(problems.empty(), qUtf8Printable(describe(problems)));
            ++allowed;
        }
    }
    // 19 wagers: 171 unordered pairs, 45 excluded, 6 derived conflicts, each
    // allowed pair seen twice.
    QCOMPARE(allowed, 2 * (171 - 45 - 6));
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
    if (sixToFive) {
        makeSixToFive(offer);
    }
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
    makeSixToFive(sixToFive);
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
             (QStringList{"2(a)(3)", "6(k)", "18(e)", "17(a)", "18(a)", "18(a)", "20(l)"}));
    QVERIFY(qs(problems[5].message).contains(QStringLiteral("§20(l)")));
}

// Every configuration rule the text states, one row per conflict: a legal
// table changed in one place, the citation of the first section stating the
// rule and the setting it concerns. Expected citations are read off the text.
void TestBlackjackTableOffer::conflicts_data() {
    QTest::addColumn<Regulation>("regulation");
    QTest::addColumn<OfferBuild>("build");
    QTest::addColumn<QStringList>("expected");

    const auto MA = Regulation::Blackjack;
    const auto TRIBAL = Regulation::BlackjackTribal;
    const auto row = [](const char *name, Regulation regulation, OfferBuild build,
                        QStringList expected) {
        QTest::newRow(name) << regulation << build << expected;
    };
    const auto sixToFive = [](int decks) {
        return [decks](TableOffer &o) {
            makeSixToFive(o);
            o.decks = decks;
        };
    };
    const auto then = [](OfferBuild first, OfferBuild second) {
        return [first, second](TableOffer &o) {
            first(o);
            second(o);
        };
    };
    const auto wagers = [](std::initializer_list<W> offered, int decks = 6) {
        const std::vector<W> list(offered);
        return [list, decks](TableOffer &o) {
            o.decks = decks;
            o.sideWagers.insert(list.begin(), list.end());
        };
    };

    // §2 cards and decks.
    row("§2(a) BJ-CONF-01 no decks", MA, [](TableOffer &o) { o.decks = 0; }, {bj("2(a)", "decks")});
    row("§2(a)(1) BJ-CONF-02 6 to 5 with six decks", MA, sixToFive(6), {bj("2(a)(1)", "decks")});
    row("§2(c) BJ-CONF-04 6 to 5 with a manual shuffle", MA,
        then(sixToFive(1), [](TableOffer &o) { o.shuffler = Shuffler::Manual; }),
        {bj("2(c)", "shuffler")});
    row("§2(c) BJ-CONF-04 6 to 5 with a continuous shuffler", MA,
        then(sixToFive(2), [](TableOffer &o) { o.shuffler = Shuffler::Continuous; }),
        {bj("2(c)", "shuffler")});
    // §3 wagers.
    row("§3(a) BJ-WAGER-01 minimum wager zero", MA, [](TableOffer &o) { o.minimumWager = Money(); },
        {bj("3(a)", "minimumWager")});
    row("§3(a) BJ-WAGER-01 maximum below minimum", MA,
        [](TableOffer &o) { o.maximumWager = Money::dollars(4); }, {bj("3(a)", "maximumWager")});
    row("§3(d) BJ-WAGER-02 smallest chip zero", MA, [](TableOffer &o) { o.smallestChip = Money(); },
        {bj("3(d)", "smallestChip")});
    row("§3(d) BJ-WAGER-02 $2.50 minimum with $1 chips", MA,
        [](TableOffer &o) { o.minimumWager = Money::cents(250); }, {bj("3(d)", "minimumWager")});
    row("§3(d) BJ-WAGER-03 6 to 5 minimum $7, maximum $502", MA,
        then(sixToFive(1),
             [](TableOffer &o) {
                 o.minimumWager = Money::dollars(7);
                 o.maximumWager = Money::dollars(502);
             }),
        {bj("3(d)", "minimumWager"), bj("3(d)", "maximumWager")});
    row("§3(e) BJ-CONF-71 6 to 5 with suited 6-7-8 2 to 1", MA,
        then(sixToFive(1), [](TableOffer &o) { o.sixSevenEightSuited2to1 = true; }),
        {bj("3(e)", "sixSevenEightSuited2to1")});
    row("§3(e) BJ-CONF-71 6 to 5 with three 7's 3 to 2", MA,
        then(sixToFive(2), [](TableOffer &o) { o.threeSevens3to2 = true; }),
        {bj("3(e)", "threeSevens3to2")});
    row("§3(e) BJ-CONF-12 6 to 5 with five cards totaling 21", MA,
        then(sixToFive(2), [](TableOffer &o) { o.fiveCard21Pays2to1 = true; }),
        {bj("3(e)", "fiveCard21Pays2to1")});
    // §6 dealing.
    row("§6(d)(1) BJ-CONF-15 double shoe with one deck", MA,
        [](TableOffer &o) {
            o.decks = 1;
            o.doubleShoe = true;
        },
        {bj("6(d)(1)", "doubleShoe")});
    row("§6(a) BJ-CONF-04 6 to 5 dealt from a double shoe", MA,
        then(sixToFive(2), [](TableOffer &o) { o.doubleShoe = true; }), {bj("6(a)", "doubleShoe")});
    row("§6a(h) BJ-DEAL-19 6 to 5 hole card face down without reader", MA,
        then(sixToFive(1), [](TableOffer &o) { o.holeCard = HoleCard::FaceDown; }),
        {bj("6a(h)", "holeCard")});
    row("§6a(h) BJ-DEAL-19 6 to 5 hole card face up", MA,
        then(sixToFive(1), [](TableOffer &o) { o.holeCard = HoleCard::FaceUp; }),
        {bj("6a(h)", "holeCard")});
    row("§6(j)(2) BJ-CONF-37 progressive with a card reader", MA,
        then(wagers({W::Progressive}),
             [](TableOffer &o) { o.holeCard = HoleCard::FaceDownWithCardReader; }),
        {bj("6(j)(2)", "holeCard")});
    row("§6(k) BJ-CONF-38 progressive with the hole card face up", MA,
        then(wagers({W::Progressive}), [](TableOffer &o) { o.holeCard = HoleCard::FaceUp; }),
        {bj("6(k)", "holeCard")});
    row("§6(k)(3) BJ-CONF-73 face up with surrender", MA,
        [](TableOffer &o) {
            o.holeCard = HoleCard::FaceUp;
            o.surrender = true;
        },
        {bj("6(k)(3)", "surrender")});
    row("§6(k)(3) BJ-CONF-73 face up with even money", MA,
        [](TableOffer &o) {
            o.holeCard = HoleCard::FaceUp;
            o.evenMoney = true;
        },
        {bj("6(k)(3)", "evenMoney")});
    row("§6(k)(3) BJ-CONF-73 face up with insurance at the player's turn", MA,
        [](TableOffer &o) {
            o.holeCard = HoleCard::FaceUp;
            o.insuranceAtPlayersTurn = true;
        },
        {bj("6(k)(3)", "insuranceAtPlayersTurn")});
    row("§6(k)(5) BJ-CONF-06 face up with resplits", MA,
        [](TableOffer &o) {
            o.holeCard = HoleCard::FaceUp;
            o.maxSplitHands = 3;
        },
        {bj("6(k)(5)", "maxSplitHands")});
    // §7(d) 6 to 5 without the variation.
    row("§7(d) BJ-CONF-72 6:5 shoe game with even money", MA,
        [](TableOffer &o) {
            o.decks = 4;
            o.sixToFiveOnShoe = true;
            o.evenMoney = true;
        },
        {bj("7(d)", "evenMoney")});
    row("§7(d) BJ-CONF-08 six-deck 6:5 game without its rules on the layout", MA,
        [](TableOffer &o) { o.sixToFiveOnShoe = true; }, {bj("7(d)", "sixToFiveRulesOnLayout")});
    row("§7(d) BJ-CONF-08 6:5 without the variation and the variation", MA,
        then(sixToFive(1), [](TableOffer &o) { o.sixToFiveOnShoe = true; }),
        {bj("7(d)", "sixToFiveOnShoe")});
    // §8(c) surrender.
    row("§8(c) BJ-CONF-34 surrender with multiple action", MA,
        then(wagers({W::MultipleAction}), [](TableOffer &o) { o.surrender = true; }),
        {bj("8(c)", "surrender")});
    row("§8(c) BJ-CONF-70 surrender with the 6 to 5 variation", MA,
        then(sixToFive(1), [](TableOffer &o) { o.surrender = true; }), {bj("8(c)", "surrender")});
    row("§8(c) BJ-CONF-36 surrender with the progressive", MA,
        then(wagers({W::Progressive}), [](TableOffer &o) { o.surrender = true; }),
        {bj("8(c)", "surrender")});
    // §9(b), §10(d).
    row("§9(b) BJ-CONF-09 insurance at the player's turn with a card reader", MA,
        [](TableOffer &o) {
            o.holeCard = HoleCard::FaceDownWithCardReader;
            o.insuranceAtPlayersTurn = true;
        },
        {bj("9(b)", "insuranceAtPlayersTurn")});
    row("§15(k) BJ-IRR-11 a card reader's property at a table without one", MA,
        [](TableOffer &o) { o.cardReaderShowsPlayers = true; },
        {bj("15(k)", "cardReaderShowsPlayers")});
    row("§10(d) BJ-CONF-13 no double after split on a 3 to 2 table", MA,
        [](TableOffer &o) { o.doubleAfterSplit = false; }, {bj("10(d)", "doubleAfterSplit")});
    // §11 splitting, boxes.
    row("§11(a) BJ-OPT-12 no split at all", MA, [](TableOffer &o) { o.maxSplitHands = 1; },
        {bj("11(a)", "maxSplitHands")});
    row("§11(e) BJ-CONF-11 five hands", MA,
        [](TableOffer &o) {
            o.boxes = 6;
            o.maxSplitHands = 5;
        },
        {bj("11(e)", "maxSplitHands")});
    row("§11(e) BJ-CONF-11 four hands at seven boxes", MA,
        [](TableOffer &o) { o.maxSplitHands = 4; }, {bj("11(e)", "maxSplitHands")});
    row("§11(e) BJ-CONF-35 resplits with multiple action", MA,
        then(wagers({W::MultipleAction}), [](TableOffer &o) { o.maxSplitHands = 3; }),
        {bj("11(e)", "maxSplitHands")});
    row("§11(e) BJ-CONF-11 aces once without resplits", MA,
        [](TableOffer &o) { o.splitAcesOnce = true; }, {bj("11(e)", "splitAcesOnce")});
    row("§11(e) BJ-CONF-11 eight boxes", MA, [](TableOffer &o) { o.boxes = 8; },
        {bj("11(e)", "boxes")});
    row("§11(e) BJ-CONF-11 no boxes", MA, [](TableOffer &o) { o.boxes = 0; },
        {bj("11(e)", "boxes")});
    // §12(d), §13(a).
    row("§12(d) BJ-CONF-05 6 to 5 standing on soft 17", MA,
        then(sixToFive(1), [](TableOffer &o) { o.soft17 = DealerSoft17::Stands; }),
        {bj("12(d)", "soft17")});
    row("§13(a) BJ-CONF-18 four players on a box", MA,
        [](TableOffer &o) { o.maxPlayersPerBox = 4; }, {bj("13(a)", "maxPlayersPerBox")});
    row("§13(a) BJ-CONF-39 two players on a box with the progressive", MA,
        then(wagers({W::Progressive}), [](TableOffer &o) { o.maxPlayersPerBox = 2; }),
        {bj("13(a)", "maxPlayersPerBox")});
    // §17-§31 side-wager options.
    row("§17(a)(3)(i) BJ-CONF-24 sevens wager of $5", MA,
        then(wagers({W::Sevens}),
             [](TableOffer &o) { o.sideWagerOptions.additional.amount = Money::dollars(5); }),
        {bj("17(a)(3)(i)", "sideWagers.sevens.amount")});
    row("§17(e)(2) BJ-SETTLE-16 same suit Option 4 with eight decks", MA,
        then(wagers({W::SameSuit}, 8),
             [](TableOffer &o) { o.sideWagerOptions.additional.sameSuitOption = 4; }),
        {bj("17(e)(2)", "sideWagers.sameSuit.option")});
    row("§17(e)(2) BJ-SETTLE-16 same suit Option 0", MA,
        then(wagers({W::SameSuit}),
             [](TableOffer &o) { o.sideWagerOptions.additional.sameSuitOption = 0; }),
        {bj("17(e)(2)", "sideWagers.sameSuit.option")});
    row("§17(e)(2) BJ-SETTLE-16 same suit with three decks (no table)", MA,
        wagers({W::SameSuit}, 3), {bj("17(e)(2)", "sideWagers.sameSuit")});
    row("§18(a) BJ-WAGER-10 multiple action with one wager", MA,
        then(wagers({W::MultipleAction}), [](TableOffer &o) { o.multipleActionWagers = 1; }),
        {bj("18(a)", "sideWagers.multipleAction.wagers")});
    row("§18(b) BJ-WAGER-10 all three required with two wagers", MA,
        then(wagers({W::MultipleAction}),
             [](TableOffer &o) {
                 o.multipleActionWagers = 2;
                 o.multipleActionRequiresAll = true;
             }),
        {bj("18(b)", "sideWagers.multipleAction.requireAll")});
    row("§19(i) BJ-CONF-20 progressive reset $2,500", MA,
        then(wagers({W::Progressive}),
             [](TableOffer &o) {
                 o.sideWagerOptions.progressive.resetAmount = Money::dollars(2500);
             }),
        {bj("19(i)", "sideWagers.progressive.resetAmount")});
    row("§19(i) BJ-CONF-20 progressive meter $4,999.99", MA,
        then(wagers({W::Progressive}),
             [](TableOffer &o) {
                 o.sideWagerOptions.progressive.initialMeter = Money::cents(499999);
             }),
        {bj("19(i)", "sideWagers.progressive.initialMeter")});
    row("§19(i) BJ-CONF-20 progression 69 percent", MA,
        then(wagers({W::Progressive}),
             [](TableOffer &o) { o.sideWagerOptions.progressive.progressionPercent = 69; }),
        {bj("19(i)", "sideWagers.progressive.progressionPercent")});
    row("§19(j) BJ-CONF-21 Super 4 with three decks", MA, wagers({W::Super4Stax}, 3),
        {bj("19(j)", "sideWagers.super4Stax")});
    row("§19(n) BJ-CONF-21 updated Super 4 pay table with six decks", MA,
        then(wagers({W::Super4Stax}),
             [](TableOffer &o) {
                 o.sideWagerOptions.super4Stax.payTable = Super4StaxPayTable::UpdatedEightDeck;
             }),
        {bj("19(n)", "sideWagers.super4Stax.payTable")});
    row("§19(k) BJ-CONF-21 Star Progressive Option 4", MA,
        then(wagers({W::Super4Stax}),
             [](TableOffer &o) { o.sideWagerOptions.super4Stax.starOption = 4; }),
        {bj("19(k)", "sideWagers.super4Stax.starOption")});
    row("§19(m) BJ-CONF-21 Must Hit configuration 4", MA,
        then(wagers({W::Super4Stax}),
             [](TableOffer &o) { o.sideWagerOptions.super4Stax.mustHitConfiguration = 4; }),
        {bj("19(m)", "sideWagers.super4Stax.mustHitConfiguration")});
    row("§20(a) BJ-WAGER-12 blackjack bonus of neither $1 nor $5", MA,
        then(wagers({W::BlackjackBonus}),
             [](TableOffer &o) { o.sideWagerOptions.blackjackBonus.oneDollar = false; }),
        {bj("20(a)", "sideWagers.blackjackBonus")});
    row("§20(j) BJ-WAGER-12 $1 bonus paying $4.99", MA,
        then(wagers({W::BlackjackBonus}),
             [](TableOffer &o) {
                 o.sideWagerOptions.blackjackBonus.oneDollarPayout = Money::cents(499);
             }),
        {bj("20(j)", "sideWagers.blackjackBonus.oneDollarPayout"),
         bj("20(k)", "sideWagers.blackjackBonus.oneDollarPayout")});
    row("§20(j) BJ-WAGER-12 $1 bonus paying $1,000.01", MA,
        then(wagers({W::BlackjackBonus}),
             [](TableOffer &o) {
                 o.sideWagerOptions.blackjackBonus.oneDollarPayout = Money::cents(100001);
             }),
        {bj("20(j)", "sideWagers.blackjackBonus.oneDollarPayout"),
         bj("20(k)", "sideWagers.blackjackBonus.oneDollarPayout")});
    row("§20(j) BJ-WAGER-12 $5 bonus paying $49", MA,
        then(wagers({W::BlackjackBonus}),
             [](TableOffer &o) {
                 o.sideWagerOptions.blackjackBonus.fiveDollar = true;
                 o.sideWagerOptions.blackjackBonus.fiveDollarPayout = Money::dollars(49);
             }),
        {bj("20(j)", "sideWagers.blackjackBonus.fiveDollarPayout"),
         bj("20(k)", "sideWagers.blackjackBonus.fiveDollarPayout")});
    row("§24(f) BJ-SETTLE-38 twenty point Paytable C", MA,
        then(wagers({W::TwentyPointBonus}),
             [](TableOffer &o) { o.sideWagerOptions.twentyPoint.payTable = 'C'; }),
        {bj("24(f)", "sideWagers.twentyPointBonus.payTable")});
    row("§24(h) BJ-SETTLE-39 cap $24,999.99", MA,
        then(wagers({W::TwentyPointBonus}),
             [](TableOffer &o) {
                 o.sideWagerOptions.twentyPoint.aggregateCap = Money::cents(2499999);
             }),
        {bj("24(h)", "sideWagers.twentyPointBonus.aggregateCap")});
    row("§26(f) BJ-SETTLE-45 in-between Table E", MA,
        then(wagers({W::InBetween}),
             [](TableOffer &o) { o.sideWagerOptions.inBetween.payTable = 'E'; }),
        {bj("26(f)", "sideWagers.inBetween.payTable")});
    row("§27(g) BJ-SETTLE-47 Buster Paytable G", MA,
        then(wagers({W::BusterBlackjack}),
             [](TableOffer &o) { o.sideWagerOptions.buster.payTable = 'G'; }),
        {bj("27(g)", "sideWagers.busterBlackjack.payTable")});
    row("§27(i) BJ-SETTLE-47 Free Bonus Paytable B2", MA,
        then(wagers({W::BusterBlackjack}),
             [](TableOffer &o) { o.sideWagerOptions.buster.freeBonusTable = 2; }),
        {bj("27(i)", "sideWagers.busterBlackjack.freeBonusTable")});
    row("§28(f) BJ-SETTLE-51 21+3 Table C", MA,
        then(wagers({W::TwentyOnePlusThree}),
             [](TableOffer &o) { o.sideWagerOptions.twentyOnePlusThree.payTable = 'C'; }),
        {bj("28(f)", "sideWagers.twentyOnePlusThree.payTable")});
    row("§29(h) BJ-SETTLE-53 king's bounty Table 3", MA,
        then(wagers({W::KingsBounty}),
             [](TableOffer &o) { o.sideWagerOptions.kingsBounty.payTable = 3; }),
        {bj("29(h)", "sideWagers.kingsBounty.payTable")});
    const OfferBuild holeCardDown = [](TableOffer &o) { o.holeCard = HoleCard::FaceDown; };
    row("§30(a) BJ-CONF-22 TriLux with three decks", MA,
        then(wagers({W::TriLuxBonus}, 3), holeCardDown), {bj("30(a)", "sideWagers.triLuxBonus")});
    row("§30(a) BJ-CONF-22 TriLux with one deck", MA,
        then(wagers({W::TriLuxBonus}, 1), holeCardDown), {bj("30(a)", "sideWagers.triLuxBonus")});
    row("§30(a) BJ-CONF-22 Lucky George with seven decks", MA,
        then(wagers({W::LuckyGeorge}, 7), holeCardDown), {bj("30(a)", "sideWagers.luckyGeorge")});
    row("§30(c) BJ-SETTLE-54 TriLux Paytable 5", MA,
        then(then(wagers({W::TriLuxBonus}), holeCardDown),
             [](TableOffer &o) { o.sideWagerOptions.triLux.payTable = 5; }),
        {bj("30(c)", "sideWagers.triLuxBonus.payTable")});
    row("§30(c) BJ-SETTLE-54 TriLux Paytable 4 with four decks", MA,
        then(then(wagers({W::TriLuxBonus}, 4), holeCardDown),
             [](TableOffer &o) { o.sideWagerOptions.triLux.payTable = 4; }),
        {bj("30(c)", "sideWagers.triLuxBonus.payTable")});
    row("§30(b) BJ-CONF-22 Super 3 with two decks", MA,
        then(wagers({W::TriLuxBonus, W::TriLuxSuper3}, 2), holeCardDown),
        {bj("30(b)", "sideWagers.triLuxSuper3")});
    row("§30(b) BJ-CONF-22 Super 3 without the TriLux Bonus", MA,
        then(wagers({W::TriLuxSuper3}), holeCardDown), {bj("30(b)", "sideWagers.triLuxSuper3")});
    row("§30(c) BJ-CONF-22 TriLux with the second card after the players", MA,
        wagers({W::TriLuxBonus}), {bj("30(c)", "sideWagers.triLuxBonus")});
    row("§30(c) BJ-CONF-22 TriLux with the 6 to 5 variation (cards face down)", MA,
        then(then(sixToFive(2), wagers({W::TriLuxBonus}, 2)),
             [](TableOffer &o) { o.holeCard = HoleCard::FaceDownWithCardReader; }),
        {bj("30(c)", "sideWagers.triLuxBonus")});
    row("§6(j)(2) BJ-CONF-37 progressive with TriLux (hole card face down)", MA,
        then(wagers({W::Progressive, W::TriLuxBonus}), holeCardDown), {bj("6(j)(2)", "holeCard")});
    row("§31(d) BJ-SETTLE-55 Blazing 7's pay table 3", MA,
        then(wagers({W::Blazing7s}),
             [](TableOffer &o) { o.sideWagerOptions.blazing7s.payTable = 3; }),
        {bj("31(d)", "sideWagers.blazing7s.payTable")});

    // 002: its own limits and exclusions.
    row("(b)(1) BJ2-CONF-01 no decks", TRIBAL, [](TableOffer &o) { o.decks = 0; },
        {tribalAt("(b)(1)", "decks")});
    row("(b)(3) BJ2-CONF-01 double shoe with one deck", TRIBAL,
        [](TableOffer &o) {
            o.decks = 1;
            o.doubleShoe = true;
        },
        {tribalAt("(b)(3)", "doubleShoe")});
    row("(e)(1) BJ2-CONF-03 continuous shuffler", TRIBAL,
        [](TableOffer &o) { o.shuffler = Shuffler::Continuous; }, {tribalAt("(e)(1)", "shuffler")});
    row("(c)(1) BJ2-CONF-03 maximum below minimum", TRIBAL,
        [](TableOffer &o) { o.maximumWager = Money::dollars(1); },
        {tribalAt("(c)(1)", "maximumWager")});
    row("(c)(5) BJ2-CONF-03 6 to 5 variation", TRIBAL,
        [](TableOffer &o) {
            o.decks = 1;
            o.sixToFive = true;
        },
        {tribalAt("(c)(5)", "sixToFive")});
    row("(c)(5) BJ2-CONF-03 6:5 shoe game", TRIBAL, [](TableOffer &o) { o.sixToFiveOnShoe = true; },
        {tribalAt("(c)(5)", "sixToFiveOnShoe")});
    // (f)(3) burns after a full set is placed in the shoe and for a new
    // dealer; the burn at each round is Blackjack §6A(c)'s, a 6 to 5 election.
    row("(f)(3) BJ2-CONF-03 burn at each round", TRIBAL,
        [](TableOffer &o) { o.sixToFiveBurnEachRound = true; },
        {tribalAt("(f)(3)", "sixToFiveBurnEachRound")});
    row("(c)(5) (f)(3) BJ2-CONF-03 6 to 5 variation burning at each round", TRIBAL,
        [](TableOffer &o) {
            o.decks = 1;
            o.sixToFive = true;
            o.sixToFiveBurnEachRound = true;
        },
        {tribalAt("(c)(5)", "sixToFive"), tribalAt("(f)(3)", "sixToFiveBurnEachRound")});
    row("(c)(5) BJ2-CONF-03 suited 6-7-8 2 to 1", TRIBAL,
        [](TableOffer &o) { o.sixSevenEightSuited2to1 = true; },
        {tribalAt("(c)(5)", "sixSevenEightSuited2to1")});
    row("(f)(5)(iv) BJ2-CONF-03 hole card face up", TRIBAL,
        [](TableOffer &o) { o.holeCard = HoleCard::FaceUp; }, {tribalAt("(f)(5)(iv)", "holeCard")});
    row("(f)(5)(iv) BJ2-CONF-03 second card after the players", TRIBAL,
        [](TableOffer &o) { o.holeCard = HoleCard::SecondCardAfterPlayers; },
        {tribalAt("(f)(5)(iv)", "holeCard")});
    row("(q)(5) BJ2-CONF-07 multiple action with the hole card face down", TRIBAL,
        wagers({W::MultipleAction}), {tribalAt("(q)(5)", "holeCard")});
    row("(i)(2) BJ2-CONF-03 insurance at the player's turn", TRIBAL,
        [](TableOffer &o) { o.insuranceAtPlayersTurn = true; },
        {tribalAt("(i)(2)", "insuranceAtPlayersTurn")});
    // Checklist BJ2-IRR-04: 002 has no equivalent of §15(a) (BJ-IRR-01).
    row("(n) BJ2-IRR-04 BJ-IRR-01 players let out after a misdelivery", TRIBAL,
        [](TableOffer &o) { o.playersOutOnMisdelivery = true; },
        {tribalAt("(n)", "playersOutOnMisdelivery")});
    row("(j)(1) BJ2-CONF-03 double card face down", TRIBAL,
        [](TableOffer &o) { o.doubleCardFace = DoubleCardFace::FaceDown; },
        {tribalAt("(j)(1)", "doubleCardFace")});
    row("(j)(1) BJ2-CONF-03 no double after split", TRIBAL,
        [](TableOffer &o) { o.doubleAfterSplit = false; },
        {tribalAt("(j)(1)", "doubleAfterSplit")});
    row("(k)(5) BJ2-CONF-05 five hands", TRIBAL,
        [](TableOffer &o) {
            o.boxes = 6;
            o.maxSplitHands = 5;
        },
        {tribalAt("(k)(5)", "maxSplitHands")});
    row("(k)(5) BJ2-CONF-05 four hands at seven boxes", TRIBAL,
        [](TableOffer &o) { o.maxSplitHands = 4; }, {tribalAt("(k)(5)", "maxSplitHands")});
    row("(k)(5) BJ2-CONF-05 aces once without resplits", TRIBAL,
        [](TableOffer &o) { o.splitAcesOnce = true; }, {tribalAt("(k)(5)", "splitAcesOnce")});
    row("(l)(2) BJ2-CONF-03 dealer hits soft 17", TRIBAL,
        [](TableOffer &o) { o.soft17 = DealerSoft17::Hits; }, {tribalAt("(l)(2)", "soft17")});
    row("(m)(1) BJ2-CONF-03 two players on a box", TRIBAL,
        [](TableOffer &o) { o.maxPlayersPerBox = 2; }, {tribalAt("(m)(1)", "maxPlayersPerBox")});
    row("(p)(1) BJ2-CONF-03 21+3 wager", TRIBAL, wagers({W::TwentyOnePlusThree}),
        {tribalAt("(p)(1)", "sideWagers.twentyOnePlusThree")});
    row("(p)(1) BJ2-CONF-03 match-the-dealer wager", TRIBAL, wagers({W::MatchTheDealer}),
        {tribalAt("(p)(1)", "sideWagers.matchTheDealer")});
    row("(p)(2) BJ2-CONF-06 over/under 13 wager of $2", TRIBAL,
        then(wagers({W::OverUnder13}),
             [](TableOffer &o) { o.sideWagerOptions.additional.amount = Money::dollars(2); }),
        {tribalAt("(p)(2)", "sideWagers.overUnder13.amount")});
    row("(p)(6)(ii) BJ2-CONF-06 same suit Option 4 with eight decks", TRIBAL,
        then(wagers({W::SameSuit}, 8),
             [](TableOffer &o) { o.sideWagerOptions.additional.sameSuitOption = 4; }),
        {tribalAt("(p)(6)(ii)", "sideWagers.sameSuit.option")});
    row("(p)(1) BJ2-CONF-06 same suit with the progressive", TRIBAL,
        wagers({W::SameSuit, W::Progressive}), {tribalAt("(p)(1)", "sideWagers.sameSuit")});
    row("(p)(1) BJ2-CONF-06 two additional wagers", TRIBAL, wagers({W::OverUnder13, W::Sevens}),
        {tribalAt("(p)(1)", "sideWagers.overUnder13")});
    const OfferBuild secondCardLater = [](TableOffer &o) {
        o.holeCard = HoleCard::SecondCardAfterPlayers; // (q)(5)
    };
    row("(q)(1) BJ2-CONF-07 multiple action with the progressive", TRIBAL,
        then(wagers({W::MultipleAction, W::Progressive}), secondCardLater),
        {tribalAt("(q)(1)", "sideWagers.multipleAction")});
    row("(q)(1) BJ2-CONF-07 multiple action with the blackjack bonus", TRIBAL,
        then(wagers({W::MultipleAction, W::BlackjackBonus}), secondCardLater),
        {tribalAt("(q)(1)", "sideWagers.multipleAction")});
    row("(q)(1) BJ2-CONF-07 multiple action with the streak", TRIBAL,
        then(wagers({W::MultipleAction, W::Streak}), secondCardLater),
        {tribalAt("(q)(1)", "sideWagers.multipleAction")});
    row("(q)(2) BJ2-CONF-07 all three required with two wagers", TRIBAL,
        then(then(wagers({W::MultipleAction}), secondCardLater),
             [](TableOffer &o) {
                 o.multipleActionWagers = 2;
                 o.multipleActionRequiresAll = true;
             }),
        {tribalAt("(q)(2)", "sideWagers.multipleAction.requireAll")});
    row("(s)(12) BJ2-CONF-08 blackjack bonus with the progressive", TRIBAL,
        wagers({W::BlackjackBonus, W::Progressive}),
        {tribalAt("(s)(12)", "sideWagers.progressive")});
    row("(s)(12) BJ2-CONF-08 blackjack bonus with the streak", TRIBAL,
        wagers({W::BlackjackBonus, W::Streak}), {tribalAt("(s)(12)", "sideWagers.blackjackBonus")});
    row("(r)(9) BJ2-CONF-10 progression 60 percent", TRIBAL,
        then(wagers({W::Progressive}),
             [](TableOffer &o) { o.sideWagerOptions.progressive.progressionPercent = 60; }),
        {tribalAt("(r)(9)", "sideWagers.progressive.progressionPercent")});
    row("(s)(10)(ii) BJ2-CONF-08 $5 bonus paying $40", TRIBAL,
        then(wagers({W::BlackjackBonus}),
             [](TableOffer &o) {
                 o.sideWagerOptions.blackjackBonus.fiveDollar = true;
                 o.sideWagerOptions.blackjackBonus.fiveDollarPayout = Money::dollars(40);
             }),
        {tribalAt("(s)(10)(ii)", "sideWagers.blackjackBonus.fiveDollarPayout"),
         tribalAt("(s)(11)", "sideWagers.blackjackBonus.fiveDollarPayout")});
}

void TestBlackjackTableOffer::conflicts() {
    QFETCH(Regulation, regulation);
    QFETCH(OfferBuild, build);
    QFETCH(QStringList, expected);

    TableOffer offer = baseOffer(regulation);
    QVERIFY(validate(offer).empty());
    build(offer);
    const auto problems = validate(offer);
    QCOMPARE(citedFields(problems), expected);
    for (const OfferProblem &p : problems) {
        QVERIFY(!p.message.empty());
        QCOMPARE(qs(p.text()), qs(p.citation.text()) + QStringLiteral(": ") + qs(p.message));
    }
}

// Tables the text allows: each must pass with no problem.
void TestBlackjackTableOffer::legalTables_data() {
    QTest::addColumn<Regulation>("regulation");
    QTest::addColumn<OfferBuild>("build");

    const auto MA = Regulation::Blackjack;
    const auto TRIBAL = Regulation::BlackjackTribal;
    const auto row = [](const char *name, Regulation regulation, OfferBuild build) {
        QTest::newRow(name) << regulation << build;
    };
    const auto only = [](W wager, int decks, OfferBuild options) {
        return [wager, decks, options](TableOffer &o) {
            o.decks = decks;
            o.sideWagers = {wager};
            options(o);
        };
    };
    const OfferBuild none = [](TableOffer &) {};

    row("BJ-CONF-01 the defaults", MA, none);
    row("§8 §10 §12(b)(1) BJ-CONF-07 six-deck S17 DAS surrender", MA, [](TableOffer &o) {
        o.decks = 6;
        o.soft17 = DealerSoft17::Stands;
        o.doubleAfterSplit = true;
        o.surrender = true;
        o.evenMoney = true;
        o.insuranceAtPlayersTurn = true;
        o.doubleCardFace = DoubleCardFace::FaceDownOnRequest;
        o.maxSplitHands = 3;
        o.splitAcesOnce = true;
        o.fiveCard21Pays2to1 = true;
        o.sixSevenEightSuited2to1 = true;
        o.threeSevens3to2 = true;
        o.minimumWager = Money::dollars(10);
        o.maximumWager = Money::dollars(1000);
    });
    row("§6A §10(d) §12(d) BJ-CONF-04 BJ-CONF-13 6 to 5 single deck", MA, [](TableOffer &o) {
        o.decks = 1;
        makeSixToFive(o);
        o.doubleAfterSplit = false;
        o.holeCard = HoleCard::FaceDownWithCardReader;
        o.minimumWager = Money::dollars(5);
        o.maximumWager = Money::dollars(200);
        o.evenMoney = true;
    });
    row("§6A BJ-CONF-04 6 to 5 two decks, second card after the players", MA, [](TableOffer &o) {
        o.decks = 2;
        makeSixToFive(o);
        o.sideWagers = {W::SameSuit};
        o.sideWagerOptions.additional.sameSuitOption = 3;
    });
    row("§6(k) BJ-CONF-06 hole card face up", MA, [](TableOffer &o) {
        o.holeCard = HoleCard::FaceUp;
        o.doubleCardFace = DoubleCardFace::FaceDown;
        o.sideWagers = {W::Sevens, W::BlackjackBonus};
    });
    row("§6(d) BJ-CONF-15 double shoe with two decks", MA, [](TableOffer &o) {
        o.decks = 2;
        o.doubleShoe = true;
    });
    row("§7(d) BJ-CONF-08 eight-deck 6:5 shoe with its rules on the layout", MA, [](TableOffer &o) {
        o.decks = 8;
        o.sixToFiveOnShoe = true;
        o.sixToFiveRulesOnLayout = true;
    });
    row("§7(d) BJ-CONF-08 four-deck 6:5 shoe (no layout rule)", MA, [](TableOffer &o) {
        o.decks = 4;
        o.sixToFiveOnShoe = true;
    });
    row("§11(e) BJ-CONF-11 four hands at six boxes, aces once", MA, [](TableOffer &o) {
        o.boxes = 6;
        o.maxSplitHands = 4;
        o.splitAcesOnce = true;
    });
    row("§13(a) BJ-CONF-18 three players on a box", MA,
        [](TableOffer &o) { o.maxPlayersPerBox = 3; });
    row("§21 BJ-CONF-16 continuous shuffler", MA,
        [](TableOffer &o) { o.shuffler = Shuffler::Continuous; });

    row("§17(a)(1) BJ-CONF-24 over/under 13, one deck", MA,
        only(W::OverUnder13, 1, [](TableOffer &) {}));
    row("§17(e)(2) BJ-SETTLE-16 same suit Option 4, six decks", MA,
        only(W::SameSuit, 6,
             [](TableOffer &o) { o.sideWagerOptions.additional.sameSuitOption = 4; }));
    row("§17(e)(2) BJ-SETTLE-16 same suit Option 3, eight decks", MA,
        only(W::SameSuit, 8,
             [](TableOffer &o) { o.sideWagerOptions.additional.sameSuitOption = 3; }));
    row("§17(a)(3) BJ-CONF-24 sevens, four decks", MA, only(W::Sevens, 4, [](TableOffer &) {}));
    row("§18(a) BJ-CONF-25 multiple action, two wagers", MA,
        only(W::MultipleAction, 6, [](TableOffer &o) { o.multipleActionWagers = 2; }));
    row("§18(b) BJ-CONF-25 multiple action, all three required", MA,
        only(W::MultipleAction, 6, [](TableOffer &o) { o.multipleActionRequiresAll = true; }));
    row("§19(i) BJ-CONF-20 progressive, $10,000 meter at 85 percent", MA,
        only(W::Progressive, 4, [](TableOffer &o) {
            o.sideWagerOptions.progressive.initialMeter = Money::dollars(10000);
            o.sideWagerOptions.progressive.progressionPercent = 85;
        }));
    row("§19(n) BJ-CONF-21 Super 4 updated envy pay, eight decks", MA,
        only(W::Super4Stax, 8, [](TableOffer &o) {
            o.sideWagerOptions.super4Stax.payTable = Super4StaxPayTable::UpdatedEightDeckEnvy;
            o.sideWagerOptions.super4Stax.chosenSuit = Suit::Hearts;
            o.sideWagerOptions.super4Stax.starOption = 3;
            o.sideWagerOptions.super4Stax.mustHitConfiguration = 3;
        }));
    row("§19(j) BJ-CONF-21 Super 4 5-level, one deck", MA,
        only(W::Super4Stax, 1, [](TableOffer &o) {
            o.sideWagerOptions.super4Stax.payTable = Super4StaxPayTable::FiveLevel;
        }));
    // §20(k) at six decks, p = 4608/97032: $1 paying $20 leaves 1 - 21p =
    // 0.27% (≥ 0), $5 paying $69 leaves 1 - 74p/5 = 29.7% (≤ 30%). The §20(j)
    // limits themselves ($1,000 / $50) break §20(k), see the rows above.
    row("§20(j)-(k) BJ-WAGER-12 blackjack bonus $1 and $5 at the house-advantage limits", MA,
        only(W::BlackjackBonus, 6, [](TableOffer &o) {
            o.sideWagerOptions.blackjackBonus.fiveDollar = true;
            o.sideWagerOptions.blackjackBonus.oneDollarPayout = Money::dollars(20);
            o.sideWagerOptions.blackjackBonus.fiveDollarPayout = Money::dollars(69);
        }));
    row("§22 BJ-CONF-27 streak", MA, only(W::Streak, 6, [](TableOffer &) {}));
    row("§23 BJ-CONF-58 match-the-dealer, eight decks", MA,
        only(W::MatchTheDealer, 8, [](TableOffer &) {}));
    row("§24(h) BJ-SETTLE-39 twenty point Paytable B, $25,000 cap, two decks", MA,
        only(W::TwentyPointBonus, 2, [](TableOffer &o) {
            o.sideWagerOptions.twentyPoint.payTable = 'B';
            o.sideWagerOptions.twentyPoint.aggregateCap = Money::dollars(25000);
        }));
    row("§25 BJ-CONF-30 optional bonus, six decks", MA,
        only(W::OptionalBonus, 6, [](TableOffer &) {}));
    row("§26(f) BJ-SETTLE-45 in-between Table D", MA,
        only(W::InBetween, 6, [](TableOffer &o) { o.sideWagerOptions.inBetween.payTable = 'D'; }));
    row("§27(g) BJ-SETTLE-47 Buster Paytable F, Free Bonus B3", MA,
        only(W::BusterBlackjack, 6, [](TableOffer &o) {
            o.sideWagerOptions.buster.payTable = 'F';
            o.sideWagerOptions.buster.freeBonusTable = 3;
        }));
    row("§28(f) BJ-SETTLE-51 21+3 Table B", MA, only(W::TwentyOnePlusThree, 6, [](TableOffer &o) {
            o.sideWagerOptions.twentyOnePlusThree.payTable = 'B';
        }));
    row("§29(h) BJ-SETTLE-53 king's bounty Table 2", MA, only(W::KingsBounty, 6, [](TableOffer &o) {
            o.sideWagerOptions.kingsBounty.payTable = 2;
        }));
    row("§30(a) BJ-CONF-22 TriLux Paytable 4, eight decks, hole card face down", MA,
        only(W::TriLuxBonus, 8, [](TableOffer &o) {
            o.holeCard = HoleCard::FaceDown;
            o.sideWagerOptions.triLux.payTable = 4;
        }));
    row("§30(b) BJ-CONF-22 TriLux with Super 3, five decks, card reader", MA, [](TableOffer &o) {
        o.decks = 5;
        o.holeCard = HoleCard::FaceDownWithCardReader;
        o.sideWagers = {W::TriLuxBonus, W::TriLuxSuper3};
    });
    row("§30 BJ-CONF-22 Lucky George Paytable 3, two decks", MA,
        only(W::LuckyGeorge, 2, [](TableOffer &o) {
            o.holeCard = HoleCard::FaceDown;
            o.sideWagerOptions.triLux.payTable = 3;
        }));
    row("§31(d) BJ-SETTLE-55 Blazing 7's pay table 2", MA,
        only(W::Blazing7s, 6, [](TableOffer &o) { o.sideWagerOptions.blazing7s.payTable = 2; }));

    row("(f)(5)(iv) BJ2-CONF-03 tribal defaults", TRIBAL, none);
    row("(h)(2) BJ2-CONF-04 tribal surrender with the progressive", TRIBAL, [](TableOffer &o) {
        o.surrender = true;
        o.sideWagers = {W::Progressive};
    });
    row("(t)(12) BJ2-CONF-09 tribal streak with the progressive", TRIBAL, [](TableOffer &o) {
        o.sideWagers = {W::Streak, W::Progressive};
    });
    row("(r)(9) BJ2-CONF-10 tribal progressive reset $2,500", TRIBAL, [](TableOffer &o) {
        o.sideWagers = {W::Progressive};
        o.decks = 2; // no four-deck minimum in 002
        o.sideWagerOptions.progressive.resetAmount = Money::dollars(2500);
        o.sideWagerOptions.progressive.initialMeter = Money::dollars(2500);
    });
    row("(k)(5) BJ2-CONF-05 tribal four hands at six boxes, aces once", TRIBAL, [](TableOffer &o) {
        o.boxes = 6;
        o.maxSplitHands = 4;
        o.splitAcesOnce = true;
    });
    row("(k)(5) BJ2-CONF-05 tribal three hands at seven boxes", TRIBAL,
        [](TableOffer &o) { o.maxSplitHands = 3; });
    row("(q)(5) BJ2-CONF-07 tribal multiple action, second card after the players", TRIBAL,
        [](TableOffer &o) {
            o.sideWagers = {W::MultipleAction};
            o.holeCard = HoleCard::SecondCardAfterPlayers;
            o.multipleActionWagers = 2;
            o.maxSplitHands = 3; // 002 ties no split limit to multiple action
        });
    row("(o)(3) (g)(2) BJ2-CONF-11 tribal five-card 21, consolidated payout, reader", TRIBAL,
        [](TableOffer &o) {
            o.fiveCard21Pays2to1 = true;
            o.evenMoney = true;
            o.holeCard = HoleCard::FaceDownWithCardReader;
            o.doubleShoe = true;
            o.decks = 2;
        });
    row("(p)(6)(ii) BJ2-CONF-06 tribal same suit Option 2, one deck", TRIBAL, [](TableOffer &o) {
        o.decks = 1;
        o.sideWagers = {W::SameSuit};
        o.sideWagerOptions.additional.sameSuitOption = 2;
    });
}

void TestBlackjackTableOffer::legalTables() {
    QFETCH(Regulation, regulation);
    QFETCH(OfferBuild, build);

    TableOffer offer = baseOffer(regulation);
    build(offer);
    const auto problems = validate(offer);
    QVERIFY2(problems.empty(), qUtf8Printable(describe(problems)));
}

// 002's exclusion sentences, read off the text: (p)(1) one additional wager
// and none with the progressive; (q)(1) multiple action; (s)(12) the bonus;
// (t)(12) the streak.
void TestBlackjackTableOffer::tribalExclusionTable() {
    const std::vector<ExpectedExclusion> expected = {
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
    };
    const auto table = tribalWagerExclusions();
    QCOMPARE(table.size(), expected.size());
    const std::vector<W> authorized = {W::OverUnder13,    W::SameSuit,    W::Sevens,
                                       W::MultipleAction, W::Progressive, W::BlackjackBonus,
                                       W::Streak};
    for (const W a : authorized) {
        for (const W b : authorized) {
            if (a == b) {
                continue;
            }
            const auto row = std::ranges::find_if(expected, [&](const ExpectedExclusion &e) {
                return (e.a == a && e.b == b) || (e.a == b && e.b == a);
            });
            TableOffer offer = baseOffer(Regulation::BlackjackTribal);
            offer.sideWagers = {a, b};
            if (a == W::MultipleAction || b == W::MultipleAction) {
                offer.holeCard = HoleCard::SecondCardAfterPlayers; // (q)(5)
            }
            const auto problems = validate(offer);
            if (row == expected.end()) {
                QVERIFY2(problems.empty(), qUtf8Printable(describe(problems)));
                continue;
            }
            QCOMPARE(problems.size(), std::size_t{1});
            QCOMPARE(problems[0].citation,
                     (Citation{Regulation::BlackjackTribal, row->sections.front()}));
            for (const std::string &s : row->sections) {
                QVERIFY2(qs(problems[0].message).contains(qs(s)), problems[0].message.c_str());
            }
        }
    }
}

void TestBlackjackTableOffer::defaultOffersAreLegal() {
    QVERIFY(validate(defaultTableOffer(Regulation::Blackjack)).empty());
    const TableOffer tribal = defaultTableOffer(Regulation::BlackjackTribal);
    QCOMPARE(tribal.regulation, Regulation::BlackjackTribal);
    QCOMPARE(tribal.holeCard, HoleCard::FaceDown); // (f)(5)(iv)
    QVERIFY(validate(tribal).empty());
    QCOMPARE(qs(fieldName(W::TwentyOnePlusThree)), qs("twentyOnePlusThree"));
    QCOMPARE(qs(fieldName(W::TriLuxSuper3)), qs("triLuxSuper3"));
}

// payoutRules() carries the table's choices to the main-wager settlement.
// Expected amounts: a $10 blackjack at 3 to 2 wins $15, at 6 to 5 $12
// (10 * 6 / 5), face up §6(k)(2) 1 to 1 $10; a suited 6-7-8 at 2 to 1 $20.
void TestBlackjackTableOffer::payoutRulesFollowTheOffer_data() {
    QTest::addColumn<OfferBuild>("build");
    QTest::addColumn<QString>("player");
    QTest::addColumn<int>("wonDollars");

    QTest::newRow("§3(e) BJ-SETTLE-01 3 to 2 by default")
        << OfferBuild([](TableOffer &) {}) << QStringLiteral("AS KH") << 15;
    QTest::newRow("§3(e) BJ-CONF-04 6 to 5 variation") << OfferBuild([](TableOffer &o) {
        o.decks = 1;
        makeSixToFive(o);
    }) << QStringLiteral("AS KH") << 12;
    QTest::newRow("§7(d) BJ-CONF-72 6 to 5 without the variation")
        << OfferBuild([](TableOffer &o) { o.sixToFiveOnShoe = true; }) << QStringLiteral("AS KH")
        << 12;
    QTest::newRow("§6(k)(2) BJ-CONF-06 hole card face up pays 1 to 1")
        << OfferBuild([](TableOffer &o) { o.holeCard = HoleCard::FaceUp; })
        << QStringLiteral("AS KH") << 10;
    QTest::newRow("§3(e)(1) BJ-CONF-12 suited 6-7-8 2 to 1")
        << OfferBuild([](TableOffer &o) { o.sixSevenEightSuited2to1 = true; })
        << QStringLiteral("6H 7H 8H") << 20;
    QTest::newRow("§3(e)(1) §7(d) BJ-CONF-12 6:5 shoe game keeps suited 6-7-8 2 to 1")
        << OfferBuild([](TableOffer &o) {
               o.sixToFiveOnShoe = true;
               o.sixSevenEightSuited2to1 = true;
           })
        << QStringLiteral("6H 7H 8H") << 20;
    QTest::newRow("§3(e)(1) BJ-CONF-12 suited 6-7-8 not offered pays 1 to 1")
        << OfferBuild([](TableOffer &) {}) << QStringLiteral("6H 7H 8H") << 10;
    QTest::newRow("(c)(5) BJ2-CONF-03 tribal 3 to 2") << OfferBuild([](TableOffer &o) {
        o.regulation = Regulation::BlackjackTribal;
        o.holeCard = HoleCard::FaceDown;
    }) << QStringLiteral("AS KH") << 15;
}

void TestBlackjackTableOffer::payoutRulesFollowTheOffer() {
    QFETCH(OfferBuild, build);
    QFETCH(QString, player);
    QFETCH(int, wonDollars);

    TableOffer offer;
    build(offer);
    const auto result =
        settleMainWager(dttest::cardsOf(player), false, Money(), Money::dollars(10),
                        dttest::cardsOf(QStringLiteral("10S 8D")), payoutRules(offer));
    QCOMPARE(result.net, Money::dollars(wonDollars));
}

QTEST_APPLESS_MAIN(TestBlackjackTableOffer)
#include "tst_blackjack_table_offer.moc"

// Lessons that deal a blackjack round (docs/lesson-format.md, "rules" and
// "round_ready"), kept as fixtures in tests/cli/fixtures/rounds/, one per
// situation of the round (the shipped course, lessons/blackjack/09 and after,
// is built from them). For each:
// - its reference performance (`autoplay FILE`) matches the golden transcript
//   tests/golden/rounds/<id with / as _>.autoplay.jsonl byte for byte
//   (regenerate as tests/golden/rounds/README.md says, and review the diff);
// - every settlement in it is the one computed here by hand from the text;
// - `replay` of it grades every action correct and passes;
// - each hand-written transcript with mistakes (<base>.mistakes.jsonl) gets
//   the verdicts its `# expect:` lines state (as in tst_replay_mistakes).
#include "clitestsupport.h"

#include <QDir>
#include <QSet>
#include <QTest>
#include <cli/autoplaycommand.h>
#include <core/shoe_batch_preparation.h>
#include <lessons/lessonparser.h>

namespace {

QString roundFixturesDir() {
    return QDir(clitest::fixturesDir()).filePath(QStringLiteral("rounds"));
}
QString roundGoldenDir() {
    return QDir(clitest::goldenDir()).filePath(QStringLiteral("rounds"));
}
QString roundFixture(const QString &name) {
    return QDir(roundFixturesDir()).filePath(name + QStringLiteral(".json"));
}
QString roundGolden(const QString &lessonId, const QString &suffix) {
    return QDir(roundGoldenDir()).filePath(clitest::goldenBaseName(lessonId) + suffix);
}

std::optional<dt::lessons::Lesson> load(const QString &path, QString *problems) {
    auto result = dt::lessons::loadLessonFile(path);
    QStringList lines;
    for (const auto &problem : result.problems) {
        lines << problem.text();
    }
    *problems = lines.join(QLatin1Char('\n'));
    return std::move(result.lesson);
}

// The settlement lines of a transcript ("collect", "pay", "return_wager",
// "settle_surrender"), in order.
QStringList settlements(const QByteArray &transcript) {
    QStringList lines;
    for (const QByteArray &line : transcript.split('\n')) {
        if (line.contains("\"action\": \"pay\"") || line.contains("\"action\": \"collect\"") ||
            line.contains("\"action\": \"return_wager\"") ||
            line.contains("\"action\": \"settle_surrender\"")) {
            lines << QString::fromUtf8(line);
        }
    }
    return lines;
}

QString pay(int seat, int hand, const char *wager, const char *amount) {
    return QStringLiteral(
               R"({"action": "pay", "seat": %1, "hand": %2, "wager": "%3", "amount": "%4"})")
        .arg(seat)
        .arg(hand)
        .arg(QLatin1String(wager), QLatin1String(amount));
}
QString collect(int seat, int hand, const char *wager, const char *amount) {
    return QStringLiteral(
               R"({"action": "collect", "seat": %1, "hand": %2, "wager": "%3", "amount": "%4"})")
        .arg(seat)
        .arg(hand)
        .arg(QLatin1String(wager), QLatin1String(amount));
}
QString push(int seat, int hand) {
    return QStringLiteral(R"({"action": "return_wager", "seat": %1, "hand": %2, "wager": "main"})")
        .arg(seat)
        .arg(hand);
}

QString surrender(int seat, int hand, const char *refund) {
    return QStringLiteral(
               R"({"action": "settle_surrender", "seat": %1, "hand": %2, "amount": "%3"})")
        .arg(seat)
        .arg(hand)
        .arg(QLatin1String(refund));
}

// Every round fixture, with the sections and checklist requirements it
// exercises (its "sections" list them all).
struct FixtureRow {
    const char *row;
    const char *name;
};
const FixtureRow fixtureRows[] = {
    {"§7(a) §12(b) BJ-SETTLE-03 a blackjack under a 6 and a dealer bust",
     "blackjack-and-dealer-bust"},
    {"§9 §10 BJ-OPT-05 BJ-DEAL-13 insurance and a double down", "insurance-and-double"},
    {"§11 BJ-DEAL-03 a pair split twice, a double after the split", "split"},
    {"§6(e) BJ-DEAL-03 seven boxes with gaps dealt from the left", "deal-order-seven-boxes-gaps"},
    {"§6(f)-(g) BJ-ANN-02 soft totals announced, then hard", "soft-totals"},
    {"§6(h) §12(b)(1) BJ-ANN-01 BJ-DRAW-01 Dealer's Card, the dealer draws to 21",
     "dealer-draws-to-21"},
    {"§6(g) §6(i) BJ-DEAL-05 BJ-PICK-01 a bust, a 21, picked up from the right",
     "bust-and-pick-up"},
    {"§6(j) BJ-DEAL-07 hole card face down without a card reader", "hole-card-face-down"},
    {"§6(j)(1) BJ-DEAL-08 BJ-DEAL-09 card reader finds blackjack under a king",
     "card-reader-ten-blackjack-found"},
    {"§6(j) §7(b) BJ-DEAL-08 card reader finds no blackjack under a ten",
     "card-reader-ten-not-found"},
    {"§6(j)(1) §9(b) BJ-DEAL-09 BJ-OPT-07 insurance before the reader, blackjack found",
     "card-reader-ace-blackjack-found"},
    {"§6(j) §9(d) BJ-DEAL-08 BJ-SETTLE-06 reader finds no blackjack under an ace",
     "card-reader-ace-not-found"},
    {"§6(k) BJ-DEAL-11 BJ-SETTLE-11 BJ-OPT-17 hole card face up", "hole-card-face-up"},
    {"§6(k)(3) BJ-OPT-17 face-up hole card: no insurance, no surrender",
     "hole-card-face-up-ace-no-insurance"},
    {"§6(k)(6) §6(k)(1) BJ-DRAW-05 BJ-SETTLE-11 face-up dealer blackjack",
     "hole-card-face-up-dealer-blackjack"},
    {"§6(l) BJ-SHUF-09 the cut card comes out during the deal", "cut-card-mid-round"},
    {"§7(a) BJ-SETTLE-04 blackjack under a 9 paid before any third card",
     "blackjack-paid-at-once-under-nine"},
    {"§7(b) BJ-SETTLE-05 blackjack under a ten held, then paid", "blackjack-held-under-ten"},
    {"§7(b) §10(b) BJ-SETTLE-02 BJ-SETTLE-07 blackjack standoff, double collects original",
     "blackjack-standoff-dealer-blackjack"},
    {"§7(c) BJ-OPT-09 even money", "even-money"},
    {"§7(d) BJ-OPT-09 6 to 5 blackjack on a shoe", "six-to-five-on-shoe"},
    {"§8(a)(1) BJ-OPT-02 surrender settled at once", "surrender-at-once"},
    {"§8(a)(2) BJ-OPT-03 surrender held, no dealer blackjack", "surrender-deferred"},
    {"§8(a)(2) §8(b) BJ-OPT-03 BJ-OPT-04 insured surrender, dealer blackjack",
     "surrender-deferred-dealer-blackjack"},
    {"§9(c) BJ-SETTLE-06 insurance won", "insurance-won"},
    {"§9(d) BJ-SETTLE-06 insurance lost before the dealer draws",
     "insurance-lost-before-dealer-draws"},
    {"§9(b) BJ-OPT-07 insurance at each box's turn", "insurance-at-each-turn"},
    {"§10(a) BJ-OPT-10 double down for less", "double-for-less"},
    {"§10(b) BJ-SETTLE-07 double down against dealer blackjack", "double-against-dealer-blackjack"},
    {"§10(b) BJ-SETTLE-07 double for less against dealer blackjack",
     "double-for-less-against-dealer-blackjack"},
    {"§10(c) BJ-DEAL-13 double cards face down at a designated table", "double-card-face-down"},
    {"§10(c) BJ-DEAL-13 double card face down on request", "double-card-face-down-on-request"},
    {"§11(e) BJ-OPT-13 split three times, four hands", "split-resplit-to-four"},
    {"§11(c)(2) §1 BJ-OPT-14 BJ-OPT-15 split aces one card each", "split-aces-one-card"},
    {"§11(d) BJ-SETTLE-07 split against dealer blackjack", "split-against-dealer-blackjack"},
    {"§12(b)(1) BJ-DRAW-01 dealer stands on soft 17", "dealer-stands-soft-17"},
    {"§12(b)(2) BJ-DRAW-02 dealer hits soft 17", "dealer-hits-soft-17"},
    {"§12(c) BJ-DRAW-04 no dealer card when every hand busted", "no-dealer-card-all-busted"},
    {"§12(c) BJ-DRAW-04 no dealer card when every blackjack is paid",
     "no-dealer-card-all-blackjacks-paid"},
    {"§16(a) §3(e)(4) BJ-SETTLE-09 five cards totaling 21 at 2 to 1", "five-card-21"},
    {"§16(b) BJ-SETTLE-10 five-card 21 against dealer 21 in three cards",
     "five-card-21-against-dealer-21"},
    {"§3(e)(1) BJ-SETTLE-09 suited 6-7-8 at 2 to 1", "suited-six-seven-eight"},
    {"§3(e)(2) BJ-SETTLE-09 three 7's at 3 to 2", "three-sevens"},
    {"§6(e)-(i) BJ-DEAL-03 BJ-SETTLE-03 seven boxes of basic-strategy players",
     "seven-boxes-basic-strategy"},
    {"§6(j) §10(b) BJ-DEAL-07 BJ-SETTLE-07 hole card under an ace, no reader, blackjack",
     "hole-card-face-down-ace-dealer-blackjack"},
    {"§3(a)(3) §1 BJ-SETTLE-02 split two-card 21 against a dealer 21 in three cards",
     "split-two-card-21-against-dealer-21"},
    {"§3(e) BJ-SETTLE-08 settled box by box from the right", "settlement-right-to-left"},
    {"§3(e) BJ-SETTLE-08 losers collected first, then the rest",
     "settlement-collect-then-pay-right-to-left"},
    {"§15(b) BJ-IRR-02 a card found face up in the shoe is not used",
     "irregularity-face-up-card-in-shoe"},
    {"§15(l) BJ-IRR-12 the card reader out of order: dealt as without one",
     "irregularity-card-reader-out-of-order"},
    {"§3(f)-(h) BJ-WAGER-04 a player reaching for the wager is stopped",
     "irregularity-player-reaches-for-wager"},
    {"§15(g) BJ-IRR-07 too few cards: the discards shuffled, a burn, the round completed",
     "irregularity-short-shoe"},
    {"(n)(6) BJ2-IRR-02 too few cards at a tribal table: a misdeal, dealt again",
     "irregularity-short-shoe-tribal"},
    {"(q)(2)-(10) (g)(1) BJ2-CONF-07 multiple action at a tribal table, the blackjack held",
     "multiple-action-tribal"},
    {"§15(a) §15(d) BJ-IRR-01 BJ-IRR-04 an exposed card moves forward",
     "irregularity-exposed-card-moves-forward"},
    {"§15(c) BJ-IRR-03 a card drawn face down in error is the next card",
     "irregularity-card-drawn-face-down-in-error"},
    {"§15(e) BJ-IRR-05 a card the dealer draws to 17 is burned", "irregularity-dealer-draws-on-17"},
    {"§15(f) BJ-IRR-06 the dealer's missed up card dealt after the players",
     "irregularity-dealer-misses-up-card"},
    {"§15(h) BJ-IRR-08 a box passed over takes its second card late",
     "irregularity-box-passed-over"},
    {"§15(h) BJ-IRR-08 a box dealt no card is dead", "irregularity-box-without-cards"},
    {"§15(j) BJ-IRR-10 a requested card dealt after the others",
     "irregularity-requested-card-not-dealt"},
    {"§15(k)(1) BJ-IRR-11 the reader used under a 7: all hands dead",
     "irregularity-card-reader-under-seven"},
    {"§15(q) BJ-IRR-13 a face-down double card dealt face up: play continues",
     "irregularity-double-card-dealt-face-up"},
    {"(n)(5) BJ2-IRR-01 a missed card at a tribal table is a misdeal",
     "irregularity-tribal-missed-card-misdeal"},
    {"(n)(3) BJ2-IRR-04 a card dealt face up out of turn at a tribal table is the next card",
     "irregularity-tribal-exposed-card"},
    {"§6(d)(1)-(2) BJ-SHUF-11 a double shoe's determinant card is the first player's first card",
     "double-shoe-determinant-first-card"},
    {"§6(d)(2) BJ-SHUF-11 a determinant card of the other side is burned, the round from that side",
     "double-shoe-determinant-burned"},
    {"§6(d)(1) BJ-SHUF-11 BJ-CONF-15 hearts and diamonds designated for the right side",
     "double-shoe-right-side-designated"},
    {"§15(i) BJ-IRR-09 a round dealt from the wrong side of a double shoe is concluded",
     "double-shoe-wrong-side"},
    {"§5(i) BJ-CONF-14 BJ-SHUF-12 one round per deck: the decks rotated after the round",
     "six-to-five-one-round-per-deck"},
    {"§2(a)(1) §5(c) §5(i) BJ-CONF-02 BJ-SHUF-12 a single deck cut within it, 18 cards in",
     "six-to-five-single-deck-next-deck"},
};

// The rows above, then any fixture of the folder they do not name (added
// with another feature), so every fixture is checked against its golden.
void addFixtureRows() {
    QTest::addColumn<QString>("name");
    QSet<QString> listed;
    for (const FixtureRow &fixture : fixtureRows) {
        QTest::newRow(fixture.row) << QString::fromLatin1(fixture.name);
        listed.insert(QString::fromLatin1(fixture.name));
    }
    for (const QString &file :
         QDir(roundFixturesDir()).entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString name = file.chopped(5);
        if (!listed.contains(name)) {
            QTest::newRow(qPrintable(QStringLiteral("fixture ") + name)) << name;
        }
    }
}

} // namespace

class TestRoundLessons : public QObject {
    Q_OBJECT

private slots:
    void matchesGolden_data() { addFixtureRows(); }

    void matchesGolden() {
        QFETCH(QString, name);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        // A round ready to deal, or a double shoe's side to prepare before the
        // round (Blackjack §6(d), double-shoe-side-reshuffle.json), or a batch
        // shuffler's table to open or re-inspect (§4(d), §5(j)(2)).
        QVERIFY(lesson->scenario.start == dt::StartSituation::RoundReady ||
                (lesson->scenario.start == dt::StartSituation::CutCardReached &&
                 lesson->scenario.cutCardSide) ||
                dt::hasShoeBatches(lesson->scenario));
        const dt::cli::AutoplayResult result = dt::cli::autoplayLesson(*lesson);
        QVERIFY2(result.complete, "the reference actions do not finish the round");
        const QString path = roundGolden(lesson->id, QStringLiteral(".autoplay.jsonl"));
        bool ok = false;
        const QByteArray golden = clitest::readAll(path, &ok);
        QVERIFY2(ok, qPrintable(QStringLiteral("no golden file %1: see "
                                               "tests/golden/rounds/README.md")
                                    .arg(path)));
        const QByteArray actual = dt::cli::autoplayTranscript(result.actions);
        QCOMPARE(QString::fromUtf8(actual), QString::fromUtf8(golden));

        // The same bytes come out of the executable given the file.
        const clitest::Run run = clitest::runCli({QStringLiteral("autoplay"), roundFixture(name)});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.out, golden);
    }

    // Every wager settled as the text says, computed here from the cards the
    // fixture deals (the shoe's front, in the §6(e) order).
    void settlementsFollowTheText_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("expected");
        // Seat 1 $10: 10-6, hits a 5 (21); seat 3 $20: A-K; dealer 6, then
        // 10 (16) draws 7: 23, busts (§12(b)). §7(a): the blackjack under a 6
        // is paid at once, 3 to 2: $30 on $20; seat 1's 21 wins 1 to 1 (§3(e)).
        QTest::newRow("§7(a) BJ-SETTLE-03 blackjack paid at once, the dealer busts")
            << "blackjack-and-dealer-bust"
            << QStringList{pay(3, 1, "main", "30.00"), pay(1, 1, "main", "10.00")};
        // Seat 2 $10: 9-2, insures $5 and doubles $10, gets a 9 (20); seat 5
        // $10: A-Q; dealer ace, then 7: soft 18. §9(d): the losing insurance
        // collected at once; §7(b): the blackjack paid 3 to 2 ($15) after the
        // second card; 20 beats 18: the doubled $20 paid 1 to 1. Right to
        // left (checklist, §3(e)/§6(i)): seat 5 before seat 2.
        QTest::newRow("§9(d) §7(b) BJ-SETTLE-06 BJ-SETTLE-05 insurance lost, blackjack and "
                      "double paid")
            << "insurance-and-double"
            << QStringList{collect(2, 1, "insurance", "5.00"), pay(5, 1, "main", "15.00"),
                           pay(2, 1, "main", "20.00")};
        // Seat 2 $10: 8-8 split, the first hand's 8 splits again (three hands,
        // §11(e) at maxSplitHands 3); hand 1: 8-3 doubles, gets a 10 (21,
        // $20); hand 2: 8-10 (18); hand 3: 8-9 (17); dealer 7-10: 17 stands.
        // Hand 3 pushes, hand 2 wins $10, hand 1 wins $20 — the box's hands
        // from the dealer's right.
        QTest::newRow("§11(e) §10(a) BJ-SETTLE-03 three split hands settled one by one")
            << "split"
            << QStringList{push(2, 3), pay(2, 2, "main", "10.00"), pay(2, 1, "main", "20.00")};
        // Seats 1, 3, 4, 7 $10 each (boxes 2, 5, 6 empty): 19, 18, 18, 17;
        // dealer 10-8: 18. §3(a)-(b), right to left: 17 loses, the 18s are
        // void, 19 wins 1 to 1.
        QTest::newRow("§6(e) §3(b) BJ-SETTLE-02 seven boxes with gaps settled")
            << "deal-order-seven-boxes-gaps"
            << QStringList{collect(7, 1, "main", "10.00"), push(4, 1), push(3, 1),
                           pay(1, 1, "main", "10.00")};
        // Seat 1 A-6-2 soft 19, seat 2 A-5-9-3 hard 18; dealer 9-8: 17.
        QTest::newRow("§6(f)-(g) BJ-SETTLE-03 soft and hard totals beat 17")
            << "soft-totals" << QStringList{pay(2, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Seat 1 20; dealer 5-2-4-K: 21. §3(a)(2): 20 loses.
        QTest::newRow("§12(b)(1) BJ-SETTLE-01 20 loses to the dealer's 21")
            << "dealer-draws-to-21" << QStringList{collect(1, 1, "main", "10.00")};
        // Seat 2 $10 10-6-9: 25; seat 4 $20 9-9: 18; seat 6 $10 10-4-7: 21;
        // dealer 7-10: 17. Right to left: $10, $20 paid; the bust collected.
        QTest::newRow("§3(a) BJ-SETTLE-01 a bust collected, 18 and 21 paid")
            << "bust-and-pick-up"
            << QStringList{pay(6, 1, "main", "10.00"), pay(4, 1, "main", "20.00"),
                           collect(2, 1, "main", "10.00")};
        // Seat 1 9-7-4: 20, seat 3 10-8: 18; dealer 10, hole 6, draws K: 26.
        QTest::newRow("§6(j) BJ-SETTLE-01 the dealer busts after the hole card")
            << "hole-card-face-down"
            << QStringList{pay(3, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Dealer K-A found by the reader: seat 4's 11 and seat 1's 19 lose,
        // seat 2's A-K is a standoff (§7(b)).
        QTest::newRow("§6(j)(1) §7(b) BJ-SETTLE-02 settled against the reader's blackjack")
            << "card-reader-ten-blackjack-found"
            << QStringList{collect(4, 1, "main", "10.00"), push(2, 1),
                           collect(1, 1, "main", "10.00")};
        // Dealer 10-7: 17. Seat 3's A-Q 3 to 2 on $10: $15; seat 1's 21: $10.
        QTest::newRow("§7(b) BJ-SETTLE-05 held blackjack paid after the reader")
            << "card-reader-ten-not-found"
            << QStringList{pay(3, 1, "main", "15.00"), pay(1, 1, "main", "10.00")};
        // Dealer A-K: seat 1's $5 insurance wins 2 to 1 ($10, §9(c)); the 11
        // and the 20 lose.
        QTest::newRow("§9(c) §6(j)(1) BJ-SETTLE-06 insurance paid, then the main wagers")
            << "card-reader-ace-blackjack-found"
            << QStringList{pay(1, 1, "insurance", "10.00"), collect(2, 1, "main", "10.00"),
                           collect(1, 1, "main", "10.00")};
        // Dealer A-7: soft 18 stands. Insurance $5 lost (§9(d)); seat 3 A-J
        // $15; seat 1's 18 is void.
        QTest::newRow("§9(d) §7(b) BJ-SETTLE-06 insurance lost when the hole card is shown")
            << "card-reader-ace-not-found"
            << QStringList{collect(1, 1, "insurance", "5.00"), pay(3, 1, "main", "15.00"),
                           push(1, 1)};
        // Dealer 9-8 face up: 17. Seat 2's A-K paid at once at 1 to 1
        // (§6(k)(2)): $10; seat 4's 12 loses; seat 3's 17 ties and loses
        // (§6(k)(1)); seat 1 doubled 5-4-10: 19 wins $20.
        QTest::newRow("§6(k)(1)-(2) BJ-SETTLE-11 blackjack 1 to 1, a tie lost")
            << "hole-card-face-up"
            << QStringList{pay(2, 1, "main", "10.00"), collect(4, 1, "main", "10.00"),
                           collect(3, 1, "main", "10.00"), pay(1, 1, "main", "20.00")};
        // Dealer A-6 face up: soft 17 stands. Seat 2's 16 loses, seat 1's 20
        // wins; no insurance is taken (§6(k)(3)).
        QTest::newRow("§6(k)(3) BJ-OPT-17 no insurance settled")
            << "hole-card-face-up-ace-no-insurance"
            << QStringList{collect(2, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Dealer Q-A face up. Seat 3's 11 and seat 2's 20 lose; seat 1's
        // blackjack wins (§6(k)(1)) at 1 to 1 (§6(k)(2)): $10.
        QTest::newRow("§6(k)(6) BJ-SETTLE-11 both blackjacks: the player wins 1 to 1")
            << "hole-card-face-up-dealer-blackjack"
            << QStringList{collect(3, 1, "main", "10.00"), collect(2, 1, "main", "10.00"),
                           pay(1, 1, "main", "10.00")};
        // Seat 1 17, seat 2 18; dealer 10-9: 19.
        QTest::newRow("§6(l) BJ-SETTLE-01 the round completed after the cut card")
            << "cut-card-mid-round"
            << QStringList{collect(2, 1, "main", "10.00"), collect(1, 1, "main", "10.00")};
        // Seat 2 $20 A-Q under a 9: $30 at once (§7(a)); dealer 9-7-6: 22,
        // seat 3's 19 and seat 1's 18 win $10 each.
        QTest::newRow("§7(a) BJ-SETTLE-04 $30 at once, then the others")
            << "blackjack-paid-at-once-under-nine"
            << QStringList{pay(2, 1, "main", "30.00"), pay(3, 1, "main", "10.00"),
                           pay(1, 1, "main", "10.00")};
        // Dealer 10-7: 17. Seat 2's 19 $10; seat 1's K-A 3 to 2: $15.
        QTest::newRow("§7(b) BJ-SETTLE-05 held blackjack 3 to 2")
            << "blackjack-held-under-ten"
            << QStringList{pay(2, 1, "main", "10.00"), pay(1, 1, "main", "15.00")};
        // Dealer A-K. Seat 3 doubled $10 on 5-6-10 (a simple 21, §3(b)):
        // only the original $10 (§10(b)); seat 2's 20 loses $10; seat 1's
        // A-Q is a standoff (§7(b)).
        QTest::newRow("§10(b) §7(b) BJ-SETTLE-07 the original wager only, a standoff")
            << "blackjack-standoff-dealer-blackjack"
            << QStringList{collect(3, 1, "main", "10.00"), collect(2, 1, "main", "10.00"),
                           push(1, 1)};
        // Seat 1 takes even money: $10 at once (§7(c)). Dealer A-9: 20. Seat
        // 3's A-J held, 3 to 2: $15; seat 2's 19 loses.
        QTest::newRow("§7(c) BJ-OPT-09 even money 1 to 1, a held blackjack 3 to 2")
            << "even-money"
            << QStringList{pay(1, 1, "main", "10.00"), pay(3, 1, "main", "15.00"),
                           collect(2, 1, "main", "10.00")};
        // 6 to 5 (§7(d)): $10 -> $12, $25 -> $30, at once under a 5; dealer
        // 5-10-10: 25, seat 3's 18 wins $10.
        QTest::newRow("§7(d) BJ-OPT-09 blackjacks at 6 to 5")
            << "six-to-five-on-shoe"
            << QStringList{pay(1, 1, "main", "12.00"), pay(2, 1, "main", "30.00"),
                           pay(3, 1, "main", "10.00")};
        // Half of $10 collected, $5 returned at once (§8(a)(1)); dealer
        // 6-10-8: 24, seat 2's 18 wins.
        QTest::newRow("§8(a)(1) BJ-OPT-02 half collected, half returned")
            << "surrender-at-once"
            << QStringList{surrender(1, 1, "5.00"), pay(2, 1, "main", "10.00")};
        // Dealer 10-8: no blackjack, the held surrender returns $5
        // (§8(a)(2)); seat 2's 19 wins.
        QTest::newRow("§8(a)(2) BJ-OPT-03 half returned after the second card")
            << "surrender-deferred"
            << QStringList{surrender(1, 1, "5.00"), pay(2, 1, "main", "10.00")};
        // Dealer A-K: insurance $5 wins $10 (§9(c)); the surrendered $10 is
        // collected whole (§8(a)(2)), each on its own (§8(b)); seat 2 loses.
        QTest::newRow("§8(b) BJ-OPT-04 insurance paid, the surrender collected whole")
            << "surrender-deferred-dealer-blackjack"
            << QStringList{pay(1, 1, "insurance", "10.00"), collect(1, 1, "main", "10.00"),
                           collect(2, 1, "main", "10.00")};
        // Dealer A-Q. Insurance 2 to 1: seat 2's $10 wins $20, seat 1's $5
        // wins $10; seat 2's A-K is a standoff, seat 1's 20 loses.
        QTest::newRow("§9(c) BJ-SETTLE-06 insurance won at 2 to 1")
            << "insurance-won"
            << QStringList{pay(2, 1, "insurance", "20.00"), pay(1, 1, "insurance", "10.00"),
                           push(2, 1), collect(1, 1, "main", "10.00")};
        // Dealer A-5, then 2: soft 18. Insurance $4 and $5 collected before
        // the 2 is drawn (§9(d)); 17 loses, 19 wins.
        QTest::newRow("§9(d) BJ-SETTLE-06 insurance collected before the dealer draws")
            << "insurance-lost-before-dealer-draws"
            << QStringList{collect(2, 1, "insurance", "4.00"), collect(1, 1, "insurance", "5.00"),
                           collect(2, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Dealer A-8: 19. Seat 1's $5 insurance lost; seat 3's 18 loses;
        // seat 1's 10-6-3 (19) is void.
        QTest::newRow("§9(b) BJ-OPT-07 insurance taken at the turn, lost")
            << "insurance-at-each-turn"
            << QStringList{collect(1, 1, "insurance", "5.00"), collect(3, 1, "main", "10.00"),
                           push(1, 1)};
        // $10 and a $5 double (§10(a)): $15 wins 1 to 1 when the dealer busts.
        QTest::newRow("§10(a) BJ-SETTLE-03 a double for less paid on the whole")
            << "double-for-less" << QStringList{pay(1, 1, "main", "15.00")};
        // Dealer 10-A. Seat 2's 17 loses $10; seat 1 doubled ($20 on 20):
        // only the original $10 (§10(b)).
        QTest::newRow("§10(b) BJ-SETTLE-07 only the original wager of a double")
            << "double-against-dealer-blackjack"
            << QStringList{collect(2, 1, "main", "10.00"), collect(1, 1, "main", "10.00")};
        // $10 and a $4 double; dealer 10-A: §10(b) collects the original $10,
        // not the $4 double.
        QTest::newRow("§10(b) BJ-SETTLE-07 the original $10 of a double for less")
            << "double-for-less-against-dealer-blackjack"
            << QStringList{collect(1, 1, "main", "10.00")};
        // Dealer 7-10: 17. Seat 2 doubled 6-5-9: 20 wins $20; seat 1 doubled
        // 10-2-K: 22 loses $20.
        QTest::newRow("§10(c) BJ-SETTLE-08 face-down doubles settled when turned up")
            << "double-card-face-down"
            << QStringList{pay(2, 1, "main", "20.00"), collect(1, 1, "main", "20.00")};
        // Dealer 9-9: 18. Seat 2 doubled 4-6-10: 20; seat 1 doubled 5-6-8: 19.
        QTest::newRow("§10(c) BJ-SETTLE-03 doubles face down and face up paid")
            << "double-card-face-down-on-request"
            << QStringList{pay(2, 1, "main", "20.00"), pay(1, 1, "main", "20.00")};
        // Four hands: 8-3 doubled, 10 (21, $20); three 8-10 (18, $10 each);
        // dealer 7-K: 17. Right to left.
        QTest::newRow("§11(e) BJ-SETTLE-03 four split hands settled one by one")
            << "split-resplit-to-four"
            << QStringList{pay(1, 4, "main", "10.00"), pay(1, 3, "main", "10.00"),
                           pay(1, 2, "main", "10.00"), pay(1, 1, "main", "20.00")};
        // A-K after a split is 21, not blackjack (§1): 1 to 1 against the
        // dealer's 19; A-5 soft 16 loses.
        QTest::newRow("§1 §11(c)(2) BJ-OPT-15 split ace and king paid 1 to 1")
            << "split-aces-one-card"
            << QStringList{collect(1, 2, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Dealer K-A after 8-10 and 8-9: the original $10 collected once, the
        // split's $10 not collected (§11(d): "only collect the amount of the
        // original wager"): taken from the original hand, hand 1; the
        // settlement goes right to left, hand 2 first.
        QTest::newRow("§11(d) BJ-SETTLE-07 one original wager collected after a split")
            << "split-against-dealer-blackjack"
            << QStringList{push(1, 2), collect(1, 1, "main", "10.00")};
        // Dealer 6-A stands on soft 17 (§12(b)(1)): 17 void, 18 wins.
        QTest::newRow("§12(b)(1) BJ-DRAW-01 settled against a soft 17")
            << "dealer-stands-soft-17" << QStringList{push(2, 1), pay(1, 1, "main", "10.00")};
        // Dealer 6-A draws a 3 (§12(b)(2)): soft 20. 20 void, 18 loses.
        QTest::newRow("§12(b)(2) BJ-DRAW-02 settled against soft 20")
            << "dealer-hits-soft-17" << QStringList{push(2, 1), collect(1, 1, "main", "10.00")};
        // 26 and 24: both lose whatever the dealer holds (§12(c)).
        QTest::newRow("§12(c) BJ-DRAW-04 every busted hand collected")
            << "no-dealer-card-all-busted"
            << QStringList{collect(2, 1, "main", "10.00"), collect(1, 1, "main", "10.00")};
        // Two blackjacks under a 5, 3 to 2 at once: $15 on $10, $30 on $20.
        QTest::newRow("§7(a) §12(c) BJ-SETTLE-04 every blackjack paid at once")
            << "no-dealer-card-all-blackjacks-paid"
            << QStringList{pay(1, 1, "main", "15.00"), pay(2, 1, "main", "30.00")};
        // 2-3-4-5-7: 21 in five cards; dealer 10-8: 18. 2 to 1: $20.
        QTest::newRow("§16(a) BJ-SETTLE-09 five-card 21 paid 2 to 1")
            << "five-card-21" << QStringList{pay(1, 1, "main", "20.00")};
        // Dealer 6-5-10: 21 in three cards. Seat 2's 20 loses; the five-card
        // 21 is void (§16(b)).
        QTest::newRow("§16(b) BJ-SETTLE-10 five-card 21 void against a three-card 21")
            << "five-card-21-against-dealer-21"
            << QStringList{collect(2, 1, "main", "10.00"), push(1, 1)};
        // Dealer 10-9: 19. 6-7-8 of hearts 2 to 1 ($20); mixed suits 1 to 1.
        QTest::newRow("§3(e)(1) BJ-SETTLE-09 suited 6-7-8 at 2 to 1")
            << "suited-six-seven-eight"
            << QStringList{pay(2, 1, "main", "10.00"), pay(1, 1, "main", "20.00")};
        // 7-7-7 against 19: 3 to 2, $15.
        QTest::newRow("§3(e)(2) BJ-SETTLE-09 three 7's at 3 to 2")
            << "three-sevens" << QStringList{pay(1, 1, "main", "15.00")};
        // Dealer 6: seat 5's A-K $15 at once. Dealer 6-10-K: 26, every hand
        // left wins: seat 7 (17) $10, seat 6 (12) $10, seat 4 hand 2 (18)
        // $10, hand 1 (8-3-9 doubled) $20, seat 3 (5-6-10 doubled) $20, seat
        // 2 (A-7-2 doubled) $20, seat 1 (16) $10.
        QTest::newRow("§7(a) §3(e) BJ-SETTLE-03 a full table after the dealer busts")
            << "seven-boxes-basic-strategy"
            << QStringList{pay(5, 1, "main", "15.00"), pay(7, 1, "main", "10.00"),
                           pay(6, 1, "main", "10.00"), pay(4, 2, "main", "10.00"),
                           pay(4, 1, "main", "20.00"), pay(3, 1, "main", "20.00"),
                           pay(2, 1, "main", "20.00"), pay(1, 1, "main", "10.00")};
        // Dealer A, hole K (no reader, turned up after the players): seat 1's
        // $5 insurance wins $10 (§9(c)); seat 3's 17 and seat 1's 20 lose;
        // seat 2 doubled 5-6-9 ($20 on 20): only the original $10 (§10(b)).
        QTest::newRow("§6(j) §10(b) BJ-SETTLE-07 settled when the hole card shows blackjack")
            << "hole-card-face-down-ace-dealer-blackjack"
            << QStringList{pay(1, 1, "insurance", "10.00"), collect(3, 1, "main", "10.00"),
                           collect(2, 1, "main", "10.00"), collect(1, 1, "main", "10.00")};
        // Split aces: A-K (21 in two cards, not a blackjack, §1) and A-8
        // (19); dealer 6-5-10: 21. The checklist's default reading of §3(a)(3):
        // the split 21 is void (§3(b)); 19 loses.
        QTest::newRow("§3(a)(3) §3(b) BJ-SETTLE-02 a split 21 void against a three-card 21")
            << "split-two-card-21-against-dealer-21"
            << QStringList{collect(1, 2, "main", "10.00"), push(1, 1)};
        // Seats 1 (16), 2 (20), 3 (16), 5 (18); dealer 9-9: 18. Box by box
        // from the right: 5 void, 3 loses, 2 wins, 1 loses.
        QTest::newRow("§3(e) BJ-SETTLE-08 right to left, box by box")
            << "settlement-right-to-left"
            << QStringList{push(5, 1), collect(3, 1, "main", "10.00"), pay(2, 1, "main", "10.00"),
                           collect(1, 1, "main", "10.00")};
        // The same cards: losers first from the right (3, 1), then the rest (5, 2).
        QTest::newRow("§3(e) BJ-SETTLE-08 losers first, then the rest")
            << "settlement-collect-then-pay-right-to-left"
            << QStringList{collect(3, 1, "main", "10.00"), collect(1, 1, "main", "10.00"),
                           push(5, 1), pay(2, 1, "main", "10.00")};
        // The round's third card (5D) is found face up and discarded (§15(b)):
        // seat 1 10-7 (17), seat 3 9-Q (19), the dealer 8 then 9: 17 (§12(b)).
        // Right to left: 19 beats 17, paid 1 to 1; 17 ties 17, returned (§3(b)).
        QTest::newRow("§15(b) BJ-IRR-02 settled with the face-up card left out")
            << "irregularity-face-up-card-in-shoe"
            << QStringList{pay(3, 1, "main", "10.00"), push(1, 1)};
        // Reader out of order (§15(l)): seat 1 10-8, seat 3 9-Q, the dealer K
        // with a 7 underneath, turned up after the players: 17. Both win.
        QTest::newRow("§15(l) BJ-IRR-12 settled after the hole card turned up")
            << "irregularity-card-reader-out-of-order"
            << QStringList{pay(3, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // The wager the player reached for is unchanged (§3(f)): seat 1 10-8,
        // seat 3 9-Q, the dealer 7-10: 17. Both $10 wagers paid 1 to 1.
        QTest::newRow("§3(f) BJ-WAGER-04 the wager settled as placed")
            << "irregularity-player-reaches-for-wager"
            << QStringList{pay(3, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Seat 1 10-4 hits 2 (16), seat 2 9-4 (13), seat 3 7-3 hits 3 (13);
        // the dealer 6-10 draws 9: 25, busts (§12(b)); every hand paid 1 to 1.
        QTest::newRow("§15(d) BJ-IRR-04 the reference round: the dealer busts")
            << "irregularity-exposed-card-moves-forward"
            << QStringList{pay(3, 1, "main", "10.00"), pay(2, 1, "main", "10.00"),
                           pay(1, 1, "main", "10.00")};
        // Seat 1 10-8 (18), seat 2 9-4 hits 5 (18); the dealer 6-K draws 7: 23.
        QTest::newRow("§15(c) BJ-IRR-03 the reference round: the dealer busts")
            << "irregularity-card-drawn-face-down-in-error"
            << QStringList{pay(2, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Seat 1 10-9 (19) against the dealer's 10-7 (17, §12(b)(1)).
        QTest::newRow("§15(e) BJ-IRR-05 19 beats the dealer's 17")
            << "irregularity-dealer-draws-on-17" << QStringList{pay(1, 1, "main", "10.00")};
        // Seat 1 10-7 (17), seat 2 9-6 (15); the dealer 8-5 draws 10: 23.
        QTest::newRow("§15(f) BJ-IRR-06 the reference round: the dealer busts")
            << "irregularity-dealer-misses-up-card"
            << QStringList{pay(2, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // Seats 1-3: 10-6, 9-5, 8-4 stand; the dealer 7-3 draws K: 20, all lose.
        QTest::newRow("§15(h) BJ-IRR-08 the reference round: the dealer's 20")
            << "irregularity-box-passed-over"
            << QStringList{collect(3, 1, "main", "10.00"), collect(2, 1, "main", "10.00"),
                           collect(1, 1, "main", "10.00")};
        // Seats 1-3: 10-6, 9-5, 8-4 stand; the dealer 7-3 draws 9: 19, all lose.
        QTest::newRow("§15(h) BJ-IRR-08 the reference round: the dealer's 19")
            << "irregularity-box-without-cards"
            << QStringList{collect(3, 1, "main", "10.00"), collect(2, 1, "main", "10.00"),
                           collect(1, 1, "main", "10.00")};
        // Seat 1 10-6 hits 5 (21), seat 2 9-6 (15); the dealer 7-10: 17.
        QTest::newRow("§15(j) BJ-IRR-10 the reference round: 21 paid, 15 collected")
            << "irregularity-requested-card-not-dealt"
            << QStringList{collect(2, 1, "main", "10.00"), pay(1, 1, "main", "10.00")};
        // No read under the 7 (§6(j)): seat 1 10-9 (19), seat 3 6-Q (16); the
        // dealer 7-8 draws 5: 20, both lose.
        QTest::newRow("§6(j) BJ-IRR-11 the reference round: no read under a 7")
            << "irregularity-card-reader-under-seven"
            << QStringList{collect(3, 1, "main", "10.00"), collect(1, 1, "main", "10.00")};
        // Seat 1 6-5 doubles $10, the card 10 (21); the dealer 10-9: 19. The
        // doubled $20 paid 1 to 1 (§10(a), §3(e)).
        QTest::newRow("§10(a) BJ-IRR-13 the double paid on $20")
            << "irregularity-double-card-dealt-face-up" << QStringList{pay(1, 1, "main", "20.00")};
        // Tribal, hole card in the deal ((f)(5)): seat 1 10-7 (17), seat 2 9-6
        // (15); the dealer 8 and 5 draws 4: 17 ((l)(2)). 15 loses, 17 ties.
        QTest::newRow("(l)(2) BJ2-IRR-01 the reference round: the dealer's 17")
            << "irregularity-tribal-missed-card-misdeal"
            << QStringList{collect(2, 1, "main", "10.00"), push(1, 1)};
    }

    void settlementsFollowTheText() {
        QFETCH(QString, name);
        QFETCH(QStringList, expected);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        const auto result = dt::cli::autoplayLesson(*lesson);
        QCOMPARE(settlements(dt::cli::autoplayTranscript(result.actions)), expected);
    }

    // `replay` grades the reference performance correct throughout, and the
    // round's actions print as one line each, with the section.
    void replayOfTheGoldenPasses_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("§7(a) BJ-SETTLE-04 a blackjack paid at once under a 6")
            << "blackjack-and-dealer-bust"
            << QStringList{
                   QStringLiteral("correct  Blackjack §7(a)  {\"action\": \"pay\", \"seat\": 3, "
                                  "\"hand\": 1, \"wager\": \"main\", \"amount\": "
                                  "\"30.00\"}")};
        QTest::newRow("§9(a) BJ-OPT-05 insurance offered")
            << "insurance-and-double"
            << QStringList{QStringLiteral("correct  Blackjack §9(a)  {\"action\": "
                                          "\"offer_insurance\"}  \u2014 Offer insurance."),
                           QStringLiteral("correct  Blackjack §9(d)  {\"action\": \"collect\", "
                                          "\"seat\": 2, \"hand\": 1, \"wager\": \"insurance\", "
                                          "\"amount\": \"5.00\"}")};
        QTest::newRow("§11 BJ-SETTLE-03 split hands pushed and paid")
            << "split"
            << QStringList{QStringLiteral("{\"action\": \"return_wager\", \"seat\": 2, \"hand\": "
                                          "3, \"wager\": \"main\"}")};
        // Every other fixture replays correct throughout, each with the
        // line that carries its point, cited to the section that says so.
        const auto cited = [](const char *section, const char *action) {
            return QStringLiteral("correct  Blackjack %1  %2")
                .arg(QString::fromUtf8(section), QString::fromUtf8(action));
        };
        QTest::newRow("§6(e) BJ-DEAL-03 no card to an empty box")
            << "deal-order-seven-boxes-gaps"
            << QStringList{cited("§6(e)", R"({"action": "deal_card", "seat": 7, "hand": 1, )"
                                          R"("face": "up", "sideways": false})")};
        QTest::newRow("§6(f) BJ-ANN-02 a soft total announced")
            << "soft-totals"
            << QStringList{cited("§6(f)", R"({"action": "announce_total", "seat": 1, "hand": 1, )"
                                          R"("total": "soft 17"})")};
        QTest::newRow("§6(h) BJ-ANN-01 Dealer's Card")
            << "dealer-draws-to-21"
            << QStringList{cited("§6(h)", R"({"action": "announce", "call": "dealers_card"})")};
        QTest::newRow("§6(i) BJ-PICK-01 the dealer's cards last")
            << "bust-and-pick-up"
            << QStringList{cited("§6(i)", R"({"action": "pick_up", "seat": 0})")};
        QTest::newRow("§6(j) BJ-DEAL-07 the hole card face down")
            << "hole-card-face-down"
            << QStringList{cited("§6(j)", R"({"action": "deal_card", "seat": 0, "hand": 1, )"
                                          R"("face": "down", "sideways": false})")};
        QTest::newRow("§6(j)(1) BJ-DEAL-09 the reader's blackjack turned up")
            << "card-reader-ten-blackjack-found"
            << QStringList{cited("§6(j)", R"({"action": "check_hole_card"})"),
                           cited("§6(j)(1)", R"({"action": "reveal_hole_card"})")};
        QTest::newRow("§6(j) BJ-DEAL-08 the reader checked before any card")
            << "card-reader-ten-not-found"
            << QStringList{cited("§6(j)", R"({"action": "check_hole_card"})")};
        QTest::newRow("§9(c) BJ-SETTLE-06 insurance paid 2 to 1")
            << "card-reader-ace-blackjack-found"
            << QStringList{cited("§9(c)", R"({"action": "pay", "seat": 1, "hand": 1, )"
                                          R"("wager": "insurance", "amount": "10.00"})")};
        QTest::newRow("§9(d) BJ-SETTLE-06 insurance collected when the hole card is shown")
            << "card-reader-ace-not-found"
            << QStringList{cited("§9(d)", R"({"action": "collect", "seat": 1, "hand": 1, )"
                                          R"("wager": "insurance", "amount": "5.00"})")};
        QTest::newRow("§6(k)(1)-(2) BJ-SETTLE-11 blackjack 1 to 1, a tie lost")
            << "hole-card-face-up"
            << QStringList{cited("§6(k)", R"({"action": "deal_card", "seat": 0, "hand": 1, )"
                                          R"("face": "up", "sideways": false})"),
                           cited("§6(k)(2)", R"({"action": "pay", "seat": 2, "hand": 1, )"
                                             R"("wager": "main", "amount": "10.00"})"),
                           cited("§6(k)(1)", R"({"action": "collect", "seat": 3, "hand": 1, )"
                                             R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§6(k)(3) BJ-OPT-17 the dealer's total after the face-up ace")
            << "hole-card-face-up-ace-no-insurance"
            << QStringList{cited("§6(h)", R"({"action": "announce_total", "seat": 0, "hand": 1, )"
                                          R"("total": "17"})")};
        QTest::newRow("§6(k)(2) BJ-SETTLE-11 both blackjacks: the player's paid 1 to 1")
            << "hole-card-face-up-dealer-blackjack"
            << QStringList{cited("§6(k)(2)", R"({"action": "pay", "seat": 1, "hand": 1, )"
                                             R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§6(l) BJ-SHUF-09 the cut card reached, the shoe prepared again")
            << "cut-card-mid-round"
            << QStringList{QStringLiteral("The cut card is reached: complete the round"),
                           cited("§6(c)", R"({"action": "burn_card", "face": "down"})")};
        QTest::newRow("§7(a) BJ-SETTLE-04 the blackjack's cards removed")
            << "blackjack-paid-at-once-under-nine"
            << QStringList{cited("§7(a)", R"({"action": "pick_up", "seat": 2})")};
        QTest::newRow("§7(b) BJ-ANN-03 a blackjack announced and held")
            << "blackjack-held-under-ten"
            << QStringList{cited("§7(b)", R"({"action": "announce_total", "seat": 1, "hand": 1, )"
                                          R"("total": "blackjack"})")};
        QTest::newRow("§10(b) BJ-SETTLE-07 the original wager of the double")
            << "blackjack-standoff-dealer-blackjack"
            << QStringList{cited("§10(b)", R"({"action": "collect", "seat": 3, "hand": 1, )"
                                           R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§7(c) BJ-OPT-09 even money paid")
            << "even-money"
            << QStringList{cited("§7(c)", R"({"action": "pay", "seat": 1, "hand": 1, )"
                                          R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§7(d) BJ-OPT-09 6 to 5 paid at once")
            << "six-to-five-on-shoe"
            << QStringList{QStringLiteral(R"({"action": "pay", "seat": 1, "hand": 1, )"
                                          R"("wager": "main", "amount": "12.00"})")};
        QTest::newRow("§8(a)(1) BJ-OPT-02 surrender settled at once")
            << "surrender-at-once"
            << QStringList{cited("§8(a)(1)", R"({"action": "settle_surrender", "seat": 1, )"
                                             R"("hand": 1, "amount": "5.00"})")};
        QTest::newRow("§8(a)(2) BJ-OPT-03 surrender settled after the second card")
            << "surrender-deferred"
            << QStringList{cited("§8(a)(2)", R"({"action": "settle_surrender", "seat": 1, )"
                                             R"("hand": 1, "amount": "5.00"})")};
        QTest::newRow("§8(a)(2) BJ-OPT-03 the whole surrendered wager collected")
            << "surrender-deferred-dealer-blackjack"
            << QStringList{cited("§8(a)(2)", R"({"action": "collect", "seat": 1, "hand": 1, )"
                                             R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§9(c) BJ-SETTLE-06 insurance of $10 paid $20")
            << "insurance-won"
            << QStringList{cited("§9(c)", R"({"action": "pay", "seat": 2, "hand": 1, )"
                                          R"("wager": "insurance", "amount": "20.00"})")};
        QTest::newRow("§9(d) BJ-SETTLE-06 insurance collected")
            << "insurance-lost-before-dealer-draws"
            << QStringList{cited("§9(d)", R"({"action": "collect", "seat": 2, "hand": 1, )"
                                          R"("wager": "insurance", "amount": "4.00"})")};
        QTest::newRow("§9(b) BJ-OPT-07 insurance offered to one box")
            << "insurance-at-each-turn"
            << QStringList{cited("§9(b)", R"({"action": "offer_insurance", "seat": 3})")};
        QTest::newRow("§10(c) BJ-DEAL-13 the double card sideways")
            << "double-for-less"
            << QStringList{cited("§10(c)", R"({"action": "deal_card", "seat": 1, "hand": 1, )"
                                           R"("face": "up", "sideways": true})")};
        QTest::newRow("§10(b) BJ-SETTLE-07 only the original wager")
            << "double-against-dealer-blackjack"
            << QStringList{cited("§10(b)", R"({"action": "collect", "seat": 1, "hand": 1, )"
                                           R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§10(b) BJ-SETTLE-07 a double for less against blackjack")
            << "double-for-less-against-dealer-blackjack" << QStringList{};
        QTest::newRow("§10(c) BJ-DEAL-13 face down, sideways, turned up at settlement")
            << "double-card-face-down"
            << QStringList{cited("§10(c)", R"({"action": "deal_card", "seat": 1, "hand": 1, )"
                                           R"("face": "down", "sideways": true})"),
                           cited("§10(c)", R"({"action": "turn_double_card", "seat": 1, )"
                                           R"("hand": 1})")};
        QTest::newRow("§10(c) BJ-DEAL-13 face up to the player who did not ask")
            << "double-card-face-down-on-request"
            << QStringList{cited("§10(c)", R"({"action": "deal_card", "seat": 2, "hand": 1, )"
                                           R"("face": "up", "sideways": true})")};
        QTest::newRow("§11(b) BJ-DEAL-12 the fourth hand completed last")
            << "split-resplit-to-four"
            << QStringList{cited("§11(b)", R"({"action": "deal_card", "seat": 1, "hand": 4, )"
                                           R"("face": "up", "sideways": false})")};
        QTest::newRow("§11(c) BJ-OPT-15 a split ace and king announced 21")
            << "split-aces-one-card"
            << QStringList{cited("§11(c)", R"({"action": "announce_total", "seat": 1, "hand": 1, )"
                                           R"("total": "21"})")};
        QTest::newRow("§11(d) BJ-SETTLE-07 the original wager collected once")
            << "split-against-dealer-blackjack"
            << QStringList{cited("§11(d)", R"({"action": "collect", "seat": 1, "hand": 1, )"
                                           R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§12(b)(1) BJ-DRAW-01 soft 17 stands")
            << "dealer-stands-soft-17"
            << QStringList{cited("§6(h)", R"({"action": "announce_total", "seat": 0, "hand": 1, )"
                                          R"("total": "17"})")};
        QTest::newRow("§12(b)(2) BJ-DRAW-02 soft 17 draws")
            << "dealer-hits-soft-17"
            << QStringList{cited("§12(b)(2)", R"({"action": "deal_card", "seat": 0, "hand": 1, )"
                                              R"("face": "up", "sideways": false})")};
        QTest::newRow("§12(c) BJ-DRAW-04 the dealer's one card picked up")
            << "no-dealer-card-all-busted"
            << QStringList{cited("§6(i)", R"({"action": "pick_up", "seat": 0})")};
        QTest::newRow("§12(c) BJ-DRAW-04 nothing left to draw for")
            << "no-dealer-card-all-blackjacks-paid"
            << QStringList{cited("§7(a)", R"({"action": "pay", "seat": 2, "hand": 1, )"
                                          R"("wager": "main", "amount": "30.00"})")};
        QTest::newRow("§16(a) BJ-SETTLE-09 five-card 21 paid 2 to 1")
            << "five-card-21"
            << QStringList{cited("§16(a)", R"({"action": "pay", "seat": 1, "hand": 1, )"
                                           R"("wager": "main", "amount": "20.00"})")};
        QTest::newRow("§16(b) BJ-SETTLE-10 five-card 21 returned")
            << "five-card-21-against-dealer-21"
            << QStringList{cited("§16(b)", R"({"action": "return_wager", "seat": 1, "hand": 1, )"
                                           R"("wager": "main"})")};
        QTest::newRow("§3(e)(1) BJ-SETTLE-09 suited 6-7-8")
            << "suited-six-seven-eight"
            << QStringList{cited("§3(e)(1)", R"({"action": "pay", "seat": 1, "hand": 1, )"
                                             R"("wager": "main", "amount": "20.00"})")};
        QTest::newRow("§3(e)(2) BJ-SETTLE-09 three 7's")
            << "three-sevens"
            << QStringList{cited("§3(e)(2)", R"({"action": "pay", "seat": 1, "hand": 1, )"
                                             R"("wager": "main", "amount": "15.00"})")};
        QTest::newRow("§10(a) §11 BJ-OPT-10 a double after a split at a full table")
            << "seven-boxes-basic-strategy"
            << QStringList{cited("§10(c)", R"({"action": "deal_card", "seat": 4, "hand": 1, )"
                                           R"("face": "up", "sideways": true})")};
        QTest::newRow("§6(j) BJ-DEAL-07 the hole card turned up after the players' cards")
            << "hole-card-face-down-ace-dealer-blackjack"
            << QStringList{cited("§9(a)", R"({"action": "offer_insurance"})"),
                           cited("§6(j)", R"({"action": "reveal_hole_card"})"),
                           cited("§10(b)", R"({"action": "collect", "seat": 2, "hand": 1, )"
                                           R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§3(b) BJ-SETTLE-02 the split 21 returned")
            << "split-two-card-21-against-dealer-21"
            << QStringList{cited("§3(b)", R"({"action": "return_wager", "seat": 1, "hand": 1, )"
                                          R"("wager": "main"})")};
        QTest::newRow("§3(e) BJ-SETTLE-08 box by box")
            << "settlement-right-to-left"
            << QStringList{cited("§3(b)", R"({"action": "return_wager", "seat": 5, "hand": 1, )"
                                          R"("wager": "main"})")};
        QTest::newRow("§3(e) BJ-SETTLE-08 losers first")
            << "settlement-collect-then-pay-right-to-left"
            << QStringList{cited("§3(a)", R"({"action": "collect", "seat": 1, "hand": 1, )"
                                          R"("wager": "main", "amount": "10.00"})")};
        QTest::newRow("§15(b) BJ-IRR-02 the face-up card to the discard rack")
            << "irregularity-face-up-card-in-shoe"
            << QStringList{cited("§15(b)", R"({"action": "burn_card", "face": "up"})")};
        QTest::newRow("§15(l) BJ-IRR-12 the hole card turned up after the players")
            << "irregularity-card-reader-out-of-order"
            << QStringList{cited("§6(j)", R"({"action": "reveal_hole_card"})")};
        QTest::newRow("§3(h) BJ-WAGER-04 the player stopped")
            << "irregularity-player-reaches-for-wager"
            << QStringList{cited("§3(h)", R"({"action": "stop_wager_change", "seat": 3})")};
        QTest::newRow("§15(g) BJ-IRR-07 the discards shuffled, the first card burned")
            << "irregularity-short-shoe"
            << QStringList{cited("§15(g)", R"({"action": "shuffle"})"),
                           cited("§15(g)", R"({"action": "burn_card", "face": "down"})")};
    }

    void replayOfTheGoldenPasses() {
        QFETCH(QString, name);
        QFETCH(QStringList, lines);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        const QString golden = roundGolden(lesson->id, QStringLiteral(".autoplay.jsonl"));
        const clitest::Run run =
            clitest::runCli({QStringLiteral("replay"), roundFixture(name), golden});
        QVERIFY(run.finished);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.exitCode, 0);
        const QStringList out = run.outLines();
        QCOMPARE(out.size(), clitest::readAll(golden).count('\n') + 1);
        for (qsizetype i = 0; i + 1 < out.size(); ++i) {
            QVERIFY2(out[i].contains(QStringLiteral("  correct  Blackjack §")), qPrintable(out[i]));
        }
        QVERIFY2(out.last().contains(QStringLiteral("0 errors")) &&
                     out.last().contains(QStringLiteral("complete \u2014 passed")),
                 qPrintable(out.last()));
        for (const QString &line : lines) {
            bool found = false;
            for (const QString &printed : out) {
                found = found || printed.contains(line);
            }
            QVERIFY2(found, qPrintable(QStringLiteral("no line contains: ") + line));
        }
    }

    void mistakes_data() {
        QTest::addColumn<QString>("name");
        const QStringList transcripts =
            QDir(roundGoldenDir()).entryList({QStringLiteral("*.mistakes.jsonl")}, QDir::Files);
        QVERIFY(!transcripts.isEmpty());
        const QString prefix = QStringLiteral("blackjack_round-");
        for (const QString &transcript : transcripts) {
            QVERIFY2(transcript.startsWith(prefix), qPrintable(transcript));
            const QString name = transcript.mid(prefix.size())
                                     .chopped(static_cast<qsizetype>(qstrlen(".mistakes.jsonl")));
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void mistakes() {
        QFETCH(QString, name);
        QString problems;
        const auto lesson = load(roundFixture(name), &problems);
        QVERIFY2(lesson, qPrintable(problems));
        clitest::verifyMistakesReplay(
            lesson->id, {roundFixture(name)},
            roundGolden(lesson->id, QStringLiteral(".mistakes.jsonl")),
            roundGolden(lesson->id, QStringLiteral(".mistakes.replay.json")));
    }

    // Every fixture the rows above name is in the folder.
    void everyListedFixtureExists() {
        for (const FixtureRow &fixture : fixtureRows) {
            QVERIFY2(QFile::exists(roundFixture(QString::fromLatin1(fixture.name))), fixture.name);
        }
    }

    // Every fixture has its golden transcript and every golden file a fixture.
    void everyGoldenHasAFixture() {
        QSet<QString> fixtureIds;
        const QStringList fixtures =
            QDir(roundFixturesDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(fixtures.size() >= 3);
        for (const QString &file : fixtures) {
            QString problems;
            const auto lesson = load(QDir(roundFixturesDir()).filePath(file), &problems);
            QVERIFY2(lesson, qPrintable(problems));
            // The id names the file, as a shipped lesson's does.
            QCOMPARE(lesson->id, QStringLiteral("blackjack/round-") + file.chopped(5));
            fixtureIds.insert(clitest::goldenBaseName(lesson->id));
            QVERIFY2(QFile::exists(roundGolden(lesson->id, QStringLiteral(".autoplay.jsonl"))),
                     qPrintable(file));
        }
        for (const QString &golden : QDir(roundGoldenDir()).entryList(QDir::Files)) {
            if (golden == QStringLiteral("README.md")) {
                continue;
            }
            QVERIFY2(fixtureIds.contains(golden.section(QLatin1Char('.'), 0, 0)),
                     qPrintable(golden + QStringLiteral(" belongs to no round fixture")));
        }
    }
};

QTEST_GUILESS_MAIN(TestRoundLessons)
#include "tst_round_lessons.moc"

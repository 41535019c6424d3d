// The exact figures of the baccarat wagers by enumeration of the shoe
// (src/core/games/baccarat/analyzer.h). The expected values are the
// published figures of the game (six and eight decks), checked against the
// enumerator's exact counts; a brute-force deal of every ordered draw of a
// small shoe checks the counting itself.

#include "core_test_support.h"

#include <QElapsedTimer>
#include <QString>
#include <QTest>
#include <cmath>
#include <core/games/baccarat/analyzer.h>
#include <core/games/baccarat/coup.h>
#include <map>
#include <vector>

using namespace dt;
using namespace dt::baccarat;

using dttest::cardsOf;

namespace {

// weight / total rounded to `places` decimals, as an integer: 0.4585971... -> 458597.
qint64 rounded(std::int64_t weight, std::int64_t total, int places) {
    const long double scaled = static_cast<long double>(weight) / static_cast<long double>(total) *
                               std::pow(10.0L, places);
    return static_cast<qint64>(std::llround(scaled));
}

const WagerAnalysis *find(const AnalysisReport &report, Wager wager) {
    for (const WagerAnalysis &analysis : report.wagers) {
        if (analysis.wager == wager) {
            return &analysis;
        }
    }
    return nullptr;
}

// The house edge from the weights alone, computed here: a win pays `win`
// per unit (0.95 for the Banker's 1 to 1 less 5%), a loss costs the unit.
double edgePercent(const WagerAnalysis &analysis, std::int64_t total) {
    double expected = -static_cast<double>(analysis.loseWeight);
    for (const OutcomeLine &line : analysis.outcomes) {
        if (line.decision == Decision::Win) {
            const double paid = static_cast<double>(line.odds.win) /
                                static_cast<double>(line.odds.stake) * (line.vigorish ? 0.95 : 1.0);
            expected += paid * static_cast<double>(line.weight);
        }
    }
    return -expected / static_cast<double>(total) * 100.0;
}

TableRules everyWager(int decks) {
    TableRules rules;
    rules.decks = decks;
    rules.dragonBonus = DragonBonusTable::A;
    rules.houseMoney = true;
    return rules;
}

} // namespace

class TestBaccaratAnalyzer : public QObject {
    Q_OBJECT

private slots:
    void mainWagers_data();
    void mainWagers();
    void ezWagers_data();
    void ezWagers();
    void dragonBonusTableA();
    void weightsAddUp();
    void bruteForceSmallShoe();
    void offeredWagersOnly();
    void refusals();
    void fast();
};

void TestBaccaratAnalyzer::mainWagers_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<qint64>("bankerWin");
    QTest::addColumn<qint64>("playerWin");
    QTest::addColumn<qint64>("tie");
    QTest::addColumn<double>("bankerEdge");
    QTest::addColumn<double>("playerEdge");
    QTest::addColumn<double>("tieEdge");
    // Published figures (millionths; edges in percent to two places).
    QTest::newRow("§3(a) eight decks")
        << 8 << qint64{458597} << qint64{446247} << qint64{95156} << 1.06 << 1.24 << 14.36;
    QTest::newRow("§3(a) six decks")
        << 6 << qint64{458653} << qint64{446279} << qint64{95069} << 1.06 << 1.24 << 14.44;
}

void TestBaccaratAnalyzer::mainWagers() {
    QFETCH(int, decks);
    QFETCH(qint64, bankerWin);
    QFETCH(qint64, playerWin);
    QFETCH(qint64, tie);
    QFETCH(double, bankerEdge);
    QFETCH(double, playerEdge);
    QFETCH(double, tieEdge);
    const AnalysisReport report = analyze(everyWager(decks));
    QVERIFY(report.ok());
    const WagerAnalysis *banker = find(report, Wager::Banker);
    const WagerAnalysis *player = find(report, Wager::Player);
    const WagerAnalysis *tieWager = find(report, Wager::Tie);
    QVERIFY(banker && player && tieWager);
    QCOMPARE(rounded(banker->winWeight, report.total, 6), bankerWin);
    QCOMPARE(rounded(player->winWeight, report.total, 6), playerWin);
    QCOMPARE(rounded(tieWager->winWeight, report.total, 6), tie);
    // The Banker wins exactly when the Player loses, and both push on a tie.
    QCOMPARE(banker->winWeight, player->loseWeight);
    QCOMPARE(banker->pushWeight, tieWager->winWeight);
    QCOMPARE(player->pushWeight, tieWager->winWeight);
    QCOMPARE(std::round(edgePercent(*banker, report.total) * 100) / 100, bankerEdge);
    QCOMPARE(std::round(edgePercent(*player, report.total) * 100) / 100, playerEdge);
    QCOMPARE(std::round(edgePercent(*tieWager, report.total) * 100) / 100, tieEdge);
    for (const WagerAnalysis *analysis : {banker, player, tieWager}) {
        QVERIFY(std::abs(analysis->houseEdgePercent - edgePercent(*analysis, report.total)) < 1e-9);
    }
}

void TestBaccaratAnalyzer::ezWagers_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<qint64>("dragon7");
    QTest::addColumn<qint64>("panda8");
    QTest::addColumn<double>("dragon7Edge");
    QTest::addColumn<double>("panda8Edge");
    QTest::addColumn<double>("bankerEdge");
    // Published EZ Baccarat figures, eight decks: Dragon 7 2.2534%, 40 to 1
    // edge 7.61%; Panda 8 3.4543%, 25 to 1 edge 10.19%; the Banker without
    // vigorish, pushing on a Dragon 7, 1.02%.
    QTest::newRow("BA-SETTLE-12 eight decks")
        << 8 << qint64{22534} << qint64{34543} << 7.61 << 10.19 << 1.02;
}

void TestBaccaratAnalyzer::ezWagers() {
    QFETCH(int, decks);
    QFETCH(qint64, dragon7);
    QFETCH(qint64, panda8);
    QFETCH(double, dragon7Edge);
    QFETCH(double, panda8Edge);
    QFETCH(double, bankerEdge);
    TableRules rules = withEzBaccarat(everyWager(decks));
    const AnalysisReport report = analyze(rules);
    QVERIFY(report.ok());
    const WagerAnalysis *dragon = find(report, Wager::Dragon7);
    const WagerAnalysis *panda = find(report, Wager::Panda8);
    const WagerAnalysis *banker = find(report, Wager::Banker);
    QVERIFY(dragon && panda && banker);
    QCOMPARE(rounded(dragon->winWeight, report.total, 6), dragon7);
    QCOMPARE(rounded(panda->winWeight, report.total, 6), panda8);
    QCOMPARE(std::round(edgePercent(*dragon, report.total) * 100) / 100, dragon7Edge);
    QCOMPARE(std::round(edgePercent(*panda, report.total) * 100) / 100, panda8Edge);
    QCOMPARE(std::round(edgePercent(*banker, report.total) * 100) / 100, bankerEdge);
    // §8(a)(1)(iii): what a Dragon 7 takes from the Banker's wins it adds to its pushes.
    const AnalysisReport plain = analyze(everyWager(decks));
    const WagerAnalysis *plainBanker = find(plain, Wager::Banker);
    QVERIFY(plainBanker);
    QCOMPARE(plainBanker->winWeight - banker->winWeight, dragon->winWeight);
    QCOMPARE(banker->pushWeight - plainBanker->pushWeight, dragon->winWeight);
    QVERIFY(!banker->outcomes.empty() && !banker->outcomes.front().vigorish);
}

void TestBaccaratAnalyzer::dragonBonusTableA() {
    // Published Dragon Bonus figures, pay table A, eight decks: the Player
    // side 2.65%, the Banker side 9.37%.
    const AnalysisReport report = analyze(everyWager(8));
    const WagerAnalysis *player = find(report, Wager::DragonBonusPlayer);
    const WagerAnalysis *banker = find(report, Wager::DragonBonusBanker);
    QVERIFY(player && banker);
    QCOMPARE(std::round(edgePercent(*player, report.total) * 100) / 100, 2.65);
    QCOMPARE(std::round(edgePercent(*banker, report.total) * 100) / 100, 9.37);
    // Both sides push on the same natural ties (§8(a)(4)(iii)).
    QCOMPARE(player->pushWeight, banker->pushWeight);
    // The natural winner line and one line per winning margin 4 to 9.
    int marginLines = 0;
    for (const OutcomeLine &line : player->outcomes) {
        if (line.decision == Decision::Win && line.reason.starts_with("win by")) {
            ++marginLines;
        }
    }
    QCOMPARE(marginLines, 6);
}

void TestBaccaratAnalyzer::weightsAddUp() {
    const CoupDistribution distribution = enumerateCoups(Game::Baccarat, fullShoe(8));
    // 416 * 415 * 414 * 413 * 412 * 411 ordered draws of six cards.
    QCOMPARE(distribution.total, std::int64_t{416} * 415 * 414 * 413 * 412 * 411);
    std::int64_t sum = 0;
    for (const auto &[coup, weight] : distribution.coups) {
        QVERIFY(weight > 0);
        sum += weight;
    }
    QCOMPARE(sum, distribution.total);
}

void TestBaccaratAnalyzer::bruteForceSmallShoe() {
    // Every ordered draw of six of these eleven cards, dealt card by card
    // with dealCoup(): its counts must equal the rank enumeration's.
    const std::vector<Card> shoe = cardsOf(QStringLiteral("AS 2S 3S 4S 6S 7S 8S 9S KS KH 3H"));
    RankCounts counts{};
    for (const Card &card : shoe) {
        ++counts[static_cast<std::size_t>(card.rank) - 1];
    }
    std::map<std::vector<int>, std::int64_t> dealt;
    const std::size_t size = shoe.size();
    std::vector<Card> draw(6);
    std::int64_t draws = 0;
    for (std::size_t a = 0; a < size; ++a) {
        for (std::size_t b = 0; b < size; ++b) {
            for (std::size_t c = 0; c < size; ++c) {
                for (std::size_t d = 0; d < size; ++d) {
                    for (std::size_t e = 0; e < size; ++e) {
                        for (std::size_t f = 0; f < size; ++f) {
                            const std::size_t picks[6] = {a, b, c, d, e, f};
                            bool distinct = true;
                            for (int i = 0; i < 6 && distinct; ++i) {
                                for (int j = 0; j < i; ++j) {
                                    distinct = distinct && picks[i] != picks[j];
                                }
                            }
                            if (!distinct) {
                                continue;
                            }
                            for (std::size_t i = 0; i < 6; ++i) {
                                draw[i] = shoe[picks[i]];
                            }
                            const auto round = dealCoup(Game::Baccarat, draw);
                            QVERIFY(round.has_value());
                            const CoupSummary s = summarize(round->coup);
                            ++dealt[{s.playerPoint, s.bankerPoint, s.playerCards, s.bankerCards,
                                     s.playerPair ? 1 : 0, s.bankerPair ? 1 : 0}];
                            ++draws;
                        }
                    }
                }
            }
        }
    }
    const CoupDistribution distribution = enumerateCoups(Game::Baccarat, counts);
    QCOMPARE(distribution.total, draws);
    std::map<std::vector<int>, std::int64_t> enumerated;
    for (const auto &[s, weight] : distribution.coups) {
        enumerated[{s.playerPoint, s.bankerPoint, s.playerCards, s.bankerCards,
                    s.playerPair ? 1 : 0, s.bankerPair ? 1 : 0}] = weight;
    }
    QCOMPARE(enumerated.size(), dealt.size());
    QVERIFY(enumerated == dealt);
}

void TestBaccaratAnalyzer::offeredWagersOnly() {
    TableRules rules;
    const AnalysisReport plain = analyze(rules);
    QCOMPARE(plain.wagers.size(), std::size_t{3}); // Player, Banker, Tie
    const AnalysisReport midi = analyze(withEzBaccarat(midiBaccaratRules()));
    QVERIFY(midi.ok());
    QCOMPARE(midi.wagers.size(), std::size_t{5}); // and Dragon 7, Panda 8
    QCOMPARE(QString::fromStdString(midi.wagers.front().section.text()),
             QStringLiteral("Midi Baccarat §7(a)(2)"));
}

void TestBaccaratAnalyzer::refusals() {
    TableRules fiveDecks;
    fiveDecks.decks = 5;
    const AnalysisReport refused = analyze(fiveDecks);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.problems.size(), std::size_t{1});
    QVERIFY(refused.wagers.empty());
    // Midi §3(a) allows any number of decks from six; the counts stop at 24.
    TableRules manyDecks = midiBaccaratRules();
    manyDecks.decks = 25;
    const AnalysisReport tooMany = analyze(manyDecks);
    QVERIFY(tooMany.problems.empty());
    QVERIFY(!tooMany.refusal.empty());
    manyDecks.decks = 24;
    QVERIFY(analyze(manyDecks).ok());
}

void TestBaccaratAnalyzer::fast() {
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("timed only without the sanitizers (about a hundredth of a second in a release build)");
#endif
    QElapsedTimer timer;
    timer.start();
    const AnalysisReport report = analyze(withEzBaccarat(everyWager(8)));
    QVERIFY(report.ok());
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
}

QTEST_APPLESS_MAIN(TestBaccaratAnalyzer)
#include "tst_baccarat_analyzer.moc"

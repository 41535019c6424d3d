// The JSON form of a baccarat table (docs/cli.md, "analyze"): defaults per
// game, every key read, wrong keys and values reported at their path, and the
// regulation's refusals with their sections.
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <lessons/baccaratrulesreader.h>

using namespace dt::baccarat;
using dt::lessons::readBaccaratRules;

namespace {

QJsonObject json(const char *text) {
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

} // namespace

class TestBaccaratRulesReader : public QObject {
    Q_OBJECT

private slots:
    void defaultsPerGame() {
        const auto baccarat =
            readBaccaratRules(json(R"({"game": "baccarat"})"), QStringLiteral("$"));
        QVERIFY(baccarat.problems.isEmpty());
        QVERIFY(baccarat.rules == TableRules{});
        const auto midi =
            readBaccaratRules(json(R"({"game": "midi-baccarat"})"), QStringLiteral("$"));
        QVERIFY(midi.problems.isEmpty());
        QVERIFY(midi.rules == midiBaccaratRules());
    }

    void everyKeyIsRead() {
        const auto read = readBaccaratRules(json(R"({
            "game": "baccarat", "decks": 6, "seats": 12, "ezBaccarat": true,
            "dragonBonus": "B", "houseMoney": true, "houseMoneyRidePercent": 50,
            "vigorish": "marked", "vigorishRoundedUpTo25Cents": false, "tieOdds": "9 to 1",
            "cardTurning": "highest_bettors", "shoeDealer": "dealer_calling_game",
            "shuffle": "wash_and_three_dealers", "preparation": "batch_shuffler",
            "recut": "last_cutter", "unauthorizedThirdCardRemedy": "simulated_round"})"),
                                            QStringLiteral("$"));
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.join('\n')));
        TableRules expected = withEzBaccarat(TableRules{}); // §2(b)(2): EZ brings both wagers
        expected.decks = 6;
        expected.seats = 12;
        expected.dragonBonus = DragonBonusTable::B;
        expected.houseMoney = true;
        expected.houseMoneyRidePercent = 50;
        expected.vigorish = VigorishCollection::Marked;
        expected.vigorishRoundedUpTo25Cents = false;
        expected.tieOdds = dt::Odds{9, 1};
        expected.cardTurning = CardTurning::HighestBettors;
        expected.shoeDealer = ShoeDealer::DealerCallingGame;
        expected.shuffle = dt::ShuffleOption::WashAndThreeDealers;
        expected.preparation = CardPreparation::BatchShuffler;
        expected.recut = dt::RecutBy::LastCutter;
        expected.unauthorizedThirdCardRemedy = UnauthorizedThirdCardRemedy::SimulatedRound;
        QVERIFY(read.rules == expected);
    }

    void problemsAtTheirPath_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("problem");
        const auto row = [](const char *name, const char *text, const char *problem) {
            QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(problem);
        };
        row("game required", R"({"decks": 8})", "$.game: ");
        row("unknown key", R"({"game": "baccarat", "vig": "marked"})", "$.vig: ");
        row("wrong choice", R"({"game": "baccarat", "dragonBonus": "D"})", "$.dragonBonus: ");
        row("odds not odds", R"({"game": "baccarat", "tieOdds": "eight"})",
            "$.tieOdds: must be odds");
        row("BA-CONF-04 nine decks", R"({"game": "baccarat", "decks": 9})",
            "$.decks: Baccarat §3(a): ");
        row("MB-CONF-02 ten seats", R"({"game": "midi-baccarat", "seats": 10})",
            "$.seats: Midi Baccarat §2(a): ");
        row("BA-WAGER-03 Panda 8 without EZ", R"({"game": "baccarat", "panda8": true})",
            "$.panda8: Baccarat §8(a)(6): ");
    }

    void problemsAtTheirPath() {
        QFETCH(QString, json);
        QFETCH(QString, problem);
        const auto read =
            readBaccaratRules(QJsonDocument::fromJson(json.toUtf8()).object(), QStringLiteral("$"));
        QCOMPARE(read.problems.size(), 1);
        QVERIFY2(read.problems.first().startsWith(problem), qPrintable(read.problems.first()));
    }
};

QTEST_APPLESS_MAIN(TestBaccaratRulesReader)
#include "tst_baccaratrulesreader.moc"

// The JSON form of a blackjack table configuration (docs/table-config.md):
// every key read into TableOffer, every wrong type and unknown key reported at
// its path, the regulation's problems appended with their citation, a
// configuration written and read back unchanged, the shipped examples legal,
// and every section validate() cites present in the regulation text.

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>
#include <core/games/blackjack/table_offer.h>
#include <functional>
#include <lessons/regulationlibrary.h>
#include <lessons/tableofferreader.h>

using namespace dt;
using namespace dt::blackjack;
using dt::lessons::readTableOffer;
using dt::lessons::RegulationLibrary;
using dt::lessons::tableOfferToJson;

namespace {

QJsonObject jsonOf(const char *text) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        QTest::qFail(qPrintable(QStringLiteral("bad JSON in the test: ") + QString::fromUtf8(text)),
                     __FILE__, __LINE__);
    }
    return document.object();
}

// Field by field, so a setting the writer or the reader drops shows by name.
QStringList differences(const TableOffer &a, const TableOffer &b) {
    QStringList out;
    const auto check = [&out](bool same, const char *name) {
        if (!same) {
            out << QString::fromLatin1(name);
        }
    };
    check(a.regulation == b.regulation, "regulation");
    check(a.decks == b.decks, "decks");
    check(a.boxes == b.boxes, "boxes");
    check(a.shuffler == b.shuffler, "shuffler");
    check(a.doubleShoe == b.doubleShoe, "doubleShoe");
    check(a.heartsAndDiamondsSide == b.heartsAndDiamondsSide, "heartsAndDiamondsSide");
    check(a.sideWagers == b.sideWagers, "sideWagers");
    check(a.holeCard == b.holeCard, "holeCard");
    check(a.sixToFive == b.sixToFive, "sixToFive");
    check(a.sixToFiveRoundsPerDeck == b.sixToFiveRoundsPerDeck, "sixToFiveRoundsPerDeck");
    check(a.sixToFiveOnShoe == b.sixToFiveOnShoe, "sixToFiveOnShoe");
    check(a.sixToFiveRulesOnLayout == b.sixToFiveRulesOnLayout, "sixToFiveRulesOnLayout");
    check(a.soft17 == b.soft17, "soft17");
    check(a.surrender == b.surrender, "surrender");
    check(a.evenMoney == b.evenMoney, "evenMoney");
    check(a.insuranceAtPlayersTurn == b.insuranceAtPlayersTurn, "insuranceAtPlayersTurn");
    check(a.playersOutOnMisdelivery == b.playersOutOnMisdelivery, "playersOutOnMisdelivery");
    check(a.doubleCardFace == b.doubleCardFace, "doubleCardFace");
    check(a.doubleAfterSplit == b.doubleAfterSplit, "doubleAfterSplit");
    check(a.maxSplitHands == b.maxSplitHands, "maxSplitHands");
    check(a.splitAcesOnce == b.splitAcesOnce, "splitAcesOnce");
    check(a.sixSevenEightSuited2to1 == b.sixSevenEightSuited2to1, "sixSevenEightSuited2to1");
    check(a.threeSevens3to2 == b.threeSevens3to2, "threeSevens3to2");
    check(a.fiveCard21Pays2to1 == b.fiveCard21Pays2to1, "fiveCard21Pays2to1");
    check(a.splitTwoCard21BeatsDealer21 == b.splitTwoCard21BeatsDealer21,
          "splitTwoCard21BeatsDealer21");
    check(a.maxPlayersPerBox == b.maxPlayersPerBox, "maxPlayersPerBox");
    check(a.boxesPerPlayer == b.boxesPerPlayer, "boxesPerPlayer");
    check(a.multipleActionWagers == b.multipleActionWagers, "multipleActionWagers");
    check(a.multipleActionRequiresAll == b.multipleActionRequiresAll, "multipleActionRequiresAll");
    check(a.minimumWager == b.minimumWager, "minimumWager");
    check(a.maximumWager == b.maximumWager, "maximumWager");
    check(a.smallestChip == b.smallestChip, "smallestChip");
    const auto &x = a.sideWagerOptions;
    const auto &y = b.sideWagerOptions;
    check(x.additional.amount == y.additional.amount, "additional.amount");
    check(x.additional.sameSuitOption == y.additional.sameSuitOption, "sameSuitOption");
    check(x.additional.sevensOneSeven == y.additional.sevensOneSeven, "sevensOneSeven");
    check(x.progressive.initialMeter == y.progressive.initialMeter, "initialMeter");
    check(x.progressive.resetAmount == y.progressive.resetAmount, "resetAmount");
    check(x.progressive.progressionPercent == y.progressive.progressionPercent,
          "progressionPercent");
    check(x.super4Stax.payTable == y.super4Stax.payTable, "super4Stax.payTable");
    check(x.super4Stax.chosenSuit == y.super4Stax.chosenSuit, "chosenSuit");
    check(x.super4Stax.starOption == y.super4Stax.starOption, "starOption");
    check(x.super4Stax.mustHitConfiguration == y.super4Stax.mustHitConfiguration,
          "mustHitConfiguration");
    check(x.blackjackBonus.oneDollar == y.blackjackBonus.oneDollar, "oneDollar");
    check(x.blackjackBonus.fiveDollar == y.blackjackBonus.fiveDollar, "fiveDollar");
    check(x.blackjackBonus.oneDollarPayout == y.blackjackBonus.oneDollarPayout, "oneDollarPayout");
    check(x.blackjackBonus.fiveDollarPayout == y.blackjackBonus.fiveDollarPayout,
          "fiveDollarPayout");
    check(x.twentyPoint.payTable == y.twentyPoint.payTable, "twentyPoint.payTable");
    check(x.twentyPoint.aggregateCap == y.twentyPoint.aggregateCap, "aggregateCap");
    check(x.inBetween.payTable == y.inBetween.payTable, "inBetween.payTable");
    check(x.buster.payTable == y.buster.payTable, "buster.payTable");
    check(x.buster.freeBonusTable == y.buster.freeBonusTable, "freeBonusTable");
    check(x.twentyOnePlusThree.payTable == y.twentyOnePlusThree.payTable, "21+3 payTable");
    check(x.kingsBounty.payTable == y.kingsBounty.payTable, "kingsBounty.payTable");
    check(x.triLux.payTable == y.triLux.payTable, "triLux.payTable");
    check(x.blazing7s.payTable == y.blazing7s.payTable, "blazing7s.payTable");
    return out;
}

// Every setting away from its default; not a legal table (round trips do
// not depend on legality).
TableOffer everySettingChanged() {
    TableOffer o;
    o.regulation = Regulation::BlackjackTribal;
    o.decks = 8;
    o.boxes = 6;
    o.shuffler = Shuffler::AutomatedBatches;
    o.doubleShoe = true;
    o.heartsAndDiamondsSide = dt::ShoeSide::Right;
    o.holeCard = HoleCard::FaceDownWithCardReader;
    o.sixToFive = true;
    o.sixToFiveRoundsPerDeck = dt::blackjack::SixToFiveRoundsPerDeck::Single;
    o.sixToFiveOnShoe = true;
    o.sixToFiveRulesOnLayout = true;
    o.soft17 = DealerSoft17::Hits;
    o.surrender = true;
    o.evenMoney = true;
    o.insuranceAtPlayersTurn = true;
    o.playersOutOnMisdelivery = true;
    o.doubleCardFace = DoubleCardFace::FaceDownOnRequest;
    o.doubleAfterSplit = false;
    o.maxSplitHands = 4;
    o.splitAcesOnce = true;
    o.sixSevenEightSuited2to1 = true;
    o.threeSevens3to2 = true;
    o.fiveCard21Pays2to1 = true;
    o.splitTwoCard21BeatsDealer21 = true;
    o.maxPlayersPerBox = 3;
    o.boxesPerPlayer = false;
    o.multipleActionWagers = 2;
    o.multipleActionRequiresAll = true;
    o.minimumWager = Money::cents(2550);
    o.maximumWager = Money::dollars(2000);
    o.smallestChip = Money::cents(50);
    o.sideWagers = {kAllSideWagers.begin(), kAllSideWagers.end()};
    auto &w = o.sideWagerOptions;
    w.additional.amount = Money::dollars(2);
    w.additional.sameSuitOption = 3;
    w.additional.sevensOneSeven = SevensOneSeven::EitherInitialCard;
    w.progressive.initialMeter = Money::dollars(7500);
    w.progressive.resetAmount = Money::cents(600050);
    w.progressive.progressionPercent = 80;
    w.super4Stax.payTable = Super4StaxPayTable::UpdatedEightDeckEnvy;
    w.super4Stax.chosenSuit = Suit::Diamonds;
    w.super4Stax.starOption = 2;
    w.super4Stax.mustHitConfiguration = 3;
    w.blackjackBonus.oneDollar = false;
    w.blackjackBonus.fiveDollar = true;
    w.blackjackBonus.oneDollarPayout = Money::dollars(10);
    w.blackjackBonus.fiveDollarPayout = Money::dollars(100);
    w.twentyPoint.payTable = 'B';
    w.twentyPoint.aggregateCap = Money::dollars(30000);
    w.inBetween.payTable = 'C';
    w.buster.payTable = 'E';
    w.buster.freeBonusTable = 3;
    w.twentyOnePlusThree.payTable = 'B';
    w.kingsBounty.payTable = 2;
    w.triLux.payTable = 4;
    w.blazing7s.payTable = 2;
    return o;
}

QString examplesDir() {
    return QDir(QStringLiteral(DT_TEST_REGULATIONS_DIR))
        .absoluteFilePath(QStringLiteral("../examples/tables"));
}

} // namespace

using OfferCheck = std::function<bool(const TableOffer &)>;
Q_DECLARE_METATYPE(OfferCheck)

class TestTableOfferReader : public QObject {
    Q_OBJECT

private slots:
    void roundTrip();
    void writtenForm();
    void everyKey_data();
    void everyKey();
    void typeErrors_data();
    void typeErrors();
    void unknownKeys();
    void regulationProblemsCarryTheirCitation();
    void tribalDefaults();
    void examplesAreLegal_data();
    void examplesAreLegal();
    void documentedExampleIsLegal();
    void citedSectionsExist();
};

void TestTableOfferReader::roundTrip() {
    const TableOffer changed = everySettingChanged();
    const auto back = readTableOffer(tableOfferToJson(changed), QStringLiteral("$"));
    QCOMPARE(differences(back.offer, changed), QStringList());

    // A legal table reads back with no problem at all.
    TableOffer legal;
    legal.sideWagers = {SideWager::TwentyOnePlusThree, SideWager::MatchTheDealer};
    legal.sideWagerOptions.twentyOnePlusThree.payTable = 'B';
    const auto legalBack = readTableOffer(tableOfferToJson(legal), QStringLiteral("$"));
    QCOMPARE(legalBack.problems, QStringList());
    QCOMPARE(differences(legalBack.offer, legal), QStringList());
}

// The written form, checked against values written out here by hand.
void TestTableOfferReader::writtenForm() {
    const QJsonObject json = tableOfferToJson(everySettingChanged());
    QCOMPARE(json.value(QStringLiteral("regulation")).toString(),
             QStringLiteral("blackjack-tribal"));
    QCOMPARE(json.value(QStringLiteral("holeCard")).toString(),
             QStringLiteral("face_down_with_card_reader"));
    QCOMPARE(json.value(QStringLiteral("soft17")).toString(), QStringLiteral("hits"));
    QCOMPARE(json.value(QStringLiteral("shuffler")).toString(),
             QStringLiteral("automated_batches"));
    QCOMPARE(json.value(QStringLiteral("doubleCardFace")).toString(),
             QStringLiteral("face_down_on_request"));
    QCOMPARE(json.value(QStringLiteral("minimumWager")).toString(), QStringLiteral("25.50"));
    QCOMPARE(json.value(QStringLiteral("smallestChip")).toString(), QStringLiteral("0.50"));
    QCOMPARE(json.value(QStringLiteral("decks")).toInt(), 8);
    const QJsonObject wagers = json.value(QStringLiteral("sideWagers")).toObject();
    QCOMPARE(wagers.size(), qsizetype(kAllSideWagers.size()));
    QCOMPARE(
        wagers.value(QStringLiteral("sameSuit")).toObject().value(QStringLiteral("option")).toInt(),
        3);
    QCOMPARE(wagers.value(QStringLiteral("twentyOnePlusThree"))
                 .toObject()
                 .value(QStringLiteral("payTable"))
                 .toString(),
             QStringLiteral("B"));
    QCOMPARE(wagers.value(QStringLiteral("progressive"))
                 .toObject()
                 .value(QStringLiteral("resetAmount"))
                 .toString(),
             QStringLiteral("6000.50"));
    QCOMPARE(wagers.value(QStringLiteral("super4Stax"))
                 .toObject()
                 .value(QStringLiteral("payTable"))
                 .toString(),
             QStringLiteral("updated_eight_deck_envy"));
    QCOMPARE(wagers.value(QStringLiteral("streak")).toObject(), QJsonObject());
}

// One row per key: the JSON and what the offer must then hold.
void TestTableOfferReader::everyKey_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<OfferCheck>("holds");

    const auto row = [](const char *json, OfferCheck check) {
        QTest::newRow(QByteArray(json).simplified().constData()) << QByteArray(json) << check;
    };
    row(R"({"regulation": "blackjack-tribal"})",
        [](const TableOffer &o) { return o.regulation == Regulation::BlackjackTribal; });
    row(R"({"decks": 2})", [](const TableOffer &o) { return o.decks == 2; });
    row(R"({"boxes": 5})", [](const TableOffer &o) { return o.boxes == 5; });
    row(R"({"shuffler": "continuous"})",
        [](const TableOffer &o) { return o.shuffler == Shuffler::Continuous; });
    row(R"({"doubleShoe": true})", [](const TableOffer &o) { return o.doubleShoe; });
    row(R"({"heartsAndDiamondsSide": "right"})",
        [](const TableOffer &o) { return o.heartsAndDiamondsSide == dt::ShoeSide::Right; });
    row(R"({"holeCard": "face_up"})",
        [](const TableOffer &o) { return o.holeCard == HoleCard::FaceUp; });
    row(R"({"sixToFive": true})", [](const TableOffer &o) { return o.sixToFive; });
    row(R"({"sixToFiveRoundsPerDeck": "single"})", [](const TableOffer &o) {
        return o.sixToFiveRoundsPerDeck == dt::blackjack::SixToFiveRoundsPerDeck::Single;
    });
    row(R"({"sixToFiveOnShoe": true})", [](const TableOffer &o) { return o.sixToFiveOnShoe; });
    row(R"({"sixToFiveRulesOnLayout": true})",
        [](const TableOffer &o) { return o.sixToFiveRulesOnLayout; });
    row(R"({"soft17": "hits"})",
        [](const TableOffer &o) { return o.soft17 == DealerSoft17::Hits; });
    row(R"({"surrender": true})", [](const TableOffer &o) { return o.surrender; });
    row(R"({"evenMoney": true})", [](const TableOffer &o) { return o.evenMoney; });
    row(R"({"insuranceAtPlayersTurn": true})",
        [](const TableOffer &o) { return o.insuranceAtPlayersTurn; });
    row(R"({"playersOutOnMisdelivery": true})",
        [](const TableOffer &o) { return o.playersOutOnMisdelivery; }); // §15(a)
    row(R"({"doubleCardFace": "face_down"})",
        [](const TableOffer &o) { return o.doubleCardFace == DoubleCardFace::FaceDown; });
    row(R"({"doubleAfterSplit": false})", [](const TableOffer &o) { return !o.doubleAfterSplit; });
    row(R"({"maxSplitHands": 3})", [](const TableOffer &o) { return o.maxSplitHands == 3; });
    row(R"({"splitAcesOnce": true})", [](const TableOffer &o) { return o.splitAcesOnce; });
    row(R"({"sixSevenEightSuited2to1": true})",
        [](const TableOffer &o) { return o.sixSevenEightSuited2to1; });
    row(R"({"threeSevens3to2": true})", [](const TableOffer &o) { return o.threeSevens3to2; });
    row(R"({"fiveCard21Pays2to1": true})",
        [](const TableOffer &o) { return o.fiveCard21Pays2to1; });
    row(R"({"splitTwoCard21BeatsDealer21": true})",
        [](const TableOffer &o) { return o.splitTwoCard21BeatsDealer21; });
    row(R"({"maxPlayersPerBox": 2})", [](const TableOffer &o) { return o.maxPlayersPerBox == 2; });
    row(R"({"boxesPerPlayer": false})", [](const TableOffer &o) { return !o.boxesPerPlayer; });
    row(R"({"minimumWager": "10"})",
        [](const TableOffer &o) { return o.minimumWager == Money::dollars(10); });
    row(R"({"maximumWager": "1000.00"})",
        [](const TableOffer &o) { return o.maximumWager == Money::dollars(1000); });
    row(R"({"smallestChip": "0.50"})",
        [](const TableOffer &o) { return o.smallestChip == Money::cents(50); });
    row(R"({"sideWagers": {"overUnder13": {"amount": "1.00"}}})", [](const TableOffer &o) {
        return o.sideWagers == std::set<SideWager>{SideWager::OverUnder13};
    });
    row(R"({"sideWagers": {"sameSuit": {"option": 2}}})", [](const TableOffer &o) {
        return o.sideWagers.contains(SideWager::SameSuit) &&
               o.sideWagerOptions.additional.sameSuitOption == 2;
    });
    row(R"({"sideWagers": {"sevens": {"amount": "2"}}})", [](const TableOffer &o) {
        return o.sideWagers.contains(SideWager::Sevens) &&
               o.sideWagerOptions.additional.amount == Money::dollars(2);
    });
    row(R"({"sideWagers": {"sevens": {"oneSeven": "either_initial_card"}}})",
        [](const TableOffer &o) {
            return o.sideWagerOptions.additional.sevensOneSeven ==
                   SevensOneSeven::EitherInitialCard;
        });
    row(R"({"sideWagers": {"multipleAction": {"wagers": 2, "requireAll": true}}})",
        [](const TableOffer &o) {
            return o.sideWagers.contains(SideWager::MultipleAction) &&
                   o.multipleActionWagers == 2 && o.multipleActionRequiresAll;
        });
    row(R"({"sideWagers": {"progressive": {"initialMeter": "5000.00", "resetAmount": "6000",
            "progressionPercent": 75}}})",
        [](const TableOffer &o) {
            const auto &p = o.sideWagerOptions.progressive;
            return o.sideWagers.contains(SideWager::Progressive) &&
                   p.initialMeter == Money::dollars(5000) &&
                   p.resetAmount == Money::dollars(6000) && p.progressionPercent == 75;
        });
    row(R"({"sideWagers": {"super4Stax": {"payTable": "four_level", "chosenSuit": "clubs",
            "starOption": 3, "mustHitConfiguration": 2}}})",
        [](const TableOffer &o) {
            const auto &s = o.sideWagerOptions.super4Stax;
            return s.payTable == Super4StaxPayTable::FourLevel && s.chosenSuit == Suit::Clubs &&
                   s.starOption == 3 && s.mustHitConfiguration == 2;
        });
    row(R"({"sideWagers": {"blackjackBonus": {"oneDollar": false, "fiveDollar": true,
            "oneDollarPayout": "6", "fiveDollarPayout": "60"}}})",
        [](const TableOffer &o) {
            const auto &b = o.sideWagerOptions.blackjackBonus;
            return !b.oneDollar && b.fiveDollar && b.oneDollarPayout == Money::dollars(6) &&
                   b.fiveDollarPayout == Money::dollars(60);
        });
    row(R"({"sideWagers": {"streak": {}}})",
        [](const TableOffer &o) { return o.sideWagers.contains(SideWager::Streak); });
    row(R"({"sideWagers": {"matchTheDealer": {}}})",
        [](const TableOffer &o) { return o.sideWagers.contains(SideWager::MatchTheDealer); });
    row(R"({"sideWagers": {"twentyPointBonus": {"payTable": "B", "aggregateCap": "25000"}}})",
        [](const TableOffer &o) {
            return o.sideWagerOptions.twentyPoint.payTable == 'B' &&
                   o.sideWagerOptions.twentyPoint.aggregateCap == Money::dollars(25000);
        });
    row(R"({"sideWagers": {"optionalBonus": {}}})",
        [](const TableOffer &o) { return o.sideWagers.contains(SideWager::OptionalBonus); });
    row(R"({"sideWagers": {"inBetween": {"payTable": "D"}}})",
        [](const TableOffer &o) { return o.sideWagerOptions.inBetween.payTable == 'D'; });
    row(R"({"sideWagers": {"busterBlackjack": {"payTable": "F", "freeBonusTable": 1}}})",
        [](const TableOffer &o) {
            return o.sideWagerOptions.buster.payTable == 'F' &&
                   o.sideWagerOptions.buster.freeBonusTable == 1;
        });
    row(R"({"sideWagers": {"twentyOnePlusThree": {"payTable": "B"}}})",
        [](const TableOffer &o) { return o.sideWagerOptions.twentyOnePlusThree.payTable == 'B'; });
    row(R"({"sideWagers": {"kingsBounty": {"payTable": 2}}})",
        [](const TableOffer &o) { return o.sideWagerOptions.kingsBounty.payTable == 2; });
    row(R"({"sideWagers": {"triLuxBonus": {"payTable": 3}, "triLuxSuper3": {}}})",
        [](const TableOffer &o) {
            return o.sideWagers.contains(SideWager::TriLuxSuper3) &&
                   o.sideWagerOptions.triLux.payTable == 3;
        });
    row(R"({"sideWagers": {"luckyGeorge": {"payTable": 2}}})", [](const TableOffer &o) {
        return o.sideWagers.contains(SideWager::LuckyGeorge) &&
               o.sideWagerOptions.triLux.payTable == 2;
    });
    row(R"({"sideWagers": {"blazing7s": {"payTable": 2}}})",
        [](const TableOffer &o) { return o.sideWagerOptions.blazing7s.payTable == 2; });
}

void TestTableOfferReader::everyKey() {
    QFETCH(QByteArray, json);
    QFETCH(OfferCheck, holds);
    const auto result = readTableOffer(jsonOf(json.constData()), QStringLiteral("$"));
    QVERIFY(holds(result.offer));
    // No key is reported unknown or of the wrong type.
    for (const QString &problem : result.problems) {
        QVERIFY2(problem.contains(QStringLiteral("Blackjack")), qPrintable(problem));
    }
}

// One row per key: a value of the wrong type or form, and the message at its path.
void TestTableOfferReader::typeErrors_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");

    const auto row = [](const char *json, const char *expected) {
        QTest::newRow(json) << QByteArray(json) << QString::fromUtf8(expected);
    };
    row(R"({"regulation": "pontoon"})",
        R"($.table.regulation: must be "blackjack" or "blackjack-tribal" (not "pontoon"))");
    row(R"({"decks": "six"})", "$.table.decks: must be a whole number");
    row(R"({"decks": 6.5})", "$.table.decks: must be a whole number");
    row(R"({"boxes": true})", "$.table.boxes: must be a whole number");
    row(R"({"shuffler": "csm"})",
        R"($.table.shuffler: must be "manual", "automated_batches" or "continuous" (not "csm"))");
    row(R"({"doubleShoe": "yes"})", "$.table.doubleShoe: must be true or false");
    row(R"({"heartsAndDiamondsSide": "red"})",
        R"($.table.heartsAndDiamondsSide: must be "left" or "right" (not "red"))");
    row(R"({"holeCard": "faceDown"})",
        R"($.table.holeCard: must be "second_card_after_players", "face_down", )"
        R"("face_down_with_card_reader" or "face_up" (not "faceDown"))");
    row(R"({"sixToFive": 1})", "$.table.sixToFive: must be true or false");
    row(R"({"sixToFiveOnShoe": null})", "$.table.sixToFiveOnShoe: must be true or false");
    row(R"({"sixToFiveRoundsPerDeck": "one"})",
        R"($.table.sixToFiveRoundsPerDeck: must be "multiple" or "single" (not "one"))");
    row(R"({"sixToFiveRulesOnLayout": "true"})",
        "$.table.sixToFiveRulesOnLayout: must be true or false");
    row(R"({"soft17": "H17"})", R"($.table.soft17: must be "stands" or "hits" (not "H17"))");
    row(R"({"surrender": 0})", "$.table.surrender: must be true or false");
    row(R"({"evenMoney": []})", "$.table.evenMoney: must be true or false");
    row(R"({"insuranceAtPlayersTurn": {}})",
        "$.table.insuranceAtPlayersTurn: must be true or false");
    row(R"({"playersOutOnMisdelivery": "yes"})",
        "$.table.playersOutOnMisdelivery: must be true or false");
    row(R"({"doubleCardFace": 1})",
        R"($.table.doubleCardFace: must be "face_up", "face_down" or "face_down_on_request")");
    row(R"({"doubleAfterSplit": "no"})", "$.table.doubleAfterSplit: must be true or false");
    row(R"({"maxSplitHands": "4"})", "$.table.maxSplitHands: must be a whole number");
    row(R"({"splitAcesOnce": 1})", "$.table.splitAcesOnce: must be true or false");
    row(R"({"sixSevenEightSuited2to1": 2})",
        "$.table.sixSevenEightSuited2to1: must be true or false");
    row(R"({"threeSevens3to2": 1.5})", "$.table.threeSevens3to2: must be true or false");
    row(R"({"fiveCard21Pays2to1": "on"})", "$.table.fiveCard21Pays2to1: must be true or false");
    row(R"({"splitTwoCard21BeatsDealer21": 0})",
        "$.table.splitTwoCard21BeatsDealer21: must be true or false");
    row(R"({"maxPlayersPerBox": 1.5})", "$.table.maxPlayersPerBox: must be a whole number");
    row(R"({"boxesPerPlayer": "all"})", "$.table.boxesPerPlayer: must be true or false");
    row(R"({"minimumWager": 5})",
        R"($.table.minimumWager: must be an amount of dollars as a string, like "12.50")");
    row(R"({"maximumWager": "500.005"})",
        R"($.table.maximumWager: must be an amount of dollars as a string, like "12.50")");
    row(R"({"smallestChip": "$1,00"})",
        R"($.table.smallestChip: must be an amount of dollars as a string, like "12.50")");
    row(R"({"sideWagers": ["streak"]})", "$.table.sideWagers: must be an object ({...})");
    row(R"({"sideWagers": {"streak": true}})",
        "$.table.sideWagers.streak: must be an object ({...})");
    row(R"({"sideWagers": {"sameSuit": {"option": "2"}}})",
        "$.table.sideWagers.sameSuit.option: must be a whole number");
    row(R"({"sideWagers": {"sevens": {"amount": 1}}})",
        R"($.table.sideWagers.sevens.amount: must be an amount of dollars as a string, like "12.50")");
    row(R"({"sideWagers": {"multipleAction": {"wagers": "3"}}})",
        "$.table.sideWagers.multipleAction.wagers: must be a whole number");
    row(R"({"sideWagers": {"multipleAction": {"requireAll": "yes"}}})",
        "$.table.sideWagers.multipleAction.requireAll: must be true or false");
    row(R"({"sideWagers": {"progressive": {"initialMeter": 5000}}})",
        R"($.table.sideWagers.progressive.initialMeter: must be an amount of dollars as a string, like "12.50")");
    row(R"({"sideWagers": {"progressive": {"progressionPercent": "70%"}}})",
        "$.table.sideWagers.progressive.progressionPercent: must be a whole number");
    row(R"({"sideWagers": {"super4Stax": {"payTable": 1}}})",
        R"($.table.sideWagers.super4Stax.payTable: must be "three_level", "four_level", )"
        R"("five_level", "updated_eight_deck" or "updated_eight_deck_envy")");
    row(R"({"sideWagers": {"super4Stax": {"chosenSuit": "S"}}})",
        R"($.table.sideWagers.super4Stax.chosenSuit: must be "clubs", "diamonds", "hearts" or )"
        R"("spades" (not "S"))");
    row(R"({"sideWagers": {"super4Stax": {"starOption": true}}})",
        "$.table.sideWagers.super4Stax.starOption: must be a whole number");
    row(R"({"sideWagers": {"super4Stax": {"mustHitConfiguration": "none"}}})",
        "$.table.sideWagers.super4Stax.mustHitConfiguration: must be a whole number");
    row(R"({"sideWagers": {"blackjackBonus": {"fiveDollar": 5}}})",
        "$.table.sideWagers.blackjackBonus.fiveDollar: must be true or false");
    row(R"({"sideWagers": {"blackjackBonus": {"oneDollarPayout": 5}}})",
        R"($.table.sideWagers.blackjackBonus.oneDollarPayout: must be an amount of dollars as a string, like "12.50")");
    row(R"({"sideWagers": {"twentyPointBonus": {"payTable": "AB"}}})",
        R"($.table.sideWagers.twentyPointBonus.payTable: must be a pay table letter, like "A")");
    row(R"({"sideWagers": {"inBetween": {"payTable": "a"}}})",
        R"($.table.sideWagers.inBetween.payTable: must be a pay table letter, like "A")");
    row(R"({"sideWagers": {"busterBlackjack": {"freeBonusTable": "B1"}}})",
        "$.table.sideWagers.busterBlackjack.freeBonusTable: must be a whole number");
    row(R"({"sideWagers": {"twentyOnePlusThree": {"payTable": 1}}})",
        R"($.table.sideWagers.twentyOnePlusThree.payTable: must be a pay table letter, like "A")");
    row(R"({"sideWagers": {"kingsBounty": {"payTable": "1"}}})",
        "$.table.sideWagers.kingsBounty.payTable: must be a whole number");
    row(R"({"sideWagers": {"triLuxBonus": {"payTable": "4"}}})",
        "$.table.sideWagers.triLuxBonus.payTable: must be a whole number");
    row(R"({"sideWagers": {"triLuxBonus": {"payTable": 2}, "luckyGeorge": {"payTable": 3}}})",
        "$.table.sideWagers.luckyGeorge.payTable: must equal "
        "$.table.sideWagers.triLuxBonus.payTable: the TriLux Bonus and Lucky George share one "
        "pay table");
    row(R"({"sideWagers": {"blazing7s": {"payTable": "left"}}})",
        "$.table.sideWagers.blazing7s.payTable: must be a whole number");
}

void TestTableOfferReader::typeErrors() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto result = readTableOffer(jsonOf(json.constData()), QStringLiteral("$.table"));
    QVERIFY2(!result.problems.isEmpty(), json.constData());
    QCOMPARE(result.problems.first(), expected);
}

void TestTableOfferReader::unknownKeys() {
    const auto result = readTableOffer(
        jsonOf(R"({"deck": 6, "sideWagers": {"21+3": {}, "sameSuit": {"options": 2}}})"),
        QStringLiteral("$"));
    QCOMPARE(result.problems,
             (QStringList{
                 R"($.sideWagers.sameSuit.options: unknown key (did you mean "option"?))",
                 QStringLiteral("$.sideWagers.21+3: unknown key; allowed here: ") +
                     QStringLiteral("overUnder13, sameSuit, sevens, multipleAction, progressive, "
                                    "super4Stax, blackjackBonus, streak, matchTheDealer, "
                                    "twentyPointBonus, optionalBonus, inBetween, busterBlackjack, "
                                    "twentyOnePlusThree, kingsBounty, triLuxBonus, triLuxSuper3, "
                                    "luckyGeorge, blazing7s"),
                 R"($.deck: unknown key (did you mean "decks"?))",
             }));
}

// BJ-CONF-70: surrender with the 6 to 5 variation (Blackjack §8(c)); the
// problem is at the key it concerns and carries its citation.
void TestTableOfferReader::regulationProblemsCarryTheirCitation() {
    const auto result = readTableOffer(jsonOf(R"({"decks": 1, "sixToFive": true,
        "shuffler": "automated_batches", "soft17": "hits", "surrender": true})"),
                                       QStringLiteral("$.table"));
    QCOMPARE(result.problems.size(), qsizetype(1));
    QVERIFY2(result.problems.first().startsWith(
                 QStringLiteral("$.table.surrender: Blackjack §8(c): surrender is not available")),
             qPrintable(result.problems.first()));

    // 002 (BJ2-CONF-07): cited as the tribal text prints it.
    const auto tribal = readTableOffer(
        jsonOf(R"({"regulation": "blackjack-tribal", "holeCard": "second_card_after_players",
                   "sideWagers": {"multipleAction": {}, "streak": {}}})"),
        QStringLiteral("$"));
    QCOMPARE(tribal.problems.size(), qsizetype(1));
    QVERIFY2(tribal.problems.first().startsWith(
                 QStringLiteral("$.sideWagers.multipleAction: Blackjack (tribal) (q)(1): ")),
             qPrintable(tribal.problems.first()));

    // BJ-CONF-14: one round per deck is the 6 to 5 variation's election (§5(i)).
    const auto shoe = readTableOffer(jsonOf(R"({"sixToFiveRoundsPerDeck": "single"})"),
                                     QStringLiteral("$.rules.table"));
    QCOMPARE(shoe.problems.size(), qsizetype(1));
    QVERIFY2(shoe.problems.first().startsWith(
                 QStringLiteral("$.rules.table.sixToFiveRoundsPerDeck: Blackjack §5(i): ")),
             qPrintable(shoe.problems.first()));

    // BJ2-CONF-03: 002 has no 6 to 5 variation, so no §6A(c) burn at each
    // round; its burns are (f)(3)'s. Reported at the option's own key.
    const auto tribalBurn = readTableOffer(
        jsonOf(R"({"regulation": "blackjack-tribal", "sixToFiveBurnEachRound": true})"),
        QStringLiteral("$.rules.table"));
    QCOMPARE(tribalBurn.problems.size(), qsizetype(1));
    QVERIFY2(tribalBurn.problems.first().startsWith(QStringLiteral(
                 "$.rules.table.sixToFiveBurnEachRound: Blackjack (tribal) (f)(3): ")),
             qPrintable(tribalBurn.problems.first()));

    // A value that could not be read is not also judged by the regulation.
    // Here the default soft 17 (stands) would break §12(d).
    const auto bad = readTableOffer(jsonOf(R"({"decks": 1, "sixToFive": true,
        "shuffler": "automated_batches", "soft17": "H17"})"),
                                    QStringLiteral("$"));
    QCOMPARE(bad.problems,
             QStringList{QStringLiteral(R"($.soft17: must be "stands" or "hits" (not "H17"))")});
}

void TestTableOfferReader::tribalDefaults() {
    const auto result =
        readTableOffer(jsonOf(R"({"regulation": "blackjack-tribal"})"), QStringLiteral("$"));
    QCOMPARE(result.problems, QStringList());
    QCOMPARE(result.offer.holeCard, HoleCard::FaceDown); // 002 (f)(5)(iv)
}

void TestTableOfferReader::examplesAreLegal_data() {
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(examplesDir()).entryList({QStringLiteral("*.json")});
    QVERIFY(files.contains(QStringLiteral("six-deck-shoe.json")));
    QVERIFY(files.contains(QStringLiteral("six-to-five-single-deck.json")));
    QVERIFY(files.contains(QStringLiteral("side-wagers-21plus3.json")));
    for (const QString &file : files) {
        QTest::newRow(qPrintable(file)) << QDir(examplesDir()).absoluteFilePath(file);
    }
}

void TestTableOfferReader::examplesAreLegal() {
    QFETCH(QString, file);
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QJsonDocument document = QJsonDocument::fromJson(in.readAll());
    QVERIFY(document.isObject());
    const auto result = readTableOffer(document.object(), QStringLiteral("$"));
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(QLatin1Char('\n'))));
}

// The full table of docs/table-config.md.
void TestTableOfferReader::documentedExampleIsLegal() {
    QFile doc(QDir(QStringLiteral(DT_TEST_REGULATIONS_DIR))
                  .absoluteFilePath(QStringLiteral("../docs/table-config.md")));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    const qsizetype start = text.indexOf(QStringLiteral("```json\n"));
    QVERIFY(start >= 0);
    const qsizetype end = text.indexOf(QStringLiteral("```"), start + 8);
    const QJsonDocument document =
        QJsonDocument::fromJson(text.mid(start + 8, end - start - 8).toUtf8());
    QVERIFY(document.isObject());
    const auto result = readTableOffer(document.object(), QStringLiteral("$"));
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(QLatin1Char('\n'))));
    QCOMPARE(result.offer.sideWagers.size(), std::size_t{5});
}

// Every section validate() can cite is in the regulation text as printed:
// the section strings of table_offer.cpp, "17(a)" in 000, "(q)(1)" in 002.
void TestTableOfferReader::citedSectionsExist() {
    // Every blackjack rules file: the configuration checks live in
    // table_offer.cpp and in each side wager's own file.
    const QDir sources(QDir(QStringLiteral(DT_TEST_REGULATIONS_DIR))
                           .absoluteFilePath(QStringLiteral("../src/core/games/blackjack")));
    QString text;
    for (const QString &name : sources.entryList({QStringLiteral("*.cpp")}, QDir::Files)) {
        QFile source(sources.absoluteFilePath(name));
        QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(name));
        text += QString::fromUtf8(source.readAll());
    }
    static const QRegularExpression cited(
        QStringLiteral("\"((?:\\d+[a-z]?)?(?:\\([A-Za-z0-9]+\\))+|[1-9]\\d?)\""));
    const RegulationLibrary library{QStringLiteral(DT_TEST_REGULATIONS_DIR)};
    int count = 0;
    QStringList missing;
    for (auto it = cited.globalMatch(text); it.hasNext();) {
        const QString section = it.next().captured(1);
        // The text prints §20(l) and §22(l) as "(1)", which reads as a
        // paragraph of (k) (checklist: read as (l)); cited as (l) all the same.
        if (section == QStringLiteral("20(l)") || section == QStringLiteral("22(l)")) {
            continue;
        }
        const Regulation regulation = section.startsWith(QLatin1Char('('))
                                          ? Regulation::BlackjackTribal
                                          : Regulation::Blackjack;
        const Citation citation{regulation, section.toStdString()};
        if (!library.contains(citation)) {
            missing << QString::fromStdString(citation.text());
        }
        ++count;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    QVERIFY(count > 200);
}

QTEST_APPLESS_MAIN(TestTableOfferReader)
#include "tst_tableofferreader.moc"

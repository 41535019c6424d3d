// Citations as data: shown as the README prescribes ("Blackjack §6(e)(1)",
// "Blackjack (tribal) (n)(5)") and parsed back for stored verdicts.

#include "core_test_support.h"

#include <QTest>
#include <array>
#include <core/citation.h>

using namespace dt;
using dttest::qs;

namespace {
constexpr std::array<Regulation, 5> kAll = {Regulation::Blackjack, Regulation::FreeBet,
                                            Regulation::BlackjackTribal, Regulation::Pontoon,
                                            Regulation::Compendium};
}

class TestCitation : public QObject {
    Q_OBJECT

private slots:
    void textShowsTitleAndSection();
    void everyRegulationRoundTrips();
    void tribalIsNotReadAsPlainBlackjack();
    void plainBlackjackIsNotReadAsTribal();
    void malformedCitationsAreRefused_data();
    void malformedCitationsAreRefused();
    void regulationFilesAndKeys();
    void compendiumPartsNameTheGame_data();
    void compendiumPartsNameTheGame();
};

void TestCitation::textShowsTitleAndSection() {
    QCOMPARE(qs(Citation{Regulation::Blackjack, "5(e)(2)"}.text()), qs("Blackjack §5(e)(2)"));
    QCOMPARE(qs(Citation{Regulation::BlackjackTribal, "(e)(3)"}.text()),
             qs("Blackjack (tribal) (e)(3)"));
    QCOMPARE(qs(Citation{Regulation::FreeBet, "4(d)"}.text()), qs("Free Bet Blackjack §4(d)"));
    QCOMPARE(qs(Citation{Regulation::Pontoon, "2"}.text()), qs("Pontoon 21 §2"));
    QCOMPARE(qs(Citation{Regulation::Compendium, "11(c) Table 1"}.text()),
             qs("Table games §11(c) Table 1"));
}

void TestCitation::everyRegulationRoundTrips() {
    for (const Regulation regulation : kAll) {
        for (const char *section :
             {"5(e)(2)", "(e)(3)", "4(a)-(b)", "6(l)(2)(i)", "11(c) Table 1"}) {
            const Citation citation{regulation, section};
            const auto parsed = parseCitation(citation.text());
            QVERIFY2(parsed.has_value(), citation.text().c_str());
            QVERIFY2(*parsed == citation, citation.text().c_str());
        }
    }
}

void TestCitation::tribalIsNotReadAsPlainBlackjack() {
    // "Blackjack" is a prefix of "Blackjack (tribal)": the longer title wins.
    const auto parsed = parseCitation("Blackjack (tribal) (e)(5)(iii)");
    QVERIFY(parsed.has_value());
    QCOMPARE(int(parsed->regulation), int(Regulation::BlackjackTribal));
    QCOMPARE(qs(parsed->section), qs("(e)(5)(iii)"));
}

void TestCitation::plainBlackjackIsNotReadAsTribal() {
    const auto parsed = parseCitation("Blackjack §5(e)(3)");
    QVERIFY(parsed.has_value());
    QCOMPARE(int(parsed->regulation), int(Regulation::Blackjack));
    QCOMPARE(qs(parsed->section), qs("5(e)(3)"));
    // "Free Bet Blackjack" ends in "Blackjack" but starts differently.
    const auto freeBet = parseCitation("Free Bet Blackjack §4(d)");
    QVERIFY(freeBet.has_value());
    QCOMPARE(int(freeBet->regulation), int(Regulation::FreeBet));
}

void TestCitation::malformedCitationsAreRefused_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("title only") << "Blackjack";
    QTest::newRow("title and sign only") << "Blackjack §";
    QTest::newRow("tribal without section") << "Blackjack (tribal) ";
    QTest::newRow("no section sign") << "Blackjack 5(c)";
    QTest::newRow("unknown title") << "Poker §3";
    QTest::newRow("lower case") << "blackjack §5(c)";
    QTest::newRow("no space") << "Blackjack§5(c)";
    QTest::newRow("part without section") << "Baccarat §";
    QTest::newRow("part without section sign") << "Baccarat 5(c)";
}

void TestCitation::malformedCitationsAreRefused() {
    QFETCH(QString, text);
    QVERIFY(!parseCitation(text.toStdString()).has_value());
}

void TestCitation::regulationFilesAndKeys() {
    QCOMPARE(qs(regulationFile(Regulation::Blackjack)), qs("000_bcc70e8bd3ceebe5.txt"));
    QCOMPARE(qs(regulationFile(Regulation::FreeBet)), qs("001_05e820dcf76f6a4d.txt"));
    QCOMPARE(qs(regulationFile(Regulation::BlackjackTribal)), qs("002_63082fe8703cb28c.txt"));
    QCOMPARE(qs(regulationFile(Regulation::Pontoon)), qs("003_432458591fe9086f.txt"));
    QCOMPARE(qs(regulationFile(Regulation::Compendium)), qs("004_21471357d0bc41a5.txt"));
    QCOMPARE(qs(regulationTitle(Regulation::BlackjackTribal)), qs("Blackjack (tribal)"));
    for (const Regulation regulation : kAll) {
        const auto key = regulationKey(regulation);
        QVERIFY(!key.empty());
        QCOMPARE(int(regulationFromKey(key).value()), int(regulation));
    }
    QCOMPARE(qs(regulationKey(Regulation::BlackjackTribal)), qs("blackjack-tribal"));
    QVERIFY(!regulationFromKey("Blackjack").has_value());
    QVERIFY(!regulationFromKey("").has_value());
}

// regulations/README.md: "Baccarat §11(c) Table 1" — a 004 citation names
// the game of its part, not the compendium.
void TestCitation::compendiumPartsNameTheGame_data() {
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("part");
    QTest::newRow("baccarat") << "Baccarat 11(c) Table 1"
                              << "Baccarat §11(c) Table 1"
                              << "Baccarat";
    // The longer name wins: a Midi Baccarat section is not a Baccarat one.
    QTest::newRow("midi baccarat") << "Midi Baccarat 8(c)"
                                   << "Midi Baccarat §8(c)"
                                   << "Midi Baccarat";
    QTest::newRow("craps") << "Craps 4(a)"
                           << "Craps §4(a)"
                           << "Craps";
    QTest::newRow("red dog") << "Red Dog 5(i)(2)"
                             << "Red Dog §5(i)(2)"
                             << "Red Dog";
    // 004's older Blackjack is not 000's "Blackjack §".
    QTest::newRow("blackjack part") << "Blackjack (table games) 6(e)"
                                    << "Blackjack (table games) §6(e)"
                                    << "Blackjack (table games)";
    QTest::newRow("no part") << "11(c)"
                             << "Table games §11(c)"
                             << "";
}

void TestCitation::compendiumPartsNameTheGame() {
    QFETCH(QString, section);
    QFETCH(QString, text);
    QFETCH(QString, part);
    const Citation citation{Regulation::Compendium, section.toStdString()};
    QCOMPARE(qs(citation.text()), text);
    const auto parsed = parseCitation(text.toStdString());
    QVERIFY(parsed.has_value());
    QCOMPARE(int(parsed->regulation), int(Regulation::Compendium));
    QCOMPARE(qs(parsed->section), section);
    const auto *found = compendiumPartOf(citation.section);
    QCOMPARE(found == nullptr ? QString() : qs(found->name), part);
}

QTEST_APPLESS_MAIN(TestCitation)
#include "tst_citation.moc"

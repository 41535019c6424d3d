// The regulation texts as the app quotes them: each cited section is found,
// the most specific part of it, a list item after the line introducing it.
#include <QTest>
#include <core/referee_for.h>
#include <core/session.h>
#include <lessons/lessoncatalog.h>
#include <lessons/regulationlibrary.h>

using dt::lessons::RegulationLibrary;

class RegulationLibraryTest : public QObject {
    Q_OBJECT

private slots:
    void sections_data();
    void sections();
    void listItemsComeAfterTheirStem();
    void otherPartsComeAlone();
    void rangeGivesEveryPart();
    void subParagraphsAreLabelled();
    void fallsBackToTheMostSpecificPartFound();
    void containsOnlyWhatIsPrinted();
    void unknownIsEmpty();
    void everyCitationOfTheShippedLessonsIsFound();

private:
    RegulationLibrary m_library{QStringLiteral(DT_TEST_REGULATIONS_DIR)};
};

// The cited part is found where the text puts it: `stem` is the line that
// introduces the list it is an item of ("" when it is none), `startsWith` the
// start of the part itself.
void RegulationLibraryTest::sections_data() {
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("stem");
    QTest::addColumn<QString>("startsWith");

    const QString cutter = QStringLiteral("The player to cut the cards shall be:");
    const QString shuffleAndCut = QStringLiteral("Shuffle and cut of the cards");
    QTest::newRow("000 paragraph")
        << QStringLiteral("Blackjack §5(e)(2)") << cutter
        << QStringLiteral("(2) The player on whose box the cut card appeared");
    QTest::newRow("000 letter") << QStringLiteral("Blackjack §5(c)") << shuffleAndCut
                                << QStringLiteral("(c) The player designated by subsection (e)");
    QTest::newRow("000 letter without dash")
        << QStringLiteral("Blackjack §4(a)") << QStringLiteral("Opening of table for gaming")
        << QStringLiteral("(a) After receiving the one or more");
    QTest::newRow("000 letter (i) after (h)(1)")
        << QStringLiteral("Blackjack §5(i)") << shuffleAndCut
        << QStringLiteral("(i) For the 6 to 5 blackjack variation");
    QTest::newRow("000 roman after a blank line") << QStringLiteral("Blackjack §2(b)(3)(ii)")
                                                  << QStringLiteral("An ace shall have a value of:")
                                                  << QStringLiteral("(ii) One, if the ace");
    QTest::newRow("000 lettered section")
        << QStringLiteral("Blackjack §6a") << QString()
        << QStringLiteral("Procedure for dealing cards in 6 to 5");
    QTest::newRow("000 deep") << QStringLiteral("Blackjack §6(l)(2)(i)")
                              << QStringLiteral("Prepare to shuffle the cards, as follows:")
                              << QStringLiteral("(i) Whenever a single dealing shoe is used");
    QTest::newRow("000 after a sentence") << QStringLiteral("Blackjack §5(l)(2)") << QString()
                                          << QStringLiteral("The \"riffle\" is when");
    QTest::newRow("002 paragraph") << QStringLiteral("Blackjack (tribal) (e)(3)")
                                   << QStringLiteral("Shuffle and Cut of the Cards")
                                   << QStringLiteral("(3) The player receiving the cut card");
    QTest::newRow("002 roman") << QStringLiteral("Blackjack (tribal) (e)(5)(ii)") << cutter
                               << QStringLiteral("(ii) The player on whose box the cutting card");
    QTest::newRow("002 heading") << QStringLiteral("Blackjack (tribal) (e)") << QString()
                                 << QStringLiteral("Shuffle and Cut of the Cards");
    QTest::newRow("002 letter (i) after (h)")
        << QStringLiteral("Blackjack (tribal) (i)(3)") << QStringLiteral("Insurance Wagers")
        << QStringLiteral("(3) All winning insurance wagers");
    // 004 numbers its sections afresh in each game's part, and some of its
    // lists "- 1." where the others write "(1)" (the checklist cites "9(d)(6)").
    QTest::newRow("004 Baccarat section")
        << QStringLiteral("Baccarat §5(c)") << QStringLiteral("Shuffle and cut of the cards")
        << QStringLiteral("(c)");
    QTest::newRow("004 Midi Baccarat is its own part")
        << QStringLiteral("Midi Baccarat §2(a)")
        << QStringLiteral("Midibaccarat table physical characteristics")
        << QStringLiteral("(a) Midibaccarat shall be played");
    QTest::newRow("004 numbered item")
        << QStringLiteral("Baccarat §9(d)(6)")
        << QStringLiteral("A licensee may, if specified in its Rules Submission (relating to "
                          "table games Rules Submissions), elect to use the following procedures "
                          "in lieu of the procedures in subsection (c) and Section 10(a) (relating "
                          "to procedure for dealing a third card), after all four cards have been "
                          "dealt:")
        << QStringLiteral("(6) If two or more players wager");
    QTest::newRow("004 sentence broken across a page")
        << QStringLiteral("Baccarat §9(d)(3)")
        << QStringLiteral("A licensee may, if specified in its Rules Submission (relating to "
                          "table games Rules Submissions), elect to use the following procedures "
                          "in lieu of the procedures in subsection (c) and Section 10(a) (relating "
                          "to procedure for dealing a third card), after all four cards have been "
                          "dealt:")
        << QStringLiteral(
               "(3) The dealer calling the game shall then hand the two cards of the "
               "Banker's Hand, face down, to the player with the highest wager on the "
               "Banker's Hand. After viewing the Banker's Hand, the player shall return "
               "the two cards, face up, to the dealer calling the game, who shall place");
    QTest::newRow("004 undashed item continues its list")
        << QStringLiteral("Baccarat §7(d)(2)")
        << QStringLiteral("Notwithstanding subsections (b) and (c), the dealer may act as the "
                          "curator if either:")
        << QStringLiteral("(2) No player to whom the dealing shoe is offered");
    QTest::newRow("004 roman under a numbered item")
        << QStringLiteral("Baccarat §9(e)(1)(ii)")
        << QStringLiteral("If a player placed a House Money Wager, beginning from the dealer's "
                          "right and moving counterclockwise around the table, the dealer shall "
                          "collect all losing House Money wagers and pay all winning wagers in "
                          "accordance with Section 13(h) (relating to payout odds; vigorish) "
                          "provided that, at a player's discretion, the player may add the winning "
                          "House Money payout to the player's original wager on the Player's or "
                          "Banker's Hand in accordance with the following:")
        << QStringLiteral("(ii) A player may not touch the winning House Money payout");
    // Checklist "Source typos", 004 Midi §8(c): "First sub-item unnumbered";
    // the referee cites it as §8(c)(1) (MB-DEAL-02), the item before "- 2.".
    QTest::newRow("004 unnumbered first item")
        << QStringLiteral("Midi Baccarat §8(c)(1)") << QString()
        << QStringLiteral("After all four cards have been dealt, the dealer shall place");
    QTest::newRow("002 upper after a stem")
        << QStringLiteral("Blackjack (tribal) (f)(10)(ii)(A)")
        << QStringLiteral("Prepare to shuffle the cards, as follows:")
        << QStringLiteral("(A) Whenever a single dealing shoe is used");
}

void RegulationLibraryTest::sections() {
    QFETCH(QString, citation);
    QFETCH(QString, stem);
    QFETCH(QString, startsWith);
    const QString text = m_library.sectionText(citation);
    QVERIFY2(!text.isEmpty(), qPrintable(citation));
    const QString expected = stem.isEmpty() ? startsWith : stem + u'\n' + startsWith;
    QVERIFY2(text.startsWith(expected), qPrintable(text));
}

// An item of a list comes after the line that introduces the list, so the
// trainee reads "The player to cut the cards shall be: ... (1) The first player".
void RegulationLibraryTest::listItemsComeAfterTheirStem() {
    QCOMPARE(m_library.sectionText(QStringLiteral("Blackjack §5(e)(1)")),
             QStringLiteral("The player to cut the cards shall be:\n"
                            "(1) The first player to the table if the game is just beginning;"));
    // A section with no text of its own but its title introduces its paragraphs.
    QCOMPARE(m_library.sectionText(QStringLiteral("Blackjack §5(c)")),
             QStringLiteral("Shuffle and cut of the cards\n"
                            "(c) The player designated by subsection (e) of this section shall "
                            "cut the cards by placing the cut card in the stack at least a deck "
                            "in from either end."));
    QCOMPARE(m_library.sectionText(QStringLiteral("Blackjack §6(c)")),
             QStringLiteral("Procedure for dealing of cards\n"
                            "(c) After each full set of cards is placed in the shoe, the dealer "
                            "shall remove the first card there from face downwards and place it "
                            "in the discard rack. Each new dealer who comes to the table shall "
                            "also burn one card as described herein before the new dealer deals "
                            "any cards to the players. The burn card shall be disclosed if "
                            "requested by the player."));
    // So does a lettered paragraph of 002, which is a title.
    QCOMPARE(m_library.sectionText(QStringLiteral("Blackjack (tribal) (e)(3)")),
             QStringLiteral("Shuffle and Cut of the Cards\n"
                            "(3) The player receiving the cut card on the previous deal shall "
                            "cut the cards by placing the cutting card in the stack at least 10 "
                            "cards in from either end."));
}

// A part whose parent is a sentence of its own, and a whole section, are not
// items of a list.
void RegulationLibraryTest::otherPartsComeAlone() {
    QCOMPARE(m_library.sectionText(QStringLiteral("Blackjack §5(l)(4)")),
             QStringLiteral("The \"strip\" also known as running cuts. The strip should not occur "
                            "before at least two riffles have taken place."));
    QVERIFY(m_library.sectionText(QStringLiteral("Blackjack §5"))
                .startsWith(u"Shuffle and cut of the cards\n(a) Immediately prior"));
    QVERIFY(m_library.sectionText(QStringLiteral("Blackjack (tribal) (d)"))
                .startsWith(u"Opening of Table for Gaming\n(1) After receiving"));
}

void RegulationLibraryTest::rangeGivesEveryPart() {
    const QString text = m_library.sectionText(QStringLiteral("Blackjack §4(a)-(b)"));
    QVERIFY2(text.startsWith(u"Opening of table for gaming\n(a) After receiving"),
             qPrintable(text));
    QVERIFY(text.contains(u"\n(b) After the cards are inspected"));
    QVERIFY(!text.contains(u"(c)"));

    const QString cutters = m_library.sectionText(QStringLiteral("Blackjack §5(e)(3)-(4)"));
    const QStringList lines = cutters.split(u'\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), QStringLiteral("The player to cut the cards shall be:"));
    QVERIFY(lines.at(1).startsWith(u"(3) The player at the farthest point"));
    QVERIFY(lines.at(2).startsWith(u"(4) The player at the farthest point"));
}

void RegulationLibraryTest::subParagraphsAreLabelled() {
    const QString text = m_library.sectionText(QStringLiteral("Blackjack §5(e)"));
    const QStringList lines = text.split(u'\n');
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines.at(0), QStringLiteral("Shuffle and cut of the cards"));
    QCOMPARE(lines.at(1), QStringLiteral("(e) The player to cut the cards shall be:"));
    QVERIFY(lines.at(2).startsWith(u"(1) The first player to the table"));
    QVERIFY(lines.at(5).startsWith(u"(4) The player at the farthest point"));

    const QString tribal = m_library.sectionText(QStringLiteral("Blackjack (tribal) (e)(5)"));
    QVERIFY2(tribal.startsWith(u"Shuffle and Cut of the Cards\n"
                               u"(5) The player to cut the cards shall be:\n(i) The first player"),
             qPrintable(tribal));
    QVERIFY(tribal.contains(u"\n(iv) The player at the farthest point"));

    // Below the part's own sub-paragraphs, labels are relative to the part.
    const QString idle = m_library.sectionText(QStringLiteral("Blackjack §5(j)"));
    QVERIFY(idle.contains(u"\n(2) If an automated shuffling device is in use"));
    QVERIFY(idle.contains(u"\n(2)(i) The automated card shuffling device"));
}

void RegulationLibraryTest::fallsBackToTheMostSpecificPartFound() {
    QCOMPARE(m_library.sectionText(QStringLiteral("Blackjack §5(e)(9)")),
             m_library.sectionText(QStringLiteral("Blackjack §5(e)")));
}

void RegulationLibraryTest::containsOnlyWhatIsPrinted() {
    const auto citation = [](dt::Regulation regulation, const char *section) {
        return dt::Citation{regulation, section};
    };
    using dt::Regulation;
    QVERIFY(m_library.hasText(Regulation::Blackjack));
    QVERIFY(m_library.hasText(Regulation::BlackjackTribal));
    QVERIFY(m_library.contains(citation(Regulation::Blackjack, "5(e)(1)")));
    QVERIFY(m_library.contains(citation(Regulation::Blackjack, "5")));
    QVERIFY(m_library.contains(citation(Regulation::Blackjack, "6a")));
    QVERIFY(m_library.contains(citation(Regulation::Blackjack, "4(a)-(b)")));
    QVERIFY(m_library.contains(citation(Regulation::BlackjackTribal, "(e)(5)(iv)")));
    QVERIFY(m_library.contains(citation(Regulation::BlackjackTribal, "(f)(10)(ii)(A)")));

    // No falling back, as sectionText() does.
    QVERIFY(!m_library.contains(citation(Regulation::Blackjack, "5(e)(9)")));
    QVERIFY(!m_library.contains(citation(Regulation::Blackjack, "4(a)-(z)")));
    QVERIFY(!m_library.contains(citation(Regulation::Blackjack, "99(z)")));
    QVERIFY(!m_library.contains(citation(Regulation::Blackjack, "5(e)(1)x")));
    QVERIFY(!m_library.contains(citation(Regulation::Blackjack, "(e)(3)")));
    QVERIFY(!m_library.contains(citation(Regulation::Blackjack, "")));
    QVERIFY(!m_library.contains(citation(Regulation::BlackjackTribal, "5(e)")));
    QVERIFY(!m_library.contains(citation(Regulation::BlackjackTribal, "(e)(5)(v)")));
    QVERIFY(m_library.contains(citation(Regulation::Compendium, "Baccarat 11(c)")));
    QVERIFY(m_library.contains(citation(Regulation::Compendium, "Baccarat 9(d)(6)")));
    QVERIFY(m_library.contains(citation(Regulation::Compendium, "Midi Baccarat 13")));
    // Baccarat has 15 sections, Midi Baccarat 13: the parts do not mix.
    QVERIFY(m_library.contains(citation(Regulation::Compendium, "Baccarat 15")));
    QVERIFY(!m_library.contains(citation(Regulation::Compendium, "Midi Baccarat 15")));
    QVERIFY(!m_library.contains(citation(Regulation::Compendium, "11(c)")));

    QCOMPARE(m_library.nearestSection(citation(Regulation::Blackjack, "5(e)(9)")),
             QStringLiteral("5(e)"));
    QCOMPARE(m_library.nearestSection(citation(Regulation::BlackjackTribal, "(e)(5)(v)")),
             QStringLiteral("(e)(5)"));
    QCOMPARE(m_library.nearestSection(citation(Regulation::Blackjack, "5(e)(1)")),
             QStringLiteral("5(e)(1)"));
    QVERIFY(m_library.nearestSection(citation(Regulation::Blackjack, "99(z)")).isEmpty());

    RegulationLibrary missing(QStringLiteral("/nonexistent/regulations"));
    QVERIFY(!missing.hasText(Regulation::Blackjack));
    QVERIFY(!missing.contains(citation(Regulation::Blackjack, "5(e)(1)")));
}

void RegulationLibraryTest::unknownIsEmpty() {
    QVERIFY(m_library.sectionText(QStringLiteral("Blackjack §99(a)")).isEmpty());
    QVERIFY(m_library.sectionText(QStringLiteral("Blackjack (tribal) (zz)")).isEmpty());
    QVERIFY(m_library.sectionText(QStringLiteral("not a citation")).isEmpty());
    RegulationLibrary missing(QStringLiteral("/nonexistent/regulations"));
    QVERIFY(missing.sectionText(QStringLiteral("Blackjack §5(e)(2)")).isEmpty());
}

void RegulationLibraryTest::everyCitationOfTheShippedLessonsIsFound() {
    dt::lessons::LessonCatalog catalog;
    QVERIFY(catalog.load(QStringLiteral(DT_TEST_LESSONS_DIR)));
    QStringList citations;
    for (const auto &lesson : catalog.lessons()) {
        citations += lesson.sections;
        if (lesson.isDrill()) {
            // No table: the citations of its payouts' grades.
            for (const auto &question : dt::drills::generatePayoutDrill(
                     lesson.drill->situations, lesson.drill->difficulty, 60, 1)) {
                citations.append(QString::fromStdString(question.citation.text()));
            }
            continue;
        }
        // And every rule the lesson's own referee cites on the way through it
        // (the game's: a baccarat shoe is prepared under 004, not 000).
        dt::Session session(lesson.scenario, dt::refereeFor(lesson.scenario));
        while (!session.isComplete()) {
            const auto options = session.expected();
            QVERIFY(!options.empty());
            citations.append(QString::fromStdString(options.front().rule.citation.text()));
            session.perform(options.front().action);
        }
    }
    citations.removeDuplicates();
    for (const auto &citation : std::as_const(citations)) {
        QVERIFY2(!m_library.sectionText(citation).isEmpty(), qPrintable(citation));
        const auto parsed = dt::parseCitation(citation.toStdString());
        QVERIFY2(parsed && m_library.contains(*parsed), qPrintable(citation));
    }
}

QTEST_GUILESS_MAIN(RegulationLibraryTest)
#include "tst_regulationlibrary.moc"

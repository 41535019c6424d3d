#include "uitestsupport.h"

#include <QTest>
#include <ui/regulationlibrary.h>

using dt::ui::RegulationLibrary;

class RegulationLibraryTest : public QObject {
    Q_OBJECT

private slots:
    void sections_data();
    void sections();
    void rangeGivesEveryPart();
    void subParagraphsAreLabelled();
    void fallsBackToTheMostSpecificPartFound();
    void unknownIsEmpty();
    void everyCitationOfTheShippedLessonsIsFound();

private:
    RegulationLibrary m_library{dt::uitest::regulationsDirectory()};
};

void RegulationLibraryTest::sections_data() {
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("startsWith");

    QTest::newRow("000 paragraph")
        << QStringLiteral("Blackjack §5(e)(2)")
        << QStringLiteral("The player on whose box the cut card appeared");
    QTest::newRow("000 letter") << QStringLiteral("Blackjack §5(c)")
                                << QStringLiteral("The player designated by subsection (e)");
    QTest::newRow("000 letter without dash")
        << QStringLiteral("Blackjack §4(a)") << QStringLiteral("After receiving the one or more");
    QTest::newRow("000 letter (i) after (h)(1)")
        << QStringLiteral("Blackjack §5(i)")
        << QStringLiteral("For the 6 to 5 blackjack variation");
    QTest::newRow("000 roman after a blank line")
        << QStringLiteral("Blackjack §2(b)(3)(ii)") << QStringLiteral("One, if the ace");
    QTest::newRow("000 lettered section")
        << QStringLiteral("Blackjack §6a")
        << QStringLiteral("Procedure for dealing cards in 6 to 5");
    QTest::newRow("000 deep") << QStringLiteral("Blackjack §6(l)(2)(i)") << QString();
    QTest::newRow("002 paragraph") << QStringLiteral("Blackjack (tribal) (e)(3)")
                                   << QStringLiteral("The player receiving the cut card");
    QTest::newRow("002 roman") << QStringLiteral("Blackjack (tribal) (e)(5)(ii)")
                               << QStringLiteral("The player on whose box the cutting card");
    QTest::newRow("002 heading") << QStringLiteral("Blackjack (tribal) (e)")
                                 << QStringLiteral("Shuffle and Cut of the Cards");
    QTest::newRow("002 letter (i) after (h)") << QStringLiteral("Blackjack (tribal) (i)(3)")
                                              << QStringLiteral("All winning insurance wagers");
}

void RegulationLibraryTest::sections() {
    QFETCH(QString, citation);
    QFETCH(QString, startsWith);
    const QString text = m_library.sectionText(citation);
    QVERIFY2(!text.isEmpty(), qPrintable(citation));
    QVERIFY2(text.startsWith(startsWith), qPrintable(text));
}

void RegulationLibraryTest::rangeGivesEveryPart() {
    const QString text = m_library.sectionText(QStringLiteral("Blackjack §4(a)-(b)"));
    QVERIFY(text.startsWith(u"(a) After receiving"));
    QVERIFY(text.contains(u"\n(b) After the cards are inspected"));
    QVERIFY(!text.contains(u"(c)"));
}

void RegulationLibraryTest::subParagraphsAreLabelled() {
    const QString text = m_library.sectionText(QStringLiteral("Blackjack §5(e)"));
    const QStringList lines = text.split(u'\n');
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.at(0), QStringLiteral("The player to cut the cards shall be:"));
    QVERIFY(lines.at(1).startsWith(u"(1) The first player to the table"));
    QVERIFY(lines.at(4).startsWith(u"(4) The player at the farthest point"));

    const QString tribal = m_library.sectionText(QStringLiteral("Blackjack (tribal) (e)(5)"));
    QVERIFY(tribal.startsWith(u"The player to cut the cards shall be:\n(i) The first player"));
    QVERIFY(tribal.contains(u"\n(iv) The player at the farthest point"));
}

void RegulationLibraryTest::fallsBackToTheMostSpecificPartFound() {
    QCOMPARE(m_library.sectionText(QStringLiteral("Blackjack §5(e)(9)")),
             m_library.sectionText(QStringLiteral("Blackjack §5(e)")));
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
    QVERIFY(catalog.load(dt::uitest::lessonsDirectory()));
    QStringList citations;
    for (const auto &lesson : catalog.lessons()) {
        citations += lesson.sections;
        // And every rule the referee cites on the way through the lesson.
        dt::Session session(lesson.scenario,
                            dt::blackjack::shoePreparationReferee(lesson.scenario.table));
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
    }
}

QTEST_GUILESS_MAIN(RegulationLibraryTest)
#include "tst_regulationlibrary.moc"

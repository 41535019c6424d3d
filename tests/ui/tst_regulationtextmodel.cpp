#include "uitestsupport.h"

#include <QSignalSpy>
#include <QTest>
#include <lessons/regulationlibrary.h>
#include <ui/regulationtextmodel.h>

using dt::ui::RegulationTextModel;

// The regulation viewer's model over the regulation texts of the source tree:
// the five texts, their contents, deep links by citation and the search.
class RegulationTextModelTest : public QObject {
    Q_OBJECT

private slots:
    void everyTextIsListedAndRead();
    void contentsListTheSections();
    void openGoesToTheCitedParagraph_data();
    void openGoesToTheCitedParagraph();
    void searchKeepsTheParagraphsWithTheWords();

private:
    QString at(const RegulationTextModel &model, int row, RegulationTextModel::Role role) const {
        return model.index(row).data(role).toString();
    }
    dt::lessons::RegulationLibrary m_library{dt::uitest::regulationsDirectory()};
};

void RegulationTextModelTest::everyTextIsListedAndRead() {
    RegulationTextModel model(&m_library);
    const QVariantList texts = model.texts();
    QCOMPARE(texts.size(), 5);
    QStringList keys;
    for (const QVariant &text : texts) {
        const QVariantMap map = text.toMap();
        keys.append(map.value(QStringLiteral("key")).toString());
        QVERIFY2(map.value(QStringLiteral("available")).toBool(),
                 qPrintable(map.value(QStringLiteral("file")).toString()));
        model.setRegulation(keys.last());
        QCOMPARE(model.regulation(), keys.last());
        QVERIFY2(model.rowCount() > 20, qPrintable(keys.last())); // every text has its paragraphs
        QCOMPARE(model.title(), map.value(QStringLiteral("title")).toString());
    }
    QCOMPARE(keys.size(), 5);
    QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), 5);
}

void RegulationTextModelTest::contentsListTheSections() {
    RegulationTextModel model(&m_library);
    // 000 numbers its sections 1 to 31, with 6a between 6 and 7.
    QStringList sections;
    for (const QVariant &entry : model.contents()) {
        sections.append(entry.toMap().value(QStringLiteral("section")).toString());
    }
    QCOMPARE(sections.first(), QStringLiteral("1"));
    QCOMPARE(sections.last(), QStringLiteral("31"));
    QVERIFY(sections.indexOf(QStringLiteral("6a")) == sections.indexOf(QStringLiteral("6")) + 1);
    const QVariantMap dealing = model.contents().at(sections.indexOf(QStringLiteral("6"))).toMap();
    QCOMPARE(dealing.value(QStringLiteral("label")).toString(), QStringLiteral("\u00a76"));
    QCOMPARE(dealing.value(QStringLiteral("title")).toString(),
             QStringLiteral("Procedure for dealing of cards"));
    // Each entry opens at its own row, a section heading at depth 0.
    const int row = model.rowOfSection(QStringLiteral("6"));
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row).data(RegulationTextModel::DepthRole).toInt(), 0);
    QVERIFY(model.index(row).data(RegulationTextModel::HeadingRole).toBool());
    // Every paragraph of §6 belongs to §6's entry, §6a's to the next.
    const int six = static_cast<int>(sections.indexOf(QStringLiteral("6")));
    QCOMPARE(model.contentsIndexOf(row), six);
    QCOMPARE(model.contentsIndexOf(model.rowOfSection(QStringLiteral("6(e)(2)"))), six);
    QCOMPARE(model.contentsIndexOf(model.rowOfSection(QStringLiteral("6a(c)"))), six + 1);
    QCOMPARE(model.contentsIndexOf(-1), -1);
    QCOMPARE(model.contentsIndexOf(model.rowCount()), -1);
    // In a search too: a result of §15 belongs to §15's entry.
    model.setQuery(QStringLiteral("card reader device"));
    QCOMPARE(model.contentsIndexOf(model.rowOfSection(QStringLiteral("15(l)"))),
             static_cast<int>(sections.indexOf(QStringLiteral("15"))));
    model.setQuery(QString());

    // 002's lettered paragraphs are its top level.
    QSignalSpy contentsChanged(&model, &RegulationTextModel::contentsChanged);
    model.setRegulation(QStringLiteral("blackjack-tribal"));
    QCOMPARE(contentsChanged.size(), 1);
    const QVariantMap first = model.contents().first().toMap();
    QCOMPARE(first.value(QStringLiteral("section")).toString(), QStringLiteral("(a)"));
    QCOMPARE(first.value(QStringLiteral("label")).toString(), QStringLiteral("(a)"));

    // 004's games each have a part heading, their sections listed under it.
    model.setRegulation(QStringLiteral("compendium"));
    QStringList labels;
    sections.clear();
    for (const QVariant &entry : model.contents()) {
        labels.append(entry.toMap().value(QStringLiteral("label")).toString());
        sections.append(entry.toMap().value(QStringLiteral("section")).toString());
    }
    const qsizetype baccarat = sections.indexOf(QStringLiteral("Baccarat"));
    QVERIFY(baccarat >= 0);
    QCOMPARE(labels.at(baccarat), QStringLiteral("Part 3"));
    QVERIFY(model.contents().at(baccarat).toMap().value(QStringLiteral("part")).toBool());
    QVERIFY(!model.contents().at(baccarat + 1).toMap().value(QStringLiteral("part")).toBool());
    QCOMPARE(sections.at(baccarat + 1), QStringLiteral("Baccarat 1"));
    QCOMPARE(labels.at(baccarat + 1), QStringLiteral("\u00a71"));
    QCOMPARE(sections.at(sections.indexOf(QStringLiteral("Midi Baccarat")) - 1),
             QStringLiteral("Baccarat 15"));
    model.setQuery(QStringLiteral("Dragon 7 Insurance"));
    const int dragon = model.rowOfSection(QStringLiteral("Baccarat 8(a)(5)"));
    QVERIFY(dragon >= 0);
    QCOMPARE(at(model, dragon, RegulationTextModel::LabelRole),
             QStringLiteral("Baccarat \u00a78(a)(5)"));
}

void RegulationTextModelTest::openGoesToTheCitedParagraph_data() {
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("regulation");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("textStart");
    QTest::addColumn<int>("depth");
    QTest::newRow("a paragraph of 000") << "Blackjack \u00a76(e)(2)"
                                        << "blackjack"
                                        << "6(e)(2)"
                                        << "One card face upwards to himself" << 2;
    QTest::newRow("a paragraph that is not printed opens its parent") << "Blackjack \u00a76(e)(9)"
                                                                      << "blackjack"
                                                                      << "6(e)"
                                                                      << "At the commencement" << 1;
    QTest::newRow("a whole section") << "Blackjack \u00a715"
                                     << "blackjack"
                                     << "15"
                                     << "Irregularities" << 0;
    QTest::newRow("004 Baccarat")
        << "Baccarat \u00a711(c)"
        << "compendium"
        << "Baccarat 11(c)"
        << "If the Point Count of the Player's Hand and the Banker's Hand is 0 to 7" << 1;
    QTest::newRow("004 Midi Baccarat") << "Midi Baccarat \u00a78(c)"
                                       << "compendium"
                                       << "Midi Baccarat 8(c)"
                                       << "The dealer shall then deal an initial four cards" << 1;
    QTest::newRow("002") << "Blackjack (tribal) (n)(5)"
                         << "blackjack-tribal"
                         << "(n)(5)"
                         << "If the dealer misses dealing his first or second card" << 1;
}

void RegulationTextModelTest::openGoesToTheCitedParagraph() {
    QFETCH(QString, citation);
    QFETCH(QString, regulation);
    QFETCH(QString, section);
    QFETCH(QString, textStart);
    QFETCH(int, depth);
    RegulationTextModel model(&m_library);
    model.setQuery(QStringLiteral("shuffle")); // a search in progress is cleared
    const int row = model.open(citation);
    QVERIFY(row >= 0);
    QCOMPARE(model.regulation(), regulation);
    QVERIFY(model.query().isEmpty());
    QCOMPARE(at(model, row, RegulationTextModel::SectionRole), section);
    QCOMPARE(model.index(row).data(RegulationTextModel::DepthRole).toInt(), depth);
    QVERIFY2(at(model, row, RegulationTextModel::TextRole).startsWith(textStart),
             qPrintable(at(model, row, RegulationTextModel::TextRole)));
    // The citation role prints it back as feedback cites it.
    const QString printed = at(model, row, RegulationTextModel::CitationRole);
    QCOMPARE(model.open(printed), row);
}

void RegulationTextModelTest::searchKeepsTheParagraphsWithTheWords() {
    RegulationTextModel model(&m_library);
    const int whole = model.rowCount();
    QSignalSpy countChanged(&model, &RegulationTextModel::countChanged);
    model.setQuery(QStringLiteral("  CARD   reader device "));
    QCOMPARE(countChanged.size(), 1);
    QVERIFY(model.rowCount() > 0 && model.rowCount() < whole);
    QStringList sections;
    for (int row = 0; row < model.rowCount(); ++row) {
        QVERIFY(at(model, row, RegulationTextModel::TextRole)
                    .contains(QStringLiteral("card reader device"), Qt::CaseInsensitive));
        sections.append(at(model, row, RegulationTextModel::SectionRole));
    }
    // §6(j) and §15(k)-(l) speak of it.
    QVERIFY(sections.contains(QStringLiteral("6(j)")));
    QVERIFY(sections.contains(QStringLiteral("15(l)")));
    // A result stands alone: labelled with its whole section, not indented.
    const int reader = model.rowOfSection(QStringLiteral("15(l)"));
    QCOMPARE(at(model, reader, RegulationTextModel::LabelRole), QStringLiteral("\u00a715(l)"));
    QCOMPARE(model.index(reader).data(RegulationTextModel::DepthRole).toInt(), 0);
    QVERIFY(model.rowOfSection(QStringLiteral("6(j)")) >= 0);
    QCOMPARE(model.rowOfSection(QStringLiteral("5(a)")), -1); // filtered out
    model.setQuery(QStringLiteral("no paragraph says this"));
    QCOMPARE(model.rowCount(), 0);
    model.setQuery(QString());
    QCOMPARE(model.rowCount(), whole);
    QCOMPARE(model.open(QStringLiteral("not a citation")), -1);
}

QTEST_GUILESS_MAIN(RegulationTextModelTest)
#include "tst_regulationtextmodel.moc"

// Traceability: every rule the shoe-preparation referee grades by cites a
// section the regulation text really has, and a checklist requirement id, and
// the section it cites is about that rule.
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>
#include <array>
#include <core/referee_for.h>
#include <lessons/regulationlibrary.h>

Q_DECLARE_METATYPE(dt::TableGame)

using dt::Regulation;
using dt::ShoeRule;
using dt::lessons::RegulationLibrary;

namespace {

constexpr auto kRuleCount = static_cast<std::size_t>(ShoeRule::Count);

// A word the cited part's own text uses (case-insensitive), for each game's
// regulation; nullptr where no word clearly applies (000's §4(a) is cut short
// in the text; the tribal text names no manual shuffle steps) or where the
// game's text has no such rule, which then has no citation (ShoeRules::has()).
struct KeyWord {
    ShoeRule rule;
    const char *blackjack;
    const char *tribal;
    const char *baccarat; // 004 Part 3
    const char *midi;     // 004 Part 4
};

constexpr KeyWord kKeyWords[] = {
    {ShoeRule::InspectCards, "inspect", "inspect", "inspection", "inspection"},
    {ShoeRule::VerifyInspection, nullptr, "verify the inspection",
     "verification by the floorperson", "verification by the floorperson"},
    {ShoeRule::SpreadFaceUp, "face upwards", "face upwards", "face upwards", "face upwards"},
    {ShoeRule::IdleSpread, "spread", "spread", nullptr, nullptr},
    {ShoeRule::TurnFaceUpForPlayer, "turned face up", "turned face up", nullptr, nullptr},
    {ShoeRule::TurnFaceDown, "face downward", "face downward", "face downward", "face downward"},
    {ShoeRule::IdleTurnFaceDown, "face downward", "face downward", nullptr, nullptr},
    {ShoeRule::WashAndStack, "washing", "washing", "washing", "washing"},
    {ShoeRule::IdleWashAndStack, "washing", "washing", nullptr, nullptr},
    {ShoeRule::ClearShoe, "remaining in the shoe", "remaining in the shoe",
     "replaced with new decks", "replaced with new decks"},
    {ShoeRule::Plug, "plug", "discard rack", nullptr, nullptr},
    {ShoeRule::Shuffle, "shuffle", "shuffle", "randomly intermixed", "randomly intermixed"},
    {ShoeRule::Riffle, "riffle", nullptr, nullptr, nullptr},
    {ShoeRule::Turn, "turn", nullptr, nullptr, nullptr},
    {ShoeRule::Strip, "strip", nullptr, nullptr, nullptr},
    {ShoeRule::ShuffleCut, "cut", nullptr, nullptr, nullptr},
    {ShoeRule::CutToFirstPlayer, "first player", "first player", "highest number",
     "highest number"},
    {ShoeRule::CutToBox, "box", "box", nullptr, nullptr},
    {ShoeRule::CutToRightAfterDealerHand, "dealer's hand", "dealer's hand", nullptr, nullptr},
    {ShoeRule::CutToRightAfterHouseReshuffle, "reshuffle", "reshuffle", nullptr, nullptr},
    {ShoeRule::CutRefusedClockwise, "clockwise", "clockwise", "working clockwise",
     "working counterclockwise"},
    {ShoeRule::DealerCuts, "dealer shall cut", "dealer shall cut", "dealer shall cut",
     "dealer shall cut"},
    {ShoeRule::CutDepth, "cut", "cut", "a deck in from either end", "a deck in from either end"},
    {ShoeRule::CompleteCut, "in front of the cut", "in front of the cut",
     "in front of the cutting card", "in front of the cutting card"},
    {ShoeRule::CutCardPlacement, "one-quarter", "one-quarter", "at least 14 cards in from the back",
     "at least 14 cards in from the back"},
    {ShoeRule::LoadShoe, "into the dealing shoe", "into the dealing shoe",
     "inserted into the dealing shoe", "inserted into the dealing shoe"},
    {ShoeRule::Burn, "burn", "burn", "remove the first card from the shoe",
     "remove the first card from the shoe"},
    {ShoeRule::NewDealerBurn, "new dealer", "new dealer", nullptr, nullptr},
    {ShoeRule::ShowBurnCard, "disclosed", "disclosed", nullptr, nullptr},
    {ShoeRule::Recut, "recut", "recut", "recut", "recut"},
    // A double shoe: 000 §6(l)(2) names the single shoe only (the reading
    // follows 002 (f)(10)(ii)(B)-(iii)); §6(d) and (f)(4) are "in lieu of" the burn.
    {ShoeRule::DoubleShoeClearSide, "shuffle", "remaining in the side", nullptr, nullptr},
    {ShoeRule::DoubleShoeSegregatedArea, nullptr, "segregated area", nullptr, nullptr},
    {ShoeRule::DoubleShoeShuffleOneSide, nullptr, "limited to the side", nullptr, nullptr},
    {ShoeRule::DoubleShoeNoBurn, "in lieu of", "in lieu of", nullptr, nullptr},
    // The 6 to 5 variation's decks (000 only; 002's rows name its shoe).
    {ShoeRule::BatchIntoShuffler, "shuffle the cards", "automated card shuffling device", nullptr,
     nullptr},
    {ShoeRule::TakeOtherBatch, "alternated", "two batches", nullptr, nullptr},
    {ShoeRule::BottomCutCard, "cover the bottom card", "cutting card", nullptr, nullptr},
    {ShoeRule::SecondCutCard, "one-third", "one-quarter",
     "second cutting card at the end of the stack", "second cutting card at the end of the stack"},
    {ShoeRule::HoldInHand, "either hand", "dealing shoe", nullptr, nullptr},
    {ShoeRule::NoShoeBurn, "burn the top card", "burn", nullptr, nullptr},
    {ShoeRule::OneRoundPerDeck, "only one round of play", "after any round of play", nullptr,
     nullptr},
    // The shoe's batch shuffler: 000's second §2(b) (not the card values'
    // (b)(3)), §4(d), §5(j)(2); 002 (b)(4), (e)(9)(i): at a 002 opening
    // each batch on its own because the cards are "separated" ((b)(4)(ii)).
    {ShoeRule::SpreadBatchesSeparately, "separate from the decks in the other batch",
     "separated into two batches", nullptr, nullptr},
    {ShoeRule::StackBatchesSeparately, "separately be turned face downward",
     "separated into two batches", nullptr, nullptr},
    {ShoeRule::ShoeBatchIntoShuffler, "shuffled and stored in the automated",
     "shuffled and stored in the automated", nullptr, nullptr},
    {ShoeRule::ShoeTakeOtherBatch, "every other dealing shoe", "every other dealing shoe", nullptr,
     nullptr},
    {ShoeRule::OneBatchInDiscardRack, "only one batch", "only one batch", nullptr, nullptr},
    {ShoeRule::IdleBatchIntoShuffler, "placed into the automated shuffling device",
     "Regardless of shuffling method", nullptr, nullptr},
    {ShoeRule::RequestedInspection, "Unless a player so requests", "shuffled and cut", nullptr,
     nullptr},
    // Baccarat's (004) shuffle options and value burn: none at blackjack.
    {ShoeRule::Lace, nullptr, nullptr, "lace approximately one deck",
     "lace approximately one deck"},
    {ShoeRule::Reshuffle, nullptr, nullptr, "shuffle some or all of the cards again",
     "shuffle some or all of the cards again"},
    {ShoeRule::ThreeDealerShuffle, nullptr, nullptr, "each of the three dealers", nullptr},
    {ShoeRule::BurnFirstCardValue, nullptr, nullptr, "equal to the amount on the first card",
     "equal to the amount on the first card"},
};

// The cited part's own text: sectionText() without the line introducing the
// list the part is an item of ("Shuffle and cut of the cards", "The player to
// cut the cards shall be:"), which would make "cut" or "shuffle" match anywhere.
QString ownText(const QString &text, const std::string &section) {
    static const QRegularExpression lastLabel(QStringLiteral("(\\([A-Za-z0-9]+\\))[^(]*$"));
    // "4(a)-(b)" starts at "(a)".
    const QString cited = QString::fromStdString(section).section(u'-', 0, 0);
    const auto match = lastLabel.match(cited);
    const qsizetype lineBreak = text.indexOf(u'\n');
    if (match.hasMatch() && lineBreak >= 0 &&
        text.mid(lineBreak + 1).startsWith(match.captured(1) + u' ')) {
        return text.mid(lineBreak + 1);
    }
    return text;
}

} // namespace

class TestCitations : public QObject {
    Q_OBJECT

private slots:
    void rulesCiteTheText_data();
    void rulesCiteTheText();
    void everyRuleHasAKeyWordRow();

private:
    RegulationLibrary m_library{QStringLiteral(DT_TEST_REGULATIONS_DIR)};
};

void TestCitations::rulesCiteTheText_data() {
    QTest::addColumn<Regulation>("regulation");
    QTest::addColumn<dt::TableGame>("game");
    QTest::newRow("Blackjack") << Regulation::Blackjack << dt::TableGame::Blackjack;
    QTest::newRow("Blackjack (tribal)") << Regulation::BlackjackTribal << dt::TableGame::Blackjack;
    QTest::newRow("Baccarat") << Regulation::Compendium << dt::TableGame::Baccarat;
    QTest::newRow("Midi Baccarat") << Regulation::Compendium << dt::TableGame::MidiBaccarat;
}

// regulations/checklist/requirements.json: the "source" of a requirement id
// ("002_63082fe8703cb28c.txt [Section 3] §3(e)(3)"), empty if there is none.
static QString checklistSource(const QString &id) {
    static const QHash<QString, QString> sources = [] {
        QHash<QString, QString> result;
        QFile file(QStringLiteral(DT_TEST_REGULATIONS_DIR "/checklist/requirements.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            return result;
        }
        const QJsonArray requirements = QJsonDocument::fromJson(file.readAll())
                                            .object()
                                            .value(QStringLiteral("requirements"))
                                            .toArray();
        for (const QJsonValue &requirement : requirements) {
            const QJsonObject object = requirement.toObject();
            result.insert(object.value(QStringLiteral("id")).toString(),
                          object.value(QStringLiteral("source")).toString());
        }
        return result;
    }();
    return sources.value(id);
}

void TestCitations::rulesCiteTheText() {
    QFETCH(Regulation, regulation);
    QFETCH(dt::TableGame, game);
    QVERIFY2(m_library.hasText(regulation),
             qPrintable(QStringLiteral("no text of %1 in %2")
                            .arg(QString::fromUtf8(dt::regulationFile(regulation)),
                                 m_library.directory())));
    // DEAL and CONF: the 6 to 5 variation's deck held in the hand (§6a(b),
    // BJ-DEAL-14) and 002's batch shuffler ((b)(4), BJ2-CONF-02); baccarat's
    // three-dealer shuffle (BA-CONF-06).
    static const QRegularExpression requirementId(
        QStringLiteral("^(BJ|BJ2|BA|MB)-(OPEN|SHUF|DEAL|CONF)-\\d\\d$"));
    dt::TableConfig table;
    table.regulation = regulation;
    table.game = game;
    const dt::ShoeRules rules = dt::shoeRulesFor(table).value();
    const auto wordOf = [&](const KeyWord &row) {
        switch (game) {
        case dt::TableGame::Baccarat:
            return row.baccarat;
        case dt::TableGame::MidiBaccarat:
            return row.midi;
        case dt::TableGame::Blackjack:
            break;
        }
        return regulation == Regulation::BlackjackTribal ? row.tribal : row.blackjack;
    };
    for (const KeyWord &row : kKeyWords) {
        const dt::RuleReference &reference = rules.reference(row.rule);
        const QString where = QStringLiteral("rule %1, %2")
                                  .arg(static_cast<int>(row.rule))
                                  .arg(QString::fromStdString(reference.citation.text()));
        if (!rules.has(row.rule)) {
            // The game's text has no such rule: nothing cited, nothing to say.
            QVERIFY2(wordOf(row) == nullptr, qPrintable(where + QStringLiteral(": no citation")));
            QVERIFY2(reference.requirement.empty(), qPrintable(where));
            continue;
        }
        QVERIFY2(reference.citation.regulation == regulation, qPrintable(where));
        QVERIFY2(m_library.contains(reference.citation), qPrintable(where));
        QVERIFY2(!m_library.sectionText(reference.citation).isEmpty(), qPrintable(where));
        QVERIFY2(requirementId.match(QString::fromStdString(reference.requirement)).hasMatch(),
                 qPrintable(where + QStringLiteral(": requirement \"") +
                            QString::fromStdString(reference.requirement) + u'"'));
        // The id is a requirement of the checklist. BJ2 ids list only what the
        // tribal text changes; the BJ requirements apply to it otherwise. BA
        // and MB are 004's Part 3 and Part 4.
        const QString id = QString::fromStdString(reference.requirement);
        const QString source = checklistSource(id);
        QVERIFY2(!source.isEmpty(), qPrintable(where + QStringLiteral(": not in the checklist")));
        const Regulation origin = id.startsWith(QStringLiteral("BJ2-"))
                                      ? Regulation::BlackjackTribal
                                  : id.startsWith(QStringLiteral("BJ-")) ? Regulation::Blackjack
                                                                         : Regulation::Compendium;
        QVERIFY2(source.startsWith(QString::fromUtf8(dt::regulationFile(origin))),
                 qPrintable(where + QStringLiteral(": the checklist has it from ") + source));
        if (origin == Regulation::Compendium) {
            const QString part = id.startsWith(QStringLiteral("BA-")) ? QStringLiteral("[Part 3 ")
                                                                      : QStringLiteral("[Part 4 ");
            QVERIFY2(source.contains(part),
                     qPrintable(where + QStringLiteral(": the checklist has it from ") + source));
        }

        const char *word = wordOf(row);
        if (word == nullptr) {
            continue;
        }
        const QString text =
            ownText(m_library.sectionText(reference.citation), reference.citation.section);
        QVERIFY2(text.contains(QString::fromUtf8(word), Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("rule %1, %2 does not say \"%3\": %4")
                                .arg(static_cast<int>(row.rule))
                                .arg(QString::fromStdString(reference.citation.text()),
                                     QString::fromUtf8(word), text)));
    }
}

// A rule added to ShoeRule gets a row too, its words or nullptr.
void TestCitations::everyRuleHasAKeyWordRow() {
    std::array<int, kRuleCount> rows{};
    for (const KeyWord &row : kKeyWords) {
        ++rows[static_cast<std::size_t>(row.rule)];
    }
    for (std::size_t i = 0; i < kRuleCount; ++i) {
        QVERIFY2(rows[i] == 1,
                 qPrintable(QStringLiteral("rule %1 has %2 rows").arg(i).arg(rows[i])));
    }
}

QTEST_GUILESS_MAIN(TestCitations)
#include "tst_citations.moc"

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
#include <core/games/blackjack/blackjack_shoe_rules.h>
#include <lessons/regulationlibrary.h>

using dt::Regulation;
using dt::ShoeRule;
using dt::lessons::RegulationLibrary;

namespace {

constexpr auto kRuleCount = static_cast<std::size_t>(ShoeRule::Count);

// A word the cited part's own text uses (case-insensitive), for each
// regulation; nullptr where no word clearly applies (000's §4(a) is cut short
// in the text; the tribal text names no manual shuffle steps).
struct KeyWord {
    ShoeRule rule;
    const char *blackjack;
    const char *tribal;
};

constexpr KeyWord kKeyWords[] = {
    {ShoeRule::InspectCards, "inspect", "inspect"},
    {ShoeRule::VerifyInspection, nullptr, "verify the inspection"},
    {ShoeRule::SpreadFaceUp, "face upwards", "face upwards"},
    {ShoeRule::IdleSpread, "spread", "spread"},
    {ShoeRule::TurnFaceUpForPlayer, "turned face up", "turned face up"},
    {ShoeRule::TurnFaceDown, "face downward", "face downward"},
    {ShoeRule::IdleTurnFaceDown, "face downward", "face downward"},
    {ShoeRule::WashAndStack, "washing", "washing"},
    {ShoeRule::IdleWashAndStack, "washing", "washing"},
    {ShoeRule::ClearShoe, "remaining in the shoe", "remaining in the shoe"},
    {ShoeRule::Plug, "plug", "discard rack"},
    {ShoeRule::Shuffle, "shuffle", "shuffle"},
    {ShoeRule::Riffle, "riffle", nullptr},
    {ShoeRule::Turn, "turn", nullptr},
    {ShoeRule::Strip, "strip", nullptr},
    {ShoeRule::ShuffleCut, "cut", nullptr},
    {ShoeRule::CutToFirstPlayer, "first player", "first player"},
    {ShoeRule::CutToBox, "box", "box"},
    {ShoeRule::CutToRightAfterDealerHand, "dealer's hand", "dealer's hand"},
    {ShoeRule::CutToRightAfterHouseReshuffle, "reshuffle", "reshuffle"},
    {ShoeRule::CutRefusedClockwise, "clockwise", "clockwise"},
    {ShoeRule::DealerCuts, "dealer shall cut", "dealer shall cut"},
    {ShoeRule::CutDepth, "cut", "cut"},
    {ShoeRule::CompleteCut, "in front of the cut", "in front of the cut"},
    {ShoeRule::CutCardPlacement, "one-quarter", "one-quarter"},
    {ShoeRule::LoadShoe, "into the dealing shoe", "into the dealing shoe"},
    {ShoeRule::Burn, "burn", "burn"},
    {ShoeRule::NewDealerBurn, "new dealer", "new dealer"},
    {ShoeRule::ShowBurnCard, "disclosed", "disclosed"},
    {ShoeRule::Recut, "recut", "recut"},
    // A double shoe: 000 §6(l)(2) names the single shoe only (the reading
    // follows 002 (f)(10)(ii)(B)-(iii)); §6(d) and (f)(4) are "in lieu of" the burn.
    {ShoeRule::DoubleShoeClearSide, "shuffle", "remaining in the side"},
    {ShoeRule::DoubleShoeSegregatedArea, nullptr, "segregated area"},
    {ShoeRule::DoubleShoeShuffleOneSide, nullptr, "limited to the side"},
    {ShoeRule::DoubleShoeNoBurn, "in lieu of", "in lieu of"},
    // The 6 to 5 variation's decks (000 only; 002's rows name its shoe).
    {ShoeRule::BatchIntoShuffler, "shuffle the cards", "automated card shuffling device"},
    {ShoeRule::TakeOtherBatch, "alternated", "two batches"},
    {ShoeRule::BottomCutCard, "cover the bottom card", "cutting card"},
    {ShoeRule::SecondCutCard, "one-third", "one-quarter"},
    {ShoeRule::HoldInHand, "either hand", "dealing shoe"},
    {ShoeRule::NoShoeBurn, "burn the top card", "burn"},
    {ShoeRule::OneRoundPerDeck, "only one round of play", "after any round of play"},
    // The shoe's batch shuffler: 000's second §2(b) (not the card values'
    // (b)(3)), §4(d), §5(j)(2); 002 (b)(4), (e)(9)(i): at a 002 opening
    // each batch on its own because the cards are "separated" ((b)(4)(ii)).
    {ShoeRule::SpreadBatchesSeparately, "separate from the decks in the other batch",
     "separated into two batches"},
    {ShoeRule::StackBatchesSeparately, "separately be turned face downward",
     "separated into two batches"},
    {ShoeRule::ShoeBatchIntoShuffler, "shuffled and stored in the automated",
     "shuffled and stored in the automated"},
    {ShoeRule::ShoeTakeOtherBatch, "every other dealing shoe", "every other dealing shoe"},
    {ShoeRule::OneBatchInDiscardRack, "only one batch", "only one batch"},
    {ShoeRule::IdleBatchIntoShuffler, "placed into the automated shuffling device",
     "Regardless of shuffling method"},
    {ShoeRule::RequestedInspection, "Unless a player so requests", "shuffled and cut"},
    // Baccarat's (004) shuffle options and value burn; blackjack cites its
    // own shuffle and burn for them.
    {ShoeRule::Lace, "shuffle", "shuffle"},
    {ShoeRule::Reshuffle, "shuffle", "shuffle"},
    {ShoeRule::ThreeDealerShuffle, "shuffle", "shuffle"},
    {ShoeRule::BurnFirstCardValue, "burn", "burn"},
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
    QTest::newRow("Blackjack") << Regulation::Blackjack;
    QTest::newRow("Blackjack (tribal)") << Regulation::BlackjackTribal;
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
    QVERIFY2(m_library.hasText(regulation),
             qPrintable(QStringLiteral("no text of %1 in %2")
                            .arg(QString::fromUtf8(dt::regulationFile(regulation)),
                                 m_library.directory())));
    // DEAL and CONF: the 6 to 5 variation's deck held in the hand (§6a(b),
    // BJ-DEAL-14) and 002's batch shuffler ((b)(4), BJ2-CONF-02).
    static const QRegularExpression requirementId(
        QStringLiteral("^(BJ|BJ2)-(OPEN|SHUF|DEAL|CONF)-\\d\\d$"));
    const dt::ShoeRules rules = dt::blackjack::shoeRules(regulation);
    for (std::size_t i = 0; i < kRuleCount; ++i) {
        const dt::RuleReference &reference = rules.references[i];
        const QString where = QStringLiteral("rule %1, %2")
                                  .arg(i)
                                  .arg(QString::fromStdString(reference.citation.text()));
        QVERIFY2(!reference.citation.section.empty(), qPrintable(where));
        QVERIFY2(reference.citation.regulation == regulation, qPrintable(where));
        QVERIFY2(m_library.contains(reference.citation), qPrintable(where));
        QVERIFY2(!m_library.sectionText(reference.citation).isEmpty(), qPrintable(where));
        QVERIFY2(requirementId.match(QString::fromStdString(reference.requirement)).hasMatch(),
                 qPrintable(where + QStringLiteral(": requirement \"") +
                            QString::fromStdString(reference.requirement) + u'"'));
        // The id is a requirement of the checklist. BJ2 ids list only what the
        // tribal text changes; the BJ requirements apply to it otherwise.
        const QString id = QString::fromStdString(reference.requirement);
        const QString source = checklistSource(id);
        QVERIFY2(!source.isEmpty(), qPrintable(where + QStringLiteral(": not in the checklist")));
        const Regulation origin = id.startsWith(QStringLiteral("BJ2-"))
                                      ? Regulation::BlackjackTribal
                                      : Regulation::Blackjack;
        QVERIFY2(source.startsWith(QString::fromUtf8(dt::regulationFile(origin))),
                 qPrintable(where + QStringLiteral(": the checklist has it from ") + source));
    }

    for (const KeyWord &row : kKeyWords) {
        const char *word = regulation == Regulation::BlackjackTribal ? row.tribal : row.blackjack;
        if (word == nullptr) {
            continue;
        }
        const dt::RuleReference &reference = rules.reference(row.rule);
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

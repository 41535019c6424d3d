#include "lessonparser.h"

#include "baccaratrulesreader.h"
#include "jsonobjectreader.h"
#include "jsonreader.h"
#include "passcriteriareader.h"
#include "regulationlibrary.h"
#include "spottheerrorreader.h"
#include "tableofferreader.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <array>
#include <cctype>
#include <core/card.h>
#include <core/citation.h>
#include <core/drills/commission_drill.h>
#include <core/drills/side_wager_payouts.h>
#include <core/games/blackjack/table_rules.h>
#include <core/table_event.h>
#include <tuple>
#include <variant>

namespace dt::lessons {

namespace {

constexpr int kFormat = 1;
const QString kRoot = QStringLiteral("$");

std::string toStd(const QString &text) {
    return text.toStdString();
}

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The parts of the file that map onto dt::Scenario and dt::PassCriteria.
class LessonReader {
public:
    LessonReader(JsonReader &reader, const RegulationLibrary &regulations)
        : reader_(reader)
        , regulations_(regulations) {}

    Lesson read(const QJsonObject &root);
    // The table and the start situation were read without a problem: the
    // core's checks of everything else depend on them.
    bool foundationIsSound() const { return tableIsSound_ && startIsSound_; }
    // The lesson-file path of a path the core reports (ScenarioProblem::path):
    // the core names the table offer's settings "rules.<setting>", the file
    // holds them under "rules.table", except those taken from "table".
    QString lessonPathOf(const std::string &corePath) const;

private:
    void readSections(JsonObjectReader &root, Lesson &lesson);
    void readTable(JsonObjectReader &root, Scenario &scenario);
    void readStart(JsonObjectReader &root, Scenario &scenario);
    void readCutCardCameOut(const QJsonObject &object, const QString &path, Scenario &scenario);
    void readShoe(JsonObjectReader &root, Scenario &scenario);
    void readRules(JsonObjectReader &root, Scenario &scenario);
    // "rules" of a baccarat or midi baccarat coup (baccaratrulesreader.h).
    void readBaccaratRulesOf(const QJsonObject &given, const QString &path, Scenario &scenario);
    // A player's baccarat wagers: {"banker": "25.00", "tie": "5.00"}.
    void readBaccaratWagers(JsonObjectReader &reader, PlayerScript &player,
                            const Scenario &scenario);
    void readTableOfferOf(const QJsonObject &given, const QString &path, const TableConfig &config,
                          blackjack::TableOffer &offer);
    void readPlayers(JsonObjectReader &root, Scenario &scenario);
    void reportNoWager(const QString &path);
    std::optional<PlayerScript> readPlayer(const QJsonValue &value, const QString &path,
                                           const Scenario &scenario);
    void readRoundScript(JsonObjectReader &reader, PlayerScript &player);
    void readIrregularities(JsonObjectReader &root, Scenario &scenario);
    std::optional<SideWagerStake> readSideWagerStake(const QJsonValue &value, const QString &path);
    std::optional<ScriptedDecision> readDecision(const QJsonValue &value, const QString &path);
    std::optional<Money> readMoney(JsonObjectReader &reader, const QString &key);
    // Blackjack §18(b), §18(d): a list of amounts, one per betting spot.
    void readSpotAmounts(JsonObjectReader &reader, const QString &key, std::vector<Money> &out);
    std::optional<CutResponse> readCutResponse(const QJsonValue &value, const QString &path);
    void readPass(JsonObjectReader &root, PassCriteria &pass);
    void readDrill(JsonObjectReader &root, Lesson &lesson);
    void readBaccaratDrillTable(JsonObjectReader &reader, dt::TableGame game,
                                const QStringList &situationPaths, DrillSpec &drill);

    JsonReader &reader_;
    const RegulationLibrary &regulations_;
    // The table's regulation while a player's script is read: multiple
    // action is Blackjack §18 or, at a tribal table, 002 (q).
    Regulation scriptRegulation_ = Regulation::Blackjack;
    bool tableIsSound_ = false;
    bool startIsSound_ = false;
    bool roundDeclared_ = false;
    // Settings of the table offer left out of "rules.table" and taken from
    // the lesson's "table" (decks, boxes, regulation).
    QSet<QString> offerKeysFromTable_;
};

Lesson LessonReader::read(const QJsonObject &object) {
    Lesson lesson;
    JsonObjectReader root(reader_, object, kRoot);

    if (const auto format = root.integer(QStringLiteral("format"), Presence::Required);
        format && *format != kFormat) {
        reader_.report(
            root.pathOf(QStringLiteral("format")),
            QStringLiteral("must be %1 (the lesson format this program reads)").arg(kFormat));
    }
    const auto id = root.text(QStringLiteral("id"), Presence::Required);
    const auto game = root.choice(QStringLiteral("game"), Presence::Required,
                                  QStringList{QStringLiteral("blackjack")} + baccaratGameKeys());
    if (id) {
        static const QRegularExpression idPattern(
            QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)+$"));
        if (!idPattern.match(*id).hasMatch()) {
            reader_.report(root.pathOf(QStringLiteral("id")),
                           QStringLiteral("\"%1\" is not a lesson id: write the file's path "
                                          "without \".json\", in lower-case letters, digits and "
                                          "hyphens, e.g. \"blackjack/01-opening-new-table\"")
                               .arg(*id));
        } else if (game && !id->startsWith(*game + QLatin1Char('/'))) {
            reader_.report(root.pathOf(QStringLiteral("id")),
                           QStringLiteral("must start with \"%1/\", the lesson's game").arg(*game));
        }
        lesson.id = *id;
    }
    lesson.game = game.value_or(QString());
    lesson.title = root.text(QStringLiteral("title"), Presence::Required).value_or(QString());
    lesson.objective =
        root.text(QStringLiteral("objective"), Presence::Required).value_or(QString());
    lesson.explanation =
        root.text(QStringLiteral("explanation"), Presence::Required).value_or(QString());
    readSections(root, lesson);
    if (root.contains(QStringLiteral("drill"))) {
        // A payout drill has no table, shoe or players: the keys of a table
        // lesson are then unknown keys (finish()).
        readDrill(root, lesson);
        if (const auto hints = root.array(QStringLiteral("hints"), Presence::Optional)) {
            for (qsizetype i = 0; i < hints->size(); ++i) {
                if (const auto hint = reader_.toText(
                        hints->at(i),
                        JsonReader::indexPath(root.pathOf(QStringLiteral("hints")), i))) {
                    lesson.hints.append(*hint);
                }
            }
        }
        root.finish();
        return lesson;
    }
    readTable(root, lesson.scenario);
    readStart(root, lesson.scenario);
    readShoe(root, lesson.scenario);
    readRules(root, lesson.scenario);
    readPlayers(root, lesson.scenario);
    readIrregularities(root, lesson.scenario);
    // Several rounds from the same shoe: validate(Scenario) checks the count.
    if (const auto rounds = root.integer(QStringLiteral("rounds"), Presence::Optional)) {
        lesson.scenario.rounds = *rounds;
    }
    if (const auto hints = root.array(QStringLiteral("hints"), Presence::Optional)) {
        for (qsizetype i = 0; i < hints->size(); ++i) {
            const auto hint = reader_.toText(
                hints->at(i), JsonReader::indexPath(root.pathOf(QStringLiteral("hints")), i));
            if (hint) {
                lesson.hints.append(*hint);
            }
        }
    }
    readPass(root, lesson.pass);
    readSpotTheError(reader_, root, lesson);
    root.finish();
    return lesson;
}

void LessonReader::readSections(JsonObjectReader &root, Lesson &lesson) {
    const auto sections = root.array(QStringLiteral("sections"), Presence::Required);
    if (!sections) {
        return;
    }
    const QString path = root.pathOf(QStringLiteral("sections"));
    if (sections->isEmpty()) {
        reader_.report(path, QStringLiteral("must name at least one section the lesson teaches"));
    }
    for (qsizetype i = 0; i < sections->size(); ++i) {
        const QString itemPath = JsonReader::indexPath(path, i);
        const auto text = reader_.toText(sections->at(i), itemPath);
        if (!text) {
            continue;
        }
        // The section as printed starts with its number in the numbered texts
        // ("5(e)(1)"; in 004 after its part, "Baccarat 5(c)") and with its
        // paragraph letter in the tribal text ("(e)(3)").
        const auto citation = dt::parseCitation(toStd(*text));
        std::string_view number = citation ? std::string_view(citation->section) : "";
        const auto *part = citation ? dt::compendiumPartOf(number) : nullptr;
        if (part != nullptr) {
            number.remove_prefix(part->name.size() + 1);
        }
        const bool shaped = citation && !number.empty() &&
                            (citation->regulation == Regulation::BlackjackTribal
                                 ? number.front() == '('
                                 : std::isdigit(static_cast<unsigned char>(number.front())) != 0);
        if (!shaped) {
            reader_.report(itemPath,
                           QStringLiteral("\"%1\" is not a section citation: write the "
                                          "regulation's title and the section as printed, e.g. "
                                          "\"Blackjack §5(c)\", \"Blackjack (tribal) (e)(3)\" or "
                                          "\"Baccarat §11(c)\"")
                               .arg(*text));
            continue;
        }
        // Shaped right, but the text has no such section ("§5(e)(9)"). A text
        // that is not there cannot tell.
        if (regulations_.hasText(citation->regulation) && !regulations_.contains(*citation)) {
            const auto regulation = citation->regulation;
            const std::string_view title =
                part != nullptr ? part->name : dt::regulationTitle(regulation);
            QString message =
                QStringLiteral("\"%1\" is not a section of %2 (%3)")
                    .arg(*text,
                         QString::fromUtf8(title.data(), static_cast<qsizetype>(title.size())),
                         QString::fromUtf8(dt::regulationFile(regulation)));
            const QString nearest = regulations_.nearestSection(*citation);
            if (!nearest.isEmpty()) {
                message += QStringLiteral("; the nearest section there is \"%1\"")
                               .arg(QString::fromStdString(
                                   dt::Citation{regulation, nearest.toStdString()}.text()));
            }
            reader_.report(itemPath, message);
            continue;
        }
        lesson.sections.append(*text);
    }
}

void LessonReader::readTable(JsonObjectReader &root, Scenario &scenario) {
    const auto object = root.object(QStringLiteral("table"), Presence::Required);
    if (!object) {
        return;
    }
    const auto problemsBefore = reader_.problems().size();
    JsonObjectReader table(reader_, *object, root.pathOf(QStringLiteral("table")));
    TableConfig &config = scenario.table;
    const auto rules =
        table.choice(QStringLiteral("rules"), Presence::Required,
                     {QStringLiteral("blackjack"), QStringLiteral("blackjack-tribal"),
                      QStringLiteral("compendium")});
    if (rules) {
        config.regulation = dt::regulationFromKey(toStd(*rules)).value_or(Regulation::Blackjack);
    }
    // The game the table deals: the compendium (004) holds several.
    const auto game = table.choice(
        QStringLiteral("game"), Presence::Optional,
        {QStringLiteral("blackjack"), QStringLiteral("baccarat"), QStringLiteral("midi-baccarat")});
    config.game = dt::tableGameFromKey(toStd(game.value_or(QStringLiteral("blackjack"))))
                      .value_or(dt::TableGame::Blackjack);
    config.decks = table.integer(QStringLiteral("decks"), Presence::Optional).value_or(6);
    // A baccarat table has 10 to 14 positions (Baccarat §2(a)), a midi one up
    // to nine (Midi Baccarat §2(a)).
    const int defaultBoxes = config.game == dt::TableGame::Baccarat       ? 14
                             : config.game == dt::TableGame::MidiBaccarat ? 9
                                                                          : 7;
    config.boxes =
        table.integer(QStringLiteral("boxes"), Presence::Optional).value_or(defaultBoxes);
    const auto recutBy =
        table.choice(QStringLiteral("recutBy"), Presence::Optional,
                     {QStringLiteral("next_entitled"), QStringLiteral("last_cutter")});
    config.recutBy =
        recutBy == QStringLiteral("last_cutter") ? RecutBy::LastCutter : RecutBy::NextEntitled;
    // Only the Massachusetts text prescribes the manual shuffle steps (§5(l)).
    config.manualShuffleSteps = table.boolean(QStringLiteral("manualShuffle"), Presence::Optional)
                                    .value_or(config.regulation == Regulation::Blackjack);
    // Baccarat §5(a)-(b): the licensee's shuffle option.
    if (const auto option = table.choice(QStringLiteral("shuffleOption"), Presence::Optional,
                                         {QStringLiteral("shuffle_and_lace"),
                                          QStringLiteral("shuffle_lace_and_reshuffle"),
                                          QStringLiteral("wash_and_three_dealers")})) {
        config.shuffleOption = dt::shuffleOptionFromKey(toStd(*option));
    }
    config.cutCardTolerance =
        table.integer(QStringLiteral("cutCardTolerance"), Presence::Optional).value_or(-1);
    table.finish();
    tableIsSound_ = reader_.problems().size() == problemsBefore;
}

void LessonReader::readStart(JsonObjectReader &root, Scenario &scenario) {
    const auto object = root.object(QStringLiteral("start"), Presence::Required);
    if (!object) {
        return;
    }
    const auto problemsBefore = reader_.problems().size();
    JsonObjectReader start(reader_, *object, root.pathOf(QStringLiteral("start")));
    const auto situation =
        start.choice(QStringLiteral("situation"), Presence::Required,
                     {QStringLiteral("new_table"), QStringLiteral("cut_card_reached"),
                      QStringLiteral("idle_table"), QStringLiteral("new_dealer"),
                      QStringLiteral("round_ready")});
    if (situation == QStringLiteral("cut_card_reached")) {
        scenario.start = StartSituation::CutCardReached;
    } else if (situation == QStringLiteral("idle_table")) {
        scenario.start = StartSituation::IdleTable;
    } else if (situation == QStringLiteral("new_dealer")) {
        scenario.start = StartSituation::NewDealer;
    } else if (situation == QStringLiteral("round_ready")) {
        scenario.start = StartSituation::RoundReady;
    } else {
        scenario.start = StartSituation::NewTable;
    }
    const QString cameOutPath = start.pathOf(QStringLiteral("cutCardCameOut"));
    const auto cameOut = start.object(QStringLiteral("cutCardCameOut"), Presence::Optional);
    if (situation == QStringLiteral("cut_card_reached")) {
        if (cameOut) {
            readCutCardCameOut(*cameOut, cameOutPath, scenario);
        } else if (!start.contains(QStringLiteral("cutCardCameOut"))) {
            reader_.report(cameOutPath,
                           QStringLiteral("is required when \"situation\" is \"cut_card_reached\": "
                                          "{\"on\": \"box\", \"seat\": N}, {\"on\": "
                                          "\"dealer_hand\"} or {\"on\": \"house_reshuffle\"}"));
        }
    } else if (situation && start.contains(QStringLiteral("cutCardCameOut"))) {
        reader_.report(cameOutPath,
                       QStringLiteral("only a lesson with \"situation\": \"cut_card_reached\" says "
                                      "where the cut card came out"));
    }
    scenario.cardsDealt =
        start.integer(QStringLiteral("cardsDealt"), Presence::Optional).value_or(0);
    // Blackjack §6(d): at a double shoe, the side whose cut card was reached
    // and the cards in each side's segregated area (checked in validate()).
    if (const auto side = start.choice(QStringLiteral("cutCardSide"), Presence::Optional,
                                       {QStringLiteral("left"), QStringLiteral("right")})) {
        scenario.cutCardSide = *side == QStringLiteral("left") ? ShoeSide::Left : ShoeSide::Right;
    }
    scenario.segregatedCards =
        start.integer(QStringLiteral("segregatedCards"), Presence::Optional).value_or(0);
    // Baccarat §7(c)-(d): who holds the dealing shoe at a coup ready to deal
    // (checked in validate()).
    if (const auto curator = start.value(QStringLiteral("curator"), Presence::Optional)) {
        if (curator->isString() && curator->toString() == QStringLiteral("dealer")) {
            scenario.curator = 0;
        } else if (curator->isDouble() && curator->toDouble() >= 1 &&
                   curator->toDouble() == static_cast<double>(curator->toInt())) {
            scenario.curator = curator->toInt();
        } else {
            reader_.report(start.pathOf(QStringLiteral("curator")),
                           QStringLiteral("must be a seat number (the player who holds the "
                                          "dealing shoe) or \"dealer\" (§7(d))"));
        }
    }
    start.finish();
    startIsSound_ = reader_.problems().size() == problemsBefore;
}

void LessonReader::readCutCardCameOut(const QJsonObject &object, const QString &path,
                                      Scenario &scenario) {
    JsonObjectReader cameOut(reader_, object, path);
    const auto on = cameOut.choice(
        QStringLiteral("on"), Presence::Required,
        {QStringLiteral("box"), QStringLiteral("dealer_hand"), QStringLiteral("house_reshuffle")});
    const bool onBox = on == QStringLiteral("box");
    const auto seat =
        cameOut.integer(QStringLiteral("seat"), onBox ? Presence::Required : Presence::Optional);
    if (on && !onBox && cameOut.contains(QStringLiteral("seat"))) {
        reader_.report(cameOut.pathOf(QStringLiteral("seat")),
                       QStringLiteral("only with \"on\": \"box\""));
    }
    if (on == QStringLiteral("dealer_hand")) {
        scenario.cutCardCameOut = CutCardCameOut::OnDealerHand;
    } else if (on == QStringLiteral("house_reshuffle")) {
        scenario.cutCardCameOut = CutCardCameOut::HouseReshuffle;
    } else {
        scenario.cutCardCameOut = CutCardCameOut::OnBox;
    }
    scenario.cutCardSeat = seat.value_or(0);
    cameOut.finish();
}

void LessonReader::readShoe(JsonObjectReader &root, Scenario &scenario) {
    const auto object = root.object(QStringLiteral("shoe"), Presence::Required);
    if (!object) {
        return;
    }
    JsonObjectReader shoe(reader_, *object, root.pathOf(QStringLiteral("shoe")));
    const bool hasSeed = shoe.contains(QStringLiteral("seed"));
    const bool hasOrder = shoe.contains(QStringLiteral("order"));
    // A round ready to deal lists only the front of the shoe; the seed (0 when
    // left out) orders the rest.
    const bool orderIsFront = startIsSound_ && scenario.start == StartSituation::RoundReady;
    if (hasSeed && hasOrder && !orderIsFront) {
        reader_.report(shoe.path(), QStringLiteral("give either \"seed\" or \"order\", not both"));
    } else if (!hasSeed && !hasOrder) {
        reader_.report(shoe.path(),
                       QStringLiteral("needs a \"seed\" (a whole number) or an \"order\" "
                                      "(the stack's cards after the shuffle)"));
    }
    if (const auto seed = shoe.wholeNumber(QStringLiteral("seed"), Presence::Optional)) {
        if (*seed < 0) {
            reader_.report(shoe.pathOf(QStringLiteral("seed")),
                           QStringLiteral("must be 0 or more"));
        } else {
            scenario.seed = static_cast<std::uint64_t>(*seed);
        }
    }
    if (const auto order = shoe.array(QStringLiteral("order"), Presence::Optional)) {
        const QString path = shoe.pathOf(QStringLiteral("order"));
        for (qsizetype i = 0; i < order->size(); ++i) {
            const QString itemPath = JsonReader::indexPath(path, i);
            const auto code = reader_.toString(order->at(i), itemPath);
            if (!code) {
                continue;
            }
            const auto card = dt::parseCard(toStd(*code));
            if (!card) {
                reader_.report(itemPath,
                               QStringLiteral("\"%1\" is not a card: write the rank (A, 2-10, J, "
                                              "Q, K) then the suit (C, D, H, S), e.g. \"AS\", "
                                              "\"10H\", \"QD\"")
                                   .arg(*code));
                continue;
            }
            scenario.cardOrder.push_back(*card);
        }
        if (order->isEmpty()) {
            reader_.report(path, scenario.start == StartSituation::RoundReady
                                     ? QStringLiteral("must list at least the shoe's first card")
                                     : QStringLiteral("must list every card of the stack"));
        }
    }
    // Blackjack §6(d): a double shoe's right side, its front cards ("order":
    // the left side's); checked against the table in validate().
    if (const auto order = shoe.array(QStringLiteral("rightOrder"), Presence::Optional)) {
        const QString path = shoe.pathOf(QStringLiteral("rightOrder"));
        for (qsizetype i = 0; i < order->size(); ++i) {
            const QString itemPath = JsonReader::indexPath(path, i);
            const auto code = reader_.toString(order->at(i), itemPath);
            if (const auto card = code ? dt::parseCard(toStd(*code)) : std::nullopt) {
                scenario.rightCardOrder.push_back(*card);
            } else if (code) {
                reader_.report(itemPath, QStringLiteral("\"%1\" is not a card: write the rank "
                                                        "(A, 2-10, J, Q, K) then the suit (C, D, "
                                                        "H, S), e.g. \"AS\", \"10H\", \"QD\"")
                                             .arg(*code));
            }
        }
    }
    shoe.finish();
}

void LessonReader::readRules(JsonObjectReader &root, Scenario &scenario) {
    const QString path = root.pathOf(QStringLiteral("rules"));
    roundDeclared_ = root.contains(QStringLiteral("rules")) ||
                     (startIsSound_ && scenario.start == StartSituation::RoundReady);
    const auto object = root.object(QStringLiteral("rules"), Presence::Optional);
    if (!object) {
        if (startIsSound_ && scenario.start == StartSituation::RoundReady &&
            !root.contains(QStringLiteral("rules"))) {
            reader_.report(path, QStringLiteral("is required when \"situation\" is "
                                                "\"round_ready\": the lesson deals a round, "
                                                "e.g. {\"game\": \"blackjack\"}"));
        }
        return;
    }
    if (baccaratGameKeys().contains(object->value(QStringLiteral("game")).toString())) {
        readBaccaratRulesOf(*object, path, scenario);
        return;
    }
    JsonObjectReader rules(reader_, *object, path);
    const auto game = rules.choice(QStringLiteral("game"), Presence::Required,
                                   QStringList{QStringLiteral("blackjack")} + baccaratGameKeys());
    blackjack::TableRules tableRules;
    const auto order = rules.choice(
        QStringLiteral("settlementOrder"), Presence::Optional,
        {QStringLiteral("right_to_left"), QStringLiteral("collect_then_pay_right_to_left")});
    tableRules.settlementOrder = order == QStringLiteral("collect_then_pay_right_to_left")
                                     ? blackjack::SettlementOrder::CollectThenPayRightToLeft
                                     : blackjack::SettlementOrder::RightToLeft;
    const QString tablePath = rules.pathOf(QStringLiteral("table"));
    const auto table = rules.object(QStringLiteral("table"), Presence::Optional);
    if (table || !rules.contains(QStringLiteral("table"))) {
        readTableOfferOf(table.value_or(QJsonObject()), tablePath, scenario.table,
                         tableRules.offer);
    }
    rules.finish();
    if (!game) {
        return;
    }
    scenario.rules = tableRules;
}

void LessonReader::readBaccaratRulesOf(const QJsonObject &given, const QString &path,
                                       Scenario &scenario) {
    // One table: the shoe's "decks", "boxes", "shuffleOption" and "recutBy"
    // are the baccarat table's "decks", "seats", "shuffle" and "recut";
    // left out of "rules" they are taken from "table", given they must agree.
    QJsonObject filled = given;
    const auto key = [](std::string_view name) {
        return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    };
    const TableConfig &table = scenario.table;
    const std::array<std::tuple<QString, QJsonValue, QString>, 4> shared = {{
        {QStringLiteral("decks"), table.decks, QStringLiteral("decks")},
        {QStringLiteral("seats"), table.boxes, QStringLiteral("boxes")},
        {QStringLiteral("shuffle"),
         key(dt::shuffleOptionKey(table.shuffleOption.value_or(dt::ShuffleOption::ShuffleAndLace))),
         QStringLiteral("shuffleOption")},
        {QStringLiteral("recut"),
         table.recutBy == RecutBy::LastCutter ? QStringLiteral("last_cutter")
                                              : QStringLiteral("next_entitled"),
         QStringLiteral("recutBy")},
    }};
    for (const auto &[name, fromTable, tableKey] : shared) {
        if (!given.contains(name)) {
            filled.insert(name, fromTable);
        } else if (tableIsSound_ && given.value(name).type() == fromTable.type() &&
                   given.value(name) != fromTable) {
            reader_.report(
                JsonReader::keyPath(path, name),
                QStringLiteral("must be %1, as %2 says: the shoe and the coup are one "
                               "table (or leave it out)")
                    .arg(fromTable.isString() ? u'"' + fromTable.toString() + u'"'
                                              : QString::number(fromTable.toInt()),
                         JsonReader::keyPath(JsonReader::keyPath(kRoot, QStringLiteral("table")),
                                             tableKey)));
        }
    }
    const BaccaratRulesReadResult read = readBaccaratRules(filled, path);
    const QString separator = QStringLiteral(": ");
    for (const QString &problem : read.problems) {
        const qsizetype at = problem.indexOf(separator);
        if (!reader_.hasProblemNear(problem.left(at))) {
            reader_.report(problem.left(at), problem.mid(at + separator.size()));
        }
    }
    if (tableIsSound_ && scenario.table.regulation != Regulation::Compendium) {
        reader_.report(JsonReader::keyPath(JsonReader::keyPath(kRoot, QStringLiteral("table")),
                                           QStringLiteral("rules")),
                       QStringLiteral("must be \"compendium\": baccarat is played under 004"));
    }
    // One table: the game its shoe is prepared for is the game of its coup.
    const dt::TableGame coupGame = read.rules.game;
    if (tableIsSound_ && scenario.table.regulation == Regulation::Compendium &&
        scenario.table.game != coupGame) {
        reader_.report(JsonReader::keyPath(JsonReader::keyPath(kRoot, QStringLiteral("table")),
                                           QStringLiteral("game")),
                       QStringLiteral("must be \"%1\", the game of %2")
                           .arg(QString::fromStdString(std::string(dt::tableGameKey(coupGame))),
                                JsonReader::keyPath(path, QStringLiteral("game"))));
    }
    scenario.rules = read.rules;
}

void LessonReader::readTableOfferOf(const QJsonObject &given, const QString &path,
                                    const TableConfig &config, blackjack::TableOffer &offer) {
    // One table: the shoe the lesson prepares ("table") and the offer its
    // round is played under ("rules.table") share the regulation, the decks
    // and the boxes. Left out of the offer they are taken from "table";
    // written in both places they must agree.
    struct Shared {
        QString key;
        QJsonValue fromTable;
        QString tableKey;
    };
    const std::array<Shared, 3> shared = {{
        {QStringLiteral("regulation"),
         QString::fromStdString(std::string(dt::regulationKey(config.regulation))),
         QStringLiteral("rules")},
        {QStringLiteral("decks"), config.decks, QStringLiteral("decks")},
        {QStringLiteral("boxes"), config.boxes, QStringLiteral("boxes")},
    }};
    QJsonObject filled = given;
    for (const Shared &setting : shared) {
        if (!given.contains(setting.key)) {
            filled.insert(setting.key, setting.fromTable);
            offerKeysFromTable_.insert(setting.key);
        } else if (tableIsSound_ && given.value(setting.key).type() == setting.fromTable.type() &&
                   given.value(setting.key) != setting.fromTable) {
            const QString tablePath = JsonReader::keyPath(
                JsonReader::keyPath(kRoot, QStringLiteral("table")), setting.tableKey);
            const QString shown =
                setting.fromTable.isString()
                    ? QLatin1Char('"') + setting.fromTable.toString() + QLatin1Char('"')
                    : QString::number(setting.fromTable.toInt());
            reader_.report(JsonReader::keyPath(path, setting.key),
                           QStringLiteral("must be %1, as %2 says: the shoe and the round are "
                                          "one table (or leave it out: it is taken from %2)")
                               .arg(shown, tablePath));
        }
    }
    const TableOfferReadResult read = readTableOffer(filled, path);
    offer = read.offer;
    const QString separator = QStringLiteral(": ");
    for (const QString &problem : read.problems) {
        const qsizetype at = problem.indexOf(separator);
        QString problemPath = problem.left(at);
        const QString message = problem.mid(at + separator.size());
        // A setting taken from "table" is wrong there.
        const QString prefix = path + QLatin1Char('.');
        const QString key =
            problemPath.startsWith(prefix) ? problemPath.mid(prefix.size()) : QString();
        if (offerKeysFromTable_.contains(key)) {
            problemPath = lessonPathOf("rules." + key.toStdString());
        }
        // A setting already reported as disagreeing with "table" is not judged again.
        if (!reader_.hasProblemNear(problemPath)) {
            reader_.report(problemPath, message);
        }
    }
}

QString LessonReader::lessonPathOf(const std::string &corePath) const {
    const QString path = QString::fromStdString(corePath);
    const QString rulesPrefix = QStringLiteral("rules.");
    if (!path.startsWith(rulesPrefix)) {
        return kRoot + QLatin1Char('.') + path;
    }
    const QString setting = path.mid(rulesPrefix.size());
    const QString key = setting.section(QLatin1Char('.'), 0, 0);
    if (key == QStringLiteral("game") || key == QStringLiteral("settlementOrder") ||
        key == QStringLiteral("table")) {
        return kRoot + QLatin1Char('.') + path;
    }
    if (offerKeysFromTable_.contains(key)) {
        return kRoot + QStringLiteral(".table.") +
               (key == QStringLiteral("regulation") ? QStringLiteral("rules") : key);
    }
    return kRoot + QStringLiteral(".rules.table.") + setting;
}

std::optional<Money> LessonReader::readMoney(JsonObjectReader &reader, const QString &key) {
    const auto value = reader.value(key, Presence::Optional);
    if (!value) {
        return std::nullopt;
    }
    const QByteArray text = value->toString().toUtf8();
    const auto parsed = value->isString()
                            ? Money::parse(std::string_view(text.constData(),
                                                            static_cast<std::size_t>(text.size())))
                            : std::nullopt;
    if (!parsed) {
        reader_.report(reader.pathOf(key),
                       QStringLiteral("must be an amount of dollars as a string, like \"12.50\""));
    }
    return parsed;
}

void LessonReader::readSpotAmounts(JsonObjectReader &reader, const QString &key,
                                   std::vector<Money> &out) {
    const auto amounts = reader.array(key, Presence::Optional);
    if (!amounts) {
        return;
    }
    const QString path = reader.pathOf(key);
    if (amounts->isEmpty() || amounts->size() > 3) {
        reader_.report(path, QStringLiteral("must list one amount per betting spot, two or three "
                                            "(%1)")
                                 .arg(scriptRegulation_ == Regulation::BlackjackTribal
                                          ? QStringLiteral("Blackjack (tribal) (q)(2)")
                                          : QStringLiteral("Blackjack §18(b)")));
        return;
    }
    for (qsizetype j = 0; j < amounts->size(); ++j) {
        const QJsonValue value = amounts->at(j);
        const QByteArray text = value.toString().toUtf8();
        const auto parsed =
            value.isString() ? Money::parse(std::string_view(text.constData(),
                                                             static_cast<std::size_t>(text.size())))
                             : std::nullopt;
        if (!parsed || *parsed < Money()) {
            reader_.report(JsonReader::indexPath(path, j),
                           QStringLiteral("must be an amount of dollars as a string, like "
                                          "\"10.00\""));
            out.clear();
            return;
        }
        out.push_back(*parsed);
    }
}

void LessonReader::readRoundScript(JsonObjectReader &reader, PlayerScript &player) {
    const QStringList roundKeys = {QStringLiteral("wager"),
                                   QStringLiteral("insurance"),
                                   QStringLiteral("evenMoney"),
                                   QStringLiteral("basicStrategy"),
                                   QStringLiteral("unusualChoices"),
                                   QStringLiteral("doubleCardFaceDown"),
                                   QStringLiteral("decisions"),
                                   QStringLiteral("takesLateCard"),
                                   QStringLiteral("reachesForWagerAfterCards"),
                                   QStringLiteral("sideWagers"),
                                   QStringLiteral("seated"),
                                   QStringLiteral("sharesBox"),
                                   QStringLiteral("doublesWithCaller"),
                                   QStringLiteral("splitWagerHand"),
                                   QStringLiteral("verbalWager"),
                                   QStringLiteral("multipleAction"),
                                   QStringLiteral("multipleActionInsurance"),
                                   QStringLiteral("takesSevensCard"),
                                   QStringLiteral("refusesCardInError"),
                                   QStringLiteral("outOnDealerError"),
                                   QStringLiteral("wagers")};
    // A lesson with a "rules" key, even one that could not be read, or one
    // that starts at "round_ready" (where "rules" is then reported missing)
    // means to play a round: its players' scripts are read as such.
    if (!roundDeclared_) {
        for (const QString &key : roundKeys) {
            if (reader.contains(key)) {
                reader.value(key, Presence::Optional); // known, but out of place
                reader_.report(reader.pathOf(key),
                               QStringLiteral("only a lesson that plays a round (\"rules\") "
                                              "scripts the players' play"));
            }
        }
        return;
    }
    if (const auto wager = readMoney(reader, QStringLiteral("wager"))) {
        if (*wager <= Money()) {
            reader_.report(reader.pathOf(QStringLiteral("wager")),
                           QStringLiteral("must be more than 0.00 (leave it out for a player "
                                          "who does not play the round)"));
        } else {
            player.wager = *wager;
        }
    }
    if (const auto insurance = readMoney(reader, QStringLiteral("insurance"))) {
        if (*insurance <= Money()) {
            reader_.report(reader.pathOf(QStringLiteral("insurance")),
                           QStringLiteral("must be more than 0.00 (leave it out for a player "
                                          "who declines insurance)"));
        } else {
            player.insurance = *insurance;
        }
    }
    player.evenMoney =
        reader.boolean(QStringLiteral("evenMoney"), Presence::Optional).value_or(false);
    player.basicStrategy =
        reader.boolean(QStringLiteral("basicStrategy"), Presence::Optional).value_or(false);
    player.doubleCardFaceDown =
        reader.boolean(QStringLiteral("doubleCardFaceDown"), Presence::Optional).value_or(false);
    // PlayerPolicy (player_policy.h): the rate of unusual choices of a
    // basic-strategy player.
    if (const auto rate = reader.number(QStringLiteral("unusualChoices"), Presence::Optional)) {
        if (*rate < 0.0 || *rate > 1.0) {
            reader_.report(reader.pathOf(QStringLiteral("unusualChoices")),
                           QStringLiteral("must be a number from 0 to 1 (0.1 = an unusual choice "
                                          "one time in ten)"));
        } else if (*rate > 0.0 && !player.basicStrategy) {
            reader_.report(reader.pathOf(QStringLiteral("unusualChoices")),
                           QStringLiteral("needs \"basicStrategy\": true (the unusual choices "
                                          "stand in for basic strategy's)"));
        } else {
            player.unusualChoices = *rate;
        }
    }
    // Blackjack §17-§31: the side wagers placed with the box's wager.
    if (const auto stakes = reader.array(QStringLiteral("sideWagers"), Presence::Optional)) {
        const QString path = reader.pathOf(QStringLiteral("sideWagers"));
        for (qsizetype j = 0; j < stakes->size(); ++j) {
            if (auto stake = readSideWagerStake(stakes->at(j), JsonReader::indexPath(path, j))) {
                player.sideWagers.push_back(*stake);
            }
        }
    }
    // Blackjack §18(b), §18(d): multiple action, a wager and an insurance per spot.
    readSpotAmounts(reader, QStringLiteral("multipleAction"), player.multipleAction);
    readSpotAmounts(reader, QStringLiteral("multipleActionInsurance"),
                    player.multipleActionInsurance);
    if (!player.multipleAction.empty()) {
        if (reader.contains(QStringLiteral("wager")) && player.wager > Money() &&
            player.wager != player.multipleAction.front()) {
            reader_.report(reader.pathOf(QStringLiteral("wager")),
                           QStringLiteral("must be the first spot's wager of \"multipleAction\" "
                                          "(or be left out)"));
        }
        player.wager = player.multipleAction.front();
    }
    // Blackjack §15(h), §15(j): the player's option on a missed card.
    player.takesLateCard =
        reader.boolean(QStringLiteral("takesLateCard"), Presence::Optional).value_or(true);
    // Blackjack §6(j)(3), §6(k)(6): two sevens with a sevens wager under a known
    // dealer blackjack take the additional card offered, or not.
    player.takesSevensCard =
        reader.boolean(QStringLiteral("takesSevensCard"), Presence::Optional).value_or(true);
    // Blackjack §15(d): an exposed card drawn in error, offered as the next
    // card at the hand's turn, refused (no more cards this round).
    player.refusesCardInError =
        reader.boolean(QStringLiteral("refusesCardInError"), Presence::Optional).value_or(false);
    // Blackjack §15(a): asks out of the hand after the dealer's misdelivery.
    player.outOnDealerError =
        reader.boolean(QStringLiteral("outOnDealerError"), Presence::Optional).value_or(false);
    // Blackjack §3(f)-(h): the player reaches for the wager once this many cards are out.
    if (const auto cards =
            reader.integer(QStringLiteral("reachesForWagerAfterCards"), Presence::Optional)) {
        if (*cards < 1) {
            reader_.report(reader.pathOf(QStringLiteral("reachesForWagerAfterCards")),
                           QStringLiteral("must be 1 or more: the cards of the round out of the "
                                          "shoe when the player reaches for the wager"));
        } else {
            player.reachesForWagerAfterCards = *cards;
        }
    }
    // Blackjack §13: players on one box (the same "seat"); §3(d): a verbal wager.
    player.seated = reader.boolean(QStringLiteral("seated"), Presence::Optional).value_or(true);
    player.sharesBox =
        reader.boolean(QStringLiteral("sharesBox"), Presence::Optional).value_or(false);
    player.doublesWithCaller =
        reader.boolean(QStringLiteral("doublesWithCaller"), Presence::Optional);
    static const QStringList splitAnswers = {QStringLiteral("cover"), QStringLiteral("first"),
                                             QStringLiteral("second")};
    if (const auto answer =
            reader.choice(QStringLiteral("splitWagerHand"), Presence::Optional, splitAnswers)) {
        player.splitWagerHand = static_cast<int>(splitAnswers.indexOf(*answer));
    }
    player.verbalWager =
        reader.boolean(QStringLiteral("verbalWager"), Presence::Optional).value_or(false);
    if (const auto decisions = reader.array(QStringLiteral("decisions"), Presence::Optional)) {
        const QString path = reader.pathOf(QStringLiteral("decisions"));
        for (qsizetype j = 0; j < decisions->size(); ++j) {
            // An unreadable entry stands in as a stand, keeping later indices in step.
            player.decisions.push_back(
                readDecision(decisions->at(j), JsonReader::indexPath(path, j))
                    .value_or(ScriptedDecision{}));
        }
    }
    const bool wagers = player.wager > Money();
    for (const QString &key : roundKeys.mid(1)) {
        // Baccarat's "wagers" stand in for "wager" (readBaccaratWagers()).
        if (!wagers && key != QStringLiteral("wagers") && reader.contains(key) &&
            !reader_.hasProblemNear(reader.pathOf(key)) &&
            !reader.contains(QStringLiteral("wager")) &&
            !reader.contains(QStringLiteral("multipleAction"))) {
            reader_.report(reader.pathOf(key),
                           QStringLiteral("a player without a \"wager\" does not play the round"));
        }
    }
}

std::optional<ScriptedDecision> LessonReader::readDecision(const QJsonValue &value,
                                                           const QString &path) {
    // The decisions a box's script holds, in the order the player is asked;
    // insurance and even money have their own keys (asked once, before play).
    static const QStringList names = {QStringLiteral("hit"), QStringLiteral("stand"),
                                      QStringLiteral("double"), QStringLiteral("split"),
                                      QStringLiteral("surrender")};
    static const std::array<event::Decision, 5> decisions = {
        event::Decision::Hit, event::Decision::Stand, event::Decision::Double,
        event::Decision::Split, event::Decision::Surrender};
    const auto decisionOf = [&](const QString &name) {
        return decisions[static_cast<std::size_t>(names.indexOf(name))];
    };
    if (value.isString()) {
        const QString name = value.toString();
        if (name == QStringLiteral("insurance") || name == QStringLiteral("even_money") ||
            name == QStringLiteral("no_insurance")) {
            reader_.report(path, QStringLiteral("insurance and even money are the player's "
                                                "\"insurance\" and \"evenMoney\" keys, not "
                                                "decisions"));
            return std::nullopt;
        }
        const auto choice = reader_.toChoice(value, path, names);
        if (!choice) {
            return std::nullopt;
        }
        return ScriptedDecision{decisionOf(*choice), Money()};
    }
    if (!value.isObject()) {
        reader_.report(path, QStringLiteral("must be a decision (\"hit\", \"stand\", \"double\", "
                                            "\"split\" or \"surrender\") or {\"decision\": "
                                            "\"double\", \"amount\": \"5.00\"}"));
        return std::nullopt;
    }
    JsonObjectReader object(reader_, value.toObject(), path);
    const auto choice = object.choice(QStringLiteral("decision"), Presence::Required, names);
    const auto amount = readMoney(object, QStringLiteral("amount"));
    object.finish();
    if (!choice) {
        return std::nullopt;
    }
    ScriptedDecision decision{decisionOf(*choice), Money()};
    if (amount && decision.decision != event::Decision::Double) {
        // §11(a): the split wager is "an amount equal to his original wager";
        // the other decisions put no chips down.
        reader_.report(JsonReader::keyPath(path, QStringLiteral("amount")),
                       QStringLiteral("only a double down takes an amount (a split wager equals "
                                      "the original wager, Blackjack §11(a))"));
    } else if (amount && *amount <= Money()) {
        reader_.report(JsonReader::keyPath(path, QStringLiteral("amount")),
                       QStringLiteral("must be more than 0.00 (leave it out to double for the "
                                      "whole original wager)"));
    } else if (amount) {
        decision.amount = *amount;
    }
    return decision;
}

void LessonReader::readPlayers(JsonObjectReader &root, Scenario &scenario) {
    const auto players = root.array(QStringLiteral("players"), Presence::Optional);
    const bool playsRound = std::holds_alternative<blackjack::TableRules>(scenario.rules) ||
                            std::holds_alternative<baccarat::TableRules>(scenario.rules);
    if (!players) {
        if (playsRound && !root.contains(QStringLiteral("players"))) {
            reportNoWager(root.pathOf(QStringLiteral("players")));
        }
        return;
    }
    bool anyWager = false;
    for (qsizetype i = 0; i < players->size(); ++i) {
        const QString path = JsonReader::indexPath(root.pathOf(QStringLiteral("players")), i);
        if (players->at(i).isObject() &&
            (players->at(i).toObject().contains(QStringLiteral("wager")) ||
             players->at(i).toObject().contains(QStringLiteral("wagers")) ||
             players->at(i).toObject().contains(QStringLiteral("multipleAction")))) {
            anyWager = true;
        }
        if (auto player = readPlayer(players->at(i), path, scenario)) {
            scenario.players.push_back(std::move(*player));
        } else {
            // Keep the indices of later players equal to their place in the file,
            // so the core's problems point at the right player.
            scenario.players.push_back(PlayerScript{0, {}, Arrival::AtStart, {}, false});
        }
    }
    if (playsRound && !anyWager) {
        reportNoWager(root.pathOf(QStringLiteral("players")));
    }
}

void LessonReader::readBaccaratWagers(JsonObjectReader &reader, PlayerScript &player,
                                      const Scenario &scenario) {
    const auto *rules = std::get_if<baccarat::TableRules>(&scenario.rules);
    if (rules != nullptr && reader.contains(QStringLiteral("wager"))) {
        reader_.report(reader.pathOf(QStringLiteral("wager")),
                       QStringLiteral("a baccarat player places \"wagers\", by hand"));
    }
    const auto wagers = reader.object(QStringLiteral("wagers"), Presence::Optional);
    if (!wagers) {
        return;
    }
    const QString path = reader.pathOf(QStringLiteral("wagers"));
    if (rules == nullptr) {
        reader_.report(path, QStringLiteral("only a baccarat lesson places \"wagers\" (a "
                                            "blackjack player has a \"wager\")"));
        return;
    }
    JsonObjectReader stakes(reader_, *wagers, path);
    for (const baccarat::Wager wager : baccarat::allWagers()) {
        const QString key = QString::fromLatin1(
            baccarat::key(wager).data(), static_cast<qsizetype>(baccarat::key(wager).size()));
        const auto amount = readMoney(stakes, key);
        if (!amount) {
            continue;
        }
        if (*amount <= Money()) {
            reader_.report(stakes.pathOf(key), QStringLiteral("must be more than 0.00"));
        } else if (!baccarat::offered(*rules, wager)) {
            // §8(a)(4)-(7): only the wagers the table offers are on its layout.
            reader_.report(
                stakes.pathOf(key),
                QStringLiteral("%1: the table does not offer the %2 wager")
                    .arg(
                        QString::fromStdString(baccarat::wagerSection(rules->game, wager).text()),
                        QString::fromLatin1(baccarat::name(wager).data(),
                                            static_cast<qsizetype>(baccarat::name(wager).size()))));
        } else {
            player.baccaratWagers.push_back({wager, *amount});
        }
    }
    stakes.finish();
}

void LessonReader::reportNoWager(const QString &path) {
    // Blackjack §3(a): "each player ... shall make a wager against the dealer"
    // before the first card of a round; with no wager there is no round.
    reader_.report(path, QStringLiteral("a lesson that plays a round (\"rules\") needs at least "
                                        "one player with a \"wager\" (Blackjack §3(a))"));
}

std::optional<PlayerScript> LessonReader::readPlayer(const QJsonValue &value, const QString &path,
                                                     const Scenario &scenario) {
    const auto object = reader_.toObject(value, path);
    if (!object) {
        return std::nullopt;
    }
    JsonObjectReader reader(reader_, *object, path);
    PlayerScript player;
    bool complete = true;
    if (const auto seat = reader.integer(QStringLiteral("seat"), Presence::Required)) {
        player.seat = *seat;
    } else {
        complete = false;
    }
    player.name =
        toStd(reader.text(QStringLiteral("name"), Presence::Required).value_or(QString()));
    const auto arrives =
        reader.choice(QStringLiteral("arrives"), Presence::Optional,
                      {QStringLiteral("at_start"), QStringLiteral("after_spread")});
    player.arrival =
        arrives == QStringLiteral("after_spread") ? Arrival::AfterSpread : Arrival::AtStart;
    if (const auto cut = reader.array(QStringLiteral("cut"), Presence::Optional)) {
        for (qsizetype j = 0; j < cut->size(); ++j) {
            const QString cutPath = JsonReader::indexPath(reader.pathOf(QStringLiteral("cut")), j);
            // An empty entry keeps the indices the core reports in step with the file.
            player.cutResponses.push_back(
                readCutResponse(cut->at(j), cutPath).value_or(CutResponse{false, 0}));
        }
    }
    player.asksToSeeBurnCard =
        reader.boolean(QStringLiteral("asksToSeeBurnCard"), Presence::Optional).value_or(false);
    if (player.asksToSeeBurnCard && startIsSound_ && scenario.start == StartSituation::RoundReady) {
        reader_.report(reader.pathOf(QStringLiteral("asksToSeeBurnCard")),
                       QStringLiteral("a lesson that starts at \"round_ready\" begins after the "
                                      "burn: there is no burn card to ask for"));
    }
    // Blackjack §5(j)(2); the core's validate() says where it applies.
    player.requestsInspection =
        reader.boolean(QStringLiteral("requestsInspection"), Presence::Optional).value_or(false);
    scriptRegulation_ = scenario.table.regulation;
    readRoundScript(reader, player);
    if (roundDeclared_) {
        readBaccaratWagers(reader, player, scenario); // Baccarat §8(a)
    }
    // Baccarat §7(b)-(d), §14(a): offered the shoe, and as curator (validate()).
    const auto shoe = reader.choice(
        QStringLiteral("shoe"), Presence::Optional,
        {QStringLiteral("accept"), QStringLiteral("refuse"), QStringLiteral("designate_dealer")});
    player.shoeAnswer = shoe == QStringLiteral("refuse") ? event::ShoeAnswer::Refuses
                        : shoe == QStringLiteral("designate_dealer")
                            ? event::ShoeAnswer::DesignatesDealer
                            : event::ShoeAnswer::Accepts;
    player.passesShoe =
        reader.boolean(QStringLiteral("passesShoe"), Presence::Optional).value_or(false);
    // Baccarat §9(e)(1)(i): take a winning House Money payout, or let it ride
    // on the Player or Banker wager (validate() checks the wagers are there).
    player.ridesHouseMoney =
        reader.choice(QStringLiteral("houseMoney"), Presence::Optional,
                      {QStringLiteral("take"), QStringLiteral("ride")}) == QStringLiteral("ride");
    if (const auto onto = reader.choice(QStringLiteral("houseMoneyRidesOn"), Presence::Optional,
                                        {QStringLiteral("player"), QStringLiteral("banker")})) {
        player.houseMoneyRidesOn =
            *onto == QStringLiteral("player") ? baccarat::Wager::Player : baccarat::Wager::Banker;
    }
    // Between the lesson's rounds: the player leaves; as Baccarat curator,
    // delays the game (§14(a)(2)). validate() checks the round and the table.
    if (const auto leaves =
            reader.integer(QStringLiteral("leavesAfterRound"), Presence::Optional)) {
        player.leavesAfterRound = *leaves;
    }
    if (const auto delays =
            reader.integer(QStringLiteral("delaysGameAfterRound"), Presence::Optional)) {
        player.delaysGameAfterRound = *delays;
    }
    reader.finish();
    if (!complete) {
        return std::nullopt;
    }
    return player;
}

std::optional<CutResponse> LessonReader::readCutResponse(const QJsonValue &value,
                                                         const QString &path) {
    if (value.isString() && value.toString() == QStringLiteral("refuse")) {
        return CutResponse{false, 0};
    }
    if (!value.isObject()) {
        reader_.report(path, QStringLiteral("must be \"refuse\" or {\"position\": N}, N the "
                                            "cards in front of the cut card"));
        return std::nullopt;
    }
    JsonObjectReader cut(reader_, value.toObject(), path);
    const auto position = cut.integer(QStringLiteral("position"), Presence::Required);
    cut.finish();
    if (!position) {
        return std::nullopt;
    }
    return CutResponse{true, *position};
}

std::optional<SideWagerStake> LessonReader::readSideWagerStake(const QJsonValue &value,
                                                               const QString &path) {
    if (!value.isObject()) {
        reader_.report(path, QStringLiteral("must be {\"wager\": \"twentyOnePlusThree\", "
                                            "\"amount\": \"5.00\"}"));
        return std::nullopt;
    }
    JsonObjectReader object(reader_, value.toObject(), path);
    QStringList names;
    for (const auto wager : blackjack::kAllSideWagers) {
        if (wager != blackjack::SideWager::MultipleAction) {
            names << fromStd(blackjack::fieldName(wager));
        }
    }
    const auto name = object.choice(QStringLiteral("wager"), Presence::Required, names);
    const auto amount = readMoney(object, QStringLiteral("amount"));
    SideWagerStake stake;
    // §17(b)(1)-(2): which side of 13; §29(d): a King's Bounty wager on the dealer's hand.
    stake.over = object
                     .choice(QStringLiteral("overUnder"), Presence::Optional,
                             {QStringLiteral("over"), QStringLiteral("under")})
                     .value_or(QStringLiteral("over")) == QStringLiteral("over");
    stake.onDealersHand =
        object.boolean(QStringLiteral("onDealersHand"), Presence::Optional).value_or(false);
    // §22(d): a streak wager's betting area, "2" to "5"; no other wager has one.
    const auto area = object.integer(QStringLiteral("area"), Presence::Optional);
    object.finish();
    const QString areaPath = JsonReader::keyPath(path, QStringLiteral("area"));
    const bool streak =
        name && *name == fromStd(blackjack::fieldName(blackjack::SideWager::Streak));
    if (streak && !area && !reader_.hasProblemNear(areaPath)) {
        reader_.report(areaPath, QStringLiteral("is required for a streak wager: the betting area "
                                                "it is placed on, 2, 3, 4 or 5 (Blackjack "
                                                "§22(d))"));
        return std::nullopt;
    }
    if (name && !streak && area) {
        reader_.report(areaPath, QStringLiteral("is only for a streak wager (Blackjack §22(d)): "
                                                "remove it from this side wager"));
        return std::nullopt;
    }
    stake.area = area.value_or(0);
    if (!amount && !reader_.hasProblemNear(JsonReader::keyPath(path, QStringLiteral("amount")))) {
        reader_.report(JsonReader::keyPath(path, QStringLiteral("amount")),
                       QStringLiteral("is required: the side wager's amount, like \"5.00\""));
    }
    if (!name || !amount) {
        return std::nullopt;
    }
    for (const auto wager : blackjack::kAllSideWagers) {
        if (fromStd(blackjack::fieldName(wager)) == *name) {
            stake.wager = wager;
        }
    }
    stake.amount = *amount;
    return stake;
}

// Blackjack §15, Baccarat §15: what the lesson puts wrong on the table.
void LessonReader::readIrregularities(JsonObjectReader &root, Scenario &scenario) {
    const auto object = root.object(QStringLiteral("irregularities"), Presence::Optional);
    if (!object) {
        return;
    }
    const QString path = root.pathOf(QStringLiteral("irregularities"));
    if (!roundDeclared_) {
        reader_.report(path, QStringLiteral("only a lesson that plays a round (\"rules\") has "
                                            "irregularities in its round"));
        return;
    }
    JsonObjectReader irregularities(reader_, *object, path);
    if (const auto cards =
            irregularities.array(QStringLiteral("faceUpCards"), Presence::Optional)) {
        const QString cardsPath = irregularities.pathOf(QStringLiteral("faceUpCards"));
        for (qsizetype i = 0; i < cards->size(); ++i) {
            const QString itemPath = JsonReader::indexPath(cardsPath, i);
            const auto place = reader_.toInt(cards->at(i), itemPath);
            if (place && *place < 1) {
                reader_.report(itemPath, QStringLiteral("must be a card's place in the shoe: 1 "
                                                        "for the round's first card, 2 for the "
                                                        "next..."));
            } else if (place) {
                scenario.faceUpCards.push_back(*place);
            }
        }
    }
    // Baccarat §15(a)-(c), Midi §13(a)-(c): cards drawn in error in the coup.
    if (const auto cards =
            irregularities.array(QStringLiteral("cardsDrawnInError"), Presence::Optional)) {
        const QString cardsPath = irregularities.pathOf(QStringLiteral("cardsDrawnInError"));
        for (qsizetype i = 0; i < cards->size(); ++i) {
            const QString itemPath = JsonReader::indexPath(cardsPath, i);
            const auto drawn = reader_.toObject(cards->at(i), itemPath);
            if (!drawn) {
                continue;
            }
            JsonObjectReader item(reader_, *drawn, itemPath);
            CardDrawnInError card;
            const auto place = item.integer(QStringLiteral("card"), Presence::Required);
            if (place && *place < 1) {
                reader_.report(item.pathOf(QStringLiteral("card")),
                               QStringLiteral("must be a card's place in the shoe: 1 for the "
                                              "round's first card, 2 for the next..."));
            }
            card.position = place.value_or(1);
            card.disclosed =
                item.boolean(QStringLiteral("disclosed"), Presence::Optional).value_or(false);
            card.asPlayersThirdCard =
                item.boolean(QStringLiteral("playersThirdCard"), Presence::Optional)
                    .value_or(false);
            item.finish();
            scenario.cardsDrawnInError.push_back(card);
        }
    }
    scenario.cardReaderOutOfOrder =
        irregularities.boolean(QStringLiteral("cardReaderOutOfOrder"), Presence::Optional)
            .value_or(false);
    scenario.bonusSystemFails =
        irregularities.boolean(QStringLiteral("bonusSystemFails"), Presence::Optional)
            .value_or(false);
    // Blackjack §15(o): boxes whose progressive light is not operating properly.
    if (const auto seats =
            irregularities.array(QStringLiteral("progressiveLightsOut"), Presence::Optional)) {
        const QString seatsPath = irregularities.pathOf(QStringLiteral("progressiveLightsOut"));
        for (qsizetype i = 0; i < seats->size(); ++i) {
            const QString itemPath = JsonReader::indexPath(seatsPath, i);
            const auto seat = reader_.toInt(seats->at(i), itemPath);
            if (seat && *seat < 1) {
                reader_.report(itemPath, QStringLiteral("must be a box number, 1 for the first "
                                                        "box on the dealer's left"));
            } else if (seat) {
                scenario.progressiveLightsOut.push_back(*seat);
            }
        }
    }
    irregularities.finish();
}

void LessonReader::readPass(JsonObjectReader &root, PassCriteria &pass) {
    readPassCriteria(reader_, root, pass);
}

void LessonReader::readDrill(JsonObjectReader &root, Lesson &lesson) {
    const auto object = root.object(QStringLiteral("drill"), Presence::Required);
    if (!object) {
        return;
    }
    DrillSpec drill;
    JsonObjectReader reader(reader_, *object, root.pathOf(QStringLiteral("drill")));
    QStringList keys;
    for (const auto situation : dt::drills::allPayoutSituations()) {
        keys << fromStd(dt::drills::situationKey(situation));
    }
    // The game whose situations the drill may deal; an unknown game is
    // reported at "$.game".
    const auto game = dt::tableGameFromKey(toStd(lesson.game));
    QStringList situationPaths; // the path of each situation read
    if (const auto situations = reader.array(QStringLiteral("situations"), Presence::Required)) {
        const QString path = reader.pathOf(QStringLiteral("situations"));
        if (situations->isEmpty()) {
            reader_.report(path, QStringLiteral("must list at least one situation"));
        }
        for (qsizetype i = 0; i < situations->size(); ++i) {
            const QString at = JsonReader::indexPath(path, i);
            const auto key = reader_.toChoice(situations->at(i), at, keys);
            if (!key) {
                continue;
            }
            const auto situation = *dt::drills::situationFromKey(toStd(*key));
            if (game && !dt::drills::situationBelongsTo(situation, *game)) {
                const auto others = dt::drills::payoutSituationsOf(*game);
                reader_.report(at, QStringLiteral("\"%1\" is no situation of a %2 drill (its "
                                                  "situations: \"%3\", ...)")
                                       .arg(*key, lesson.game,
                                            others.empty()
                                                ? QString()
                                                : fromStd(dt::drills::situationKey(others[0]))));
                continue;
            }
            drill.situations.push_back(situation);
            situationPaths << at;
        }
    }
    if (const auto difficulty = reader.integer(QStringLiteral("difficulty"), Presence::Required)) {
        if (*difficulty < 1 || *difficulty > dt::drills::kMaxDrillDifficulty) {
            reader_.report(reader.pathOf(QStringLiteral("difficulty")),
                           QStringLiteral("must be a step from 1 (one chip) to %1 (several "
                                          "wagers of one box)")
                               .arg(dt::drills::kMaxDrillDifficulty));
        } else {
            drill.difficulty = *difficulty;
        }
    }
    if (const auto payouts = reader.integer(QStringLiteral("payouts"), Presence::Required)) {
        if (*payouts < 1 || *payouts > 200) {
            reader_.report(reader.pathOf(QStringLiteral("payouts")),
                           QStringLiteral("must be from 1 to 200 payouts"));
        } else {
            drill.payouts = *payouts;
        }
    }
    if (const auto seconds = reader.number(QStringLiteral("targetSeconds"), Presence::Required)) {
        if (*seconds <= 0.0 || *seconds > 600.0) {
            reader_.report(reader.pathOf(QStringLiteral("targetSeconds")),
                           QStringLiteral("must be a time in seconds above 0, at most 600"));
        } else {
            drill.targetSeconds = *seconds;
            drill.passMedianSeconds = *seconds;
        }
    }
    if (const auto seed = reader.wholeNumber(QStringLiteral("seed"), Presence::Optional)) {
        if (*seed < 0) {
            reader_.report(reader.pathOf(QStringLiteral("seed")),
                           QStringLiteral("must be 0 or more"));
        } else {
            drill.seed = static_cast<quint64>(*seed);
        }
    }
    if (const auto pass = reader.object(QStringLiteral("pass"), Presence::Optional)) {
        JsonObjectReader passReader(reader_, *pass, reader.pathOf(QStringLiteral("pass")));
        if (const auto accuracy =
                passReader.number(QStringLiteral("accuracy"), Presence::Optional)) {
            if (*accuracy < 0.0 || *accuracy > 1.0) {
                reader_.report(passReader.pathOf(QStringLiteral("accuracy")),
                               QStringLiteral("must be a number from 0 to 1 (0.95 = 95% of the "
                                              "payouts exact)"));
            } else {
                drill.passAccuracy = *accuracy;
            }
        }
        if (const auto median =
                passReader.number(QStringLiteral("medianSeconds"), Presence::Optional)) {
            if (*median <= 0.0) {
                reader_.report(passReader.pathOf(QStringLiteral("medianSeconds")),
                               QStringLiteral("must be a time in seconds above 0"));
            } else {
                drill.passMedianSeconds = *median;
            }
        }
        passReader.finish();
    }
    // The side wagers' pay tables, chosen as a table chooses them
    // (docs/table-config.md), checked by the same reader, paths under
    // "$.drill.table"; each side-wager situation needs its wager offered.
    if (game && *game != dt::TableGame::Blackjack) {
        readBaccaratDrillTable(reader, *game, situationPaths, drill);
    } else if (const auto table = reader.object(QStringLiteral("table"), Presence::Optional)) {
        const QString tablePath = reader.pathOf(QStringLiteral("table"));
        const TableOfferReadResult read = readTableOffer(*table, tablePath);
        // A dealer meets these pay tables at several tables: each side wager
        // is checked as its table would offer it alone, so the exclusions
        // between wagers of one table (§17(a), §23(g), §28(g), ...) do not
        // apply to the drill; everything else does.
        QStringList problems;
        const QString sideWagersKey = QStringLiteral("sideWagers");
        const QJsonObject sideWagers = table->value(sideWagersKey).toObject();
        if (sideWagers.isEmpty()) {
            problems = read.problems;
        }
        for (auto wager = sideWagers.begin(); wager != sideWagers.end(); ++wager) {
            QJsonObject alone = *table;
            alone.insert(sideWagersKey, QJsonObject{{wager.key(), wager.value()}});
            for (const QString &problem : readTableOffer(alone, tablePath).problems) {
                if (!problems.contains(problem)) {
                    problems << problem;
                }
            }
        }
        const QString separator = QStringLiteral(": ");
        for (const QString &problem : problems) {
            const qsizetype at = problem.indexOf(separator);
            reader_.report(problem.left(at), problem.mid(at + separator.size()));
        }
        drill.table = read.offer;
        const QString situationsPath = reader.pathOf(QStringLiteral("situations"));
        for (std::size_t i = 0; i < drill.situations.size(); ++i) {
            const auto wager = dt::drills::sideWagerOf(drill.situations[i]);
            if (wager && !read.offer.sideWagers.contains(*wager)) {
                reader_.report(situationPaths.value(static_cast<qsizetype>(i), situationsPath),
                               QStringLiteral("needs %1 offered: its pay table is chosen there")
                                   .arg(JsonReader::keyPath(
                                       JsonReader::keyPath(tablePath, QStringLiteral("sideWagers")),
                                       fromStd(dt::blackjack::fieldName(*wager)))));
            }
        }
    }
    reader.finish();
    lesson.drill = drill;
}

void LessonReader::readBaccaratDrillTable(JsonObjectReader &reader, dt::TableGame game,
                                          const QStringList &situationPaths, DrillSpec &drill) {
    // The table of the commission drill in the form of a baccarat table
    // (docs/cli.md, "analyze"), its game the lesson's; none: the game's
    // defaults (TableRules, midiBaccaratRules()).
    dt::baccarat::TableRules rules = game == dt::TableGame::MidiBaccarat
                                         ? dt::baccarat::midiBaccaratRules()
                                         : dt::baccarat::TableRules{};
    const QString tablePath = reader.pathOf(QStringLiteral("table"));
    if (const auto table = reader.object(QStringLiteral("table"), Presence::Optional)) {
        const BaccaratRulesReadResult read = readBaccaratRules(*table, tablePath);
        const QString separator = QStringLiteral(": ");
        for (const QString &problem : read.problems) {
            const qsizetype at = problem.indexOf(separator);
            reader_.report(problem.left(at), problem.mid(at + separator.size()));
        }
        if (read.problems.isEmpty() && read.rules.game != game) {
            reader_.report(JsonReader::keyPath(tablePath, QStringLiteral("game")),
                           QStringLiteral("must be \"%1\", the lesson's game")
                               .arg(fromStd(dt::tableGameKey(game))));
        }
        rules = read.rules;
    }
    for (std::size_t i = 0; i < drill.situations.size(); ++i) {
        const std::string problem = dt::drills::commissionTableProblem(drill.situations[i], rules);
        if (!problem.empty()) {
            reader_.report(situationPaths.value(static_cast<qsizetype>(i)),
                           QString::fromStdString(problem) +
                               QStringLiteral(" at %1").arg(tablePath));
        }
    }
    drill.baccaratTable = rules;
}

} // namespace

namespace {
RegulationLibrary libraryIn(const QString &regulationsDirectory) {
    return RegulationLibrary(regulationsDirectory.isEmpty() ? RegulationLibrary::defaultDirectory()
                                                            : regulationsDirectory);
}
} // namespace

LessonLoadResult parseLesson(const QByteArray &json, const QString &fileName,
                             const QString &regulationsDirectory) {
    return parseLesson(json, fileName, libraryIn(regulationsDirectory));
}

LessonLoadResult loadLessonFile(const QString &path, const QString &regulationsDirectory) {
    return loadLessonFile(path, libraryIn(regulationsDirectory));
}

LessonLoadResult parseLesson(const QByteArray &json, const QString &fileName,
                             const RegulationLibrary &regulations) {
    JsonReader reader(fileName);
    const auto root = reader.parseDocument(json, QStringLiteral("a lesson"));
    if (!root) {
        return {std::nullopt, reader.problems()};
    }

    LessonReader lessonReader(reader, regulations);
    Lesson lesson = lessonReader.read(*root);
    lesson.filePath = fileName;

    // What the regulation and the core reject. Skipped when the table or the
    // start could not be read: every other check depends on them. A problem already
    // reported at (or around) the same place is not reported twice.
    if (lessonReader.foundationIsSound()) {
        for (const auto &problem : dt::validate(lesson.scenario)) {
            const QString path = lessonReader.lessonPathOf(problem.path);
            if (!reader.hasProblemNear(path)) {
                reader.report(path, QString::fromStdString(problem.message));
            }
        }
        // The injected errors are judged on a table the core accepts.
        if (reader.problems().isEmpty()) {
            checkSpotTheError(reader, lesson);
        }
    }
    if (!reader.problems().isEmpty()) {
        return {std::nullopt, reader.problems()};
    }
    return {std::move(lesson), {}};
}

LessonLoadResult loadLessonFile(const QString &path, const RegulationLibrary &regulations) {
    const QFileInfo info(path);
    if (info.isDir()) {
        return {std::nullopt,
                {LessonProblem{path, kRoot, QStringLiteral("is a directory, not a lesson file")}}};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {std::nullopt,
                {LessonProblem{
                    path, kRoot,
                    QStringLiteral("cannot read the lesson file: %1").arg(file.errorString())}}};
    }
    return parseLesson(file.readAll(), path, regulations);
}

} // namespace dt::lessons

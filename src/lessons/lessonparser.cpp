#include "lessonparser.h"

#include "jsonobjectreader.h"
#include "jsonreader.h"
#include "regulationlibrary.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <cctype>
#include <core/card.h>
#include <core/citation.h>

namespace dt::lessons {

namespace {

constexpr int kFormat = 1;
const QString kRoot = QStringLiteral("$");

std::string toStd(const QString &text) {
    return text.toStdString();
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

private:
    void readSections(JsonObjectReader &root, Lesson &lesson);
    void readTable(JsonObjectReader &root, Scenario &scenario);
    void readStart(JsonObjectReader &root, Scenario &scenario);
    void readCutCardCameOut(const QJsonObject &object, const QString &path, Scenario &scenario);
    void readShoe(JsonObjectReader &root, Scenario &scenario);
    void readPlayers(JsonObjectReader &root, Scenario &scenario);
    std::optional<PlayerScript> readPlayer(const QJsonValue &value, const QString &path);
    std::optional<CutResponse> readCutResponse(const QJsonValue &value, const QString &path);
    void readPass(JsonObjectReader &root, PassCriteria &pass);

    JsonReader &reader_;
    const RegulationLibrary &regulations_;
    bool tableIsSound_ = false;
    bool startIsSound_ = false;
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
    const auto game =
        root.choice(QStringLiteral("game"), Presence::Required, {QStringLiteral("blackjack")});
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
    readTable(root, lesson.scenario);
    readStart(root, lesson.scenario);
    readShoe(root, lesson.scenario);
    readPlayers(root, lesson.scenario);
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
        // ("5(e)(1)") and with its paragraph letter in the tribal text ("(e)(3)").
        const auto citation = dt::parseCitation(toStd(*text));
        const bool shaped =
            citation && !citation->section.empty() &&
            (citation->regulation == Regulation::BlackjackTribal
                 ? citation->section.front() == '('
                 : std::isdigit(static_cast<unsigned char>(citation->section.front())) != 0);
        if (!shaped) {
            reader_.report(itemPath,
                           QStringLiteral("\"%1\" is not a section citation: write the "
                                          "regulation's title and the section as printed, e.g. "
                                          "\"Blackjack §5(c)\" or \"Blackjack (tribal) (e)(3)\"")
                               .arg(*text));
            continue;
        }
        // Shaped right, but the text has no such section ("§5(e)(9)"). A text
        // that is not there cannot tell.
        if (regulations_.hasText(citation->regulation) && !regulations_.contains(*citation)) {
            const auto regulation = citation->regulation;
            QString message = QStringLiteral("\"%1\" is not a section of %2 (%3)")
                                  .arg(*text, QString::fromUtf8(dt::regulationTitle(regulation)),
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
                     {QStringLiteral("blackjack"), QStringLiteral("blackjack-tribal")});
    if (rules) {
        config.regulation = dt::regulationFromKey(toStd(*rules)).value_or(Regulation::Blackjack);
    }
    config.decks = table.integer(QStringLiteral("decks"), Presence::Optional).value_or(6);
    config.boxes = table.integer(QStringLiteral("boxes"), Presence::Optional).value_or(7);
    const auto recutBy =
        table.choice(QStringLiteral("recutBy"), Presence::Optional,
                     {QStringLiteral("next_entitled"), QStringLiteral("last_cutter")});
    config.recutBy =
        recutBy == QStringLiteral("last_cutter") ? RecutBy::LastCutter : RecutBy::NextEntitled;
    // Only the Massachusetts text prescribes the manual shuffle steps (§5(l)).
    config.manualShuffleSteps = table.boolean(QStringLiteral("manualShuffle"), Presence::Optional)
                                    .value_or(config.regulation != Regulation::BlackjackTribal);
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
                      QStringLiteral("idle_table"), QStringLiteral("new_dealer")});
    if (situation == QStringLiteral("cut_card_reached")) {
        scenario.start = StartSituation::CutCardReached;
    } else if (situation == QStringLiteral("idle_table")) {
        scenario.start = StartSituation::IdleTable;
    } else if (situation == QStringLiteral("new_dealer")) {
        scenario.start = StartSituation::NewDealer;
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
    if (hasSeed && hasOrder) {
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
            reader_.report(path, QStringLiteral("must list every card of the stack"));
        }
    }
    shoe.finish();
}

void LessonReader::readPlayers(JsonObjectReader &root, Scenario &scenario) {
    const auto players = root.array(QStringLiteral("players"), Presence::Optional);
    if (!players) {
        return;
    }
    for (qsizetype i = 0; i < players->size(); ++i) {
        const QString path = JsonReader::indexPath(root.pathOf(QStringLiteral("players")), i);
        if (auto player = readPlayer(players->at(i), path)) {
            scenario.players.push_back(std::move(*player));
        } else {
            // Keep the indices of later players equal to their place in the file,
            // so the core's problems point at the right player.
            scenario.players.push_back(PlayerScript{0, {}, Arrival::AtStart, {}, false});
        }
    }
}

std::optional<PlayerScript> LessonReader::readPlayer(const QJsonValue &value, const QString &path) {
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

void LessonReader::readPass(JsonObjectReader &root, PassCriteria &pass) {
    const auto object = root.object(QStringLiteral("pass"), Presence::Optional);
    if (!object) {
        return;
    }
    JsonObjectReader reader(reader_, *object, root.pathOf(QStringLiteral("pass")));
    if (const auto accuracy =
            reader.number(QStringLiteral("minimumAccuracy"), Presence::Optional)) {
        if (*accuracy < 0.0 || *accuracy > 1.0) {
            reader_.report(reader.pathOf(QStringLiteral("minimumAccuracy")),
                           QStringLiteral("must be a number from 0 to 1 (0.9 = 90% of the actions "
                                          "correct)"));
        } else {
            pass.minimumAccuracy = *accuracy;
        }
    }
    if (const auto errors =
            reader.integer(QStringLiteral("maximumIntegrityErrors"), Presence::Optional)) {
        if (*errors < 0) {
            reader_.report(reader.pathOf(QStringLiteral("maximumIntegrityErrors")),
                           QStringLiteral("must be 0 or more"));
        } else {
            pass.maximumIntegrityErrors = *errors;
        }
    }
    reader.finish();
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
            const QString path = kRoot + QLatin1Char('.') + QString::fromStdString(problem.path);
            if (!reader.hasProblemNear(path)) {
                reader.report(path, QString::fromStdString(problem.message));
            }
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

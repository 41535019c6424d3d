#include "baccaratrulesreader.h"

#include "jsonobjectreader.h"
#include "jsonreader.h"

#include <array>
#include <core/odds.h>

namespace dt::lessons {

namespace {

using namespace dt::baccarat;

template <typename Enum> struct Named {
    Enum value;
    const char *name;
};

constexpr std::array<Named<Game>, 2> kGames = {{
    {Game::Baccarat, "baccarat"},
    {Game::MidiBaccarat, "midi-baccarat"},
}};
constexpr std::array<Named<DragonBonusTable>, 4> kDragonBonus = {{
    {DragonBonusTable::Off, "off"},
    {DragonBonusTable::A, "A"},
    {DragonBonusTable::B, "B"},
    {DragonBonusTable::C, "C"},
}};
constexpr std::array<Named<VigorishCollection>, 2> kVigorish = {{
    {VigorishCollection::AtPayout, "at_payout"},
    {VigorishCollection::Marked, "marked"},
}};
constexpr std::array<Named<CardTurning>, 2> kCardTurning = {{
    {CardTurning::DealerCallingGame, "dealer_calling_game"},
    {CardTurning::HighestBettors, "highest_bettors"},
}};
constexpr std::array<Named<ShoeDealer>, 2> kShoeDealer = {{
    {ShoeDealer::Curator, "curator"},
    {ShoeDealer::DealerCallingGame, "dealer_calling_game"},
}};
constexpr std::array<Named<ShuffleOption>, 3> kShuffle = {{
    {ShuffleOption::ShuffleAndLace, "shuffle_and_lace"},
    {ShuffleOption::ShuffleLaceAndReshuffle, "shuffle_lace_and_reshuffle"},
    {ShuffleOption::WashAndThreeDealers, "wash_and_three_dealers"},
}};
constexpr std::array<Named<CardPreparation>, 3> kPreparation = {{
    {CardPreparation::InspectedAtTable, "inspected_at_table"},
    {CardPreparation::PreShuffled, "pre_shuffled"},
    {CardPreparation::BatchShuffler, "batch_shuffler"},
}};
constexpr std::array<Named<RecutBy>, 2> kRecut = {{
    {RecutBy::LastCutter, "last_cutter"},
    {RecutBy::NextEntitled, "next_entitled"},
}};
constexpr std::array<Named<UnauthorizedThirdCardRemedy>, 2> kUnauthorizedThirdCardRemedy = {{
    {UnauthorizedThirdCardRemedy::BurnPlusOne, "burn_plus_one"},
    {UnauthorizedThirdCardRemedy::SimulatedRound, "simulated_round"},
}};

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

template <typename Enum, std::size_t N> QStringList namesOf(const std::array<Named<Enum>, N> &t) {
    QStringList names;
    for (const auto &entry : t) {
        names << QString::fromLatin1(entry.name);
    }
    return names;
}

template <typename Enum, std::size_t N>
void choice(JsonObjectReader &object, const char *name, Enum &target,
            const std::array<Named<Enum>, N> &table, Presence presence = Presence::Optional) {
    const auto value = object.choice(QString::fromLatin1(name), presence, namesOf(table));
    if (!value) {
        return;
    }
    for (const auto &entry : table) {
        if (*value == QLatin1String(entry.name)) {
            target = entry.value;
        }
    }
}

void integer(JsonObjectReader &object, const char *name, int &target) {
    if (const auto value = object.integer(QString::fromLatin1(name), Presence::Optional)) {
        target = *value;
    }
}

void boolean(JsonObjectReader &object, const char *name, bool &target) {
    if (const auto value = object.boolean(QString::fromLatin1(name), Presence::Optional)) {
        target = *value;
    }
}

} // namespace

QStringList baccaratGameKeys() {
    return namesOf(kGames);
}

BaccaratRulesReadResult readBaccaratRules(const QJsonObject &object, const QString &path) {
    JsonReader reader{QString()};
    JsonObjectReader top(reader, object, path);
    Game game = Game::Baccarat;
    choice(top, "game", game, kGames, Presence::Required);
    BaccaratRulesReadResult result;
    TableRules &rules = result.rules;
    rules = game == Game::MidiBaccarat ? midiBaccaratRules() : TableRules{};
    integer(top, "decks", rules.decks);
    integer(top, "seats", rules.seats);
    boolean(top, "ezBaccarat", rules.ezBaccarat);
    // §2(b)(2): an EZ table has both insurance areas, so they follow it unless given.
    rules.dragon7 = rules.ezBaccarat;
    rules.panda8 = rules.ezBaccarat;
    boolean(top, "dragon7", rules.dragon7);
    boolean(top, "panda8", rules.panda8);
    choice(top, "dragonBonus", rules.dragonBonus, kDragonBonus);
    boolean(top, "houseMoney", rules.houseMoney);
    integer(top, "houseMoneyRidePercent", rules.houseMoneyRidePercent);
    choice(top, "vigorish", rules.vigorish, kVigorish);
    boolean(top, "vigorishRoundedUpTo25Cents", rules.vigorishRoundedUpTo25Cents);
    if (const auto odds = top.string(QStringLiteral("tieOdds"), Presence::Optional)) {
        const QByteArray utf8 = odds->toUtf8();
        const auto parsed =
            Odds::parse(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
        if (parsed) {
            rules.tieOdds = *parsed;
        } else {
            reader.report(top.pathOf(QStringLiteral("tieOdds")),
                          QStringLiteral("must be odds such as \"8 to 1\""));
        }
    }
    choice(top, "cardTurning", rules.cardTurning, kCardTurning);
    choice(top, "shoeDealer", rules.shoeDealer, kShoeDealer);
    choice(top, "shuffle", rules.shuffle, kShuffle);
    choice(top, "preparation", rules.preparation, kPreparation);
    choice(top, "recut", rules.recut, kRecut);
    choice(top, "unauthorizedThirdCardRemedy", rules.unauthorizedThirdCardRemedy,
           kUnauthorizedThirdCardRemedy);
    top.finish();

    for (const LessonProblem &problem : reader.problems()) {
        result.problems << problem.path + QStringLiteral(": ") + problem.message;
    }
    // A setting that could not be read keeps its default; what the
    // regulation says of that default would only confuse.
    for (const RulesProblem &problem : validate(rules)) {
        const QString at = JsonReader::keyPath(path, fromStd(problem.field));
        if (reader.hasProblemNear(at)) {
            continue;
        }
        result.problems << at + QStringLiteral(": ") + fromStd(problem.citation.text()) +
                               QStringLiteral(": ") + fromStd(problem.message);
    }
    return result;
}

} // namespace dt::lessons

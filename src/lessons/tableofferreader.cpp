#include "tableofferreader.h"

#include "jsonobjectreader.h"
#include "jsonreader.h"

#include <QJsonValue>
#include <array>
#include <optional>
#include <string>
#include <utility>

namespace dt::lessons {

namespace {

using dt::blackjack::DealerSoft17;
using dt::blackjack::DoubleCardFace;
using dt::blackjack::HoleCard;
using dt::blackjack::SevensOneSeven;
using dt::blackjack::Shuffler;
using dt::blackjack::SideWager;
using dt::blackjack::SixToFiveRoundsPerDeck;
using dt::blackjack::Super4StaxPayTable;
using dt::blackjack::TableOffer;

// One enum value and its snake_case name in the JSON form.
template <typename Enum> struct Named {
    Enum value;
    const char *name;
};

constexpr std::array<Named<Shuffler>, 3> kShufflers = {{
    {Shuffler::Manual, "manual"},
    {Shuffler::AutomatedBatches, "automated_batches"},
    {Shuffler::Continuous, "continuous"},
}};
constexpr std::array<Named<HoleCard>, 4> kHoleCards = {{
    {HoleCard::SecondCardAfterPlayers, "second_card_after_players"},
    {HoleCard::FaceDown, "face_down"},
    {HoleCard::FaceDownWithCardReader, "face_down_with_card_reader"},
    {HoleCard::FaceUp, "face_up"},
}};
// Blackjack §5(i): several rounds per deck, or one, the decks rotated.
constexpr std::array<Named<SixToFiveRoundsPerDeck>, 2> kRoundsPerDeck = {{
    {SixToFiveRoundsPerDeck::Multiple, "multiple"},
    {SixToFiveRoundsPerDeck::Single, "single"},
}};
constexpr std::array<Named<DealerSoft17>, 2> kSoft17 = {{
    {DealerSoft17::Stands, "stands"},
    {DealerSoft17::Hits, "hits"},
}};
constexpr std::array<Named<dt::ShoeSide>, 2> kShoeSides = {{
    {dt::ShoeSide::Left, "left"},
    {dt::ShoeSide::Right, "right"},
}};
constexpr std::array<Named<DoubleCardFace>, 3> kDoubleCardFaces = {{
    {DoubleCardFace::FaceUp, "face_up"},
    {DoubleCardFace::FaceDown, "face_down"},
    {DoubleCardFace::FaceDownOnRequest, "face_down_on_request"},
}};
constexpr std::array<Named<Super4StaxPayTable>, 5> kSuper4StaxPayTables = {{
    {Super4StaxPayTable::ThreeLevel, "three_level"},
    {Super4StaxPayTable::FourLevel, "four_level"},
    {Super4StaxPayTable::FiveLevel, "five_level"},
    {Super4StaxPayTable::UpdatedEightDeck, "updated_eight_deck"},
    {Super4StaxPayTable::UpdatedEightDeckEnvy, "updated_eight_deck_envy"},
}};
constexpr std::array<Named<SevensOneSeven>, 2> kSevensOneSeven = {{
    {SevensOneSeven::FirstCard, "first_card"},
    {SevensOneSeven::EitherInitialCard, "either_initial_card"},
}};

constexpr std::array<Named<Suit>, 4> kSuits = {{
    {Suit::Clubs, "clubs"},
    {Suit::Diamonds, "diamonds"},
    {Suit::Hearts, "hearts"},
    {Suit::Spades, "spades"},
}};

template <typename Enum, std::size_t N>
QString nameOf(const std::array<Named<Enum>, N> &table, Enum value) {
    for (const auto &entry : table) {
        if (entry.value == value) {
            return QString::fromLatin1(entry.name);
        }
    }
    return {};
}

template <typename Enum, std::size_t N>
QStringList namesOf(const std::array<Named<Enum>, N> &table) {
    QStringList names;
    for (const auto &entry : table) {
        names << QString::fromLatin1(entry.name);
    }
    return names;
}

QString key(const char *text) {
    return QString::fromLatin1(text);
}

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Dollars and cents, "5000.00", "-2.50": Money::parse() reads it back.
QString moneyText(Money amount) {
    const qint64 cents = amount.inCents();
    const qint64 magnitude = cents < 0 ? -cents : cents;
    return QStringLiteral("%1%2.%3")
        .arg(cents < 0 ? QStringLiteral("-") : QString())
        .arg(magnitude / 100)
        .arg(magnitude % 100, 2, 10, QLatin1Char('0'));
}

// Reads the keys of one object into `offer`, reporting what it cannot use.
class OfferReader {
public:
    OfferReader(JsonReader &reader, TableOffer &offer)
        : reader_(reader)
        , offer_(offer) {}

    void readTop(JsonObjectReader &object);

private:
    void integer(JsonObjectReader &object, const char *name, int &target) {
        if (const auto value = object.integer(key(name), Presence::Optional)) {
            target = *value;
        }
    }
    void boolean(JsonObjectReader &object, const char *name, bool &target) {
        if (const auto value = object.boolean(key(name), Presence::Optional)) {
            target = *value;
        }
    }
    void money(JsonObjectReader &object, const char *name, Money &target);
    // A pay table printed with a letter ("A"); which letters exist is
    // validate()'s to say, with the section.
    void letter(JsonObjectReader &object, const char *name, char &target);
    template <typename Enum, std::size_t N>
    void choice(JsonObjectReader &object, const char *name, Enum &target,
                const std::array<Named<Enum>, N> &table) {
        const auto value = object.choice(key(name), Presence::Optional, namesOf(table));
        if (!value) {
            return;
        }
        for (const auto &entry : table) {
            if (*value == QLatin1String(entry.name)) {
                target = entry.value;
            }
        }
    }
    void readSideWagers(JsonObjectReader &top);
    void readOptions(SideWager wager, JsonObjectReader &object);

    JsonReader &reader_;
    TableOffer &offer_;
    // Where the TriLux pay table was read first: TriLux Bonus and Lucky George
    // share one (§30 "TriLux BJ with Lucky George Paytables").
    QString triLuxPayTablePath_;
};

void OfferReader::money(JsonObjectReader &object, const char *name, Money &target) {
    const auto value = object.value(key(name), Presence::Optional);
    if (!value) {
        return;
    }
    const QString path = object.pathOf(key(name));
    const QByteArray text = value->toString().toUtf8();
    const auto parsed = value->isString()
                            ? Money::parse(std::string_view(text.constData(),
                                                            static_cast<std::size_t>(text.size())))
                            : std::nullopt;
    if (!parsed) {
        reader_.report(path,
                       QStringLiteral("must be an amount of dollars as a string, like \"12.50\""));
        return;
    }
    target = *parsed;
}

void OfferReader::letter(JsonObjectReader &object, const char *name, char &target) {
    const auto value = object.value(key(name), Presence::Optional);
    if (!value) {
        return;
    }
    const QString text = value->toString();
    if (!value->isString() || text.size() != 1 || text[0] < QLatin1Char('A') ||
        text[0] > QLatin1Char('Z')) {
        reader_.report(object.pathOf(key(name)),
                       QStringLiteral("must be a pay table letter, like \"A\""));
        return;
    }
    target = text[0].toLatin1();
}

void OfferReader::readTop(JsonObjectReader &top) {
    integer(top, "decks", offer_.decks);
    integer(top, "boxes", offer_.boxes);
    choice(top, "shuffler", offer_.shuffler, kShufflers);
    boolean(top, "doubleShoe", offer_.doubleShoe);
    choice(top, "heartsAndDiamondsSide", offer_.heartsAndDiamondsSide, kShoeSides); // §6(d)(1)
    choice(top, "holeCard", offer_.holeCard, kHoleCards);
    boolean(top, "sixToFive", offer_.sixToFive);
    boolean(top, "sixToFiveBurnEachRound", offer_.sixToFiveBurnEachRound);
    choice(top, "sixToFiveRoundsPerDeck", offer_.sixToFiveRoundsPerDeck, kRoundsPerDeck);
    boolean(top, "sixToFiveOnShoe", offer_.sixToFiveOnShoe);
    boolean(top, "sixToFiveRulesOnLayout", offer_.sixToFiveRulesOnLayout);
    choice(top, "soft17", offer_.soft17, kSoft17);
    boolean(top, "surrender", offer_.surrender);
    boolean(top, "evenMoney", offer_.evenMoney);
    boolean(top, "insuranceAtPlayersTurn", offer_.insuranceAtPlayersTurn);
    boolean(top, "cardReaderShowsPlayers", offer_.cardReaderShowsPlayers);
    boolean(top, "playersOutOnMisdelivery", offer_.playersOutOnMisdelivery); // §15(a)
    choice(top, "doubleCardFace", offer_.doubleCardFace, kDoubleCardFaces);
    boolean(top, "doubleAfterSplit", offer_.doubleAfterSplit);
    integer(top, "maxSplitHands", offer_.maxSplitHands);
    boolean(top, "splitAcesOnce", offer_.splitAcesOnce);
    boolean(top, "sixSevenEightSuited2to1", offer_.sixSevenEightSuited2to1);
    boolean(top, "threeSevens3to2", offer_.threeSevens3to2);
    boolean(top, "fiveCard21Pays2to1", offer_.fiveCard21Pays2to1);
    boolean(top, "splitTwoCard21BeatsDealer21", offer_.splitTwoCard21BeatsDealer21);
    integer(top, "maxPlayersPerBox", offer_.maxPlayersPerBox);
    boolean(top, "boxesPerPlayer", offer_.boxesPerPlayer);
    money(top, "minimumWager", offer_.minimumWager);
    money(top, "maximumWager", offer_.maximumWager);
    money(top, "smallestChip", offer_.smallestChip);
    readSideWagers(top);
    top.finish();
}

void OfferReader::readSideWagers(JsonObjectReader &top) {
    const auto object = top.object(key("sideWagers"), Presence::Optional);
    if (!object) {
        return;
    }
    JsonObjectReader wagers(reader_, *object, top.pathOf(key("sideWagers")));
    for (const SideWager wager : dt::blackjack::kAllSideWagers) {
        const QString name = fromStd(dt::blackjack::fieldName(wager));
        const auto options = wagers.object(name, Presence::Optional);
        if (!options) {
            continue;
        }
        offer_.sideWagers.insert(wager);
        JsonObjectReader optionsReader(reader_, *options, wagers.pathOf(name));
        readOptions(wager, optionsReader);
        optionsReader.finish();
    }
    wagers.finish();
}

void OfferReader::readOptions(SideWager wager, JsonObjectReader &object) {
    auto &options = offer_.sideWagerOptions;
    switch (wager) {
    case SideWager::SameSuit:
        integer(object, "option", options.additional.sameSuitOption);
        [[fallthrough]];
    case SideWager::OverUnder13:
        money(object, "amount", options.additional.amount);
        break;
    case SideWager::Sevens:
        money(object, "amount", options.additional.amount);
        choice(object, "oneSeven", options.additional.sevensOneSeven, kSevensOneSeven);
        break;
    case SideWager::MultipleAction:
        integer(object, "wagers", offer_.multipleActionWagers);
        boolean(object, "requireAll", offer_.multipleActionRequiresAll);
        break;
    case SideWager::Progressive:
        money(object, "initialMeter", options.progressive.initialMeter);
        money(object, "resetAmount", options.progressive.resetAmount);
        integer(object, "progressionPercent", options.progressive.progressionPercent);
        break;
    case SideWager::Super4Stax:
        choice(object, "payTable", options.super4Stax.payTable, kSuper4StaxPayTables);
        choice(object, "chosenSuit", options.super4Stax.chosenSuit, kSuits);
        integer(object, "starOption", options.super4Stax.starOption);
        integer(object, "mustHitConfiguration", options.super4Stax.mustHitConfiguration);
        break;
    case SideWager::BlackjackBonus:
        boolean(object, "oneDollar", options.blackjackBonus.oneDollar);
        boolean(object, "fiveDollar", options.blackjackBonus.fiveDollar);
        money(object, "oneDollarPayout", options.blackjackBonus.oneDollarPayout);
        money(object, "fiveDollarPayout", options.blackjackBonus.fiveDollarPayout);
        break;
    case SideWager::TwentyPointBonus:
        letter(object, "payTable", options.twentyPoint.payTable);
        money(object, "aggregateCap", options.twentyPoint.aggregateCap);
        break;
    case SideWager::InBetween:
        letter(object, "payTable", options.inBetween.payTable);
        break;
    case SideWager::BusterBlackjack:
        letter(object, "payTable", options.buster.payTable);
        integer(object, "freeBonusTable", options.buster.freeBonusTable);
        break;
    case SideWager::TwentyOnePlusThree:
        letter(object, "payTable", options.twentyOnePlusThree.payTable);
        break;
    case SideWager::KingsBounty:
        integer(object, "payTable", options.kingsBounty.payTable);
        break;
    case SideWager::TriLuxBonus:
    case SideWager::LuckyGeorge: {
        int payTable = options.triLux.payTable;
        integer(object, "payTable", payTable);
        if (!object.contains(key("payTable")) ||
            reader_.hasProblemNear(object.pathOf(key("payTable")))) {
            break;
        }
        if (!triLuxPayTablePath_.isEmpty() && payTable != options.triLux.payTable) {
            reader_.report(object.pathOf(key("payTable")),
                           QStringLiteral("must equal %1: the TriLux Bonus and Lucky George share "
                                          "one pay table")
                               .arg(triLuxPayTablePath_));
            break;
        }
        options.triLux.payTable = payTable;
        triLuxPayTablePath_ = object.pathOf(key("payTable"));
        break;
    }
    case SideWager::Blazing7s:
        integer(object, "payTable", options.blazing7s.payTable);
        break;
    case SideWager::Streak:
    case SideWager::MatchTheDealer:
    case SideWager::OptionalBonus:
    case SideWager::TriLuxSuper3:
        break; // no options
    }
}

QJsonObject optionsToJson(const TableOffer &offer, SideWager wager) {
    const auto &options = offer.sideWagerOptions;
    const auto letterText = [](char letter) { return QString(QLatin1Char(letter)); };
    switch (wager) {
    case SideWager::SameSuit:
        return {{key("amount"), moneyText(options.additional.amount)},
                {key("option"), options.additional.sameSuitOption}};
    case SideWager::OverUnder13:
        return {{key("amount"), moneyText(options.additional.amount)}};
    case SideWager::Sevens:
        return {{key("amount"), moneyText(options.additional.amount)},
                {key("oneSeven"), nameOf(kSevensOneSeven, options.additional.sevensOneSeven)}};
    case SideWager::MultipleAction:
        return {{key("wagers"), offer.multipleActionWagers},
                {key("requireAll"), offer.multipleActionRequiresAll}};
    case SideWager::Progressive:
        return {{key("initialMeter"), moneyText(options.progressive.initialMeter)},
                {key("resetAmount"), moneyText(options.progressive.resetAmount)},
                {key("progressionPercent"), options.progressive.progressionPercent}};
    case SideWager::Super4Stax:
        return {{key("payTable"), nameOf(kSuper4StaxPayTables, options.super4Stax.payTable)},
                {key("chosenSuit"), nameOf(kSuits, options.super4Stax.chosenSuit)},
                {key("starOption"), options.super4Stax.starOption},
                {key("mustHitConfiguration"), options.super4Stax.mustHitConfiguration}};
    case SideWager::BlackjackBonus:
        return {{key("oneDollar"), options.blackjackBonus.oneDollar},
                {key("fiveDollar"), options.blackjackBonus.fiveDollar},
                {key("oneDollarPayout"), moneyText(options.blackjackBonus.oneDollarPayout)},
                {key("fiveDollarPayout"), moneyText(options.blackjackBonus.fiveDollarPayout)}};
    case SideWager::TwentyPointBonus:
        return {{key("payTable"), letterText(options.twentyPoint.payTable)},
                {key("aggregateCap"), moneyText(options.twentyPoint.aggregateCap)}};
    case SideWager::InBetween:
        return {{key("payTable"), letterText(options.inBetween.payTable)}};
    case SideWager::BusterBlackjack:
        return {{key("payTable"), letterText(options.buster.payTable)},
                {key("freeBonusTable"), options.buster.freeBonusTable}};
    case SideWager::TwentyOnePlusThree:
        return {{key("payTable"), letterText(options.twentyOnePlusThree.payTable)}};
    case SideWager::KingsBounty:
        return {{key("payTable"), options.kingsBounty.payTable}};
    case SideWager::TriLuxBonus:
    case SideWager::LuckyGeorge:
        return {{key("payTable"), options.triLux.payTable}};
    case SideWager::Blazing7s:
        return {{key("payTable"), options.blazing7s.payTable}};
    case SideWager::Streak:
    case SideWager::MatchTheDealer:
    case SideWager::OptionalBonus:
    case SideWager::TriLuxSuper3:
        break;
    }
    return {};
}

} // namespace

TableOfferReadResult readTableOffer(const QJsonObject &object, const QString &path) {
    JsonReader reader{QString()};
    JsonObjectReader top(reader, object, path);
    const QStringList regulations = {fromStd(regulationKey(Regulation::Blackjack)),
                                     fromStd(regulationKey(Regulation::BlackjackTribal))};
    const auto regulation = top.choice(key("regulation"), Presence::Optional, regulations);
    TableOfferReadResult result;
    result.offer = dt::blackjack::defaultTableOffer(
        regulation == regulations[1] ? Regulation::BlackjackTribal : Regulation::Blackjack);
    OfferReader(reader, result.offer).readTop(top);

    for (const LessonProblem &problem : reader.problems()) {
        result.problems << problem.path + QStringLiteral(": ") + problem.message;
    }
    // A setting whose value could not be read keeps its default; what the
    // regulation says of that default would only confuse.
    for (const auto &problem : dt::blackjack::validate(result.offer)) {
        const QString at = JsonReader::keyPath(path, fromStd(problem.field));
        if (reader.hasProblemNear(at)) {
            continue;
        }
        result.problems << at + QStringLiteral(": ") + fromStd(problem.text());
    }
    return result;
}

QJsonObject tableOfferToJson(const TableOffer &offer) {
    QJsonObject sideWagers;
    for (const SideWager wager : offer.sideWagers) {
        sideWagers.insert(fromStd(dt::blackjack::fieldName(wager)), optionsToJson(offer, wager));
    }
    return {
        {key("regulation"), fromStd(regulationKey(offer.regulation))},
        {key("decks"), offer.decks},
        {key("boxes"), offer.boxes},
        {key("shuffler"), nameOf(kShufflers, offer.shuffler)},
        {key("doubleShoe"), offer.doubleShoe},
        {key("heartsAndDiamondsSide"), nameOf(kShoeSides, offer.heartsAndDiamondsSide)},
        {key("holeCard"), nameOf(kHoleCards, offer.holeCard)},
        {key("sixToFive"), offer.sixToFive},
        {key("sixToFiveBurnEachRound"), offer.sixToFiveBurnEachRound},
        {key("sixToFiveRoundsPerDeck"), nameOf(kRoundsPerDeck, offer.sixToFiveRoundsPerDeck)},
        {key("sixToFiveOnShoe"), offer.sixToFiveOnShoe},
        {key("sixToFiveRulesOnLayout"), offer.sixToFiveRulesOnLayout},
        {key("soft17"), nameOf(kSoft17, offer.soft17)},
        {key("surrender"), offer.surrender},
        {key("evenMoney"), offer.evenMoney},
        {key("insuranceAtPlayersTurn"), offer.insuranceAtPlayersTurn},
        {key("cardReaderShowsPlayers"), offer.cardReaderShowsPlayers},
        {key("playersOutOnMisdelivery"), offer.playersOutOnMisdelivery},
        {key("doubleCardFace"), nameOf(kDoubleCardFaces, offer.doubleCardFace)},
        {key("doubleAfterSplit"), offer.doubleAfterSplit},
        {key("maxSplitHands"), offer.maxSplitHands},
        {key("splitAcesOnce"), offer.splitAcesOnce},
        {key("sixSevenEightSuited2to1"), offer.sixSevenEightSuited2to1},
        {key("threeSevens3to2"), offer.threeSevens3to2},
        {key("fiveCard21Pays2to1"), offer.fiveCard21Pays2to1},
        {key("splitTwoCard21BeatsDealer21"), offer.splitTwoCard21BeatsDealer21},
        {key("maxPlayersPerBox"), offer.maxPlayersPerBox},
        {key("boxesPerPlayer"), offer.boxesPerPlayer},
        {key("minimumWager"), moneyText(offer.minimumWager)},
        {key("maximumWager"), moneyText(offer.maximumWager)},
        {key("smallestChip"), moneyText(offer.smallestChip)},
        {key("sideWagers"), sideWagers},
    };
}

} // namespace dt::lessons

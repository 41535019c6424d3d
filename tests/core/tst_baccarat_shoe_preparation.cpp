// Preparing a baccarat shoe on the shared shoe-preparation referee: Baccarat
// §4-§5 (Part 3 of 004) and Midi Baccarat §4-§5 (Part 4), checklist
// BA-OPEN, BA-SHUF, BA-CONF-04/-06 and their MB counterparts.
//
// The expected values come from the text: a deck is 52 cards, so "at least
// a deck in from either end" of 8 decks (416 cards) is 52..364; the cutting
// card goes "at least 14 cards in from the back" and the second "at the end
// of the stack" (0 behind it); the first card is burned "and an additional
// amount of cards equal to the amount on the first card drawn ... Face cards
// and tens count as tens. Aces count as one." (a 7: 8 cards in all). The cut
// is offered from "the highest number position", then Baccarat "working
// clockwise", Midi "counterclockwise"; §7(b) moves the shoe from seat one
// "to each of the other players in turn, moving counterclockwise", so
// counterclockwise is the next higher seat and clockwise the next lower.

#include "core_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/action_codec.h>
#include <core/games/baccarat/baccarat_shoe_rules.h>
#include <core/referee_for.h>

using namespace dt;
using namespace dt::action;
using dttest::qs;

namespace {

TableConfig baccaratTable(TableGame game, std::optional<ShuffleOption> option = std::nullopt,
                          int decks = 8) {
    TableConfig config;
    config.regulation = Regulation::Compendium;
    config.game = game;
    config.decks = decks;
    config.boxes = game == TableGame::MidiBaccarat ? 9 : 14;
    config.manualShuffleSteps = false;
    config.shuffleOption = option;
    return config;
}

// A new table whose players sit down in the order of `seats`. The stack
// after the shuffle is the decks in order with `firstCard` at `cutAt`: a cut
// there makes it the first card in the shoe.
Scenario newTable(const TableConfig &config, std::initializer_list<int> seats,
                  Rank firstCard = Rank::Seven, int cutAt = 100) {
    Scenario scenario;
    scenario.table = config;
    scenario.start = StartSituation::NewTable;
    scenario.seed = 2024;
    for (const int seat : seats) {
        PlayerScript player;
        player.seat = seat;
        player.name = "P" + std::to_string(seat);
        scenario.players.push_back(player);
    }
    std::vector<Card> order = newDecks(config.decks);
    const auto wanted = std::find_if(order.begin(), order.end(),
                                     [&](const Card &card) { return card.rank == firstCard; });
    std::iter_swap(wanted, order.begin() + cutAt);
    scenario.cardOrder = order;
    return scenario;
}

struct Bench {
    ShoePreparationReferee referee;
    TableState state;

    explicit Bench(const Scenario &scenario)
        : referee(baccarat::shoeRules(scenario.table))
        , state(initialState(scenario)) {
        for (const auto &player : scenario.players) {
            happen(event::PlayerArrives{player.seat});
        }
    }
    Verdict act(const DealerAction &action) {
        const Verdict verdict = referee.judge(state, action);
        state = referee.apply(state, action);
        return verdict;
    }
    void happen(const TableEvent &event) { state = referee.applyEvent(state, event); }
    void houseAnswers() {
        for (const auto &event : referee.houseResponses(state)) {
            happen(event);
        }
    }
    bool allCorrect(const std::vector<DealerAction> &actions) {
        for (const auto &a : actions) {
            const Verdict verdict = act(a);
            if (!verdict.correct) {
                qWarning("%s refused: %s", describe(a).c_str(), verdict.message.c_str());
                return false;
            }
        }
        return true;
    }
};

// §4(a)-(c): inspection, the floorperson's verification, the spread, turned
// down, washed and stacked.
bool open(Bench &bench) {
    if (!bench.allCorrect({InspectCards{}, CallSupervisor{SupervisorReason::VerifyInspection}})) {
        return false;
    }
    bench.houseAnswers();
    return bench.allCorrect(
        {SpreadCards{Face::Up}, TurnCards{Face::Down}, WashCards{}, StackCards{}});
}

// §5(a) as the text gives each option.
std::vector<DealerAction> shuffleOf(std::optional<ShuffleOption> option) {
    switch (option.value_or(ShuffleOption::ShuffleAndLace)) {
    case ShuffleOption::ShuffleAndLace: // (a)(1)
        return {Shuffle{}, LaceCards{}};
    case ShuffleOption::ShuffleLaceAndReshuffle: // (a)(1)(i)
        return {Shuffle{}, LaceCards{}, Shuffle{}};
    case ShuffleOption::WashAndThreeDealers: // (a)(2)
        return {WashCards{}, StackCards{}, Shuffle{}, Shuffle{}, Shuffle{}};
    }
    return {};
}

std::optional<int> offeredSeat(const Bench &bench) {
    const auto options = bench.referee.expected(bench.state);
    if (options.size() == 1) {
        if (const auto *offer = std::get_if<OfferCut>(&options[0].action)) {
            return offer->seat;
        }
    }
    return std::nullopt;
}

// Drives a correct preparation up to the named point.
enum class Point { Opened, Shuffled, Cut, CutCardPlaced, SecondCutCardPlaced, Loaded, FirstBurned };

bool reach(Bench &bench, Point point, int cutAt = 100) {
    if (!open(bench)) {
        return false;
    }
    if (point == Point::Opened) {
        return true;
    }
    if (!bench.allCorrect(shuffleOf(bench.state.config.shuffleOption))) {
        return false;
    }
    if (point == Point::Shuffled) {
        return true;
    }
    const std::vector<int> seats = occupiedSeats(bench.state);
    if (!bench.allCorrect({OfferCut{seats.back()}})) {
        return false;
    }
    bench.happen(event::PlayerCuts{seats.back(), cutAt});
    if (!bench.allCorrect({CompleteCut{}})) {
        return false;
    }
    if (point == Point::Cut) {
        return true;
    }
    if (!bench.allCorrect({InsertCutCard{14}})) {
        return false;
    }
    if (point == Point::CutCardPlaced) {
        return true;
    }
    if (!bench.allCorrect({InsertCutCard{0}})) {
        return false;
    }
    if (point == Point::SecondCutCardPlaced) {
        return true;
    }
    if (!bench.allCorrect({LoadShoe{}})) {
        return false;
    }
    if (point == Point::Loaded) {
        return true;
    }
    return bench.allCorrect({BurnCard{Face::Up}});
}

DealerAction actionOf(const char *json) {
    const auto parsed = parseAction(json);
    if (!parsed.action) {
        QTest::qFail(parsed.error.c_str(), __FILE__, __LINE__);
        return InspectCards{};
    }
    return *parsed.action;
}

} // namespace

Q_DECLARE_METATYPE(dt::TableGame)
Q_DECLARE_METATYPE(dt::ShuffleOption)
Q_DECLARE_METATYPE(dt::Rank)

class TestBaccaratShoePreparation : public QObject {
    Q_OBJECT

private slots:
    // A scripted, perfect preparation passes with no error, for each
    // shuffle option and a first card of each kind of value.
    void perfectPreparation_data() {
        QTest::addColumn<TableGame>("game");
        QTest::addColumn<int>("option"); // -1: none given (the first option)
        QTest::addColumn<int>("decks");
        QTest::addColumn<Rank>("firstCard");
        QTest::addColumn<int>("moreBurned");
        const auto none = -1;
        const auto lace = static_cast<int>(ShuffleOption::ShuffleAndLace);
        const auto reshuffle = static_cast<int>(ShuffleOption::ShuffleLaceAndReshuffle);
        const auto three = static_cast<int>(ShuffleOption::WashAndThreeDealers);
        QTest::newRow("BA-SHUF-01 Baccarat §5(a)(1) shuffle and lace, a 7 burns 7 more")
            << TableGame::Baccarat << none << 8 << Rank::Seven << 7;
        QTest::newRow("BA-SHUF-01 Baccarat §5(a)(1) named, an ace burns one more")
            << TableGame::Baccarat << lace << 6 << Rank::Ace << 1;
        QTest::newRow("BA-SHUF-01 Baccarat §5(a)(1)(i) reshuffle, a king counts ten")
            << TableGame::Baccarat << reshuffle << 8 << Rank::King << 10;
        QTest::newRow("BA-CONF-06 Baccarat §5(a)(2) three dealers, a ten counts ten")
            << TableGame::Baccarat << three << 7 << Rank::Ten << 10;
        QTest::newRow("MB-SHUF-01 Midi §5(a) shuffle and lace, a 9 burns 9 more")
            << TableGame::MidiBaccarat << none << 6 << Rank::Nine << 9;
        QTest::newRow("MB-SHUF-01 Midi §5(a)(1) reshuffle, a queen counts ten")
            << TableGame::MidiBaccarat << reshuffle << 8 << Rank::Queen << 10;
    }
    void perfectPreparation() {
        QFETCH(TableGame, game);
        QFETCH(int, option);
        QFETCH(int, decks);
        QFETCH(Rank, firstCard);
        QFETCH(int, moreBurned);
        const auto shuffleOption =
            option < 0 ? std::nullopt : std::optional(static_cast<ShuffleOption>(option));
        Bench bench(newTable(baccaratTable(game, shuffleOption, decks),
                             game == TableGame::Baccarat ? std::initializer_list<int>{3, 12, 7}
                                                         : std::initializer_list<int>{5, 2, 8},
                             firstCard));
        QVERIFY(reach(bench, Point::Loaded));
        QCOMPARE(bench.state.shoeCardsBehindCutCard, 14);
        QVERIFY(!bench.referee.isComplete(bench.state));
        QVERIFY(bench.act(BurnCard{Face::Up}).correct);
        QCOMPARE(bench.state.burnCard->rank, firstCard);
        for (int i = 0; i < moreBurned; ++i) {
            QVERIFY2(!bench.referee.isComplete(bench.state), qPrintable(QString::number(i)));
            QVERIFY(bench.act(BurnCard{Face::Down}).correct);
        }
        QVERIFY(bench.referee.isComplete(bench.state));
        const int cards = decks * 52;
        QCOMPARE(static_cast<int>(bench.state.discardRack.size()), 1 + moreBurned);
        QCOMPARE(static_cast<int>(bench.state.shoe.size()), cards - 1 - moreBurned);
        // Burning one more than the value takes a card out of play.
        const Verdict extra = bench.act(BurnCard{Face::Down});
        QVERIFY(!extra.correct);
        QCOMPARE(qs(extra.rule.citation.section),
                 QStringLiteral("%1 5(e)").arg(game == TableGame::Baccarat ? "Baccarat"
                                                                           : "Midi Baccarat"));
    }

    // §5(c): the highest-numbered seat first, then on each refusal the next
    // player in the game's direction; nobody accepts: the dealer cuts.
    void cutOfferOrder_data() {
        QTest::addColumn<TableGame>("game");
        QTest::addColumn<QList<int>>("seats");
        QTest::addColumn<QList<int>>("offers");
        QTest::newRow("BA-SHUF-02 Baccarat §5(c) seats 3, 7, 12: 12 first, clockwise")
            << TableGame::Baccarat << QList<int>{3, 7, 12} << QList<int>{12, 7, 3};
        QTest::newRow("BA-SHUF-02 Baccarat §5(c) first to arrive is not first offered")
            << TableGame::Baccarat << QList<int>{1, 14, 9, 5} << QList<int>{14, 9, 5, 1};
        QTest::newRow("MB-SHUF-02 Midi §5(c) seats 2, 5, 8: 8 first, counterclockwise")
            << TableGame::MidiBaccarat << QList<int>{2, 5, 8} << QList<int>{8, 2, 5};
    }
    void cutOfferOrder() {
        QFETCH(TableGame, game);
        QFETCH(QList<int>, seats);
        QFETCH(QList<int>, offers);
        Scenario scenario = newTable(baccaratTable(game), {});
        for (const int seat : seats) {
            PlayerScript player;
            player.seat = seat;
            scenario.players.push_back(player);
        }
        Bench bench(scenario);
        QVERIFY(reach(bench, Point::Shuffled));
        for (const int seat : offers) {
            QCOMPARE(offeredSeat(bench), std::optional<int>(seat));
            QVERIFY(bench.act(OfferCut{seat}).correct);
            bench.happen(event::PlayerRefusesCut{seat});
        }
        // §5(c): "If no participant accepts the cut, the dealer shall cut".
        const auto options = bench.referee.expected(bench.state);
        QCOMPARE(options.size(), std::size_t{1});
        QVERIFY(std::holds_alternative<CutCards>(options[0].action));
        QCOMPARE(options[0].minimum, 52);
        QCOMPARE(options[0].maximum, 8 * 52 - 52);
    }

    // Each wrong step is an error citing the game's own section, with the
    // expected action; the table does not move on.
    void misSteps_data() {
        QTest::addColumn<TableGame>("game");
        QTest::addColumn<int>("option");
        QTest::addColumn<int>("point");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("requirement");
        QTest::addColumn<QString>("expected");
        const auto none = -1;
        const auto reshuffle = static_cast<int>(ShuffleOption::ShuffleLaceAndReshuffle);
        const auto three = static_cast<int>(ShuffleOption::WashAndThreeDealers);
        const auto shuffled = static_cast<int>(Point::Shuffled);
        QTest::newRow("BA-SHUF-01 §5(a)(1) the cut offered without the lace")
            << TableGame::Baccarat << none << static_cast<int>(Point::Opened)
            << R"({"action":"shuffle"}|{"action":"offer_cut","seat":12})"
            << "Baccarat 5(a)(1)"
            << "BA-SHUF-01"
            << "lace_cards";
        QTest::newRow("BA-SHUF-01 §5(a)(1)(i) the reshuffle left out")
            << TableGame::Baccarat << reshuffle << static_cast<int>(Point::Opened)
            << R"({"action":"shuffle"}|{"action":"lace_cards"}|{"action":"offer_cut","seat":12})"
            << "Baccarat 5(a)(1)(i)"
            << "BA-SHUF-01"
            << "shuffle";
        QTest::newRow("BA-CONF-06 §5(a)(2) a shuffle without the wash")
            << TableGame::Baccarat << three << static_cast<int>(Point::Opened)
            << R"({"action":"shuffle"})"
            << "Baccarat 5(a)(2)"
            << "BA-CONF-06"
            << "wash_cards";
        QTest::newRow("BA-CONF-06 §5(a)(2) only two of the three dealers shuffle")
            << TableGame::Baccarat << three << static_cast<int>(Point::Opened)
            << R"({"action":"wash_cards"}|{"action":"stack_cards"}|{"action":"shuffle"}|)"
               R"({"action":"shuffle"}|{"action":"offer_cut","seat":12})"
            << "Baccarat 5(a)(2)"
            << "BA-CONF-06"
            << "shuffle";
        QTest::newRow("BA-SHUF-02 §5(c) the cut offered to the first player to arrive")
            << TableGame::Baccarat << none << shuffled << R"({"action":"offer_cut","seat":3})"
            << "Baccarat 5(c)"
            << "BA-SHUF-02"
            << "offer_cut";
        QTest::newRow("MB-SHUF-02 Midi §5(c) the cut offered to seat 2 first")
            << TableGame::MidiBaccarat << none << shuffled << R"({"action":"offer_cut","seat":2})"
            << "Midi Baccarat 5(c)"
            << "MB-SHUF-02"
            << "offer_cut";
        QTest::newRow("BA-SHUF-03 §5(d) the dealer cuts 51 cards from the back")
            << TableGame::Baccarat << none << shuffled
            << R"({"action":"offer_cut","seat":12}|!refuse 12|{"action":"offer_cut","seat":7}|)"
               R"(!refuse 7|{"action":"offer_cut","seat":3}|!refuse 3|)"
               R"({"action":"cut_cards","position":365})"
            << "Baccarat 5(d)"
            << "BA-SHUF-03"
            << "cut_cards";
        QTest::newRow("BA-SHUF-03 §5(d) 8 decks, a cut of 40 accepted")
            << TableGame::Baccarat << none << shuffled
            << R"({"action":"offer_cut","seat":12}|!cut 12 40|{"action":"complete_cut"})"
            << "Baccarat 5(d)"
            << "BA-SHUF-03"
            << "call_supervisor";
        QTest::newRow("BA-SHUF-04 §5(e) the cutting card 13 cards from the back")
            << TableGame::Baccarat << none << static_cast<int>(Point::Cut)
            << R"({"action":"insert_cut_card","from_back":13})"
            << "Baccarat 5(e)"
            << "BA-SHUF-04"
            << "insert_cut_card";
        QTest::newRow("BA-SHUF-04 §5(e) loaded without the second cutting card")
            << TableGame::Baccarat << none << static_cast<int>(Point::CutCardPlaced)
            << R"({"action":"load_shoe"})"
            << "Baccarat 5(e)"
            << "BA-SHUF-04"
            << "insert_cut_card";
        QTest::newRow("BA-SHUF-04 §5(e) the second cutting card not at the end")
            << TableGame::Baccarat << none << static_cast<int>(Point::CutCardPlaced)
            << R"({"action":"insert_cut_card","from_back":20})"
            << "Baccarat 5(e)"
            << "BA-SHUF-04"
            << "insert_cut_card";
        QTest::newRow("BA-SHUF-04 §5(e) the first card burned unseen")
            << TableGame::Baccarat << none << static_cast<int>(Point::Loaded)
            << R"({"action":"burn_card","face":"down"})"
            << "Baccarat 5(e)"
            << "BA-SHUF-04"
            << "burn_card";
        QTest::newRow("BA-SHUF-04 §5(e) a 7 and only six more burned, then a deal")
            << TableGame::Baccarat << none << static_cast<int>(Point::FirstBurned)
            << R"(6*{"action":"burn_card","face":"down"}|{"action":"deal_card","seat":1,"hand":1,"face":"up","sideways":false})"
            << "Baccarat 5(e)"
            << "BA-SHUF-04"
            << "burn_card";
        QTest::newRow("MB-SHUF-04 Midi §5(e) the cutting card 10 cards from the back")
            << TableGame::MidiBaccarat << none << static_cast<int>(Point::Cut)
            << R"({"action":"insert_cut_card","from_back":10})"
            << "Midi Baccarat 5(e)"
            << "MB-SHUF-04"
            << "insert_cut_card";
        QTest::newRow("BA-OPEN-01 §4(b) spread before the floorperson's verification")
            << TableGame::Baccarat << none << -1
            << R"({"action":"inspect_cards"}|{"action":"spread_cards","face":"up"})"
            << "Baccarat 4(b)"
            << "BA-OPEN-01"
            << "call_supervisor";
    }
    void misSteps() {
        QFETCH(TableGame, game);
        QFETCH(int, option);
        QFETCH(int, point);
        QFETCH(QString, action);
        QFETCH(QString, section);
        QFETCH(QString, requirement);
        QFETCH(QString, expected);
        const auto shuffleOption =
            option < 0 ? std::nullopt : std::optional(static_cast<ShuffleOption>(option));
        Bench bench(newTable(baccaratTable(game, shuffleOption),
                             game == TableGame::Baccarat ? std::initializer_list<int>{3, 12, 7}
                                                         : std::initializer_list<int>{5, 2, 8}));
        if (point >= 0) {
            QVERIFY(reach(bench, static_cast<Point>(point)));
        }
        // Every step but the last is correct; "!refuse S" and "!cut S N" are
        // the players' answers; "N*" repeats a step.
        const QStringList steps = action.split(u'|');
        for (qsizetype i = 0; i + 1 < steps.size(); ++i) {
            const QString step = steps[i];
            if (step.startsWith(QStringLiteral("!refuse "))) {
                bench.happen(event::PlayerRefusesCut{step.section(u' ', 1, 1).toInt()});
                continue;
            }
            if (step.startsWith(QStringLiteral("!cut "))) {
                bench.happen(event::PlayerCuts{step.section(u' ', 1, 1).toInt(),
                                               step.section(u' ', 2, 2).toInt()});
                continue;
            }
            const int times = step.contains(u'*') ? step.section(u'*', 0, 0).toInt() : 1;
            const QByteArray json = step.section(u'*', -1).toUtf8();
            for (int n = 0; n < times; ++n) {
                QVERIFY2(bench.allCorrect({actionOf(json.constData())}), json.constData());
            }
        }
        const TableState before = bench.state;
        const QByteArray last = steps.last().toUtf8();
        const Verdict verdict = bench.act(actionOf(last.constData()));
        QVERIFY2(!verdict.correct, verdict.message.c_str());
        QVERIFY(verdict.severity != Severity::Minor);
        QCOMPARE(qs(verdict.rule.citation.section), section);
        QVERIFY(verdict.rule.citation.regulation == Regulation::Compendium);
        QCOMPARE(qs(verdict.rule.requirement), requirement);
        QVERIFY(!verdict.message.empty());
        // What the dealer should do instead is named.
        const auto options = bench.referee.expected(verdict.applied ? bench.state : before);
        QVERIFY(!options.empty());
        QCOMPARE(qs(actionName(options.front().action)), expected);
        if (!verdict.applied) {
            QVERIFY(bench.state == before);
        }
    }

    // §5(f): a recut the supervisor requires goes to the last cutter or to
    // the next person entitled to cut "as determined by section (c)": at
    // Baccarat clockwise, the next lower seat.
    void recut_data() {
        QTest::addColumn<TableGame>("game");
        QTest::addColumn<bool>("nextEntitled");
        QTest::addColumn<int>("recutSeat");
        QTest::newRow("BA-SHUF-05 §5(f) the player who last cut")
            << TableGame::Baccarat << false << 12;
        QTest::newRow("BA-SHUF-05 §5(f) the next entitled, clockwise")
            << TableGame::Baccarat << true << 7;
        QTest::newRow("MB-SHUF-05 Midi §5(f) the next entitled, counterclockwise")
            << TableGame::MidiBaccarat << true << 3;
    }
    void recut() {
        QFETCH(TableGame, game);
        QFETCH(bool, nextEntitled);
        QFETCH(int, recutSeat);
        TableConfig config = baccaratTable(game);
        config.recutBy = nextEntitled ? RecutBy::NextEntitled : RecutBy::LastCutter;
        Bench bench(newTable(config, game == TableGame::Baccarat
                                         ? std::initializer_list<int>{3, 12, 7}
                                         : std::initializer_list<int>{3, 7, 9}));
        QVERIFY(reach(bench, Point::Shuffled));
        const int cutter = occupiedSeats(bench.state).back();
        QVERIFY(bench.act(OfferCut{cutter}).correct);
        bench.happen(event::PlayerCuts{cutter, 30}); // short of a deck: improper
        const Verdict accepted = bench.act(CompleteCut{});
        QVERIFY(!accepted.correct);
        QCOMPARE(accepted.severity, Severity::Integrity);
        QVERIFY(bench.act(CallSupervisor{SupervisorReason::Recut}).correct);
        bench.houseAnswers();
        QCOMPARE(offeredSeat(bench), std::optional<int>(recutSeat));
        QCOMPARE(qs(bench.referee.expected(bench.state).front().rule.citation.section),
                 QStringLiteral("%1 5(f)").arg(game == TableGame::Baccarat ? "Baccarat"
                                                                           : "Midi Baccarat"));
    }

    // BA-SHUF-04 / MB-SHUF-04: a lesson starting at round_ready finds the
    // shoe prepared as §5(e) says, not as blackjack's §6(c): the first card
    // burned and shown, as many more as its value, the cutting card at least
    // 14 cards from the back and the second at the end.
    void roundReadyShoeIsPreparedBySection5e_data() {
        QTest::addColumn<TableGame>("game");
        QTest::addColumn<int>("cardsDealt");
        QTest::newRow("BA-SHUF-04 Baccarat §5(e)") << TableGame::Baccarat << 0;
        QTest::newRow("MB-SHUF-04 Midi §5(e), 20 cards dealt since")
            << TableGame::MidiBaccarat << 20;
    }
    void roundReadyShoeIsPreparedBySection5e() {
        QFETCH(TableGame, game);
        QFETCH(int, cardsDealt);
        const int decks = game == TableGame::Baccarat ? 8 : 6;
        Scenario scenario;
        scenario.table = baccaratTable(game, std::nullopt, decks);
        scenario.start = StartSituation::RoundReady;
        scenario.cardsDealt = cardsDealt;
        for (const std::uint64_t seed : {1u, 7u, 2024u, 99991u}) {
            scenario.seed = seed;
            QCOMPARE(validate(scenario).size(), std::size_t{0});
            const TableState state = initialState(scenario);
            // The first card's value: tens and faces ten, an ace one.
            QVERIFY(!state.discardRack.empty());
            const int rank = static_cast<int>(state.discardRack.front().rank);
            const int value = rank >= 10 ? 10 : rank;
            QCOMPARE(static_cast<int>(state.discardRack.size()), 1 + value + cardsDealt);
            // As the live burn leaves it: the last card burned, none still due.
            QCOMPARE(state.burnCard, std::optional<Card>(state.discardRack[value]));
            QCOMPARE(state.additionalBurnsDue, std::optional<int>(0));
            QCOMPARE(static_cast<int>(state.shoe.size()), decks * 52 - 1 - value - cardsDealt);
            QCOMPARE(state.shoeCardsBehindCutCard, 14);
            QVERIFY(state.cutCardAtEnd);
            // The shoe's preparation is complete: the coup is next.
            ShoePreparationReferee referee(baccarat::shoeRules(scenario.table));
            QVERIFY(referee.isComplete(state));
            QVERIFY(referee.expected(state).empty());
        }
    }

    // Blackjack's procedures the baccarat text has no rule for are refused as
    // such, with no section cited: a lesson starting there (a new dealer's
    // burn, an idle table, the same cards reshuffled when the cut card came
    // out; Baccarat §3(b) changes the decks after each shoe), a player asking
    // to see the burn card (§5(e) shows the first card to all), and the
    // dealer's manual shuffle steps or burn card shown on request.
    void blackjackProceduresAreNotBaccarats_data() {
        QTest::addColumn<TableGame>("game");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("cameOut");
        QTest::addColumn<QString>("what");
        const auto newDealer = static_cast<int>(StartSituation::NewDealer);
        const auto idle = static_cast<int>(StartSituation::IdleTable);
        const auto reached = static_cast<int>(StartSituation::CutCardReached);
        const auto onBox = static_cast<int>(CutCardCameOut::OnBox);
        const auto onDealer = static_cast<int>(CutCardCameOut::OnDealerHand);
        const auto house = static_cast<int>(CutCardCameOut::HouseReshuffle);
        QTest::newRow("new_dealer") << TableGame::Baccarat << newDealer << onBox
                                    << "a new dealer taking over a shoe in play";
        QTest::newRow("idle_table") << TableGame::MidiBaccarat << idle << onBox
                                    << "an idle table's cards spread again for an arriving player";
        QTest::newRow("cut_card_reached on a box")
            << TableGame::Baccarat << reached << onBox
            << "the same cards shuffled again once the cut card came out, the cut offered at "
               "its box";
        QTest::newRow("cut_card_reached on the dealer's hand")
            << TableGame::MidiBaccarat << reached << onDealer
            << "the same cards shuffled again once the cut card came out on the dealer's hand";
        QTest::newRow("cut_card_reached, the house reshuffles")
            << TableGame::Baccarat << reached << house << "a reshuffle the house calls";
    }
    void blackjackProceduresAreNotBaccarats() {
        QFETCH(TableGame, game);
        QFETCH(int, start);
        QFETCH(int, cameOut);
        QFETCH(QString, what);
        Scenario scenario = newTable(baccaratTable(game), {3});
        scenario.cardOrder.clear();
        scenario.start = static_cast<StartSituation>(start);
        scenario.cutCardCameOut = static_cast<CutCardCameOut>(cameOut);
        scenario.cutCardSeat = 3;
        scenario.cardsDealt = 60;
        const QString title = game == TableGame::Baccarat ? "Baccarat" : "Midi Baccarat";
        QStringList problems;
        for (const auto &problem : validate(scenario)) {
            problems << qs(problem.path) + ": " + qs(problem.message);
        }
        QCOMPARE(problems, QStringList{"start.situation: " + title + " has no rule for " + what +
                                       ": start at \"new_table\" or \"round_ready\""});
        // The same start at a blackjack table is one of its procedures.
        scenario.table = TableConfig{};
        QCOMPARE(validate(scenario).size(), std::size_t{0});
    }
    void blackjackActionsAreNotBaccarats() {
        Scenario scenario = newTable(baccaratTable(TableGame::Baccarat), {3, 12});
        scenario.players[0].asksToSeeBurnCard = true;
        QStringList problems;
        for (const auto &problem : validate(scenario)) {
            problems << qs(problem.path) + ": " + qs(problem.message);
        }
        QCOMPARE(problems,
                 QStringList{"players[0].asksToSeeBurnCard: Baccarat has no rule for showing the "
                             "burn card to a player who asks: the first card burned is shown to "
                             "every player (Baccarat §5(e))"});
        Bench bench(newTable(baccaratTable(TableGame::Baccarat), {3, 12}));
        QVERIFY(reach(bench, Point::Opened));
        // Blackjack §5(l)'s riffle, at a table shuffling by Baccarat §5(a).
        const Verdict riffle = bench.act(ShuffleStep{ShuffleStepKind::Riffle});
        QVERIFY(!riffle.correct);
        QVERIFY(!riffle.applied);
        QCOMPARE(qs(riffle.rule.citation.text()), QString());
        QCOMPARE(qs(riffle.message),
                 QStringLiteral("Baccarat has no rule for the manual shuffle steps (plug, riffle, "
                                "turn, strip, cut). Next: shuffle the cards so that they are "
                                "randomly intermixed."));
        // Blackjack §6(c)'s burn card shown on request: a player's request
        // changes nothing, and showing it is refused as no rule of the game.
        Bench burned(newTable(baccaratTable(TableGame::Baccarat), {3, 12}));
        QVERIFY(reach(burned, Point::FirstBurned));
        burned.happen(event::PlayerAsksBurnCard{3});
        QVERIFY(!burned.state.burnCardRequestedBy);
        const Verdict show = burned.act(ShowBurnCard{});
        QVERIFY(!show.correct);
        QCOMPARE(qs(show.rule.citation.text()), QString());
        QVERIFY(qs(show.message)
                    .startsWith(QStringLiteral(
                        "Baccarat has no rule for showing the burn card to a player who asks.")));
        // The rules themselves: no placeholder section for what the text lacks.
        const ShoeRules rules = baccarat::shoeRules(baccaratTable(TableGame::Baccarat));
        for (const ShoeRule rule :
             {ShoeRule::NewDealerBurn, ShoeRule::ShowBurnCard, ShoeRule::IdleSpread,
              ShoeRule::Riffle, ShoeRule::CutToBox, ShoeRule::DoubleShoeNoBurn}) {
            QVERIFY(!rules.has(rule));
        }
        QVERIFY(!baccarat::shoeRules(baccaratTable(TableGame::MidiBaccarat))
                     .has(ShoeRule::ThreeDealerShuffle));
    }

    // The table's game and decks, validated with the section (BA-CONF-04,
    // MB-CONF-04, BA-CONF-02, MB-CONF-02, BA-CONF-06, MB-CONF-06): each
    // refusal is the text's own words and section.
    void tableConfiguration_data() {
        QTest::addColumn<int>("regulation");
        QTest::addColumn<TableGame>("game");
        QTest::addColumn<int>("decks");
        QTest::addColumn<int>("boxes");
        QTest::addColumn<int>("option");
        QTest::addColumn<QString>("field"); // empty: valid
        QTest::addColumn<QString>("message");
        const int compendium = static_cast<int>(Regulation::Compendium);
        const int blackjack = static_cast<int>(Regulation::Blackjack);
        const int three = static_cast<int>(ShuffleOption::WashAndThreeDealers);
        const QString baccaratDecks =
            QStringLiteral("Baccarat is played with six to eight decks (Baccarat §3(a))");
        QTest::newRow("BA-CONF-04 §3(a) six decks")
            << compendium << TableGame::Baccarat << 6 << 14 << -1 << ""
            << "";
        QTest::newRow("BA-CONF-04 §3(a) eight decks")
            << compendium << TableGame::Baccarat << 8 << 10 << three << ""
            << "";
        QTest::newRow("BA-CONF-04 §3(a) five decks rejected")
            << compendium << TableGame::Baccarat << 5 << 14 << -1 << "decks" << baccaratDecks;
        QTest::newRow("BA-CONF-04 §3(a) nine decks rejected")
            << compendium << TableGame::Baccarat << 9 << 14 << -1 << "decks" << baccaratDecks;
        QTest::newRow("MB-CONF-04 Midi §3(a) at least six decks")
            << compendium << TableGame::MidiBaccarat << 6 << 9 << -1 << ""
            << "";
        QTest::newRow("MB-CONF-04 Midi §3(a) five decks rejected")
            << compendium << TableGame::MidiBaccarat << 5 << 9 << -1 << "decks"
            << "Midi Baccarat is played with at least six decks (Midi Baccarat §3(a))";
        QTest::newRow("MB-CONF-04 Midi §2(c) nine decks rejected")
            << compendium << TableGame::MidiBaccarat << 9 << 9 << -1 << "decks"
            << "the discard bucket or rack holds 8 decks: the trainer's shoes hold up to eight "
               "(Midi Baccarat §2(c))";
        QTest::newRow("BA-CONF-02 §2(a) nine positions rejected")
            << compendium << TableGame::Baccarat << 8 << 9 << -1 << "boxes"
            << "a Baccarat table has numbered positions for 10 to 14 seated players "
               "(Baccarat §2(a))";
        QTest::newRow("MB-CONF-02 Midi §2(a) ten positions rejected")
            << compendium << TableGame::MidiBaccarat << 8 << 10 << -1 << "boxes"
            << "a Midi Baccarat table has numbered positions for no more than nine seated "
               "players (Midi Baccarat §2(a))";
        QTest::newRow("MB-CONF-06 Midi §5(a) no three-dealer shuffle")
            << compendium << TableGame::MidiBaccarat << 6 << 9 << three << "shuffleOption"
            << "Midi Baccarat is shuffled by the dealer and laced; the wash and three-dealer "
               "shuffle is Baccarat's alone (Midi Baccarat §5(a))";
        QTest::newRow("a compendium table names its game")
            << compendium << TableGame::Blackjack << 6 << 7 << -1 << "game"
            << "a \"compendium\" table deals \"baccarat\" or \"midi-baccarat\": \"blackjack\" "
               "is a game of the blackjack or blackjack-tribal rules (\"rules\": \"blackjack\")";
        QTest::newRow("a blackjack regulation does not deal baccarat")
            << blackjack << TableGame::Baccarat << 8 << 14 << -1 << "game"
            << "a \"blackjack\" table deals \"blackjack\": \"baccarat\" is a game of the "
               "compendium rules (\"rules\": \"compendium\")";
    }
    void tableConfiguration() {
        QFETCH(int, regulation);
        QFETCH(TableGame, game);
        QFETCH(int, decks);
        QFETCH(int, boxes);
        QFETCH(int, option);
        QFETCH(QString, field);
        QFETCH(QString, message);
        TableConfig config = baccaratTable(game);
        config.regulation = static_cast<Regulation>(regulation);
        config.decks = decks;
        config.boxes = boxes;
        config.shuffleOption =
            option < 0 ? std::nullopt : std::optional(static_cast<ShuffleOption>(option));
        const auto problems = validate(config);
        if (field.isEmpty()) {
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message.c_str());
            QVERIFY(refereeFor(config) != nullptr);
            return;
        }
        QCOMPARE(problems.size(), std::size_t{1});
        QCOMPARE(qs(problems.front().field), field);
        QCOMPARE(qs(problems.front().message), message);
        // A table of no game built under its regulation has no referee.
        QCOMPARE(refereeFor(config) == nullptr, field == QStringLiteral("game"));
    }
};

QTEST_GUILESS_MAIN(TestBaccaratShoePreparation)
#include "tst_baccarat_shoe_preparation.moc"

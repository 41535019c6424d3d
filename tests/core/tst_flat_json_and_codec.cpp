// The flat JSON object behind the stable text form of actions and events,
// and the dealer-action codec (docs/actions.md): every kind round-trips and
// every malformed input gives an error that says what and where.

#include "core_test_support.h"

#include <QTest>
#include <core/action_codec.h>
#include <core/dealer_action.h>
#include <core/flat_json.h>
#include <core/table_event.h>
#include <set>

using namespace dt;
using dttest::qs;

namespace {
// Blackjack §3(d): a verbal wager; §13(c): a wager behind the caller's, last.
// A settlement on a multiple action spot (Blackjack §18(b)).
template <class A> A onSpot(A settlement, int spot) {
    settlement.spot = spot;
    return settlement;
}

std::vector<DealerAction> everyActionKind() {
    using namespace dt::action;
    return {InspectCards{}, SpreadCards{Face::Up}, SpreadCards{Face::Down}, TurnCards{Face::Up},
            TurnCards{Face::Down}, WashCards{}, StackCards{}, ClearShoe{}, Shuffle{},
            ShuffleStep{ShuffleStepKind::Riffle}, ShuffleStep{ShuffleStepKind::Turn},
            ShuffleStep{ShuffleStepKind::Strip}, ShuffleStep{ShuffleStepKind::Cut}, OfferCut{3},
            RequestProperCut{}, CallSupervisor{SupervisorReason::Recut},
            CallSupervisor{SupervisorReason::VerifyInspection},
            CallSupervisor{SupervisorReason::Irregularity}, CutCards{156}, CompleteCut{},
            InsertCutCard{78}, LoadShoe{}, BurnCard{Face::Down}, BurnCard{Face::Up}, ShowBurnCard{},
            DealCard{3, 1, Face::Up, false}, DealCard{0, 1, Face::Up, false},
            DealCard{5, 2, Face::Down, true}, Announce{Call::DealersCard},
            AnnounceTotal{3, 1, "16"}, AnnounceTotal{2, 2, "soft 17"},
            AnnounceTotal{0, 1, "blackjack"}, Collect{4, 1, Wager::Main, Money::dollars(10)},
            Collect{4, 1, Wager::Insurance, Money::cents(250)},
            Pay{3, 1, Wager::Main, Money::cents(1500)},
            Pay{1, 2, Wager::Insurance, Money::dollars(20)}, ReturnWager{6, 1, Wager::Main},
            SettleSurrender{2, 1, Money::dollars(5)}, OfferInsurance{}, PickUp{7}, CheckHoleCard{},
            RevealHoleCard{}, TurnDoubleCard{4, 2}, OfferInsurance{3}, PickUp{0}, CallHandsDead{},
            DeclareMisdeal{}, StopWagerChange{3}, ConfirmVerbalWager{1}, ConvertCash{1},
            CallSupervisor{SupervisorReason::VerbalWager},
            Pay{3, 1, Wager::Main, Money::dollars(20), {}, 1},
            SettleSurrender{2, 1, Money::dollars(5), 2},
            // Multiple action (§18): spots 2 and 3, the dealer's cards, the up card.
            onSpot(Pay{3, 1, Wager::Main, Money::dollars(10)}, 2),
            onSpot(Collect{4, 2, Wager::Insurance, Money::dollars(5)}, 3),
            onSpot(ReturnWager{6, 1, Wager::Main}, 3), DiscardDealerCards{}, MoveUpCard{2},
            MoveUpCard{3}, TurnOverPlayerCards{2}, PlaceCards{Pile::Shuffler},
            PlaceCards{Pile::DiscardRack}, OfferSevensCard{2}, Announce{Call::NoMoreBets},
            VerifyProgressiveWagers{}, RegisterProgressiveWagers{},
            // Blackjack §6(d), §15(i): the determinant card, a card from a side.
            DrawDeterminantCard{ShoeSide::Right}, DealCard{1, 1, Face::Up, false, ShoeSide::Left},
            // §6(d), 002 (f)(10)(ii)(B): one side of a double shoe and its
            // segregated area; §2(c): the 6 to 5 variation's other deck.
            ClearShoe{ShoeSide::Left, false}, ClearShoe{ShoeSide::Right, true}, TakeFromShuffler{},
            // Baccarat (004 Part 3): "cards", the coup's hands, the result and the vigorish.
            Announce{Call::Cards}, DealToHand{CoupHand::Player, Face::Down},
            TurnHand{CoupHand::Banker, 5}, AnnouncePoint{CoupHand::Player, 7},
            AnnounceResult{6, 7, CoupResult::Dragon7}, CollectVigorish{9, Money::cents(50)},
            MarkVigorish{3, Money::cents(150)},
            // Baccarat §5(a)(1): the lace after the shuffle.
            LaceCards{},
            // Baccarat §15(a)-(d): a card drawn in error set aside.
            SetCardAside{}, OfferShoe{5},
            // Baccarat §9(e)(1)(i): a House Money payout let ride.
            RideHouseMoney{4, CoupHand::Banker, Money::cents(1500)},
            // Baccarat §14(a)(2): the curator ordered to pass the shoe.
            OrderShoePassed{2},
            // Blackjack §22(d): the streak lammer moved onto area "3".
            PlaceLammer{4, 3}};
}
} // namespace

class TestFlatJsonAndCodec : public QObject {
    Q_OBJECT

private slots:
    void flatObjectRoundTrip();
    void setReplacesAndKeepsKeyOrder();
    void typedAccessorsCheckTheType();
    void escapesRoundTrip();
    void unicodeEscapesDecodeToUtf8();
    void whitespaceAndEmptyObject();
    void parseErrorsSayWhatAndWhere_data();
    void parseErrorsSayWhatAndWhere();

    void everyActionKindRoundTrips();
    void actionJsonIsStable();
    void everyVariantAlternativeHasADistinctName();
    void describeIsReadable();
    void actionErrors_data();
    void actionErrors();
    void eventsHaveAStableForm();
};

void TestFlatJsonAndCodec::flatObjectRoundTrip() {
    FlatObject object;
    object.set("action", std::string("offer_cut"));
    object.set("seat", std::int64_t{3});
    object.set("ok", true);
    object.set("negative", std::int64_t{-42});
    object.set("big", std::int64_t{9007199254740993}); // beyond a double's exact range
    const std::string json = object.toJson();
    QCOMPARE(
        qs(json),
        qs(R"({"action": "offer_cut", "seat": 3, "ok": true, "negative": -42, "big": 9007199254740993})"));
    const auto parsed = parseFlatJson(json);
    QVERIFY2(parsed.object.has_value(), parsed.error.c_str());
    QVERIFY(parsed.error.empty());
    QCOMPARE(qs(parsed.object->toJson()), qs(json));
    QCOMPARE(parsed.object->integer("big").value(), std::int64_t{9007199254740993});
    QCOMPARE(parsed.object->integer("negative").value(), std::int64_t{-42});
    QCOMPARE(parsed.object->boolean("ok").value(), true);
}

void TestFlatJsonAndCodec::setReplacesAndKeepsKeyOrder() {
    FlatObject object;
    object.set("b", std::int64_t{1});
    object.set("a", std::int64_t{2});
    object.set("b", std::string("x"));
    QCOMPARE(object.entries().size(), std::size_t{2});
    QCOMPARE(qs(object.toJson()), qs(R"({"b": "x", "a": 2})"));
}

void TestFlatJsonAndCodec::typedAccessorsCheckTheType() {
    const auto parsed = parseFlatJson(R"({"s": "1", "i": 1, "b": false})");
    QVERIFY(parsed.object);
    const FlatObject &object = *parsed.object;
    QCOMPARE(qs(object.string("s").value()), qs("1"));
    QVERIFY(!object.integer("s"));
    QVERIFY(!object.boolean("s"));
    QCOMPARE(object.integer("i").value(), std::int64_t{1});
    QVERIFY(!object.string("i"));
    QVERIFY(!object.boolean("i"));
    QCOMPARE(object.boolean("b").value(), false);
    QVERIFY(!object.integer("b"));
    QVERIFY(object.find("missing") == nullptr);
    QVERIFY(!object.string("missing"));
}

void TestFlatJsonAndCodec::escapesRoundTrip() {
    const std::string nasty =
        std::string("quote \" backslash \\ newline \n tab \t cr \r bell \x07 nul ") +
        std::string(1, '\0') + " end §";
    FlatObject object;
    object.set("text", nasty);
    const std::string json = object.toJson();
    QCOMPARE(
        qs(json),
        qs(R"({"text": "quote \" backslash \\ newline \n tab \t cr \r bell \u0007 nul \u0000 end §"})"));
    const auto parsed = parseFlatJson(json);
    QVERIFY2(parsed.object, parsed.error.c_str());
    QVERIFY(parsed.object->string("text").value() == nasty);
    QCOMPARE(qs(quoteJson("a/b")), qs("\"a/b\""));
    const auto solidus = parseFlatJson(R"({"t": "a\/b\b\f"})");
    QVERIFY(solidus.object);
    QVERIFY(solidus.object->string("t").value() == "a/b\b\f");
}

void TestFlatJsonAndCodec::unicodeEscapesDecodeToUtf8() {
    const auto parsed = parseFlatJson(R"({"t": "\u00a7\u0041\u20ac"})");
    QVERIFY2(parsed.object, parsed.error.c_str());
    QCOMPARE(qs(parsed.object->string("t").value()), QString::fromUtf8("§A€"));
    // Outside the basic plane a character is a surrogate pair: one four-byte UTF-8 sequence.
    const auto pair = parseFlatJson(R"({"t": "\ud83c\udca1"})");
    QVERIFY2(pair.object, pair.error.c_str());
    QCOMPARE(qs(pair.object->string("t").value()), QString::fromUtf8("\xF0\x9F\x82\xA1"));
    QVERIFY(!parseFlatJson(R"({"t": "\ud83c"})").object);
    QVERIFY(!parseFlatJson(R"({"t": "\udca1"})").object);
}

void TestFlatJsonAndCodec::whitespaceAndEmptyObject() {
    const auto empty = parseFlatJson(" \t\r\n{ }\n");
    QVERIFY(empty.object);
    QVERIFY(empty.object->entries().empty());
    QCOMPARE(qs(empty.object->toJson()), qs("{}"));
    const auto spaced = parseFlatJson("{\n  \"a\" :\t1 ,\r\n \"b\":\"c\"\n}");
    QVERIFY2(spaced.object, spaced.error.c_str());
    QCOMPARE(qs(spaced.object->toJson()), qs(R"({"a": 1, "b": "c"})"));
}

void TestFlatJsonAndCodec::parseErrorsSayWhatAndWhere_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << ""
                           << "expected '{' at character 1";
    QTest::newRow("array") << "[1]"
                           << "expected '{' at character 1";
    QTest::newRow("nested object")
        << R"({"a": {"b": 1}})"
        << "nested objects and arrays are not part of this format at character 7";
    QTest::newRow("nested array")
        << R"({"a": [1]})"
        << "nested objects and arrays are not part of this format at character 7";
    QTest::newRow("float") << R"({"seat": 1.5})"
                           << "only whole numbers are allowed at character 10";
    QTest::newRow("exponent") << R"({"seat": 1e3})"
                              << "only whole numbers are allowed at character 10";
    QTest::newRow("trailing text") << R"({"a": 1} x)"
                                   << "unexpected text after the object at character 10";
    QTest::newRow("second object") << R"({"a": 1}{})"
                                   << "unexpected text after the object at character 9";
    QTest::newRow("duplicate key") << R"({"a": 1, "a": 2})"
                                   << "duplicate key \"a\" at character 16";
    QTest::newRow("unquoted key") << "{a: 1}"
                                  << "expected a quoted key at character 2";
    QTest::newRow("missing colon") << R"({"a" 1})"
                                   << "expected ':' after key \"a\" at character 6";
    QTest::newRow("missing value")
        << R"({"a": })"
        << "expected a string, integer, true or false for \"a\" at character 7";
    QTest::newRow("null") << R"({"a": null})"
                          << "expected a string, integer, true or false for \"a\" at character 7";
    QTest::newRow("missing comma") << R"({"a": 1 "b": 2})"
                                   << "expected ',' or '}' at character 9";
    QTest::newRow("trailing comma") << R"({"a": 1,})"
                                    << "expected a quoted key at character 9";
    QTest::newRow("unterminated object") << R"({"a": 1)"
                                         << "expected ',' or '}' at character 8";
    QTest::newRow("unterminated string") << R"({"a": "xyz)"
                                         << "unterminated string at character 11";
    QTest::newRow("bad escape") << R"({"a": "\q"})"
                                << "invalid escape in string at character 10";
    QTest::newRow("bad unicode") << R"({"a": "\u12G4"})"
                                 << "invalid \\u escape at character 10";
    QTest::newRow("truncated unicode") << R"({"a": "\u12)"
                                       << "truncated \\u escape at character 10";
    QTest::newRow("integer overflow")
        << R"({"a": 99999999999999999999})"
        << "expected a string, integer, true or false for \"a\" at character 7";
}

void TestFlatJsonAndCodec::parseErrorsSayWhatAndWhere() {
    QFETCH(QString, json);
    QFETCH(QString, error);
    const auto parsed = parseFlatJson(json.toStdString());
    QVERIFY(!parsed.object.has_value());
    QCOMPARE(qs(parsed.error), error);
}

void TestFlatJsonAndCodec::everyActionKindRoundTrips() {
    for (const DealerAction &original : everyActionKind()) {
        const std::string json = toJson(original);
        const auto parsed = parseAction(json);
        QVERIFY2(parsed.action.has_value(), (json + ": " + parsed.error).c_str());
        QVERIFY2(*parsed.action == original, json.c_str());
        QCOMPARE(qs(toJson(*parsed.action)), qs(json));
        // The "action" key names the kind, first.
        QVERIFY(json.rfind("{\"action\": \"" + std::string(actionName(original)) + "\"", 0) == 0);
    }
}

void TestFlatJsonAndCodec::actionJsonIsStable() {
    using namespace dt::action;
    QCOMPARE(qs(toJson(OfferCut{3})), qs(R"({"action": "offer_cut", "seat": 3})"));
    QCOMPARE(qs(toJson(SpreadCards{Face::Up})), qs(R"({"action": "spread_cards", "face": "up"})"));
    QCOMPARE(qs(toJson(BurnCard{Face::Down})), qs(R"({"action": "burn_card", "face": "down"})"));
    QCOMPARE(qs(toJson(ShuffleStep{ShuffleStepKind::Strip})),
             qs(R"({"action": "shuffle_step", "step": "strip"})"));
    QCOMPARE(qs(toJson(CallSupervisor{SupervisorReason::VerifyInspection})),
             qs(R"({"action": "call_supervisor", "reason": "verify_inspection"})"));
    QCOMPARE(qs(toJson(CutCards{120})), qs(R"({"action": "cut_cards", "position": 120})"));
    QCOMPARE(qs(toJson(InsertCutCard{78})),
             qs(R"({"action": "insert_cut_card", "from_back": 78})"));
    QCOMPARE(qs(toJson(InspectCards{})), qs(R"({"action": "inspect_cards"})"));
    // The round's actions, as docs/actions.md shows them.
    QCOMPARE(
        qs(toJson(DealCard{3, 1, Face::Up, false})),
        qs(R"({"action": "deal_card", "seat": 3, "hand": 1, "face": "up", "sideways": false})"));
    QCOMPARE(qs(toJson(Announce{Call::DealersCard})),
             qs(R"({"action": "announce", "call": "dealers_card"})"));
    QCOMPARE(qs(toJson(AnnounceTotal{3, 1, "16"})),
             qs(R"({"action": "announce_total", "seat": 3, "hand": 1, "total": "16"})"));
    QCOMPARE(qs(toJson(Pay{3, 1, Wager::Main, Money::cents(1500)})),
             qs(R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "15.00"})"));
    QCOMPARE(
        qs(toJson(Collect{2, 1, Wager::Insurance, Money::cents(250)})),
        qs(R"({"action": "collect", "seat": 2, "hand": 1, "wager": "insurance", "amount": "2.50"})"));
    QCOMPARE(qs(toJson(ReturnWager{6, 2, Wager::Main})),
             qs(R"({"action": "return_wager", "seat": 6, "hand": 2, "wager": "main"})"));
    QCOMPARE(qs(toJson(SettleSurrender{2, 1, Money::dollars(10)})),
             qs(R"({"action": "settle_surrender", "seat": 2, "hand": 1, "amount": "10.00"})"));
    QCOMPARE(qs(toJson(OfferInsurance{})), qs(R"({"action": "offer_insurance"})"));
    QCOMPARE(qs(toJson(PickUp{0})), qs(R"({"action": "pick_up", "seat": 0})"));
    // The hole-card procedures (§6(j)), insurance at a box's turn (§9(b)) and
    // the face-down double card (§10(c)).
    QCOMPARE(qs(toJson(OfferInsurance{3})), qs(R"({"action": "offer_insurance", "seat": 3})"));
    QCOMPARE(qs(toJson(CheckHoleCard{})), qs(R"({"action": "check_hole_card"})"));
    QCOMPARE(qs(toJson(RevealHoleCard{})), qs(R"({"action": "reveal_hole_card"})"));
    QCOMPARE(qs(toJson(TurnDoubleCard{4, 2})),
             qs(R"({"action": "turn_double_card", "seat": 4, "hand": 2})"));
    // Multiple action (§18(b), §18(f)(2), §18(g)): a spot past the first
    // named, the first left out.
    QCOMPARE(qs(toJson(onSpot(Pay{3, 1, Wager::Main, Money::cents(1500)}, 2))),
             qs(R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "15.00", )"
                R"("spot": 2})"));
    QCOMPARE(qs(toJson(DiscardDealerCards{})), qs(R"({"action": "discard_dealer_cards"})"));
    QCOMPARE(qs(toJson(MoveUpCard{3})), qs(R"({"action": "move_up_card", "hand": 3})"));
    const auto firstSpot = parseAction(
        R"({"action": "return_wager", "seat": 2, "hand": 1, "wager": "main", "spot": 1})");
    QVERIFY2(firstSpot.action, firstSpot.error.c_str());
    QVERIFY(*firstSpot.action == DealerAction(ReturnWager{2, 1, Wager::Main}));
    QVERIFY(!parseAction(R"({"action": "move_up_card", "hand": 1})").action);
    QVERIFY(
        !parseAction(
             R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "1", "spot": 4})")
             .action);
    // An amount may be written "$15", "15" or "15.5" on input.
    const auto pay = parseAction(
        R"({"action": "pay", "seat": 3, "hand": 1, "wager": "main", "amount": "$15.5"})");
    QVERIFY2(pay.action, pay.error.c_str());
    QVERIFY(*pay.action == DealerAction(Pay{3, 1, Wager::Main, Money::cents(1550)}));
    // Keys in any order and extra whitespace parse to the same action.
    const auto parsed = parseAction(R"( { "seat" : 5 , "action" : "offer_cut" } )");
    QVERIFY2(parsed.action, parsed.error.c_str());
    QVERIFY(*parsed.action == DealerAction(OfferCut{5}));
}

void TestFlatJsonAndCodec::everyVariantAlternativeHasADistinctName() {
    std::set<std::string> names;
    for (const auto &a : everyActionKind()) {
        names.insert(std::string(actionName(a)));
    }
    // Every alternative of the variant appears in everyActionKind().
    QCOMPARE(names.size(), std::variant_size_v<DealerAction>);
}

void TestFlatJsonAndCodec::describeIsReadable() {
    using namespace dt::action;
    QCOMPARE(qs(describe(DealerAction(OfferCut{3}))), qs("Offer the cut to seat 3"));
    QCOMPARE(qs(describe(DealerAction(BurnCard{Face::Down}))), qs("Burn the first card face down"));
    QCOMPARE(qs(describe(DealerAction(InsertCutCard{78}))),
             qs("Insert the cut card 78 cards from the back"));
    for (const auto &a : everyActionKind()) {
        QVERIFY(!describe(a).empty());
    }
}

void TestFlatJsonAndCodec::actionErrors_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("not json") << "offer_cut"
                              << "not a JSON action: expected '{' at character 1";
    QTest::newRow("no action") << R"({"seat": 3})"
                               << "missing \"action\" (the kind of action, e.g. \"offer_cut\")";
    QTest::newRow("action not a string")
        << R"({"action": 3})"
        << "missing \"action\" (the kind of action, e.g. \"offer_cut\")";
    QTest::newRow("unknown action") << R"({"action": "deal_cards"})"
                                    << "unknown action \"deal_cards\"";
    QTest::newRow("unknown key") << R"({"action": "offer_cut", "seet": 3})"
                                 << "offer_cut: unknown key \"seet\"";
    QTest::newRow("extra key") << R"({"action": "offer_cut", "seat": 3, "seet": 3})"
                               << "offer_cut: unknown key \"seet\"";
    QTest::newRow("key on a bare action") << R"({"action": "load_shoe", "face": "up"})"
                                          << "load_shoe: unknown key \"face\"";
    QTest::newRow("bad face") << R"({"action": "burn_card", "face": "sideways"})"
                              << "burn_card: \"face\" must be \"up\" or \"down\"";
    QTest::newRow("missing face") << R"({"action": "spread_cards"})"
                                  << "spread_cards: \"face\" must be \"up\" or \"down\"";
    QTest::newRow("face as bool") << R"({"action": "turn_cards", "face": true})"
                                  << "turn_cards: \"face\" must be \"up\" or \"down\"";
    QTest::newRow("bad step") << R"({"action": "shuffle_step", "step": "plug"})"
                              << "shuffle_step: \"step\" must be one of riffle, turn, strip, cut";
    QTest::newRow("missing step")
        << R"({"action": "shuffle_step"})"
        << "shuffle_step: \"step\" must be one of riffle, turn, strip, cut";
    QTest::newRow("bad reason")
        << R"({"action": "call_supervisor", "reason": "lunch"})"
        << "call_supervisor: \"reason\" must be one of verify_inspection, recut, irregularity, "
           "verbal_wager";
    QTest::newRow("negative position")
        << R"({"action": "cut_cards", "position": -1})"
        << "cut_cards: \"position\" must be a whole number of cards, 0 or more";
    QTest::newRow("huge position")
        << R"({"action": "cut_cards", "position": 100001})"
        << "cut_cards: \"position\" must be a whole number of cards, 0 or more";
    QTest::newRow("position as string")
        << R"({"action": "insert_cut_card", "from_back": "78"})"
        << "insert_cut_card: \"from_back\" must be a whole number of cards, 0 or more";
    QTest::newRow("dealer has no wager")
        << R"({"action": "pay", "seat": 0, "hand": 1, "wager": "main", "amount": "5.00"})"
        << "pay: \"seat\" must be a box: the dealer has no wager";
    QTest::newRow("amount with three decimals")
        << R"({"action": "pay", "seat": 2, "hand": 1, "wager": "main", "amount": "5.005"})"
        << "pay: \"amount\" must be an amount in dollars and cents, e.g. \"15.00\"";
    QTest::newRow("amount as a number")
        << R"({"action": "collect", "seat": 2, "hand": 1, "wager": "main", "amount": 5})"
        << "collect: \"amount\" must be an amount in dollars and cents, e.g. \"15.00\"";
    QTest::newRow("unknown wager")
        << R"({"action": "return_wager", "seat": 2, "hand": 1, "wager": "tip"})"
        << "return_wager: \"wager\" must be \"main\", \"insurance\" or \"side\"";
    QTest::newRow("hand 0")
        << R"({"action": "deal_card", "seat": 2, "hand": 0, "face": "up", "sideways": false})"
        << "deal_card: \"hand\" must be 1, or after a split the hand's place from the dealer's "
           "left";
    QTest::newRow("missing sideways")
        << R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up"})"
        << "deal_card: \"sideways\" must be true or false";
    QTest::newRow("total in words")
        << R"({"action": "announce_total", "seat": 2, "hand": 1, "total": "sixteen"})"
        << "announce_total: \"total\" must be a point total: \"16\", \"soft 17\" or "
           "\"blackjack\"";
    QTest::newRow("unknown call") << R"({"action": "announce", "call": "my_card"})"
                                  << "announce: \"call\" must be \"dealers_card\", "
                                     "\"no_more_bets\", \"cards\" or \"last_hand\"";
    QTest::newRow("insurance offered to the dealer")
        << R"({"action": "offer_insurance", "seat": 0})"
        << "offer_insurance: \"seat\" must be a box number, 1 for the first box on the dealer's "
           "left";
    QTest::newRow("double card of the dealer")
        << R"({"action": "turn_double_card", "seat": 0, "hand": 1})"
        << "turn_double_card: \"seat\" must be a box: the dealer does not double down";
    QTest::newRow("hole card check with a seat") << R"({"action": "check_hole_card", "seat": 1})"
                                                 << "check_hole_card: unknown key \"seat\"";
    QTest::newRow("negative pick-up seat")
        << R"({"action": "pick_up", "seat": -1})"
        << "pick_up: \"seat\" must be 0 for the dealer or a box number, 1 for the first box on "
           "the dealer's left";
    QTest::newRow("float seat")
        << R"({"action": "offer_cut", "seat": 2.0})"
        << "not a JSON action: only whole numbers are allowed at character 33";
}

void TestFlatJsonAndCodec::actionErrors() {
    QFETCH(QString, json);
    QFETCH(QString, error);
    const auto parsed = parseAction(json.toStdString());
    QVERIFY(!parsed.action.has_value());
    QCOMPARE(qs(parsed.error), error);
}

void TestFlatJsonAndCodec::eventsHaveAStableForm() {
    QCOMPARE(qs(toFlat(TableEvent(event::PlayerCuts{3, 40})).toJson()),
             qs(R"({"event": "player_cuts", "seat": 3, "position": 40})"));
    QCOMPARE(qs(toFlat(TableEvent(event::PlayerRefusesCut{2})).toJson()),
             qs(R"({"event": "player_refuses_cut", "seat": 2})"));
    QCOMPARE(qs(toFlat(TableEvent(event::FloorpersonVerifiesInspection{})).toJson()),
             qs(R"({"event": "floorperson_verifies_inspection"})"));
    QCOMPARE(qs(toFlat(TableEvent(event::SupervisorOrdersRecut{4})).toJson()),
             qs(R"({"event": "supervisor_orders_recut", "seat": 4})"));
    QCOMPARE(qs(describe(TableEvent(event::PlayerRefusesCut{2}))), qs("Seat 2 refuses the cut"));
    // Blackjack §15(a), BJ-IRR-01: a player asks out after the dealer's misdelivery.
    QCOMPARE(qs(toFlat(TableEvent(event::PlayerAsksOut{2})).toJson()),
             qs(R"({"event": "player_asks_out", "seat": 2})"));
    QCOMPARE(qs(describe(TableEvent(event::PlayerAsksOut{2}))),
             qs("Seat 2 asks to be let out of the hand: the dealer delivered a card incorrectly"));
    QCOMPARE(qs(describe(TableEvent(event::PlayerArrives{1}))),
             qs("Seat 1 sits down at the table"));
    QCOMPARE(
        qs(toFlat(TableEvent(event::PlayerDecides{3, 1, event::Decision::Hit, Money()})).toJson()),
        qs(R"({"event": "player_decides", "seat": 3, "hand": 1, "decision": "hit"})"));
    QCOMPARE(qs(toFlat(TableEvent(event::PlayerDecides{2, 1, event::Decision::Insurance,
                                                       Money::cents(750)}))
                    .toJson()),
             qs(R"({"event": "player_decides", "seat": 2, "hand": 1, "decision": "insurance", )"
                R"("amount": "7.50"})"));
    QCOMPARE(
        qs(toFlat(TableEvent(event::PlayerDecides{4, 2, event::Decision::NoInsurance, Money()}))
               .toJson()),
        qs(R"({"event": "player_decides", "seat": 4, "hand": 2, "decision": "no_insurance"})"));
    QCOMPARE(qs(describe(TableEvent(
                 event::PlayerDecides{3, 2, event::Decision::Double, Money::dollars(10)}))),
             qs("Seat 3 hand 2 doubles down for $10"));
    QCOMPARE(qs(describe(DealerAction(action::DealCard{5, 1, action::Face::Up, true}))),
             qs("Deal a card face up sideways to seat 5"));
    QCOMPARE(qs(describe(DealerAction(action::Pay{3, 1, action::Wager::Main, Money::cents(1500)}))),
             qs("Pay $15 on the main wager of seat 3"));
}

QTEST_APPLESS_MAIN(TestFlatJsonAndCodec)
#include "tst_flat_json_and_codec.moc"

// Several players wagering on one box (Blackjack §13), a player on several
// boxes (§14) and verbal wagers made with cash (§3(d)): the reference
// performances (autoplay) against transcripts written by hand from the text,
// the dealer's likely mistakes graded with their section, and the lesson's
// players checked before the round.

#include "round_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/round_referee.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using dttest::qs;
using namespace roundtest;

namespace {

// A player wagering behind a box's caller (§13(c)); with `seated` one who
// sits at the box.
struct Behind {
    int seat = 1;
    int dollars = 10;
    std::optional<bool> doubles = {};
    std::optional<int> splitHand = {};
    std::optional<Money> insurance = {};
    bool evenMoney = false;
    bool seated = false;
    std::vector<ScriptedDecision> calls = {}; // §13(b): decisions not theirs to call
};

struct Case {
    QString cards;
    std::vector<Player> players; // the seated players, each calling their box
    std::vector<Behind> behind;
    void (*change)(blackjack::TableOffer &) = nullptr;
    bool verbal = false; // §3(d): the first player's wager is verbal, with cash
};

void threePerBox(blackjack::TableOffer &offer) {
    offer.maxPlayersPerBox = 3;
}

// The scenario: the seated players first (each consenting to others on the
// box, §13(a)), then the players behind, in the order they came.
Scenario scenarioOf(const Case &c) {
    Scenario scenario =
        roundScenario(c.cards, c.players, withOffer(c.change ? c.change : threePerBox));
    for (auto &script : scenario.players) {
        script.sharesBox = true;
    }
    if (c.verbal) {
        scenario.players.front().verbalWager = true;
    }
    int count = 0;
    for (const Behind &b : c.behind) {
        PlayerScript script;
        script.seat = b.seat;
        script.name = "B" + std::to_string(++count);
        script.wager = Money::dollars(b.dollars);
        script.seated = b.seated;
        script.sharesBox = true;
        script.doublesWithCaller = b.doubles;
        script.splitWagerHand = b.splitHand;
        script.insurance = b.insurance;
        script.evenMoney = b.evenMoney;
        script.decisions = b.calls;
        scenario.players.push_back(script);
    }
    return scenario;
}

void withEvenMoney(blackjack::TableOffer &offer) {
    offer.maxPlayersPerBox = 3;
    offer.evenMoney = true;
}

void withSurrender(blackjack::TableOffer &offer) {
    offer.maxPlayersPerBox = 3;
    offer.surrender = true;
}

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: two on box 2: the seated $10 caller stands on 19, $20 behind; the
    // dealer's 17 loses to both.
    all.push_back({"10H 7D 9C 10S", {{2, 10, {stand()}}}, {{.seat = 2, .dollars = 20}}});
    // 1: three on box 1: the caller doubles 11, the first behind doubles too,
    // the second does not; box 3 stands on 18; the dealer has 17.
    all.push_back({"6H 10C 9D 5S 8C 9H 8S",
                   {{1, 10, {doubleDown()}}, {3, 10, {stand()}}},
                   {{.seat = 1, .dollars = 20, .doubles = true},
                    {.seat = 1, .dollars = 5, .doubles = false}}});
    // 2: three on box 4: the caller splits 8s under a 6; the first behind
    // covers each split hand, the second puts the wager on the second hand;
    // the dealer busts.
    all.push_back(
        {"8H 6D 8S 10C 9C 10H 7S",
         {{4, 10, {split(), stand(), stand()}}},
         {{.seat = 4, .dollars = 10, .splitHand = 0}, {.seat = 4, .dollars = 10, .splitHand = 2}}});
    // 3: insurance by the player behind only; the dealer's blackjack.
    all.push_back({"10H AD 9S KC",
                   {{3, 20, {stand()}}},
                   {{.seat = 3, .dollars = 10, .insurance = Money::dollars(5)}}});
    // 4: no one seated at box 5: the $25 wager calls, the $10 stands behind.
    all.push_back({"10H 10D 7C 8S", {}, {{.seat = 5}, {.seat = 5, .dollars = 25}}});
    // 5: a verbal $50 wager at box 1, confirmed and converted; the dealer draws to 18.
    all.push_back({"10H 6D 10S 10C 2S", {{1, 50, {stand()}}}, {}, nullptr, true});
    // 6: the caller surrenders 16 under a 9 (at once): the wager behind too.
    all.push_back(
        {"10H 9C 6S", {{2, 20, {surrender()}}}, {{.seat = 2, .dollars = 10}}, withSurrender});
    // 7: even money for the caller's blackjack; the player behind declines
    // it and is paid 3 to 2 when the dealer has no blackjack.
    all.push_back({"AH AD KS 7C",
                   {{.seat = 1, .evenMoney = true}},
                   {{.seat = 1, .dollars = 10}},
                   withEvenMoney});
    // 8: like 4, the $10 player behind asks for a card (§13(b)): not theirs to call.
    all.push_back(
        {"10H 10D 7C 8S",
         {},
         {{.seat = 5, .calls = {hit()}}, {.seat = 5, .dollars = 25, .calls = {stand()}}}});
    // 9: the caller doubles against the dealer's blackjack (§10(b)): each
    // player behind who doubled loses the original wager only.
    all.push_back({"6H AD 5S 9H KC",
                   {{1, 10, {doubleDown()}}},
                   {{.seat = 1, .dollars = 20, .doubles = true}}});
    return all;
}

} // namespace

class TestBlackjackRoundSharedBox : public QObject {
    Q_OBJECT

private slots:
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void eachPlayerIsPaidTheirOwnWager();
    void basicStrategyPlayersBehindPlayThrough();
    void lessonPlayersAreChecked_data();
    void lessonPlayersAreChecked();
};

void TestBlackjackRoundSharedBox::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");

    // Each wager: 1 to 1 (§3(e)); the one behind named by its place (§13(c)).
    QTest::newRow("§13(c) BJ-WAGER-07 two players on a box, each paid on their own")
        << 0
        << QStringList{deal(2),
                       deal(0),
                       deal(2),
                       "announce_total 2 1 19",
                       "> player_decides 2 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 2 1 main 10.00",
                       "pay 2 1 main 20.00 1",
                       "pick_up 2",
                       "pick_up 0"};
    // §13(d): $10 + $10 double paid $20; $20 + $20 paid $40; $5 undoubled paid $5.
    QTest::newRow("§13(d) BJ-OPT-18 BJ-SETTLE-12 three on a box, one doubles with the caller, "
                  "one does not, one card dealt")
        << 1
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "announce_total 1 1 11",
                       "> player_decides 1 1 double 10.00",
                       "> player_behind_answers 1 1 1 doubles 20.00",
                       "> player_behind_answers 1 1 2 does_not_double",
                       "deal_card 1 1 up true",
                       "announce_total 1 1 20",
                       "announce_total 3 1 18",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 3 1 main 10.00",
                       "pay 1 1 main 20.00",
                       "pay 1 1 main 40.00 1",
                       "pay 1 1 main 5.00 2",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    // §13(e): hand 2 carries the caller's split wager, the first behind's
    // cover and the second's initial wager; hand 1 the caller's and the
    // first behind's. Dealer 6 10 7 = 23: every wager wins 1 to 1.
    QTest::newRow("§13(e) BJ-OPT-18 a split: one behind covers each hand, one names hand 2")
        << 2
        << QStringList{deal(4),
                       deal(0),
                       deal(4),
                       "announce_total 4 1 16",
                       "> player_decides 4 1 split 10.00",
                       "> player_behind_answers 4 1 1 covers_split 10.00",
                       "> player_behind_answers 4 1 2 stays_with_hand 2",
                       "deal_card 4 1 up false",
                       "announce_total 4 1 18",
                       "> player_decides 4 1 stand",
                       "deal_card 4 2 up false",
                       "announce_total 4 2 17",
                       "> player_decides 4 2 stand",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 23",
                       "pay 4 2 main 10.00",
                       "pay 4 2 main 10.00 1",
                       "pay 4 2 main 10.00 2",
                       "pay 4 1 main 10.00",
                       "pay 4 1 main 10.00 1",
                       "pick_up 4",
                       "pick_up 0"};
    // §13(f), §9(c): $5 insurance paid 2 to 1 right after the dealer's
    // second card (§9(d)); both main wagers lose to the blackjack (§3(b)).
    QTest::newRow("§13(f) BJ-OPT-18 insurance by the player behind only")
        << 3
        << QStringList{deal(3),
                       deal(0),
                       deal(3),
                       "offer_insurance",
                       "> player_decides 3 1 no_insurance",
                       "> player_decides 3 1 insurance 5.00 1",
                       "announce_total 3 1 19",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "pay 3 1 insurance 10.00 1",
                       "announce_total 0 1 blackjack",
                       "collect 3 1 main 20.00",
                       "collect 3 1 main 10.00 1",
                       "pick_up 3",
                       "pick_up 0"};
    // §13(b): with no one seated the $25 wager calls and sits nearest the
    // dealer; the $10 who came first is behind it. 17 loses to 18.
    QTest::newRow("§13(b) BJ-WAGER-07 no seated player: the highest wager calls")
        << 4
        << QStringList{deal(5),
                       deal(0),
                       deal(5),
                       "announce_total 5 1 17",
                       "> player_decides 5 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 18",
                       "collect 5 1 main 25.00",
                       "collect 5 1 main 10.00 1",
                       "pick_up 5",
                       "pick_up 0"};
    // §3(d): confirmed by the dealer and the supervisor, the cash converted,
    // then the first card.
    QTest::newRow("§3(d) BJ-WAGER-02 a verbal wager with cash confirmed before the first card")
        << 5
        << QStringList{"confirm_verbal_wager 1",
                       "call_supervisor verbal_wager",
                       "convert_cash 1",
                       deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 20",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 18",
                       "pay 1 1 main 50.00",
                       "pick_up 1",
                       "pick_up 0"};
    // §8(a)(1): half of each wager returned at once ($10 of $20, $5 of $10);
    // §12(c): no wager is left for the dealer's second card.
    QTest::newRow("§13(b) §8(a)(1) BJ-WAGER-07 the caller's surrender settles each wager")
        << 6
        << QStringList{deal(2),
                       deal(0),
                       deal(2),
                       "announce_total 2 1 16",
                       "> player_decides 2 1 surrender",
                       "settle_surrender 2 1 10.00",
                       "settle_surrender 2 1 5.00 1",
                       "pick_up 2",
                       "pick_up 0"};
    // §7(c): the caller's $10 paid 1 to 1 at once; the player behind keeps
    // the blackjack, held under the ace (§7(b)) and paid 3 to 2, $15.
    QTest::newRow("§13(f) §7(c) BJ-OPT-18 even money for the caller, not for the player behind")
        << 7
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "offer_insurance",
                       "> player_decides 1 1 even_money",
                       "> player_decides 1 1 no_insurance 1",
                       "pay 1 1 main 10.00",
                       "announce_total 1 1 blackjack",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 18",
                       "pay 1 1 main 15.00 1",
                       "pick_up 1",
                       "pick_up 0"};
    // §10(b): only the original wagers are collected, $10 and $20.
    QTest::newRow("§13(d) §10(b) BJ-SETTLE-12 doubled together against the dealer's blackjack")
        << 9
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "offer_insurance",
                       "> player_decides 1 1 no_insurance",
                       "> player_decides 1 1 no_insurance 1",
                       "announce_total 1 1 11",
                       "> player_decides 1 1 double 10.00",
                       "> player_behind_answers 1 1 1 doubles 20.00",
                       "deal_card 1 1 up true",
                       "announce_total 1 1 20",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 blackjack",
                       "collect 1 1 main 10.00",
                       "collect 1 1 main 20.00 1",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackRoundSharedBox::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    checkAutoplay(scenarioOf(cases()[static_cast<std::size_t>(which)]), transcript);
}

void TestBlackjackRoundSharedBox::mistakesAreGraded_data() {
    addMistakeColumns();
    const auto row = mistakeRow;
    // Case 0 after the caller's payment (8 actions).
    row("§13(c) BJ-WAGER-07 paying only the caller, then picking up the box", 0, 8,
        R"({"action": "pick_up", "seat": 2})", "Blackjack §13(c)", "BJ-WAGER-07", "major", false);
    row("§13(c) BJ-WAGER-07 settling a player behind who is not there", 0, 8,
        R"({"action": "pay", "seat": 2, "hand": 1, "wager": "main", "amount": "20.00", "behind": 2})",
        "Blackjack §13(c)", "BJ-WAGER-07", "major", false);
    // Case 1 after the caller's payment (14 actions): the $5 behind did not double.
    row("§13(d) BJ-SETTLE-12 paying a player behind as doubled who did not double", 1, 14,
        R"({"action": "pay", "seat": 1, "hand": 1, "wager": "main", "amount": "10.00", "behind": 2})",
        "Blackjack §13(d)", "BJ-SETTLE-12", "payout", false);
    // Case 1 once the double's card is dealt and announced (8 actions).
    row("§13(d) BJ-OPT-18 a second card to the doubled hand of three players", 1, 8,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": true})",
        "Blackjack §13(d)", "BJ-OPT-18", "major", false);
    // Case 2 at the settlement (12 actions): the second behind named hand 2.
    row("§13(e) BJ-OPT-18 a wager behind settled against the wrong split hand", 2, 12,
        R"({"action": "pay", "seat": 4, "hand": 1, "wager": "main", "amount": "10.00", "behind": 2})",
        "Blackjack §13(e)", "BJ-OPT-18", "major", false);
    // Case 3 after the dealer's blackjack (7 actions): the insurance behind first.
    row("§13(f) BJ-OPT-18 the insurance behind left unpaid", 3, 7,
        R"({"action": "announce_total", "seat": 0, "hand": 1, "total": "blackjack"})",
        "Blackjack §13(f)", "BJ-OPT-18", "major", false);
    // Case 8: the caller stands on 17 (4 actions); the player behind asked for a card.
    row("§13(b) BJ-WAGER-07 a card on the call of a player behind", 8, 4,
        R"({"action": "deal_card", "seat": 5, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §13(b)", "BJ-WAGER-07", "major", false);
    // Case 5: the verbal wager not confirmed, or confirmed by the dealer only.
    row("§3(d) BJ-WAGER-02 dealing before the verbal wager is confirmed", 5, 0,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §3(d)", "BJ-WAGER-02", "major", false);
    row("§3(d) BJ-WAGER-02 dealing without the supervisor's confirmation", 5, 1,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §3(d)", "BJ-WAGER-02", "major", false);
    row("§3(d) BJ-WAGER-02 dealing before the cash is converted into chips", 5, 2,
        R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
        "Blackjack §3(d)", "BJ-WAGER-02", "major", false);
}

void TestBlackjackRoundSharedBox::mistakesAreGraded() {
    QFETCH(int, which);
    checkMistake(scenarioOf(cases()[static_cast<std::size_t>(which)]));
}

void TestBlackjackRoundSharedBox::eachPlayerIsPaidTheirOwnWager() {
    // Case 2 (§13(e)): every wager on the box won 1 to 1; what each player
    // placed, computed here: the caller $10 + $10 split, the first behind
    // $10 + $10 cover, the second $10 on hand 2 only.
    const auto session = autoplay(scenarioOf(cases()[2]));
    QVERIFY(session);
    std::map<int, Money> paid; // by place in line
    for (const auto &entry : session->timeline()) {
        if (entry.action) {
            if (const auto *pay = std::get_if<action::Pay>(&*entry.action)) {
                paid[pay->behind] += pay->amount;
            }
        }
    }
    QCOMPARE(paid[0], Money::dollars(20));
    QCOMPARE(paid[1], Money::dollars(20));
    QCOMPARE(paid[2], Money::dollars(10));
}

void TestBlackjackRoundSharedBox::basicStrategyPlayersBehindPlayThrough() {
    // Basic-strategy callers with players behind them over many shoes: a
    // perfect dealer finishes every round with no error, every card kept.
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Case c{QString(),
               {{1, 10}, {4, 25}},
               {{.seat = 1, .dollars = 20, .insurance = Money::dollars(10)},
                {.seat = 1, .dollars = 5},
                {.seat = 4, .dollars = 10, .evenMoney = true}},
               withEvenMoney};
        Scenario scenario = scenarioOf(c);
        scenario.seed = seed;
        for (auto &script : scenario.players) {
            script.basicStrategy = true;
        }
        checkPlaysThrough(scenario);
    }
}

void TestBlackjackRoundSharedBox::lessonPlayersAreChecked_data() {
    QTest::addColumn<int>("problem");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("§13(a) BJ-CONF-18 a box with players but the option off")
        << 0 << "players[1].seat"
        << "§13(a)";
    QTest::newRow("§13(a) BJ-WAGER-07 more players than the table allows") << 1 << "players[3].seat"
                                                                           << "§13(a)";
    QTest::newRow("§13(a) BJ-WAGER-07 no consent of the first player")
        << 2 << "players[0].sharesBox"
        << "§13(a)";
    QTest::newRow("§13(b) BJ-WAGER-07 no one seated, two highest wagers") << 3 << "players[1].wager"
                                                                          << "§13(b)";
    QTest::newRow("§14 BJ-WAGER-06 a player on two boxes where not permitted")
        << 4 << "players[1].seat"
        << "§14";
    QTest::newRow("§3(d) BJ2-WAGER-01 no verbal wager at the tribal table")
        << 5 << "players[0].verbalWager"
        << "(c)(4)";
    QTest::newRow("§13(a) §18 BJ-WAGER-07 players behind at a multiple action table")
        << 6 << "players[1].seat"
        << "§18";
    QTest::newRow("§13(a) §6a BJ-WAGER-07 players behind in the 6 to 5 hand-dealt variation")
        << 7 << "players[1].seat"
        << "§6a";
}

void TestBlackjackRoundSharedBox::lessonPlayersAreChecked() {
    QFETCH(int, problem);
    QFETCH(QString, path);
    QFETCH(QString, mentions);
    Scenario scenario;
    switch (problem) {
    case 0:
        scenario =
            scenarioOf({QString(), {{2, 10}}, {{.seat = 2}}, [](blackjack::TableOffer &) {}});
        break;
    case 1:
        scenario = scenarioOf(
            {QString(), {{2, 10}}, {{.seat = 2}, {.seat = 2}, {.seat = 2}}, threePerBox});
        break;
    case 2:
        scenario = scenarioOf({QString(), {{2, 10}}, {{.seat = 2}}});
        scenario.players[0].sharesBox = false;
        break;
    case 3:
        scenario =
            scenarioOf({QString(), {}, {{.seat = 2, .dollars = 20}, {.seat = 2, .dollars = 20}}});
        break;
    case 4: {
        scenario =
            roundScenario(QString(), {{2, 10}, {5, 10}},
                          withOffer([](blackjack::TableOffer &o) { o.boxesPerPlayer = false; }));
        scenario.players[1].name = scenario.players[0].name;
        break;
    }
    case 5:
        scenario =
            roundScenario(QString(), {{2, 10}}, withOffer(nullptr, Regulation::BlackjackTribal),
                          Regulation::BlackjackTribal);
        scenario.players[0].verbalWager = true;
        break;
    case 6:
        scenario = scenarioOf({QString(), {{2, 10}}, {{.seat = 2}}, [](blackjack::TableOffer &o) {
                                   threePerBox(o);
                                   o.sideWagers.insert(blackjack::SideWager::MultipleAction);
                               }});
        break;
    case 7:
        scenario = scenarioOf({QString(), {{2, 10}}, {{.seat = 2}}, [](blackjack::TableOffer &o) {
                                   threePerBox(o);
                                   o.sixToFive = true;
                               }});
        break;
    }
    const auto problems = validate(scenario);
    bool found = false;
    for (const auto &p : problems) {
        if (qs(p.path) == path && qs(p.message).contains(mentions)) {
            found = true;
        }
    }
    if (!found) {
        for (const auto &p : problems) {
            qWarning("%s: %s", p.path.c_str(), p.message.c_str());
        }
    }
    QVERIFY(found);
    // The same players with the option on and each rule kept are accepted.
    Scenario fine = scenarioOf({QString(), {{2, 10}}, {{.seat = 2}, {.seat = 2, .dollars = 20}}});
    for (const auto &p : validate(fine)) {
        qWarning("%s: %s", p.path.c_str(), p.message.c_str());
    }
    QVERIFY(validate(fine).empty());
}

QTEST_GUILESS_MAIN(TestBlackjackRoundSharedBox)
#include "tst_blackjack_round_shared_box.moc"

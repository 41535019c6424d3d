// A baccarat coup as the table screen draws it (TableController::round(),
// coupsnapshot.h), checked against the baccarat lesson fixtures
// (tests/qml/fixtures/baccarat, tests/cli/fixtures/baccarat): the spots the
// table offers, the wagers, the cards a person at the table can see (face
// down until turned), the commission boxes and their markers, what the layout
// prints. Expected cards and markers are read from the core's coup
// (TableController::session()), so the snapshot is checked against the state
// it draws, whatever the shuffle dealt.
#include "uitestsupport.h"

#include <QDir>
#include <QTest>
#include <core/games/baccarat/coup_round.h>
#include <lessons/lessonparser.h>
#include <memory>
#include <ui/tablecontroller.h>

using dt::ui::TableController;

namespace {

QString fixture(const QString &directory, const QString &id) {
    return QDir(directory).filePath(id + QStringLiteral(".json"));
}

QString qmlFixture(const QString &id) {
    return fixture(QStringLiteral(DT_TEST_QML_FIXTURES_DIR), id);
}

QString cliFixture(const QString &id) {
    return fixture(QStringLiteral(DT_TEST_CLI_FIXTURES_DIR), id);
}

const dt::baccarat::CoupRound &coupOf(const TableController &table) {
    return std::get<dt::baccarat::CoupRound>(table.session().state().round);
}

QVariantMap handOf(const QVariantMap &round, const char *hand) {
    return round.value(QStringLiteral("hands")).toMap().value(QLatin1String(hand)).toMap();
}

// The cards of a hand as shown: a code face up, "down" face down.
QStringList shownCards(const QVariantMap &round, const char *hand) {
    QStringList shown;
    for (const auto &card : handOf(round, hand).value(QStringLiteral("cards")).toList()) {
        const QVariantMap map = card.toMap();
        shown.append(map.value(QStringLiteral("faceUp")).toBool()
                         ? map.value(QStringLiteral("code")).toString()
                         : QStringLiteral("down"));
    }
    return shown;
}

QStringList codes(const std::vector<dt::Card> &cards) {
    QStringList list;
    for (const auto &card : cards) {
        list.append(QString::fromStdString(dt::toString(card)));
    }
    return list;
}

QStringList spotKeys(const QVariantMap &round) {
    QStringList keys;
    for (const auto &spot : round.value(QStringLiteral("spots")).toList()) {
        keys.append(spot.toMap().value(QStringLiteral("key")).toString());
    }
    return keys;
}

QString inscription(const QVariantMap &round, const char *key) {
    return round.value(QStringLiteral("inscriptions")).toMap().value(QLatin1String(key)).toString();
}

QVariantMap wagerAt(const QVariantMap &round, int seat, const QString &key) {
    for (const auto &wager : round.value(QStringLiteral("wagers")).toList()) {
        const QVariantMap map = wager.toMap();
        if (map.value(QStringLiteral("seat")).toInt() == seat &&
            map.value(QStringLiteral("key")).toString() == key) {
            return map;
        }
    }
    return {};
}

// {seat: cents} of a snapshot's list of {seat, amount}.
QMap<int, qint64> bySeat(const QVariantMap &round, const char *key) {
    QMap<int, qint64> map;
    for (const auto &entry : round.value(QLatin1String(key)).toList()) {
        map.insert(entry.toMap().value(QStringLiteral("seat")).toInt(),
                   entry.toMap().value(QStringLiteral("amount")).toLongLong());
    }
    return map;
}

qint64 centsOf(const QVariant &amount) {
    return qRound64(amount.toString().toDouble() * 100);
}

} // namespace

class CoupSnapshotTest : public QObject {
    Q_OBJECT

private slots:
    void midiTableBeforeTheDeal();
    void bigTableOffersOnlyTheMainSpots();
    void ezTableShowsItsSpotsAndInscriptions();
    void cardsFaceDownUntilTurned();
    void turnedByTheHighestBettor();
    void markedVigorishShowsInTheSeatsBox();
    void settledWagersKeepTheirChips();
    void cardInErrorAndSimulatedRound();
    void playerLeavesAndCuratorDelays();

private:
    std::unique_ptr<TableController> open(const QString &path);
    // Performs the referee's expected actions until the next is `name`
    // (the whole coup when empty); returns the actions performed.
    QList<QVariantMap> playUntil(TableController &table, const QString &name = {});

    dt::lessons::RegulationLibrary m_regulations{dt::uitest::regulationsDirectory()};
    std::optional<dt::lessons::Lesson> m_lesson;
};

std::unique_ptr<TableController> CoupSnapshotTest::open(const QString &path) {
    auto loaded = dt::lessons::loadLessonFile(path, m_regulations);
    if (!loaded.lesson) {
        qWarning("%s",
                 qPrintable(loaded.problems.isEmpty() ? path : loaded.problems.first().text()));
        return {};
    }
    m_lesson = loaded.lesson;
    return std::make_unique<TableController>(*m_lesson, nullptr, 0, 0, &m_regulations);
}

QList<QVariantMap> CoupSnapshotTest::playUntil(TableController &table, const QString &name) {
    QList<QVariantMap> performed;
    for (int guard = 0; guard < 500 && !table.complete(); ++guard) {
        const auto options = table.session().expected();
        if (options.empty()) {
            break;
        }
        const QVariantMap action = dt::ui::toVariantMap(dt::toFlat(options.front().action));
        if (action.value(QStringLiteral("action")).toString() == name) {
            break;
        }
        const QVariantMap verdict = table.perform(action);
        if (!verdict.value(QStringLiteral("correct")).toBool()) {
            qWarning("%s", qPrintable(verdict.value(QStringLiteral("message")).toString()));
            break;
        }
        performed.append(action);
    }
    return performed;
}

// MB-CONF-02, MB-CONF-03: a midi table of nine seats; its vigorish is
// collected at the payout, so no numbered commission boxes (§2(b)(4)).
void CoupSnapshotTest::midiTableBeforeTheDeal() {
    auto table = open(cliFixture(QStringLiteral("baccarat/midi-coup-turned-by-players")));
    QVERIFY(table);
    QCOMPARE(table->layout(), QStringLiteral("midi-baccarat"));
    const QVariantMap round = table->round();
    QVERIFY(round.value(QStringLiteral("active")).toBool());
    QCOMPARE(round.value(QStringLiteral("game")).toString(), QStringLiteral("midi-baccarat"));
    QCOMPARE(round.value(QStringLiteral("seats")).toInt(), table->boxes());
    QCOMPARE(spotKeys(round), (QStringList{QStringLiteral("player"), QStringLiteral("banker"),
                                           QStringLiteral("tie")}));
    // The fixture's players: seat 2 Player $50, seat 5 Banker $75, seat 8 Player $10 and Banker
    // $20.
    QCOMPARE(
        wagerAt(round, 2, QStringLiteral("player")).value(QStringLiteral("amount")).toLongLong(),
        5000);
    QCOMPARE(
        wagerAt(round, 5, QStringLiteral("banker")).value(QStringLiteral("amount")).toLongLong(),
        7500);
    QCOMPARE(
        wagerAt(round, 8, QStringLiteral("banker")).value(QStringLiteral("amount")).toLongLong(),
        2000);
    QCOMPARE(
        wagerAt(round, 8, QStringLiteral("player")).value(QStringLiteral("amount")).toLongLong(),
        1000);
    QCOMPARE(round.value(QStringLiteral("wagers")).toList().size(), 4);
    QVERIFY(shownCards(round, "player").isEmpty());
    QVERIFY(shownCards(round, "banker").isEmpty());
    QCOMPARE(round.value(QStringLiteral("curator")).toBool(),
             false); // Midi §8(c): the dealer deals
    QCOMPARE(round.value(QStringLiteral("cardTurning")).toString(),
             QStringLiteral("highest_bettors"));
    QCOMPARE(round.value(QStringLiteral("vigorish")).toString(), QStringLiteral("at_payout"));
    QCOMPARE(round.value(QStringLiteral("commissionBoxes")).toBool(), false);
    QCOMPARE(inscription(round, "title"), QStringLiteral("MIDI BACCARAT"));
    // Midi §12(c): Banker paid 1 to 1 less a 5% vigorish; §12(b): Tie at least 8 to 1.
    QCOMPARE(inscription(round, "banker"), QStringLiteral("BANKER PAYS 1 TO 1 LESS 5% VIGORISH"));
    QCOMPARE(inscription(round, "tie"), QStringLiteral("TIE PAYS 8 TO 1"));
    QVERIFY(inscription(round, "dragon7").isEmpty());
    QVERIFY(inscription(round, "houseMoney").isEmpty());
    // §12(c): the vigorish rounded up to 25 cents: the rack holds quarters.
    QCOMPARE(table->chips().last().toLongLong(), 25);
}

// BA-CONF-02, BA-CONF-03: fourteen seats and the three main spots only; a
// player as curator (§7(b)); the vigorish marked in numbered boxes.
void CoupSnapshotTest::bigTableOffersOnlyTheMainSpots() {
    auto table = open(qmlFixture(QStringLiteral("baccarat/big-table-marked")));
    QVERIFY(table);
    QCOMPARE(table->layout(), QStringLiteral("baccarat"));
    const QVariantMap round = table->round();
    QCOMPARE(round.value(QStringLiteral("seats")).toInt(), 14);
    QCOMPARE(spotKeys(round).size(), 3);
    QCOMPARE(round.value(QStringLiteral("curator")).toBool(), true);
    QCOMPARE(round.value(QStringLiteral("vigorish")).toString(), QStringLiteral("marked"));
    QCOMPARE(round.value(QStringLiteral("commissionBoxes")).toBool(), true);
    QVERIFY(round.value(QStringLiteral("markers")).toList().isEmpty());
    QCOMPARE(inscription(round, "title"), QStringLiteral("BACCARAT"));
    QVERIFY(inscription(round, "dragon7Push").isEmpty());
}

// BA-CONF-03, BA-CONF-08, BA-CONF-09: an EZ table has the Dragon 7 and Panda 8
// areas and the inscription that a Banker Dragon 7 pushes; no vigorish, so
// no commission boxes; Dragon Bonus and House Money spots where offered.
void CoupSnapshotTest::ezTableShowsItsSpotsAndInscriptions() {
    auto table = open(qmlFixture(QStringLiteral("baccarat/ez-side-wagers")));
    QVERIFY(table);
    const QVariantMap round = table->round();
    QCOMPARE(spotKeys(round),
             (QStringList{QStringLiteral("player"), QStringLiteral("banker"), QStringLiteral("tie"),
                          QStringLiteral("dragonBonusPlayer"), QStringLiteral("dragonBonusBanker"),
                          QStringLiteral("dragon7"), QStringLiteral("panda8"),
                          QStringLiteral("houseMoney")}));
    QCOMPARE(round.value(QStringLiteral("ezBaccarat")).toBool(), true);
    QCOMPARE(round.value(QStringLiteral("vigorish")).toString(), QStringLiteral("none"));
    QCOMPARE(round.value(QStringLiteral("commissionBoxes")).toBool(), false);
    QCOMPARE(inscription(round, "title"), QStringLiteral("EZ BACCARAT"));
    QCOMPARE(inscription(round, "banker"), QStringLiteral("BANKER PAYS 1 TO 1"));
    QVERIFY(!inscription(round, "dragon7Push").isEmpty());
    // §13(f) 40 to 1, §13(g) 25 to 1, §13(h) a pair 3 to 1 and both 15 to 1.
    QCOMPARE(inscription(round, "dragon7"), QStringLiteral("DRAGON 7 PAYS 40 TO 1"));
    QCOMPARE(inscription(round, "panda8"), QStringLiteral("PANDA 8 PAYS 25 TO 1"));
    QVERIFY(inscription(round, "houseMoney").contains(QStringLiteral("3 TO 1")));
    QVERIFY(inscription(round, "houseMoney").contains(QStringLiteral("15 TO 1")));
    QVERIFY(inscription(round, "dragonBonus").endsWith(QStringLiteral("PAY TABLE A")));
    QCOMPARE(wagerAt(round, 13, QStringLiteral("dragonBonusPlayer"))
                 .value(QStringLiteral("name"))
                 .toString(),
             QStringLiteral("Dragon Bonus on the Player's Hand"));
}

// BA-DEAL-03: the four cards dealt face down; the screen cannot show them
// until the hand is turned (§9(c)).
void CoupSnapshotTest::cardsFaceDownUntilTurned() {
    auto table = open(qmlFixture(QStringLiteral("baccarat/big-table-marked")));
    QVERIFY(table);
    playUntil(*table, QStringLiteral("turn_hand"));
    QVariantMap round = table->round();
    QCOMPARE(shownCards(round, "player"),
             (QStringList{QStringLiteral("down"), QStringLiteral("down")}));
    QCOMPARE(shownCards(round, "banker"),
             (QStringList{QStringLiteral("down"), QStringLiteral("down")}));
    for (const auto &card : handOf(round, "player").value(QStringLiteral("cards")).toList()) {
        QVERIFY(card.toMap().value(QStringLiteral("code")).toString().isEmpty());
    }
    QCOMPARE(handOf(round, "player").value(QStringLiteral("turnedBy")).toInt(), -1);
    const QString turned = table->hint()
                               .value(QStringLiteral("action"))
                               .toMap()
                               .value(QStringLiteral("hand"))
                               .toString();
    playUntil(*table, QStringLiteral("announce_point"));
    round = table->round();
    const auto hand = turned == QStringLiteral("banker") ? dt::action::CoupHand::Banker
                                                         : dt::action::CoupHand::Player;
    QCOMPARE(shownCards(round, turned.toUtf8().constData()), codes(coupOf(*table).cards(hand)));
    QCOMPARE(handOf(round, turned.toUtf8().constData()).value(QStringLiteral("turnedBy")).toInt(),
             0);
    QCOMPARE(
        handOf(round, turned.toUtf8().constData()).value(QStringLiteral("pointAnnounced")).toBool(),
        false);
}

// MB-DEAL-01: at Midi the hand goes face down to the seat with the highest
// wager on it, who returns it face up: the snapshot names that seat.
void CoupSnapshotTest::turnedByTheHighestBettor() {
    auto table = open(cliFixture(QStringLiteral("baccarat/midi-coup-turned-by-players")));
    QVERIFY(table);
    playUntil(*table, QStringLiteral("turn_hand"));
    const QVariantMap turn = table->hint().value(QStringLiteral("action")).toMap();
    const int seat = turn.value(QStringLiteral("seat")).toInt();
    QVERIFY(seat > 0);
    QVERIFY(table->perform(turn).value(QStringLiteral("correct")).toBool());
    const QByteArray hand = turn.value(QStringLiteral("hand")).toString().toUtf8();
    QCOMPARE(handOf(table->round(), hand.constData()).value(QStringLiteral("turnedBy")).toInt(),
             seat);
    QVERIFY(!shownCards(table->round(), hand.constData()).contains(QStringLiteral("down")));
}

// BA-SETTLE-10: each vigorish marked shows, with its amount, in the box of
// the seat owing it; nothing shows in the others.
void CoupSnapshotTest::markedVigorishShowsInTheSeatsBox() {
    auto table = open(qmlFixture(QStringLiteral("baccarat/big-table-marked")));
    QVERIFY(table);
    QMap<int, qint64> marked;
    for (int guard = 0; guard < 20; ++guard) {
        playUntil(*table, QStringLiteral("mark_vigorish"));
        if (table->complete() || table->session().expected().empty()) {
            break;
        }
        const QVariantMap mark = table->hint().value(QStringLiteral("action")).toMap();
        if (mark.value(QStringLiteral("action")).toString() != QStringLiteral("mark_vigorish")) {
            break;
        }
        QVERIFY(table->perform(mark).value(QStringLiteral("correct")).toBool());
        marked.insert(mark.value(QStringLiteral("seat")).toInt(),
                      centsOf(mark.value(QStringLiteral("amount"))));
        QCOMPARE(bySeat(table->round(), "markers"), marked);
    }
    QVERIFY2(!marked.isEmpty(), "the fixture's coup is won by the Banker: a vigorish is marked");
    QMap<int, qint64> fromCore;
    for (const auto &[seat, amount] : coupOf(*table).vigorishMarked) {
        fromCore.insert(seat, amount.inCents());
    }
    QCOMPARE(marked, fromCore);
}

// §12(b): a collected wager leaves its spot, a paid one has its winnings
// beside it, until the cards go to the discard bucket.
void CoupSnapshotTest::settledWagersKeepTheirChips() {
    auto table = open(qmlFixture(QStringLiteral("baccarat/big-table-marked")));
    QVERIFY(table);
    int collected = 0;
    int paid = 0;
    for (int guard = 0; guard < 40; ++guard) {
        const auto options = table->session().expected();
        if (options.empty() || table->complete()) {
            break;
        }
        const QVariantMap action = dt::ui::toVariantMap(dt::toFlat(options.front().action));
        const QString name = action.value(QStringLiteral("action")).toString();
        if (name == QStringLiteral("place_cards")) {
            break;
        }
        QVERIFY(table->perform(action).value(QStringLiteral("correct")).toBool());
        if (name != QStringLiteral("collect") && name != QStringLiteral("pay")) {
            continue;
        }
        const QVariantMap wager =
            wagerAt(table->round(), action.value(QStringLiteral("seat")).toInt(),
                    action.value(QStringLiteral("side")).toString());
        QVERIFY(wager.value(QStringLiteral("settled")).toBool());
        const QVariantMap outcome = wager.value(QStringLiteral("outcome")).toMap();
        const qint64 amount = centsOf(action.value(QStringLiteral("amount")));
        if (name == QStringLiteral("collect")) {
            QCOMPARE(outcome.value(QStringLiteral("collected")).toLongLong(), amount);
            ++collected;
        } else {
            QCOMPARE(outcome.value(QStringLiteral("paid")).toLongLong(), amount);
            ++paid;
        }
    }
    QVERIFY(collected > 0);
    QVERIFY(paid > 0);
}

// BA-IRR-03, BA-CONF-13 (Baccarat §15(c)(2)): the shipped lesson's
// disclosed card in error shows by its code until the trainee sets it
// aside with the table's action; the simulated round after the coup shows
// as one, with no wagers on the layout.
void CoupSnapshotTest::cardInErrorAndSimulatedRound() {
    auto table =
        open(QDir(QStringLiteral(DT_TEST_LESSONS_DIR))
                 .filePath(QStringLiteral("baccarat/22-the-players-third-card-in-error.json")));
    QVERIFY(table);
    QCOMPARE(table->round().value(QStringLiteral("cardInError")).toString(), QString());
    playUntil(*table, QStringLiteral("set_card_aside"));
    QVariantMap round = table->round();
    QCOMPARE(round.value(QStringLiteral("cardInError")).toString(), QStringLiteral("9S"));
    QVERIFY(!round.value(QStringLiteral("simulated")).toBool());
    const QVariantMap verdict =
        table->perform(QVariantMap{{QStringLiteral("action"), QStringLiteral("set_card_aside")}});
    QVERIFY(verdict.value(QStringLiteral("correct")).toBool());
    QCOMPARE(table->round().value(QStringLiteral("cardInError")).toString(), QString());
    // The coup settled and discarded, the simulated round is on the layout.
    playUntil(*table, QStringLiteral("place_cards"));
    playUntil(*table, QStringLiteral("deal_to_hand"));
    round = table->round();
    QVERIFY(round.value(QStringLiteral("simulated")).toBool());
    QVERIFY(round.value(QStringLiteral("wagers")).toList().isEmpty());
    QCOMPARE(shownCards(round, "player"), QStringList{QStringLiteral("9S")});
}

// BA-SETTLE-10 (§13(d)(2)(i)): the seat of a player who left shows empty and
// its marker stays until collected; BA-DEAL-10 (§14(a)(2)): the snapshot says
// the curator delays the game. Lesson 27: seat 5 leaves after coup 1, the
// curator at seat 2 delays after coup 2.
void CoupSnapshotTest::playerLeavesAndCuratorDelays() {
    auto table = open(
        fixture(QStringLiteral(DT_TEST_LESSONS_DIR), QStringLiteral("baccarat/27-player-leaves")));
    QVERIFY(table);
    const auto occupied = [&] {
        QList<int> seats;
        for (const auto &seat : table->round().value(QStringLiteral("occupiedSeats")).toList()) {
            seats.append(seat.toInt());
        }
        return seats;
    };
    QCOMPARE(occupied(), (QList<int>{2, 5, 9}));
    playUntil(*table, QStringLiteral("collect_vigorish"));
    QCOMPARE(occupied(), (QList<int>{2, 9}));
    QCOMPARE(bySeat(table->round(), "markers"), (QMap<int, qint64>{{2, 125}, {5, 100}}));
    playUntil(*table, QStringLiteral("order_shoe_passed"));
    QCOMPARE(bySeat(table->round(), "markers"), (QMap<int, qint64>{{2, 250}}));
    QCOMPARE(table->round().value(QStringLiteral("curatorSeat")).toInt(), 2);
    QVERIFY(table->round().value(QStringLiteral("curatorDelays")).toBool());
}

QTEST_GUILESS_MAIN(CoupSnapshotTest)
#include "tst_coupsnapshot.moc"

#include "coupsnapshot.h"

#include <QCoreApplication>
#include <core/games/baccarat/coup_round.h>
#include <core/games/baccarat/settlement.h>
#include <core/games/baccarat/table_rules.h>

namespace dt::ui {

namespace {

using namespace dt::baccarat;

QString tr(const char *text) {
    return QCoreApplication::translate("CoupSnapshot", text);
}

// The short word printed on a wager's spot of the layout.
QString spotLabel(Wager wager) {
    switch (wager) {
    case Wager::Player:
        return tr("PLAYER");
    case Wager::Banker:
        return tr("BANKER");
    case Wager::Tie:
        return tr("TIE");
    case Wager::DragonBonusPlayer:
        return tr("DRAGON P");
    case Wager::DragonBonusBanker:
        return tr("DRAGON B");
    case Wager::Dragon7:
        return tr("DRAGON 7");
    case Wager::Panda8:
        return tr("PANDA 8");
    case Wager::HouseMoney:
        break;
    }
    return tr("HOUSE MONEY");
}

// A hand's cards: §9(c) the four cards are dealt face down and turned; the
// first faceUp(hand) of them lie face up (a hand is turned from its first card).
QVariantMap handMap(const CoupRound &coup, dt::action::CoupHand hand) {
    const auto &cards = coup.cards(hand);
    const int faceUp = coup.faceUp(hand);
    QVariantList list;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const bool up = static_cast<int>(i) < faceUp;
        list.append(QVariantMap{{QStringLiteral("code"),
                                 up ? QString::fromStdString(dt::toString(cards[i])) : QString()},
                                {QStringLiteral("faceUp"), up},
                                {QStringLiteral("sideways"), false},
                                {QStringLiteral("back"), QStringLiteral("red")}});
    }
    const bool player = hand == dt::action::CoupHand::Player;
    const bool announced = player ? coup.playerPointAnnounced : coup.bankerPointAnnounced;
    const std::optional<int> &turnedBy = player ? coup.playerTurnedBy : coup.bankerTurnedBy;
    return {{QStringLiteral("cards"), list},
            {QStringLiteral("turnedBy"), turnedBy.value_or(-1)},
            {QStringLiteral("pointAnnounced"), announced}};
}

QVariantList wagerList(const CoupRound &coup, const SettlementLedger &settled) {
    QVariantList list;
    for (const auto &wager : coup.wagers) {
        const QString key = snapshotText(dt::baccarat::key(wager.wager));
        // Every baccarat wager is settled as a "side" wager on hand 1 (docs/actions.md).
        const SpotSettlement entry = settled.value(settlementKey(
            wager.seat, 1, snapshotText(dt::wagerName(dt::action::Wager::Side)), key, 0));
        list.append(QVariantMap{
            {QStringLiteral("seat"), wager.seat},
            {QStringLiteral("key"), key},
            {QStringLiteral("name"), snapshotText(dt::baccarat::name(wager.wager))},
            {QStringLiteral("amount"), snapshotCents(wager.amount)},
            {QStringLiteral("settled"), wager.settled},
            // §9(e)(1)(i): what the player said of a House Money win.
            {QStringLiteral("ridesOn"),
             wager.ridesOn ? snapshotText(dt::baccarat::key(*wager.ridesOn)) : QString()},
            {QStringLiteral("rode"), wager.rode},
            {QStringLiteral("houseMoneyAdded"), snapshotCents(wager.houseMoneyAdded)},
            {QStringLiteral("outcome"),
             QVariantMap{{QStringLiteral("paid"), entry.paid},
                         {QStringLiteral("collected"), entry.collected},
                         {QStringLiteral("returned"), entry.returned}}}});
    }
    return list;
}

QVariantList occupiedSeatList(const dt::TableState &state) {
    QVariantList seats;
    for (const int seat : dt::occupiedSeats(state)) {
        seats.append(seat);
    }
    return seats;
}

QVariantList seatAmounts(const std::map<int, dt::Money> &bySeat) {
    QVariantList list;
    for (const auto &[seat, amount] : bySeat) {
        if (amount.inCents() > 0) {
            list.append(QVariantMap{{QStringLiteral("seat"), seat},
                                    {QStringLiteral("amount"), snapshotCents(amount)}});
        }
    }
    return list;
}

// The odds a winning wager of `wager` is paid on `coup`, as the settlement
// rules decide them ("40 TO 1"), for the inscriptions: read from the core,
// never written twice.
QString paysOn(const TableRules &rules, Wager wager, const CoupSummary &coup) {
    return snapshotText(dt::baccarat::decide(rules, wager, coup).odds.text()).toUpper();
}

// What the layout has printed on it for this table's options (§2(b)).
QVariantMap inscriptions(const TableRules &rules) {
    const auto offers = [&](Wager wager) { return dt::baccarat::offered(rules, wager); };
    CoupSummary bankerWins;
    bankerWins.bankerPoint = 9;
    CoupSummary playerWins;
    playerWins.playerPoint = 9;
    CoupSummary tie;
    CoupSummary dragon7; // §1: the Banker's three-card 7 against a Player under 7
    dragon7.bankerPoint = 7;
    dragon7.bankerCards = 3;
    CoupSummary panda8; // §1: the Player's three-card 8 against a Banker under 8
    panda8.playerPoint = 8;
    panda8.playerCards = 3;
    CoupSummary onePair;
    onePair.playerPair = true;
    CoupSummary bothPairs = onePair;
    bothPairs.bankerPair = true;

    QString title =
        rules.game == dt::baccarat::Game::MidiBaccarat ? tr("MIDI BACCARAT") : tr("BACCARAT");
    if (rules.ezBaccarat) {
        title = tr("EZ BACCARAT");
    }
    // §13(c): "paid at odds of 1 to 1, except that the licensee shall extract
    // a vigorish ... equal to 5% of the amount won"; the share is the core's.
    const qint64 onHundred =
        snapshotCents(dt::baccarat::vigorishOn(rules, dt::Money::dollars(100)));
    QString banker = tr("BANKER PAYS %1").arg(paysOn(rules, Wager::Banker, bankerWins));
    if (onHundred > 0) {
        banker += tr(" LESS %1% VIGORISH").arg(static_cast<double>(onHundred) / 100.0);
    }
    const char *dragon7Push = "BANKER WINNING WITH A DRAGON 7 PUSHES";
    QString dragonBonus;
    if (rules.dragonBonus != dt::baccarat::DragonBonusTable::Off) {
        const char *table = rules.dragonBonus == dt::baccarat::DragonBonusTable::A   ? "A"
                            : rules.dragonBonus == dt::baccarat::DragonBonusTable::B ? "B"
                                                                                     : "C";
        dragonBonus = tr("DRAGON BONUS \u00b7 PAY TABLE %1").arg(QLatin1String(table));
    }
    return {
        {QStringLiteral("title"), title},
        {QStringLiteral("player"),
         tr("PLAYER PAYS %1").arg(paysOn(rules, Wager::Player, playerWins))},
        {QStringLiteral("banker"), banker},
        {QStringLiteral("tie"), tr("TIE PAYS %1").arg(paysOn(rules, Wager::Tie, tie))},
        // §2(b)(2)(ii): an EZ layout tells that a Banker's Dragon 7 pushes.
        {QStringLiteral("dragon7Push"), rules.ezBaccarat ? tr(dragon7Push) : QString()},
        {QStringLiteral("dragon7"),
         offers(Wager::Dragon7) ? tr("DRAGON 7 PAYS %1").arg(paysOn(rules, Wager::Dragon7, dragon7))
                                : QString()},
        {QStringLiteral("panda8"),
         offers(Wager::Panda8) ? tr("PANDA 8 PAYS %1").arg(paysOn(rules, Wager::Panda8, panda8))
                               : QString()},
        {QStringLiteral("dragonBonus"), dragonBonus},
        {QStringLiteral("houseMoney"),
         offers(Wager::HouseMoney) ? tr("HOUSE MONEY \u00b7 A PAIR PAYS %1 \u00b7 BOTH PAIRS %2")
                                         .arg(paysOn(rules, Wager::HouseMoney, onePair),
                                              paysOn(rules, Wager::HouseMoney, bothPairs))
                                   : QString()}};
}

QString vigorishName(const TableRules &rules) {
    if (rules.ezBaccarat) {
        return QStringLiteral("none"); // §1: EZ Baccarat collects no vigorish
    }
    return rules.vigorish == dt::baccarat::VigorishCollection::Marked ? QStringLiteral("marked")
                                                                      : QStringLiteral("at_payout");
}

// Where the cover card stands (Baccarat §10(d)): "in_shoe", "set_aside"
// (it came out in this coup), "last_hand" (announced: one more coup).
QString coverCardText(dt::LastHand lastHand) {
    switch (lastHand) {
    case dt::LastHand::NotDue:
        break;
    case dt::LastHand::CoverCardOut:
        return QStringLiteral("set_aside");
    case dt::LastHand::Announced:
    case dt::LastHand::Played:
        return QStringLiteral("last_hand");
    }
    return QStringLiteral("in_shoe");
}

} // namespace

QString baccaratLayout(dt::baccarat::Game game) {
    return game == dt::baccarat::Game::MidiBaccarat ? QStringLiteral("midi-baccarat")
                                                    : QStringLiteral("baccarat");
}

QVariantMap coupSnapshot(const dt::TableState &state, const dt::GameRules &rules,
                         const SettlementLedger &settled) {
    const auto *coup = std::get_if<CoupRound>(&state.round);
    const auto *table = std::get_if<TableRules>(&rules);
    if (coup == nullptr || table == nullptr) {
        return {{QStringLiteral("active"), false}};
    }
    QVariantList spots;
    for (const Wager wager : dt::baccarat::allWagers()) {
        if (dt::baccarat::offered(*table, wager)) {
            spots.append(
                QVariantMap{{QStringLiteral("key"), snapshotText(dt::baccarat::key(wager))},
                            {QStringLiteral("name"), snapshotText(dt::baccarat::name(wager))},
                            {QStringLiteral("label"), spotLabel(wager)}});
        }
    }
    const QString vigorish = vigorishName(*table);
    return {{QStringLiteral("active"), true},
            {QStringLiteral("game"), baccaratLayout(table->game)},
            {QStringLiteral("seats"), table->seats},
            {QStringLiteral("ezBaccarat"), table->ezBaccarat},
            // §7(b)-(c): a player holds the shoe as curator; Midi §8(c): the dealer.
            {QStringLiteral("curator"), table->game == dt::baccarat::Game::Baccarat &&
                                            table->shoeDealer == dt::baccarat::ShoeDealer::Curator},
            // §7, §14: the curator's seat, 0 when no player holds the shoe, -1
            // while it is to be offered; whether the dealer calling the game
            // deals (§7(d)).
            {QStringLiteral("curatorSeat"), state.curatorship.curator.value_or(-1)},
            {QStringLiteral("dealerDeals"), state.curatorship.dealerDeals},
            // §14(a)(2): the curator unreasonably delays the game.
            {QStringLiteral("curatorDelays"), state.curatorship.delaysGame},
            // The seats with a player; a player who left the table empties one.
            {QStringLiteral("occupiedSeats"), occupiedSeatList(state)},
            {QStringLiteral("cardTurning"),
             table->cardTurning == dt::baccarat::CardTurning::HighestBettors
                 ? QStringLiteral("highest_bettors")
                 : QStringLiteral("dealer")},
            {QStringLiteral("vigorish"), vigorish},
            {QStringLiteral("noMoreBets"), coup->noMoreBets},
            {QStringLiteral("cardsCalled"), coup->cardsCalled},
            {QStringLiteral("resultAnnounced"), coup->resultAnnounced},
            {QStringLiteral("discarded"), coup->discarded},
            // §15(c)(2), (d): a simulated round, no wagers accepted.
            {QStringLiteral("simulated"), coup->simulated},
            // §15: the card drawn in error awaiting its remedy ("" when none);
            // its code only when disclosed.
            {QStringLiteral("cardInError"),
             !coup->cardInError ? QString()
             : coup->cardInError->disclosed
                 ? QString::fromStdString(dt::toString(coup->cardInError->card))
                 : QStringLiteral("back")},
            // §10(d): the cover card set aside, then "last hand" announced.
            {QStringLiteral("coverCard"), coverCardText(state.lastHand)},
            {QStringLiteral("hands"),
             QVariantMap{{QStringLiteral("player"), handMap(*coup, dt::action::CoupHand::Player)},
                         {QStringLiteral("banker"), handMap(*coup, dt::action::CoupHand::Banker)}}},
            {QStringLiteral("spots"), spots},
            {QStringLiteral("wagers"), wagerList(*coup, settled)},
            // §2(b)(4): the numbered areas for marking vigorish, unless it is
            // collected at the payout or the table is EZ.
            {QStringLiteral("commissionBoxes"), vigorish == QStringLiteral("marked")},
            // §13(d)(2)(ii)-(iii): the markers stay across coups until collected.
            {QStringLiteral("markers"), seatAmounts(state.vigorish.markers())},
            {QStringLiteral("vigorishCollected"), seatAmounts(coup->vigorishCollected)},
            {QStringLiteral("inscriptions"), inscriptions(*table)},
            {QStringLiteral("chips"), chipDenominations(rules)}};
}

} // namespace dt::ui

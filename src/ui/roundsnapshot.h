#pragma once

#include <QHash>
#include <QString>
#include <QVariantMap>
#include <core/game_rules.h>
#include <core/table_state.h>
#include <string_view>

namespace dt::ui {

// The round on the layout as QML draws it: what a person standing at the
// table can see, built afresh after every action. A face-down card carries
// no code (the screen cannot show what the dealer cannot see). Money is in
// cents. Empty ({"active": false}) when the table is not in a round.
//
// {active, insuranceOffered, dealer: {cards, pickedUp, holeCardChecked,
//  dealerHand, dealerHands}, boxes: [{seat, initialWager, insurance,
//  insuranceSettled, evenMoney, pickedUp, hands: [{hand, cards, wager,
//  doubleDown, settled, surrendered, dead}], sideWagers: [{key, name,
//  amount, settled, over, area, pending (§22)}], behind, spotWagers, verbalWagerPending,
//  reachingForWager, asksOut (§15(a): the player asked out of the hand)}],
//  cardInError, faceUpInShoe (the code of the shoe's
//  front card when it lies face up, §15(b), else ""), chips, inscriptions:
//  {blackjackPays, dealerRule, insurance, sideWagers, placards: [{key,
//  title, table, citation, rows: [{hand, pays}], notes}]}, doubleShoe}
// where placards are the pay tables posted at the table, one per offered
// side wager (core pay_table_listing.h); doubleShoe is null at a single shoe
// and at a double shoe (§6(d)) {left, right: {side, back ("red" / "blue"),
// count, cutFromBack}, segregated: [card]} (the burned determinant cards,
// §6(d)(2));
// where a card is {code, faceUp, sideways, back ("red", or at a double shoe
// "blue" for the right side's cards)}; doubleShoeSide is the side the round
// is dealt from at a double shoe ("left", "right", "" before the determinant
// card or at a single shoe).
//
// `settled` says how each settled wager went (the chips a dealer leaves
// beside it until the pick-up); see SettlementLedger.
struct SpotSettlement {
    qint64 paid = 0;       // cents paid beside the wager
    qint64 collected = 0;  // cents taken
    bool returned = false; // a standoff: the wager stays
};
// Keyed by settlementKey(); kept by the controller from the applied
// collect, pay, return_wager and settle_surrender actions of the round.
using SettlementLedger = QHash<QString, SpotSettlement>;
QString settlementKey(int seat, int hand, const QString &wager, const QString &side, int behind);

QVariantMap roundSnapshot(const dt::TableState &state, const dt::GameRules &rules,
                          const SettlementLedger &settled = {});

// The snapshots' forms of the core's money (cents) and text (UTF-8 views).
qint64 snapshotCents(dt::Money money);
QString snapshotText(std::string_view text);

// The chips a dealer pays with at this table, largest first, in cents: the
// usual casino denominations from the table's smallest chip up.
QVariantList chipDenominations(const dt::GameRules &rules);

} // namespace dt::ui

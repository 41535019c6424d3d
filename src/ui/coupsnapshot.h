#pragma once

#include "roundsnapshot.h"

#include <QVariantMap>
#include <core/game_rules.h>
#include <core/table_state.h>

namespace dt::ui {

// A coup of Baccarat or Midi Baccarat on the layout as QML draws it (the
// baccarat counterpart of roundSnapshot): what a person at the table can see,
// built afresh after every action. A face-down card carries no code. Money
// is in cents. Empty ({"active": false}) when the table is not in a coup.
//
// {active, game ("baccarat" / "midi-baccarat"), seats, ezBaccarat, curator
//  (a player deals from the shoe, §7(b)-(c)), cardTurning ("dealer" /
//  "highest_bettors"), vigorish ("at_payout" / "marked" / "none"),
//  noMoreBets, cardsCalled, resultAnnounced, discarded,
//  coverCard ("in_shoe"; "set_aside": it came out in this coup, §10(d);
//   "last_hand": announced, one more coup),
//  hands: {player, banker: {cards: [{code, faceUp, sideways, back}],
//   turnedBy (-1 not yet, 0 the dealer, else the seat), pointAnnounced}},
//  spots: [{key, name, label}] (the wagers the table offers, in layout order),
//  wagers: [{seat, key, name, amount, settled, outcome: {paid, collected,
//   returned}, ridesOn ("player" or "banker": the House Money payout the
//   player lets ride, §9(e)(1)(i); "" otherwise), rode, houseMoneyAdded (the
//   part of `amount` that rode on it)}],
//  commissionBoxes (the numbered vigorish areas of §2(b)(4) are on the
//   layout), markers: [{seat, amount}] (vigorish marked this coup),
//  vigorishCollected: [{seat, amount}],
//  inscriptions: {title, player, banker, tie, dragon7Push, dragon7, panda8,
//   dragonBonus, houseMoney} ("" where the table has no such inscription),
//  chips}
// The table a baccarat game is drawn on: "baccarat" or "midi-baccarat"
// (TableController::layout, the snapshot's "game").
QString baccaratLayout(dt::baccarat::Game game);

QVariantMap coupSnapshot(const dt::TableState &state, const dt::GameRules &rules,
                         const SettlementLedger &settled = {});

} // namespace dt::ui

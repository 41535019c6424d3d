#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <core/games/blackjack/table_offer.h>

namespace dt::lessons {

// A blackjack table configuration read from its JSON form
// (docs/table-config.md) and checked against the regulation.
struct TableOfferReadResult {
    dt::blackjack::TableOffer offer;
    // "$.path: message": first every key and value of the wrong type or form
    // (unknown keys included), then each validate() problem with its citation,
    // at the key it concerns: "$.surrender: Blackjack §8(c): surrender is not
    // available ...". Empty when the configuration is allowed.
    QStringList problems;
};

// Reads `object`, found at JSON path `path` ("$" for a whole file, "$.table"
// inside a lesson). Keys left out take their defaults; under "regulation":
// "blackjack-tribal" the hole card defaults to face down (002 (f)(5)(iv)).
// Money amounts are strings of dollars ("12.50", "5000").
TableOfferReadResult readTableOffer(const QJsonObject &object, const QString &path);

// The JSON form of `offer`: every top-level key, and under "sideWagers" one
// object per offered wager holding that wager's options. readTableOffer()
// gives the offer back (options of wagers not offered are not written).
QJsonObject tableOfferToJson(const dt::blackjack::TableOffer &offer);

} // namespace dt::lessons

#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <core/games/baccarat/table_rules.h>

namespace dt::lessons {

// A baccarat or midi baccarat table configuration read from its JSON form
// (docs/cli.md, "analyze": the keys of a baccarat table) and checked against
// the regulation.
struct BaccaratRulesReadResult {
    dt::baccarat::TableRules rules;
    // "$.path: message": first every key and value of the wrong type or form
    // (unknown keys included), then each validate() problem with its citation,
    // at the key it concerns. Empty when the configuration is allowed.
    QStringList problems;
};

// The value of "game" naming each baccarat game: "baccarat", "midi-baccarat".
QStringList baccaratGameKeys();

// Reads `object` (found at JSON path `path`, "$" for a whole file). "game"
// is required; other keys left out take the game's defaults (TableRules,
// midiBaccaratRules()); "dragon7" and "panda8" default to "ezBaccarat".
BaccaratRulesReadResult readBaccaratRules(const QJsonObject &object, const QString &path);

} // namespace dt::lessons

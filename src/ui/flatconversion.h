#pragma once

#include <QString>
#include <QVariantMap>
#include <core/flat_json.h>
#include <optional>

namespace dt::ui {

// The JSON form of actions and events as QML sees it (a JavaScript object, a
// QVariantMap in C++) and as the core holds it (dt::FlatObject).

// Strings, booleans and whole numbers only; anything else (a fraction, a
// list, an object, null) is refused with `error` saying which key and why.
std::optional<dt::FlatObject> toFlatObject(const QVariantMap &map, QString *error = nullptr);

QVariantMap toVariantMap(const dt::FlatObject &object);

} // namespace dt::ui

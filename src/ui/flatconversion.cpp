#include "flatconversion.h"

#include <QMetaType>
#include <cmath>
#include <limits>

namespace dt::ui {

namespace {

bool fail(QString *error, const QString &message) {
    if (error != nullptr) {
        *error = message;
    }
    return false;
}

bool convert(const QString &key, const QVariant &value, dt::FlatValue &out, QString *error) {
    switch (value.typeId()) {
    case QMetaType::Bool:
        out = value.toBool();
        return true;
    case QMetaType::QString:
        out = value.toString().toStdString();
        return true;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
        out = std::int64_t{value.toLongLong()};
        return true;
    case QMetaType::ULong:
    case QMetaType::ULongLong: {
        const qulonglong number = value.toULongLong();
        if (number > static_cast<qulonglong>(std::numeric_limits<std::int64_t>::max())) {
            return fail(error, QStringLiteral("\"%1\" is too large").arg(key));
        }
        out = static_cast<std::int64_t>(number);
        return true;
    }
    case QMetaType::Double:
    case QMetaType::Float: {
        // JavaScript numbers arrive as doubles: only whole ones are accepted.
        const double number = value.toDouble();
        if (!std::isfinite(number) || std::trunc(number) != number || std::fabs(number) > 1e15) {
            return fail(error, QStringLiteral("\"%1\" must be a whole number").arg(key));
        }
        out = static_cast<std::int64_t>(number);
        return true;
    }
    default:
        return fail(
            error,
            QStringLiteral("\"%1\" must be a string, a whole number or true/false").arg(key));
    }
}

} // namespace

std::optional<dt::FlatObject> toFlatObject(const QVariantMap &map, QString *error) {
    dt::FlatObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        dt::FlatValue value;
        if (!convert(it.key(), it.value(), value, error)) {
            return std::nullopt;
        }
        object.set(it.key().toStdString(), std::move(value));
    }
    return object;
}

QVariantMap toVariantMap(const dt::FlatObject &object) {
    QVariantMap map;
    for (const auto &[key, value] : object.entries()) {
        const QString name = QString::fromStdString(key);
        if (const auto *number = std::get_if<std::int64_t>(&value)) {
            // QML reads an int as a JavaScript number; a qint64 would also work
            // but int keeps `===` comparisons in QML tests simple.
            if (*number >= std::numeric_limits<int>::min() &&
                *number <= std::numeric_limits<int>::max()) {
                map.insert(name, static_cast<int>(*number));
            } else {
                map.insert(name, static_cast<qlonglong>(*number));
            }
        } else if (const auto *flag = std::get_if<bool>(&value)) {
            map.insert(name, *flag);
        } else {
            map.insert(name, QString::fromStdString(std::get<std::string>(value)));
        }
    }
    return map;
}

} // namespace dt::ui

#include "jsonobjectreader.h"

#include <algorithm>
#include <vector>

namespace dt::lessons {

namespace {
// Edit distance, to suggest "decks" for "deck" or "Decks".
qsizetype distance(const QString &a, const QString &b) {
    std::vector<qsizetype> row(static_cast<std::size_t>(b.size() + 1));
    for (qsizetype j = 0; j <= b.size(); ++j) {
        row[static_cast<std::size_t>(j)] = j;
    }
    for (qsizetype i = 1; i <= a.size(); ++i) {
        qsizetype diagonal = row[0];
        row[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const qsizetype above = row[static_cast<std::size_t>(j)];
            const bool same = a[i - 1].toLower() == b[j - 1].toLower();
            row[static_cast<std::size_t>(j)] = std::min(
                {above + 1, row[static_cast<std::size_t>(j - 1)] + 1, diagonal + (same ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[static_cast<std::size_t>(b.size())];
}
} // namespace

JsonObjectReader::JsonObjectReader(JsonReader &reader, QJsonObject object, QString path)
    : reader_(reader)
    , object_(std::move(object))
    , path_(std::move(path)) {}

std::optional<QJsonValue> JsonObjectReader::value(const QString &key, Presence presence) {
    if (!known_.contains(key)) {
        known_.append(key);
    }
    const auto found = object_.constFind(key);
    if (found == object_.constEnd()) {
        if (presence == Presence::Required) {
            reader_.report(pathOf(key), QStringLiteral("is required"));
        }
        return std::nullopt;
    }
    return *found;
}

std::optional<QString> JsonObjectReader::string(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toString(*found, pathOf(key)) : std::nullopt;
}

std::optional<QString> JsonObjectReader::text(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toText(*found, pathOf(key)) : std::nullopt;
}

std::optional<QString> JsonObjectReader::choice(const QString &key, Presence presence,
                                                const QStringList &allowed) {
    const auto found = value(key, presence);
    return found ? reader_.toChoice(*found, pathOf(key), allowed) : std::nullopt;
}

std::optional<qint64> JsonObjectReader::wholeNumber(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toWholeNumber(*found, pathOf(key)) : std::nullopt;
}

std::optional<int> JsonObjectReader::integer(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toInt(*found, pathOf(key)) : std::nullopt;
}

std::optional<double> JsonObjectReader::number(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toNumber(*found, pathOf(key)) : std::nullopt;
}

std::optional<bool> JsonObjectReader::boolean(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toBool(*found, pathOf(key)) : std::nullopt;
}

std::optional<QJsonObject> JsonObjectReader::object(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toObject(*found, pathOf(key)) : std::nullopt;
}

std::optional<QJsonArray> JsonObjectReader::array(const QString &key, Presence presence) {
    const auto found = value(key, presence);
    return found ? reader_.toArray(*found, pathOf(key)) : std::nullopt;
}

void JsonObjectReader::finish() {
    for (const QString &key : object_.keys()) {
        if (known_.contains(key)) {
            continue;
        }
        QString closest;
        // Up to two edits, and fewer than half the key: more is a different word.
        qsizetype best = std::min<qsizetype>(3, (key.size() + 1) / 2);
        for (const QString &candidate : known_) {
            const qsizetype d = distance(key, candidate);
            if (d < best) {
                best = d;
                closest = candidate;
            }
        }
        const QString hint =
            closest.isEmpty()
                ? QStringLiteral("; allowed here: ") + known_.join(QStringLiteral(", "))
                : QStringLiteral(" (did you mean \"%1\"?)").arg(closest);
        reader_.report(pathOf(key), QStringLiteral("unknown key") + hint);
    }
}

} // namespace dt::lessons

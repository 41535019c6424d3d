#pragma once

#include "jsonreader.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace dt::lessons {

enum class Presence { Required, Optional };

// Reads the keys of one JSON object. Every key asked for is a known key;
// finish() reports the others, since a misspelt optional key must not be
// silently ignored.
class JsonObjectReader {
public:
    JsonObjectReader(JsonReader &reader, QJsonObject object, QString path);

    const QString &path() const { return path_; }
    QString pathOf(const QString &key) const { return JsonReader::keyPath(path_, key); }
    bool contains(const QString &key) const { return object_.contains(key); }

    // The value, or nothing (reporting "is required" when it must be there).
    std::optional<QJsonValue> value(const QString &key, Presence presence);
    std::optional<QString> string(const QString &key, Presence presence);
    std::optional<QString> text(const QString &key, Presence presence);
    std::optional<QString> choice(const QString &key, Presence presence,
                                  const QStringList &allowed);
    std::optional<qint64> wholeNumber(const QString &key, Presence presence);
    std::optional<int> integer(const QString &key, Presence presence);
    std::optional<double> number(const QString &key, Presence presence);
    std::optional<bool> boolean(const QString &key, Presence presence);
    std::optional<QJsonObject> object(const QString &key, Presence presence);
    std::optional<QJsonArray> array(const QString &key, Presence presence);

    // Reports every key not asked for, suggesting the known key it resembles.
    void finish();

private:
    JsonReader &reader_;
    QJsonObject object_;
    QString path_;
    QStringList known_;
};

} // namespace dt::lessons

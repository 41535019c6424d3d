#pragma once

#include "lessonproblem.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace dt::lessons {

// Reads JSON values of one file, each at its JSON path, and records a
// LessonProblem for every value of the wrong type instead of stopping at the
// first: an author fixes a file in one pass.
class JsonReader {
public:
    explicit JsonReader(QString file);

    const QString &file() const { return file_; }
    const QList<LessonProblem> &problems() const { return problems_; }
    void report(const QString &path, const QString &message);
    // Whether a problem was reported at `path`, inside it, or at a value that contains it.
    bool hasProblemNear(const QString &path) const;

    // The file's top-level object; a syntax error is reported at "$" with its
    // line and column. `holds` says what the object is ("a lesson").
    std::optional<QJsonObject> parseDocument(const QByteArray &json, const QString &holds);

    std::optional<QString> toString(const QJsonValue &value, const QString &path);
    // A string that is not empty.
    std::optional<QString> toText(const QJsonValue &value, const QString &path);
    std::optional<QString> toChoice(const QJsonValue &value, const QString &path,
                                    const QStringList &allowed);
    std::optional<qint64> toWholeNumber(const QJsonValue &value, const QString &path);
    std::optional<int> toInt(const QJsonValue &value, const QString &path);
    std::optional<double> toNumber(const QJsonValue &value, const QString &path);
    std::optional<bool> toBool(const QJsonValue &value, const QString &path);
    std::optional<QJsonObject> toObject(const QJsonValue &value, const QString &path);
    std::optional<QJsonArray> toArray(const QJsonValue &value, const QString &path);

    static QString keyPath(const QString &path, const QString &key);
    static QString indexPath(const QString &path, qsizetype index);
    // "\"a\", \"b\" or \"c\""
    static QString quotedList(const QStringList &values);

private:
    QString file_;
    QList<LessonProblem> problems_;
};

} // namespace dt::lessons

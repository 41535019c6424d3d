#include "jsonreader.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <limits>

namespace dt::lessons {

namespace {
// QJsonParseError gives a byte offset; authors need a line and a column.
// The offset is usually just past the character that broke the syntax (the
// stray quote of a missing comma), except for garbage after the document.
QString lineAndColumn(const QByteArray &json, const QJsonParseError &error) {
    int offset = error.offset;
    if (error.error != QJsonParseError::GarbageAtEnd && offset > 0) {
        --offset;
    }
    const QByteArray before = json.left(offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    qsizetype column = 1;
    for (qsizetype i = lineStart; i < before.size(); ++i) {
        // Count characters, not bytes: skip UTF-8 continuation bytes.
        if ((static_cast<unsigned char>(before[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return QStringLiteral("line %1, column %2").arg(before.count('\n') + 1).arg(column);
}
} // namespace

JsonReader::JsonReader(QString file)
    : file_(std::move(file)) {}

void JsonReader::report(const QString &path, const QString &message) {
    problems_.append(LessonProblem{file_, path, message});
}

bool JsonReader::hasProblemNear(const QString &path) const {
    const auto within = [](const QString &inner, const QString &outer) {
        return inner == outer || inner.startsWith(outer + QLatin1Char('.')) ||
               inner.startsWith(outer + QLatin1Char('['));
    };
    for (const auto &problem : problems_) {
        if (within(problem.path, path) || within(path, problem.path)) {
            return true;
        }
    }
    return false;
}

std::optional<QJsonObject> JsonReader::parseDocument(const QByteArray &json, const QString &holds) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        report(QStringLiteral("$"), QStringLiteral("invalid JSON at %1: %2")
                                        .arg(lineAndColumn(json, error), error.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        report(QStringLiteral("$"),
               QStringLiteral("must be a JSON object: the file holds %1 as one {...}").arg(holds));
        return std::nullopt;
    }
    return document.object();
}

std::optional<QString> JsonReader::toString(const QJsonValue &value, const QString &path) {
    if (!value.isString()) {
        report(path, QStringLiteral("must be a string"));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QString> JsonReader::toText(const QJsonValue &value, const QString &path) {
    auto text = toString(value, path);
    if (text && text->trimmed().isEmpty()) {
        report(path, QStringLiteral("must not be empty"));
        return std::nullopt;
    }
    return text;
}

std::optional<QString> JsonReader::toChoice(const QJsonValue &value, const QString &path,
                                            const QStringList &allowed) {
    if (!value.isString() || !allowed.contains(value.toString())) {
        const QString given =
            value.isString() ? QStringLiteral(" (not \"%1\")").arg(value.toString()) : QString();
        report(path, QStringLiteral("must be %1%2").arg(quotedList(allowed), given));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<qint64> JsonReader::toWholeNumber(const QJsonValue &value, const QString &path) {
    // toInteger() falls back to its default unless the value is a whole number
    // that fits a qint64: two different defaults tell the cases apart.
    if (!value.isDouble() || value.toInteger(0) != value.toInteger(1)) {
        report(path, QStringLiteral("must be a whole number"));
        return std::nullopt;
    }
    return value.toInteger();
}

std::optional<int> JsonReader::toInt(const QJsonValue &value, const QString &path) {
    const auto number = toWholeNumber(value, path);
    if (!number) {
        return std::nullopt;
    }
    if (*number < std::numeric_limits<int>::min() || *number > std::numeric_limits<int>::max()) {
        report(path, QStringLiteral("is out of range"));
        return std::nullopt;
    }
    return static_cast<int>(*number);
}

std::optional<double> JsonReader::toNumber(const QJsonValue &value, const QString &path) {
    if (!value.isDouble()) {
        report(path, QStringLiteral("must be a number"));
        return std::nullopt;
    }
    return value.toDouble();
}

std::optional<bool> JsonReader::toBool(const QJsonValue &value, const QString &path) {
    if (!value.isBool()) {
        report(path, QStringLiteral("must be true or false"));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QJsonObject> JsonReader::toObject(const QJsonValue &value, const QString &path) {
    if (!value.isObject()) {
        report(path, QStringLiteral("must be an object ({...})"));
        return std::nullopt;
    }
    return value.toObject();
}

std::optional<QJsonArray> JsonReader::toArray(const QJsonValue &value, const QString &path) {
    if (!value.isArray()) {
        report(path, QStringLiteral("must be an array ([...])"));
        return std::nullopt;
    }
    return value.toArray();
}

QString JsonReader::keyPath(const QString &path, const QString &key) {
    return path + QLatin1Char('.') + key;
}

QString JsonReader::indexPath(const QString &path, qsizetype index) {
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QString JsonReader::quotedList(const QStringList &values) {
    QString text;
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0) {
            text += i + 1 == values.size() ? QStringLiteral(" or ") : QStringLiteral(", ");
        }
        text += QLatin1Char('"') + values[i] + QLatin1Char('"');
    }
    return text;
}

} // namespace dt::lessons

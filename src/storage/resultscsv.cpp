#include "resultscsv.h"

#include <QDateTime>
#include <QSaveFile>
#include <functional>

namespace dt::storage {

namespace {

// "2026-11-27T10:15:02Z": seconds are enough for records; empty when unknown.
QString isoUtc(const QDateTime &time) {
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

QString decimal(double value, int decimals) {
    // QString::number never uses a locale's decimal comma, which would split the field.
    return QString::number(value, 'f', decimals);
}

// A spreadsheet would run a cell of free text that starts with = + - @ (or
// a tab or carriage return) as a formula: such text gets a leading
// apostrophe, which the spreadsheet shows as text (OWASP's CSV injection).
QString freeText(const QString &value) {
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    return !value.isEmpty() && formulaStarts.contains(value.front()) ? QLatin1Char('\'') + value
                                                                     : value;
}

struct Column {
    const char *name;
    std::function<QString(const Transcript &)> value;
};

const QList<Column> &columns() {
    static const QList<Column> list{
        {"result_seq", [](const Transcript &t) { return QString::number(t.seq); }},
        {"row_hash", [](const Transcript &t) { return t.rowHash; }},
        {"sitting", [](const Transcript &t) { return QString::number(t.sittingId); }},
        {"trainee_username", [](const Transcript &t) { return t.traineeUsername; }},
        {"trainee_name", [](const Transcript &t) { return freeText(t.traineeName); }},
        {"exam_id", [](const Transcript &t) { return t.examId; }},
        {"exam_title", [](const Transcript &t) { return freeText(t.examTitle); }},
        {"sitting_status", [](const Transcript &t) { return t.sittingStatus; }},
        {"started_at", [](const Transcript &t) { return isoUtc(t.startedAt); }},
        {"finished_at", [](const Transcript &t) { return isoUtc(t.finishedAt); }},
        {"signed_at", [](const Transcript &t) { return isoUtc(t.signedAt); }},
        {"scenarios", [](const Transcript &t) { return QString::number(t.scenarios.size()); }},
        {"actions", [](const Transcript &t) { return QString::number(t.total().actions); }},
        {"errors", [](const Transcript &t) { return QString::number(t.total().errors); }},
        {"accuracy_percent",
         [](const Transcript &t) { return decimal(t.total().accuracy * 100.0, 1); }},
        {"payout_errors",
         [](const Transcript &t) { return QString::number(t.total().payoutErrors); }},
        {"integrity_errors",
         [](const Transcript &t) { return QString::number(t.total().integrityErrors); }},
        {"hands",
         [](const Transcript &t) {
             const std::optional<int> hands = t.hands();
             return hands ? QString::number(*hands) : QString();
         }},
        {"hands_per_hour",
         [](const Transcript &t) {
             return t.handsPerHour ? decimal(*t.handsPerHour, 1) : QString();
         }},
        {"time_seconds",
         [](const Transcript &t) {
             const std::optional<qint64> elapsed = t.elapsedMs();
             return elapsed ? decimal(double(*elapsed) / 1000.0, 1) : QString();
         }},
        {"decision",
         [](const Transcript &t) {
             return t.passed ? QStringLiteral("pass") : QStringLiteral("fail");
         }},
        {"comment", [](const Transcript &t) { return freeText(t.comment); }},
        {"examiner_username", [](const Transcript &t) { return t.examinerUsername; }},
        {"examiner_name", [](const Transcript &t) { return freeText(t.examinerName); }},
        {"key_fingerprint", [](const Transcript &t) { return t.keyFingerprint; }},
    };
    return list;
}

} // namespace

QStringList resultsCsvColumns() {
    QStringList names;
    for (const Column &column : columns()) {
        names.append(QString::fromLatin1(column.name));
    }
    return names;
}

QString csvField(const QString &value) {
    const bool quoted = value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('"')) ||
                        value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r'));
    if (!quoted) {
        return value;
    }
    QString escaped = value;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QByteArray writeResultsCsv(const QList<Transcript> &transcripts) {
    const QLatin1StringView lineEnd("\r\n");
    QString text = resultsCsvColumns().join(QLatin1Char(',')) + lineEnd;
    for (const Transcript &transcript : transcripts) {
        QStringList fields;
        for (const Column &column : columns()) {
            fields.append(csvField(column.value(transcript)));
        }
        text += fields.join(QLatin1Char(',')) + lineEnd;
    }
    return text.toUtf8();
}

bool saveResultsCsv(const QList<Transcript> &transcripts, const QString &path, QString &error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeResultsCsv(transcripts)) < 0 ||
        !file.commit()) {
        error = QStringLiteral("%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    error.clear();
    return true;
}

} // namespace dt::storage

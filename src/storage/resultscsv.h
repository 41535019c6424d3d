#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <storage/transcript.h>

// The signed exam results as CSV for a school's records (RFC 4180: a header
// row, fields quoted when they hold a comma, a quote or a line break, quotes
// doubled, CRLF line ends; UTF-8; times ISO 8601 in UTC). The columns are
// listed in docs/cli.md (export-results).
namespace dt::storage {

// The header's column names, in order.
QStringList resultsCsvColumns();
// One field as RFC 4180 writes it.
QString csvField(const QString &value);
// The header row, then one row per transcript in the order given.
QByteArray writeResultsCsv(const QList<Transcript> &transcripts);
// writeResultsCsv() saved to `path` whole or not at all (QSaveFile); false
// with `error` ("results.csv: cannot be written (Permission denied)").
bool saveResultsCsv(const QList<Transcript> &transcripts, const QString &path, QString &error);

} // namespace dt::storage

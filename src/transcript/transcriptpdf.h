#pragma once

#include <QString>
#include <optional>
#include <storage/transcript.h>

// A signed exam result as a printable A4 transcript (docs/exams.md,
// "Transcripts"): a header with the product and the exam on every page, the
// trainee, sitting, examiner and decision, the score of each scenario and in
// total, every error with its citation and what was expected (tables that
// carry on across pages under their repeated headings), and in every page's
// footer the chain's verified status, the result's place and hash in the
// chain, the examiner's key fingerprint and the page number.
namespace dt::transcript {

// Writes the PDF to `path` and returns its page count; nullopt with `error`
// when the file cannot be written. Needs a QGuiApplication (fonts).
std::optional<int> writeTranscriptPdf(const storage::Transcript &transcript, const QString &path,
                                      QString &error);

} // namespace dt::transcript

#include "transcriptcommand.h"

#include <storage/accountstore.h>
#include <storage/progressstore.h>
#include <storage/resultchain.h>
#include <storage/resultscsv.h>
#include <storage/transcript.h>
#include <transcript/scenariohands.h>
#include <transcript/transcriptpdf.h>

namespace dt::cli {

namespace {

// Lessons found as the other commands find them (--lessons, the installed
// ones); the reason a lesson is not found is its first line of complaint.
transcript::LessonLookup lessonsIn(const QString &lessonsDirectory) {
    return [lessonsDirectory](const QString &id, QString &error) {
        QString problems;
        QTextStream stream(&problems);
        std::optional<lessons::Lesson> lesson = loadLessonArgument(id, lessonsDirectory, stream);
        stream.flush();
        error = problems.section(QLatin1Char('\n'), 0, 0);
        return lesson;
    };
}

// The hands a scenario could not be replayed for are not known: said, not fatal.
void fillHandsNoting(storage::Transcript &transcript, const QString &lessonsDirectory,
                     QTextStream &err) {
    for (const QString &note : transcript::fillHands(transcript, lessonsIn(lessonsDirectory))) {
        err << "result " << transcript.seq << ": hands an hour not known for " << note << Qt::endl;
    }
}

// The database's chain of signed results, for reading.
struct ResultsDatabase {
    storage::ProgressStore store;
    storage::AccountStore accounts{store};
    const storage::ResultChain chain{store, accounts};
};

// Transcripts are read only from a chain that verifies: a broken chain
// exits 1 as `verify` does, anything else unreadable 2.
int refusal(const QString &path, const storage::TranscriptReadFailure &failure, QTextStream &err) {
    err << path << ": " << failure.message << Qt::endl;
    return failure.chainBroken ? ExitFailure : ExitUsage;
}

} // namespace

int runTranscript(const QString &databasePath, qint64 sittingId, const QString &pdfPath,
                  const QString &lessonsDirectory, Console console) {
    ResultsDatabase db;
    if (!openExistingProgressStore(db.store, databasePath, console.err)) {
        return ExitUsage;
    }
    storage::TranscriptReadFailure failure;
    std::optional<storage::Transcript> transcript =
        storage::readVerifiedTranscript(db.chain, sittingId, failure);
    if (!transcript) {
        return refusal(db.store.path(), failure, console.err);
    }
    fillHandsNoting(*transcript, lessonsDirectory, console.err);
    QString error;
    const std::optional<int> pages = transcript::writeTranscriptPdf(*transcript, pdfPath, error);
    if (!pages) {
        console.err << error << Qt::endl;
        return ExitUsage;
    }
    console.out << pdfPath << ": transcript of exam sitting " << sittingId << " (result "
                << transcript->seq << ", " << (transcript->passed ? "pass" : "fail") << "), "
                << *pages << (*pages == 1 ? " page" : " pages") << Qt::endl;
    return ExitSuccess;
}

int runExportResults(const QString &databasePath, const QString &csvPath,
                     const QString &lessonsDirectory, Console console) {
    ResultsDatabase db;
    if (!openExistingProgressStore(db.store, databasePath, console.err)) {
        return ExitUsage;
    }
    storage::TranscriptReadFailure failure;
    std::optional<QList<storage::Transcript>> transcripts =
        storage::readVerifiedTranscripts(db.chain, failure);
    if (!transcripts) {
        return refusal(db.store.path(), failure, console.err);
    }
    for (storage::Transcript &transcript : *transcripts) {
        fillHandsNoting(transcript, lessonsDirectory, console.err);
    }
    QString error;
    if (!storage::saveResultsCsv(*transcripts, csvPath, error)) {
        console.err << error << Qt::endl;
        return ExitUsage;
    }
    const auto rows = transcripts->size();
    console.out << csvPath << ": " << rows << (rows == 1 ? " signed result" : " signed results")
                << Qt::endl;
    return ExitSuccess;
}

} // namespace dt::cli

// dealer-trainer-cli transcript and export-results (docs/cli.md): the PDF
// transcript of a signed exam result and the CSV of every signed result,
// the commands called as library functions and the executable run through
// QProcess, on temporary databases.
#include "clitestsupport.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cli/replaycommand.h>
#include <cli/transcriptcommand.h>
#include <core/action_codec.h>
#include <storage/resultscsv.h>
#include <support/examdatabase.h>
#include <support/rawconnection.h>

using namespace dt::storage;

class TestTranscriptCommand : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    struct Sittings {
        QList<qint64> signedIds;
        qint64 unsignedId = 0;
    };

    // Tina's sittings signed by Eve, one of `scenarios[i]` scenarios (each
    // with `errors` wrong burns) per entry, and one more left unsigned.
    static Sittings signedDatabase(const QString &path, const QList<int> &scenarios, int errors) {
        Sittings made;
        dt::testsupport::ExamDatabase db;
        if (!db.open(path)) {
            return made;
        }
        for (qsizetype i = 0; i <= scenarios.size(); ++i) {
            const auto sitting =
                db.finishedSitting(QStringLiteral("exam-%1").arg(i),
                                   i < scenarios.size() ? scenarios.at(i) : 1, errors);
            if (!sitting) {
                return {};
            }
            if (i == scenarios.size()) {
                made.unsignedId = *sitting;
            } else if (db.signByEve(
                           *sitting, errors == 0,
                           QStringLiteral("Comment, with \"quotes\"\nand a second line"))) {
                made.signedIds.append(*sitting);
            }
        }
        return made;
    }

    // The pages a PDF file holds: its page objects, not the page tree.
    static int pdfPages(const QByteArray &pdf) {
        static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
        return int(QString::fromLatin1(pdf).count(page));
    }

    struct Output {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Output transcript(const QString &db, qint64 sitting, const QString &pdf) {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        Output result;
        result.exitCode = dt::cli::runTranscript(db, sitting, pdf, clitest::shippedLessonsDir(),
                                                 {outStream, errStream});
        outStream.flush();
        errStream.flush();
        result.out = out;
        result.err = err;
        return result;
    }

    // "OUT.pdf: transcript of exam sitting N (result S, fail), P pages": P.
    static int reportedPages(const QString &out) {
        static const QRegularExpression pages(QStringLiteral(", (\\d+) pages?\\n$"));
        return pages.match(out).captured(1).toInt();
    }

private slots:
    void aSignedSittingBecomesAOnePagePdf() {
        const QString db = m_dir.filePath(QStringLiteral("short.sqlite"));
        const Sittings sittings = signedDatabase(db, {2}, 1);
        QCOMPARE(sittings.signedIds.size(), 1);
        const QString pdf = m_dir.filePath(QStringLiteral("short.pdf"));
        const Output run = transcript(db, sittings.signedIds.first(), pdf);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("%1: transcript of exam sitting %2 (result 1, fail), 1 "
                                         "page\n")
                              .arg(pdf)
                              .arg(sittings.signedIds.first()));
        // The fixture's scenarios are not real table actions: their hands are
        // not known, and the transcript says so rather than guess.
        QVERIFY2(run.err.contains(QStringLiteral("hands an hour not known for scenario 1")),
                 qPrintable(run.err));
        bool ok = false;
        const QByteArray bytes = clitest::readAll(pdf, &ok);
        QVERIFY(ok);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        QCOMPARE(pdfPages(bytes), 1);
    }

    void aLongErrorListBreaksAcrossPages() {
        // Three wrong burns in each of 20 and of 60 scenarios: 60 and 180 error rows.
        const QString db = m_dir.filePath(QStringLiteral("long.sqlite"));
        const Sittings sittings = signedDatabase(db, {20, 60}, 3);
        QCOMPARE(sittings.signedIds.size(), 2);
        QList<int> pages;
        for (const qint64 sitting : sittings.signedIds) {
            const QString pdf = m_dir.filePath(QStringLiteral("long-%1.pdf").arg(sitting));
            const Output run = transcript(db, sitting, pdf);
            QCOMPARE(run.exitCode, 0);
            const int reported = reportedPages(run.out);
            // The page count the footers name ("Page 3 of N") is the file's.
            QCOMPARE(pdfPages(clitest::readAll(pdf)), reported);
            pages.append(reported);
        }
        QVERIFY2(pages.at(0) > 1, qPrintable(QString::number(pages.at(0))));
        // Three times the errors and scenarios: about three times the pages of
        // tables, never fewer than twice.
        QVERIFY2(pages.at(1) >= 2 * pages.at(0),
                 qPrintable(QStringLiteral("%1 then %2").arg(pages.at(0)).arg(pages.at(1))));
    }

    // A scenario of a shipped lesson dealt with mistakes (the hand-written
    // golden transcript), graded by the referee and recorded as the app
    // records it (TableController::record), two seconds apart: the transcript
    // lists the referee's errors with their citations, and replaying the
    // actions on the lesson counts the hands the table dealt, as `replay`
    // counts them, and the pace over their time.
    void aRealScenarioCountsItsHands() {
        const QString lessonId = QStringLiteral("blackjack/09-basic-deal-and-settlement");
        QString problems;
        QTextStream problemStream(&problems);
        const auto lesson =
            dt::cli::loadLessonArgument(lessonId, clitest::shippedLessonsDir(), problemStream);
        QVERIFY2(lesson, qPrintable(problems));
        const dt::cli::ActionLinesResult lines = dt::cli::parseActionLines(
            clitest::readAll(clitest::goldenPath(lessonId, QStringLiteral(".mistakes.jsonl"))),
            lessonId);
        QVERIFY(lines.errors.isEmpty() && !lines.actions.empty());
        std::vector<dt::DealerAction> actions;
        for (const dt::cli::ActionLine &line : lines.actions) {
            actions.push_back(line.action);
        }
        const dt::cli::ReplayResult graded = dt::cli::replayActions(*lesson, actions);
        QVERIFY(graded.summary.hands > 0 && graded.summary.errors > 0);

        const QString db = m_dir.filePath(QStringLiteral("real.sqlite"));
        qint64 sittingId = 0;
        {
            dt::testsupport::ExamDatabase exams;
            QVERIFY(exams.open(db));
            const auto id = exams.sittings.unlock(
                *exams.eve, exams.tinaAccount,
                {QStringLiteral("blackjack/table-test"), QStringLiteral("Table test"),
                 QStringLiteral(R"({"title": "Table test"})"), 1, 30});
            QVERIFY2(id && exams.sittings.start(*exams.tina, *id),
                     qPrintable(exams.sittings.lastError()));
            sittingId = *id;
            const auto attempt =
                exams.sittings.beginScenario(*exams.tina, *id, 0, lessonId, lesson->title,
                                             static_cast<qint64>(lesson->scenario.seed));
            QVERIFY2(attempt, qPrintable(exams.sittings.lastError()));
            const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-600);
            int seq = 0;
            for (const dt::cli::GradedAction &action : graded.actions) {
                const dt::Verdict &verdict = action.verdict;
                GradedActionRecord record;
                record.seq = ++seq;
                record.actionJson = QString::fromStdString(dt::toJson(action.action));
                record.verdict =
                    verdict.correct ? QString(kVerdictCorrect) : QString(kVerdictError);
                record.citation = QString::fromStdString(verdict.rule.citation.text());
                if (!verdict.correct) {
                    record.severity = QString::fromUtf8(dt::severityName(verdict.severity));
                    record.expected = QString::fromStdString(verdict.expected);
                }
                record.requirement = QString::fromStdString(verdict.rule.requirement);
                record.message = QString::fromStdString(verdict.message);
                record.recordedAt = start.addSecs(2 * (seq - 1));
                QVERIFY(exams.store.recordAction(*attempt, record));
            }
            const dt::SessionSummary &summary = graded.summary;
            QVERIFY(exams.store.finishAttempt(
                *attempt, {summary.actions, summary.errors, summary.accuracy, summary.passed,
                           summary.integrityErrors, summary.payoutErrors}));
            QVERIFY(exams.sittings.finish(*exams.tina, *id));
            QVERIFY2(exams.signByEve(*id, false, QStringLiteral("Re-sit after practice.")),
                     qPrintable(exams.chain.lastError()));
        }
        const double seconds = 2.0 * double(graded.actions.size() - 1);

        const Output run = transcript(db, sittingId, m_dir.filePath(QStringLiteral("real.pdf")));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString()); // every scenario replayed

        const QString csv = m_dir.filePath(QStringLiteral("real.csv"));
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        QCOMPARE(dt::cli::runExportResults(db, csv, clitest::shippedLessonsDir(),
                                           {outStream, errStream}),
                 0);
        const QStringList rows =
            QString::fromUtf8(clitest::readAll(csv)).split(QStringLiteral("\r\n"));
        const QStringList header = rows.at(0).split(QLatin1Char(','));
        const QStringList row = rows.at(1).split(QLatin1Char(','));
        const auto field = [&](const char *column) {
            return row.value(header.indexOf(QLatin1String(column)));
        };
        QCOMPARE(field("errors"), QString::number(graded.summary.errors));
        QCOMPARE(field("hands"), QString::number(graded.summary.hands));
        QCOMPARE(field("time_seconds"), QString::number(seconds, 'f', 1));
        QCOMPARE(field("hands_per_hour"),
                 QString::number(graded.summary.hands * 3600.0 / seconds, 'f', 1));
    }

    void refusals() {
        const QString db = m_dir.filePath(QStringLiteral("refusals.sqlite"));
        const Sittings sittings = signedDatabase(db, {1, 1}, 0);
        QCOMPARE(sittings.signedIds.size(), 2);
        const QString pdf = m_dir.filePath(QStringLiteral("refused.pdf"));

        const QString missing = m_dir.filePath(QStringLiteral("missing.sqlite"));
        Output run = transcript(missing, sittings.signedIds.first(), pdf);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, missing + QStringLiteral(": no such progress database\n"));
        QVERIFY(!QFileInfo::exists(missing)); // not made by asking

        run = transcript(db, sittings.unsignedId, pdf);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, QStringLiteral("%1: exam sitting %2 has no signed result: it is not "
                                         "signed yet, or there is no such sitting\n")
                              .arg(db)
                              .arg(sittings.unsignedId));
        QVERIFY(!QFileInfo::exists(pdf));

        {
            dt::testsupport::RawConnection raw(db);
            QVERIFY(raw.exec(QStringLiteral("DELETE FROM exam_results WHERE seq = 1")));
        }
        run = transcript(db, sittings.signedIds.at(1), pdf);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(db + QStringLiteral(": the chain of signed results does not "
                                                        "verify (result 1 is missing: deleted "
                                                        "outside the app")),
                 qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(pdf));

        const QString csv = m_dir.filePath(QStringLiteral("refused.csv"));
        const clitest::Run exported =
            clitest::runCli({QStringLiteral("export-results"), QStringLiteral("--csv"), csv,
                             QStringLiteral("--db"), db});
        QCOMPARE(exported.exitCode, 1);
        QVERIFY(!QFileInfo::exists(csv));
    }

    void theExecutableWritesBoth() {
        const QString db = m_dir.filePath(QStringLiteral("executable.sqlite"));
        const Sittings sittings = signedDatabase(db, {1, 2, 3}, 1);
        QCOMPARE(sittings.signedIds.size(), 3);

        const QString pdf = m_dir.filePath(QStringLiteral("executable.pdf"));
        const clitest::Run transcriptRun =
            clitest::runCli({QStringLiteral("transcript"), QStringLiteral("--sitting"),
                             QString::number(sittings.signedIds.at(2)), QStringLiteral("--pdf"),
                             pdf, QStringLiteral("--db"), db, QStringLiteral("--lessons"),
                             clitest::shippedLessonsDir()});
        QCOMPARE(transcriptRun.exitCode, 0);
        QVERIFY(clitest::readAll(pdf).startsWith("%PDF-"));

        const clitest::Run bad =
            clitest::runCli({QStringLiteral("transcript"), QStringLiteral("--sitting"),
                             QStringLiteral("x"), QStringLiteral("--pdf"), pdf});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.errLines().contains(QStringLiteral(
                     "dealer-trainer-cli: --sitting needs an exam sitting's number (1 or more)")),
                 bad.err.constData());

        const QString csv = m_dir.filePath(QStringLiteral("results.csv"));
        const clitest::Run exportRun = clitest::runCli(
            {QStringLiteral("export-results"), QStringLiteral("--csv"), csv, QStringLiteral("--db"),
             db, QStringLiteral("--lessons"), clitest::shippedLessonsDir()});
        QCOMPARE(exportRun.exitCode, 0);
        QCOMPARE(exportRun.outLines(), QStringList{csv + QStringLiteral(": 3 signed results")});
        const QString text = QString::fromUtf8(clitest::readAll(csv));
        QVERIFY(
            text.startsWith(resultsCsvColumns().join(QLatin1Char(',')) + QStringLiteral("\r\n")));
        // One header and three rows, each comment's line break inside its quotes.
        QCOMPARE(text.count(QStringLiteral("\r\n")), 4);
        QCOMPARE(
            text.count(QStringLiteral(",\"Comment, with \"\"quotes\"\"\nand a second line\",")), 3);
    }
};

QTEST_MAIN(TestTranscriptCommand)
#include "tst_transcript_command.moc"

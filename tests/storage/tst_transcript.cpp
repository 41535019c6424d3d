#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <storage/accountstore.h>
#include <storage/examsittingstore.h>
#include <storage/progressfile.h>
#include <storage/progressstore.h>
#include <storage/resultchain.h>
#include <storage/resultscsv.h>
#include <storage/transcript.h>
#include <support/examdatabase.h>
#include <support/rawconnection.h>

using namespace dt::storage;

// A signed exam result read back as a transcript (storage/transcript.h),
// field by field against what the stores hold for the sitting, and the CSV
// of every signed result (storage/resultscsv.h, RFC 4180).
class TranscriptTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_databases = 0;
    using Fixture = dt::testsupport::ExamDatabase;

    void build(Fixture &f) {
        QVERIFY(f.open(m_dir.filePath(QStringLiteral("transcript-%1.sqlite").arg(++m_databases))));
    }

    // Two of tina's sittings (one scenario each, `errors` wrong burns in the
    // second), the first signed; the second too when `signBoth`.
    static std::optional<QPair<qint64, qint64>> twoSittings(Fixture &f, bool signBoth) {
        const auto first = f.finishedSitting(QStringLiteral("exam-a"), 1, 0);
        const auto second = f.finishedSitting(QStringLiteral("exam-b"), 1, 1);
        if (!first || !second || !f.signByEve(*first, true, QString()) ||
            (signBoth && !f.signByEve(*second, false, QString()))) {
            return std::nullopt;
        }
        return qMakePair(*first, *second);
    }

    // RFC 4180 read back: records of fields, quotes undoubled.
    static QList<QStringList> parseCsv(const QString &text) {
        QList<QStringList> records;
        QStringList fields;
        QString field;
        bool quoted = false;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (quoted) {
                if (c == QLatin1Char('"') && i + 1 < text.size() &&
                    text.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else if (c == QLatin1Char('"')) {
                    quoted = false;
                } else {
                    field += c;
                }
            } else if (c == QLatin1Char('"')) {
                quoted = true;
            } else if (c == QLatin1Char(',')) {
                fields.append(field);
                field.clear();
            } else if (c == QLatin1Char('\r') && i + 1 < text.size() &&
                       text.at(i + 1) == QLatin1Char('\n')) {
                fields.append(field);
                records.append(fields);
                fields.clear();
                field.clear();
                ++i;
            } else {
                field += c;
            }
        }
        return records;
    }

private slots:
    void aSignedResultReadsBackFieldByField() {
        Fixture f;
        build(f);
        const auto sittingId = f.finishedSitting(QStringLiteral("blackjack/table-test"), 2, 1);
        QVERIFY2(sittingId, qPrintable(f.sittings.lastError()));
        const auto signedResult = f.signByEve(*sittingId, false, QStringLiteral("Burned late."));
        QVERIFY2(signedResult, qPrintable(f.chain.lastError()));

        TranscriptReadFailure failure;
        const auto transcript = readVerifiedTranscript(f.chain, *sittingId, failure);
        QVERIFY2(transcript, qPrintable(failure.message));
        const auto sitting = f.sittings.sitting(*f.eve, *sittingId);
        const auto tina = f.accounts.account(f.tinaAccount);
        const auto eve = f.accounts.account(f.eveAccount);
        QVERIFY(sitting && tina && eve && tina->traineeId);

        // Where it sits in the chain, verified.
        QCOMPARE(transcript->seq, signedResult->seq);
        QCOMPARE(transcript->rowHash, signedResult->rowHash);
        QVERIFY(transcript->chainVerified);
        QCOMPARE(transcript->chainResults, f.chain.verify()->results);
        // Who, what and when.
        QCOMPARE(transcript->traineeName, tina->displayName);
        QCOMPARE(transcript->traineeUsername, tina->username);
        QCOMPARE(transcript->sittingId, sitting->id);
        QCOMPARE(transcript->examId, sitting->examId);
        QCOMPARE(transcript->examTitle, sitting->examTitle);
        const QJsonObject definition = QJsonDocument::fromJson(sitting->examJson.toUtf8()).object();
        QCOMPARE(transcript->passCriteria, definition.value(QStringLiteral("pass")).toObject());
        QCOMPARE(transcript->examDescription,
                 definition.value(QStringLiteral("description")).toString());
        QCOMPARE(transcript->timeLimitMinutes, sitting->timeLimitMinutes);
        QCOMPARE(transcript->sittingStatus, sitting->status);
        QCOMPARE(transcript->unlockedBy, eve->username);
        QCOMPARE(transcript->unlockedAt, sitting->unlockedAt);
        QCOMPARE(transcript->startedAt, sitting->startedAt);
        QCOMPARE(transcript->finishedAt, sitting->finishedAt);
        // The examiner's decision.
        QCOMPARE(transcript->examinerName, eve->displayName);
        QCOMPARE(transcript->examinerUsername, eve->username);
        QCOMPARE(transcript->keyFingerprint, signedResult->keyFingerprint);
        QCOMPARE(transcript->passed, signedResult->passed);
        QCOMPARE(transcript->comment, signedResult->comment);
        QCOMPARE(transcript->signedAt, signedResult->signedAt);

        // Every scenario as its attempt was recorded, every action in order.
        const QList<AttemptRecord> attempts = f.store.attempts(*tina->traineeId);
        QCOMPARE(transcript->scenarios.size(), sitting->attemptIds.size());
        AttemptSummary expectedTotal;
        qint64 expectedElapsed = 0;
        QList<GradedActionRecord> expectedErrors;
        for (qsizetype i = 0; i < sitting->attemptIds.size(); ++i) {
            const auto attempt =
                std::find_if(attempts.cbegin(), attempts.cend(), [&](const AttemptRecord &a) {
                    return a.id == sitting->attemptIds.at(i);
                });
            QVERIFY(attempt != attempts.cend());
            const TranscriptScenario &scenario = transcript->scenarios.at(i);
            QCOMPARE(scenario.number, int(i) + 1);
            QCOMPARE(scenario.lessonId, attempt->lessonId);
            QCOMPARE(scenario.lessonTitle, attempt->lessonTitle);
            QCOMPARE(scenario.seed, attempt->seed);
            QCOMPARE(scenario.status, attempt->status);
            QCOMPARE(scenario.startedAt, attempt->startedAt);
            QCOMPARE(scenario.finishedAt, attempt->finishedAt);
            QCOMPARE(scenario.summary, attempt->summary);
            const QList<GradedActionRecord> actions = f.store.actions(attempt->id);
            QCOMPARE(scenario.actions, actions);
            QCOMPARE(*scenario.elapsedMs,
                     actions.first().recordedAt.msecsTo(actions.last().recordedAt));
            // Hands come from replaying the lesson (src/transcript), not the record.
            QVERIFY(!scenario.hands && !scenario.handsPerHour);
            expectedTotal.actions += attempt->summary.actions;
            expectedTotal.errors += attempt->summary.errors;
            expectedTotal.integrityErrors += attempt->summary.integrityErrors;
            expectedTotal.payoutErrors += attempt->summary.payoutErrors;
            expectedElapsed += *scenario.elapsedMs;
            for (const GradedActionRecord &action : actions) {
                if (action.verdict == kVerdictError) {
                    expectedErrors.append(action);
                }
            }
        }
        const AttemptSummary total = transcript->total();
        QCOMPARE(total.actions, expectedTotal.actions);
        QCOMPARE(total.errors, expectedTotal.errors);
        QCOMPARE(total.integrityErrors, expectedTotal.integrityErrors);
        QCOMPARE(total.payoutErrors, expectedTotal.payoutErrors);
        QCOMPARE(total.accuracy,
                 double(expectedTotal.actions - expectedTotal.errors) / expectedTotal.actions);
        QCOMPARE(total.passed, signedResult->passed);
        QCOMPARE(*transcript->elapsedMs(), expectedElapsed);
        QVERIFY(!transcript->hands());

        // Every error with its citation, requirement and what was expected.
        const QList<TranscriptError> errors = transcript->errors();
        QCOMPARE(errors.size(), expectedErrors.size());
        QVERIFY(!errors.isEmpty());
        for (qsizetype i = 0; i < errors.size(); ++i) {
            QCOMPARE(errors.at(i).action, expectedErrors.at(i));
            QVERIFY(!errors.at(i).action.citation.isEmpty());
            QVERIFY(!errors.at(i).action.expected.isEmpty());
        }
        QCOMPARE(errors.first().scenario, 1);
        QCOMPARE(errors.last().scenario, int(transcript->scenarios.size()));
    }

    // A sitting whose time ran out while a scenario was being dealt: that
    // scenario's attempt is closed as abandoned when the sitting is found
    // interrupted, counted from its graded actions, and the transcript shows it so.
    void anInterruptedSittingCountsItsUnfinishedScenario() {
        Fixture f;
        build(f);
        QDateTime clock = QDateTime(QDate(2026, 11, 27), QTime(9, 0), Qt::UTC);
        f.sittings.setClock([&clock] { return clock; });
        const ExamToUnlock exam{QStringLiteral("blackjack/table-test"),
                                QStringLiteral("Table test"),
                                QStringLiteral(R"({"title": "Table test"})"), 2, 30};
        const auto id = f.sittings.unlock(*f.eve, f.tinaAccount, exam);
        QVERIFY(id && f.sittings.start(*f.tina, *id));
        const auto attempt =
            f.sittings.beginScenario(*f.tina, *id, 0, QStringLiteral("blackjack/09-basic-deal"),
                                     QStringLiteral("Basic deal"), 7);
        QVERIFY(attempt);
        const QStringList severities{QString(), QStringLiteral("payout"), QString(),
                                     QStringLiteral("integrity")};
        for (qsizetype i = 0; i < severities.size(); ++i) {
            GradedActionRecord action;
            action.seq = int(i) + 1;
            action.actionJson = QStringLiteral(R"({"action": "burn_card", "face": "down"})");
            action.verdict =
                severities.at(i).isEmpty() ? QString(kVerdictCorrect) : QString(kVerdictError);
            action.severity = severities.at(i);
            action.message = QStringLiteral("graded");
            action.recordedAt = clock.addSecs(5 * i);
            QVERIFY(f.store.recordAction(*attempt, action));
        }
        // The app stops; the time runs out.
        clock = clock.addSecs(31 * 60);
        QVERIFY(f.sittings.openSittings(*f.tina).isEmpty());
        QVERIFY2(f.signByEve(*id, false, QStringLiteral("Time ran out.")),
                 qPrintable(f.chain.lastError()));

        TranscriptReadFailure failure;
        const auto transcript = readVerifiedTranscript(f.chain, *id, failure);
        QVERIFY2(transcript, qPrintable(failure.message));
        QCOMPARE(transcript->sittingStatus, QStringLiteral("interrupted"));
        QCOMPARE(transcript->scenarios.size(), 1);
        const TranscriptScenario &scenario = transcript->scenarios.first();
        // The interruption closed the scenario it cut short as abandoned, at
        // its last graded action, counted from what was graded.
        QCOMPARE(scenario.status, QString(kStatusAbandoned));
        QCOMPARE(scenario.finishedAt, clock.addSecs(-31 * 60 + 5 * (severities.size() - 1)));
        QCOMPARE(scenario.summary.actions, int(severities.size()));
        QCOMPARE(scenario.summary.errors, 2);
        QCOMPARE(scenario.summary.payoutErrors, 1);
        QCOMPARE(scenario.summary.integrityErrors, 1);
        QCOMPARE(scenario.summary.accuracy, 0.5);
        QVERIFY(!scenario.summary.passed);
        QCOMPARE(*scenario.elapsedMs, qint64(5000) * (severities.size() - 1));
        QCOMPARE(transcript->errors().size(), 2);
    }

    void anUnsignedSittingHasNoTranscript() {
        Fixture f;
        build(f);
        const auto sittings = twoSittings(f, false);
        QVERIFY(sittings);
        TranscriptReadFailure failure;
        QVERIFY(!readVerifiedTranscript(f.chain, sittings->second, failure));
        QVERIFY(!failure.chainBroken);
        QCOMPARE(failure.message, QStringLiteral("exam sitting %1 has no signed result: it is not "
                                                 "signed yet, or there is no such sitting")
                                      .arg(sittings->second));
        QVERIFY(readVerifiedTranscript(f.chain, sittings->first, failure));
    }

    void aBrokenChainGivesNoTranscript() {
        Fixture f;
        build(f);
        const auto sittings = twoSittings(f, true);
        QVERIFY(sittings);
        {
            dt::testsupport::RawConnection raw(f.path);
            QVERIFY(raw.exec(QStringLiteral("UPDATE exam_results SET record_json = "
                                            "replace(record_json, '\"fail\"', '\"pass\"') WHERE "
                                            "seq = 2")));
        }
        TranscriptReadFailure failure;
        // Not even the untouched first result: the chain as a whole is in doubt.
        QVERIFY(!readVerifiedTranscript(f.chain, sittings->first, failure));
        QVERIFY(failure.chainBroken);
        QVERIFY2(failure.message.contains(QStringLiteral("result 2 was edited outside the app")),
                 qPrintable(failure.message));
        QVERIFY(!readVerifiedTranscripts(f.chain, failure));
        QVERIFY(failure.chainBroken);
    }

    // A record whose scenario was still in progress when it was signed (a
    // sitting cut short before scenarios were closed as abandoned): no
    // summary was stored, so the transcript counts it from its graded
    // actions, as an abandoned attempt is counted.
    void aScenarioSignedInProgressIsCountedFromItsActions() {
        ProgressFileAttempt entry;
        entry.attempt.uid = QStringLiteral("0f5c2a9e-1d44-4b5e-9a53-0c8f1a7d6e21");
        entry.attempt.lessonId = QStringLiteral("blackjack/09-basic-deal");
        entry.attempt.lessonTitle = QStringLiteral("Basic deal");
        entry.attempt.mode = QString(kModeExam);
        entry.attempt.seed = 71001;
        entry.attempt.status = QString(kStatusInProgress);
        entry.attempt.startedAt = QDateTime(QDate(2026, 11, 27), QTime(9, 0), Qt::UTC);
        const QStringList severities{QString(), QStringLiteral("integrity"), QString(),
                                     QStringLiteral("payout"), QStringLiteral("major")};
        for (qsizetype i = 0; i < severities.size(); ++i) {
            GradedActionRecord action;
            action.seq = int(i) + 1;
            action.actionJson = QStringLiteral(R"({"action":"burn_card","face":"down"})");
            action.verdict =
                severities.at(i).isEmpty() ? QString(kVerdictCorrect) : QString(kVerdictError);
            action.severity = severities.at(i);
            action.message = QStringLiteral("graded");
            action.recordedAt = entry.attempt.startedAt.addSecs(4 * i);
            entry.actions.append(action);
        }
        QCOMPARE(entry.attempt.summary.actions, 0); // in progress: nothing summed yet
        const QJsonObject record{
            {QStringLiteral("format"), QString(kResultRecordFormat)},
            {QStringLiteral("version"), kResultRecordVersion},
            {QStringLiteral("decision"), QStringLiteral("fail")},
            {QStringLiteral("scenarios"), QJsonArray{progressFileAttemptObject(entry)}}};
        QString error;
        const auto transcript = transcriptFromRecord(
            1, QString::fromUtf8(QJsonDocument(record).toJson()), QString(), error);
        QVERIFY2(transcript, qPrintable(error));
        QCOMPARE(transcript->scenarios.size(), 1);
        const TranscriptScenario &scenario = transcript->scenarios.constFirst();
        QCOMPARE(scenario.status, QString(kStatusInProgress));
        QCOMPARE(scenario.summary.actions, int(severities.size()));
        QCOMPARE(scenario.summary.errors, 3);
        QCOMPARE(scenario.summary.integrityErrors, 1);
        QCOMPARE(scenario.summary.payoutErrors, 1);
        QCOMPARE(scenario.summary.accuracy, 2.0 / 5.0);
        QVERIFY(!scenario.summary.passed);
        QCOMPARE(*scenario.elapsedMs, qint64(4000) * (severities.size() - 1));
        QCOMPARE(transcript->total().errors, 3);
    }

    // The actions of a record are read as a progress file's are
    // (progressfile.h): one that is not is named with its path.
    void aRecordsBadActionIsNamed() {
        ProgressFileAttempt entry;
        entry.attempt.uid = QStringLiteral("ab12");
        entry.attempt.status = QString(kStatusCompleted);
        GradedActionRecord action;
        action.seq = 1;
        action.actionJson = QStringLiteral(R"({"action":"burn_card"})");
        action.verdict = QStringLiteral("maybe");
        action.message = QStringLiteral("graded");
        action.recordedAt = QDateTime(QDate(2026, 11, 27), QTime(9, 0), Qt::UTC);
        entry.actions.append(action);
        const QJsonObject record{
            {QStringLiteral("format"), QString(kResultRecordFormat)},
            {QStringLiteral("version"), kResultRecordVersion},
            {QStringLiteral("scenarios"),
             QJsonArray{progressFileAttemptObject({}), progressFileAttemptObject(entry)}}};
        QString error;
        QVERIFY(!transcriptFromRecord(7, QString::fromUtf8(QJsonDocument(record).toJson()),
                                      QString(), error));
        QCOMPARE(error, QStringLiteral("result 7: $.scenarios[1].actions[0].verdict: must be "
                                       "\"correct\" or \"error\""));
    }

    void aRecordThisProgramDoesNotWriteIsNamed() {
        QString error;
        QVERIFY(!transcriptFromRecord(3, QStringLiteral("[1, 2]"), QString(), error));
        QCOMPARE(error, QStringLiteral("result 3: its record is not a JSON object"));
        QVERIFY(!transcriptFromRecord(
            4, QStringLiteral(R"({"format": "dealer-trainer-progress", "version": 1})"), QString(),
            error));
        QCOMPARE(
            error,
            QStringLiteral("result 4: its record's format is not \"%1\"").arg(kResultRecordFormat));
        QVERIFY(!transcriptFromRecord(5,
                                      QStringLiteral(R"({"format": "%1", "version": %2})")
                                          .arg(kResultRecordFormat)
                                          .arg(kResultRecordVersion + 1),
                                      QString(), error));
        QCOMPARE(error, QStringLiteral("result 5: its record's version %1 is not one this program "
                                       "reads (up to %2)")
                            .arg(kResultRecordVersion + 1)
                            .arg(kResultRecordVersion));
    }

    void theCsvQuotesCommasQuotesAndLineBreaks() {
        Fixture f;
        build(f);
        const QStringList comments{
            QStringLiteral("Plain comment"),
            QStringLiteral("Slow, but \"steady\"\nSecond line\r\nThird line"),
            QStringLiteral("=HYPERLINK(\"http://x\")"),
        };
        for (qsizetype i = 0; i < comments.size(); ++i) {
            const auto sitting = f.finishedSitting(QStringLiteral("exam,%1").arg(i), 2, int(i));
            QVERIFY(sitting);
            QVERIFY2(f.signByEve(*sitting, i == 0, comments.at(i)),
                     qPrintable(f.chain.lastError()));
        }
        TranscriptReadFailure failure;
        const auto transcripts = readVerifiedTranscripts(f.chain, failure);
        QVERIFY2(transcripts, qPrintable(failure.message));
        QCOMPARE(transcripts->size(), comments.size());

        const QByteArray bytes = writeResultsCsv(*transcripts);
        const QString text = QString::fromUtf8(bytes);
        QVERIFY(text.endsWith(QStringLiteral("\r\n")));
        // The raw form RFC 4180 asks for: the field quoted, its quotes doubled.
        QVERIFY(text.contains(
            QStringLiteral("\"Slow, but \"\"steady\"\"\nSecond line\r\nThird line\"")));
        QVERIFY(text.contains(QStringLiteral(",Plain comment,")));
        QVERIFY(text.contains(QStringLiteral(",\"exam,1\",")));

        const QList<QStringList> records = parseCsv(text);
        QCOMPARE(records.size(), transcripts->size() + 1);
        const QStringList header = records.first();
        QCOMPARE(header, resultsCsvColumns());
        for (const QStringList &record : records) {
            QCOMPARE(record.size(), header.size());
        }
        const auto field = [&](qsizetype row, const char *column) {
            return records.at(row + 1).at(header.indexOf(QLatin1String(column)));
        };
        for (qsizetype i = 0; i < transcripts->size(); ++i) {
            const Transcript &t = transcripts->at(i);
            // A comment a spreadsheet would take for a formula stays text.
            const QString shown = comments.at(i).startsWith(QLatin1Char('='))
                                      ? QLatin1Char('\'') + comments.at(i)
                                      : comments.at(i);
            QCOMPARE(t.comment, comments.at(i));
            QCOMPARE(field(i, "comment"), shown);
            QCOMPARE(field(i, "result_seq"), QString::number(t.seq));
            QCOMPARE(field(i, "row_hash"), t.rowHash);
            QCOMPARE(field(i, "sitting"), QString::number(t.sittingId));
            QCOMPARE(field(i, "trainee_username"), t.traineeUsername);
            QCOMPARE(field(i, "trainee_name"), t.traineeName);
            QCOMPARE(field(i, "exam_id"), t.examId);
            QCOMPARE(field(i, "exam_title"), t.examTitle);
            QCOMPARE(field(i, "decision"),
                     t.passed ? QStringLiteral("pass") : QStringLiteral("fail"));
            QCOMPARE(field(i, "examiner_username"), t.examinerUsername);
            QCOMPARE(field(i, "key_fingerprint"), t.keyFingerprint);
            QCOMPARE(field(i, "scenarios"), QString::number(t.scenarios.size()));
            QCOMPARE(field(i, "actions"), QString::number(t.total().actions));
            QCOMPARE(field(i, "errors"), QString::number(t.total().errors));
            QCOMPARE(field(i, "accuracy_percent").toDouble(),
                     std::round(t.total().accuracy * 1000.0) / 10.0);
            // Hands are known only once replayed on the lessons: left empty here.
            QCOMPARE(field(i, "hands"), QString());
            QCOMPARE(field(i, "hands_per_hour"), QString());
            QCOMPARE(field(i, "time_seconds").toDouble(),
                     std::round(double(*t.elapsedMs()) / 100.0) / 10.0);
            // ISO 8601, UTC, to the second.
            for (const char *column : {"started_at", "finished_at", "signed_at"}) {
                QVERIFY2(field(i, column).endsWith(QLatin1Char('Z')), column);
            }
            const QDateTime signedAt = QDateTime::fromString(field(i, "signed_at"), Qt::ISODate);
            QCOMPARE(signedAt.timeSpec(), Qt::UTC);
            QCOMPARE(signedAt.toSecsSinceEpoch(), t.signedAt.toSecsSinceEpoch());
        }
    }
};

QTEST_GUILESS_MAIN(TranscriptTest)
#include "tst_transcript.moc"

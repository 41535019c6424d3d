#include <QCryptographicHash>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <storage/accountstore.h>
#include <storage/examinerkey.h>
#include <storage/examsittingstore.h>
#include <storage/progressstore.h>
#include <storage/resultchain.h>
#include <support/examdatabase.h>
#include <support/rawconnection.h>

using namespace dt::storage;
using dt::testsupport::RawConnection;

// Signed exam results chained by hashes (docs/exam-integrity.md), and what
// verify() says when a row is edited, deleted or inserted outside the app.
class ResultChainTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_databases = 0;

    // A database with an administrator, an examiner (eve), a trainee (tina)
    // and `exams` finished exam attempts of tina's, the first `signedCount`
    // signed by eve in order.
    struct Fixture : dt::testsupport::ExamDatabase {
        QList<qint64> exams;
    };
    static constexpr auto kEvePassword = dt::testsupport::ExamDatabase::kEvePassword;

    void build(Fixture &f, int exams, int signedCount) {
        QVERIFY(f.open(m_dir.filePath(QStringLiteral("chain-%1.sqlite").arg(++m_databases))));
        for (int i = 0; i < exams; ++i) {
            const auto sitting = f.finishedSitting(QStringLiteral("exam-%1").arg(i), 2, i % 2);
            QVERIFY2(sitting, qPrintable(f.sittings.lastError()));
            f.exams.append(*sitting);
        }
        for (int i = 0; i < signedCount; ++i) {
            QVERIFY2(f.chain.sign(*f.eve, QString::fromLatin1(kEvePassword), f.exams.at(i),
                                  i % 2 == 0, QStringLiteral("Exam %1").arg(i + 1)),
                     qPrintable(f.chain.lastError()));
        }
    }

    static QStringList problems(const ChainVerification &verification) {
        QStringList texts;
        for (const ChainFinding &finding : verification.findings) {
            texts.append(finding.problem);
        }
        return texts;
    }

private slots:
    void anExaminerSignsAFinishedExam() {
        Fixture f;
        build(f, 2, 0);
        const auto result = f.chain.sign(*f.eve, QString::fromLatin1(kEvePassword), f.exams.at(0),
                                         true, QStringLiteral("  Steady hands. "));
        QVERIFY2(result, qPrintable(f.chain.lastError()));
        QCOMPARE(result->seq, 1);
        QCOMPARE(result->traineeName, QStringLiteral("Tina"));
        QCOMPARE(result->examiner, QStringLiteral("eve"));
        QCOMPARE(result->examId, QStringLiteral("exam-0"));
        QCOMPARE(result->sittingId, f.exams.at(0));
        QCOMPARE(result->scenarios, 2);
        QVERIFY(result->passed);
        QCOMPARE(result->comment, QStringLiteral("Steady hands."));
        QCOMPARE(result->rowHash.size(), 64);
        QCOMPARE(result->keyFingerprint.size(), 39); // 8 groups of 4 and 7 spaces
        QCOMPARE(f.chain.results(), QList<SignedResult>{*result});

        // The second result is chained to the first and signed by the same key.
        const auto second = f.chain.sign(*f.eve, QString::fromLatin1(kEvePassword), f.exams.at(1),
                                         false, QStringLiteral("Missed a burn."));
        QVERIFY2(second, qPrintable(f.chain.lastError()));
        QCOMPARE(second->seq, 2);
        QCOMPARE(second->keyFingerprint, result->keyFingerprint);
        const auto verification = f.chain.verify();
        QVERIFY(verification);
        QVERIFY2(verification->intact(), qPrintable(problems(*verification).join('\n')));
        QCOMPARE(verification->results, 2);
        QCOMPARE(verification->headHash, second->rowHash);
        QCOMPARE(verification->keys,
                 QStringList{result->keyFingerprint + QStringLiteral(": eve (results 1-2)")});

        // Only the hash of the secret key's seal is in the database, and the
        // record holds every graded action with its citation.
        RawConnection raw(f.path);
        const QString record =
            raw.scalar(QStringLiteral("SELECT record_json FROM exam_results WHERE seq = 2"))
                .toString();
        QVERIFY(record.contains(QStringLiteral("Blackjack §5(e)(2)")));
        QVERIFY(record.contains(QStringLiteral("\"decision\":\"fail\"")));
        QVERIFY(record.contains(QStringLiteral("\"unlockedBy\":\"eve\"")));
        QVERIFY(!raw.scalar(QStringLiteral("SELECT sealed_secret_key FROM examiner_keys"))
                     .toString()
                     .isEmpty());
    }

    // Issue 8: "a trainee cannot start, edit or sign an exam by any path".
    void onlyAnExaminerSignsAndOnlyAFinishedExamOnce() {
        Fixture f;
        build(f, 1, 0);
        QVERIFY(!f.chain.sign(*f.tina, QStringLiteral("tina-pass"), f.exams.at(0), true, {}));
        QCOMPARE(f.chain.lastError(),
                 QStringLiteral("Trainee \"tina\" may not sign an exam result"));
        QVERIFY(!f.chain.sign(*f.admin, QStringLiteral("admin-secret"), f.exams.at(0), true, {}));
        QVERIFY(f.chain.lastError().contains(QStringLiteral("may not sign an exam result")));
        QVERIFY(!f.chain.sign(*f.eve, QStringLiteral("not her password"), f.exams.at(0), true, {}));
        QVERIFY2(f.chain.lastError().contains(QStringLiteral("password is wrong")),
                 qPrintable(f.chain.lastError()));

        // A sitting not over is not signed.
        const qint64 running = f.sittings
                                   .unlock(*f.eve, f.tinaAccount,
                                           {QStringLiteral("other"), QStringLiteral("Other"),
                                            QStringLiteral("{}"), 1, 30})
                                   .value_or(0);
        QVERIFY(f.sittings.start(*f.tina, running));
        QVERIFY(!f.chain.sign(*f.eve, QString::fromLatin1(kEvePassword), running, true, {}));
        QVERIFY2(f.chain.lastError().contains(QStringLiteral("it is not over")),
                 qPrintable(f.chain.lastError()));

        QVERIFY(f.chain.sign(*f.eve, QString::fromLatin1(kEvePassword), f.exams.at(0), true, {}));
        QVERIFY(!f.chain.sign(*f.eve, QString::fromLatin1(kEvePassword), f.exams.at(0), false, {}));
        QVERIFY(f.chain.lastError().contains(QStringLiteral("signed already")));
        QCOMPARE(f.chain.results().size(), 1);
    }

    void anEditedRowIsNamed() {
        Fixture f;
        build(f, 3, 3);
        {
            RawConnection raw(f.path);
            QVERIFY(raw.exec(
                QStringLiteral("UPDATE exam_results SET record_json = replace(record_json, "
                               "'\"decision\":\"fail\"', '\"decision\":\"pass\"') WHERE seq = 2")));
        }
        const auto verification = f.chain.verify();
        QVERIFY(verification);
        QCOMPARE(problems(*verification),
                 QStringList{QStringLiteral("result 2 was edited outside the app: its record no "
                                            "longer matches its hash")});
        QCOMPARE(verification->findings.constFirst().seq, 2);
    }

    // Editing a row and its hash does not help: the signature fails and the
    // next row no longer follows.
    void aRehashedRowIsNamed() {
        Fixture f;
        build(f, 3, 3);
        {
            RawConnection raw(f.path);
            QVERIFY(raw.exec(QStringLiteral("UPDATE exam_results SET row_hash = "
                                            "'0123456789012345678901234567890123456789012345678"
                                            "901234567890123' WHERE seq = 2")));
        }
        const QStringList found = problems(*f.chain.verify());
        QCOMPARE(found.size(), 2);
        QVERIFY2(found.at(0).startsWith(QStringLiteral("result 2 was edited")),
                 qPrintable(found.at(0)));
        QCOMPARE(found.at(1), QStringLiteral("result 3 does not follow result 2: inserted, "
                                             "replaced or re-linked outside the app"));
    }

    void aDeletedRowIsNamed() {
        Fixture f;
        build(f, 4, 4);
        {
            RawConnection raw(f.path);
            QVERIFY(raw.exec(QStringLiteral("DELETE FROM exam_results WHERE seq IN (2, 3)")));
        }
        const auto verification = f.chain.verify();
        QCOMPARE(problems(*verification),
                 QStringList{QStringLiteral("results 2-3 are missing: deleted outside the app")});
        QCOMPARE(verification->findings.constFirst().seq, 2);
        // Renumbering to hide the gap breaks the link instead.
        {
            RawConnection raw(f.path);
            QVERIFY(raw.exec(QStringLiteral("UPDATE exam_results SET seq = 2 WHERE seq = 4")));
        }
        const QStringList expected{
            QStringLiteral("result 2 does not follow result 1: inserted, replaced or re-linked "
                           "outside the app"),
            QStringLiteral("result 2 was edited outside the app: its columns disagree with its "
                           "signed record")};
        QCOMPARE(problems(*f.chain.verify()), expected);
    }

    // A row written by hand, even with a correct hash and link, has no valid
    // signature: a key made outside the app is not in the database, and the
    // examiner's is not in the forger's hands.
    void anInsertedRowIsNamed() {
        Fixture f;
        build(f, 2, 2);
        const auto forgerKey = newExaminerKey(QStringLiteral("forger"));
        QVERIFY(forgerKey);
        {
            RawConnection raw(f.path);
            const QString previous =
                raw.scalar(QStringLiteral("SELECT row_hash FROM exam_results WHERE seq = 2"))
                    .toString();
            const QString record =
                raw.scalar(QStringLiteral("SELECT record_json FROM exam_results WHERE seq = 2"))
                    .toString()
                    .replace(QStringLiteral("\"seq\":2"), QStringLiteral("\"seq\":3"));
            const QString hash = QString::fromLatin1(
                QCryptographicHash::hash((previous + QLatin1Char('\n') + record).toUtf8(),
                                         QCryptographicHash::Sha256)
                    .toHex());
            const QByteArray signature =
                *signWithExaminerKey(*forgerKey, QStringLiteral("forger"), hash.toLatin1());
            QSqlQuery insert(QSqlDatabase::database(raw.name()));
            insert.prepare(QStringLiteral(
                "INSERT INTO exam_results (seq, sitting_id, examiner_key_id, record_json, "
                "prev_hash, row_hash, signature) SELECT 3, 99, examiner_key_id, :record, "
                ":prev, :hash, :signature FROM exam_results WHERE seq = 2"));
            insert.bindValue(QStringLiteral(":record"), record);
            insert.bindValue(QStringLiteral(":prev"), previous);
            insert.bindValue(QStringLiteral(":hash"), hash);
            insert.bindValue(QStringLiteral(":signature"),
                             QString::fromLatin1(signature.toBase64()));
            QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
        }
        const QStringList found = problems(*f.chain.verify());
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.at(0).startsWith(QStringLiteral("result 3 was written outside the app: "
                                                       "its signature does not verify with key ")),
                 qPrintable(found.at(0)));
    }

    void theKeyFollowsTheExaminersPassword() {
        Fixture f;
        build(f, 3, 1);
        const QString first = f.chain.results().constFirst().keyFingerprint;
        // A password change seals the same key with the new password.
        QVERIFY2(f.accounts.changePassword(*f.eve, QString::fromLatin1(kEvePassword),
                                           QStringLiteral("eve-new-password")),
                 qPrintable(f.accounts.lastError()));
        const auto second =
            f.chain.sign(*f.eve, QStringLiteral("eve-new-password"), f.exams.at(1), true, {});
        QVERIFY2(second, qPrintable(f.chain.lastError()));
        QCOMPARE(second->keyFingerprint, first);
        // A reset by an administrator cannot open the old key: a new one is
        // made, and what the old one signed still verifies.
        QVERIFY(f.accounts.resetPassword(*f.admin, f.eve->accountId(),
                                         QStringLiteral("eve-reset-password")));
        const auto third =
            f.chain.sign(*f.eve, QStringLiteral("eve-reset-password"), f.exams.at(2), true, {});
        QVERIFY2(third, qPrintable(f.chain.lastError()));
        QVERIFY(third->keyFingerprint != first);
        const auto verification = f.chain.verify();
        QVERIFY2(verification->intact(), qPrintable(problems(*verification).join('\n')));
        QCOMPARE(verification->keys,
                 (QStringList{first + QStringLiteral(": eve (results 1-2)"),
                              third->keyFingerprint + QStringLiteral(": eve (results 3)")}));
    }
};

QTEST_GUILESS_MAIN(ResultChainTest)
#include "tst_resultchain.moc"

#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <lessons/examcatalog.h>
#include <optional>
#include <storage/accountstore.h>
#include <storage/examsittingstore.h>
#include <storage/resultchain.h>
#include <storage/transcript.h>
#include <ui/accountdesk.h>
#include <ui/deskerror.h>
#include <ui/examreview.h>

namespace dt::ui {

class AppController;
class TableController;

// The certification side of the app as QML sees it (docs/exams.md): the
// exams an examiner can write and unlock and for whom, the sittings a
// trainee can sit, and the one in play scenario by scenario, and the results
// an examiner has to sign, all for the one signed in on the AccountDesk (the
// app's `accounts`). Every permission is checked by the stores below
// (storage/roles.h), never only here or in QML.
class ExamDesk : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ExamDesk is AppController's `exams`")

    // Every exam installed or written on this machine: {id, title,
    // description, scenarios, timeLimitMinutes, authored}.
    Q_PROPERTY(QVariantList exams READ exams NOTIFY examsChanged)
    // What is wrong with the exam files that did not load, one per line.
    Q_PROPERTY(QString examProblems READ examProblems NOTIFY examsChanged)
    // Where the exams written in the app go (ExamCatalog's authored directory).
    Q_PROPERTY(QString authoredExamsDirectory READ authoredExamsDirectory CONSTANT)
    // The lessons an exam can deal, of every course (table lessons and
    // spot-the-error exercises, no payout drill): {id, title, course}.
    Q_PROPERTY(QVariantList tableLessons READ tableLessons NOTIFY examsChanged)
    // For an examiner: the trainees an exam can be unlocked for, {accountId, name}.
    Q_PROPERTY(QVariantList trainees READ trainees NOTIFY listsChanged)
    // For a trainee: their sittings not over (see sittingMap for the keys).
    Q_PROPERTY(QVariantList openSittings READ openSittings NOTIFY listsChanged)
    // For an examiner: the sittings over and not signed.
    Q_PROPERTY(QVariantList sittingsToSign READ sittingsToSign NOTIFY listsChanged)
    // For an examiner: the results signed, in the order signed: id (the
    // sitting's), seq, examTitle, traineeName, examiner, passed, comment,
    // signedAt, scenarios.
    Q_PROPERTY(QVariantList signedResults READ signedResults NOTIFY listsChanged)
    // The sitting an examiner has open for review (openReview), or null.
    Q_PROPERTY(dt::ui::ExamReview *review READ review NOTIFY reviewChanged)
    // The sitting in play (0 when none), its scenario (0-based) and when its time is up.
    Q_PROPERTY(qint64 sittingId READ sittingId NOTIFY sittingChanged)
    Q_PROPERTY(QString sittingTitle READ sittingTitle NOTIFY sittingChanged)
    Q_PROPERTY(int scenario READ scenario NOTIFY sittingChanged)
    Q_PROPERTY(int scenarios READ scenarios NOTIFY sittingChanged)
    Q_PROPERTY(QDateTime deadline READ deadline NOTIFY sittingChanged)
    // What the scenario in play is: "table" (the app's `table`), "spot" (a
    // spot-the-error exercise, the app's `spot`), "" when none is.
    Q_PROPERTY(QString scenarioKind READ scenarioKind NOTIFY sittingChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

public:
    // The exams of `examsDirectory` (empty: ExamCatalog::defaultDirectory()),
    // their scenarios looked up in the app's lessons.
    // The exams written in the app are those of `authoredDirectory` (empty:
    // ExamCatalog::defaultAuthoredDirectory()). Everything is done for the
    // one signed in on `accounts`; when someone else (or nobody) signs in,
    // the lists are read again, the review closes and the sitting in play
    // is left as it is (it resumes at the trainee's next sign-in).
    // The exams are read by loadExams(), once the app has its lessons.
    ExamDesk(AppController &app, AccountDesk &accounts, const QString &examsDirectory = QString(),
             const QString &authoredDirectory = QString());

    // Reads the exam files again (examsChanged); their scenarios are the app's lessons.
    void loadExams();

    QVariantList exams() const;
    QString examProblems() const { return m_examProblems; }
    QString authoredExamsDirectory() const { return m_authoredDirectory; }
    QVariantList tableLessons() const;
    QVariantList trainees() const;
    // Not const: reading marks the sittings whose time is up as interrupted.
    QVariantList openSittings();
    QVariantList sittingsToSign();
    QVariantList signedResults() const;
    ExamReview *review() const { return m_review; }
    qint64 sittingId() const { return m_sitting ? m_sitting->id : 0; }
    QString sittingTitle() const { return m_sitting ? m_sitting->examTitle : QString(); }
    int scenario() const { return m_scenario; }
    int scenarios() const { return m_sitting ? m_sitting->scenarios : 0; }
    QDateTime deadline() const { return m_sitting ? m_sitting->deadline() : QDateTime(); }
    QString scenarioKind() const;
    QString lastError() const { return m_lastError.text(); }

    // The clock the time limits are read by (storageNow() unless set; the
    // lockouts' is the AccountDesk's).
    void setClock(std::function<QDateTime()> now);

    // By an examiner (Permission::AuthorExam): the draft (examdraft.h) of
    // the exam `examId` written on this machine to edit, or of a new exam
    // when `examId` is empty; an empty map when refused (see lastError).
    Q_INVOKABLE QVariantMap examDraft(const QString &examId);
    // Writes the draft's exam into the authored directory and reloads the
    // exams, so it can be unlocked at once. `editedId` is the authored exam
    // being edited (its id is kept), or empty for a new one, whose id must
    // be new. Refused, nothing written, with the parser's message when the
    // file would not validate.
    Q_INVOKABLE bool saveExam(const QVariantMap &draft, const QString &editedId);

    // By an examiner: the exam `examId` opened for the trainee's account;
    // the sitting's id, or 0 (see lastError).
    Q_INVOKABLE qint64 unlock(qint64 traineeAccountId, const QString &examId);
    // By the trainee: starts the sitting, or resumes it where it stopped
    // (its scenario in progress played back to its last action or answer).
    // Returns the scenario in play (scenarioKind): its table (the app's
    // `table`, in exam mode) or its spot-the-error exercise (the app's
    // `spot`, in exam mode), or null when the sitting is over or cannot be
    // sat (see lastError). An exercise whose stored answers no longer
    // replay ends the sitting interrupted, every answer kept.
    Q_INVOKABLE QObject *sit(qint64 sittingId);
    // Once the scenario in play is complete (a table dealt to its end, an
    // exercise finished): the next one, or null when it was the last, the
    // sitting then finished.
    Q_INVOKABLE QObject *nextScenario();
    // The trainee hands in, or the time is up: the scenario in play ends
    // where it is and the sitting is finished, never to be sat again.
    Q_INVOKABLE bool endSitting();
    // By an examiner (the store checks ReviewExam): a sitting that is over,
    // signed or not, opened for review (`review`); false (see lastError)
    // otherwise, naming why.
    Q_INVOKABLE bool openReview(qint64 sittingId);
    // `review` becomes null.
    Q_INVOKABLE void closeReview();
    // By an examiner: the PDF transcript of a signed result written to
    // `fileOrUrl` (a path or a FileDialog's file: URL) by the code the CLI's
    // `transcript` uses, so both give the same file. False (see lastError)
    // when the chain does not verify, the sitting is not signed or the file
    // cannot be written.
    Q_INVOKABLE bool saveTranscript(qint64 sittingId, const QString &fileOrUrl);
    // By an examiner: every signed result as CSV, as the CLI's
    // `export-results` writes it. False (see lastError) as for saveTranscript.
    Q_INVOKABLE bool exportResults(const QString &fileOrUrl);
    // By an examiner, after typing their password again: the decision and
    // comment signed into the chain of results (docs/exam-integrity.md). The
    // review of that sitting, if open, is opened again, read-only.
    Q_INVOKABLE bool sign(qint64 sittingId, bool passed, const QString &comment,
                          const QString &password);

signals:
    void examsChanged();
    void listsChanged();
    void sittingChanged();
    void lastErrorChanged();
    void reviewChanged();

private:
    bool fail(const QString &message) { return m_lastError.fail(message); }
    bool succeed() { return m_lastError.succeed(); }
    // Someone else, or nobody, is signed in on the AccountDesk: the lists
    // are read again and the review and sitting in play of the one before
    // go; someone signing in also starts with no error of theirs.
    void followAccount();
    const std::optional<dt::storage::SignedIn> &user() const { return m_accountDesk.user(); }
    // The scenario `index` of the sitting in play: begun (or, when
    // `resume`, the attempt already begun played back), on the app's table.
    QObject *openScenario(int index, bool resume);
    // The exercise of the scenario in play, begun or (`resume`) played back.
    QObject *openSpotScenario(const dt::lessons::Lesson &lesson, qint64 attemptId, bool resume);
    QObject *finishSitting();
    // The sitting over (finished or interrupted): none is in play.
    void leaveSitting();
    static QVariantMap sittingMap(const dt::storage::ExamSitting &sitting);
    // sittingMap() with the trainee's name, as an examiner's lists show it.
    QVariantMap sittingWithTrainee(const dt::storage::ExamSitting &sitting) const;
    // Every signed result read from the chain once it verifies, each with its
    // hands counted on the installed lessons (as the CLI does); nullopt (see
    // lastError) when the chain does not verify.
    std::optional<QList<dt::storage::Transcript>>
    verifiedTranscripts(std::optional<qint64> sittingId, const QString &what);
    // Whether the one signed in may `permission`; else fails with why.
    bool authorized(dt::storage::Permission permission, const QString &signInFirst);

    AppController &m_app;
    AccountDesk &m_accountDesk;
    // The AccountDesk's store: the permissions of the one signed in.
    dt::storage::AccountStore &m_accounts;
    dt::storage::ExamSittingStore m_sittings;
    dt::storage::ResultChain m_results;
    std::function<QDateTime()> m_now;
    QString m_examsDirectory;
    QString m_authoredDirectory;
    dt::lessons::ExamCatalog m_catalog;
    QString m_examProblems;
    // The account whose review and sitting are shown (followAccount).
    std::optional<qint64> m_shownAccountId;
    // The sitting in play, as unlocked, with its exam as it was then.
    std::optional<dt::storage::ExamSitting> m_sitting;
    std::optional<dt::lessons::ExamDefinition> m_exam;
    int m_scenario = 0;
    QPointer<ExamReview> m_review;
    DeskError m_lastError{[this] { emit lastErrorChanged(); }};
};

} // namespace dt::ui

#pragma once

#include "accountdesk.h"
#include "attemptreplay.h"
#include "drillcontroller.h"
#include "examdesk.h"
#include "lessonlistmodel.h"
#include "masterymodel.h"
#include "regulationtextmodel.h"
#include "spottheerrorcontroller.h"
#include "tablecontroller.h"
#include "traineelistmodel.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <future>
#include <lessons/lessoncatalog.h>
#include <lessons/regulationlibrary.h>
#include <storage/progressstore.h>

namespace dt::ui {

// The application as QML sees it: the progress database, the trainees, the
// curriculum with the current trainee's progress, and the lesson in play.
class AppController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("AppController is created by main() and given to Main.qml as `app`")

    Q_PROPERTY(bool databaseReady READ databaseReady NOTIFY databaseChanged)
    Q_PROPERTY(QString databaseError READ databaseError NOTIFY databaseChanged)
    Q_PROPERTY(QString databasePath READ databasePath NOTIFY databaseChanged)
    Q_PROPERTY(dt::ui::TraineeListModel *trainees READ trainees CONSTANT)
    Q_PROPERTY(dt::ui::LessonListModel *lessons READ lessons CONSTANT)
    // The regulation viewer's text (the five regulations, searchable).
    Q_PROPERTY(dt::ui::RegulationTextModel *regulations READ regulations CONSTANT)
    Q_PROPERTY(QString lessonsDirectory READ lessonsDirectory NOTIFY lessonsChanged)
    Q_PROPERTY(QString lessonProblems READ lessonProblems NOTIFY lessonsChanged)
    Q_PROPERTY(qint64 currentTraineeId READ currentTraineeId WRITE setCurrentTraineeId NOTIFY
                   currentTraineeChanged)
    Q_PROPERTY(QString currentTraineeName READ currentTraineeName NOTIFY currentTraineeChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(dt::ui::TableController *table READ table NOTIFY tableChanged)
    // The past attempt being replayed (openReplay), or null.
    Q_PROPERTY(dt::ui::AttemptReplay *replay READ replay NOTIFY replayChanged)
    // The payout drill in play (null when none).
    Q_PROPERTY(dt::ui::DrillController *drill READ drill NOTIFY drillChanged)
    // The spot-the-error exercise in play (null when none).
    Q_PROPERTY(dt::ui::SpotTheErrorController *spot READ spot NOTIFY spotChanged)
    // The user's display choice, kept across restarts (QSettings "display/highContrast").
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    // The current trainee's mastery per skill, what to practise next and the
    // "practise my mistakes" session (docs/mastery.md).
    Q_PROPERTY(dt::ui::MasteryModel *mastery READ mastery CONSTANT)
    // Who is signed in, and the administrator's accounts (docs/accounts.md).
    Q_PROPERTY(dt::ui::AccountDesk *accounts READ accounts CONSTANT)
    // Exams written, unlocked and sat, results signed (docs/exams.md), for
    // the one signed in on `accounts`.
    Q_PROPERTY(dt::ui::ExamDesk *exams READ exams CONSTANT)

public:
    // When the constructor reads the lessons: before it returns, or on a
    // thread of their own while the caller goes on (main(): while Main.qml
    // is made; docs/performance.md).
    enum class LessonReading { BeforeReturning, InBackground };

    // Opens the database at `databasePath` (never overwriting one it cannot
    // read: databaseError says why) and loads the lessons of `lessonsDirectory`.
    // The exams are those of `examsDirectory` (empty: the installed ones).
    AppController(const QString &databasePath, const QString &lessonsDirectory,
                  QObject *parent = nullptr, const QString &examsDirectory = QString(),
                  LessonReading reading = LessonReading::BeforeReturning);
    ~AppController() override;

    // Lessons read in the background: waits for them if they are still being
    // read, then gives them to the lesson list, the exams and the mastery
    // panel (lessonsChanged). main() calls it once Main.qml is made, before
    // the first frame; everything here that needs the lessons calls it first
    // (catalog()). Does nothing once they are in.
    void finishReadingLessons();

    bool databaseReady() const { return m_store.isOpen(); }
    QString databaseError() const { return m_databaseError; }
    QString databasePath() const { return m_databasePath; }
    TraineeListModel *trainees() const { return m_trainees; }
    LessonListModel *lessons() const { return m_lessons; }
    RegulationTextModel *regulations() const { return m_regulationText; }
    QString lessonsDirectory() const { return m_catalog.directory(); }
    QString lessonProblems() const { return m_lessonProblems; }
    qint64 currentTraineeId() const { return m_currentTraineeId; }
    void setCurrentTraineeId(qint64 traineeId);
    QString currentTraineeName() const;
    QString lastError() const { return m_lastError; }
    TableController *table() const { return m_table; }
    AttemptReplay *replay() const { return m_replay; }
    DrillController *drill() const { return m_drill; }
    SpotTheErrorController *spot() const { return m_spot; }
    bool highContrast() const { return m_highContrast; }
    MasteryModel *mastery() const { return m_mastery; }
    AccountDesk *accounts() const { return m_accounts; }
    ExamDesk *exams() const { return m_exams; }
    // Shows the app in high contrast (or not) and remembers it for the next start.
    void setHighContrast(bool on);

    // The lessons, waited for if they are still being read (finishReadingLessons).
    const dt::lessons::LessonCatalog &catalog();
    dt::storage::ProgressStore &store() { return m_store; }

    // Creates the trainee and makes them current; false (see lastError) if
    // the name is empty or taken, or the database is not open.
    Q_INVOKABLE bool createTrainee(const QString &name);
    // Starts an attempt at the lesson for the current trainee and returns its
    // table (also `table`), owned by AppController. The previous table is
    // abandoned if unfinished, then deleted. Null (see lastError) when there
    // is no database, no current trainee or no such lesson. `mode`:
    // "practice" (feedback at every action) or "exam" (none until the end).
    Q_INVOKABLE dt::ui::TableController *
    startLesson(const QString &lessonId, const QString &mode = QStringLiteral("practice"));
    // Whether the lesson is a payout drill (opened with startDrill()).
    Q_INVOKABLE bool isDrill(const QString &lessonId);
    // Starts an attempt at a payout drill for the current trainee (stored
    // with mode "drill", or "exam" for `mode` "exam") and returns it (also
    // `drill`), owned by AppController; the previous drill is abandoned if
    // unfinished. Null (see lastError) as for startLesson().
    Q_INVOKABLE dt::ui::DrillController *
    startDrill(const QString &lessonId, const QString &mode = QStringLiteral("practice"));
    // Leaves the drill in play (abandoned if unfinished); `drill` becomes null.
    Q_INVOKABLE void closeDrill();
    // Whether the lesson is a spot-the-error exercise (startSpotTheError()).
    Q_INVOKABLE bool isSpotTheError(const QString &lessonId);
    // Starts an attempt at a spot-the-error exercise for the current trainee
    // and returns it (also `spot`), owned here; the previous one is abandoned
    // if unfinished. Null (see lastError) as for startLesson().
    Q_INVOKABLE dt::ui::SpotTheErrorController *
    startSpotTheError(const QString &lessonId, const QString &mode = QStringLiteral("practice"));
    // Leaves the exercise in play (abandoned if unfinished); `spot` becomes null.
    Q_INVOKABLE void closeSpotTheError();
    // Leaves the lesson in play (abandoned if unfinished); `table` becomes null.
    Q_INVOKABLE void closeLesson();
    // For ExamDesk: the table of an exam scenario whose attempt the sitting
    // began (exam mode), in place of any table in play. Unlike a lesson's,
    // it is not abandoned when the app closes or the trainee signs out: the
    // sitting resumes it.
    TableController *openExamTable(const dt::lessons::Lesson &lesson, qint64 traineeId,
                                   qint64 attemptId);
    // For ExamDesk: the spot-the-error exercise of an exam scenario whose
    // attempt the sitting began (exam mode, also `spot`), in place of any
    // table or exercise in play; put away like an exam's table, never
    // abandoned here.
    SpotTheErrorController *openExamSpot(const dt::lessons::Lesson &lesson, qint64 attemptId);
    // Puts the exam's table or exercise away, its attempt left in progress.
    void detachExamScenario();
    // The exam scenario's table in play (openExamTable), or null when the
    // table in play, if any, is a lesson's.
    TableController *examTable() const { return m_tableIsExam ? m_table.data() : nullptr; }
    // The exam scenario's exercise in play (openExamSpot), or null.
    SpotTheErrorController *examSpot() const { return m_spotIsExam ? m_spot.data() : nullptr; }
    // Reads the trainees again (an account created with a new profile).
    void reloadTrainees();
    // One of the current trainee's past attempts, to be played back on the
    // table step by step (also `replay`, owned here). Null (see lastError)
    // when it is not theirs or its lesson is no longer installed.
    Q_INVOKABLE dt::ui::AttemptReplay *openReplay(qint64 attemptId);
    // Any attempt played back (also `replay`, owned here), its lesson dealt
    // with the attempt's seed, as an exam deals its own. The caller has
    // checked that it may be seen (openReplay: the current trainee's; an
    // examiner's review: ExamSittingStore::review). Null (see lastError) when
    // its lesson is no longer installed.
    AttemptReplay *showReplay(const dt::storage::AttemptRecord &attempt,
                              QList<dt::storage::GradedActionRecord> actions);
    // Ends the replay; `replay` becomes null.
    Q_INVOKABLE void closeReplay();
    // Reloads the current trainee's progress into `lessons`.
    Q_INVOKABLE void refreshProgress();
    // Opens the database at databasePath again after it could not be opened
    // (e.g. another program had it locked): the same checks as at start-up,
    // never writing over a file it cannot read. On success databaseError is
    // cleared and the trainees and progress are reloaded. True if it is open.
    Q_INVOKABLE bool reopenDatabase();
    // The regulation text of a citation ("Blackjack §5(e)(2)"), "" if not found.
    Q_INVOKABLE QString sectionText(const QString &citation) const;
    // The current trainee's progress file (docs/progress-file.md) written to
    // `fileOrUrl` (a path or a file: URL, as a FileDialog gives); false (see
    // lastError) when it cannot be.
    Q_INVOKABLE bool exportProgress(const QString &fileOrUrl);
    // Imports a progress file into the trainee of its name (created if new),
    // adding no attempt twice, all or nothing. Returns what it did ("12
    // attempts imported, 3 already present, into Ann's progress."), or ""
    // (see lastError: what is wrong and where). Emits progressImported.
    Q_INVOKABLE QString importProgress(const QString &fileOrUrl);

signals:
    void databaseChanged();
    void currentTraineeChanged();
    void lastErrorChanged();
    void tableChanged();
    void replayChanged();
    void drillChanged();
    void spotChanged();
    void highContrastChanged();
    // The lessons are in: the list, lessonProblems and lessonsDirectory.
    void lessonsChanged();
    // A progress file added attempts or a trainee: progress views reload.
    void progressImported();

private:
    void setLastError(const QString &message);
    // Opens m_databasePath into m_store (databaseError says why not) and,
    // with a single trainee, makes them current.
    void openDatabase();
    // Gives m_catalog, just read, to the lesson list, the exams and the mastery panel.
    void adoptLessons();
    // Abandons the table in play if unfinished and deletes it; false if none.
    // A table whose graded actions the store has not all taken yet (a lock)
    // is kept, out of sight, retrying, until they are saved.
    bool dropTable();
    // Installs `table` as the one in play (owned here).
    void adoptTable(TableController *table);
    // Installs `spot` as the exercise in play (owned here).
    void adoptSpot(SpotTheErrorController *spot);
    // Whether an attempt at a `what` ("lesson", "drill", "exercise") can
    // start in `mode`: practice or exam, the database open, a trainee
    // chosen. False with lastError saying why not.
    bool checkAttempt(const QString &mode, const QString &what);

    dt::storage::ProgressStore m_store;
    dt::lessons::LessonCatalog m_catalog;
    // The lessons being read in the background; not valid once they are in m_catalog.
    std::future<dt::lessons::LessonCatalog> m_lessonsBeingRead;
    dt::lessons::RegulationLibrary m_regulations;
    QString m_databasePath;
    QString m_databaseError;
    QString m_lessonProblems;
    QString m_lastError;
    qint64 m_currentTraineeId = 0;
    bool m_highContrast = false;
    TraineeListModel *m_trainees;
    LessonListModel *m_lessons;
    RegulationTextModel *m_regulationText;
    QPointer<TableController> m_table;
    QPointer<AttemptReplay> m_replay;
    QPointer<DrillController> m_drill;
    QPointer<SpotTheErrorController> m_spot;
    MasteryModel *m_mastery;
    bool m_tableIsExam = false; // m_table is an exam scenario's (openExamTable)
    bool m_spotIsExam = false;  // m_spot is an exam scenario's (openExamSpot)
    AccountDesk *m_accounts;
    ExamDesk *m_exams;
};

} // namespace dt::ui

#include "appcontroller.h"

#include "localpath.h"

#include <QDateTime>
#include <QDir>
#include <QQmlEngine>
#include <QSettings>
#include <QUrl>
#include <algorithm>
#include <storage/progresstransfer.h>
#include <utility>

namespace dt::ui {

namespace {
// Where the display choice is kept, in the application's QSettings (the
// organisation and application names main() sets).
constexpr auto kHighContrastKey = "display/highContrast";
} // namespace

AppController::AppController(const QString &databasePath, const QString &lessonsDirectory,
                             QObject *parent, const QString &examsDirectory, LessonReading reading)
    : QObject(parent)
    , m_databasePath(databasePath)
    , m_trainees(new TraineeListModel(this))
    , m_lessons(new LessonListModel(this))
    , m_regulationText(new RegulationTextModel(&m_regulations, this))
    , m_mastery(new MasteryModel(this)) {
    if (reading == LessonReading::InBackground) {
        // The reading touches nothing of this object: the directories are
        // found here, on the GUI thread, and the catalog is handed over whole.
        m_lessonsBeingRead =
            std::async(std::launch::async,
                       [lessonsDirectory, regulationsDirectory = m_regulations.directory()] {
                           dt::lessons::LessonCatalog catalog;
                           catalog.load(lessonsDirectory, regulationsDirectory);
                           return catalog;
                       });
    } else {
        m_catalog.load(lessonsDirectory, m_regulations.directory());
    }
    m_highContrast = QSettings().value(QLatin1String(kHighContrastKey), false).toBool();
    openDatabase();
    m_accounts = new AccountDesk(*this);
    m_exams = new ExamDesk(*this, *m_accounts, examsDirectory);
    if (reading == LessonReading::BeforeReturning) {
        adoptLessons();
    }
}

void AppController::finishReadingLessons() {
    if (m_lessonsBeingRead.valid()) {
        m_catalog = m_lessonsBeingRead.get();
        adoptLessons();
    }
}

const dt::lessons::LessonCatalog &AppController::catalog() {
    finishReadingLessons();
    return m_catalog;
}

void AppController::adoptLessons() {
    QStringList problems;
    for (const auto &problem : m_catalog.problems()) {
        problems.append(problem.text());
    }
    m_lessonProblems = problems.join(u'\n');
    m_lessons->setLessons(m_catalog.lessons(), m_catalog.courses());
    m_mastery->setSources(&m_store, &m_catalog);
    // The exams' scenarios are lessons of the catalog.
    m_exams->loadExams();
    refreshProgress();
    emit lessonsChanged();
}

AppController::~AppController() {
    // Leaving the app in the middle of a lesson abandons the attempt. Every
    // table (the one in play, and any still saving) goes while the store is
    // open: it makes a last attempt to write what it holds.
    if (m_table) {
        m_table->disconnect(this);
        if (!m_tableIsExam) {
            m_table->abandon();
        }
    }
    if (m_drill) {
        m_drill->disconnect(this);
        m_drill->abandon();
        delete m_drill;
    }
    if (m_spot) {
        m_spot->disconnect(this);
        // An exam's exercise stays in progress: its sitting resumes it.
        if (!m_spotIsExam) {
            m_spot->abandon();
        }
        delete m_spot;
    }
    const auto tables = findChildren<TableController *>(Qt::FindDirectChildrenOnly);
    for (TableController *table : tables) {
        table->disconnect(this);
        delete table;
    }
}

void AppController::openDatabase() {
    m_databaseError.clear();
    if (m_databasePath.isEmpty()) {
        m_databaseError = tr("There is no writable place for the progress database. "
                             "Start Dealer Trainer with --db PATH to choose one.");
        return;
    }
    if (!m_store.open(m_databasePath)) {
        m_databaseError = tr("The progress database %1 cannot be opened, so nothing can be saved. "
                             "It has been left exactly as it was.\n%2")
                              .arg(QDir::toNativeSeparators(m_databasePath), m_store.lastError());
        return;
    }
    reloadTrainees();
    // A single trainee is the person at this station. (Opening a profile
    // closes that trainee's attempts a crash left in progress.)
    if (m_trainees->trainees().size() == 1) {
        setCurrentTraineeId(m_trainees->trainees().constFirst().id);
    }
}

bool AppController::reopenDatabase() {
    if (m_store.isOpen()) {
        return true;
    }
    const bool hadTrainee = m_currentTraineeId != 0;
    m_currentTraineeId = 0;
    openDatabase();
    if (!m_store.isOpen()) {
        m_trainees->setTrainees({});
    }
    refreshProgress();
    emit databaseChanged();
    if (hadTrainee && m_currentTraineeId == 0) {
        emit currentTraineeChanged();
    }
    return m_store.isOpen();
}

QString AppController::currentTraineeName() const {
    const int row = m_trainees->indexOf(m_currentTraineeId);
    return row < 0 ? QString() : m_trainees->trainees().at(row).name;
}

void AppController::setCurrentTraineeId(qint64 traineeId) {
    if (traineeId == m_currentTraineeId) {
        return;
    }
    if (traineeId != 0 && m_trainees->indexOf(traineeId) < 0) {
        setLastError(tr("There is no trainee with id %1.").arg(traineeId));
        return;
    }
    // A lesson in play belongs to the trainee who started it.
    const bool dropped = dropTable();
    m_currentTraineeId = traineeId;
    if (traineeId != 0 && m_store.isOpen()) {
        // Attempts a crash left in progress stay visible, as abandoned. Only
        // this trainee's, now that they are here: another station using the
        // same database may have a lesson in play for someone else.
        m_store.abandonUnfinishedAttempts(traineeId);
    }
    refreshProgress();
    emit currentTraineeChanged();
    if (dropped) {
        emit tableChanged();
    }
}

bool AppController::createTrainee(const QString &name) {
    if (!m_store.isOpen()) {
        setLastError(tr("Trainees cannot be added: the progress database is not open."));
        return false;
    }
    const auto id = m_store.createTrainee(name);
    if (!id) {
        setLastError(m_store.lastError());
        return false;
    }
    reloadTrainees();
    setLastError({});
    setCurrentTraineeId(*id);
    return true;
}

TableController *AppController::startLesson(const QString &lessonId, const QString &mode) {
    const dt::lessons::Lesson *lesson = catalog().find(lessonId);
    if (lesson == nullptr) {
        setLastError(tr("There is no lesson %1.").arg(lessonId));
        return nullptr;
    }
    if (lesson->isDrill()) {
        setLastError(tr("%1 is a payout drill, not a table lesson.").arg(lessonId));
        return nullptr;
    }
    if (lesson->isSpotTheError()) {
        setLastError(tr("%1 is a spot-the-error exercise, not a table lesson.").arg(lessonId));
        return nullptr;
    }
    if (!checkAttempt(mode, tr("lesson"))) {
        return nullptr;
    }
    dropTable();
    const auto attemptId = m_store.startAttempt(m_currentTraineeId, lesson->id, lesson->title, mode,
                                                static_cast<qint64>(lesson->scenario.seed));
    if (!attemptId) {
        setLastError(m_store.lastError());
        emit tableChanged();
        return nullptr;
    }
    auto *table = new TableController(*lesson, &m_store, m_currentTraineeId, *attemptId,
                                      &m_regulations, mode, this);
    adoptTable(table);
    return table;
}

void AppController::adoptTable(TableController *table) {
    // Owned here, never by the JavaScript garbage collector.
    QQmlEngine::setObjectOwnership(table, QQmlEngine::CppOwnership);
    connect(table, &TableController::attemptEnded, this, &AppController::refreshProgress);
    m_table = table;
    setLastError({});
    refreshProgress();
    emit tableChanged();
}

TableController *AppController::openExamTable(const dt::lessons::Lesson &lesson, qint64 traineeId,
                                              qint64 attemptId) {
    dropTable();
    auto *table = new TableController(lesson, &m_store, traineeId, attemptId, &m_regulations,
                                      QString(dt::storage::kModeExam), this);
    m_tableIsExam = true;
    adoptTable(table);
    return table;
}

SpotTheErrorController *AppController::openExamSpot(const dt::lessons::Lesson &lesson,
                                                    qint64 attemptId) {
    if (dropTable()) {
        emit tableChanged();
    }
    closeSpotTheError();
    auto *spot = new SpotTheErrorController(lesson, &m_store, attemptId, &m_regulations,
                                            QString(dt::storage::kModeExam), this);
    m_spotIsExam = true;
    adoptSpot(spot);
    return spot;
}

void AppController::detachExamScenario() {
    if (m_tableIsExam && dropTable()) {
        emit tableChanged();
    }
    if (m_spotIsExam) {
        closeSpotTheError();
    }
}

AttemptReplay *AppController::openReplay(qint64 attemptId) {
    closeReplay();
    if (!m_store.isOpen()) {
        setLastError(tr("Attempts cannot be replayed: the progress database is not open."));
        return nullptr;
    }
    const auto attempts = m_store.attempts(m_currentTraineeId);
    const auto attempt = std::find_if(attempts.cbegin(), attempts.cend(),
                                      [attemptId](const auto &a) { return a.id == attemptId; });
    if (attempt == attempts.cend()) {
        setLastError(tr("Attempt %1 is not one of the current trainee's.").arg(attemptId));
        return nullptr;
    }
    return showReplay(*attempt, m_store.actions(attemptId));
}

AttemptReplay *AppController::showReplay(const dt::storage::AttemptRecord &attempt,
                                         QList<dt::storage::GradedActionRecord> actions) {
    closeReplay();
    const dt::lessons::Lesson *installed = catalog().find(attempt.lessonId);
    if (installed == nullptr) {
        setLastError(tr("Attempt %1 cannot be replayed: its lesson %2 is no longer installed.")
                         .arg(attempt.id)
                         .arg(attempt.lessonId));
        return nullptr;
    }
    if (installed->isDrill() || installed->isSpotTheError()) {
        // Their graded actions are answers (a payout, a rule named), not
        // actions at a table that could be dealt again.
        setLastError(
            tr("Attempt %1 cannot be replayed on the table: it is a %2, whose answers "
               "are listed with their grades in its results.")
                .arg(attempt.id)
                .arg(installed->isDrill() ? tr("payout drill") : tr("spot-the-error exercise")));
        return nullptr;
    }
    // The shoe the attempt was dealt: an exam's scenario has the exam's seed.
    dt::lessons::Lesson lesson = *installed;
    lesson.scenario.seed = static_cast<std::uint64_t>(attempt.seed);
    m_replay = new AttemptReplay(lesson, attempt, std::move(actions), &m_regulations, this);
    QQmlEngine::setObjectOwnership(m_replay, QQmlEngine::CppOwnership);
    setLastError({});
    emit replayChanged();
    return m_replay;
}

void AppController::closeReplay() {
    if (m_replay) {
        m_replay->deleteLater();
        m_replay = nullptr;
        emit replayChanged();
    }
}

bool AppController::isDrill(const QString &lessonId) {
    const dt::lessons::Lesson *lesson = catalog().find(lessonId);
    return lesson != nullptr && lesson->isDrill();
}

DrillController *AppController::startDrill(const QString &lessonId, const QString &mode) {
    const dt::lessons::Lesson *lesson = catalog().find(lessonId);
    if (lesson == nullptr || !lesson->isDrill()) {
        setLastError(tr("There is no payout drill %1.").arg(lessonId));
        return nullptr;
    }
    if (!checkAttempt(mode, tr("drill"))) {
        return nullptr;
    }
    closeDrill();
    // A drill's fixed seed gives the same payouts every time; without one,
    // each attempt has new payouts (the seed is stored with the attempt).
    const quint64 seed = lesson->drill->seed.value_or(
        static_cast<quint64>(QDateTime::currentMSecsSinceEpoch()) & 0x7fffffffffffULL);
    const QString storedMode = mode == dt::storage::kModeExam ? QString(dt::storage::kModeExam)
                                                              : QString(dt::storage::kModeDrill);
    const auto attemptId = m_store.startAttempt(m_currentTraineeId, lesson->id, lesson->title,
                                                storedMode, static_cast<qint64>(seed));
    if (!attemptId) {
        setLastError(m_store.lastError());
        return nullptr;
    }
    auto *drill = new DrillController(*lesson, &m_store, *attemptId, mode, seed, this);
    QQmlEngine::setObjectOwnership(drill, QQmlEngine::CppOwnership);
    connect(drill, &DrillController::attemptEnded, this, &AppController::refreshProgress);
    m_drill = drill;
    setLastError({});
    refreshProgress();
    emit drillChanged();
    return drill;
}

void AppController::closeDrill() {
    if (!m_drill) {
        return;
    }
    DrillController *drill = m_drill;
    m_drill.clear();
    drill->disconnect(this);
    drill->abandon();
    drill->deleteLater();
    refreshProgress();
    emit drillChanged();
}

bool AppController::isSpotTheError(const QString &lessonId) {
    const dt::lessons::Lesson *lesson = catalog().find(lessonId);
    return lesson != nullptr && lesson->isSpotTheError();
}

SpotTheErrorController *AppController::startSpotTheError(const QString &lessonId,
                                                         const QString &mode) {
    const dt::lessons::Lesson *lesson = catalog().find(lessonId);
    if (lesson == nullptr || !lesson->isSpotTheError()) {
        setLastError(tr("There is no spot-the-error exercise %1.").arg(lessonId));
        return nullptr;
    }
    if (!checkAttempt(mode, tr("exercise"))) {
        return nullptr;
    }
    closeSpotTheError();
    const auto attemptId = m_store.startAttempt(m_currentTraineeId, lesson->id, lesson->title, mode,
                                                static_cast<qint64>(lesson->scenario.seed));
    if (!attemptId) {
        setLastError(m_store.lastError());
        return nullptr;
    }
    auto *spot =
        new SpotTheErrorController(*lesson, &m_store, *attemptId, &m_regulations, mode, this);
    adoptSpot(spot);
    return spot;
}

void AppController::adoptSpot(SpotTheErrorController *spot) {
    QQmlEngine::setObjectOwnership(spot, QQmlEngine::CppOwnership);
    connect(spot, &SpotTheErrorController::attemptEnded, this, &AppController::refreshProgress);
    m_spot = spot;
    setLastError({});
    refreshProgress();
    emit spotChanged();
}

void AppController::closeSpotTheError() {
    if (!m_spot) {
        return;
    }
    SpotTheErrorController *spot = m_spot;
    m_spot.clear();
    spot->disconnect(this);
    // An exam's exercise is ended by its sitting (ExamDesk), never here:
    // put away, it stays in progress and resumes.
    if (!std::exchange(m_spotIsExam, false)) {
        spot->abandon();
    }
    spot->deleteLater();
    refreshProgress();
    emit spotChanged();
}

bool AppController::checkAttempt(const QString &mode, const QString &what) {
    if (mode != dt::storage::kModePractice && mode != dt::storage::kModeExam) {
        setLastError(tr("A %1 is taken in practice or exam mode, not \"%2\".").arg(what, mode));
        return false;
    }
    if (!m_store.isOpen()) {
        setLastError(tr("The %1 cannot start: the progress database is not open.").arg(what));
        return false;
    }
    if (m_currentTraineeId == 0) {
        setLastError(tr("Choose or create a trainee before starting a %1.").arg(what));
        return false;
    }
    return true;
}

void AppController::closeLesson() {
    if (dropTable()) {
        emit tableChanged();
    }
}

bool AppController::dropTable() {
    if (!m_table) {
        return false;
    }
    TableController *table = m_table;
    m_table.clear();
    table->disconnect(this);
    // An exam's scenario is ended by its sitting (ExamDesk), never here: put
    // away, it stays in progress and resumes.
    if (!std::exchange(m_tableIsExam, false)) {
        table->abandon();
    }
    if (table->hasUnsavedWork()) {
        // The store refused some of it (locked): kept, retrying, until saved.
        connect(table, &TableController::attemptEnded, this, &AppController::refreshProgress);
        connect(table, &TableController::storageSettled, table, &QObject::deleteLater);
    } else {
        // QML may still be reading it in the current event: deleted later.
        table->deleteLater();
    }
    refreshProgress();
    return true;
}

void AppController::refreshProgress() {
    // Mastery is read only once its panel has asked (MasteryModel::refresh).
    m_mastery->setTrainee(m_store.isOpen() ? m_currentTraineeId : 0);
    m_mastery->refreshIfLoaded();
    if (!m_store.isOpen() || m_currentTraineeId == 0) {
        m_lessons->setProgress({});
        return;
    }
    m_lessons->setProgress(m_store.lessonProgress(m_currentTraineeId));
}

void AppController::setHighContrast(bool on) {
    if (on == m_highContrast) {
        return;
    }
    m_highContrast = on;
    QSettings().setValue(QLatin1String(kHighContrastKey), on);
    emit highContrastChanged();
}

QString AppController::sectionText(const QString &citation) const {
    return m_regulations.sectionText(citation);
}

bool AppController::exportProgress(const QString &fileOrUrl) {
    if (!m_store.isOpen() || m_currentTraineeId == 0) {
        setLastError(tr("There is no progress to export: no trainee is chosen."));
        return false;
    }
    dt::storage::ProgressTransfer transfer(m_store);
    if (!transfer.exportToFile(m_currentTraineeId, localPath(fileOrUrl))) {
        setLastError(transfer.lastError());
        return false;
    }
    setLastError({});
    return true;
}

QString AppController::importProgress(const QString &fileOrUrl) {
    if (!m_store.isOpen()) {
        setLastError(tr("Progress cannot be imported: the progress database is not open."));
        return {};
    }
    dt::storage::ProgressTransfer transfer(m_store);
    const std::optional<dt::storage::ImportResult> result =
        transfer.importFile(localPath(fileOrUrl));
    if (!result) {
        setLastError(transfer.lastError());
        return {};
    }
    if (result->traineeCreated) {
        reloadTrainees();
    }
    refreshProgress();
    setLastError({});
    emit progressImported();
    return dt::storage::describeImport(*result);
}

void AppController::setLastError(const QString &message) {
    if (message == m_lastError) {
        return;
    }
    m_lastError = message;
    emit lastErrorChanged();
}

void AppController::reloadTrainees() {
    m_trainees->setTrainees(m_store.trainees());
}

} // namespace dt::ui

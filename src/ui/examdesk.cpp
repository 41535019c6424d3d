#include "examdesk.h"

#include "appcontroller.h"
#include "examdraft.h"
#include "localpath.h"
#include "spottheerrorcontroller.h"
#include "tablecontroller.h"

#include <QFile>
#include <QQmlEngine>
#include <QRegularExpression>
#include <algorithm>
#include <lessons/examparser.h>
#include <lessons/examwriter.h>
#include <storage/progressstore.h>
#include <storage/records.h>
#include <storage/resultscsv.h>
#include <storage/roles.h>
#include <storage/timestamps.h>
#include <transcript/scenariohands.h>
#include <transcript/transcriptpdf.h>

namespace dt::ui {

using dt::storage::ExamSitting;

namespace {
// A problem of the exam file as the form numbers its scenarios (from 1):
// "Scenario 4 ($.scenarios[3]): deals the same cards as ...".
QString formProblem(const dt::lessons::LessonProblem &problem) {
    static const QRegularExpression scenario(QStringLiteral(R"(^\$\.scenarios\[(\d+)\])"));
    const QRegularExpressionMatch match = scenario.match(problem.path);
    const QString where =
        match.hasMatch()
            ? QObject::tr("Scenario %1 (%2)").arg(match.captured(1).toInt() + 1).arg(problem.path)
            : problem.path;
    return where + QStringLiteral(": ") + problem.message;
}
} // namespace

ExamDesk::ExamDesk(AppController &app, AccountDesk &accounts, const QString &examsDirectory,
                   const QString &authoredDirectory)
    : QObject(&app)
    , m_app(app)
    , m_accountDesk(accounts)
    , m_accounts(accounts.store())
    , m_sittings(app.store(), m_accounts)
    , m_results(app.store(), m_accounts)
    , m_now(&dt::storage::storageNow)
    , m_examsDirectory(examsDirectory.isEmpty() ? dt::lessons::ExamCatalog::defaultDirectory()
                                                : examsDirectory)
    , m_authoredDirectory(authoredDirectory.isEmpty()
                              ? dt::lessons::ExamCatalog::defaultAuthoredDirectory()
                              : authoredDirectory) {
    connect(&m_accountDesk, &AccountDesk::accountChanged, this, &ExamDesk::followAccount);
    // A new trainee account is one an examiner can unlock an exam for.
    connect(&m_accountDesk, &AccountDesk::accountsChanged, this, &ExamDesk::listsChanged);
}

void ExamDesk::followAccount() {
    const std::optional<qint64> accountId =
        user() ? std::optional<qint64>(user()->accountId()) : std::nullopt;
    if (accountId != m_shownAccountId) {
        m_shownAccountId = accountId;
        closeReview();
        if (m_sitting) {
            // The table or exercise goes; its attempt stays in progress, to be resumed.
            m_app.detachExamScenario();
            leaveSitting();
        }
        // Someone who signs in starts with no error of the one before.
        if (accountId) {
            succeed();
        }
    }
    emit listsChanged();
}

void ExamDesk::loadExams() {
    m_examProblems.clear();
    if (!m_catalog.load(m_examsDirectory, m_app.catalog(), m_authoredDirectory)) {
        QStringList problems;
        for (const auto &problem : m_catalog.problems()) {
            problems.append(problem.text());
        }
        m_examProblems = problems.join(u'\n');
    }
    emit examsChanged();
}

void ExamDesk::setClock(std::function<QDateTime()> now) {
    m_now = now;
    m_sittings.setClock(std::move(now));
}

QString ExamDesk::scenarioKind() const {
    if (!m_sitting) {
        return {};
    }
    if (m_app.examSpot() != nullptr) {
        return QStringLiteral("spot");
    }
    return m_app.examTable() != nullptr ? QStringLiteral("table") : QString();
}

QVariantList ExamDesk::exams() const {
    QVariantList list;
    for (const dt::lessons::ExamDefinition &exam : m_catalog.exams()) {
        list.append(QVariantMap{{QStringLiteral("id"), exam.id},
                                {QStringLiteral("title"), exam.title},
                                {QStringLiteral("description"), exam.description},
                                {QStringLiteral("scenarios"), exam.scenarios.size()},
                                {QStringLiteral("timeLimitMinutes"), exam.timeLimitMinutes},
                                {QStringLiteral("authored"), exam.authored}});
    }
    return list;
}

QVariantList ExamDesk::tableLessons() const {
    QVariantList list;
    const dt::lessons::LessonCatalog &lessons = m_app.catalog();
    for (const dt::lessons::LessonCourse &course : lessons.courses()) {
        for (const QString &id : course.lessonIds) {
            const dt::lessons::Lesson *lesson = lessons.find(id);
            // A table lesson or a spot-the-error exercise: an exam seats no drill.
            if (lesson != nullptr && !lesson->isDrill()) {
                list.append(QVariantMap{{QStringLiteral("id"), id},
                                        {QStringLiteral("title"), lesson->title},
                                        {QStringLiteral("course"), course.title}});
            }
        }
    }
    return list;
}

QVariantList ExamDesk::trainees() const {
    QVariantList list;
    if (!user() || m_accountDesk.role() != dt::storage::roleKey(dt::storage::Role::Examiner)) {
        return list;
    }
    for (const dt::storage::Account &account : m_accounts.traineeAccounts(*user())) {
        list.append(QVariantMap{{QStringLiteral("accountId"), account.id},
                                {QStringLiteral("name"), account.displayName}});
    }
    return list;
}

QVariantMap ExamDesk::sittingMap(const ExamSitting &sitting) {
    return {{QStringLiteral("id"), sitting.id},
            {QStringLiteral("examId"), sitting.examId},
            {QStringLiteral("examTitle"), sitting.examTitle},
            {QStringLiteral("status"), sitting.status},
            {QStringLiteral("scenarios"), sitting.scenarios},
            {QStringLiteral("begun"), sitting.attemptIds.size()},
            {QStringLiteral("timeLimitMinutes"), sitting.timeLimitMinutes},
            {QStringLiteral("unlockedAt"), sitting.unlockedAt},
            {QStringLiteral("startedAt"), sitting.startedAt},
            {QStringLiteral("finishedAt"), sitting.finishedAt},
            {QStringLiteral("deadline"), sitting.deadline()}};
}

QVariantList ExamDesk::openSittings() {
    QVariantList list;
    if (!user() || m_accountDesk.role() != dt::storage::roleKey(dt::storage::Role::Trainee)) {
        return list;
    }
    for (const ExamSitting &sitting : m_sittings.openSittings(*user())) {
        list.append(sittingMap(sitting));
    }
    return list;
}

QVariantList ExamDesk::sittingsToSign() {
    QVariantList list;
    if (!user() || m_accountDesk.role() != dt::storage::roleKey(dt::storage::Role::Examiner)) {
        return list;
    }
    for (const ExamSitting &sitting : m_sittings.sittingsToSign(*user())) {
        list.append(sittingWithTrainee(sitting));
    }
    return list;
}

QVariantMap ExamDesk::sittingWithTrainee(const ExamSitting &sitting) const {
    QVariantMap map = sittingMap(sitting);
    const auto trainee = m_accounts.account(sitting.traineeAccountId);
    map.insert(QStringLiteral("traineeName"), trainee ? trainee->displayName : QString());
    return map;
}

QVariantList ExamDesk::signedResults() const {
    QVariantList list;
    if (!user() || m_accountDesk.role() != dt::storage::roleKey(dt::storage::Role::Examiner)) {
        return list;
    }
    for (const dt::storage::SignedResult &result : m_results.results()) {
        list.append(QVariantMap{{QStringLiteral("id"), result.sittingId},
                                {QStringLiteral("seq"), result.seq},
                                {QStringLiteral("examTitle"), result.examTitle},
                                {QStringLiteral("traineeName"), result.traineeName},
                                {QStringLiteral("examiner"), result.examiner},
                                {QStringLiteral("passed"), result.passed},
                                {QStringLiteral("comment"), result.comment},
                                {QStringLiteral("signedAt"), result.signedAt},
                                {QStringLiteral("scenarios"), result.scenarios}});
    }
    return list;
}

bool ExamDesk::openReview(qint64 sittingId) {
    if (!user()) {
        return fail(tr("Sign in as an examiner to review a result."));
    }
    // The store lets only an account allowed ReviewExam read the attempts.
    const std::optional<dt::storage::SittingReview> found = m_sittings.review(*user(), sittingId);
    if (!found) {
        return fail(m_sittings.lastError());
    }
    const QList<dt::storage::SignedResult> results = m_results.results();
    const auto signedResult =
        std::find_if(results.cbegin(), results.cend(),
                     [sittingId](const auto &result) { return result.sittingId == sittingId; });
    closeReview();
    m_review = new ExamReview(m_app, *found, sittingWithTrainee(found->sitting),
                              signedResult == results.cend()
                                  ? std::nullopt
                                  : std::optional<dt::storage::SignedResult>(*signedResult),
                              this);
    QQmlEngine::setObjectOwnership(m_review, QQmlEngine::CppOwnership);
    emit reviewChanged();
    // Reviewing may have marked a sitting whose time ran out as interrupted.
    emit listsChanged();
    return succeed();
}

void ExamDesk::closeReview() {
    if (m_review) {
        // QML may still be reading it in the current event: deleted later.
        m_review->deleteLater();
        m_review = nullptr;
        emit reviewChanged();
    }
}

std::optional<QList<dt::storage::Transcript>>
ExamDesk::verifiedTranscripts(std::optional<qint64> sittingId, const QString &what) {
    dt::storage::TranscriptReadFailure failure;
    std::optional<QList<dt::storage::Transcript>> transcripts;
    if (sittingId) {
        std::optional<dt::storage::Transcript> one =
            dt::storage::readVerifiedTranscript(m_results, *sittingId, failure);
        if (one) {
            transcripts = QList<dt::storage::Transcript>{*one};
        }
    } else {
        transcripts = dt::storage::readVerifiedTranscripts(m_results, failure);
    }
    if (!transcripts) {
        fail(what + failure.message);
        return std::nullopt;
    }
    // The hands, as the CLI counts them: each scenario replayed on its lesson.
    const dt::lessons::LessonCatalog &catalog = m_app.catalog();
    const dt::transcript::LessonLookup lessonFor =
        [&catalog](const QString &id, QString &error) -> std::optional<dt::lessons::Lesson> {
        if (const dt::lessons::Lesson *lesson = catalog.find(id)) {
            return *lesson;
        }
        error = QStringLiteral("the lesson is not installed");
        return std::nullopt;
    };
    for (dt::storage::Transcript &transcript : *transcripts) {
        dt::transcript::fillHands(transcript, lessonFor);
    }
    return transcripts;
}

bool ExamDesk::saveTranscript(qint64 sittingId, const QString &fileOrUrl) {
    const QString what = tr("The transcript of exam sitting %1 was not saved: ").arg(sittingId);
    if (!user()) {
        return fail(what + tr("sign in as an examiner."));
    }
    // Who may read the result at all is the store's to say (ReviewExam).
    if (!m_sittings.review(*user(), sittingId)) {
        return fail(m_sittings.lastError());
    }
    const auto transcripts = verifiedTranscripts(sittingId, what);
    if (!transcripts) {
        return false;
    }
    QString error;
    if (!dt::transcript::writeTranscriptPdf(transcripts->constFirst(), localPath(fileOrUrl),
                                            error)) {
        return fail(what + error);
    }
    return succeed();
}

bool ExamDesk::exportResults(const QString &fileOrUrl) {
    const QString what = tr("The results were not exported: ");
    if (!user()) {
        return fail(what + tr("sign in as an examiner."));
    }
    if (!m_accounts.authorize(*user(), dt::storage::Permission::ReviewExam)) {
        return fail(what + m_accounts.lastError());
    }
    const auto transcripts = verifiedTranscripts(std::nullopt, what);
    if (!transcripts) {
        return false;
    }
    QString error;
    if (!dt::storage::saveResultsCsv(*transcripts, localPath(fileOrUrl), error)) {
        return fail(what + error);
    }
    return succeed();
}

bool ExamDesk::authorized(dt::storage::Permission permission, const QString &signInFirst) {
    if (!user()) {
        return fail(signInFirst);
    }
    if (!m_accounts.authorize(*user(), permission)) {
        return fail(m_accounts.lastError());
    }
    return true;
}

QVariantMap ExamDesk::examDraft(const QString &examId) {
    if (!authorized(dt::storage::Permission::AuthorExam,
                    tr("Sign in as an examiner to write an exam."))) {
        return {};
    }
    if (examId.isEmpty()) {
        succeed();
        return newExamDraft();
    }
    const dt::lessons::ExamDefinition *exam = m_catalog.find(examId);
    if (exam == nullptr) {
        fail(tr("There is no exam %1.").arg(examId));
        return {};
    }
    if (!exam->authored) {
        fail(tr("The exam %1 is installed with the app and cannot be edited here; start a new "
                "exam instead.")
                 .arg(examId));
        return {};
    }
    succeed();
    return examDraftOf(*exam, m_app.catalog());
}

bool ExamDesk::saveExam(const QVariantMap &draft, const QString &editedId) {
    if (!authorized(dt::storage::Permission::AuthorExam,
                    tr("Sign in as an examiner to write an exam."))) {
        return false;
    }
    ExamFromDraft read = examFromDraft(draft);
    if (!read.exam) {
        return fail(read.error);
    }
    dt::lessons::ExamDefinition &exam = *read.exam;
    const dt::lessons::ExamDefinition *existing = m_catalog.find(exam.id);
    if (editedId.isEmpty()) {
        if (const QString problem = dt::lessons::examIdProblem(exam.id); !problem.isEmpty()) {
            return fail(tr("File name: %1.").arg(problem));
        }
        if (existing != nullptr) {
            return fail(tr("File name: there is already an exam \"%1\" (%2); give this one "
                           "another name.")
                            .arg(exam.id, existing->title));
        }
    } else {
        const dt::lessons::ExamDefinition *edited = m_catalog.find(editedId);
        if (edited == nullptr || !edited->authored) {
            return fail(tr("The exam %1 is not one written on this machine, so it cannot be "
                           "changed here.")
                            .arg(editedId));
        }
        exam.id = editedId;
    }
    const dt::lessons::ExamWriteResult written =
        dt::lessons::writeExamFile(exam, m_authoredDirectory, m_app.catalog());
    if (!written.written()) {
        QStringList problems;
        for (const auto &problem : written.problems) {
            problems.append(formProblem(problem));
        }
        return fail(tr("The exam was not saved: %1").arg(problems.join(QStringLiteral("; "))));
    }
    loadExams();
    return succeed();
}

qint64 ExamDesk::unlock(qint64 traineeAccountId, const QString &examId) {
    if (!user()) {
        fail(tr("Sign in as an examiner to unlock an exam."));
        return 0;
    }
    const dt::lessons::ExamDefinition *exam = m_catalog.find(examId);
    if (exam == nullptr) {
        fail(tr("There is no exam %1.").arg(examId));
        return 0;
    }
    QFile file(exam->filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("The exam file %1 cannot be read: %2").arg(exam->filePath, file.errorString()));
        return 0;
    }
    // The sitting keeps the file as it is now: a later edit changes no sitting.
    const dt::storage::ExamToUnlock toUnlock{
        exam->id, exam->title, QString::fromUtf8(file.readAll()),
        static_cast<int>(exam->scenarios.size()), exam->timeLimitMinutes};
    const auto id = m_sittings.unlock(*user(), traineeAccountId, toUnlock);
    if (!id) {
        fail(m_sittings.lastError());
        return 0;
    }
    emit listsChanged();
    succeed();
    return *id;
}

QObject *ExamDesk::sit(qint64 sittingId) {
    if (!user()) {
        fail(tr("Sign in to sit an exam."));
        return nullptr;
    }
    // Reading the trainee's open sittings marks one whose time ran out while
    // the app was stopped as interrupted (ExamSittingStore): it is not sat again.
    m_sittings.openSittings(*user());
    std::optional<ExamSitting> sitting = m_sittings.sitting(*user(), sittingId);
    if (!sitting) {
        fail(m_sittings.lastError());
        return nullptr;
    }
    if (sitting->status == dt::storage::kSittingInterrupted) {
        fail(tr("The exam \"%1\" is over: its time ran out at %2 and it was marked interrupted.")
                 .arg(sitting->examTitle,
                      sitting->deadline().toLocalTime().toString(QStringLiteral("hh:mm"))));
        emit listsChanged();
        return nullptr;
    }
    // As unlocked: the exam file kept with the sitting, its lessons as installed.
    dt::lessons::ExamLoadResult loaded =
        dt::lessons::parseExam(sitting->examJson.toUtf8(), tr("exam sitting %1").arg(sittingId),
                               sitting->examId, m_app.catalog());
    if (!loaded.exam) {
        QStringList problems;
        for (const auto &problem : loaded.problems) {
            problems.append(problem.text());
        }
        fail(tr("The exam \"%1\" cannot be dealt with the lessons installed: %2")
                 .arg(sitting->examTitle, problems.join(QStringLiteral("; "))));
        return nullptr;
    }
    if (sitting->status == dt::storage::kSittingUnlocked && !m_sittings.start(*user(), sittingId)) {
        fail(m_sittings.lastError());
        return nullptr;
    }
    sitting = m_sittings.sitting(*user(), sittingId);
    if (!sitting || sitting->status != dt::storage::kSittingInProgress) {
        fail(sitting ? tr("The exam \"%1\" is over.").arg(sitting->examTitle)
                     : m_sittings.lastError());
        return nullptr;
    }
    m_sitting = sitting;
    m_exam = std::move(loaded.exam);
    // The last scenario begun resumes if its attempt was cut short.
    const qsizetype begun = sitting->attemptIds.size();
    const bool resume = begun > 0 && m_app.store().attemptStatus(sitting->attemptIds.last()) ==
                                         QString(dt::storage::kStatusInProgress);
    return openScenario(static_cast<int>(resume ? begun - 1 : begun), resume);
}

QObject *ExamDesk::openScenario(int index, bool resume) {
    // Every scenario dealt, or the time is up: nothing more is begun.
    if (index >= m_sitting->scenarios || index >= m_exam->scenarios.size() ||
        m_now() >= m_sitting->deadline()) {
        return finishSitting();
    }
    const dt::lessons::ExamScenario &scenario = m_exam->scenarios.at(index);
    const auto account = m_accountDesk.currentAccount();
    qint64 attemptId = 0;
    if (resume) {
        attemptId = m_sitting->attemptIds.at(index);
    } else {
        const auto begun = m_sittings.beginScenario(
            *user(), m_sitting->id, index, scenario.lesson.id, scenario.lesson.title,
            static_cast<qint64>(scenario.lesson.scenario.seed));
        if (!begun) {
            fail(m_sittings.lastError());
            return nullptr;
        }
        attemptId = *begun;
        m_sitting->attemptIds.append(attemptId);
    }
    m_scenario = index;
    if (scenario.lesson.isSpotTheError()) {
        return openSpotScenario(scenario.lesson, attemptId, resume);
    }
    m_app.detachExamScenario();
    TableController *table = m_app.openExamTable(
        scenario.lesson, account ? account->traineeId.value_or(0) : 0, attemptId);
    if (resume) {
        table->resumeRecorded();
    }
    emit sittingChanged();
    succeed();
    return table;
}

QObject *ExamDesk::openSpotScenario(const dt::lessons::Lesson &lesson, qint64 attemptId,
                                    bool resume) {
    // Dealt on the exam's seed (the exam parser applied it to the lesson).
    SpotTheErrorController *spot = m_app.openExamSpot(lesson, attemptId);
    QString error;
    if (resume && !spot->resumeRecorded(error)) {
        // Its answers do not lead back to where it stopped: the sitting
        // ends interrupted, every answer kept, for the examiner to judge.
        const QString title = m_sitting->examTitle;
        const int number = m_scenario + 1;
        m_app.detachExamScenario();
        const bool interrupted = m_sittings.interrupt(*user(), m_sitting->id);
        const QString why = m_sittings.lastError();
        leaveSitting();
        fail(interrupted ? tr("The exam \"%1\" cannot go on: scenario %2 does not resume (%3). "
                              "It is marked interrupted, every answer kept, for your examiner.")
                               .arg(title)
                               .arg(number)
                               .arg(error)
                         : why);
        return nullptr;
    }
    emit sittingChanged();
    succeed();
    return spot;
}

QObject *ExamDesk::nextScenario() {
    if (!m_sitting) {
        fail(tr("No exam is in play."));
        return nullptr;
    }
    const TableController *table = m_app.examTable();
    const SpotTheErrorController *spot = m_app.examSpot();
    if ((table != nullptr && !table->complete()) || (spot != nullptr && !spot->finished())) {
        fail(tr("Scenario %1 is not complete yet.").arg(m_scenario + 1));
        return nullptr;
    }
    return openScenario(m_scenario + 1, false);
}

bool ExamDesk::endSitting() {
    if (!m_sitting) {
        return fail(tr("No exam is in play."));
    }
    finishSitting();
    return m_lastError.isEmpty();
}

QObject *ExamDesk::finishSitting() {
    // A scenario cut short by the time ends as it is, its actions kept; a
    // lesson's table, should one be in play, is not the exam's to end.
    if (TableController *table = m_app.examTable()) {
        table->abandon();
    }
    if (SpotTheErrorController *spot = m_app.examSpot()) {
        spot->abandon();
    }
    m_app.detachExamScenario();
    const bool finished = m_sittings.finish(*user(), m_sitting->id);
    const QString error = m_sittings.lastError();
    leaveSitting();
    if (finished) {
        succeed();
    } else {
        fail(error);
    }
    return nullptr;
}

void ExamDesk::leaveSitting() {
    m_sitting.reset();
    m_exam.reset();
    m_scenario = 0;
    emit sittingChanged();
    emit listsChanged();
}

bool ExamDesk::sign(qint64 sittingId, bool passed, const QString &comment,
                    const QString &password) {
    if (!user()) {
        return fail(tr("Sign in as an examiner to sign a result."));
    }
    if (!m_results.sign(*user(), password, sittingId, passed, comment)) {
        return fail(m_results.lastError());
    }
    emit listsChanged();
    // The result under review is now signed: read-only.
    if (m_review && m_review->sittingId() == sittingId && !openReview(sittingId)) {
        return false;
    }
    return succeed();
}

} // namespace dt::ui

// MasteryModel (src/ui/masterymodel.h) on a real SQLite store in a temporary
// folder, attempts recorded through ProgressStore as the table and the drill
// record them: one row per skill with its state, the recommendation and its
// reason, the "practise my mistakes" session, and every shipped lesson
// mapped to the skills its reference play exercises (docs/mastery.md).

#include "uitestsupport.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <core/mastery/lesson_skills.h>
#include <memory>
#include <ui/appcontroller.h>
#include <ui/lessonskills.h>
#include <ui/masterymodel.h>
#include <utility>
#include <vector>

using dt::ui::AppController;
using dt::ui::MasteryModel;

namespace {
const QString kBurnLesson = QStringLiteral("blackjack/06-new-dealer-burn");
const QString kFirstLesson = QStringLiteral("blackjack/01-opening-new-table");
const QString kFirstDrill = QStringLiteral("blackjack/drills/26-drill-naturals-3-to-2-one-chip");

dt::storage::GradedActionRecord graded(int seq, const QString &json, bool correct,
                                       const QString &requirement, const QString &severity,
                                       const QDateTime &at) {
    dt::storage::GradedActionRecord record;
    record.seq = seq;
    record.actionJson = json;
    record.verdict =
        correct ? QString(dt::storage::kVerdictCorrect) : QString(dt::storage::kVerdictError);
    record.severity = correct ? QString() : severity;
    record.citation = QStringLiteral("Blackjack §6(c)");
    record.requirement = requirement;
    record.message = QStringLiteral("m");
    record.recordedAt = at;
    return record;
}
} // namespace

class MasteryModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_masterymodel"));
        for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
            QSettings::setPath(format, QSettings::UserScope, m_settingsDir.path());
        }
    }
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_clock = QDateTime(QDate(2026, 1, 5), QTime(9, 0), Qt::UTC);
    }

    // Every shipped lesson exercises some skill, and every requirement its
    // reference play cites belongs to a skill.
    void everyShippedLessonHasSkills() {
        auto app = makeApp();
        QVERIFY(!app->catalog().lessons().isEmpty());
        for (const dt::lessons::Lesson &lesson : app->catalog().lessons()) {
            const auto actions = dt::ui::referencePlay(lesson);
            QVERIFY2(!actions.empty(), qPrintable(lesson.id));
            QVERIFY2(!dt::mastery::skillsExercised(actions).empty(), qPrintable(lesson.id));
            for (const auto &action : actions) {
                QVERIFY2(action.requirement.empty() ||
                             dt::mastery::requirementHasSkill(action.requirement),
                         qPrintable(lesson.id + QLatin1Char(' ') +
                                    QString::fromStdString(action.requirement)));
            }
            const auto has = [&](const char *skill) {
                const auto skills = dt::mastery::skillsExercised(actions);
                return std::find(skills.begin(), skills.end(), skill) != skills.end();
            };
            // The lessons' subjects, from their titles.
            if (lesson.id == kBurnLesson) {
                QVERIFY(has("burn-face-down"));
            }
            if (lesson.id == QStringLiteral("blackjack/15-insurance-and-even-money")) {
                QVERIFY(has("insurance-even-money"));
            }
            if (lesson.isDrill()) {
                QVERIFY(has("pay-quickly"));
                QVERIFY(has("pay-right-odds"));
            }
        }
    }

    // Issue 6: the lessons' skills are computed off the GUI thread, once;
    // the first refresh recommends what the same skills computed on the spot
    // recommend: every skill never practised, each in the first lesson of
    // the course that exercises it (docs/mastery.md, "Practise next").
    void firstRefreshAsIfComputedOnTheSpot() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Ann")));
        std::vector<dt::mastery::CourseLesson> course;
        for (const dt::lessons::Lesson &lesson : app->catalog().lessons()) {
            course.push_back({lesson.id.toStdString(), dt::ui::lessonSkills(lesson), false,
                              app->catalog().courseTitleOf(lesson.id).toStdString()});
        }
        const auto expected = dt::mastery::recommendNext(dt::mastery::evaluateMastery({}), course);
        MasteryModel *mastery = app->mastery();
        mastery->refresh();
        const QVariantList shown = mastery->recommendations();
        QCOMPARE(shown.size(), qsizetype(expected.size()));
        for (qsizetype i = 0; i < shown.size(); ++i) {
            const QVariantMap entry = shown[i].toMap();
            const auto &want = expected[static_cast<std::size_t>(i)];
            QCOMPARE(entry.value(QStringLiteral("lessonId")).toString(),
                     QString::fromStdString(want.lessonId));
            QCOMPARE(entry.value(QStringLiteral("reason")).toString(),
                     QString::fromStdString(want.reason));
        }
    }

    // The skills are played on a worker at idle priority; a thread that
    // asks before it is done plays the lessons not started itself. Either
    // way each lesson has its reference play's skills, and a LessonSkills
    // given a new catalogue, or dropped with its work running, stops cleanly.
    void lessonSkillsSharedWithTheAskingThread() {
        auto app = makeApp();
        const QList<dt::lessons::Lesson> lessons = app->catalog().lessons();
        QVERIFY(lessons.size() > 3);
        dt::ui::LessonSkills skills;
        skills.compute(lessons);
        const dt::ui::LessonSkillMap &map = skills.skills();
        QCOMPARE(map.size(), lessons.size());
        for (const dt::lessons::Lesson &lesson : lessons) {
            QVERIFY2(map.value(lesson.id) == dt::ui::lessonSkills(lesson), qPrintable(lesson.id));
        }
        QCOMPARE(&skills.skills(), &map);

        skills.compute(lessons.mid(0, 3));
        QCOMPARE(skills.skills().size(), qsizetype(3));
        QVERIFY(skills.skills().contains(lessons.at(2).id));
        QVERIFY(!skills.skills().contains(lessons.at(3).id));
        skills.compute(lessons);
    }

    // A drill lesson's skills are read at its own difficulty: lesson 61 pays
    // whole boxes (difficulty 6), more wagers than it has situations.
    void drillLessonPlayedAtItsDifficulty() {
        auto app = makeApp();
        const dt::lessons::Lesson *box = app->catalog().find(
            QStringLiteral("blackjack/drills/61-drill-full-box-several-wagers"));
        QVERIFY(box != nullptr);
        QCOMPARE(box->drill->difficulty, 6);
        QVERIFY(dt::ui::referencePlay(*box).size() > box->drill->situations.size());
    }

    // Nothing read until asked; then every skill not started, the course's
    // first lesson recommended and no mistakes session.
    void emptyHistory() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Ann")));
        MasteryModel *mastery = app->mastery();
        QCOMPARE(mastery->rowCount(), int(dt::mastery::skillCatalogue().size()));
        QVERIFY(!mastery->loaded());
        QVERIFY(mastery->recommendedLessonId().isEmpty());
        mastery->refresh();
        QVERIFY(mastery->loaded());
        for (int row = 0; row < mastery->rowCount(); ++row) {
            QCOMPARE(mastery->index(row).data(MasteryModel::StateRole).toString(),
                     QStringLiteral("not-started"));
        }
        QCOMPARE(mastery->recommendedLessonId(), kFirstLesson);
        QCOMPARE(mastery->recommendationReason(),
                 QStringLiteral("The next Blackjack lesson you have not passed."));
        QVERIFY(!mastery->recommendedTitle().isEmpty());
        QVERIFY(!mastery->mistakesAvailable());
        QVERIFY(
            mastery->mistakesUnavailableReason().contains(QStringLiteral("Play a lesson first")));
        QVERIFY(mastery->startMistakesSession().isEmpty());
        QVERIFY(!mastery->session()->active());
    }

    // Three clean burns: mastered; two exposed burns after: slipping, the
    // burn lesson recommended, and a mistakes session that starts with it.
    void burnMasteredThenSlipping() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Bea")));
        MasteryModel *mastery = app->mastery();
        mastery->refresh();
        for (int i = 0; i < 3; ++i) {
            recordBurn(*app, true);
        }
        // AppController::refreshProgress() keeps a loaded model up to date.
        QSignalSpy summary(mastery, &MasteryModel::summaryChanged);
        app->refreshProgress();
        QCOMPARE(summary.count(), 1);
        const int burnRow = rowOf(*mastery, QStringLiteral("burn-face-down"));
        QVERIFY(burnRow >= 0);
        const auto burn = [&](int role) { return mastery->index(burnRow).data(role); };
        QCOMPARE(burn(MasteryModel::StateRole).toString(), QStringLiteral("mastered"));
        QCOMPARE(burn(MasteryModel::StateLabelRole).toString(), QStringLiteral("Mastered"));
        QCOMPARE(burn(MasteryModel::AttemptsInWindowRole).toInt(), 3);
        QCOMPARE(burn(MasteryModel::AccuracyRole).toDouble(), 1.0);
        QCOMPARE(burn(MasteryModel::NameRole).toString(), QStringLiteral("Burn face down"));
        QCOMPARE(mastery->masteredCount(), 1);
        QVERIFY(!mastery->mistakesAvailable());
        QVERIFY(mastery->mistakesUnavailableReason().contains(QStringLiteral("No mistakes")));

        recordBurn(*app, false);
        recordBurn(*app, false);
        app->refreshProgress();
        // Window: 3 clean + 2 exposed = 3 of 5 correct, below 0.9.
        QCOMPARE(burn(MasteryModel::StateRole).toString(), QStringLiteral("slipping"));
        QCOMPARE(burn(MasteryModel::AccuracyRole).toDouble(), 0.6);
        QCOMPARE(burn(MasteryModel::AttemptsWithErrorsRole).toInt(), 2);
        QCOMPARE(mastery->recommendedLessonId(), kBurnLesson);
        QCOMPARE(
            mastery->recommendationReason(),
            QStringLiteral("\u201cBurn face down\u201d is slipping: 2 of your last 5 attempts had "
                           "errors."));
        QVERIFY(mastery->mistakesAvailable());
        const QVariantList plan = mastery->mistakesPlan();
        QVERIFY(!plan.isEmpty());
        QCOMPARE(plan.front().toMap().value(QStringLiteral("lessonId")).toString(), kBurnLesson);

        QCOMPARE(mastery->startMistakesSession(), kBurnLesson);
        dt::ui::PracticeSession *session = mastery->session();
        QVERIFY(session->active());
        QCOMPARE(session->position(), 1);
        QCOMPARE(session->count(), plan.size());
        QCOMPARE(session->progressText(), QStringLiteral("1 of %1").arg(plan.size()));
        QCOMPARE(session->currentLessonId(), kBurnLesson);
        QVERIFY(session->currentReason().contains(QStringLiteral("Burn face down")));
        // Through to the end: each lesson once, then no session.
        QStringList played{session->currentLessonId()};
        while (session->hasNext()) {
            played << session->advance();
            QCOMPARE(session->position(), played.size());
        }
        QCOMPARE(played.size(), plan.size());
        QCOMPARE(session->advance(), QString());
        QVERIFY(!session->active());
        QCOMPARE(session->progressText(), QString());

        // Another trainee: the session is left.
        QCOMPARE(mastery->startMistakesSession(), kBurnLesson);
        QVERIFY(app->createTrainee(QStringLiteral("Cy")));
        QVERIFY(!session->active());
        QCOMPARE(burn(MasteryModel::StateRole).toString(), QStringLiteral("not-started"));
    }

    // A drill's answers carry their own time against the drill's target.
    void drillTimeAgainstTarget() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Dan")));
        MasteryModel *mastery = app->mastery();
        const dt::lessons::Lesson *drill = app->catalog().find(kFirstDrill);
        QVERIFY(drill != nullptr && drill->isDrill());
        const double target = drill->drill->targetSeconds;
        for (int attempt = 0; attempt < 3; ++attempt) {
            const qint64 id = app->store()
                                  .startAttempt(app->currentTraineeId(), kFirstDrill, drill->title,
                                                QString(dt::storage::kModeDrill), 1)
                                  .value_or(0);
            QVERIFY(id != 0);
            // 3 s, 5 s and 11 s against 6 s: the median 5 s is within the target.
            int seq = 0;
            for (int ms : {3000, 5000, 11000}) {
                const QString json =
                    QStringLiteral(
                        R"({"type":"payout_drill","situation":"natural-3-to-2","wager":"$10.00","paid":"$15.00","ms":%1})")
                        .arg(ms);
                QVERIFY(app->store().recordAction(
                    id, graded(++seq, json, true, QStringLiteral("BJ-SETTLE-03"), {}, tick())));
            }
            QVERIFY(app->store().finishAttempt(id, {3, 0, 1.0, true, 0, 0}));
        }
        mastery->refresh();
        const int quickRow = rowOf(*mastery, QStringLiteral("pay-quickly"));
        const auto quick = [&](int role) { return mastery->index(quickRow).data(role); };
        QCOMPARE(quick(MasteryModel::MedianSecondsRole).toDouble(), 5.0);
        QCOMPARE(quick(MasteryModel::TargetSecondsRole).toDouble(), target);
        QVERIFY(quick(MasteryModel::TimedRole).toBool());
        QVERIFY(quick(MasteryModel::TimeMetRole).toBool());
        QCOMPARE(quick(MasteryModel::StateRole).toString(), QStringLiteral("mastered"));
        QVERIFY(quick(MasteryModel::SummaryRole).toString().contains(QStringLiteral("target")));
    }

    // A box of several wagers (difficulty 6) is timed once, by its last
    // wager: the clock ran from the box's start (docs/lesson-format.md).
    void boxOfWagersIsTimedOnce() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Bo")));
        MasteryModel *mastery = app->mastery();
        const dt::lessons::Lesson *drill = app->catalog().find(kFirstDrill);
        QVERIFY(drill != nullptr && drill->isDrill());
        for (int attempt = 0; attempt < 3; ++attempt) {
            const qint64 id = app->store()
                                  .startAttempt(app->currentTraineeId(), kFirstDrill, drill->title,
                                                QString(dt::storage::kModeDrill), 1)
                                  .value_or(0);
            QVERIFY(id != 0);
            // Box 1 took 9 s (its first wager paid at 4 s), box 2 took 8 s:
            // the median box is 8.5 s; the four wagers' median would be 6 s.
            int seq = 0;
            for (const auto &[question, ms] :
                 std::vector<std::pair<int, int>>{{1, 4000}, {1, 9000}, {2, 2000}, {2, 8000}}) {
                const QString json =
                    QStringLiteral(
                        R"({"type":"payout_drill","situation":"natural-3-to-2","wager":"$10.00","paid":"$15.00","ms":%1,"question":%2})")
                        .arg(ms)
                        .arg(question);
                QVERIFY(app->store().recordAction(
                    id, graded(++seq, json, true, QStringLiteral("BJ-SETTLE-03"), {}, tick())));
            }
            QVERIFY(app->store().finishAttempt(id, {4, 0, 1.0, true, 0, 0}));
        }
        mastery->refresh();
        const int quickRow = rowOf(*mastery, QStringLiteral("pay-quickly"));
        QCOMPARE(mastery->index(quickRow).data(MasteryModel::MedianSecondsRole).toDouble(), 8.5);
    }

    // A table action's JSON gives its kind and wager; its time is the gap
    // since the previous action (the first: since the attempt started).
    void tableActionsAreRead() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Eve")));
        const qint64 id =
            app->store()
                .startAttempt(app->currentTraineeId(), kBurnLesson, QStringLiteral("T"),
                              QString(dt::storage::kModePractice), 1)
                .value_or(0);
        QVERIFY(app->store().recordAction(
            id,
            graded(
                1,
                QStringLiteral(
                    R"({"action":"collect","seat":1,"hand":1,"wager":"insurance","amount":"$5.00"})"),
                false, QStringLiteral("BJ-SETTLE-06"), QStringLiteral("payout"), QDateTime())));
        QVERIFY(app->store().finishAttempt(id, {1, 1, 0.0, false, 0, 1}));
        const auto history = app->store().traineeHistory(app->currentTraineeId(), 10);
        QCOMPARE(history.size(), 1);
        const auto inputs = app->mastery()->attemptInputs(history);
        QCOMPARE(inputs.size(), std::size_t(1));
        QCOMPARE(inputs[0].actions.size(), std::size_t(1));
        const auto &action = inputs[0].actions[0];
        QCOMPARE(QString::fromStdString(action.actionKind), QStringLiteral("collect"));
        QCOMPARE(QString::fromStdString(action.wager), QStringLiteral("insurance"));
        QCOMPARE(QString::fromStdString(action.severity), QStringLiteral("payout"));
        QVERIFY(!action.correct);
        QVERIFY(action.secondsTaken >= 0.0);
        QCOMPARE(action.targetSeconds, 0.0);
        QVERIFY(inputs[0].completed);
    }

private:
    std::unique_ptr<AppController> makeApp() {
        return std::make_unique<AppController>(m_dir->filePath(QStringLiteral("progress.sqlite")),
                                               dt::uitest::lessonsDirectory());
    }
    QDateTime tick() {
        m_clock = m_clock.addSecs(2);
        return m_clock;
    }
    // One attempt at the burn lesson: the burn face down (right) or face up
    // (an integrity error, Blackjack §6(c), BJ-SHUF-10).
    void recordBurn(AppController &app, bool faceDown) {
        const qint64 id =
            app.store()
                .startAttempt(app.currentTraineeId(), kBurnLesson, QStringLiteral("T"),
                              QString(dt::storage::kModePractice), 1)
                .value_or(0);
        QVERIFY(id != 0);
        const QString json = QStringLiteral(R"({"action":"burn_card","face":"%1"})")
                                 .arg(faceDown ? QStringLiteral("down") : QStringLiteral("up"));
        QVERIFY(app.store().recordAction(id, graded(1, json, faceDown, QStringLiteral("BJ-SHUF-10"),
                                                    QStringLiteral("integrity"), tick())));
        QVERIFY(app.store().finishAttempt(
            id, {1, faceDown ? 0 : 1, faceDown ? 1.0 : 0.0, faceDown, faceDown ? 0 : 1, 0}));
    }
    static int rowOf(const MasteryModel &model, const QString &skillId) {
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row).data(MasteryModel::SkillIdRole).toString() == skillId) {
                return row;
            }
        }
        return -1;
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    QTemporaryDir m_settingsDir;
    QDateTime m_clock;
};

QTEST_MAIN(MasteryModelTest)
#include "tst_masterymodel.moc"

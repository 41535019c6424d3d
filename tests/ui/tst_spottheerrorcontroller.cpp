// SpotTheErrorController (src/ui/spottheerrorcontroller.h): a shipped
// spot-the-error lesson played through the adapter as QML plays it. The
// simulated dealer's actions reach the table the examinee watches; a stop
// right after an injected error opens the question; every graded answer is
// stored at once as a graded action of the attempt, and the summary at the
// end; in an exam nothing is shown until the results.

#include "uitestsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <core/spot_the_error.h>
#include <memory>
#include <ui/appcontroller.h>
#include <ui/spottheerrorcontroller.h>
#include <ui/tablecontroller.h>

using dt::ui::AppController;
using dt::ui::SpotTheErrorController;

namespace {

// Every shipped spot-the-error lesson, for the tests that hold for each.
QStringList spotLessons(AppController &app) {
    QStringList ids;
    for (const auto &lesson : app.catalog().lessons()) {
        if (lesson.isSpotTheError()) {
            ids.append(lesson.id);
        }
    }
    return ids;
}

// The dealer's action numbers at which the lesson injects its errors.
QList<int> injectedSteps(const dt::lessons::Lesson &lesson) {
    QList<int> steps;
    for (const auto &error : lesson.spotTheError->errors) {
        steps.append(error.step);
    }
    return steps;
}

// The right remedy of the open question: the one the regulation expects
// right after the error, as the core's plan has it.
int rightRemedy(const SpotTheErrorController &spot, const dt::lessons::Lesson &lesson,
                int errorIndex) {
    const dt::SpotTheErrorPlan plan(lesson.scenario, dt::refereeFor(lesson.scenario),
                                    *lesson.spotTheError);
    const auto &remedy = plan.remedies().at(static_cast<std::size_t>(errorIndex));
    return remedy ? static_cast<int>(
                        spot.remedyChoices().indexOf(QString::fromStdString(remedy->description)))
                  : -1;
}

QString brokenRule(const dt::lessons::Lesson &lesson, int errorIndex) {
    const dt::SpotTheErrorPlan plan(lesson.scenario, dt::refereeFor(lesson.scenario),
                                    *lesson.spotTheError);
    for (const auto &step : plan.steps()) {
        if (step.injectedError && static_cast<int>(*step.injectedError) == errorIndex) {
            return QString::fromStdString(step.verdict.rule.citation.text());
        }
    }
    return {};
}

} // namespace

class SpotTheErrorControllerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_spottheerrorcontroller"));
        for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
            QSettings::setPath(format, QSettings::UserScope, m_settingsDir.path());
        }
    }
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    // The app routes an exercise to its own controller, never to a table.
    void theAppStartsAnExercise() {
        auto app = makeApp();
        const QStringList ids = spotLessons(*app);
        QVERIFY2(!ids.isEmpty(), "the shipped lessons hold spot-the-error exercises");
        QVERIFY(app->isSpotTheError(ids.first()));
        QVERIFY(!app->isSpotTheError(QStringLiteral("blackjack/01-opening-new-table")));
        // The lesson list marks it (SPOT THE ERROR).
        QCOMPARE(app->lessons()
                     ->index(app->lessons()->indexOf(ids.first()))
                     .data(dt::ui::LessonListModel::KindRole)
                     .toString(),
                 QStringLiteral("spot"));
        QVERIFY(app->startSpotTheError(ids.first()) == nullptr);
        QVERIFY(app->lastError().contains(QStringLiteral("trainee")));
        QVERIFY(app->createTrainee(QStringLiteral("Sam")));
        QVERIFY(app->startLesson(ids.first()) == nullptr);
        QVERIFY(app->lastError().contains(QStringLiteral("spot-the-error")));
        QVERIFY(app->startSpotTheError(QStringLiteral("blackjack/01-opening-new-table")) ==
                nullptr);
        QVERIFY(app->startSpotTheError(ids.first(), QStringLiteral("drill")) == nullptr);
        QVERIFY(app->lastError().contains(QStringLiteral("practice or exam")));
        SpotTheErrorController *spot = app->startSpotTheError(ids.first());
        QVERIFY(spot != nullptr);
        QCOMPARE(app->spot(), spot);
        QVERIFY(spot->length() > 0);
        QCOMPARE(spot->shown(), 0);
        QVERIFY(!spot->regulationTitle().isEmpty());
        app->closeSpotTheError();
        QVERIFY(app->spot() == nullptr);
        // Left before the end: abandoned, kept.
        const auto attempts = app->store().attempts(app->currentTraineeId());
        QCOMPARE(attempts.size(), qsizetype(1));
        QCOMPARE(attempts.first().status, QString(dt::storage::kStatusAbandoned));
    }

    // Each shipped exercise played by a perfect examinee: stopped at once at
    // each error, the rule as the referee cites it, the right remedy; the
    // table shows every dealer action; passed, each answer stored.
    void aPerfectExamineePasses() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Sam")));
        for (const QString &id : spotLessons(*app)) {
            const dt::lessons::Lesson &lesson = *app->catalog().find(id);
            SpotTheErrorController *spot = app->startSpotTheError(id);
            QVERIFY2(spot != nullptr, qPrintable(app->lastError()));
            const QList<int> steps = injectedSteps(lesson);
            while (spot->next()) {
                QVERIFY(!spot->lastAction().isEmpty());
                const int error = static_cast<int>(steps.indexOf(spot->shown()));
                if (error < 0) {
                    continue;
                }
                const QVariantMap stop = spot->stop();
                QVERIFY2(stop.value(QStringLiteral("correct")).toBool(), qPrintable(id));
                QVERIFY(spot->awaitsAnswer());
                QVERIFY(!spot->next()); // the dealer waits for the answer
                const int remedy = rightRemedy(*spot, lesson, error);
                QVERIFY2(remedy >= 0, qPrintable(id));
                const QVariantList answers = spot->answer(brokenRule(lesson, error), remedy);
                QCOMPARE(answers.size(), qsizetype(2));
                for (const QVariant &answer : answers) {
                    QVERIFY2(
                        answer.toMap().value(QStringLiteral("correct")).toBool(),
                        qPrintable(answer.toMap().value(QStringLiteral("explanation")).toString()));
                }
                // Practice shows the stop and its two answers.
                QCOMPARE(spot->lastEntries().size(), qsizetype(3));
            }
            QVERIFY(spot->playedOut());
            QCOMPARE(spot->table()->complete(), true);
            spot->finish();
            QVERIFY(spot->finished());
            const QVariantMap summary = spot->summary();
            QVERIFY2(summary.value(QStringLiteral("passed")).toBool(), qPrintable(id));
            QCOMPARE(summary.value(QStringLiteral("caught")).toInt(), steps.size());
            const auto attempt = app->store().attempts(app->currentTraineeId(), id).first();
            QCOMPARE(attempt.status, QString(dt::storage::kStatusCompleted));
            QVERIFY(attempt.summary.passed);
            const auto stored = app->store().actions(attempt.id);
            QCOMPARE(stored.size(), qsizetype(3 * steps.size()));
            for (const auto &record : stored) {
                QCOMPARE(record.verdict, QString(dt::storage::kVerdictCorrect));
                const QJsonObject answer =
                    QJsonDocument::fromJson(record.actionJson.toUtf8()).object();
                QVERIFY2(answer.contains(QStringLiteral("answer")), qPrintable(record.actionJson));
            }
        }
    }

    // A stop where the dealer was right is an error, stored at once; an
    // error let pass is graded missed once the dealer goes on; the summary
    // fails.
    void falseStopsAndMissedErrorsAreGraded() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Sam")));
        const QString id = spotLessons(*app).first();
        const dt::lessons::Lesson &lesson = *app->catalog().find(id);
        const QList<int> steps = injectedSteps(lesson);
        QVERIFY(steps.first() > 1);
        SpotTheErrorController *spot = app->startSpotTheError(id);
        QVERIFY(spot->stop().isEmpty()); // nothing shown yet
        QVERIFY(spot->next());
        const QVariantMap falseStop = spot->stop();
        QCOMPARE(falseStop.value(QStringLiteral("kind")).toString(), QStringLiteral("false_stop"));
        QVERIFY(!falseStop.value(QStringLiteral("correct")).toBool());
        QVERIFY(!spot->awaitsAnswer());
        QCOMPARE(app->store().actions(spot->attemptId()).size(), qsizetype(1));

        while (spot->next()) {
        }
        spot->finish();
        const QVariantMap summary = spot->summary();
        QCOMPARE(summary.value(QStringLiteral("falseStops")).toInt(), 1);
        QCOMPARE(summary.value(QStringLiteral("missed")).toInt(), steps.size());
        QVERIFY(!summary.value(QStringLiteral("passed")).toBool());
        bool missedListed = false;
        for (const QVariant &entry : spot->entries()) {
            missedListed = missedListed ||
                           entry.toMap().value(QStringLiteral("kind")) == QStringLiteral("missed");
        }
        QVERIFY(missedListed);
        const auto attempt = app->store().attempts(app->currentTraineeId(), id).first();
        QVERIFY(!attempt.summary.passed);
        QCOMPARE(attempt.summary.errors, attempt.summary.actions);
    }

    // The dealer deals by itself on a timer, stops at the end, and a stop
    // pauses it.
    void theDealerPlaysOnATimer() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Sam")));
        SpotTheErrorController *spot = app->startSpotTheError(spotLessons(*app).first());
        spot->setInterval(10);
        QCOMPARE(spot->interval(), 250); // a fast dealer, not a blur
        spot->setPlaying(true);
        QVERIFY(spot->playing());
        QTRY_VERIFY_WITH_TIMEOUT(spot->shown() >= 2, 5000);
        spot->stop();
        QVERIFY(!spot->playing());
    }

    // An exam shows nothing: no grade at a stop or an answer, no feedback;
    // the results hold everything.
    void anExamShowsNothingUntilTheEnd() {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Sam")));
        const QString id = spotLessons(*app).first();
        const dt::lessons::Lesson &lesson = *app->catalog().find(id);
        SpotTheErrorController *spot = app->startSpotTheError(id, QStringLiteral("exam"));
        QVERIFY(spot->exam());
        const int first = injectedSteps(lesson).first();
        while (spot->shown() < first && spot->next()) {
        }
        const QVariantMap stop = spot->stop();
        QVERIFY(!stop.contains(QStringLiteral("correct")));
        QVERIFY(stop.value(QStringLiteral("awaitsAnswer")).toBool());
        QVERIFY(spot->answer(QStringLiteral("§1"), 0).isEmpty());
        QVERIFY(spot->lastEntries().isEmpty());
        QCOMPARE(spot->entries().size(), qsizetype(3));
    }

private:
    std::unique_ptr<AppController> makeApp() {
        return std::make_unique<AppController>(m_dir->filePath(QStringLiteral("progress.sqlite")),
                                               dt::uitest::lessonsDirectory());
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(SpotTheErrorControllerTest)

#include "tst_spottheerrorcontroller.moc"

// The exam desk (docs/exams.md) end to end on a real database: an examiner
// unlocking the shipped table test for a trainee signed in on the account
// desk (tst_accountdesk.cpp), the trainee sitting it scenario by scenario in
// exam mode, a crash in the middle resumed where it stopped, the time limit,
// and the examiner's signature into the chain of results.
#include "accountsupport.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <core/referee_for.h>
#include <core/spot_the_error_plan.h>
#include <lessons/examcatalog.h>
#include <storage/resultchain.h>
#include <storage/resultscsv.h>
#include <storage/transcript.h>
#include <support/rawconnection.h>
#include <transcript/scenariohands.h>
#include <ui/appcontroller.h>
#include <ui/attemptreplay.h>
#include <ui/examdesk.h>
#include <ui/examreview.h>
#include <ui/spottheerrorcontroller.h>
#include <ui/tablecontroller.h>

using dt::ui::AccountDesk;
using dt::ui::AppController;
using dt::ui::ExamDesk;
using dt::ui::SpotTheErrorController;
using dt::ui::TableController;

namespace {

const QString kTableTest = QStringLiteral("blackjack/table-test");
// A table lesson, then two spot-the-error exercises (exams/blackjack/).
const QString kSupervisorTest = QStringLiteral("blackjack/supervisor-test");

// The rule an injected error breaks and its remedy, as the core plans them.
struct RightAnswer {
    QString rule;
    QString remedy;
};

RightAnswer rightAnswer(const dt::lessons::Lesson &lesson, std::size_t error) {
    const dt::SpotTheErrorPlan plan(lesson.scenario, dt::refereeFor(lesson.scenario),
                                    *lesson.spotTheError);
    const int step = lesson.spotTheError->errors.at(error).step;
    const dt::DealerStep &broken = plan.steps().at(static_cast<std::size_t>(step - 1));
    return {QString::fromStdString(broken.verdict.rule.citation.text()),
            QString::fromStdString(plan.remedies().at(error)->description)};
}

int remedyIndex(const SpotTheErrorController &spot, const QString &remedy) {
    return static_cast<int>(spot.remedyChoices().indexOf(remedy));
}

// Shows the dealer's actions until `shown` of them are.
void stepTo(SpotTheErrorController &spot, int shown) {
    while (spot.shown() < shown && spot.next()) {
    }
}

} // namespace

class ExamDeskTest : public QObject, protected dt::uitest::DeskFixture {
    Q_OBJECT

    // The exam's scenario as the sitting deals it (its seed applied).
    static dt::lessons::Lesson scenarioLesson(AppController &app, int index,
                                              const QString &examId = kTableTest) {
        dt::lessons::ExamCatalog exams;
        exams.load(QStringLiteral(DT_TEST_EXAMS_DIR), app.catalog());
        return exams.find(examId)->scenarios.at(index).lesson;
    }

    // The table of a table scenario the desk put in play (ExamDesk::sit).
    static TableController *tableOf(QObject *scenario) {
        return qobject_cast<TableController *>(scenario);
    }
    // The exercise of a spot-the-error scenario the desk put in play.
    static SpotTheErrorController *spotOf(QObject *scenario) {
        return qobject_cast<SpotTheErrorController *>(scenario);
    }

    static QVariantMap nextExpected(const TableController &table) {
        const auto expected = table.session().expected();
        return expected.empty() ? QVariantMap()
                                : dt::ui::toVariantMap(dt::toFlat(expected.front().action));
    }

    QString authoredDirectory() const { return m_dir->filePath(QStringLiteral("authored")); }

    static QVariantMap examListed(const ExamDesk &desk, const QString &id) {
        for (const QVariant &exam : desk.exams()) {
            if (exam.toMap().value(QStringLiteral("id")) == id) {
                return exam.toMap();
            }
        }
        return {};
    }

    // A new exam's draft as an examiner fills the form in: two table
    // lessons of different courses, one on its own shoe.
    static QVariantMap nightShiftDraft(ExamDesk &desk) {
        QVariantMap draft = desk.examDraft(QString());
        draft.insert(QStringLiteral("id"), QStringLiteral("school/night-shift"));
        draft.insert(QStringLiteral("title"), QStringLiteral("Night shift"));
        draft.insert(QStringLiteral("description"), QStringLiteral("Blackjack, then baccarat."));
        draft.insert(QStringLiteral("timeLimitMinutes"), QStringLiteral("40"));
        draft.insert(QStringLiteral("minimumAccuracyPercent"), QStringLiteral("92.5"));
        draft.insert(QStringLiteral("minimumHandsPerHour"), QStringLiteral("120"));
        QVariantList scenarios;
        QStringList games;
        for (const QVariant &lesson : desk.tableLessons()) {
            const QVariantMap map = lesson.toMap();
            const QString game = map.value(QStringLiteral("id")).toString().section(u'/', 0, 0);
            if (!games.contains(game)) {
                games.append(game);
                scenarios.append(
                    QVariantMap{{QStringLiteral("lesson"), map.value(QStringLiteral("id"))},
                                {QStringLiteral("title"), map.value(QStringLiteral("title"))},
                                {QStringLiteral("seed"),
                                 scenarios.isEmpty() ? QStringLiteral("4242") : QString()}});
            }
        }
        draft.insert(QStringLiteral("scenarios"), scenarios);
        return draft;
    }

    qint64 unlockForTina(AppController &app, const QString &examId = kTableTest) {
        ExamDesk &desk = *app.exams();
        AccountDesk &accounts = *app.accounts();
        if (!accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password"))) {
            return 0;
        }
        const QVariantList trainees = desk.trainees();
        if (trainees.size() != 1) {
            return 0;
        }
        const qint64 id = desk.unlock(
            trainees.constFirst().toMap().value(QStringLiteral("accountId")).toLongLong(), examId);
        accounts.signOut();
        return id;
    }

    // Eve finds one sitting to sign, of `status`.
    static void expectOneToSign(AppController &app, const QString &status) {
        ExamDesk &desk = *app.exams();
        QVERIFY(app.accounts()->signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        const QVariantList toSign = desk.sittingsToSign();
        QCOMPARE(toSign.size(), 1);
        QCOMPARE(toSign.constFirst().toMap().value(QStringLiteral("status")), QVariant(status));
    }

    // Plays the table's reference actions from its next expected one,
    // `count` of them (all when negative).
    static void play(TableController &table, int count = -1) {
        for (int i = 0; (count < 0 || i < count) && !table.complete(); ++i) {
            const QVariantMap action = nextExpected(table);
            QVERIFY(!action.isEmpty());
            table.perform(action);
        }
    }

    // Tina's sitting of the supervisor test, its table scenario dealt: the
    // first exercise in play (null on failure); `sittingId` set.
    SpotTheErrorController *sitToTheFirstExercise(AppController &app, qint64 &sittingId) {
        dt::uitest::setUpAccounts(app);
        ExamDesk &desk = *app.exams();
        AccountDesk &accounts = *app.accounts();
        sittingId = unlockForTina(app, kSupervisorTest);
        if (sittingId == 0 ||
            !accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"))) {
            return nullptr;
        }
        TableController *table = tableOf(desk.sit(sittingId));
        if (table == nullptr) {
            return nullptr;
        }
        play(*table);
        return spotOf(desk.nextScenario());
    }

    // Tina's sitting of the table test, unlocked by Eve, begun: its first
    // scenario's table (null on failure); `sittingId` set.
    TableController *sitTheTableTest(AppController &app, qint64 &sittingId) {
        dt::uitest::setUpAccounts(app);
        sittingId = unlockForTina(app);
        if (sittingId == 0 ||
            !app.accounts()->signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"))) {
            return nullptr;
        }
        return tableOf(app.exams()->sit(sittingId));
    }

    // Tina's sitting of the table test played to its end with the
    // reference actions (every one correct); its id, Tina signed out.
    qint64 sitTheWholeExam(AppController &app) {
        dt::uitest::setUpAccounts(app);
        ExamDesk &desk = *app.exams();
        AccountDesk &accounts = *app.accounts();
        const qint64 sittingId = unlockForTina(app);
        if (sittingId == 0 ||
            !accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"))) {
            return 0;
        }
        for (TableController *table = tableOf(desk.sit(sittingId)); table != nullptr;
             table = tableOf(desk.nextScenario())) {
            play(*table);
        }
        accounts.signOut();
        return desk.lastError().isEmpty() ? sittingId : 0;
    }

private slots:
    void initTestCase() { setUpRun(QStringLiteral("tst_ui_examdesk")); }

    void init() {
        setUpCase();
        // The exams written in the app go to this run's folder.
        qputenv("DT_AUTHORED_EXAMS_DIR", authoredDirectory().toUtf8());
    }

    void theShippedExamsAreListed() {
        auto app = makeApp();
        QVERIFY2(app->exams()->examProblems().isEmpty(), qPrintable(app->exams()->examProblems()));
        const QVariantList exams = app->exams()->exams();
        QVERIFY(!exams.isEmpty());
        QStringList ids;
        for (const QVariant &exam : exams) {
            ids.append(exam.toMap().value(QStringLiteral("id")).toString());
        }
        QVERIFY(ids.contains(kTableTest));
    }

    // Issue 8: an examiner unlocks, the trainee sits it in exam mode, a
    // crash resumes it where it stopped, the examiner signs the result.
    void anExamFromUnlockToSignature() {
        qint64 sittingId = 0;
        qint64 firstAttempt = 0;
        int playedBeforeTheCrash = 0;
        {
            auto app = makeApp();
            dt::uitest::setUpAccounts(*app);
            ExamDesk &desk = *app->exams();
            AccountDesk &accounts = *app->accounts();
            sittingId = unlockForTina(*app);
            QVERIFY2(sittingId > 0, qPrintable(desk.lastError()));

            // Nobody else sits it, and a trainee unlocks nothing.
            QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
            QVERIFY(desk.sit(sittingId) == nullptr);
            QVERIFY(desk.lastError().contains(QStringLiteral("may not take an exam")));
            QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
            QCOMPARE(app->currentTraineeName(), QStringLiteral("Tina"));
            QCOMPARE(desk.unlock(1, kTableTest), 0);
            QVERIFY(desk.lastError().contains(QStringLiteral("may not unlock an exam")));

            const QVariantList open = desk.openSittings();
            QCOMPARE(open.size(), 1);
            QCOMPARE(open.constFirst().toMap().value(QStringLiteral("status")),
                     QVariant(QStringLiteral("unlocked")));
            TableController *table = tableOf(desk.sit(sittingId));
            QVERIFY2(table, qPrintable(desk.lastError()));
            QCOMPARE(app->table(), table);
            QVERIFY(table->exam());
            QVERIFY(table->hint().isEmpty()); // no help in an exam
            QCOMPARE(desk.scenario(), 0);
            QCOMPARE(desk.scenarios(), 4);
            QCOMPARE(desk.deadline(), m_clock.addSecs(30 * 60));
            QCOMPARE(table->lessonId(), scenarioLesson(*app, 0).id);
            // The sitting deals the exam's seed, not the lesson's.
            QCOMPARE(table->session().scenario().seed, scenarioLesson(*app, 0).scenario.seed);
            QVERIFY(desk.nextScenario() == nullptr); // not complete yet
            QVERIFY(desk.lastError().contains(QStringLiteral("not complete")));

            playedBeforeTheCrash = 9;
            play(*table, playedBeforeTheCrash);
            firstAttempt = table->attemptId();
            // The app stops here, as in a crash or a power cut.
        }
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(!accounts.needsAdministrator());
        QCOMPARE(app->store().attemptStatus(firstAttempt),
                 std::optional<QString>(QStringLiteral("in_progress")));
        m_clock = m_clock.addSecs(5 * 60);
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        // Opening Tina's profile did not abandon the exam's scenario.
        QCOMPARE(app->store().attemptStatus(firstAttempt),
                 std::optional<QString>(QStringLiteral("in_progress")));
        const QVariantList open = desk.openSittings();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.constFirst().toMap().value(QStringLiteral("begun")).toInt(), 1);
        TableController *table = tableOf(desk.sit(sittingId));
        QVERIFY2(table, qPrintable(desk.lastError()));
        QCOMPARE(table->attemptId(), firstAttempt);
        QCOMPARE(desk.scenario(), 0);
        // Where it stopped: the next expected action is the reference's next.
        const QList<QVariantMap> reference = dt::uitest::autoplayActions(scenarioLesson(*app, 0));
        QCOMPARE(nextExpected(*table), reference.at(playedBeforeTheCrash));
        play(*table);
        QVERIFY(table->complete());
        QCOMPARE(app->store().actions(firstAttempt).size(), reference.size());

        for (int scenario = 1; scenario < 4; ++scenario) {
            table = tableOf(desk.nextScenario());
            QVERIFY2(table, qPrintable(desk.lastError()));
            QCOMPARE(desk.scenario(), scenario);
            QVERIFY(table->exam());
            play(*table);
            QVERIFY(table->complete());
        }
        QVERIFY(desk.nextScenario() == nullptr); // the last: the sitting is over
        QVERIFY2(desk.lastError().isEmpty(), qPrintable(desk.lastError()));
        QCOMPARE(desk.sittingId(), 0);
        QVERIFY(desk.openSittings().isEmpty());
        QVERIFY(desk.sit(sittingId) == nullptr); // never sat again

        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        const QVariantList toSign = desk.sittingsToSign();
        QCOMPARE(toSign.size(), 1);
        const QVariantMap over = toSign.constFirst().toMap();
        QCOMPARE(over.value(QStringLiteral("id")).toLongLong(), sittingId);
        QCOMPARE(over.value(QStringLiteral("traineeName")), QVariant(QStringLiteral("Tina")));
        QCOMPARE(over.value(QStringLiteral("status")), QVariant(QStringLiteral("completed")));
        QCOMPARE(over.value(QStringLiteral("begun")).toInt(), 4);
        QVERIFY(!desk.sign(sittingId, true, QStringLiteral("Clean"), QStringLiteral("wrong")));
        QVERIFY(desk.sign(sittingId, true, QStringLiteral("Clean, steady pace."),
                          QStringLiteral("eve-password")));
        QVERIFY(desk.sittingsToSign().isEmpty());

        dt::storage::AccountStore accountStore(app->store());
        const dt::storage::ResultChain chain(app->store(), accountStore);
        const auto verification = chain.verify();
        QVERIFY(verification && verification->intact());
        QCOMPARE(verification->results, 1);
        QCOMPARE(chain.results().constFirst().traineeName, QStringLiteral("Tina"));
    }

    // Only an examiner writes an exam, checked by the desk against the
    // account's role, whatever the screen shows.
    void aTraineeMayNotWriteAnExam() {
        auto app = makeApp();
        dt::uitest::setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        const QVariantMap draft = nightShiftDraft(desk);
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(desk.examDraft(QString()).isEmpty());
        QCOMPARE(desk.lastError(),
                 QStringLiteral("Trainee \"tina\" may not write or edit an exam"));
        QVERIFY(!desk.saveExam(draft, QString()));
        QCOMPARE(desk.lastError(),
                 QStringLiteral("Trainee \"tina\" may not write or edit an exam"));
        QVERIFY(accounts.signIn(QStringLiteral("admin"), QStringLiteral("admin-secret")));
        QVERIFY(!desk.saveExam(draft, QString()));
        accounts.signOut();
        QVERIFY(!desk.saveExam(draft, QString()));
        QVERIFY(!QFileInfo::exists(authoredDirectory()));
        QVERIFY(examListed(desk, QStringLiteral("school/night-shift")).isEmpty());
    }

    // An examiner writes an exam in the app: it is listed at once, can be
    // unlocked and sat, and edited; installed exams stay as they are.
    void anAuthoredExamCanBeUnlockedAtOnce() {
        auto app = makeApp();
        dt::uitest::setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QSignalSpy examsChanged(&desk, &ExamDesk::examsChanged);
        QVariantMap draft = nightShiftDraft(desk);
        const QVariantList scenarios = draft.value(QStringLiteral("scenarios")).toList();
        QVERIFY2(scenarios.size() >= 2, "a course of another game to pick from");
        QVERIFY2(desk.saveExam(draft, QString()), qPrintable(desk.lastError()));
        QCOMPARE(examsChanged.size(), 1);
        QVERIFY(
            QFileInfo::exists(authoredDirectory() + QStringLiteral("/school/night-shift.json")));
        const QVariantMap listed = examListed(desk, QStringLiteral("school/night-shift"));
        QCOMPARE(listed.value(QStringLiteral("title")), QStringLiteral("Night shift"));
        QVERIFY(listed.value(QStringLiteral("authored")).toBool());
        QCOMPARE(listed.value(QStringLiteral("scenarios")).toInt(), scenarios.size());
        QVERIFY(!examListed(desk, kTableTest).value(QStringLiteral("authored")).toBool());

        // As saved, ready to edit.
        QVariantMap reopened = desk.examDraft(QStringLiteral("school/night-shift"));
        QCOMPARE(reopened.value(QStringLiteral("minimumAccuracyPercent")), QStringLiteral("92.5"));
        QCOMPARE(reopened.value(QStringLiteral("minimumHandsPerHour")), QStringLiteral("120"));
        QCOMPARE(reopened.value(QStringLiteral("maximumPayoutErrors")), QStringLiteral("0"));
        const QVariantList reopenedScenarios = reopened.value(QStringLiteral("scenarios")).toList();
        QCOMPARE(reopenedScenarios.size(), scenarios.size());
        QCOMPARE(reopenedScenarios.at(0).toMap().value(QStringLiteral("seed")),
                 QStringLiteral("4242"));
        QCOMPARE(reopenedScenarios.at(1).toMap().value(QStringLiteral("seed")), QString());
        QVERIFY(
            !reopenedScenarios.at(1).toMap().value(QStringLiteral("course")).toString().isEmpty());

        // Unlocked for Tina and sat: the first scenario on the exam's seed.
        const QVariantList trainees = desk.trainees();
        QCOMPARE(trainees.size(), 1);
        const qint64 sittingId = desk.unlock(
            trainees.constFirst().toMap().value(QStringLiteral("accountId")).toLongLong(),
            QStringLiteral("school/night-shift"));
        QVERIFY2(sittingId > 0, qPrintable(desk.lastError()));
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        TableController *table = tableOf(desk.sit(sittingId));
        QVERIFY2(table, qPrintable(desk.lastError()));
        QCOMPARE(desk.sittingTitle(), QStringLiteral("Night shift"));
        QCOMPARE(desk.scenarios(), scenarios.size());
        QCOMPARE(table->session().scenario().seed, 4242u);
        accounts.signOut();

        // Edited: the id stays, the file is replaced.
        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        reopened.insert(QStringLiteral("timeLimitMinutes"), QStringLiteral("25"));
        reopened.insert(QStringLiteral("id"), QStringLiteral("school/renamed"));
        QVERIFY2(desk.saveExam(reopened, QStringLiteral("school/night-shift")),
                 qPrintable(desk.lastError()));
        QCOMPARE(examListed(desk, QStringLiteral("school/night-shift"))
                     .value(QStringLiteral("timeLimitMinutes"))
                     .toInt(),
                 25);
        QVERIFY(examListed(desk, QStringLiteral("school/renamed")).isEmpty());

        // Ids name one exam; installed exams are read-only.
        QVERIFY(!desk.saveExam(draft, QString()));
        QVERIFY2(
            desk.lastError().contains(QStringLiteral("already an exam \"school/night-shift\"")),
            qPrintable(desk.lastError()));
        draft.insert(QStringLiteral("id"), kTableTest);
        QVERIFY(!desk.saveExam(draft, QString()));
        QVERIFY(desk.lastError().contains(QStringLiteral("already an exam")));
        QVERIFY(desk.examDraft(kTableTest).isEmpty());
        QVERIFY(desk.lastError().contains(QStringLiteral("installed")));
        QVERIFY(!desk.saveExam(draft, kTableTest));
        QVERIFY(!QFileInfo::exists(authoredDirectory() + QStringLiteral("/blackjack")));
    }

    // Issue 8, "usable in exams": an exam naming spot-the-error exercises is
    // unlocked and sat; each is seated in exam mode on the exam's seed
    // (no feedback), a caught error answered and a missed one graded; the
    // answers enter the sitting's result, the pass criteria (with the
    // exercise's maximumMissedErrors) and the examiner's review, which lists
    // each answer instead of a table replay.
    void anExamSeatsSpotTheErrorScenarios() {
        auto app = makeApp();
        dt::uitest::setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        const qint64 sittingId = unlockForTina(*app, kSupervisorTest);
        QVERIFY2(sittingId > 0, qPrintable(desk.lastError()));
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        TableController *table = tableOf(desk.sit(sittingId));
        QVERIFY2(table, qPrintable(desk.lastError()));
        QCOMPARE(desk.scenarioKind(), QStringLiteral("table"));
        play(*table);

        // Scenario 2: the burn card shown, on the exam's seed; caught and
        // answered right, nothing said back.
        SpotTheErrorController *spot = spotOf(desk.nextScenario());
        QVERIFY2(spot, qPrintable(desk.lastError()));
        QCOMPARE(desk.scenarioKind(), QStringLiteral("spot"));
        QCOMPARE(app->spot(), spot);
        QCOMPARE(app->examSpot(), spot);
        QVERIFY(spot->exam());
        const dt::lessons::Lesson burn = scenarioLesson(*app, 1, kSupervisorTest);
        QCOMPARE(spot->lessonId(), burn.id);
        QCOMPARE(spot->table()->session().scenario().seed, 72002u);
        QVERIFY(desk.nextScenario() == nullptr); // not finished yet
        QVERIFY(desk.lastError().contains(QStringLiteral("not complete")));
        const int burnError = burn.spotTheError->errors.front().step;
        stepTo(*spot, burnError);
        const QVariantMap stop = spot->stop();
        QCOMPARE(stop, (QVariantMap{{QStringLiteral("awaitsAnswer"), true}})); // no verdict
        const RightAnswer right = rightAnswer(burn, 0);
        QVERIFY(spot->answer(right.rule, remedyIndex(*spot, right.remedy)).isEmpty());
        QVERIFY(spot->lastEntries().isEmpty());
        stepTo(*spot, spot->length());
        spot->finish();

        // Scenario 3: the round with three errors; the first caught with a
        // wrong rule, the second caught, the third (an overpayment) let pass.
        spot = spotOf(desk.nextScenario());
        QVERIFY2(spot, qPrintable(desk.lastError()));
        const dt::lessons::Lesson round = scenarioLesson(*app, 2, kSupervisorTest);
        QCOMPARE(spot->lessonId(), round.id);
        const auto &errors = round.spotTheError->errors;
        QCOMPARE(errors.size(), std::size_t{3});
        stepTo(*spot, errors[0].step);
        QVERIFY(spot->stop().value(QStringLiteral("awaitsAnswer")).toBool());
        const RightAnswer first = rightAnswer(round, 0);
        spot->answer(QStringLiteral("§1"), remedyIndex(*spot, first.remedy));
        stepTo(*spot, errors[1].step);
        QVERIFY(spot->stop().value(QStringLiteral("awaitsAnswer")).toBool());
        const RightAnswer second = rightAnswer(round, 1);
        spot->answer(second.rule, remedyIndex(*spot, second.remedy));
        stepTo(*spot, spot->length());
        spot->finish();
        const qint64 roundAttempt = spot->attemptId();
        QVERIFY(desk.nextScenario() == nullptr); // the last: over
        QVERIFY2(desk.lastError().isEmpty(), qPrintable(desk.lastError()));
        QVERIFY(app->spot() == nullptr);
        QCOMPARE(app->store().attemptStatus(roundAttempt),
                 std::optional<QString>(QStringLiteral("completed")));
        // Stored as graded actions, each answer in its flat form.
        const auto stored = app->store().actions(roundAttempt);
        QCOMPARE(stored.size(), 7); // caught, rule, remedy, caught, rule, remedy, missed
        QCOMPARE(stored.at(6).actionJson,
                 QStringLiteral("{\"answer\":\"missed\",\"step\":%1}").arg(errors[2].step));

        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QVERIFY2(desk.openReview(sittingId), qPrintable(desk.lastError()));
        const dt::ui::ExamReview *review = desk.review();
        const QVariantList scenarios = review->scenarios();
        QCOMPARE(scenarios.size(), 3);
        QCOMPARE(scenarios.at(0).toMap().value(QStringLiteral("kind")), QVariant("table"));
        QVERIFY(scenarios.at(0).toMap().value(QStringLiteral("answers")).toList().isEmpty());
        const QVariantMap burnRow = scenarios.at(1).toMap();
        QCOMPARE(burnRow.value(QStringLiteral("kind")), QVariant("spot"));
        QCOMPARE(burnRow.value(QStringLiteral("errors")).toInt(), 0);
        const QVariantList burnAnswers = burnRow.value(QStringLiteral("answers")).toList();
        QCOMPARE(burnAnswers.size(), 1);
        const QVariantMap caught = burnAnswers.at(0).toMap();
        QCOMPARE(caught.value(QStringLiteral("kind")), QVariant("caught"));
        QCOMPARE(caught.value(QStringLiteral("step")).toInt(), burnError);
        QCOMPARE(caught.value(QStringLiteral("ruleNamed")).toString(), right.rule);
        QCOMPARE(caught.value(QStringLiteral("ruleBroken")).toString(), right.rule);
        QVERIFY(caught.value(QStringLiteral("ruleRight")).toBool());
        QCOMPARE(caught.value(QStringLiteral("remedyChosen")).toString(), right.remedy);
        QCOMPARE(caught.value(QStringLiteral("remedyExpected")).toString(), right.remedy);
        QVERIFY(caught.value(QStringLiteral("remedyRight")).toBool());

        const QVariantList roundAnswers =
            scenarios.at(2).toMap().value(QStringLiteral("answers")).toList();
        QCOMPARE(roundAnswers.size(), 3); // a row per stop or miss
        const QVariantMap wrongRule = roundAnswers.at(0).toMap();
        QCOMPARE(wrongRule.value(QStringLiteral("ruleNamed")).toString(), QStringLiteral("§1"));
        QCOMPARE(wrongRule.value(QStringLiteral("ruleBroken")).toString(), first.rule);
        QVERIFY(!wrongRule.value(QStringLiteral("ruleRight")).toBool());
        QVERIFY(wrongRule.value(QStringLiteral("remedyRight")).toBool());
        QCOMPARE(roundAnswers.at(1).toMap().value(QStringLiteral("kind")), QVariant("caught"));
        const QVariantMap missed = roundAnswers.at(2).toMap();
        QCOMPARE(missed.value(QStringLiteral("kind")), QVariant("missed"));
        QCOMPARE(missed.value(QStringLiteral("step")).toInt(), errors[2].step);
        QVERIFY(!missed.value(QStringLiteral("correct")).toBool());
        QVERIFY(!missed.value(QStringLiteral("answered")).toBool());
        // The overpayment let through is a payout error of the sitting, held
        // to the exam's "exact payouts" as a dealer's own would be.
        QCOMPARE(scenarios.at(2).toMap().value(QStringLiteral("payoutErrors")).toInt(), 1);
        QCOMPARE(scenarios.at(2).toMap().value(QStringLiteral("integrityErrors")).toInt(), 0);
        bool payoutLimitFailed = false;
        for (const QVariant &criterion : review->criteria()) {
            const QVariantMap map = criterion.toMap();
            if (map.value(QStringLiteral("text")).toString() ==
                QStringLiteral("Payout errors at most 0: 1")) {
                payoutLimitFailed = !map.value(QStringLiteral("met")).toBool();
            }
        }
        QVERIFY(payoutLimitFailed);
        // The exercise's own limit: no missed error allowed (lesson 70).
        const QVariantList criteria = review->criteria();
        const QVariantMap roundLimit = criteria.constLast().toMap();
        QCOMPARE(roundLimit.value(QStringLiteral("text")).toString(),
                 QStringLiteral("Scenario 3, errors missed at most 0: 1"));
        QVERIFY(!roundLimit.value(QStringLiteral("met")).toBool());
        QCOMPARE(criteria.at(criteria.size() - 2).toMap().value(QStringLiteral("text")).toString(),
                 QStringLiteral("Scenario 2, errors missed at most 0: 0"));
        QVERIFY(!review->criteriaMet());
        // No table replay of an exercise: its answers are listed.
        QVERIFY(desk.review()->replay(1) == nullptr);

        // Signed into the chain; its transcript shows the scenarios' errors.
        QVERIFY2(desk.sign(sittingId, false, QStringLiteral("One error missed."),
                           QStringLiteral("eve-password")),
                 qPrintable(desk.lastError()));
        dt::storage::AccountStore accountStore(app->store());
        const dt::storage::ResultChain chain(app->store(), accountStore);
        dt::storage::TranscriptReadFailure failure;
        const auto transcript = dt::storage::readVerifiedTranscript(chain, sittingId, failure);
        QVERIFY2(transcript, qPrintable(failure.message));
        QCOMPARE(transcript->scenarios.size(), 3);
        QCOMPARE(transcript->scenarios.at(2).actions.size(), 7);
        QCOMPARE(transcript->total().errors,
                 scenarios.at(2).toMap().value(QStringLiteral("errors")).toInt());
    }

    // Issue 8: a sitting cut short in the middle of a spot-the-error
    // exercise (a question open, then after more dealer actions) resumes
    // where its stored answers left it, recording nothing twice.
    void aSpotScenarioResumesMidExerciseAfterACrash() {
        qint64 sittingId = 0;
        qint64 attempt = 0;
        {
            auto app = makeApp();
            ExamDesk &desk = *app->exams();
            SpotTheErrorController *spot = sitToTheFirstExercise(*app, sittingId);
            QVERIFY2(spot, qPrintable(desk.lastError()));
            stepTo(*spot, spot->length());
            spot->finish(); // the burn error missed
            spot = spotOf(desk.nextScenario());
            QVERIFY(spot);
            const dt::lessons::Lesson round = scenarioLesson(*app, 2, kSupervisorTest);
            stepTo(*spot, round.spotTheError->errors.front().step);
            QVERIFY(spot->stop().value(QStringLiteral("awaitsAnswer")).toBool());
            attempt = spot->attemptId();
            // The app stops here, the question open.
        }
        int shownAtTheAnswer = 0;
        {
            auto app = makeApp();
            ExamDesk &desk = *app->exams();
            AccountDesk &accounts = *app->accounts();
            m_clock = m_clock.addSecs(4 * 60);
            QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
            SpotTheErrorController *spot = spotOf(desk.sit(sittingId));
            QVERIFY2(spot, qPrintable(desk.lastError()));
            QCOMPARE(desk.scenario(), 2);
            QCOMPARE(spot->attemptId(), attempt);
            const dt::lessons::Lesson round = scenarioLesson(*app, 2, kSupervisorTest);
            // The question the stop opened is asked again, the dealer where it was.
            QVERIFY(spot->awaitsAnswer());
            QCOMPARE(spot->shown(), round.spotTheError->errors.front().step);
            QCOMPARE(app->store().actions(attempt).size(), 1);
            const RightAnswer first = rightAnswer(round, 0);
            spot->answer(first.rule, remedyIndex(*spot, first.remedy));
            shownAtTheAnswer = spot->shown();
            QCOMPARE(app->store().actions(attempt).size(), 3);
            spot->next();
            spot->next(); // not graded: shown again after the next crash
            // The app stops here.
        }
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        SpotTheErrorController *spot = spotOf(desk.sit(sittingId));
        QVERIFY2(spot, qPrintable(desk.lastError()));
        QVERIFY(!spot->awaitsAnswer());
        QCOMPARE(spot->shown(), shownAtTheAnswer);
        QVERIFY(!spot->lastAction().isEmpty()); // the table shows the dealer's last action
        stepTo(*spot, spot->length());
        spot->finish();
        QCOMPARE(app->store().actions(attempt).size(), 5); // + the two errors missed
        QVERIFY(desk.nextScenario() == nullptr);
        QVERIFY2(desk.lastError().isEmpty(), qPrintable(desk.lastError()));
    }

    // Issue 8: stored answers that no longer lead back into the exercise
    // cannot be resumed: the sitting is marked interrupted, every answer
    // kept for the examiner, never lost and never sat again.
    void aSpotScenarioThatDoesNotReplayIsMarkedInterrupted() {
        qint64 sittingId = 0;
        qint64 attempt = 0;
        {
            auto app = makeApp();
            SpotTheErrorController *spot = sitToTheFirstExercise(*app, sittingId);
            QVERIFY2(spot, qPrintable(app->exams()->lastError()));
            stepTo(*spot, 2);
            spot->stop(); // late: the burn error was missed at action 2
            attempt = spot->attemptId();
        }
        {
            // The record says the late stop caught the error.
            dt::testsupport::RawConnection raw(m_dir->filePath(QStringLiteral("progress.sqlite")));
            QVERIFY(raw.exec(QStringLiteral("UPDATE graded_actions SET action_json = "
                                            "replace(action_json, '\"late\"', '\"caught\"') "
                                            "WHERE attempt_id = %1")
                                 .arg(attempt)));
        }
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(desk.sit(sittingId) == nullptr);
        QVERIFY2(desk.lastError().contains(QStringLiteral("marked interrupted")),
                 qPrintable(desk.lastError()));
        QVERIFY2(desk.lastError().contains(QStringLiteral("scenario 2 does not resume")),
                 qPrintable(desk.lastError()));
        QVERIFY(app->spot() == nullptr);
        QCOMPARE(desk.sittingId(), 0);
        QCOMPARE(app->store().attemptStatus(attempt),
                 std::optional<QString>(QStringLiteral("abandoned")));
        QCOMPARE(app->store().actions(attempt).size(), 2);
        QVERIFY(desk.openSittings().isEmpty());
        QVERIFY(desk.sit(sittingId) == nullptr);
        expectOneToSign(*app, QStringLiteral("interrupted"));
    }

    // Issue 8: the clock reaching zero (or handing in) during a spot-the-error
    // exercise ends it where it is, as a table scenario's: its attempt closed
    // abandoned with its answers, the sitting over; once the time is up no
    // exercise is begun.
    void theTimeLimitEndsASpotScenario() {
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        qint64 sittingId = 0;
        SpotTheErrorController *spot = sitToTheFirstExercise(*app, sittingId);
        QVERIFY2(spot, qPrintable(desk.lastError()));
        stepTo(*spot, 2);
        spot->stop(); // late, graded and stored
        const qint64 cutShort = spot->attemptId();
        m_clock = m_clock.addSecs(31 * 60);
        QVERIFY(desk.endSitting());
        QVERIFY(app->spot() == nullptr);
        QCOMPARE(desk.scenarioKind(), QString());
        QCOMPARE(app->store().attemptStatus(cutShort),
                 std::optional<QString>(QStringLiteral("abandoned")));
        QCOMPARE(app->store().actions(cutShort).size(), 2); // the error missed, the stop late
        QVERIFY(desk.openSittings().isEmpty());

        // Time up once the table is dealt: the exercise is not begun.
        accounts.signOut();
        const qint64 second = unlockForTina(*app, kSupervisorTest);
        QVERIFY2(second > 0, qPrintable(desk.lastError()));
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        play(*tableOf(desk.sit(second)));
        m_clock = m_clock.addSecs(31 * 60);
        QVERIFY(desk.nextScenario() == nullptr);
        QVERIFY(app->spot() == nullptr);
        QCOMPARE(desk.sittingId(), 0);
    }

    // The authoring form offers the spot-the-error exercises beside the
    // table lessons (an exam seats both), never a payout drill.
    void theExamFormOffersSpotTheErrorExercises() {
        auto app = makeApp();
        bool offered = false;
        for (const QVariant &lesson : app->exams()->tableLessons()) {
            const dt::lessons::Lesson *found =
                app->catalog().find(lesson.toMap().value(QStringLiteral("id")).toString());
            QVERIFY(found != nullptr && !found->isDrill());
            offered = offered || found->isSpotTheError();
        }
        QVERIFY(offered);
    }

    void aDraftThatWouldNotValidateIsRefused() {
        auto app = makeApp();
        dt::uitest::setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        const QVariantMap good = nightShiftDraft(desk);
        const auto refused = [&desk, &good](const QString &key, const QVariant &value) {
            QVariantMap draft = good;
            draft.insert(key, value);
            return desk.saveExam(draft, QString()) ? QString() : desk.lastError();
        };
        QCOMPARE(refused(QStringLiteral("timeLimitMinutes"), QStringLiteral("half an hour")),
                 QStringLiteral("Time limit: \"half an hour\" is not a whole number from 0."));
        QCOMPARE(refused(QStringLiteral("minimumAccuracyPercent"), QStringLiteral("120")),
                 QStringLiteral("Minimum accuracy: 120% is not from 0 to 100%."));
        QCOMPARE(refused(QStringLiteral("title"), QStringLiteral("  ")),
                 QStringLiteral("Title: an exam needs a title."));
        QVERIFY(refused(QStringLiteral("id"), QStringLiteral("School Test"))
                    .startsWith(QStringLiteral("File name: \"School Test\" is not a file name")));
        QVERIFY(refused(QStringLiteral("timeLimitMinutes"), QStringLiteral("0"))
                    .endsWith(QStringLiteral("$.timeLimitMinutes: must be a whole number of "
                                             "minutes from 1 to 480")));
        QVERIFY(refused(QStringLiteral("scenarios"), QVariantList())
                    .endsWith(QStringLiteral("$.scenarios: must list at least one lesson")));
        QVariantList scenarios = good.value(QStringLiteral("scenarios")).toList();
        QVariantMap first = scenarios.at(0).toMap();
        first.insert(QStringLiteral("seed"), QStringLiteral("-3"));
        scenarios[0] = first;
        QCOMPARE(refused(QStringLiteral("scenarios"), scenarios),
                 QStringLiteral("Scenario 1 (%1): the seed \"-3\" is not a whole number from 0.")
                     .arg(first.value(QStringLiteral("title")).toString()));
        first.insert(QStringLiteral("seed"), QStringLiteral("4242"));
        scenarios[0] = first;
        scenarios.append(first);
        // Numbered as the form numbers them, from 1, and by the file's path.
        QCOMPARE(refused(QStringLiteral("scenarios"), scenarios),
                 QStringLiteral("The exam was not saved: Scenario %1 ($.scenarios[%2]): deals the "
                                "same cards as $.scenarios[0]; give another seed")
                     .arg(scenarios.size())
                     .arg(scenarios.size() - 1));
        QVERIFY(!QFileInfo::exists(authoredDirectory()));
    }

    // The time limit: once it is up, no further scenario is begun; the
    // scenario in play ends as it is and the sitting is over.
    void theTimeLimitEndsTheSitting() {
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        qint64 sittingId = 0;
        TableController *table = sitTheTableTest(*app, sittingId);
        QVERIFY(table);
        play(*table);
        const qint64 firstAttempt = table->attemptId();
        m_clock = m_clock.addSecs(31 * 60);
        QVERIFY(desk.nextScenario() == nullptr);
        QCOMPARE(desk.sittingId(), 0);
        QCOMPARE(app->store().attemptStatus(firstAttempt),
                 std::optional<QString>(QStringLiteral("completed")));

        // Handing in (or the clock reaching zero) in the middle of a scenario.
        accounts.signOut();
        const qint64 second = unlockForTina(*app);
        QVERIFY2(second > 0, qPrintable(desk.lastError()));
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        table = tableOf(desk.sit(second));
        QVERIFY(table);
        play(*table, 3);
        const qint64 cutShort = table->attemptId();
        QVERIFY(desk.endSitting());
        QVERIFY(app->table() == nullptr);
        QCOMPARE(app->store().attemptStatus(cutShort),
                 std::optional<QString>(QStringLiteral("abandoned")));
        QCOMPARE(app->store().actions(cutShort).size(), 3);
        QVERIFY(desk.openSittings().isEmpty());
    }

    // Ending a sitting ends its own scenario's table, never a lesson's that
    // took its place; the scenario it cut short is closed all the same.
    void endingASittingLeavesALessonsTableAlone() {
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        qint64 sittingId = 0;
        TableController *examTable = sitTheTableTest(*app, sittingId);
        QVERIFY(examTable);
        play(*examTable, 3);
        const qint64 cutShort = examTable->attemptId();
        QCOMPARE(app->examTable(), examTable);
        // Another table takes the exam's place (by any path): a practice lesson.
        TableController *lesson =
            app->startLesson(QStringLiteral("blackjack/10-announcing-soft-and-hard-totals"));
        QVERIFY2(lesson, qPrintable(app->lastError()));
        QVERIFY(app->examTable() == nullptr);
        QVERIFY(desk.endSitting());
        QCOMPARE(app->table(), lesson);
        QVERIFY(!lesson->abandoned());
        QCOMPARE(app->store().attemptStatus(lesson->attemptId()),
                 std::optional<QString>(QStringLiteral("in_progress")));
        QCOMPARE(app->store().attemptStatus(cutShort),
                 std::optional<QString>(QStringLiteral("abandoned")));
        QCOMPARE(app->store().actions(cutShort).size(), 3);
    }

    // Signing out on the account desk puts the sitting in play away as it
    // is (its table gone, its attempt in progress) to resume at the next
    // sign-in, and closes an examiner's review: the exam desk follows
    // accountChanged.
    void signingOutLeavesTheSittingToResume() {
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        qint64 sittingId = 0;
        TableController *table = sitTheTableTest(*app, sittingId);
        QVERIFY2(table, qPrintable(desk.lastError()));
        play(*table, 4);
        const qint64 attemptId = table->attemptId();
        QSignalSpy sittingChanged(&desk, &ExamDesk::sittingChanged);
        QSignalSpy listsChanged(&desk, &ExamDesk::listsChanged);

        accounts.signOut();
        QVERIFY(sittingChanged.count() >= 1);
        QVERIFY(listsChanged.count() >= 1);
        QCOMPARE(desk.sittingId(), 0);
        QVERIFY(desk.scenarioKind().isEmpty());
        QVERIFY(app->examTable() == nullptr);
        QVERIFY(app->table() == nullptr);
        QCOMPARE(app->store().attemptStatus(attemptId),
                 std::optional<QString>(QStringLiteral("in_progress")));
        QVERIFY(desk.openSittings().isEmpty()); // nobody signed in

        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        table = tableOf(desk.sit(sittingId));
        QVERIFY2(table, qPrintable(desk.lastError()));
        QCOMPARE(table->attemptId(), attemptId);
        QCOMPARE(app->store().actions(attemptId).size(), 4);
        play(*table);
        QVERIFY(desk.endSitting());

        // Eve's review goes when she signs out; her error goes when Tina signs in.
        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QVERIFY2(desk.openReview(sittingId), qPrintable(desk.lastError()));
        QVERIFY(desk.review() != nullptr);
        QVERIFY(!desk.openReview(sittingId + 100));
        QVERIFY(!desk.lastError().isEmpty());
        QVERIFY(desk.review() != nullptr);
        accounts.signOut();
        QVERIFY(desk.review() == nullptr);
        QVERIFY(!desk.lastError().isEmpty()); // still said after signing out
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(desk.lastError().isEmpty());
    }

    // Issue 8: a sitting whose time ran out while the app was stopped is
    // interrupted (never completed) when the trainee comes back to it.
    void aSittingWhoseTimeRanOutIsInterruptedNotCompleted() {
        qint64 sittingId = 0;
        qint64 cutShort = 0;
        {
            auto app = makeApp();
            dt::uitest::setUpAccounts(*app);
            ExamDesk &desk = *app->exams();
            AccountDesk &accounts = *app->accounts();
            sittingId = unlockForTina(*app);
            QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
            TableController *table = tableOf(desk.sit(sittingId));
            QVERIFY(table);
            play(*table, 4);
            cutShort = table->attemptId();
            // The app stops here.
        }
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        m_clock = m_clock.addSecs(31 * 60);
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(desk.sit(sittingId) == nullptr);
        QVERIFY2(desk.lastError().contains(QStringLiteral("its time ran out")),
                 qPrintable(desk.lastError()));
        QCOMPARE(desk.sittingId(), 0);
        QVERIFY(app->table() == nullptr);
        QCOMPARE(app->store().attemptStatus(cutShort),
                 std::optional<QString>(QStringLiteral("abandoned")));
        expectOneToSign(*app, QStringLiteral("interrupted"));
    }

    // Issue 8: the examiner reviews the result before signing: the sitting,
    // a row per scenario, the total against the exam's pass criteria, each
    // scenario replayed on the table; then signs it, and it reads back
    // signed, read-only. Only an examiner may open it.
    void anExaminerReviewsThenSigns() {
        auto app = makeApp();
        const qint64 sittingId = sitTheWholeExam(*app);
        QVERIFY(sittingId > 0);
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(!desk.openReview(sittingId));
        QCOMPARE(desk.lastError(), QStringLiteral("Cannot review exam sitting %1: Trainee \"tina\" "
                                                  "may not review an exam result")
                                       .arg(sittingId));
        QVERIFY(desk.review() == nullptr);

        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QVERIFY2(desk.openReview(sittingId), qPrintable(desk.lastError()));
        const dt::ui::ExamReview *review = desk.review();
        QVERIFY(review);
        QVERIFY(!review->isSigned());
        QCOMPARE(review->sitting().value(QStringLiteral("traineeName")),
                 QVariant(QStringLiteral("Tina")));
        QCOMPARE(review->sitting().value(QStringLiteral("status")),
                 QVariant(QStringLiteral("completed")));
        const QVariantList scenarios = review->scenarios();
        QCOMPARE(scenarios.size(), 4);
        int actions = 0;
        for (int i = 0; i < scenarios.size(); ++i) {
            const QVariantMap row = scenarios.at(i).toMap();
            const dt::lessons::Lesson lesson = scenarioLesson(*app, i);
            QCOMPARE(row.value(QStringLiteral("number")).toInt(), i + 1);
            QCOMPARE(row.value(QStringLiteral("lessonId")).toString(), lesson.id);
            QCOMPARE(row.value(QStringLiteral("status")), QVariant(QStringLiteral("completed")));
            QCOMPARE(row.value(QStringLiteral("actions")).toInt(),
                     int(dt::uitest::autoplayActions(lesson).size()));
            QCOMPARE(row.value(QStringLiteral("errors")).toInt(), 0);
            QVERIFY(row.value(QStringLiteral("hands")).toInt() > 0);
            actions += row.value(QStringLiteral("actions")).toInt();
        }
        QCOMPARE(review->total().value(QStringLiteral("actions")).toInt(), actions);
        QCOMPARE(review->total().value(QStringLiteral("accuracy")).toDouble(), 1.0);
        QVERIFY2(review->criteriaProblem().isEmpty(), qPrintable(review->criteriaProblem()));
        // Every scenario dealt, accuracy, integrity and payout errors.
        QCOMPARE(review->criteria().size(), 4);
        QVERIFY(review->criteriaMet());

        // Scenario 3 on the table, step by step: dealt from the exam's seed,
        // every replayed action graded as it was.
        dt::ui::AttemptReplay *replay = desk.review()->replay(2);
        QVERIFY2(replay, qPrintable(app->lastError()));
        QCOMPARE(app->replay(), replay);
        QCOMPARE(replay->length(),
                 scenarios.at(2).toMap().value(QStringLiteral("actions")).toInt());
        QCOMPARE(replay->table()->session().scenario().seed, scenarioLesson(*app, 2).scenario.seed);
        replay->last();
        QVERIFY(!replay->diverged());
        QVERIFY(replay->table()->complete());
        app->closeReplay();

        QVERIFY(
            desk.sign(sittingId, true, QStringLiteral("Clean."), QStringLiteral("eve-password")));
        review = desk.review();
        QVERIFY(review && review->isSigned());
        QCOMPARE(review->signature().value(QStringLiteral("passed")), QVariant(true));
        QCOMPARE(review->signature().value(QStringLiteral("comment")),
                 QVariant(QStringLiteral("Clean.")));
        QVERIFY(desk.sittingsToSign().isEmpty());
        const QVariantList signedResults = desk.signedResults();
        QCOMPARE(signedResults.size(), 1);
        QCOMPARE(signedResults.constFirst().toMap().value(QStringLiteral("id")).toLongLong(),
                 sittingId);
        // Signed results open again, read-only.
        desk.closeReview();
        QVERIFY(desk.review() == nullptr);
        QVERIFY(desk.openReview(sittingId));
        QVERIFY(desk.review()->isSigned());
        accounts.signOut();
        QVERIFY(desk.review() == nullptr);
    }

    // Issue 8: the transcript and the results, from the app, by the code the
    // CLI uses; what stops them is said.
    void theTranscriptAndTheResultsAreSavedAsTheCliSavesThem() {
        auto app = makeApp();
        const qint64 sittingId = sitTheWholeExam(*app);
        QVERIFY(sittingId > 0);
        ExamDesk &desk = *app->exams();
        AccountDesk &accounts = *app->accounts();
        QVERIFY(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        const QString pdf = m_dir->filePath(QStringLiteral("transcript.pdf"));
        QVERIFY(!desk.saveTranscript(sittingId, pdf)); // not signed yet
        QVERIFY2(desk.lastError().contains(QStringLiteral("has no signed result")),
                 qPrintable(desk.lastError()));
        QVERIFY(desk.sign(sittingId, false, QStringLiteral("Too slow."),
                          QStringLiteral("eve-password")));

        QVERIFY2(desk.saveTranscript(sittingId, QUrl::fromLocalFile(pdf).toString()),
                 qPrintable(desk.lastError()));
        QFile written(pdf);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.read(5) == "%PDF-");
        const QString csv = m_dir->filePath(QStringLiteral("results.csv"));
        QVERIFY2(desk.exportResults(csv), qPrintable(desk.lastError()));
        // The CLI's bytes: the verified transcripts, hands counted on the lessons.
        dt::storage::AccountStore accountStore(app->store());
        const dt::storage::ResultChain chain(app->store(), accountStore);
        dt::storage::TranscriptReadFailure failure;
        auto transcripts = dt::storage::readVerifiedTranscripts(chain, failure);
        QVERIFY(transcripts);
        for (dt::storage::Transcript &transcript : *transcripts) {
            QVERIFY(dt::transcript::fillHands(transcript, [&app](const QString &id, QString &) {
                        return std::optional<dt::lessons::Lesson>(*app->catalog().find(id));
                    }).isEmpty());
        }
        QFile exported(csv);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QCOMPARE(exported.readAll(), dt::storage::writeResultsCsv(*transcripts));

        // A file that cannot be written is named.
        const QString nowhere = m_dir->filePath(QStringLiteral("no-such-folder/results.csv"));
        QVERIFY(!desk.exportResults(nowhere));
        QVERIFY2(desk.lastError().contains(nowhere + QStringLiteral(": cannot be written")),
                 qPrintable(desk.lastError()));
        // A chain edited outside the app gives neither.
        {
            dt::testsupport::RawConnection raw(app->store().path());
            QVERIFY(raw.exec(QStringLiteral("UPDATE exam_results SET record_json = "
                                            "replace(record_json, '\"fail\"', '\"pass\"')")));
        }
        QVERIFY(!desk.saveTranscript(sittingId, pdf));
        QVERIFY2(desk.lastError().contains(QStringLiteral("does not verify")),
                 qPrintable(desk.lastError()));
        QVERIFY(!desk.exportResults(csv));
        QVERIFY(desk.lastError().contains(QStringLiteral("result 1 was edited outside the app")));
        // And only an examiner exports.
        QVERIFY(accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(!desk.exportResults(csv));
        QVERIFY(desk.lastError().contains(QStringLiteral("may not review")));
    }
};

QTEST_MAIN(ExamDeskTest)
#include "tst_examdesk.moc"

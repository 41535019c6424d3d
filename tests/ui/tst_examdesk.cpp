// The exam desk (docs/exams.md) end to end on a real database: the first
// administrator, accounts, an examiner unlocking the shipped table test, the
// trainee sitting it scenario by scenario in exam mode, a crash in the
// middle resumed where it stopped, the time limit, and the examiner's
// signature into the chain of results.
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
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
#include <ui/tablecontroller.h>

using dt::ui::AppController;
using dt::ui::ExamDesk;
using dt::ui::TableController;

namespace {

const QString kTableTest = QStringLiteral("blackjack/table-test");

} // namespace

class ExamDeskTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    std::unique_ptr<QTemporaryDir> m_dir;
    QDateTime m_clock;

    std::unique_ptr<AppController> makeApp() {
        auto app = std::make_unique<AppController>(
            m_dir->filePath(QStringLiteral("progress.sqlite")), dt::uitest::lessonsDirectory(),
            nullptr, QStringLiteral(DT_TEST_EXAMS_DIR));
        app->exams()->setClock([this] { return m_clock; });
        return app;
    }

    // The exam's scenario as the sitting deals it (its seed applied).
    static dt::lessons::Lesson scenarioLesson(const AppController &app, int index) {
        dt::lessons::ExamCatalog exams;
        exams.load(QStringLiteral(DT_TEST_EXAMS_DIR), app.catalog());
        return exams.find(kTableTest)->scenarios.at(index).lesson;
    }

    static QVariantMap nextExpected(const TableController &table) {
        const auto expected = table.session().expected();
        return expected.empty() ? QVariantMap()
                                : dt::ui::toVariantMap(dt::toFlat(expected.front().action));
    }

    // Eve (examiner) and Tina (trainee), made by the first administrator.
    void setUpAccounts(AppController &app) {
        ExamDesk &desk = *app.exams();
        QVERIFY(desk.needsAdministrator());
        QVERIFY2(desk.createAdministrator(QStringLiteral("admin"), QStringLiteral("Ada"),
                                          QStringLiteral("admin-secret")),
                 qPrintable(desk.lastError()));
        QCOMPARE(desk.role(), QStringLiteral("administrator"));
        QVERIFY(!desk.needsAdministrator());
        QVERIFY(desk.createAccount(QStringLiteral("eve"), QStringLiteral("Eve"),
                                   QStringLiteral("examiner"), QStringLiteral("eve-password")));
        QVERIFY(desk.createAccount(QStringLiteral("tina"), QStringLiteral("Tina"),
                                   QStringLiteral("trainee"), QStringLiteral("tina-pass")));
        QVERIFY(!desk.createAccount(QStringLiteral("x"), QStringLiteral("X"),
                                    QStringLiteral("croupier"), QStringLiteral("x-password")));
        QCOMPARE(desk.lastError(), QStringLiteral("There is no role \"croupier\"."));
        // Tina's profile is one of the app's trainees at once.
        QCOMPARE(app.trainees()->trainees().size(), 1);
        desk.signOut();
        QVERIFY(!desk.signedIn());
    }

    QString authoredDirectory() const { return m_dir->filePath(QStringLiteral("authored")); }

    static QVariantMap accountNamed(const ExamDesk &desk, const QString &userName) {
        for (const QVariant &account : desk.accounts()) {
            if (account.toMap().value(QStringLiteral("userName")) == userName) {
                return account.toMap();
            }
        }
        return {};
    }

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

    qint64 unlockForTina(ExamDesk &desk) {
        if (!desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password"))) {
            return 0;
        }
        const QVariantList trainees = desk.trainees();
        if (trainees.size() != 1) {
            return 0;
        }
        const qint64 id = desk.unlock(
            trainees.constFirst().toMap().value(QStringLiteral("accountId")).toLongLong(),
            kTableTest);
        desk.signOut();
        return id;
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

    // Tina's sitting of the table test played to its end with the
    // reference actions (every one correct); its id, Tina signed out.
    qint64 sitTheWholeExam(AppController &app) {
        setUpAccounts(app);
        ExamDesk &desk = *app.exams();
        const qint64 sittingId = unlockForTina(desk);
        if (sittingId == 0 || !desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"))) {
            return 0;
        }
        for (TableController *table = desk.sit(sittingId); table != nullptr;
             table = desk.nextScenario()) {
            play(*table);
        }
        desk.signOut();
        return desk.lastError().isEmpty() ? sittingId : 0;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_examdesk"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_clock = QDateTime(QDate(2026, 11, 27), QTime(9, 0), Qt::UTC);
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
            setUpAccounts(*app);
            ExamDesk &desk = *app->exams();
            sittingId = unlockForTina(desk);
            QVERIFY2(sittingId > 0, qPrintable(desk.lastError()));

            // Nobody else sits it, and a trainee unlocks nothing.
            QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
            QVERIFY(desk.sit(sittingId) == nullptr);
            QVERIFY(desk.lastError().contains(QStringLiteral("may not take an exam")));
            QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
            QCOMPARE(app->currentTraineeName(), QStringLiteral("Tina"));
            QCOMPARE(desk.unlock(1, kTableTest), 0);
            QVERIFY(desk.lastError().contains(QStringLiteral("may not unlock an exam")));

            const QVariantList open = desk.openSittings();
            QCOMPARE(open.size(), 1);
            QCOMPARE(open.constFirst().toMap().value(QStringLiteral("status")),
                     QVariant(QStringLiteral("unlocked")));
            TableController *table = desk.sit(sittingId);
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
        QVERIFY(!desk.needsAdministrator());
        QCOMPARE(app->store().attemptStatus(firstAttempt),
                 std::optional<QString>(QStringLiteral("in_progress")));
        m_clock = m_clock.addSecs(5 * 60);
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        // Opening Tina's profile did not abandon the exam's scenario.
        QCOMPARE(app->store().attemptStatus(firstAttempt),
                 std::optional<QString>(QStringLiteral("in_progress")));
        const QVariantList open = desk.openSittings();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.constFirst().toMap().value(QStringLiteral("begun")).toInt(), 1);
        TableController *table = desk.sit(sittingId);
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
            table = desk.nextScenario();
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

        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
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

        dt::storage::AccountStore accounts(app->store());
        const dt::storage::ResultChain chain(app->store(), accounts);
        const auto verification = chain.verify();
        QVERIFY(verification && verification->intact());
        QCOMPARE(verification->results, 1);
        QCOMPARE(chain.results().constFirst().traineeName, QStringLiteral("Tina"));
    }

    // The time limit: once it is up, no further scenario is begun; the
    // scenario in play ends as it is and the sitting is over.
    // An administrator sees every account and unlocks, resets, disables and
    // enables; the store refuses anyone else. Everyone changes their own.
    void administratorsManageAccounts() {
        auto app = makeApp();
        setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        for (int i = 0; i < dt::storage::AccountStore::kMaxFailedSignIns; ++i) {
            QVERIFY(!desk.signIn(QStringLiteral("tina"), QStringLiteral("wrong-password")));
        }
        QVERIFY(desk.lastError().contains(QStringLiteral("locked")));

        QVERIFY(desk.signIn(QStringLiteral("admin"), QStringLiteral("admin-secret")));
        QCOMPARE(desk.accounts().size(), 3);
        QVariantMap tina = accountNamed(desk, QStringLiteral("tina"));
        QCOMPARE(tina.value(QStringLiteral("role")), QStringLiteral("trainee"));
        QCOMPARE(tina.value(QStringLiteral("displayName")), QStringLiteral("Tina"));
        QCOMPARE(tina.value(QStringLiteral("lockedUntil")).toDateTime(), m_clock.addSecs(15 * 60));
        QVERIFY(accountNamed(desk, QStringLiteral("admin")).value(QStringLiteral("self")).toBool());
        // The sign-ins that succeeded, at the desk's clock; Tina's failed ones are none.
        QCOMPARE(accountNamed(desk, QStringLiteral("admin"))
                     .value(QStringLiteral("lastSignInAt"))
                     .toDateTime(),
                 m_clock);
        QVERIFY(!tina.value(QStringLiteral("lastSignInAt")).toDateTime().isValid());
        const qint64 tinaId = tina.value(QStringLiteral("id")).toLongLong();
        QVERIFY2(desk.unlockAccount(tinaId), qPrintable(desk.lastError()));
        QVERIFY(!accountNamed(desk, QStringLiteral("tina"))
                     .value(QStringLiteral("lockedUntil"))
                     .toDateTime()
                     .isValid());
        QVERIFY(!desk.resetPassword(tinaId, QStringLiteral("short")));
        QVERIFY(desk.lastError().contains(QStringLiteral("fewer than 8 characters")));
        QVERIFY(desk.resetPassword(tinaId, QStringLiteral("tina-new-pass")));
        QVERIFY(desk.setAccountDisabled(tinaId, true));
        QVERIFY(
            accountNamed(desk, QStringLiteral("tina")).value(QStringLiteral("disabled")).toBool());
        // The last administrator who can sign in stays.
        const qint64 adminId =
            accountNamed(desk, QStringLiteral("admin")).value(QStringLiteral("id")).toLongLong();
        QVERIFY(!desk.setAccountDisabled(adminId, true));
        QVERIFY(desk.lastError().contains(QStringLiteral("last administrator")));

        QVERIFY(!desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-new-pass")));
        QVERIFY(desk.lastError().contains(QStringLiteral("disabled")));
        QVERIFY(desk.signIn(QStringLiteral("admin"), QStringLiteral("admin-secret")));
        QVERIFY(desk.setAccountDisabled(tinaId, false));

        // Not an administrator: no accounts listed, every change refused below the screen.
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QVERIFY(desk.accounts().isEmpty());
        QVERIFY(!desk.resetPassword(tinaId, QStringLiteral("eve-knows-it")));
        QCOMPARE(desk.lastError(), QStringLiteral("Examiner \"eve\" may not manage accounts"));
        QVERIFY(!desk.unlockAccount(tinaId));
        QVERIFY(!desk.setAccountDisabled(tinaId, true));

        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-new-pass")));
        QVERIFY(!desk.changePassword(QStringLiteral("tina-pass"), QStringLiteral("tina-third")));
        QVERIFY(desk.lastError().contains(QStringLiteral("the current password is wrong")));
        QVERIFY2(desk.changePassword(QStringLiteral("tina-new-pass"), QStringLiteral("tina-third")),
                 qPrintable(desk.lastError()));
        desk.signOut();
        QVERIFY(!desk.changePassword(QStringLiteral("tina-third"), QStringLiteral("tina-fourth")));
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-third")));
    }

    // Only an examiner writes an exam, checked by the desk against the
    // account's role, whatever the screen shows.
    void aTraineeMayNotWriteAnExam() {
        auto app = makeApp();
        setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        const QVariantMap draft = nightShiftDraft(desk);
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(desk.examDraft(QString()).isEmpty());
        QCOMPARE(desk.lastError(),
                 QStringLiteral("Trainee \"tina\" may not write or edit an exam"));
        QVERIFY(!desk.saveExam(draft, QString()));
        QCOMPARE(desk.lastError(),
                 QStringLiteral("Trainee \"tina\" may not write or edit an exam"));
        QVERIFY(desk.signIn(QStringLiteral("admin"), QStringLiteral("admin-secret")));
        QVERIFY(!desk.saveExam(draft, QString()));
        desk.signOut();
        QVERIFY(!desk.saveExam(draft, QString()));
        QVERIFY(!QFileInfo::exists(authoredDirectory()));
        QVERIFY(examListed(desk, QStringLiteral("school/night-shift")).isEmpty());
    }

    // An examiner writes an exam in the app: it is listed at once, can be
    // unlocked and sat, and edited; installed exams stay as they are.
    void anAuthoredExamCanBeUnlockedAtOnce() {
        auto app = makeApp();
        setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
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
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        TableController *table = desk.sit(sittingId);
        QVERIFY2(table, qPrintable(desk.lastError()));
        QCOMPARE(desk.sittingTitle(), QStringLiteral("Night shift"));
        QCOMPARE(desk.scenarios(), scenarios.size());
        QCOMPARE(table->session().scenario().seed, 4242u);
        desk.signOut();

        // Edited: the id stays, the file is replaced.
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
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

    // What is wrong is said by the field it is in, or by the parser's path.
    // An exam file may deal a spot-the-error exercise (docs/lesson-format.md),
    // but the exam screen seats table scenarios only: such an exam is
    // refused at unlocking, saying which scenario, and the authoring form
    // offers no exercise to pick.
    void anExamWithASpotTheErrorExerciseIsNotUnlocked() {
        const QString spotLesson = QStringLiteral("blackjack/71-spot-the-error-burn-card-exposed");
        QVERIFY(QDir().mkpath(authoredDirectory() + QStringLiteral("/school")));
        QFile file(authoredDirectory() + QStringLiteral("/school/supervisors.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(R"({"title": "Supervisors", "timeLimitMinutes": 20,
            "scenarios": [{"lesson": "blackjack/09-basic-deal-and-settlement"},
                          {"lesson": "%1"}]})")
                       .arg(spotLesson)
                       .toUtf8());
        file.close();
        auto app = makeApp();
        setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QVERIFY(!examListed(desk, QStringLiteral("school/supervisors")).isEmpty());
        const qint64 tina =
            desk.trainees().constFirst().toMap().value(QStringLiteral("accountId")).toLongLong();
        QCOMPARE(desk.unlock(tina, QStringLiteral("school/supervisors")), 0);
        QVERIFY2(desk.lastError().contains(QStringLiteral("scenario 2 (%1)").arg(spotLesson)),
                 qPrintable(desk.lastError()));
        for (const QVariant &lesson : desk.tableLessons()) {
            QVERIFY(lesson.toMap().value(QStringLiteral("id")) != spotLesson);
        }
    }

    void aDraftThatWouldNotValidateIsRefused() {
        auto app = makeApp();
        setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
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

    void theTimeLimitEndsTheSitting() {
        auto app = makeApp();
        setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        const qint64 sittingId = unlockForTina(desk);
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        TableController *table = desk.sit(sittingId);
        QVERIFY(table);
        play(*table);
        const qint64 firstAttempt = table->attemptId();
        m_clock = m_clock.addSecs(31 * 60);
        QVERIFY(desk.nextScenario() == nullptr);
        QCOMPARE(desk.sittingId(), 0);
        QCOMPARE(app->store().attemptStatus(firstAttempt),
                 std::optional<QString>(QStringLiteral("completed")));

        // Handing in (or the clock reaching zero) in the middle of a scenario.
        desk.signOut();
        const qint64 second = unlockForTina(desk);
        QVERIFY2(second > 0, qPrintable(desk.lastError()));
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        table = desk.sit(second);
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
        setUpAccounts(*app);
        ExamDesk &desk = *app->exams();
        const qint64 sittingId = unlockForTina(desk);
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        TableController *examTable = desk.sit(sittingId);
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

    // Issue 8: a sitting whose time ran out while the app was stopped is
    // interrupted (never completed) when the trainee comes back to it.
    void aSittingWhoseTimeRanOutIsInterruptedNotCompleted() {
        qint64 sittingId = 0;
        qint64 cutShort = 0;
        {
            auto app = makeApp();
            setUpAccounts(*app);
            ExamDesk &desk = *app->exams();
            sittingId = unlockForTina(desk);
            QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
            TableController *table = desk.sit(sittingId);
            QVERIFY(table);
            play(*table, 4);
            cutShort = table->attemptId();
            // The app stops here.
        }
        auto app = makeApp();
        ExamDesk &desk = *app->exams();
        m_clock = m_clock.addSecs(31 * 60);
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(desk.sit(sittingId) == nullptr);
        QVERIFY2(desk.lastError().contains(QStringLiteral("its time ran out")),
                 qPrintable(desk.lastError()));
        QCOMPARE(desk.sittingId(), 0);
        QVERIFY(app->table() == nullptr);
        QCOMPARE(app->store().attemptStatus(cutShort),
                 std::optional<QString>(QStringLiteral("abandoned")));
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        const QVariantList toSign = desk.sittingsToSign();
        QCOMPARE(toSign.size(), 1);
        QCOMPARE(toSign.constFirst().toMap().value(QStringLiteral("status")),
                 QVariant(QStringLiteral("interrupted")));
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
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(!desk.openReview(sittingId));
        QCOMPARE(desk.lastError(), QStringLiteral("Cannot review exam sitting %1: Trainee \"tina\" "
                                                  "may not review an exam result")
                                       .arg(sittingId));
        QVERIFY(desk.review() == nullptr);

        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
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
        desk.signOut();
        QVERIFY(desk.review() == nullptr);
    }

    // Issue 8: the transcript and the results, from the app, by the code the
    // CLI uses; what stops them is said.
    void theTranscriptAndTheResultsAreSavedAsTheCliSavesThem() {
        auto app = makeApp();
        const qint64 sittingId = sitTheWholeExam(*app);
        QVERIFY(sittingId > 0);
        ExamDesk &desk = *app->exams();
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
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
        dt::storage::AccountStore accounts(app->store());
        const dt::storage::ResultChain chain(app->store(), accounts);
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
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(!desk.exportResults(csv));
        QVERIFY(desk.lastError().contains(QStringLiteral("may not review")));
    }
};

QTEST_MAIN(ExamDeskTest)
#include "tst_examdesk.moc"

#include <QTemporaryDir>
#include <QTest>
#include <storage/accountstore.h>
#include <storage/examsittingstore.h>
#include <storage/progressstore.h>

using namespace dt::storage;

// Exams unlocked by an examiner and sat by a trainee (docs/exams.md): who
// may do each step, the order of the steps, and a sitting cut short.
class ExamSittingStoreTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_databases = 0;

    struct Fixture {
        ProgressStore store;
        AccountStore accounts{store};
        ExamSittingStore sittings{store, accounts};
        QDateTime clock = QDateTime(QDate(2026, 11, 27), QTime(9, 0), Qt::UTC);
        std::optional<SignedIn> admin, eve, tina, tom;
        qint64 tinaAccount = 0;
    };

    void build(Fixture &f) {
        QVERIFY(f.store.open(m_dir.filePath(QStringLiteral("sit-%1.sqlite").arg(++m_databases))));
        f.sittings.setClock([&f] { return f.clock; });
        f.admin = f.accounts.createFirstAdministrator(
            QStringLiteral("admin"), QStringLiteral("Ada"), QStringLiteral("admin-secret"));
        QVERIFY(f.admin);
        QVERIFY(f.accounts.createAccount(*f.admin, QStringLiteral("eve"), QStringLiteral("Eve"),
                                         Role::Examiner, QStringLiteral("eve-password")));
        f.tinaAccount = f.accounts
                            .createAccount(*f.admin, QStringLiteral("tina"), QStringLiteral("Tina"),
                                           Role::Trainee, QStringLiteral("tina-pass"))
                            .value_or(0);
        QVERIFY(f.accounts.createAccount(*f.admin, QStringLiteral("tom"), QStringLiteral("Tom"),
                                         Role::Trainee, QStringLiteral("tom-pass")));
        f.eve = f.accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password"));
        f.tina = f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"));
        f.tom = f.accounts.signIn(QStringLiteral("tom"), QStringLiteral("tom-pass"));
        QVERIFY(f.eve && f.tina && f.tom);
    }

    static ExamToUnlock tableTest() {
        return {QStringLiteral("blackjack/table-test"), QStringLiteral("The table test"),
                QStringLiteral(R"({"title": "The table test"})"), 2, 30};
    }

private slots:
    void anExaminerUnlocksForOneTrainee() {
        Fixture f;
        build(f);
        QVERIFY(!f.sittings.unlock(*f.tina, f.tinaAccount, tableTest()));
        QCOMPARE(f.sittings.lastError(), QStringLiteral("Trainee \"tina\" may not unlock an exam"));
        QVERIFY(!f.sittings.unlock(*f.admin, f.tinaAccount, tableTest()));
        QVERIFY(!f.sittings.unlock(*f.eve, f.eve->accountId(), tableTest()));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("not a trainee")));

        const auto id = f.sittings.unlock(*f.eve, f.tinaAccount, tableTest());
        QVERIFY2(id, qPrintable(f.sittings.lastError()));
        QVERIFY(!f.sittings.unlock(*f.eve, f.tinaAccount, tableTest()));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("already unlocked for \"tina\"")));

        const QList<ExamSitting> open = f.sittings.openSittings(*f.tina);
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.constFirst().examId, QStringLiteral("blackjack/table-test"));
        QCOMPARE(open.constFirst().status, QString(kSittingUnlocked));
        QCOMPARE(open.constFirst().unlockedBy, f.eve->accountId());
        QVERIFY(f.sittings.openSittings(*f.tom).isEmpty());
        // Nobody else sits it: another trainee, nor the examiner.
        QVERIFY(!f.sittings.start(*f.tom, *id));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("unlocked for another trainee")));
        QVERIFY(!f.sittings.start(*f.eve, *id));
        QCOMPARE(f.sittings.lastError(), QStringLiteral("Examiner \"eve\" may not take an exam"));
        // Another trainee may not read it; the examiner may.
        QVERIFY(!f.sittings.sitting(*f.tom, *id));
        QVERIFY(f.sittings.sitting(*f.eve, *id));
        // A sitting that does not exist is named once.
        QVERIFY(!f.sittings.start(*f.tina, *id + 1));
        QCOMPARE(
            f.sittings.lastError(),
            QStringLiteral("Cannot start exam sitting %1: there is no such sitting").arg(*id + 1));
        QVERIFY(!f.sittings.sitting(*f.eve, *id + 1));
        QCOMPARE(
            f.sittings.lastError(),
            QStringLiteral("Cannot read exam sitting %1: there is no such sitting").arg(*id + 1));
    }

    void theScenariosAreDealtInOrderOnce() {
        Fixture f;
        build(f);
        const qint64 id = f.sittings.unlock(*f.eve, f.tinaAccount, tableTest()).value_or(0);
        QVERIFY(
            !f.sittings.beginScenario(*f.tina, id, 0, QStringLiteral("l"), QStringLiteral("L"), 1));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("has not started")));
        QVERIFY(f.sittings.start(*f.tina, id));
        QVERIFY(!f.sittings.start(*f.tina, id));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("resumes where it stopped")));

        QVERIFY(
            !f.sittings.beginScenario(*f.tina, id, 1, QStringLiteral("l"), QStringLiteral("L"), 1));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("the next scenario is 1 of 2")));
        const auto first = f.sittings.beginScenario(*f.tina, id, 0, QStringLiteral("blackjack/09"),
                                                    QStringLiteral("Deal"), 71001);
        QVERIFY2(first, qPrintable(f.sittings.lastError()));
        QCOMPARE(f.store.attemptStatus(*first), std::optional<QString>(QString(kStatusInProgress)));
        const AttemptRecord attempt = f.store.attempts(1).constFirst();
        QCOMPARE(attempt.mode, QString(kModeExam));
        QCOMPARE(attempt.seed, 71001);
        const auto second = f.sittings.beginScenario(*f.tina, id, 1, QStringLiteral("blackjack/15"),
                                                     QStringLiteral("Insurance"), 71002);
        QVERIFY(second);
        QVERIFY(
            !f.sittings.beginScenario(*f.tina, id, 2, QStringLiteral("l"), QStringLiteral("L"), 1));
        QCOMPARE(f.sittings.sitting(*f.tina, id)->attemptIds, (QList<qint64>{*first, *second}));

        QVERIFY(f.sittings.finish(*f.tina, id));
        QCOMPARE(f.sittings.sitting(*f.tina, id)->status, QString(kSittingCompleted));
        QVERIFY(f.sittings.openSittings(*f.tina).isEmpty());
        QVERIFY(!f.sittings.finish(*f.tina, id));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("it is over")));
    }

    // Issue 8: "a crash or power cut resumes the exam where it stopped or
    // marks it interrupted — an exam is never silently lost or restarted".
    void aSittingCutShortResumesOrIsInterrupted() {
        Fixture f;
        build(f);
        const qint64 id = f.sittings.unlock(*f.eve, f.tinaAccount, tableTest()).value_or(0);
        QVERIFY(f.sittings.start(*f.tina, id));
        const auto first = f.sittings.beginScenario(*f.tina, id, 0, QStringLiteral("blackjack/09"),
                                                    QStringLiteral("Deal"), 1);
        QVERIFY(first);
        // The app stops here. Within the time, the sitting is still open,
        // with the scenario it had begun.
        f.clock = f.clock.addSecs(10 * 60);
        QList<ExamSitting> open = f.sittings.openSittings(*f.tina);
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.constFirst().status, QString(kSittingInProgress));
        QCOMPARE(open.constFirst().attemptIds, QList<qint64>{*first});
        QCOMPARE(open.constFirst().deadline(), f.clock.addSecs(20 * 60));
        // Opening the trainee's profile closes their lessons a crash left in
        // progress, not the exam's scenario: it resumes.
        const qint64 tinaProfile = f.accounts.account(f.tinaAccount)->traineeId.value_or(0);
        const auto lesson =
            f.store.startAttempt(tinaProfile, QStringLiteral("blackjack/10"),
                                 QStringLiteral("Totals"), QString(kModePractice), 3);
        QVERIFY(lesson);
        QCOMPARE(f.store.abandonUnfinishedAttempts(tinaProfile), 1);
        QCOMPARE(f.store.attemptStatus(*lesson), std::optional<QString>(QString(kStatusAbandoned)));
        QCOMPARE(f.store.attemptStatus(*first), std::optional<QString>(QString(kStatusInProgress)));
        // After the time: interrupted, kept with what was done.
        f.clock = f.clock.addSecs(20 * 60);
        QVERIFY(f.sittings.openSittings(*f.tina).isEmpty());
        const auto after = f.sittings.sitting(*f.eve, id);
        QCOMPARE(after->status, QString(kSittingInterrupted));
        QCOMPARE(after->attemptIds, QList<qint64>{*first});
        QCOMPARE(after->finishedAt, f.clock);
        // Its scenario ends there, with what was graded.
        QCOMPARE(f.store.attemptStatus(*first), std::optional<QString>(QString(kStatusAbandoned)));
        QVERIFY(
            !f.sittings.beginScenario(*f.tina, id, 1, QStringLiteral("l"), QStringLiteral("L"), 1));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("interrupted")));
    }

    // What an examiner has to sign: sittings over, not signed; one whose
    // time ran out with its trainee away is interrupted and listed too.
    void theSittingsToSign() {
        Fixture f;
        build(f);
        const auto tomAccount = f.accounts.account(f.tom->accountId());
        QVERIFY(tomAccount);
        const qint64 tinas = f.sittings.unlock(*f.eve, f.tinaAccount, tableTest()).value_or(0);
        const qint64 toms = f.sittings.unlock(*f.eve, tomAccount->id, tableTest()).value_or(0);
        QVERIFY(tinas && toms);
        QVERIFY(f.sittings.sittingsToSign(*f.eve).isEmpty()); // unlocked, not sat
        QVERIFY(f.sittings.start(*f.tina, tinas));
        QVERIFY(f.sittings.start(*f.tom, toms));
        QVERIFY(f.sittings.finish(*f.tina, tinas));
        QList<ExamSitting> toSign = f.sittings.sittingsToSign(*f.eve);
        QCOMPARE(toSign.size(), 1);
        QCOMPARE(toSign.constFirst().id, tinas);
        QCOMPARE(toSign.constFirst().status, QString(kSittingCompleted));
        // Tom's time runs out while the app is closed.
        f.clock = f.clock.addSecs(31 * 60);
        toSign = f.sittings.sittingsToSign(*f.eve);
        QCOMPARE(toSign.size(), 2);
        QCOMPARE(toSign.constLast().id, toms);
        QCOMPARE(toSign.constLast().status, QString(kSittingInterrupted));
        // Only an examiner signs.
        QVERIFY(f.sittings.sittingsToSign(*f.tina).isEmpty());
        QCOMPARE(f.sittings.lastError(),
                 QStringLiteral("Trainee \"tina\" may not sign an exam result"));
    }

    // Issue 8: the examiner reviews a result before signing it. The store
    // gives a sitting's attempts and graded actions only to an account
    // allowed ReviewExam, and only once the sitting is over.
    void onlyAnExaminerReviewsASittingThatIsOver() {
        Fixture f;
        build(f);
        const qint64 id = f.sittings.unlock(*f.eve, f.tinaAccount, tableTest()).value_or(0);
        QVERIFY(id);
        const QString what = QStringLiteral("Cannot review exam sitting %1: ").arg(id);
        QVERIFY(!f.sittings.review(*f.eve, id));
        QCOMPARE(f.sittings.lastError(), what + QStringLiteral("it has not been started"));
        QVERIFY(f.sittings.start(*f.tina, id));
        const auto first = f.sittings.beginScenario(*f.tina, id, 0, QStringLiteral("blackjack/09"),
                                                    QStringLiteral("Deal"), 71001);
        QVERIFY(first);
        GradedActionRecord burn;
        burn.seq = 1;
        burn.actionJson = QStringLiteral(R"({"action":"burn_card","face":"down"})");
        burn.verdict = QString(kVerdictError);
        burn.severity = QStringLiteral("major");
        burn.citation = QStringLiteral("Blackjack §5(e)(2)");
        burn.message = QStringLiteral("Burn face down");
        QVERIFY(f.store.recordAction(*first, burn));
        QVERIFY(!f.sittings.review(*f.eve, id));
        QVERIFY2(f.sittings.lastError().startsWith(what + QStringLiteral("it is still being sat")),
                 qPrintable(f.sittings.lastError()));
        QVERIFY(f.sittings.finish(*f.tina, id));

        // Nobody but an examiner: not the trainee who sat it, nor an administrator.
        QVERIFY(!f.sittings.review(*f.tina, id));
        QCOMPARE(f.sittings.lastError(), what + QStringLiteral("Trainee \"tina\" may not review an "
                                                               "exam result"));
        QVERIFY(!f.sittings.review(*f.admin, id));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("may not review")));
        QVERIFY(!f.sittings.review(*f.eve, id + 1));
        QCOMPARE(
            f.sittings.lastError(),
            QStringLiteral("Cannot review exam sitting %1: there is no such sitting").arg(id + 1));

        const std::optional<SittingReview> review = f.sittings.review(*f.eve, id);
        QVERIFY2(review, qPrintable(f.sittings.lastError()));
        QCOMPARE(review->sitting.status, QString(kSittingCompleted));
        QCOMPARE(review->scenarios.size(), 1);
        const ProgressFileAttempt &scenario = review->scenarios.constFirst();
        QCOMPARE(scenario.attempt.id, *first);
        QCOMPARE(scenario.attempt.seed, 71001);
        QCOMPARE(scenario.attempt.mode, QString(kModeExam));
        // Handing in closed the scenario in progress, with what was graded.
        QCOMPARE(scenario.attempt.status, QString(kStatusAbandoned));
        QCOMPARE(scenario.attempt.summary.errors, 1);
        QCOMPARE(scenario.actions.size(), 1);
        QCOMPARE(scenario.actions.constFirst().citation, burn.citation);
        QCOMPARE(scenario.actions.constFirst().verdict, QString(kVerdictError));
    }

    // A sitting whose time ran out while the app was stopped is interrupted
    // when the examiner opens it, and reviewed like a completed one.
    void aSittingWhoseTimeRanOutIsReviewedInterrupted() {
        Fixture f;
        build(f);
        const qint64 id = f.sittings.unlock(*f.eve, f.tinaAccount, tableTest()).value_or(0);
        QVERIFY(f.sittings.start(*f.tina, id));
        QVERIFY(f.sittings.beginScenario(*f.tina, id, 0, QStringLiteral("blackjack/09"),
                                         QStringLiteral("Deal"), 5));
        f.clock = f.clock.addSecs(31 * 60);
        const std::optional<SittingReview> review = f.sittings.review(*f.eve, id);
        QVERIFY2(review, qPrintable(f.sittings.lastError()));
        QCOMPARE(review->sitting.status, QString(kSittingInterrupted));
        QCOMPARE(review->scenarios.constFirst().attempt.status, QString(kStatusAbandoned));
    }

    // Issue 8: a spot-the-error scenario's answers are stored as the
    // attempt's graded actions, each in its flat form as it comes; when the
    // scenario cannot be resumed the trainee's sitting is marked interrupted
    // (only theirs, only in progress), the scenario abandoned with every
    // answer kept, and the examiner reads them back in the review.
    void spotTheErrorAnswersAreKeptWhenASittingIsInterrupted() {
        Fixture f;
        build(f);
        const auto id = f.sittings.unlock(*f.eve, f.tinaAccount, tableTest());
        QVERIFY(id);
        QVERIFY(!f.sittings.interrupt(*f.tina, *id));
        QVERIFY2(f.sittings.lastError().contains(QStringLiteral("has not started")),
                 qPrintable(f.sittings.lastError()));
        QVERIFY(f.sittings.start(*f.tina, *id));
        const auto attempt = f.sittings.beginScenario(
            *f.tina, *id, 0, QStringLiteral("blackjack/70-spot-the-error-a-round"),
            QStringLiteral("Spot the error"), 20260109);
        QVERIFY(attempt);
        const QList<QPair<QString, QString>> answers = {
            {QStringLiteral(R"({"answer":"caught","step":8,"given":"stop after action 8"})"),
             QString(kVerdictCorrect)},
            {QStringLiteral(R"({"answer":"rule","step":8,"given":"§1"})"), QString(kVerdictError)},
            {QStringLiteral(R"({"answer":"remedy","step":8,"given":"Announce the total again"})"),
             QString(kVerdictCorrect)}};
        for (int i = 0; i < answers.size(); ++i) {
            GradedActionRecord record;
            record.seq = i + 1;
            record.actionJson = answers.at(i).first;
            record.verdict = answers.at(i).second;
            record.citation = QStringLiteral("Blackjack §6(f)");
            record.expected = i == 1 ? QStringLiteral("Blackjack §6(f)") : QString();
            QVERIFY(f.store.recordAction(*attempt, record));
        }
        QVERIFY(!f.sittings.interrupt(*f.tom, *id));
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("unlocked for another trainee")));
        QVERIFY(!f.sittings.review(*f.eve, *id)); // still being sat
        QVERIFY2(f.sittings.interrupt(*f.tina, *id), qPrintable(f.sittings.lastError()));
        QVERIFY(!f.sittings.interrupt(*f.tina, *id)); // once
        QVERIFY(f.sittings.lastError().contains(QStringLiteral("it is interrupted")));
        QVERIFY(f.sittings.openSittings(*f.tina).isEmpty());
        QCOMPARE(f.store.attemptStatus(*attempt),
                 std::optional<QString>(QString(kStatusAbandoned)));

        const auto review = f.sittings.review(*f.eve, *id);
        QVERIFY2(review, qPrintable(f.sittings.lastError()));
        QCOMPARE(review->sitting.status, QString(kSittingInterrupted));
        QCOMPARE(review->scenarios.size(), 1);
        const QList<GradedActionRecord> stored = review->scenarios.constFirst().actions;
        QCOMPARE(stored.size(), answers.size());
        for (int i = 0; i < answers.size(); ++i) {
            QCOMPARE(stored.at(i).actionJson, answers.at(i).first);
            QCOMPARE(stored.at(i).verdict, answers.at(i).second);
        }
        QCOMPARE(stored.at(1).expected, QStringLiteral("Blackjack §6(f)"));
    }
};

QTEST_GUILESS_MAIN(ExamSittingStoreTest)
#include "tst_examsittingstore.moc"

// Mastery per skill (src/core/mastery, docs/mastery.md): the skill catalogue
// and its coverage of every requirement the referee cites, the sliding
// window and its thresholds, the states (slipping included), the
// recommendation's order and reasons, and the "practise my mistakes" session.

#include "round_test_support.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <core/drills/side_wager_payouts.h>
#include <core/mastery/lesson_skills.h>
#include <core/mastery/mastery_evaluator.h>
#include <core/mastery/practice_plan.h>
#include <set>

using namespace dt;
using namespace dt::mastery;
using dttest::qs;

namespace {

GradedActionInput act(const char *kind, const char *requirement, bool correct = true,
                      const char *severity = "major") {
    GradedActionInput action;
    action.actionKind = kind;
    action.requirement = requirement;
    action.correct = correct;
    action.severity = correct ? "" : severity;
    return action;
}

// An attempt of `lessonId` finished at `minute`: the shoe loaded, then `clean` correct burns
// and `wrong` burns exposed (Blackjack §6(c), BJ-SHUF-10: face down).
AttemptInput burns(std::int64_t id, int minute, int clean, int wrong,
                   const char *lessonId = "blackjack/06-new-dealer-burn") {
    AttemptInput attempt;
    attempt.id = id;
    attempt.lessonId = lessonId;
    attempt.mode = "practice";
    attempt.finishedAt = minute * 60000;
    attempt.completed = true;
    // The shoe loaded first (§5(f), BJ-SHUF-07), always right: a burn also
    // counts for "Shuffle and cut the shoe", whose accuracy is then higher.
    attempt.actions.push_back(act("load_shoe", "BJ-SHUF-07"));
    for (int i = 0; i < clean; ++i) {
        attempt.actions.push_back(act("burn_card", "BJ-SHUF-10"));
    }
    for (int i = 0; i < wrong; ++i) {
        attempt.actions.push_back(act("burn_card", "BJ-SHUF-10", false, "integrity"));
    }
    return attempt;
}

// A drill attempt: `count` exact payouts each taking `seconds` against `target`.
AttemptInput drill(std::int64_t id, int minute, int count, double seconds, double target) {
    AttemptInput attempt;
    attempt.id = id;
    attempt.lessonId = "blackjack/26-payout-drill";
    attempt.mode = "drill";
    attempt.finishedAt = minute * 60000;
    attempt.completed = true;
    for (int i = 0; i < count; ++i) {
        GradedActionInput answer = act("payout_drill", "BJ-SETTLE-03");
        answer.secondsTaken = seconds;
        answer.targetSeconds = target;
        attempt.actions.push_back(answer);
    }
    return attempt;
}

// A copy: the list is often a temporary.
SkillMastery skillIn(const std::vector<SkillMastery> &all, const char *id) {
    for (const SkillMastery &each : all) {
        if (each.skillId == id) {
            return each;
        }
    }
    return {};
}

// Every requirement id written in the rules core's sources.
QStringList requirementsInCore() {
    std::set<QString> ids;
    const QRegularExpression pattern(QStringLiteral("\"(BJ2?-[A-Z]+-[0-9]+)\""));
    QDirIterator files(QStringLiteral(DT_CORE_SOURCE_DIR),
                       {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        if (!file.open(QIODevice::ReadOnly)) {
            continue;
        }
        const QString text = QString::fromUtf8(file.readAll());
        for (const auto &match : pattern.globalMatch(text)) {
            ids.insert(match.captured(1));
        }
    }
    return QStringList(ids.begin(), ids.end());
}

std::vector<CourseLesson> course() {
    return {
        {"blackjack/01-opening",
         {"open-table", "shuffle-and-cut", "burn-face-down"},
         true,
         "Blackjack"},
        {"blackjack/06-new-dealer-burn", {"burn-face-down"}, true, "Blackjack"},
        {"blackjack/09-basic-deal",
         {"deal-in-order", "announce-totals", "collect-then-pay", "pay-right-odds"},
         false,
         "Blackjack"},
        {"blackjack/15-insurance", {"insurance-even-money", "deal-in-order"}, false, "Blackjack"},
        {"blackjack/26-payout-drill", {"pay-right-odds", "pay-quickly"}, false, "Blackjack"},
    };
}

} // namespace

class TestMastery : public QObject {
    Q_OBJECT

private slots:
    void catalogueIsNamedAndUnique() {
        const auto &catalogue = skillCatalogue();
        QVERIFY2(catalogue.size() >= 12 && catalogue.size() <= 20,
                 qPrintable(QString::number(catalogue.size())));
        std::set<std::string> ids;
        std::set<std::string> names;
        for (const Skill &skill : catalogue) {
            QVERIFY2(ids.insert(skill.id).second, skill.id.c_str());
            QVERIFY2(names.insert(skill.name).second, skill.name.c_str());
            QVERIFY(!skill.description.empty());
            QCOMPARE(findSkill(skill.id), &skill);
        }
        QCOMPARE(findSkill("no-such-skill"), nullptr);
    }

    // Every requirement id the referee and the drills cite today lands in a skill.
    void everyCitedRequirementHasASkill_data() {
        QTest::addColumn<QString>("requirement");
        const QStringList ids = requirementsInCore();
        QVERIFY(ids.size() > 100); // the scan found the core's rules
        for (const QString &id : ids) {
            QTest::newRow(qPrintable(id)) << id;
        }
    }
    void everyCitedRequirementHasASkill() {
        QFETCH(QString, requirement);
        QVERIFY(requirementHasSkill(requirement.toStdString()));
        QVERIFY(!skillsOf(act("", requirement.toUtf8().constData())).empty());
    }

    // An action maps to the skills a dealer would file it under.
    void actionMapsToSkills_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("requirement");
        QTest::addColumn<QString>("wager");
        QTest::addColumn<bool>("correct");
        QTest::addColumn<QString>("severity");
        QTest::addColumn<QStringList>("skills");
        QTest::newRow("§6(c) BJ-SHUF-10 a burn")
            << "burn_card"
            << "BJ-SHUF-10"
            << "" << true << "" << QStringList{"burn-face-down"};
        QTest::newRow("§5(d) BJ-SHUF-05 the cut offered")
            << "offer_cut"
            << "BJ-SHUF-05"
            << "" << true << "" << QStringList{"shuffle-and-cut"};
        QTest::newRow("§6(e) BJ-DEAL-02 a card dealt")
            << "deal_card"
            << "BJ-DEAL-02"
            << "" << true << "" << QStringList{"deal-in-order"};
        QTest::newRow("§6(j) BJ-DEAL-07 the hole card")
            << "deal_card"
            << "BJ-DEAL-07"
            << "" << true << "" << QStringList{"deal-in-order", "protect-hole-card"};
        QTest::newRow("§14 BJ-SETTLE-08 collected first")
            << "collect"
            << "BJ-SETTLE-08"
            << "main" << true << "" << QStringList{"collect-then-pay"};
        QTest::newRow("§3(e) BJ-SETTLE-03 paid short")
            << "pay"
            << "BJ-SETTLE-03"
            << "main" << false << "payout" << QStringList{"collect-then-pay", "pay-right-odds"};
        QTest::newRow("§3(b) BJ-SETTLE-02 a push collected: a payout error")
            << "collect"
            << "BJ-SETTLE-02"
            << "main" << false << "payout" << QStringList{"collect-then-pay", "pay-right-odds"};
        QTest::newRow("§9(c) BJ-SETTLE-06 insurance collected")
            << "collect"
            << "BJ-SETTLE-06"
            << "insurance" << true << "" << QStringList{"insurance-even-money", "collect-then-pay"};
        QTest::newRow("§6(i) BJ-ANN-02 a total")
            << "announce_total"
            << "BJ-ANN-02"
            << "" << true << "" << QStringList{"announce-totals"};
        QTest::newRow("§14(c) BJ-PICK-01 pick-up")
            << "pick_up"
            << "BJ-PICK-01"
            << "" << true << "" << QStringList{"pick-up-in-order"};
        QTest::newRow("§15 BJ-IRR-04 a card face up in the shoe")
            << "burn_card"
            << "BJ-IRR-04"
            << "" << true << "" << QStringList{"burn-face-down", "handle-irregularities"};
        QTest::newRow("§28 BJ-SETTLE-51 21+3 paid")
            << "pay"
            << "BJ-SETTLE-51"
            << "side" << true << ""
            << QStringList{"collect-then-pay", "pay-right-odds", "side-wagers"};
        // A drill grades the amount, never the order of settlement (§14).
        QTest::newRow("drill §3(e) BJ-SETTLE-03 answer")
            << "payout_drill"
            << "BJ-SETTLE-03"
            << "" << true << "" << QStringList{"pay-right-odds", "pay-quickly"};
    }
    void actionMapsToSkills() {
        QFETCH(QString, kind);
        QFETCH(QString, requirement);
        QFETCH(QString, wager);
        QFETCH(bool, correct);
        QFETCH(QString, severity);
        QFETCH(QStringList, skills);
        GradedActionInput action =
            act(qPrintable(kind), qPrintable(requirement), correct, qPrintable(severity));
        action.wager = wager.toStdString();
        QStringList mapped;
        for (std::size_t index : skillsOf(action)) {
            mapped << qs(skillCatalogue()[index].id);
        }
        mapped.sort();
        skills.sort();
        QCOMPARE(mapped.join(QLatin1Char(' ')), skills.join(QLatin1Char(' ')));
    }

    // The window's thresholds (kMasteryMinimumAttempts 3, kMasteryAccuracy 0.9,
    // kMasteryWindow 5), each case's expected state worked out by hand.
    void states_data() {
        QTest::addColumn<std::vector<AttemptInput>>("attempts");
        QTest::addColumn<int>("state");
        QTest::addColumn<int>("inWindow");
        QTest::addColumn<int>("withErrors");
        QTest::addColumn<double>("accuracy");
        QTest::newRow("none: not started")
            << std::vector<AttemptInput>{} << int(MasteryState::NotStarted) << 0 << 0 << 0.0;
        QTest::newRow("two clean: learning (fewer than 3)")
            << std::vector<AttemptInput>{burns(1, 1, 2, 0), burns(2, 2, 2, 0)}
            << int(MasteryState::Learning) << 2 << 0 << 1.0;
        QTest::newRow("three clean: mastered")
            << std::vector<AttemptInput>{burns(1, 1, 2, 0), burns(2, 2, 2, 0), burns(3, 3, 2, 0)}
            << int(MasteryState::Mastered) << 3 << 0 << 1.0;
        // 9 of 10 correct = 0.9, the threshold itself.
        QTest::newRow("accuracy exactly 0.9: mastered")
            << std::vector<AttemptInput>{burns(1, 1, 3, 0), burns(2, 2, 3, 0), burns(3, 3, 3, 1)}
            << int(MasteryState::Mastered) << 3 << 1 << 0.9;
        // 8 of 10.
        QTest::newRow("accuracy 0.8: learning")
            << std::vector<AttemptInput>{burns(1, 1, 3, 0), burns(2, 2, 3, 1), burns(3, 3, 2, 1)}
            << int(MasteryState::Learning) << 3 << 2 << 0.8;
        // Mastered after three; then two attempts of 1 correct in 2: window
        // 2+2+2+1+1 = 8 correct of 10 = 0.8.
        QTest::newRow("mastered, then errors: slipping")
            << std::vector<AttemptInput>{burns(1, 1, 2, 0), burns(2, 2, 2, 0), burns(3, 3, 2, 0),
                                         burns(4, 4, 1, 1), burns(5, 5, 1, 1)}
            << int(MasteryState::Slipping) << 5 << 2 << 0.8;
        // Five bad attempts slide out of the window behind five clean ones.
        QTest::newRow("old errors out of the window: mastered")
            << std::vector<AttemptInput>{burns(1, 1, 0, 2),  burns(2, 2, 0, 2), burns(3, 3, 0, 2),
                                         burns(4, 4, 0, 2),  burns(5, 5, 0, 2), burns(6, 6, 2, 0),
                                         burns(7, 7, 2, 0),  burns(8, 8, 2, 0), burns(9, 9, 2, 0),
                                         burns(10, 10, 2, 0)}
            << int(MasteryState::Mastered) << 5 << 0 << 1.0;
        // Read by finish time, not by the list's order: the newest three are clean.
        QTest::newRow("order by finish time")
            << std::vector<AttemptInput>{burns(6, 6, 2, 0), burns(1, 1, 0, 2), burns(7, 7, 2, 0),
                                         burns(2, 2, 0, 2), burns(3, 3, 0, 2), burns(8, 8, 2, 0),
                                         burns(4, 4, 0, 2), burns(5, 5, 0, 2)}
            << int(MasteryState::Learning) << 5 << 2 << 0.6;
        // Attempts that never burn do not fill the burn's window.
        QTest::newRow("attempts without the skill do not count")
            << std::vector<AttemptInput>{burns(1, 1, 2, 0), drill(2, 2, 5, 3, 6), burns(3, 3, 2, 0),
                                         drill(4, 4, 5, 3, 6)}
            << int(MasteryState::Learning) << 2 << 0 << 1.0;
    }
    void states() {
        QFETCH(std::vector<AttemptInput>, attempts);
        QFETCH(int, state);
        QFETCH(int, inWindow);
        QFETCH(int, withErrors);
        QFETCH(double, accuracy);
        const SkillMastery burn = skillIn(evaluateMastery(attempts), "burn-face-down");
        QCOMPARE(int(burn.state), state);
        QCOMPARE(burn.attemptsInWindow, inWindow);
        QCOMPARE(burn.attemptsWithErrors, withErrors);
        QCOMPARE(burn.accuracy, accuracy);
    }

    // "Pay quickly" needs the median time within the target as well.
    void timedSkill_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("target");
        QTest::addColumn<int>("state");
        QTest::addColumn<bool>("timeMet");
        QTest::newRow("4 s against 6 s: mastered")
            << 4.0 << 6.0 << int(MasteryState::Mastered) << true;
        QTest::newRow("6 s against 6 s: mastered")
            << 6.0 << 6.0 << int(MasteryState::Mastered) << true;
        QTest::newRow("7.5 s against 6 s: learning")
            << 7.5 << 6.0 << int(MasteryState::Learning) << false;
    }
    void timedSkill() {
        QFETCH(double, seconds);
        QFETCH(double, target);
        QFETCH(int, state);
        QFETCH(bool, timeMet);
        const auto all =
            evaluateMastery({drill(1, 1, 5, seconds, target), drill(2, 2, 5, seconds, target),
                             drill(3, 3, 5, seconds, target)});
        const SkillMastery quick = skillIn(all, "pay-quickly");
        QCOMPARE(int(quick.state), state);
        QCOMPARE(quick.timeMet, timeMet);
        QCOMPARE(quick.medianSeconds, seconds);
        QCOMPARE(quick.targetSeconds, target);
        // The odds are right every time: not a timed skill, mastered whatever the clock.
        QCOMPARE(int(skillIn(all, "pay-right-odds").state), int(MasteryState::Mastered));
    }

    void stateNames() {
        QCOMPARE(qs(masteryStateName(MasteryState::NotStarted)), QStringLiteral("not-started"));
        QCOMPARE(qs(masteryStateName(MasteryState::Learning)), QStringLiteral("learning"));
        QCOMPARE(qs(masteryStateName(MasteryState::Mastered)), QStringLiteral("mastered"));
        QCOMPARE(qs(masteryStateName(MasteryState::Slipping)), QStringLiteral("slipping"));
    }

    // Slipping before errors before the course's next lesson; the reason
    // counts the window's attempts with errors.
    void recommendationOrder() {
        std::vector<AttemptInput> attempts{burns(1, 1, 2, 0), burns(2, 2, 2, 0), burns(3, 3, 2, 0),
                                           burns(4, 4, 1, 1), burns(5, 5, 1, 1)};
        // Insurance offered wrongly in 3 of 4 attempts (§9(b), BJ-OPT-05).
        for (int i = 0; i < 4; ++i) {
            AttemptInput attempt;
            attempt.id = 10 + i;
            attempt.lessonId = "blackjack/15-insurance";
            attempt.finishedAt = (10 + i) * 60000;
            attempt.actions = {act("offer_insurance", "BJ-OPT-05", i == 0)};
            attempts.push_back(attempt);
        }
        const auto list = recommendNext(evaluateMastery(attempts), course());
        QCOMPARE(list.size(), kRecommendations);
        QCOMPARE(qs(list[0].skillId), QStringLiteral("burn-face-down"));
        QCOMPARE(qs(list[0].lessonId), QStringLiteral("blackjack/06-new-dealer-burn"));
        QVERIFY2(qs(list[0].reason).contains(QStringLiteral("slipping: 2 of your last 5")),
                 list[0].reason.c_str());
        QCOMPARE(qs(list[1].skillId), QStringLiteral("insurance-even-money"));
        QCOMPARE(qs(list[1].lessonId), QStringLiteral("blackjack/15-insurance"));
        QCOMPARE(qs(list[1].reason),
                 QStringLiteral(
                     "3 of your last 4 \u201cInsurance and even money\u201d attempts had errors."));
        // Then the first lesson not passed, in course order.
        QCOMPARE(qs(list[2].lessonId), QStringLiteral("blackjack/09-basic-deal"));
        QVERIFY(list[2].skillId.empty());
    }

    void recommendationWithNoHistoryFollowsTheCourse() {
        const auto list = recommendNext(evaluateMastery({}), course(), 2);
        QCOMPARE(list.size(), std::size_t(2));
        QCOMPARE(qs(list[0].lessonId), QStringLiteral("blackjack/09-basic-deal"));
        // Then a skill never practised, in a lesson not taken yet.
        QCOMPARE(qs(list[1].skillId), QStringLiteral("open-table"));
        QCOMPARE(qs(list[1].lessonId), QStringLiteral("blackjack/01-opening"));
        QCOMPARE(qs(list[1].reason),
                 QStringLiteral("You have not practised \u201cOpen the table\u201d yet."));
    }

    // The next lesson not passed is in the course of the newest attempt: a
    // trainee playing baccarat is not sent back to blackjack (the courses
    // otherwise keep their order).
    void recommendationFollowsTheCourseInPlay() {
        std::vector<CourseLesson> courses = course();
        courses.push_back({"baccarat/01-shoe", {"shuffle-and-cut"}, true, "Baccarat"});
        courses.push_back({"baccarat/02-deal", {"deal-in-order"}, false, "Baccarat"});

        const auto untouched = latestCourseFirst(courses, {});
        QCOMPARE(qs(untouched.front().lessonId), QStringLiteral("blackjack/01-opening"));
        QCOMPARE(qs(recommendNext(evaluateMastery({}), untouched, 1).front().reason),
                 QStringLiteral("The next Blackjack lesson you have not passed."));

        AttemptInput older;
        older.id = 1;
        older.lessonId = "blackjack/09-basic-deal";
        older.finishedAt = 60000;
        AttemptInput newest = older;
        newest.id = 2;
        newest.lessonId = "baccarat/01-shoe";
        newest.finishedAt = 120000;
        const auto ordered = latestCourseFirst(courses, {newest, older});
        QCOMPARE(ordered.size(), courses.size());
        QCOMPARE(qs(ordered[0].lessonId), QStringLiteral("baccarat/01-shoe"));
        QCOMPARE(qs(ordered[1].lessonId), QStringLiteral("baccarat/02-deal"));
        QCOMPARE(qs(ordered[2].lessonId), QStringLiteral("blackjack/01-opening"));
        const auto list = recommendNext(evaluateMastery({}), ordered, 1);
        QCOMPARE(qs(list.front().lessonId), QStringLiteral("baccarat/02-deal"));
        QCOMPARE(qs(list.front().reason),
                 QStringLiteral("The next Baccarat lesson you have not passed."));

        // A lesson no longer in the course leaves the order as it was.
        newest.lessonId = "baccarat/99-withdrawn";
        QCOMPARE(qs(latestCourseFirst(courses, {newest}).front().lessonId),
                 QStringLiteral("blackjack/01-opening"));
    }

    void slowDrillIsRecommended() {
        std::vector<CourseLesson> passedCourse = course();
        for (auto &lesson : passedCourse) {
            lesson.passed = true;
        }
        const auto list = recommendNext(
            evaluateMastery({drill(1, 1, 5, 9, 6), drill(2, 2, 5, 9, 6), drill(3, 3, 5, 9, 6)}),
            passedCourse, 1);
        QCOMPARE(list.size(), std::size_t(1));
        QCOMPARE(qs(list[0].skillId), QStringLiteral("pay-quickly"));
        QCOMPARE(
            qs(list[0].reason),
            QStringLiteral("\u201cPay quickly\u201d: your median 9 s is over the 6 s target."));
    }

    // The reason says the figures the decision used. Answers of 4.4 s, 5 s
    // and 13 s against targets of 5 s, 4 s and 12 s: the times against their
    // targets are 0.88, 1.25 and 13/12, median 13/12 = 108%, too slow,
    // though the median time (5 s) equals the median target (5 s).
    void slowDrillWithMixedTargetsIsSaidAsAShare() {
        std::vector<CourseLesson> passedCourse = course();
        for (auto &lesson : passedCourse) {
            lesson.passed = true;
        }
        const auto mastery =
            evaluateMastery({drill(1, 1, 1, 4.4, 5), drill(2, 2, 1, 5, 4), drill(3, 3, 1, 13, 12)});
        const SkillMastery quick = skillIn(mastery, "pay-quickly");
        QVERIFY(!quick.timeMet);
        QCOMPARE(quick.time.medianRatio, 13.0 / 12.0);
        const auto list = recommendNext(mastery, passedCourse, 1);
        QCOMPARE(list.size(), std::size_t(1));
        QCOMPARE(qs(list[0].skillId), QStringLiteral("pay-quickly"));
        QCOMPARE(qs(list[0].reason),
                 QStringLiteral(
                     "\u201cPay quickly\u201d: your median payout takes 108% of its target time."));
    }

    void mistakesSessionFromOwnErrors() {
        std::vector<AttemptInput> attempts;
        // Three burn errors in lesson 06 and one in 01: the burn is the most missed.
        attempts.push_back(burns(1, 1, 0, 2));
        attempts.push_back(burns(2, 2, 1, 1));
        attempts.push_back(burns(3, 3, 1, 1, "blackjack/01-opening"));
        // One insurance error in 15.
        AttemptInput insurance;
        insurance.id = 4;
        insurance.lessonId = "blackjack/15-insurance";
        insurance.finishedAt = 4 * 60000;
        insurance.actions = {act("offer_insurance", "BJ-OPT-05", false)};
        attempts.push_back(insurance);
        const auto session = mistakesSession(attempts, course());
        // burn -> 06 (3 errors there) and insurance -> 15, then the burn's other lesson (01).
        QCOMPARE(session.size(), std::size_t(3));
        QCOMPARE(qs(session[0].lessonId), QStringLiteral("blackjack/06-new-dealer-burn"));
        QCOMPARE(qs(session[0].skillId), QStringLiteral("burn-face-down"));
        QCOMPARE(qs(session[0].reason),
                 QStringLiteral("4 errors in \u201cBurn face down\u201d in your last 4 attempts."));
        QCOMPARE(qs(session[1].lessonId), QStringLiteral("blackjack/15-insurance"));
        QCOMPARE(qs(session[2].lessonId), QStringLiteral("blackjack/01-opening"));
    }

    void mistakesSessionIsShortAndDistinct() {
        std::vector<AttemptInput> attempts;
        for (int i = 0; i < 30; ++i) {
            AttemptInput attempt;
            attempt.id = i + 1;
            attempt.lessonId = i % 2 == 0 ? "blackjack/09-basic-deal" : "blackjack/15-insurance";
            attempt.finishedAt = i * 60000;
            attempt.actions = {act("deal_card", "BJ-DEAL-02", false),
                               act("pay", "BJ-SETTLE-03", false, "payout"),
                               act("announce_total", "BJ-ANN-02", false),
                               act("offer_insurance", "BJ-OPT-05", false)};
            attempts.push_back(attempt);
        }
        const auto session = mistakesSession(attempts, course());
        QVERIFY(!session.empty());
        QVERIFY(session.size() <= kMistakesSessionLength);
        std::set<std::string> lessons;
        for (const auto &item : session) {
            QVERIFY2(lessons.insert(item.lessonId).second, item.lessonId.c_str());
        }
        // Only the newest 20 attempts are read.
        QVERIFY2(qs(session[0].reason).endsWith(QStringLiteral("in your last 20 attempts.")),
                 session[0].reason.c_str());
    }

    void noErrorsNoSession() {
        QVERIFY(mistakesSession({burns(1, 1, 2, 0)}, course()).empty());
        QVERIFY(mistakesSession({}, course()).empty());
    }

    // A lesson's skills come from its reference performance: a round dealt
    // and settled exercises dealing, totals, settling and pick-up.
    void lessonSkillsFromReferencePlay() {
        using roundtest::Player;
        const Scenario scenario = roundtest::roundScenario(QStringLiteral("TS 9H 7D 8C"),
                                                           {Player{1, 10, {roundtest::stand()}}});
        const auto actions = referenceActions(scenario);
        QVERIFY(!actions.empty());
        for (const auto &action : actions) {
            QVERIFY(action.correct);
        }
        const auto skills = skillsExercised(actions);
        for (const char *expected :
             {"deal-in-order", "announce-totals", "collect-then-pay", "pick-up-in-order"}) {
            QVERIFY2(std::find(skills.begin(), skills.end(), expected) != skills.end(), expected);
        }
        QVERIFY(std::find(skills.begin(), skills.end(), "pay-quickly") == skills.end());
    }

    // Issue 6: a drill's reference answers are the lesson's own, at its
    // difficulty and from its table (docs/mastery.md, "Lessons and skills").
    void drillAnswersFollowTheLessonsDifficultyAndTable() {
        using drills::PayoutSituation;
        // Difficulty 6 pays the whole box of an insured blackjack under the
        // dealer's blackjack: the insurance at 2 to 1 (§9(c), BJ-SETTLE-06)
        // and the blackjack's standoff (§3(b), §7(b), BJ-SETTLE-02); a
        // single wager at difficulty 1.
        const auto single =
            referenceDrillAnswers({PayoutSituation::Insurance}, 1, drills::defaultDrillTable(), 7);
        QCOMPARE(single.size(), std::size_t(1));
        QCOMPARE(qs(single[0].requirement), QStringLiteral("BJ-SETTLE-06"));
        const auto box =
            referenceDrillAnswers({PayoutSituation::Insurance}, 6, drills::defaultDrillTable(), 7);
        QCOMPARE(box.size(), std::size_t(2));
        QCOMPARE(qs(box[0].requirement), QStringLiteral("BJ-SETTLE-06"));
        QCOMPARE(qs(box[1].requirement), QStringLiteral("BJ-SETTLE-02"));
        // A tribal table pays same suit from its own text: 002 §3(p)(6)(ii)(D)
        // for six decks (BJ2-SETTLE-04), not 000 §17(e)(2).
        const auto tribal =
            referenceDrillAnswers({PayoutSituation::SameSuit}, 1,
                                  blackjack::defaultTableOffer(Regulation::BlackjackTribal), 10);
        QCOMPARE(tribal.size(), std::size_t(1));
        QCOMPARE(qs(tribal[0].citation), QStringLiteral("Blackjack (tribal) (p)(6)(ii)(D)"));
        // The skills: every answer counts for the payouts; the box's standoff
        // adds no settlement-order skill (a drill grades amounts only).
        const auto skills = skillsExercised(box);
        QVERIFY(std::find(skills.begin(), skills.end(), "collect-then-pay") == skills.end());
        for (const char *expected : {"pay-right-odds", "pay-quickly", "insurance-even-money"}) {
            QVERIFY2(std::find(skills.begin(), skills.end(), expected) != skills.end(), expected);
        }
    }

    // Issue 7: the commission drill's skills are named after what the
    // dealer does: a Banker win's commission collected or marked (BA-CONF-10,
    // BA-SETTLE-10) is "Take the commission on a Banker win"; its payout is
    // "Pay the right odds"; both are timed ("Pay quickly"), neither is the
    // table's settlement order.
    void commissionDrillSkills() {
        using drills::PayoutSituation;
        const auto answers = referenceDrillAnswers(
            {PayoutSituation::BankerCommissionMarked, PayoutSituation::CommissionOwedAtNewShoe}, 1,
            drills::defaultDrillTable(), 12.0, baccarat::TableRules{});
        QCOMPARE(answers.size(), std::size_t(3)); // payout + marker, the new shoe's marker
        const auto commission =
            std::count_if(answers.begin(), answers.end(), [](const GradedActionInput &input) {
                return input.actionKind == "commission_drill";
            });
        QCOMPARE(commission, 2);
        const auto skills = skillsExercised(answers);
        for (const char *expected : {"commission-on-banker-win", "pay-right-odds", "pay-quickly"}) {
            QVERIFY2(std::find(skills.begin(), skills.end(), expected) != skills.end(), expected);
        }
        QVERIFY(std::find(skills.begin(), skills.end(), "collect-then-pay") == skills.end());
        // A Player win's payout is no commission.
        const auto player = skillsExercised(referenceDrillAnswers({PayoutSituation::PlayerWin}, 1,
                                                                  drills::defaultDrillTable(), 12.0,
                                                                  baccarat::TableRules{}));
        QVERIFY(std::find(player.begin(), player.end(), "commission-on-banker-win") ==
                player.end());
        // At the table: the referee's collect and mark actions count for it too.
        GradedActionInput mark;
        mark.actionKind = "mark_vigorish";
        mark.requirement = "BA-SETTLE-08";
        const Skill *skill = findSkill("commission-on-banker-win");
        QVERIFY(skill != nullptr);
        QVERIFY(exercises(*skill, mark));
    }

    void drillSkills() {
        const auto answers = referenceDrillAnswers(
            {drills::PayoutSituation::Natural3to2, drills::PayoutSituation::Insurance}, 1,
            drills::defaultDrillTable(), 6.0);
        QCOMPARE(answers.size(), std::size_t(2));
        const auto skills = skillsExercised(answers);
        for (const char *expected : {"pay-right-odds", "pay-quickly", "insurance-even-money"}) {
            QVERIFY2(std::find(skills.begin(), skills.end(), expected) != skills.end(), expected);
        }
    }
};

QTEST_APPLESS_MAIN(TestMastery)
#include "tst_mastery.moc"

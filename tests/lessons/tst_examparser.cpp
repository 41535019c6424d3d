// Exam files (docs/exam-format.md): the shipped ones load, and every mistake
// in one is named with its JSON path.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <lessons/examcatalog.h>
#include <lessons/examparser.h>
#include <lessons/lessoncatalog.h>

using namespace dt::lessons;

class TestExamParser : public QObject {
    Q_OBJECT

    LessonCatalog m_catalog;

    QStringList problemsOf(const QByteArray &json) {
        QStringList texts;
        for (const LessonProblem &problem :
             parseExam(json, QStringLiteral("exam.json"), QStringLiteral("x/exam"), m_catalog)
                 .problems) {
            texts.append(problem.text());
        }
        return texts;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_catalog.load(QStringLiteral(DT_TEST_LESSONS_DIR),
                               QStringLiteral(DT_TEST_REGULATIONS_DIR)));
    }

    void everyShippedExamLoads() {
        ExamCatalog exams;
        QStringList problems;
        const bool loaded = exams.load(QStringLiteral(DT_TEST_EXAMS_DIR), m_catalog);
        for (const LessonProblem &problem : exams.problems()) {
            problems.append(problem.text());
        }
        QVERIFY2(loaded, qPrintable(problems.join('\n')));
        QCOMPARE(exams.exams().size(),
                 ExamCatalog::filesBelow(QStringLiteral(DT_TEST_EXAMS_DIR)).size());
        for (const ExamDefinition &exam : exams.exams()) {
            QVERIFY(!exam.scenarios.isEmpty());
            QCOMPARE(exams.find(exam.id), &exam);
        }
        QVERIFY(exams.find(QStringLiteral("blackjack/table-test")) != nullptr);
    }

    // A catalog keeps the exams that load and names every problem of the
    // others, file by file; ids are paths below the directory.
    void aCatalogWithABrokenExam() {
        QTemporaryDir directory;
        QVERIFY(directory.isValid());
        QVERIFY(QDir(directory.path()).mkpath(QStringLiteral("school/a")));
        const auto write = [&directory](const QString &name, const QByteArray &json) {
            QFile file(directory.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(json);
        };
        write(QStringLiteral("school/a/good.json"),
              R"({"title": "Good", "timeLimitMinutes": 10,
                  "scenarios": [{"lesson": "blackjack/09-basic-deal-and-settlement"}]})");
        write(QStringLiteral("school/bad.json"),
              R"({"title": "Bad", "timeLimitMinutes": 0, "scenarios": []})");
        write(QStringLiteral("exam.schema.json"), "{}");

        ExamCatalog exams;
        QVERIFY(!exams.load(directory.path(), m_catalog));
        QCOMPARE(exams.exams().size(), 1);
        QCOMPARE(exams.exams().first().id, QStringLiteral("school/a/good"));
        QVERIFY(exams.find(QStringLiteral("school/bad")) == nullptr);
        QVERIFY(!exams.problems().isEmpty());
        for (const LessonProblem &problem : exams.problems()) {
            QVERIFY2(problem.file.endsWith(QLatin1String("school/bad.json")),
                     qPrintable(problem.text()));
        }
    }

    void aMissingExamsDirectoryIsAProblem() {
        ExamCatalog exams;
        QVERIFY(!exams.load(QStringLiteral("/nonexistent/exams"), m_catalog));
        QCOMPARE(exams.problems().size(), 1);
        QVERIFY(exams.problems().first().message.contains(QLatin1String("does not exist")));
    }

    void theTableTestAsWritten() {
        const ExamLoadResult result =
            loadExamFile(QStringLiteral(DT_TEST_EXAMS_DIR "/blackjack/table-test.json"),
                         QStringLiteral("blackjack/table-test"), m_catalog);
        QVERIFY(result.exam);
        const ExamDefinition &exam = *result.exam;
        QCOMPARE(exam.timeLimitMinutes, 30);
        QCOMPARE(exam.scenarios.size(), 4);
        QCOMPARE(exam.scenarios.at(0).lessonId,
                 QStringLiteral("blackjack/09-basic-deal-and-settlement"));
        // The exam's seed replaces the lesson's.
        QCOMPARE(exam.scenarios.at(0).seed, std::optional<quint64>(71001));
        QCOMPARE(exam.scenarios.at(0).lesson.scenario.seed, 71001u);
        QCOMPARE(exam.pass.minimumAccuracy, 0.95);
        QCOMPARE(exam.pass.maximumPayoutErrors, std::optional<int>(0));
    }

    void payoutsAreExactUnlessAllowed() {
        const ExamLoadResult plain = parseExam(
            R"({"title": "T", "timeLimitMinutes": 10,
                "scenarios": [{"lesson": "blackjack/09-basic-deal-and-settlement"}]})",
            QStringLiteral("exam.json"), QStringLiteral("x/exam"), m_catalog);
        QVERIFY(plain.exam);
        QCOMPARE(plain.exam->pass.maximumPayoutErrors, std::optional<int>(0));
        QCOMPARE(plain.exam->scenarios.at(0).seed, std::nullopt);
        const ExamLoadResult lenient = parseExam(
            R"({"title": "T", "timeLimitMinutes": 10, "pass": {"maximumPayoutErrors": 2},
                "scenarios": [{"lesson": "blackjack/09-basic-deal-and-settlement"}]})",
            QStringLiteral("exam.json"), QStringLiteral("x/exam"), m_catalog);
        QVERIFY(lenient.exam);
        QCOMPARE(lenient.exam->pass.maximumPayoutErrors, std::optional<int>(2));
    }

    // Issue 8: a spot-the-error lesson is an exam scenario like a table
    // lesson; with the exam's seed its injected errors are checked again.
    void aSpotTheErrorLessonIsAnExamScenario() {
        const ExamLoadResult result = parseExam(
            R"({"title": "T", "timeLimitMinutes": 10,
                "scenarios": [{"lesson": "blackjack/70-spot-the-error-a-round", "seed": 12},
                              {"lesson": "baccarat/19-spot-the-error-third-card-and-commission"}]})",
            QStringLiteral("exam.json"), QStringLiteral("x/exam"), m_catalog);
        QVERIFY2(
            result.exam,
            qPrintable(result.problems.isEmpty() ? QString() : result.problems.first().text()));
        QCOMPARE(result.exam->scenarios.size(), 2);
        QVERIFY(result.exam->scenarios.at(0).lesson.isSpotTheError());
        QCOMPARE(result.exam->scenarios.at(0).lesson.scenario.seed, 12u);
        QVERIFY(result.exam->scenarios.at(1).lesson.isSpotTheError());
    }

    void problemsAreNamedWhereTheyAre() {
        const QStringList problems = problemsOf(R"({
            "title": "",
            "timeLimitMinutes": 0,
            "scenarios": [
                {"lesson": "blackjack/no-such-lesson"},
                {"lesson": "blackjack/09-basic-deal-and-settlement", "seed": 5},
                {"lesson": "blackjack/09-basic-deal-and-settlement", "seed": 5},
                {"lesson": "blackjack/26-payout-drill-naturals", "seeds": 1}
            ],
            "pass": {"minimumAccuracy": 1.5},
            "hints": []
        })");
        QVERIFY2(problems.contains(QStringLiteral("exam.json: $.title: must not be empty")),
                 qPrintable(problems.join('\n')));
        QVERIFY(problems.contains(QStringLiteral(
            "exam.json: $.timeLimitMinutes: must be a whole number of minutes from 1 to 480")));
        QVERIFY2(problems.contains(QStringLiteral("exam.json: $.scenarios[0].lesson: no lesson "
                                                  "\"blackjack/no-such-lesson\" in %1")
                                       .arg(m_catalog.directory())),
                 qPrintable(problems.join('\n')));
        QVERIFY(problems.contains(QStringLiteral(
            "exam.json: $.scenarios[2]: deals the same cards as $.scenarios[1]; give another "
            "seed")));
        QVERIFY(problems.contains(QStringLiteral(
            "exam.json: $.pass.minimumAccuracy: must be a number from 0 to 1 (0.9 = 90% of the "
            "actions correct)")));
        QVERIFY2(std::any_of(problems.cbegin(), problems.cend(),
                             [](const QString &p) {
                                 return p.startsWith(QStringLiteral("exam.json: $.hints:"));
                             }),
                 qPrintable(problems.join('\n')));
        QVERIFY2(std::any_of(problems.cbegin(), problems.cend(),
                             [](const QString &p) {
                                 return p.startsWith(QStringLiteral("exam.json: $.scenarios[3]"));
                             }),
                 qPrintable(problems.join('\n')));
    }

    void aDrillIsNotAScenario() {
        QString drillId;
        for (const Lesson &lesson : m_catalog.lessons()) {
            if (lesson.isDrill()) {
                drillId = lesson.id;
                break;
            }
        }
        QVERIFY(!drillId.isEmpty());
        const QStringList problems = problemsOf(
            QStringLiteral(
                R"({"title": "T", "timeLimitMinutes": 5, "scenarios": [{"lesson": "%1"}]})")
                .arg(drillId)
                .toUtf8());
        QCOMPARE(problems,
                 QStringList{QStringLiteral("exam.json: $.scenarios[0].lesson: \"%1\" is a payout "
                                            "drill; an exam deals table lessons")
                                 .arg(drillId)});
    }

    void notJsonIsNamed() {
        const QStringList problems = problemsOf("{\"title\": ");
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.constFirst().startsWith(QStringLiteral("exam.json: $:")));
    }
};

QTEST_GUILESS_MAIN(TestExamParser)
#include "tst_examparser.moc"

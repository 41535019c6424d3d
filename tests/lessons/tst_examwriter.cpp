// Exams written by the app (src/lessons/examwriter.h): what is written loads
// back through ExamParser to the same exam, in the layout of
// docs/exam-format.md, and a file that would not validate is refused with
// the parser's message, nothing written.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <lessons/examcatalog.h>
#include <lessons/examparser.h>
#include <lessons/examwriter.h>
#include <lessons/lessoncatalog.h>

using namespace dt::lessons;

Q_DECLARE_METATYPE(dt::lessons::ExamDefinition)

namespace {

const QString kBasicDeal = QStringLiteral("blackjack/09-basic-deal-and-settlement");
const QString kInsurance = QStringLiteral("blackjack/15-insurance-and-even-money");

// Every field a file carries, compared one by one so a failure names it.
void compareExams(const ExamDefinition &read, const ExamDefinition &written) {
    QCOMPARE(read.id, written.id);
    QCOMPARE(read.title, written.title);
    QCOMPARE(read.description, written.description);
    QCOMPARE(read.timeLimitMinutes, written.timeLimitMinutes);
    QCOMPARE(read.scenarios.size(), written.scenarios.size());
    for (qsizetype i = 0; i < read.scenarios.size(); ++i) {
        QCOMPARE(read.scenarios.at(i).lessonId, written.scenarios.at(i).lessonId);
        QCOMPARE(read.scenarios.at(i).seed, written.scenarios.at(i).seed);
    }
    QCOMPARE(read.pass.minimumAccuracy, written.pass.minimumAccuracy);
    QCOMPARE(read.pass.maximumIntegrityErrors, written.pass.maximumIntegrityErrors);
    QCOMPARE(read.pass.maximumPayoutErrors, written.pass.maximumPayoutErrors);
    QCOMPARE(read.pass.minimumHandsPerHour, written.pass.minimumHandsPerHour);
}

ExamScenario scenario(const QString &lessonId, std::optional<quint64> seed) {
    ExamScenario picked;
    picked.lessonId = lessonId;
    picked.seed = seed;
    return picked;
}

} // namespace

class TestExamWriter : public QObject {
    Q_OBJECT

    LessonCatalog m_catalog;
    std::unique_ptr<QTemporaryDir> m_dir;

    // An exam with every field in use: a quote and an accent in the text, a
    // scenario on the lesson's own seed, a seed past 2^53 (no double holds
    // it), hands an hour.
    static ExamDefinition fullExam() {
        ExamDefinition exam;
        exam.id = QStringLiteral("school/night-shift-test");
        exam.title = QStringLiteral("Night shift: \"the big table\"");
        exam.description = QStringLiteral("Insurance first, then the deal — at speed.\nTwo lines.");
        exam.timeLimitMinutes = 45;
        exam.scenarios = {scenario(kInsurance, 9007199254740993ull),
                          scenario(kBasicDeal, std::nullopt), scenario(kBasicDeal, 7)};
        exam.pass.minimumAccuracy = 0.925;
        exam.pass.maximumIntegrityErrors = 1;
        exam.pass.maximumPayoutErrors = 2;
        exam.pass.minimumHandsPerHour = 150.5;
        return exam;
    }

    QStringList problemTexts(const ExamWriteResult &result) {
        QStringList texts;
        for (const LessonProblem &problem : result.problems) {
            texts.append(problem.path + QStringLiteral(": ") + problem.message);
        }
        return texts;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_catalog.load(QStringLiteral(DT_TEST_LESSONS_DIR),
                               QStringLiteral(DT_TEST_REGULATIONS_DIR)));
    }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void aWrittenExamReadsBackTheSame() {
        const ExamDefinition exam = fullExam();
        const ExamWriteResult result = writeExamFile(exam, m_dir->path(), m_catalog);
        QVERIFY2(result.written(), qPrintable(problemTexts(result).join('\n')));
        QCOMPARE(result.path, m_dir->filePath(QStringLiteral("school/night-shift-test.json")));
        const ExamLoadResult read = loadExamFile(result.path, exam.id, m_catalog);
        QVERIFY(read.exam);
        compareExams(*read.exam, exam);
        // The exam's seeds are applied to the lessons it deals; none keeps the lesson's.
        QCOMPARE(read.exam->scenarios.at(0).lesson.scenario.seed, 9007199254740993ull);
        QCOMPARE(read.exam->scenarios.at(1).lesson.scenario.seed,
                 m_catalog.find(kBasicDeal)->scenario.seed);
    }

    // Every shipped exam written again reads back the same; the table test,
    // whose file gives every key, comes out byte for byte as shipped (the
    // layout docs/exam-format.md shows).
    void theShippedExamsWriteBackAsTheyAre() {
        ExamCatalog shipped;
        QVERIFY(shipped.load(QStringLiteral(DT_TEST_EXAMS_DIR), m_catalog));
        QVERIFY(!shipped.exams().isEmpty());
        for (const ExamDefinition &exam : shipped.exams()) {
            const ExamWriteResult result = writeExamFile(exam, m_dir->path(), m_catalog);
            QVERIFY2(result.written(), qPrintable(problemTexts(result).join('\n')));
            const ExamLoadResult read = loadExamFile(result.path, exam.id, m_catalog);
            QVERIFY(read.exam);
            compareExams(*read.exam, exam);
        }
        QFile original(QStringLiteral(DT_TEST_EXAMS_DIR "/blackjack/table-test.json"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(examFileJson(*shipped.find(QStringLiteral("blackjack/table-test"))),
                 original.readAll());
    }

    void writingAgainReplacesTheFile() {
        ExamDefinition exam = fullExam();
        QVERIFY(writeExamFile(exam, m_dir->path(), m_catalog).written());
        exam.timeLimitMinutes = 20;
        exam.scenarios.removeLast();
        const ExamWriteResult result = writeExamFile(exam, m_dir->path(), m_catalog);
        QVERIFY(result.written());
        const ExamLoadResult read = loadExamFile(result.path, exam.id, m_catalog);
        QVERIFY(read.exam);
        compareExams(*read.exam, exam);
    }

    // The parser's message, where it is in the file; nothing is written.
    void anExamThatWouldNotValidateIsRefused_data() {
        QTest::addColumn<ExamDefinition>("exam");
        QTest::addColumn<QString>("problem");
        ExamDefinition exam = fullExam();
        exam.scenarios.append(scenario(QStringLiteral("blackjack/no-such-lesson"), 1));
        QTest::newRow("unknown lesson")
            << exam
            << QStringLiteral("$.scenarios[3].lesson: no lesson \"blackjack/no-such-lesson\" in %1")
                   .arg(m_catalog.directory());
        exam = fullExam();
        exam.scenarios.append(scenario(kBasicDeal, 7));
        QTest::newRow("same cards twice")
            << exam
            << QStringLiteral("$.scenarios[3]: deals the same cards as $.scenarios[2]; give "
                              "another seed");
        exam = fullExam();
        exam.scenarios.first().seed = 9223372036854775808ull;
        QTest::newRow("seed past a 64-bit whole number")
            << exam << QStringLiteral("$.scenarios[0].seed: must be a whole number");
        exam = fullExam();
        exam.scenarios.clear();
        QTest::newRow("no scenario")
            << exam << QStringLiteral("$.scenarios: must list at least one lesson");
        exam = fullExam();
        exam.timeLimitMinutes = 0;
        QTest::newRow("no time")
            << exam
            << QStringLiteral(
                   "$.timeLimitMinutes: must be a whole number of minutes from 1 to 480");
        exam = fullExam();
        exam.title.clear();
        QTest::newRow("no title") << exam << QStringLiteral("$.title: must not be empty");
        exam = fullExam();
        exam.pass.minimumAccuracy = 1.2;
        QTest::newRow("accuracy above 1")
            << exam
            << QStringLiteral("$.pass.minimumAccuracy: must be a number from 0 to 1 (0.9 = 90% "
                              "of the actions correct)");
        // An exam file without the key asks for exact payouts: not what was given.
        exam = fullExam();
        exam.pass.maximumPayoutErrors.reset();
        QTest::newRow("no payout criterion")
            << exam
            << QStringLiteral("$.pass.maximumPayoutErrors: would not read back as it was given");
        exam = fullExam();
        exam.id = QStringLiteral("../outside");
        QTest::newRow("a path out of the directory")
            << exam
            << QStringLiteral("$: \"../outside\" is not a file name of lower-case letters, "
                              "digits and hyphens, folders separated by \"/\" "
                              "(school/night-shift-test)");
    }

    void anExamThatWouldNotValidateIsRefused() {
        QFETCH(ExamDefinition, exam);
        QFETCH(QString, problem);
        const ExamWriteResult result = writeExamFile(exam, m_dir->path(), m_catalog);
        QVERIFY(!result.written());
        QVERIFY2(problemTexts(result).contains(problem),
                 qPrintable(problemTexts(result).join('\n')));
        QCOMPARE(ExamCatalog::filesBelow(m_dir->path()), QStringList());
    }

    void examIdsAreFileNames() {
        QCOMPARE(examIdProblem(QStringLiteral("night-shift")), QString());
        QCOMPARE(examIdProblem(QStringLiteral("school/a1/night-shift-2")), QString());
        for (const QString &bad :
             {QStringLiteral("Night"), QStringLiteral("a//b"), QStringLiteral("/a"),
              QStringLiteral("a/"), QStringLiteral("a b"), QStringLiteral("a.json"),
              QStringLiteral("-a"), QStringLiteral("a--b")}) {
            QVERIFY2(!examIdProblem(bad).isEmpty(), qPrintable(bad));
        }
        QCOMPARE(examIdProblem(QString()), QStringLiteral("an exam needs a file name"));
        QVERIFY(!examIdProblem(QString(121, QLatin1Char('a'))).isEmpty());
    }

    // The catalog lists the installed exams and this machine's, marked;
    // an authored exam may not take an installed one's id.
    void theCatalogListsAuthoredExamsBesideTheInstalledOnes() {
        const QString authored = m_dir->filePath(QStringLiteral("authored"));
        ExamDefinition mine = fullExam();
        QVERIFY(writeExamFile(mine, authored, m_catalog).written());
        ExamDefinition clash = fullExam();
        clash.id = QStringLiteral("blackjack/table-test");
        QVERIFY(writeExamFile(clash, authored, m_catalog).written());

        ExamCatalog catalog;
        QVERIFY(!catalog.load(QStringLiteral(DT_TEST_EXAMS_DIR), m_catalog, authored));
        const ExamDefinition *installed = catalog.find(QStringLiteral("blackjack/table-test"));
        QVERIFY(installed != nullptr);
        QVERIFY(!installed->authored);
        QCOMPARE(installed->title, QStringLiteral("Blackjack dealer: the table test"));
        const ExamDefinition *found = catalog.find(mine.id);
        QVERIFY(found != nullptr);
        QVERIFY(found->authored);
        compareExams(*found, mine);
        QCOMPARE(catalog.problems().size(), 1);
        QCOMPARE(catalog.problems().constFirst().file,
                 QDir(authored).filePath(QStringLiteral("blackjack/table-test.json")));
        QVERIFY(catalog.problems().constFirst().message.startsWith(
            QStringLiteral("an installed exam is already \"blackjack/table-test\"")));
        QCOMPARE(catalog.exams().size(),
                 ExamCatalog::filesBelow(QStringLiteral(DT_TEST_EXAMS_DIR)).size() + 1);

        // No authored exam yet (its folder not made): no problem.
        QVERIFY(catalog.load(QStringLiteral(DT_TEST_EXAMS_DIR), m_catalog,
                             m_dir->filePath(QStringLiteral("none-yet"))));
    }
};

QTEST_GUILESS_MAIN(TestExamWriter)
#include "tst_examwriter.moc"

// The catalog: lessons/index.json and the files it lists, each problem of the
// index reported (missing, unlisted, mismatched), and lesson lookup.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <lessons/lessoncatalog.h>
#include <lessons/lessonresolver.h>

using namespace dt::lessons;

namespace {

QByteArray lessonJson(const QString &id, const QString &game = QStringLiteral("blackjack")) {
    const QString json = QString::fromUtf8(R"j({"format": 1, "id": "%1", "game": "%2", "title": "T",
        "objective": "O", "explanation": "E", "sections": ["Blackjack §6(c)"],
        "table": {"rules": "blackjack"}, "start": {"situation": "new_dealer", "cardsDealt": 5},
        "shoe": {"seed": 3}})j");
    return json.arg(id, game).toUtf8();
}

bool write(const QString &path, const QByteArray &content) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

QString joined(const QList<LessonProblem> &problems) {
    QStringList lines;
    for (const auto &problem : problems) {
        lines.append(problem.text());
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestLessonCatalog : public QObject {
    Q_OBJECT

private:
    // A catalog of two sound lessons in a fresh directory.
    std::unique_ptr<QTemporaryDir> makeCatalog() {
        auto dir = std::make_unique<QTemporaryDir>();
        const QDir root(dir->path());
        write(root.filePath(QStringLiteral("index.json")), R"j({"format": 1, "courses": [
            {"game": "blackjack", "title": "Blackjack",
             "lessons": ["blackjack/01-a.json", "blackjack/02-b.json"]}]})j");
        write(root.filePath(QStringLiteral("blackjack/01-a.json")),
              lessonJson(QStringLiteral("blackjack/01-a")));
        write(root.filePath(QStringLiteral("blackjack/02-b.json")),
              lessonJson(QStringLiteral("blackjack/02-b")));
        return dir;
    }

private slots:
    void soundCatalog() {
        const auto dir = makeCatalog();
        LessonCatalog catalog;
        QVERIFY2(catalog.load(dir->path()), qPrintable(joined(catalog.problems())));
        QVERIFY(catalog.problems().isEmpty());
        QCOMPARE(catalog.lessons().size(), 2);
        QCOMPARE(catalog.lessons()[0].id, QStringLiteral("blackjack/01-a"));
        QCOMPARE(catalog.lessons()[1].id, QStringLiteral("blackjack/02-b"));
        QCOMPARE(catalog.courses().size(), 1);
        QCOMPARE(catalog.courses()[0].title, QStringLiteral("Blackjack"));
        QCOMPARE(catalog.courses()[0].lessonIds,
                 (QStringList{QStringLiteral("blackjack/01-a"), QStringLiteral("blackjack/02-b")}));
        const Lesson *found = catalog.find(QStringLiteral("blackjack/02-b"));
        QVERIFY(found != nullptr);
        QCOMPARE(found->filePath,
                 QDir(dir->path()).filePath(QStringLiteral("blackjack/02-b.json")));
        QVERIFY(catalog.find(QStringLiteral("blackjack/03-c")) == nullptr);
    }

    void missingIndexEntry() {
        const auto dir = makeCatalog();
        QFile::remove(QDir(dir->path()).filePath(QStringLiteral("blackjack/02-b.json")));
        LessonCatalog catalog;
        QVERIFY(!catalog.load(dir->path()));
        QCOMPARE(catalog.problems().size(), 1);
        const LessonProblem &problem = catalog.problems().front();
        QVERIFY(problem.file.endsWith(QStringLiteral("/index.json")));
        QCOMPARE(problem.path, QStringLiteral("$.courses[0].lessons[1]"));
        QVERIFY(problem.message.contains(QStringLiteral("\"blackjack/02-b.json\" does not exist")));
        QCOMPARE(catalog.lessons().size(), 1);
    }

    void unlistedFile() {
        const auto dir = makeCatalog();
        const QString extra = QDir(dir->path()).filePath(QStringLiteral("blackjack/03-c.json"));
        write(extra, lessonJson(QStringLiteral("blackjack/03-c")));
        LessonCatalog catalog;
        QVERIFY(!catalog.load(dir->path()));
        QCOMPARE(catalog.problems().size(), 1);
        const LessonProblem &problem = catalog.problems().front();
        QCOMPARE(problem.file, extra);
        QCOMPARE(problem.path, QStringLiteral("$"));
        QVERIFY(problem.message.contains(QStringLiteral("not listed in index.json")));
        QVERIFY(problem.message.contains(QStringLiteral("\"blackjack/03-c.json\"")));
        QCOMPARE(catalog.lessons().size(), 2);
    }

    void idDoesNotMatchPath() {
        const auto dir = makeCatalog();
        const QString file = QDir(dir->path()).filePath(QStringLiteral("blackjack/02-b.json"));
        write(file, lessonJson(QStringLiteral("blackjack/02-something-else")));
        LessonCatalog catalog;
        QVERIFY(!catalog.load(dir->path()));
        QCOMPARE(catalog.problems().size(), 1);
        const LessonProblem &problem = catalog.problems().front();
        QCOMPARE(problem.file, file);
        QCOMPARE(problem.path, QStringLiteral("$.id"));
        QVERIFY(problem.message.contains(QStringLiteral("the id must be \"blackjack/02-b\"")));
        QVERIFY(catalog.find(QStringLiteral("blackjack/02-something-else")) == nullptr);
        QCOMPARE(catalog.lessons().size(), 1);
    }

    void listedTwice() {
        const auto dir = makeCatalog();
        write(QDir(dir->path()).filePath(QStringLiteral("index.json")),
              R"j({"format": 1, "courses": [{"game": "blackjack", "title": "Blackjack",
                  "lessons": ["blackjack/01-a.json", "blackjack/02-b.json", "blackjack/01-a.json"]}]})j");
        LessonCatalog catalog;
        QVERIFY(!catalog.load(dir->path()));
        QCOMPARE(catalog.problems().size(), 1);
        QCOMPARE(catalog.problems().front().path, QStringLiteral("$.courses[0].lessons[2]"));
        QVERIFY(catalog.problems().front().message.contains(QStringLiteral("listed twice")));
    }

    void brokenLessonIsReportedAndLeftOut() {
        const auto dir = makeCatalog();
        const QString file = QDir(dir->path()).filePath(QStringLiteral("blackjack/01-a.json"));
        write(
            file,
            lessonJson(QStringLiteral("blackjack/01-a")).replace("\"seed\": 3", "\"seed\": \"x\""));
        LessonCatalog catalog;
        QVERIFY(!catalog.load(dir->path()));
        QCOMPARE(catalog.problems().size(), 1);
        QCOMPARE(catalog.problems().front().text(),
                 file + QStringLiteral(": $.shoe.seed: must be a whole number"));
        QCOMPARE(catalog.lessons().size(), 1);
        QCOMPARE(catalog.courses()[0].lessonIds, QStringList{QStringLiteral("blackjack/02-b")});
    }

    void lessonInTheWrongCourse() {
        const auto dir = makeCatalog();
        write(QDir(dir->path()).filePath(QStringLiteral("index.json")),
              R"j({"format": 1, "courses": [{"game": "blackjack", "title": "Blackjack",
                  "lessons": ["blackjack/01-a.json"]},
                  {"game": "craps", "title": "Craps", "lessons": ["blackjack/02-b.json"]}]})j");
        LessonCatalog catalog;
        QVERIFY(!catalog.load(dir->path()));
        QCOMPARE(catalog.problems().size(), 1);
        QCOMPARE(catalog.problems().front().path, QStringLiteral("$.game"));
        QVERIFY(catalog.problems().front().message.contains(QStringLiteral("\"craps\" course")));
    }

    void brokenIndex() {
        const auto dir = makeCatalog();
        const QString index = QDir(dir->path()).filePath(QStringLiteral("index.json"));
        write(index, R"j({"format": 1, "courses": [)j");
        LessonCatalog catalog;
        QVERIFY(!catalog.load(dir->path()));
        QCOMPARE(catalog.problems().size(), 1);
        QCOMPARE(catalog.problems().front().file, index);
        QCOMPARE(catalog.problems().front().path, QStringLiteral("$"));
        QVERIFY(catalog.problems().front().message.startsWith(
            QStringLiteral("invalid JSON at line 1")));

        write(index, R"j({"format": 1, "course": []})j");
        QVERIFY(!catalog.load(dir->path()));
        const QString all = joined(catalog.problems());
        QVERIFY2(all.contains(QStringLiteral("$.courses: is required")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("$.course: unknown key (did you mean \"courses\"?)")));
        QVERIFY(catalog.lessons().isEmpty());
    }

    void missingDirectoryOrIndex() {
        LessonCatalog catalog;
        QVERIFY(!catalog.load(QStringLiteral("/nonexistent/dealer-trainer/lessons")));
        QCOMPARE(catalog.problems().size(), 1);
        QVERIFY(catalog.problems().front().message.contains(QStringLiteral("does not exist")));

        QTemporaryDir empty;
        QVERIFY(!catalog.load(empty.path()));
        QCOMPARE(catalog.problems().size(), 1);
        QVERIFY(catalog.problems().front().file.endsWith(QStringLiteral("index.json")));
        QVERIFY(catalog.problems().front().message.startsWith(
            QStringLiteral("cannot read the lesson index")));
    }

    void resolver() {
        const auto dir = makeCatalog();
        LessonCatalog catalog;
        QVERIFY(catalog.load(dir->path()));
        const QString file = QDir(dir->path()).filePath(QStringLiteral("blackjack/01-a.json"));
        QCOMPARE(resolveLessonArgument(file, catalog), file);
        QCOMPARE(resolveLessonArgument(QStringLiteral("blackjack/01-a"), catalog), file);
        QCOMPARE(resolveLessonArgument(QStringLiteral("blackjack/01-a.json"), catalog), file);
        QVERIFY(resolveLessonArgument(QStringLiteral("blackjack/09-none"), catalog).isEmpty());
        QVERIFY(resolveLessonArgument(QString(), catalog).isEmpty());
    }

    void defaultDirectory() {
        qputenv("DT_LESSONS_DIR", "/somewhere/lessons");
        QCOMPARE(LessonCatalog::defaultDirectory(), QStringLiteral("/somewhere/lessons"));
        qunsetenv("DT_LESSONS_DIR");
        // Not installed: the source tree's lessons.
        QCOMPARE(QDir(LessonCatalog::defaultDirectory()).canonicalPath(),
                 QDir(QStringLiteral(DT_TEST_LESSONS_DIR)).canonicalPath());
    }
};

QTEST_GUILESS_MAIN(TestLessonCatalog)
#include "tst_lessoncatalog.moc"

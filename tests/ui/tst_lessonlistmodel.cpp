// LessonListModel (src/ui/lessonlistmodel.h) on its own: the course progress
// the lesson list shows ("N of M passed") is the model's passedCount, counted
// from the progress it is given, with a change signal only when it moves.

#include <QSignalSpy>
#include <QTest>
#include <ui/lessonlistmodel.h>

using dt::ui::LessonListModel;

namespace {

QList<dt::lessons::Lesson> lessonsNamed(const QStringList &ids) {
    QList<dt::lessons::Lesson> lessons;
    for (const QString &id : ids) {
        dt::lessons::Lesson lesson;
        lesson.id = id;
        lesson.title = id;
        lessons.append(lesson);
    }
    return lessons;
}

dt::storage::LessonProgress progressOf(const QString &id, int attempts, bool passed) {
    dt::storage::LessonProgress progress;
    progress.lessonId = id;
    progress.attempts = attempts;
    progress.completed = attempts;
    progress.passed = passed;
    progress.bestAccuracy = passed ? 1.0 : 0.5;
    return progress;
}

} // namespace

class TestLessonListModel : public QObject {
    Q_OBJECT

private slots:
    // Each course numbers its own lessons; `courses` lists them with the row
    // of their first lesson and how many of theirs are passed.
    void coursesNumberTheirOwnLessons() {
        const QStringList ids{QStringLiteral("blackjack/a"), QStringLiteral("blackjack/b"),
                              QStringLiteral("baccarat/a"), QStringLiteral("loose")};
        LessonListModel model;
        QSignalSpy coursesChanged(&model, &LessonListModel::coursesChanged);
        model.setLessons(lessonsNamed(ids),
                         {{QStringLiteral("blackjack"), QStringLiteral("Blackjack"), ids.mid(0, 2)},
                          {QStringLiteral("baccarat"), QStringLiteral("Baccarat"), ids.mid(2, 1)}});
        QCOMPARE(coursesChanged.size(), 1);
        const auto orderAt = [&model](int row) {
            return model.data(model.index(row), LessonListModel::OrderRole).toInt();
        };
        QCOMPARE(orderAt(0), 1);
        QCOMPARE(orderAt(1), 2);
        QCOMPARE(orderAt(2), 1); // Baccarat's first
        QCOMPARE(orderAt(3), 4); // in no course: its place in the list

        const auto courses = model.courses();
        QCOMPARE(courses.size(), 2);
        const QVariantMap baccarat = courses.at(1).toMap();
        QCOMPARE(baccarat.value(QStringLiteral("title")).toString(), QStringLiteral("Baccarat"));
        QCOMPARE(baccarat.value(QStringLiteral("firstRow")).toInt(), 2);
        QCOMPARE(baccarat.value(QStringLiteral("count")).toInt(), 1);
        QCOMPARE(baccarat.value(QStringLiteral("passed")).toInt(), 0);

        // Another trainee with as many passes, in the other course: the
        // total stays, the courses' counts move.
        model.setProgress({{ids.at(0), progressOf(ids.at(0), 1, true)}});
        QCOMPARE(coursesChanged.size(), 2);
        model.setProgress({{ids.at(2), progressOf(ids.at(2), 1, true)}});
        QCOMPARE(coursesChanged.size(), 3);
        QCOMPARE(model.passedCount(), 1);
        QCOMPARE(model.courses().at(0).toMap().value(QStringLiteral("passed")).toInt(), 0);
        QCOMPARE(model.courses().at(1).toMap().value(QStringLiteral("passed")).toInt(), 1);
        // Attempts that change no pass leave the courses alone.
        model.setProgress({{ids.at(2), progressOf(ids.at(2), 2, true)}});
        QCOMPARE(coursesChanged.size(), 3);
    }

    void passedCount_data() {
        QTest::addColumn<QList<bool>>("passed");
        QTest::addColumn<int>("expected");
        QTest::newRow("none attempted") << QList<bool>{} << 0;
        QTest::newRow("one of three passed") << QList<bool>{false, true, false} << 1;
        QTest::newRow("all three passed") << QList<bool>{true, true, true} << 3;
        QTest::newRow("attempted, none passed") << QList<bool>{false, false, false} << 0;
    }

    void passedCount() {
        QFETCH(QList<bool>, passed);
        QFETCH(int, expected);
        const QStringList ids{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        LessonListModel model;
        model.setLessons(lessonsNamed(ids));
        QHash<QString, dt::storage::LessonProgress> progress;
        for (qsizetype i = 0; i < passed.size(); ++i) {
            progress.insert(ids.at(i), progressOf(ids.at(i), 1, passed.at(i)));
        }
        model.setProgress(progress);
        QCOMPARE(model.passedCount(), expected);
        QCOMPARE(model.property("passedCount").toInt(), expected);
        // The same figure as the rows' own "passed" role.
        int passedRows = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            passedRows += model.index(row).data(LessonListModel::PassedRole).toBool() ? 1 : 0;
        }
        QCOMPARE(passedRows, expected);
    }

    void passedCountSignalsOnlyWhenItMoves() {
        const QStringList ids{QStringLiteral("a"), QStringLiteral("b")};
        LessonListModel model;
        model.setLessons(lessonsNamed(ids));
        QSignalSpy changed(&model, &LessonListModel::passedCountChanged);

        // Attempted but not passed: the count stays 0, no signal.
        model.setProgress({{ids.at(0), progressOf(ids.at(0), 1, false)}});
        QCOMPARE(changed.count(), 0);

        model.setProgress({{ids.at(0), progressOf(ids.at(0), 2, true)}});
        QCOMPARE(model.passedCount(), 1);
        QCOMPARE(changed.count(), 1);

        // Another attempt of a passed lesson: still 1.
        model.setProgress({{ids.at(0), progressOf(ids.at(0), 3, true)}});
        QCOMPARE(changed.count(), 1);

        // Another trainee (no progress): back to 0.
        model.setProgress({});
        QCOMPARE(model.passedCount(), 0);
        QCOMPARE(changed.count(), 2);
    }

    // Each row names its course, the list's section header (issue 7: a
    // second course follows the first).
    void rowsNameTheirCourse() {
        LessonListModel model;
        const QStringList ids{QStringLiteral("blackjack/01"), QStringLiteral("baccarat/01"),
                              QStringLiteral("baccarat/02")};
        model.setLessons(
            lessonsNamed(ids),
            {{QStringLiteral("blackjack"), QStringLiteral("Blackjack"), {ids.at(0)}},
             {QStringLiteral("baccarat"), QStringLiteral("Baccarat"), {ids.at(1), ids.at(2)}}});
        QCOMPARE(model.roleNames().value(LessonListModel::CourseRole), QByteArray("course"));
        QCOMPARE(model.index(0).data(LessonListModel::CourseRole).toString(),
                 QStringLiteral("Blackjack"));
        QCOMPARE(model.index(1).data(LessonListModel::CourseRole).toString(),
                 QStringLiteral("Baccarat"));
        QCOMPARE(model.index(2).data(LessonListModel::CourseRole).toString(),
                 QStringLiteral("Baccarat"));
        // Without courses a row has none.
        model.setLessons(lessonsNamed(ids));
        QVERIFY(model.index(0).data(LessonListModel::CourseRole).toString().isEmpty());
    }

    void newLessonsStartUnpassed() {
        const QStringList ids{QStringLiteral("a")};
        LessonListModel model;
        model.setLessons(lessonsNamed(ids));
        model.setProgress({{ids.at(0), progressOf(ids.at(0), 1, true)}});
        QCOMPARE(model.passedCount(), 1);
        QSignalSpy changed(&model, &LessonListModel::passedCountChanged);
        model.setLessons(lessonsNamed(ids));
        QCOMPARE(model.passedCount(), 0);
        QCOMPARE(changed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLessonListModel)
#include "tst_lessonlistmodel.moc"

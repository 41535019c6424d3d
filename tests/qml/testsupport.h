#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariantList>
#include <ui/appcontroller.h>

namespace dt::qmltest {

// What the QML tests get as the singleton `TestSupport` (import
// DealerTrainer.Testing): an AppController on a temporary database with the
// shipped lessons and one trainee, and helpers to bring a table to the step
// under test. Each test file's engine gets its own instance, database and all.
class TestSupport : public QObject {
    Q_OBJECT
    Q_PROPERTY(dt::ui::AppController *app READ app NOTIFY appChanged)
    Q_PROPERTY(QString databasePath READ databasePath CONSTANT)
    Q_PROPERTY(QString lessonsDirectory READ lessonsDirectory CONSTANT)
    Q_PROPERTY(QStringList lessonIds READ lessonIds CONSTANT)

public:
    explicit TestSupport(QObject *parent = nullptr);
    ~TestSupport() override;

    dt::ui::AppController *app() const { return m_app; }
    QString databasePath() const;
    QString lessonsDirectory() const;
    QStringList lessonIds() const;

    // A new AppController on the same database, as after a restart; the
    // previous one (and its table) is deleted.
    Q_INVOKABLE dt::ui::AppController *restartApp();
    // An AppController whose database is a damaged file (the start screen
    // must show databaseError). Owned by TestSupport.
    Q_INVOKABLE dt::ui::AppController *createAppWithCorruptDatabase();
    // app.startLesson(lessonId, mode) for the test trainee.
    Q_INVOKABLE dt::ui::TableController *
    startLesson(const QString &lessonId, const QString &mode = QStringLiteral("practice"));
    // A round fixture of tests/cli/fixtures/rounds (`name` without ".json",
    // e.g. "double-shoe-determinant-burned") as the only lesson of a new
    // AppController on the same database, started like startLesson(). For
    // tables no shipped lesson has (a double shoe, the progressive wagers).
    Q_INVOKABLE dt::ui::TableController *
    startFixture(const QString &name, const QString &mode = QStringLiteral("practice"));
    // A lesson fixture of another game, `name` its path without ".json"
    // ("baccarat/big-table-marked"): tests/qml/fixtures/<name>.json, else
    // tests/cli/fixtures/<name>.json, as the only lesson (under its id) of a
    // new AppController, started like startLesson().
    Q_INVOKABLE dt::ui::TableController *
    startGameFixture(const QString &name, const QString &mode = QStringLiteral("practice"));
    // Performs the referee's first expected action until the next one is of
    // kind `actionName` ("insert_cut_card"); true if it got there.
    Q_INVOKABLE bool playUntil(dt::ui::TableController *table, const QString &actionName);
    // The reference performance of the lesson, in the JSON form perform() takes.
    Q_INVOKABLE QVariantList autoplay(const QString &lessonId) const;
    // The next expected action without counting a hint: {action, minimum, maximum, citation}.
    Q_INVOKABLE QVariantMap expected(dt::ui::TableController *table) const;

signals:
    void appChanged();

private:
    // `source` copied to the lesson `id` of a lessons folder of its own.
    dt::ui::TableController *startCopiedLesson(const QString &source, const QString &id,
                                               const QString &mode);

    QTemporaryDir m_dir;
    QPointer<dt::ui::AppController> m_app;
};

} // namespace dt::qmltest

#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <core/action_codec.h>
#include <core/referee_for.h>
#include <ui/flatconversion.h>

namespace dt::qmltest {

TestSupport::TestSupport(QObject *parent)
    : QObject(parent) {
    // Exams written in the app go to this engine's folder, never the user's.
    qputenv("DT_AUTHORED_EXAMS_DIR", m_dir.filePath(QStringLiteral("authored-exams")).toUtf8());
    restartApp();
    if (m_app && m_app->databaseReady() && m_app->trainees()->rowCount() == 0) {
        m_app->createTrainee(QStringLiteral("QML Tester"));
    }
}

TestSupport::~TestSupport() {
    // Close the database before its folder goes.
    delete m_app.data();
}

QString TestSupport::databasePath() const {
    return m_dir.filePath(QStringLiteral("progress.sqlite"));
}

QString TestSupport::lessonsDirectory() const {
    const QString fromEnvironment = qEnvironmentVariable("DT_LESSONS_DIR");
    return fromEnvironment.isEmpty() ? QStringLiteral(DT_TEST_LESSONS_DIR) : fromEnvironment;
}

QStringList TestSupport::lessonIds() const {
    QStringList ids;
    if (m_app) {
        for (const auto &lesson : m_app->catalog().lessons()) {
            ids.append(lesson.id);
        }
    }
    return ids;
}

dt::ui::AppController *TestSupport::restartApp() {
    delete m_app.data();
    m_app = new dt::ui::AppController(databasePath(), lessonsDirectory(), this);
    emit appChanged();
    return m_app;
}

dt::ui::AppController *TestSupport::createAppWithCorruptDatabase() {
    const QString path = m_dir.filePath(QStringLiteral("corrupt.sqlite"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write("This is not an SQLite database, and it must stay as it is.\n");
        file.close();
    }
    return new dt::ui::AppController(path, lessonsDirectory(), this);
}

dt::ui::TableController *TestSupport::startLesson(const QString &lessonId, const QString &mode) {
    return m_app ? m_app->startLesson(lessonId, mode) : nullptr;
}

dt::ui::TableController *TestSupport::startFixture(const QString &name, const QString &mode) {
    // A lesson's id is its path: the round fixtures' ids are "blackjack/round-<name>".
    return startCopiedLesson(
        QDir(QStringLiteral(DT_TEST_ROUND_FIXTURES_DIR)).filePath(name + QStringLiteral(".json")),
        QStringLiteral("blackjack/round-") + name, mode);
}

dt::ui::TableController *TestSupport::startGameFixture(const QString &name, const QString &mode) {
    for (const QString &directory :
         {QStringLiteral(DT_TEST_GAME_FIXTURES_DIR), QStringLiteral(DT_TEST_CLI_FIXTURES_DIR)}) {
        QFile source(QDir(directory).filePath(name + QStringLiteral(".json")));
        if (source.open(QIODevice::ReadOnly)) {
            // Copied to the path its id names (a lesson's id is its path).
            const QString id = QJsonDocument::fromJson(source.readAll())
                                   .object()
                                   .value(QStringLiteral("id"))
                                   .toString();
            return id.isEmpty() ? nullptr : startCopiedLesson(source.fileName(), id, mode);
        }
    }
    qWarning("TestSupport: no fixture %s", qPrintable(name));
    return nullptr;
}

dt::ui::TableController *TestSupport::startCopiedLesson(const QString &source, const QString &id,
                                                        const QString &mode) {
    const QDir lessons(m_dir.filePath(QStringLiteral("fixtures")));
    const QString game = id.section(QLatin1Char('/'), 0, 0);
    if (!lessons.mkpath(game)) {
        return nullptr;
    }
    const QString file = id + QStringLiteral(".json");
    QFile::remove(lessons.filePath(file));
    if (!QFile::copy(source, lessons.filePath(file))) {
        return nullptr;
    }
    QFile index(lessons.filePath(QStringLiteral("index.json")));
    if (!index.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return nullptr;
    }
    index.write(QStringLiteral("{\"format\": 1, \"courses\": [{\"game\": \"%1\", "
                               "\"title\": \"Fixtures\", \"lessons\": [\"%2\"]}]}\n")
                    .arg(game, file)
                    .toUtf8());
    index.close();
    delete m_app.data();
    m_app = new dt::ui::AppController(databasePath(), lessons.path(), this);
    emit appChanged();
    return m_app->startLesson(id, mode);
}

bool TestSupport::playUntil(dt::ui::TableController *table, const QString &actionName) {
    if (table == nullptr) {
        return false;
    }
    for (int guard = 0; guard < 1000 && !table->complete(); ++guard) {
        const auto options = table->session().expected();
        if (options.empty()) {
            return false;
        }
        if (QString::fromStdString(std::string(dt::actionName(options.front().action))) ==
            actionName) {
            return true;
        }
        table->perform(dt::ui::toVariantMap(dt::toFlat(options.front().action)));
    }
    return false;
}

QVariantList TestSupport::autoplay(const QString &lessonId) const {
    QVariantList result;
    const dt::lessons::Lesson *lesson = m_app ? m_app->catalog().find(lessonId) : nullptr;
    if (lesson == nullptr) {
        return result;
    }
    for (const auto &action : dt::autoplay(lesson->scenario, dt::refereeFor(lesson->scenario))) {
        result.append(dt::ui::toVariantMap(dt::toFlat(action)));
    }
    return result;
}

QVariantMap TestSupport::expected(dt::ui::TableController *table) const {
    if (table == nullptr) {
        return {};
    }
    const auto options = table->session().expected();
    if (options.empty()) {
        return {};
    }
    const auto &first = options.front();
    return {{QStringLiteral("action"), dt::ui::toVariantMap(dt::toFlat(first.action))},
            {QStringLiteral("minimum"), first.minimum},
            {QStringLiteral("maximum"), first.maximum},
            {QStringLiteral("citation"), QString::fromStdString(first.rule.citation.text())}};
}

} // namespace dt::qmltest

// Dealer Trainer: wiring only. Opens the progress database and the lessons,
// hands them to Main.qml as `app`, and shows it.

#include <QApplication>
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickStyle>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>
#include <app/processmeasure.h>
#include <app/scenegraphchoice.h>
#include <app/startupmeasurement.h>
#include <app/startupwarmup.h>
#include <cstdio>
#include <lessons/appidentity.h>
#include <optional>
#include <ui/appcontroller.h>

Q_IMPORT_QML_PLUGIN(DealerTrainerPlugin)

int main(int argc, char *argv[]) {
    // --measure times the start from here (and from the process start before).
    dt::app::startProcessClock();
    // A QApplication: Qt Charts (the progress screen) draws with the Graphics
    // View framework, which needs one.
    QApplication application(argc, argv);
    // Where its data folder is: dealer-trainer-cli reads it under the same names.
    QGuiApplication::setApplicationName(dt::lessons::appApplicationName());
    QGuiApplication::setOrganizationName(dt::lessons::appOrganizationName());
    QGuiApplication::setApplicationVersion(QStringLiteral(DT_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.dealertrainer.DealerTrainer"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Trains casino dealers: every action graded against the regulation."));
    parser.addHelpOption();
    parser.addVersionOption();
    // The default path is only computed when used: it creates its folder.
    const QCommandLineOption databaseOption(
        QStringLiteral("db"),
        QStringLiteral("The progress database (default: dealer-trainer.sqlite in the user's data "
                       "folder)."),
        QStringLiteral("PATH"));
    const QCommandLineOption lessonsOption(QStringLiteral("lessons"),
                                           QStringLiteral("The lessons folder (default: %1).")
                                               .arg(dt::lessons::LessonCatalog::defaultDirectory()),
                                           QStringLiteral("DIR"));
    const QCommandLineOption measureOption(
        QStringLiteral("measure"),
        QStringLiteral("Measure the start-up and the memory with a table open, in a fresh "
                       "temporary database (--db is not used), print one JSON line and exit "
                       "(docs/performance.md)."));
    const QCommandLineOption measureLessonOption(
        QStringLiteral("measure-lesson"),
        QStringLiteral("The lesson whose table --measure opens (default: the first lesson)."),
        QStringLiteral("ID"));
    const QCommandLineOption measureFramesOption(
        QStringLiteral("measure-frames"),
        QStringLiteral("Measure the table's frame rate while a round is dealt, one action every "
                       "150 ms (--measure-lesson: the lesson, default "
                       "blackjack/09-basic-deal-and-settlement), in a fresh temporary "
                       "database; print one JSON line and exit (docs/performance.md)."));
    const QCommandLineOption highContrastOption(
        QStringLiteral("high-contrast"),
        QStringLiteral("Start in high contrast (kept as the display choice, like the \"High "
                       "contrast\" switch)."));
    parser.addOption(databaseOption);
    parser.addOption(lessonsOption);
    parser.addOption(measureOption);
    parser.addOption(measureLessonOption);
    parser.addOption(measureFramesOption);
    parser.addOption(highContrastOption);
    parser.process(application);

    std::optional<dt::app::StartupMeasurement> measurement;
    const bool measureFrames = parser.isSet(measureFramesOption);
    if (measureFrames || parser.isSet(measureOption) || parser.isSet(measureLessonOption)) {
        measurement.emplace(parser.value(measureLessonOption));
        measurement->mark(QStringLiteral("guiReady"));
    }

    const QString databasePath = measurement ? measurement->databasePath()
                                 : parser.isSet(databaseOption)
                                     ? parser.value(databaseOption)
                                     : dt::storage::ProgressStore::defaultDatabasePath();
    const QString lessonsDirectory = parser.isSet(lessonsOption)
                                         ? parser.value(lessonsOption)
                                         : dt::lessons::LessonCatalog::defaultDirectory();

    // Basic is the style that can be themed throughout.
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    // No GPU: Qt Quick's software renderer rather than OpenGL on llvmpipe.
    dt::app::applySceneGraphChoice();

    // Other threads read the lessons and load the fonts and Main.qml's types
    // while this one opens the database and makes Main.qml
    // (docs/performance.md). The controller lives in `appHolder`, declared
    // before the engine: the QML that uses it goes first.
    dt::app::warmUpFontDatabase();
    std::optional<dt::ui::AppController> appHolder;
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    const QUrl mainUrl(QStringLiteral("qrc:/qt/qml/DealerTrainer/Main.qml"));
    const QQmlComponent mainPreload(&engine, mainUrl, QQmlComponent::Asynchronous);

    dt::ui::AppController &app =
        appHolder.emplace(databasePath, lessonsDirectory, nullptr, QString(),
                          dt::ui::AppController::LessonReading::InBackground);
    if (parser.isSet(highContrastOption)) {
        app.setHighContrast(true);
    }
    if (measurement) {
        measurement->mark(QStringLiteral("controller"));
        if (!measurement->prepare(app)) {
            return 1;
        }
        measurement->mark(QStringLiteral("appReady"));
    }

    QVariantMap initialProperties{{QStringLiteral("app"), QVariant::fromValue(&app)}};
    // --measure: the window opens on the lesson list (the start screen under
    // it is made only if the trainee goes back to it).
    if (measurement) {
        initialProperties.insert(QStringLiteral("lessonListFirst"), true);
    }
    engine.setInitialProperties(initialProperties);
    engine.load(mainUrl);
    if (engine.rootObjects().isEmpty()) {
        std::fprintf(stderr, "dealer-trainer: could not load %s (see the QML errors above)\n",
                     qPrintable(mainUrl.toString()));
        return 1;
    }
    if (measurement) {
        measurement->mark(QStringLiteral("qmlLoaded"));
    }
    // The lesson list is filled before its first frame.
    app.finishReadingLessons();
    if (measurement) {
        measurement->mark(QStringLiteral("lessonsListed"));
        return measureFrames ? measurement->runFrames(engine, app, 150)
                             : measurement->run(engine, app);
    }
    return QGuiApplication::exec();
}

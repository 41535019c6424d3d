// The Qt Quick Test runner of the QML module: runs every tst_*.qml of this
// folder. Each test file gets its own engine and, through the singleton
// TestSupport (import DealerTrainer.Testing), its own AppController on a
// temporary database with the shipped lessons.

#include "testsupport.h"

#include <QApplication>
#include <QObject>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(DealerTrainerPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() {
        QQuickStyle::setStyle(QStringLiteral("Basic"));
        // The app's settings (the high-contrast choice) go to a folder of the
        // run, never to the user's own.
        QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_qml"));
        for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
            QSettings::setPath(format, QSettings::UserScope, m_settingsDir.path());
            QSettings::setPath(format, QSettings::SystemScope, m_settingsDir.path());
        }
        // One instance per engine, created on first use and owned by it.
        qmlRegisterSingletonType<dt::qmltest::TestSupport>(
            "DealerTrainer.Testing", 1, 0, "TestSupport",
            [](QQmlEngine *, QJSEngine *) -> QObject * { return new dt::qmltest::TestSupport; });
    }

    void qmlEngineAvailable(QQmlEngine *engine) {
        // The module's files are in the resources, under qrc:/qt/qml/DealerTrainer.
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }

private:
    QTemporaryDir m_settingsDir;
};

// QUICK_TEST_MAIN_WITH_SETUP, with a QApplication made first: Qt Charts (the
// progress screen) draws with the Graphics View framework, which needs one,
// and quick_test_main uses the application that exists.
int main(int argc, char **argv) {
    QApplication application(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "tst_qml", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "tst_qml.moc"

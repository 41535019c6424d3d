// The scene graph choice of src/app/scenegraphchoice.h: Qt Quick's software
// renderer on a Linux desktop without a graphics device, Qt's default
// otherwise, and never against the user's own QT_QUICK_BACKEND or
// QSG_RHI_BACKEND (docs/performance.md, "No GPU: the software scene graph").

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <app/scenegraphchoice.h>

using dt::app::SceneGraph;
using dt::app::SceneGraphInputs;

Q_DECLARE_METATYPE(dt::app::SceneGraph)

class TestSceneGraphChoice : public QObject {
    Q_OBJECT

private slots:
    void choice_data() {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QByteArray>("quickBackend");
        QTest::addColumn<QByteArray>("rhiBackend");
        QTest::addColumn<QStringList>("devices");
        QTest::addColumn<SceneGraph>("expected");

        const QStringList none;
        const QStringList dri{QStringLiteral("dri/card0"), QStringLiteral("dri/renderD128")};
        QTest::newRow("xcb, no GPU: software")
            << "xcb" << QByteArray() << QByteArray() << none << SceneGraph::Software;
        QTest::newRow("wayland, no GPU: software")
            << "wayland" << QByteArray() << QByteArray() << none << SceneGraph::Software;
        QTest::newRow("xcb with a DRI device: Qt's default")
            << "xcb" << QByteArray() << QByteArray() << dri << SceneGraph::QtDefault;
        QTest::newRow("xcb with NVIDIA's device only: Qt's default")
            << "xcb" << QByteArray() << QByteArray() << QStringList{QStringLiteral("nvidiactl")}
            << SceneGraph::QtDefault;
        QTest::newRow("WSL's GPU: Qt's default")
            << "wayland" << QByteArray() << QByteArray() << QStringList{QStringLiteral("dxg")}
            << SceneGraph::QtDefault;
        QTest::newRow("the user's QSG_RHI_BACKEND kept")
            << "xcb" << QByteArray() << QByteArray("opengl") << none << SceneGraph::QtDefault;
        QTest::newRow("the user's QT_QUICK_BACKEND kept")
            << "xcb" << QByteArray("rhi") << QByteArray() << none << SceneGraph::QtDefault;
        // offscreen and the others: whatever Qt and the environment say.
        QTest::newRow("offscreen: Qt's default")
            << "offscreen" << QByteArray() << QByteArray() << none << SceneGraph::QtDefault;
        QTest::newRow("eglfs: Qt's default")
            << "eglfs" << QByteArray() << QByteArray() << none << SceneGraph::QtDefault;
    }

    void choice() {
        QFETCH(QString, platform);
        QFETCH(QByteArray, quickBackend);
        QFETCH(QByteArray, rhiBackend);
        QFETCH(QStringList, devices);
        QFETCH(SceneGraph, expected);
        QCOMPARE(dt::app::chooseSceneGraph({platform, quickBackend, rhiBackend, devices}),
                 expected);
    }

    void gpuDevicesFound() {
        QTemporaryDir dev;
        QVERIFY(dev.isValid());
        QCOMPARE(dt::app::gpuDevicesIn(dev.path()), QStringList());

        // A /dev/dri with only its by-path folder is no device.
        QVERIFY(QDir(dev.path()).mkpath(QStringLiteral("dri/by-path")));
        QCOMPARE(dt::app::gpuDevicesIn(dev.path()), QStringList());

        for (const QString &name : {QStringLiteral("dri/renderD128"), QStringLiteral("dri/card0"),
                                    QStringLiteral("nvidiactl")}) {
            QFile file(dev.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QCOMPARE(dt::app::gpuDevicesIn(dev.path()),
                 (QStringList{QStringLiteral("dri/card0"), QStringLiteral("dri/renderD128"),
                              QStringLiteral("nvidiactl")}));
    }
};

QTEST_GUILESS_MAIN(TestSceneGraphChoice)
#include "tst_scenegraphchoice.moc"

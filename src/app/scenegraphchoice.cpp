#include "scenegraphchoice.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace dt::app {

QStringList gpuDevicesIn(const QString &devRoot) {
    QStringList found;
    // Mesa's hardware drivers and NVIDIA's DRM driver: /dev/dri/card*, renderD*.
    const QDir dri(devRoot + QStringLiteral("/dri"));
    const QStringList driEntries =
        dri.entryList({QStringLiteral("card*"), QStringLiteral("renderD*")},
                      QDir::System | QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &entry : driEntries) {
        found.append(QStringLiteral("dri/") + entry);
    }
    // NVIDIA's driver without DRM, and WSL's GPU (Mesa's d3d12 driver).
    for (const QString &name : {QStringLiteral("nvidiactl"), QStringLiteral("dxg")}) {
        if (QFileInfo::exists(devRoot + QLatin1Char('/') + name)) {
            found.append(name);
        }
    }
    return found;
}

SceneGraph chooseSceneGraph(const SceneGraphInputs &inputs) {
    if (!inputs.quickBackend.isEmpty() || !inputs.rhiBackend.isEmpty()) {
        return SceneGraph::QtDefault; // the user chose
    }
    const bool linuxDesktop = inputs.platformName == QLatin1String("xcb") ||
                              inputs.platformName.startsWith(QLatin1String("wayland"));
    if (!linuxDesktop || !inputs.gpuDevices.isEmpty()) {
        return SceneGraph::QtDefault;
    }
    return SceneGraph::Software;
}

SceneGraph applySceneGraphChoice() {
#ifdef Q_OS_LINUX
    const SceneGraph choice =
        chooseSceneGraph({QGuiApplication::platformName(), qgetenv("QT_QUICK_BACKEND"),
                          qgetenv("QSG_RHI_BACKEND"), gpuDevicesIn(QStringLiteral("/dev"))});
    if (choice == SceneGraph::Software) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    }
    return choice;
#else
    return SceneGraph::QtDefault;
#endif
}

} // namespace dt::app

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

// Which Qt Quick scene graph the app draws with (docs/performance.md, "No GPU:
// the software scene graph"). On a Linux desktop without a graphics device,
// Qt's default OpenGL scene graph runs on Mesa's software rasteriser
// (llvmpipe), which compiles every material's shaders with LLVM: slower to
// start, tens of MiB more memory and a few frames a second at the table.
// Qt Quick's own software renderer (QPainter) is the better fit there.

namespace dt::app {

enum class SceneGraph {
    QtDefault, // Qt's choice (OpenGL, or what QT_QUICK_BACKEND / QSG_RHI_BACKEND say)
    Software,  // QSGRendererInterface::Software
};

struct SceneGraphInputs {
    QString platformName;    // QGuiApplication::platformName(): "xcb", "wayland", ...
    QByteArray quickBackend; // $QT_QUICK_BACKEND: the user's choice, kept
    QByteArray rhiBackend;   // $QSG_RHI_BACKEND: the user's choice, kept
    QStringList gpuDevices;  // gpuDevicesIn("/dev")
};

// The graphics devices a GPU driver would open, under `devRoot` ("/dev"):
// "dri/card0", "dri/renderD128", "nvidiactl", "dxg" (WSL). Empty without one.
QStringList gpuDevicesIn(const QString &devRoot);

// Software when a Linux desktop platform (xcb, wayland) has no graphics device
// and the user set no scene graph of their own; Qt's default otherwise.
SceneGraph chooseSceneGraph(const SceneGraphInputs &inputs);

// Reads the platform, the environment and /dev (Linux only), and sets the
// choice for every window to come. Call after the QGuiApplication is made and
// before any window.
SceneGraph applySceneGraphChoice();

} // namespace dt::app

#include "startupmeasurement.h"

#include "framemeasurement.h"
#include "processmeasure.h"

#include <QMetaMethod>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <cstdio>
#include <ui/appcontroller.h>
#include <utility>

namespace dt::app {

namespace {

// The longest wait for a frame; a settle after each page is shown, longer
// than Main.qml's page transitions (220 ms), so that the memory is read with
// the table still and drawn.
constexpr int kFrameTimeoutMs = 60'000;
constexpr int kSettleMs = 1'000;
// --measure-frames: the round dealt by default, and the frames still counted
// after the last action (the last cards and chips in flight; the results
// page comes 1.4 s after the lesson is complete).
const char *const kFramesLesson = "blackjack/09-basic-deal-and-settlement";
constexpr int kFrameTailMs = 600;

int fail(const QString &message) {
    std::fprintf(stderr, "dealer-trainer --measure: %s\n", qPrintable(message));
    return 1;
}

// Main.qml's StackView: the pages.
QQuickItem *findStack(QQuickItem *item) {
    if (item == nullptr) {
        return nullptr;
    }
    if (item->inherits("QQuickStackView")) {
        return item;
    }
    const QList<QQuickItem *> children = item->childItems();
    for (QQuickItem *child : children) {
        if (QQuickItem *stack = findStack(child)) {
            return stack;
        }
    }
    return nullptr;
}

QString currentPage(const QQuickItem *stack) {
    const auto *page = stack->property("currentItem").value<QQuickItem *>();
    return page == nullptr ? QString() : page->objectName();
}

// Calls Main.qml's function `name` with `arguments` (none, one or two
// strings), whether QML declares its parameters as strings or leaves them
// untyped.
bool callMain(QObject *window, const char *name, const QStringList &arguments = {}) {
    const QMetaObject *meta = window->metaObject();
    for (int index = meta->methodOffset(); index < meta->methodCount(); ++index) {
        const QMetaMethod method = meta->method(index);
        if (method.name() != name || method.parameterCount() != arguments.size()) {
            continue;
        }
        QList<QVariant> values;
        for (const QString &argument : arguments) {
            values.append(argument);
        }
        const auto argumentOf = [&method, &values](int at) {
            return method.parameterMetaType(at) == QMetaType::fromType<QString>()
                       ? QGenericArgument("QString", values[at].constData())
                       : QGenericArgument("QVariant", &values[at]);
        };
        switch (arguments.size()) {
        case 0:
            return method.invoke(window, Qt::DirectConnection);
        case 1:
            return method.invoke(window, Qt::DirectConnection, argumentOf(0));
        case 2:
            return method.invoke(window, Qt::DirectConnection, argumentOf(0), argumentOf(1));
        default:
            return false;
        }
    }
    return false;
}

// The lesson list, as choosing a trainee opens it, unless Main.qml opened on it
// (lessonListFirst, set by main.cpp when measuring).
bool openLessonList(QObject *window, const QQuickItem *stack) {
    const QString list = QStringLiteral("lessonListScreen");
    return (currentPage(stack) == list || callMain(window, "openLessons")) &&
           currentPage(stack) == list;
}

// A settle, then until the StackView's transition is over.
void settlePage(const QQuickItem *stack) {
    settle(kSettleMs);
    for (int wait = 0; wait < 50 && stack->property("busy").toBool(); ++wait) {
        settle(100);
    }
}

} // namespace

StartupMeasurement::StartupMeasurement(QString lessonId)
    : m_lessonId(std::move(lessonId)) {}

QString StartupMeasurement::databasePath() const {
    return m_folder.isValid() ? m_folder.filePath(QStringLiteral("measure.sqlite")) : QString();
}

void StartupMeasurement::mark(const QString &name) {
    m_marks.append({name, msSinceProcessStart(), processCpuMs()});
}

bool StartupMeasurement::prepare(dt::ui::AppController &app) {
    if (!m_folder.isValid()) {
        fail(
            QStringLiteral("no temporary folder for the database: %1").arg(m_folder.errorString()));
        return false;
    }
    if (!app.createTrainee(QStringLiteral("Measurement"))) {
        fail(QStringLiteral("the trainee cannot be created: %1").arg(app.lastError()));
        return false;
    }
    return true;
}

int StartupMeasurement::run(QQmlApplicationEngine &engine, dt::ui::AppController &app) {
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (window == nullptr) {
        return fail(QStringLiteral("Main.qml's root is not a window"));
    }
    QQuickItem *stack = findStack(window->contentItem());
    if (stack == nullptr) {
        return fail(QStringLiteral("Main.qml has no StackView"));
    }

    // The lesson list, as choosing a trainee opens it, before the first frame.
    if (!openLessonList(window, stack)) {
        return fail(QStringLiteral("the lesson list did not open"));
    }
    const FrameTime firstFrame = waitForNextFrame(window, kFrameTimeoutMs);
    if (firstFrame.atMs < 0) {
        return fail(QStringLiteral("the window drew no frame of the lesson list"));
    }
    settlePage(stack);
    const MemoryUse listMemory = readMemoryUse();

    // The table of the lesson, as the lesson list's Start opens it.
    const QString lessonId = m_lessonId.isEmpty() && !app.catalog().lessons().isEmpty()
                                 ? app.catalog().lessons().constFirst().id
                                 : m_lessonId;
    const double openAt = msSinceProcessStart();
    if (!callMain(window, "startLesson", {lessonId, QStringLiteral("practice")}) ||
        currentPage(stack) != QStringLiteral("tableScreen")) {
        return fail(QStringLiteral("the table of lesson \"%1\" did not open%2")
                        .arg(lessonId, app.lastError().isEmpty()
                                           ? QString()
                                           : QStringLiteral(": ") + app.lastError()));
    }
    const FrameTime tableFrame = waitForNextFrame(window, kFrameTimeoutMs);
    if (tableFrame.atMs < 0) {
        return fail(QStringLiteral("the window drew no frame of the table"));
    }
    settlePage(stack);
    const MemoryUse tableMemory = readMemoryUse();

    QList<MeasureField> fields{
        {QStringLiteral("firstFrameMs"), firstFrame.atMs, 1},
        {QStringLiteral("tableOpenMs"), tableFrame.atMs - openAt, 1},
        {QStringLiteral("privateKiB"), static_cast<double>(tableMemory.privateKiB), 0},
        {QStringLiteral("rssKiB"), static_cast<double>(tableMemory.rssKiB), 0},
        {QStringLiteral("firstFrameCpuMs"), firstFrame.cpuMs, 1},
        {QStringLiteral("preMainMs"), preMainMs(), 1},
        // Compared with the empty window's: both must draw alike.
        {QStringLiteral("softwareRenderer"), softwareRendererUsed(window), 0},
    };
    for (const Mark &mark : std::as_const(m_marks)) {
        fields.append({mark.name + QStringLiteral("Ms"), mark.ms, 1});
        fields.append({mark.name + QStringLiteral("CpuMs"), mark.cpuMs, 1});
    }
    fields.append(
        {QStringLiteral("listPrivateKiB"), static_cast<double>(listMemory.privateKiB), 0});
    fields.append({QStringLiteral("listRssKiB"), static_cast<double>(listMemory.rssKiB), 0});
    const QByteArray line = measureJsonLine(fields).toUtf8() + '\n';
    std::fputs(line.constData(), stdout);
    std::fflush(stdout);
    return 0;
}

int StartupMeasurement::runFrames(QQmlApplicationEngine &engine, dt::ui::AppController &app,
                                  int intervalMs) {
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (window == nullptr) {
        return fail(QStringLiteral("Main.qml's root is not a window"));
    }
    QQuickItem *stack = findStack(window->contentItem());
    if (stack == nullptr) {
        return fail(QStringLiteral("Main.qml has no StackView"));
    }
    if (!openLessonList(window, stack)) {
        return fail(QStringLiteral("the lesson list did not open"));
    }
    if (waitForNextFrame(window, kFrameTimeoutMs).atMs < 0) {
        return fail(QStringLiteral("the window drew no frame of the lesson list"));
    }
    settlePage(stack);

    const QString lessonId = m_lessonId.isEmpty() ? QString::fromLatin1(kFramesLesson) : m_lessonId;
    if (!callMain(window, "startLesson", {lessonId, QStringLiteral("practice")}) ||
        currentPage(stack) != QStringLiteral("tableScreen") || app.table() == nullptr) {
        return fail(QStringLiteral("the table of lesson \"%1\" did not open%2")
                        .arg(lessonId, app.lastError().isEmpty()
                                           ? QString()
                                           : QStringLiteral(": ") + app.lastError()));
    }
    if (waitForNextFrame(window, kFrameTimeoutMs).atMs < 0) {
        return fail(QStringLiteral("the window drew no frame of the table"));
    }
    settlePage(stack);

    const FrameFigures figures = measureFrames(window, app.table(), intervalMs, kFrameTailMs);
    if (figures.actions == 0) {
        return fail(QStringLiteral("lesson \"%1\" expected no action to deal").arg(lessonId));
    }
    const QByteArray line = measureJsonLine(frameFields(figures, intervalMs)).toUtf8() + '\n';
    std::fputs(line.constData(), stdout);
    std::fflush(stdout);
    return 0;
}

} // namespace dt::app

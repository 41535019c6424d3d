#pragma once

#include <QString>
#include <QUrl>

namespace dt::ui {

// A FileDialog gives "file:///home/ann/x.json"; a person or a test, a path.
inline QString localPath(const QString &fileOrUrl) {
    const QUrl url(fileOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
}

} // namespace dt::ui

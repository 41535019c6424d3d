#pragma once

#include <QString>
#include <functional>

namespace dt::lessons {

// The desktop app's organization and application names (src/app/main.cpp
// sets them): QStandardPaths builds the app's data folder from them, so
// every program that reads what the app wrote needs the same two.
QString appOrganizationName();
QString appApplicationName();

// `find()` run under the app's names, the caller's names put back after:
// dealer-trainer-cli finds the app's folders (its authored exams), not
// folders named after itself.
QString asTheApp(const std::function<QString()> &find);

} // namespace dt::lessons

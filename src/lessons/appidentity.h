#pragma once

#include <QString>

namespace dt::lessons {

// The desktop app's organization and application names (src/app/main.cpp
// sets them): QStandardPaths builds the app's data folder from them, so
// every program that reads what the app wrote (dealer-trainer-cli too) sets
// the same two.
QString appOrganizationName();
QString appApplicationName();

} // namespace dt::lessons

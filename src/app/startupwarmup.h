#pragma once

// Start-up work moved off the GUI thread's path to the first frame
// (docs/performance.md, "What was done").

namespace dt::app {

// Reads the system's font list (fontconfig's configuration and caches) on a
// pool thread, while the GUI thread reads the lessons and opens the database:
// the first Text then finds the font database ready. QFontDatabase is
// thread-safe; call after the QGuiApplication is made.
void warmUpFontDatabase();

} // namespace dt::app

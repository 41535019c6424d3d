#pragma once

#include "lessoncatalog.h"

#include <QString>

namespace dt::lessons {

// What a command-line argument names: an existing lesson file (as given), a
// file relative to the catalog's directory, or a shipped lesson's id
// ("blackjack/01-opening-new-table"). Empty when it names none of these.
QString resolveLessonArgument(const QString &argument, const LessonCatalog &catalog);

} // namespace dt::lessons

#pragma once

#include "jsonobjectreader.h"

#include <core/session.h>

namespace dt::lessons {

// Reads the optional "pass" object of `root` (docs/lesson-format.md, "pass";
// an exam's too) into `pass`, keeping its defaults for the keys left out.
void readPassCriteria(JsonReader &json, JsonObjectReader &root, dt::PassCriteria &pass);

} // namespace dt::lessons

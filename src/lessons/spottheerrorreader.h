#pragma once

#include "jsonobjectreader.h"
#include "lesson.h"

namespace dt::lessons {

// Reads the optional "spotTheError" object of `root` (docs/lesson-format.md,
// "spotTheError") into lesson.spotTheError: the injected errors, each a step
// and a dealer action in the form of docs/actions.md.
void readSpotTheError(JsonReader &json, JsonObjectReader &root, Lesson &lesson);

// What the referee says of the injected errors on the lesson's table (read
// without a problem): each must be judged an error and leave a remedy to
// perform. Reported at "$.spotTheError.injectedErrors[i].step" or ".action".
void checkSpotTheError(JsonReader &json, const Lesson &lesson);

// The same check of a lesson dealt with another seed (an exam's scenario):
// each problem reported at `path`, naming the injected error. Returns whether
// there was none.
bool reportSpotTheErrorProblems(JsonReader &json, const QString &path, const Lesson &lesson);

} // namespace dt::lessons

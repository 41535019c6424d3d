#pragma once

#include "flat_json.h"
#include "spot_the_error.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace dt {

// Plays an exercise's recorded answers (each entry's toFlat() form, as
// stored while it was taken: docs/lesson-format.md, "Recording") on a new
// exercise of the same lesson and seed, so that it stands where the answers
// left it: the dealer's actions up to the last answer shown again, a
// question opened by the last stop open again. The simulated dealer is
// deterministic from the seed, so the same answers give the same entries;
// `shown` sees each dealer action as it is shown (to draw the table).
//
// Returns what did not replay, naming the answer ("answer 3 ({...}): ..."),
// or none once every answer gave back its entry.
std::optional<std::string> replayAnswers(SpotTheErrorExercise &exercise,
                                         const std::vector<FlatObject> &recorded,
                                         const std::function<void(const DealerStep &)> &shown);

} // namespace dt

#include "table_config.h"

#include "referee_for.h"

namespace dt {

int minimumCardsBehindCutCard(const TableConfig &config) {
    // §5(d) / (tribal) (e)(4): at least approximately one quarter from the back.
    const int cards = config.cardCount();
    const int quarter = (cards + 3) / 4;
    const int tolerance = config.cutCardTolerance >= 0 ? config.cutCardTolerance : cards / 20;
    return quarter - tolerance < 1 ? 1 : quarter - tolerance;
}

std::vector<ConfigProblem> validate(const TableConfig &config) {
    return validateTable(config, nullptr);
}

} // namespace dt

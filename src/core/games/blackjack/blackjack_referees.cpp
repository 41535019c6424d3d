#include "blackjack_referees.h"

#include "../../shoe_preparation_referee.h"
#include "blackjack_shoe_rules.h"

namespace dt::blackjack {

std::shared_ptr<const Referee> shoePreparationReferee(const TableConfig &config) {
    return std::make_shared<ShoePreparationReferee>(shoeRules(config.regulation));
}

} // namespace dt::blackjack

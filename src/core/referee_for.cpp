#include "referee_for.h"

#include "games/blackjack/blackjack_referees.h"

namespace dt {

std::shared_ptr<const Referee> refereeFor(const TableConfig &config) {
    switch (config.regulation) {
    case Regulation::Blackjack:
    case Regulation::BlackjackTribal:
        return blackjack::shoePreparationReferee(config);
    case Regulation::FreeBet:
    case Regulation::Pontoon:
    case Regulation::Compendium:
        break;
    }
    return nullptr;
}

} // namespace dt

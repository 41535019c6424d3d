#include "referee_for.h"

#include "games/blackjack/blackjack_referees.h"
#include "games/blackjack/round_referee.h"
#include "phased_referee.h"

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

namespace dt {

std::shared_ptr<const Referee> refereeFor(const Scenario &scenario) {
    auto preparation = refereeFor(scenario.table);
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    // The round is built for 000's default procedure, §6(h); the hole-card
    // procedures and 002 come later.
    if (preparation == nullptr || rules == nullptr ||
        scenario.table.regulation != Regulation::Blackjack ||
        rules->offer.holeCard != blackjack::HoleCard::SecondCardAfterPlayers) {
        return preparation;
    }
    return std::make_shared<PhasedReferee>(std::vector<std::shared_ptr<const Referee>>{
        preparation, std::make_shared<blackjack::RoundReferee>(*rules)});
}

} // namespace dt

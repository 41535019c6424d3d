#include "referee_for.h"

#include "games/baccarat/baccarat_shoe_rules.h"
#include "games/baccarat/coup_referee.h"
#include "games/blackjack/blackjack_referees.h"
#include "games/blackjack/round_referee.h"
#include "phased_referee.h"

#include <set>

namespace dt {

std::shared_ptr<const Referee> refereeFor(const TableConfig &config) {
    switch (config.regulation) {
    case Regulation::Blackjack:
    case Regulation::BlackjackTribal:
        return blackjack::shoePreparationReferee(config);
    case Regulation::Compendium:
        // 004 holds several games: the table names the one it deals.
        if (config.game == TableGame::Baccarat || config.game == TableGame::MidiBaccarat) {
            return baccarat::shoePreparationReferee(config);
        }
        break;
    case Regulation::FreeBet:
    case Regulation::Pontoon:
        break;
    }
    return nullptr;
}

} // namespace dt

namespace dt {

std::shared_ptr<const Referee> refereeFor(const Scenario &scenario) {
    auto preparation = refereeFor(scenario.table);
    if (const auto *baccarat = std::get_if<baccarat::TableRules>(&scenario.rules)) {
        // The shoe's preparation (Baccarat §5), then the coup; the coup alone
        // where no preparation is built for the table's regulation.
        auto coup = std::make_shared<baccarat::CoupReferee>(*baccarat);
        if (preparation == nullptr) {
            return coup;
        }
        return std::make_shared<PhasedReferee>(
            std::vector<std::shared_ptr<const Referee>>{preparation, coup});
    }
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    // The round follows the table's regulation: 000 (§6(h), the hole card of
    // §6(j) with or without a card reader, §6(k)) or 002 (its (f)(5)(iv)).
    if (preparation == nullptr || rules == nullptr) {
        return preparation;
    }
    std::set<int> faceDownDoubles; // §10(c): the players who ask for it
    for (const auto &player : scenario.players) {
        if (player.doubleCardFaceDown) {
            faceDownDoubles.insert(player.seat);
        }
    }
    // When the cut card comes out in the round, its last pick-up hands the
    // table back to the shoe's preparation (the first phase not complete).
    return std::make_shared<PhasedReferee>(std::vector<std::shared_ptr<const Referee>>{
        preparation, std::make_shared<blackjack::RoundReferee>(*rules, faceDownDoubles)});
}

} // namespace dt

#include "scenario.h"

#include "games/blackjack/round_double_shoe.h"
#include "games/blackjack/round_shared_box.h"
#include "games/blackjack/round_side_wagers.h"
#include "games/blackjack/settlement.h"
#include "referee_for.h"
#include "shuffler_batch_preparation.h"

#include <algorithm>
#include <map>
#include <set>

namespace dt {

namespace {
std::string playerPath(std::size_t index) {
    return "players[" + std::to_string(index) + "]";
}

// The section as the table's own regulation prints it.
std::string cite(const Scenario &scenario, const char *blackjack, const char *tribal) {
    const Regulation regulation = scenario.table.regulation;
    return Citation{regulation, regulation == Regulation::BlackjackTribal ? tribal : blackjack}
        .text();
}

// "Blackjack §9(b)": the round is dealt under 000 only (see "rules.regulation").
std::string blackjackCite(const char *section) {
    return blackjackSection(section).text();
}

// Blackjack §15(a): a player who asks out of the hand after a misdelivery
// needs a table whose licensee allows it (002 has no such option) and a box
// of its own with one wager (round_referee_let_out.cpp).
std::vector<ScenarioProblem> playersOutProblems(const Scenario &scenario,
                                                const blackjack::TableOffer &offer) {
    std::vector<ScenarioProblem> problems;
    for (std::size_t i = 0; i < scenario.players.size(); ++i) {
        const PlayerScript &player = scenario.players[i];
        if (!player.outOnDealerError) {
            continue;
        }
        const std::string path = playerPath(i) + ".outOnDealerError";
        const auto sharing =
            std::count_if(scenario.players.begin(), scenario.players.end(),
                          [&](const PlayerScript &other) { return other.seat == player.seat; });
        if (offer.regulation == Regulation::BlackjackTribal) {
            if (!offer.playersOutOnMisdelivery) { // else validate(offer) refuses the option
                problems.push_back({path, "a 002 table never lets a player out of the hand: "
                                          "002 has no equivalent of " +
                                              blackjackCite("15(a)")});
            }
        } else if (!offer.playersOutOnMisdelivery) {
            problems.push_back({path, "the table does not let players out of the hand after a "
                                      "card delivered incorrectly (rules.table."
                                      "playersOutOnMisdelivery, the licensee's option, " +
                                          blackjackCite("15(a)") + ")"});
        } else if (player.wager <= Money()) {
            problems.push_back({path, "the player has no wager in the round to be let out of"});
        } else if (sharing > 1 || !player.multipleAction.empty()) {
            problems.push_back({path, "only a player alone on a box with one wager is let out "
                                      "of the hand (not a box shared under Blackjack §13 nor "
                                      "multiple action's spots, §18)"});
        }
    }
    return problems;
}

// The wagers a player's round script places, against the table's limits and
// the text: the main wager (the table's limits, §3(d) chips and the 6 to 5
// variation's $5.00 multiples), the insurance (§9(b)) and the amounts of
// scripted doubles (§10(a)) and splits (§11(a)).
void checkSpotWagers(const blackjack::TableOffer &offer, const PlayerScript &player,
                     const std::string &path, std::vector<ScenarioProblem> &problems);

void checkWagers(const blackjack::TableOffer &offer, const PlayerScript &player,
                 const std::string &path, std::vector<ScenarioProblem> &problems) {
    if (player.wager <= Money()) {
        return; // no wager: the player sits out the round
    }
    const Money wager = player.wager;
    if (wager < offer.minimumWager || wager > offer.maximumWager) {
        problems.push_back({path + ".wager", "must be within the table's limits, " +
                                                 offer.minimumWager.text() + " to " +
                                                 offer.maximumWager.text()});
    }
    const std::int64_t chip = offer.smallestChip.inCents();
    if (chip > 0 && wager.inCents() % chip != 0) {
        problems.push_back({path + ".wager", "must be made in chips, a multiple of the table's "
                                             "smallest chip " +
                                                 offer.smallestChip.text() + " (" +
                                                 blackjackCite("3(d)") + ")"});
    }
    if (offer.sixToFive && wager.inCents() % Money::dollars(5).inCents() != 0) {
        problems.push_back({path + ".wager", "must be a multiple of $5.00 in the 6 to 5 blackjack "
                                             "variation (" +
                                                 blackjackCite("3(d)") + ")"});
    }
    if (player.insurance) {
        const Money limit = blackjack::insuranceLimit(wager, offer.smallestChip);
        if (*player.insurance > limit) {
            problems.push_back({path + ".insurance",
                                "must not be more than half the initial wager (" + limit.text() +
                                    ", the next amount in chips when half cannot be bet) (" +
                                    blackjackCite("9(b)") + ")"});
        }
    }
    checkSpotWagers(offer, player, path, problems); // §18
    for (std::size_t j = 0; j < player.decisions.size(); ++j) {
        const auto &decision = player.decisions[j];
        const std::string where = path + ".decisions[" + std::to_string(j) + "].amount";
        if (decision.decision == event::Decision::Double && decision.amount > wager) {
            problems.push_back({where, "a double down is not more than the original wager " +
                                           wager.text() + " (" + blackjackCite("10(a)") + ")"});
        }
        if (decision.decision == event::Decision::Split && decision.amount > Money() &&
            decision.amount != wager) {
            problems.push_back({where, "a split wager equals the original wager " + wager.text() +
                                           " (" + blackjackCite("11(a)") + ")"});
        }
    }
}

// Blackjack §18(a)-(b), §18(d): a multiple action player's wagers per spot
// (two or three, three where the table requires all, each within the
// table's limits and in chips) and the insurance on each.
void checkSpotWagers(const blackjack::TableOffer &offer, const PlayerScript &player,
                     const std::string &path, std::vector<ScenarioProblem> &problems) {
    // 000 §18 or, at a tribal table, 002 (q) (and (i)(2) for §9(b)).
    const auto cited = [&](const char *blackjack, const char *tribal) {
        return offer.regulation == Regulation::BlackjackTribal
                   ? Citation{Regulation::BlackjackTribal, tribal}.text()
                   : blackjackCite(blackjack);
    };
    const bool offered = offer.sideWagers.contains(blackjack::SideWager::MultipleAction);
    if (!offered) {
        if (!player.multipleAction.empty() || !player.multipleActionInsurance.empty()) {
            problems.push_back({path + (player.multipleAction.empty() ? ".multipleActionInsurance"
                                                                      : ".multipleAction"),
                                "the table does not offer multiple action blackjack (" +
                                    cited("18(a)", "(q)(1)") + ")"});
        }
        return;
    }
    if (player.wager <= Money()) {
        return;
    }
    // The text joins §18 to no procedure but §6(h) (§18(e)); the round does
    // not deal its spots from the hand (§6A).
    if (offer.sixToFive) {
        problems.push_back({path + ".multipleAction",
                            "a multiple action round (" + blackjackCite("18") +
                                ") is not played in the 6 to 5 variation dealt from the hand (" +
                                blackjackCite("6a") + ") in this version"});
        return;
    }
    const auto hands = static_cast<std::size_t>(offer.multipleActionWagers);
    const std::size_t least =
        offer.multipleActionRequiresAll ? hands : std::min<std::size_t>(2, hands);
    const std::size_t count = player.multipleAction.empty() ? hands : player.multipleAction.size();
    if (count < least || count > hands) {
        problems.push_back(
            {path + ".multipleAction",
             "must hold " +
                 (least == hands ? std::to_string(hands)
                                 : std::to_string(least) + " to " + std::to_string(hands)) +
                 " wagers, one per spot: the table's dealer hands and the "
                 "posted minimum (" +
                 cited("18(b)", "(q)(2)") + ")"});
    }
    const std::int64_t chip = offer.smallestChip.inCents();
    for (std::size_t i = 0; i < player.multipleAction.size(); ++i) {
        const Money wager = player.multipleAction[i];
        const std::string where = path + ".multipleAction[" + std::to_string(i) + "]";
        if (wager < offer.minimumWager || wager > offer.maximumWager) {
            problems.push_back({where, "must be within the table's limits for each wager, " +
                                           offer.minimumWager.text() + " to " +
                                           offer.maximumWager.text() + " (" +
                                           cited("18(b)", "(q)(2)") + ")"});
        } else if (chip > 0 && wager.inCents() % chip != 0) {
            problems.push_back({where, "must be made in chips, a multiple of the table's smallest "
                                       "chip " +
                                           offer.smallestChip.text() + " (" +
                                           cited("3(d)", "(c)(4)") + ")"});
        }
    }
    for (std::size_t i = 0; i < player.multipleActionInsurance.size(); ++i) {
        const std::string where = path + ".multipleActionInsurance[" + std::to_string(i) + "]";
        if (i >= count) {
            problems.push_back(
                {where, "insures a spot without a wager (" + cited("18(d)", "(q)(4)") + ")"});
            continue;
        }
        const Money wager = player.multipleAction.empty() ? player.wager : player.multipleAction[i];
        const Money limit = blackjack::insuranceLimit(wager, offer.smallestChip);
        if (player.multipleActionInsurance[i] > limit) {
            problems.push_back({where, "must not be more than half the spot's wager (" +
                                           limit.text() + ") (" + cited("9(b)", "(i)(2)") + ", " +
                                           cited("18(d)", "(q)(4)") + ")"});
        }
    }
}

// The rule of the shoe's preparation a start situation continues from: a
// new dealer's burn, an idle table's spread, the cut offered after the cut
// card came out (Blackjack §6(c), §5(j), §5(e)(2)-(4)).
struct StartRule {
    ShoeRule rule;
    const char *what;
};
std::optional<StartRule> ruleOfStart(const Scenario &scenario) {
    switch (scenario.start) {
    case StartSituation::NewDealer:
        return StartRule{ShoeRule::NewDealerBurn, "a new dealer taking over a shoe in play"};
    case StartSituation::IdleTable:
        return StartRule{ShoeRule::IdleSpread, "an idle table's cards spread again for an "
                                               "arriving player"};
    case StartSituation::CutCardReached:
        switch (scenario.cutCardCameOut) {
        case CutCardCameOut::OnBox:
            return StartRule{ShoeRule::CutToBox, "the same cards shuffled again once the cut "
                                                 "card came out, the cut offered at its box"};
        case CutCardCameOut::OnDealerHand:
            return StartRule{ShoeRule::CutToRightAfterDealerHand,
                             "the same cards shuffled again once the cut card came out on the "
                             "dealer's hand"};
        case CutCardCameOut::HouseReshuffle:
            return StartRule{ShoeRule::CutToRightAfterHouseReshuffle,
                             "a reshuffle the house calls"};
        }
        break;
    case StartSituation::NewTable:
    case StartSituation::RoundReady:
        break;
    }
    return std::nullopt;
}

// What the lesson asks of a procedure the game's text has no rule for: its
// start situation, or a player asking to see the burn card.
std::vector<ScenarioProblem> proceduresTheGameLacks(const Scenario &scenario,
                                                    const ShoeRules &rules) {
    std::vector<ScenarioProblem> problems;
    if (const auto start = ruleOfStart(scenario); start && !rules.has(start->rule)) {
        problems.push_back({"start.situation", rules.game + " has no rule for " + start->what +
                                                   ": start at \"new_table\" or \"round_ready\""});
    }
    for (std::size_t i = 0; i < scenario.players.size(); ++i) {
        if (scenario.players[i].asksToSeeBurnCard && !rules.has(ShoeRule::ShowBurnCard)) {
            problems.push_back({playerPath(i) + ".asksToSeeBurnCard",
                                rules.game +
                                    " has no rule for showing the burn card to a player "
                                    "who asks" +
                                    (rules.burnsAfterFirstCard
                                         ? ": the first card burned is shown to every player (" +
                                               rules.reference(ShoeRule::Burn).citation.text() + ")"
                                         : std::string())});
        }
    }
    return problems;
}

bool seatPresentAtStart(const Scenario &scenario, int seat) {
    for (const auto &player : scenario.players) {
        if (player.seat == seat && player.arrival == Arrival::AtStart) {
            return true;
        }
    }
    return false;
}

// Baccarat §7, §14: the curator and the players' answers to the shoe's offer
// are only for a baccarat table whose players deal (curator.h).
void validateCurator(const Scenario &scenario, std::vector<ScenarioProblem> &problems) {
    const auto *rules = std::get_if<baccarat::TableRules>(&scenario.rules);
    const bool curatorTable = rules != nullptr && rules->game == baccarat::Game::Baccarat &&
                              rules->shoeDealer == baccarat::ShoeDealer::Curator;
    const std::string only = "only at a Baccarat table whose players deal from the shoe "
                             "(\"shoeDealer\": \"curator\", Baccarat §7(b))";
    if (scenario.curator) {
        if (!curatorTable) {
            problems.push_back({"start.curator", "a curator is " + only});
        } else if (scenario.start != StartSituation::RoundReady) {
            problems.push_back({"start.curator",
                                "only a lesson starting at \"round_ready\" has a curator "
                                "already: otherwise the shoe is offered once it is ready (§7(b))"});
        } else if (*scenario.curator != 0 && !seatPresentAtStart(scenario, *scenario.curator)) {
            problems.push_back(
                {"start.curator", "seat " + std::to_string(*scenario.curator) +
                                      " has no player at the start: the curator is a player "
                                      "(§7(c)) or \"dealer\" (§7(d))"});
        }
    }
    for (std::size_t i = 0; i < scenario.players.size() && !curatorTable; ++i) {
        const auto &player = scenario.players[i];
        if (player.delaysGameAfterRound) {
            problems.push_back({playerPath(i) + ".delaysGameAfterRound",
                                "seat " + std::to_string(player.seat) +
                                    ": a curator who delays the game (§14(a)(2)) is " + only});
        }
        if (player.shoeAnswer != event::ShoeAnswer::Accepts || player.passesShoe) {
            problems.push_back({playerPath(i) + (player.passesShoe ? ".passesShoe" : ".shoe"),
                                "the dealing shoe is offered " + only});
        }
    }
}

bool hasStake(const PlayerScript &player, baccarat::Wager wager) {
    return std::any_of(player.baccaratWagers.begin(), player.baccaratWagers.end(),
                       [&](const BaccaratStake &stake) { return stake.wager == wager; });
}

// Baccarat §9(e)(1)(i), Midi §8(c)(3)(i)(A): a House Money payout rides on
// "the player's original wager on the Player's or Banker's Hand".
void validateHouseMoneyRides(const Scenario &scenario, std::vector<ScenarioProblem> &problems) {
    using baccarat::Wager;
    const auto *rules = std::get_if<baccarat::TableRules>(&scenario.rules);
    for (std::size_t i = 0; i < scenario.players.size(); ++i) {
        const auto &player = scenario.players[i];
        const std::string who = "seat " + std::to_string(player.seat) + "'s player";
        if (!player.ridesHouseMoney) {
            if (player.houseMoneyRidesOn) {
                problems.push_back({playerPath(i) + ".houseMoneyRidesOn",
                                    who + " takes the House Money payout: a wager to ride on "
                                          "goes with \"houseMoney\": \"ride\""});
            }
            continue;
        }
        const std::string path = playerPath(i) + ".houseMoney";
        if (rules == nullptr) {
            problems.push_back({path, "only a baccarat player lets a House Money payout ride"});
            continue;
        }
        const std::string section =
            baccarat::sectionFor(rules->game, "9(e)(1)(i)", "8(c)(3)(i)(A)").text();
        if (!hasStake(player, Wager::HouseMoney)) {
            problems.push_back({path, who + " has no House Money wager whose payout could ride (" +
                                          section + ")"});
        }
        const bool onPlayer = hasStake(player, Wager::Player);
        const bool banker = hasStake(player, Wager::Banker);
        if (!onPlayer && !banker) {
            problems.push_back(
                {path, who +
                           " has no wager on the Player's or Banker's Hand for the House "
                           "Money payout to ride on (" +
                           section + ")"});
        } else if (player.houseMoneyRidesOn && !hasStake(player, *player.houseMoneyRidesOn)) {
            problems.push_back({playerPath(i) + ".houseMoneyRidesOn",
                                who + " has no " +
                                    std::string(baccarat::name(*player.houseMoneyRidesOn)) +
                                    " wager to add the House Money payout to (" + section + ")"});
        } else if (!player.houseMoneyRidesOn && onPlayer && banker) {
            problems.push_back({playerPath(i) + ".houseMoneyRidesOn",
                                who +
                                    " wagers on both hands: say which wager the House Money "
                                    "payout rides on, \"player\" or \"banker\" (" +
                                    section + ")"});
        }
    }
}
} // namespace

std::optional<baccarat::Wager> houseMoneyRideTarget(const PlayerScript &player) {
    using baccarat::Wager;
    if (!player.ridesHouseMoney) {
        return std::nullopt;
    }
    if (player.houseMoneyRidesOn) {
        return player.houseMoneyRidesOn;
    }
    const bool onPlayer = hasStake(player, Wager::Player);
    const bool onBanker = hasStake(player, Wager::Banker);
    if (onPlayer == onBanker) {
        return std::nullopt; // neither, or both unnamed: validate() says so
    }
    return onPlayer ? Wager::Player : Wager::Banker;
}

std::vector<ScenarioProblem> validate(const Scenario &scenario) {
    std::vector<ScenarioProblem> problems;
    // The game's own checks see the lesson's round (a 6 to 5 single deck).
    for (const auto &problem : validateTable(scenario.table, &scenario)) {
        problems.push_back({"table." + problem.field, problem.message});
    }
    const std::optional<ShoeRules> shoeRules = shoeRulesFor(scenario.table);
    if (shoeRules) {
        for (auto &problem : proceduresTheGameLacks(scenario, *shoeRules)) {
            problems.push_back(std::move(problem));
        }
    }
    // Checks that need a sound deck count are skipped while it is wrong; the
    // rest are still reported, so an author sees every problem at once.
    const bool decksValid = scenario.table.decks >= 1 && scenario.table.decks <= 8;
    const int cards = decksValid ? scenario.table.cardCount() : 0;

    std::set<int> seats;
    for (std::size_t i = 0; i < scenario.players.size(); ++i) {
        const auto &player = scenario.players[i];
        if (player.seat < 1 || player.seat > scenario.table.boxes) {
            problems.push_back({playerPath(i) + ".seat",
                                "must be a box from 1 to " + std::to_string(scenario.table.boxes)});
        } else if (!seats.insert(player.seat).second &&
                   !(std::holds_alternative<blackjack::TableRules>(scenario.rules) &&
                     player.wager > Money())) { // Blackjack §13: validateSharedBoxes()
            problems.push_back({playerPath(i) + ".seat",
                                "seat " + std::to_string(player.seat) + " already has a player"});
        }
        if (player.arrival == Arrival::AfterSpread && scenario.start != StartSituation::NewTable &&
            scenario.start != StartSituation::IdleTable) {
            problems.push_back(
                {playerPath(i) + ".arrives",
                 "\"after_spread\" only makes sense when the lesson spreads the cards "
                 "(new_table or idle_table)"});
        }
        // Blackjack §5(j)(2): only an idle table's batch from the shuffler.
        if (player.requestsInspection && (scenario.start != StartSituation::IdleTable ||
                                          scenario.table.regulation != Regulation::Blackjack)) {
            problems.push_back({playerPath(i) + ".requestsInspection",
                                "a player asks to see the batch taken from the shuffler only at "
                                "an idle Massachusetts (000) table (start \"idle_table\", "
                                "§5(j)(2))"});
        }
        for (std::size_t j = 0; j < player.cutResponses.size(); ++j) {
            const auto &response = player.cutResponses[j];
            if (decksValid && response.accepts &&
                (response.position < 1 || response.position >= cards)) {
                problems.push_back({playerPath(i) + ".cut[" + std::to_string(j) + "].position",
                                    "must be between 1 and " + std::to_string(cards - 1) +
                                        " (the stack has " + std::to_string(cards) + " cards)"});
            }
        }
    }
    validateCurator(scenario, problems);
    validateHouseMoneyRides(scenario, problems);

    switch (scenario.start) {
    case StartSituation::NewTable:
    case StartSituation::IdleTable:
        if (scenario.players.empty()) {
            // Blackjack §4(b), §5(j); Baccarat §4(b): the game's own sections.
            const std::string sections =
                shoeRules
                    ? shoeRules->reference(ShoeRule::SpreadFaceUp).citation.text() +
                          (shoeRules->has(ShoeRule::IdleSpread)
                               ? ", " + shoeRules->reference(ShoeRule::IdleSpread).citation.text()
                               : std::string())
                    : cite(scenario, "4(b)", "(d)(2)") + ", " + cite(scenario, "5(j)", "(e)(9)");
            problems.push_back({"players", "the cards are spread for the first player to arrive: "
                                           "add at least one player (" +
                                               sections + ")"});
        }
        if (scenario.start == StartSituation::NewTable && scenario.cardsDealt != 0) {
            problems.push_back({"start.cardsDealt", "a new table has dealt no cards yet: use 0"});
        }
        if (scenario.start == StartSituation::IdleTable && decksValid &&
            (scenario.cardsDealt < 0 || scenario.cardsDealt >= cards)) {
            problems.push_back(
                {"start.cardsDealt", "must be between 0 and " + std::to_string(cards - 1)});
        }
        break;
    case StartSituation::CutCardReached:
        if (decksValid && (scenario.cardsDealt < 1 || scenario.cardsDealt >= cards)) {
            problems.push_back(
                {"start.cardsDealt", "must be between 1 and " + std::to_string(cards - 1)});
        }
        if (scenario.cutCardCameOut == CutCardCameOut::OnBox &&
            !seatPresentAtStart(scenario, scenario.cutCardSeat)) {
            problems.push_back(
                {"start.cutCardCameOut.seat", "the cut card came out on box " +
                                                  std::to_string(scenario.cutCardSeat) +
                                                  ", but no player sits there at the start (" +
                                                  cite(scenario, "5(e)(2)", "(e)(5)(ii)") + ")"});
        }
        if (scenario.cutCardCameOut != CutCardCameOut::OnBox && scenario.players.empty()) {
            problems.push_back(
                {"players", "the cut goes to the player farthest to the dealer's right: "
                            "add at least one player (" +
                                cite(scenario, "5(e)(3)-(4)", "(e)(5)(iii)-(iv)") + ")"});
        }
        break;
    case StartSituation::RoundReady:
    case StartSituation::NewDealer:
        if (decksValid && (scenario.cardsDealt < 0 || scenario.cardsDealt >= cards)) {
            problems.push_back(
                {"start.cardsDealt", "must be between 0 and " + std::to_string(cards - 1)});
        }
        break;
    }

    for (std::size_t i = 0; i < scenario.players.size(); ++i) {
        if (scenario.players[i].wager < Money()) {
            problems.push_back({playerPath(i) + ".wager", "must not be negative"});
        }
    }
    if (const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules)) {
        for (const auto &problem : blackjack::validate(rules->offer)) {
            problems.push_back({"rules." + problem.field, problem.text()});
        }
        for (std::size_t i = 0; i < scenario.players.size(); ++i) {
            checkWagers(rules->offer, scenario.players[i], playerPath(i), problems);
        }
        // Blackjack §5(i): one round per deck, the decks rotated each round: a
        // round starts with a deck fresh from the shuffler, a new dealer's and
        // an idle table's too.
        if ((scenario.start == StartSituation::RoundReady ||
             scenario.start == StartSituation::NewDealer ||
             scenario.start == StartSituation::IdleTable) &&
            scenario.cardsDealt > 0 && rules->offer.sixToFive &&
            rules->offer.sixToFiveRoundsPerDeck == blackjack::SixToFiveRoundsPerDeck::Single) {
            problems.push_back({"start.cardsDealt",
                                "this table deals one round per deck (" + blackjackCite("5(i)") +
                                    "): the round starts a deck fresh from the shuffler; use 0"});
        }
        for (auto &problem : playersOutProblems(scenario, rules->offer)) {
            problems.push_back(std::move(problem)); // §15(a)
        }
        for (auto &problem : blackjack::validateSideWagerStakes(scenario, *rules)) {
            problems.push_back(std::move(problem));
        }
        for (auto &problem : blackjack::validateSharedBoxes(scenario, *rules)) {
            problems.push_back(std::move(problem)); // §13, §14, §3(d)
        }
        // Blackjack §15(b): a card the shoe holds (the burn card gone, but
        // from a 6 to 5 deck in the hand, §6A(c)); §15(l): a reader to fail.
        const int shoeCards =
            scenario.table.cardCount() - (dealtFromTheHand(scenario) ? 0 : 1) - scenario.cardsDealt;
        for (std::size_t i = 0; i < scenario.faceUpCards.size(); ++i) {
            const int position = scenario.faceUpCards[i];
            if (position < 1 || position > shoeCards) {
                problems.push_back(
                    {"irregularities.faceUpCards[" + std::to_string(i) + "]",
                     "must be a card of the shoe, from 1 to " + std::to_string(shoeCards)});
            }
        }
        if (scenario.cardReaderOutOfOrder &&
            rules->offer.holeCard != blackjack::HoleCard::FaceDownWithCardReader) {
            problems.push_back({"irregularities.cardReaderOutOfOrder",
                                "the table has no card reader (rules.table.holeCard is not "
                                "face_down_with_card_reader)"});
        }
        // §15(o): a progressive light at a box of a table offering the wager.
        for (std::size_t i = 0; i < scenario.progressiveLightsOut.size(); ++i) {
            const int seat = scenario.progressiveLightsOut[i];
            const std::string path =
                "irregularities.progressiveLightsOut[" + std::to_string(i) + "]";
            if (!rules->offer.sideWagers.contains(blackjack::SideWager::Progressive)) {
                problems.push_back({path, "the table offers no progressive wager (§19), whose "
                                          "light could fail (§15(o))"});
                break;
            }
            if (rules->offer.regulation == Regulation::BlackjackTribal) {
                problems.push_back({path, "the tribal regulation gives no remedy for a "
                                          "progressive light out of order (Blackjack §15(o) is "
                                          "the Massachusetts rule; 002 (r) has none)"});
                break;
            }
            if (seat < 1 || seat > scenario.table.boxes) {
                problems.push_back({path, "must be a box of the table, from 1 to " +
                                              std::to_string(scenario.table.boxes)});
            }
        }
        if (scenario.bonusSystemFails &&
            !rules->offer.sideWagers.contains(blackjack::SideWager::BlackjackBonus)) {
            problems.push_back({"irregularities.bonusSystemFails",
                                "the table offers no blackjack bonus wager (§20), whose system "
                                "could fail (§15(p))"});
        }
        for (auto &problem : blackjack::validateDoubleShoe(scenario, *rules)) {
            problems.push_back(std::move(problem)); // §6(d)
        }
        if (rules->offer.regulation != scenario.table.regulation) {
            problems.push_back({"rules.table.regulation",
                                "the round's regulation must be the table's (" +
                                    std::string(regulationTitle(scenario.table.regulation)) + ")"});
        }
    }
    // Baccarat §15(a)-(d), Midi §13(a)-(d): the cards of the shoe the lesson
    // finds face up or has drawn in error, each a card of the shoe once the
    // round is ready (the burn done: Baccarat §5(e)).
    if (!scenario.cardsDrawnInError.empty() &&
        !std::holds_alternative<baccarat::TableRules>(scenario.rules)) {
        problems.push_back({"irregularities.cardsDrawnInError",
                            "only a baccarat or midi baccarat round has cards drawn in error "
                            "(Baccarat §15(a)-(c), Midi Baccarat §13(a)-(c))"});
    } else if (std::holds_alternative<baccarat::TableRules>(scenario.rules) &&
               (!scenario.faceUpCards.empty() || !scenario.cardsDrawnInError.empty())) {
        const int shoeCards = scenario.table.cardCount() - scenario.cardsDealt;
        const auto check = [&](const std::string &path, int position) {
            if (scenario.start != StartSituation::RoundReady) {
                problems.push_back({path, "a card is placed in the shoe of a lesson that starts "
                                          "with the round ready (\"round_ready\")"});
            } else if (position < 1 || position > shoeCards) {
                problems.push_back(
                    {path, "must be a card of the shoe, from 1 to " + std::to_string(shoeCards)});
            }
        };
        for (std::size_t i = 0; i < scenario.faceUpCards.size(); ++i) {
            check("irregularities.faceUpCards[" + std::to_string(i) + "]", scenario.faceUpCards[i]);
        }
        for (std::size_t i = 0; i < scenario.cardsDrawnInError.size(); ++i) {
            const std::string path = "irregularities.cardsDrawnInError[" + std::to_string(i) + "]";
            check(path + ".card", scenario.cardsDrawnInError[i].position);
            for (const int faceUp : scenario.faceUpCards) {
                if (faceUp == scenario.cardsDrawnInError[i].position) {
                    problems.push_back({path + ".card",
                                        "is also in faceUpCards: a card found face up in the "
                                        "shoe is disclosed already; give it once"});
                }
            }
        }
    }
    // Several rounds (Session): a lesson that plays a round, a shift's worth.
    if (scenario.rounds < 1 || scenario.rounds > kMaximumRounds) {
        problems.push_back(
            {"rounds", "must be from 1 to " + std::to_string(kMaximumRounds) + " rounds"});
    } else if (scenario.rounds > 1 && std::holds_alternative<std::monostate>(scenario.rules)) {
        problems.push_back({"rounds", "only a lesson that plays a round (\"rules\") deals "
                                      "several rounds"});
    }
    // Between rounds a player leaves, or a curator delays the game: after
    // one of the lesson's rounds.
    for (std::size_t i = 0; i < scenario.players.size(); ++i) {
        const auto &player = scenario.players[i];
        const auto checkRound = [&](const std::optional<int> &round, const char *key) {
            if (round && (*round < 1 || *round > scenario.rounds)) {
                problems.push_back(
                    {playerPath(i) + "." + key,
                     "seat " + std::to_string(player.seat) + ": must be a round from 1 to " +
                         std::to_string(scenario.rounds) + " (the lesson's \"rounds\")"});
            }
        };
        checkRound(player.leavesAfterRound, "leavesAfterRound");
        checkRound(player.delaysGameAfterRound, "delaysGameAfterRound");
    }
    // A round ready to deal may script only the first cards of the shoe:
    // the rest follow from the seed.
    const bool prefixAllowed = scenario.start == StartSituation::RoundReady;
    if (decksValid && !scenario.cardOrder.empty() && prefixAllowed) {
        std::map<std::string, int> counts;
        for (const auto &card : scenario.cardOrder) {
            if (++counts[toString(card)] > scenario.table.decks) {
                problems.push_back({"shoe.order", toString(card) + " appears more than " +
                                                      std::to_string(scenario.table.decks) +
                                                      " times"});
                break;
            }
        }
        // §6(c), §6A(c); Baccarat §5(e): as many as the first card's value,
        // which the seed gives: counted at the most.
        int burned = dealtFromTheHand(scenario) ? 0 : 1;
        if (shoeRules && shoeRules->burnsAfterFirstCard && burned > 0) {
            burned += *std::max_element(shoeRules->burnsAfterFirstCard->begin(),
                                        shoeRules->burnsAfterFirstCard->end());
        }
        if (static_cast<int>(scenario.cardOrder.size()) > cards - burned - scenario.cardsDealt) {
            problems.push_back(
                {"shoe.order", "has more cards than the shoe holds (" +
                                   std::to_string(cards - burned - scenario.cardsDealt) +
                                   " at the most, after the burn)"});
        }
    } else if (decksValid && !scenario.cardOrder.empty()) {
        if (static_cast<int>(scenario.cardOrder.size()) != cards) {
            problems.push_back({"shoe.order", "has " + std::to_string(scenario.cardOrder.size()) +
                                                  " cards; a " +
                                                  std::to_string(scenario.table.decks) +
                                                  "-deck stack has " + std::to_string(cards)});
        } else {
            std::map<std::string, int> counts;
            for (const auto &card : scenario.cardOrder) {
                ++counts[toString(card)];
            }
            for (const auto &card : newDecks(1)) {
                const int count = counts[toString(card)];
                if (count != scenario.table.decks) {
                    problems.push_back({"shoe.order", toString(card) + " appears " +
                                                          std::to_string(count) +
                                                          " times; expected " +
                                                          std::to_string(scenario.table.decks)});
                    break;
                }
            }
        }
    }
    return problems;
}

} // namespace dt

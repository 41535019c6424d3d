#include "curator.h"

#include "coup_referee_support.h"

#include <algorithm>

namespace dt::baccarat {

namespace {
bool dealtByCurator(const TableRules &rules) {
    return rules.game == Game::Baccarat && rules.shoeDealer == ShoeDealer::Curator;
}

bool occupied(const std::vector<Seat> &seats, int seat) {
    return seat >= 1 && seat <= static_cast<int>(seats.size()) &&
           seats[static_cast<std::size_t>(seat - 1)].occupied;
}

Curatorship dealerDeals() {
    Curatorship curatorship;
    curatorship.curator = 0;
    curatorship.dealerDeals = true;
    return curatorship;
}

// §14(a): the curator relinquishes the shoe; the offers start right of them.
void pass(Curatorship &curatorship) {
    if (!curatorship.curator || *curatorship.curator == 0) {
        return; // §7(d)(2): nobody took it, the dealer deals
    }
    curatorship.passedBy = *curatorship.curator;
    curatorship.curator.reset();
    curatorship.dealerDeals = false;
    curatorship.refused.clear();
    curatorship.delaysGame = false;
}

// Midi §8(b)-(c) (MB-DEAL-01): the dealer deals; Baccarat §14 (BA-DEAL-10).
std::string shoeRequirement(Game game) {
    return game == Game::MidiBaccarat ? "MB-DEAL-01" : "BA-DEAL-10";
}

int playerCurator(const Curatorship &curatorship) {
    return curatorship.curator.value_or(0);
}

// §7(b) for the first offers of a shoe, §14(b) after a curator passed it.
RuleReference offerRule(const Curatorship &curatorship) {
    return curatorship.passedBy == 0
               ? RuleReference{sectionFor(Game::Baccarat, "7(b)", "8(c)"), "BA-DEAL-01"}
               : RuleReference{sectionFor(Game::Baccarat, "14(b)", "8(c)"), "BA-DEAL-10"};
}
} // namespace

Curatorship initialCuratorship(const Scenario &scenario) {
    const auto *rules = std::get_if<TableRules>(&scenario.rules);
    if (rules == nullptr || !dealtByCurator(*rules)) {
        return dealerDeals(); // Midi §8(c), or the table's option
    }
    Curatorship curatorship;
    if (scenario.start != StartSituation::RoundReady) {
        return curatorship; // §7(b): offered once the shoe is ready
    }
    if (scenario.curator) {
        curatorship.curator = *scenario.curator;
        curatorship.dealerDeals = *scenario.curator == 0;
        return curatorship;
    }
    // The shoe was offered from seat 1 before the lesson begins: the first
    // player up from there took it.
    int first = 0;
    for (const auto &player : scenario.players) {
        if (player.arrival == Arrival::AtStart && (first == 0 || player.seat < first)) {
            first = player.seat;
        }
    }
    curatorship.curator = first;
    curatorship.dealerDeals = first == 0;
    return curatorship;
}

std::optional<int> nextShoeOffer(const Curatorship &curatorship, const std::vector<Seat> &seats) {
    const int count = static_cast<int>(seats.size());
    if (count == 0) {
        return std::nullopt;
    }
    // §7(b): seat 1 first; §14(b): the seat right of the previous curator,
    // then counterclockwise, up the seat numbers, round the table.
    const int passedBy = curatorship.passedBy;
    const int start = passedBy == 0 ? 1 : passedBy % count + 1;
    for (int step = 0; step < count; ++step) {
        const int seat = (start - 1 + step) % count + 1;
        const bool refused = std::find(curatorship.refused.begin(), curatorship.refused.end(),
                                       seat) != curatorship.refused.end();
        if (seat != passedBy && occupied(seats, seat) && !refused) {
            return seat;
        }
    }
    return std::nullopt;
}

std::optional<Expectation> shoeOfferStep(const TableState &state, const CoupRound &coup) {
    const Curatorship &curatorship = state.curatorship;
    if (curatorship.curator || coup.noMoreBets || coup.simulated || detail::cardsDealt(coup) > 0) {
        return std::nullopt;
    }
    const auto seat = nextShoeOffer(curatorship, state.seats);
    if (!seat) {
        return std::nullopt;
    }
    const action::OfferShoe offer{*seat};
    return Expectation{offer, 0, 0, offerRule(curatorship), describe(offer)};
}

std::optional<Verdict> shoeOfferMistake(const TableState &state, const DealerAction &dealerAction,
                                        const std::vector<Expectation> &options, Game game) {
    const auto *offer = std::get_if<action::OfferShoe>(&dealerAction);
    const Curatorship &curatorship = state.curatorship;
    const bool due =
        !options.empty() && std::holds_alternative<action::OfferShoe>(options.front().action);
    if (due) {
        const int seat = std::get<action::OfferShoe>(options.front().action).seat;
        const std::string cited = " (" + options.front().rule.citation.text() + ").";
        const std::string from =
            curatorship.passedBy == 0
                ? "first to seat 1, then to each other player in turn, moving counterclockwise"
                : "first to the player immediately to the right of the previous curator (seat " +
                      std::to_string(curatorship.passedBy) +
                      "), then to each other player in turn, moving counterclockwise";
        return detail::error(options,
                             (offer != nullptr ? std::string("The dealing shoe is offered ")
                                               : std::string("Before the coup the dealing "
                                                             "shoe is offered ")) +
                                 from + ": offer it to seat " + std::to_string(seat) + cited);
    }
    if (offer == nullptr) {
        return std::nullopt;
    }
    Verdict verdict = detail::error(
        options,
        curatorship.curator && *curatorship.curator > 0
            ? "Seat " + std::to_string(*curatorship.curator) +
                  " is the curator: the shoe passes when the Banker's Hand loses or when the "
                  "curator passes it (" +
                  sectionFor(game, "14(a)", "8(c)").text() + ")."
            : std::string("The dealer calling the game deals: there is no shoe to offer (") +
                  sectionFor(game, "7(d)", "8(c)").text() + ").");
    verdict.rule = {sectionFor(game, "14(a)", "8(c)"), shoeRequirement(game)};
    return verdict;
}

void offerShoe(Curatorship &curatorship, int seat) {
    curatorship.offeredTo = seat;
}

std::optional<Expectation> orderToPassStep(const TableState &state) {
    const Curatorship &curatorship = state.curatorship;
    if (!curatorship.delaysGame || playerCurator(curatorship) == 0) {
        return std::nullopt;
    }
    // §14(a)(2): "may order the curator to pass the dealing shoe if the
    // curator unreasonably delays the game".
    const action::OrderShoePassed order{playerCurator(curatorship)};
    return Expectation{order, 0, 0,
                       RuleReference{sectionFor(Game::Baccarat, "14(a)(2)", "8(c)"), "BA-DEAL-10"},
                       describe(order)};
}

std::optional<Verdict> orderToPassMistake(const TableState &state, const DealerAction &dealerAction,
                                          const std::vector<Expectation> &options, Game game) {
    const Curatorship &curatorship = state.curatorship;
    const int curator = playerCurator(curatorship);
    const auto *order = std::get_if<action::OrderShoePassed>(&dealerAction);
    if (curatorship.delaysGame && curator > 0) {
        const std::string seat = std::to_string(curator);
        return detail::error(
            options, order != nullptr ? "Seat " + std::to_string(order->seat) +
                                            " is not the curator: order the curator at seat " +
                                            seat + " to pass the dealing shoe (" +
                                            sectionFor(game, "14(a)(2)", "8(c)").text() + ")."
                                      : "The curator at seat " + seat +
                                            " unreasonably delays the game: order the dealing shoe "
                                            "passed before the next coup (" +
                                            sectionFor(game, "14(a)(2)", "8(c)").text() + ").");
    }
    if (order == nullptr) {
        return std::nullopt;
    }
    // §14(a): "The curator, after any round of play, may either pass the
    // dealing shoe or remain as curator": an order needs a cause.
    Verdict verdict = detail::error(
        options,
        curator == 0
            ? std::string("No player holds the dealing shoe: there is no curator to order to "
                          "pass it (") +
                  sectionFor(game, "14(a)", "8(c)").text() + ")."
        : order->seat != curator
            ? "Seat " + std::to_string(order->seat) + " is not the curator, seat " +
                  std::to_string(curator) + " is (" + sectionFor(game, "14(a)", "8(c)").text() +
                  ")."
            : "The curator at seat " + std::to_string(curator) +
                  " may remain as curator: the shoe is ordered passed only when the curator "
                  "unreasonably delays the game or repeatedly makes invalid deals (" +
                  sectionFor(game, "14(a)", "8(c)").text() + ").");
    verdict.rule = {sectionFor(game, "14(a)", "8(c)"), shoeRequirement(game)};
    return verdict;
}

void orderShoePassed(Curatorship &curatorship) {
    pass(curatorship); // §14(a)(2), then the offers of §14(b)
}

void applyShoeEvent(Curatorship &curatorship, const std::vector<Seat> &seats,
                    const TableEvent &tableEvent) {
    if (const auto *passes = std::get_if<event::CuratorPassesShoe>(&tableEvent)) {
        if (curatorship.curator == passes->seat) {
            pass(curatorship); // §14(a): relinquished by choice
        }
        return;
    }
    if (const auto *delays = std::get_if<event::CuratorDelaysGame>(&tableEvent)) {
        if (delays->seat > 0 && curatorship.curator == delays->seat) {
            curatorship.delaysGame = true;
        }
        return;
    }
    if (const auto *leaves = std::get_if<event::PlayerLeaves>(&tableEvent)) {
        // §14(b): the shoe is offered from the seat right of the curator who
        // left; nobody answers for an empty seat.
        if (leaves->seat > 0 && curatorship.curator == leaves->seat) {
            pass(curatorship);
        }
        if (curatorship.offeredTo == leaves->seat) {
            curatorship.offeredTo.reset();
        }
        return;
    }
    const auto *answer = std::get_if<event::PlayerAnswersShoeOffer>(&tableEvent);
    if (answer == nullptr || curatorship.offeredTo != answer->seat) {
        return;
    }
    curatorship.offeredTo.reset();
    if (answer->answer == event::ShoeAnswer::Refuses) {
        curatorship.refused.push_back(answer->seat);
        if (!nextShoeOffer(curatorship, seats)) {
            // §7(d)(2): "No player to whom the dealing shoe is offered accepts".
            const int passedBy = curatorship.passedBy;
            curatorship = dealerDeals();
            curatorship.passedBy = passedBy;
        }
        return;
    }
    curatorship.curator = answer->seat;                                              // §7(c)
    curatorship.dealerDeals = answer->answer == event::ShoeAnswer::DesignatesDealer; // §7(d)(1)
    curatorship.refused.clear();
}

void afterCoup(Curatorship &curatorship, bool bankerLost) {
    if (bankerLost) {
        pass(curatorship); // §14(a)(1): compulsory
    }
}

void newShoe(Curatorship &curatorship, const TableRules &rules) {
    if (dealtByCurator(rules)) {
        curatorship = Curatorship{};
    }
}

std::vector<TableEvent> scriptedShoeAnswers(const TableState &state, const CoupRound &coup,
                                            const std::vector<PlayerScript> &players) {
    const Curatorship &curatorship = state.curatorship;
    const auto scriptOf = [&](int seat) -> const PlayerScript * {
        const auto found = std::find_if(players.begin(), players.end(),
                                        [seat](const PlayerScript &p) { return p.seat == seat; });
        return found == players.end() ? nullptr : &*found;
    };
    if (curatorship.offeredTo) {
        const PlayerScript *script = scriptOf(*curatorship.offeredTo);
        return {event::PlayerAnswersShoeOffer{
            *curatorship.offeredTo, script ? script->shoeAnswer : event::ShoeAnswer::Accepts}};
    }
    if (coup.discarded && curatorship.curator && *curatorship.curator > 0) {
        const PlayerScript *script = scriptOf(*curatorship.curator);
        if (script != nullptr && script->passesShoe) {
            return {event::CuratorPassesShoe{*curatorship.curator}};
        }
    }
    return {};
}

} // namespace dt::baccarat

#include "coup_referee.h"

#include "../../table_state.h"
#include "coup_referee_support.h"
#include "cover_card.h"
#include "curator.h"
#include "drawing_rules.h"
#include "point_count.h"
#include "vigorish_markers.h"

#include <algorithm>
#include <array>

namespace dt::baccarat {

namespace {

using action::CoupHand;
using action::Face;
using detail::cardsDealt;
using detail::countsText;
using detail::error;
using detail::isSettlement;

constexpr std::array kHands = {CoupHand::Player, CoupHand::Banker};

// The baccarat wager a settlement names by its "side" key ("banker").
std::optional<Wager> wagerFromKey(const std::string &side) {
    for (const Wager wager : allWagers()) {
        if (key(wager) == side) {
            return wager;
        }
    }
    return std::nullopt;
}

action::Collect collectOf(const CoupWager &wager) {
    return action::Collect{wager.seat, 1, action::Wager::Side, wager.amount,
                           std::string(key(wager.wager))};
}

action::Pay payOf(const CoupWager &wager, Money winnings) {
    return action::Pay{wager.seat, 1, action::Wager::Side, winnings, std::string(key(wager.wager))};
}

// The wager a collect or pay names, when it is a baccarat wager.
struct SettlementTarget {
    int seat = 0;
    Wager wager = Wager::Player;
    Money amount;
    bool pays = false;
};

std::optional<SettlementTarget> settlementTarget(const DealerAction &dealerAction) {
    const auto make = [](const auto &a, bool pays) -> std::optional<SettlementTarget> {
        const auto wager = wagerFromKey(a.side);
        if (a.wager != action::Wager::Side || !wager) {
            return std::nullopt;
        }
        return SettlementTarget{a.seat, *wager, a.amount, pays};
    };
    if (const auto *collect = std::get_if<action::Collect>(&dealerAction)) {
        return make(*collect, false);
    }
    if (const auto *pay = std::get_if<action::Pay>(&dealerAction)) {
        return make(*pay, true);
    }
    return std::nullopt;
}

// Two or more seats wager the highest amount on the hand (§9(d)(6)).
bool highestWagerShared(const CoupRound &coup, CoupHand hand) {
    const Wager onHand = wagerOn(hand);
    const int turner = handTurner(coup, hand);
    const CoupWager *highest = coup.wager(turner, onHand);
    return highest != nullptr &&
           std::count_if(coup.wagers.begin(), coup.wagers.end(), [&](const CoupWager &w) {
               return w.wager == onHand && w.amount == highest->amount;
           }) > 1;
}

} // namespace

action::CoupResult resultOf(const TableRules &rules, const CoupSummary &coup) {
    // §12(a): "tie hand" on equal counts; at EZ Baccarat "Dragon 7" or "Panda 8".
    if (rules.ezBaccarat && isDragon7(coup)) {
        return action::CoupResult::Dragon7;
    }
    if (rules.ezBaccarat && isPanda8(coup)) {
        return action::CoupResult::Panda8;
    }
    switch (winnerOf(coup)) {
    case Winner::Player:
        return action::CoupResult::PlayerWins;
    case Winner::Banker:
        return action::CoupResult::BankerWins;
    case Winner::Tie:
        break;
    }
    return action::CoupResult::TieHand;
}

CoupReferee::CoupReferee(TableRules rules)
    : rules_(std::move(rules)) {}

RuleReference CoupReferee::rule(std::string baccarat, std::string midi,
                                std::string baccaratRequirement,
                                std::string midiRequirement) const {
    const bool isMidi = rules_.game == Game::MidiBaccarat;
    return RuleReference{sectionFor(rules_.game, std::move(baccarat), std::move(midi)),
                         isMidi ? "MB-" + midiRequirement : "BA-" + baccaratRequirement};
}

std::vector<Expectation> CoupReferee::dealSteps(const CoupRound &coup) const {
    // §9(c) / Midi §8(c): cards 1 and 3 to the Player's Hand, 2 and 4 to the
    // Banker's Hand, face down.
    const CoupHand hand = cardsDealt(coup) % 2 == 0 ? CoupHand::Player : CoupHand::Banker;
    const action::DealToHand deal{hand, Face::Down};
    return {Expectation{deal, 0, 0, rule("9(c)", "8(c)", "DEAL-03", "DEAL-01"), describe(deal)}};
}

std::vector<Expectation> CoupReferee::turnSteps(const CoupRound &coup) const {
    std::vector<Expectation> options;
    const CoupSummary counts = initialSummary(coup);
    const auto announce = [&](CoupHand hand, RuleReference reference) {
        const action::AnnouncePoint point{hand, hand == CoupHand::Player ? counts.playerPoint
                                                                         : counts.bankerPoint};
        return Expectation{point, 0, 0, std::move(reference), describe(point)};
    };
    if (squeeze()) {
        // §9(d)(2)-(3) / Midi §8(c)(1)-(2): the Player's Hand to its highest
        // bettor, returned face up and its count announced; then the Banker's.
        for (const CoupHand hand : kHands) {
            const bool player = hand == CoupHand::Player;
            if (coup.faceUp(hand) < 2) { // a simulated round's first card is up already
                const int seat = handTurner(coup, hand);
                const action::TurnHand turn{hand, seat};
                // §9(d)(7): nobody wagers on the hand: the dealer turns it.
                // Midi §8(c) has no such rule (checklist "Source typos"); its
                // §8(d) does: "If no player accepts the cards, the dealer
                // shall turn the cards over".
                const RuleReference reference =
                    seat == 0 ? rule("9(d)(7)", "8(d)", "DEAL-07", "DEAL-05")
                    // §9(d)(6): equal highest wagers, the one closest to the dealer.
                    : highestWagerShared(coup, hand)
                        ? rule("9(d)(6)", "8(c)(6)", "DEAL-06", "DEAL-04")
                    : player ? rule("9(d)(2)", "8(c)(1)", "DEAL-04", "DEAL-02")
                             : rule("9(d)(3)", "8(c)(2)", "DEAL-04", "DEAL-02");
                options.push_back({turn, 0, 0, reference, describe(turn)});
                return options;
            }
            if (!(player ? coup.playerPointAnnounced : coup.bankerPointAnnounced)) {
                options.push_back(
                    announce(hand, player ? rule("9(d)(2)", "8(c)(1)", "ANN-02", "ANN-02")
                                          : rule("9(d)(3)", "8(c)(2)", "ANN-02", "ANN-02")));
                return options;
            }
        }
        return options;
    }
    // §9(c): the dealer calling the game places both hands face up, in
    // either order; §10(a): then announces the Player's and the Banker's count.
    for (const CoupHand hand : kHands) {
        if (coup.faceUp(hand) < 2) { // a simulated round's first card is up already
            const action::TurnHand turn{hand, 0};
            options.push_back(
                {turn, 0, 0, rule("9(c)", "8(c)", "DEAL-03", "DEAL-01"), describe(turn)});
        }
    }
    if (!options.empty()) {
        return options;
    }
    if (!coup.playerPointAnnounced) {
        return {announce(CoupHand::Player, rule("10(a)", "9(a)", "ANN-02", "ANN-02"))};
    }
    if (!coup.bankerPointAnnounced) {
        return {announce(CoupHand::Banker, rule("10(a)", "9(a)", "ANN-02", "ANN-02"))};
    }
    return {};
}

std::optional<Expectation> CoupReferee::houseMoneyStep(const CoupRound &coup) const {
    // §9(e)(1) / Midi §8(c)(3)(i): after the first two cards of both hands are
    // face up, before any third card, from the dealer's right moving
    // counterclockwise: seat 1 first (seats are numbered counterclockwise
    // from the dealer's right, coup_round.h). The payout is handed to the
    // player (§9(e)(1)(ii)) or, where the player lets it ride, placed on the
    // player's wager right after it is paid (houseMoneyRideDue()).
    const CoupSummary counts = initialSummary(coup);
    for (const auto &wager : coup.wagers) {
        if (wager.wager != Wager::HouseMoney) {
            continue;
        }
        if (wager.settled) {
            if (auto ride = houseMoneyRideDue(coup, wager)) {
                return Expectation{*ride, 0, 0,
                                   rule("9(e)(1)(i)", "8(c)(3)(i)(A)", "SETTLE-07", "SETTLE-07"),
                                   describe(*ride)};
            }
            continue;
        }
        const WagerSettlement settlement = settle(rules_, wager.wager, wager.amount, counts);
        const RuleReference reference = rule("9(e)(1)", "8(c)(3)(i)", "SETTLE-07", "SETTLE-07");
        if (settlement.decision.decision == Decision::Win) {
            const action::Pay pay = payOf(wager, settlement.winnings);
            return Expectation{pay, 0, 0, reference, describe(pay)};
        }
        const action::Collect collect = collectOf(wager);
        return Expectation{collect, 0, 0, reference, describe(collect)};
    }
    return std::nullopt;
}

std::vector<Expectation> CoupReferee::thirdCardSteps(const CoupRound &coup) const {
    const Game game = rules_.game;
    const CoupSummary counts = initialSummary(coup);
    // §9(c): third cards face up; §9(d)(4)-(5): face down, handed to the
    // player who turned the hand.
    const Face face = squeeze() ? Face::Down : Face::Up;
    const bool natural = counts.playerPoint >= 8 || counts.bankerPoint >= 8;
    const DrawDecision player = playerDraws(game, counts.playerPoint, counts.bankerPoint);
    if (player.draws) {
        if (coup.hands.player.size() == 2) {
            const action::DealToHand deal{CoupHand::Player, face};
            return {{deal, 0, 0,
                     RuleReference{player.citation,
                                   std::string(game == Game::Baccarat ? "BA" : "MB") + "-DRAW-02"},
                     describe(deal)}};
        }
        if (squeeze() && coup.playerFaceUp < 3) {
            const action::TurnHand turn{CoupHand::Player, coup.playerTurnedBy.value_or(0)};
            return {{turn, 0, 0, rule("9(d)(4)", "8(c)(4)", "DEAL-05", "DEAL-03"), describe(turn)}};
        }
    }
    std::optional<int> thirdValue;
    if (coup.hands.player.size() >= 3) {
        thirdValue = cardValue(coup.hands.player[2].rank);
    }
    const DrawDecision banker =
        bankerDraws(game, counts.playerPoint, counts.bankerPoint, thirdValue);
    if (banker.draws) {
        if (coup.hands.banker.size() == 2) {
            const action::DealToHand deal{CoupHand::Banker, face};
            const std::string requirement = natural      ? "DRAW-01"
                                            : thirdValue ? "DRAW-04"
                                                         : "DRAW-03";
            return {
                {deal, 0, 0,
                 RuleReference{banker.citation,
                               std::string(game == Game::Baccarat ? "BA-" : "MB-") + requirement},
                 describe(deal)}};
        }
        if (squeeze() && coup.bankerFaceUp < 3) {
            const action::TurnHand turn{CoupHand::Banker, coup.bankerTurnedBy.value_or(0)};
            return {{turn, 0, 0, rule("9(d)(5)", "8(c)(5)", "DEAL-05", "DEAL-03"), describe(turn)}};
        }
    }
    return {};
}

std::vector<Expectation> CoupReferee::settlementSteps(const CoupRound &coup) const {
    const CoupSummary final = summarize(coup.hands);
    const RuleReference order = rule("12(b)", "11(b)", "SETTLE-08", "SETTLE-08");
    // §12(b): first each losing wager is collected.
    std::vector<Expectation> losers;
    for (auto it = coup.wagers.rbegin(); it != coup.wagers.rend(); ++it) {
        if (it->settled || it->wager == Wager::HouseMoney) {
            continue;
        }
        const WagerDecision decision = decide(rules_, it->wager, final);
        if (decision.decision == Decision::Lose) {
            const action::Collect collect = collectOf(*it);
            losers.push_back({collect, 0, 0, order, describe(collect)});
        }
    }
    if (!losers.empty()) {
        return losers;
    }
    // Then from the highest-numbered seat with a winning wager, descending:
    // Baccarat §12(b) pays and then marks or collects the vigorish; Midi
    // §11(b) the vigorish first (checklist "Source typos": per game).
    std::vector<int> seats;
    for (const auto &wager : coup.wagers) {
        if (wager.wager != Wager::HouseMoney &&
            decide(rules_, wager.wager, final).decision == Decision::Win &&
            (seats.empty() || seats.back() != wager.seat)) {
            seats.push_back(wager.seat);
        }
    }
    for (auto seat = seats.rbegin(); seat != seats.rend(); ++seat) {
        std::vector<Expectation> pays;
        Money vigorish;
        for (const auto &wager : coup.wagers) {
            if (wager.seat != *seat || wager.wager == Wager::HouseMoney) {
                continue;
            }
            const WagerSettlement settlement = settle(rules_, wager.wager, wager.amount, final);
            if (settlement.decision.decision != Decision::Win) {
                continue;
            }
            vigorish += settlement.vigorish;
            if (!wager.settled) {
                const action::Pay pay = payOf(wager, settlement.winnings);
                pays.push_back({pay, 0, 0,
                                RuleReference{settlement.decision.payCitation, order.requirement},
                                describe(pay)});
            }
        }
        std::vector<Expectation> vig;
        const bool vigDone =
            coup.vigorishCollected.contains(*seat) || coup.vigorishMarked.contains(*seat);
        if (vigorish > Money() && !vigDone) {
            if (rules_.vigorish == VigorishCollection::AtPayout) {
                const action::CollectVigorish collect{*seat, vigorish};
                vig.push_back({collect, 0, 0,
                               rule("13(d)(1)", "12(d)(1)", "SETTLE-08", "SETTLE-08"),
                               describe(collect)});
            } else {
                const action::MarkVigorish mark{*seat, vigorish};
                vig.push_back({mark, 0, 0,
                               rule("13(d)(2)(ii)", "12(d)(2)(ii)", "SETTLE-10", "SETTLE-10"),
                               describe(mark)});
            }
        }
        const bool vigorishFirst = vigorishBeforePayment(rules_.game);
        const auto &first = vigorishFirst ? vig : pays;
        const auto &second = vigorishFirst ? pays : vig;
        if (!first.empty()) {
            return first;
        }
        if (!second.empty()) {
            return second;
        }
    }
    return {};
}

std::vector<Expectation> CoupReferee::steps(const CoupRound &coup) const {
    const bool midi = rules_.game == Game::MidiBaccarat;
    if (coup.simulated) {
        // §15(c)(2), (d): "wagers may not be accepted"; the cards "dealt in
        // accordance with the rules of this chapter and placed in the discard
        // bucket upon completion of the dealing procedures": no calls, no
        // result, nothing settled.
        if (cardsDealt(coup) < 4) {
            return dealSteps(coup);
        }
        if (auto turning = turnSteps(coup); !turning.empty()) {
            return turning;
        }
        if (auto thirdCards = thirdCardSteps(coup); !thirdCards.empty()) {
            return thirdCards;
        }
        const action::PlaceCards discard{action::Pile::DiscardRack};
        return {{discard, 0, 0,
                 coup.simulatedForThirdCard ? rule("15(c)(2)", "13(c)(2)", "IRR-03", "IRR-03")
                                            : rule("15(d)", "13(d)", "IRR-04", "IRR-04"),
                 midi ? describe(discard) : std::string("Place the cards in the discard bucket")}};
    }
    if (!coup.noMoreBets) {
        // §8(c), §9(b) / Midi §7(c), §8(b): "no more bets" before any card.
        const action::Announce call{action::Call::NoMoreBets};
        return {{call, 0, 0, rule("9(b)", "8(b)", "ANN-01", "ANN-01"), describe(call)}};
    }
    if (!midi && !coup.cardsCalled) {
        // §9(b): the curator is told to deal by "cards" (Midi has no curator).
        const action::Announce call{action::Call::Cards};
        return {{call, 0, 0, rule("9(b)", "8(b)", "ANN-01", "ANN-01"), describe(call)}};
    }
    if (cardsDealt(coup) < 4) {
        return dealSteps(coup);
    }
    if (auto turning = turnSteps(coup); !turning.empty()) {
        return turning;
    }
    if (auto houseMoney = houseMoneyStep(coup)) {
        return {*houseMoney};
    }
    if (auto thirdCards = thirdCardSteps(coup); !thirdCards.empty()) {
        return thirdCards;
    }
    if (!coup.resultAnnounced) {
        const CoupSummary final = summarize(coup.hands);
        const action::AnnounceResult result{final.playerPoint, final.bankerPoint,
                                            resultOf(rules_, final)};
        return {{result, 0, 0, rule("12(a)", "11(a)", "ANN-03", "ANN-03"), describe(result)}};
    }
    if (auto settlement = settlementSteps(coup); !settlement.empty()) {
        return settlement;
    }
    if (!coup.discarded) {
        // §12(c): the bucket; Midi §11(c): the discard rack.
        const action::PlaceCards discard{action::Pile::DiscardRack};
        return {{discard, 0, 0, rule("12(c)", "11(c)", "PICK-01", "PICK-01"),
                 midi ? describe(discard) : std::string("Place the cards in the discard bucket")}};
    }
    return {};
}

std::vector<Expectation> CoupReferee::steps(const TableState &state, const CoupRound &coup) const {
    if (auto remedy = remedyStep(state, coup)) {
        return {*remedy};
    }
    if (lastHandDue(state, coup)) {
        // §10(d) / Midi §9(d): "Upon completion of that hand, the dealer
        // calling the game shall announce 'last hand.'"
        const action::Announce call{action::Call::LastHand};
        return {{call, 0, 0, lastHandRule(), describe(call)}};
    }
    if (const MarkersDue due = markersDue(state, coup); due != MarkersDue::None) {
        // §13(d)(2)(i) / Midi §12(d)(2)(i): before play with a new dealing
        // shoe, or when the player leaves the gaming table.
        return markerCollections(state, due,
                                 rule("13(d)(2)(i)", "12(d)(2)(i)", "SETTLE-10", "SETTLE-10"));
    }
    if (auto order = orderToPassStep(state)) {
        return {*order}; // §14(a)(2): before the next coup
    }
    if (auto offer = shoeOfferStep(state, coup)) {
        return {*offer}; // §7(b), §14(b): before the coup's first call
    }
    return steps(coup);
}

RuleReference CoupReferee::lastHandRule() const {
    return rule("10(d)", "9(d)", "ANN-04", "ANN-04");
}

std::vector<Expectation> CoupReferee::expected(const TableState &state) const {
    const CoupRound *coup = std::get_if<CoupRound>(&state.round);
    return coup == nullptr ? std::vector<Expectation>{} : steps(state, *coup);
}

Verdict CoupReferee::judge(const TableState &state, const DealerAction &dealerAction) const {
    const CoupRound *coup = std::get_if<CoupRound>(&state.round);
    if (coup == nullptr) {
        Verdict verdict;
        verdict.correct = false;
        verdict.applied = false;
        verdict.message = "No round of baccarat is in play.";
        return verdict;
    }
    const auto remedy = remedyStep(state, *coup);
    const auto options = steps(state, *coup);
    for (const auto &option : options) {
        if (option.action == dealerAction) {
            // A card in error or one set aside for this hand is not the shoe's.
            const bool drawsCard = std::holds_alternative<action::DealToHand>(dealerAction) &&
                                   !coup->cardInError &&
                                   !(cardsDealt(*coup) == 0 && !coup->simulated &&
                                     !state.firstCardsOfNextHands.empty());
            if (drawsCard && state.shoe.empty()) {
                // §15(e): not enough cards to complete the round.
                Verdict verdict = error(
                    options, "The shoe is empty: the round is void and every wager is returned (" +
                                 sectionFor(rules_.game, "15(e)", "13(e)").text() + ").");
                verdict.rule = rule("15(e)", "13(e)", "IRR-05", "IRR-05");
                return verdict;
            }
            Verdict verdict;
            verdict.rule = option.rule;
            verdict.expected = option.description;
            verdict.message = option.description + ".";
            if (drawsCard && coverCardComesOut(state)) {
                verdict.message += " The cover card comes out: set it aside and complete the "
                                   "coup, then announce \"last hand\" (" +
                                   lastHandRule().citation.text() + ").";
            }
            return verdict;
        }
    }
    if (remedy) {
        return remedyMistake(*coup, dealerAction, *remedy);
    }
    if (auto simulatedRound = simulatedRoundMistake(*coup, dealerAction, options)) {
        return *simulatedRound;
    }
    if (const MarkersDue due = markersDue(state, *coup); due != MarkersDue::None) {
        return markerCollectionMistake(state, due, dealerAction, options);
    }
    if (auto order = orderToPassMistake(state, dealerAction, options, rules_.game)) {
        return *order; // §14(a)
    }
    if (auto offer = shoeOfferMistake(state, dealerAction, options, rules_.game)) {
        return *offer;
    }
    return mistake(state, *coup, dealerAction, options);
}

std::optional<Verdict> CoupReferee::drawMistake(const CoupRound &coup,
                                                const DealerAction &dealerAction,
                                                const std::vector<Expectation> &options) const {
    const Game game = rules_.game;
    const auto *deal = std::get_if<action::DealToHand>(&dealerAction);
    const bool thirdCardPhase =
        cardsDealt(coup) >= 4 && coup.playerPointAnnounced && coup.bankerPointAnnounced;
    const bool drawDue = !options.empty() &&
                         std::holds_alternative<action::DealToHand>(options.front().action) &&
                         thirdCardPhase;
    const CoupSummary counts = initialSummary(coup);
    if (deal == nullptr) {
        if (drawDue) {
            // A hand that must draw was passed over: the rule that says it draws.
            const auto &due = std::get<action::DealToHand>(options.front().action);
            return error(options, uppercaseFirst(coupHandText(due.hand)) + " draws a third card (" +
                                      countsText(counts) + ", " +
                                      options.front().rule.citation.text() + ").");
        }
        return std::nullopt;
    }
    if (cardsDealt(coup) < 4) {
        if (!coup.noMoreBets || (game == Game::Baccarat && !coup.cardsCalled)) {
            return std::nullopt; // the calls come first: the generic refusal says so
        }
        return error(options, "The first and third cards go to the Player's Hand, the second and "
                              "fourth to the Banker's Hand (" +
                                  options.front().rule.citation.text() + ").");
    }
    if (!thirdCardPhase) {
        return error(options, "Turn the hands face up and announce their Point Counts before any "
                              "third card (" +
                                  sectionFor(game, "10(a)-(b)", "9(a)-(b)").text() + ").");
    }
    const auto &hand = coup.cards(deal->hand);
    if (hand.size() >= 3) {
        Verdict verdict = error(options, "No more than one additional card may be dealt to " +
                                             coupHandText(deal->hand) + " (" +
                                             sectionFor(game, "10(c)", "9(c)").text() + ").");
        verdict.rule = rule("10(c)", "9(c)", "DEAL-09", "DEAL-06");
        return verdict;
    }
    if (!options.empty() && isSettlement(options.front().action) && !coup.resultAnnounced) {
        return error(options, "Settle the House Money wagers before any third card (" +
                                  options.front().rule.citation.text() + ").");
    }
    const bool natural = counts.playerPoint >= 8 || counts.bankerPoint >= 8;
    const DrawDecision player = playerDraws(game, counts.playerPoint, counts.bankerPoint);
    const std::string prefix = game == Game::Baccarat ? "BA-" : "MB-";
    if (deal->hand == action::CoupHand::Player) {
        if (!player.draws) {
            Verdict verdict =
                error(options, "The Player's Hand stays (" + countsText(counts) +
                                   (natural ? ": a natural, neither hand draws" : "") + ", " +
                                   player.citation.text() + ").");
            verdict.rule = {player.citation, prefix + (natural ? "DRAW-01" : "DRAW-02")};
            return verdict;
        }
        return std::nullopt; // drawn, but face up or down the wrong way
    }
    if (player.draws && coup.hands.player.size() == 2) {
        return error(options, "The Player's Hand takes its third card before the Banker's Hand (" +
                                  sectionFor(game, "9(c)", "8(c)").text() + ").");
    }
    std::optional<int> thirdValue;
    if (coup.hands.player.size() >= 3) {
        thirdValue = cardValue(coup.hands.player[2].rank);
    }
    const DrawDecision banker =
        bankerDraws(game, counts.playerPoint, counts.bankerPoint, thirdValue);
    if (!banker.draws) {
        std::string why = countsText(counts);
        if (natural) {
            why += ": a natural, neither hand draws";
        } else if (thirdValue) {
            why += ", the Player's third card " + std::to_string(*thirdValue);
        } else {
            why += ", the Player's Hand stood";
        }
        Verdict verdict = error(options, "The Banker's Hand stays (" + why + ", " +
                                             banker.citation.text() + ").");
        verdict.rule = {banker.citation, prefix + (natural      ? "DRAW-01"
                                                   : thirdValue ? "DRAW-04"
                                                                : "DRAW-03")};
        return verdict;
    }
    return std::nullopt;
}

std::optional<Verdict>
CoupReferee::settlementMistake(const CoupRound &coup, const DealerAction &dealerAction,
                               const std::vector<Expectation> &options) const {
    if (!isSettlement(dealerAction)) {
        return std::nullopt;
    }
    const Game game = rules_.game;
    const CoupSummary final = summarize(coup.hands);
    const bool houseMoneyDue =
        !options.empty() && !coup.resultAnnounced && isSettlement(options.front().action);
    if (!coup.resultAnnounced && !houseMoneyDue) {
        return error(options, "Wagers are settled once the result is announced (" +
                                  sectionFor(game, "12(a)-(b)", "11(a)-(b)").text() + ").");
    }
    if (const auto target = settlementTarget(dealerAction)) {
        const CoupWager *wager = coup.wager(target->seat, target->wager);
        if (wager == nullptr) {
            return error(options, "Seat " + std::to_string(target->seat) + " has no " +
                                      std::string(name(target->wager)) + " wager.");
        }
        if (wager->settled) {
            return error(options, "That wager is already settled.");
        }
        const CoupSummary decidedBy =
            wager->wager == Wager::HouseMoney ? initialSummary(coup) : final;
        const WagerSettlement settlement = settle(rules_, wager->wager, wager->amount, decidedBy);
        const Decision decision = settlement.decision.decision;
        const std::string what = "The " + std::string(name(wager->wager)) + " wager of seat " +
                                 std::to_string(wager->seat) + " " +
                                 std::string(baccarat::name(decision));
        if (target->pays && decision != Decision::Win) {
            Verdict verdict = error(
                options, what + ": nothing is paid (" + settlement.decision.citation.text() + ").",
                Severity::Payout);
            verdict.rule.citation = settlement.decision.citation;
            return verdict;
        }
        if (!target->pays && decision != Decision::Lose) {
            Verdict verdict =
                error(options,
                      what + ": it is not collected (" + settlement.decision.citation.text() + ").",
                      Severity::Payout);
            verdict.rule.citation = settlement.decision.citation;
            return verdict;
        }
        if (target->pays && target->amount != settlement.winnings) {
            Verdict verdict = error(options,
                                    what + " and is paid " + settlement.winnings.text() + " at " +
                                        settlement.decision.odds.text() + " (" +
                                        settlement.decision.payCitation.text() + ").",
                                    Severity::Payout);
            verdict.rule.citation = settlement.decision.payCitation;
            return verdict;
        }
        if (!target->pays && target->amount != wager->amount) {
            return error(options, what + ": collect the whole wager, " + wager->amount.text() + ".",
                         Severity::Payout);
        }
        // The right amount at the wrong time.
        if (!coup.resultAnnounced) {
            return error(options, "House Money wagers are settled from the dealer's right, moving "
                                  "counterclockwise (" +
                                      options.front().rule.citation.text() + ").");
        }
        const bool losersLeft = !options.empty() &&
                                std::holds_alternative<action::Collect>(options.front().action) &&
                                coup.resultAnnounced;
        Verdict verdict = error(
            options,
            losersLeft
                ? "Every losing wager is collected before any is paid (" +
                      sectionFor(game, "12(b)", "11(b)").text() + ")."
                : "Winners are paid from the highest-numbered seat down, each "
                  "seat's vigorish " +
                      std::string(vigorishBeforePayment(game) ? "marked or collected before"
                                                              : "marked or collected right after") +
                      " its payment (" + sectionFor(game, "12(b)", "11(b)").text() + ").");
        verdict.rule = rule("12(b)", "11(b)", "SETTLE-08", "SETTLE-08");
        return verdict;
    }
    // The vigorish: how it is taken, how much, and when.
    const bool marks = std::holds_alternative<action::MarkVigorish>(dealerAction);
    const int seat = marks ? std::get<action::MarkVigorish>(dealerAction).seat
                           : std::get<action::CollectVigorish>(dealerAction).seat;
    const Money amount = marks ? std::get<action::MarkVigorish>(dealerAction).amount
                               : std::get<action::CollectVigorish>(dealerAction).amount;
    if (rules_.ezBaccarat) {
        return error(options,
                     "EZ Baccarat collects no vigorish (" +
                         sectionFor(game, "13(c)", "12(c)").text() + ").",
                     Severity::Payout);
    }
    if (marks != (rules_.vigorish == VigorishCollection::Marked)) {
        Verdict verdict =
            error(options, marks ? "This table collects the vigorish at the time of the payout (" +
                                       sectionFor(game, "13(d)(1)", "12(d)(1)").text() + ")."
                                 : "This table marks the vigorish in the seat's numbered box and "
                                   "collects it later (" +
                                       sectionFor(game, "13(d)(2)", "12(d)(2)").text() + ").");
        verdict.rule = rule("13(d)", "12(d)", "SETTLE-10", "SETTLE-10");
        return verdict;
    }
    Money owed;
    if (const CoupWager *banker = coup.wager(seat, Wager::Banker)) {
        owed = settle(rules_, Wager::Banker, banker->amount, final).vigorish;
    }
    if (owed <= Money()) {
        return error(options, "Seat " + std::to_string(seat) + " owes no vigorish.",
                     Severity::Payout);
    }
    if (amount != owed) {
        Verdict verdict =
            error(options,
                  "Seat " + std::to_string(seat) + " owes " + owed.text() +
                      " vigorish: 5% of the amount won" +
                      (rules_.vigorishRoundedUpTo25Cents ? ", rounded up to a multiple of 25 cents"
                                                         : "") +
                      " (" + sectionFor(game, "13(c)", "12(c)").text() + ").",
                  Severity::Payout);
        verdict.rule = rule("13(c)", "12(c)", "SETTLE-09", "SETTLE-09");
        return verdict;
    }
    Verdict verdict = error(
        options, "Winners are paid from the highest-numbered seat down, each seat's "
                 "vigorish " +
                     std::string(vigorishBeforePayment(game) ? "marked or collected before"
                                                             : "marked or collected right after") +
                     " its payment (" + sectionFor(game, "12(b)", "11(b)").text() + ").");
    verdict.rule = rule("12(b)", "11(b)", "SETTLE-08", "SETTLE-08");
    return verdict;
}

Verdict CoupReferee::mistake(const TableState &state, const CoupRound &coup,
                             const DealerAction &dealerAction,
                             const std::vector<Expectation> &options) const {
    const Game game = rules_.game;
    if (auto lastHand = lastHandMistake(state, coup, dealerAction, options, lastHandRule())) {
        return *lastHand; // §10(d), Midi §9(d)
    }
    if (auto ride = houseMoneyRideMistake(coup, dealerAction, options)) {
        return *ride; // §9(e)(1)(i)-(ii)
    }
    if (auto draw = drawMistake(coup, dealerAction, options)) {
        return *draw;
    }
    if (auto settlement = settlementMistake(coup, dealerAction, options)) {
        return *settlement;
    }
    if (const auto *point = std::get_if<action::AnnouncePoint>(&dealerAction)) {
        const CoupSummary counts = initialSummary(coup);
        const int actual =
            point->hand == CoupHand::Player ? counts.playerPoint : counts.bankerPoint;
        if (coup.cards(point->hand).size() >= 2 && coup.faceUp(point->hand) >= 2 &&
            point->point != actual) {
            return error(options, uppercaseFirst(coupHandText(point->hand)) + " counts " +
                                      std::to_string(actual) +
                                      ": the right digit of its cards' "
                                      "total (" +
                                      sectionFor(game, "6(b)", "6(b)").text() + ").");
        }
    }
    if (const auto *result = std::get_if<action::AnnounceResult>(&dealerAction);
        result && !options.empty() &&
        std::holds_alternative<action::AnnounceResult>(options.front().action)) {
        const auto &due = std::get<action::AnnounceResult>(options.front().action);
        std::string why = "The result is: " + lowercaseFirst(options.front().description) + " (" +
                          options.front().rule.citation.text() + ")";
        if (due.result == action::CoupResult::Dragon7 || due.result == action::CoupResult::Panda8) {
            why += ": at EZ Baccarat the dealer announces \"" +
                   std::string(due.result == action::CoupResult::Dragon7 ? "Dragon 7" : "Panda 8") +
                   "\"";
        }
        return error(options, why + ".");
    }
    if (const auto *turn = std::get_if<action::TurnHand>(&dealerAction); turn && squeeze()) {
        for (const auto &option : options) {
            const auto *due = std::get_if<action::TurnHand>(&option.action);
            if (due && due->hand == turn->hand && due->seat != turn->seat) {
                const std::string who =
                    due->seat == 0 ? "nobody wagers on it: the dealer turns it"
                                   : "seat " + std::to_string(due->seat) +
                                         (coup.faceUp(turn->hand) == 0
                                              ? " has the highest wager on it (on equal wagers "
                                                "the one closest to the dealer, moving "
                                                "counterclockwise)"
                                              : " turned the hand and turns its third card");
                return error(options, uppercaseFirst(coupHandText(turn->hand)) + " goes to " +
                                          (due->seat == 0 ? std::string("the dealer")
                                                          : "seat " + std::to_string(due->seat)) +
                                          ": " + who + " (" + option.rule.citation.text() + ").");
            }
        }
    }
    Verdict verdict = refused(options);
    verdict.message = options.empty()
                          ? std::string("The round is over.")
                          : "Not now. Next: " + lowercaseFirst(joinDescriptions(options)) + " (" +
                                options.front().rule.citation.text() + ").";
    return verdict;
}

TableState CoupReferee::apply(const TableState &state, const DealerAction &dealerAction) const {
    if (!std::holds_alternative<CoupRound>(state.round) || !judge(state, dealerAction).applied) {
        return state;
    }
    TableState next = state;
    CoupRound &coup = std::get<CoupRound>(next.round);
    if (const auto *call = std::get_if<action::Announce>(&dealerAction);
        call != nullptr && call->call == action::Call::LastHand) {
        next.lastHand = LastHand::Announced; // §10(d): one more coup
    } else if (call != nullptr) {
        (call->call == action::Call::Cards ? coup.cardsCalled : coup.noMoreBets) = true;
    } else if (const auto *deal = std::get_if<action::DealToHand>(&dealerAction)) {
        if (coverCardComesOut(state)) {
            // §10(d): "removed and placed to the side and the hand will be completed".
            next.lastHand = LastHand::CoverCardOut;
        }
        const bool player = deal->hand == CoupHand::Player;
        const bool firstCard = cardsDealt(coup) == 0;
        bool foundFaceUp = false;
        const Card card = takeCardToDeal(next, coup, foundFaceUp);
        if (firstCard && foundFaceUp && !coup.simulated) {
            // §15(d): the disclosed card opens a simulated round; the wagers
            // wait on the layout for the coup after it.
            coup.waitingWagers = std::move(coup.wagers);
            coup.wagers.clear();
            coup.simulated = true;
            coup.coupWaiting = true;
        }
        auto &hand = player ? coup.hands.player : coup.hands.banker;
        hand.push_back(card);
        if (deal->face == Face::Up) {
            (player ? coup.playerFaceUp : coup.bankerFaceUp) = static_cast<int>(hand.size());
        }
    } else if (const auto *turn = std::get_if<action::TurnHand>(&dealerAction)) {
        const bool player = turn->hand == CoupHand::Player;
        (player ? coup.playerFaceUp : coup.bankerFaceUp) =
            static_cast<int>(coup.cards(turn->hand).size());
        auto &turnedBy = player ? coup.playerTurnedBy : coup.bankerTurnedBy;
        if (!turnedBy) {
            turnedBy = turn->seat;
        }
    } else if (const auto *point = std::get_if<action::AnnouncePoint>(&dealerAction)) {
        (point->hand == CoupHand::Player ? coup.playerPointAnnounced : coup.bankerPointAnnounced) =
            true;
    } else if (std::holds_alternative<action::AnnounceResult>(dealerAction)) {
        coup.resultAnnounced = true;
    } else if (const auto target = settlementTarget(dealerAction)) {
        if (CoupWager *wager = coup.wager(target->seat, target->wager)) {
            wager->settled = true;
            (target->pays ? coup.paid : coup.collected) += target->amount;
        }
    } else if (const auto *ride = std::get_if<action::RideHouseMoney>(&dealerAction)) {
        // §9(e)(1)(i): the payout added to the original wager, settled with it.
        coup.wager(ride->seat, Wager::HouseMoney)->rode = true;
        CoupWager *onto = coup.wager(ride->seat, wagerOn(ride->hand));
        onto->amount += ride->amount;
        onto->houseMoneyAdded += ride->amount;
    } else if (const auto *collect = std::get_if<action::CollectVigorish>(&dealerAction)) {
        const MarkersDue due = markersDue(state, coup);
        if (due == MarkersDue::PlayerLeft) {
            next.vigorish.collect(collect->seat); // §13(d)(2)(i): the player leaves
        } else if (coup.discarded) {
            next.vigorish.collect(collect->seat); // §13(d)(2)(i): a marker, whole
            afterDiscard(next, rules_);           // the last one: new decks
        } else {
            coup.vigorishCollected[collect->seat] += collect->amount;
            next.vigorish.record(rules_, collect->seat, collect->amount);
        }
    } else if (const auto *mark = std::get_if<action::MarkVigorish>(&dealerAction)) {
        coup.vigorishMarked[mark->seat] += mark->amount;
        next.vigorish.record(rules_, mark->seat, mark->amount);
    } else if (const auto *offer = std::get_if<action::OfferShoe>(&dealerAction)) {
        offerShoe(next.curatorship, offer->seat); // the player answers (curator.h)
    } else if (std::holds_alternative<action::OrderShoePassed>(dealerAction)) {
        orderShoePassed(next.curatorship); // §14(a)(2); §14(b) the offers
    } else if (std::holds_alternative<action::PlaceCards>(dealerAction)) {
        const CoupSummary final = summarize(coup.hands);
        const bool bankerLost =
            !coup.simulated && coup.resultAnnounced && final.playerPoint > final.bankerPoint;
        for (auto *hand : {&coup.hands.player, &coup.hands.banker}) {
            next.discardRack.insert(next.discardRack.end(), hand->begin(), hand->end());
            hand->clear();
        }
        finishCoup(coup); // §15(c)(2), (d): a simulated round may follow
        if (coup.discarded) {
            afterCoup(next.curatorship, bankerLost); // §14(a)(1)
            afterDiscard(next, rules_);              // §10(d): after the last hand, new decks
        }
    } else {
        applyRemedy(next, coup, dealerAction); // §15: set aside, burned
    }
    return next;
}

TableState CoupReferee::applyEvent(const TableState &state, const TableEvent &tableEvent) const {
    if (const auto *drawn = std::get_if<event::CardDrawnInError>(&tableEvent)) {
        return drawCardInError(state, *drawn); // §15(a)-(c)
    }
    if (std::holds_alternative<event::PlayerAnswersShoeOffer>(tableEvent) ||
        std::holds_alternative<event::CuratorPassesShoe>(tableEvent) ||
        std::holds_alternative<event::CuratorDelaysGame>(tableEvent)) {
        TableState next = state;
        applyShoeEvent(next.curatorship, next.seats, tableEvent); // §7, §14
        return next;
    }
    if (const auto *leaves = std::get_if<event::PlayerLeaves>(&tableEvent)) {
        TableState next = state;
        emptySeat(next, leaves->seat);
        next.vigorish.playerLeaves(leaves->seat); // §13(d)(2)(i): the marker due now
        applyShoeEvent(next.curatorship, next.seats, tableEvent); // §14(b)
        return next;
    }
    // A player sits down: where no shoe preparation phase has seated them.
    if (const auto *arrives = std::get_if<event::PlayerArrives>(&tableEvent)) {
        if (arrives->seat >= 1 && arrives->seat <= static_cast<int>(state.seats.size()) &&
            !state.seats[static_cast<std::size_t>(arrives->seat - 1)].occupied) {
            TableState next = state;
            Seat &seat = next.seats[static_cast<std::size_t>(arrives->seat - 1)];
            seat.occupied = true;
            seat.arrivalOrder = static_cast<int>(occupiedSeats(state).size()) + 1;
            return next;
        }
    }
    return state;
}

std::vector<TableEvent> CoupReferee::houseResponses(const TableState &state) const {
    if (auto drawn = cardDrawnInErrorDue(state)) {
        return {*drawn};
    }
    return {};
}

bool CoupReferee::isComplete(const TableState &state) const {
    const CoupRound *coup = std::get_if<CoupRound>(&state.round);
    return coup == nullptr ||
           (coup->discarded && !lastHandDue(state, *coup) &&
            markersDue(state, *coup) == MarkersDue::None && !orderToPassStep(state));
}

} // namespace dt::baccarat

#include "round_shared_box.h"

#include "round_layout.h"
#include "settlement.h"

#include <algorithm>
#include <map>

namespace dt::blackjack {

namespace {

RuleReference section(const char *text, const char *requirement) {
    return RuleReference{blackjackSection(text), requirement};
}

// §13(b): the calling player's exclusive right; §13(c): the line of wagers.
RuleReference callerRule() {
    return section("13(b)", "BJ-WAGER-07");
}
RuleReference lineRule() {
    return section("13(c)", "BJ-WAGER-07");
}
RuleReference doubleRule() {
    return section("13(d)", "BJ-OPT-18");
}
RuleReference doubledSettlementRule() {
    return section("13(d)", "BJ-SETTLE-12");
}
RuleReference splitRule() {
    return section("13(e)", "BJ-OPT-18");
}
RuleReference insuranceRule() {
    return section("13(f)", "BJ-OPT-18");
}
RuleReference verbalRule() {
    return section("3(d)", "BJ-WAGER-02");
}

Expectation expect(DealerAction action, RuleReference rule, std::string description) {
    return Expectation{std::move(action), 0, 0, std::move(rule), std::move(description)};
}

// "seat 3 (player 1 behind)", "seat 3 hand 2 (player 2 behind)".
std::string behindText(int seat, int hand, int behind) {
    return spotText(seat, hand) + " (player " + std::to_string(behind) + " behind)";
}

struct Target {
    int seat = 0;
    int hand = 1;
    action::Wager wager = action::Wager::Main;
};

std::optional<Target> settlementTarget(const DealerAction &action) {
    if (const auto *c = std::get_if<action::Collect>(&action)) {
        return Target{c->seat, c->hand, c->wager};
    }
    if (const auto *p = std::get_if<action::Pay>(&action)) {
        return Target{p->seat, p->hand, p->wager};
    }
    if (const auto *r = std::get_if<action::ReturnWager>(&action)) {
        return Target{r->seat, r->hand, r->wager};
    }
    if (const auto *s = std::get_if<action::SettleSurrender>(&action)) {
        return Target{s->seat, s->hand, action::Wager::Main};
    }
    return std::nullopt;
}

BehindStake *stakeOf(RoundHand &hand, int behind) {
    for (auto &stake : hand.behind) {
        if (stake.behind == behind) {
            return &stake;
        }
    }
    return nullptr;
}

const BehindStake *stakeOf(const RoundHand &hand, int behind) {
    for (const auto &stake : hand.behind) {
        if (stake.behind == behind) {
            return &stake;
        }
    }
    return nullptr;
}

// The settlement of `amount` as a collection, a payment or a returned wager.
Expectation settlementOf(int seat, int hand, int behind, const WagerResult &result,
                         const RuleReference &rule, bool &losing) {
    const std::string where = behindText(seat, hand, behind);
    losing = result.net < Money();
    if (result.net < Money()) {
        action::Collect collect{seat, hand, action::Wager::Main, -result.net};
        collect.behind = behind;
        return expect(collect, rule, "Collect " + (-result.net).text() + " from " + where);
    }
    if (result.net > Money()) {
        action::Pay pay{seat, hand, action::Wager::Main, result.net};
        pay.behind = behind;
        return expect(pay, rule, "Pay " + result.net.text() + " to " + where);
    }
    action::ReturnWager push{seat, hand, action::Wager::Main};
    push.behind = behind;
    return expect(push, rule, "Return the wager of " + where);
}

} // namespace

int behindOf(const DealerAction &action) {
    return std::visit(
        [](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::Collect> || std::is_same_v<A, action::Pay> ||
                          std::is_same_v<A, action::ReturnWager> ||
                          std::is_same_v<A, action::SettleSurrender>) {
                return a.behind;
            } else {
                return 0;
            }
        },
        action);
}

std::vector<const PlayerScript *> boxLine(const std::vector<PlayerScript> &players, int seat) {
    std::vector<const PlayerScript *> line;
    for (const auto &player : players) {
        if (player.seat == seat && player.wager > Money()) {
            line.push_back(&player);
        }
    }
    if (line.empty()) {
        return line;
    }
    // §13(b): the seated player calls; with no one seated, the highest wager
    // (the first of equal highest ones: validation refuses the tie).
    auto caller = std::find_if(line.begin(), line.end(),
                               [](const PlayerScript *player) { return player->seated; });
    if (caller == line.end()) {
        caller = std::max_element(
            line.begin(), line.end(),
            [](const PlayerScript *a, const PlayerScript *b) { return a->wager < b->wager; });
    }
    // §13(c): the caller's wager nearest the dealer, the others behind in line.
    std::rotate(line.begin(), caller, caller + 1);
    return line;
}

const PlayerScript *lineScript(const std::vector<PlayerScript> &players, int seat, int behind) {
    const auto line = boxLine(players, seat);
    if (behind < 0 || behind >= static_cast<int>(line.size())) {
        // A box without a wager: the first script at the seat, as before §13.
        if (behind == 0) {
            for (const auto &player : players) {
                if (player.seat == seat) {
                    return &player;
                }
            }
        }
        return nullptr;
    }
    return line[static_cast<std::size_t>(behind)];
}

void seatPlayersBehind(Round &round, const std::vector<PlayerScript> &players) {
    for (auto &box : round.boxes) {
        const auto line = boxLine(players, box.seat);
        for (std::size_t i = 1; i < line.size(); ++i) {
            BehindPlayer player;
            player.initialWager = line[i]->wager;
            box.behind.push_back(player);
            BehindStake stake;
            stake.behind = static_cast<int>(i);
            stake.wager = line[i]->wager;
            box.hands[0].behind.push_back(stake);
        }
        if (!line.empty() && line.front()->verbalWager) {
            box.verbalWager = VerbalWager{};
        }
    }
}

std::vector<ScenarioProblem> validateSharedBoxes(const Scenario &scenario,
                                                 const TableRules &rules) {
    std::vector<ScenarioProblem> problems;
    const auto path = [](std::size_t i) { return "players[" + std::to_string(i) + "]"; };
    const auto indexOf = [&](const PlayerScript *player) {
        return static_cast<std::size_t>(player - scenario.players.data());
    };
    const TableOffer &offer = rules.offer;
    std::map<int, std::vector<std::size_t>> bySeat;
    for (std::size_t i = 0; i < scenario.players.size(); ++i) {
        const PlayerScript &player = scenario.players[i];
        if (player.wager > Money()) {
            bySeat[player.seat].push_back(i);
        }
        if (player.verbalWager && offer.regulation == Regulation::BlackjackTribal) {
            problems.push_back({path(i) + ".verbalWager",
                                "the table's regulation takes wagers only in gaming chips or "
                                "plaques on the layout, no verbal cash wager (" +
                                    Citation{Regulation::BlackjackTribal, "(c)(4)"}.text() + ")"});
        }
        if (player.splitWagerHand && (*player.splitWagerHand < 0 || *player.splitWagerHand > 2)) {
            problems.push_back(
                {path(i) + ".splitWagerHand",
                 "must be cover, first or second (" + blackjackSection("13(e)").text() + ")"});
        }
    }
    for (const auto &[seat, indices] : bySeat) {
        const int count = static_cast<int>(indices.size());
        const std::size_t last = indices.back();
        if (count > 1 && offer.maxPlayersPerBox <= 1) {
            problems.push_back({path(last) + ".seat",
                                "box " + std::to_string(seat) + " has " + std::to_string(count) +
                                    " players wagering on it, but the table allows one person "
                                    "per box (rules.table.maxPlayersPerBox, " +
                                    blackjackSection("13(a)").text() + ")"});
            continue;
        }
        // §13 says nothing of §18 or §6A; the round plays a box's multiple
        // action wagers, or the cards held in the 6 to 5 variation, for its
        // one player only.
        const bool multipleAction = offer.sideWagers.contains(SideWager::MultipleAction);
        if (count > 1 && (multipleAction || offer.sixToFive)) {
            problems.push_back(
                {path(last) + ".seat",
                 "box " + std::to_string(seat) + " has " + std::to_string(count) +
                     " players wagering on it: several players on one box (" +
                     blackjackSection("13(a)").text() + ") are not played " +
                     (multipleAction
                          ? "at a multiple action table (" + blackjackSection("18").text() + ")"
                          : "in the 6 to 5 variation dealt from the hand (" +
                                blackjackSection("6a").text() + ")") +
                     " in this version"});
            continue;
        }
        if (count > offer.maxPlayersPerBox) {
            problems.push_back({path(last) + ".seat",
                                "box " + std::to_string(seat) + " has " + std::to_string(count) +
                                    " players wagering on it; the table allows " +
                                    std::to_string(offer.maxPlayersPerBox) + " (" +
                                    blackjackSection("13(a)").text() + ")"});
        }
        if (count > 1 && !scenario.players[indices.front()].sharesBox) {
            problems.push_back({path(indices.front()) + ".sharesBox",
                                "the first player wagering on box " + std::to_string(seat) +
                                    " must consent to the others wagering on it (" +
                                    blackjackSection("13(a)").text() + ")"});
        }
        std::vector<std::size_t> seated;
        for (const std::size_t i : indices) {
            if (scenario.players[i].seated) {
                seated.push_back(i);
            }
        }
        if (seated.size() > 1) {
            problems.push_back({path(seated[1]) + ".seated",
                                "box " + std::to_string(seat) + " has a seated player already, " +
                                    path(seated[0]) +
                                    "; the others stand behind it (seated: false)"});
        }
        if (seated.empty() && count > 1) {
            Money highest;
            for (const std::size_t i : indices) {
                highest = std::max(highest, scenario.players[i].wager);
            }
            std::vector<std::size_t> highestOnes;
            for (const std::size_t i : indices) {
                if (scenario.players[i].wager == highest) {
                    highestOnes.push_back(i);
                }
            }
            if (highestOnes.size() > 1) {
                problems.push_back({path(highestOnes[1]) + ".wager",
                                    "with no player seated at box " + std::to_string(seat) +
                                        " the highest wager calls the decisions, but " +
                                        path(highestOnes[0]) + " wagers as much (" +
                                        blackjackSection("13(b)").text() + ")"});
            }
        }
        const auto line = boxLine(scenario.players, seat);
        for (std::size_t k = 0; k < line.size(); ++k) {
            const std::size_t i = indexOf(line[k]);
            const PlayerScript &player = scenario.players[i];
            if (k == 0 && (player.doublesWithCaller || player.splitWagerHand)) {
                problems.push_back(
                    {path(i) +
                         (player.doublesWithCaller ? ".doublesWithCaller" : ".splitWagerHand"),
                     "the player calling the decisions of box " + std::to_string(seat) +
                         " answers no double or split of another (" +
                         blackjackSection("13(d)-(e)").text() + ")"});
            }
            if (k > 0 && !player.sideWagers.empty()) {
                problems.push_back({path(i) + ".sideWagers",
                                    "side wagers are placed with the wager of the player calling "
                                    "the decisions of the box, not behind it"});
            }
            if (k > 0 && player.verbalWager) {
                problems.push_back({path(i) + ".verbalWager",
                                    "a verbal wager is made by the player calling the decisions "
                                    "of the box, not behind it"});
            }
        }
    }
    // §14: one box per player unless the licensee permits more.
    if (!offer.boxesPerPlayer) {
        std::map<std::string, std::size_t> firstBox;
        for (std::size_t i = 0; i < scenario.players.size(); ++i) {
            const PlayerScript &player = scenario.players[i];
            if (player.name.empty() || player.wager <= Money()) {
                continue;
            }
            const auto [it, added] = firstBox.emplace(player.name, i);
            if (!added && scenario.players[it->second].seat != player.seat) {
                problems.push_back(
                    {path(i) + ".seat", player.name + " wagers on box " +
                                            std::to_string(scenario.players[it->second].seat) +
                                            " already; a player wagers on one box unless the "
                                            "licensee permits more (rules.table.boxesPerPlayer, " +
                                            blackjackSection("14").text() + ")"});
            }
        }
    }
    return problems;
}

bool behindSettled(const RoundHand &hand) {
    return std::all_of(hand.behind.begin(), hand.behind.end(),
                       [](const BehindStake &stake) { return stake.settled; });
}

bool behindAnswerDue(const RoundBox &box) {
    return std::any_of(box.hands.begin(), box.hands.end(), [](const RoundHand &hand) {
        return std::any_of(hand.behind.begin(), hand.behind.end(),
                           [](const BehindStake &stake) { return stake.answerDue; });
    });
}

bool behindInsuranceUnanswered(const RoundBox &box) {
    return std::any_of(box.behind.begin(), box.behind.end(),
                       [](const BehindPlayer &player) { return !player.insuranceAnswered; });
}

std::vector<BehindQuestion> behindQuestions(const Round &round) {
    std::vector<BehindQuestion> questions;
    for (const auto &box : round.boxes) {
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            const RoundHand &hand = box.hands[i];
            for (const auto &stake : hand.behind) {
                if (stake.answerDue) {
                    questions.push_back({box.seat, static_cast<int>(i) + 1, stake.behind,
                                         hand.pending != event::Decision::Double});
                }
            }
        }
    }
    return questions;
}

std::vector<Expectation> verbalWagerSteps(const Round &round) {
    for (const auto &box : round.boxes) {
        if (!box.verbalWager || box.verbalWager->done()) {
            continue;
        }
        // §3(d): "confirmed by the dealer and casino supervisor" and the cash
        // "expeditiously converted into gaming chips", before the first card.
        const std::string seat = std::to_string(box.seat);
        if (!box.verbalWager->dealerConfirmed) {
            return {expect(action::ConfirmVerbalWager{box.seat}, verbalRule(),
                           "Confirm the verbal wager of seat " + seat + ", made with cash")};
        }
        if (!box.verbalWager->supervisorConfirmed) {
            return {
                expect(action::CallSupervisor{action::SupervisorReason::VerbalWager}, verbalRule(),
                       "Call the casino supervisor to confirm the verbal wager of seat " + seat)};
        }
        return {expect(action::ConvertCash{box.seat}, verbalRule(),
                       "Convert the cash of seat " + seat + " into gaming chips")};
    }
    return {};
}

void addBehindSettlements(const Round &round, const RoundBox &box, int hand,
                          const TableOffer &offer, std::vector<Expectation> &losing,
                          std::vector<Expectation> &others) {
    const RoundHand &cards = box.hands[static_cast<std::size_t>(hand - 1)];
    if (cards.surrendered || doubleCardHidden(cards)) {
        return; // settled with the surrender; the caller's turn-up first (§10(c))
    }
    const bool split = box.hands.size() > 1;
    const bool dealerBlackjack = dealerHasBlackjack(round);
    for (const auto &stake : cards.behind) {
        if (stake.settled) {
            continue;
        }
        if (cards.dead) {
            // §15(h), §15(j): the wager stays with its player, as the caller's.
            action::ReturnWager push{box.seat, hand, action::Wager::Main};
            push.behind = stake.behind;
            others.push_back(expect(push, lineRule(),
                                    "Return the wager of " +
                                        behindText(box.seat, hand, stake.behind) +
                                        " (a dead hand)"));
            continue;
        }
        WagerResult result;
        if (split && dealerBlackjack) {
            // §11(d) for each player: the original wager collected once,
            // from the first hand holding a wager of theirs.
            int first = 0;
            for (std::size_t i = 0; i < box.hands.size() && first == 0; ++i) {
                if (stakeOf(box.hands[i], stake.behind) != nullptr) {
                    first = static_cast<int>(i) + 1;
                }
            }
            const BehindPlayer &player = box.behind[static_cast<std::size_t>(stake.behind - 1)];
            if (first == hand && player.collected == Money()) {
                result = settleSplitAgainstDealerBlackjack(player.initialWager);
            } else {
                result = {Money(), blackjackSection("11(d)"),
                          "The additional split wager is not collected."};
            }
        } else {
            result = settleMainWager(cards.cards, cards.fromSplit, stake.doubleDown, stake.wager,
                                     round.dealer.cards, payoutRules(offer));
        }
        // §13(d): settled on the player's own doubled amount; §13(e): with
        // the split hand the wager went with; §13(c): each wager on its own.
        const RuleReference rule = stake.doubleDown > Money() || cards.doubleDown > Money()
                                       ? doubledSettlementRule()
                                   : split ? splitRule()
                                           : lineRule();
        bool lost = false;
        Expectation step = settlementOf(box.seat, hand, stake.behind, result, rule, lost);
        (lost ? losing : others).push_back(std::move(step));
    }
}

std::vector<Expectation> behindImmediateSettlements(const RoundBox &box, bool dealerBlackjack,
                                                    const TableOffer &offer) {
    std::vector<Expectation> steps;
    for (std::size_t k = 0; k < box.behind.size(); ++k) {
        const BehindPlayer &player = box.behind[k];
        const int behind = static_cast<int>(k) + 1;
        if (!player.insurance || player.insuranceSettled) {
            continue;
        }
        // §13(f): each player's own insurance, settled as §9(c)-(d) says.
        const WagerResult result = settleInsurance(*player.insurance, player.initialWager,
                                                   dealerBlackjack, offer.smallestChip);
        const std::string where = behindText(box.seat, 1, behind);
        if (result.net > Money()) {
            action::Pay pay{box.seat, 1, action::Wager::Insurance, result.net};
            pay.behind = behind;
            steps.push_back(expect(pay, insuranceRule(),
                                   "Pay the insurance of " + where + " " + result.net.text()));
        } else if (result.net < Money()) {
            action::Collect collect{box.seat, 1, action::Wager::Insurance, -result.net};
            collect.behind = behind;
            steps.push_back(expect(collect, insuranceRule(), "Collect the insurance of " + where));
        } else {
            action::ReturnWager push{box.seat, 1, action::Wager::Insurance};
            push.behind = behind;
            steps.push_back(expect(push, insuranceRule(), "Return the insurance of " + where));
        }
    }
    for (std::size_t i = 0; i < box.hands.size(); ++i) {
        const RoundHand &hand = box.hands[i];
        if (!hand.surrendered) {
            continue;
        }
        const int number = static_cast<int>(i) + 1;
        for (const auto &stake : hand.behind) {
            if (stake.settled) {
                continue;
            }
            // §13(b): the caller's surrender is the decision on the box's
            // cards; §8(a)(2) settles each wager on them.
            const std::string where = behindText(box.seat, number, stake.behind);
            if (dealerBlackjack) {
                action::Collect collect{box.seat, number, action::Wager::Main, stake.wager};
                collect.behind = stake.behind;
                steps.push_back(expect(collect, callerRule(),
                                       "The dealer has blackjack: collect the whole surrendered "
                                       "wager of " +
                                           where));
            } else {
                const Money refund = surrenderRefund(stake.wager);
                action::SettleSurrender settle{box.seat, number, refund};
                settle.behind = stake.behind;
                steps.push_back(
                    expect(settle, callerRule(),
                           "Collect half the wager of " + where + " and return " + refund.text()));
            }
        }
    }
    return steps;
}

std::vector<Expectation> behindSurrendersAtOnce(const RoundBox &box, int hand) {
    const RoundHand &cards = box.hands[static_cast<std::size_t>(hand - 1)];
    std::vector<Expectation> steps;
    for (const auto &stake : cards.behind) {
        if (stake.settled) {
            continue;
        }
        // §13(b): the caller surrendered the box's hand; §8(a)(1) at once.
        const Money refund = surrenderRefund(stake.wager);
        action::SettleSurrender settle{box.seat, hand, refund};
        settle.behind = stake.behind;
        steps.push_back(expect(settle, callerRule(),
                               "Collect half the wager of " +
                                   behindText(box.seat, hand, stake.behind) + " and return " +
                                   refund.text()));
    }
    return steps;
}

std::vector<Expectation> behindEvenMoney(const RoundBox &box) {
    std::vector<Expectation> steps;
    const RoundHand &hand = box.hands[0];
    for (const auto &stake : hand.behind) {
        const BehindPlayer &player = box.behind[static_cast<std::size_t>(stake.behind - 1)];
        if (!player.evenMoney || stake.settled) {
            continue;
        }
        // §13(f), §7(c): even money in the player's own stead of insurance.
        const Money amount = evenMoney(stake.wager);
        action::Pay pay{box.seat, 1, action::Wager::Main, amount};
        pay.behind = stake.behind;
        steps.push_back(expect(pay, insuranceRule(),
                               "Pay even money, " + amount.text() + ", to " +
                                   behindText(box.seat, 1, stake.behind)));
    }
    return steps;
}

std::optional<Expectation> behindBlackjackPayment(const Round &round, const RoundBox &box,
                                                  const TableOffer &offer) {
    const RoundHand &hand = box.hands[0];
    for (const auto &stake : hand.behind) {
        if (stake.settled) {
            continue;
        }
        // §7(a) for every wager on the blackjack, each on its own (§13(c)).
        const WagerResult result = settleMainWager(hand.cards, false, Money(), stake.wager,
                                                   round.dealer.cards, payoutRules(offer));
        bool lost = false;
        Expectation step = settlementOf(box.seat, 1, stake.behind, result, lineRule(), lost);
        step.description = "Pay the blackjack of " + behindText(box.seat, 1, stake.behind) + " " +
                           result.net.text();
        return step;
    }
    return std::nullopt;
}

bool applySharedBox(Round &round, const DealerAction &action) {
    if (const auto *confirm = std::get_if<action::ConfirmVerbalWager>(&action)) {
        if (RoundBox *box = round.box(confirm->seat); box != nullptr && box->verbalWager) {
            box->verbalWager->dealerConfirmed = true;
        }
        return true;
    }
    if (const auto *call = std::get_if<action::CallSupervisor>(&action);
        call != nullptr && call->reason == action::SupervisorReason::VerbalWager) {
        for (auto &box : round.boxes) {
            if (box.verbalWager && box.verbalWager->dealerConfirmed &&
                !box.verbalWager->supervisorConfirmed) {
                box.verbalWager->supervisorConfirmed = true;
                break;
            }
        }
        return true;
    }
    if (const auto *cash = std::get_if<action::ConvertCash>(&action)) {
        if (RoundBox *box = round.box(cash->seat); box != nullptr && box->verbalWager) {
            box->verbalWager->cashConverted = true;
        }
        return true;
    }
    const int behind = behindOf(action);
    const auto target = settlementTarget(action);
    if (behind == 0 || !target) {
        return false;
    }
    RoundBox *box = round.box(target->seat);
    if (box == nullptr || behind > static_cast<int>(box->behind.size())) {
        return true;
    }
    BehindPlayer &player = box->behind[static_cast<std::size_t>(behind - 1)];
    if (target->wager == action::Wager::Insurance) {
        player.insuranceSettled = true;
        return true;
    }
    if (RoundHand *hand = round.hand(target->seat, target->hand)) {
        if (BehindStake *stake = stakeOf(*hand, behind)) {
            stake->settled = true;
            if (const auto *collect = std::get_if<action::Collect>(&action)) {
                player.collected += collect->amount;
            }
        }
    }
    return true;
}

void askPlayersBehind(RoundHand &hand) {
    for (auto &stake : hand.behind) {
        stake.answerDue = true;
    }
}

bool applySharedBoxEvent(Round &round, const TableEvent &tableEvent) {
    if (const auto *answer = std::get_if<event::PlayerBehindAnswers>(&tableEvent)) {
        RoundBox *box = round.box(answer->seat);
        RoundHand *hand = round.hand(answer->seat, answer->hand);
        BehindStake *stake = hand != nullptr ? stakeOf(*hand, answer->behind) : nullptr;
        if (box == nullptr || stake == nullptr || !stake->answerDue) {
            return true;
        }
        stake->answerDue = false;
        switch (answer->answer) {
        case event::BehindAnswer::Doubles:
            // §13(d), §10(a): not in excess of the player's own wager.
            stake->doubleDown = std::min(answer->amount, stake->wager);
            stake->wager += stake->doubleDown;
            break;
        case event::BehindAnswer::DoesNotDouble:
            break;
        case event::BehindAnswer::CoversSplit: {
            // §13(e), §11(a): an additional wager on the new hand (to the right).
            BehindStake cover;
            cover.behind = stake->behind;
            cover.wager = stake->wager;
            const std::size_t next = static_cast<std::size_t>(answer->hand);
            if (next < box->hands.size()) {
                box->hands[next].behind.push_back(cover);
            }
            break;
        }
        case event::BehindAnswer::StaysWithHand:
            // §13(e): the initial wager goes with the split hand named.
            if (answer->toHand == answer->hand + 1 &&
                static_cast<std::size_t>(answer->hand) < box->hands.size()) {
                const BehindStake moved = *stake;
                std::erase_if(hand->behind,
                              [&](const BehindStake &s) { return s.behind == answer->behind; });
                box->hands[static_cast<std::size_t>(answer->hand)].behind.push_back(moved);
            }
            break;
        }
        return true;
    }
    const auto *decides = std::get_if<event::PlayerDecides>(&tableEvent);
    if (decides == nullptr || decides->behind == 0) {
        return false;
    }
    RoundBox *box = round.box(decides->seat);
    if (box == nullptr || decides->behind > static_cast<int>(box->behind.size())) {
        return true;
    }
    BehindPlayer &player = box->behind[static_cast<std::size_t>(decides->behind - 1)];
    switch (decides->decision) {
    case event::Decision::Insurance: // §13(f): regardless of the others
        player.insurance = decides->amount;
        player.insuranceAnswered = true;
        break;
    case event::Decision::EvenMoney:
        player.evenMoney = box->hands[0].isBlackjack();
        player.insuranceAnswered = true;
        break;
    case event::Decision::NoInsurance:
        player.insuranceAnswered = true;
        break;
    default:
        // §13(b): not this player's to call; the dealer takes it from no one.
        box->callFromBehind = decides->decision;
        break;
    }
    return true;
}

std::optional<Verdict> sharedBoxMistake(const Round &round, const DealerAction &dealerAction,
                                        const std::vector<Expectation> &options) {
    Verdict verdict = refused(options);
    if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        for (const auto &box : round.boxes) {
            if (box.verbalWager && !box.verbalWager->done()) {
                verdict.rule = verbalRule();
                verdict.message = "The verbal wager of seat " + std::to_string(box.seat) +
                                  " is accepted only once the dealer and the casino supervisor "
                                  "confirm it and its cash is converted into chips, before the "
                                  "first card.";
                return verdict;
            }
        }
        const RoundBox *box = round.box(deal->seat);
        const RoundHand *hand = round.hand(deal->seat, deal->hand);
        if (box == nullptr || hand == nullptr || box->behind.empty()) {
            return std::nullopt;
        }
        if (behindAnswerDue(*box)) {
            const bool split =
                !behindQuestions(round).empty() && behindQuestions(round).front().split;
            verdict.rule = split ? splitRule() : doubleRule();
            verdict.message =
                split ? "The players behind the caller first say whether they add a wager for "
                        "each split hand or which split hand their wager goes with."
                      : "The players behind the caller first say whether they double too; they "
                        "need not.";
            return verdict;
        }
        if (hand->doubleDown > Money() && hand->cards.size() >= 3 && !hand->pending) {
            verdict.rule = doubleRule();
            verdict.message = "Only one additional card is dealt to the doubled hand, however "
                              "many of its players doubled.";
            return verdict;
        }
        if (box->callFromBehind && !hand->pending && hand->cards.size() >= 2 && deal->seat != 0) {
            verdict.rule = callerRule();
            verdict.message = "Only the player calling the decisions of seat " +
                              std::to_string(box->seat) +
                              " (the seated player, or the highest wager) decides on its cards; "
                              "a player behind asked for this.";
            return verdict;
        }
        return std::nullopt;
    }
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction)) {
        const RoundBox *box = round.box(pickUp->seat);
        if (box == nullptr || box->pickedUp || box->behind.empty() || round.voided) {
            return std::nullopt;
        }
        const bool unsettled =
            std::any_of(box->hands.begin(), box->hands.end(),
                        [](const RoundHand &hand) { return !behindSettled(hand); }) ||
            std::any_of(box->behind.begin(), box->behind.end(), [](const BehindPlayer &player) {
                return player.insurance && !player.insuranceSettled;
            });
        if (!unsettled) {
            return std::nullopt;
        }
        verdict.rule = lineRule();
        verdict.message = "Every player's wager on the box is settled on its own, those behind "
                          "the caller's too, before the cards leave the layout.";
        return verdict;
    }
    const int behind = behindOf(dealerAction);
    const auto target = settlementTarget(dealerAction);
    if (behind == 0 || !target) {
        return std::nullopt;
    }
    const RoundBox *box = round.box(target->seat);
    if (box == nullptr || behind > static_cast<int>(box->behind.size())) {
        verdict.rule = lineRule();
        verdict.message = "No player " + std::to_string(behind) + " wagers behind the caller of " +
                          spotText(target->seat, 1) + ".";
        return verdict;
    }
    const RoundHand *hand = round.hand(target->seat, target->hand);
    if (target->wager == action::Wager::Main && hand != nullptr &&
        stakeOf(*hand, behind) == nullptr) {
        for (std::size_t i = 0; i < box->hands.size(); ++i) {
            if (stakeOf(box->hands[i], behind) != nullptr) {
                verdict.rule = splitRule();
                verdict.message = "The wager of " +
                                  behindText(target->seat, static_cast<int>(i) + 1, behind) +
                                  " goes with hand " + std::to_string(i + 1) +
                                  " of the split, as the player said.";
                return verdict;
            }
        }
    }
    return std::nullopt;
}

} // namespace dt::blackjack

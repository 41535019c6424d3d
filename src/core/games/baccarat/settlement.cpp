#include "settlement.h"

#include <array>
#include <string>

namespace dt::baccarat {

namespace {

constexpr std::array kWagers = {Wager::Player,
                                Wager::Banker,
                                Wager::Tie,
                                Wager::DragonBonusPlayer,
                                Wager::DragonBonusBanker,
                                Wager::Dragon7,
                                Wager::Panda8,
                                Wager::HouseMoney};

Odds toOne(std::int64_t win) {
    return Odds{win, 1};
}

WagerDecision lose(Citation citation, std::string reason = {}) {
    WagerDecision decision;
    decision.decision = Decision::Lose;
    decision.payCitation = citation;
    decision.citation = std::move(citation);
    decision.reason = std::move(reason);
    return decision;
}

WagerDecision push(Citation citation, std::string reason = {}) {
    WagerDecision decision = lose(std::move(citation), std::move(reason));
    decision.decision = Decision::Push;
    return decision;
}

WagerDecision win(Citation citation, Odds odds, Citation payCitation, std::string reason = {}) {
    WagerDecision decision;
    decision.decision = Decision::Win;
    decision.odds = odds;
    decision.citation = std::move(citation);
    decision.payCitation = std::move(payCitation);
    decision.reason = std::move(reason);
    return decision;
}

// §13(e): the pay tables, rows "Win by 9 points" down to "Win by 4 points".
std::int64_t dragonBonusMarginOdds(DragonBonusTable table, int margin) {
    //                                       by 4  5  6  7   8   9
    static constexpr std::array<int, 6> tableA = {1, 2, 4, 6, 10, 30};
    static constexpr std::array<int, 6> tableB = {1, 3, 4, 7, 8, 20};
    static constexpr std::array<int, 6> tableC = {2, 2, 4, 4, 10, 30};
    const auto row = static_cast<std::size_t>(margin - 4);
    switch (table) {
    case DragonBonusTable::B:
        return tableB[row];
    case DragonBonusTable::C:
        return tableC[row];
    case DragonBonusTable::A:
    case DragonBonusTable::Off:
        break;
    }
    return tableA[row];
}

WagerDecision dragonBonus(const TableRules &rules, bool onPlayer, const CoupSummary &coup) {
    const Game game = rules.game;
    const int selected = onPlayer ? coup.playerPoint : coup.bankerPoint;
    const int other = onPlayer ? coup.bankerPoint : coup.playerPoint;
    const bool selectedNatural = onPlayer ? playerNatural(coup) : bankerNatural(coup);
    const bool otherNatural = onPlayer ? bankerNatural(coup) : playerNatural(coup);
    const Citation pay = sectionFor(game, "13(e)", "12(e)");
    if (selectedNatural) {
        if (!otherNatural) {
            return win(sectionFor(game, "8(a)(4)(i)(A)", "7(a)(4)(i)(A)"), toOne(1), pay,
                       "natural winner");
        }
        if (selected > other) { // a natural 9 over a natural 8
            return win(sectionFor(game, "8(a)(4)(i)(B)", "7(a)(4)(i)(B)"), toOne(1), pay,
                       "natural winner");
        }
        if (selected == other) {
            return push(sectionFor(game, "8(a)(4)(iii)", "7(a)(4)(iii)"), "natural tie");
        }
        return lose(sectionFor(game, "8(a)(4)(ii)(A)", "7(a)(4)(ii)(A)"),
                    "natural 8 against a natural 9");
    }
    const int margin = selected - other;
    if (margin >= 4) {
        return win(sectionFor(game, "8(a)(4)(i)(C)", "7(a)(4)(i)(C)"),
                   toOne(dragonBonusMarginOdds(rules.dragonBonus, margin)), pay,
                   "win by " + std::to_string(margin) + " points");
    }
    if (margin <= 0) {
        return lose(sectionFor(game, "8(a)(4)(ii)(B)", "7(a)(4)(ii)(B)"));
    }
    return lose(sectionFor(game, "8(a)(4)(ii)(C)", "7(a)(4)(ii)(C)"),
                "win by " + std::to_string(margin) + (margin == 1 ? " point" : " points"));
}

} // namespace

std::span<const Wager> allWagers() {
    return kWagers;
}

std::string_view name(Wager wager) {
    switch (wager) {
    case Wager::Player:
        return "Player";
    case Wager::Banker:
        return "Banker";
    case Wager::Tie:
        return "Tie";
    case Wager::DragonBonusPlayer:
        return "Dragon Bonus on the Player's Hand";
    case Wager::DragonBonusBanker:
        return "Dragon Bonus on the Banker's Hand";
    case Wager::Dragon7:
        return "Dragon 7 Insurance";
    case Wager::Panda8:
        return "Panda 8 Insurance";
    case Wager::HouseMoney:
        break;
    }
    return "House Money";
}

std::string_view key(Wager wager) {
    switch (wager) {
    case Wager::Player:
        return "player";
    case Wager::Banker:
        return "banker";
    case Wager::Tie:
        return "tie";
    case Wager::DragonBonusPlayer:
        return "dragonBonusPlayer";
    case Wager::DragonBonusBanker:
        return "dragonBonusBanker";
    case Wager::Dragon7:
        return "dragon7";
    case Wager::Panda8:
        return "panda8";
    case Wager::HouseMoney:
        break;
    }
    return "houseMoney";
}

Citation wagerSection(Game game, Wager wager) {
    switch (wager) {
    case Wager::Player:
        return sectionFor(game, "8(a)(2)", "7(a)(2)");
    case Wager::Banker:
        return sectionFor(game, "8(a)(1)", "7(a)(1)");
    case Wager::Tie:
        return sectionFor(game, "8(a)(3)", "7(a)(3)");
    case Wager::DragonBonusPlayer:
    case Wager::DragonBonusBanker:
        return sectionFor(game, "8(a)(4)", "7(a)(4)");
    case Wager::Dragon7:
        return sectionFor(game, "8(a)(5)", "7(a)(5)");
    case Wager::Panda8:
        return sectionFor(game, "8(a)(6)", "7(a)(6)");
    case Wager::HouseMoney:
        break;
    }
    return sectionFor(game, "8(a)(7)", "7(a)(7)");
}

bool offered(const TableRules &rules, Wager wager) {
    switch (wager) {
    case Wager::Player:
    case Wager::Banker:
    case Wager::Tie:
        return true;
    case Wager::DragonBonusPlayer:
    case Wager::DragonBonusBanker:
        return rules.dragonBonus != DragonBonusTable::Off;
    case Wager::Dragon7:
        return rules.ezBaccarat && rules.dragon7;
    case Wager::Panda8:
        return rules.ezBaccarat && rules.panda8;
    case Wager::HouseMoney:
        break;
    }
    return rules.houseMoney;
}

std::string_view name(Decision decision) {
    switch (decision) {
    case Decision::Win:
        return "wins";
    case Decision::Lose:
        return "loses";
    case Decision::Push:
        break;
    }
    return "pushes";
}

WagerDecision decide(const TableRules &rules, Wager wager, const CoupSummary &coup) {
    const Game game = rules.game;
    const Winner winner = winnerOf(coup);
    switch (wager) {
    case Wager::Player:
        // §8(a)(2); a Panda 8 is a Player win (checklist "Source typos": "and" reads "including").
        if (winner == Winner::Player) {
            return win(sectionFor(game, "8(a)(2)(i)", "7(a)(2)(i)"), toOne(1),
                       sectionFor(game, "13(a)", "12(a)"),
                       rules.ezBaccarat && isPanda8(coup) ? "Panda 8" : "");
        }
        if (winner == Winner::Banker) {
            return lose(sectionFor(game, "8(a)(2)(ii)", "7(a)(2)(ii)"),
                        rules.ezBaccarat && isDragon7(coup) ? "Dragon 7" : "");
        }
        return push(sectionFor(game, "8(a)(2)(iii)", "7(a)(2)(iii)"), "tie hand");
    case Wager::Banker:
        // §8(a)(1)(iii): at EZ Baccarat a Dragon 7 returns the Banker wager.
        if (rules.ezBaccarat && isDragon7(coup)) {
            return push(sectionFor(game, "8(a)(1)(iii)", "7(a)(1)(iii)"), "Dragon 7");
        }
        if (winner == Winner::Banker) {
            WagerDecision decision = win(sectionFor(game, "8(a)(1)(i)", "7(a)(1)(i)"), toOne(1),
                                         sectionFor(game, "13(c)", "12(c)"));
            decision.vigorish = !rules.ezBaccarat; // §13(c): none at EZ Baccarat
            return decision;
        }
        if (winner == Winner::Player) {
            return lose(sectionFor(game, "8(a)(1)(ii)", "7(a)(1)(ii)"));
        }
        return push(sectionFor(game, "8(a)(1)(iii)", "7(a)(1)(iii)"), "tie hand");
    case Wager::Tie:
        if (winner == Winner::Tie) {
            return win(sectionFor(game, "8(a)(3)(i)", "7(a)(3)(i)"), rules.tieOdds,
                       sectionFor(game, "13(b)", "12(b)"));
        }
        return lose(sectionFor(game, "8(a)(3)(ii)", "7(a)(3)(ii)"));
    case Wager::DragonBonusPlayer:
        return dragonBonus(rules, true, coup);
    case Wager::DragonBonusBanker:
        return dragonBonus(rules, false, coup);
    case Wager::Dragon7:
        if (isDragon7(coup)) {
            return win(sectionFor(game, "8(a)(5)(i)", "7(a)(5)(i)"), toOne(40),
                       sectionFor(game, "13(f)", "12(f)"), "Dragon 7");
        }
        return lose(sectionFor(game, "8(a)(5)(ii)", "7(a)(5)(ii)"));
    case Wager::Panda8:
        if (isPanda8(coup)) {
            return win(sectionFor(game, "8(a)(6)(i)", "7(a)(6)(i)"), toOne(25),
                       sectionFor(game, "13(g)", "12(g)"), "Panda 8");
        }
        return lose(sectionFor(game, "8(a)(6)(ii)", "7(a)(6)(ii)"));
    case Wager::HouseMoney:
        break;
    }
    // §8(a)(7), §13(h): 15 to 1 for a Player and Banker pair, 3 to 1 for one.
    if (coup.playerPair && coup.bankerPair) {
        return win(sectionFor(game, "8(a)(7)(i)", "7(a)(7)(i)"), toOne(15),
                   sectionFor(game, "13(h)", "12(h)"), "Player and Banker pair");
    }
    if (coup.playerPair || coup.bankerPair) {
        return win(sectionFor(game, "8(a)(7)(i)", "7(a)(7)(i)"), toOne(3),
                   sectionFor(game, "13(h)", "12(h)"),
                   coup.playerPair ? "Player pair" : "Banker pair");
    }
    return lose(sectionFor(game, "8(a)(7)(ii)", "7(a)(7)(ii)"));
}

Money vigorishOn(const TableRules &rules, Money winnings) {
    if (rules.ezBaccarat || winnings.inCents() <= 0) {
        return Money{};
    }
    // 5% of the amount won, in hundredths of a cent, rounded up to the cent.
    const std::int64_t cents = (winnings.inCents() * 5 + 99) / 100;
    if (!rules.vigorishRoundedUpTo25Cents) {
        return Money::cents(cents);
    }
    return Money::cents((cents + 24) / 25 * 25); // §13(c): up to the next multiple of 25¢
}

WagerSettlement settle(const TableRules &rules, Wager wager, Money amount,
                       const CoupSummary &coup) {
    WagerSettlement settlement;
    settlement.decision = decide(rules, wager, coup);
    if (settlement.decision.decision != Decision::Win) {
        return settlement;
    }
    const auto exact = payout(amount, settlement.decision.odds);
    settlement.winnings =
        exact ? *exact : payoutRoundedDown(amount, settlement.decision.odds, Money::cents(1));
    if (settlement.decision.vigorish) {
        settlement.vigorish = vigorishOn(rules, settlement.winnings);
    }
    return settlement;
}

Money houseMoneyRide(const TableRules &rules, Money payout) {
    if (payout.inCents() <= 0) {
        return Money{};
    }
    return Money::cents(payout.inCents() * rules.houseMoneyRidePercent / 100);
}

} // namespace dt::baccarat

#include "table_rules.h"

#include <utility>

namespace dt::baccarat {

Citation baccaratSection(std::string section) {
    return Citation{Regulation::Compendium, "Baccarat " + std::move(section)};
}

Citation midiSection(std::string section) {
    return Citation{Regulation::Compendium, "Midi Baccarat " + std::move(section)};
}

Citation sectionFor(Game game, std::string baccarat, std::string midi) {
    return game == Game::Baccarat ? baccaratSection(std::move(baccarat))
                                  : midiSection(std::move(midi));
}

TableRules midiBaccaratRules() {
    TableRules rules;
    rules.game = Game::MidiBaccarat;
    rules.decks = 6;
    rules.seats = 9;
    rules.cardTurning = CardTurning::HighestBettors;
    rules.shoeDealer = ShoeDealer::DealerCallingGame;
    return rules;
}

TableRules withEzBaccarat(TableRules rules) {
    rules.ezBaccarat = true;
    rules.dragon7 = true;
    rules.panda8 = true;
    return rules;
}

std::vector<RulesProblem> validate(const TableRules &rules) {
    std::vector<RulesProblem> problems;
    const Game game = rules.game;
    const bool midi = game == Game::MidiBaccarat;
    const auto add = [&problems](std::string message, Citation citation, std::string field) {
        problems.push_back({std::move(message), std::move(citation), std::move(field)});
    };

    // §3(a): "six to eight decks"; Midi §3(a): "at least six decks".
    if (!midi && (rules.decks < 6 || rules.decks > 8)) {
        add("Baccarat is played with six to eight decks", baccaratSection("3(a)"), "decks");
    }
    if (midi && rules.decks < 6) {
        add("Midi Baccarat is played with at least six decks", midiSection("3(a)"), "decks");
    }
    // §2(a): numbered positions for 10 to 14 seated players; Midi §2(a): no more than nine.
    if (!midi && (rules.seats < 10 || rules.seats > 14)) {
        add("a Baccarat table has numbered positions for 10 to 14 seated players",
            baccaratSection("2(a)"), "seats");
    }
    if (midi && (rules.seats < 1 || rules.seats > 9)) {
        add("a Midi Baccarat table has numbered positions for no more than nine seated players",
            midiSection("2(a)"), "seats");
    }
    // §8(a)(5)-(6): the insurance wagers exist only at an EZ Baccarat table.
    if (rules.dragon7 && !rules.ezBaccarat) {
        add("the Dragon 7 Insurance Wager is offered only at an EZ Baccarat table",
            sectionFor(game, "8(a)(5)", "7(a)(5)"), "dragon7");
    }
    if (rules.panda8 && !rules.ezBaccarat) {
        add("the Panda 8 Insurance Wager is offered only at an EZ Baccarat table",
            sectionFor(game, "8(a)(6)", "7(a)(6)"), "panda8");
    }
    // §2(b)(2)(i), (iii): an EZ layout has both insurance areas for each player.
    if (rules.ezBaccarat && !rules.dragon7) {
        add("an EZ Baccarat layout has a Dragon 7 Insurance Wager area for each player",
            sectionFor(game, "2(b)(2)(i)", "2(b)(2)(i)"), "dragon7");
    }
    if (rules.ezBaccarat && !rules.panda8) {
        add("an EZ Baccarat layout has a Panda 8 Insurance Wager area for each player",
            sectionFor(game, "2(b)(2)(iii)", "2(b)(2)(iii)"), "panda8");
    }
    // §9(e)(1)(i): all of the payout, or a specified portion of it.
    if (rules.houseMoneyRidePercent < 1 || rules.houseMoneyRidePercent > 100) {
        add("the House Money payout that may ride is all of it (100%) or a portion of it (1% to "
            "99%)",
            sectionFor(game, "9(e)(1)(i)", "8(c)(3)(i)(A)"), "houseMoneyRidePercent");
    }
    // §13(b): a winning Tie Wager is paid at odds of at least 8 to 1.
    if (!rules.tieOdds.isValid() || rules.tieOdds.win < 8 * rules.tieOdds.stake) {
        add("a winning Tie Wager is paid at odds of at least 8 to 1",
            sectionFor(game, "13(b)", "12(b)"), "tieOdds");
    }
    if (midi) {
        // Midi §8(c): the dealer deals, and the highest bettors turn the hands.
        if (rules.shoeDealer != ShoeDealer::DealerCallingGame) {
            add("in Midi Baccarat the dealer deals the cards; there is no curator",
                midiSection("8(c)"), "shoeDealer");
        }
        if (rules.cardTurning != CardTurning::HighestBettors) {
            add("in Midi Baccarat the dealer hands each hand to its highest bettor to turn",
                midiSection("8(c)"), "cardTurning");
        }
        // Midi §5(a) has no wash and three-dealer shuffle.
        if (rules.shuffle == ShuffleOption::WashAndThreeDealers) {
            add("Midi Baccarat is shuffled by the dealer and laced; the wash and three-dealer "
                "shuffle is Baccarat's alone",
                midiSection("5(a)"), "shuffle");
        }
    }
    return problems;
}

bool vigorishBeforePayment(Game game) {
    return game == Game::MidiBaccarat;
}

} // namespace dt::baccarat

#include "table_config.h"

#include "games/baccarat/baccarat_shoe_rules.h"

namespace dt {

int minimumCutDepth(const TableConfig &config) {
    // Blackjack §5(c): at least a deck in from either end;
    // Blackjack (tribal) (e)(3): at least 10 cards in from either end;
    // Baccarat §5(d), Midi Baccarat §5(d): "at least a deck in from either end".
    return config.regulation == Regulation::BlackjackTribal ? 10 : 52;
}

int minimumCardsBehindCutCard(const TableConfig &config) {
    // §5(d) / (tribal) (e)(4): at least approximately one quarter from the back.
    const int cards = config.cardCount();
    const int quarter = (cards + 3) / 4;
    const int tolerance = config.cutCardTolerance >= 0 ? config.cutCardTolerance : cards / 20;
    return quarter - tolerance < 1 ? 1 : quarter - tolerance;
}

std::vector<ConfigProblem> validate(const TableConfig &config) {
    std::vector<ConfigProblem> problems;
    if (config.regulation == Regulation::Compendium) {
        return baccarat::validateShoeTable(config); // the compendium's games whose shoe is built
    }
    if (config.game != TableGame::Blackjack) {
        problems.push_back({"game", "a " + std::string(regulationTitle(config.regulation)) +
                                        " table deals blackjack: \"" +
                                        std::string(tableGameKey(config.game)) +
                                        "\" is a game of the compendium (\"rules\": "
                                        "\"compendium\")"});
        return problems;
    }
    if (config.shuffleOption) {
        problems.push_back({"shuffleOption", "the blackjack texts prescribe one shuffle "
                                             "(Blackjack §5(a), Blackjack (tribal) (e)(1)); "
                                             "a shuffle option is the compendium's (Baccarat "
                                             "§5(a))"});
    }
    if (config.regulation != Regulation::Blackjack &&
        config.regulation != Regulation::BlackjackTribal) {
        problems.push_back(
            {"rules",
             "only \"blackjack\" and \"blackjack-tribal\" tables can be configured so far"});
        return problems;
    }
    const std::string cite =
        Citation{config.regulation,
                 config.regulation == Regulation::BlackjackTribal ? "(e)(3)" : "5(c)"}
            .text();
    if (config.decks < 1 || config.decks > 8) {
        // At least one deck: Blackjack §2(a), Blackjack (tribal) (b)(1).
        problems.push_back(
            {"decks",
             "must be between 1 and 8 decks (" +
                 Citation{config.regulation,
                          config.regulation == Regulation::BlackjackTribal ? "(b)(1)" : "2(a)"}
                     .text() +
                 " requires at least one deck; the trainer's shoes hold up to eight)"});
    } else if (config.cardCount() < 2 * minimumCutDepth(config)) {
        problems.push_back({"decks", std::to_string(config.decks) +
                                         " deck(s) cannot be cut at least " +
                                         std::to_string(minimumCutDepth(config)) +
                                         " cards from either end (" + cite + ")"});
    }
    if (config.boxes < 1 || config.boxes > 7) {
        problems.push_back({"boxes", "a blackjack layout has 1 to 7 boxes"});
    }
    if (config.cutCardTolerance < -1 ||
        (config.decks >= 1 && config.cutCardTolerance >= config.cardCount() / 4)) {
        problems.push_back(
            {"cutCardTolerance",
             "must be 0 or more and less than a quarter of the stack (" +
                 Citation{config.regulation,
                          config.regulation == Regulation::BlackjackTribal ? "(e)(4)" : "5(d)"}
                     .text() +
                 ")"});
    }
    if (config.regulation == Regulation::BlackjackTribal && config.manualShuffleSteps) {
        problems.push_back({"manualShuffle",
                            "Blackjack (tribal) (e)(1) prescribes no manual shuffle steps; "
                            "the steps of Blackjack §5(l) apply to the Massachusetts rules only"});
    }
    return problems;
}

} // namespace dt

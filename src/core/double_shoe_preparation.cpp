#include "double_shoe_preparation.h"

#include <algorithm>

namespace dt {

namespace {

std::string sideText(ShoeSide side) {
    return "the " + std::string(shoeSideName(side)) + " side";
}

std::string cards(int count) {
    return std::to_string(count) + (count == 1 ? " card" : " cards");
}

bool cutCardOut(const std::vector<Card> &cards, int behindCutCard) {
    return behindCutCard > 0 && static_cast<int>(cards.size()) <= behindCutCard;
}

bool ofSide(const TableState &state, const Card &card, ShoeSide side) {
    return backSide(card, state.config.decks) == side;
}

Expectation expect(const ShoeRules &rules, DealerAction action, ShoeRule rule,
                   std::string description) {
    return Expectation{std::move(action), 0, 0, rules.reference(rule), std::move(description)};
}

// At a 000 table the procedure is read from 002 (the header's readings).
std::string readingNote(const ShoeRules &rules) {
    const Citation &citation = rules.reference(ShoeRule::DoubleShoeClearSide).citation;
    if (citation.regulation != Regulation::Blackjack) {
        return "";
    }
    return " (§6(l)(2) names the single shoe only; the double shoe's procedure is read from "
           "Blackjack (tribal) (f)(10)(ii)(B)-(iii))";
}

} // namespace

bool isDoubleShoe(const TableState &state) {
    return state.otherCompartment.has_value();
}

int sideDecks(ShoeSide side, int decks) {
    return side == ShoeSide::Left ? (decks + 1) / 2 : decks / 2;
}

ShoeSide cutCardSide(const TableState &state) {
    if (!isDoubleShoe(state) || cutCardOut(state.shoe, state.shoeCardsBehindCutCard)) {
        return state.shoeSide;
    }
    const ShoeCompartment &other = *state.otherCompartment;
    return cutCardOut(other.cards, other.cardsBehindCutCard) ? otherSide(state.shoeSide)
                                                             : state.shoeSide;
}

void turnToCutCardSide(TableState &state) {
    if (isDoubleShoe(state)) {
        dealFromSide(state, cutCardSide(state));
    }
}

TableConfig preparedConfig(const TableState &state) {
    TableConfig config = state.config;
    if (isDoubleShoe(state)) {
        config.decks = sideDecks(state.shoeSide, state.config.decks);
    }
    return config;
}

int segregatedCardsOfSide(const TableState &state) {
    return static_cast<int>(
        std::count_if(state.segregatedArea.begin(), state.segregatedArea.end(),
                      [&](const Card &card) { return ofSide(state, card, state.shoeSide); }));
}

std::vector<Expectation> doubleShoeClearExpectations(const TableState &state,
                                                     const ShoeRules &rules) {
    const ShoeSide side = state.shoeSide;
    const std::string note = readingNote(rules);
    std::vector<Expectation> options;
    if (!state.shoe.empty()) {
        options.push_back(
            expect(rules, action::ClearShoe{side, false}, ShoeRule::DoubleShoeClearSide,
                   "The cut card came from " + sideText(side) +
                       ": remove the cards left in that side to the discard rack" + note));
    }
    if (const int segregated = segregatedCardsOfSide(state); segregated > 0) {
        options.push_back(expect(rules, action::ClearShoe{side, true},
                                 ShoeRule::DoubleShoeSegregatedArea,
                                 "Remove the " + cards(segregated) + " in the segregated area of " +
                                     sideText(side) + " to the discard rack" + note));
    }
    if (options.empty()) {
        // Nothing left in either: the step that starts the shuffle all the same.
        options.push_back(expect(rules, action::ClearShoe{side, false},
                                 ShoeRule::DoubleShoeClearSide,
                                 "Empty " + sideText(side) + " for its shuffle" + note));
    }
    return options;
}

void applyDoubleShoeClear(TableState &state, const action::ClearShoe &clear) {
    if (clear.segregatedArea) {
        // 002 (f)(10)(ii)(B): "the cards ... put in a separate segregated area
        // for the discards from that side", face down into the discard rack.
        const auto theirs = std::stable_partition(
            state.segregatedArea.begin(), state.segregatedArea.end(),
            [&](const Card &card) { return !ofSide(state, card, state.shoeSide); });
        state.discardRack.insert(state.discardRack.end(), theirs, state.segregatedArea.end());
        state.segregatedArea.erase(theirs, state.segregatedArea.end());
    } else {
        state.discardRack.insert(state.discardRack.end(), state.shoe.begin(), state.shoe.end());
        state.shoe.clear();
        state.faceUpCardsInShoe.clear();
    }
    if (state.shoe.empty() && segregatedCardsOfSide(state) == 0) {
        state.stage = Stage::ReadyToShuffle;
    }
}

void takeSideCardsToShuffle(TableState &state) {
    // 002 (f)(10)(iii): "the shuffle of the cards shall be limited to the side".
    const auto theirs = std::stable_partition(
        state.discardRack.begin(), state.discardRack.end(),
        [&](const Card &card) { return !ofSide(state, card, state.shoeSide); });
    state.stack.insert(state.stack.end(), theirs, state.discardRack.end());
    state.discardRack.erase(theirs, state.discardRack.end());
}

std::optional<Verdict> doubleShoePreparationMistake(const TableState &state,
                                                    const DealerAction &action,
                                                    const std::vector<Expectation> &options,
                                                    const ShoeRules &rules) {
    if (!isDoubleShoe(state)) {
        return std::nullopt;
    }
    const ShoeSide side = state.shoeSide;
    const std::string note = readingNote(rules);
    Verdict verdict = refused(options);
    const auto refuse = [&](ShoeRule rule, std::string message) {
        verdict.rule = rules.reference(rule);
        verdict.message = std::move(message);
        return std::optional<Verdict>(verdict);
    };
    if (const auto *clear = std::get_if<action::ClearShoe>(&action)) {
        if (!clear->side) {
            return refuse(ShoeRule::DoubleShoeShuffleOneSide,
                          "At a double shoe only the side whose cut card was reached is emptied "
                          "and shuffled: " +
                              sideText(side) + ". " + sideText(otherSide(side)) +
                              " stays in the shoe as it is, mid-shoe, with its own cut card" +
                              note + ".");
        }
        if (*clear->side != side) {
            return refuse(
                ShoeRule::DoubleShoeShuffleOneSide,
                "The cut card came from " + sideText(side) + ": " + sideText(*clear->side) +
                    " is neither emptied nor shuffled; it stays as it is, mid-shoe" + note + ".");
        }
        if (state.stage != Stage::ShoeFinished) {
            verdict.severity = Severity::Minor;
            return refuse(
                clear->segregatedArea ? ShoeRule::DoubleShoeSegregatedArea
                                      : ShoeRule::DoubleShoeClearSide,
                std::string(clear->segregatedArea
                                ? "The segregated area of " + sideText(side) + " is already empty."
                                : sideText(side) + " is already empty.") +
                    (options.empty()
                         ? ""
                         : " Next: " + lowercaseFirst(options.front().description) + "."));
        }
    }
    const bool shuffling = std::holds_alternative<action::Shuffle>(action) ||
                           std::holds_alternative<action::ShuffleStep>(action);
    if (shuffling && state.stage == Stage::ShoeFinished) {
        if (!state.shoe.empty()) {
            return refuse(
                ShoeRule::DoubleShoeClearSide,
                "Before the shuffle, remove the " + cards(static_cast<int>(state.shoe.size())) +
                    " left in " + sideText(side) +
                    " to the discard rack, to ensure that no cards are missing" + note + ".");
        }
        const int segregated = segregatedCardsOfSide(state);
        return refuse(ShoeRule::DoubleShoeSegregatedArea,
                      "The segregated area of " + sideText(side) + " still holds " +
                          cards(segregated) +
                          " (determinant cards burned there): they go to the discard rack with "
                          "the side's cards before the shuffle" +
                          note + ".");
    }
    if (const auto *burn = std::get_if<action::BurnCard>(&action);
        burn && state.stage >= Stage::ShoeFinished && state.stage < Stage::ReadyToDeal) {
        return refuse(ShoeRule::DoubleShoeNoBurn,
                      "A double shoe burns no card when a side is loaded: the determinant card is "
                      "drawn before each round in lieu of the burn card." +
                          (options.empty()
                               ? std::string()
                               : " Next: " + lowercaseFirst(options.front().description) + "."));
    }
    return std::nullopt;
}

} // namespace dt

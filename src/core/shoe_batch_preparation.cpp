#include "shoe_batch_preparation.h"

#include "games/blackjack/table_rules.h"

#include <algorithm>
#include <tuple>

namespace dt {

namespace {

using action::Face;

Expectation expect(const ShoeRules &rules, DealerAction action, ShoeRule rule,
                   std::string description) {
    return Expectation{std::move(action), 0, 0, rules.reference(rule), std::move(description)};
}

// The device shuffles from a canonical order, so the result depends on the
// seed alone and not on how the cards happened to go in.
void shuffleInDevice(std::vector<Card> &batch, SeededRandom &random) {
    std::sort(batch.begin(), batch.end(), [](const Card &a, const Card &b) {
        return std::tie(a.deck, a.suit, a.rank) < std::tie(b.deck, b.suit, b.rank);
    });
    random.shuffle(batch);
}

bool massachusetts(const TableState &state) {
    return state.config.regulation == Regulation::Blackjack;
}

bool anyPlayerSeated(const TableState &state) {
    return std::any_of(state.seats.begin(), state.seats.end(),
                       [](const Seat &seat) { return seat.occupied; });
}

// §4(d): a table opening with both batches on it, once inspected (§4(a));
// 002 (d)(1): and the inspection verified by the floorperson.
bool openingBatches(const TableState &state) {
    return batchStepsApply(state) && state.stage == Stage::OpeningTable && !state.idleTable &&
           state.inspected && (massachusetts(state) || state.inspectionVerified);
}

bool shuffling(const DealerAction &action) {
    return std::holds_alternative<action::Shuffle>(action) ||
           std::holds_alternative<action::ShuffleStep>(action);
}

// A step towards dealing the cards at hand: cutting, the cut card, loading.
bool dealing(const DealerAction &action) {
    return std::holds_alternative<action::OfferCut>(action) ||
           std::holds_alternative<action::CutCards>(action) ||
           std::holds_alternative<action::CompleteCut>(action) ||
           std::holds_alternative<action::InsertCutCard>(action) ||
           std::holds_alternative<action::LoadShoe>(action);
}

bool intoShuffler(const DealerAction &action) {
    const auto *place = std::get_if<action::PlaceCards>(&action);
    return place != nullptr && place->to == action::Pile::Shuffler;
}

std::string next(const std::vector<Expectation> &options) {
    return options.empty() ? std::string()
                           : " Next: " + lowercaseFirst(options.front().description) + ".";
}

// §2(c): the 6 to 5 variation's batches are "one deck or a set of two decks".
std::string batchName(const TableState &state, int index) {
    const std::string number = std::to_string(index + 1);
    if (!state.handDealt) {
        return "batch " + number;
    }
    return state.config.decks == 1 ? "deck " + number : "set " + number + " of two decks";
}

std::string decksOf(const TableState &state, int index) {
    return state.handDealt ? batchName(state, index) : "the decks of " + batchName(state, index);
}

// §2(b) (the second (b)) for a shoe table's batches, §2(c) for the 6 to 5
// variation's: one shuffled and stored while the other is dealt.
ShoeRule intoDeviceRule(const TableState &state) {
    return state.handDealt ? ShoeRule::TakeOtherBatch : ShoeRule::ShoeBatchIntoShuffler;
}

ShoeRule takeOutRule(const TableState &state) {
    return state.handDealt ? ShoeRule::TakeOtherBatch : ShoeRule::ShoeTakeOtherBatch;
}

std::vector<Expectation> openingExpectations(const TableState &state, const ShoeRules &rules) {
    const auto &batches = state.batchOpening;
    // 002 has no §4(d): its steps are (d)(2)-(3)'s, each batch on its own
    // because the cards "shall be separated into two batches" ((b)(4)(ii)).
    const bool tribal = !massachusetts(state);
    std::vector<Expectation> options;
    for (int i = 0; i < 2; ++i) {
        if (!batches[static_cast<std::size_t>(i)].spread) {
            options.push_back(
                expect(rules, action::SpreadCards{Face::Up, i + 1},
                       tribal ? ShoeRule::SpreadFaceUp : ShoeRule::SpreadBatchesSeparately,
                       "Spread " + decksOf(state, i) +
                           " face up, by deck, suit and sequence, apart from the "
                           "other batch"));
        }
    }
    if (!options.empty()) {
        return options;
    }
    if (!state.inspectedByPlayer) {
        return {}; // §4(d): the players are afforded an opportunity to look first
    }
    for (int i = 0; i < 2; ++i) {
        const BatchOpening &batch = batches[static_cast<std::size_t>(i)];
        if (!batch.turnedDown) {
            options.push_back(
                expect(rules, action::TurnCards{Face::Down, i + 1},
                       tribal ? ShoeRule::TurnFaceDown : ShoeRule::StackBatchesSeparately,
                       "Turn " + batchName(state, i) + " face down, on its own"));
        } else if (tribal && !batch.washed) {
            // 002 (d)(3): "Regardless of shuffling method ... mixed thoroughly
            // by a 'washing' or a 'chemmy shuffle'".
            options.push_back(
                expect(rules, action::WashCards{i + 1}, ShoeRule::WashAndStack,
                       "Wash " + batchName(state, i) + ", apart from the other batch"));
        } else if (!batch.stacked) {
            options.push_back(
                expect(rules, action::StackCards{i + 1},
                       tribal ? ShoeRule::WashAndStack : ShoeRule::StackBatchesSeparately,
                       "Stack " + batchName(state, i) + " apart from the other batch"));
        }
    }
    if (!options.empty()) {
        return options;
    }
    for (int i = 0; i < 2; ++i) {
        if (!batches[static_cast<std::size_t>(i)].inShuffler) {
            return {
                expect(rules, action::PlaceCards{action::Pile::Shuffler}, intoDeviceRule(state),
                       "Place " + batchName(state, i) + " into the automated shuffling device")};
        }
    }
    return {expect(rules, action::TakeFromShuffler{}, takeOutRule(state),
                   "Take " + batchName(state, 0) +
                       ", shuffled, out of the automated shuffling device; " + batchName(state, 1) +
                       " stays in it, shuffled and stored")};
}

} // namespace

bool batchStepsApply(const TableState &state) {
    if (state.shoeBatches) {
        return true;
    }
    // §2(c), §6A: the variation's deck and the other are its batches until
    // the first comes out of the device; its cut, cut cards and hand are
    // shuffler_batch_preparation.h's, and so is everything after its cut card.
    return state.handDealt &&
           (state.stage == Stage::OpeningTable ||
            (state.idleTable && (state.stage == Stage::ReadyToShuffle ||
                                 (state.stage == Stage::Cutting && !state.cutPosition))));
}

int batchOf(const TableState &state, const Card &card) {
    return card.deck < state.config.decks ? 0 : 1;
}

bool hasShoeBatches(const Scenario &scenario) {
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    if (rules == nullptr || rules->offer.shuffler != blackjack::Shuffler::AutomatedBatches ||
        rules->offer.sixToFive || rules->offer.doubleShoe) {
        return false;
    }
    return true;
}

std::optional<std::vector<Expectation>> shoeBatchExpectations(const TableState &state,
                                                              const ShoeRules &rules) {
    if (!batchStepsApply(state)) {
        return std::nullopt;
    }
    if (openingBatches(state)) {
        return openingExpectations(state, rules);
    }
    const bool idle = state.idleTable;
    const bool requested = state.inspectionRequestedBy.has_value();
    if (idle && !massachusetts(state)) {
        return std::nullopt; // 002 (e)(9)(i): wash, stack, shuffle and cut
    }
    switch (state.stage) {
    case Stage::OpeningTable:
        if (!idle) {
            return std::nullopt;
        }
        if (requested && !state.spread) {
            // §5(j)(2): "Unless a player so requests": spread for inspection.
            return std::vector<Expectation>{
                expect(rules, action::SpreadCards{Face::Up}, ShoeRule::RequestedInspection,
                       "Spread the cards taken from the shuffler face up for the player who "
                       "asked to see them")};
        }
        if (state.turnedDown) {
            return std::vector<Expectation>{expect(
                rules, action::StackCards{},
                requested ? ShoeRule::RequestedInspection : ShoeRule::IdleBatchIntoShuffler,
                requested ? "Stack the cards to reshuffle them"
                          : "Stack the cards to place them into the automated shuffling device")};
        }
        return std::nullopt;
    case Stage::ShoeFinished:
        // §6(l)(2)(i): no plug: the device, not the dealer, shuffles.
        return std::vector<Expectation>{
            expect(rules, action::ClearShoe{}, ShoeRule::ClearShoe,
                   "Remove the cards left in the shoe to the discard rack")};
    case Stage::ReadyToShuffle:
        if (requested) {
            return std::nullopt; // §5(j)(2): "reshuffled", by hand
        }
        if (!state.discardRack.empty() || !state.stack.empty()) {
            return std::vector<Expectation>{expect(
                rules, action::PlaceCards{action::Pile::Shuffler},
                idle ? ShoeRule::IdleBatchIntoShuffler : ShoeRule::ShoeBatchIntoShuffler,
                idle ? "Place the stacked cards into the automated shuffling device"
                     : "Place the batch just dealt, from the discard rack, into the automated "
                       "shuffling device")};
        }
        return std::vector<Expectation>{
            expect(rules, action::TakeFromShuffler{},
                   idle ? ShoeRule::IdleBatchIntoShuffler : ShoeRule::ShoeTakeOtherBatch,
                   "Take the other batch, shuffled and stored, out of the automated shuffling "
                   "device")};
    default:
        return std::nullopt;
    }
}

bool applyShoeBatchAction(TableState &state, const DealerAction &dealerAction) {
    if (!batchStepsApply(state)) {
        return false;
    }
    if (openingBatches(state)) {
        auto &batches = state.batchOpening;
        if (const auto *spread = std::get_if<action::SpreadCards>(&dealerAction);
            spread && spread->batch > 0) {
            batches[static_cast<std::size_t>(spread->batch - 1)].spread = true;
            state.spread = spread->face;
            state.inspectedByPlayer = spread->face == Face::Up && anyPlayerSeated(state);
            return true;
        }
        if (const auto *turn = std::get_if<action::TurnCards>(&dealerAction);
            turn && turn->batch > 0) {
            batches[static_cast<std::size_t>(turn->batch - 1)].turnedDown = true;
            state.turnedDown = batches[0].turnedDown && batches[1].turnedDown;
            return true;
        }
        if (const auto *wash = std::get_if<action::WashCards>(&dealerAction);
            wash && wash->batch > 0) {
            batches[static_cast<std::size_t>(wash->batch - 1)].washed = true; // 002 (d)(3)
            state.washed = batches[0].washed && batches[1].washed;
            return true;
        }
        if (const auto *stack = std::get_if<action::StackCards>(&dealerAction);
            stack && stack->batch > 0) {
            batches[static_cast<std::size_t>(stack->batch - 1)].stacked = true;
            if (batches[0].stacked && batches[1].stacked) {
                state.spread.reset();
            }
            return true;
        }
        if (intoShuffler(dealerAction)) {
            // §2(b)(3): the first batch in is shuffled and stored; the second
            // goes in to be shuffled as the first comes out.
            const int index = batches[0].inShuffler ? 1 : 0;
            std::vector<Card> batch;
            std::vector<Card> rest;
            for (const Card &card : state.stack) {
                (batchOf(state, card) == index ? batch : rest).push_back(card);
            }
            state.stack = std::move(rest);
            batches[static_cast<std::size_t>(index)].inShuffler = true;
            if (index == 0) {
                shuffleInDevice(batch, state.random);
                state.shufflerBatch = std::move(batch);
            } else {
                state.shufflerCards = std::move(batch);
            }
            return true;
        }
    }
    if (const auto *spread = std::get_if<action::SpreadCards>(&dealerAction);
        spread && state.idleTable && state.inspectionRequestedBy &&
        state.stage == Stage::OpeningTable) {
        // §5(j)(2): the batch taken from the shuffler, laid out for the player.
        state.stackFromShuffler = false;
        std::sort(state.stack.begin(), state.stack.end(), [](const Card &a, const Card &b) {
            return std::tie(a.deck, a.suit, a.rank) < std::tie(b.deck, b.suit, b.rank);
        });
        state.spread = spread->face;
        state.inspectedByPlayer = spread->face == Face::Up && anyPlayerSeated(state);
        return true;
    }
    if (intoShuffler(dealerAction) && state.stage == Stage::ReadyToShuffle) {
        // §2(b)(3), §5(j)(2): the batch used, every card of it, into the device.
        std::vector<Card> &device = state.shufflerCards;
        device.insert(device.end(), state.discardRack.begin(), state.discardRack.end());
        device.insert(device.end(), state.stack.begin(), state.stack.end());
        state.discardRack.clear();
        state.stack.clear();
        return true;
    }
    if (std::holds_alternative<action::TakeFromShuffler>(dealerAction)) {
        // §2(b)(4): the other batch out, the one put in shuffled and stored.
        state.stack = std::move(state.shufflerBatch);
        state.shufflerBatch = std::move(state.shufflerCards);
        state.shufflerCards.clear();
        shuffleInDevice(state.shufflerBatch, state.random);
        state.spread.reset();
        state.stage = Stage::Cutting;
        state.cutOfferedTo.reset();
        state.refusedCut.clear();
        state.cutPosition.reset();
        state.recutSeat.reset();
        // §5(j)(2): at an idle table a player may still ask to see it.
        state.stackFromShuffler = state.idleTable;
        return true;
    }
    return false;
}

void applyInspectionRequest(TableState &state, int seat) {
    // Only for the batch just taken from the shuffler at an idle table, the
    // one §5(j)(2)'s shortcut deals unseen, and before it is cut ("prior to
    // being dealt"). Anywhere else the request changes nothing: at an opening
    // (§4(b)-(d); 002 (d)(2)) and at a 002 idle table ((e)(9)) the cards are
    // spread for inspection anyway, the batch taken out after the cut card
    // (§2(b)(4), §6(l)) has no inspection in the text, and a batch already
    // spread and reshuffled on request was seen.
    if (!batchStepsApply(state) || !state.idleTable || !massachusetts(state) ||
        state.stage != Stage::Cutting || !state.stackFromShuffler || state.cutPosition ||
        state.cutOfferedTo || !state.refusedCut.empty() || state.inspectionRequestedBy) {
        return;
    }
    state.stackFromShuffler = false;
    state.inspectionRequestedBy = seat;
    state.stage = Stage::OpeningTable;
    state.spread.reset();
    state.inspectedByPlayer = false;
    state.turnedDown = false;
    state.washed = false;
}

std::optional<Verdict> shoeBatchPreparationMistake(const TableState &state,
                                                   const DealerAction &dealerAction,
                                                   const std::vector<Expectation> &options,
                                                   const ShoeRules &rules) {
    if (!batchStepsApply(state)) {
        return std::nullopt;
    }
    Verdict verdict = refused(options);
    const auto refuse = [&](ShoeRule rule, std::string message) {
        verdict.rule = rules.reference(rule);
        verdict.message = std::move(message);
        return std::optional<Verdict>(verdict);
    };
    const bool requested = state.inspectionRequestedBy.has_value();
    if (openingBatches(state)) {
        const bool tribal = !massachusetts(state);
        const auto *spread = std::get_if<action::SpreadCards>(&dealerAction);
        if (spread && spread->batch == 0) {
            return refuse(ShoeRule::SpreadBatchesSeparately,
                          std::string(tribal ? "The cards are separated into two batches, each of "
                                               "its own back colour"
                                             : "With an automated shuffling device the decks of "
                                               "one batch are spread apart from those of the "
                                               "other batch") +
                              ": spread each batch on its own." + next(options));
        }
        const auto *turn = std::get_if<action::TurnCards>(&dealerAction);
        const auto *stack = std::get_if<action::StackCards>(&dealerAction);
        const auto *wash = std::get_if<action::WashCards>(&dealerAction);
        if ((turn && turn->batch == 0) || (stack && stack->batch == 0) ||
            (tribal && wash && wash->batch == 0)) {
            return refuse(ShoeRule::StackBatchesSeparately,
                          std::string(tribal ? "Each batch is turned face down, washed and stacked "
                                               "on its own: washing or stacking both together "
                                               "mixes their back colours."
                                             : "Each batch is turned face down and stacked "
                                               "separately: one stack of both batches mixes "
                                               "their back colours.") +
                              next(options));
        }
        if (tribal && stack &&
            !state.batchOpening[static_cast<std::size_t>(stack->batch - 1)].washed) {
            // 002 (d)(3): turned down, "mixed thoroughly ... and stacked".
            return refuse(ShoeRule::WashAndStack,
                          "Regardless of shuffling method the cards are washed (chemmy shuffle) "
                          "before they are stacked." +
                              next(options));
        }
        if (!tribal && std::holds_alternative<action::WashCards>(dealerAction)) {
            verdict.severity = Severity::Minor;
            return refuse(ShoeRule::StackBatchesSeparately,
                          "At a table with an automated shuffling device each batch is turned "
                          "face down and stacked; the device shuffles." +
                              next(options));
        }
        if (shuffling(dealerAction) || dealing(dealerAction)) {
            return refuse(intoDeviceRule(state),
                          "One batch is shuffled and stored in the automated shuffling device "
                          "while the other is dealt: the batches go into the device, not "
                          "through a shuffle by hand." +
                              next(options));
        }
        return std::nullopt;
    }
    if (state.idleTable && !massachusetts(state) &&
        (intoShuffler(dealerAction) ||
         std::holds_alternative<action::TakeFromShuffler>(dealerAction)) &&
        state.stage <= Stage::Cutting) {
        return refuse(ShoeRule::IdleBatchIntoShuffler,
                      "Regardless of shuffling method the idle table's cards are washed, "
                      "stacked, shuffled and cut: no batch is swapped with the shuffler's." +
                          next(options));
    }
    if (!massachusetts(state) && state.idleTable) {
        return std::nullopt;
    }
    if (requested && state.stage == Stage::OpeningTable &&
        (dealing(dealerAction) || intoShuffler(dealerAction) ||
         std::holds_alternative<action::TakeFromShuffler>(dealerAction))) {
        return refuse(ShoeRule::RequestedInspection,
                      "Seat " + std::to_string(*state.inspectionRequestedBy) +
                          " asked to see the cards: spread them for inspection and reshuffle "
                          "them before they are dealt." +
                          next(options));
    }
    if (state.idleTable && !requested && state.stage == Stage::OpeningTable && state.turnedDown &&
        std::holds_alternative<action::WashCards>(dealerAction)) {
        verdict.severity = Severity::Minor;
        return refuse(ShoeRule::IdleBatchIntoShuffler,
                      "The wash is for a table without an automated shuffling device; here the "
                      "cards are stacked and placed into the device." +
                          next(options));
    }
    if (state.stage == Stage::ShoeFinished ||
        (state.stage == Stage::ReadyToShuffle && !requested)) {
        if (std::holds_alternative<action::TakeFromShuffler>(dealerAction) && state.handDealt) {
            // §5(j)(2): "placed into the automated shuffling device ... The
            // batch of cards already in the shuffler shall then be removed."
            return refuse(ShoeRule::IdleBatchIntoShuffler,
                          "The cards spread for inspection go into the automated shuffling "
                          "device first; then the deck already in it is removed." +
                              next(options));
        }
        if (std::holds_alternative<action::TakeFromShuffler>(dealerAction)) {
            return refuse(ShoeRule::OneBatchInDiscardRack,
                          "The batch just dealt is still out: only one batch may be in the "
                          "discard rack, so it goes into the shuffler before the other comes "
                          "out." +
                              next(options));
        }
        if (shuffling(dealerAction)) {
            return refuse(state.idleTable ? ShoeRule::IdleBatchIntoShuffler
                                          : ShoeRule::ShoeBatchIntoShuffler,
                          "The automated shuffling device shuffles the batch, not the dealer by "
                          "hand." +
                              next(options));
        }
        if (dealing(dealerAction) && state.stage == Stage::ReadyToShuffle) {
            return refuse(state.idleTable ? ShoeRule::IdleBatchIntoShuffler
                                          : ShoeRule::ShoeTakeOtherBatch,
                          "These cards are not dealt again: they go into the shuffler and the "
                          "other batch, shuffled and stored, comes out. Each batch is used for "
                          "every other shoe." +
                              next(options));
        }
    }
    // The batch straight from the device (not one reshuffled by hand on a
    // player's request, §5(j)(2)).
    const bool fromDevice = !state.idleTable || state.stackFromShuffler;
    if (state.stage == Stage::Cutting && !requested && fromDevice && !state.cutPosition &&
        shuffling(dealerAction)) {
        return refuse(intoDeviceRule(state),
                      "The batch from the automated shuffling device is shuffled already: "
                      "offer the cut." +
                          next(options));
    }
    return std::nullopt;
}

} // namespace dt

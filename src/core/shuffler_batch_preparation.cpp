#include "shuffler_batch_preparation.h"

#include "double_shoe_preparation.h"
#include "referee_for.h"
#include "shoe_batch_preparation.h"

#include <algorithm>
#include <tuple>

namespace dt {

namespace {

std::string cards(int count) {
    return std::to_string(count) + (count == 1 ? " card" : " cards");
}

Expectation expect(const ShoeRules &rules, DealerAction action, ShoeRule rule,
                   std::string description, int minimum = 0, int maximum = 0) {
    return Expectation{std::move(action), minimum, maximum, rules.reference(rule),
                       std::move(description)};
}

// The device shuffles from a canonical order, so the result depends on the
// seed alone and not on how the cards happened to go in.
void shuffleInDevice(std::vector<Card> &batch, SeededRandom &random) {
    std::sort(batch.begin(), batch.end(), [](const Card &a, const Card &b) {
        return std::tie(a.deck, a.suit, a.rank) < std::tie(b.deck, b.suit, b.rank);
    });
    random.shuffle(batch);
}

// §5(i): "at least one-third of the way in from the back", rounded up.
int secondCutCardDepth(int cards) {
    return (cards + 2) / 3;
}

int secondCutCardDepth(const TableState &state) {
    return secondCutCardDepth(static_cast<int>(state.stack.size()));
}

bool shuffling(const DealerAction &action) {
    return std::holds_alternative<action::Shuffle>(action) ||
           std::holds_alternative<action::ShuffleStep>(action);
}

std::string next(const std::vector<Expectation> &options) {
    return options.empty() ? std::string()
                           : " Next: " + lowercaseFirst(options.front().description) + ".";
}

} // namespace

bool usesShufflerBatches(const TableState &state) {
    // A shoe table's batches are shoe_batch_preparation.h's.
    return !state.shufflerBatch.empty() && !state.shoeBatches;
}

bool dealtFromTheHand(const Scenario &scenario) {
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    return rules != nullptr && rules->offer.sixToFive &&
           rules->offer.regulation == Regulation::Blackjack;
}

bool singleDeckVariation(const Scenario &scenario) {
    return dealtFromTheHand(scenario) && scenario.table.decks == 1;
}

int cutDepth(const TableState &state) {
    const TableConfig config = preparedConfig(state);
    const auto rules = shoeRulesFor(config);
    const int depth = rules ? rules->cutDepth : 52;
    // The variation's decks are the ones kept in the shuffler (§2(c)).
    if (rules && rules->singleShufflerDeckCutWithin && usesShufflerBatches(state) &&
        config.cardCount() < 2 * depth) {
        return 1;
    }
    return depth;
}

void prepareHandDealtDecks(TableState &state, const Scenario &scenario) {
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    if (rules == nullptr) {
        return;
    }
    state.handDealt = true;
    state.oneRoundPerDeck =
        rules->offer.sixToFiveRoundsPerDeck == blackjack::SixToFiveRoundsPerDeck::Single;
    if (scenario.start == StartSituation::NewTable) {
        return; // §4(d): both on the table, to be inspected and put in the device
    }
    storeOtherBatch(state, scenario.table.decks);
    if (scenario.start == StartSituation::CutCardReached ||
        scenario.start == StartSituation::IdleTable) {
        // §6A(j): the deck in use goes into the device first; §5(j): spread
        // for inspection, then into the device (shoe_batch_preparation.h).
        return;
    }
    state.burnCard.reset();
    state.newDealerMustBurn = false;
    state.bottomCardCovered = true;
    state.shoeCardsBehindCutCard = state.oneRoundPerDeck
                                       ? 0
                                       : std::min(secondCutCardDepth(scenario.table.cardCount()),
                                                  static_cast<int>(state.shoe.size()));
}

void storeOtherBatch(TableState &state, int decks) {
    std::vector<Card> batch;
    for (const Card &card : newDecks(2 * decks)) {
        if (card.deck >= decks) {
            batch.push_back(card);
        }
    }
    shuffleInDevice(batch, state.random);
    state.shufflerBatch = std::move(batch);
}

std::vector<Expectation> batchExpectations(const TableState &state, const ShoeRules &rules) {
    switch (state.stage) {
    case Stage::ShoeFinished: {
        // §5(i): at a table dealing one round per deck, after every round.
        const ShoeRule rule =
            state.oneRoundPerDeck ? ShoeRule::OneRoundPerDeck : ShoeRule::BatchIntoShuffler;
        return {expect(rules, action::ClearShoe{}, rule,
                       "Put the rest of the deck in use (the cards in your hand and the discards) "
                       "into the automated shuffling device"),
                expect(rules, action::PlaceCards{action::Pile::Shuffler}, rule,
                       "Put the rest of the deck in use into the automated shuffling device")};
    }
    case Stage::ReadyToShuffle:
        if (state.inspectionRequestedBy) {
            return {}; // §5(j)(2): spread on a player's request and "reshuffled", by hand
        }
        return {expect(rules, action::TakeFromShuffler{}, ShoeRule::TakeOtherBatch,
                       "Take the other deck, shuffled and stored, out of the automated shuffling "
                       "device: the decks are alternated for use")};
    case Stage::CutCompleted: {
        if (!state.bottomCardCovered) {
            return {expect(rules, action::InsertCutCard{0}, ShoeRule::BottomCutCard,
                           "Cover the bottom card with a cut card")};
        }
        const int total = static_cast<int>(state.stack.size());
        const int depth = secondCutCardDepth(state);
        return {expect(rules, action::InsertCutCard{depth}, ShoeRule::SecondCutCard,
                       "Insert the second cut card at least one-third of the way in from the "
                       "back (" +
                           cards(depth) + " of " + std::to_string(total) + " behind it)",
                       depth, std::max(depth, total - 1))};
    }
    case Stage::CutCardPlaced:
        return {expect(rules, action::LoadShoe{}, ShoeRule::HoldInHand,
                       "Hold the cut deck in one hand, in front of you over the table inventory "
                       "container")};
    default:
        return {};
    }
}

bool applyBatchAction(TableState &state, const DealerAction &dealerAction) {
    if (!usesShufflerBatches(state)) {
        return false;
    }
    const bool intoShuffler = std::holds_alternative<action::ClearShoe>(dealerAction) ||
                              std::holds_alternative<action::PlaceCards>(dealerAction);
    if (intoShuffler && state.stage == Stage::ShoeFinished) {
        // §6A(j), §2(c): every card of the deck in use, to be shuffled. An
        // idle table's opening (§5(j)) is long over.
        state.idleTable = false;
        std::vector<Card> &device = state.shufflerCards;
        device.insert(device.end(), state.shoe.begin(), state.shoe.end());
        device.insert(device.end(), state.discardRack.begin(), state.discardRack.end());
        state.shoe.clear();
        state.discardRack.clear();
        state.faceUpCardsInShoe.clear();
        state.stage = Stage::ReadyToShuffle;
        return true;
    }
    if (std::holds_alternative<action::TakeFromShuffler>(dealerAction)) {
        // §2(c): the other deck out, the one just used shuffled and stored.
        state.stack = std::move(state.shufflerBatch);
        state.shufflerBatch = std::move(state.shufflerCards);
        state.shufflerCards.clear();
        shuffleInDevice(state.shufflerBatch, state.random);
        state.stage = Stage::Cutting;
        state.cutOfferedTo.reset();
        state.refusedCut.clear();
        state.cutPosition.reset();
        state.recutSeat.reset();
        state.bottomCardCovered = false;
        return true;
    }
    if (const auto *insert = std::get_if<action::InsertCutCard>(&dealerAction);
        insert && state.stage == Stage::CutCompleted) {
        if (!state.bottomCardCovered) {
            state.bottomCardCovered = true; // §5(i): the bottom card covered
            if (state.oneRoundPerDeck) {
                // §5(i): the second cut card is for several rounds from a deck.
                state.shoeCardsBehindCutCard = 0;
                state.stage = Stage::CutCardPlaced;
            }
        } else {
            state.shoeCardsBehindCutCard = insert->fromBack;
            state.stage = Stage::CutCardPlaced;
        }
        return true;
    }
    if (std::holds_alternative<action::LoadShoe>(dealerAction) &&
        state.stage == Stage::CutCardPlaced) {
        // §6A(b): into the dealer's hand; no burn but the round's own (§6A(c)).
        state.shoe = std::move(state.stack);
        state.stack.clear();
        state.stage = Stage::ReadyToDeal;
        return true;
    }
    return false;
}

std::optional<Verdict> batchPreparationMistake(const TableState &state,
                                               const DealerAction &dealerAction,
                                               const std::vector<Expectation> &options,
                                               const ShoeRules &rules) {
    if (!usesShufflerBatches(state) || batchStepsApply(state)) {
        return std::nullopt; // the opening and idle table: shoe_batch_preparation.h
    }
    Verdict verdict = refused(options);
    const auto refuse = [&](ShoeRule rule, std::string message) {
        verdict.rule = rules.reference(rule);
        verdict.message = std::move(message);
        return std::optional<Verdict>(verdict);
    };
    if (state.stage == Stage::ShoeFinished && shuffling(dealerAction)) {
        return refuse(ShoeRule::BatchIntoShuffler,
                      "The 6 to 5 variation's deck is shuffled by the automated shuffling device, "
                      "not by hand: put the rest of the deck in use into it." +
                          next(options));
    }
    if (const auto *place = std::get_if<action::PlaceCards>(&dealerAction);
        place && state.stage == Stage::ShoeFinished && place->to == action::Pile::DiscardRack) {
        return refuse(ShoeRule::BatchIntoShuffler,
                      "The deck in use goes into the automated shuffling device, not the discard "
                      "rack, to be shuffled." +
                          next(options));
    }
    const bool dealSameDeck = shuffling(dealerAction) ||
                              std::holds_alternative<action::OfferCut>(dealerAction) ||
                              std::holds_alternative<action::CutCards>(dealerAction) ||
                              std::holds_alternative<action::LoadShoe>(dealerAction);
    if (state.stage == Stage::ReadyToShuffle && dealSameDeck && !state.inspectionRequestedBy) {
        return refuse(ShoeRule::TakeOtherBatch,
                      "The deck just used stays in the automated shuffling device to be shuffled; "
                      "the other deck, shuffled and stored while this one was dealt, is used "
                      "next: the decks are alternated (§6A(j)'s \"Section 2(e)\" is this "
                      "paragraph)." +
                          next(options));
    }
    if (state.stage == Stage::Cutting && !state.cutPosition && shuffling(dealerAction)) {
        // §2(c): the device "shall shuffle and store" the deck taken out.
        return refuse(ShoeRule::TakeOtherBatch,
                      "The deck from the automated shuffling device is shuffled already: offer "
                      "the cut." +
                          next(options));
    }
    if (const auto *insert = std::get_if<action::InsertCutCard>(&dealerAction);
        insert && state.stage == Stage::CutCompleted) {
        const int total = static_cast<int>(state.stack.size());
        if (!state.bottomCardCovered) {
            return refuse(ShoeRule::BottomCutCard,
                          state.oneRoundPerDeck
                              ? "One cut card covers the bottom card of the deck (from_back 0); "
                                "dealing one round per deck, it is the only one."
                              : "First one cut card covers the bottom card of the deck (from_back "
                                "0); the second goes at least one-third of the way in from the "
                                "back.");
        }
        return refuse(ShoeRule::SecondCutCard,
                      "With " + cards(insert->fromBack) +
                          " behind it the second cut card is too close to the back: at least "
                          "one-third of the way in (" +
                          cards(secondCutCardDepth(state)) + " of " + std::to_string(total) +
                          "), not the shoe's quarter.");
    }
    // §5(i): "If a gaming licensee elects to deal only one round of play from a
    // single deck, the gaming licensee shall rotate decks of cards with each
    // round of play": no second round (nor its §6A(c) burn) from the deck just used.
    const bool startsRound = std::holds_alternative<action::DealCard>(dealerAction) ||
                             std::holds_alternative<action::BurnCard>(dealerAction);
    if (state.oneRoundPerDeck && state.stage == Stage::ShoeFinished && startsRound) {
        return refuse(ShoeRule::OneRoundPerDeck,
                      "This table deals one round per deck: no second round is dealt from the "
                      "deck just used. It goes into the automated shuffling device and the other "
                      "deck comes out for the next round." +
                          next(options));
    }
    if (const auto *insert = std::get_if<action::InsertCutCard>(&dealerAction);
        insert && state.oneRoundPerDeck && state.stage == Stage::CutCardPlaced) {
        return refuse(ShoeRule::OneRoundPerDeck,
                      "This table deals one round per deck: the cut card under the bottom card "
                      "is the only one; the second cut card is for several rounds from a deck." +
                          next(options));
    }
    if (std::holds_alternative<action::BurnCard>(dealerAction) &&
        state.stage >= Stage::ShoeFinished && state.stage <= Stage::Loaded) {
        return refuse(ShoeRule::NoShoeBurn,
                      "No card is burned when the deck is taken: the 6 to 5 variation burns only "
                      "at the commencement of a round, where the licensee elects it." +
                          next(options));
    }
    return std::nullopt;
}

} // namespace dt

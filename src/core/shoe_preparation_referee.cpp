#include "shoe_preparation_referee.h"

#include "double_shoe_preparation.h"
#include "shoe_batch_preparation.h"
#include "shuffler_batch_preparation.h"

#include <algorithm>
#include <tuple>

namespace dt {

namespace {

using action::Face;
using action::ShuffleStepKind;
using action::SupervisorReason;

// Seats come from events as well as from actions: one outside the layout has no name.
bool onLayout(const TableState &state, int seat) {
    return seat >= 1 && seat <= static_cast<int>(state.seats.size());
}

std::string seatName(const TableState &state, int seat) {
    const std::string name =
        onLayout(state, seat) ? state.seats[static_cast<std::size_t>(seat - 1)].name : "";
    return "seat " + std::to_string(seat) + (name.empty() ? "" : " (" + name + ")");
}

bool anyPlayerSeated(const TableState &state) {
    return std::any_of(state.seats.begin(), state.seats.end(),
                       [](const Seat &seat) { return seat.occupied; });
}

int cardCount(const TableState &state) {
    return preparedConfig(state).cardCount(); // at a double shoe, the side's cards
}

std::string cards(int count) {
    return std::to_string(count) + (count == 1 ? " card" : " cards");
}

// Whether `action` is the expected one, with its number within the accepted range.
bool accepts(const Expectation &expectation, const DealerAction &action) {
    if (expectation.action.index() != action.index()) {
        return false;
    }
    const auto inRange = [&](int value) {
        return value >= expectation.minimum && value <= expectation.maximum;
    };
    if (const auto *cut = std::get_if<action::CutCards>(&action)) {
        return inRange(cut->position);
    }
    if (const auto *insert = std::get_if<action::InsertCutCard>(&action)) {
        return inRange(insert->fromBack);
    }
    return expectation.action == action;
}

void sortByDeckSuitAndSequence(std::vector<Card> &cards) {
    std::sort(cards.begin(), cards.end(), [](const Card &a, const Card &b) {
        return std::tie(a.deck, a.suit, a.rank) < std::tie(b.deck, b.suit, b.rank);
    });
}

// The cards to shuffle are taken from the layout, or from the discard rack
// after the shoe was cleared into it.
void takeCardsToShuffle(TableState &state) {
    if (state.stack.empty() && isDoubleShoe(state)) {
        takeSideCardsToShuffle(state); // Blackjack §6(d): one side only
        return;
    }
    if (state.stack.empty()) {
        state.stack = std::move(state.discardRack);
        state.discardRack.clear();
    }
}

// The rule an action is the step of, where the action belongs to one rule
// that some game's text does not have (ShoeRules::has()).
struct ActionRule {
    ShoeRule rule;
    const char *what;
};
std::optional<ActionRule> ruleOfAction(const DealerAction &action) {
    if (std::holds_alternative<action::ShowBurnCard>(action)) {
        return ActionRule{ShoeRule::ShowBurnCard, "showing the burn card to a player who asks"};
    }
    if (std::holds_alternative<action::ShuffleStep>(action)) {
        return ActionRule{ShoeRule::Riffle, "the manual shuffle steps (plug, riffle, turn, strip, "
                                            "cut)"};
    }
    if (std::holds_alternative<action::LaceCards>(action)) {
        return ActionRule{ShoeRule::Lace, "lacing the cards"};
    }
    if (std::holds_alternative<action::TakeFromShuffler>(action)) {
        return ActionRule{ShoeRule::TakeOtherBatch, "a batch taken from an automated shuffler"};
    }
    return std::nullopt;
}

void finishShuffle(TableState &state) {
    takeCardsToShuffle(state);
    // Blackjack §5(j)(2): a player's request to see the batch from the
    // shuffler is honoured once it is spread, stacked and reshuffled; a later
    // idle table's batch is again dealt unseen unless asked for anew.
    state.inspectionRequestedBy.reset();
    state.stackFromShuffler = false;
    if (!state.presetOrder.empty()) {
        state.stack = state.presetOrder;
    } else {
        // From a canonical order, so the result depends on the seed alone and
        // not on how the cards happened to arrive.
        sortByDeckSuitAndSequence(state.stack);
        state.random.shuffle(state.stack);
    }
    state.stage = Stage::Cutting;
    state.shuffleStepsDone = 0;
    state.cutCardAtEnd = false;
    state.additionalBurnsDue.reset();
    state.cutOfferedTo.reset();
    state.refusedCut.clear();
    state.cutPosition.reset();
    state.recutSeat.reset();
}

} // namespace

ShoePreparationReferee::ShoePreparationReferee(ShoeRules rules)
    : rules_(std::move(rules)) {}

Expectation ShoePreparationReferee::expect(DealerAction action, ShoeRule rule,
                                           std::string description, int minimum,
                                           int maximum) const {
    return Expectation{std::move(action), minimum, maximum, rules_.reference(rule),
                       std::move(description)};
}

bool ShoePreparationReferee::isProperCut(const TableState &state, int position) {
    const int depth = cutDepth(state);
    return position >= depth && cardCount(state) - position >= depth;
}

std::optional<ShoePreparationReferee::Cutter>
ShoePreparationReferee::nextCutter(const TableState &state) const {
    const std::vector<int> seats = occupiedSeats(state);
    if (seats.empty()) {
        return std::nullopt;
    }
    int designated = 0;
    ShoeRule rule = ShoeRule::CutToFirstPlayer;
    if (state.recutSeat) {
        designated = *state.recutSeat;
        rule = ShoeRule::Recut;
    } else if (state.startedAs == StartSituation::CutCardReached &&
               state.cutCardCameOut == CutCardCameOut::OnBox) {
        designated = state.cutCardSeat; // §5(e)(2)
        rule = ShoeRule::CutToBox;
    } else if (state.startedAs == StartSituation::CutCardReached) {
        designated = seats.back(); // the farthest point to the dealer's right, §5(e)(3)-(4)
        rule = state.cutCardCameOut == CutCardCameOut::OnDealerHand
                   ? ShoeRule::CutToRightAfterDealerHand
                   : ShoeRule::CutToRightAfterHouseReshuffle;
    } else if (state.reshuffleCutSeat > 0) {
        designated = state.reshuffleCutSeat; // Baccarat §5(c): "the last curator"
    } else if (rules_.firstCutOffer == FirstCutOffer::HighestNumberedSeat) {
        designated = seats.back(); // Baccarat §5(c): "the highest number position"
    } else {
        // §5(e)(1): the first player to the table when the game is just beginning.
        const auto first = std::min_element(seats.begin(), seats.end(), [&](int a, int b) {
            return state.seats[static_cast<std::size_t>(a - 1)].arrivalOrder <
                   state.seats[static_cast<std::size_t>(b - 1)].arrivalOrder;
        });
        designated = *first;
    }
    // §5(f): on refusal, each other player clockwise (increasing seat number,
    // wrapping); the game's rules give the direction (ShoeRules::cutOfferStep).
    // A designated seat now empty: the offer starts at the next seat in the
    // offer's direction.
    const auto count = seats.size();
    std::size_t offset = 0;
    if (const auto start = std::find(seats.begin(), seats.end(), designated);
        start != seats.end()) {
        offset = static_cast<std::size_t>(start - seats.begin());
    } else {
        const auto above = std::lower_bound(seats.begin(), seats.end(), designated);
        offset = rules_.cutOfferStep < 0
                     ? (static_cast<std::size_t>(above - seats.begin()) + count - 1) % count
                     : static_cast<std::size_t>(above - seats.begin()) % count;
    }
    for (std::size_t i = 0; i < count; ++i) {
        const int seat =
            seats[rules_.cutOfferStep < 0 ? (offset + count - i) % count : (offset + i) % count];
        if (std::find(state.refusedCut.begin(), state.refusedCut.end(), seat) ==
            state.refusedCut.end()) {
            return Cutter{seat, seat == designated ? rule : ShoeRule::CutRefusedClockwise};
        }
    }
    return std::nullopt;
}

int ShoePreparationReferee::recutSeat(const TableState &state) const {
    // The cut card still in the stack, or the cut the dealer already completed.
    const int lastCutter = state.cutPosition ? state.cutBy : state.lastCutter.value_or(state.cutBy);
    if (state.config.recutBy == RecutBy::LastCutter || lastCutter == 0) {
        return lastCutter;
    }
    // The next person entitled to cut, clockwise from the last cutter (§5(g),
    // §5(f)), in the direction the game's cut offer goes.
    const std::vector<int> seats = occupiedSeats(state);
    if (rules_.cutOfferStep < 0) {
        const auto previous = std::lower_bound(seats.begin(), seats.end(), lastCutter);
        return previous == seats.begin() ? seats.back() : *(previous - 1);
    }
    const auto next = std::upper_bound(seats.begin(), seats.end(), lastCutter);
    return next == seats.end() ? seats.front() : *next;
}

std::vector<Expectation>
ShoePreparationReferee::openingExpectations(const TableState &state) const {
    if (state.idleTable) {
        if (!state.spread) {
            // §5(j): removed from the shoe and discard rack and spread, face up or face down.
            return {
                expect(action::SpreadCards{Face::Up}, ShoeRule::IdleSpread,
                       "Remove every card from the shoe and discard rack and spread them face up"),
                expect(
                    action::SpreadCards{Face::Down}, ShoeRule::IdleSpread,
                    "Remove every card from the shoe and discard rack and spread them face down")};
        }
        // §5(j): a face-down spread is turned face up once a player arrives (and
        // only then turned face down again for the wash).
        if (*state.spread == Face::Down && !state.turnedDown) {
            if (!anyPlayerSeated(state)) {
                return {};
            }
            return {expect(action::TurnCards{Face::Up}, ShoeRule::TurnFaceUpForPlayer,
                           "Turn the spread face up for the player who arrived")};
        }
        if (!state.turnedDown) {
            if (!state.inspectedByPlayer) {
                return {};
            }
            return {expect(action::TurnCards{Face::Down}, ShoeRule::IdleTurnFaceDown,
                           "Turn the cards face down after the player's inspection")};
        }
        if (!state.washed) {
            return {expect(action::WashCards{}, ShoeRule::IdleWashAndStack, "Wash the cards")};
        }
        return {expect(action::StackCards{}, ShoeRule::IdleWashAndStack, "Stack the washed cards")};
    }
    if (!state.inspected) {
        return {expect(action::InspectCards{}, ShoeRule::InspectCards,
                       "Sort and inspect the decks received")};
    }
    if (rules_.floorpersonVerifiesInspection && !state.inspectionVerified) {
        return {expect(action::CallSupervisor{SupervisorReason::VerifyInspection},
                       ShoeRule::VerifyInspection, "Have the floorperson verify the inspection")};
    }
    if (!state.spread) {
        return {expect(action::SpreadCards{Face::Up}, ShoeRule::SpreadFaceUp,
                       "Spread the cards face up by deck, suit and sequence")};
    }
    if (!state.turnedDown) {
        if (!state.inspectedByPlayer) {
            return {};
        }
        return {expect(action::TurnCards{Face::Down}, ShoeRule::TurnFaceDown,
                       "Turn the cards face down after the player's inspection")};
    }
    if (!state.washed) {
        return {expect(action::WashCards{}, ShoeRule::WashAndStack,
                       "Wash (chemmy shuffle) the face-down cards")};
    }
    return {expect(action::StackCards{}, ShoeRule::WashAndStack, "Stack the washed cards")};
}

std::vector<Expectation>
ShoePreparationReferee::shuffleExpectations(const TableState &state) const {
    if (!rules_.shuffleSequence.empty()) {
        // A shuffle the text prescribes step by step (Baccarat §5(a)).
        const auto done = static_cast<std::size_t>(state.shuffleStepsDone);
        const ShuffleSequenceStep &step =
            rules_.shuffleSequence[std::min(done, rules_.shuffleSequence.size() - 1)];
        return {expect(step.action, step.rule, step.description)};
    }
    if (!state.config.manualShuffleSteps) {
        return {expect(action::Shuffle{}, ShoeRule::Shuffle, "Shuffle the cards")};
    }
    const auto step = [&](ShuffleStepKind kind, ShoeRule rule, const char *text) {
        return expect(action::ShuffleStep{kind}, rule, text);
    };
    // §5(l)(3): a turned half is riffled back before anything else; the section
    // sets no limit on how many turns a shuffle incorporates.
    const bool canTurn = !state.turnAwaitingRiffle;
    // §5(l)(4): the strip should not occur before at least two riffles.
    const bool canStrip = state.riffles >= 2 && !state.turnAwaitingRiffle;
    // §5(l)(5): the cut is the final step, once the turn and the strip are in.
    const bool canCut = state.turned && state.stripped && !state.turnAwaitingRiffle;
    const auto riffle =
        step(ShuffleStepKind::Riffle, ShoeRule::Riffle,
             state.turnAwaitingRiffle ? "Riffle the turned halves together" : "Riffle");
    const auto turn =
        step(ShuffleStepKind::Turn, ShoeRule::Turn, "Turn one half of the stack, then riffle");
    const auto strip =
        step(ShuffleStepKind::Strip, ShoeRule::Strip, "Strip the stack (running cuts)");
    const auto cut =
        step(ShuffleStepKind::Cut, ShoeRule::ShuffleCut, "Cut the stack to finish the shuffle");

    // The usual next step first (riffle, turn, riffle, strip, cut), then every
    // other step the section allows at this point.
    std::vector<Expectation> options;
    if (canCut) {
        options.push_back(cut);
    } else if (canStrip && state.turned && !state.stripped) {
        options.push_back(strip);
    } else if (canTurn && !state.turned && state.riffles >= 1) {
        options.push_back(turn);
    }
    options.push_back(riffle);
    if (canTurn && (state.turned || state.riffles == 0)) {
        options.push_back(turn);
    }
    if (canStrip && (!state.turned || state.stripped)) {
        options.push_back(strip);
    }
    return options;
}

std::vector<Expectation> ShoePreparationReferee::cutExpectations(const TableState &state) const {
    const int total = cardCount(state);
    const int depth = cutDepth(state);
    if (state.cutPosition) {
        if (isProperCut(state, *state.cutPosition)) {
            return {expect(action::CompleteCut{}, ShoeRule::CompleteCut,
                           "Move the cards in front of the cut card to the back")};
        }
        return {expect(action::RequestProperCut{}, ShoeRule::CutDepth,
                       "Do not accept the cut: ask for a cut at least " + cards(depth) +
                           " from either end"),
                expect(action::CallSupervisor{SupervisorReason::Recut}, ShoeRule::Recut,
                       "Call the supervisor for a recut")};
    }
    if (state.cutOfferedTo) {
        return {}; // the player has the stack
    }
    if (const auto cutter = nextCutter(state)) {
        return {expect(action::OfferCut{cutter->seat}, cutter->rule,
                       "Offer the cut to " + seatName(state, cutter->seat))};
    }
    return {expect(action::CutCards{total / 2}, ShoeRule::DealerCuts,
                   "Every player refused: cut the cards yourself, at least " + cards(depth) +
                       " from either end",
                   depth, total - depth)};
}

std::vector<Expectation> ShoePreparationReferee::expected(const TableState &state) const {
    if (state.supervisorCalled) {
        return {}; // the floorperson or supervisor answers first
    }
    const int total = cardCount(state);
    if (auto batches = shoeBatchExpectations(state, rules_)) {
        return *batches; // a shoe table's batch shuffler, §2(b) (the second (b)), §4(d), §5(j)(2)
    }
    if (usesShufflerBatches(state)) {
        // Blackjack §2(c), §5(i), §6A: the 6 to 5 variation's decks.
        if (auto batches = batchExpectations(state, rules_); !batches.empty()) {
            if (state.stage != Stage::CutCompleted || !state.improperCutAccepted) {
                return batches;
            }
        }
    }
    switch (state.stage) {
    case Stage::OpeningTable:
        return openingExpectations(state);
    case Stage::ShoeFinished:
        if (isDoubleShoe(state)) {
            return doubleShoeClearExpectations(state, rules_); // one side, §6(d)
        }
        if (state.config.manualShuffleSteps && rules_.manualShuffleStepsPrescribed) {
            return {expect(action::ClearShoe{}, ShoeRule::Plug,
                           "Plug: put the cards left in the shoe into the discards")};
        }
        if (rules_.newDecksAfterEachShoe) {
            // Baccarat §10(d): after the last hand "the cards shall be replaced
            // with new decks of cards"; §3(b): changed after each dealing shoe.
            return {expect(action::ClearShoe{}, ShoeRule::ClearShoe,
                           "Take the shoe's cards and the discards off the table: they are "
                           "replaced with new decks")};
        }
        // §6(l)(2)(i) empties the shoe when the cut card was reached; a reshuffle
        // the house calls rests on §5(a) and §5(h)(1).
        return {expect(action::ClearShoe{},
                       state.cutCardCameOut == CutCardCameOut::HouseReshuffle ? ShoeRule::Shuffle
                                                                              : ShoeRule::ClearShoe,
                       "Remove the cards left in the shoe to the discard rack")};
    case Stage::ReadyToShuffle:
    case Stage::Shuffling:
        return shuffleExpectations(state);
    case Stage::Cutting:
        return cutExpectations(state);
    case Stage::CutCompleted: {
        if (state.improperCutAccepted) {
            return {expect(
                action::CallSupervisor{SupervisorReason::Recut}, ShoeRule::Recut,
                "The cut was improper: call the supervisor for a recut before any card is dealt")};
        }
        if (rules_.minimumCardsBehindCutCard > 0) {
            // Baccarat §5(e): at least so many cards in from the back, exactly.
            const int minimum = std::min(rules_.minimumCardsBehindCutCard, total - 1);
            return {expect(action::InsertCutCard{minimum}, ShoeRule::CutCardPlacement,
                           "Insert one cutting card at least " + cards(minimum) +
                               " in from the back of the stack",
                           minimum, total - 1)};
        }
        const int minimum = minimumCardsBehindCutCard(preparedConfig(state));
        return {expect(action::InsertCutCard{(total + 3) / 4}, ShoeRule::CutCardPlacement,
                       "Insert the cut card about a quarter from the back (at least " +
                           cards(minimum) + " behind it)",
                       minimum, total - 1)};
    }
    case Stage::CutCardPlaced:
        if (rules_.secondCutCardAtEnd && !state.cutCardAtEnd) {
            return {expect(action::InsertCutCard{0}, ShoeRule::SecondCutCard,
                           "Insert the second cutting card at the end of the stack")};
        }
        return {expect(action::LoadShoe{}, ShoeRule::LoadShoe, "Load the stack into the shoe")};
    case Stage::Loaded:
        if (rules_.burnsAfterFirstCard && state.additionalBurnsDue) {
            const int due = *state.additionalBurnsDue;
            return {expect(action::BurnCard{Face::Down}, ShoeRule::BurnFirstCardValue,
                           "Burn " + std::to_string(due) + " more " +
                               (due == 1 ? "card" : "cards") +
                               " face down: the first card's value calls for that many still")};
        }
        if (rules_.burnsAfterFirstCard) {
            return {expect(action::BurnCard{Face::Up}, ShoeRule::Burn,
                           "Draw the first card, show it to the players and place it in the "
                           "discard bucket: its value is how many more cards to burn")};
        }
        return {expect(action::BurnCard{Face::Down}, ShoeRule::Burn,
                       "Burn the first card face down into the discard rack")};
    case Stage::ReadyToDeal:
    case Stage::InPlay:
        if (state.burnCardRequestedBy) {
            return {expect(action::ShowBurnCard{}, ShoeRule::ShowBurnCard,
                           "Show the burn card to " + seatName(state, *state.burnCardRequestedBy))};
        }
        if (state.newDealerMustBurn) {
            return {expect(action::BurnCard{Face::Down}, ShoeRule::NewDealerBurn,
                           "As the new dealer, burn one card face down before dealing")};
        }
        return {};
    }
    return {};
}

Verdict ShoePreparationReferee::judge(const TableState &state, const DealerAction &action) const {
    const auto options = expected(state);
    for (const auto &option : options) {
        if (accepts(option, action)) {
            return Verdict{
                true, Severity::Minor, option.rule, option.description, option.description, true};
        }
    }
    return mistake(state, action, options);
}

Verdict ShoePreparationReferee::mistake(const TableState &state, const DealerAction &action,
                                        const std::vector<Expectation> &options) const {
    if (const auto step = ruleOfAction(action); step && !rules_.has(step->rule)) {
        // No section to cite: the game's text has no such procedure.
        Verdict verdict = refused(options);
        verdict.rule = {};
        verdict.message =
            rules_.game + " has no rule for " + step->what + "." +
            (options.empty() ? std::string()
                             : " Next: " + lowercaseFirst(options.front().description) + ".");
        return verdict;
    }
    if (auto doubleShoe = doubleShoePreparationMistake(state, action, options, rules_)) {
        return *doubleShoe; // one side of a double shoe, §6(d)
    }
    if (auto batches = batchPreparationMistake(state, action, options, rules_)) {
        return *batches; // the 6 to 5 variation's decks, §2(c), §5(i)
    }
    if (auto batches = shoeBatchPreparationMistake(state, action, options, rules_)) {
        return *batches; // a shoe table's batch shuffler, §2(b) (the second (b))
    }
    Verdict verdict = refused(options);
    verdict.rule = {}; // each case below cites its own
    if (std::holds_alternative<action::ShowBurnCard>(action)) {
        verdict.rule = rules_.reference(ShoeRule::ShowBurnCard);
        verdict.severity = Severity::Minor;
        verdict.message = state.burnCard ? "No player has asked to see the burn card."
                                         : "No card has been burned yet.";
        return verdict;
    }
    if (options.empty()) {
        verdict.rule = rules_.reference(ShoeRule::Burn);
        verdict.severity = Severity::Minor;
        if (const auto *burn = std::get_if<action::BurnCard>(&action); burn && state.burnCard) {
            verdict.severity = Severity::Major;
            verdict.message =
                rules_.burnsAfterFirstCard
                    ? "The first card and as many more as its value are burned; another burn "
                      "takes a card out of play."
                    : "One card is burned; a second burn card takes a card out of play.";
        } else if (isComplete(state)) {
            verdict.message = "The shoe is ready for the first round; nothing more is needed here.";
        } else if (state.supervisorCalled) {
            verdict.message = "Wait for the supervisor's answer.";
        } else if (state.cutOfferedTo) {
            verdict.message =
                "Wait: " + seatName(state, *state.cutOfferedTo) + " has the stack to cut.";
        } else {
            // The spread is there for the first player to inspect (§4(b)-(c), §5(j)):
            // turning or washing it before anyone could look breaks the procedure.
            verdict.severity = Severity::Major;
            verdict.rule = rules_.reference(state.idleTable ? ShoeRule::IdleTurnFaceDown
                                                            : ShoeRule::TurnFaceDown);
            verdict.message = "Leave the cards spread face up until a player has had the chance to "
                              "inspect them.";
        }
        return verdict;
    }
    const Expectation &first = options.front();
    verdict.rule = first.rule;
    verdict.message = "Not yet. Next: " + lowercaseFirst(first.description) + ".";
    if (state.stage == Stage::ShoeFinished && rules_.newDecksAfterEachShoe) {
        // Baccarat §10(d): one more hand after "last hand", and no other.
        verdict.severity = Severity::Major;
        verdict.message = "The last hand has been played: no further coup is dealt from these "
                          "cards (" +
                          first.rule.citation.text() +
                          "). Next: " + lowercaseFirst(first.description) + ".";
        return verdict;
    }

    const int total = cardCount(state);
    const int depth = cutDepth(state);

    if (!rules_.shuffleSequence.empty() &&
        (state.stage == Stage::ReadyToShuffle || state.stage == Stage::Shuffling)) {
        // Baccarat §5(a): the licensee's shuffle is done step by step, in order.
        verdict.message =
            "The shuffle is not complete. Next: " + lowercaseFirst(first.description) + ".";
        return verdict;
    }
    if (const auto *burn = std::get_if<action::BurnCard>(&action);
        burn && burn->face == Face::Down &&
        first.action == DealerAction{action::BurnCard{Face::Up}}) {
        // Baccarat §5(e): the first card goes to the discard bucket "after all
        // cards have been shown to the players"; its value counts the rest.
        verdict.message = "Show the first card to the players: burn it face up, and its value "
                          "says how many more cards go to the discard bucket.";
        return verdict;
    }
    if (const auto *burn = std::get_if<action::BurnCard>(&action);
        burn && burn->face == Face::Up && std::holds_alternative<action::BurnCard>(first.action)) {
        // The card is burned all the same, but everyone has seen it.
        verdict.severity = Severity::Integrity;
        verdict.applied = true;
        verdict.message =
            "The burn card is removed face down; burning it face up exposed it to the table.";
        return verdict;
    }
    if (std::holds_alternative<action::CompleteCut>(action) && state.stage == Stage::Cutting &&
        state.cutPosition && !isProperCut(state, *state.cutPosition)) {
        const int position = *state.cutPosition;
        verdict.severity = Severity::Integrity;
        verdict.applied = true;
        verdict.rule = rules_.reference(ShoeRule::CutDepth);
        verdict.message =
            "The cut card was " + cards(std::min(position, total - position)) + " from the " +
            (position <= total - position ? "front" : "back") + "; a cut must be at least " +
            cards(depth) +
            " from either end and may not be accepted. Now only a recut can mend it: call the "
            "supervisor before any card is dealt.";
        return verdict;
    }
    if (const auto *offer = std::get_if<action::OfferCut>(&action)) {
        if (const auto *wanted = std::get_if<action::OfferCut>(&first.action)) {
            const bool seated = offer->seat >= 1 && offer->seat <= state.config.boxes &&
                                state.seats[static_cast<std::size_t>(offer->seat - 1)].occupied;
            if (!seated) {
                verdict.message = "Nobody sits at seat " + std::to_string(offer->seat) +
                                  ". The cut goes to " + seatName(state, wanted->seat) + ".";
            } else if (std::find(state.refusedCut.begin(), state.refusedCut.end(), offer->seat) !=
                       state.refusedCut.end()) {
                verdict.message = "S" + seatName(state, offer->seat).substr(1) +
                                  " already refused the cut; offer it clockwise to " +
                                  seatName(state, wanted->seat) + ".";
            } else {
                verdict.message = "The cut goes to " + seatName(state, wanted->seat) + ", not " +
                                  seatName(state, offer->seat) + ".";
            }
            return verdict;
        }
        if (std::holds_alternative<action::CutCards>(first.action)) {
            verdict.message = "Every player has refused the cut: the dealer cuts the cards.";
            return verdict;
        }
    }
    if (const auto *cut = std::get_if<action::CutCards>(&action)) {
        if (std::holds_alternative<action::CutCards>(first.action)) {
            verdict.rule = rules_.reference(ShoeRule::CutDepth);
            if (cut->position <= 0 || cut->position >= total) {
                verdict.message = "The cut card must go inside the stack of " + cards(total) +
                                  ", at least " + cards(depth) + " from either end.";
                return verdict;
            }
            verdict.message = "A cut " + cards(cut->position) + " from the front leaves " +
                              cards(total - cut->position) + " behind; it must be at least " +
                              cards(depth) + " from either end.";
            return verdict;
        }
        if (const auto *wanted = std::get_if<action::OfferCut>(&first.action)) {
            verdict.message = "The dealer cuts only when no player accepts the cut; offer it to " +
                              seatName(state, wanted->seat) + ".";
            return verdict;
        }
    }
    if (const auto *insert = std::get_if<action::InsertCutCard>(&action);
        insert && std::holds_alternative<action::InsertCutCard>(first.action)) {
        if (rules_.secondCutCardAtEnd && first.maximum == 0) {
            verdict.message = "The second cutting card goes at the end of the stack, with no card "
                              "behind it.";
            return verdict;
        }
        if (rules_.minimumCardsBehindCutCard > 0) {
            verdict.message =
                (insert->fromBack >= total
                     ? "The stack has only " + cards(total) + ": place the cutting card inside it"
                     : "With " + cards(insert->fromBack) +
                           " behind it the cutting card is too close to the back") +
                ": place it at least " + cards(first.minimum) + " in from the back.";
            return verdict;
        }
        if (insert->fromBack >= total) {
            verdict.message = "The stack has only " + cards(total) +
                              ": place the cut card inside it, about a quarter from the back (at "
                              "least " +
                              cards(first.minimum) + " behind it).";
            return verdict;
        }
        verdict.message = "With " + cards(insert->fromBack) +
                          " behind it the cut card is too close to the back: " +
                          "place it at least approximately a quarter in (" + cards(first.minimum) +
                          " of " + std::to_string(total) + ").";
        return verdict;
    }
    if (const auto *step = std::get_if<action::ShuffleStep>(&action);
        step && (state.stage == Stage::ReadyToShuffle || state.stage == Stage::Shuffling)) {
        if (!state.config.manualShuffleSteps) {
            verdict.severity = Severity::Minor;
            verdict.message = "This lesson grades the shuffle as one action: use Shuffle.";
            return verdict;
        }
        switch (step->step) {
        case ShuffleStepKind::Strip:
            if (state.turnAwaitingRiffle) {
                // §5(l)(3): the turned stack is riffled together before anything else.
                verdict.rule = rules_.reference(ShoeRule::Turn);
                verdict.message = "Riffle the turned halves together first.";
                return verdict;
            }
            // §5(l)(4) says the strip "should not" come before two riffles: a
            // warning. The strip is done and counts.
            verdict.rule = rules_.reference(ShoeRule::Strip);
            verdict.severity = Severity::Minor;
            verdict.applied = true;
            verdict.message = "The strip should not come before at least two riffles.";
            return verdict;
        case ShuffleStepKind::Cut:
            if (state.turnAwaitingRiffle) {
                verdict.rule = rules_.reference(ShoeRule::Turn);
                verdict.message = "Riffle the turned halves together before the final cut.";
                return verdict;
            }
            verdict.rule = rules_.reference(!state.turned ? ShoeRule::Turn : ShoeRule::Strip);
            verdict.message = std::string("The shuffle must incorporate ") +
                              (!state.turned ? "the turn (and a riffle after it)" : "the strip") +
                              " before the final cut.";
            return verdict;
        case ShuffleStepKind::Turn:
            verdict.rule = rules_.reference(ShoeRule::Turn);
            verdict.severity = Severity::Minor;
            verdict.message = "Riffle the turned halves together before turning again.";
            return verdict;
        case ShuffleStepKind::Riffle:
            break;
        }
    }
    if (std::holds_alternative<action::Shuffle>(action) && state.config.manualShuffleSteps &&
        (state.stage == Stage::ReadyToShuffle || state.stage == Stage::Shuffling)) {
        verdict.message = "This table uses a manual shuffle: plug, riffle, turn, strip and cut, "
                          "each step in turn.";
        return verdict;
    }
    if (const auto *spread = std::get_if<action::SpreadCards>(&action);
        spread && spread->face == Face::Down &&
        std::holds_alternative<action::SpreadCards>(first.action)) {
        verdict.message =
            "At a table's opening the cards are spread face up, so the first players can inspect "
            "them.";
        return verdict;
    }
    if (std::holds_alternative<action::CompleteCut>(action) ||
        std::holds_alternative<action::LoadShoe>(action) ||
        std::holds_alternative<action::InsertCutCard>(action)) {
        if (state.stage == Stage::Cutting && !state.cutPosition) {
            verdict.severity = Severity::Integrity;
            verdict.message = "The cards have not been cut. " + first.description + ".";
            return verdict;
        }
    }
    if ((std::holds_alternative<action::OfferCut>(action) ||
         std::holds_alternative<action::CutCards>(action)) &&
        state.stage < Stage::Cutting) {
        verdict.severity = Severity::Integrity;
        verdict.message =
            "The cards are cut only after they have been shuffled. " + first.description + ".";
        return verdict;
    }
    return verdict;
}

TableState ShoePreparationReferee::apply(const TableState &state,
                                         const DealerAction &dealerAction) const {
    if (!judge(state, dealerAction).applied) {
        return state;
    }
    TableState next = state;
    if (!rules_.shuffleSequence.empty() &&
        (state.stage == Stage::ReadyToShuffle || state.stage == Stage::Shuffling)) {
        // Baccarat §5(a): one step of the prescribed shuffle; the cards are
        // intermixed (from the seed) once its last step is done.
        if (accepts(shuffleExpectations(state).front(), dealerAction)) {
            takeCardsToShuffle(next);
            next.stage = Stage::Shuffling;
            ++next.shuffleStepsDone;
            if (next.shuffleStepsDone >= static_cast<int>(rules_.shuffleSequence.size())) {
                finishShuffle(next);
            }
        }
        return next;
    }
    if (applyShoeBatchAction(next, dealerAction)) {
        return next; // a shoe table's batch shuffler, §2(b) (the second (b)), §4(d)
    }
    if (applyBatchAction(next, dealerAction)) {
        return next; // the 6 to 5 variation's decks, §2(c), §5(i), §6A(b)
    }
    std::visit(
        [&](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, action::InspectCards>) {
                next.inspected = true;
            } else if constexpr (std::is_same_v<A, action::SpreadCards>) {
                if (next.idleTable) {
                    // §5(j): every card, from the shoe and the discard rack.
                    next.stack = std::move(next.discardRack);
                    next.stack.insert(next.stack.end(), next.shoe.begin(), next.shoe.end());
                    next.discardRack.clear();
                    next.shoe.clear();
                    // Laid out by deck, suit and sequence, so the inspection shows
                    // at a glance that no card is missing.
                    sortByDeckSuitAndSequence(next.stack);
                }
                next.spread = a.face;
                next.inspectedByPlayer = a.face == Face::Up && anyPlayerSeated(next);
            } else if constexpr (std::is_same_v<A, action::TurnCards>) {
                next.spread = a.face;
                if (a.face == Face::Up) {
                    next.inspectedByPlayer = anyPlayerSeated(next);
                } else {
                    next.turnedDown = true;
                }
            } else if constexpr (std::is_same_v<A, action::WashCards>) {
                next.washed = true;
            } else if constexpr (std::is_same_v<A, action::StackCards>) {
                next.spread.reset();
                next.stage = Stage::ReadyToShuffle;
            } else if constexpr (std::is_same_v<A, action::ClearShoe>) {
                if (isDoubleShoe(next)) {
                    applyDoubleShoeClear(next, a); // one side and its segregated area
                    return;
                }
                if (rules_.newDecksAfterEachShoe) {
                    replaceWithNewDecks(next); // Baccarat §3(b), §10(d)
                    return;
                }
                next.discardRack.insert(next.discardRack.end(), next.shoe.begin(), next.shoe.end());
                next.shoe.clear();
                next.stage = Stage::ReadyToShuffle;
            } else if constexpr (std::is_same_v<A, action::Shuffle>) {
                finishShuffle(next);
            } else if constexpr (std::is_same_v<A, action::ShuffleStep>) {
                takeCardsToShuffle(next);
                next.stage = Stage::Shuffling;
                switch (a.step) {
                case ShuffleStepKind::Riffle:
                    ++next.riffles;
                    if (next.turnAwaitingRiffle) {
                        next.turnAwaitingRiffle = false;
                        next.turned = true;
                    }
                    break;
                case ShuffleStepKind::Turn:
                    next.turnAwaitingRiffle = true;
                    break;
                case ShuffleStepKind::Strip:
                    next.stripped = true;
                    break;
                case ShuffleStepKind::Cut:
                    finishShuffle(next);
                    break;
                }
            } else if constexpr (std::is_same_v<A, action::OfferCut>) {
                next.cutOfferedTo = a.seat;
            } else if constexpr (std::is_same_v<A, action::RequestProperCut>) {
                next.cutOfferedTo = next.cutBy;
                next.cutPosition.reset();
            } else if constexpr (std::is_same_v<A, action::CallSupervisor>) {
                next.supervisorCalled = a.reason;
            } else if constexpr (std::is_same_v<A, action::CutCards>) {
                next.cutPosition = a.position;
                next.cutBy = 0;
            } else if constexpr (std::is_same_v<A, action::CompleteCut>) {
                const int position = next.cutPosition.value_or(0);
                next.improperCutAccepted = !isProperCut(next, position);
                // A cut outside the stack (from an unchecked script) moves nothing.
                const int moved = std::clamp(position, 0, static_cast<int>(next.stack.size()));
                std::rotate(next.stack.begin(), next.stack.begin() + moved, next.stack.end());
                next.lastCutter = next.cutBy;
                next.cutPosition.reset();
                next.stage = Stage::CutCompleted;
            } else if constexpr (std::is_same_v<A, action::InsertCutCard>) {
                if (rules_.secondCutCardAtEnd && next.stage == Stage::CutCardPlaced) {
                    next.cutCardAtEnd = true; // Baccarat §5(e): the second, at the end
                    return;
                }
                next.shoeCardsBehindCutCard = a.fromBack;
                next.stage = Stage::CutCardPlaced;
            } else if constexpr (std::is_same_v<A, action::LoadShoe>) {
                next.shoe = std::move(next.stack);
                next.stack.clear();
                // Blackjack §6(d): in lieu of §6(c)'s burn, the next round's
                // determinant card.
                next.stage = isDoubleShoe(next) ? Stage::ReadyToDeal : Stage::Loaded;
            } else if constexpr (std::is_same_v<A, action::BurnCard>) {
                // Baccarat §5(e): the first card's value counts the burns after it.
                const bool counted = rules_.burnsAfterFirstCard && next.stage == Stage::Loaded;
                if (!next.shoe.empty()) {
                    next.burnCard = next.shoe.front();
                    next.shoe.erase(next.shoe.begin());
                    next.discardRack.push_back(*next.burnCard);
                }
                next.burnExposed = a.face == Face::Up;
                next.newDealerMustBurn = false;
                if (counted && !next.additionalBurnsDue) {
                    next.additionalBurnsDue =
                        next.burnCard ? (*rules_.burnsAfterFirstCard)[static_cast<std::size_t>(
                                            static_cast<int>(next.burnCard->rank) - 1)]
                                      : 0;
                } else if (counted) {
                    next.additionalBurnsDue = std::max(0, *next.additionalBurnsDue - 1);
                }
                if (counted && *next.additionalBurnsDue > 0) {
                    return; // more to burn before the first round
                }
                if (next.stage == Stage::Loaded) {
                    next.stage = Stage::ReadyToDeal;
                }
            } else if constexpr (std::is_same_v<A, action::ShowBurnCard>) {
                next.burnCardRequestedBy.reset();
            }
        },
        dealerAction);
    return next;
}

TableState ShoePreparationReferee::applyEvent(const TableState &state,
                                              const TableEvent &tableEvent) const {
    TableState next = state;
    std::visit(
        [&](const auto &e) {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, event::PlayerArrives>) {
                if (!onLayout(next, e.seat)) {
                    return; // no such box
                }
                int order = 0;
                for (const auto &seat : next.seats) {
                    order = std::max(order, seat.arrivalOrder);
                }
                auto &seat = next.seats[static_cast<std::size_t>(e.seat - 1)];
                seat.occupied = true;
                seat.arrivalOrder = order + 1;
                if (next.spread == Face::Up) {
                    next.inspectedByPlayer = true;
                }
            } else if constexpr (std::is_same_v<E, event::PlayerLeaves>) {
                emptySeat(next, e.seat);
            } else if constexpr (std::is_same_v<E, event::PlayerRefusesCut>) {
                next.refusedCut.push_back(e.seat);
                next.cutOfferedTo.reset();
            } else if constexpr (std::is_same_v<E, event::PlayerCuts>) {
                next.cutPosition = e.position;
                next.cutBy = e.seat;
                next.cutOfferedTo.reset();
            } else if constexpr (std::is_same_v<E, event::PlayerRequestsInspection>) {
                applyInspectionRequest(next, e.seat); // §5(j)(2)
            } else if constexpr (std::is_same_v<E, event::PlayerAsksBurnCard>) {
                if (rules_.has(ShoeRule::ShowBurnCard)) { // Baccarat shows it to all, §5(e)
                    next.burnCardRequestedBy = e.seat;
                }
            } else if constexpr (std::is_same_v<E, event::FloorpersonVerifiesInspection>) {
                next.inspectionVerified = true;
                next.supervisorCalled.reset();
            } else if constexpr (std::is_same_v<E, event::SupervisorOrdersRecut>) {
                next.supervisorCalled.reset();
                next.recutSeat = e.seat;
                next.refusedCut.clear();
                next.cutPosition.reset();
                next.cutOfferedTo.reset();
                next.improperCutAccepted = false;
                next.stage = Stage::Cutting;
            }
        },
        tableEvent);
    return next;
}

std::vector<TableEvent> ShoePreparationReferee::houseResponses(const TableState &state) const {
    if (!state.supervisorCalled) {
        return {};
    }
    if (*state.supervisorCalled == SupervisorReason::VerifyInspection) {
        return {event::FloorpersonVerifiesInspection{}};
    }
    // §5(g): the recut is by the player who last cut, or by the next person
    // entitled to cut, at the licensee's option.
    return {event::SupervisorOrdersRecut{recutSeat(state)}};
}

bool ShoePreparationReferee::isComplete(const TableState &state) const {
    return (state.stage == Stage::ReadyToDeal || state.stage == Stage::InPlay) &&
           !state.newDealerMustBurn && !state.burnCardRequestedBy && !state.supervisorCalled;
}

} // namespace dt

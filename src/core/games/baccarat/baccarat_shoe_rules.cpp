#include "baccarat_shoe_rules.h"

#include "table_rules.h"

namespace dt::baccarat {

namespace {

struct Row {
    ShoeRule rule;
    const char *baccarat; // the section in Part 3; nullptr: Baccarat has no such rule
    const char *midi;     // the same rule in Part 4; nullptr: Midi Baccarat has none
    const char *requirement;
};

// The checklist's ids are per game: "BA-SHUF-04" and "MB-SHUF-04".
std::string requirementFor(Game game, const char *id) {
    return (game == Game::MidiBaccarat ? "MB" : "BA") + std::string(id);
}

// Only the rules the text has: an idle table's re-inspection (Blackjack
// §5(j)), the manual shuffle steps (§5(l)), the cut offered at the cut card's box (§5(e)(2)-(4)),
// a new dealer's burn and the burn card shown on request (§6(c)), the double
// shoe and the batches of a shuffler have none here.
constexpr Row kRows[] = {
    {ShoeRule::InspectCards, "4(a)-(b)", "4(a)-(b)", "-OPEN-01"},
    {ShoeRule::VerifyInspection, "4(b)", "4(b)", "-OPEN-01"},
    {ShoeRule::SpreadFaceUp, "4(b)", "4(b)", "-OPEN-01"},
    {ShoeRule::IdleSpread, nullptr, nullptr, nullptr},
    {ShoeRule::TurnFaceUpForPlayer, nullptr, nullptr, nullptr},
    {ShoeRule::TurnFaceDown, "4(c)", "4(c)", "-OPEN-02"},
    {ShoeRule::IdleTurnFaceDown, nullptr, nullptr, nullptr},
    {ShoeRule::WashAndStack, "4(c)", "4(c)", "-OPEN-02"},
    {ShoeRule::IdleWashAndStack, nullptr, nullptr, nullptr},
    // §10(d): "At the completion of one more hand, the cards shall be
    // replaced with new decks of cards"; §3(b) (Midi has no §3(b)).
    {ShoeRule::ClearShoe, "10(d)", "9(d)", "-SHUF-06"},
    {ShoeRule::Plug, nullptr, nullptr, nullptr},
    {ShoeRule::Shuffle, "5(a)(1)", "5(a)", "-SHUF-01"},
    {ShoeRule::Riffle, nullptr, nullptr, nullptr},
    {ShoeRule::Turn, nullptr, nullptr, nullptr},
    {ShoeRule::Strip, nullptr, nullptr, nullptr},
    {ShoeRule::ShuffleCut, nullptr, nullptr, nullptr},
    // §5(c): "begin with the participant seated in the highest number position".
    {ShoeRule::CutToFirstPlayer, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::CutToBox, nullptr, nullptr, nullptr},
    {ShoeRule::CutToRightAfterDealerHand, nullptr, nullptr, nullptr},
    {ShoeRule::CutToRightAfterHouseReshuffle, nullptr, nullptr, nullptr},
    {ShoeRule::CutRefusedClockwise, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::DealerCuts, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::CutDepth, "5(d)", "5(d)", "-SHUF-03"},
    {ShoeRule::CompleteCut, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::CutCardPlacement, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::LoadShoe, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::Burn, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::NewDealerBurn, nullptr, nullptr, nullptr},
    {ShoeRule::ShowBurnCard, nullptr, nullptr, nullptr},
    {ShoeRule::Recut, "5(f)", "5(f)", "-SHUF-05"},
    {ShoeRule::DoubleShoeClearSide, nullptr, nullptr, nullptr},
    {ShoeRule::DoubleShoeSegregatedArea, nullptr, nullptr, nullptr},
    {ShoeRule::DoubleShoeShuffleOneSide, nullptr, nullptr, nullptr},
    {ShoeRule::DoubleShoeNoBurn, nullptr, nullptr, nullptr},
    {ShoeRule::BatchIntoShuffler, nullptr, nullptr, nullptr},
    {ShoeRule::TakeOtherBatch, nullptr, nullptr, nullptr},
    {ShoeRule::BottomCutCard, nullptr, nullptr, nullptr},
    // §5(e): "the second cutting card at the end of the stack".
    {ShoeRule::SecondCutCard, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::HoldInHand, nullptr, nullptr, nullptr},
    {ShoeRule::NoShoeBurn, nullptr, nullptr, nullptr},
    {ShoeRule::OneRoundPerDeck, nullptr, nullptr, nullptr},
    {ShoeRule::SpreadBatchesSeparately, nullptr, nullptr, nullptr},
    {ShoeRule::StackBatchesSeparately, nullptr, nullptr, nullptr},
    {ShoeRule::ShoeBatchIntoShuffler, nullptr, nullptr, nullptr},
    {ShoeRule::ShoeTakeOtherBatch, nullptr, nullptr, nullptr},
    {ShoeRule::OneBatchInDiscardRack, nullptr, nullptr, nullptr},
    {ShoeRule::IdleBatchIntoShuffler, nullptr, nullptr, nullptr},
    {ShoeRule::RequestedInspection, nullptr, nullptr, nullptr},
    {ShoeRule::Lace, "5(a)(1)", "5(a)", "-SHUF-01"},
    // §5(a)(1)(i): "require the dealer calling the game to shuffle some or
    // all of the cards again"; Midi §5(a)(1) the same.
    {ShoeRule::Reshuffle, "5(a)(1)(i)", "5(a)(1)", "-SHUF-01"},
    // §5(a)(2) is Baccarat's alone (Midi §5(a) has no such option).
    {ShoeRule::ThreeDealerShuffle, "5(a)(2)", nullptr, "-CONF-06"},
    {ShoeRule::BurnFirstCardValue, "5(e)", "5(e)", "-SHUF-04"},
};
static_assert(std::size(kRows) == static_cast<std::size_t>(ShoeRule::Count),
              "every shoe rule has its baccarat row");

std::vector<ShuffleSequenceStep> shuffleSequence(ShuffleOption option) {
    using SS = ShuffleSequenceStep;
    const SS shuffle{action::Shuffle{}, ShoeRule::Shuffle,
                     "Shuffle the cards so that they are randomly intermixed"};
    const SS lace{action::LaceCards{}, ShoeRule::Lace,
                  "Lace about one deck so that it is evenly dispersed into the stack"};
    switch (option) {
    case ShuffleOption::ShuffleAndLace:
        return {shuffle, lace}; // §5(a)(1)
    case ShuffleOption::ShuffleLaceAndReshuffle:
        // §5(a)(1)(i): after lacing, the dealer calling the game shuffles again.
        return {shuffle, lace,
                SS{action::Shuffle{}, ShoeRule::Reshuffle,
                   "As the dealer calling the game, shuffle the laced cards again"}};
    case ShuffleOption::WashAndThreeDealers:
        // §5(a)(2): wash and stack, then "each of the three dealers shall
        // shuffle the stack of cards independently".
        return {SS{action::WashCards{}, ShoeRule::ThreeDealerShuffle, "Wash the cards"},
                SS{action::StackCards{}, ShoeRule::ThreeDealerShuffle, "Stack the washed cards"},
                SS{action::Shuffle{}, ShoeRule::ThreeDealerShuffle,
                   "First of the three dealers: shuffle the stack"},
                SS{action::Shuffle{}, ShoeRule::ThreeDealerShuffle,
                   "Second of the three dealers: shuffle the stack"},
                SS{action::Shuffle{}, ShoeRule::ThreeDealerShuffle,
                   "Third of the three dealers: shuffle the stack"}};
    }
    return {shuffle, lace};
}

// The table's game and options as the coup's rules have them, so that the
// table and the coup are refused by one set of checks (validate(TableRules)).
TableRules rulesOfTable(const TableConfig &config) {
    TableRules rules = config.game == Game::MidiBaccarat ? midiBaccaratRules() : TableRules{};
    rules.game = config.game;
    rules.decks = config.decks;
    rules.seats = config.boxes;
    rules.shuffle = config.shuffleOption.value_or(ShuffleOption::ShuffleAndLace);
    rules.recut = config.recutBy;
    return rules;
}

} // namespace

ShoeRules shoeRules(const TableConfig &config) {
    const Game game = config.game;
    const bool midi = game == Game::MidiBaccarat;
    ShoeRules rules;
    rules.game = std::string(tableGameTitle(game));
    for (const Row &row : kRows) {
        const char *section = midi ? row.midi : row.baccarat;
        if (section != nullptr) {
            rules.references[static_cast<std::size_t>(row.rule)] = RuleReference{
                sectionFor(game, section, section), requirementFor(game, row.requirement)};
        }
    }
    // §4(b): "Following the inspection of the cards by the dealer and the
    // verification by the floorperson assigned to the table".
    rules.floorpersonVerifiesInspection = true;
    rules.shuffleSequence =
        shuffleSequence(config.shuffleOption.value_or(ShuffleOption::ShuffleAndLace));
    // §5(c): the cut begins with the highest-numbered position, then
    // Baccarat "working clockwise", Midi "working counterclockwise". §7(b)
    // offers the shoe to seat number one and then "to each of the other
    // players in turn, moving counterclockwise": counterclockwise is the
    // next higher seat at these tables, clockwise the next lower.
    rules.firstCutOffer = FirstCutOffer::HighestNumberedSeat;
    rules.cutOfferStep = midi ? 1 : -1;
    // §5(d): "placing the cutting card in the stack at least a deck in from
    // either end".
    rules.cutDepth = 52;
    // §5(e): "one cutting card in a position at least 14 cards in from the
    // back of the stack and the second cutting card at the end of the stack".
    rules.minimumCardsBehindCutCard = 14;
    rules.secondCutCardAtEnd = true;
    // §5(e): the first card, shown, and "an additional amount of cards equal
    // to the amount on the first card drawn ... Face cards and tens count as
    // tens. Aces count as one."
    rules.burnsAfterFirstCard = std::array<int, 13>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};
    // §3(b): "The decks of cards opened for use at a Baccarat table shall be
    // changed after the play of each dealing shoe"; §10(d) / Midi §9(d):
    // "replaced with new decks of cards".
    rules.newDecksAfterEachShoe = true;
    return rules;
}

std::vector<ConfigProblem> validateShoeTable(const TableConfig &config, const ShoeRules &rules,
                                             const Scenario *) {
    std::vector<ConfigProblem> problems;
    // The table's own keys for the settings the coup's rules share with it.
    const auto tableField = [](const std::string &field) -> std::string {
        if (field == "seats") {
            return "boxes";
        }
        if (field == "shuffle") {
            return "shuffleOption";
        }
        return field;
    };
    for (const RulesProblem &problem : validate(rulesOfTable(config))) {
        const std::string field = tableField(problem.field);
        if (field == "decks" || field == "boxes" || field == "shuffleOption") {
            problems.push_back({field, problem.message + " (" + problem.citation.text() + ")"});
        }
    }
    if (config.game == Game::MidiBaccarat && config.decks > 8) {
        // Midi §3(a) sets no upper bound; its discard rack holds 8 decks, and
        // so do the trainer's shoes.
        problems.push_back({"decks", "the discard bucket or rack holds 8 decks: the trainer's "
                                     "shoes hold up to eight (" +
                                         midiSection("2(c)").text() + ")"});
    }
    if (config.manualShuffleSteps && !rules.manualShuffleStepsPrescribed) {
        problems.push_back(
            {"manualShuffle", rules.reference(ShoeRule::Shuffle).citation.text() +
                                  " gives its own shuffle options (\"shuffleOption\"); "
                                  "the steps of Blackjack §5(l) are blackjack's"});
    }
    if (config.cutCardTolerance != -1 && rules.minimumCardsBehindCutCard > 0) {
        problems.push_back(
            {"cutCardTolerance", rules.reference(ShoeRule::CutCardPlacement).citation.text() +
                                     " places the cutting card at least " +
                                     std::to_string(rules.minimumCardsBehindCutCard) +
                                     " cards from the back, exactly: no tolerance"});
    }
    return problems;
}

} // namespace dt::baccarat

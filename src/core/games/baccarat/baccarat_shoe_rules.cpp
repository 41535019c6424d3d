#include "baccarat_shoe_rules.h"

#include "../../shoe_preparation_referee.h"
#include "table_rules.h"

namespace dt::baccarat {

namespace {

Game gameOf(const TableConfig &config) {
    return config.game == TableGame::MidiBaccarat ? Game::MidiBaccarat : Game::Baccarat;
}

struct Row {
    ShoeRule rule;
    const char *baccarat; // the section in Part 3
    const char *midi;     // the same rule in Part 4
    const char *requirement;
};

// The checklist's ids are per game: "BA-SHUF-04" and "MB-SHUF-04".
std::string requirementFor(Game game, const char *id) {
    return (game == Game::MidiBaccarat ? "MB" : "BA") + std::string(id);
}

// Rules that have no baccarat counterpart (an idle table's re-inspection,
// the manual shuffle steps, the double shoe, the 6 to 5 variation's and a
// shoe table's batches) are never graded here; each cites the nearest
// section so that every rule has a reference.
constexpr Row kRows[] = {
    {ShoeRule::InspectCards, "4(a)-(b)", "4(a)-(b)", "-OPEN-01"},
    {ShoeRule::VerifyInspection, "4(b)", "4(b)", "-OPEN-01"},
    {ShoeRule::SpreadFaceUp, "4(b)", "4(b)", "-OPEN-01"},
    {ShoeRule::IdleSpread, "4(b)", "4(b)", "-OPEN-01"},
    {ShoeRule::TurnFaceUpForPlayer, "4(b)", "4(b)", "-OPEN-01"},
    {ShoeRule::TurnFaceDown, "4(c)", "4(c)", "-OPEN-02"},
    {ShoeRule::IdleTurnFaceDown, "4(c)", "4(c)", "-OPEN-02"},
    {ShoeRule::WashAndStack, "4(c)", "4(c)", "-OPEN-02"},
    {ShoeRule::IdleWashAndStack, "4(c)", "4(c)", "-OPEN-02"},
    // §3(b): new decks after each dealing shoe; Midi has no §3(b): its §9(d)
    // replaces the cards with new decks after the cover card's last hand.
    {ShoeRule::ClearShoe, "3(b)", "9(d)", "-CONF-05"},
    {ShoeRule::Plug, "3(b)", "9(d)", "-CONF-05"},
    {ShoeRule::Shuffle, "5(a)(1)", "5(a)", "-SHUF-01"},
    {ShoeRule::Riffle, "5(a)(1)", "5(a)", "-SHUF-01"},
    {ShoeRule::Turn, "5(a)(1)", "5(a)", "-SHUF-01"},
    {ShoeRule::Strip, "5(a)(1)", "5(a)", "-SHUF-01"},
    {ShoeRule::ShuffleCut, "5(a)(1)", "5(a)", "-SHUF-01"},
    // §5(c): "begin with the participant seated in the highest number position".
    {ShoeRule::CutToFirstPlayer, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::CutToBox, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::CutToRightAfterDealerHand, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::CutToRightAfterHouseReshuffle, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::CutRefusedClockwise, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::DealerCuts, "5(c)", "5(c)", "-SHUF-02"},
    {ShoeRule::CutDepth, "5(d)", "5(d)", "-SHUF-03"},
    {ShoeRule::CompleteCut, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::CutCardPlacement, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::LoadShoe, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::Burn, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::NewDealerBurn, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::ShowBurnCard, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::Recut, "5(f)", "5(f)", "-SHUF-05"},
    {ShoeRule::DoubleShoeClearSide, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::DoubleShoeSegregatedArea, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::DoubleShoeShuffleOneSide, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::DoubleShoeNoBurn, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::BatchIntoShuffler, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::TakeOtherBatch, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::BottomCutCard, "5(e)", "5(e)", "-SHUF-04"},
    // §5(e): "the second cutting card at the end of the stack".
    {ShoeRule::SecondCutCard, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::HoldInHand, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::NoShoeBurn, "5(e)", "5(e)", "-SHUF-04"},
    {ShoeRule::OneRoundPerDeck, "3(b)", "9(d)", "-CONF-05"},
    {ShoeRule::SpreadBatchesSeparately, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::StackBatchesSeparately, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::ShoeBatchIntoShuffler, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::ShoeTakeOtherBatch, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::OneBatchInDiscardRack, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::IdleBatchIntoShuffler, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::RequestedInspection, "4(e)", "4(e)", "-CONF-07"},
    {ShoeRule::Lace, "5(a)(1)", "5(a)", "-SHUF-01"},
    // §5(a)(1)(i): "require the dealer calling the game to shuffle some or
    // all of the cards again"; Midi §5(a)(1) the same.
    {ShoeRule::Reshuffle, "5(a)(1)(i)", "5(a)(1)", "-SHUF-01"},
    // §5(a)(2) is Baccarat's alone (Midi §5(a) has no such option).
    {ShoeRule::ThreeDealerShuffle, "5(a)(2)", "5(a)", "-CONF-06"},
    {ShoeRule::BurnFirstCardValue, "5(e)", "5(e)", "-SHUF-04"},
};
static_assert(std::size(kRows) == static_cast<std::size_t>(ShoeRule::Count),
              "every shoe rule has its baccarat section");

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

} // namespace

ShoeRules shoeRules(const TableConfig &config) {
    const Game game = gameOf(config);
    ShoeRules rules;
    for (const Row &row : kRows) {
        rules.references[static_cast<std::size_t>(row.rule)] = RuleReference{
            sectionFor(game, row.baccarat, row.midi), requirementFor(game, row.requirement)};
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
    rules.cutOfferStep = game == Game::MidiBaccarat ? 1 : -1;
    // §5(e): "one cutting card in a position at least 14 cards in from the
    // back of the stack and the second cutting card at the end of the stack".
    rules.minimumCardsBehindCutCard = 14;
    rules.secondCutCardAtEnd = true;
    // §5(e): the first card, shown, and "an additional amount of cards equal
    // to the amount on the first card drawn ... Face cards and tens count as
    // tens. Aces count as one."
    rules.burnsAfterFirstCard = std::array<int, 13>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};
    return rules;
}

std::shared_ptr<const Referee> shoePreparationReferee(const TableConfig &config) {
    return std::make_shared<ShoePreparationReferee>(shoeRules(config));
}

std::vector<ConfigProblem> validateShoeTable(const TableConfig &config) {
    std::vector<ConfigProblem> problems;
    if (config.game == TableGame::Blackjack) {
        // Part 2 of 004 (the older Massachusetts blackjack) is not built.
        problems.push_back({"game", "a compendium (004) table must name the game it deals, one "
                                    "whose shoe is built: \"baccarat\" or \"midi-baccarat\""});
        return problems;
    }
    const Game game = gameOf(config);
    const bool midi = game == Game::MidiBaccarat;
    if (!midi && (config.decks < 6 || config.decks > 8)) {
        problems.push_back({"decks", "Baccarat is played with six to eight decks (" +
                                         baccaratSection("3(a)").text() + ")"});
    }
    if (midi && config.decks < 6) {
        problems.push_back({"decks", "Midi Baccarat is played with at least six decks (" +
                                         midiSection("3(a)").text() + ")"});
    }
    if (midi && config.decks > 8) {
        // The text sets no upper bound; its discard bucket holds 8 decks.
        problems.push_back({"decks", "the discard bucket or rack holds 8 decks (" +
                                         midiSection("2(c)").text() +
                                         "): the trainer's shoes hold up to eight"});
    }
    if (!midi && (config.boxes < 10 || config.boxes > 14)) {
        problems.push_back({"boxes", "a Baccarat table has numbered positions for 10 to 14 "
                                     "seated players (" +
                                         baccaratSection("2(a)").text() + ")"});
    }
    if (midi && (config.boxes < 1 || config.boxes > 9)) {
        problems.push_back({"boxes", "a Midi Baccarat table has numbered positions for no more "
                                     "than nine seated players (" +
                                         midiSection("2(a)").text() + ")"});
    }
    if (config.manualShuffleSteps) {
        problems.push_back(
            {"manualShuffle", sectionFor(game, "5(a)", "5(a)").text() +
                                  " gives its own shuffle options (\"shuffleOption\"); "
                                  "the steps of Blackjack §5(l) are blackjack's"});
    }
    if (midi && config.shuffleOption == ShuffleOption::WashAndThreeDealers) {
        problems.push_back({"shuffleOption", "Midi Baccarat is shuffled and laced (" +
                                                 midiSection("5(a)").text() +
                                                 "); the wash and three-dealer shuffle is "
                                                 "Baccarat's (" +
                                                 baccaratSection("5(a)(2)").text() + ")"});
    }
    if (config.cutCardTolerance != -1) {
        problems.push_back({"cutCardTolerance", sectionFor(game, "5(e)", "5(e)").text() +
                                                    " places the cutting card at least 14 cards "
                                                    "from the back, exactly: no tolerance"});
    }
    return problems;
}

} // namespace dt::baccarat

#include "blackjack_shoe_rules.h"

#include "../../scenario.h"
#include "../../shuffler_batch_preparation.h"

namespace dt::blackjack {

namespace {
struct Row {
    ShoeRule rule;
    const char *section;
    const char *requirement;
};

ShoeRules build(Regulation regulation, std::initializer_list<Row> rows) {
    ShoeRules rules;
    rules.game = std::string(regulationTitle(regulation));
    for (const auto &row : rows) {
        rules.references[static_cast<std::size_t>(row.rule)] =
            RuleReference{Citation{regulation, row.section}, row.requirement};
    }
    return rules;
}
} // namespace

ShoeRules shoeRules(Regulation regulation) {
    if (regulation == Regulation::BlackjackTribal) {
        ShoeRules rules = build(
            regulation, {
                            {ShoeRule::InspectCards, "(d)(1)", "BJ2-OPEN-01"},
                            {ShoeRule::VerifyInspection, "(d)(1)", "BJ2-OPEN-01"},
                            {ShoeRule::SpreadFaceUp, "(d)(2)", "BJ-OPEN-01"},
                            {ShoeRule::IdleSpread, "(e)(9)", "BJ-OPEN-04"},
                            {ShoeRule::TurnFaceUpForPlayer, "(e)(9)", "BJ-OPEN-04"},
                            {ShoeRule::TurnFaceDown, "(d)(3)", "BJ2-OPEN-02"},
                            {ShoeRule::IdleTurnFaceDown, "(e)(9)", "BJ-OPEN-04"},
                            {ShoeRule::WashAndStack, "(d)(3)", "BJ2-OPEN-02"},
                            {ShoeRule::IdleWashAndStack, "(e)(9)(i)", "BJ2-OPEN-02"},
                            {ShoeRule::ClearShoe, "(f)(10)(ii)(A)", "BJ-SHUF-09"},
                            {ShoeRule::Plug, "(f)(10)(ii)(A)", "BJ-SHUF-09"},
                            {ShoeRule::Shuffle, "(e)(1)", "BJ2-SHUF-01"},
                            {ShoeRule::Riffle, "(e)(1)", "BJ2-SHUF-01"},
                            {ShoeRule::Turn, "(e)(1)", "BJ2-SHUF-01"},
                            {ShoeRule::Strip, "(e)(1)", "BJ2-SHUF-01"},
                            {ShoeRule::ShuffleCut, "(e)(1)", "BJ2-SHUF-01"},
                            {ShoeRule::CutToFirstPlayer, "(e)(5)(i)", "BJ2-SHUF-03"},
                            {ShoeRule::CutToBox, "(e)(5)(ii)", "BJ2-SHUF-03"},
                            {ShoeRule::CutToRightAfterDealerHand, "(e)(5)(iii)", "BJ2-SHUF-03"},
                            {ShoeRule::CutToRightAfterHouseReshuffle, "(e)(5)(iv)", "BJ2-SHUF-03"},
                            {ShoeRule::CutRefusedClockwise, "(e)(6)", "BJ2-SHUF-03"},
                            {ShoeRule::DealerCuts, "(e)(6)", "BJ2-SHUF-03"},
                            {ShoeRule::CutDepth, "(e)(3)", "BJ2-SHUF-02"},
                            {ShoeRule::CompleteCut, "(e)(4)", "BJ-SHUF-07"},
                            {ShoeRule::CutCardPlacement, "(e)(4)", "BJ-SHUF-07"},
                            {ShoeRule::LoadShoe, "(e)(4)", "BJ-SHUF-07"},
                            {ShoeRule::Burn, "(f)(3)", "BJ-SHUF-10"},
                            {ShoeRule::NewDealerBurn, "(f)(3)", "BJ-SHUF-10"},
                            {ShoeRule::ShowBurnCard, "(f)(3)", "BJ-SHUF-10"},
                            {ShoeRule::Recut, "(e)(7)", "BJ-SHUF-08"},
                            {ShoeRule::DoubleShoeClearSide, "(f)(10)(ii)(B)", "BJ2-SHUF-04"},
                            {ShoeRule::DoubleShoeSegregatedArea, "(f)(10)(ii)(B)", "BJ2-SHUF-04"},
                            {ShoeRule::DoubleShoeShuffleOneSide, "(f)(10)(iii)", "BJ2-SHUF-04"},
                            // (f)(4) is "in lieu of" the burn ((e)(3): a typo for (f)(3)).
                            {ShoeRule::DoubleShoeNoBurn, "(f)(4)", "BJ-SHUF-11"},
                            // 002 has no 6 to 5 variation: its batch shuffler, cut card,
                            // shoe and burn (never cited: the variation is 000 only).
                            {ShoeRule::BatchIntoShuffler, "(b)(4)", "BJ2-CONF-02"},
                            {ShoeRule::TakeOtherBatch, "(b)(4)", "BJ2-CONF-02"},
                            {ShoeRule::BottomCutCard, "(e)(4)", "BJ-SHUF-07"},
                            {ShoeRule::SecondCutCard, "(e)(4)", "BJ-SHUF-07"},
                            {ShoeRule::HoldInHand, "(f)(1)", "BJ-SHUF-07"},
                            {ShoeRule::NoShoeBurn, "(f)(3)", "BJ-SHUF-10"},
                            {ShoeRule::OneRoundPerDeck, "(e)(1)", "BJ2-SHUF-01"},
                            // (b)(4): the batch shuffler. 002 has no §4(d): its opening is
                            // (d)(1)-(3) ("Regardless of shuffling method"), each batch on
                            // its own since the cards "shall be separated into two
                            // batches" ((b)(4)(ii)); and no §5(j)(2) shortcut: (e)(9)(i)
                            // washes, stacks, shuffles and cuts.
                            {ShoeRule::SpreadBatchesSeparately, "(b)(4)(ii)", "BJ2-CONF-02"},
                            {ShoeRule::StackBatchesSeparately, "(b)(4)(ii)", "BJ2-CONF-02"},
                            {ShoeRule::ShoeBatchIntoShuffler, "(b)(4)(iv)", "BJ2-CONF-02"},
                            {ShoeRule::ShoeTakeOtherBatch, "(b)(4)(v)", "BJ2-CONF-02"},
                            {ShoeRule::OneBatchInDiscardRack, "(b)(4)(vi)", "BJ2-CONF-02"},
                            {ShoeRule::IdleBatchIntoShuffler, "(e)(9)(i)", "BJ2-OPEN-02"},
                            {ShoeRule::RequestedInspection, "(e)(9)(i)", "BJ2-OPEN-02"},
                            // Baccarat's lacing, three-dealer shuffle and value burn
                            // are not blackjack's: no citation (ShoeRules::has()).
                        });
        // (d)(1): "the floorperson assigned to the table shall verify the inspection".
        rules.floorpersonVerifiesInspection = true;
        // (e)(3): "at least 10 cards in from either end of the deck or decks".
        rules.cutDepth = 10;
        return rules;
    }
    ShoeRules rules =
        build(regulation, {
                              {ShoeRule::InspectCards, "4(a)-(b)", "BJ-OPEN-01"},
                              {ShoeRule::VerifyInspection, "4(a)", "BJ-OPEN-01"},
                              {ShoeRule::SpreadFaceUp, "4(b)", "BJ-OPEN-01"},
                              {ShoeRule::IdleSpread, "5(j)", "BJ-OPEN-04"},
                              {ShoeRule::TurnFaceUpForPlayer, "5(j)", "BJ-OPEN-04"},
                              {ShoeRule::TurnFaceDown, "4(c)", "BJ-OPEN-02"},
                              {ShoeRule::IdleTurnFaceDown, "5(j)", "BJ-OPEN-04"},
                              {ShoeRule::WashAndStack, "4(c)", "BJ-OPEN-02"},
                              {ShoeRule::IdleWashAndStack, "5(j)(1)", "BJ-OPEN-05"},
                              {ShoeRule::ClearShoe, "6(l)(2)(i)", "BJ-SHUF-09"},
                              {ShoeRule::Plug, "5(l)(1)", "BJ-SHUF-02"},
                              {ShoeRule::Shuffle, "5(a)", "BJ-SHUF-01"},
                              {ShoeRule::Riffle, "5(l)(2)", "BJ-SHUF-02"},
                              {ShoeRule::Turn, "5(l)(3)", "BJ-SHUF-02"},
                              {ShoeRule::Strip, "5(l)(4)", "BJ-SHUF-02"},
                              {ShoeRule::ShuffleCut, "5(l)(5)", "BJ-SHUF-02"},
                              {ShoeRule::CutToFirstPlayer, "5(e)(1)", "BJ-SHUF-04"},
                              {ShoeRule::CutToBox, "5(e)(2)", "BJ-SHUF-04"},
                              {ShoeRule::CutToRightAfterDealerHand, "5(e)(3)", "BJ-SHUF-04"},
                              {ShoeRule::CutToRightAfterHouseReshuffle, "5(e)(4)", "BJ-SHUF-04"},
                              {ShoeRule::CutRefusedClockwise, "5(f)", "BJ-SHUF-05"},
                              {ShoeRule::DealerCuts, "5(f)", "BJ-SHUF-05"},
                              {ShoeRule::CutDepth, "5(c)", "BJ-SHUF-06"},
                              {ShoeRule::CompleteCut, "5(d)", "BJ-SHUF-07"},
                              {ShoeRule::CutCardPlacement, "5(d)", "BJ-SHUF-07"},
                              {ShoeRule::LoadShoe, "5(d)", "BJ-SHUF-07"},
                              {ShoeRule::Burn, "6(c)", "BJ-SHUF-10"},
                              {ShoeRule::NewDealerBurn, "6(c)", "BJ-SHUF-10"},
                              {ShoeRule::ShowBurnCard, "6(c)", "BJ-SHUF-10"},
                              {ShoeRule::Recut, "5(g)", "BJ-SHUF-08"},
                              // §6(l)(2) names only "(i) Whenever a single dealing shoe is
                              // used"; a double shoe follows 002 (f)(10)(ii)(B) and (iii),
                              // the checklist having no handling (docs/lesson-format.md).
                              {ShoeRule::DoubleShoeClearSide, "6(l)(2)", "BJ-SHUF-09"},
                              {ShoeRule::DoubleShoeSegregatedArea, "6(l)(2)", "BJ-SHUF-09"},
                              {ShoeRule::DoubleShoeShuffleOneSide, "6(l)(2)", "BJ-SHUF-09"},
                              {ShoeRule::DoubleShoeNoBurn, "6(d)", "BJ-SHUF-11"},
                              // The 6 to 5 variation; §6A(j)'s "Section 2(e)" and §5(i)'s
                              // "Section 2(d)" are the shuffler paragraph lettered (c) here
                              // (checklist, "Source typos", 000 §2).
                              {ShoeRule::BatchIntoShuffler, "6a(j)", "BJ-SHUF-14"},
                              {ShoeRule::TakeOtherBatch, "2(c)", "BJ-SHUF-14"},
                              {ShoeRule::BottomCutCard, "5(i)", "BJ-SHUF-12"},
                              {ShoeRule::SecondCutCard, "5(i)", "BJ-SHUF-12"},
                              {ShoeRule::HoldInHand, "6a(b)", "BJ-DEAL-14"},
                              {ShoeRule::NoShoeBurn, "6a(c)", "BJ-SHUF-13"},
                              {ShoeRule::OneRoundPerDeck, "5(i)", "BJ-SHUF-12"},
                              // The shoe's batch shuffler: the second paragraph lettered
                              // (b) in §2 (checklist, "Source typos", 000 §2: 004's
                              // §2(c)); its (1)-(5) follow the first (b)'s (1)-(3), so
                              // its (3) is cited as "2(b)": "2(b)(3)" is the ace's value.
                              {ShoeRule::SpreadBatchesSeparately, "4(d)", "BJ-OPEN-03"},
                              {ShoeRule::StackBatchesSeparately, "4(d)", "BJ-OPEN-03"},
                              {ShoeRule::ShoeBatchIntoShuffler, "2(b)", "BJ-CONF-03"},
                              {ShoeRule::ShoeTakeOtherBatch, "2(b)(4)", "BJ-CONF-03"},
                              {ShoeRule::OneBatchInDiscardRack, "2(b)(5)", "BJ-CONF-03"},
                              {ShoeRule::IdleBatchIntoShuffler, "5(j)(2)", "BJ-OPEN-06"},
                              {ShoeRule::RequestedInspection, "5(j)(2)", "BJ-OPEN-06"},
                              // Baccarat's lacing, three-dealer shuffle and value burn
                              // are not blackjack's: no citation (ShoeRules::has()).
                          });
    // §5(l): "When the licensee is using a manual shuffle the following steps
    // will be incorporated"; the tribal text prescribes no steps.
    rules.manualShuffleStepsPrescribed = true;
    // §5(c): "at least a deck in from either end"; the 6 to 5 variation's
    // single deck, which cannot be, is cut anywhere within it (checklist,
    // "Source typos", 000 §5(c); shuffler_batch_preparation.h).
    rules.cutDepth = 52;
    rules.singleShufflerDeckCutWithin = true;
    return rules;
}

std::vector<ConfigProblem> validateTable(const TableConfig &config, const ShoeRules &rules,
                                         const Scenario *scenario) {
    std::vector<ConfigProblem> problems;
    const bool tribal = config.regulation == Regulation::BlackjackTribal;
    const auto cite = [&](const char *massachusetts, const char *tribalSection) {
        return Citation{config.regulation, tribal ? tribalSection : massachusetts}.text();
    };
    // A single deck of the 6 to 5 variation is cut within the deck
    // (cutDepth()), whatever the lesson starts at (prepareHandDealtDecks()).
    const bool singleDeckOfTheRound = scenario != nullptr && singleDeckVariation(*scenario);
    if (config.decks < 1 || config.decks > 8) {
        // At least one deck: Blackjack §2(a), Blackjack (tribal) (b)(1).
        problems.push_back({"decks", "must be between 1 and 8 decks (" + cite("2(a)", "(b)(1)") +
                                         " requires at least one deck; the trainer's shoes hold "
                                         "up to eight)"});
    } else if (config.cardCount() < 2 * rules.cutDepth && !singleDeckOfTheRound) {
        problems.push_back(
            {"decks", std::to_string(config.decks) + " deck(s) cannot be cut at least " +
                          std::to_string(rules.cutDepth) + " cards from either end (" +
                          rules.reference(ShoeRule::CutDepth).citation.text() + ")"});
    }
    if (config.boxes < 1 || config.boxes > 7) {
        problems.push_back({"boxes", "a blackjack layout has 1 to 7 boxes"});
    }
    if (config.cutCardTolerance < -1 ||
        (config.decks >= 1 && config.cutCardTolerance >= config.cardCount() / 4)) {
        problems.push_back({"cutCardTolerance", "must be 0 or more and less than a quarter of the "
                                                "stack (" +
                                                    cite("5(d)", "(e)(4)") + ")"});
    }
    if (config.shuffleOption) {
        problems.push_back({"shuffleOption", "the blackjack texts prescribe one shuffle "
                                             "(Blackjack §5(a), Blackjack (tribal) (e)(1)); "
                                             "a shuffle option is the compendium's (Baccarat "
                                             "§5(a))"});
    }
    if (config.manualShuffleSteps && !rules.manualShuffleStepsPrescribed) {
        problems.push_back({"manualShuffle",
                            "Blackjack (tribal) (e)(1) prescribes no manual shuffle steps; "
                            "the steps of Blackjack §5(l) apply to the Massachusetts rules only"});
    }
    return problems;
}

} // namespace dt::blackjack

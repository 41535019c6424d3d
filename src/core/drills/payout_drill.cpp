#include "payout_drill.h"

#include "../games/baccarat/table_rules.h"
#include "../games/blackjack/settlement.h"
#include "../seeded_random.h"
#include "../speed_targets.h"
#include "box_payouts.h"
#include "commission_drill.h"
#include "side_wager_payouts.h"

#include <algorithm>
#include <array>

namespace dt::drills {

namespace {

using blackjack::PayoutRules;

struct SituationInfo {
    PayoutSituation situation;
    std::string_view key;
    std::string_view title;
    // Blackjack, or Baccarat for both baccarat games (Part 3 and Part 4).
    TableGame game = TableGame::Blackjack;
};

constexpr auto kBaccarat = TableGame::Baccarat;

constexpr std::array<SituationInfo, 31> kSituations = {{
    {PayoutSituation::Natural3to2, "natural-3-to-2", "A blackjack at 3 to 2"},
    {PayoutSituation::Natural6to5, "natural-6-to-5", "A blackjack at 6 to 5"},
    {PayoutSituation::WinningWager, "winning-wager", "A winning hand"},
    {PayoutSituation::WinningDouble, "winning-double", "A winning double down"},
    {PayoutSituation::Split21, "split-21", "A split hand's 21"},
    {PayoutSituation::Push, "push", "A push"},
    {PayoutSituation::Insurance, "insurance", "Winning insurance"},
    {PayoutSituation::EvenMoney, "even-money", "Even money"},
    {PayoutSituation::FiveCard21, "five-card-21", "Five cards totaling 21"},
    {PayoutSituation::Surrender, "surrender", "A surrender"},
    {PayoutSituation::MatchTheDealer, "match-the-dealer", "Match the Dealer"},
    {PayoutSituation::TwentyOnePlusThree, "21-plus-3", "21+3"},
    {PayoutSituation::KingsBounty, "kings-bounty", "King's Bounty"},
    {PayoutSituation::OverUnder13, "over-under-13", "Over/under 13"},
    {PayoutSituation::SameSuit, "same-suit", "Same suit"},
    {PayoutSituation::Sevens, "sevens", "Sevens"},
    {PayoutSituation::TwentyPointBonus, "twenty-point-bonus", "Twenty point bonus"},
    {PayoutSituation::InBetween, "in-between", "In-between"},
    {PayoutSituation::BusterBlackjack, "buster-blackjack", "Buster Blackjack"},
    {PayoutSituation::TriLuxBonus, "trilux-bonus", "TriLux Bonus"},
    {PayoutSituation::Blazing7s, "blazing-7s", "Blazing 7's"},
    {PayoutSituation::BankerCommissionCollected, "banker-commission-collected",
     "Commission on a Banker win, collected at the payout", kBaccarat},
    {PayoutSituation::BankerCommissionMarked, "banker-commission-marked",
     "Commission on a Banker win, marked in the box", kBaccarat},
    {PayoutSituation::CommissionOwedAtNewShoe, "commission-owed-at-new-shoe",
     "Commission marked over the shoe, collected before the new shoe", kBaccarat},
    {PayoutSituation::PlayerWin, "player-win", "A Player win", kBaccarat},
    {PayoutSituation::TieWin, "tie-win", "A Tie", kBaccarat},
    {PayoutSituation::EzBankerWin, "ez-banker-win", "An EZ Baccarat Banker win", kBaccarat},
    {PayoutSituation::EzBankerDragon7, "ez-banker-dragon-7", "An EZ Baccarat Banker Dragon 7",
     kBaccarat},
    {PayoutSituation::Dragon7Insurance, "dragon-7", "Dragon 7 Insurance", kBaccarat},
    {PayoutSituation::Panda8Insurance, "panda-8", "Panda 8 Insurance", kBaccarat},
    {PayoutSituation::DragonBonus, "dragon-bonus", "Dragon Bonus", kBaccarat},
}};

constexpr Money c(std::int64_t cents) {
    return Money::cents(cents);
}

Card card(Rank rank, Suit suit) {
    return Card{rank, suit, 0};
}

std::string cardsText(const std::vector<Card> &cards) {
    std::string text;
    for (const Card &each : cards) {
        if (!text.empty()) {
            text += ' ';
        }
        text += toString(each);
    }
    return text;
}

// Whether the drill's rack ($1, $2.50, $5, ...) can build `amount`: a whole
// dollar amount, or one ending in 50 cents of at least $2.50.
bool payableWithRack(Money amount) {
    const auto cents = amount.inCents();
    if (cents < 0 || cents % 50 != 0) {
        return false;
    }
    return cents % 100 == 0 || cents >= 250;
}

bool paysSixToFive(PayoutSituation situation) {
    return situation == PayoutSituation::Natural6to5;
}

} // namespace

std::vector<Money> drillWagerChips(int difficulty, bool multiplesOfFive, SeededRandom &random) {
    const auto between = [&random](int low, int high) {
        return low + static_cast<int>(random.below(static_cast<std::uint64_t>(high - low + 1)));
    };
    std::vector<Money> chips;
    const auto add = [&chips](std::int64_t cents, int count) {
        for (int i = 0; i < count; ++i) {
            chips.push_back(c(cents));
        }
    };
    switch (difficulty) {
    case 1:
        add(random.below(2) == 0 ? 500 : 2500, 1);
        break;
    case 2:
        add(random.below(2) == 0 ? 500 : 2500, between(2, 5));
        break;
    case 3:
        add(2500, between(1, 4));
        add(500, between(1, 4));
        break;
    case 4:
        add(2500, between(0, 3));
        add(500, between(1, 3));
        if (!multiplesOfFive) {
            add(100, between(1, 4));
        }
        break;
    default:
        add(10000, between(1, 2));
        add(2500, between(0, 3));
        add(500, between(0, 3));
        if (!multiplesOfFive) {
            add(100, between(1, 4));
        }
        break;
    }
    return chips;
}

namespace {

Money sum(const std::vector<Money> &chips) {
    Money total;
    for (Money chip : chips) {
        total += chip;
    }
    return total;
}

Suit suitOf(std::uint64_t n) {
    return static_cast<Suit>(n % 4);
}

Rank tenValue(std::uint64_t n) {
    static constexpr std::array<Rank, 4> kTens = {Rank::King, Rank::Queen, Rank::Jack, Rank::Ten};
    return kTens[n % 4];
}

Rank smallRank(std::uint64_t n) { // 2..9
    return static_cast<Rank>(2 + n % 8);
}

std::string dealerWord(const Card &up) {
    return std::string(rankName(up.rank));
}

void settleMain(PayoutQuestion &question, const PayoutRules &rules, bool afterSplit) {
    const blackjack::WagerResult result =
        blackjack::settleMainWager(question.playerCards, afterSplit, question.doubledBy,
                                   question.wager, question.dealerCards, rules);
    question.correct = result.net.inCents() > 0 ? result.net : Money();
    question.citation = result.rule;
}

std::string oddsExplanation(Money wager, Odds odds, Money correct) {
    return wager.text() + " at " + odds.text() + " is " + correct.text();
}

} // namespace

const std::vector<PayoutSituation> &allPayoutSituations() {
    static const std::vector<PayoutSituation> all = [] {
        std::vector<PayoutSituation> list;
        for (const auto &info : kSituations) {
            list.push_back(info.situation);
        }
        return list;
    }();
    return all;
}

std::string_view situationKey(PayoutSituation situation) {
    for (const auto &info : kSituations) {
        if (info.situation == situation) {
            return info.key;
        }
    }
    return {};
}

std::optional<PayoutSituation> situationFromKey(std::string_view key) {
    for (const auto &info : kSituations) {
        if (info.key == key) {
            return info.situation;
        }
    }
    return std::nullopt;
}

std::string_view situationTitle(PayoutSituation situation) {
    for (const auto &info : kSituations) {
        if (info.situation == situation) {
            return info.title;
        }
    }
    return {};
}

bool situationBelongsTo(PayoutSituation situation, TableGame game) {
    for (const auto &info : kSituations) {
        if (info.situation == situation) {
            return info.game == TableGame::Blackjack ? game == TableGame::Blackjack
                                                     : game != TableGame::Blackjack;
        }
    }
    return false;
}

std::vector<PayoutSituation> payoutSituationsOf(TableGame game) {
    std::vector<PayoutSituation> list;
    for (const auto &info : kSituations) {
        if (situationBelongsTo(info.situation, game)) {
            list.push_back(info.situation);
        }
    }
    return list;
}

const std::vector<Money> &drillChips() {
    static const std::vector<Money> chips = {c(100),   c(250),   c(500),   c(2500),
                                             c(10000), c(50000), c(100000)};
    return chips;
}

const std::vector<Money> &drillChips(TableGame game) {
    return game == TableGame::Blackjack ? drillChips() : commissionDrillChips();
}

std::string_view drillActionKey(DrillAction action) {
    switch (action) {
    case DrillAction::Collect:
        return "collect";
    case DrillAction::Mark:
        return "mark";
    case DrillAction::Pay:
        break;
    }
    return "pay";
}

std::string_view drillAnswerKind(const PayoutQuestion &question) {
    return question.action == DrillAction::Pay ? "payout_drill" : "commission_drill";
}

void addTableMistake(PayoutQuestion &question, Money amount, std::string name) {
    if (amount == question.correct) {
        return;
    }
    for (const PayoutMistake &known : question.tableMistakes) {
        if (known.amount == amount) {
            return;
        }
    }
    question.tableMistakes.push_back({amount, std::move(name)});
}

int wagerCount(const PayoutQuestion &question) {
    return question.wagers.empty() ? 1 : static_cast<int>(question.wagers.size());
}

const PayoutQuestion &wagerAt(const PayoutQuestion &question, int index) {
    if (question.wagers.empty() || index < 0 || index >= wagerCount(question)) {
        return question;
    }
    return question.wagers[static_cast<std::size_t>(index)];
}

PayoutQuestion makeQuestion(PayoutSituation situation, const std::vector<Money> &chips,
                            std::uint64_t variant) {
    return makeQuestion(situation, chips, variant, defaultDrillTable());
}

PayoutQuestion makeQuestion(PayoutSituation situation, const std::vector<Money> &chips,
                            std::uint64_t variant, const blackjack::TableOffer &table) {
    PayoutQuestion q;
    q.situation = situation;
    q.wagerChips = chips;
    q.wager = sum(chips);
    const Suit s1 = suitOf(variant);
    const Suit s2 = suitOf(variant / 4 + 1);
    const Rank ten = tenValue(variant / 3);
    PayoutRules rules;
    switch (situation) {
    case PayoutSituation::Natural3to2: {
        const Card up = card(smallRank(variant / 7), s2);
        q.playerCards = {card(Rank::Ace, s1), card(ten, s2)};
        q.dealerCards = {up, card(Rank::Eight, s1)};
        q.caption = "Blackjack against the dealer's " + dealerWord(up) + " — a 3 to 2 table";
        q.odds = {3, 2};
        settleMain(q, rules, false);
        q.citation = blackjackSection("3(e)");
        q.requirement = "BJ-SETTLE-03";
        break;
    }
    case PayoutSituation::Natural6to5: {
        const Card up = card(smallRank(variant / 7), s2);
        q.playerCards = {card(ten, s1), card(Rank::Ace, s2)};
        q.dealerCards = {up, card(Rank::Nine, s1)};
        q.caption = "Blackjack against the dealer's " + dealerWord(up) + " — the 6 to 5 variation";
        q.odds = {6, 5};
        rules.blackjack = {6, 5};
        rules.sixToFiveVariation = true;
        settleMain(q, rules, false);
        q.citation = blackjackSection("3(e)");
        q.requirement = "BJ-SETTLE-03";
        break;
    }
    case PayoutSituation::WinningWager: {
        q.playerCards = {card(ten, s1), card(Rank::Nine, s2)};
        q.dealerCards = {card(Rank::Ten, s2), card(Rank::Eight, s1)};
        q.caption = "The player's 19 beats the dealer's 18";
        q.odds = {1, 1};
        settleMain(q, rules, false);
        q.requirement = "BJ-SETTLE-03";
        break;
    }
    case PayoutSituation::WinningDouble: {
        // The double matches the original wager (§10(a) allows up to it).
        q.wagerChips.insert(q.wagerChips.end(), chips.begin(), chips.end());
        q.doubledBy = q.wager;
        q.wager = sum(q.wagerChips);
        q.playerCards = {card(Rank::Six, s1), card(Rank::Five, s2), card(ten, s1)};
        q.dealerCards = {card(Rank::Ten, s2), card(Rank::Nine, s1)};
        q.caption = "Doubled down on 11: 21 against the dealer's 19 (the wager and the double)";
        q.odds = {1, 1};
        settleMain(q, rules, false);
        q.citation = blackjackSection("10(a)");
        q.requirement = "BJ-SETTLE-03";
        break;
    }
    case PayoutSituation::Split21: {
        q.playerCards = {card(Rank::Ace, s1), card(ten, s2)};
        q.dealerCards = {card(Rank::Ten, s1), card(Rank::Nine, s2)};
        q.caption = "A split hand of aces: ace and " + std::string(rankName(ten)) +
                    " against the dealer's 19";
        q.odds = {1, 1};
        settleMain(q, rules, true);
        q.citation = blackjackSection("1");
        q.requirement = "BJ-SETTLE-03";
        break;
    }
    case PayoutSituation::Push: {
        q.playerCards = {card(ten, s1), card(Rank::Eight, s2)};
        q.dealerCards = {card(Rank::Nine, s1), card(Rank::Nine, s2)};
        q.caption = "The player's 18 against the dealer's 18";
        q.odds = {0, 1};
        settleMain(q, rules, false);
        q.requirement = "BJ-SETTLE-02";
        break;
    }
    case PayoutSituation::Insurance: {
        // The wager on the insurance line is half the box's wager (§9(b)).
        q.mainWager = q.wager + q.wager;
        q.playerCards = {card(ten, s1), card(Rank::Seven, s2)};
        q.dealerCards = {card(Rank::Ace, s2), card(ten, s1)};
        q.caption =
            "The dealer has blackjack: the insurance wins (box wager " + q.mainWager.text() + ")";
        q.odds = {2, 1};
        const auto result =
            blackjack::settleInsurance(q.wager, q.mainWager, true, Money::dollars(1));
        q.correct = result.net;
        q.citation = result.rule;
        q.requirement = "BJ-SETTLE-06";
        break;
    }
    case PayoutSituation::EvenMoney: {
        q.playerCards = {card(Rank::Ace, s1), card(ten, s2)};
        q.dealerCards = {card(Rank::Ace, s2)};
        q.caption = "Blackjack under the dealer's ace: the player takes even money";
        q.odds = {1, 1};
        q.correct = blackjack::evenMoney(q.wager);
        q.citation = blackjackSection("7(c)");
        q.requirement = "BJ-OPT-09";
        break;
    }
    case PayoutSituation::FiveCard21: {
        q.playerCards = {card(Rank::Two, s1), card(Rank::Three, s2), card(Rank::Four, s1),
                         card(Rank::Five, s2), card(Rank::Seven, s1)};
        q.dealerCards = {card(Rank::Ten, s2), card(Rank::Eight, s1)};
        q.caption = "Five cards totaling 21 against the dealer's 18 — the table offers §16";
        q.odds = {2, 1};
        rules.fiveCard21Pays2to1 = true;
        settleMain(q, rules, false);
        q.citation = blackjackSection("16(a)");
        q.requirement = "BJ-SETTLE-09";
        break;
    }
    case PayoutSituation::Surrender: {
        q.playerCards = {card(ten, s1), card(Rank::Six, s2)};
        q.dealerCards = {card(Rank::Nine, s1)};
        q.caption = "The player surrenders 16 against the dealer's 9: return the half";
        q.odds = {1, 2};
        q.correct = blackjack::surrenderRefund(q.wager);
        q.citation = blackjackSection("8(a)(1)");
        q.requirement = "BJ-OPT-02";
        break;
    }
    default:
        // The side wagers, from the table's pay tables.
        makeSideWagerQuestion(q, table, variant);
        break;
    }
    switch (situation) {
    case PayoutSituation::Push:
        q.oddsText = "nothing: a push";
        q.explanation =
            "Equal totals: the wager is void and stays with the player; nothing is paid";
        break;
    case PayoutSituation::Surrender:
        q.oddsText = "one-half returned";
        q.explanation = "Half of " + q.wager.text() + " is " + q.correct.text();
        break;
    case PayoutSituation::Split21:
        q.oddsText = q.odds.text();
        q.explanation = "A 21 after a split is no blackjack (§1): " +
                        oddsExplanation(q.wager, q.odds, q.correct);
        break;
    default:
        q.oddsText = q.odds.text();
        q.explanation = oddsExplanation(q.wager, q.odds, q.correct);
        break;
    }
    q.wagerLabel = situation == PayoutSituation::Insurance ? "Insurance"
                   : isSideWagerSituation(situation)
                       ? std::string(situationTitle(situation)) + " wager"
                       : "Main wager";
    (void)cardsText;
    return q;
}

std::vector<PayoutQuestion> generatePayoutDrill(const std::vector<PayoutSituation> &situations,
                                                int difficulty, int count, std::uint64_t seed) {
    return generatePayoutDrill(situations, difficulty, count, seed, defaultDrillTable());
}

namespace {

// The chips of a wager of `amount`, largest first (a fixed side wager).
std::vector<Money> chipsOf(Money amount) {
    std::vector<Money> chips;
    const auto &rack = drillChips();
    for (auto chip = rack.rbegin(); chip != rack.rend(); ++chip) {
        while (amount >= *chip && chip->inCents() > 0) {
            chips.push_back(*chip);
            amount -= *chip;
        }
    }
    return chips;
}

// A payout no larger than this is built at the table; a top row of a side
// wager's pay table (1000 to 1) is dealt on one small chip instead.
constexpr Money kLargestDrillPayout = Money::dollars(10000);

bool acceptable(const PayoutQuestion &question) {
    return (payableWithRack(question.correct) || question.correct == Money()) &&
           question.correct <= kLargestDrillPayout;
}

} // namespace

PayoutQuestion makeWagerQuestion(PayoutSituation situation, int difficulty, SeededRandom &random,
                                 const blackjack::TableOffer &table) {
    if (const auto amount = fixedSideWagerAmount(situation, table)) {
        return makeQuestion(situation, chipsOf(*amount), random.next(), table);
    }
    PayoutQuestion question;
    // A wager whose exact payout the rack cannot build is dealt again.
    for (int tries = 0; tries < 64; ++tries) {
        const auto chips = drillWagerChips(difficulty, paysSixToFive(situation), random);
        question = makeQuestion(situation, chips, random.next(), table);
        if (acceptable(question)) {
            return question;
        }
    }
    for (const Money chip : {Money::dollars(5), Money::dollars(1)}) {
        question = makeQuestion(situation, {chip}, random.next(), table);
        if (acceptable(question)) {
            break;
        }
    }
    return question;
}

std::vector<PayoutQuestion> generatePayoutDrill(const std::vector<PayoutSituation> &situations,
                                                int difficulty, int count, std::uint64_t seed,
                                                const blackjack::TableOffer &table) {
    return generatePayoutDrill(situations, difficulty, count, seed, table, baccarat::TableRules{});
}

std::vector<PayoutQuestion> generatePayoutDrill(const std::vector<PayoutSituation> &situations,
                                                int difficulty, int count, std::uint64_t seed,
                                                const blackjack::TableOffer &table,
                                                const baccarat::TableRules &baccaratTable) {
    std::vector<PayoutQuestion> questions;
    if (situations.empty() || difficulty < 1 || difficulty > kMaxDrillDifficulty || count <= 0) {
        return questions;
    }
    SeededRandom random(seed);
    std::vector<PayoutSituation> order;
    while (static_cast<int>(order.size()) < count) {
        std::vector<PayoutSituation> round = situations;
        random.shuffle(round);
        order.insert(order.end(), round.begin(), round.end());
    }
    order.resize(static_cast<std::size_t>(count));
    for (const PayoutSituation situation : order) {
        if (isCommissionDrillSituation(situation)) {
            questions.push_back(makeCommissionQuestion(
                situation, std::min(difficulty, kSeveralWagersDifficulty - 1), random,
                baccaratTable));
        } else if (difficulty >= kSeveralWagersDifficulty && hasBoxForm(situation)) {
            questions.push_back(makeBoxQuestion(situation, random, table));
        } else {
            questions.push_back(makeWagerQuestion(
                situation, std::min(difficulty, kSeveralWagersDifficulty - 1), random, table));
        }
    }
    return questions;
}

namespace {

using Mistake = PayoutMistake;

void addAt(std::vector<Mistake> &list, Money wager, Odds odds, std::string name) {
    if (const auto amount = payout(wager, odds)) {
        list.push_back({*amount, std::move(name)});
    }
}

std::vector<Mistake> likelyMistakes(const PayoutQuestion &q) {
    std::vector<Mistake> list = q.tableMistakes;
    const Money w = q.wager;
    switch (q.situation) {
    case PayoutSituation::Natural3to2:
        addAt(list, w, {6, 5}, "paid 6 to 5 at a 3 to 2 table");
        addAt(list, w, {1, 1}, "paid even money on a blackjack");
        addAt(list, w, {2, 1}, "paid 2 to 1 on a blackjack");
        break;
    case PayoutSituation::Natural6to5:
        addAt(list, w, {3, 2}, "paid 3 to 2 at a 6 to 5 table");
        addAt(list, w, {1, 1}, "paid even money on a blackjack");
        break;
    case PayoutSituation::WinningWager:
        addAt(list, w, {3, 2}, "paid 3 to 2 on a hand that is no blackjack");
        break;
    case PayoutSituation::WinningDouble:
        list.push_back({w - q.doubledBy, "paid the original wager only, not the double"});
        addAt(list, w, {3, 2}, "paid 3 to 2 on a double");
        break;
    case PayoutSituation::Split21:
        addAt(list, w, {3, 2}, "paid 3 to 2 on a split 21");
        addAt(list, w, {6, 5}, "paid 6 to 5 on a split 21");
        break;
    case PayoutSituation::Push:
        break;
    case PayoutSituation::Insurance:
        addAt(list, w, {1, 1}, "paid insurance at 1 to 1, not 2 to 1");
        addAt(list, w, {3, 2}, "paid insurance at 3 to 2, not 2 to 1");
        addAt(list, q.mainWager, {3, 2}, "paid the blackjack instead of the insurance");
        break;
    case PayoutSituation::EvenMoney:
        addAt(list, w, {3, 2}, "paid 3 to 2 after the player took even money");
        addAt(list, w, {6, 5}, "paid 6 to 5 after the player took even money");
        break;
    case PayoutSituation::FiveCard21:
        addAt(list, w, {1, 1}, "paid even money on five cards totaling 21");
        addAt(list, w, {3, 2}, "paid 3 to 2 on five cards totaling 21 (no blackjack)");
        break;
    case PayoutSituation::Surrender:
        list.push_back({w, "returned the whole wager on a surrender"});
        list.push_back({Money(), "kept the whole wager on a surrender"});
        break;
    default:
        if (isSideWagerSituation(q.situation) && q.odds != Odds{1, 1}) {
            addAt(list, w, {1, 1}, "paid even money on the side wager");
        }
        break;
    }
    // A commission collected or marked is no winning wager paid.
    if (q.correct > Money() && q.situation != PayoutSituation::Surrender &&
        q.action == DrillAction::Pay) {
        list.push_back(
            {q.correct + w, "paid the wager with the winnings (it stays on the layout)"});
        list.push_back({Money(), "paid nothing on a winning wager"});
    }
    return list;
}

} // namespace

PayoutGrade gradePayout(const PayoutQuestion &question, Money paid) {
    PayoutGrade grade;
    grade.citation = question.citation;
    grade.requirement = question.requirement;
    if (paid == question.correct) {
        grade.correct = true;
        grade.message = "Correct: " + question.explanation + ".";
        return grade;
    }
    for (const Mistake &mistake : likelyMistakes(question)) {
        if (grade.error.empty() && mistake.amount == paid && mistake.amount != question.correct) {
            grade.error = mistake.name;
        }
    }
    if (grade.error.empty() && question.situation == PayoutSituation::Push) {
        grade.error = "paid the push";
    }
    const bool sideWager = isSideWagerSituation(question.situation);
    if (grade.error.empty() && sideWager && question.wager > Money() &&
        paid.inCents() % question.wager.inCents() == 0) {
        const auto times = paid.inCents() / question.wager.inCents();
        grade.error = "paid " + std::to_string(times) + " to 1, not " + question.oddsText;
    }
    if (grade.error.empty()) {
        grade.error = paid < question.correct ? "short by " + (question.correct - paid).text()
                                              : "over by " + (paid - question.correct).text();
    }
    grade.message = "Paid " + paid.text() + ", correct " + question.correct.text() + ": " +
                    grade.error + ". " + question.explanation + ".";
    return grade;
}

double medianSeconds(std::vector<double> seconds) {
    if (seconds.empty()) {
        return 0.0;
    }
    std::sort(seconds.begin(), seconds.end());
    const std::size_t middle = seconds.size() / 2;
    return seconds.size() % 2 == 1 ? seconds[middle]
                                   : (seconds[middle - 1] + seconds[middle]) / 2.0;
}

DrillScore scoreDrill(int asked, const std::vector<bool> &correct,
                      const std::vector<double> &seconds, double passAccuracy,
                      double passMedianSeconds) {
    DrillScore score;
    score.correct = static_cast<int>(std::count(correct.begin(), correct.end(), true));
    score.paid = static_cast<int>(correct.size());
    score.accuracy = correct.empty()
                         ? 0.0
                         : static_cast<double>(score.correct) / static_cast<double>(correct.size());
    score.medianSeconds = medianSeconds(seconds);
    // The tolerance keeps a mark met exactly (19 of 20 against 0.95) a pass.
    constexpr double kTolerance = 1e-9;
    score.accuracyMet = score.accuracy + kTolerance >= passAccuracy;
    score.timeMet = medianTimeMet(score.medianSeconds, passMedianSeconds);
    score.passed = asked > 0 && static_cast<int>(correct.size()) == asked && score.accuracyMet &&
                   score.timeMet;
    return score;
}

DrillScore scoreDrill(int asked, const std::vector<std::vector<bool>> &wagersCorrect,
                      const std::vector<double> &seconds, double passAccuracy,
                      double passMedianSeconds) {
    std::vector<bool> everyWager;
    for (const auto &question : wagersCorrect) {
        everyWager.insert(everyWager.end(), question.begin(), question.end());
    }
    DrillScore score =
        scoreDrill(static_cast<int>(everyWager.size()), everyWager, seconds, 0.0, 0.0);
    // Every question asked answered, then the marks as in the single-wager form.
    constexpr double kTolerance = 1e-9;
    score.accuracyMet = score.accuracy + kTolerance >= passAccuracy;
    score.timeMet = medianTimeMet(score.medianSeconds, passMedianSeconds);
    score.passed = asked > 0 && static_cast<int>(wagersCorrect.size()) == asked &&
                   score.accuracyMet && score.timeMet;
    return score;
}

} // namespace dt::drills

#pragma once

#include <QString>
#include <QStringList>
#include <core/drills/payout_drill.h>
#include <core/drills/side_wager_payouts.h>
#include <core/games/baccarat/table_rules.h>
#include <core/scenario.h>
#include <core/session.h>
#include <core/spot_the_error_plan.h>
#include <optional>
#include <vector>

namespace dt::lessons {

// A payout drill (docs/lesson-format.md, "drill"): timed payouts of the
// situations listed, wagers at the difficulty step, instead of a table.
struct DrillSpec {
    std::vector<dt::drills::PayoutSituation> situations;
    int difficulty = 1; // 1..dt::drills::kMaxDrillDifficulty
    int payouts = 20;
    double targetSeconds = 6.0; // the target time per payout
    double passAccuracy = 0.95; // fraction of payouts exact
    double passMedianSeconds = 6.0;
    std::optional<quint64> seed; // fixed questions; none: new ones each attempt
    // The table whose pay tables the side wagers are paid from ("drill.table",
    // the form of docs/table-config.md); none: dt::drills::defaultDrillTable().
    std::optional<dt::blackjack::TableOffer> table;
    // A baccarat or midi baccarat drill's table (the same "drill.table" in
    // the form of a baccarat table): its rounding, Tie odds and Dragon Bonus
    // pay table; the game's defaults when the lesson names none. Unset for
    // a blackjack drill.
    std::optional<dt::baccarat::TableRules> baccaratTable;

    // The drill's questions dealt with the seed `dealtWith`, each situation at its table (the
    // app's DrillController and `dealer-trainer-cli autoplay` deal the same).
    std::vector<dt::drills::PayoutQuestion> questions(quint64 dealtWith) const {
        return dt::drills::generatePayoutDrill(situations, difficulty, payouts, dealtWith,
                                               table.value_or(dt::drills::defaultDrillTable()),
                                               baccaratTable.value_or(dt::baccarat::TableRules{}));
    }
};

// One lesson file (docs/lesson-format.md), read into the core's structs: the
// lesson selects and parameterises the rules, the core holds them.
struct Lesson {
    QString id;   // "blackjack/01-opening-new-table": the path without ".json"
    QString game; // "blackjack"
    QString title;
    QString objective;
    QString explanation;
    QStringList sections; // citations as printed: "Blackjack §5(e)(1)"
    QStringList hints;
    dt::PassCriteria pass;
    dt::Scenario scenario;
    QString filePath; // where the lesson was read from
    // Set for a payout drill, whose scenario is then unused.
    std::optional<DrillSpec> drill;
    // Set for a spot-the-error exercise ("spotTheError"): a simulated dealer
    // deals the scenario with these errors; the examinee stops at each.
    std::optional<dt::SpotTheErrorSpec> spotTheError;

    bool isDrill() const { return drill.has_value(); }
    bool isSpotTheError() const { return spotTheError.has_value(); }
};

} // namespace dt::lessons

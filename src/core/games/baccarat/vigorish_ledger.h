#pragma once

#include "../../money.h"
#include "table_rules.h"

#include <map>
#include <set>
#include <vector>

namespace dt::baccarat {

// What the dealer does with the vigorish a winning Banker wager owes
// (§13(d) / Midi §12(d)).
enum class VigorishAction {
    None,      // EZ Baccarat, or nothing owed
    Collected, // (d)(1) collected with the payout
    Marked,    // (d)(2)(ii) a marker of the amount in the seat's numbered box
};

// The vigorish of each seat: what is marked and still owed, and what has
// been collected. Seats are the table's numbered positions.
class VigorishLedger {
public:
    // The vigorish of one winning payout at `seat`, collected or marked as
    // the table's option says.
    VigorishAction record(const TableRules &rules, int seat, Money vigorish);

    // §13(d)(2)(ii): the amount on the seat's marker (zero: no marker).
    Money owed(int seat) const;
    // Everything collected from the seat so far, at payout or from markers.
    Money collected(int seat) const;
    // The seats with a marker, highest number first.
    std::vector<int> seatsOwing() const;
    // Every marker's amount, by seat.
    const std::map<int, Money> &markers() const { return owed_; }

    // §13(d)(2)(i), (iii): the player leaves, or the shoe is done: the
    // marker's amount is collected and only then the marker removed.
    // Returns the amount collected.
    Money collect(int seat);
    // §13(d)(2)(i): before play with a new dealing shoe every marker is
    // collected. Returns the total.
    Money collectAllBeforeNewShoe();
    // §13(d)(2)(i): the player at `seat` leaves the gaming table: the
    // seat's marker, if any, is due now rather than at the new shoe.
    void playerLeaves(int seat);
    // The seats whose player left with a marker still on the layout,
    // highest number first.
    std::vector<int> seatsLeftOwing() const;

    // "collect before the new shoe or when the player leaves": the citation.
    static Citation collectionRule(Game game);

    friend bool operator==(const VigorishLedger &, const VigorishLedger &) = default;

private:
    std::map<int, Money> owed_;
    std::map<int, Money> collected_;
    std::set<int> left_; // seats whose player left; their marker is due
};

} // namespace dt::baccarat

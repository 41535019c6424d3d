#pragma once

#include <array>
#include <string_view>

namespace dt::blackjack {

// The additional wagers (and the multiple action rule variation) that a
// Massachusetts blackjack table may offer besides the §3(a) wager: §17-§31 of
// regulations/000. §21 (continuous shuffler) is no wager and has no entry.
enum class SideWager {
    OverUnder13,        // §17(a)(1)
    SameSuit,           // §17(a)(2)
    Sevens,             // §17(a)(3)
    MultipleAction,     // §18 (a rule variation, offered per table like a wager)
    Progressive,        // §19(a)
    Super4Stax,         // §19(j)
    BlackjackBonus,     // §20
    Streak,             // §22
    MatchTheDealer,     // §23
    TwentyPointBonus,   // §24
    OptionalBonus,      // §25
    InBetween,          // §26
    BusterBlackjack,    // §27
    TwentyOnePlusThree, // §28
    KingsBounty,        // §29
    TriLuxBonus,        // §30(a)
    TriLuxSuper3,       // §30(b)
    LuckyGeorge,        // §30 (the Lucky George pay table version of TriLux)
    Blazing7s,          // §31
};

inline constexpr std::array<SideWager, 19> kAllSideWagers = {
    SideWager::OverUnder13,     SideWager::SameSuit,
    SideWager::Sevens,          SideWager::MultipleAction,
    SideWager::Progressive,     SideWager::Super4Stax,
    SideWager::BlackjackBonus,  SideWager::Streak,
    SideWager::MatchTheDealer,  SideWager::TwentyPointBonus,
    SideWager::OptionalBonus,   SideWager::InBetween,
    SideWager::BusterBlackjack, SideWager::TwentyOnePlusThree,
    SideWager::KingsBounty,     SideWager::TriLuxBonus,
    SideWager::TriLuxSuper3,    SideWager::LuckyGeorge,
    SideWager::Blazing7s,
};

// "the over/under 13 wager", as the text names it.
std::string_view name(SideWager wager);
// The section that authorizes the wager, as printed: "17(a)(1)", "19", "30(b)".
std::string_view section(SideWager wager);

} // namespace dt::blackjack

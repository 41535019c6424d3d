#include "side_wager.h"

namespace dt::blackjack {

std::string_view name(SideWager wager) {
    switch (wager) {
    case SideWager::OverUnder13:
        return "the over/under 13 wager";
    case SideWager::SameSuit:
        return "the same suit wager";
    case SideWager::Sevens:
        return "the sevens wager";
    case SideWager::MultipleAction:
        return "multiple action blackjack";
    case SideWager::Progressive:
        return "the progressive blackjack wager";
    case SideWager::Super4Stax:
        return "the Super 4 Progressive Blackjack Wager Stax";
    case SideWager::BlackjackBonus:
        return "the blackjack bonus wager";
    case SideWager::Streak:
        return "the streak wager";
    case SideWager::MatchTheDealer:
        return "the match-the-dealer wager";
    case SideWager::TwentyPointBonus:
        return "the twenty point bonus wager";
    case SideWager::OptionalBonus:
        return "the optional bonus wager";
    case SideWager::InBetween:
        return "the in-between wager";
    case SideWager::BusterBlackjack:
        return "the Buster Blackjack wager";
    case SideWager::TwentyOnePlusThree:
        return "the 21+3 wager";
    case SideWager::KingsBounty:
        return "the king's bounty sidebet";
    case SideWager::TriLuxBonus:
        return "the TriLux Bonus wager";
    case SideWager::TriLuxSuper3:
        return "the TriLux Super 3 wager";
    case SideWager::LuckyGeorge:
        return "the TriLux Lucky George wager";
    case SideWager::Blazing7s:
        return "the Blazing 7's progressive wager";
    }
    return "an unknown wager";
}

std::string_view section(SideWager wager) {
    switch (wager) {
    case SideWager::OverUnder13:
        return "17(a)(1)";
    case SideWager::SameSuit:
        return "17(a)(2)";
    case SideWager::Sevens:
        return "17(a)(3)";
    case SideWager::MultipleAction:
        return "18";
    case SideWager::Progressive:
        return "19";
    case SideWager::Super4Stax:
        return "19(j)";
    case SideWager::BlackjackBonus:
        return "20";
    case SideWager::Streak:
        return "22";
    case SideWager::MatchTheDealer:
        return "23";
    case SideWager::TwentyPointBonus:
        return "24";
    case SideWager::OptionalBonus:
        return "25";
    case SideWager::InBetween:
        return "26";
    case SideWager::BusterBlackjack:
        return "27";
    case SideWager::TwentyOnePlusThree:
        return "28";
    case SideWager::KingsBounty:
        return "29";
    case SideWager::TriLuxBonus:
        return "30(a)";
    case SideWager::TriLuxSuper3:
        return "30(b)";
    case SideWager::LuckyGeorge:
        return "30";
    case SideWager::Blazing7s:
        return "31";
    }
    return "";
}

} // namespace dt::blackjack

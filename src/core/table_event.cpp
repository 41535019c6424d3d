#include "table_event.h"

namespace dt {

namespace {
template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

std::string seatText(int seat) {
    return "Seat " + std::to_string(seat);
}
} // namespace

std::string_view decisionName(event::Decision decision) {
    switch (decision) {
    case event::Decision::Hit:
        return "hit";
    case event::Decision::Stand:
        return "stand";
    case event::Decision::Double:
        return "double";
    case event::Decision::Split:
        return "split";
    case event::Decision::Surrender:
        return "surrender";
    case event::Decision::Insurance:
        return "insurance";
    case event::Decision::EvenMoney:
        return "even_money";
    case event::Decision::NoInsurance:
        return "no_insurance";
    }
    return "stand";
}

std::string_view behindAnswerName(event::BehindAnswer answer) {
    switch (answer) {
    case event::BehindAnswer::Doubles:
        return "doubles";
    case event::BehindAnswer::DoesNotDouble:
        return "does_not_double";
    case event::BehindAnswer::CoversSplit:
        return "covers_split";
    case event::BehindAnswer::StaysWithHand:
        return "stays_with_hand";
    }
    return "does_not_double";
}

bool decisionHasAmount(event::Decision decision) {
    return decision == event::Decision::Double || decision == event::Decision::Split ||
           decision == event::Decision::Insurance;
}

std::string amountText(Money amount) {
    const std::int64_t cents = amount.inCents();
    const std::int64_t magnitude = cents < 0 ? -cents : cents;
    const std::int64_t fraction = magnitude % 100;
    return std::string(cents < 0 ? "-" : "") + std::to_string(magnitude / 100) + "." +
           static_cast<char>('0' + fraction / 10) + static_cast<char>('0' + fraction % 10);
}

std::string_view eventName(const TableEvent &tableEvent) {
    return std::visit(
        Overloaded{
            [](const event::PlayerArrives &) { return std::string_view("player_arrives"); },
            [](const event::PlayerRefusesCut &) { return std::string_view("player_refuses_cut"); },
            [](const event::PlayerCuts &) { return std::string_view("player_cuts"); },
            [](const event::PlayerAsksBurnCard &) {
                return std::string_view("player_asks_burn_card");
            },
            [](const event::FloorpersonVerifiesInspection &) {
                return std::string_view("floorperson_verifies_inspection");
            },
            [](const event::SupervisorOrdersRecut &) {
                return std::string_view("supervisor_orders_recut");
            },
            [](const event::PlayerDecides &) { return std::string_view("player_decides"); },
            [](const event::PlayerAnswersMissedCard &) {
                return std::string_view("player_answers_missed_card");
            },
            [](const event::PlayerReachesForWager &) {
                return std::string_view("player_reaches_for_wager");
            },
            [](const event::PlayerBehindAnswers &) {
                return std::string_view("player_behind_answers");
            },
            [](const event::SupervisorRestoresUpCard &) {
                return std::string_view("supervisor_restores_up_card");
            },
            [](const event::PlayerDiscardsBust &) {
                return std::string_view("player_discards_bust");
            },
            [](const event::PlayerAnswersSevensOffer &) {
                return std::string_view("player_answers_sevens_offer");
            },
            [](const event::PlayerRequestsInspection &) {
                return std::string_view("player_requests_inspection");
            },
            [](const event::PlayerRefusesCardInError &) {
                return std::string_view("player_refuses_card_in_error");
            },
            [](const event::CardDrawnInError &) { return std::string_view("card_drawn_in_error"); },
            [](const event::PlayerAnswersShoeOffer &) {
                return std::string_view("player_answers_shoe_offer");
            },
            [](const event::CuratorPassesShoe &) {
                return std::string_view("curator_passes_shoe");
            },
            [](const event::CuratorDelaysGame &) {
                return std::string_view("curator_delays_game");
            },
            [](const event::PlayerLeaves &) { return std::string_view("player_leaves"); },
            [](const event::PlayerAsksOut &) { return std::string_view("player_asks_out"); },
        },
        tableEvent);
}

std::string_view shoeAnswerName(event::ShoeAnswer answer) {
    switch (answer) {
    case event::ShoeAnswer::Accepts:
        return "accepts";
    case event::ShoeAnswer::Refuses:
        return "refuses";
    case event::ShoeAnswer::DesignatesDealer:
        return "designates_dealer";
    }
    return "accepts";
}

std::string describe(const TableEvent &tableEvent) {
    return std::visit(
        Overloaded{
            [](const event::PlayerArrives &e) {
                return seatText(e.seat) + " sits down at the table";
            },
            [](const event::PlayerRefusesCut &e) { return seatText(e.seat) + " refuses the cut"; },
            [](const event::PlayerCuts &e) {
                return seatText(e.seat) + " places the cut card " + std::to_string(e.position) +
                       " cards from the front";
            },
            [](const event::PlayerAsksBurnCard &e) {
                return seatText(e.seat) + " asks to see the burn card";
            },
            [](const event::FloorpersonVerifiesInspection &) {
                return std::string("The floorperson verifies the inspection");
            },
            [](const event::SupervisorOrdersRecut &e) {
                return "The supervisor orders a recut by seat " + std::to_string(e.seat);
            },
            [](const event::PlayerDecides &e) {
                std::string text = seatText(e.seat);
                if (e.behind > 0) { // Blackjack §13(c)
                    text += " (player " + std::to_string(e.behind) + " behind)";
                }
                if (e.hand > 1) {
                    text += " hand " + std::to_string(e.hand);
                }
                switch (e.decision) {
                case event::Decision::Hit:
                    return text + " asks for a card";
                case event::Decision::Stand:
                    return text + " stands";
                case event::Decision::Double:
                    return text + " doubles down for " + e.amount.text();
                case event::Decision::Split:
                    return text + " splits the pair for " + e.amount.text();
                case event::Decision::Surrender:
                    return text + " surrenders";
                case event::Decision::Insurance:
                    return text + " takes insurance for " + e.amount.text();
                case event::Decision::EvenMoney:
                    return text + " takes even money";
                case event::Decision::NoInsurance:
                    return text + " declines insurance";
                }
                return text;
            },
            [](const event::PlayerAnswersMissedCard &e) {
                std::string text = seatText(e.seat);
                if (e.hand > 1) {
                    text += " hand " + std::to_string(e.hand);
                }
                return text + (e.takesCard ? " takes the missed card after the other players"
                                           : " lets the hand be dead and takes back the wager");
            },
            [](const event::PlayerReachesForWager &e) {
                return seatText(e.seat) + " reaches for the wager on the layout";
            },
            [](const event::PlayerBehindAnswers &e) {
                std::string text = seatText(e.seat) + " player " + std::to_string(e.behind) +
                                   " behind, on hand " + std::to_string(e.hand) + ",";
                switch (e.answer) {
                case event::BehindAnswer::Doubles:
                    return text + " doubles for " + e.amount.text();
                case event::BehindAnswer::DoesNotDouble:
                    return text + " does not double";
                case event::BehindAnswer::CoversSplit:
                    return text + " covers the split hand with " + e.amount.text();
                case event::BehindAnswer::StaysWithHand:
                    return text + " puts the wager on hand " + std::to_string(e.toHand);
                }
                return text;
            },
            [](const event::SupervisorRestoresUpCard &) {
                return std::string("The supervisor reconstructs the last hand from the discard "
                                   "rack and places the original up card on the layout");
            },
            [](const event::PlayerDiscardsBust &e) {
                std::string text = seatText(e.seat);
                if (e.hand > 1) {
                    text += " hand " + std::to_string(e.hand);
                }
                return text + " is over 21 and discards the first two cards face down";
            },
            [](const event::PlayerAnswersSevensOffer &e) {
                return seatText(e.seat) + (e.takesCard
                                               ? " takes the additional card for the sevens wager"
                                               : " declines the additional card");
            },
            [](const event::PlayerRequestsInspection &e) {
                return seatText(e.seat) +
                       " asks to see the cards taken from the shuffler spread and reshuffled";
            },
            [](const event::PlayerRefusesCardInError &e) {
                std::string text = seatText(e.seat);
                if (e.hand > 1) {
                    text += " hand " + std::to_string(e.hand);
                }
                return text + " refuses the exposed card drawn in error and takes no more cards "
                              "this round";
            },
            [](const event::CardDrawnInError &e) {
                return std::string(e.disclosed ? "A card is drawn in error and disclosed"
                                               : "A card is drawn in error, not disclosed") +
                       (e.asPlayersThirdCard ? ", as a third card of the Player's Hand" : "");
            },
            [](const event::PlayerAnswersShoeOffer &e) {
                switch (e.answer) {
                case event::ShoeAnswer::Refuses:
                    return seatText(e.seat) + " refuses the dealing shoe";
                case event::ShoeAnswer::DesignatesDealer:
                    return seatText(e.seat) +
                           " accepts the dealing shoe and designates the dealer to deal";
                case event::ShoeAnswer::Accepts:
                    break;
                }
                return seatText(e.seat) + " accepts the dealing shoe and is the curator";
            },
            [](const event::CuratorPassesShoe &e) {
                return "The curator at seat " + std::to_string(e.seat) + " passes the dealing shoe";
            },
            [](const event::CuratorDelaysGame &e) {
                return "The curator at seat " + std::to_string(e.seat) +
                       " unreasonably delays the game";
            },
            [](const event::PlayerLeaves &e) { return seatText(e.seat) + " leaves the table"; },
            [](const event::PlayerAsksOut &e) {
                return seatText(e.seat) +
                       " asks to be let out of the hand: the dealer delivered a card incorrectly";
            },
        },
        tableEvent);
}

FlatObject toFlat(const TableEvent &tableEvent) {
    FlatObject object;
    object.set("event", std::string(eventName(tableEvent)));
    std::visit(Overloaded{
                   [&](const event::PlayerCuts &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("position", std::int64_t{e.position});
                   },
                   [](const event::FloorpersonVerifiesInspection &) {},
                   [](const event::SupervisorRestoresUpCard &) {},
                   [&](const event::PlayerDecides &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("hand", std::int64_t{e.hand});
                       object.set("decision", std::string(decisionName(e.decision)));
                       if (decisionHasAmount(e.decision)) {
                           object.set("amount", amountText(e.amount));
                       }
                       if (e.behind != 0) {
                           object.set("behind", std::int64_t{e.behind});
                       }
                   },
                   [&](const event::PlayerBehindAnswers &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("hand", std::int64_t{e.hand});
                       object.set("behind", std::int64_t{e.behind});
                       object.set("answer", std::string(behindAnswerName(e.answer)));
                       if (e.answer == event::BehindAnswer::Doubles ||
                           e.answer == event::BehindAnswer::CoversSplit) {
                           object.set("amount", amountText(e.amount));
                       }
                       if (e.answer == event::BehindAnswer::StaysWithHand) {
                           object.set("to_hand", std::int64_t{e.toHand});
                       }
                   },
                   [&](const event::PlayerAnswersMissedCard &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("hand", std::int64_t{e.hand});
                       object.set("takes_card", e.takesCard);
                   },
                   [&](const event::PlayerDiscardsBust &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("hand", std::int64_t{e.hand});
                   },
                   [&](const event::PlayerAnswersSevensOffer &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("takes_card", e.takesCard);
                   },
                   [&](const event::PlayerRefusesCardInError &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("hand", std::int64_t{e.hand});
                   },
                   [&](const event::CardDrawnInError &e) {
                       object.set("disclosed", e.disclosed);
                       object.set("players_third_card", e.asPlayersThirdCard);
                   },
                   [&](const event::PlayerAnswersShoeOffer &e) {
                       object.set("seat", std::int64_t{e.seat});
                       object.set("answer", std::string(shoeAnswerName(e.answer)));
                   },
                   [&](const auto &e) { object.set("seat", std::int64_t{e.seat}); },
               },
               tableEvent);
    return object;
}

} // namespace dt

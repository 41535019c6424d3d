#include "action_codec.h"

#include "table_event.h"

#include <algorithm>
#include <array>

namespace dt {

namespace {

constexpr std::array<std::string_view, 4> kStepNames = {"riffle", "turn", "strip", "cut"};

std::string faceText(action::Face face) {
    return face == action::Face::Up ? "up" : "down";
}

constexpr std::array<std::string_view, 4> kReasonNames = {"verify_inspection", "recut",
                                                          "irregularity", "verbal_wager"};

std::string reasonText(action::SupervisorReason reason) {
    return std::string(kReasonNames[static_cast<std::size_t>(reason)]);
}

// Every kind, in the order of the DealerAction variant, so parsing can build
// the alternative by index.
template <std::size_t... I> auto makeNames(std::index_sequence<I...>) {
    return std::array<std::string_view, sizeof...(I)>{
        actionName(DealerAction(std::in_place_index<I>))...};
}
const auto kActionNames = makeNames(std::make_index_sequence<std::variant_size_v<DealerAction>>());

template <std::size_t... I>
DealerAction defaultAlternative(std::size_t index, std::index_sequence<I...>) {
    DealerAction result;
    ((index == I ? (result = DealerAction(std::in_place_index<I>), true) : false) || ...);
    return result;
}

ActionParseResult failure(std::string message) {
    return {std::nullopt, std::move(message)};
}

std::optional<std::string> readFace(const FlatObject &object, action::Face &face) {
    const auto text = object.string("face");
    if (!text || (*text != "up" && *text != "down")) {
        return std::string("\"face\" must be \"up\" or \"down\"");
    }
    face = *text == "up" ? action::Face::Up : action::Face::Down;
    return std::nullopt;
}

std::optional<std::string> readCardCount(const FlatObject &object, std::string_view key, int &out) {
    const auto value = object.integer(key);
    if (!value || *value < 0 || *value > 100000) {
        return "\"" + std::string(key) + "\" must be a whole number of cards, 0 or more";
    }
    out = static_cast<int>(*value);
    return std::nullopt;
}

std::optional<std::string> readSeat(const FlatObject &object, int &out) {
    const auto value = object.integer("seat");
    if (!value || *value < 1 || *value > 99) {
        return std::string(
            "\"seat\" must be a box number, 1 for the first box on the dealer's left");
    }
    out = static_cast<int>(*value);
    return std::nullopt;
}

// Blackjack §22(d): a streak betting area, labeled "2" to "5".
std::optional<std::string> readStreakArea(const FlatObject &object, int &out) {
    const auto value = object.integer("area");
    if (!value || *value < 2 || *value > 5) {
        return std::string("\"area\" must be a streak betting area, 2, 3, 4 or 5 (§22(d))");
    }
    out = static_cast<int>(*value);
    return std::nullopt;
}

// A spot of the round: seat 0 is the dealer.
std::optional<std::string> readSpotSeat(const FlatObject &object, int &out) {
    const auto value = object.integer("seat");
    if (!value || *value < 0 || *value > 99) {
        return std::string("\"seat\" must be 0 for the dealer or a box number, 1 for the first "
                           "box on the dealer's left");
    }
    out = static_cast<int>(*value);
    return std::nullopt;
}

std::optional<std::string> readHand(const FlatObject &object, int &out) {
    const auto value = object.integer("hand");
    if (!value || *value < 1 || *value > 99) {
        return std::string(
            "\"hand\" must be 1, or after a split the hand's place from the dealer's left");
    }
    out = static_cast<int>(*value);
    return std::nullopt;
}

std::optional<std::string> readAmount(const FlatObject &object, Money &out) {
    const auto text = object.string("amount");
    const auto amount = text ? Money::parse(*text) : std::nullopt;
    if (!amount || *amount < Money()) {
        return std::string("\"amount\" must be an amount in dollars and cents, e.g. \"15.00\"");
    }
    out = *amount;
    return std::nullopt;
}

std::optional<std::string> readWager(const FlatObject &object, action::Wager &out) {
    const auto text = object.string("wager");
    if (text == "main") {
        out = action::Wager::Main;
    } else if (text == "insurance") {
        out = action::Wager::Insurance;
    } else if (text == "side") {
        out = action::Wager::Side;
    } else {
        return std::string("\"wager\" must be \"main\", \"insurance\" or \"side\"");
    }
    return std::nullopt;
}

// A side wager's name: an identifier (letters, digits, '_', not starting with
// a digit). Which names a game knows is the game's question, not the codec's.
bool isIdentifier(std::string_view text) {
    const auto letter = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    };
    return !text.empty() && letter(text.front()) &&
           std::all_of(text.begin(), text.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9'); });
}

// "side": required with "wager": "side", refused otherwise.
template <class A> std::optional<std::string> readSide(const FlatObject &object, A &a) {
    const auto text = object.string("side");
    if (a.wager != action::Wager::Side) {
        if (object.find("side") != nullptr) {
            return std::string("\"side\" is given only with \"wager\": \"side\"");
        }
        return std::nullopt;
    }
    if (!text || !isIdentifier(*text)) {
        return std::string("a side wager needs \"side\", the name of the side wager, e.g. "
                           "\"twentyOnePlusThree\"");
    }
    a.side = *text;
    return std::nullopt;
}

// Writes "side" after "wager" for a side wager; main and insurance have none.
template <class A> void setSide(FlatObject &object, const A &a) {
    if (a.wager == action::Wager::Side) {
        object.set("side", a.side);
    }
}

// Multiple action (Blackjack §18(b)): "spot" only for the second and third spots.
template <class A> void setBettingSpot(FlatObject &object, const A &a) {
    if (a.spot != 1) {
        object.set("spot", std::int64_t{a.spot});
    }
}

template <class A> std::optional<std::string> readBettingSpot(const FlatObject &object, A &a) {
    if (object.find("spot") == nullptr) {
        return std::nullopt;
    }
    const auto spot = object.integer("spot");
    if (!spot || *spot < 1 || *spot > 3) {
        return std::string("\"spot\" must be 1, 2 or 3 (multiple action, Blackjack §18(b))");
    }
    a.spot = static_cast<int>(*spot);
    return std::nullopt;
}

bool isNumber(std::string_view text) {
    return !text.empty() && text.size() <= 3 &&
           text.find_first_not_of("0123456789") == std::string_view::npos;
}

// "16", "soft 17", "blackjack".
bool isTotal(std::string_view text) {
    constexpr std::string_view soft = "soft ";
    return text == "blackjack" || isNumber(text) ||
           (text.substr(0, soft.size()) == soft && isNumber(text.substr(soft.size())));
}

template <class A> void setSpot(FlatObject &object, const A &a) {
    object.set("seat", std::int64_t{a.seat});
    object.set("hand", std::int64_t{a.hand});
}

template <class A> std::optional<std::string> readSpot(const FlatObject &object, A &a) {
    auto error = readSpotSeat(object, a.seat);
    return error ? error : readHand(object, a.hand);
}

// Blackjack §13(c): "behind", written only for a wager behind the caller's.
template <class A> void setBehind(FlatObject &object, const A &a) {
    if (a.behind != 0) {
        object.set("behind", std::int64_t{a.behind});
    }
}

template <class A> std::optional<std::string> readBehind(const FlatObject &object, A &a) {
    if (object.find("behind") == nullptr) {
        return std::nullopt;
    }
    const auto behind = object.integer("behind");
    if (!behind || *behind < 1 || *behind > 2) {
        return std::string("\"behind\" must be 1 or 2: the wager's place behind the caller's");
    }
    a.behind = static_cast<int>(*behind);
    return std::nullopt;
}

template <class A> std::optional<std::string> readSettlement(const FlatObject &object, A &a) {
    auto error = readSpot(object, a);
    if (!error && a.seat == 0) {
        error = std::string("\"seat\" must be a box: the dealer has no wager");
    }
    if (!error) {
        error = readWager(object, a.wager);
    }
    if (!error) {
        error = readSide(object, a);
    }
    if constexpr (!std::is_same_v<A, action::ReturnWager>) {
        if (!error) {
            error = readAmount(object, a.amount);
        }
    }
    if (!error) {
        error = readBehind(object, a);
    }
    if (!error) {
        error = readBettingSpot(object, a);
    }
    return error;
}

// Blackjack §4(d): "batch" (1 or 2) names one of an automated shuffler's two
// batches; left out, every card on the table.
void setBatch(FlatObject &object, int batch) {
    if (batch != 0) {
        object.set("batch", std::int64_t{batch});
    }
}

std::optional<std::string> readBatch(const FlatObject &object, int &batch) {
    if (object.find("batch") == nullptr) {
        return std::nullopt;
    }
    const auto value = object.integer("batch");
    if (!value || (*value != 1 && *value != 2)) {
        return std::string("\"batch\" must be 1 or 2: one of the shuffler's two batches");
    }
    batch = static_cast<int>(*value);
    return std::nullopt;
}

// Baccarat and Midi Baccarat: "hand" names the Player's or the Banker's Hand.
std::optional<std::string> readCoupHand(const FlatObject &object, action::CoupHand &hand) {
    const auto text = object.string("hand");
    if (text == coupHandName(action::CoupHand::Player)) {
        hand = action::CoupHand::Player;
    } else if (text == coupHandName(action::CoupHand::Banker)) {
        hand = action::CoupHand::Banker;
    } else {
        return std::string("\"hand\" must be \"player\" or \"banker\"");
    }
    return std::nullopt;
}

// A baccarat Point Count, 0 to 9 (Baccarat §6(b)).
std::optional<std::string> readPoint(const FlatObject &object, std::string_view key, int &point) {
    const auto value = object.integer(key);
    if (!value || *value < 0 || *value > 9) {
        return "\"" + std::string(key) + "\" must be a Point Count, 0 to 9";
    }
    point = static_cast<int>(*value);
    return std::nullopt;
}

} // namespace

FlatObject toFlat(const DealerAction &dealerAction) {
    FlatObject object;
    object.set("action", std::string(actionName(dealerAction)));
    if (const auto *a = std::get_if<action::SpreadCards>(&dealerAction)) {
        object.set("face", faceText(a->face));
        setBatch(object, a->batch);
    } else if (const auto *t = std::get_if<action::TurnCards>(&dealerAction)) {
        object.set("face", faceText(t->face));
        setBatch(object, t->batch);
    } else if (const auto *stack = std::get_if<action::StackCards>(&dealerAction)) {
        setBatch(object, stack->batch);
    } else if (const auto *wash = std::get_if<action::WashCards>(&dealerAction)) {
        setBatch(object, wash->batch);
    } else if (const auto *b = std::get_if<action::BurnCard>(&dealerAction)) {
        object.set("face", faceText(b->face));
    } else if (const auto *s = std::get_if<action::ShuffleStep>(&dealerAction)) {
        object.set("step", std::string(kStepNames[static_cast<std::size_t>(s->step)]));
    } else if (const auto *o = std::get_if<action::OfferCut>(&dealerAction)) {
        object.set("seat", std::int64_t{o->seat});
    } else if (const auto *shoe = std::get_if<action::OfferShoe>(&dealerAction)) {
        object.set("seat", std::int64_t{shoe->seat});
    } else if (const auto *order = std::get_if<action::OrderShoePassed>(&dealerAction)) {
        object.set("seat", std::int64_t{order->seat});
    } else if (const auto *lammer = std::get_if<action::PlaceLammer>(&dealerAction)) {
        object.set("seat", std::int64_t{lammer->seat});
        object.set("area", std::int64_t{lammer->area});
    } else if (const auto *stop = std::get_if<action::StopWagerChange>(&dealerAction)) {
        object.set("seat", std::int64_t{stop->seat});
    } else if (const auto *verbal = std::get_if<action::ConfirmVerbalWager>(&dealerAction)) {
        object.set("seat", std::int64_t{verbal->seat});
    } else if (const auto *cash = std::get_if<action::ConvertCash>(&dealerAction)) {
        object.set("seat", std::int64_t{cash->seat});
    } else if (const auto *sevens = std::get_if<action::OfferSevensCard>(&dealerAction)) {
        object.set("seat", std::int64_t{sevens->seat});
    } else if (const auto *c = std::get_if<action::CallSupervisor>(&dealerAction)) {
        object.set("reason", reasonText(c->reason));
    } else if (const auto *cut = std::get_if<action::CutCards>(&dealerAction)) {
        object.set("position", std::int64_t{cut->position});
    } else if (const auto *insert = std::get_if<action::InsertCutCard>(&dealerAction)) {
        object.set("from_back", std::int64_t{insert->fromBack});
    } else if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        setSpot(object, *deal);
        object.set("face", faceText(deal->face));
        object.set("sideways", deal->sideways);
        if (deal->side) { // Blackjack §6(d), §15(i): a double shoe's side
            object.set("side", std::string(shoeSideName(*deal->side)));
        }
    } else if (const auto *announce = std::get_if<action::Announce>(&dealerAction)) {
        object.set("call", std::string(callName(announce->call)));
    } else if (const auto *total = std::get_if<action::AnnounceTotal>(&dealerAction)) {
        setSpot(object, *total);
        object.set("total", total->total);
    } else if (const auto *collect = std::get_if<action::Collect>(&dealerAction)) {
        setSpot(object, *collect);
        object.set("wager", std::string(wagerName(collect->wager)));
        setSide(object, *collect);
        object.set("amount", amountText(collect->amount));
        setBehind(object, *collect);
        setBettingSpot(object, *collect);
    } else if (const auto *pay = std::get_if<action::Pay>(&dealerAction)) {
        setSpot(object, *pay);
        object.set("wager", std::string(wagerName(pay->wager)));
        setSide(object, *pay);
        object.set("amount", amountText(pay->amount));
        setBehind(object, *pay);
        setBettingSpot(object, *pay);
    } else if (const auto *push = std::get_if<action::ReturnWager>(&dealerAction)) {
        setSpot(object, *push);
        object.set("wager", std::string(wagerName(push->wager)));
        setSide(object, *push);
        setBehind(object, *push);
        setBettingSpot(object, *push);
    } else if (const auto *surrender = std::get_if<action::SettleSurrender>(&dealerAction)) {
        setSpot(object, *surrender);
        object.set("amount", amountText(surrender->amount));
        setBehind(object, *surrender);
    } else if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction)) {
        object.set("seat", std::int64_t{pickUp->seat});
    } else if (const auto *offer = std::get_if<action::OfferInsurance>(&dealerAction)) {
        if (offer->seat != 0) { // every box at once has no seat
            object.set("seat", std::int64_t{offer->seat});
        }
    } else if (const auto *turnUp = std::get_if<action::TurnDoubleCard>(&dealerAction)) {
        setSpot(object, *turnUp);
    } else if (const auto *move = std::get_if<action::MoveUpCard>(&dealerAction)) {
        object.set("hand", std::int64_t{move->hand});
    } else if (const auto *turnOver = std::get_if<action::TurnOverPlayerCards>(&dealerAction)) {
        object.set("seat", std::int64_t{turnOver->seat});
    } else if (const auto *clear = std::get_if<action::ClearShoe>(&dealerAction)) {
        if (clear->side) { // Blackjack §6(d): a side of a double shoe
            object.set("side", std::string(shoeSideName(*clear->side)));
        }
        if (clear->segregatedArea) {
            object.set("segregated_area", true);
        }
    } else if (const auto *draw = std::get_if<action::DrawDeterminantCard>(&dealerAction)) {
        object.set("side", std::string(shoeSideName(draw->side)));
    } else if (const auto *place = std::get_if<action::PlaceCards>(&dealerAction)) {
        object.set("to", std::string(pileName(place->to)));
    } else if (const auto *toHand = std::get_if<action::DealToHand>(&dealerAction)) {
        object.set("hand", std::string(coupHandName(toHand->hand)));
        object.set("face", faceText(toHand->face));
    } else if (const auto *turnHand = std::get_if<action::TurnHand>(&dealerAction)) {
        object.set("hand", std::string(coupHandName(turnHand->hand)));
        object.set("seat", std::int64_t{turnHand->seat});
    } else if (const auto *point = std::get_if<action::AnnouncePoint>(&dealerAction)) {
        object.set("hand", std::string(coupHandName(point->hand)));
        object.set("point", std::int64_t{point->point});
    } else if (const auto *result = std::get_if<action::AnnounceResult>(&dealerAction)) {
        object.set("player", std::int64_t{result->player});
        object.set("banker", std::int64_t{result->banker});
        object.set("result", std::string(coupResultName(result->result)));
    } else if (const auto *vig = std::get_if<action::CollectVigorish>(&dealerAction)) {
        object.set("seat", std::int64_t{vig->seat});
        object.set("amount", amountText(vig->amount));
    } else if (const auto *marker = std::get_if<action::MarkVigorish>(&dealerAction)) {
        object.set("seat", std::int64_t{marker->seat});
        object.set("amount", amountText(marker->amount));
    } else if (const auto *ride = std::get_if<action::RideHouseMoney>(&dealerAction)) {
        object.set("seat", std::int64_t{ride->seat});
        object.set("hand", std::string(coupHandName(ride->hand)));
        object.set("amount", amountText(ride->amount));
    }
    return object;
}

std::string toJson(const DealerAction &dealerAction) {
    return toFlat(dealerAction).toJson();
}

ActionParseResult actionFromFlat(const FlatObject &object) {
    const auto name = object.string("action");
    if (!name) {
        return failure("missing \"action\" (the kind of action, e.g. \"offer_cut\")");
    }
    std::optional<std::size_t> index;
    for (std::size_t i = 0; i < kActionNames.size(); ++i) {
        if (kActionNames[i] == *name) {
            index = i;
        }
    }
    if (!index) {
        return failure("unknown action \"" + *name + "\"");
    }
    DealerAction result =
        defaultAlternative(*index, std::make_index_sequence<kActionNames.size()>());
    std::optional<std::string> error;
    if (auto *spread = std::get_if<action::SpreadCards>(&result)) {
        error = readFace(object, spread->face);
        error = error ? error : readBatch(object, spread->batch);
    } else if (auto *turn = std::get_if<action::TurnCards>(&result)) {
        error = readFace(object, turn->face);
        error = error ? error : readBatch(object, turn->batch);
    } else if (auto *stack = std::get_if<action::StackCards>(&result)) {
        error = readBatch(object, stack->batch);
    } else if (auto *wash = std::get_if<action::WashCards>(&result)) {
        error = readBatch(object, wash->batch);
    } else if (auto *burn = std::get_if<action::BurnCard>(&result)) {
        error = readFace(object, burn->face);
    } else if (auto *step = std::get_if<action::ShuffleStep>(&result)) {
        const auto text = object.string("step");
        error = "\"step\" must be one of riffle, turn, strip, cut";
        for (std::size_t i = 0; text && i < kStepNames.size(); ++i) {
            if (kStepNames[i] == *text) {
                step->step = static_cast<action::ShuffleStepKind>(i);
                error.reset();
            }
        }
    } else if (auto *offer = std::get_if<action::OfferCut>(&result)) {
        error = readSeat(object, offer->seat);
    } else if (auto *shoe = std::get_if<action::OfferShoe>(&result)) {
        error = readSeat(object, shoe->seat);
    } else if (auto *order = std::get_if<action::OrderShoePassed>(&result)) {
        error = readSeat(object, order->seat);
    } else if (auto *lammer = std::get_if<action::PlaceLammer>(&result)) {
        error = readSeat(object, lammer->seat);
        if (!error) {
            error = readStreakArea(object, lammer->area);
        }
    } else if (auto *stop = std::get_if<action::StopWagerChange>(&result)) {
        error = readSeat(object, stop->seat);
    } else if (auto *verbal = std::get_if<action::ConfirmVerbalWager>(&result)) {
        error = readSeat(object, verbal->seat);
    } else if (auto *cash = std::get_if<action::ConvertCash>(&result)) {
        error = readSeat(object, cash->seat);
    } else if (auto *sevens = std::get_if<action::OfferSevensCard>(&result)) {
        error = readSeat(object, sevens->seat);
    } else if (auto *call = std::get_if<action::CallSupervisor>(&result)) {
        const auto text = object.string("reason");
        error = "\"reason\" must be one of verify_inspection, recut, irregularity, verbal_wager";
        for (std::size_t i = 0; text && i < kReasonNames.size(); ++i) {
            if (kReasonNames[i] == *text) {
                call->reason = static_cast<action::SupervisorReason>(i);
                error.reset();
            }
        }
    } else if (auto *cut = std::get_if<action::CutCards>(&result)) {
        error = readCardCount(object, "position", cut->position);
    } else if (auto *insert = std::get_if<action::InsertCutCard>(&result)) {
        error = readCardCount(object, "from_back", insert->fromBack);
    } else if (auto *deal = std::get_if<action::DealCard>(&result)) {
        error = readSpot(object, *deal);
        if (!error) {
            error = readFace(object, deal->face);
        }
        const auto sideways = object.boolean("sideways");
        if (!error && !sideways) {
            error = "\"sideways\" must be true or false";
        }
        deal->sideways = sideways.value_or(false);
        if (!error && object.find("side") != nullptr) {
            deal->side = shoeSideFromName(object.string("side").value_or(""));
            if (!deal->side) {
                error = "\"side\" must be \"left\" or \"right\": a side of the double shoe";
            }
        }
    } else if (auto *clear = std::get_if<action::ClearShoe>(&result)) {
        if (object.find("side") != nullptr) {
            clear->side = shoeSideFromName(object.string("side").value_or(""));
            if (!clear->side) {
                error = "\"side\" must be \"left\" or \"right\": a side of the double shoe";
            }
        }
        if (!error && object.find("segregated_area") != nullptr) {
            const auto segregated = object.boolean("segregated_area");
            if (!segregated) {
                error = "\"segregated_area\" must be true or false";
            } else if (*segregated && !clear->side) {
                error = "\"segregated_area\" names a side's area: give \"side\" too";
            }
            clear->segregatedArea = segregated.value_or(false);
        }
    } else if (auto *draw = std::get_if<action::DrawDeterminantCard>(&result)) {
        const auto side = shoeSideFromName(object.string("side").value_or(""));
        if (!side) {
            error = "\"side\" must be \"left\" or \"right\": a side of the double shoe";
        }
        draw->side = side.value_or(ShoeSide::Left);
    } else if (auto *announce = std::get_if<action::Announce>(&result)) {
        const auto callText = object.string("call");
        if (callText == callName(action::Call::DealersCard)) {
            announce->call = action::Call::DealersCard;
        } else if (callText == callName(action::Call::NoMoreBets)) {
            announce->call = action::Call::NoMoreBets;
        } else if (callText == callName(action::Call::Cards)) {
            announce->call = action::Call::Cards;
        } else if (callText == callName(action::Call::LastHand)) {
            announce->call = action::Call::LastHand;
        } else {
            error = "\"call\" must be \"dealers_card\", \"no_more_bets\", \"cards\" or "
                    "\"last_hand\"";
        }
    } else if (auto *total = std::get_if<action::AnnounceTotal>(&result)) {
        error = readSpot(object, *total);
        const auto text = object.string("total");
        if (!error && (!text || !isTotal(*text))) {
            error = "\"total\" must be a point total: \"16\", \"soft 17\" or \"blackjack\"";
        }
        total->total = text.value_or("");
    } else if (auto *collect = std::get_if<action::Collect>(&result)) {
        error = readSettlement(object, *collect);
    } else if (auto *pay = std::get_if<action::Pay>(&result)) {
        error = readSettlement(object, *pay);
    } else if (auto *push = std::get_if<action::ReturnWager>(&result)) {
        error = readSettlement(object, *push);
    } else if (auto *surrender = std::get_if<action::SettleSurrender>(&result)) {
        error = readSpot(object, *surrender);
        if (!error) {
            error = readAmount(object, surrender->amount);
        }
        if (!error) {
            error = readBehind(object, *surrender);
        }
    } else if (auto *pickUp = std::get_if<action::PickUp>(&result)) {
        error = readSpotSeat(object, pickUp->seat);
    } else if (auto *insurance = std::get_if<action::OfferInsurance>(&result)) {
        if (object.find("seat") != nullptr) {
            error = readSeat(object, insurance->seat);
        }
    } else if (auto *move = std::get_if<action::MoveUpCard>(&result)) {
        const auto hand = object.integer("hand");
        if (!hand || (*hand != 2 && *hand != 3)) {
            error = "\"hand\" must be 2 or 3: the dealer's second or third hand (Blackjack §18(g))";
        }
        move->hand = static_cast<int>(hand.value_or(2));
    } else if (auto *turnUp = std::get_if<action::TurnDoubleCard>(&result)) {
        error = readSpot(object, *turnUp);
        if (!error && turnUp->seat == 0) {
            error = std::string("\"seat\" must be a box: the dealer does not double down");
        }
    } else if (auto *turnOver = std::get_if<action::TurnOverPlayerCards>(&result)) {
        error = readSeat(object, turnOver->seat);
    } else if (auto *place = std::get_if<action::PlaceCards>(&result)) {
        const auto text = object.string("to");
        if (text == pileName(action::Pile::Shuffler)) {
            place->to = action::Pile::Shuffler;
        } else if (text == pileName(action::Pile::DiscardRack)) {
            place->to = action::Pile::DiscardRack;
        } else {
            error = "\"to\" must be \"shuffler\" or \"discard_rack\"";
        }
    } else if (auto *toHand = std::get_if<action::DealToHand>(&result)) {
        error = readCoupHand(object, toHand->hand);
        error = error ? error : readFace(object, toHand->face);
    } else if (auto *turnHand = std::get_if<action::TurnHand>(&result)) {
        error = readCoupHand(object, turnHand->hand);
        error = error ? error : readSpotSeat(object, turnHand->seat);
    } else if (auto *point = std::get_if<action::AnnouncePoint>(&result)) {
        error = readCoupHand(object, point->hand);
        error = error ? error : readPoint(object, "point", point->point);
    } else if (auto *announced = std::get_if<action::AnnounceResult>(&result)) {
        error = readPoint(object, "player", announced->player);
        error = error ? error : readPoint(object, "banker", announced->banker);
        const auto text = object.string("result");
        bool known = false;
        for (const auto kind : {action::CoupResult::PlayerWins, action::CoupResult::BankerWins,
                                action::CoupResult::TieHand, action::CoupResult::Dragon7,
                                action::CoupResult::Panda8}) {
            if (text == coupResultName(kind)) {
                announced->result = kind;
                known = true;
            }
        }
        if (!error && !known) {
            error = "\"result\" must be one of player_wins, banker_wins, tie_hand, dragon_7, "
                    "panda_8";
        }
    } else if (auto *vig = std::get_if<action::CollectVigorish>(&result)) {
        error = readSeat(object, vig->seat);
        error = error ? error : readAmount(object, vig->amount);
    } else if (auto *marker = std::get_if<action::MarkVigorish>(&result)) {
        error = readSeat(object, marker->seat);
        error = error ? error : readAmount(object, marker->amount);
    } else if (auto *ride = std::get_if<action::RideHouseMoney>(&result)) {
        error = readSeat(object, ride->seat);
        error = error ? error : readCoupHand(object, ride->hand);
        error = error ? error : readAmount(object, ride->amount);
    }
    // Unknown keys are refused first, so a typo ("seet") is named rather than
    // reported as a missing "seat".
    const FlatObject canonical = toFlat(result);
    // offer_insurance's "seat" is optional (absent: every box).
    const bool optionalSeat = std::holds_alternative<action::OfferInsurance>(result);
    // Blackjack §13(c): a settlement's "behind" is optional (absent: the caller's).
    const bool optionalBehind = std::holds_alternative<action::Collect>(result) ||
                                std::holds_alternative<action::Pay>(result) ||
                                std::holds_alternative<action::ReturnWager>(result) ||
                                std::holds_alternative<action::SettleSurrender>(result);
    for (const auto &[key, value] : object.entries()) {
        // A settlement's "spot" is optional (absent: the first, §18(b)).
        const bool optionalSpot =
            key == "spot" && (std::holds_alternative<action::Collect>(result) ||
                              std::holds_alternative<action::Pay>(result) ||
                              std::holds_alternative<action::ReturnWager>(result));
        // clear_shoe's "segregated_area": false is the default, written out.
        const bool optionalArea =
            key == "segregated_area" && std::holds_alternative<action::ClearShoe>(result);
        // §4(d): a "batch" out of range is named by readBatch(), not as unknown.
        const bool batchKey =
            key == "batch" && (std::holds_alternative<action::SpreadCards>(result) ||
                               std::holds_alternative<action::TurnCards>(result) ||
                               std::holds_alternative<action::StackCards>(result) ||
                               std::holds_alternative<action::WashCards>(result));
        if (canonical.find(key) == nullptr && !(optionalSeat && key == "seat") &&
            !(optionalBehind && key == "behind") && !optionalSpot && !optionalArea && !batchKey) {
            return failure(*name + ": unknown key \"" + key + "\"");
        }
    }
    if (error) {
        return failure(*name + ": " + *error);
    }
    return {result, {}};
}

ActionParseResult parseAction(std::string_view json) {
    auto parsed = parseFlatJson(json);
    if (!parsed.object) {
        return failure("not a JSON action: " + parsed.error);
    }
    return actionFromFlat(*parsed.object);
}

} // namespace dt

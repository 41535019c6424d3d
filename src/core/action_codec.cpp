#include "action_codec.h"

#include <array>

namespace dt {

namespace {

constexpr std::array<std::string_view, 4> kStepNames = {"riffle", "turn", "strip", "cut"};

std::string faceText(action::Face face) {
    return face == action::Face::Up ? "up" : "down";
}

std::string reasonText(action::SupervisorReason reason) {
    return reason == action::SupervisorReason::Recut ? "recut" : "verify_inspection";
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

} // namespace

FlatObject toFlat(const DealerAction &dealerAction) {
    FlatObject object;
    object.set("action", std::string(actionName(dealerAction)));
    if (const auto *a = std::get_if<action::SpreadCards>(&dealerAction)) {
        object.set("face", faceText(a->face));
    } else if (const auto *t = std::get_if<action::TurnCards>(&dealerAction)) {
        object.set("face", faceText(t->face));
    } else if (const auto *b = std::get_if<action::BurnCard>(&dealerAction)) {
        object.set("face", faceText(b->face));
    } else if (const auto *s = std::get_if<action::ShuffleStep>(&dealerAction)) {
        object.set("step", std::string(kStepNames[static_cast<std::size_t>(s->step)]));
    } else if (const auto *o = std::get_if<action::OfferCut>(&dealerAction)) {
        object.set("seat", std::int64_t{o->seat});
    } else if (const auto *c = std::get_if<action::CallSupervisor>(&dealerAction)) {
        object.set("reason", reasonText(c->reason));
    } else if (const auto *cut = std::get_if<action::CutCards>(&dealerAction)) {
        object.set("position", std::int64_t{cut->position});
    } else if (const auto *insert = std::get_if<action::InsertCutCard>(&dealerAction)) {
        object.set("from_back", std::int64_t{insert->fromBack});
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
    } else if (auto *turn = std::get_if<action::TurnCards>(&result)) {
        error = readFace(object, turn->face);
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
    } else if (auto *call = std::get_if<action::CallSupervisor>(&result)) {
        const auto text = object.string("reason");
        if (text == "recut") {
            call->reason = action::SupervisorReason::Recut;
        } else if (text == "verify_inspection") {
            call->reason = action::SupervisorReason::VerifyInspection;
        } else {
            error = "\"reason\" must be \"recut\" or \"verify_inspection\"";
        }
    } else if (auto *cut = std::get_if<action::CutCards>(&result)) {
        error = readCardCount(object, "position", cut->position);
    } else if (auto *insert = std::get_if<action::InsertCutCard>(&result)) {
        error = readCardCount(object, "from_back", insert->fromBack);
    }
    // Unknown keys are refused first, so a typo ("seet") is named rather than
    // reported as a missing "seat".
    const FlatObject canonical = toFlat(result);
    for (const auto &[key, value] : object.entries()) {
        if (canonical.find(key) == nullptr) {
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

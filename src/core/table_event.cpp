#include "table_event.h"

namespace dt {

namespace {
template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

std::string seatText(int seat) {
    return "Seat " + std::to_string(seat);
}
} // namespace

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
        },
        tableEvent);
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
                   [&](const auto &e) { object.set("seat", std::int64_t{e.seat}); },
               },
               tableEvent);
    return object;
}

} // namespace dt

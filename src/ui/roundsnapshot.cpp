#include "roundsnapshot.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <array>
#include <core/double_shoe.h>
#include <core/games/blackjack/pay_table_listing.h>
#include <core/games/blackjack/side_wager.h>
#include <core/games/blackjack/table_offer.h>

namespace dt::ui {

namespace {

using dt::blackjack::DealerHand;
using dt::blackjack::Round;
using dt::blackjack::RoundBox;
using dt::blackjack::RoundHand;
using dt::blackjack::TableRules;

QString tr(const char *text) {
    return QCoreApplication::translate("RoundSnapshot", text);
}

// The colour of a card's back: one colour, or at a double shoe (§6(d)) the
// colour of the side the card belongs to, "red" on the left, "blue" on the
// right, the same for every card of a side.
struct CardBacks {
    bool twoColours = false;
    int decks = 1;
    QString of(const dt::Card &card) const {
        return twoColours && dt::backSide(card, decks) == dt::ShoeSide::Right
                   ? QStringLiteral("blue")
                   : QStringLiteral("red");
    }
};

QVariantMap cardMap(const dt::Card &card, bool faceUp, bool sideways, const CardBacks &backs) {
    return {
        {QStringLiteral("code"), faceUp ? QString::fromStdString(dt::toString(card)) : QString()},
        {QStringLiteral("faceUp"), faceUp},
        {QStringLiteral("sideways"), sideways},
        {QStringLiteral("back"), backs.of(card)}};
}

QVariantList handCards(const RoundHand &hand, bool heldFaceDown, const CardBacks &backs) {
    QVariantList cards;
    const auto count = hand.cards.size();
    for (std::size_t i = 0; i < count; ++i) {
        // Blackjack §10(a), (c): the one card of a double down lies sideways,
        // face down where the table deals it so, until turned up.
        const bool doubleCard = hand.doubleDown.inCents() > 0 && i == 2;
        bool faceUp = !(doubleCard && hand.doubleCardFaceDown && !hand.doubleCardTurnedUp);
        // §6A(c): the first two cards of the hand-dealt variation stay face
        // down with the player until the dealer turns them over.
        if (heldFaceDown && i < 2) {
            faceUp = false;
        }
        cards.append(cardMap(hand.cards[i], faceUp, doubleCard, backs));
    }
    return cards;
}

QVariantMap dealerMap(const Round &round, const CardBacks &backs) {
    const DealerHand &dealer = round.dealer;
    QVariantList cards;
    for (std::size_t i = 0; i < dealer.cards.size(); ++i) {
        // §6(j): the hole card stays face down until turned up.
        const bool faceUp = !(i == 1 && dealer.holeCardFaceDown);
        cards.append(cardMap(dealer.cards[i], faceUp, false, backs));
    }
    QVariantMap map{{QStringLiteral("cards"), cards},
                    {QStringLiteral("pickedUp"), dealer.pickedUp},
                    {QStringLiteral("holeCardChecked"), dealer.holeCardChecked},
                    {QStringLiteral("dealerHand"), 1},
                    {QStringLiteral("dealerHands"), 1}};
    if (round.multipleAction) {
        map[QStringLiteral("dealerHand")] = round.multipleAction->dealerHand;
        map[QStringLiteral("dealerHands")] = round.multipleAction->dealerHands;
    }
    return map;
}

// How a settled wager went: {paid, collected, returned}.
QVariantMap outcomeOf(const SettlementLedger &settled, const QString &key) {
    const SpotSettlement entry = settled.value(key);
    return {{QStringLiteral("paid"), entry.paid},
            {QStringLiteral("collected"), entry.collected},
            {QStringLiteral("returned"), entry.returned}};
}

QVariantList sideWagerList(const RoundBox &box, const SettlementLedger &settled) {
    QVariantList list;
    for (const auto &side : box.sideWagers) {
        const QString key = QString::fromUtf8(dt::blackjack::fieldName(side.wager).data());
        list.append(QVariantMap{
            {QStringLiteral("outcome"),
             outcomeOf(settled, settlementKey(box.seat, 1, QStringLiteral("side"), key, 0))},
            {QStringLiteral("key"), QString::fromUtf8(dt::blackjack::fieldName(side.wager).data())},
            {QStringLiteral("name"), QString::fromUtf8(dt::blackjack::name(side.wager).data())},
            {QStringLiteral("amount"), snapshotCents(side.amount)},
            {QStringLiteral("settled"), side.settled},
            {QStringLiteral("over"), side.over},
            {QStringLiteral("onDealersHand"), side.onDealersHand},
            {QStringLiteral("area"), side.area}, // §22(d): a streak wager's area
            // §22(d), (f): a streak wager not yet decided stays on its area
            // after the cards are picked up, for the next hand, or to be
            // collected if its player leaves.
            {QStringLiteral("pending"),
             side.wager == dt::blackjack::SideWager::Streak && !side.settled}});
    }
    return list;
}

QVariantMap boxMap(const RoundBox &box, const SettlementLedger &settled, const CardBacks &backs) {
    QVariantList hands;
    int number = 1;
    for (const auto &hand : box.hands) {
        const QString key = settlementKey(box.seat, number, QStringLiteral("main"), {}, 0);
        hands.append(
            QVariantMap{{QStringLiteral("outcome"), outcomeOf(settled, key)},
                        {QStringLiteral("hand"), number++},
                        {QStringLiteral("cards"), handCards(hand, box.cardsFaceDown, backs)},
                        {QStringLiteral("wager"), snapshotCents(hand.wager)},
                        {QStringLiteral("doubleDown"), snapshotCents(hand.doubleDown)},
                        {QStringLiteral("settled"), hand.settled},
                        {QStringLiteral("surrendered"), hand.surrendered},
                        {QStringLiteral("dead"), hand.dead}});
    }
    QVariantList behind;
    int place = 1;
    for (const auto &player : box.behind) {
        behind.append(QVariantMap{{QStringLiteral("behind"), place++},
                                  {QStringLiteral("wager"), snapshotCents(player.initialWager)},
                                  {QStringLiteral("insurance"),
                                   player.insurance ? snapshotCents(*player.insurance) : -1}});
    }
    QVariantList spots;
    for (const auto &spot : box.spotWagers) {
        spots.append(snapshotCents(spot));
    }
    return {{QStringLiteral("seat"), box.seat},
            {QStringLiteral("initialWager"), snapshotCents(box.initialWager)},
            {QStringLiteral("insurance"), box.insurance ? snapshotCents(*box.insurance) : -1},
            {QStringLiteral("insuranceSettled"), box.insuranceSettled},
            {QStringLiteral("evenMoney"), box.evenMoney},
            {QStringLiteral("pickedUp"), box.pickedUp},
            {QStringLiteral("cardsFaceDown"), box.cardsFaceDown},
            {QStringLiteral("hands"), hands},
            {QStringLiteral("sideWagers"), sideWagerList(box, settled)},
            {QStringLiteral("insuranceOutcome"),
             outcomeOf(settled, settlementKey(box.seat, 1, QStringLiteral("insurance"), {}, 0))},
            {QStringLiteral("behind"), behind},
            {QStringLiteral("spotWagers"), spots},
            {QStringLiteral("verbalWagerPending"), box.verbalWager && !box.verbalWager->done()},
            {QStringLiteral("reachingForWager"), box.reachingForWager},
            // Blackjack §15(a): the player asked out of the hand after a misdelivery.
            {QStringLiteral("asksOut"), box.asksOut},
            // §22(d): the streak area the lammer is on, 0 without one.
            {QStringLiteral("lammer"), box.lammer.value_or(0)}};
}

// The pay tables posted at the table, one placard per offered side wager
// (pay_table_listing.h: the rows the settlement pays from).
QVariantList placards(const dt::blackjack::TableOffer &offer) {
    QVariantList list;
    for (const auto &placard : dt::blackjack::payTablePlacards(offer)) {
        QVariantList rows;
        for (const auto &row : placard.rows) {
            rows.append(QVariantMap{{QStringLiteral("hand"), snapshotText(row.hand)},
                                    {QStringLiteral("pays"), snapshotText(row.pays)}});
        }
        QStringList notes;
        for (const auto &note : placard.notes) {
            notes.append(snapshotText(note));
        }
        list.append(QVariantMap{
            {QStringLiteral("key"), snapshotText(dt::blackjack::fieldName(placard.wager))},
            {QStringLiteral("title"), snapshotText(placard.title)},
            {QStringLiteral("table"), snapshotText(placard.table)},
            {QStringLiteral("citation"), snapshotText(placard.citation.text())},
            {QStringLiteral("rows"), rows},
            {QStringLiteral("notes"), notes}});
    }
    return list;
}

// Blackjack §6(d): the two compartments of a double shoe, each with its
// cards' back colour ("red" left, "blue" right, as CardBacks), its count and
// its cut card; the side dealt from; the segregated area's burned
// determinant cards (§6(d)(2)). Null at a single shoe.
QVariant doubleShoeMap(const dt::TableState &state) {
    if (!state.otherCompartment) {
        return {};
    }
    const auto compartment = [](dt::ShoeSide side, const std::vector<dt::Card> &cards,
                                int behindCutCard) {
        return QVariantMap{{QStringLiteral("side"), snapshotText(dt::shoeSideName(side))},
                           {QStringLiteral("back"), side == dt::ShoeSide::Right
                                                        ? QStringLiteral("blue")
                                                        : QStringLiteral("red")},
                           {QStringLiteral("count"), static_cast<int>(cards.size())},
                           // The cut card counted from the back of the side's cards; -1
                           // when the side holds no cut card (or its cards are gone).
                           {QStringLiteral("cutFromBack"),
                            cards.empty() || behindCutCard < 0 ? -1 : behindCutCard}};
    };
    const dt::ShoeSide dealt = state.shoeSide;
    const dt::ShoeSide other =
        dealt == dt::ShoeSide::Left ? dt::ShoeSide::Right : dt::ShoeSide::Left;
    const QVariantMap dealtMap = compartment(dealt, state.shoe, state.shoeCardsBehindCutCard);
    const QVariantMap otherMap = compartment(other, state.otherCompartment->cards,
                                             state.otherCompartment->cardsBehindCutCard);
    const CardBacks backs{true, state.config.decks};
    QVariantList segregated;
    for (const auto &card : state.segregatedArea) {
        segregated.append(cardMap(card, true, false, backs));
    }
    return QVariantMap{
        {QStringLiteral("left"), dealt == dt::ShoeSide::Left ? dealtMap : otherMap},
        {QStringLiteral("right"), dealt == dt::ShoeSide::Right ? dealtMap : otherMap},
        {QStringLiteral("segregated"), segregated}};
}

// What the layout has printed on it for this table's offer.
QVariantMap inscriptions(const TableRules &rules) {
    const auto &offer = rules.offer;
    const bool sixToFive = offer.sixToFive || offer.sixToFiveOnShoe;
    QVariantList sideWagers;
    for (const auto wager : offer.sideWagers) {
        sideWagers.append(QString::fromUtf8(dt::blackjack::name(wager).data()));
    }
    return {{QStringLiteral("blackjackPays"),
             sixToFive ? tr("BLACKJACK PAYS 6 TO 5") : tr("BLACKJACK PAYS 3 TO 2")},
            {QStringLiteral("dealerRule"), offer.soft17 == dt::blackjack::DealerSoft17::Hits
                                               ? tr("DEALER MUST HIT SOFT 17")
                                               : tr("DEALER MUST STAND ON ALL 17s")},
            {QStringLiteral("insurance"), tr("INSURANCE PAYS 2 TO 1")},
            {QStringLiteral("sideWagers"), sideWagers},
            {QStringLiteral("placards"), placards(offer)}};
}

} // namespace

qint64 snapshotCents(dt::Money money) {
    return static_cast<qint64>(money.inCents());
}

QString snapshotText(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QVariantList chipDenominations(const dt::GameRules &rules) {
    // The usual casino chips, in cents, largest first.
    static constexpr std::array<qint64, 10> kChips = {100000, 50000, 10000, 2500, 500,
                                                      250,    100,   50,    25,   1};
    qint64 smallest = 100;
    if (const auto *table = std::get_if<TableRules>(&rules)) {
        smallest = snapshotCents(table->offer.smallestChip);
    } else if (const auto *baccarat = std::get_if<dt::baccarat::TableRules>(&rules)) {
        // Baccarat §13(c): the vigorish is rounded up to 25 cents where the
        // licensee does so, else it is 5% to the cent: the rack holds both.
        smallest = baccarat->vigorishRoundedUpTo25Cents ? 25 : 1;
    }
    QVariantList chips;
    for (const qint64 chip : kChips) {
        if (chip >= smallest) {
            chips.append(chip);
        }
    }
    if (chips.isEmpty() || chips.last().toLongLong() != smallest) {
        chips.append(smallest); // an unusual smallest chip is still in the rack
    }
    return chips;
}

QString settlementKey(int seat, int hand, const QString &wager, const QString &side, int behind) {
    return QStringLiteral("%1/%2/%3/%4/%5").arg(seat).arg(hand).arg(wager, side).arg(behind);
}

QVariantMap roundSnapshot(const dt::TableState &state, const dt::GameRules &rules,
                          const SettlementLedger &settled) {
    const auto *round = std::get_if<Round>(&state.round);
    const auto *table = std::get_if<TableRules>(&rules);
    if (round == nullptr || table == nullptr) {
        return {{QStringLiteral("active"), false}};
    }
    const CardBacks backs{round->doubleShoe.has_value(), state.config.decks};
    QVariantList boxes;
    for (const auto &box : round->boxes) {
        boxes.append(boxMap(box, settled, backs));
    }
    // §15(b): the shoe's front card is face up: the dealer sees it at the mouth.
    QString faceUpInShoe;
    const int shoeSize = static_cast<int>(state.shoe.size());
    if (shoeSize > 0 && std::find(state.faceUpCardsInShoe.begin(), state.faceUpCardsInShoe.end(),
                                  shoeSize) != state.faceUpCardsInShoe.end()) {
        faceUpInShoe = QString::fromStdString(dt::toString(state.shoe.front()));
    }
    QVariant cardInError;
    if (round->cardInError) {
        const auto &card = *round->cardInError;
        cardInError =
            QVariantMap{{QStringLiteral("card"), cardMap(card.card, card.exposed, false, backs)},
                        {QStringLiteral("fromSeat"), card.fromSeat}};
    }
    return {{QStringLiteral("active"), true},
            {QStringLiteral("insuranceOffered"), round->insuranceOffered},
            {QStringLiteral("dealer"), dealerMap(*round, backs)},
            {QStringLiteral("doubleShoeSide"),
             round->doubleShoe && round->doubleShoe->side
                 ? QString::fromStdString(std::string(dt::shoeSideName(*round->doubleShoe->side)))
                 : QString()},
            {QStringLiteral("doubleShoe"), doubleShoeMap(state)},
            {QStringLiteral("boxes"), boxes},
            {QStringLiteral("cardInError"), cardInError},
            {QStringLiteral("faceUpInShoe"), faceUpInShoe},
            {QStringLiteral("chips"), chipDenominations(rules)},
            {QStringLiteral("inscriptions"), inscriptions(*table)}};
}

} // namespace dt::ui

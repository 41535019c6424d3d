#include "shoebatchesview.h"

#include <QStringList>
#include <QVariantMap>
#include <core/shoe_batch_preparation.h>
#include <core/table_state.h>

namespace dt::ui {

namespace {

int countOf(const TableState &state, const std::vector<Card> &cards, int batch) {
    int count = 0;
    for (const Card &card : cards) {
        count += batchOf(state, card) == batch ? 1 : 0;
    }
    return count;
}

// Blackjack §2(c): the 6 to 5 variation's batches are "one deck or a set of
// two decks".
QString batchNoun(const TableState &state) {
    if (!state.handDealt) {
        return QStringLiteral("batch");
    }
    return state.config.decks == 1 ? QStringLiteral("deck") : QStringLiteral("set");
}

QString statusText(const QString &place, bool faceUp) {
    if (place == QLatin1String("received")) {
        return QStringLiteral("As received");
    }
    if (place == QLatin1String("spread")) {
        return faceUp ? QStringLiteral("Spread face up") : QStringLiteral("Spread face down");
    }
    if (place == QLatin1String("washed")) {
        return QStringLiteral("Washed");
    }
    if (place == QLatin1String("stacked")) {
        return QStringLiteral("Stacked");
    }
    if (place == QLatin1String("shuffler")) {
        return QStringLiteral("In the shuffler");
    }
    return QStringLiteral("In play");
}

} // namespace

QVariantList shoeBatchesView(const TableState &state) {
    QVariantList batches;
    if (!state.shoeBatches && !state.handDealt) {
        return batches; // §2(b) (the second (b)) or the 6 to 5 variation's §2(c)
    }
    // §4(d); 002 (d)(2)-(3): a new table with both batches on the layout.
    const bool opening = state.stage == Stage::OpeningTable && !state.idleTable;
    const QString noun = batchNoun(state);
    for (int batch = 0; batch < 2; ++batch) {
        const int inShuffler =
            countOf(state, state.shufflerBatch, batch) + countOf(state, state.shufflerCards, batch);
        const int onTable = countOf(state, state.stack, batch);
        const int out =
            onTable + countOf(state, state.shoe, batch) + countOf(state, state.discardRack, batch);
        QString place = inShuffler > 0 ? QStringLiteral("shuffler") : QStringLiteral("in_play");
        bool faceUp = false;
        if (opening) {
            const BatchOpening &step = state.batchOpening[static_cast<std::size_t>(batch)];
            if (step.inShuffler) {
                place = QStringLiteral("shuffler");
            } else if (step.stacked) {
                place = QStringLiteral("stacked");
            } else if (step.washed) {
                place = QStringLiteral("washed");
            } else if (step.spread) {
                place = QStringLiteral("spread");
                faceUp = !step.turnedDown;
            } else {
                place = QStringLiteral("received");
            }
        }
        QStringList cards;
        if (place == QLatin1String("spread") && faceUp) {
            for (const Card &card : state.stack) {
                if (batchOf(state, card) == batch) {
                    cards.append(QString::fromStdString(toString(card)));
                }
            }
        }
        const bool inDevice = place == QLatin1String("shuffler");
        batches.append(QVariantMap{
            {QStringLiteral("batch"), batch + 1},
            {QStringLiteral("noun"), noun},
            {QStringLiteral("label"),
             noun.at(0).toUpper() + noun.mid(1) + QLatin1Char(' ') + QString::number(batch + 1)},
            {QStringLiteral("back"), batch == 0 ? QStringLiteral("red") : QStringLiteral("blue")},
            {QStringLiteral("place"), place},
            {QStringLiteral("faceUp"), faceUp},
            {QStringLiteral("count"), inDevice ? inShuffler : (opening ? onTable : out)},
            {QStringLiteral("cards"), cards},
            {QStringLiteral("status"), statusText(place, faceUp)},
        });
    }
    return batches;
}

} // namespace dt::ui

#include "drillautoplay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <core/drills/payout_drill.h>
#include <core/drills/side_wager_payouts.h>

namespace dt::cli {

namespace {

QString text(const std::string &value) {
    return QString::fromStdString(value);
}

QJsonArray cardsOf(const std::vector<Card> &cards) {
    QJsonArray list;
    for (const Card &card : cards) {
        list.append(text(toString(card)));
    }
    return list;
}

QJsonArray chipsOf(const std::vector<Money> &chips) {
    QJsonArray list;
    for (const Money chip : chips) {
        list.append(text(chip.text()));
    }
    return list;
}

} // namespace

QByteArray drillTranscript(const lessons::Lesson &lesson) {
    QByteArray transcript;
    if (!lesson.drill) {
        return transcript;
    }
    const lessons::DrillSpec &spec = *lesson.drill;
    // The questions the app deals for this seed (DrillController).
    const auto questions = spec.questions(spec.seed.value_or(kDrillTranscriptSeed));
    int number = 0;
    for (const drills::PayoutQuestion &question : questions) {
        ++number;
        const int wagers = drills::wagerCount(question);
        for (int index = 0; index < wagers; ++index) {
            const drills::PayoutQuestion &wager = drills::wagerAt(question, index);
            // The exact answer, graded by the core as a trainee's would be.
            const drills::PayoutGrade grade = drills::gradePayout(wager, wager.correct);
            QJsonObject line{
                {QStringLiteral("question"), number},
                {QStringLiteral("situation"),
                 QString::fromUtf8(
                     drills::situationKey(wager.situation).data(),
                     static_cast<qsizetype>(drills::situationKey(wager.situation).size()))},
                {QStringLiteral("label"), text(wager.wagerLabel)},
                {QStringLiteral("caption"), text(wager.caption)},
                {QStringLiteral("player"), cardsOf(wager.playerCards)},
                {QStringLiteral("dealer"), cardsOf(wager.dealerCards)},
                {QStringLiteral("chips"), chipsOf(wager.wagerChips)},
                {QStringLiteral("wager"), text(wager.wager.text())},
                {QStringLiteral("odds"), text(wager.oddsText)},
                {QStringLiteral("pays"), text(wager.correct.text())},
                {QStringLiteral("grade"),
                 grade.correct ? QStringLiteral("correct") : QStringLiteral("error")},
                {QStringLiteral("citation"), text(grade.citation.text())},
                {QStringLiteral("requirement"), text(grade.requirement)},
                {QStringLiteral("message"), text(grade.message)},
            };
            // A commission collected or marked, and how the table names its
            // hands, where they are not a blackjack payout's.
            if (wager.action != drills::DrillAction::Pay) {
                line.insert(QStringLiteral("action"),
                            text(std::string(drills::drillActionKey(wager.action))));
            }
            if (wager.playerHandLabel != drills::PayoutQuestion{}.playerHandLabel ||
                wager.dealerHandLabel != drills::PayoutQuestion{}.dealerHandLabel) {
                line.insert(QStringLiteral("playerHand"), text(wager.playerHandLabel));
                line.insert(QStringLiteral("dealerHand"), text(wager.dealerHandLabel));
            }
            if (wagers > 1) {
                // Several wagers of one box: which one, and the box.
                line.insert(QStringLiteral("wagerOfBox"), index + 1);
                line.insert(QStringLiteral("box"), text(question.caption));
            }
            transcript += QJsonDocument(line).toJson(QJsonDocument::Compact);
            transcript += '\n';
        }
    }
    return transcript;
}

} // namespace dt::cli

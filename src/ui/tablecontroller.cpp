#include "tablecontroller.h"

#include "coupsnapshot.h"
#include "flatconversion.h"
#include "roundsnapshot.h"
#include "shoebatchesview.h"

#include <QTimer>
#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/shoe_batch_preparation.h>
#include <core/shuffler_batch_preparation.h>
#include <core/speed_targets.h>
#include <storage/progressstore.h>
#include <storage/timestamps.h>

namespace dt::ui {

namespace {

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString stageName(dt::Stage stage) {
    switch (stage) {
    case dt::Stage::OpeningTable:
        return QStringLiteral("opening_table");
    case dt::Stage::ShoeFinished:
        return QStringLiteral("shoe_finished");
    case dt::Stage::ReadyToShuffle:
        return QStringLiteral("ready_to_shuffle");
    case dt::Stage::Shuffling:
        return QStringLiteral("shuffling");
    case dt::Stage::Cutting:
        return QStringLiteral("cutting");
    case dt::Stage::CutCompleted:
        return QStringLiteral("cut_completed");
    case dt::Stage::CutCardPlaced:
        return QStringLiteral("cut_card_placed");
    case dt::Stage::Loaded:
        return QStringLiteral("loaded");
    case dt::Stage::ReadyToDeal:
        return QStringLiteral("ready_to_deal");
    case dt::Stage::InPlay:
        return QStringLiteral("in_play");
    }
    return {};
}

// Where on the table the action happened: the seat it concerns, 0 = the table.
int seatOf(const dt::DealerAction &action, const dt::FlatObject &flat,
           const dt::TableState &before) {
    // A round's actions name their spot (deal_card, pay, pick_up ...).
    if (const auto *seat = flat.find("seat")) {
        if (const auto *number = std::get_if<std::int64_t>(seat)) {
            return static_cast<int>(*number);
        }
    }
    if (const auto *offer = std::get_if<dt::action::OfferCut>(&action)) {
        return offer->seat;
    }
    if (std::holds_alternative<dt::action::ShowBurnCard>(action)) {
        return before.burnCardRequestedBy.value_or(0);
    }
    if (std::holds_alternative<dt::action::CompleteCut>(action) ||
        std::holds_alternative<dt::action::RequestProperCut>(action)) {
        return before.cutPosition ? before.cutBy : 0;
    }
    return 0;
}

template <typename Settlement> QString keyOf(const Settlement &settlement) {
    return settlementKey(settlement.seat, settlement.hand,
                         QString::fromUtf8(dt::wagerName(settlement.wager)),
                         QString::fromStdString(settlement.side), settlement.behind);
}

// What the dealer did with a wager, for drawing the chips left beside it.
void noteSettlement(SettlementLedger &ledger, const dt::DealerAction &action) {
    if (const auto *collect = std::get_if<dt::action::Collect>(&action)) {
        ledger[keyOf(*collect)].collected += collect->amount.inCents();
    } else if (const auto *pay = std::get_if<dt::action::Pay>(&action)) {
        ledger[keyOf(*pay)].paid += pay->amount.inCents();
    } else if (const auto *push = std::get_if<dt::action::ReturnWager>(&action)) {
        ledger[keyOf(*push)].returned = true;
    }
}

// The hand signal that goes with a player's decision (drawn by the caption).
QString handSignalOf(const dt::TableEvent &event) {
    const auto *decides = std::get_if<dt::event::PlayerDecides>(&event);
    if (decides == nullptr) {
        return {};
    }
    // The signal is named as the decision is in the action format.
    return QString::fromUtf8(dt::decisionName(decides->decision));
}

// No card of the round is out yet: a new round, its settlements still to come.
bool roundNotDealt(const dt::TableState &state) {
    if (const auto *coup = std::get_if<dt::baccarat::CoupRound>(&state.round)) {
        return coup->hands.player.empty() && coup->hands.banker.empty();
    }
    const auto *round = std::get_if<dt::blackjack::Round>(&state.round);
    if (round == nullptr || !round->dealer.cards.empty()) {
        return round == nullptr;
    }
    for (const auto &box : round->boxes) {
        for (const auto &hand : box.hands) {
            if (!hand.cards.empty()) {
                return false;
            }
        }
    }
    return true;
}

// The round on the layout, drawn by the snapshot of the table's game.
QVariantMap snapshotOf(const dt::TableState &state, const dt::GameRules &rules,
                       const SettlementLedger &settled) {
    if (std::holds_alternative<dt::baccarat::TableRules>(rules)) {
        return coupSnapshot(state, rules, settled);
    }
    return roundSnapshot(state, rules, settled);
}

// What an exam shows of a verdict before the end: that the action was taken.
QVariantMap examReceipt(const QVariantMap &verdict) {
    return {{QStringLiteral("graded"), verdict.value(QStringLiteral("graded"))},
            {QStringLiteral("recorded"), true},
            {QStringLiteral("applied"), verdict.value(QStringLiteral("applied"))},
            {QStringLiteral("action"), verdict.value(QStringLiteral("action"))},
            {QStringLiteral("seat"), verdict.value(QStringLiteral("seat"))}};
}

QVariantMap notGraded(const QString &message) {
    return {{QStringLiteral("correct"), false},      {QStringLiteral("graded"), false},
            {QStringLiteral("applied"), false},      {QStringLiteral("severity"), QString()},
            {QStringLiteral("citation"), QString()}, {QStringLiteral("requirement"), QString()},
            {QStringLiteral("message"), message},    {QStringLiteral("expected"), QString()},
            {QStringLiteral("action"), QString()},   {QStringLiteral("seat"), 0}};
}

} // namespace

TableController::TableController(const dt::lessons::Lesson &lesson,
                                 dt::storage::ProgressStore *store, qint64 traineeId,
                                 qint64 attemptId,
                                 const dt::lessons::RegulationLibrary *regulations,
                                 const QString &mode, QObject *parent)
    : QObject(parent)
    , m_lesson(lesson)
    , m_mode(mode)
    , m_session(std::make_unique<dt::Session>(lesson.scenario, dt::refereeFor(lesson.scenario)))
    , m_store(store)
    , m_traineeId(traineeId)
    , m_attemptId(attemptId)
    , m_regulations(regulations)
    , m_seats(new SeatModel(this))
    , m_timeline(new TimelineModel(this))
    , m_retryTimer(new QTimer(this)) {
    m_retryTimer->setSingleShot(true);
    m_retryTimer->setInterval(kRetryIntervalMs);
    connect(m_retryTimer, &QTimer::timeout, this, [this] {
        save();
        emit changed();
    });
    m_seats->update(m_session->state());
    m_round = snapshotOf(m_session->state(), m_lesson.scenario.rules, {});
    m_timeline->append(m_session->timeline(), 0);
    noteEvents(0);
}

void TableController::noteEvents(std::size_t first) {
    m_lastEvents.clear();
    m_lastSignals.clear();
    const auto &timeline = m_session->timeline();
    for (std::size_t i = first; i < timeline.size(); ++i) {
        if (timeline[i].event) {
            m_lastEvents.append(QString::fromStdString(dt::describe(*timeline[i].event)));
            m_lastSignals.append(handSignalOf(*timeline[i].event));
        }
    }
}

TableController::~TableController() {
    // A last try, so what the store refused until now is not dropped unseen.
    if (hasUnsavedWork()) {
        blockSignals(true);
        if (!save()) {
            qWarning("Dealer Trainer: %d graded action(s) of attempt %lld could not be saved: %s",
                     unsavedActions(), static_cast<long long>(m_attemptId),
                     qPrintable(m_storageError));
        }
    }
}

QString TableController::regulationTitle() const {
    return fromStd(dt::regulationTitle(m_session->state().config.regulation));
}

int TableController::decks() const {
    return m_session->state().config.decks;
}

int TableController::cardCount() const {
    return m_session->state().config.cardCount();
}

int TableController::boxes() const {
    return m_session->state().config.boxes;
}

QString TableController::layout() const {
    if (const auto *table = std::get_if<dt::baccarat::TableRules>(&m_lesson.scenario.rules)) {
        return baccaratLayout(table->game);
    }
    return QStringLiteral("blackjack");
}

bool TableController::doubleShoe() const {
    const auto *table = std::get_if<dt::blackjack::TableRules>(&m_lesson.scenario.rules);
    return table != nullptr && table->offer.doubleShoe;
}

bool TableController::decksFromShuffler() const {
    const auto *table = std::get_if<dt::blackjack::TableRules>(&m_lesson.scenario.rules);
    return table != nullptr && table->offer.sixToFive;
}

bool TableController::dealtFromTheHand() const {
    return dt::dealtFromTheHand(m_lesson.scenario);
}

bool TableController::shoeBatches() const {
    // Blackjack §4(d), §5(j)(2): the 6 to 5 variation's two decks (or sets)
    // are opened as the batches are (shoe_batch_preparation.h).
    return dt::hasShoeBatches(m_lesson.scenario) || dt::dealtFromTheHand(m_lesson.scenario);
}

QVariantList TableController::batches() const {
    return shoeBatchesView(m_session->state());
}

QVariantMap TableController::lastVerdict() const {
    return exam() && !m_lastVerdict.isEmpty() ? examReceipt(m_lastVerdict) : m_lastVerdict;
}

QString TableController::stage() const {
    return stageName(m_session->state().stage);
}

int TableController::stackCount() const {
    return static_cast<int>(m_session->state().stack.size());
}

int TableController::shoeCount() const {
    return static_cast<int>(m_session->state().shoe.size());
}

int TableController::discardCount() const {
    return static_cast<int>(m_session->state().discardRack.size());
}

QString TableController::spread() const {
    const auto &face = m_session->state().spread;
    if (!face) {
        return QStringLiteral("none");
    }
    return *face == dt::action::Face::Up ? QStringLiteral("up") : QStringLiteral("down");
}

bool TableController::washed() const {
    return m_session->state().washed;
}

bool TableController::inspected() const {
    return m_session->state().inspected;
}

QStringList TableController::spreadCards() const {
    QStringList cards;
    const auto &state = m_session->state();
    if (!state.spread) {
        return cards;
    }
    cards.reserve(static_cast<qsizetype>(state.stack.size()));
    for (const auto &card : state.stack) {
        cards.append(QString::fromStdString(dt::toString(card)));
    }
    return cards;
}

int TableController::cutPosition() const {
    return m_session->state().cutPosition.value_or(-1);
}

int TableController::cutBy() const {
    return m_session->state().cutBy;
}

int TableController::cutCardFromBack() const {
    const auto &state = m_session->state();
    switch (state.stage) {
    case dt::Stage::CutCardPlaced:
    case dt::Stage::Loaded:
    case dt::Stage::ReadyToDeal:
    case dt::Stage::InPlay:
        return state.shoeCardsBehindCutCard;
    case dt::Stage::OpeningTable:
        // An idle table's shoe still holds its cut card until the cards are spread.
        return state.shoe.empty() ? -1 : state.shoeCardsBehindCutCard;
    default:
        return -1;
    }
}

QString TableController::cutCardIntent() const {
    switch (m_session->state().stage) {
    case dt::Stage::Cutting:
        return QStringLiteral("dealer_cut");
    case dt::Stage::CutCompleted:
        return QStringLiteral("insert");
    default:
        return {};
    }
}

QString TableController::burnCard() const {
    const auto &card = m_session->state().burnCard;
    return card ? QString::fromStdString(dt::toString(*card)) : QString();
}

bool TableController::burnCardFaceUp() const {
    return m_session->state().burnCard && (m_session->state().burnExposed || m_burnShown);
}

int TableController::burnRequestedBy() const {
    return m_session->state().burnCardRequestedBy.value_or(0);
}

int TableController::shuffleRiffles() const {
    return m_session->state().riffles;
}

bool TableController::shuffleTurned() const {
    return m_session->state().turned;
}

bool TableController::shuffleStripped() const {
    return m_session->state().stripped;
}

QVariantList TableController::chips() const {
    return chipDenominations(m_lesson.scenario.rules);
}

bool TableController::complete() const {
    return m_session->isComplete();
}

std::optional<std::int64_t> TableController::elapsedMs() const {
    if (!m_clock.isValid()) {
        return std::nullopt;
    }
    return m_elapsedMs;
}

QVariantMap TableController::summary() const {
    const dt::SessionSummary summary = m_session->summary(m_lesson.pass, elapsedMs());
    if (exam() && !m_finished && !m_abandoned) {
        return {{QStringLiteral("actions"), summary.actions},
                {QStringLiteral("complete"), false},
                {QStringLiteral("hintsUsed"), 0}};
    }
    QVariantMap result{{QStringLiteral("actions"), summary.actions},
                       {QStringLiteral("errors"), summary.errors},
                       {QStringLiteral("integrityErrors"), summary.integrityErrors},
                       {QStringLiteral("payoutErrors"), summary.payoutErrors},
                       {QStringLiteral("accuracy"), summary.accuracy},
                       {QStringLiteral("complete"), summary.complete},
                       {QStringLiteral("passed"), summary.passed},
                       {QStringLiteral("hintsUsed"), m_hintsUsed},
                       {QStringLiteral("hands"), summary.hands}};
    // The speed, for a lesson that asks for one ("212 hands an hour, target 180").
    // The decision is the core's (speed_targets.h); QML only shows it.
    if (m_lesson.pass.minimumHandsPerHour) {
        result.insert(QStringLiteral("minimumHandsPerHour"), *m_lesson.pass.minimumHandsPerHour);
        if (summary.handsPerHour) {
            result.insert(QStringLiteral("handsPerHour"), *summary.handsPerHour);
        }
        result.insert(QStringLiteral("fastEnough"), summary.fastEnough);
        // The pace as the decision reads it ("212"; "179.6" under a 180 target).
        result.insert(QStringLiteral("handsPerHourShown"),
                      QString::fromStdString(dt::handsPerHourFigure(dt::checkHandsPerHour(
                          summary.handsPerHour, m_lesson.pass.minimumHandsPerHour))));
    }
    return result;
}

QVariantMap TableController::verdictMap(const dt::DealerAction &action, const dt::Verdict &verdict,
                                        int seat) const {
    return {{QStringLiteral("correct"), verdict.correct},
            {QStringLiteral("graded"), true},
            {QStringLiteral("applied"), verdict.applied},
            {QStringLiteral("severity"),
             verdict.correct ? QString() : fromStd(dt::severityName(verdict.severity))},
            {QStringLiteral("citation"), QString::fromStdString(verdict.rule.citation.text())},
            {QStringLiteral("requirement"), QString::fromStdString(verdict.rule.requirement)},
            {QStringLiteral("message"), QString::fromStdString(verdict.message)},
            {QStringLiteral("expected"), QString::fromStdString(verdict.expected)},
            {QStringLiteral("action"), QString::fromStdString(dt::describe(action))},
            {QStringLiteral("seat"), seat}};
}

QVariantMap TableController::perform(const QVariantMap &actionMap) {
    if (m_abandoned) {
        return notGraded(tr("This attempt was abandoned; start the lesson again."));
    }
    if (m_finished || m_session->isComplete()) {
        return notGraded(tr("The lesson is complete; nothing more is expected."));
    }
    QString error;
    const auto flat = toFlatObject(actionMap, &error);
    if (!flat) {
        return notGraded(error);
    }
    const dt::ActionParseResult parsed = dt::actionFromFlat(*flat);
    if (!parsed.action) {
        return notGraded(QString::fromStdString(parsed.error));
    }
    apply(*parsed.action, *flat, Recording::Record);
    emit changed();
    return exam() ? examReceipt(m_lastVerdict) : m_lastVerdict;
}

void TableController::apply(const dt::DealerAction &action, const dt::FlatObject &flat,
                            Recording recording) {
    const int seat = seatOf(action, flat, m_session->state());
    if (roundNotDealt(m_session->state())) {
        m_settled.clear();
    }
    const std::size_t first = m_session->timeline().size();
    const int roundBefore = m_session->roundNumber();
    const dt::Verdict verdict = m_session->perform(action);
    if (!m_clock.isValid()) {
        m_clock.start();
    }
    m_elapsedMs = m_elapsedBeforeResume + m_clock.elapsed();
    if (recording == Recording::Record) {
        record(action, verdict);
    } else {
        ++m_actions; // in the store already, with this seq
    }

    if (std::holds_alternative<dt::action::ShowBurnCard>(action) && verdict.applied) {
        m_burnShown = true;
    }
    if (verdict.applied) {
        noteSettlement(m_settled, action);
    }
    // A lesson of several rounds: the pick-up brought the next round, whose
    // wagers have no settlement yet.
    if (m_session->roundNumber() != roundBefore) {
        m_settled.clear();
    }
    m_lastVerdict = verdictMap(action, verdict, seat);
    noteEvents(first);
    const auto &timeline = m_session->timeline();
    m_seats->update(m_session->state());
    m_round = snapshotOf(m_session->state(), m_lesson.scenario.rules, m_settled);
    m_timeline->append(timeline, first);
    if (m_session->isComplete() && !m_finished) {
        finish();
    }
}

int TableController::resumeRecorded() {
    if (m_store == nullptr || m_actions > 0 || m_finished || m_abandoned) {
        return 0;
    }
    const QList<dt::storage::GradedActionRecord> recorded = m_store->actions(m_attemptId);
    int replayed = 0;
    for (const dt::storage::GradedActionRecord &graded : recorded) {
        const dt::FlatParseResult flat = dt::parseFlatJson(graded.actionJson.toStdString());
        const dt::ActionParseResult parsed =
            flat.object ? dt::actionFromFlat(*flat.object) : dt::ActionParseResult{};
        if (!parsed.action || m_session->isComplete()) {
            // Never guess past what cannot be read: the table stops here.
            m_storageError = tr("Recorded action %1 of attempt %2 cannot be played back.")
                                 .arg(graded.seq)
                                 .arg(m_attemptId);
            break;
        }
        apply(*parsed.action, *flat.object, Recording::AlreadyStored);
        ++replayed;
    }
    if (replayed > 0) {
        // The time between the first and the last action before the stop
        // counts; the time the app was not running does not.
        m_elapsedBeforeResume =
            recorded.constFirst().recordedAt.msecsTo(recorded.at(replayed - 1).recordedAt);
        m_elapsedMs = m_elapsedBeforeResume;
        m_clock.start();
        m_lastVerdict.clear();
    }
    emit changed();
    return replayed;
}

void TableController::record(const dt::DealerAction &action, const dt::Verdict &verdict) {
    ++m_actions;
    if (m_store == nullptr) {
        return;
    }
    dt::storage::GradedActionRecord graded;
    graded.seq = m_actions;
    graded.actionJson = QString::fromStdString(dt::toJson(action));
    graded.verdict = verdict.correct ? QString(dt::storage::kVerdictCorrect)
                                     : QString(dt::storage::kVerdictError);
    // The rule followed or broken is kept with every action, so a transcript
    // can cite it; what was expected only with an error.
    graded.citation = QString::fromStdString(verdict.rule.citation.text());
    if (!verdict.correct) {
        graded.severity = fromStd(dt::severityName(verdict.severity));
        graded.expected = QString::fromStdString(verdict.expected);
    }
    graded.requirement = QString::fromStdString(verdict.rule.requirement);
    graded.message = QString::fromStdString(verdict.message);
    // When it was graded, even if it is written later.
    graded.recordedAt = dt::storage::storageNow();
    // Queued first: the actions the store refused before go in ahead of it.
    m_unsaved.append(graded);
    save();
}

void TableController::finish() {
    m_finished = true;
    m_storeEnd = StoreEnd::Finish;
    save();
}

bool TableController::hasUnsavedWork() const {
    if (m_store == nullptr || m_storeRefusesAttempt) {
        return false;
    }
    return !m_unsaved.isEmpty() || (m_storeEnd != StoreEnd::None && !m_endStored);
}

bool TableController::save() {
    bool ended = false;
    if (m_store == nullptr) {
        // Nothing is recorded: the attempt ends as soon as it ends here.
        m_unsaved.clear();
        ended = m_storeEnd != StoreEnd::None && !m_endStored;
        m_endStored = m_endStored || ended;
    } else if (!m_storeRefusesAttempt) {
        bool ok = true;
        while (ok && !m_unsaved.isEmpty()) {
            ok = m_store->recordAction(m_attemptId, m_unsaved.constFirst());
            if (ok) {
                m_unsaved.removeFirst();
            }
        }
        // The attempt is finished only once every action is in.
        if (ok && m_storeEnd != StoreEnd::None && !m_endStored) {
            if (m_storeEnd == StoreEnd::Finish) {
                const dt::SessionSummary summary = m_session->summary(m_lesson.pass, elapsedMs());
                dt::storage::AttemptSummary stored;
                stored.actions = summary.actions;
                stored.errors = summary.errors;
                stored.integrityErrors = summary.integrityErrors;
                stored.payoutErrors = summary.payoutErrors;
                stored.accuracy = summary.accuracy;
                stored.passed = summary.passed;
                ok = m_store->finishAttempt(m_attemptId, stored);
            } else {
                ok = m_store->abandonAttempt(m_attemptId);
            }
            m_endStored = ok;
            ended = ok;
        }
        if (ok) {
            m_storageError.clear();
            m_retryTimer->stop();
        } else {
            m_storageError = m_store->lastError();
            // An attempt the store holds as over (another station closed it)
            // takes nothing more: retrying cannot help. Otherwise (a lock),
            // try again soon.
            const auto status = m_store->attemptStatus(m_attemptId);
            m_storeRefusesAttempt = status && *status != dt::storage::kStatusInProgress;
            if (m_storeRefusesAttempt) {
                m_retryTimer->stop();
            } else {
                m_retryTimer->start();
            }
        }
    }
    if (ended) {
        emit attemptEnded();
    }
    // Settled: the store had refused something, and now nothing is left.
    const bool behind = hasUnsavedWork();
    if (m_behind && !behind) {
        emit storageSettled();
    }
    m_behind = behind;
    return !hasUnsavedWork() && m_storageError.isEmpty();
}

bool TableController::retrySaving() {
    const bool saved = save();
    emit changed();
    return saved;
}

QVariantMap TableController::hint() {
    // An exam gives no help (issue 5: no feedback until the end).
    if (m_abandoned || m_finished || exam()) {
        return {};
    }
    const auto options = m_session->expected();
    if (options.empty()) {
        return {};
    }
    const dt::Expectation &first = options.front();
    ++m_hintsUsed;
    if (m_store != nullptr && m_attemptId > 0 && !m_store->recordHint(m_attemptId)) {
        m_storageError = m_store->lastError();
    }
    emit changed();
    return {{QStringLiteral("description"), QString::fromStdString(first.description)},
            {QStringLiteral("citation"), QString::fromStdString(first.rule.citation.text())},
            {QStringLiteral("requirement"), QString::fromStdString(first.rule.requirement)},
            {QStringLiteral("action"), toVariantMap(dt::toFlat(first.action))},
            {QStringLiteral("minimum"), first.minimum},
            {QStringLiteral("maximum"), first.maximum}};
}

void TableController::abandon() {
    if (m_abandoned || m_finished) {
        return;
    }
    m_abandoned = true;
    m_storeEnd = StoreEnd::Abandon;
    save();
    emit changed();
}

QString TableController::sectionText(const QString &citation) const {
    return m_regulations != nullptr ? m_regulations->sectionText(citation) : QString();
}

} // namespace dt::ui

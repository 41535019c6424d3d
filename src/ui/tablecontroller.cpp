#include "tablecontroller.h"

#include "flatconversion.h"

#include <core/action_codec.h>
#include <core/referee_for.h>
#include <storage/progressstore.h>

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
int seatOf(const dt::DealerAction &action, const dt::TableState &before) {
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
                                 const dt::lessons::RegulationLibrary *regulations, QObject *parent)
    : QObject(parent)
    , m_lesson(lesson)
    , m_session(
          std::make_unique<dt::Session>(lesson.scenario, dt::refereeFor(lesson.scenario.table)))
    , m_store(store)
    , m_traineeId(traineeId)
    , m_attemptId(attemptId)
    , m_regulations(regulations)
    , m_seats(new SeatModel(this))
    , m_timeline(new TimelineModel(this)) {
    m_seats->update(m_session->state());
    m_timeline->append(m_session->timeline(), 0);
    for (const auto &entry : m_session->timeline()) {
        if (entry.event) {
            m_lastEvents.append(QString::fromStdString(dt::describe(*entry.event)));
        }
    }
}

TableController::~TableController() = default;

QString TableController::regulationTitle() const {
    return fromStd(dt::regulationTitle(m_session->state().config.regulation));
}

int TableController::decks() const {
    return m_session->state().config.decks;
}

int TableController::boxes() const {
    return m_session->state().config.boxes;
}

QString TableController::mode() const {
    return QString(dt::storage::kModePractice);
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

bool TableController::complete() const {
    return m_session->isComplete();
}

QVariantMap TableController::summary() const {
    const dt::SessionSummary summary = m_session->summary(m_lesson.pass);
    return {{QStringLiteral("actions"), summary.actions},
            {QStringLiteral("errors"), summary.errors},
            {QStringLiteral("integrityErrors"), summary.integrityErrors},
            {QStringLiteral("accuracy"), summary.accuracy},
            {QStringLiteral("complete"), summary.complete},
            {QStringLiteral("passed"), summary.passed},
            {QStringLiteral("hintsUsed"), m_hintsUsed}};
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
    const dt::DealerAction &action = *parsed.action;

    const int seat = seatOf(action, m_session->state());
    const std::size_t first = m_session->timeline().size();
    const dt::Verdict verdict = m_session->perform(action);
    record(action, verdict);

    if (std::holds_alternative<dt::action::ShowBurnCard>(action) && verdict.applied) {
        m_burnShown = true;
    }
    m_lastVerdict = verdictMap(action, verdict, seat);
    m_lastEvents.clear();
    const auto &timeline = m_session->timeline();
    for (std::size_t i = first; i < timeline.size(); ++i) {
        if (timeline[i].event) {
            m_lastEvents.append(QString::fromStdString(dt::describe(*timeline[i].event)));
        }
    }
    m_seats->update(m_session->state());
    m_timeline->append(timeline, first);
    const bool finishing = m_session->isComplete() && !m_finished;
    if (finishing) {
        finish();
    }
    emit changed();
    if (finishing) {
        emit attemptEnded();
    }
    return m_lastVerdict;
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
    graded.message = QString::fromStdString(verdict.message);
    if (!m_store->recordAction(m_attemptId, graded)) {
        m_storageError = m_store->lastError();
    }
}

void TableController::finish() {
    m_finished = true;
    if (m_store == nullptr) {
        return;
    }
    const dt::SessionSummary summary = m_session->summary(m_lesson.pass);
    dt::storage::AttemptSummary stored;
    stored.actions = summary.actions;
    stored.errors = summary.errors;
    stored.accuracy = summary.accuracy;
    stored.passed = summary.passed;
    if (!m_store->finishAttempt(m_attemptId, stored)) {
        m_storageError = m_store->lastError();
    }
}

QVariantMap TableController::hint() {
    if (m_abandoned || m_finished) {
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
    if (m_store != nullptr && m_attemptId > 0 && !m_store->abandonAttempt(m_attemptId)) {
        m_storageError = m_store->lastError();
    }
    emit changed();
    emit attemptEnded();
}

QString TableController::sectionText(const QString &citation) const {
    return m_regulations != nullptr ? m_regulations->sectionText(citation) : QString();
}

} // namespace dt::ui

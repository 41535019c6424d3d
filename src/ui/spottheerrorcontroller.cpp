#include "spottheerrorcontroller.h"

#include "flatconversion.h"
#include "tablecontroller.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <QTimer>
#include <algorithm>
#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/spot_the_error_replay.h>
#include <storage/progressstore.h>
#include <storage/records.h>

namespace dt::ui {

namespace {

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The dealer deals one action every 1.2 s unless the examinee sets another pace.
constexpr int kDefaultIntervalMs = 1200;

} // namespace

SpotTheErrorController::SpotTheErrorController(const dt::lessons::Lesson &lesson,
                                               dt::storage::ProgressStore *store, qint64 attemptId,
                                               const dt::lessons::RegulationLibrary *regulations,
                                               const QString &mode, QObject *parent)
    : QObject(parent)
    , m_lesson(lesson)
    , m_store(store)
    , m_attemptId(attemptId)
    , m_mode(mode)
    , m_exercise(lesson.scenario, dt::refereeFor(lesson.scenario),
                 lesson.spotTheError.value_or(dt::SpotTheErrorSpec{}))
    // The table the dealer deals at: no store, and in exam mode, so that it
    // never shows the dealer's errors as graded. The exercise grades.
    , m_table(new TableController(lesson, nullptr, 0, 0, regulations,
                                  QString(dt::storage::kModeExam), this))
    , m_timer(new QTimer(this)) {
    QQmlEngine::setObjectOwnership(m_table, QQmlEngine::CppOwnership);
    m_timer->setInterval(kDefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!next()) {
            setPlaying(false);
        }
    });
}

SpotTheErrorController::~SpotTheErrorController() = default;

bool SpotTheErrorController::exam() const {
    return m_mode == dt::storage::kModeExam;
}

QString SpotTheErrorController::regulationTitle() const {
    return m_table->regulationTitle();
}

bool SpotTheErrorController::playing() const {
    return m_timer->isActive();
}

void SpotTheErrorController::setPlaying(bool playing) {
    if (playing == m_timer->isActive()) {
        return;
    }
    if (playing && (awaitsAnswer() || playedOut() || finished())) {
        return;
    }
    if (playing) {
        m_timer->start();
    } else {
        m_timer->stop();
    }
    emit playingChanged();
}

int SpotTheErrorController::interval() const {
    return m_timer->interval();
}

void SpotTheErrorController::setInterval(int milliseconds) {
    // From a fast dealer to a slow walk-through.
    milliseconds = std::clamp(milliseconds, 250, 5000);
    if (milliseconds == m_timer->interval()) {
        return;
    }
    m_timer->setInterval(milliseconds);
    emit intervalChanged();
}

QStringList SpotTheErrorController::remedyChoices() const {
    QStringList choices;
    for (const std::string &choice : m_exercise.remedyChoices()) {
        choices.append(QString::fromStdString(choice));
    }
    return choices;
}

QVariantMap SpotTheErrorController::entryMap(const dt::SpotEntry &entry) {
    return {{QStringLiteral("kind"), fromStd(dt::spotEntryKindName(entry.kind))},
            {QStringLiteral("correct"), entry.correct},
            {QStringLiteral("severity"),
             entry.correct ? QString() : fromStd(dt::severityName(entry.severity))},
            {QStringLiteral("step"), entry.dealerStep},
            {QStringLiteral("citation"), QString::fromStdString(entry.rule.citation.text())},
            {QStringLiteral("requirement"), QString::fromStdString(entry.rule.requirement)},
            {QStringLiteral("answer"), QString::fromStdString(entry.answer)},
            {QStringLiteral("expected"), QString::fromStdString(entry.expected)},
            {QStringLiteral("explanation"), QString::fromStdString(entry.explanation)}};
}

QVariantList SpotTheErrorController::lastEntries() const {
    QVariantList list;
    if (exam()) {
        return list;
    }
    const auto &entries = m_exercise.entries();
    for (std::size_t i = m_lastAnswer; i < entries.size(); ++i) {
        list.append(entryMap(entries[i]));
    }
    return list;
}

QVariantList SpotTheErrorController::entries() const {
    QVariantList list;
    for (const dt::SpotEntry &entry : m_exercise.entries()) {
        list.append(entryMap(entry));
    }
    return list;
}

dt::SpotSummary SpotTheErrorController::graded() const {
    return m_exercise.summary(
        {m_lesson.pass.minimumAccuracy,
         m_lesson.spotTheError ? m_lesson.spotTheError->maximumMissedErrors : 0});
}

QVariantMap SpotTheErrorController::summary() const {
    const dt::SpotSummary summary = graded();
    return {{QStringLiteral("injectedErrors"), summary.injectedErrors},
            {QStringLiteral("caught"), summary.caught},
            {QStringLiteral("late"), summary.late},
            {QStringLiteral("missed"), summary.missed},
            {QStringLiteral("falseStops"), summary.falseStops},
            {QStringLiteral("rulesRight"), summary.rulesRight},
            {QStringLiteral("remediesRight"), summary.remediesRight},
            {QStringLiteral("graded"), summary.graded},
            {QStringLiteral("correct"), summary.correct},
            {QStringLiteral("integrityErrors"), summary.integrityErrors},
            {QStringLiteral("payoutErrors"), summary.payoutErrors},
            {QStringLiteral("accuracy"), summary.accuracy},
            {QStringLiteral("complete"), summary.complete},
            {QStringLiteral("passed"), summary.passed}};
}

bool SpotTheErrorController::next() {
    if (m_ended) {
        return false;
    }
    const std::size_t before = m_exercise.entries().size();
    const auto step = m_exercise.step();
    if (!step) {
        return false;
    }
    showOnTable(*step);
    if (m_exercise.entries().size() > before) {
        m_lastAnswer = before; // an error let pass, graded missed
    }
    recordNewEntries();
    if (m_exercise.playedOut()) {
        m_timer->stop();
        emit playingChanged();
    }
    emit changed();
    return true;
}

void SpotTheErrorController::showOnTable(const dt::DealerStep &step) {
    // The same action at the table the examinee watches.
    const QVariantMap shown = m_table->perform(toVariantMap(dt::toFlat(step.action)));
    m_lastAction = shown.value(QStringLiteral("action")).toString();
}

bool SpotTheErrorController::resumeRecorded(QString &error) {
    if (m_store == nullptr || m_ended || m_exercise.shown() > 0) {
        error = tr("only an exercise not begun here, with its attempt stored, resumes");
        return false;
    }
    std::vector<dt::FlatObject> answers;
    for (const dt::storage::GradedActionRecord &record : m_store->actions(m_attemptId)) {
        const dt::FlatParseResult parsed = dt::parseFlatJson(record.actionJson.toStdString());
        if (!parsed.object) {
            error = tr("answer %1 cannot be read: %2").arg(record.seq).arg(fromStd(parsed.error));
            return false;
        }
        answers.push_back(*parsed.object);
    }
    const std::optional<std::string> problem = dt::replayAnswers(
        m_exercise, answers, [this](const dt::DealerStep &step) { showOnTable(step); });
    if (problem) {
        error = fromStd(*problem);
        return false;
    }
    // Stored already: nothing is recorded twice.
    m_recorded = m_exercise.entries().size();
    m_lastAnswer = m_recorded;
    emit changed();
    return true;
}

QVariantMap SpotTheErrorController::stop() {
    if (m_ended) {
        return {};
    }
    const std::size_t before = m_exercise.entries().size();
    const auto result = m_exercise.stop();
    if (!result) {
        return {};
    }
    setPlaying(false);
    m_lastAnswer = before;
    recordNewEntries();
    emit changed();
    return exam() ? QVariantMap{{QStringLiteral("awaitsAnswer"), result->awaitsAnswer}}
                  : entryMap(result->entry);
}

QVariantList SpotTheErrorController::answer(const QString &citation, int remedyChoice) {
    if (m_ended || !awaitsAnswer() || remedyChoice < 0) {
        return {};
    }
    const std::size_t before = m_exercise.entries().size();
    const auto graded =
        m_exercise.answer(citation.trimmed().toStdString(), static_cast<std::size_t>(remedyChoice));
    if (graded.empty()) {
        return {};
    }
    // Practice shows the stop with its answers; the stop was graded first.
    m_lastAnswer = before > 0 ? before - 1 : 0;
    recordNewEntries();
    emit changed();
    QVariantList list;
    if (!exam()) {
        for (const dt::SpotEntry &entry : graded) {
            list.append(entryMap(entry));
        }
    }
    return list;
}

void SpotTheErrorController::finish() {
    if (m_ended) {
        return;
    }
    setPlaying(false);
    m_exercise.finish();
    recordNewEntries();
    if (m_store != nullptr) {
        const dt::SpotSummary summary = graded();
        dt::storage::AttemptSummary stored;
        stored.actions = summary.graded;
        stored.errors = summary.graded - summary.correct;
        stored.integrityErrors = summary.integrityErrors;
        stored.payoutErrors = summary.payoutErrors;
        stored.accuracy = summary.accuracy;
        stored.passed = summary.passed;
        m_store->finishAttempt(m_attemptId, stored);
    }
    m_ended = true;
    emit changed();
    emit attemptEnded();
}

void SpotTheErrorController::abandon() {
    if (m_ended) {
        return;
    }
    m_ended = true;
    m_timer->stop();
    if (m_store != nullptr) {
        m_store->abandonAttempt(m_attemptId);
    }
    emit attemptEnded();
}

void SpotTheErrorController::recordNewEntries() {
    const auto &entries = m_exercise.entries();
    for (; m_recorded < entries.size(); ++m_recorded) {
        if (m_store == nullptr) {
            continue;
        }
        const dt::SpotEntry &entry = entries[m_recorded];
        dt::storage::GradedActionRecord record;
        record.seq = static_cast<int>(m_recorded) + 1;
        // The answer's stable form ({"answer": "rule", "step": 5, ...}).
        const QJsonObject action = QJsonObject::fromVariantMap(toVariantMap(dt::toFlat(entry)));
        record.actionJson = QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact));
        record.verdict = entry.correct ? QString(dt::storage::kVerdictCorrect)
                                       : QString(dt::storage::kVerdictError);
        record.severity = entry.correct ? QString() : fromStd(dt::severityName(entry.severity));
        record.citation = QString::fromStdString(entry.rule.citation.text());
        record.requirement = QString::fromStdString(entry.rule.requirement);
        record.expected = QString::fromStdString(entry.expected);
        record.message = QString::fromStdString(entry.explanation);
        m_store->recordAction(m_attemptId, record);
    }
}

} // namespace dt::ui

#include "drillcontroller.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <algorithm>
#include <core/drills/side_wager_payouts.h>
#include <storage/progressstore.h>
#include <storage/records.h>

namespace dt::ui {

namespace {

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QStringList cardCodes(const std::vector<dt::Card> &cards) {
    QStringList codes;
    for (const dt::Card &card : cards) {
        codes << QString::fromStdString(dt::toString(card));
    }
    return codes;
}

int toCents(dt::Money money) {
    return static_cast<int>(money.inCents());
}

} // namespace

DrillController::DrillController(const dt::lessons::Lesson &lesson,
                                 dt::storage::ProgressStore *store, qint64 attemptId,
                                 const QString &mode, quint64 seed, QObject *parent)
    : QObject(parent)
    , m_lessonId(lesson.id)
    , m_title(lesson.title)
    , m_objective(lesson.objective)
    , m_mode(mode)
    , m_game(dt::tableGameFromKey(lesson.game.toStdString()).value_or(dt::TableGame::Blackjack))
    , m_spec(lesson.drill.value_or(dt::lessons::DrillSpec{}))
    , m_store(store)
    , m_attemptId(attemptId)
    , m_tick(new QTimer(this)) {
    m_questions = m_spec.questions(seed);
    m_tick->setInterval(100);
    connect(m_tick, &QTimer::timeout, this, &DrillController::clockChanged);
    startClock();
}

DrillController::~DrillController() = default;

bool DrillController::exam() const {
    return m_mode == dt::storage::kModeExam;
}

QVariantList DrillController::denominations() const {
    QVariantList list;
    for (const dt::Money chip : dt::drills::drillChips(m_game)) {
        list << toCents(chip);
    }
    return list;
}

QString DrillController::situation() const {
    return m_finished || m_questions.empty()
               ? QString()
               : fromStd(dt::drills::situationKey(
                     m_questions[static_cast<std::size_t>(m_index)].situation));
}

QString DrillController::situationTitle() const {
    return m_finished || m_questions.empty()
               ? QString()
               : fromStd(dt::drills::situationTitle(
                     m_questions[static_cast<std::size_t>(m_index)].situation));
}

QString DrillController::questionText(std::string dt::drills::PayoutQuestion::*text) const {
    return m_finished || m_questions.empty() ? QString() : QString::fromStdString(current().*text);
}

QString DrillController::caption() const {
    return questionText(&dt::drills::PayoutQuestion::caption);
}

const dt::drills::PayoutQuestion &DrillController::current() const {
    return m_questions[static_cast<std::size_t>(m_index)];
}

const dt::drills::PayoutQuestion &DrillController::currentWager() const {
    return dt::drills::wagerAt(current(), m_wagerIndex);
}

bool DrillController::wagerPaid(int wager) const {
    for (const Answer &each : m_answers) {
        if (each.question == m_index && each.wager == wager) {
            return true;
        }
    }
    return false;
}

QVariantList DrillController::wagerChips() const {
    QVariantList list;
    if (!m_finished && !m_questions.empty()) {
        for (const dt::Money chip : currentWager().wagerChips) {
            list << toCents(chip);
        }
    }
    return list;
}

int DrillController::wagerCents() const {
    return m_finished || m_questions.empty() ? 0 : toCents(currentWager().wager);
}

QString DrillController::wagerLabel() const {
    return m_finished || m_questions.empty() ? QString()
                                             : QString::fromStdString(currentWager().wagerLabel);
}

QString DrillController::wagerCaption() const {
    return m_finished || m_questions.empty() ? QString()
                                             : QString::fromStdString(currentWager().caption);
}

int DrillController::wagerCount() const {
    return m_finished || m_questions.empty() ? 0 : dt::drills::wagerCount(current());
}

QVariantList DrillController::wagers() const {
    QVariantList list;
    if (m_finished || m_questions.empty()) {
        return list;
    }
    for (int i = 0; i < dt::drills::wagerCount(current()); ++i) {
        const dt::drills::PayoutQuestion &wager = dt::drills::wagerAt(current(), i);
        QVariantList chips;
        for (const dt::Money chip : wager.wagerChips) {
            chips << toCents(chip);
        }
        QVariantMap map{
            {QStringLiteral("label"), QString::fromStdString(wager.wagerLabel)},
            {QStringLiteral("caption"), QString::fromStdString(wager.caption)},
            {QStringLiteral("chips"), chips},
            {QStringLiteral("cents"), toCents(wager.wager)},
            {QStringLiteral("paid"), false},
            {QStringLiteral("paidCents"), 0},
            {QStringLiteral("action"), fromStd(dt::drills::drillActionKey(wager.action))},
        };
        for (const Answer &each : m_answers) {
            if (each.question == m_index && each.wager == i) {
                map.insert(QStringLiteral("paid"), true);
                map.insert(QStringLiteral("paidCents"), toCents(each.paid));
                if (m_answered && !exam()) {
                    map.insert(QStringLiteral("correct"), each.grade.correct);
                    map.insert(QStringLiteral("error"), QString::fromStdString(each.grade.error));
                }
            }
        }
        list << map;
    }
    return list;
}

int DrillController::wagerTotal() const {
    int total = 0;
    for (const auto &question : m_questions) {
        total += dt::drills::wagerCount(question);
    }
    return total;
}

QStringList DrillController::playerCards() const {
    return m_finished || m_questions.empty()
               ? QStringList()
               : cardCodes(m_questions[static_cast<std::size_t>(m_index)].playerCards);
}

QStringList DrillController::dealerCards() const {
    return m_finished || m_questions.empty()
               ? QStringList()
               : cardCodes(m_questions[static_cast<std::size_t>(m_index)].dealerCards);
}

QVariantList DrillController::playerHands() const {
    QVariantList hands;
    if (m_finished || m_questions.empty()) {
        return hands;
    }
    // Wagers on the same cards (a side wager beside the main wager) share a hand.
    std::vector<dt::Card> last;
    for (int i = 0; i < dt::drills::wagerCount(current()); ++i) {
        const auto &cards = dt::drills::wagerAt(current(), i).playerCards;
        if (i == 0 || cards != last) {
            hands << cardCodes(cards);
            last = cards;
        }
    }
    return hands;
}

QString DrillController::playerHandLabel() const {
    return questionText(&dt::drills::PayoutQuestion::playerHandLabel);
}

QString DrillController::dealerHandLabel() const {
    return questionText(&dt::drills::PayoutQuestion::dealerHandLabel);
}

QString DrillController::wagerAction() const {
    return m_finished || m_questions.empty()
               ? QString()
               : fromStd(dt::drills::drillActionKey(currentWager().action));
}

double DrillController::elapsedSeconds() const {
    if (m_answered || m_finished) {
        return m_stoppedSeconds;
    }
    return static_cast<double>(m_clock.elapsed()) / 1000.0;
}

QVariantMap DrillController::lastAnswer() const {
    return m_answers.empty() ? QVariantMap() : answerMap(static_cast<int>(m_answers.size()) - 1);
}

QVariantList DrillController::questionAnswers() const {
    QVariantList list;
    for (int i = 0; i < static_cast<int>(m_answers.size()); ++i) {
        if (m_answers[static_cast<std::size_t>(i)].question == m_index) {
            list << answerMap(i);
        }
    }
    return list;
}

dt::drills::DrillScore DrillController::score() const {
    // Graded per wager, timed per question (the time of its last wager).
    std::vector<std::vector<bool>> correct;
    std::vector<double> seconds;
    for (const Answer &each : m_answers) {
        const auto question = static_cast<std::size_t>(each.question);
        const bool complete = static_cast<int>(question) < m_index || m_answered || m_finished;
        if (!complete) {
            continue; // a question part paid is not scored yet
        }
        if (correct.size() <= question) {
            correct.resize(question + 1);
            seconds.resize(question + 1, 0.0);
        }
        correct[question].push_back(each.grade.correct);
        seconds[question] = std::max(seconds[question], each.seconds);
    }
    return dt::drills::scoreDrill(static_cast<int>(m_questions.size()), correct, seconds,
                                  m_spec.passAccuracy, m_spec.passMedianSeconds);
}

int DrillController::correctCount() const {
    return static_cast<int>(std::count_if(m_answers.begin(), m_answers.end(),
                                          [](const Answer &each) { return each.grade.correct; }));
}

double DrillController::accuracy() const {
    return score().accuracy;
}

double DrillController::medianSeconds() const {
    return score().medianSeconds;
}

bool DrillController::passed() const {
    return m_finished && score().passed;
}

QVariantList DrillController::answers() const {
    QVariantList list;
    for (int i = 0; i < static_cast<int>(m_answers.size()); ++i) {
        list << answerMap(i);
    }
    return list;
}

QVariantMap DrillController::answerMap(int i) const {
    const Answer &each = m_answers[static_cast<std::size_t>(i)];
    const dt::drills::PayoutQuestion &question =
        dt::drills::wagerAt(m_questions[static_cast<std::size_t>(each.question)], each.wager);
    return {
        {QStringLiteral("number"), each.question + 1},
        {QStringLiteral("wagerLabel"), QString::fromStdString(question.wagerLabel)},
        {QStringLiteral("caption"), QString::fromStdString(question.caption)},
        {QStringLiteral("situationTitle"), fromStd(dt::drills::situationTitle(question.situation))},
        {QStringLiteral("wager"), QString::fromStdString(question.wager.text())},
        {QStringLiteral("paid"), QString::fromStdString(each.paid.text())},
        {QStringLiteral("correctAmount"), QString::fromStdString(question.correct.text())},
        {QStringLiteral("correct"), each.grade.correct},
        {QStringLiteral("error"), QString::fromStdString(each.grade.error)},
        {QStringLiteral("message"), QString::fromStdString(each.grade.message)},
        {QStringLiteral("citation"), QString::fromStdString(each.grade.citation.text())},
        {QStringLiteral("requirement"), QString::fromStdString(each.grade.requirement)},
        {QStringLiteral("seconds"), each.seconds},
        {QStringLiteral("overTarget"), each.seconds > m_spec.targetSeconds},
    };
}

void DrillController::startClock() {
    m_clock.start();
    m_stoppedSeconds = 0.0;
    m_tick->start();
    emit clockChanged();
}

void DrillController::answer(int cents) {
    answerAfter(cents, static_cast<double>(m_clock.elapsed()) / 1000.0);
}

void DrillController::answerAfter(int cents, double seconds) {
    if (m_answered || m_finished || m_questions.empty() || cents < 0 || wagerPaid(m_wagerIndex)) {
        return;
    }
    const dt::drills::PayoutQuestion &question = currentWager();
    Answer answer{dt::drills::gradePayout(question, dt::Money::cents(cents)),
                  dt::Money::cents(cents), seconds, m_index, m_wagerIndex};
    m_answers.push_back(answer);

    if (m_store != nullptr) {
        // The stable form of the answer, for transcripts: what was paid on
        // what, and how long it took.
        QJsonObject action{
            {QStringLiteral("type"), fromStd(dt::drills::drillAnswerKind(question))},
            {QStringLiteral("situation"), fromStd(dt::drills::situationKey(question.situation))},
            {QStringLiteral("wager"), QString::fromStdString(question.wager.text())},
            {QStringLiteral("paid"), QString::fromStdString(answer.paid.text())},
            {QStringLiteral("ms"), static_cast<qint64>(seconds * 1000.0 + 0.5)},
        };
        if (dt::drills::wagerCount(current()) > 1) {
            // Several wagers of one box: which one of the question this is.
            action.insert(QStringLiteral("question"), m_index + 1);
            action.insert(QStringLiteral("box"), QString::fromStdString(question.wagerLabel));
        }
        dt::storage::GradedActionRecord record;
        record.seq = static_cast<int>(m_answers.size());
        record.actionJson = QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact));
        record.verdict = answer.grade.correct ? QString(dt::storage::kVerdictCorrect)
                                              : QString(dt::storage::kVerdictError);
        record.severity = answer.grade.correct ? QString() : QStringLiteral("payout");
        record.citation = QString::fromStdString(answer.grade.citation.text());
        record.requirement = QString::fromStdString(answer.grade.requirement);
        record.expected = QString::fromStdString(question.correct.text());
        record.message = answer.grade.correct ? QString::fromStdString(answer.grade.message)
                                              : QString::fromStdString(answer.grade.error);
        m_store->recordAction(m_attemptId, record);
    }
    // The next unpaid wager of the box, if any: the clock runs on.
    const int count = dt::drills::wagerCount(current());
    for (int step = 1; step < count; ++step) {
        const int candidate = (m_wagerIndex + step) % count;
        if (!wagerPaid(candidate)) {
            m_wagerIndex = candidate;
            emit wagerChanged();
            emit verdictChanged();
            return;
        }
    }
    m_tick->stop();
    m_stoppedSeconds = seconds;
    m_answered = true;
    emit wagerChanged();
    emit verdictChanged();
    emit clockChanged();
    if (exam()) {
        next();
    }
}

void DrillController::selectWager(int index) {
    if (m_answered || m_finished || m_questions.empty() || index < 0 ||
        index >= dt::drills::wagerCount(current()) || wagerPaid(index) || index == m_wagerIndex) {
        return;
    }
    if (current().partsInOrder) {
        for (int earlier = 0; earlier < index; ++earlier) {
            if (!wagerPaid(earlier)) {
                return; // the parts are answered in their order
            }
        }
    }
    m_wagerIndex = index;
    emit wagerChanged();
}

void DrillController::selectNextWager() {
    if (m_answered || m_finished || m_questions.empty()) {
        return;
    }
    const int count = dt::drills::wagerCount(current());
    for (int step = 1; step < count; ++step) {
        const int candidate = (m_wagerIndex + step) % count;
        if (!wagerPaid(candidate)) {
            selectWager(candidate);
            return;
        }
    }
}

void DrillController::next() {
    if (!m_answered || m_finished) {
        return;
    }
    m_answered = false;
    if (m_index + 1 >= count()) {
        finish();
        return;
    }
    ++m_index;
    m_wagerIndex = 0;
    startClock();
    emit questionChanged();
    emit wagerChanged();
    emit verdictChanged();
}

void DrillController::finish() {
    m_finished = true;
    m_tick->stop();
    if (m_store != nullptr && !m_ended) {
        dt::storage::AttemptSummary summary;
        summary.actions = static_cast<int>(m_answers.size());
        summary.errors = summary.actions - correctCount();
        summary.payoutErrors = summary.errors;
        summary.accuracy = accuracy();
        summary.passed = passed();
        m_store->finishAttempt(m_attemptId, summary);
    }
    m_ended = true;
    emit questionChanged();
    emit wagerChanged();
    emit verdictChanged();
    emit finishedChanged();
    emit attemptEnded();
}

void DrillController::abandon() {
    if (m_ended) {
        return;
    }
    m_ended = true;
    m_tick->stop();
    if (m_store != nullptr) {
        m_store->abandonAttempt(m_attemptId);
    }
    emit attemptEnded();
}

} // namespace dt::ui

#include "transcriptpdf.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QJsonValue>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>
#include <cmath>
#include <core/action_codec.h>
#include <core/dealer_action.h>

namespace dt::transcript {

namespace {

using storage::Transcript;
using storage::TranscriptError;
using storage::TranscriptScenario;

constexpr int kDotsPerInch = 300;

double mm(double millimetres) {
    return millimetres * kDotsPerInch / 25.4;
}

const QColor kInk(0x1d, 0x23, 0x2b);
const QColor kMuted(0x5b, 0x64, 0x70);
const QColor kAccent(0x1f, 0x3a, 0x5f);
const QColor kRule(0xb8, 0xbf, 0xc8);
const QColor kHeadingFill(0xe4, 0xe8, 0xee);
const QColor kStripeFill(0xf5, 0xf6, 0xf8);
const QColor kPass(0x1b, 0x6e, 0x3a);
const QColor kFail(0xa3, 0x20, 0x20);

QFont font(double points, bool bold = false, bool mono = false) {
    QFont f(mono ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans"));
    f.setStyleHint(mono ? QFont::Monospace : QFont::SansSerif);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

QString dash() {
    return QStringLiteral("\u2014");
}

QString utc(const QDateTime &time) {
    return time.isValid() ? time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"))
                          : dash();
}

// "12:05" (minutes and seconds), "1:02:05" past an hour.
QString duration(std::optional<qint64> ms) {
    if (!ms) {
        return dash();
    }
    const qint64 seconds = (*ms + 500) / 1000;
    const QString minutesSeconds =
        QStringLiteral("%1:%2").arg(seconds / 60 % 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return seconds >= 3600 ? QStringLiteral("%1:%2")
                                 .arg(seconds / 3600)
                                 .arg(minutesSeconds.rightJustified(5, QLatin1Char('0')))
                           : minutesSeconds;
}

QString percent(double fraction) {
    return QString::number(fraction * 100.0, 'f', 1) + QLatin1Char('%');
}

QString perHour(std::optional<double> value) {
    return value ? QString::number(std::round(*value)) : dash();
}

// The exam file's pass criteria as it states them.
QString criteriaText(const QJsonObject &pass) {
    QStringList parts;
    const auto limit = [&pass](const char *key) { return pass.value(QLatin1String(key)); };
    if (limit("minimumAccuracy").isDouble()) {
        parts.append(QStringLiteral("accuracy at least %1")
                         .arg(percent(limit("minimumAccuracy").toDouble())));
    }
    const auto atMost = [&](const char *key, const QString &what) {
        if (limit(key).isDouble()) {
            const int most = limit(key).toInt();
            parts.append(most == 0 ? QStringLiteral("no %1").arg(what)
                                   : QStringLiteral("at most %1 %2").arg(most).arg(what));
        }
    };
    atMost("maximumIntegrityErrors", QStringLiteral("integrity errors"));
    atMost("maximumPayoutErrors", QStringLiteral("payout errors"));
    if (limit("minimumHandsPerHour").isDouble()) {
        parts.append(QStringLiteral("at least %1 hands an hour")
                         .arg(limit("minimumHandsPerHour").toDouble()));
    }
    return parts.join(QStringLiteral("; "));
}

// What the dealer did, in words (dt::describe); the action as recorded
// where it no longer reads.
QString actionWords(const storage::GradedActionRecord &record) {
    const ActionParseResult parsed = parseAction(record.actionJson.toStdString());
    return parsed.action ? QString::fromStdString(describe(*parsed.action)) : record.actionJson;
}

struct Column {
    QString title;
    double weight = 1.0; // share of the table's width
    Qt::Alignment align = Qt::AlignLeft;
    // A word wider than the column breaks anywhere rather than spill (an
    // action shown as its JSON).
    bool breakLongWords = false;
};

using Row = QStringList;

// Lays the transcript out page by page. Run once without a painter to count
// the pages ("Page 2 of 5"), then again to draw them: both runs take the same
// decisions from the same font metrics.
class Pages {
public:
    Pages(QPdfWriter &writer, QPainter *painter, const Transcript &transcript, int pageCount)
        : m_writer(writer)
        , m_painter(painter)
        , m_transcript(transcript)
        , m_pageCount(pageCount)
        , m_width(writer.width())
        , m_height(writer.height()) {}

    int pages() const { return m_page; }

    void newPage() {
        if (m_painter != nullptr && m_page > 0) {
            m_writer.newPage();
        }
        ++m_page;
        header();
        footer();
        m_y = m_contentTop;
    }

    void title() {
        const QFont big = font(16, true);
        text(QRectF(0, m_y, m_width, lineHeight(big)), big, kAccent, Qt::AlignLeft,
             QStringLiteral("Certification transcript"));
        m_y += lineHeight(big) + mm(1);
        const QString exam =
            m_transcript.examTitle.isEmpty() ? m_transcript.examId : m_transcript.examTitle;
        const double height = paragraphHeight(font(11), m_width, exam);
        text(QRectF(0, m_y, m_width, height), font(11), kInk, Qt::AlignLeft | Qt::TextWordWrap,
             exam);
        m_y += height + mm(4);
    }

    // Label and value pairs, the values wrapped.
    void facts(const QList<QPair<QString, QString>> &rows) {
        const double labelWidth = mm(38);
        const double valueWidth = m_width - labelWidth;
        for (const auto &[label, value] : rows) {
            const double height = paragraphHeight(font(9), valueWidth, value) + mm(1.2);
            ensure(height);
            text(QRectF(0, m_y, labelWidth, height), font(9, true), kMuted, Qt::AlignLeft, label);
            text(QRectF(labelWidth, m_y, valueWidth, height), font(9), kInk,
                 Qt::AlignLeft | Qt::TextWordWrap, value);
            m_y += height;
        }
        m_y += mm(3);
    }

    // The examiner's decision, boxed in its colour.
    void decision() {
        const QFont big = font(14, true);
        const QString word = m_transcript.passed ? QStringLiteral("PASS") : QStringLiteral("FAIL");
        const QString by = QStringLiteral("Decision of %1 (%2), signed %3")
                               .arg(m_transcript.examinerName, m_transcript.examinerUsername,
                                    utc(m_transcript.signedAt));
        const double height = lineHeight(big) + mm(4);
        ensure(height);
        const QColor colour = m_transcript.passed ? kPass : kFail;
        if (m_painter != nullptr) {
            m_painter->setPen(QPen(colour, mm(0.5)));
            m_painter->setBrush(Qt::NoBrush);
            m_painter->drawRect(QRectF(0, m_y, m_width, height));
        }
        const double wordWidth = QFontMetricsF(big, &m_writer).horizontalAdvance(word) + mm(8);
        text(QRectF(mm(4), m_y, wordWidth, height), big, colour, Qt::AlignVCenter, word);
        text(QRectF(mm(4) + wordWidth, m_y, m_width - wordWidth - mm(8), height), font(9), kInk,
             Qt::AlignVCenter | Qt::TextWordWrap, by);
        m_y += height + mm(5);
    }

    void heading(const QString &title, double keepWithNext) {
        const QFont f = font(11, true);
        ensure(lineHeight(f) + mm(2) + keepWithNext);
        text(QRectF(0, m_y, m_width, lineHeight(f)), f, kAccent, Qt::AlignLeft, title);
        m_y += lineHeight(f) + mm(2);
    }

    void paragraph(const QString &value) {
        const double height = paragraphHeight(font(9), m_width, value);
        ensure(height);
        text(QRectF(0, m_y, m_width, height), font(9), kInk, Qt::AlignLeft | Qt::TextWordWrap,
             value);
        m_y += height + mm(4);
    }

    // A table under `title`: on a new page the title (continued) and the
    // column headings come again. `total`, when given, closes it in bold.
    void table(const QString &title, const QList<Column> &columns, const QList<Row> &rows,
               const std::optional<Row> &total = std::nullopt) {
        double weights = 0;
        for (const Column &column : columns) {
            weights += column.weight;
        }
        QList<double> widths;
        for (const Column &column : columns) {
            widths.append(m_width * column.weight / weights);
        }
        Row titles;
        for (const Column &column : columns) {
            titles.append(column.title);
        }
        const double headingHeight = rowHeight(columns, widths, titles, true);
        const double firstRow =
            rows.isEmpty() ? 0 : rowHeight(columns, widths, rows.first(), false);
        heading(title, headingHeight + firstRow);
        drawRow(columns, widths, titles, RowStyle::Heading);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (m_y + rowHeight(columns, widths, rows.at(i), false) > m_contentBottom) {
                newPage();
                heading(title + QStringLiteral(" (continued)"), headingHeight);
                drawRow(columns, widths, titles, RowStyle::Heading);
            }
            drawRow(columns, widths, rows.at(i), i % 2 == 1 ? RowStyle::Stripe : RowStyle::Plain);
        }
        if (total) {
            if (m_y + rowHeight(columns, widths, *total, true) > m_contentBottom) {
                newPage();
                heading(title + QStringLiteral(" (continued)"), headingHeight);
                drawRow(columns, widths, titles, RowStyle::Heading);
            }
            drawRow(columns, widths, *total, RowStyle::Total);
        }
        m_y += mm(6);
    }

private:
    enum class RowStyle { Heading, Plain, Stripe, Total };

    static constexpr double kCellFontPoints = 8;

    QFont cellFont(bool bold) const { return font(kCellFontPoints, bold); }

    // Words wrap at spaces; in a column that breaks long words, one wider
    // than the column breaks anywhere.
    int wrap(const Column &column, bool bold, const QString &value, double width) const {
        if (!column.breakLongWords || bold) {
            return Qt::TextWordWrap;
        }
        const QFontMetricsF metrics(cellFont(bold), &m_writer);
        const QStringList words = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const bool fits = std::all_of(words.cbegin(), words.cend(), [&](const QString &word) {
            return metrics.horizontalAdvance(word) <= width;
        });
        return fits ? Qt::TextWordWrap : Qt::TextWrapAnywhere;
    }

    double rowHeight(const QList<Column> &columns, const QList<double> &widths, const Row &row,
                     bool bold) const {
        double height = 0;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QFontMetricsF metrics(cellFont(bold), &m_writer);
            const double width = widths.at(c) - 2 * cellPadX();
            const QRectF box =
                metrics.boundingRect(QRectF(0, 0, width, 1e6),
                                     wrap(columns.at(c), bold, row.value(c), width), row.value(c));
            height = std::max(height, box.height());
        }
        return height + 2 * cellPadY();
    }

    void drawRow(const QList<Column> &columns, const QList<double> &widths, const Row &row,
                 RowStyle style) {
        const bool bold = style == RowStyle::Heading || style == RowStyle::Total;
        const double height = rowHeight(columns, widths, row, bold);
        if (m_painter != nullptr) {
            const QRectF band(0, m_y, m_width, height);
            if (style == RowStyle::Heading || style == RowStyle::Stripe) {
                m_painter->fillRect(band, style == RowStyle::Heading ? kHeadingFill : kStripeFill);
            }
            m_painter->setPen(QPen(style == RowStyle::Total ? kInk : kRule,
                                   style == RowStyle::Total ? mm(0.3) : mm(0.1)));
            const double lineY = style == RowStyle::Total ? m_y : m_y + height;
            m_painter->drawLine(QPointF(0, lineY), QPointF(m_width, lineY));
        }
        double x = 0;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const Column &column = columns.at(c);
            const double width = widths.at(c) - 2 * cellPadX();
            text(QRectF(x + cellPadX(), m_y + cellPadY(), width, height - 2 * cellPadY()),
                 cellFont(bold), style == RowStyle::Heading ? kMuted : kInk,
                 column.align | Qt::AlignTop | wrap(columns.at(c), bold, row.value(c), width),
                 row.value(c));
            x += widths.at(c);
        }
        m_y += height;
    }

    static double cellPadX() { return mm(1.2); }
    static double cellPadY() { return mm(0.8); }

    void header() {
        const QFont brand = font(8.5, true);
        const double height = lineHeight(brand);
        const double half = m_width / 2;
        text(QRectF(0, 0, half, height), brand, kAccent, Qt::AlignLeft | Qt::AlignVCenter,
             QStringLiteral("DEALER TRAINER  \u00b7  Certification transcript"));
        const QFont exam = font(8.5);
        const QString examText =
            QFontMetricsF(exam, &m_writer)
                .elidedText(
                    QStringLiteral("%1  (%2)").arg(m_transcript.examTitle, m_transcript.examId),
                    Qt::ElideMiddle, half);
        text(QRectF(half, 0, half, height), exam, kInk, Qt::AlignRight | Qt::AlignVCenter,
             examText);
        const double ruleY = height + mm(1.5);
        if (m_painter != nullptr) {
            m_painter->setPen(QPen(kAccent, mm(0.4)));
            m_painter->drawLine(QPointF(0, ruleY), QPointF(m_width, ruleY));
        }
        m_contentTop = ruleY + mm(5);
    }

    void footer() {
        const QFont small = font(7);
        const QFont code = font(6.5, false, true);
        const double line = std::max(lineHeight(small), lineHeight(code)) + mm(0.6);
        const double top = m_height - 3 * line;
        m_contentBottom = top - mm(4);
        if (m_painter != nullptr) {
            m_painter->setPen(QPen(kRule, mm(0.2)));
            m_painter->drawLine(QPointF(0, top - mm(1.5)), QPointF(m_width, top - mm(1.5)));
        }
        const Transcript &t = m_transcript;
        const QString chain =
            t.chainVerified
                ? QStringLiteral("Chain verified intact when printed (%1 signed %2). This is "
                                 "result %3 of the chain, row hash:")
                      .arg(t.chainResults)
                      .arg(t.chainResults == 1 ? QStringLiteral("result")
                                               : QStringLiteral("results"))
                      .arg(t.seq)
                : QStringLiteral("Chain NOT verified. Result %1 of the chain, row hash:")
                      .arg(t.seq);
        const double pageWidth = mm(28);
        text(QRectF(0, top, m_width - pageWidth, line), small, t.chainVerified ? kInk : kFail,
             Qt::AlignLeft | Qt::AlignVCenter, chain);
        text(QRectF(0, top + line, m_width - pageWidth, line), code, kInk,
             Qt::AlignLeft | Qt::AlignVCenter, t.rowHash);
        text(QRectF(0, top + 2 * line, m_width - pageWidth, line), small, kInk,
             Qt::AlignLeft | Qt::AlignVCenter,
             QStringLiteral("Examiner's signing key fingerprint: %1  \u00b7  check with "
                            "`dealer-trainer-cli verify`")
                 .arg(t.keyFingerprint));
        text(QRectF(m_width - pageWidth, top + 2 * line, pageWidth, line), font(7.5, true), kInk,
             Qt::AlignRight | Qt::AlignVCenter,
             QStringLiteral("Page %1 of %2").arg(m_page).arg(std::max(m_pageCount, m_page)));
    }

    void ensure(double height) {
        if (m_y + height > m_contentBottom) {
            newPage();
        }
    }

    double lineHeight(const QFont &f) const { return QFontMetricsF(f, &m_writer).height(); }

    double paragraphHeight(const QFont &f, double width, const QString &value) const {
        return QFontMetricsF(f, &m_writer)
            .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, value)
            .height();
    }

    void text(const QRectF &box, const QFont &f, const QColor &colour, int flags,
              const QString &value) {
        if (m_painter == nullptr) {
            return;
        }
        m_painter->setFont(f);
        m_painter->setPen(colour);
        m_painter->drawText(box, flags, value);
    }

    QPdfWriter &m_writer;
    QPainter *m_painter;
    const Transcript &m_transcript;
    int m_pageCount;
    double m_width;
    double m_height;
    int m_page = 0;
    double m_y = 0;
    double m_contentTop = 0;
    double m_contentBottom = 0;
};

QList<QPair<QString, QString>> sittingFacts(const Transcript &t) {
    QList<QPair<QString, QString>> facts{
        {QStringLiteral("Trainee"),
         QStringLiteral("%1 (%2)").arg(t.traineeName, t.traineeUsername)},
        {QStringLiteral("Exam"), QStringLiteral("%1  \u00b7  id %2").arg(t.examTitle, t.examId)},
    };
    if (!t.examDescription.isEmpty()) {
        facts.append({QString(), t.examDescription});
    }
    const QString criteria = criteriaText(t.passCriteria);
    if (!criteria.isEmpty()) {
        facts.append({QStringLiteral("Pass criteria"), criteria});
    }
    facts.append({QStringLiteral("Sitting"), QStringLiteral("%1, %2; time limit %3 minutes")
                                                 .arg(t.sittingId)
                                                 .arg(t.sittingStatus)
                                                 .arg(t.timeLimitMinutes)});
    facts.append({QStringLiteral("Unlocked"),
                  QStringLiteral("%1 by %2").arg(utc(t.unlockedAt), t.unlockedBy)});
    facts.append({QStringLiteral("Sat"),
                  QStringLiteral("%1 to %2").arg(utc(t.startedAt), utc(t.finishedAt))});
    facts.append({QStringLiteral("Examiner"),
                  QStringLiteral("%1 (%2)").arg(t.examinerName, t.examinerUsername)});
    facts.append({QStringLiteral("Key fingerprint"), t.keyFingerprint});
    return facts;
}

void drawTranscript(Pages &pages, const Transcript &t) {
    pages.newPage();
    pages.title();
    pages.facts(sittingFacts(t));
    pages.decision();
    if (!t.comment.isEmpty()) {
        pages.heading(QStringLiteral("Examiner's comment"), 0);
        pages.paragraph(t.comment);
    }

    const QList<Column> scoreColumns{
        {QStringLiteral("#"), 0.45, Qt::AlignRight},
        {QStringLiteral("Scenario"), 4.6},
        {QStringLiteral("Actions"), 1.05, Qt::AlignRight},
        {QStringLiteral("Errors"), 0.95, Qt::AlignRight},
        {QStringLiteral("Accuracy"), 1.2, Qt::AlignRight},
        {QStringLiteral("Payout errors"), 1.05, Qt::AlignRight},
        {QStringLiteral("Integrity errors"), 1.35, Qt::AlignRight},
        {QStringLiteral("Hands an hour"), 1.1, Qt::AlignRight},
        {QStringLiteral("Time"), 0.9, Qt::AlignRight},
    };
    QList<Row> scores;
    for (const TranscriptScenario &s : t.scenarios) {
        const QString status = s.status == QLatin1String("completed")
                                   ? QString()
                                   : QStringLiteral(" [%1]").arg(s.status);
        scores.append({QString::number(s.number),
                       QStringLiteral("%1%2\n%3  \u00b7  seed %4")
                           .arg(s.lessonTitle, status, s.lessonId)
                           .arg(s.seed),
                       QString::number(s.summary.actions), QString::number(s.summary.errors),
                       percent(s.summary.accuracy), QString::number(s.summary.payoutErrors),
                       QString::number(s.summary.integrityErrors), perHour(s.handsPerHour),
                       duration(s.elapsedMs)});
    }
    const storage::AttemptSummary total = t.total();
    pages.table(QStringLiteral("Score"), scoreColumns, scores,
                Row{QString(), QStringLiteral("Total"), QString::number(total.actions),
                    QString::number(total.errors), percent(total.accuracy),
                    QString::number(total.payoutErrors), QString::number(total.integrityErrors),
                    perHour(t.handsPerHour), duration(t.elapsedMs())});

    const QList<TranscriptError> errors = t.errors();
    const QString errorsTitle = QStringLiteral("Errors (%1)").arg(errors.size());
    if (errors.isEmpty()) {
        pages.heading(errorsTitle, 0);
        pages.paragraph(QStringLiteral("None: every graded action was correct."));
        return;
    }
    const QList<Column> errorColumns{
        {QStringLiteral("Scen. / action"), 1.0},
        {QStringLiteral("Action"), 2.6, Qt::AlignLeft, true},
        {QStringLiteral("Severity"), 1.1},
        {QStringLiteral("Rule"), 1.7},
        {QStringLiteral("What was expected"), 4.0},
    };
    QList<Row> rows;
    for (const TranscriptError &error : errors) {
        const storage::GradedActionRecord &a = error.action;
        const QString rule = a.requirement.isEmpty()
                                 ? a.citation
                                 : QStringLiteral("%1\n%2").arg(a.citation, a.requirement);
        QString expected = a.expected.isEmpty() ? a.message
                           : a.message.isEmpty()
                               ? a.expected
                               : QStringLiteral("%1\n%2").arg(a.expected, a.message);
        rows.append({QStringLiteral("%1 / %2").arg(error.scenario).arg(a.seq), actionWords(a),
                     a.severity, rule, expected});
    }
    pages.table(errorsTitle, errorColumns, rows);
}

} // namespace

std::optional<int> writeTranscriptPdf(const Transcript &transcript, const QString &path,
                                      QString &error) {
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()) == nullptr) {
        error = QStringLiteral("%1: a PDF needs Qt Gui's fonts, and this program started "
                               "without them (no QGuiApplication)")
                    .arg(path);
        return std::nullopt;
    }
    QPdfWriter writer(path);
    writer.setResolution(kDotsPerInch);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(18, 14, 18, 12), QPageLayout::Millimeter));
    writer.setTitle(QStringLiteral("Certification transcript: %1, %2")
                        .arg(transcript.traineeName, transcript.examTitle));
    writer.setCreator(QStringLiteral("Dealer Trainer"));

    Pages counting(writer, nullptr, transcript, 0);
    drawTranscript(counting, transcript);

    QPainter painter;
    if (!painter.begin(&writer)) {
        error = QStringLiteral("%1: cannot be written").arg(path);
        return std::nullopt;
    }
    Pages drawing(writer, &painter, transcript, counting.pages());
    drawTranscript(drawing, transcript);
    if (!painter.end()) {
        error = QStringLiteral("%1: the PDF could not be finished").arg(path);
        return std::nullopt;
    }
    return drawing.pages();
}

} // namespace dt::transcript

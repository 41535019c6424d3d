#include "regulationtextmodel.h"

#include <QVariantMap>
#include <array>
#include <lessons/regulationlibrary.h>

namespace dt::ui {

namespace {

using Paragraph = dt::lessons::RegulationLibrary::Paragraph;

constexpr std::array kRegulations = {dt::Regulation::Blackjack, dt::Regulation::FreeBet,
                                     dt::Regulation::BlackjackTribal, dt::Regulation::Pontoon,
                                     dt::Regulation::Compendium};

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// 002 has a single section: its paths start with "" and its lettered
// paragraphs are the top level.
int depthOf(const Paragraph &paragraph) {
    const bool unnumbered = !paragraph.path.isEmpty() && paragraph.path.first().isEmpty();
    return static_cast<int>(paragraph.path.size()) - 1 - (unnumbered ? 1 : 0);
}

// 004's part heading ("Part 3" for Baccarat), or -1 for any other paragraph.
int partNumberOf(const Paragraph &paragraph) {
    if (paragraph.path.size() != 1) {
        return -1;
    }
    for (const auto &part : dt::compendiumParts()) {
        if (paragraph.path.first() == fromStd(part.name)) {
            return part.number;
        }
    }
    return -1;
}

// "§5" within a list of sections; "§5" too for 004's "Baccarat 5", listed
// under its part's heading.
QString labelOf(const Paragraph &paragraph) {
    if (const int part = partNumberOf(paragraph); part >= 0) {
        return QStringLiteral("Part %1").arg(part);
    }
    if (paragraph.path.size() == 1) {
        const QString section = paragraph.path.first();
        const auto *part = dt::compendiumPartOf(section.toStdString());
        return QStringLiteral("\u00a7") +
               (part == nullptr ? section : section.mid(qsizetype(part->name.size()) + 1));
    }
    return paragraph.path.isEmpty() ? QString() : u'(' + paragraph.path.last() + u')';
}

// A search result stands alone: "§5(c)", "(e)(3)" in 002, "Baccarat §5(c)".
QString standaloneLabelOf(const Paragraph &paragraph, const QString &section) {
    if (partNumberOf(paragraph) >= 0) {
        return labelOf(paragraph);
    }
    if (paragraph.path.first().isEmpty()) {
        return section;
    }
    if (dt::compendiumPartOf(section.toStdString()) != nullptr) {
        return fromStd(dt::Citation{dt::Regulation::Compendium, section.toStdString()}.text());
    }
    return QStringLiteral("\u00a7") + section;
}

QString titleOf(const Paragraph &paragraph) {
    const QString firstLine = paragraph.text.section(u'\n', 0, 0);
    constexpr qsizetype kLongest = 70;
    return firstLine.size() > kLongest ? firstLine.left(kLongest - 1) + QStringLiteral("\u2026")
                                       : firstLine;
}

} // namespace

RegulationTextModel::RegulationTextModel(const dt::lessons::RegulationLibrary *library,
                                         QObject *parent)
    : QAbstractListModel(parent)
    , m_library(library) {
    refilter();
}

int RegulationTextModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RegulationTextModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) {
        return {};
    }
    const Paragraph &paragraph = m_library->paragraphs(m_regulation).at(m_rows.at(index.row()));
    const QString section = dt::lessons::RegulationLibrary::sectionOf(paragraph.path);
    switch (role) {
    case SectionRole:
        return section;
    case CitationRole:
        return fromStd(dt::Citation{m_regulation, section.toStdString()}.text());
    case LabelRole:
        // Search results stand alone: each is labelled with its whole section.
        if (!m_query.simplified().isEmpty()) {
            return standaloneLabelOf(paragraph, section);
        }
        return labelOf(paragraph);
    case Qt::DisplayRole:
    case TextRole:
        return paragraph.text;
    case HeadingRole:
        return paragraph.heading;
    case DepthRole:
        return m_query.simplified().isEmpty() ? depthOf(paragraph) : 0;
    default:
        return {};
    }
}

QHash<int, QByteArray> RegulationTextModel::roleNames() const {
    return {{SectionRole, "section"}, {CitationRole, "citation"}, {LabelRole, "label"},
            {TextRole, "text"},       {HeadingRole, "heading"},   {DepthRole, "depth"}};
}

QString RegulationTextModel::regulation() const {
    return fromStd(dt::regulationKey(m_regulation));
}

void RegulationTextModel::setRegulation(const QString &key) {
    const auto regulation = dt::regulationFromKey(key.toStdString());
    if (!regulation || *regulation == m_regulation) {
        return;
    }
    m_regulation = *regulation;
    refilter();
    emit regulationChanged();
    emit contentsChanged();
}

QString RegulationTextModel::title() const {
    return fromStd(dt::regulationTitle(m_regulation));
}

QVariantList RegulationTextModel::texts() const {
    QVariantList result;
    for (const dt::Regulation regulation : kRegulations) {
        result.append(QVariantMap{
            {QStringLiteral("key"), fromStd(dt::regulationKey(regulation))},
            {QStringLiteral("title"), fromStd(dt::regulationTitle(regulation))},
            {QStringLiteral("file"), fromStd(dt::regulationFile(regulation))},
            {QStringLiteral("available"), m_library->hasText(regulation)},
        });
    }
    return result;
}

QVariantList RegulationTextModel::contents() const {
    QVariantList result;
    for (const Paragraph &paragraph : m_library->paragraphs(m_regulation)) {
        if (depthOf(paragraph) != 0) {
            continue;
        }
        result.append(QVariantMap{
            {QStringLiteral("section"), dt::lessons::RegulationLibrary::sectionOf(paragraph.path)},
            {QStringLiteral("label"), labelOf(paragraph)},
            {QStringLiteral("title"), titleOf(paragraph)},
            {QStringLiteral("part"), partNumberOf(paragraph) >= 0},
        });
    }
    return result;
}

void RegulationTextModel::setQuery(const QString &query) {
    if (query == m_query) {
        return;
    }
    m_query = query;
    refilter();
    emit queryChanged();
}

int RegulationTextModel::open(const QString &citation) {
    const auto parsed = dt::parseCitation(citation.toStdString());
    if (!parsed) {
        return -1;
    }
    setRegulation(fromStd(dt::regulationKey(parsed->regulation)));
    setQuery(QString());
    return rowOfSection(m_library->nearestSection(*parsed));
}

int RegulationTextModel::rowOfSection(const QString &section) const {
    if (section.isEmpty()) {
        return -1;
    }
    const auto &all = m_library->paragraphs(m_regulation);
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        if (dt::lessons::RegulationLibrary::sectionOf(all.at(m_rows.at(row)).path) == section) {
            return static_cast<int>(row);
        }
    }
    return -1;
}

int RegulationTextModel::contentsIndexOf(int row) const {
    if (row < 0 || row >= m_rows.size()) {
        return -1;
    }
    const auto &all = m_library->paragraphs(m_regulation);
    // contents() lists the depth-0 paragraphs in order: count those up to
    // the paragraph's own section.
    int index = -1;
    for (qsizetype i = 0; i <= m_rows.at(row); ++i) {
        index += depthOf(all.at(i)) == 0 ? 1 : 0;
    }
    return index;
}

void RegulationTextModel::refilter() {
    const qsizetype before = m_rows.size();
    beginResetModel();
    m_rows.clear();
    const auto &all = m_library->paragraphs(m_regulation);
    const QString words = m_query.simplified();
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (words.isEmpty() || all.at(i).text.contains(words, Qt::CaseInsensitive)) {
            m_rows.append(i);
        }
    }
    endResetModel();
    if (m_rows.size() != before) {
        emit countChanged();
    }
}

} // namespace dt::ui

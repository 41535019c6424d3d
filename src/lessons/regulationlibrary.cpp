#include "regulationlibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <optional>
#include <utility>

namespace dt::lessons {

namespace {

// Paragraph levels below a numbered section: (a), (1), (i), (A).
enum class Level { Letter = 1, Number = 2, Roman = 3, Upper = 4 };

struct Label {
    Level level;
    QString text;
};

const QRegularExpression &romanPattern() {
    static const QRegularExpression pattern(QStringLiteral("^x{0,3}(ix|iv|v?i{0,3})$"));
    return pattern;
}

bool isRoman(const QString &label) {
    return !label.isEmpty() && romanPattern().match(label).hasMatch();
}

int romanValue(const QString &label) {
    int total = 0;
    int previous = 0;
    for (qsizetype i = label.size() - 1; i >= 0; --i) {
        const QChar c = label.at(i);
        const int value = c == u'x' ? 10 : c == u'v' ? 5 : 1;
        total += value < previous ? -value : value;
        previous = std::max(previous, value);
    }
    return total;
}

QString toRoman(int value) {
    static const std::pair<int, const char *> kDigits[] = {
        {10, "x"}, {9, "ix"}, {5, "v"}, {4, "iv"}, {1, "i"}};
    QString result;
    for (const auto &[digit, text] : kDigits) {
        while (value >= digit) {
            result += QLatin1String(text);
            value -= digit;
        }
    }
    return result;
}

// "a" -> "b", "z" -> "aa", "aa" -> "bb".
QString nextLetter(const QString &label) {
    if (label.isEmpty()) {
        return QStringLiteral("a");
    }
    const QChar c = label.at(0);
    if (c == u'z') {
        return QString(label.size() + 1, u'a');
    }
    return QString(label.size(), QChar(c.unicode() + 1));
}

QString nextLabel(const Label &label) {
    switch (label.level) {
    case Level::Letter:
        return nextLetter(label.text);
    case Level::Number:
        return QString::number(label.text.toInt() + 1);
    case Level::Roman:
        return toRoman(romanValue(label.text) + 1);
    case Level::Upper:
        return nextLetter(label.text.toLower()).toUpper();
    }
    return {};
}

std::optional<Label> find(const QList<Label> &stack, Level level) {
    for (const auto &label : stack) {
        if (label.level == level) {
            return label;
        }
    }
    return std::nullopt;
}

class Parser {
public:
    // A compendium (004) numbers its sections afresh in each game's part.
    Parser(QStringList lines, bool compendium)
        : m_lines(std::move(lines))
        , m_compendium(compendium) {}

    QList<RegulationLibrary::Paragraph> parse() {
        static const QRegularExpression sectionLine(
            QStringLiteral("^(\\d+)([a-z]?)\\.\\s+(\\S.*)$"));
        static const QRegularExpression labelLine(
            QStringLiteral("^(\\s*)(-\\s*)?\\(([A-Za-z]+|\\d+)\\)\\s*(.*)$"));
        // 004 starts each game's part with "3: BACCARAT" and numbers some lists
        // "- 1. ..." where the other texts write "(1)"; cited "9(d)(6)".
        static const QRegularExpression partLine(QStringLiteral("^(\\d+): (\\S.*)$"));
        static const QRegularExpression itemLine(QStringLiteral("^\\s*-\\s*(\\d+)\\.\\s+(\\S.*)$"));
        static const QRegularExpression unnumberedItem(QStringLiteral("^\\s*-\\s+([A-Z].*)$"));
        for (m_index = 0; m_index < m_lines.size(); ++m_index) {
            const QString line = m_lines.at(m_index);
            if (line.trimmed().isEmpty()) {
                continue;
            }
            if (const auto match = partLine.match(line); m_compendium && match.hasMatch()) {
                if (startPart(match.captured(1).toInt())) {
                    continue;
                }
            }
            if (const auto match = itemLine.match(line); m_compendium && match.hasMatch()) {
                addItem(match.captured(1), match.captured(2));
                continue;
            }
            // 004 Midi §8(c) prints its list's first item without its "1."
            // (checklist, "Source typos": "First sub-item unnumbered"); the
            // referee cites it as "8(c)(1)", the item before "- 2.".
            if (const auto match = unnumberedItem.match(line);
                m_compendium && match.hasMatch() && nextItemNumber() == 2) {
                addItem(QStringLiteral("1"), match.captured(1));
                continue;
            }
            if (const auto match = sectionLine.match(line); match.hasMatch()) {
                const int number = match.captured(1).toInt();
                const bool lettered = !match.captured(2).isEmpty();
                if (number == m_sectionNumber + 1 || (number == m_sectionNumber && lettered) ||
                    number == 1) {
                    m_sectionNumber = number;
                    m_section = m_part.isEmpty() ? QString() : m_part + u' ';
                    m_section += match.captured(1) + match.captured(2);
                    m_stack.clear();
                    add(match.captured(3).trimmed(), true);
                    continue;
                }
                // 004 Baccarat §7(d): "2. No player ..." continues the list of "- 1.".
                const auto item = find(m_stack, Level::Number);
                if (m_compendium && !lettered && item && item->text.toInt() + 1 == number) {
                    addItem(match.captured(1), match.captured(3));
                    continue;
                }
            }
            if (const auto match = labelLine.match(line); match.hasMatch()) {
                const QString label = match.captured(3);
                const bool indented = !match.captured(1).isEmpty();
                const bool dashed = !match.captured(2).isEmpty();
                const QString text = match.captured(4).trimmed();
                const Level level = classify(label, indented, dashed, text.isEmpty());
                push(Label{level, label});
                // 002's lettered paragraphs are titles: "(e)", then "Shuffle and Cut of
                // the Cards" on the next line.
                add(text, m_section.isEmpty() && level == Level::Letter && text.isEmpty());
                continue;
            }
            if (!m_paragraphs.isEmpty()) {
                auto &paragraph = m_paragraphs.last().text;
                QString rest = line.trimmed();
                // 004 breaks a sentence across a page as "to the" / "- dealer
                // calling the game": the sentence goes on.
                static const QRegularExpression brokenSentence(QStringLiteral("^-\\s+(?=[a-z])"));
                const bool continues = m_compendium && brokenSentence.match(rest).hasMatch();
                if (continues) {
                    rest.remove(brokenSentence);
                }
                if (!paragraph.isEmpty()) {
                    paragraph += continues ? u' ' : u'\n';
                }
                paragraph += rest;
            }
        }
        return m_paragraphs;
    }

private:
    Level classify(const QString &label, bool indented, bool dashed, bool labelOnly) const {
        if (label.at(0).isDigit()) {
            return Level::Number;
        }
        if (label.at(0).isUpper()) {
            return Level::Upper;
        }
        const auto letter = find(m_stack, Level::Letter);
        const auto number = find(m_stack, Level::Number);
        const auto roman = find(m_stack, Level::Roman);
        const bool letterExpected =
            label == (letter ? nextLetter(letter->text) : QStringLiteral("a"));
        const bool romanExpected =
            isRoman(label) && (number || roman) &&
            label == (roman ? toRoman(romanValue(roman->text) + 1) : QStringLiteral("i"));
        if (letterExpected && romanExpected) {
            // "(i)" after "(h)(1)": the layout tells which it is.
            if (indented) {
                return Level::Roman;
            }
            if (dashed) {
                return Level::Letter;
            }
            // 002: a lettered paragraph is a label line, a heading, then "(1)".
            if (labelOnly && m_index + 2 < m_lines.size() &&
                !m_lines.at(m_index + 1).trimmed().startsWith(u'(') &&
                m_lines.at(m_index + 2).trimmed() == u"(1)") {
                return Level::Letter;
            }
            return Level::Roman;
        }
        if (letterExpected) {
            return Level::Letter;
        }
        if (romanExpected || (isRoman(label) && (number || roman))) {
            return Level::Roman;
        }
        return Level::Letter;
    }

    // The number of the list item on the next non-empty line, or 0.
    int nextItemNumber() const {
        static const QRegularExpression itemNumber(QStringLiteral("^\\s*-\\s*(\\d+)\\.\\s"));
        for (qsizetype next = m_index + 1; next < m_lines.size(); ++next) {
            if (!m_lines.at(next).trimmed().isEmpty()) {
                const auto match = itemNumber.match(m_lines.at(next));
                return match.hasMatch() ? match.captured(1).toInt() : 0;
            }
        }
        return 0;
    }

    bool startPart(int number) {
        for (const auto &part : dt::compendiumParts()) {
            if (part.number == number) {
                m_part =
                    QString::fromUtf8(part.name.data(), static_cast<qsizetype>(part.name.size()));
                m_section = m_part;
                m_sectionNumber = 0;
                m_stack.clear();
                add(m_part, true);
                return true;
            }
        }
        return false;
    }

    void addItem(const QString &number, const QString &text) {
        push(Label{Level::Number, number});
        add(text.trimmed());
    }

    void push(const Label &label) {
        while (!m_stack.isEmpty() && m_stack.last().level >= label.level) {
            m_stack.removeLast();
        }
        m_stack.append(label);
    }

    void add(const QString &text, bool heading = false) {
        RegulationLibrary::Paragraph paragraph;
        paragraph.path.append(m_section);
        for (const auto &label : std::as_const(m_stack)) {
            paragraph.path.append(label.text);
        }
        paragraph.text = text;
        paragraph.heading = heading;
        m_paragraphs.append(paragraph);
    }

    QStringList m_lines;
    bool m_compendium = false;
    qsizetype m_index = 0;
    QString m_part;    // 004: the game of the part being read ("Baccarat")
    QString m_section; // "" until a numbered section starts (002 has none)
    int m_sectionNumber = 0;
    QList<Label> m_stack;
    QList<RegulationLibrary::Paragraph> m_paragraphs;
};

struct SectionReference {
    QStringList path;
    QString rangeEnd; // "b" in "4(a)-(b)"
    QString rest;     // what follows the section: " Table 1" in "11(c) Table 1"
};

std::optional<SectionReference> parseSection(QString section) {
    // 004: "Baccarat 5(c)" is section "5(c)" of the Baccarat part.
    QString partName;
    if (const auto *compendiumPart = dt::compendiumPartOf(section.toStdString())) {
        partName = QString::fromUtf8(compendiumPart->name.data(),
                                     static_cast<qsizetype>(compendiumPart->name.size()));
        section.remove(0, partName.size() + 1);
    }
    static const QRegularExpression pattern(QStringLiteral(
        "^\\s*§?\\s*(\\d+[a-z]?)?((?:\\([A-Za-z0-9]+\\))*)(?:\\s*-\\s*\\(([A-Za-z0-9]+)\\))?"));
    static const QRegularExpression part(QStringLiteral("\\(([A-Za-z0-9]+)\\)"));
    const auto match = pattern.match(section);
    if (!match.hasMatch() || match.capturedLength(0) == 0) {
        return std::nullopt;
    }
    SectionReference reference;
    reference.path.append(partName.isEmpty() || match.captured(1).isEmpty()
                              ? partName + match.captured(1)
                              : partName + u' ' + match.captured(1));
    auto parts = part.globalMatch(match.captured(2));
    while (parts.hasNext()) {
        reference.path.append(parts.next().captured(1));
    }
    reference.rangeEnd = match.captured(3);
    reference.rest = section.mid(match.capturedEnd(0));
    return reference;
}

bool startsWith(const QStringList &path, const QStringList &prefix) {
    if (path.size() < prefix.size()) {
        return false;
    }
    for (qsizetype i = 0; i < prefix.size(); ++i) {
        if (path.at(i) != prefix.at(i)) {
            return false;
        }
    }
    return true;
}

QString labels(const QStringList &path, qsizetype from) {
    QString result;
    for (qsizetype i = from; i < path.size(); ++i) {
        result += u'(' + path.at(i) + u')';
    }
    return result;
}

// The paragraph at `path` with its sub-paragraphs, or -1 when absent.
qsizetype indexOf(const QList<RegulationLibrary::Paragraph> &paragraphs, const QStringList &path) {
    for (qsizetype i = 0; i < paragraphs.size(); ++i) {
        if (paragraphs.at(i).path == path) {
            return i;
        }
    }
    return -1;
}

// How the part's labels are printed. Labels are relative to the part
// ("(1) ..." under "5(e)") unless they say otherwise.
enum class Labelling {
    None,      // the part alone: its text unlabelled
    Item,      // after its list's stem: "(1) The first player ..."
    RangePart, // one part of a range: "(a) ...", its sub-paragraphs "(a)(1) ..."
};

QString textFrom(const QList<RegulationLibrary::Paragraph> &paragraphs, qsizetype index,
                 Labelling labelling) {
    const QStringList &root = paragraphs.at(index).path;
    QStringList lines;
    for (qsizetype i = index; i < paragraphs.size() && startsWith(paragraphs.at(i).path, root);
         ++i) {
        const auto &paragraph = paragraphs.at(i);
        // A label the text prints twice (000 §2 has two (b)s): the second is labelled.
        const bool isRoot = paragraph.path == root;
        const bool labelledFromParent =
            isRoot ? i > index || labelling != Labelling::None : labelling == Labelling::RangePart;
        const QString prefix =
            labels(paragraph.path, labelledFromParent ? root.size() - 1 : root.size());
        const QString text = paragraph.text;
        if (prefix.isEmpty()) {
            if (!text.isEmpty()) {
                lines.append(text);
            }
        } else {
            lines.append(text.isEmpty() ? prefix : prefix + u' ' + text);
        }
    }
    return lines.join(u'\n');
}

// The line that introduces the list the part at `path` is an item of: the
// parent's text when it ends with ':' ("The player to cut the cards shall
// be:"), or the parent's title when it has no text of its own ("Shuffle and cut
// of the cards"). Empty when the part is not a list item.
QString stemOf(const QList<RegulationLibrary::Paragraph> &paragraphs, const QStringList &path) {
    if (path.size() < 2) {
        return {};
    }
    const qsizetype parent = indexOf(paragraphs, path.first(path.size() - 1));
    if (parent < 0) {
        return {};
    }
    const auto &paragraph = paragraphs.at(parent);
    const QString text = paragraph.text.trimmed();
    if (text.endsWith(u':') || (paragraph.heading && !text.contains(u'\n'))) {
        return text;
    }
    return {};
}

// "5(e)(2)" for {"5", "e", "2"}; "(e)(3)" for {"", "e", "3"}.
QString printed(const QStringList &path) {
    return path.isEmpty() ? QString() : path.first() + labels(path, 1);
}

bool isEmptyPath(const QStringList &path) {
    return path.isEmpty() || (path.size() == 1 && path.first().isEmpty());
}

} // namespace

QString RegulationLibrary::defaultDirectory() {
    const QString fromEnvironment = qEnvironmentVariable("DT_REGULATIONS_DIR");
    if (!fromEnvironment.isEmpty()) {
        return fromEnvironment;
    }
    if (QCoreApplication::instance() != nullptr) {
        const QString installed =
            QDir(QCoreApplication::applicationDirPath())
                .absoluteFilePath(QStringLiteral("../share/dealer-trainer/regulations"));
        if (QFileInfo(installed).isDir()) {
            return QDir::cleanPath(installed);
        }
    }
    return QStringLiteral(DT_SOURCE_REGULATIONS_DIR);
}

RegulationLibrary::RegulationLibrary(QString directory)
    : m_directory(std::move(directory)) {}

const QList<RegulationLibrary::Paragraph> &
RegulationLibrary::paragraphs(dt::Regulation regulation) const {
    const int key = static_cast<int>(regulation);
    auto it = m_cache.find(key);
    if (it == m_cache.end()) {
        QList<Paragraph> parsed;
        QFile file(
            QDir(m_directory)
                .filePath(QString::fromStdString(std::string(dt::regulationFile(regulation)))));
        if (file.open(QIODevice::ReadOnly)) {
            const QString text = QString::fromUtf8(file.readAll());
            parsed = Parser(text.split(u'\n'), regulation == dt::Regulation::Compendium).parse();
        }
        // A missing file is cached too: it is not looked for on every verdict.
        it = m_cache.insert(key, parsed);
    }
    return it.value();
}

QString RegulationLibrary::sectionOf(const QStringList &path) {
    return printed(path);
}

bool RegulationLibrary::hasText(dt::Regulation regulation) const {
    return !paragraphs(regulation).isEmpty();
}

bool RegulationLibrary::contains(const dt::Citation &citation) const {
    const auto reference = parseSection(QString::fromStdString(citation.section));
    if (!reference || isEmptyPath(reference->path) ||
        !(reference->rest.isEmpty() || reference->rest.front().isSpace())) {
        return false;
    }
    const auto &all = paragraphs(citation.regulation);
    if (indexOf(all, reference->path) < 0) {
        return false;
    }
    if (reference->rangeEnd.isEmpty()) {
        return true;
    }
    if (reference->path.size() < 2) {
        return false;
    }
    QStringList end = reference->path;
    end.last() = reference->rangeEnd;
    return indexOf(all, end) >= 0;
}

QString RegulationLibrary::nearestSection(const dt::Citation &citation) const {
    const auto reference = parseSection(QString::fromStdString(citation.section));
    if (!reference) {
        return {};
    }
    const auto &all = paragraphs(citation.regulation);
    for (QStringList path = reference->path; !isEmptyPath(path); path.removeLast()) {
        if (indexOf(all, path) >= 0) {
            return printed(path);
        }
    }
    return {};
}

QString RegulationLibrary::sectionText(const dt::Citation &citation) const {
    const auto reference = parseSection(QString::fromStdString(citation.section));
    if (!reference) {
        return {};
    }
    const auto &all = paragraphs(citation.regulation);
    QStringList path = reference->path;
    // The most specific part that exists: "5(e)(9)" falls back to "5(e)".
    while (!isEmptyPath(path)) {
        const qsizetype index = indexOf(all, path);
        if (index < 0) {
            path.removeLast();
            continue;
        }
        // A list item comes after the line that introduces the list.
        const QString stem = stemOf(all, path);
        QStringList lines;
        if (!stem.isEmpty()) {
            lines.append(stem);
        }
        if (path == reference->path && !reference->rangeEnd.isEmpty() && path.size() > 1) {
            // "4(a)-(b)": every part from the first to the last, labelled.
            QStringList current = path;
            const QString first = current.last();
            const Level level =
                first.at(0).isDigit() ? Level::Number
                : first.at(0).isUpper()
                    ? Level::Upper
                    : (isRoman(first) && path.size() > 3 ? Level::Roman : Level::Letter);
            for (int guard = 0; guard < 30; ++guard) {
                const qsizetype at = indexOf(all, current);
                if (at < 0) {
                    break;
                }
                lines.append(textFrom(all, at, Labelling::RangePart));
                if (current.last() == reference->rangeEnd) {
                    break;
                }
                current.last() = nextLabel(Label{level, current.last()});
            }
        } else {
            lines.append(textFrom(all, index, stem.isEmpty() ? Labelling::None : Labelling::Item));
        }
        return lines.join(u'\n');
    }
    return {};
}

QString RegulationLibrary::sectionText(const QString &citation) const {
    const auto parsed = dt::parseCitation(citation.trimmed().toStdString());
    if (!parsed) {
        return {};
    }
    return sectionText(*parsed);
}

} // namespace dt::lessons

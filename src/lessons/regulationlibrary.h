#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <core/citation.h>

namespace dt::lessons {

// Finds the text of a cited section in the regulation files (regulations/),
// so feedback can quote the rule it cites.
//
// 000-style files number their sections ("5. Shuffle and cut of the cards")
// and letter the paragraphs on the same line as their text ("- (e) ...",
// " - (2) ..."); 002 letters the paragraphs of its single Section 3 with the
// label on a line of its own ("(e)", then the heading or paragraph). Both are
// read into one tree of labelled paragraphs: section, (a), (1), (i), (A).
// 004, a compendium, starts each game's part with "3: BACCARAT" and numbers
// its sections afresh; its sections are read as "Baccarat 5", its lists
// numbered "- 1." as (1), and each part is a heading paragraph ("Baccarat").
class RegulationLibrary {
public:
    // $DT_REGULATIONS_DIR if set; else <applicationDirPath>/../share/dealer-trainer/regulations
    // when it exists (an installed build); else the source tree's regulations/.
    static QString defaultDirectory();

    explicit RegulationLibrary(QString directory = defaultDirectory());

    const QString &directory() const { return m_directory; }

    // The text of the most specific part of the cited section that exists:
    // "5(e)(2)" gives that paragraph; a paragraph with sub-paragraphs comes
    // with them, one per line and labelled ("(1) ..."); a range "4(a)-(b)"
    // gives both, labelled. A list item comes after the line that introduces
    // its list, its parent's text ending in ':' or its parent's title:
    // "5(e)(1)" gives "The player to cut the cards shall be:\n(1) The first
    // player ...", "5(c)" gives "Shuffle and cut of the cards\n(c) The player
    // ...". Empty when the file or the section is not found.
    QString sectionText(const dt::Citation &citation) const;
    // The citation as Citation::text() prints it: "Blackjack §5(e)(2)".
    QString sectionText(const QString &citation) const;

    // Whether the regulation's text was found and read.
    bool hasText(dt::Regulation regulation) const;
    // Whether the cited section exists exactly as cited: every label of
    // "5(e)(2)", both ends of a range "4(a)-(b)". Unlike sectionText() there
    // is no falling back to a part that exists.
    bool contains(const dt::Citation &citation) const;
    // The most specific part of the cited section that exists, as printed
    // ("5(e)" for "5(e)(9)"); empty when not even its section exists.
    QString nearestSection(const dt::Citation &citation) const;

    struct Paragraph {
        // {"5", "e", "2"}; a 002 path starts with "" (no numbered section);
        // 004's {"Baccarat 9", "d", "6"}.
        QStringList path;
        QString text;
        // A title rather than a sentence: a numbered section's ("Shuffle and cut
        // of the cards"), or a lettered paragraph's of 002.
        bool heading = false;
    };
    // Every labelled paragraph of the text in reading order; empty when the
    // file was not found.
    const QList<Paragraph> &paragraphs(dt::Regulation regulation) const;
    // A paragraph's section as Citation::section prints it: {"5", "e", "2"}
    // gives "5(e)(2)", 002's {"", "e", "3"} gives "(e)(3)".
    static QString sectionOf(const QStringList &path);

private:
    QString m_directory;
    mutable QHash<int, QList<Paragraph>> m_cache; // by dt::Regulation
};

} // namespace dt::lessons

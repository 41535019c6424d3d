#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <core/citation.h>

namespace dt::lessons {
class RegulationLibrary;
}

namespace dt::ui {

// The regulation viewer's text: every labelled paragraph of one of the five
// regulation texts in reading order, its table of contents, a search that
// keeps the paragraphs containing the words, and deep links by citation.
class RegulationTextModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RegulationTextModel is provided by AppController.regulations")
    // The text shown, by its key ("blackjack", "tribal", ...).
    Q_PROPERTY(QString regulation READ regulation WRITE setRegulation NOTIFY regulationChanged)
    Q_PROPERTY(QString title READ title NOTIFY regulationChanged)
    // Each text: {key, title, file, available}.
    Q_PROPERTY(QVariantList texts READ texts CONSTANT)
    // The text's sections and 002's lettered paragraphs: {section, label, title}.
    Q_PROPERTY(QVariantList contents READ contents NOTIFY contentsChanged)
    // Words to find, case-insensitive; empty shows the whole text.
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SectionRole = Qt::UserRole + 1, // "5(e)(2)", as a citation prints it
        CitationRole,                   // "Blackjack §5(e)(2)"
        LabelRole,                      // "§5", "(e)", "(2)"; in a search "§5(e)(2)"
        TextRole,
        HeadingRole, // a section's or 002's lettered paragraph's title
        DepthRole,   // 0 for a section (or 002's lettered paragraph), 1 below it, ...;
                     // 0 for every search result
    };
    Q_ENUM(Role)

    explicit RegulationTextModel(const dt::lessons::RegulationLibrary *library,
                                 QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString regulation() const;
    void setRegulation(const QString &key);
    QString title() const;
    QVariantList texts() const;
    QVariantList contents() const;
    QString query() const { return m_query; }
    void setQuery(const QString &query);

    // Shows the cited text, the search cleared, and returns the row of the
    // most specific part of the section that exists ("Blackjack §5(e)(9)"
    // opens at §5(e)); -1 when the citation cannot be read or its section is
    // not in the text.
    Q_INVOKABLE int open(const QString &citation);
    // The row showing the section ("5(e)(2)") of the current text, -1 if none.
    Q_INVOKABLE int rowOfSection(const QString &section) const;
    // The index in `contents` of the section the paragraph at `row` belongs
    // to, -1 if none: the contents follow the text as it scrolls.
    Q_INVOKABLE int contentsIndexOf(int row) const;

signals:
    void regulationChanged();
    void contentsChanged();
    void queryChanged();
    void countChanged();

private:
    void refilter();

    const dt::lessons::RegulationLibrary *m_library;
    dt::Regulation m_regulation = dt::Regulation::Blackjack;
    QString m_query;
    QList<qsizetype> m_rows; // indices into the text's paragraphs, in order
};

} // namespace dt::ui

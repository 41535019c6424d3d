#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace dt::ui {

// A short run of lessons played one after another ("Practise my mistakes"):
// which lesson is in play, how far along ("2 of 4") and what comes next.
// It holds the list only; Main.qml starts each lesson as it does any other.
class PracticeSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PracticeSession is provided by MasteryModel.session")
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(int position READ position NOTIFY changed) // 1-based; 0 when not active
    Q_PROPERTY(int count READ count NOTIFY changed)
    Q_PROPERTY(QString progressText READ progressText NOTIFY changed) // "2 of 4"
    Q_PROPERTY(QString currentLessonId READ currentLessonId NOTIFY changed)
    Q_PROPERTY(QString currentTitle READ currentTitle NOTIFY changed)
    Q_PROPERTY(QString currentReason READ currentReason NOTIFY changed)
    Q_PROPERTY(bool hasNext READ hasNext NOTIFY changed)
    Q_PROPERTY(QString nextTitle READ nextTitle NOTIFY changed)

public:
    struct Entry {
        QString lessonId;
        QString title;
        QString reason;
    };

    explicit PracticeSession(QObject *parent = nullptr);

    bool active() const { return !m_entries.isEmpty(); }
    QString title() const { return m_title; }
    int position() const { return active() ? static_cast<int>(m_index) + 1 : 0; }
    int count() const { return static_cast<int>(m_entries.size()); }
    QString progressText() const;
    QString currentLessonId() const;
    QString currentTitle() const;
    QString currentReason() const;
    bool hasNext() const { return active() && m_index + 1 < m_entries.size(); }
    QString nextTitle() const;

    // Starts at the first entry; an empty list leaves no session.
    void start(const QString &title, const QList<Entry> &entries);
    // Moves to the next lesson and returns its id; at the end the session is
    // over and "" is returned.
    Q_INVOKABLE QString advance();
    // Ends the session (the lesson in play, if any, goes on as a lone lesson).
    Q_INVOKABLE void leave();

signals:
    void changed();

private:
    QString m_title;
    QList<Entry> m_entries;
    qsizetype m_index = 0;
};

} // namespace dt::ui

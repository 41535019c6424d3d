#pragma once

#include <QString>
#include <functional>
#include <utility>

namespace dt::ui {

// What a desk's last call refused, as its `lastError` shows it, gone once a
// call succeeds. `changed` runs only when the text really changes, so the
// desk's NOTIFY signal says nothing twice.
class DeskError {
public:
    explicit DeskError(std::function<void()> changed)
        : m_changed(std::move(changed)) {}

    const QString &text() const { return m_text; }
    bool isEmpty() const { return m_text.isEmpty(); }

    // `message` is the error now; false, for `return fail(...)`.
    bool fail(const QString &message) {
        if (m_text != message) {
            m_text = message;
            m_changed();
        }
        return false;
    }

    // No error now; true, for `return succeed()`.
    bool succeed() {
        if (!m_text.isEmpty()) {
            m_text.clear();
            m_changed();
        }
        return true;
    }

private:
    std::function<void()> m_changed;
    QString m_text;
};

} // namespace dt::ui

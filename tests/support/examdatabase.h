#pragma once

#include <QString>
#include <optional>
#include <storage/accountstore.h>
#include <storage/examsittingstore.h>
#include <storage/progressstore.h>
#include <storage/resultchain.h>
#include <support/finishedsitting.h>

namespace dt::testsupport {

// A progress database with the people of an exam: an administrator (admin,
// "Ada"), an examiner (eve, "Eve Examiner") and a trainee (tina, "Tina"),
// eve and tina signed in; and its stores of exam sittings and signed results.
struct ExamDatabase {
    static constexpr auto kEvePassword = "eve-password";

    QString path;
    storage::ProgressStore store;
    storage::AccountStore accounts{store};
    storage::ExamSittingStore sittings{store, accounts};
    storage::ResultChain chain{store, accounts};
    std::optional<storage::SignedIn> admin, eve, tina;
    qint64 eveAccount = 0;
    qint64 tinaAccount = 0;

    // Opens (or makes) the database at `databasePath` and creates the
    // accounts; false when a step fails.
    bool open(const QString &databasePath) {
        using storage::Role;
        path = databasePath;
        if (!store.open(path)) {
            return false;
        }
        admin = accounts.createFirstAdministrator(QStringLiteral("admin"), QStringLiteral("Ada"),
                                                  QStringLiteral("admin-secret"));
        if (!admin) {
            return false;
        }
        const auto eveId =
            accounts.createAccount(*admin, QStringLiteral("eve"), QStringLiteral("Eve Examiner"),
                                   Role::Examiner, QString::fromLatin1(kEvePassword));
        const auto tinaId =
            accounts.createAccount(*admin, QStringLiteral("tina"), QStringLiteral("Tina"),
                                   Role::Trainee, QStringLiteral("tina-pass"));
        if (!eveId || !tinaId) {
            return false;
        }
        eveAccount = *eveId;
        tinaAccount = *tinaId;
        eve = accounts.signIn(QStringLiteral("eve"), QString::fromLatin1(kEvePassword));
        tina = accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"));
        return eve && tina;
    }

    // Tina's finished sitting of `scenarios` scenarios with `errors` wrong
    // burns each (finishedsitting.h).
    std::optional<qint64> finishedSitting(const QString &examId, int scenarios, int errors) {
        return testsupport::finishedSitting(sittings, store, *eve, *tina, tinaAccount, examId,
                                            scenarios, errors);
    }

    // Eve signs `sittingId` off.
    std::optional<storage::SignedResult> signByEve(qint64 sittingId, bool passed,
                                                   const QString &comment) {
        return chain.sign(*eve, QString::fromLatin1(kEvePassword), sittingId, passed, comment);
    }
};

} // namespace dt::testsupport

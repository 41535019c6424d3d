#pragma once

#include <QDateTime>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <optional>

namespace dt::storage {

// The "format" and "version" of every signed record (docs/exam-integrity.md).
inline constexpr QLatin1StringView kResultRecordFormat{"dealer-trainer-exam-result"};
inline constexpr int kResultRecordVersion = 1;

class AccountStore;
class ProgressStore;
class SignedIn;

// One exam result in the chain, as recorded.
struct SignedResult {
    int seq = 0; // 1, 2, 3, ... in the order signed
    qint64 sittingId = 0;
    QString examId;
    QString examTitle;
    QString traineeName;
    int scenarios = 0; // the scenarios begun, each with its graded actions
    QString examiner;  // user name
    QString keyFingerprint;
    bool passed = false;
    QString comment;
    QDateTime signedAt;
    QString rowHash; // SHA-256, hexadecimal

    friend bool operator==(const SignedResult &, const SignedResult &) = default;
};

// One row of the chain as stored: the signed record's JSON text (read it with
// transcriptFromRecord(), transcript.h).
struct SignedRecord {
    int seq = 0;
    qint64 sittingId = 0;
    QString recordJson;
    QString rowHash;
};

// What verify() found wrong with one row of the chain.
struct ChainFinding {
    int seq = 0;
    QString problem;
};

struct ChainVerification {
    int results = 0;
    QString headHash; // the last row's hash: a transcript printed later must match a row's
    QList<ChainFinding> findings;
    // "fingerprint: examiner (results 1-4, 7)", one per key that signed.
    QStringList keys;
    bool intact() const { return findings.isEmpty(); }
};

// The append-only record of signed exam results (docs/exam-integrity.md).
//
// Each row holds a record (the exam sitting with every scenario's graded
// actions, the examiner's decision and comment: JSON text), the previous row's
// hash, its own hash SHA-256(previous hash + "\n" + record), and the
// examiner's Ed25519 signature of that hash. Editing a row breaks its hash,
// deleting one leaves a gap in the numbering and breaks the next row's
// link, inserting one breaks the links or the signatures: verify() names the
// row in each case. Uses the ProgressStore's connection.
class ResultChain {
public:
    ResultChain(ProgressStore &store, AccountStore &accounts);

    // The examiner `by` signs off the exam sitting `sittingId` (over:
    // completed or interrupted; not signed before) with their decision and
    // comment, after typing their password again (it opens their signing
    // key; a first signature makes the key).
    std::optional<SignedResult> sign(const SignedIn &by, const QString &password, qint64 sittingId,
                                     bool passed, const QString &comment);
    // In seq order, as recorded (not verified).
    QList<SignedResult> results() const;
    // The rows themselves, in seq order (not verified); empty with
    // lastError() set when the database cannot be read.
    QList<SignedRecord> records() const;
    // Checks every row; nullopt only when the database cannot be read.
    std::optional<ChainVerification> verify() const;

    QString lastError() const { return m_lastError; }

private:
    bool fail(const QString &message) const;

    ProgressStore &m_store;
    AccountStore &m_accounts;
    mutable QString m_lastError;
};

} // namespace dt::storage

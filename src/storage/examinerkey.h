#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

// An examiner's Ed25519 signing key (libsodium crypto_sign). The public key
// is kept in the clear; the secret key only sealed (crypto_secretbox) with a
// key derived from the examiner's password by Argon2id (crypto_pwhash), so
// the database alone cannot sign: signing needs the examiner's password.
namespace dt::storage {

struct ExaminerKey {
    QByteArray publicKey; // 32 bytes
    QByteArray salt;      // for the password-derived key
    QByteArray nonce;
    QByteArray sealedSecretKey;

    friend bool operator==(const ExaminerKey &, const ExaminerKey &) = default;
};

// A new key pair, its secret sealed with `password`; nullopt when libsodium
// cannot (not initialised, out of memory).
std::optional<ExaminerKey> newExaminerKey(const QString &password);
// The detached signature of `message`; nullopt when `password` does not
// open the sealed secret key.
std::optional<QByteArray> signWithExaminerKey(const ExaminerKey &key, const QString &password,
                                              const QByteArray &message);
// The same key pair sealed with `newPassword` (a password change); nullopt
// when `currentPassword` does not open it.
std::optional<ExaminerKey> resealExaminerKey(const ExaminerKey &key, const QString &currentPassword,
                                             const QString &newPassword);
bool signatureValid(const QByteArray &publicKey, const QByteArray &message,
                    const QByteArray &signature);
// What a transcript prints to name the key: the SHA-256 of the public key,
// its first 16 bytes in hexadecimal groups of four ("3f2a 9c01 ...").
QString keyFingerprint(const QByteArray &publicKey);

} // namespace dt::storage

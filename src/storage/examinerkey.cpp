#include "examinerkey.h"

#include "sodiumready.h"

#include <QCryptographicHash>
#include <QStringList>
#include <sodium.h>

namespace dt::storage {

namespace {
// The key that seals the secret key, from the password (Argon2id, the same
// cost as the password hashes).
std::optional<QByteArray> sealingKey(const QString &password, const QByteArray &salt) {
    if (salt.size() != crypto_pwhash_SALTBYTES) {
        return std::nullopt;
    }
    const QByteArray utf8 = password.toUtf8();
    QByteArray key(crypto_secretbox_KEYBYTES, '\0');
    if (crypto_pwhash(reinterpret_cast<unsigned char *>(key.data()),
                      static_cast<unsigned long long>(key.size()), utf8.constData(),
                      static_cast<unsigned long long>(utf8.size()),
                      reinterpret_cast<const unsigned char *>(salt.constData()),
                      crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE,
                      crypto_pwhash_ALG_ARGON2ID13) != 0) {
        return std::nullopt;
    }
    return key;
}

QByteArray randomBytes(std::size_t size) {
    QByteArray bytes(static_cast<qsizetype>(size), '\0');
    randombytes_buf(bytes.data(), size);
    return bytes;
}

// `secretKey` sealed with `password`, with a fresh salt and nonce.
std::optional<ExaminerKey> seal(const QByteArray &publicKey, const QByteArray &secretKey,
                                const QString &password) {
    ExaminerKey key;
    key.publicKey = publicKey;
    key.salt = randomBytes(crypto_pwhash_SALTBYTES);
    key.nonce = randomBytes(crypto_secretbox_NONCEBYTES);
    const std::optional<QByteArray> sealing = sealingKey(password, key.salt);
    if (!sealing) {
        return std::nullopt;
    }
    key.sealedSecretKey = QByteArray(secretKey.size() + crypto_secretbox_MACBYTES, '\0');
    crypto_secretbox_easy(reinterpret_cast<unsigned char *>(key.sealedSecretKey.data()),
                          reinterpret_cast<const unsigned char *>(secretKey.constData()),
                          static_cast<unsigned long long>(secretKey.size()),
                          reinterpret_cast<const unsigned char *>(key.nonce.constData()),
                          reinterpret_cast<const unsigned char *>(sealing->constData()));
    return key;
}

std::optional<QByteArray> unseal(const ExaminerKey &key, const QString &password) {
    if (!sodiumReady() || key.nonce.size() != crypto_secretbox_NONCEBYTES ||
        key.sealedSecretKey.size() != crypto_sign_SECRETKEYBYTES + crypto_secretbox_MACBYTES) {
        return std::nullopt;
    }
    const std::optional<QByteArray> sealing = sealingKey(password, key.salt);
    if (!sealing) {
        return std::nullopt;
    }
    QByteArray secretKey(crypto_sign_SECRETKEYBYTES, '\0');
    if (crypto_secretbox_open_easy(
            reinterpret_cast<unsigned char *>(secretKey.data()),
            reinterpret_cast<const unsigned char *>(key.sealedSecretKey.constData()),
            static_cast<unsigned long long>(key.sealedSecretKey.size()),
            reinterpret_cast<const unsigned char *>(key.nonce.constData()),
            reinterpret_cast<const unsigned char *>(sealing->constData())) != 0) {
        return std::nullopt;
    }
    return secretKey;
}
} // namespace

std::optional<ExaminerKey> newExaminerKey(const QString &password) {
    if (!sodiumReady()) {
        return std::nullopt;
    }
    QByteArray publicKey(crypto_sign_PUBLICKEYBYTES, '\0');
    QByteArray secretKey(crypto_sign_SECRETKEYBYTES, '\0');
    crypto_sign_keypair(reinterpret_cast<unsigned char *>(publicKey.data()),
                        reinterpret_cast<unsigned char *>(secretKey.data()));
    std::optional<ExaminerKey> key = seal(publicKey, secretKey, password);
    sodium_memzero(secretKey.data(), static_cast<std::size_t>(secretKey.size()));
    return key;
}

std::optional<QByteArray> signWithExaminerKey(const ExaminerKey &key, const QString &password,
                                              const QByteArray &message) {
    std::optional<QByteArray> secretKey = unseal(key, password);
    if (!secretKey) {
        return std::nullopt;
    }
    QByteArray signature(crypto_sign_BYTES, '\0');
    crypto_sign_detached(reinterpret_cast<unsigned char *>(signature.data()), nullptr,
                         reinterpret_cast<const unsigned char *>(message.constData()),
                         static_cast<unsigned long long>(message.size()),
                         reinterpret_cast<const unsigned char *>(secretKey->constData()));
    sodium_memzero(secretKey->data(), static_cast<std::size_t>(secretKey->size()));
    return signature;
}

std::optional<ExaminerKey> resealExaminerKey(const ExaminerKey &key, const QString &currentPassword,
                                             const QString &newPassword) {
    std::optional<QByteArray> secretKey = unseal(key, currentPassword);
    if (!secretKey) {
        return std::nullopt;
    }
    std::optional<ExaminerKey> resealed = seal(key.publicKey, *secretKey, newPassword);
    sodium_memzero(secretKey->data(), static_cast<std::size_t>(secretKey->size()));
    return resealed;
}

bool signatureValid(const QByteArray &publicKey, const QByteArray &message,
                    const QByteArray &signature) {
    if (!sodiumReady() || publicKey.size() != crypto_sign_PUBLICKEYBYTES ||
        signature.size() != crypto_sign_BYTES) {
        return false;
    }
    return crypto_sign_verify_detached(
               reinterpret_cast<const unsigned char *>(signature.constData()),
               reinterpret_cast<const unsigned char *>(message.constData()),
               static_cast<unsigned long long>(message.size()),
               reinterpret_cast<const unsigned char *>(publicKey.constData())) == 0;
}

QString keyFingerprint(const QByteArray &publicKey) {
    const QByteArray hex =
        QCryptographicHash::hash(publicKey, QCryptographicHash::Sha256).left(16).toHex();
    QStringList groups;
    for (qsizetype i = 0; i < hex.size(); i += 4) {
        groups.append(QString::fromLatin1(hex.mid(i, 4)));
    }
    return groups.join(QLatin1Char(' '));
}

} // namespace dt::storage

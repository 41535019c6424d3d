#include "passwordhash.h"

#include "sodiumready.h"

#include <QByteArray>
#include <sodium.h>

namespace dt::storage {

namespace {
constexpr unsigned long long kOpsLimit = crypto_pwhash_OPSLIMIT_INTERACTIVE;
constexpr std::size_t kMemLimit = crypto_pwhash_MEMLIMIT_INTERACTIVE;
} // namespace

QString hashPassword(const QString &password) {
    if (!sodiumReady()) {
        return {};
    }
    const QByteArray utf8 = password.toUtf8();
    char encoded[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str_alg(encoded, utf8.constData(),
                              static_cast<unsigned long long>(utf8.size()), kOpsLimit, kMemLimit,
                              crypto_pwhash_ALG_ARGON2ID13) != 0) {
        return {};
    }
    return QString::fromLatin1(encoded);
}

bool passwordMatches(const QString &password, const QString &encodedHash) {
    if (!sodiumReady() || encodedHash.isEmpty()) {
        return false;
    }
    const QByteArray utf8 = password.toUtf8();
    const QByteArray encoded = encodedHash.toLatin1();
    return crypto_pwhash_str_verify(encoded.constData(), utf8.constData(),
                                    static_cast<unsigned long long>(utf8.size())) == 0;
}

bool passwordNeedsRehash(const QString &encodedHash) {
    if (!sodiumReady()) {
        return false;
    }
    const QByteArray encoded = encodedHash.toLatin1();
    return crypto_pwhash_str_needs_rehash(encoded.constData(), kOpsLimit, kMemLimit) != 0;
}

} // namespace dt::storage

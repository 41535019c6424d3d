#pragma once

#include <QString>

// Passwords are kept only as Argon2id hashes (libsodium's crypto_pwhash_str:
// the algorithm, its cost and a random salt are in the string itself), at
// libsodium's "interactive" cost: 64 MiB and 2 passes, a fraction of a second
// on a classroom computer and costly to guess at in bulk.
namespace dt::storage {

// The encoded hash, or an empty string when libsodium cannot hash (it could
// not be initialised, or the machine has not the memory).
QString hashPassword(const QString &password);
bool passwordMatches(const QString &password, const QString &encodedHash);
// True when `encodedHash` was made with other parameters than hashPassword()
// uses now: re-hash at the next successful sign-in.
bool passwordNeedsRehash(const QString &encodedHash);

} // namespace dt::storage

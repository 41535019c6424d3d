#pragma once

namespace dt::storage {

// libsodium initialised (once, thread-safe); false when it cannot be, and
// then nothing may hash, seal or sign.
bool sodiumReady();

} // namespace dt::storage

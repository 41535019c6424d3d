#include "sodiumready.h"

#include <sodium.h>

namespace dt::storage {

bool sodiumReady() {
    // sodium_init() returns 1 when already initialised, -1 on failure.
    static const bool ready = sodium_init() >= 0;
    return ready;
}

} // namespace dt::storage

#include "verdict.h"

namespace dt {

std::string_view severityName(Severity severity) {
    switch (severity) {
    case Severity::Minor:
        return "minor";
    case Severity::Major:
        return "major";
    case Severity::Integrity:
        return "integrity";
    }
    return "major";
}

} // namespace dt

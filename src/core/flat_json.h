#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace dt {

// A one-level JSON object of strings, integers and booleans: the stable text
// form of dealer actions and table events. Kept in the core (which links no
// JSON library) and deliberately small; key order is preserved so output is
// byte-for-byte stable for golden transcripts.
using FlatValue = std::variant<std::int64_t, bool, std::string>;

class FlatObject {
public:
    void set(std::string key, FlatValue value);
    const FlatValue *find(std::string_view key) const;
    std::optional<std::string> string(std::string_view key) const;
    std::optional<std::int64_t> integer(std::string_view key) const;
    std::optional<bool> boolean(std::string_view key) const;
    const std::vector<std::pair<std::string, FlatValue>> &entries() const { return entries_; }

    std::string toJson() const;

private:
    std::vector<std::pair<std::string, FlatValue>> entries_;
};

struct FlatParseResult {
    std::optional<FlatObject> object;
    std::string error; // set when object is empty: what is wrong and at which character
};

FlatParseResult parseFlatJson(std::string_view text);
std::string quoteJson(std::string_view text);

} // namespace dt

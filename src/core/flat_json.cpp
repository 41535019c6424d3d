#include "flat_json.h"

#include <charconv>

namespace dt {

void FlatObject::set(std::string key, FlatValue value) {
    for (auto &[existingKey, existingValue] : entries_) {
        if (existingKey == key) {
            existingValue = std::move(value);
            return;
        }
    }
    entries_.emplace_back(std::move(key), std::move(value));
}

const FlatValue *FlatObject::find(std::string_view key) const {
    for (const auto &[existingKey, value] : entries_) {
        if (existingKey == key) {
            return &value;
        }
    }
    return nullptr;
}

std::optional<std::string> FlatObject::string(std::string_view key) const {
    const FlatValue *value = find(key);
    if (value == nullptr || !std::holds_alternative<std::string>(*value)) {
        return std::nullopt;
    }
    return std::get<std::string>(*value);
}

std::optional<std::int64_t> FlatObject::integer(std::string_view key) const {
    const FlatValue *value = find(key);
    if (value == nullptr || !std::holds_alternative<std::int64_t>(*value)) {
        return std::nullopt;
    }
    return std::get<std::int64_t>(*value);
}

std::optional<bool> FlatObject::boolean(std::string_view key) const {
    const FlatValue *value = find(key);
    if (value == nullptr || !std::holds_alternative<bool>(*value)) {
        return std::nullopt;
    }
    return std::get<bool>(*value);
}

std::string quoteJson(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static constexpr char kHex[] = "0123456789abcdef";
                out += "\\u00";
                out += kHex[(c >> 4) & 0xf];
                out += kHex[c & 0xf];
            } else {
                out += c;
            }
        }
    }
    out += '"';
    return out;
}

std::string FlatObject::toJson() const {
    std::string out = "{";
    bool first = true;
    for (const auto &[key, value] : entries_) {
        if (!first) {
            out += ", ";
        }
        first = false;
        out += quoteJson(key);
        out += ": ";
        if (const auto *number = std::get_if<std::int64_t>(&value)) {
            out += std::to_string(*number);
        } else if (const auto *flag = std::get_if<bool>(&value)) {
            out += *flag ? "true" : "false";
        } else {
            out += quoteJson(std::get<std::string>(value));
        }
    }
    out += "}";
    return out;
}

namespace {

class Parser {
public:
    explicit Parser(std::string_view text)
        : text_(text) {}

    FlatParseResult parse() {
        FlatObject object;
        skipSpace();
        if (!consume('{')) {
            return fail("expected '{'");
        }
        skipSpace();
        if (consume('}')) {
            return finish(std::move(object));
        }
        while (true) {
            skipSpace();
            std::string key;
            if (!parseString(key)) {
                return fail(error_.empty() ? "expected a quoted key" : error_);
            }
            skipSpace();
            if (!consume(':')) {
                return fail("expected ':' after key \"" + key + "\"");
            }
            skipSpace();
            FlatValue value;
            if (!parseValue(value)) {
                return fail(error_.empty()
                                ? "expected a string, integer, true or false for \"" + key + "\""
                                : error_);
            }
            if (object.find(key) != nullptr) {
                return fail("duplicate key \"" + key + "\"");
            }
            object.set(std::move(key), std::move(value));
            skipSpace();
            if (consume('}')) {
                return finish(std::move(object));
            }
            if (!consume(',')) {
                return fail("expected ',' or '}'");
            }
        }
    }

private:
    FlatParseResult finish(FlatObject object) {
        skipSpace();
        if (pos_ != text_.size()) {
            return fail("unexpected text after the object");
        }
        return {std::move(object), {}};
    }

    FlatParseResult fail(const std::string &message) {
        return {std::nullopt, message + " at character " + std::to_string(pos_ + 1)};
    }

    void skipSpace() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                       text_[pos_] == '\n' || text_[pos_] == '\r')) {
            ++pos_;
        }
    }

    bool consume(char c) {
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }

    bool parseString(std::string &out) {
        if (!consume('"')) {
            return false;
        }
        while (pos_ < text_.size()) {
            const char c = text_[pos_++];
            if (c == '"') {
                return true;
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= text_.size()) {
                break;
            }
            const char escaped = text_[pos_++];
            switch (escaped) {
            case '"':
            case '\\':
            case '/':
                out += escaped;
                break;
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 'r':
                out += '\r';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'u': {
                if (pos_ + 4 > text_.size()) {
                    error_ = "truncated \\u escape";
                    return false;
                }
                unsigned code = 0;
                const auto *begin = text_.data() + pos_;
                const auto [end, ec] = std::from_chars(begin, begin + 4, code, 16);
                if (ec != std::errc() || end != begin + 4) {
                    error_ = "invalid \\u escape";
                    return false;
                }
                pos_ += 4;
                if (code >= 0xd800 && code <= 0xdbff) {
                    // A high surrogate: the low one must follow as another \u escape.
                    unsigned low = 0;
                    const auto *lowBegin = text_.data() + pos_ + 2;
                    if (pos_ + 6 > text_.size() || text_[pos_] != '\\' || text_[pos_ + 1] != 'u' ||
                        std::from_chars(lowBegin, lowBegin + 4, low, 16).ptr != lowBegin + 4 ||
                        low < 0xdc00 || low > 0xdfff) {
                        error_ = "unpaired surrogate in \\u escape";
                        return false;
                    }
                    pos_ += 6;
                    code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                } else if (code >= 0xdc00 && code <= 0xdfff) {
                    error_ = "unpaired surrogate in \\u escape";
                    return false;
                }
                appendUtf8(out, code);
                break;
            }
            default:
                error_ = "invalid escape in string";
                return false;
            }
        }
        error_ = "unterminated string";
        return false;
    }

    static void appendUtf8(std::string &out, unsigned code) {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xc0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3f));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xe0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (code & 0x3f));
        } else {
            out += static_cast<char>(0xf0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3f));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (code & 0x3f));
        }
    }

    bool parseValue(FlatValue &value) {
        if (pos_ >= text_.size()) {
            return false;
        }
        const char c = text_[pos_];
        if (c == '"') {
            std::string text;
            if (!parseString(text)) {
                return false;
            }
            value = std::move(text);
            return true;
        }
        if (text_.substr(pos_, 4) == "true") {
            pos_ += 4;
            value = true;
            return true;
        }
        if (text_.substr(pos_, 5) == "false") {
            pos_ += 5;
            value = false;
            return true;
        }
        if (c == '{' || c == '[') {
            error_ = "nested objects and arrays are not part of this format";
            return false;
        }
        std::int64_t number = 0;
        const auto *begin = text_.data() + pos_;
        const auto [end, ec] = std::from_chars(begin, text_.data() + text_.size(), number);
        if (ec != std::errc() || end == begin) {
            return false;
        }
        if (end < text_.data() + text_.size() && (*end == '.' || *end == 'e' || *end == 'E')) {
            error_ = "only whole numbers are allowed";
            return false;
        }
        pos_ += static_cast<std::size_t>(end - begin);
        value = number;
        return true;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::string error_;
};

} // namespace

FlatParseResult parseFlatJson(std::string_view text) {
    return Parser(text).parse();
}

} // namespace dt

#include "citation.h"

#include <array>
#include <utility>

namespace dt {

namespace {
struct RegulationInfo {
    Regulation regulation;
    std::string_view key;
    std::string_view title;
    std::string_view file;
    // 000, 001, 003 and 004 number their sections ("§5(e)"); 002 letters the
    // paragraphs of its single Section 3 ("(e)(3)").
    bool sectionSign;
};

constexpr std::array<RegulationInfo, 5> kRegulations = {{
    {Regulation::Blackjack, "blackjack", "Blackjack", "000_bcc70e8bd3ceebe5.txt", true},
    {Regulation::FreeBet, "free-bet", "Free Bet Blackjack", "001_05e820dcf76f6a4d.txt", true},
    {Regulation::BlackjackTribal, "blackjack-tribal", "Blackjack (tribal)",
     "002_63082fe8703cb28c.txt", false},
    {Regulation::Pontoon, "pontoon", "Pontoon 21", "003_432458591fe9086f.txt", true},
    {Regulation::Compendium, "compendium", "Table games", "004_21471357d0bc41a5.txt", true},
}};

const RegulationInfo &info(Regulation regulation) {
    return kRegulations[static_cast<std::size_t>(regulation)];
}
} // namespace

std::string Citation::text() const {
    const auto &regulationInfo = info(regulation);
    std::string result(regulationInfo.title);
    result += regulationInfo.sectionSign ? " §" : " ";
    result += section;
    return result;
}

Citation blackjackSection(std::string section) {
    return Citation{Regulation::Blackjack, std::move(section)};
}

std::string_view regulationTitle(Regulation regulation) {
    return info(regulation).title;
}

std::string_view regulationFile(Regulation regulation) {
    return info(regulation).file;
}

std::string_view regulationKey(Regulation regulation) {
    return info(regulation).key;
}

std::optional<Regulation> regulationFromKey(std::string_view key) {
    for (const auto &regulationInfo : kRegulations) {
        if (regulationInfo.key == key) {
            return regulationInfo.regulation;
        }
    }
    return std::nullopt;
}

std::optional<Citation> parseCitation(std::string_view text) {
    // Longest title first so "Blackjack (tribal)" is not read as "Blackjack".
    std::optional<Citation> best;
    std::size_t bestLength = 0;
    for (const auto &regulationInfo : kRegulations) {
        const std::string_view separator = regulationInfo.sectionSign ? " §" : " ";
        const std::size_t prefixLength = regulationInfo.title.size() + separator.size();
        if (text.size() > prefixLength &&
            text.substr(0, regulationInfo.title.size()) == regulationInfo.title &&
            text.substr(regulationInfo.title.size(), separator.size()) == separator &&
            prefixLength > bestLength) {
            best = Citation{regulationInfo.regulation, std::string(text.substr(prefixLength))};
            bestLength = prefixLength;
        }
    }
    return best;
}

} // namespace dt

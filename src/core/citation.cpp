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

constexpr std::array<CompendiumPart, 6> kCompendiumParts = {{
    {1, "Craps"},
    {2, "Blackjack (table games)"},
    {3, "Baccarat"},
    {4, "Midi Baccarat"},
    {5, "Roulette"},
    {6, "Red Dog"},
}};

const RegulationInfo &info(Regulation regulation) {
    return kRegulations[static_cast<std::size_t>(regulation)];
}

// A heading a citation starts with, and the section text that follows it.
struct CitationHeading {
    Regulation regulation;
    std::string_view title;
    std::string_view separator;
    std::string_view sectionPrefix; // the compendium part, put back in front
};

template <typename Visit> void forEachHeading(Visit visit) {
    for (const auto &regulationInfo : kRegulations) {
        visit(CitationHeading{regulationInfo.regulation,
                              regulationInfo.title,
                              regulationInfo.sectionSign ? " §" : " ",
                              {}});
    }
    for (const auto &part : kCompendiumParts) {
        visit(CitationHeading{Regulation::Compendium, part.name, " §", part.name});
    }
}
} // namespace

std::span<const CompendiumPart> compendiumParts() {
    return kCompendiumParts;
}

const CompendiumPart *compendiumPartOf(std::string_view section) {
    const CompendiumPart *found = nullptr;
    for (const auto &part : kCompendiumParts) {
        // Longest name first: "Midi Baccarat 2" is not a "Baccarat" section.
        if (section.size() > part.name.size() && section.starts_with(part.name) &&
            section[part.name.size()] == ' ' &&
            (found == nullptr || part.name.size() > found->name.size())) {
            found = &part;
        }
    }
    return found;
}

std::string Citation::text() const {
    if (section.empty()) {
        return {}; // no rule: the game's text has none (ShoeRules::has())
    }
    if (regulation == Regulation::Compendium) {
        if (const auto *part = compendiumPartOf(section)) {
            std::string result(part->name);
            result += " §";
            result += std::string_view(section).substr(part->name.size() + 1);
            return result;
        }
    }
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
    // Longest heading first so "Blackjack (tribal)" is not read as "Blackjack".
    std::optional<Citation> best;
    std::size_t bestLength = 0;
    forEachHeading([&](const CitationHeading &heading) {
        const std::size_t prefixLength = heading.title.size() + heading.separator.size();
        if (text.size() > prefixLength && text.starts_with(heading.title) &&
            text.substr(heading.title.size(), heading.separator.size()) == heading.separator &&
            prefixLength > bestLength) {
            std::string section(heading.sectionPrefix);
            if (!section.empty()) {
                section += ' ';
            }
            section += text.substr(prefixLength);
            best = Citation{heading.regulation, std::move(section)};
            bestLength = prefixLength;
        }
    });
    return best;
}

} // namespace dt

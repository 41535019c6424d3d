#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace dt {

// The regulation texts the product teaches (regulations/README.md).
enum class Regulation {
    Blackjack,       // 000: Massachusetts Blackjack, current edition
    FreeBet,         // 001: Free Bet Blackjack
    BlackjackTribal, // 002: Blackjack of the second (tribal) jurisdiction
    Pontoon,         // 003: Pontoon 21
    Compendium,      // 004: Massachusetts table-games compendium
};

// A rule's place in a regulation, kept as data so the app can show it and open
// the text at that section. `section` is as printed: "5(e)(2)" in 000,
// "(e)(3)" in 002's Section 3; in 004, a compendium numbering its sections
// afresh in each game's part, it starts with the part: "Baccarat 11(c)".
struct Citation {
    Regulation regulation = Regulation::Blackjack;
    std::string section;

    // "Blackjack §5(e)(2)", "Blackjack (tribal) (e)(3)", "Baccarat §11(c)".
    std::string text() const;

    friend bool operator==(const Citation &, const Citation &) = default;
};

// A section of 000, the Blackjack regulation: blackjackSection("23(f)").
Citation blackjackSection(std::string section);

// The games of 004, each in its own numbered part ("3: BACCARAT") whose
// sections start again at 1. A citation names the part's game where another
// regulation's title would stand: "Baccarat §5(c)". 004's older Blackjack is
// named apart from 000's, which is the Massachusetts rule.
struct CompendiumPart {
    int number;
    std::string_view name;
};
std::span<const CompendiumPart> compendiumParts();
// The part a compendium section starts with ("Midi Baccarat" in
// "Midi Baccarat 8(c)"), or nullptr.
const CompendiumPart *compendiumPartOf(std::string_view section);

std::string_view regulationTitle(Regulation regulation);
// File name of the regulation text under regulations/.
std::string_view regulationFile(Regulation regulation);
std::string_view regulationKey(Regulation regulation);
std::optional<Regulation> regulationFromKey(std::string_view key);
// Parses Citation::text() back; used for stored and replayed verdicts.
std::optional<Citation> parseCitation(std::string_view text);

} // namespace dt

#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dt {

// An amount of money, exact: a whole number of cents (DESIGN.md: "Money is
// exact: integer cents"). Never a floating-point value, so $7.50 stays $7.50
// through every payout and sum. Negative amounts are allowed (a net loss, a
// difference); wagers themselves are never negative.
//
// Range: the int64 cents cover about +/-92 quadrillion dollars; sums and
// differences are plain int64 arithmetic and assume realistic table amounts.
class Money {
public:
    constexpr Money() = default;

    static constexpr Money cents(std::int64_t cents) { return Money(cents); }
    static constexpr Money dollars(std::int64_t dollars) { return Money(dollars * 100); }

    constexpr std::int64_t inCents() const { return cents_; }

    // "$12.50", "$5" (whole dollars without ".00"), "-$3.25", "$0.75".
    std::string text() const;
    // Accepts "12.50", "$12.50", "12", "12.5", "-3.25", "-$3.25". Refuses
    // more than two decimals ("1.005" is not a cent amount), empty digits on
    // either side of the point, spaces, separators and out-of-range values.
    static std::optional<Money> parse(std::string_view text);

    constexpr Money operator+(Money other) const { return Money(cents_ + other.cents_); }
    constexpr Money operator-(Money other) const { return Money(cents_ - other.cents_); }
    constexpr Money operator-() const { return Money(-cents_); }
    constexpr Money &operator+=(Money other) {
        cents_ += other.cents_;
        return *this;
    }
    constexpr Money &operator-=(Money other) {
        cents_ -= other.cents_;
        return *this;
    }

    friend constexpr bool operator==(Money, Money) = default;
    friend constexpr std::strong_ordering operator<=>(Money, Money) = default;

private:
    constexpr explicit Money(std::int64_t cents)
        : cents_(cents) {}

    std::int64_t cents_ = 0;
};

} // namespace dt

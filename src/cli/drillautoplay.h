#pragma once

#include <QByteArray>
#include <cstdint>
#include <lessons/lesson.h>

namespace dt::cli {

// The seed of a drill's transcript when the lesson fixes none ("drill.seed";
// the app then draws new questions each attempt).
inline constexpr std::uint64_t kDrillTranscriptSeed = 1;

// The reference performance of a payout drill (`dealer-trainer-cli autoplay`
// of a drill, and its golden file): the questions of the lesson's seed (or
// kDrillTranscriptSeed), one JSON object per line and per wager paid, each
// with the cards, the wager and its chips, the amount a dealer pays and the
// core's grade of that exact answer. Each line ends in '\n'.
QByteArray drillTranscript(const lessons::Lesson &lesson);

} // namespace dt::cli

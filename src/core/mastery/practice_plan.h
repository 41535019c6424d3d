#pragma once

#include "mastery_evaluator.h"

#include <cstddef>
#include <string>
#include <vector>

namespace dt::mastery {

// A lesson of the course, in course order, with the skills it exercises
// (lessonSkills()) and whether the trainee has passed it.
struct CourseLesson {
    std::string lessonId;
    std::vector<std::string> skillIds;
    bool passed = false;
    std::string course; // its course's title ("Baccarat"); empty: none
};

// A lesson to play next and why.
struct Recommendation {
    std::string lessonId;
    std::string skillId; // empty for "next in the course"
    std::string reason;  // "3 of your last 5 "Burn face down" attempts had errors."
};

inline constexpr std::size_t kRecommendations = 3;

// The course the trainee works in first, the courses otherwise in their
// order (stable): the course of the lesson of the newest attempt. So "the
// next lesson not passed" and the lesson a skill is practised in come from
// the game the trainee is learning, not from the first course listed.
std::vector<CourseLesson> latestCourseFirst(std::vector<CourseLesson> course,
                                            const std::vector<AttemptInput> &attempts);

// What to practise next, best first, each a different lesson (docs/mastery.md,
// "Recommendation"): skills slipping, then skills with errors in their
// window (most attempts with errors first), then a timed skill too slow, then
// the first lesson not passed in course order, then skills short of
// attempts, then skills never practised. Empty when there is nothing left.
std::vector<Recommendation> recommendNext(const std::vector<SkillMastery> &mastery,
                                          const std::vector<CourseLesson> &course,
                                          std::size_t count = kRecommendations);

// "Practise my mistakes" (docs/mastery.md): over the trainee's newest
// kMistakesRecentAttempts attempts, the kMistakesSkills skills with the most
// errors and, for each, the lesson where the trainee made most of them (and
// then the first other lesson of the course that exercises it), at most
// kMistakesSessionLength lessons, each once. Empty when there is no error.
inline constexpr int kMistakesRecentAttempts = 20;
inline constexpr std::size_t kMistakesSkills = 3;
inline constexpr std::size_t kMistakesSessionLength = 4;
std::vector<Recommendation> mistakesSession(std::vector<AttemptInput> attempts,
                                            const std::vector<CourseLesson> &course);

} // namespace dt::mastery

#include "practice_plan.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace dt::mastery {

namespace {

bool lessonExercises(const CourseLesson &lesson, const std::string &skillId) {
    return std::find(lesson.skillIds.begin(), lesson.skillIds.end(), skillId) !=
           lesson.skillIds.end();
}

bool inCourse(const std::vector<CourseLesson> &course, const std::string &lessonId) {
    return std::any_of(course.begin(), course.end(),
                       [&](const CourseLesson &lesson) { return lesson.lessonId == lessonId; });
}

bool taken(const std::vector<Recommendation> &list, const std::string &lessonId) {
    return std::any_of(list.begin(), list.end(),
                       [&](const Recommendation &entry) { return entry.lessonId == lessonId; });
}

std::string quoted(const std::string &skillId) {
    const Skill *skill = findSkill(skillId);
    return "\u201c" + (skill != nullptr ? skill->name : skillId) + "\u201d";
}

// The lesson to practise a skill in: where the trainee last erred in it, else
// the first lesson not passed that exercises it, else the first that does.
std::string lessonFor(const std::string &skillId, const std::string &preferred,
                      const std::vector<CourseLesson> &course,
                      const std::vector<Recommendation> &already) {
    if (!preferred.empty() && inCourse(course, preferred) && !taken(already, preferred)) {
        return preferred;
    }
    for (const CourseLesson &lesson : course) {
        if (!lesson.passed && lessonExercises(lesson, skillId) &&
            !taken(already, lesson.lessonId)) {
            return lesson.lessonId;
        }
    }
    for (const CourseLesson &lesson : course) {
        if (lessonExercises(lesson, skillId) && !taken(already, lesson.lessonId)) {
            return lesson.lessonId;
        }
    }
    return {};
}

} // namespace

std::vector<CourseLesson> latestCourseFirst(std::vector<CourseLesson> course,
                                            const std::vector<AttemptInput> &attempts) {
    const auto newest = std::max_element(
        attempts.begin(), attempts.end(),
        [](const AttemptInput &a, const AttemptInput &b) { return a.finishedAt < b.finishedAt; });
    if (newest == attempts.end()) {
        return course;
    }
    const auto played = std::find_if(course.begin(), course.end(), [&](const CourseLesson &lesson) {
        return lesson.lessonId == newest->lessonId;
    });
    if (played != course.end() && !played->course.empty()) {
        const std::string title = played->course;
        std::stable_partition(course.begin(), course.end(),
                              [&](const CourseLesson &lesson) { return lesson.course == title; });
    }
    return course;
}

std::vector<Recommendation> recommendNext(const std::vector<SkillMastery> &mastery,
                                          const std::vector<CourseLesson> &course,
                                          std::size_t count) {
    std::vector<Recommendation> list;
    const auto add = [&](const std::string &skillId, const std::string &preferred,
                         const std::string &reason) {
        if (list.size() >= count) {
            return;
        }
        const std::string lessonId = lessonFor(skillId, preferred, course, list);
        if (!lessonId.empty()) {
            list.push_back({lessonId, skillId, reason});
        }
    };
    const auto windowText = [](const SkillMastery &skill) {
        return std::to_string(skill.attemptsWithErrors) + " of your last " +
               std::to_string(skill.attemptsInWindow) + " ";
    };

    std::vector<const SkillMastery *> slipping;
    std::vector<const SkillMastery *> withErrors;
    std::vector<const SkillMastery *> tooSlow;
    std::vector<const SkillMastery *> shortOfAttempts;
    std::vector<const SkillMastery *> notStarted;
    for (const SkillMastery &skill : mastery) {
        const Skill *definition = findSkill(skill.skillId);
        if (skill.state == MasteryState::Slipping) {
            slipping.push_back(&skill);
        } else if (skill.state == MasteryState::Learning && skill.attemptsWithErrors > 0) {
            withErrors.push_back(&skill);
        } else if (skill.state == MasteryState::Learning && definition != nullptr &&
                   definition->timed && !skill.timeMet) {
            tooSlow.push_back(&skill);
        } else if (skill.state == MasteryState::Learning) {
            shortOfAttempts.push_back(&skill);
        } else if (skill.state == MasteryState::NotStarted) {
            notStarted.push_back(&skill);
        }
    }
    // Most attempts with errors first, then the lower accuracy; stable: ties
    // keep the catalogue's (teaching) order.
    const auto worstFirst = [](const SkillMastery *a, const SkillMastery *b) {
        return a->attemptsWithErrors != b->attemptsWithErrors
                   ? a->attemptsWithErrors > b->attemptsWithErrors
                   : a->accuracy < b->accuracy;
    };
    std::stable_sort(slipping.begin(), slipping.end(), worstFirst);
    std::stable_sort(withErrors.begin(), withErrors.end(), worstFirst);

    for (const SkillMastery *skill : slipping) {
        add(skill->skillId, skill->lastErrorLessonId,
            quoted(skill->skillId) + " is slipping: " + windowText(*skill) +
                "attempts had errors.");
    }
    for (const SkillMastery *skill : withErrors) {
        add(skill->skillId, skill->lastErrorLessonId,
            windowText(*skill) + quoted(skill->skillId) + " attempts had errors.");
    }
    for (const SkillMastery *skill : tooSlow) {
        // Said from the figures the decision used: the median of time /
        // target, in seconds when every time had the one target.
        const TimeAgainstTargets &time = skill->time;
        add(skill->skillId, {},
            quoted(skill->skillId) + ": your median " +
                (time.oneTarget > 0.0
                     ? secondsText(time.medianSeconds) + " is over the " +
                           secondsText(time.oneTarget) + " target."
                     : "payout takes " + std::to_string(std::llround(time.medianRatio * 100.0)) +
                           "% of its target time."));
    }
    for (const CourseLesson &lesson : course) {
        if (list.size() < count && !lesson.passed && !taken(list, lesson.lessonId)) {
            list.push_back({lesson.lessonId,
                            {},
                            lesson.course.empty()
                                ? "The next lesson of the course you have not passed."
                                : "The next " + lesson.course + " lesson you have not passed."});
            break;
        }
    }
    for (const SkillMastery *skill : shortOfAttempts) {
        const int more = std::max(1, kMasteryMinimumAttempts - skill->attemptsInWindow);
        add(skill->skillId, {},
            quoted(skill->skillId) + " needs " + std::to_string(more) + " more " +
                (more == 1 ? "attempt" : "attempts") + " without errors to be mastered.");
    }
    for (const SkillMastery *skill : notStarted) {
        add(skill->skillId, {}, "You have not practised " + quoted(skill->skillId) + " yet.");
    }
    return list;
}

std::vector<Recommendation> mistakesSession(std::vector<AttemptInput> attempts,
                                            const std::vector<CourseLesson> &course) {
    std::stable_sort(
        attempts.begin(), attempts.end(), [](const AttemptInput &a, const AttemptInput &b) {
            return a.finishedAt != b.finishedAt ? a.finishedAt > b.finishedAt : a.id > b.id;
        });
    if (attempts.size() > static_cast<std::size_t>(kMistakesRecentAttempts)) {
        attempts.resize(static_cast<std::size_t>(kMistakesRecentAttempts));
    }
    const auto &catalogue = skillCatalogue();
    std::vector<int> errors(catalogue.size(), 0);
    std::vector<int> actions(catalogue.size(), 0);
    // Per skill: errors per lesson, and each lesson's newest position (0 newest).
    std::vector<std::map<std::string, int>> errorsByLesson(catalogue.size());
    std::vector<std::map<std::string, std::size_t>> newest(catalogue.size());
    for (std::size_t position = 0; position < attempts.size(); ++position) {
        const AttemptInput &attempt = attempts[position];
        for (const GradedActionInput &action : attempt.actions) {
            const std::vector<std::size_t> skills = skillsOf(action);
            for (std::size_t index : skills) {
                ++actions[index];
            }
            if (action.correct) {
                continue;
            }
            for (std::size_t index : skills) {
                ++errors[index];
                ++errorsByLesson[index][attempt.lessonId];
                newest[index].try_emplace(attempt.lessonId, position);
            }
        }
    }
    std::vector<std::size_t> ranked;
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        if (errors[i] > 0) {
            ranked.push_back(i);
        }
    }
    // Most errors first; on a tie the higher share of errors (an error counts
    // for every skill it belongs to: the narrower skill names it better).
    std::stable_sort(ranked.begin(), ranked.end(), [&](std::size_t a, std::size_t b) {
        if (errors[a] != errors[b]) {
            return errors[a] > errors[b];
        }
        return errors[a] * actions[b] > errors[b] * actions[a];
    });
    if (ranked.size() > kMistakesSkills) {
        ranked.resize(kMistakesSkills);
    }

    const auto reasonFor = [&](std::size_t index) {
        return std::to_string(errors[index]) + (errors[index] == 1 ? " error" : " errors") +
               " in " + quoted(catalogue[index].id) + " in your last " +
               std::to_string(attempts.size()) +
               (attempts.size() == 1 ? " attempt." : " attempts.");
    };
    std::vector<Recommendation> session;
    // First the lesson of each skill where the trainee erred in it most (the
    // newest on a tie), so the session replays the trainee's own mistakes.
    for (std::size_t index : ranked) {
        std::string best;
        for (const auto &[lessonId, count] : errorsByLesson[index]) {
            if (!inCourse(course, lessonId) || taken(session, lessonId)) {
                continue;
            }
            if (best.empty() || count > errorsByLesson[index][best] ||
                (count == errorsByLesson[index][best] &&
                 newest[index][lessonId] < newest[index][best])) {
                best = lessonId;
            }
        }
        if (best.empty()) {
            best = lessonFor(catalogue[index].id, {}, course, session);
        }
        if (!best.empty() && session.size() < kMistakesSessionLength) {
            session.push_back({best, catalogue[index].id, reasonFor(index)});
        }
    }
    // Then another lesson that exercises the same skill, in course order.
    for (std::size_t index : ranked) {
        if (session.size() >= kMistakesSessionLength) {
            break;
        }
        const std::string other = lessonFor(catalogue[index].id, {}, course, session);
        if (!other.empty()) {
            session.push_back({other, catalogue[index].id, reasonFor(index)});
        }
    }
    return session;
}

} // namespace dt::mastery

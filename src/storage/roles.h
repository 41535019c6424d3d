#pragma once

#include <QString>
#include <optional>

// Who may do what (docs/accounts.md). The store checks every operation that
// needs a permission against the signed-in account's role as it is in the
// database at that moment, so no screen or tool can skip the check.
namespace dt::storage {

enum class Role {
    Trainee,
    Instructor,
    Examiner,
    Administrator,
};

enum class Permission {
    Practise,          // lessons and drills, recorded to one's own progress
    TakeExam,          // sit an exam an examiner unlocked for you
    ViewClassProgress, // every trainee's progress, not only one's own
    AuthorExam,        // write and edit exams
    UnlockExam,        // open an exam for one trainee
    ReviewExam,        // replay and comment a result
    SignExam,          // sign a result off with one's key
    ManageAccounts,    // create accounts, reset passwords, unlock, disable
};

// The matrix in docs/accounts.md. An administrator manages accounts but does
// not examine, and an examiner does not take exams: the person who signs a
// result is never the one who could change who may sign.
bool roleAllows(Role role, Permission permission);

// accounts.role: "trainee", "instructor", "examiner", "administrator".
QString roleKey(Role role);
std::optional<Role> roleFromKey(const QString &key);
// "Trainee", "Instructor", ... as the screens name it.
QString roleName(Role role);
// "sign an exam", as an error message names it.
QString permissionName(Permission permission);

} // namespace dt::storage

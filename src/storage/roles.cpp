#include "roles.h"

#include <array>

namespace dt::storage {

namespace {
constexpr std::array kRoles{Role::Trainee, Role::Instructor, Role::Examiner, Role::Administrator};
} // namespace

bool roleAllows(Role role, Permission permission) {
    switch (permission) {
    case Permission::Practise:
        return role != Role::Administrator;
    case Permission::TakeExam:
        return role == Role::Trainee;
    case Permission::ViewClassProgress:
        return role != Role::Trainee;
    case Permission::AuthorExam:
    case Permission::UnlockExam:
    case Permission::ReviewExam:
    case Permission::SignExam:
        return role == Role::Examiner;
    case Permission::ManageAccounts:
        return role == Role::Administrator;
    }
    return false;
}

QString roleKey(Role role) {
    switch (role) {
    case Role::Trainee:
        return QStringLiteral("trainee");
    case Role::Instructor:
        return QStringLiteral("instructor");
    case Role::Examiner:
        return QStringLiteral("examiner");
    case Role::Administrator:
        return QStringLiteral("administrator");
    }
    return {};
}

std::optional<Role> roleFromKey(const QString &key) {
    for (const Role role : kRoles) {
        if (roleKey(role) == key) {
            return role;
        }
    }
    return std::nullopt;
}

QString roleName(Role role) {
    QString name = roleKey(role);
    name[0] = name[0].toUpper();
    return name;
}

QString permissionName(Permission permission) {
    switch (permission) {
    case Permission::Practise:
        return QStringLiteral("practise lessons");
    case Permission::TakeExam:
        return QStringLiteral("take an exam");
    case Permission::ViewClassProgress:
        return QStringLiteral("see other trainees' progress");
    case Permission::AuthorExam:
        return QStringLiteral("write or edit an exam");
    case Permission::UnlockExam:
        return QStringLiteral("unlock an exam");
    case Permission::ReviewExam:
        return QStringLiteral("review an exam result");
    case Permission::SignExam:
        return QStringLiteral("sign an exam result");
    case Permission::ManageAccounts:
        return QStringLiteral("manage accounts");
    }
    return {};
}

} // namespace dt::storage

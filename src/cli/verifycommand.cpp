#include "verifycommand.h"

#include <storage/accountstore.h>
#include <storage/progressstore.h>
#include <storage/resultchain.h>

namespace dt::cli {

int runVerify(const QString &databasePath, Console console) {
    // Verifying must not make a database where there was none.
    storage::ProgressStore store;
    if (!openExistingProgressStore(store, databasePath, console.err)) {
        return ExitUsage;
    }
    storage::AccountStore accounts(store);
    const storage::ResultChain chain(store, accounts);
    const std::optional<storage::ChainVerification> verification = chain.verify();
    if (!verification) {
        console.err << store.path() << ": " << chain.lastError() << Qt::endl;
        return ExitUsage;
    }
    const int results = verification->results;
    console.out << store.path() << ": " << results
                << (results == 1 ? " exam result" : " exam results");
    if (results > 0) {
        console.out << ", the last with hash " << verification->headHash;
    }
    console.out << Qt::endl;
    for (const QString &key : verification->keys) {
        console.out << "  signed with " << key << Qt::endl;
    }
    if (verification->intact()) {
        console.out << "The chain is intact: no result was edited, deleted or inserted outside "
                       "the app."
                    << Qt::endl;
        return ExitSuccess;
    }
    for (const storage::ChainFinding &finding : verification->findings) {
        console.out << finding.problem << Qt::endl;
    }
    const auto problems = verification->findings.size();
    console.out << "The chain is broken: " << problems << (problems == 1 ? " problem" : " problems")
                << "." << Qt::endl;
    return ExitFailure;
}

} // namespace dt::cli

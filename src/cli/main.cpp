// dealer-trainer-cli: command-line parsing and dispatch only; each command
// lives in its own file (docs/cli.md).
#include "analyzecommand.h"
#include "autoplaycommand.h"
#include "progresscommand.h"
#include "replaycommand.h"
#include "transcriptcommand.h"
#include "validatecommand.h"
#include "verifycommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTextStream>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <lessons/appidentity.h>
#include <lessons/examcatalog.h>
#include <lessons/lessoncatalog.h>
#include <memory>

#ifndef DT_VERSION
#define DT_VERSION "0.0.0"
#endif

namespace {

using namespace dt::cli;

constexpr auto kDescription =
    "Dealer Trainer on the command line: check lessons, print a lesson's reference\n"
    "performance and grade a transcript of dealer actions against the regulation.\n"
    "\n"
    "Commands:\n"
    "  validate [PATH...]                check lesson and exam files and directories\n"
    "  autoplay LESSON                   print the correct actions, one JSON per line\n"
    "  replay LESSON ACTIONS.jsonl       grade each action of a transcript\n"
    "  analyze CONFIG.json               house edge and hit frequency of a table's wagers\n"
    "  export-progress TRAINEE FILE      write a trainee's progress file (--db)\n"
    "  import-progress FILE              import a progress file (--db)\n"
    "  verify                            check the signed exam results (--db)\n"
    "  transcript --sitting N --pdf OUT  a signed exam result as a PDF transcript (--db)\n"
    "  export-results --csv OUT          every signed exam result as CSV (--db)\n"
    "\n"
    "LESSON is a lesson file or the id of a shipped lesson (blackjack/01-opening-new-table).\n"
    "Exit codes: 0 success, 1 validation failure or lesson not passed, 2 usage or\n"
    "unreadable input. Run `dealer-trainer-cli COMMAND --help` for a command's help.";

struct Command {
    const char *name;
    const char *arguments; // for the usage line
    const char *description;
};

constexpr Command kCommands[] = {
    {"validate", "[PATH...]",
     "Check lesson files, and directories of them (index.json included), and exam files\n"
     "(those in a directory named exams; their scenarios are looked up in --lessons).\n"
     "Problems go to stderr as `file: $.path: message`, then \"N lessons, M problems\"\n"
     "to stdout (\"N lessons, E exams, M problems\" when exams were checked). Without\n"
     "PATH, checks the lessons directory (--lessons, or the installed lessons) and the\n"
     "installed exams."},
    {"autoplay", "LESSON",
     "Print the correct action sequence of a lesson, one JSON action per line."},
    {"replay", "LESSON ACTIONS.jsonl [--json] [--seconds S]",
     "Grade each action of ACTIONS.jsonl (one JSON action per line, '-' for stdin) in order.\n"
     "--seconds: the time from the first to the last action, to judge a speed target."},
    {"analyze", "CONFIG.json [--rounds N] [--seed S] [--json]",
     "For a blackjack table configuration: the house edge (with its 95% confidence interval)\n"
     "and hit frequency of the main wager, simulated with a basic-strategy player, and of\n"
     "every side wager offered (exact by enumeration of the shoe where the first cards\n"
     "decide it), plus the simulation speed in rounds per second. For a baccarat or midi\n"
     "baccarat table (\"game\": \"baccarat\" or \"midi-baccarat\"): the exact probabilities and\n"
     "house edge of every wager offered, by enumeration of the full shoe."},
    {"export-progress", "TRAINEE FILE.json [--db PATH]",
     "Write the progress of the trainee named TRAINEE (every completed and abandoned attempt,\n"
     "with every graded action) to FILE.json (docs/progress-file.md)."},
    {"import-progress", "FILE.json [--db PATH]",
     "Import a progress file into the trainee of its name (created if new): checked whole\n"
     "first, added all or nothing, never an attempt already present."},
    {"verify", "[--db PATH]",
     "Check the chain of signed exam results: every row's hash, its link to the row before\n"
     "and its examiner's signature. Names every result edited, deleted or inserted outside\n"
     "the app; exit 1 when one is (docs/exam-integrity.md)."},
    {"transcript", "--sitting N --pdf OUT.pdf [--db PATH] [--lessons DIR]",
     "Write the signed result of exam sitting N as an A4 PDF transcript: trainee, exam, dates,\n"
     "examiner and decision, the score of each scenario, every error with its citation, and\n"
     "the chain's verified status and the signing key's fingerprint. Refused when the sitting\n"
     "is not signed (exit 2) or the chain does not verify (exit 1). The scenarios' lessons\n"
     "(--lessons) are replayed to count the hands dealt (docs/exams.md)."},
    {"export-results", "--csv OUT.csv [--db PATH] [--lessons DIR]",
     "Write every signed exam result as one CSV row (RFC 4180, a header row, UTC times) for a\n"
     "school's records: trainee, exam, dates, scores, decision, examiner, key fingerprint,\n"
     "place and hash in the chain. Refused when the chain does not verify (exit 1)."},
};

const Command *findCommand(const QString &name) {
    for (const Command &command : kCommands) {
        if (name == QLatin1String(command.name)) {
            return &command;
        }
    }
    return nullptr;
}

int usageError(QTextStream &err, const QString &message) {
    err << "dealer-trainer-cli: " << message << Qt::endl
        << "Run `dealer-trainer-cli --help` for usage." << Qt::endl;
    return ExitUsage;
}

// A transcript draws its PDF with Qt Gui's fonts, which need a
// QGuiApplication; on a machine with no display it runs offscreen. Any
// argument spelled so counts (the command may follow an option): a
// QGuiApplication for another command costs only its start-up.
bool drawsPages(int argc, char *argv[]) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "transcript") == 0) {
            return true;
        }
    }
    return false;
}

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char *argv[]) {
    if (!drawsPages(argc, argv)) {
        return std::make_unique<QCoreApplication>(argc, argv);
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace

int main(int argc, char *argv[]) {
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);
    // The app's names, so that every default (its database, the exams written
    // in it) is found in the app's own data folder, not one named after the CLI.
    QCoreApplication::setOrganizationName(dt::lessons::appOrganizationName());
    QCoreApplication::setApplicationName(dt::lessons::appApplicationName());
    QCoreApplication::setApplicationVersion(QStringLiteral(DT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);

    const QCommandLineOption lessonsOption(
        QStringLiteral("lessons"),
        QStringLiteral("The lessons directory (shipped lesson ids are looked up there) instead "
                       "of the installed lessons."),
        QStringLiteral("dir"));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), QStringLiteral("Print one JSON document (replay, analyze)."));

    const QCommandLineOption secondsOption(
        QStringLiteral("seconds"),
        QStringLiteral("replay: the seconds from the first to the last action, to judge the "
                       "lesson's hands-an-hour target (pass.minimumHandsPerHour)."),
        QStringLiteral("S"));

    const QCommandLineOption sittingOption(QStringLiteral("sitting"),
                                           QStringLiteral("transcript: the exam sitting's number."),
                                           QStringLiteral("N"));
    const QCommandLineOption pdfOption(QStringLiteral("pdf"),
                                       QStringLiteral("transcript: the PDF file to write."),
                                       QStringLiteral("OUT.pdf"));
    const QCommandLineOption csvOption(QStringLiteral("csv"),
                                       QStringLiteral("export-results: the CSV file to write."),
                                       QStringLiteral("OUT.csv"));

    const QCommandLineOption databaseOption(
        QStringLiteral("db"),
        QStringLiteral("The progress database (default: the app's, in the user's data folder)."),
        QStringLiteral("PATH"));

    // First pass, knowing every option, only to find the command.
    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromLatin1(kDescription));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    parser.addOption(lessonsOption);
    parser.addOption(jsonOption);
    parser.addOption(databaseOption);
    parser.addOption(secondsOption);
    parser.addOption(sittingOption);
    parser.addOption(pdfOption);
    parser.addOption(csvOption);
    parser.addPositionalArgument(QStringLiteral("command"),
                                 QStringLiteral("validate, autoplay, replay or analyze."));
    parser.parse(QCoreApplication::arguments());
    const QStringList firstPass = parser.positionalArguments();
    const Command *command = firstPass.isEmpty() ? nullptr : findCommand(firstPass.first());

    if (command == nullptr) {
        if (!parser.parse(QCoreApplication::arguments())) {
            return usageError(err, parser.errorText());
        }
        if (parser.isSet(versionOption)) {
            out << "dealer-trainer-cli " << QCoreApplication::applicationVersion() << Qt::endl;
            return ExitSuccess;
        }
        if (parser.isSet(helpOption)) {
            out << parser.helpText();
            return ExitSuccess;
        }
        if (firstPass.isEmpty()) {
            return usageError(err, QStringLiteral("no command given"));
        }
        return usageError(err, QStringLiteral("unknown command \"%1\"").arg(firstPass.first()));
    }

    // Second pass with the command's own arguments and options only.
    QCommandLineParser commandParser;
    commandParser.setApplicationDescription(QString::fromLatin1(command->description));
    commandParser.addHelpOption();
    commandParser.addPositionalArgument(QString::fromLatin1(command->name), QString(),
                                        QString::fromLatin1(command->name));
    const QString name = QString::fromLatin1(command->name);
    commandParser.addOption(lessonsOption);
    const QCommandLineOption roundsOption(
        QStringLiteral("rounds"),
        QStringLiteral("Simulated rounds of the main wager (default 1000000)."),
        QStringLiteral("N"), QStringLiteral("1000000"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QStringLiteral("Seed of the simulated shoe (default 1)."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    if (name == QLatin1String("analyze")) {
        commandParser.addPositionalArgument(
            QStringLiteral("CONFIG.json"),
            QStringLiteral("A blackjack or baccarat table configuration (docs/cli.md, analyze)."));
        commandParser.addOption(roundsOption);
        commandParser.addOption(seedOption);
        commandParser.addOption(jsonOption);
    } else if (name.endsWith(QLatin1String("-progress"))) {
        commandParser.addOption(databaseOption);
        if (name == QLatin1String("export-progress")) {
            commandParser.addPositionalArgument(QStringLiteral("TRAINEE"),
                                                QStringLiteral("The trainee's name."));
        }
        commandParser.addPositionalArgument(QStringLiteral("FILE.json"),
                                            QStringLiteral("The progress file."));
    } else if (name == QLatin1String("verify")) {
        commandParser.addOption(databaseOption);
    } else if (name == QLatin1String("transcript")) {
        commandParser.addOption(databaseOption);
        commandParser.addOption(sittingOption);
        commandParser.addOption(pdfOption);
    } else if (name == QLatin1String("export-results")) {
        commandParser.addOption(databaseOption);
        commandParser.addOption(csvOption);
    } else if (name == QLatin1String("validate")) {
        commandParser.addPositionalArgument(
            QStringLiteral("PATH"),
            QStringLiteral("Lesson files or directories; none: the lessons directory."),
            QStringLiteral("[PATH...]"));
    } else {
        commandParser.addPositionalArgument(
            QStringLiteral("LESSON"), QStringLiteral("A lesson file or a shipped lesson id."));
        if (name == QLatin1String("replay")) {
            commandParser.addPositionalArgument(
                QStringLiteral("ACTIONS.jsonl"),
                QStringLiteral(
                    "One JSON action per line; blank lines and # comments are ignored."));
            commandParser.addOption(jsonOption);
            commandParser.addOption(secondsOption);
        }
    }
    if (!commandParser.parse(QCoreApplication::arguments())) {
        return usageError(err, commandParser.errorText());
    }
    if (commandParser.isSet(QStringLiteral("help"))) {
        out << commandParser.helpText();
        return ExitSuccess;
    }
    const QStringList arguments = commandParser.positionalArguments().mid(1);
    const QString lessonsDirectory =
        commandParser.isSet(lessonsOption) ? commandParser.value(lessonsOption) : QString();
    const Console console{out, err};

    if (name == QLatin1String("validate")) {
        // With no PATH, the lessons the other commands would use and the
        // exams the app would offer: installed, and written in the app.
        ValidationRequest request{arguments,
                                  {},
                                  lessonsDirectory,
                                  dt::lessons::ExamCatalog::defaultAuthoredDirectory(),
                                  dt::lessons::ExamCatalog::defaultDirectory()};
        if (arguments.isEmpty()) {
            request.paths = {lessonsDirectory.isEmpty()
                                 ? dt::lessons::LessonCatalog::defaultDirectory()
                                 : lessonsDirectory};
            for (const QString &exams :
                 {request.installedExamsDirectory, request.authoredExamsDirectory}) {
                // No authored exams yet is no problem: the app makes the folder on saving.
                if (QFileInfo(exams).isDir() && !request.examDirectories.contains(exams)) {
                    request.examDirectories.append(exams);
                }
            }
        }
        return runValidate(request, console);
    }
    if (name == QLatin1String("analyze")) {
        if (arguments.size() != 1) {
            return usageError(err, QStringLiteral("analyze needs exactly one CONFIG.json"));
        }
        AnalyzeOptions options;
        bool roundsOk = false;
        bool seedOk = false;
        options.rounds = commandParser.value(roundsOption).toLongLong(&roundsOk);
        options.seed = commandParser.value(seedOption).toULongLong(&seedOk);
        if (!roundsOk || options.rounds < 1) {
            return usageError(err, QStringLiteral("--rounds needs a positive whole number"));
        }
        if (!seedOk) {
            return usageError(err, QStringLiteral("--seed needs a whole number from 0"));
        }
        options.json = commandParser.isSet(jsonOption);
        return runAnalyze(arguments[0], options, console);
    }
    if (name == QLatin1String("export-progress")) {
        if (arguments.size() != 2) {
            return usageError(err, QStringLiteral("export-progress needs a TRAINEE and a FILE"));
        }
        return runExportProgress(commandParser.value(databaseOption), arguments[0], arguments[1],
                                 console);
    }
    if (name == QLatin1String("import-progress")) {
        if (arguments.size() != 1) {
            return usageError(err, QStringLiteral("import-progress needs exactly one FILE"));
        }
        return runImportProgress(commandParser.value(databaseOption), arguments[0], console);
    }
    if (name == QLatin1String("verify")) {
        if (!arguments.isEmpty()) {
            return usageError(err, QStringLiteral("verify takes no arguments but --db"));
        }
        return runVerify(commandParser.value(databaseOption), console);
    }
    if (name == QLatin1String("transcript")) {
        bool sittingOk = false;
        const qint64 sitting = commandParser.value(sittingOption).toLongLong(&sittingOk);
        if (!arguments.isEmpty() || !commandParser.isSet(pdfOption)) {
            return usageError(err, QStringLiteral("transcript needs --sitting N and --pdf OUT.pdf "
                                                  "and takes no arguments"));
        }
        if (!sittingOk || sitting < 1) {
            return usageError(
                err, QStringLiteral("--sitting needs an exam sitting's number (1 or more)"));
        }
        return runTranscript(commandParser.value(databaseOption), sitting,
                             commandParser.value(pdfOption), lessonsDirectory, console);
    }
    if (name == QLatin1String("export-results")) {
        if (!arguments.isEmpty() || !commandParser.isSet(csvOption)) {
            return usageError(
                err, QStringLiteral("export-results needs --csv OUT.csv and takes no arguments"));
        }
        return runExportResults(commandParser.value(databaseOption), commandParser.value(csvOption),
                                lessonsDirectory, console);
    }
    if (name == QLatin1String("autoplay")) {
        if (arguments.size() != 1) {
            return usageError(err, QStringLiteral("autoplay needs exactly one LESSON"));
        }
        return runAutoplay(arguments[0], lessonsDirectory, console);
    }
    if (arguments.size() != 2) {
        return usageError(err, QStringLiteral("replay needs a LESSON and an ACTIONS.jsonl file"));
    }
    std::optional<std::int64_t> elapsedMs;
    if (commandParser.isSet(secondsOption)) {
        bool secondsOk = false;
        const double seconds = commandParser.value(secondsOption).toDouble(&secondsOk);
        if (!secondsOk || !(seconds >= 0.0) || seconds > 1e9) {
            return usageError(err, QStringLiteral("--seconds needs a number of seconds from 0"));
        }
        elapsedMs = std::llround(seconds * 1000.0);
    }
    return runReplay(arguments[0], arguments[1], commandParser.isSet(jsonOption), lessonsDirectory,
                     console, elapsedMs);
}

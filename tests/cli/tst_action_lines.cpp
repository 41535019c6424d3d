// Reading transcripts of dealer actions, and the JSON forms documented in
// docs/actions.md.
#include "clitestsupport.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <cli/clicommon.h>
#include <cli/replaycommand.h>
#include <core/action_codec.h>
#include <core/table_event.h>
#include <variant>

class TestActionLines : public QObject {
    Q_OBJECT

private slots:
    void skipsBlankLinesAndComments() {
        const QByteArray text = "# a comment\n"
                                "\n"
                                "   \n"
                                "{\"action\": \"inspect_cards\"}\n"
                                "  # indented comment\n"
                                "{\"action\": \"offer_cut\", \"seat\": 3}\r\n"
                                "{\"action\": \"burn_card\", \"face\": \"down\"}";
        const auto result = dt::cli::parseActionLines(text, QStringLiteral("t.jsonl"));
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(result.actions.size(), std::size_t{3});
        QCOMPARE(result.actions[0].line, 4);
        QVERIFY(std::holds_alternative<dt::action::InspectCards>(result.actions[0].action));
        QCOMPARE(result.actions[1].line, 6);
        QCOMPARE(std::get<dt::action::OfferCut>(result.actions[1].action).seat, 3);
        QCOMPARE(result.actions[2].line, 7);
        QCOMPARE(std::get<dt::action::BurnCard>(result.actions[2].action).face,
                 dt::action::Face::Down);
    }

    void ignoresAByteOrderMark() {
        const auto result = dt::cli::parseActionLines("\xEF\xBB\xBF{\"action\": \"load_shoe\"}\n",
                                                      QStringLiteral("t.jsonl"));
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(result.actions.size(), std::size_t{1});
    }

    void reportsEveryBadLineWithItsNumber() {
        const QByteArray text = "{\"action\": \"inspect_cards\"}\n"
                                "{\"action\": \"offer_cut\", \"seet\": 3}\n"
                                "# fine\n"
                                "not json\n"
                                "{\"action\": \"fly\"}\n"
                                "{\"action\": \"burn_card\", \"face\": \"sideways\"}\n"
                                "{\"seat\": 2}\n";
        const auto result = dt::cli::parseActionLines(text, QStringLiteral("dir/a.jsonl"));
        QCOMPARE(result.actions.size(), std::size_t{1});
        QCOMPARE(result.errors.size(), 5);
        const QStringList lines = {"2", "4", "5", "6", "7"};
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QVERIFY2(result.errors[i].startsWith(QStringLiteral("dir/a.jsonl:") + lines[i] +
                                                 QStringLiteral(": ")),
                     qPrintable(result.errors[i]));
        }
        QVERIFY(result.errors[0].contains(QStringLiteral("unknown key \"seet\"")));
        QVERIFY(result.errors[2].contains(QStringLiteral("fly")));
    }

    void flatObjectsBecomeJsonObjects() {
        dt::FlatObject object;
        object.set("event", std::string("player_cuts"));
        object.set("seat", std::int64_t{3});
        object.set("flag", true);
        const QJsonObject json = dt::cli::toJsonObject(object);
        QCOMPARE(json.value(QStringLiteral("event")).toString(), QStringLiteral("player_cuts"));
        QCOMPARE(json.value(QStringLiteral("seat")).toInteger(), 3);
        QCOMPARE(json.value(QStringLiteral("flag")).toBool(), true);
        QCOMPARE(json.size(), 3);
    }

    // Every example line in docs/actions.md is a valid action or event in its
    // canonical form, and every action and event kind has one.
    void docsExamplesAreCanonical() {
        bool ok = false;
        const QString doc = QString::fromUtf8(
            clitest::readAll(clitest::docsDir() + QStringLiteral("/actions.md"), &ok));
        QVERIFY2(ok, "docs/actions.md is missing");
        QSet<QString> actionKinds;
        QSet<QString> eventKinds;
        const QRegularExpression line(
            QStringLiteral("^(\\{\"(action|event)\": \"([a-z_]+)\".*\\})$"),
            QRegularExpression::MultilineOption);
        for (auto it = line.globalMatch(doc); it.hasNext();) {
            const auto match = it.next();
            const std::string text = match.captured(1).toStdString();
            if (match.captured(2) == QLatin1String("action")) {
                const auto parsed = dt::parseAction(text);
                QVERIFY2(parsed.action, qPrintable(match.captured(1) + QStringLiteral(": ") +
                                                   QString::fromStdString(parsed.error)));
                QCOMPARE(QString::fromStdString(dt::toJson(*parsed.action)), match.captured(1));
                actionKinds.insert(match.captured(3));
            } else {
                const auto parsed = dt::parseFlatJson(text);
                QVERIFY2(parsed.object, qPrintable(match.captured(1)));
                QCOMPARE(QString::fromStdString(parsed.object->toJson()), match.captured(1));
                eventKinds.insert(match.captured(3));
            }
        }
        for (std::size_t i = 0; i < std::variant_size_v<dt::DealerAction>; ++i) {
            const QString name = QString::fromUtf8(dt::actionName(variantAt<dt::DealerAction>(i)));
            QVERIFY2(actionKinds.contains(name),
                     qPrintable(QStringLiteral("no example of ") + name));
        }
        for (std::size_t i = 0; i < std::variant_size_v<dt::TableEvent>; ++i) {
            const QString name = QString::fromUtf8(dt::eventName(variantAt<dt::TableEvent>(i)));
            QVERIFY2(eventKinds.contains(name),
                     qPrintable(QStringLiteral("no example of ") + name));
        }
    }

private:
    template <class Variant> static Variant variantAt(std::size_t index) {
        return at<Variant>(index, std::make_index_sequence<std::variant_size_v<Variant>>());
    }
    template <class Variant, std::size_t... I>
    static Variant at(std::size_t index, std::index_sequence<I...>) {
        Variant result;
        ((index == I ? (result = Variant(std::in_place_index<I>), true) : false) || ...);
        return result;
    }
};

QTEST_GUILESS_MAIN(TestActionLines)
#include "tst_action_lines.moc"

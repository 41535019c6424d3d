import QtQuick
import QtTextToSpeech

// Says the dealer's calls aloud with Qt TextToSpeech. TableScreen loads it
// only when the trainee turns speech on; where the speech module or engine is
// missing the load fails quietly and the table stays silent.
TextToSpeech {
    id: speaker

    // The words of a call as the dealer says them: a soft total is said
    // "seven or seventeen" (docs/actions.md, announce_total).
    function wordsFor(action: var): string {
        if (action.action === "announce")
            return ({"dealers_card": qsTr("Dealer's card"), "no_more_bets": qsTr("No more bets"),
                     "cards": qsTr("Cards"), "last_hand": qsTr("Last hand")})[action.call] || ""
        if (action.action === "offer_insurance")
            return qsTr("Insurance?")
        if (action.action === "announce_total") {
            const soft = /^soft (\d+)$/.exec(action.total)
            if (soft)
                return qsTr("%1 or %2").arg(parseInt(soft[1]) - 10).arg(soft[1])
            return action.total === "blackjack" ? qsTr("Blackjack") : action.total
        }
        return ""
    }
    function speak(action: var): void {
        const words = speaker.wordsFor(action)
        if (words.length > 0)
            speaker.say(words)
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Announcements spoken aloud, for players who use no screen reader (Speak ▸ Speak Aloud, off by
// default). The application has one voice: every live line's announcement (LiveText) goes to it,
// so the main window, the rule pages and the course never talk over each other, and a new
// announcement cuts off the one still being said. The voice speaks the interface language, from
// whichever speech engine has it (speech-dispatcher with espeak-ng speaks Russian, Spanish and
// Portuguese; flite English only); why nothing can be said is reported once, not at every move.
#pragma once

#include <QLocale>
#include <QObject>
#include <QSet>
#include <QString>

#include <memory>

namespace ferz {

// Where spoken text goes.
class SpeechOutput {
public:
    virtual ~SpeechOutput() = default;
    // Stops what is being said and starts saying `text` in `language`, returning at once: empty,
    // or why it cannot be said (no voice for the language, no sound device).
    virtual QString say(const QString &text, const QLocale &language) = 0;
    virtual void stop() = 0;
};

// `text` as it goes to a speech engine of `language`. A Russian voice reads the Latin letters of
// the squares with their English names ("ee four"): they go as the letters a Russian player says
// ("е 4", "эф 6", "аш 8"). Other languages keep the text.
QString speakableSquares(const QString &text, const QLocale &language);

// The computer's speech engines through Qt TextToSpeech, opened at the first word.
std::unique_ptr<SpeechOutput> makeEngineOutput();

class Speech : public QObject {
    Q_OBJECT

public:
    // The one voice, created on first use (needs a QCoreApplication).
    static Speech &instance();
    ~Speech() override;

    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    // Says `text` in the interface language (the default QLocale) when speech is on.
    void say(const QString &text);
    // Replaces the engines (for tests).
    void setOutput(std::unique_ptr<SpeechOutput> output);

signals:
    // Why nothing could be said, in words for the user; each reason once while speech is on.
    void problem(const QString &text);

private:
    Speech();

    std::unique_ptr<SpeechOutput> m_output;
    bool m_enabled = false;
    QSet<QString> m_reported;
};

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/speech.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextToSpeech>

#include <algorithm>

namespace ferz {

namespace {

// The engine with a voice for the language, kept until the language changes.
class EngineOutput : public SpeechOutput {
public:
    QString say(const QString &text, const QLocale &language) override
    {
        if (!m_engine || m_language != language.language()) {
            const QString why = open(language);
            if (!why.isEmpty())
                return why;
        }
        if (m_engine->state() == QTextToSpeech::Error)
            return Speech::tr("Speak Aloud does not work: %1.").arg(m_engine->errorString());
        if (m_engine->state() == QTextToSpeech::Speaking)
            m_engine->stop(QTextToSpeech::BoundaryHint::Immediate);
        m_engine->say(text);
        return {};
    }

    void stop() override
    {
        if (m_engine)
            m_engine->stop(QTextToSpeech::BoundaryHint::Immediate);
    }

private:
    // Opens the first engine that works and has a voice for `language`: speech-dispatcher first,
    // as it has the most languages and follows the desktop's speech settings.
    QString open(const QLocale &language)
    {
        m_engine.reset();
        m_language = language.language();
        QStringList names = QTextToSpeech::availableEngines();
        names.sort();
        if (names.removeAll(QStringLiteral("speechd")) > 0)
            names.prepend(QStringLiteral("speechd"));
        QString failure;
        for (const QString &name : names) {
            auto engine = std::make_unique<QTextToSpeech>(name);
            if (engine->state() == QTextToSpeech::Error) {
                failure = engine->errorString();
                continue;
            }
            const QList<QLocale> locales = engine->availableLocales();
            // The language as spoken where the interface's locale is, else anywhere.
            auto voice = std::find(locales.begin(), locales.end(), language);
            if (voice == locales.end())
                voice = std::find_if(locales.begin(), locales.end(),
                                     [&](const QLocale &l) { return l.language() == language.language(); });
            if (voice == locales.end())
                continue;
            engine->setLocale(*voice);
            m_engine = std::move(engine);
            return {};
        }
        if (!failure.isEmpty())
            return Speech::tr("Speak Aloud does not work: %1.").arg(failure);
        if (names.isEmpty())
            return Speech::tr("Speak Aloud needs a speech engine: none is installed (on Debian, the packages "
                              "qt6-speech-speechd-plugin and speech-dispatcher-espeak-ng).");
        return Speech::tr("Speak Aloud has no voice for %1 (on Debian, the packages qt6-speech-speechd-plugin and "
                          "speech-dispatcher-espeak-ng have one).")
            .arg(language.nativeLanguageName());
    }

    std::unique_ptr<QTextToSpeech> m_engine;
    QLocale::Language m_language = QLocale::AnyLanguage;
};

} // namespace

QString speakableSquares(const QString &text, const QLocale &language)
{
    if (language.language() != QLocale::Russian)
        return text;
    // The files as a Russian player says them: a, бэ, цэ, дэ, е, эф, же, аш.
    static const QString Letters[8] = {
        QStringLiteral("а"), QStringLiteral("бэ"), QStringLiteral("цэ"), QStringLiteral("дэ"),
        QStringLiteral("е"), QStringLiteral("эф"), QStringLiteral("же"), QStringLiteral("аш"),
    };
    static const QRegularExpression square(QStringLiteral("\\b([a-h])([1-8])\\b"));
    QString said;
    qsizetype done = 0;
    for (auto it = square.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        said += text.mid(done, m.capturedStart() - done) + Letters[m.captured(1).front().unicode() - u'a']
            + QLatin1Char(' ') + m.captured(2);
        done = m.capturedEnd();
    }
    return said + text.mid(done);
}

std::unique_ptr<SpeechOutput> makeEngineOutput()
{
    return std::make_unique<EngineOutput>();
}

Speech &Speech::instance()
{
    static Speech *speech = [] {
        auto *s = new Speech;
        s->setParent(QCoreApplication::instance());
        return s;
    }();
    return *speech;
}

Speech::Speech() = default;
Speech::~Speech() = default;

void Speech::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    m_reported.clear();
    if (!enabled && m_output)
        m_output->stop();
}

void Speech::say(const QString &text)
{
    if (!m_enabled || text.isEmpty())
        return;
    if (!m_output)
        m_output = makeEngineOutput();
    const QString why = m_output->say(speakableSquares(text, QLocale()), QLocale());
    if (!why.isEmpty() && !m_reported.contains(why)) {
        m_reported.insert(why);
        emit problem(why);
    }
}

void Speech::setOutput(std::unique_ptr<SpeechOutput> output)
{
    m_output = std::move(output);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/movesounds.h"

#include "ui/session/playsession.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace ferz {

namespace {

class DeviceOutput : public SoundOutput {
public:
    DeviceOutput()
    {
        const char *files[] = {"move", "capture", "check", "game-end", "low-time"};
        for (std::size_t i = 0; i < m_effects.size(); ++i) {
            m_effects[i] = std::make_unique<QSoundEffect>();
            m_effects[i]->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(files[i]))));
        }
    }

    // QSoundEffect plays in the background; a sound still playing is cut by the next.
    void play(Sound sound) override { m_effects[static_cast<std::size_t>(sound)]->play(); }

private:
    std::array<std::unique_ptr<QSoundEffect>, 5> m_effects;
};

class NoOutput : public SoundOutput {
public:
    void play(Sound) override {}
};

} // namespace

std::unique_ptr<SoundOutput> makeDeviceOutput()
{
    if (QMediaDevices::audioOutputs().isEmpty())
        return std::make_unique<NoOutput>();
    return std::make_unique<DeviceOutput>();
}

MoveSounds::MoveSounds(Workspace *workspace, const ViewSettings &settings, QObject *parent)
    : QObject(parent), m_settings(settings)
{
    connect(workspace, &Workspace::sessionChanged, this, &MoveSounds::watch);
    if (workspace->session())
        watch(workspace->session());
}

MoveSounds::~MoveSounds() = default;

void MoveSounds::setOutput(std::unique_ptr<SoundOutput> output)
{
    m_output = std::move(output);
}

void MoveSounds::watch(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    connect(session, &GameSession::changed, this, &MoveSounds::changed);
    if (auto *play = qobject_cast<PlaySession *>(session))
        connect(play, &PlaySession::clocksChanged, this, &MoveSounds::clocksChanged);
}

void MoveSounds::changed(const GameChange &change)
{
    // The end of a game sounds instead of the move that ended it.
    if (change.ending != Termination::None)
        play(Sound::GameEnd);
    else if (change.move)
        play(change.move->check ? Sound::Check : change.move->capture ? Sound::Capture : Sound::Move);
}

void MoveSounds::clocksChanged(const ChessClock &clock, qint64 since, qint64 now)
{
    // The sound comes with the clock's red, at a threshold of the game's own time control.
    if (clock.wentUnder(lowTimeWarningMs(clock.control()), since, now))
        play(Sound::LowTime);
}

void MoveSounds::play(Sound sound)
{
    if (!m_settings.values().sounds)
        return;
    if (!m_output)
        m_output = makeDeviceOutput();
    m_output->play(sound);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// Sounds for the game on the board: a move, a capture, a check, the end of a game, and low time
// (when the running clock goes under ten seconds). They follow the changes of the session the
// workspace shows: a move played or stepped to sounds, an earlier position shown does not.
// Playing never waits: the sounds go to an output that plays them in the background, and a
// machine without a sound device plays nothing. Tests give an output of their own.
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

namespace ferz {

class ChessClock;
class GameSession;
struct GameChange;
class ViewSettings;
class Workspace;

enum class Sound {
    Move,
    Capture,
    Check,
    GameEnd,
    LowTime
};

// Where sounds go.
class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    // Starts the sound and returns at once.
    virtual void play(Sound sound) = 0;
};

// The machine's default sound device through Qt Multimedia (QSoundEffect, files under
// :/sounds/); nothing when the machine has no device.
std::unique_ptr<SoundOutput> makeDeviceOutput();

class MoveSounds : public QObject {
    Q_OBJECT

public:
    // Silent unless `settings` turn the sounds on.
    MoveSounds(Workspace *workspace, const ViewSettings &settings, QObject *parent = nullptr);
    ~MoveSounds() override;

    // Replaces the device (which is otherwise opened at the first sound).
    void setOutput(std::unique_ptr<SoundOutput> output);

private:
    void watch(GameSession *session);
    void changed(const GameChange &change);
    void clocksChanged(const ChessClock &clock, qint64 since, qint64 now);
    void play(Sound sound);

    QPointer<GameSession> m_session;
    std::unique_ptr<SoundOutput> m_output;
    const ViewSettings &m_settings;
};

} // namespace ferz

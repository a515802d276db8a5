// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/movesounds.h"

#include "ui/session/playsession.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QTimer>
#include <QUrl>

namespace ferz {

namespace {

constexpr qint64 LowTimeMs = 10000;

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
    m_over = gameOver();
    m_endSounded = false;
    m_lowTimeSounded = {};
    connect(session, &GameSession::currentChanged, this, &MoveSounds::moved);
    connect(session, &GameSession::treeChanged, this, &MoveSounds::treeChanged);
    if (auto *play = qobject_cast<PlaySession *>(session))
        connect(play, &PlaySession::clocksChanged, this, &MoveSounds::clocksChanged);
}

bool MoveSounds::gameOver() const
{
    const auto *play = qobject_cast<const PlaySession *>(m_session.data());
    return play && play->game().isOver();
}

void MoveSounds::moved(bool forward)
{
    if (!forward || m_endSounded)
        return;
    const GameNode *node = m_session->current();
    if (node->isRoot() || node->move().isNull())
        return;
    const Move move = node->move();
    const bool capture = move.kind() == Move::EnPassant || node->parent()->position().pieceAt(move.to()) != Piece::None;
    play(node->position().isCheck() ? Sound::Check : capture ? Sound::Capture : Sound::Move);
}

void MoveSounds::treeChanged()
{
    const bool over = gameOver();
    if (over && !m_over) {
        play(Sound::GameEnd);
        // The move that ended the game (shown right after this) is not sounded as well.
        m_endSounded = true;
        QTimer::singleShot(0, this, [this] { m_endSounded = false; });
    }
    m_over = over;
}

void MoveSounds::clocksChanged()
{
    const auto *play = qobject_cast<const PlaySession *>(m_session.data());
    if (!play)
        return;
    const Game &game = play->game();
    const Color side = game.position().sideToMove();
    bool &sounded = m_lowTimeSounded[static_cast<std::size_t>(index(side))];
    if (game.isOver() || !game.clock().isTimed() || !game.clock().isRunning() || sounded
        || game.clock().remaining(side, play->now()) > LowTimeMs)
        return;
    sounded = true;
    this->play(Sound::LowTime);
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

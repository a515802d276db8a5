// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/opponentbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardItemModel>

namespace ferz {

OpponentBox::OpponentBox(const QString &engine, QWidget *parent)
    : QGroupBox(tr("Players"), parent), m_players(new QComboBox(this)), m_level(new QComboBox(this)),
      m_elo(new QSpinBox(this)), m_resign(new QCheckBox(tr("The engine may &resign a lost game"), this)),
      m_note(new QLabel(this)), m_hasEngine(!engine.isEmpty())
{
    m_players->setObjectName(QStringLiteral("players"));
    m_level->setObjectName(QStringLiteral("level"));
    m_elo->setObjectName(QStringLiteral("elo"));
    m_resign->setObjectName(QStringLiteral("engineResigns"));
    m_players->addItems({tr("Two people at this board"), tr("You play White against the engine"),
                         tr("You play Black against the engine"), tr("You play a random colour against the engine"),
                         tr("The engine plays both sides")});
    m_level->addItems({tr("Beginner"), tr("Casual"), tr("Club player (about 1800)"), tr("Strong (about 2400)"),
                       tr("Full strength"), tr("Elo:")});
    m_level->setCurrentIndex(static_cast<int>(EngineStrength::Level::Club));
    m_elo->setRange(EngineStrength::MinElo, EngineStrength::MaxElo);
    m_elo->setSingleStep(50);
    m_elo->setValue(1800);
    m_resign->setChecked(true);
    m_note->setWordWrap(true);
    m_note->setText(tr("No chess engine was found: install Stockfish, or choose an engine with Analysis ▸ Choose "
                       "Engine…, to play against the computer."));

    auto *strength = new QHBoxLayout;
    strength->setContentsMargins(0, 0, 0, 0);
    strength->addWidget(m_level, 1);
    strength->addWidget(m_elo);
    // A label of a row that holds a layout needs its buddy set by hand for its shortcut.
    auto *strengthLabel = new QLabel(tr("&Strength:"), this);
    strengthLabel->setBuddy(m_level);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Who plays:"), m_players);
    form->addRow(strengthLabel, strength);
    form->addRow(m_resign);
    form->addRow(m_note);
    connect(m_players, &QComboBox::currentIndexChanged, this, &OpponentBox::update);
    connect(m_players, &QComboBox::currentIndexChanged, this, &OpponentBox::playersChanged);
    connect(m_level, &QComboBox::currentIndexChanged, this, &OpponentBox::update);
    update();
}

OpponentBox::Players OpponentBox::players() const
{
    return static_cast<Players>(m_players->currentIndex());
}

void OpponentBox::setPlayers(Players players)
{
    m_players->setCurrentIndex(static_cast<int>(players));
}

EngineStrength OpponentBox::strength() const
{
    return {static_cast<EngineStrength::Level>(m_level->currentIndex()), m_elo->value()};
}

bool OpponentBox::mayResign() const
{
    return m_resign->isChecked();
}

std::pair<bool, bool> OpponentBox::engineSides() const
{
    switch (players()) {
    case Players::People: break;
    case Players::EngineBlack: return {false, true};
    case Players::EngineWhite: return {true, false};
    case Players::EngineRandom: {
        const bool white = QRandomGenerator::global()->bounded(2) == 0;
        return {white, !white};
    }
    case Players::Engines: return {true, true};
    }
    return {false, false};
}

void OpponentBox::update()
{
    // Without an engine, only two people can play.
    for (int i = 1; i < m_players->count(); ++i)
        if (auto *model = qobject_cast<QStandardItemModel *>(m_players->model()))
            model->item(i)->setEnabled(m_hasEngine);
    if (!m_hasEngine)
        m_players->setCurrentIndex(0);
    m_note->setVisible(!m_hasEngine);
    const bool engine = players() != Players::People;
    m_level->setEnabled(engine);
    m_elo->setEnabled(engine && strength().level == EngineStrength::Level::Elo);
    m_resign->setEnabled(engine);
}

} // namespace ferz

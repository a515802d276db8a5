// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/looksdialog.h"

#include "render/boardgeometry.h"
#include "render/piecesets.h"
#include "ui/board/boardsettings.h"
#include "ui/board/boardwidget.h"
#include "ui/settings/viewsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>

namespace ferz {

namespace {

// The preview: a Ruy Lopez after 3…a6, every kind of piece on both colours of square.
constexpr const char *PreviewFen = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";

} // namespace

void chooseLooks(QWidget *parent, ViewSettings &settings)
{
    LooksDialog dialog(settings.values(), parent);
    if (dialog.exec() == QDialog::Accepted)
        settings.change([&dialog](AppSettings &values) { values = dialog.chosen(values); });
}

LooksDialog::LooksDialog(const AppSettings &settings, QWidget *parent)
    : QDialog(parent), m_pieces(new QComboBox(this)), m_theme(new QComboBox(this)), m_inside(new QCheckBox(this)),
      m_sounds(new QCheckBox(this)), m_preview(new BoardWidget(this))
{
    setWindowTitle(tr("Board and Pieces"));
    m_pieces->setObjectName(QStringLiteral("pieceSet"));
    m_theme->setObjectName(QStringLiteral("boardTheme"));
    m_inside->setObjectName(QStringLiteral("coordinatesInside"));
    m_sounds->setObjectName(QStringLiteral("sounds"));
    m_preview->setObjectName(QStringLiteral("preview"));
    for (const QString &id : pieceSetIds())
        m_pieces->addItem(pieceSetName(id), id);
    for (const QString &id : BoardStyle::themeIds())
        m_theme->addItem(BoardStyle::themeName(id), id);
    m_pieces->setCurrentIndex(std::max(0, m_pieces->findData(settings.pieceSet)));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(settings.boardTheme)));
    m_inside->setText(tr("&Coordinates inside the squares"));
    m_inside->setChecked(settings.coordinatesInside);
    m_sounds->setText(tr("&Sounds: move, capture, check, end of the game, low time"));
    m_sounds->setChecked(settings.sounds);
    m_preview->setInteractive(false);
    m_preview->setFixedSize(320, 320);
    m_preview->setPosition(std::get<Position>(Position::fromFen(PreviewFen)), Move(makeSquare(5, 0), makeSquare(1, 4)));

    auto *form = new QFormLayout;
    form->addRow(tr("&Pieces:"), m_pieces);
    form->addRow(tr("&Colours:"), m_theme);
    form->addRow(m_inside);
    form->addRow(m_sounds);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    auto *row = new QHBoxLayout(this);
    row->addWidget(m_preview);
    row->addLayout(form);
    row->setSizeConstraint(QLayout::SetFixedSize);

    connect(m_pieces, &QComboBox::currentIndexChanged, this, &LooksDialog::showChoice);
    connect(m_theme, &QComboBox::currentIndexChanged, this, &LooksDialog::showChoice);
    connect(m_inside, &QCheckBox::toggled, this, &LooksDialog::showChoice);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showChoice();
}

AppSettings LooksDialog::chosen(AppSettings settings) const
{
    settings.pieceSet = m_pieces->currentData().toString();
    settings.boardTheme = m_theme->currentData().toString();
    settings.coordinatesInside = m_inside->isChecked();
    settings.sounds = m_sounds->isChecked();
    return settings;
}

void LooksDialog::showChoice()
{
    applyLooks(*m_preview, chosen(AppSettings()));
}

} // namespace ferz

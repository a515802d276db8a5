// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/positioneditor.h"

#include "core/rules/fenmessage.h"
#include "render/glyphpieceset.h"
#include "ui/board/setupboard.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ferz {

namespace {

// The FEN letters of the pieces, as Position::fen() writes them.
constexpr std::string_view PieceLetters = " PNBRQK  pnbrqk";

} // namespace

PositionEditor::PositionEditor(const Position &initial, QWidget *parent)
    : QDialog(parent), m_board(new SetupBoard(this)), m_side(new QComboBox(this)), m_enPassant(new QComboBox(this)),
      m_halfmove(new QSpinBox(this)), m_fullmove(new QSpinBox(this)), m_fenBox(new QLineEdit(this)),
      m_problems(new QListWidget(this))
{
    setWindowTitle(tr("Set Up Position"));
    m_board->setObjectName(QStringLiteral("setupBoard"));
    m_board->setPieceSet(std::make_shared<GlyphPieceSet>());
    m_side->setObjectName(QStringLiteral("sideToMove"));
    m_side->addItems({tr("White"), tr("Black")});
    const QString castlingNames[] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"), tr("Black O-O-O")};
    auto *castlingBox = new QGridLayout;
    for (int i = 0; i < 4; ++i) {
        m_castling[i] = new QCheckBox(castlingNames[i], this);
        m_castling[i]->setObjectName(QStringLiteral("castling%1").arg(i));
        castlingBox->addWidget(m_castling[i], i / 2, i % 2);
    }
    m_enPassant->setObjectName(QStringLiteral("enPassant"));
    m_enPassant->addItem(tr("none"));
    for (char file = 'a'; file <= 'h'; ++file)
        m_enPassant->addItem(tr("%1 file").arg(QChar::fromLatin1(file)));
    m_halfmove->setObjectName(QStringLiteral("halfmoveClock"));
    m_halfmove->setRange(0, 999); // the core explains what is too large
    m_fullmove->setObjectName(QStringLiteral("fullmoveNumber"));
    m_fullmove->setRange(0, 9999);
    m_fenBox->setObjectName(QStringLiteral("fen"));
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Side to &move:"), m_side);
    form->addRow(tr("Castling:"), castlingBox);
    form->addRow(tr("&En passant:"), m_enPassant);
    form->addRow(tr("&Halfmove clock:"), m_halfmove);
    form->addRow(tr("&Fullmove number:"), m_fullmove);

    auto *clearButton = new QPushButton(tr("&Clear Board"), this);
    auto *startButton = new QPushButton(tr("&Start Position"), this);
    auto *copyButton = new QPushButton(tr("Cop&y FEN"), this);
    auto *pasteButton = new QPushButton(tr("&Paste FEN"), this);
    auto *tools = new QGridLayout;
    tools->addWidget(clearButton, 0, 0);
    tools->addWidget(startButton, 0, 1);
    tools->addWidget(copyButton, 1, 0);
    tools->addWidget(pasteButton, 1, 1);

    auto *side = new QVBoxLayout;
    side->addLayout(form);
    side->addLayout(tools);
    auto *problemsLabel = new QLabel(tr("Problems:"), this);
    // A list takes its accessible name from itself only, not from a buddy label.
    m_problems->setAccessibleName(problemsLabel->text());
    side->addWidget(problemsLabel);
    side->addWidget(m_problems, 1);

    auto *columns = new QHBoxLayout;
    columns->addWidget(m_board, 3);
    columns->addLayout(side, 2);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_play = buttons->addButton(tr("&Play from Here"), QDialogButtonBox::AcceptRole);
    m_analyse = buttons->addButton(tr("&Analyse"), QDialogButtonBox::AcceptRole);
    m_play->setObjectName(QStringLiteral("play"));
    m_analyse->setObjectName(QStringLiteral("analyse"));
    connect(m_play, &QPushButton::clicked, this, [this] { m_choice = Choice::Play; });
    connect(m_analyse, &QPushButton::clicked, this, [this] { m_choice = Choice::Analyse; });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    auto *fenRow = new QHBoxLayout;
    auto *fenLabel = new QLabel(tr("FEN:"), this);
    fenLabel->setBuddy(m_fenBox);
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(m_fenBox, 1);
    layout->addLayout(fenRow);
    layout->addWidget(buttons);

    connect(m_board, &SetupBoard::placementChanged, this, &PositionEditor::check);
    connect(m_side, &QComboBox::currentIndexChanged, this, &PositionEditor::check);
    for (QCheckBox *box : m_castling)
        connect(box, &QCheckBox::toggled, this, &PositionEditor::check);
    connect(m_enPassant, &QComboBox::currentIndexChanged, this, &PositionEditor::check);
    connect(m_halfmove, &QSpinBox::valueChanged, this, &PositionEditor::check);
    connect(m_fullmove, &QSpinBox::valueChanged, this, &PositionEditor::check);
    connect(clearButton, &QPushButton::clicked, this, &PositionEditor::clear);
    connect(startButton, &QPushButton::clicked, this, &PositionEditor::setStartPosition);
    connect(copyButton, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(fen()); });
    connect(pasteButton, &QPushButton::clicked, this,
            [this] { setFen(QGuiApplication::clipboard()->text().trimmed()); });
    connect(m_fenBox, &QLineEdit::returnPressed, this, [this] { setFen(m_fenBox->text().trimmed()); });

    load(initial);
    resize(820, 560);
}

QCheckBox *PositionEditor::castling(int right) const
{
    for (int i = 0; i < 4; ++i)
        if (right == 1 << i)
            return m_castling[i];
    return nullptr;
}

QString PositionEditor::fen() const
{
    // Written from the editor's fields: the board as FEN's first field, then the others.
    QString placement;
    const SetupBoard::Placement &board = m_board->placement();
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = board[static_cast<std::size_t>(index(makeSquare(file, rank)))];
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty)
                placement += QString::number(empty);
            empty = 0;
            placement += QChar::fromLatin1(PieceLetters[static_cast<std::size_t>(index(p))]);
        }
        if (empty)
            placement += QString::number(empty);
        if (rank)
            placement += QLatin1Char('/');
    }
    const bool white = m_side->currentIndex() == 0;
    QString castlingText;
    for (int i = 0; i < 4; ++i)
        if (m_castling[i]->isChecked())
            castlingText += QLatin1Char("KQkq"[i]);
    QString ep = QStringLiteral("-");
    if (m_enPassant->currentIndex() > 0)
        ep = QChar::fromLatin1(char('a' + m_enPassant->currentIndex() - 1))
            + QString(white ? QStringLiteral("6") : QStringLiteral("3"));
    return QStringLiteral("%1 %2 %3 %4 %5 %6")
        .arg(placement, white ? QStringLiteral("w") : QStringLiteral("b"),
             castlingText.isEmpty() ? QStringLiteral("-") : castlingText, ep)
        .arg(m_halfmove->value())
        .arg(m_fullmove->value());
}

QStringList PositionEditor::problems() const
{
    QStringList texts;
    for (int i = 0; i < m_problems->count(); ++i)
        if (m_problems->item(i)->data(Qt::UserRole).toBool())
            texts << m_problems->item(i)->text();
    return texts;
}

void PositionEditor::check()
{
    if (m_loading)
        return;
    const QString text = fen();
    m_fenBox->setText(text);
    m_problems->clear();
    const std::vector<FenError> found = fenProblems(text.toStdString());
    for (const FenError &problem : found) {
        auto *item = new QListWidgetItem(fenErrorText(problem), m_problems);
        item->setData(Qt::UserRole, true);
        item->setForeground(QColor(0xa0, 0x10, 0x10));
    }
    if (found.empty())
        new QListWidgetItem(tr("None: the position is legal."), m_problems);
    m_play->setEnabled(found.empty());
    m_analyse->setEnabled(found.empty());
}

void PositionEditor::load(const Position &position)
{
    m_loading = true;
    SetupBoard::Placement placement {};
    for (int i = 0; i < 64; ++i)
        placement[static_cast<std::size_t>(i)] = position.pieceAt(static_cast<Square>(i));
    m_board->setPlacement(placement);
    m_side->setCurrentIndex(position.sideToMove() == Color::White ? 0 : 1);
    for (int i = 0; i < 4; ++i)
        m_castling[i]->setChecked(position.canCastle(static_cast<std::uint8_t>(1 << i)));
    const Square ep = position.doubleStepSquare();
    m_enPassant->setCurrentIndex(ep == Square::None ? 0 : fileOf(ep) + 1);
    m_halfmove->setValue(position.halfmoveClock());
    m_fullmove->setValue(position.fullmoveNumber());
    m_loading = false;
    check();
}

bool PositionEditor::setFen(const QString &text)
{
    auto parsed = Position::fromFen(text.toStdString());
    if (const Position *position = std::get_if<Position>(&parsed)) {
        load(*position);
        return true;
    }
    m_problems->clear();
    for (const FenError &problem : fenProblems(text.toStdString())) {
        auto *item = new QListWidgetItem(tr("Not loaded: %1").arg(fenErrorText(problem)), m_problems);
        item->setData(Qt::UserRole, true);
        item->setForeground(QColor(0xa0, 0x10, 0x10));
    }
    return false;
}

void PositionEditor::clear()
{
    m_loading = true;
    m_board->setPlacement({});
    for (QCheckBox *box : m_castling)
        box->setChecked(false);
    m_enPassant->setCurrentIndex(0);
    m_loading = false;
    check();
}

void PositionEditor::setStartPosition()
{
    load(Position());
}

Position PositionEditor::position() const
{
    auto parsed = Position::fromFen(fen().toStdString());
    if (const Position *position = std::get_if<Position>(&parsed))
        return *position;
    return Position();
}

} // namespace ferz

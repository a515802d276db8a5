// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/boardpanel.h"

#include "core/notation/lookalike.h"
#include "ui/board/boardwidget.h"
#include "ui/board/letterbar.h"
#include "ui/board/movebox.h"
#include "ui/learn/learningpanel.h"
#include "ui/settings/viewsettings.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ferz {

namespace {

// The height a word-wrapping label needs for two lines of its font, as the label measures them.
int twoLinesHigh(const QLabel *label)
{
    const QRect text =
        label->fontMetrics().boundingRect(QRect(0, 0, 1000, 1000), Qt::TextWordWrap, QStringLiteral("X\nX"));
    return text.height() + 2 * (label->margin() + label->frameWidth());
}

// `line` in a box of a fixed height, `lines` lines of its font, that scrolls what is longer: the
// board above keeps its size whatever the line says.
QScrollArea *fixedHeight(QLabel *line, int lines)
{
    auto *area = new QScrollArea(line->parentWidget());
    area->setObjectName(line->objectName() + QStringLiteral("Area"));
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidgetResizable(true);
    area->setFocusPolicy(Qt::NoFocus);
    area->setWidget(line);
    area->viewport()->setAutoFillBackground(false);
    line->setAutoFillBackground(false);
    line->setWordWrap(true);
    line->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    area->setFixedHeight(lines * line->fontMetrics().lineSpacing() + 2 * (line->margin() + line->frameWidth()));
    return area;
}

} // namespace

BoardPanel::BoardPanel(const ViewSettings &settings, QWidget *parent)
    : QWidget(parent), m_board(new BoardWidget(this)), m_moveBox(new MoveBox(settings, this)),
      m_moveLabel(new QLabel(this)), m_letters(new LetterBar(m_moveBox, this)), m_status(new LiveText(this)),
      m_announcement(new LiveText(this)), m_message(new LiveText(this)), m_learning(new LearningPanel(this))
{
    m_board->setObjectName(QStringLiteral("board"));
    m_moveBox->setObjectName(QStringLiteral("moveBox"));
    m_moveLabel->setBuddy(m_moveBox);
    m_moveLabel->setText(tr("&Move:"));
    m_status->setObjectName(QStringLiteral("status"));
    QFont statusFont = m_status->font();
    statusFont.setBold(true);
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.15);
    m_status->setFont(statusFont);
    m_status->setWordWrap(true);
    // The status keeps room for two lines, so that a longer sentence does not make the board jump
    // to a smaller size (the announcement and the message have boxes of their own height).
    m_status->setMinimumHeight(twoLinesHigh(m_status));
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Tab reaches whose turn it is (and how the game ended).
    m_status->setFocusPolicy(Qt::TabFocus);
    m_announcement->setObjectName(QStringLiteral("announcement"));
    m_message->setObjectName(QStringLiteral("message"));
    m_learning->setObjectName(QStringLiteral("learning"));
    m_learning->hide();
    m_letters->setObjectName(QStringLiteral("letterBar"));
    const auto showLetters = [this, &settings] { m_letters->setVisible(usesRussianLetters(settings.notation())); };
    showLetters();
    connect(&settings, &ViewSettings::changed, this, [showLetters](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Notation)
            showLetters();
    });

    auto *moveRow = new QHBoxLayout;
    moveRow->addWidget(m_moveLabel);
    moveRow->addWidget(m_moveBox, 1);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_board, 1);
    column->addLayout(moveRow);
    column->addWidget(m_letters);
    column->addWidget(m_status);
    column->addWidget(fixedHeight(m_announcement, 1));
    column->addWidget(fixedHeight(m_message, 2));
    column->addWidget(m_learning);
}

int BoardPanel::widthForHeight(int height) const
{
    // Everything but the board keeps its height; the board's square takes the rest.
    const int others = layout()->sizeHint().height() - m_board->sizeHint().height();
    return std::max(m_board->minimumSizeHint().width(), height - others);
}

void BoardPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_moveLabel->setText(tr("&Move:"));
    QWidget::changeEvent(event);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/symbolpalette.h"

#include "core/notation/nag.h"
#include "ui/actions/windowactions.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ferz {

namespace {

// The rows of the grid, each with its title; a pair row holds White's NAG of each pair, the next
// row Black's (one more), in the same column.
struct Row {
    const char *title;
    std::vector<int> nags;
};

const std::vector<Row> &rows()
{
    static const std::vector<Row> list = {
        {QT_TRANSLATE_NOOP("ferz::SymbolPalette", "Move"), {1, 2, 3, 4, 5, 6, 7, 8, 9}},
        {QT_TRANSLATE_NOOP("ferz::SymbolPalette", "Position"), {10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21}},
        {QT_TRANSLATE_NOOP("ferz::SymbolPalette", "White"), {22, 32, 34, 36, 38, 40, 42, 44, 130, 132, 134, 136, 138}},
        {QT_TRANSLATE_NOOP("ferz::SymbolPalette", "Black"), {23, 33, 35, 37, 39, 41, 43, 45, 131, 133, 135, 137, 139}},
        {QT_TRANSLATE_NOOP("ferz::SymbolPalette", "Remarks"), {140, 141, 142, 143, 144, 145, 146}},
    };
    return list;
}

int nagOf(const QToolButton *button)
{
    return button->defaultAction()->data().toInt();
}

} // namespace

SymbolPalette::SymbolPalette(const WindowActions &actions, QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout), m_name(new QLabel(this))
{
    setObjectName(QStringLiteral("symbolPalette"));
    m_grid->setSpacing(2);
    m_grid->setContentsMargins(0, 0, 0, 0);
    const QList<QAction *> nags = actions.nags();
    for (std::size_t r = 0; r < rows().size(); ++r) {
        auto *title = new QLabel(this);
        m_titles << title;
        m_grid->addWidget(title, static_cast<int>(r), 0);
        int column = 1;
        for (const int nag : rows()[r].nags) {
            const auto found =
                std::find_if(nags.begin(), nags.end(), [nag](QAction *a) { return a->data().toInt() == nag; });
            addButton(*found, static_cast<int>(r), column++);
        }
    }
    m_grid->setColumnStretch(m_grid->columnCount(), 1);
    m_name->setObjectName(QStringLiteral("symbolName"));
    m_name->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->addLayout(m_grid);
    layout->addWidget(m_name);
    makeTabStop(m_buttons.front());
    retranslateUi();
}

void SymbolPalette::addButton(QAction *action, int row, int column)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setObjectName(QStringLiteral("paletteNag%1").arg(action->data().toInt()));
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::ClickFocus);
    button->installEventFilter(this);
    // The name follows the button's symbol: a change of language renews the action's texts.
    connect(action, &QAction::changed, button, [this, button] {
        button->setAccessibleName(button->defaultAction()->toolTip());
        if (button->hasFocus())
            showName(button);
    });
    button->setAccessibleName(action->toolTip());
    m_grid->addWidget(button, row, column);
    m_buttons << button;
}

QToolButton *SymbolPalette::button(int nag) const
{
    const auto found =
        std::find_if(m_buttons.begin(), m_buttons.end(), [nag](const QToolButton *b) { return nagOf(b) == nag; });
    return found == m_buttons.end() ? nullptr : *found;
}

QString SymbolPalette::nameText() const
{
    return m_name->text();
}

void SymbolPalette::focusFirst()
{
    const auto checked =
        std::find_if(m_buttons.begin(), m_buttons.end(), [](const QToolButton *b) { return b->isChecked(); });
    QToolButton *target = checked != m_buttons.end() ? *checked : m_buttons.front();
    makeTabStop(target);
    target->setFocus(Qt::OtherFocusReason);
}

void SymbolPalette::makeTabStop(QToolButton *button)
{
    for (QToolButton *b : std::as_const(m_buttons))
        b->setFocusPolicy(b == button ? Qt::StrongFocus : Qt::ClickFocus);
}

void SymbolPalette::step(QToolButton *from, int rows, int columns)
{
    int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
    m_grid->getItemPosition(m_grid->indexOf(from), &row, &column, &rowSpan, &columnSpan);
    const int lastRow = m_grid->rowCount() - 1;
    for (row += rows, column += columns; row >= 0 && row <= lastRow && column >= 1; row += rows, column += columns) {
        // A shorter row: its last button stands for the columns past it.
        QLayoutItem *item = nullptr;
        for (int c = column; c >= 1 && !item; --c)
            item = m_grid->itemAtPosition(row, c);
        auto *button = item ? qobject_cast<QToolButton *>(item->widget()) : nullptr;
        if (button && button != from) {
            makeTabStop(button);
            button->setFocus(Qt::OtherFocusReason);
            return;
        }
        if (columns != 0 && !m_grid->itemAtPosition(row, column))
            return; // past the end of the row
    }
}

bool SymbolPalette::eventFilter(QObject *watched, QEvent *event)
{
    auto *button = qobject_cast<QToolButton *>(watched);
    if (!button)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::FocusIn:
        makeTabStop(button);
        showName(button);
        break;
    case QEvent::Enter: showName(button); break;
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress: {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() != Qt::NoModifier && key->modifiers() != Qt::KeypadModifier)
            break;
        const int k = key->key();
        const bool ours = k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_Up || k == Qt::Key_Down
            || k == Qt::Key_Return || k == Qt::Key_Enter || k == Qt::Key_Escape || k == Qt::Key_Space;
        if (!ours)
            break;
        // Taken from the window's shortcuts (the arrows walk the game), then done on the key press.
        event->accept();
        if (event->type() == QEvent::ShortcutOverride)
            return true;
        switch (k) {
        case Qt::Key_Left: step(button, 0, -1); break;
        case Qt::Key_Right: step(button, 0, 1); break;
        case Qt::Key_Up: step(button, -1, 0); break;
        case Qt::Key_Down: step(button, 1, 0); break;
        case Qt::Key_Escape: emit leaveRequested(); break;
        default: button->click(); break;
        }
        return true;
    }
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

void SymbolPalette::showName(const QToolButton *button)
{
    const int nag = nagOf(button);
    const QString number = QStringLiteral("$%1").arg(nag);
    const QString symbol = button->text() == number ? QString() : button->text() + QStringLiteral("  ");
    m_name->setText(QStringLiteral("%1  %2%3").arg(number, symbol, nagDescription(nag)));
}

void SymbolPalette::retranslateUi()
{
    for (std::size_t r = 0; r < rows().size(); ++r)
        m_titles[static_cast<qsizetype>(r)]->setText(tr(rows()[r].title));
    setAccessibleName(tr("Symbol palette"));
    m_name->setText(tr("Point at a symbol, or move to it with the arrow keys, to read its name."));
}

void SymbolPalette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ferz

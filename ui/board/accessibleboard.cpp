// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/accessibleboard.h"

#include "core/notation/spokenmove.h"
#include "ui/board/boardwidget.h"
#include "ui/board/setupboard.h"

#include <QCoreApplication>

namespace ferz {

namespace {

QString words(const char *text)
{
    return QCoreApplication::translate("AccessibleBoard", text);
}

// One square of a board's table. It holds no state of its own: everything is asked of the board,
// so that it is never out of date.
class AccessibleSquare : public QAccessibleInterface,
                         public QAccessibleTableCellInterface,
                         public QAccessibleActionInterface {
public:
    AccessibleSquare(AccessibleSquares *table, int index) : m_table(table), m_index(index) {}

    Square square() const { return cellSquare(m_index, m_table->flipped()); }

    bool isValid() const override { return m_table->isValid(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_table->window(); }
    QAccessibleInterface *parent() const override { return m_table; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override { return m_table->squareState(square()); }
    void setText(QAccessible::Text, const QString &) override {}

    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return m_table->squareName(square());
        if (t == QAccessible::Description)
            return m_table->squareDescription(square());
        return {};
    }

    QRect rect() const override
    {
        const QWidget *board = static_cast<QWidget *>(m_table->object());
        const QRect r = m_table->squareRect(square()).toRect();
        return {board->mapToGlobal(r.topLeft()), r.size()};
    }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableCellInterface)
            return static_cast<QAccessibleTableCellInterface *>(this);
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface *>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return square() == m_table->selectedSquare(); }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_index % 8; }
    int rowIndex() const override { return m_index / 8; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return m_table; }

    // QAccessibleActionInterface
    QStringList actionNames() const override { return {pressAction()}; }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }
    void doAction(const QString &name) override
    {
        if (name == pressAction())
            m_table->activate(square());
    }

private:
    AccessibleSquares *m_table;
    int m_index;
};

} // namespace

int cellIndex(Square square, bool flipped)
{
    const int row = flipped ? rankOf(square) : 7 - rankOf(square);
    const int column = flipped ? 7 - fileOf(square) : fileOf(square);
    return row * 8 + column;
}

Square cellSquare(int index, bool flipped)
{
    const int row = index / 8, column = index % 8;
    return flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

void reportFocusedSquare(QWidget *board, Square square, bool flipped)
{
    if (!isValid(square))
        return;
    QAccessibleEvent event(board, QAccessible::Focus);
    event.setChild(cellIndex(square, flipped));
    QAccessible::updateAccessibility(&event);
}

// ---- The table ------------------------------------------------------------------

// A grouping (an AT-SPI panel) with the table interface, not a table: Orca, at its default settings,
// reads the whole row of a table at each Up or Down ("a3. b3. … h3."), and only of a table (its
// getTable() looks for the table roles); a player needs the one square and its state.
AccessibleSquares::AccessibleSquares(QWidget *board) : QAccessibleWidget(board, QAccessible::Grouping)
{
}

AccessibleSquares::~AccessibleSquares()
{
    for (QAccessible::Id id : m_cells)
        if (id)
            QAccessible::deleteAccessibleInterface(id);
}

QAccessible::State AccessibleSquares::squareState(Square s) const
{
    QAccessible::State state;
    state.focusable = true;
    state.selectable = true;
    state.selected = s == selectedSquare();
    state.focused = s == focusedSquare() && widget()->hasFocus();
    return state;
}

void *AccessibleSquares::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface *AccessibleSquares::child(int index) const
{
    if (index < 0 || index >= 64)
        return nullptr;
    QAccessible::Id &id = m_cells[static_cast<std::size_t>(index)];
    if (!id)
        id = QAccessible::registerAccessibleInterface(
            new AccessibleSquare(const_cast<AccessibleSquares *>(this), index));
    return QAccessible::accessibleInterface(id);
}

int AccessibleSquares::indexOfChild(const QAccessibleInterface *child) const
{
    for (int i = 0; i < 64; ++i)
        if (m_cells[static_cast<std::size_t>(i)]
            && QAccessible::accessibleInterface(m_cells[static_cast<std::size_t>(i)]) == child)
            return i;
    return -1;
}

QAccessibleInterface *AccessibleSquares::childAt(int x, int y) const
{
    const QPointF local = widget()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < 64; ++i)
        if (squareRect(cellSquare(i, flipped())).contains(local))
            return child(i);
    return nullptr;
}

QAccessibleInterface *AccessibleSquares::focusChild() const
{
    const Square s = focusedSquare();
    return ferz::isValid(s) && widget()->hasFocus() ? child(cellIndex(s, flipped())) : nullptr;
}

QAccessibleInterface *AccessibleSquares::cellAt(int row, int column) const
{
    return row >= 0 && row < 8 && column >= 0 && column < 8 ? child(row * 8 + column) : nullptr;
}

int AccessibleSquares::selectedCellCount() const
{
    return ferz::isValid(selectedSquare()) ? 1 : 0;
}

QList<QAccessibleInterface *> AccessibleSquares::selectedCells() const
{
    if (!ferz::isValid(selectedSquare()))
        return {};
    return {child(cellIndex(selectedSquare(), flipped()))};
}

QString AccessibleSquares::columnDescription(int column) const
{
    return QString(QChar(u'a' + fileOf(cellSquare(column, flipped()))));
}

QString AccessibleSquares::rowDescription(int row) const
{
    return QString::number(rankOf(cellSquare(row * 8, flipped())) + 1);
}

// ---- The game board -------------------------------------------------------------

AccessibleBoard::AccessibleBoard(BoardWidget *board) : AccessibleSquares(board)
{
}

BoardWidget *AccessibleBoard::board() const
{
    return static_cast<BoardWidget *>(widget());
}

QString AccessibleBoard::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name && board()->accessibleName().isEmpty())
        return words(QT_TRANSLATE_NOOP("AccessibleBoard", "Chessboard"));
    if (t != QAccessible::Description)
        return AccessibleSquares::text(t);
    // What the board is there for (a rule page's task: its accessible description), then its keys.
    const QString keys = board()->isKeyboardMode()
        ? words(QT_TRANSLATE_NOOP("AccessibleBoard",
                                  "Arrow keys move the cursor, Enter picks up and puts down, Esc leaves."))
        : words(QT_TRANSLATE_NOOP("AccessibleBoard", "Ctrl+B moves the pieces with the keyboard."));
    const QString task = board()->accessibleDescription();
    return task.isEmpty() ? keys : task + QLatin1Char(' ') + keys;
}

bool AccessibleBoard::flipped() const
{
    return board()->isFlipped();
}

QString AccessibleBoard::squareName(Square s) const
{
    const BoardWidget *b = board();
    for (PieceType t : BoardWidget::PromotionOrder)
        if (s == b->promotionChoiceSquare(t))
            return words(QT_TRANSLATE_NOOP("AccessibleBoard", "%1, promotion choice"))
                .arg(pieceWords(makePiece(b->position().sideToMove(), t)));
    return squareWords(b->position(), s);
}

QString AccessibleBoard::squareDescription(Square s) const
{
    const BoardWidget *b = board();
    const Position &position = b->position();
    QStringList states;
    if (s == b->selectedSquare())
        states << words(QT_TRANSLATE_NOOP("AccessibleBoard", "picked up"));
    if (!b->lastMove().isNull() && (s == b->lastMove().from() || s == b->lastMove().to()))
        states << words(QT_TRANSLATE_NOOP("AccessibleBoard", "last move"));
    if (position.isCheck() && s == position.kingSquare(position.sideToMove()))
        states << words(QT_TRANSLATE_NOOP("AccessibleBoard", "in check"));
    if (b->selectedSquare() != Square::None && b->isInteractive())
        for (Move m : position.legalMovesFrom(b->selectedSquare()))
            if (m.to() == s) {
                states << words(QT_TRANSLATE_NOOP("AccessibleBoard", "legal move"));
                break;
            }
    if (const BoardOverlay *overlay = b->overlay())
        if (const QString shown = overlay->squareWords(s); !shown.isEmpty())
            states << shown;
    return states.join(QStringLiteral(", "));
}

QRectF AccessibleBoard::squareRect(Square s) const
{
    return board()->squareRect(s);
}

void AccessibleBoard::activate(Square s)
{
    board()->activateSquare(s);
}

Square AccessibleBoard::selectedSquare() const
{
    return board()->selectedSquare();
}

Square AccessibleBoard::focusedSquare() const
{
    return board()->isKeyboardMode() ? board()->cursorSquare() : Square::None;
}

// ---- The setup board ------------------------------------------------------------

AccessibleSetupBoard::AccessibleSetupBoard(SetupBoard *board) : AccessibleSquares(board)
{
}

SetupBoard *AccessibleSetupBoard::board() const
{
    return static_cast<SetupBoard *>(widget());
}

QString AccessibleSetupBoard::text(QAccessible::Text t) const
{
    if (!board()->accessibleName().isEmpty() || (t != QAccessible::Name && t != QAccessible::Description))
        return AccessibleSquares::text(t);
    if (t == QAccessible::Name)
        return words(QT_TRANSLATE_NOOP("AccessibleBoard", "Board to set up"));
    return words(QT_TRANSLATE_NOOP("AccessibleBoard",
                                   "Arrow keys move the cursor; a letter of FEN puts a piece there (K Q R B N P "
                                   "white, k q r b n p black); Delete or Space empties the square."));
}

QString AccessibleSetupBoard::squareName(Square s) const
{
    return squareWords(s, board()->placement()[static_cast<std::size_t>(index(s))]);
}

QRectF AccessibleSetupBoard::squareRect(Square s) const
{
    return board()->squareRect(s);
}

void AccessibleSetupBoard::activate(Square s)
{
    board()->setCursorSquare(s);
    board()->applyTool(s);
}

Square AccessibleSetupBoard::focusedSquare() const
{
    return board()->cursorSquare();
}

} // namespace ferz

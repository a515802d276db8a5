// SPDX-License-Identifier: GPL-3.0-or-later
// The boards as screen readers see them: a grouping of 64 squares with the table interface, 8 rows
// and 8 columns in screen order (the top row first, so that it follows the board when flipped), each cell a square named in the interface
// language ("e4, white pawn", or "e4" when empty), with its row and column. The game board adds
// states: the piece picked up is the selected cell and the cursor's square the focused one, and
// the cell's description says "picked up", "last move", "in check", "legal move" (AT-SPI has no
// state for these). Each cell's default action does what Enter does on it.
#pragma once

#include "core/rules/types.h"

#include <QAccessibleWidget>

#include <array>

namespace ferz {

class BoardWidget;
class SetupBoard;

// The cell of `square` in screen order (row * 8 + column), and back.
int cellIndex(Square square, bool flipped);
Square cellSquare(int index, bool flipped);
// Tells screen readers that the square's cell of `board` has the keyboard focus.
void reportFocusedSquare(QWidget *board, Square square, bool flipped);

// The table and its cells; the subclasses say what each square holds.
class AccessibleSquares : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit AccessibleSquares(QWidget *board);
    ~AccessibleSquares() override;

    virtual bool flipped() const = 0;
    virtual QString squareName(Square s) const = 0;
    virtual QString squareDescription(Square) const { return {}; }
    virtual QAccessible::State squareState(Square s) const;
    virtual QRectF squareRect(Square s) const = 0;
    virtual void activate(Square s) = 0;
    virtual Square selectedSquare() const { return Square::None; }

    // QAccessibleInterface
    void *interface_cast(QAccessible::InterfaceType type) override;
    int childCount() const override { return 64; }
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int columnCount() const override { return 8; }
    int rowCount() const override { return 8; }
    int selectedCellCount() const override;
    QList<QAccessibleInterface *> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override {}

protected:
    // The square the keyboard is on, when the board shows a cursor.
    virtual Square focusedSquare() const = 0;

private:
    mutable std::array<QAccessible::Id, 64> m_cells {};
};

class AccessibleBoard : public AccessibleSquares {
public:
    explicit AccessibleBoard(BoardWidget *board);

    QString text(QAccessible::Text t) const override;
    bool flipped() const override;
    QString squareName(Square s) const override;
    QString squareDescription(Square s) const override;
    QRectF squareRect(Square s) const override;
    void activate(Square s) override;
    Square selectedSquare() const override;

protected:
    Square focusedSquare() const override;

private:
    BoardWidget *board() const;
};

class AccessibleSetupBoard : public AccessibleSquares {
public:
    explicit AccessibleSetupBoard(SetupBoard *board);

    QString text(QAccessible::Text t) const override;
    bool flipped() const override { return false; }
    QString squareName(Square s) const override;
    QRectF squareRect(Square s) const override;
    void activate(Square s) override;

protected:
    Square focusedSquare() const override;

private:
    SetupBoard *board() const;
};

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// Pieces drawn from twelve SVG files (a folder holding white-king.svg … black-pawn.svg, usually
// built into the program under :/pieces/<set>/), rendered as vectors with Qt SVG at every size.
#pragma once

#include "render/pieceset.h"

#include <QSvgRenderer>

#include <array>
#include <memory>

namespace ferz {

class SvgPieceSet : public PieceSet {
public:
    // Reads the twelve files of `folder`; isValid() is false when one is missing or unreadable.
    SvgPieceSet(const QString &folder, const QString &name);

    bool isValid() const { return m_valid; }
    QString name() const override { return m_name; }
    void paint(QPainter &painter, Piece piece, const QRectF &square) const override;

private:
    // By Piece value: White's pieces 1…6, Black's 9…14.
    std::array<std::unique_ptr<QSvgRenderer>, 16> m_renderers;
    QString m_name;
    bool m_valid = true;
};

} // namespace ferz

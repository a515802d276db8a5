// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/svgpieceset.h"

#include <QPainter>

namespace ferz {

namespace {

const char *typeName(PieceType t)
{
    switch (t) {
    case PieceType::King: return "king";
    case PieceType::Queen: return "queen";
    case PieceType::Rook: return "rook";
    case PieceType::Bishop: return "bishop";
    case PieceType::Knight: return "knight";
    case PieceType::Pawn: return "pawn";
    case PieceType::None: break;
    }
    return "";
}

// Of a square, the part a piece fills: the sets' drawings leave their own margin.
constexpr qreal Fill = 0.96;

} // namespace

SvgPieceSet::SvgPieceSet(const QString &folder, const QString &name) : m_name(name)
{
    for (Color c : {Color::White, Color::Black})
        for (PieceType t : {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight,
                            PieceType::Pawn}) {
            const QString file =
                QStringLiteral("%1/%2-%3.svg")
                    .arg(folder, QLatin1String(c == Color::White ? "white" : "black"), QLatin1String(typeName(t)));
            auto renderer = std::make_unique<QSvgRenderer>(file);
            m_valid = m_valid && renderer->isValid();
            m_renderers[static_cast<std::size_t>(makePiece(c, t))] = std::move(renderer);
        }
}

void SvgPieceSet::paint(QPainter &painter, Piece piece, const QRectF &square) const
{
    const std::size_t index = static_cast<std::size_t>(piece);
    if (piece == Piece::None || index >= m_renderers.size() || !m_renderers[index])
        return;
    // The drawing keeps its proportions, centred in the square.
    QSvgRenderer &renderer = *m_renderers[index];
    const QSizeF box = renderer.viewBoxF().size();
    const qreal side = std::min(square.width(), square.height()) * Fill;
    const qreal scale = side / std::max(box.width(), box.height());
    QRectF target(0, 0, box.width() * scale, box.height() * scale);
    target.moveCenter(square.center());
    renderer.render(&painter, target);
}

} // namespace ferz

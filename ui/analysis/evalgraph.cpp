// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/evalgraph.h"

#include "core/engine/movejudgement.h"
#include "core/pgn/linetext.h"
#include "ui/session/gamesession.h"
#include "ui/session/gametext.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionFocusRect>
#include <QToolTip>

namespace ferz {

namespace {

constexpr int Margin = 4;
const QColor WhiteShare(0xf2, 0xf2, 0xf2);
const QColor BlackShare(0x4a, 0x4a, 0x4a);
const QColor Curve(0x9a, 0x9a, 0x9a);
const QColor Current(0xf2, 0xc9, 0x4c);
// The values on the axis, in pawns: win chances change little beyond five.
constexpr int AxisPawns[] = {5, 2, 0, -2, -5};

QFont axisFont(QFont font)
{
    font.setPointSizeF(font.pointSizeF() * 0.8);
    return font;
}

QColor qualityColor(int nag)
{
    switch (nag) {
    case 6: return QColor(0xe0, 0xb0, 0x00); // ?!
    case 2: return QColor(0xe6, 0x74, 0x00); // ?
    default: return QColor(0xd0, 0x10, 0x20); // ??
    }
}

} // namespace

EvalGraph::EvalGraph(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("evalGraph"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Evaluation graph"));
}

QSize EvalGraph::sizeHint() const
{
    return {240, 84};
}

QSize EvalGraph::minimumSizeHint() const
{
    return {120, 84};
}

void EvalGraph::setSession(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    connect(session, &GameSession::changed, this, [this](const GameChange &change) {
        if (change.treeChanged)
            rebuild();
        if (change.currentChanged)
            currentChanged();
    });
    rebuild();
}

void EvalGraph::rebuild()
{
    const bool had = hasValues();
    m_points.clear();
    m_valued = 0;
    if (m_session) {
        std::vector<GameNode *> nodes = m_session->tree().mainLine();
        nodes.insert(nodes.begin(), m_session->tree().root());
        for (GameNode *node : nodes) {
            Point point {node, std::nullopt, 0};
            const Annotations &a = node->annotations();
            if (const std::optional<Evaluation> e = evaluationOf(a)) {
                point.white = whiteWinPercent(*e);
                ++m_valued;
            } else if (const std::optional<PositionValue> ended = PositionValue::ended(node->position())) {
                point.white = whiteWinPercent(*ended);
            }
            for (int nag : a.nags)
                if (!node->isRoot() && qualityOfNag(nag))
                    point.quality = nag;
            m_points.push_back(point);
        }
    }
    describe();
    update();
    if (had != hasValues())
        emit valuesChanged(hasValues());
}

void EvalGraph::currentChanged()
{
    describe();
    update();
}

int EvalGraph::currentPly() const
{
    if (!m_session)
        return 0;
    const GameNode *node = m_session->current();
    while (!node->isMainLine())
        node = node->parent();
    return node->ply();
}

int EvalGraph::axisWidth() const
{
    return QFontMetrics(axisFont(font())).horizontalAdvance(QStringLiteral("+5")) + Margin;
}

QRectF EvalGraph::plotArea() const
{
    // 0 % lies on the bottom edge itself (a QRectF's, not a QRect's last row).
    return QRectF(rect()).adjusted(Margin + axisWidth(), Margin, -Margin, -Margin);
}

QPoint EvalGraph::pointOf(int ply) const
{
    const int last = std::max(1, plyCount() - 1);
    const QRectF area = plotArea();
    const double white = m_points.empty() ? 50 : m_points[static_cast<std::size_t>(ply)].white.value_or(50);
    return QPointF(area.left() + area.width() * ply / last, area.top() + area.height() * (100 - white) / 100).toPoint();
}

int EvalGraph::plyAt(int x) const
{
    const int last = std::max(1, plyCount() - 1);
    const QRectF area = plotArea();
    const double width = std::max(1.0, area.width());
    return std::clamp(static_cast<int>(std::lround((x - area.left()) * last / width)), 0, std::max(0, plyCount() - 1));
}

std::vector<EvalGraph::AxisMark> EvalGraph::axisMarks() const
{
    const QRectF area = plotArea();
    std::vector<AxisMark> marks;
    for (const int pawns : AxisPawns) {
        const Evaluation value = Evaluation::centipawns(100 * pawns);
        const double white = whiteWinPercent(value);
        QString text = evaluationText(value);
        // "+2.00" as "+2": the axis gives whole pawns.
        text.truncate(text.indexOf(QLocale().decimalPoint()));
        marks.push_back({text, static_cast<int>(std::lround(area.top() + area.height() * (100 - white) / 100))});
    }
    return marks;
}

void EvalGraph::goTo(int ply)
{
    if (m_session && ply >= 0 && ply < plyCount())
        m_session->setCurrent(m_points[static_cast<std::size_t>(ply)].node);
}

QString EvalGraph::pointText(int ply) const
{
    const Point &point = m_points[static_cast<std::size_t>(ply)];
    const GameNode *node = point.node;
    QString value;
    if (const std::optional<Evaluation> e = evaluationOf(node->annotations()))
        value = evaluationText(*e);
    else if (node->position().isCheckmate())
        value = tr("checkmate");
    else if (node->position().isStalemate())
        value = tr("stalemate");
    else
        value = tr("not evaluated");
    if (node->isRoot())
        return tr("Start: %1").arg(value);
    const Position &before = node->parent()->position();
    const std::string move = moveNumberText(before) + ' ' + moveText(before, node->move(), m_session->notationStyle());
    return tr("%1: %2").arg(QString::fromStdString(move), value);
}

void EvalGraph::describe()
{
    if (m_points.empty()) {
        setAccessibleDescription(QString());
        return;
    }
    setAccessibleDescription(tr("White's chances move by move along the main line, from the evaluations the game "
                                "holds: %1 of %2 positions evaluated. Now %3.")
                                 .arg(m_valued)
                                 .arg(plyCount())
                                 .arg(pointText(currentPly())));
}

void EvalGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    painter.fillRect(rect(), palette().base());

    QPolygonF curve;
    for (int ply = 0; ply < plyCount(); ++ply)
        if (m_points[static_cast<std::size_t>(ply)].white)
            curve << pointOf(ply);
    if (!curve.isEmpty()) {
        // Black's share above the curve, White's below it, where the game has values.
        const QRectF valued(curve.first().x(), area.top(), curve.last().x() - curve.first().x(), area.height());
        painter.fillRect(valued, BlackShare);
        QPolygonF white = curve;
        white << QPointF(curve.last().x(), area.bottom()) << QPointF(curve.first().x(), area.bottom());
        painter.setPen(Qt::NoPen);
        painter.setBrush(WhiteShare);
        painter.drawPolygon(white);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Curve, 1.5));
        painter.drawPolyline(curve);
    }
    painter.setPen(QPen(QColor(128, 128, 128, 160), 1, Qt::DashLine));
    painter.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    // The axis: each value beside a tick.
    painter.setFont(axisFont(font()));
    for (const AxisMark &mark : axisMarks()) {
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(QRectF(0, mark.y - 8, area.left() - 3, 16), Qt::AlignRight | Qt::AlignVCenter, mark.text);
        painter.setPen(QPen(QColor(128, 128, 128, 160), 1));
        painter.drawLine(QPointF(area.left() - 2, mark.y), QPointF(area.left() + 2, mark.y));
    }

    if (!m_points.empty()) {
        const QPoint now = pointOf(currentPly());
        painter.setPen(QPen(Current, 2));
        painter.drawLine(QPointF(now.x(), area.top()), QPointF(now.x(), area.bottom()));
    }
    painter.setPen(Qt::NoPen);
    for (int ply = 0; ply < plyCount(); ++ply) {
        const Point &point = m_points[static_cast<std::size_t>(ply)];
        if (point.quality) {
            painter.setBrush(qualityColor(point.quality));
            painter.drawEllipse(QPointF(pointOf(ply)), 3.5, 3.5);
        }
    }
    if (hasFocus()) {
        QStyleOptionFocusRect option;
        option.initFrom(this);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &painter, this);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_points.empty())
        goTo(plyAt(event->position().toPoint().x()));
    QWidget::mousePressEvent(event);
}

void EvalGraph::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_points.empty())
        QToolTip::showText(event->globalPosition().toPoint(), pointText(plyAt(event->position().toPoint().x())), this);
    QWidget::mouseMoveEvent(event);
}

bool EvalGraph::event(QEvent *event)
{
    // The window's Left, Right, Home and End walk the current line; with the keyboard here they
    // walk the graph's main line instead.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool navigation = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_Home
            || key->key() == Qt::Key_End;
        if (navigation && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void EvalGraph::keyPressEvent(QKeyEvent *event)
{
    const int ply = currentPly();
    switch (event->key()) {
    case Qt::Key_Left: goTo(ply - 1); break;
    case Qt::Key_Right: goTo(ply + 1); break;
    case Qt::Key_Home: goTo(0); break;
    case Qt::Key_End: goTo(plyCount() - 1); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void EvalGraph::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Evaluation graph"));
        describe();
    }
    QWidget::changeEvent(event);
}

} // namespace ferz

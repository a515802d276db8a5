// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation of the game shown, move by move along its main line, as a graph: White's win
// percentage (core/engine/movejudgement.h) from the [%eval] the game holds, whoever wrote them
// (Ferz's annotation, lichess, another program), White's share light at the bottom and Black's dark
// above, the moves marked ?!, ? or ?? as dots, and the current move as a line; an axis on the left
// gives the evaluations in pawns the heights stand for (+5, +2, 0, −2, −5). A view of the
// session: a click, or Left, Right, Home and End when the graph has the keyboard, goes to a move
// of the main line. Screen readers get its name and a description of the current move's value.
#pragma once

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

namespace ferz {

class GameNode;
class GameSession;

class EvalGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvalGraph(QWidget *parent = nullptr);

    void setSession(GameSession *session);
    // Whether any position of the main line has a value to show.
    bool hasValues() const { return m_valued > 0; }
    // For tests: the main line's plies (0 the start) and where a ply is drawn.
    int plyCount() const { return static_cast<int>(m_points.size()); }
    QPoint pointOf(int ply) const;
    std::optional<double> whitePercentAt(int ply) const { return m_points[static_cast<std::size_t>(ply)].white; }
    // The axis: each value's text ("+2", with the locale's signs) and the height it is drawn at.
    struct AxisMark {
        QString text;
        int y;
    };
    std::vector<AxisMark> axisMarks() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The values came or went (the graph is worth showing or not).
    void valuesChanged(bool any);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Point {
        GameNode *node;
        std::optional<double> white; // White's win percentage
        int quality; // the ?!, ? or ?? NAG of the move, else 0
    };

    void rebuild();
    void currentChanged();
    // The ply of the main line the current node lies on (its main-line ancestor's).
    int currentPly() const;
    int plyAt(int x) const;
    void goTo(int ply);
    // "12… Nf6: −3.20" for a ply, in the session's notation and the locale's numbers.
    QString pointText(int ply) const;
    void describe();
    // Where the curve is drawn: right of the axis, inside the margins.
    QRectF plotArea() const;
    int axisWidth() const;

    QPointer<GameSession> m_session;
    std::vector<Point> m_points;
    int m_valued = 0;
};

} // namespace ferz

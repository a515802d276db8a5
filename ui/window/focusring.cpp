// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/focusring.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace ferz {

FocusRing::FocusRing(QWidget *window) : QFocusFrame(window), m_window(window)
{
    setObjectName(QStringLiteral("focusRing"));
    // Hidden until a widget of the window has the keyboard: a child is shown with its window, and
    // a window that never gets the keyboard (shown behind another) would wear a ring in its corner.
    hide();
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        const bool text = qobject_cast<QLineEdit *>(now) || qobject_cast<QAbstractSpinBox *>(now)
            || qobject_cast<QPlainTextEdit *>(now) || qobject_cast<QTextEdit *>(now);
        setWidget(now && !text && now->window() == m_window ? now : nullptr);
    });
}

void FocusRing::paintEvent(QPaintEvent *)
{
    // The style's own frame is a thin line in the text's colour, or nothing: a ring that stands out
    // on light and dark widgets alike.
    QPainter painter(this);
    const QColor ring = palette().color(QPalette::Active, QPalette::Highlight);
    painter.setPen(QPen(ring, 2));
    painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
}

} // namespace ferz

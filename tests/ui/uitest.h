// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for tests that drive the real widgets: settings and data in a private folder, mouse
// actions on board squares, and answering the next modal dialog.
#pragma once

#include "core/engine/uci.h"
#include "ui/board/boardwidget.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QPointer>
#include <QTest>
#include <QTimer>

#include <memory>

namespace ferz::test {

// Points the settings and the autosave at `folder`; call before the QApplication exists.
inline void isolate(const QString &folder)
{
    qputenv("XDG_CONFIG_HOME", (folder + QStringLiteral("/config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", (folder + QStringLiteral("/data")).toLocal8Bit());
}

inline Square squareOf(const char *name)
{
    return parseSquare(name);
}

inline QPoint centre(BoardWidget *board, const char *square)
{
    return board->squareRect(squareOf(square)).center().toPoint();
}

inline void clickSquare(BoardWidget *board, const char *square)
{
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, centre(board, square));
}

// Press on one square, move across the board in steps, release on the other.
inline void dragPiece(BoardWidget *board, const char *from, const char *to)
{
    const QPoint a = centre(board, from), b = centre(board, to);
    QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, a);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(board, a + (b - a) * i / 4);
    QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, b);
}

// Types text key by key; characters outside ASCII (Кf3) arrive as key events carrying the text.
inline void typeText(QWidget *widget, const QString &text)
{
    for (QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(widget, c.toLatin1());
        else
            QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}

// Clicks the button called `buttonName` (or the standard `button`) of the next message box as soon
// as it shows up. The answer is for the very next action: the returned object, destroyed when the
// test leaves its scope, stops waiting, and answered() tells whether the box came.
class DialogAnswer {
public:
    DialogAnswer(const QString &buttonName, QMessageBox::StandardButton button) : m_poll(new QTimer)
    {
        QObject::connect(m_poll.get(), &QTimer::timeout, m_poll.get(), [this, buttonName, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            m_text = box->text();
            QAbstractButton *target =
                button != QMessageBox::NoButton ? box->button(button) : box->findChild<QAbstractButton *>(buttonName);
            if (target)
                target->click();
            m_answered = true;
            m_poll->stop();
        });
        m_poll->start(10);
    }
    bool answered() const { return m_answered; }
    // The question the box asked.
    QString text() const { return m_text; }

private:
    std::unique_ptr<QTimer> m_poll;
    bool m_answered = false;
    QString m_text;
};

[[nodiscard]] inline std::unique_ptr<DialogAnswer>
answerNextDialog(const QString &buttonName, QMessageBox::StandardButton button = QMessageBox::NoButton)
{
    return std::make_unique<DialogAnswer>(buttonName, button);
}

} // namespace ferz::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/focusreturn.h"

#include <QApplication>
#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace ferz {

namespace {

// Long enough for the window manager's own focus change to arrive when it makes one.
constexpr int FocusReturns = 300;

class FocusReturn : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Hide || !watched->isWidgetType())
            return false;
        const auto *dialog = static_cast<QWidget *>(watched);
        if (!dialog->isWindow() || !dialog->isModal() || !dialog->parentWidget())
            return false;
        const QPointer<QWidget> owner = dialog->parentWidget()->window();
        QTimer::singleShot(FocusReturns, owner, [owner] {
            if (!owner || !owner->isVisible() || QApplication::activeWindow() || QApplication::activeModalWidget())
                return;
            // Qt ignores the focus the window manager gives while one of its popups is still open
            // (the file name's completions, closed by the same Enter): the window has the focus
            // but is not active, and asking the window manager again changes nothing.
            if (QGuiApplication::focusWindow() == owner->windowHandle())
                QApplication::setActiveWindow(owner);
            else
                owner->activateWindow();
        });
        return false;
    }
};

} // namespace

void installFocusReturn()
{
    static const bool installed = [] {
        qApp->installEventFilter(new FocusReturn(qApp));
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/livetext.h"

#include "ui/access/speech.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QWindow>

#include <utility>

namespace ferz {

namespace {

// How long a screen reader takes to read the focus coming to a window (ms).
constexpr qint64 FocusSettles = 500;

// Since the keyboard's window last changed.
const QElapsedTimer &focusMoved()
{
    static QElapsedTimer moved = [] {
        QObject::connect(qApp, &QGuiApplication::focusWindowChanged, [] { moved.start(); });
        QElapsedTimer started;
        started.start();
        return started;
    }();
    return moved;
}

// What the line says: its accessible name when it has one, else its text as plain text.
QString lineText(const LiveText *line)
{
    if (!line->accessibleName().isEmpty())
        return LiveText::spoken(line->accessibleName());
    const bool rich =
        line->textFormat() == Qt::RichText || (line->textFormat() == Qt::AutoText && Qt::mightBeRichText(line->text()));
    return LiveText::spoken(rich ? QTextDocumentFragment::fromHtml(line->text()).toPlainText() : line->text());
}

// The notification inside the line: it has no widget of its own; everything is asked of the line.
class AccessibleNotification : public QAccessibleInterface {
public:
    explicit AccessibleNotification(QAccessibleInterface *line) : m_line(line) {}

    bool isValid() const override { return m_line->isValid(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_line->window(); }
    QAccessibleInterface *parent() const override { return m_line; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::Notification; }
    // Not shown apart from its line, which shows the text: a screen reader reading the line (its
    // status bar) does not read the announcement again.
    QAccessible::State state() const override
    {
        QAccessible::State state = m_line->state();
        state.invisible = true;
        return state;
    }
    QRect rect() const override { return m_line->rect(); }
    void setText(QAccessible::Text, const QString &) override {}
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? static_cast<const LiveText *>(m_line->object())->said() : QString();
    }

private:
    QAccessibleInterface *m_line;
};

// The line as a status bar holding its notification.
class AccessibleLiveText : public QAccessibleWidget {
public:
    explicit AccessibleLiveText(LiveText *line) : QAccessibleWidget(line, QAccessible::StatusBar) {}
    ~AccessibleLiveText() override
    {
        if (m_notification)
            QAccessible::deleteAccessibleInterface(m_notification);
    }

    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? lineText(static_cast<const LiveText *>(widget())) : QAccessibleWidget::text(t);
    }
    int childCount() const override { return 1; }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        return m_notification && QAccessible::accessibleInterface(m_notification) == child ? 0 : -1;
    }
    QAccessibleInterface *child(int index) const override
    {
        if (index != 0)
            return nullptr;
        if (!m_notification)
            m_notification = QAccessible::registerAccessibleInterface(
                new AccessibleNotification(const_cast<AccessibleLiveText *>(this)));
        return QAccessible::accessibleInterface(m_notification);
    }

private:
    mutable QAccessible::Id m_notification = 0;
};

QAccessibleInterface *createAccessible(const QString &className, QObject *object)
{
    if (className == QLatin1String("ferz::LiveText"))
        return new AccessibleLiveText(static_cast<LiveText *>(object));
    return nullptr;
}

} // namespace

LiveText::LiveText(QWidget *parent) : QLabel(parent)
{
    // Qt asks each installed factory in turn; this one knows the live lines only.
    static const bool installed = [] {
        QAccessible::installFactory(createAccessible);
        return true;
    }();
    Q_UNUSED(installed);
    setTextFormat(Qt::PlainText);
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    setVisible(false);
}

QString LiveText::spoken(const QString &text)
{
    QString said = text;
    return said.replace(QStringLiteral(" · "), QStringLiteral(", "))
        .replace(QStringLiteral(" ▸ "), QStringLiteral(", "));
}

void LiveText::setText(const QString &text, const QString &said)
{
    showText(text);
    m_announced = !text.isEmpty();
    if (text.isEmpty())
        return;
    m_said = said.isEmpty() ? lineText(this) : spoken(said);
    if (QAccessible::isActive()) {
        // A screen reader drops what a window says while it is not active, or while the focus is
        // still coming back to it (a dialog just closed, the window just shown): the last words
        // wait until the focus has settled.
        const qint64 settling = isActiveWindow() ? FocusSettles - focusMoved().elapsed() : FocusSettles;
        if (settling <= 0)
            tellScreenReaders();
        else if (!std::exchange(m_waiting, true))
            QTimer::singleShot(settling, this, &LiveText::tellWhenSettled);
    }
    Speech::instance().say(m_said);
    emit announced(m_said);
}

void LiveText::tellWhenSettled()
{
    // A line whose window was closed meanwhile has no one to tell.
    if (!window()->isVisible()) {
        m_waiting = false;
        return;
    }
    if (!isActiveWindow() || focusMoved().elapsed() < FocusSettles) {
        QTimer::singleShot(FocusSettles, this, &LiveText::tellWhenSettled);
        return;
    }
    m_waiting = false;
    // A line emptied meanwhile has nothing to say.
    if (m_announced)
        tellScreenReaders();
}

void LiveText::tellScreenReaders()
{
    // The notification's new name first (screen readers keep names they were told), then the
    // notification shown, which is the announcement.
    QAccessibleInterface *notification = QAccessible::queryAccessibleInterface(this)->child(0);
    QAccessibleEvent named(notification, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
    QAccessibleEvent shown(notification, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}

void LiveText::display(const QString &text)
{
    showText(text);
    m_announced = false;
}

void LiveText::showText(const QString &text)
{
    QLabel::setText(text);
    // Hidden while empty, its place kept: nothing to read.
    setVisible(!text.isEmpty());
}

void LiveText::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_announced)
        showText({});
    QLabel::changeEvent(event);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/livetext.h"

#include "ui/access/speech.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QTextDocumentFragment>

namespace ferz {

namespace {

// A line of text that screen readers treat as a notification.
class AccessibleLiveText : public QAccessibleWidget {
public:
    explicit AccessibleLiveText(LiveText *label) : QAccessibleWidget(label, QAccessible::Notification) {}

    QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Name)
            return QAccessibleWidget::text(t);
        const auto *label = static_cast<const LiveText *>(widget());
        if (!label->accessibleName().isEmpty())
            return label->accessibleName();
        const bool rich = label->textFormat() == Qt::RichText
            || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        return rich ? QTextDocumentFragment::fromHtml(label->text()).toPlainText() : label->text();
    }
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
    // Hidden while empty (its place kept): Orca says a bare "notification." for an empty one shown
    // with its window.
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    setVisible(false);
}

void LiveText::setText(const QString &text)
{
    const bool wasShown = isVisible();
    showText(text);
    m_announced = !text.isEmpty();
    if (text.isEmpty())
        return;
    // A line that was hidden was shown just now, which is the announcement; one already on the
    // screen is reported as shown again.
    if (wasShown) {
        QAccessibleEvent shown(this, QAccessible::ObjectShow);
        QAccessible::updateAccessibility(&shown);
    }
    Speech::instance().say(text);
    emit announced(text);
}

void LiveText::display(const QString &text)
{
    showText(text);
    m_announced = false;
}

void LiveText::showText(const QString &text)
{
    QLabel::setText(text);
    setVisible(!text.isEmpty());
}

void LiveText::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_announced)
        showText({});
    QLabel::changeEvent(event);
}

} // namespace ferz

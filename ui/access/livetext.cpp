// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/livetext.h"

#include "ui/access/accessiblefactory.h"

#include <QAccessible>

namespace ferz {

namespace {

std::function<void(const QString &)> &speaker()
{
    static std::function<void(const QString &)> function;
    return function;
}

} // namespace

LiveText::LiveText(QWidget *parent) : QLabel(parent)
{
    installAccessibleFactory();
    setTextFormat(Qt::PlainText);
}

void LiveText::setText(const QString &text)
{
    QLabel::setText(text);
    if (text.isEmpty())
        return;
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    speak(text);
    emit announced(text);
}

void LiveText::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        QLabel::clear();
    QLabel::changeEvent(event);
}

void LiveText::speak(const QString &text)
{
    if (speaker())
        speaker()(text);
}

void LiveText::setSpeaker(std::function<void(const QString &)> function)
{
    speaker() = std::move(function);
}

} // namespace ferz

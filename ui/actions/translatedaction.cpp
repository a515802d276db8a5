// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/actions/translatedaction.h"

#include <QAction>
#include <QCoreApplication>
#include <QWidget>

namespace ferz {

namespace {

constexpr const char *SourceContext = "ferzSourceContext";
constexpr const char *SourceText = "ferzSourceText";

} // namespace

void setSourceText(QAction *action, const char *context, const char *text)
{
    action->setProperty(SourceContext, QByteArray(context));
    action->setProperty(SourceText, QByteArray(text));
    action->setText(QCoreApplication::translate(context, text));
}

QAction *addTranslatedAction(QWidget *owner, const char *context, const char *text, const char *name,
                             const QKeySequence &key)
{
    auto *action = new QAction(owner);
    setSourceText(action, context, text);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(key);
    owner->addAction(action);
    return action;
}

void retranslateActions(const QObject *root)
{
    for (QAction *action : root->findChildren<QAction *>()) {
        const QVariant text = action->property(SourceText);
        if (text.isValid())
            action->setText(QCoreApplication::translate(action->property(SourceContext).toByteArray().constData(),
                                                        text.toByteArray().constData()));
    }
}

} // namespace ferz

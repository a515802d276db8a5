// SPDX-License-Identifier: GPL-3.0-or-later
// Actions and menus whose text is translated again at every change of language: the untranslated
// text and its translation context stay on the action, so one pass over a window renews them all.
#pragma once

#include <QKeySequence>

class QAction;
class QObject;
class QWidget;

namespace ferz {

// Remembers `text` (marked with QT_TR_NOOP in `context`) as the source of the action's text.
void setSourceText(QAction *action, const char *context, const char *text);
// A new action of `owner`, added to it so that its shortcut works, with the given object name.
QAction *addTranslatedAction(QWidget *owner, const char *context, const char *text, const char *name,
                             const QKeySequence &key = {});
// Sets the text of every action below `root` (itself included) that has a source text.
void retranslateActions(const QObject *root);

} // namespace ferz

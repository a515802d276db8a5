// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog to write the comments around one move: the one printed before it and the one after.
// The text is plain, in paragraphs apart by a blank line; [%…] commands are kept apart by the
// caller. A note under the boxes says how braces typed in them are saved in the game's file.
#pragma once

#include "core/pgn/pgnwriter.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace ferz {

class CommentEditor : public QDialog {
    Q_OBJECT

public:
    // `move` names the move in the title ("12…cxd5"); empty for the start of the game, which has
    // only the comment before the first move. `braces`: what a brace becomes in the game's file.
    CommentEditor(const QString &move, const QString &before, const QString &after, CommentBraces braces,
                  QWidget *parent = nullptr);

    QString before() const;
    QString after() const;
    QPlainTextEdit *afterBox() const { return m_after; }

private:
    QPlainTextEdit *m_before;
    QPlainTextEdit *m_after;
    QLabel *m_braceNote;
    QString m_originalBefore, m_originalAfter;
    QString m_shownBefore, m_shownAfter;
};

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// A game being read and annotated: moves made on the board go into the tree (the existing move
// when there is one, else a new variation, or a new main continuation when the user asks for
// that). A game read only up to an error keeps the text it could not read, so that saving never
// drops it without the user's consent.
#pragma once

#include "ui/session/gamesession.h"

#include <memory>
#include <string>

namespace ferz {

class ReviewSession : public GameSession {
    Q_OBJECT

public:
    ReviewSession(std::unique_ptr<GameTree> tree, GameSource source, QObject *parent = nullptr);

    Kind kind() const override { return Kind::Review; }
    QString statusText() const override;
    bool acceptsMoves() const override { return true; }
    // Whether moves played at a branch become the main continuation instead of a variation.
    void setNewMovesAsMainLine(bool mainLine) { m_newMovesAsMainLine = mainLine; }

    // ---- A game read up to an error ----
    // What went wrong (a sentence with its place) and the text left unread after it.
    void setReadProblem(const QString &problem, std::string unreadText);
    QString readProblem() const { return m_readProblem; }
    const std::string &unreadText() const { return m_unread; }
    // Keeps the unread text as a comment after the last move of the main line (undoable), so that
    // a save writes it back.
    void keepUnreadText();

protected:
    void takeMove(Move move, GameChange::Origin origin) override;

private:
    std::unique_ptr<GameTree> m_tree;
    bool m_newMovesAsMainLine = false;
    QString m_readProblem;
    std::string m_unread;
};

} // namespace ferz

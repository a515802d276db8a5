// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's annotation of a game as one undoable edit ("Annotate with Engine"): every
// evaluation, symbol, better line and the summary of an AnnotationPlan go in together and come
// out together. The lines added are taken out of the tree on undo and put back on redo, the very
// same nodes, so that pointers other commands keep stay valid (as in editcommands.h).
#pragma once

#include "core/engine/annotationplan.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace ferz {

class GameSession;

class AnnotateCommand : public QUndoCommand {
public:
    // `plan` was made for the session's tree as it is now.
    AnnotateCommand(GameSession &session, const AnnotationPlan &plan);
    void redo() override;
    void undo() override;

private:
    struct Edit {
        GameNode *node;
        Annotations before, after;
    };
    struct Line {
        GameNode *parent;
        std::vector<Move> moves;
        GameNode *top = nullptr; // the line's first node, once added
        int index = 0; // its place among the parent's children
        std::unique_ptr<GameNode> taken; // the line while the command is undone
    };

    GameSession &m_session;
    std::vector<Edit> m_edits;
    std::vector<Line> m_lines;
};

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis ▸ Annotate with Engine: asks how deeply to look (AnnotateDialog), runs the engine over
// the main line of the game shown in the background (GameAnnotator) with a progress bar and Cancel
// under the notation while the window stays usable, and puts the result on the session's undo
// stack as one edit (AnnotateCommand). Under the notation it also shows the evaluation graph of
// the game shown, whenever the game holds evaluations.
//
// A reviewed game can be annotated at any time; a game being played only once it is over (the
// engine's verdicts during a game would be help from an engine; the moves so far can be annotated
// after the game, or now by reviewing the file). The game may be edited or walked through while
// the engine works: its verdicts go in when its main line still starts with the analysed moves,
// else the user is told and nothing changes. Showing another game stops the annotation. A game
// that comes out with moves marked ? or ?? is handed on (annotated()) for the course's puzzles.
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QWidget;

namespace ferz {

class EvalGraph;
class GameTree;
class GameAnnotator;
class GameSession;
class Workspace;
class ViewSettings;
struct WindowActions;

class AnnotateCommands : public QObject {
    Q_OBJECT

public:
    AnnotateCommands(QWidget *window, Workspace *workspace, ViewSettings &settings, const WindowActions &actions);

    // Asks how deeply, then starts annotating the game shown.
    void annotate();
    // Stops the annotation under way; the game stays as it is.
    void cancel();
    bool isRunning() const;

    // The progress bar and the graph, for the window to put under the notation.
    QWidget *pane() const { return m_pane; }
    // For tests and screenshots.
    GameAnnotator *annotator() const { return m_annotator; }
    EvalGraph *graph() const { return m_graph; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }

signals:
    // The game just annotated, copied, when it has moves marked ? or ?? (puzzles for the course).
    void annotated(std::shared_ptr<const ferz::GameTree> game);

private:
    void bind(GameSession *session);
    void refreshAction();
    void progressed(int done, int total);
    void finished();
    void failed(const QString &reason);
    void stop();
    void showPane();
    void say(const QString &text);

    QWidget *m_window;
    Workspace *m_workspace;
    ViewSettings &m_settings;
    QAction *m_action;
    GameAnnotator *m_annotator;
    QPointer<GameSession> m_target; // the session being annotated
    QPointer<GameSession> m_shown;
    QWidget *m_pane;
    QWidget *m_bar;
    QLabel *m_label;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    EvalGraph *m_graph;
};

} // namespace ferz

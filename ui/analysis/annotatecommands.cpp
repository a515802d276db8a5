// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/annotatecommands.h"

#include "core/course/puzzle.h"
#include "core/engine/enginediscovery.h"
#include "core/engine/gameannotator.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "translations/languages.h"
#include "ui/actions/windowactions.h"
#include "ui/analysis/annotatecommand.h"
#include "ui/analysis/annotatedialog.h"
#include "ui/analysis/evalgraph.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"

#include <QAction>
#include <QBuffer>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace ferz {

AnnotateCommands::AnnotateCommands(QWidget *window, Workspace *workspace, ViewSettings &settings,
                                   const WindowActions &actions)
    : QObject(window), m_window(window), m_workspace(workspace), m_settings(settings), m_action(actions.annotateGame),
      m_annotator(new GameAnnotator(this)), m_pane(new QWidget(window)), m_bar(new QWidget(m_pane)),
      m_label(new QLabel(m_bar)), m_progress(new QProgressBar(m_bar)), m_cancel(new QPushButton(m_bar)),
      m_graph(new EvalGraph(m_pane))
{
    m_pane->setObjectName(QStringLiteral("annotationPane"));
    m_label->setObjectName(QStringLiteral("annotationStatus"));
    m_progress->setObjectName(QStringLiteral("annotationProgress"));
    m_progress->setTextVisible(false);
    m_cancel->setObjectName(QStringLiteral("cancelAnnotation"));
    auto *bar = new QHBoxLayout(m_bar);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_label);
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(m_pane);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->addWidget(m_bar);
    layout->addWidget(m_graph);
    m_bar->hide();

    connect(m_action, &QAction::triggered, this, &AnnotateCommands::annotate);
    connect(m_cancel, &QPushButton::clicked, this, &AnnotateCommands::cancel);
    connect(m_annotator, &GameAnnotator::progressed, this, &AnnotateCommands::progressed);
    connect(m_annotator, &GameAnnotator::finished, this, &AnnotateCommands::finished);
    connect(m_annotator, &GameAnnotator::failed, this, &AnnotateCommands::failed);
    connect(m_graph, &EvalGraph::valuesChanged, this, &AnnotateCommands::showPane);
    connect(workspace, &Workspace::sessionChanged, this, &AnnotateCommands::bind);
    if (workspace->session())
        bind(workspace->session());
    else
        showPane();
}

bool AnnotateCommands::isRunning() const
{
    return m_annotator->isRunning();
}

void AnnotateCommands::bind(GameSession *session)
{
    if (isRunning() && session != m_target) {
        m_annotator->cancel();
        stop();
        say(tr("The annotation stopped: another game is shown."));
    }
    m_graph->setSession(session);
    if (m_shown)
        disconnect(m_shown, &GameSession::changed, this, &AnnotateCommands::refreshAction);
    m_shown = session;
    connect(session, &GameSession::changed, this, &AnnotateCommands::refreshAction);
    refreshAction();
    showPane();
}

void AnnotateCommands::refreshAction()
{
    const auto *play = qobject_cast<const PlaySession *>(m_workspace->session());
    const bool playing = play && !play->game().isOver();
    m_action->setEnabled(!isRunning() && !playing);
    m_action->setToolTip(playing           ? tr("A game being played can be annotated once it is over")
                             : isRunning() ? tr("The engine is annotating a game")
                                           : tr("Let the engine judge every move of the main line"));
}

void AnnotateCommands::annotate()
{
    GameSession *session = m_workspace->session();
    if (!m_action->isEnabled() || !session)
        return;
    const QString engine = findEngine(m_settings.values().enginePath);
    if (engine.isEmpty()) {
        QMessageBox::information(m_window, tr("Annotate with Engine"),
                                 tr("No chess engine was found. Install Stockfish (the Debian package stockfish) "
                                    "or choose an engine with Analysis ▸ Choose Engine."));
        return;
    }
    AnnotateDialog dialog(m_settings.values(), engine, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_settings.change([&dialog](AppSettings &settings) { dialog.store(settings); });
    m_target = session;
    m_annotator->setProgram(engine);
    m_annotator->start(session->tree(), dialog.limits());
    m_label->setText(tr("Annotating with %1").arg(QFileInfo(engine).fileName()));
    m_cancel->setText(tr("Cancel"));
    m_progress->setRange(0, m_annotator->positionCount());
    m_progress->setValue(0);
    m_bar->show();
    showPane();
    refreshAction();
}

void AnnotateCommands::progressed(int done, int total)
{
    const QString name = m_annotator->engine()->engineName();
    m_label->setText(tr("Annotating with %1: position %2 of %3").arg(name).arg(done).arg(total));
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void AnnotateCommands::finished()
{
    GameSession *session = m_target;
    stop();
    if (!session)
        return;
    const std::optional<AnnotationPlan> plan =
        planAnnotation(session->tree(), m_annotator->analysis(), translationsOf(summaryContext(), summaryTemplate()));
    if (!plan) {
        say(tr("The game's moves changed while the engine was looking at them, so nothing was added. Annotate "
               "it again."));
        return;
    }
    session->push(new AnnotateCommand(*session, *plan));
    say(tr("Annotated. White: %1 ?!, %2 ?, %3 ??. Black: %4 ?!, %5 ?, %6 ??. Edit ▸ Undo takes the whole annotation "
           "back.")
            .arg(plan->white.inaccuracies)
            .arg(plan->white.mistakes)
            .arg(plan->white.blunders)
            .arg(plan->black.inaccuracies)
            .arg(plan->black.mistakes)
            .arg(plan->black.blunders));
    if (!puzzleMoves(session->tree()).empty()) {
        // A copy through PGN: the session's tree goes on changing.
        QByteArray pgn = QByteArray::fromStdString(writePgn(session->tree()));
        QBuffer buffer(&pgn);
        buffer.open(QIODevice::ReadOnly);
        PgnReader reader(&buffer);
        PgnGame game;
        if (reader.readGame(game))
            emit annotated(std::make_shared<const GameTree>(std::move(game.tree)));
    }
}

void AnnotateCommands::failed(const QString &reason)
{
    stop();
    say(tr("The annotation stopped: %1 The game is unchanged.").arg(reason));
}

void AnnotateCommands::cancel()
{
    if (!isRunning())
        return;
    m_annotator->cancel();
    stop();
    say(tr("The annotation was cancelled; the game is unchanged."));
}

void AnnotateCommands::stop()
{
    m_target = nullptr;
    m_bar->hide();
    showPane();
    refreshAction();
}

void AnnotateCommands::showPane()
{
    // An empty graph would only take room from the notation while the engine works.
    m_graph->setVisible(m_graph->hasValues());
    m_pane->setVisible(!m_bar->isHidden() || m_graph->hasValues());
}

void AnnotateCommands::say(const QString &text)
{
    emit m_workspace->message(text);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/puzzleimport.h"

#include "core/course/puzzlemaker.h"
#include "core/engine/enginediscovery.h"
#include "core/pgn/pgnreader.h"
#include "ui/course/learners.h"

#include <QFile>
#include <QFileDialog>
#include <QProgressDialog>
#include <QWidget>

namespace ferz {

namespace {

// Deep enough to tell half a pawn, quick enough for a game's mistakes in a minute or so.
constexpr int PuzzleDepth = 14;

} // namespace

PuzzleImport::PuzzleImport(QWidget *window, Learners &learners)
    : QObject(window), m_window(window), m_learners(learners), m_maker(std::make_unique<PuzzleMaker>())
{
    connect(m_maker.get(), &PuzzleMaker::progressed, this, [this](int done, int total) {
        if (m_progress) {
            m_progress->setMaximum(total);
            m_progress->setValue(done);
        }
    });
    connect(m_maker.get(), &PuzzleMaker::finished, this, &PuzzleImport::finished);
    connect(m_maker.get(), &PuzzleMaker::failed, this, [this](const QString &reason) {
        delete m_progress;
        emit done(tr("No puzzles were made: %1").arg(reason));
    });
}

PuzzleImport::~PuzzleImport() = default;

void PuzzleImport::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Make Puzzles From Annotated Games"), QString(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        makeFrom(path);
}

void PuzzleImport::makeFrom(const QString &path)
{
    if (m_maker->isRunning())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        emit done(tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return;
    }
    std::vector<std::shared_ptr<const GameTree>> games;
    PgnReader reader(&file);
    for (auto game = std::make_unique<PgnGame>(); reader.readGame(*game); game = std::make_unique<PgnGame>())
        games.push_back(std::make_shared<const GameTree>(std::move(game->tree)));
    // A file without marked moves is done at once.
    if (!start(std::move(games)) || !m_maker->isRunning())
        return;
    m_progress = new QProgressDialog(tr("Weighing the marked moves…"), tr("Cancel"), 0, 0, m_window);
    m_progress->setWindowTitle(tr("Make Puzzles"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_progress, &QProgressDialog::canceled, this, [this] {
        m_maker->cancel();
        emit done(tr("Making puzzles was cancelled."));
    });
}

void PuzzleImport::makeQuietly(std::shared_ptr<const GameTree> game)
{
    if (!m_maker->isRunning())
        start({std::move(game)});
}

bool PuzzleImport::start(std::vector<std::shared_ptr<const GameTree>> games)
{
    const QString engine = findEngine(m_engine);
    if (engine.isEmpty()) {
        emit done(tr("No chess engine was found to weigh the moves: install Stockfish, or choose one with "
                     "Analysis ▸ Choose Engine…"));
        return false;
    }
    m_maker->setProgram(engine);
    SearchLimits limits;
    limits.depth = PuzzleDepth;
    m_maker->start(std::move(games), limits);
    return true;
}

void PuzzleImport::finished()
{
    delete m_progress;
    const int marked = m_maker->mistakeCount();
    if (marked == 0) {
        emit done(tr("The file has no move marked ? or ??: annotate its games with the engine first."));
        return;
    }
    const int added = m_learners.addPuzzles(m_maker->puzzles());
    emit done(added < 0 ? m_learners.problem()
                        : tr("New puzzles: %1, from %2 moves marked ? or ??.").arg(added).arg(marked));
}

} // namespace ferz

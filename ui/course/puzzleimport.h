// SPDX-License-Identifier: GPL-3.0-or-later
// The course window's Make Puzzles: a PGN file of games annotated with the engine (Analysis ▸
// Annotate with Engine, or ferz-cli annotate) is read, the engine weighs each move marked ? or ??
// (PuzzleMaker) while a progress dialog can cancel it, and the puzzles join the learner's set.
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>
#include <vector>

class QProgressDialog;
class QWidget;

namespace ferz {

class GameTree;
class Learners;
class PuzzleMaker;

class PuzzleImport : public QObject {
    Q_OBJECT

public:
    PuzzleImport(QWidget *window, Learners &learners);
    ~PuzzleImport() override;

    // The engine to run (empty: Stockfish, wherever it is installed).
    void setEngine(const QString &program) { m_engine = program; }
    // Asks for the file, then makes its puzzles.
    void chooseFile();
    // Makes the puzzles of the annotated games in `path`; done() says how it went.
    void makeFrom(const QString &path);
    // Makes the puzzles of a game just annotated, without a progress dialog; while puzzles are
    // being made, the game is left out.
    void makeQuietly(std::shared_ptr<const GameTree> game);

signals:
    // A sentence for the learner: how many puzzles were added, or why none could be.
    void done(const QString &message);

private:
    // Starts the maker on `games`; false (after done()) without an engine.
    bool start(std::vector<std::shared_ptr<const GameTree>> games);
    void finished();

    QWidget *m_window;
    Learners &m_learners;
    QString m_engine;
    std::unique_ptr<PuzzleMaker> m_maker;
    QPointer<QProgressDialog> m_progress;
};

} // namespace ferz

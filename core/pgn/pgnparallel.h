// SPDX-License-Identifier: GPL-3.0-or-later
// Reading one PGN file on several threads. The file is cut into pieces at lines that start a tag
// section, each piece is read by its own PgnReader on a worker thread, and the games come back on
// the calling thread in file order, numbered and placed (lines, errors) exactly as one reader
// reading the whole file gives them.
//
// A cut is only a guess: a piece is read until the first game that begins at or after its end,
// and the next piece is valid only when that game begins exactly at the cut. When it does not (a
// game runs over the cut, or the line that looked like a game's start is inside one), the next
// piece is read again from where that game begins, so the result never depends on the cuts. At
// most a few pieces are held at once, whatever the size of the file.
#pragma once

#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnvisitor.h"

#include <QFile>
#include <QString>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>
#include <vector>

namespace ferz {

// Where a file of `size` bytes may be cut into pieces of about `pieceBytes` (larger for a file of
// more than a few thousand such pieces): the start of a line `[Name "…` that follows a non-blank
// line that is not a tag pair. Increasing; may be empty.
std::vector<std::int64_t> pgnCutPoints(QIODevice *device, std::int64_t pieceBytes);

// A game as a piece reader saw it, with the value the caller made of it on the worker thread.
template <typename T> struct PgnPieceGame {
    int number = 0; // 1-based, in the whole file
    std::int64_t begin = 0, end = 0, line = 0; // as in PgnGame
    int plies = 0, moves = 0;
    std::vector<PgnError> errors;
    T value {};
};

// Reads the games of one piece of a file: those that begin before `stop` (-1: to the end).
class PgnPieceReader {
public:
    // `goOn` is asked after each block read; false ends the piece there (see cancelled()).
    PgnPieceReader(const QString &path, TextEncoding encoding, std::int64_t start, std::int64_t stop,
                   const std::function<bool()> &goOn = {});
    // False when the file cannot be read.
    bool isOpen() const { return m_reader.has_value(); }
    // The next game of the piece, as PgnReader::readGame gives it; false after its last one.
    bool readGame(PgnGame &game, PgnReader::Mode mode);
    bool readGame(PgnGame &game, PgnVisitor &visitor);
    bool readGame(PgnGame &game, PgnChecker &checker);
    // After the last game: where the first game at or after `stop` begins (-1 at the end of the
    // input), and the line breaks from the piece's start to there.
    std::int64_t nextGame() const { return m_nextGame; }
    std::int64_t lineBreaks() const { return m_lineBreaks; }
    // The number the piece's reader gave its first game: games are numbered within the piece.
    int firstNumber() const { return m_start == 0 ? 1 : 2; }
    bool cancelled() const { return m_reader && m_reader->cancelled(); }

private:
    // Whether the game read (`read`) is one of the piece's.
    bool inPiece(bool read, const PgnGame &game);

    QFile m_file;
    std::optional<PgnReader> m_reader;
    std::int64_t m_start;
    std::int64_t m_stop;
    bool m_ended = false;
    std::int64_t m_nextGame = -1;
    std::int64_t m_lineBreaks = 0;
};

struct PgnParallelOptions {
    int threads = 2;
    PgnReader::Mode mode = PgnReader::Mode::Full;
    TextEncoding encoding = TextEncoding::Auto;
    std::int64_t pieceBytes = 4 << 20;
    // Called on the calling thread now and then (after each block or piece read, and every tenth
    // of a second while it waits) with the bytes read so far; false cancels, within a game too.
    std::function<bool(std::int64_t done)> progress;
};

namespace detail {

// How the games are read for a prepare: one that is a PgnVisitor reads them itself, each reader
// through a copy of its own (so that it may keep its buffers from game to game), and calling it
// gives the value of the game it has just read; any other is called with each game's tree, built
// in the options' mode.
template <typename Prepare> class PgnReading {
public:
    static constexpr bool Visits = std::is_base_of_v<PgnVisitor, Prepare>;

    PgnReading(Prepare &prepare, PgnReader::Mode mode) : m_prepare(prepare), m_mode(mode) {}
    template <typename Reader> bool next(Reader &reader, PgnGame &game)
    {
        if constexpr (Visits)
            return reader.readGame(game, m_prepare);
        else
            return reader.readGame(game, m_mode);
    }
    auto value(PgnGame &game) { return m_prepare(game); }

private:
    std::conditional_t<Visits, Prepare, Prepare &> m_prepare;
    PgnReader::Mode m_mode;
};

// How often the caller's progress is asked while it waits for a piece.
constexpr std::chrono::milliseconds ProgressInterval(100);

template <typename T> struct PgnPiece {
    std::int64_t start = 0;
    bool opened = false;
    int firstNumber = 1;
    std::vector<PgnPieceGame<T>> games;
    std::int64_t nextGame = -1;
    std::int64_t lineBreaks = 0;
    bool cancelled = false;
};

template <typename T, typename Prepare>
PgnPiece<T> readPgnPiece(const QString &path, TextEncoding encoding, std::int64_t start, std::int64_t stop,
                         PgnReader::Mode mode, Prepare &prepare, const std::function<bool()> &goOn)
{
    PgnPiece<T> piece;
    piece.start = start;
    PgnPieceReader reader(path, encoding, start, stop, goOn);
    piece.opened = reader.isOpen();
    piece.firstNumber = reader.firstNumber();
    PgnReading<Prepare> reading(prepare, mode);
    PgnGame game;
    while (reading.next(reader, game)) {
        T value = reading.value(game);
        piece.games.push_back({game.number, game.begin, game.end, game.line, game.plies, game.moves,
                               std::move(game.errors), std::move(value)});
    }
    piece.nextGame = reader.nextGame();
    piece.lineBreaks = reader.lineBreaks();
    piece.cancelled = reader.cancelled();
    return piece;
}

} // namespace detail

// Reads the file at `path`, calling `prepare(PgnGame &)` for each game on a worker thread (its
// result is the game's value; several threads call it at once; see PgnReading for a prepare that
// is a visitor) and then `consume(PgnPieceGame<T> &)` for each game in file order on
// the calling thread; consume returns false to stop. With one thread or a file of one piece the
// games are read on the calling thread. False when the file cannot be read or consume stopped.
template <typename T, typename Prepare, typename Consume>
bool readPgnInParallel(const QString &path, const PgnParallelOptions &options, Prepare prepare, Consume consume)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const std::vector<std::int64_t> cuts = options.threads > 1 && !file.isSequential()
        ? pgnCutPoints(&file, options.pieceBytes)
        : std::vector<std::int64_t>();
    if (cuts.empty()) {
        if (!file.isSequential())
            file.seek(0);
        PgnReader reader(&file, options.encoding);
        if (options.progress)
            reader.setProgress(options.progress);
        detail::PgnReading<Prepare> reading(prepare, options.mode);
        PgnGame game;
        while (reading.next(reader, game)) {
            T value = reading.value(game);
            PgnPieceGame<T> g {
                game.number,     game.begin, game.end, game.line, game.plies, game.moves, std::move(game.errors),
                std::move(value)};
            if (!consume(g))
                return false;
        }
        return !reader.cancelled();
    }
    // The pieces after the first are read in the encoding the start of the file gave.
    file.seek(0);
    const TextEncoding later = PgnReader(&file, options.encoding).continuingEncoding();
    file.close();

    std::vector<std::int64_t> starts {0}, stops;
    starts.insert(starts.end(), cuts.begin(), cuts.end());
    stops = cuts;
    stops.push_back(-1);
    const std::size_t count = starts.size();
    const std::size_t window = 2 * static_cast<std::size_t>(options.threads);

    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::optional<detail::PgnPiece<T>>> done(count);
    std::size_t claimed = 0, consumed = 0;
    bool stopping = false;
    // Asked by the piece readers: set when the caller cancels, it ends every piece being read.
    std::atomic<bool> cancelled = false;
    const std::function<bool()> goOn = [&] { return !cancelled; };
    auto encodingOf = [&](std::int64_t start) { return start == 0 ? options.encoding : later; };
    auto work = [&] {
        for (;;) {
            std::size_t k;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return stopping || claimed >= count || claimed < consumed + window; });
                if (stopping || claimed >= count)
                    return;
                k = claimed++;
            }
            auto piece =
                detail::readPgnPiece<T>(path, encodingOf(starts[k]), starts[k], stops[k], options.mode, prepare, goOn);
            {
                std::lock_guard lock(mutex);
                done[k] = std::move(piece);
            }
            changed.notify_all();
        }
    };
    std::vector<std::thread> workers;
    for (int i = 0; i < options.threads; ++i)
        workers.emplace_back(work);

    bool complete = true;
    std::int64_t expected = 0; // where the next piece must start: the next game's begin
    std::int64_t lineBreaks = 0; // before `expected`
    int gamesBefore = 0;
    // A piece read again is read on the calling thread, which may ask the caller itself.
    const std::function<bool()> askCaller = [&] { return !options.progress || options.progress(expected); };
    for (std::size_t k = 0; k < count && expected >= 0 && complete; ++k) {
        detail::PgnPiece<T> piece;
        {
            std::unique_lock lock(mutex);
            // A piece may hold a game of any length: the caller is asked now and then meanwhile.
            while (!changed.wait_for(lock, detail::ProgressInterval, [&] { return done[k].has_value(); }))
                if (options.progress && !options.progress(expected))
                    cancelled = true;
            piece = std::move(*done[k]);
            done[k].reset();
            ++consumed;
        }
        changed.notify_all();
        if (piece.start != expected && !cancelled) // the cut was no game's start: read this piece again
            piece = detail::readPgnPiece<T>(path, encodingOf(expected), expected, stops[k], options.mode, prepare,
                                            askCaller);
        complete = piece.opened && !piece.cancelled && !cancelled;
        if (!complete)
            break;
        for (PgnPieceGame<T> &g : piece.games) {
            g.number += gamesBefore + 1 - piece.firstNumber;
            g.line += lineBreaks;
            for (PgnError &e : g.errors) {
                e.game = g.number;
                e.line += lineBreaks;
            }
            if (!consume(g)) {
                complete = false;
                break;
            }
        }
        gamesBefore += static_cast<int>(piece.games.size());
        lineBreaks += piece.lineBreaks;
        expected = piece.nextGame;
        if (complete && options.progress && !options.progress(expected >= 0 ? expected : stops[k]))
            complete = false;
    }
    {
        std::lock_guard lock(mutex);
        stopping = true;
    }
    changed.notify_all();
    for (std::thread &t : workers)
        t.join();
    return complete;
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// A PGN file as a list of games: one pass over the file builds an index (where each game lies,
// its main tags and its number of moves), any game is then read directly from its offset, and
// one game can be replaced while every other byte of the file stays as it was.
//
// Saving never trusts a stale index: the file's size and modification time, and the bytes of the
// game being replaced, must be what they were when the game was read. When another program
// changed the file, it is indexed again and the game is found by its bytes; when the game itself
// changed or the file is gone, nothing is written and the caller is told why. Saves are atomic:
// the file is either the old one or the new one, never a mix.
#pragma once

#include "core/collection/gamecollection.h"
#include "core/pgn/pgnreader.h"

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace ferz {

// A stable 64-bit fingerprint of some bytes (FNV-1a), kept across runs to recognise a game.
std::uint64_t fingerprint(std::string_view bytes);

class PgnFile : public GameCollection {
public:
    // The texts are kept once each by the index (a million games name far fewer players and
    // events), so an entry's views are valid while the index lives.
    struct Entry {
        int number = 0; // 1-based
        std::int64_t begin = 0; // byte range of the game in the file
        std::int64_t end = 0;
        std::int64_t line = 0; // line of `begin`
        GameHeaderView header;
    };

    enum class SaveError {
        None,
        FileGone, // the file no longer exists
        GameChanged, // the game as it was read is no longer in the file
        CannotRead, // the file could not be read (or shrank while it was copied)
        CannotWrite, // the new file could not be written (errorString says why)
    };
    struct SaveResult {
        SaveError error = SaveError::None;
        int index = -1; // where the game now is (another place when the file had changed)
        bool reindexed = false; // the file had changed on disk and was indexed again
        std::uint64_t hash = 0; // the fingerprint of the game as written
    };

    // Called now and then while a file is indexed (after each block of 1 MiB read, or a tenth of a
    // second of waiting) with the bytes read and the file's size; false cancels, within a game too.
    // Called on the thread that opens the file.
    using Progress = std::function<bool(std::int64_t done, std::int64_t total)>;

    // Reads the file once to index it (on every processor: a 100,000-game file takes a fraction
    // of a second); false (see errorString) when it cannot be read, is no regular file (games are
    // read again from it by offset), is in an encoding Ferz does not read (UTF-16, UTF-32), or
    // `progress` cancelled.
    bool open(const QString &path, TextEncoding encoding = TextEncoding::Auto, const Progress &progress = {});
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    // A file of Ferz's own holding games that have no file yet (pasted ones): the user's games
    // are saved only where the user says (Save As, which continues with that file and clears it).
    // open() clears it too.
    void setScratch(bool scratch) { m_scratch = scratch; }
    bool isScratch() const { return m_scratch; }
    TextEncoding encoding() const { return m_encoding; }

    int count() const override { return static_cast<int>(m_entries.size()); }
    const Entry &entry(int index) const { return m_entries[static_cast<std::size_t>(index)]; }

    // The collection's games by number (from 1): headers from the index, a game read from its
    // offset, a game replaced as saveGame() does it (as it is in the file now), a search of the
    // index.
    std::vector<GameHeader> headersOf(const std::vector<int> &numbers) override;
    bool readGame(int number, GameTree &tree) override;
    bool replaceGame(int number, const GameTree &tree) override;
    std::optional<std::vector<int>> findGames(const HeaderQuery &query) override;

    // Reads game `index` (0-based) completely, with its place and reading errors, and the
    // fingerprint of its bytes; false when the file cannot be read.
    bool readAt(int index, PgnGame &game, std::uint64_t *hash = nullptr) const;
    // The file's text from byte `begin` to `end`, as UTF-8 (e.g. what a reading error left unread).
    std::string text(std::int64_t begin, std::int64_t end) const;
    // The fingerprint of game `index`'s bytes as they are in the file now (0 when unreadable).
    std::uint64_t hashOf(int index) const;
    // The index of the game whose bytes have this fingerprint; -1 when there is none, or several.
    int find(std::uint64_t hash) const;
    // True when the file's size or modification time differ from when it was indexed or saved.
    bool changedOnDisk() const;

    // Replaces the game read at `index` (whose bytes had fingerprint `hash`) by `tree` written in
    // PGN export format, in the file's encoding; everything else stays byte for byte.
    SaveResult saveGame(int index, std::uint64_t hash, const GameTree &tree);
    // Writes the whole file, with that game replaced, to `path` (an atomic write) and continues
    // with the new file. The original must still hold the game as read.
    SaveResult saveAs(const QString &path, int index, std::uint64_t hash, const GameTree &tree);

private:
    // An entry with the texts of `header` (made on any thread) kept by the index.
    Entry entryOf(GameHeader &&header, int number, std::int64_t begin, std::int64_t end, std::int64_t line);
    std::string_view kept(std::string &&text);
    // Finds the game read at `index` again: in place when the file is as indexed, else by
    // indexing anew. Sets `result.error` and returns -1 when it is gone.
    int locate(int index, std::uint64_t hash, SaveResult &result);
    // The bytes of game `index` as they are in the file (empty when it cannot be read).
    QByteArray bytesOf(int index) const;
    // The game as it is written in place of `oldGame` (the bytes of the game it replaces): in the
    // file's encoding and with its line ends.
    std::string textToWrite(const GameTree &tree, const QByteArray &oldGame) const;
    // Writes this file with the bytes of game `index` replaced by `text` to `target`.
    bool writeReplaced(const QString &target, int index, const std::string &text, SaveResult &result);
    void rememberFileState();

    QString m_path;
    bool m_scratch = false;
    QString m_error;
    TextEncoding m_encoding = TextEncoding::Auto;
    TextEncoding m_readEncoding = TextEncoding::Auto; // for readers of one game (continuingEncoding)
    std::vector<Entry> m_entries;
    // Every text of the entries, once (a node-based set: the views stay valid as it grows); shared
    // by copies of the database.
    std::shared_ptr<std::unordered_set<std::string>> m_texts = std::make_shared<std::unordered_set<std::string>>();
    qint64 m_size = -1;
    QDateTime m_modified;
};

} // namespace ferz

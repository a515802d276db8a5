// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/gamedatabase.h"

#include "core/db/formatupgrade.h"

#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>

#include <algorithm>
#include <numeric>

namespace ferz::db {

namespace {

// The matches of a header search's texts among the names, a bit per text.
enum NameMatch : std::uint8_t {
    PlayerMatch = 1,
    WhiteMatch = 2,
    BlackMatch = 4,
    EventMatch = 8,
    SiteMatch = 16,
};

std::vector<std::uint8_t> nameMatches(const HeaderQuery &q, const std::vector<std::string> &names)
{
    const std::pair<const std::string &, NameMatch> texts[] = {{q.player, PlayerMatch},
                                                               {q.white, WhiteMatch},
                                                               {q.black, BlackMatch},
                                                               {q.event, EventMatch},
                                                               {q.site, SiteMatch}};
    std::vector<std::uint8_t> matches(names.size(), 0);
    for (const auto &[text, bit] : texts)
        if (!text.empty())
            for (std::size_t id = 0; id < names.size(); ++id)
                if (textContains(names[id], text))
                    matches[id] |= bit;
    return matches;
}

// As HeaderQuery::matches reads a header, from its columns.
bool headMatches(const HeaderQuery &q, const HeadIds &h, const std::vector<std::uint8_t> &names,
                 const std::vector<std::string> &texts)
{
    auto name = [&](std::uint32_t id, NameMatch bit) { return id < names.size() && (names[id] & bit); };
    if ((!q.player.empty() && !name(h.white, PlayerMatch) && !name(h.black, PlayerMatch))
        || (!q.white.empty() && !name(h.white, WhiteMatch)) || (!q.black.empty() && !name(h.black, BlackMatch))
        || (!q.event.empty() && !name(h.event, EventMatch)) || (!q.site.empty() && !name(h.site, SiteMatch)))
        return false;
    if (q.fromDay > 0 || q.toDay > 0) {
        const int day = dayOfCode(h.date, texts);
        if ((q.fromDay > 0 && day < q.fromDay) || (q.toDay > 0 && (day < 1 || day > q.toDay)))
            return false;
    }
    return (q.result < 0 || static_cast<int>(h.result) - 1 == q.result)
        && (q.eco.empty() || ecoText(h.eco, texts).starts_with(q.eco))
        && (q.minElo <= 0 || (static_cast<int>(h.whiteElo) >= q.minElo && static_cast<int>(h.blackElo) >= q.minElo));
}

} // namespace

bool isDatabaseFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3", 16);
}

GameDatabase::GameDatabase() = default;

GameDatabase::~GameDatabase()
{
    close();
}

bool GameDatabase::fail(DatabaseError error, const QString &detail)
{
    m_error = error;
    m_detail = detail;
    return false;
}

bool GameDatabase::failFromReader(DatabaseError error, const QString &detail)
{
    std::lock_guard lock(m_errorLock);
    return fail(error, detail);
}

bool GameDatabase::failRead()
{
    return fail(DatabaseError::CannotRead, m_db.errorText());
}

bool GameDatabase::open(const QString &path)
{
    close();
    m_path = path;
    const QFileInfo info(path);
    if (!info.isFile())
        return fail(DatabaseError::CannotOpen);
    m_readOnly = !info.isWritable();
    if (!m_db.open(path, m_readOnly ? Sqlite::Mode::ReadOnly : Sqlite::Mode::ReadWrite))
        return fail(DatabaseError::CannotOpen, m_db.errorText());
    m_db.exec(SmallCache);
    SqliteStatement version = m_db.prepare("SELECT value FROM meta WHERE key = 'ferz-games'");
    if (!version.step()) {
        const QString why = m_db.errorText();
        close();
        return fail(DatabaseError::NotADatabase, why);
    }
    m_version = static_cast<int>(version.integer(0));
    version.reset();
    const bool upgradable = m_version >= OldestUpgradable && m_version < Version;
    if (upgradable && !m_readOnly) {
        QString why;
        if (!checkTables()) {
            close();
            return false;
        }
        if (!upgradeFormat(m_db, why)) {
            close();
            return fail(DatabaseError::CannotWrite,
                        tr("its format %1 could not be brought up to date: %2").arg(m_version).arg(why));
        }
        m_version = Version;
    }
    if (m_version != Version) {
        close();
        if (m_version < 1)
            return fail(DatabaseError::NotADatabase);
        const QString why = upgradable
            ? tr("its format is %1; Ferz brings it up to format %2 when the file may be written")
            : tr("its format is %1, this Ferz reads format %2");
        return fail(m_version > Version ? DatabaseError::NewerVersion : DatabaseError::OldVersion,
                    why.arg(m_version).arg(Version));
    }
    if (!checkTables()) {
        close();
        return false;
    }
    m_reader = std::make_unique<ChunkReader>(*this, m_db);
    if (!loadChunks()) {
        close();
        return false;
    }
    // Damaged lines or records do not keep the games from being listed: the searches that need
    // them say so.
    lineTotals();
    m_error = DatabaseError::None;
    m_detail.clear();
    return true;
}

bool GameDatabase::checkTables()
{
    for (const char *columns :
         {"key, value FROM meta", "id, name FROM names", "id, games FROM chunks", "id, data FROM searches",
          "id, data FROM moves", "id, data FROM heads", "id, data FROM extras", "id, data FROM lines"}) {
        SqliteStatement q = m_db.prepare(std::string("SELECT ") + columns + " LIMIT 0");
        if (!q.isValid() || !q.run())
            return fail(DatabaseError::Damaged, m_db.errorText());
    }
    return true;
}

// The count sizes the lists and the searches: it must be what the chunks hold. A chunk's rows are
// checked as they are read (a missing one is damage there).
bool GameDatabase::loadChunks()
{
    m_chunks.clear();
    m_count = 0;
    m_lines.reset();
    m_records.reset();
    m_lineTotals.reset();
    m_names.reset();
    m_headsChunk = -1;
    const std::int64_t dataVersion = m_db.dataVersion();
    // Another Ferz may have brought the file to a newer format while it was open here: nothing of
    // it is read or written in this one's (until then, every read tries again and says so).
    SqliteStatement format = m_db.prepare("SELECT value FROM meta WHERE key = 'ferz-games'");
    if (format.step() && format.integer(0) != Version)
        return fail(DatabaseError::NewerVersion,
                    tr("another Ferz has brought its format to %1 meanwhile").arg(format.integer(0)));
    format.reset();
    m_dataVersion = dataVersion;
    SqliteStatement stored = m_db.prepare("SELECT value FROM meta WHERE key = 'games'");
    if (!stored.step())
        return stored.failed() ? failRead() : fail(DatabaseError::Damaged, tr("its number of games is missing"));
    const std::string text(stored.text(0));
    stored.reset();
    const bool number = !text.empty() && text.size() < 12
        && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!number)
        return fail(DatabaseError::Damaged,
                    tr("its number of games, “%1”, is no count").arg(QString::fromStdString(text)));
    const std::int64_t games = std::stoll(text);
    if (games > MaxGames)
        return fail(DatabaseError::Damaged, tr("it claims %1 games, more than a database holds").arg(games));
    SqliteStatement q = m_db.prepare("SELECT id, games FROM chunks ORDER BY id");
    std::int64_t total = 0;
    while (q.step()) {
        const std::int64_t held = q.integer(1);
        if (held < 1 || held > ChunkGames)
            return fail(DatabaseError::Damaged, tr("its chunk %1 claims %2 games").arg(q.integer(0)).arg(held));
        if (total + held > games)
            return fail(DatabaseError::Damaged, tr("its chunks hold more than its %1 games").arg(games));
        m_chunks.push_back({q.integer(0), static_cast<int>(held), static_cast<int>(total) + 1});
        total += held;
    }
    if (q.failed())
        return failRead();
    if (total != games)
        return fail(DatabaseError::Damaged, tr("it claims %1 games, but its chunks hold %2").arg(games).arg(total));
    m_count = static_cast<int>(games);
    return true;
}

bool GameDatabase::refresh()
{
    if (m_db.dataVersion() == m_dataVersion)
        return true;
    return loadChunks();
}

void GameDatabase::close()
{
    m_reader.reset();
    m_db.close();
    m_count = 0;
    m_chunks.clear();
    m_lines.reset();
    m_records.reset();
    m_lineTotals.reset();
    m_names.reset();
    m_headsChunk = -1;
}

std::pair<int, int> GameDatabase::chunkOf(int id) const
{
    const auto after = std::upper_bound(m_chunks.begin(), m_chunks.end(), id,
                                        [](int game, const ChunkInfo &c) { return game < c.first; });
    const auto k = static_cast<int>(after - m_chunks.begin()) - 1;
    return {k, id - m_chunks[static_cast<std::size_t>(k)].first};
}

const OpeningLines *GameDatabase::lines()
{
    if (m_lines)
        return &*m_lines;
    SqliteStatement q = m_db.prepare("SELECT data FROM lines WHERE id = 0");
    if (!q.step())
        return q.failed() ? (failRead(), nullptr)
                          : (fail(DatabaseError::Damaged, tr("its opening lines are missing")), nullptr);
    m_lines = OpeningLines::fromBytes(q.blob(0));
    if (!m_lines)
        fail(DatabaseError::Damaged, tr("its opening lines cannot be read"));
    return m_lines ? &*m_lines : nullptr;
}

const HeldRecords *GameDatabase::records()
{
    if (m_records || !HeldRecords::fit(m_count, m_memoryBudget))
        return m_records ? &*m_records : nullptr;
    HeldRecords held(m_count, chunkCount());
    // The rows in the order of their ids, as the chunks are.
    SqliteStatement q = m_db.prepare("SELECT id, data FROM searches ORDER BY id");
    std::size_t k = 0;
    while (k < m_chunks.size() && q.step()) {
        const std::int64_t id = q.integer(0);
        for (; k < m_chunks.size() && m_chunks[k].id < id; ++k) {}
        if (k == m_chunks.size() || m_chunks[k].id != id)
            continue;
        const ChunkInfo &c = m_chunks[k];
        if (const std::string_view bytes = q.blob(1); SearchesView(bytes, c.games).valid())
            held.hold(static_cast<int>(k), c.first - 1, bytes);
        ++k;
    }
    m_records = std::move(held);
    return &*m_records;
}

const LineTotals *GameDatabase::lineTotals()
{
    if (!m_lineTotals) {
        const OpeningLines *lines = this->lines();
        const HeldRecords *held = records();
        if (lines && held)
            m_lineTotals = LineTotals::build(*lines, *held, m_count);
    }
    return m_lineTotals ? &*m_lineTotals : nullptr;
}

const std::vector<std::string> *GameDatabase::names()
{
    if (m_names)
        return &*m_names;
    // Names are numbered from 1: each takes a few bytes of the file, which bounds their numbers.
    SqliteStatement last = m_db.prepare("SELECT ifnull(max(id), 0) FROM names");
    if (!last.step())
        return failRead(), nullptr;
    const std::int64_t rows = last.integer(0);
    if (rows < 0 || rows > QFileInfo(m_path).size())
        return fail(DatabaseError::Damaged, tr("its names are numbered up to %1").arg(rows)), nullptr;
    std::vector<std::string> names(static_cast<std::size_t>(rows) + 1);
    SqliteStatement q = m_db.prepare("SELECT id, name FROM names");
    while (q.step()) {
        const std::int64_t id = q.integer(0);
        if (id < 1 || id > rows)
            return fail(DatabaseError::Damaged, tr("its name number %1 is no number of a name").arg(id)), nullptr;
        names[static_cast<std::size_t>(id)] = q.text(1);
    }
    if (q.failed())
        return failRead(), nullptr;
    m_names = std::move(names);
    return &*m_names;
}

bool GameDatabase::beginReading()
{
    // A read takes the shared lock that keeps writers out until the end: connections a search opens
    // meanwhile read the file as this one does.
    return m_db.exec("BEGIN") && m_db.exec("SELECT 1 FROM meta LIMIT 1") ? refresh() : failRead();
}

void GameDatabase::endReading()
{
    m_reader->release();
    m_db.exec("COMMIT");
}

bool GameDatabase::headsOf(int k, std::vector<HeadIds> &heads)
{
    if (k == m_headsChunk) {
        heads = m_heads;
        return true;
    }
    std::string row, bytes;
    if (!readRow(Part::Heads, k, row))
        return false;
    if (!unpackRow(row, bytes)
        || !decodeHeads(bytes, static_cast<std::size_t>(m_chunks[static_cast<std::size_t>(k)].games), heads))
        return fail(DatabaseError::Damaged, tr("the headers of its chunk %1 cannot be read").arg(k));
    m_headsChunk = k;
    m_heads = heads;
    return true;
}

std::vector<GameHeader> GameDatabase::headers(int first, int n)
{
    std::vector<int> games(static_cast<std::size_t>(std::max(std::min(n, m_count - first + 1), 0)));
    std::iota(games.begin(), games.end(), first);
    return headersOf(games);
}

std::vector<GameHeader> GameDatabase::headersOf(const std::vector<int> &games)
{
    std::vector<GameHeader> list(games.size());
    if (!isOpen() || games.empty() || !refresh())
        return list;
    const std::vector<std::string> *texts = names();
    if (!texts)
        return list;
    // In the order of their chunks, each chunk's headers read once.
    std::vector<std::size_t> order(games.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return games[a] < games[b]; });
    std::vector<HeadIds> heads;
    int loaded = -1;
    for (const std::size_t row : order) {
        const int id = games[row];
        if (id < 1 || id > m_count)
            continue;
        const auto [k, i] = chunkOf(id);
        if (k != loaded && !headsOf(k, heads))
            return list;
        loaded = k;
        if (!headerOf(heads[static_cast<std::size_t>(i)], *texts, list[row])) {
            fail(DatabaseError::Damaged, tr("the header of game %1 names no name").arg(id));
            list[row] = GameHeader();
        }
    }
    return list;
}

bool GameDatabase::readGame(int id, GameTree &tree)
{
    if (!isOpen() || !refresh() || id < 1 || id > m_count)
        return false;
    const auto [k, i] = chunkOf(id);
    const std::vector<GameHeader> header = headersOf({id});
    // The game's moves alone (one block), and its record from memory when the records are held
    // already (after an edit they are read again by the next search, not for one game). The
    // block is let go at the end: an open one would keep another connection from writing.
    const auto release = qScopeGuard([this] { m_reader->release(); });
    std::string searches, packed, extras;
    SomeParts moves;
    std::string_view held = m_records ? m_records->chunk(k) : std::string_view();
    if (held.empty() && readRow(Part::Searches, k, searches))
        held = searches;
    if (held.empty() || !m_reader->readMovesOf(k, {i}, moves) || !readRow(Part::Extras, k, packed))
        return false;
    const int games = m_chunks[static_cast<std::size_t>(k)].games;
    const SearchesView searchView(held, games);
    if (!searchView.valid() || !unpackRow(packed, extras))
        return fail(DatabaseError::Damaged, tr("game %1 cannot be read").arg(id));
    const PartsView extrasView(extras, games);
    if (!extrasView.valid()
        || !decodeGame(header.front(), moves.at(0), extrasView.at(i), searchView.at(i).flags & SearchRecord::Setup,
                       tree))
        return fail(DatabaseError::Damaged, tr("game %1 cannot be read").arg(id));
    return true;
}

bool GameDatabase::readRows(int k, ChunkRows &rows)
{
    std::string *into[] = {&rows.searches, &rows.moves, &rows.heads, &rows.extras};
    for (const Part part : Parts)
        if (!readRow(part, k, *into[static_cast<int>(part)]))
            return false;
    return true;
}

std::optional<std::uint64_t> GameDatabase::fingerprint(int id)
{
    if (!isOpen() || !refresh() || id < 1 || id > m_count)
        return std::nullopt;
    const auto [k, i] = chunkOf(id);
    Chunk chunk;
    ChunkRows rows;
    if (!readRows(k, rows))
        return std::nullopt;
    if (!chunk.read(rows, m_chunks[static_cast<std::size_t>(k)].games))
        return fail(DatabaseError::Damaged, tr("game %1 cannot be read").arg(id)), std::nullopt;
    const auto at = static_cast<std::size_t>(i);
    std::string bytes = chunk.moves[at] + chunk.extras[at] + encodeHeads({chunk.heads[at]});
    // FNV-1a: a change of any byte changes it.
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (const char c : bytes)
        hash = (hash ^ static_cast<std::uint8_t>(c)) * 0x100000001b3ull;
    return hash;
}

std::optional<std::vector<int>> GameDatabase::findGames(const HeaderQuery &query)
{
    if (!isOpen() || !refresh())
        return std::nullopt;
    const std::vector<std::string> *texts = names();
    if (!texts)
        return std::nullopt;
    const std::vector<std::uint8_t> matches = nameMatches(query, *texts);
    std::vector<int> found;
    std::vector<HeadIds> heads;
    for (int k = 0; k < chunkCount(); ++k) {
        if (!headsOf(k, heads))
            return std::nullopt;
        const int first = m_chunks[static_cast<std::size_t>(k)].first;
        for (std::size_t i = 0; i < heads.size(); ++i)
            if (headMatches(query, heads[i], matches, *texts))
                found.push_back(first + static_cast<int>(i));
    }
    return found;
}

} // namespace ferz::db

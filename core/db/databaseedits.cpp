// SPDX-License-Identifier: GPL-3.0-or-later
// The changes of a game database (gamedatabase.h): each is one DatabaseEdit, one transaction that
// reads the chunks it touches, changes them in memory and writes them back.
#include "core/db/gamedatabase.h"

#include <algorithm>
#include <map>
#include <set>

namespace ferz::db {

// Removals are applied when the edit is written, so that every number an edit is given is the
// number of the game before the edit; added games go after all of them.
class DatabaseEdit {
public:
    explicit DatabaseEdit(GameDatabase &database) : m_database(database) {}
    ~DatabaseEdit()
    {
        if (m_begun)
            m_database.m_db.exec("ROLLBACK");
    }
    DatabaseEdit(const DatabaseEdit &) = delete;
    DatabaseEdit &operator=(const DatabaseEdit &) = delete;

    bool begin();
    bool replace(int id, const GameTree &tree);
    bool append(const GameTree &tree);
    bool remove(int id);
    bool commit();

private:
    bool failWrite() { return m_database.fail(DatabaseError::CannotWrite, m_database.m_db.writeFailure()); }
    Chunk *chunk(int k);
    bool noGame(int id);
    // The game's parts with its header's names numbered and its line found.
    void encode(const GameTree &tree, SearchRecord &search, HeadIds &head, EncodedGame &game);

    GameDatabase &m_database;
    bool m_begun = false;
    NameIndex m_names;
    std::map<int, Chunk> m_changed; // by place in the list of chunks
    std::map<int, std::set<int, std::greater<>>> m_removed; // by chunk, the last first
    std::vector<Chunk> m_added; // new chunks after the last
    int m_count = 0; // games after the edit
};

bool DatabaseEdit::begin()
{
    GameDatabase &d = m_database;
    if (!d.isOpen())
        return false;
    if (d.m_readOnly)
        return d.fail(DatabaseError::CannotWrite, GameDatabase::tr("the file may only be read"));
    if (!d.m_db.exec("BEGIN IMMEDIATE"))
        return failWrite();
    m_begun = true;
    if (!d.refresh() || !d.lines())
        return false;
    const std::vector<std::string> *names = d.names();
    if (!names)
        return false;
    for (std::size_t id = 1; id < names->size(); ++id)
        m_names.insert(static_cast<std::uint32_t>(id), (*names)[id]);
    m_count = d.m_count;
    return true;
}

Chunk *DatabaseEdit::chunk(int k)
{
    if (const auto found = m_changed.find(k); found != m_changed.end())
        return &found->second;
    ChunkRows rows;
    if (!m_database.readRows(k, rows))
        return nullptr;
    Chunk chunk;
    if (!chunk.read(rows, m_database.m_chunks[static_cast<std::size_t>(k)].games)) {
        m_database.fail(DatabaseError::Damaged, GameDatabase::tr("its chunk %1 cannot be read").arg(k));
        return nullptr;
    }
    return &m_changed.emplace(k, std::move(chunk)).first->second;
}

void DatabaseEdit::encode(const GameTree &tree, SearchRecord &search, HeadIds &head, EncodedGame &game)
{
    game = encodeGame(tree);
    search = game.search;
    search.line = m_database.lines()->find(game.opening);
    head = headIds(game.header, m_names);
}

bool DatabaseEdit::noGame(int id)
{
    return m_database.fail(DatabaseError::CannotWrite, GameDatabase::tr("it has no game %1").arg(id));
}

bool DatabaseEdit::replace(int id, const GameTree &tree)
{
    if (id < 1 || id > m_database.m_count)
        return noGame(id);
    const auto [k, i] = m_database.chunkOf(id);
    Chunk *c = chunk(k);
    if (!c)
        return false;
    EncodedGame game;
    const auto at = static_cast<std::size_t>(i);
    encode(tree, c->searches[at], c->heads[at], game);
    c->moves[at] = std::move(game.moves);
    c->extras[at] = std::move(game.extras);
    return true;
}

bool DatabaseEdit::append(const GameTree &tree)
{
    if (m_count >= MaxGames)
        return m_database.fail(DatabaseError::CannotWrite,
                               GameDatabase::tr("a database holds at most %1 games").arg(MaxGames));
    Chunk *last = nullptr;
    if (!m_added.empty()) {
        last = &m_added.back();
    } else if (const int k = m_database.chunkCount() - 1; k >= 0) {
        last = chunk(k);
        if (!last)
            return false;
    }
    if (!last || last->count() >= ChunkGames)
        last = &m_added.emplace_back();
    SearchRecord search;
    HeadIds head;
    EncodedGame game;
    encode(tree, search, head, game);
    last->add(search, head, std::move(game.moves), std::move(game.extras));
    ++m_count;
    return true;
}

bool DatabaseEdit::remove(int id)
{
    if (id < 1 || id > m_database.m_count)
        return noGame(id);
    const auto [k, i] = m_database.chunkOf(id);
    if (!chunk(k))
        return false;
    if (m_removed[k].insert(i).second)
        --m_count;
    return true;
}

bool DatabaseEdit::commit()
{
    GameDatabase &d = m_database;
    TableWriter tables(d.m_db);
    if (!tables.isValid())
        return failWrite();
    for (const auto &[id, name] : m_names.takeAdded())
        if (!tables.addName(id, name))
            return failWrite();
    for (auto &[k, chunk] : m_changed) {
        for (const int i : m_removed[k])
            chunk.remove(i);
        const std::int64_t id = d.m_chunks[static_cast<std::size_t>(k)].id;
        if (!(chunk.count() == 0 ? tables.removeChunk(id) : tables.writeChunk(id, chunk.count(), chunk.rows())))
            return failWrite();
    }
    std::int64_t next = d.m_chunks.empty() ? 0 : d.m_chunks.back().id + 1;
    for (const Chunk &chunk : m_added)
        if (!tables.writeChunk(next++, chunk.count(), chunk.rows()))
            return failWrite();
    if (!tables.setMeta("games", std::to_string(m_count)) || !d.m_db.exec("COMMIT"))
        return failWrite();
    m_begun = false;
    return d.loadChunks();
}

bool GameDatabase::replaceGame(int id, const GameTree &tree)
{
    DatabaseEdit edit(*this);
    return edit.begin() && edit.replace(id, tree) && edit.commit();
}

bool GameDatabase::addGames(const std::vector<const GameTree *> &trees)
{
    DatabaseEdit edit(*this);
    if (!edit.begin())
        return false;
    for (const GameTree *tree : trees)
        if (!edit.append(*tree))
            return false;
    return edit.commit();
}

bool GameDatabase::removeGames(const std::vector<int> &games)
{
    DatabaseEdit edit(*this);
    if (!edit.begin())
        return false;
    for (const int id : games)
        if (!edit.remove(id))
            return false;
    return edit.commit();
}

bool GameDatabase::mergeInto(int id, const GameTree &tree, const std::vector<int> &others)
{
    return mergeGames({{id, &tree, others}});
}

bool GameDatabase::mergeGames(const std::vector<Merge> &merges)
{
    DatabaseEdit edit(*this);
    if (!edit.begin())
        return false;
    for (const Merge &merge : merges) {
        if (!edit.replace(merge.into, *merge.tree))
            return false;
        for (const int other : merge.others)
            if (other != merge.into && !edit.remove(other))
                return false;
    }
    return edit.commit();
}

} // namespace ferz::db

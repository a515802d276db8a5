// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/databasegamesmodel.h"

#include "core/notation/san.h"

namespace ferz {

namespace {

constexpr int PageGames = 256;
constexpr std::size_t KeptPages = 64;

} // namespace

DatabaseGamesModel::DatabaseGamesModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void DatabaseGamesModel::setDatabase(db::GameDatabase *database)
{
    beginResetModel();
    m_database = database;
    m_pages.clear();
    m_all = false;
    m_games.clear();
    m_matches.clear();
    endResetModel();
}

void DatabaseGamesModel::showAll()
{
    beginResetModel();
    m_pages.clear();
    m_all = true;
    m_games.clear();
    m_matches.clear();
    endResetModel();
}

void DatabaseGamesModel::showGames(std::vector<int> games)
{
    beginResetModel();
    m_pages.clear();
    m_all = false;
    m_games = std::move(games);
    m_matches.clear();
    endResetModel();
}

void DatabaseGamesModel::showMatches(std::vector<db::PositionMatch> matches, const Position &position)
{
    beginResetModel();
    m_pages.clear();
    m_all = false;
    m_games.clear();
    m_matches = std::move(matches);
    m_position = position;
    endResetModel();
}

void DatabaseGamesModel::clear()
{
    showGames({});
}

int DatabaseGamesModel::gameAt(int row) const
{
    if (m_all)
        return row + 1;
    if (!m_matches.empty())
        return m_matches[static_cast<std::size_t>(row)].game;
    return m_games[static_cast<std::size_t>(row)];
}

int DatabaseGamesModel::plyAt(int row) const
{
    return m_matches.empty() ? 0 : m_matches[static_cast<std::size_t>(row)].ply;
}

int DatabaseGamesModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_database)
        return 0;
    if (m_all)
        return m_database->count();
    return static_cast<int>(m_matches.empty() ? m_games.size() : m_matches.size());
}

int DatabaseGamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const db::GameHeader *DatabaseGamesModel::header(int row) const
{
    // Pages of rows, so that a sparse list (a search's) reads only the games it shows.
    const int page = row / PageGames;
    auto found = m_pages.find(page);
    if (found == m_pages.end()) {
        if (m_pages.size() >= KeptPages)
            m_pages.clear();
        std::vector<int> games;
        for (int r = page * PageGames; r < std::min(rowCount(), (page + 1) * PageGames); ++r)
            games.push_back(gameAt(r));
        found = m_pages.emplace(page, m_database->headersOf(games)).first;
    }
    const auto i = static_cast<std::size_t>(row - page * PageGames);
    return i < found->second.size() ? &found->second[i] : nullptr;
}

QVariant DatabaseGamesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_database)
        return {};
    const int column = index.column();
    if (role == Qt::TextAlignmentRole && (column == Number || column == Moves || column == Ply))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const int game = gameAt(index.row());
    if (column == Number)
        return game;
    if (column == Ply || column == Next) {
        if (m_matches.empty())
            return {};
        const db::PositionMatch &m = m_matches[static_cast<std::size_t>(index.row())];
        if (column == Ply)
            return m.ply;
        if (!m.hasNext)
            return QString();
        return m.next.isNull() ? QStringLiteral("--") : QString::fromStdString(sanText(m_position, m.next));
    }
    const db::GameHeader *h = header(index.row());
    if (!h)
        return {};
    auto text = [](const std::string &s) { return s == "?" ? QString() : QString::fromStdString(s); };
    switch (column) {
    case White: return text(h->white);
    case Black: return text(h->black);
    case Result: {
        const std::string_view result = db::resultOfCode(h->result);
        return QString::fromUtf8(result.data(), static_cast<qsizetype>(result.size()));
    }
    case Date: return text(h->date);
    case Event: return text(h->event);
    case Eco: return text(h->eco);
    case Moves: return (h->plies + 1) / 2;
    default: break;
    }
    return {};
}

QVariant DatabaseGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number: return tr("#");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Date: return tr("Date");
    case Event: return tr("Event");
    case Eco: return tr("ECO");
    case Moves: return tr("Moves");
    case Ply: return tr("Ply");
    case Next: return tr("Next");
    }
    return {};
}

} // namespace ferz

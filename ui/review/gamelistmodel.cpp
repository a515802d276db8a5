// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/gamelistmodel.h"

#include <QFont>

namespace ferz {

namespace {

constexpr int PageGames = 256;
constexpr std::size_t KeptPages = 64;

// By column, as AppSettings::gameColumns keeps them.
constexpr const char *ColumnKeys[GameListModel::ColumnCount] = {
    "number", "white", "black", "result",   "date",     "event", "eco",  "opening",
    "moves",  "ply",   "next",  "whiteElo", "blackElo", "round", "site", "annotator"};

} // namespace

GameListModel::GameListModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void GameListModel::show(bool all, std::vector<int> games, std::vector<db::PositionMatch> matches)
{
    // The rows change, and a save can change the number of games.
    beginResetModel();
    m_pages.clear();
    m_openings.clear();
    m_all = all;
    m_games = std::move(games);
    m_matches = std::move(matches);
    endResetModel();
}

void GameListModel::setCollection(GameCollection *collection)
{
    m_collection = collection;
    showAll();
}

void GameListModel::showAll()
{
    show(true, {}, {});
}

void GameListModel::showGames(std::vector<int> games)
{
    show(false, std::move(games), {});
}

void GameListModel::showMatches(std::vector<db::PositionMatch> matches, const Position &position)
{
    m_position = position;
    show(false, {}, std::move(matches));
}

void GameListModel::clear()
{
    showGames({});
}

int GameListModel::gameAt(int row) const
{
    if (m_all)
        return row + 1;
    if (!m_matches.empty())
        return m_matches[static_cast<std::size_t>(row)].game;
    return m_games[static_cast<std::size_t>(row)];
}

int GameListModel::plyAt(int row) const
{
    return m_matches.empty() ? 0 : m_matches[static_cast<std::size_t>(row)].ply;
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_collection)
        return 0;
    if (m_all)
        return m_collection->count();
    return static_cast<int>(m_matches.empty() ? m_games.size() : m_matches.size());
}

int GameListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void GameListModel::setNotationStyle(const NotationStyle &style)
{
    m_style = style;
    if (rowCount() > 0)
        emit dataChanged(index(0, Next), index(rowCount() - 1, Next), {Qt::DisplayRole});
}

void GameListModel::setOpenGame(int number, GameHeader header)
{
    if (number == m_openGame && header == m_openHeader)
        return;
    m_openGame = number;
    m_openHeader = std::move(header);
    m_openings.erase(number); // its moves may have been edited and saved
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole});
}

void GameListModel::setMarked(std::set<int> games)
{
    if (games == m_marked)
        return;
    m_marked = std::move(games);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const GameHeader *GameListModel::header(int row) const
{
    if (m_openGame > 0 && gameAt(row) == m_openGame)
        return &m_openHeader;
    // Pages of rows, so that a sparse list (a search's) reads only the games it shows.
    const int page = row / PageGames;
    auto found = m_pages.find(page);
    if (found == m_pages.end()) {
        if (m_pages.size() >= KeptPages) {
            m_pages.clear();
            m_openings.clear();
        }
        std::vector<int> games;
        for (int r = page * PageGames; r < std::min(rowCount(), (page + 1) * PageGames); ++r)
            games.push_back(gameAt(r));
        found = m_pages.emplace(page, m_collection->headersOf(games)).first;
    }
    const auto i = static_cast<std::size_t>(row - page * PageGames);
    return i < found->second.size() ? &found->second[i] : nullptr;
}

const std::optional<Opening> &GameListModel::openingOfGame(int number) const
{
    auto found = m_openings.find(number);
    if (found == m_openings.end()) {
        GameTree tree;
        std::optional<ferz::Opening> opening;
        if (m_collection->readGame(number, tree))
            opening = openingOfMainLine(tree.root());
        found = m_openings.emplace(number, opening).first;
    }
    return found->second;
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_collection)
        return {};
    const int column = index.column();
    if (role == Qt::TextAlignmentRole
        && (column == Number || column == Moves || column == Ply || column == WhiteElo || column == BlackElo))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    const int game = gameAt(index.row());
    if (m_marked.contains(game)) {
        if (role == Qt::FontRole) {
            QFont font;
            font.setStrikeOut(true);
            return font;
        }
        if (column == Number && (role == Qt::ToolTipRole || role == Qt::AccessibleTextRole))
            return tr("%1, marked for deletion").arg(game);
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
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
        return m.next.isNull() ? QStringLiteral("--") : QString::fromStdString(moveText(m_position, m.next, m_style));
    }
    if (column == Opening) {
        const std::optional<ferz::Opening> &opening = openingOfGame(game);
        if (!opening)
            return QString();
        if (role == Qt::ToolTipRole) // the name as the set writes it
            return opening->englishName();
        return opening->localizedName();
    }
    const GameHeader *h = header(index.row());
    if (!h)
        return {};
    auto text = [](const std::string &s) { return s == "?" ? QString() : QString::fromStdString(s); };
    switch (column) {
    case White: return text(h->white);
    case Black: return text(h->black);
    case Result: return QString::fromUtf8(shownResult(h->result));
    case Date: return text(h->date);
    case Event: return text(h->event);
    case Eco: {
        if (!h->eco.empty())
            return text(h->eco);
        const std::optional<ferz::Opening> &opening = openingOfGame(game);
        return opening ? opening->ecoText() : QString();
    }
    case Moves: return (h->plies + 1) / 2;
    case WhiteElo: return h->whiteElo > 0 ? QVariant(h->whiteElo) : QVariant(QString());
    case BlackElo: return h->blackElo > 0 ? QVariant(h->blackElo) : QVariant(QString());
    case Round: return text(h->round);
    case Site: return text(h->site);
    case Annotator: return text(h->annotator);
    default: break;
    }
    return {};
}

const QList<int> &GameListModel::choosableColumns()
{
    static const QList<int> columns = {White, WhiteElo, Black, BlackElo, Result, Date,     Event,
                                       Site,  Round,    Eco,   Opening,  Moves,  Annotator};
    return columns;
}

QString GameListModel::columnKey(int column)
{
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(ColumnKeys[column]) : QString();
}

int GameListModel::columnOfKey(const QString &key)
{
    for (int column = 0; column < ColumnCount; ++column)
        if (key == QLatin1String(ColumnKeys[column]))
            return column;
    return -1;
}

QString GameListModel::columnName(int column)
{
    switch (column) {
    case Number: return tr("Number of the game");
    case WhiteElo: return tr("White's rating (Elo)");
    case BlackElo: return tr("Black's rating (Elo)");
    case Eco: return tr("ECO code");
    case Opening: return tr("Opening, found by position");
    case Moves: return tr("Number of moves");
    case Ply: return tr("Ply where the position is reached");
    case Next: return tr("Move played next");
    default: break;
    }
    return title(column);
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole)
        return columnName(section);
    return role == Qt::DisplayRole ? QVariant(title(section)) : QVariant();
}

QString GameListModel::title(int column)
{
    switch (column) {
    case Number: return tr("#");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Date: return tr("Date");
    case Event: return tr("Event");
    case Eco: return tr("ECO");
    case Opening: return tr("Opening");
    case Moves: return tr("Moves");
    case Ply: return tr("Ply");
    case Next: return tr("Next");
    case WhiteElo:
    case BlackElo: return tr("Elo");
    case Round: return tr("Round");
    case Site: return tr("Site");
    case Annotator: return tr("Annotator");
    }
    return {};
}

} // namespace ferz

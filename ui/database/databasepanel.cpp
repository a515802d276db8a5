// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/databasepanel.h"

#include "core/file/atomicfile.h"
#include "core/notation/notation.h"
#include "core/openings/openings.h"
#include "translations/languages.h"
#include "ui/database/databasesearches.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gametable.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <tuple>

namespace ferz {

namespace {

bool sameStyle(const NotationStyle &a, const NotationStyle &b)
{
    const auto fields = [](const NotationStyle &s) {
        return std::tie(s.letters, s.form, s.quiet, s.capture, s.promotion, s.castleKingSide, s.castleQueenSide,
                        s.check, s.doubleCheck, s.mate);
    };
    return fields(a) == fields(b);
}

// Why the last thing asked of `database` failed, as the window says it.
QString failureOf(const db::GameDatabase &database)
{
    return databaseErrorText(database.error(), database.path(), database.errorDetail());
}

QString count(int n)
{
    return QLocale().toString(n);
}

// The opening tree's columns: the move, its games, score and average rating, the ECO code of
// the position it leads to.
constexpr int TreeEco = 4;

} // namespace

DatabasePanel::DatabasePanel(QWidget *parent)
    : QWidget(parent), m_searches(new DatabaseSearches(this)), m_games(new GameListModel(this)),
      m_matches(new GameListModel(this)), m_tabs(new QTabWidget(this)), m_title(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_cancel(new QPushButton(this))
{
    m_tabs->setObjectName(QStringLiteral("databaseTabs"));
    m_tabs->addTab(createGamesTab(), QString());
    m_tabs->addTab(createPositionTab(), QString());
    m_title->setObjectName(QStringLiteral("databaseTitle"));
    m_title->setWordWrap(true);
    m_progress->setObjectName(QStringLiteral("databaseProgress"));
    m_cancel->setObjectName(QStringLiteral("databaseCancel"));
    auto *busy = new QHBoxLayout;
    busy->addWidget(m_progress, 1);
    busy->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(busy);
    m_progress->hide();
    m_cancel->hide();

    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_searches->cancel();
        m_positionStatus->setText(tr("Search cancelled."));
    });
    connect(m_searches, &DatabaseSearches::busyChanged, this, &DatabasePanel::updateProgress);
    connect(m_searches, &DatabaseSearches::positionProgress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, static_cast<int>(std::max<qint64>(total, 1)));
        m_progress->setValue(static_cast<int>(done));
    });
    connect(m_searches, &DatabaseSearches::gamesFound, this, &DatabasePanel::showGames);
    connect(m_searches, &DatabaseSearches::gamesFailed, m_gamesStatus, &QLabel::setText);
    connect(m_searches, &DatabaseSearches::positionFound, this, &DatabasePanel::showMatches);
    connect(m_searches, &DatabaseSearches::positionFailed, this, [this](const QString &problem) {
        m_positionStatus->setText(tr("The database could not be searched: %1").arg(problem));
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (isPositionTabShown())
            searchPosition();
    });
    retranslateUi();
}

DatabasePanel::~DatabasePanel()
{
    // The searches' threads end before the models they were started for.
    delete m_searches;
}

QWidget *DatabasePanel::createGamesTab()
{
    auto *tab = new QWidget(this);
    m_player = new QLineEdit(tab);
    m_event = new QLineEdit(tab);
    m_from = new QLineEdit(tab);
    m_to = new QLineEdit(tab);
    m_eco = new QLineEdit(tab);
    m_result = new QComboBox(tab);
    m_minElo = new QSpinBox(tab);
    m_search = new QPushButton(tab);
    m_clear = new QPushButton(tab);
    m_gamesStatus = new QLabel(tab);
    m_gameTable = new GameTable(m_games, tab);
    m_player->setObjectName(QStringLiteral("searchPlayer"));
    m_event->setObjectName(QStringLiteral("searchEvent"));
    m_from->setObjectName(QStringLiteral("searchFrom"));
    m_to->setObjectName(QStringLiteral("searchTo"));
    m_eco->setObjectName(QStringLiteral("searchEco"));
    m_result->setObjectName(QStringLiteral("searchResult"));
    m_minElo->setObjectName(QStringLiteral("searchElo"));
    m_search->setObjectName(QStringLiteral("searchGames"));
    m_gameTable->setObjectName(QStringLiteral("databaseGames"));
    m_gameTable->hideColumn(GameListModel::Ply);
    m_gameTable->hideColumn(GameListModel::Next);
    // A database keeps the annotator in the game's tags only, not in its list.
    m_gameTable->hideColumn(GameListModel::Annotator);
    QList<int> offered = GameListModel::choosableColumns();
    offered.removeAll(GameListModel::Annotator);
    m_gameTable->setOfferedColumns(offered);
    m_result->addItems({QString(), QStringLiteral("1-0"), QStringLiteral("0-1"),
                        QString::fromUtf8(shownResult("1/2-1/2")), QStringLiteral("*")});
    m_minElo->setRange(0, 3500);
    m_minElo->setSingleStep(100);
    m_eco->setMaxLength(3);
    m_from->setPlaceholderText(QStringLiteral("1990"));
    m_to->setPlaceholderText(QStringLiteral("2024.06"));
    m_search->setDefault(true);

    auto *grid = new QGridLayout;
    auto label = [&](QWidget *buddy) {
        auto *l = new QLabel(tab);
        l->setBuddy(buddy);
        m_labels << l;
        return l;
    };
    grid->addWidget(label(m_player), 0, 0);
    grid->addWidget(m_player, 0, 1, 1, 3);
    grid->addWidget(label(m_event), 1, 0);
    grid->addWidget(m_event, 1, 1, 1, 3);
    grid->addWidget(label(m_from), 2, 0);
    grid->addWidget(m_from, 2, 1);
    grid->addWidget(label(m_to), 2, 2);
    grid->addWidget(m_to, 2, 3);
    grid->addWidget(label(m_result), 3, 0);
    grid->addWidget(m_result, 3, 1);
    grid->addWidget(label(m_eco), 3, 2);
    grid->addWidget(m_eco, 3, 3);
    grid->addWidget(label(m_minElo), 4, 0);
    grid->addWidget(m_minElo, 4, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_search);
    buttons->addWidget(m_clear);
    grid->addLayout(buttons, 4, 2, 1, 2);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(grid);
    layout->addWidget(m_gamesStatus);
    layout->addWidget(m_gameTable, 1);

    connect(m_search, &QPushButton::clicked, this, &DatabasePanel::searchHeaders);
    connect(m_clear, &QPushButton::clicked, this, &DatabasePanel::clearSearch);
    for (QLineEdit *box : {m_player, m_event, m_from, m_to, m_eco})
        connect(box, &QLineEdit::returnPressed, this, &DatabasePanel::searchHeaders);
    connect(m_gameTable, &QTableView::activated, this,
            [this](const QModelIndex &index) { emit gameChosen(m_games->gameAt(index.row()), 0); });
    return tab;
}

QWidget *DatabasePanel::createPositionTab()
{
    auto *tab = new QWidget(this);
    m_positionStatus = new QLabel(tab);
    m_positionStatus->setObjectName(QStringLiteral("positionStatus"));
    m_positionStatus->setWordWrap(true);
    m_tree = new QTableWidget(0, 5, tab);
    m_tree->setObjectName(QStringLiteral("openingTree"));
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->verticalHeader()->hide();
    m_tree->verticalHeader()->setDefaultSectionSize(m_tree->fontMetrics().height() + 6);
    m_tree->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_positionTable = new GameTable(m_matches, tab);
    m_positionTable->setObjectName(QStringLiteral("positionGames"));
    for (const int column :
         {GameListModel::Event, GameListModel::Eco, GameListModel::Opening, GameListModel::WhiteElo,
          GameListModel::BlackElo, GameListModel::Round, GameListModel::Site, GameListModel::Annotator})
        m_positionTable->hideColumn(column);
    m_positionTable->setOfferedColumns({});
    auto *splitter = new QSplitter(Qt::Vertical, tab);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_positionTable);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_positionStatus);
    layout->addWidget(splitter, 1);

    connect(m_tree, &QTableWidget::cellActivated, this, [this](int row) {
        if (row >= 0 && row < static_cast<int>(m_treeRows.size()) && !m_treeRows[static_cast<std::size_t>(row)].ends)
            emit moveChosen(m_treeRows[static_cast<std::size_t>(row)].move);
    });
    connect(m_positionTable, &QTableView::activated, this, [this](const QModelIndex &index) {
        emit gameChosen(m_matches->gameAt(index.row()), m_matches->plyAt(index.row()));
    });
    return tab;
}

bool DatabasePanel::openDatabase(const QString &path, QString *error)
{
    m_searches->cancel();
    auto database = std::make_shared<db::GameDatabase>();
    if (!database->open(path)) {
        *error = failureOf(*database);
        return false;
    }
    m_games->setCollection(database.get());
    m_matches->setCollection(database.get());
    m_matches->clear();
    m_database = std::move(database);
    m_searches->setDatabase(path);
    m_found.clear();
    showTree({});
    retranslateUi();
    if (isPositionTabShown())
        searchPosition();
    emit databaseOpened();
    return true;
}

void DatabasePanel::reload()
{
    m_searches->setDatabase(m_database->path());
    m_games->setCollection(m_database.get());
    m_matches->clear();
    showTree({});
    m_found.clear();
    retranslateUi();
    if (!headerQuery().empty())
        searchHeaders();
    if (isPositionTabShown())
        searchPosition();
}

void DatabasePanel::addEditBar(QWidget *bar)
{
    m_gameTable->parentWidget()->layout()->addWidget(bar);
}

bool DatabasePanel::hasDatabase() const
{
    return m_database != nullptr;
}

QString DatabasePanel::databasePath() const
{
    return m_database ? m_database->path() : QString();
}

bool DatabasePanel::isSearching() const
{
    return m_searches->isSearching();
}

void DatabasePanel::updateProgress()
{
    const bool busy = isSearching();
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (m_searches->isFindingGames())
        m_progress->setRange(0, 0); // a header search says nothing of its progress
}

// ---- Header search --------------------------------------------------------------

HeaderQuery DatabasePanel::headerQuery() const
{
    HeaderQuery q;
    q.player = m_player->text().trimmed().toStdString();
    q.event = m_event->text().trimmed().toStdString();
    q.fromDay = dayOf(m_from->text().trimmed().toStdString());
    q.toDay = lastDayOf(m_to->text().trimmed().toStdString());
    constexpr int Codes[] = {-1, 1, 2, 3, 0}; // any, 1-0, 0-1, ½–½, * as result codes
    q.result = Codes[std::clamp(m_result->currentIndex(), 0, 4)];
    q.eco = m_eco->text().trimmed().toUpper().toStdString();
    q.minElo = m_minElo->value();
    return q;
}

void DatabasePanel::searchHeaders()
{
    if (!m_database)
        return;
    for (QLineEdit *date : {m_from, m_to})
        if (!date->text().trimmed().isEmpty() && dayOf(date->text().trimmed().toStdString()) == 0) {
            m_gamesStatus->setText(tr("Write dates as 2024.05.31, 2024.05 or 2024."));
            return;
        }
    const HeaderQuery query = headerQuery();
    if (query.empty()) {
        clearSearch();
        return;
    }
    m_gamesStatus->setText(tr("Searching…"));
    m_searches->findGames(query);
}

void DatabasePanel::showGames(std::vector<int> &games)
{
    m_found = games;
    m_gamesStatus->setText(
        tr("%1 of %2 games match.").arg(count(static_cast<int>(games.size())), count(m_database->count())));
    m_games->showGames(std::move(games));
}

void DatabasePanel::clearSearch()
{
    m_searches->cancelGames();
    for (QLineEdit *box : {m_player, m_event, m_from, m_to, m_eco})
        box->clear();
    m_result->setCurrentIndex(0);
    m_minElo->setValue(0);
    m_found.clear();
    if (m_database)
        m_games->showAll();
    retranslateUi();
}

// ---- Position search ------------------------------------------------------------

void DatabasePanel::setPosition(const Position &position, bool allowed)
{
    if (!m_searches->setPosition(position, allowed))
        return;
    showTree({});
    m_matches->clear();
    if (!allowed)
        m_positionStatus->setText(tr("The games with this position are shown after the game: there is no search "
                                     "while a game is played on the clock."));
    else if (isPositionTabShown())
        searchPosition();
}

void DatabasePanel::showPositionTab()
{
    m_tabs->setCurrentIndex(1);
}

bool DatabasePanel::isPositionTabShown() const
{
    return m_tabs->currentIndex() == 1 && isVisibleTo(window());
}

void DatabasePanel::searchPosition()
{
    if (!m_database || !m_searches->findPosition())
        return;
    m_positionStatus->setText(tr("Searching %1 games…").arg(count(m_database->count())));
}

void DatabasePanel::showMatches(db::PositionSearchResult &result)
{
    const Position &position = m_searches->position();
    showTree(std::move(result.tree));
    QString status = tr("%1 of %2 games reach this position.").arg(count(result.games), count(m_database->count()));
    if (!result.damaged.empty())
        status += QLatin1Char(' ')
            + countText("ferz::DatabasePanel",
                        QT_TRANSLATE_N_NOOP("ferz::DatabasePanel", "%n damaged game(s) skipped: %1."),
                        static_cast<int>(result.damaged.size()))
                  .arg(QString::fromStdString(db::gameRanges(result.damaged)));
    m_positionStatus->setText(status);
    m_matches->showMatches(std::move(result.matches), position);
}

void DatabasePanel::setNotationStyle(const NotationStyle &style)
{
    if (sameStyle(style, m_style))
        return;
    m_style = style;
    m_matches->setNotationStyle(style);
    showTree(std::move(m_treeRows));
}

void DatabasePanel::showTree(std::vector<db::TreeMove> rows)
{
    m_treeRows = std::move(rows);
    const std::vector<db::TreeMove> &tree = m_treeRows;
    m_tree->setRowCount(static_cast<int>(tree.size()));
    const Position &position = m_searches->position();
    const Color mover = position.sideToMove();
    // A move to a position no line names keeps the opening of the position it is played in.
    const std::optional<Opening> here = openingAt(position);
    for (int row = 0; row < static_cast<int>(tree.size()); ++row) {
        const db::TreeMove &t = tree[static_cast<std::size_t>(row)];
        std::optional<Opening> opening;
        if (!t.ends && !t.move.isNull())
            opening = openingAt(position.after(t.move));
        if (!opening && !t.ends)
            opening = here;
        const auto score = t.score(mover);
        const auto rating = t.averageRating();
        const QString texts[] = {
            t.ends                ? tr("[end]")
                : t.move.isNull() ? QStringLiteral("--")
                                  : QString::fromStdString(moveText(position, t.move, m_style)),
            count(t.games),
            score ? QStringLiteral("%1%").arg(QLocale().toString(100 * *score, 'f', 1)) : QString(),
            rating ? QString::number(*rating) : QString(),
            opening ? opening->ecoText() : QString(),
        };
        for (int column = 0; column < 5; ++column) {
            auto *item = new QTableWidgetItem(texts[column]);
            if (column > 0 && column < TreeEco)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (column == TreeEco && opening) // the name, and as the set writes it
                item->setToolTip(opening->localizedName() == opening->englishName()
                                     ? opening->englishName()
                                     : opening->localizedName() + QLatin1Char('\n') + opening->englishName());
            m_tree->setItem(row, column, item);
        }
    }
}

// ---- Language ---------------------------------------------------------------------

namespace {

// The sentence of databaseErrorText, without the detail.
QString databaseProblem(db::DatabaseError error, const QString &path)
{
    const QString file = nativePath(path);
    using E = db::DatabaseError;
    switch (error) {
    case E::None: break;
    case E::CannotOpen: return DatabasePanel::tr("%1 cannot be opened.").arg(file);
    case E::NotADatabase: return DatabasePanel::tr("%1 is not a Ferz game database.").arg(file);
    case E::OldVersion:
        return DatabasePanel::tr("%1 was written by an older Ferz, in a form this one does not read: import its PGN "
                                 "file again (Database ▸ Import PGN into a Database).")
            .arg(file);
    case E::NewerVersion: return DatabasePanel::tr("%1 was written by a newer Ferz.").arg(file);
    case E::Damaged: return DatabasePanel::tr("%1 is damaged.").arg(file);
    case E::Exists: return DatabasePanel::tr("%1 exists already: choose a new file.").arg(file);
    case E::InUse:
        return DatabasePanel::tr("%1 is being written by another import now: wait for it to end, or choose a new "
                                 "file.")
            .arg(file);
    case E::CannotWrite: return DatabasePanel::tr("%1 cannot be written.").arg(file);
    case E::CannotRead: return DatabasePanel::tr("%1 cannot be read.").arg(file);
    }
    return {};
}

} // namespace

QString databaseErrorText(db::DatabaseError error, const QString &path, const QString &detail)
{
    const QString text = databaseProblem(error, path);
    return detail.isEmpty() ? text : text + QLatin1Char(' ') + DatabasePanel::tr("Reason: %1.").arg(detail);
}

void DatabasePanel::retranslateUi()
{
    m_tabs->setTabText(0, tr("Games"));
    m_tabs->setTabText(1, tr("This Position"));
    m_title->setText(
        m_database ? tr("<b>%1</b> · %2 games")
                         .arg(QFileInfo(m_database->path()).fileName().toHtmlEscaped(), count(m_database->count()))
                   : tr("No database is open: Database ▸ Open Database."));
    const char *labels[] = {
        QT_TR_NOOP("&Player:"), QT_TR_NOOP("&Event:"), QT_TR_NOOP("&From:"),           QT_TR_NOOP("&To:"),
        QT_TR_NOOP("&Result:"), QT_TR_NOOP("E&CO:"),   QT_TR_NOOP("Rating &at least:")};
    for (int i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(tr(labels[i]));
    m_result->setItemText(0, tr("any"));
    m_minElo->setSpecialValueText(tr("any"));
    m_search->setText(tr("&Search"));
    m_clear->setText(tr("C&lear"));
    m_cancel->setText(tr("Cancel"));
    m_player->setPlaceholderText(tr("part of a name, either colour"));
    m_tree->setHorizontalHeaderLabels({tr("Move"), tr("Games"), tr("Score"), tr("Rating"), tr("ECO")});
    if (m_database && m_found.empty() && !m_searches->isFindingGames())
        m_gamesStatus->setText(tr("All %1 games; double-click one to show it.").arg(count(m_database->count())));
    if (!m_database)
        m_positionStatus->setText(QString());
    for (GameListModel *model : {m_games, m_matches})
        emit model->headerDataChanged(Qt::Horizontal, 0, GameListModel::ColumnCount - 1);
}

void DatabasePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/gamelistwidget.h"

#include "core/pgn/pgnfile.h"
#include "ui/review/gamelistfilter.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gametable.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QScopedValueRollback>
#include <QVBoxLayout>

namespace ferz {

GameListWidget::GameListWidget(QWidget *parent)
    : QWidget(parent), m_model(new GameListModel(this)), m_proxy(new GameListFilter(this)),
      m_filter(new QLineEdit(this))
{
    m_proxy->setSourceModel(m_model);
    m_table = new GameTable(m_proxy, this);
    m_filter->setObjectName(QStringLiteral("gameFilter"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &GameListFilter::setText);

    m_table->setObjectName(QStringLiteral("gameTable"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GameListModel::Number, Qt::AscendingOrder);
    // No position is searched in a file's list.
    m_table->hideColumn(GameListModel::Ply);
    m_table->hideColumn(GameListModel::Next);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);

    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &GameListWidget::showRowMenu);
    m_table->installEventFilter(this);
    m_filter->installEventFilter(this);
    retranslateUi();
    // The board shows the game highlighted: moving the highlight (keys, a click) opens it.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && !m_marking)
                    emit gameActivated(gameAtRow(current.row()));
            });
}

bool GameListWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool plain = key->modifiers() == Qt::NoModifier;
    const bool toList = plain && watched == m_filter
        && (key->key() == Qt::Key_Down || key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter);
    const bool leave = plain && watched == m_table && key->key() == Qt::Key_Escape;
    if (toList || leave) {
        // Taken from the window's shortcuts, then done on the key press.
        event->accept();
        if (event->type() != QEvent::KeyPress)
            return true;
        if (leave) {
            emit leaveRequested();
            return true;
        }
        m_table->setFocus(Qt::ShortcutFocusReason);
        if (!m_table->currentIndex().isValid() && m_proxy->rowCount() > 0)
            m_table->setCurrentIndex(m_proxy->index(0, 0));
        return true;
    }
    if (watched == m_table && event->type() == QEvent::ShortcutOverride) {
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
        case Qt::Key_Home:
        case Qt::Key_End:
            if (plain) {
                event->accept();
                return true;
            }
            break;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GameListWidget::setDatabase(PgnFile *database)
{
    m_proxy->setFile(database);
    m_proxy->setGames(std::nullopt);
    m_model->setCollection(database);
}

void GameListWidget::retranslateUi()
{
    m_filter->setPlaceholderText(tr("Filter games: player, event, date, ECO…"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, GameListModel::ColumnCount - 1);
}

void GameListWidget::setOpenGame(int index, const GameHeader &header)
{
    m_model->setOpenGame(index + 1, header);
}

void GameListWidget::refresh()
{
    m_model->showAll();
}

void GameListWidget::showRowMenu(const QPoint &at)
{
    // From the keyboard the menu is of the highlighted row, from the mouse of the row under it.
    QModelIndex row = m_table->indexAt(at);
    if (!row.isValid())
        row = m_table->currentIndex();
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (row.isValid()) {
        const int index = gameAtRow(row.row());
        menu->addAction(tr("&Open Game %1").arg(index + 1), this, [this, row] { m_table->setCurrentIndex(row); });
        menu->addAction(tr("&Copy PGN"), this, [this, index] { emit copyRequested(index); });
        menu->addSeparator();
    }
    menu->addMenu(m_table->columnMenu(menu));
    menu->popup(m_table->viewport()->mapToGlobal(at));
}

void GameListWidget::showOnly(const std::optional<std::vector<int>> &games)
{
    m_proxy->setGames(games);
}

int GameListWidget::gameAtRow(int row) const
{
    return m_proxy->mapToSource(m_proxy->index(row, 0)).row();
}

void GameListWidget::setCurrentGame(int index)
{
    const QScopedValueRollback marking(m_marking, true);
    const QModelIndex row = m_proxy->mapFromSource(m_model->index(index, 0));
    if (!row.isValid()) {
        m_table->clearSelection();
        return;
    }
    m_table->selectRow(row.row());
    m_table->scrollTo(row);
}

} // namespace ferz

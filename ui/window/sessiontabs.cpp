// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/sessiontabs.h"

#include "ui/actions/windowactions.h"
#include "ui/session/workspace.h"
#include "ui/window/filecommands.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileInfo>

namespace ferz {

namespace {

// A name of a player, or empty when the tags leave it unknown.
QString playerName(const GameSession &session, const char *tag)
{
    const std::string name = session.tree().tag(tag);
    return name.empty() || name == "?" ? QString() : QString::fromStdString(name);
}

} // namespace

SessionTabs::SessionTabs(Workspace *workspace, const WindowActions &actions, QWidget *parent)
    : QTabBar(parent), m_workspace(workspace)
{
    setObjectName(QStringLiteral("sessionTabs"));
    setAutoHide(true);
    setTabsClosable(true);
    setDocumentMode(true);
    setExpanding(false);
    setElideMode(Qt::ElideRight);
    setUsesScrollButtons(true);
    connect(workspace, &Workspace::sessionsChanged, this, &SessionTabs::rebuild);
    connect(workspace, &Workspace::sessionChanged, this, [this] {
        m_following = true;
        setCurrentIndex(m_workspace->currentIndex());
        m_following = false;
    });
    connect(this, &QTabBar::currentChanged, this, [this](int index) {
        if (!m_following)
            m_workspace->setCurrentIndex(index);
    });
    connect(this, &QTabBar::tabCloseRequested, m_workspace, &Workspace::close);
    connect(actions.nextTab, &QAction::triggered, this, [this] { step(1); });
    connect(actions.previousTab, &QAction::triggered, this, [this] { step(-1); });
    connect(actions.closeTab, &QAction::triggered, this, [this] { m_workspace->close(m_workspace->currentIndex()); });
    rebuild();
}

QString SessionTabs::tabName(const GameSession &session)
{
    const QString white = playerName(session, "White"), black = playerName(session, "Black");
    if (!white.isEmpty() && !black.isEmpty())
        return tr("%1 – %2").arg(white.left(24), black.left(24));
    if (const GameSource &source = session.source(); source.database)
        return source.database->isScratch()
            ? tr("Pasted game %1").arg(source.index + 1)
            : tr("%1, game %2").arg(QFileInfo(source.database->path()).fileName()).arg(source.index + 1);
    return session.kind() == GameSession::Kind::Play ? tr("New game") : tr("Position");
}

QString SessionTabs::spokenPlace() const
{
    return count() < 2 ? QString() : tr("Tab %1 of %2.").arg(currentIndex() + 1).arg(count());
}

void SessionTabs::rebuild()
{
    m_following = true;
    while (count() > m_workspace->count())
        removeTab(count() - 1);
    while (count() < m_workspace->count())
        addTab(QString());
    for (int i = 0; i < count(); ++i) {
        GameSession *session = m_workspace->sessionAt(i);
        disconnect(session, nullptr, this, nullptr);
        connect(session, &GameSession::changed, this, [this, session](const GameChange &change) {
            if (change.recordChanged || change.origin == GameChange::Origin::File)
                relabel(m_workspace->indexOf(session));
        });
        relabel(i);
    }
    setCurrentIndex(m_workspace->currentIndex());
    m_following = false;
}

void SessionTabs::relabel(int index)
{
    if (index < 0 || index >= count())
        return;
    const GameSession &session = *m_workspace->sessionAt(index);
    const QString name = tabName(session);
    setTabText(index, session.isModified() ? name + QStringLiteral(" *") : name);
    setTabToolTip(index,
                  session.filePath().isEmpty() ? FileCommands::gameName(session)
                                               : FileCommands::gameName(session) + QLatin1Char('\n')
                          + QDir::toNativeSeparators(session.filePath()));
    // The star is no word: a screen reader hears the game in full, and whether it is saved.
    setAccessibleTabName(index,
                         session.isModified() ? tr("%1, not saved").arg(FileCommands::gameName(session))
                                              : FileCommands::gameName(session));
}

void SessionTabs::step(int step)
{
    const int n = m_workspace->count();
    m_workspace->setCurrentIndex(((m_workspace->currentIndex() + step) % n + n) % n);
}

void SessionTabs::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        for (int i = 0; i < count(); ++i)
            relabel(i);
    QTabBar::changeEvent(event);
}

} // namespace ferz

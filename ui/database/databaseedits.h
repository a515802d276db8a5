// SPDX-License-Identifier: GPL-3.0-or-later
// Editing the database shown in the panel, from the window: the game on the board added to it
// (the game then belongs to it, and Save writes into it), games marked for deletion and removed
// when the user says so (until then each mark is undone with Undo, and the marked games are only
// struck out in the list), duplicate games found and merged (merging keeps the copy richest in
// comments and variations), and the games listed exported to a PGN file. Each change of the file is
// one transaction of the database; the panel reads its lists again after it. The duplicate search
// and the export run as BackgroundJobs with connections of their own.
#pragma once

#include "core/db/gamedatabase.h"
#include "core/task/backgroundjob.h"

#include <QObject>
#include <QUndoStack>

#include <functional>
#include <set>
#include <vector>

class QAction;
class QLabel;
class QMainWindow;
class QProgressBar;
class QPushButton;
class QWidget;

namespace ferz {

class DatabasePanel;
class GameSession;
class Workspace;

class DatabaseEdits : public QObject {
    Q_OBJECT

public:
    DatabaseEdits(QMainWindow *window, Workspace *workspace, DatabasePanel *panel);

    // Adds the game on the board at the end of the database shown; the session then saves into it.
    bool addGame();
    // Marks the games selected in the panel's list for deletion, or unmarks them when all are marked.
    void markSelected();
    // The marks, undone one step at a time until they are removed.
    QUndoStack *marks() { return &m_marks; }
    const std::set<int> &marked() const { return m_marked; }
    // Removes the marked games from the file.
    bool removeMarked();
    // Before the database shown is left (another one opened, or Ferz closed): when games are
    // marked, asks whether to remove them first or keep them (dropping the marks). False when the
    // user cancels, or when the removal fails: the database stays.
    bool settleMarks();
    // Lists the sets of duplicate games in the panel (on a thread of its own); duplicates() then
    // holds them.
    void findDuplicates();
    const std::vector<std::vector<int>> &duplicates() const { return m_duplicates; }
    // Merges the sets found (one change of the file).
    bool mergeDuplicates();
    // Asks for a file and exports the games listed in the panel to it.
    void chooseAndExport();
    // Writes the games listed in the panel to `path` (on a thread of its own); exportEnded says how it went.
    void exportListed(const QString &path);
    bool isBusy() const;

    // The bar under the panel's list: the marks and the duplicates found, with their buttons.
    QWidget *bar() const { return m_bar; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *mergeButton() const { return m_merge; }
    // While the duplicate search or an export runs: how far it is, and the button that stops it.
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *stopButton() const { return m_stop; }
    QLabel *barText() const { return m_text; }
    QAction *markAction() const { return m_mark; }

    void retranslateUi();

signals:
    void exportEnded(bool written);
    void duplicatesFound();

private:
    // The marks and the duplicates belong to the database shown, and its numbers.
    void forget();
    void follow(GameSession *session);
    void setMarked(std::set<int> games);
    // After a change of the file: the panel's lists read again, the session's game renumbered.
    void changed(const std::vector<int> &removed);
    void updateBar();
    void say(const QString &text);
    // Starts `work` as the bar's job, saying `running` while it runs and `stopped` when stopped.
    template <typename Result>
    void run(const QString &running, const QString &stopped, std::function<Result(BackgroundJob::Control &)> work,
             std::function<void(Result)> done);
    void stopJob();
    bool failed(const QString &title);

    QMainWindow *m_window;
    Workspace *m_workspace;
    DatabasePanel *m_panel;
    QUndoStack m_marks;
    std::set<int> m_marked;
    std::vector<std::vector<int>> m_duplicates;
    QMetaObject::Connection m_shownChanges;
    bool m_changing = false; // a change made here, which reloads the lists itself
    BackgroundJob *m_job;
    QString m_running, m_stopped; // what the job does, and what stopping it leaves
    QWidget *m_bar;
    QLabel *m_text;
    QProgressBar *m_progress;
    QPushButton *m_undo, *m_remove, *m_merge, *m_stop;
    QAction *m_mark;
};

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/filecommands.h"

#include "core/db/gamedatabase.h"
#include "core/file/atomicfile.h"
#include "core/pgn/pgnwriter.h"
#include "core/pgn/playablegame.h"
#include "core/task/backgroundjob.h"
#include "export/gamedocument.h"
#include "ui/actions/windowactions.h"
#include "ui/session/autosavefile.h"
#include "ui/session/gametext.h"
#include "ui/settings/languagemanager.h"
#include "ui/settings/viewsettings.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QPushButton>

namespace ferz {

namespace {

// A PGN suffix for a name typed without one.
QString withSuffix(QString path, const QString &suffix)
{
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    return path;
}

} // namespace

FileCommands::FileCommands(QWidget *window, Workspace *workspace, ViewSettings &settings,
                           std::shared_ptr<const PieceSet> pieces, const WindowActions &actions)
    : QObject(window), m_window(window), m_workspace(workspace), m_settings(settings), m_pieces(std::move(pieces)),
      m_recentMenu(actions.recent), m_indexProgress(new QProgressDialog(window))
{
    // Shown half a second into the indexing, window-modal so that nothing else is done meanwhile,
    // without an event loop of its own: the indexing's signals drive it.
    m_workspace->setIndexInBackground(true);
    m_indexProgress->setObjectName(QStringLiteral("indexProgress"));
    m_indexProgress->setWindowModality(Qt::WindowModal);
    m_indexProgress->setMinimumDuration(500);
    m_indexProgress->setRange(0, 1000);
    m_indexProgress->reset();
    connect(m_indexProgress, &QProgressDialog::canceled, m_workspace, &Workspace::cancelOpening);
    // Esc reaching the dialog before its Cancel shortcut does (the dialog not yet active) hides it
    // without `canceled`; the opening must not go on behind no dialog.
    connect(m_indexProgress, &QDialog::rejected, m_workspace, &Workspace::cancelOpening);
    connect(m_workspace->indexing(), &BackgroundJob::progress, m_indexProgress, [this](qint64 done, qint64 total) {
        m_indexProgress->setValue(total > 0 ? static_cast<int>(1000 * done / total) : 0);
    });
    connect(m_workspace->indexing(), &BackgroundJob::finished, m_indexProgress, &QProgressDialog::reset);
    connect(m_workspace, &Workspace::indexingStarted, m_indexProgress, [this](const QString &path) {
        m_indexProgress->setLabelText(tr("Reading the games of %1…").arg(QFileInfo(path).fileName()));
        m_indexProgress->setCancelButtonText(tr("Cancel"));
        m_indexProgress->setValue(0); // starts the half second before the dialog shows
    });

    connect(actions.open, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(m_window, tr("Open PGN"), startFolder(),
                                         tr("PGN files and game databases (*.pgn *.ferzdb);;All files (*)"));
        if (!path.isEmpty())
            open(path);
    });
    connect(actions.review, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Review PGN"), startFolder(),
                                                          tr("PGN files (*.pgn);;All files (*)"));
        if (!path.isEmpty())
            open(path, false, Opening::Review);
    });
    connect(actions.save, &QAction::triggered, this, &FileCommands::save);
    connect(actions.saveAs, &QAction::triggered, this, qOverload<>(&FileCommands::saveAs));
    connect(actions.exportGame, &QAction::triggered, this, [this] { exportDocument(false); });
    connect(actions.exportFile, &QAction::triggered, this, [this] { exportDocument(true); });
    connect(actions.print, &QAction::triggered, this, [this] { printDocument(false); });
    connect(actions.printPreview, &QAction::triggered, this, [this] { printDocument(true); });
    connect(actions.copyFen, &QAction::triggered, this, &FileCommands::copyFen);
    connect(actions.copyPgn, &QAction::triggered, this, &FileCommands::copyPgn);
    connect(actions.paste, &QAction::triggered, this, &FileCommands::paste);
    updateRecentMenu();
}

QString FileCommands::startFolder() const
{
    const QString file = m_workspace->session()->filePath();
    return file.isEmpty() ? QString() : QFileInfo(file).path();
}

// ---- Opening ------------------------------------------------------------------

void FileCommands::setDatabaseOpener(std::function<bool(const QString &, QString *)> opener)
{
    m_openDatabase = std::move(opener);
}

void FileCommands::open(const QString &path, bool quiet, Opening opening, Workspace::Opened done)
{
    const bool review = opening == Opening::Review;
    auto ended = [this, path, quiet, review, done = std::move(done)](bool opened, const QString &why) {
        if (opened)
            addRecentFile(path);
        else if (!why.isEmpty() && !quiet)
            QMessageBox::warning(m_window, review ? tr("Review PGN") : tr("Open PGN"), why);
        if (done)
            done(opened, why);
    };
    if (m_openDatabase && db::isDatabaseFile(path)) {
        QString why;
        const bool opened = m_openDatabase(path, &why);
        ended(opened, why);
        return;
    }
    if (review)
        m_workspace->openForReview(path, std::move(ended));
    else
        m_workspace->openFile(path, std::move(ended));
}

void FileCommands::addRecentFile(const QString &path)
{
    m_settings.change([&path](AppSettings &settings) { settings.addRecentFile(path); });
    updateRecentMenu();
}

void FileCommands::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList &recent = m_settings.values().recentFiles;
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { open(path); })->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
}

// ---- Saving -------------------------------------------------------------------

bool FileCommands::keepUnreadText()
{
    auto *review = m_workspace->reviewSession();
    if (!review || review->unreadText().empty())
        return true;
    QString unread = QString::fromStdString(review->unreadText());
    if (unread.size() > 200)
        unread = unread.left(199) + QChar(u'…');
    const auto answer = QMessageBox::question(
        m_window, tr("Save"),
        tr("%1\n\nFerz could not read the rest of this game:\n%2\n\nSaving keeps that text as a comment after the "
           "last move read, so that nothing of it is lost. Save?")
            .arg(review->readProblem(), unread),
        QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
    if (answer != QMessageBox::Save)
        return false;
    review->keepUnreadText();
    return true;
}

bool FileCommands::save()
{
    if (!keepUnreadText())
        return false;
    const GameSession::SaveResult result = m_workspace->session()->save();
    if (result.needsPath && result.message.isEmpty())
        return saveAs();
    if (!result.ok) {
        // The message line says it too: the last "saved" there would mislead.
        emit message(result.message);
        if (!result.needsPath) {
            QMessageBox::warning(m_window, tr("Save"), result.message);
            return false;
        }
        // The message says that Save As writes the game elsewhere: the button does it.
        QMessageBox box(QMessageBox::Warning, tr("Save"), result.message, QMessageBox::Cancel, m_window);
        QPushButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
        saveAs->setObjectName(QStringLiteral("saveAs"));
        box.setDefaultButton(saveAs);
        box.exec();
        return box.clickedButton() == saveAs && this->saveAs();
    }
    emit message(result.message);
    return true;
}

bool FileCommands::saveAs()
{
    if (!keepUnreadText())
        return false;
    const QString current = m_workspace->session()->filePath();
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save PGN"), current, tr("PGN files (*.pgn)"));
    return !path.isEmpty() && saveAs(withSuffix(path, QStringLiteral("pgn")));
}

bool FileCommands::saveAs(const QString &path)
{
    GameSession *session = m_workspace->session();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool replacing = QFileInfo::exists(absolute) && absolute != QFileInfo(session->filePath()).absoluteFilePath();
    if (replacing) {
        // Never replace a file of many games with fewer without saying so.
        PgnFile target;
        const int games = session->source().database ? session->source().database->count() : 1;
        if (target.open(absolute) && target.count() > games
            && QMessageBox::warning(m_window, tr("Save As"),
                                    tr("%1 holds %2 games. Saving replaces them with the %3 of this file. Replace it?")
                                        .arg(nativePath(absolute))
                                        .arg(target.count())
                                        .arg(games),
                                    QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
                != QMessageBox::Yes)
            return false;
    }
    const GameSession::SaveResult result = session->saveAs(absolute);
    if (!result.ok) {
        emit message(result.message);
        QMessageBox::warning(m_window, tr("Save As"), result.message);
        return false;
    }
    if (result.wroteAlone)
        QMessageBox::information(m_window, tr("Save As"), result.message);
    addRecentFile(absolute);
    emit message(result.message);
    return true;
}

// ---- The questions of the workspace ---------------------------------------------

QString FileCommands::gameName(const GameSession &session)
{
    // "Anna – Boris" as the tags say, and where the game is kept: "(game 3 of games.pgn)".
    auto player = [&session](const char *tag) {
        const std::string name = session.tree().tag(tag);
        return name.empty() || name == "?" ? tr("unknown") : QString::fromStdString(name).left(60);
    };
    //: The game's players in the quotation marks of the language: «Anna – Boris» in Russian.
    QString name = tr("“%1 – %2”").arg(player("White"), player("Black"));
    if (const GameSource &source = session.source(); source.database)
        name += QLatin1Char(' ')
            + (source.database->isScratch()
                   ? tr("(game %1 of the pasted games)").arg(source.index + 1)
                   : tr("(game %1 of %2)").arg(source.index + 1).arg(QFileInfo(source.database->path()).fileName()));
    return name;
}

Workspace::Answer FileCommands::askToLeave(GameSession &session, Workspace::Leave)
{
    const auto *play = qobject_cast<PlaySession *>(&session);
    const QString game = gameName(session);
    const QString question = play && !play->game().isOver()
        ? tr("The game in progress, %1, is not saved. Save it?").arg(game)
        : play ? tr("The game %1 is not saved. Save it?").arg(game)
               : tr("The game %1 has edits that are not saved. Save them?").arg(game);
    QMessageBox box(QMessageBox::Question, tr("Unsaved Game"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setDefaultButton(QMessageBox::Save);
    // Ferz's own word: Qt's translation of Discard is, in Russian, the word for declining a draw.
    //: The button that closes the game without saving it (ru: Не сохранять).
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    const auto answer = static_cast<QMessageBox::StandardButton>(box.exec());
    if (answer == QMessageBox::Discard)
        return Workspace::Answer::Discard;
    return answer == QMessageBox::Save && save() ? Workspace::Answer::Saved : Workspace::Answer::Keep;
}

bool FileCommands::askToRestore(const AutosaveRecord &record)
{
    QString question;
    if (record.kind == AutosaveRecord::Kind::Play) {
        const auto game = readFirstGame(QByteArray::fromStdString(record.pgn), nullptr);
        const int plies = game ? static_cast<int>(game->tree.mainLine().size()) : 0;
        question = savedGameQuestion(QFileInfo(autosave::path()).lastModified(), (plies + 1) / 2,
                                     record.ending != Termination::None);
    } else if (record.file.isEmpty()) {
        question = tr("Unsaved edits of a game were found from the last time Ferz ran. Restore them?");
    } else {
        question = tr("Unsaved edits of game %1 of %2 were found from the last time Ferz ran. Restore them?")
                       .arg(record.gameIndex + 1)
                       .arg(nativePath(record.file));
    }
    return QMessageBox::question(m_window, tr("Restore"), question) == QMessageBox::Yes;
}

// ---- Export and print -------------------------------------------------------------

bool FileCommands::writeDocument(const QString &path, bool allGames, QString *why) const
{
    const GameSession *session = m_workspace->session();
    DocumentOptions options;
    options.style = m_settings.notation();
    options.language = LanguageManager::instance().language();
    GameDocument document(m_pieces, options);
    std::vector<std::unique_ptr<PgnGame>> games;
    const GameSource &source = session->source();
    if (allGames && source.database) {
        for (int i = 0; i < source.database->count(); ++i) {
            if (i == source.index) {
                document.addGame(session->tree()); // as edited
                continue;
            }
            auto game = std::make_unique<PgnGame>();
            if (!source.database->readAt(i, *game)) {
                *why = tr("Cannot read game %1 of %2.").arg(i + 1).arg(nativePath(source.database->path()));
                return false;
            }
            document.addGame(game->tree);
            games.push_back(std::move(game));
        }
    } else {
        document.addGame(session->tree(), source.index + 1);
    }
    return QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0
        ? document.writePdf(path, why)
        : document.writeHtml(path, why);
}

void FileCommands::exportDocument(bool allGames)
{
    const QString file = m_workspace->session()->filePath();
    const QString base = file.isEmpty() ? tr("game") : QFileInfo(file).completeBaseName();
    // Beside the game's file, where the reader looks for what belongs to it.
    const QString suggested = QDir(startFolder()).filePath(base + QStringLiteral(".pdf"));
    QString filter;
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export"), suggested, tr("PDF (*.pdf);;Web page (*.html)"), &filter);
    if (path.isEmpty())
        return;
    path = withSuffix(path, filter.contains(QLatin1String("html")) ? QStringLiteral("html") : QStringLiteral("pdf"));
    QString why;
    if (!writeDocument(path, allGames, &why)) {
        QMessageBox::warning(m_window, tr("Export"), why);
        return;
    }
    emit message(tr("Exported to %1.").arg(nativePath(path)));
}

void FileCommands::print(QPagedPaintDevice *device) const
{
    DocumentOptions options;
    options.style = m_settings.notation();
    GameDocument document(m_pieces, options);
    document.addGame(m_workspace->session()->tree(), m_workspace->session()->source().index + 1);
    document.print(device);
}

void FileCommands::printDocument(bool preview)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_window->windowTitle());
    if (preview) {
        QPrintPreviewDialog dialog(&printer, m_window);
        connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter *target) { print(target); });
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, m_window);
    if (dialog.exec() == QDialog::Accepted)
        print(&printer);
}

// ---- Clipboard ------------------------------------------------------------------

void FileCommands::copyFen()
{
    const Position &position = m_workspace->session()->current()->position();
    QGuiApplication::clipboard()->setText(QString::fromStdString(position.fen()));
    emit message(tr("The position's FEN is on the clipboard."));
}

void FileCommands::copyPgn()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(writePgn(m_workspace->session()->tree())));
    emit message(tr("The game's PGN is on the clipboard."));
}

void FileCommands::copyGame(int index)
{
    const GameSession *session = m_workspace->session();
    const GameSource &source = session->source();
    if (index == source.index) {
        copyPgn(); // as edited
        return;
    }
    PgnGame game;
    if (!source.database || !source.database->readAt(index, game)) {
        emit message(tr("Game %1 of the file cannot be read.").arg(index + 1));
        return;
    }
    QGuiApplication::clipboard()->setText(QString::fromStdString(writePgn(game.tree)));
    emit message(tr("The PGN of game %1 is on the clipboard.").arg(index + 1));
}

void FileCommands::paste()
{
    QString error;
    if (!m_workspace->paste(QGuiApplication::clipboard()->text(), &error) && !error.isEmpty())
        emit message(error);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>

namespace ferz {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Ferz"));
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);
    auto *welcome = new QLabel(tr("Ferz — chess for two players at one board"), this);
    welcome->setAlignment(Qt::AlignCenter);
    setCentralWidget(welcome);
    resize(960, 720);
}

} // namespace ferz

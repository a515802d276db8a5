// SPDX-License-Identifier: GPL-3.0-or-later
// The application's main window.
#pragma once

#include <QMainWindow>

namespace ferz {

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace ferz

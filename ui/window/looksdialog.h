// SPDX-License-Identifier: GPL-3.0-or-later
// View ▸ Board and Pieces: the piece set, the board's colours, where the coordinates stand and
// whether moves sound, with a board that shows the choice at once.
#pragma once

#include "ui/settings/appsettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace ferz {

class BoardWidget;
class ViewSettings;

class LooksDialog : public QDialog {
    Q_OBJECT

public:
    explicit LooksDialog(const AppSettings &settings, QWidget *parent = nullptr);

    // `settings` with the choices made here.
    AppSettings chosen(AppSettings settings) const;
    BoardWidget *preview() const { return m_preview; }

private:
    void showChoice();

    QComboBox *m_pieces;
    QComboBox *m_theme;
    QCheckBox *m_inside;
    QCheckBox *m_sounds;
    BoardWidget *m_preview;
};

// Shows the dialog; when the user accepts, the choice goes into `settings`.
void chooseLooks(QWidget *parent, ViewSettings &settings);

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// The few choices made before a picture is written: for a diagram its format (PNG or SVG) and
// size, for a game's animated GIF the board's size and the time each move stays. The file's name
// is asked next, in the file dialog.
#pragma once

#include "export/diagramfile.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace ferz {

class PictureDialog : public QDialog {
    Q_OBJECT

public:
    // A diagram's choices, starting from `size`.
    PictureDialog(DiagramFormat format, int size, QWidget *parent);
    // A GIF's choices, starting from `size` and `delayMs`.
    PictureDialog(int size, int delayMs, QWidget *parent);

    DiagramFormat format() const;
    int size() const;
    int delayMs() const;

private:
    void addSize(int size, int minimum, int maximum);
    void addButtons();

    QComboBox *m_format = nullptr;
    QSpinBox *m_size = nullptr;
    QDoubleSpinBox *m_delay = nullptr;
};

} // namespace ferz

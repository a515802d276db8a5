// SPDX-License-Identifier: GPL-3.0-or-later
// Asks how deeply the engine looks at each position before Analysis ▸ Annotate with Engine: to a
// depth (plies), or for a time per move; says which engine it is and what the annotation adds.
#pragma once

#include "core/engine/uciengine.h"

#include <QDialog>

class QDoubleSpinBox;
class QRadioButton;
class QSpinBox;

namespace ferz {

struct AppSettings;

class AnnotateDialog : public QDialog {
    Q_OBJECT

public:
    // Shows the choice kept in `settings`; `engine` is the program's path.
    AnnotateDialog(const AppSettings &settings, const QString &engine, QWidget *parent = nullptr);

    // The limits chosen, and the choice written back into `settings` to be kept.
    SearchLimits limits() const;
    void store(AppSettings &settings) const;

private:
    QRadioButton *m_byDepth;
    QRadioButton *m_byTime;
    QSpinBox *m_depth;
    QDoubleSpinBox *m_seconds;
};

} // namespace ferz

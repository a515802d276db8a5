// SPDX-License-Identifier: GPL-3.0-or-later
// The settings in use, one object the window owns: every view reads what it shows from here and
// follows changed(), so nothing is pushed into a view by hand. Each change is written to the
// settings file at once (AppSettings, the store of every key); when that fails, problem() says
// why, once until writing works again. The board's orientation lives here too, so that Flip
// Board, auto-flip, the board, the clocks and the Flip action cannot disagree.
#pragma once

#include "ui/settings/appsettings.h"

#include <QObject>

#include <functional>

namespace ferz {

class ViewSettings : public QObject {
    Q_OBJECT

public:
    // What a change touched; each is said once per change.
    enum class Key {
        Flipped,
        AutoFlip,
        Notation, // the letters, the form, the evaluations shown, or the interface language when the letters are its
        Looks, // the piece set, the board's colours, where the coordinates stand
        Board, // legal moves shown, animation
        Learning,
        Sounds,
        Speech,
        Rules, // automatic draws, the dead-position rule, touch-move
        MainLine, // new moves at a branch of a reviewed game
        Engine,
        GameColumns, // the columns of the game lists
        Other // what no view shows: the window, games in tabs, the recent files, the annotation's search
    };
    Q_ENUM(Key)

    // The application's settings (QSettings()) as they were stored.
    explicit ViewSettings(QObject *parent = nullptr);

    const AppSettings &values() const { return m_values; }
    NotationStyle notation() const { return m_values.notation(); }

    // Changes the settings through `edit`, says what changed and writes them.
    void change(const std::function<void(AppSettings &)> &edit);
    void setFlipped(bool flipped);
    // Off: changes last until Ferz closes, the settings file keeps the user's (for screenshots).
    void setStoring(bool storing) { m_storing = storing; }

signals:
    void changed(ViewSettings::Key key);
    void problem(const QString &text);

private:
    AppSettings m_values;
    QString m_problem; // the last failure said
    bool m_storing = true;
};

} // namespace ferz

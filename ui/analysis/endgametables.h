// SPDX-License-Identifier: GPL-3.0-or-later
// The endgame tables (core/tablebase) as a view needs them: asked for the position it shows, it
// answers at once when the tables are in memory, and otherwise reads or makes them on a thread of
// its own (BackgroundJob), saying how far it is and when they are ready. Asking for another
// position meanwhile replaces the request; the work already done stays for the next one.
#pragma once

#include "core/tablebase/material.h"

#include <QObject>

namespace ferz {

class BackgroundJob;

class EndgameTables : public QObject {
    Q_OBJECT

public:
    explicit EndgameTables(QObject *parent = nullptr);

    // Whether the tables answer for `position` now. When they could but are not ready, they are
    // made meanwhile: progress(), then ready().
    bool request(const Position &position);
    // Whether tables are being made for the last request.
    bool isMaking() const;

signals:
    void progress(int percent);
    void ready();

private:
    BackgroundJob *m_job;
    Material m_material; // of the tables being made
};

} // namespace ferz

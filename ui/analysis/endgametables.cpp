// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/endgametables.h"

#include "core/tablebase/tablebase.h"
#include "core/task/backgroundjob.h"

namespace ferz {

EndgameTables::EndgameTables(QObject *parent) : QObject(parent), m_job(new BackgroundJob(this))
{
    connect(m_job, &BackgroundJob::progress, this,
            [this](qint64 done, qint64 total) { emit progress(total > 0 ? static_cast<int>(done * 100 / total) : 0); });
}

bool EndgameTables::request(const Position &position)
{
    Tablebase &tables = Tablebase::shared();
    if (!Tablebase::covers(position)) {
        m_job->cancel();
        return false;
    }
    if (tables.isReady(position)) {
        m_job->cancel();
        return true;
    }
    const Material material = Material::of(position).canonical();
    if (m_job->isRunning() && material == m_material)
        return false;
    m_material = material;
    m_job->start<bool>(
        [&tables, position](BackgroundJob::Control &control) {
            return tables.prepare(position, [&control](double done) {
                return control.report(static_cast<std::int64_t>(done * 1000), 1000);
            });
        },
        [this](bool made) {
            if (made)
                emit ready();
        });
    return false;
}

bool EndgameTables::isMaking() const
{
    return m_job->isRunning();
}

} // namespace ferz

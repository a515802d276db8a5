// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/openings/openings.h"

#include "core/openings/openingname.h"

#include <QFile>

namespace ferz {

QString Opening::localizedName() const
{
    return localizedOpeningName(name);
}

QString Opening::text() const
{
    return ecoText() + QLatin1Char(' ') + localizedName();
}

const OpeningTable &openingTable()
{
    // Read once, on first use, by whichever thread comes first (a static's initialisation is
    // thread-safe); read-only afterwards.
    static const OpeningTable table = [] {
        OpeningTable t;
        QFile file(QStringLiteral(":/openings/openings.bin"));
        if (!file.open(QIODevice::ReadOnly) || !t.read(file.readAll()))
            qFatal("The opening table built into Ferz cannot be read");
        return t;
    }();
    return table;
}

std::optional<Opening> openingAt(const Position &position)
{
    const OpeningTable &table = openingTable();
    const OpeningTable::Entry *e = table.find(position.key());
    if (!e)
        return std::nullopt;
    return Opening {table.eco(*e), table.name(*e)};
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/actions/nagtext.h"

#include "core/notation/nag.h"

#include <QFontMetrics>

#include <algorithm>
#include <string>

namespace ferz {

QString nagText(int nag, const QFont &font)
{
    const QString symbol = QString::fromStdString(std::string(nagSymbol(nag)));
    const QFontMetrics metrics(font);
    const auto codePoints = symbol.toUcs4();
    const bool drawable = !symbol.isEmpty()
        && std::all_of(codePoints.begin(), codePoints.end(), [&metrics](char32_t c) { return metrics.inFontUcs4(c); });
    if (drawable)
        return symbol;
    // The PGN standard's own ASCII forms of the two symbols few fonts have.
    if (nag == 14)
        return QStringLiteral("+=");
    if (nag == 15)
        return QStringLiteral("=+");
    return QStringLiteral("$%1").arg(nag);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/accessiblefactory.h"

#include "ui/board/accessibleboard.h"
#include "ui/board/boardwidget.h"
#include "ui/board/setupboard.h"

#include <QAccessible>

namespace ferz {

namespace {

QAccessibleInterface *create(const QString &className, QObject *object)
{
    if (className == QLatin1String("ferz::BoardWidget"))
        return new AccessibleBoard(static_cast<BoardWidget *>(object));
    if (className == QLatin1String("ferz::SetupBoard"))
        return new AccessibleSetupBoard(static_cast<SetupBoard *>(object));
    return nullptr;
}

} // namespace

void installAccessibleFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(create);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace ferz

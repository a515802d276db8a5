// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/accessiblefactory.h"

#include "ui/access/livetext.h"
#include "ui/board/accessibleboard.h"
#include "ui/board/boardwidget.h"
#include "ui/board/setupboard.h"

#include <QAccessibleWidget>
#include <QTextDocumentFragment>

namespace ferz {

namespace {

// A line of text that screen readers treat as a notification (see LiveText).
class AccessibleLiveText : public QAccessibleWidget {
public:
    explicit AccessibleLiveText(LiveText *label) : QAccessibleWidget(label, QAccessible::Notification) {}

    QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Name)
            return QAccessibleWidget::text(t);
        const auto *label = static_cast<const LiveText *>(widget());
        if (!label->accessibleName().isEmpty())
            return label->accessibleName();
        const bool rich = label->textFormat() == Qt::RichText
            || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        return rich ? QTextDocumentFragment::fromHtml(label->text()).toPlainText() : label->text();
    }
};

QAccessibleInterface *create(const QString &className, QObject *object)
{
    if (className == QLatin1String("ferz::BoardWidget"))
        return new AccessibleBoard(static_cast<BoardWidget *>(object));
    if (className == QLatin1String("ferz::SetupBoard"))
        return new AccessibleSetupBoard(static_cast<SetupBoard *>(object));
    if (className == QLatin1String("ferz::LiveText"))
        return new AccessibleLiveText(static_cast<LiveText *>(object));
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

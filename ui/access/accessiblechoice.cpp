// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/access/accessiblechoice.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QComboBox>

#include <vector>

namespace ferz {

namespace {

class AccessibleChoice;

// One choice of a combo box, asked of the box each time so that it is never out of date.
class AccessibleChoiceItem : public QAccessibleInterface {
public:
    AccessibleChoiceItem(AccessibleChoice *box, int index) : m_box(box), m_index(index) {}

    bool isValid() const override;
    QObject *object() const override { return nullptr; }
    QWindow *window() const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override;
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override;

private:
    AccessibleChoice *m_box;
    int m_index;
};

class AccessibleChoice : public QAccessibleWidget, public QAccessibleTextInterface {
public:
    explicit AccessibleChoice(QComboBox *box) : QAccessibleWidget(box, QAccessible::ComboBox)
    {
        // Qt makes one interface per widget, kept until the widget goes: one connection.
        QObject::connect(box, &QComboBox::currentIndexChanged, box, [box](int index) {
            if (index < 0 || !box->hasFocus())
                return;
            QAccessibleEvent event(box, QAccessible::Focus);
            event.setChild(index);
            QAccessible::updateAccessibility(&event);
        });
    }

    ~AccessibleChoice() override
    {
        for (QAccessible::Id id : m_items)
            QAccessible::deleteAccessibleInterface(id);
    }

    QComboBox *box() const { return static_cast<QComboBox *>(widget()); }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TextInterface)
            return static_cast<QAccessibleTextInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    int childCount() const override { return box()->count(); }

    QAccessibleInterface *child(int index) const override
    {
        if (index < 0 || index >= box()->count())
            return nullptr;
        if (m_items.size() <= static_cast<std::size_t>(index))
            m_items.resize(static_cast<std::size_t>(index) + 1, 0);
        QAccessible::Id &id = m_items[static_cast<std::size_t>(index)];
        if (!id)
            id = QAccessible::registerAccessibleInterface(
                new AccessibleChoiceItem(const_cast<AccessibleChoice *>(this), index));
        return QAccessible::accessibleInterface(id);
    }

    int indexOfChild(const QAccessibleInterface *child) const override
    {
        for (std::size_t i = 0; i < m_items.size(); ++i)
            if (m_items[i] && QAccessible::accessibleInterface(m_items[i]) == child)
                return static_cast<int>(i);
        return -1;
    }

    QAccessibleInterface *focusChild() const override
    {
        return box()->hasFocus() ? child(box()->currentIndex()) : nullptr;
    }

    // QAccessibleTextInterface: the current choice, read only.
    QString text(int startOffset, int endOffset) const override
    {
        return box()->currentText().mid(startOffset, endOffset - startOffset);
    }
    int characterCount() const override { return static_cast<int>(box()->currentText().size()); }
    void selection(int, int *startOffset, int *endOffset) const override { *startOffset = *endOffset = 0; }
    int selectionCount() const override { return 0; }
    void addSelection(int, int) override {}
    void removeSelection(int) override {}
    void setSelection(int, int, int) override {}
    int cursorPosition() const override { return 0; }
    void setCursorPosition(int) override {}
    QRect characterRect(int) const override { return {}; }
    int offsetAtPoint(const QPoint &) const override { return -1; }
    void scrollToSubstring(int, int) override {}
    QString attributes(int, int *startOffset, int *endOffset) const override
    {
        *startOffset = 0;
        *endOffset = characterCount();
        return {};
    }

    using QAccessibleWidget::text;

private:
    mutable std::vector<QAccessible::Id> m_items;
};

bool AccessibleChoiceItem::isValid() const
{
    return m_box->isValid() && m_index < m_box->box()->count();
}

QWindow *AccessibleChoiceItem::window() const
{
    return m_box->window();
}

QAccessibleInterface *AccessibleChoiceItem::parent() const
{
    return m_box;
}

QAccessible::State AccessibleChoiceItem::state() const
{
    const QComboBox *box = m_box->box();
    QAccessible::State state;
    state.selectable = true;
    state.focusable = true;
    state.selected = m_index == box->currentIndex();
    state.focused = state.selected && box->hasFocus();
    state.invisible = !box->isVisible();
    return state;
}

QString AccessibleChoiceItem::text(QAccessible::Text t) const
{
    return t == QAccessible::Name ? m_box->box()->itemText(m_index) : QString();
}

QRect AccessibleChoiceItem::rect() const
{
    return m_box->rect();
}

QAccessibleInterface *create(const QString &className, QObject *object)
{
    if (className != QLatin1String("QComboBox"))
        return nullptr;
    auto *box = static_cast<QComboBox *>(object);
    // An editable box has its line edit, which Qt's bridge reads right.
    return box->isEditable() ? nullptr : new AccessibleChoice(box);
}

} // namespace

void installAccessibleChoices()
{
    static const bool installed = [] {
        QAccessible::installFactory(create);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace ferz

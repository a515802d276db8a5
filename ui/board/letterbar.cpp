// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/letterbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>

namespace ferz {

namespace {

// What each button types, in the order shown (seed 001's letters and signs).
const char *const Texts[] = {"Кр", "Ф", "Л", "С", "К", "—", ":", "+", "++", "×", "0–0", "0–0–0"};

QString nameOf(int i)
{
    switch (i) {
    case 0: return LetterBar::tr("Russian king");
    case 1: return LetterBar::tr("Russian queen");
    case 2: return LetterBar::tr("Russian rook");
    case 3: return LetterBar::tr("Russian bishop");
    case 4: return LetterBar::tr("Russian knight");
    case 5: return LetterBar::tr("dash between the squares");
    case 6: return LetterBar::tr("capture");
    case 7: return LetterBar::tr("check");
    case 8: return LetterBar::tr("double check");
    case 9: return LetterBar::tr("mate");
    case 10: return LetterBar::tr("castling on the king's side");
    default: return LetterBar::tr("castling on the queen's side");
    }
}

} // namespace

LetterBar::LetterBar(QLineEdit *target, QWidget *parent) : QWidget(parent), m_target(target)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(2);
    for (const char *text : Texts) {
        auto *button = new QToolButton(this);
        const QString typed = QString::fromUtf8(text);
        button->setText(typed);
        button->setFocusPolicy(Qt::StrongFocus);
        button->setAutoRaise(false);
        connect(button, &QToolButton::clicked, this, [this, typed] {
            m_target->insert(typed);
            m_target->setFocus(Qt::OtherFocusReason);
        });
        row->addWidget(button);
        m_buttons << button;
    }
    row->addStretch(1);
    retranslateUi();
}

QToolButton *LetterBar::button(const QString &text) const
{
    for (QToolButton *b : m_buttons)
        if (b->text() == text)
            return b;
    return nullptr;
}

void LetterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LetterBar::retranslateUi()
{
    setAccessibleName(tr("Russian notation letters"));
    for (int i = 0; i < m_buttons.size(); ++i) {
        const QString name = tr("%1, %2").arg(nameOf(i), m_buttons[i]->text());
        m_buttons[i]->setAccessibleName(name);
        m_buttons[i]->setToolTip(tr("Type %1 (%2)").arg(m_buttons[i]->text(), nameOf(i)));
    }
}

} // namespace ferz

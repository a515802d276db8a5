// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/movebox.h"

#include "core/notation/moveinputmessage.h"
#include "core/rules/illegalmovetext.h"
#include "ui/session/gamesession.h"
#include "ui/settings/viewsettings.h"

#include <QEvent>
#include <QKeyEvent>

namespace ferz {

MoveBox::MoveBox(const ViewSettings &settings, QWidget *parent) : QLineEdit(parent), m_settings(settings)
{
    connect(this, &QLineEdit::returnPressed, this, &MoveBox::play);
    setPlaceholderText(tr("Type a move (e4, Nf3, Кf3, O-O, e7e8Q) and press Enter"));
}

void MoveBox::setSession(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    // A move typed for another game, another position or a game that has ended means nothing
    // there: a refused move does not wait in the box for the next one.
    clear();
    connect(session, &GameSession::changed, this, [this](const GameChange &change) {
        if (change.currentChanged || (change.treeChanged && !m_session->acceptsMoves()))
            clear();
    });
}

void MoveBox::start(const QString &text)
{
    setText(text);
    setFocus(Qt::OtherFocusReason);
}

void MoveBox::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        clear();
        emit finished();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void MoveBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setPlaceholderText(tr("Type a move (e4, Nf3, Кf3, O-O, e7e8Q) and press Enter"));
    QLineEdit::changeEvent(event);
}

void MoveBox::play()
{
    const QString typed = text().trimmed();
    if (typed.isEmpty() || !m_session)
        return;
    const Position &position = m_session->current()->position();
    const MoveInput input = readMove(position, typed.toStdString(), m_settings.notation());
    // Which alphabet a look-alike letter was read in, after the reason.
    const QString lookAlike = lookAlikeText(input);
    const auto say = [&](const QString &text) { emit message(lookAlike.isEmpty() ? text : text + u' ' + lookAlike); };
    switch (input.error) {
    case MoveInputError::None: {
        const GameNode *before = m_session->current();
        m_session->playMove(input.move, GameChange::Origin::Typed);
        if (m_session->current() != before)
            clear();
        if (!lookAlike.isEmpty())
            emit message(lookAlike);
        emit finished();
        return;
    }
    case MoveInputError::Unreadable:
        say(tr("\"%1\" is not a move in any notation Ferz reads: write for example e4, Nf3, exd5, O-O or e8=Q.")
                .arg(typed));
        return;
    case MoveInputError::NoSuchMove:
        say(tr("\"%1\": no piece of that kind can go there in this position.").arg(typed));
        return;
    case MoveInputError::Ambiguous: {
        QStringList candidates;
        for (Move m : input.candidates)
            candidates << QString::fromStdString(moveText(position, m, m_settings.notation()));
        say(tr("\"%1\" fits more than one move (%2): say which piece moves.")
                .arg(typed, candidates.join(QStringLiteral(", "))));
        return;
    }
    case MoveInputError::Illegal:
        say(tr("\"%1\" is not allowed. %2").arg(typed, illegalMoveText(position, input.from, input.to, input.illegal)));
        return;
    }
}

} // namespace ferz

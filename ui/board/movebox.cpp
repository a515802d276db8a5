// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/movebox.h"

#include "core/notation/moveinputmessage.h"
#include "core/rules/illegalmovetext.h"
#include "ui/session/gamesession.h"
#include "ui/settings/viewsettings.h"

#include <QEvent>
#include <QKeyEvent>

#include <algorithm>
#include <array>
#include <optional>

namespace ferz {

namespace {

// The four promotions of one pawn to one square, queen first, when `candidates` are just those.
std::optional<std::array<Move, 4>> promotionChoices(const std::vector<Move> &candidates)
{
    constexpr PieceType Order[4] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};
    if (candidates.size() != 4)
        return std::nullopt;
    std::array<Move, 4> choices;
    for (int i = 0; i < 4; ++i) {
        const auto it = std::find_if(candidates.begin(), candidates.end(), [&](Move m) {
            return m.kind() == Move::Promotion && m.promotion() == Order[i] && m.from() == candidates.front().from()
                && m.to() == candidates.front().to();
        });
        if (it == candidates.end())
            return std::nullopt;
        choices[i] = *it;
    }
    return choices;
}

} // namespace

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

bool MoveBox::typeFromBoard(QKeyEvent *event)
{
    const QString typed = event->text();
    const bool plain = !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    const bool starts = plain && typed.size() == 1 && typed.front().isLetterOrNumber();
    const int key = event->key();
    const bool edits = !text().isEmpty()
        && ((plain && typed.size() == 1 && typed.front().isPrint() && !typed.front().isSpace())
            || key == Qt::Key_Backspace || key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape);
    if (!starts && !edits)
        return false;
    keyPressEvent(event);
    return true;
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
    // Which alphabet a look-alike letter was read in, said after the rest.
    const QString lookAlike = lookAlikeText(input);
    if (input.error != MoveInputError::None) {
        // The text stays to be read and corrected, selected so that the next move typed replaces it.
        selectAll();
        const QString why = refusal(typed, input);
        emit message(lookAlike.isEmpty() ? why : why + u' ' + lookAlike);
        return;
    }
    const GameNode *before = m_session->current();
    m_session->playMove(input.move, GameChange::Origin::Typed);
    if (m_session->current() != before)
        clear();
    if (!lookAlike.isEmpty())
        emit message(lookAlike);
}

QString MoveBox::refusal(const QString &typed, const MoveInput &input) const
{
    const Position &position = m_session->current()->position();
    switch (input.error) {
    case MoveInputError::None: break;
    case MoveInputError::Unreadable:
        return tr("\"%1\" is not a move in any notation Ferz reads: write for example e4, Nf3, exd5, O-O or e8=Q.")
            .arg(typed);
    case MoveInputError::NoSuchMove:
        return tr("\"%1\": no piece of that kind can go there in this position.").arg(typed);
    case MoveInputError::Ambiguous: {
        const auto name = [&](Move m) { return QString::fromStdString(moveText(position, m, m_settings.notation())); };
        if (const auto promotions = promotionChoices(input.candidates))
            return tr("\"%1\" promotes the pawn: which piece does it become, %2, %3, %4 or %5?")
                .arg(typed, name((*promotions)[0]), name((*promotions)[1]), name((*promotions)[2]),
                     name((*promotions)[3]));
        QStringList candidates;
        for (Move m : input.candidates)
            candidates << name(m);
        return tr("\"%1\" fits more than one move (%2): say which piece moves.")
            .arg(typed, candidates.join(QStringLiteral(", ")));
    }
    case MoveInputError::Illegal:
        return tr("\"%1\" is not allowed. %2")
            .arg(typed, illegalMoveText(position, input.from, input.to, input.illegal));
    }
    return {};
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/commenteditor.h"

#include "core/pgn/pgncomment.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ferz {

namespace {

// A comment's paragraphs are apart by a blank line (a line break alone is a space), and a text box
// lays out a paragraph as a whole: a book-long one is shown in lines of about this many
// characters, broken at a space, or inside a word too long for a line, so that only the lines in
// view are laid out.
constexpr qsizetype ShownLine = 200;
constexpr qsizetype LongestWord = 1000;

QString inLines(const QString &comment)
{
    QString text;
    text.reserve(comment.size() + comment.size() / ShownLine);
    qsizetype line = 0; // characters on the line so far
    for (const QChar c : comment) {
        if (c == QLatin1Char('\n'))
            line = -1;
        if (line >= ShownLine && c == QLatin1Char(' ')) {
            text += QLatin1Char('\n');
            line = 0;
            continue;
        }
        if (line >= LongestWord) {
            text += QLatin1Char('\n');
            line = 0;
        }
        text += c;
        ++line;
    }
    return text;
}

QString paragraphs(const QString &text)
{
    return QString::fromStdString(commentParagraphs(text.toStdString()));
}

} // namespace

CommentEditor::CommentEditor(const QString &move, const QString &before, const QString &after, CommentBraces braces,
                             QWidget *parent)
    : QDialog(parent), m_before(new QPlainTextEdit(this)), m_after(new QPlainTextEdit(this)),
      m_braceNote(new QLabel(this)), m_originalBefore(before), m_originalAfter(after)
{
    setWindowTitle(move.isEmpty() ? tr("Comment on the Game") : tr("Comments on %1").arg(move));
    m_before->setObjectName(QStringLiteral("commentBefore"));
    m_after->setObjectName(QStringLiteral("commentAfter"));
    m_shownBefore = inLines(before);
    m_shownAfter = inLines(after);
    m_before->setPlainText(m_shownBefore);
    m_after->setPlainText(m_shownAfter);
    m_before->setTabChangesFocus(true);
    m_after->setTabChangesFocus(true);
    auto *form = new QFormLayout;
    if (move.isEmpty()) {
        m_before->hide();
        form->addRow(tr("Before the first move:"), m_after);
    } else {
        form->addRow(tr("Before %1:").arg(move), m_before);
        form->addRow(tr("After %1:").arg(move), m_after);
    }
    // What the file will hold, said as the brace is typed (see the PGN writer and PgnFile).
    m_braceNote->setObjectName(QStringLiteral("braceNote"));
    m_braceNote->setWordWrap(true);
    m_braceNote->setText(tr("Braces are saved as %1 and %2: in a PGN file a } would end the comment.")
                             .arg(QString::fromUtf8(braces.open), QString::fromUtf8(braces.close)));
    const auto showBraceNote = [this] {
        const auto hasBrace = [](const QPlainTextEdit *box) {
            const QString text = box->toPlainText();
            return text.contains(QLatin1Char('{')) || text.contains(QLatin1Char('}'));
        };
        m_braceNote->setVisible(hasBrace(m_before) || hasBrace(m_after));
    };
    showBraceNote();
    connect(m_before, &QPlainTextEdit::textChanged, this, showBraceNote);
    connect(m_after, &QPlainTextEdit::textChanged, this, showBraceNote);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_braceNote);
    layout->addWidget(buttons);
    m_after->setFocus();
    resize(480, 300);
}

// Left as shown, a comment is the one given (the lines it was shown in are no change of it).
QString CommentEditor::before() const
{
    const QString text = m_before->toPlainText();
    return text == m_shownBefore ? m_originalBefore : paragraphs(text);
}

QString CommentEditor::after() const
{
    const QString text = m_after->toPlainText();
    return text == m_shownAfter ? m_originalAfter : paragraphs(text);
}

} // namespace ferz

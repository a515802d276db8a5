// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/levelview.h"

#include "core/notation/lookalike.h"
#include "core/notation/moveinputmessage.h"
#include "core/notation/spokenmove.h"
#include "core/rules/illegalmovetext.h"
#include "core/rules/squarename.h"
#include "render/glyphpieceset.h"
#include "ui/access/boardannouncer.h"
#include "ui/access/livetext.h"
#include "ui/analysis/endgametables.h"
#include "ui/board/boardwidget.h"
#include "ui/board/letterbar.h"
#include "ui/course/endgametext.h"
#include "ui/course/leveltext.h"
#include "ui/course/puzzletext.h"
#include "ui/session/gametext.h"
#include "ui/settings/languagemanager.h"

#include <QCheckBox>
#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace ferz {

// The stars of a Collect level, drawn on their squares under the pieces.
class StarOverlay : public BoardOverlay {
public:
    std::vector<Square> stars;

    void paint(QPainter &painter, const BoardWidget &board) const override
    {
        painter.save();
        for (Square s : stars) {
            const QRectF r = board.squareRect(s);
            QFont font = painter.font();
            font.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.7)));
            painter.setFont(font);
            painter.setPen(QColor(214, 160, 0));
            painter.drawText(r, Qt::AlignCenter, QString(QChar(0x2605)));
        }
        painter.restore();
    }

    QString squareWords(Square s) const override
    {
        return std::ranges::find(stars, s) != stars.end() ? LevelView::tr("star") : QString();
    }
};

namespace {

bool movesOnTheBoard(LevelKind kind)
{
    return kind == LevelKind::Collect || kind == LevelKind::Move || kind == LevelKind::Claim || kind == LevelKind::Read
        || kind == LevelKind::Endgame || kind == LevelKind::Puzzle;
}

} // namespace

LevelView::LevelView(QWidget *parent)
    : QWidget(parent), m_overlay(std::make_unique<StarOverlay>()),
      m_clock([] { return QDateTime::currentMSecsSinceEpoch(); }), m_prompt(new LiveText(this)),
      m_facts(new QLabel(this)), m_shown(new QLabel(this)), m_board(new BoardWidget(this)),
      m_entry(new QLineEdit(this)), m_letters(new LetterBar(m_entry, this)), m_answerBox(new QWidget(this)),
      m_answerLayout(new QGridLayout(m_answerBox)), m_claim(new QPushButton(this)), m_withMove(new QCheckBox(this)),
      m_feedback(new LiveText(this)), m_said(new LiveText(this)), m_tick(new QTimer(this)),
      m_tables(new EndgameTables(this))
{
    m_prompt->setObjectName(QStringLiteral("prompt"));
    m_facts->setObjectName(QStringLiteral("facts"));
    m_shown->setObjectName(QStringLiteral("shown"));
    m_board->setObjectName(QStringLiteral("levelBoard"));
    m_entry->setObjectName(QStringLiteral("entry"));
    m_letters->setObjectName(QStringLiteral("letterBar"));
    m_claim->setObjectName(QStringLiteral("claim"));
    m_withMove->setObjectName(QStringLiteral("claimWithMove"));
    m_feedback->setObjectName(QStringLiteral("feedback"));
    m_said->setObjectName(QStringLiteral("said"));
    for (QLabel *label :
         {static_cast<QLabel *>(m_prompt), m_facts, static_cast<QLabel *>(m_feedback), static_cast<QLabel *>(m_said)}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    m_prompt->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_shown->setTextFormat(Qt::PlainText);
    m_shown->setAlignment(Qt::AlignCenter);
    QFont big = m_shown->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_shown->setFont(big);
    m_feedback->setMinimumHeight(m_feedback->fontMetrics().lineSpacing() * 3);
    m_feedback->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_board->setPieceSet(std::make_shared<GlyphPieceSet>());
    m_board->setMinimumSize(280, 280);
    m_board->setOverlay(m_overlay.get());
    m_board->installEventFilter(this);
    m_answerLayout->setContentsMargins(0, 0, 0, 0);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_prompt);
    layout->addWidget(m_facts);
    layout->addWidget(m_shown);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_entry);
    layout->addWidget(m_letters);
    layout->addWidget(m_answerBox);
    auto *claimRow = new QHBoxLayout;
    claimRow->addWidget(m_claim);
    claimRow->addWidget(m_withMove, 1);
    layout->addLayout(claimRow);
    layout->addWidget(m_said);
    layout->addWidget(m_feedback);

    // Before the level takes the move, so that it is said in the position it was made in.
    new BoardAnnouncer(m_board, m_said, true);
    connect(m_board, &BoardWidget::moveMade, this, &LevelView::played);
    // The move box has the keys first; Tab goes from it to the board, whose Ctrl+B plays by keys.
    setTabOrder(m_entry, m_board);
    connect(m_board, &BoardWidget::moveRejected, this,
            [this](Square from, Square to, const MoveCheck &check) { act(m_play->refuse(from, to, check)); });
    connect(m_board, &BoardWidget::touchMoveEnforced, this,
            [this](Square held) { m_feedback->setText(touchMoveText(m_board->position(), held)); });
    connect(m_entry, &QLineEdit::returnPressed, this, &LevelView::entered);
    connect(m_claim, &QPushButton::clicked, this, [this] { act(m_play->claimNow()); });
    connect(m_tick, &QTimer::timeout, this, &LevelView::showFacts);
    connect(m_tables, &EndgameTables::progress, this, &LevelView::awaitTables);
    connect(m_tables, &EndgameTables::ready, this, [this] { awaitTables(); });
    m_tick->setInterval(500);
    retranslateUi();
}

LevelView::~LevelView()
{
    m_board->setOverlay(nullptr);
}

void LevelView::start(const Stage &stage, int level)
{
    m_stage = &stage;
    m_index = level;
    m_play = std::make_unique<LevelPlay>(stage.levels[static_cast<std::size_t>(level)],
                                         QRandomGenerator::global()->generate(), m_rules);
    m_started = m_clock();
    showLevel();
}

void LevelView::retry()
{
    if (m_stage)
        start(*m_stage, m_index);
}

void LevelView::setRules(const GameOptions &rules)
{
    const GameOptions old = m_rules;
    m_rules = rules;
    if (!m_play)
        return;
    const Level &level = m_play->level();
    for (RuleOption option : AllRuleOptions)
        if (isSet(old, option) != isSet(rules, option) && dependsOn(level, option)
            && level.ruleText != RuleText::Fide) {
            retry();
            return;
        }
    // The note on the rule text may name the option that changed.
    showFacts();
}

bool LevelView::hasHint() const
{
    return m_play
        && (!m_play->level().hint.isEmpty() || !m_play->level().hintMove.isNull()
            || m_play->level().kind == LevelKind::Endgame);
}

void LevelView::showHint()
{
    if (!hasHint() || m_play->isOver())
        return;
    const Level &level = m_play->level();
    if (level.kind == LevelKind::Endgame) {
        const EndgameHint hint = m_play->endgameHint();
        if (hint.move.isNull())
            return;
        m_play->takeHint();
        m_feedback->setText(EndgameText::hint(m_play->position(), hint, style()));
        m_board->setAnnotations({Arrow {'G', hint.move.from(), hint.move.to()}}, {});
        return;
    }
    m_play->takeHint();
    m_feedback->setText(level.hint.isEmpty() ? tr("The arrow shows the move to try.") : LevelText::course(level.hint));
    if (!level.hintMove.isNull())
        m_board->setAnnotations({Arrow {'G', level.hintMove.from(), level.hintMove.to()}}, {});
}

QString LevelView::promptText() const
{
    return m_prompt->text();
}

QString LevelView::factsText() const
{
    return m_facts->text();
}

QString LevelView::feedback() const
{
    return m_feedback->text();
}

NotationLanguage LevelView::letters() const
{
    const QString language = LanguageManager::instance().language();
    return language == QLatin1String("ru") ? NotationLanguage::Russian
        : language == QLatin1String("es")  ? NotationLanguage::Spanish
        : language == QLatin1String("pt")  ? NotationLanguage::Portuguese
                                           : NotationLanguage::English;
}

NotationStyle LevelView::style() const
{
    const Level &level = m_play->level();
    if (level.kind == LevelKind::Write || level.kind == LevelKind::Read)
        return levelNotation(level.notation, letters());
    return notationStyle(letters(), NotationForm::Short);
}

void LevelView::setUpAnswers()
{
    qDeleteAll(m_answers);
    m_answers.clear();
    if (m_play->level().kind != LevelKind::Question)
        return;
    const std::vector<Answer> options = answerOptions(m_play->level());
    for (std::size_t i = 0; i < options.size(); ++i) {
        auto *button = new QPushButton(m_answerBox);
        button->setObjectName(QStringLiteral("answer%1").arg(i + 1));
        button->setProperty("answer", static_cast<int>(options[i]));
        const Answer answer = options[i];
        connect(button, &QPushButton::clicked, this, [this, answer] { act(m_play->answer(answer)); });
        m_answerLayout->addWidget(button, static_cast<int>(i) / 3, static_cast<int>(i) % 3);
        // Added to a box already on the screen: shown by hand.
        button->show();
        m_answers << button;
    }
}

void LevelView::showLevel()
{
    const Level &level = m_play->level();
    m_board->setPosition(m_play->position(), m_play->lastMove());
    m_board->setFlipped(level.flipped || level.position.sideToMove() == Color::Black);
    m_board->setInteractive(movesOnTheBoard(level.kind));
    m_board->setTouchMove(level.touchMove);
    m_board->setShowCoordinates(level.kind != LevelKind::Square);
    m_overlay->stars = m_play->starsLeft();
    std::vector<Arrow> arrows;
    std::vector<SquareMark> marks;
    if (level.kind == LevelKind::Question && level.ask == Ask::Legal)
        arrows.push_back({'B', level.attempt.from, level.attempt.to});
    if (level.kind == LevelKind::Write)
        arrows.push_back({'Y', level.move.from(), level.move.to()});
    if (level.touched != Square::None)
        marks.push_back({'Y', level.touched});
    m_board->setAnnotations(arrows, marks);

    const bool typed = level.kind != LevelKind::Question && level.kind != LevelKind::Read
        && !(level.kind == LevelKind::Square && level.findSquares);
    m_entry->setVisible(typed);
    m_letters->setVisible(typed && level.kind != LevelKind::Square && usesRussianLetters(style()));
    m_entry->setEnabled(true);
    m_letters->setEnabled(true);
    m_entry->clear();
    m_answerBox->setVisible(level.kind == LevelKind::Question);
    m_claim->setVisible(level.kind == LevelKind::Claim);
    m_withMove->setVisible(level.kind == LevelKind::Claim);
    m_claim->setEnabled(true);
    m_withMove->setChecked(false);
    m_feedback->clear();
    m_said->clear();
    m_lastMoveWords.clear();
    setUpAnswers();
    retranslateUi();
    // Said as the level opens, with the level's title: the goal is what the learner needs first.
    m_prompt->setText(m_prompt->text());
    if (level.kind == LevelKind::Square)
        m_tick->start();
    else
        m_tick->stop();
    if (typed)
        m_entry->setFocus();
    else if (!m_answers.isEmpty())
        m_answers.first()->setFocus();
    else
        m_board->setFocus();
    if (level.kind == LevelKind::Endgame && !m_tables->request(level.position))
        awaitTables();
}

void LevelView::awaitTables(int percent)
{
    if (!m_play || m_play->level().kind != LevelKind::Endgame)
        return;
    const bool ready = m_play->tablesReady();
    m_board->setInteractive(ready && !m_play->isOver());
    m_entry->setEnabled(ready && !m_play->isOver());
    if (ready)
        m_feedback->clear();
    else
        m_feedback->setText(percent < 0 ? tr("Making the endgame tables for this level…")
                                        : tr("Making the endgame tables for this level: %1%…").arg(percent));
}

void LevelView::showFacts()
{
    if (!m_play)
        return;
    const Level &level = m_play->level();
    QString facts;
    switch (level.kind) {
    case LevelKind::Collect: facts = tr("Moves made: %1 of %2.").arg(m_play->movesMade()).arg(level.moveLimit); break;
    case LevelKind::Endgame:
        facts = turnText(m_play->position()) + QStringLiteral(". ") + EndgameText::facts(*m_play);
        break;
    case LevelKind::Square:
        facts = tr("Square %1 of %2, %3 s.")
                    .arg(std::min(m_play->answered() + 1, level.count))
                    .arg(level.count)
                    .arg((m_clock() - m_started) / 1000);
        if (m_play->isOver())
            m_tick->stop();
        break;
    default: {
        // Whose move it is, as the main window's status line says it: many answers depend on it.
        QStringList lines {turnText(m_play->position()) + QLatin1Char('.')};
        if (const QString rules = LevelText::ruleText(level, m_rules); !rules.isEmpty())
            lines << rules;
        if (level.kind == LevelKind::Puzzle)
            lines << PuzzleText::facts(level);
        if (const QString history = LevelText::history(level, notationStyle(letters(), NotationForm::Short));
            !history.isEmpty())
            lines << tr("Before this position: %1").arg(history);
        facts = lines.join(QLatin1Char('\n'));
    }
    }
    m_facts->setText(facts);
    m_facts->setVisible(!facts.isEmpty());
    QString shown;
    if (level.kind == LevelKind::Read)
        shown = QString::fromStdString(moveText(level.position, level.move, style()));
    // An arrow cannot show what a pawn promotes to: the attempt is written out ("e8Кр").
    if (level.kind == LevelKind::Question && level.ask == Ask::Legal && level.attempt.promotion != PieceType::None)
        shown = QString::fromStdString(squareName(level.attempt.to) + style().promotion
                                       + style().letter(level.attempt.promotion));
    if (level.kind == LevelKind::Square && level.findSquares && !m_play->isOver())
        shown = QString::fromStdString(squareName(m_play->target()));
    m_shown->setText(shown);
    m_shown->setVisible(!shown.isEmpty());
    if (level.kind == LevelKind::Square && !level.findSquares)
        m_board->setAnnotations(
            {}, m_play->isOver() ? std::vector<SquareMark>() : std::vector<SquareMark> {{'G', m_play->target()}});
}

void LevelView::act(const Verdict &verdict)
{
    if (verdict.why == Verdict::Why::Ignored)
        return;
    if (verdict.outcome == Verdict::Outcome::Wrong || verdict.outcome == Verdict::Outcome::Failed)
        emit missed(m_play->mistakes() <= 1);
    m_feedback->setText(LevelText::verdict(*m_play, verdict, style()));
    const bool moved = verdict.outcome != Verdict::Outcome::Wrong;
    // A move the level refused was not played: it is not said as if it had been.
    if (!moved)
        m_said->clear();
    m_board->setPosition(m_play->position(), m_play->lastMove(), moved);
    // A hint's arrow belongs to the position it was given in.
    if (moved && m_play->level().kind == LevelKind::Endgame)
        m_board->setAnnotations({}, {});
    // A refuted move and the engine's answer to it, in red.
    if (verdict.why == Verdict::Why::Refuted) {
        std::vector<Arrow> arrows {{'R', verdict.move.from(), verdict.move.to()}};
        if (!verdict.line.empty())
            arrows.push_back({'R', verdict.line.front().from(), verdict.line.front().to()});
        m_board->setAnnotations(arrows, {});
    }
    m_overlay->stars = m_play->starsLeft();
    m_board->update();
    showFacts();
    if (!m_play->isOver())
        return;
    m_board->setInteractive(false);
    m_entry->setEnabled(false);
    m_letters->setEnabled(false);
    m_claim->setEnabled(false);
    for (QPushButton *button : m_answers)
        button->setEnabled(false);
    if (m_play->isSolved())
        emit solved(m_play->stars());
    emit finished();
}

void LevelView::played(Move move)
{
    const QString words = spokenMove(m_play->position(), move);
    act(m_play->play(move, m_withMove->isVisible() && m_withMove->isChecked()));
    if (m_play->lastMove() == move)
        m_lastMoveWords = words;
}

void LevelView::entered()
{
    const QString typed = m_entry->text().trimmed();
    if (typed.isEmpty() || !m_play || m_play->isOver())
        return;
    const Level &level = m_play->level();
    if (level.kind == LevelKind::Write) {
        act(m_play->write(typed.toStdString(), style()));
        return;
    }
    if (level.kind == LevelKind::Square) {
        const Square square = parseSquare(readLookAlikes(typed.toLower().toStdString(), false).text);
        if (square == Square::None) {
            m_feedback->setText(tr("Type the name of a square: its file, a to h, then its rank, 1 to 8, as in e4."));
            return;
        }
        m_entry->clear();
        act(m_play->chooseSquare(square, m_clock() - m_started));
        return;
    }
    const std::string text = typed.toStdString();
    const MoveInput input = readMove(m_play->position(), text, style());
    if (input.error == MoveInputError::Illegal) {
        act(m_play->refuse(input.from, input.to, input.illegal));
    } else if (input.error != MoveInputError::None) {
        m_feedback->setText(moveInputErrorText(m_play->position(), text, input));
        return;
    } else {
        m_entry->clear();
        // Said as a move on the board is (BoardAnnouncer), in the position it is made in.
        m_said->setText(spokenMove(m_play->position(), input.move));
        played(input.move);
    }
    if (const QString lookAlike = lookAlikeText(input); !lookAlike.isEmpty())
        m_feedback->setText(m_feedback->text() + QLatin1Char(' ') + lookAlike);
}

bool LevelView::eventFilter(QObject *watched, QEvent *event)
{
    // Square levels that ask for a square to be found take clicks on any square.
    if (watched == m_board && event->type() == QEvent::MouseButtonPress && m_play
        && m_play->level().kind == LevelKind::Square && m_play->level().findSquares && !m_play->isOver()) {
        const Square square = m_board->squareAt(static_cast<QMouseEvent *>(event)->position());
        if (square != Square::None)
            act(m_play->chooseSquare(square, m_clock() - m_started));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void LevelView::retranslateUi()
{
    // A button's text sets its shortcut to the text's mnemonic: the keys come after the texts.
    m_claim->setText(tr("Claim a Draw (Ctrl+D)"));
    m_withMove->setText(tr("Claim a draw with my next move (Ctrl+M)"));
    m_claim->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_withMove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_entry->setAccessibleName(tr("Your move"));
    if (!m_play)
        return;
    m_entry->setPlaceholderText(m_play->level().kind == LevelKind::Square
                                    ? tr("Type a square, such as e4, and press Enter")
                                    : m_play->level().kind == LevelKind::Write
                                    ? tr("Type the move and press Enter")
                                    : tr("Type a move (e4, Nf3, O-O) and press Enter, or play it on the board"));
    for (int i = 0; i < m_answers.size(); ++i) {
        m_answers[i]->setText(QStringLiteral("%1. %2").arg(i + 1).arg(
            LevelText::answerName(static_cast<Answer>(m_answers[i]->property("answer").toInt()))));
        m_answers[i]->setShortcut(QKeySequence(Qt::Key_1 + i));
    }
    m_prompt->display(LevelText::prompt(*m_stage, m_play->level(), letters()));
    m_prompt->setAccessibleName(QStringLiteral("%1. %2").arg(LevelText::title(*m_stage, m_index), m_prompt->text()));
    showFacts();
}

void LevelView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ferz

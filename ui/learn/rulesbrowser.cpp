// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/learn/rulesbrowser.h"

#include "core/course/course.h"
#include "core/rules/illegalmovetext.h"
#include "core/rules/squarename.h"
#include "render/glyphpieceset.h"
#include "ui/access/boardannouncer.h"
#include "ui/access/livetext.h"
#include "ui/board/boardwidget.h"
#include "ui/session/gametext.h"
#include "ui/settings/languagemanager.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace ferz {

namespace {

QString readPage(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The content of <meta name="NAME" content="…"> or the text of <title> in a page's source.
QString metaContent(const QString &html, const QString &name)
{
    const QRegularExpression meta(QStringLiteral("<meta\\s+name=\"%1\"\\s+content=\"([^\"]*)\"").arg(name));
    return meta.match(html).captured(1);
}

QString title(const QString &html)
{
    return QRegularExpression(QStringLiteral("<title>([^<]*)</title>")).match(html).captured(1).trimmed();
}

} // namespace

RulesBrowser::RulesBrowser(QWidget *parent, Book book)
    : QWidget(parent, Qt::Window), m_book(book), m_list(new QListWidget(this)), m_text(new QTextBrowser(this)),
      m_tryLabel(new QLabel(this)), m_board(new BoardWidget(this)), m_explanation(new LiveText(this)),
      m_said(new LiveText(this)), m_reset(new QPushButton(this)), m_claim(new QPushButton(this)),
      m_practise(new QPushButton(this))
{
    setObjectName(book == Book::Rules ? QStringLiteral("rulesBrowser") : QStringLiteral("guideBrowser"));
    m_list->setObjectName(QStringLiteral("pages"));
    m_text->setObjectName(QStringLiteral("page"));
    m_board->setObjectName(QStringLiteral("exampleBoard"));
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_said->setObjectName(QStringLiteral("said"));
    m_tryLabel->setObjectName(QStringLiteral("try"));
    m_reset->setObjectName(QStringLiteral("reset"));
    m_claim->setObjectName(QStringLiteral("claim"));
    m_practise->setObjectName(QStringLiteral("practise"));
    m_text->setOpenLinks(true);
    // A caret, so that the arrow keys read the page line by line (a screen reader follows it).
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    m_board->setPieceSet(std::make_shared<GlyphPieceSet>());
    m_board->setMinimumSize(240, 240);
    for (QLabel *label : {m_tryLabel, static_cast<QLabel *>(m_explanation), static_cast<QLabel *>(m_said)}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    m_tryLabel->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_explanation->setMinimumHeight(m_explanation->fontMetrics().lineSpacing() * 3);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_tryLabel);
    sideLayout->addWidget(m_board, 1);
    sideLayout->addWidget(m_said);
    sideLayout->addWidget(m_explanation);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_reset);
    buttons->addWidget(m_claim);
    buttons->addStretch(1);
    sideLayout->addLayout(buttons);
    sideLayout->addWidget(m_practise, 0, Qt::AlignLeft);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_text);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    splitter->setSizes({220, 560, 380});
    // The guide's pages have no example: its text takes the room of the board.
    side->setVisible(book == Book::Rules);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);
    resize(1180, 720);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_files.size() && currentPage() != m_files[row])
            m_text->setSource(QUrl(QStringLiteral("qrc") + pageDirectory() + m_files[row]));
    });
    connect(m_text, &QTextBrowser::sourceChanged, this, &RulesBrowser::pageShown);
    connect(m_reset, &QPushButton::clicked, this, &RulesBrowser::resetExample);
    connect(m_claim, &QPushButton::clicked, this, &RulesBrowser::claimDraw);
    connect(m_practise, &QPushButton::clicked, this, [this] { emit practiseRequested(currentPage()); });
    // Before the example takes the move, so that it is said in the position it was made in.
    new BoardAnnouncer(m_board, m_said, true);
    connect(m_board, &BoardWidget::moveMade, this, &RulesBrowser::exampleMove);
    connect(m_board, &BoardWidget::moveRejected, this, [this](Square from, Square to, const MoveCheck &check) {
        m_explanation->setText(illegalMoveText(m_board->position(), from, to, check));
    });
    connect(m_board, &BoardWidget::touchMoveEnforced, this,
            [this](Square held) { m_explanation->setText(touchMoveText(m_board->position(), held)); });
    // Esc closes the window, as it closes a dialog.
    auto *close = new QAction(this);
    close->setShortcut(Qt::Key_Escape);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);
    retranslateUi();
    loadLanguage();
}

void RulesBrowser::open(RulesBrowser *&browser, QWidget *parent, Book book)
{
    if (!browser)
        browser = new RulesBrowser(parent, book);
    browser->show();
    browser->raise();
    browser->activateWindow();
}

QString RulesBrowser::pageDirectory() const
{
    return QStringLiteral(":/%1/%2/").arg(QLatin1String(m_book == Book::Rules ? "rules" : "guide"), m_language);
}

void RulesBrowser::retranslateUi()
{
    setWindowTitle(m_book == Book::Rules ? tr("Rules of Chess") : tr("Ferz Guide"));
    m_reset->setText(tr("&Reset the Example"));
    m_claim->setText(tr("&Claim a Draw"));
    m_practise->setText(tr("&Practise This Rule"));
    m_tryLabel->setText(m_try);
    m_list->setAccessibleName(tr("Pages"));
}

void RulesBrowser::loadLanguage()
{
    const QString previous = currentPage();
    m_language = LanguageManager::instance().language();
    QStringList files = QDir(pageDirectory()).entryList({QStringLiteral("*.html")}, QDir::Files, QDir::Name);
    files.removeAll(QStringLiteral("index.html"));
    files.prepend(QStringLiteral("index.html"));
    m_files = files;
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const QString &file : m_files)
        m_list->addItem(title(readPage(pageDirectory() + file)));
    // The same page in the new language.
    showPage(previous.isEmpty() || !m_files.contains(previous) ? m_files.first() : previous);
}

bool RulesBrowser::showPage(const QString &file)
{
    if (!m_files.contains(file))
        return false;
    m_text->setSource(QUrl(QStringLiteral("qrc") + pageDirectory() + file));
    return currentPage() == file;
}

QString RulesBrowser::currentPage() const
{
    return m_text->source().fileName();
}

QString RulesBrowser::pageTitle() const
{
    return m_text->documentTitle();
}

QString RulesBrowser::tryText() const
{
    return m_tryLabel->text();
}

QString RulesBrowser::explanation() const
{
    return m_explanation->text();
}

void RulesBrowser::pageShown(const QUrl &url)
{
    const QString html = readPage(QLatin1Char(':') + url.path());
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(static_cast<int>(m_files.indexOf(url.fileName())));
    }
    m_text->setAccessibleName(title(html)); // what a screen reader says when Tab reaches the page
    m_example = metaContent(html, QStringLiteral("ferz-example"));
    m_exampleVariant = metaContent(html, QStringLiteral("ferz-variant")) == QLatin1String("chess960")
        ? Variant::Chess960
        : Variant::Standard;
    m_exampleLastMove = metaContent(html, QStringLiteral("ferz-last-move"));
    m_try = metaContent(html, QStringLiteral("ferz-try"));
    m_board->setTouchMove(metaContent(html, QStringLiteral("ferz-touch-move")) == QLatin1String("on"));
    m_tryLabel->setText(m_try);
    // The task is the example board's: a screen reader says it with the board.
    m_board->setAccessibleDescription(m_try);
    const bool hasExample = !m_example.isEmpty();
    for (QWidget *w :
         {static_cast<QWidget *>(m_tryLabel), static_cast<QWidget *>(m_board), static_cast<QWidget *>(m_explanation),
          static_cast<QWidget *>(m_said), static_cast<QWidget *>(m_reset), static_cast<QWidget *>(m_claim)})
        w->setVisible(hasExample);
    m_practise->setVisible(!Course::builtIn().stagesForPage(url.fileName()).empty());
    resetExample();
}

void RulesBrowser::resetExample()
{
    m_explanation->clear();
    m_said->clear();
    auto position = Position::fromFen(m_example.toStdString(), m_exampleVariant);
    // The move that led to the example ("d7d5"), marked as the board marks a game's last move.
    const std::string last = m_exampleLastMove.toStdString();
    const Move lastMove = last.size() == 4
        ? Move(parseSquare(std::string_view(last).substr(0, 2)), parseSquare(std::string_view(last).substr(2, 2)))
        : Move();
    const Position *p = std::get_if<Position>(&position);
    m_game = std::make_unique<Game>(p ? *p : Position());
    m_claimWithMove = false;
    if (p)
        m_board->setPosition(*p, lastMove);
    showGame();
}

void RulesBrowser::exampleMove(Move move)
{
    m_explanation->clear();
    if (m_claimWithMove) {
        m_claimWithMove = false;
        if (m_game->playAndClaim(move, 0) == DrawClaim::None)
            m_explanation->setText(tr("That move allows no draw claim: it stands, and the game goes on."));
    } else {
        m_game->play(move, 0);
    }
    m_board->setPosition(m_game->position(), move, true);
    showGame();
}

void RulesBrowser::claimDraw()
{
    if (m_game->claimDraw(0)) {
        showGame();
        return;
    }
    if (m_game->canClaimWithAMove()) {
        m_claimWithMove = true;
        m_explanation->setText(tr("Now make the move that repeats the position for the third time or completes fifty "
                                  "moves: the draw is claimed with it."));
    }
}

void RulesBrowser::showGame()
{
    const bool over = m_game->isOver();
    m_board->setInteractive(!over);
    m_claim->setEnabled(!over && (m_game->claimableDraw() != DrawClaim::None || m_game->canClaimWithAMove()));
    if (over)
        m_explanation->setText(endingText(*m_game));
}

void RulesBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_language != LanguageManager::instance().language())
            loadLanguage();
    }
    QWidget::changeEvent(event);
}

} // namespace ferz

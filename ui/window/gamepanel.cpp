// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/gamepanel.h"

#include "core/openings/openings.h"
#include "export/gamehtml.h"
#include "ui/access/positionwords.h"
#include "ui/actions/windowactions.h"
#include "ui/notation/notationview.h"
#include "ui/play/clockwidget.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/symbolpalette.h"
#include "ui/session/playsession.h"
#include "ui/settings/viewsettings.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSplitter>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace ferz {

namespace {

// Tag values are shown up to this many characters: a crafted file's megabyte-long name must not
// widen the window beyond the screen.
constexpr qsizetype ShownTagLength = 60;

QString tagText(const GameTree &tree, const char *name)
{
    const std::string value = tree.tag(name);
    QString text = value == "?" ? QString() : QString::fromStdString(value.substr(0, ShownTagLength * 4));
    if (text.size() > ShownTagLength)
        text = text.left(ShownTagLength - 1) + QChar(u'…');
    return text;
}

} // namespace

GamePanel::GamePanel(const WindowActions &actions, const ViewSettings &settings, QWidget *parent)
    : QWidget(parent), m_settings(settings), m_gameList(new GameListWidget(this)), m_topClock(new ClockWidget(this)),
      m_bottomClock(new ClockWidget(this)), m_header(new QLabel(this)), m_notation(new NotationView(settings, this)),
      m_symbols(new QToolBar(this)), m_palette(new SymbolPalette(actions, this)),
      m_paletteAction(actions.symbolPalette), m_buttons(new QWidget(this))
{
    m_gameList->setObjectName(QStringLiteral("gameList"));
    m_notation->setObjectName(QStringLiteral("notation"));
    m_header->setObjectName(QStringLiteral("gameHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    // Tab reaches the players and the result; a screen reader reads them in words.
    m_header->setFocusPolicy(Qt::TabFocus);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_symbols->setObjectName(QStringLiteral("annotationBar"));
    m_symbols->addActions(actions.moveNags);
    m_symbols->addSeparator();
    m_symbols->addActions(actions.positionNags.mid(0, 6));
    m_symbols->addSeparator();
    m_symbols->addAction(actions.symbolPalette);
    m_symbols->addAction(actions.comment);
    m_palette->hide();
    connect(actions.symbolPalette, &QAction::toggled, this, [this](bool on) {
        m_palette->setVisible(on && m_symbols->isVisibleTo(this));
        if (on)
            m_palette->focusFirst();
    });

    auto *grid = new QGridLayout(m_buttons);
    grid->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (QAction *action : {actions.offerDraw, actions.claimDraw, actions.acceptDraw, actions.declineDraw,
                            actions.takeBack, actions.resign, actions.pause, actions.flip}) {
        auto *button = new QToolButton(m_buttons);
        button->setDefaultAction(action);
        button->setObjectName(action->objectName() + QStringLiteral("Button"));
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        grid->addWidget(button, i / 2, i % 2);
        ++i;
    }

    auto *game = new QWidget(this);
    m_column = new QVBoxLayout(game);
    m_column->setContentsMargins(0, 0, 0, 0);
    m_column->addWidget(m_topClock);
    m_column->addWidget(m_header);
    m_column->addWidget(m_notation, 1);
    m_column->addWidget(m_symbols);
    m_column->addWidget(m_palette);
    m_column->addWidget(m_buttons);
    m_column->addWidget(m_bottomClock);
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(m_gameList);
    m_splitter->addWidget(game);
    // A file's list shows a dozen games and more at 1280×800; the notation keeps the larger part.
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_notation, &NotationView::nodeClicked, this, [this](GameNode *node) {
        if (m_session)
            m_session->setCurrent(node);
    });
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Flipped)
            refreshClocks();
    });
}

ClockWidget *GamePanel::clockOf(Color c) const
{
    return (c == Color::White) != m_settings.values().flipped ? m_bottomClock : m_topClock;
}

void GamePanel::addAnalysis(QWidget *analysis, QAction *analyse)
{
    // The engine's panel goes under the notation when asked for: the board keeps its height.
    m_analysisDock = new QDockWidget(this);
    m_analysisDock->setObjectName(QStringLiteral("analysisDock"));
    m_analysisDock->setWidget(analysis);
    m_analysisDock->setFeatures(QDockWidget::DockWidgetClosable);
    m_analysisDock->setWindowTitle(tr("Analysis"));
    m_splitter->addWidget(m_analysisDock);
    m_splitter->setStretchFactor(2, 0);
    m_analysisDock->hide();
    connect(analyse, &QAction::toggled, m_analysisDock, [this](bool running) {
        if (running)
            m_analysisDock->show();
    });
}

void GamePanel::addUnderNotation(QWidget *widget)
{
    m_column->insertWidget(m_column->indexOf(m_notation) + 1, widget);
}

void GamePanel::addAboveNotation(QWidget *widget)
{
    m_column->insertWidget(m_column->indexOf(m_notation), widget);
}

void GamePanel::setSession(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_notation->setTree(&session->tree());
    m_notation->setCurrent(session->current());
    connect(session, &GameSession::changed, this, [this](const GameChange &change) {
        if (change.treeChanged)
            m_notation->setTree(&m_session->tree());
        if (change.currentChanged) {
            m_notation->setCurrent(m_session->current());
            refreshHeader(); // the opening of the position shown
        }
        if (change.origin == GameChange::Origin::File) {
            // A save may have changed the file's index, or the file (Save As).
            m_gameList->refresh();
            showSource();
        }
        if (change.recordChanged) {
            refreshHeader();
            refreshClocks();
            m_gameList->setOpenGame(m_session->source().index, headerOf(m_session->tree()));
        }
    });

    const bool playing = session->kind() == GameSession::Kind::Play;
    if (auto *play = qobject_cast<PlaySession *>(session))
        connect(play, &PlaySession::clocksChanged, this, &GamePanel::refreshClocks);
    m_topClock->setVisible(playing);
    m_bottomClock->setVisible(playing);
    m_buttons->setVisible(playing);
    m_header->setVisible(!playing);
    m_symbols->setVisible(!playing);
    m_palette->setVisible(!playing && m_paletteAction->isChecked());

    showSource();
    refreshClocks();
    refreshHeader();
}

void GamePanel::showSource()
{
    const GameSource &source = m_session->source();
    if (source.database != m_database) {
        m_gameList->setDatabase(source.database.get());
        m_database = source.database;
    }
    const bool list = m_database && m_database->count() > 1;
    if (list && m_gameList->isHidden()) {
        // A list that appears gets two fifths of the game's height: a dozen games at 1280×800.
        QList<int> sizes = m_splitter->sizes();
        const int height = sizes[0] + sizes[1];
        sizes[0] = height * 2 / 5;
        sizes[1] = height - sizes[0];
        m_gameList->show();
        m_splitter->setSizes(sizes);
    }
    m_gameList->setVisible(list);
    m_gameList->setOpenGame(source.index, headerOf(m_session->tree()));
    m_gameList->setCurrentGame(source.index);
}

void GamePanel::refreshClocks()
{
    const auto *play = qobject_cast<PlaySession *>(m_session.data());
    if (!play)
        return;
    const Game &game = play->game();
    const ChessClock &clock = game.clock();
    const qint64 now = play->now();
    for (Color c : {Color::White, Color::Black}) {
        ClockWidget *widget = clockOf(c);
        const QString colour = c == Color::White ? tr("White") : tr("Black");
        const QString name = tagText(game.tree(), c == Color::White ? "White" : "Black");
        widget->setName(name.isEmpty() ? colour : QStringLiteral("%1 (%2)").arg(name, colour));
        widget->setTime(clock.isTimed() ? std::optional<qint64>(clock.remaining(c, now)) : std::nullopt);
        widget->setActive(!game.isOver() && game.position().sideToMove() == c);
        widget->setLow(clock.isTimed() && !game.isOver()
                       && clock.remaining(c, now) < lowTimeWarningMs(clock.control()));
    }
}

void GamePanel::refreshHeader()
{
    if (!m_session)
        return;
    const GameTree &tree = m_session->tree();
    const QString players = QStringLiteral("%1 – %2").arg(tagText(tree, "White"), tagText(tree, "Black"));
    // The opening of the position shown, found by position; the game's ECO tag where none is.
    const std::optional<Opening> opening = openingOf(m_session->current());
    QString details = startPositionName(tree.startPosition()).toHtmlEscaped();
    for (const char *name : {"Event", "Site", "Date", "Round", "ECO", "Annotator"}) {
        const bool eco = std::string_view(name) == "ECO";
        const QString value = eco && opening ? opening->text() : tagText(tree, name);
        if (!value.isEmpty())
            details += (details.isEmpty() ? QString() : QStringLiteral(" · ")) + value.toHtmlEscaped();
    }
    const QString said = headerWords(tree);
    m_header->setAccessibleName(said.isEmpty() ? tr("The players are not named.") : said);
    // The name as the set writes it, for those who know the openings by their English names.
    m_header->setToolTip(opening ? opening->englishName() : QString());
    m_header->setText(
        QStringLiteral("<b style=\"font-size:large\">%1</b> &nbsp;<b>%2</b>%3<br/><span style=\"color:#555\">%4</span>")
            .arg(players.toHtmlEscaped(), QString::fromUtf8(shownResult(tree.tag("Result"))).toHtmlEscaped(),
                 m_session->isModified() ? QStringLiteral(" &nbsp;<i>%1</i>").arg(tr("(edited)")) : QString(),
                 details));
}

void GamePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        if (m_analysisDock)
            m_analysisDock->setWindowTitle(tr("Analysis"));
        refreshClocks();
        refreshHeader();
        m_gameList->retranslateUi();
    }
    QWidget::changeEvent(event);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursewindow.h"

#include "core/course/puzzle.h"
#include "ui/access/livetext.h"
#include "ui/course/learners.h"
#include "ui/course/leveltext.h"
#include "ui/course/levelview.h"
#include "ui/course/progresspage.h"
#include "ui/course/puzzleimport.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ferz {

namespace {

// Where an item of the stage list leads: a stage's index (or ReviewIndex, PuzzleIndex) and a
// level's (-1 for the stage itself).
constexpr int StageRole = Qt::UserRole;
constexpr int LevelRole = Qt::UserRole + 1;
constexpr int ReviewIndex = -1;
constexpr int PuzzleIndex = -2;
const QString ReviewId = QStringLiteral("review");
const QString PuzzlesId = QStringLiteral("puzzles");

QTreeWidgetItem *stageItem(QTreeWidget *list, int stage)
{
    auto *item = new QTreeWidgetItem(list);
    item->setData(0, StageRole, stage);
    item->setData(0, LevelRole, -1);
    return item;
}

// Gives `item` one child for each of `count` levels.
void setLevelItems(QTreeWidgetItem *item, int count)
{
    while (item->childCount() > count)
        delete item->takeChild(item->childCount() - 1);
    while (item->childCount() < count) {
        auto *level = new QTreeWidgetItem(item);
        level->setData(0, StageRole, item->data(0, StageRole));
        level->setData(0, LevelRole, item->childCount() - 1);
    }
}

} // namespace

CourseWindow::CourseWindow(const Course &course, QWidget *parent, const QString &folder)
    : QWidget(parent, Qt::Window), m_course(course),
      m_learners(new Learners(folder.isEmpty() ? Learners::defaultFolder() : folder, this)),
      m_import(new PuzzleImport(this, *m_learners)), m_learnerLabel(new QLabel(this)),
      m_learnerList(new QComboBox(this)), m_newLearner(new QPushButton(this)), m_stages(new QTreeWidget(this)),
      m_progress(new QPushButton(this)), m_makePuzzles(new QPushButton(this)), m_notice(new LiveText(this)),
      m_title(new QLabel(this)), m_intro(new QLabel(this)), m_level(new LevelView(this)), m_stars(new QLabel(this)),
      m_hint(new QPushButton(this)), m_retry(new QPushButton(this)), m_rule(new QPushButton(this)),
      m_next(new QPushButton(this))
{
    setObjectName(QStringLiteral("courseWindow"));
    m_learnerList->setObjectName(QStringLiteral("learners"));
    m_newLearner->setObjectName(QStringLiteral("newLearner"));
    m_stages->setObjectName(QStringLiteral("stages"));
    m_intro->setObjectName(QStringLiteral("intro"));
    m_progress->setObjectName(QStringLiteral("progressPage"));
    m_makePuzzles->setObjectName(QStringLiteral("makePuzzles"));
    m_notice->setObjectName(QStringLiteral("notice"));
    m_stars->setObjectName(QStringLiteral("stars"));
    m_hint->setObjectName(QStringLiteral("hint"));
    m_retry->setObjectName(QStringLiteral("retry"));
    m_rule->setObjectName(QStringLiteral("rulePage"));
    m_next->setObjectName(QStringLiteral("next"));
    m_learnerLabel->setBuddy(m_learnerList);
    m_stages->setColumnCount(2);
    m_stages->header()->setStretchLastSection(false);
    m_stages->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_stages->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    m_stars->setStyleSheet(QStringLiteral("color: #d6a000"));
    QFont starFont = m_stars->font();
    starFont.setPointSizeF(starFont.pointSizeF() * 1.8);
    m_stars->setFont(starFont);

    auto *left = new QWidget(this);
    auto *leftColumn = new QVBoxLayout(left);
    leftColumn->setContentsMargins(0, 0, 0, 0);
    auto *learnerRow = new QHBoxLayout;
    learnerRow->addWidget(m_learnerLabel);
    learnerRow->addWidget(m_learnerList, 1);
    learnerRow->addWidget(m_newLearner);
    leftColumn->addLayout(learnerRow);
    leftColumn->addWidget(m_stages, 1);
    auto *leftButtons = new QHBoxLayout;
    leftButtons->addWidget(m_progress);
    leftButtons->addWidget(m_makePuzzles);
    leftColumn->addLayout(leftButtons);
    leftColumn->addWidget(m_notice);
    auto *right = new QWidget(this);
    auto *column = new QVBoxLayout(right);
    column->setContentsMargins(0, 0, 0, 0);
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_stars);
    column->addLayout(titleRow);
    column->addWidget(m_intro);
    column->addWidget(m_level, 1);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {m_hint, m_retry, m_rule})
        buttons->addWidget(button);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    column->addLayout(buttons);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({380, 780});
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);
    resize(1160, 820);
    setTabOrder(m_learnerList, m_newLearner);
    setTabOrder(m_newLearner, m_stages);

    connect(m_stages, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const Stage &stage = stageAt(item->data(0, StageRole).toInt());
        const int level = item->data(0, LevelRole).toInt();
        if (&stage == &m_review && level < 0)
            makeStages();
        if (stage.levels.empty()) {
            m_notice->setText(&stage == &m_review ? tr("Nothing is due for review today.")
                                                  : tr("No puzzles yet. Annotate your games with the engine "
                                                       "(Analysis ▸ Annotate with Engine), save them, and make "
                                                       "puzzles from the file with Make Puzzles."));
            showProgress();
            return;
        }
        go(stage.id, level >= 0 ? level : &stage == &m_review ? 0 : firstUnsolved(stage));
    });
    connect(m_stages, &QTreeWidget::itemClicked, m_stages, &QTreeWidget::itemActivated);
    connect(m_learnerList, &QComboBox::activated, this, [this](int index) {
        if (index == m_learners->book().current)
            return;
        m_learners->choose(index);
        makeStages();
        resume();
        m_notice->setText(tr("%1 is learning now.").arg(m_learners->learner().name));
    });
    connect(m_newLearner, &QPushButton::clicked, this, &CourseWindow::addLearner);
    connect(m_progress, &QPushButton::clicked, this, [this] { showProgressPage(); });
    connect(m_makePuzzles, &QPushButton::clicked, m_import, &PuzzleImport::chooseFile);
    connect(m_import, &PuzzleImport::done, this, [this](const QString &message) {
        makeStages();
        showProgress();
        m_notice->setText(message);
    });
    connect(m_level, &LevelView::solved, this, &CourseWindow::solved);
    connect(m_level, &LevelView::missed, this, &CourseWindow::missed);
    connect(m_level, &LevelView::finished, this, &CourseWindow::showHintState);
    connect(m_hint, &QPushButton::clicked, this, [this] {
        m_level->showHint();
        showHintState();
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        m_level->retry();
        showProgress();
    });
    connect(m_rule, &QPushButton::clicked, this, [this] {
        if (m_level->stage())
            emit rulePageRequested(m_level->stage()->page);
    });
    connect(m_next, &QPushButton::clicked, this, &CourseWindow::next);
    makeStages();
    fillStages();
    retranslateUi();
    if (!m_learners->problem().isEmpty())
        m_notice->setText(m_learners->problem());
}

CourseWindow::~CourseWindow() = default;

void CourseWindow::makePuzzles(std::shared_ptr<const GameTree> game)
{
    m_import->makeQuietly(std::move(game));
}

void CourseWindow::setEngine(const QString &program)
{
    m_import->setEngine(program);
}

QString CourseWindow::levelKey(const Stage &stage, int index)
{
    const Level &level = stage.levels[static_cast<std::size_t>(index)];
    return level.key.isEmpty() ? Course::levelId(stage, index + 1) : level.key;
}

const Stage *CourseWindow::stageById(const QString &id) const
{
    return id == ReviewId ? &m_review : id == PuzzlesId ? &m_puzzles : m_course.stage(id);
}

const Stage &CourseWindow::stageAt(int index) const
{
    return index == ReviewIndex ? m_review
        : index == PuzzleIndex  ? m_puzzles
                                : m_course.stages[static_cast<std::size_t>(index)];
}

void CourseWindow::makeStages()
{
    m_review.id = ReviewId;
    m_puzzles.id = PuzzlesId;
    m_puzzles.levels.clear();
    for (const Puzzle &puzzle : m_learners->puzzles())
        m_puzzles.levels.push_back(puzzleLevel(puzzle));
    m_review.levels.clear();
    for (const QString &key : m_learners->learner().review.due(m_learners->today())) {
        const auto puzzle = std::ranges::find_if(m_puzzles.levels, [&key](const Level &l) { return l.key == key; });
        if (puzzle != m_puzzles.levels.end()) {
            m_review.levels.push_back(*puzzle);
            continue;
        }
        const Stage *stage = m_course.stage(key.section(QLatin1Char(':'), 0, 0));
        const int index = key.section(QLatin1Char(':'), 1).toInt() - 1;
        if (!stage || index < 0 || index >= static_cast<int>(stage->levels.size()))
            continue;
        Level level = stage->levels[static_cast<std::size_t>(index)];
        level.key = key;
        if (level.prompt.isEmpty())
            level.prompt = stage->prompt;
        m_review.levels.push_back(std::move(level));
    }
    if (m_stages->topLevelItemCount() > 1) {
        setLevelItems(m_stages->topLevelItem(0), static_cast<int>(m_review.levels.size()));
        setLevelItems(m_stages->topLevelItem(1), static_cast<int>(m_puzzles.levels.size()));
    }
}

int CourseWindow::firstUnsolved(const Stage &stage) const
{
    const QMap<QString, int> &stars = m_learners->learner().stars;
    for (std::size_t i = 0; i < stage.levels.size(); ++i)
        if (!stars.contains(levelKey(stage, static_cast<int>(i))))
            return static_cast<int>(i);
    return 0;
}

bool CourseWindow::openLevel(const QString &stageId, int level)
{
    const Stage *stage = stageById(stageId);
    if (!stage || level < 0 || level >= static_cast<int>(stage->levels.size()))
        return false;
    m_level->start(*stage, level);
    showProgress();
    return true;
}

bool CourseWindow::go(const QString &stageId, int level)
{
    if (!openLevel(stageId, level))
        return false;
    // The review's list changes from day to day: the course goes on in the course.
    if (stageId != ReviewId)
        m_learners->setLastLevel(Course::levelId(*m_level->stage(), level + 1));
    return true;
}

bool CourseWindow::practise(const QString &page)
{
    const std::vector<const Stage *> stages = m_course.stagesForPage(page);
    return !stages.empty() && go(stages.front()->id, firstUnsolved(*stages.front()));
}

void CourseWindow::resume()
{
    const QString last = m_learners->learner().lastLevel;
    if (!openLevel(last.section(QLatin1Char(':'), 0, 0), last.section(QLatin1Char(':'), 1).toInt() - 1)) {
        const QMap<QString, int> &stars = m_learners->learner().stars;
        const auto unsolved = std::ranges::find_if(m_course.stages, [&](const Stage &stage) {
            return !stars.contains(levelKey(stage, firstUnsolved(stage)));
        });
        if (unsolved != m_course.stages.end())
            go(unsolved->id, firstUnsolved(*unsolved));
        else if (!m_course.stages.empty())
            go(m_course.stages.front().id, 0);
    }
    if (m_learners->book().learners.size() > 1) {
        m_learnerList->setFocus();
        m_notice->setText(tr("Who is learning? Choose your name in the list of learners."));
    }
}

QString CourseWindow::levelName(const Stage &stage, int index) const
{
    const Level &level = stage.levels[static_cast<std::size_t>(index)];
    if (level.kind == LevelKind::Puzzle)
        return tr("Puzzle: %1").arg(level.source.origin);
    if (&stage == &m_review)
        if (const Stage *from = m_course.stage(level.key.section(QLatin1Char(':'), 0, 0)))
            return LevelText::title(*from, level.key.section(QLatin1Char(':'), 1).toInt() - 1);
    return tr("Level %1").arg(index + 1);
}

QString CourseWindow::starsText() const
{
    return m_stars->text();
}

void CourseWindow::fillStages()
{
    m_stages->clear();
    setLevelItems(stageItem(m_stages, ReviewIndex), static_cast<int>(m_review.levels.size()));
    setLevelItems(stageItem(m_stages, PuzzleIndex), static_cast<int>(m_puzzles.levels.size()));
    for (std::size_t s = 0; s < m_course.stages.size(); ++s)
        setLevelItems(stageItem(m_stages, static_cast<int>(s)), static_cast<int>(m_course.stages[s].levels.size()));
}

QTreeWidgetItem *CourseWindow::itemOf(const Stage &stage) const
{
    for (int i = 0; i < m_stages->topLevelItemCount(); ++i)
        if (&stageAt(m_stages->topLevelItem(i)->data(0, StageRole).toInt()) == &stage)
            return m_stages->topLevelItem(i);
    return nullptr;
}

void CourseWindow::showLearners()
{
    m_learnerList->clear();
    for (const Learner &learner : m_learners->book().learners)
        m_learnerList->addItem(learner.name);
    m_learnerList->setCurrentIndex(m_learners->book().current);
}

// The stage list's texts and marks, the stars of the level shown, and the buttons' states.
void CourseWindow::showProgress()
{
    const QMap<QString, int> &stars = m_learners->learner().stars;
    for (int s = 0; s < m_stages->topLevelItemCount(); ++s) {
        QTreeWidgetItem *item = m_stages->topLevelItem(s);
        const int index = item->data(0, StageRole).toInt();
        const Stage &stage = stageAt(index);
        int solved = 0;
        for (int l = 0; l < item->childCount(); ++l) {
            const int earned = stars.value(levelKey(stage, l));
            solved += earned > 0;
            QTreeWidgetItem *levelItem = item->child(l);
            levelItem->setText(0, levelName(stage, l));
            levelItem->setText(1, earned > 0 ? LevelText::stars(earned) : QString());
            if (m_level->stage() == &stage && m_level->levelIndex() == l)
                m_stages->setCurrentItem(levelItem);
        }
        const int count = item->childCount();
        if (index == ReviewIndex) {
            item->setText(0, tr("Review"));
            item->setText(1, tr("%1 due").arg(m_learners->learner().review.dueCount(m_learners->today())));
        } else if (index == PuzzleIndex) {
            item->setText(0, tr("Puzzles from your games"));
            item->setText(1, tr("%1/%2").arg(solved).arg(count));
        } else {
            item->setText(0, tr("%1. %2").arg(index + 1).arg(LevelText::course(stage.title)));
            item->setText(1, solved == count ? tr("done") : tr("%1/%2").arg(solved).arg(count));
        }
        item->setExpanded(m_level->stage() == &stage);
    }
    const Stage *stage = m_level->stage();
    if (!stage)
        return;
    const int index = m_level->levelIndex();
    m_title->setText(stage == &m_review ? tr("Review: %1").arg(levelName(*stage, index))
                                        : LevelText::title(*stage, index));
    m_intro->setText(LevelText::unbroken(LevelText::course(stage->intro)));
    m_stars->setText(LevelText::stars(stars.value(levelKey(*stage, index))));
    m_rule->setEnabled(!stage->page.isEmpty());
    showHintState();
    const bool last = stage == &m_puzzles ? index + 1 == static_cast<int>(stage->levels.size())
        : stage == &m_review              ? false
                             : stage == &m_course.stages.back() && index + 1 == static_cast<int>(stage->levels.size());
    m_next->setEnabled(!last);
}

// The Hint button is greyed only with the reason said, on its tooltip and to screen readers.
void CourseWindow::showHintState()
{
    if (!m_level->stage())
        return;
    const LevelPlay &play = m_level->play();
    QString why;
    if (!m_level->hasHint())
        why = tr("This level has no hint.");
    else if (play.isOver())
        why = tr("The level is over: Retry (F5) plays it again, and its hint is there again.");
    // An endgame level's hint is about the position of the moment: there is one at every move.
    else if (play.hintsTaken() > 0 && play.level().kind != LevelKind::Endgame)
        why = tr("The hint is shown under the board.");
    m_hint->setEnabled(why.isEmpty());
    const QString tip = why.isEmpty() ? tr("Shows a hint: what to look at. A level solved with a hint earns at most "
                                           "two stars.")
                                      : why;
    m_hint->setToolTip(tip);
    m_hint->setAccessibleDescription(tip);
}

void CourseWindow::solved(int stars)
{
    const LevelPlay &play = m_level->play();
    m_learners->recordSolved(levelKey(*m_level->stage(), m_level->levelIndex()), stars, play.mistakes() > 0,
                             play.hintsTaken() > 0);
    showProgress();
    if (m_next->isEnabled())
        m_next->setFocus();
}

void CourseWindow::missed(bool first)
{
    m_learners->recordMiss(levelKey(*m_level->stage(), m_level->levelIndex()), first);
    showProgress();
}

void CourseWindow::next()
{
    const Stage *stage = m_level->stage();
    if (!stage)
        return;
    const int index = m_level->levelIndex();
    if (index + 1 < static_cast<int>(stage->levels.size())) {
        go(stage->id, index + 1);
        return;
    }
    if (stage == &m_review) {
        // The review done, what is still due today (nothing, usually) or the course.
        makeStages();
        if (!m_review.levels.empty())
            go(ReviewId, 0);
        else
            resume();
        return;
    }
    const auto current =
        std::find_if(m_course.stages.begin(), m_course.stages.end(), [stage](const Stage &s) { return &s == stage; });
    if (current != m_course.stages.end() && std::next(current) != m_course.stages.end())
        go(std::next(current)->id, 0);
}

void CourseWindow::addLearner()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New Learner"), tr("The new learner's name:"),
                                               QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    if (!m_learners->add(name)) {
        m_notice->setText(name.simplified().isEmpty()
                              ? tr("A learner needs a name.")
                              : tr("There is a learner named %1 already.").arg(name.simplified()));
        return;
    }
    showLearners();
    makeStages();
    resume();
    m_notice->setText(tr("%1 is learning now.").arg(m_learners->learner().name));
}

QDialog *CourseWindow::showProgressPage()
{
    auto *page = new ProgressDialog(m_course, *m_learners, this);
    page->setAttribute(Qt::WA_DeleteOnClose);
    page->show();
    return page;
}

void CourseWindow::retranslateUi()
{
    setWindowTitle(tr("Rules Course"));
    m_stages->setHeaderLabels({tr("Stage"), tr("Done")});
    m_review.title = tr("Review");
    m_review.intro = tr("Levels and puzzles answered wrongly come back here the next day, then after longer and "
                        "longer intervals while they are answered right.");
    m_puzzles.title = tr("Puzzles from your games");
    m_puzzles.intro = tr("Each puzzle is a position from your own game before a move the engine marked ? or ??. A "
                         "move counts when the engine rates it within half a pawn of its best move, and a win stays "
                         "a win.");
    // A button's text sets its shortcut to the text's mnemonic: the keys come after the texts.
    m_learnerLabel->setText(tr("&Learner:"));
    m_learnerList->setAccessibleName(tr("Learner"));
    m_newLearner->setText(tr("New Learner…"));
    m_progress->setText(tr("Progress Page (Ctrl+P)"));
    m_makePuzzles->setText(tr("Make Puzzles…"));
    m_makePuzzles->setToolTip(tr("Makes puzzles from the mistakes in a PGN file of games annotated with the "
                                 "engine."));
    m_hint->setText(tr("Hint (F2)"));
    m_retry->setText(tr("Retry (F5)"));
    m_rule->setText(tr("Rule Page (F1)"));
    m_next->setText(tr("Next Level (Ctrl+N)"));
    m_progress->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_hint->setShortcut(QKeySequence(Qt::Key_F2));
    m_retry->setShortcut(QKeySequence(Qt::Key_F5));
    m_rule->setShortcut(QKeySequence(Qt::Key_F1));
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    showLearners();
    showProgress();
}

void CourseWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ferz

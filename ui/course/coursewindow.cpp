// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursewindow.h"

#include "ui/course/leveltext.h"
#include "ui/course/levelview.h"
#include "ui/settings/appsettings.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ferz {

namespace {

// Where an item of the stage list leads: a stage's index and a level's (-1 for the stage itself).
constexpr int StageRole = Qt::UserRole;
constexpr int LevelRole = Qt::UserRole + 1;

} // namespace

CourseWindow::CourseWindow(const Course &course, QWidget *parent)
    : QWidget(parent, Qt::Window), m_course(course), m_stages(new QTreeWidget(this)), m_title(new QLabel(this)),
      m_intro(new QLabel(this)), m_level(new LevelView(this)), m_stars(new QLabel(this)), m_hint(new QPushButton(this)),
      m_retry(new QPushButton(this)), m_rule(new QPushButton(this)), m_next(new QPushButton(this))
{
    setObjectName(QStringLiteral("courseWindow"));
    m_stages->setObjectName(QStringLiteral("stages"));
    m_stars->setObjectName(QStringLiteral("stars"));
    m_hint->setObjectName(QStringLiteral("hint"));
    m_retry->setObjectName(QStringLiteral("retry"));
    m_rule->setObjectName(QStringLiteral("rulePage"));
    m_next->setObjectName(QStringLiteral("next"));
    m_stages->setColumnCount(2);
    m_stages->header()->setStretchLastSection(false);
    m_stages->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_stages->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
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
    splitter->addWidget(m_stages);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({360, 780});
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);
    resize(1160, 820);

    connect(m_stages, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const Stage &stage = m_course.stages[static_cast<std::size_t>(item->data(0, StageRole).toInt())];
        const int level = item->data(0, LevelRole).toInt();
        go(stage.id, level >= 0 ? level : firstUnsolved(stage));
    });
    connect(m_stages, &QTreeWidget::itemClicked, m_stages, &QTreeWidget::itemActivated);
    connect(m_level, &LevelView::solved, this, &CourseWindow::solved);
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
    fillStages();
    retranslateUi();
}

int CourseWindow::firstUnsolved(const Stage &stage) const
{
    const QMap<QString, int> stars = AppSettings::courseStars();
    for (std::size_t i = 0; i < stage.levels.size(); ++i)
        if (!stars.contains(Course::levelId(stage, static_cast<int>(i) + 1)))
            return static_cast<int>(i);
    return 0;
}

bool CourseWindow::openLevel(const QString &stageId, int level)
{
    const Stage *stage = m_course.stage(stageId);
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
    AppSettings::storeCourseLevel(Course::levelId(*m_level->stage(), level + 1));
    return true;
}

bool CourseWindow::practise(const QString &page)
{
    const std::vector<const Stage *> stages = m_course.stagesForPage(page);
    return !stages.empty() && go(stages.front()->id, firstUnsolved(*stages.front()));
}

void CourseWindow::resume()
{
    const QString last = AppSettings::courseLevel();
    if (openLevel(last.section(QLatin1Char(':'), 0, 0), last.section(QLatin1Char(':'), 1).toInt() - 1))
        return;
    const QMap<QString, int> stars = AppSettings::courseStars();
    for (const Stage &stage : m_course.stages)
        for (std::size_t i = 0; i < stage.levels.size(); ++i)
            if (!stars.contains(Course::levelId(stage, static_cast<int>(i) + 1))) {
                go(stage.id, static_cast<int>(i));
                return;
            }
    if (!m_course.stages.empty())
        go(m_course.stages.front().id, 0);
}

QString CourseWindow::starsText() const
{
    return m_stars->text();
}

void CourseWindow::fillStages()
{
    m_stages->clear();
    for (std::size_t s = 0; s < m_course.stages.size(); ++s) {
        auto *stageItem = new QTreeWidgetItem(m_stages);
        stageItem->setData(0, StageRole, static_cast<int>(s));
        stageItem->setData(0, LevelRole, -1);
        for (std::size_t l = 0; l < m_course.stages[s].levels.size(); ++l) {
            auto *levelItem = new QTreeWidgetItem(stageItem);
            levelItem->setData(0, StageRole, static_cast<int>(s));
            levelItem->setData(0, LevelRole, static_cast<int>(l));
        }
    }
}

// The stage list's texts and marks, the stars of the level shown, and the buttons' states.
void CourseWindow::showProgress()
{
    const QMap<QString, int> stars = AppSettings::courseStars();
    for (int s = 0; s < m_stages->topLevelItemCount(); ++s) {
        QTreeWidgetItem *stageItem = m_stages->topLevelItem(s);
        const Stage &stage = m_course.stages[static_cast<std::size_t>(s)];
        int solved = 0;
        for (int l = 0; l < stageItem->childCount(); ++l) {
            const int earned = stars.value(Course::levelId(stage, l + 1));
            solved += earned > 0;
            QTreeWidgetItem *levelItem = stageItem->child(l);
            levelItem->setText(0, tr("Level %1").arg(l + 1));
            levelItem->setText(1, earned > 0 ? LevelText::stars(earned) : QString());
            const bool shown = m_level->stage() == &stage && m_level->levelIndex() == l;
            if (shown)
                m_stages->setCurrentItem(levelItem);
        }
        stageItem->setText(0, tr("%1. %2").arg(s + 1).arg(LevelText::course(stage.title)));
        stageItem->setText(
            1, solved == stageItem->childCount() ? tr("done") : tr("%1/%2").arg(solved).arg(stageItem->childCount()));
        stageItem->setExpanded(m_level->stage() == &stage);
    }
    const Stage *stage = m_level->stage();
    if (!stage)
        return;
    const int index = m_level->levelIndex();
    m_title->setText(LevelText::title(*stage, index));
    m_intro->setText(LevelText::course(stage->intro));
    m_stars->setText(LevelText::stars(stars.value(Course::levelId(*stage, index + 1))));
    showHintState();
    const bool last = stage == &m_course.stages.back() && index + 1 == static_cast<int>(stage->levels.size());
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
    const Stage *stage = m_level->stage();
    AppSettings::storeCourseStars(Course::levelId(*stage, m_level->levelIndex() + 1), stars);
    showProgress();
    if (m_next->isEnabled())
        m_next->setFocus();
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
    const auto current =
        std::find_if(m_course.stages.begin(), m_course.stages.end(), [stage](const Stage &s) { return &s == stage; });
    if (current != m_course.stages.end() && std::next(current) != m_course.stages.end())
        go(std::next(current)->id, 0);
}

void CourseWindow::retranslateUi()
{
    setWindowTitle(tr("Rules Course"));
    m_stages->setHeaderLabels({tr("Stage"), tr("Done")});
    // A button's text sets its shortcut to the text's mnemonic: the keys come after the texts.
    m_hint->setText(tr("Hint (F2)"));
    m_retry->setText(tr("Retry (F5)"));
    m_rule->setText(tr("Rule Page (F1)"));
    m_next->setText(tr("Next Level (Ctrl+N)"));
    m_hint->setShortcut(QKeySequence(Qt::Key_F2));
    m_retry->setShortcut(QKeySequence(Qt::Key_F5));
    m_rule->setShortcut(QKeySequence(Qt::Key_F1));
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    showProgress();
}

void CourseWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ferz

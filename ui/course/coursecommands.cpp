// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursecommands.h"

#include "core/course/course.h"
#include "ui/access/accesscommands.h"
#include "ui/access/positionwords.h"
#include "ui/actions/windowactions.h"
#include "ui/course/coursewindow.h"
#include "ui/course/levelview.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/settings/viewsettings.h"

#include <QAction>

namespace ferz {

CourseCommands::CourseCommands(QObject *parent, const ViewSettings &settings, const WindowActions &actions,
                               AccessCommands &access)
    : QObject(parent), m_settings(settings), m_actions(actions), m_access(access)
{
    connect(actions.course, &QAction::triggered, this, &CourseCommands::open);
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Rules && m_course)
            followRules();
        if (key == ViewSettings::Key::Engine && m_course)
            m_course->setEngine(m_settings.values().enginePath);
    });
}

CourseCommands::~CourseCommands() = default;

void CourseCommands::attach(RulesBrowser *rules)
{
    connect(rules, &RulesBrowser::practiseRequested, this, &CourseCommands::practise);
}

CourseWindow *CourseCommands::courseWindow()
{
    if (!m_course) {
        m_course = std::make_unique<CourseWindow>(Course::builtIn());
        // Closing the main window ends Ferz even while the course is open.
        m_course->setAttribute(Qt::WA_QuitOnClose, false);
        connect(m_course.get(), &CourseWindow::rulePageRequested, this, &CourseCommands::rulePageRequested);
        // The Speak commands' keys work in the course's window too, on the level's board.
        m_course->addActions(m_actions.speakCommands());
        LevelView *level = m_course->level();
        m_access.addBoard(level->board(), level->saidLine(), [level] { return lastMoveText(level->lastMoveWords()); });
        followRules();
        m_course->setEngine(m_settings.values().enginePath);
    }
    return m_course.get();
}

void CourseCommands::open()
{
    courseWindow()->resume();
    raise();
}

void CourseCommands::practise(const QString &page)
{
    if (courseWindow()->practise(page))
        raise();
}

void CourseCommands::followRules()
{
    m_course->level()->setRules(m_settings.values().gameOptions());
}

void CourseCommands::raise()
{
    m_course->show();
    m_course->raise();
    m_course->activateWindow();
}

} // namespace ferz

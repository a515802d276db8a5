// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursecommands.h"

#include "core/course/course.h"
#include "ui/actions/windowactions.h"
#include "ui/course/coursewindow.h"
#include "ui/course/levelview.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/settings/viewsettings.h"

#include <QAction>

namespace ferz {

CourseCommands::CourseCommands(QObject *parent, const ViewSettings &settings, const WindowActions &actions)
    : QObject(parent), m_settings(settings)
{
    connect(actions.course, &QAction::triggered, this, &CourseCommands::open);
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Rules && m_course)
            followRules();
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
        followRules();
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

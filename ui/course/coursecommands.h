// SPDX-License-Identifier: GPL-3.0-or-later
// The rules course's place in the window: Help ▸ Rules Course opens the course where the learner
// left it, "Practise this rule" on a rule page opens the stage of that page, and a level's rule
// page is asked of the window (rulePageRequested), which shows it in its rules browser.
#pragma once

#include <QObject>

#include <memory>

namespace ferz {

class AccessCommands;
class CourseWindow;
class RulesBrowser;
class ViewSettings;
struct WindowActions;

class CourseCommands : public QObject {
    Q_OBJECT

public:
    // The course follows the rule options of `settings` (Rules ▸ K+N+N); the Speak commands of
    // `actions` work in its window, on its board (`access`).
    CourseCommands(QObject *parent, const ViewSettings &settings, const WindowActions &actions, AccessCommands &access);
    ~CourseCommands() override;

    // Lets the rule pages of `rules` open their stages.
    void attach(RulesBrowser *rules);
    // The course window, made on first use.
    CourseWindow *courseWindow();
    // Shows the course where the learner left it.
    void open();
    // Shows the first stage that practises the rule page `page`.
    void practise(const QString &page);

signals:
    void rulePageRequested(const QString &page);

private:
    void raise();
    void followRules();

    const ViewSettings &m_settings;
    const WindowActions &m_actions;
    AccessCommands &m_access;
    // A window of its own, not a child of the main window, so that the main window's keys (F1, Ctrl+N,
    // the arrows) do not act on the game behind it while the learner types in the course.
    std::unique_ptr<CourseWindow> m_course;
};

} // namespace ferz

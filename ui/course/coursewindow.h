// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Rules Course: the list of stages and their levels with the stars earned, and the level
// being played. Stars are kept per user (AppSettings) and the course goes on where the learner
// left it. Every level is one key from its rule page (F1), a hint (F2), a fresh try (F5) and the
// next level (Ctrl+N).
#pragma once

#include "core/course/course.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ferz {

class LevelView;

class CourseWindow : public QWidget {
    Q_OBJECT

public:
    // `course` must outlive the window.
    explicit CourseWindow(const Course &course, QWidget *parent = nullptr);

    // Opens level `level` (from 0) of the stage `stageId`; false when there is no such level.
    bool openLevel(const QString &stageId, int level);
    // The same, as the learner's choice: the course goes on from there next time.
    bool go(const QString &stageId, int level);
    // Opens the first stage that practises the rule page `page`, at its first level without
    // stars; false when no stage practises it.
    bool practise(const QString &page);
    // Opens the level last opened, or the first level without stars.
    void resume();

    LevelView *level() const { return m_level; }
    QTreeWidget *stageList() const { return m_stages; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *ruleButton() const { return m_rule; }
    // The stars shown beside the level (the best earned so far).
    QString starsText() const;

signals:
    // The learner asks for the rule page of the level shown.
    void rulePageRequested(const QString &page);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillStages();
    void showProgress();
    void showHintState();
    void solved(int stars);
    void next();
    int firstUnsolved(const Stage &stage) const;

    const Course &m_course;
    QTreeWidget *m_stages;
    QLabel *m_title;
    QLabel *m_intro;
    LevelView *m_level;
    QLabel *m_stars;
    QPushButton *m_hint;
    QPushButton *m_retry;
    QPushButton *m_rule;
    QPushButton *m_next;
};

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Rules Course: the learner, the list of stages and their levels with the stars earned, and
// the level being played. Above the stages are the levels due for review today and the learner's
// puzzles from their own games. Each learner (Learners) has their own stars, review queue and
// puzzles, and the course goes on where they left it. Every level is one key from its rule page
// (F1), a hint (F2), a fresh try (F5) and the next level (Ctrl+N); the learners' list is its
// label's mnemonic away (Alt+L in English) and the progress page Ctrl+P.
#pragma once

#include "core/course/course.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QDialog;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ferz {

class GameTree;
class LevelView;
class Learners;
class LiveText;
class PuzzleImport;

class CourseWindow : public QWidget {
    Q_OBJECT

public:
    // `course` must outlive the window. The learners' progress is in `folder`.
    explicit CourseWindow(const Course &course, QWidget *parent = nullptr, const QString &folder = QString());
    ~CourseWindow() override;

    // Opens level `level` (from 0) of the stage `stageId` ("review" and "puzzles" too); false when
    // there is no such level.
    bool openLevel(const QString &stageId, int level);
    // The same, as the learner's choice: the course goes on from there next time.
    bool go(const QString &stageId, int level);
    // Opens the first stage that practises the rule page `page`, at its first level without
    // stars; false when no stage practises it.
    bool practise(const QString &page);
    // Opens the level last opened, or the first level without stars; with more than one learner,
    // the list of learners has the keyboard first, to say who is learning.
    void resume();
    // Shows the learner's progress page in a dialog of its own (Ctrl+P), which goes when closed.
    QDialog *showProgressPage();
    // Makes the puzzles of a game just annotated (Annotate with Engine), in the background.
    void makePuzzles(std::shared_ptr<const GameTree> game);
    // The engine that weighs the moves of annotated games for puzzles.
    void setEngine(const QString &program);

    LevelView *level() const { return m_level; }
    Learners *learners() const { return m_learners; }
    QTreeWidget *stageList() const { return m_stages; }
    // The stage's item in the stage list (the course's stages, the review and the puzzles).
    QTreeWidgetItem *itemOf(const Stage &stage) const;
    QComboBox *learnerList() const { return m_learnerList; }
    QPushButton *newLearnerButton() const { return m_newLearner; }
    QPushButton *progressButton() const { return m_progress; }
    QPushButton *puzzleButton() const { return m_makePuzzles; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *ruleButton() const { return m_rule; }
    // Said when the learners' file or the puzzles have news (screen readers hear it).
    LiveText *noticeLine() const { return m_notice; }
    // The stars shown beside the level (the best earned so far).
    QString starsText() const;
    // The levels due for review today and the learner's puzzles, as stages.
    const Stage &reviewStage() const { return m_review; }
    const Stage &puzzleStage() const { return m_puzzles; }

signals:
    // The learner asks for the rule page of the level shown.
    void rulePageRequested(const QString &page);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillStages();
    // The Review and Puzzles stages made again from the learner's queue and puzzle set.
    void makeStages();
    void showProgress();
    void showLearners();
    void showHintState();
    void solved(int stars);
    void missed(bool first);
    void next();
    void addLearner();
    int firstUnsolved(const Stage &stage) const;
    const Stage *stageById(const QString &id) const;
    const Stage &stageAt(int index) const;
    // How the stage list names a level: "Level 3", "Castling — level 3 of 6" in the review, "Puzzle: Ana – Bruno".
    QString levelName(const Stage &stage, int index) const;
    // The id of level `index` of `stage` in the learner's progress.
    static QString levelKey(const Stage &stage, int index);

    const Course &m_course;
    Learners *m_learners;
    PuzzleImport *m_import;
    Stage m_review;
    Stage m_puzzles;
    QLabel *m_learnerLabel;
    QComboBox *m_learnerList;
    QPushButton *m_newLearner;
    QTreeWidget *m_stages;
    QPushButton *m_progress;
    QPushButton *m_makePuzzles;
    LiveText *m_notice;
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

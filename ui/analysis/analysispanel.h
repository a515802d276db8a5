// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's view of the shown position: evaluation (from White's point of view: +1.23 is good
// for White, #3 White mates in three, #−3 Black mates in three), depth, speed, and up to three best
// lines in the reader's notation. The lines follow the position given with setPosition() while
// the analysis runs; choosing a line (click or Enter) offers it as a variation. Without an engine,
// or when the engine fails, the panel says so and how to fix it. Numbers follow the locale.
// A position of up to four men also gets the endgame tables' verdict, engine or not ("Endgame
// tables: White wins: mate in 14"), with the moves that keep it.
#pragma once

#include "core/engine/enginediscovery.h"
#include "core/engine/uciengine.h"
#include "core/game/evaluation.h"
#include "core/notation/notation.h"

#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QToolButton;
class QAction;

namespace ferz {

class EndgameTables;
class ViewSettings;

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int LineCount = 3;

    // The engine program and the notation of the lines come from `settings`.
    explicit AnalysisPanel(const ViewSettings &settings, QWidget *parent = nullptr);

    // The checkable action that starts and stops the analysis (for menus and toolbars).
    QAction *toggleAction() const { return m_toggle; }
    UciEngine *engine() const { return m_engine; }
    // Another engine program than the settings' (tests); empty: look for stockfish (see
    // findEngine, core/engine/enginediscovery.h).
    void setEnginePath(const QString &path);
    // Where to look for stockfish besides PATH (GameFolders by default).
    void setEngineFolders(const QStringList &folders) { m_folders = folders; }
    // The position to analyse: `moves` played from `start`. `canAddLines` says whether a chosen
    // line can become a variation here (the view decides, e.g. not at the end of a game).
    void setPosition(const Position &start, const std::vector<Move> &moves, bool canAddLines = true);
    bool isRunning() const;
    void setRunning(bool running);

    // For tests and screenshots: what the panel shows.
    QString evaluationText() const;
    QString statusText() const;
    QStringList lineTexts() const;
    // The endgame tables' verdict on the shown position; empty when they do not hold it.
    QString tablebaseText() const;
    QListWidget *lineList() const { return m_lines; }

    // The moves of a shown line, legal one after the other from the shown position, and the
    // engine's evaluation of it from White's side (with its depth).
    std::vector<Move> lineMoves(int row) const;
    std::optional<Evaluation> lineEvaluation(int row) const;

signals:
    // The user chose the line on this row.
    void lineChosen(int row);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct Line {
        EngineInfo info;
        std::vector<Move> moves;
    };

    void start();
    void update(const EngineUpdate &update);
    void engineStateChanged(UciEngine::State state);
    void showLines();
    // `text` writes the status in the language of the moment: it is asked again when the language
    // changes, so that no sentence stays in the old one.
    void showStatus(std::function<QString()> text, bool problem = false);
    void retranslateUi();
    void clearLines();
    void showTablebase(int percent = -1);
    Position shownPosition() const;
    // The shown line on `row`, nullptr when there is none.
    const Line *lineAt(int row) const;

    const ViewSettings &m_settings;
    UciEngine *m_engine;
    QAction *m_toggle;
    QLabel *m_evaluation;
    QLabel *m_details;
    QLabel *m_status;
    QLabel *m_tablebase;
    EndgameTables *m_tables;
    std::function<QString()> m_statusText;
    QListWidget *m_lines;
    QString m_enginePath;
    QStringList m_folders = GameFolders;
    Position m_start;
    std::vector<Move> m_moves;
    bool m_canAddLines = true;
    std::vector<Line> m_current; // by MultiPV number - 1
};

} // namespace ferz

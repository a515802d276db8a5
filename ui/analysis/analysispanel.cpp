// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/analysispanel.h"

#include "core/engine/movejudgement.h"
#include "core/pgn/linetext.h"
#include "core/tablebase/tablebase.h"
#include "core/tablebase/tablebasetext.h"
#include "ui/analysis/endgametables.h"
#include "ui/settings/viewsettings.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

namespace ferz {

namespace {

// A line longer than this is cut short on screen (the whole line is still added when chosen).
constexpr std::size_t ShownMoves = 14;

QString speedText(std::int64_t nps)
{
    if (nps >= 1000000)
        return QCoreApplication::translate("ferz::AnalysisPanel", "%1 M nodes/s")
            .arg(QLocale().toString(double(nps) / 1e6, 'f', 1));
    return QCoreApplication::translate("ferz::AnalysisPanel", "%1 k nodes/s").arg(QLocale().toString(nps / 1000));
}

// The engine's score with the locale's decimal point (+0,35 in Russian).
QString localScoreText(const EngineScore &score, Color sideToMove)
{
    return QString::fromStdString(scoreText(score, sideToMove)).replace(QLatin1Char('.'), QLocale().decimalPoint());
}

} // namespace

AnalysisPanel::AnalysisPanel(const ViewSettings &settings, QWidget *parent)
    : QWidget(parent), m_settings(settings), m_engine(new UciEngine(this)), m_toggle(new QAction(tr("&Analyse"), this)),
      m_evaluation(new QLabel(this)), m_details(new QLabel(this)), m_status(new QLabel(this)),
      m_tablebase(new QLabel(this)), m_tables(new EndgameTables(this)), m_lines(new QListWidget(this)),
      m_enginePath(settings.values().enginePath)
{
    m_toggle->setObjectName(QStringLiteral("analyse"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(m_toggle, &QAction::toggled, this, &AnalysisPanel::setRunning);

    auto *button = new QToolButton(this);
    button->setDefaultAction(m_toggle);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_evaluation->setObjectName(QStringLiteral("evaluation"));
    QFont big = m_evaluation->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.5);
    m_evaluation->setFont(big);
    m_evaluation->setMinimumWidth(m_evaluation->fontMetrics().horizontalAdvance(QStringLiteral("+00.00")));
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tablebase->setObjectName(QStringLiteral("tablebase"));
    m_tablebase->setWordWrap(true);
    m_tablebase->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tablebase->hide();
    m_lines->setObjectName(QStringLiteral("engineLines"));
    m_lines->setWordWrap(true);
    m_lines->setAlternatingRowColors(true);
    m_lines->setSelectionMode(QAbstractItemView::SingleSelection);
    // Room for the three lines (a little more when one wraps), and not more: the board needs it.
    const int rowHeight = m_lines->fontMetrics().lineSpacing() + 8;
    m_lines->setMinimumHeight(rowHeight * LineCount + 4);
    m_lines->setMaximumHeight(rowHeight * (LineCount + 1) + 4);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    auto *top = new QHBoxLayout;
    top->addWidget(button);
    top->addWidget(m_evaluation);
    top->addWidget(m_details, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_tablebase);
    layout->addWidget(m_status);
    layout->addWidget(m_lines, 1);

    auto choose = [this](QListWidgetItem *item) {
        const int row = m_lines->row(item);
        if (m_canAddLines && !lineMoves(row).empty())
            emit lineChosen(row);
    };
    connect(m_lines, &QListWidget::itemClicked, this, choose);
    connect(m_lines, &QListWidget::itemActivated, this, choose);
    connect(m_tables, &EndgameTables::progress, this, &AnalysisPanel::showTablebase);
    connect(m_tables, &EndgameTables::ready, this, [this] { showTablebase(); });
    connect(m_engine, &UciEngine::updated, this, &AnalysisPanel::update);
    connect(m_engine, &UciEngine::stateChanged, this, &AnalysisPanel::engineStateChanged);
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Notation) {
            showLines();
            showTablebase();
        } else if (key == ViewSettings::Key::Engine)
            setEnginePath(m_settings.values().enginePath);
    });
    showStatus([] { return tr("Press Analyse (Ctrl+E) to let the engine look at the shown position."); });
    retranslateUi();
}

void AnalysisPanel::retranslateUi()
{
    m_toggle->setToolTip(tr("Start or stop the engine's analysis of the shown position (Ctrl+E)"));
    m_evaluation->setToolTip(tr("The evaluation from White's point of view: + is good for White, "
                                "#3 means White mates in 3 moves, #−3 Black mates in 3"));
    m_status->setText(m_statusText());
    showLines();
    showTablebase();
}

void AnalysisPanel::showEvent(QShowEvent *event)
{
    // Tables are made for a panel that is seen.
    showTablebase();
    QWidget::showEvent(event);
}

void AnalysisPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void AnalysisPanel::setEnginePath(const QString &path)
{
    m_enginePath = path;
    if (isRunning()) {
        setRunning(false);
        setRunning(true);
    }
}

void AnalysisPanel::setPosition(const Position &start, const std::vector<Move> &moves, bool canAddLines)
{
    const bool same = start == m_start && moves == m_moves;
    m_start = start;
    m_moves = moves;
    m_canAddLines = canAddLines;
    if (same)
        return;
    showTablebase();
    clearLines();
    if (isRunning())
        m_engine->analyse(m_start, m_moves);
}

bool AnalysisPanel::isRunning() const
{
    return m_toggle->isChecked();
}

void AnalysisPanel::setRunning(bool running)
{
    if (m_toggle->isChecked() != running) {
        m_toggle->setChecked(running); // comes back here through toggled()
        return;
    }
    if (running) {
        start();
    } else {
        m_engine->stop();
        if (m_engine->state() != UciEngine::State::Failed)
            showStatus([] { return tr("Analysis stopped."); });
    }
}

void AnalysisPanel::start()
{
    const QString program = findEngine(m_enginePath, m_folders);
    if (program.isEmpty()) {
        m_toggle->setChecked(false);
        showStatus(
            [path = m_enginePath] {
                const QString problem = programProblemText(path);
                return (problem.isEmpty() ? QString() : problem + QLatin1Char(' '))
                    + tr("No chess engine was found. Install Stockfish with “sudo apt-get install stockfish”, "
                         "or choose an engine with Analysis ▸ Choose Engine…");
            },
            true);
        return;
    }
    m_engine->setProgram(program);
    m_engine->setLineCount(LineCount);
    clearLines();
    m_engine->analyse(m_start, m_moves);
}

Position AnalysisPanel::shownPosition() const
{
    Position p = m_start;
    for (Move m : m_moves)
        p.play(m);
    return p;
}

void AnalysisPanel::update(const EngineUpdate &update)
{
    // Reports about another position (the user stepped on) are of no use here.
    if (!isRunning() || update.info.multiPv > LineCount || !(m_engine->analysedPosition() == shownPosition()))
        return;
    const std::size_t index = static_cast<std::size_t>(update.info.multiPv - 1);
    if (m_current.size() <= index)
        m_current.resize(index + 1);
    Line &line = m_current[index];
    // Reports without a score or a pv (current move, speed) keep the line's last ones.
    if (update.info.score)
        line.info.score = update.info.score;
    if (!update.pv.empty())
        line.moves = update.pv;
    if (update.info.depth)
        line.info.depth = update.info.depth;
    if (update.info.nps)
        line.info.nps = update.info.nps;
    showLines();
}

void AnalysisPanel::engineStateChanged(UciEngine::State state)
{
    // A chosen engine that cannot run is replaced by Stockfish: said with every status while the
    // other engine runs, so that a wrong setting is not hidden behind it.
    const bool replaced = !programProblemText(m_enginePath).isEmpty();
    auto notice = [this] {
        const QString problem = programProblemText(m_enginePath);
        return problem.isEmpty() ? QString()
                                 : tr("%1 Ferz uses %2 instead.").arg(problem, m_engine->program()) + QLatin1Char(' ');
    };
    switch (state) {
    case UciEngine::State::Starting:
        showStatus([notice] { return notice() + tr("Starting the engine…"); }, replaced);
        break;
    case UciEngine::State::Analysing:
        showStatus(
            [this, notice] {
                return notice()
                    + (m_canAddLines ? tr("Click a line to add it to the game as a variation.")
                                     : tr("Lines can be added as variations where the game has a next move."));
            },
            replaced);
        break;
    case UciEngine::State::Failed:
        m_toggle->setChecked(false);
        showStatus(
            [this, notice] {
                return notice() + m_engine->errorText() + QLatin1Char(' ')
                    + tr("Press Analyse to try again, or choose another engine with Analysis ▸ Choose Engine…");
            },
            true);
        break;
    case UciEngine::State::Off:
    case UciEngine::State::Ready: break;
    }
}

void AnalysisPanel::clearLines()
{
    m_current.clear();
    showLines();
}

void AnalysisPanel::showLines()
{
    const Position position = shownPosition();
    QStringList texts;
    if (!m_current.empty() && m_current.front().info.score) {
        for (const Line &line : m_current) {
            if (!line.info.score || line.moves.empty())
                continue;
            const std::vector<Move> shown(line.moves.begin(),
                                          line.moves.begin() + std::min(line.moves.size(), ShownMoves));
            QString text = localScoreText(*line.info.score, position.sideToMove()) + QStringLiteral("   ")
                + QString::fromStdString(lineText(position, shown, m_settings.notation()));
            if (shown.size() < line.moves.size())
                text += QStringLiteral(" …");
            texts << text;
        }
    }
    // Items are kept and only their text changes, so that a line stays put under the mouse.
    while (m_lines->count() > texts.size())
        delete m_lines->takeItem(m_lines->count() - 1);
    for (int i = 0; i < texts.size(); ++i) {
        QListWidgetItem *item = i < m_lines->count() ? m_lines->item(i) : new QListWidgetItem(m_lines);
        item->setText(texts[i]);
        item->setToolTip(m_canAddLines ? tr("Click to add this line to the game as a variation")
                                       : tr("At the end of the game a line cannot become a variation"));
    }
    if (texts.isEmpty()) {
        m_evaluation->setText(isRunning() ? QStringLiteral("…") : QString());
        m_details->clear();
        return;
    }
    const Line &best = m_current.front();
    m_evaluation->setText(localScoreText(*best.info.score, position.sideToMove()));
    QStringList details;
    if (best.info.depth)
        details << tr("depth %1").arg(QLocale().toString(*best.info.depth));
    if (best.info.nps)
        details << speedText(*best.info.nps);
    if (!m_engine->engineName().isEmpty())
        details << m_engine->engineName();
    m_details->setText(details.join(QStringLiteral(" · ")));
}

// The tables' verdict and the moves that keep it, or how far the tables are made (`percent`).
void AnalysisPanel::showTablebase(int percent)
{
    const Position position = shownPosition();
    Tablebase &tables = Tablebase::shared();
    QString text;
    if (percent >= 0) {
        text = tr("Endgame tables: making the tables for this material, %1%…").arg(percent);
    } else if (tables.isReady(position) || (isVisible() && m_tables->request(position))) {
        text = tr("Endgame tables: %1").arg(tablebaseVerdictText(position.sideToMove(), *tables.probe(position)));
        QStringList moves;
        for (Move m : tables.bestMoves(position))
            moves << QString::fromStdString(moveText(position, m, m_settings.notation()));
        if (!moves.isEmpty())
            text += QLatin1Char('\n') + tr("Best moves: %1").arg(moves.join(QStringLiteral(", ")));
    } else if (m_tables->isMaking()) {
        text = tr("Endgame tables: making the tables for this material…");
    }
    m_tablebase->setText(text);
    m_tablebase->setVisible(!text.isEmpty());
}

QString AnalysisPanel::tablebaseText() const
{
    return m_tablebase->text();
}

void AnalysisPanel::showStatus(std::function<QString()> text, bool problem)
{
    m_statusText = std::move(text);
    m_status->setText(m_statusText());
    m_status->setStyleSheet(problem ? QStringLiteral("color: #a01010;") : QString());
}

const AnalysisPanel::Line *AnalysisPanel::lineAt(int row) const
{
    // Rows are the lines that have moves, in MultiPV order.
    for (const Line &line : m_current)
        if (line.info.score && !line.moves.empty() && row-- == 0)
            return &line;
    return nullptr;
}

std::vector<Move> AnalysisPanel::lineMoves(int row) const
{
    const Line *line = lineAt(row);
    return line ? line->moves : std::vector<Move>();
}

std::optional<Evaluation> AnalysisPanel::lineEvaluation(int row) const
{
    const Line *line = lineAt(row);
    if (!line)
        return std::nullopt;
    Evaluation evaluation = whiteEvaluation(*line->info.score, shownPosition().sideToMove());
    evaluation.depth = line->info.depth;
    return evaluation;
}

QString AnalysisPanel::evaluationText() const
{
    return m_evaluation->text();
}

QString AnalysisPanel::statusText() const
{
    return m_status->text();
}

QStringList AnalysisPanel::lineTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_lines->count(); ++i)
        texts << m_lines->item(i)->text();
    return texts;
}

} // namespace ferz

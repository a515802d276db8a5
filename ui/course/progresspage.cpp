// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/progresspage.h"

#include "export/gamedocument.h"
#include "export/pdffile.h"
#include "ui/course/learners.h"
#include "ui/course/leveltext.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace ferz {

namespace {

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QString row(const QStringList &cells, const char *tag = "td")
{
    QString html = QStringLiteral("<tr>");
    for (const QString &cell : cells)
        html += QStringLiteral("<%1 style=\"padding: 2px 12px 2px 0\">%2</%1>")
                    .arg(QLatin1String(tag), cell.toHtmlEscaped());
    return html + QStringLiteral("</tr>");
}

void printPage(const QString &html, QPagedPaintDevice *device)
{
    QTextDocument document;
    document.setDefaultFont(GameDocument::bookFont());
    document.setHtml(html);
    document.print(device);
}

} // namespace

std::vector<std::pair<const Stage *, int>> ProgressPage::weakRules(const Course &course, const Learner &learner,
                                                                   std::size_t most)
{
    std::vector<std::pair<const Stage *, int>> weak;
    for (const Stage &stage : course.stages) {
        int misses = 0;
        for (std::size_t i = 0; i < stage.levels.size(); ++i)
            misses += learner.misses.value(Course::levelId(stage, static_cast<int>(i) + 1));
        if (misses > 0)
            weak.emplace_back(&stage, misses);
    }
    std::ranges::stable_sort(weak, [](const auto &a, const auto &b) { return a.second > b.second; });
    if (weak.size() > most)
        weak.resize(most);
    return weak;
}

QString ProgressPage::html(const Course &course, const Learner &learner, int puzzles, const QDate &today)
{
    int stagesDone = 0, levels = 0, solved = 0, stars = 0;
    QString table = row({tr("Stage"), tr("Levels solved"), tr("Stars")}, "th");
    for (std::size_t s = 0; s < course.stages.size(); ++s) {
        const Stage &stage = course.stages[s];
        int stageSolved = 0, stageStars = 0;
        for (std::size_t i = 0; i < stage.levels.size(); ++i) {
            const int earned = learner.stars.value(Course::levelId(stage, static_cast<int>(i) + 1));
            stageSolved += earned > 0;
            stageStars += earned;
        }
        const int count = static_cast<int>(stage.levels.size());
        stagesDone += stageSolved == count;
        levels += count;
        solved += stageSolved;
        stars += stageStars;
        table += row({tr("%1. %2").arg(s + 1).arg(LevelText::course(stage.title)),
                      tr("%1 of %2").arg(stageSolved).arg(count), tr("%1 of %2").arg(stageStars).arg(count * 3)});
    }
    int puzzlesSolved = 0;
    for (auto it = learner.stars.begin(); it != learner.stars.end(); ++it)
        puzzlesSolved += it.key().startsWith(QLatin1String("puzzle:"));

    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("Progress of %1").arg(learner.name).toHtmlEscaped());
    html += paragraph(QLocale().toString(today, QLocale::LongFormat));
    html += paragraph(tr("Stages done: %1 of %2. Levels solved: %3 of %4. Stars: %5 of %6.")
                          .arg(stagesDone)
                          .arg(course.stages.size())
                          .arg(solved)
                          .arg(levels)
                          .arg(stars)
                          .arg(levels * 3));
    html += paragraph(tr("Puzzles from own games solved: %1 of %2. Levels and puzzles due for review today: %3.")
                          .arg(puzzlesSolved)
                          .arg(puzzles)
                          .arg(learner.review.dueCount(today)));
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Rules to practise").toHtmlEscaped());
    const std::vector<std::pair<const Stage *, int>> weak = weakRules(course, learner);
    if (weak.empty()) {
        html += paragraph(tr("No wrong answers so far."));
    } else {
        html += paragraph(tr("The stages whose levels were answered wrongly most often:"));
        html += QStringLiteral("<ul>");
        for (const auto &[stage, misses] : weak)
            html +=
                QStringLiteral("<li>%1</li>")
                    .arg(tr("%1: wrong answers: %2").arg(LevelText::course(stage->title)).arg(misses).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    html += QStringLiteral("<h2>%1</h2><table>%2</table>").arg(tr("Stages").toHtmlEscaped(), table);
    return html;
}

bool ProgressPage::writePdf(const QString &html, const QString &title, const QString &path, QString *why)
{
    return writePdfFile(
        path, title, [&html](QPagedPaintDevice *device) { printPage(html, device); }, why);
}

ProgressDialog::ProgressDialog(const Course &course, const Learners &learners, QWidget *parent)
    : QDialog(parent), m_title(ProgressPage::tr("Progress of %1").arg(learners.learner().name)),
      m_html(ProgressPage::html(course, learners.learner(), static_cast<int>(learners.puzzles().size()),
                                learners.today())),
      m_page(new QTextBrowser(this)), m_print(new QPushButton(ProgressPage::tr("Print…"), this)),
      m_export(new QPushButton(ProgressPage::tr("Export PDF…"), this))
{
    setObjectName(QStringLiteral("progressDialog"));
    setWindowTitle(m_title);
    m_page->setObjectName(QStringLiteral("progressText"));
    m_page->setAccessibleName(m_title);
    m_page->setHtml(m_html);
    m_print->setObjectName(QStringLiteral("printProgress"));
    m_export->setObjectName(QStringLiteral("exportProgress"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_print, QDialogButtonBox::ActionRole);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_print, &QPushButton::clicked, this, [this] {
        QPrinter printer;
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() == QDialog::Accepted)
            printPage(m_html, &printer);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        QString path = QFileDialog::getSaveFileName(this, ProgressPage::tr("Export PDF"),
                                                    m_title + QStringLiteral(".pdf"), ProgressPage::tr("PDF (*.pdf)"));
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            path += QStringLiteral(".pdf");
        QString why;
        if (!exportPdf(path, &why))
            QMessageBox::warning(this, ProgressPage::tr("Export PDF"), why);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_page, 1);
    layout->addWidget(buttons);
    resize(640, 720);
    m_page->setFocus();
}

bool ProgressDialog::exportPdf(const QString &path, QString *why) const
{
    return ProgressPage::writePdf(m_html, m_title, path, why);
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// A learner's progress page, for the learner and their teacher: the stages done, the stars, the
// puzzles solved, what is due for review, and the weak rules (the stages whose levels were answered
// wrongly most often). Shown in a dialog that prints it or exports it to PDF the way every export
// of Ferz is written (export/pdffile.h).
#pragma once

#include "core/course/course.h"

#include <QCoreApplication>
#include <QDialog>

class QTextBrowser;
class QPushButton;

namespace ferz {

class Learners;
struct Learner;

struct ProgressPage {
    Q_DECLARE_TR_FUNCTIONS(ferz::ProgressPage)

public:
    // The page as HTML; `puzzles`: how many the learner's set holds.
    static QString html(const Course &course, const Learner &learner, int puzzles, const QDate &today);
    // The stages with wrong answers, the most first (ties in course order), at most `most` of them.
    static std::vector<std::pair<const Stage *, int>> weakRules(const Course &course, const Learner &learner,
                                                                std::size_t most = 5);
    // The page as a PDF file; false with `why` when it cannot be written.
    static bool writePdf(const QString &html, const QString &title, const QString &path, QString *why);
};

class ProgressDialog : public QDialog {
    Q_OBJECT

public:
    ProgressDialog(const Course &course, const Learners &learners, QWidget *parent = nullptr);

    QTextBrowser *page() const { return m_page; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *printButton() const { return m_print; }
    // Exports the page to `path` (what Export PDF does after asking where); false with `why`.
    bool exportPdf(const QString &path, QString *why) const;

private:
    QString m_title;
    QString m_html;
    QTextBrowser *m_page;
    QPushButton *m_print;
    QPushButton *m_export;
};

} // namespace ferz

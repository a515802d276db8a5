// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for tests that drive the real widgets: their main(), settings and data in a private
// folder, mouse actions on board squares, and answering the next modal dialog.
#pragma once

#include "core/rules/squarename.h"
#include "ui/board/boardwidget.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/filecommands.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <limits>
#include <memory>
#include <vector>

namespace ferz::test {

// Points the settings and the autosave at `folder`; call before the QApplication exists.
inline void isolate(const QString &folder)
{
    qputenv("XDG_CONFIG_HOME", (folder + QStringLiteral("/config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", (folder + QStringLiteral("/data")).toLocal8Bit());
}

// The main() of a test of widgets: runs the tests of a `T` as the application `name`, with its
// settings and data in a private folder that goes when the test ends.
template <typename T> int runGuiTest(int argc, char *argv[], const char *name)
{
    QTemporaryDir folder;
    isolate(folder.path());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FerzTest"));
    QApplication::setApplicationName(QString::fromLatin1(name));
    T test;
    return QTest::qExec(&test, argc, argv);
}

// A fresh start for the rules course: no learners, no progress, no stars kept from before there
// were learners.
inline void forgetCourseProgress()
{
    QSettings().remove(QStringLiteral("course"));
    // Where Learners keeps them (ui/course/learners.h).
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QFile::remove(folder + QStringLiteral("/progress.json"));
    QDir(folder + QStringLiteral("/puzzles")).removeRecursively();
}

// Opens `path` as the window does, quietly, and waits until the opening ends; false (and the
// reason in `error`, empty when the user kept the game shown) when it was not opened.
inline bool openAndWait(FileCommands *files, const QString &path, QString *error = nullptr,
                        FileCommands::Opening opening = FileCommands::Opening::PlayOrReview)
{
    struct Outcome {
        bool ended = false, opened = false;
        QString error;
    };
    auto outcome = std::make_shared<Outcome>();
    files->open(path, true, opening, [outcome](bool opened, const QString &why) { *outcome = {true, opened, why}; });
    // However long the machine takes: an opening that never ends hangs the test, which CTest ends.
    const bool ended = QTest::qWaitFor([&] { return outcome->ended; }, std::numeric_limits<int>::max());
    if (error)
        *error = ended ? outcome->error : QStringLiteral("the opening did not end");
    return outcome->opened;
}

// One game at a time, for this window only (View ▸ Open New Games in Tabs off, not stored): New
// Game, Open and Paste take the place of the game shown, after the leave question.
inline void keepOneGame(ViewSettings &settings)
{
    settings.setStoring(false);
    settings.change([](AppSettings &s) { s.gamesInTabs = false; });
}

inline Square squareOf(const char *name)
{
    return parseSquare(name);
}

inline QPoint centre(BoardWidget *board, const char *square)
{
    return board->squareRect(squareOf(square)).center().toPoint();
}

inline void clickSquare(BoardWidget *board, const char *square)
{
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, centre(board, square));
}

// Press on one square, move across the board in steps, release on the other.
inline void dragPiece(BoardWidget *board, const char *from, const char *to)
{
    const QPoint a = centre(board, from), b = centre(board, to);
    QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, a);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(board, a + (b - a) * i / 4);
    QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, b);
}

// Plays a move with the board's square cursor (Ctrl+B, then Enter on each square), as a player
// without a mouse does.
inline void keyMove(BoardWidget *board, const char *from, const char *to)
{
    if (!board->isKeyboardMode())
        QTest::keyClick(board, Qt::Key_B, Qt::ControlModifier);
    board->setCursorSquare(squareOf(from));
    QTest::keyClick(board, Qt::Key_Return);
    board->setCursorSquare(squareOf(to));
    QTest::keyClick(board, Qt::Key_Return);
}

// Clicks a button the user can see and use.
inline void click(QAbstractButton *button)
{
    QVERIFY2(button->isVisible() && button->isEnabled(), qPrintable(button->objectName()));
    QTest::mouseClick(button, Qt::LeftButton, Qt::NoModifier, QPoint(button->height() / 2, button->height() / 2));
}

// Types text key by key; characters outside ASCII (Кf3) arrive as key events carrying the text.
inline void typeText(QWidget *widget, const QString &text)
{
    for (QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(widget, c.toLatin1());
        else
            QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}

// Answers the next modal dialogs, one after the other, as soon as each shows up: each answer
// returns true once it has answered its dialog, and may note the dialog's text. The answers are for
// the very next actions: the returned object, destroyed when the test leaves its scope, stops
// waiting, and answered() tells whether every dialog came.
class DialogAnswer {
public:
    using Answer = std::function<bool(QWidget *, QString &)>;

    explicit DialogAnswer(std::vector<Answer> answers) : m_answers(std::move(answers)), m_poll(new QTimer)
    {
        QObject::connect(m_poll.get(), &QTimer::timeout, m_poll.get(), [this] {
            QWidget *dialog = QApplication::activeModalWidget();
            // A dialog still closing after its answer is not the next one.
            if (!dialog || !dialog->isVisible() || dialog == m_last || answered())
                return;
            QString text;
            if (!m_answers[static_cast<std::size_t>(m_texts.size())](dialog, text))
                return;
            m_last = dialog;
            m_texts << text;
            if (answered())
                m_poll->stop();
        });
        m_poll->start(10);
    }
    bool answered() const { return static_cast<std::size_t>(m_texts.size()) == m_answers.size(); }
    // What the first (or the i-th) message box said.
    QString text(qsizetype i = 0) const { return m_texts.value(i); }

private:
    std::vector<Answer> m_answers;
    std::unique_ptr<QTimer> m_poll;
    QPointer<QWidget> m_last;
    QStringList m_texts;
};

// The answer that clicks the button called `buttonName` (or the standard `button`) of a message box.
inline DialogAnswer::Answer clickButton(const QString &buttonName,
                                        QMessageBox::StandardButton button = QMessageBox::NoButton)
{
    return [buttonName, button](QWidget *dialog, QString &text) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        if (!box)
            return false;
        text = box->text();
        QAbstractButton *target =
            button != QMessageBox::NoButton ? box->button(button) : box->findChild<QAbstractButton *>(buttonName);
        if (target)
            target->click();
        return true;
    };
}

// The answer that chooses `path` in a file dialog, or cancels it when `path` is empty.
inline DialogAnswer::Answer chooseFile(const QString &path)
{
    return [path](QWidget *dialog, QString &) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        if (!files || !files->isVisible())
            return false;
        // As a user types it: the folder, then the name in the name box.
        files->setDirectory(QFileInfo(path).path());
        if (auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
            name->setText(QFileInfo(path).fileName());
        // Both are slots (accept() is protected in QFileDialog).
        QMetaObject::invokeMethod(files, path.isEmpty() ? "reject" : "accept");
        return true;
    };
}

[[nodiscard]] inline std::unique_ptr<DialogAnswer> answerDialogs(std::vector<DialogAnswer::Answer> answers)
{
    return std::make_unique<DialogAnswer>(std::move(answers));
}

// Clicks the button called `buttonName` (or the standard `button`) of the next message box.
[[nodiscard]] inline std::unique_ptr<DialogAnswer>
answerNextDialog(const QString &buttonName, QMessageBox::StandardButton button = QMessageBox::NoButton)
{
    return answerDialogs({clickButton(buttonName, button)});
}

} // namespace ferz::test

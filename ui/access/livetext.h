// SPDX-License-Identifier: GPL-3.0-or-later
// A line of text whose every new text is announced to screen readers. Qt 6.4 has no announcement event, so the line is a notification to the
// accessibility bridge (role Notification) and each new text is reported as the notification
// showing again: Orca speaks a notification when it shows, and keeps it in its list of messages.
// Each announcement is also spoken aloud when the user turned speech on (Speech).
// setText() hides QLabel's: it announces when called on a LiveText (not through a QLabel
// pointer); display() shows a text without a word. An empty text clears the line without a word,
// and the line is hidden while it is empty (its place kept in the layout).
#pragma once

#include <QLabel>

namespace ferz {

class LiveText : public QLabel {
    Q_OBJECT

public:
    explicit LiveText(QWidget *parent = nullptr);

    // Shows `text` and announces it, even when it is the text already shown (a command repeated).
    void setText(const QString &text);
    // Shows `text` without announcing it: a state kept up to date that was said another way.
    void display(const QString &text);
    // Empties (and hides) the line; hides QLabel's, as setText() does.
    void clear() { display({}); }

protected:
    // An announcement stays in the language it was made in: a new language clears it. A displayed
    // text is its owner's to write again in the new language.
    void changeEvent(QEvent *event) override;

signals:
    // A text was announced (for tests).
    void announced(const QString &text);

private:
    // Shows `text`, or hides the line while it is empty.
    void showText(const QString &text);

    bool m_announced = false; // the text shown was announced
};

} // namespace ferz

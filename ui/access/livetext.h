// SPDX-License-Identifier: GPL-3.0-or-later
// A line of text whose every new text is announced to screen readers. Qt 6.4 has no announcement
// event; Orca speaks a notification when it shows, and says the role word ("notification") first
// unless the notification lies in a status bar (its isStatusBarNotification). So the line is a
// status bar to the accessibility bridge, holding one notification whose name is the line's text,
// and each announcement reports that notification as shown: Orca says the text alone, and keeps
// it in its list of messages. What is spoken (LiveText::spoken) has the screen's separators as
// pauses, not as "middle dot".
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

    // Shows `text` and announces it, even when it is the text already shown (a command repeated);
    // `said`, when given, is said in its place (the text with what the screen shows elsewhere).
    void setText(const QString &text, const QString &said = QString());
    // Shows `text` without announcing it: a state kept up to date that was said another way.
    void display(const QString &text);
    // Empties (and hides) the line; hides QLabel's, as setText() does.
    void clear() { display({}); }

    // What the last announcement said.
    QString said() const { return m_said; }

    // `text` as it is said: the visual separators " · " and " ▸ " (a menu's path) become pauses.
    static QString spoken(const QString &text);

protected:
    // An announcement stays in the language it was made in: a new language clears it. A displayed
    // text is its owner's to write again in the new language.
    void changeEvent(QEvent *event) override;

signals:
    // Something was announced: what was said (for tests).
    void announced(const QString &text);

private:
    // Shows `text`, or hides the line while it is empty.
    void showText(const QString &text);
    // Tells screen readers of the last announcement: at once, or once its window has settled.
    void tellScreenReaders();
    void tellWhenSettled();

    bool m_announced = false; // the text shown was announced
    bool m_waiting = false; // screen readers are yet to be told of it
    QString m_said; // the last announcement, as it was said
};

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
// The dialogs' combo boxes as a screen reader reads them with Qt 6.4 (ui/access/accessiblechoice):
// each has its current choice as its text and its choices as items, and each change of the choice
// made from the keyboard moves the screen reader's focus to the new item, which Orca then says
// (tests/ui/access/orca.py hears it from Orca itself).
#include "ui/access/accessiblechoice.h"
#include "ui/play/newgamedialog.h"

#include <QAccessible>
#include <QComboBox>
#include <QTest>

using namespace ferz;

class TestAccessChoices : public QObject {
    Q_OBJECT

private slots:
    void everyChoiceIsHeard();
};

void TestAccessChoices::everyChoiceIsHeard()
{
    installAccessibleChoices();
    NewGameDialog dialog(NewGameSettings {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    const QList<QComboBox *> boxes = dialog.findChildren<QComboBox *>();
    QVERIFY(boxes.size() >= 3); // who plays, the engine's level, the preset, the clock
    for (QComboBox *box : boxes) {
        QAccessibleInterface *choice = QAccessible::queryAccessibleInterface(box);
        QCOMPARE(choice->role(), QAccessible::ComboBox);
        QAccessibleTextInterface *text = choice->textInterface();
        QVERIFY(text);
        QCOMPARE(text->text(0, text->characterCount()), box->currentText());
        QCOMPARE(choice->childCount(), box->count());
        QCOMPARE(choice->child(box->count() - 1)->text(QAccessible::Name), box->itemText(box->count() - 1));
        QCOMPARE(choice->child(box->count() - 1)->role(), QAccessible::ListItem);
        if (!box->isEnabled() || box->count() < 2)
            continue;
        // A new choice takes the focus with it (the focus event, which the offscreen
        // platform does not pass on, is heard from Orca by tests/ui/access/orca.py).
        box->setFocus();
        QVERIFY(box->hasFocus());
        const int first = box->currentIndex();
        box->setCurrentIndex(first + 1 < box->count() ? first + 1 : 0);
        // (A dialog may turn a choice back: the preset follows the clock.)
        for (int i = 0; i < box->count(); ++i)
            QCOMPARE(choice->child(i)->state().focused, i == box->currentIndex());
        QCOMPARE(text->text(0, text->characterCount()), box->currentText());
        box->setCurrentIndex(first);
    }
}

QTEST_MAIN(TestAccessChoices)
#include "tst_accesschoices.moc"

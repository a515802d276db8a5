// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game dialog: presets, the four kinds of clock, stages, the start position, and who plays
// (people or the engine, its strength, the names).
#include "core/rules/chess960.h"
#include "tests/core/testposition.h"
#include "ui/access/livetext.h"
#include "ui/play/newgamedialog.h"
#include "ui/play/opponentbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace ferz;

class TestNewGameDialog : public QObject {
    Q_OBJECT

private slots:
    void presetsFillTheFields();
    void stagesWithIncrement();
    void bronsteinDelay();
    void badInputIsSaidOnOk();
    void decimalCommaAsTheDialogShowsIt();
    void startFromFen();
    void sizedToItsContent_data();
    void sizedToItsContent();
    void playersAndTheirNames_data();
    void playersAndTheirNames();
    void noEngineMeansTwoPeople();
    void chess960ByNumberAtRandomOrFen();
    void chess960IsOfferedAgain();
};

namespace {

QComboBox *presetBox(NewGameDialog &d)
{
    return d.findChild<QComboBox *>("preset");
}
QComboBox *modeBox(NewGameDialog &d)
{
    return d.findChild<QComboBox *>("mode");
}
QLineEdit *timeEdit(NewGameDialog &d)
{
    return d.findChild<QLineEdit *>("time");
}
QLineEdit *fenEdit(NewGameDialog &d)
{
    return d.findChild<QLineEdit *>("fen");
}
QDoubleSpinBox *bonusBox(NewGameDialog &d)
{
    return d.findChild<QDoubleSpinBox *>("bonus");
}
QPushButton *okButton(NewGameDialog &d)
{
    return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

void retype(QLineEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

} // namespace

void TestNewGameDialog::presetsFillTheFields()
{
    NewGameDialog dialog({QStringLiteral("Anna"), QStringLiteral("Boris"), TimeControl(), Position()});
    QCOMPARE(dialog.settings().control, TimeControl::none());
    QComboBox *preset = presetBox(dialog);
    QCOMPARE(preset->itemText(2), QString("3+2"));
    preset->setCurrentIndex(2);
    QCOMPARE(dialog.settings().control, TimeControl::increment(180000, 2000));
    QCOMPARE(timeEdit(dialog)->text(), QString("3"));
    QCOMPARE(bonusBox(dialog)->value(), 2.0);
    preset->setCurrentIndex(3);
    QCOMPARE(dialog.settings().control, TimeControl::suddenDeath(300000));
    QCOMPARE(dialog.settings().white, QString("Anna"));
}

void TestNewGameDialog::stagesWithIncrement()
{
    NewGameDialog dialog({QString(), QString(), TimeControl::increment(900000, 10000), Position()});
    QCOMPARE(presetBox(dialog)->currentText(), QString("15+10"));
    retype(timeEdit(dialog), QStringLiteral("40/90, 30"));
    bonusBox(dialog)->setValue(30);
    QCOMPARE(presetBox(dialog)->currentIndex(), 0); // custom
    QVERIFY(okButton(dialog)->isEnabled());
    QCOMPARE(dialog.settings().control.text(), std::string("40/90, 30+30"));
}

void TestNewGameDialog::bronsteinDelay()
{
    NewGameDialog dialog({QString(), QString(), TimeControl::suddenDeath(300000), Position()});
    modeBox(dialog)->setCurrentIndex(3);
    bonusBox(dialog)->setValue(5);
    QCOMPARE(dialog.settings().control, TimeControl::delay(300000, 5000));
}

// What cannot be read is shown as it is typed, and said when OK is pressed, which then takes the
// keyboard to the field instead of starting the game (a greyed OK would leave Enter silent).
void TestNewGameDialog::badInputIsSaidOnOk()
{
    NewGameDialog dialog({QString(), QString(), TimeControl::suddenDeath(300000), Position()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *problem = dialog.findChild<LiveText *>("problem");
    QSignalSpy said(problem, &LiveText::announced);
    retype(timeEdit(dialog), QStringLiteral("five"));
    QCOMPARE(problem->text(),
             QString("The time \"five\" cannot be read: give minutes (90, or 0.5 for half a minute) or stages such as "
                     "40/90, 30."));
    QVERIFY(said.isEmpty());
    QVERIFY(okButton(dialog)->isEnabled());
    okButton(dialog)->setFocus();
    okButton(dialog)->click();
    QVERIFY(dialog.isVisible());
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.first().first().toString(), problem->text());
    QCOMPARE(QApplication::focusWidget(), timeEdit(dialog));
    retype(timeEdit(dialog), QString());
    QCOMPARE(
        problem->text(),
        QString("The clock needs a time: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30."));
    retype(timeEdit(dialog), QStringLiteral("5"));
    QVERIFY(problem->text().isEmpty());
    retype(fenEdit(dialog), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
    QVERIFY2(problem->text().contains("king"), qPrintable(problem->text()));
    okButton(dialog)->click();
    QCOMPARE(QApplication::focusWidget(), fenEdit(dialog));
    retype(fenEdit(dialog), QString());
    okButton(dialog)->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestNewGameDialog::decimalCommaAsTheDialogShowsIt()
{
    // In a language that writes a decimal comma the bonus field shows "0,5": the time field takes it too.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Russian));
    {
        NewGameDialog dialog({QString(), QString(), TimeControl::increment(300000, 500), Position()});
        QVERIFY2(bonusBox(dialog)->text().startsWith(QStringLiteral("0,5")), qPrintable(bonusBox(dialog)->text()));
        retype(timeEdit(dialog), QStringLiteral("0,5"));
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(dialog.settings().control, TimeControl::increment(30000, 500));
        // A comma and a space still separate stages.
        retype(timeEdit(dialog), QStringLiteral("40/1,5, 30"));
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(dialog.settings().control.stages, (std::vector<TimeControl::Stage> {{40, 90000}, {0, 1800000}}));
    }
    QLocale::setDefault(before);
}

void TestNewGameDialog::startFromFen()
{
    NewGameDialog dialog({QString(), QString(), TimeControl(), Position()});
    const QString fen = QStringLiteral("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    retype(fenEdit(dialog), fen);
    QVERIFY(okButton(dialog)->isEnabled());
    QCOMPARE(QString::fromStdString(dialog.settings().start.fen()), fen);
    retype(fenEdit(dialog), QString());
    QCOMPARE(dialog.settings().start, Position());
}

void TestNewGameDialog::sizedToItsContent_data()
{
    QTest::addColumn<QString>("fen");
    // A long position, a long bad one (its message is long too), and the standard one.
    QTest::newRow("middle game") << "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 10 40";
    QTest::newRow("bad") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1 extra words";
    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
}

// The FEN field shows the whole FEN and the message under it is read whole, not clipped.
void TestNewGameDialog::sizedToItsContent()
{
    QFETCH(QString, fen);
    NewGameDialog dialog({QString(), QString(), TimeControl(), Position()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    retype(fenEdit(dialog), fen);
    QCoreApplication::processEvents();
    QLineEdit *edit = fenEdit(dialog);
    QVERIFY2(edit->width() > edit->fontMetrics().horizontalAdvance(fen), qPrintable(QString::number(edit->width())));
    auto *problem = dialog.findChild<QLabel *>("problem");
    if (problem->isVisible()) {
        QVERIFY(!problem->text().isEmpty());
        QVERIFY2(problem->height() >= problem->heightForWidth(problem->width()),
                 qPrintable(
                     QStringLiteral("%1 < %2").arg(problem->height()).arg(problem->heightForWidth(problem->width()))));
        QVERIFY(dialog.rect().contains(problem->geometry()));
    }
    // Every field and button lies inside the dialog.
    for (QWidget *child : dialog.findChildren<QWidget *>())
        if (child->isVisible() && child->parentWidget() == &dialog)
            QVERIFY2(dialog.rect().contains(child->geometry()), qPrintable(child->objectName()));
}

void TestNewGameDialog::playersAndTheirNames_data()
{
    using P = OpponentBox::Players;
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("whiteEnabled");
    QTest::addColumn<bool>("blackEnabled");
    QTest::newRow("two people") << int(P::People) << true << true;
    QTest::newRow("engine plays Black") << int(P::EngineBlack) << true << false;
    QTest::newRow("engine plays White") << int(P::EngineWhite) << false << true;
    QTest::newRow("random colour") << int(P::EngineRandom) << true << false;
    QTest::newRow("engine against itself") << int(P::Engines) << false << false;
}

void TestNewGameDialog::playersAndTheirNames()
{
    using P = OpponentBox::Players;
    QFETCH(int, players);
    QFETCH(bool, whiteEnabled);
    QFETCH(bool, blackEnabled);
    NewGameSettings initial;
    initial.engine = QStringLiteral("/usr/games/stockfish");
    initial.white = QStringLiteral("Anna");
    initial.black = QStringLiteral("Boris");
    NewGameDialog d(initial);
    auto *box = d.findChild<QComboBox *>("players");
    box->setCurrentIndex(players);
    auto *white = d.findChild<QLineEdit *>("white"), *black = d.findChild<QLineEdit *>("black");
    QCOMPARE(white->isEnabled(), whiteEnabled);
    QCOMPARE(black->isEnabled(), blackEnabled);
    // The strength is offered only when the engine plays.
    QCOMPARE(d.findChild<QComboBox *>("level")->isEnabled(), players != int(P::People));
    QCOMPARE(d.findChild<QCheckBox *>("engineResigns")->isEnabled(), players != int(P::People));

    const NewGameSettings s = d.settings();
    QCOMPARE(s.engine, initial.engine);
    QCOMPARE(s.engineWhite || s.engineBlack, players != int(P::People));
    if (players == int(P::Engines))
        QVERIFY(s.engineWhite && s.engineBlack);
    if (players == int(P::EngineRandom))
        QVERIFY(s.engineWhite != s.engineBlack);
    // The engine's side has no name typed for it (the engine names itself); the person keeps
    // the name typed first, whichever colour the draw gives.
    const QString person = players == int(P::EngineWhite) ? QStringLiteral("Boris") : QStringLiteral("Anna");
    QCOMPARE(s.white, s.engineWhite ? QString() : players == int(P::People) ? QStringLiteral("Anna") : person);
    QCOMPARE(s.black, s.engineBlack ? QString() : players == int(P::People) ? QStringLiteral("Boris") : person);
}

void TestNewGameDialog::noEngineMeansTwoPeople()
{
    NewGameDialog d({});
    auto *box = d.findChild<QComboBox *>("players");
    QCOMPARE(box->currentIndex(), int(OpponentBox::Players::People));
    QVERIFY(!d.findChild<QComboBox *>("level")->isEnabled());
    const NewGameSettings s = d.settings();
    QVERIFY(!s.engineWhite && !s.engineBlack);
    // The choices with the engine are there, greyed, and a note says how to get one.
    QCOMPARE(box->count(), 5);
    bool noteShown = false;
    for (const QLabel *label : d.findChildren<QLabel *>())
        noteShown = noteShown || label->text().contains(QStringLiteral("install Stockfish"));
    QVERIFY(noteShown);
}

// Chess960: start position 518 is the standard one; the number chooses another, the button draws
// one, and a FEN is read by Chess960's rules (Shredder-FEN too), which standard chess refuses.
void TestNewGameDialog::chess960ByNumberAtRandomOrFen()
{
    NewGameDialog d({});
    auto *variant = d.findChild<QComboBox *>("variant");
    auto *number = d.findChild<QSpinBox *>("chess960Number");
    auto *backRank = d.findChild<QLabel *>("backRank");
    QCOMPARE(variant->currentIndex(), 0);
    QVERIFY(!number->isEnabled());
    QCOMPARE(d.settings().start, Position());
    variant->setCurrentIndex(1);
    QVERIFY(number->isEnabled());
    number->setValue(518);
    QCOMPARE(backRank->text(), QString("♖♘♗♕♔♗♘♖"));
    QCOMPARE(d.settings().start, chess960::startPosition(518));
    QCOMPARE(d.settings().variant, Variant::Chess960);
    QCOMPARE(fenEdit(d)->placeholderText(), QString("start position 518"));
    number->setValue(0);
    QCOMPARE(backRank->text(), QString("♗♗♕♘♘♖♔♖"));
    QCOMPARE(d.settings().start, chess960::startPosition(0));
    d.findChild<QPushButton *>("randomStart")->click();
    QCOMPARE(d.settings().start, chess960::startPosition(number->value()));

    const QString shredder = QStringLiteral("4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1");
    retype(fenEdit(d), shredder);
    QVERIFY(okButton(d)->isEnabled());
    QCOMPARE(d.settings().start, testPosition(shredder.toStdString(), Variant::Chess960));
    variant->setCurrentIndex(0);
    QVERIFY2(d.findChild<QLabel *>("problem")->text().contains("castling"),
             qPrintable(d.findChild<QLabel *>("problem")->text()));
}

// After a Chess960 game the next one is offered in Chess960, from another position drawn at random;
// a start position shows its number.
void TestNewGameDialog::chess960IsOfferedAgain()
{
    NewGameSettings next;
    next.variant = Variant::Chess960;
    NewGameDialog drawn(next);
    QCOMPARE(drawn.findChild<QComboBox *>("variant")->currentIndex(), 1);
    QVERIFY(drawn.settings().start.isChess960());
    QVERIFY(chess960::startNumber(drawn.settings().start) >= 0);
    NewGameSettings numbered;
    numbered.start = chess960::startPosition(751);
    NewGameDialog shown(numbered);
    QCOMPARE(shown.findChild<QSpinBox *>("chess960Number")->value(), 751);
    QVERIFY(fenEdit(shown)->text().isEmpty());
    QCOMPARE(shown.settings().start, chess960::startPosition(751));
}

QTEST_MAIN(TestNewGameDialog)
#include "tst_newgamedialog.moc"

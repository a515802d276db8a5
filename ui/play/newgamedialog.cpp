// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/newgamedialog.h"

#include "core/rules/fenmessage.h"
#include "ui/access/livetext.h"
#include "ui/play/opponentbox.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalBlocker>

namespace ferz {

namespace {

// The order of the mode list.
constexpr TimeControl::Mode Modes[] = {TimeControl::Mode::None, TimeControl::Mode::SuddenDeath,
                                       TimeControl::Mode::Increment, TimeControl::Mode::Delay};

int modeIndex(TimeControl::Mode mode)
{
    for (int i = 0; i < 4; ++i)
        if (Modes[i] == mode)
            return i;
    return 0;
}

} // namespace

NewGameDialog::NewGameDialog(const NewGameSettings &initial, QWidget *parent)
    : QDialog(parent), m_white(new QLineEdit(initial.white, this)), m_black(new QLineEdit(initial.black, this)),
      m_preset(new QComboBox(this)), m_mode(new QComboBox(this)), m_time(new QLineEdit(this)),
      m_bonus(new QDoubleSpinBox(this)), m_fen(new QLineEdit(this)), m_problem(new LiveText(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_opponent(new OpponentBox(initial.engine, this)), m_start(initial.start), m_engine(initial.engine)
{
    setWindowTitle(tr("New Game"));
    m_white->setObjectName(QStringLiteral("white"));
    m_black->setObjectName(QStringLiteral("black"));
    m_preset->setObjectName(QStringLiteral("preset"));
    m_mode->setObjectName(QStringLiteral("mode"));
    m_time->setObjectName(QStringLiteral("time"));
    m_bonus->setObjectName(QStringLiteral("bonus"));
    m_fen->setObjectName(QStringLiteral("fen"));
    m_problem->setObjectName(QStringLiteral("problem"));
    m_preset->addItem(tr("Custom"));
    for (const TimeControl &tc : TimeControl::presets())
        m_preset->addItem(QString::fromStdString(tc.text()));
    m_mode->addItems({tr("No clock"), tr("Sudden death"), tr("Fischer increment"), tr("Bronstein delay")});
    m_time->setPlaceholderText(tr("minutes, or stages such as 40/90, 30"));
    m_time->setToolTip(tr("Minutes for the game (a fraction after a point or a comma: 0.5 or 0,5), or moves/minutes "
                          "stages separated by a comma and a space: 40/90, 30 gives 90 minutes for 40 moves, then "
                          "30 minutes for the rest."));
    m_bonus->setRange(0, 600);
    m_bonus->setDecimals(1);
    m_bonus->setSuffix(tr(" s"));
    m_fen->setPlaceholderText(tr("the standard starting position"));
    if (!(initial.start == Position()))
        m_fen->setText(QString::fromStdString(initial.start.fen()));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a00000"));
    // The field shows a whole FEN of a middle game; the message below wraps within that width.
    m_fen->setMinimumWidth(m_fen->fontMetrics().horizontalAdvance(
                               QStringLiteral("r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 10 40"))
                           + 2 * m_fen->fontMetrics().averageCharWidth());

    if (initial.engineWhite || initial.engineBlack)
        m_opponent->setPlayers(initial.engineWhite && initial.engineBlack ? OpponentBox::Players::Engines
                                   : initial.engineWhite                  ? OpponentBox::Players::EngineWhite
                                                                          : OpponentBox::Players::EngineBlack);

    connect(m_opponent, &OpponentBox::playersChanged, this, &NewGameDialog::showNames);
    showNames();
    auto *form = new QFormLayout(this);
    form->addRow(m_opponent);
    form->addRow(tr("&White:"), m_white);
    form->addRow(tr("&Black:"), m_black);
    form->addRow(tr("&Preset:"), m_preset);
    form->addRow(tr("&Clock:"), m_mode);
    form->addRow(tr("&Time:"), m_time);
    form->addRow(tr("&Increment or delay per move:"), m_bonus);
    form->addRow(tr("Start from &FEN:"), m_fen);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    // The dialog grows with a message and shrinks back: always the size of its content.
    form->setSizeConstraint(QLayout::SetFixedSize);

    showControl(initial.control);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewGameDialog::applyPreset);
    for (QLineEdit *edit : {m_time, m_fen})
        connect(edit, &QLineEdit::textEdited, this, [this] {
            m_preset->setCurrentIndex(0);
            validate();
        });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_preset->setCurrentIndex(0);
        validate();
    });
    connect(m_bonus, &QDoubleSpinBox::valueChanged, this, [this] {
        m_preset->setCurrentIndex(0);
        validate();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

void NewGameDialog::applyPreset(int preset)
{
    if (preset <= 0)
        return;
    showControl(TimeControl::presets()[static_cast<std::size_t>(preset - 1)]);
    QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(preset);
}

void NewGameDialog::showControl(const TimeControl &control)
{
    const QSignalBlocker blockMode(m_mode), blockBonus(m_bonus);
    m_mode->setCurrentIndex(modeIndex(control.isTimed() ? control.mode : TimeControl::Mode::None));
    QString text = QString::fromStdString(control.text());
    // The time field holds the stages only; mode and bonus have their own fields.
    text = text.left(text.lastIndexOf(QRegularExpression(QStringLiteral("[+d]"))));
    m_time->setText(control.isTimed() ? text : QString());
    m_bonus->setValue(static_cast<double>(control.bonusMs) / 1000.0);
    const auto presets = TimeControl::presets();
    const auto found = std::find(presets.begin(), presets.end(), control);
    {
        QSignalBlocker block(m_preset);
        m_preset->setCurrentIndex(found == presets.end() ? 0 : static_cast<int>(found - presets.begin()) + 1);
    }
    validate();
}

std::optional<TimeControl> NewGameDialog::enteredControl() const
{
    const TimeControl::Mode mode = Modes[m_mode->currentIndex()];
    if (mode == TimeControl::Mode::None)
        return TimeControl::none();
    const char separator = mode == TimeControl::Mode::Delay ? 'd' : '+';
    const double bonus = mode == TimeControl::Mode::SuddenDeath ? 0.0 : m_bonus->value();
    auto control = TimeControl::parse(
        QStringLiteral("%1%2%3").arg(m_time->text()).arg(QLatin1Char(separator)).arg(bonus).toStdString());
    // "Fischer increment" with an increment of 0 is sudden death, as parse() decides.
    return control;
}

QWidget *NewGameDialog::validate()
{
    const TimeControl::Mode mode = Modes[m_mode->currentIndex()];
    m_time->setEnabled(mode != TimeControl::Mode::None);
    m_bonus->setEnabled(mode == TimeControl::Mode::Increment || mode == TimeControl::Mode::Delay);
    QString problem;
    QWidget *field = nullptr;
    if (!enteredControl()) {
        problem = m_time->text().trimmed().isEmpty()
            ? tr("The clock needs a time: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30.")
            : tr("The time \"%1\" cannot be read: give minutes (90, or 0.5 for half a minute) or stages such as "
                 "40/90, 30.")
                  .arg(m_time->text());
        field = m_time;
    }
    const QString fen = m_fen->text().trimmed();
    if (fen.isEmpty()) {
        m_start = Position();
    } else {
        auto parsed = Position::fromFen(fen.toStdString());
        if (const FenError *error = std::get_if<FenError>(&parsed)) {
            problem = fenErrorText(*error);
            field = m_fen;
        } else {
            m_start = std::get<Position>(parsed);
        }
    }
    // Shown as it is typed, said when OK is pressed: a half-typed time ("40/") is no news.
    m_problem->display(problem);
    return field;
}

void NewGameDialog::accept()
{
    if (QWidget *field = validate()) {
        m_problem->setText(m_problem->text());
        field->setFocus(Qt::OtherFocusReason);
        return;
    }
    QDialog::accept();
}

void NewGameDialog::showNames()
{
    using P = OpponentBox::Players;
    const P players = m_opponent->players();
    // With a colour drawn at random, the person's name goes in the first field.
    const auto [engineWhite, engineBlack] =
        players == P::EngineRandom ? std::pair {false, true} : m_opponent->engineSides();
    for (auto [edit, engine] : {std::pair {m_white, engineWhite}, std::pair {m_black, engineBlack}}) {
        edit->setEnabled(!engine);
        edit->setPlaceholderText(engine ? tr("the engine") : QString());
    }
    if (players == P::EngineRandom)
        m_white->setPlaceholderText(tr("your name, whichever colour you get"));
}

NewGameSettings NewGameDialog::settings() const
{
    NewGameSettings settings;
    std::tie(settings.engineWhite, settings.engineBlack) = m_opponent->engineSides();
    // The engine names itself; against it, the person's name is the one typed.
    const QString white = m_white->text().trimmed(), black = m_black->text().trimmed();
    const QString person = white.isEmpty() ? black : white;
    const bool random = m_opponent->players() == OpponentBox::Players::EngineRandom;
    settings.white = settings.engineWhite ? QString() : random ? person : white;
    settings.black = settings.engineBlack ? QString() : random ? person : black;
    settings.control = enteredControl().value_or(TimeControl());
    settings.start = m_start;
    settings.engine = m_engine;
    settings.strength = m_opponent->strength();
    settings.engineMayResign = m_opponent->mayResign();
    return settings;
}

} // namespace ferz

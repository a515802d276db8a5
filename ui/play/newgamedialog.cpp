// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/newgamedialog.h"

#include "core/rules/chess960.h"
#include "core/rules/fenmessage.h"
#include "ui/access/livetext.h"
#include "ui/play/opponentbox.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>

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

int randomStartNumber()
{
    return static_cast<int>(QRandomGenerator::global()->bounded(chess960::PositionCount));
}

// White's back rank in chess figurines, which read the same in every language.
QString figurines(const std::string &rank)
{
    QString text;
    for (char c : rank)
        text += QChar(0x2654 + static_cast<int>(std::string_view("KQRBN").find(c)));
    return text;
}

} // namespace

NewGameDialog::NewGameDialog(const NewGameSettings &initial, QWidget *parent)
    : QDialog(parent), m_white(new QLineEdit(initial.white, this)), m_black(new QLineEdit(initial.black, this)),
      m_preset(new QComboBox(this)), m_mode(new QComboBox(this)), m_time(new QLineEdit(this)),
      m_bonus(new QDoubleSpinBox(this)), m_variant(new QComboBox(this)), m_number(new QSpinBox(this)),
      m_random(new QPushButton(tr("&Draw at Random"), this)), m_backRank(new QLabel(this)), m_fen(new QLineEdit(this)),
      m_problem(new LiveText(this)),
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
    m_variant->setObjectName(QStringLiteral("variant"));
    m_number->setObjectName(QStringLiteral("chess960Number"));
    m_random->setObjectName(QStringLiteral("randomStart"));
    m_backRank->setObjectName(QStringLiteral("backRank"));
    m_variant->addItems({tr("Standard chess"), tr("Chess960 (Fischer random)")});
    m_number->setRange(0, chess960::PositionCount - 1);
    m_number->setToolTip(tr("The start position's number, 0 to 959 (518 is the standard position)."));
    m_backRank->setAccessibleName(tr("White's back rank"));
    // A Chess960 game offers its variant again with a new position; a start position keeps its number.
    const bool chess960Start = initial.variant == Variant::Chess960 || initial.start.isChess960();
    const int number = initial.start.isChess960() ? chess960::startNumber(initial.start) : -1;
    m_variant->setCurrentIndex(chess960Start ? 1 : 0);
    m_number->setValue(number >= 0 ? number : randomStartNumber());
    if (!(initial.start == Position()) && number < 0)
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
    form->addRow(tr("&Game:"), m_variant);
    auto *numberRow = new QHBoxLayout;
    numberRow->addWidget(m_number);
    numberRow->addWidget(m_random);
    numberRow->addWidget(m_backRank, 1);
    auto *numberLabel = new QLabel(tr("Start position &number:"), this);
    numberLabel->setBuddy(m_number);
    form->addRow(numberLabel, numberRow);
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
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::validate);
    connect(m_number, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
    connect(m_random, &QPushButton::clicked, this, [this] { m_number->setValue(randomStartNumber()); });
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
    showVariant();
    const QString fen = m_fen->text().trimmed();
    if (fen.isEmpty()) {
        m_start = chess960() ? chess960::startPosition(m_number->value()) : Position();
    } else {
        auto parsed = Position::fromFen(fen.toStdString(), chess960() ? Variant::Chess960 : Variant::Standard);
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

bool NewGameDialog::chess960() const
{
    return m_variant->currentIndex() == 1;
}

void NewGameDialog::showVariant()
{
    const bool fischer = chess960();
    m_number->setEnabled(fischer);
    m_random->setEnabled(fischer);
    m_backRank->setVisible(fischer);
    m_backRank->setText(figurines(chess960::backRank(m_number->value())));
    m_fen->setPlaceholderText(fischer ? tr("start position %1").arg(m_number->value())
                                      : tr("the standard starting position"));
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
    settings.variant = m_start.variant();
    settings.engine = m_engine;
    settings.strength = m_opponent->strength();
    settings.engineMayResign = m_opponent->mayResign();
    return settings;
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/viewsettings.h"

#include "ui/settings/languagemanager.h"

#include <QList>
#include <QSettings>

namespace ferz {

namespace {

using Key = ViewSettings::Key;

// Whether `a` and `b` agree on what `key` covers.
bool same(Key key, const AppSettings &a, const AppSettings &b)
{
    switch (key) {
    case Key::Flipped: return a.flipped == b.flipped;
    case Key::AutoFlip: return a.autoFlip == b.autoFlip;
    case Key::Notation: return a.letters == b.letters && a.form == b.form && a.showEvaluations == b.showEvaluations;
    case Key::Looks:
        return a.pieceSet == b.pieceSet && a.boardTheme == b.boardTheme && a.coordinatesInside == b.coordinatesInside;
    case Key::Board: return a.showLegalMoves == b.showLegalMoves && a.animation == b.animation;
    case Key::Learning: return a.learningMode == b.learningMode;
    case Key::Sounds: return a.sounds == b.sounds;
    case Key::Speech: return a.speech == b.speech;
    case Key::Rules:
        return a.automaticDraws == b.automaticDraws && a.twoKnightsInsufficient == b.twoKnightsInsufficient
            && a.touchMove == b.touchMove;
    case Key::MainLine: return a.newMovesAsMainLine == b.newMovesAsMainLine;
    case Key::Engine: return a.enginePath == b.enginePath;
    case Key::GameColumns: return a.gameColumns == b.gameColumns;
    case Key::Other:
        return a.windowGeometry == b.windowGeometry && a.gamesInTabs == b.gamesInTabs && a.recentFiles == b.recentFiles
            && a.annotationDepth == b.annotationDepth && a.annotationMoveTimeMs == b.annotationMoveTimeMs
            && a.annotationByTime == b.annotationByTime && a.diagramSize == b.diagramSize && a.gifSize == b.gifSize
            && a.gifDelayMs == b.gifDelayMs;
    }
    return false;
}

constexpr Key Keys[] = {Key::Flipped,  Key::AutoFlip,    Key::Notation, Key::Looks, Key::Board,
                        Key::Learning, Key::Sounds,      Key::Speech,   Key::Rules, Key::MainLine,
                        Key::Engine,   Key::GameColumns, Key::Other};

} // namespace

ViewSettings::ViewSettings(QObject *parent) : QObject(parent), m_values(AppSettings::load(QSettings()))
{
    // The letters of the interface language change with it.
    connect(&LanguageManager::instance(), &LanguageManager::languageChanged, this, [this] {
        if (m_values.letters == AppSettings::Letters::Interface)
            emit changed(Key::Notation);
    });
}

void ViewSettings::change(const std::function<void(AppSettings &)> &edit)
{
    const AppSettings before = m_values;
    edit(m_values);
    // Listed first: a view that changes a setting in turn (auto-flip) must not be said twice.
    QList<Key> touched;
    for (const Key key : Keys)
        if (!same(key, before, m_values))
            touched.append(key);
    for (const Key key : touched)
        emit changed(key);
    if (touched.isEmpty() || !m_storing)
        return;
    const QString problem = m_values.store();
    if (!problem.isEmpty() && problem != m_problem)
        emit this->problem(problem);
    m_problem = problem;
}

void ViewSettings::setFlipped(bool flipped)
{
    change([flipped](AppSettings &s) { s.flipped = flipped; });
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/appsettings.h"

#include "core/file/atomicfile.h"
#include "render/boardgeometry.h"
#include "render/piecesets.h"
#include "ui/settings/languagemanager.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

#include <cerrno>
#include <sys/statvfs.h>
#include <unistd.h>

namespace ferz {

namespace {

const QString LettersKey = QStringLiteral("notation/letters");
const QString LongFormKey = QStringLiteral("notation/longForm");
const QString LegalMovesKey = QStringLiteral("board/showLegalMoves");
const QString AnimationKey = QStringLiteral("board/animation");
const QString AutoFlipKey = QStringLiteral("board/autoFlip");
const QString AutomaticDrawsKey = QStringLiteral("rules/automaticDraws");
const QString TwoKnightsKey = QStringLiteral("rules/twoKnightsInsufficient");
const QString TouchMoveKey = QStringLiteral("rules/touchMove");
const QString LearningKey = QStringLiteral("learning/enabled");
const QString FlippedKey = QStringLiteral("board/flipped");
const QString NewMovesAsMainLineKey = QStringLiteral("review/newMovesAsMainLine");
const QString ShowEvaluationsKey = QStringLiteral("notation/showEvaluations");
const QString GameColumnsKey = QStringLiteral("review/gameColumns");
const QString GeometryKey = QStringLiteral("window/geometry");
const QString GamesInTabsKey = QStringLiteral("window/gamesInTabs");
const QString RecentFilesKey = QStringLiteral("files/recent");
const QString EngineKey = QStringLiteral("analysis/engine");
const QString AnnotationDepthKey = QStringLiteral("analysis/annotationDepth");
const QString AnnotationMoveTimeKey = QStringLiteral("analysis/annotationMoveTimeMs");
const QString DiagramSizeKey = QStringLiteral("pictures/diagramSize");
const QString GifSizeKey = QStringLiteral("pictures/gifSize");
const QString GifDelayKey = QStringLiteral("pictures/gifDelayMs");
const QString AnnotationByTimeKey = QStringLiteral("analysis/annotationByTime");
const QString LanguageKey = QStringLiteral("ui/language");
const QString CourseStarsKey = QStringLiteral("course/stars");
const QString CourseLevelKey = QStringLiteral("course/level");
const QString PieceSetKey = QStringLiteral("board/pieceSet");
const QString ThemeKey = QStringLiteral("board/theme");
const QString CoordinatesInsideKey = QStringLiteral("board/coordinatesInside");
const QString SoundsKey = QStringLiteral("sound/enabled");
const QString SpeechKey = QStringLiteral("sound/speech");
constexpr int MaxRecentFiles = 8;

} // namespace

NotationStyle AppSettings::notation() const
{
    switch (letters) {
    case Letters::English: return notationStyle(NotationLanguage::English, form);
    case Letters::Russian: return notationStyle(NotationLanguage::Russian, form);
    case Letters::Spanish: return notationStyle(NotationLanguage::Spanish, form);
    case Letters::Portuguese: return notationStyle(NotationLanguage::Portuguese, form);
    case Letters::Figurine: return figurineStyle(form);
    case Letters::Interface: {
        const QString language = LanguageManager::instance().language();
        return notationStyle(language == QLatin1String("ru")       ? NotationLanguage::Russian
                                 : language == QLatin1String("es") ? NotationLanguage::Spanish
                                 : language == QLatin1String("pt") ? NotationLanguage::Portuguese
                                                                   : NotationLanguage::English,
                             form);
    }
    }
    return NotationStyle::pgn();
}

GameOptions AppSettings::gameOptions() const
{
    GameOptions options;
    options.automaticDraws = automaticDraws;
    options.deadPositionRule =
        twoKnightsInsufficient ? DeadPositionRule::TwoKnightsInsufficient : DeadPositionRule::Fide;
    return options;
}

AppSettings AppSettings::load(const QSettings &settings)
{
    AppSettings s;
    // An unknown value (a damaged or newer settings file) keeps the default.
    const int letters = settings.value(LettersKey, static_cast<int>(s.letters)).toInt();
    if (letters >= 0 && letters <= static_cast<int>(Letters::Interface))
        s.letters = static_cast<Letters>(letters);
    s.form = settings.value(LongFormKey, false).toBool() ? NotationForm::Long : NotationForm::Short;
    s.showLegalMoves = settings.value(LegalMovesKey, s.showLegalMoves).toBool();
    s.animation = settings.value(AnimationKey, s.animation).toBool();
    s.autoFlip = settings.value(AutoFlipKey, s.autoFlip).toBool();
    s.automaticDraws = settings.value(AutomaticDrawsKey, s.automaticDraws).toBool();
    s.twoKnightsInsufficient = settings.value(TwoKnightsKey, s.twoKnightsInsufficient).toBool();
    s.touchMove = settings.value(TouchMoveKey, s.touchMove).toBool();
    s.learningMode = settings.value(LearningKey, s.learningMode).toBool();
    s.flipped = settings.value(FlippedKey, s.flipped).toBool();
    s.newMovesAsMainLine = settings.value(NewMovesAsMainLineKey, s.newMovesAsMainLine).toBool();
    s.showEvaluations = settings.value(ShowEvaluationsKey, s.showEvaluations).toBool();
    s.gameColumns = settings.value(GameColumnsKey, s.gameColumns).toStringList();
    s.windowGeometry = settings.value(GeometryKey).toByteArray();
    s.gamesInTabs = settings.value(GamesInTabsKey, s.gamesInTabs).toBool();
    s.recentFiles = settings.value(RecentFilesKey).toStringList().mid(0, MaxRecentFiles);
    s.enginePath = settings.value(EngineKey).toString();
    if (const int depth = settings.value(AnnotationDepthKey, s.annotationDepth).toInt(); depth >= 1 && depth <= 99)
        s.annotationDepth = depth;
    if (const int ms = settings.value(AnnotationMoveTimeKey, s.annotationMoveTimeMs).toInt(); ms >= 100 && ms <= 600000)
        s.annotationMoveTimeMs = ms;
    if (const int size = settings.value(DiagramSizeKey, s.diagramSize).toInt();
        size >= MinDiagramSize && size <= MaxDiagramSize)
        s.diagramSize = size;
    if (const int size = settings.value(GifSizeKey, s.gifSize).toInt(); size >= MinGifSize && size <= MaxGifSize)
        s.gifSize = size;
    if (const int ms = settings.value(GifDelayKey, s.gifDelayMs).toInt(); ms >= MinGifDelayMs && ms <= MaxGifDelayMs)
        s.gifDelayMs = ms;
    s.annotationByTime = settings.value(AnnotationByTimeKey, s.annotationByTime).toBool();
    if (const QString set = settings.value(PieceSetKey).toString(); pieceSetIds().contains(set))
        s.pieceSet = set;
    if (const QString theme = settings.value(ThemeKey).toString(); BoardStyle::themeIds().contains(theme))
        s.boardTheme = theme;
    s.coordinatesInside = settings.value(CoordinatesInsideKey, s.coordinatesInside).toBool();
    s.sounds = settings.value(SoundsKey, s.sounds).toBool();
    s.speech = settings.value(SpeechKey, s.speech).toBool();
    return s;
}

void AppSettings::save(QSettings &settings) const
{
    settings.setValue(LettersKey, static_cast<int>(letters));
    settings.setValue(LongFormKey, form == NotationForm::Long);
    settings.setValue(LegalMovesKey, showLegalMoves);
    settings.setValue(AnimationKey, animation);
    settings.setValue(AutoFlipKey, autoFlip);
    settings.setValue(AutomaticDrawsKey, automaticDraws);
    settings.setValue(TwoKnightsKey, twoKnightsInsufficient);
    settings.setValue(TouchMoveKey, touchMove);
    settings.setValue(LearningKey, learningMode);
    settings.setValue(FlippedKey, flipped);
    settings.setValue(NewMovesAsMainLineKey, newMovesAsMainLine);
    settings.setValue(ShowEvaluationsKey, showEvaluations);
    settings.setValue(GameColumnsKey, gameColumns);
    settings.setValue(GeometryKey, windowGeometry);
    settings.setValue(GamesInTabsKey, gamesInTabs);
    settings.setValue(RecentFilesKey, recentFiles);
    settings.setValue(EngineKey, enginePath);
    settings.setValue(AnnotationDepthKey, annotationDepth);
    settings.setValue(AnnotationMoveTimeKey, annotationMoveTimeMs);
    settings.setValue(DiagramSizeKey, diagramSize);
    settings.setValue(GifSizeKey, gifSize);
    settings.setValue(GifDelayKey, gifDelayMs);
    settings.setValue(AnnotationByTimeKey, annotationByTime);
    settings.setValue(PieceSetKey, pieceSet);
    settings.setValue(ThemeKey, boardTheme);
    settings.setValue(CoordinatesInsideKey, coordinatesInside);
    settings.setValue(SoundsKey, sounds);
    settings.setValue(SpeechKey, speech);
}

QString AppSettings::store() const
{
    QSettings settings;
    save(settings);
    settings.sync();
    if (settings.status() == QSettings::NoError)
        return {};
    // QSettings says only that it failed; the folder says why.
    const QString folder = QFileInfo(settings.fileName()).absolutePath();
    const QByteArray name = QFile::encodeName(folder);
    struct statvfs disk {};
    const int reason = ::access(name.constData(), W_OK) != 0            ? errno
        : ::statvfs(name.constData(), &disk) == 0 && disk.f_bavail == 0 ? ENOSPC
                                                                        : EIO;
    return QCoreApplication::translate("AppSettings",
                                       "The settings cannot be saved to %1: %2. Those in use stay until Ferz closes.")
        .arg(nativePath(settings.fileName()), systemReason(reason));
}

void AppSettings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recentFiles.removeAll(absolute);
    recentFiles.prepend(absolute);
    while (recentFiles.size() > MaxRecentFiles)
        recentFiles.removeLast();
}

QString AppSettings::storedLanguage()
{
    return QSettings().value(LanguageKey).toString();
}

void AppSettings::storeLanguage(const QString &code)
{
    QSettings().setValue(LanguageKey, code);
}

QMap<QString, int> AppSettings::courseStars()
{
    QMap<QString, int> stars;
    const QVariantMap stored = QSettings().value(CourseStarsKey).toMap();
    // A damaged entry counts as a level not solved yet.
    for (auto it = stored.begin(); it != stored.end(); ++it)
        if (const int n = it.value().toInt(); n >= 1 && n <= 3)
            stars.insert(it.key(), n);
    return stars;
}

QString AppSettings::courseLevel()
{
    return QSettings().value(CourseLevelKey).toString();
}

} // namespace ferz

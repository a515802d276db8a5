// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace ferz {

QStringList languageCodes()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("es"), QStringLiteral("pt")};
}

QString languageFor(const QLocale &locale)
{
    const QString code = locale.name().section(QLatin1Char('_'), 0, 0);
    return languageCodes().contains(code) ? code : QStringLiteral("en");
}

QLocale localeOf(const QString &code)
{
    if (code == QLatin1String("ru"))
        return QLocale(QLocale::Russian, QLocale::Russia);
    if (code == QLatin1String("es"))
        return QLocale(QLocale::Spanish, QLocale::Spain);
    if (code == QLatin1String("pt"))
        return QLocale(QLocale::Portuguese, QLocale::Brazil);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

bool loadFerzTranslation(QTranslator &translator, const QString &code)
{
    if (code == QLatin1String("en") || !languageCodes().contains(code))
        return false;
    return translator.load(QStringLiteral(":/i18n/ferz_%1.qm").arg(code));
}

bool loadQtTranslation(QTranslator &translator, const QString &code)
{
    if (code == QLatin1String("en") || !languageCodes().contains(code))
        return false;
    return translator.load(localeOf(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

QStringList translationsOf(const char *context, const char *source)
{
    QStringList texts {QString::fromUtf8(source)};
    for (const QString &code : languageCodes()) {
        QTranslator translator;
        if (loadFerzTranslation(translator, code)) {
            const QString text = translator.translate(context, source);
            if (!text.isEmpty() && !texts.contains(text))
                texts << text;
        }
    }
    return texts;
}

QString countText(const char *context, const char *source, int n)
{
    QString text = QCoreApplication::translate(context, source, nullptr, n);
    return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

} // namespace ferz

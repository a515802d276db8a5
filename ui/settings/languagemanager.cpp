// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/languagemanager.h"

#include "translations/languages.h"
#include "ui/settings/appsettings.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QTranslator>

namespace ferz {

namespace {

// Each language under its own name, as a reader of that language looks for it.
QString endonym(const QString &code)
{
    if (code == QLatin1String("ru"))
        return QStringLiteral("Русский");
    if (code == QLatin1String("es"))
        return QStringLiteral("Español");
    if (code == QLatin1String("pt"))
        return QStringLiteral("Português (Brasil)");
    return QStringLiteral("English");
}

} // namespace

LanguageManager::LanguageManager() = default;
LanguageManager::~LanguageManager() = default;

LanguageManager &LanguageManager::instance()
{
    static LanguageManager *manager = [] {
        auto *m = new LanguageManager;
        m->setParent(QCoreApplication::instance());
        return m;
    }();
    return *manager;
}

QString LanguageManager::preferredLanguage()
{
    const QString stored = AppSettings::storedLanguage();
    return languageCodes().contains(stored) ? stored : languageFor(QLocale::system());
}

void LanguageManager::setLanguage(const QString &requested, bool remember)
{
    const QString code = languageCodes().contains(requested) ? requested : QStringLiteral("en");
    if (remember)
        AppSettings::storeLanguage(code);
    if (code == m_language)
        return;
    // Remove the old translators first: each removal and installation sends LanguageChange.
    for (auto *old : {&m_ferz, &m_qt}) {
        if (*old)
            QCoreApplication::removeTranslator(old->get());
        old->reset();
    }
    m_language = code;
    QLocale::setDefault(localeOf(code));
    auto qt = std::make_unique<QTranslator>();
    if (loadQtTranslation(*qt, code)) {
        QCoreApplication::installTranslator(qt.get());
        m_qt = std::move(qt);
    }
    auto ferz = std::make_unique<QTranslator>();
    if (loadFerzTranslation(*ferz, code)) {
        QCoreApplication::installTranslator(ferz.get());
        m_ferz = std::move(ferz);
    }
    // Qt posts LanguageChange to the windows: deliver it now, so that the switch is complete
    // when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    emit languageChanged(code);
}

QActionGroup *LanguageManager::createActions(QObject *parent)
{
    auto *group = new QActionGroup(parent);
    for (const QString &code : languageCodes()) {
        QAction *action = group->addAction(endonym(code));
        action->setObjectName(QStringLiteral("language_") + code);
        action->setCheckable(true);
        action->setChecked(code == language());
        connect(action, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }
    connect(this, &LanguageManager::languageChanged, group, [group](const QString &code) {
        for (QAction *action : group->actions())
            action->setChecked(action->objectName() == QStringLiteral("language_") + code);
    });
    return group;
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"

#include "translations/languages.h"

namespace ferz::cli {

void speak(QTranslator &translator, const std::string &language)
{
    const QString code = QString::fromStdString(language);
    if (loadFerzTranslation(translator, code))
        QCoreApplication::installTranslator(&translator);
    QLocale::setDefault(localeOf(code));
}

Console::Console(const std::string &language) : m_application(m_argc, m_argv)
{
    speak(m_translator, language);
}

} // namespace ferz::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// The language of the interface: chosen from the system locale at first start, kept in the
// settings, changeable at run time. Setting a language installs its translators and the matching
// default QLocale; Qt then sends QEvent::LanguageChange to every widget, and each retranslates.
#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QActionGroup;
class QTranslator;

namespace ferz {

class LanguageManager : public QObject {
    Q_OBJECT

public:
    // The one instance, created on first use (needs a QCoreApplication).
    static LanguageManager &instance();
    ~LanguageManager() override;

    // "en", "ru", "es" or "pt".
    QString language() const { return m_language.isEmpty() ? QStringLiteral("en") : m_language; }
    // Installs `code` (unknown codes fall back to English); `remember` stores it in the settings.
    void setLanguage(const QString &code, bool remember = true);
    // The stored choice, else the system locale's language.
    static QString preferredLanguage();
    // One checkable action per language, each named in its own language, kept in step with the
    // current language; triggering one switches.
    QActionGroup *createActions(QObject *parent);

signals:
    void languageChanged(const QString &code);

private:
    LanguageManager();

    QString m_language; // empty until the first setLanguage
    std::unique_ptr<QTranslator> m_ferz;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace ferz

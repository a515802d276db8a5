// SPDX-License-Identifier: GPL-3.0-or-later
// The languages Ferz speaks and their embedded translations (QtCore only, so that core's tests
// can load the real .qm files too).
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QTranslator;

namespace ferz {

// "en" (the source texts), "ru", "es", "pt" (Brazilian Portuguese).
QStringList languageCodes();
// The code of the language closest to `locale`: its own if Ferz speaks it, else English.
QString languageFor(const QLocale &locale);
// The locale whose dates, numbers and plural rules go with a language code.
QLocale localeOf(const QString &code);
// Loads Ferz's embedded translation for `code` into `translator`; false for English (nothing to
// load) or an unknown code.
bool loadFerzTranslation(QTranslator &translator, const QString &code);
// `source` (marked with QT_TRANSLATE_NOOP in `context`) and its translation into each of Ferz's
// languages that has one, without changing the language of the moment (to recognise a text Ferz
// wrote in another language).
QStringList translationsOf(const char *context, const char *source);
// A sentence with a count: the translation of `source` (marked with QT_TRANSLATE_N_NOOP, %n or
// %Ln in it) for `n`. English has no translation file: a "(s)" in its source text becomes "s", or
// nothing for one.
QString countText(const char *context, const char *source, int n);
// Loads Qt's own translation (standard buttons and dialogs) if the system has it.
bool loadQtTranslation(QTranslator &translator, const QString &code);

} // namespace ferz

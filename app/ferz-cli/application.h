// SPDX-License-Identifier: GPL-3.0-or-later
// The Qt application a command needs for its event loop, processes and translations: the words it
// prints are in the language asked for (en, ru, es or pt), as are the dates and numbers. The
// commands that draw run in ferz-cli-draw (drawing.h), so that the others start without QtGui.
#pragma once

#include <QCoreApplication>
#include <QTranslator>

#include <string>

namespace ferz::cli {

// Installs Ferz's translation for `language` (nothing for en) and its locale as the default.
void speak(QTranslator &translator, const std::string &language);

class Console {
public:
    explicit Console(const std::string &language = "en");

private:
    int m_argc = 1;
    char m_name[9] = "ferz-cli";
    char *m_argv[2] = {m_name, nullptr};
    QCoreApplication m_application;
    QTranslator m_translator;
};

} // namespace ferz::cli

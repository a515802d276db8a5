// SPDX-License-Identifier: GPL-3.0-or-later
// The Qt application a command needs for its event loop, processes and translations: the words it
// prints are in the language asked for (en, ru, es or pt), as are the dates and numbers. The
// commands that draw need a QGuiApplication on the offscreen platform, which gives fonts and
// images without a display (`Drawing`); the others a QCoreApplication (`Console`).
#pragma once

#include <QGuiApplication>
#include <QTranslator>

#include <memory>
#include <string>

namespace ferz {
class PieceSet;
}

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

class Drawing {
public:
    explicit Drawing(const std::string &language);

    // The pieces drawn from a font's chess glyphs (Ferz's default set, vector outlines); nullptr,
    // having said why and naming the command, when no font has them.
    static std::shared_ptr<const PieceSet> fontPieces(const char *command);

private:
    int m_argc = 3;
    char m_name[9] = "ferz-cli", m_platformOption[10] = "-platform", m_platform[10] = "offscreen";
    char *m_argv[4] = {m_name, m_platformOption, m_platform, nullptr};
    QGuiApplication m_application;
    QTranslator m_translator;
};

} // namespace ferz::cli

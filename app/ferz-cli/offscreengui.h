// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands that draw need: fonts and images want a QGuiApplication, which the offscreen
// platform gives without a display; the words drawn (captions, alternative texts) are in the
// language asked for, as are the dates and numbers.
#pragma once

#include <QGuiApplication>
#include <QTranslator>

#include <memory>
#include <string>

namespace ferz {
class PieceSet;
}

namespace ferz::cli {

class OffscreenGui {
public:
    // `language`: en, ru, es or pt.
    explicit OffscreenGui(const std::string &language);

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

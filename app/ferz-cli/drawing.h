// SPDX-License-Identifier: GPL-3.0-or-later
// The Qt application of the commands that draw (export, diagram, gif), which ferz-cli runs in
// ferz-cli-draw: a QGuiApplication on the offscreen platform, which gives fonts and images without a
// display. Loading QtGui and what it needs (X11, fontconfig, OpenGL…) took a third of the start of
// every ferz-cli command (12 of 36 ms, measured on Debian 12).
#pragma once

#include <QGuiApplication>
#include <QTranslator>

#include <memory>
#include <string>

namespace ferz {
class PieceSet;
}

namespace ferz::cli {

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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "offscreengui.h"

#include "render/glyphpieceset.h"
#include "translations/languages.h"

#include <cstdio>

namespace ferz::cli {

OffscreenGui::OffscreenGui(const std::string &language) : m_application(m_argc, m_argv)
{
    if (loadFerzTranslation(m_translator, QString::fromStdString(language)))
        QCoreApplication::installTranslator(&m_translator);
    QLocale::setDefault(localeOf(QString::fromStdString(language)));
}

std::shared_ptr<const PieceSet> OffscreenGui::fontPieces(const char *command)
{
    auto pieces = std::make_shared<GlyphPieceSet>();
    if (pieces->isValid())
        return pieces;
    std::fprintf(stderr,
                 "ferz-cli %s: no font with chess pieces is installed (fonts-freefont-ttf or fonts-dejavu-core)\n",
                 command);
    return nullptr;
}

} // namespace ferz::cli

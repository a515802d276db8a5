// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawing.h"

#include "application.h"
#include "render/glyphpieceset.h"

#include <cstdio>

namespace ferz::cli {

Drawing::Drawing(const std::string &language) : m_application(m_argc, m_argv)
{
    speak(m_translator, language);
}

std::shared_ptr<const PieceSet> Drawing::fontPieces(const char *command)
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

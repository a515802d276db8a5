// SPDX-License-Identifier: GPL-3.0-or-later
// A position from a FEN the test itself wrote; a bad one stops the test with the reason.
#pragma once

#include "core/rules/fenmessage.h"
#include "core/rules/position.h"

#include <QtGlobal>

#include <string_view>

inline ferz::Position testPosition(std::string_view fen, ferz::Variant variant = ferz::Variant::Standard)
{
    auto parsed = ferz::Position::fromFen(fen, variant);
    if (const auto *error = std::get_if<ferz::FenError>(&parsed))
        qFatal("bad test FEN %.*s: %s", int(fen.size()), fen.data(), qPrintable(ferz::fenErrorText(*error)));
    return std::get<ferz::Position>(parsed);
}

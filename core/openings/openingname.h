// SPDX-License-Identifier: GPL-3.0-or-later
// An opening's name in the user's language, made from its English name in the set
// ("Sicilian Defense: Najdorf Variation, English Attack"): the family and each variation are
// translated through the "Opening" context of the translations (the glossary in
// openingglossary.cpp lists the families and the common variations); a variation the glossary
// lacks is built from its last word by a pattern ("%1 Variation", "%1 Gambit" … with the
// name before it as written: "variante Najdorf"), else kept in English.
#pragma once

#include <QString>

#include <string_view>

namespace ferz {

// The name in the language of the installed translation (English when there is none).
QString localizedOpeningName(std::string_view english);

// Whether the glossary translates `part` (a family or a variation) as a whole.
bool inOpeningGlossary(std::string_view part);

} // namespace ferz

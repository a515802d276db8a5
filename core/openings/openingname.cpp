// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/openings/openingname.h"

#include <QCoreApplication>

#include <string>

namespace ferz {

namespace {

constexpr const char *Context = "Opening";

// A variation's last words and how each language puts them around the words before them. For
// Accepted, Declined and Deferred the words before are a variation of their own ("Evans Gambit
// Declined"); for the others they are a name kept as written ("Smith-Morra Gambit").
struct Pattern {
    std::string_view ending;
    const char *source;
    bool nested;
};
const Pattern Patterns[] = {
    //: A gambit taken: "%1" is the gambit ("Evans Gambit"), translated with these patterns.
    //: Opening names: write every name as it stands after "Sicilian Defense:" in your language
    //: (the first letter of a whole name is made a capital).
    {" Accepted", QT_TRANSLATE_NOOP("Opening", "%1 Accepted"), true},
    //: A gambit not taken: "%1" is the gambit ("Evans Gambit").
    {" Declined", QT_TRANSLATE_NOOP("Opening", "%1 Declined"), true},
    //: A line played a few moves later than usual: "%1" is it ("Steinitz Defense").
    {" Deferred", QT_TRANSLATE_NOOP("Opening", "%1 Deferred"), true},
    //: "%1" is a name kept as written in English: a player, a place ("Najdorf Variation").
    {" Variation", QT_TRANSLATE_NOOP("Opening", "%1 Variation"), false},
    //: "%1" is a name kept as written in English ("Smith-Morra Gambit").
    {" Gambit", QT_TRANSLATE_NOOP("Opening", "%1 Gambit"), false},
    //: "%1" is a name kept as written in English ("Steinitz Countergambit").
    {" Countergambit", QT_TRANSLATE_NOOP("Opening", "%1 Countergambit"), false},
    //: "%1" is a name kept as written in English ("Steinitz Defense").
    {" Defense", QT_TRANSLATE_NOOP("Opening", "%1 Defense"), false},
    //: "%1" is a name kept as written in English ("Richter Attack").
    {" Attack", QT_TRANSLATE_NOOP("Opening", "%1 Attack"), false},
    //: "%1" is a name kept as written in English ("Brussels Counterattack").
    {" Counterattack", QT_TRANSLATE_NOOP("Opening", "%1 Counterattack"), false},
    //: "%1" is a name kept as written in English ("Stonewall System").
    {" System", QT_TRANSLATE_NOOP("Opening", "%1 System"), false},
    //: "%1" is a name kept as written in English ("Fischer Line").
    {" Line", QT_TRANSLATE_NOOP("Opening", "%1 Line"), false},
    //: "%1" is a name kept as written in English ("Hedgehog Formation").
    {" Formation", QT_TRANSLATE_NOOP("Opening", "%1 Formation"), false},
    //: "%1" is a name kept as written in English ("Noah's Ark Trap").
    {" Trap", QT_TRANSLATE_NOOP("Opening", "%1 Trap"), false},
    //: "%1" is a name kept as written in English ("Mieses Opening").
    {" Opening", QT_TRANSLATE_NOOP("Opening", "%1 Opening"), false},
};

QString translated(const char *source, const QString &argument)
{
    return QCoreApplication::translate(Context, source).arg(argument);
}

// One family or variation.
QString partName(std::string_view part)
{
    if (inOpeningGlossary(part))
        return QCoreApplication::translate(Context, std::string(part).c_str());
    if (part.starts_with("with ")) {
        //: A line told apart by the moves in "%1", in English notation ("with Bc4").
        return translated(QT_TRANSLATE_NOOP("Opening", "with %1"), QString::fromUtf8(part.substr(5)));
    }
    for (const Pattern &p : Patterns)
        if (part.size() > p.ending.size() && part.ends_with(p.ending)) {
            const std::string_view before = part.substr(0, part.size() - p.ending.size());
            return translated(p.source, p.nested ? partName(before) : QString::fromUtf8(before));
        }
    return QString::fromUtf8(part);
}

} // namespace

QString localizedOpeningName(std::string_view english)
{
    // The family, then variations after ": " and ", ", each separator kept as it is.
    QString name;
    for (std::size_t start = 0; start <= english.size();) {
        const std::size_t comma = english.find(", ", start), colon = english.find(": ", start);
        const std::size_t end = std::min(comma, colon);
        name += partName(english.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos)
            break;
        name += QString::fromUtf8(english.substr(end, 2));
        start = end + 2;
    }
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

} // namespace ferz

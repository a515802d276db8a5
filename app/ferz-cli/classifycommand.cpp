// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli pgn classify IN.pgn -o OUT.pgn: OUT is IN with an ECO and an Opening tag added to each
// game that lacks them, found by the position its main line ends in (walking back to the last
// named one). Nothing else changes: the new tag lines go after the game's last tag line, in the
// file's encoding and line ends, and every other byte is copied as it was. A tag that is there,
// even as "?", is left alone. The output is written through AtomicFile.
#include "commands.h"

#include "core/file/atomicfile.h"
#include "core/openings/openings.h"
#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnwriter.h"

#include <QFile>

#include <cstdio>

namespace ferz::cli {

namespace {

constexpr const char *Usage = "usage: ferz-cli pgn classify IN.pgn -o OUT.pgn\n";

// Where tag lines go in a game's bytes: after the last line of its tag section (0 when it has
// none: the game starts with its movetext).
qsizetype tagSectionEnd(const QByteArray &game)
{
    qsizetype end = 0, at = 0;
    while (at < game.size()) {
        qsizetype lineEnd = game.indexOf('\n', at);
        lineEnd = lineEnd < 0 ? game.size() : lineEnd + 1;
        const QByteArray line = game.mid(at, lineEnd - at).trimmed();
        if (line.startsWith('['))
            end = lineEnd;
        else if (!line.isEmpty() || end > 0)
            break;
        at = lineEnd;
    }
    return end;
}

} // namespace

int classifyGames(const Arguments &args)
{
    std::string input, output;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "-o" && i + 1 < args.size() && output.empty())
            output = args[++i];
        else if (input.empty() && !args[i].starts_with("-"))
            input = args[i];
        else
            return std::fprintf(stderr, "ferz-cli pgn: unexpected argument \"%s\"\n%s", args[i].c_str(), Usage), 2;
    }
    if (input.empty() || output.empty())
        return std::fprintf(stderr, "ferz-cli pgn: classify needs IN.pgn and -o OUT.pgn\n%s", Usage), 2;
    if (openingTable().size() == 0)
        return std::fprintf(stderr, "ferz-cli pgn: this ferz-cli was built without opening names\n"), 2;

    PgnFile file;
    QFile in(QString::fromStdString(input));
    if (!file.open(in.fileName()) || !in.open(QIODevice::ReadOnly)) {
        const QString why = file.errorString().isEmpty() ? in.errorString() : file.errorString();
        return std::fprintf(stderr, "ferz-cli pgn: %s: %s\n", input.c_str(), qPrintable(why)), 2;
    }
    const QByteArray bytes = in.readAll();
    AtomicFile out(QString::fromStdString(output));
    if (!out.open())
        return std::fprintf(stderr, "ferz-cli pgn: %s: %s\n", output.c_str(), qPrintable(out.errorString())), 2;

    int errors = 0, ecoAdded = 0, openingAdded = 0, unnamed = 0;
    qsizetype copied = 0;
    bool written = true;
    for (int i = 0; i < file.count() && written; ++i) {
        const PgnFile::Entry &entry = file.entry(i);
        PgnGame game;
        if (!file.readAt(i, game))
            return std::fprintf(stderr, "ferz-cli pgn: %s: %s\n", input.c_str(), qPrintable(in.errorString())), 2;
        for (const PgnError &e : game.errors)
            std::fprintf(stderr, "%s\n", qPrintable(pgnErrorMessage(e)));
        errors += static_cast<int>(game.errors.size());

        const bool needEco = !game.tree.hasTag("ECO"), needOpening = !game.tree.hasTag("Opening");
        const std::optional<Opening> opening = openingOfMainLine(game.tree.root());
        std::string tags;
        if (opening && needEco) {
            tags += tagPairLine("ECO", opening->eco);
            ++ecoAdded;
        }
        if (opening && needOpening) {
            tags += tagPairLine("Opening", opening->name);
            ++openingAdded;
        }
        if (!opening && (needEco || needOpening))
            ++unnamed;
        if (tags.empty())
            continue;
        const QByteArray gameBytes = bytes.mid(entry.begin, entry.end - entry.begin);
        const qsizetype at = tagSectionEnd(gameBytes);
        if (at == 0)
            tags += '\n'; // a blank line between the new tags and the movetext
        QByteArray text = QByteArray::fromStdString(fromUtf8(tags, file.encoding()));
        if (gameBytes.contains("\r\n"))
            text.replace("\n", "\r\n");
        const qsizetype insert = entry.begin + at;
        written = out.write(bytes.constData() + copied, insert - copied) && out.write(text);
        copied = insert;
    }
    if (!written || !out.write(bytes.constData() + copied, bytes.size() - copied) || !out.commit())
        return std::fprintf(stderr, "ferz-cli pgn: %s: %s\n", output.c_str(), qPrintable(out.errorString())), 2;
    std::printf("games %d, ECO added %d, Opening added %d, no opening known %d\n", file.count(), ecoAdded, openingAdded,
                unnamed);
    return errors == 0 ? 0 : 1;
}

} // namespace ferz::cli

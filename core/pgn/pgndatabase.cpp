// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgndatabase.h"

#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnwriter.h"

#include <QFile>
#include <QSaveFile>

#include <algorithm>

namespace ferz {

namespace {

// Line breaks as the reader counts them: LF, CR LF or a lone CR.
std::int64_t lineBreaks(std::string_view text)
{
    std::int64_t n = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')))
            ++n;
    return n;
}

} // namespace

PgnDatabase::Entry PgnDatabase::entryOf(const GameTree &t, int number, std::int64_t begin, std::int64_t end,
                                        std::int64_t line, int plies)
{
    return Entry {number,         begin,           end,
                  line,           t.tag("Event"),  t.tag("Site"),
                  t.tag("Date"),  t.tag("Round"),  t.tag("White"),
                  t.tag("Black"), t.tag("Result"), t.tag("ECO"),
                  plies};
}

bool PgnDatabase::open(const QString &path, TextEncoding encoding)
{
    m_path = path;
    m_entries.clear();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = file.errorString();
        return false;
    }
    PgnReader reader(&file, encoding);
    PgnGame game;
    while (reader.readGame(game, PgnReader::Mode::Tags)) {
        if (!game.errors.empty() && game.errors.front().kind == PgnError::Kind::UnreadableEncoding) {
            m_entries.clear();
            m_error = pgnErrorText(game.errors.front());
            return false;
        }
        m_entries.push_back(entryOf(game.tree, game.number, game.begin, game.end, game.line, game.plies));
    }
    m_encoding = reader.encoding();
    m_error.clear();
    return true;
}

bool PgnDatabase::readGame(int index, PgnGame &game) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const Entry &e = entry(index);
    if (!file.seek(e.begin))
        return false;
    PgnReader reader(&file, m_encoding);
    reader.seek(e.begin, e.line, e.number);
    return reader.readGame(game);
}

bool PgnDatabase::saveGame(int index, const GameTree &tree)
{
    const Entry old = entry(index);
    std::string text = writePgn(tree);
    text.pop_back(); // the bytes after the old game (its line break and the gap) stay
    if (m_encoding == TextEncoding::Latin1 || m_encoding == TextEncoding::Windows1251)
        text = fromUtf8(text, m_encoding);

    QFile in(m_path);
    QSaveFile out(m_path);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly)) {
        m_error = in.isOpen() ? out.errorString() : in.errorString();
        return false;
    }
    // Copies `length` bytes of the old file to the new one in blocks.
    auto copy = [&](std::int64_t length) {
        QByteArray block;
        while (length > 0) {
            block = in.read(std::min<std::int64_t>(length, 1 << 20));
            if (block.isEmpty())
                return false;
            if (out.write(block) != block.size())
                return false;
            length -= block.size();
        }
        return true;
    };
    QByteArray oldGame;
    bool ok =
        copy(old.begin) && out.write(text.data(), static_cast<qint64>(text.size())) == static_cast<qint64>(text.size());
    if (ok) {
        oldGame = in.read(old.end - old.begin);
        ok = oldGame.size() == old.end - old.begin && copy(in.size() - old.end);
    }
    if (!ok || !out.commit()) {
        m_error = out.errorString();
        out.cancelWriting();
        return false;
    }

    // The games after this one moved by the difference in bytes and in lines.
    const std::int64_t delta = static_cast<std::int64_t>(text.size()) - oldGame.size();
    const std::int64_t lineDelta =
        lineBreaks(text) - lineBreaks(std::string_view(oldGame.constData(), static_cast<std::size_t>(oldGame.size())));
    m_entries[static_cast<std::size_t>(index)] =
        entryOf(tree, old.number, old.begin, old.begin + static_cast<std::int64_t>(text.size()), old.line,
                static_cast<int>(tree.mainLine().size()));
    for (std::size_t i = static_cast<std::size_t>(index) + 1; i < m_entries.size(); ++i) {
        m_entries[i].begin += delta;
        m_entries[i].end += delta;
        m_entries[i].line += lineDelta;
    }
    return true;
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnparallel.h"

#include "core/pgn/pgntokenizer.h"

#include <algorithm>
#include <string_view>

namespace ferz {

namespace {

// How far past a nominal cut a line starting a tag section is looked for.
constexpr std::int64_t CutWindow = 64 << 10;
// Looking for cut points reads a window per piece before any game is read: a huge file gets
// larger pieces rather than more of them (a terabyte would otherwise mean 8 GB of windows).
constexpr std::int64_t MostPieces = 4096;

// `[Name "` at the start of the text.
bool startsTagPair(std::string_view line)
{
    if (line.empty() || line.front() != '[')
        return false;
    std::size_t i = 1;
    while (i < line.size() && isTagNameByte(static_cast<unsigned char>(line[i])))
        ++i;
    if (i == 1 || i == line.size() || (line[i] != ' ' && line[i] != '\t'))
        return false;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    return i < line.size() && line[i] == '"';
}

bool isBlank(std::string_view line)
{
    return line.find_first_not_of(" \t") == std::string_view::npos;
}

// The offset in `text` of the first line that starts a tag section after a line that is not a
// tag pair; -1 when there is none. The first line is skipped: what precedes it is unknown.
std::int64_t firstSectionStart(std::string_view text)
{
    std::size_t pos = text.find_first_of("\r\n");
    bool previousKnown = false, previousIsTag = false;
    while (pos != std::string_view::npos && pos < text.size()) {
        // Past the line break (CR LF, LF or a lone CR) to the line's start.
        pos += text[pos] == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n' ? 2 : 1;
        const std::size_t lineEnd = std::min(text.find_first_of("\r\n", pos), text.size());
        const std::string_view line = text.substr(pos, lineEnd - pos);
        if (lineEnd == text.size())
            return -1; // the line may go on past the window
        if (!isBlank(line)) {
            const bool tag = startsTagPair(line);
            if (tag && previousKnown && !previousIsTag)
                return static_cast<std::int64_t>(pos);
            previousKnown = true;
            previousIsTag = line.front() == '[';
        }
        pos = lineEnd;
    }
    return -1;
}

} // namespace

std::vector<std::int64_t> pgnCutPoints(QIODevice *device, std::int64_t pieceBytes)
{
    std::vector<std::int64_t> cuts;
    const std::int64_t size = device->size();
    pieceBytes = std::max(pieceBytes, size / MostPieces);
    for (std::int64_t nominal = pieceBytes; nominal < size; nominal += pieceBytes) {
        if (!cuts.empty() && cuts.back() >= nominal)
            continue;
        if (!device->seek(nominal))
            break;
        const QByteArray window = device->read(CutWindow);
        const std::int64_t found =
            firstSectionStart(std::string_view(window.constData(), static_cast<std::size_t>(window.size())));
        if (found >= 0)
            cuts.push_back(nominal + found);
    }
    return cuts;
}

PgnPieceReader::PgnPieceReader(const QString &path, TextEncoding encoding, std::int64_t start, std::int64_t stop,
                               const std::function<bool()> &goOn)
    : m_file(path), m_start(start), m_stop(stop)
{
    if (!m_file.open(QIODevice::ReadOnly) || (start > 0 && !m_file.seek(start)))
        return;
    // At the start of the file the reader detects the encoding and skips a byte order mark; a
    // later piece numbers its games from 2, so that none of its text is taken for a preamble.
    m_reader.emplace(&m_file, encoding);
    if (start > 0)
        m_reader->seek(start, 1, firstNumber());
    if (goOn)
        m_reader->setProgress([goOn](std::int64_t) { return goOn(); });
}

bool PgnPieceReader::readGame(PgnGame &game, PgnReader::Mode mode)
{
    return inPiece(!m_ended && m_reader && m_reader->readGame(game, mode), game);
}

bool PgnPieceReader::readGame(PgnGame &game, PgnVisitor &visitor)
{
    return inPiece(!m_ended && m_reader && m_reader->readGame(game, visitor), game);
}

bool PgnPieceReader::readGame(PgnGame &game, PgnChecker &checker)
{
    return inPiece(!m_ended && m_reader && m_reader->readGame(game, checker), game);
}

bool PgnPieceReader::inPiece(bool read, const PgnGame &game)
{
    if (!read) {
        m_ended = true;
        return false;
    }
    if (m_stop >= 0 && game.begin >= m_stop) {
        m_nextGame = game.begin;
        m_lineBreaks = game.line - 1;
        m_ended = true;
        return false;
    }
    return true;
}

} // namespace ferz

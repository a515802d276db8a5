// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnfile.h"

#include "core/file/atomicfile.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/pgnparallel.h"
#include "core/pgn/pgnwriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <thread>

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

// The bytes [begin, end) of an open file; shorter when the file is.
QByteArray readRange(QFile &file, std::int64_t begin, std::int64_t end)
{
    if (!file.seek(begin))
        return {};
    return file.read(end - begin);
}

} // namespace

std::uint64_t fingerprint(std::string_view bytes)
{
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

std::string_view PgnFile::kept(std::string &&text)
{
    return *m_texts->insert(std::move(text)).first;
}

PgnFile::Entry PgnFile::entryOf(GameHeader &&h, int number, std::int64_t begin, std::int64_t end, std::int64_t line)
{
    return Entry {number,
                  begin,
                  end,
                  line,
                  {kept(std::move(h.event)), kept(std::move(h.site)), kept(std::move(h.date)), kept(std::move(h.round)),
                   kept(std::move(h.white)), kept(std::move(h.black)), kept(std::move(h.result)),
                   kept(std::move(h.eco)), h.whiteElo, h.blackElo, h.plies, kept(std::move(h.annotator))}};
}

bool PgnFile::open(const QString &path, TextEncoding encoding, const Progress &progress)
{
    m_path = path;
    m_scratch = false;
    m_entries.clear();
    // A device or a pipe could not give a game again when it is chosen (and a pipe without a
    // writer would hold the open below forever).
    if (const QFileInfo info(path); info.exists() && !info.isFile()) {
        m_error = QCoreApplication::translate(
            "PgnFile", "is not a regular file (a folder, a device or a pipe): games are read from files only");
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = file.errorString();
        return false;
    }
    // The state before reading: a change made while indexing shows at the next save.
    rememberFileState();
    const std::int64_t total = file.size();
    const PgnReader start(&file, encoding);
    const TextEncoding detected = start.encoding(), continuing = start.continuingEncoding();
    file.close();
    // Indexed on every processor: the games come back in file order, numbered as one reader would.
    PgnParallelOptions options;
    options.threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    options.mode = PgnReader::Mode::Tags;
    options.encoding = encoding;
    if (progress)
        options.progress = [&](std::int64_t done) { return progress(done, total); };
    bool unreadable = false;
    // The entries of an earlier reading are gone: so are their texts.
    m_texts = std::make_shared<std::unordered_set<std::string>>();
    const bool complete = readPgnInParallel<GameHeader>(
        path, options,
        [](const PgnGame &game) {
            // Tags mode counts the main line without building it.
            GameHeader header = headerOf(game.tree);
            header.plies = game.plies;
            return header;
        },
        [&](PgnPieceGame<GameHeader> &game) {
            if (!game.errors.empty() && game.errors.front().kind == PgnError::Kind::UnreadableEncoding) {
                m_error = pgnErrorText(game.errors.front());
                unreadable = true;
                return false;
            }
            m_entries.push_back(entryOf(std::move(game.value), game.number, game.begin, game.end, game.line));
            return true;
        });
    if (!complete) {
        m_entries.clear();
        if (!unreadable)
            m_error = QFile::exists(path) ? QCoreApplication::translate("PgnFile", "cancelled") : file.errorString();
        return false;
    }
    m_encoding = detected;
    m_readEncoding = continuing;
    m_error.clear();
    return true;
}

void PgnFile::rememberFileState()
{
    const QFileInfo info(m_path);
    m_size = info.exists() ? info.size() : -1;
    m_modified = info.lastModified();
}

bool PgnFile::changedOnDisk() const
{
    const QFileInfo info(m_path);
    return !info.exists() || info.size() != m_size || info.lastModified() != m_modified;
}

bool PgnFile::readAt(int index, PgnGame &game, std::uint64_t *hash) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const Entry &e = entry(index);
    if (hash) {
        const QByteArray bytes = readRange(file, e.begin, e.end);
        *hash = fingerprint(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    }
    if (!file.seek(e.begin))
        return false;
    PgnReader reader(&file, m_readEncoding);
    reader.seek(e.begin, e.line, e.number);
    return reader.readGame(game);
}

std::vector<GameHeader> PgnFile::headersOf(const std::vector<int> &numbers)
{
    std::vector<GameHeader> headers(numbers.size());
    for (std::size_t i = 0; i < numbers.size(); ++i)
        if (numbers[i] >= 1 && numbers[i] <= count())
            headers[i] = ownHeader(entry(numbers[i] - 1).header);
    return headers;
}

bool PgnFile::readGame(int number, GameTree &tree)
{
    PgnGame game;
    if (number < 1 || number > count() || !readAt(number - 1, game))
        return false;
    tree = std::move(game.tree);
    return true;
}

bool PgnFile::replaceGame(int number, const GameTree &tree)
{
    return number >= 1 && number <= count() && saveGame(number - 1, hashOf(number - 1), tree).error == SaveError::None;
}

std::optional<std::vector<int>> PgnFile::findGames(const HeaderQuery &query)
{
    std::vector<int> numbers;
    for (const Entry &e : m_entries)
        if (query.matches(e.header))
            numbers.push_back(e.number);
    return numbers;
}

std::string PgnFile::text(std::int64_t begin, std::int64_t end) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = readRange(file, begin, end);
    return toUtf8(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), m_readEncoding);
}

std::uint64_t PgnFile::hashOf(int index) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray bytes = readRange(file, entry(index).begin, entry(index).end);
    return fingerprint(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

int PgnFile::find(std::uint64_t hash) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    int found = -1;
    for (int i = 0; i < count(); ++i) {
        const QByteArray bytes = readRange(file, entry(i).begin, entry(i).end);
        if (fingerprint(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))) != hash)
            continue;
        if (found >= 0)
            return -1; // two identical games: which one was edited cannot be told
        found = i;
    }
    return found;
}

int PgnFile::locate(int index, std::uint64_t hash, SaveResult &result)
{
    if (!QFileInfo::exists(m_path)) {
        result.error = SaveError::FileGone;
        return -1;
    }
    if (!changedOnDisk() && index >= 0 && index < count()) {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly)) {
            m_error = file.errorString();
            result.error = SaveError::CannotRead;
            return -1;
        }
        const QByteArray bytes = readRange(file, entry(index).begin, entry(index).end);
        if (fingerprint(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))) == hash)
            return index;
    }
    // Another program changed the file since it was indexed: look for the game again.
    result.reindexed = true;
    if (!open(m_path, m_readEncoding)) {
        result.error = SaveError::CannotRead;
        return -1;
    }
    const int found = find(hash);
    if (found < 0)
        result.error = SaveError::GameChanged;
    return found;
}

QByteArray PgnFile::bytesOf(int index) const
{
    QFile file(m_path);
    return file.open(QIODevice::ReadOnly) ? readRange(file, entry(index).begin, entry(index).end) : QByteArray();
}

std::string PgnFile::textToWrite(const GameTree &tree, const QByteArray &oldGame) const
{
    std::string text = writePgn(tree);
    text.pop_back(); // the bytes after the old game (its line break and the gap) stay
    // The game keeps the line ends of the one it replaces, so that a CR LF file stays one.
    if (oldGame.contains("\r\n")) {
        std::string crlf;
        crlf.reserve(text.size() + text.size() / 16);
        for (char c : text) {
            if (c == '\n')
                crlf += '\r';
            crlf += c;
        }
        text = std::move(crlf);
    }
    if (m_encoding == TextEncoding::Latin1 || m_encoding == TextEncoding::Windows1251) {
        const CommentBraces braces = commentBraces(m_encoding);
        for (const auto &[from, to] :
             {std::pair(CommentOpenBrace, braces.open), std::pair(CommentCloseBrace, braces.close)})
            for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
                text.replace(at, from.size(), to);
        text = fromUtf8(text, m_encoding);
    }
    return text;
}

bool PgnFile::writeReplaced(const QString &target, int index, const std::string &text, SaveResult &result)
{
    const Entry &old = entry(index);
    QFile in(m_path);
    if (!in.open(QIODevice::ReadOnly)) {
        m_error = in.errorString();
        result.error = SaveError::CannotRead;
        return false;
    }
    AtomicFile out(target);
    if (!out.open()) {
        m_error = out.errorString();
        result.error = SaveError::CannotWrite;
        return false;
    }
    auto put = [&](const char *data, qint64 size) {
        if (out.write(data, size))
            return true;
        m_error = out.errorString();
        result.error = SaveError::CannotWrite;
        return false;
    };
    // Copies the bytes [begin, end) of the old file in blocks; false when the old file ends early
    // (it shrank after it was checked).
    auto copy = [&](std::int64_t begin, std::int64_t end) {
        const auto shrank = [&] {
            m_error = QCoreApplication::translate("PgnFile", "the file became shorter while it was copied");
            result.error = SaveError::CannotRead;
            return false;
        };
        if (!in.seek(begin))
            return shrank();
        while (begin < end) {
            const QByteArray block = in.read(std::min<std::int64_t>(end - begin, 1 << 20));
            if (block.isEmpty())
                return shrank();
            if (!put(block.constData(), block.size()))
                return false;
            begin += block.size();
        }
        return true;
    };
    if (!copy(0, old.begin) || !put(text.data(), static_cast<qint64>(text.size())) || !copy(old.end, in.size())) {
        out.cancel();
        return false;
    }
    if (!out.commit()) {
        m_error = out.errorString();
        result.error = SaveError::CannotWrite;
        return false;
    }
    return true;
}

PgnFile::SaveResult PgnFile::saveGame(int index, std::uint64_t hash, const GameTree &tree)
{
    SaveResult result;
    index = locate(index, hash, result);
    if (index < 0)
        return result;
    const Entry old = entry(index);
    const QByteArray oldGame = bytesOf(index);
    const std::string text = textToWrite(tree, oldGame);
    if (!writeReplaced(m_path, index, text, result))
        return result;

    // The games after this one moved by the difference in bytes and in lines.
    const std::int64_t delta = static_cast<std::int64_t>(text.size()) - oldGame.size();
    const std::int64_t lineDelta =
        lineBreaks(text) - lineBreaks(std::string_view(oldGame.constData(), static_cast<std::size_t>(oldGame.size())));
    m_entries[static_cast<std::size_t>(index)] =
        entryOf(headerOf(tree), old.number, old.begin, old.begin + static_cast<std::int64_t>(text.size()), old.line);
    for (std::size_t i = static_cast<std::size_t>(index) + 1; i < m_entries.size(); ++i) {
        m_entries[i].begin += delta;
        m_entries[i].end += delta;
        m_entries[i].line += lineDelta;
    }
    rememberFileState();
    result.index = index;
    result.hash = fingerprint(text);
    return result;
}

PgnFile::SaveResult PgnFile::saveAs(const QString &path, int index, std::uint64_t hash, const GameTree &tree)
{
    SaveResult result;
    index = locate(index, hash, result);
    if (index < 0)
        return result;
    const std::string text = textToWrite(tree, bytesOf(index));
    if (!writeReplaced(path, index, text, result))
        return result;
    const TextEncoding encoding = m_encoding;
    if (!open(path, encoding)) {
        result.error = SaveError::CannotRead;
        return result;
    }
    result.index = index;
    result.hash = fingerprint(text);
    return result;
}

} // namespace ferz

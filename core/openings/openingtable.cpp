// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/openings/openingtable.h"

#include "core/notation/moveinput.h"
#include "core/rules/position.h"

#include <QDataStream>
#include <QIODevice>

#include <algorithm>
#include <bit>

namespace ferz {

namespace {

constexpr quint32 Magic = 0x465A4F50; // "FZOP"
constexpr quint16 Version = 2;

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos)
            return parts;
        start = end + 1;
    }
}

bool isEco(std::string_view eco)
{
    return eco.size() == 3 && eco[0] >= 'A' && eco[0] <= 'E' && eco[1] >= '0' && eco[1] <= '9' && eco[2] >= '0'
        && eco[2] <= '9';
}

} // namespace

void OpeningTable::addLines(std::string_view tsv, const QString &file, QStringList &problems)
{
    const std::vector<std::string_view> lines = split(tsv, '\n');
    for (std::size_t i = 1; i < lines.size(); ++i) { // the first line names the columns
        std::string_view line = lines[i];
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            continue;
        auto problem = [&](const QString &why) {
            problems << QStringLiteral("%1:%2: %3").arg(file).arg(i + 1).arg(why);
        };
        const std::vector<std::string_view> fields = split(line, '\t');
        if (fields.size() != 3 || !isEco(fields[0]) || fields[1].empty()) {
            problem(QStringLiteral("not eco, name and moves apart by tabs"));
            continue;
        }
        Position position;
        int plies = 0;
        bool played = true;
        for (const std::string_view word : split(fields[2], ' ')) {
            if (word.empty() || word.back() == '.') // a move number: "1." or "1..."
                continue;
            const MoveInput input = readMove(position, word);
            if (input.error != MoveInputError::None) {
                problem(QStringLiteral("\"%1\" is no legal move there").arg(QString::fromUtf8(word)));
                played = false;
                break;
            }
            position.play(input.move);
            ++plies;
        }
        if (!played || plies == 0) {
            if (played)
                problem(QStringLiteral("no moves"));
            continue;
        }
        const std::string name(fields[1]);
        auto named = std::find(m_names.begin(), m_names.end(), name);
        if (named == m_names.end())
            named = m_names.insert(m_names.end(), name);
        Entry entry;
        entry.key = position.key();
        std::copy_n(fields[0].data(), 3, entry.eco);
        entry.plies = static_cast<std::uint16_t>(plies);
        entry.name = static_cast<std::uint32_t>(named - m_names.begin());
        m_fewestPieces = std::min(m_fewestPieces, std::popcount(position.pieces()));
        const auto at = std::lower_bound(m_entries.begin(), m_entries.end(), entry.key,
                                         [](const Entry &e, Key key) { return e.key < key; });
        if (at == m_entries.end() || at->key != entry.key)
            m_entries.insert(at, entry);
        else if (entry.plies < at->plies) // the shorter line names the position; a tie keeps the first
            *at = entry;
    }
    index();
}

void OpeningTable::index()
{
    std::fill(m_filter.begin(), m_filter.end(), 0);
    for (const Entry &e : m_entries)
        m_filter[(e.key >> 6) % FilterWords] |= std::uint64_t(1) << (e.key & 63);
}

const OpeningTable::Entry *OpeningTable::find(Key key) const
{
    if ((m_filter[(key >> 6) % FilterWords] >> (key & 63) & 1) == 0)
        return nullptr;
    const auto at =
        std::lower_bound(m_entries.begin(), m_entries.end(), key, [](const Entry &e, Key k) { return e.key < k; });
    return at != m_entries.end() && at->key == key ? &*at : nullptr;
}

QByteArray OpeningTable::write() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << Magic << Version << static_cast<quint8>(m_fewestPieces) << static_cast<quint32>(m_names.size());
    for (const std::string &name : m_names)
        out << QByteArray::fromStdString(name);
    out << static_cast<quint32>(m_entries.size());
    for (const Entry &e : m_entries) {
        out << static_cast<quint64>(e.key) << static_cast<quint16>(e.plies) << static_cast<quint32>(e.name);
        out.writeRawData(e.eco, 3);
    }
    return bytes;
}

bool OpeningTable::read(const QByteArray &bytes)
{
    QDataStream in(bytes);
    quint32 magic = 0, names = 0, entries = 0;
    quint16 version = 0;
    quint8 fewestPieces = 0;
    in >> magic >> version >> fewestPieces >> names;
    if (magic != Magic || version != Version)
        return false;
    std::vector<std::string> readNames;
    for (quint32 i = 0; i < names && in.status() == QDataStream::Ok; ++i) {
        QByteArray name;
        in >> name;
        readNames.push_back(name.toStdString());
    }
    in >> entries;
    std::vector<Entry> readEntries;
    for (quint32 i = 0; i < entries && in.status() == QDataStream::Ok; ++i) {
        Entry e;
        quint64 key = 0;
        quint16 plies = 0;
        quint32 name = 0;
        in >> key >> plies >> name;
        if (in.readRawData(e.eco, 3) != 3 || name >= readNames.size())
            return false;
        e.key = key;
        e.plies = plies;
        e.name = name;
        readEntries.push_back(e);
    }
    if (in.status() != QDataStream::Ok || !in.atEnd()
        || !std::is_sorted(readEntries.begin(), readEntries.end(),
                           [](const Entry &a, const Entry &b) { return a.key < b.key; }))
        return false;
    m_names = std::move(readNames);
    m_entries = std::move(readEntries);
    m_fewestPieces = fewestPieces;
    index();
    return true;
}

} // namespace ferz

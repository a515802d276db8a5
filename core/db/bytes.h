// SPDX-License-Identifier: GPL-3.0-or-later
// The byte layout the game database writes: unsigned LEB128 varints, zigzag signed varints,
// length-prefixed texts and little-endian integers, and a reader of them that never reads past
// its end (a damaged record gives false, never a crash).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace ferz::db {

inline void appendVarint(std::string &out, std::uint64_t value)
{
    while (value >= 0x80) {
        out.push_back(static_cast<char>(value | 0x80));
        value >>= 7;
    }
    out.push_back(static_cast<char>(value));
}

inline void appendSigned(std::string &out, std::int64_t value)
{
    appendVarint(out, (static_cast<std::uint64_t>(value) << 1) ^ static_cast<std::uint64_t>(value >> 63));
}

inline void appendText(std::string &out, std::string_view text)
{
    appendVarint(out, text.size());
    out.append(text);
}

inline void putLittleEndian(std::uint8_t *out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out[i] = static_cast<std::uint8_t>(value >> (8 * i));
}

inline std::uint64_t getLittleEndian(const std::uint8_t *in, int bytes)
{
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= static_cast<std::uint64_t>(in[i]) << (8 * i);
    return value;
}

class ByteReader {
public:
    ByteReader(const std::uint8_t *begin, const std::uint8_t *end) : m_at(begin), m_end(end) {}
    explicit ByteReader(std::string_view bytes)
        : ByteReader(reinterpret_cast<const std::uint8_t *>(bytes.data()),
                     reinterpret_cast<const std::uint8_t *>(bytes.data()) + bytes.size())
    {
    }

    std::size_t left() const { return static_cast<std::size_t>(m_end - m_at); }
    const std::uint8_t *at() const { return m_at; }
    const std::uint8_t *end() const { return m_end; }
    void moveTo(const std::uint8_t *at) { m_at = at; }

    bool byte(std::uint8_t &value)
    {
        if (m_at == m_end)
            return false;
        value = *m_at++;
        return true;
    }
    bool varint(std::uint64_t &value)
    {
        value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            std::uint8_t b = 0;
            if (!byte(b))
                return false;
            value |= static_cast<std::uint64_t>(b & 0x7F) << shift;
            if (!(b & 0x80))
                return true;
        }
        return false;
    }
    bool signedVarint(std::int64_t &value)
    {
        std::uint64_t raw = 0;
        if (!varint(raw))
            return false;
        value = static_cast<std::int64_t>(raw >> 1) ^ -static_cast<std::int64_t>(raw & 1);
        return true;
    }
    // A length-prefixed run of bytes, viewed in place.
    bool bytes(std::string_view &view)
    {
        std::uint64_t length = 0;
        if (!varint(length) || length > left())
            return false;
        view = std::string_view(reinterpret_cast<const char *>(m_at), static_cast<std::size_t>(length));
        m_at += length;
        return true;
    }
    bool text(std::string &value)
    {
        std::string_view view;
        if (!bytes(view))
            return false;
        value = view;
        return true;
    }

private:
    const std::uint8_t *m_at;
    const std::uint8_t *m_end;
};

} // namespace ferz::db

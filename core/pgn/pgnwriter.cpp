// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnwriter.h"

#include "core/notation/san.h"
#include "core/pgn/linetext.h"
#include "core/pgn/movetextwalker.h"
#include "core/pgn/pgncomment.h"

#include <algorithm>
#include <iterator>

namespace ferz {

namespace {

constexpr std::size_t LineWidth = 80;

std::size_t characterCount(std::string_view s)
{
    std::size_t n = 0;
    for (const char c : s)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

// Whether a comment's word and the next would read as a tag pair at the start of a line
// (`[Event "…`): a reader takes such a line for the start of the next game's tags, even inside
// braces, to recover from a comment left open.
bool opensTagPair(std::string_view w, std::string_view next)
{
    const auto nameByte = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    return w.size() > 1 && w.front() == '[' && std::all_of(w.begin() + 1, w.end(), nameByte) && next.starts_with('"');
}

// Collects words into lines of at most LineWidth columns.
class LineFiller {
public:
    explicit LineFiller(std::string &out) : m_out(out) {}

    // `mayStartLine`: false keeps the word on the current line even beyond LineWidth.
    void word(std::string_view w, bool mayStartLine = true)
    {
        const std::size_t width = characterCount(w) + (m_open ? 1 : 0);
        if (m_column > 0 && m_column + 1 + width > LineWidth && mayStartLine) {
            m_out.push_back('\n');
            m_column = 0;
        }
        if (m_column > 0) {
            m_out.push_back(' ');
            ++m_column;
        }
        if (m_open)
            m_out.push_back('(');
        m_open = false;
        m_out.append(w);
        m_column += width;
    }

    // "(" sticks to the word after it, ")" to the word before it.
    void openVariation() { m_open = true; }
    void closeVariation()
    {
        if (m_column + 1 > LineWidth) {
            m_out.push_back('\n');
            m_column = 0;
        }
        m_out.push_back(')');
        ++m_column;
    }

    // A comment's words, the braces attached to the first and last, its paragraphs apart by a
    // blank line. Braces inside it are written as ⦃ ⦄ (CommentOpenBrace, CommentCloseBrace): a `}`
    // would end the comment, a `{` opens a nested one for some readers, and the other form of
    // comment (`;` to the end of the line) is one that pgn-extract and ChessX cannot read.
    void comment(std::string_view text)
    {
        std::string body;
        for (const char c : text)
            body += c == '{' ? CommentOpenBrace : c == '}' ? CommentCloseBrace : std::string_view(&c, 1);
        body = commentParagraphs(body);
        // Each word, and whether a blank line comes before it.
        std::vector<std::pair<std::string_view, bool>> words;
        bool paragraph = false;
        for (std::size_t i = 0; i < body.size();) {
            const std::size_t end = std::min(body.find_first_of(" \n", i), body.size());
            words.emplace_back(std::string_view(body).substr(i, end - i), paragraph);
            paragraph = end < body.size() && body[end] == '\n';
            i = end + (paragraph ? 2 : 1);
        }
        if (words.empty()) {
            word("{}");
            return;
        }
        for (std::size_t k = 0; k < words.size(); ++k) {
            std::string w;
            if (k == 0)
                w.push_back('{');
            w.append(words[k].first);
            if (k + 1 == words.size())
                w.push_back('}');
            // A line that starts like a tag pair is no place for a paragraph: it stays on the line.
            const bool tagLike = k + 1 < words.size() && opensTagPair(words[k].first, words[k + 1].first);
            if (words[k].second && !tagLike) {
                endLine();
                m_out.push_back('\n');
            }
            word(w, !tagLike);
        }
    }

    void endLine()
    {
        if (m_column > 0)
            m_out.push_back('\n');
        m_column = 0;
    }

private:
    std::string &m_out;
    std::size_t m_column = 0;
    bool m_open = false;
};

// Writes the movetext through LineFiller.
class MovetextWriter : public MovetextVisitor {
public:
    MovetextWriter(LineFiller &line, const NotationStyle *style, int clockDecimals)
        : m_line(line), m_style(style), m_clockDecimals(clockDecimals)
    {
    }

    bool comment(const GameNode &node, CommentPlace place, int) override
    {
        const Annotations &a = node.annotations();
        std::string text;
        // The game's NAGs open its comment (see takeLeadingNags).
        if (place == CommentPlace::Game)
            for (const int nag : a.nags)
                appendComment(text, '$' + std::to_string(nag));
        appendComment(text, place == CommentPlace::BeforeMove ? a.commentBefore : commentAfterText(a, m_clockDecimals));
        if (text.empty())
            return false;
        m_line.comment(text);
        return true;
    }

    void move(const GameNode &node, bool numbered, int) override
    {
        const Position &before = node.parent()->position();
        std::string text = numbered ? moveNumberText(before) + ' ' : std::string();
        if (node.move().isNull())
            text += "--";
        else
            text += m_style ? moveText(before, node.move(), *m_style) : sanText(before, node.move());
        // A move number and its move stay on one line.
        m_line.word(text);
    }

    void nag(const GameNode &, int nag, int) override { writeNag(nag); }
    void beginVariation(int) override { m_line.openVariation(); }
    void endVariation(int) override { m_line.closeVariation(); }

    void result(const GameTree &tree) override
    {
        m_line.word(resultText(tree.result()));
        m_line.endLine();
    }

private:
    void writeNag(int nag) { m_line.word('$' + std::to_string(nag)); }

    LineFiller &m_line;
    const NotationStyle *m_style;
    int m_clockDecimals;
};

void writeTag(std::string &out, std::string_view name, std::string_view value)
{
    out += tagPairLine(name, value);
}

std::string write(const GameTree &tree, const NotationStyle *style)
{
    std::string out;
    static constexpr std::string_view Placeholders[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};
    for (std::size_t i = 0; i < std::size(GameTree::SevenTagRoster); ++i) {
        const std::string_view name = GameTree::SevenTagRoster[i];
        writeTag(out, name, tree.hasTag(name) ? tree.tag(name) : std::string(Placeholders[i]));
    }
    for (const auto &[name, value] : tree.tags())
        if (std::find(std::begin(GameTree::SevenTagRoster), std::end(GameTree::SevenTagRoster), name)
            == std::end(GameTree::SevenTagRoster))
            writeTag(out, name, value);
    out += '\n';

    LineFiller line(out);
    MovetextWriter movetext(line, style, clockDecimals(tree));
    walkMovetext(tree, movetext);
    return out;
}

} // namespace

std::string tagPairLine(std::string_view name, std::string_view value)
{
    std::string line = "[";
    line += name;
    line += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\')
            line += '\\';
        line += c;
    }
    line += "\"]\n";
    return line;
}

std::string writePgn(const GameTree &tree)
{
    return write(tree, nullptr);
}

std::string writePgn(const GameTree &tree, const NotationStyle &style)
{
    return write(tree, &style);
}

CommentBraces commentBraces(TextEncoding encoding)
{
    if (encoding == TextEncoding::Latin1 || encoding == TextEncoding::Windows1251)
        return {"(", ")"};
    return {CommentOpenBrace, CommentCloseBrace};
}

} // namespace ferz

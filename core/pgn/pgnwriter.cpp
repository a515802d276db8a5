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

    // A comment: `lead` (NAGs and commands, read back as they are), then the text, its words
    // filled into lines, its paragraphs apart by a blank line. Braces inside are written as ⦃ ⦄
    // (CommentOpenBrace, CommentCloseBrace): a `}` would end the comment, a `{` opens a nested one
    // for some readers, and the other form of comment (`;` to the end of the line) is one that
    // pgn-extract and ChessX cannot read.
    void comment(std::string_view lead, std::string_view text)
    {
        const std::string leadBody = body(lead), textBody = body(text);
        std::vector<Word> words;
        addWords(words, leadBody, false);
        addWords(words, textBody, true);
        if (words.empty()) {
            word("{}");
            return;
        }
        words.front().opens = true;
        for (std::size_t k = 0; k < words.size(); ++k) {
            const Word &current = words[k];
            const bool closes = k + 1 == words.size() || words[k + 1].opens;
            // A line that starts like a tag pair is no place for a paragraph: it stays on the line.
            const bool tagLike = !closes && opensTagPair(current.text, words[k + 1].text);
            const bool paragraph = current.paragraph && !tagLike;
            std::string w;
            if (current.opens) {
                // A comment that opens a paragraph holds its blank line.
                if (paragraph)
                    word("{");
                else
                    w.push_back('{');
            }
            w.append(current.text);
            if (closes)
                w.push_back('}');
            if (paragraph) {
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
    struct Word {
        std::string_view text;
        bool paragraph; // a blank line comes before it
        bool opens = false; // it opens a comment of its own
    };

    // A comment's text with its braces replaced, its words as commentParagraphs spaces them.
    static std::string body(std::string_view text)
    {
        std::string out;
        for (const char c : text)
            out += c == '{' ? CommentOpenBrace : c == '}' ? CommentCloseBrace : std::string_view(&c, 1);
        return commentParagraphs(out);
    }

    // The words of `kept` (a body), after `words`. With `cut`, a word that would close a "[%" left
    // open by an earlier word of its comment opens a comment of its own: within one comment a
    // reader takes "[%" … "]" for a command, and the text was read from comments where they were
    // not one.
    static void addWords(std::vector<Word> &words, std::string_view kept, bool cut)
    {
        bool open = false; // a "[%" of this comment's text is not closed yet
        bool paragraph = false;
        for (std::size_t i = 0; i < kept.size();) {
            const std::size_t end = std::min(kept.find_first_of(" \n", i), kept.size());
            const std::string_view w = std::string_view(kept).substr(i, end - i);
            const std::size_t lastOpen = w.rfind("[%"), lastClose = w.rfind(']');
            words.push_back({w, paragraph, cut && open && lastClose != std::string_view::npos});
            if (words.back().opens)
                open = false;
            if (lastOpen != std::string_view::npos && (lastClose == std::string_view::npos || lastClose < lastOpen))
                open = true;
            else if (lastClose != std::string_view::npos)
                open = false;
            paragraph = end < kept.size() && kept[end] == '\n';
            i = end + (paragraph ? 2 : 1);
        }
    }

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
        std::string lead;
        // The game's NAGs open its comment (see takeLeadingNags).
        if (place == CommentPlace::Game)
            for (const int nag : a.nags)
                appendComment(lead, '$' + std::to_string(nag));
        if (place != CommentPlace::BeforeMove)
            appendComment(lead, commentCommands(a, m_clockDecimals));
        const std::string &text = place == CommentPlace::BeforeMove ? a.commentBefore : a.commentAfter;
        if (lead.empty() && text.empty())
            return false;
        m_line.comment(lead, text);
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

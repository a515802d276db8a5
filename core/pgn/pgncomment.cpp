// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgncomment.h"

#include "core/game/timecontrol.h"
#include "core/rules/squarename.h"

#include <algorithm>
#include <vector>

namespace ferz {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isLineBreak(std::string_view text, std::size_t i)
{
    return text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
}

// Appends the words of `text` to `out`: one space between words, a blank line ("\n\n") where
// the blanks between two words hold two line breaks or more (however the lines end).
void appendWords(std::string &out, std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        int lineBreaks = 0;
        while (i < text.size() && isBlank(text[i]))
            lineBreaks += isLineBreak(text, i++);
        const std::size_t start = i;
        while (i < text.size() && !isBlank(text[i]))
            ++i;
        if (i > start) {
            if (!out.empty())
                out.append(lineBreaks >= 2 ? "\n\n" : " ");
            out.append(text.substr(start, i - start));
        }
    }
}

std::vector<std::string_view> splitList(std::string_view text)
{
    std::vector<std::string_view> items;
    std::size_t i = 0;
    while (i <= text.size()) {
        std::size_t end = text.find(',', i);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view item = text.substr(i, end - i);
        while (!item.empty() && isBlank(item.front()))
            item.remove_prefix(1);
        while (!item.empty() && isBlank(item.back()))
            item.remove_suffix(1);
        if (!item.empty())
            items.push_back(item);
        i = end + 1;
    }
    return items;
}

bool isColorLetter(char c)
{
    return c >= 'A' && c <= 'Z';
}

// [%cal Ge2e4,Rd1d8]: every item must be a colour letter and two squares.
bool parseArrows(std::string_view args, std::vector<Arrow> &out)
{
    std::vector<Arrow> arrows;
    for (std::string_view item : splitList(args)) {
        if (item.size() != 5 || !isColorLetter(item[0]))
            return false;
        const Square from = parseSquare(item.substr(1, 2)), to = parseSquare(item.substr(3, 2));
        if (from == Square::None || to == Square::None)
            return false;
        arrows.push_back({item[0], from, to});
    }
    if (arrows.empty())
        return false;
    out.insert(out.end(), arrows.begin(), arrows.end());
    return true;
}

// [%csl Rd4,Ge5]
bool parseSquares(std::string_view args, std::vector<SquareMark> &out)
{
    std::vector<SquareMark> squares;
    for (std::string_view item : splitList(args)) {
        if (item.size() != 3 || !isColorLetter(item[0]))
            return false;
        const Square s = parseSquare(item.substr(1, 2));
        if (s == Square::None)
            return false;
        squares.push_back({item[0], s});
    }
    if (squares.empty())
        return false;
    out.insert(out.end(), squares.begin(), squares.end());
    return true;
}

// Reads one command (the text between "[%" and "]"); false leaves it to be kept verbatim.
bool parseCommand(Annotations &a, std::string_view command)
{
    std::size_t nameEnd = 0;
    while (nameEnd < command.size() && !isBlank(command[nameEnd]))
        ++nameEnd;
    const std::string_view name = command.substr(0, nameEnd);
    std::string_view args = command.substr(nameEnd);
    while (!args.empty() && isBlank(args.front()))
        args.remove_prefix(1);
    while (!args.empty() && isBlank(args.back()))
        args.remove_suffix(1);
    if (name == "clk" || name == "emt") {
        std::optional<std::int64_t> &field = name == "clk" ? a.clockMs : a.emtMs;
        const std::optional<std::int64_t> ms = parseClock(args);
        if (!ms || field)
            return false;
        field = ms;
        return true;
    }
    if (name == "cal")
        return parseArrows(args, a.arrows);
    if (name == "csl")
        return parseSquares(args, a.squares);
    return false;
}

// "[%clk 0:05:00]": a time as the command `name` writes it (see clockText).
std::string timeCommand(const char *name, std::int64_t ms, int minDecimals)
{
    return std::string("[%") + name + ' ' + clockText(ms, minDecimals) + ']';
}

} // namespace

void appendComment(std::string &comment, std::string_view text)
{
    if (text.empty())
        return;
    if (!comment.empty())
        comment.push_back(' ');
    comment += text;
}

std::string commentParagraphs(std::string_view text)
{
    std::string out;
    appendWords(out, text);
    return out;
}

std::string_view takeLeadingNags(std::string_view utf8, std::vector<int> &nags)
{
    for (;;) {
        std::size_t i = 0;
        while (i < utf8.size() && isBlank(utf8[i]))
            ++i;
        std::size_t end = i + 1;
        int nag = 0;
        while (end < utf8.size() && end - i <= 3 && utf8[end] >= '0' && utf8[end] <= '9')
            nag = nag * 10 + (utf8[end++] - '0');
        const bool isNag = i < utf8.size() && utf8[i] == '$' && end > i + 1 && nag <= 255
            && (end == utf8.size() || isBlank(utf8[end]));
        if (!isNag)
            return utf8;
        nags.push_back(nag);
        utf8.remove_prefix(end);
    }
}

void addComment(Annotations &annotations, std::string_view utf8, bool before)
{
    std::string &text = before ? annotations.commentBefore : annotations.commentAfter;
    std::size_t i = 0;
    while (i < utf8.size()) {
        const std::size_t open = utf8.find("[%", i);
        const std::size_t close = open == std::string_view::npos ? open : utf8.find(']', open);
        if (close == std::string_view::npos) {
            appendWords(text, utf8.substr(i));
            break;
        }
        appendWords(text, utf8.substr(i, open - i));
        const std::string_view command = utf8.substr(open + 2, close - open - 2);
        if (!parseCommand(annotations, command)) {
            std::string verbatim = "[%";
            std::string words;
            appendWords(words, command);
            annotations.commands.push_back(verbatim + words + "]");
        }
        i = close + 1;
    }
}

void mergeAnnotations(Annotations &into, Annotations &&from)
{
    appendComment(into.commentBefore, from.commentBefore);
    appendComment(into.commentAfter, from.commentAfter);
    into.nags.insert(into.nags.end(), from.nags.begin(), from.nags.end());
    // A move has one clock and one time spent: a second is kept as the command it was read from.
    const auto mergeTime = [&into](std::optional<std::int64_t> &field, std::optional<std::int64_t> time,
                                   const char *name) {
        if (!field)
            field = time;
        else if (time)
            into.commands.push_back(timeCommand(name, *time, 0));
    };
    mergeTime(into.clockMs, from.clockMs, "clk");
    mergeTime(into.emtMs, from.emtMs, "emt");
    into.arrows.insert(into.arrows.end(), from.arrows.begin(), from.arrows.end());
    into.squares.insert(into.squares.end(), from.squares.begin(), from.squares.end());
    for (std::string &c : from.commands)
        into.commands.push_back(std::move(c));
}

std::string commentCommands(const Annotations &a, int clockDecimals)
{
    std::string out;
    auto add = [&out](std::string_view piece) {
        if (!out.empty())
            out.push_back(' ');
        out.append(piece);
    };
    if (a.clockMs)
        add(timeCommand("clk", *a.clockMs, clockDecimals));
    if (a.emtMs)
        add(timeCommand("emt", *a.emtMs, clockDecimals));
    if (!a.arrows.empty()) {
        std::string cal = "[%cal ";
        for (std::size_t i = 0; i < a.arrows.size(); ++i) {
            if (i > 0)
                cal.push_back(',');
            cal.push_back(a.arrows[i].color);
            cal += squareName(a.arrows[i].from) + squareName(a.arrows[i].to);
        }
        add(cal + "]");
    }
    if (!a.squares.empty()) {
        std::string csl = "[%csl ";
        for (std::size_t i = 0; i < a.squares.size(); ++i) {
            if (i > 0)
                csl.push_back(',');
            csl.push_back(a.squares[i].color);
            csl += squareName(a.squares[i].square);
        }
        add(csl + "]");
    }
    for (const std::string &c : a.commands)
        add(c);
    return out;
}

std::string clockText(std::int64_t ms, int minDecimals)
{
    const std::int64_t totalSeconds = ms / 1000, fraction = ms % 1000;
    const std::int64_t hours = totalSeconds / 3600, minutes = totalSeconds / 60 % 60, seconds = totalSeconds % 60;
    std::string out = std::to_string(hours) + ':';
    out += static_cast<char>('0' + minutes / 10);
    out += static_cast<char>('0' + minutes % 10);
    out += ':';
    out += static_cast<char>('0' + seconds / 10);
    out += static_cast<char>('0' + seconds % 10);
    std::string digits = std::to_string(1000 + fraction).substr(1);
    while (digits.size() > static_cast<std::size_t>(std::clamp(minDecimals, 0, 3)) && digits.back() == '0')
        digits.pop_back();
    if (!digits.empty())
        out += '.' + digits;
    return out;
}

int clockDecimals(const GameTree &tree)
{
    const std::optional<TimeControl> control =
        TimeControl::fromPgnTags(tree.tag("TimeControl"), tree.tag(TimeControl::DelayTag));
    return control && control->isTimed() && control->recordUnitMs() < 1000 ? 1 : 0;
}

std::optional<std::int64_t> parseClock(std::string_view text)
{
    std::int64_t seconds = 0;
    int fields = 0;
    std::size_t i = 0;
    for (;;) {
        std::int64_t value = 0;
        const std::size_t start = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 9)
            value = value * 10 + (text[i++] - '0');
        if (i == start || ++fields > 3)
            return std::nullopt;
        seconds = seconds * 60 + value;
        if (i == text.size() || text[i] != ':')
            break;
        ++i;
    }
    std::int64_t ms = seconds * 1000;
    if (i < text.size() && text[i] == '.') {
        ++i;
        std::int64_t scale = 100;
        const std::size_t start = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            ms += (text[i++] - '0') * scale;
            scale /= 10;
        }
        if (i == start)
            return std::nullopt;
    }
    if (i != text.size())
        return std::nullopt;
    return ms;
}

} // namespace ferz

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/nag.h"

#include "core/rules/translatable.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <array>

namespace ferz {

namespace {

using namespace std::string_view_literals;

struct Nag {
    int number;
    std::string_view symbol;
    Translatable description;
};

// The PGN standard's table, in order, each row at the index of its number.
constexpr Nag Nags[NagCount] = {
    {0, ""sv, QT_TRANSLATE_NOOP3("Nag", "null annotation", "$0")},
    {1, "!"sv, QT_TRANSLATE_NOOP3("Nag", "good move", "$1, !")},
    {2, "?"sv, QT_TRANSLATE_NOOP3("Nag", "poor move", "$2, ?")},
    {3, "!!"sv, QT_TRANSLATE_NOOP3("Nag", "very good move", "$3, !!")},
    {4, "??"sv, QT_TRANSLATE_NOOP3("Nag", "very poor move", "$4, ??")},
    {5, "!?"sv, QT_TRANSLATE_NOOP3("Nag", "speculative move", "$5, !?")},
    {6, "?!"sv, QT_TRANSLATE_NOOP3("Nag", "questionable move", "$6, ?!")},
    {7, "□"sv, QT_TRANSLATE_NOOP3("Nag", "forced move (all others lose quickly)", "$7, □")},
    {8, ""sv, QT_TRANSLATE_NOOP3("Nag", "singular move (no reasonable alternatives)", "$8")},
    {9, ""sv, QT_TRANSLATE_NOOP3("Nag", "worst move", "$9")},
    {10, "="sv, QT_TRANSLATE_NOOP3("Nag", "drawish position", "$10, =")},
    {11, ""sv, QT_TRANSLATE_NOOP3("Nag", "equal chances, quiet position", "$11")},
    {12, ""sv, QT_TRANSLATE_NOOP3("Nag", "equal chances, active position", "$12")},
    {13, "∞"sv, QT_TRANSLATE_NOOP3("Nag", "unclear position", "$13, ∞")},
    {14, "⩲"sv,
     QT_TRANSLATE_NOOP3("Nag", "White has a slight advantage",
                        "⩲. Russian chess books print ± for this slight advantage: say so, e.g. “небольшой перевес "
                        "белых (в русских книгах ±)”")},
    {15, "⩱"sv,
     QT_TRANSLATE_NOOP3("Nag", "Black has a slight advantage",
                        "⩱. Russian chess books print ∓ for this slight advantage: say so, e.g. “небольшой перевес "
                        "чёрных (в русских книгах ∓)”")},
    {16, "±"sv,
     QT_TRANSLATE_NOOP3(
         "Nag", "White has a moderate advantage",
         "±. In Russian books ± means only a slight advantage ($14): make clear that here it is a clear advantage")},
    {17, "∓"sv,
     QT_TRANSLATE_NOOP3(
         "Nag", "Black has a moderate advantage",
         "∓. In Russian books ∓ means only a slight advantage ($15): make clear that here it is a clear advantage")},
    {18, "+−"sv, QT_TRANSLATE_NOOP3("Nag", "White has a decisive advantage", "$18, +−")},
    {19, "−+"sv, QT_TRANSLATE_NOOP3("Nag", "Black has a decisive advantage", "$19, −+")},
    {20, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a crushing advantage (Black should resign)", "$20")},
    {21, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a crushing advantage (White should resign)", "$21")},
    {22, "⨀"sv, QT_TRANSLATE_NOOP3("Nag", "White is in zugzwang", "$22, ⨀")},
    {23, "⨀"sv, QT_TRANSLATE_NOOP3("Nag", "Black is in zugzwang", "$23, ⨀")},
    {24, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a slight space advantage", "$24")},
    {25, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a slight space advantage", "$25")},
    {26, "○"sv, QT_TRANSLATE_NOOP3("Nag", "White has a moderate space advantage", "$26, ○")},
    {27, "○"sv, QT_TRANSLATE_NOOP3("Nag", "Black has a moderate space advantage", "$27, ○")},
    {28, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a decisive space advantage", "$28")},
    {29, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a decisive space advantage", "$29")},
    {30, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a slight time (development) advantage", "$30")},
    {31, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a slight time (development) advantage", "$31")},
    {32, "⟳"sv, QT_TRANSLATE_NOOP3("Nag", "White has a moderate time (development) advantage", "$32, ⟳")},
    {33, "⟳"sv, QT_TRANSLATE_NOOP3("Nag", "Black has a moderate time (development) advantage", "$33, ⟳")},
    {34, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a decisive time (development) advantage", "$34")},
    {35, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a decisive time (development) advantage", "$35")},
    {36, "↑"sv, QT_TRANSLATE_NOOP3("Nag", "White has the initiative", "$36, ↑")},
    {37, "↑"sv, QT_TRANSLATE_NOOP3("Nag", "Black has the initiative", "$37, ↑")},
    {38, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a lasting initiative", "$38")},
    {39, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a lasting initiative", "$39")},
    {40, "→"sv, QT_TRANSLATE_NOOP3("Nag", "White has the attack", "$40, →")},
    {41, "→"sv, QT_TRANSLATE_NOOP3("Nag", "Black has the attack", "$41, →")},
    {42, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has insufficient compensation for material deficit", "$42")},
    {43, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has insufficient compensation for material deficit", "$43")},
    {44, "=/∞"sv, QT_TRANSLATE_NOOP3("Nag", "White has sufficient compensation for material deficit", "$44, =/∞")},
    {45, "=/∞"sv, QT_TRANSLATE_NOOP3("Nag", "Black has sufficient compensation for material deficit", "$45, =/∞")},
    {46, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has more than adequate compensation for material deficit", "$46")},
    {47, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has more than adequate compensation for material deficit", "$47")},
    {48, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a slight center control advantage", "$48")},
    {49, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a slight center control advantage", "$49")},
    {50, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a moderate center control advantage", "$50")},
    {51, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a moderate center control advantage", "$51")},
    {52, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a decisive center control advantage", "$52")},
    {53, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a decisive center control advantage", "$53")},
    {54, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a slight kingside control advantage", "$54")},
    {55, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a slight kingside control advantage", "$55")},
    {56, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a moderate kingside control advantage", "$56")},
    {57, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a moderate kingside control advantage", "$57")},
    {58, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a decisive kingside control advantage", "$58")},
    {59, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a decisive kingside control advantage", "$59")},
    {60, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a slight queenside control advantage", "$60")},
    {61, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a slight queenside control advantage", "$61")},
    {62, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a moderate queenside control advantage", "$62")},
    {63, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a moderate queenside control advantage", "$63")},
    {64, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a decisive queenside control advantage", "$64")},
    {65, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a decisive queenside control advantage", "$65")},
    {66, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a vulnerable first rank", "$66")},
    {67, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a vulnerable first rank", "$67")},
    {68, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a well protected first rank", "$68")},
    {69, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a well protected first rank", "$69")},
    {70, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a poorly protected king", "$70")},
    {71, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a poorly protected king", "$71")},
    {72, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a well protected king", "$72")},
    {73, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a well protected king", "$73")},
    {74, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a poorly placed king", "$74")},
    {75, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a poorly placed king", "$75")},
    {76, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a well placed king", "$76")},
    {77, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a well placed king", "$77")},
    {78, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a very weak pawn structure", "$78")},
    {79, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a very weak pawn structure", "$79")},
    {80, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a moderately weak pawn structure", "$80")},
    {81, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a moderately weak pawn structure", "$81")},
    {82, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a moderately strong pawn structure", "$82")},
    {83, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a moderately strong pawn structure", "$83")},
    {84, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has a very strong pawn structure", "$84")},
    {85, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has a very strong pawn structure", "$85")},
    {86, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has poor knight placement", "$86")},
    {87, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has poor knight placement", "$87")},
    {88, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has good knight placement", "$88")},
    {89, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has good knight placement", "$89")},
    {90, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has poor bishop placement", "$90")},
    {91, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has poor bishop placement", "$91")},
    {92, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has good bishop placement", "$92")},
    {93, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has good bishop placement", "$93")},
    {94, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has poor rook placement", "$94")},
    {95, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has poor rook placement", "$95")},
    {96, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has good rook placement", "$96")},
    {97, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has good rook placement", "$97")},
    {98, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has poor queen placement", "$98")},
    {99, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has poor queen placement", "$99")},
    {100, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has good queen placement", "$100")},
    {101, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has good queen placement", "$101")},
    {102, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has poor piece coordination", "$102")},
    {103, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has poor piece coordination", "$103")},
    {104, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has good piece coordination", "$104")},
    {105, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has good piece coordination", "$105")},
    {106, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the opening very poorly", "$106")},
    {107, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the opening very poorly", "$107")},
    {108, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the opening poorly", "$108")},
    {109, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the opening poorly", "$109")},
    {110, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the opening well", "$110")},
    {111, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the opening well", "$111")},
    {112, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the opening very well", "$112")},
    {113, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the opening very well", "$113")},
    {114, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the middlegame very poorly", "$114")},
    {115, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the middlegame very poorly", "$115")},
    {116, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the middlegame poorly", "$116")},
    {117, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the middlegame poorly", "$117")},
    {118, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the middlegame well", "$118")},
    {119, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the middlegame well", "$119")},
    {120, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the middlegame very well", "$120")},
    {121, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the middlegame very well", "$121")},
    {122, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the ending very poorly", "$122")},
    {123, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the ending very poorly", "$123")},
    {124, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the ending poorly", "$124")},
    {125, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the ending poorly", "$125")},
    {126, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the ending well", "$126")},
    {127, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the ending well", "$127")},
    {128, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has played the ending very well", "$128")},
    {129, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has played the ending very well", "$129")},
    {130, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has slight counterplay", "$130")},
    {131, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has slight counterplay", "$131")},
    {132, "⇆"sv, QT_TRANSLATE_NOOP3("Nag", "White has moderate counterplay", "$132, ⇆")},
    {133, "⇆"sv, QT_TRANSLATE_NOOP3("Nag", "Black has moderate counterplay", "$133, ⇆")},
    {134, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has decisive counterplay", "$134")},
    {135, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has decisive counterplay", "$135")},
    {136, ""sv, QT_TRANSLATE_NOOP3("Nag", "White has moderate time control pressure", "$136")},
    {137, ""sv, QT_TRANSLATE_NOOP3("Nag", "Black has moderate time control pressure", "$137")},
    {138, "⨁"sv, QT_TRANSLATE_NOOP3("Nag", "White has severe time control pressure", "$138, ⨁")},
    {139, "⨁"sv, QT_TRANSLATE_NOOP3("Nag", "Black has severe time control pressure", "$139, ⨁")},
    {140, "∆"sv, QT_TRANSLATE_NOOP3("Nag", "with the idea", "$140, ∆")},
    {141, "∇"sv, QT_TRANSLATE_NOOP3("Nag", "aimed against", "$141, ∇")},
    {142, "⌓"sv, QT_TRANSLATE_NOOP3("Nag", "better is", "$142, ⌓")},
    {143, "<="sv, QT_TRANSLATE_NOOP3("Nag", "worse is", "$143, <=")},
    {144, "=="sv, QT_TRANSLATE_NOOP3("Nag", "equivalent is", "$144, ==")},
    {145, "RR"sv, QT_TRANSLATE_NOOP3("Nag", "editorial comment", "$145, RR")},
    {146, "N"sv, QT_TRANSLATE_NOOP3("Nag", "novelty", "$146, N")},
};

constexpr bool numberedInOrder()
{
    for (int i = 0; i < NagCount; ++i)
        if (Nags[i].number != i)
            return false;
    return true;
}
static_assert(numberedInOrder());

// ASCII and other spellings of the symbols met in PGN files and typed by hand.
constexpr std::pair<std::string_view, int> OtherSpellings[] = {
    {"‼"sv, 3},    {"⁇"sv, 4},    {"⁉"sv, 5},    {"⁈"sv, 6},   {"+="sv, 14}, {"+/="sv, 14}, {"=+"sv, 15},
    {"=/+"sv, 15}, {"+/-"sv, 16}, {"-/+"sv, 17}, {"+-"sv, 18}, {"-+"sv, 19}, {"=∞"sv, 44},
};

// Every spelling above with its NAG, sorted by text; of several NAGs with one symbol the first in
// the tables (White's) comes first. Indexing a file asks about every move, so a search is binary.
constexpr auto SymbolIndex = [] {
    constexpr std::size_t count = [] {
        std::size_t n = std::size(OtherSpellings);
        for (const Nag &nag : Nags)
            n += nag.symbol.empty() ? 0 : 1;
        return n;
    }();
    struct Entry {
        std::string_view text;
        int nag;
        std::size_t order; // in the tables, to keep White's NAG first
    };
    std::array<Entry, count> entries {};
    std::size_t n = 0;
    for (const Nag &nag : Nags)
        if (!nag.symbol.empty())
            entries[n] = {nag.symbol, nag.number, n}, ++n;
    for (const auto &[text, nag] : OtherSpellings)
        entries[n] = {text, nag, n}, ++n;
    std::sort(entries.begin(), entries.end(),
              [](const Entry &a, const Entry &b) { return a.text != b.text ? a.text < b.text : a.order < b.order; });
    std::array<std::pair<std::string_view, int>, count> index {};
    for (std::size_t i = 0; i < count; ++i)
        index[i] = {entries[i].text, entries[i].nag};
    return index;
}();

// For each first byte, where the symbols starting with it lie in SymbolIndex (sorted, they are
// side by side): most moves start with a byte no symbol starts with, the others meet one or two.
constexpr auto SymbolsByFirstByte = [] {
    std::array<std::pair<std::size_t, std::size_t>, 256> ranges {};
    for (std::size_t i = SymbolIndex.size(); i-- > 0;) {
        auto &range = ranges[static_cast<unsigned char>(SymbolIndex[i].first.front())];
        range = {i, range.second == 0 ? i + 1 : range.second};
    }
    return ranges;
}();

} // namespace

std::string_view nagSymbol(int nag)
{
    return nag >= 0 && nag < NagCount ? Nags[nag].symbol : std::string_view();
}

QString nagDescription(int nag)
{
    if (nag < 0 || nag >= NagCount)
        return {};
    return QCoreApplication::translate("Nag", Nags[nag].description.source, Nags[nag].description.comment);
}

QString nagSpokenName(int nag)
{
    // $14-$17: the descriptions tell readers of Russian books what the printed symbol means.
    static constexpr Translatable Spoken[4] = {
        QT_TRANSLATE_NOOP3("Nag", "White has a slight advantage", "$14, said aloud: the name alone, no symbol"),
        QT_TRANSLATE_NOOP3("Nag", "Black has a slight advantage", "$15, said aloud: the name alone, no symbol"),
        QT_TRANSLATE_NOOP3("Nag", "White has a moderate advantage", "$16, said aloud: the name alone, no symbol"),
        QT_TRANSLATE_NOOP3("Nag", "Black has a moderate advantage", "$17, said aloud: the name alone, no symbol"),
    };
    if (nag >= 14 && nag <= 17)
        return QCoreApplication::translate("Nag", Spoken[nag - 14].source, Spoken[nag - 14].comment);
    return nagDescription(nag);
}

int nagFromSymbol(std::string_view symbol)
{
    if (symbol.empty())
        return -1;
    const auto [first, end] = SymbolsByFirstByte[static_cast<unsigned char>(symbol.front())];
    for (std::size_t i = first; i < end; ++i)
        if (SymbolIndex[i].first == symbol)
            return SymbolIndex[i].second;
    return -1;
}

bool isMoveJudgement(int nag)
{
    return nag >= 1 && nag <= 9;
}

int nagGroup(int nag)
{
    // The standard's runs of NAGs on one matter: White's and Black's alternate in each.
    struct Run {
        int first, last;
        bool perSide; // a side's own quality: White's and Black's go together
    };
    constexpr Run Runs[] = {
        {1, 9, false},    {10, 21, false},  {22, 23, false},  {24, 29, false},   {30, 35, false},
        {36, 39, false},  {40, 41, false},  {42, 47, false},  {48, 53, false},   {54, 59, false},
        {60, 65, false},  {66, 69, true},   {70, 73, true},   {74, 77, true},    {78, 85, true},
        {86, 89, true},   {90, 93, true},   {94, 97, true},   {98, 101, true},   {102, 105, true},
        {106, 113, true}, {114, 121, true}, {122, 129, true}, {130, 135, false}, {136, 139, true},
    };
    for (std::size_t i = 0; i < std::size(Runs); ++i)
        if (nag >= Runs[i].first && nag <= Runs[i].last)
            return static_cast<int>(2 * i + 1) + (Runs[i].perSide ? (nag - Runs[i].first) % 2 : 0);
    return 0;
}

const std::vector<int> &paletteNags()
{
    static const std::vector<int> nags = [] {
        std::vector<int> list;
        for (int nag = 1; nag <= 23; ++nag)
            list.push_back(nag);
        for (int nag = 32; nag <= 45; ++nag)
            list.push_back(nag);
        for (int nag = 130; nag <= 146; ++nag)
            list.push_back(nag);
        return list;
    }();
    return nags;
}

QString commentText(const QString &comment, const std::function<QString(int)> &symbol)
{
    static const QRegularExpression written(QStringLiteral("\\$(\\d{1,3})\\b"));
    QString out;
    qsizetype last = 0;
    for (auto it = written.globalMatch(comment); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += comment.mid(last, match.capturedStart() - last);
        const int nag = match.captured(1).toInt();
        const QString shown = nag >= NagCount ? QString() : symbol ? symbol(nag) : QString::fromUtf8(nagSymbol(nag));
        out += shown.isEmpty() ? match.captured() : shown;
        last = match.capturedEnd();
    }
    return out + comment.mid(last);
}

} // namespace ferz

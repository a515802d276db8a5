// SPDX-License-Identifier: GPL-3.0-or-later
// A game as a PGN holds it: tag pairs, a start position and a tree of moves with variations and
// annotations. The tree owns its nodes; a node's address never changes while it stays in the tree,
// so views may keep GameNode pointers until they remove that node. Every node caches the position
// after its move, so walking the tree never replays moves. Constness carries down: a const tree
// or node hands out const nodes only.
#pragma once

#include "core/rules/position.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ferz {

// An arrow of [%cal Ge2e4]; `color` is the letter given (R, G, Y, B by convention).
struct Arrow {
    char color = 'G';
    Square from = Square::None;
    Square to = Square::None;
    friend bool operator==(const Arrow &, const Arrow &) = default;
};

// A highlighted square of [%csl Rd4].
struct SquareMark {
    char color = 'G';
    Square square = Square::None;
    friend bool operator==(const SquareMark &, const SquareMark &) = default;
};

// Everything a PGN attaches to one move besides the move itself. Comments hold plain text with the
// embedded [%…] commands taken out and whitespace runs folded into single spaces.
struct Annotations {
    std::string commentBefore; // a comment written before the move (or before a variation's first move)
    std::string commentAfter; // the comment after the move; at the root, the comment before the first move
    std::vector<int> nags; // $1 … $255 in the order given; "!", "?" etc. are read as $1 … $6
    std::optional<std::int64_t> clockMs; // [%clk h:mm:ss(.f)]: the mover's remaining time
    std::optional<std::int64_t> emtMs; // [%emt h:mm:ss(.f)]: the time the move took
    std::vector<Arrow> arrows; // [%cal …]
    std::vector<SquareMark> squares; // [%csl …]
    std::vector<std::string> commands; // any other [%…] command, verbatim with its brackets

    bool empty() const;
    friend bool operator==(const Annotations &, const Annotations &) = default;
};

class GameNode {
public:
    GameNode(const GameNode &) = delete;
    GameNode &operator=(const GameNode &) = delete;
    // Destroys the subtree without recursion, however deep it is.
    ~GameNode();

    // The move that leads here; a null Move at the root. A null Move below the root is a null move
    // ("--"): the side to move passes.
    Move move() const { return m_move; }
    // The position after the move (the start position at the root).
    const Position &position() const { return m_position; }
    bool isRoot() const { return m_parent == nullptr; }
    GameNode *parent() { return m_parent; }
    const GameNode *parent() const { return m_parent; }

    // Children in order: the main continuation first, then the variations.
    int childCount() const { return static_cast<int>(m_children.size()); }
    GameNode *child(int i) { return m_children[i].get(); }
    const GameNode *child(int i) const { return m_children[i].get(); }
    GameNode *mainChild() { return m_children.empty() ? nullptr : m_children.front().get(); }
    const GameNode *mainChild() const { return m_children.empty() ? nullptr : m_children.front().get(); }
    // The child reached by `move`; nullptr when there is none.
    GameNode *child(Move move);
    const GameNode *child(Move move) const;
    // The index of a child among its parent's children (0 for the root).
    int indexInParent() const;
    // True when this node lies on the game's main line (every ancestor is a first child).
    bool isMainLine() const;
    // The number of moves from the root to here.
    int ply() const;
    // The nodes from the first move down to this one (empty at the root).
    std::vector<GameNode *> pathFromRoot();

    Annotations &annotations() { return m_annotations; }
    const Annotations &annotations() const { return m_annotations; }

private:
    friend class GameTree;
    GameNode(GameNode *parent, Move move, const Position &position);

    GameNode *m_parent;
    Move m_move;
    Position m_position;
    Annotations m_annotations;
    std::vector<std::unique_ptr<GameNode>> m_children;
};

// The position after the side to move passes (a null move, "--"); nullopt when it is in check,
// since passing would leave the king capturable. The counters stay within what FEN holds.
std::optional<Position> afterNullMove(const Position &position);

enum class GameResult {
    Unknown,
    WhiteWins,
    BlackWins,
    Draw
};

// The game a PGN Variant tag names: Standard for none or a name of standard chess ("Standard",
// "Chess", "From Position"…), Chess960 for a name of Fischer random chess ("Chess960",
// "Fischerandom"…), nullopt for any other game. Letter case and blanks do not count.
std::optional<Variant> parseVariant(std::string_view tag);
// The Variant tag a game of this variant writes ("Chess960"); empty for standard chess.
std::string_view variantTag(Variant variant);

// "1-0", "0-1", "1/2-1/2" or "*".
std::string_view resultText(GameResult result);
// A result as the screen shows it: "½–½" for PGN's "1/2-1/2", anything else as it is.
std::string_view shownResult(std::string_view result);
// The result a PGN token or tag names; nullopt when it names none.
std::optional<GameResult> parseResult(std::string_view text);

class GameTree {
public:
    using Tag = std::pair<std::string, std::string>;

    // The names of PGN's Seven Tag Roster in the order the export format writes them.
    static constexpr std::string_view SevenTagRoster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

    explicit GameTree(const Position &start = Position());
    GameTree(GameTree &&) noexcept = default;
    GameTree &operator=(GameTree &&) noexcept = default;
    GameTree(const GameTree &) = delete;
    GameTree &operator=(const GameTree &) = delete;

    // ---- Tags: kept in the order given, each name once; found by name in constant time ----
    const std::vector<Tag> &tags() const { return m_tags; }
    // The value of a tag; an empty string when the tag is absent.
    std::string tag(std::string_view name) const;
    bool hasTag(std::string_view name) const;
    // Replaces the value where the tag stands, or appends the tag.
    void setTag(std::string_view name, std::string_view value);
    // Every tag at once, as setTag would leave them one after the other (a name given twice keeps
    // its first place and its last value), in time linear in their number.
    void setTags(std::vector<Tag> tags);
    // Linear in the number of tags.
    void removeTag(std::string_view name);

    // ---- Start position ----
    const Position &startPosition() const { return m_root->position(); }
    // Removes every move and starts from `start`; sets the SetUp and FEN tags (removes them for the
    // standard starting position), and for Chess960 the Variant tag, which a standard start
    // removes.
    void setStartPosition(const Position &start);

    // ---- Moves ----
    GameNode *root() { return m_root.get(); }
    const GameNode *root() const { return m_root.get(); }
    // Adds `move` (legal in node's position, or a null move) as the last child of `node` and
    // returns it; returns the existing child when `node` already has that move.
    GameNode *addMove(GameNode *node, Move move);
    // Adds `move` as the last child of `node` even when the same move is already there (a PGN
    // file may repeat a move as a variation); nullptr for a null move in check.
    GameNode *appendMove(GameNode *node, Move move);
    // Moves a variation one place up among its siblings (towards the main line); false at the top.
    bool promote(GameNode *node);
    // Moves a variation one place down among its siblings; false at the bottom.
    bool demote(GameNode *node);
    // Moves a variation to place `index` among its siblings (0 makes it the main continuation),
    // the others keeping their order.
    void moveVariation(GameNode *node, int index);
    // Makes the line through `node` the main line: each ancestor becomes its parent's first child.
    void makeMainLine(GameNode *node);
    // Deletes `node` and everything after it; returns its parent. The root cannot be deleted
    // (returns nullptr): to clear the moves, use removeChildren(root()).
    GameNode *remove(GameNode *node);
    void removeChildren(GameNode *node);
    // Takes `node` and everything after it out of the tree without destroying it (for undo); its
    // parent stays recorded. nullptr for the root.
    std::unique_ptr<GameNode> take(GameNode *node);
    // Puts a subtree taken from this tree back under its recorded parent, at place `index` among
    // the children (clamped); the parent must still be in the tree. Returns the subtree's top node.
    GameNode *insert(std::unique_ptr<GameNode> subtree, int index);
    // The main line's nodes after the root, first move first.
    std::vector<GameNode *> mainLine();
    std::vector<const GameNode *> mainLine() const;
    // The last node of the main line (the root when there are no moves).
    GameNode *mainLineEnd();
    const GameNode *mainLineEnd() const;

    // ---- Result ----
    // The game's result from the Result tag (Unknown when absent or not a result).
    GameResult result() const;
    void setResult(GameResult result);
    // The Termination tag ("normal", "time forfeit", …); empty when absent.
    std::string termination() const { return tag("Termination"); }
    void setTermination(std::string_view reason) { setTag("Termination", reason); }

    // Same tags in the same order, same start, same moves with the same annotations everywhere.
    friend bool operator==(const GameTree &a, const GameTree &b);

private:
    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const { return std::hash<std::string_view>()(name); }
    };

    std::vector<Tag> m_tags;
    // Where each name stands in m_tags: a game may have hundreds of thousands of tags.
    std::unordered_map<std::string, std::size_t, NameHash, std::equal_to<>> m_tagIndex;
    std::unique_ptr<GameNode> m_root;
};

} // namespace ferz

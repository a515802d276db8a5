// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tablebase/tablebase.h"

#include "core/rules/bitboard.h"
#include "core/tablebase/generator.h"
#include "core/tablebase/tablefile.h"

#include <QStandardPaths>

#include <algorithm>
#include <thread>

namespace ferz {

namespace {

TablebaseValue bestOf(const std::vector<std::pair<Move, TablebaseValue>> &values)
{
    TablebaseValue best = values.front().second;
    for (const auto &[move, value] : values)
        if (value.betterThan(best))
            best = value;
    return best;
}

} // namespace

std::optional<TablebaseValue> TableSet::value(const Position &position) const
{
    if (position.epSquare() != Square::None) {
        // Never mate or stalemate: the pawn that may be taken can be.
        const auto values = moveValues(position);
        return values.empty() ? std::nullopt : std::optional(bestOf(values));
    }
    const Material material = Material::of(position);
    if (material.men() == 0)
        return TablebaseValue::draw();
    const bool flip = material.blackIsStronger();
    const auto found = tables.find(flip ? material.flipped() : material);
    if (found == tables.end())
        return std::nullopt;
    const EndgameTable &table = *found->second;
    const std::uint32_t entry = table.layout.entry(table.layout.placement(position, flip));
    if (entry == TableLayout::NoEntry)
        return std::nullopt;
    return TablebaseValue::fromByte(table.values[entry]);
}

std::vector<std::pair<Move, TablebaseValue>> TableSet::moveValues(const Position &position) const
{
    std::vector<std::pair<Move, TablebaseValue>> values;
    for (Move m : position.legalMoves()) {
        const std::optional<TablebaseValue> after = value(position.after(m));
        if (!after)
            return {};
        values.emplace_back(m, after->before());
    }
    return values;
}

Tablebase &Tablebase::shared()
{
    static Tablebase tablebase(defaultFolder());
    return tablebase;
}

QString Tablebase::defaultFolder()
{
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return cache.isEmpty() ? QString() : cache + QStringLiteral("/ferz/tablebases");
}

Tablebase::Tablebase(QString folder)
    : m_folder(std::move(folder)), m_threads(std::max(1, static_cast<int>(std::thread::hardware_concurrency())))
{
}

bool Tablebase::covers(const Position &position)
{
    return popCount(position.pieces()) <= MaxMen && position.castlingRights() == NoCastling;
}

std::vector<Material> Tablebase::tablesFor(const Material &material)
{
    std::vector<Material> order;
    std::function<void(const Material &)> visit = [&](const Material &m) {
        if (m.men() == 0 || std::find(order.begin(), order.end(), m) != order.end())
            return;
        for (const Material &next : m.successors())
            visit(next);
        order.push_back(m);
    };
    visit(material.canonical());
    return order;
}

bool Tablebase::isReady(const Position &position) const
{
    if (!covers(position))
        return false;
    const std::lock_guard lock(m_mutex);
    for (const Material &m : tablesFor(Material::of(position)))
        if (!m_set.tables.contains(m))
            return false;
    return true;
}

bool Tablebase::prepare(const Position &position, const std::function<bool(double)> &progress)
{
    return covers(position) && prepare(Material::of(position), progress);
}

bool Tablebase::prepare(const Material &material, const std::function<bool(double)> &progress)
{
    const std::lock_guard making(m_making);
    TableSet made;
    {
        const std::lock_guard lock(m_mutex);
        made = m_set;
    }
    const std::vector<Material> order = tablesFor(material);
    std::vector<Material> missing;
    std::copy_if(order.begin(), order.end(), std::back_inserter(missing),
                 [&made](const Material &m) { return !made.tables.contains(m); });
    for (std::size_t i = 0; i < missing.size(); ++i) {
        const auto share = [&](double part) {
            return !progress || progress((static_cast<double>(i) + part) / static_cast<double>(missing.size()));
        };
        auto table = load(missing[i], made, share);
        if (!table)
            return false;
        made.tables.emplace(missing[i], table);
        const std::lock_guard lock(m_mutex);
        m_set.tables.emplace(missing[i], std::move(table));
    }
    return !progress || progress(1.0);
}

std::shared_ptr<const EndgameTable> Tablebase::load(const Material &material, const TableSet &made,
                                                    const std::function<bool(double)> &progress)
{
    TableLayout layout(material);
    const QString path = m_folder.isEmpty() ? QString() : tableFilePath(m_folder, material);
    std::optional<std::vector<std::uint8_t>> values = path.isEmpty() ? std::nullopt : readTableFile(path, layout);
    if (!values) {
        const OtherTables other = [&made](const Position &p) {
            const std::optional<TablebaseValue> value = made.value(p);
            return value ? value->byte() : std::uint8_t(0);
        };
        values = generateTable(layout, other, progress, m_threads);
        if (!values)
            return nullptr;
        // A cache that cannot be written only costs the time to make the table again next run.
        if (!path.isEmpty())
            writeTableFile(path, layout, *values);
    }
    return std::make_shared<const EndgameTable>(EndgameTable {std::move(layout), std::move(*values)});
}

std::optional<TablebaseValue> Tablebase::probe(const Position &position) const
{
    if (!covers(position))
        return std::nullopt;
    const std::lock_guard lock(m_mutex);
    return m_set.value(position);
}

std::vector<std::pair<Move, TablebaseValue>> Tablebase::moveValues(const Position &position) const
{
    if (!covers(position))
        return {};
    const std::lock_guard lock(m_mutex);
    return m_set.moveValues(position);
}

std::vector<Move> Tablebase::bestMoves(const Position &position) const
{
    const auto values = moveValues(position);
    std::vector<Move> best;
    if (values.empty())
        return best;
    const TablebaseValue top = bestOf(values);
    for (const auto &[move, value] : values)
        if (value == top)
            best.push_back(move);
    return best;
}

std::shared_ptr<const EndgameTable> Tablebase::table(const Material &material) const
{
    const std::lock_guard lock(m_mutex);
    const auto found = m_set.tables.find(material);
    return found == m_set.tables.end() ? nullptr : found->second;
}

} // namespace ferz

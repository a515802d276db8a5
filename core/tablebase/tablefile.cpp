// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tablebase/tablefile.h"

#include "core/file/atomicfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ferz {

namespace {

// Changes whenever the layout or the values of a table would change, so that old files are made again.
constexpr int FormatVersion = 2; // 2: a position whose moves all leave the table, one of them safely, is no loss

QByteArray checksum(const std::vector<std::uint8_t> &values)
{
    return QCryptographicHash::hash(QByteArrayView(values.data(), static_cast<qsizetype>(values.size())),
                                    QCryptographicHash::Sha256)
        .toHex();
}

QByteArray header(const TableLayout &layout, const QByteArray &sum)
{
    return QByteArrayLiteral("Ferz endgame table ") + QByteArray::number(FormatVersion) + ' '
        + QByteArray::fromStdString(layout.material().name()) + ' ' + QByteArray::number(layout.size()) + ' ' + sum
        + '\n';
}

} // namespace

QString tableFilePath(const QString &folder, const Material &material)
{
    return QDir(folder).filePath(QString::fromStdString(material.name()) + QStringLiteral(".ferztb"));
}

std::optional<std::vector<std::uint8_t>> readTableFile(const QString &path, const TableLayout &layout)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray line = file.readLine(200);
    const QByteArray sum = line.split(' ').value(6).trimmed();
    if (line != header(layout, sum))
        return std::nullopt;
    const QByteArray data = qUncompress(file.readAll());
    if (data.size() != static_cast<qsizetype>(layout.size()))
        return std::nullopt;
    std::vector<std::uint8_t> values(data.begin(), data.end());
    if (checksum(values) != sum)
        return std::nullopt;
    return values;
}

bool writeTableFile(const QString &path, const TableLayout &layout, const std::vector<std::uint8_t> &values)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    const QByteArray data(reinterpret_cast<const char *>(values.data()), static_cast<qsizetype>(values.size()));
    return writeFileAtomically(path, header(layout, checksum(values)) + qCompress(data));
}

} // namespace ferz

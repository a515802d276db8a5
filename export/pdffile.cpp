// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/pdffile.h"

#include "core/file/atomicfile.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>

namespace ferz {

namespace {

// QPdfWriter writes to a QIODevice, a few bytes at a time; this one hands them on to an
// AtomicFile in blocks. A failed write ends the file, and its reason stays in errorString().
class AtomicFileDevice : public QIODevice {
public:
    explicit AtomicFileDevice(AtomicFile &file) : m_file(file) { open(QIODevice::WriteOnly | QIODevice::Unbuffered); }

    // Writes what is still gathered; false if any write failed.
    bool finish() { return writeBlock(); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        m_block.append(data, size);
        if (m_block.size() >= BlockSize && !writeBlock())
            return -1;
        return size;
    }

private:
    static constexpr qsizetype BlockSize = 64 * 1024;

    bool writeBlock()
    {
        m_ok = m_ok && m_file.write(m_block);
        m_block.clear();
        return m_ok;
    }

    AtomicFile &m_file;
    QByteArray m_block;
    bool m_ok = true;
};

} // namespace

bool cannotWrite(const QString &path, const QString &reason, QString *why)
{
    if (why)
        *why = QCoreApplication::translate("GameDocument", "Cannot write %1: %2").arg(nativePath(path), reason);
    return false;
}

bool writePdfFile(const QString &path, const QString &title, const std::function<void(QPagedPaintDevice *)> &print,
                  QString *why)
{
    AtomicFile file(path);
    if (!file.open())
        return cannotWrite(path, file.errorString(), why);
    AtomicFileDevice device(file);
    {
        // The writer finishes the PDF when it goes, before the file is committed.
        QPdfWriter writer(&device);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Ferz"));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 15, 18, 15),
                                         QPageLayout::Millimeter));
        writer.setResolution(300);
        print(&writer);
    }
    if (!device.finish() || !file.commit())
        return cannotWrite(path, file.errorString(), why);
    return true;
}

} // namespace ferz

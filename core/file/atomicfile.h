// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace ferz {

// The one way Ferz writes a file the user keeps (games, exports, the autosave, databases): the
// bytes go to a temporary file beside the target, every write is checked, the temporary file is
// forced to the disk (fsync) and only then renamed over the target. On any failure the target is
// left exactly as it was, the temporary file is removed and errorString() gives the system's
// reason ("No space left on device").
//
// QSaveFile is not enough: it buffers up to 16 KB and a write error in its final flush is not seen
// by commit(), which then renames an empty file over the original (Qt 6.4; a small file saved on
// a full disk was lost that way).
class AtomicFile {
public:
    // A symbolic link is followed: the file it points to is replaced, the link stays.
    explicit AtomicFile(const QString &path);
    ~AtomicFile(); // cancels unless committed
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    bool open();
    bool write(const char *data, qint64 size);
    bool write(const QByteArray &data) { return write(data.constData(), data.size()); }
    // Makes the data durable and puts it in place; false leaves the target untouched.
    bool commit();
    // Throws the written data away, leaving the target untouched.
    void cancel();

    // The system's reason for the first failure, empty while nothing failed.
    QString errorString() const { return m_error; }
    // The file that is replaced (a link resolved).
    QString target() const { return m_target; }

private:
    bool fail(int error);

    QString m_target;
    QByteArray m_temp;
    int m_fd = -1;
    QString m_error;
};

// Writes all of data to path through AtomicFile; on failure *error (when given) is the reason.
bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error = nullptr);

// The system's sentence for an errno value ("No space left on device").
QString systemReason(int error);

// A path as the user's system writes it, for the messages that name a file.
QString nativePath(const QString &path);

// Forces a file written by someone else (SQLite) to the disk before it is renamed into place.
bool syncFile(const QString &path, QString *error = nullptr);

} // namespace ferz

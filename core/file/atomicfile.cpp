// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ferz {

namespace {

QString resolved(const QString &path)
{
    const QFileInfo info(path);
    if (info.isSymLink()) {
        const QString canonical = info.canonicalFilePath();
        if (!canonical.isEmpty())
            return canonical;
        // A dangling link: write the file it names, as an editor does.
        return info.symLinkTarget();
    }
    return info.absoluteFilePath();
}

// A temporary name beside the target that nothing has, created with the usual permissions of a
// new file (0666 less the umask, which the kernel applies: reading the umask would change it for
// every thread for a moment). -1 with errno set when none can be made.
int createBeside(const QByteArray &target, QByteArray *temp)
{
    static const char Letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    for (int attempt = 0; attempt < 100; ++attempt) {
        *temp = target + '.';
        for (int i = 0; i < 6; ++i)
            *temp += Letters[QRandomGenerator::global()->bounded(static_cast<int>(sizeof Letters) - 1)];
        const int fd = ::open(temp->constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

// The rename itself lives in the directory: without this a crash right after saving could bring
// the old file back.
void syncDirectoryOf(const QString &path)
{
    const int fd =
        ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    // The data is in place already; a file system that cannot sync directories is no failure.
    ::fsync(fd);
    ::close(fd);
}

} // namespace

QString systemReason(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString nativePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

AtomicFile::AtomicFile(const QString &path) : m_target(resolved(path))
{
}

AtomicFile::~AtomicFile()
{
    cancel();
}

bool AtomicFile::fail(int error)
{
    if (m_error.isEmpty())
        m_error = systemReason(error);
    cancel();
    return false;
}

bool AtomicFile::open()
{
    cancel();
    m_error.clear();
    const QByteArray target = QFile::encodeName(m_target);
    m_fd = createBeside(target, &m_temp);
    if (m_fd < 0) {
        const int error = errno;
        m_temp.clear();
        return fail(error);
    }
    // A file replaced keeps its permissions.
    struct stat old {};
    if (::stat(target.constData(), &old) == 0 && ::fchmod(m_fd, old.st_mode & 07777) != 0)
        return fail(errno);
    return true;
}

bool AtomicFile::write(const char *data, qint64 size)
{
    if (m_fd < 0)
        return fail(EBADF);
    while (size > 0) {
        const ssize_t written = ::write(m_fd, data, static_cast<size_t>(size));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return fail(errno);
        }
        data += written;
        size -= written;
    }
    return true;
}

bool AtomicFile::commit()
{
    if (m_fd < 0)
        return fail(EBADF);
    // Some file systems (NFS, full ext4 with delayed allocation) report a lost write only here.
    if (::fsync(m_fd) != 0)
        return fail(errno);
    const int fd = m_fd;
    m_fd = -1;
    if (::close(fd) != 0)
        return fail(errno);
    if (::rename(m_temp.constData(), QFile::encodeName(m_target).constData()) != 0)
        return fail(errno);
    m_temp.clear();
    syncDirectoryOf(m_target);
    return true;
}

void AtomicFile::cancel()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    if (!m_temp.isEmpty()) {
        ::unlink(m_temp.constData());
        m_temp.clear();
    }
}

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    AtomicFile file(path);
    const bool ok = file.open() && file.write(data) && file.commit();
    if (!ok && error)
        *error = file.errorString();
    return ok;
}

bool syncFile(const QString &path, QString *error)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    const bool ok = fd >= 0 && ::fsync(fd) == 0;
    const int reason = errno;
    if (fd >= 0)
        ::close(fd);
    if (!ok && error)
        *error = systemReason(reason);
    return ok;
}

} // namespace ferz

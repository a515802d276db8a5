// SPDX-License-Identifier: GPL-3.0-or-later
// The one writer's promises on an ordinary disk (tests/ui/session/tst_fulldisk checks a full one):
// a new file gets the usual permissions, a replaced one keeps its own, a link is followed and
// stays a link, a failure or a cancel leaves the old file and no temporary one, and the reason is
// the system's.
#include "core/file/atomicfile.h"
#include "tests/testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace ferz;
using namespace ferz::test;

namespace {

mode_t permissions(const QString &path)
{
    struct stat s {};
    return ::stat(QFile::encodeName(path).constData(), &s) == 0 ? s.st_mode & 07777 : 0;
}

} // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT

private slots:
    void init();
    void newFileHasTheUsualPermissions();
    void replacedFileKeepsItsPermissions();
    void linkIsFollowed();
    void missingFolderSaysWhy();
    void cancelLeavesTheOldFile();

private:
    QStringList files() const { return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System); }

    QTemporaryDir m_dir;
};

void TestAtomicFile::init()
{
    for (const QString &name : files())
        QFile::remove(m_dir.filePath(name));
}

void TestAtomicFile::newFileHasTheUsualPermissions()
{
    const mode_t before = ::umask(022);
    QString why;
    const bool written = writeFileAtomically(m_dir.filePath("new.pgn"), "1. e4 *\n", &why);
    ::umask(before);
    QVERIFY2(written, qPrintable(why));
    QCOMPARE(bytes(m_dir.filePath("new.pgn")), QByteArray("1. e4 *\n"));
    QCOMPARE(permissions(m_dir.filePath("new.pgn")), mode_t(0644));
    QCOMPARE(files(), QStringList {"new.pgn"});
}

void TestAtomicFile::replacedFileKeepsItsPermissions()
{
    const QString path = m_dir.filePath("mine.pgn");
    write(path, "old");
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0600) == 0);
    QVERIFY(writeFileAtomically(path, "new"));
    QCOMPARE(bytes(path), QByteArray("new"));
    QCOMPARE(permissions(path), mode_t(0600));
}

void TestAtomicFile::linkIsFollowed()
{
    const QString target = m_dir.filePath("games.pgn"), link = m_dir.filePath("link.pgn");
    write(target, "old");
    QVERIFY(QFile::link(target, link));
    QVERIFY(writeFileAtomically(link, "new"));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(bytes(target), QByteArray("new"));
    QCOMPARE(files(), QStringList({"games.pgn", "link.pgn"}));
}

void TestAtomicFile::missingFolderSaysWhy()
{
    QString why;
    QVERIFY(!writeFileAtomically(m_dir.filePath("no-such-folder/x.pgn"), "x", &why));
    QCOMPARE(why, QString("No such file or directory"));
    QVERIFY(files().isEmpty());
}

void TestAtomicFile::cancelLeavesTheOldFile()
{
    const QString path = m_dir.filePath("kept.pgn");
    write(path, "old");
    {
        AtomicFile file(path);
        QVERIFY(file.open());
        QVERIFY(file.write("new, half written"));
        QCOMPARE(files().size(), 2); // the temporary file beside it
    } // destroyed without commit()
    QCOMPARE(bytes(path), QByteArray("old"));
    QCOMPARE(files(), QStringList {"kept.pgn"});
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"

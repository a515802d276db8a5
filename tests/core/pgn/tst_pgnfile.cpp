// SPDX-License-Identifier: GPL-3.0-or-later
// Saving one game of a file never trusts a stale index: another program prepends a game, edits
// the game itself, shortens or deletes the file, or leaves size and time alone while changing
// bytes; each time the save finds the game again or refuses, and never writes into the wrong place.
#include "core/pgn/pgnfile.h"
#include "core/pgn/pgnwriter.h"
#include "tests/testfiles.h"
#include "tests/threegames.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;
using namespace ferz::test;

class TestPgnFile : public QObject {
    Q_OBJECT

private slots:
    void init();
    void savesInPlace();
    void gameFoundAgainAfterAnotherProgramPrependedOne();
    void changedGameIsNotOverwritten();
    void sameSizeAndTimeButOtherBytes();
    void shortenedFile();
    void deletedFile();
    void identicalGamesAreAmbiguous();
    void saveAsCopiesTheRest();

private:
    // Opens the file and reads game `index`, with a first move annotated as the user's edit.
    void readAndEdit(int index);

    QTemporaryDir m_dir;
    QString m_path;
    PgnFile m_database;
    PgnGame m_game;
    std::uint64_t m_hash = 0;
};

void TestPgnFile::init()
{
    m_path = m_dir.filePath(QStringLiteral("games.pgn"));
    write(m_path, ThreeGames);
}

void TestPgnFile::readAndEdit(int index)
{
    QVERIFY(m_database.open(m_path));
    QVERIFY(m_database.readAt(index, m_game, &m_hash));
    QCOMPARE(m_hash, m_database.hashOf(index));
    m_game.tree.root()->mainChild()->annotations().commentAfter = "edited";
}

void TestPgnFile::savesInPlace()
{
    readAndEdit(1);
    const PgnFile::SaveResult result = m_database.saveGame(1, m_hash, m_game.tree);
    QCOMPARE(result.error, PgnFile::SaveError::None);
    QCOMPARE(result.index, 1);
    QVERIFY(!result.reindexed);
    QVERIFY(bytes(m_path).contains("1. d4 {edited} 1... d5 *"));
    // The new fingerprint is the saved game's: a second save goes into the same place.
    QCOMPARE(result.hash, m_database.hashOf(1));
    QCOMPARE(m_database.saveGame(1, result.hash, m_game.tree).error, PgnFile::SaveError::None);
}

void TestPgnFile::gameFoundAgainAfterAnotherProgramPrependedOne()
{
    readAndEdit(1);
    write(m_path, PrependedGame + ThreeGames);
    const PgnFile::SaveResult result = m_database.saveGame(1, m_hash, m_game.tree);
    QCOMPARE(result.error, PgnFile::SaveError::None);
    QVERIFY(result.reindexed);
    QCOMPARE(result.index, 2);
    const QByteArray after = bytes(m_path);
    // The prepended game and the games around the edited one are intact.
    QVERIFY(after.startsWith(PrependedGame + ThreeGames.left(ThreeGames.indexOf("[Event \"E\"]\n[White \"W2\"]"))));
    QVERIFY(after.endsWith(ThreeGames.mid(ThreeGames.indexOf("[Event \"E\"]\n[White \"W3\"]"))));
    QVERIFY(after.contains("1. d4 {edited} 1... d5 *"));
    QCOMPARE(m_database.count(), 4);
}

void TestPgnFile::changedGameIsNotOverwritten()
{
    readAndEdit(1);
    QByteArray changed = ThreeGames;
    changed.replace("1. d4 d5 *", "1. d4 Nf6 *");
    write(m_path, changed);
    const PgnFile::SaveResult result = m_database.saveGame(1, m_hash, m_game.tree);
    QCOMPARE(result.error, PgnFile::SaveError::GameChanged);
    QCOMPARE(bytes(m_path), changed);
}

void TestPgnFile::sameSizeAndTimeButOtherBytes()
{
    readAndEdit(1);
    const QDateTime modified = QFileInfo(m_path).lastModified();
    QByteArray changed = ThreeGames;
    changed.replace("1. d4 d5 *", "1. d3 d6 *"); // the same size
    write(m_path, changed);
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(modified, QFileDevice::FileModificationTime));
    file.close();
    QVERIFY(!m_database.changedOnDisk());
    QCOMPARE(m_database.saveGame(1, m_hash, m_game.tree).error, PgnFile::SaveError::GameChanged);
    QCOMPARE(bytes(m_path), changed);
}

void TestPgnFile::shortenedFile()
{
    readAndEdit(1);
    // Cut in the middle of the edited game: it is no longer there to replace.
    const QByteArray cut = ThreeGames.left(ThreeGames.indexOf("1. d4") + 3);
    write(m_path, cut);
    QCOMPARE(m_database.saveGame(1, m_hash, m_game.tree).error, PgnFile::SaveError::GameChanged);
    QCOMPARE(bytes(m_path), cut);
    // Cut after it: the game is found, and what is left of the file stays.
    write(m_path, ThreeGames.left(ThreeGames.indexOf("[Event \"E\"]\n[White \"W3\"]")));
    readAndEdit(1);
    write(m_path, ThreeGames.left(ThreeGames.indexOf("[Event \"E\"]\n[White \"W3\"]") - 1));
    QCOMPARE(m_database.saveGame(1, m_hash, m_game.tree).error, PgnFile::SaveError::None);
    QVERIFY(bytes(m_path).endsWith("1. d4 {edited} 1... d5 *\n"));
}

void TestPgnFile::deletedFile()
{
    readAndEdit(2);
    QVERIFY(QFile::remove(m_path));
    QCOMPARE(m_database.saveGame(2, m_hash, m_game.tree).error, PgnFile::SaveError::FileGone);
    QVERIFY(!QFile::exists(m_path));
}

void TestPgnFile::identicalGamesAreAmbiguous()
{
    const QByteArray game = ThreeGames.left(ThreeGames.indexOf("[Event \"E\"]\n[White \"W2\"]"));
    write(m_path, game + game);
    readAndEdit(0);
    QCOMPARE(m_database.find(m_hash), -1);
    // Changed on disk: which of the two was read can no longer be told, so nothing is written.
    write(m_path, PrependedGame + game + game);
    QCOMPARE(m_database.saveGame(0, m_hash, m_game.tree).error, PgnFile::SaveError::GameChanged);
    QCOMPARE(bytes(m_path), PrependedGame + game + game);
}

void TestPgnFile::saveAsCopiesTheRest()
{
    readAndEdit(2);
    const QString copy = m_dir.filePath(QStringLiteral("copy.pgn"));
    const PgnFile::SaveResult result = m_database.saveAs(copy, 2, m_hash, m_game.tree);
    QCOMPARE(result.error, PgnFile::SaveError::None);
    QCOMPARE(bytes(m_path), ThreeGames);
    QCOMPARE(m_database.path(), copy);
    QCOMPARE(m_database.count(), 3);
    QVERIFY(bytes(copy).startsWith(ThreeGames.left(ThreeGames.indexOf("[Event \"E\"]\n[White \"W3\"]"))));
    QVERIFY(bytes(copy).contains("1. c4 {edited} 1... c5 *"));
    // Into a folder that does not exist: refused, with the system's reason.
    const PgnFile::SaveResult missing =
        m_database.saveAs(m_dir.filePath(QStringLiteral("none/copy.pgn")), 2, result.hash, m_game.tree);
    QCOMPARE(missing.error, PgnFile::SaveError::CannotWrite);
    QVERIFY(!m_database.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestPgnFile)
#include "tst_pgnfile.moc"

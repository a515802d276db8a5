// SPDX-License-Identifier: GPL-3.0-or-later
// Spaced review (core/course/review.h) with dates given by the test, and the learners' progress
// file (core/course/progress.h): what a wrong and a right answer do, the growing intervals, the
// queue's order, graduation; the file written and read back, and a damaged file set aside.
#include "core/course/progress.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

namespace {

const QDate Day0(2026, 3, 1);
const QString Castling = QStringLiteral("castling:3");

} // namespace

class TestSpacedReview : public QObject {
    Q_OBJECT

private slots:
    void wrongAnswerComesBackTomorrow();
    void intervalsGrow();
    void hintLowersTheEase();
    void easeHasAFloor();
    void rightBeforeDueChangesNothing();
    void rightAnswerToAnItemNotQueued();
    void dueInOrderOfLateness();
    void recordsPerLearner();
    void fileRoundTrip();
    void damagedFileIsSetAside();
    void badValuesAreRefused();
};

void TestSpacedReview::wrongAnswerComesBackTomorrow()
{
    ReviewQueue queue;
    queue.answer(Castling, Recall::Wrong, Day0);
    QVERIFY(queue.contains(Castling));
    const ReviewCard card = queue.cards().at(Castling);
    QCOMPARE(card.due, Day0.addDays(1));
    QCOMPARE(card.intervalDays, 1);
    QCOMPARE(card.lapses, 1);
    QCOMPARE(card.ease, 2.3);
    QCOMPARE(queue.dueCount(Day0), 0);
    QCOMPARE(queue.due(Day0.addDays(1)), std::vector<QString> {Castling});
}

void TestSpacedReview::intervalsGrow()
{
    ReviewQueue queue;
    queue.answer(Castling, Recall::Wrong, Day0);
    QDate today = Day0.addDays(1);
    // SM-2 after a lapse: 6 days, then the interval times the ease (2.3 + 0.1 each right answer).
    const std::vector<int> intervals = {6, 15, 39};
    for (int expected : intervals) {
        QCOMPARE(queue.dueCount(today), 1);
        queue.answer(Castling, Recall::Right, today);
        const ReviewCard card = queue.cards().at(Castling);
        QCOMPARE(card.intervalDays, expected);
        QCOMPARE(card.due, today.addDays(expected));
        QCOMPARE(queue.dueCount(today.addDays(expected - 1)), 0);
        today = card.due;
    }
    // The fourth right answer in a row: remembered for over a month, it leaves the queue.
    queue.answer(Castling, Recall::Right, today);
    QVERIFY(!queue.contains(Castling));
}

void TestSpacedReview::hintLowersTheEase()
{
    ReviewCard card = reviewed({}, Recall::Wrong, Day0);
    const double before = card.ease;
    card = reviewed(card, Recall::Hinted, Day0.addDays(1));
    QCOMPARE(card.ease, before - 0.14);
    QCOMPARE(card.intervalDays, 6);
    // A wrong answer after some right ones starts again from a day.
    card = reviewed(card, Recall::Right, card.due);
    card = reviewed(card, Recall::Wrong, card.due);
    QCOMPARE(card.intervalDays, 1);
    QCOMPARE(card.repetitions, 0);
    QCOMPARE(card.lapses, 2);
}

void TestSpacedReview::easeHasAFloor()
{
    ReviewCard card;
    for (int i = 0; i < 20; ++i)
        card = reviewed(card, Recall::Wrong, Day0);
    QCOMPARE(card.ease, MinimumEase);
    card = reviewed(card, Recall::Hinted, Day0);
    QCOMPARE(card.ease, MinimumEase);
}

void TestSpacedReview::rightBeforeDueChangesNothing()
{
    ReviewQueue queue;
    queue.answer(Castling, Recall::Wrong, Day0);
    const ReviewQueue before = queue;
    queue.answer(Castling, Recall::Right, Day0);
    QVERIFY(queue == before);
}

void TestSpacedReview::rightAnswerToAnItemNotQueued()
{
    ReviewQueue queue;
    queue.answer(Castling, Recall::Right, Day0);
    QVERIFY(!queue.contains(Castling));
    QVERIFY(queue.cards().empty());
}

void TestSpacedReview::dueInOrderOfLateness()
{
    ReviewQueue queue;
    queue.answer(QStringLiteral("b"), Recall::Wrong, Day0.addDays(2));
    queue.answer(QStringLiteral("a"), Recall::Wrong, Day0.addDays(3));
    queue.answer(QStringLiteral("c"), Recall::Wrong, Day0);
    const std::vector<QString> expected = {QStringLiteral("c"), QStringLiteral("b"), QStringLiteral("a")};
    QCOMPARE(queue.due(Day0.addDays(10)), expected);
    QCOMPARE(queue.dueCount(Day0.addDays(3)), 2);
}

void TestSpacedReview::recordsPerLearner()
{
    ProgressBook book;
    Learner &anna = book.add(QStringLiteral("Anna"));
    QCOMPARE(anna.id, QStringLiteral("learner-1"));
    recordMiss(anna, Castling, true, Day0);
    recordMiss(anna, Castling, false, Day0);
    recordSolved(anna, Castling, 1, true, false, Day0);
    QCOMPARE(anna.misses.value(Castling), 2);
    QCOMPARE(anna.stars.value(Castling), 1);
    // Two mistakes in one attempt set the level back once.
    QCOMPARE(anna.review.cards().at(Castling).lapses, 1);
    // Solved without a mistake when due: the review moves on, and the better stars are kept.
    recordSolved(anna, Castling, 3, false, false, Day0.addDays(1));
    QCOMPARE(anna.review.cards().at(Castling).intervalDays, 6);
    QCOMPARE(anna.stars.value(Castling), 3);
    recordSolved(anna, Castling, 2, false, true, Day0.addDays(2));
    QCOMPARE(anna.stars.value(Castling), 3);
    Learner &boris = book.add(QStringLiteral("Boris"));
    QCOMPARE(boris.id, QStringLiteral("learner-2"));
    QVERIFY(boris.stars.isEmpty());
    QVERIFY(boris.review.cards().empty());
}

void TestSpacedReview::fileRoundTrip()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("sub/progress.json"));
    QVERIFY(!loadProgress(path).existed);
    ProgressBook book;
    Learner &anna = book.add(QStringLiteral("Анна"));
    recordMiss(anna, Castling, true, Day0);
    recordSolved(anna, QStringLiteral("rook:1"), 3, false, false, Day0);
    anna.lastLevel = Castling;
    book.add(QStringLiteral("Boris"));
    book.current = 1;
    QString why;
    QVERIFY2(saveProgress(path, book, &why), qPrintable(why));
    const ProgressLoad load = loadProgress(path);
    QVERIFY(load.existed);
    QCOMPARE(load.problem, QString());
    QVERIFY(load.book == book);
}

void TestSpacedReview::damagedFileIsSetAside()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("progress.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"version\": 1, \"learners\": [{\"id\": \"learner-1\", \"name\": \"Anna\", \"stars\": {\"rook:1\"");
    file.close();
    const ProgressLoad load = loadProgress(path);
    QVERIFY(load.existed);
    QVERIFY(!load.problem.isEmpty());
    QVERIFY(load.book.learners.empty());
    QVERIFY(load.keptAs.startsWith(path + QStringLiteral(".unreadable-")));
    QVERIFY(!QFile::exists(path));
    QFile kept(load.keptAs);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QVERIFY(kept.readAll().startsWith("{\"version\": 1"));
}

void TestSpacedReview::badValuesAreRefused()
{
    QString why;
    QVERIFY(!readProgressJson("[]", &why));
    QVERIFY(why.contains(QStringLiteral("version")));
    QVERIFY(!readProgressJson(R"({"version":1,"learners":[{"id":"learner-1","name":""}]})", &why));
    QVERIFY(
        !readProgressJson(R"({"version":1,"learners":[{"id":"learner-1","name":"A","stars":{"rook:1":4}}]})", &why));
    QVERIFY(!readProgressJson(
        R"({"version":1,"learners":[{"id":"learner-1","name":"A","review":{"rook:1":{"repetitions":0,"ease":2.5,"interval":1,"due":"soon","lapses":1}}}]})",
        &why));
    QVERIFY(why.contains(QStringLiteral("rook:1")));
    const std::optional<ProgressBook> book =
        readProgressJson(R"({"version":1,"current":7,"learners":[{"id":"learner-1","name":"A"}]})", &why);
    QVERIFY(book);
    QCOMPARE(book->current, 0);
}

QTEST_GUILESS_MAIN(TestSpacedReview)
#include "tst_spacedreview.moc"

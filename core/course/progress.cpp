// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/progress.h"

#include "core/file/atomicfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

namespace ferz {

namespace {

constexpr int FormatVersion = 1;

QJsonObject numbers(const QMap<QString, int> &map)
{
    QJsonObject object;
    for (auto it = map.begin(); it != map.end(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

// The numbers of an object, each from `min` to `max`; nullopt when one is not.
std::optional<QMap<QString, int>> readNumbers(const QJsonValue &value, int min, int max)
{
    if (!value.isUndefined() && !value.isObject())
        return std::nullopt;
    QMap<QString, int> map;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const int n = it.value().toInt(min - 1);
        if (!it.value().isDouble() || n < min || n > max)
            return std::nullopt;
        map.insert(it.key(), n);
    }
    return map;
}

QJsonObject cardJson(const ReviewCard &card)
{
    return {{QStringLiteral("repetitions"), card.repetitions},
            {QStringLiteral("ease"), card.ease},
            {QStringLiteral("interval"), card.intervalDays},
            {QStringLiteral("due"), card.due.toString(Qt::ISODate)},
            {QStringLiteral("lapses"), card.lapses}};
}

std::optional<ReviewCard> readCard(const QJsonObject &json)
{
    ReviewCard card;
    card.repetitions = json.value(QLatin1String("repetitions")).toInt(-1);
    card.ease = json.value(QLatin1String("ease")).toDouble(0);
    card.intervalDays = json.value(QLatin1String("interval")).toInt(0);
    card.due = QDate::fromString(json.value(QLatin1String("due")).toString(), Qt::ISODate);
    card.lapses = json.value(QLatin1String("lapses")).toInt(-1);
    if (card.repetitions < 0 || card.ease < MinimumEase || card.intervalDays < 1 || !card.due.isValid()
        || card.lapses < 0)
        return std::nullopt;
    return card;
}

std::optional<Learner> readLearner(const QJsonValue &value, QString *why)
{
    const QJsonObject json = value.toObject();
    Learner learner;
    learner.id = json.value(QLatin1String("id")).toString();
    learner.name = json.value(QLatin1String("name")).toString();
    learner.lastLevel = json.value(QLatin1String("lastLevel")).toString();
    if (!value.isObject() || learner.id.isEmpty() || learner.name.trimmed().isEmpty()) {
        *why = QStringLiteral("a learner without an id or a name");
        return std::nullopt;
    }
    const std::optional<QMap<QString, int>> stars = readNumbers(json.value(QLatin1String("stars")), 1, 3);
    const std::optional<QMap<QString, int>> misses =
        readNumbers(json.value(QLatin1String("misses")), 1, std::numeric_limits<int>::max());
    if (!stars || !misses) {
        *why = QStringLiteral("the stars or misses of %1 are not numbers of the right range").arg(learner.name);
        return std::nullopt;
    }
    learner.stars = *stars;
    learner.misses = *misses;
    const QJsonObject review = json.value(QLatin1String("review")).toObject();
    for (auto it = review.begin(); it != review.end(); ++it) {
        const std::optional<ReviewCard> card = readCard(it.value().toObject());
        if (!card) {
            *why = QStringLiteral("the review of %1 by %2 is damaged").arg(it.key(), learner.name);
            return std::nullopt;
        }
        learner.review.setCard(it.key(), *card);
    }
    return learner;
}

} // namespace

Learner &ProgressBook::add(const QString &name)
{
    int number = 1;
    auto taken = [this](const QString &id) {
        return std::ranges::any_of(learners, [&id](const Learner &l) { return l.id == id; });
    };
    while (taken(QStringLiteral("learner-%1").arg(number)))
        ++number;
    Learner learner;
    learner.id = QStringLiteral("learner-%1").arg(number);
    learner.name = name;
    learners.push_back(std::move(learner));
    return learners.back();
}

void recordMiss(Learner &learner, const QString &level, bool firstOfAttempt, const QDate &today)
{
    ++learner.misses[level];
    if (firstOfAttempt)
        learner.review.answer(level, Recall::Wrong, today);
}

void recordSolved(Learner &learner, const QString &level, int stars, bool mistakes, bool hinted, const QDate &today)
{
    if (stars > learner.stars.value(level))
        learner.stars.insert(level, stars);
    if (!mistakes)
        learner.review.answer(level, hinted ? Recall::Hinted : Recall::Right, today);
}

QByteArray progressJson(const ProgressBook &book)
{
    QJsonArray learners;
    for (const Learner &learner : book.learners) {
        QJsonObject review;
        for (const auto &[item, card] : learner.review.cards())
            review.insert(item, cardJson(card));
        learners.append(QJsonObject {{QStringLiteral("id"), learner.id},
                                     {QStringLiteral("name"), learner.name},
                                     {QStringLiteral("stars"), numbers(learner.stars)},
                                     {QStringLiteral("misses"), numbers(learner.misses)},
                                     {QStringLiteral("lastLevel"), learner.lastLevel},
                                     {QStringLiteral("review"), review}});
    }
    return QJsonDocument(QJsonObject {{QStringLiteral("version"), FormatVersion},
                                      {QStringLiteral("current"), book.current},
                                      {QStringLiteral("learners"), learners}})
        .toJson();
}

std::optional<ProgressBook> readProgressJson(const QByteArray &json, QString *why)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        *why = QStringLiteral("%1 at byte %2").arg(error.errorString()).arg(error.offset);
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("version")).toInt() != FormatVersion
        || !root.value(QLatin1String("learners")).isArray()) {
        *why = QStringLiteral("not a progress file of version %1").arg(FormatVersion);
        return std::nullopt;
    }
    ProgressBook book;
    for (const QJsonValue &value : root.value(QLatin1String("learners")).toArray()) {
        std::optional<Learner> learner = readLearner(value, why);
        if (!learner)
            return std::nullopt;
        book.learners.push_back(std::move(*learner));
    }
    book.current = std::clamp(root.value(QLatin1String("current")).toInt(), 0,
                              std::max(0, static_cast<int>(book.learners.size()) - 1));
    return book;
}

ProgressLoad loadProgress(const QString &path)
{
    ProgressLoad load;
    QFile file(path);
    if (!file.exists())
        return load;
    load.existed = true;
    std::optional<ProgressBook> book;
    if (file.open(QIODevice::ReadOnly))
        book = readProgressJson(file.readAll(), &load.problem);
    else
        load.problem = file.errorString();
    file.close();
    if (book) {
        load.book = std::move(*book);
        return load;
    }
    load.keptAs = path + QStringLiteral(".unreadable-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    if (!QFile::rename(path, load.keptAs))
        load.keptAs.clear();
    return load;
}

bool saveProgress(const QString &path, const ProgressBook &book, QString *why)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    AtomicFile file(path);
    if (file.open() && file.write(progressJson(book)) && file.commit())
        return true;
    *why = file.errorString();
    return false;
}

} // namespace ferz

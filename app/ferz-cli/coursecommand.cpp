// SPDX-License-Identifier: GPL-3.0-or-later
// The rules course checked by the rules core, in every language:
//   ferz-cli course check [FOLDER]
// checks the built-in course, or the stage files of FOLDER (resources/course/ while editing it),
// prints each problem and then "stages S, levels L, errors E" as its last line, and exits with 1
// when there is an error. The texts of a folder's course are looked up in the built-in
// translations, so a text added since the last build counts as untranslated.
#include "application.h"
#include "commands.h"

#include "core/course/coursecheck.h"
#include "translations/languages.h"

#include <QTranslator>

#include <cstdio>
#include <memory>

namespace ferz::cli {

int courseCommand(const Arguments &args)
{
    if (args.empty() || args[0] != "check" || args.size() > 2) {
        std::fprintf(stderr, "usage: ferz-cli course check [FOLDER]\n");
        return 2;
    }
    const Console console;
    const CourseLoad load = loadCourse(args.size() == 2 ? QString::fromStdString(args[1]) : QStringLiteral(":/course"));

    std::vector<std::unique_ptr<QTranslator>> translators;
    std::vector<CourseLanguage> languages;
    const std::pair<const char *, NotationLanguage> codes[] = {{"en", NotationLanguage::English},
                                                               {"ru", NotationLanguage::Russian},
                                                               {"es", NotationLanguage::Spanish},
                                                               {"pt", NotationLanguage::Portuguese}};
    for (const auto &[code, letters] : codes) {
        CourseLanguage language {QString::fromLatin1(code), letters, nullptr};
        if (language.code != QLatin1String("en")) {
            translators.push_back(std::make_unique<QTranslator>());
            if (!loadFerzTranslation(*translators.back(), language.code)) {
                std::fprintf(stderr, "ferz-cli course: the %s translation is missing\n", code);
                return 2;
            }
            language.translator = translators.back().get();
        }
        languages.push_back(language);
    }
    const CourseCheck check = checkCourse(load, languages);
    for (const QString &error : check.errors)
        std::printf("%s\n", qPrintable(error));
    std::printf("stages %d, levels %d, errors %d\n", check.stages, check.levels, static_cast<int>(check.errors.size()));
    return check.errors.isEmpty() ? 0 : 1;
}

} // namespace ferz::cli

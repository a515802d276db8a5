// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "core/notation/notation.h"

#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace ferz::cli {

int finish(const char *name, int status)
{
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "ferz-cli %s: standard output: %s\n", name, std::strerror(errno));
        return 2;
    }
    return status;
}

int usageError(const char *command, const std::string &why, const char *usage)
{
    std::fprintf(stderr, "ferz-cli %s: %s\n%s\n", command, why.c_str(), usage);
    return 2;
}

std::string readOptions(const Arguments &args, const std::map<std::string, std::string *> &values,
                        const std::map<std::string, bool *> &flags, std::string *operand)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (const auto flag = flags.find(a); flag != flags.end()) {
            *flag->second = true;
        } else if (const auto value = values.find(a); value != values.end()) {
            if (i + 1 >= args.size())
                return a + " needs a value";
            *value->second = args[++i];
        } else if (operand && operand->empty() && !a.starts_with("-")) {
            *operand = a;
        } else {
            return "unexpected argument \"" + a + "\"";
        }
    }
    return {};
}

std::string formatOfName(const std::string &output, const char *named, const char *otherwise)
{
    const bool asked =
        QFileInfo(QString::fromStdString(output)).suffix().compare(QLatin1String(named), Qt::CaseInsensitive) == 0;
    return asked ? named : otherwise;
}

bool readLanguage(const std::string &name, NotationLanguage &language)
{
    static constexpr std::pair<const char *, NotationLanguage> Names[] = {
        {"en", NotationLanguage::English},
        {"ru", NotationLanguage::Russian},
        {"es", NotationLanguage::Spanish},
        {"pt", NotationLanguage::Portuguese},
    };
    for (const auto &[n, l] : Names) {
        if (name == n) {
            language = l;
            return true;
        }
    }
    return false;
}

bool readStyle(const std::string &name, NotationLanguage language, NotationStyle &style)
{
    if (name != "san" && name != "lan" && name != "figurine")
        return false;
    style = notationStyle(language, name == "lan" ? NotationForm::Long : NotationForm::Short);
    if (name == "figurine")
        style.letters = figurineStyle(NotationForm::Short).letters;
    return true;
}

} // namespace ferz::cli

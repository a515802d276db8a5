// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include <QFileInfo>

#include <cstdio>

namespace ferz::cli {

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

} // namespace ferz::cli

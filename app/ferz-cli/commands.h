// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommands of ferz-cli. Each takes the arguments after its name and returns the exit code:
// 0 success, 1 a negative answer (an error found in the input), 2 a usage or input error.
#pragma once

#include <string>
#include <vector>

namespace ferz::cli {

using Arguments = std::vector<std::string>;

int perftCommand(const Arguments &args);
int benchCommand(const Arguments &args);
int pgnCommand(const Arguments &args);

} // namespace ferz::cli

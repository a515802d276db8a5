// SPDX-License-Identifier: GPL-3.0-or-later
// ferz-cli-draw: the commands of ferz-cli that draw (export, diagram, gif), which ferz-cli runs here
// so that its other commands start without QtGui (drawing.h). ferz-cli's usage describes them.
#include "commands.h"

#include <cstdio>
#include <cstring>

namespace {

struct Command {
    const char *name;
    int (*run)(const ferz::cli::Arguments &);
};

constexpr Command Commands[] = {
    {"export", ferz::cli::exportCommand},
    {"diagram", ferz::cli::diagramCommand},
    {"gif", ferz::cli::gifCommand},
};

} // namespace

int main(int argc, char *argv[])
{
    for (const Command &c : Commands)
        if (argc >= 2 && std::strcmp(argv[1], c.name) == 0)
            return ferz::cli::finish(c.name, c.run(ferz::cli::Arguments(argv + 2, argv + argc)));
    std::fprintf(stderr, "ferz-cli-draw: ferz-cli runs this program for its commands export, diagram and gif\n");
    return 2;
}

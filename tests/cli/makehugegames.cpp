// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the games of the stress tests into a folder (they are generated, never committed):
//   makehugegames FOLDER   ->   FOLDER/long.pgn (300,000 plies), FOLDER/nested.pgn (30,000 deep)
#include "tests/core/hugegames.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace {

bool write(const std::filesystem::path &path, const std::string &text)
{
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (file)
        return true;
    std::fprintf(stderr, "makehugegames: cannot write %s\n", path.c_str());
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: makehugegames FOLDER\n");
        return 2;
    }
    const std::filesystem::path folder(argv[1]);
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        std::fprintf(stderr, "makehugegames: cannot create %s: %s\n", argv[1], error.message().c_str());
        return 1;
    }
    const bool written = write(folder / "long.pgn", ferz::test::longGameText(300000))
        && write(folder / "nested.pgn", ferz::test::nestedGameText(30000));
    return written ? 0 : 1;
}

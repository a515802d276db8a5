# SPDX-License-Identifier: GPL-3.0-or-later
# Fails on a source file over 600 lines: a file that long holds more than one job, and the way
# out is to split the job, not to raise the bound. Run with -DROOT=<source folder>.
cmake_minimum_required(VERSION 3.25)
set(limit 600)
file(GLOB_RECURSE files RELATIVE ${ROOT}
    ${ROOT}/core/*.h ${ROOT}/core/*.cpp ${ROOT}/render/*.h ${ROOT}/render/*.cpp
    ${ROOT}/export/*.h ${ROOT}/export/*.cpp ${ROOT}/ui/*.h ${ROOT}/ui/*.cpp
    ${ROOT}/app/*.h ${ROOT}/app/*.cpp ${ROOT}/tests/*.h ${ROOT}/tests/*.cpp ${ROOT}/fuzz/*.cpp)
set(problems "")
foreach(file IN LISTS files)
    file(READ ${ROOT}/${file} text)
    string(REGEX MATCHALL "\n" newlines "${text}")
    list(LENGTH newlines count)
    if(count GREATER limit)
        string(APPEND problems "  ${file}: ${count} lines\n")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "Files over ${limit} lines:\n${problems}")
endif()

# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -P expect.cmake -- STATUS N OUTPUT REGEX [ABSENT FILE] RUN COMMAND [ARG...]
# Runs COMMAND and fails unless it exits with status N, its output (stdout and stderr merged, as
# CTest merges them) matches the CMake regular expression REGEX, and FILE does not exist after it.
# CTest cannot check this itself: a test with PASS_REGULAR_EXPRESSION passes on its output
# whatever its exit status.
cmake_minimum_required(VERSION 3.25)

set(i 0)
while(i LESS CMAKE_ARGC AND NOT "${CMAKE_ARGV${i}}" STREQUAL "--")
    math(EXPR i "${i} + 1")
endwhile()
math(EXPR i "${i} + 1")
while(i LESS CMAKE_ARGC AND "${CMAKE_ARGV${i}}" MATCHES "^(STATUS|OUTPUT|ABSENT)$")
    set(key ${CMAKE_MATCH_1})
    math(EXPR i "${i} + 1")
    set(${key} "${CMAKE_ARGV${i}}")
    math(EXPR i "${i} + 1")
endwhile()
if(NOT DEFINED STATUS OR NOT DEFINED OUTPUT OR NOT "${CMAKE_ARGV${i}}" STREQUAL "RUN")
    message(FATAL_ERROR "usage: cmake -P expect.cmake -- STATUS N OUTPUT REGEX [ABSENT FILE] RUN COMMAND [ARG...]")
endif()

# The command as bracket arguments, which CMake takes literally: as a list, an argument with a
# semicolon or an unbalanced "[" (sh -c scripts have both) would be split or merged with the next.
# The newline after each opening bracket is dropped by CMake, so an argument may begin with one.
set(command "")
math(EXPR i "${i} + 1")
while(i LESS CMAKE_ARGC)
    if("${CMAKE_ARGV${i}}" MATCHES "]==]")
        message(FATAL_ERROR "expect.cmake: argument ${i} of the command holds \"]==]\"")
    endif()
    string(APPEND command " [==[\n${CMAKE_ARGV${i}}]==]")
    math(EXPR i "${i} + 1")
endwhile()

cmake_language(EVAL CODE
    "execute_process(COMMAND${command} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)")
set(faults "")
if(NOT status STREQUAL STATUS)
    string(APPEND faults "exit status ${status}, expected ${STATUS}\n")
endif()
if(NOT output MATCHES "${OUTPUT}")
    string(APPEND faults "output does not match the expected regular expression:\n${OUTPUT}\n")
endif()
if(DEFINED ABSENT AND EXISTS "${ABSENT}")
    string(APPEND faults "${ABSENT} exists, and should not\n")
endif()
if(faults)
    message(FATAL_ERROR "${faults}output:\n${output}")
endif()

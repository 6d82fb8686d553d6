# Native: the `mercato` CLI and the Catch2 tests (Catch2 v2 from Debian's catch2).
include(${PROJECT_SOURCE_DIR}/cmake/tests.cmake)

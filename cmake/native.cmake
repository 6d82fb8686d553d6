# Native: the `mercato` CLI and (unless -DMERCATO_BUILD_TESTS=OFF) the Catch2
# tests (Catch2 v2 from Debian's catch2).
include(${PROJECT_SOURCE_DIR}/cmake/cli.cmake)
if(MERCATO_BUILD_TESTS)
  include(${PROJECT_SOURCE_DIR}/cmake/tests.cmake)
endif()
# The `mercato` Python module (docs/python.md), when pybind11 is found.
include(${PROJECT_SOURCE_DIR}/cmake/python.cmake)

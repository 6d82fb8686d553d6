# Emscripten: the core tests and CLI for node. The web app is added in web_app.cmake.
include(${PROJECT_SOURCE_DIR}/cmake/cli.cmake)
include(${PROJECT_SOURCE_DIR}/cmake/server.cmake)
if(MERCATO_BUILD_TESTS)
  include(${PROJECT_SOURCE_DIR}/cmake/tests.cmake)
endif()
if(EXISTS ${PROJECT_SOURCE_DIR}/cmake/web_app.cmake)
  include(${PROJECT_SOURCE_DIR}/cmake/web_app.cmake)
endif()

# Emscripten: the core tests and CLI for node. The web app is added in web_app.cmake.
include(${PROJECT_SOURCE_DIR}/cmake/tests.cmake)
if(EXISTS ${PROJECT_SOURCE_DIR}/cmake/web_app.cmake)
  include(${PROJECT_SOURCE_DIR}/cmake/web_app.cmake)
endif()

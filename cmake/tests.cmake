# Test binaries, native and (under Emscripten) for node.
#   mercato_tests     engine, AI, conformance and every registered game's rule tests
#   tests_<id>        one game's rule tests, for every game folder
# (the `mercato` CLI is cmake/cli.cmake: it needs no Catch2)

if(EMSCRIPTEN)
  # Only Catch2's header, not the rest of /usr/include, may reach em++.
  set(CATCH_SHIM ${CMAKE_BINARY_DIR}/catch_include)
  file(MAKE_DIRECTORY ${CATCH_SHIM})
  file(CREATE_LINK /usr/include/catch2 ${CATCH_SHIM}/catch2 SYMBOLIC)
  set(CATCH_INCLUDE ${CATCH_SHIM})
else()
  find_path(CATCH_INCLUDE catch2/catch.hpp REQUIRED)
  # Debian's catch2 ships Catch.cmake (catch_discover_tests); without it, one CTest test.
  find_package(Catch2 QUIET)
  if(Catch2_FOUND)
    include(Catch)
  endif()
endif()

add_library(mercato_test_main OBJECT ${PROJECT_SOURCE_DIR}/tests/main.cpp
  ${PROJECT_SOURCE_DIR}/tests/support/conformance.cpp)
target_link_libraries(mercato_test_main PUBLIC mercato_core)
target_include_directories(mercato_test_main PUBLIC ${CATCH_INCLUDE} ${PROJECT_SOURCE_DIR}/tests)

file(GLOB ENGINE_TESTS CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/tests/engine/*.cpp
  ${PROJECT_SOURCE_DIR}/tests/ai/*.cpp
  ${PROJECT_SOURCE_DIR}/tests/session/*.cpp
  ${PROJECT_SOURCE_DIR}/tests/registry/*.cpp
  ${PROJECT_SOURCE_DIR}/tests/conformance/*.cpp
  ${PROJECT_SOURCE_DIR}/tests/lab/*.cpp
  ${PROJECT_SOURCE_DIR}/tests/web/*.cpp)
# The page's pure parts (no ImGui, no browser), tested with the core (tests/web).
set(WEB_PURE_SOURCES ${PROJECT_SOURCE_DIR}/web/app/scroll_glide.cpp)
# Each game folder's rule tests are compiled once, as objects both test binaries link:
# tests_<id> and, for a registered game, mercato_tests (compiling them twice cost a
# cold build ~60 Catch2 files, issue 37).
set(REGISTERED_GAME_TESTS)
foreach(game_id ${MERCATO_ALL_GAMES})
  file(GLOB t CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/games/${game_id}/*.cpp)
  if(t)
    add_library(tests_${game_id}_cases OBJECT ${t})
    target_link_libraries(tests_${game_id}_cases PUBLIC mercato_test_main mercato_core)
    if(game_id IN_LIST MERCATO_REGISTERED_GAMES)
      list(APPEND REGISTERED_GAME_TESTS $<TARGET_OBJECTS:tests_${game_id}_cases>)
    endif()
  endif()
endforeach()
add_executable(mercato_tests ${ENGINE_TESTS} ${REGISTERED_GAME_TESTS} ${WEB_PURE_SOURCES})
target_link_libraries(mercato_tests PRIVATE mercato_test_main mercato_core)
target_include_directories(mercato_tests PRIVATE ${PROJECT_SOURCE_DIR}/web)
mercato_node_flags(mercato_tests)

# Counts heap allocations inside ApplyAction; it replaces the global operator
# new, so it is a binary of its own (tests/perf).
if(NOT EMSCRIPTEN)
  add_executable(alloc_tests ${PROJECT_SOURCE_DIR}/tests/perf/apply_allocations_test.cpp)
  target_link_libraries(alloc_tests PRIVATE mercato_test_main mercato_core)
endif()

foreach(game_id ${MERCATO_ALL_GAMES})
  if(TARGET tests_${game_id}_cases)
    add_executable(tests_${game_id} $<TARGET_OBJECTS:tests_${game_id}_cases>)
    target_link_libraries(tests_${game_id} PRIVATE mercato_test_main mercato_core mercato_game_${game_id})
    mercato_node_flags(tests_${game_id})
  endif()
endforeach()

enable_testing()
if(EMSCRIPTEN OR NOT COMMAND catch_discover_tests)
  add_test(NAME mercato_tests COMMAND mercato_tests)
else()
  # Every Catch2 case is a CTest test of its own (ctest -R <name>, CI test reports).
  catch_discover_tests(mercato_tests)
endif()
if(TARGET mercato AND NOT EMSCRIPTEN)
  # The CLI end to end: exit codes, errors, --help of every command, determinism.
  add_test(NAME cli COMMAND ${PROJECT_SOURCE_DIR}/tests/ai/cli_test.sh $<TARGET_FILE:mercato>)
endif()

# tests/engine/views_read_no_history_test.cpp reads web/views/ (NODERAWFS under node).
target_compile_definitions(mercato_tests PRIVATE MERCATO_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

# Fuzzing (configure with -DMERCATO_FUZZ=ON; tools/fuzz does it in build/fuzz).
#   mercato_fuzz_checks   the targets' bodies (tests/fuzz/*_target.cpp), any compiler
#   fuzz_regressions      Catch2: replays tests/fuzz/corpus and tests/fuzz/regressions
#   fuzz_record, fuzz_options, fuzz_actions, fuzz_seat_state
#                         libFuzzer binaries: clang only, with MERCATO_SANITIZE=ON
#                         (ASan + UBSan, whose runtime also serves the coverage hooks)
set(MERCATO_FUZZ_DIR ${PROJECT_SOURCE_DIR}/tests/fuzz)

add_library(mercato_fuzz_checks STATIC
  ${MERCATO_FUZZ_DIR}/record_target.cpp
  ${MERCATO_FUZZ_DIR}/options_target.cpp
  ${MERCATO_FUZZ_DIR}/actions_target.cpp
  ${MERCATO_FUZZ_DIR}/seat_state_target.cpp)
target_link_libraries(mercato_fuzz_checks PUBLIC mercato_core)
target_include_directories(mercato_fuzz_checks PUBLIC ${MERCATO_FUZZ_DIR})

add_executable(fuzz_regressions ${MERCATO_FUZZ_DIR}/fuzz_regression_test.cpp)
target_link_libraries(fuzz_regressions PRIVATE mercato_test_main mercato_fuzz_checks)
target_compile_definitions(fuzz_regressions PRIVATE MERCATO_FUZZ_DIR="${MERCATO_FUZZ_DIR}")
if(COMMAND mercato_node_flags)
  mercato_node_flags(fuzz_regressions)
endif()

if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang" AND NOT EMSCRIPTEN AND MERCATO_SANITIZE)
  # Coverage feedback from everything a target reaches: every core library.
  set(instrumented mercato_engine mercato_registry mercato_ai mercato_session mercato_lab mercato_fuzz_checks)
  foreach(game_id ${MERCATO_ALL_GAMES})
    list(APPEND instrumented mercato_game_${game_id})
  endforeach()
  foreach(t ${instrumented})
    target_compile_options(${t} PRIVATE -fsanitize=fuzzer-no-link)
  endforeach()
  foreach(pair record:CheckRecordInput options:CheckOptionsInput actions:CheckActionsInput
                seat_state:CheckSeatStateInput)
    string(REPLACE ":" ";" parts ${pair})
    list(GET parts 0 name)
    list(GET parts 1 check)
    add_executable(fuzz_${name} ${MERCATO_FUZZ_DIR}/libfuzzer_entry.cpp)
    target_compile_definitions(fuzz_${name} PRIVATE MERCATO_FUZZ_CHECK=${check})
    target_compile_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
    target_link_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
    target_link_libraries(fuzz_${name} PRIVATE mercato_fuzz_checks)
  endforeach()
elseif(NOT EMSCRIPTEN)
  message(STATUS "fuzz: libFuzzer targets need clang and MERCATO_SANITIZE=ON; "
                 "building fuzz_regressions only")
endif()

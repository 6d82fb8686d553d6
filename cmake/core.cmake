# The rules core: no UI, no third-party dependency. One library per folder of
# core/, each on top of the ones before it:
#   mercato_engine       core/engine     interfaces, options, Rng, seat views (no game knowledge)
#   mercato_game_<id>    core/games/<id> one game's rules, on the engine
#   mercato_registry     core/registry   the registered games and their records
#   mercato_ai           core/ai         the computer players (bots), on the engine
#   mercato_session      core/session    a match, its replay, an online table, the secrets check
#   mercato_lab          core/lab        the designer's lab: plays many games, reports
#   mercato_core         all of the above, for the programs (web, server, CLI, Python, tests)
#
# The registry's table is generated from MERCATO_REGISTERED_GAMES (CMakeLists.txt):
# each listed game's core/games/<id>/<id>_descriptor.cpp defines
# mercato::<id>::Descriptor(), so no file outside a game's folder names it.

file(GLOB ENGINE_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/core/engine/*.cpp)
add_library(mercato_engine STATIC ${ENGINE_SOURCES})
target_include_directories(mercato_engine PUBLIC ${PROJECT_SOURCE_DIR}/core)

file(GLOB GAME_DIRS LIST_DIRECTORIES true ${PROJECT_SOURCE_DIR}/core/games/*)
set(MERCATO_ALL_GAMES)
foreach(dir ${GAME_DIRS})
  if(IS_DIRECTORY ${dir})
    get_filename_component(game_id ${dir} NAME)
    file(GLOB game_sources CONFIGURE_DEPENDS ${dir}/*.cpp)
    if(game_sources)
      add_library(mercato_game_${game_id} STATIC ${game_sources})
      target_link_libraries(mercato_game_${game_id} PUBLIC mercato_engine)
      list(APPEND MERCATO_ALL_GAMES ${game_id})
    endif()
  endif()
endforeach()

# One library for each remaining folder, linked to the layers it sits on.
function(mercato_layer name folder)
  file(GLOB sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/core/${folder}/*.cpp)
  add_library(${name} STATIC ${sources})
  target_link_libraries(${name} PUBLIC ${ARGN})
endfunction()
mercato_layer(mercato_registry registry mercato_engine)
mercato_layer(mercato_ai ai mercato_engine)
mercato_layer(mercato_session session mercato_registry mercato_ai)
mercato_layer(mercato_lab lab mercato_session)
if(NOT EMSCRIPTEN)
  find_package(Threads REQUIRED)  # the lab plays on several threads natively
  target_link_libraries(mercato_lab PUBLIC Threads::Threads)
endif()

set(MERCATO_DESCRIPTOR_DECLARATIONS "")
set(MERCATO_DESCRIPTOR_ENTRIES "")
foreach(game_id ${MERCATO_REGISTERED_GAMES})
  if(NOT EXISTS ${PROJECT_SOURCE_DIR}/core/games/${game_id}/${game_id}_descriptor.cpp)
    message(FATAL_ERROR "${game_id} is registered but core/games/${game_id}/${game_id}_descriptor.cpp "
                        "does not exist (docs/adding_a_game.md)")
  endif()
  target_link_libraries(mercato_registry PUBLIC mercato_game_${game_id})
  string(APPEND MERCATO_DESCRIPTOR_DECLARATIONS
         "namespace mercato::${game_id} {\nGameEntry Descriptor();\n}\n")
  string(APPEND MERCATO_DESCRIPTOR_ENTRIES "      ${game_id}::Descriptor(),\n")
endforeach()
configure_file(${PROJECT_SOURCE_DIR}/core/registry/registered_games.cpp.in
               ${CMAKE_BINARY_DIR}/generated/registered_games.cpp @ONLY)
target_sources(mercato_registry PRIVATE ${CMAKE_BINARY_DIR}/generated/registered_games.cpp)

add_library(mercato_core INTERFACE)
target_link_libraries(mercato_core INTERFACE mercato_lab)

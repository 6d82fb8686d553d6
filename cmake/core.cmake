# The rules core: no UI, no third-party dependency.
#   mercato_engine       interfaces, options, Rng, JSON writer (no game knowledge)
#   mercato_game_<id>    one library per folder in core/games
#   mercato_core         registry, records, computer players: everything above
#
# The registry's table is generated from MERCATO_REGISTERED_GAMES (CMakeLists.txt):
# each listed game's core/games/<id>/<id>_descriptor.cpp defines
# mercato::<id>::Descriptor(), so no engine file names a game.

file(GLOB ENGINE_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/core/engine/*.cpp)
list(REMOVE_ITEM ENGINE_SOURCES
  ${PROJECT_SOURCE_DIR}/core/engine/registry.cpp
  ${PROJECT_SOURCE_DIR}/core/engine/record.cpp)
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

file(GLOB AI_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/core/ai/*.cpp)
# The designer's lab (statistics, reports): plays games, so it sits on top.
file(GLOB LAB_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/core/lab/*.cpp)
add_library(mercato_core STATIC
  ${PROJECT_SOURCE_DIR}/core/engine/registry.cpp
  ${PROJECT_SOURCE_DIR}/core/engine/record.cpp
  ${AI_SOURCES} ${LAB_SOURCES})
target_link_libraries(mercato_core PUBLIC mercato_engine)
if(NOT EMSCRIPTEN)
  find_package(Threads REQUIRED)  # the lab plays on several threads natively
  target_link_libraries(mercato_core PUBLIC Threads::Threads)
endif()
set(MERCATO_DESCRIPTOR_DECLARATIONS "")
set(MERCATO_DESCRIPTOR_ENTRIES "")
foreach(game_id ${MERCATO_REGISTERED_GAMES})
  if(NOT EXISTS ${PROJECT_SOURCE_DIR}/core/games/${game_id}/${game_id}_descriptor.cpp)
    message(FATAL_ERROR "${game_id} is registered but core/games/${game_id}/${game_id}_descriptor.cpp "
                        "does not exist (docs/adding_a_game.md)")
  endif()
  target_link_libraries(mercato_core PUBLIC mercato_game_${game_id})
  string(APPEND MERCATO_DESCRIPTOR_DECLARATIONS
         "namespace mercato::${game_id} {\nGameEntry Descriptor();\n}\n")
  string(APPEND MERCATO_DESCRIPTOR_ENTRIES "      ${game_id}::Descriptor(),\n")
endforeach()
configure_file(${PROJECT_SOURCE_DIR}/core/engine/registered_games.cpp.in
               ${CMAKE_BINARY_DIR}/generated/registered_games.cpp @ONLY)
target_sources(mercato_core PRIVATE ${CMAKE_BINARY_DIR}/generated/registered_games.cpp)

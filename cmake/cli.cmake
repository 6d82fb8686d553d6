# The `mercato` command-line tool (cli): natively, and under Emscripten as
# mercato.js for node. It needs only the core (no Catch2), so it builds with
# -DMERCATO_BUILD_TESTS=OFF too; `cmake --install` puts it in bin/.

# Link flags for programs run by node (the CLI and the tests under Emscripten).
function(mercato_node_flags target)
  if(EMSCRIPTEN)
    target_link_options(${target} PRIVATE -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1
                        -sEXIT_RUNTIME=1 -sENVIRONMENT=node -sTOTAL_STACK=1048576)
  endif()
endfunction()

file(GLOB CLI_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/cli/*.cpp)
if(CLI_SOURCES)
  add_executable(mercato ${CLI_SOURCES})
  target_link_libraries(mercato PRIVATE mercato_core)
  target_compile_definitions(mercato PRIVATE MERCATO_VERSION="${PROJECT_VERSION}")
  if(NOT EMSCRIPTEN)
    find_package(Threads REQUIRED)
    target_link_libraries(mercato PRIVATE Threads::Threads)
    install(TARGETS mercato RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
  mercato_node_flags(mercato)
endif()

# The online tables' core for node (issue 19; server/ loads it): OnlineTable
# behind server/core/table_core.cpp's C interface, as a MODULARIZE'd module
# build/wasm/bin/mercato_table_core.js (+ .wasm). No SDL, no ImGui.

# A core module for node: `target` linked to the core as a MODULARIZE'd
# Emscripten module whose factory is `export_name` (also cmake/peer.cmake's).
function(mercato_node_module target export_name)
  target_link_libraries(${target} PRIVATE mercato_core)
  target_compile_options(${target} PRIVATE -fno-exceptions)
  target_link_options(${target} PRIVATE
    -sMODULARIZE=1
    -sEXPORT_NAME=${export_name}
    -sENVIRONMENT=node
    -sALLOW_MEMORY_GROWTH=1
    -sTOTAL_STACK=1048576
    -sEXIT_RUNTIME=0
    -sDISABLE_EXCEPTION_CATCHING=1
    -sEXPORTED_FUNCTIONS=_malloc,_free
    -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8)
endfunction()

add_executable(mercato_table_core ${PROJECT_SOURCE_DIR}/server/core/table_core.cpp)
mercato_node_module(mercato_table_core createTableCore)

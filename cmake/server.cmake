# The online tables' core for node (issue 19; server/ loads it): OnlineTable
# behind server/core/table_core.cpp's C interface, as a MODULARIZE'd module
# build/wasm/bin/mercato_table_core.js (+ .wasm). No SDL, no ImGui.
add_executable(mercato_table_core ${PROJECT_SOURCE_DIR}/server/core/table_core.cpp)
target_link_libraries(mercato_table_core PRIVATE mercato_core)
target_compile_options(mercato_table_core PRIVATE -fno-exceptions)
target_link_options(mercato_table_core PRIVATE
  -sMODULARIZE=1
  -sEXPORT_NAME=createTableCore
  -sENVIRONMENT=node
  -sALLOW_MEMORY_GROWTH=1
  -sTOTAL_STACK=1048576
  -sEXIT_RUNTIME=0
  -sDISABLE_EXCEPTION_CATCHING=1
  -sEXPORTED_FUNCTIONS=_malloc,_free
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8)

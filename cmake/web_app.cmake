# The web app (Emscripten only): SDL2 + WebGL2 + Dear ImGui 1.86 around the core.
#
# Inputs prepared by tools/bootstrap (never committed):
#   .cache/imgui        ImGui 1.86 sources from Debian's `imgui` source package
#   .cache/sdl2-wasm    SDL2 2.26.5 built for wasm from Debian's `libsdl2` source package
# Output (MERCATO_WEB_OUTPUT_DIR, default <build>/web):
#   index.html (shell.html), mercato.js, mercato.wasm, mercato.data (the font), assets/,
#   and from cmake/web_site.cmake: page/*.js, manifest.webmanifest, sw.js, mercato-offline.html
include(${PROJECT_SOURCE_DIR}/cmake/web_options.cmake)

set(MERCATO_IMGUI_DIR ${PROJECT_SOURCE_DIR}/.cache/imgui CACHE PATH "ImGui 1.86 sources")
set(MERCATO_SDL2_WASM_DIR ${PROJECT_SOURCE_DIR}/.cache/sdl2-wasm CACHE PATH "SDL2 built for wasm")
set(MERCATO_FONT_CACHE ${PROJECT_SOURCE_DIR}/.cache/fonts CACHE PATH "Subset fonts by content hash")
set(MERCATO_WEB_OUTPUT_DIR ${CMAKE_BINARY_DIR}/web CACHE PATH "Where the served page lands")
if(NOT EXISTS ${MERCATO_IMGUI_DIR}/imgui.cpp OR NOT EXISTS ${MERCATO_SDL2_WASM_DIR}/lib/libSDL2.a)
  message(FATAL_ERROR "ImGui sources or SDL2 for wasm are missing: run ./tools/bootstrap")
endif()

if(CMAKE_BUILD_TYPE STREQUAL "Debug")
  set(web_codegen ${MERCATO_WEB_DEBUG_OPTIONS})
  set(web_link_codegen ${MERCATO_WEB_DEBUG_LINK_OPTIONS})
else()
  set(web_codegen ${MERCATO_WEB_RELEASE_OPTIONS})
  set(web_link_codegen ${MERCATO_WEB_RELEASE_LINK_OPTIONS})
endif()

# ---------------------------------------------------------------- SDL2 + ImGui
add_library(mercato_sdl2 STATIC IMPORTED)
set_target_properties(mercato_sdl2 PROPERTIES
  IMPORTED_LOCATION ${MERCATO_SDL2_WASM_DIR}/lib/libSDL2.a
  INTERFACE_INCLUDE_DIRECTORIES ${MERCATO_SDL2_WASM_DIR}/include/SDL2)

# imgui_draw.cpp with a hook in ImFont::FindGlyph: the app hears of every
# character drawn that the atlas lacks (tools/imgui_glyph_hook.py, docs/fonts.md).
find_program(MERCATO_SYSTEM_PYTHON NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
set(imgui_draw_hooked ${CMAKE_BINARY_DIR}/imgui_hooked/imgui_draw.cpp)
add_custom_command(OUTPUT ${imgui_draw_hooked}
  COMMAND ${MERCATO_SYSTEM_PYTHON} ${PROJECT_SOURCE_DIR}/tools/imgui_glyph_hook.py
          --imgui ${MERCATO_IMGUI_DIR}/imgui_draw.cpp --out ${imgui_draw_hooked}
  DEPENDS ${MERCATO_IMGUI_DIR}/imgui_draw.cpp ${PROJECT_SOURCE_DIR}/tools/imgui_glyph_hook.py
  COMMENT "imgui_draw.cpp with the missing-glyph hook"
  VERBATIM)
add_library(mercato_imgui STATIC
  ${MERCATO_IMGUI_DIR}/imgui.cpp
  ${imgui_draw_hooked}
  ${MERCATO_IMGUI_DIR}/imgui_tables.cpp
  ${MERCATO_IMGUI_DIR}/imgui_widgets.cpp
  ${MERCATO_IMGUI_DIR}/backends/imgui_impl_sdl.cpp
  ${MERCATO_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(mercato_imgui SYSTEM PUBLIC ${MERCATO_IMGUI_DIR} ${MERCATO_IMGUI_DIR}/backends)
# 32-bit indices: a big table's frame draws over 65,535 vertices in one list, and WebGL
# has no base vertex to split it (the end screen's wedge, issue 38; WebGL 1 gets
# OES_element_index_uint from Emscripten).
target_compile_definitions(mercato_imgui PUBLIC IMGUI_IMPL_OPENGL_ES3 IMGUI_DISABLE_OBSOLETE_FUNCTIONS ImDrawIdx=ImU32)
target_compile_options(mercato_imgui PRIVATE ${MERCATO_WEB_COMPILE_OPTIONS} ${web_codegen})
target_link_libraries(mercato_imgui PUBLIC mercato_sdl2)
# Dear ImGui's files as they ship, each on its own (their static helpers share names).
set_target_properties(mercato_imgui PROPERTIES UNITY_BUILD OFF)

# ---------------------------------------------------------------- the drawing kit
file(GLOB DRAW_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/draw/*.cpp)
add_library(mercato_draw STATIC ${DRAW_SOURCES})
target_include_directories(mercato_draw PUBLIC ${PROJECT_SOURCE_DIR}/web)
target_compile_options(mercato_draw PRIVATE ${MERCATO_WEB_COMPILE_OPTIONS} ${web_codegen})
target_link_libraries(mercato_draw PUBLIC mercato_imgui)

# ---------------------------------------------------------------- the app
file(GLOB APP_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/app/*.cpp
     ${PROJECT_SOURCE_DIR}/web/bridge*.cpp)
set(VIEW_SOURCES ${PROJECT_SOURCE_DIR}/web/views/views.cpp
    ${PROJECT_SOURCE_DIR}/web/views/seat_sentence.cpp
    ${PROJECT_SOURCE_DIR}/web/views/event_line.cpp
    ${PROJECT_SOURCE_DIR}/web/views/why_not.cpp)
# Each registered game's web registration, web/views/<id>_view_descriptor.cpp
# (views/view_descriptor.h), listed in the generated ViewDescriptors(). A
# registered game without one is still playable: the app falls back to a
# generic table (web/app/generic_view.cpp).
set(MERCATO_VIEW_DECLARATIONS "")
set(MERCATO_VIEW_ENTRIES "")
foreach(id ${MERCATO_REGISTERED_GAMES})
  if(EXISTS ${PROJECT_SOURCE_DIR}/web/views/${id}_view_descriptor.cpp)
    file(GLOB v CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/views/${id}_view*.cpp)
    list(APPEND VIEW_SOURCES ${v})
    string(APPEND MERCATO_VIEW_DECLARATIONS
           "namespace mercato::web::views::${id} {\nViewDescriptor Descriptor();\n}\n")
    string(APPEND MERCATO_VIEW_ENTRIES "      views::${id}::Descriptor(),\n")
  else()
    message(STATUS "web: ${id} is registered but web/views/${id}_view_descriptor.cpp does not exist yet: generic table")
  endif()
endforeach()
configure_file(${PROJECT_SOURCE_DIR}/web/views/registered_views.cpp.in
               ${CMAKE_BINARY_DIR}/generated/registered_views.cpp @ONLY)
list(APPEND VIEW_SOURCES ${CMAKE_BINARY_DIR}/generated/registered_views.cpp)
# A view draws its seat view (core/engine/seat_view.h), never a State: every
# game's state header refuses a file compiled with MERCATO_VIEW_TU (issue 17).
set_source_files_properties(${VIEW_SOURCES} PROPERTIES COMPILE_DEFINITIONS MERCATO_VIEW_TU)

# The app's objects, linked twice: the served page (mercato_web) and the
# one-file offline page (mercato_offline, cmake/web_site.cmake).
add_library(mercato_app OBJECT ${PROJECT_SOURCE_DIR}/web/main.cpp ${APP_SOURCES} ${VIEW_SOURCES})
target_include_directories(mercato_app PRIVATE ${PROJECT_SOURCE_DIR}/web ${PROJECT_SOURCE_DIR}/core)
target_compile_definitions(mercato_app PRIVATE MERCATO_VERSION="${PROJECT_VERSION}")
target_compile_options(mercato_app PRIVATE ${MERCATO_WEB_COMPILE_OPTIONS} ${web_codegen})
target_link_libraries(mercato_app PRIVATE mercato_core mercato_draw mercato_imgui mercato_sdl2)
# The views stay out of the unity batches (CMake leaves out a source with its own
# COMPILE_DEFINITIONS): each is compiled alone with MERCATO_VIEW_TU, so the guard
# above sees what that one file includes. The app's other files are batched.

add_executable(mercato_web $<TARGET_OBJECTS:mercato_app>)
set_target_properties(mercato_web PROPERTIES
  OUTPUT_NAME mercato SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${MERCATO_WEB_OUTPUT_DIR})
target_link_libraries(mercato_web PRIVATE mercato_core mercato_draw mercato_imgui mercato_sdl2)

# The UI font: Noto Sans CJK JP cut to ASCII + every non-ASCII character in web/ and
# core/ sources (cached by content hash), preloaded into the page as mercato.data.
# Other characters (people's names) the browser draws into the atlas when first
# drawn (web/app/extra_glyphs.cpp): no font bytes more.
set(MERCATO_UI_FONT ${CMAKE_BINARY_DIR}/font/ui.otf)
add_custom_target(mercato_font
  COMMAND ${MERCATO_SYSTEM_PYTHON} ${PROJECT_SOURCE_DIR}/tools/subset_font.py
          --out ${MERCATO_UI_FONT} --cache ${MERCATO_FONT_CACHE}
          --scan ${PROJECT_SOURCE_DIR}/web ${PROJECT_SOURCE_DIR}/core
  BYPRODUCTS ${MERCATO_UI_FONT}
  COMMENT "Font subset for the UI"
  VERBATIM)
add_dependencies(mercato_web mercato_font)

target_link_options(mercato_web PRIVATE ${MERCATO_WEB_LINK_OPTIONS} ${web_link_codegen}
  "SHELL:--preload-file ${MERCATO_UI_FONT}@/assets/ui.otf")
set_property(TARGET mercato_web APPEND PROPERTY LINK_DEPENDS ${MERCATO_UI_FONT})

# The page around the canvas and the static assets.
add_custom_command(OUTPUT ${MERCATO_WEB_OUTPUT_DIR}/index.html
  COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/shell.html ${MERCATO_WEB_OUTPUT_DIR}/index.html
  DEPENDS ${PROJECT_SOURCE_DIR}/shell.html
  COMMENT "index.html from shell.html")
file(GLOB STATIC_ASSETS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/*)
set(copied_assets)
foreach(asset ${STATIC_ASSETS})
  get_filename_component(name ${asset} NAME)
  add_custom_command(OUTPUT ${MERCATO_WEB_OUTPUT_DIR}/assets/${name}
    COMMAND ${CMAKE_COMMAND} -E copy ${asset} ${MERCATO_WEB_OUTPUT_DIR}/assets/${name}
    DEPENDS ${asset})
  list(APPEND copied_assets ${MERCATO_WEB_OUTPUT_DIR}/assets/${name})
endforeach()
add_custom_target(mercato_page ALL DEPENDS ${MERCATO_WEB_OUTPUT_DIR}/index.html ${copied_assets})
add_dependencies(mercato_web mercato_page)

# Offline page, manifest, service worker: cmake/web_site.cmake.
include(${PROJECT_SOURCE_DIR}/cmake/web_site.cmake)

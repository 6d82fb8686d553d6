# What turns build/web into a site beyond the app itself (included by web_app.cmake):
#   page/*.js              the page's helpers (URL parameters, the link to a host page, online tables)
#   page/npm/*.js          npm code the page loads for online tables (colyseus.js, qrcode-generator),
#                          copied from .cache/npm (tools/bootstrap installs it; never committed)
#   manifest.webmanifest   installable as an app (icons in assets/: SVG, and PNG rendered from it)
#   mercato-mount.js       for publishers: mount(element, params) makes the iframe
#   mercato.d.ts           types of the page API and of every postMessage (tools/check_types)
#   mercato-offline.html   the whole app in one file for file:// (-sSINGLE_FILE=1, font embedded)
#   sw.js                  a service worker precaching every served file by content hash
# `mercato_site` builds all of it; tools/play and tools/test build that target.

# ---------------------------------------------------------------- page helpers, manifest
file(GLOB PAGE_SCRIPTS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/page/*.js)
set(site_copies)
foreach(script ${PAGE_SCRIPTS})
  get_filename_component(name ${script} NAME)
  add_custom_command(OUTPUT ${MERCATO_WEB_OUTPUT_DIR}/page/${name}
    COMMAND ${CMAKE_COMMAND} -E copy ${script} ${MERCATO_WEB_OUTPUT_DIR}/page/${name}
    DEPENDS ${script})
  list(APPEND site_copies ${MERCATO_WEB_OUTPUT_DIR}/page/${name})
endforeach()
# Browser builds of npm packages, as their packages ship them (page/online.js loads them).
set(MERCATO_NPM_MODULES ${PROJECT_SOURCE_DIR}/.cache/npm/node_modules CACHE PATH "npm packages (tools/bootstrap)")
foreach(file colyseus.js/dist/colyseus.js qrcode-generator/dist/qrcode.js)
  get_filename_component(name ${file} NAME)
  if(NOT EXISTS ${MERCATO_NPM_MODULES}/${file})
    message(FATAL_ERROR "${MERCATO_NPM_MODULES}/${file} is missing: run ./tools/bootstrap")
  endif()
  add_custom_command(OUTPUT ${MERCATO_WEB_OUTPUT_DIR}/page/npm/${name}
    COMMAND ${CMAKE_COMMAND} -E copy ${MERCATO_NPM_MODULES}/${file} ${MERCATO_WEB_OUTPUT_DIR}/page/npm/${name}
    DEPENDS ${MERCATO_NPM_MODULES}/${file})
  list(APPEND site_copies ${MERCATO_WEB_OUTPUT_DIR}/page/npm/${name})
endforeach()
# The API's types name the registered games (GameId), from the one list.
set(MERCATO_GAME_ID_UNION "")
foreach(game_id ${MERCATO_REGISTERED_GAMES})
  if(MERCATO_GAME_ID_UNION)
    string(APPEND MERCATO_GAME_ID_UNION " | ")
  endif()
  string(APPEND MERCATO_GAME_ID_UNION "'${game_id}'")
endforeach()
configure_file(${PROJECT_SOURCE_DIR}/web/site/mercato.d.ts.in ${MERCATO_WEB_OUTPUT_DIR}/mercato.d.ts @ONLY)
foreach(name manifest.webmanifest mercato-mount.js)
  add_custom_command(OUTPUT ${MERCATO_WEB_OUTPUT_DIR}/${name}
    COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/web/site/${name} ${MERCATO_WEB_OUTPUT_DIR}/${name}
    DEPENDS ${PROJECT_SOURCE_DIR}/web/site/${name})
  list(APPEND site_copies ${MERCATO_WEB_OUTPUT_DIR}/${name})
endforeach()
# PNG icons (iOS home screen, launchers without SVG), rendered from assets/icon.svg
# by rsvg-convert (Debian librsvg2-bin, installed by tools/bootstrap).
find_program(MERCATO_RSVG_CONVERT rsvg-convert)
if(NOT MERCATO_RSVG_CONVERT)
  message(FATAL_ERROR "rsvg-convert is missing (Debian librsvg2-bin): run ./tools/bootstrap")
endif()
set(icon_pngs)
foreach(size 180 192 512)
  set(png ${MERCATO_WEB_OUTPUT_DIR}/assets/icon-${size}.png)
  add_custom_command(OUTPUT ${png}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${MERCATO_WEB_OUTPUT_DIR}/assets
    COMMAND ${MERCATO_RSVG_CONVERT} --width ${size} --height ${size} --format png
            --output ${png} ${PROJECT_SOURCE_DIR}/assets/icon.svg
    DEPENDS ${PROJECT_SOURCE_DIR}/assets/icon.svg
    COMMENT "icon-${size}.png from assets/icon.svg"
    VERBATIM)
  list(APPEND icon_pngs ${png})
endforeach()
add_custom_target(mercato_site_files DEPENDS ${site_copies} ${icon_pngs})
add_dependencies(mercato_web mercato_site_files)

# ---------------------------------------------------------------- the one-file offline page
# The same objects as mercato_web, linked with the wasm inlined as base64 and the
# font embedded in the wasm's data instead of a separate mercato.data.
add_executable(mercato_offline $<TARGET_OBJECTS:mercato_app>)
set_target_properties(mercato_offline PROPERTIES
  OUTPUT_NAME mercato-offline SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/offline)
target_link_libraries(mercato_offline PRIVATE mercato_core mercato_draw mercato_imgui mercato_sdl2)
target_link_options(mercato_offline PRIVATE ${MERCATO_WEB_LINK_OPTIONS} ${web_link_codegen}
  -sSINGLE_FILE=1 "SHELL:--embed-file ${MERCATO_UI_FONT}@/assets/ui.otf")
set_property(TARGET mercato_offline APPEND PROPERTY LINK_DEPENDS ${MERCATO_UI_FONT})
add_dependencies(mercato_offline mercato_font)

set(offline_page ${MERCATO_WEB_OUTPUT_DIR}/mercato-offline.html)
add_custom_command(OUTPUT ${offline_page}
  COMMAND ${MERCATO_SYSTEM_PYTHON} ${PROJECT_SOURCE_DIR}/tools/offline_page.py
          --shell ${PROJECT_SOURCE_DIR}/shell.html --root ${PROJECT_SOURCE_DIR}/web
          --favicon ${PROJECT_SOURCE_DIR}/assets/favicon.svg
          --js $<TARGET_FILE:mercato_offline> --out ${offline_page}
  DEPENDS mercato_offline $<TARGET_FILE:mercato_offline> ${PROJECT_SOURCE_DIR}/shell.html
          ${PAGE_SCRIPTS} ${PROJECT_SOURCE_DIR}/assets/favicon.svg
          ${PROJECT_SOURCE_DIR}/tools/offline_page.py
  COMMENT "mercato-offline.html (one file, works from file://)"
  VERBATIM)

# ---------------------------------------------------------------- service worker
# Always regenerated (cheap): its file list and version are the content hashes of
# what is in the output directory now, so any new build invalidates old caches.
set(sw_template ${PROJECT_SOURCE_DIR}/web/site/sw.js)
add_custom_target(mercato_site ALL
  COMMAND ${MERCATO_SYSTEM_PYTHON} ${PROJECT_SOURCE_DIR}/tools/precache_list.py
          --dir ${MERCATO_WEB_OUTPUT_DIR} --template ${sw_template}
          --out ${MERCATO_WEB_OUTPUT_DIR}/sw.js --exclude mercato-offline.html
  DEPENDS ${offline_page} ${sw_template} ${PROJECT_SOURCE_DIR}/tools/precache_list.py
  COMMENT "sw.js with the precache list"
  VERBATIM)
add_dependencies(mercato_site mercato_web mercato_page mercato_site_files)

# ---------------------------------------------------------------- install
# `cmake --install build/wasm --prefix DIR` puts the whole site in DIR/share/mercato/web
# (serve that folder as it is).
install(DIRECTORY ${MERCATO_WEB_OUTPUT_DIR}/ DESTINATION ${CMAKE_INSTALL_DATADIR}/mercato/web)

# Every emcc flag of the web app, in one place (Emscripten 3.1.6 from Debian).
#
# Facts this file relies on (see ../shared/TOOLCHAIN.md, verified on Debian 12):
#  - Emscripten's port cache is frozen, so -sUSE_SDL=2 cannot be used: SDL2 2.26.5 is
#    built from Debian's source package by tools/bootstrap into .cache/sdl2-wasm.
#  - Linking to .html at -O1+ crashes in the HTML minifier: we link to mercato.js and
#    ship our own shell.html as index.html, and still pass -sMINIFY_HTML=0 to be safe.
#  - Exceptions are off: the core never throws, and the app does not either.

# Compile flags for the app's own sources, ImGui and the game views.
# (RTTI stays on: game views may dynamic_cast the State to their own class.)
set(MERCATO_WEB_COMPILE_OPTIONS -fno-exceptions)

# Release vs debug code generation.
set(MERCATO_WEB_RELEASE_OPTIONS -O2)
set(MERCATO_WEB_DEBUG_OPTIONS -O0 -g)

# Link flags of the page (build/web/mercato.js + mercato.wasm + mercato.data).
set(MERCATO_WEB_LINK_OPTIONS
  -sENVIRONMENT=web
  -sUSE_WEBGL2=1
  -sMIN_WEBGL_VERSION=1
  -sMAX_WEBGL_VERSION=2
  -sALLOW_MEMORY_GROWTH=1
  -sINITIAL_MEMORY=64MB
  -sTOTAL_STACK=1048576
  -sMINIFY_HTML=0
  -sEXIT_RUNTIME=0
  -sDISABLE_EXCEPTION_CATCHING=1
  # The page's glue (shell.html) calls the bridge through ccall/cwrap.
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString
  -sEXPORTED_FUNCTIONS=_main,_malloc,_free
  # Errors and aborts reach the page's error box instead of a silent console.
  -sASSERTIONS=0
)
set(MERCATO_WEB_RELEASE_LINK_OPTIONS -O2)
set(MERCATO_WEB_DEBUG_LINK_OPTIONS -O0 -g -sASSERTIONS=1)

# Mercato's core as position values for a peer's all-seeing search (issue 42,
# part 4; tools/peer): tools/peer/peer_core.cpp's C interface as a MODULARIZE'd
# module build/wasm/bin/mercato_peer_core.js (+ .wasm). Not part of `all`, nor of
# ./tools/test: tools/peer/rate builds it.
add_executable(mercato_peer_core EXCLUDE_FROM_ALL ${PROJECT_SOURCE_DIR}/tools/peer/peer_core.cpp)
mercato_node_module(mercato_peer_core createPeerCore)

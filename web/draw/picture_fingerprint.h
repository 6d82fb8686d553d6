// A frame's picture, as a number: two frames with the same draw data (every
// vertex, index, clip rectangle and texture), the same framebuffer and the same
// font atlas draw the same pixels, so the second need not be rasterised at all.
// In headless Chromium WebGL is drawn in software (SwiftShader): a table's frame
// costs ~200 ms of CPU to rasterise and ~10 ms to build, and most frames an idle
// page or a test asks for (the ones after a call, the heartbeat) show nothing new
// (issue 37). On a phone it is battery.
#pragma once

#include <cstdint>

struct ImDrawData;

namespace mercato::web::draw {

// 64-bit fingerprint of everything RenderDrawData reads, plus the framebuffer's
// size and a version of the textures it samples (bumped when the font atlas changes).
uint64_t PictureFingerprint(const ImDrawData& data, int framebuffer_w, int framebuffer_h,
                            uint64_t texture_version);

}  // namespace mercato::web::draw

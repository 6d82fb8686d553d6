#include "draw/picture_fingerprint.h"

#include <cstring>

#include "imgui.h"

namespace mercato::web::draw {

namespace {

// A multiply-xorshift mix, eight bytes at a time: a 57,000-vertex table (1.5 MB
// of vertices and indices) takes well under a millisecond in wasm.
struct Mixer {
  uint64_t h = 0x243F6A8885A308D3ull;
  void Word(uint64_t w) {
    h = (h ^ w) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  }
  void Bytes(const void* data, size_t size) {
    const unsigned char* p = static_cast<const unsigned char*>(data);
    Word(size);
    for (; size >= 8; p += 8, size -= 8) {
      uint64_t w;
      std::memcpy(&w, p, 8);
      Word(w);
    }
    uint64_t tail = 0;
    std::memcpy(&tail, p, size);
    Word(tail);
  }
  void Float(float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    Word(bits);
  }
};

}  // namespace

uint64_t PictureFingerprint(const ImDrawData& data, int framebuffer_w, int framebuffer_h,
                            uint64_t texture_version) {
  Mixer m;
  m.Word(uint64_t(uint32_t(framebuffer_w)) << 32 | uint32_t(framebuffer_h));
  m.Word(texture_version);
  m.Float(data.DisplayPos.x);
  m.Float(data.DisplayPos.y);
  m.Float(data.DisplaySize.x);
  m.Float(data.DisplaySize.y);
  m.Float(data.FramebufferScale.x);
  m.Float(data.FramebufferScale.y);
  m.Word(uint64_t(data.CmdListsCount));
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    m.Bytes(list.VtxBuffer.Data, size_t(list.VtxBuffer.Size) * sizeof(ImDrawVert));
    m.Bytes(list.IdxBuffer.Data, size_t(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
    m.Word(uint64_t(list.CmdBuffer.Size));
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      m.Float(cmd.ClipRect.x);
      m.Float(cmd.ClipRect.y);
      m.Float(cmd.ClipRect.z);
      m.Float(cmd.ClipRect.w);
      m.Word(uint64_t(reinterpret_cast<uintptr_t>(cmd.TextureId)));
      m.Word(uint64_t(cmd.VtxOffset) << 32 | cmd.IdxOffset);
      m.Word(cmd.ElemCount);
      // A callback (ImGui's own: reset the render state) draws nothing itself;
      // which one it is matters.
      m.Word(uint64_t(reinterpret_cast<uintptr_t>(cmd.UserCallback)));
    }
  }
  return m.h;
}

}  // namespace mercato::web::draw

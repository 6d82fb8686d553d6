#include "record_file.h"

#include <fstream>
#include <sys/stat.h>

#include "registry/record.h"

namespace mercato::cli {

StatusOr<std::string> ReadRecordFile(const std::string& path) {
  struct stat info {};
  if (stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
      uint64_t(info.st_size) > kMaxRecordBytes) {
    return RecordTooLarge(size_t(info.st_size));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::Error("cannot read '" + path + "'");
  // Devices and pipes have no size: read one byte past the limit at most.
  std::string text(kMaxRecordBytes + 1, '\0');
  in.read(text.data(), std::streamsize(text.size()));
  text.resize(size_t(in.gcount()));
  if (text.size() > kMaxRecordBytes) return RecordTooLarge(text.size());
  if (in.bad()) return Status::Error("cannot read '" + path + "'");
  return text;
}

}  // namespace mercato::cli

#!/usr/bin/python3
"""Cuts Noto Sans CJK JP down to the characters the UI can show.

Kept: printable ASCII, the Latin-1 punctuation the UI uses, hiragana and katakana,
and every non-ASCII character found in the sources under --scan (so any
Tr(lang, "en", "日本語") string gets its glyphs). Any other character (people's
names) the browser draws into the atlas when it is first drawn (docs/fonts.md).
The result is cached under --cache by a hash of the character set and the font,
and --out is rewritten only when its content changes (so the link step reruns
only when a new character appears).
"""
import argparse
import hashlib
import os
import shutil
import subprocess
import sys

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FONT_NUMBER = 0  # Noto Sans CJK JP inside the collection
SOURCE_SUFFIXES = (".h", ".hpp", ".cpp", ".cc", ".inc")


def base_characters():
    chars = {chr(c) for c in range(0x20, 0x7F)}
    chars.update(chr(c) for c in range(0x3040, 0x3100))  # hiragana, katakana
    chars.update("、。「」『』（）・ー〜！？：　×÷…–—‘’“”•→←↑↓★☆●○■□▲△◆◇♥✓✗")
    return chars


def source_characters(roots):
    chars = set()
    for root in roots:
        for folder, _, files in os.walk(root):
            for name in files:
                if name.endswith(SOURCE_SUFFIXES):
                    with open(os.path.join(folder, name), encoding="utf-8", errors="ignore") as f:
                        chars.update(c for c in f.read() if ord(c) > 0x7E)
    return chars


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--cache", required=True)
    parser.add_argument("--scan", nargs="+", default=[])
    parser.add_argument("--font", default=FONT)
    args = parser.parse_args()

    chars = base_characters() | source_characters(args.scan)
    chars = {c for c in chars if c.isprintable() or c == "\u3000"}
    text = "".join(sorted(chars))
    stat = os.stat(args.font)
    key = hashlib.sha256(
        f"{text}|{args.font}|{stat.st_size}|{FONT_NUMBER}|v1".encode("utf-8")).hexdigest()[:16]
    os.makedirs(args.cache, exist_ok=True)
    cached = os.path.join(args.cache, f"ui-{key}.otf")
    if not os.path.exists(cached):
        unicodes = ",".join(f"U+{ord(c):04X}" for c in sorted(chars))
        # Its own temporary name: two builds (worktrees sharing .cache) may subset at once.
        tmp = f"{cached}.{os.getpid()}.tmp"
        cmd = ["pyftsubset", args.font, f"--font-number={FONT_NUMBER}", f"--unicodes={unicodes}",
               f"--output-file={tmp}", "--no-hinting", "--desubroutinize",
               "--layout-features=kern,palt", "--name-IDs=*", "--name-languages=*"]
        subprocess.run(cmd, check=True)
        os.replace(tmp, cached)
        print(f"font subset: {len(chars)} characters -> {os.path.getsize(cached)} bytes", file=sys.stderr)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(cached, "rb") as f:
        new = f.read()
    if os.path.exists(args.out):
        with open(args.out, "rb") as f:
            if f.read() == new:
                return 0
    shutil.copyfile(cached, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the service worker (sw.js) with the list of files it precaches.

Every file of the output directory (but sw.js itself and --exclude'd ones) is
listed with a content hash; the cache's version is a hash of that list, so any
rebuilt file gives a new sw.js, which makes browsers install it and drop the
old cache. The template's `/*@PRECACHE@*/[]` and `@VERSION@` are replaced.

  precache_list.py --dir build/web --template web/site/sw.js --out build/web/sw.js \
                   --exclude mercato-offline.html
"""
import argparse
import hashlib
import json
import os
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", required=True)
    parser.add_argument("--template", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--exclude", action="append", default=[])
    args = parser.parse_args()

    skip = set(args.exclude) | {os.path.basename(args.out)}
    files = []
    for folder, dirs, names in os.walk(args.dir):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, args.dir).replace(os.sep, "/")
            if rel in skip or name.endswith(".tmp"):
                continue
            with open(path, "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()[:16]
            files.append({"url": rel, "hash": digest})
    for needed in ("index.html", "mercato.js", "mercato.wasm"):
        if not any(f["url"] == needed for f in files):
            sys.exit(f"precache_list.py: {needed} is missing from {args.dir}")
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]

    with open(args.template, encoding="utf-8") as f:
        template = f.read()
    if "/*@PRECACHE@*/[]" not in template or "@VERSION@" not in template:
        sys.exit("precache_list.py: the template has no /*@PRECACHE@*/[] or @VERSION@")
    text = template.replace("/*@PRECACHE@*/[]", json.dumps(files, indent=1)).replace("@VERSION@", version)
    old = None
    if os.path.exists(args.out):
        with open(args.out, encoding="utf-8") as f:
            old = f.read()
    if old != text:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"sw.js: {len(files)} files, version {version}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes mercato-offline.html: shell.html with everything it loads inlined.

The served page loads mercato.js, mercato.wasm, mercato.data, page/*.js and
assets/ as separate files. Opened from disk (file://) a browser refuses most
of those loads, so this page carries them all: the page helpers and the
single-file build's JS (wasm inside as base64, the font inside the wasm) go
into <script> elements (the program as text that the glue runs), the favicon becomes a data: URL, and the manifest link
and the home-screen icon (an installed app needs http) are dropped. `window.mercatoSingleFile` tells the
page's glue not to fetch anything and not to register the service worker.

  offline_page.py --shell shell.html --root web --favicon assets/favicon.svg \
                  --js build/wasm/offline/mercato-offline.js --out build/web/mercato-offline.html
"""
import argparse
import base64
import os
import re
import sys


def fail(message):
    sys.exit(f"offline_page.py: {message}")


def script_element(code, what, attributes=""):
    # "</script" inside the code would end the element early.
    if re.search(r"</script", code, re.IGNORECASE):
        fail(f"{what} contains '</script' and cannot be inlined")
    return f"<script{attributes}>\n" + code + "\n</script>"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shell", required=True)
    parser.add_argument("--root", required=True, help="folder the shell's page/*.js paths start from")
    parser.add_argument("--favicon", required=True)
    parser.add_argument("--js", required=True, help="the -sSINGLE_FILE=1 build's JS")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    with open(args.shell, encoding="utf-8") as f:
        html = f.read()

    # <script src="page/x.js"></script> -> the script itself.
    def inline(match):
        path = os.path.join(args.root, match.group(1))
        if not os.path.isfile(path):
            fail(f"shell.html loads {match.group(1)}, which is not in {args.root}")
        with open(path, encoding="utf-8") as f:
            return script_element(f.read(), match.group(1))
    html, helpers = re.subn(r'<script src="(page/[a-z_]+\.js)"></script>', inline, html)
    if helpers == 0:
        fail("shell.html loads no page/*.js helper: has its markup changed?")

    with open(args.favicon, "rb") as f:
        icon = "data:image/svg+xml;base64," + base64.b64encode(f.read()).decode("ascii")
    html, icons = re.subn(r'(<link rel="icon" href=")[^"]*(")', lambda m: m.group(1) + icon + m.group(2), html)
    html, manifests = re.subn(r'<link rel="(manifest|apple-touch-icon)"[^>]*>\n?', "", html)
    if icons != 1 or manifests != 2:
        fail("shell.html should have one <link rel=icon>, one rel=manifest and one rel=apple-touch-icon")

    with open(args.js, encoding="utf-8") as f:
        program = f.read()
    flag = "<script>window.mercatoSingleFile = true;</script>\n"
    if html.count("<body>") != 1 or html.count("</body>") != 1:
        fail("shell.html should have one <body> and one </body>")
    html = html.replace("<body>", "<body>\n" + flag, 1)
    # Kept as text; the glue runs it once the page is parsed (see shell.html).
    program_element = script_element(program, args.js, ' type="text/plain" id="mercato-program"')
    html = html.replace("</body>", program_element + "\n</body>", 1)

    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(html)
    os.replace(tmp, args.out)


if __name__ == "__main__":
    main()

"""Where the Python tests find what the build made (./tools/test sets these)."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MERCATO = os.environ.get("MERCATO_BIN", os.path.join(ROOT, "build", "native", "bin", "mercato"))

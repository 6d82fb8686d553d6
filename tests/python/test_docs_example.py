"""docs/examples/workbench.py is what a designer copies first: it must run as written."""
import os
import subprocess
import sys
import unittest

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "examples", "workbench.py")


class DocsExampleTest(unittest.TestCase):
    def test_workbench_example_runs_and_prints_its_findings(self):
        result = subprocess.run([sys.executable, EXAMPLE], capture_output=True, text=True,
                                timeout=300, env=dict(os.environ))
        self.assertEqual(result.returncode, 0, result.stderr[-2000:])
        self.assertIn("oregano.start_gold", result.stdout)  # the parameter table
        self.assertRegex(result.stdout, r"scores \[\d+, \d+\] returns")  # the hand-played game
        self.assertRegex(result.stdout, r"paired change of seat 0's win rate: [+-]\d\.\d{3}")


if __name__ == "__main__":
    unittest.main()

"""The lab's JSON report against its schema (docs/lab-report.schema.json), and
`--rows` read back as CSV and JSON Lines, from a real (small) lab run."""
import csv
import json
import os
import subprocess
import tempfile
import unittest

import jsonschema

from support import MERCATO, ROOT

SCHEMA = os.path.join(ROOT, "docs", "lab-report.schema.json")


def run_lab(directory, *extra):
    report = os.path.join(directory, "report.json")
    subprocess.run([MERCATO, "lab", "--game", "oregano", "--players", "2", "--bots",
                    "heuristic,random", "--games", "6", "--seed", "5", "--jobs", "1",
                    "--json", report, *extra], check=True, capture_output=True)
    with open(report, encoding="utf-8") as f:
        return json.load(f)


class LabReportTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(SCHEMA, encoding="utf-8") as f:
            cls.schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(cls.schema)
        cls.validator = jsonschema.Draft202012Validator(cls.schema)

    def test_a_real_compare_report_is_valid(self):
        with tempfile.TemporaryDirectory() as d:
            report = run_lab(d, "--compare", "oregano.start_gold=5/8",
                             "--params", "oregano.casino.payout=6")
        self.validator.validate(report)
        self.assertIn("oregano.casino.payout=6", report["options"])
        self.assertEqual(report["comparison"]["paired"]["games"], 6)

    def test_the_schema_can_fail(self):
        with tempfile.TemporaryDirectory() as d:
            report = run_lab(d)
        self.validator.validate(report)
        report["runs"][0]["aggregate"]["seats"][0]["win_units"] = -1
        with self.assertRaises(jsonschema.ValidationError):
            self.validator.validate(report)
        del report["runs"]
        with self.assertRaises(jsonschema.ValidationError):
            self.validator.validate(report)

    def test_rows_as_csv_and_json_lines(self):
        with tempfile.TemporaryDirectory() as d:
            csv_path = os.path.join(d, "rows.csv")
            jsonl_path = os.path.join(d, "rows.jsonl")
            report = run_lab(d, "--rows", csv_path, "--compare", "oregano.start_gold=5/8")
            run_lab(d, "--rows", jsonl_path, "--compare", "oregano.start_gold=5/8")
            with open(csv_path, newline="", encoding="utf-8") as f:
                rows = list(csv.DictReader(f))
            with open(jsonl_path, encoding="utf-8") as f:
                lines = [json.loads(line) for line in f]
        self.assertEqual(len(rows), 12)
        self.assertEqual(len(lines), 12)
        self.assertEqual([r["run"] for r in rows[:2]], ["base", "oregano.start_gold=5/8"])
        # The rows add up to the report's aggregate: seat 0's score in the base run.
        base_sum = sum(int(r["seat0_score"]) for r in rows if r["run"] == "base")
        self.assertEqual(base_sum, report["runs"][0]["aggregate"]["seats"][0]["score"]["sum"])
        self.assertEqual([int(r["seat1_score"]) for r in rows],
                         [line["scores"][1] for line in lines])

    def test_a_bad_rows_file_name_is_refused(self):
        proc = subprocess.run([MERCATO, "lab", "--game", "oregano", "--bots", "random",
                               "--games", "1", "--rows", "rows.txt"], capture_output=True, text=True)
        self.assertEqual(proc.returncode, 2)
        self.assertIn("--rows wants a .csv, .jsonl or .ndjson file", proc.stderr)


if __name__ == "__main__":
    unittest.main()

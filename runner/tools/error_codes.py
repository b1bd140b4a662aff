#!/usr/bin/env python3
"""Writes each domain's error codes into runner/openapi.json from the Swift catalogues.

The catalogues (`*Errors.swift`, each with `static let codes = [...]`) are the source; every route
of a domain documents, in its `x-error-code` header, the domain's codes plus the codes common to
every function and the runner's own. `ErrorCatalogueTests` fails when the two disagree; run this
after adding an error, then read the diff.
"""
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOMAINS = {
    "SavryImport": ("Shared/Domain/SavryImportErrors.swift", "the Savry import API"),
    "SavryApp": ("Shared/Domain/SavryAppErrors.swift", "the Savry app API"),
    "ChefStream": ("Shared/ChefStream/ChefStreamErrors.swift", "the ChefStream functions"),
    "TwinMind": ("Shared/Domain/TwinMindErrors.swift", "the TwinMind transcription contract"),
    "Library": ("Shared/Library/LibraryErrors.swift", "the video library"),
}
# Functions that answer with more than one domain's codes: the library's recipe route runs the
# Savry import.
COMBINED = {
    "LibraryRecipe": (["Library", "SavryImport"], "the library's recipe route"),
}


def codes(path):
    text = (ROOT / path).read_text()
    listed = re.search(r"static let codes = \[(.*?)\]", text, re.S)
    return re.findall(r'"([A-Z][A-Z0-9_]*)"', listed.group(1))


def main():
    document_path = ROOT / "runner/openapi.json"
    document = json.loads(document_path.read_text())
    shared = set(codes("Shared/FunctionRuntime/CommonErrors.swift")) | set(codes("runner/Sources/RunnerCore/RunnerErrors.swift"))
    headers = document["components"]["headers"]
    for name, (path, label) in DOMAINS.items():
        headers["ErrorCode" + name] = {
            "description": "Stable machine-readable error code: every code %s can answer with "
            "(its catalogue, the codes common to every function, and the runner's own)." % label,
            "schema": {"type": "string", "enum": sorted(set(codes(path)) | shared)},
        }
    for name, (domains, label) in COMBINED.items():
        combined = set(shared)
        for domain in domains:
            combined |= set(codes(DOMAINS[domain][0]))
        headers["ErrorCode" + name] = {
            "description": "Stable machine-readable error code: every code %s can answer with "
            "(the catalogues of %s, the codes common to every function, and the runner's own)." % (label, " and ".join(domains)),
            "schema": {"type": "string", "enum": sorted(combined)},
        }
    headers["ErrorCode"] = {
        "description": "Stable machine-readable error code of the runner's own answers.",
        "schema": {"type": "string", "enum": sorted(shared)},
    }
    document_path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
